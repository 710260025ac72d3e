"""Names, numbers and dates where OCR broke the layout: labels and values apart.

Each test gives a page as Tesseract returns it from a scanned card, form or
letter (synthetic names, numbers with valid check digits) and checks what
extract_fields reads, or that it reads nothing when it cannot be sure.
"""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from extractors.fields import extract_fields
from triagem.models import SCHEMA_FIELDS, Fields, Page

CPF = "52601815906"
CPF_PRINTED = "526.018.159-06"
CNPJ = "11222333000181"
CNPJ_PRINTED = "11.222.333/0001-81"
OTHER_CNPJ_PRINTED = "93.786.579/7543-07"


def extract(doc_type: str, *texts: str) -> Fields:
    pages = [Page(file="scan.pdf", number=n, text=t) for n, t in enumerate(texts, start=1)]
    fields = extract_fields(doc_type, pages)
    for name in SCHEMA_FIELDS:
        if getattr(fields, name) is not None:
            evidence = fields.evidence[name]
            assert evidence.page >= 1
            assert 0 < len(evidence.snippet) <= 120
    return fields


# --- names -------------------------------------------------------------------


def test_guia_sindical_with_ocr_damaged_double_label() -> None:
    # given "Nome / razão social" read as "fine / razão social"
    text = f"""GRCSU - GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL
E da entidade sindical
SINDICATO DAS EMPRESAS DE TRANSPORTE DE PASSAGEIROS
fine / razão social do contribuinte
VIAÇÃO PINHAL LTDA
CNP) do contribuinte
{CNPJ_PRINTED}"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.name == "VIAÇÃO PINHAL LTDA"
    assert fields.cnpj == CNPJ


def test_label_row_between_a_label_and_its_value() -> None:
    # given a two-column row read as label, label, then the row of values
    text = f"""Nome da entidade sindical Código da entidade sindical
SINDICATO DAS EMPRESAS DE TRANSPORTE 396.869.21392-5
Nome / razão social do contribuinte
CNPJ do contribuinte — ps ta
VIAÇÃO ITAARA LTDA {CNPJ_PRINTED}
Endereço"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.name == "VIAÇÃO ITAARA LTDA"
    assert fields.cnpj == CNPJ


def test_atestado_names_the_person_in_its_sentence() -> None:
    text = f"""CLÍNICA SÃO LUCAS MEDICINA DO TRABALHO
ATESTADO DE SAÚDE
Atesto, para fins de matrícula junto à Divisão de Transportes, que o Sr. SÉRGIO
FACCO MACHADO, portador do CPF nº {CPF_PRINTED}, nascido em 31/05/1972, foi
submetido nesta data a exame clínico.
Santo Antônio do Descoberto, 27 de março de 2026."""
    fields = extract("atestado_saude", text)
    assert fields.name == "SÉRGIO FACCO MACHADO"
    assert fields.cpf == CPF
    assert fields.issued_on == date(2026, 3, 27)


def test_requerimento_of_a_person_qualified_on_the_first_line() -> None:
    text = f"""Ilustríssimo(a) Senhor(a) Chefe da Divisão de Transportes
Prefeitura Municipal de Santo Antônio do Descoberto - GO
LIZ GIMÉNEZ ACOSTA, paraguaia, portadora do CPF nº
{CPF_PRINTED}, residente e domiciliada na Rua 27, Qd. 48, vem requerer sua inscrição.
Termos em que pede deferimento.
Santo Antônio do Descoberto, 29 de janeiro de 2026."""
    fields = extract("requerimento", text)
    # not "Chefe da Divisão ...": the addressee is no applicant
    assert fields.name == "LIZ GIMÉNEZ ACOSTA"
    assert fields.cpf == CPF


def test_photo_caption_in_capitals_or_title_case() -> None:
    assert extract("foto_3x4", "SÉRGIO FACCO MACHADO").name == "SÉRGIO FACCO MACHADO"
    assert extract("foto_3x4", "Liz Giménez Acosta").name == "LIZ GIMÉNEZ ACOSTA"
    # two people's names: whose photo it is cannot be told
    assert extract("foto_3x4", "JOÃO DA SILVA\nMARIA SOUZA").name is None


def test_bill_holder_row_carries_the_consumer_category() -> None:
    text = f"""COMPANHIA DE ÁGUAS DO PLANALTO FATURA DE ÁGUA E ESGOTO
CNPJ {OTHER_CNPJ_PRINTED} - Atendimento 0800 000 1155 Emissão: 09/03/2026
NOME DO CLIENTE CATEGORIA
SÉRGIO FACCO MACHADO RESIDENCIAL
CPF HIDRÔMETRO
{CPF_PRINTED} Y375909413"""
    fields = extract("comprovante_endereco", text)
    assert fields.name == "SÉRGIO FACCO MACHADO"
    assert fields.cnpj is None  # the utility's
    assert fields.issued_on == date(2026, 3, 9)


def test_crlv_owner_after_a_garbled_cpf_cnpj_label() -> None:
    text = f"""CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL
CARROCERIA
MARCOPOLO PARADISO 1200
NOME “TcrF 7 CNP)
ROTA DO SOL TURISMO LTDA {CNPJ_PRINTED}
LOCAL DATA
SANTA MARIA RS d 01/08/2026"""
    fields = extract("crlv", text)
    assert fields.name == "ROTA DO SOL TURISMO LTDA"
    assert fields.cnpj == CNPJ


def test_cpf_comprovante_read_values_first_then_labels() -> None:
    text = f"""vante de Situa
{CPF_PRINTED}
CÉSAR FAGUNDES RIGHI
ção Cadastral no CPF
Nº do CPF:
Nome:
Data de Nascimento: 26/08/1992
REGULAR
19/03/2009
Situação Cadastral:
Data da Inscrição:
Comprovante emitido às: 17:02:07 do dia 30/01/2026 (hora e data de Brasília)."""
    fields = extract("cpf", text)
    assert fields.name == "CÉSAR FAGUNDES RIGHI"
    assert fields.cpf == CPF
    assert fields.issued_on == date(2026, 1, 30)


def test_cin_name_found_through_its_mrz() -> None:
    # given the name field's value lost among the card's headings
    text = f"""NOME / NAME
É
REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA DE IDENTIDADE NACIONAL
SÉRGIO FACCO MACHADO
FILIAÇÃO / PARENTS
RAFAEL CEZIMBRA MACHADO
SIMONE BRONDANI FACCO
REGISTRO GERAL - CPF
{CPF_PRINTED}
MACHADO<<SÉRGIO<<<<<<<<
DATA DE EMISSÃO / DATE OF ISSUE
25/12/2023"""
    fields = extract("rg", text)
    assert fields.name == "SÉRGIO FACCO MACHADO"  # not the father's, who shares the surname
    assert fields.cpf == CPF


def test_crnm_surnames_and_given_name() -> None:
    text = """CARTEIRA DE REGISTRO NACIONAL MIGRATÓRIO
RNM
F206028-1
NOME
GIMÉNEZ ACOSTA
PRENOME
LIZ
NACIONALIDADE
PARAGUAIA"""
    assert extract("identidade_estrangeiro", text).name == "LIZ GIMÉNEZ ACOSTA"
    # heldout25: the caption misread on a phone photo of the card.
    for caption in ("PRENONE", "reenone"):
        damaged = text.replace("PRENOME", caption)
        assert extract("identidade_estrangeiro", damaged).name == "LIZ GIMÉNEZ ACOSTA"


def test_crnm_surname_label_before_the_given_name() -> None:
    # Another card model: "SOBRENOME" (the surnames), then "NOME" (the given name).
    text = """CARTEIRA DE REGISTRO NACIONAL MIGRATÓRIO
RNM VALIDADE
F395467-0 20/11/2025
SOBRENOME / SURNAME
ÁLVAREZ SOSA
NOME /GIVEN NAME
CAROLINA
NACIONALIDADE sexo
ARGENTINA F"""
    assert extract("identidade_estrangeiro", text).name == "CAROLINA ÁLVAREZ SOSA"
    # A card printing the whole name under "NOME" keeps it as it is.
    whole = text.replace("\nCAROLINA\n", "\nCAROLINA ÁLVAREZ SOSA\n")
    assert extract("identidade_estrangeiro", whole).name == "CAROLINA ÁLVAREZ SOSA"


def test_iss_inscription_name_read_above_its_label() -> None:
    text = f"""FICHA DE INSCRIÇÃO CADASTRAL
Inscrição municipal:
2578-8
SÉRGIO FACCO MACHADO TRANSPORTES
Nome / Razão social:
CNPJ: {CNPJ_PRINTED}
CPF do titular: {CPF_PRINTED}
Documento emitido em 28/03/2026 pelo portal do contribuinte."""
    fields = extract("inscricao_iss", text)
    assert fields.name == "SÉRGIO FACCO MACHADO TRANSPORTES"
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 3, 28)


def test_value_above_a_label_that_is_another_labels_value_is_not_taken() -> None:
    text = """Razão social:
TRANSPORTES ALFA LTDA
Nome:
CPF: 526.018.159-06"""
    # "TRANSPORTES ALFA LTDA" answers "Razão social:", not "Nome:"
    assert extract("cpf", text).name is None


PURCHASE = f"""INSTRUMENTO PARTICULAR DE CONTRATO DE COMPRA E VENDA DE VEÍCULO AUTOMOTOR
VENDEDOR(A): ROTA DO SOL TURISMO LTDA, pessoa jurídica de direito
privado, inscrita no CNPJ sob o nº {OTHER_CNPJ_PRINTED}, com sede em Passo Fundo/RS.
COMPRADOR(A): CORAÇÃO DO RIO GRANDE TURISMO E FRETAMENTO LTDA,
pessoa jurídica de direito privado, inscrita no CNP] sob o nº {CNPJ_PRINTED},
com sede em Santa Maria/RS, neste ato representada por sua sócia-administradora
PATRÍCIA APARECIDA LIMA RIGHI CPF {CPF_PRINTED}.
CLÁUSULA PRIMEIRA - DO OBJETO. Placa IJP5X92 RENAVAM 01853038811
Santa Maria, 5 de agosto de 2026."""


def test_purchase_contract_is_the_buyers() -> None:
    fields = extract("contrato_compra_venda", PURCHASE)
    assert fields.name == "CORAÇÃO DO RIO GRANDE TURISMO E FRETAMENTO LTDA"
    assert fields.cnpj == CNPJ  # not the seller's
    assert fields.cpf is None  # the signatory's is not the buyer's
    assert fields.plate == "IJP5X92"


def test_purchase_contract_person_buyer_and_other_wordings() -> None:
    text = f"""CONTRATO DE COMPRA E VENDA
OUTORGANTE VENDEDOR: TRANSPORTES ALFA LTDA, CNPJ {OTHER_CNPJ_PRINTED}.
OUTORGADO COMPRADOR: JOÃO CARLOS DA SILVA, brasileiro, inscrito no CPF sob o nº
{CPF_PRINTED}."""
    fields = extract("contrato_compra_venda", text)
    assert fields.name == "JOÃO CARLOS DA SILVA"
    assert fields.cpf == CPF
    assert fields.cnpj is None


# heldout22: each party qualified first and named after ("doravante denominada
# simplesmente COMPRADORA"), the labels again over the signatures.
CALLED_AFTER = f"""CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO AUTOMOTOR
Pelo presente instrumento particular, de um lado ROTA DO SOL TURISMO LTDA, pessoa
jurídica de direito privado inscrita no CNPJ sob o nº {OTHER_CNPJ_PRINTED}, doravante
denominada simplesmente VENDEDORA; e de outro lado TRANSPORTES PINHAL LTDA, pessoa
jurídica de direito privado inscrita no CNPJ sob o nº {CNPJ_PRINTED}, neste ato representada
por sua sócia-administradora DANIELA HELENA BARBOSA MARTINS, CPF {CPF_PRINTED},
doravante denominada simplesmente COMPRADORA, têm entre si justo e contratado o que segue.
1. Objeto. Placa ISR-9826, RENAVAM 00863199089.
Santa Maria, 20 de abril de 2026.
VENDEDORA: ROTA DO SOL TURISMO LTDA
COMPRADORA: TRANSPORTES PINHAL LTDA"""

# The registry's certidão on the next page names both parties with their CNPJs.
REGISTRATION_PAGE = f"""REGISTRO DE TÍTULOS E DOCUMENTOS
CERTIFICO que o documento intitulado "Contrato particular de compra e venda de veículo",
tendo como partes ROTA DO SOL TURISMO LTDA (CNPJ {OTHER_CNPJ_PRINTED}) e
TRANSPORTES PINHAL LTDA (CNPJ {CNPJ_PRINTED}), foi registrado sob o nº 81.590."""


def test_purchase_contract_whose_parties_are_named_after_their_qualification() -> None:
    fields = extract("contrato_compra_venda", CALLED_AFTER)
    assert fields.cnpj == CNPJ
    assert fields.cpf is None
    # The signature's label at the page's foot reaches no CNPJ on the next page.
    assert extract("contrato_compra_venda", CALLED_AFTER, REGISTRATION_PAGE).cnpj == CNPJ


def test_purchase_contract_without_a_buyer_label_gives_no_party() -> None:
    text = PURCHASE.replace("COMPRADOR(A):", "E").replace("VENDEDOR(A):", "")
    fields = extract("contrato_compra_venda", text)
    assert fields.name is None
    assert fields.cnpj is None


def test_letterhead_with_ocr_lida_and_a_speck() -> None:
    text = f""". ' +
VIAÇÃO PINHAL LIDA 2
CNPJ {CNPJ_PRINTED} - Rodovia RSC-287, Km 245, Santa Maria/RS
RELAÇÃO DOS VEÍCULOS DA FROTA
te * ' é Santa Maria, 28 de junho de 2026. é"""
    fields = extract("relacao_veiculos", text)
    assert fields.name == "VIAÇÃO PINHAL LTDA"
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 6, 28)


def test_quitacao_eleitoral_wordings() -> None:
    sentence = f"""CERTIDÃO DE QUITAÇÃO ELEITORAL
Certifica-se que o(a) eleitor(a) JOANA DA ROSA, inscrito(a) sob o nº 0123 4567 0426,
nascido(a) em 01/02/1980, está QUITE com a Justiça Eleitoral na presente data.
CPF: {CPF_PRINTED}
Certidão emitida às 10:37 de 20/05/2026."""
    labelled = """CERTIDÃO DE QUITAÇÃO ELEITORAL
Nome do(a) eleitor(a): JOANA DA ROSA
Inscrição: 0123 4567 0426"""
    row = """CERTIDÃO DE QUITAÇÃO ELEITORAL
Eleitor(a)
JOANA DA ROSA"""
    fields = extract("certidao_quitacao_eleitoral", sentence)
    assert fields.name == "JOANA DA ROSA"
    assert fields.cpf == CPF
    assert fields.issued_on == date(2026, 5, 20)
    assert extract("certidao_quitacao_eleitoral", labelled).name == "JOANA DA ROSA"
    assert extract("certidao_quitacao_eleitoral", row).name == "JOANA DA ROSA"


def test_nome_of_someone_else_is_not_the_holder() -> None:
    text = "Nome da mãe: MARIA DA SILVA\nNome da pessoa física: JOSÉ DA SILVA"
    assert extract("cpf", text).name == "JOSÉ DA SILVA"


def test_personal_document_with_one_cpf_under_a_garbled_label() -> None:
    # the scoring finds no holder's label, but the card prints one number only
    text = f"""CADASTRO DE PESSOAS FÍSICAS
Ministério da Fazenda - órgão da Receita Federal
Nº de inscr1ção
{CPF_PRINTED}"""
    assert extract("cpf", text).cpf == CPF


def test_personal_document_cpf_right_after_an_issuers_word_is_not_taken() -> None:
    text = f"""ATESTADO DE SAÚDE
Médico responsável: CPF {CPF_PRINTED}"""
    assert extract("atestado_saude", text).cpf is None


# --- dates -------------------------------------------------------------------


def test_firma_individual_dates_from_its_registration() -> None:
    text = f"""JUNTA COMERCIAL DO ESTADO DE GOIÁS - JUCEG
REQUERIMENTO DE EMPRESÁRIO
Nome civil | SÉRGIO FACCO MACHADO
CPF {CPF_PRINTED}
Declaro, sob as penas da lei, que não estou impedido de exercer atividade empresária.
Santo Antônio do Descoberto, 5 de dezembro de 2014.
JUNTA COMERCIAL DO ESTADO DE GOIÁS
ffico o registro'êm 24/12/2014
sob o nº 52476957160 - Protocolo 14/120745-7"""
    fields = extract("registro_firma_individual", text)
    assert fields.issued_on == date(2014, 12, 24)
    # the empresário's civil name is not the firm's name
    assert fields.name is None


def test_firma_individual_not_yet_registered_keeps_its_own_date() -> None:
    text = """REQUERIMENTO DE EMPRESÁRIO
Nome empresarial: SÉRGIO FACCO MACHADO TRANSPORTES
Santo Antônio do Descoberto, 5 de dezembro de 2014."""
    fields = extract("registro_firma_individual", text)
    assert fields.name == "SÉRGIO FACCO MACHADO TRANSPORTES"
    assert fields.issued_on == date(2014, 12, 5)


def test_course_certificate_foot_date_after_its_validity_is_not_the_issue() -> None:
    text = f"""CERTIFICADO
Certificamos que DÉBORA BEATRIZ KESSLER RIBEIRO, CPF {CPF_PRINTED}, concluiu o Curso
Especializado, realizado no período de 19/02/2023 a
14/03/2023, na modalidade a distância (EaD).
Validade: 14/03/2028
Santa Maria, 14 de março de 2028."""
    fields = extract("certificado_curso_transporte", text)
    assert fields.name == "DÉBORA BEATRIZ KESSLER RIBEIRO"
    assert fields.issued_on == date(2023, 3, 14)
    assert fields.valid_until == date(2028, 3, 14)


def test_certidao_whose_emission_date_is_lost_dates_from_its_search_period() -> None:
    text = f"""TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
CERTIDÃO NEGATIVA DE FALÊNCIA, CONCORDATA
CERTIFICAMOS que, revendo os registros de distribuição de AÇÕES DE FALÊNCIAS
de Santa Maria, no período de 14/06/2016 a 14/06/2026, NADA CONSTA em nome de:
Nome: VIAÇÃO PINHAL LTDA
CNPJ: {CNPJ_PRINTED}
Emitida às 18:26:31. Código de autenticidade: 3575.CESD.EECF.7288"""
    fields = extract("certidao_falencia", text)
    assert fields.issued_on == date(2026, 6, 14)
    assert fields.result == "negativa"
    # a printed emission date wins over the period
    printed = text.replace("Emitida às 18:26:31.", "Emitida em 20/06/2026.")
    assert extract("certidao_falencia", printed).issued_on == date(2026, 6, 20)


def test_bill_with_an_ocr_clipped_emission_label() -> None:
    text = f"""CONTA DE ENERGIA ELÉTRICA
ie B - Emi : 15/01/2026
NOME DO TITULAR
RODOVIÁRIO RIO VACACAÍ TRANSPORTES LTDA
CNPJ {CNPJ_PRINTED}
VENCIMENTO
27/01/2026"""
    assert extract("comprovante_endereco", text).issued_on == date(2026, 1, 15)


# --- names OCR damaged beyond a sure reading, and their repairs -----------------


def test_name_takes_the_accents_the_document_prints_elsewhere() -> None:
    text = f"""CONTA DE ENERGIA
NOME DO TITULAR
FRETAMENTOS VALE DO IBICUI LTDA
CNPJ
{CNPJ_PRINTED}
VENCIMENTO
Fretamentos Vale do Ibicuí Ltda 23/06/2026"""
    assert extract("comprovante_endereco", text).name == "FRETAMENTOS VALE DO IBICUÍ LTDA"


def test_headings_and_statuses_are_no_names() -> None:
    rg = """REGISTRO GERAL
6385424607
NOME
CARTEIRA DE IDENTIDADE
ASSINATURA DO TITULAR"""
    assert extract("rg", rg).name is None
    titulo = "Nome do eleitor\nREPÚBLICA FEDERATIVA DO BRASIL"
    assert extract("titulo_eleitor", titulo).name is None


def test_rg_name_printed_above_the_parents() -> None:
    text = """REGISTRO GERAL
6385424607
NOME
CARTEIRA DE IDENTIDADE
DATA DE EXPEDIÇÃO
18/08/2016
MAURÍCIO FRANCISCO ALMEIDA OLIVEIRA
FILIAÇÃO
RENATO LONDERO OLIVEIRA
JÉSSICA BORTOLOTTO ALMEIDA
NATURALIDADE
PORTO ALEGRE - RS"""
    assert extract("rg", text).name == "MAURÍCIO FRANCISCO ALMEIDA OLIVEIRA"
    # a place above FILIAÇÃO is no name
    place = text.replace("MAURÍCIO FRANCISCO ALMEIDA OLIVEIRA", "PORTO ALEGRE - RS")
    assert extract("rg", place).name is None


def test_garbled_capitals_are_not_a_sure_name() -> None:
    bill = f"""NOME DO TITULAR UNIDADE CONSUMIDORA
Pnad PLANALTO TRANSPORTES LTDA 5 32 5
{CNPJ_PRINTED}"""
    assert extract("comprovante_endereco", bill).name is None
    crf = "Razão Social: dio SERRA GÃ\nSerrado BRisf\nEndereço:"
    assert extract("crf_fgts", crf).name is None
    # a company suffix or a connector in lower case is no damage
    assert extract("crf_fgts", "Razão Social: VIAÇÃO SUL Ltda").name == "VIAÇÃO SUL Ltda"


def test_ocr_exclamation_mark_for_an_i_in_capitals() -> None:
    text = f"Nome: FRETAMENTOS CAMOB! LTDA\nCNPJ: {CNPJ_PRINTED}"
    assert extract("certidao_falencia", text).name == "FRETAMENTOS CAMOBI LTDA"


def test_cpf_comprovante_situation_is_not_the_name_and_a_wrapped_name() -> None:
    text = f"""Comprovante de Situação Cadastral no CPF
{CPF_PRINTED}
RODRIGO FRANCISCO ARAÚJO
BORTOLOTTO
16/07/1984
Nº do CPF:
Nome:
Data de Nascimento:
REGULAR
Situação Cadastral:"""
    assert extract("cpf", text).name == "RODRIGO FRANCISCO ARAÚJO BORTOLOTTO"


def test_cpf_comprovante_each_value_above_its_label() -> None:
    text = f"""{CPF_PRINTED}
Nº do CPF:
MÁRCIA RIBEIRO TEIXEIRA
Nome:
Data de Nascimento: 29/06/1985"""
    fields = extract("cpf", text)
    assert fields.name == "MÁRCIA RIBEIRO TEIXEIRA"
    assert fields.cpf == CPF


def test_ocr_misread_nome_label_and_a_wrapped_surname() -> None:
    text = f"""Comprovante de Situação Cadastral no CPF
Nº do CPF: {CPF_PRINTED}
Nano: MAURÍCIO FRANCISCO ALMEIDA
OLIVEIRA
Data de Nascimento: 02/06/1993"""
    assert extract("cpf", text).name == "MAURÍCIO FRANCISCO ALMEIDA OLIVEIRA"


def test_crnm_with_an_unreadable_given_name_gives_no_half_name() -> None:
    text = """CARTEIRA DE REGISTRO NACIONAL MIGRATÓRIO
G NOME
MARQUES CORREIA
PRENOME
7 o
NACIONALIDADE
PORTUGUESA"""
    assert extract("identidade_estrangeiro", text).name is None


def test_junta_certidao_columns_with_a_table_header_between() -> None:
    text = f"""CERTIDÃO SIMPLIFICADA
Nome Empresarial:
Natureza Jurídica:
NIRE (Sede):
CNP):
Prazo de Duração:
Sócio(s) / Administrador(es)
Nome / CPF
Participação no
capital
VIAÇÃO SERRA GAÚCHA LTDA
SOCIEDADE EMPRESÁRIA LIMITADA
43216937873
{CNPJ_PRINTED}
INDETERMINADO"""
    fields = extract("registro_junta_comercial", text)
    assert fields.name == "VIAÇÃO SERRA GAÚCHA LTDA"
    assert fields.cnpj == CNPJ


def test_guia_with_a_speck_inside_its_label() -> None:
    text = """GRCSU - GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL
Nome / razão > social do contribuinte
FRETAMENTOS VALE DO IBICUÍ LTDA
Endereço"""
    name = extract("comprovante_contribuicao_sindical", text).name
    assert name == "FRETAMENTOS VALE DO IBICUÍ LTDA"


def test_quitacao_naming_the_voter_by_his_titulo() -> None:
    text = """TRIBUNAL REGIONAL ELEITORAL DO RIO GRANDE DO SUL
CERTIDÃO DE QUITAÇÃO ELEITORAL
Certificamos que JOANA DA ROSA, título de eleitor nº 0123 4567 0426, Zona 042, está
quite com a Justiça Eleitoral.
Certidão emitida em 20/05/2026 às 10:37."""
    fields = extract("certidao_quitacao_eleitoral", text)
    assert fields.name == "JOANA DA ROSA"
    assert fields.issued_on == date(2026, 5, 20)


def test_place_without_a_dash_above_filiacao_is_no_name() -> None:
    text = "NOME\nCARTEIRA DE IDENTIDADE\nPORTO ALEGRE RS\nFILIAÇÃO\nRENATO LONDERO OLIVEIRA"
    assert extract("rg", text).name is None


def test_parent_qualified_on_a_line_of_its_own_is_not_the_holder() -> None:
    text = f"""DECLARAÇÃO
Declaro, para os devidos fins, que sou filho de
JOSÉ DA SILVA, brasileiro, casado, portador do CPF nº {CPF_PRINTED}."""
    assert extract("atestado_saude", text).name is None


# --- layouts of other issuers (labels without colons, names in sentences) -----


def test_form_cell_label_without_colon_takes_a_value_in_capitals() -> None:
    # given a receipt whose cells print "Contribuinte  X LTDA" with no colon
    text = f"""SINDICATO DAS EMPRESAS DE TRANSPORTE DA REGIÃO
RECIBO DE CONTRIBUIÇÃO SINDICAL PATRONAL
Contribuinte TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED}
Data do pagamento 28.01.2027"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_label_word_in_prose_without_colon_is_no_label() -> None:
    # given "Contribuinte" opening a sentence, not a cell
    text = """CERTIDÃO NEGATIVA DE DÉBITOS
Contribuinte deve manter seus dados atualizados junto ao fisco."""
    assert extract("certidao_municipal", text).name is None


def test_nota_fiscal_heading_is_not_an_ocr_damaged_name_label() -> None:
    # given a bill whose heading "NOTA FISCAL ..." looks like "Nome" misread
    text = """NOTA FISCAL FATURA DE SERVIÇOS DE
TELECOMUNICAÇÕES
Modelo 22 - Emissão 15/01/2026"""
    assert extract("comprovante_endereco", text).name is None


def test_search_subject_label_of_a_distribuicao() -> None:
    text = f"""PODER JUDICIÁRIO
CERTIDÃO DE DISTRIBUIÇÃO - FALÊNCIAS E RECUPERAÇÕES JUDICIAIS
Pesquisado: TRANSPORTES ALFA LTDA
CNPJ: {CNPJ_PRINTED}
NÃO CONSTA nenhum processo contra a pessoa jurídica pesquisada."""
    assert extract("certidao_falencia", text).name == "TRANSPORTES ALFA LTDA"


def test_voter_named_after_an_interposed_clause() -> None:
    # given "Certificamos que, de acordo com ..., o(a) eleitor(a) X, inscrição nº"
    text = """CERTIDÃO DE QUITAÇÃO ELEITORAL
Certificamos que, de acordo com os assentamentos do Cadastro Eleitoral, o(a) eleitor(a)
MARIA JOSÉ DA SILVA, inscrição nº 8618 0376 0400, zona 135, seção 170,
encontra-se QUITE com a Justiça Eleitoral."""
    assert extract("certidao_quitacao_eleitoral", text).name == "MARIA JOSÉ DA SILVA"


def test_company_named_in_a_sentence_wrapped_over_lines_with_ocr_damaged_cnpj() -> None:
    text = f"""CERTIDÃO JUDICIAL CÍVEL NEGATIVA
Certificamos que, consultados os registros, a partir de 19/12/2016, em relação a TRANSPORTES
ALFA LTDA, CNP) {CNPJ_PRINTED}, NADA CONSTA."""
    assert extract("certidao_execucoes", text).name == "TRANSPORTES ALFA LTDA"


def test_sentence_name_in_title_case_after_em_relacao_a_is_refused() -> None:
    # given prose "em relação a Tributos Federais, ..." (not a holder)
    text = """CERTIDÃO
Informamos, em relação a Tributos Federais, inscritos em dívida ativa, nada consta."""
    assert extract("certidao_federal", text).name is None


def test_course_certificate_conferred_on_its_holder() -> None:
    text = f"""CENTRO DE FORMAÇÃO DE CONDUTORES
CERTIFICADO DE CONCLUSÃO
Conferimos a JOÃO PEREIRA LIMA (CPF {CPF_PRINTED}; CNH 06937713694) o presente
certificado por ter concluído o Curso Especializado para Condutores."""
    fields = extract("certificado_curso_transporte", text)
    assert fields.name == "JOÃO PEREIRA LIMA"
    assert fields.cpf == CPF


def test_name_heading_the_holders_data_with_its_label_lost() -> None:
    # given a military certificate whose "Nome" label OCR did not read
    text = f"""MINISTÉRIO DA DEFESA — EXÉRCITO BRASILEIRO
8º CSM - JSM 324 - SANTA MARIA/RS
CERTIFICADO DE DISPENSA DE INCORPORAÇÃO (CDI)
JOÃO PEREIRA LIMA
396620699305
Nascimento 22/06/1998 — Santa Maria/RS
Filiação Pedro Lima / Ana Pereira
CPF {CPF_PRINTED}
11 de outubro de 2017
Presidente da Junta de Serviço Militar"""
    fields = extract("certificado_reservista", text)
    assert fields.name == "JOÃO PEREIRA LIMA"
    assert fields.issued_on == date(2017, 10, 11)


def test_a_parents_line_below_the_holders_data_is_no_name() -> None:
    # given a cropped identity card: the holder's name is outside the photo
    text = """REGISTRO GERAL |
1493718004
FILIAÇÃO
MÁRCIO CONCE
NATURALIDADE
CACHOEIRA DO SUL"""
    assert extract("rg", text).name is None


def test_app_policy_holder_is_the_estipulante_not_the_insurer() -> None:
    text = f"""COXILHA SEGUROS GERAIS S.A. Certificado de seguro
CNPJ {OTHER_CNPJ_PRINTED} Ramo 0982 - APP
Início de vigência | 31/05/2026 Fim de vigência 31/05/2027
Estipulante / TRANSPORTES ALFA LTDA - CNPJ {CNPJ_PRINTED}
segurado
Emitido em 25/05/2026."""
    fields = extract("apolice_seguro", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_letter_cpf_is_its_legal_representatives() -> None:
    text = f"""À SECRETARIA DE MUNICÍPIO DE MOBILIDADE URBANA DE SANTA MARIA/
RS
TRANSPORTES ALFA LTDA, CNPJ nº {CNPJ_PRINTED}, por meio de seu representante legal,
JOÃO PEREIRA LIMA (CPF {CPF_PRINTED}), vem solicitar a sua INSCRIÇÃO.
Pede deferimento.
Santa Maria/RS, 05/01/2027."""
    fields = extract("requerimento", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cpf == CPF


def test_junta_certidao_dated_by_its_own_expedida_em() -> None:
    text = f"""JUNTA COMERCIAL DO RIO GRANDE DO SUL
CERTIDÃO SIMPLIFICADA
Nome empresarial TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED}
Último arquivamento 30/06/2026 – nº 7454015
Certidão nº 26/734858-2, expedida em 30 de dezembro de 2026, às 12:56:16."""
    assert extract("registro_junta_comercial", text).issued_on == date(2026, 12, 30)


def test_health_certificate_dated_by_its_examination() -> None:
    text = f"""CLÍNICA SÃO LUCAS MEDICINA DO TRABALHO
CARTEIRA DE SAÚDE
Nome: JOÃO PEREIRA LIMA
CPF: {CPF_PRINTED}
Data de nascimento: 31/05/1972
Data do exame: 27/03/2026"""
    assert extract("atestado_saude", text).issued_on == date(2026, 3, 27)


def test_points_certidao_names_its_driver() -> None:
    text = f"""DETRAN/RS – Departamento Estadual de Trânsito
NADA CONSTA – PONTUAÇÃO DA CNH
Condutor JOÃO PEREIRA LIMA
CPF {CPF_PRINTED}
Consulta realizada em 26/01/2027 11:24:02."""
    assert extract("certidao_pontuacao_cnh", text).name == "JOÃO PEREIRA LIMA"


def test_accents_of_one_reading_mend_another() -> None:
    from extractors.fields import restore_accents

    names = ["SERGIO FACCO", "SÉRGIO FACCO", None, "Joao Lima", "JULIO X", "SERGIO FACCA"]
    assert restore_accents(names) == [
        "SÉRGIO FACCO",
        "SÉRGIO FACCO",
        None,
        "Joao Lima",
        "JULIO X",
        "SERGIO FACCA",  # another letter differs: another name, left alone
    ]


def test_an_accent_misread_takes_the_one_more_readings_print() -> None:
    from extractors.fields import restore_accents

    names = ["EXPRESSO COLÓNIA LTDA"] + ["EXPRESSO COLÔNIA LTDA"] * 2 + ["EXPRESSO COLONIA LTDA"]
    assert set(restore_accents(names)) == {"EXPRESSO COLÔNIA LTDA"}
    # What the clerk typed counts as a reading.
    assert restore_accents(["SERGIO FACCO"], ["Sérgio Facco"]) == ["SÉRGIO FACCO"]
    # A tie keeps what was read.
    assert restore_accents(["COLÓNIA", "COLÔNIA"]) == ["COLÓNIA", "COLÔNIA"]


def test_an_accent_one_reading_in_six_invents_is_not_spread() -> None:
    from extractors.fields import restore_accents

    # A stain over the A of one reading; the true "Ô" printed by two of the others.
    names = ["FRETÂMENTO COLONIA"] + ["FRETAMENTO COLÔNIA"] * 2 + ["FRETAMENTO COLONIA"] * 3
    # ... and the reading that has it loses it.
    assert set(restore_accents(names)) == {"FRETAMENTO COLÔNIA"}
    # "ARRÓIO" once, "ARROIO" thirteen times: the face made that accent.
    names = ["TRANSPORTES ARRÓIO GRANDE LTDA"] + ["TRANSPORTES ARROIO GRANDE LTDA"] * 13
    assert set(restore_accents(names)) == {"TRANSPORTES ARROIO GRANDE LTDA"}
    # Three to one is not enough to drop it.
    names = ["SÔNIA LIMA"] + ["SONIA LIMA"] * 3
    assert set(restore_accents(names)) == {"SÔNIA LIMA"}


def test_label_alone_on_its_line_over_a_value_in_capitals() -> None:
    # given a bill's "CLIENTE" cell over the customer's name
    text = f"""CONTA DE ENERGIA ELÉTRICA – NOTA FISCAL/FATURA
Emissão 28/11/2026
CLIENTE
TRANSPORTES ALFA LTDA
CNPJ: {CNPJ_PRINTED}"""
    fields = extract("comprovante_endereco", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_bank_receipt_names_its_payer() -> None:
    text = f"""COMPROVANTE DE PAGAMENTO DE TÍTULO / GUIA
Pagador TRANSPORTES ALFA LTDA
CNPJ do pagador {CNPJ_PRINTED}
Beneficiário SINDICATO DAS EMPRESAS DE TRANSPORTE
Data do pagamento 09/10/2026"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_search_subject_with_gender_mark_and_a_searched_period() -> None:
    text = f"""Ofício do Distribuidor e Contador
CERTIDÃO DE AÇÕES DE FALÊNCIA E RECUPERAÇÃO JUDICIAL
Pesquisado(a): TRANSPORTES ALFA LTDA
CNPJ: {CNPJ_PRINTED}
Período pesquisado: 05/12/2016 até a data da emissão
CERTIFICO, atendendo a pedido da parte interessada, que revendo os registros"""
    fields = extract("certidao_falencia", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_a_sentence_is_no_name() -> None:
    text = """Período pesquisado: 05/12/2016 até a data da emissão
CERTIFICO, atendendo a pedido da parte interessada, que revendo os registros"""
    assert extract("certidao_falencia", text).name is None


def test_employer_named_in_a_sentence_not_in_the_title() -> None:
    text = """CERTIDÃO DE SITUAÇÃO DO EMPREGADOR JUNTO AO PIS
(Lei Complementar nº 7/1970 – cadastro de participantes)
Certifica-se que o empregador TRANSPORTES ALFA LTDA, inscrito no CNPJ sob o número
RZ1KS92I000197, encontra-se REGULAR."""
    fields = extract("certidao_pis", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == "RZ1KS92I000197"


def test_worker_named_under_trabalhador_in_title_case() -> None:
    text = f"""Carteira de Trabalho Digital
Trabalhador(a)
João Pereira Lima [n] [=
CPF
{CPF}"""
    assert extract("ctps", text).name == "JOÃO PEREIRA LIMA"


def test_health_certificate_addressing_sr_a() -> None:
    text = f"""ATESTADO DE APTIDÃO FÍSICA E MENTAL
Atesto que examinei nesta data o(a)
Sr(a). JOÃO PEREIRA LIMA, CPF {CPF}, nascido(a) em 09/02/1982."""
    assert extract("atestado_saude", text).name == "JOÃO PEREIRA LIMA"


def test_identity_issuer_beside_the_cpf_is_no_issuer_of_the_certidao() -> None:
    # given "CPF  RG / Órgão expedidor" over the holder's numbers
    text = f"""ALVARÁ DE FOLHA CORRIDA
Nome
JOÃO PEREIRA LIMA
CPF RG / Órgão expedidor Nascimento
{CPF_PRINTED} 3587540627 SSP/RS 09/08/1992"""
    assert extract("folha_corrida", text).cpf == CPF


def test_letterhead_company_not_the_driver_it_asks_to_register() -> None:
    text = f"""TRANSPORTES ALFA LTDA CNPJ: {CNPJ_PRINTED}
SOLICITAÇÃO DE CADASTRAMENTO DE CONDUTOR – FRETAMENTO
A empresa identificada no cabeçalho solicita o cadastramento do(a) profissional abaixo.
CONDUTOR(A)
JOÃO PEREIRA LIMA
CPF DO CONDUTOR
{CPF_PRINTED}"""
    fields = extract("requerimento", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.cnpj == CNPJ


def test_title_naming_the_kind_of_company_is_not_part_of_its_name() -> None:
    text = """INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE
SOCIEDADE LIMITADA
« TRANSPORTES ALFA LTDA »
Os signatários deste instrumento, a saber:"""
    assert extract("contrato_social", text).name == "TRANSPORTES ALFA LTDA"


def test_column_labels_are_no_name() -> None:
    assert extract("crlv", "CRLV DIGITAL\nNOME\nEIXOS LOTAÇÃO\n2 29P").name is None
    assert extract("certidao_estadual", "CERTIDÃO\n4! NOME\nX").name is None


def test_number_read_into_a_name_from_the_next_column_is_left_out() -> None:
    text = """TRIBUNAL DE JUSTIÇA
Nome pesquisado: TRANSPORTES ALFA 0CTC3XEI000105 LTDA"""
    assert extract("certidao_execucoes", text).name == "TRANSPORTES ALFA LTDA"


def test_purchase_contract_years_written_as_a_pair() -> None:
    text = f"""CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO AUTOMOTOR
de um lado X LTDA, CNPJ {OTHER_CNPJ_PRINTED}, doravante VENDEDORA; e de outro TRANSPORTES ALFA
LTDA, CNPJ {CNPJ_PRINTED}, doravante COMPRADORA, ajustam o seguinte:
I - A VENDEDORA vende à COMPRADORA o veículo: M.BENZ/LO 916, placa JAT-7592,
RENAVAM 00043040276, ano 2008/2009, cor branca, 27 lugares."""
    assert extract("contrato_compra_venda", text).manufacture_year == 2008
    # a pair that cannot be fabrication and model years is not read as one
    assert (
        extract("contrato_compra_venda", text.replace("2008/2009", "2008/2012")).manufacture_year
        is None
    )


def test_card_printing_values_over_their_labels() -> None:
    # given a CNH whose values stand above their captions
    text = f"""REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA NACIONAL DE HABILITAÇÃO
JOÃO PEREIRA LIMA
2 e 1 nome e sobrenome
21/12/1978
3 data de nascimento
18/01/2022
4a data de emissão
18/01/2032
4b validade
18/05/2000
1ª habilitação
{CPF}
4d cpf
E
9 categoria
BRASILEIRO(A)
nacionalidade"""
    fields = extract("cnh", text)
    assert fields.name == "JOÃO PEREIRA LIMA"
    assert fields.issued_on == date(2022, 1, 18)
    assert fields.valid_until == date(2032, 1, 18)
    assert fields.cnh_category == "E"


def test_gender_mark_after_the_category_label_is_no_category() -> None:
    text = "CARTEIRA NACIONAL DE HABILITAÇÃO\n9 categoria\nBRASILEIRO(A)\nnacionalidade"
    assert extract("cnh", text).cnh_category is None


# --- captions after the value, on its line ------------------------------------


@pytest.mark.parametrize(
    ("doc_type", "text", "name"),
    [
        (
            "cpf",
            "COMPROVANTE DE SITUAÇÃO CADASTRAL NO CPF\n076.834.040-39 número de inscrição\n"
            "GILBERTO FLORES FACCO nome\n14/08/1986 data de nascimento",
            "GILBERTO FLORES FACCO",
        ),
        (
            "certidao_quitacao_eleitoral",
            "CERTIDÃO DE QUITAÇÃO ELEITORAL\nFERNANDA REGINA PIOVESAN SIMÕES eleitor(a)\n"
            "JÉSSICA SOUZA FLORES mãe\n7179 2605 0426 inscrição",
            "FERNANDA REGINA PIOVESAN SIMÕES",
        ),
        (
            "certidao_federal",
            "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS\n"
            "EXPRESSO VALE DO IBICUÍ LTDA nome do sujeito passivo\n53.805.080/0001-33 CNPJ",
            "EXPRESSO VALE DO IBICUÍ LTDA",
        ),
        (
            "certidao_falencia",
            "CERTIDÃO DE FALÊNCIAS\nEXPRESSO ARROIO GRANDE LTDA requerido\n77.395.674/0001-67 CNPJ",
            "EXPRESSO ARROIO GRANDE LTDA",
        ),
    ],
)
def test_a_name_followed_by_its_caption(doc_type: str, text: str, name: str) -> None:
    assert extract(doc_type, text).name == name


def test_someone_elses_caption_after_a_name_is_not_the_holders() -> None:
    text = "CERTIDÃO DE QUITAÇÃO ELEITORAL\nJÉSSICA SOUZA FLORES nome da mãe\n"
    assert extract("certidao_quitacao_eleitoral", text).name is None


def test_name_pesquisado_label_and_its_row() -> None:
    text = """CERTIDÃO NEGATIVA
Nome pesquisado Documento Período
VIAÇÃO VALE DO IBICUÍ LTDA 97.295.965/0001-90 13/02/2022 até a data da busca"""
    assert extract("certidao_protestos", text).name == "VIAÇÃO VALE DO IBICUÍ LTDA"
    text = """CERTIDÃO DE DISTRIBUIÇÃO CÍVEL
NOME PESQUISADO CNPJ
EXPRESSO VALE DO IBICUÍ LTDA 53.805.080/0001-33"""
    assert extract("certidao_execucoes", text).name == "EXPRESSO VALE DO IBICUÍ LTDA"


def test_a_heading_above_a_label_is_not_half_of_a_company_name() -> None:
    text = """COMPROVANTE DE PAGAMENTO
GRCSU - CONTRIB. SINDICAL
CONTRIBUINTE:
EXPRESSO RIO VACACAÍ LTDA
CNPJ: 50.829.147/0001-67"""
    assert extract("comprovante_contribuicao_sindical", text).name == "EXPRESSO RIO VACACAÍ LTDA"


def test_a_signatures_qualification_caption_is_no_name() -> None:
    text = """REQUERIMENTO DE REGISTRO
EXPRESSO RIO VACACAÍ LTDA, inscrita no CNPJ sob o nº 50.829.147/0001-67, requer o registro.
ALEXANDRE ALBERTO VARGAS FAGUNDES
NOME
Sócio-Administrador
QUALIFICAÇÃO"""
    assert extract("requerimento", text).name != "QUALIFICAÇÃO"


def test_a_name_over_its_caption_in_a_form_of_captions_under_values() -> None:
    text = """Certidão de Situação Fiscal
2990344802
CERTIDÃO Nº
EXPRESSO RIO VACACAÍ LTDA
NOME / RAZÃO SOCIAL
50.829.147/0001-67
CNPJ
187/0252469
INSCRIÇÃO ESTADUAL (CGC/TE)"""
    assert extract("certidao_estadual", text).name == "EXPRESSO RIO VACACAÍ LTDA"
    # A label over a lost value: the caption below it is no sign of the layout.
    text = (
        "CERTIDÃO NEGATIVA\nEXPRESSO RIO VACACAÍ LTDA\nNOME / RAZÃO SOCIAL\n"
        "CNPJ\n50.829.147/0001-67"
    )
    assert extract("certidao_estadual", text).name is None


def test_a_company_name_wrapped_before_its_suffix() -> None:
    text = """CERTIFICADO DE REGULARIDADE DO FGTS - CRF
RAZÃO SOCIAL
EXPRESSO TRES MARIAS
LTDA
Rodovia RSC-287, Km 208 / Pains / SANTA MARIA / RS / 97107-503"""
    assert extract("crf_fgts", text).name == "EXPRESSO TRES MARIAS LTDA"


def test_a_holder_caption_under_its_value_needs_no_colon() -> None:
    # "EMPREGADOR" is a word prose uses too: alone on its line it is a label
    # only in the shape of a form of captions under values.
    text = """CERTIDÃO DE REGULARIDADE CADASTRAL DO EMPREGADOR – PIS
Certificamos que o empregador acima encontra-se regular.
EXPRESSO RIO VACACAÍ LTDA
EMPREGADOR
50.829.147/0001-67
CNPJ"""
    assert extract("certidao_pis", text).name == "EXPRESSO RIO VACACAÍ LTDA"


def test_the_name_under_nome_da_parte_in_a_row_of_captions() -> None:
    # A court's portal printout (heldout8): the search subject's captions over their values.
    text = f"""Certidão Judicial Cível Negativa de 1º Grau
NOME DA PARTE CNPJ
VIAÇÃO VALE DO IBICUÍ LTDA {CNPJ_PRINTED}
CERTIDÃO Nº REGISTROS DESDE SITUAÇÃO
"""
    fields = extract("certidao_execucoes", text)
    assert (fields.name, fields.cnpj) == ("VIAÇÃO VALE DO IBICUÍ LTDA", CNPJ)


@pytest.mark.parametrize("wrapped", ["(RA)", "A (RA)"])
def test_a_wrapped_caption_between_the_label_and_the_name_is_no_name(wrapped: str) -> None:
    # "REGISTRO DE ALISTAMENTO (RA)" wrapped its abbreviation onto a line of its own.
    text = f"""CERTIFICADO DE DISPENSA DE INCORPORAÇÃO
1 IDENTIFICAÇÃO DO CIDADÃO
NOME REGISTRO DE ALISTAMENTO
{wrapped}
VINÍCIUS SOARES PEREIRA 263245475926
FILIAÇÃO - PAI FILIAÇÃO — MÃE
"""
    assert extract("certificado_reservista", text).name == "VINÍCIUS SOARES PEREIRA"


def test_a_cnh_name_with_the_backs_table_of_categories_on_its_line() -> None:
    # A CNH copied front and back side by side (heldout8): "C SIM 15.02.2036"
    # of the back's table read on the name's line.
    text = """CARTEIRA NACIONAL DE HABILITAÇÃO A -
Driver License * Permiso de Conducción B SIM 15.02.2036
2 e 1 NOME E SOBRENOME
ALEXANDRE ROCHA BRONDANI Cc SIM 15.02.2036
1º HABILITAÇÃO 3 DATA, LOCAL E UF DE NASCIMENTO D SIM 15.02.2036
"""
    assert extract("cnh", text).name == "ALEXANDRE ROCHA BRONDANI"


def test_a_label_cell_read_before_the_rule_is_no_part_of_the_name() -> None:
    text = f"""REQUERIMENTO DE REGISTRO
1 - DA REQUERENTE
RAZÃO CI > 1 | PINHAL TURISMO E FRETAMENTO LTDA
CNPJ {CNPJ_PRINTED}
"""
    assert extract("requerimento", text).name == "PINHAL TURISMO E FRETAMENTO LTDA"


def test_a_letters_numbered_paragraph_names_the_company() -> None:
    # A company's ofício (heldout8), its letterhead letter-spaced past reading.
    text = """T R A N S P O R T E S I T A A R A LT D A
Ofício nº 3/2026 Santa Maria, 24 de Junho de 2026.
Senhor Secretário,
1. A TRANSPORTES ITAARA LTDA, registrada nessa Secretaria para o serviço de
fretamento, por sua sócia-administradora LÚCIA CRISTINA TEIXEIRA SCHMITT,
"""
    assert extract("requerimento", text).name == "TRANSPORTES ITAARA LTDA"


@pytest.mark.parametrize(
    ("caption", "name"),
    [
        ("Pai Mãe", None),
        ("FILHO DE (PAI) E DE (MÃE)", None),
        ("OI - NOME / RAZÃO SOCIAL", None),
        ("E E CGCITE", None),
        ("EMPRESARIAII", None),
        ("Natural de", None),
        # A letterhead's trade name run into the company's name, an act's heading before it.
        ("CERRO AZUL FRETAMENTOS CERRO AZUL LTDA", "FRETAMENTOS CERRO AZUL LTDA"),
        ("PAMPA FRETAMENTO EXPRESSO PAMPA LTDA", "EXPRESSO PAMPA LTDA"),
        ("ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA EXPRESSO CAMOBI S.A.", "EXPRESSO CAMOBI S.A."),
        (
            "ATA DE ASSEMBLEIA GERAL ORDINÁRIA E EXTRAORDINÁRIA VIAÇÃO ITAARA S.A.",
            "VIAÇÃO ITAARA S.A.",
        ),
        # ... but a name whose words come back is left whole.
        ("TRANSPORTES SANTA MARIA TRANSPORTES LTDA", "TRANSPORTES SANTA MARIA TRANSPORTES LTDA"),
        ("PAIVA TRANSPORTES LTDA", "PAIVA TRANSPORTES LTDA"),
    ],
)
def test_captions_and_headings_read_in_a_names_place(caption: str, name: str | None) -> None:
    text = f"""CERTIFICADO DE DISPENSA DE INCORPORAÇÃO
Nome
{caption}
"""
    assert extract("certificado_reservista", text).name == name


def test_a_lottery_slips_payment_date_is_the_receipts_date() -> None:
    text = f"""CAIXA ECONOMICA FEDERAL
COMPROVANTE DE PAGAMENTO
GRCSU - CONTRIB. SINDICAL URBANA
DATA PGTO 29/01/2026
VENCIMENTO 31/01/2026
CONTRIBUINTE :
EXPRESSO PAMPA LTDA
CNPJ: {CNPJ_PRINTED}
"""
    assert extract("comprovante_contribuicao_sindical", text).issued_on == date(2026, 1, 29)


def test_a_bills_addressee_over_the_address_needs_another_document_to_stand() -> None:
    from extractors.fields import SECOND_READING

    text = """COMPANHIA GAÚCHA DE ELETRICIDADE – DISTRIBUIÇÃO
CNPJ 30.686.658/0001-60 · Insc. Est. 096/8991236
Av. Borges de Medeiros, 2642 – Porto Alegre/RS · Atendimento 0800 575 8413
DANF3E – DOCUMENTO AUXILIAR DA NOTA FISCAL DE ENERGIA ELÉTRICA ELETRÔNICA
Nº 659.616.892 · Série 001 · Data de emissão: 08/09/2026
VIAÇÃO VALE DO IBICUÍ LTDA
RODOVIA RSC-287, KM 212, PAVILHÃO B, PAINS
"""
    fields = extract("comprovante_endereco", text)
    assert fields.name == "VIAÇÃO VALE DO IBICUÍ LTDA"
    assert "name" in fields.extra[SECOND_READING]


def test_a_born_digital_crvs_renavam_printed_apart_from_its_caption() -> None:
    from extractors.fields import SECOND_READING

    # The captions come as one run of text, the values as another.
    text = """CERTIFICADO DE REGISTRO DE VEÍCULO
Nº
802572469963
CÓDIGO RENAVAM PLACA UF EXERCÍCIO
CHASSI ANO FAB. / ANO MOD.
MARCA / MODELO
ESPÉCIE / TIPO COR COMBUSTÍVEL
CATEGORIA CARROCERIA CAP/POT/CIL
NOME CPF/CNPJ
ENDEREÇO
OBSERVAÇÕES LOCAL DATA
01767788379 IWN-9115 RS 2020
9BM4GY8WKC2J1ZAE0 2019/2019
"""
    fields = extract("crv", text)
    assert fields.renavam == "01767788379"
    assert "renavam" in fields.extra[SECOND_READING]  # stands only if confirmed
    # Two candidates, or none: nothing is taken.
    assert extract("crv", text + "OBS. 01808357687\n").renavam is None
    # The years too: the page's one slashed pair under its caption elsewhere.
    assert (fields.manufacture_year, fields.extra["model_year"]) == (2019, 2019)
    assert extract("crv", text + "REMARCADO 2021/2022\n").manufacture_year is None
    # Without the caption (OCR lost it), the pair needs another document's confirmation.
    uncaptioned = extract("crv", text.replace("ANO FAB. / ANO MOD.", ""))
    assert uncaptioned.manufacture_year == 2019
    assert "manufacture_year" in uncaptioned.extra[SECOND_READING]
    # A CRLV photo's row of values opening with the two years, the captions elsewhere.
    photo = text.replace(
        "01767788379 IWN-9115 RS 2020\n9BM4GY8WKC2J1ZAE0 2019/2019", "2017 2017 Ed 88"
    )
    assert extract("crlv", photo).manufacture_year == 2017
    assert extract("crlv", photo.replace("2017 2017", "2017 2019")).manufacture_year is None


def test_a_renavams_last_one_read_as_a_bracket() -> None:
    text = "placa IHW3L82, RENAVAM nº 0101376695], chassi nº 9BMTHLZ9RAZWVFAZY"
    assert extract("contrato_compra_venda", text).renavam == "01013766951"


def test_a_bills_addressee_with_the_number_between_or_a_column_beside() -> None:
    # A water bill printed at the door (captions and values as separate runs).
    text = f"""AUTARQUIA DE ÁGUA E ESGOTO DO DESCOBERTO · CNPJ 74.380.524/0001-91
CONTA DE ÁGUA E ESGOTO – LEITURA E IMPRESSÃO SIMULTÂNEA
MATRÍCULA MÊS DE REFERÊNCIA
NOME DO CLIENTE
809957729 JUN/2026
VINÍCIUS GUIMARÃES FAGUNDES
{CPF_PRINTED} RESIDENCIAL / 01
ALAMEDA 26, QD. 79, LT. 16, CASA 2, JARDIM ANA BEATRIZ
"""
    assert extract("comprovante_endereco", text).name == "VINÍCIUS GUIMARÃES FAGUNDES"
    # An energy bill: the issuer's name over its CNPJ and address is passed over,
    # and another column's captions after the holder's name are cut.
    text = f"""COMPANHIA GAÚCHA DE ELETRICIDADE - DISTRIBUIÇÃO
CNPJ {OTHER_CNPJ_PRINTED} - Insc. Est. 096/6442255
Av. Borges de Medeiros, 104 - Porto Alegre/RS * Atendimento 0800 867 8820
FRETAMENTOS BOCA DO MONTE LTDA Nº DO CLIENTE UNIDADE CONSUMIDORA
RODOVIA BR-158, KM 296, SALA 4, DISTRITO INDUSTRIAL 72957901 1193205951
"""
    assert extract("comprovante_endereco", text).name == "FRETAMENTOS BOCA DO MONTE LTDA"


def test_a_born_digital_tables_cells_run_together_are_set_apart_by_their_boxes(tmp_path) -> None:
    # The text layer gives the table's value row as one line with two cells
    # run together ("11.222.333/0001-8124/10/2016"); the words' boxes set
    # each value under its caption, centred over the cell. A value so read
    # needs another document's confirmation to stand.
    from test_scan import CENTRED_TABLE_HTML

    from conftest import html_to_pdf
    from extractors.fields import SECOND_READING
    from extractors.scan import read_scans

    pdf = html_to_pdf(CENTRED_TABLE_HTML, tmp_path / "table.pdf")
    pages, _ = read_scans([(pdf, pdf.name)], workers=1)
    assert "0001-8124/10/2016" in pages[0].text
    fields = extract_fields("certidao_execucoes", pages)
    assert fields.cnpj == CNPJ and "cnpj" in fields.extra[SECOND_READING]
    assert fields.name == "VIAÇÃO SERRA AZUL LTDA" and fields.result == "negativa"
    assert fields.issued_on == date(2026, 10, 24)
    # Without the boxes the CNPJ is not read.
    bare = extract_fields("certidao_execucoes", [dataclasses.replace(pages[0], word_boxes="")])
    assert bare.cnpj is None and bare.name == fields.name


def test_a_forms_captions_under_their_values_name_the_line_above() -> None:
    # The CRF as a form that prints each caption under its value: the name is
    # the line over "razão social", not the address under it.
    text = f"""Certificado de Regularidade do FGTS – CRF
{CNPJ}
inscrição (cnpj)
VIAÇÃO PASSO FUNDO VELHO LTDA
razão social
Rua Pedro Santini, 1911 – Pains – Santa Maria/RS – 97104-466
endereço
A Caixa Econômica Federal certifica que, nesta data, a empresa acima
identificada encontra-se em situação regular perante o FGTS."""
    fields = extract("crf_fgts", text)
    assert fields.name == "VIAÇÃO PASSO FUNDO VELHO LTDA" and fields.cnpj == CNPJ
    # Labels over their values: the number under its caption, the name under "Razão social".
    text = f"""Certificado de Regularidade do FGTS – CRF
Inscrição (CNPJ)
{CNPJ_PRINTED}
Nome fantasia
EXPRESSO SERRA
Razão social
VIAÇÃO PASSO FUNDO VELHO LTDA
Endereço
Rua Pedro Santini, 1911 – Pains – Santa Maria/RS – 97104-466"""
    assert extract("crf_fgts", text).name == "VIAÇÃO PASSO FUNDO VELHO LTDA"


def test_a_tables_caption_run_into_its_value_never_lengthens_a_name() -> None:
    # Read alone, the columns' line "PESQUISADO (NOME / RAZÃO SOCIAL) X LTDA"
    # holds the name with the caption before it: no longer name for it.
    from test_layout import _page

    text, boxes = _page(
        [(200, 500, "PESQUISADO (NOME / RAZÃO SOCIAL)"), (1300, 500, "CNPJ PESQUISADO")],
        [(200, 550, "FRETAMENTOS TRÊS MARIAS LTDA"), (1300, 550, CNPJ)],
        [(200, 650, "Certifica-se que não foi localizado qualquer feito em que figure como parte")],
    )
    page = Page(file="scan.pdf", number=1, text=text, word_boxes=boxes)
    fields = extract_fields("certidao_falencia", [page])
    assert fields.name == "FRETAMENTOS TRÊS MARIAS LTDA" and fields.cnpj == CNPJ


# --- mainframe screens, bills and prose certidões (heldout10) -------------------


SCREEN = f"""TJGO - TRIBUNAL DE JUSTICA DO ESTADO DE GOIAS DATA: 31/05/2026
PROG. SPGC66 TELA CRM0031 PAG. 001/001
================================================================================
NR.CERTIDAO.....: 6888358/2026
NOME REQ........: DÉBORA TEIXEIRA RODRIGUES
CPF.............: {CPF_PRINTED}
NOME MAE........: FERNANDA DORNELLES TEIXEIRA
SITUACAO........: NADA CONSTA
REVISTOS OS REGISTROS, NAO HA ACAO PENAL DISTRIBUIDA CONTRA O REQUERENTE.
DT.EMISSAO......: 31/05/2026 HORA........: 15:57:19"""


@pytest.mark.parametrize(
    ("label", "doc_type"),
    [
        ("NOME REQ........:", "certidao_criminal"),
        ("NOME PESQ.......:", "certidao_execucoes"),
        ("CONTRIB.........:", "certidao_estadual"),
        ("RAZ.SOCIAL......:", "certidao_estadual"),
        ("NOME EMPRES.....:", "cartao_cnpj"),
    ],
)
def test_a_mainframe_screens_abbreviated_labels_dotted_to_their_colon(label, doc_type) -> None:
    # Never the mother's "NOME MAE" under it, nor the prose's "o requerente".
    text = SCREEN.replace("NOME REQ........:", label)
    fields = extract(doc_type, text)
    assert fields.name == "DÉBORA TEIXEIRA RODRIGUES"
    assert fields.issued_on == date(2026, 5, 31)


def test_prose_pointing_at_the_holder_is_no_name() -> None:
    # The screen's labels lost: "em nome do sujeito passivo acima" names nobody.
    text = f"""GOIAS - SECRETARIA DE ESTADO DA ECONOMIA
: {CPF_PRINTED}
SITUACAO........: *** NEGATIVA ***
NAO CONSTAM DEBITOS INSCRITOS EM DIVIDA ATIVA EM NOME DO SUJEITO PASSIVO
ACIMA, RESSALVADO O DIREITO DA FAZENDA PUBLICA ESTADUAL DE COBRAR
DEBITOS QUE VENHAM A SER APURADOS. O CERTIFICADO NAO SERVE DE PROVA CONTRA
COBRANCA DE DEBITOS. NADA CONSTA EM NOME DO PESQUISADO NOS SISTEMAS THEMIS."""
    assert extract("certidao_estadual", text).name is None


def test_a_bills_holder_of_the_consumer_unit_its_subscriber_or_its_payer() -> None:
    head = """DISTRIBUIDORA GAÚCHA DE ENERGIA S.A.
CNPJ 58.142.535/0001-87
NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA
Emissão: 31/03/2026
"""
    for label in ("TITULAR DA UNIDADE CONSUMIDORA", "ASSINANTE"):
        text = head + f"{label}\nPINHAL TURISMO E FRETAMENTO LTDA\nCNPJ\n{CNPJ_PRINTED}\n"
        assert extract("comprovante_endereco", text).name == "PINHAL TURISMO E FRETAMENTO LTDA"
    text = (
        head
        + f"BENEFICIÁRIO\nDISTRIBUIDORA GAÚCHA\nPAGADOR\nPINHAL TURISMO LTDA – CNPJ {CNPJ_PRINTED}"
    )
    assert extract("comprovante_endereco", text).name == "PINHAL TURISMO LTDA"


def test_a_certidao_issued_at_the_request_of_a_company_named_over_two_lines() -> None:
    text = f"""CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
A Superintendência da Receita Municipal, a requerimento de RODOVIÁRIO PASSO FUNDO
VELHO TRANSPORTES LTDA, inscrita no CNPJ sob o nº {CNPJ_PRINTED}, CERTIFICA que não
constam débitos em nome do requerente até a presente data."""
    fields = extract("certidao_municipal", text)
    assert fields.name == "RODOVIÁRIO PASSO FUNDO VELHO TRANSPORTES LTDA"


def test_a_junta_certidao_in_prose_names_the_registered_company() -> None:
    text = f"""JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
CERTIDÃO SIMPLIFICADA
CERTIFICO, atendendo a pedido de parte interessada, que deles consta arquivado sob o
NIRE 43246958809 o registro da empresa RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA,
inscrita no CNPJ sob o nº {CNPJ}, com sede na Rodovia BR-158."""
    fields = extract("registro_junta_comercial", text)
    assert fields.name == "RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA" and fields.cnpj == CNPJ


def test_a_spreadsheets_row_number_before_the_letterhead() -> None:
    text = f"""A B C D E F G H I J
1 RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA
2 CNPJ: {CNPJ_PRINTED} Rodovia BR-158, Km 300, Camobi, Santa Maria/RS
3 RELAÇÃO DOS VEÍCULOS DA FROTA – TRANSPORTE DE PASSAGEIROS
5 ITEM PLACA RENAVAM MARCA/MODELO"""
    assert extract("relacao_veiculos", text).name == "RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA"


def test_a_validity_caption_closing_a_row_does_not_date_the_rows_first_value() -> None:
    # "30/01/2024 a" under "PERÍODO" opens the course's period; the validity is
    # the relative one, counted from the conclusion. Read as the validity,
    # the certificate was expired: a false deficiency.
    text = f"""SEST SENAT
Certificamos que RENATO CARVALHO BARBOSA, inscrito no CPF sob o nº {CPF_PRINTED},
concluiu o Curso Especializado para Condutores de Veículos de Transporte Coletivo.
PERÍODO CARGA HORÁRIA CERTIFICADO Nº VALIDADE
30/01/2024 a 50h 2024/991494 5 (cinco) anos a contar
07/03/2024 da conclusão
Santa Maria, 7 de março de 2024."""
    fields = extract("certificado_curso_transporte", text)
    assert fields.issued_on == date(2024, 3, 7)
    assert fields.valid_until in (None, date(2029, 3, 7))


def test_a_screens_validity_range_and_abbreviated_date_labels() -> None:
    crf = f"""CAIXA ECONOMICA FEDERAL - FGTS
RAZ.SOCIAL......: RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA
NR.INSCR........: {CNPJ}
DT.EMISSAO......: 17/08/2026 HORA........: 10:02:23
VALIDADE DE.....: 17/08/2026 ATE.........: 15/09/2026"""
    fields = extract("crf_fgts", crf)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 17), date(2026, 9, 15))
    # Its "ATE" garbled by OCR: still a range opened by "VALIDADE DE", never a
    # validity ending the day it began (an expired CRF: a false deficiency).
    fields = extract("crf_fgts", crf.replace("ATE.........:", "ALERDREE ="))
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 17), date(2026, 9, 15))
    municipal = f"""PREFEITURA MUNICIPAL DE SANTA MARIA - RS
CONTRIB.........: RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA
CPF/CNPJ........: {CNPJ_PRINTED}
SITUACAO........: NEGATIVA
DT.EMISSAO......: 15/08/2026
DT.VALID........: 13/11/2026 PRAZO.......: 90 DIAS"""
    fields = extract("certidao_municipal", municipal)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 15), date(2026, 11, 13))


def test_the_certifying_sentence_under_an_empty_label_is_no_name() -> None:
    # "PESQUISADO...:" with its value printed lines further down, in a column
    # OCR read after the labels: never "Certifico que".
    text = """CERTIDAO NEGATIVA/POSITIVA DE FALENCIAS,
PESQUISADO...:
PERIODO......:
RESULTADO....:
Certifico que,
PODER JUDICIARIO DO ESTADO DO RIO GRANDE DO SUL
VIAÇÃO PASSO FUNDO VELHO LTDA
NADA CONSTA"""
    assert extract("certidao_falencia", text).name in (None, "VIAÇÃO PASSO FUNDO VELHO LTDA")


# --- heldout12's layouts (session 18) -----------------------------------------


def test_certidao_in_prose_is_about_whom_it_names_not_its_requester() -> None:
    text = f"""PODER JUDICIÁRIO – COMARCA DE SANTA MARIA
CERTIDÃO
CERTIFICO, a pedido verbal de parte interessada, que revendo os livros de registro,
referentes a pedidos de falência, em nome de
TRANSPORTES ALFA LTDA, inscrita no CNPJ sob o nº {CNPJ_PRINTED}, NADA CONSTA.
O referido é verdade e dou fé. Dado e passado nesta cidade de Santa Maria, aos
dez dias do mês de março de 2026.
Certidão expedida às 10:18:29. Pedido nº 056686 · Requerente: Josiane Marchesan (balcão)."""
    fields = extract("certidao_falencia", text)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES ALFA LTDA", CNPJ)
    # Without the prose, the requester's line is all there is: it is read.
    bare = "CERTIDÃO DE FALÊNCIA\nRequerente: JOSIANE MARCHESAN\nNADA CONSTA"
    assert extract("certidao_falencia", bare).name == "JOSIANE MARCHESAN"


def test_quitacao_in_prose_names_the_voter_found() -> None:
    text = """JUSTIÇA ELEITORAL
CERTIDÃO
CERTIFICO, a pedido verbal da parte interessada, que consultando o Cadastro Nacional de Eleitores
verifiquei que ANA MORAES FACCO, filho(a) de JÉSSICA CASSOL MORAES, nascido(a) em 09/07/1996,
está QUITE com a Justiça Eleitoral até a presente data.
Dado e passado nesta cidade, aos vinte e dois dias do mês de julho de 2026 (22/07/2026)."""
    fields = extract("certidao_quitacao_eleitoral", text)
    assert fields.name == "ANA MORAES FACCO"
    assert fields.issued_on == date(2026, 7, 22)


def test_pix_receipt_is_the_payers() -> None:
    text = f"""Comprovante
Pix enviado
R$ 1.000,00
Quarta-feira, 14 de outubro de 2026, às 12:42:51
Destino
Nome
SINDICATO DAS EMPRESAS DE TRANSPORTES
CNPJ
{OTHER_CNPJ_PRINTED}
Instituição
CAIXA ECONOMICA FEDERAL
Origem
Nome
TRANSPORTES ALFA LTDA
CNPJ
{CNPJ_PRINTED}
Descrição
CONTRIB SINDICAL PATRONAL 2026"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES ALFA LTDA", CNPJ)
    assert fields.issued_on == date(2026, 10, 14)


def test_fax_header_is_not_the_documents_date() -> None:
    text = """DE: ESCRIT. CONTABIL PAMPA TEL/FAX 55 9487 7948 30.04.26 17h56 PAG. 02/08
TRANSPORTES ALFA LTDA
Relação dos veículos utilizados no fretamento – atualizada em 07/09/2026
Nº Placa Renavam Ano"""
    assert extract("relacao_veiculos", text).issued_on == date(2026, 9, 7)


def test_online_protocol_receipt_dates_from_its_opening() -> None:
    text = f"""Comprovante de abertura de processo eletrônico
Número do processo SMMU-2026/095510
Aberto em 26/10/2026 às 09:29, via portal (web)
DADOS DO REQUERENTE
Razão social TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED}"""
    assert extract("requerimento", text).issued_on == date(2026, 10, 26)


def test_letter_dated_after_its_reference_and_department() -> None:
    text = """TRANSPORTES ALFA LTDA
Of. nº 33/2026 — GER Santa Maria, 10 de Setembro de 2026.
Ilustríssimo Senhor Secretário"""
    assert extract("requerimento", text).issued_on == date(2026, 9, 10)


def test_listing_abbreviates_the_emission() -> None:
    text = """SECRETARIA DA FAZENDA - RECEITA ESTADUAL EMIS. 25/01/2026
CERTIDAO DE SITUACAO FISCAL - NEGATIVA
CONTRIBUINTE......: TRANSPORTES ALFA LTDA"""
    assert extract("certidao_estadual", text).issued_on == date(2026, 1, 25)


def test_parking_plan_names_its_client_as_aderente() -> None:
    text = f"""GARAGEM CENTRAL LTDA
CNPJ {OTHER_CNPJ_PRINTED}
TERMO DE ADESÃO - PLANO FROTA MENSAL
ADERENTE (RAZÃO SOCIAL) CNPJ
TRANSPORTES ALFA LTDA {CNPJ_PRINTED}"""
    fields = extract("comprovante_estacionamento", text)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES ALFA LTDA", CNPJ)


def test_policy_term_from_24h_to_24h_under_its_numbered_label() -> None:
    text = f"""BILHETE DE SEGURO
Acidentes Pessoais de Passageiros – APP
02 Data de emissão
27.04.2026
04 Estipulante / Segurado
TRANSPORTES ALFA LTDA
05 CNPJ
{CNPJ_PRINTED}
07 Vigência
das 24h de 29.04.2026 às 24h de 29.04.2027
Veículo segurado"""
    fields = extract("apolice_seguro", text)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 4, 27), date(2027, 4, 29))


def test_a_forwarded_mails_dates_are_not_the_certidaos() -> None:
    text = f"""webmail Caixa de entrada › Mensagem
CND Federal - renovada
De Josiane Lima <josiane@contabil.com.br>
Para financeiro@gmail.com
Data 28/10/2025 12:41
---------- Mensagem encaminhada ---------
De: Receita Federal <nao-responda@rfb.gov.br>
Data: 27/10/2025 15:47
Assunto: Emissão de certidão
CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: TRANSPORTES ALFA LTDA
CNPJ: {CNPJ_PRINTED}
Emitida às 11:21:05 do dia 26/10/2025 <hora e data de Brasília>.
Válida até 24/04/2026."""
    fields = extract("certidao_federal", text)
    assert fields.issued_on == date(2025, 10, 26)
    # A memo's own "Data:" (no mail about it) is its date.
    memo = "MEMORANDO Nº 12/2026\nDe: Setor de Cadastro\nPara: Secretário\nData: 03/03/2026"
    assert extract("requerimento", memo).issued_on == date(2026, 3, 3)


def test_notary_prose_with_ocr_run_together_year_and_sa_without_its_last_period() -> None:
    text = f"""TABELIONATO DE PROTESTO DE TÍTULOS
CERTIDÃO
CERTIFICO, a pedido de parte interessada, que revendo os livros de registro de protestos
deste Tabelionato, em nome de VIAÇÃO ALFA S.A, inscrita
no CNPJ sob o nº {CNPJ_PRINTED}, NADA CONSTA.
O referido é verdade e dou fé. Santa Maria, dezenove de outubro de dois mile vinte e
seis."""
    fields = extract("certidao_protestos", text)
    assert fields.name in ("VIAÇÃO ALFA S.A", "VIAÇÃO ALFA S.A.")
    assert fields.issued_on == date(2026, 10, 19)


def test_a_mail_senders_line_is_not_the_certidaos_date_even_without_its_at_sign() -> None:
    text = f"""Certidão falência - foro Santa Maria
Adriana Marchesan <adrianaScontabil.com.br> 31 de agosto de 2026 12:05
Para: financeiro <adm@gmail.com>
CERTIDÃO
CERTIFICO que revendo os livros, referentes a pedidos de falência, em nome de
TRANSPORTES ALFA LTDA, inscrita no CNPJ sob o nº {CNPJ_PRINTED}, NADA CONSTA.
Dado e passado nesta cidade, aos trinta dias do mês de agosto do ano de dois mil e vinte e seis."""
    assert extract("certidao_falencia", text).issued_on == date(2026, 8, 30)


def test_first_person_letter_and_surname_first_register() -> None:
    letter = f"""Ao Senhor Chefe da Divisão de Transportes
Eu, FILIPA LOUREIRO PINTO, portuguesa, inscrita no CPF sob o nº
{CPF_PRINTED}, venho por meio deste requerer sua inscrição como candidata.
Peço deferimento."""
    assert extract("requerimento", letter).name == "FILIPA LOUREIRO PINTO"
    register = f"""COMPROVANTE DE REGISTRO NACIONAL MIGRATÓRIO
Nome LOUREIRO PINTO, FILIPA
CPF {CPF_PRINTED}
Nacionalidade PORTUGUESA"""
    assert extract("identidade_estrangeiro", register).name == "FILIPA LOUREIRO PINTO"


def test_numbered_label_row_with_the_next_fields_number() -> None:
    text = f"""CERTIFICADO DE SEGURO
04 Estipulante / Segurado 05 CNPJ
TRANSPORTES ALFA LTDA {CNPJ_PRINTED}
06 Endereço"""
    fields = extract("apolice_seguro", text)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES ALFA LTDA", CNPJ)


def test_numbered_captions_over_one_value_each() -> None:
    text = f"""CERTIFICADO DE SEGURO
01 Apólice nº 02 Data de emissão 03 Processo SUSEP
41.26.2269363 | 17.08.2025 15414.118206/2018-69
04 Estipulante / Segurado 05 CNPJ
TRANSPORTES ALFA LTDA {CNPJ_PRINTED}"""
    assert extract("apolice_seguro", text).issued_on == date(2025, 8, 17)
    # Another count of values than of captions: which is whose is unsure.
    unsure = text.replace("41.26.2269363 | ", "")
    assert extract("apolice_seguro", unsure).issued_on is None


# --- heldout13's looks ---------------------------------------------------------


def test_a_forms_captions_for_the_parents_are_no_name() -> None:
    # given a typed form whose values OCR read after all its captions
    text = f"""CERTIFICADO DE DISPENSA DE INCORPORAÇÃO
NOME
FILHO DE
E DE
CPF
JOÃO DA SILVA
PEDRO DA SILVA
MARIA DA SILVA
{CPF_PRINTED}"""
    fields = extract("certificado_reservista", text)
    assert fields.name != "E DE"


def test_the_signers_caption_is_not_the_applicants_name() -> None:
    text = f"""REQUERIMENTO DE CADASTRO DE VEÍCULO
EMPRESA REQUERENTE
RAZÃO SOCIAL
T R A N S P O R T E S A L F A L T D A
DECLARAÇÃO E ASSINATURA
A empresa TRANSPORTES ALFA LTDA, inscrita no CNPJ {CNPJ_PRINTED}, por seu representante
legal abaixo assinado, requer o cadastro acima.
NOME LEGÍVEL / DOCUMENTO DE QUEM ASSINA
JOÃO DA SILVA CPF {CPF_PRINTED}"""
    fields = extract("requerimento", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"


def test_a_paid_guia_dates_from_the_cashiers_note_and_its_glossed_label() -> None:
    text = f"""GRCSU – GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL URBANA
Contribuinte (razão social)
TRANSPORTES ALFA LTDA
CNPJ
{CNPJ_PRINTED}
Vencimento
31/01/2026
Recebido no caixa da agência 9152 em 20/01/2026. Guarde este comprovante.
AUT 311501 20JAN26 0410688 CX55 R$******300,00 PAGO"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert (fields.name, fields.issued_on) == ("TRANSPORTES ALFA LTDA", date(2026, 1, 20))


def test_an_identity_cards_dates_on_the_same_day_years_apart() -> None:
    # given a photographed CIN whose date captions OCR garbled
    text = f"""CARTEIRA DE IDENTIDADE NACIONAL
{CPF_PRINTED}
JOÃO DA SILVA
axa De nascuento 05/10/1983
wumaoe 20/10/2036
Dara oe Exstoção 20/10/2026"""
    fields = extract("rg", text)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 10, 20), date(2036, 10, 20))


def test_the_cnis_current_employer_is_the_row_without_an_end_date() -> None:
    text = """EXTRATO PREVIDENCIÁRIO
NIT: 801.77982.84-7 CPF: 529.982.247-25 NOME: JOÃO DA SILVA
Código Emp. Origem do vínculo Tipo filiado Data início Data fim
1 801.77982.84-7 | 93.786.579/7543-07 TRANSPORTADORA | Empregado | 03/02/2015
15/01/2021 | 01/2021 |
2 801.77982.84-7 | 11.222.333/0001-81 TRANSPORTES ALFA LTDA | Empregado | 27/02/2021 | 12/2025"""
    fields = extract("ctps", text)
    assert fields.cnpj == CNPJ


def test_an_employers_declaration_names_the_worker() -> None:
    text = f"""TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED} · Departamento Pessoal
DECLARAÇÃO DE VÍNCULO EMPREGATÍCIO
Declaramos, para fins de cadastro junto ao órgão gestor do transporte, que JOÃO PEDRO
DA SILVA, inscrito(a) no CPF sob o nº {CPF_PRINTED}, é empregado(a) desta empresa.
Consta ainda vínculo anterior com OUTRA LTDA (CNPJ {OTHER_CNPJ_PRINTED}),
de 10/11/2018 a 08/01/2021."""
    fields = extract("ctps", text)
    assert (fields.name, fields.cnpj) == ("JOÃO PEDRO DA SILVA", CNPJ)


def test_a_court_pages_label_column_names_the_company() -> None:
    text = f"""CERTIDÃO DE FALÊNCIAS, CONCORDATAS E RECUPERAÇÕES
NEGATIVA
PESSOA JURÍDICA TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED}
PERÍODO de 04/03/2015 até 03/03/2025
BASE ATUALIZADA EM 02/03/2025
DATA E HORA DE EMISSÃO 4 de março de 2025, às 15h11min"""
    fields = extract("certidao_falencia", text)
    assert (fields.name, fields.issued_on) == ("TRANSPORTES ALFA LTDA", date(2025, 3, 4))


def test_an_aso_names_its_worker() -> None:
    text = f"""ATESTADO DE SAÚDE OCUPACIONAL — ASO
1. Trabalhador(a) JOÃO DA SILVA
2. CPF {CPF_PRINTED} Nascimento 14/09/1973
7. Conclusão
APTO para a função acima."""
    assert extract("atestado_saude", text).name == "JOÃO DA SILVA"


def test_the_2022_cards_numbered_category_field_and_its_table_heading() -> None:
    card = f"""CARTEIRA NACIONAL DE HABILITAÇÃO
4d CPF 5 Nº REGISTRO 9 Car
{CPF_PRINTED} 09723512211 E
12 OBSERVAÇÕES EAR"""
    heading = """CARTEIRA NACIONAL DE HABILITAÇÃO
Driver License - Permiso de Conducción [ 9Cat | Acc | A B c | D E"""
    assert extract("cnh", card).cnh_category == "E"
    assert extract("cnh", heading).cnh_category is None


def test_a_renewal_offers_previous_term_and_its_new_term_in_cells() -> None:
    text = f"""PAMPA SEGUROS S.A.
Data de emissão 11/08/2026 Processo SUSEP 15414.434831/2018-50
ESTIPULANTE / SEGURADO
ão social TRANSPORTES ALFA LTDA
CNPJ {CNPJ_PRINTED}
PERÍODOS
| Vigência anterior 12/08/2025 12/08/2026 |
| 12/08/2026 às 24h 12/08/2027 às 24h |
| Nova vigência"""
    fields = extract("apolice_seguro", text)
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 11), date(2027, 8, 12))


def test_a_bank_statement_paying_the_union_names_its_account_holder() -> None:
    text = f"""Extrato de conta corrente – pessoa jurídica
Cliente: TRANSPORTES ALFA LTDA · CNPJ {CNPJ_PRINTED}
Data Histórico Documento Valor (R$)
25/01/2026 PAGTO GRCSU CONTRIB SINDICAL 2026 408867 -1.000,00"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES ALFA LTDA", CNPJ)


def test_a_photo_labs_envelope_is_no_caption() -> None:
    text = """Anexo: 02 (duas) fotografias 3x4 recentes
FOTO ARTE DESCOBERTO
Fotos 3x4 em 5 minutos - Revelação - Documentos
Pedido nº 86697 Qtd.: 2 Tipo: 3x4 colorida"""
    assert extract("foto_3x4", text).name is None
    assert extract("foto_3x4", "JOÃO DA SILVA").name == "JOÃO DA SILVA"


def test_a_persons_name_on_the_line_of_its_cpf_without_captions() -> None:
    # given a CTPS extract whose caption row OCR garbled: the name on the CPF's line
    text = f"""Carteira de Trabalho e Previdência Social Extrato de contratos de trabalho
ADOS PESSOAIS DO:TRABALHAD)
ti o úsaCSS
JOÃO PEDRO DA SILVA {CPF_PRINTED}
DATA DE NASCIMENTO SEXO NACIONALIDADE
TRANSPORTES ALFA LTDA {CNPJ_PRINTED}"""
    fields = extract("ctps", text)
    assert fields.name == "JOÃO PEDRO DA SILVA"
    # (a reading no other document confirms, as a name the captions do not give)
    assert "name" in fields.extra.get("second_reading", ())
    # The employer's name on its CNPJ's line is no person's.
    alone = extract("ctps", f"EXTRATO\nTRANSPORTES ALFA LTDA {CNPJ_PRINTED}\nAdmissão 01/02/2020")
    assert alone.name is None


def test_an_apolice_row_whose_captions_ocr_lost() -> None:
    from extractors.fields import SECOND_READING

    # The table's captions were lost; the plate came with a letter twice
    # ("Ww") and the RENAVAM stands alone.
    text = """APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP
Apólice nº: 38.81.4684347 Endosso: (0)
Veículo segurado
IKWw8Q02 | 01960511820 | 9328VYC5MYG8GAWPD IVECO/CITYCLASS 70C17 2016/2016 | 24 passageiros
"""
    fields = extract("apolice_seguro", text)
    assert fields.plate == "IKW8Q02"
    assert fields.renavam == "01960511820"
    assert "renavam" in fields.extra[SECOND_READING]  # stands only if confirmed
    # A doubled letter before an ambiguous fifth digit gives no plate.
    assert extract("apolice_seguro", text.replace("IKWw8Q02", "IKWw8002")).plate is None


def test_a_counter_service_record_is_dated_by_its_service() -> None:
    text = f"""MINISTÉRIO DA FAZENDA
EXTRATO DE ATENDIMENTO
Atendimento nº 2026.701568 · 05/10/2026, 12:32:31
Número de inscrição no CPF {CPF_PRINTED}
Nome CÉSAR SOARES SILVA
Data de nascimento 21/03/1992
Data de inscrição 19/08/2005
"""
    fields = extract("cpf", text)
    assert fields.issued_on == date(2026, 10, 5)
    assert fields.name == "CÉSAR SOARES SILVA"
    # Written with the month's abbreviation too.
    abbreviated = text.replace("05/10/2026", "24 de jul. de 2026")
    assert extract("cpf", abbreviated).issued_on == date(2026, 7, 24)


def test_a_pix_receipt_with_the_payer_first_is_the_payers() -> None:
    text = f"""Comprovante de transferência
Pix · transferência realizada com sucesso
Data e hora da transação 27 de jul. de 2026 às 12:00:13
Quem pagou
Nome / razão social RODOVIÁRIO COXILHA TRANSPORTES LTDA
CNPJ {CNPJ_PRINTED}
Quem recebeu
Nome SINDICATO DAS EMPRESAS DE TRANSPORTE DE PASSAGEIROS
CNPJ {OTHER_CNPJ_PRINTED}
Chave Pix {OTHER_CNPJ_PRINTED}
Mensagem ao recebedor
Contribuição sindical patronal – exercício 2026
"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 7, 27)


def test_a_portal_header_with_the_name_before_its_cpf() -> None:
    from extractors.fields import SECOND_READING

    text = f"""Carteira de Trabalho Digital
VINÍCIUS LIMA BRONDANI \u00a0·\u00a0 CPF {CPF_PRINTED} \u00a0·\u00a0 Nascimento 06/08/1991
Contratos de trabalho
Empregador
RODOVIÁRIO COXILHA TRANSPORTES LTDA
CNPJ {CNPJ_PRINTED}
Data de admissão
05/08/2026
"""
    fields = extract("ctps", text)
    assert fields.name == "VINÍCIUS LIMA BRONDANI"
    # The CPF's caption between them makes it that CPF's holder: no confirmation needed.
    assert "name" not in fields.extra.get(SECOND_READING, ())
    bare = extract("ctps", text.replace(" \u00a0·\u00a0 CPF ", " "))
    assert bare.name == "VINÍCIUS LIMA BRONDANI"
    assert "name" in bare.extra[SECOND_READING]  # stands only if confirmed


def test_numbered_values_take_their_captions_from_the_legend() -> None:
    from extractors.fields import legend_text

    text = f"""CARTEIRA DE IDENTIDADE NACIONAL · RIO GRANDE DO SUL
07 FABIANO OLIVEIRA SILVA
MÔNICA CASSOL SOARES
10 SANTA MARIA/RS 11 25/08/2025
07 Filiação · 08 Naturalidade · 09 Órgão expedidor · 10 Local de emissão · 11 Data de emissão
01 CÉSAR SOARES SILVA
04 21/03/1992 05 25/08/2035
06 {CPF_PRINTED}
01 Nome · 02 Sexo · 03 Nacionalidade · 04 Data de nascimento · 05 Validade · 06 CPF
"""
    assert "Nome: CÉSAR SOARES SILVA" in legend_text(text)
    assert "Data de emissão: 25/08/2025" in legend_text(text)
    fields = extract("rg", text)
    assert fields.name == "CÉSAR SOARES SILVA"
    assert (fields.issued_on, fields.valid_until) == (date(2025, 8, 25), date(2035, 8, 25))
    assert fields.cpf == CPF
    # Numbers without a legend of captions are left alone.
    assert legend_text("01 CÉSAR SOARES SILVA\n02 M 03 BRA\n") == ""


def test_a_strips_values_and_its_dotted_captions_printed_apart() -> None:
    from extractors.fields import leader_text

    text = f"""PODER JUDICIÁRIO DO ESTADO DO RIO GRANDE DO SUL
AUTOATENDIMENTO FORO SANTA MARIA - TERMINAL 2
DATA/HORA: 21/09/2026 20:21:40
ALVARÁ DE FOLHA CORRIDA
: CÉSAR SOARES SILVA
: {CPF_PRINTED}
: MÔNICA CASSOL SOARES
: 21/03/1992
(X) SEM ANOTAÇÕES
*** FIM DO DOCUMENTO ***
NOME.......................................
CPF........................................
MÃE........................................
NASCIMENTO.................................
"""
    assert "NOME: CÉSAR SOARES SILVA" in leader_text(text)
    fields = extract("folha_corrida", text)
    assert fields.name == "CÉSAR SOARES SILVA"  # not the title
    assert fields.cpf == CPF
    # Runs of unequal length are not paired.
    assert leader_text(text.replace("NASCIMENTO.................................\n", "")) == ""
    # A name wrapped onto the next line, the captions joined on one line.
    wrapped = text.replace(": CÉSAR SOARES SILVA", ": CÉSAR SOARES\nSILVA").replace(
        "NOME.......................................\nCPF",
        "NOME....................... CPF",
    )
    assert "NOME: CÉSAR SOARES SILVA" in leader_text(wrapped)
    assert extract("folha_corrida", wrapped).name == "CÉSAR SOARES SILVA"


def test_a_union_receipt_never_gives_the_unions_cnpj_or_name_as_the_holders() -> None:
    # The payer's CNPJ misread (its check digits fail): only the union's is left.
    text = f"""Comprovante de transferência
Quem pagou
Nome / razão social RODOVIÁRIO PINHAL TRANSPORTES LTDA
CNPJ 11.222.333/0001-08
Quem recebeu
Nome SINDICATO DAS EMPRESAS DE FRETAMENTO E TURISMO DO RS
CNPJ {OTHER_CNPJ_PRINTED}
Chave Pix {OTHER_CNPJ_PRINTED}
"""
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.cnpj is None
    assert fields.name != "SINDICATO DAS EMPRESAS DE FRETAMENTO E TURISMO DO RS"
    # Read right, the payer's number is the holder's.
    fixed = extract("comprovante_contribuicao_sindical", text.replace("0001-08", "0001-81"))
    assert fixed.cnpj == CNPJ


def test_a_lease_of_the_premises_proves_the_tenants_address() -> None:
    from extractors.classify import classify_page

    text = f"""Imobiliária Medianeira
CONTRATO DE LOCAÇÃO DE IMÓVEL NÃO RESIDENCIAL
Lei nº 8.245/1991 · QUADRO-RESUMO
A) LOCADOR(A) SANDRO ZANINI · CPF {CPF_PRINTED}
B) LOCATÁRIA RODOVIÁRIO COXILHA TRANSPORTES LTDA · CNPJ {CNPJ_PRINTED}
C) IMÓVEL Pavilhão e pátio na Rodovia RSC-287, Km 248, Santa Maria/RS
D) FINALIDADE Não residencial – sede administrativa, garagem e manutenção de ônibus
E) PRAZO / INÍCIO 36 (trinta e seis) meses, a partir de 29/09/2026
H) DATA DA ASSINATURA 20/09/2026
CLÁUSULA 1ª – DO OBJETO. O(A) LOCADOR(A) dá em locação ao(à) locatária o imóvel descrito.
"""
    assert classify_page(Page("f.pdf", 1, text)).type == "comprovante_endereco"
    fields = extract("comprovante_endereco", text)
    assert fields.name == "RODOVIÁRIO COXILHA TRANSPORTES LTDA"
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 9, 20)
