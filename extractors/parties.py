"""The petition's own parties, found word for word on a document's pages.

A petition names its company and its people on many documents, and the
clerk types their names and CNPJ/CPFs at the counter (``petition.yaml``).
Where a page's rules found no holder's name, or took a caption or a
fragment for it ("PARÂMETROS DA PESQUISA", "TRANSPORTES LTDA"), but one of
those typed names stands on the page word for word (accents, case and
punctuation aside; one glyph OCR confuses at most), that name is the
holder's, with the line it stands on as evidence; so is a typed CNPJ/CPF
the page prints where none was read. Nothing is guessed: a name the page
does not print is not taken, a number read is never replaced, and a page
that prints two candidates of the same kind keeps what its rules read.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from extractors.fields import COMPANY_TYPES, PERSON_TYPES, SNIPPET_MAX
from extractors.identifiers import confused_characters
from extractors.text import ENDS_AS_COMPANY, fold
from triagem.models import Evidence, Fields, Page

# Fewer letters than this make a name too common to be told on a page.
MIN_NAME_LETTERS = 8
# Whose name a document's holder is: a person's (a worker's CTPS names his
# employer too), a company's, the applicant's (the request he signs).
_PERSON_KIND = PERSON_TYPES | {"ctps"}
_COMPANY_KIND = COMPANY_TYPES
_APPLICANT_KIND = frozenset({"requerimento"})
# A firm named after its owner ("SÉRGIO FACCO MACHADO TRANSPORTES"): the
# typed person is not the firm's name (``_firm_named``).
_FIRM_TYPES = frozenset({"registro_firma_individual", "inscricao_iss"})
# Words a firma individual's name may add to its owner's (Código Civil art.
# 1.156: the activity's designation; the size, ME or EPP), folded.
_FIRM_DESIGNATIONS = frozenset(
    {
        "transportes",
        "transporte",
        "turismo",
        "fretamento",
        "fretamentos",
        "viagens",
        "locacao",
        "locadora",
        "servicos",
        "me",
        "epp",
        "mei",
    }
)
# Documents of one holder, whose certidão or record only names him: a name
# read there that shares no word with any party of its kind is a caption.
_ONE_HOLDER_TYPES = _PERSON_KIND | _COMPANY_KIND | _APPLICANT_KIND
_WORD = re.compile(r"[a-z0-9]+")
# Glyphs OCR takes for one another in capitals: a stem ("LTDA" read "ITDA",
# "IBICUÍ" "JBICUÍ", "PIVETTA" "PIVEITA", "FRETAMENTOS" "ERETAMENTOS") or a
# round one ("CERRO" read "CERRQ", "JOSÉ" "J0SÉ").
_CONFUSED = (frozenset("iljt1fe"), frozenset("o0qd"))
_PARTICLES = frozenset(
    {"de", "da", "do", "das", "dos", "e", "ltda", "s", "a", "sa", "me", "epp", "eireli"}
)
_ID_SEPARATOR = r"[ .,;:\-/]{0,2}"
# Letters OCR makes of digits.
_DIGIT_LOOKALIKES = str.maketrans("OQDILSBZGT", "0001158267")
_JOINED = re.compile(r"\w\s+[-·+|]\s+\w")
_LETTERS = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Party:
    """A name the clerk typed, with its identifier when typed too."""

    name: str
    company: bool
    identifier: str | None = None  # CNPJ or CPF digits
    applicant: bool = False

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(_WORD.findall(fold(self.name)))


def typed_parties(
    applicant: tuple[str | None, str | None, str | None],
    people: Sequence[tuple[str | None, str | None]],
) -> list[Party]:
    """The petition's parties, names as typed: the applicant (name, CNPJ,
    CPF) first, then the people (name, CPF)."""
    parties = []
    name, cnpj, cpf = applicant
    if name:
        company = bool(cnpj) or bool(ENDS_AS_COMPANY.search(name.strip()))
        parties.append(Party(name, company, _digits(cnpj if company else cpf), applicant=True))
    for name, cpf in people:
        if name:
            parties.append(Party(name, False, _digits(cpf)))
    # The applicant is often among the people too (a driver, a candidate):
    # one party per name, the applicant's entry first, a CPF typed either place.
    kept: dict[tuple[str, ...], Party] = {}
    for party in parties:
        if sum(len(w) for w in party.words) < MIN_NAME_LETTERS:
            continue
        same = kept.get(party.words)
        if same is None:
            kept[party.words] = party
        elif same.identifier is None and party.identifier and not same.company:
            kept[party.words] = dataclasses.replace(same, identifier=party.identifier)
    return list(kept.values())


def mend_from_parties(
    doc_types: Sequence[str],
    documents: Sequence[Fields],
    pages: Sequence[Sequence[Page]],
    parties: Sequence[Party],
) -> list[Fields]:
    """Each document's holder name and CNPJ/CPF, mended from the parties its pages print.

    ``pages`` gives each document's pages, in the order of ``documents``.
    A missing name, or one that is no party's, becomes the party's name when
    its pages print that name word for word and:

    - no name was read, or the name read is a piece of the party's (a
      truncated "TRANSPORTES LTDA") or holds it among stray letters ("HO O
      VIAÇÃO PINHAL LTDA"), or the document's CNPJ/CPF is the party's;
    - or, on a document of one holder only (not a vehicle's papers, a sale
      or a bill), the name read shares no word with any party of the same
      kind, particles and "LTDA" aside (a caption, or the garage on its
      parking contract), or is two names joined (an RG's filiação).

    A document whose own CNPJ/CPF is read and is not the party's keeps its
    name: the party is only mentioned there. Among several parties printed,
    one of the kind the document belongs to (a company's or a person's) is
    taken when it is the only such one; on a document either may hold, the
    one printed first; on a request, the applicant.

    A firma individual's or ISS registration's missing name is its owner's
    with the designation its page prints after it (``_firm_named``).

    A missing CNPJ or CPF becomes the holder's typed one when the pages
    print its digits (a space or a stray mark between them aside, which the
    readers refuse: "954284 19000155"; or one digit misread) and the
    document is the holder's: its name is the party's, or holds it (a
    firm's), or no name was read on a document of the party's kind. A CNPJ
    or CPF read is never replaced.

    Last, a document still without a name whose own CNPJ/CPF is a party's
    takes that party's name when its pages print the name's words in order
    with a few others between (a name wrapped beside another column).
    """
    out = []
    for doc_type, fields, doc_pages in zip(doc_types, documents, pages, strict=True):
        fields = _named(doc_type, fields, doc_pages, parties)
        fields = _identified(doc_type, fields, doc_pages, parties)
        out.append(_named_by_identifier(doc_type, fields, doc_pages, parties))
    return out


def _named_by_identifier(
    doc_type: str, fields: Fields, doc_pages: Sequence[Page], parties: Sequence[Party]
) -> Fields:
    """A missing name, on a document whose own CPF/CNPJ is a party's, when
    the page prints the party's words in order with a few others between
    (a name wrapped in a column beside another: "MARIA ROSSATO Nascimento
    24/02/1983 / Nome e VARGAS Nacionalidade"). A person's document with no
    identifier read at all: see ``_named_scattered_alone``. A name read that
    is no party's (an address's words the reader took, "BEATRIZ, SANTO
    ANTÔNIO DO DESCOBERTO/GO") gives way the same, the identifier being
    the party's."""
    if doc_type in _FIRM_TYPES or _is_party(fields.name, parties):
        return fields
    if not fields.cpf and not fields.cnpj and doc_type in _PERSON_KIND:
        return fields if fields.name else _named_scattered_alone(fields, doc_pages, parties)
    for party in parties:
        if (
            (doc_type in _PERSON_KIND and party.company)
            or (doc_type in _COMPANY_KIND and not party.company)
            or (doc_type in _APPLICANT_KIND and not party.applicant)
        ):
            # A worker's CTPS carries his employer's CNPJ too; a company's
            # request to register a driver, the driver's CPF.
            continue
        own = _digits(fields.cnpj if party.company else fields.cpf)
        if not own or own != party.identifier:
            continue
        for page in map(_page_words, doc_pages):
            span = _find_scattered(page.words, party.words, page.line_of)
            if span is None:
                continue
            evidence = {**fields.evidence, "name": page.evidence(*span)}
            return dataclasses.replace(fields, name=party.name.upper(), evidence=evidence)
    return fields


# A name wrapped without an identifier to confirm it has at least this many
# words: two ("CARLOS RIBEIRO") are too easily met by chance.
_SCATTER_ALONE_MIN_WORDS = 3
# A line naming the holder's parents: their names are not the holder's.
_PARENTS = re.compile(r"filiacao|\bpai\b|\bmae\b|\bgenitor")


def _named_scattered_alone(
    fields: Fields, doc_pages: Sequence[Page], parties: Sequence[Party]
) -> Fields:
    """A person's document that printed neither a name OCR could read nor a CPF.

    The name wrapped one word a line in a narrow column beside the next
    ("DANIELA / PIOVESAN / Eleitor(a) SOARES"): taken when exactly one typed
    person of three words or more is printed so, neither on nor under a line
    naming parents. Two people printed so, or none, leave the name missing.
    """
    found = []
    pages = [_page_words(page) for page in doc_pages]
    for party in parties:
        if party.company or len(party.words) < _SCATTER_ALONE_MIN_WORDS:
            continue
        for page in pages:
            span = _find_scattered(page.words, party.words, page.line_of)
            # Its lines and the one above (a "FILIAÇÃO" caption over them).
            lines = (
                page.lines[max(0, page.line_of[span[0]] - 1) : page.line_of[span[1]] + 1]
                if span
                else []
            )
            if span and not any(_PARENTS.search(fold(line)) for line in lines):
                found.append((party, page.evidence(*span)))
                break
    if len(found) != 1:
        return fields
    party, evidence = found[0]
    return dataclasses.replace(
        fields, name=party.name.upper(), evidence={**fields.evidence, "name": evidence}
    )


# How many other words (a date counts three) may stand between two of a
# name's words wrapped in a column (the next column's caption and value),
# and over how many lines.
_SCATTER_GAP = 8
_SCATTER_LINES = 3


def _find_scattered(
    words: Sequence[str], wanted: Sequence[str], line_of: Sequence[int]
) -> tuple[int, int] | None:
    """First and last index of ``wanted``'s words in order, each within
    ``_SCATTER_GAP`` words of the one before, over ``_SCATTER_LINES`` lines
    at most (``line_of``: each word's line)."""
    for start, word in enumerate(words):
        if word != wanted[0]:
            continue
        at, ok = start, True
        for part in wanted[1:]:
            ahead = words[at + 1 : at + 2 + _SCATTER_GAP]
            if part not in ahead:
                ok = False
                break
            at = at + 1 + ahead.index(part)
        if ok and line_of[at] - line_of[start] < _SCATTER_LINES:
            return start, at
    return None


def _named(
    doc_type: str, fields: Fields, doc_pages: Sequence[Page], parties: Sequence[Party]
) -> Fields:
    if doc_type in _FIRM_TYPES:
        return fields if fields.name else _firm_named(fields, doc_pages, parties)
    holder = _holder_among(doc_type, _printed(doc_pages, parties))
    # On a request, the sócio who signs for the company is not its holder.
    kept = [holder.party] if holder and doc_type in _APPLICANT_KIND else parties
    if holder is None or _is_party(fields.name, kept):
        return fields
    target = holder.party
    own = _digits(fields.cnpj if target.company else fields.cpf)
    if own and target.identifier and own != target.identifier:
        # The document's own CNPJ/CPF is another's: the name printed is a mention.
        return fields
    if fields.name and not _may_replace(doc_type, fields, target, parties):
        return fields
    evidence = {**fields.evidence, "name": holder.evidence}
    return dataclasses.replace(fields, name=holder.name, evidence=evidence)


def _firm_named(fields: Fields, doc_pages: Sequence[Page], parties: Sequence[Party]) -> Fields:
    """A firma individual's name: its owner's, printed with the words the
    Código Civil (art. 1.156) lets a firm add, its activity or size
    ("SÉRGIO FACCO MACHADO TRANSPORTES"). Only taken with such words: the
    owner's name alone is as likely his own line (his CPF's) as the firm's."""
    best: tuple[int, str, Evidence] | None = None
    for page in doc_pages:
        for line in (*page.text.splitlines(), *page.sparse_text.splitlines()):
            printed = _LETTERS.findall(line)
            words = [w for word in printed for w in _WORD.findall(fold(word))]
            if len(words) != len(printed):
                continue  # a letter fold splits: leave such a line alone
            for party in parties:
                if party.company:
                    continue
                at = _find(words, party.words)
                if at is None:
                    continue
                end = at + len(party.words)
                more = 0
                while end + more < len(words) and words[end + more] in _FIRM_DESIGNATIONS:
                    more += 1
                if more and (best is None or more > best[0]):
                    name = " ".join(w.upper() for w in printed[at : end + more])
                    snippet = " ".join(line.split())[:SNIPPET_MAX]
                    best = (more, name, Evidence(page=page.number, snippet=snippet))
    if best is None:
        return fields
    _, name, evidence = best
    return dataclasses.replace(fields, name=name, evidence={**fields.evidence, "name": evidence})


def _identified(
    doc_type: str, fields: Fields, doc_pages: Sequence[Page], parties: Sequence[Party]
) -> Fields:
    for attr, company in (("cnpj", True), ("cpf", False)):
        if getattr(fields, attr):
            continue
        for party in parties:
            if party.company != company or not party.identifier:
                continue
            if not _holds(doc_type, fields, party):
                continue
            evidence = _identifier_printed(doc_pages, party.identifier)
            if evidence is not None:
                evidences = {**fields.evidence, attr: evidence}
                fields = dataclasses.replace(fields, **{attr: party.identifier}, evidence=evidences)
                break
    return fields


def _holds(doc_type: str, fields: Fields, party: Party) -> bool:
    """Is the document the party's, by the name read on it?"""
    read = tuple(_WORD.findall(fold(fields.name or "")))
    if not read:
        kind = _COMPANY_KIND if party.company else _PERSON_KIND | _FIRM_TYPES
        return doc_type in kind
    if read == party.words:
        return True
    # A firm named after its owner: "SÉRGIO FACCO MACHADO TRANSPORTES".
    return not party.company and doc_type in _FIRM_TYPES and _find(read, party.words) == 0


def _identifier_printed(doc_pages: Sequence[Page], identifier: str) -> Evidence | None:
    """The line that prints ``identifier``, a space or stray mark between its
    digits aside, or with one of them misread. A CPF's or CNPJ's check digits
    are made to catch a single wrong digit, so another valid number is (but
    for rare sums) at least two digits away: a number one digit away from the
    typed one, on the holder's own document, is the typed one misread."""
    n = len(identifier)
    # Overlapping (a lookahead): "UP, 40.069.344/0001" must not hide "40.069.344/0001-71".
    # ")" and "]" are how OCR reads a J's hook: "B5.)G1.CQ0/0001-05".
    char = r"[0-9A-Z)\]]"
    run = re.compile(rf"(?<![0-9A-Z])(?=({char}(?:{_ID_SEPARATOR}{char}){{{n - 1}}})(?![0-9A-Z]))")
    for page in doc_pages:
        for text in (page.text, page.sparse_text):
            lines = text.splitlines()
            # Each line, then each line with the next: a number wrapped at a
            # line's end in running prose ("inscrita no CNPJ sob o nº LZ.IVV." /
            # "8GA/0001-34").
            for line in [*lines, *map(" ".join, itertools.pairwise(lines))]:
                for m in run.finditer(line.upper()):
                    if _misread(re.sub(r"[^0-9A-Z)\]]", "", m.group(1)), identifier) <= 1:
                        snippet = " ".join(line.split())[:SNIPPET_MAX]
                        return Evidence(page=page.number, snippet=snippet)
    return None


def _misread(read: str, identifier: str) -> int:
    """How many characters of ``read`` differ from ``identifier``'s; a letter
    OCR makes of a digit ("O" for 0) counts as that digit, any other as wrong.

    An alphanumeric CNPJ holds letters and digits both, so OCR's look-alikes
    (0/O, 1/I/J, 5/S, 8/B, 2/Z, 6/G) cannot be read back one way: up to three
    of them, each where the typed CNPJ has the other of the pair, count as
    the typed character ("B5.)G1.CQ0/0001-05" is B5JG1CQO000105)."""
    read = read.replace(")", "J").replace("]", "J")
    if identifier.isdigit():
        if sum(not c.isdigit() for c in read) > 2:
            return len(read)  # a word, not a number
        read = read.translate(_DIGIT_LOOKALIKES)
        return sum(a != b for a, b in zip(read, identifier, strict=True))
    wrong = sum(a != b for a, b in zip(read, identifier, strict=True))
    confused = confused_characters(read, identifier) if wrong <= 3 else None
    return 0 if confused else wrong


@dataclass(frozen=True)
class _PageWords:
    """A page's words (its text's, then its sparse reading's), folded and as
    printed, with the line each stands on."""

    number: int
    lines: list[str]
    words: list[str]
    printed: list[str]
    line_of: list[int]

    def evidence(self, first: int, last: int) -> Evidence:
        """The lines from word ``first`` to word ``last``, as the value's evidence."""
        lines = self.lines[self.line_of[first] : self.line_of[last] + 1]
        return Evidence(page=self.number, snippet=" ".join(" ".join(lines).split())[:SNIPPET_MAX])


def _page_words(page: Page) -> _PageWords:
    lines = [line for text in (page.text, page.sparse_text) for line in text.splitlines()]
    words: list[str] = []
    printed: list[str] = []
    line_of: list[int] = []
    for number, line in enumerate(lines):
        for word in _LETTERS.findall(line):
            folded = _WORD.findall(fold(word))
            words.extend(folded)
            printed.extend([word] if len(folded) == 1 else folded)
            line_of.extend([number] * len(folded))
    return _PageWords(page.number, lines, words, printed, line_of)


@dataclass(frozen=True)
class _Found:
    at: int  # word offset over the document's pages, for the order printed
    party: Party
    name: str  # the party's name in the page's letters (its accents)
    evidence: Evidence


def _printed(doc_pages: Sequence[Page], parties: Sequence[Party]) -> list[_Found]:
    """The parties the pages print word for word, in the order printed."""
    found: list[_Found] = []
    offset = 0
    for page in map(_page_words, doc_pages):
        for party in parties:
            if any(f.party == party for f in found):
                continue
            at = _find(page.words, party.words)
            if at is None:
                at = _find_misread(page.words, party.words)
            if at is None:
                # (A person's name scattered so: _named_scattered_alone.)
                opened = _find_line_openings(page, party.words) if party.company else None
                if opened is not None:
                    first, last = opened
                    evidence = page.evidence(first, last)
                    found.append(_Found(offset + first, party, party.name.upper(), evidence))
                continue
            end = at + len(party.words)
            # A word misread by one glyph is the typed word; the others as printed.
            pairs = zip(page.printed[at:end], page.words[at:end], party.words, strict=True)
            shown = [p if w == t else t for p, w, t in pairs]
            name = _spelled(party.name, shown)
            found.append(_Found(offset + at, party, name, page.evidence(at, end - 1)))
        offset += len(page.words) + 1
    # A person's name inside the firm's or company's name printed there is no party of its own.
    spans = [(f.at, f.at + len(f.party.words)) for f in found]
    kept = [
        f
        for f, (start, end) in zip(found, spans, strict=True)
        if not any(s <= start and end <= e and (s, e) != (start, end) for s, e in spans)
    ]
    return sorted(kept, key=lambda f: f.at)


# A name wrapped down a narrow column beside a body of text opens two or
# three lines in a row; it has this many words at least.
_OPENINGS_MIN_WORDS = 3
_OPENINGS_MAX_LINES = 3


def _find_line_openings(page: _PageWords, wanted: Sequence[str]) -> tuple[int, int] | None:
    """First and last word of ``wanted`` printed as the openings of consecutive lines.

    A ficha's label column is narrow and the certifying paragraph runs beside
    it: OCR reads each row across, "VIAÇÃO BOCA DO Prefeitura de Santa Maria,
    que ..." then "MONTE LTDA ...". The name's words, in order, are the first
    words of two or three lines in a row, each line opening with the next of
    them.
    """
    if len(wanted) < _OPENINGS_MIN_WORDS:
        return None
    starts: dict[int, int] = {}
    for index, line in enumerate(page.line_of):
        starts.setdefault(line, index)
    for line, first in starts.items():
        at, current, pieces = 0, line, 0
        while at < len(wanted) and current in starts and pieces < _OPENINGS_MAX_LINES:
            index, taken = starts[current], 0
            while (
                at < len(wanted)
                and index < len(page.words)
                and page.line_of[index] == current
                and page.words[index] == wanted[at]
            ):
                index, at, taken = index + 1, at + 1, taken + 1
            if taken == 0:
                break
            pieces, current = pieces + 1, current + 1
        if at == len(wanted) and pieces >= 2:
            return first, index - 1
    return None


def _spelled(typed: str, printed: Sequence[str]) -> str:
    """The typed name with the page's own letters: "S.A." kept, "CORAÇAO" as printed."""
    words = iter(printed)
    return _LETTERS.sub(lambda m: next(words, m.group()).upper(), typed.upper())


def _find(words: Sequence[str], wanted: Sequence[str]) -> int | None:
    n = len(wanted)
    for i in range(len(words) - n + 1):
        if words[i] == wanted[0] and tuple(words[i : i + n]) == tuple(wanted):
            return i
    return None


def _find_misread(words: Sequence[str], wanted: Sequence[str]) -> int | None:
    """Where ``wanted`` is printed with one glyph OCR confuses ("ITDA", "PIVEITA")."""
    n = len(wanted)
    if n < 2:
        return None
    for i in range(len(words) - n + 1):
        differing = [(w, t) for w, t in zip(words[i : i + n], wanted, strict=True) if w != t]
        if len(differing) == 1 and _one_glyph(*differing[0]):
            return i
    return None


def _one_glyph(read: str, wanted: str) -> bool:
    if len(read) != len(wanted) or len(wanted) < 4:
        return False
    pairs = [(a, b) for a, b in zip(read, wanted, strict=True) if a != b]
    return len(pairs) == 1 and any(set(pairs[0]) <= group for group in _CONFUSED)


def _holder_among(doc_type: str, found: Sequence[_Found]) -> _Found | None:
    if doc_type in _APPLICANT_KIND:
        found = [f for f in found if f.party.applicant]
    elif doc_type in _PERSON_KIND or doc_type in _COMPANY_KIND:
        found = [f for f in found if f.party.company == (doc_type in _COMPANY_KIND)]
        if len(found) != 1:
            return None
    return found[0] if found else None


def _is_party(name: str | None, parties: Sequence[Party]) -> bool:
    if not name:
        return False
    words = tuple(_WORD.findall(fold(name)))
    return any(words == p.words for p in parties)


# A person's name read with this many words (particles aside) is two names.
_TWO_NAMES_WORDS = 6


def _may_replace(doc_type: str, fields: Fields, party: Party, parties: Sequence[Party]) -> bool:
    read = tuple(_WORD.findall(fold(fields.name or "")))
    if not read:
        return True
    if _find(party.words, read) is not None:
        return True  # cut short: "TRANSPORTES LTDA"
    at = _find(read, party.words)
    last = at is not None and at + len(party.words) == len(read)
    if at is not None and (party.company or doc_type in _PERSON_KIND or last):
        # Stray letters around it ("HO O VIAÇÃO PINHAL LTDA", "NM JOSÉ
        # LIMA"); a person's name followed by more words may be a firm's.
        return True
    own = _digits(fields.cnpj if party.company else fields.cpf)
    if own and party.identifier and own == party.identifier:
        return True
    if doc_type not in _ONE_HOLDER_TYPES and not _is_certidao(doc_type):
        return False
    # A word in common with a party of the same kind, particles and a
    # company's kind aside ("GARAGEM CENTRAL CAMOBI LTDA" shares none with
    # "VIAÇÃO PINHAL LTDA").
    party_words = {w for p in parties if p.company == party.company for w in p.words}
    party_words -= _PARTICLES
    # Two names joined as one ("FERNANDO MARTINS KESSLER - DÉBORA FACCO
    # PEREIRA", the filiação) are no one's name; nor are six words or more
    # apart from particles, the separator lost ("RAFAEL PEREIRA MORAES
    # VANESSA BRONDANI SIMÕES").
    joined = bool(_JOINED.search(fields.name or "")) or (
        not party.company and len(set(read) - _PARTICLES) >= _TWO_NAMES_WORDS
    )
    return not party_words.intersection(read) or joined


def _is_certidao(doc_type: str) -> bool:
    return doc_type.startswith("certidao_") or doc_type == "folha_corrida"


def _digits(value: str | None) -> str | None:
    digits = "".join(ch for ch in value or "" if ch.isalnum()).upper()
    return digits or None
