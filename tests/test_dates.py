"""Date styles of documents.md §10, and the role each date plays."""

from __future__ import annotations

from datetime import date

import pytest

from extractors.dates import FoundDate, find_dates, fold_aligned, parse_date, words_to_int


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("12/03/2026", date(2026, 3, 12)),
        ("1/3/2026", date(2026, 3, 1)),
        ("12/03/26", date(2026, 3, 12)),
        ("12.03.2026", date(2026, 3, 12)),
        ("12-03-2026", date(2026, 3, 12)),
        ("12 / 03 / 2026", date(2026, 3, 12)),
        ("12 de março de 2026", date(2026, 3, 12)),
        ("12 DE MARÇO DE 2026", date(2026, 3, 12)),
        ("12 de marco de 2026", date(2026, 3, 12)),
        ("12 DE MARCO DE 2026", date(2026, 3, 12)),
        ("1º de março de 2026", date(2026, 3, 1)),
        ("1° de abril de 2025", date(2025, 4, 1)),
        ("01 de dezembro de 2025", date(2025, 12, 1)),
        ("12/MAR/2026", date(2026, 3, 12)),
        ("12-set-2025", date(2025, 9, 12)),
        ("03 OUT 2025", date(2025, 10, 3)),
        ("sexta-feira, 3 de dezembro de 2021", date(2021, 12, 3)),
        ("Porto Alegre, 15 de março de 2024.", date(2024, 3, 15)),
        ("Aos quinze dias do mês de março do ano de dois mil e vinte e seis", date(2026, 3, 15)),
        ("aos vinte e um dias do mes de junho de dois mil e vinte e cinco", date(2025, 6, 21)),
        ("No dia primeiro de abril de dois mil e vinte e cinco", date(2025, 4, 1)),
        ("15 (quinze) dias do mês de março de 2026", date(2026, 3, 15)),
        # OCR: O for 0, l/I for 1, S for 5, B for 8, Z for 2.
        ("O1/O3/2026", date(2026, 3, 1)),
        ("l2/O3/2O26", date(2026, 3, 12)),
        ("1S/0B/2OZ5", date(2025, 8, 15)),
        # ... and the century's 0 as an 8 or a 9 (heldout25's copies): no year of
        # these documents has either there.
        ("Goiânia, 6 de outubro de 2826, às 15:04:59.", date(2026, 10, 6)),
        ("Emitido em 06/05/2826", date(2026, 5, 6)),
        ("06/O5/2B26", date(2026, 5, 6)),
        ("em 24/12/2926, às 09:28:41", date(2026, 12, 24)),
    ],
)
def test_parse_date_styles(printed: str, expected: date) -> None:
    assert parse_date(printed) == expected


@pytest.mark.parametrize(
    "printed",
    [
        "31/04/2026",  # April has 30 days
        "30/02/2026",
        "29/02/2025",  # not a leap year
        "12/31/2026",  # US order is never read
        "32 de março de 2026",
        "00/01/2026",
        "sem data",
        "CNPJ 11.222.333/0001-81",
        "49.29-9-01",  # a CNAE code
        "12/03/3826",
        "12/03/2726",
    ],
)
def test_parse_date_rejects(printed: str) -> None:
    assert parse_date(printed) is None


def test_leap_day() -> None:
    assert parse_date("29/02/2024") == date(2024, 2, 29)


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("noventa", 90),
        ("cento e oitenta", 180),
        ("sessenta", 60),
        ("dois mil e vinte e seis", 2026),
        ("mil novecentos e noventa e oito", 1998),
        ("cem mil", 100_000),
        ("quatorze", 14),
        ("catorze", 14),
        ("três", 3),
        ("trinta e nove", 39),
    ],
)
def test_words_to_int(words: str, value: int) -> None:
    assert words_to_int(words) == value


def test_words_to_int_rejects_other_words() -> None:
    assert words_to_int("noventa reais") is None
    assert words_to_int("") is None


def test_fold_aligned_keeps_offsets() -> None:
    text = "CERTIDÃO Nº 1º\tVálida  até"
    folded = fold_aligned(text)
    assert len(folded) == len(text)
    assert folded == "certidao no 1o\tvalida  ate"


def roles(text: str) -> list[tuple[str, date]]:
    return [(f.role, f.value) for f in find_dates(text) if not f.computed]


def only(text: str) -> FoundDate:
    found = [f for f in find_dates(text) if not f.computed]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("line", "role"),
    [
        ("Emitida às 15:11:44 do dia 01/12/2025 <hora e data de Brasília>.", "issued"),
        ("Emitida as 15:11:44 do dia 01/12/2025", "issued"),
        ("Expedição: 23/04/2026, às 10:21:33", "issued"),
        ("Data de emissão: 20/02/2026", "issued"),
        ("Comprovante emitido às: 10:11:12 do dia 04/03/2026 (hora e data de Brasília).", "issued"),
        ("Emitido no dia 10/03/2026 às 11:22:33 (data e hora de Brasília).", "issued"),
        ("Certidão expedida em 05/03/2026.", "issued"),
        ("Porto Alegre, 12 de março de 2026.", "issued"),
        ("SANTA MARIA/RS, 1º DE MARÇO DE 2026", "issued"),
        ("Válida até 30/05/2026.", "valid_until"),
        ("VALIDA ATE: 30/05/2026", "valid_until"),
        ("Fim de vigência: 01/03/2027", "valid_until"),
        ("4b VALIDADE 30/04/2031", "valid_until"),
        ("Início de vigência: 01/03/2026", "valid_from"),
        ("Informação obtida em 02/03/2026 10:15:22", "consulted"),
        ("Consulta realizada em 02/03/2026", "consulted"),
        ("Data de Nascimento: 10/05/1975", "birth"),
        ("nascido em 10 de maio de 1975", "birth"),
        ("DATA DE ABERTURA 14/05/2008", "other"),
        ("Data da Inscrição: 01/02/1993", "other"),
        ("Vencimento: 10/03/2026", "other"),
        ("Certifico registro sob o nº 1234567 em 15/01/2020.", "other"),
    ],
)
def test_roles_from_labels(line: str, role: str) -> None:
    assert only(line).role == role


def test_a_far_label_does_not_claim_a_date() -> None:
    text = (
        "Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, "
        "de 2/10/2014."
    )
    assert only(text).role == "other"


def test_identity_card_date_in_a_qualification_is_not_the_issue_date() -> None:
    text = "portador da Carteira de Identidade nº 1234567890 SSP/RS, expedida em 12/01/1995"
    assert only(text).role == "other"


def test_rfb_pair() -> None:
    text = (
        "Emitida às 15:11:44 do dia 01/12/2025 <hora e data de Brasília>.\nVálida até 30/05/2026."
    )
    assert roles(text) == [("issued", date(2025, 12, 1)), ("valid_until", date(2026, 5, 30))]


def test_same_line_pair() -> None:
    text = "Emitida às: 10:00:00 do dia 12/03/2026  Válida até: 10/04/2026"
    assert roles(text) == [("issued", date(2026, 3, 12)), ("valid_until", date(2026, 4, 10))]


@pytest.mark.parametrize(
    "line",
    [
        "Validade: 02/03/2026 a 31/03/2026",
        "Validade:02/03/2026a31/03/2026",
        "Validade: 02/03/2026 até 31/03/2026",
        "Validade: 02/03/2026 - 31/03/2026",
        "Vigência: das 24h de 02/03/2026 às 24h de 31/03/2026",
    ],
)
def test_validity_ranges(line: str) -> None:
    assert roles(line) == [("valid_from", date(2026, 3, 2)), ("valid_until", date(2026, 3, 31))]


def test_cndt_printed_validity_is_not_a_range() -> None:
    text = "Validade: 20/10/2026 - 180 (cento e oitenta) dias, contados da data de sua expedição."
    assert roles(text) == [("valid_until", date(2026, 10, 20))]


def test_labels_on_the_line_above() -> None:
    text = "4a DATA EMISSÃO 4b VALIDADE\n02/08/2023 30/04/2031"
    assert roles(text) == [("issued", date(2023, 8, 2)), ("valid_until", date(2031, 4, 30))]


def test_label_ending_the_line_above() -> None:
    assert roles("Válida até:\n30/05/2026") == [("valid_until", date(2026, 5, 30))]
    assert roles("LOCAL DATA\nSANTA MARIA RS 15/01/2026") == [("issued", date(2026, 1, 15))]


def test_prose_above_does_not_label_a_date() -> None:
    text = "Esta certidão tem validade em todo o território nacional\n12/03/2026"
    assert roles(text) == [("other", date(2026, 3, 12))]


def test_written_out_opening_is_the_act_date() -> None:
    text = "Aos quinze dias do mês de março do ano de dois mil e vinte e seis, reuniram-se"
    assert roles(text) == [("issued", date(2026, 3, 15))]


def computed(text: str) -> list[date]:
    return [f.value for f in find_dates(text) if f.computed]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Certidão expedida em 12/03/2026.\nEsta certidão é válida por 90 (noventa) dias.",
            date(2026, 6, 10),
        ),
        (
            "Emitida em 12/03/2026. Esta certidão é válida por noventa dias.",
            date(2026, 6, 10),
        ),
        (
            "Data de emissão: 31/08/2025\n"
            "Validade: 6 (seis) meses, contados da data de sua expedição",
            date(2026, 2, 28),
        ),
        (
            "Expedição: 23/04/2026\nPrazo de validade: 180 (cento e oitenta) dias",
            date(2026, 10, 20),
        ),
        (
            "Santa Maria, 1º de março de 2026.\nVALIDA POR 30 (TRINTA) DIAS",
            date(2026, 3, 31),
        ),
        (
            "Emitida em O1/12/2025.\nVálida por 18O (cento e oitenta) dias.",
            date(2026, 5, 30),
        ),
    ],
)
def test_relative_validity(text: str, expected: date) -> None:
    assert computed(text) == [expected]


def test_relative_validity_needs_an_issue_date() -> None:
    assert computed("Esta certidão é válida por 90 (noventa) dias.") == []


def test_day_counts_outside_a_validity_clause_are_ignored() -> None:
    text = (
        "Expedição: 23/04/2026\nOs dados estão atualizados até 2 (dois) dias anteriores "
        "à data da sua expedição."
    )
    assert computed(text) == []


def test_business_days_are_not_counted() -> None:
    assert computed("Emitida em 12/03/2026. Válida por 10 (dez) dias úteis.") == []


def test_spans_point_at_the_printed_date() -> None:
    text = "Nome: X\nVálida até 30/05/2026."
    found = only(text)
    assert text[found.span[0] : found.span[1]] == "30/05/2026" == found.text


def test_ocr_damaged_anchor() -> None:
    assert roles("Véálida até 03/09/2026.") == [("valid_until", date(2026, 9, 3))]


def test_bilingual_label_above() -> None:
    text = (
        "LOCAL DE EMISSÃO / PLACE OF ISSUE DATA DE EMISSÃO / DATE OF ISSUE\n"
        "SANTA MARIA/RS 18/09/2025"
    )
    assert roles(text) == [("issued", date(2025, 9, 18))]


def test_bilingual_label_wrapped_onto_its_own_line() -> None:
    text = "VALIDADE / DATE OF\nEXPIRY\n07/01/2033\nDATA DE EMISSÃO / DATE OF\nISSUE\n07/01/2023"
    assert roles(text) == [("valid_until", date(2033, 1, 7)), ("issued", date(2023, 1, 7))]


def test_a_screens_term_counts_the_validity_when_its_label_is_garbled() -> None:
    text = "DT.EMISSAO......: 15/12/2026 HORA: 15:29\nDIGVABID O 13/02/2027 PRAZO. 2... : 60 DIAS"
    found = find_dates(text)
    computed = [d.value for d in found if d.role == "valid_until" and d.computed]
    assert computed == [date(2027, 2, 13)]
    # A contract's duration is no validity.
    assert not any(
        d.role == "valid_until" for d in find_dates("Prazo de duração: 12 meses. Em 01/02/2026.")
    )


def test_a_term_counted_from_the_issue_until_a_date() -> None:
    text = "Validade: 60 (sessenta) dias contados da emissão, até 24/01/2027."
    assert roles(text)[0] == ("valid_until", date(2027, 1, 24))


def test_an_issue_label_clipped_by_ocr() -> None:
    assert roles("FATURA DO CARTÃO\nEmitid 2026-01-18")[0] == ("issued", date(2026, 1, 18))


def test_place_and_date_after_a_forms_caption() -> None:
    assert roles("Local e data: Santa Maria, 06/02/2027") == [("issued", date(2027, 2, 6))]
    assert roles("Locale data: Santa Maria, 18.06.26") == [("issued", date(2026, 6, 18))]


def test_place_and_date_closing_a_paragraph() -> None:
    text = (
        "lida e achada conforme, vai assinada por todos. Santa Maria/RS, 16 de fevereiro de 2026."
    )
    assert roles(text) == [("issued", date(2026, 2, 16))]
    notary = "representante da vendedora. Dou fé. Santa Maria/RS, 25/12/2025. Em testemunho"
    assert roles(notary) == [("issued", date(2025, 12, 25))]
    # A date inside a sentence is none: "... conforme recibo de 12/03/2026, pago".
    assert roles("O valor foi pago. Conforme recibo de 12/03/2026, sem multa.")[0][0] != "issued"


def test_place_with_state_at_the_foot() -> None:
    assert roles("Santa Maria, RS, 21 de março de 2006.") == [("issued", date(2006, 3, 21))]


def test_relative_term_counted_from_its_own_start_date() -> None:
    text = (
        "A locação vigora pelo prazo de 36 (trinta e seis) meses, a contar de 17/02/2025.\n"
        "Santa Maria, 10 de fevereiro de 2025."
    )
    assert computed(text) == [date(2028, 2, 17)]


def test_iso_dates_are_read_year_first() -> None:
    assert parse_date("Validade: 2026-03-31") == date(2026, 3, 31)
    assert parse_date("código 2026-13-45") is None


@pytest.mark.parametrize(
    ("text", "role"),
    [
        # scanner specks before the place of a letter's foot
        ("te * ' é Santa Maria, 28 de junho de 2026. é", "issued"),
        ("Santa Maria/RS, 28 de junho de 2026.", "issued"),
        # a prose line ending with a place and comma is not a foot
        ("a 1 Santa Maria, 28 de junho de 2026.", "other"),
        # OCR-clipped "Emissão:" keeps its colon
        ("Série B - Emi : 28/06/2026", "issued"),
        ("Data/Hora: 28/06/2026 12:11:18", "issued"),
        ("Data e hora: 28/06/2026 12:11:18", "issued"),
    ],
)
def test_issue_date_roles_of_damaged_lines(text: str, role: str) -> None:
    (found,) = find_dates(text)
    assert found.value == date(2026, 6, 28)
    assert found.role == role


def test_dates_under_a_row_of_labels_in_mixed_case() -> None:
    text = (
        "Data e hora da emissão (Brasília) Válida até Código de controle\n"
        "07/02/2026 — 10:59:11 06/08/2026 CC02"
    )
    roles = [(d.value, d.role) for d in find_dates(text)]
    assert roles == [(date(2026, 2, 7), "issued"), (date(2026, 8, 6), "valid_until")]


def test_date_under_the_label_opening_its_row() -> None:
    found = find_dates("Validade Nacionalidade\n04/01/2034 BRA")
    assert [(d.value, d.role) for d in found] == [(date(2034, 1, 4), "valid_until")]
    found = find_dates("Emitida em Hora\n22 DE ABRIL DE 2026 11:27:19")
    assert [(d.value, d.role) for d in found] == [(date(2026, 4, 22), "issued")]


def test_a_value_beside_a_label_is_not_a_row_of_labels() -> None:
    text = "Situação Dispensado do serviço militar\n05 de outubro de 2013\nPresidente da Junta"
    assert [(d.value, d.role) for d in find_dates(text)] == [(date(2013, 10, 5), "issued")]


def test_place_and_weekday_before_the_date_at_the_foot() -> None:
    found = find_dates("Santa Maria, domingo, 12 de abril de 2026.")
    assert [(d.value, d.role) for d in found] == [(date(2026, 4, 12), "issued")]


def test_ocr_changed_second_separator() -> None:
    assert [d.value for d in find_dates("Emitida em 07-07.2026")] == [date(2026, 7, 7)]
    assert find_dates("código 12.3-45") == []


def test_place_and_date_followed_by_the_time() -> None:
    found = find_dates("Santo Antônio do Descoberto, 12/dez/2026, 14:44:40.")
    assert [(d.value, d.role) for d in found] == [(date(2026, 12, 12), "issued")]


@pytest.mark.parametrize(
    ("text", "issued", "until"),
    [
        # A validity label over a range of dates.
        ("Validade\nde 01/11/2026 até 30/11/2026\nCertificação número", None, date(2026, 11, 30)),
        # The time before the date under "Emitida às"; the range under the period.
        (
            "Emitida às\n15:50:47 de 13/08/2026\nhora e data de Brasília\n"
            "Período de validade (180 dias)\n13/08/2026 a 09/02/2027\nCódigo de controle",
            date(2026, 8, 13),
            date(2027, 2, 9),
        ),
        # A row of labels over a date and a term counted "da data de emissão":
        # the words after the date are no label of it.
        (
            "Data de emissão Validade\n07.02.2026, 14:47 60 (sessenta) dias a contar da emissão\n",
            date(2026, 2, 7),
            date(2026, 4, 8),
        ),
    ],
)
def test_dates_under_rows_of_labels(text, issued, until):
    found = find_dates(text)
    first_issued = next((d.value for d in found if d.role == "issued"), None)
    assert first_issued == issued
    assert until in [d.value for d in found if d.role == "valid_until"]
    assert date(2026, 2, 7) not in [d.value for d in found if d.role == "valid_until"]


def test_a_caption_after_the_date_on_its_line_gives_its_role() -> None:
    text = """Certificamos que o empregador acima encontra-se regular.
18-NOV-2026 15:17:17 emitida em
17-JAN-2027 válida até
02/12/2026 a 31/12/2026 validade
10/10/1980 data de nascimento
05/05/2026 protocolo"""
    roles = {(d.value.isoformat(), d.role) for d in find_dates(text) if not d.computed}
    assert roles == {
        ("2026-11-18", "issued"),
        ("2027-01-17", "valid_until"),
        ("2026-12-02", "valid_from"),
        ("2026-12-31", "valid_until"),
        ("1980-10-10", "birth"),
        ("2026-05-05", "other"),  # "protocolo" is another date's label, not this one's role
    }


def test_a_form_of_captions_under_values_dates_each_value_by_the_caption_below() -> None:
    under = """4743029832
CERTIDÃO Nº
2026-11-24 17:27:59
DATA DE EMISSÃO
2027-01-23
VÁLIDA ATÉ
EXPRESSO TRÊS MARIAS LTDA
NOME / RAZÃO SOCIAL
30.352.858/0001-86
CNPJ"""
    roles = [(d.value.isoformat(), d.role) for d in find_dates(under) if not d.computed]
    assert roles == [("2026-11-24", "issued"), ("2027-01-23", "valid_until")]
    # Labels over values, the CNPJ under its label: the label above dates each value.
    over = """CNPJ
30.352.858/0001-86
DATA DE EMISSÃO
2026-11-24
VALIDADE
2027-01-23
OBSERVAÇÕES"""
    roles = [(d.value.isoformat(), d.role) for d in find_dates(over) if not d.computed]
    assert roles == [("2026-11-24", "issued"), ("2027-01-23", "valid_until")]


def test_an_unlabelled_date_takes_the_caption_below_unless_that_caption_has_its_own() -> None:
    text = """Presidente da Junta de Serviço Militar
10/12/2013
DATA DE EXPEDIÇÃO
Santa Maria - RS
LOCAL"""
    assert [(d.value, d.role) for d in find_dates(text)] == [(date(2013, 12, 10), "issued")]
    text = "Santa Maria\n10/01/2026\nVALIDADE\n10/07/2026"
    roles = [(d.value, d.role) for d in find_dates(text)]
    assert roles == [(date(2026, 1, 10), "other"), (date(2026, 7, 10), "valid_until")]


def test_a_block_of_labels_over_values_in_a_page_of_captions_under_values() -> None:
    # The identity block prints captions under values; the dates, under a
    # paragraph, are labels over values.
    text = """CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
débitos que venham a ser apurados posteriormente pela Fazenda Municipal de Santo Antônio.
DATA DA EMISSÃO
13/05/2026
VALIDADE
12/06/2026
JÚLIO FRANCISCO KESSLER MORAES
REQUERENTE / CONTRIBUINTE
812.465.401-85
CPF"""
    roles = [(d.value.isoformat(), d.role) for d in find_dates(text) if not d.computed]
    assert roles == [("2026-05-13", "issued"), ("2026-06-12", "valid_until")]


def test_a_row_of_dates_over_a_row_of_captions() -> None:
    text = "FILIAÇÃO\n20/10/2026 20/10/2036\nDATA DE EMISSÃO VALIDADE\nSANTA MARIA/RS IGP/RS"
    assert roles(text) == [("issued", date(2026, 10, 20)), ("valid_until", date(2036, 10, 20))]


def test_each_date_takes_its_caption_below_in_a_column_of_captions() -> None:
    # The label above the birth date is the issue date's caption, OCR quotes and all.
    text = (
        "DOC. ORIGEM\n10/12/2014\nDATA DE EXPEDIÇÃO -\n“01/05/1988.\n"
        '" DATA DE NASCIMENTO -\npa iss]'
    )
    assert roles(text) == [("issued", date(2014, 12, 10)), ("birth", date(1988, 5, 1))]


def test_a_label_over_its_date_keeps_it_though_a_caption_like_line_follows() -> None:
    text = "Emitida em\n13/10/2026\nValidade\n90 (noventa) dias a contar da data de emissão"
    found = find_dates(text)
    assert [(f.role, f.value) for f in found if not f.computed] == [("issued", date(2026, 10, 13))]
    assert any(f.computed and f.value == date(2027, 1, 11) for f in found)


def test_two_dates_in_cells_under_a_validity_header() -> None:
    text = (
        "Validade\nde até Certificação nº\n13-10-2026 11-11-2026 2026101368035118405316\n"
        "Informação obtida em 13/10/2026, 08:31:39."
    )
    assert roles(text) == [
        ("valid_from", date(2026, 10, 13)),
        ("valid_until", date(2026, 11, 11)),
        ("consulted", date(2026, 10, 13)),
    ]


def test_an_ordinal_is_no_figure_in_a_row_of_labels() -> None:
    text = "1º habilitação Data qe emissão Permissão / ACC\n26/02/1995 12/08/2023 -[-"
    assert roles(text)[1] == ("issued", date(2023, 8, 12))


def test_the_label_opening_its_row_dates_the_value_opening_the_row_below() -> None:
    assert roles("Data de emissão Permissão / ACC\n09/10/2021 ==") == [
        ("issued", date(2021, 10, 9))
    ]


def test_dates_closing_a_row_sit_under_the_labels_closing_the_row_above() -> None:
    text = (
        "Nº registro Categoria 1ª habilitação Emissão Validade\n"
        "00712264227 B 08/07/2004 08/06/2025 07/06/2035"
    )
    assert roles(text) == [
        ("other", date(2004, 7, 8)),
        ("issued", date(2025, 6, 8)),
        ("valid_until", date(2035, 6, 7)),
    ]


def test_a_date_with_more_values_after_it_is_not_the_last_labels() -> None:
    # "VALIDADE" is over "60 dias", not over the issue date and time.
    text = "DATA DE EMISSÃO | HORA VALIDADE\n54563539/2027 “23.01.2027 13:28:12 60 dias"
    assert all(role != "valid_until" for role, _ in roles(text))


@pytest.mark.parametrize(
    "text",
    [
        "Ofício nº 047/2027 Santa Maria/RS, 15 de Fevereiro de 2027.",
        "Santo Antônio do Descoberto – GO, 15 de fevereiro de 2027",
        "Local e data Assinatura do requerente\nSanta Maria/RS, 15-02-2027 SINA e",
        "SANTA MARIA 15/02/2027 MAMA Nr\neee\nTIAGO GONÇALVES\nSócio-Administrador\nLocal Data",
    ],
)
def test_a_letters_place_and_date(text: str) -> None:
    assert roles(text) == [("issued", date(2027, 2, 15))]


def test_start_and_end_of_cover_without_de() -> None:
    text = "Início vigência 31/07/2026 24h\nFim vigência 31/07/2027 24h\nEmissão 30/07/2026"
    assert roles(text) == [
        ("valid_from", date(2026, 7, 31)),
        ("valid_until", date(2027, 7, 31)),
        ("issued", date(2026, 7, 30)),
    ]


def test_values_after_the_last_date_leave_a_label_row_unsure() -> None:
    text = "CERTIDÃO Nº DATA DE EMISSÃO | HORA VALIDADE\n40791398/2026 10.07.2026 13:23:07 60 dias"
    assert roles(text) == [("other", date(2026, 7, 10))]


def test_a_speck_before_a_date_is_no_value_under_a_label() -> None:
    text = "NASCIMENTO / Date of birth VALIDADE / Expiry\nao 21/11/1997\n"
    assert roles(text) == [("birth", date(1997, 11, 21))]


def test_year_first_dates_with_dots() -> None:
    text = (
        "CERTIDÃO Nº DATA DE EMISSÃO VÁLIDA ATÉ\n"
        "| 6s6190050s | | 2026-05-02 14:03:31 | | 2026.07.01"
    )
    assert roles(text) == [("issued", date(2026, 5, 2)), ("valid_until", date(2026, 7, 1))]


def test_the_place_of_issue_before_a_date_under_its_label() -> None:
    # A court portal's "Dados da emissão" (heldout8): "Emitida em" over the
    # place, the date and the time.
    text = (
        "Dados da emissão\n"
        "EMITIDA EM RESULTADO Validar certidão\n"
        "Goiânia, 23/08/2026, às 13:13:39 NÃO CONSTA\n"
    )
    assert roles(text) == [("issued", date(2026, 8, 23))]


def test_a_bare_data_under_an_emission_heading_is_the_issue_date() -> None:
    text = (
        "CERTIDÃO Nº REGISTROS DESDE SITUAÇÃO\n"
        "9640378675 02/01/2017 NADA CONSTA\n"
        "Dados da emissão\n"
        "DATA HORA EMITENTE Autenticidade\n"
        "02/01/2027 16:33:44 Internet\n"
    )
    assert roles(text) == [("other", date(2017, 1, 2)), ("issued", date(2027, 1, 2))]
    # Anywhere else a bare "data" names no role ("DATA  HORA" of a reading).
    assert roles("Leitura\nDATA HORA\n02/01/2027 16:33:44\n") == [("other", date(2027, 1, 2))]


def test_the_end_a_day_count_spells_out_is_the_validity_not_the_issue() -> None:
    text = (
        "Esta certidão é válida por 30 (trinta) dias a contar da emissão, ou seja, até "
        "01/09/2026, e abrange os débitos.\n"
        "Santo Antônio do Descoberto – GO, 2 de agosto de 2026.\n"
    )
    assert roles(text) == [("valid_until", date(2026, 9, 1)), ("issued", date(2026, 8, 2))]


@pytest.mark.parametrize(
    ("line", "role"),
    [
        ("Atendimento nº 2026.701568 · 05/10/2026, 12:32:31", "issued"),
        ("Atendimento nº 2026. 889595 . 05/10/2026, 10:53:58", "issued"),
        ("Data do atendimento: 05/10/2026", "issued"),
        ("Data e hora da transação 05/10/2026 às 12:00:13", "issued"),
        ("Data e hora da pesquisa: 05/10/2026 18:15:41", "consulted"),
        ("Data da consulta: 05/10/2026", "consulted"),
        ("H) DATA DA ASSINATURA 05/10/2026", "issued"),
        ("Santa Maria/RS - CEP 97111-580 Dota deemisão 05/10/2026", "issued"),
    ],
)
def test_a_service_a_transaction_and_a_search_date_their_papers(line, role):
    found = [d for d in find_dates(line) if d.value == date(2026, 10, 5)]
    assert [d.role for d in found] == [role]


def test_a_date_wrapped_after_its_label_keeps_the_label():
    # The law's date opens a line, its "Lei nº ..., de" on the line above: no
    # date of the document's own, however alone and written out it stands.
    text = (
        "nas alíneas 'a' a 'd' do parágrafo único do art. 11 da Lei nº 8.212, de\n"
        "24 de julho de 1991.\n"
        "Emitida às 08:54:33 do dia\n"
        "24/11/2025 <hora e data de Brasília>.\n"
    )
    found = find_dates(text)
    assert [(d.value, d.role) for d in found] == [
        (date(1991, 7, 24), "other"),
        (date(2025, 11, 24), "issued"),
    ]
    # A line that ended its phrase leaves the date below alone.
    closed = find_dates("Certidão emitida gratuitamente.\n24 de julho de 2026\n")
    assert [(d.value, d.role) for d in closed] == [(date(2026, 7, 24), "issued")]


def test_a_year_in_words_broken_at_the_line_end() -> None:
    # A clerk's certidão justified to the margin: "dois mil e vin-" / "te e sete".
    text = "Santa Maria, aos oito dias do mês de fevereiro do ano de dois mil e vin-\nte e sete."
    assert [d.value for d in find_dates(text)] == [date(2027, 2, 8)]
    assert [d.value for d in find_dates(text.replace("vin-\nte", "vin‐ te"))] == [date(2027, 2, 8)]
    # A broken word that is no number leaves the date unread, never the year 2000.
    assert find_dates(text.replace("vin-\nte e sete", "xy-\nzw")) == []


def test_a_row_of_data_hora_validade_captions_over_its_values() -> None:
    found = find_dates("NEGATIVA\nDATA HORA VALIDADE Nº\n30/01/2026 09:50 29/07/2026 198468/2026\n")
    assert [(d.value, d.role) for d in found] == [
        (date(2026, 1, 30), "issued"),
        (date(2026, 7, 29), "valid_until"),
    ]
    # The validity a day count: the date under "DATA" is no end of validity.
    text = (
        "DATA HORA VALIDADE Nº\n21/12/2026 10:03 por 90 dias 16037/2026\n"
        "Válida por 90 (noventa) dias a partir da data de emissão."
    )
    found = find_dates(text)
    assert [(d.value, d.role) for d in found if not d.computed] == [(date(2026, 12, 21), "issued")]
    assert {d.value for d in found if d.computed} == {date(2027, 3, 21)}
    # "DATA  CERTIDÃO" over the date and the certidão's number.
    found = find_dates("NADA CONSTA\nDATA HORA CERTIDÃO\n13/11/2026 07:46 1843897/2026\n")
    assert [(d.value, d.role) for d in found] == [(date(2026, 11, 13), "issued")]


def test_a_place_and_date_with_its_time_after_the_full_stop() -> None:
    # An employer's declaration signed "Santa Maria, 08/09/2026.   (13:41:21)".
    for tail in (".   (13:41:21)", ". 13:41:21", ", às 13h41"):
        found = find_dates(f"com vínculo ativo nesta data.\nSanta Maria, 08/09/2026{tail}\nRH\n")
        assert [(d.value, d.role) for d in found] == [(date(2026, 9, 8), "issued")], tail


def test_a_months_name_ocr_damaged_between_a_day_and_a_year() -> None:
    assert [d.value for d in find_dates("Data de emissão: 9 de jancito de 2027")] == [
        date(2027, 1, 9)
    ]
    assert [d.value for d in find_dates("Emitida em 2 de novembra de 2026")] == [date(2026, 11, 2)]
    # Words near a short month's name are words; a word near no month, none.
    assert find_dates("no dia 5 de maior de 2026") == []
    assert find_dates("em 3 de estado de 2026") == []


# --- heldout16: a law's date wrapped, a caption row before its values, a day's 1 ---


def test_a_laws_date_wrapped_onto_the_next_line_is_the_laws():
    # heldout16-67-0005: the observations cite the decree, its date opening a line.
    text = (
        "1. Certidão expedida nos termos da Portaria Conjunta RFB/PGFN nº 1.751, de 2 de "
        "outubro de 2014, e do Decreto nº 6.106, de\n30 de abril de 2007.\n"
        "Data de emissão\n17 de Abril de 2026\n"
    )
    assert roles(text) == [
        ("other", date(2014, 10, 2)),
        ("other", date(2007, 4, 30)),
        ("issued", date(2026, 4, 17)),
    ]
    # Not a law's number: the phrase goes on to the date as before.
    assert roles("Certidão emitida em Santa Maria no dia\n30 de abril de 2026.") == [
        ("issued", date(2026, 4, 30))
    ]


def test_a_row_of_captions_before_its_dates_on_one_line_names_each_in_turn():
    # heldout16: the CPF card's captions and values read as one line.
    found = find_dates("INSCRITO EM EMITIDO EM 19/08/2005 25/10/2026 07:40:57")
    assert [(f.role, f.value) for f in found] == [
        ("other", date(2005, 8, 19)),
        ("issued", date(2026, 10, 25)),
    ]
    # Captions and dates not as many, or words between: the nearest caption, as before.
    assert roles("Emitida em 01/02/2026 e válida até 01/05/2026") == [
        ("issued", date(2026, 2, 1)),
        ("valid_until", date(2026, 5, 1)),
    ]
    assert roles("INSCRITO EM 19/08/2005 EMITIDO EM 25/10/2026") == [
        ("other", date(2005, 8, 19)),
        ("issued", date(2026, 10, 25)),
    ]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Data de emissão I2 fev. 2026", 12),
        ("Data de emissão l7 de Maio de 2026", 17),
        ("Santa Maria, Il de Abril de 2026, às 18:24.", 11),
    ],
)
def test_a_days_one_read_as_a_letter(text, day):
    [found] = find_dates(text)
    assert found.value.day == day
    # A letter that is a word of its own is no digit: "inciso I 2 de março".
    assert find_dates("inciso I 2 de março de 2026")[0].value.day == 2


def test_a_since_date_is_no_issue_date():
    # heldout16: the electoral counter's "DOMICÍLIO DESDE..... , 10/10/2005".
    assert roles("DOMICÍLIO DESDE..... , 10/10/2005\nEmitida no balcão em 01.05.2026") == [
        ("other", date(2005, 10, 10)),
        ("issued", date(2026, 5, 1)),
    ]
    assert roles("Vigência desde 01/02/2026") == [("valid_from", date(2026, 2, 1))]


def test_a_place_and_date_after_a_row_number_or_before_a_rules_speck_dates_the_page():
    # heldout14: a spreadsheet's fleet list prints its row numbers; heldout2: a
    # signature line's speck after the date.
    assert roles("14 Santa Maria/RS, 24 de outubro de 2026") == [("issued", date(2026, 10, 24))]
    assert roles("Santa Maria/RS, 28-11-2026 =") == [("issued", date(2026, 11, 28))]
    # An address's number before a place is no row number.
    assert roles("Rua Tal, 123 Santa Maria, 12/03/2026 x") == [("other", date(2026, 3, 12))]


def test_a_validity_whose_v_ocr_lost_is_still_one():
    # heldout7: "Válida até" read "atida até"; "a partida até" is no validity.
    assert roles("Nome LIDA atida até 06/04/2027") == [("valid_until", date(2027, 4, 6))]
    assert roles("Vatida até 06/04/2027") == [("valid_until", date(2027, 4, 6))]
    assert roles("a partida até 06/04/2027") == [("other", date(2027, 4, 6))]


def test_a_validity_caption_over_its_own_term_leaves_the_period_above_alone():
    # heldout13: the course's period, then its validity counted from the end.
    text = (
        "Santa Maria, 12 de outubro de 2024\nPERÍODO\n10/09/2024 a 12/10/2024\n"
        "VALIDADE\n5 (cinco) anos a contar da conclusão"
    )
    found = [(d.role, d.value) for d in find_dates(text)]
    assert ("valid_until", date(2024, 10, 12)) not in found
    assert ("valid_until", date(2029, 10, 12)) in found
    # A lone "Validade" with no term of its own still labels the range.
    lone = "Validade\nRazão social\n18/01/2027 a 16/02/2027"
    assert roles(lone) == [("valid_from", date(2027, 1, 18)), ("valid_until", date(2027, 2, 16))]


def test_a_policys_term_a_line_each_under_a_caption_printed_apart():
    # heldout22: a policy's text layer gives its values before their captions;
    # the term's two ends on two lines, "VIGÊNCIA" alone further down.
    text = (
        "0982 – Acidentes Pessoais de Passageiros\ndas 24h de 23/04/2026\n"
        "às 24h de 23/04/2027\n17/04/2026\nAPÓLICE Nº\nRAMO\nVIGÊNCIA\nDATA DE EMISSÃO"
    )
    assert roles(text)[:2] == [
        ("valid_from", date(2026, 4, 23)),
        ("valid_until", date(2027, 4, 23)),
    ]
    # Two dates a line each with no join are no term.
    apart = text.replace("às 24h de 23/04/2027", "23/04/2027")
    assert [r for r, _ in roles(apart)][:2] == ["other", "other"]


def test_an_unlabelled_range_opening_on_the_issue_date_is_the_validity():
    # heldout5: "Validade (180 dias)" lost to OCR over the range.
    text = "Emitida às 15:29:34 de 10/10/2026\nage (180 dias)\n10/10/2026 a 08/04/2027\nFULANO"
    assert roles(text) == [
        ("issued", date(2026, 10, 10)),
        ("valid_from", date(2026, 10, 10)),
        ("valid_until", date(2027, 4, 8)),
    ]
    # A search's period ends on the issue date: no validity.
    search = "Emitida em 09/02/2026\n09/02/2016 a 09/02/2026"
    assert [r for r, _ in roles(search)] == ["issued", "other", "other"]


def test_a_term_counted_from_the_issue_dates_from_the_search_when_only_it_is_printed():
    # heldout14: a municipal certidão prints the search's date and a term.
    text = "Data e hora da pesquisa: 28/01/2026\nValidade: 90 (noventa) dias, contados da emissão"
    found = [(d.role, d.value, d.computed) for d in find_dates(text)]
    assert found == [
        ("consulted", date(2026, 1, 28), False),
        ("valid_until", date(2026, 4, 28), True),
    ]


def test_a_signatures_em_date_on_a_line_of_its_own_dates_the_document():
    # heldout17: a reservista's "JSM 128 - SANTA MARIA/RS" / "Em 29/03/2008".
    text = "JSM 128 - SANTA MARIA/RS\nEm 29/03/2008\nPresidente da Junta\nPrestado em 21/03/2008."
    assert roles(text) == [("issued", date(2008, 3, 29)), ("other", date(2008, 3, 21))]
    assert roles("em 05/05/2020 foi feito o registro") == [("other", date(2020, 5, 5))]


def test_a_plain_case_caption_row_over_a_date_opening_its_row():
    # heldout17: a protocol platform's "Aberto em  Tipo  Setor de destino".
    text = (
        "Aberto em Tipo Setor de destino Código de acesso\n"
        "25/08/2026 às 14:42 Requerimento Divisão de Transportes 5AA2-6BCO"
    )
    assert roles(text) == [("issued", date(2026, 8, 25))]
    # A label beside its value over the date is no caption row.
    assert roles("Situação Dispensado do serviço militar\n05/10/2013 xx") == [
        ("other", date(2013, 10, 5))
    ]


def test_a_captions_slash_data_and_a_systems_sync_date():
    # heldout17: an accountant's screen of the Receita's record.
    text = (
        "Situação cadastral / Data\nATIVA — 09/08/2014\n"
        "Última sincronização com a RFB: 25/12/2026 14:15:28 Fonte: Receita Federal"
    )
    assert roles(text) == [("other", date(2014, 8, 9)), ("consulted", date(2026, 12, 25))]


def test_a_sale_dates_from_the_sale_not_from_the_notarys_recognition():
    # heldout17: the ATPV-e's "DATA DA VENDA", then the notary's firma stamp.
    text = "DATA DA VENDA\n13/07/2026\nRECONHEÇO a firma. Dou fé. Santa Maria, 14.07.2026. Em"
    assert roles(text)[0] == ("issued", date(2026, 7, 13))


def test_the_signature_em_date_needs_the_place_above():
    # A table cell's "em 04/12/2020" under an act's number is the act's date.
    assert roles("ÚLTIMO ARQUIVAMENTO 8051394\nem 04/12/2020\nATO") == [
        ("other", date(2020, 12, 4))
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("SANTA MARIA, 14/0372026", date(2026, 3, 14)),  # heldout18: a slash read as a 7
        ("Santa Maria, 02/1271999", date(1999, 12, 2)),
    ],
)
def test_a_slash_ocr_read_as_a_seven_before_the_year(text: str, value: date) -> None:
    assert [d.value for d in find_dates(text)] == [value]


@pytest.mark.parametrize("text", ["Processo 1570372026", "data 5/372026", "ramal 3222/3674"])
def test_numbers_with_a_seven_are_no_dates(text: str) -> None:
    assert find_dates(text) == []


@pytest.mark.parametrize(
    "line",
    [
        "Em sex., 8 de jan. de 2027 às 18:01, Ana Silva <ana.silva@yahoo.com.br> escreveu:",
        "De: Integral <fiscal@integral.cnt.br> ter., 14 de jul. de 2026 às 09:39 Para: Priscila",
    ],
)
def test_an_e_mails_date_is_not_the_documents(line: str) -> None:
    # heldout18: certidões forwarded by e-mail and printed from the webmail.
    text = f"{line}\nCertidão emitida em 05/01/2027."
    roles = [(d.value, d.role) for d in find_dates(text)]
    assert roles[0][1] == "other" and roles[1] == (date(2027, 1, 5), "issued")


def test_an_e_mails_header_wrapped_over_lines_is_not_the_documents_date() -> None:
    # heldout18: the webmail prints the sender, the date and "Para:" a line apart.
    text = (
        "Departamento Fiscal <fiscal@contabil.com.br>\nseg., 4 de jan. de 2027 às\n17:47\n"
        "Para: Ana Silva\nCertidão emitida em 03/01/2027."
    )
    roles = [(d.value, d.role) for d in find_dates(text)]
    assert roles[0] == (date(2027, 1, 4), "other")
    assert (date(2027, 1, 3), "issued") in roles


def test_a_notarys_authentication_of_a_copy_dates_the_copy_not_the_document() -> None:
    copy = (
        "TABELIONATO DE NOTAS\nAUTENTICAÇÃO\nCertifico que a presente cópia é reprodução fiel do\n"
        "documento original exibido nesta data. Dou fé.\nSanta Maria, 24/09/2026\nEscrevente"
    )
    assert [d.role for d in find_dates(copy)] == ["other"]
    # A cartório's own certidão closes with "dou fé" too: its date is its issue.
    own = (
        "CERTIDÃO NEGATIVA DE PROTESTO\nCertifico que, revendo os livros deste tabelionato,\n"
        "não constam protestos. O referido é verdade e dou fé.\nSanta Maria, 24/09/2026"
    )
    assert [d.role for d in find_dates(own)] == ["issued"]


def test_a_payment_date_paga_em_is_not_the_issue_date() -> None:
    found = find_dates("GRCSU paga em 21/01/2026, valor R$ 600,00, vencimento 31/01/2026")
    assert [(d.value, d.role) for d in found][0] == (date(2026, 1, 21), "other")
    assert "paga em" in (found[0].anchor or "")


def test_a_juntas_certidao_counting_its_copied_sheets_is_dated_by_its_issue() -> None:
    # heldout17: "... de 3 folhas de cópia, todas autenticadas eletronicamente. O referido é
    # verdade e dou fé." closes the Junta's own certidão.
    text = (
        "A presente certidão compõe-se desta folha de rosto e de 3 folhas de cópia, todas "
        "autenticadas eletronicamente. O referido é\nverdade e dou fé.\nPorto Alegre, 29/09/2026, "
        "às 10:53."
    )
    assert [(d.value, d.role) for d in find_dates(text)] == [(date(2026, 9, 29), "issued")]


def test_a_registry_print_outs_place_date_time_and_reference() -> None:
    # heldout18: the Junta's certidão simplificada signs off with the place, the
    # date, the time and the print's own reference.
    text = "SITUACAO....: REGISTRO ATIVO\nSANTA MARIA, 13/10/2026 16:48:42 DOC: 26/652734-5\n"
    assert ("issued", date(2026, 10, 13)) in roles(text)
    # Followed by other words, the date is not the document's own.
    other = "SANTA MARIA, 13/10/2026 16:48:42 audiência de conciliação na sala 4\n"
    assert ("issued", date(2026, 10, 13)) not in roles(other)


def test_a_policys_term_end_caption_alone_over_its_date() -> None:
    # heldout18: an APP policy's "INÍCIO" / "TÉRMINO" captions, each over its date.
    text = "1. VIGÊNCIA E EMISSÃO\nINÍCIO\n24h de 24.02.2026\nTÉRMINO\n24h de 24.02.2027\n"
    assert ("valid_until", date(2027, 2, 24)) in roles(text)
    # A course's period within a line: its end is no validity.
    course = "Início 01/05/2026 Término: 10/05/2026\nEmitido em 12/05/2026\n"
    assert ("valid_until", date(2026, 5, 10)) not in roles(course)


def test_a_photographed_cards_damaged_captions() -> None:
    # heldout19: a CNH photographed with the flash, "VALIDADE" read "VALDADE" and
    # "Data emissão" read "Data cuissão".
    assert roles("VALDADE\n02/08/2030\n") == [("valid_until", date(2030, 8, 2))]
    assert roles("Data cuissão\n02/08/2020 RS365279872\n") == [("issued", date(2020, 8, 2))]
    # A CTPS's admission date keeps its role.
    assert ("issued", date(2020, 8, 2)) not in roles("Data de admissão\n02/08/2020\n")


@pytest.mark.parametrize("caption", ["Aberto em", "Merto em", "Merio em"])
def test_an_online_protocols_opening_date_under_its_damaged_caption(caption) -> None:
    # heldout17: "Aberto em" over the request's date, its "Ab" read as one letter.
    text = (
        f"{caption} Tipo Setor de destino Código de acesso\n"
        "12 de setembro de 2026 às 09:28 Requerimento Setor de Transportes D6BA-D5AC\n"
        "https://protocolo.example/58 Impresso em 18/09/2026 08:11\n"
    )
    assert roles(text)[0] == ("issued", date(2026, 9, 12))


def test_a_year_in_words_whose_end_ocr_damaged_is_unread_not_an_earlier_year():
    # "seis" read as "scis": "dois mil e vinte" alone would be 2020.
    assert (
        parse_date("aos vinte e sete dias do mes de abril do ano de dois mile vinte e scis,")
        is None
    )
    # A lone "e" read as "€" is still the "e" between the year's words.
    text = "aos Quatorze dias do mês de agosto do ano de dois mil € vinte € seis. Eu, Distribuidor"
    assert parse_date(text) == date(2026, 8, 14)
    assert parse_date("aos quinze dias do mês de março do ano de dois mil e vinte e seis.") == date(
        2026, 3, 15
    )


@pytest.mark.parametrize(
    "text",
    [
        "Santa Maria, 02/11/2026 Responsável: BÁRBARA HELENA MARTINS – Sócia-Administradora",
        "Santa Maria/RS, 02/11/2026.   Assinatura do representante legal: ____",
        "Santa Maria, 02/11/2026 | Representante legal: ANA PAULA SOUZA",
    ],
)
def test_a_place_and_date_beside_the_signers_caption_dates_the_page(text: str) -> None:
    found = find_dates("Declaramos que os veículos acima são da empresa.\n" + text)
    assert [(d.value, d.role) for d in found] == [(date(2026, 11, 2), "issued")]


def test_a_date_before_a_signers_caption_without_a_place_is_not_the_issue():
    found = find_dates("Nascimento 02/11/1980 Responsável: ANA PAULA SOUZA")
    assert [d.role for d in found] != ["issued"]


def test_an_issue_caption_ocr_damaged_over_its_date():
    # "DATA DE EXPEDIÇÃO" read "ENPEDICAO", its date under it after the RA's number.
    text = (
        "DATA DE NASCIMENTO NATURALIDADE CLASSE\n13/04/1989 SÃO SEPÉ/RS 1989\n"
        "RA (REGISTRO DE ALISTAMENTO) DATA DE ENPEDICAO\n823293268318 -—— 09/11/2008\n"
    )
    found = {d.role: d.value for d in find_dates(text)}
    assert found["issued"] == date(2008, 11, 9)


def test_a_reprinted_second_copy_dates_from_its_first_issue() -> None:
    """A certidão reprinted from the issuer's authenticity check: the reprint's
    date is no issue date; the certidão's own "Emitida ... do dia" is."""
    text = (
        "SEGUNDA VIA - REIMPRESSÃO\n"
        "Documento reimpresso em 27/08/2026 às 22:36:25 a partir da consulta de autenticidade\n"
        "Emitida às 17:43:37 do dia 26/08/2026 <hora e data de Brasília>.\n"
        "2ª via emitida em 28/08/2026\n"
    )
    roles = {(d.value, d.role) for d in find_dates(text)}
    assert roles == {
        (date(2026, 8, 27), "other"),
        (date(2026, 8, 26), "issued"),
        (date(2026, 8, 28), "other"),
    }


def test_a_consultation_date_with_its_a_read_as_o() -> None:
    # heldout22-97-0002: the CTPS Digital's foot, "Consultado" read "Consultodo".
    text = "informoçoes otuolizados pelo eSociol. Consultodo em 27/03/2026 às 19:43:33,"
    assert [(d.value, d.role) for d in find_dates(text)] == [(date(2026, 3, 27), "consulted")]


def test_a_long_dates_day_with_its_second_one_read_as_a_bar_apart() -> None:
    # heldout24-103-0011: "Santo Antônio do Descoberto, 11 de novembro de 2026." wrapped,
    # its day read "1 |".
    text = "Santo Antônio do Descoberto, 1 | de\nnovembro de 2026. Médico(a) examinador(a)"
    assert [d.value for d in find_dates(text)] == [date(2026, 11, 11)]
    # A bar between a number and "de <month>" only as a day's figure.
    assert [d.value for d in find_dates("Folha 1 | 3 de maio de 2026")] == [date(2026, 5, 3)]
