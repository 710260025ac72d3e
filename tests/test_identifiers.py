"""Check digits, plates and OCR-tolerant finding of CPF, CNPJ and RENAVAM.

Valid vectors come from documents.md §9 (the RFB's own alphanumeric example
among them); the others are built here with an independent implementation
of the published algorithms, so a wrong library version shows up as a
disagreement.
"""

from __future__ import annotations

import pytest

from extractors.identifiers import (
    find_cnpjs,
    find_cpfs,
    find_renavams,
    is_valid_cnpj,
    is_valid_cpf,
    is_valid_renavam,
    mercosul_plate,
    normalize_plate,
    read_plate,
    repair_cnpj,
)


def cnpj_check_digits(root: str) -> str:
    """IN RFB 2.229/2024: value = ord(c) - 48, weights 5..2,9..2 then 6..2,9..2."""

    def digit(chars: str, weights: list[int]) -> str:
        total = sum((ord(c) - 48) * w for c, w in zip(chars, weights, strict=True))
        rest = total % 11
        return str(0 if rest < 2 else 11 - rest)

    first = digit(root, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return first + digit(root + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])


def renavam_check_digit(first10: str) -> str:
    total = sum(int(d) * w for d, w in zip(first10, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    return str((total * 10) % 11 % 10)


# --- CPF ---------------------------------------------------------------------


@pytest.mark.parametrize("value", ["529.982.247-25", "52998224725", "526.018.159-06"])
def test_valid_cpf(value: str) -> None:
    assert is_valid_cpf(value)


@pytest.mark.parametrize(
    "value",
    [
        "529.982.247-24",
        "111.111.111-11",
        "00000000000",
        "5298224725",
        "529982247250",
        "52998224A25",
    ],
)
def test_invalid_cpf(value: str) -> None:
    assert not is_valid_cpf(value)


# --- CNPJ --------------------------------------------------------------------


@pytest.mark.parametrize(
    "value", ["11.222.333/0001-81", "11222333000181", "12.ABC.345/01DE-35", "12.abc.345/01de-35"]
)
def test_valid_cnpj(value: str) -> None:
    assert is_valid_cnpj(value)


@pytest.mark.parametrize(
    "value",
    ["11.222.333/0001-82", "00.000.000/0000-00", "12.ABC.345/01DE-3A", "11.222.333/0001-8", "ÁB"],
)
def test_invalid_cnpj(value: str) -> None:
    assert not is_valid_cnpj(value)


@pytest.mark.parametrize("root", ["OOA5LQSAJ08X", "ZB1S0I2O3B4Z", "A1B2C3D4E5F6", "934112220001"])
def test_alphanumeric_cnpj_agrees_with_the_published_rule(root: str) -> None:
    good = root + cnpj_check_digits(root)
    bad = root + str((int(good[-2]) + 1) % 10) + good[-1]
    assert is_valid_cnpj(good)
    assert not is_valid_cnpj(bad)


# --- RENAVAM -----------------------------------------------------------------


@pytest.mark.parametrize("value", ["13824652268", "08543317523", "8543317523", "04974650750"])
def test_valid_renavam(value: str) -> None:
    assert is_valid_renavam(value)


def test_old_nine_digit_renavam_is_left_padded() -> None:
    first10 = "0012345678"
    nine = (first10 + renavam_check_digit(first10))[2:]
    assert len(nine) == 9
    assert is_valid_renavam(nine)


@pytest.mark.parametrize("value", ["38872054170", "40999838209", "1382465226", "00000000000"])
def test_invalid_renavam(value: str) -> None:
    assert not is_valid_renavam(value)


# --- plates ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("ABC-1234", "ABC1234"),
        ("abc1234", "ABC1234"),
        ("ABC1D23", "ABC1D23"),
        ("abc 1d23", "ABC1D23"),
        ("ABC-1D23", "ABC1D23"),
        # OCR look-alikes where the position allows only letters or only digits.
        ("0BC-I234", "OBC1234"),
        ("ABC-1Z3S", "ABC1Z35"),
        ("A8C1D2O", "ABC1D20"),
    ],
)
def test_normalize_plate(raw: str, expected: str) -> None:
    assert normalize_plate(raw) == expected


@pytest.mark.parametrize("raw", ["ABCD123", "AB-1234", "ABC12345", "ABC-12D4", "1234567", ""])
def test_not_a_plate(raw: str) -> None:
    assert normalize_plate(raw) is None


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("IJP5X92", "IJP5X92"),
        ("IPD4000", "IPD4000"),  # as printed: an old plate, or a Mercosul O read as 0
        # OCR printed one letter twice, in both cases
        ("IKWw8Q02", "IKW8Q02"),
        ("1JP5Xx92", "IJP5X92"),
        ("IJP-5Xx92", "IJP5X92"),
        ("IPD4O0O", "IPD4O00"),  # the last position holds digits only
        # a repaired reading whose fifth character may be a letter read as a digit
        ("IKkw8002", None),
        ("1PD4000", None),
        # numbers, words
        ("1234567", None),
        ("0196051182", None),
        ("IKKW8002", None),
    ],
)
def test_read_plate(raw: str, expected: str | None) -> None:
    assert read_plate(raw) == expected


def test_old_plate_compares_in_mercosul_form() -> None:
    assert mercosul_plate("ABC-1234") == "ABC1C34"
    assert mercosul_plate("ABC1C34") == "ABC1C34"
    assert mercosul_plate("nonsense") is None


# --- finding CPFs ------------------------------------------------------------


def test_find_cpfs_tolerates_masks_and_spaces() -> None:
    text = "CPF: 529.982.247-25; CPF 529.982. 247 -25; nº 52998224725."
    found = find_cpfs(text)
    assert [value for value, _ in found] == ["52998224725"] * 3
    for _, (start, end) in found:
        assert text[start:end].replace(" ", "").replace(".", "").replace("-", "") == "52998224725"


def test_find_cpfs_repairs_ocr_letters_when_check_digits_hold() -> None:
    found = find_cpfs("Nº do CPF: 5Z9.98Z.247-Z5 e 526.O18.I59-O6")
    assert [value for value, _ in found] == ["52998224725", "52601815906"]


def test_find_cpfs_does_not_keep_a_repair_that_fails() -> None:
    # B read as 8 gives 529.982.247-28: check digits fail, nothing is returned.
    assert find_cpfs("CPF: 529.982.247-2B") == []
    assert find_cpfs("CPF: 529.982.247-24") == []


def test_find_cpfs_ignores_digits_inside_longer_numbers() -> None:
    assert find_cpfs("CNPJ 11.222.333/0001-81 processo 1529982247251") == []


# --- finding CNPJs -----------------------------------------------------------


def test_find_cnpjs_numeric_with_ocr_spaces_and_letters() -> None:
    text = "CNPJ: 11.222. 333/OOO1-8l e 11222333000181"
    found = find_cnpjs(text)
    assert [value for value, _ in found] == ["11222333000181", "11222333000181"]
    start, end = found[0][1]
    assert text[start:end] == "11.222. 333/OOO1-8l"


def test_find_cnpjs_reads_a_one_printed_as_a_bracket() -> None:
    # A portal's print-out photographed: the branch's "1" came out as "]".
    text = "CNPJ do empregador 43.069.161/000]-44 Ocupação (CBO) 7824-05"
    assert [value for value, _ in find_cnpjs(text)] == ["43069161000144"]
    # A CNPJ in brackets is still read, its bracket left out.
    found = find_cnpjs("[43.069.161/0001-44]")
    assert [value for value, _ in found] == ["43069161000144"] and found[0][1] == (1, 19)
    # heldout22: a fleet list's heading, the alphanumeric CNPJ's "1" read as "!".
    text = "FRETAMENTOS BOCA DO MONTE LTDA —- CNPJ CF.ZFK.RJF/000!-48"
    assert [value for value, _ in find_cnpjs(text)] == ["CFZFKRJF000148"]
    # An exclamation is no digit where the check digits then fail.
    assert find_cnpjs("CNPJ 43.069.161/000!-45") == []
    # heldout22-97-0002: a CRF's inscription, its ones read as an accented I and as ells.
    text = "Inscrição: 71.469.758/000Í-ll\nRazão VIAÇÃO BOCA DO MONTE LTDA"
    assert [value for value, _ in find_cnpjs(text)] == ["71469758000111"]
    assert find_cnpjs("Inscrição: 71.469.758/000Í-12") == []


def test_find_cnpjs_keeps_legitimate_letters_of_an_alphanumeric_cnpj() -> None:
    root = "OOA5LQSAJ08X"
    printed = f"{root[:2]}.{root[2:5]}.{root[5:8]}/{root[8:]}-{cnpj_check_digits(root)}"
    found = find_cnpjs(f"inscrita no CNPJ sob o nº {printed}, com sede")
    # Never read O as 0 or S as 5 when the letters already make a valid CNPJ.
    assert [value for value, _ in found] == [root + cnpj_check_digits(root)]


def test_find_cnpjs_repairs_one_confusion_in_an_alphanumeric_cnpj() -> None:
    # The RFB example with B read as 8.
    assert [v for v, _ in find_cnpjs("CNPJ 12.A8C.345/01DE-35")] == ["12ABC34501DE35"]
    assert repair_cnpj("12.ABC.345/0lDE-35") == "12ABC34501DE35"


def test_find_cnpjs_refuses_numbers_no_reading_validates() -> None:
    assert find_cnpjs("CNPJ: 11.222.333/0001-82") == []
    assert find_cnpjs("CNPJ: 11.222.333/OOO1-82") == []


def test_find_cpfs_and_cnpjs_with_commas_and_dashes_for_the_mask() -> None:
    assert find_cnpjs("CNPJ 97.236,369/0001-30.- Código SUSEP")[0][0] == "97236369000130"
    assert find_cnpjs("CNPJ 11,222,333/0001—81")[0][0] == "11222333000181"
    assert find_cpfs("CPF 529,982,247—25")[0][0] == "52998224725"
    # money is no CPF: the check digits are not after a comma
    assert find_cpfs("R$ 529.982.247,25") == []


def test_find_cnpjs_ignores_words() -> None:
    assert find_cnpjs("ADMINISTRATIVOS E OPERACIONAIS DESCONSIDERADAS") == []


def test_find_cnpjs_and_cpfs_do_not_overlap() -> None:
    text = "CNPJ 11.222.333/0001-81 CPF 529.982.247-25"
    assert [v for v, _ in find_cnpjs(text)] == ["11222333000181"]
    assert [v for v, _ in find_cpfs(text)] == ["52998224725"]


# --- finding RENAVAMs --------------------------------------------------------


def test_find_renavams() -> None:
    found = find_renavams("RENAVAM 13824652268; 0854331752-3; I3824652268; 38872054170")
    assert [v for v, _ in found] == ["13824652268", "08543317523", "13824652268"]


def test_bare_alphanumeric_cnpj_in_capitals() -> None:
    assert find_cnpjs("inscrito no CNPJ sob o número RZ1KS92I000197, encontra") == [
        ("RZ1KS92I000197", (30, 44))
    ]
    # a run of capitals and digits whose check digits fail is no CNPJ
    assert find_cnpjs("PROTOCOLO ABCDEFGH000197") == []


def test_a_cnpj_wrapped_after_its_slash_is_found_whole() -> None:
    text = "inscrita no CNPJ sob o nº B5.JG1.CQO/\n0001-05, neste ato representada"
    assert [v for v, _ in find_cnpjs(text)] == ["B5JG1CQO000105"]
    # ... or after one of its dots, where the mask says it goes on.
    assert [v for v, _ in find_cnpjs("CNPJ B5.JG1.\nCQO/0001-05")] == ["B5JG1CQO000105"]
    assert [v for v, _ in find_cnpjs("CNPJ 9B.\n1PO.Y77/0001-76.")] == ["9B1POY77000176"]
    # A line break with no separator before it still ends the number.
    assert find_cnpjs("CNPJ B5JG1\nCQO/0001-05") == []
    assert find_cnpjs("CNPJ B5.JG1CQO\n/0001-05") == []


def test_a_states_initials_before_a_number_are_no_alphanumeric_cnpj():
    assert find_cnpjs("MINISTÉRIO DOS TRANSPORTES - DETRAN-RS 334216918374") == []
    # The same characters unspaced, or masked, are read.
    assert [v for v, _ in find_cnpjs("CNPJ RS334216918374")] == ["RS334216918374"]


def test_a_bare_run_of_margin_noise_is_no_alphanumeric_cnpj():
    # A registration line printed up a contract's margin, read by OCR as noise:
    # two look-alike swaps would make "S1891 091411199" pass as S1B9I091411199.
    assert find_cnpjs("SUSIINL oU O JOS 01]S1891 091411199 * 9TOT/LO/T") == []
    # Masked, the same swaps stand: the mask says it is a CNPJ.
    assert [c for c, _ in find_cnpjs("CNPJ S1.B91.091/4111-99")] == ["S1B9I091411199"]


def test_a_cpfs_one_read_as_a_bracket_or_an_exclamation_mark():
    from extractors.identifiers import find_cpfs

    # heldout16-67-0008: "116.139.790-61" read "116.139.790-6]"; the check digits decide.
    assert find_cpfs("CPF do representante 116.139.790-6]") == [("11613979061", (21, 35))]
    assert find_cpfs("CPF do representante 116.139.790-6]5") == []
    # heldout16-67-0012: "35513635011" read "3551363501!".
    assert find_cpfs("CPF do representante 3551363501! o") == [("35513635011", (21, 32))]
    assert find_cpfs("CPF do representante 3551363502!") == []
    # ... and as an accented capital I.
    assert find_cpfs("CPF 1Í1.444.777-35") == [("11144477735", (4, 18))]


def test_a_character_no_swap_mends_gets_no_two_swaps_that_pass_by_chance():
    # heldout15-61-0000: "2K12J17P000164" with its J read as a 3; two swaps
    # (1 -> I twice) made "2K123I7P000I64" pass its check digits.
    assert find_cnpjs("LTDA 2K.123.17P/0001-64") == []
    # The number as printed, or one look-alike away, is read as before.
    assert [c for c, _ in find_cnpjs("LTDA 2K.12J.17P/0001-64")] == ["2K12J17P000164"]
    assert [c for c, _ in find_cnpjs("LTDA 2K.12J.I7P/0001-64")] == ["2K12J17P000164"]


def test_find_cnpjs_reads_a_j_printed_like_a_parenthesis() -> None:
    # Some faces' J descends like ")": "CNP)" and the CNPJ's own J alike.
    root = "BY4QJ7LM0001"
    printed = f"{root[:2]}.{root[2:5]}.{root[5:8]}/{root[8:]}-{cnpj_check_digits(root)}"
    damaged = printed.replace("J", ")")
    found = find_cnpjs(f"Contribuinte TRANSPORTES X LTDA CNP) {damaged} Data de emissão")
    assert [value for value, _ in found] == [root + cnpj_check_digits(root)]
    # A numeric CNPJ in parentheses keeps its own bracket out of the number.
    assert [v for v, _ in find_cnpjs("(CNPJ 11.222.333/0001-81)")] == ["11222333000181"]
