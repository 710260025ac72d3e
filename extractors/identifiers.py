"""Brazilian identifiers: check digits, plates, and finding them in OCR text.

Check digits come from validate-docbr (CPF, RENAVAM, and the CNPJ in both
its numeric and its alphanumeric form of IN RFB 2.229/2024, where each
character is worth ``ord(c) - 48``; validate-docbr 2.0 implements that).
What is ours is the OCR side: finding numbers in text whose separators and
spacing were mangled, and repairing the O/0, I/l/1, S/5, B/8, Z/2
confusions only when the check digits then hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from validate_docbr import CNPJ, CPF, RENAVAM

_CPF = CPF()
_CNPJ = CNPJ()
_RENAVAM = RENAVAM()

# What OCR prints for a digit, and the digit it stands for.
OCR_TO_DIGIT = {
    "O": "0",
    "o": "0",
    "I": "1",
    "l": "1",
    "|": "1",
    "]": "1",
    "!": "1",
    # Portuguese OCR's accented capital I for a 1 beside other digits ("000Í-11").
    "Í": "1",
    "í": "1",
    "S": "5",
    "s": "5",
    "B": "8",
    "Z": "2",
    "z": "2",
}
# The reverse, for the letters an alphanumeric CNPJ may legitimately hold.
_DIGIT_TO_LETTER = {"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z"}
_LETTER_TO_DIGIT = {k: v for k, v in OCR_TO_DIGIT.items() if k.isupper() and k.isascii()}

_PLATE_OLD = re.compile(r"[A-Z]{3}[0-9]{4}")
_PLATE_MERCOSUL = re.compile(r"[A-Z]{3}[0-9][A-Z][0-9]{2}")


def _only_digits(s: str) -> str:
    return "".join(ch for ch in s if ch.isdigit())


def is_valid_cpf(s: str) -> bool:
    """True for an 11-digit CPF whose two check digits hold (mask optional).

    Repeated digits (111.111.111-11) are rejected: they pass the arithmetic
    but the Receita never issues them.
    """
    if not re.fullmatch(r"[\d.\-\s/]*", s):
        return False
    digits = _only_digits(s)
    return len(digits) == 11 and _CPF.validate(digits)


def clean_cnpj(s: str) -> str:
    """Upper case, without the mask's dots, slash, hyphen and spaces."""
    return re.sub(r"[.,\-–—/\s]", "", s).upper()


def is_valid_cnpj(s: str) -> bool:
    """True for a CNPJ, numeric or alphanumeric (IN RFB 2.229/2024), with valid check digits.

    Twelve characters 0-9/A-Z, then two numeric check digits; each character
    is worth ``ord(c) - 48``, so numeric CNPJs keep their old check digits.
    """
    value = clean_cnpj(s)
    if not re.fullmatch(r"[0-9A-Z]{12}[0-9]{2}", value):
        return False
    return _CNPJ.validate(value)


def is_valid_renavam(s: str) -> bool:
    """True for a RENAVAM whose check digit holds; old 9-digit numbers are left-padded."""
    if not re.fullmatch(r"[\d.\-\s]*", s):
        return False
    digits = _only_digits(s)
    if not 9 <= len(digits) <= 11:
        return False
    digits = digits.zfill(11)
    if len(set(digits)) == 1:
        return False
    return _RENAVAM.validate(digits)


def normalize_plate(s: str) -> str | None:
    """'abc-1234' -> 'ABC1234'; 'ABC 1D23' -> 'ABC1D23'; anything else -> None.

    Old (LLL-NNNN) and Mercosul (LLLNLNN) plates, upper case, no hyphen. The
    positions that can only be letters (1-3) or only digits (4, 6, 7) take
    the OCR look-alike's intended character ('0BC-I234' -> 'OBC1234'); the
    fifth position, a digit on old plates and a letter on Mercosul ones, is
    kept as read because both are legitimate there.
    """
    raw = re.sub(r"[\s\-.·]", "", s).upper()
    if len(raw) != 7:
        return None
    chars = list(raw)
    for i in (0, 1, 2):
        chars[i] = _DIGIT_TO_LETTER.get(chars[i], chars[i])
    for i in (3, 5, 6):
        chars[i] = _LETTER_TO_DIGIT.get(chars[i], chars[i])
    plate = "".join(chars)
    if _PLATE_OLD.fullmatch(plate) or _PLATE_MERCOSUL.fullmatch(plate):
        return plate
    return None


# A digit that OCR may have read from a letter at a plate's fifth position.
_AMBIGUOUS_FIFTH = frozenset("012568")


def read_plate(raw: str) -> str | None:
    """The plate an OCR'd token stands for, or None when it cannot be told for sure.

    Repairs by position, as ``normalize_plate`` does, and one OCR artefact:
    a letter printed twice in both cases ("IKWw8Q02", "1JP5Xx92"), of which
    the second is dropped. The fifth position is a digit on old plates and a
    letter on Mercosul ones, so nothing there can be repaired; when the token
    needed any repair, a fifth character that may be a misread letter (0 for
    O/Q/D, 1 for I, 8 for B, ...) makes the reading unsure and gives None.
    """
    token = re.sub(r"[\s\-.·]", "", raw)
    repaired = False
    if len(token) == 8:
        doubled = [
            i
            for i in range(1, 8)
            if token[i].isalpha()
            and token[i].lower() == token[i - 1].lower()
            and token[i] != token[i - 1]
        ]
        if len(doubled) != 1:
            return None
        token = token[: doubled[0]] + token[doubled[0] + 1 :]
        repaired = True
    if len(token) != 7 or not any(ch.isalpha() for ch in token[:3]):
        return None  # a number, not a plate whose three letters all read as digits
    plate = normalize_plate(token)
    if plate is None:
        return None
    repaired = repaired or plate != token.upper()
    if repaired and plate[4] in _AMBIGUOUS_FIFTH:
        return None
    return plate


def mercosul_plate(plate: str) -> str | None:
    """The Mercosul form of a plate ('ABC1234' -> 'ABC1C34'), for comparing plates.

    A vehicle keeps its identity across the conversion (Res. CONTRAN
    729/2018): the second digit becomes the letter A-J.
    """
    normal = normalize_plate(plate)
    if normal is None:
        return None
    if _PLATE_OLD.fullmatch(normal):
        return normal[:4] + "ABCDEFGHIJ"[int(normal[4])] + normal[5:]
    return normal


# Characters OCR takes for one another, in groups. The reader repairs a
# plate only where its position allows one kind (letters first, digits in
# the 4th, 6th and 7th places); the 5th place holds a digit on an old plate
# and a letter on a Mercosul one, so "IPD4O00" read as "IPD4000" is a valid
# plate of another form, and letters alike (O/Q/D) are never repaired. The
# first letter of a plate from the south is I or J, which some faces print
# alike ("IDH8A66" for "JDH8A66").
PLATE_CONFUSIONS = ("O0QD", "I1LJ", "S5", "B8", "Z2", "G6")
_CONFUSION_GROUP = {ch: n for n, group in enumerate(PLATE_CONFUSIONS) for ch in group}


def confused_characters(read: str, wanted: str) -> tuple[tuple[str, str], ...] | None:
    """The ``(wanted, read)`` characters where two plates differ, when every
    difference is an OCR confusion; None when one is not, or when they are equal."""
    pairs = []
    for got, want in zip(read, wanted, strict=True):
        if got == want:
            continue
        group = _CONFUSION_GROUP.get(got)
        if group is None or group != _CONFUSION_GROUP.get(want):
            return None
        pairs.append((want, got))
    return tuple(dict.fromkeys(pairs)) or None


# --- finding CPFs and CNPJs in text ------------------------------------------

_CPF_CHAR = "[0-9OoIlÍí|!SsBZz\\]]"
_SPACE = "[ \t]{0,2}"
# OCR reads the mask's dots as commas ("97.236,369/0001-30") and its hyphen as a dash.
_DOT = "[.,]?"
_DASH = "[-–—]?"
_CPF_CANDIDATE = re.compile(
    rf"(?<![0-9A-Za-z])(?<![0-9][./\-])"
    rf"{_CPF_CHAR}{{3}}{_SPACE}{_DOT}{_SPACE}{_CPF_CHAR}{{3}}{_SPACE}{_DOT}{_SPACE}"
    rf"{_CPF_CHAR}{{3}}{_SPACE}[-–—/]?{_SPACE}{_CPF_CHAR}{{2}}"
    rf"(?![0-9A-Za-z])(?![./\-][0-9])"
)
# (A "1" may come out as "]", "!" or "Í" too: "43.069.161/000]-44", "CF.ZFK.RJF/000!-48",
# "71.469.758/000Í-ll".)
_CNPJ_CHAR = "[0-9A-Za-zÍí|\\]!]"
# Inside an alphanumeric root, some faces' J reads as ")" ("BY.Q4).LIB/0001-77").
_ROOT_CHAR = "[0-9A-Za-z|)]"
_CNPJ_CANDIDATE = re.compile(
    rf"(?<![0-9A-Za-z])(?<![0-9][./\-])"
    # ... or wrapped after one of its dots ("CNPJ 9B." / "1PO.Y77/0001-76").
    rf"{_CNPJ_CHAR}{_ROOT_CHAR}{_SPACE}(?:\.[ \t]*\n[ \t]*|{_DOT}{_SPACE}){_ROOT_CHAR}{{3}}{_SPACE}"
    rf"(?:\.[ \t]*\n[ \t]*|{_DOT}{_SPACE})"
    # A number wrapped after its slash ("B5.JG1.CQO/" / "0001-05") at a line's end.
    rf"{_ROOT_CHAR}{{3}}{_SPACE}(?:/[ \t]*\n[ \t]*|/?{_SPACE})"
    rf"{_CNPJ_CHAR}{{4}}{_SPACE}{_DASH}{_SPACE}"
    rf"{_CNPJ_CHAR}{{2}}(?![0-9A-Za-z])(?![./\-][0-9])"
)
# A real CPF is all digits; allow OCR at most three look-alike letters.
_CPF_MIN_DIGITS = 8
# An alphanumeric CNPJ may hold many letters, so a letter-rich candidate must
# at least carry the mask ("12.ABC.345/01DE-35"); a bare 14-character run
# must be mostly digits, or every long word would be a candidate.
_CNPJ_MIN_DIGITS_MASKED = 4
_CNPJ_MIN_DIGITS_BARE = 10
_CNPJ_MIN_DIGITS_BRANCH = 7


def _find(
    pattern: re.Pattern[str], text: str, read: Callable[[str], str | None]
) -> list[tuple[str, tuple[int, int]]]:
    """Every candidate that ``read`` accepts, as (value, span).

    Unlike ``finditer``, a rejected candidate does not hide one that starts
    inside it.
    """
    out: list[tuple[str, tuple[int, int]]] = []
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        value = read(m.group(0))
        if value is None:
            pos = m.start() + 1
            continue
        out.append((value, (m.start(), m.end())))
        pos = m.end()
    return out


def _read_cpf(candidate: str) -> str | None:
    raw = re.sub(r"[.,\-–—/\s]", "", candidate)
    if sum(ch.isdigit() for ch in raw) < _CPF_MIN_DIGITS:
        return None
    digits = "".join(OCR_TO_DIGIT.get(ch, ch) for ch in raw)
    return digits if digits.isdigit() and is_valid_cpf(digits) else None


def find_cpfs(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Every CPF in ``text`` whose check digits hold, as (11 digits, span).

    Separators and stray spaces are tolerated ("529.982. 247-25",
    "52998224725"). OCR letters standing for digits (O, I, l, S, B, Z) are
    read as those digits; a CPF holds only digits, so that reading is the
    only one, and it is kept only when its check digits hold.
    """
    return _find(_CPF_CANDIDATE, text, _read_cpf)


# A CPF's mask with its first digit lost ("52.683.080-92" for "152.683.080-92"):
# a card's box border or a copy's edge cuts the first character of the value
# printed against it. Only the full mask says the number is a CPF.
_CLIPPED_CPF = re.compile(
    r"(?<![0-9A-Za-z])(?<![0-9][./\-])[0-9]{2}[.,][0-9]{3}[.,][0-9]{3}-[0-9]{2}(?![0-9A-Za-z])"
    r"(?![./\-][0-9])"
)


def _read_clipped_cpf(candidate: str) -> str | None:
    """The one CPF whose lost first digit makes the check digits hold, if any.

    The first check digit weighs the first digit by 10, which no two digits
    share modulo 11: at most one first digit passes it, and then the second
    check digit must hold too.
    """
    rest = re.sub(r"\D", "", candidate)
    valid = [first + rest for first in "0123456789" if is_valid_cpf(first + rest)]
    return valid[0] if len(valid) == 1 else None


def find_clipped_cpfs(text: str) -> list[tuple[str, tuple[int, int]]]:
    """CPFs printed with the mask but read without their first digit, restored
    where exactly one digit makes the check digits hold, as (11 digits, span).

    Only a fallback for a document where no whole CPF was read: the restored
    digit is inferred, not read, so a holder check treats a mismatch as a
    possible misreading.
    """
    return _find(_CLIPPED_CPF, text, _read_clipped_cpf)


def repair_cnpj(raw: str, swaps: bool = True) -> str | None:
    """The one reading of an OCR'd CNPJ whose check digits hold, or None.

    Readings tried, in order: as printed; every look-alike letter read as
    its digit (the numeric CNPJs issued until July 2026); then, when the
    number holds letters and may be alphanumeric (and ``swaps``), one
    look-alike swap in either direction among the first twelve characters,
    kept only when exactly one reading validates. Two check digits let
    about one random reading in a hundred pass, so an ambiguous repair is
    refused rather than guessed. Two swaps are not tried: their forty-odd
    readings of a twelve-character root let a wrong one pass about a third
    of the time where OCR misread a character no swap mends ("2K12J17P"
    read "2K12317P" became "2K123I7P/000I-64"), and a CNPJ read wrong makes
    a document someone else's.
    """
    value = clean_cnpj(re.sub("[l|\\]!Íí]", "1", raw))
    # A ")" is a J read in a face whose J descends like a parenthesis; J is
    # only in alphanumeric CNPJs, so the check digits still decide.
    value = value[:12].replace(")", "J") + value[12:]
    if len(value) != 14:
        return None
    checks = "".join(_LETTER_TO_DIGIT.get(ch, ch) for ch in value[12:])
    root = value[:12]
    if not checks.isdigit() or not root.isalnum() or not root.isascii():
        return None
    if is_valid_cnpj(root + checks):
        return root + checks
    numeric = "".join(_LETTER_TO_DIGIT.get(ch, ch) for ch in root)
    if numeric.isdigit() and numeric != root and is_valid_cnpj(numeric + checks):
        return numeric + checks
    if root.isdigit() or not swaps:
        return None
    swappable = [i for i, ch in enumerate(root) if ch in _DIGIT_TO_LETTER or ch in _LETTER_TO_DIGIT]
    found = set()
    for i in swappable:
        chars = list(root)
        chars[i] = _DIGIT_TO_LETTER.get(chars[i]) or _LETTER_TO_DIGIT[chars[i]]
        reading = "".join(chars) + checks
        if is_valid_cnpj(reading):
            found.add(reading)
    return found.pop() if len(found) == 1 else None


def _read_cnpj(candidate: str) -> str | None:
    digits = sum(ch.isdigit() for ch in candidate)
    masked = "/" in candidate or candidate.count(".") + candidate.count(",") >= 2
    # A bare alphanumeric CNPJ in capitals still ends in its branch and
    # check digits: "RZ1KS92I000197".
    branch = not masked and re.fullmatch(r"[0-9A-Z]{8}[0-9]{6}", candidate.replace(" ", ""))
    least = _CNPJ_MIN_DIGITS_MASKED if masked else _CNPJ_MIN_DIGITS_BARE
    if digits < least and not (branch and digits >= _CNPJ_MIN_DIGITS_BRANCH):
        return None
    if not masked and re.match(r"[A-Za-z|]{1,3}\s+\d", candidate):
        # A word's last letters, then a number: "DETRAN-RS 334216918374" is a
        # state and a document number, not the CNPJ "RS334216918374".
        return None
    # Swaps only where the mask shows a CNPJ: the seventy-odd readings two
    # swaps try let a run of OCR noise in a margin pass more often than not.
    return repair_cnpj(candidate, swaps=masked)


def find_cnpjs(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Every CNPJ in ``text`` whose check digits hold, as (14 characters, span).

    Numeric and alphanumeric CNPJs, masked or not, with OCR spaces inside
    ("11.222. 333/0001-81"); look-alike letters are repaired as
    ``repair_cnpj`` explains, never blindly.
    """
    return _find(_CNPJ_CANDIDATE, text, _read_cnpj)


_RENAVAM_CANDIDATE = re.compile(
    # OCR reads a last "1" as "]" or "|" too: "0101376695]".
    r"(?<![0-9A-Za-z])(?:[0-9]{10}-[0-9]|[0-9OoIlSBZ]{8,10}[0-9OoIlSBZ\]|])(?![0-9A-Za-z])"
)


def _read_renavam(candidate: str) -> str | None:
    raw = candidate.replace("-", "")
    if sum(ch.isdigit() for ch in raw) < 8:
        return None
    digits = "".join(OCR_TO_DIGIT.get(ch, ch) for ch in raw)
    return digits.zfill(11) if digits.isdigit() and is_valid_renavam(digits) else None


def find_renavams(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Every RENAVAM-shaped number (9 to 11 digits) whose check digit holds, as (11 digits, span).

    One check digit lets one number in eleven pass by chance, so callers
    look only after a "RENAVAM" label or in a RENAVAM column.
    """
    return _find(_RENAVAM_CANDIDATE, text, _read_renavam)
