"""Classify pages with spaCy rule matching, then group them into documents.

``classify_page`` scores every document type by the patterns of
``extractors.patterns`` found on the page, and says how sure it is. Three
passes, from exact to forgiving, each recording its rule ids:

1. a blank ``spacy.blank("pt")`` pipeline with a PhraseMatcher over the
   folded text (accents dropped, lower case);
2. the same phrases on an OCR skeleton of the text, where the letters and
   digits Tesseract confuses (0/o, 1/l/i, 5/s, 8/b, rn/m) are made equal
   (rule ids end in ``~ocr``);
3. on the header lines only, titles whose words OCR split or ran together
   (``~joined``) or whose letters it damaged beyond the skeleton
   (``~fuzzy``).

What a phrase means depends on where it stands. A title inside a longer
title of another type is dropped ("... situação cadastral no CPF" is not the
cartão CNPJ). A page with a request formula and a letter's frame
(addressee, "nestes termos") is a petition letter, and the other documents'
titles in its body are the attachments it lists (``~mention``, weighed as
cues), as is a title right after "junta", "substitui" and the like. Header
lines worded as court certidões word them ("CERTIDÃO ... CRIMINAL", rule ids
``<type>:line:<n>``) and lines that are nothing but a name ("REQUERIMENTO",
"PROCURAÇÃO") title a page too. Between the police's and a court's criminal
record certidão, the issuer decides (``<type>:issuer:<who>``). A page holding
nothing but a person's name is read as the photo sheet, for review
(``foto_3x4:name_only``), and so is a page OCR read (almost) nothing on but
where reading found a picture (``Page.picture``, ``foto_3x4:picture_only``):
a page with a photograph on it is not blank.

Where the rules are weak, the small trained model of ``extractors.textcat``
is heard (``textcat:<type>:<probability>``): it can confirm the rules' type,
never overrule them, and alone it only hints a type for a page that still
goes to a person. A look-alike's own title ("Relatório de Situação Fiscal",
a CNDT) makes the page ``outro``.

``split_documents`` walks each file's pages in order and starts a new
document where a title line appears, where "página 1 de n" is printed or the
document before said it was complete, and where an untitled page of a
one-party document names only other CPF/CNPJ numbers; other untitled pages
stay with the document before them.

The classifier is honest rather than clever: a page whose best type is weak
or contested gets a low confidence, and the pipeline sends it to a person.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import spacy
from rapidfuzz import fuzz
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from extractors import textcat
from extractors.identifiers import find_cnpjs, find_cpfs
from extractors.patterns import (
    COURT_ISSUERS,
    CUE_WEIGHT,
    LETTER_CLOSING,
    LETTER_FRAME,
    LINE_RULES,
    LINE_SUBJECT_SPAN,
    MENTION_BEFORE,
    POLICE_ISSUERS,
    TITLE_WEIGHT,
    WHOLE_LINE_TITLES,
    LineRule,
    Pattern,
    all_patterns,
)
from extractors.text import fold, is_blank, is_transmission_line
from triagem.models import Classification, Document, Page

# Lines at the top of a page where title lines live.
HEADER_LINES = 14
# A title found below the header counts half: it may be a citation in a body.
BODY_TITLE_FACTOR = 0.5
# OCR-damaged titles: partial_ratio at or above this on a header line counts.
FUZZY_MIN = 90
# ... and each of its words of three letters or more as close to one of the line's.
FUZZY_WORD_MIN = 60
FUZZY_WEIGHT = 2.5
# Each further distinct cue adds this fraction less than the one before.
CUE_DECAY = 0.75
# Score at which a type is fully established (one title plus a cue).
FULL_SCORE = 4.0
# A page whose own OCR confidence is below this goes to a person.
MIN_OCR_CONFIDENCE = 45.0
# The trained model (extractors.textcat) is asked only below this rule
# confidence, and heard only from this probability up. Agreeing with the
# rules, it lifts the page into [MODEL_AGREED_MIN, MODEL_AGREED_MAX]; alone
# (no rule fired) its type is kept at most at MODEL_ALONE_MAX, under review.
MODEL_BELOW = 0.6
MODEL_MIN = 0.85
MODEL_AGREED_MIN = 0.6
MODEL_AGREED_MAX = 0.8
MODEL_ALONE_MAX = 0.45

_PAGE_OF = re.compile(r"(?:pagina|pag\.?|folha|\bf[li1|]s?\.?)\s*(\d{1,3})\s*(?:de|/)\s*(\d{1,3})")


# Characters Tesseract confuses, mapped to one representative. Applied to
# both the patterns and the page, so a confusion in either direction matches.
# (A V is read as a U: "ALUARÁ DE FOLHA CORRIDA", "Ualidar".)
_SKELETON = str.maketrans(
    {"0": "o", "1": "i", "l": "i", "|": "i", "!": "i", "5": "s", "8": "b", "u": "v"}
)
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")
# Titles shorter than this are not searched with their spaces removed:
# "apolice" or "crlv" would turn up inside other words.
JOINED_MIN = 14
JOINED_WEIGHT = 2.5
# Reference words ("junta", "substitui") are looked for this many tokens
# before a title phrase.
MENTION_WINDOW = 3
# A LINE_RULES title is a line of at most this many characters: a body line
# quoting a certidão's subject is longer.
LINE_MAX_CHARS = 110
# ... opening with its anchor word within this many words ("- CERTIDÃO
# JUDICIAL CRIMINAL"), where a body sentence ("Esta certidão abrange os
# feitos criminais ...") does not.
LINE_ANCHOR_WITHIN = 3


# A file's name, as an upload form lists the files attached.
_FILE_NAME = re.compile(r"\w\.(?:pdf|jpe?g|png|tiff?|docx?)$")
_ATTACHED = frozenset({"anexa", "anexo", "anexas", "anexos", "inclusa", "incluso"})
# An enclosure numbered in a list, just before the title it names ("Doc. 06",
# "DOC 6 -", "Anexo 03:", "Documento nº 4"); the number as OCR may read it.
_NUMBERED_ENCLOSURE = re.compile(
    r"(?:^|\s)(?:docs?|documento|anexo)\s?\.?\s?(?:n[o.]?\s?\.?\s?)?[0-9oilsbz]{1,3}\s?[-:.)]?\s?$"
)
# ... listed after at least this many lines of the page's own.
ENCLOSURES_AFTER = 3
_CERTIDAO_INDEX = re.compile(
    r"\b(?:monitor|controle|relatorio|quadro|painel|resumo|situacao)\s+(?:de|das)\s+certidoes\b"
    r"|\bcertidoes\s+(?:monitoradas|controladas|acompanhadas)\b"
)
_ENCLOSURES = re.compile(
    r"(?:^|\s)(?:anexos?|documentos\s+anexos|relacao\s+de\s+(?:documentos|anexos)"
    r"|documentos\s+(?:apresentados|juntados|anexados|entregues|receb\s?idos|em\s+anexo))\s*"
    # A form's checklist of attachments: "DOCUMENTOS ANEXADOS (MARQUE OS ENTREGUES)".
    # ("DOCUMENTOS ENTREGUES COM O REQUERIMENTO (ASSINALE)".) A counter's
    # record counts them: "DOCUMENTOS RECEBIDOS NO BALCÃO (8)" (a spaced
    # heading OCR splits: "RECEB IDOS").
    r"(?::|(?:\s+[a-z]+){0,4}\s*\((?:marque|assinale|marcar|assinalar)\b[^)]{0,40}\)"
    r"|(?:\s+[a-z]+){0,4}\s*\(\d{1,2}\))"
)
# A letter's closing list, on its last page, wherever it stands there:
# "Documentos que instruem o pedido:" (OCR may read its colon as a semicolon).
_INSTRUCTING = re.compile(
    r"(?:^|\s)documentos\s+que\s+(?:instruem|acompanham|integram)(?:\s+[a-z]+){0,3}\s*[:;]"
)


def ocr_skeleton(folded: str) -> str:
    """``folded`` with OCR-confusable characters made equal ("certidao" ~ "certldã0").

    Only letters and the digits that look like letters change; numbers in the
    text become letter-like too, which is harmless for matching phrases
    (patterns holding digits are matched exactly only).
    """
    return folded.translate(_SKELETON).replace("rn", "m")


def _squash(text: str) -> str:
    """Letters and digits only: "certi dao nega-tiva" -> "certidaonegativa"."""
    return _NOT_ALNUM.sub("", text)


@lru_cache(maxsize=1)
def _matcher() -> tuple[spacy.language.Language, PhraseMatcher, PhraseMatcher, dict[str, Pattern]]:
    """The blank Portuguese pipeline and its exact and OCR-skeleton matchers, built once."""
    nlp = spacy.blank("pt")
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    skeleton = PhraseMatcher(nlp.vocab, attr="ORTH")
    by_id: dict[str, Pattern] = {}
    for pattern in all_patterns():
        by_id[pattern.id] = pattern
        exact.add(pattern.id, [nlp.make_doc(pattern.phrase)])
        # Short or numeric phrases ("iss", "lei 8.036") would match noise
        # once skeletonised: exact only.
        if len(pattern.phrase) >= 6 and not any(ch.isdigit() for ch in pattern.phrase):
            skeleton.add(pattern.id, [nlp.make_doc(ocr_skeleton(pattern.phrase))])
    return nlp, exact, skeleton, by_id


def page_position(text: str) -> tuple[int, int] | None:
    """``(n, m)`` from "página n de m" / "folha n/m" on the page, if printed,
    else from a browser's bare "n/m" alone on one of the page's first or last
    lines, or after the address it prints beside it. A fax header's "PAG
    03/07" counts the pages of the transmission, which may carry several
    documents: it is not the document's."""
    lines = [line for line in text.splitlines() if line.strip()]
    lines = [line for line in lines if not is_transmission_line(line)]
    match = _PAGE_OF.search(fold("\n".join(lines)))
    if not match:
        edges = lines[:BARE_COUNTER_LINES] + lines[-BARE_COUNTER_LINES:]
        match = next(filter(None, (_BARE_PAGE_OF.fullmatch(line) for line in edges)), None)
        if not match:
            match = next(filter(None, (_ADDRESS_PAGE_OF.fullmatch(ln) for ln in edges)), None)
    if not match:
        return None
    n, m = int(match.group(1)), int(match.group(2))
    return (n, m) if 0 < n <= m else None


# A browser prints "1/2" alone in a corner; looked for on this many lines at
# each end of the page.
BARE_COUNTER_LINES = 3
_BARE_PAGE_OF = re.compile(r"[ \t]*(\d{1,2})[ \t]*/[ \t]*(\d{1,2})[ \t]*")
# ... or at the end of the line where the browser prints the page's address in
# the other corner ("https://docs.google.com/forms/.../viewform 2/3").
_ADDRESS_PAGE_OF = re.compile(
    r".*(?:https?://|www\.)\S*[ \t]+(\d{1,2})[ \t]*/[ \t]*(\d{1,2})[ \t]*", re.I
)


# A page's number alone on its last line, between dashes: "- 3 -".
_FOLIO = re.compile(r"[ \t]*[-–—][ \t]*(\d{1,3})[ \t]*[-–—][ \t]*")


# A running head or foot ending in the sheet's number: "VIAÇÃO X LTDA - fl. 3",
# "fls. 2", "Folha 4".
_RUNNING_FOLIO = re.compile(
    r"(?:^|[\s\-–—|·])(?:fls?\.|folha)[ \t]*(\d{1,3})[ \t]*$", re.IGNORECASE
)
# How many lines at each end of a page a running head or foot is looked for on.
RUNNING_FOLIO_LINES = 2


def folio(text: str) -> int:
    """The page number a contract prints alone at its foot ("- 3 -") or at the
    end of its running head or foot ("VIAÇÃO X LTDA - fl. 3"), else 0."""
    lines = [line for line in text.splitlines() if line.strip()]
    match = _FOLIO.fullmatch(lines[-1]) if lines else None
    if match is None:
        edges = lines[:RUNNING_FOLIO_LINES] + lines[-RUNNING_FOLIO_LINES:]
        match = next(filter(None, (_RUNNING_FOLIO.search(line) for line in edges)), None)
    return int(match.group(1)) if match else 0


@dataclass(frozen=True)
class PageScores:
    """What the rules found on one page: score, rule ids and titled types."""

    scores: dict[str, float]
    fired: dict[str, list[str]]
    titled: frozenset[str]


def cue_score(count: int) -> float:
    """Distinct cues add up with diminishing returns, approaching FULL_SCORE.

    One cue is worth 1; eleven (a cartão CNPJ's labels, even with its title
    lost in a two-column layout) about 3.8, which establishes the type
    without a title, while a few generic labels shared by many documents
    stay weak.
    """
    return FULL_SCORE * (1 - CUE_DECAY**count)


# A line that opens with a connective goes on a sentence begun above.
_SENTENCE_GOES_ON = re.compile(r"(?:de|da|do|das|dos|e|para|com|que|em|no|na|ao|pelo|pela)\s")


def _fuzzy_title(phrase: str, line: str) -> bool:
    """True when ``line`` reads as ``phrase`` with a few OCR-damaged letters.

    A line shorter than the title must match it whole (else "certificado de
    regularidade" would pass for "certidão de regularidade do PIS"); a longer
    one, up to a title line's length, must hold it.
    """
    if _SENTENCE_GOES_ON.match(line) and not _SENTENCE_GOES_ON.match(phrase):
        # "de condutor de veículo de transporte coletivo de passageiros.": a
        # sentence's next line, not a title ("... APTO para o exercício").
        return False
    # Compared as skeletons: a look-alike letter costs nothing, so that two
    # damaged letters beside it ("ALURRÁ DE FOLHA CORBIDA") still read as the title.
    phrase, line = ocr_skeleton(phrase), ocr_skeleton(line)
    if len(line) < len(phrase):
        close = len(line) >= 0.85 * len(phrase) and fuzz.ratio(phrase, line) >= FUZZY_MIN
    else:
        close = (
            len(line) <= 1.6 * len(phrase) + 10 and fuzz.partial_ratio(phrase, line) >= FUZZY_MIN
        )
    # Each word of the title is on the line, if damaged: a line that shares a
    # long generic stretch with a title ("Divisão de Transportes - Transporte
    # Coletivo de Passageiros" beside "transporte coletivo de passageiros -
    # tcp") lacks the title's own words.
    # (A word OCR split in two is joined back: "Trabat ho".)
    words = line.split()
    words += [a + b for a, b in zip(words, words[1:], strict=False)]
    return close and all(
        any(fuzz.ratio(word, other) >= FUZZY_WORD_MIN for other in words)
        for word in phrase.split()
        if len(word) >= 3
    )


@dataclass(frozen=True)
class _Hit:
    """One phrase found on the page, before it is weighed."""

    pattern: Pattern
    start: int  # character offset in the text searched
    end: int
    in_header: bool
    suffix: str  # "", "~ocr" or ":label"
    mention: bool  # a reference word ("junta", "substitui") comes just before


def _drop_contained_titles(hits: list[_Hit]) -> list[_Hit]:
    """Drop a title inside a longer title of another type ("longest title wins").

    "Comprovante de inscrição e de situação cadastral no CPF" holds the
    cartão CNPJ's title, "ações e execuções criminais" the civil certidão's:
    the longer phrase says what the page is.
    """
    titles = [h for h in hits if h.pattern.kind == "title" and h.suffix != ":label"]
    return [
        h
        for h in hits
        if h.pattern.kind != "title"
        or not any(
            o.pattern.type != h.pattern.type
            and o.start <= h.start
            and h.end <= o.end
            and (o.end - o.start) > (h.end - h.start)
            for o in titles
        )
    ]


def _within_mentions(hits: list[_Hit]) -> list[_Hit]:
    """A title read inside a longer one that is mentioned, or running on
    from within it, is mentioned too.

    "Esta consulta não substitui a certidão de quitação eleitoral": the
    reference word stands before the whole title, three words before the
    shorter "quitação eleitoral" it holds. "... intitulado "Contrato
    particular de compra e venda de veículo"": "compra e venda de veículo"
    begins inside the mentioned title and runs on past it.
    """
    mentioned = [h for h in hits if h.mention and h.pattern.kind == "title"]
    return [
        dataclasses.replace(h, mention=True)
        if not h.mention and any(o is not h and o.start <= h.start < o.end for o in mentioned)
        else h
        for h in hits
    ]


def _letter_start(hits: list[_Hit]) -> int | None:
    """Where a petition letter begins, or None when the page is not one.

    A letter has a request formula (a requerimento title) and a frame (its
    addressee or closing formula, ``LETTER_FRAME``); it begins at the first
    of them.
    """
    own = [h for h in hits if h.pattern.type == "requerimento"]
    request = [h for h in own if h.pattern.kind == "title" and h.suffix != ":label"]
    frame = [h for h in own if h.pattern.phrase in LETTER_FRAME]
    if not request or not frame:
        return None
    return min(h.start for h in request + frame)


LETTER_END_RULE = "requerimento:letter_end"


def _closing_only(hits: list[_Hit]) -> bool:
    """True when a letter's frame on the page is only its closing (no addressee)."""
    frame = [
        h for h in hits if h.pattern.type == "requerimento" and h.pattern.phrase in LETTER_FRAME
    ]
    return bool(frame) and all(h.pattern.phrase in LETTER_CLOSING for h in frame)


def _headings(hits: list[_Hit], lines: list[str]) -> tuple[int | None, int | None]:
    """Where the first header line headed by a requerimento's title is, and
    the first headed by another type's title.

    A form's title heads its line ("REQUERIMENTO DE EMPRESÁRIO", "REQUERIMENTO
    DE REGISTRO", "REQUERIMENTO" alone); the same phrase inside a sentence
    ("VIAÇÃO TESTE S.A., companhia fechada, ...") heads nothing. Exact matches
    only: their offsets are those of the lines joined by spaces.
    """
    own: list[int] = []
    other: list[int] = []
    for h in hits:
        if (
            h.pattern.kind == "title"
            and h.in_header
            and h.suffix == ""
            and not h.mention
            and not any(ch.isalpha() for ch in _line_before(lines, h.start))
        ):
            (own if h.pattern.type == "requerimento" else other).append(h.start)
    offset = 0
    for line in lines[:HEADER_LINES]:
        if any(rule.startswith("requerimento:") for rule in _whole_line_titles([line])):
            own.append(offset)
        offset += len(line) + 1
    return min(own, default=None), min(other, default=None)


def _line_before(lines: list[str], offset: int) -> str:
    """The text between the start of the line holding ``offset`` (in the
    lines joined by spaces) and it."""
    start = 0
    for line in lines:
        if offset <= start + len(line):
            return line[: offset - start]
        start += len(line) + 1
    return ""


def _line_titles(lines: list[str]) -> list[LineRule]:
    """The ``LINE_RULES`` that hold on some header line."""
    out: list[LineRule] = []
    for line in lines[:HEADER_LINES]:
        if len(line) > LINE_MAX_CHARS:
            continue
        words = _NOT_ALNUM.sub(" ", ocr_skeleton(line)).split()
        for rule in LINE_RULES:
            if any(w in _skeleton_words(rule.exclude) for w in words):
                continue
            anchors = [
                i
                for i, w in enumerate(words[:LINE_ANCHOR_WITHIN])
                if w in _skeleton_words(rule.anchor)
            ]
            subject = _skeleton_words(rule.subject)
            if any(w in subject for i in anchors for w in words[i + 1 : i + 1 + LINE_SUBJECT_SPAN]):
                out.append(rule)
    return out


MUNICIPAL_CERTIDAO_RULE = "certidao_municipal:issuer:0"
_TOWN_ISSUER = re.compile(r"^(?:municipio\s+de|prefeitura\b)")
_CERTIDAO_LINE = re.compile(r"^certidao\b")
# A town hall's certidão of something else: its registration, a permit.
_NOT_TAX = re.compile(r"inscricao|cadastr|alvara|\biss\b|uso\s+do\s+solo|obra|habite")


def _municipal_certidao(lines: list[str]) -> bool:
    """A town hall's heading over an untitled certidão: its tax certidão.

    "Município de Santa Maria" ... "Certidão nº" / "NEGATIVA", "MUNICÍPIO
    DE SANTO ANTÔNIO DO DESCOBERTO - GO" / "CERTIDÃO DE DÉBITOS - NEGATIVA":
    the município's name opens a header line, a header line opens with
    "certidão", and no header line speaks of a registration or a permit.
    """
    skeletons = [" ".join(_NOT_ALNUM.sub(" ", line).split()) for line in lines]
    return (
        any(_TOWN_ISSUER.match(line) for line in skeletons)
        and any(_CERTIDAO_LINE.match(line) for line in skeletons)
        and not any(_NOT_TAX.search(line) for line in skeletons if _CERTIDAO_LINE.match(line))
    )


# Verbs of a sentence listing the attachments ("Seguem anexos o CRLV, a
# apólice de seguro ... e as fotografias"), looked for this many tokens back
# within the sentence: no heading uses them.
# (Kept as OCR skeletons: a token's skeleton matches in the exact pass and the
# skeleton pass alike.)
_LISTING_VERBS = frozenset(
    ocr_skeleton(verb)
    for verb in ("seguem", "anexamos", "juntamos", "encaminhamos", "apresentamos", "acompanham")
)
LISTING_WINDOW = 12


def _line_of(lines: list[str], offset: int) -> int:
    """The index of the line holding ``offset`` of ``" ".join(lines)``."""
    end = 0
    for number, line in enumerate(lines):
        end += len(line) + 1
        if offset < end:
            return number
    return len(lines)


def _listed_before(doc: Doc, start: int) -> set[str]:
    """The listing verb opening the sentence a title phrase stands in, if any."""
    for token in reversed(doc[max(0, start - LISTING_WINDOW) : start]):
        if token.text in (".", ";", ":"):
            return set()
        if ocr_skeleton(token.text) in _LISTING_VERBS:
            return {token.text}
    return set()


def _whole_line_titles(lines: list[str]) -> list[str]:
    """Ids of the ``WHOLE_LINE_TITLES`` some header line is nothing but."""
    words = {" ".join(_NOT_ALNUM.sub(" ", ocr_skeleton(line)).split()) for line in lines}
    return [
        rule.id
        for rule in WHOLE_LINE_TITLES
        if words & {" ".join(_NOT_ALNUM.sub(" ", ocr_skeleton(t)).split()) for t in rule.lines}
    ]


@lru_cache(maxsize=64)
def _skeleton_words(words: frozenset[str]) -> frozenset[str]:
    return frozenset(ocr_skeleton(w) for w in words)


# Title phrases that forms also print as a field's label ("Inscrição
# municipal" on a certidão): titles of their type only away from a value.
_CUES = {(p.type, p.phrase) for p in all_patterns() if p.kind == "cue"}
_LABEL_TITLES = frozenset(
    p.phrase for p in all_patterns() if p.kind == "title" and (p.type, p.phrase) in _CUES
)


# A line printed letter-spaced for display: "A T E S T A D O".
_LETTER_SPACED = re.compile(r"\s*(?:\w[ \t]{1,2}){4,}\w\s*")


def _grouped_letters(line: str) -> bool:
    """A letter-spaced line OCR read in small groups ("A LVA R Á D E F O L H A"):
    at least five tokens of one to three characters, most of them one."""
    tokens = line.split()
    return (
        len(tokens) >= 5
        and all(len(token) <= 3 and token.isalpha() for token in tokens)
        and sum(len(token) == 1 for token in tokens) >= 0.6 * len(tokens)
    )


def _unspaced(line: str) -> str:
    """A letter-spaced line as words: a title phrase it spells, else one word.

    "a l v a r a d e f o l h a c o r r i d a" -> "alvara de folha corrida";
    "a t e s t a d o" -> "atestado". Two spaces between letters, where the
    text keeps them, part words.
    """
    if not _LETTER_SPACED.fullmatch(line) and not _grouped_letters(line):
        return line
    words = ["".join(part.split()) for part in re.split(r"[ \t]{2,}", line.strip())]
    squashed = "".join(words)
    titles = _spelled_titles()
    if squashed in titles:
        return titles[squashed]
    # A title inside a longer spaced heading: "D E C L A R A Ç Ã O  D E  R E L A
    # Ç Ã O  D E  V E Í C U L O S" holds "relação de veículos".
    inside = max(
        (t for t in titles if len(t) >= SPELLED_INSIDE_MIN and t in squashed), key=len, default=None
    )
    if inside is not None:
        head, _, tail = squashed.partition(inside)
        return " ".join(part for part in (head, titles[inside], tail) if part)
    return " ".join(words)


# A title found inside a letter-spaced heading spells at least this many letters.
SPELLED_INSIDE_MIN = 12


@lru_cache(maxsize=1)
def _spelled_titles() -> dict[str, str]:
    """Every title phrase by its letters alone ("alvaradefolhacorrida")."""
    _, _, _, by_id = _matcher()
    titles = sorted((p.phrase for p in by_id.values() if p.kind == "title"), key=len)
    return {_squash(phrase): phrase for phrase in titles}


def score_page(text: str) -> PageScores:
    """Score every document type by the patterns found in ``text``."""
    lines = [_unspaced(line) for line in fold(text).splitlines() if line.strip()]
    # Titles often wrap over two lines: match on the lines joined by spaces
    # (a newline would be a token of its own and break a phrase).
    joined = " ".join(lines)
    nlp, exact, skeleton, by_id = _matcher()
    scores: dict[str, float] = {}
    cues: dict[str, int] = {}
    fired: dict[str, list[str]] = {}
    titled: set[str] = set()
    seen: set[str] = set()

    def found(pattern: Pattern, in_header: bool, suffix: str, title_weight: float) -> None:
        seen.add(pattern.id)
        if pattern.kind == "title" and suffix in (":label", "~mention"):
            # "Inscrição Municipal: 46.754-5" names a field, and "junta o
            # alvará de folha corrida" another document, not this page: a
            # title phrase used so is only a cue.
            cues[pattern.type] = cues.get(pattern.type, 0) + 1
        elif pattern.kind in ("title", "line"):
            weight = title_weight if in_header else title_weight * BODY_TITLE_FACTOR
            if in_header:
                titled.add(pattern.type)
            scores[pattern.type] = scores.get(pattern.type, 0.0) + weight
        else:
            cues[pattern.type] = cues.get(pattern.type, 0) + 1
            suffix = "" if suffix in (":label", "~mention") else suffix
        fired.setdefault(pattern.type, []).append(pattern.id + suffix)

    header = " ".join(lines[:HEADER_LINES])
    passes = (
        (exact, joined, len(header), "", MENTION_BEFORE),
        (
            skeleton,
            ocr_skeleton(joined),
            len(ocr_skeleton(header)),
            "~ocr",
            _skeleton_words(MENTION_BEFORE),
        ),
    )
    hits: list[_Hit] = []
    for matcher, searched, end_of_header, suffix, mention_words in passes:
        doc = nlp.make_doc(searched)
        pass_hits: list[_Hit] = []
        for match_id, start, end in matcher(doc):
            pattern = by_id[nlp.vocab.strings[match_id]]
            if pattern.id in seen:
                continue
            seen.add(pattern.id)
            label = end < len(doc) and doc[end].text.startswith(":")
            if not label and pattern.kind == "title" and pattern.phrase in _LABEL_TITLES:
                # "inscrição municipal 47.273-1", or "47.273-1 inscrição
                # municipal" where a form prints values over their captions:
                # a title phrase that is also a field label, beside a number.
                near = [doc[i].text for i in (start - 1, end) if 0 <= i < len(doc)]
                label = any(any(ch.isdigit() for ch in token) for token in near)
            before = {t.text for t in doc[max(0, start - MENTION_WINDOW) : start]}
            before |= _listed_before(doc, start)
            # "... conforme a Carteira de Trabalho anexa": named as an attachment.
            after = {t.text for t in doc[end : end + 2]}
            pass_hits.append(
                _Hit(
                    pattern,
                    doc[start].idx,
                    doc[end - 1].idx + len(doc[end - 1].text),
                    doc[start].idx < end_of_header,
                    ":label" if label else suffix,
                    bool(
                        before & mention_words
                        or after & _ATTACHED
                        # A list of attached files: "9 endereco.pdf Comprovante de endereço 372 KB".
                        or any(_FILE_NAME.search(t.text) for t in doc[max(0, start - 2) : start])
                        # A numbered enclosure: "Doc. 06 Certificado de regularidade do FGTS".
                        or bool(_NUMBERED_ENCLOSURE.search(searched, 0, doc[start].idx))
                    ),
                )
            )
        hits.extend(_within_mentions(_drop_contained_titles(pass_hits)))

    letter = _letter_start(hits)
    request_heading, form = _headings(hits, lines)
    if request_heading is not None and (form is None or request_heading < form):
        # Headed as a requerimento before any other title ("REQUERIMENTO DE
        # REGISTRO", then the documents it lists, one a line): a letter even
        # where OCR lost its addressee and closing.
        letter = min(request_heading, letter if letter is not None else request_heading)
    if letter is not None and form is None and _closing_only(hits):
        # A letter's last page (its list of enclosures, "Nestes termos, pede
        # deferimento"), its addressee on the page before: the documents named
        # above the closing are in the letter too.
        letter = 0
        fired.setdefault("requerimento", []).append(LETTER_END_RULE)
    if letter is not None and form is not None and form < letter:
        # Titled as another document before any request: a form of that
        # document that carries a request ("REQUERIMENTO DE EMPRESÁRIO ...
        # Ilmo. Sr. Presidente da Junta Comercial ... requer a V.Sª"), not
        # a petition letter.
        letter = None
    # A list of enclosures after the page's own text ("ANEXOS:", "Documentos
    # apresentados:") names other documents, whether or not OCR kept the
    # letter's frame.
    listed = _ENCLOSURES.search(joined, len(" ".join(lines[:ENCLOSURES_AFTER])))
    instructing = _INSTRUCTING.search(joined)
    # A register of certidões (an accountant's monitor, a checklist of their
    # validity) names them in its rows: from its heading on, none is a title.
    index = _CERTIDAO_INDEX.search(" ".join(lines[:HEADER_LINES]))
    enclosures = min(
        (m for m in (listed, instructing, index) if m is not None),
        key=lambda m: m.start(),
        default=None,
    )
    # The page's own lines: those above a register's heading or a letter's
    # closing list (titles below it are its rows). (An e-mail's "Anexos:"
    # line names the attachment whose title the message then repeats.)
    own_lines = lines
    cuts = [m.start() for m in (index, instructing) if m is not None]
    if cuts:
        own_lines = lines[: _line_of(lines, min(cuts))]
    for hit in hits:
        suffix = hit.suffix
        if hit.pattern.kind == "title" and suffix != ":label":
            if hit.pattern.type == "requerimento":
                mention = letter is None and form is not None and hit.start > form
            else:
                mention = (
                    hit.mention
                    or (letter is not None and hit.start > letter)
                    or (enclosures is not None and hit.start > enclosures.start())
                )
            if mention:
                # Another document named in a letter's body or after a
                # reference word (an attachment), or a request in the body
                # of a form titled otherwise: not this page's title.
                suffix = "~mention"
        found(hit.pattern, hit.in_header, suffix, TITLE_WEIGHT)

    # Title lines worded in any of the ways courts word them (LINE_RULES),
    # for a type no phrase title named; not in a letter, where they are the
    # attachments listed.
    if letter is None:
        for rule in _line_titles(own_lines):
            if rule.type not in titled and rule.id not in seen:
                found(Pattern(rule.id, rule.type, "line", ""), True, "", TITLE_WEIGHT)
    for rule_id in _whole_line_titles(own_lines[:HEADER_LINES]):
        doc_type = rule_id.split(":", 1)[0]
        if doc_type not in titled and (letter is None or doc_type == "requerimento"):
            found(Pattern(rule_id, doc_type, "line", ""), True, "", TITLE_WEIGHT)
    if not titled and letter is None and _municipal_certidao(own_lines[:HEADER_LINES]):
        found(
            Pattern(MUNICIPAL_CERTIDAO_RULE, "certidao_municipal", "line", ""),
            True,
            "",
            TITLE_WEIGHT,
        )
    if letter is not None and letter < len(header):
        # A letter begun in the header starts a document, whatever its
        # request formula's place (often below the header, "pede deferimento").
        titled.add("requerimento")

    # Titles on the header lines that OCR split ("CERTI DÃO") or ran
    # together ("CERTIDAONEGATIVA"), then titles it damaged beyond the
    # skeleton ("CERTIDA0 NEGATlVA"). Only where no title was read more
    # surely, and the fuzzy pass only on lines about a title's length: a long
    # body line quoting half a title is not a title.
    header_lines = [] if titled else own_lines[:HEADER_LINES]
    squashed = _squash(ocr_skeleton(" ".join(header_lines)))
    for pattern in by_id.values():
        if pattern.kind != "title" or pattern.id in seen or len(pattern.phrase) < JOINED_MIN:
            continue
        if _squash(ocr_skeleton(pattern.phrase)) in squashed:
            found(pattern, True, "~joined", JOINED_WEIGHT)
    header_lines = [] if titled else header_lines
    for pattern in by_id.values():
        if pattern.kind != "title" or pattern.id in seen or len(pattern.phrase) < 12:
            continue
        if any(_fuzzy_title(pattern.phrase, line) for line in header_lines):
            found(pattern, True, "~fuzzy", FUZZY_WEIGHT)

    for doc_type, count in cues.items():
        scores[doc_type] = scores.get(doc_type, 0.0) + cue_score(count)
    return PageScores(scores, fired, frozenset(titled))


def classify_page(page: Page) -> Classification:
    """The most likely document type of one page, its confidence and its rules.

    A poorly scanned page carries a second, sparse reading
    (``Page.sparse_text``, see extractors.ocr): it is classified too, and
    when it is surer of its type than the first reading and some rule
    fired on it, its answer is kept, its rules marked ``second_reading``.
    """
    first = _classify_reading(page)
    if not page.sparse_text:
        return first
    second = _classify_reading(dataclasses.replace(page, text=page.sparse_text))
    # "No rule fired" is no answer: it would cut a weakly read continuation off.
    if second.confidence <= first.confidence or second.rules == ("no_rule",):
        return first
    if (
        second.type != first.type
        and second.type.startswith("certidao_")
        and _by_title(first)
        and not _by_title(second)
    ):
        # A title the first reading kept ("CADASTRO DE PESSOAS FÍSICAS") outweighs
        # a certidão the second read from its issuer's words alone: every certidão
        # says it is one, and a CPF card is no federal certidão for sharing the
        # Receita's name.
        return first
    return dataclasses.replace(second, rules=("second_reading", *second.rules))


def _by_title(cls: Classification) -> bool:
    """Whether one of its type's titles (or title lines) fired for ``cls``."""
    return any(r.startswith((f"{cls.type}:title:", f"{cls.type}:line:")) for r in cls.rules)


def _classify_reading(page: Page) -> Classification:
    """``classify_page`` on one reading of the page (its ``text``)."""
    if is_blank(page.text):
        if has_picture(page):
            return _picture_only()
        if _unread_print(page):
            return _unread()
        return Classification("em_branco", 0.99, ("blank:few_characters",), starts_document=False)
    if _noise_only(page):
        if _unread_print(page):
            return _unread()
        return Classification(
            "em_branco", NOISE_BLANK_CONFIDENCE, ("blank:noise_only",), starts_document=False
        )
    if signature_report(page.text):
        # A digital signature's verification report printed after the signed
        # document it checked (the ITI's "Verificador de Conformidade"): a page
        # of that document, not one of its own; alone in a file, a person looks.
        return Classification("outro", 0.3, (SIGNATURE_REPORT_RULE,), starts_document=False)
    found = _cpf_card(page.text, score_page(page.text))
    position = page_position(page.text)
    continued = (position is not None and position[0] > 1) or folio(page.text) > 1
    if not found.scores:
        if photo_sheet_caption(page.text):
            # Two photos, a name under them, a signature: OCR reads only the
            # name. Most likely the photo sheet, but only likely: a person
            # confirms it.
            return Classification(
                "foto_3x4",
                PHOTO_NAME_ONLY_CONFIDENCE,
                ("foto_3x4:name_only",),
                starts_document=not continued,
            )
        if has_picture(page) and sum(ch.isalnum() for ch in page.text) <= PHOTO_MAX_CHARS:
            # A picture, and a few stray marks OCR made of it and of a signature.
            return _picture_only()
        return _model_opinion(
            page, Classification("outro", 0.3, ("no_rule",), starts_document=not continued)
        )

    ranked = sorted(found.scores.items(), key=lambda kv: kv[1], reverse=True)
    if "outro" in found.titled and ranked[0][0] not in found.titled:
        # A look-alike's own title (a CNDT, e-CAC's report) outweighs the
        # issuer and labels it shares with a wanted document.
        ranked.sort(key=lambda kv: kv[0] != "outro")
    decided = (
        _criminal_record_issuer(page.text, found)
        or _union_payment(page.text, found)
        or _filed_contract(page.text, found)
        or _licence_record(page.text, found)
        or _tax_issuer(page.text, found)
        or _electoral_certificate(page.text, found)
        or _individual_firm(page.text, found)
        or _request_to_the_junta(page.text, found)
        # After the empresário's record: his certidão simplificada says so too.
        or _junta_record(page.text, found)
        or _social_security(page.text, found)
        or _electronic_transfer(page.text, found)
        or _goods_invoice(page.text, found)
        or _cpf_record(page.text, found)
        or _tax_certificate(page.text, found)
    )
    if decided is not None:
        found, ranked = _decide_pair(found, *decided)
    best_type, best = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    strength = min(1.0, best / FULL_SCORE)
    margin = max(0.0, (best - second) / best)
    confidence = round(strength * (0.5 + 0.5 * margin), 3)
    # A petition letter's last page (its closing, no addressee) goes on the
    # letter begun before it.
    letter_end = LETTER_END_RULE in found.fired.get(best_type, ())
    starts = best_type in found.titled and not continued and not letter_end
    cls = Classification(
        best_type,
        confidence,
        tuple(found.fired[best_type]),
        starts_document=starts,
        alternatives=tuple((t, round(v, 2)) for t, v in ranked[:5]),
    )
    if confidence < MODEL_BELOW:
        cls = _model_opinion(page, cls)
    if page.ocr_confidence is not None and page.ocr_confidence < MIN_OCR_CONFIDENCE:
        # A page Tesseract could hardly read goes to a person, whatever matched.
        cls = dataclasses.replace(
            cls, confidence=round(min(cls.confidence, page.ocr_confidence / 100), 3)
        )
    return cls


SIGNATURE_REPORT_RULE = "split:signature_report"
# What a signature verifier's report prints (ITI's validar.iti.gov.br, other
# PAdES verifiers): the checks it ran and their verdicts, no document's title.
_SIGNATURE_REPORT_MARKS = re.compile(
    r"verificador\s+de\s+conformidade|relatorio\s+de\s+(?:conformidade|verificacao\s+de\s+assinatura)"
    r"|validar\s*\.\s*iti\s*\.\s*gov|status\s+da\s+assinatura|caminho\s+de\s+certificacao"
    r"|politica\s+de\s+assinatura|resumo\s+criptografico|cifra\s+assimetrica"
    r"|atributos\s+obrigatorios|cadeia\s+de\s+certifica(?:dos|cao)|integridade\s+do\s+documento"
)
# Distinct marks a page needs to be such a report: a signed document's own
# foot names one or two ("validar.iti.gov.br", its policy).
SIGNATURE_REPORT_MIN = 4


def signature_report(text: str) -> bool:
    """Whether the page is a digital signature's verification report."""
    found = {m.group(0).split()[0] for m in _SIGNATURE_REPORT_MARKS.finditer(fold(text))}
    return len(found) >= SIGNATURE_REPORT_MIN


# An empty page an old scanner's dust and the paper's grain made Tesseract
# "read": its words are read with little confidence and nearly none is a word
# of five letters or more. Blank pages read so measured a mean confidence of
# 21-30 and 0-4% of such words; the poorest-read real pages without a
# picture 28-50 and 6-25% (a photocopied RG, 2%, has its photo).
NOISE_MAX_CONFIDENCE = 35.0
NOISE_MAX_WORD_SHARE = 0.05
NOISE_BLANK_CONFIDENCE = 0.8
# An empty sheet photographed on a textured desk, or a scanner lid's grain
# round it, is "read" as rows of capitals off the texture ("REESCRRENENDER
# ... FERREIRA"): many long words, but read at a mean confidence under 20
# and with no line of print in its ink (Page.ink_lines 0 to 2, heldout22's
# and heldout23's three such sheets). Real pages without a picture read at
# 22 and more (a forwarded photo of a CPF card, 24.8) and show their lines.
NOISE_SURE_CONFIDENCE = 20.0
NOISE_SURE_MAX_INK_LINES = 2
_LONG_WORD = re.compile(r"[^\W\d_]{5,}[.,;:]?")
_ANY_DATE = re.compile(r"\d{2}\s?[/.\-]\s?\d{2}\s?[/.\-]\s?\d{2,4}")


def _noise_only(page: Page) -> bool:
    """Whether an OCR'd page's text is noise read off an empty sheet."""
    if page.ocr_confidence is None or page.ocr_confidence >= NOISE_MAX_CONFIDENCE:
        return False
    if has_picture(page) or _ANY_DATE.search(page.text):
        return False
    if (
        page.ocr_confidence < NOISE_SURE_CONFIDENCE
        and page.ink_lines is not None
        and page.ink_lines <= NOISE_SURE_MAX_INK_LINES
    ):
        return True
    tokens = page.text.split()
    words = sum(1 for t in tokens if _LONG_WORD.fullmatch(t))
    return words < NOISE_MAX_WORD_SHARE * len(tokens)


# A page OCR read (almost) nothing on, or only noise, is not blank when its
# ink shows this many lines of print spread across it (Page.ink_lines,
# extractors.geometry): a thermal print scanned bilevel, its dots too fine
# for Tesseract, once went as "em_branco" with an address on it (28 such
# lines; an RG's copy OCR lost, 9), and a CTPS's "Anotações gerais" page, a
# booklet page of three typed lines over a guilloche, read as noise (6).
# Empty sheets showed 0 to 2 through every set's scanner (12 sheets each),
# 3 and 4 with a "PROTOCOLO RECEBIDO" stamp, 4 with a mould colony, and 6
# with a laser's screen photographed (heldout22's 46 empty pages; standard's
# 58 showed 0; docs/accuracy.md): that one goes to a person too. Calling
# print blank is the error to avoid; a blank page looked at costs a glance.
UNREAD_PRINT_LINES = 6
UNREAD_PRINT_RULE = "blank:unread_print"
UNREAD_PRINT_REASON = (
    "Página com linhas impressas que a leitura não conseguiu decifrar "
    "(digitalização ilegível); confira manualmente."
)


def _unread_print(page: Page) -> bool:
    """Whether a page OCR found (almost) nothing on holds lines of print all the same."""
    return page.ink_lines is not None and page.ink_lines >= UNREAD_PRINT_LINES


def _unread() -> Classification:
    """A page of print OCR could not read: never blank, never guessed; a person reads it.

    It stands as a document of its own, so that it is not folded unseen into
    the document before it.
    """
    return Classification("outro", 0.2, (UNREAD_PRINT_RULE,), starts_document=True)


# A page with only a person's name on it is taken for a photo sheet at this
# confidence: below the review threshold, so a person confirms it.
PHOTO_NAME_ONLY_CONFIDENCE = 0.45
# A page OCR read (almost) nothing on but that holds a picture: a photo
# sheet without a caption, most likely, but only likely (a blank page with
# a stuck-on note, a photo of something else): a person confirms it too.
PHOTO_PICTURE_ONLY_CONFIDENCE = 0.4
# Share of the page pictures must cover (Page.picture). One 3x4 photo is
# about 0.019 of an A4 page; the corpus's photo sheets measured 0.012-0.038
# (the heads alone of two thresholded photos, 0.0035), every blank page 0.
PICTURE_MIN_SHARE = 0.003


def has_picture(page: Page) -> bool:
    """True when reading found a picture (a photograph, not text) on the page."""
    return page.picture is not None and page.picture >= PICTURE_MIN_SHARE


def _picture_only() -> Classification:
    """A page with a picture and no text: the photo sheet, for a person to confirm.

    Never ``em_branco``: a page with a picture on it is not blank, and
    calling it so would report the photographs missing. It starts a
    document of its own, so that it is not taken into the document before.
    """
    return Classification(
        "foto_3x4",
        PHOTO_PICTURE_ONLY_CONFIDENCE,
        ("foto_3x4:picture_only",),
        starts_document=True,
    )


# What a photo sheet's OCR holds at most (a name, stray marks from the
# photos and the signature).
PHOTO_MAX_CHARS = 80
# A line of at most this many letters and digits is a speck, not text.
PHOTO_SPECK_CHARS = 6
_NAME_WORD = re.compile(r"^[^\W\d_]{2,}$")
_NAME_PARTICLES = frozenset({"da", "de", "do", "das", "dos", "e", "del", "la", "van", "von"})


def photo_sheet_caption(text: str) -> str | None:
    """The name printed under the photos, when a page holds only that.

    A line of two to six words of letters, capitalised (particles such as
    "da" aside), with only specks around it (what OCR makes of the photos
    and the signature: "PN", "(NIVA", "1111 ——"). No digit in the name, no
    label, no other line: a page with any of those is some other document.
    """
    if sum(ch.isalnum() for ch in text) > PHOTO_MAX_CHARS:
        return None
    lines = [
        line.strip()
        for line in text.splitlines()
        if sum(ch.isalnum() for ch in line) > PHOTO_SPECK_CHARS
    ]
    if len(lines) != 1:
        return None
    words = lines[0].split()
    if not 2 <= len(words) <= 6 or not all(_NAME_WORD.match(w) for w in words):
        return None
    if not all(w[0].isupper() or w.lower() in _NAME_PARTICLES for w in words):
        return None
    return lines[0]


def _has_any(folded: str, phrases: Sequence[str]) -> bool:
    skeleton = ocr_skeleton(folded)
    return any(
        re.search(rf"\b{re.escape(p)}\b", folded)
        or re.search(rf"\b{re.escape(ocr_skeleton(p))}\b", skeleton)
        for p in phrases
    )


def _leads(found: PageScores, pair: tuple[str, str]) -> bool:
    """Whether both of ``pair`` scored and one of them leads the page."""
    return all(t in found.scores for t in pair) and (
        max(found.scores, key=found.scores.__getitem__) in pair
    )


def _criminal_record_issuer(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """``(winner, loser, rule)`` when the issuer of a criminal record certidão decides its type.

    The police's certidão / atestado de antecedentes is a ``folha_corrida``,
    a court's is a ``certidao_criminal``; both may be titled "antecedentes
    criminais", so the title alone cannot tell them apart. A page titled
    "folha corrida" stays one whoever issued it (the TJRS alvará). Where both
    kinds of issuer or neither are named, the scores stand.
    """
    pair = ("folha_corrida", "certidao_criminal")
    if not _leads(found, pair):
        return None
    folded = _flat(text)
    police = _has_any(folded, POLICE_ISSUERS)
    court = _has_any(folded, COURT_ISSUERS)
    heading = _flat("\n".join(text.splitlines()[:HEADER_LINES]))
    if court and _has_any(heading, ("alvara de folha",)):
        # The TJRS "ALVARÁ DE FOLHA CORRIDA E CERTIDÃO CRIMINAL": the court's
        # folha corrida, whatever else its title names (its last word may
        # be set apart: "ALVARÁ DE FOLHA" ... "CORRIDA").
        return "folha_corrida", "certidao_criminal", "folha_corrida:title:alvara"
    if police and not court:
        return "folha_corrida", "certidao_criminal", "folha_corrida:issuer:police"
    if (
        court
        and not police
        and not _has_any(folded, ("folha corrida", "alvara de folha"))
        # (Its title damaged beyond the skeleton: "ALURRÁ DE FOLHA CORBIDA";
        # "antecedentes criminais" titles both.)
        and not ("folha_corrida" in found.titled and "certidao_criminal" not in found.titled)
    ):
        return "certidao_criminal", "folha_corrida", "certidao_criminal:issuer:court"
    return None


def _flat(text: str) -> str:
    """The page's folded text on one line, letter-spaced words closed up."""
    return " ".join(" ".join(_unspaced(line) for line in fold(text).splitlines()).split())


# A bank statement's line paying the union contribution: "PAGTO GRCSU CONTRIB
# SINDICAL 2026", "PAGAMENTO CONTRIBUICAO SINDICAL".
_UNION_PAYMENT = re.compile(
    r"\b(?:pagto|pgto|pagamento|pag|deb(?:ito)?)\b[^\n]{0,30}?"
    r"\b(?:grcsu|contrib(?:uicao|\.)?\s*sindical)"
)


def _union_payment(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A bank statement that lists the union contribution's payment proves that
    payment: the statement's titles are those of a proof of address, which a
    statement also is, but a company hands one in with such a line for the
    contribution."""
    # (Line by line: the payment's words and the contribution's on one line.)
    return _won_by_wording(
        fold(text),
        found,
        "comprovante_contribuicao_sindical",
        "comprovante_endereco",
        _UNION_PAYMENT,
        "statement_line",
    )


def _won_by_wording(
    folded: str, found: PageScores, winner: str, loser: str, wording: re.Pattern[str], rule: str
) -> tuple[str, str, str] | None:
    """``(winner, loser, rule)`` when one of two look-alikes leads the page
    and its ``folded`` text says ``wording``, which only ``winner`` says."""
    if not _leads(found, (winner, loser)) or not wording.search(folded):
        return None
    return winner, loser, f"{winner}:{rule}"


# A contract's clause heading: "CLÁUSULA PRIMEIRA", "CLÁUSULA 2ª", "Cláusula III".
_CLAUSE = re.compile(
    r"\bclausula\s+(?:\w+eira|segunda|quarta|quinta|sexta|\d{1,2}[ao]?|[ivx]{1,4})\b"
)


# The Junta's certidão simplificada or específica says what it is and that its
# facts come from the acts filed there.
_JUNTA_RECORD = re.compile(
    r"\bcertidao (?:simplificada|especifica)\b|\bdocumentos arquivados nesta junta\b"
)


JUNTA_RECORD_RULE = "registro_junta_comercial:junta_record"


def _junta_record(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A certidão simplificada printing its captions first ("Nome empresarial",
    "Ato constitutivo arquivado em", "Capital social") reads like the contract
    it summarises; its own name and the Junta's certifying phrase, without a
    contract's clauses, make it the Junta's record."""
    folded = _flat(text)
    if _CLAUSE.search(folded):
        return None
    return _won_by_wording(
        folded, found, "registro_junta_comercial", "contrato_social", _JUNTA_RECORD, "junta_record"
    )


def _filed_contract(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The Junta's "certidão de inteiro teor" of a contract is the contract
    itself, certified as filed: its pages carry the contract's clauses under
    the Junta's certifying heading or chancela."""
    pair = ("registro_junta_comercial", "contrato_social")
    if not _leads(found, pair):
        return None
    folded = _flat(text)
    if "inteiro teor" not in folded or not _CLAUSE.search(folded):
        return None
    return pair[1], pair[0], "contrato_social:filed_contract"


# The organs that issue a state's and a town's tax certidão. "Estado de Goiás"
# alone is no state organ: a town hall prints its state under its name.
_STATE_ORGANS = (
    "governo do estado",
    "secretaria de estado",
    "secretaria da fazenda do estado",
    "procuradoria geral do estado",
    "procuradoria-geral do estado",
    "receita estadual",
    "fazenda estadual",
    "fazenda publica estadual",
    "sefaz",
)
_TOWN_ORGANS = (
    "prefeitura",
    "municipio de",
    "secretaria municipal",
    "fazenda municipal",
    "fazenda publica municipal",
)


def _tax_issuer(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """``(winner, loser, rule)`` when the issuer tells a state's tax certidão from a town's.

    Both may be titled alike ("certidão negativa de débitos inscritos em
    dívida ativa"): the organ that issues it decides, where only one kind
    is named.
    """
    pair = ("certidao_estadual", "certidao_municipal")
    if not _leads(found, pair):
        return None
    folded = _flat(text)
    state = _has_any(folded, _STATE_ORGANS)
    town = _has_any(folded, _TOWN_ORGANS)
    if state and not town:
        return pair[0], pair[1], "certidao_estadual:issuer:state"
    if town and not state:
        return pair[1], pair[0], "certidao_municipal:issuer:town"
    return None


# ("Esta consulta não substitui a certidão de quitação": a mention, no certidão.)
_QUITE = re.compile(
    r"\bquite com a justica eleitoral|situacao:? quite\b|"
    # The app's chip over its caption: "QUITE" / "Situação perante a Justiça Eleitoral".
    # (OCR may garble the "Situação": "Sitúiição perante ...".)
    r"\bquite\b\W{0,8}(?:\w+\s+)?perante a justica eleitoral|"
    r"perante a justica eleitoral\W{0,8}quite\b"
)


def _electoral_certificate(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The voter's certidão de quitação printed from the e-Título app is the
    certidão, not the título: it certifies the voter "quite", which no título
    does, under the app's name and the título's own fields."""
    return _won_by_wording(
        _flat(text),
        found,
        "certidao_quitacao_eleitoral",
        "titulo_eleitor",
        _QUITE,
        "certifies_quite",
    )


# The electronic transfer authorisation, a sale's own record since 2021: "ATPV-e",
# "AUTORIZAÇÃO PARA TRANSFERÊNCIA DE PROPRIEDADE DE VEÍCULO – ELETRÔNICA".
_ELECTRONIC_TRANSFER = re.compile(
    r"\batpv\s?-\s?e\b|transferencia de propriedade de veiculo\W{1,4}eletronica"
)


def _electronic_transfer(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The ATPV-e is the sale, not the CRV: the DETRAN's system issues it on
    the seller's request, with the buyer, the price and the sale's date,
    where the paper CRV printed the same authorisation on its back. A page
    that is also the certificate ("CERTIFICADO DE REGISTRO DE VEÍCULO")
    stays the CRV."""
    folded = _flat(text)
    if "certificado de registro de veiculo" in folded:
        return None
    return _won_by_wording(
        folded, found, "contrato_compra_venda", "crv", _ELECTRONIC_TRANSFER, "electronic_transfer"
    )


# A nota fiscal's auxiliary print (DANFE), and what identifies a vehicle it sells: the
# NF-e of a vehicle carries its chassi (and a used one its RENAVAM) in the product's line.
_DANFE = re.compile(r"\bdanfe\b|documento auxiliar da nota fiscal")
_VEHICLE_SOLD = re.compile(r"\bchassi|\brenavam\b|ativo imobilizado")


def _goods_invoice(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A DANFE that sells no vehicle is no vehicle sale: a supplier's invoice
    for gas delivered to the company's address (with its due date and the
    delivery address) proves that address, as a gas bill does. The truck's
    plate in the DANFE's carrier block ("PLACA DO VEÍCULO") sells nothing."""
    folded = _flat(text)
    if not _DANFE.search(folded) or _VEHICLE_SOLD.search(folded):
        return None
    pair = ("comprovante_endereco", "contrato_compra_venda")
    if not _leads(found, pair):
        return None
    return pair[0], pair[1], "comprovante_endereco:goods_invoice"


# A municipal certidão's certifying words: "não constam débitos de tributos
# municipais" (OCR's specks between the words: "não constam n débitos").
# (Or "o contribuinte ... não possui débitos vencidos", "inexistem débitos", "não há débitos".)
_NO_DEBTS = re.compile(
    r"\bnao\s+consta[mn]?\W+(?:\w{1,2}\W+)?debitos\b|\bnada\s+consta\b"
    r"|\bnao\s+(?:possui|ha|existem)\s+debitos\b|\binexiste[mn]?\s+debitos\b"
)


def _tax_certificate(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A town's certidão de débitos is no ISS registration, however many of the
    registration's labels it prints ("INSCRIÇÃO MUNICIPAL" under its number):
    it certifies that no debts stand, which a registration never does."""
    return _won_by_wording(
        _flat(text), found, "certidao_municipal", "inscricao_iss", _NO_DEBTS, "no_debts"
    )


def _cpf_record(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A page of the Receita about a person's CPF ("Situação cadastral
    REGULAR", "Inscrito em", a CPF) that certifies nothing is the CPF's
    comprovante, not the federal certidão whose issuer it shares: every
    certidão calls itself one, and OCR keeps that word more often than the
    CPF app's title ("Compartilhar CPE")."""
    folded = _flat(text)
    if "certid" in folded or not find_cpfs(text) or "situacao cadastral" not in folded:
        return None
    if not _leads(found, ("cpf", "certidao_federal")):
        return None
    return "cpf", "certidao_federal", "cpf:no_certidao"


CPF_CARD_RULE = "cpf:card"
# The Receita's words on a CPF card, however OCR kept them ("RECEITÁ FEOERAL").
_CPF_ISSUER = re.compile(r"receita|fazenda|pessoas\s+fisicas|\bcpf\b")
_BIRTH = re.compile(r"\bnascimento\b")


def _cpf_card(text: str, found: PageScores) -> PageScores:
    """The CPF card (the blue CIC, the 2ª via the Correios print) with its title
    lost to OCR: the cartão CNPJ's "NÚMERO DE INSCRIÇÃO" over a CPF, a date of
    birth, which no company's record has, and no CNPJ anywhere. Only when no
    title fired and nothing but the cartão CNPJ's labels (or nothing) scored."""
    leader = max(found.scores, key=found.scores.__getitem__) if found.scores else None
    if found.titled or leader not in (None, "cartao_cnpj"):
        return found
    folded = _flat(text)
    if not (_BIRTH.search(folded) and _CPF_ISSUER.search(folded)):
        return found
    if find_cnpjs(text) or not find_cpfs(text):
        return found
    scores = {**found.scores, "cpf": found.scores.get("cartao_cnpj", 0.0) + CUE_WEIGHT}
    fired = {**found.fired, "cpf": [*found.fired.get("cpf", []), CPF_CARD_RULE]}
    return PageScores(scores, fired, found.titled)


# An empresário individual's legal nature: its code 213-5 or its name after the caption.
_INDIVIDUAL_NATURE = re.compile(
    r"\b213\s?-\s?5\b|natureza\s+juridica\W{0,5}(?:[^\n]{0,15}?)empresario\s*\(?\s*individual"
)


def _individual_firm(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The Junta's certidão simplificada of an empresário individual is his
    firm's registration: its "NATUREZA JURÍDICA 213-5 – EMPRESÁRIO
    (INDIVIDUAL)" says so, which no company's record does."""
    return _won_by_wording(
        _flat(text),
        found,
        "registro_firma_individual",
        "registro_junta_comercial",
        _INDIVIDUAL_NATURE,
        "individual_nature",
    )


# A request addressed to the Junta Comercial's president: the DREI's form.
_TO_THE_JUNTA = re.compile(r"\bpresidente\s+da\s+junta\s+comercial\b")


def _request_to_the_junta(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The "Requerimento de Empresário" asks the Junta Comercial's president to
    register the firm: it is the firm's registration record, however its title
    was broken ("REQUER IMENTO DE EMPRESÁR IO"), not a request to the
    secretariat, which no letter to the town addresses to the Junta."""
    return _won_by_wording(
        _flat(text),
        found,
        "registro_firma_individual",
        "requerimento",
        _TO_THE_JUNTA,
        "to_the_junta",
    )


# The social security's certidão names its issuer ("Receita Federal —
# Previdência", the INSS); the federal one covers the taxes and the Union's
# dívida ativa, which the other never names.
_SOCIAL_SECURITY = re.compile(r"\bprevidencia\b|instituto nacional do seguro social")
_FEDERAL_TAXES = re.compile(
    r"divida ativa da uniao|tributos federais|creditos tributarios federais|"
    r"tributos administrados pela secretaria"
)


def _social_security(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """The old CND of the social security contributions (the INSS's, later the
    Receita's "Previdência") against the federal certidão that shares its
    Receita heading and its Lei 8.212: the issuer's "Previdência" and no
    federal taxes or dívida ativa."""
    pair = ("certidao_inss", "certidao_federal")
    folded = _flat(text)
    if not _leads(found, pair) or _FEDERAL_TAXES.search(folded):
        return None
    if not _SOCIAL_SECURITY.search(folded):
        return None
    return pair[0], pair[1], "certidao_inss:issuer:previdencia"


# What a points certidão or extract is about: a count of points ("(0
# pontos)", "Pontuação (12 meses): 0 (zero)", "Total de pontos: 7") or the
# statement that none or no penalty is recorded ("não constam ... infrações",
# "nada consta").
_POINTS_CONTENT = re.compile(
    r"\d+\s*\(?\s*(?:pontos|zero)\b|\(\s*[0o]\s*pontos\s*\)"
    r"|(?:pontuacao|pontos)[^\n]{0,25}?(?:\d|\bzero\b)"
    r"|nada\s+consta|nao\s+(?:constam|consta|ha|possui)\b|sem\s+(?:pontuacao|pontos|infracoes)"
    r"|penalidades?\b|infrac\w*\s+(?:registrad|cometid|em\s+aberto|de\s+transito)"
)
# A points title on these first lines makes the page a points certidão.
LICENCE_TOP_LINES = 6
_POINTS_TITLES = tuple(
    p.phrase for p in all_patterns() if p.id.startswith("certidao_pontuacao_cnh:title:")
)
# The licence's own data: its category beside its caption ("Categoria atual
# D", "Categoria: AE") or the paid-activity observation.
_LICENCE_DATA = re.compile(
    r"categoria(?:\s+atual)?\s*:?\s*(?:ab|ac|ad|ae|a|b|c|d|e)\b|\bear\b|exerce\s+atividade\s+remunerada"
)


def _licence_record(text: str, found: PageScores) -> tuple[str, str, str] | None:
    """A DETRAN page of the licence's own data is the CNH, not a points certidão.

    A "certidão de habilitação" or the portal's "Minha CNH" page prints the
    licence as the card does (category, registro, first licence, EAR), under
    the DETRAN and "condutor" words a points certidão shares, and often a
    menu link or a closing line that names the prontuário. With no points
    counted nor any statement that none are recorded, and no points title at
    its top, such a page is the licence's.
    """
    pair = ("cnh", "certidao_pontuacao_cnh")
    if not _leads(found, pair):
        return None
    lines = [line for line in text.splitlines() if line.strip()]
    if _has_any(_flat("\n".join(lines[:LICENCE_TOP_LINES])), _POINTS_TITLES):
        # "Prontuário do Condutor" at the top: the points certidão, however
        # little of its body OCR kept.
        return None
    folded = _flat(text)
    if _POINTS_CONTENT.search(folded) or not _LICENCE_DATA.search(folded):
        return None
    return pair[0], pair[1], "cnh:licence_record"


def _decide_pair(
    found: PageScores, winner: str, loser: str, rule: str
) -> tuple[PageScores, list[tuple[str, float]]]:
    """``found`` once the issuer or the content said which of two look-alikes the page is.

    The evidence both read (a shared title, court wording) is the winner's;
    the other keeps half of it, as for a title quoted in a body.
    """
    scores = dict(found.scores)
    high, low = max(scores[winner], scores[loser]), min(scores[winner], scores[loser])
    scores[winner], scores[loser] = high, low * BODY_TITLE_FACTOR
    fired = {**found.fired, winner: [*found.fired.get(winner, []), rule]}
    titled = found.titled | {winner} if loser in found.titled else found.titled
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0] != winner))
    return PageScores(scores, fired, frozenset(titled)), ranked


def _model_opinion(page: Page, cls: Classification) -> Classification:
    """Ask the trained model about a page the rules were weak on.

    Where the model agrees with the rules' best type and is sure, the page
    is confidently that type; where the rules found nothing, the model's type
    is kept as a hint but the page still goes to a person (the model alone
    never decides); where they disagree, the rules' type stands. The model's
    answer is recorded among the rules either way.
    """
    predictions = textcat.predict(page.text, top=1)
    if not predictions:
        return cls
    label, probability = predictions[0]
    if probability < MODEL_MIN:
        return cls
    rule = f"textcat:{label}:{probability:.2f}"
    if label == cls.type:
        # Rules and model agree: as sure as the model, within the band that
        # passes review but never as sure as a clear title.
        agreed = MODEL_AGREED_MIN + (MODEL_AGREED_MAX - MODEL_AGREED_MIN) * (
            (probability - MODEL_MIN) / (1 - MODEL_MIN)
        )
        confidence = round(max(cls.confidence, agreed), 3)
        return dataclasses.replace(cls, confidence=confidence, rules=(*cls.rules, rule))
    if cls.type == "outro" and label != "outro":
        return dataclasses.replace(
            cls,
            type=label,
            confidence=min(cls.confidence, MODEL_ALONE_MAX),
            rules=(*cls.rules, rule),
        )
    return dataclasses.replace(cls, rules=(*cls.rules, rule))


# Documents that name several parties (partners, employer and employee,
# seller and buyer, lessor and lessee) on different pages: a page with other
# CPF/CNPJ numbers than the pages before it is no sign of a new document.
MULTI_PARTY_TYPES = frozenset(
    {
        "requerimento",
        "contrato_social",
        "estatuto_social",
        "registro_junta_comercial",
        "relacao_veiculos",
        "contrato_compra_venda",
        "comprovante_estacionamento",
        "ctps",
        "outro",
    }
)


def page_identifiers(text: str) -> frozenset[str]:
    """The CPF and CNPJ numbers (check digits valid) printed on a page."""
    return frozenset(v for v, _ in find_cpfs(text)) | frozenset(v for v, _ in find_cnpjs(text))


def split_documents(
    pages: Sequence[Page],
    classifications: Sequence[Classification],
    *,
    review_threshold: float = 0.6,
) -> list[Document]:
    """Group consecutive pages of each file into documents.

    A page starts a new document when it carries a title line or says it is
    "página 1 de n" (unless it says it is page n>1 of its document), or when,
    untitled, it is confidently of another type than the document being
    built. A page also starts one, untitled and of the same type, when the
    document before it said it was complete ("página 2 de 2"), or when it
    names only other CPF/CNPJ numbers than the document so far (two RGs of
    two people whose second title OCR lost). An untitled page of the same or
    an uncertain type continues the document before it, across blank pages
    (an empty back side does not end a document); so does a page holding only
    a print-out's spilled footer (``_print_tail``). Blank pages become
    ``em_branco`` documents of their own so that nothing is dropped silently.
    """
    documents: list[Document] = []
    current: dict | None = None
    current_file: str | None = None
    pages_of = Counter(page.file for page in pages)

    def close() -> None:
        nonlocal current
        if current is not None:
            documents.append(_to_document(current, review_threshold))
            current = None

    for page, cls in zip(pages, classifications, strict=True):
        if page.file != current_file:
            close()
            current_file = page.file
        if cls.type == "em_branco":
            alone = _is_image(page.file) and pages_of[page.file] == 1
            documents.append(
                Document(
                    page.file,
                    (page.number,),
                    "em_branco",
                    cls.confidence,
                    rules=cls.rules,
                    needs_review=alone,
                    review_reason=LONE_IMAGE_REASON if alone else None,
                )
            )
            continue
        position = page_position(page.text)
        ids = page_identifiers(page.text)
        names = company_lines(page.text)
        if current is not None and (
            (
                (
                    _continues(current, cls, review_threshold)
                    or _signs_for(current, cls, ids, names)
                    or _notarised_signatures(current, cls, page.text, review_threshold)
                    or _authentication_back(cls, page.text, review_threshold)
                    or _course_programme(current, cls, page.text)
                    or _running_header(current, cls, page.text)
                    or _next_by_position(current, position)
                )
                and not _new_by_position(current, position)
                and not _new_by_identifiers(current, cls, ids)
            )
            or _print_tail(cls, page.text)
        ):
            # Numbered as this document's next page ("Página 2 de 2" as its second).
            numbered = _next_by_position(current, position) or (
                current["position"] is None
                and position is not None
                and position[0] == len(current["pages"]) + 1 <= position[1]
            )
            current["pages"].append(page.number)
            current["page_confidences"].append(cls.confidence)
            head = current["cls"].type
            if _promoted(current["cls"], cls, review_threshold):
                # An unsure first page (a portal's cover sheet, the e-mail a
                # certidão came in) kept with a page sure of its type: the
                # document is of that type, as surely.
                current["cls"] = cls
            elif (
                cls.type not in (head, "outro")
                and (head, cls.type) not in _PART_OF
                and cls.confidence >= STRAY_MIN_CONFIDENCE
                and not (numbered and not _titled(cls))
            ):
                # Kept on a mark of the document being built, though best read
                # as another type: a person checks that no document hides in it.
                current["strays"].append((page.number, cls.type))
            current["position"] = position or current["position"]
            current["ids"] |= ids
            current["names"] |= names
            current["header"] = _first_line(page.text)
            continue
        close()
        cover, joined_rule = _cover_before(documents, page, cls, review_threshold)
        current = {
            "file": page.file,
            "pages": [*cover, page.number],
            "cls": cls,
            "page_confidences": [*(cls.confidence for _ in cover), cls.confidence],
            "position": position,
            "ids": set(ids),
            "names": set(names),
            "strays": [],
            "cover": _is_process_cover(page.text),
            "mail": _mail_cover(page.text),
            "joined_cover": joined_rule,
            "header": _first_line(page.text),
        }
    close()
    # Blank pages were appended as they came; restore file/page order.
    order = {name: i for i, name in enumerate(dict.fromkeys(p.file for p in pages))}
    documents.sort(key=lambda d: (order[d.file], d.pages[0]))
    return documents


# A photo or picture uploaded on its own (a file of one page) that reads as nothing: nobody
# photographs a blank sheet, so it is a picture the reader could not read (a
# card photographed small, in glare), for a person to look at; its items are
# not reported missing to the applicant meanwhile.
_IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".bmp", ".gif", ".heic")
LONE_IMAGE_REASON = "Imagem sem texto legível: conferir se contém um documento."


# A company's act prints its name and numbers atop every page ("VIAÇÃO X S.A.
# CNPJ 15.622.068/0001-80 NIRE 43300012345"): a page of the same kind under
# the same running header goes on, whatever title its body quotes (the
# extract of the assembly that consolidated the estatuto, on its last page).
_ACT_TYPES = frozenset({"contrato_social", "estatuto_social"})
_COMPANY_MARK = re.compile(r"\b(?:cnpj|cnp\W|nire|ltda|s\.?\s?a\.?|s/a)\b")
RUNNING_HEADER_MIN = 15
RUNNING_HEADER_SIMILARITY = 75


def _first_line(text: str) -> str:
    return next((fold(line).strip() for line in text.splitlines() if line.strip()), "")


def _running_header(current: dict, cls: Classification, text: str) -> bool:
    """Whether the page repeats the running header of the act being built."""
    if cls.type not in _ACT_TYPES or current["cls"].type != cls.type:
        return False
    before, now = current["header"], _first_line(text)
    return (
        min(len(before), len(now)) >= RUNNING_HEADER_MIN
        and _COMPANY_MARK.search(now) is not None
        and fuzz.ratio(before, now) >= RUNNING_HEADER_SIMILARITY
    )


def _is_image(file: str) -> bool:
    """True when ``file`` is named as a picture (JPEG, PNG, ...)."""
    return file.lower().endswith(_IMAGE_SUFFIXES)


# The Junta Comercial's process cover (the DREI's "capa do processo", its
# requerimento): "requer a Vossa Senhoria o deferimento do seguinte ato:
# CONTRATO", filed on top of the act it registers and scanned with it. It is
# the first page of that act, not a registration record of its own.
_PROCESS_COVER = re.compile(
    r"\bcapa\s+d[eo]\s+(?:processo|requerimento)\b"
    r"|\brequer\s+a\s+(?:vossa\s+senhoria|v\.?\s*s\.?\s*a?\.?)\s+o\s+deferimento\s+do\s+seguinte\s+ato"
)
# The town's own process cover (its "autuação" sheet): the protocol files the
# applicant's request under a cover naming the process, its "autuação" and
# the "interessado", and scans the request after it.
_TOWN_COVER_WORDS = (
    re.compile(r"\bautua(?:cao|do|da)\b"),
    re.compile(r"\binteressad[oa]s?\b"),
    re.compile(r"\bprocesso\b"),
)
COVER_RULE = "split:process_cover"
JOINED_COVER_RULE = "split:joined_process_cover"
JOINED_MAIL_RULE = "split:joined_mail_cover"
# The acts such a cover is filed on; the town's cover reads as the request it
# covers, the Junta's as a registration (whose own "requerimento de
# empresário" asks for the act too, so two of those stay two documents).
_COVERED_ACTS = frozenset(
    {"contrato_social", "estatuto_social", "registro_firma_individual", "requerimento"}
)
_SAME_TYPE_COVERED = frozenset({"requerimento"})


MAIL_COVER_RULE = "split:mail_cover"
# An e-mail's printed header: its labels, each opening a line (after a few
# specks a scan left), and its attachments.
_MAIL_LABEL = re.compile(
    r"^\W{0,3}(?:\w\W{0,2}){0,2}?\b(de|para|assunto|anexos?|enviad[oa]\s+em|cc)\s*[:.]", re.M
)
MAIL_LABELS_MIN = 3
_ATTACHMENT = re.compile(r"\banex[oa]s?\b|\banexad[oa]s?\b|\.pdf\b")
# What such an e-mail sends: a certidão (or a court's alvará de folha corrida,
# the FGTS certificate), and how it names it.
_CERTIFICATE = re.compile(r"certidao_|folha_corrida$|crf_fgts$")
_SENDS_CERTIFICATE = re.compile(r"\bcertid|\balvara\b|\bcertificado\s+de\s+regularidade|\bcrf\b")


def _mail_cover(text: str) -> bool:
    """Whether a page is a printed e-mail that sends a certidão as an attachment
    ("De:", "Enviado em:", "Para:", "Assunto:", "Anexos:")."""
    folded = fold(text)
    labels = {m.group(1).split()[0].rstrip("s") for m in _MAIL_LABEL.finditer(folded)}
    return (
        len(labels) >= MAIL_LABELS_MIN
        and _ATTACHMENT.search(folded) is not None
        and _SENDS_CERTIFICATE.search(folded) is not None
    )


def _is_process_cover(text: str) -> bool:
    """True when a page is a process cover: the Junta Comercial's
    (``_PROCESS_COVER``) or the town protocol's autuação sheet."""
    folded = fold(text).replace("\n", " ")
    return bool(_PROCESS_COVER.search(folded)) or all(
        word.search(folded) for word in _TOWN_COVER_WORDS
    )


def _cover_before(
    documents: list[Document], page: Page, cls: Classification, review_threshold: float
) -> tuple[tuple[int, ...], str | None]:
    """The page of a process cover read as a document of its own just before an
    act it covers, or of the e-mail that sent the certidão after it, taken out
    of ``documents`` to open it (or nothing); and the rule that joined it."""
    if not documents:
        return (), None
    last = documents[-1]
    if (
        MAIL_COVER_RULE in last.rules
        and _CERTIFICATE.match(cls.type)
        and (last.type == cls.type or last.confidence < review_threshold)
        and last.file == page.file
        and last.pages == (page.number - 1,)
    ):
        # The issuer's e-mail that sent the certidão, printed before it: its
        # subject names the certidão, or it reads as nothing sure (a request
        # sent by e-mail, surely read, stays a request).
        documents.pop()
        return last.pages, JOINED_MAIL_RULE
    if cls.type not in _COVERED_ACTS:
        return (), None
    if (
        last.file != page.file
        or last.pages != (page.number - 1,)
        or (last.type == cls.type and cls.type not in _SAME_TYPE_COVERED)
        or COVER_RULE not in last.rules
    ):
        return (), None
    documents.pop()
    return last.pages, JOINED_COVER_RULE


def _new_by_position(current: dict, position: tuple[int, int] | None) -> bool:
    """True when page numbering shows a new document begins here.

    "Página 1 de n" opens one; a document whose last page said "n de n" is
    complete, so the next page (numbered or not) belongs to another.
    """
    if position is not None and position[0] == 1:
        return True
    before: tuple[int, int] | None = current["position"]
    if before is None or before[0] != before[1]:
        return False
    # "2 de 2" then "3 de 3"? A misread total: trust only a coherent sequence.
    return position is None or position[0] != before[0] + 1


def _promoted(head: Classification, cls: Classification, review_threshold: float) -> bool:
    """True when a page kept in a document should give the document its type
    (or, of the same type, its confidence): the first page was unsure, this one is sure."""
    return (
        head.confidence < review_threshold
        and cls.confidence >= review_threshold
        and cls.type not in ("outro", "em_branco")
    )


def _titled(cls: Classification) -> bool:
    """Whether a title line (not only cues) made the page's classification."""
    return any(
        (":title:" in rule or ":line:" in rule) and "~mention" not in rule for rule in cls.rules
    )


def _next_by_position(current: dict, position: tuple[int, int] | None) -> bool:
    """True when the page is numbered as the next of the document being built
    ("2/2" after "1/2"): a certidão's last lines on a page of their own
    ("Requerente: ...") are not a request, whatever they look like."""
    before: tuple[int, int] | None = current["position"]
    return before is not None and position is not None and position == (before[0] + 1, before[1])


def _new_by_identifiers(current: dict, cls: Classification, ids: frozenset[str]) -> bool:
    """True when an untitled page of a one-party document names only other people."""
    head: Classification = current["cls"]
    if head.type in MULTI_PARTY_TYPES or cls.type != head.type:
        return False
    return bool(ids) and bool(current["ids"]) and not (ids & current["ids"])


# Acts that end with their parties' signatures, sometimes on a page of their own
# (a company's declaration of its fleet too: "Por ser expressão da verdade,
# firma a presente." over its sócia's name and CPF and the company's CNPJ).
_SIGNED_ACTS = frozenset(
    {
        "contrato_social",
        "estatuto_social",
        "registro_firma_individual",
        "contrato_compra_venda",
        "relacao_veiculos",
        # A request's signatures spilled onto a sheet of their own.
        "requerimento",
    }
)


def _signs_for(
    current: dict, cls: Classification, ids: frozenset[str], names: frozenset[str]
) -> bool:
    """An unrecognised page naming the CPF/CNPJ of the act being built continues it.

    The last page of a contract often holds only the place and date, the
    partners' and witnesses' names and CPFs: nothing a rule knows, but the
    same people as the act. The company's name alone on a line of its own,
    as the act printed it (the signature block "VIAÇÃO X LTDA / Sócia-
    Administradora", its CNPJ misread), is such a mark too. Only for signed
    acts: an unrecognised page behind another document stays a document of
    its own, for review.
    """
    head: Classification = current["cls"]
    return (
        head.type in _SIGNED_ACTS
        and cls.type == "outro"
        and "no_rule" in cls.rules
        and bool(ids & current["ids"] or _same_company(names, current["names"]))
    )


# Two company names read alike: OCR splits and damages a letterhead's words.
SAME_COMPANY_MIN = 90


def _same_company(names: Iterable[str], others: Iterable[str]) -> bool:
    squashed = {_squash(n) for n in others}
    return any(fuzz.ratio(_squash(n), o) >= SAME_COMPANY_MIN for n in names for o in squashed)


# A line holding only a company's name, ended by its legal form ("VIAÇÃO CAMOBI LTDA").
_COMPANY_LINE = re.compile(
    # (A few specks after it: "FRETAMENTOS QUARTA COL ÔniA LTDA iai".)
    r"^[\s|]*([a-z][a-z0-9 .&'-]{3,80}?\s(?:ltda|s\.?\s?a|s/a|eireli|epp))\.?"
    r"(?:[ \t]+\S{1,3})?[\s|]*$",
    re.MULTILINE,
)


def company_lines(text: str) -> frozenset[str]:
    """The company names standing alone on lines of ``text``, folded, spaces collapsed."""
    return frozenset(" ".join(m.group(1).split()) for m in _COMPANY_LINE.finditer(fold(text)))


# A course certificate's back: the programme it lists under its own heading
# ("CONTEÚDO PROGRAMÁTICO", "Programa do curso"), the course's name repeated.
_PROGRAMME = re.compile(r"^\W*(?:conteudo\s+programatico|programa\s+do\s+curso)\b", re.MULTILINE)
PROGRAMME_LINES = 3


def _course_programme(current: dict, cls: Classification, text: str) -> bool:
    """A course certificate's back (its programme, hours, registration and
    validity) continues the certificate before it, though the course's name
    on it reads as a title."""
    if current["cls"].type != "certificado_curso_transporte" or cls.type != current["cls"].type:
        return False
    head = "\n".join(fold(text).splitlines()[:PROGRAMME_LINES])
    return bool(_PROGRAMME.search(head))


# A notary's stamp recognising a signature ("Reconheço por semelhança a firma
# de ...", "Em testemunho da verdade").
_FIRMA_RECOGNISED = re.compile(
    r"\breconheco\b[^\n]{0,40}\bfirmas?\b|\bem\s+testemunho\s+da\s+verdade\b"
)


def _notarised_signatures(
    current: dict, cls: Classification, text: str, review_threshold: float
) -> bool:
    """An untitled, unsure page whose signatures a notary recognised continues
    the signed act being built: a sale contract's last page holds the parties'
    and witnesses' names under the tabelionato's firma stamps, whose words
    ("tabelionato", "selo digital") are a protest certidão's too."""
    head: Classification = current["cls"]
    return (
        head.type in _SIGNED_ACTS
        and not cls.starts_document
        and not _titled(cls)
        and cls.confidence < review_threshold
        and _FIRMA_RECOGNISED.search(fold(text)) is not None
    )


# A notary's stamp authenticating a copy ("AUTENTICAÇÃO · Confere com o original
# a mim apresentado. Dou fé."), alone on the copy's back.
_COPY_AUTHENTICATED = re.compile(
    r"confere\s+com\s+o\s+original|autentico\s+a\s+presente\s+copia|copia\s+autentica"
)
# At most this many letters and digits on such a back besides the stamp's own.
AUTHENTICATION_MAX_CHARS = 400


def _authentication_back(cls: Classification, text: str, review_threshold: float) -> bool:
    """An untitled, unsure page that holds only a notary's authentication of a
    copy goes on the copy before it: its words ("tabelionato", "selo") are a
    protest certidão's too, but a stamp alone is no document."""
    if _titled(cls) or (cls.type != "outro" and cls.confidence >= review_threshold):
        return False
    folded = fold(text)
    return (
        _COPY_AUTHENTICATED.search(folded) is not None
        and sum(ch.isalnum() for ch in folded) <= AUTHENTICATION_MAX_CHARS
    )


# A print-out's footer: its address, when it was printed, its page count.
_FOOTER_PIECES = re.compile(
    r"(?:https?://|www\.)\S+|impress[oa]\s+em\s+\S+(?:\s+(?:as\s+)?\d{1,2}[:h]\d{2}(?::\d{2})?)?"
    r"|pag(?:ina)?\.?\s*\d+\s*(?:de|/)\s*\d+"
)
# At most this much text beside the footer on a page that is only a print-out's
# tail, and no surer a type than this (an attached file's name listed there).
_TAIL_MAX_CHARS = 300
TAIL_MAX_CONFIDENCE = 0.5


def _print_tail(cls: Classification, text: str) -> bool:
    """An untitled page that holds only the foot of the page printed before
    it: a web form's print-out whose footer ("Impresso em 01/04/2026 16:52
    Página 1 de 1", the portal's address, a line on checking its
    authenticity), perhaps with the last lines of its list of attached files,
    spilled onto a sheet of its own. It ends the document before it,
    whatever page number the footer prints."""
    if _titled(cls) or (cls.type != "outro" and cls.confidence >= TAIL_MAX_CONFIDENCE):
        return False
    folded = fold(text)
    if not _FOOTER_PIECES.search(folded):
        return False
    rest = _FOOTER_PIECES.sub(" ", folded)
    return len(" ".join(rest.split())) <= _TAIL_MAX_CHARS


def _continues(current: dict, cls: Classification, review_threshold: float) -> bool:
    if cls.starts_document:
        return False
    head: Classification = current["cls"]
    if cls.type in (head.type, "outro"):
        return True
    if (head.type, cls.type) in _PART_OF:
        if JUNTA_RECORD_RULE in cls.rules:
            # The Junta's certidão simplificada saying so, its title lost in a
            # scan's noise, after the act it summarises: a document of its own.
            return False
        if not _titled(cls):
            # A page of the Junta's registration that does not name itself
            # (not "Certidão Simplificada") after the act it registers (its
            # "Termo de autenticação") is the act's last page.
            return True
    # Untitled and best read as another type: still the same document if the
    # page bears some mark of the document being built (page 2 of a contrato
    # social quoting a certidão), a new one when it bears none and its own
    # type is clear enough to trust.
    lead = cls.alternatives[0][1] if cls.alternatives else 0.0
    if any(t == head.type and score >= MARK_SHARE * lead for t, score in cls.alternatives):
        return True
    if cls.type != "outro" and cls.alternatives:
        # No mark of the document being built and a clear lead of its own
        # type (an untitled municipal certidão after a state one, another
        # issuer's heading): a document of its own, for review when unsure.
        runner_up = cls.alternatives[1][1] if len(cls.alternatives) > 1 else 0.0
        if cls.alternatives[0][1] - runner_up >= CLEAR_LEAD:
            return False
        if cls.alternatives[0][1] >= OWN_SCORE:
            # Many cues of its own kind and none of the document being built
            # (a court certidão's prose behind a fleet list): a document of
            # its own, though look-alikes of its kind keep the lead narrow.
            return False
    return cls.confidence < review_threshold


# A mark of the document being built is a score of its type at least this
# share of the page's own: a SEST SENAT certificate after a CNH names the
# "Registro da CNH" (cnh 1.0 against its own 8.0), and is no page of it.
MARK_SHARE = 0.2
# How far (in rule score) an untitled page's own type must lead every other
# for the page to leave a document that shows no mark of it.
CLEAR_LEAD = 1.0
# The score (about five distinct cues) at which an untitled page showing no
# mark of the document being built leaves it, however close its runner-up.
OWN_SCORE = 3.0


# A page kept in a document though read as another type, at least this
# surely, sends the document to review: a certidão scanned behind another
# with its title lost was taken into it and its item called missing
# (heldout5-19-0017). Below it, a long act's clause that merely cites a
# certidão ("certidão negativa de falência", confidence 0.125) would do it.
STRAY_MIN_CONFIDENCE = 0.3
# A page read as the second type inside a document of the first is part of
# it: the Junta's registration stamp on the last page of the act it registers.
_PART_OF = frozenset(
    (act, "registro_junta_comercial")
    for act in ("contrato_social", "estatuto_social", "registro_firma_individual")
)


def _type_label(doc_type: str) -> str:
    """The document type's name as notices print it ("certidão de quitação eleitoral")."""
    from checklists.loader import DOCUMENT_TYPES as LABELLED  # checklists imports extractors

    known = LABELLED.get(doc_type)
    return known.label if known is not None else doc_type


def _to_document(current: dict, review_threshold: float) -> Document:
    cls: Classification = current["cls"]
    needs_review = cls.type == "outro" or cls.confidence < review_threshold
    reason = None
    if needs_review:
        reason = (
            f"Tipo de documento incerto (confiança {cls.confidence:.0%}); confira manualmente."
            if cls.type != "outro"
            else UNREAD_PRINT_REASON
            if UNREAD_PRINT_RULE in cls.rules
            else "Documento não reconhecido; confira manualmente."
        )
    elif current.get("strays"):
        # A page read as another kind of document was kept in this one: if it
        # is one, the checklist would call it missing. A person looks.
        needs_review = True
        pages = ", ".join(str(number) for number, _ in current["strays"])
        kinds = ", ".join(dict.fromkeys(_type_label(t) for _, t in current["strays"]))
        reason = (
            f"Página(s) {pages} lida(s) como parte deste documento, mas parece(m) ser "
            f"{kinds}; confira se não é outro documento."
        )
    rules = cls.rules
    if current.get("cover") and len(current["pages"]) == 1:
        rules = (*rules, COVER_RULE)
    if current.get("mail") and len(current["pages"]) == 1:
        rules = (*rules, MAIL_COVER_RULE)
    if current.get("joined_cover"):
        rules = (*rules, current["joined_cover"])
    return Document(
        file=current["file"],
        pages=tuple(current["pages"]),
        type=cls.type,
        confidence=cls.confidence,
        rules=rules,
        needs_review=needs_review,
        review_reason=reason,
    )
