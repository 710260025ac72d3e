"""Dates as Brazilian documents print them, and what each date means there.

Every date is day first ("12/03/2026" is the 12th of March, never December
3rd). Styles handled (documents.md §10): ``dd/mm/aaaa``, ``dd/mm/aa``,
``dd.mm.aaaa``, ``dd-mm-aaaa``, ``12/MAR/2026``, "12 de março de 2026",
"1º de março de 2026", upper case, "marco" without the cedilla, and dates
written out in words ("Aos quinze dias do mês de março do ano de dois mil e
vinte e seis"). OCR's O/0, I/l/1, S/5, B/8 and Z/2 confusions inside a
numeric date are repaired: a date holds only digits, so the repair is
unambiguous, and an impossible result (31/04, 29/02 of a common year) is
rejected anyway.

``find_dates`` also gives each date its role (issued, valid_until,
valid_from, consulted, birth, other) from the words printed before it, and
turns a relative validity ("válida por 90 (noventa) dias", "Validade: 6
(seis) meses, contados da data de sua expedição") into a computed
``valid_until`` counted from the issue date.
"""

from __future__ import annotations

import calendar
import difflib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

from extractors.text import strip_accents

ROLES = ("issued", "valid_until", "valid_from", "consulted", "birth", "other")

# Years outside this range are OCR garbage or protocol numbers, not dates.
MIN_YEAR = 1900
MAX_YEAR = 2100
# A two-digit year below this is 20xx, otherwise 19xx. Fixed rather than
# relative to today so that the same text always parses the same way;
# 2-digit years appear on recent documents, seldom on birth dates.
TWO_DIGIT_PIVOT = 70


@dataclass(frozen=True)
class FoundDate:
    """One date found in a text.

    ``span`` indexes the text given to ``find_dates``; ``text`` is what is
    printed there. ``computed`` is True for a ``valid_until`` resolved from a
    relative validity (the span is then the phrase "válida por 90 dias").
    ``anchor`` is the (folded) label that gave the role, if any.
    """

    value: date
    role: str
    span: tuple[int, int]
    text: str
    computed: bool = False
    anchor: str | None = None


# --- folding that keeps positions --------------------------------------------


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> str:
    if ch in "º°":
        return "o"
    if ch == "ª":
        return "a"
    if ch == "€":
        # OCR's reading of a lone "e" in some faces ("dois mil € vinte € seis").
        return "e"
    folded = strip_accents(ch).lower()
    if len(folded) == 1:
        return folded
    lower = ch.lower()
    return lower if len(lower) == 1 else ch


def fold_aligned(text: str) -> str:
    """Lower case, accents removed, one output character per input character.

    Unlike ``extractors.text.fold`` it neither collapses spaces nor strips
    lines, so a match in the folded text has the same span in the original:
    rules match on the folded text and evidence quotes the original.
    """
    return "".join(_fold_char(ch) for ch in text)


# The English and Spanish glosses of a bilingual or trilingual card's captions
# ("DATA DE EMISSÃO / DATE OF ISSUE", "NOME / NAME / NOMBRE"), also when the
# gloss wraps onto the next line ("VALIDADE / DATE OF" / "EXPIRY"). Folded.
_CAPTION_GLOSS = re.compile(
    r"[ \t]*/\s*(?:"
    r"name|surname|given\s+names?|sex|nationality|date\s+of(?:\s+(?:birth|issue|expiry))?"
    r"|place\s+of(?:\s+(?:birth|issue))?|issuing\s+authority|authority|filiation"
    r"|personal\s+number|document\s+number|valid\s+until|expiry\s+date|issue\s+date"
    r")\b(?:[ \t]*/\s*(?:"
    r"nombre|apellidos?|sexo|nacionalidad|fecha\s+de\s+(?:nacimiento|emision|expedicion"
    r"|vencimiento|caducidad)|lugar\s+de\s+(?:nacimiento|emision)|autoridad|filiacion"
    r"|numero\s+personal|numero\s+de\s+documento"
    r")\b)?"
)


def fold_captions(text: str) -> str:
    """``fold_aligned`` with a card's foreign-language caption glosses blanked
    (the same length; a gloss wrapped onto the next line joins that line to
    its caption), so "DATA DE EMISSÃO / DATE OF" / "ISSUE" / "07/01/2023"
    reads as "data de emissao" over its date."""
    folded = fold_aligned(text)
    return _CAPTION_GLOSS.sub(lambda m: " " * len(m.group(0)), folded)


# --- numbers written in words ------------------------------------------------

_NUMBER_WORDS = {
    "zero": 0,
    "um": 1,
    "uma": 1,
    "primeiro": 1,
    "dois": 2,
    "duas": 2,
    "tres": 3,
    "quatro": 4,
    "cinco": 5,
    "seis": 6,
    "sete": 7,
    "oito": 8,
    "nove": 9,
    "dez": 10,
    "onze": 11,
    "doze": 12,
    "treze": 13,
    "catorze": 14,
    "quatorze": 14,
    "quinze": 15,
    "dezesseis": 16,
    "dezasseis": 16,
    "dezessete": 17,
    "dezassete": 17,
    "dezoito": 18,
    "dezenove": 19,
    "dezanove": 19,
    "vinte": 20,
    "trinta": 30,
    "quarenta": 40,
    "cinquenta": 50,
    "cincoenta": 50,
    "sessenta": 60,
    "setenta": 70,
    "oitenta": 80,
    "noventa": 90,
    "cem": 100,
    "cento": 100,
    "duzentos": 200,
    "duzentas": 200,
    "trezentos": 300,
    "trezentas": 300,
    "quatrocentos": 400,
    "quatrocentas": 400,
    "quinhentos": 500,
    "quinhentas": 500,
    "seiscentos": 600,
    "seiscentas": 600,
    "setecentos": 700,
    "setecentas": 700,
    "oitocentos": 800,
    "oitocentas": 800,
    "novecentos": 900,
    "novecentas": 900,
}
# ("mile": OCR runs "mil e" together in some faces: "dois mile vinte e seis".)
_MULTIPLIERS = {"mil": 1000, "mile": 1000, "milhao": 1_000_000, "milhoes": 1_000_000}

_WORD_ALT = "|".join(sorted([*_NUMBER_WORDS, *_MULTIPLIERS], key=len, reverse=True))
# A run of number words, possibly joined by "e": "dois mil e vinte e seis".
NUMBER_WORDS_RE = rf"\b(?:{_WORD_ALT})\b(?:\s+(?:e\s+)?\b(?:{_WORD_ALT})\b)*"


def words_to_int(text: str) -> int | None:
    """'cento e oitenta' -> 180; 'dois mil e vinte e seis' -> 2026.

    Returns None when a word is not a number word.
    """
    tokens = re.findall(r"[a-z]+", fold_aligned(text))
    if not tokens:
        return None
    total = current = 0
    seen = False
    for token in tokens:
        if token == "e":
            continue
        if token in _MULTIPLIERS:
            total += max(current, 1) * _MULTIPLIERS[token]
            current = 0
        elif token in _NUMBER_WORDS:
            current += _NUMBER_WORDS[token]
        else:
            return None
        seen = True
    return total + current if seen else None


# --- the date patterns (on folded text) --------------------------------------

# A digit, or a letter OCR gives for one (folded to lower case).
_D = "[0-9oilsbz|]"
_OCR_DIGITS = str.maketrans({"o": "0", "i": "1", "l": "1", "|": "1", "s": "5", "b": "8", "z": "2"})

MONTHS = {
    "janeiro": 1,
    "fevereiro": 2,
    "marco": 3,
    "abril": 4,
    "maio": 5,
    "junho": 6,
    "julho": 7,
    "agosto": 8,
    "setembro": 9,
    "outubro": 10,
    "novembro": 11,
    "dezembro": 12,
    "jan": 1,
    "fev": 2,
    "mar": 3,
    "abr": 4,
    "mai": 5,
    "jun": 6,
    "jul": 7,
    "ago": 8,
    "set": 9,
    "out": 10,
    "nov": 11,
    "dez": 12,
}
_MONTH_ALT = "|".join(sorted(MONTHS, key=len, reverse=True))

_NUMERIC = re.compile(
    rf"(?<![0-9])(?<![0-9][./\-])"
    rf"(?P<d>{_D}{{1,2}})[ \t]?(?P<sep>[/.\-])[ \t]?(?P<m>{_D}{{1,2}})[ \t]?"
    # OCR may change the second separator ("07-07.2026"): then the year has four digits;
    # or read a slash as a 7 ("14/0372026"): then the month has two digits and
    # the year is this century's or the last's.
    rf"(?:(?P=sep)[ \t]?(?P<y>{_D}{{4}}|{_D}{{2}})|[/.\-][ \t]?(?P<y4>{_D}{{4}})"
    rf"|(?<=/[0-9]{{2}})7(?P<y7>(?:19|20)[0-9]{{2}}))(?![0-9])"
)
# 2026-03-31: ISO order, printed by some systems' exports and QR pages. Real
# digits only and a four-digit year first, so it is never a day-first date
# read backwards. OCR may open a space after a separator ("2026-12- 14").
_ISO = re.compile(
    r"(?<![0-9])(?<![0-9][./\-])(?P<y>(?:19|20)[0-9]{2})(?P<sep>[-./])[ \t]?(?P<m>[0-9]{2})"
    r"(?P=sep)[ \t]?(?P<d>[0-9]{2})(?![0-9])"
)
# 12/MAR/2026, 12-mar-26, 12.MAR.2026
_ABBREVIATED = re.compile(
    rf"(?<![0-9])(?P<d>[0-9]{{1,2}})[ \t]?[/.\-][ \t]?(?P<month>{_MONTH_ALT})\.?"
    rf"[ \t]?[/.\-][ \t]?(?P<y>{_D}{{4}}|[0-9]{{2}})(?![0-9])"
)
# "12 de março de 2026", "1º de março de 2026", "15 (quinze) dias do mês de
# março de 2026", "Aos quinze dias do mês de março do ano de dois mil e ...".
_LONG = re.compile(
    rf"(?:(?P<lead>\baos|\bno\s+dia|\bao)\s+)?"
    # (A day's 1 OCR reads as a letter: "I7 de Maio de 2026", "I2 fev. 2026", "Il de Abril".)
    # (... or its second 1 as a bar set apart: "Descoberto, 1 | de novembro de 2026".)
    rf"(?:(?P<d>(?<![0-9a-z|])[il|][0-9il|]|(?<![0-9])[0-3][ \t][|](?=\s+de\s)"
    rf"|(?<![0-9])[0-9]{{1,2}})(?:\s?(?:o\b|\.o\b))?"
    rf"|(?P<dw>{NUMBER_WORDS_RE}))"
    rf"(?:\s*\((?:{NUMBER_WORDS_RE})\))?"
    rf"\s+(?:dias?\s+)?(?:do\s+mes\s+)?(?:de\s+)?"
    rf"(?P<month>(?:{_MONTH_ALT}))\b\.?"
    rf"\s*,?\s*(?:do\s+ano\s+)?(?:de\s+)?"
    rf"(?:(?P<y>{_D}{{4}})(?![0-9])|(?P<yw>{NUMBER_WORDS_RE}))"
)


def _ocr_int(text: str) -> int | None:
    digits = text.translate(_OCR_DIGITS)
    return int(digits) if digits.isdigit() else None


def _year(text: str, words: str | None = None) -> int | None:
    if words:
        return words_to_int(words)
    if sum(ch.isdigit() for ch in text) < 2:
        return None
    value = _ocr_int(text)
    if value is None:
        return None
    if len(text) == 2:
        value += 2000 if value < TWO_DIGIT_PIVOT else 1900
    elif len(text) == 4 and value // 100 in (28, 29):
        # "2826", "2926": the century's 0 read as an 8 or a 9 (no year has one there).
        value = 2000 + value % 100
    return value


def _make_date(year: int | None, month: int | None, day: int | None) -> date | None:
    if year is None or month is None or day is None:
        return None
    if not MIN_YEAR <= year <= MAX_YEAR:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _from_numeric(m: re.Match[str]) -> date | None:
    year = m.group("y") or m.group("y4") or m.group("y7")
    raw = m.group("d") + m.group("m") + year
    # At least four real digits: "lo.so.bi" is not a date.
    if sum(ch.isdigit() for ch in raw) < 4:
        return None
    return _make_date(_year(year), _ocr_int(m.group("m")), _ocr_int(m.group("d")))


def _from_iso(m: re.Match[str]) -> date | None:
    return _make_date(int(m.group("y")), int(m.group("m")), int(m.group("d")))


def _from_abbreviated(m: re.Match[str]) -> date | None:
    return _make_date(_year(m.group("y")), MONTHS[m.group("month")], int(m.group("d")))


# A year in words that goes on past a word broken at the line's end: "dois
# mil e vin-" / "te e sete" (a hyphen, OCR's "‐", a soft hyphen).
_YEAR_WRAPPED = re.compile(
    r"\s+e\s+(?P<head>[a-z]+)\s*[-\u2010\u2011\u00ad]\s*(?P<tail>[a-z]+)(?P<rest>(?:\s+e\s+[a-z]+)?)"
)


# A year in words that goes on in a word OCR damaged: "dois mile vinte e
# scis".
_YEAR_GOES_ON = re.compile(r"[ \t]*\be[ \t]+[a-z]")


def _from_long(m: re.Match[str]) -> date | None:
    day = _ocr_int("".join(m.group("d").split())) if m.group("d") else words_to_int(m.group("dw"))
    words = m.group("yw")
    if words:
        wrapped = _YEAR_WRAPPED.match(m.string, m.end())
        if wrapped:
            # The year's last words: joined again, or the date is unread
            # ("dois mil" alone would be the year 2000).
            words = f"{words} e {wrapped['head']}{wrapped['tail']}{wrapped['rest']}"
            if words_to_int(words) is None:
                return None
        elif _YEAR_GOES_ON.match(m.string, m.end()):
            # Its end unread ("dois mil e vinte" of 2026 would be 2020): unread.
            return None
    year = _year(m.group("y") or "", words)
    return _make_date(year, MONTHS[m.group("month")], day)


# "9 de jancito de 2027", "2 de novembra de 2026": a month's name OCR
# damaged, between a day and a year in figures. Only names of six letters or
# more are mended (a "maior" or a "junto" is a word), and only to one month
# clearly closer than any other.
_LONG_DAMAGED = re.compile(
    r"(?<![0-9])(?P<d>[0-9]{1,2})\s+de\s+(?P<mw>[a-z0-9]{6,10})\s+de\s+(?P<y>[0-9]{4})(?![0-9])"
)
_FULL_MONTHS = tuple(name for name in MONTHS if len(name) > 3)
MONTH_MATCH_MIN = 0.7
MONTH_MATCH_MARGIN = 0.1


def _from_long_damaged(m: re.Match[str]) -> date | None:
    word = m.group("mw")
    if word in MONTHS:
        return None  # _LONG's
    scores = sorted(
        ((difflib.SequenceMatcher(None, word, name).ratio(), name) for name in _FULL_MONTHS),
        reverse=True,
    )
    (best, name), (second, _) = scores[0], scores[1]
    if best < MONTH_MATCH_MIN or best - second < MONTH_MATCH_MARGIN:
        return None
    return _make_date(int(m.group("y")), MONTHS[name], int(m.group("d")))


_PARSERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], date | None]], ...] = (
    (_LONG, _from_long),
    (_ABBREVIATED, _from_abbreviated),
    (_ISO, _from_iso),
    (_NUMERIC, _from_numeric),
    (_LONG_DAMAGED, _from_long_damaged),
)


@dataclass(frozen=True)
class _Raw:
    value: date
    start: int
    end: int
    lead: str | None = None
    long_form: bool = False


def _scan(folded: str) -> list[_Raw]:
    """Every date in the folded text, left to right, without overlaps."""
    found: list[_Raw] = []
    for pattern, parse in _PARSERS:
        pos = 0
        while True:
            m = pattern.search(folded, pos)
            if m is None:
                break
            value = parse(m)
            overlaps = any(m.start() < r.end and r.start < m.end() for r in found)
            if value is None or overlaps:
                # Retry one character on: "s1/03/2026" fails as day 51 but
                # "1/03/2026" inside it is a date.
                pos = m.start() + 1
                continue
            lead = m.groupdict().get("lead")
            found.append(_Raw(value, m.start(), m.end(), lead, pattern is _LONG))
            pos = m.end()
    return sorted(found, key=lambda r: r.start)


def parse_date(s: str) -> date | None:
    """The first date printed in ``s``, in any style these documents use.

    Day first always; impossible dates give None (never a US-order reading).
    """
    found = _scan(fold_aligned(s))
    return found[0].value if found else None


# --- roles -------------------------------------------------------------------

# Label words before a date and the role they give it. The label closest to
# the date wins; "other" labels are there to stop a farther label from
# claiming a date that is really an opening date, a due date, ...
_ANCHORS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (role, re.compile(pattern))
    for role, pattern in (
        ("birth", r"nascid[oa]s?(?:\s*\(a\))?(?:\s+em)?|nascimento|\bnasc\b\.?|\bdt\.?\s*nasc"),
        (
            "consulted",
            r"informac(?:ao|oes)\s+obtidas?\s+em|consulta\s+(?:realizada\s+)?em|"
            # "confirmada na consulta pública da Receita Federal em 29/09/2026"
            r"consulta\s+publica(?:\s+(?:d[aeo]s?|na|no|receita|federal|rfb|portal|sistema)){0,4}"
            r"\s+em|"
            # (A face's a read as o: "Consultodo em 27/03/2026".)
            r"consult[ao]d[oa]\s+em|pesquisa\s+realizada\s+em|obtid[oa]\s+em|"
            # A system's copy of the Receita's record: "Última sincronização com a RFB: 25/12/2026".
            r"sincronizacao(?:\s+com\s+a\s+\w+)?|sincronizad[oa]\s+em|"
            # "Data e hora da pesquisa: 03/08/2026 18:15:41", "Data da consulta".
            r"data\s*(?:e\s+hora\s+|/\s*hora\s+)?d[ao]\s+(?:consulta|pesquisa)",
        ),
        (
            "valid_from",
            r"inicio\s+(?:d[ae]\s+)?(?:vigencia|validade)|vigencia\s+(?:desde|a\s+partir\s+de)|"
            r"valid[oa]\s+a\s+partir\s+de|a\s+partir\s+de|"
            # A policy's term in prose: "Esta apólice vigora das 24 horas do dia D1 às ...".
            r"\bvigora(?:ra)?\b",
        ),
        (
            "valid_until",
            # "v[a-z]{0,2}lid": OCR turns the accented "Válida" into "Véálida".
            r"v[a-z]{0,2}lid[oa]s?\s+ate|validade|vigencia\s+ate|vigente\s+ate|"
            # A photographed card's caption with a letter lost or doubled: "VALDADE".
            r"\bval[a-z]?dade\b|"
            # ... or loses its "V" and reads the "l" as a "t": "atida até 06/04/2027".
            r"\b[a-z]?a[lt]id[oa]s?\s+ate\b|"
            # ... or misreads a letter of it: "VÁLISO ATÉ 01/01/2027" (heldout25).
            r"\bvali[a-z][oa]s?\s+ate\b|"
            # A mainframe screen's "DT.VALID........:".
            r"\bdt\.?\s*valid\b|"
            r"(?:fim|final|termino)\s+(?:d[ae]\s+)?vigencia|vigencia|"
            r"vencimento\s+d[ae]\s+(?:certidao|cnh|habilitacao|apolice)|"
            # "válida por 30 dias a contar da emissão, ou seja, até 01/09/2026",
            # "60 (sessenta) dias contados da emissão, até 24/01/2027".
            r"ou\s+seja,?\s+ate|(?:contad[oa]s?|a\s+contar)\s+d[ao]\s+(?:emissao|expedicao|data)"
            r"\s*,?\s*ate",
        ),
        (
            "issued",
            # "Emi : 15/01/2026": OCR clips "Emissão:" but keeps its colon.
            # (OCR's "ENPEDICAO" is "EXPEDIÇÃO".)
            r"emitid[oa]?s?\b|emissao|\bemi[a-z]{0,4}\s*:|\bemis\.|expedid[oa]s?|e[a-z]?pedicao|"
            r"gerad[oa]\s+em|lavrad[oa]|"
            # "Cópia extraída em 05/09/2026": a copy from a register is issued then.
            r"extraid[oa]\s+em|"
            # A list's as-of date: "Relação dos veículos – atualizada em 19/10/2026".
            # (Not a court's "BASE ATUALIZADA EM": its records' date, before the issue.)
            r"(?<!base\s)(?<!dados\s)atualizad[oa]\s+em|"
            # An online protocol's receipt: "Aberto em 26/10/2026 às 09:29".
            # (OCR may lose its "Ab" to one letter, its t to an i: "Merto em", "Merio em".)
            r"\b(?:ab|[mb])er[ti][oa]\s+em|"
            # A course's certificate dates from the course's end.
            # ("a contar da conclusão" counts a term from it: no label there).
            r"(?<!da\s)\bconclusao\b|concluido\s+em|"
            r"impress[oa]\s+em|data\s+do\s+documento|\bdata\s*:?\s*$|"
            # "DATA DO CERTIFICADO 17/10/2007" (a reservista), "Data da declaração".
            r"data\s+d[oa]\s+(?:certificado|certidao|declaracao|atestado)\b|"
            r"\bdata\s*(?:e|/)\s*hora\s*:?\s*$|"
            # A counter's service record is issued when the service is given:
            # "Atendimento nº 2026.701568 · 05/10/2026", "Data do atendimento".
            r"\batendimento\s+n[o.]{0,2}\s*\d[\d./\s-]{2,20}[·•,;.–-]?\s*$|"
            r"data\s*(?:e\s+hora\s+|/\s*hora\s+)?d[oa]\s+atendimento|"
            # A transfer receipt is dated by its transaction.
            r"data\s*(?:e\s+hora\s+|/\s*hora\s+)?d[ae]\s+(?:transacao|transferencia)|"
            r"(?:transacao|transferencia)\s+(?:realizada|efetuada)\s+em|"
            # A contract is dated by its signature: "H) DATA DA ASSINATURA 20/09/2026";
            # a sale by the sale, not the notary's recognition of the seller's firma.
            r"data\s+da\s+assinatura|data\s+da\s+venda|"
            # OCR's "Dota deemisão", "Data de emisão".
            r"\bd[ao]ta\s+de\s*e?mi[sz]{1,2}ao|"
            # ... or a card's "Data emissão" photographed: "Data cuissão" (not a
            # CTPS's "data de admissão" or "demissão").
            r"\bd[ao]ta\s+(?:de\s+)?(?!adm|dem)[a-z]{1,3}issao\b",
        ),
        (
            "other",
            # "DOMICÍLIO DESDE..... , 10/10/2005": since when, not when issued.
            # "Situação cadastral / Data" over "ATIVA — 09/08/2014": the situation's date.
            r"situacao(?:\s+cadastral)?\s*/?\s*data\s*:?\s*$|"
            r"abertura|situacao|habilitacao|inscricao|\binscrit[oa]\s+em|vencimento|referencia|registro|"
            r"\bdesde\b|"
            r"arquivamento|admissao|demissao|leitura|protocolo|autuacao|distribuicao|"
            r"constituicao|fundacao|competencia|pagamento|\bpag[oa]\s+em|\bpa?gto\b|ultima\s+alteracao|"
            r"\blein?\b|decreto|portaria|resolucao|instrucao\s+normativa|"
            r"data\s+d[oa]\s+(?:exame|avaliacao)|"
            r"base\s+(?:de\s+dados\s+)?atualizad[oa]\s+em|dados\s+atualizados\s+em|"
            # A renewal's expired term: "Vigência anterior 12/08/2025 12/08/2026".
            r"(?:vigencia|periodo|apolice)\s+anterior|"
            # A second copy reprinted from the issuer's authenticity check: "Documento
            # reimpresso em 27/08/2026 ... reproduz a certidão emitida em 26/08/2026";
            # "2ª via emitida em ...". The certidão dates from its first issue.
            r"reimpress[oa]\s+em|reimpressao|(?:2\s*[ao.]?|segunda)\s+via\s+(?:emitid[oa]|gerad[oa])\s+em",
        ),
    )
)
# What may stand between a label and its date: "Emitida às 15:11:44 do dia ",
# "Validade: ", "nascido em Santa Maria/RS em ". Longer gaps mean the label
# belongs to another phrase ("emitida gratuitamente com base na Portaria ...").
_MAX_GAP = 40
# A place, or a weekday, then a comma: "Porto Alegre, 12 de março de 2026".
_PLACE_PREFIX = re.compile(
    # Scanner specks before the place ("* ' é Santa Maria, ...") are no words:
    # at most two letters in a row.
    # (A spreadsheet's row number printed first: "14  Santa Maria/RS, 24 de ...".)
    r"^(?:\d{1,3}\s+)?(?:[^a-z0-9\n]*(?:[a-z]{1,2}(?![a-z])[^a-z0-9\n]*)*?\s)?"
    # A letter's reference on the same line: "Ofício nº 047/2027  Santa Maria/RS, 15 de ...".
    # (The sender's department may follow: "Of. nº 33/2026 — GER  Santa Maria, ...".)
    r"(?:(?:oficio|of\.|memorando|memo\.?|carta)\s*(?:n[o°º.]*)?\s*[\w./\-]+\s+"
    r"(?:[-–—]\s*[a-z]{2,8}\s+)?)?"
    # A form's caption before it: "Local e data: Santa Maria, 06/02/2027".
    r"(?:local\s*e?\s*data\s*:\s*)?"
    r"[a-z][a-z '’./()\-–—]{1,48}(?:,\s*[a-z]{2})?"
    # "Santa Maria, terça-feira, 29 de setembro de 2026".
    r"(?:,\s*(?:(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?|sabado|domingo))?,\s*(?:em\s+)?$"
)
# Sentences closing before a place on the same line: "... por todos. ".
_SENTENCE_THEN_PLACE = re.compile(r".*[a-z]{2}[.;]\s+(?=[a-z])")
_IDENTITY_CARD = re.compile(r"\brg\b|identidade|\bci\b|\bcin\b")
_RANGE_JOIN = re.compile(
    # A screen's "ATE.........: ": the join dotted out to its colon.
    r"^\s*(?:a|as|ate(?:[ .]*:)?|-|–|—|\be\b)\s*"
    r"(?:(?:as\s+)?\d{1,2}\s*(?:h|hs|horas)\s*(?:\d{2}\s*(?:min)?)?\s*(?:de|do\s+dia)?\s*)?$"
)
_RELATIVE = re.compile(
    rf"(?:(?P<n>[0-9oils]{{1,4}})\s*\(\s*(?P<w>{NUMBER_WORDS_RE})\s*\)"
    rf"|(?P<n2>\d{{1,4}})|(?P<w2>{NUMBER_WORDS_RE}))"
    r"\s*(?P<unit>dias|dia|meses|mes|anos|ano)\b(?!\s+uteis)"
)
# The time after a place-and-date line: "Santo Antônio, 12/dez/2026, 14:44:40.",
# "Santa Maria, 15/12/2026 – 19:59:20.".
_TIME_TAIL = re.compile(
    # (Its sentence closed first, or the time in brackets: "08/09/2026.   (13:41:21)".)
    r"[\s,.\-–—]*\(?(?:as\s+)?\d{1,2}\s*[:h]\s*\d{2}(?:\s*:\s*\d{2})?\s*(?:h|min)?\)?[\s.;]*"
)


# The place-and-date line of a registry's print-out, its time then the print's own
# reference: "SANTA MARIA, 13/10/2026 16:48:42 DOC: 26/652734-5".
_TIME_THEN_REFERENCE = re.compile(
    _TIME_TAIL.pattern
    + r"(?:doc(?:umento)?|protocolo|prot\.|chave|codigo|n[o°º.])\s*:?\s*[\w./\-]+[\s.]*"
)


# The line above a signature's "Em 29/03/2008": the place, ending in its state.
_UNDER_PLACE = re.compile(r"[a-z]{3,}\s*[/\-–]\s*[a-z]{2}\s*$")


def _over_place_and_date_captions(folded: str, raw: _Raw, prefix: str) -> bool:
    """A place and a date written over the form's captions "Local" and "Data".

    "SANTA MARIA 08/12/2026" with "Local  Data" printed under it, up to four
    lines below (the signature, the signer's name and role may come between),
    or the caption "Local e data" on the line above.
    """
    if not re.fullmatch(r"\s*[a-z][a-z '’./\-–—]{1,44}[\s,/\-–—]*", prefix):
        return False
    below = folded[raw.end : raw.end + 240].split("\n")[1:5]
    if any(re.search(r"\blocal\b.{0,40}\bdata\b", line) for line in below):
        return True
    # ... or over them: "Local e data   Assinatura do requerente" / "Santa Maria/RS, 15-05-2026".
    above = _previous_line(folded, raw.start)
    return above is not None and bool(
        re.match(r"[\s|]*local\s*(?:e|/|,|-)?\s*data\b", folded[above[0] : above[1]])
    )


# The signature beside a place and date, as OCR reads its loops: "Santa
# Maria, 04/02/2005 Aya".
_SIGNATURE_SPECK = re.compile(r"[\s.,;]*[a-z]{1,4}[\s.,;]*")
# The signer's caption run on after a place and date, as a form's last row
# sets them side by side: "Santa Maria, 02/11/2026   Responsável: ANA ...".
_SIGNER_AFTER = re.compile(
    r"[\s.,;|\-–—]*(?:responsavel|assinatura|representante(?:\s+legal)?|declarante"
    r"|requerente|signatario)\b"
)
# What may stand beside a date alone on its line: punctuation, specks.
_LONE = re.compile(r"[\s.,;:\-–—'`|*]*")
_RELATIVE_CONTEXT = re.compile(r"valid|vigen|vigor|prazo\s+de\s+validade")
# A screen's dotted "PRAZO.......: 60 DIAS" right before the term, on its line.
_SCREEN_TERM = re.compile(r"\bprazo\b[\s.:\d]{0,12}:\s*$")


def _line_start(folded: str, pos: int) -> int:
    return folded.rfind("\n", 0, pos) + 1


def _line_end(folded: str, pos: int) -> int:
    end = folded.find("\n", pos)
    return len(folded) if end < 0 else end


def _rest_of_line(folded: str, pos: int) -> str:
    return folded[pos : _line_end(folded, pos)]


def _closest_anchor(window: str) -> tuple[str, str, int] | None:
    """(role, anchor text, gap length) of the label nearest the window's end."""
    best: tuple[int, int, str, str] | None = None
    for role, pattern in _ANCHORS:
        for m in pattern.finditer(window):
            key = (m.end(), m.end() - m.start())
            if best is None or key > best[:2]:
                best = (m.end(), m.end() - m.start(), role, m.group(0).strip())
    if best is None:
        return None
    end, _, role, text = best
    gap = len(window) - end
    return role, text, gap


# A line that ends mid-phrase, its date wrapped onto the next line: "Lei nº
# 8.212, de" / "24 de julho de 1991", "Emitida às 08:54:33 do dia" / "24/11/2025".
_WRAPPED = re.compile(r"(?:\bde|\bem|\bdia|,)\s*$")
# A law's number cut before its date: "... e do Decreto nº 6.106, de" / "30 de
# abril de 2007." The date is the law's, however many labels the line holds.
_LAW_WRAPPED = re.compile(
    r"(?P<law>\blei(?:\s+complementar)?|decreto(?:-lei)?|portaria(?:\s+conjunta)?|resolucao|"
    r"instrucao\s+normativa|medida\s+provisoria)\b[^\n]{0,30}?\bn[o.\s]{0,3}\s*\d[\d.]*"
    r"(?:/\d+)?\s*,?\s*de\s*$"
)


def _own_anchor(
    folded: str, raw: _Raw, previous_end: int, last_end: int = 0
) -> tuple[str, str] | None:
    line_start = _line_start(folded, raw.start)
    start = max(line_start, previous_end, raw.start - 120)
    window = folded[start : raw.start]
    above = _line_start(folded, line_start - 1) if line_start > 0 else line_start
    if not window.strip() and above < line_start:
        law = _LAW_WRAPPED.search(folded[above:line_start].rstrip())
        if law:
            return "other", law.group("law")
    if not window.strip() and above < line_start and last_end <= above:
        # The date opens its line: the phrase it ends may have begun on the
        # line above, unless a date printed there owns that line's label
        # ("18-NOV-2026 15:17:17 emitida em"), or the line is a row of
        # captions over a row of values ("VALIDADE INFORMAÇÃO OBTIDA EM").
        phrase = folded[above:line_start].rstrip()
        if _WRAPPED.search(phrase) and len(_line_anchors(phrase)) <= 1:
            window = folded[max(above, raw.start - 120) : raw.start]
    hit = _closest_anchor(window)
    if hit is None or hit[2] > _MAX_GAP:
        return None
    if hit[0] == "issued" and _IDENTITY_CARD.search(window):
        # "RG nº 1234567 expedida em 10/10/2000" in a qualification is the
        # identity card's date, not the document's.
        return "other", hit[1]
    return hit[0], hit[1]


def _line_anchors(line: str) -> list[tuple[str, str]]:
    """Every label on a line, in order (for a row of labels above a row of values)."""
    hits: list[tuple[int, int, str, str]] = []
    for role, pattern in _ANCHORS:
        for m in pattern.finditer(line):
            hits.append((m.start(), m.end(), role, m.group(0).strip()))
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    kept: list[tuple[int, int, str, str]] = []
    for hit in hits:
        if kept and hit[0] < kept[-1][1]:
            continue
        kept.append(hit)
    return [(role, text) for _, _, role, text in kept]


def _previous_line(folded: str, pos: int) -> tuple[int, int] | None:
    start = _line_start(folded, pos)
    while start > 0:
        end = start - 1
        begin = _line_start(folded, end)
        if folded[begin:end].strip():
            return begin, end
        start = begin
    return None


def add_months(value: date, months: int) -> date:
    """``value`` plus whole months, the day clamped to the month's last."""
    month_index = value.month - 1 + months
    year = value.year + month_index // 12
    month = month_index % 12 + 1
    day = min(value.day, calendar.monthrange(year, month)[1])
    return date(year, month, day)


_COUNTED_FROM = re.compile(
    r"^[\s,]*(?:a\s+contar|a\s+partir|contad[oa]s?)\s+(?:d[aeo]\s+)?(?:dia\s+)?$"
)


def _relative_validities(
    folded: str, taken: list[_Raw]
) -> Iterator[tuple[int, int, int, str, date | None]]:
    """(start, end, amount, unit, start date if printed) of every relative validity phrase."""
    for m in _RELATIVE.finditer(folded):
        if any(m.start() < r.end and r.start < m.end() for r in taken):
            continue
        sentence_start = max(folded.rfind(". ", 0, m.start()) + 1, m.start() - 80)
        if not _RELATIVE_CONTEXT.search(
            folded[sentence_start : m.start()]
        ) and not _SCREEN_TERM.search(folded[_line_start(folded, m.start()) : m.start()]):
            continue
        digits = m.group("n") or m.group("n2")
        words = m.group("w") or m.group("w2")
        from_digits = _ocr_int(digits) if digits else None
        from_words = words_to_int(words) if words else None
        # Digits and words disagree only when OCR damaged one of them; the
        # words survive OCR better than a lone digit does.
        amount = from_words if from_words is not None else from_digits
        if not amount:
            continue
        # "pelo prazo de 36 meses, a contar de 17/02/2025": counted from that date.
        base = next(
            (
                r.value
                for r in taken
                if m.end() <= r.start <= m.end() + 50
                and _COUNTED_FROM.match(folded[m.end() : r.start])
            ),
            None,
        )
        yield m.start(), m.end(), amount, m.group("unit"), base


def find_dates(text: str) -> list[FoundDate]:
    """Every date in ``text`` with its role, plus computed validities.

    Roles come from the label printed before the date on the same line
    ("Válida até", "Emitida às … do dia", "Expedição:", "4b VALIDADE",
    "Informação obtida em", "Data de Nascimento"), else from a row of labels
    on the line above, else from a place-and-comma prefix ("Porto Alegre, 12
    de março de 2026": the issue date at a document's foot). "Validade: D1 a
    D2" and "Vigência: das 24h de D1 às 24h de D2" give D1 valid_from and D2
    valid_until. A relative validity becomes an extra ``valid_until`` with
    ``computed=True``, counted from the date printed with it ("a contar de
    17/02/2025") or else from the first issue date found.
    """
    folded = fold_captions(text)
    raws = _scan(folded)
    roles: list[tuple[str, str | None]] = []
    previous_end = last_end = 0
    for raw in raws:
        if previous_end < _line_start(folded, raw.start):
            previous_end = 0
        own = _own_anchor(folded, raw, previous_end, last_end)
        last_end = raw.end
        if own is not None:
            roles.append(own)
        else:
            prefix = folded[_line_start(folded, raw.start) : raw.start]
            rest = _rest_of_line(folded, raw.end)
            # A notary's or a minute's closing sentence run on in its
            # paragraph: "... vai assinada por todos. Santa Maria/RS, 16 de
            # fevereiro de 2026.", "Dou fé. Santa Maria/RS, 25/12/2025. Em ...".
            sentence = _SENTENCE_THEN_PLACE.match(prefix)
            place = prefix if sentence is None else prefix[sentence.end() :]
            at_foot = (
                # ("Of. nº 33/2026 — GER Santa Maria, ...": "Of." ends no sentence.)
                (_PLACE_PREFIX.match(place) or _PLACE_PREFIX.match(prefix))
                and (
                    raw.long_form
                    # (A speck of the rule under it: "Santa Maria/RS, 28-11-2026 =".)
                    or not rest.strip(" .;=|_~")
                    or _TIME_TAIL.fullmatch(rest)
                    or _TIME_THEN_REFERENCE.fullmatch(rest)
                    or _SIGNATURE_SPECK.fullmatch(rest)
                    or _SIGNER_AFTER.match(rest)
                    or (sentence is not None and re.match(r"\.\s+\S", rest))
                )
            ) or _over_place_and_date_captions(folded, raw, prefix)
            # A signature's date on a line of its own under the place: "JSM 128 -
            # SANTA MARIA/RS" / "Em 29/03/2008" / "Presidente da Junta".
            signed = (
                prefix.strip(_SPECKS) == "em"
                and not rest.strip(" .;" + _SPECKS)
                and _UNDER_PLACE.search(folded, 0, max(0, _line_start(folded, raw.start) - 1))
                is not None
            )
            if at_foot or signed or raw.lead in ("aos", "no dia"):
                roles.append(("issued", None))
            else:
                roles.append(("other", None))
        previous_end = raw.end

    _labels_row_before_values(folded, raws, roles)
    _labels_from_line_above(text, folded, raws, roles)
    _ranges(folded, raws, roles)
    _validity_columns(folded, raws, roles)
    _orphan_range(folded, raws, roles)
    _captions_after(folded, raws, roles)
    _captions_below(folded, raws, roles, everywhere=_captions_under_values(folded))
    _range_from_issue(folded, raws, roles)
    for index, raw in enumerate(raws):
        # A date written out alone on its line, over the signature ("04 de
        # fevereiro de 2004" / "Presidente da Junta"), is the document's own.
        line = folded[_line_start(folded, raw.start) : _line_end(folded, raw.start)]
        if (
            roles[index] == ("other", None)
            and raw.long_form
            and _LONE.fullmatch(line.replace(folded[raw.start : raw.end], "", 1))
        ):
            roles[index] = ("issued", None)

    for index, raw in enumerate(raws):
        # An e-mail's date, in the header of a forwarded or quoted message
        # ("Em sex., 8 de jan. de 2027 às 18:01, Fulano <f@x.com> escreveu:",
        # "De: ... <f@x.com>  ter., 14 de jul. de 2026 às 09:39  Para: ..."):
        # when the message was sent, not when the document it carries was issued.
        # The header wraps: its address or "Para:" may be a line above or below.
        line_start = _line_start(folded, raw.start)
        line_end = _line_end(folded, raw.start)
        around = folded[
            _line_start(folded, max(0, line_start - 1)) : _line_end(folded, line_end + 1)
        ]
        if _MAIL_WEEKDAY.search(folded, line_start, raw.start) and _MAIL_MARK.search(around):
            roles[index] = ("other", None)

    for index, raw in enumerate(raws):
        # A notary's authentication of a copy ("Certifico que a presente cópia
        # confere com o original ... Dou fé. Santa Maria, 24/09/2026"): the day
        # the copy was authenticated, not the day the document was issued.
        if _AUTHENTICATED_COPY.search(folded, max(0, raw.start - AUTHENTICATION_REACH), raw.start):
            roles[index] = ("other", None)

    found = [
        FoundDate(raw.value, role, (raw.start, raw.end), text[raw.start : raw.end], False, anchor)
        for raw, (role, anchor) in zip(raws, roles, strict=True)
    ]
    # A term counted "da emissão" where only the search's date is printed
    # ("Data e hora da pesquisa: 28/01/2026"): the certidão is issued then.
    issued = next((f.value for f in found if f.role == "issued"), None) or next(
        (f.value for f in found if f.role == "consulted"), None
    )
    for start, end, amount, unit, base in _relative_validities(folded, raws):
        base = base or issued
        if base is None:
            continue
        if unit.startswith("dia"):
            value = base + timedelta(days=amount)
        elif unit.startswith("mes"):
            value = add_months(base, amount)
        else:
            value = add_months(base, 12 * amount)
        found.append(
            FoundDate(value, "valid_until", (start, end), text[start:end], True, "relative")
        )
    return sorted(found, key=lambda f: f.span)


# A mail client's weekday before a message's date ("sex., 8 de jan.", "ter., 14/07/2026").
_MAIL_WEEKDAY = re.compile(r"\b(?:seg|ter|qua|qui|sex|sab|dom|mon|tue|wed|thu|fri|sat|sun)\.?,\s*$")
# A message header's marks: an address, "escreveu:", "wrote:".
# A notary's authentication of a copy ("a presente cópia", "reprodução fiel",
# "confere com o original"), then "dou fé" just before the date. A
# cartório's or a Junta's own certidão says "dou fé" of itself ("O referido é
# verdade e dou fé"), even where it counts its "folhas de cópia".
_AUTHENTICATED_COPY = re.compile(
    r"(?:\bpresente\s+copia|\breproducao\s+fiel|\breprografic|\bautentico\s+(?:a|esta|o)\b"
    r"|\bconfere\s+com\s+o\s+original)"
    r"[^\n]*(?:\n[^\n]*){0,3}?\bdou\s*fe\b[^\d]{0,60}$"
)
AUTHENTICATION_REACH = 300
_MAIL_MARK = re.compile(
    r"[\w.+-]+@[\w-]+\.[a-z]{2,}|\bescreveu\s*:|\bwrote\s*:|(?:^|\n)\s*(?:para|cc|to)\s*:"
)


# A time of day printed with a date: "15:17:17", "às 14h30".
_TIME = r"(?:as\s+)?\d{1,2}[:h]\d{2}(?::\d{2})?(?:\s*h)?"
# What may follow a date before its caption on the same line: a time
# ("18-NOV-2026 15:17:17 emitida em"), the other end of a range ("02/12/2026
# a 31/12/2026 validade"), separators.
_CAPTION_LEAD = re.compile(
    rf"[\s,|]*(?:{_TIME})?"
    r"(?P<range>\s*(?:a|ate|-)\s+)?"
)


_CAPTION_FRAME = re.compile(r"^data\s+d[aeo]\s+|\s+(?:em|no\s+dia|de)$")


def _caption_role(line: str) -> tuple[str, str] | None:
    """``(role, caption)`` when ``line`` is nothing but a date's caption.

    "emitida em", "data de emissão" and "válida até" are read as their
    anchor words; the first anchor (``_ANCHORS`` order) that is the whole
    caption gives the role.
    """
    # OCR hangs specks and quotes on a small caption: "“ DATA DE NASCIMENTO -".
    caption = _CAPTION_FRAME.sub("", line.strip(" .:;|,*-–—\"'“”‘’"))
    if not caption:
        return None
    return next(((role, caption) for role, p in _ANCHORS if p.fullmatch(caption)), None)


def _captions_after(folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]) -> None:
    """Give an unlabelled date the caption printed after it on its line.

    Some forms print each value with its caption after it, in small letters
    ("17-JAN-2027 válida até", "02/12/2026 20:41:01 informação obtida em").
    The caption must be all that follows (a time aside); a range's opening
    date under a validity caption is the start of validity.
    """
    for index, raw in enumerate(raws):
        if roles[index] != ("other", None):
            continue
        lead = _CAPTION_LEAD.match(folded, raw.end)
        assert lead is not None  # every part is optional
        rest = folded[lead.end() : _line_end(folded, raw.end)]
        closing = next((r for r in raws[index + 1 :] if r.start == lead.end()), None)
        if lead.group("range") and closing is not None:
            rest = folded[closing.end : _line_end(folded, raw.end)]
        elif lead.group("range"):
            continue
        found = _caption_role(rest)
        if found is None or found[0] == "other":
            continue
        role, caption = found
        if closing is not None and lead.group("range"):
            if role == "valid_until":
                roles[index] = ("valid_from", caption)
            continue
        roles[index] = (role, caption)


# A CPF or CNPJ alone on its line, and a line that is nothing but its caption.
_ID_LINE = re.compile(
    r"[ \t|]*(?:[0-9a-z]{2}\.?[0-9a-z]{3}\.?[0-9a-z]{3}/?[0-9a-z]{4}-?\d{2}|"
    r"\d{3}\.?\d{3}\.?\d{3}-?\d{2})[ \t|]*"
)
_ID_CAPTION = re.compile(r"[ \t|]*(?:cpf|cnpj|cpf\s*/\s*cnpj|cnpj\s*/\s*cpf)[ \t|:]*")
_DATE_LINE_TAIL = re.compile(rf"[ \t|,]*(?:{_TIME})?[ \t|.\"'“”‘’*]*")
# Quotes and specks OCR hangs around a value alone on its line: "“01/05/1988.".
_SPECKS = " \t|\"'“”‘’*.-"


def _captions_under_values(folded: str) -> bool:
    """Whether the page prints its captions under the values, not labels over them.

    Told by the page's CPFs and CNPJs alone on a line: each has its caption
    ("CNPJ") on the line after it in such a form, on the line before it in
    a form of labels over values. More of the first than the second.
    """
    lines = [line for line in folded.splitlines() if line.strip()]
    under = over = 0
    for i, line in enumerate(lines):
        if not _ID_LINE.fullmatch(line):
            continue
        if i + 1 < len(lines) and _ID_CAPTION.fullmatch(lines[i + 1]):
            under += 1
        if i > 0 and _ID_CAPTION.fullmatch(lines[i - 1]):
            over += 1
    return under > over


def _captions_below(
    folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]], *, everywhere: bool
) -> None:
    """A date alone on its line takes the caption on the line below it.

    ``everywhere``, in a form of captions under values: the label a
    row-of-labels reading gave the date from the line above is the previous
    value's caption there ("DATA DE EMISSÃO" over the validity). Elsewhere
    only a date no label dated or one whose label above has a value over it
    in its turn, and only when its caption's next line is no date:
    "VALIDADE" over a date of its own is that date's label.
    """
    _caption_rows_below(folded, raws, roles, everywhere=everywhere)
    for index, raw in enumerate(raws):
        start, end = _line_start(folded, raw.start), _line_end(folded, raw.start)
        if not _alone_on_line(folded, raw) or end >= len(folded):
            continue
        if everywhere and _labelled_from_above(folded, start):
            continue
        # A date alone on its line dated by the line above: that line is the
        # previous date's caption when that date stands alone over it
        # ("10/12/2014" / "DATA DE EXPEDIÇÃO" / "01/05/1988" / "DATA DE NASCIMENTO").
        if (
            not everywhere
            and roles[index] != ("other", None)
            and (index == 0 or not _date_over_caption_above(folded, raws[index - 1], start))
        ):
            continue
        caption_end = _line_end(folded, end + 1)
        found = _caption_role(folded[end + 1 : caption_end])
        if not everywhere and any(r.start == _next_text(folded, caption_end) for r in raws):
            continue
        if found is not None:
            roles[index] = found


def _date_over_caption_above(folded: str, previous: _Raw, start: int) -> bool:
    """Whether the two lines above ``start`` are ``previous`` alone, then a date's caption."""
    above = _previous_line(folded, start)
    if above is None or _caption_role(folded[above[0] : above[1]]) is None:
        return False
    value = _previous_line(folded, above[0])
    return (
        value is not None
        and value[0] <= previous.start < value[1]
        and (_alone_on_line(folded, previous))
    )


def _alone_on_line(folded: str, raw: _Raw) -> bool:
    """Whether the date stands alone on its line (OCR's specks and a time aside)."""
    start, end = _line_start(folded, raw.start), _line_end(folded, raw.start)
    return not folded[start : raw.start].strip(_SPECKS) and bool(
        _DATE_LINE_TAIL.fullmatch(folded, raw.end, end)
    )


def _dates_by_line(folded: str, raws: list[_Raw]) -> dict[int, list[int]]:
    """Indexes of ``raws`` grouped by the start of their line, in order."""
    by_line: dict[int, list[int]] = {}
    for index, raw in enumerate(raws):
        by_line.setdefault(_line_start(folded, raw.start), []).append(index)
    return by_line


_ROW_GAP = re.compile(rf"[ \t|,]*(?:{_TIME})?[ \t|]*")


def _caption_rows_below(
    folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]], *, everywhere: bool
) -> None:
    """A row of dates, nothing else, over a row of as many captions.

    "20/10/2026  20/10/2036" over "DATA DE EMISSÃO  VALIDADE": each date
    takes the caption in its place. Only dates no label dated, unless the
    page prints its captions under its values; and not when a date follows
    the captions (then they are labels over that date's row).
    """
    for start, indexes in _dates_by_line(folded, raws).items():
        if len(indexes) < 2:
            continue
        if not everywhere and any(roles[i] != ("other", None) for i in indexes):
            continue
        end = _line_end(folded, start)
        bounds = [start, *(p for i in indexes for p in (raws[i].start, raws[i].end)), end]
        gaps = zip(bounds[::2], bounds[1::2], strict=True)
        if not all(_ROW_GAP.fullmatch(folded, a, b) for a, b in gaps) or end >= len(folded):
            continue
        caption_end = _line_end(folded, end + 1)
        caption = folded[end + 1 : caption_end]
        anchors = _line_anchors(caption)
        if len(anchors) != len(indexes) or re.search(r"\d", caption):
            continue
        if any(r.start == _next_text(folded, caption_end) for r in raws):
            continue
        for i, anchor in zip(indexes, anchors, strict=True):
            roles[i] = anchor


def _labelled_from_above(folded: str, start: int) -> bool:
    """Whether the line above a date's line is a date's label heading a block of its own.

    In a page mixing both layouts, "DATA DA EMISSÃO" / "13/05/2026" under a
    paragraph is a label over its value; a caption under values has a short
    value over it in its turn ("2026-11-24 17:27:59" / "DATA DE EMISSÃO").
    """
    above = _previous_line(folded, start)
    if above is None:
        return False
    found = _caption_role(folded[above[0] : above[1]])
    if found is None or found[0] == "other":
        return False
    value = _previous_line(folded, above[0])
    if value is None:
        return True
    line = folded[value[0] : value[1]].strip()
    return len(line) > 40 or not any(ch.isdigit() for ch in line)


def _next_text(folded: str, pos: int) -> int:
    """Where the next non-blank character after ``pos`` is."""
    while pos < len(folded) and folded[pos].isspace():
        pos += 1
    return pos


# A form's numbered captions in one row: "01 Apólice nº  02 Data de emissão  03 Processo".
_CELL_NUMBER = re.compile(r"(?:^|(?<=\s))(\d{1,2})\s+(?=[a-z])")


def _numbered_cells(
    folded: str,
    above: tuple[int, int],
    line_start: int,
    raws: list[_Raw],
    bare: list[int],
    roles: list[tuple[str, str | None]],
) -> bool:
    """Dates under a row of numbered captions, one value per caption.

    "01 Apólice nº  02 Data de emissão  03 Processo SUSEP" over
    "41.26.2269363 | 17.08.2025 15414.118206/2018-69": the captions are
    numbered in order (01, 02, 03) and the row under them holds as many
    values, so the second value is the second caption's. True when it gave
    a date its role.
    """
    row = folded[above[0] : above[1]]
    marks = list(_CELL_NUMBER.finditer(row))
    numbers = [int(m.group(1)) for m in marks]
    if len(marks) < 2 or numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return False
    if row[: marks[0].start()].strip(" |"):
        return False  # words before the first number: not a row of numbered cells
    cells = [
        row[m.end() : (marks[k + 1].start() if k + 1 < len(marks) else len(row))]
        for k, m in enumerate(marks)
    ]
    line_end = folded.find("\n", line_start)
    line_end = len(folded) if line_end < 0 else line_end
    tokens = [
        (m.start() + line_start, m.end() + line_start)
        for m in re.finditer(r"[^\s|]+", folded[line_start:line_end])
    ]
    if len(tokens) != len(cells):
        return False
    done = False
    for i in bare:
        k = next((k for k, (a, b) in enumerate(tokens) if a <= raws[i].start < b), None)
        if k is None:
            continue
        anchors = _line_anchors(cells[k])
        if len(anchors) == 1:
            roles[i] = anchors[0]
            done = True
    return done


# A table's captions "DATA  HORA  VALIDADE" (of the certidão, the CRF), or
# "DATA  CERTIDÃO": the row under them is the issue, its time, its validity,
# the certidão's number.
_DATA_CAPTION = r"data(?:\s+(?:de\s+)?(?:emissao|expedicao))?"
_DATE_TIME_VALIDITY = re.compile(
    rf"^[|\s]*{_DATA_CAPTION}(?P<hora>[|\s/]+hora)?"
    r"(?P<validade>[|\s]+validade(?:\s+d[oa]\s+\w+)?)?"
    r"(?P<numero>[|\s]+(?:n[o°º.]*|numero|certidao(?:\s+n[o°º.]*)?))?[|\s]*$"
)


# What else a row of captions before its values may hold: separators, specks.
_CAPTION_ROW_REST = re.compile(r"[\s.:;|,/*()\-–—]*")


def _labels_row_before_values(
    folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]
) -> None:
    """Give a line's dates the captions that open it, in order, when as many.

    A card's row of captions and its row of values may come out of OCR as
    one line: "INSCRITO EM EMITIDO EM 19/08/2005 25/10/2026 07:40:57" (the
    CPF's inscription, then its issue). The nearest caption would name the
    first date only; each date takes the caption of its rank instead, when
    nothing but captions (and separators) stands before the first date.
    """
    for line_start, indexes in _dates_by_line(folded, raws).items():
        if len(indexes) < 2:
            continue
        lead_in = folded[line_start : raws[indexes[0]].start]
        anchors = _line_anchors(lead_in)
        if len(anchors) != len(indexes):
            continue
        rest = lead_in
        for _, caption in anchors:
            rest = rest.replace(caption, " ", 1)
        rest = re.sub(r"\b(?:data|d[aeo]s?|em)\b", " ", rest)
        if not _CAPTION_ROW_REST.fullmatch(rest):
            continue
        for index, anchor in zip(indexes, anchors, strict=True):
            roles[index] = anchor


# A policy's term in two captions, "INÍCIO" and "TÉRMINO", each alone on its line
# over its date. ("Término:" within a line, as a course's period prints it, or
# "Término / conclusão", is no such caption.)
_TERM_END_CAPTION = re.compile(r"\s*termino\s*:?\s*")


def _term_end_caption(line: str) -> list[tuple[str, str]]:
    """The validity's end, when ``line`` is the caption "TÉRMINO" alone."""
    return [("valid_until", "termino")] if _TERM_END_CAPTION.fullmatch(line) else []


def _labels_from_line_above(
    text: str, folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]
) -> None:
    """Give dates on a line of bare values the labels printed on the line above.

    Card layouts (CNH, CRLV, Cartão CNPJ) print a row of labels over a row of
    values: "4a DATA EMISSÃO 4b VALIDADE" over "02/08/2023 30/04/2031".
    """
    for line_start, indexes in _dates_by_line(folded, raws).items():
        # Labels before the dates on their own line are theirs ("a contar da
        # data de emissão" after them is not).
        lead_in = folded[line_start : raws[indexes[0]].start]
        if _line_anchors(lead_in) or any(roles[i][1] is not None for i in indexes):
            continue
        above = _previous_line(folded, line_start)
        if above is None:
            continue
        above_text = folded[above[0] : above[1]]
        if any(above[0] <= r.start < above[1] for r in raws):
            continue
        bare = [i for i in indexes if roles[i][0] == "other"]
        row_captions = _DATE_TIME_VALIDITY.match(above_text.strip())
        # ("DATA  HORA" alone may be a reading's, a meter's, not the document's.)
        if bare and row_captions and any(row_captions.group("validade", "numero")):
            # "DATA  HORA  VALIDADE  Nº" over "30/01/2026 09:50 29/07/2026
            # 198468/2026", "DATA  CERTIDÃO" over "04/02/2027 8789180/2027":
            # the first date is the day issued, a second one under
            # "VALIDADE" its validity ("por 90 dias" there is counted elsewhere).
            roles[bare[0]] = ("issued", "data")
            if len(bare) > 1 and row_captions.group("validade"):
                roles[bare[1]] = ("valid_until", "validade")
            continue
        anchors = (
            _line_anchors(above_text)
            or _emission_data_label(folded, above)
            or _term_end_caption(above_text)
        )
        if not anchors:
            continue
        if _numbered_cells(folded, above, line_start, raws, bare, roles):
            continue
        row = text[above[0] : above[1]]
        # Labels in capitals or with colons, or two labels or more with no
        # figure among them ("Data e hora da emissão  Válida até").
        # ("1º habilitação  Data de emissão": an ordinal is no figure.)
        labels = _is_label_row(row) or (
            len(anchors) >= 2 and not re.search(r"\d", _ORDINAL.sub("", row))
        )
        # A validity label over a range: "Validade" / "de 01/11/2026 até
        # 30/11/2026", "Período de validade (180 dias)" / "13/08/2026 a 09/02/2027".
        if len(bare) == 2 and [a[0] for a in anchors] in (["valid_until"], ["valid_from"]):
            between = folded[raws[bare[0]].end : raws[bare[1]].start]
            before = folded[line_start : raws[bare[0]].start]
            if _RANGE_JOIN.match(between) and _RANGE_OPEN.fullmatch(before):
                roles[bare[0]] = ("valid_from", anchors[0][1])
                roles[bare[1]] = ("valid_until", anchors[0][1])
                continue
        # A range is one value under its label: "VALIDADE  INFORMAÇÃO OBTIDA
        # EM" over "25.12.2026 a 23.01.2027  25.12.2026 17:48:56".
        groups = _range_groups(folded, raws, bare)
        if len(groups) < len(bare) and len(groups) == len(anchors) and labels:
            for group, (role, anchor) in zip(groups, anchors, strict=True):
                if len(group) == 1:
                    roles[group[0]] = (role, anchor)
                elif role == "valid_until":
                    roles[group[0]] = ("valid_from", anchor)
                    roles[group[1]] = ("valid_until", anchor)
            continue
        # Values that are no dates may open the row ("2023/158905" under
        # "Registro"): the dates are under the labels after theirs.
        lead = text[line_start : raws[bare[0]].start].replace("|", " ").split() if bare else []
        # OCR's specks before the first value ("ao 21/11/1997") are no values
        # (a category "AE" in capitals is one).
        lead = [token for token in lead if not _SPECK_TOKEN.fullmatch(token)]
        # With values after the last date, which label is whose is unsure:
        # "CERTIDÃO Nº  DATA DE EMISSÃO | HORA  VALIDADE" over "40791398/2026
        # 10.07.2026 13:23:07 60 dias".
        closed = bool(bare) and not _rest_of_line(folded, raws[bare[-1]].end).strip(_SPECKS)
        # One date label closing a row of other captions does not own the
        # date opening the row under it, unless that date closes its row too.
        stray = (
            len(bare) == 1
            and not lead
            and not closed
            and _captions_before(above_text, anchors[0][1])
        )
        if len(anchors) == len(bare) and labels and not stray:
            for i, (role, anchor) in zip(bare, anchors, strict=True):
                roles[i] = (role, anchor)
        elif bare and lead and len(lead) + len(bare) == len(anchors) and labels and closed:
            for i, (role, anchor) in zip(bare, anchors[len(lead) :], strict=True):
                roles[i] = (role, anchor)
        elif (
            len(bare) >= 2
            and labels
            and len(anchors) > len(bare)
            and bare == indexes[-len(bare) :]
            and closed
            and above_text.rstrip(" |:").endswith(anchors[-1][1])
        ):
            # Dates closing both rows sit under the labels closing the row
            # above, whatever values (a number, a category) come before them:
            # "Nº registro  Categoria  1ª habilitação  Emissão  Validade" over
            # "00712264227  B  08/07/2004  08/06/2025  07/06/2035".
            for i, (role, anchor) in zip(bare, anchors[-len(bare) :], strict=True):
                roles[i] = (role, anchor)
        elif len(bare) == 1:
            # One value under several labels: a value opening its row is the
            # one under the label opening the row above ("Conclusão  Carga
            # horária  Validade" over "7 jul. 2023  50 h/a  5 (cinco) anos");
            # otherwise only a label ending the line above is safely its own.
            # Bilingual cards add a gloss: "DATA DE EMISSÃO / DATE OF ISSUE".
            # The first label opens the row ("Data de emissão  Validade").
            opening = 0 <= above_text.lstrip(" |[:").find(anchors[0][1]) <= 10
            hit = _closest_anchor(_GLOSS.sub("", above_text).rstrip(" :"))
            # (A protocol platform's captions in plain case, one of them a
            # date's: "Aberto em  Tipo  Setor de destino" over "25/08/2026 às
            # 14:42  Requerimento  ...": no figure among them.)
            captions = labels or (
                anchors[0][0] != "other"
                and above_text.lstrip(" |[:").startswith(anchors[0][1])
                and not re.search(r"\d", row)
            )
            if opening and captions and not lead and (len(anchors) >= 2 or not labels):
                roles[bare[0]] = anchors[0]
            elif (
                hit is not None
                and hit[2] <= 2
                and (
                    (len(anchors) == 1 and (bool(lead) or not _captions_before(above_text, hit[1])))
                    or not _rest_of_line(folded, raws[bare[0]].end).strip(_SPECKS)
                )
            ):
                # (Under several labels, the last one's value ends its row too:
                # "DATA DE EMISSÃO | HORA VALIDADE" over "123/2027 23.01.2027
                # 13:28:12 60 dias" dates nothing by "VALIDADE".)
                roles[bare[0]] = (hit[0], hit[1])
            elif (
                len(anchors) == 1
                and anchors[0][0] != "other"
                and not re.search(r"\d", above_text)
                and len(above_text.split()) <= 6  # a row of labels, not "Situação Dispensado ..."
            ):
                # Or the one label opening a row of labels, over the value
                # opening the row below: "Validade  Nacionalidade" over
                # "04/01/2034  BRA", "Emitida em  Hora" over "22 DE ABRIL ...",
                # "Data de emissão  Permissão / ACC" over "09/10/2021".
                first = _line_anchors(above_text[: len(anchors[0][1]) + 4].lstrip(" |[:"))
                # ... or the time before it: "Emitida às" / "15:50:47 de 13/08/2026".
                before = folded[line_start : raws[bare[0]].start]
                # ... or the place it was issued in: "Emitida em  Resultado" /
                # "Goiânia, 23/08/2026, às 13:13:39  NÃO CONSTA".
                opens = (
                    not before.strip(" |[:")
                    or bool(_TIME_LEAD.fullmatch(before))
                    or (anchors[0][0] == "issued" and bool(_PLACE_PREFIX.match(before)))
                )
                if (opening or (first and first[0] == anchors[0])) and opens:
                    roles[bare[0]] = anchors[0]


def _captions_before(row: str, label: str) -> bool:
    """Whether other captions precede ``label`` ending ``row``: "PERÍODO  CARGA
    HORÁRIA  CERTIFICADO Nº  VALIDADE" over "30/01/2024 a  50h  2024/991494
    5 (cinco) anos" dates the period by its first caption, not the validity."""
    head = _GLOSS.sub("", row).rstrip(" |:")
    if not head.endswith(label):
        return False  # the label opens the row or sits inside it
    # The label's own lead-in ("data de", "4b") is no other caption.
    before = re.sub(r"(?:\bdata\s+d[aeo]s?\s*|\b\d+[a-z]?\.?\d*\s*)+$", "", head[: -len(label)])
    return bool(re.search(r"[^\W\d_]{2}", before))


# "DATA  HORA  EMITENTE" under a "Dados da emissão" heading: the bare "data"
# is the emission's (anywhere else a bare "data" may be any date).
_BARE_DATA = re.compile(r"[\s|\[:]*(data)\b(?!\s+d[aeo]\b)")
_EMISSION_HEADING = re.compile(r"^[\s|\[]*(?:dados\s+da\s+)?emissao[\s|:.]*$")


def _emission_data_label(folded: str, above: tuple[int, int]) -> list[tuple[str, str]]:
    """[("issued", "data")] for a row of labels opening with "data" under an emission heading."""
    m = _BARE_DATA.match(folded[above[0] : above[1]])
    heading = _previous_line(folded, above[0])
    if m is None or heading is None or not _EMISSION_HEADING.match(folded[heading[0] : heading[1]]):
        return []
    return [("issued", m.group(1))]


def _range_groups(folded: str, raws: list[_Raw], indexes: list[int]) -> list[list[int]]:
    """The dates of one line in values: a range ("D1 a D2") is one, each other date one."""
    groups: list[list[int]] = []
    for i in indexes:
        previous = groups[-1][-1] if groups else None
        if (
            previous is not None
            and len(groups[-1]) == 1
            and _RANGE_JOIN.match(folded[raws[previous].end : raws[i].start])
        ):
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


_SPECK_TOKEN = re.compile(r"[^\w]*[a-z]{0,2}[^\w]*")
_ORDINAL = re.compile(r"\b\d{1,2}\s?[º°ª](?!\w)")
# A time of day before the date it belongs to: "15:50:47 de ", "às 10h do dia ".
_TIME_LEAD = re.compile(
    r"[\s|]*(?:as\s+)?\d{1,2}\s*[:h]\s*\d{2}(?:\s*:\s*\d{2})?\s*(?:h|min)?\s*(?:de|do\s+dia|,)?\s*"
)
# What may open a line holding a range of dates: "de 01/11/2026 até ...".
_RANGE_OPEN = re.compile(r"[\s|:\-]*(?:de|desde|entre)?\s*")
# A gloss ending a label: "DATA DE EMISSÃO / DATE OF ISSUE", "Emissão (Brasília)".
_GLOSS = re.compile(r"\s*(?:/\s*[a-z][a-z ]{0,30}|\([a-z ]{1,30}\))$")


def _is_label_row(line: str) -> bool:
    """Labels are printed in capitals or end with a colon; prose is neither."""
    letters = [ch for ch in line if ch.isalpha()]
    if not letters:
        return False
    upper = sum(ch.isupper() for ch in letters) / len(letters)
    return upper >= 0.7 or line.rstrip().endswith(":")


# A validity label that opens a range: "VALIDADE DE.....:", "Vigência de".
_RANGE_LABEL = re.compile(r"(?:validade|vigencia)\s+de\b[\s.:]*$")


def _ranges(folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]) -> None:
    """'Validade: D1 a D2' -> D1 valid_from, D2 valid_until."""
    for i in range(len(raws) - 1):
        role = roles[i][0]
        if role not in ("valid_until", "valid_from"):
            continue
        between = folded[raws[i].end : raws[i + 1].start]
        if "\n" in between:
            continue
        if not _RANGE_JOIN.match(between):
            # "VALIDADE DE.....: D1 ALERDREE = D2": a range opened by its
            # label, its "até" garbled by OCR, a later date close after.
            opened = _RANGE_LABEL.search(folded, _line_start(folded, raws[i].start), raws[i].start)
            if not (opened and len(between) <= 25 and raws[i].value < raws[i + 1].value):
                continue
        roles[i] = ("valid_from", roles[i][1])
        roles[i + 1] = ("valid_until", roles[i][1])


_COLUMN_GAP = re.compile(r"[ \t|+=]*")
_VALIDITY_HEADER = re.compile(r"\bvalidade\b|\bvigencia\b")


def _validity_columns(folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]) -> None:
    """Two dates side by side in a table under a "Validade" header: from and until.

    A CRF prints "Validade" over the sub-headers "de" and "até" (often lost
    to OCR) and the two dates in their cells: "13-10-2026  11-11-2026
    2026101368...". The header is on one of the two lines above; no other
    date label and no figure is there, and the first date comes before the
    second.
    """
    for i in range(len(raws) - 1):
        first, second = raws[i], raws[i + 1]
        if roles[i] != ("other", None) or roles[i + 1] != ("other", None):
            continue
        if (
            not _COLUMN_GAP.fullmatch(folded, first.end, second.start)
            or first.value >= second.value
        ):
            continue
        start = _line_start(folded, first.start)
        if folded[start : first.start].strip(_SPECKS):
            continue
        above = _previous_line(folded, start)
        lines = []
        while above is not None and len(lines) < 2:
            lines.append(folded[above[0] : above[1]])
            above = _previous_line(folded, above[0])
        headers = [line for line in lines if _VALIDITY_HEADER.search(line)]
        if not headers or any(
            role != "other" and not _VALIDITY_HEADER.fullmatch(anchor)
            for line in lines
            for role, anchor in _line_anchors(line)
        ):
            continue
        if any(ch.isdigit() for ch in "".join(lines)):
            continue  # a sentence or a row of values, not a table's header
        roles[i] = ("valid_from", "validade")
        roles[i + 1] = ("valid_until", "validade")


_LONE_VALIDITY = re.compile(
    # (A form's field number may precede it: "07 Vigência".)
    r"^[ \t|]*(?:\d{1,2}[ \t.)\-]+)?(?:periodo\s+de\s+)?(?:validade|vigencia)[ \t|:]*$",
    re.MULTILINE,
)
# What may open a range's line: "das 24h de 29.04.2026 às 24h de 29.04.2027".
_RANGE_OPENING = re.compile(
    r"(?:das?|de|desde|a\s+partir\s+d[ae]s?)?\s*"
    r"(?:\d{1,2}\s*(?:h|hs|horas)\s*(?:\d{2}\s*(?:min)?)?\s*(?:de|do\s+dia)?)?\s*"
)


def _range_from_issue(folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]) -> None:
    """An unlabelled range that opens on the issue date is the validity.

    "Emitida às 15:29:34 de 10/10/2026" ... "10/10/2026 a 08/04/2027", its
    label "Validade (180 dias)" lost to OCR. Only when no date holds a
    validity role yet and the range is all its line holds; a search's
    period ends on the issue date, it does not open on it.
    """
    if any(role in ("valid_until", "valid_from") for role, _ in roles):
        return
    issued = {raw.value for raw, (role, _) in zip(raws, roles, strict=True) if role == "issued"}
    for i in range(len(raws) - 1):
        first, second = raws[i], raws[i + 1]
        if roles[i] != ("other", None) or roles[i + 1] != ("other", None):
            continue
        between = folded[first.end : second.start]
        if (
            first.value not in issued
            or "\n" in between
            or not _RANGE_JOIN.match(between)
            or not first.value < second.value <= add_months(first.value, 60)
            or folded[_line_start(folded, first.start) : first.start].strip(_SPECKS)
            or _rest_of_line(folded, second.end).strip(_SPECKS)
        ):
            continue
        roles[i] = ("valid_from", "periodo")
        roles[i + 1] = ("valid_until", "periodo")
        return


# A range's second end opening the next line with its join ("às 24h de").
_JOIN_OPENS_LINE = re.compile(r"[ \t]*\n[ \t]*(?:as|ate|a)\s")


def _orphan_range(folded: str, raws: list[_Raw], roles: list[tuple[str, str | None]]) -> None:
    """A range alone on its line whose "Validade" label stands elsewhere, alone.

    A label column read before its value column: "Razão social" / "Endereço"
    / "Validade" / ... / "18/01/2027 a 16/02/2027". Only when the page
    prints a validity label with no date of its own, no date already holds
    a validity role, and the range is all its line holds.
    """
    if any(role in ("valid_until", "valid_from") for role, _ in roles):
        return
    # (Not one over a term of its own: "PERÍODO" / "10/09/2024 a 12/10/2024" /
    # "VALIDADE" / "5 (cinco) anos a contar da conclusão".)
    labels = [
        m
        for m in _LONE_VALIDITY.finditer(folded)
        if not _RELATIVE.match(folded, _next_text(folded, m.end()))
    ]
    if not labels:
        return
    for i in range(len(raws) - 1):
        first, second = raws[i], raws[i + 1]
        if roles[i] != ("other", None) or roles[i + 1] != ("other", None):
            continue
        start = _line_start(folded, first.start)
        between = folded[first.end : second.start]
        if (
            not _RANGE_JOIN.match(between)
            # (Or the term's two ends a line each: "das 24h de D1" / "às 24h de D2".)
            or ("\n" in between and not _JOIN_OPENS_LINE.match(between))
            or not _RANGE_OPENING.fullmatch(folded[start : first.start].strip(_SPECKS))
            or _rest_of_line(folded, second.end).strip(_SPECKS)
            or first.value >= second.value
        ):
            continue
        roles[i] = ("valid_from", "validade")
        roles[i + 1] = ("valid_until", "validade")
        return
