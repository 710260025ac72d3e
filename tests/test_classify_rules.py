"""Classification rules for the look-alikes: letters that list attachments,
criminal record certidões of every court and of the police, the CPF against
the cartão CNPJ, photo sheets. Page texts are worded as the real documents
are (../shared/reference/documents.md), then damaged as Tesseract does."""

from __future__ import annotations

import pytest

from extractors.classify import classify_page, photo_sheet_caption, score_page, split_documents
from extractors.patterns import LETTER_FRAME, all_patterns
from extractors.text import fold, strip_accents
from triagem.models import Page


def _ocr(text: str) -> str:
    """Accents lost, upper case, o->0 and i->l in a few words, one word split."""
    damaged = strip_accents(text).upper()
    damaged = damaged.replace("O", "0", 3).replace("I", "l", 3)
    return damaged.replace("CAO", "CA O", 1)


def _classify(text: str, confidence: float | None = None):
    return classify_page(Page("a.pdf", 1, text, ocr_confidence=confidence))


# --- petition letters that name their attachments -----------------------------------

DRIVER_LETTER = """EXPRESSO TESTE LTDA
CNPJ 11.222.333/0001-81 - Rua A, 100, Centro, Santa Maria/RS
Ao Serviço de Cadastro de Transportes
Secretaria de Município de Mobilidade Urbana
Assunto: Cadastro de motorista - transporte por fretamento
EXPRESSO TESTE LTDA, inscrita no CNPJ sob o nº 11.222.333/0001-81, requer o
CADASTRO DE MOTORISTA de seu empregado JOÃO DA SILVA, CPF 529.982.247-25.
Para tanto, junta o alvará de folha corrida, a Carteira Nacional de Habilitação,
o certificado do curso de transporte coletivo de passageiros, a certidão de
pontuação da CNH e a Carteira de Trabalho.
Nestes termos, pede deferimento.
Santa Maria, 26 de agosto de 2026."""

COMPANY_LETTER = """VIAÇÃO TESTE S.A.
Excelentíssimo Senhor Secretário de Mobilidade Urbana
VIAÇÃO TESTE S.A., companhia fechada, por seu diretor presidente, vem
respeitosamente requerer o registro da empresa no serviço de fretamento.
Seguem anexos o estatuto social, a ata da assembleia geral que elegeu a
diretoria, o comprovante de inscrição e de situação cadastral, a certidão
negativa de débitos relativos aos tributos federais e à dívida ativa da União
e a certidão de antecedentes criminais dos diretores.
Termos em que pede deferimento."""

# A candidate's form: the attachments listed one a line, like titles.
LISTED_LETTER = """REQUERIMENTO
Ilustríssimo(a) Senhor(a) Chefe da Divisão de Transportes
MARIA SOUZA, brasileira, CPF 529.982.247-25, vem requerer sua inscrição como
concessionária do serviço de transporte, juntando os documentos abaixo:
1. Carteira Nacional de Habilitação
2. Certidão judicial criminal negativa
3. Certidão de quitação eleitoral
4. Fotografias 3x4
5. Comprovante de residência
Termos em que pede deferimento."""


@pytest.mark.parametrize("text", [DRIVER_LETTER, COMPANY_LETTER, LISTED_LETTER])
@pytest.mark.parametrize("damage", [False, True])
def test_a_letter_listing_attachments_stays_a_requerimento(text, damage):
    cls = _classify(_ocr(text) if damage else text, 70.0 if damage else None)
    assert cls.type == "requerimento"
    assert cls.starts_document
    assert cls.confidence >= 0.6


def test_attachments_named_in_a_letter_are_recorded_as_mentions():
    scores = dict(_classify(DRIVER_LETTER).alternatives)
    # Still heard, as cues, never as titles.
    assert scores.get("folha_corrida", 0.0) < 2.0
    rules = _classify(COMPANY_LETTER).rules
    assert all("~mention" not in rule for rule in rules)  # the requerimento's own rules
    assert any(rule.startswith("requerimento:title") for rule in rules)


def test_a_certidao_that_mentions_the_requerente_is_no_letter():
    text = """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
ALVARÁ DE FOLHA CORRIDA
Certifica-se, atendendo a pedido da parte interessada, que NADA CONSTA contra:
Nome: JOÃO DA SILVA
Expedida com base nos dados informados pelo requerente."""
    assert _classify(text).type == "folha_corrida"


def test_the_junta_form_titled_requerimento_de_empresario_is_no_petition_letter():
    text = """JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
REQUERIMENTO DE EMPRESÁRIO
Ilmo. Sr. Presidente da Junta Comercial do Estado do Rio Grande do Sul
JOÃO DA SILVA requer a V.Sª o deferimento do seguinte ato:
Nome empresarial: JOÃO DA SILVA TRANSPORTES  NIRE 43101234567"""
    assert _classify(text).type == "registro_firma_individual"


def test_a_title_after_a_reference_word_is_a_mention():
    # Page 2 of a Junta certidão: its footer names another certidão.
    text = (
        "Certidão expedida eletronicamente às 07:17:51 de 15/08/2026. A autenticidade\n"
        "desta certidão pode ser verificada no portal da JucisRS. Esta certidão não "
        "substitui a certidão de inteiro teor."
    )
    cls = _classify(text)
    assert not cls.starts_document
    assert "registro_junta_comercial:title:3~mention" in cls.rules


def test_letter_frame_phrases_are_requerimento_cues():
    cues = {p.phrase for p in all_patterns() if p.type == "requerimento" and p.kind == "cue"}
    assert cues >= LETTER_FRAME


# --- criminal record certidões: every court, and the police -------------------------

CRIMINAL = [
    # Justiça Federal (TRF4, TRF3 wordings)
    "PODER JUDICIÁRIO\nJUSTIÇA FEDERAL\nTRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO\n"
    "CERTIDÃO JUDICIAL CRIMINAL NEGATIVA\nCERTIFICAMOS que NÃO CONSTAM os processos",
    "JUSTIÇA FEDERAL DE PRIMEIRO GRAU\nSeção Judiciária de São Paulo\n"
    "CERTIDÃO DE DISTRIBUIÇÃO - CRIMINAL\nNada consta em nome de JOÃO DA SILVA",
    "PODER JUDICIÁRIO\nTRIBUNAL REGIONAL FEDERAL DA 3ª REGIÃO\n"
    "CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES E EXECUÇÕES CRIMINAIS\nNADA CONSTA",
    # Justiça Militar (state)
    "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA MILITAR DO ESTADO DO RIO GRANDE DO SUL\n"
    "CERTIDÃO NEGATIVA DE ANTECEDENTES CRIMINAIS\nNada consta em nome de JOÃO DA SILVA",
    # Justiça Eleitoral
    "JUSTIÇA ELEITORAL\nTRIBUNAL SUPERIOR ELEITORAL\nCERTIDÃO DE CRIMES ELEITORAIS\n"
    "Certifica-se que NÃO CONSTA registro de condenação criminal eleitoral",
    # Justiça Estadual, titled otherwise than the TJRS alvará
    "PODER JUDICIÁRIO DO ESTADO DE GOIÁS\nTRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS\n"
    "CERTIDÃO POSITIVA CRIMINAL\nDistribuição de ações criminais - 1º e 2º graus",
    "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nCERTIDÃO DE DISTRIBUIÇÃO CRIMINAL\n"
    "Certifico que NADA CONSTA",
    "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ\n"
    "CERTIDÃO JUDICIAL - CRIMINAL\nNada consta",
]


@pytest.mark.parametrize("text", CRIMINAL)
@pytest.mark.parametrize("damage", [False, True])
def test_court_criminal_certidoes_are_certidao_criminal(text, damage):
    cls = _classify(_ocr(text) if damage else text, 70.0 if damage else None)
    assert cls.type == "certidao_criminal"
    assert cls.starts_document


POLICE = [
    "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA\nPOLÍCIA FEDERAL\n"
    "CERTIDÃO DE ANTECEDENTES CRIMINAIS\nA Polícia Federal CERTIFICA, após pesquisa no "
    "Sistema Nacional de Informações Criminais - SINIC, que não consta condenação",
    "SECRETARIA DA SEGURANÇA PÚBLICA\nPOLÍCIA CIVIL\nINSTITUTO DE IDENTIFICAÇÃO\n"
    "ATESTADO DE ANTECEDENTES CRIMINAIS\nNada consta",
    # The TJRS alvará: a court, but its title names it.
    "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL\n"
    "ALVARÁ DE FOLHA CORRIDA\nrevendo os registros de distribuição de feitos criminais,"
    " NADA CONSTA",
    # The same title letter-spaced, read by OCR in small groups.
    "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL\n"
    "Serviço de Distribuição Criminal\nA LVA R Á D E F O L H A C O R R I DA\n"
    "CERTIFICO que revendo os registros do sistema de distribuição criminal, NADA CONSTA",
]


@pytest.mark.parametrize("text", POLICE)
@pytest.mark.parametrize("damage", [False, True])
def test_police_records_and_the_alvara_are_folha_corrida(text, damage):
    cls = _classify(_ocr(text) if damage else text, 70.0 if damage else None)
    assert cls.type == "folha_corrida"


def test_an_untitled_military_court_certidao_is_criminal_but_unsure():
    # "CERTIDÃO NEGATIVA" names no subject: the court and "ações penais" do.
    text = (
        "PODER JUDICIÁRIO\nJUSTIÇA MILITAR DA UNIÃO\nSUPERIOR TRIBUNAL MILITAR\n"
        "CERTIDÃO NEGATIVA\nCertifico que não constam ações penais militares em nome de"
    )
    assert _classify(text).type == "certidao_criminal"
    assert _classify(_ocr(text), 70.0).type == "certidao_criminal"


def test_the_issuer_rule_is_recorded():
    (military,) = [text for text in CRIMINAL if "MILITAR" in text]
    cls = _classify(military)
    assert "certidao_criminal:issuer:court" in cls.rules
    assert cls.confidence >= 0.6


def test_civil_certidoes_stay_certidao_execucoes():
    for text in (
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nCERTIDÃO DE DISTRIBUIÇÃO - CÍVEL\n"
        "Certifico que NADA CONSTA",
        "PODER JUDICIÁRIO\nTRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO\n"
        "CERTIDÃO JUDICIAL CÍVEL NEGATIVA\nNÃO CONSTAM ações cíveis",
    ):
        assert _classify(text).type == "certidao_execucoes"
        assert _classify(_ocr(text), 70.0).type == "certidao_execucoes"


def test_a_body_line_quoting_criminal_records_is_no_title():
    # The alvará's body says "feitos criminais" and "certidão": no criminal title.
    text = (
        POLICE[2] + "\nA presente certidão refere-se aos registros criminais da Justiça Estadual."
    )
    assert _classify(text).type == "folha_corrida"


# --- CPF against the cartão CNPJ ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "MINISTÉRIO DA FAZENDA\nSECRETARIA DA RECEITA FEDERAL DO BRASIL\n"
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL NO CPF\n"
        "Número de inscrição: 529.982.247-25\nNome: JOÃO DA SILVA\nSituação cadastral: REGULAR",
        "MINISTÉRIO DA FAZENDA\nSECRETARIA DA RECEITA FEDERAL\nCADASTRO DE PESSOAS FÍSICAS\n"
        "CARTÃO DE IDENTIFICAÇÃO DO CONTRIBUINTE\nNúmero de inscrição 529.982.247-25\n"
        "JOÃO DA SILVA  Nascimento 01/02/1980",
    ],
)
def test_cpf_documents_are_cpf(text):
    assert _classify(text).type == "cpf"
    assert _classify(_ocr(text), 70.0).type == "cpf"


def test_the_cartao_cnpj_keeps_its_title():
    text = """REPÚBLICA FEDERATIVA DO BRASIL
CADASTRO NACIONAL DA PESSOA JURÍDICA
COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL
NÚMERO DE INSCRIÇÃO 11.222.333/0001-81 MATRIZ
NOME EMPRESARIAL VIAÇÃO TESTE LTDA
INSCRIÇÃO MUNICIPAL 12345  SITUAÇÃO CADASTRAL ATIVA"""
    assert _classify(text).type == "cartao_cnpj"


# --- photo sheets ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "FOTOGRAFIAS 3X4\nSÉRGIO FACCO MACHADO",
        "Anexo: 02 (duas) fotografias 3x4 recentes\nLiz Giménez Acosta",
        "F0T0GRAFIAS 3 X 4",
    ],
)
def test_a_labelled_photo_sheet_is_foto_3x4(text):
    cls = _classify(text)
    assert cls.type == "foto_3x4"
    assert cls.confidence >= 0.6


@pytest.mark.parametrize(
    "text",
    [
        "SÉRGIO FACCO MACHADO",
        "Liz Giménez Acosta\n' . ,",
        "~\nMARIA DA SILVA SOUZA\n—",
        # What OCR makes of the photos and the signature around the caption.
        '7"\nPN\nTiago Marques Correia\n(NIVA\n1111 ——',
    ],
)
def test_a_page_with_only_a_name_is_a_photo_sheet_for_review(text):
    cls = _classify(text)
    assert cls.type == "foto_3x4"
    assert cls.rules == ("foto_3x4:name_only",)
    assert cls.confidence < 0.6
    (document,) = split_documents([Page("a.pdf", 1, text)], [cls])
    assert document.needs_review


@pytest.mark.parametrize(
    "text",
    [
        "Lista de compras: arroz, feijão, batata.",
        "JOÃO DA SILVA\nCPF 529.982.247-25",
        "JOÃO DA SILVA\nMARIA DA SILVA",
        "assinatura do responsável",
        "Santa Maria, 12 de agosto",
        "Confere com o original\nJOÃO DA SILVA",
    ],
)
def test_other_short_pages_are_not_photo_sheets(text):
    assert photo_sheet_caption(text) is None


def test_fold_keeps_3x4_one_token():
    assert fold("FOTOGRAFIAS 3X4") == "fotografias 3x4"


# --- whole-line titles, split and refresher titles ------------------------------------


def test_a_line_that_is_only_requerimento_titles_a_form_listing_attachments():
    # No addressee, no request formula, no closing: the heading alone.
    text = """REQUERIMENTO
Nome: JOÃO DA SILVA  CPF: 529.982.247-25
Serviço: cadastro de motorista auxiliar de transporte escolar
Documentos:
Carteira Nacional de Habilitação
Certidão negativa criminal
Atestado de antecedentes criminais
Fotografias 3x4"""
    for page_text in (text, _ocr(text)):
        cls = _classify(page_text)
        assert cls.type == "requerimento"
        assert cls.starts_document
        assert "requerimento:line:0" in cls.rules
    # "a requerimento da parte interessada" in a sentence titles nothing.
    certidao = _classify(
        "TABELIONATO DE PROTESTO DE TÍTULOS\nCERTIDÃO NEGATIVA DE PROTESTO\n"
        "Certifico, a requerimento da parte interessada, que nada consta."
    )
    assert certidao.type == "certidao_protestos"


@pytest.mark.parametrize(
    "title", ["PROCURAÇÃO", "PROCURAÇÃO AD NEGOTIA", "INSTRUMENTO PARTICULAR DE PROCURAÇÃO"]
)
def test_a_power_of_attorney_is_outro_for_a_person(title):
    text = f"""{title}
OUTORGANTE: VIAÇÃO TESTE LTDA, CNPJ 11.222.333/0001-81.
OUTORGADO: JOSÉ PEREIRA, despachante.
PODERES: para representar a outorgante perante a Prefeitura Municipal e suas Secretarias,
protocolar requerimentos, apresentar e retirar documentos."""
    for page_text in (text, _ocr(text)):
        cls = _classify(page_text)
        assert cls.type == "outro"
        (document,) = split_documents([Page("a.pdf", 1, page_text)], [cls])
        assert document.needs_review


def test_the_cartao_cnpj_title_split_by_its_columns_still_titles_it():
    text = """REPÚBLICA FEDERATIVA DO BRASIL
CADASTRO NACIONAL DA PESSOA JURÍDICA
NÚMERO DE INSCRIÇÃO COMPROVANTE DE INSCRIÇÃO E DE DATA DE ABERTURA
11.222.333/0001-81 SITUAÇ ÃO CADASTRAL 18/09/2021
NOME EMPRESARIAL
VIAÇÃO TESTE LTDA"""
    cls = _classify(text)
    assert cls.type == "cartao_cnpj"
    assert cls.starts_document


def test_the_refresher_course_certificate_is_the_course_certificate():
    text = """CENTRO DE FORMAÇÃO DE CONDUTORES TESTE LTDA
CERTIFICADO
Certificamos que JOÃO DA SILVA, portador da CNH nº 01235165532, concluiu com
aproveitamento o Curso de Atualização para Condutores de Veículos de Transporte
Coletivo de Passageiros, com carga horária de 16 horas/aula, nos termos da
Resolução CONTRAN nº 789/2020."""
    for page_text in (text, _ocr(text)):
        cls = _classify(page_text)
        assert cls.type == "certificado_curso_transporte"
        assert cls.starts_document


def test_rule_ids_are_unique_and_name_known_types():
    from extractors.patterns import DOCUMENT_TYPES, LINE_RULES, WHOLE_LINE_TITLES

    ids = [p.id for p in all_patterns()]
    ids += [rule.id for rule in LINE_RULES] + [rule.id for rule in WHOLE_LINE_TITLES]
    assert len(ids) == len(set(ids))
    for rule in (*LINE_RULES, *WHOLE_LINE_TITLES):
        assert rule.type in DOCUMENT_TYPES
        assert rule.id.startswith(f"{rule.type}:line:")


def test_enclosures_listed_after_a_damaged_letter_are_no_titles():
    # OCR lost the letter's frame but kept its request and its list of
    # enclosures; the Carteira de Trabalho "anexa" is named, not shown.
    text = """TRANSPORTES COXILHA LTDA
CNPJ 62.181.093/0001-55 - Rodovia BR-158, Km 278, Camobi, Santa Maria/RS
TDANCDADTEC CAVIN CIA ITRA incnri o CNP! sob o nº 62.181.093/0001-55. por seu
sOcio-acminisifador PÃUVIO FiVITrÃ, Vem, respeiosamente
requerer o CADASTRO DE MOTORISTA de seu empregado RENATO CARVALHO BARBOSA,
Declara que o motorista mantém vínculo empregatício com a empresa, conforme a
Carteira de Trabalho anexa.
pede deferimento.
Santa Maria, 03/11/2026
ANEXOS:
1, Alvará de folha corrida do motorista;
3. Certificado do curso especializado de transporte coletivo de passageiros;
. Carteira de Trabalho Digital - contrato de trabalho;"""
    assert _classify(text).type == "requerimento"


# A lawyer's petition ends on its second page: the client's "De acordo", the
# notary's recognition of the signature and the enclosures, one a line.
LETTER_LAST_PAGE = """De acordo:
JOÃO FACCO MACHADO
Sócio-Administrador – CPF 264.202.590-02
Documentos que instruem o pedido:
1) contrato social consolidado;
2) comprovante de inscrição no CNPJ;
3) certidões negativas federal, estadual e municipal;
4) CRF do FGTS e certidão trabalhista;
5) CRLV e apólices de seguro APP da frota;
6) duas fotografias 3x4;
7) procuração.
TABELIONATO DE NOTAS DE CAMOBI – SANTA MARIA
Reconheço por SEMELHANÇA a firma de: JOÃO FACCO MACHADO
Em testemunho da verdade. 21/08/2026
Rigo & Bortoluzzi Advogados Associados · Rua Dr. Bozano, 1180, Centro, Santa Maria/RS"""


@pytest.mark.parametrize(
    "text",
    [
        LETTER_LAST_PAGE,
        # OCR read the heading's colon as a semicolon.
        LETTER_LAST_PAGE.replace("o pedido:", "o pedido;"),
        _ocr(LETTER_LAST_PAGE),
        LETTER_LAST_PAGE.replace("instruem o pedido", "acompanham o presente requerimento"),
        # "De acordo:" lost: the list's heading on the page's third line.
        LETTER_LAST_PAGE.replace("De acordo:\n", ""),
    ],
)
def test_a_letters_last_page_listing_what_instructs_the_request_starts_no_document(text):
    found = _classify(text)
    # Neither the contrato social, the apólice nor the photos it lists.
    assert not found.starts_document
    assert not any(rule.split(":")[1] == "title" and "~mention" not in rule for rule in found.rules)
    pages = [
        Page("a.pdf", 1, DRIVER_LETTER.replace("Nestes termos, pede deferimento.", "")),
        Page("a.pdf", 2, text),
    ]
    documents = split_documents(pages, [classify_page(page) for page in pages])
    assert [(d.type, d.pages) for d in documents] == [("requerimento", (1, 2))]


# heldout21: the court's automatic e-mail printed before the certidão it attaches.
COURT_MAIL = """Escritório Contábil Moraes Brum
De: Certidões TJRS <certidoes-nao-responda@tjrs.jus.br>
Enviado em: domingo, 6 de setembro de 2026 16:57
Para: certidoes@dalforno.cnt.br
Assunto: Certidão Judicial disponível - pedido 3674327161
Anexos: Certidao_3674327161.pdf (123 KB)
Prezado(a) usuário(a),
Informamos que a certidão solicitada no serviço "Certidões Judiciais – 1º Grau" do Tribunal
de Justiça do Estado do Rio Grande do Sul foi emitida e segue anexa a esta mensagem.
Tipo: Certidão Judicial Cível – Execuções Cíveis e Fiscais
Nome pesquisado: FRETAMENTOS PASSO FUNDO VELHO LTDA
Mensagem gerada automaticamente. Não responda."""


def test_a_court_mails_attachment_line_leaves_the_certidao_type_it_names_a_title():
    # "Anexos:" names the attachment; the "Tipo:" line under it still says
    # which certidão the message brings, and the message starts it.
    found = _classify(COURT_MAIL)
    assert found.type == "certidao_execucoes"
    assert found.starts_document


def test_a_landlords_declaration_of_residence_naming_his_identity_card():
    text = """DECLARAÇÃO DE RESIDÊNCIA
Eu, VANDERLEI BRUM, brasileiro, portador da cédula de identidade nº 6063676 SSP/GO,
proprietário do imóvel situado na Alameda 28, Qd. 42, Santo Antônio do Descoberto/GO,
DECLARO, para fins de comprovação de residência, que JOSÉ ANTÔNIO SOUZA FAGUNDES,
inscrito(a) no CPF sob o nº 09581913106, reside no referido imóvel.
Santo Antônio do Descoberto/GO, 16/05/2026.
Anexo: cópia da conta de água do imóvel, em nome do(a) declarante."""
    assert _classify(text).type == "comprovante_endereco"


@pytest.mark.parametrize(
    ("screen", "doc_type"),
    [
        (
            """CAIXA ECONOMICA FEDERAL - AGENTE OPERADOR PIS DATA: 15/12/2026
SIPIS - CERTIDAO DE REGULARIDADE DO EMPREGADOR HORA: 15:29:46
EMPREGADOR......: SERRA GAUCHA TURISMO E FRETAMENTO LTDA
CERTIFICAMOS QUE O EMPREGADOR ACIMA ENCONTRA-SE EM SITUACAO REGULAR QUANTO
AO CADASTRAMENTO DE SEUS TRABALHADORES NO PIS (LEI COMPLEMENTAR 7/70).""",
            "certidao_pis",
        ),
        (
            """CAIXA ECONOMICA FEDERAL - FGTS DATA: 17/08/2026
REGULARIDADE DO EMPREGADOR - EMISSAO CRF HORA: 10:02:23
RAZ.SOCIAL......: RODOVIARIO BOCA DO MONTE TRANSPORTES LTDA
EMPREGADOR EM SITUACAO REGULAR PERANTE O FGTS NESTA DATA (ART. 7 DA LEI""",
            "crf_fgts",
        ),
        (
            """JUSTICA ELEITORAL - TRE/RS - 136A. ZONA ELEITORAL DATA: 28/11/2026
ELO - CADASTRO ELEITORAL - CERTIDAO DE QUITACAO HORA: 09:52:49
: ROGERIO ROBERTO GOMES LONDERO
CERTIFICA-SE QUE O ELEITOR ACIMA QUALIFICADO ESTA QUITE COM A JUSTICA
ELEITORAL NA PRESENTE DATA (RES.-TSE 21.823/2004).""",
            "certidao_quitacao_eleitoral",
        ),
    ],
)
def test_mainframe_screens_are_classified_above_the_review_threshold(screen, doc_type):
    found = _classify(screen)
    assert found.type == doc_type and found.confidence >= 0.6


# --- proofs of address and the MEI's registration ---------------------------------


def test_an_iptu_payment_booklet_is_a_proof_of_address():
    text = (
        "PREFEITURA MUNICIPAL DE SANTA MARIA\nSecretaria de Município de Finanças\n"
        "IPTU 2026 – CARNÊ DE PAGAMENTO\nCONTRIBUINTE\nRODOVIÁRIO TESTE LTDA\n"
        "INSCRIÇÃO IMOBILIÁRIA\n97.400.455.71\nLOCALIZAÇÃO DO IMÓVEL\nRUA A, 408\n"
        "ÁREA CONSTRUÍDA\n630,00 m²\nVALOR VENAL\nR$ 1.751.531,00\nCota única"
    )
    assert _classify(text).type == "comprovante_endereco"
    # The town hall's certidão about the same property keeps its title.
    certidao = "PREFEITURA MUNICIPAL DE SANTA MARIA\nCERTIDÃO NEGATIVA DE DÉBITOS\n" + text
    assert _classify(certidao).type == "certidao_municipal"


def test_the_ccmei_is_the_registration_of_a_firma_individual():
    text = (
        "gov.br Portal do Empreendedor\nCertificado da Condição de\n"
        "Microempreendedor Individual\nNome empresarial\nFULANO TRANSPORTES\nCPF\n"
        "52998224725\nNº do CNPJ\n11.222.333/0001-81\nSituação cadastral vigente\nATIVO"
    )
    assert _classify(text).type == "registro_firma_individual"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "PODER JUDICIÁRIO – COMARCA DE SANTA MARIA\nOfício do Distribuidor\nCERTIDÃO\n"
            "CERTIFICO que revendo os livros de registro, referentes a ações de execução "
            "fiscal, execuções de título extrajudicial e cumprimentos de sentença, cíveis e "
            "fiscais, em nome de TRANSPORTES ALFA LTDA, NADA CONSTA.",
            "certidao_execucoes",
        ),
        (
            "Prefeitura Municipal de Santa Maria\nComprovante de abertura de processo eletrônico\n"
            "Número do processo SMMU-2026/973270\nDADOS DO REQUERENTE\n"
            "SOLICITAÇÃO (TEXTO INFORMADO PELO REQUERENTE)\nSolicito o cadastro do veículo",
            "requerimento",
        ),
        (
            "JUCISRS – SISTEMA DE REGISTRO EMPRESARIAL FICHA DE BREVE RELATO\n"
            "NOME EMPRESARIAL : TRANSPORTES ALFA LTDA\nNIRE : 43258616885",
            "registro_junta_comercial",
        ),
        (
            "GARAGEM CENTRAL LTDA\nTERMO DE ADESÃO - PLANO FROTA MENSAL\n"
            "ADERENTE (RAZÃO SOCIAL)\nVAGAS CONTRATADAS 19 (ônibus)\nMENSALIDADE R$ 4.300,00",
            "comprovante_estacionamento",
        ),
    ],
)
def test_heldout12_wordings(text, expected):
    cls = _classify(text)
    assert (cls.type, cls.confidence >= 0.6) == (expected, True)


# --- heldout13's looks (a bank statement, a filed contract, the CNIS, a voter's lookup) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "MINISTÉRIO DA PREVIDÊNCIA SOCIAL\nINSTITUTO NACIONAL DO SEGURO SOCIAL\n"
            "CNIS – Cadastro Nacional de Informações Sociais\nEXTRATO PREVIDENCIÁRIO\n"
            "NIT: 550.93918.86-6 CPF: 529.982.247-25 NOME: JOÃO DA SILVA\n"
            "Relações Previdenciárias\nSeq. NIT Código Emp. Origem do vínculo Tipo filiado",
            "ctps",
        ),
        (
            "TRANSPORTES ALFA LTDA\nCNPJ 11.222.333/0001-81 · Departamento Pessoal\n"
            "DECLARAÇÃO DE VÍNCULO EMPREGATÍCIO\nDeclaramos, para fins de cadastro, que "
            "JOÃO DA SILVA, inscrito no CPF sob o nº 529.982.247-25, é empregado desta empresa.",
            "ctps",
        ),
        (
            "CAIXA\nExtrato de conta corrente – pessoa jurídica\nAgência 2806 · Conta 37897-5\n"
            "Cliente: TRANSPORTES ALFA LTDA · CNPJ 11222333000181\n"
            "Data Histórico Documento Valor (R$)\n01/01 SALDO ANTERIOR 50.031,21\n"
            "25/01/2026 PAGTO GRCSU CONTRIB SINDICAL 2026\n408867 -1.000,00",
            "comprovante_contribuicao_sindical",
        ),
        (
            "JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL NIRE 43262021173\n"
            "CERTIDÃO DE INTEIRO TEOR - nº 36/610042\nCertifico que a presente reprodução é "
            "cópia fiel do ato arquivado nesta Junta Comercial.\n"
            "INSTRUMENTO PARTICULAR DE TRANSFORMAÇÃO DE EMPRESÁRIO INDIVIDUAL\n"
            "TRANSPORTES ALFA LTDA - CNPJ 11.222.333/0001-81\n"
            "CLÁUSULA PRIMEIRA - NOME E SEDE\nA sociedade gira sob o nome empresarial "
            "TRANSPORTES ALFA LTDA.\nCLÁUSULA SEGUNDA - OBJETO\nTransporte de passageiros.",
            "contrato_social",
        ),
    ],
)
def test_heldout13_wordings(text, expected):
    cls = _classify(text)
    assert (cls.type, cls.confidence >= 0.6) == (expected, True)


def test_a_statement_without_the_union_payment_stays_a_proof_of_address():
    text = (
        "CAIXA\nExtrato de conta corrente – pessoa jurídica\nAgência 2806 · Conta 37897-5\n"
        "Cliente: TRANSPORTES ALFA LTDA · Rua A, 100, Centro, Santa Maria/RS\n"
        "Data Histórico Documento Valor (R$)\n22/01 PIX RECEBIDO - FRETAMENTO 869472 3291,49"
    )
    assert _classify(text).type == "comprovante_endereco"


def test_a_junta_certidao_without_clauses_stays_the_junta_record():
    text = (
        "JUNTA COMERCIAL DO ESTADO DO RIO GRANDE DO SUL\nCERTIDÃO DE INTEIRO TEOR\n"
        "NOME EMPRESARIAL: TRANSPORTES ALFA LTDA\nNIRE 43262021173\n"
        "Último arquivamento: 12/03/2024\nSituação registral: REGISTRO ATIVO"
    )
    assert _classify(text).type == "registro_junta_comercial"


def test_a_title_inside_a_mentioned_title_is_mentioned_too():
    # given the TSE's lookup of a registration, its own title lost to OCR
    text = (
        "Pesquisa por: Nome - data de nascimento 14/09/1973\nJOÃO DA SILVA\n"
        "Nº da inscrição 6760 0083 1058 Zona 140\nData de emissão do título 21/03/1998 "
        "Seção 0285\nLocal de votação ESCOLA ESTADUAL TIRADENTES\nSituação da inscrição: "
        "REGULAR. Esta consulta não substitui a certidão de quitação eleitoral."
    )
    cls = _classify(text)
    assert cls.type == "titulo_eleitor"
    found = score_page(text)
    assert "certidao_quitacao_eleitoral" not in found.titled
    assert not any(
        r.startswith("certidao_quitacao_eleitoral:title") and not r.endswith("~mention")
        for r in found.fired["certidao_quitacao_eleitoral"]
    )


def test_a_request_forms_checklist_of_attachments_names_other_documents():
    # given the secretariat's form: its own heading names no request, its
    # checklist names a policy and a CRLV, its declaration requests
    text = (
        "PREFEITURA MUNICIPAL DE SANTA MARIA\nSecretaria de Mobilidade Urbana\nFORMULÁRIO\n"
        "AUTORIZAÇÃO DE VEÍCULO PARA TRANSPORTE FRETADO\nTIPO DE SOLICITAÇÃO\n"
        "Inclusão de veículo na frota cadastrada\nEMPRESA REQUERENTE\nRAZÃO SOCIAL\n"
        "TRANSPORTES ALFA LTDA\nDADOS DO VEÍCULO (CONFORME CRLV)\nPLACA\nIAB1C23\n"
        "DOCUMENTOS ANEXADOS (MARQUE OS ENTREGUES)\nCRLV do exercício\n"
        "Apólice de seguro APP\nContrato de compra e venda / arrendamento\n"
        "DECLARAÇÃO E ASSINATURA\nA empresa TRANSPORTES ALFA LTDA, inscrita no CNPJ "
        "11.222.333/0001-81, por seu representante legal abaixo assinado, requer o cadastro "
        "do veículo acima descrito."
    )
    cls = _classify(text)
    assert (cls.type, cls.confidence >= 0.6) == ("requerimento", True)
    assert not any(r.startswith("apolice_seguro") for r in cls.rules)


def test_an_eye_doctors_report_is_a_health_certificate():
    text = (
        "CLÍNICA SÃO LUCAS\nLAUDO OFTALMOLÓGICO\nPaciente: JOÃO DA SILVA - CPF 52998224725\n"
        "Acuidade visual Sem correção Com correção\nConclusão: o(a) paciente acima apresenta "
        "condições visuais compatíveis com a condução de veículos, estando APTO(A).\n"
        "Dra. Bárbara Pivetta\nMédica Oftalmologista - CRM-GO 22418"
    )
    assert _classify(text).type == "atestado_saude"


def test_a_validation_page_numbered_as_the_certidaos_second_is_no_stray() -> None:
    from extractors.classify import split_documents

    first = """JUSTIÇA ELEITORAL
Tribunal Superior Eleitoral
CERTIDÃO DE QUITAÇÃO ELEITORAL
Certificamos que o eleitor FULANO DE TAL está quite com a Justiça Eleitoral.
Emitida em 05/10/2026."""
    second = """JUSTIÇA ELEITORAL
Tribunal Superior Eleitoral
VALIDAÇÃO DO DOCUMENTO
1. Validação: acesse www.tse.jus.br e informe o código BC77.BA67.5CEE.C283
Este documento foi emitido eletronicamente e assinado com certificado digital.
A autenticidade só é garantida pela consulta acima.
Tribunal Regional Eleitoral do Rio Grande do Sul Página 2 de 2"""
    pages = [Page("q.pdf", 1, first), Page("q.pdf", 2, second)]
    (document,) = split_documents(pages, [classify_page(p) for p in pages])
    assert document.type == "certidao_quitacao_eleitoral"
    assert document.pages == (1, 2)
    assert not document.needs_review


# --- the licence's own data, printed by the DETRAN ---------------------------------

LICENCE_CERTIDAO = """DEPARTAMENTO ESTADUAL DE TRÂNSITO DE MINAS GERAIS
Coordenação de Habilitação
CERTIDÃO DE HABILITAÇÃO nº 2026/000417
Emitida em 14/03/2026 às 10:02
DADOS DO CONDUTOR
Nome do condutor JOÃO DA SILVA
CPF 529.982.247-25 Nascimento 02/02/1980
DADOS DA HABILITAÇÃO
Nº do registro 01234567890 RENACH MG123456789
Categoria atual D Situação ATIVA
Primeira habilitação 10/10/2000 Validade do exame 14/03/2031
Observações (campo 12): EAR
Os dados acima constam do prontuário do condutor identificado no RENACH."""

PORTAL_PAGE = """Minha CNH - Portal de Serviços DETRAN/SC
Início > Habilitação > Minha CNH
HABILITAÇÃO
Minha CNH
Pontuação e infrações Dados da CNH
Renovação da CNH Nome do condutor
2ª via da CNH JOÃO DA SILVA
CPF Nº do registro Categoria
529.982.247-25 01234567890 D
Data de emissão Validade Primeira habilitação
14/03/2026 13/03/2031 10/10/2000
Nº RENACH Local de emissão
SC123456789 FLORIANÓPOLIS, SC
Observações
Campo 12 da CNH
EAR
As informações exibidas constam da Base Nacional de Condutores. Esta página não
substitui a Carteira Nacional de Habilitação."""

POINTS_CERTIDAO = """DETRAN/SC - Serviços ao condutor
Condutor > Pontuação e prontuário > Resultado
Nome do condutor: JOÃO DA SILVA
CPF: 529.982.247-25
Nº do registro (CNH): 01234567890
Categoria: D
Situação da habilitação: REGULAR
Pontuação (12 meses): 0 (zero)
Emitida em: 14/03/2026"""


@pytest.mark.parametrize("text", [LICENCE_CERTIDAO, PORTAL_PAGE, _ocr(PORTAL_PAGE)])
def test_a_detran_page_of_the_licence_data_is_the_cnh(text):
    cls = _classify(text)
    assert cls.type == "cnh"
    assert "cnh:licence_record" in cls.rules


def test_a_page_that_counts_points_stays_the_points_certidao():
    # The same DETRAN words and the licence's category, and the points counted.
    cls = _classify(POINTS_CERTIDAO)
    assert cls.type == "certidao_pontuacao_cnh"
    assert "cnh:licence_record" not in cls.rules
    said_none = POINTS_CERTIDAO.replace(
        "Pontuação (12 meses): 0 (zero)",
        "Não constam infrações com pontuação nos últimos 12 meses.",
    )
    assert _classify(said_none).type == "certidao_pontuacao_cnh"


STATE_DEBT = """ESTADO DE GOIÁS
Secretaria de Estado da Economia
Procuradoria-Geral do Estado - Dívida Ativa
CERTIDÃO NEGATIVA DE DÉBITOS INSCRITOS EM DÍVIDA ATIVA - PESSOA FÍSICA
Nome do sujeito passivo JOÃO DA SILVA
CPF 529.982.247-25
Certifica-se que não há débitos inscritos em Dívida Ativa em nome do sujeito passivo acima.
Data de emissão 07/02/2026 Validade 60 (sessenta) dias a contar da emissão"""


def test_a_state_and_a_town_certidao_worded_alike_go_by_their_issuer():
    cls = _classify(STATE_DEBT)
    assert cls.type == "certidao_estadual"
    assert cls.starts_document
    town = (
        STATE_DEBT.replace("ESTADO DE GOIÁS", "PREFEITURA MUNICIPAL DE GOIÂNIA - ESTADO DE GOIÁS")
        .replace("Secretaria de Estado da Economia", "Secretaria Municipal de Finanças")
        .replace("Procuradoria-Geral do Estado - Dívida Ativa", "Dívida Ativa do Município")
    )
    cls = _classify(town)
    assert cls.type == "certidao_municipal"
    assert "certidao_municipal:issuer:town" in cls.rules


# --- phone-app screens and other wordings (heldout15) -------------------------------

CPF_APP = """Receita Federal · aplicativo Pessoa Física · "Compartilhar CPF"
MINISTÉRIO DA FAZENDA
RECEITA FEDERAL C P F
Nome
JOÃO DA SILVA
Número de inscrição
529.982.247-25
Data de nascimento
02/02/1980
Situação cadastral
REGULAR
Inscrito em 19/01/2009 · Código de controle: 2689.EA4E.F77E.B2EA"""

QUITACAO_APP = """21:35 4G 27%
‹ Certidão de quitação
JUSTIÇA ELEITORAL · E-TÍTULO
Nome do eleitor
JOÃO DA SILVA
Inscrição (título)
0668 9757 0426
Zona / Seção
136 / 0092
SITUAÇÃO
QUITE
Certifica-se que o eleitor acima qualificado está QUITE com a Justiça
Eleitoral na presente data."""

CNPJ_APP = """21:24 4G 52%
‹ Consulta CNPJ
RESULTADO DA CONSULTA
CNPJ
11.222.333/0001-81
ATIVA desde 19/10/2016
Razão social
EXPRESSO TESTE LTDA
Nome fantasia
EXPRESSO TESTE
Matriz / filial
MATRIZ
Natureza jurídica
206-2 - Sociedade Empresária Limitada
ATIVIDADES (CNAE)
49.29-9-01 - Transporte rodoviário coletivo de passageiros, sob regime de fretamento"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (CPF_APP, "cpf"),
        (QUITACAO_APP, "certidao_quitacao_eleitoral"),
        (CNPJ_APP, "cartao_cnpj"),
    ],
)
def test_phone_app_screens(text, expected):
    cls = _classify(text)
    assert cls.type == expected
    assert cls.starts_document or expected == "cartao_cnpj"


def test_the_e_titulo_without_a_quitacao_stays_the_titulo():
    titulo = QUITACAO_APP.replace("‹ Certidão de quitação", "‹ Meu título").split("SITUAÇÃO")[0]
    assert _classify(titulo).type == "titulo_eleitor"


def test_the_courts_alvara_de_folha_corrida_is_the_folha_corrida():
    text = (
        "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL\n"
        "COMARCA DE SANTA MARIA — DISTRIBUIÇÃO CRIMINAL\n"
        "ALVARÁ DE FOLHA CORRIDA E CERTIDÃO CRIMINAL\nCertidão nº 91032025985557\n"
        "CERTIFICO E DOU FÉ que revendo os livros de registro de feitos criminais, em nome de\n"
        "JOÃO DA SILVA, CPF 529.982.247-25, NADA CONSTA."
    )
    cls = _classify(text)
    assert cls.type == "folha_corrida"
    assert "folha_corrida:title:alvara" in cls.rules
    # Without the alvará, the court's criminal certidão.
    plain = text.replace("ALVARÁ DE FOLHA CORRIDA E CERTIDÃO CRIMINAL", "CERTIDÃO CRIMINAL")
    assert _classify(plain).type == "certidao_criminal"


def test_a_fleet_declaration_made_to_instruct_a_request_is_no_request():
    text = (
        "EXPRESSO TESTE LTDA\nCNPJ 11.222.333/0001-81\nDECLARAÇÃO DE RELAÇÃO DE VEÍCULOS\n"
        "EXPRESSO TESTE LTDA DECLARA, para fins de instrução do pedido de registro no transporte\n"
        "de fretamento, que os veículos abaixo integram a sua frota:\n"
        "1) ônibus marca/modelo VOLVO/B270F, placa IPA-4349, RENAVAM 01381927170, ano de\n"
        "fabricação 2014;\n2) micro-ônibus MARCOPOLO/VOLARE W9, placa IBE3M70, RENAVAM 01590940463."
    )
    assert _classify(text).type == "relacao_veiculos"


def test_a_psychologists_report_of_fitness_is_the_health_certificate():
    text = (
        "CONSULTÓRIO DE PSICOLOGIA DO TRÁFEGO\nLAUDO DE AVALIAÇÃO PSICOLÓGICA\n"
        "Avaliado JOÃO DA SILVA CPF 529.982.247-25\n"
        "Finalidade: exercício de atividade remunerada no transporte de passageiros\n"
        "Conclusão: o candidato encontra-se APTO para a finalidade indicada.\n"
        "Psicólogo - CRP 09/23373"
    )
    assert _classify(text).type == "atestado_saude"


# --- heldout16: a counter's record of the request, a health plan's bill, an EI's record ---

COUNTER_RECORD = """PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO
Protocolo Geral – Atendimento ao Cidadão
SENHA A033 GUICHÊ 04
FICHA DE ATENDIMENTO
Atendimento nº 27017/2026 Data 08/06/2026 Chegada 09:19 Chamada 09:33
Atendente: Kátia Regina Nunes (mat. 4070) Serviço: PG-0312 – Transporte coletivo
IDENTIFICAÇÃO DO SOLICITANTE
Nome FABIANO ARAÚJO PIOVESAN
CPF 800.090.801-80
Nascimento 11/07/1981
SOLICITAÇÃO (TEXTO REGISTRADO PELO ATENDENTE)
REQUERENTE SOLICITA SUA INSCRIÇÃO COMO CANDIDATO A CONCESSIONÁRIO, NOS TERMOS DO ART. 19.
DOCUMENTOS RECEB IDOS NO BALCÃO (8)
■ Identidade e CPF ■ CNH
■ Título de eleitor ■ Certidões negativas
■ Certidões criminais ■ Carteira de saúde
■ Fotos 3x4 ■ Comprovante de residência
Declaro que as informações são verdadeiras.
FABIANO ARAÚJO PIOVESAN
Requerente"""


def test_a_counters_record_of_the_request_is_the_request_not_what_it_received():
    found = _classify(COUNTER_RECORD)
    assert found.type == "requerimento"
    # The enclosures it counts are mentions, not its titles.
    assert "foto_3x4:title:3" not in found.rules
    vehicle = COUNTER_RECORD.replace(
        "REQUERENTE SOLICITA SUA INSCRIÇÃO COMO CANDIDATO A CONCESSIONÁRIO, NOS TERMOS DO ART. 19.",
        "SOLICITA CADASTRO E AUTORIZAÇÃO DO VEÍCULO PLACA IZN-8588 PARA OPERAR NO FRETAMENTO.",
    )
    assert _classify(vehicle).type == "requerimento"


HEALTH_PLAN_BILL = """Unimed Centro Rio Grande
Cooperativa de Trabalho Médico · ANS nº 359707 · CNPJ 71.187.622/0001-19
DEMONSTRATIVO MENSAL – PLANO EMPRESARIAL
Competência DEZ/2026
EMPRESA CONTRATANTE
TRANSPORTES BOCA DO MONTE LTDA
ENDEREÇO DE COBRANÇA
Rua Euclides da Cunha, 2854, Boca do Monte, Santa Maria/RS, CEP 97104-164
EMISSÃO 13/01/2027 VENCIMENTO 26/01/2027
Mensalidades – Plano Empresarial Enfermaria 28 3.826,60
Coparticipação – consultas e exames do período – 692,98"""


def test_a_health_plans_monthly_bill_is_a_proof_of_address_not_a_health_certificate():
    assert _classify(HEALTH_PLAN_BILL).type == "comprovante_endereco"


def test_the_juntas_record_of_an_empresario_individual_is_his_firms_registration():
    record = """JUNTA COMERCIAL DO ESTADO DE GOIÁS – JUCEG
CERTIDÃO SIMPLIFICADA
Certificamos que as informações abaixo constam dos documentos arquivados nesta Junta Comercial.
NOME EMPRESARIAL CATARINA PINTO CORREIA TRANSPORTES
NATUREZA JURÍDICA {nature}
NIRE (SEDE) 52025538579
CNPJ 21.042.361/0001-70
DATA DE REGISTRO 19/09/2023
SITUAÇÃO ATIVA"""
    individual = _classify(record.format(nature="213-5 – EMPRESÁRIO (INDIVIDUAL)"))
    assert individual.type == "registro_firma_individual"
    assert "registro_firma_individual:individual_nature" in individual.rules
    company = _classify(record.format(nature="206-2 – SOCIEDADE EMPRESÁRIA LIMITADA"))
    assert company.type == "registro_junta_comercial"


def test_the_cpf_cards_back_says_it_proves_the_inscription():
    back = """GRÁFICA & CÓPIAS CAMOBI
INSCRIÇÃO
JUE SIMÕES SOAR!
INFORMAÇÕES AO CONTRIBUINTE.
Este cartão comprova a Inscrição no CPF. A situação cadastral pode ser consultada
em www.gov.br/receltafederal. Mantenha seus dados atualizados,
INSCRITO EM EMITIDO EM
02/12/1994 16/04/2026"""
    assert _classify(back).type == "cpf"


def test_the_social_securitys_old_cnd_is_the_inss_certidao_not_the_federal_one():
    cnd = """MINISTÉRIO DA FAZENDA
SECRETARIA DA RECEITA FEDERAL DO BRASIL
CERTIDÃO NEGATIVA DE DÉBITO — CND
NOME EMPRESARIAL VIAÇÃO BOCA DO MONTE LTDA
CNPJ 22.858.863/0001-57
Certifica-se, com base nas informações disponíveis nos sistemas da Receita Federal —
Previdência, que não constam débitos relativos às contribuições sociais previstas nas
alíneas a a d do parágrafo único do art. 11 da Lei nº 8.212/1991.
Receita Federal — Previdência · pág. 1/1"""
    found = _classify(cnd)
    assert found.type == "certidao_inss"
    # The federal certidão covers the taxes and the dívida ativa: it stays federal.
    federal = cnd.replace(
        "CERTIDÃO NEGATIVA DE DÉBITO — CND",
        "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO",
    )
    assert _classify(federal).type == "certidao_federal"


def test_a_courts_alvara_de_folha_corrida_with_its_title_split_is_the_folha_corrida():
    alvara = """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA
ALVARÁ DE FOLHA
Certidão nº 49752026111939
DO ESTADO DO RIO GRANDE DO SUL
Comarca de Santa Maria — Foro Central
CORRIDA
NOME LEANDRO AUGUSTO ALMEIDA CEZIMBRA
CPF 585.431.880-67
RESULTADO NADA CONSTA
Certidão de antecedentes nos termos da Resolução."""
    assert _classify(alvara).type == "folha_corrida"


def test_a_used_bus_sold_on_a_nota_fiscal_is_the_sale():
    danfe = """DANFE
Documento Auxiliar da Nota Fiscal Eletrônica
NATUREZA DA OPERAÇÃO
VENDA DE BEM DO ATIVO IMOBILIZADO
DESTINATÁRIO EXPRESSO MINUANO LTDA
DADOS DO PRODUTO
ÔNIBUS M.BENZ/OF 1721 CAIO APACHE VIP CHASSI 9BM384069JB123456
INFORMAÇÕES COMPLEMENTARES
Veículo placa IZN-8588, RENAVAM 01526677242, ano de fabricação 2016, ano modelo 2016, 42 lugares."""
    assert _classify(danfe).type == "contrato_compra_venda"


# --- heldout17's looks, after its blind run -----------------------------------------

ETITULO_QUITACAO = """08:51 5G 48%
e-Título
‹ Serviços
Certidão de quitação
QUITE
Situação perante a Justiça Eleitoral na data da emissão
NOME
ANDERSON MÂNICA LOPES
TÍTULO DE ELEITOR
7745 6519 0450
EMITIDA EM
04/10/2026
ZONA / SEÇÃO
042ª / 0082
MUNICÍPIO / UF
Santa Maria/RS
A quitação eleitoral abrange a plenitude do gozo dos direitos políticos (Res. TSE nº 21.823/2004).
Justiça Eleitoral"""


@pytest.mark.parametrize(
    "text", [ETITULO_QUITACAO, ETITULO_QUITACAO.replace("Situação", "Sitúiição")]
)
def test_the_e_titulo_apps_quitacao_screen_is_the_certidao(text):
    cls = _classify(text)
    assert cls.type == "certidao_quitacao_eleitoral"
    assert "certidao_quitacao_eleitoral:certifies_quite" in cls.rules
    # The app's card itself certifies nothing: it stays the título.
    card = text.replace("Certidão de quitação\nQUITE\n", "").replace(
        "Situação perante a Justiça Eleitoral na data da emissão\n", ""
    )
    assert _classify(card).type == "titulo_eleitor"


PROTOCOL_PAGE = """eDoc Municipal
plataforma de comunicação e protocolo
Município de Santa Maria – RS
Secretaria de Município de Mobilidade Urbana
Protocolo Eletrônico nº 2.472/2026 AGUARDANDO VISTORIA
Aberto em
16 de outubro de 2026, 16:14
ASSUNTO
Inclusão de veículo na frota – fretamento (IFO5C17)
SOLICITANTE
Empresa: PLANALTO TURISMO E FRETAMENTO LTDA
CNPJ: 76.698.402/0001-73
SOLICITAÇÃO
Solicitamos a inclusão do veículo abaixo na frota cadastrada da empresa.
Placa RENAVAM Marca/modelo Fab./mod. Lugares
IFO5C17 01084025490 SCANIA/K310 IB4X2 2014/2014 48
Seguem anexos o CRLV, a apólice de seguro de acidentes pessoais de passageiros
e as fotografias do veículo.
TRAMITAÇÃO
Despacho 1/3 - Setor de Transportes - 18/10/2026 13:58 - Eduardo S. Mainardi"""


def test_a_request_on_a_protocol_platform_listing_its_attachments_is_the_request():
    cls = _classify(PROTOCOL_PAGE)
    assert cls.type == "requerimento" and cls.starts_document
    # The policy is named in the sentence listing the attachments: a mention.
    fired = score_page(PROTOCOL_PAGE).fired["apolice_seguro"]
    assert fired and all(r.endswith("~mention") for r in fired if ":title:" in r)


def test_a_listing_verb_in_another_sentence_does_not_make_a_title_a_mention():
    text = "Seguem os dados abaixo.\nCERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS"
    fired = score_page(text).fired["certidao_federal"]
    assert any(":title:" in r for r in fired) and not any(r.endswith("~mention") for r in fired)


def test_an_accountants_cnpj_screens_are_the_cartao_cnpj():
    mainframe = """JOB CLI501 14569 CLASS=X CONTAB/CLI-CADASTRO RFB
ÁPICE CONTABILIDADE LTDA - CADASTRO DE CLIENTES
ROTINA CLI040 - SINCRONIZACAO COM A RECEITA FEDERAL (COMPROVANTE CNPJ)
CNPJ.......: 80.485.042/0001-07 MATRIZ
NOME EMPR..: TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA
SITUACAO...: ATIVA DESDE 14NOV2020
QSA - QUADRO DE SOCIOS E ADMINISTRADORES
01 SIMONE BARBOSA CARVALHO 49-SOCIO-ADMINISTRADOR"""
    cls = _classify(mainframe)
    assert cls.type == "cartao_cnpj" and cls.starts_document
    screen = """ContábilNet Escritório — Consulta QSA/Cadastro
Clientes » Cadastro » Consulta QSA/Cadastro (Receita Federal)
Número de inscrição Tipo / Data de abertura
28.449.059/0001-80 MATRIZ — 05/01/2017
Nome empresarial
TRANSPORTES SERRA GAÚCHA S.A."""
    cls = _classify(screen)
    assert cls.type == "cartao_cnpj" and cls.starts_document


SALE_CONTRACT = """CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO AUTOMOTOR
VENDEDORA: TRANSPORTES SERRANO LTDA, CNPJ 69.807.841/0001-01.
COMPRADORA: TRANSPORTES PINHAL LTDA, CNPJ 58.475.700/0001-12.
1. Objeto. Ônibus placa ISR-9826, RENAVAM 00863199089, chassi 9BM384067YB201234.
5. Registro. As partes autorizam o registro deste instrumento no Registro de Títulos e Documentos.
Santa Maria, 20 de abril de 2026."""

# heldout22: the registry's certidão printed after the e-signed contract it registered.
RTD_REGISTRATION = """REGISTRO DE TÍTULOS E DOCUMENTOS E CIVIL DAS PESSOAS JURÍDICAS
Comarca de Santa Maria – Estado do Rio Grande do Sul
C E R T I D Ã O D E R E G I S T R O
CERTIFICO que o documento eletrônico intitulado "Contrato particular de compra e venda de
veículo automotor de transporte de passageiros", datado de 20/04/2026, tendo como partes
TRANSPORTES SERRANO LTDA (CNPJ 69.807.841/0001-01) e TRANSPORTES PINHAL
LTDA (CNPJ 58.475.700/0001-12), relativo ao veículo placa ISR-9826, foi apresentado nesta
serventia e registrado sob o nº 81.590, no Livro B-80, em 22/04/2026.
Protocolo (Livro A): 330578
O referido é verdade e dou fé. Santa Maria, 22 de abril de 2026."""


def test_a_registrys_certidao_of_the_contract_it_registered_continues_the_contract():
    # The title it quotes ("intitulado "..."") is named, not the page's own.
    found = _classify(RTD_REGISTRATION)
    assert not found.starts_document
    assert "contrato_compra_venda:title:1" not in found.rules
    pages = [Page("a.pdf", 1, SALE_CONTRACT), Page("a.pdf", 2, RTD_REGISTRATION)]
    documents = split_documents(pages, [classify_page(page) for page in pages])
    assert [(d.type, d.pages) for d in documents] == [("contrato_compra_venda", (1, 2))]


ATPV_E = """AUTORIZAÇÃO PARA TRANSFERÊNCIA DE PROPRIEDADE DE VEÍCULO –
ELETRÔNICA
ATPV-e · Departamento Estadual de Trânsito do Rio Grande do Sul · SENATRAN
IDENTIFICAÇÃO DO VEÍCULO
PLACA ISO3Q46 CÓDIGO RENAVAM 00889613443 CHASSI 9BW4J8Z9PWHLSH6M0
IDENTIFICAÇÃO DO VENDEDOR
NOME / RAZÃO SOCIAL ROTA DO SOL TURISMO LTDA
IDENTIFICAÇÃO DO COMPRADOR
NOME / RAZÃO SOCIAL TRANSPORTES PASSO FUNDO VELHO LTDA
DADOS DA VENDA
VALOR DECLARADO DA VENDA R$ 680.000,00 DATA DA VENDA 13/07/2026"""


def test_the_electronic_transfer_authorisation_is_the_sale_not_the_crv():
    cls = _classify(ATPV_E)
    assert cls.type == "contrato_compra_venda"
    assert "contrato_compra_venda:electronic_transfer" in cls.rules
    # The paper CRV printing the authorisation on its back stays the CRV.
    crv = "CERTIFICADO DE REGISTRO DE VEÍCULO\n" + ATPV_E.replace("ATPV-e · ", "").replace(
        "–\nELETRÔNICA", ""
    )
    assert _classify(crv).type == "crv"


@pytest.mark.parametrize(
    ("text", "doc_type"),
    [
        (
            "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA\nCARTEIRA DE REGISTRO NACIONAL praga roa\n"
            "VALIDADE\nG507396-2 09/11/2032\nNOME\nHERNANDEZ MARCANO\nPRENOME\nDANIELA",
            "identidade_estrangeiro",
        ),
        (
            "CENTRO MEDICO DESCOBERTO\nRELATÓRIO DE EXAME MÉDICO OCUPACIONAL\n"
            "Nome DANIELA HERNÁNDEZ MARCANO\nCONCLUSÃO\n"
            "considerada APTA para a atividade. CRM-GO 11525",
            "atestado_saude",
        ),
    ],
)
def test_titles_other_hands_print(text, doc_type):
    cls = _classify(text)
    assert cls.type == doc_type and cls.starts_document


@pytest.mark.parametrize(
    "mark",
    ["Digitalizado com CamScanner", "Scanned with Adobe Scan", "  digitalizado por DocScan "],
)
def test_a_scanner_apps_mark_alone_is_a_blank_page(mark):
    assert _classify(mark).type == "em_branco"
    assert _classify(mark + "\nCERTIDÃO NEGATIVA DE DÉBITOS").type != "em_branco"


@pytest.mark.parametrize(
    "line",
    [
        "DIGITALIZACAO (CX 195 LT 061708 FL 0002",
        "PROTOCOLO GERAL  LOTE 033433  DOC 001932  IMG 0003",
        "DIGITALIZACAO CX195 LT O61708 FL 0002",
        "LOTE 12 IMG 0004 02/12/2026 14:31",
        "SMT/PROT LOTE 099953 DOC 006749 PAG 0008",
        "CAPTURA ESTO4 086071-0004",
    ],
)
def test_a_scanner_imprinters_counters_alone_are_a_blank_page(line):
    # heldout18: a production scanner prints its counters on every sheet it feeds.
    assert _classify(line + "\n. ,").type == "em_branco"
    assert _classify(line + "\nCERTIDÃO NEGATIVA DE DÉBITOS").type != "em_branco"


@pytest.mark.parametrize(
    "line",
    [
        "Lote 12 da quadra 4, Rua das Flores, 123",
        "Certidão emitida em 12/11/2026 FL 0002 DOC 123",
        "Processo nº 2026/0001 fls 12 a fls 14",
        "CNPJ 12.345.678/0001-90",
        "CEP 97010-001 RS",
    ],
)
def test_a_line_with_counters_and_words_is_content(line):
    assert _classify(line).type != "em_branco"


def test_a_title_inside_a_letter_spaced_heading_is_read():
    # heldout15: "DECLARAÇÃO DE RELAÇÃO DE VEÍCULOS" set letter-spaced.
    text = (
        "FRETAMENTOS RIO VACACAÍ LTDA\nCNPJ 32.393.390/0001-01\n"
        "D E C L A R A Ç ÃO D E R E L A Ç ÃO D E V E Í C U L O S\n"
        "FRETAMENTOS RIO VACACAÍ LTDA declara que os veículos abaixo integram a sua frota:\n"
        "1) ônibus placa IPA-4349, RENAVAM 01381927170, ano de fabricação 2014"
    )
    cls = _classify(text)
    assert cls.type == "relacao_veiculos" and cls.starts_document


def test_a_fleet_declarations_signature_page_continues_it():
    first = (
        "D E C L A R A Ç ÃO D E R E L A Ç ÃO D E V E Í C U L O S\n"
        "FRETAMENTOS RIO VACACAÍ LTDA, inscrita no CNPJ sob o nº 32.393.390/0001-01, declara "
        "que os veículos abaixo integram a sua frota:\n"
        "1) ônibus placa IPA-4349, RENAVAM 01381927170"
    )
    signature = (
        "Por ser expressão da verdade, firma a presente.\n"
        "Santa Maria/RS, 10 de fevereiro de 2027.\n"
        "MARIA DORNELLES RODRIGUES\nSócia-Administradora · CPF 646.516.190-70\n"
        "CNPJ\n32.393.390/0001-01\nFRETAMENTOS RIO VACACAÍ LTDA"
    )
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, signature)]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.pages, d.type) for d in docs] == [((1, 2), "relacao_veiculos")]


@pytest.mark.parametrize(
    "company",
    ["VIAÇÃO CAMOBI LTDA", "VIAÇÃO CAM OBI LTDA iai"],  # heldout25: split and specked
)
def test_a_fleet_declarations_signature_page_with_its_cnpj_misread_continues_it(company):
    """heldout25: the signature block's CNPJ read with letters ("8D.0GE.CPT/0001-37"):
    the company's name on a line of its own, as the letterhead prints it, ties it."""
    first = (
        "VIAÇÃO CAMOBI LTDA\nRELAÇÃO DA FROTA — FRETAMENTO\n"
        "Declaramos que os veículos abaixo são de propriedade da empresa:\n"
        "1) ônibus placa IPA-4349, RENAVAM 01381927170, ano de fabricação 2014"
    )
    signature = (
        "Santa Maria, O3 de dezembro de 2026.\n8D.0GE.CPT/0001-37\n"
        f"{company}\nRua Euclides da Cunha, 1280, Boca do Monte\n"
        "TATIANE CRIS DELLES MÉDICA\nSócia-Administradora"
    )
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, signature)]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.pages, d.type) for d in docs] == [((1, 2), "relacao_veiculos")]
    # Another company's signature block is no page of it.
    other = signature.replace(company, "TRANSPORTES SERRA VERDE LTDA")
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, other)]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.pages, d.type) for d in docs] == [((1,), "relacao_veiculos"), ((2,), "outro")]


def test_a_requests_signature_spilled_onto_its_own_sheet_continues_it():
    """heldout25: the applicant's signature and CPF alone on the request's second sheet."""
    first = (
        "ILUSTRÍSSIMO SENHOR SECRETÁRIO DE MUNICÍPIO DE MOBILIDADE URBANA\n"
        "TRANSPORTES RIGHI LTDA, CNPJ 11.222.333/0001-81, neste ato representada por seu "
        "sócio-administrador MARCOS RIGHI PEREIRA, CPF 673.863.190-10, vem requerer o "
        "registro para a exploração do serviço de fretamento.\nNestes termos, pede deferimento."
    )
    signature = "MARCOS RIGHI PEREIRA\nSócio-Administrador – CPF 673.863.190-10"
    pages = [Page("a.pdf", 1, first), Page("a.pdf", 2, signature)]
    docs = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.pages, d.type) for d in docs] == [((1, 2), "requerimento")]


def test_a_title_beside_an_attached_files_name_is_a_mention():
    # heldout15: a protocol receipt's list of uploads spilled onto its second sheet.
    text = (
        "9 endereco.pdf Comprovante de endereço 372 KB\n"
        "https://protocolo.santamaria.rs.gov.br/servicos/comprovante Impresso em 28/08/2026 "
        "13:39 Página 1 de 1"
    )
    cls = _classify(text)
    assert not cls.starts_document
    assert all(r.endswith("~mention") for r in cls.rules if ":title:" in r)


def test_the_cpf_apps_page_that_certifies_nothing_is_the_cpf():
    # heldout15: the Receita app's "Compartilhar CPF" page, its title read "CPE".
    text = (
        'Receita Federal: aplicativo Pessoa Física "Compartilhar CPE"\nMINISTÉRIO DA FAZENDA\n'
        "RECEITA FEDERAL\nNome\nPATRÍCIA LOPES LONDERO\nNúmero de inscrição\n975.194.581-05\n"
        "Situação cadastral\nREGULAR\nInscrito em 13/10/1989 - Código de controle: 0E79.F594\n"
        "Gerado em 04/04/2026 às 19:56:51 (horário de Brasília)."
    )
    cls = _classify(text)
    assert cls.type == "cpf" and "cpf:no_certidao" in cls.rules
    # A certidão says it is one.
    assert _classify("CERTIDÃO NEGATIVA DE DÉBITOS\n" + text).type != "cpf"


def test_a_municipal_certidao_printing_the_registrations_labels_is_the_certidao():
    # heldout3: captions under the values, "INSCRIÇÃO MUNICIPAL" under its
    # number; the certidão's title reduced to "Certidão Nº 68561/2026".
    text = """PREFEITURA MUNICIPAL DE SANTA MARIA Certidão Nº 68561/2026
Secretaria de Município de Finanças - Superintendência da Receita
CONTRIBUINTE Certificamos, para os devidos fins, que não constam n débitos de tributos
PINHAL TURISMO E FRETAMENTO LTDA municipais em nome do contribuinte identificado ao lado.
NOME/RAZÃO SOCIAL
95.428.419/0001-55 69.726-3
CNPJ INSCRIÇÃO MUNICIPAL
Data de emissão Validade
13 de abril de 2026 90 dias a contar da emissão"""
    cls = _classify(text)
    assert cls.type == "certidao_municipal"
    assert "certidao_municipal:no_debts" in cls.rules
    # Without the certifying words it stays the registration.
    registration = text.replace("que não constam n débitos de tributos", "que")
    assert _classify(registration).type == "inscricao_iss"
    # heldout18: "o contribuinte ... não possui débitos vencidos" certifies the same.
    owns_none = text.replace(
        "que não constam n débitos de tributos", "que não possui débitos de tributos"
    )
    assert _classify(owns_none).type == "certidao_municipal"


# --- session 26: pages that name documents without being them ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Documento assinado.pdf\n145%",
        "certidao_negativa (2).pdf   1 / 2   100%",
        "arquivo.PDF\n\n75 %",
    ],
)
def test_a_captured_pdf_viewers_toolbar_alone_is_a_blank_page(text):
    # A screenshot of a viewer showing an empty page: its file name and zoom only.
    assert _classify(text).type == "em_branco"
    assert _classify(text + "\nCERTIDÃO NEGATIVA DE DÉBITOS").type != "em_branco"


JUNTA_COVER = """JUNTA COMERCIAL DO ESTADO DO RIO GRANDE DO SUL
Registro Público de Empresas Mercantis
Capa do Processo
Ilmo. Sr. Presidente da Junta Comercial
EXPRESSO TESTE LTDA requer a V. Sa. o deferimento do seguinte ato:
Código do ato 002 ALTERAÇÃO CONTRATUAL
NIRE 43201234567
Santa Maria, 03/05/2024
PARA USO EXCLUSIVO DA JUNTA COMERCIAL
Protocolo 24/123456-7"""
CONTRACT_FIRST = """CONTRATO SOCIAL
EXPRESSO TESTE LTDA
JOÃO DA SILVA, brasileiro, empresário, CPF 123.456.789-09, residente em Santa Maria,
resolve constituir uma sociedade empresária limitada, mediante as cláusulas seguintes:
CLÁUSULA PRIMEIRA - A sociedade gira sob o nome empresarial EXPRESSO TESTE LTDA."""
CONTRACT_NEXT = """CLÁUSULA QUINTA - A administração da sociedade cabe ao sócio JOÃO DA SILVA.
CLÁUSULA SEXTA - O exercício social coincide com o ano civil.
Santa Maria, 2 de maio de 2024.
JOÃO DA SILVA"""


def _split(*texts: str):
    pages = [Page("a.pdf", n, text, source="text_layer") for n, text in enumerate(texts, 1)]
    return split_documents(pages, [classify_page(p) for p in pages])


def test_the_juntas_process_cover_opens_the_act_it_covers():
    documents = _split(JUNTA_COVER, CONTRACT_FIRST, CONTRACT_NEXT)
    assert [(d.type, d.pages) for d in documents] == [("contrato_social", (1, 2, 3))]
    assert "split:joined_process_cover" in documents[0].rules


def test_a_process_cover_with_no_act_after_it_stays_a_document_of_its_own():
    documents = _split(JUNTA_COVER, "CERTIDÃO NEGATIVA DE FALÊNCIA E RECUPERAÇÃO JUDICIAL\n" * 2)
    assert len(documents) == 2 and documents[0].pages == (1,)
    assert documents[0].type != "contrato_social"
    assert "split:process_cover" in documents[0].rules


TOWN_COVER = """PREFEITURA MUNICIPAL DE SANTA MARIA
Protocolo Geral
PROCESSO ADMINISTRATIVO
NÚMERO DO PROCESSO 12.345/2026
AUTUAÇÃO 10/08/2026 14:53
INTERESSADO(A) EXPRESSO TESTE LTDA
CNPJ 11.222.333/0001-81
TIPO DE DOCUMENTO REQUERIMENTO
ASSUNTO CADASTRO DE VEÍCULO - FRETAMENTO
DESTINO SECRETARIA DE MOBILIDADE URBANA"""
TOWN_LETTER = """Ilustríssimo Senhor Secretário de Mobilidade Urbana
Assunto: inclusão de veículo na frota - fretamento
EXPRESSO TESTE LTDA, CNPJ 11.222.333/0001-81, neste ato por seu sócio-administrador
JOÃO DA SILVA, CPF 529.982.247-25, requer o cadastro do veículo de placa IJX6160.
Nestes termos, pede deferimento.
Santa Maria, 10 de agosto de 2026."""


def test_the_towns_process_cover_opens_the_request_it_covers():
    documents = _split(TOWN_COVER, TOWN_LETTER)
    assert [(d.type, d.pages) for d in documents] == [("requerimento", (1, 2))]
    assert "split:joined_process_cover" in documents[0].rules
    # Without its autuação the sheet is no cover: two documents.
    plain = TOWN_COVER.replace("AUTUAÇÃO", "DATA")
    assert len(_split(plain, TOWN_LETTER)) == 2


LETTER_FIRST = """Ilustríssimo Senhor Secretário de Mobilidade Urbana
EXPRESSO TESTE LTDA, inscrita no CNPJ sob o nº 11.222.333/0001-81, por seu procurador,
vem requerer o registro para o serviço de fretamento, pelos fundamentos a seguir.
I - DOS FATOS
A requerente opera com frota própria e apresenta os documentos exigidos."""
LETTER_LAST = """Doc. 03 Certidão simplificada da Junta Comercial
Doc. 04 Comprovante de inscrição no CNPJ
Doc. 06 Certificado de Regularidade do FGTS
Doc. 07 Certidão negativa de falência e recuperação judicial
III - DO PEDIDO
Ante o exposto, requer o deferimento do registro.
Nestes termos,
pede deferimento.
Santa Maria, 20 de outubro de 2026.
Advogado - OAB/RS 12.345"""


def test_a_letters_last_page_listing_its_enclosures_stays_in_the_letter():
    assert _classify(LETTER_LAST).type == "requerimento"
    documents = _split(LETTER_FIRST, LETTER_LAST)
    assert [(d.type, d.pages) for d in documents] == [("requerimento", (1, 2))]


def test_a_numbered_enclosure_is_a_mention_not_a_title():
    text = "RELAÇÃO DE DOCUMENTOS ENTREGUES\nDOC 6 - CERTIFICADO DE REGULARIDADE DO FGTS - CRF\n"
    assert all("crf_fgts:title" not in r or "~mention" in r for r in _classify(text).rules)


MONITOR = """Controle de Certidões
Relatório por cliente
Cliente EXPRESSO TESTE LTDA   CNPJ 11.222.333/0001-81
Certidões monitoradas
Órgão  Certidão  Situação  Emissão  Validade
TJRS  Falência e recuperação judicial  Negativa  01/11/2026  30/11/2026
Cartório  Protestos de títulos  Negativa  28/10/2026  27/11/2026
A certidão original segue na página seguinte.  Página 1 de 2"""
FEDERAL = """MINISTÉRIO DA FAZENDA
CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: EXPRESSO TESTE LTDA
CNPJ: 11.222.333/0001-81
Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas,
é certificado que não constam pendências em seu nome.
Emitida às 10:11:12 do dia 02/11/2026. Válida até 01/05/2027.   Página 2 de 2"""


def test_a_register_of_certidoes_names_them_in_rows_not_as_titles():
    # An accountant's monitor sheet over the certidão it lists first.
    assert "certidao_falencia" not in {
        r.split(":")[0] for r in _classify(MONITOR).rules if ":title:" in r and "~mention" not in r
    }
    documents = _split(MONITOR, FEDERAL)
    assert [(d.type, d.pages) for d in documents] == [("certidao_federal", (1, 2))]


# --- a supplier's nota fiscal against a vehicle's sale ---------------------------------

GAS_DANFE = """RECEBEMOS DE SERRAGÁS DISTRIBUIDORA DE GLP LTDA OS PRODUTOS CONSTANTES DA NOTA FISCAL
SERRAGÁS DISTRIBUIDORA DE GLP LTDA DANFE
Documento Auxiliar da Nota Fiscal Eletrônica CHAVE DE ACESSO
NATUREZA DA OPERAÇÃO PROTOCOLO DE AUTORIZAÇÃO DE USO
VENDA DE MERCADORIA ADQUIRIDA DE TERCEIROS 143262986235793 23/04/2026 11:15
INSCRIÇÃO ESTADUAL CNPJ 58.856.891/0001-62
DESTINATÁRIO / REMETENTE
NOME / RAZÃO SOCIAL CNPJ / CPF DATA DA EMISSÃO
EXPRESSO TESTE LTDA 11.222.333/0001-81 23/04/2026
ENDEREÇO RUA A, 100 BAIRRO CENTRO CEP 97010-000
FATURA / DUPLICATA NÚMERO VENCIMENTO VALOR
797648-1 02/05/2026 R$ 1.100,72
TRANSPORTADOR / VOLUMES TRANSPORTADOS
RAZÃO SOCIAL FRETE POR CONTA PLACA DO VEÍCULO UF
SERRAGÁS DISTRIBUIDORA DE GLP LTDA 0 - EMITENTE INE4G77 RS
DADOS DO PRODUTO / SERVIÇO
000121 GÁS LIQUEFEITO DE PETRÓLEO - ABASTECIMENTO EM TANQUE 27111910 KG 290,0000
DADOS ADICIONAIS
Local de entrega: RUA A, 100, CENTRO, SANTA MARIA/RS."""

BUS_DANFE = """DANFE Documento Auxiliar da Nota Fiscal Eletrônica
NATUREZA DA OPERAÇÃO VENDA DE PRODUÇÃO DO ESTABELECIMENTO
DESTINATÁRIO / REMETENTE EXPRESSO TESTE LTDA 11.222.333/0001-81
FATURA / DUPLICATA VENCIMENTO 02/05/2026
TRANSPORTADOR / VOLUMES TRANSPORTADOS PLACA DO VEÍCULO
DADOS DO PRODUTO / SERVIÇO
ÔNIBUS RODOVIÁRIO 0KM CHASSI 9BM384067PB123456 ANO FAB/MOD 2026/2027 COR BRANCA"""


@pytest.mark.parametrize("damage", [False, True])
def test_a_danfe_that_sells_no_vehicle_is_a_gas_bill_not_a_sale(damage):
    text = _ocr(GAS_DANFE) if damage else GAS_DANFE
    cls = _classify(text)
    assert cls.type == "comprovante_endereco"
    # Without the gas's own words the invoice's type is uncertain, never a sale.
    generic = text.replace("GÁS LIQUEFEITO DE PETRÓLEO", "PRODUTO").replace(
        "GAS LlQUEFElTO DE PETRÓLEO", "PRODUTO"
    )
    assert score_page(generic).scores.get("contrato_compra_venda", 0) > 0
    assert _classify(generic).type != "contrato_compra_venda"
    # A DANFE that sells a vehicle (its chassi in the product line) stays the sale.
    assert _classify(BUS_DANFE).type == "contrato_compra_venda"


FIRM_REQUEST = """JUNTA COMERCIAL DO ESTADO DE GOIÁS – JUCEG
Nº DO PROTOCOLO (USO DA JUNTA) 25/018420-2 NIRE 52193681880
REQUER IMENTO DE EMPRESÁR IO
Código da natureza jurídica: 213-5 – Empresário (Individual)
1 – REQUERIMENTO
Ilmo(a). Sr(a). Presidente da Junta Comercial do Estado de Goiás — MARIA TESTE requer a V.Sª o
deferimento do seguinte ato:
CÓDIGO DO ATO 080 DESCRIÇÃO DO ATO / EVENTO INSCRIÇÃO
2 – IDENTIFICAÇÃO DO EMPRESÁRIO
NOME CIVIL (COMPLETO, SEM ABREVIATURAS) MARIA TESTE CPF 529.982.247-25
3 – DADOS DA EMPRESA
NOME EMPRESARIAL MARIA TESTE TRANSPORTES CNPJ 11.222.333/0001-81"""


def test_the_request_to_the_juntas_president_is_the_firms_record_not_a_request():
    # heldout19: the text layer broke the title's words ("REQUER IMENTO DE EMPRESÁR IO").
    cls = _classify(FIRM_REQUEST)
    assert cls.type == "registro_firma_individual"
    assert "registro_firma_individual:to_the_junta" in cls.rules
    # The same request addressed to the secretariat stays a request.
    to_town = FIRM_REQUEST.replace("Presidente da Junta Comercial do Estado de Goiás", "Secretário")
    assert _classify(to_town).type == "requerimento"


# --- an act filed digitally ends with the Junta's "Termo de autenticação" --------------

CONTRACT_FIRST = """CONTRATO SOCIAL DE CONSTITUIÇÃO
TRANSPORTES COXILHA LTDA
CLÁUSULA PRIMEIRA - A sociedade gira sob o nome empresarial TRANSPORTES COXILHA LTDA.
CLÁUSULA SEGUNDA - O capital social é de R$ 100.000,00, em quotas totalmente subscritas
e integralizadas pelos sócios.
TRANSPORTES COXILHA LTDA - fl. 1"""
CONTRACT_DESIMPEDIMENTO = """TRANSPORTES COXILHA LTDA - fl. 2
CLÁUSULA SÉTIMA Falecendo ou interditado qualquer sócio, a sociedade continua com os
herdeiros; não havendo interesse, os haveres serão apurados em balanço especial.
CLÁUSULA OITAVA Os administradores declaram não estarem impedidos de exercer a
administração por lei especial ou condenação criminal, nem por crime falimentar,
de prevaricação, peita ou suborno, concussão ou peculato.
Santa Maria, 12 de março de 2026."""
CONTRACT_SIGNATURES = """TRANSPORTES COXILHA LTDA - fl. 3
E, por estarem justos e contratados, assinam este instrumento.
MARIA DA SILVA
CPF 529.982.247-25"""
JUNTA_TERM = """JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
Registro Público de Empresas - Sistema de Registro Digital
TERMO DE AUTENTICAÇÃO
Empresa TRANSPORTES COXILHA LTDA
NIRE 43201234567
Protocolo 26/123456-7
Certifico o registro sob o nº 1234567 em 20/03/2026 da empresa TRANSPORTES COXILHA LTDA.
Porto Alegre, 20/03/2026.
Secretário-Geral - assinado digitalmente
Este termo é parte integrante do arquivamento acima identificado."""


def test_the_desimpedimento_clause_is_the_contracts_not_a_criminal_certidao():
    cls = _classify(CONTRACT_DESIMPEDIMENTO)
    assert cls.type == "contrato_social"
    assert not cls.starts_document


def test_a_running_head_numbering_the_sheet_continues_the_act():
    cls = _classify(CONTRACT_SIGNATURES)
    assert not cls.starts_document


def test_the_junta_term_of_authentication_is_the_acts_last_page():
    texts = (CONTRACT_FIRST, CONTRACT_DESIMPEDIMENTO, CONTRACT_SIGNATURES, JUNTA_TERM)
    pages = [Page("contrato.pdf", n, t) for n, t in enumerate(texts, start=1)]
    assert classify_page(pages[3]).type == "registro_junta_comercial"
    (document,) = split_documents(pages, [classify_page(p) for p in pages])
    assert document.type == "contrato_social"
    assert document.pages == (1, 2, 3, 4)
    assert not document.needs_review, document.review_reason


SIMPLIFIED_LABELS_FIRST = """JucisRS
Nome empresarial
Natureza jurídica
NIRE da sede
CNPJ
Ato constitutivo arquivado em
Objeto social
Capital social
Capital integralizado
Prazo de duração
CERTIDÃO SIMPLIFICADA
Certificamos que as informações abaixo constam dos documentos arquivados nesta Junta
Comercial e são vigentes na data de sua expedição.
TRANSPORTES COXILHA LTDA
206-2 - Sociedade Empresária Limitada
43201234567
11.222.333/0001-81
Transporte rodoviário coletivo de passageiros, sob regime de fretamento
R$ 100.000,00"""


def test_a_certidao_simplificada_printing_its_captions_first_is_the_junta_record():
    cls = _classify(SIMPLIFIED_LABELS_FIRST)
    assert cls.type == "registro_junta_comercial"
    assert "registro_junta_comercial:junta_record" in cls.rules


def test_the_certidao_simplificada_after_the_act_is_a_document_of_its_own():
    # Its title lost in a scan's noise at the top: read in the body only.
    noisy = "se\nE]\n» *\n:\nz\ne\n" + SIMPLIFIED_LABELS_FIRST.replace("JucisRS\n", "")
    texts = (CONTRACT_FIRST, CONTRACT_DESIMPEDIMENTO, noisy)
    pages = [Page("junta.pdf", n, t) for n, t in enumerate(texts, start=1)]
    documents = split_documents(pages, [classify_page(p) for p in pages])
    assert [(d.type, d.pages) for d in documents] == [
        ("contrato_social", (1, 2)),
        ("registro_junta_comercial", (3,)),
    ]


def test_the_online_protocols_receipt_opens_the_request():
    receipt = """Prefeitura de Santa Maria - RS
Portal de Serviços - Protocolo Digital
COMPROVANTE DE ABERTURA DE SOLICITAÇÃO
Número do protocolo Aberto em
12.345/2026 09/03/2026 às 11:30
Requerente TRANSPORTES COXILHA LTDA
CNPJ 11.222.333/0001-81
Assunto Transporte por fretamento - Registro de empresa
1 Requerimento.pdf 2 Contrato social consolidado.pdf 3 Cartao CNPJ.pdf"""
    pages = [Page("tudo.pdf", 1, CONTRACT_DESIMPEDIMENTO), Page("tudo.pdf", 2, receipt)]
    cls = classify_page(pages[1])
    assert (cls.type, cls.starts_document) == ("requerimento", True)
    documents = split_documents(pages, [classify_page(p) for p in pages])
    assert [d.type for d in documents] == ["contrato_social", "requerimento"]


# --- heldout21: what comes with a certidão, a signed act's notary page, page counters ---

FOLHA_CORRIDA = """PODER JUDICIÁRIO DO ESTADO DO RIO GRANDE DO SUL
Corregedoria-Geral da Justiça
ALVARÁ DE FOLHA CORRIDA
Nº 94972026104423
CERTIFICA-SE, a pedido da parte interessada, que, revendo os registros de distribuição de feitos
criminais do Poder Judiciário do Estado do Rio Grande do Sul, em relação a
JOÃO DA SILVA, inscrito no CPF sob o nº 529.982.247-25, verificou-se que:
NADA CONSTA
Porto Alegre, 8 de novembro de 2026, às 07:07."""
ITI_REPORT = """Verificador de Conformidade do Padrão de Assinatura Digital ICP-Brasil
Instituto Nacional de Tecnologia da Informação - Relatório de Conformidade
Nome do arquivo AlvaraFolhaCorrida_94972026104423.pdf
Data da verificação 09/11/2026 12:05:04 BRT
Assinatura por CN=EDUARDO BRONDANI FRICK:46308229733
Status da assinatura Aprovado
Caminho de certificação AC Raiz ICP-Brasil v10 > AC CERTISIGN-JUS G5
Cifra assimétrica Aprovada
Resumo criptográfico Aprovado
Atributos obrigatórios Aprovados
Política de assinatura PA_PAdES_AD_RB_v1_1
validar.iti.gov.br"""


def test_a_signature_verification_report_is_a_page_of_the_signed_certidao_before_it():
    documents = _split(FOLHA_CORRIDA, ITI_REPORT)
    assert [(d.type, d.pages) for d in documents] == [("folha_corrida", (1, 2))]
    assert "split:signature_report" in _classify(_ocr(ITI_REPORT)).rules
    # Alone in a file it is nothing a checklist asks for: a person looks at it.
    (alone,) = _split(ITI_REPORT)
    assert alone.type == "outro" and alone.needs_review
    # A certidão's own foot naming the verifier is no report.
    foot = FOLHA_CORRIDA + "\nAssinatura digital verificável em validar.iti.gov.br"
    assert "split:signature_report" not in _classify(foot).rules


SALE_FIRST = """INSTRUMENTO PARTICULAR DE CONTRATO DE COMPRA E VENDA DE VEÍCULO
VENDEDORA: VIAÇÃO TRÊS PASSOS LTDA, CNPJ 11.222.333/0001-81.
COMPRADORA: EXPRESSO TESTE LTDA, CNPJ 11.444.777/0001-61.
CLÁUSULA PRIMEIRA - DO OBJETO. A VENDEDORA vende à COMPRADORA o veículo
M.BENZ/OF 1721, placa IOV1T09, RENAVAM 00645990272, chassi 9BM384067AB123456.
CLÁUSULA SEGUNDA - DO PREÇO. R$ 350.000,00, pagos à vista."""
SALE_SIGNATURES = """VIAÇÃO TRÊS PASSOS LTDA
VENDEDORA
EXPRESSO TESTE LTDA
COMPRADORA
Testemunha: Aline Cervo Testemunha: Daniela Bisognin
2º TABELIONATO DE NOTAS DE SANTA MARIA
Reconheço por autenticidade a firma de
GILBERTO GUIMARÃES KESSLER
Em 13/03/2026. Em testemunho da verdade.
Selo digital 0851.02.2600001.78502"""


def test_the_notarys_firma_stamps_on_a_signed_acts_last_page_keep_it_in_the_act():
    documents = _split(SALE_FIRST, SALE_SIGNATURES)
    assert [(d.type, d.pages) for d in documents] == [("contrato_compra_venda", (1, 2))]
    # The same page after a certidão is not taken into it by the stamp.
    assert len(_split(FOLHA_CORRIDA, SALE_SIGNATURES)) == 2


CERTIDAO_MAIL = """Contabilidade Vizzotto & Righi - Setor Fiscal
De: TJRS - Alvará de Folha Corrida <alvara-nao-responda@tjrs.jus.br>
Enviado em: sexta-feira, 30 de outubro de 2026 07:36
Para: atendimento@vrcontabil.com.br
Assunto: Alvará de Folha Corrida nº 52332026005220
Anexos: AlvaraFolhaCorrida_52332026005220.pdf (175 KB)
Prezado(a) Senhor(a),
Conforme solicitado no portal do Tribunal de Justiça, encaminhamos
em anexo o Alvará de Folha Corrida nº 52332026005220, emitido em 30/10/2026.
Esta é uma mensagem automática; não é necessário respondê-la."""


def test_the_issuers_e_mail_printed_before_the_certidao_it_sent_opens_it():
    documents = _split(CERTIDAO_MAIL, FOLHA_CORRIDA)
    assert [(d.type, d.pages) for d in documents] == [("folha_corrida", (1, 2))]
    assert "split:joined_mail_cover" in documents[0].rules
    # Its subject lost to the scan: an unsure page, still the certidão's.
    lost = CERTIDAO_MAIL.replace("Alvará de Folha Corrida", "Alv4ra d3 F0lha C0rrida")
    documents = _split(lost, FOLHA_CORRIDA)
    assert [(d.type, d.pages) for d in documents] == [("folha_corrida", (1, 2))]
    # A request sent by e-mail, read surely as a request, stays one before the
    # certidão attached to it.
    request = CERTIDAO_MAIL.replace("Alvará de Folha Corrida nº 52332026005220", "Requerimento") + (
        "\n" + DRIVER_LETTER
    )
    documents = _split(request, FOLHA_CORRIDA)
    assert [d.type for d in documents] == ["requerimento", "folha_corrida"]
    # An e-mail that sends no certidão is not the certidão's cover.
    other = """De: Comercial <comercial@exemplo.com.br>
Enviado em: sexta-feira, 30 de outubro de 2026 07:36
Para: atendimento@vrcontabil.com.br
Assunto: Proposta de serviços
Anexos: proposta_2026.pdf (75 KB)
Prezado(a), segue em anexo a nossa proposta."""
    assert len(_split(other, FOLHA_CORRIDA)) == 2


def test_page_counters_as_sheets_and_browsers_print_them():
    from extractors.classify import page_position

    assert page_position("texto\nALTERAÇÃO E CONSOLIDAÇÃO - EXPRESSO LTDA fls. 3/3") == (3, 3)
    assert page_position("texto\nALTERAÇÃO E CONSOLIDAÇÃO - EXPRESSO LTDA fis. 2/3") == (2, 3)
    footer = "10/06/26, 10:50 Requerimentos\nhttps://docs.google.com/forms/d/e/1FAIp/viewform 2/3"
    assert page_position("Placa do veículo\nIOV1T09\n" + footer) == (2, 3)
    # A figure in a text line is no counter.
    assert page_position("Lotação 28/30 passageiros\nmais texto\nfim") is None
