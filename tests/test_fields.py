"""extract_fields on realistic page texts, clean and OCR-damaged.

The texts follow the real wordings of documents.md (synthetic names and
numbers with valid check digits). Each document is read twice where it
matters: as printed, and as OCR gives it back (accents dropped, O for 0,
spaces inside numbers, labels split).
"""

from __future__ import annotations

import unicodedata
from datetime import date

import pytest

from extractors.fields import extract_fields
from triagem.models import SCHEMA_FIELDS, Fields, Page

COMPANY = "VIACAO SANTA MARIA TRANSPORTES LTDA"
CNPJ = "93786579754307"
CNPJ_PRINTED = "93.786.579/7543-07"
CPF = "52601815906"
CPF_PRINTED = "526.018.159-06"


def pages(*texts: str) -> list[Page]:
    return [Page(file="scan.pdf", number=n, text=t) for n, t in enumerate(texts, start=1)]


def extract(doc_type: str, *texts: str) -> Fields:
    fields = extract_fields(doc_type, pages(*texts))
    assert_evidence(fields)
    return fields


def assert_evidence(fields: Fields) -> None:
    """Every filled field has evidence: a page and at most 120 characters of text."""
    for name in SCHEMA_FIELDS:
        if getattr(fields, name) is not None:
            evidence = fields.evidence[name]
            assert evidence.page >= 1
            assert 0 < len(evidence.snippet) <= 120


def stripped(text: str) -> str:
    """What OCR often gives back: the same text without accents."""
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )


def damaged(text: str, *swaps: tuple[str, str]) -> str:
    out = stripped(text)
    for old, new in swaps:
        assert old in out, old
        out = out.replace(old, new)
    return out


# --- certidão federal --------------------------------------------------------

FEDERAL_NEGATIVA = f"""MINISTÉRIO DA FAZENDA
Secretaria da Receita Federal do Brasil
Procuradoria-Geral da Fazenda Nacional
CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: {COMPANY}
CNPJ: {CNPJ_PRINTED}
Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de
responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas, é certificado
que não constam pendências em seu nome, relativas a créditos tributários administrados pela
Secretaria da Receita Federal do Brasil (RFB) e a inscrições em Dívida Ativa da União (DAU)
junto à Procuradoria-Geral da Fazenda Nacional (PGFN).
Esta certidão refere-se à situação do sujeito passivo no âmbito da RFB e da PGFN e abrange
inclusive as contribuições sociais previstas nas alíneas 'a' a 'd' do parágrafo único do
art. 11 da Lei nº 8.212, de 24 de julho de 1991.
A aceitação desta certidão está condicionada à verificação de sua autenticidade na Internet,
nos endereços <http://rfb.gov.br> ou <http://www.pgfn.gov.br>.
Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, de 2/10/2014.
Emitida às 15:11:44 do dia 01/12/2025 <hora e data de Brasília>.
Válida até 30/05/2026.
Código de controle da certidão: A1B2.C3D4.E5F6.0718
Qualquer rasura ou emenda invalidará este documento."""


def check_federal_negativa(fields: Fields) -> None:
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.cpf is None
    assert fields.issued_on == date(2025, 12, 1)
    assert fields.valid_until == date(2026, 5, 30)
    assert fields.result == "negativa"
    assert fields.extra["control_code"] == "A1B2.C3D4.E5F6.0718"
    assert "30/05/2026" in fields.evidence["valid_until"].snippet


def test_certidao_federal_negativa() -> None:
    fields = extract("certidao_federal", FEDERAL_NEGATIVA)
    check_federal_negativa(fields)
    assert "CERTIDÃO NEGATIVA" in fields.evidence["result"].snippet
    assert CNPJ_PRINTED in fields.evidence["cnpj"].snippet
    # Fields of other document types stay empty.
    assert fields.cnh_category is None and fields.plate is None and fields.jurisdiction is None


def test_certidao_federal_negativa_ocr() -> None:
    text = damaged(
        FEDERAL_NEGATIVA,
        ("CNPJ: 93.786.579/7543-07", "CNP J: 93.786. 579/7543-O7"),
        ("01/12/2025", "O1/12/2O25"),
    )
    check_federal_negativa(extract("certidao_federal", text))


FEDERAL_CPEN = f"""MINISTÉRIO DA FAZENDA
Secretaria da Receita Federal do Brasil
Procuradoria-Geral da Fazenda Nacional
CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS
FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: JOÃO CARLOS DA SILVA
CPF: {CPF_PRINTED}
Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de
responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas, é certificado que:
1. constam débitos administrados pela Secretaria da Receita Federal do Brasil (RFB) com
exigibilidade suspensa nos termos do art. 151 da Lei nº 5.172, de 25 de outubro de 1966;
2. não constam inscrições em Dívida Ativa da União (DAU) na Procuradoria-Geral da Fazenda
Nacional (PGFN).
Emitida às 09:02:11 do dia 10/03/2026 <hora e data de Brasília>.
Válida até 06/09/2026.
Código de controle da certidão: 9F3A.77B2.C001.DE45"""


@pytest.mark.parametrize("ocr", [False, True])
def test_certidao_federal_cpen(ocr: bool) -> None:
    text = damaged(FEDERAL_CPEN, ("526.018.159-06", "526.O18.I59-O6")) if ocr else FEDERAL_CPEN
    fields = extract("certidao_federal", text)
    assert fields.result == "positiva_com_efeitos_de_negativa"
    assert fields.name in ("JOÃO CARLOS DA SILVA", "JOAO CARLOS DA SILVA")
    assert fields.cpf == CPF
    assert fields.cnpj is None
    assert fields.issued_on == date(2026, 3, 10)
    assert fields.valid_until == date(2026, 9, 6)


# --- CRF ---------------------------------------------------------------------

CRF = f"""Certificado de Regularidade do FGTS - CRF
Inscrição: {CNPJ_PRINTED}
Razão Social: {COMPANY}
Endereço: RUA DOS ANDRADAS 1000 / CENTRO / SANTA MARIA / RS / 97010-000
A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de 11
de maio de 1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação
regular perante o Fundo de Garantia do Tempo de Servico - FGTS.
O presente Certificado não servirá de prova contra cobrança de quaisquer débitos referentes a
contribuições e/ou encargos devidos, decorrentes das obrigações com o FGTS.
Validade:02/03/2026 a 31/03/2026
Certificação Número: 2026030205156413642881
Informação obtida em 02/03/2026 10:15:22
A utilização deste Certificado para os fins previstos em Lei esta condicionada a verificação de
autenticidade no site da Caixa: www.caixa.gov.br"""


@pytest.mark.parametrize("ocr", [False, True])
def test_crf_fgts(ocr: bool) -> None:
    text = damaged(CRF, ("02/03/2026 a", "O2/03/2026 a")) if ocr else CRF
    fields = extract("crf_fgts", text)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    # "Validade: D a D2" -> D2; the CRF prints no issue date: the range starts on it.
    assert fields.valid_until == date(2026, 3, 31)
    assert fields.issued_on == date(2026, 3, 2)
    assert fields.extra["valid_from"] == "2026-03-02"
    # A certificate of regularity, not a certidão negativa.
    assert fields.result is None
    assert fields.extra["control_code"] == "2026030205156413642881"


def test_crf_refused_by_the_portal_is_positiva() -> None:
    text = CRF.replace(
        "certifica que, nesta data, a empresa acima identificada encontra-se em situação\nregular",
        "informa que as informações disponíveis não são suficientes para a comprovação automática\n"
        "da regularidade",
    )
    assert extract("crf_fgts", text).result == "positiva"


# --- CNDT (Justiça do Trabalho) ----------------------------------------------

CNDT = f"""PODER JUDICIÁRIO
JUSTIÇA DO TRABALHO
CERTIDÃO NEGATIVA DE DÉBITOS TRABALHISTAS
Nome: {COMPANY} (MATRIZ E FILIAIS)
CNPJ: {CNPJ_PRINTED}
Certidão nº: 54872103/2026
Expedição: 23/04/2026, às 10:21:33
Validade: 20/10/2026 - 180 (cento e oitenta) dias, contados da data de sua expedição.
Certifica-se que {COMPANY} (MATRIZ E FILIAIS), inscrito(a) no CNPJ sob o nº {CNPJ_PRINTED},
NÃO CONSTA como inadimplente no Banco Nacional de Devedores Trabalhistas.
Certidão emitida com base no art. 642-A da Consolidação das Leis do Trabalho, acrescentado pela
Lei nº 12.440, de 7 de julho de 2011.
Os dados constantes desta Certidão são de responsabilidade dos Tribunais do Trabalho e estão
atualizados até 2 (dois) dias anteriores à data da sua expedição."""


def test_cndt_negativa() -> None:
    fields = extract("outro", CNDT)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 4, 23)
    assert fields.valid_until == date(2026, 10, 20)
    assert fields.result == "negativa"
    assert fields.extra["control_code"] == "54872103/2026"
    # The printed date and the 180-day count agree: no mismatch noted.
    assert "computed_valid_until" not in fields.extra


def test_cndt_positiva_com_efeito_de_negativa_ocr() -> None:
    text = damaged(
        CNDT,
        (
            "CERTIDAO NEGATIVA DE DEBITOS TRABALHISTAS",
            "CERTIDAO POSITIVA DE DEBITOS TRABALHISTAS\nCOM EFEITO DE NEGATIVA",
        ),
        (
            "NAO CONSTA como inadimplente",
            "CONSTA como inadimplente, com debitos garantidos por penhora suficiente",
        ),
    )
    fields = extract("certidao_trabalhista", text)
    assert fields.result == "positiva_com_efeitos_de_negativa"
    assert fields.name == COMPANY


def test_cndt_positiva() -> None:
    text = CNDT.replace("CERTIDÃO NEGATIVA", "CERTIDÃO POSITIVA").replace(
        "NÃO CONSTA como inadimplente", "CONSTA como inadimplente"
    )
    assert extract("outro", text).result == "positiva"


# --- certidão estadual positiva ----------------------------------------------

ESTADUAL_POSITIVA = f"""ESTADO DO RIO GRANDE DO SUL
SECRETARIA DA FAZENDA
RECEITA ESTADUAL
CERTIDÃO DE SITUAÇÃO FISCAL
Certidão nº 0012345/2026
Nome/Razão Social: {COMPANY}
CNPJ: {CNPJ_PRINTED}   CGC/TE: 123/4567890
Certificamos que, até a presente data, CONSTAM em nome do contribuinte acima identificado os
seguintes débitos inscritos em Dívida Ativa:
CDA 2024/000123   ICMS   R$ 12.345,67
Emitida em 05/03/2026 às 14:02. Válida até 04/04/2026."""


@pytest.mark.parametrize("ocr", [False, True])
def test_certidao_estadual_positiva(ocr: bool) -> None:
    text = stripped(ESTADUAL_POSITIVA).upper() if ocr else ESTADUAL_POSITIVA
    fields = extract("certidao_estadual", text)
    assert fields.result == "positiva"
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 3, 5)
    assert fields.valid_until == date(2026, 4, 4)
    assert "CONSTAM" in fields.evidence["result"].snippet


def test_certidao_estadual_negativa_by_body() -> None:
    text = ESTADUAL_POSITIVA.replace(
        "CONSTAM em nome do contribuinte acima identificado os\n"
        "seguintes débitos inscritos em Dívida Ativa:\n"
        "CDA 2024/000123   ICMS   R$ 12.345,67",
        "NÃO CONSTAM débitos em nome do contribuinte acima identificado.",
    )
    assert extract("certidao_estadual", text).result == "negativa"


# --- certidão municipal with relative validity -------------------------------

MUNICIPAL = f"""PREFEITURA MUNICIPAL DE SANTA MARIA
SECRETARIA DE MUNICÍPIO DE FINANÇAS
CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
Contribuinte: {COMPANY}
CNPJ: {CNPJ_PRINTED}
Inscrição Municipal: 45678
Certificamos, para os devidos fins, que não existem débitos tributários vencidos em nome do
contribuinte acima identificado.
Esta certidão é válida por 90 (noventa) dias a contar da data de sua emissão.
Santa Maria, 12 de março de 2026.
Código de autenticidade: 7AB3-99XZ-K1"""


@pytest.mark.parametrize("ocr", [False, True])
def test_certidao_municipal_relative_validity(ocr: bool) -> None:
    text = stripped(MUNICIPAL).upper() if ocr else MUNICIPAL
    fields = extract("certidao_municipal", text)
    assert fields.issued_on == date(2026, 3, 12)
    assert fields.valid_until == date(2026, 6, 10)  # 12/03/2026 + 90 days
    assert "90" in fields.evidence["valid_until"].snippet
    assert fields.result == "negativa"
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ


def test_certidao_municipal_months_from_expedicao() -> None:
    text = MUNICIPAL.replace(
        "Esta certidão é válida por 90 (noventa) dias a contar da data de sua emissão.",
        "Validade: 6 (seis) meses, contados da data de sua expedição.",
    ).replace("12 de março de 2026", "31 de agosto de 2025")
    fields = extract("certidao_municipal", text)
    assert fields.issued_on == date(2025, 8, 31)
    assert fields.valid_until == date(2026, 2, 28)


# --- cartão CNPJ -------------------------------------------------------------

CARTAO_CNPJ = f"""REPÚBLICA FEDERATIVA DO BRASIL
CADASTRO NACIONAL DA PESSOA JURÍDICA
NÚMERO DE INSCRIÇÃO
{CNPJ_PRINTED}
MATRIZ
COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL
DATA DE ABERTURA
14/05/2008
NOME EMPRESARIAL
{COMPANY}
TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)
VIACAO SM
PORTE
ME
CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL
49.29-9-01 - Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal
CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA
206-2 - Sociedade Empresária Limitada
LOGRADOURO NÚMERO COMPLEMENTO
R DOS ANDRADAS 1000
SITUAÇÃO CADASTRAL DATA DA SITUAÇÃO CADASTRAL
ATIVA 14/05/2008
MOTIVO DE SITUAÇÃO CADASTRAL
SITUAÇÃO ESPECIAL DATA DA SITUAÇÃO ESPECIAL
******** ********
Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.
Emitido no dia 10/03/2026 às 11:22:33 (data e hora de Brasília). Página: 1/1"""


@pytest.mark.parametrize("ocr", [False, True])
def test_cartao_cnpj(ocr: bool) -> None:
    text = (
        damaged(CARTAO_CNPJ, ("93.786.579/7543-07", "93.786.S79/7543-O7")) if ocr else CARTAO_CNPJ
    )
    fields = extract("cartao_cnpj", text)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.extra["situacao"] == "ATIVA"
    assert fields.issued_on == date(2026, 3, 10)
    assert fields.valid_until is None
    assert fields.result is None


def test_a_cnpj_screens_one_clocked_date_is_its_issue() -> None:
    # heldout14: a town hall's tax system shows the Receita's data "received
    # ... em 02/02/2026 às 07:34:44", the only date with its time.
    screen = (
        "Integração REDESIM - consulta à base CNPJ\nCNPJ\n93.786.579/7543-07\n"
        f"Razão social (nome empresarial)\n{COMPANY}\nData de abertura\n26/09/2022\n"
        "Situação cadastral\nATIVA\nData da situação\n26/09/2022\n"
        "Dados recebidos da RFB via REDESIM em 02/02/2026 às 07:34:44 | Servidor: gt-web-1"
    )
    assert extract("cartao_cnpj", screen).issued_on == date(2026, 2, 2)
    # Two clocked dates: which one dates the screen is not told.
    two = screen.replace("Data de abertura\n26/09/2022", "Alterado em 03/01/2026 10:11")
    assert extract("cartao_cnpj", two).issued_on is None


def test_cartao_cnpj_baixada() -> None:
    text = CARTAO_CNPJ.replace("ATIVA 14/05/2008", "BAIXADA 02/01/2026")
    assert extract("cartao_cnpj", text).extra["situacao"] == "BAIXADA"


# --- contrato social ---------------------------------------------------------

SOCIO_1 = "JOÃO CARLOS DA SILVA"
SOCIO_2 = "MARIA APARECIDA SOUZA"
CPF_2 = "08301661305"

CONTRATO_PAGE_1 = f"""CONTRATO SOCIAL DA {COMPANY}
Pelo presente instrumento particular de contrato social:
{SOCIO_1}, brasileiro, casado sob o regime de comunhão parcial de bens, empresário, nascido
em 10/05/1975, portador da Carteira de Identidade nº 1234567890 SSP/RS, expedida em
12/01/1995, inscrito no CPF sob o nº {CPF_PRINTED}, residente e domiciliado na Rua A, 100,
Santa Maria/RS; e
{SOCIO_2}, brasileira, solteira, empresária, nascida em 03/02/1980, portadora da Carteira de
Identidade nº 9876543210 SSP/RS, inscrita no CPF sob o nº 083.016.613-05, residente e
domiciliada na Rua B, 200, Santa Maria/RS;
resolvem constituir uma sociedade empresária limitada, mediante as condições e cláusulas
seguintes:
CLÁUSULA PRIMEIRA - DO NOME EMPRESARIAL
A sociedade girará sob o nome empresarial {COMPANY}, e terá sede na Rua dos Andradas, 1000,
Santa Maria/RS."""
CONTRATO_PAGE_2 = f"""CLÁUSULA SEGUNDA - DO OBJETO SOCIAL
Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal.
CLÁUSULA TERCEIRA - DO CAPITAL SOCIAL
O capital social é de R$ 100.000,00 (cem mil reais), dividido em 100.000 (cem mil) quotas.
CLÁUSULA QUARTA - DA ADMINISTRAÇÃO
A administração da sociedade caberá ao sócio {SOCIO_1}, com os poderes e atribuições de
administrador, isoladamente.
Santa Maria, 10 de janeiro de 2020.
{SOCIO_1}                    {SOCIO_2}
Testemunhas: PEDRO ALVES, CPF 186.091.390-34
JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
Certifico registro sob o nº 1234567 em 15/01/2020. NIRE 43201234567"""


@pytest.mark.parametrize("ocr", [False, True])
def test_contrato_social_two_socios(ocr: bool) -> None:
    texts = (CONTRATO_PAGE_1, CONTRATO_PAGE_2)
    if ocr:
        texts = (
            damaged(CONTRATO_PAGE_1, ("083.016.613-05", "O83.016.6I3-05")),
            stripped(CONTRATO_PAGE_2),
        )
    fields = extract("contrato_social", *texts)
    assert fields.name == COMPANY
    assert fields.issued_on == date(2020, 1, 10)
    assert fields.evidence["issued_on"].page == 2
    assert fields.extra["registered_on"] == "2020-01-15"
    # The partners' CPFs are theirs, not the document's holder's.
    assert fields.cpf is None
    by_cpf = {p.cpf: p for p in fields.people}
    assert set(by_cpf) == {CPF, CPF_2}
    first, second = by_cpf[CPF], by_cpf[CPF_2]
    assert stripped(first.name) == stripped(SOCIO_1)
    assert (first.sex, first.role) == ("M", "sócio-administrador")
    assert second.name == SOCIO_2
    assert (second.sex, second.role) == ("F", "sócio")
    assert all(p.inferred for p in fields.people)
    # The witness is not a partner.
    assert "18609139034" not in by_cpf


def test_contrato_social_both_administer() -> None:
    page_2 = CONTRATO_PAGE_2.replace(
        f"caberá ao sócio {SOCIO_1}, com",
        "caberá a ambos os sócios, em conjunto ou isoladamente, com",
    )
    fields = extract("contrato_social", CONTRATO_PAGE_1, page_2)
    assert {p.role for p in fields.people} == {"sócio-administrador"}


def test_contrato_social_unknown_sex_when_not_stated() -> None:
    page_1 = CONTRATO_PAGE_1.replace(
        "brasileira, solteira, empresária, nascida", "brasileiro(a), nascido(a)"
    )
    page_1 = page_1.replace("portadora", "portador(a)").replace(
        "inscrita no CPF", "inscrito(a) no CPF"
    )
    people = {p.cpf: p for p in extract("contrato_social", page_1, CONTRATO_PAGE_2).people}
    assert people[CPF_2].sex is None


# --- CNH ---------------------------------------------------------------------

CNH = f"""REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DOS TRANSPORTES
SECRETARIA NACIONAL DE TRÂNSITO
CARTEIRA NACIONAL DE HABILITAÇÃO
2 e 1 NOME E SOBRENOME
{SOCIO_1}
1ª HABILITAÇÃO
15/03/1998
3 DATA, LOCAL E UF DE NASCIMENTO
10/05/1975, SANTA MARIA, RS
4a DATA EMISSÃO 4b VALIDADE
02/08/2023 30/04/2031
4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF
1234567890 SSP RS
4d CPF 5 Nº REGISTRO
{CPF_PRINTED} 65821310502
9 CAT. HAB.
D
FILIAÇÃO
JOSÉ DA SILVA
ANA DA SILVA
12 OBSERVAÇÕES
EAR"""


def test_cnh() -> None:
    fields = extract("cnh", CNH)
    assert fields.name == SOCIO_1
    assert fields.cpf == CPF
    assert fields.issued_on == date(2023, 8, 2)
    assert fields.valid_until == date(2031, 4, 30)
    assert fields.cnh_category == "D"
    assert fields.paid_activity is True
    assert "EAR" in fields.evidence["paid_activity"].snippet
    assert fields.result is None


@pytest.mark.parametrize(
    "row",
    [
        "02/08/2023 30/0/2031",  # heldout25: the validity's month lost
        "4a DATA EMISSÃO 02/08/2023 4b VALIDADE 3O/Q4/2031",  # merged row, letters for digits
    ],
)
def test_cnh_validity_misread_is_not_replaced_by_the_issue_date(row: str) -> None:
    """heldout25-105-0003: "VALIDADE 25/12/2025 23/0/2028" made the emission date the
    CNH's validity, and a valid licence expired."""
    fields = extract("cnh", CNH.replace("02/08/2023 30/04/2031", row))
    assert fields.valid_until is None
    assert fields.extra["unreadable_validity"] in row
    assert "2031" in fields.extra["unreadable_validity"]
    # A broken date that agrees with the validity read does not unsettle it.
    fields = extract(
        "cnh", CNH.replace("02/08/2023 30/04/2031", "02/08/2023 30/04/2031 3O/O4/2031")
    )
    assert fields.valid_until == date(2031, 4, 30)


@pytest.mark.parametrize(
    ("line", "broken"),
    [
        # heldout25-105-0010: the end of a range, an impossible day.
        ("Validade 01/12/2026 a 39/12/2026", "39/12/2026"),
        # heldout25-105-0010: a certidão's emission and validity under one caption,
        # "válido" and the month misread.
        (
            "EMISSÃO / VALIDADE\nEMITIDA ÀS 15:45 DO DIA 02/11/2026 VÁLISO ATE 01/Q1/2027.",
            "01/Q1/2027",
        ),
    ],
)
def test_certidao_validity_misread_is_left_for_review(line: str, broken: str) -> None:
    text = (
        "CERTIFICADO DE REGULARIDADE DO FGTS - CRF\n"
        f"Inscrição: {CNPJ_PRINTED}\nRazão Social: {COMPANY}\n"
        "A EMPRESA está regular perante o Fundo de Garantia do Tempo de Serviço - FGTS.\n"
        f"{line}\n"
    )
    fields = extract("crf_fgts", text)
    assert fields.valid_until is None
    assert fields.extra["unreadable_validity"] == broken
    # Read whole, the same line gives its end.
    whole = text.replace(broken, broken.replace("39", "31").replace("Q1", "01"))
    assert extract("crf_fgts", whole).valid_until is not None
    assert "unreadable_validity" not in extract("crf_fgts", whole).extra


def test_a_sentence_in_capitals_after_the_contribuinte_is_no_name() -> None:
    """heldout25: the state certidão's wording in capitals, its holder's name lost."""
    text = (
        "ESTADO DO RIO GRANDE DO SUL\nRECEITA ESTADUAL\nCERTIDÃO DE SITUAÇÃO FISCAL NEGATIVA\n"
        "CERTIFICA-SE QUE, EM RELAÇÃO AO CONTRIBUINTE ACIMA IDENTIFICADO, NÃO CONSTAM DÉBITOS\n"
        "LANÇADOS OU INSCRITOS EM DÍVIDA ATIVA; O CONTRIBUINTE NÃO SE ENCONTRA BAIXADO DE\n"
        "OFÍCIO OU COM A INSCRIÇÃO CANCELADA NO CGC/TE.\nEMITIDA ÀS 11:56:55 DO DIA 30/10/2026.\n"
    )
    name = extract("certidao_estadual", text).name
    assert name is None or "NÃO" not in name


def test_a_broken_licence_validity_on_a_points_certidao_is_not_its_own() -> None:
    """ "Validade da CNH" on a points certidão is the licence's end (``_LICENCE_VALIDITY``):
    broken, it leaves the certidão's own validity as read."""
    text = (
        f"CERTIDÃO DE PONTUAÇÃO DA CNH\nNome: {SOCIO_1}\nCPF: {CPF_PRINTED}\n"
        "Registro nº 03152369102 Categoria D Validade da CNH: 23/0/2028\n"
        "Pontuação no período: 0 pontos\nEmitida em 02/01/2026. Válida até 01/02/2026.\n"
    )
    fields = extract("certidao_pontuacao_cnh", text)
    assert fields.valid_until == date(2026, 2, 1)
    assert "unreadable_validity" not in fields.extra
    # On the CNH itself that caption is its own validity.
    fields = extract(
        "cnh", CNH.replace("4b VALIDADE\n02/08/2023 30/04/2031", "4b VALIDADE DA CNH 30/0/2031")
    )
    assert fields.valid_until is None


def test_a_broken_birth_date_under_the_validity_does_not_unsettle_it() -> None:
    text = (
        f"CERTIDÃO NEGATIVA DE DÉBITOS\nNome: {SOCIO_1}\nCPF: {CPF_PRINTED}\n"
        "Emitida em 02/01/2026. Validade: 30/06/2026\nData de nascimento: 1/0/1980\n"
    )
    fields = extract("certidao_estadual", text)
    assert fields.valid_until == date(2026, 6, 30)
    assert "unreadable_validity" not in fields.extra


@pytest.mark.parametrize(
    ("label", "value"),
    [
        # The paper CNH's "CAT. HAB. Nº REGISTRO" over "E 03152369102", periods read as commas.
        ("CAT, HAB, Nº REGISTRO", "E 03152369102"),
        ("PERMISSÃO Acc car. Has. D", ""),  # a photo's "cat. HAB." misread
        ("PERMISSÃO ACC CAT;HAB", "D"),  # heldout18: its period read as a semicolon
    ],
)
def test_cnh_category_label_misread(label: str, value: str) -> None:
    text = CNH.replace("9 CAT. HAB.\nD", f"{label}\n{value}")
    assert extract("cnh", text).cnh_category == (value[:1] or "D")


@pytest.mark.parametrize(
    ("observations", "paid"),
    [
        ("AEAR", True),
        ("A EAR", True),
        ("E4R", None),
        ("A FAR", None),
        ("ENA", None),  # heldout25: a letter lost and one misread
        ("EA", None),
        ("A", False),
        ("*", False),
        ("F", False),
    ],
)
def test_cnh_ear_glued_or_misread(observations: str, paid: bool | None) -> None:
    # A misreading of "EAR" is no proof of its absence: unsure, for a person to see.
    fields = extract("cnh", CNH.replace("12 OBSERVAÇÕES\nEAR", f"12 OBSERVAÇÕES\n{observations}"))
    assert fields.paid_activity is paid


@pytest.mark.parametrize(
    "after",
    [
        "LOCAL\nSANTA MARIA, RS",  # the next box's caption: the observations read empty
        "4 DOC. IDENTIDADE/ÓRG. EMISSOR UF\n5694919841 SSP RS",  # a sparse reading's order
        "LOCAL RENACH\nSANTO ANTONIO DO DESCOBERTO, GO GO281082884",
        "",
    ],
)
def test_cnh_observations_read_empty_are_unsure_not_without_ear(after: str) -> None:
    # A photo's OCR lost the short "EAR": nothing read is no proof of its absence.
    fields = extract("cnh", CNH.replace("12 OBSERVAÇÕES\nEAR", f"12 OBSERVAÇÕES\n{after}"))
    assert fields.paid_activity is None
    # Read, and something else: no EAR.
    fields = extract("cnh", CNH.replace("12 OBSERVAÇÕES\nEAR", f"12 OBSERVAÇÕES\nA\n{after}"))
    assert fields.paid_activity is False


def test_cnh_ocr_merged_columns_without_ear() -> None:
    # OCR merges "4b VALIDADE" and "ACC" with both dates; the later one is the validity.
    text = damaged(
        CNH,
        (
            "4a DATA EMISSAO 4b VALIDADE\n02/08/2023 30/04/2031",
            "4b VALIDADE ACC 02/08/2023 3O/04/2031",
        ),
        ("9 CAT. HAB.\nD", "9 CAT HAB AE"),
        ("12 OBSERVACOES\nEAR", "12 OBSERVACOES\nA"),
    )
    fields = extract("cnh", text)
    assert fields.valid_until == date(2031, 4, 30)
    assert fields.issued_on == date(2023, 8, 2)
    assert fields.cnh_category == "AE"
    assert fields.paid_activity is False
    assert fields.cpf == CPF


# --- CRLV --------------------------------------------------------------------

CRLV = f"""REPÚBLICA FEDERATIVA DO BRASIL
SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN
CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL
CÓDIGO RENAVAM
13824652268
PLACA EXERCÍCIO
ABC1D23 2026
ANO FABRICAÇÃO ANO MODELO
2015 2016
MARCA / MODELO / VERSÃO
M.BENZ/OF 1721 MPOLO TORINO
ESPÉCIE / TIPO
PASSAGEIRO ONIBUS
PLACA ANTERIOR / UF
ABC1334 / RS
CATEGORIA
ALUGUEL
LOTAÇÃO
046P
NOME
{COMPANY}
CPF / CNPJ
{CNPJ_PRINTED}
LOCAL DATA
SANTA MARIA RS 15/01/2026
ASSINADO DIGITALMENTE PELO DETRAN"""


@pytest.mark.parametrize("ocr", [False, True])
def test_crlv(ocr: bool) -> None:
    text = (
        damaged(CRLV, ("13824652268", "I3824652268"), ("ABC1D23 2026", "ABC-1D23 2O26"))
        if ocr
        else CRLV
    )
    fields = extract("crlv", text)
    assert fields.plate == "ABC1D23"
    assert fields.renavam == "13824652268"
    assert fields.manufacture_year == 2015
    assert fields.extra["model_year"] == 2016
    assert fields.vehicle_kind == "onibus"
    assert fields.extra["exercicio"] == 2026
    assert fields.extra["previous_plate"] == "ABC1334"
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 1, 15)


def test_crlv_micro_onibus_and_bad_renavam() -> None:
    text = CRLV.replace("PASSAGEIRO ONIBUS", "PASSAGEIRO/MICRO-ÔNIBUS").replace(
        "13824652268", "13824652269"
    )
    fields = extract("crlv", text)
    assert fields.vehicle_kind == "microonibus"
    assert fields.renavam is None  # the check digit fails: not reported as read


# --- apólice APP -------------------------------------------------------------

APOLICE = f"""SEGUROS PAMPA S.A.
CNPJ: 23.194.875/7491-60   Processo SUSEP nº 15414.900123/2020-11
APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP
Apólice nº 1010.2026.000123   Data de emissão: 20/02/2026
Segurado: {COMPANY}
CNPJ: {CNPJ_PRINTED}
Vigência: das 24h de 01/03/2026 às 24h de 01/03/2027
Veículo: M.BENZ/OF 1721 - Ônibus   Placa: ABC1D23   RENAVAM: 13824652268
Ano Fab/Mod: 2015/2016   Lotação: 46 passageiros
COBERTURAS POR PASSAGEIRO
Morte Acidental  R$ 50.000,00
Invalidez Permanente Total ou Parcial  R$ 50.000,00
DMH - Despesas Médico-Hospitalares  R$ 5.000,00
Prêmio total: R$ 3.456,78"""


def test_apolice_seguro() -> None:
    fields = extract("apolice_seguro", APOLICE)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ  # the segurado's, not the seguradora's
    assert fields.issued_on == date(2026, 2, 20)
    assert fields.valid_until == date(2027, 3, 1)
    assert fields.extra["valid_from"] == "2026-03-01"
    assert fields.plate == "ABC1D23"
    assert fields.renavam == "13824652268"
    assert fields.manufacture_year == 2015
    assert fields.vehicle_kind == "onibus"
    assert fields.extra["insured_amount_per_passenger"] == 50000.0
    assert fields.extra["coverages"]["dmh"] == 5000.0


def test_apolice_explicit_per_passenger_capital_ocr() -> None:
    text = damaged(
        APOLICE,
        ("COBERTURAS POR PASSAGEIRO", "Capital segurado por passageiro: R$ 8O.OOO,OO"),
    ).replace("Segurado:", "SEGURADO")
    # Seguradora printed after the segurado must not take its place.
    text += "\nSeguradora: SEGUROS PAMPA S.A. CNPJ 23.194.875/7491-60"
    fields = extract("apolice_seguro", text)
    assert fields.extra["insured_amount_per_passenger"] == 80000.0
    assert fields.cnpj == CNPJ
    assert fields.valid_until == date(2027, 3, 1)


# --- relação de veículos -----------------------------------------------------

RELACAO = f"""{COMPANY}
CNPJ: {CNPJ_PRINTED}
RELAÇÃO DOS VEÍCULOS DA FROTA
Nº PLACA RENAVAM MARCA/MODELO ANO FAB/MOD ESPÉCIE LOTAÇÃO
1 ABC1D23 13824652268 M.BENZ/OF 1721 2015/2016 ÔNIBUS 46
2 DEF-4567 08543317523 VW/9.160 VOLARE 2018/2018 MICROÔNIBUS 28
3 GHI2J34 04974650750 MARCOPOLO/VOLARE 2020/2021 MICROÔNIBUS 28
Santa Maria, 05 de março de 2026."""


def test_relacao_veiculos() -> None:
    fields = extract("relacao_veiculos", RELACAO)
    assert fields.extra["vehicle_count"] == 3
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 3, 5)
    vehicles = fields.extra["vehicles"]
    assert [v["plate"] for v in vehicles] == ["ABC1D23", "DEF4567", "GHI2J34"]
    assert vehicles[1] == {
        "plate": "DEF4567",
        "renavam": "08543317523",
        "manufacture_year": 2018,
        "vehicle_kind": "microonibus",
    }


def test_relacao_veiculos_same_vehicle_listed_with_old_and_new_plate() -> None:
    text = RELACAO.replace(
        "Santa Maria,",
        "4 DEF4F67 08543317523 VW/9.160 VOLARE 2018/2018 MICROÔNIBUS 28\nSanta Maria,",
    )
    assert extract("relacao_veiculos", text).extra["vehicle_count"] == 3


# --- folha corrida and criminal certidões ------------------------------------

FOLHA_CORRIDA = f"""PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
ALVARÁ DE FOLHA CORRIDA
Nome: {SOCIO_1}
CPF: {CPF_PRINTED}
Nome da mãe: ANA DA SILVA
Nome do pai: JOSÉ DA SILVA
Data de nascimento: 10/05/1975
RG: 1234567890   Órgão expedidor: SSP/RS
CERTIFICA-SE, a requerimento da parte interessada, que revendo os registros de distribuição de
feitos criminais, NADA CONSTA contra a pessoa acima identificada.
Porto Alegre, 02 de março de 2026.
Código de autenticidade: 0012.3456.7890.ABCD"""


@pytest.mark.parametrize("ocr", [False, True])
def test_folha_corrida(ocr: bool) -> None:
    text = stripped(FOLHA_CORRIDA).replace("NADA CONSTA", "NADA  CONSTA") if ocr else FOLHA_CORRIDA
    fields = extract("folha_corrida", text)
    assert stripped(fields.name or "") == stripped(SOCIO_1)
    assert fields.cpf == CPF
    assert fields.issued_on == date(2026, 3, 2)
    assert fields.valid_until is None
    assert fields.result == "negativa"
    assert fields.jurisdiction is None  # asked only of certidao_criminal


CRIMINAL_FEDERAL = f"""PODER JUDICIÁRIO
JUSTIÇA FEDERAL
TRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO
CERTIDÃO JUDICIAL CRIMINAL NEGATIVA
CERTIFICAMOS que, consultando os sistemas processuais da Justiça Federal da 4ª Região, NÃO
CONSTAM os processos abaixo indicados em nome de {SOCIO_1}, CPF {CPF_PRINTED}, até a presente data.
Certidão emitida em 03/03/2026 às 10:00.
Código de verificação: 123456789012"""


def test_certidao_criminal_federal() -> None:
    fields = extract("certidao_criminal", CRIMINAL_FEDERAL)
    assert fields.jurisdiction == "federal"
    assert fields.result == "negativa"
    assert fields.name == SOCIO_1
    assert fields.cpf == CPF
    assert fields.issued_on == date(2026, 3, 3)


def test_certidao_criminal_federal_positiva_ocr() -> None:
    text = damaged(
        CRIMINAL_FEDERAL,
        ("CRIMINAL NEGATIVA", "CRIMINAL"),
        ("NAO\nCONSTAM os processos abaixo indicados", "CONSTAM os seguintes processos"),
        (", ate a presente data.", ": 5001234-12.2024.4.04.7102 (acao penal)."),
    )
    fields = extract("certidao_criminal", text)
    assert fields.result == "positiva"
    assert fields.jurisdiction == "federal"
    assert fields.cpf == CPF


@pytest.mark.parametrize(
    ("header", "court"),
    [
        (
            "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS\n"
            "Comarca de Santo Antônio do Descoberto",
            "estadual",
        ),
        (
            "JUSTIÇA ELEITORAL\nTRIBUNAL SUPERIOR ELEITORAL\nCERTIDÃO DE CRIMES ELEITORAIS",
            "eleitoral",
        ),
    ],
)
def test_certidao_criminal_courts(header: str, court: str) -> None:
    text = header + "\n" + CRIMINAL_FEDERAL.split("\n", 3)[3]
    assert extract("certidao_criminal", text).jurisdiction == court


# --- comprovante de endereço, comprovante de CPF -----------------------------

CONTA_ENERGIA = f"""CEEE EQUATORIAL
Companhia Estadual de Distribuição de Energia Elétrica
CNPJ: 18.625.276/0189-25
CONTA DE ENERGIA ELÉTRICA
Titular: {COMPANY}
CPF/CNPJ: {CNPJ_PRINTED}
Endereço: RUA DOS ANDRADAS, 1000 - CENTRO - SANTA MARIA/RS - CEP 97010-000
Unidade consumidora: 3001234567
Referência: 02/2026   Vencimento: 10/03/2026
Data de emissão: 20/02/2026
TOTAL A PAGAR R$ 456,78"""


def test_comprovante_endereco() -> None:
    fields = extract("comprovante_endereco", CONTA_ENERGIA)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ  # the customer's, not the utility's
    assert fields.issued_on == date(2026, 2, 20)
    assert fields.extra["reference_month"] == "2026-02"
    assert fields.extra["due_date"] == "2026-03-10"


def test_comprovante_endereco_without_issue_date_uses_reference_month() -> None:
    text = stripped(CONTA_ENERGIA).replace("Data de emissao: 20/02/2026\n", "")
    fields = extract("comprovante_endereco", text)
    assert fields.issued_on == date(2026, 2, 1)


def test_comprovante_endereco_due_date_never_stands_for_the_issue_date() -> None:
    # Due after issue: taking it would make an old bill look fresh.
    text = stripped(CONTA_ENERGIA).replace("Data de emissao: 20/02/2026\n", "")
    text = text.replace("Referencia: 02/2026   ", "")
    fields = extract("comprovante_endereco", text)
    assert fields.issued_on is None
    assert fields.extra["due_date"] == "2026-03-10"


def test_comprovante_endereco_utility_cnpj_alone_is_not_the_holder() -> None:
    text = CONTA_ENERGIA.replace(f"CPF/CNPJ: {CNPJ_PRINTED}\n", "")
    assert extract("comprovante_endereco", text).cnpj is None


# heldout22: a water bill whose customer's CNPJ OCR garbled ("71:469:758/0001-n").
WATER_BILL = f"""CORSAN
Companhia Riograndense de Saneamento - uma empresa Aegea
CNPJ 17.433.608/0001-02 - Central de atendimento 0800 646 6444
CONTA DE ÁGUA E ESGOTO
Nota fiscal de serviços - Emissão: 11/01/2026
CLIENTE MATRÍCULA
{COMPANY} 8711521-8
CNPJ CATEGORIA / ECONOMIAS
{CNPJ_PRINTED} COMERCIAL / 01
RODOVIA BR-158, KM 288, CAMOBI
97104-460 - SANTA MARIA/RS"""


@pytest.mark.parametrize(
    "header",
    [
        "CNPJ 17.433.608/0001-02 - Central de atendimento 0800 646 6444",
        "CNPJ 17.433.608/0001-02",  # under the utility's name
    ],
)
def test_a_bills_utility_cnpj_is_never_the_holders(header: str) -> None:
    text = WATER_BILL.replace(
        "CNPJ 17.433.608/0001-02 - Central de atendimento 0800 646 6444", header
    )
    assert extract("comprovante_endereco", text).cnpj == CNPJ
    garbled = text.replace(CNPJ_PRINTED, "71:469:758/0001-n")
    assert extract("comprovante_endereco", garbled).cnpj is None


COMPROVANTE_CPF = f"""Comprovante de Situação Cadastral no CPF
Nº do CPF: {CPF_PRINTED}
Nome: {SOCIO_1}
Data de Nascimento: 10/05/1975
Situação Cadastral: REGULAR
Data da Inscrição: 01/02/1993
Digito Verificador: 06
Comprovante emitido às: 10:11:12 do dia 04/03/2026 (hora e data de Brasília).
Código de controle do comprovante: 1A2B.3C4D.5E6F.7A8B"""


def test_comprovante_cpf() -> None:
    fields = extract("cpf", COMPROVANTE_CPF)
    assert fields.cpf == CPF
    assert fields.name == SOCIO_1
    assert fields.issued_on == date(2026, 3, 4)
    assert fields.extra["situacao"] == "REGULAR"
    assert fields.extra["control_code"] == "1A2B.3C4D.5E6F.7A8B"


def test_empty_document() -> None:
    fields = extract_fields("certidao_federal", pages("   \n  "))
    assert fields.schema_dict() == dict.fromkeys(SCHEMA_FIELDS)


# --- more layouts: tables, cards, letters ------------------------------------

CERTIDAO_SIMPLIFICADA = f"""JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
CERTIDÃO SIMPLIFICADA
Certificamos que as informações abaixo constam dos documentos arquivados nesta Junta Comercial.
Nome Empresarial: {COMPANY}
Natureza Jurídica: SOCIEDADE EMPRESÁRIA LIMITADA
NIRE (Sede): 43201234567
CNPJ: {CNPJ_PRINTED}
Sócio(s) / Administrador(es)
Nome / CPF Participação no capital Espécie de sócio Administrador Término do mandato
{SOCIO_1} R$ 60.000,00 SÓCIO S INDETERMINADO
{CPF_PRINTED}
{SOCIO_2} R$ 40.000,00 SÓCIO N
083.016.613-05
Situação: REGISTRO ATIVO
Porto Alegre, 24 de fevereiro de 2026."""


def test_registro_junta_comercial_table_of_socios() -> None:
    fields = extract("registro_junta_comercial", CERTIDAO_SIMPLIFICADA)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 2, 24)
    assert fields.extra["situacao"] == "REGISTRO ATIVO"
    people = {p.cpf: p for p in fields.people}
    assert people[CPF].name == SOCIO_1 and people[CPF].role == "sócio-administrador"
    assert people[CPF_2].name == SOCIO_2 and people[CPF_2].role == "sócio"


def test_registro_junta_comercial_ocr_columns_out_of_order() -> None:
    # Tesseract reads the value column before the label column.
    text = CERTIDAO_SIMPLIFICADA.replace(
        f"Nome Empresarial: {COMPANY}\nNatureza Jurídica: SOCIEDADE EMPRESÁRIA LIMITADA",
        f"{COMPANY}\nSOCIEDADE EMPRESÁRIA LIMITADA\nNome Empresarial:\nNatureza Jurídica:",
    ).replace("Nome / CPF", "Nome | CPF |")
    fields = extract("registro_junta_comercial", text)
    assert fields.name == COMPANY
    assert len(fields.people) == 2


ATA_SA = f"""ESTATUTO SOCIAL DA {COMPANY}
ATA DA ASSEMBLEIA GERAL ORDINÁRIA
Aos oito dias do mês de setembro de 2024, na sede social, reuniram-se os acionistas, que
deliberaram eleger para a Diretoria, com mandato de 3 (três) anos:
• {SOCIO_1}, brasileiro, divorciado, empresário, inscrito no CPF sob o nº {CPF_PRINTED},
para o cargo de Diretor-Presidente;
• {SOCIO_2}, brasileira, solteira, empresária, inscrita no CPF sob o nº 083.016.613-05, para
o cargo de Diretora.
Santa Maria, 8 de setembro de 2024."""


def test_estatuto_social_directors() -> None:
    fields = extract("estatuto_social", ATA_SA)
    assert fields.name == COMPANY
    assert fields.issued_on == date(2024, 9, 8)
    assert {(p.cpf, p.sex, p.role) for p in fields.people} == {
        (CPF, "M", "diretor"),
        (CPF_2, "F", "diretor"),
    }


REQUERIMENTO = f"""VIACAO SANTA MARIA
TRANSPORTES LTDA
CNPJ {CNPJ_PRINTED} · Rua dos Andradas, 1000, Santa Maria/RS
Ilustríssimo Senhor Secretário de Município de Mobilidade Urbana
{COMPANY},
pessoa jurídica de direito privado, inscrita no CNPJ sob o nº {CNPJ_PRINTED}, neste ato
representada por seu sócio-administrador {SOCIO_1}, inscrito no CPF sob o nº {CPF_PRINTED},
vem requerer o REGISTRO da empresa para o serviço de fretamento.
Santa Maria, 15 de março de 2026."""


def test_requerimento_letterhead_over_two_lines() -> None:
    fields = extract("requerimento", REQUERIMENTO)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 3, 15)


CIN = f"""REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA DE IDENTIDADE NACIONAL
NOME / NAME
{SOCIO_1}
DATA DE NASCIMENTO / DATE OF BIRTH VALIDADE / EXPIRY DATE
10/05/1975 18/09/2035
CPF / PERSONAL NUMBER
{CPF_PRINTED}
FILIAÇÃO / PARENTS
JOSÉ DA SILVA
LOCAL DE EMISSÃO / PLACE OF ISSUE DATA DE EMISSÃO / DATE OF ISSUE
SANTA MARIA/RS 18/09/2025"""


def test_rg_bilingual_cin() -> None:
    fields = extract("rg", CIN)
    assert fields.name == SOCIO_1
    assert fields.cpf == CPF
    assert fields.issued_on == date(2025, 9, 18)
    assert fields.valid_until == date(2035, 9, 18)


# A CIN's text layer with trilingual captions wrapped in their narrow cells:
# each gloss's last words on a line of their own before the value.
CIN_WRAPPED = f"""REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA DE IDENTIDADE NACIONAL · RIO GRANDE DO SUL
NOME / NAME / NOMBRE
{SOCIO_1}
SEXO / SEX / SEXO
M
NACIONALIDADE /
NATIONALITY
BRA
DATA DE NASCIMENTO / DATE
OF BIRTH
18/10/1986
VALIDADE / DATE OF
EXPIRY
07/01/2033
CPF / PERSONAL NUMBER / NÚMERO PERSONAL
{CPF_PRINTED}
FILIAÇÃO / FILIATION / FILIACIÓN
SÉRGIO SANTOS PIVETTA
SIMONE RIGHI FACCO
ÓRGÃO EXPEDIDOR /
AUTHORITY
IGP/RS
DATA DE EMISSÃO / DATE OF
ISSUE
07/01/2023"""


def test_rg_trilingual_captions_wrapped() -> None:
    fields = extract("rg", CIN_WRAPPED)
    assert fields.name == SOCIO_1
    assert fields.cpf == CPF
    assert fields.issued_on == date(2023, 1, 7)
    assert fields.valid_until == date(2033, 1, 7)


CTPS_DIGITAL = f"""CARTEIRA DE TRABALHO DIGITAL
Nome: PAULO SCHMITT SOARES
CPF: 186.091.390-34
Contratos de trabalho
TRANSPORTES SERRA VERDE LTDA
CNPJ: 23.194.875/7491-60
Cargo: MOTORISTA DE ÔNIBUS URBANO
Data de admissão: 28/10/2021
Data de desligamento: 07/07/2025
{COMPANY}
CNPJ: {CNPJ_PRINTED}
Cargo: MOTORISTA DE ÔNIBUS RODOVIÁRIO
Data de admissão: 23/08/2025
Data de desligamento: –
Documento gerado em 16/02/2026 às 14:01:31 a partir das informações do eSocial."""


def test_ctps_current_employer() -> None:
    fields = extract("ctps", CTPS_DIGITAL)
    assert fields.name == "PAULO SCHMITT SOARES"
    assert fields.cpf == "18609139034"
    assert fields.cnpj == CNPJ  # the open contract, not the ended one
    assert fields.issued_on == date(2026, 2, 16)
    assert fields.extra["employers"] == [
        {"cnpj": "23194875749160", "current": False},
        {"cnpj": CNPJ, "current": True},
    ]


def test_ctps_whose_open_contracts_cnpj_was_not_read_names_no_employer() -> None:
    # heldout17: OCR broke the open contract's check digits ("85.758.269/0001-9U");
    # the only CNPJ read was an ended contract's, no current employer.
    damaged = CTPS_DIGITAL.replace(CNPJ_PRINTED, CNPJ_PRINTED[:-1] + "U")
    fields = extract("ctps", damaged)
    assert fields.cnpj is None
    assert fields.extra["employers"] == [{"cnpj": "23194875749160", "current": False}]


def test_ctps_open_contract_first_and_the_ended_ones_cnpj_misread() -> None:
    """heldout25: the open contract listed first, the ended one's CNPJ unreadable
    ("80./35.302/0001 47"): its exit date is the ended contract's, not the open one's."""
    text = (
        "CARTEIRA DE TRABALHO DIGITAL\nNome: PAULO SCHMITT SOARES\nCPF: 186.091.390-34\n"
        f"Contratos de trabalho\n| {COMPANY} |\n- CNPJ: {CNPJ_PRINTED}\n"
        "| Cargo: MOTORISTA DE ÔNIBUS RODOVIÁRIO\nData de admissão: 05/09/2024 |\n"
        "Data de desligamento: = |\nTRANSPORTES SERRA VERDE LTDA\ncnPJ: 80./35.302/0001 47\n"
        "Cargo: MOTORISTA DE ÔNIBUS URBANO |\nData de admissão: 16/01/2022 |\n"
        "Data de desligamento: 11/03/2024\n"
    )
    fields = extract("ctps", text)
    assert fields.cnpj == CNPJ
    assert fields.extra["employers"] == [{"cnpj": CNPJ, "current": True}]


@pytest.mark.parametrize("caption", ["FILIAÇÃO", "FILIAR aC mm"])
def test_a_parent_under_the_filiation_caption_is_never_the_holder(caption: str) -> None:
    """heldout25: a military certificate's "NOME" caption over "FILIAÇÃO" and the
    father's name, the holder's name further down beside its number."""
    text = (
        "REPÚBLICA FEDERATIVA DO BRASIL\nMINISTÉRIO DA DEFESA - EXÉRCITO BRASILEIRO\nNoMe\n"
        f"{caption}\nGILBERTO OLIVEIRA LONDERO\nALINE BORTOLOTTO TONETTO\n"
        "NASCIMENTO NATURALIDADE CLASSE\n29/01/1988 PORTO ALEGRE/RS 1988\n"
        "CERTIFICADO DE DISPENSA DE INCORPORAÇÃO\nRA\n"
        "ALEXANDRE ROBERTO TONETTO LONDERO 800730514303\n"
    )
    assert extract("certificado_reservista", text).name != "GILBERTO OLIVEIRA LONDERO"


def test_comprovante_cpf_name_wrapped_around_its_label() -> None:
    text = COMPROVANTE_CPF.replace(f"Nome: {SOCIO_1}", "JOÃO CARLOS DA\nNome:\nSILVA")
    assert extract("cpf", text).name == SOCIO_1


GUIA_SINDICAL = f"""GRCSU – GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL URBANA
Nome da entidade sindical Código da entidade sindical
SINDICATO DAS EMPRESAS DE TRANSPORTE DE PASSAGEIROS 580.730.21573-6
Nome / razão social do contribuinte CNPJ do contribuinte
{COMPANY} {CNPJ_PRINTED}
Exercício Capital social Vencimento
2026 R$ 500.000,00 31/01/2026
COMPROVANTE DE PAGAMENTO
Data do pagamento: 22/01/2026"""


def test_comprovante_contribuicao_sindical() -> None:
    fields = extract("comprovante_contribuicao_sindical", GUIA_SINDICAL)
    assert fields.name == COMPANY  # not the union's
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2026, 1, 22)


LOCACAO = f"""CONTRATO DE LOCAÇÃO DE ÁREA PARA ESTACIONAMENTO DE VEÍCULOS
LOCADORA: PÁTIO LOGÍSTICO SANTA MARIA LTDA, inscrita no CNPJ sob o nº
23.194.875/7491-60, com sede em Santa Maria/RS.
LOCATÁRIA: {COMPANY}, inscrita no CNPJ sob
o nº {CNPJ_PRINTED}, com sede na Rua dos Andradas, 1000, Santa Maria/RS.
CLÁUSULA SEGUNDA – DO PRAZO. A locação vigora pelo prazo de 36 (trinta e seis)
meses, a contar de 17/02/2025, prorrogável por acordo das partes.
Santa Maria, 10 de fevereiro de 2025."""


def test_comprovante_estacionamento_invoice_is_the_tomadors() -> None:
    # heldout14/16: an NFS-e or RPS for the parking: the provider first, the
    # client under "TOMADOR DE SERVIÇOS", his representative named after.
    nfse = (
        "NOTA FISCAL DE SERVIÇOS ELETRÔNICA – NFS-e\nPRESTADOR DE SERVIÇOS\n"
        "Nome / razão social: GARAGEM CENTRAL CAMOBI LTDA CNPJ: 41.738.010/0001-06\n"
        "TOMADOR DE SERVIÇOS\n"
        "Nome / razão social: EXPRESSO SERRA GAÚCHA LTDA CPF/CNPJ: 89812997000198\n"
        "Responsável pelo tomador: Leandro Augusto Pereira Souza."
    )
    fields = extract("comprovante_estacionamento", nfse)
    assert (fields.name, fields.cnpj) == ("EXPRESSO SERRA GAÚCHA LTDA", "89812997000198")
    rps = (
        "PÁTIO LOGÍSTICO SANTA MARIA LTDA\nCNPJ 84.587.310/0001-44 · Inscr. municipal 424835\n"
        "RECIBO PROVISÓRIO DE SERVIÇOS – RPS\nEmissão: 16/08/2026\nTOMADOR DO SERVIÇO\n"
        "TRANSPORTES BOCA DO MONTE LTDA · CNPJ 84.489.841/0001-02\n"
        "Mensalidade de estacionamento – plano frota, 16 vagas"
    )
    fields = extract("comprovante_estacionamento", rps)
    assert (fields.name, fields.cnpj) == ("TRANSPORTES BOCA DO MONTE LTDA", "84489841000102")


def test_a_landlords_declaracao_de_residencia_is_the_residents() -> None:
    # heldout17: the declarant first, the resident in the clause the
    # declaration is about, each with a CPF; the landlord signs under it.
    text = (
        "DECLARAÇÃO DE RESIDÊNCIA\n"
        "Eu, MARIA DO SOCORRO PEREIRA LIMA, brasileira, inscrita no CPF sob o nº 384.527.164-78,\n"
        "proprietária do imóvel situado na Rua 17, Qd. 85, Lt. 16, Setor Central, Santo Antônio do "
        "Descoberto/GO,\nCEP 72909-930, DECLARO, para fins de comprovação de residência junto à "
        "Prefeitura Municipal de Santo\nAntônio do Descoberto, que DANIELA HERNÁNDEZ MARCANO, CPF "
        "06000780192, reside no\nreferido imóvel, na condição de locatário, desde SET/2024.\n"
        "Santo Antônio do Descoberto - GO, 27/07/2026.\nMARIA DO SOCORRO PEREIRA LIMA\n"
        "Declarante - CPF 384527164-78"
    )
    fields = extract("comprovante_endereco", text)
    assert (fields.name, fields.cpf) == ("DANIELA HERNÁNDEZ MARCANO", "06000780192")
    assert fields.issued_on == date(2026, 7, 27)


def test_comprovante_estacionamento_lease() -> None:
    fields = extract("comprovante_estacionamento", LOCACAO)
    assert fields.name == COMPANY  # the locatária, not the locadora
    assert fields.cnpj == CNPJ
    assert fields.issued_on == date(2025, 2, 10)
    # 36 months counted from the date the clause names, not from the signature.
    assert fields.valid_until == date(2028, 2, 17)


PROTESTOS = f"""TABELIONATO DE PROTESTO DE TÍTULOS
Comarca de Santa Maria – Estado do Rio Grande do Sul
CERTIDÃO NEGATIVA DE PROTESTO
CERTIFICO, a pedido de parte interessada, que, revendo os livros deste Tabelionato, no
período de cinco anos, de 13/02/2021 a 13/02/2026, NÃO CONSTA protesto lavrado contra VIACAO
SANTA MARIA TRANSPORTES LTDA, inscrita no CNPJ sob o nº {CNPJ_PRINTED}.
Santa Maria, 13 de fevereiro de 2026."""


def test_certidao_protestos_name_wrapped_in_the_sentence() -> None:
    fields = extract("certidao_protestos", PROTESTOS)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.result == "negativa"
    assert fields.issued_on == date(2026, 2, 13)


def test_certidao_protestos_positiva() -> None:
    text = PROTESTOS.replace("NEGATIVA", "POSITIVA").replace(
        "NÃO CONSTA protesto lavrado", "CONSTAM os seguintes protestos lavrados"
    )
    assert extract("certidao_protestos", text).result == "positiva"


PIS = f"""CAIXA ECONÔMICA FEDERAL
CERTIDÃO DE REGULARIDADE COM O PIS
Empregador: {COMPANY}
CNPJ: {CNPJ_PRINTED}
Certificamos que o empregador acima identificado encontra-se em situação regular quanto às
obrigações relativas ao Programa de Integração Social – PIS.
Emitida em 07/03/2026, às 19:38:45.
Validade: 06/05/2026"""


def test_certidao_pis_has_no_result() -> None:
    fields = extract("certidao_pis", PIS)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ
    assert fields.result is None
    assert fields.issued_on == date(2026, 3, 7)
    assert fields.valid_until == date(2026, 5, 6)


QUITACAO = f"""JUSTIÇA ELEITORAL
TRIBUNAL SUPERIOR ELEITORAL
CERTIDÃO DE QUITAÇÃO ELEITORAL
Certifica-se que o eleitor abaixo qualificado está QUITE com a Justiça Eleitoral na presente data.
Eleitor(a): {SOCIO_1}
Inscrição: 5139 3328 0400 Zona: 136 Seção: 0047
Data de nascimento: 10/05/1975
Certidão emitida às 21:49 em 22/02/2026."""


def test_certidao_quitacao_eleitoral() -> None:
    fields = extract("certidao_quitacao_eleitoral", QUITACAO)
    assert fields.name == SOCIO_1
    assert fields.issued_on == date(2026, 2, 22)
    assert fields.result is None
    assert fields.extra["quite"] is True
    not_quite = extract(
        "certidao_quitacao_eleitoral", QUITACAO.replace("está QUITE", "NÃO ESTÁ QUITE")
    )
    assert not_quite.extra["quite"] is False
    assert not_quite.result == "positiva"


def test_folha_corrida_positiva_with_the_name_below() -> None:
    text = FOLHA_CORRIDA.replace(
        "NADA CONSTA contra a pessoa acima identificada.",
        "CONSTA o registro abaixo indicado contra:\nProcesso 3463670-77.2025.8.21.0027 Ação Penal",
    )
    fields = extract("folha_corrida", text)
    assert fields.result == "positiva"
    assert fields.cpf == CPF


# --- OCR reading order -------------------------------------------------------

CTPS_COLUMNS = f"""CARTEIRA DE TRABALHO DIGITAL
Nome:
CPF:
Data de nascimento:
Nacionalidade:
Filiação:
Contratos de trabalho
PAULO SCHMITT SOARES
186.091.390-34
05/04/1987
Brasileira
Patrícia Teixeira Schmitt
| {COMPANY}
CNPJ: {CNPJ_PRINTED}
Documento gerado em 16/02/2026 às 14:01:31."""


def test_column_of_labels_then_column_of_values() -> None:
    # Tesseract read the labels' column first; a heading sits between the columns.
    fields = extract("ctps", CTPS_COLUMNS)
    assert fields.name == "PAULO SCHMITT SOARES"
    assert fields.cpf == "18609139034"
    assert fields.cnpj == CNPJ


def test_simplificada_column_with_a_wrapped_label() -> None:
    text = f"""JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
CERTIDÃO SIMPLIFICADA
Nome Empresarial:
Natureza Jurídica:
CNPJ:
Data de Arquivamento do Ato
Constitutivo:
Início de Atividade:
Endereço:
Objeto Social:
Capital Social:
Porte:
Prazo de Duração:
{COMPANY}
SOCIEDADE EMPRESÁRIA LIMITADA
{CNPJ_PRINTED}
07/01/2016
07/01/2016
RUA DOS ANDRADAS, 1000, SANTA MARIA/RS"""
    fields = extract("registro_junta_comercial", text)
    assert fields.name == COMPANY
    assert fields.cnpj == CNPJ


def test_ocr_misread_label_and_name_wrapped_to_the_next_line() -> None:
    text = COMPROVANTE_CPF.replace(f"Nome: {SOCIO_1}", "Norne: JOÃO CARLOS DA\nSILVA")
    assert extract("cpf", text).name == SOCIO_1


def test_ocr_ltda_read_as_lida() -> None:
    text = f"ESTATUTO SOCIAL DA {COMPANY[:-4]}LIDA\nCNPJ nº {CNPJ_PRINTED}\n"
    assert extract("estatuto_social", text).name == COMPANY
    # A speck after the suffix, read as a letter.
    text = f"ESTATUTO SOCIAL DA {COMPANY[:-4]}LIDA O\nCNPJ nº {CNPJ_PRINTED}\n"
    assert extract("estatuto_social", text).name == COMPANY


def test_company_name_keeps_its_s_a_period() -> None:
    text = """TABELIONATO DE PROTESTO DE TÍTULOS
CERTIDÃO NEGATIVA DE PROTESTO
Certifico que NADA CONSTA em nome de EXPRESSO SERRANO S.A., inscrita no CNPJ sob o nº
11.222.333/0001-81, nos últimos cinco anos.
Santa Maria, 13 de fevereiro de 2026."""
    fields = extract("certidao_protestos", text)
    assert fields.name == "EXPRESSO SERRANO S.A."
    cartao = """CADASTRO NACIONAL DA PESSOA JURÍDICA
COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL
NÚMERO DE INSCRIÇÃO
11.222.333/0001-81
NOME EMPRESARIAL
EXPRESSO SERRANO S.A."""
    assert extract("cartao_cnpj", cartao).name == "EXPRESSO SERRANO S.A."


def test_ocr_clipped_cnpj_label_is_not_a_name() -> None:
    text = """GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL URBANA
Contribuinte:
CNP do contribuinte
11.222.333/0001-81"""
    assert extract("comprovante_contribuicao_sindical", text).name != "CNP do contribuinte"


# A photocopy's first reading lost the table of dates and garbled the CNPJ;
# the second, sparse reading (extractors.ocr REREAD_CONFIDENCE) kept them.
NOISY_FIRST = (
    "ESTADO DO RIO GRANDE DO SUL\n"
    "CERTIDAO DE SITUACAO FISCAL\nNEGATIVA\n"
    f"Nome/Razao Social {COMPANY}\n"
    "CNPJ ZO6OHUWIOOOIO?\n"
    "Certificamos que nao ha pendencias em nome do sujeito passivo acima identificado."
)
NOISY_SPARSE = (
    "CERTIDAO DE SITUACAO FISCAL\nNEGATIVA\n"
    "Nome/Razao Social VIACAO SANTA MARIA TRANSPORTES LIDA\n"
    f"CNPJ {CNPJ_PRINTED}\n"
    "DATA DE EMISSAO HORA VALIDA ATE\n"
    "22/09/2026 21:51:59 21/11/2026"
)


def test_fields_the_first_reading_lacks_come_from_the_sparse_reading():
    page = Page(file="scan.pdf", number=1, text=NOISY_FIRST, sparse_text=NOISY_SPARSE)
    fields = extract_fields("certidao_estadual", [page])
    assert_evidence(fields)
    assert fields.cnpj == CNPJ
    assert CNPJ_PRINTED in fields.evidence["cnpj"].snippet
    assert (fields.issued_on, fields.valid_until) == (date(2026, 9, 22), date(2026, 11, 21))
    # What the first reading gave stands, though the second reads it otherwise.
    assert fields.name == COMPANY
    assert fields.result == "negativa"


def test_without_a_sparse_reading_the_first_reading_is_all():
    fields = extract("certidao_estadual", NOISY_FIRST)
    assert fields.name == COMPANY
    assert (fields.cnpj, fields.issued_on, fields.valid_until) == (None, None, None)


def test_a_name_only_the_sparse_reading_gave_needs_another_document_to_confirm_it():
    from extractors.fields import confirm_second_readings

    def read(first: str, sparse: str) -> Fields:
        page = Page(file="scan.pdf", number=1, text=first, sparse_text=sparse)
        return extract_fields("certidao_estadual", [page])

    lost = "CERTIDAO DE SITUACAO FISCAL\nNEGATIVA\nCertificamos que nada consta."
    caption = read(lost, "CERTIDAO DE SITUACAO FISCAL\nNome/Razao Social TITULAR DO DOCUMENTO")
    right = read(
        lost, "CERTIDAO DE SITUACAO FISCAL\nNome/Razao Social VIACAO SANTA-MARIA TRANSPORTES LTDA"
    )
    other = extract("cartao_cnpj", f"NOME EMPRESARIAL\n{COMPANY}\nCNPJ {CNPJ_PRINTED}")
    assert caption.name == "TITULAR DO DOCUMENTO"
    assert right.name is not None
    confirmed = confirm_second_readings([caption, right, other])
    # The caption no other document names is dropped with its evidence;
    # the name the cartão CNPJ confirms takes the cartão's spelling.
    assert confirmed[0].name is None and "name" not in confirmed[0].evidence
    assert confirmed[1].name == COMPANY
    assert confirmed[2] == other
    # Alone, nothing confirms it.
    assert confirm_second_readings([right])[0].name is None


def test_the_sentence_under_an_empty_name_label_is_no_name():
    fields = extract(
        "certidao_estadual",
        "CERTIDAO DE SITUACAO FISCAL\nNome/Razao Social ?? .. ;\nCertificamos que nada consta.",
    )
    assert fields.name is None


def test_a_plate_and_renavam_only_the_sparse_reading_gave_need_confirming_too():
    from extractors.fields import confirm_second_readings

    crlv_first = "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEICULO\nPLACA ?? RENAVAM ??"
    crlv_sparse = (
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEICULO\nPLACA IKW8002\nRENAVAM 81960511829"
    )
    crlv = extract_fields(
        "crlv", [Page(file="c.pdf", number=1, text=crlv_first, sparse_text=crlv_sparse)]
    )
    assert (crlv.plate, crlv.renavam) == ("IKW8002", "81960511829")
    apolice = extract("apolice_seguro", "APOLICE DE SEGURO\nPlaca: IKW8002\nRENAVAM 01960511820")
    [alone] = confirm_second_readings([crlv])
    assert (alone.plate, alone.renavam) == (None, None)
    assert "plate" not in alone.evidence and "renavam" not in alone.evidence
    # The policy's first reading confirms the plate, not the misread RENAVAM.
    confirmed, _ = confirm_second_readings([crlv, apolice])
    assert (confirmed.plate, confirmed.renavam) == ("IKW8002", None)


def test_a_name_ocr_split_takes_the_spelling_other_documents_give():
    from extractors.fields import confirm_second_readings

    name = "BÁRBARA GONÇALVES BRONDANI"
    docs = [
        extract(
            "cpf", "COMPROVANTE DE SITUAÇÃO CADASTRAL NO CPF\nNome: BÁRBARA GONÇALVES BRONDA NI"
        ),
        extract("certidao_criminal", "CERTIDÃO\nNome: BÁRBARA GON CALVES BRONDANI"),
        extract("cnh", f"CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME\n{name}"),
        extract("rg", f"CARTEIRA DE IDENTIDADE\nNOME\n{name}"),
    ]
    assert [d.name for d in confirm_second_readings(docs)] == [name] * 4
    # One other document is not enough to respell a name.
    alone = confirm_second_readings(docs[:3])
    assert alone[0].name == "BÁRBARA GONÇALVES BRONDA NI"


def test_what_the_clerk_typed_confirms_a_second_reading():
    from extractors.fields import confirm_second_readings

    page = Page(
        file="c.pdf",
        number=1,
        text="CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEICULO\nPLACA ??",
        sparse_text="CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEICULO\nPLACA IKW-8Q02",
    )
    crlv = extract_fields("crlv", [page])
    assert crlv.plate == "IKW8Q02"
    [typed] = confirm_second_readings([crlv], {"plate": ["ikw 8q02"], "name": [COMPANY]})
    assert typed.plate == "IKW8Q02"
    [other] = confirm_second_readings([crlv], {"plate": ["IKW8Q03"]})
    assert other.plate is None


def test_a_cpf_card_copy_dates_from_the_public_query_that_confirmed_it():
    card = (
        "CARTÃO DE IDENTIFICAÇÃO DO CONTRIBUINTE\nCPF - CADASTRO DE PESSOAS FÍSICAS\n"
        f"NÚMERO DE INSCRIÇÃO\n{CPF_PRINTED}\nNOME\nANA LUCIA PEREIRA\n"
        "DATA DE NASCIMENTO\n29/08/1985\nDATA DE INSCRIÇÃO\n06/10/1997\n"
        "Situação cadastral confirmada na consulta pública da Receita Federal em 29/09/2026 "
        "às 21:18:54: REGULAR."
    )
    fields = extract("cpf", card)
    assert (fields.cpf, fields.issued_on) == (CPF, date(2026, 9, 29))


def test_a_holder_label_opening_a_row_of_labels_names_the_value_under_it():
    bill = (
        "RGE Sul Distribuidora de Energia S.A.\nNOTA FISCAL / CONTA DE ENERGIA ELÉTRICA\n"
        "Emissão: 13/12/2026\n"
        "Cliente Nº da instalação Mês de referência Vencimento Total a pagar\n"
        f"{COMPANY}\nCNPJ {CNPJ_PRINTED}\n3417501881 NOV/2026 21/12/2026 R$ 896,08\n"
    )
    fields = extract("comprovante_endereco", bill)
    assert (fields.name, fields.cnpj) == (COMPANY, CNPJ)
    # A sentence after the label is no row of labels.
    prose = bill.replace("Cliente Nº da instalação", "Cliente atendido pela unidade de")
    assert extract("comprovante_endereco", prose).name != "Nº da instalação"


def test_a_paid_boleto_names_its_sacado_and_dates_from_the_payment():
    guia = (
        "CAIXA | 104-0 | 77277152194-9\nLocal de pagamento\nPAGÁVEL PREFERENCIALMENTE NAS "
        "CASAS LOTÉRICAS\nVencimento\n31/01/2027\nCedente\nSINDICATO DAS EMPRESAS DE "
        "TRANSPORTE – GRCSU\nValor do documento\n400,00\nSacado (contribuinte)\n"
        f"{COMPANY} – CNPJ {CNPJ_PRINTED}\nCAIXA – AG. SANTA MARIA\nPAGO EM 30/01/2027\n"
        "Guia de Recolhimento da Contribuição Sindical Urbana – recibo do sacado."
    )
    fields = extract("comprovante_contribuicao_sindical", guia)
    assert (fields.name, fields.cnpj, fields.issued_on) == (COMPANY, CNPJ, date(2027, 1, 30))


def test_a_dotted_leader_ocr_garbled_is_skipped_to_the_value():
    text = (
        "SECRETARIA DA FAZENDA\nRECEITA ESTADUAL\nCERTIDÃO\n(NEGATIVA)\n"
        f"NOME: su gs E dig é : {COMPANY}\nCNPJ.......: {CNPJ_PRINTED}\n"
    )
    assert extract("certidao_estadual", text).name == COMPANY


def test_a_cpf_labelled_as_such_wins_over_a_card_number_that_passes_the_check():
    # The registro number 01027969399 happens to pass the CPF check digits.
    cnh = (
        "CARTEIRA NACIONAL DE HABILITAÇÃO\nNome ANA LUCIA PEREIRA\n"
        f"Doc. identidade / órgão / UF 4402439005 SSP GO\nCPF {CPF_PRINTED} Nascimento 23/08/1983\n"
        "Categoria de habilitação | Nº do registro | Validade\nD 01027969399 || 20/12/2032\n"
    )
    assert extract("cnh", cnh).cpf == CPF


def test_a_date_opening_a_row_of_values_is_under_the_label_opening_the_row_above():
    text = (
        "CERTIFICADO\nCurso Especializado para Condutores de Veículos de Transporte Coletivo "
        "de Passageiros\nCertificamos que ANA LUCIA PEREIRA CPF 526.018.159-06 concluiu com "
        "aproveitamento o curso.\nConclusão Carga horária Validade\n"
        "7 jul. 2023 50 h/a 5 (cinco) anos a contar da conclusão\n"
    )
    fields = extract("certificado_curso_transporte", text)
    assert fields.issued_on == date(2023, 7, 7)
    assert fields.valid_until != date(2023, 7, 7)


def test_dates_after_a_value_that_is_no_date_take_the_labels_after_its_own():
    text = (
        "CERTIFICADO\nCertificamos que ANA LUCIA PEREIRA, inscrita no CPF sob o nº 526.018.159-06, "
        "concluiu com aproveitamento o Curso Especializado para Condutores de Veículos de "
        "Transporte Coletivo de Passageiros.\nRegistro Conclusão Validade\n"
        "2023/158905 19/10/2023 19/10/2028\n"
    )
    fields = extract("certificado_curso_transporte", text)
    assert (fields.issued_on, fields.valid_until) == (date(2023, 10, 19), date(2028, 10, 19))


def test_the_licence_validity_on_a_points_certidao_is_not_the_certidao_s():
    text = (
        "CERTIDÃO DE PONTUAÇÃO DA CNH\nNome: ANA LUCIA PEREIRA CPF: 526.018.159-06\n"
        "Nº do registro (CNH): 06937713694 Categoria: AD Validade da CNH: 14/05/2033\n"
        "Situação da habilitação: REGULAR Pontuação nos últimos 12 meses: 0\n"
        "Emitida em 13/08/2026."
    )
    fields = extract("certidao_pontuacao_cnh", text)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 13), None)
    # heldout24-103-0015: in the certidão's prose, after the licence's registro.
    prose = (
        "DETRAN/RS\nCERTIDÃO NEGATIVA DE PONTUAÇÃO\nCertificamos que ANA LUCIA PEREIRA, CPF\n"
        "526.018.159-06, habilitado na categoria D sob o registro nº 05364632339, com\n"
        "validade até 06/10/2030, no período de 01/05/2025 a 01/05/2026, NADA CONSTA.\n"
        "Certidão emitida eletronicamente em 01/05/2026."
    )
    fields = extract("certidao_pontuacao_cnh", prose)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 5, 1), None)
    # heldout21-89-0003: the licence's end as its medical exam's.
    exam = text.replace("Validade da CNH: 14/05/2033", "VALIDADE DO EXAME 14/05/2033")
    fields = extract("certidao_pontuacao_cnh", exam)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 8, 13), None)


# Issue dates from the lines real documents print them on.
ISSUE_DATE_LINES = [
    pytest.param(
        "certidao_quitacao_eleitoral",
        "JUSTIÇA ELEITORAL\nCERTIDÃO\nCertifico que o(a) eleitor(a) abaixo identificado(a) "
        "está QUITE com a Justiça Eleitoral na presente data.\nEleitor(a) ANA LUCIA PEREIRA\n"
        "Data de nascimento 26/04/1993\nDomicílio eleitoral desde 05/2011\n"
        "Santa Maria, 15/12/2026 – 19:59:20.\nCódigo de autenticação: 032F.EBA0.3EDE.FD54",
        date(2026, 12, 15),
        id="place-and-date-with-a-dashed-time",
    ),
    pytest.param(
        "ctps",
        "Cópia das páginas da Carteira de Trabalho e Previdência Social\nQUALIFICAÇÃO CIVIL\n"
        f"Nome\nANA LUCIA PEREIRA\nCPF\n{CPF_PRINTED}\nData de nascimento\n20/01/1979\n"
        "Data de admissão\n22/07/2026\n"
        "Cópia extraída em 05/09/2026 às 20:56:59. Confere com a Carteira de Trabalho Digital.",
        date(2026, 9, 5),
        id="copy-extracted-from-a-register",
    ),
    pytest.param(
        "certificado_reservista",
        "MINISTÉRIO DA DEFESA\nEXÉRCITO BRASILEIRO\nCERTIFICADO DE DISPENSA DE INCORPORAÇÃO\n"
        "ANA LUCIA PEREIRA\n29/08/1985\nDispensado de incorporação por excesso de contingente.\n"
        "Santa Maria, 04/02/2005 Aya\nChefe da 8ª Circunscrição de Serviço Militar",
        date(2005, 2, 4),
        id="signature-read-beside-the-place-and-date",
    ),
    pytest.param(
        "requerimento",
        "SOLICITAÇÃO DE CADASTRO E AUTORIZAÇÃO DE VEÍCULO\nRazão Social | ANA LUCIA PEREIRA\n"
        "Requer o cadastro e a autorização do veículo acima.\n"
        "SANTA MARIA 08/12/2026 aa\nANA LUCIA PEREIRA\nLocal Data\nSócio-Administrador",
        date(2026, 12, 8),
        id="place-and-date-over-their-captions",
    ),
]


@pytest.mark.parametrize(("doc_type", "text", "issued"), ISSUE_DATE_LINES)
def test_issue_dates_on_the_lines_documents_print_them(doc_type, text, issued):
    assert extract(doc_type, text).issued_on == issued


@pytest.mark.parametrize(
    ("doc_type", "line"),
    [
        ("comprovante_endereco", "Associado / titular {name}"),
        ("comprovante_contribuicao_sindical", "Pagador (contribuinte) {name}"),
    ],
)
def test_holder_labels_with_a_role_before_or_after_them(doc_type, line):
    text = f"DOCUMENTO\nEmissão: 23/10/2026\n{line.format(name=COMPANY)}\nCNPJ {CNPJ_PRINTED}\n"
    assert extract(doc_type, text).name == COMPANY


def test_a_name_wrapped_onto_the_next_line_before_a_bare_label_is_whole():
    text = (
        "CARTEIRA DE TRABALHO DIGITAL\nDados pessoais\nNome civil\nALEXANDRE ROBERTO ROSSATO\n"
        f"CARVALHO\nCPF\n{CPF_PRINTED}\nData de nascimento\n17/12/1973\n"
    )
    assert extract("ctps", text).name == "ALEXANDRE ROBERTO ROSSATO CARVALHO"


# A CRLV printed with its captions under the values: the RENAVAM stands on
# the line above its caption, and the next row's security code, which passes
# the RENAVAM's one check digit by chance, comes after the caption.
CAPTIONS_UNDER = """CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO
01652751774 IHY1E70 2026 2016 2016
CÓDIGO RENAVAM PLACA EXERCÍCIO ANO FABRICAÇÃO ANO MODELO
655679299205 55469214500
NÚMERO DO CRV CÓDIGO DE SEGURANÇA CLA"""


def test_a_renavam_over_its_caption_beats_a_number_after_it_in_another_column() -> None:
    assert extract("crlv", CAPTIONS_UNDER).renavam == "01652751774"
    # Over another column, the line above is not the label's: the value after it stands.
    shifted = CAPTIONS_UNDER.replace(
        "01652751774 IHY1E70 2026 2016 2016", "IHY1E70 2026 2016 2016 01652751774"
    )
    shifted = shifted.replace("655679299205 55469214500", "55469214500 655679299205")
    assert extract("crlv", shifted).renavam == "55469214500"
    # On the label's own line the value after it always stands.
    same_line = "CÓDIGO RENAVAM: 13824652268\n" + CAPTIONS_UNDER
    assert extract("crlv", same_line).renavam == "13824652268"


# A numbered form's label wrapped after its preposition, the owner word then
# opening the value's line (and read "PEGUERENTE" on a poor scan).
WRAPPED_LABEL = """REQUERIMENTO PADRÃO
NOME EMPRESARIAL DO
REQUERENTE TRANSPORTES PLANALTO LTDA
INSCRIÇÃO NO CNPJ 96.242.938/0001-97"""


@pytest.mark.parametrize("owner", ["REQUERENTE", "A PEGUERENTE", "REQUERENIE"])
def test_the_owner_word_of_a_wrapped_label_is_not_part_of_the_name(owner: str) -> None:
    text = WRAPPED_LABEL.replace("REQUERENTE", owner)
    assert extract("requerimento", text).name == "TRANSPORTES PLANALTO LTDA"


def test_a_nationality_under_the_name_label_is_not_the_name() -> None:
    # Captions under values: the nationality is what follows the name's caption.
    text = """Dados do(a) requerente
LIZ BENÍTEZ GIMÉNEZ 957.935.211-94
Nome completo do(a) requerente CPF
PARAGUAIA 30/08/1981 (61) 90100-0241
Nacionalidade Data de nascimento Telefone"""
    assert extract("requerimento", text).name != "PARAGUAIA"


@pytest.mark.parametrize(
    "noise",
    [
        "EEE EEE EEE EEE EEE EEE COXILHA TURISMO E FRETAMENTO LTDA",  # a fold's shadow
        "ET EE EE E LER EO ES UE ER RE RR DR E RI TR",  # textured paper
        "RATES TESE SALETE TRASEIRA ERES IRREAL A PARES SRS RA TESES SERIES TESES ARES "
        "SEER ESTES ERREI ESSE RIEAT CESAR PEREI RA CARVALHO",
    ],
)
def test_letters_read_from_a_texture_are_not_a_name(noise: str) -> None:
    assert (
        extract("certidao_criminal", f"CERTIDÃO\nNome: {noise}\nCPF: 529.982.247-25").name is None
    )


@pytest.mark.parametrize(
    "name",
    [
        "ANA LUZ DE SÁ E LIMA",
        "LI WU",
        "SINDICATO DAS EMPRESAS DE TRANSPORTE DE PASSAGEIROS DO ESTADO DO RIO GRANDE DO SUL",
    ],
)
def test_short_words_and_many_connectors_still_make_a_name(name: str) -> None:
    assert extract("certidao_criminal", f"CERTIDÃO\nNome: {name}\nCPF: 529.982.247-25").name == name


# --- results printed as tick boxes --------------------------------------------

TICK_FALENCIA = """CERTIDÃO DE FALÊNCIAS, CONCORDATAS E RECUPERAÇÕES JUDICIAIS
EXPRESSO ARROIO GRANDE LTDA requerido
{boxes}
Certifica-se que, pesquisados os registros de distribuição de pedidos de falência,
{finding} em nome do requerido."""


@pytest.mark.parametrize(
    ("boxes", "finding", "result"),
    [
        # OCR lost the ticked box and read the empty one as "[7]": the body decides.
        ("[7] NADA CONSTA CONSTA", "há o registro abaixo", "positiva"),
        ("[ ] NADA CONSTA [X] CONSTA", "há o registro abaixo", "positiva"),
        ("[X] NADA CONSTA [ ] CONSTA", "não há registro", "negativa"),
        # A tick the body contradicts: no result, for a person to see.
        ("[X] NADA CONSTA [ ] CONSTA", "há o registro abaixo", None),
        ("[ ] NADA CONSTA [ ] CONSTA", "nada foi encontrado", None),
    ],
)
def test_a_row_of_result_boxes_is_no_title(boxes: str, finding: str, result: str | None) -> None:
    text = TICK_FALENCIA.format(boxes=boxes, finding=finding)
    assert extract("certidao_falencia", text).result == result


def test_the_ticked_option_of_a_row_of_results() -> None:
    text = """Certidão de Situação Fiscal
Situação apurada:
{row}
Documento emitido via Internet."""
    row = "X NEGATIVA POSITIVA COM EFEITOS DE NEGATIVA POSITIVA"
    assert extract("certidao_estadual", text.format(row=row)).result == "negativa"
    row = "NEGATIVA X POSITIVA COM EFEITOS DE NEGATIVA POSITIVA"
    expected = "positiva_com_efeitos_de_negativa"
    assert extract("certidao_estadual", text.format(row=row)).result == expected
    row = "NEGATIVA POSITIVA COM EFEITOS DE NEGATIVA POSITIVA"  # no mark read
    assert extract("certidao_estadual", text.format(row=row)).result is None


@pytest.mark.parametrize(
    ("cell", "result"),
    [
        ("Positiva com\nefeitos de negativa", "positiva_com_efeitos_de_negativa"),
        ("Positiva", "positiva"),
    ],
)
def test_a_result_cut_by_the_title_lines_end_is_read_whole(cell: str, result: str) -> None:
    # heldout18: an accountant's monitor sheet before the certidão, its result in
    # a table cell whose second line falls past the title lines.
    lines = [f"Linha de cabeçalho {n}" for n in range(11)]
    text = "\n".join([*lines, f"RFB/PGFN Débitos federais {cell} 09/12/2026", "fim"])
    assert extract("certidao_federal", text).result == result


def test_an_identifier_with_its_caption_after_it_is_the_holders() -> None:
    # The court's name above would make an unlabelled number the issuer's.
    text = """TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
DISTRIBUIDOR E CONTADOR JUDICIAL
CERTIDÃO DE FALÊNCIAS, CONCORDATAS E RECUPERAÇÕES
EXPRESSO VALE DO IBICUÍ LTDA requerido
S3.NGS.UBU/0001-33 CNPJ
17/11/2016 a 17/11/2026 período pesquisado"""
    assert extract("certidao_falencia", text).cnpj == "S3NGSUBU000133"


@pytest.mark.parametrize(
    ("doc_type", "text", "name"),
    [
        # A bill's heading over its holder's block.
        (
            "comprovante_endereco",
            "CEEE Equatorial DANF3E\nDADOS DO CLIENTE\nVIAÇÃO VALE DO IBICUÍ LTDA\n"
            "97.295.965/0001-90\nUnidade consumidora",
            "VIAÇÃO VALE DO IBICUÍ LTDA",
        ),
        # A water bill's caption under the name, and its label before it.
        (
            "comprovante_endereco",
            "Saneago\nROGÉRIO FRANCISCO BORTOLOTTO\nnome do usuário\n03087223107\ncpf",
            "ROGÉRIO FRANCISCO BORTOLOTTO",
        ),
        (
            "comprovante_endereco",
            "SANEAGO\nUsuário JOSÉ LIMA MEDEIROS\nLeitura",
            "JOSÉ LIMA MEDEIROS",
        ),
        (
            "comprovante_endereco",
            "Cliente\n. VIAÇÃO PASSO FUNDO LTDA\nq CNP) 1",
            "VIAÇÃO PASSO FUNDO LTDA",
        ),
        # The next column's label read after the name.
        (
            "comprovante_endereco",
            "Titular: OTÁVIO FAGUNDES CEZIMBRA Referência\nCPF/CNPJ: 176.855.771-35 Abril/2026",
            "OTÁVIO FAGUNDES CEZIMBRA",
        ),
        (
            "requerimento",
            "REQUERIMENTO\nInteressado(a): OTÁVIO FAGUNDES CEZIMBRA\nCPF nº 17685577135",
            "OTÁVIO FAGUNDES CEZIMBRA",
        ),
        (
            "certidao_estadual",
            "Certidão\nSujeito passivo FABIANO VARGAS BARBOSA\nCPF",
            "FABIANO VARGAS BARBOSA",
        ),
        (
            "cnh",
            "CNH\nNome Name CRISTIANO CARVALHO MORAES\nCPF 403.273.780-00",
            "CRISTIANO CARVALHO MORAES",
        ),
        (
            "ctps",
            "Carteira de Trabalho Digital\nTrabalhador(a) ANDERSON OLIVEIRA ZANINI\n"
            "CPF 033.502.280-46",
            "ANDERSON OLIVEIRA ZANINI",
        ),
        # A name printed a word or two a line in a narrow box.
        (
            "certidao_quitacao_eleitoral",
            "Certidão de Quitação Eleitoral\nEleitor(a)\nMARIA\nROSSATO\nVARGAS\n"
            "Inscrição 1591 2371",
            "MARIA ROSSATO VARGAS",
        ),
        (
            "folha_corrida",
            "Alvará de Folha Corrida\nNome\nPRISCILA\nVARGAS SANTOS\nCPF 036.314.010-78",
            "PRISCILA VARGAS SANTOS",
        ),
        (
            "comprovante_endereco",
            "Titular\nEXPRESSO\nQUARTA\nCOLÔNIA LTDA\nCNPJ 36.198.711/0001-60",
            "EXPRESSO QUARTA COLÔNIA LTDA",
        ),
        # A label column read before its value column.
        (
            "certidao_criminal",
            "Certidão Negativa Criminal\nNome\nCPF\nMãe\nNascimento\n| NADA CONSTA\n"
            "Certidão nº\n8748833/2027\nGabriela Eduarda Vargas Lima\n134.287.831-01\n"
            "Maria Bortolotto Vargas\n10/07/1996\n"
            "Pesquisados os registros de feitos criminais, nada consta contra a pessoa acima.",
            "GABRIELA EDUARDA VARGAS LIMA",
        ),
    ],
)
def test_holders_named_the_ways_other_issuers_print_them(
    doc_type: str, text: str, name: str
) -> None:
    assert extract(doc_type, text).name == name


@pytest.mark.parametrize(
    ("doc_type", "text"),
    [
        # A certidão title's second line over the form's caption.
        (
            "certidao_federal",
            "CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS A CRÉDITOS\n"
            "TRIBUTÁRIOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO\nNome / razão social\n"
            "96.242.938/0001-97\nInscrição no CNPJ",
        ),
        # One word of a stacked name, then the other column's label.
        (
            "certidao_quitacao_eleitoral",
            "RENATO Município 88013\nRODRIGUES\nEleitor(a) SOUZA Domicílio desde 17/03/2003\n",
        ),
        # A stacked company name whose other lines OCR lost: its suffix alone.
        ("certidao_estadual", "Certidão de Situação Fiscal\nNome LTDA\nCNPJ"),
        # The next field, an address, under an empty name.
        ("apolice_seguro", "Segurado\nNome:\nRua Euclides da Cunha, 401, Boca do Monte, CEP"),
        # Values of a label column in a longer block: whose is which is unsure.
        (
            "certidao_criminal",
            "Certidão Negativa Criminal\nNome\nNascimento\n| NADA CONSTA\nFabiano Vargas Barbosa\n"
            "364.662.991-63\nTatiane Moraes Vargas\n21/11/1997\nPesquisados os registros.",
        ),
    ],
)
def test_what_is_no_holders_name(doc_type: str, text: str) -> None:
    assert extract(doc_type, text).name is None


def test_a_logos_letters_are_no_part_of_a_letterheads_name() -> None:
    text = (
        "EX RODOVIÁRIO PINHAL TRANSPORTES LTDA\nCNPJ 83.618.913/0001-01\nOfício nº 047/2027\n"
        "Pelo presente, a empresa RODOVIÁRIO PINHAL TRANSPORTES LTDA, inscrita no CNPJ"
    )
    assert extract("requerimento", text).name == "RODOVIÁRIO PINHAL TRANSPORTES LTDA"


def test_the_employee_a_companys_letter_is_about_is_not_its_holder() -> None:
    text = (
        "TRANSPORTES CERRO AZUL LTDA\nCNPJ 93.104.654/0001-46 * Rua Euclides da Cunha, 3444\n"
        "Assunto: cadastramento de motorista\n"
        "TRANSPORTES CERRO AZUL LTDA, CNPJ 93.104.654/0001-46, requer o cadastramento\n"
        "da empregada qualificada abaixo:\n"
        "SÔNIA HELENA ROCHA LOPES motorista\n676.533.520-06 CPF\n"
    )
    assert extract("requerimento", text).name == "TRANSPORTES CERRO AZUL LTDA"


def test_the_holders_name_between_an_issuers_word_and_a_number() -> None:
    text = (
        "CERTIDÃO SIMPLIFICADA\nCertificamos que as informações abaixo constam dos documentos "
        "arquivados nesta Junta Comercial.\nEXPRESSO ARROIO GRANDE LTDA\n"
        "SOCIEDADE EMPRESÁRIA LIMITADA\n43232116192\n77.395.674/0001-67\n06/10/2022"
    )
    assert extract("registro_junta_comercial", text).cnpj == "77395674000167"


def test_cnpj_label_read_with_a_bracket() -> None:
    text = (
        "Certidão Simplificada Digital\nCertificamos ... nesta junta Comercial.\n"
        "NIRE da sede 43210032763 | Ato constitutivo 04/02/2019\n"
        "CNP) 24.916.100/0001-20 | Início de atividade 04/02/2019\n"
        "Nome empresarial VIAÇÃO PINHAL LTDA"
    )
    assert extract("registro_junta_comercial", text).cnpj == "24916100000120"


def test_an_unlabelled_date_and_time_heading_a_page_is_its_issue() -> None:
    text = (
        "JE Justiça Eleitoral\nTribunal Superior Eleitoral 11/01/2027 - 16:43\n"
        "Certidão de Quitação Eleitoral\nEleitor(a) MARIA ROSSATO VARGAS\nNascimento 24/02/1983"
    )
    assert extract("certidao_quitacao_eleitoral", text).issued_on == date(2027, 1, 11)


def test_an_unlabelled_date_and_time_in_a_certidaos_last_lines_is_its_issue() -> None:
    # The Receita's certidão whose footer caption the scan lost; OCR opened a
    # space inside the ISO date.
    body = "\n".join(
        [
            "MINISTÉRIO DA FAZENDA",
            "Secretaria Especial da Receita Federal do Brasil",
            "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS",
            "SUJEITO PASSIVO",
            "Nome: TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA",
            "Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer",
            "dívidas de responsabilidade do sujeito passivo, é certificado que não constam",
            "pendências em seu nome.",
            "A aceitação desta certidão está condicionada à verificação de sua autenticidade.",
        ]
    )
    foot = "2026-12- 14. 19:40:35 — | 3835.A8S.4A91.E4DD\nCertidão emitida gratuitamente.\n"
    assert extract("certidao_federal", f"{body}\n{foot}").issued_on == date(2026, 12, 14)
    # Without its time of day, a date there is no stamp.
    plain = foot.replace(" 19:40:35", "")
    assert extract("certidao_federal", f"{body}\n{plain}").issued_on is None
    # Nor is one in the middle of the page.
    lines = body.splitlines()
    middle = "\n".join([*lines[:6], "2026-12-14 19:40:35", *lines[6:], *["Página 1 de 1"] * 6])
    assert extract("certidao_federal", middle).issued_on is None


def test_a_company_name_next_to_the_holders_cnpj_read_apart_from_its_label() -> None:
    text = (
        "Certificado de Regularidade do FGTS - CRF\nInscrição (CNPJ)\nRazão social\nEndereço\n"
        "Validade\nSITUAÇÃO: REGULAR\n93.786.579/7543-07\nBoca Do Monte Turismo E Fretamento Ltda\n"
        "Avenida João Machado Soares 397 /\n18/01/2027 a 16/02/2027\n"
        "Informação obtida em 18/01/2027 09:30:54."
    )
    fields = extract("crf_fgts", text)
    assert fields.name == "Boca Do Monte Turismo E Fretamento Ltda"
    assert fields.valid_until == date(2027, 2, 16)


def test_an_insurers_name_by_its_cnpj_is_not_the_policys_holder() -> None:
    text = "APÓLICE DE SEGURO APP\nPAMPA SEGUROS S.A.\nCNPJ 93.786.579/7543-07\nVigência"
    assert extract("apolice_seguro", text).name is None


def test_the_holder_heads_his_parents_over_his_birth() -> None:
    text = (
        "Ministério da Defesa - Exército Brasileiro\nJSM 234 - SANTA MARIA/RS RA 332073184737\n"
        "Certificado de Dispensa de Incorporação (CDI)\nFERNANDO MACHADO KESSLER\n"
        "DIEGO BARBOSA KESSLER\nCLÁUDIA LONDERO MACHADO\nNascido em 28/06/1982 Classe 1982"
    )
    assert extract("certificado_reservista", text).name == "FERNANDO MACHADO KESSLER"


def test_a_reservistas_name_before_the_next_boxs_caption_and_its_date() -> None:
    text = (
        "CERTIFICADO DE DISPENSA DE INCORPORAÇÃO\nNOME\nMÁRCIO MEDEIROS LONDERO RA\n"
        "882291157480\nFILIAÇÃO\nEDUARDO SILVA LONDERO e MÁRCIA SILVA MEDEIROS\nNASCIMENTO\n"
        "03/11/1993\nCPF\n620.209.900-32\nÓRGÃO DE SERVIÇO MILITAR 7ª CSM – JSM 329\n"
        "DATA DO CERTIFICADO 17/10/2007\nCERTIFICADO Nº F-660139"
    )
    fields = extract("certificado_reservista", text)
    assert fields.name == "MÁRCIO MEDEIROS LONDERO"
    assert fields.issued_on == date(2007, 10, 17)


def test_a_paper_cnhs_next_box_caption_is_no_part_of_the_name() -> None:
    text = (
        "CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME\n"
        "JOSÉ ANTÔNIO SOUZA FAGUNDES DOC. IDENTIDADE / ÓRG. EMISSOR / UF\n"
        "1098765432 SSP RS\nCPF DATA NASCIMENTO\n526.018.159-06 10/05/1975"
    )
    assert extract("cnh", text).name == "JOSÉ ANTÔNIO SOUZA FAGUNDES"


def test_a_bills_amount_caption_is_no_name_and_the_payer_is() -> None:
    text = (
        "2ª VIA DA CONTA DE ENERGIA\nVALOR DO DOCUMENTO\nR$ 412,37\n"
        "TITULAR DA UNIDADE CONSUMIDORA\nSERRA GAÚCHA TURISMO E FRETAMENTO LTDA\n"
        "Rua Venâncio Aires, 1200 - Centro - Santa Maria/RS"
    )
    assert extract("comprovante_endereco", text).name == "SERRA GAÚCHA TURISMO E FRETAMENTO LTDA"


def test_a_minute_books_heading_before_the_company() -> None:
    text = "ATAS DE ASSEMBLEIAS GERAIS EXPRESSO CERRO AZUL S.A.\nCNPJ 11.222.333/0001-81"
    assert extract("estatuto_social", text).name == "EXPRESSO CERRO AZUL S.A."


def test_a_speck_after_a_name_is_no_initial() -> None:
    text = "CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME\nTIAGO ALMEIDA FLORES I\nCPF 526.018.159-06"
    assert extract("cnh", text).name == "TIAGO ALMEIDA FLORES"


def test_a_crlv_read_without_its_legend_names_the_owner_before_the_cnpj() -> None:
    text = (
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL\n"
        "01247903661 INQ6P19 2026\n2022 | Ed 781804623419\nIVECO/CITYCLASS 70C17 PASSAGEIRO /\n"
        "ROTA DO SOL TURISMO LTDA 34.838.511/0001-07\nSANTA MARIA RS 13/04/2026\n"
        "01 CÓDIGO RENAVAM 11 ESPÉCIE / TIPO 21 EIXOS\n04 ANO FABRICAÇÃO 14 COR 24 NOME\n"
        "05 ANO MODELO 15 COMBUSTÍVEL 25 CPF / CNPJ"
    )
    from extractors.fields import confirm_second_readings

    fields = extract("crlv", text)
    assert fields.name == "ROTA DO SOL TURISMO LTDA"
    assert fields.cnpj == "34838511000107"
    # Unlabelled, it stands only where another document names the company.
    assert confirm_second_readings([fields])[0].name is None
    other = extract("cartao_cnpj", "NOME EMPRESARIAL\nROTA DO SOL TURISMO LTDA")
    assert confirm_second_readings([fields, other])[0].name == "ROTA DO SOL TURISMO LTDA"


def test_a_screen_whose_captions_were_lost_names_the_company_by_its_cnpj() -> None:
    from extractors.fields import confirm_second_readings

    text = (
        "CAIXA ECONOMICA FEDERAL - FGTS\nREGULARIDADE DO EMPREGADOR - EMISSAO CRF\n"
        "DATA: 21/10/2026\n: 11.222.333/0001-81\n: TRANSPORTES QUARTA COLÔNIA LTDA\n"
        "RUA PEDRO SANTINI 1777 / DISTRITO INDUSTRIAL / SANTA MARIA / RS /\n"
        "SITUACAO : REGULAR"
    )
    fields = extract("crf_fgts", text)
    assert fields.name == "TRANSPORTES QUARTA COLÔNIA LTDA"
    other = extract("cartao_cnpj", "NOME EMPRESARIAL\nTRANSPORTES QUARTA COLÔNIA LTDA")
    assert confirm_second_readings([fields, other])[0].name == fields.name
    assert confirm_second_readings([fields])[0].name is None


def test_a_paid_guias_date_is_the_banks_authentication_not_the_due_date() -> None:
    text = (
        "CAIXA GRCSU – GUIA DE RECOLHIMENTO DA CONTRIBUIÇÃO SINDICAL URBANA\n"
        "CONTRIBUINTE\nEXPRESSO CERRO AZUL S.A.\nVENCIMENTO\n31/01/2027\n"
        "VALOR DO DOCUMENTO\nR$ 200,00\n104-0 81211117622-3 06244013798-1\n"
        "SICREDI   26/01/2027   13:19:39   AG 3975   GRCSU 2027\n"
        "PAGO R$ 200,00   AUT 445.692.094.662"
    )
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.issued_on == date(2027, 1, 26)
    unpaid = text.rsplit("\nSICREDI", 1)[0]
    assert extract("comprovante_contribuicao_sindical", unpaid).issued_on == date(2027, 1, 31)


def test_a_protocol_receipt_dates_the_request_from_its_filing() -> None:
    text = (
        "PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO\nPROTOCOLO GERAL\nNº 89689/2026\n"
        "REQUERIMENTO – COMPROVANTE DE PROTOCOLO\nREQUERENTE\nJÚLIO ANTÔNIO FERREIRA MORAES\n"
        "CPF\n925.135.221-68\nNACIONALIDADE\nbrasileiro\nDATA DO PROTOCOLO\n9 de março de 2026\n"
        "ATENDENTE\nDenise Cechin\nASSUNTO\nINSCRIÇÃO DE CANDIDATO A CONCESSIONÁRIO"
    )
    assert extract("requerimento_sad", text).issued_on == date(2026, 3, 9)


REQUESTED = """CERTIDÃO DE SITUAÇÃO FISCAL
NEGATIVA DE DÉBITOS
REQUERENTE
Nome: EVERTON ZANINI
CPF: 799.964.781-06
Qualidade: procurador(a)
CONTRIBUINTE
Nome/Razão social: EXPRESSO PLANALTO LTDA
CNPJ: 53.350.361/0001-24
Certificamos, a pedido do requerente acima identificado, que não constam débitos.
Emissão Hora Validade
18.09.2026 20:30:47 60 (sessenta) dias – até 17/11/2026"""


def test_a_requesters_block_is_not_the_holders() -> None:
    fields = extract("certidao_estadual", REQUESTED)
    assert fields.name == "EXPRESSO PLANALTO LTDA"
    assert (fields.cnpj, fields.cpf) == ("53350361000124", None)
    protests = (
        "CERTIDÃO NEGATIVA DE PROTESTO DE TÍTULOS\nREQUERENTE\n"
        "Nome/Razão social: MEDIANEIRA SERVIÇOS CONTÁBEIS EIRELI\nCNPJ: 00.547.293/0001-21\n"
        "Pedido recebido em: 16/11/2026\nPESQUISADO\nNome/Razão social: EXPRESSO PLANALTO LTDA\n"
        "CNPJ: 53.350.361/0001-24\nSanta Maria, 17 de novembro de 2026, às 11:34."
    )
    fields = extract("certidao_protestos", protests)
    assert (fields.name, fields.cnpj) == ("EXPRESSO PLANALTO LTDA", "53350361000124")
    assert fields.issued_on == date(2026, 11, 17)


def test_a_requesters_block_under_other_headings() -> None:
    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS\nSOLICITANTE\nNome: ROSÂNGELA WEBER CASSOL\n"
        "CPF: 579.044.922-02\nQualidade: procurador(a)\nINTERESSADO (CONTRIBUINTE)\n"
        "Nome: BÁRBARA GONÇALVES BRONDANI\nCPF: 272.389.311-17\nCERTIFICA que não existem débitos."
    )
    fields = extract("certidao_municipal", text)
    assert (fields.name, fields.cpf) == ("BÁRBARA GONÇALVES BRONDANI", "27238931117")
    spaced = text.replace("SOLICITANTE", "SOL IC ITANTE (CERT IF ICADO D IG ITAL)")
    assert extract("certidao_municipal", spaced).cpf == "27238931117"


def test_a_requester_with_no_holders_block_after_may_be_the_holder() -> None:
    alone = REQUESTED.replace("CONTRIBUINTE\n", "").split("Nome/Razão social")[0]
    assert extract("certidao_estadual", alone).name == "EVERTON ZANINI"
    # A request's requerente is its holder, whatever follows.
    request = "REQUERIMENTO\nREQUERENTE\nNome: EVERTON ZANINI\nCPF: 799.964.781-06\nEMPRESA\nX"
    assert extract("requerimento_motorista", request).name == "EVERTON ZANINI"


def test_an_invoices_addressee_and_a_tables_header_row() -> None:
    text = (
        "PAMPA NET TELECOM TELECOMUNICAÇÕES LTDA · CNPJ 59.655.832/0001-99 · IE 096/1556680\n"
        "FATURA DE SERVIÇOS DE TELECOMUNICAÇÕES\nData de emissão: 26/09/2026\nDestinatário\n"
        "EXPRESSO PLANALTO LTDA\nCNPJ: 53.350.361/0001-24\n"
        "RUA PEDRO SANTINI, 2342, SALA 4, BOCA DO MONTE\nServiço / descrição Período Valor (R$)\n"
        "Internet Fibra Empresas 500 Mega AGO/2026 199,90"
    )
    fields = extract("comprovante_endereco", text)
    assert (fields.name, fields.cnpj) == ("EXPRESSO PLANALTO LTDA", "53350361000124")


def test_a_ctps_booklets_copy_dates_from_the_employers_declaration() -> None:
    text = (
        "CÓPIA DA CTPS Nº 7667449 SÉRIE 0597-RS · FLS. 2/3 E 10/11\nIDENTIFICAÇÃO\n"
        "DATA DE EMISSÃO 14/02/2001\nQUALIFICAÇÃO CIVIL\nNOME ROGÉRIO PIOVESAN ROCHA\n"
        "CPF 053.601.620-82\nCONTRATO DE TRABALHO\nEMPREGADOR EXPRESSO PLANALTO LTDA\n"
        "CNPJ 53.350.361/0001-24\nDATA ADMISSÃO 11/08/2024\n"
        "Declaramos que a presente cópia confere com a CTPS original.\n"
        "Santa Maria, 18 de outubro de 2026."
    )
    fields = extract("ctps", text)
    assert fields.issued_on == date(2026, 10, 18)
    assert fields.name == "ROGÉRIO PIOVESAN ROCHA"


def test_a_paid_boleto_dates_from_its_payment_not_the_slips_date() -> None:
    text = (
        "RECIBO DO PAGADOR\nVencimento\n08/09/2026\nPagador\n"
        "EXPRESSO VALE DO IBICUÍ LTDA – CNPJ 53.350.361/0001-24\nData do documento\n02/09/2026\n"
        "Comprovante de pagamento de boleto\nData de vencimento 08/09/2026\n"
        "Data do pagamento 03/09/2026\nValor pago R$ 200,00"
    )
    assert extract("comprovante_contribuicao_sindical", text).issued_on == date(2026, 9, 3)


def test_a_garage_contracts_client_is_its_holder() -> None:
    text = (
        "PÁTIO LOGÍSTICO SANTA MARIA LTDA\nCNPJ 38.850.156/0001-34\n"
        "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE ESTACIONAMENTO\n"
        "Contratante EXPRESSO PLANALTO LTDA – CNPJ 53.350.361/0001-24\n"
        "Santa Maria, 9 de outubro de 2025."
    )
    fields = extract("comprovante_estacionamento", text)
    assert (fields.name, fields.cnpj) == ("EXPRESSO PLANALTO LTDA", "53350361000124")


def test_a_long_name_label_wrapped_in_its_column() -> None:
    text = (
        "Certidão de Débitos Relativos a Créditos Tributários Federais e à Dívida Ativa da União\n"
        "CNPJ 53.350.361/0001-24\n"
        "Nome empresarial ou nome civil do EXPRESSO VALE DO IBICUÍ LTDA\n"
        "Código de controle: F9AB. 7624. 6052.378A\ncontribuinte 527fe662edcb2735dB4458"
    )
    assert extract("certidao_federal", text).name == "EXPRESSO VALE DO IBICUÍ LTDA"
    damaged = text.replace("nome civil", "nome clvil").replace(
        "IBICUÍ LTDA\n", 'IBICUÍ LTDA | "Ia DEN Pa ipa au\n'
    )
    assert extract("certidao_federal", damaged).name == "EXPRESSO VALE DO IBICUÍ LTDA"


def test_the_employer_certifying_a_booklets_copy_is_the_current_one() -> None:
    text = (
        "CÓPIA DA CTPS Nº 3022705 SÉRIE 0830-RS\nCONTRATO DE TRABALHO CONTRATO DE TRABALHO\n"
        "EMPREGADOR TRANSPORTES CORAÇÃO DO RIO GRANDE EMPREGADOR TRANSPORTES SERRA VERDE LTDA\n"
        "LTDA cnpJ 64.229.441/0001-42\nul 20.030.168/0001-57 municipio SANTA CRUZ DO SUL - RS\n"
        "DATA ADMISSÃO 03/11/2018\n| DATA SAÍDA 05/04/2025\nDATA ADMISSÃO 10/08/2025\n"
        "DATA SAÍDA\n| TRANSPORTES CORAÇÃO DO RIO GRANDE LTDA - CNPJ 20.030168/0001-57\n"
        "Declaramos que a presente cópia confere com a CTPS original apresentada pelo empregado e "
        "que o contrato de trabalho anotado na fl. 10 permanece em vigor nesta data."
    )
    assert extract("ctps", text).cnpj == "20030168000157"


def test_a_forms_values_printed_apart_from_its_captions_name_the_holder() -> None:
    text = (
        "MINISTÉRIO DA DEFESA – EXÉRCITO BRASILEIRO\nRA (REGISTRO DE\nALISTAMENTO)\n"
        "CERTIFICADO DE DISPENSA DE INCORPORAÇÃO\nNome\nPai Mãe\n"
        "Data de nascimento Naturalidade Classe\nOlhos Cabelos Altura Sinais particulares\n"
        "Local e data\nPresidente da Junta de Serviço Militar Assinatura do titular\n723519983061\n"
        "OTÁVIO BORTOLOTTO BARBOSA\nSÉRGIO RODRIGUES BARBOSA PATRÍCIA SIMÕES BORTOLOTTO\n"
        "16/03/1983 SANTA MARIA/RS 1983\nX\nCASTANHOS LOIROS 1,61 M NÃO HÁ\n"
        "Santa Maria-RS, 16 de dezembro\nde 2002"
    )
    assert extract("certificado_reservista", text).name == "OTÁVIO BORTOLOTTO BARBOSA"


def test_a_certidaos_values_apart_from_their_captions_name_the_holder_by_its_number() -> None:
    from extractors.fields import confirm_second_readings

    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS\nCertidão nº 99816/2026\n"
        "FRETAMENTOS BOCA DO MONTE LTDA 27.645.160/0001-44 65.127-7\n"
        "CERTIFICAMOS, para os devidos fins, que NÃO CONSTAM DÉBITOS."
    )
    fields = extract("certidao_municipal", text)
    assert fields.name == "FRETAMENTOS BOCA DO MONTE LTDA"
    assert confirm_second_readings([fields])[0].name is None
    person = (
        "CERTIDÃO NEGATIVA DE DÉBITOS\nNOME DO CONTRIBUINTE CPF\nENDEREÇO\n"
        "CERTIFICAMOS que NÃO EXISTEM DÉBITOS.\nVINÍCIUS GUIMARÃES FAGUNDES 758.589.001-00\n"
        "ALAMEDA 26, QD. 79, LT. 16"
    )
    assert extract("certidao_municipal", person).name == "VINÍCIUS GUIMARÃES FAGUNDES"


def test_an_old_rgs_back_names_the_holder_over_the_parents() -> None:
    text = (
        "VÁLIDA EM TODO O TERRITÓRIO NACIONAL\nREGISTRO GERAL DATA DE EXPEDIÇÃO\n"
        "4792974771 16/07/2016\nMÔNICA APARECIDA MARTINS CARVALHO\nRAFAEL SALDANHA CARVALHO\n"
        "CRISTIANE LOPES MARTINS\nNATURALIDADE DATA DE NASCIMENTO\nSAO PEDRO DO SUL-RS 14/09/1992"
    )
    fields = extract("rg", text)
    assert fields.name == "MÔNICA APARECIDA MARTINS CARVALHO"
    assert fields.issued_on == date(2016, 7, 16)


def test_a_bills_reference_month_after_the_company_and_a_header_row() -> None:
    text = (
        "FATURA DE SERVIÇOS DE TELECOMUNICAÇÕES\nDestinatário\n"
        "FRETAMENTOS CORAÇÃO DO RIO GRANDE LIDA OUT/2026\nRUA PEDRO SANTINI, 2342"
    )
    assert extract("comprovante_endereco", text).name == "FRETAMENTOS CORAÇÃO DO RIO GRANDE LTDA"
    header = "FATURA\nTitular\nSERVIÇO / DESCRIÇÃO PERÍODO VALOR\nInternet Fibra AGO/2026 199,90"
    assert extract("comprovante_endereco", header).name is None


def test_a_crfs_company_after_its_cnpj_under_a_row_of_captions() -> None:
    text = (
        "Certificado de Regularidade\ndo FGTS - CRF\nINSCRIÇÃO RAZÃO SOCIAL\n"
        "46.065.166/0001-97 EXPRESSO PAMPA LTDA\nEndereço: RODOVIA RSC-287 KM 207\n"
        "Validade: 24/05/2026 a 22/06/2026"
    )
    fields = extract("crf_fgts", text)
    assert (fields.name, fields.cnpj) == ("EXPRESSO PAMPA LTDA", "46065166000197")


def test_two_whole_names_joined_by_e_are_the_parents_not_the_holder() -> None:
    text = "CERTIFICADO DE RESERVISTA\nNOME\nCRISTIANO LONDERO GUIMARÃES E TATIANE CARVALHO SOARES"
    assert extract("certificado_reservista", text).name is None
    one = "CERTIFICADO DE RESERVISTA\nNOME\nJOÃO PEDRO SILVA E SOUZA\nCPF 526.018.159-06"
    assert extract("certificado_reservista", one).name == "JOÃO PEDRO SILVA E SOUZA"


def test_a_row_of_numbered_captions_over_the_name_and_the_next_columns_number() -> None:
    text = (
        "TRIBUNAL REGIONAL ELEITORAL DO RIO GRANDE DO SUL CARTÓRIO ELEITORAL\n"
        "Z. 4 NOME DO(A) ELEITOR(A) 2.2 Nº DA INSCRIÇÃO ELEITORAL\n"
        "OTÁVIO LONDERO LIMA 3647 4880 0400\n"
        "1.4 SEÇÃO 4.5 MUNICÍPIO / UF DO DOMICÍLIO 1.6 DATA DE NASCIMENTO\n"
        "ESTÁ QUITE COM A JUSTIÇA ELEITORAL"
    )
    assert extract("certidao_quitacao_eleitoral", text).name == "OTÁVIO LONDERO LIMA"


def test_a_health_certificates_patient() -> None:
    text = "Atestado de Saúde\nPaciente FABIANO VARGAS BARBOSA\nCPF 364.662.991-63"
    assert extract("atestado_saude", text).name == "FABIANO VARGAS BARBOSA"


@pytest.mark.parametrize(
    ("value", "name"),
    [
        ("= VIAÇÃO ARROIO GRANDE LTDA", "VIAÇÃO ARROIO GRANDE LTDA"),
        ("23/08/1983 APRESENTAÇÃO À PREFEITURA MUNICIPAL", None),
        ("8 REGULAR", None),
    ],
)
def test_what_opens_a_name(value: str, name: str | None) -> None:
    assert extract("certidao_pis", f"Certidão\nNome: {value}\n").name == name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Titular\nRODOVIÁRIO\nVALE DO IBICUÍ\nTRANSPORTES\nLTDA\nCNPJ 26.604.368/0001-52",
            "RODOVIÁRIO VALE DO IBICUÍ TRANSPORTES LTDA",
        ),
        ("Titular\nVIAÇÃO CERRO\nAZUL S.A.\nCNPJ 47.803.593/0001-98", "VIAÇÃO CERRO AZUL S.A."),
        ("Titular: O SÔNIA MORAES BORTOLOTTO\nCPF", "SÔNIA MORAES BORTOLOTTO"),
    ],
)
def test_stacked_company_names_and_a_speck_before_a_name(text: str, name: str) -> None:
    assert extract("comprovante_endereco", text).name == name


@pytest.mark.parametrize(
    "text",
    [
        "Certidão Negativa Criminal\nNome\nNascimento\nHI NADA CONSTA\nVinícius Lima\n",
        "CNH\nNome Name\nCPF\nNascimento Binho N\nLocal Place",
    ],
)
def test_a_finding_or_a_label_under_an_empty_name_is_no_name(text: str) -> None:
    assert extract("certidao_criminal", text).name is None


def test_a_contracts_buyer_under_a_numbered_heading_and_its_own_label() -> None:
    text = (
        "Instrumento Particular de Compra e Venda\nI - Outorgante vendedora\n"
        "Razão social VIAÇÃO TRÊS PASSOS LTDA\nCNPJ 48.230.137/0001-69\n"
        "II - Outorgada compradora\nRazão social EXPRESSO TRÊS MARIAS LTDA\n"
        "CNPJ 82.313.634/0001-69\nIII — Veículo"
    )
    fields = extract("contrato_compra_venda", text)
    assert (fields.name, fields.cnpj) == ("EXPRESSO TRÊS MARIAS LTDA", "82313634000169")


def test_a_label_over_an_empty_form_field_is_no_name() -> None:
    text = "REQUERIMENTO\n1 — REQUERENTE\nCNPJ\nRAZÃO SOCIAL\n| viação PAMPA LTDA |"
    assert extract("requerimento", text).name != "RAZÃO SOCIAL"


def test_a_speck_between_the_label_and_the_name() -> None:
    text = "Carteira de Trabalho Digital\nTrabalhador(a) o MÁRCIO DALMOLIN BORTOLOTTO\nCPF"
    assert extract("ctps", text).name == "MÁRCIO DALMOLIN BORTOLOTTO"


def test_a_double_label_and_a_misread_cpf_label_under_it() -> None:
    text = (
        "Certidão Negativa de Tributos Municipais\n"
        "Requerente / contribuinte YELITZA HERNÁNDEZ ROJAS\nCDE 819.455.141-24\n"
    )
    assert extract("certidao_municipal", text).name == "YELITZA HERNÁNDEZ ROJAS"
    assert extract("certidao_municipal", "Certidão\nNome:\nCDE 819.455.141-24\n").name is None


def test_a_crf_validity_range_under_its_label_beside_another_column() -> None:
    # heldout8: "Início da validade" over one date (its end lost), then the
    # range under "Validade" beside the date the information was obtained.
    text = """CAIXA Certificado de Regularidade do FGTS - CRF
INÍCIO DA VALIDADE FIM DA VALIDADE CERTIFICAÇÃO NÚMERO
25.12.2026 2026122533458196937174
VALIDADE INFORMAÇÃO OBTIDA EM
25.12.2026 a 23.01.2027 25.12.2026 17:48:56
"""
    fields = extract("crf_fgts", text)
    assert fields.valid_until == date(2027, 1, 23)
    assert fields.issued_on == date(2026, 12, 25)


CNH_BACK_TABLE = """FRENTE VERSO
REPÚBLICA FEDERATIVA DO BRASIL CATEGORIAS HABILITADAS
SECRETARIA NACIONAL DE TRÂNSITO 9 CAT. HABILITADO 11 VALIDADE
CARTEIRA NACIONAL DE HABILITAÇÃO A -
Driver License * Permiso de Conducción B SIM 15.02.2036
ALEXANDRE ROCHA BRONDANI Cc SIM 15.02.2036
1º HABILITAÇÃO 3 DATA, LOCAL E UF DE NASCIMENTO D SIM 15.02.2036
> 08 20.07.1983, CRUZ ALTA, RS E SIM 15.02.2036
4a DATA EMISSÃO 4b VALIDADE ACC
15.02.2026 15.02.2036
5 Nº REGISTRO 9 CAT. HAB. NACIONALIDADE
08447204790 E BRASILEIRO(A)
"""


def test_cnh_category_from_the_back_table_of_held_categories() -> None:
    # "A -" is the motorcycle not held; B to E are marked "SIM": category E.
    assert extract("cnh", CNH_BACK_TABLE).cnh_category == "E"
    # E not held: D.
    assert extract("cnh", CNH_BACK_TABLE.replace("RS E SIM", "RS E -")).cnh_category == "D"
    # The table lost in reading: a category marked not held ("A -") is no
    # value; the front's "9 CAT. HAB." gives it.
    lost = "\n".join(line for line in CNH_BACK_TABLE.splitlines() if "SIM" not in line)
    assert extract("cnh", lost).cnh_category == "E"


# An old RG's back read by OCR: the values in the card's order, their numbered
# captions in a legend at its foot, the frame's marks read as "€3", "C3".
RG_LEGEND = """REPÚBLICA FEDERATIVA DO BRASIL - GOIÁS - POLÍCIA CIVIL
€3 2345886243 C3 22/04/2007
€3 JOÃO DA SILVA
MARIA DA SILVA
E GOIÂNIA-GO €3 25/06/1989
C.NASC. LV A-170 FLS 242 Nº 86415
ED 529.982.247-25
01 Registro Geral - 02 Data de expedição - 03 Nome - 04 Filiação - 05 Naturalidade
06 Data de nascimento - 07 Documento de origem - 08 CPF - Lei nº 7.116/83
CARTEIRA DE IDENTIDADE"""


def test_rg_issue_date_beside_the_registry_number() -> None:
    fields = extract("rg", RG_LEGEND)
    assert fields.issued_on == date(2007, 4, 22)
    assert "2345886243" in fields.evidence["issued_on"].snippet
    # Captions over their values, two lines above them.
    columns = (
        "CARTEIRA DE IDENTIDADE | REGISTRO GERAL DATA DE EXPEDIÇÃO\n"
        "SECRETARIA DA SEGURANÇA PÚBLICA |\n| 12.345.678-9 07/04/2017\nNOME\nJOÃO DA SILVA\n"
        "NATURALIDADE DATA DE NASCIMENTO\nCAÇAPAVA DO SUL-RS 27/03/1987"
    )
    assert extract("rg", columns).issued_on == date(2017, 4, 7)


def test_rg_birth_date_beside_the_cpf_is_no_issue_date() -> None:
    # The CPF is no registry number, nor is the place of birth.
    fields = extract(
        "rg",
        "CARTEIRA DE IDENTIDADE\nJOÃO DA SILVA\n"
        "CPF 529.982.247-25 25/06/1989\nGOIÂNIA-GO 25/06/1989",
    )
    assert fields.issued_on is None


def test_rg_issue_date_whose_caption_ocr_garbled_is_the_date_after_the_birth() -> None:
    # heldout5: "DATA DE EXPEDIÇÃO" read "DATA DE EXI UIÇÃO", the birth's caption
    # "DATA DE NASC!MENI:"; the card prints no other date.
    card = (
        "CARTEIRA DE IDENTIDADE\nNOME\nDÉBORA FLORES PIVETTA\n"
        "8406506429 | N TURALIDADE DATA DE NASC!MENI:\n"
        "DATA DE EXI UIÇÃO CRUZ ALTA/RS 10/02/1984\n25/05/2018 | DOCUMENTO D: OR:SEM"
    )
    assert extract("rg", card).issued_on == date(2018, 5, 25)
    # The birth labelled: the one other date.
    labelled = card.replace("DATA DE EXI UIÇÃO CRUZ ALTA/RS", "NASCIMENTO")
    assert extract("rg", labelled).issued_on == date(2018, 5, 25)
    # A third date (a stamp's), or two dates too close to be a birth and a
    # card, leave the card undated.
    stamped = card + "\nRECEBIDO 03/02/2026"
    assert extract("rg", stamped).issued_on is None
    # heldout22: the expedição lost, the notary's act on the copy is no card's date.
    authenticated = labelled.replace("\n25/05/2018", "") + (
        "\nAUTENTICAÇÃO DIGITAL - e-NOTARIADO\n"
        "Data do ato: 18/09/2025 às 17:26:52 Escrevente: Gilnei A. Flores Emolumentos: R$ 5,95"
    )
    assert extract("rg", authenticated).issued_on is None
    # A sparse reading: the block's heading lines away, "do ato" run together.
    act_alone = labelled.replace("\n25/05/2018", "") + (
        "\nData doato: 18/09/2025 às 17:26:52 Escrevente: Gilnei A. Flores"
    )
    assert extract("rg", act_alone).issued_on is None
    # heldout24: the expedição lost, the law the card cites is no card's date
    # (OCR's "LEIN* 7.n6 DE 29/08/83").
    cited = labelled.replace("\n25/05/2018", "") + "\nLEIN* 7.n6 DE 29/08/83 SANTO ANTONIO-GO"
    assert extract("rg", cited).issued_on is None
    unlabelled = card.replace("DATA DE NASC!MENI:", "")
    assert extract("rg", unlabelled).issued_on == date(2018, 5, 25)
    close = unlabelled.replace("10/02/1984", "10/02/2010")
    assert extract("rg", close).issued_on is None
    # The CIN prints its validity: a date whose caption was lost may be it.
    cin = labelled.replace("CARTEIRA DE IDENTIDADE", "CARTEIRA DE IDENTIDADE NACIONAL")
    assert extract("rg", cin).issued_on is None


def test_cnh_paid_activity_stated_absent() -> None:
    text = (
        "Minha CNH\nNome do condutor JOÃO DA SILVA\nCategoria\nD\nObservações\n"
        "Sem anotação de atividade remunerada (EAR).\n"
    )
    assert extract("cnh", text).paid_activity is False
    # Said absent once, read again garbled beside it: still absent.
    garbled = text + "Er ERAS em anotação de atividade remunerada (EAR)\n"
    assert extract("cnh", garbled).paid_activity is False
    assert extract("cnh", text.replace("Sem anotação de", "Exerce")).paid_activity is True


def test_cnh_category_under_a_long_caption_row() -> None:
    # The 2022 card read across both sides: "9 CAT. HAB." among other captions,
    # a signer's initial on the row, the category under it on the next line.
    text = (
        "CARTEIRA NACIONAL DE HABILITAÇÃO\n4C DOC. IDENTIDADE/ÓRG. EMISSOR/UF 4D CPF\n"
        "F2054931 PF 529.982.247-25\n"
        "5 Nº REGISTRO 9 CAT. HAB. NACIONALIDADE Luciane B. Machado - Diretor(a)-Geral DETRAN/GO\n"
        "05365092329 D URUGUAIA\n"
    )
    fields = extract("cnh", text)
    assert fields.cnh_category == "D"
    assert "05365092329 D" in fields.evidence["cnh_category"].snippet


def test_a_request_sent_by_e_mail_is_dated_by_its_sending() -> None:
    # Printed from the secretariat's webmail, stamped at the counter the day
    # after, printed the day after that: the request dates from the mail.
    text = (
        "Roundcube Webmail :: Registro de motorista\n"
        "De: João da Silva <joao.silva.transportes.com.br>\n"
        "Para: fretamento.santamaria.rs.gov.br\n"
        "Assunto: Registro de motorista\n"
        "Data: dom., 8 de nov. de 2026 às 09:00\n"
        "Prezados, a EXPRESSO TESTE LTDA, CNPJ 11.222.333/0001-81, requer o registro do\n"
        "motorista JOÃO DA SILVA, CPF 529.982.247-25.\n"
        "PROTOCOLO 10/11/2026 14:12\n"
        "11/11/2026 08:30 Roundcube Webmail :: Registro de motorista\n"
    )
    fields = extract("requerimento", text)
    assert fields.issued_on == date(2026, 11, 8)
    assert "Data: dom., 8 de nov." in fields.evidence["issued_on"].snippet
    # The same mail forwarding a certidão is not the certidão's date.
    certidao = text.replace("Prezados,", "CERTIDÃO NEGATIVA DE DÉBITOS\nPrezados,")
    assert extract("certidao_municipal", certidao).issued_on != date(2026, 11, 8)
    # A web address in brackets is no mail's: the certidão's "Data da emissão" stands.
    cnd = (
        "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS ÀS CONTRIBUIÇÕES PREVIDENCIÁRIAS\n"
        "Esta certidão refere-se a todos os estabelecimentos da empresa, matriz e filiais\n"
        "de sua responsabilidade.\n"
        "Data da emissão: 13/01/2010 Validade: 12/07/2010\n"
        "Confira a autenticidade no endereço <http://www.receita.fazenda.gov.br>.\n"
    )
    assert extract("certidao_inss", cnd).issued_on == date(2010, 1, 13)


def test_a_bills_issue_date_after_its_due_date_is_not_taken() -> None:
    # OCR read "09/03/2026" as "09/08/2026": a bill falls due after its issue.
    text = (
        "Vacacaí Fibra\nSua fatura de FEV/2026\nTITULAR DA CONTA\nFRETAMENTOS PAMPA LTDA\n"
        "Data de emissão 09/08/2026\nResumo da fatura\nTotal a pagar R$ 748,64\n"
        "Vencimento 21/03/2026 - Valor R$ 748,64\n"
    )
    fields = extract("comprovante_endereco", text)
    assert fields.issued_on is None
    assert fields.extra["due_date"] == "2026-03-21"
    assert extract("comprovante_endereco", text.replace("09/08", "09/03")).issued_on == date(
        2026, 3, 9
    )
    # A carnê's second copy, issued after its first instalments fell due.
    carne = (
        "IPTU 2026 – CARNÊ DE PAGAMENTO\nEmissão (2ª via): 16/10/2026\n"
        "CONTRIBUINTE RODOVIÁRIO ITAARA TRANSPORTES LTDA\n"
        "Parcela 01/10 Vencimento 10/02/2026\nParcela 10/10 Vencimento 10/11/2026\n"
    )
    assert extract("comprovante_endereco", carne).issued_on == date(2026, 10, 16)


def test_cnh_a_list_of_every_category_is_not_the_holders() -> None:
    text = (
        "CARTEIRA NACIONAL DE HABILITAÇÃO\n"
        "Quadro de categorias / Categories: ACC · A · B · C · D · E – Res. CONTRAN nº 886/2021.\n"
        "1 Nome / Name JOÃO DA SILVA\n9 Categoria / Category D\n"
    )
    fields = extract("cnh", text)
    assert fields.cnh_category == "D"
    assert "Category D" in fields.evidence["cnh_category"].snippet
    # OCR's hyphens for the dots; the holder's category lost: none, not "A".
    hyphens = text.replace(" · ", "-").replace("9 Categoria / Category D", "9 Categoria / Category")
    assert extract("cnh", hyphens).cnh_category is None


def test_ctps_the_employer_who_certifies_the_copy_is_the_current_one() -> None:
    # The booklet's contract page, a note of the contract before it (its end
    # date before its CNPJ), then the employer's declaration signed over its CNPJ.
    text = (
        "CARTEIRA DE TRABALHO E PREVIDÊNCIA SOCIAL\nCONTRATO DE TRABALHO\n"
        "Empregador EXPRESSO TESTE LTDA\nCNPJ/MF 11222333000181\n"
        "Cargo MOTORISTA DE ÔNIBUS\nData admissão 19/05/2022\nData saída\n"
        "Contrato anterior anotado à fl. 10: admissão 02/04/2018, saída 05/03/2022, "
        "empregador CNPJ 30.006.709/0001-65.\n"
        "DECLARAÇÃO\nDeclaramos que a presente cópia confere com a Carteira de Trabalho\n"
        "original de "
        "JOÃO DA SILVA, empregado desta empresa, com vínculo ativo nesta data.\n"
        "Santa Maria, 1º de agosto de 2026.\nDepartamento de Pessoal\nEXPRESSO TESTE LTDA\n"
        "11222333000181\n"
    )
    fields = extract("ctps", text)
    assert fields.cnpj == "11222333000181"
    assert {e["cnpj"]: e["current"] for e in fields.extra["employers"]} == {
        "11222333000181": True,
        "30006709000165": False,
    }


def test_a_cnpj_lookup_screen_dates_from_its_data() -> None:
    text = (
        "‹ Consulta CNPJ\nRESULTADO DA CONSULTA\nCNPJ\n11.222.333/0001-81\n"
        "Razão social\nEXPRESSO TESTE LTDA\nATIVA desde 19/10/2016\n"
        "Fonte: Receita Federal · dados atualizados em 15/08/2026 21:07\n"
    )
    fields = extract("cartao_cnpj", text)
    assert fields.issued_on == date(2026, 8, 15)
    assert "dados atualizados em" in fields.evidence["issued_on"].snippet


def test_rg_the_cins_machine_readable_zone() -> None:
    # A photographed CIN whose captions and values OCR lost; its zone stands.
    # (ICAO 9303 TD1: the CPF as the document number, expiry 25/10/2035 with
    # its check digit 8, "SURNAME<<GIVEN<NAMES".)
    text = (
        "REPÚBLICA FEDERATIVA DO BRASIL\nCARTEIRA DE IDENTIDADE\nEs ns Ra  ses\n"
        "IDBRA52998224725<<<<<<<<<<<<<<\n8212018M3510258BRA<<<<<<<<<<<1\n"
        "SILVA<<JOAO<PEDRO<<<<<<<<<<<<<\n"
    )
    fields = extract("rg", text)
    assert (fields.cpf, fields.valid_until, fields.name) == (
        "52998224725",
        date(2035, 10, 25),
        "JOAO PEDRO SILVA",
    )
    assert fields.evidence["name"].snippet.endswith("SILVA<<JOAO<PEDRO<<<<<<<<<<<<<")
    # A wrong check digit leaves the expiry unread; an invalid CPF the number;
    # and with neither confirmed, the name line is not taken.
    broken = text.replace("3510258BRA", "3510256BRA").replace("52998224725", "52998224726")
    fields = extract("rg", broken)
    assert (fields.cpf, fields.valid_until, fields.name) == (None, None, None)


# --- the vehicle: a plate told by its RENAVAM, a year told by the model year ---------

CRLV_HEAD = "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEICULO\n"


def test_a_plate_misread_beside_the_vehicles_renavam_is_the_typed_plate():
    from extractors.fields import mend_plates

    # corpus-7-0021: the Mercosul plate IPD4O00, its O read as a zero.
    crlv = extract("crlv", CRLV_HEAD + "PLACA IPD4O00\nRENAVAM 01789993811")
    apolice = extract("apolice_seguro", "APOLICE DE SEGURO\nPlaca IPD4000 Renavam 01789993811")
    assert apolice.plate == "IPD4000"
    _, mended = mend_plates([crlv, apolice], "ipd-4o00")
    assert mended.plate == "IPD4O00" and mended.extra["plate_read"] == "IPD4000"
    # The RENAVAM is what tells: none read, or another vehicle's, keeps the reading.
    alone = extract("apolice_seguro", "APOLICE DE SEGURO\nPlaca IPD4000")
    other = extract("apolice_seguro", "APOLICE DE SEGURO\nPlaca IPD4000 Renavam 00800898710")
    assert [f.plate for f in mend_plates([crlv, alone, other], "IPD4O00")[1:]] == ["IPD4000"] * 2
    # No document shows the typed plate beside that RENAVAM: nothing to go by.
    assert mend_plates([apolice], "IPD4O00")[0].plate == "IPD4000"
    assert mend_plates([crlv, apolice], None)[1].plate == "IPD4000"
    # A difference OCR does not make is another plate, left as read.
    far = extract("apolice_seguro", "APOLICE DE SEGURO\nPlaca IPD4O01 Renavam 01789993811")
    assert mend_plates([crlv, far], "IPD4O00")[1].plate == "IPD4O01"
    # I and J, the first letters of the south's plates, some faces print alike.
    crv = extract("crv", "CERTIFICADO DE REGISTRO DE VEICULO\nPLACA JDH8A66 RENAVAM 01789993811")
    sale = extract(
        "contrato_compra_venda", "CONTRATO DE COMPRA E VENDA\nPLACA IDH8A66 RENAVAM 01789993811"
    )
    assert mend_plates([crv, sale], "JDH8A66")[1].plate == "JDH8A66"


def test_a_fabrication_year_apart_from_its_caption_is_told_by_the_model_year():
    # heldout5-19-0001: captions in a column of their own, "Ano modelo" keeps its value.
    captions = (
        "Placa\nIEJ8T12\nVeículo\nMarca/modelo/versão\nAno de fabricação\nEspécie/tipo\n"
        "Carroceria\nChassi\nCapacidade\nPotência/cilindrada\nMotor\nNúmero do CRV\n"
    )
    values = "Exercício do licenciamento\n2026\nM.BENZ/0500RS 1836\n2015\nPASSAGEIRO/ONIBUS\n"
    fields = extract("crlv", CRLV_HEAD + captions + values + "Ano modelo 2015\nemissão 24/09/2026")
    assert fields.manufacture_year == 2015 and "second_reading" not in fields.extra
    # heldout5-19-0007: the value printed before the model's caption; the exercise is no candidate.
    values = "Renavam Exercício do licenciamento\n01073763517 2026\n2025 Ano modelo 2026\n"
    fields = extract("crlv", CRLV_HEAD + captions + values)
    assert fields.manufacture_year == 2025
    # Two years that could both be it, or only a date's year: none is taken.
    both = extract("crlv", CRLV_HEAD + captions + "2025\n2026 Ano modelo 2026\n")
    dated = extract(
        "crlv", CRLV_HEAD + captions + "Ano modelo 2026\nSanta Maria, 3 de março de 2025"
    )
    assert both.manufacture_year is None and dated.manufacture_year is None


def test_a_year_whose_caption_ocr_lost_stands_only_if_another_document_confirms_it():
    from extractors.fields import confirm_second_readings

    # corpus-7-0021: "ANO FABRICAÇÃO ANO MODELO" lost, the values row kept.
    crlv = extract("crlv", CRLV_HEAD + "RENAVAM 01789993811\n2017 2017 408888417165\n")
    # heldout10-41-0013: "ano fab." read "axo ras.".
    crv = extract("crv", "CERTIFICADO DE REGISTRO DE VEICULO\n| axo ras. 2017 | ano MoD. 2017 |")
    assert crlv.manufacture_year == 2017 and crv.manufacture_year == 2017
    assert confirm_second_readings([crlv])[0].manufacture_year is None
    sale = extract("contrato_compra_venda", "CONTRATO\nano de fabricação 2017, ano modelo 2018")
    # Two documents' second readings of the same year confirm each other.
    assert [f.manufacture_year for f in confirm_second_readings([crlv, crv])] == [2017, 2017]
    confirmed = confirm_second_readings([crlv, crv, sale])
    assert [f.manufacture_year for f in confirmed] == [2017, 2017, 2017]
    other = extract("contrato_compra_venda", "CONTRATO\nano de fabricação 2016, ano modelo 2017")
    assert confirm_second_readings([crlv, other])[0].manufacture_year is None


def test_a_plate_cut_at_the_margin_beside_the_vehicles_renavam_is_the_typed_plate():
    from extractors.fields import mend_plates

    crlv = extract("crlv", CRLV_HEAD + "PLACA IJP5X92\nRENAVAM 01853038811")
    # corpus-7-0007: the scan cut the plate's first letters off.
    sale = extract("contrato_compra_venda", "CONTRATO\nTipo ONIBUS P5X92 RENAVAM |01853038811")
    policy = extract("apolice_seguro", "APOLICE\nRENAVAM JP5X92 | 01853038811")
    assert sale.plate is None and policy.plate is None
    _, sale, policy = mend_plates([crlv, sale, policy], "IJP5X92")
    assert (sale.plate, sale.extra["plate_read"]) == ("IJP5X92", "P5X92")
    assert (policy.plate, policy.extra["plate_read"]) == ("IJP5X92", "JP5X92")
    assert "P5X92" in sale.evidence["plate"].snippet
    # Four characters, or a piece of another word, are no plate.
    short = extract("apolice_seguro", "APOLICE\nRENAVAM 5X92 | 01853038811")
    inner = extract("apolice_seguro", "APOLICE\nChassi 9BMP5X92 RENAVAM 01853038811")
    assert [f.plate for f in mend_plates([crlv, short, inner], "IJP5X92")[1:]] == [None, None]


def test_a_plate_followed_by_its_state_is_read_far_from_its_caption():
    # heldout5-19-0001: "PLACA / UF" at the top, the values row much further down.
    head = "CERTIFICADO DE REGISTRO DE VEICULO\nCÓD. RENAVAM PLACA / UF CHASSI\n" + "x\n" * 50
    fields = extract("crv", head + "01272987806 IEJ8TI2/RS 9BMRMLOTGSHECHO85")
    assert fields.plate == "IEJ8T12"
    # The previous plate with its state is not the plate.
    crlv = extract("crlv", CRLV_HEAD + "PLACA ANTERIOR / UF\nJDV1362/RS\n")
    assert crlv.plate is None and crlv.extra["previous_plate"] == "JDV1362"
    # heldout14-59-0007: a garbled reading with a small letter is no plate.
    assert extract("crv", head + "TOPBr76 / RS 08516527908").plate is None


def test_years_in_a_row_of_values_over_or_under_their_captions_row_with_the_exercise():
    captions = "CÓDIGO RENAVAM PLACA EXERCÍCIO ANO FABRICAÇÃO ANO MODELO"
    # heldout3-13-0013: the values printed over their small captions.
    fields = extract("crlv", CRLV_HEAD + f"01145803226 IBE-8350 2026 2002 2002\n{captions}\n")
    assert (fields.manufacture_year, fields.extra["model_year"]) == (2002, 2002)
    # Under them, the exercise's year is the row's first, not the fabrication's.
    fields = extract("crlv", CRLV_HEAD + f"{captions}\n01145803226 IBE-8350 2026 2019 2020\n")
    assert (fields.manufacture_year, fields.extra["model_year"]) == (2019, 2020)
    # One year lost: which is whose cannot be told.
    lost = extract("crlv", CRLV_HEAD + f"{captions}\n01145803226 IBE-8350 2026 2020\n")
    assert lost.manufacture_year is None


# --- heldout16: a certidão's "Vence em", a card's certified copy ---------------------


def test_a_certidaos_vencimento_is_its_validity_a_bills_is_not():
    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS\nNÃO CONSTAM pendências.\n"
        "Data de emissão Vencimento\n21 de Março de 2026 Vence em 19.06.2026\n"
    )
    fields = extract("certidao_municipal", text)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 3, 21), date(2026, 6, 19))
    fields = extract(
        "certidao_federal", text.replace("Data de emissão Vencimento\n", "Emitida em ")
    )
    assert fields.valid_until == date(2026, 6, 19)
    # Not before the issue, and not on a bill (its due date).
    early = extract("certidao_municipal", "CERTIDÃO\nEmitida em 21/03/2026\nVence em 19.02.2026")
    assert early.valid_until is None
    bill = extract(
        "comprovante_endereco", "CONTA DE ENERGIA\nEmissão 21/03/2026\nVence em 02.04.2026"
    )
    assert bill.valid_until is None


NOTARY = (
    "CÓPIA AUTENTICADA\nCERTIDÃO DE AUTENTICAÇÃO\nConfere com o original que me foi "
    "apresentado, do que dou fé. Certifico que a presente cópia reproduz fielmente o documento "
    "exibido nesta serventia, frente e verso. Santa Maria, 5 de outubro de 2014.\n"
    "SELO DIGITAL DE FISCALIZAÇÃO\nSelo 5041.59 · Emitido em 06/10/2014\n"
)


def test_a_cards_certified_copy_is_dated_by_the_card_not_by_the_notary():
    # heldout16-67-0005: the notary's certificate printed above the card.
    card = "CARTEIRA DE IDENTIDADE\nREGISTRO GERAL\n8877196019\nDATA DE EXPEDIÇÃO\n23/09/2014\n"
    assert extract("rg", NOTARY + card).issued_on == date(2014, 9, 23)
    assert extract("rg", card + NOTARY).issued_on == date(2014, 9, 23)
    # The card's own date unread: none, rather than the copy's.
    assert (
        extract("rg", NOTARY + "CARTEIRA DE IDENTIDADE\nREGISTRO GERAL\n8877196019").issued_on
        is None
    )
    # heldout2-11-0002: a copy's header saying so is no notary's certificate.
    header = "Cópia frente e verso - confere com o original apresentado\nCARTEIRA DE IDENTIDADE\n"
    dated = extract("rg", header + "REGISTRO GERAL DATA DE EXPEDIÇÃO\n2296032314 03/02/2007\n")
    assert dated.issued_on == date(2007, 2, 3)
    reservist = "CERTIFICADO DE DISPENSA DE INCORPORAÇÃO\nDATA\n14/02/2016\n"
    assert extract("certificado_reservista", NOTARY + reservist).issued_on == date(2016, 2, 14)


def test_a_positive_with_negative_effects_whose_words_ocr_parted_is_still_that():
    # heldout16-67-0000: the ficha's result column, a speck read between its words.
    text = (
        "CERTIDÃO DE DÉBITOS MUNICIPAIS\n" + "x\n" * 12 + "CONSTAM os débitos relacionados abaixo, "
        "com a exigibilidade SUSPENSA nos termos do art. 151 do CTN.\n"
        "RESULTADO\nPOSITIVA COM no\nEFEITOS DE\nNEGATIVA\n"
    )
    assert extract("certidao_municipal", text).result == "positiva_com_efeitos_de_negativa"
    # The CTN art. 206 sentence says so too, where no result word is left.
    body = text.replace("RESULTADO\nPOSITIVA COM no\nEFEITOS DE\nNEGATIVA\n", "")
    said = body + "Razão pela qual esta certidão produz os mesmos efeitos da certidão negativa."
    assert extract("certidao_municipal", said).result == "positiva_com_efeitos_de_negativa"
    assert extract("certidao_municipal", body).result == "positiva"


def test_a_name_under_the_caption_ocr_read_at_the_end_of_the_headings_line():
    # heldout16: the CTPS booklet photographed open, "NOME" beside the heading.
    text = (
        "MINISTÉRIO DO TRABALHO E EMPREGO QUALIFICAÇÃO CIVIL\n"
        "CARTEIRA DE TRABALHO E PREVIDÊNCIA SOCIAL NOME\nGILBERTO PEREIRA DALMOLIN\n"
        "LOCAL DE NASCIMENTO\nSÃO PEDRO DO SUL\n"
    )
    assert extract("ctps", text).name == "GILBERTO PEREIRA DALMOLIN"
    # A sentence ending in "nome" is no caption.
    from extractors.fields import _Builder, _name_under_trailing_caption, _Text

    said = _Text(pages("Declaro que a carteira está em meu nome\nGILBERTO PEREIRA DALMOLIN\n"))
    out = _Builder(said)
    _name_under_trailing_caption(said, out)
    assert not out.has("name")
    heading = _Text(pages("CARTEIRA DE TRABALHO NOME\nGILBERTO PEREIRA DALMOLIN\n"))
    out = _Builder(heading)
    _name_under_trailing_caption(heading, out)
    assert out.values["name"] == "GILBERTO PEREIRA DALMOLIN"


def test_the_cpf_cards_back_heading_is_no_name():
    # heldout16-67-0016: the front's name lost, the back's heading left.
    back = (
        "RECEITA FEDERAL\nINSCRIÇÃO\n0. 460-54\nINFORMAÇÕES AO CONTRIBUINTE.\n"
        "Este cartão comprova a Inscrição no CPF.\nINSCRITO EM EMITIDO EM\n02/12/1994 16/04/2026\n"
    )
    fields = extract("cpf", back)
    assert fields.name is None and fields.issued_on == date(2026, 4, 16)


def test_a_printed_vencimento_wins_over_a_day_count():
    text = (
        "CERTIDÃO NEGATIVA DE DÉBITOS\nData de emissão Vencimento\n"
        "1 de jan. de 2027 Vence em 10.02.2027\n3. Validade de 30 (trinta) dias.\n"
    )
    fields = extract("certidao_municipal", text)
    assert fields.valid_until == date(2027, 2, 10)
    assert fields.extra["computed_valid_until"] == "2027-01-31"


def test_a_policys_term_in_prose():
    # heldout16: the "condições particulares" state the term in a sentence.
    text = (
        "APÓLICE DE SEGURO - CONDIÇÕES PARTICULARES\n4. Da vigência. Esta apólice vigora das "
        "24 horas do dia 07/12/2025 às 24 horas do dia 07/12/2026, podendo ser renovada.\n"
        "Porto Alegre, 3 de dezembro de 2025.\n"
    )
    fields = extract("apolice_seguro", text)
    assert (fields.issued_on, fields.valid_until) == (date(2025, 12, 3), date(2026, 12, 7))


def test_a_policys_term_under_a_row_of_captions_ends_on_its_later_date():
    # heldout24: "INÍCIO DE VIGÊNCIA | TÉRMINO DE VIGÊNCIA" over the two ends, which OCR
    # read on separate lines, the issue date's caption between them: the term's first
    # day, nearest the "término" caption, is not its end (the policy would look expired).
    text = (
        "ESPECIFICAÇÃO DA APÓLICE\nSeguro de Acidentes Pessoais de Passageiros — APP\n"
        "INÍCIO DE VIGÊNCIA | TÉRMINO DE VIGÊNCIA\n| 24h de 18/01/2026\n"
        "DATA DE EMISSÃO\n09/01/2026\n' 24h de 18/01/2027\n"
    )
    fields = extract("apolice_seguro", text)
    assert (fields.issued_on, fields.valid_until) == (date(2026, 1, 9), date(2027, 1, 18))


def test_a_filed_requerimento_de_empresario_dates_from_the_juntas_stamp():
    # heldout4-17-0005: the empresário signs on the 5th, the Junta stamps it on the 8th.
    form = (
        "JUNTA COMERCIAL DO ESTADO DE GOIÁS - JUCEG\nREQUERIMENTO DE EMPRESÁRIO\n"
        "Início das atividades: 03/08/2013\n"
        "Declaro, sob as penas da lei, que não estou impedido de exercer atividade empresária.\n"
        "Santo Antônio do Descoberto, 05/07/2023.\n"
    )
    stamped = form + "JUCEG- REGISTRADO |\nREP | e 08/07/2023 - NIRE 5203498740 |\n"
    assert extract("registro_firma_individual", stamped).issued_on == date(2023, 7, 8)
    # No stamp: the signing date, as before.
    assert extract("registro_firma_individual", form).issued_on == date(2023, 7, 5)


def test_a_union_receipt_paid_on_a_day_is_dated_by_its_payment() -> None:
    # heldout18: a union portal's statement, "paga em" before its due date.
    text = (
        "SINDICATO DAS EMPRESAS DE TRANSPORTE\n"
        "Comprovante de recolhimento da contribuição sindical\n"
        "Contribuinte EXPRESSO TESTE LTDA CNPJ 11.222.333/0001-81\n"
        "GRCSU paga em 21/01/2026, valor R$ 600,00, vencimento 31/01/2026."
    )
    assert extract("comprovante_contribuicao_sindical", text).issued_on == date(2026, 1, 21)


def test_an_esocial_link_is_dated_by_its_consultation_not_by_its_events() -> None:
    text = (
        "eSocial\nConsultar vínculo\nNome JOÃO DA SILVA\nCPF 123.456.789-09\n"
        "Data de admissão 04/02/2021\n"
        # The events' table as read by position: each caption over its value.
        "S-2200 Cadastramento inicial do vínculo e admissão\n"
        "Período/Data 04/02/2021 Nº do recibo 1.1.17\n"
        "Consulta realizada em 18/09/2026 às 13:25 pelo usuário vinculado ao CNPJ."
    )
    assert extract("ctps", text).issued_on == date(2026, 9, 18)


def test_a_speck_between_nao_and_constam_does_not_make_a_certidao_positive() -> None:
    # heldout18: a court certidão's footnote, OCR reading a speck after "Não".
    text = (
        "TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL\nCertidão de falências e recuperações\n"
        "Nome EXPRESSO TESTE LTDA\nObservações:\n"
        "2. Não: constam desta certidão os processos em segredo de justiça nem os arquivados.\n"
    )
    assert extract("certidao_falencia", text).result != "positiva"


def test_a_companys_document_lists_every_cnpj_it_prints() -> None:
    text = (
        "Comprovante de pagamento de boleto\nBENEFICIÁRIO SINDICATO DAS EMPRESAS DE TRANSPORTE\n"
        "CNPJ 11.222.333/0001-81\nPAGADOR EXPRESSO TESTE LTDA CNPJ 34.028.316/0001-03\n"
        "Contribuição sindical patronal 2026"
    )
    fields = extract("comprovante_contribuicao_sindical", text)
    assert fields.extra["printed_cnpjs"] == ("11222333000181", "34028316000103")


# --- session 27: a CPF whose first digit a card's box border cut --------------------


def test_a_cards_cpf_read_without_its_first_digit_is_restored_by_its_check_digits():
    # heldout19: the reservista's boxes cut each value's first character.
    text = (
        "MINISTÉRIO DA DEFESA\nCERTIFICADO DE DISPENSA DE INCORPORAÇÃO\n"
        "RA CLASSE CPF\nB55443456726 1982 84,259.270-72\nNOME\nÂNGELO SANTOS LOPES\n"
        "SANTA MARIA/RS, 08/02/2002"
    )
    fields = extract("certificado_reservista", text)
    assert fields.cpf == "98425927072"
    assert fields.extra["restored_cpf"] is True
    # A whole CPF on the page is read as printed; nothing is restored.
    whole = text + "\nCPF 529.982.247-25"
    assert extract("certificado_reservista", whole).cpf == "52998224725"
    assert "restored_cpf" not in extract("certificado_reservista", whole).extra
    # No digit makes the check digits hold: nothing is invented.
    assert extract("certificado_reservista", text.replace("270-72", "270-73")).cpf is None
    # A company's document is not given a person's number this way.
    assert extract("certidao_federal", text).cpf is None


def test_a_signature_statement_up_the_margin_pushes_no_title_down():
    # heldout19: an ICP signature printed up the left margin comes out of OCR as
    # a column of one-letter lines before the certidão's title; its table's
    # "NADA | CONSTA" cells wrap round the address column.
    margin = "o)\n&\nL\nE\n5\ns\nê\n«<L\nE\nES\na\nÍ\nE\n=\n2\nE\n5\nz\nE\nz\nZ"
    body = (
        "TABELIONATO DE PROTESTO DE TÍTULOS\nComarca de Santa Maria\n"
        "CERTIDÃO NEGATIVA DE PROTESTO\n"
        "em nome de EXPRESSO TESTE LTDA, CNPJ 11.222.333/0001-81, foram obtidos os seguintes "
        "resultados:\nServiço pesquisado Endereço Resultado\n"
        "Tabelionato de Protesto de Títulos Rua do Acampamento, 250 - NADA\n"
        "(Anexo) CONSTA\nPelo que, NÃO CONSTA protesto lavrado e não cancelado contra a "
        "pessoa jurídica acima identificada.\nSanta Maria, 17 de abril de 2026."
    )
    assert extract("certidao_protestos", margin + "\n" + body).result == "negativa"
    # A positive title after the same margin is read as positive too.
    positive = body.replace("NEGATIVA", "POSITIVA")
    assert extract("certidao_protestos", margin + "\n" + positive).result == "positiva"


def test_a_sections_caption_is_no_name() -> None:
    # heldout16: the holder's name lost to OCR, the certidão's "OBSERVAÇÕES"
    # caption under the address was taken for it.
    text = (
        "PREFEITURA MUNICIPAL DE SANTO ANTÔNIO DO DESCOBERTO\n"
        "CERTIDÃO NEGATIVA DE DÉBITOS COM A FAZENDA MUNICIPAL\n"
        "NOME Certifica-se, com base nas informações disponíveis, que NÃO CONSTAM débitos.\n"
        "Endereço cadastral do contribuinte: Avenida 10, Qd. 50, Lt. 15, casa 1, Setor Norte\n"
        "OBSERVAÇÕES\n"
        "Expedida nos termos do art. 205 do CTN.\n"
    )
    assert extract("certidao_municipal", text).name != "OBSERVAÇÕES"


def test_a_protest_certidao_dated_by_the_end_of_its_period_across_lines() -> None:
    # heldout16: the period in a table cell, "PERÍODO" over "16/02/2021 —." and
    # "a 16/02/2026"; the date at the foot lost among the signature's words.
    text = (
        "CERTIDÃO NEGATIVA DE PROTESTO DE TÍTULOS\n"
        "PESQUISADO FRETAMENTOS BOCA DO MONTE LTDA CNPJ 11.222.333/0001-81\n"
        "PERÍODO a\n16/02/2021 —.\na 16/02/2026\n"
        "RESULTADO\nNADA CONSTA\n"
    )
    assert extract("certidao_protestos", text).issued_on == date(2026, 2, 16)


def test_a_contract_filed_digitally_is_dated_by_its_signatures_not_the_junta_term() -> None:
    signed = """CONTRATO SOCIAL
TRANSPORTES COXILHA LTDA, CNPJ 11.222.333/0001-81
E, por estarem justos e contratados, assinam este instrumento.
Santa Maria, 12 de março de 2026."""
    term = """JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL
TERMO DE AUTENTICAÇÃO
Empresa TRANSPORTES COXILHA LTDA
Certifico o registro sob o nº 1234567 em 20/03/2026 da empresa TRANSPORTES COXILHA LTDA.
Porto Alegre, 20/03/2026.
Este termo é parte integrante do arquivamento acima identificado."""
    fields = extract("contrato_social", signed, term)
    assert fields.issued_on == date(2026, 3, 12)


def test_the_issuing_systems_cnpj_is_never_the_holders() -> None:
    # The holder's alphanumeric CNPJ unread ("BY.Q4).L1B" misread beyond
    # repair): the town hall's own CNPJ after "Emissor" must not stand in.
    text = """PREFEITURA MUNICIPAL DE SANTA MARIA
Certidão de Débitos Municipais
Nome TRANSPORTES COXILHA LTDA
CNPJ BY.Q4).L?B/0001-77
Data de emissão 19/12/2026
CERTIFICAMOS, para os devidos fins, que não constam débitos em nome do contribuinte.
Exercício 2026 Receita Emissor: INTERNET CNPJ 88.488.366/0001-00 - RS
Esta certidão é válida por 90 (noventa) dias."""
    fields = extract("certidao_municipal", text)
    assert fields.cnpj is None


def test_the_ctps_apps_ended_contract_is_tagged_over_its_cnpj() -> None:
    # heldout24: the CTPS Digital tags each contract "ativo" or "encerrado" beside the
    # employer's name, over "CNPJ  Data de admissão" and the number; the end date sits
    # under a caption of its own further down.
    text = (
        "Carteira de Trabalho Digital\nDados pessoais\nNome CPF\n"
        "LEANDRO RIBEIRO SANTOS 964.897.460-42\nContratos de trabalho\n"
        "EXPRESSO QUARTA COLÔNIA S.A. ativo\nCNPJ Data de admissão\n"
        "51847075000143 09/03/2023\nCargo / CBO Tipo de contrato\n"
        "MOTORISTA DE ÔNIBUS RODOVIÁRIO - 7824-05 Prazo indeterminado\n"
        "TRANSPORTES SERRA VERDE LTDA encerrado\nCNPJ Data de admissão\n"
        "70.942.716/0001-93 17/01/2018\nCargo / CBO Data de desligamento\n"
        "MOTORISTA DE ÔNIBUS URBANO - 7824-10 14/02/2023\n"
    )
    assert extract("ctps", text).cnpj == "51847075000143"
    # The open contract's CNPJ misread (its check digits broken): no employer, not the
    # ended one.
    damaged = text.replace("51847075000143", "91847075000143")
    assert extract("ctps", damaged).cnpj is None


@pytest.mark.parametrize(
    ("doc_type", "text"),
    [
        # heldout23: a form's captions printed as one run of text, its values as another.
        (
            "crlv",
            "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO\nPLACA UF PLACA ANT. / UF CHASSI\n"
            "ESPÉCIE / TIPO COMBUSTÍVEL ANO FAB. ANO MOD.\nMARCA / MODELO CARROCERIA\n"
            "01 01894633650 033485765687 2026\nTRANSPORTES PAMPA LTDA 40.921.381/0001-66\n"
            "ISJ7B18 RS ISJ7118/RS 93PBTNB5FVN7DYK6J\nPASSAGEIRO/MICROONIBUS DIESEL 2016 2017\n",
        ),
        (
            "crv",
            "CERTIFICADO DE REGISTRO DE VEÍCULO\n"
            "CÓDIGO RENAVAM PLACA UF ANO FABRICAÇÃO ANO MODELO Nº DO CRV\nCHASSI COR\n"
            "01894633650 ISJ7B18 RS 2016 2017 221619746063\n93PBTNB5FVN7DYK6J AMARELA\n",
        ),
    ],
)
def test_a_year_pair_after_the_fuel_or_the_plates_state_in_values_apart(doc_type, text):
    fields = extract(doc_type, text)
    assert fields.manufacture_year == 2016


def test_a_paper_cnhs_category_before_its_registro_in_a_row_of_values_apart() -> None:
    # heldout23: the paper CNH's captions as one run of text and its values as another
    # ("*** *** D 03755430656 22/10/2031 21/10/1999"); a scan's boxes read as brackets.
    card = (
        "CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME\nDOC. IDENTIDADE / ÓRG. EMISSOR / UF CPF\n"
        "PERMISSÃO ACC CAT. HAB. Nº REGISTRO VALIDADE 1ª HABILITAÇÃO\n"
        "CLÁUDIA PIVETTA DORNELLES\n6050026674 SSP GO 373.857.891-96\n"
        "*** *** D 03755430656 22/10/2031 21/10/1999\nOBSERVAÇÕES\n"
    )
    assert extract("cnh", card).cnh_category == "D"
    scanned = card.replace("*** *** D 03755430656", "huh || ums D |[03755430656 ||")
    assert extract("cnh", scanned).cnh_category == "D"


def test_a_ctps_holders_name_over_the_birth_and_a_parent_in_values_apart() -> None:
    # heldout23: the booklet's "QUALIFICAÇÃO CIVIL" captions as one run of text, the
    # values as another: the holder, the birth date and place, the parents.
    text = (
        "CARTEIRA DE TRABALHO\nE PREVIDÊNCIA SOCIAL\nQUALIFICAÇÃO CIVIL\nNOME\n"
        "DATA DE NASCIMENTO LOCAL\nFILIAÇÃO\nESTADO CIVIL\nNACIONALIDADE\n"
        "VINÍCIUS ARAÚJO RODRIGUES\n08/03/1995 São Pedro do Sul/RS\n"
        "Fernando Saldanha Rodrigues\nAna Araújo Araújo\n450.738.210-68 7656498668 SSP/RS\n"
        "BRASILEIRA\nCONTRATO DE TRABALHO\nEMPREGADOR\nCNPJ\nTRANSPORTES SERRA VERDE LTDA\n"
        "14.743.096/0001-92\n"
    )
    assert extract("ctps", text).name == "VINÍCIUS ARAÚJO RODRIGUES"


def test_a_cpf_cards_emission_is_its_date_with_a_time_when_ocr_lost_the_caption() -> None:
    # heldout23: the card's back, "EMITIDO EM" read "Cimitino TM"; the birth and the
    # inscription dates carry no time.
    card = (
        "MINISTERIO DA FAZENDA\nCADASTRO DE PESSOAS FÍSICAS\n|734.050.020-01 |\n"
        "FERNANDA CONCEIÇÃO BARBOSA '\n| DATA DE NASCIMENTO Ep DATA oi INAC RTE ÃO ]\n"
        "13/07/1993 . ||19/08/2007\nCimitino TM - .— ” piiverne camaras q\n"
        "07/10/2026 11:45:20 | [REGULAR |\n"
    )
    assert extract("cpf", card).issued_on == date(2026, 10, 7)
    # Two different stamped dates: which is the emission is unsure.
    twice = card + "Consulta 09/10/2026 08:01:02\n"
    assert extract("cpf", twice).issued_on is None


def test_an_issue_date_read_with_a_doubled_digit_lost_yields_to_its_twin() -> None:
    # heldout24-103-0000: the reprint's note quotes the emission as "27/1/2026"
    # (OCR lost one "1" of "27/11/2026"); the certidão's own line has it whole.
    text = (
        "SEGUNDA VIA - REIMPRESSÃO\n"
        "Documento reimpresso em 27/11/2026 as 13:28:17 a partir da consulta de autenticidade em\n"
        "www.sefaz.rs.gov.br. Autenticidade confirmada: o conteúdo abaixo reproduz a certidão\n"
        "emitida em 27/1/2026 às 12:09:08, sem alteração.\n"
        "RECEITA ESTADUAL\nCERTIDÃO DE SITUAÇÃO FISCAL\nNEGATIVA\n"
        "Nome: VIAÇÃO CORAÇÃO DO RIO GRANDE LTDA\n"
        "Emitida às: 12:09:08 do dia 27/11/2026 Válida até: 26/01/2027\n"
    )
    assert extract("certidao_estadual", text).issued_on == date(2026, 11, 27)
    # Printed with both digits, the first issue date stands: no twin is sought.
    whole = text.replace("em 27/1/2026 às", "em 27/10/2026 às")
    assert extract("certidao_estadual", whole).issued_on == date(2026, 10, 27)
    # A one-digit month no other issue date doubles stands as read.
    alone = text.replace("do dia 27/11/2026", "do dia 27/12/2026")
    assert extract("certidao_estadual", alone).issued_on == date(2026, 1, 27)


# heldout24-103-0019's CNH Digital, Jara's old-style 3 read as an 8 in its validity.
CNH_DIGITAL_OLD_STYLE = """Carteira Digital de Trânsito CNH Digital
CARTEIRA NACIONAL DE HABILITAÇÃO
NOME
SÉRGIO CEZIMBRA ALMEIDA
DOC. IDENTIDADE / ORG. EMISSOR / UF DATA NASCIMENTO.
1481873937 SSP GO 26/11/1987
CPF | LOCAL DATA EMISSÃO
126.719.011-60 | SANTO ANTÔNIO DO DESCOBERTO 01/06/2021
PERMISSÃO ACC CAT HAB
D
NºREGISTRO VALIDADE 1ª HABILITAÇÃO
07920976573 01/06/2081 18/03/2010
"""


def test_a_cnh_validity_no_date_on_the_card_could_begin_is_dropped() -> None:
    fields = extract("cnh", CNH_DIGITAL_OLD_STYLE)
    assert fields.issued_on == date(2021, 6, 1)
    assert fields.valid_until is None
    # Read as printed, both stand.
    fields = extract("cnh", CNH_DIGITAL_OLD_STYLE.replace("01/06/2081", "01/06/2031"))
    assert (fields.issued_on, fields.valid_until) == (date(2021, 6, 1), date(2031, 6, 1))


def test_a_cnh_issue_date_ten_years_before_its_validity_is_dropped() -> None:
    # The emission read as an earlier date ("30/07/2009" for 11/07/2019): the
    # validity is possible from the card's other dates, the issue date is not.
    text = (
        CNH_DIGITAL_OLD_STYLE.replace("01/06/2081", "01/06/2031")
        .replace("DESCOBERTO 01/06/2021", "DESCOBERTO 30/07/2009")
        .replace("18/03/2010", "18/03/2022")
    )
    fields = extract("cnh", text)
    assert fields.valid_until == date(2031, 6, 1)
    assert fields.issued_on != date(2009, 7, 30)


def test_a_ctps_digital_page_printed_with_its_side_menu_names_its_holder() -> None:
    # heldout22-97-0006: the menu's "Dados pessoais" and the "Nome" row read as one line.
    text = (
        "07/01/26, 19:18 Carteira de Trabalho Digital - Contratos\n"
        "gov.br Carteira de Trabalho Digital - Rodrigo v\nContratos de trabalho\nInício\n"
        "Dados pessoais Nome RODRIGO PIVETTA SOUZA\n| contratos CPF 940.546.950-94\n"
        "Benefícios Data de nascimento 05/09/1994\nSeguro-desemprego\n"
        "Abono salarial FRETAMENTOS COXILHA LTDA ATIVO\n"
        "Enviar carteira CNPJ do empregador 43.069.161/0001-44\n"
        "Data de admissão 26/06/2019\n"
    )
    assert extract("ctps", text).name == "RODRIGO PIVETTA SOUZA"
    # A menu item before another row's capitals is no name.
    other = text.replace("Dados pessoais Nome RODRIGO PIVETTA SOUZA", "Dados pessoais Nome")
    other = other.replace("940.546.950-94", "")
    assert extract("ctps", other).name != "FRETAMENTOS COXILHA LTDA ATIVO"


def test_a_damaged_fantasia_caption_does_not_name_the_holder() -> None:
    # heldout22-97-0012: the razão social lost to OCR, the trade name's caption
    # read "Nome d de fantasia": no name rather than the trade name.
    text = (
        "REDESIM Consulta cadastral integrada\nNúmero de inscrição Data de abertura\n"
        ", 85.427.631/0001-44 - MATRIZ 02/12/2014\n: Nome empresarial\n| TRANSPORTES sas L\n"
        ". Nome d de fantasia\n| PAMPA FRETAMENTO\n"
    )
    assert extract("cartao_cnpj", text).name != "PAMPA FRETAMENTO"


@pytest.mark.parametrize("read", ["!TDA", "LIDA", "L1DA"])
def test_a_companys_final_ltda_read_with_a_look_alike(read: str) -> None:
    # heldout22-97-0002: "VIAÇÃO BOCA DO MONTE !TDA".
    text = (
        "PREFEITURA MUNICIPAL DE SANTA MARIA\nCERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS\n"
        f"Contribuinte: VIAÇÃO BOCA DO MONTE {read}\nCNPJ: 71.469.758/0001-11\n"
    )
    assert extract("certidao_municipal", text).name == "VIAÇÃO BOCA DO MONTE LTDA"


CTPS_BOOKLET_CAPTION_ROWS = """CARTEIRA DE TRABALHO
E PREVIDÊNCIA SOCIAL
QUALIFICAÇÃO CIVIL
NOME
ÂNGELO ANTÔNIO WEBER SILVA
254.036.430-60 8859001726 SSP/RS
CONTRATO DE TRABALHO
EMPREGADOR
CNPJ
CARGO CBO Nº
DATA DE ADMISSÃO DATA DE SAÍDA
ASS. DO EMPREGADOR OU A ROGO C/ TEST.
TRANSPORTES SERRA VERDE LTDA
40.202.482/0001-87
MOTORISTA DE ÔNIBUS URBANO 7824-10
20/01/2014 08/02/2020
10
CONTRATO DE TRABALHO
EMPREGADOR
CNPJ
CARGO CBO Nº
DATA DE ADMISSÃO REGISTRO Nº / FLS.
REMUNERAÇÃO ESPECIFICADA
ASS. DO EMPREGADOR OU A ROGO C/ TEST.
DATA DE SAÍDA
FRETAMENTOS BOCA DO MONTE LTDA
77.191.452/0001-22
MOTORISTA DE ÔNIBUS RODOVIÁRIO 7824-05
12/06/2020 156
R$ 3.748,00 por mês
"""


def test_a_booklets_ended_contract_shows_its_exit_in_a_row_of_values() -> None:
    # heldout23-101-0006: captions in rows over the values; the first contract's
    # row of dates holds its exit, the second's only its admission.
    fields = extract("ctps", CTPS_BOOKLET_CAPTION_ROWS)
    assert fields.cnpj == "77191452000122"
    # Two dates with the second earlier are no admission and exit.
    swapped = CTPS_BOOKLET_CAPTION_ROWS.replace("20/01/2014 08/02/2020", "08/02/2020 20/01/2014")
    assert extract("ctps", swapped).cnpj == "40202482000187"


@pytest.mark.parametrize(
    ("stamp", "registered"),
    [
        # heldout21-89-0005: the Junta's termo after the empresário's request.
        (
            "Certifico que o ato, assinado digitalmente, do empresário RODRIGO PEREIRA SIMÕES\n"
            "TRANSPORTES, de CNPJ 58.897.177/0001-12 e protocolado sob o número 24/595849-7 em\n"
            "01/09/2024, encontra-se registrado na Junta Comercial sob o\n"
            "NIRE 52086521846, em 05/09/2024. O ato foi deferido eletronicamente.",
            date(2024, 9, 5),
        ),
        # heldout23-101-0005: "Certifico" read "Certico".
        ("Certico o registro em 05/09/2024 sob o nº 52900469425", date(2024, 9, 5)),
    ],
)
def test_a_firma_individual_dates_from_the_juntas_registration(stamp, registered) -> None:
    text = (
        "JUNTA COMERCIAL DO ESTADO DE GOIÁS – JUCEG\nREQUERIMENTO DE EMPRESÁRIO\n"
        "NOME EMPRESARIAL RODRIGO PEREIRA SIMÕES TRANSPORTES\n"
        "Declaro, sob as penas da lei, que não estou impedido de exercer atividade empresária.\n"
        "Santo Antônio do Descoberto/GO, 17/08/2024.\n" + stamp
    )
    assert extract("registro_firma_individual", text).issued_on == registered


def test_a_ctps_name_caption_at_the_end_of_the_headings_first_line() -> None:
    # heldout23-101-0008: "NOME" read after the heading's first line, its second
    # line ("E PREVIDÊNCIA SOCIAL") before the name.
    text = (
        "MINISTÉRIO DO TRABALHO E EMPREGO QUALIFICAÇÃO CIVIL\n"
        "CARTEIRA DE TRABALHO NOME\nE PREVIDÊNCIA SOCIAL\nLEANDRO MACHADO BORTOLOTTO\n"
        "DATA DE NASCIMENTO LOCAL\n0051-RS 04/12/1983 Santa Maria/RS\n"
    )
    assert extract("ctps", text).name == "LEANDRO MACHADO BORTOLOTTO"


@pytest.mark.parametrize(
    ("printed", "name"),
    [
        ("Rodrigo Pereira Simões", "RODRIGO PEREIRA SIMÕES"),
        ("Lucía Olivera Pereyra", "LUCÍA OLIVERA PEREYRA"),
        ("Ana Maria da Silva e Souza", "ANA MARIA DA SILVA E SOUZA"),
    ],
)
def test_a_name_printed_in_title_case_is_given_in_capitals(printed, name) -> None:
    # heldout21-89-0005: the photo sheet's caption.
    text = f"FOTOGRAFIAS 3X4\n{printed}\n"
    assert extract("foto_3x4", text).name == name


def test_a_labelled_cpf_with_its_first_figure_lost_on_a_request() -> None:
    # heldout22-97-0000: "CPF nº 76.994.180-69" for 776.994.180-69 in a company's letter.
    text = (
        "Ilmo. Sr. Secretário Municipal de Mobilidade Urbana\n"
        "FRETAMENTOS PAMPA LTDA, CNPJ 85.427.631/0001-44, neste ato representada por seu\n"
        "sócio-administrador PAULO SOARES TONETTO, CPF nº 76.994.180-69, vem requerer o\n"
        "registro para o transporte de passageiros sob regime de fretamento.\n"
        "Nestes termos, pede deferimento.\nSanta Maria, 18 de janeiro de 2027."
    )
    fields = extract("requerimento", text)
    assert fields.cpf == "77699418069"
    # Unlabelled, such a number on a letter is nobody's CPF.
    bare = text.replace("CPF nº 76.994.180-69", "protocolo 76.994.180-69")
    assert extract("requerimento", bare).cpf is None
