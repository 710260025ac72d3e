"""Page classification and splitting, on page texts worded as the real documents."""

from __future__ import annotations

import dataclasses

import pytest

from extractors.classify import (
    UNREAD_PRINT_REASON,
    UNREAD_PRINT_RULE,
    classify_page,
    page_position,
    split_documents,
)
from extractors.patterns import DOCUMENT_TYPES
from extractors.text import strip_accents
from triagem.models import Classification, Page

# First lines of real documents, as ../shared/reference/documents.md records them.
TEXTS = {
    "certidao_federal": """MINISTÉRIO DA FAZENDA
Secretaria da Receita Federal do Brasil
Procuradoria-Geral da Fazenda Nacional
CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS
FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: VIAÇÃO TESTE LTDA
CNPJ: 11.222.333/0001-81
Emitida às 10:01:02 do dia 02/10/2026 <hora e data de Brasília>.
Válida até 31/03/2027.""",
    "crf_fgts": """CAIXA
Certificado de Regularidade do FGTS - CRF
Inscrição: 11.222.333/0001-81
Razão Social: VIACAO TESTE LTDA
A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036,
certifica que, nesta data, a empresa acima identificada encontra-se em situação regular
perante o Fundo de Garantia do Tempo de Servico - FGTS.
Validade:12/09/2026a11/10/2026
Certificação Número: 2026091205156413642881""",
    "cartao_cnpj": """REPÚBLICA FEDERATIVA DO BRASIL
CADASTRO NACIONAL DA PESSOA JURÍDICA
COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL
NÚMERO DE INSCRIÇÃO 11.222.333/0001-81 MATRIZ DATA DE ABERTURA 01/02/2010
NOME EMPRESARIAL VIAÇÃO TESTE LTDA
SITUAÇÃO CADASTRAL ATIVA""",
    "cnh": """REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DOS TRANSPORTES
CARTEIRA NACIONAL DE HABILITAÇÃO
DRIVER LICENSE PERMISO DE CONDUCCIÓN
2 e 1 NOME E SOBRENOME JOÃO DA SILVA
4a DATA EMISSÃO 4b VALIDADE
9 CAT. HAB. D""",
    "contrato_social": """CONTRATO SOCIAL DA SOCIEDADE VIAÇÃO TESTE LTDA
JOÃO DA SILVA, brasileiro, casado, empresário, inscrito no CPF sob o nº 529.982.247-25
CLÁUSULA PRIMEIRA - DO NOME EMPRESARIAL
CLÁUSULA SEGUNDA - DO OBJETO SOCIAL""",
    "folha_corrida": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
ALVARÁ DE FOLHA CORRIDA
Nome: JOÃO DA SILVA CPF: 529.982.247-25
NADA CONSTA""",
    "certidao_protestos": """TABELIONATO DE PROTESTO DE TÍTULOS DE SANTA MARIA
CERTIDÃO NEGATIVA DE PROTESTO
Certifico que, revendo os livros deste Tabelionato, NADA CONSTA em nome de""",
    "comprovante_endereco": """RGE SUL DISTRIBUIDORA DE ENERGIA
NOTA FISCAL/CONTA DE ENERGIA ELÉTRICA
UNIDADE CONSUMIDORA 123456 VENCIMENTO 10/11/2026 TOTAL A PAGAR R$ 312,40""",
    "requerimento": """ILUSTRÍSSIMO SENHOR SECRETÁRIO DE MUNICÍPIO DE MOBILIDADE URBANA
VIAÇÃO TESTE LTDA, pessoa jurídica de direito privado, inscrita no CNPJ sob o nº
11.222.333/0001-81, vem respeitosamente requerer a Vossa Senhoria o registro para
a exploração do serviço de fretamento. Nestes termos, pede deferimento.""",
    "registro_junta_comercial": """JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
CERTIDÃO SIMPLIFICADA
Nome Empresarial: VIAÇÃO TESTE LTDA  NIRE: 43201234567
Natureza Jurídica: Sociedade Empresária Limitada
Data de Arquivamento do Ato Constitutivo: 01/02/2010  Último arquivamento: 05/05/2025""",
    "estatuto_social": """ESTATUTO SOCIAL DA VIAÇÃO TESTE S.A.
CAPÍTULO I - DA DENOMINAÇÃO, SEDE, OBJETO E DURAÇÃO
Art. 1º A companhia é uma sociedade anônima regida por este estatuto e pela Lei 6.404/76.
Art. 10 A assembleia geral ordinária elegerá o conselho de administração.""",
    "rg": """REPÚBLICA FEDERATIVA DO BRASIL
ESTADO DO RIO GRANDE DO SUL  INSTITUTO-GERAL DE PERÍCIAS
CARTEIRA DE IDENTIDADE
REGISTRO GERAL 1234567890  DATA DE EXPEDIÇÃO 02/03/2015
NOME JOÃO DA SILVA  FILIAÇÃO JOSÉ DA SILVA  NATURALIDADE SANTA MARIA/RS
DOC. ORIGEM CERT. NASC. 1234""",
    "cpf": """Ministério da Fazenda  Receita Federal do Brasil
Comprovante de Situação Cadastral no CPF
Nº do CPF: 529.982.247-25
Nome: JOÃO DA SILVA
Situação Cadastral: REGULAR
Data da Inscrição: 01/01/1990  Digito Verificador: 00
Comprovante emitido às: 10:11:12 do dia 02/10/2026""",
    "certidao_quitacao_eleitoral": """JUSTIÇA ELEITORAL
TRIBUNAL SUPERIOR ELEITORAL
CERTIDÃO DE QUITAÇÃO ELEITORAL
Certifica-se que o(a) eleitor(a) JOÃO DA SILVA, inscrição 0123 4567 8901, zona 040,
seção 0123, está quite com a Justiça Eleitoral.""",
    "certificado_reservista": """MINISTÉRIO DA DEFESA  EXÉRCITO BRASILEIRO
CERTIFICADO DE DISPENSA DE INCORPORAÇÃO
RA: 123456789012  Nome: JOÃO DA SILVA  Classe: 1990
Junta de Serviço Militar de Santa Maria""",
    "certidao_estadual": """ESTADO DO RIO GRANDE DO SUL  SECRETARIA DA FAZENDA
RECEITA ESTADUAL
CERTIDÃO DE SITUAÇÃO FISCAL - NEGATIVA
Nome: VIAÇÃO TESTE LTDA  CNPJ: 11.222.333/0001-81  CGC/TE: 0961234567
Válida até 31/12/2026""",
    "certidao_municipal": """PREFEITURA MUNICIPAL DE SANTA MARIA
SECRETARIA DE MUNICÍPIO DE FINANÇAS
CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
Contribuinte: VIAÇÃO TESTE LTDA  Inscrição Municipal: 12.345-6""",
    "comprovante_contribuicao_sindical": """GRCSU
GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL URBANA
Entidade sindical: SINDICATO DAS EMPRESAS DE TRANSPORTE  Código sindical: 000.123.45678-9
Contribuinte: VIAÇÃO TESTE LTDA  Exercício: 2026  Capital social: R$ 100.000,00""",
    "ctps": """CARTEIRA DE TRABALHO DIGITAL
Nome: JOÃO DA SILVA  CPF: 529.982.247-25
Contratos de trabalho
Empregador: VIAÇÃO TESTE LTDA  Data de admissão: 01/03/2020  Cargo: MOTORISTA  CBO 7824-10""",
    "certidao_inss": """MINISTÉRIO DA PREVIDÊNCIA SOCIAL
INSTITUTO NACIONAL DO SEGURO SOCIAL
CERTIDÃO NEGATIVA DE DÉBITO - CND
Certificamos que o contribuinte não possui débitos de contribuições previdenciárias.""",
    "certidao_pis": """CERTIDÃO DE REGULARIDADE COM O PIS
Programa de Integração Social - PIS/PASEP
Empregador: VIAÇÃO TESTE LTDA  CNPJ: 11.222.333/0001-81""",
    "certidao_falencia": """PODER JUDICIÁRIO  TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
CERTIDÃO NEGATIVA DE FALÊNCIA, CONCORDATA E RECUPERAÇÃO JUDICIAL
Certificamos que NADA CONSTA contra VIAÇÃO TESTE LTDA no distribuidor da comarca.""",
    "certidao_execucoes": """PODER JUDICIÁRIO  TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
CERTIDÃO JUDICIAL CÍVEL NEGATIVA DE 1º GRAU
Ações cíveis e execuções em nome de VIAÇÃO TESTE LTDA: NADA CONSTA""",
    "certidao_criminal": """PODER JUDICIÁRIO  JUSTIÇA FEDERAL
TRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO
CERTIDÃO JUDICIAL CRIMINAL NEGATIVA
CERTIFICAMOS que NÃO CONSTAM os processos abaixo indicados em nome de JOÃO DA SILVA""",
    "relacao_veiculos": """VIAÇÃO TESTE LTDA
RELAÇÃO DOS VEÍCULOS DA FROTA
Placa  RENAVAM  Marca/Modelo  Ano fabricação  Lotação
IAB1C23  01234567890  M.BENZ/O500  2019  44""",
    "comprovante_estacionamento": """CONTRATO DE LOCAÇÃO DE ÁREA PARA ESTACIONAMENTO DA FROTA
LOCADOR: JOSÉ PEREIRA  LOCATÁRIA: VIAÇÃO TESTE LTDA
Objeto: área de 800 metros quadrados para garagem e pátio dos veículos.""",
    "crv": """REPÚBLICA FEDERATIVA DO BRASIL  DETRAN/RS
CERTIFICADO DE REGISTRO DE VEÍCULO
Número do CRV 123456789012  Código RENAVAM 01234567890  Placa IAB1C23
Chassi 9BM382188KB123456  Proprietário VIAÇÃO TESTE LTDA""",
    "contrato_compra_venda": """CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO
VENDEDOR: JOSÉ PEREIRA  COMPRADOR: VIAÇÃO TESTE LTDA
Veículo: M.BENZ/O500, chassi 9BM382188KB123456
Registrado no Registro de Títulos e Documentos de Santa Maria""",
    "crlv": """REPÚBLICA FEDERATIVA DO BRASIL  SENATRAN
CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL
CÓDIGO RENAVAM 01234567890  PLACA IAB1C23  EXERCÍCIO 2026
ANO FABRICAÇÃO 2019  ANO MODELO 2020  ESPÉCIE / TIPO PASSAGEIRO ONIBUS  CATEGORIA ALUGUEL""",
    "apolice_seguro": """SEGURADORA EXEMPLO S.A.  Processo SUSEP 15414.000123/2020-11
APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP
Segurado: VIAÇÃO TESTE LTDA  Vigência: das 24h de 01/01/2026 às 24h de 01/01/2027
Morte acidental por passageiro R$ 50.000,00  Invalidez permanente R$ 50.000,00""",
    "certificado_curso_transporte": """SEST SENAT
CERTIFICADO
Certificamos que JOÃO DA SILVA concluiu o Curso Especializado para Condutores de
Veículo de Transporte Coletivo de Passageiros, carga horária de 50 horas/aula,
conforme Resolução CONTRAN nº 789/2020.""",
    "certidao_pontuacao_cnh": """DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN/RS
CERTIDÃO DE PRONTUÁRIO DO CONDUTOR
Condutor: JOÃO DA SILVA  Categoria: D  Situação da CNH: REGULAR
Pontuação nos últimos 12 meses: 0 pontos  Infrações: nenhuma""",
    "titulo_eleitor": """JUSTIÇA ELEITORAL
TÍTULO ELEITORAL
Nome do eleitor: JOÃO DA SILVA
Inscrição 0123 4567 8901  Zona 040  Seção 0123  Município/UF SANTA MARIA/RS
Data de emissão 01/02/2010""",
    "atestado_saude": """CLÍNICA SAÚDE DO TRABALHO
ATESTADO DE SAÚDE
Atesto que JOÃO DA SILVA foi submetido a exame clínico e está APTO para a função de
motorista. Dr. Fulano - CRM/RS 12345""",
    "foto_3x4": """FOTOGRAFIA 3X4
JOÃO DA SILVA""",
    "registro_firma_individual": """JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
REQUERIMENTO DE EMPRESÁRIO
Nome empresarial: JOÃO DA SILVA TRANSPORTES  NIRE 43101234567
Empresário individual: JOÃO DA SILVA""",
    "inscricao_iss": """PREFEITURA MUNICIPAL DE SANTA MARIA
ALVARÁ DE LOCALIZAÇÃO E FUNCIONAMENTO
Contribuinte: JOÃO DA SILVA  Atividade: transporte de passageiros  ISSQN""",
    "identidade_estrangeiro": """REPÚBLICA FEDERATIVA DO BRASIL  POLÍCIA FEDERAL
CARTEIRA DE REGISTRO NACIONAL MIGRATÓRIO
RNM V123456-7  Nome: JUAN PEREZ  Nacionalidade: URUGUAIA
Amparo legal: Lei 13.445/2017  Residência: permanente""",
}


def test_every_document_type_has_a_text():
    assert set(TEXTS) == set(DOCUMENT_TYPES) - {"em_branco", "outro"}


@pytest.mark.parametrize("expected", sorted(TEXTS))
def test_each_type_is_recognised_with_confidence(expected):
    cls = classify_page(Page("a.pdf", 1, TEXTS[expected]))
    assert cls.type == expected
    assert cls.confidence >= 0.6
    assert cls.starts_document
    assert all(rule.startswith(expected) for rule in cls.rules)


@pytest.mark.parametrize("expected", sorted(TEXTS))
def test_ocr_without_accents_still_recognised(expected):
    cls = classify_page(Page("a.pdf", 1, strip_accents(TEXTS[expected]).upper()))
    assert cls.type == expected


def _ocr_damage(text: str) -> str:
    """Tesseract's usual slips: accents lost, o->0 and l->1 in words, one word split."""
    damaged = strip_accents(text)
    damaged = damaged.replace("o", "0", 2).replace("O", "0", 2).replace("l", "1", 2)
    return damaged.replace("ÇÃO", "CA O", 1).replace("cao", "ca o", 1)


@pytest.mark.parametrize("expected", sorted(TEXTS))
def test_ocr_damaged_text_still_recognised(expected):
    cls = classify_page(Page("a.pdf", 1, _ocr_damage(TEXTS[expected]), ocr_confidence=70.0))
    assert cls.type == expected


def test_confused_letters_are_caught_by_the_ocr_skeleton():
    damaged = "CAIXA\nCertiflcado de Regu1aridade do FGTS - CRF\nInscriçao: 11.222.333/0001-81"
    cls = classify_page(Page("a.pdf", 1, damaged))
    assert cls.type == "crf_fgts"
    assert any(rule.endswith("~ocr") for rule in cls.rules)


def test_ocr_damaged_title_is_caught_by_the_fuzzy_pass():
    # Letters no skeleton maps (o for c, b for d): only the fuzzy pass reads it.
    damaged = "CAIXA\nCertificao de Regularibade do FGTS - CRF\nInscriçao: 11.222.333/0001-81"
    cls = classify_page(Page("a.pdf", 1, damaged))
    assert cls.type == "crf_fgts"
    assert any(rule.endswith("~fuzzy") for rule in cls.rules)


def test_a_title_with_look_alikes_and_damaged_letters_is_caught_by_the_fuzzy_pass():
    """heldout25: "ALVARÁ" read with a U for its V and a letter lost, "CORRIDA" with a
    B; the court's wording is the criminal certidão's too."""
    text = (
        "PODER FDICIÁPEO DO ESTADO DO RIO GRANDE DO SUL\nForo da Comarca de Santa [Maria\n"
        "Oficio da Distribuição e Contadora — Balcão de Certidões\nALURRÁ DE FOLHA CORBIDA\n"
        "nº 248720265487289\nCERTIFICO, atendendo a pedido verbal da parte interessada, que,\n"
        "revendo os registros de distribuição de feitos criminais do Poder Judiciário\n"
        "do Estado do Rio Grande do Sul, de º e 2º Graus, nos sistemas Themis e\n"
        "eproc, em nome de MÁRCIO FACCO SOUZA, brasileiro, NADA CONSTA.\n"
    )
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "folha_corrida"
    assert any(rule.endswith("~fuzzy") for rule in cls.rules)


def test_a_citizens_letter_in_the_first_person_is_a_request():
    text = (
        "Ao Senhor Chefe da Divisão de Transportes\nEu, FILIPA PINTO, venho por meio deste "
        "requerer sua inscrição como candidata a concessionária.\nPeço deferimento."
    )
    assert classify_page(Page("a.pdf", 1, text)).type == "requerimento"


@pytest.mark.parametrize(
    "title, expected",
    [
        ("CERTI DÃO DE QUITA ÇÃO ELEITORAL", "certidao_quitacao_eleitoral"),
        ("CERTIDAONEGATIVADEPROTESTO", "certidao_protestos"),
        ("CARTEIRA NACIONAL DE HABILI TAÇÃO", "cnh"),
    ],
)
def test_split_or_joined_title_words_are_caught(title, expected):
    cls = classify_page(Page("a.pdf", 1, f"REPÚBLICA FEDERATIVA DO BRASIL\n{title}\nNome: FULANO"))
    assert cls.type == expected
    assert any(rule.endswith("~joined") for rule in cls.rules)


def test_a_title_phrase_used_as_a_field_label_is_only_a_cue():
    text = """PREFEITURA MUNICIPAL DE SANTA MARIA
CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
Contribuinte: VIAÇÃO TESTE LTDA
Inscrição Municipal: 46.754-5
Cadastro Mobiliário: 1234"""
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "certidao_municipal"
    assert cls.confidence >= 0.6
    scores = dict(cls.alternatives)
    assert scores.get("inscricao_iss", 0.0) < scores["certidao_municipal"] / 2


def test_blank_and_unknown_pages_are_honest():
    blank = classify_page(Page("a.pdf", 1, " . ,\n'"))
    assert blank.type == "em_branco"
    unknown = classify_page(Page("a.pdf", 1, "Lista de compras: arroz, feijão, batata, cebola."))
    assert unknown.type == "outro"
    assert unknown.confidence < 0.6


def test_page_position():
    assert page_position("Página 2 de 3") == (2, 3)
    assert page_position("fl. 1/2") == (1, 2)
    assert page_position("sem numeração") is None
    # A browser's bare counter, alone on one of the last lines.
    assert page_position("CERTIDÃO\nNADA CONSTA\nAnexo: certidao.pdf\n1/1") == (1, 1)
    # A date in the body is no counter; nor is a counter in mid-page.
    assert page_position("Santa Maria, 2/10/2026\nxx\nyy\nzz\nww\nvv\n") is None
    assert page_position("a\nb\nc\n2/3\nd\ne\nf\ng") is None
    # A fax header's page counts the transmission, not the document.
    fax = "10/06/2026 08:35 DE: ESCRITORIO FAR (51) 9885.2798 PAG 02/06\nCERTIDÃO"
    assert page_position(fax) is None
    assert page_position(fax + "\nPágina 1 de 1") == (1, 1)


def _cls(doc_type, confidence=0.9, starts=True):
    return Classification(doc_type, confidence, (f"{doc_type}:title:0",), starts_document=starts)


def test_split_keeps_continuations_and_separates_titles():
    pages = [Page("a.pdf", n, "x" * 40) for n in range(1, 7)] + [Page("b.pdf", 1, "y" * 40)]
    classes = [
        _cls("contrato_social"),
        _cls("contrato_social", 0.5, starts=False),  # page 2: clauses, no title
        _cls("em_branco", 0.99, starts=False),  # empty back side
        _cls("outro", 0.3, starts=False),  # page 3, unreadable
        _cls("certidao_federal"),
        _cls("certidao_federal"),  # a second certidão federal (another person)
        _cls("certidao_federal", 0.3, starts=False),  # b.pdf: a new file starts a document
    ]
    docs = split_documents(pages, classes)
    assert [(d.file, d.pages, d.type) for d in docs] == [
        ("a.pdf", (1, 2, 4), "contrato_social"),
        ("a.pdf", (3,), "em_branco"),
        ("a.pdf", (5,), "certidao_federal"),
        ("a.pdf", (6,), "certidao_federal"),
        ("b.pdf", (1,), "certidao_federal"),
    ]
    assert not docs[0].needs_review
    assert docs[-1].needs_review  # low confidence goes to a person
    assert "confira" in docs[-1].review_reason


def test_a_lone_picture_that_reads_as_nothing_goes_to_a_person():
    # heldout18: a laminated card photographed small reads as nothing; nobody
    # photographs a blank sheet. A blank back side in a scanned file is blank.
    pages = [Page("IMG_0002.jpg", 1, ""), Page("scan.pdf", 1, "x" * 40), Page("scan.pdf", 2, "")]
    blank = _cls("em_branco", 0.99, starts=False)
    docs = split_documents(pages, [blank, _cls("rg"), blank])
    assert [(d.file, d.type, d.needs_review) for d in docs] == [
        ("IMG_0002.jpg", "em_branco", True),
        ("scan.pdf", "rg", False),
        ("scan.pdf", "em_branco", False),
    ]
    assert "conferir" in docs[0].review_reason
    two = [Page("IMG_0003.png", 1, ""), Page("IMG_0003.png", 2, "")]
    assert not any(d.needs_review for d in split_documents(two, [blank, blank]))


def test_untitled_page_confidently_of_another_type_starts_a_document():
    pages = [Page("a.pdf", 1, "x" * 40), Page("a.pdf", 2, "y" * 40)]
    docs = split_documents(pages, [_cls("rg"), _cls("cpf", 0.85, starts=False)])
    assert [d.type for d in docs] == ["rg", "cpf"]


def test_page_numbering_splits_and_joins():
    # Two untitled one-page certidões of the same type, each "página 1 de 1",
    # then a two-page one whose second page is untitled.
    texts = ["Página 1 de 1 " + "x" * 30, "Página 1 de 1 " + "y" * 30]
    texts += ["Página 1 de 2 " + "z" * 30, "Página 2 de 2 " + "w" * 30, "sem número " + "v" * 30]
    pages = [Page("a.pdf", n, t) for n, t in enumerate(texts, start=1)]
    classes = [_cls("certidao_execucoes", starts=(n == 1)) for n in range(1, 6)]
    docs = split_documents(pages, classes)
    assert [d.pages for d in docs] == [(1,), (2,), (3, 4), (5,)]


def test_a_page_numbered_next_continues_whatever_it_looks_like():
    # A certidão's last lines on a page of their own ("Requerente: ...") read
    # as a request, but numbered 2/2 after 1/2.
    pages = [
        Page("a.pdf", 1, "CERTIDÃO\n" + "x" * 30 + "\n1/2"),
        Page("a.pdf", 2, "Requerente\n2/2"),
    ]
    classes = [
        _cls("certidao_falencia"),
        Classification(
            "requerimento", 0.25, ("requerimento:cue:2",), False, (("requerimento", 1.0),)
        ),
    ]
    assert [d.pages for d in split_documents(pages, classes)] == [(1, 2)]
    # Unnumbered, the same page is a document of its own.
    pages[1] = Page("a.pdf", 2, "Requerente")
    pages[0] = Page("a.pdf", 1, "CERTIDÃO\n" + "x" * 30)
    assert [d.pages for d in split_documents(pages, classes)] == [(1,), (2,)]


def test_a_print_outs_footer_spilled_onto_a_sheet_ends_the_document_before_it():
    # heldout15: a portal's receipt whose footer ("... Página 1 de 1") was
    # printed on a second sheet, alone.
    footer = (
        "A autenticidade deste comprovante pode ser conferida no portal informando o número"
        " do protocolo.\nhttps://protocolo.santamaria.rs.gov.br/servicos/comprovante"
        " Impresso em 01/04/2026 16:52 Página 1 de 1"
    )
    pages = [Page("a.pdf", 1, "Protocolo nº 2026/038543\n" + "x" * 300), Page("a.pdf", 2, footer)]
    unknown = Classification("outro", 0.3, ("no_rule",), True)
    docs = split_documents(pages, [_cls("requerimento"), unknown])
    assert [(d.pages, d.type) for d in docs] == [((1, 2), "requerimento")]
    # A page with more than a footer, or a footer with no print-out's marks,
    # stays a document of its own.
    for text in (footer + "\n" + "Outro documento qualquer " * 20, "Página em branco? não"):
        pages[1] = Page("a.pdf", 2, text)
        docs = split_documents(pages, [_cls("requerimento"), unknown])
        assert [d.pages for d in docs] == [(1,), (2,)], text


def test_a_cover_sheet_takes_the_type_of_the_certidao_behind_it():
    # The portal's "solicitação concluída" sheet (page 1 of 2, one weak cue),
    # then the certidão itself, numbered page 2 of 2.
    pages = [Page("a.pdf", 1, "Página 1 de 2"), Page("a.pdf", 2, "Página 2 de 2")]
    cover = Classification("inscricao_iss", 0.25, ("inscricao_iss:cue:3",), True)
    certidao = Classification("certidao_federal", 0.95, ("certidao_federal:title:0",), False)
    docs = split_documents(pages, [cover, certidao])
    assert [(d.pages, d.type, d.needs_review) for d in docs] == [
        ((1, 2), "certidao_federal", False)
    ]
    # Of the same type, the sure page gives the document its confidence (the
    # e-mail a certidão came in, then the certidão).
    mail = dataclasses.replace(cover, type="certidao_federal", confidence=0.53)
    docs = split_documents(pages, [mail, certidao])
    assert [(d.type, d.confidence, d.needs_review) for d in docs] == [
        ("certidao_federal", 0.95, False)
    ]
    # A sure first page keeps its type; the other page is a stray, for review.
    sure = dataclasses.replace(cover, confidence=0.9)
    docs = split_documents(pages, [sure, certidao])
    assert [(d.pages, d.type, d.needs_review) for d in docs] == [((1, 2), "inscricao_iss", True)]


def test_untitled_page_with_many_cues_of_its_own_leaves_a_document_of_another_kind():
    # A court certidão's untitled prose behind a fleet list: its cues point
    # to two look-alike certidões (a narrow lead), none to the list.
    pages = [Page("a.tif", 1, "x" * 40), Page("a.tif", 2, "y" * 40)]
    prose = Classification(
        "certidao_execucoes",
        0.525,
        ("certidao_execucoes:cue:0",),
        False,
        (("certidao_execucoes", 3.47), ("certidao_falencia", 2.73), ("folha_corrida", 1.75)),
    )
    docs = split_documents(pages, [_cls("relacao_veiculos"), prose])
    assert [(d.pages, d.type) for d in docs] == [
        ((1,), "relacao_veiculos"),
        ((2,), "certidao_execucoes"),
    ]
    # With fewer cues (an unsure page), it continues the list.
    weak = dataclasses.replace(
        prose, alternatives=(("certidao_execucoes", 2.0), ("certidao_falencia", 1.5))
    )
    assert [d.pages for d in split_documents(pages, [_cls("relacao_veiculos"), weak])] == [(1, 2)]


def test_other_cpf_on_an_untitled_page_starts_a_new_document():
    # Two RGs back to back; OCR lost the second one's title.
    first = "CARTEIRA DE IDENTIDADE\nNome: ANA\nCPF 529.982.247-25"
    second = "Nome: BETO\nFiliação: X\nCPF 111.444.777-35"
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, second)]
    classes = [_cls("rg"), _cls("rg", 0.7, starts=False)]
    assert [d.pages for d in split_documents(pages, classes)] == [(1,), (2,)]
    # The same person's back side stays with its front.
    back = Page("a.pdf", 2, "Filiação: X\nCPF 529.982.247-25")
    assert [d.pages for d in split_documents([pages[0], back], classes)] == [(1, 2)]


def test_contract_pages_naming_other_partners_stay_together():
    first = "CONTRATO SOCIAL\nANA, CPF 529.982.247-25\nCNPJ 11.222.333/0001-81"
    second = "CLÁUSULA NONA\nBETO, CPF 111.444.777-35, administrador"
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, second)]
    classes = [_cls("contrato_social"), _cls("contrato_social", 0.7, starts=False)]
    assert [d.pages for d in split_documents(pages, classes)] == [(1, 2)]


@pytest.mark.parametrize(
    "text",
    [
        # The TST's CNDT: a certidão, with a court header, but none of the 40 types.
        "PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\nCERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS\n"
        "Nome: VIAÇÃO TESTE LTDA\nNÃO CONSTA como inadimplente no Banco Nacional de Devedores",
        # e-CAC's report shares the federal certidão's issuers, not its effect.
        "MINISTÉRIO DA FAZENDA\nSecretaria da Receita Federal do Brasil\n"
        "Relatório de Situação Fiscal\nProcuradoria-Geral da Fazenda Nacional\nsujeito passivo",
        "GFD - Guia do FGTS Digital\nEmpregador: VIAÇÃO TESTE LTDA\nFGTS competência 09/2026",
    ],
)
def test_look_alikes_are_outro_and_go_to_a_person(text):
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "outro"
    docs = split_documents([Page("a.pdf", 1, text)], [cls])
    assert docs[0].needs_review


def test_the_shipped_model_is_heard_only_where_rules_are_weak():
    from extractors import textcat

    assert textcat.available(), "extractors/model/textcat missing: run extractors/train_textcat.py"
    # A clear title: the rules decide, the model is not asked.
    clear = classify_page(Page("a.pdf", 1, TEXTS["cartao_cnpj"]))
    assert not any(rule.startswith("textcat:") for rule in clear.rules)
    # Whatever the model says, a page no rule recognised never passes review.
    unknown = classify_page(Page("a.pdf", 1, "Lista de compras: arroz, feijão, batata."))
    assert unknown.confidence < 0.6


def test_model_policy_agree_lifts_alone_hints_disagree_records(monkeypatch):
    from extractors import textcat

    weak = Page("a.pdf", 1, "Fundo de Garantia do Tempo de Servico\nsituação em 02/10/2026")
    monkeypatch.setattr(textcat, "predict", lambda text, top=1: [("crf_fgts", 0.97)])
    agreed = classify_page(weak)
    assert agreed.type == "crf_fgts" and agreed.confidence >= 0.6
    assert "textcat:crf_fgts:0.97" in agreed.rules

    monkeypatch.setattr(textcat, "predict", lambda text, top=1: [("cnh", 0.97)])
    disagreed = classify_page(weak)
    assert disagreed.type == "crf_fgts" and disagreed.confidence < 0.6
    assert "textcat:cnh:0.97" in disagreed.rules

    alone = classify_page(Page("a.pdf", 1, "Lista de compras: arroz, feijão, batata."))
    assert alone.type == "cnh" and alone.confidence < 0.6

    monkeypatch.setattr(textcat, "predict", lambda text, top=1: [("crf_fgts", 0.5)])
    unsure = classify_page(weak)
    assert unsure.confidence < 0.6 and not any(r.startswith("textcat") for r in unsure.rules)


def test_untitled_page_of_another_issuer_with_a_clear_lead_is_its_own_document():
    # given a state certidão, then a municipal one whose title OCR lost: the
    # second page bears no mark of the first and its own type leads clearly
    first = "CERTIDÃO DE SITUAÇÃO FISCAL\nReceita Estadual\nDébitos estaduais: nada consta."
    second = (
        "PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO\n"
        "Secretaria Municipal de Finanças – Departamento de Tributação\n"
        "O Departamento de Tributação CERTIFICA, a requerimento da parte interessada,\n"
        "que revendo os cadastros desta Municipalidade, NADA CONSTA em nome de JOÃO\n"
        "PEREIRA LIMA. Ressalva-se o direito da Fazenda Municipal de cobrar dívidas."
    )
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, second)]
    classes = [classify_page(p) for p in pages]
    assert classes[1].type == "certidao_municipal" and not classes[1].starts_document
    docs = split_documents(pages, classes)
    assert [(d.pages, d.type) for d in docs] == [
        ((1,), "certidao_estadual"),
        ((2,), "certidao_municipal"),
    ]
    assert docs[1].needs_review  # untitled: a person confirms it


def test_untitled_page_with_a_weak_lead_continues_the_document():
    pages = [Page("a.pdf", 1, "x" * 40), Page("a.pdf", 2, "y" * 40)]
    weak = Classification(
        "cpf", 0.4, ("cpf:cue:0",), starts_document=False, alternatives=(("cpf", 1.2), ("rg", 0.5))
    )
    docs = split_documents(pages, [_cls("contrato_social"), weak])
    assert [d.pages for d in docs] == [(1, 2)]


def test_title_phrase_printed_as_a_fields_caption_is_no_title():
    # given a municipal certidão that prints "inscrição municipal" under its value
    text = (
        "PREFEITURA MUNICIPAL DE SANTA MARIA\n"
        "Secretaria de Município de Finanças\n"
        "Certidão Nº 15059/2026\nNEGATIVA\nCONTRIBUINTE\nTRANSPORTES ALFA LTDA\n"
        "47.273-1\ninscrição municipal\n"
        "Certificamos que não constam débitos de tributos municipais em nome do\n"
        "contribuinte, ressalvado o direito da Fazenda Municipal."
    )
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "certidao_municipal"
    assert "inscricao_iss:title:0" not in cls.rules
    # the same phrase heading a page is still the inscrição's title
    ficha = "INSCRIÇÃO MUNICIPAL\nCadastro mobiliário\nContribuinte: TRANSPORTES ALFA LTDA\nISSQN"
    assert classify_page(Page("b.pdf", 1, ficha)).type == "inscricao_iss"


# A photocopy whose first reading lost the title; the sparse reading kept it.
GARBLED_FIRST = (
    "Cortricanica pn op cid tr cgisinao\nrali Etica o in Rr DR A\nNome: VIACAO TESTE LTDA"
)


def test_a_second_reading_surer_of_the_type_is_kept():
    page = Page("scan.pdf", 1, GARBLED_FIRST, sparse_text=TEXTS["crf_fgts"], ocr_confidence=62.0)
    first = classify_page(Page("scan.pdf", 1, GARBLED_FIRST, ocr_confidence=62.0))
    both = classify_page(page)
    assert first.type != "crf_fgts"
    assert both.type == "crf_fgts"
    assert both.rules[0] == "second_reading"
    assert both.confidence > first.confidence


def test_a_second_reading_where_no_rule_fires_changes_nothing():
    # A continuation page weakly read as a contrato stays one, not "outro".
    text = "CLÁUSULA OITAVA - Os sócios"
    first = classify_page(Page("scan.pdf", 2, text, ocr_confidence=70.0))
    assert (first.type, first.starts_document) == ("contrato_social", False)
    assert first.confidence < 0.3  # below the no-rule answer's
    page = Page("scan.pdf", 2, text, sparse_text=GARBLED_FIRST, ocr_confidence=70.0)
    assert classify_page(page) == first


@pytest.mark.parametrize(
    "header",
    [
        "+55 55 3989-1053 PAG.01 07/06 16:38",
        "12/03/2026 14:22 FAX 55 3222-1234 PREFEITURA SM PÁG. 01/03",
        # A fax server's header: a dotted or spaced telephone, "11h52", OCR's garbles.
        "10/06/2026 08:35 DE: ESCRITORIO FAR (51) 9885.2798 PAG 02/06",
        "JUN Io 2026 09:04 DE:ESCRIT. CONTABIL PAMPA 51 3469 6917 PAG 04/06",
        "DE: DESP. AVENIDA TEL/FAX (51) 3762.1341 21.01.26 47hió PAO. 07/07",
        "veda Wi s040 Wi:do DE-ASSESSORIA VEICULAR (51) 2986.2294 PAG 02/06",
    ],
)
def test_a_faxed_blank_sheet_is_blank_though_the_fax_header_is_read(header):
    assert classify_page(Page("fax.tif", 2, header, ocr_confidence=88.0)).type == "em_branco"
    # The same header over a document is no reason to call the page blank.
    page = Page("fax.tif", 1, f"{header}\n{TEXTS['crf_fgts']}", ocr_confidence=88.0)
    assert classify_page(page).type == "crf_fgts"
    # A lone line with a time but no telephone or fax is not taken for one.
    lone = Page("scan.pdf", 2, "Emitida às 10:01:02 do dia 02/10/2026", ocr_confidence=88.0)
    assert classify_page(lone).type != "em_branco"
    # Nor is an address with a telephone alone.
    address = Page("scan.pdf", 2, "Rua Tuiuti, 1200 - Fone (55) 3222-1111", ocr_confidence=88.0)
    assert classify_page(address).type != "em_branco"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "ESTADO DE GOIÁS\nSecretaria de Estado da Economia\nProcuradoria-Geral do Estado – "
            "Dívida Ativa\nCERTIDÃO NEGATIVA DE DÉBITOS INSCRITOS EM DÍVIDA ATIVA – PESSOA FÍSICA\n"
            "Ressalvado o direito da Fazenda Pública Estadual de cobrar débitos.",
            "certidao_estadual",
        ),
        (
            "MUNICÍPIO DE SANTO ANTÔNIO DO DESCOBERTO\nSecretaria Municipal de Finanças – "
            "Departamento de Tributação\nCERTIDÃO NEGATIVA DE DÉBITOS – PESSOA FÍSICA\n"
            "Certificamos que nada consta quanto a débitos de natureza tributária ou não "
            "tributária com a Fazenda Municipal.",
            "certidao_municipal",
        ),
    ],
)
def test_a_generic_certidao_title_is_placed_by_its_issuer(text, expected):
    assert classify_page(Page("c.pdf", 1, text)).type == expected


def test_a_page_kept_in_a_document_though_read_as_another_sends_it_to_review():
    pages = [Page("c.tif", 1, "p1"), Page("c.tif", 2, "p2")]
    federal = Classification("certidao_federal", 0.95, ("t",), starts_document=True)
    # Untitled, best read as a state certidão, but with federal evidence too.
    state = Classification(
        "certidao_estadual",
        0.31,
        ("c",),
        starts_document=False,
        alternatives=(("certidao_estadual", 1.75), ("certidao_federal", 1.0)),
    )
    [document] = split_documents(pages, [federal, state])
    assert document.pages == (1, 2) and document.type == "certidao_federal"
    assert document.needs_review
    assert "Página(s) 2" in document.review_reason
    assert "certidão negativa de débitos estaduais" in document.review_reason
    # The Junta's stamp on the last page of a contrato social is part of it.
    contrato = dataclasses.replace(federal, type="contrato_social")
    stamp = dataclasses.replace(
        state,
        type="registro_junta_comercial",
        alternatives=(("registro_junta_comercial", 1.75), ("contrato_social", 1.0)),
    )
    [act] = split_documents(pages, [contrato, stamp])
    assert act.pages == (1, 2) and not act.needs_review
    # A clause merely citing a certidão (weakly read as one) does not either.
    weak = dataclasses.replace(state, confidence=0.125)
    assert not split_documents(pages, [federal, weak])[0].needs_review


# --- letter-spaced titles and a contract's page of signatures -----------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Poder Judiciário do Estado do Rio Grande do Sul\nCentral de Certidões\n"
            "A L V A R Á D E F O L H A C O R R I D A\n"
            "Certidão judicial criminal – Justiça Estadual, 1º e 2º graus\nNOME\nFULANO DE TAL",
            "folha_corrida",
        ),
        (
            "CENTRO MÉDICO DESCOBERTO\nA T E S T A D O\nAtesto que examinei o Sr. FULANO, "
            "portador do CPF nº 852.442.991-74, e que se encontra em pleno gozo de saúde física "
            "e mental, estando APTO para exercer a função de motorista de veículo de transporte "
            "coletivo de passageiros.",
            "atestado_saude",
        ),
    ],
)
def test_a_letter_spaced_title_is_read_as_words(text: str, expected: str) -> None:
    assert classify_page(Page("scan.pdf", 1, text)).type == expected


def test_a_contracts_page_of_signatures_stays_with_it() -> None:
    contract = TEXTS["contrato_social"] + "\nFULANO DE TAL, CPF 529.982.247-25, sócio."
    signatures = "Santa Maria, 3 de abril de 2024.\nFULANO DE TAL\nCPF 529.982.247-25\nTestemunha 1"
    pages = [Page("c.pdf", 1, contract), Page("c.pdf", 2, signatures)]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.type, d.pages) for d in docs] == [("contrato_social", (1, 2))]
    # Naming nobody of the act, an unrecognised page is a document of its own.
    other = signatures.replace("529.982.247-25", "111.444.777-35")
    pages[1] = Page("c.pdf", 2, other)
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [d.type for d in docs] == ["contrato_social", "outro"]


DUST_READ_AS_TEXT = "\n".join(
    [
        "TEA RP o",
        "e poco E da dh |",
        "Fm",
        "| RES ,",
        "PE. qa",
        "= NEs ASAS",
        "i = mpi io N",
        "o copie de Re ate A atoa",
        "E E Ra E x E A a as Ê",
        "de ag o E a nd US IR a",
        "E elo RE e Ray] El pi Ee o",
    ]
    * 3
)


def test_an_empty_sheets_dust_read_as_letters_is_blank():
    page = Page("a.pdf", 1, DUST_READ_AS_TEXT, ocr_confidence=21.1)
    cls = classify_page(page)
    assert cls.type == "em_branco"
    assert cls.rules == ("blank:noise_only",)


# What Tesseract made of the textured desk round an empty sheet photographed
# on it (heldout22-97-0019): rows of capitals, many of them long "words".
DESK_READ_AS_TEXT = "\n".join(
    [
        "REESCRRENENDER ES SE Rain antera nas rásasa e sadias EERPRRNRaS as ass A",
        "ERRADAS O RRRREN REIS S saia Ra nata as E Rea :",
        "DERA Rar SARRO e DR aeee",
        "CER ERRAR IAN EUA OUÇO EORSCORARDA DRE RR",
        "IRATI LIS ANO ASAS RERDaREARA Cana aUaUIAS +",
        "FERREIRA E E EO SORCERER :",
    ]
)


def test_a_desks_texture_read_round_an_empty_sheet_is_blank():
    page = Page("a.pdf", 1, DESK_READ_AS_TEXT, ocr_confidence=13.0, ink_lines=2)
    cls = classify_page(page)
    assert (cls.type, cls.rules) == ("em_branco", ("blank:noise_only",))


@pytest.mark.parametrize(
    "page",
    [
        # Its ink shows lines of print: a person looks (blank:unread_print).
        Page("a.pdf", 1, DESK_READ_AS_TEXT, ocr_confidence=13.0, ink_lines=6),
        # A few lines in its ink: too many long words to call noise.
        Page("a.pdf", 1, DESK_READ_AS_TEXT, ocr_confidence=13.0, ink_lines=3),
        # Read at 20 or more: the words decide, as before.
        Page("a.pdf", 1, DESK_READ_AS_TEXT, ocr_confidence=24.8, ink_lines=0),
        # No ink measure (a text layer): never.
        Page("a.pdf", 1, DESK_READ_AS_TEXT, ocr_confidence=13.0),
    ],
)
def test_a_low_confidence_page_is_noise_only_without_lines_of_ink(page):
    cls = classify_page(page)
    assert cls.type != "em_branco"


@pytest.mark.parametrize(
    "page",
    [
        # Read as well as a real page: not noise, whatever its words.
        Page("a.pdf", 1, DUST_READ_AS_TEXT, ocr_confidence=70.0),
        # A photo on it (a poorly read identity card copy) is no empty sheet.
        Page("a.pdf", 1, DUST_READ_AS_TEXT, ocr_confidence=21.0, picture=0.006),
        # A date is a real page's.
        Page("a.pdf", 1, DUST_READ_AS_TEXT + "\n12/03/2026", ocr_confidence=21.0),
        # A poorly read page still has words of five letters and more.
        Page(
            "a.pdf",
            1,
            "Certificamos que revendo os registros de distribuição criminal nada consta\n" * 3
            + DUST_READ_AS_TEXT,
            ocr_confidence=28.0,
        ),
    ],
)
def test_poorly_read_pages_that_are_not_empty(page):
    assert classify_page(page).rules != ("blank:noise_only",)


def test_the_juntas_inscricao_de_empresario_is_a_firma_individual():
    text = (
        "JUCEG - Junta Comercial do Estado de Goiás\n"
        "Registro Público de Empresas Mercantis e Atividades Afins\n"
        "NIRE Ato Protocolo\n52546020856 | 080 — Inscrição de empresário 13/843756-5\n"
        "Inscrição de Empresário Individual\n1. Empresário\nNome civil FABIANO VARGAS BARBOSA\n"
        "Nome empresarial FABIANO VARGAS BARBOSA TRANSPORTES\nCNPJ 96.348.063/0001-02\n"
        "Certifico o registro sob o NIRE 52546020856 em 21/05/2013."
    )
    assert classify_page(Page("a.pdf", 1, text)).type == "registro_firma_individual"


@pytest.mark.parametrize(
    "text",
    [
        "Município de Santa Maria\nEstado do Rio Grande do Sul\nCertidão nº\n87182/2026\nNEGATIVA\n"
        "Requerente FRETAMENTOS ITAARA LTDA\nInscrição municipal 71.494-6\n"
        "nada consta em débito em nome do contribuinte acima",
        "MUNICÍPIO DE SANTO ANTÔNIO DO DESCOBERTO - GO\nSECRETARIA MUNICIPAL DE FAZENDA\n"
        "CERTIDÃO DE DÉBITOS - NEGATIVA\nContribuinte JOSÉ LIMA MEDEIROS\n"
        "não constam débitos tributários em nome do contribuinte acima qualificado.",
    ],
)
def test_a_town_halls_untitled_certidao_is_its_tax_certidao(text):
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "certidao_municipal"
    assert "certidao_municipal:issuer:0" in cls.rules
    assert cls.confidence >= 0.7


def test_a_town_halls_certidao_of_registration_is_not_its_tax_certidao():
    text = (
        "Prefeitura Municipal de Santa Maria\nCertidão de Inscrição Municipal\n"
        "Contribuinte FRETAMENTOS ITAARA LTDA\nAtividade: transporte"
    )
    assert "certidao_municipal:issuer:0" not in classify_page(Page("a.pdf", 1, text)).rules


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "CAIXA Agente operador PIS/PASEP\nDECLARAÇÃO DE REGULARIDADE – CADASTRO PIS\n"
            "TRANSPORTES QUARTA COLÔNIA S.A.\nempregador\nREGULAR\nsituação",
            "certidao_pis",
        ),
        (
            "CEEE Equatorial DANF3E\nCEEE Equatorial Distribuição S.A.\nDADOS DO CLIENTE\n"
            "VIAÇÃO VALE DO IBICUÍ LTDA\nUnidade consumidora\nTotal a pagar",
            "comprovante_endereco",
        ),
        (
            # heldout21-89-0008: the CENPROT's nationwide certidão.
            "CENPROT Pedido nº 138729\n12/05/2026 15:01:08\n"
            "Central Nacional de Serviços Eletrônicos Compartilhados dos Tabeliães de Protesto\n"
            "CERTIDÃO NACIONAL DE PROTESTO\nNOME RAZÃO SOCIAL\nVIAÇÃO TRÊS PASSOS LTDA\n"
            "que NÃO CONSTAM protestos lavrados e não cancelados contra o documento acima\n"
            "NADA CONSTA",
            "certidao_protestos",
        ),
    ],
)
def test_titles_other_issuers_give_these_documents(text, expected):
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == expected
    assert cls.confidence >= 0.6
    assert any(":title:" in rule for rule in cls.rules)


def test_a_page_numbered_alone_at_its_foot_continues_its_document():
    text = (
        "Junta Comercial, Industrial e Serviços do Rio Grande do Sul\nRegistro digital\n"
        "TERMO DE AUTENTICAÇÃO\nTRANSPORTES ITAARA LTDA empresa\n"
        "ALTERAÇÃO / CONSOLIDAÇÃO DE CONTRATO ato\nCertifico o registro sob o nº 6950225\n"
        "TRANSPORTES ITAARA LTDA\n- 3 -"
    )
    assert classify_page(Page("a.pdf", 3, text)).starts_document is False


def test_a_number_in_dashes_inside_the_page_is_no_folio():
    from extractors.classify import folio

    assert folio("CONTRATO SOCIAL\n- 3 -\nCláusula primeira") == 0
    assert folio("CONTRATO SOCIAL\nCláusula primeira\n  – 2 –  ") == 2


def test_a_portal_certidao_of_municipal_tax_debts_is_no_iss_registration():
    # heldout8: the Portal do Contribuinte's certidão, under the registry
    # office's name ("Cadastro Mobiliário") and with the inscrição municipal.
    text = """Prefeitura de Santa Maria · Portal do Contribuinte
Início › Serviços › Tributos › Certidões › Emissão de certidão por CNPJ
MUNICÍPIO DE SANTA MARIA – RS
Secretaria de Município de Finanças
Superintendência da Receita · Cadastro Mobiliário
Certidão Negativa de Débitos Tributários Municipais
CONTRIBUINTE
EXPRESSO CORAÇÃO DO RIO GRANDE LTDA
CNPJ
55464631000153
INSCRIÇÃO MUNICIPAL
67.410-9"""
    assert classify_page(Page("m.pdf", 1, text)).type == "certidao_municipal"


def test_a_companys_oficio_asking_for_a_vehicles_cadastro_is_its_requerimento():
    # heldout8: an ofício whose request formula is split by its legal basis;
    # the apólice it lists among the attachments is no title of it.
    text = """TRANSPORTES ITAARA LTDA
CNPJ 47.236.279/0001-70 · Rua Euclides da Cunha, 2288, Camobi, Santa Maria/RS
Ofício nº 3/2026 Santa Maria, 24 de Junho de 2026.
A Sua Senhoria o Senhor
Secretário de Município de Mobilidade Urbana
Assunto: cadastro e autorização de veículo para o serviço de transporte coletivo
de passageiros sob regime de fretamento.
Senhor Secretário,
1. A TRANSPORTES ITAARA LTDA, registrada nessa Secretaria para o serviço de
fretamento, por sua sócia-administradora LÚCIA CRISTINA TEIXEIRA SCHMITT,
CPF 320.461.550-25, requer, com fundamento nos arts. 11 a 14 da lei municipal do
fretamento, o CADASTRO E A AUTORIZAÇÃO do veículo abaixo descrito.
2. Acompanham o pedido o documento de propriedade do veículo, o CRLV do
exercício e a apólice do seguro de acidentes pessoais de passageiros.
Atenciosamente,"""
    assert classify_page(Page("o.pdf", 1, text)).type == "requerimento"


def test_a_town_halls_request_forms_are_requerimentos():
    company = (
        "PREFEITURA MUNICIPAL DE SANTA MARIA N do protocolo (uso do órgão)\n"
        "Secretaria de Município de Mobilidade Urbana\n"
        "REQUERIMENTO - REGISTRO DE TRANSPORTADOR POR\nFRETAMENTO\n"
        "1. IDENTIFICAÇÃO DO REQUERENTE (PESSOA JURÍDICA)\nRazão social / nome empresarial\n"
        "| TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA\nNome de fantasia Inscrição municipal\n"
        "| CORAÇÃO DO RIO GRANDE FRETAMENTO || 81.551-6\n2. REPRESENTANTE LEGAL\n"
        "3. OBJETO DO REQUERIMENTO\n[X] Registro de empresa - fretamento\nLocal Data"
    )
    assert classify_page(Page("a.pdf", 1, company)).type == "requerimento"
    driver = (
        "PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO - GO Processo nº (uso interno)\n"
        "Secretaria Municipal de Trânsito e Transportes\n"
        "Divisão de Transportes - Transporte Coletivo de Passageiros\n"
        "REQUERIMENTO PADRÃO - PESSOA FÍSICA\n1. DADOS DO(A) REQUERENTE\n"
        "Nome completo (sem abreviações) CPF\nBÁRBARA GONÇALVES BRONDANI\n2. ASSUNTO\n"
        "[M] Matrícula de motorista do serviço de transporte coletivo de passageiros\n"
        "3. DESCRIÇÃO DO PEDIDO\nVenho requerer sua matrícula como motorista."
    )
    assert classify_page(Page("a.pdf", 1, driver)).type == "requerimento"


def test_a_generic_line_is_no_damaged_title():
    """A division's name sharing a stretch with a course's title is no fuzzy title."""
    text = (
        "PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO\n"
        "Divisão de Transportes - Transporte Coletivo de Passageiros\nAVISO AOS USUÁRIOS\n"
        "O horário das linhas muda em janeiro."
    )
    assert classify_page(Page("a.pdf", 1, text)).type != "certificado_curso_transporte"
    damaged = "CURSO ESPECIALIZADO PARA C0NDUT0RES\nCarga horária 50 h\nSEST SENAT"
    assert classify_page(Page("a.pdf", 1, damaged)).type == "certificado_curso_transporte"
    split = "Carteira de Trabat ho Digital do ria\nNome civil ROGÉRIO ZANINI\nCPF 797.885.440-58"
    assert classify_page(Page("a.pdf", 1, split)).type == "ctps"
    # A word whose first letter OCR lost: "ATOR DE serviços - ÁGUA É ESGOTO".
    bill = (
        "Saneago Pe “ATOR DE serviços - ÁGUA É ESGOTO |\nCNPJ 17.888.957/0001-19\nnomE DO USEÁRIO"
    )
    assert classify_page(Page("a.pdf", 1, bill)).type == "comprovante_endereco"


def test_a_ctps_booklets_copy_and_a_garages_monthly_plan():
    ctps = (
        "CÓPIA DA CTPS Nº 7667449 SÉRIE 0597-RS · FLS. 2/3 E 10/11\nIDENTIFICAÇÃO\n"
        "NÚMERO 7667449\nQUALIFICAÇÃO CIVIL\nNOME ROGÉRIO PIOVESAN ROCHA\nCONTRATO DE TRABALHO\n"
        "EMPREGADOR EXPRESSO PLANALTO LTDA\nCARGO MOTORISTA DE ÔNIBUS CBO 7824-05"
    )
    cls = classify_page(Page("a.pdf", 1, ctps))
    assert cls.type == "ctps" and cls.confidence >= 0.6
    garage = (
        "PÁTIO LOGÍSTICO SANTA MARIA LTDA\nContrato nº PM-2025/2862\n"
        "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE ESTACIONAMENTO\nPLANO MENSAL EMPRESARIAL – FROTA\n"
        "Contratante EXPRESSO PLANALTO LTDA – CNPJ 53.350.361/0001-24\n"
        "Vagas / área 23 vagas para ônibus e micro-ônibus, em área cercada de 3.500 m²"
    )
    cls = classify_page(Page("a.pdf", 1, garage))
    assert cls.type == "comprovante_estacionamento" and cls.confidence >= 0.6


def test_a_bank_statement_and_a_card_invoice_prove_an_address():
    statement = (
        "Banco Cerrado S.A. · CNPJ 18.768.404/0001-95 · SAC 0800 725 3366\n"
        "EXTRATO DE CONTA CORRENTE\nEmitido em 2026-07-24\nGUSTAVO DALMOLIN GONÇALVES\n"
        "ALAMEDA 21, QD. 45, LT. 20, SETOR SUL\nTitular: GUSTAVO DALMOLIN GONÇALVES\n"
        "Data Histórico Valor (R$) Saldo (R$)\n01/06 SALDO ANTERIOR 4266,00"
    )
    assert classify_page(Page("a.pdf", 1, statement)).type == "comprovante_endereco"
    invoice = (
        "Cooperativa Planalto FATURA DO CARTÃO DE CRÉDITO\nVencimento Total desta fatura\n"
        "CAROLINA ÁLVAREZ SOSA\nAVENIDA 18, QD. 25, LT. 34, SETOR NORTE 26/01/2026 R$ 211,77\n"
        "Data Estabelecimento Valor (R$)\n02/12 POSTO DESCOBERTO 126,13"
    )
    assert classify_page(Page("a.pdf", 1, invoice)).type == "comprovante_endereco"


# ---------------------------------------------------------------- print OCR could not read


@pytest.mark.parametrize(
    "text",
    [
        # A thermal print scanned bilevel: Tesseract read nothing at all.
        "",
        # Or only specks and noise, as off an empty sheet.
        DUST_READ_AS_TEXT,
    ],
)
@pytest.mark.parametrize(
    # A thermal bill's 28 lines; a CTPS booklet's "Anotações gerais": a heading,
    # three typed lines and the employer's signature line over a guilloche.
    "ink_lines",
    [28, 6],
)
def test_a_page_of_print_ocr_could_not_read_is_not_blank(text, ink_lines):
    page = Page("a.tif", 1, text, ocr_confidence=20.0, ink_lines=ink_lines)
    cls = classify_page(page)
    assert cls.type == "outro"
    assert cls.rules == (UNREAD_PRINT_RULE,)
    before = Page("a.tif", 1, "CONTRATO SOCIAL\nCláusula primeira", ocr_confidence=90.0)
    docs = split_documents(
        [before, dataclasses.replace(page, number=2)],
        [classify_page(before), cls],
    )
    # A document of its own, for a person: not folded into the contract.
    assert [(d.pages, d.type) for d in docs] == [((1,), "contrato_social"), ((2,), "outro")]
    assert docs[-1].needs_review
    assert docs[-1].review_reason == UNREAD_PRINT_REASON


@pytest.mark.parametrize("ink_lines", [None, 0, 1, 2])
def test_an_empty_sheet_with_an_edge_or_a_title_bar_is_still_blank(ink_lines):
    assert classify_page(Page("a.tif", 1, "", ocr_confidence=0.0, ink_lines=ink_lines)).type == (
        "em_branco"
    )


# A CPF card whose title OCR lost, as a forwarded photo of it read (valid CPF).
_CPF_CARD = (
    "“MINISTÉRIO DA FAZENO\nSECRETARIA DA RECEITÁ FEOERALDO BRASIL\nPESS AS! FÍSICA\n"
    "NUMERO DE INSCRIÇÃO\n948.605.510-60\n| NOME\nMÁRCIA APARECIDA GONÇALVES. FLORES |\n"
    "DATA DE NASCIMENTO\n20/12/1987"
)


def test_a_cpf_card_read_without_its_title_is_the_cpfs():
    cls = classify_page(Page("a.jpg", 1, _CPF_CARD))
    assert cls.type == "cpf" and "cpf:card" in cls.rules
    # Never settled alone: a person confirms it.
    assert cls.confidence < 0.6


@pytest.mark.parametrize(
    "text",
    [
        # A company's record: a CNPJ on the page.
        _CPF_CARD + "\nCNPJ 11.222.333/0001-81",
        # An identity card's own title fired.
        "CARTEIRA DE IDENTIDADE\nREGISTRO GERAL 1234567\n" + _CPF_CARD,
        # No birth date: nothing says a person's card.
        _CPF_CARD.replace("DATA DE NASCIMENTO\n20/12/1987", ""),
    ],
)
def test_a_cpf_card_needs_a_cpf_a_birth_date_and_no_other_title(text):
    cls = classify_page(Page("a.jpg", 1, text))
    assert "cpf:card" not in cls.rules


def test_a_course_certificates_programme_on_its_back_continues_it():
    """heldout24: the back lists the programme under the course's name (a title) and
    carries the certificate's validity: it is the same document's second page."""
    front = Page(
        "c.pdf",
        1,
        "CENTRO DE FORMAÇÃO DE CONDUTORES CAMOBI LTDA\nC E R T I F I C A D O\n"
        "Certificamos que\nMARCOS FLORES RODRIGUES\nCPF 464.914.330-64, concluiu com "
        "aproveitamento o Curso Especializado para Condutores de Veículos de Transporte "
        "Coletivo de Passageiros\nSanta Maria, 20 de setembro de 2022.",
    )
    back = Page(
        "c.pdf",
        2,
        "CONTEÚDO PROGRAMÁTICO\nCurso Especializado para Condutores de Veículos de Transporte "
        "Coletivo de Passageiros\nMódulo Disciplina Carga horária\nI Legislação de trânsito "
        "10 h/a\nValidade: 20/09/2027.",
    )
    classes = [classify_page(front), classify_page(back)]
    assert [c.type for c in classes] == ["certificado_curso_transporte"] * 2
    assert classes[1].starts_document
    docs = split_documents([front, back], classes)
    assert [d.pages for d in docs] == [(1, 2)]
    # Two certificates, each with its front: two documents.
    again = dataclasses.replace(front, number=3)
    docs = split_documents([front, back, again], [*classes, classes[0]])
    assert [d.pages for d in docs] == [(1, 2), (3,)]


def test_a_second_reading_by_issuer_words_alone_does_not_undo_a_title():
    """heldout23: a CPF card's first reading kept "CADASTRO DE PESSOAS FÍSICAS"; its
    sparse reading split that title and read only the Receita's words, surer of a
    federal certidão. The title stands."""
    first = (
        "MINISTÉRIO DA FAZENDA\nSECRETARIA DA RECEITA FEDERAL DO BRASIL\n"
        "CADASTRO DE PESSOAS FÍSICAS\n754.153.571-71\nTIAGO ROBERTO MARTINS ALMEIDA\n"
    )
    second = (
        "MINISTÉRIO DA FAZENDA\nSECRETARIA DA RECEITA FEDERAL DO BRASIL\nFÍSICAS\n"
        "CADASTRO DE PESSOAS\n754.153.571-71\nTIAGO ROBERTO MARTINS\nALMEIDA\n"
    )
    page = Page("a.jpg", 1, first, source="ocr", ocr_confidence=59.3, sparse_text=second)
    alone = classify_page(dataclasses.replace(page, text=second, sparse_text=""))
    assert alone.type == "certidao_federal"
    cls = classify_page(page)
    assert cls.type == "cpf" and "second_reading" not in cls.rules


def test_a_second_reading_of_another_kind_than_a_certidao_still_wins_by_confidence():
    """heldout22: REDESIM's query page as OCR read it twice (tests/fixtures): the first
    reading titled as an ISS registration ("inscrição municipal" in its box), the sparse
    one surer of the CNPJ record by the record's labels: the sparse reading wins."""
    import json
    from pathlib import Path

    readings = json.loads(
        (Path(__file__).parent / "fixtures" / "redesim_two_readings.json").read_text()
    )
    page = Page(
        "a.tif",
        4,
        readings["text"],
        source="ocr",
        ocr_confidence=66.7,
        sparse_text=readings["sparse"],
    )
    alone = classify_page(dataclasses.replace(page, sparse_text=""))
    assert alone.type == "inscricao_iss"
    cls = classify_page(page)
    assert cls.type == "cartao_cnpj" and "second_reading" in cls.rules


def test_a_course_certificate_naming_the_cnh_after_a_cnh_is_its_own_document():
    # heldout21-89-0009: the SEST SENAT's certificate (its title line a cue,
    # the course's name a value) scanned after the holder's CNH; its "Registro
    # da CNH" is no mark of the CNH being built.
    cnh = Page(
        "d.pdf",
        1,
        "REPÚBLICA FEDERATIVA DO BRASIL\nCARTEIRA NACIONAL DE HABILITAÇÃO\n"
        "NOME E SOBRENOME\nLUIZ WEBER ALMEIDA\n4A DATA EMISSÃO 4B VALIDADE\n"
        "15/07/2023 14/07/2033\n5 Nº REGISTRO 9 CAT. HAB.\n08131036056 B",
    )
    course = Page(
        "d.pdf",
        2,
        "SEST SENAT\nPortal do aluno - Meus certificados\n"
        "Serviço Social do Transporte / Serviço Nacional de Aprendizagem do Transporte\n"
        "CERTIFICADO DE CONCLUSÃO\n"
        "Certificamos que LUIZ WEBER ALMEIDA concluiu o curso abaixo identificado.\n"
        "Aluno(a)\nCPF\nRegistro da CNH\nCurso\nCarga horária\nData de conclusão\nValidade\n"
        "Lançamento no RENACH\n"
        "LUIZ WEBER ALMEIDA\n555.918.910-39\n08131036056\n"
        "Curso de Atualização para Condutores de Veículos de\n"
        "Transporte Coletivo de Passageiros\nResolução CONTRAN nº 789/2020\n16 horas\n"
        "28/04/2026\n28/04/2031\nRS/2026/1708245 - DETRAN/RS",
    )
    pages = [cnh, course]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.type, d.pages) for d in docs] == [
        ("cnh", (1,)),
        ("certificado_curso_transporte", (2,)),
    ]


def test_an_acts_page_under_its_running_header_goes_on_whatever_title_it_quotes():
    # heldout22-97-0010: the estatuto's last page, under the company's running
    # header (OCR read it differently on each page), holds the extract of the
    # assembly that consolidated it: its title does not start another document.
    first = Page(
        "e.pdf",
        1,
        "VIAÇÃO CORAÇÃO DO BIO GRANDES A CNP15 622068/0co-Bo NIRE 43300012345\n"
        "ESTATUTO SOCIAL CONSOLIDADO\nCAPÍTULO I\nDenominação, sede, objeto e duração\n"
        "Art. 1º A VIAÇÃO CORAÇÃO DO RIO GRANDE S.A. é uma sociedade anônima regida por este\n"
        "Estatuto e pela Lei nº 6.404, de 15 de dezembro de 1976.\n"
        "Art. 2º A companhia tem sede em Santa Maria/RS.",
    )
    last = Page(
        "e.pdf",
        2,
        "VIAÇÃO CORAÇÃO DO RIOGRANDESA CNP[13,622068/000r-8-NIRE 43300012345\n"
        "Art. 9º Do lucro líquido do exercício, 5% serão aplicados na reserva legal.\n"
        "CAPÍTULO VI\nDisposições finais\n"
        "EXTRATO DA ATA DA ASSEMBLEIA GERAL ORDINÁRIA E EXTRAORDINÁRIA\n"
        "1. Data, hora e local: aos dez dias do mês de junho do ano de dois mil e vinte e quatro\n"
        "4. Ordem do dia: a eleição da Diretoria e a consolidação do Estatuto Social.",
    )
    pages = [first, last]
    classes = [classify_page(p) for p in pages]
    assert [c.type for c in classes] == ["estatuto_social", "estatuto_social"]
    docs = split_documents(pages, classes)
    assert [(d.type, d.pages) for d in docs] == [("estatuto_social", (1, 2))]
    # Another company's header: another act.
    other = dataclasses.replace(
        last, text=last.text.replace("VIAÇÃO CORAÇÃO DO RIOGRANDESA", "EXPRESSO PAMPA NORTE SA")
    )
    docs = split_documents([first, other], [classify_page(p) for p in (first, other)])
    assert len(docs) == 2


def test_a_notarys_authentication_alone_on_a_copys_back_goes_on_the_copy():
    # heldout23-101-0000: a military certificate's copy, its back only the stamp.
    front = Page(
        "m.pdf",
        1,
        "MINISTÉRIO DA DEFESA - EXÉRCITO BRASILEIRO\nCERTIFICADO DE DISPENSA DE INCORPORAÇÃO\n"
        "Certifico que VINÍCIUS ROSSATO LIMA, filho de Paulo Lima e de Ana Rossato, nascido em\n"
        "05/12/1993, foi dispensado do Serviço Militar inicial por ter sido incluído no excesso\n"
        "do contingente. Santa Maria, RS, 16 de julho de 2013.",
    )
    back = Page(
        "m.pdf",
        2,
        "1º TABELIONATO DE NOTAS - SANTA MARIA/RS\nAUTENTICAÇÃO · Confere com o original a mim\n"
        "apresentado. Dou fé.\n30/11/2025 · Selo 0452.50046\nEscrevente Autorizado",
    )
    pages = [front, back]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.type, d.pages) for d in docs] == [("certificado_reservista", (1, 2))]
    # A protest certidão's page is no mere stamp.
    certidao = Page(
        "m.pdf",
        2,
        "1º TABELIONATO DE PROTESTO DE TÍTULOS - SANTA MARIA/RS\nCERTIDÃO NEGATIVA DE PROTESTO\n"
        "Certifico que revendo os livros de protesto deste tabelionato, nos últimos 5 anos,\n"
        "NÃO CONSTAM protestos em nome de VINÍCIUS ROSSATO LIMA, CPF 529.982.247-25.",
    )
    docs = split_documents([front, certidao], [classify_page(p) for p in (front, certidao)])
    assert [d.type for d in docs] == ["certificado_reservista", "certidao_protestos"]


def test_a_sentences_next_line_is_no_damaged_title():
    # heldout23-101-0019: a health certificate's title read "ATESTADOZDE SAÚDE";
    # its sentence's line "de condutor de veículo de transporte coletivo de
    # passageiros." is no course certificate's title, however close it reads.
    text = (
        "E,\nY\n+ É\nMedicina do Trabalho - Exames Admissionais, Periódicos e Demissionais\n"
        "Avenida 1. Qd. 4. Lt. 12, Setor Central, Santo Antônio do Descoberto/GO - "
        "Fone (61) 3626-5150\n"
        "+) CENTRO MÉDICO DESCOBERTO\nATESTADOZDE SAÚDE\n"
        "Atesto, para fins de matrícula junto à Divisão de Transportes que o Sr. TIAGO ROBERTO\n"
        "piissdoitretaados o. toconitao riiAabiid stilo sarna errada\n"
        "MARTINS ALMEIDA portador(a) do CPF nº 754.153.571-71 nascido(a) em 30/08/1991 foi\n"
        "submetido(a) nesta data a exame clínico, não apresentando doença infectocontagiosa,\n"
        "encontrando-se em boas condições de saúde física e mental e. APTOpara o exercício da "
        "atividade\n"
        "de condutor de veículo de transporte coletivo de passageiros.\n"
        "Santo Antônio do Descoberto 31 de janeiro de 2027\nAva Naa\n"
        "Assinatura e carimbo do(a) médico(a)\n"
        "Dra. Ana Brondani Bortolotto - Médica - CRM-GO 15516"
    )
    cls = classify_page(Page("a.pdf", 1, text))
    assert cls.type == "atestado_saude"
    assert not any(r.startswith("certificado_curso_transporte:title") for r in cls.rules)
