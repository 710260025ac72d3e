"""Read the report's fields from the pages of one classified document.

``extract_fields(doc_type, pages)`` fills what applies to the type: the
holder's name and CNPJ/CPF, issue and validity dates, the result of a
certidão, the court of a criminal certidão, CNH category and EAR, vehicle
data, and a few extras (situação cadastral, vehicle count, insured amount,
exercício, control code). Every value carries an ``Evidence`` quoting the
original text around it, so a clerk can check it in one glance.

Rules match on ``fold_aligned`` text (lower case, no accents, same offsets),
so OCR that drops accents or changes case reads the same; labels are
accepted with or without their colon, with the value on the same line or on
the next one (card layouts print a row of labels over a row of values).
The wordings are those of documents.md, not of any one generator.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from rapidfuzz.distance import Levenshtein

from extractors.dates import (
    MONTHS,
    FoundDate,
    add_months,
    find_dates,
    fold_aligned,
    fold_captions,
    parse_date,
)
from extractors.identifiers import (
    OCR_TO_DIGIT,
    confused_characters,
    find_clipped_cpfs,
    find_cnpjs,
    find_cpfs,
    find_renavams,
    is_valid_cpf,
    mercosul_plate,
    normalize_plate,
    read_plate,
)
from extractors.layout import column_text, layout_texts
from extractors.text import ENDS_AS_COMPANY, is_transmission_line, strip_accents
from triagem.models import (
    PRINTED_CNPJS,
    RESTORED_CPF,
    SCHEMA_FIELDS,
    UNREADABLE_VALIDITY,
    Evidence,
    Fields,
    Page,
    Person,
)

SNIPPET_MAX = 120

# Whose document is it? A person's (CPF only), a company's (CNPJ only), or
# either (certidões, vehicle documents, bills: both are looked for).
PERSON_TYPES = frozenset(
    {
        "rg",
        "cpf",
        "cnh",
        "titulo_eleitor",
        "certificado_reservista",
        "certidao_quitacao_eleitoral",
        "folha_corrida",
        "certidao_criminal",
        "certificado_curso_transporte",
        "certidao_pontuacao_cnh",
        "atestado_saude",
        "foto_3x4",
        "identidade_estrangeiro",
    }
)
COMPANY_TYPES = frozenset(
    {
        "cartao_cnpj",
        "contrato_social",
        "registro_junta_comercial",
        "estatuto_social",
        "crf_fgts",
        "relacao_veiculos",
        "comprovante_estacionamento",
        "comprovante_contribuicao_sindical",
        "certidao_inss",
        "certidao_pis",
    }
)
# Documents that carry a result (negativa / positiva / com efeitos de negativa).
RESULT_TYPES = frozenset({"folha_corrida"})
# Certificates of regularity, not certidões negativas: no result unless the
# portal's refusal shows (CRF, PIS); the quitação says "quite" instead.
NO_RESULT_TYPES = frozenset({"crf_fgts", "certidao_pis", "certidao_quitacao_eleitoral"})
VEHICLE_TYPES = frozenset({"crlv", "crv", "apolice_seguro", "contrato_compra_venda"})
COMPANY_ACT_TYPES = frozenset({"contrato_social", "registro_junta_comercial", "estatuto_social"})
# The checklists count the age of an undated-validity document from its
# issue date; where none is printed, these roles stand in, in this order.
_ISSUE_FALLBACK = {
    "crf_fgts": ("valid_from", "consulted"),
    # A CNPJ lookup's screen: "Fonte: Receita Federal · dados atualizados em
    # 15/08/2026 21:07", printed then or later.
    # A system's screen printed: "Dados recebidos da RFB via REDESIM em
    # 02/02/2026 às 07:34:44", the one date with its clock time ("~clock").
    "cartao_cnpj": ("consulted", "@atualizados", "~clock"),
    "apolice_seguro": ("valid_from",),
    # A guia's date is the day it was paid (``_issue_date``, before any issue
    # date), else its due date ("@" names a label, not a role).
    "comprovante_contribuicao_sindical": ("@vencimento",),
    # A request with no date of its own dates from its filing: "DATA DO PROTOCOLO".
    **{
        t: ("@protocolo", "consulted")
        for t in (
            "requerimento",
            "requerimento_motorista",
            "requerimento_sad",
            "requerimento_veiculo",
        )
    },
    # A health certificate dates from the examination it reports.
    "atestado_saude": ("@exame", "consulted"),
}


# --- the document's text -----------------------------------------------------


@dataclass
class _Text:
    """The pages joined by newlines, folded, with offsets back to each page."""

    pages: Sequence[Page]
    text: str = ""
    folded: str = ""
    starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        parts, pos = [], 0
        for page in self.pages:
            self.starts.append(pos)
            parts.append(page.text)
            pos += len(page.text) + 1
        self.text = "\n".join(parts)
        self.folded = fold_captions(self.text)

    @functools.cached_property
    def dates(self) -> tuple[FoundDate, ...]:
        """``find_dates`` of these pages, read once for the dates and the vehicle's years."""
        return tuple(find_dates(self.text))

    @functools.cached_property
    def label_column(self) -> dict[str, tuple[str, tuple[int, int]]]:
        """``_label_column`` of these pages, read once for the name and the CPF."""
        return _label_column(self)

    def evidence(self, start: int, end: int) -> Evidence:
        """The page holding ``start`` and up to 120 characters of original text around the span."""
        index = max(i for i, s in enumerate(self.starts) if s <= start) if self.starts else 0
        page = self.pages[index] if self.pages else None
        if page is None:
            return Evidence(page=1, snippet="")
        base = self.starts[index]
        local_start, local_end = start - base, min(end - base, len(page.text))
        value = page.text[local_start:local_end]
        budget = max(0, SNIPPET_MAX - len(" ".join(value.split())))
        left = page.text[max(0, local_start - budget // 2) : local_start]
        right = page.text[local_end : local_end + budget - len(left)]
        snippet = " ".join((left + value + right).split())
        return Evidence(page=page.number, snippet=snippet[:SNIPPET_MAX])

    def line_bounds(self, pos: int) -> tuple[int, int]:
        start = self.folded.rfind("\n", 0, pos) + 1
        end = self.folded.find("\n", pos)
        return start, len(self.folded) if end < 0 else end

    def previous_line(self, pos: int) -> tuple[int, int] | None:
        """Bounds of the last non-empty line before the one holding ``pos``."""
        start, _ = self.line_bounds(pos)
        while start > 0:
            start, end = self.line_bounds(start - 1)
            if self.folded[start:end].strip():
                return start, end
        return None

    def next_line(self, pos: int) -> tuple[int, int] | None:
        """Bounds of the first non-empty line after the one holding ``pos``."""
        _, end = self.line_bounds(pos)
        while end < len(self.folded):
            start, end = self.line_bounds(end + 1)
            if self.folded[start:end].strip():
                return start, end
        return None


class _Builder:
    """Collects values with their evidence; first value set for a field wins."""

    def __init__(self, text: _Text) -> None:
        self.text = text
        self.values: dict[str, Any] = {}
        self.extra: dict[str, Any] = {}
        self.evidence: dict[str, Evidence] = {}
        self.spans: dict[str, tuple[int, int]] = {}
        self.people: tuple[Person, ...] = ()

    def set(self, name: str, value: Any, span: tuple[int, int], *, extra: bool = False) -> None:
        target = self.extra if extra else self.values
        if value is None or name in target:
            return
        target[name] = value
        self.spans[name] = span
        self.evidence[name] = self.text.evidence(*span)

    def set_unsure(self, name: str, value: Any, span: tuple[int, int]) -> None:
        """``set``, the value listed under ``SECOND_READING``: it stands only
        if another document of the petition confirms it (``confirm_second_readings``)."""
        if value is None or name in self.values:
            return
        self.set(name, value, span)
        self.extra[SECOND_READING] = (*self.extra.get(SECOND_READING, ()), name)

    def has(self, name: str) -> bool:
        return name in self.values

    def build(self) -> Fields:
        return Fields(**self.values, people=self.people, evidence=self.evidence, extra=self.extra)


# --- labels and their values -------------------------------------------------

# Labels whose value follows on the same line or the next one. A label counts
# where a label is printed: at the start of a line (after a field number such
# as "4d" or "2 e 1") or followed by a colon; "em seu nome, relativas a" in a
# body is not the label "Nome".
_LABEL_PREFIX = re.compile(
    # (A form's field number OCR misread, "1.1" as "Z. 4", still opens the line.)
    # (A lettered or numbered item of a summary table, too: "B) LOCATÁRIA ...".)
    r"^[\s\d.|\[(“\"']{0,4}(?:[a-z]\b|\d+\s*e\s*\d+)?[\s.)]*(?:\d{1,2}[\s.)]*)?$"
    # The first half of a double label, OCR-damaged: "fine / razão social" is "Nome / ...".
    r"|^[\s|\[(“\"']{0,4}[a-z]{2,6}\s*/\s*$"
    # A double label whose first half names the holder's role: "Associado / titular".
    r"|^[\s|]{0,4}(?:associad[oa]|cooperad[oa]|consumidor[a]?|cliente|usuari[oa]|requerente)"
    r"\s*/\s*$"
    # A section's number: "II - Outorgada compradora", "2. Empregador".
    r"|^[\s|]{0,4}(?:[ivx]{1,4}|\d{1,2})\s*[-–—.)]\s*$"
)
_VALUE_STOP = re.compile(
    r"\s{3,}|\t|\s(?:cpf|cnpj|c\.?\s?n\.?\s?p\.?\s?j|inscricao|data\s+d[ea]|rg\b|doc\.|"
    r"matricula|endereco|telefone|e-mail|nire|n[o°]\s*do\s+cpf|situacao|natureza)\b|"
    r"\s\d[\d.\-/ ]{5,}|"
    # An alphanumeric CNPJ beside the name in a table read across.
    # (not when only the company's suffix follows: _clean_name takes the number out).
    r"\s[0-9a-z]{2}\.?[0-9a-z]{3}\.?[0-9a-z]{3}/?\d{4}-?\d{2}\b"
    r"(?![ \t]+(?:ltda|s\.?\s?a\.?|eireli|epp)\.?[ \t]*(?:\n|$))"
)
_LABEL_WORDS = re.compile(
    # "CNP do contribuinte": an OCR-clipped "CNPJ" label is still a label.
    # A form's number before it ("01 - NOME", OCR's "OI - NOME") is still a label.
    r"^(?:(?:\d{1,2}|o[il1])\s*-?\s+)?"
    # The parents' captions ("Pai  Mãe", "filho de (pai) e de (mãe)"), the
    # state registration's "CGC/TE", "NOME EMPRESARIAL" read as "EMPRESARIAII".
    r"(?:pai|mae|filh[oa]\s+de|(?:[a-z]\s+){0,2}cgc(?:\s*/\s*te|ite|te)?|empresaria[il1|]+|"
    r"cpf|cnpj|c\s?n\s?p\s?j?|inscricao|data|endereco|logradouro|rg|doc|nire|"
    r"situacao|titulo|codigo|numero|natureza|filiacao|nacionalidade|naturalidade|placa|"
    r"renavam|unidade|classe|matricula|vencimento|referencia|registro|local|municipio|"
    r"bairro|cep|telefone|e-?mail|cargo|funcao|categoria|validade|emissao|expedicao|"
    r"sexo|estado\s+civil|profissao|atividade|porte|capital|assinatura|tipo|"
    r"socio|socia|socios|administrador\w*|participacao|objeto|prazo|nome|mes|ano|eixos|"
    # A foreigner's card's given-name caption, misread ("PRENONE", "reenone").
    r"p?re[en]?no[mn]e|"
    r"lotacao|carroceria|combustivel|potencia|capacidade|especie|marca|modelo|chassi|"
    r"qualificacao|documento|periodo|nascimento|nascid[oa]|natural\s+de|razao\s+social|"
    r"requerente|valor\s+(?:d[oa]|total|a\s+pagar|cobrado|pago)|"
    # A section's caption ("OBSERVAÇÕES", "Finalidade") is no one's name.
    r"observac(?:oes|ao)|obs|finalidade|historico|informac(?:oes|ao)(?:\s+complementares)?)"
    r"(?![a-z])"
)


_COLON = "colon"


_LEADER_COLON = re.compile(r"[ \t]{0,2}(?:[.·_][ \t]?)*:")


def _label_matches(text: _Text, pattern: re.Pattern[str], strict: bool | str) -> Iterator[re.Match]:
    """Matches of a label regex that stand where labels are printed.

    A strict label (a word prose uses too: "contribuinte", "cliente") needs
    its colon, or must open a line whose rest is a value in capitals: a
    form's cell "Contribuinte  VIAÇÃO PAMPA LTDA" prints no colon. A
    ``_COLON`` label (an OCR misreading of "Nome", which is also "NOTA")
    needs its colon.
    """
    for m in pattern.finditer(text.folded):
        line_start, line_end = text.line_bounds(m.start())
        at_line_start = bool(_LABEL_PREFIX.match(text.folded[line_start : m.start()]))
        # "NOME REQ........: X": dotted leaders up to the colon.
        has_colon = _LEADER_COLON.match(text.folded, m.end()) is not None
        rest = text.text[m.end() : line_end]
        following = text.next_line(m.end()) if not rest.strip(" \t|") else None
        # ... or stand alone on its line over a value in capitals ("CLIENTE" / "X LTDA"),
        # or open a row of labels over a row of values ("Cliente  Nº da instalação
        # Vencimento" / "X LTDA").
        if following is None and _label_row(rest):
            following = text.next_line(m.end())
        caps = strict is True and (
            # ("Estipulante / Segurado  05 CNPJ": the next field's number, then its label.)
            _capitals(_LEADING_FIELD_NUMBER.sub("", rest))
            or (following is not None and _capitals(text.text[following[0] : following[1]]))
            # A party's heading over its name's own label: "II - Outorgada compradora"
            # / "Razão social X LTDA".
            or (
                following is not None
                and not rest.strip(" \t:|")
                and _SUB_LABEL.match(text.folded, following[0], following[1]) is not None
            )
        )
        if has_colon or (at_line_start and (strict is False or caps)):
            yield m
        elif strict is True and at_line_start and _value_over_caption(text, m, m.end()):
            # A caption under its value ("X LTDA" / "EMPREGADOR" / "50.829.147/0001-67" / "CNPJ").
            yield m


_FIELD_NUMBER = re.compile(r"\d{1,2}[a-z]?")
_LEADING_FIELD_NUMBER = re.compile(r"^[ \t|]*\d{1,2}[a-z]?[ \t]+(?=[A-ZÀ-Þ])")


def _label_row(rest: str) -> bool:
    """True when ``rest`` reads as more column labels: capitalised words, no digits.

    "Nº da instalação Mês de referência Vencimento Total a pagar"; a sentence
    ("atendido pela unidade de") capitalises no word.
    """
    words = rest.replace("|", " ").split()
    # A form's field number before the next label is no value: "Segurado  05 CNPJ".
    words = [
        w
        for i, w in enumerate(words)
        if not (_FIELD_NUMBER.fullmatch(w) and i + 1 < len(words) and words[i + 1][:1].isupper())
    ]
    if len(words) < 2 or any(ch.isdigit() for w in words for ch in w):
        return False
    titled = sum(w[:1].isupper() for w in words)
    return titled >= 2 and titled >= len(words) / 3


def _capitals(value: str) -> bool:
    """True when ``value`` opens with a word and its letters are (nearly) all capitals."""
    value = value.strip(" \t-–·|.,;*'\"“”")
    letters = [ch for ch in value if ch.isalpha()]
    if len(letters) < 3 or not value[:1].isalpha():
        return False
    return sum(ch.isupper() for ch in letters) >= 0.9 * len(letters)


def _value_spans(
    text: _Text, end: int, stop: re.Pattern[str] | None = _VALUE_STOP
) -> list[tuple[int, int]]:
    """Candidate spans of the value printed after a label ending at ``end``.

    The rest of the line (after ':' or '-') when it holds something, then the
    next non-empty line (the value row under a row of labels); each cut at a
    column gap or at the next label.
    """
    spans: list[tuple[int, int]] = []
    _, line_end = text.line_bounds(end)
    start = end
    while start < line_end and text.folded[start] in " \t:-–.":
        start += 1
    # A dotted leader OCR garbled into specks and short marks before the colon
    # ("NOME: su gs E dig é : VIAÇÃO X LTDA"): the value starts after it.
    colon = text.folded.find(":", start, line_end)
    if colon > start and not re.search(r"[a-z]{4}|\d", text.folded[start:colon]):
        start = colon + 1
        while start < line_end and text.folded[start] in " \t:-–.":
            start += 1
    # A bilingual card's gloss ("NOME / NAME") is no value.
    bounds = [(start, line_end)] if start < line_end and text.folded[start] != "/" else []
    following = text.next_line(end)
    if following is not None and _WRAPPED_CAPTION.fullmatch(text.folded, *following):
        # The row of labels' last caption wrapped: "NOME  REGISTRO DE
        # ALISTAMENTO" / "(RA)" / "FULANO DE TAL  126899286448".
        following = text.next_line(following[1])
    if following is not None and not bounds and _BARE_LABEL.match(text.folded, *following):
        # OCR read a column of labels, then the column of their values.
        following = _column_value(text, end)
    if following is not None:
        bounds.append(following)
    for start, line_end in bounds:
        while start < line_end and text.folded[start] in " \t":
            start += 1
        stop_at = line_end
        if stop is not None:
            cut = stop.search(text.folded, start, line_end)
            if cut is not None and cut.start() > start:
                stop_at = cut.start()
        value_end = stop_at
        while value_end > start and text.folded[value_end - 1] in " \t.,;:-–":
            value_end -= 1
        if value_end > start:
            spans.append((start, value_end))
    return spans


_BARE_LABEL = re.compile(r"[ \t]*[\[|(]?[a-z][^:\n\d]{0,45}:[ \t]*$")
# A caption's abbreviation alone on its line, perhaps after a speck: "(RA)", "a (ra)".
_WRAPPED_CAPTION = re.compile(r"[ \t]*(?:[a-z][ \t]+)?\([a-z]{1,5}\)[ \t]*")
_COLUMN_CHECKS = (
    (re.compile(r"\bcpf\b"), lambda v: bool(find_cpfs(v))),
    (re.compile(r"c\s?n\s?p\s?[j)]"), lambda v: bool(find_cnpjs(v))),
    (re.compile(r"\bdata\b|nascimento|emissao|validade"), lambda v: bool(find_dates(v))),
)


_COLUMN_HEADER = re.compile(
    r"[ \t|\[(]*(?:nome\b|" + _LABEL_WORDS.pattern.removeprefix("^(?:") + r"[^\d\n:]*"
)


def _fails_check(text: _Text, label: tuple[int, int], value: str) -> bool:
    """True when a label that can be checked (CPF, CNPJ, date) cannot have ``value``."""
    label_text = text.folded[label[0] : label[1]]
    for pattern, check in _COLUMN_CHECKS:
        if pattern.search(label_text):
            return not check(value)
    return False


def _is_bare_label(text: _Text, bounds: tuple[int, int]) -> bool:
    return _BARE_LABEL.fullmatch(text.folded, *bounds) is not None


def _column_value(text: _Text, label_end: int) -> tuple[int, int] | None:
    """The value of a label read in a column of labels followed by a column of values.

    Tesseract often reads a two-column form as "Nome:" / "CPF:" / "Data de
    nascimento:" and only then "FULANO" / "526.018.159-06" / "10/05/1975".
    The label's rank in its column gives its value's rank; where a heading
    stands between the columns, the labels that can be checked (a CPF, a
    CNPJ, a date) choose the offset.
    """
    line = text.line_bounds(label_end)
    column = [line]
    while column[0][0] > 0:
        above = text.line_bounds(column[0][0] - 1)
        if not _is_bare_label(text, above):
            break
        column.insert(0, above)
    index = len(column) - 1
    while True:
        below = text.next_line(column[-1][1])
        if below is None:
            break
        if not _is_bare_label(text, below):
            # A label wrapped over two lines: "Data de Arquivamento do Ato" / "Constitutivo:".
            after = text.next_line(below[1])
            wrapped = text.folded[below[0] : below[1]]
            if after is None or not _is_bare_label(text, after):
                break
            if len(wrapped.strip()) > 45 or re.search(r"[\d:]", wrapped):
                break
            below = (below[0], after[1])
        column.append(below)
    values: list[tuple[int, int]] = []
    cursor = text.next_line(column[-1][1])
    # A table's header between the columns ("Sócio(s) / Administrador(es)",
    # "Nome / CPF", "Participação no" / "capital") holds no value.
    while (
        cursor is not None
        and _COLUMN_HEADER.fullmatch(text.folded, *cursor)
        and not text.text[cursor[0] : cursor[1]].isupper()  # values are in capitals
    ):
        cursor = text.next_line(cursor[1])
    while cursor is not None and len(values) < len(column) + 2:
        if _is_bare_label(text, cursor):
            break
        values.append(cursor)
        cursor = text.next_line(cursor[1])
    best: tuple[int, int] | None = None
    for offset in range(3):
        if offset + index >= len(values):
            break
        score = 0
        for rank, label in enumerate(column):
            label_text = text.folded[label[0] : label[1]]
            for pattern, check in _COLUMN_CHECKS:
                if pattern.search(label_text) and rank + offset < len(values):
                    value = values[rank + offset]
                    score += 1 if check(text.text[value[0] : value[1]]) else -1
                    break
        if best is None or score > best[0]:
            best = (score, offset)
    if best is None:
        return None
    return values[best[1] + index]


def _value_after(
    text: _Text, end: int, stop: re.Pattern[str] | None = _VALUE_STOP
) -> tuple[int, int] | None:
    """The first candidate of ``_value_spans``."""
    spans = _value_spans(text, end, stop)
    return spans[0] if spans else None


_NAME_TAIL = re.compile(
    r"\s*(?:\((?:matriz|filial)[^)]*\)|\(?\s*matriz\s+e\s+filiais\s*\)?)\s*$|[\s,;:.\-–]+$",
    re.IGNORECASE,
)


# The next column's caption read on the name's line, after two words of it at
# least: "MÁRCIO MEDEIROS LONDERO RA" (over the alistamento number), "JOSÉ SOUZA
# FAGUNDES DOC. IDENTIDADE / ÓRG. EMISSOR /" (a paper CNH's next box).
_CAPTION_TAIL = re.compile(
    r"(?<=\S\s)(?<=\S{2}\s)(?:\s*(?:RA|RG|CPF|UF|CEP|PIS|NIS|RNM|RNE|CTPS)"
    r"|\s*DOC\.?\s+(?:DE\s+)?IDENTIDADE\b[^a-z]*)$"
)


# A company act's heading run into the name: "ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA X S.A.".
_ACT_HEADING = re.compile(
    r"^(?:ATA\s+D[AE]\s+(?:\S+\s+){0,3}?(?:(?:EXTRA)?ORDIN[AÁ]RIA\s+(?:E\s+)?)+(?:D[AO]\s+)?"
    # A book's or a bundle's heading: "ATAS DE ASSEMBLEIAS GERAIS X S.A.".
    r"|ATAS\s+D[AE]S?\s+(?:REUNI[OÕ]ES|ASSEMBL[EÉ]IAS)(?:\s+GERAIS)?\s+(?:D[AO]\s+)?)"
    r"(?=\S+\s+\S)",
    re.IGNORECASE,
)
_BUSINESS_WORDS = frozenset(
    {
        "expresso",
        "transportes",
        "transporte",
        "fretamento",
        "fretamentos",
        "viacao",
        "turismo",
        "rodoviario",
        "empresa",
    }
)


def _letterhead_repeat(name: str) -> str:
    """A company's name without its letterhead's trade name run in before it.

    "CERRO AZUL  FRETAMENTOS CERRO AZUL LTDA", "PAMPA FRETAMENTO  EXPRESSO PAMPA
    LTDA": the name's own distinctive word comes back after a business word
    ("fretamentos", "expresso"); the name begins at that business word.
    """
    words = name.split()
    if len(words) < 4 or not ENDS_AS_COMPANY.search(name):
        return name
    first = fold_aligned(words[0]).lower()
    if first in _BUSINESS_WORDS or len(first) < 3 or _CONNECTOR.fullmatch(first):
        return name
    for i in range(2, len(words) - 1):
        if fold_aligned(words[i]).lower() == first and (
            fold_aligned(words[i - 1]).lower() in _BUSINESS_WORDS
        ):
            return " ".join(words[i - 1 :])
    return name


_LABEL_CELL = re.compile(
    r"(?i)[^|\n]{0,6}(?:razao|nome|denominacao|requerente|empresa)\b[^|\n]{0,16}\|\s*(?=\S)"
)
_CATEGORY_ROW_TAIL = re.compile(r"\s+[A-Za-z]{1,2}\s+(?:SIM|N[AÃ]O)\b.*$")


# Prose pointing at a party named elsewhere: "o contribuinte acima identificado".
_POINTER = re.compile(
    r"\b(?:acima|abaixo|supracitad[oa])\b|\b(?:identificad|qualificad)[oa]s?\b"
    # "EM NOME DO PESQUISADO NOS SISTEMAS ...": the role, not its holder.
    r"|^(?:pesquisad|requerent|interessad|contribuint)\w*\b"
    # "Certifico que,": the certifying sentence read in an empty label's place.
    r"|^(?:certific|declar|atest)\w*\s+que\b"
)


# Words of a sentence that no person's or company's name holds.
_PROSE_ONLY = re.compile(r"nao|ou|encontra|consta|constam")


def _clean_name(raw: str) -> str | None:
    """A plausible person or company name from a label's value, else None."""
    name = " ".join(raw.replace("“", "").replace("”", "").replace('"', "").split())
    name = name.replace("«", "").replace("»", "").strip()
    # Stray marks OCR appends: "FULANO DE TAL [N] [=".
    name = re.sub(r"(?:\s+\w?[\[\]{}|=<>~_]\S*)+$", "", name)
    # A CNH's table of categories beside the name: "FULANO DE TAL  C SIM 15.02.2036".
    name = _CATEGORY_ROW_TAIL.sub("", name)
    # The label's own cell before a rule: "RAZÃO CI > 1 | PINHAL TURISMO LTDA".
    cell = _LABEL_CELL.match(fold_aligned(name))
    if cell is not None:
        name = name[cell.end() :]
    # A number read inside the name from the next column: "X TURISMO 0CTC3XEI000105 LTDA".
    name = re.sub(
        r"\s+(?=\S*\d{6})\S{11,20}(?=\s+(?:LTDA|S\.?\s?A\.?|EIRELI|ME|EPP)\.?$)", "", name
    )
    # Table borders that OCR reads as characters, a speck before the name.
    name = name.strip("|[]{}_'‘’ ").lstrip(".,;*•·-–—=+~>_ ")
    name = _company_suffix(name)
    # ... and an I inside a word in capitals as "!" or "|": "CAMOB! LTDA".
    name = re.sub(r"(?<=[A-ZÀ-Þ])[!|](?=[A-ZÀ-Þ]|\s|$)", "I", name)
    if name.count("(") != name.count(")"):
        name = " ".join(name.replace("(", " ").replace(")", " ").split())
    previous = None
    while previous != name:
        previous = name
        name = _NAME_TAIL.sub("", name)
        name = _CAPTION_TAIL.sub("", name)
        # A speck read as a letter after a name in capitals: "TIAGO ALMEIDA FLORES I".
        name = re.sub(r"^((?:[A-ZÀ-Þ]{2,}\s+){2,}[A-ZÀ-Þ]{3,})\s+[A-DF-Z]$", r"\1", name)
    # The next column's number under a row of captions: "OTÁVIO LONDERO LIMA
    # 3647 4880 0400" (under "NOME DO(A) ELEITOR(A)  Nº DA INSCRIÇÃO").
    name = re.sub(
        r"^((?:[A-ZÀ-Þ][A-ZÀ-Þ'’.\-]*\s+){1,8}[A-ZÀ-Þ][A-ZÀ-Þ'’.\-]+)\s+\d[\d .\-/]{5,}$",
        r"\1",
        name,
    )
    # A bill's reference month after the company: "X LIDA OUT/2026".
    name = re.sub(r"(\b(?:L[TI1]DA|EIRELI|EPP|S\.\s?A\.?))\s+[A-Z]{3}/\d{2,4}$", r"\1", name)
    name = _company_suffix(_cut_column_tail(name))
    if not name:
        return None
    name = _letterhead_repeat(_ACT_HEADING.sub("", name))
    # The tail strip takes the abbreviation's own period: "X S.A." is the name.
    if re.search(r"\bS\.\s?A$", name, re.IGNORECASE):
        name += "."
    name = re.sub(r"^(?:sr\.?|sra\.?|o|a)\s+(?=[A-ZÀ-Þ]{2})", "", name, flags=re.IGNORECASE)
    # A speck or a logo's letter before a name in capitals: "O SÔNIA MORAES", "T TRANSPORTES X".
    name = re.sub(r"^[A-ZÀ-Þ]\s+(?=[A-ZÀ-Þ]{2,}\S*\s+[A-ZÀ-Þ])", "", name)
    first_letter = next((ch for ch in name if ch.isalpha()), "")
    if not name[:1].isalpha() or not first_letter.isupper() or ":" in name:
        # "do contribuinte", "da entidade", "Nome: X": labels, not names;
        # "23/08/1983 APRESENTAÇÃO ...": the next fields.
        return None
    if re.fullmatch(r"(?:\S{3,}\s+){2,}\S{3,}\s+[Ee]\s+(?:\S{3,}\s+){2,}\S{3,}", name) and not (
        ENDS_AS_COMPANY.search(name)
    ):
        # "CRISTIANO LONDERO GUIMARÃES E TATIANE CARVALHO SOARES": the parents'
        # line (filiação), two whole names, not one person's.
        return None
    if "R$" in name or " / " in name:
        # "SERVIÇO / DESCRIÇÃO PERÍODO VALOR (R$)": a table's header row (a
        # name writes "S/A" unspaced, never words between spaced slashes).
        return None
    letters = sum(ch.isalpha() for ch in name)
    digits = sum(ch.isdigit() for ch in name)
    if letters < 3 or digits > 0.2 * len(name) or len(name) > 150:
        return None
    if not re.search(r"[^\W\d_]{2,}", name):
        return None
    if _LABEL_WORDS.match(fold_aligned(name)) or _LABEL_WORDS.match(
        " ".join(re.sub(r"[^a-z]", " ", fold_aligned(name).lower()).split())
    ):
        return None
    if any(_ID_LABEL_TOKEN.fullmatch(token) for token in fold_aligned(name).split()):
        # "NOME “TcrF 7 CNP)": the rest of the line is the CPF/CNPJ label, misread.
        return None
    if _SUFFIX_ONLY.fullmatch(name):
        return None  # "Nome  LTDA": a stacked company name's last line, the rest lost
    if _ADDRESS.search(fold_aligned(name).lower()):
        return None  # "Rua Euclides da Cunha, 401, ... CEP": the next field, an address
    if _POINTER.search(fold_aligned(name).lower()):
        return None  # "SUJEITO PASSIVO ACIMA": the prose pointing at the holder, no name
    if _STATUS_WORDS.fullmatch(fold_aligned(name)):
        return None  # "REGULAR", "ATIVA": a situação read in the name's place
    if _PERSONAL_WORDS.fullmatch(fold_aligned(name).lower()):
        return None  # "BRASILEIRA", "CASADO": the next field of a form, not a name
    if _HEADING.match(fold_aligned(name)) or _TITLE_WORDING.search(fold_aligned(name).lower()):
        # "CARTEIRA DE IDENTIDADE", "REPÚBLICA FEDERATIVA DO BRASIL", a certidão's
        # title wrapped onto its second line ("TRIBUTÁRIOS FEDERAIS E À DÍVIDA ATIVA").
        return None
    words = name.split()
    if all(_CAPS_CONNECTOR.fullmatch(w.upper()) for w in words):
        # "E DE": a form's caption for the mother ("FILHO DE / E DE"), its
        # values typed elsewhere on the sheet.
        return None
    if len(words) == 1 and (not name.isupper() or len(name) <= 4):
        # "Certificamos": the sentence under an empty label; "CDE": a label misread.
        return None
    if _ocr_noise(words):
        return None  # "EEE EEE EEE X LTDA": a paper's texture or a fold read as letters
    prose = [w for w in words if w.islower() and not _CONNECTOR.fullmatch(w)]
    if len(prose) >= 2:
        return None  # "CERTIFICO, atendendo a pedido da parte ...": a sentence, no name
    if any(_PROSE_ONLY.fullmatch(fold_aligned(w).lower()) for w in words):
        # "NÃO SE ENCONTRA BAIXADO DE OFÍCIO OU COM": a certidão's sentence in
        # capitals after "o contribuinte", no name (no name says "não" or "ou").
        return None
    if _MIXED_CASE.search(name) or (
        sum(w.isupper() for w in words) >= 2 and any(_GARBLED_WORD.fullmatch(w) for w in words)
    ):
        # "Pnad PLANALTO TRANSPORTES LTDA": a name in capitals with an OCR'd
        # word in it is not read for sure.
        return None
    return name


def _company_suffix(name: str) -> str:
    # A speck after a company's suffix read as a letter: "X LTDA O" (once the
    # next column's words are cut: "X LIDA O as").
    name = re.sub(r"(\b(?:L[TI1]DA|EIRELI|EPP|S\.\s?A\.?))\s+[A-Z]$", r"\1", name)
    # OCR reads the T of a final "LTDA" as I or 1, and its L as "!".
    return re.sub(r"(?:\bL[I1]|(?<=\s)!T)DA$", "LTDA", name)


_TAIL_TOKEN = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]+:?|[a-zß-ÿ]{1,3}|[^\w\s]+")
_LOWER_WORD = re.compile(r"[a-zß-ÿ]+[.,:;]?")
_CAPS_CONNECTOR = re.compile(r"D[AEO]S?|E")


def _cut_column_tail(name: str) -> str:
    """A name in capitals without the next column read on its line.

    "OTÁVIO FAGUNDES CEZIMBRA Referência" (the next column's label),
    "DANIELA ROJAS MARCANO E e ——— nn" (a rule and specks): from the first
    word that is no capitals, only capitalised labels, short lower-case
    specks and punctuation follow. A connector left at the end goes too.
    """
    words = name.split()
    caps = 0
    while caps < len(words) and (
        words[caps].isupper() or _SUFFIX_ONLY.fullmatch(words[caps]) or not words[caps].isalpha()
    ):
        if not any(ch.isalpha() for ch in words[caps]):
            break
        caps += 1
    tail = words[caps:]
    if not caps or not tail or not _TAIL_TOKEN.fullmatch(tail[0]):
        return name
    # After a label's first word, its lower-case words: "Domicílio desde".
    if not all(_TAIL_TOKEN.fullmatch(w) or _LOWER_WORD.fullmatch(w) for w in tail[1:]):
        return name
    if not tail[0][:1].isupper() and any(_LOWER_WORD.fullmatch(w) and len(w) > 3 for w in tail):
        return name  # "ANA FLORES s simões": the name's own word, misread in lower case
    if all(_CONNECTOR.fullmatch(w.lower()) for w in tail):
        return name  # "X TRANSPORTES Ltda", "JOSÉ da SILVA": no column there
    if caps < 2:
        return ""  # "SOUZA Domicílio desde": one word of a name, then the next column
    kept = words[:caps]
    while len(kept) > 2 and _CAPS_CONNECTOR.fullmatch(kept[-1]):
        kept.pop()
    if sum(len(w) >= 3 for w in kept) < 2:
        return name  # "E RE A e —": specks, not a name and a column
    return " ".join(kept)


# Beyond this many words a "name" is a paragraph or a texture read as letters
# (the longest names of the corpus's companies and unions have 15).
_MAX_NAME_WORDS = 16


def _ocr_noise(words: Sequence[str]) -> bool:
    """Whether a run of words reads like noise rather than a name.

    Too many words; or, from six words, more than half of them one to three
    letters long ("ET EE EE LER EO ES"); or a word repeated three times
    ("EEE EEE EEE"). A name's connectors ("DA", "E", "DOS") count for neither.
    """
    if len(words) > _MAX_NAME_WORDS:
        return True
    own = [w for w in words if not _CONNECTOR.fullmatch(w.lower())]
    short = [w for w in own if len(w.strip(".,;")) <= 3]
    if len(words) >= 6 and 2 * len(short) > len(words):
        return True
    counts: dict[str, int] = {}
    for word in own:
        if len(word) >= 2:
            counts[word] = counts.get(word, 0) + 1
    return any(n >= 3 for n in counts.values())


# A card's or a certidão's heading, read where the holder's name was expected.
_HEADING = re.compile(
    r"(?:republica\s+federativa|carteira\s+(?:de|nacional)|cadastro\s+(?:de|nacional)|"
    r"comprovante\s+de|certidao\b|certificado\s+de|ministerio\b|secretaria\b|governo\s+d|"
    r"estado\s+d[eo]\b|poder\s+judiciario|tribunal\b|justica\s+|documento\s+de|"
    r"titulo\s+de\s+eleitor|registro\s+geral|valida\s+em\s+todo|"
    # A document's own title: "ALVARÁ DE FOLHA CORRIDA", "EXTRATO DE ATENDIMENTO".
    r"alvara\b|folha\s+corrida|extrato\s+d[eo]\b|atestado\s+d|declaracao\s+d|requerimento\b|"
    # The CPF card's back: "INFORMAÇÕES AO CONTRIBUINTE" (OCR'd "NFORMAÇÕES AO CO INTE").
    r"i?nformac\w*\s+a[os]\b)"
)
_ADDRESS = re.compile(
    r"^(?:rua|r\.|avenida|av\.|rodovia|travessa|alameda|estrada|praca|largo)\s|\bcep\b"
    r"|,\s*\d{1,5}\s*,"
)
_TITLE_WORDING = re.compile(
    r"\b(?:nada\s+consta|nao\s+consta|creditos\s+tributarios|tributarios\s+federais|divida\s+ativa|"
    r"debitos\s+(?:relativos|trabalhistas|tributarios)|cobranca\s+de\s+debitos|presente\s+data|"
    r"tributos\s+(?:federais|estaduais|municipais))\b"
)
_STATUS_WORDS = re.compile(
    r"regular|ativ[ao]|suspens[ao]|cancelad[ao]|nul[ao]|baixad[ao]|inapt[ao]|"
    r"pendente(?:\s+de\s+regularizacao)?|titular\s+falecido|negativa|positiva|nada\s+consta"
)
# A nationality, a civil status, a sex or an occupation, alone or in a row
# ("BRASILEIRA, CASADA"): the field under or beside a form's name.
_PERSONAL_WORD = (
    r"(?:brasileir|estrangeir|paraguai|argentin|uruguai|bolivian|venezuelan|peruan|"
    r"chilen|colombian|haitian|solteir|casad|divorciad|viuv|separad|empresari|"
    r"comerciant|motorist|masculin|feminin)[oae]?s?"
)
_PERSONAL_WORDS = re.compile(rf"{_PERSONAL_WORD}(?:[\s,;/]+{_PERSONAL_WORD})*")
# Case changing inside a word the way OCR garbles it: "BRisf", "TcrF".
_MIXED_CASE = re.compile(r"[A-ZÀ-Þ]{2}[a-zß-ÿ]|[a-zß-ÿ][A-ZÀ-Þ]")
# The small words names and company names keep in lower case.
_CONNECTOR = re.compile(r"d[aeo]s?|e|ltda|cia|eireli|me|epp|s/a|s\.a\.?|y|del|van|von|di")
# A word with lower-case letters that is neither a connector nor a company suffix.
_GARBLED_WORD = re.compile(r"(?!(?i:d[aeo]s?|e|ltda|cia|eireli|me|epp|s/a|s\.a)\.?$)\S*[a-zà-ÿ]\S*")


# "CNPJ" as OCR may print it, its J read as ")", "]", "1", "l", "i" or "|" (folded).
_CNPJ_WORD = r"cnp[j)\]1il|]"
# A "CPF"/"CNPJ" label as OCR may print it, standing alone as a word.
_ID_LABEL_TOKEN = re.compile(rf"\W*(?:cpf|{_CNPJ_WORD}?|c\.p\.f\.?|c\.n\.p\.j\.?)\W*")


# Who a document's holder is called on it: "Nome do contribuinte", "Nome da
# pessoa física", "Nome do(a) eleitor(a)".
_OWNER = (
    r"(?:contribuinte|requerente|titular|proprietari[oa]|segurad[oa]|cliente|condutor|"
    r"eleitor[a]?|interessad[oa]|pessoa(?:\s+(?:fisica|juridica))?|candidat[oa]|declarante|"
    r"empregad[oa]|trabalhador[a]?|beneficiari[oa]|portador[a]?|consumidor[a]?|motorista|"
    r"alun[oa]|empresa|empresari[oa]|locatari[oa]|empregador|inscrit[oa]|cidad[aã]o|"
    r"estrangeir[oa]|servidor[a]?|sujeito\s+passivo|usuari[oa]|parte)"
)
_NAME_LABELS: dict[str, tuple[str, bool | str]] = {
    # key: (regex on folded text, strict: see _label_matches)
    # Mainframe screens abbreviate it: "NOME EMPRES.....: X".
    # "Nome empresarial ou nome civil do contribuinte", its last word wrapped
    # in a narrow label column (the value beside "... nome civil do").
    "nome_empresarial": (
        r"\bnome\s+empres(?:arial\b|\.|\b)"
        r"(?:\s+ou\s+nome\s+c[il1]v[il1]l(?:\s+d[oa](?:\s+contribuinte)?)?)?",
        False,
    ),
    # OCR may leave a speck between the words: "razão > social".
    # ... and "RAZ.SOCIAL", "RAZAO SOC.".
    "razao_social": (
        r"\b(?:nome\s*/\s*)?raz(?:ao\s+|\.\s*)(?:[^\w\s]\s*)?soc(?:ial\b|\.)"
        # ... its first letters lost at the line's start: "ão social X LTDA".
        r"|(?m:^)ao\s+social\b",
        False,
    ),
    "nome": (
        # "Nome do(a) eleitor(a):", "Nome da pessoa física:": the holder, however addressed.
        r"\bnome(?:\s+(?:civil|completo|e\s+sobrenome|d[oa](?:\s*\([oa]\))?\s+(?:"
        + _OWNER
        + r")))?"
        r"(?:\s*\([oa]\)|(?<=[a-z])\b)"
        # ("Nome d de fantasia": OCR doubles a word's first letter.)
        r"(?!\s*(?:/\s*(?:razao|denominacao)|(?:d[aoe]?s?\s+){1,2}(?:fantasia)|"
        # "Nome da mãe", and a screen's "NOME MAE....:".
        r"(?:d[aoe]s?\s+)?(?:mae|pai|conjuge|genitor[a]?)\b|"
        r"social|fantasia|empres(?:arial\b|\.|\b)|req\.|pesq\."
        # "NOME LEGÍVEL / DOCUMENTO DE QUEM ASSINA": the signer's caption.
        r"|de\s+fantasia|da\s+via|legivel))"
        # A bilingual card's gloss: "Nome  Name", "Nome / Nombre".
        r"(?:[ \t]*/?[ \t]*(?:name|nombre|nom)\b)?",
        False,
    ),
    # OCR misreadings of "Nome:" ("Norne:", "Noto:"), only with their colon.
    "nome_ocr": (r"\bn[oa0](?:rn|m|n|t)[eoa0](?<!nome)\b", _COLON),
    # ... with its gloss: "Contribuinte (razão social)" over the company's name.
    "contribuinte": (r"\bcontrib(?:uinte\b|\.)(?:[ \t]*\((?:razao\s+social|nome)\))?", True),
    # A health certificate's "Paciente".
    "paciente": (r"\bpaciente\b", True),
    # A tax certidão's "Sujeito passivo": the taxpayer it is about.
    "sujeito_passivo": (r"\bsujeito\s+passivo\b", True),
    # A distribuição's search subject: "Pesquisado:", "Nome pesquisado:", "Parte:".
    "pesquisado": (
        r"(?<!periodo )\b(?:nome\s+)?(?:pesquisad[oa]|consultad[oa])\b(?:\s*\([oa]\))?|\bparte\b"
        # A mainframe screen's "NOME PESQ.....:".
        r"|\bnome\s+pesq\.",
        True,
    ),
    "requerente": (r"\brequerente\b|\bnome\s+req\.", True),
    "interessado": (r"\binteressad[oa]\b(?:\s*\([oa]\))?", True),
    "segurado": (r"\b(?:nome\s+do\s+)?segurad[oa]\b", False),
    # An APP policy's holder is the company that takes it out for its passengers.
    "estipulante": (r"\bestipulante(?:\s*/\s*segurad[oa])?(?:\s*/(?=\s*\S))?", True),
    "condutor": (r"\b(?:nome\s+do\s+)?condutor(?:a\b|\b(?:\s*\(a\))?)", True),
    # A court page's label column: "PESSOA JURÍDICA  X LTDA", "PESSOA FÍSICA  FULANO".
    "pessoa": (r"\bpessoa\s+(?:juridica|fisica)\b", True),
    # A bank's payment receipt: who paid the guia.
    "pagador": (r"\bpagador(?:a\b|\b(?:\s*\(a\))?)(?:\s*\(\s*contribuinte\s*\))?", True),
    # A boleto's payer: "Sacado (contribuinte)" over "X LTDA – CNPJ ...".
    "sacado": (r"\bsacad[oa](?:\s*\(\s*contribuinte\s*\))?", True),
    # The CTPS's "Trabalhador(a)" over the worker's name, or before it in
    # capitals (not the prose's "o trabalhador pode contestar": strict).
    "trabalhador": (r"\btrabalhador(?:\s*\(a\)|a)?(?=[ \t]*(?::|\n))", False),
    "trabalhador_linha": (r"\btrabalhador(?:\s*\(a\)|a)?(?=[ \t]+\S)", True),
    "proprietario": (r"\bproprietari[oa]\b", True),
    "titular": (r"\btitular\b", True),
    "cliente": (r"\bcliente\b", True),
    # A water bill's "Usuário": who the service is billed to.
    "usuario": (r"\busuari[oa]\b", True),
    # A telecom bill's subscriber; an invoice's addressee ("Destinatário").
    "assinante": (r"\bassinante\b", True),
    "destinatario": (r"\bdestinatari[oa]\b", True),
    "empresa": (r"\bempresa\b", True),
    "denominacao": (r"\bdenominacao(?:\s+social)?\b", True),
    "eleitor": (r"\beleitor(?:\s*\(a\)|a\b|\b)", False),
    "empregador": (r"\bempregador\b", True),
    "locataria": (r"\blocatari[oa]\b", True),
    # An invoice's or RPS's client: "TOMADOR DO SERVIÇO" over "X LTDA · CNPJ ...".
    # (Not its representative's: "Responsável pelo tomador: FULANO".)
    "tomador": (r"(?<!pelo )(?<!do )\btomador(?:\s+d[eo]s?\s+servicos?)?\b", True),
    # A parking plan's "termo de adesão": the client is its "Aderente".
    "aderente": (r"\baderente\b", True),
    # A service contract's client: "Contratante X LTDA – CNPJ ...".
    "contratante": (r"\bcontratante\b", True),
    "firma": (r"\bfirma(?:\s+(?:individual|social))?\b", True),
    # A bill's heading over its holder's block: "DADOS DO CLIENTE" / "X LTDA" / CNPJ.
    "dados_titular": (r"\bdados\s+d[oa]\s+" + _OWNER + r"\b", True),
    # The buyer of a purchase contract, however the contract calls him.
    "comprador": (
        r"\b(?:(?:outorgad[oa]|promissari[oa]|promitente)\s+)?comprador(?:\s*\(a\)|a|es|as)?"
        r"|\badquirente\b|\bcessionari[oa](?:\s*\(a\))?",
        True,
    ),
}
_NAME_ORDER: dict[str, tuple[str, ...]] = {
    "cartao_cnpj": ("nome_empresarial", "razao_social", "nome"),
    "crf_fgts": ("razao_social", "nome_empresarial", "nome"),
    "contrato_social": ("nome_empresarial", "razao_social", "denominacao"),
    "registro_junta_comercial": ("nome_empresarial", "razao_social", "denominacao"),
    "estatuto_social": ("nome_empresarial", "razao_social", "denominacao"),
    # "Nome" / "Nome civil" on a requerimento de empresário is the person's, not the firm's.
    "registro_firma_individual": ("nome_empresarial", "razao_social", "firma", "denominacao"),
    "cnh": ("nome",),
    "contrato_compra_venda": ("comprador",),
    "crlv": ("proprietario", "nome"),
    "crv": ("proprietario", "nome"),
    "apolice_seguro": ("estipulante", "segurado", "razao_social", "nome"),
    "relacao_veiculos": ("empresa", "razao_social", "nome_empresarial", "requerente", "nome"),
    "comprovante_estacionamento": (
        *("locataria", "aderente", "contratante", "tomador", "empresa", "razao_social"),
        "requerente",
        "nome",
    ),
    "comprovante_contribuicao_sindical": (
        "razao_social",
        "contribuinte",
        "empresa",
        "nome",
        "pagador",
        "sacado",
        # A bank statement listing the payment: its account holder.
        "cliente",
    ),
    "certidao_pis": ("empregador", "razao_social", "nome"),
    "ctps": ("nome", "trabalhador", "trabalhador_linha"),
    # A bill's payer on its stub is its holder too.
    "comprovante_endereco": (
        *("titular", "cliente", "nome", "razao_social", "usuario", "assinante"),
        *("destinatario", "pagador"),
        # A lease of the premises: its tenant.
        "locataria",
    ),
    "requerimento": (
        "requerente",
        "interessado",
        "razao_social",
        "nome_empresarial",
        "empresa",
        "nome",
    ),
    "cpf": ("nome", "nome_ocr"),
    "rg": ("nome", "nome_ocr"),
    "titulo_eleitor": ("eleitor", "nome"),
    "certidao_quitacao_eleitoral": ("eleitor", "nome"),
}
_DEFAULT_NAME_ORDER = (
    "nome",
    "razao_social",
    "nome_empresarial",
    "contribuinte",
    "requerente",
    "interessado",
    "pesquisado",
    "condutor",
    "pessoa",
    # An ASO's "1. Trabalhador(a)  FULANO": the worker examined.
    "trabalhador",
    "trabalhador_linha",
    "nome_ocr",
    "dados_titular",
    "sujeito_passivo",
    "paciente",
)
# Types whose name is only under their own labels: a company act's name, a
# firm (not its owner's civil name), a purchase contract's buyer.
_CLOSED_NAME_ORDER = COMPANY_ACT_TYPES | {"registro_firma_individual", "contrato_compra_venda"}
_LETTERHEAD_TYPES = frozenset({"relacao_veiculos", "comprovante_estacionamento", "requerimento"})
_NAME_END = r"[^,;:()]{3,120}?"
# What follows a holder's name in a sentence: his number, his qualification.
_NAME_FOLLOW = (
    r"(?=\s*,?\s*(?:inscrit|portador|cnpj|cnp[)\]]|c\.?n\.?p\.?j|cpf|pessoa|filh|natural|nascid|"
    # "..., título de eleitor nº ..., zona ...": a quitação's voter.
    r"com\s+sede|estabelecid|residente|rg\b|titul[oa]r?\s+(?:de\s+)?eleitor|inscricao|\())"
)
# "certifica que FULANO, inscrito no CPF ...", "Certifica-se que X (MATRIZ E
# FILIAIS), inscrito(a) no CNPJ sob o nº ..." (CNDT), "em nome de FULANO".
_NAME_SENTENCES = (
    re.compile(
        # "Declaramos, para fins de cadastro junto ao órgão gestor, que FULANO, inscrito ...".
        r"(?:(?:certific|declar)\w*(?:-se)?\s*,?\s+"
        r"(?:para\s+(?:os\s+(?:devidos\s+)?)?fins[^,]{0,160},\s*)?|"
        # "CERTIFICO, ..., que consultando o cadastro verifiquei que FULANO, filho(a) de".
        r"(?:verifiquei|constatei|verificou-se|constatou-se)\s+)que\s*,?\s*"
        # "que o(a) eleitor(a) FULANO, inscrito(a) ..." (TSE quitação).
        r"(?:o\s*\(a\)\s+|a\s*\(o\)\s+|o\s+|a\s+)?(?:\(a\)\s+)?"
        r"(?:sr\.?\s+|sra\.?\s+|senhor\w*(?:\s*\(a\))?\s+|empresa\s+|contribuinte\s+|"
        r"requerente\s+|eleitor(?:\s*\(a\)|a)?\s*:?\s+|cidad(?:ao|a)(?:\s*\(a\))?\s+|"
        r"interessad[oa](?:\s*\(a\))?\s+)?"
        # "Certifico que NADA CONSTA em nome de X, inscrita ...": X is the name.
        r"(?:(?:nada|nao)\s+consta\w*\s+(?:(?:em\s+nome\s+d[eao]|contra)\s*:?\s+)?)?"
        r"(?P<name>" + _NAME_END + r")" + _NAME_FOLLOW
    ),
    # "A Superintendência ..., a requerimento de X LTDA, inscrita no CNPJ ...".
    re.compile(
        r"\ba\s+(?:requerimento|pedido)\s+d[eao]\s+(?P<name>" + _NAME_END + r")" + _NAME_FOLLOW
    ),
    re.compile(
        r"(?:em\s+nome\s+d[eao]|\bcontra)\s*:?\s+(?P<name>" + _NAME_END + r")"
        # A period ends the name unless it is an abbreviation's ("S.A.").
        # ("S.A, inscrita": OCR lost the last period; ".A," is no sentence's end.)
        r"(?=\s*(?:,|\(|\.(?![a-z](?:\.|,))|cpf|cnpj|inscrit|portador))"
    ),
    # "o Sr. FULANO DE TAL, portador do CPF nº ..." (atestados, declarations).
    re.compile(
        # The name may wrap once; "Senhor(a) Chefe da Divisão ...\n...\nFULANO," is no name.
        r"\b(?:sr|sra|senhor|senhora)\.?(?:\s*\(a\))?\.?\s+"
        r"(?P<name>[^,;:()\n]{3,80}?(?:\n[^,;:()\n]{1,60}?)?)"
        r"(?=\s*,\s*(?:portador|inscrit|brasileir|estrangeir|nascid|filh|residente|cpf|rg\b))"
    ),
    # A line opening with "TRANSPORTES X LTDA, pessoa jurídica de direito
    # privado, inscrita no CNPJ ..." (requerimentos, contracts).
    # ... or "1. A TRANSPORTES X LTDA, registrada nessa Secretaria ..., por sua
    # sócia-administradora ..." (a letter's numbered paragraph).
    re.compile(
        r"(?:^|\n)(?:[ \t]*\d{1,2}[.)][ \t]+(?:a|o)[ \t]+)?"
        r"(?P<name>[^\n,;:]{3,100}?\b(?:ltda|s\s?/\s?a|s\.\s?a|eireli|epp)\.?)"
        r"\s*,\s*(?:pessoa\s+juridica|inscrit[oa]\s+no\s+c\.?\s?n\.?\s?p\.?\s?j|"
        r"registrad[oa]\s+(?:nest|ness|junto)|com\s+sede\b|por\s+(?:seu|sua)\s+"
        r"(?:socio|socia|representante|administrador|procurador))"
    ),
)
# After a name in capitals: a comma or a bracket opening the holder's number.
_CAPITAL_NAME_FOLLOW = _NAME_FOLLOW.replace(r"|\())", r"|\(\s*(?:cpf|cnpj|cnp[)\]]|rg\b)))")
# Sentences whose opening words prose uses for other things too ("em relação
# a débitos ..."): the name must be printed in capitals.
_CAPITAL_NAME_SENTENCES = (
    # "o(a) eleitor(a) FULANO, inscrição nº ...", "a empresa X LTDA, CNPJ ...",
    # wherever the sentence begins.
    re.compile(
        r"(?:\bo\s*\(a\)|\ba\s*\(o\)|\bo|\ba)\s+(?:eleitor(?:\s*\(a\)|a)?|requerente|"
        r"contribuinte|interessad[oa](?:\s*\(a\))?|cidad(?:ao|a)(?:\s*\(a\))?|titular|"
        r"portador(?:\s*\(a\)|a)?|candidat[oa](?:\s*\(a\))?|pesquisad[oa]|empresa|empregador|"
        r"sociedade(?:\s+empresaria)?)\s*:?\s+(?P<name>" + _NAME_END + r")" + _CAPITAL_NAME_FOLLOW
    ),
    # A certificate's "Conferimos a FULANO (CPF ...) o presente certificado".
    re.compile(
        r"(?:conferimos|confere-se|conferido|concedemos|concede-se|concedido|outorgamos|"
        r"outorga-se|outorgado|certificamos)\s*(?:a\s*o|a|ao|à)\s+(?:sr\.?\s+|sra\.?\s+)?"
        r"(?P<name>" + _NAME_END + r")" + _CAPITAL_NAME_FOLLOW
    ),
    # "em relação a X LTDA, CNPJ ...", "referente a FULANO, CPF ...".
    re.compile(
        r"(?:em\s+relacao\s+(?:a|ao|à)|referente\s+(?:a|ao)|relativ[ao]s?\s+(?:a|ao))\s+"
        r"(?P<name>" + _NAME_END + r")" + _CAPITAL_NAME_FOLLOW
    ),
)
_CONTRACT_NAME = re.compile(
    r"(?:sob\s+o\s+nome\s+empresarial|sob\s+a\s+denominacao(?:\s+social)?|"
    r"denominacao\s+social\s*(?:de|:)|nome\s+empresarial\s*:|"
    # A Junta's certidão in prose: "... o registro da empresa X, inscrita no CNPJ".
    r"(?:o\s+)?registro\s+da\s+(?:empresa|sociedade))\s*(?:de\s+)?[\"“']?"
    r"(?P<name>[^,;\"”]{3,150}?)"
    r"(?=[\"”']|\s*[,;]|\s+e\s+(?:usa\s+o\s+)?nome\s+de\s+fantasia|\s+com\s+sede|\.\s|\.$|"
    r"\s+(?:inscrit|cnpj))"
)
_QUALIFIER = re.compile(r"[ \t]+d[aoe]s?(?:[ \t]*\([aoe]\))?[ \t]+([a-z]+)")
# What a bill's holder holds: "TITULAR DA UNIDADE CONSUMIDORA", "da conta", "da linha".
_SERVICE_WORDS = r"(?:unidade|conta|instalacao|linha|ligacao|fatura)"
_SERVICE = re.compile(
    r"[ \t]+d[ao][ \t]+(" + _SERVICE_WORDS + r")(?:[ \t]+(?:consumidora|contrato|de\s+energia))?\b"
)
# A label wrapped after its preposition ("NOME EMPRESARIAL DO" / "REQUERENTE
# X LTDA"): the owner word opens the next line, before the value, maybe
# after a speck ("A PEGUERENTE X LTDA").
_WRAPPED_QUALIFIER = re.compile(
    r"[ \t]+d[aoe]s?(?:[ \t]*\([aoe]\))?[ \t.,:]*\n[ \t]*(?:\S[ \t]+)?([a-z]{5,})"
)
_ROLE_WORD = re.compile(r"[ \t]+(pesquisad[oa]|consultad[oa]|requerid[oa])\b")
_OWNER_WORDS = (
    *("requerente", "contribuinte", "titular", "declarante"),
    *("proprietario", "proprietaria", "segurado", "segurada"),
    *("interessado", "interessada", "candidato", "candidata"),
)
_NAME_CUT = re.compile(
    r",\s*(?:inscrit|com\s+sede|pessoa|portador|residente|cnpj|cpf|brasileir|neste\s+ato|"
    r"estabelecid|sediad|filh|nascid|natural)|\s+\(?matriz\b"
)
_COMPANY_SUFFIX = re.compile(
    # An OCR'd "LIDA" only at the end of a line, where a speck may follow it.
    r"\b(?:ltda|s\s?/\s?a|s\.\s?a\.?|eireli|me|epp)\b\.?|\bl[i1]da\b(?=[ \t.]*(?:\S[ \t]*)?$)",
    re.MULTILINE,
)
# A title's last line naming the kind of company, not the company.
_ACT_KIND = re.compile(
    r"(?:(?:d[ao]\s+)?sociedade(?:\s+empresaria)?(?:\s+limitada|\s+anonima|\s+por\s+acoes)?|"
    r"empresa\s+individual.*|contrato\s+social.*)"
)
_TITLE_PREFIX = re.compile(
    r"^.*(?:contrato\s+social|contratual|consolidacao|constitui\w*|estatuto\s+social|"
    r"certidao\s+simplificada|\bn[o°]\s*\d+|\bart\.?\s*\d+\s*o?)\s*"
    r"(?:d[aeo]s?\s+)?(?:sociedade(?:\s+empresaria)?(?:\s+limitada)?\s*)?[:\-–«]?\s*"
)


def _requested_for_another(text: _Text, doc_type: str) -> bool:
    """True when a certidão says in prose whom it is about ("CERTIFICO ... em nome
    de X, inscrita no CNPJ ..."): its "Requerente:" line then names whoever
    asked for it at the counter (an accountant, a clerk), not the holder."""
    if not (doc_type.startswith("certidao_") or doc_type in ("folha_corrida", "crf_fgts")):
        return False
    for sentence in _NAME_SENTENCES[:3]:
        for m in sentence.finditer(text.folded):
            span = _cut_name(text, m.span("name"))
            if _clean_name(text.text[span[0] : span[1]]):
                return True
    return False


def _extract_name(text: _Text, doc_type: str, out: _Builder) -> None:
    _find_name(text, doc_type, out)
    _foreigner_name(text, doc_type, out)
    name = out.values.get("name")
    if name:
        out.values["name"] = _with_accents(text, name)


# A value in capitals with its caption after it, in small letters, on its
# line: "GILBERTO FLORES FACCO nome", "X LTDA nome do sujeito passivo",
# "FULANO eleitor(a)", "X LTDA requerido".
_CAPTIONED_NAME = re.compile(
    r"^[^\w\n]*(?P<value>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9 .,'’&/\-]*[A-ZÀ-ÖØ-Þ.])[ \t]+"
    r"(?P<caption>[a-zß-ÿ][a-zß-ÿ() /.]*?)[ \t|]*$",
    re.MULTILINE,
)
_NAME_CAPTION = re.compile(
    rf"(?:nome(?:\s*/\s*razao\s+social)?|razao\s+social|nome\s+empresarial)"
    rf"(?:\s+d[aoe]s?(?:\s*\([aoe]\))?\s+(?P<owner>[a-z ]+))?|{_OWNER}"
    r"|eleitor\w*\)?|requerid[oa]"
)


# The labels a card or a certidão prints in a column, one a line, when OCR
# reads the label column whole before the value column.
_COLUMN_LABELS = {
    "nome": r"nome(?:\s+completo)?",
    "cpf": r"cpf",
    "mae": r"mae|nome\s+da\s+mae",
    "pai": r"pai|nome\s+do\s+pai",
    "nascimento": r"(?:data\s+de\s+)?nascimento",
    "rg": r"rg|identidade|doc\.?\s+identidade",
    "naturalidade": r"naturalidade",
    "nacionalidade": r"nacionalidade",
}
_COLUMN_LABEL = re.compile("|".join(f"(?P<{k}>{v})" for k, v in _COLUMN_LABELS.items()))
_PLAIN_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’.\- ]+")
_COLUMN_SEARCH = 15


def _label_column(text: _Text) -> dict[str, tuple[str, tuple[int, int]]]:
    """Values of a label column read before its value column, matched by position.

    "Nome" / "CPF" / "Mãe" / "Nascimento" / ... / "Gabriela Vargas Lima" /
    "134.287.831-01" / "Maria Vargas" / "10/07/1996": a run of labels alone
    on their lines, then (within a few lines) as many lines whose kinds fit
    the labels in the same order: a CPF under "CPF", a date under
    "Nascimento", a name under the names. Nothing unless every line fits.
    """
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text.text) if m.group(0).strip()]
    folded = [text.folded[a:b].strip(" \t|:[]") for a, b in lines]
    index = 0
    while index < len(lines):
        run = []
        while index < len(lines):
            label = _COLUMN_LABEL.fullmatch(folded[index])
            if label is None:
                break
            run.append(label.lastgroup)
            index += 1
        if len(run) < 2 or "nome" not in run:
            index += 1
            continue
        for first in range(index, min(index + _COLUMN_SEARCH, len(lines) - len(run) + 1)):
            window = [text.text[a:b].strip(" \t|") for a, b in lines[first : first + len(run)]]
            before = text.text[lines[first - 1][0] : lines[first - 1][1]].strip(" \t|")
            end = first + len(run)
            after = ""
            if end < len(lines):
                after = text.text[lines[end][0] : lines[end][1]].strip(" \t|")
            if _value_like(before) or _value_like(after):
                continue  # a longer block of values: which lines are whose is unsure
            if all(_fits_column(kind, value) for kind, value in zip(run, window, strict=True)):
                found = {}
                for kind, value, bounds in zip(run, window, lines[first:], strict=False):
                    found[kind] = (value, bounds)
                name = _clean_name(found["nome"][0])
                if name is None:
                    return {}
                found["nome"] = (name, found["nome"][1])
                return found
        return {}
    return {}


def _value_like(line: str) -> bool:
    return any(_fits_column(kind, line) for kind in ("cpf", "nascimento", "nome"))


def _fits_column(kind: str, value: str) -> bool:
    if kind == "cpf":
        return bool(re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", value))
    if kind == "nascimento":
        return bool(re.fullmatch(r"\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}", value))
    if kind in ("nome", "mae", "pai"):
        return bool(_PLAIN_NAME.fullmatch(value)) and len(value.split()) >= 2
    return bool(value) and _COLUMN_LABEL.fullmatch(fold_aligned(value).lower()) is None


_EMPLOYEE_CAPTION = re.compile(r"motorista|condutor[a]?|empregad[oa]|trabalhador[a]?")


def _name_before_caption(text: _Text, out: _Builder, doc_type: str = "") -> bool:
    """A name in capitals followed on its line by its caption in small letters.

    In a company's letter the employee it writes about ("SÔNIA LOPES
    motorista") is not the letter's holder: the company is.
    """
    for m in _CAPTIONED_NAME.finditer(text.text):
        # "eleitor(a)": the caption's gender mark aside.
        caption = re.sub(r"\s*\([aoe]\)", "", fold_aligned(m.group("caption"))).strip(" .")
        fit = _NAME_CAPTION.fullmatch(caption)
        if fit is None or (fit.group("owner") and not re.match(_OWNER, fit.group("owner"))):
            continue  # "nome da mãe", "mãe", "data de nascimento"
        if doc_type in _LETTER_TYPES and _EMPLOYEE_CAPTION.fullmatch(caption):
            continue
        name = _clean_name(m.group("value"))
        if name and len(name.split()) >= 2:
            out.set("name", name, m.span("value"))
            return True
    return False


def _wrapped_owner(text: _Text, end: int) -> re.Match[str] | None:
    """The owner word of a label wrapped after its preposition, read within two letters."""
    wrapped = _WRAPPED_QUALIFIER.match(text.folded, end)
    if wrapped is None:
        return None
    word = wrapped.group(1)
    if any(difflib.SequenceMatcher(None, word, owner).ratio() >= 0.8 for owner in _OWNER_WORDS):
        return wrapped
    return None


def _with_accents(text: _Text, name: str) -> str:
    """The name with the accents the document prints elsewhere for it.

    OCR drops accents far more often than it adds them: when the same name
    appears again in the document with accents ("IBICUI" here, "IBICUÍ" in
    the footer), those accents are taken, letter by letter, keeping the
    case of the value read.
    """
    folded = fold_aligned(name)
    if len(folded) != len(name):
        return name
    best = name
    pattern = re.compile(r"(?<![a-z])" + re.escape(folded).replace(r"\ ", r"\s+") + r"(?![a-z])")
    for m in pattern.finditer(text.folded):
        other = " ".join(text.text[m.start() : m.end()].split())
        if len(other) != len(name):
            continue
        merged = "".join(
            (o.upper() if c.isupper() else o.lower())
            if o != c and fold_aligned(o) == fold_aligned(c)
            else c
            for c, o in zip(name, other, strict=True)
        )
        if sum(not ch.isascii() for ch in merged) > sum(not ch.isascii() for ch in best):
            best = merged
    return best


def _find_name(text: _Text, doc_type: str, out: _Builder) -> None:
    order = _NAME_ORDER.get(doc_type, _DEFAULT_NAME_ORDER)
    if doc_type not in _CLOSED_NAME_ORDER and doc_type not in _LETTERHEAD_TYPES:
        # (A letter's or a list's own name is its letterhead, tried below.)
        # Other issuers label the holder otherwise: the common labels come next.
        common = _DEFAULT_NAME_ORDER
        if doc_type in PERSON_TYPES:
            common = tuple(k for k in common if k not in ("razao_social", "nome_empresarial"))
        order = tuple(dict.fromkeys(order + common))
    if doc_type in COMPANY_ACT_TYPES and _contract_name(text, out):
        return
    for key in order:
        if key == "requerente" and _requested_for_another(text, doc_type):
            continue
        pattern, strict = _NAME_LABELS[key]
        for m in _label_matches(text, re.compile(pattern), strict):
            # "Titular da unidade consumidora": the holder of the bill's service.
            qualifier = _SERVICE.match(text.folded, m.end()) or _QUALIFIER.match(
                text.folded, m.end()
            )
            if qualifier and not re.match(_OWNER + "|" + _SERVICE_WORDS, qualifier.group(1)):
                # "Nome da mãe", "Nome da entidade sindical": someone else's name.
                continue
            if qualifier is None:
                # "NOME PESQUISADO", "Nome consultado": the holder's name all the same.
                qualifier = _ROLE_WORD.match(text.folded, m.end()) or _wrapped_owner(text, m.end())
            end = qualifier.end() if qualifier else m.end()
            around = (
                _value_around_label(text, m, end)
                or _value_above_label(text, m, end)
                or _value_over_caption(text, m, end)
            )
            if around is None:
                around = _sub_label_value(text, end)
            if around:
                out.set("name", around[0], around[1])
                return
            for span in _value_spans(text, end) + _under_label_row(text, end):
                span = _trim_value(text, m.end(), _continued(text, _cut_name(text, span)))
                name = _clean_name(text.text[span[0] : span[1]])
                if name:
                    given = _given_name(text, doc_type)
                    if given == ():
                        return  # the given name is printed but unreadable: half a name
                    if given and not fold_aligned(name).startswith(fold_aligned(given[0])):
                        # A foreigner's card prints the surnames as "NOME", then "PRENOME".
                        name = f"{given[0]} {name}"
                        span = (min(span[0], given[1][0]), max(span[1], given[1][1]))
                    out.set("name", name, span)
                    return
    if doc_type not in COMPANY_ACT_TYPES:
        column = text.label_column.get("nome")
        if column is not None:
            out.set("name", column[0], column[1])
            return
    if doc_type not in COMPANY_ACT_TYPES and _name_before_caption(text, out, doc_type):
        return
    if doc_type in _MRZ_TYPES and (_mrz_name(text, out) or _name_over_parents(text, out)):
        return
    if doc_type in COMPANY_ACT_TYPES or doc_type in _LETTERHEAD_TYPES:
        # A company's own papers print its name as a heading, with no label.
        _title_company_name(text, out)
    if out.has("name") or doc_type in COMPANY_ACT_TYPES or doc_type in _LABEL_ONLY_TYPES:
        return
    for sentence in _NAME_SENTENCES + _CAPITAL_NAME_SENTENCES:
        capitals = sentence in _CAPITAL_NAME_SENTENCES
        for m in sentence.finditer(text.folded):
            span = _cut_name(text, m.span("name"))
            name = _clean_name(text.text[span[0] : span[1]])
            if name and (not capitals or _capitals(name)):
                out.set("name", name, span)
                return
    for m in _QUALIFIED_PERSON.finditer(text.text):
        before = text.folded[max(0, m.start("name") - 60) : m.start("name")]
        if _SOMEONE_ELSE.search(before):
            continue  # "filho de" / "FULANO, brasileiro": a parent, an attorney
        name = _clean_name(m.group("name"))
        if name:
            out.set("name", name, m.span("name"))
            return
    if doc_type in _NAME_CAPTION_TYPES:
        _caption_name(text, out)
    elif doc_type == "cpf":
        _name_beside_cpf(text, out)
    if not out.has("name") and (doc_type in PERSON_TYPES or doc_type == "ctps"):
        _name_under_trailing_caption(text, out)
    if not out.has("name") and doc_type in PERSON_TYPES:
        _name_over_holder_data(text, out)
    if not out.has("name") and doc_type == "ctps":
        family = _holder_and_parents([m for m in re.finditer(r"[^\n]+", text.text)])
        if family is not None:
            out.set("name", family[0], family[1])
    if not out.has("name") and (doc_type in PERSON_TYPES or doc_type == "ctps"):
        _name_after_menu_item(text, out)
    if not out.has("name") and doc_type in _ADDRESSED_TYPES:
        _name_over_address(text, out)
    if not out.has("name") and doc_type in _OWNER_LINE_TYPES:
        _name_on_its_id_line(text, out)
    if not out.has("name") and (doc_type in PERSON_TYPES or doc_type == "ctps"):
        # "RAFAEL TONETTO DORNELLES 113.434.450-35": a person's name on the
        # line of the CPF, the captions over them read apart or lost.
        _name_on_its_id_line(text, out, people_only=True)
    if not out.has("name") and (doc_type.startswith("certidao_") or doc_type in _REGISTRY_TYPES):
        # (Public bodies issue these: a company by a CNPJ there is the holder,
        # not an insurer or a seller as on a policy or a contract.)
        _name_on_its_id_line(text, out) or _company_beside_cnpj(text, out)


# A portal's page printed with its side menu: the menu's item and the
# "Nome" row read as one line ("Dados pessoais Nome RODRIGO PIVETTA SOUZA",
# the CTPS Digital's contracts page).
_NAME_AFTER_MENU_ITEM = re.compile(
    r"^[ \t|]*[A-ZÀ-Ú][a-zà-ú]+(?:[ \t-]+[a-zà-ú]+){0,3}[ \t|]+Nome(?:\s+completo)?[ \t:]+"
    r"(?P<name>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ' ]+[A-ZÀ-ÖØ-Þ])[ \t]*$",
    re.MULTILINE,
)


def _name_after_menu_item(text: _Text, out: _Builder) -> None:
    """The holder's name on a "Nome" row read after a side menu's item."""
    for m in _NAME_AFTER_MENU_ITEM.finditer(text.text):
        name = _clean_name(m.group("name"))
        if name:
            out.set("name", name, m.span("name"))
            return


# A caption "NOME" that ends a line of capitals: a card's heading and its
# first caption read as one row ("CARTEIRA DE TRABALHO E PREVIDÊNCIA SOCIAL NOME").
_TRAILING_NAME_CAPTION = re.compile(r"^[^a-zß-ÿ\n]*\bNOME[ \t:|]*$", re.MULTILINE)


# A card's heading continued on the line under it.
_HEADING_REST = re.compile(r"[\W_]*(?:e\s+)?previdencia\s+social\W*$")


def _name_under_trailing_caption(text: _Text, out: _Builder) -> None:
    """The name under a "NOME" caption that OCR read at the end of the heading's line."""
    for m in _TRAILING_NAME_CAPTION.finditer(text.text):
        following = text.next_line(m.end())
        if following is not None and _HEADING_REST.match(text.folded, *following):
            # The heading's second line first: "CARTEIRA DE TRABALHO  NOME" /
            # "E PREVIDÊNCIA SOCIAL" / "LEANDRO MACHADO BORTOLOTTO".
            following = text.next_line(following[1])
        if following is None:
            continue
        name = _clean_name(text.text[following[0] : following[1]])
        if name:
            out.set("name", name, following)
            return


_REGISTRY_TYPES = frozenset({"crf_fgts", "cartao_cnpj", "inscricao_iss"})
# Vehicle papers whose numbered boxes may be read without their captions: the
# owner is the line of capitals that ends with the owner's CNPJ or CPF.
_OWNER_LINE_TYPES = frozenset({"crlv", "crv"})


_CPF_CAPTION_TAIL = re.compile(r"[\s·•|,;-]*\bC\.?P\.?F\.?\s*(?:n[º°o.]\s*)?:?\s*$", re.IGNORECASE)
_BIRTH_AFTER_ID = re.compile(
    r"\s*[·•|]\s*(?:nascimento|nascid[oa]|data\s+de\s+nascimento|nasc\.)", re.I
)


def _name_on_its_id_line(text: _Text, out: _Builder, *, people_only: bool = False) -> bool:
    """A name in capitals on the line of its CNPJ or CPF, the captions read
    apart or lost, pending another document's confirmation: opening the line
    the number ends or follows ("ROTA DO SOL TURISMO LTDA 34.838.511/0001-07",
    a CRLV-e's numbered boxes read without their legend; "FRETAMENTOS BOCA DO
    MONTE LTDA 27.645.160/0001-44 65.127-7", a form's values printed apart
    from their captions), or a company after the number opening its line
    (under "INSCRIÇÃO  RAZÃO SOCIAL"). With ``people_only``, only a CPF's
    line: a person's paper names companies beside their CNPJs too (a CTPS's
    employers)."""
    numbers = find_cpfs(text.text) if people_only else find_cnpjs(text.text) + find_cpfs(text.text)
    for _, (start, end) in sorted(numbers, key=lambda f: f[1]):
        line_start, line_end = text.line_bounds(start)
        # A portal's header line: "VINÍCIUS LIMA BRONDANI · CPF 956.147.500-61 · Nascimento ...".
        raw_before = text.text[line_start:start]
        before = _CPF_CAPTION_TAIL.sub("", raw_before).strip(" :|-–·•")
        # With the CPF's own caption between them, the name is that CPF's holder's.
        captioned = _CPF_CAPTION_TAIL.search(raw_before) is not None
        after = text.text[end:line_end].strip(" .;|")
        if (
            _NAME_LINE.fullmatch(before)
            and 2 <= len(before.split()) <= 10
            and (re.fullmatch(r"[\d.\-/ ]{0,14}", after) or _BIRTH_AFTER_ID.match(after))
        ):
            name = _clean_name(before)
            if name and _capitals(name):
                at = line_start + text.text[line_start:start].find(before)
                (out.set if captioned else out.set_unsure)("name", name, (at, at + len(before)))
                return True
        if not before and _NAME_LINE.fullmatch(after) and ENDS_AS_COMPANY.search(after):
            name = _clean_name(after)
            if name and len(name.split()) >= 2 and _capitals(name):
                at = end + text.text[end:line_end].find(after)
                out.set_unsure("name", name, (at, at + len(after)))
                return True
    return False


def _company_beside_cnpj(text: _Text, out: _Builder) -> bool:
    """A screen whose captions OCR lost: ": E9.IID.E65/0001-17" / ": TRANSPORTES
    QUARTA COLÔNIA LTDA". A company's name in capitals alone on the line next
    to a CNPJ's line, pending another document's confirmation."""
    for _, (start, _end) in find_cnpjs(text.text):
        for bounds in _lines_around(text, start):
            raw = text.text[bounds[0] : bounds[1]].strip(" :|.-–")
            if not _NAME_LINE.fullmatch(raw) or not ENDS_AS_COMPANY.search(raw):
                continue
            name = _clean_name(raw)
            if name and len(name.split()) >= 2 and _capitals(name):
                at = bounds[0] + text.text[bounds[0] : bounds[1]].find(raw)
                out.set_unsure("name", name, (at, at + len(raw)))
                return True
    return False


_MRZ_TYPES = frozenset({"rg", "identidade_estrangeiro", "cnh"})
# The name line of a card's machine-readable zone: "SILVA<<JOAO<CARLOS<<<<"
# (OCR may put a speck or a rule before it: "| FAGUNDES<<MAURÍCIO<<<<").
_MRZ_NAME = re.compile(
    r"^[^A-ZÀ-Þ<\n]{0,3}(?P<surname>[A-ZÀ-Þ]+(?:<[A-ZÀ-Þ]+)*)"
    r"<<(?P<given>[A-ZÀ-Þ]+(?:<[A-ZÀ-Þ]+)*)<*[ \t]*$",
    re.MULTILINE,
)


def _mrz_name(text: _Text, out: _Builder) -> bool:
    """An identity card's name, recognised by the names its MRZ carries.

    The MRZ truncates long names and drops middle ones, so it only picks,
    among the lines of capitals the card prints, the one holding every
    surname and given name it lists; a parent's line (FILIAÇÃO) shares the
    surname but not the given name.
    """
    for mrz in _MRZ_NAME.finditer(text.text):
        tokens = set(fold_aligned(mrz.group(0)).replace("<", " ").split())
        for line in re.finditer(r"[^\n]+", text.text):
            value = line.group(0).strip()
            if line.start() == mrz.start() or not _NAME_LINE.fullmatch(value):
                continue
            words = set(fold_aligned(value).split())
            if len(words) >= 2 and tokens <= words:
                name = _clean_name(value)
                if name:
                    out.set("name", name, line.span())
                    return True
    return False


_PARENTS_LABEL = re.compile(r"^[ \t|\[(]*filiacao\b", re.MULTILINE)


# The states' codes, as an alternation for the patterns below.
_UFS = "AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO"
# A place ends with its state's code ("PORTO ALEGRE RS") or is the country.
_PLACE_TAIL = re.compile(
    rf"\s(?:{_UFS})$|"
    r"BRASIL(?:EIR[OA])?$"
)


def _name_over_parents(text: _Text, out: _Builder) -> bool:
    """An identity card's name read out of its box: the line right above "FILIAÇÃO".

    Cards print the holder's name, then the parents' under FILIAÇÃO; when
    OCR moved the value away from its "NOME" label, a line of capitals just
    above that label is still the holder's (not a place: "PORTO ALEGRE - RS").
    """
    for m in _PARENTS_LABEL.finditer(text.folded):
        if m.start() == 0:
            continue
        above = text.line_bounds(m.start() - 1)
        value = text.text[above[0] : above[1]].strip()
        if (
            _NAME_LINE.fullmatch(value)
            and len(value.split()) >= 2
            and not re.search(r"[-/]", value)
            and not _PLACE_TAIL.search(value)
            and not _LABEL_WORDS.match(fold_aligned(value))
        ):
            name = _clean_name(value)
            if name:
                out.set("name", name, above)
                return True
    return False


_GIVEN_NAME_LABEL = re.compile(r"\bp?re[en]?no[mn]e\b")  # (misread: "PRENONE", "reenone")


def _given_name(text: _Text, doc_type: str) -> tuple[str, tuple[int, int]] | tuple[()] | None:
    """The "PRENOME" of a foreigner's card (CRNM / RNE), printed apart from the surnames.

    None when the card has no such label, ``()`` when it has one but its
    value cannot be read.
    """
    if doc_type != "identidade_estrangeiro":
        return None
    labels = list(_label_matches(text, _GIVEN_NAME_LABEL, strict=False))
    for m in labels:
        for span in _value_spans(text, m.end()):
            value = text.text[span[0] : span[1]].strip()
            # A given name may be one short word ("LIZ", "ANA").
            if _NAME_LINE.fullmatch(value) and not _LABEL_WORDS.match(fold_aligned(value)):
                return value, span
    return () if labels else None


_SURNAME_LABEL = re.compile(r"\bsobrenomes?\b")


_SURNAME_FIRST = re.compile(r"([^,]{2,80}),[ \t]*([^,]{2,60})")


def _foreigner_name(text: _Text, doc_type: str, out: _Builder) -> None:
    """A foreigner's name in the order of its given names, then its surnames:
    the migration register's "LOUREIRO PINTO, FILIPA" turned round, and a card
    printing "SOBRENOME" and "NOME" (the given name) apart read whole
    ("CAROLINA" and "ÁLVAREZ SOSA" are "CAROLINA ÁLVAREZ SOSA")."""
    name = out.values.get("name")
    if doc_type != "identidade_estrangeiro" or not name:
        return
    inverted = _SURNAME_FIRST.fullmatch(name)
    if inverted:
        # The migration register's "LOUREIRO PINTO, FILIPA": surnames, then the given name.
        out.values["name"] = name = f"{inverted.group(2).strip()} {inverted.group(1).strip()}"
    for m in _label_matches(text, _SURNAME_LABEL, strict=False):
        for span in _value_spans(text, m.end()):
            value = text.text[span[0] : span[1]].strip()
            if not _NAME_LINE.fullmatch(value) or _LABEL_WORDS.match(fold_aligned(value)):
                continue
            if fold_aligned(value) in fold_aligned(name):
                return  # the name read already holds the surnames
            start, end = out.spans["name"]
            out.values["name"] = f"{name} {value}"
            out.spans["name"] = (min(start, span[0]), max(end, span[1]))
            out.evidence["name"] = text.evidence(*out.spans["name"])
            return


# A purchase contract names both parties; only the buyer's name and number
# count, and a contract whose buyer cannot be told apart gets neither.
_LABEL_ONLY_TYPES = frozenset({"contrato_compra_venda"})
# "FULANO DE TAL, brasileiro, casado, portador do CPF ...": a person qualified
# at the start of a line (requerimentos, declarations), in capitals as printed.
_QUALIFIED_PERSON = re.compile(
    # (A citizen's own letter: "Eu, FILIPA LOUREIRO PINTO, portuguesa, inscrita ...".)
    r"(?:^|\n)[ \t]*(?:Eu[ \t]*,[ \t]*)?(?P<name>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’.\-]+"
    r"(?:[ \t]+[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’.\-]*){1,7})"
    # The nationality may be any ("paraguaia"): one word, then the qualification.
    r"[ \t]*,[ \t\n]*(?:[a-zà-ü]+(?:[ \t]*\([ao]\))?[ \t]*,[ \t\n]*)?"
    r"(?:brasileir|estrangeir|portador|inscrit|solteir|casad|divorciad|viuv|natural\s+de|nascid)",
)
_SOMEONE_ELSE = re.compile(
    r"(?:filh[oa]\s+de|\be\s+de|\bmae|\bpai|conjuge|procurador\w*|representad[oa]\s+por|"
    r"testemunha\w*|\bpor)[\s:]*$"
)
# A photo's caption is the person's name and nothing else.
_NAME_CAPTION_TYPES = frozenset({"foto_3x4"})
# Label rows ("CNPJ do contribuinte", "Categoria") between a label and its value.
_LABEL_ROW = re.compile(r"[ \t|\[(]*" + _LABEL_WORDS.pattern.removeprefix("^") + r"[^\d\n]*")
# Consumer categories printed beside a bill's holder ("NOME DO CLIENTE  CATEGORIA").
_BILL_CATEGORY = re.compile(
    r"[ \t]+(?:residencial|comercial|industrial|rural|poder\s+publico|servico\s+publico|"
    r"iluminacao\s+publica|consumo\s+proprio)(?:[ \t]*/[ \t]*[a-z ]+)?[ \t]*$"
)


def _under_label_row(text: _Text, end: int) -> list[tuple[int, int]]:
    """The value under a label when another row of labels came between them.

    "Nome / razão social do contribuinte" / "CNPJ do contribuinte" / "VIAÇÃO X
    LTDA 46.675.813/0001-82": OCR read the labels of a two-column row one
    under the other, then the row of values.
    """
    _, line_end = text.line_bounds(end)
    if text.folded[end:line_end].strip(" \t:|"):
        return []
    following = text.next_line(end)
    if following is None or not _LABEL_ROW.fullmatch(text.folded, *following):
        return []
    below = text.next_line(following[1])
    if below is None or _LABEL_ROW.fullmatch(text.folded, *below):
        return []
    start = below[0]
    cut = _VALUE_STOP.search(text.folded, start, below[1])
    stop = cut.start() if cut is not None and cut.start() > start else below[1]
    return [(start, stop)]


def _trim_value(text: _Text, label_end: int, span: tuple[int, int]) -> tuple[int, int]:
    """Drop what a neighbouring column added to a name.

    A bill's consumer category read on the holder's row: "FULANO RESIDENCIAL"
    under "NOME DO CLIENTE  CATEGORIA".
    """
    start, end = span
    label_row = text.folded[label_end : text.line_bounds(label_end)[1]]
    if re.search(r"categoria|classe", label_row):
        category = _BILL_CATEGORY.search(text.folded, start, end)
        if category is not None and category.start() > start:
            end = category.start()
    return start, end


_TITLE_CASE_NAME = re.compile(
    r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’\-]+(?:[ \t]+(?:(?:d[aeo]s?|e)[ \t]+)?[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’\-]+)+"
)


_PHOTO_LAB = re.compile(r"\b(?:fotos?|foto\w*grafi\w*|studio|estudio|revelacao)\b")


def _caption_name(text: _Text, out: _Builder) -> None:
    """The one line, in capitals or title case, two to eight words long, that a photo carries."""
    lines = [
        m
        for m in re.finditer(r"[^\n]+", text.text)
        if _NAME_LINE.fullmatch(m.group(0).strip())
        or _TITLE_CASE_NAME.fullmatch(m.group(0).strip())
    ]
    names = [
        m
        for m in lines
        if 2 <= len(m.group(0).split()) <= 8
        # A photo lab's name on its envelope ("FOTO ARTE DESCOBERTO") is no caption.
        and not _PHOTO_LAB.search(fold_aligned(m.group(0)).lower())
    ]
    if len(names) == 1:
        name = _clean_name(names[0].group(0))
        if name:
            out.set("name", name, names[0].span())


# The lines of a card or certificate that describe its holder.
_HOLDER_DATA = re.compile(
    r"nascimento|nascid[oa]|filiacao|\bcpf\b|\bra\b|\brg\b|naturalidade|"
    r"\b\d{3}[.\s]?\d{3}[.\s]?\d{3}|\b\d{8,}\b"
)
# Bodies that print their name in capitals at the top of their papers.
_INSTITUTION_WORD = re.compile(
    r"\b(?:ministerio|exercito|brasileir[oa]|republica|estado|secretaria|tribunal|justica|"
    r"certificado|certidao|carteira|departamento|detran|policia|clinica|instituto|"
    r"prefeitura|municipio|governo|receita|federal|nacional|servico|militar|junta|"
    r"dispensa|incorporacao|reservista|cartorio|registro|diretoria|superintendencia|"
    r"universidade|escola|centro|sest|senat|sindicato|associacao|ltda|s\.?a\.?)\b"
)


def _name_over_holder_data(text: _Text, out: _Builder) -> None:
    """A holder's name printed with no label, heading the lines about him.

    "CERTIFICADO DE DISPENSA DE INCORPORAÇÃO" / "VINÍCIUS CASSOL MACHADO" /
    "396620699305" / "Nascimento 22/06/1998": when OCR loses the "Nome"
    label (or the form prints none), the line in capitals, names only,
    followed by the holder's birth, parents or numbers, is the holder.
    """
    every = [m for m in re.finditer(r"[^\n]+", text.text) if m.group(0).strip()]
    lines = every[:20]
    family = _holder_and_parents(every)
    if family is not None:
        out.set("name", family[0], family[1])
        return
    for index, m in enumerate(lines):
        folded_line = fold_aligned(m.group(0)).lower()
        if _HOLDER_DATA.search(folded_line):
            return  # the name heads the holder's data; below it is a parent's, a place
        if index and _LABEL_WORDS.match(
            fold_aligned(lines[index - 1].group(0)).lower().strip(" |[")
        ):
            continue  # "FILIAÇÃO" / "MÁRCIO CONCE": a label's value
        name = _unlabelled_name(m.group(0))
        if name is None:
            continue
        following = " ".join(fold_aligned(n.group(0)).lower() for n in lines[index + 1 : index + 3])
        if not _HOLDER_DATA.search(following):
            continue
        raw = m.group(0).strip(_UNLABELLED_SPECKS)
        # "PORTO ALEGRE RS": a place with its state, not a surname.
        if name and all(len(w) >= 2 for w in name.split()) and len(name.split()[-1]) >= 3:
            start = m.start() + m.group(0).find(raw)
            out.set("name", name, (start, start + len(raw)))
            return


_UNLABELLED_SPECKS = " \t|[]{}“”\"'‘’"

# Bills addressed to their holder: the name over the address, with no label.
_ADDRESSED_TYPES = frozenset({"comprovante_endereco"})
_ADDRESS_START = re.compile(
    r"(?:rua|r\.|avenida|av\.|rodovia|travessa|alameda|estrada|praca|largo|quadra|qd\.)\s"
)
# The issuer's own name heads its bill too, often over its own address.
_BILL_ISSUER_WORDS = re.compile(
    r"\b(?:companhia|cia\.?|distribui\w*|eletricidade|energia|eletrica|saneamento|aguas?|"
    r"esgotos?|telecom\w*|telefonica|servicos?|autarquia|prefeitura|municipal|cooperativa)\b"
)


_COMPANY_THEN_MORE = re.compile(r"(.+?\b(?:LTDA|S\.\s?A\.|S/A|EIRELI|EPP)\.?)\s+\S")


def _name_over_address(text: _Text, out: _Builder) -> None:
    """A bill's addressee: a name alone on its line, over the first line of an address.

    "VIAÇÃO VALE DO IBICUÍ LTDA" / "RODOVIA RSC-287, KM 212, PAVILHÃO B" on
    an energy bill's customer block. The issuer's name is never taken, and
    the name stands only if another document of the petition confirms it
    (it is listed as a second reading: ``confirm_second_readings``).
    """
    lines = [m for m in re.finditer(r"[^\n]+", text.text) if m.group(0).strip()]
    for index, line in enumerate(lines):
        if not index or not _ADDRESS_START.match(
            fold_aligned(line.group(0)).lower().strip(_UNLABELLED_SPECKS)
        ):
            continue
        above = lines[index - 1]
        if index >= 2 and (find_cpfs(above.group(0)) or find_cnpjs(above.group(0))):
            # "FULANO DE TAL" / "758.589.001-00 RESIDENCIAL" / "ALAMEDA 26, ...":
            # the holder's number between the name and the address.
            above = lines[index - 2]
        raw = above.group(0).strip(_UNLABELLED_SPECKS)
        # Another column's captions after a company's name on its line:
        # "X LTDA  Nº DO CLIENTE  UNIDADE CONSUMIDORA".
        company = _COMPANY_THEN_MORE.match(raw)
        if company is not None:
            raw = company.group(1)
        name = _clean_name(raw)
        if name is None or _BILL_ISSUER_WORDS.search(fold_aligned(name).lower()):
            continue
        if not _capitals(name) or len(name.split()) < 2:
            continue
        start = above.start() + above.group(0).find(raw)
        out.set_unsure("name", name, (start, start + len(raw)))
        return


def _unlabelled_name(line: str) -> str | None:
    """A line that is a name in capitals and nothing else: no institution, no heading."""
    raw = line.strip(_UNLABELLED_SPECKS)
    if not _NAME_LINE.fullmatch(raw) or not 2 <= len(raw.split()) <= 7:
        return None
    folded = fold_aligned(raw).lower()
    if _INSTITUTION_WORD.search(folded) or _HEADING.match(folded):
        return None
    return _clean_name(raw)


def _holder_and_parents(lines: list[re.Match[str]]) -> tuple[str, tuple[int, int]] | None:
    """Three names in a row, no labels, over the birth: the holder, the father, the mother.

    "FERNANDO MACHADO KESSLER" / "DIEGO BARBOSA KESSLER" / "CLÁUDIA LONDERO
    MACHADO" / "Nascido em 28/06/1982": a military certificate's block (an
    old RG's back: the three names over "NATURALIDADE  DATA DE NASCIMENTO").
    """
    for index in range(len(lines) - 3):
        names = [_unlabelled_name(m.group(0)) for m in lines[index : index + 3]]
        after = fold_aligned(lines[index + 3].group(0)).lower()
        if all(names) and re.match(
            r"\W*(?:nascid[oa]|nascimento|data\s+de\s+nascimento|naturalidade)", after
        ):
            m = lines[index]
            return names[0], m.span()  # type: ignore[return-value]
    # A form's typed values printed apart from its captions (a text layer's
    # separate runs): "OTÁVIO BORTOLOTTO BARBOSA" / "SÉRGIO RODRIGUES BARBOSA
    # PATRÍCIA SIMÕES BORTOLOTTO" / "16/03/1983 SANTA MARIA/RS 1983": the
    # holder, both parents on one line, then the birth date opening its line.
    for index in range(len(lines) - 2):
        name = _unlabelled_name(lines[index].group(0))
        parents = lines[index + 1].group(0).strip(_UNLABELLED_SPECKS)
        if (
            name is not None
            and _NAME_LINE.fullmatch(parents)
            and 4 <= len(parents.split()) <= 10
            and _BIRTH_LINE.match(lines[index + 2].group(0))
        ):
            return name, _stripped_span(lines[index])
    # Or the holder, the birth date and place opening the next line, then a parent
    # (a CTPS's "QUALIFICAÇÃO CIVIL" values: "VINÍCIUS ARAÚJO RODRIGUES" / "08/03/1995
    # São Pedro do Sul/RS" / "Fernando Saldanha Rodrigues").
    for index in range(len(lines) - 2):
        name = _unlabelled_name(lines[index].group(0))
        parent = lines[index + 2].group(0).strip(_UNLABELLED_SPECKS)
        if (
            name is not None
            and _BIRTH_LINE.match(lines[index + 1].group(0))
            and _unlabelled_name(fold_aligned(parent).upper()) is not None
        ):
            return name, _stripped_span(lines[index])
    return None


def _stripped_span(line: re.Match[str]) -> tuple[int, int]:
    """A line's span without the specks round it (``_UNLABELLED_SPECKS``)."""
    raw = line.group(0).strip(_UNLABELLED_SPECKS)
    start = line.start() + line.group(0).find(raw)
    return start, start + len(raw)


_BIRTH_LINE = re.compile(r"[\s|]*\d{2}/\d{2}/(?:19|20)\d{2}\s+[A-ZÀ-Þ]")


def _name_beside_cpf(text: _Text, out: _Builder) -> None:
    """A CPF comprovante read column by column: the holder's name next to the number.

    The comprovante names one person only; when OCR read the values apart
    from their labels ("937.955.560-15" / "CÉSAR FAGUNDES RIGHI" / ... /
    "Nº do CPF:" / "Nome:"), the line of capitals right after (or before) the
    CPF is the name.
    """
    cpfs = find_cpfs(text.text)
    if len({value for value, _ in cpfs}) != 1:
        return
    for index, bounds in enumerate(_lines_around(text, cpfs[0][1][0])):
        line = text.text[bounds[0] : bounds[1]].strip()
        if _NAME_LINE.fullmatch(line) and 2 <= len(line.split()) <= 8:
            wrapped = text.next_line(bounds[1]) if index == 0 else None
            if wrapped is not None:
                rest = text.text[wrapped[0] : wrapped[1]].strip()
                # "RODRIGO FRANCISCO ARAÚJO" / "BORTOLOTTO" / "16/07/1984"
                if (
                    _NAME_LINE.fullmatch(rest)
                    and len(rest.split()) <= 2
                    and not _LABEL_WORDS.match(fold_aligned(rest))
                    and not _STATUS_WORDS.fullmatch(fold_aligned(rest))
                ):
                    line, bounds = f"{line} {rest}", (bounds[0], wrapped[1])
            name = _clean_name(line)
            if name:
                out.set("name", name, bounds)
                return


_NAME_LINE = re.compile(r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ '’.\-]+")


def _lines_around(text: _Text, pos: int) -> list[tuple[int, int]]:
    """The line after and the line before the one holding ``pos`` (where there are)."""
    start, end = text.line_bounds(pos)
    around = []
    following = text.next_line(end)
    if following is not None:
        around.append(following)
    if start > 0:
        around.append(text.line_bounds(start - 1))
    return around


def _value_around_label(
    text: _Text, label: re.Match, end: int
) -> tuple[str, tuple[int, int]] | None:
    """A two-line value printed beside its label: 'JOÃO CARLOS' / 'Nome:' / 'DA SILVA'.

    Text layers of tables put a label that is vertically centred beside a
    wrapped value between the value's two lines. Only for a label alone on
    its line with a colon, between two capitalised lines that are no labels.
    """
    line_start, line_end = text.line_bounds(label.start())
    rest = text.folded[end:line_end].strip()
    if rest != ":" or text.folded[line_start : label.start()].strip():
        return None
    if line_start == 0:
        return None
    above_start, above_end = text.line_bounds(line_start - 1)
    below = text.next_line(end)
    if below is None or above_end + 1 != line_start:
        return None
    lines = [text.text[above_start:above_end].strip(), text.text[below[0] : below[1]].strip()]
    if not all(_NAME_LINE.fullmatch(line) for line in lines):
        return None
    if any(_LABEL_WORDS.match(fold_aligned(line)) for line in lines):
        return None
    if _COMPANY_SUFFIX.search(fold_aligned(lines[1]).lower()):
        return None  # "X LTDA" below is the whole name; the line above is a heading
    if above_start > 0:
        before_start, before_end = text.line_bounds(above_start - 1)
        if text.folded[before_start:before_end].rstrip().endswith(":"):
            return None  # the line above is another label's value
    return " ".join(lines), (above_start, below[1])


def _value_over_caption(
    text: _Text, label: re.Match, end: int
) -> tuple[str, tuple[int, int]] | None:
    """A name printed over its caption, in a form that prints every value so.

    "EXPRESSO X LTDA" / "NOME / RAZÃO SOCIAL" / "50.829.147/0001-67" /
    "CNPJ": the caption alone on its line, a name in capitals above it, and
    below it a number followed by another caption. A label over its value
    has its value (or nothing) below, never a number then a caption.
    """
    line_start, line_end = text.line_bounds(label.start())
    if (
        line_start == 0
        or text.folded[end:line_end].strip(" .|")
        or text.folded[line_start : label.start()].strip()
    ):
        return None
    above = text.line_bounds(line_start - 1)
    below = text.next_line(end)
    after = text.next_line(below[1]) if below is not None else None
    if below is None or after is None:
        return None
    number = text.text[below[0] : below[1]].strip()
    caption = text.folded[after[0] : after[1]].strip()
    if not _id_under_its_caption_near(text, line_start):
        if not re.search(r"\d", number) or len(number) > 40:
            return None
        if re.search(r"\d", caption) or len(caption) > 45 or not _LABEL_WORDS.match(caption):
            return None
    name = _clean_name(text.text[above[0] : above[1]])
    if name is None or len(name.split()) < 2 or _LABEL_WORDS.match(fold_aligned(name).lower()):
        return None
    return name, above


# A caption naming a CNPJ or CPF alone on its line: "inscrição (cnpj)", "CPF".
_ID_CAPTION = re.compile(
    r"[ \t|]*(?:(?:n(?:o|º|°)?\.?\s*(?:de\s+)?)?inscricao\s*(?:no\s*)?)?\(?\s*(?P<kind>cnpj|cpf)"
    r"(?:\s*/\s*mf)?\s*\)?[ \t|.:]*"
)


def _id_under_its_caption_near(text: _Text, line_start: int) -> bool:
    """Whether a CNPJ or CPF within three lines of ``line_start`` is printed
    over its caption, with no number under the caption: a form that prints
    every caption under its value ("11.222.333/0001-81" / "inscrição
    (cnpj)" / "X LTDA" / "razão social"). A form of labels over values
    prints the number under its caption instead.
    """
    lines: list[tuple[int, int]] = []
    start = line_start
    for _ in range(3):  # up to three lines above the caption's
        if start == 0:
            break
        start = text.line_bounds(start - 1)[0]
        lines.append(text.line_bounds(start))
    for caption in lines:
        m = _ID_CAPTION.fullmatch(text.folded, caption[0], caption[1])
        if m is None or caption[0] == 0:
            continue
        above = text.line_bounds(caption[0] - 1)
        below = text.next_line(caption[1])
        find = find_cnpjs if m.group("kind") == "cnpj" else find_cpfs
        if find(text.text[above[0] : above[1]]) and not (
            below
            and (
                find_cnpjs(text.text[below[0] : below[1]])
                or find_cpfs(text.text[below[0] : below[1]])
            )
        ):
            return True
    return False


def _value_above_label(
    text: _Text, label: re.Match, end: int
) -> tuple[str, tuple[int, int]] | None:
    """A value OCR read just before its label: 'FULANO TRANSPORTES' / 'Nome / Razão social:'.

    Only for a label alone on its line with a colon, whose next line is
    another label with its own value ("CNPJ: ..."), below a line of
    capitals that is no label and no other label's value.
    """
    line_start, line_end = text.line_bounds(label.start())
    if text.folded[end:line_end].strip() != ":" or text.folded[line_start : label.start()].strip():
        return None
    below = text.next_line(end)
    if below is not None:
        row = text.folded[below[0] : below[1]]
        if not (_LABEL_WORDS.match(row.strip(" |[(")) and re.search(r":\s*\S", row)):
            return None
    if line_start == 0:
        return None
    above = text.line_bounds(line_start - 1)
    value = text.text[above[0] : above[1]].strip()
    if not _NAME_LINE.fullmatch(value) or _LABEL_WORDS.match(fold_aligned(value)):
        return None
    if above[0] > 0:
        before = text.line_bounds(above[0] - 1)
        if _is_bare_label(text, before) and not _fails_check(text, before, value):
            return None  # the line of capitals is that label's value
    name = _clean_name(value)
    return (name, above) if name else None


_SUFFIX_ONLY = re.compile(r"(?:LTDA|Ltda|S\.?\s?A\.?|S/A|EIRELI|ME|EPP)\.?", re.IGNORECASE)


def _continued(text: _Text, span: tuple[int, int]) -> tuple[int, int]:
    """A capitalised name wrapped onto the next line, before the next label."""
    start, end = span
    _, line_end = text.line_bounds(start)
    following = text.next_line(line_end) if end >= line_end - 1 else None
    if following is None:
        return span
    stacked = _stacked(text, span, following)
    if stacked is not None:
        return stacked
    words = text.text[following[0] : following[1]].strip()
    if _SUFFIX_ONLY.fullmatch(words) and not _COMPANY_SUFFIX.search(text.folded[start:end]):
        # "EXPRESSO TRÊS MARIAS" / "LTDA": a company's suffix alone is its name's end.
        return start, following[1]
    after = text.next_line(following[1])
    if (
        _NAME_LINE.fullmatch(words)
        and len(words.split()) <= 3
        and not _LABEL_WORDS.match(fold_aligned(words))
        and after is not None
        # The next label, with its colon or alone on its line ("CPF").
        and _next_label(text, after)
        and text.text[start:end].strip().isupper()
    ):
        return start, following[1]
    return span


_ONE_WORD = re.compile(r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’\-]+")


def _stacked(
    text: _Text, span: tuple[int, int], following: tuple[int, int]
) -> tuple[int, int] | None:
    """A name printed a word or two a line in a narrow box: "MARIA" / "ROSSATO" / "VARGAS".

    Only from a value of one or two words in capitals, through the lines
    that are one or two such words and no label (with two, a label must
    close the stack), and a last word with the company's suffix.
    """
    first = text.text[span[0] : span[1]].strip().split()
    if not first or len(first) > 2 or not all(_ONE_WORD.fullmatch(w) for w in first):
        return None
    if _STACK_STOP.match(fold_aligned(first[0]).lower()):
        return None
    end, line, count = span[1], following, 0
    while line is not None and count < 5:
        words = text.text[line[0] : line[1]].strip().split()
        folded = fold_aligned(" ".join(words)).lower()
        if (
            not words
            or len(words) > 3
            or not all(_ONE_WORD.fullmatch(w) for w in words)
            or _LABEL_WORDS.match(folded)
            or _STACK_STOP.match(folded)
            or _PERSONAL_WORDS.fullmatch(folded)
            or _STATUS_WORDS.fullmatch(folded)
        ):
            break
        if len(words) >= 2 or len(first) >= 2:
            # Two words a line might be the next field's value: only when a
            # label follows the stack ("PRISCILA" / "VARGAS SANTOS" / "CPF ...").
            after = text.next_line(line[1])
            if after is None or not (
                _next_label(text, after)
                or _LABEL_WORDS.match(text.folded[after[0] : after[1]].strip(" |[("))
                or _stack_goes_on(text, after)
            ):
                break
        end, count = line[1], count + 1
        line = text.next_line(line[1])
    if line is not None:
        # ... to the company's suffix: "EXPRESSO" / "QUARTA" / "COLÔNIA LTDA",
        # "VIAÇÃO CERRO" / "AZUL S.A.", "RODOVIÁRIO" / ... / "LTDA".
        last = text.text[line[0] : line[1]].strip().split()
        if (
            1 <= len(last) <= 2
            and all(_ONE_WORD.fullmatch(w) for w in last[:-1])
            and _SUFFIX_ONLY.fullmatch(last[-1])
        ):
            end, count = line[1], count + 1
    return (span[0], end) if count else None


# Headings and labels that end a stack though no form label: "PRENOME",
# a contract's "CLÁUSULA TERCEIRA".
_STACK_STOP = re.compile(r"(?:pre|sobre)nome|clausula|capitulo|artigo|secao|paragrafo")


_SUB_LABEL = re.compile(
    # ("Nome / razão social:" under an invoice's "TOMADOR DE SERVIÇOS".)
    r"[ \t|]*(?:nome(?:\s+empresarial|\s+completo)?(?:\s*/\s*razao\s+social)?|razao\s+social"
    r"|denominacao(?:\s+social)?)"
    # (Not a label going on: "Nome / RAZÃO SOCIAL DO PROPRIETÁRIO  X LTDA".)
    r"[ \t]*:?[ \t]+(?!d[aeo]s?\b)"
)


def _sub_label_value(text: _Text, end: int) -> tuple[str, tuple[int, int]] | None:
    """A party's heading alone on its line, its name under a label of its own.

    "II - Outorgada compradora" / "Razão social EXPRESSO TRÊS MARIAS LTDA".
    """
    line_start, line_end = text.line_bounds(end)
    if text.folded[end:line_end].strip(" \t:|"):
        return None
    following = text.next_line(line_end)
    if following is None:
        return None
    label = _SUB_LABEL.match(text.folded, following[0], following[1])
    if label is None:
        return None
    # (Its number may follow on the line: "... LTDA CPF/CNPJ: 89812997000198".)
    span = _cut_name(text, (label.end(), following[1]))
    name = _clean_name(text.text[span[0] : span[1]])
    return (name, span) if name else None


def _stack_goes_on(text: _Text, line: tuple[int, int]) -> bool:
    words = text.text[line[0] : line[1]].strip().split()
    return 1 <= len(words) <= 3 and all(
        _ONE_WORD.fullmatch(w) or _SUFFIX_ONLY.fullmatch(w) for w in words
    )


def _next_label(text: _Text, line: tuple[int, int]) -> bool:
    """True when ``line`` is a label: with its colon, a caption, or a bare "CPF"."""
    folded = text.folded[line[0] : line[1]]
    return (
        ":" in folded
        or _is_label_line(text.text[line[0] : line[1]])
        or bool(_ID_LABEL_TOKEN.fullmatch(folded.strip()))
    )


def _cut_name(text: _Text, span: tuple[int, int]) -> tuple[int, int]:
    """End a name at its company suffix or at the qualification after it."""
    start, end = span
    cut = _NAME_CUT.search(text.folded, start, end)
    if cut:
        end = cut.start()
    suffix = _COMPANY_SUFFIX.search(text.folded, start, end)
    if suffix is not None:
        end = suffix.end()
    return start, end


def _contract_name(text: _Text, out: _Builder) -> bool:
    for m in _CONTRACT_NAME.finditer(text.folded):
        span = _cut_name(text, m.span("name"))
        name = _clean_name(text.text[span[0] : span[1]])
        if name:
            out.set("name", name, span)
            return True
    return False


# A spreadsheet's row number, or a list's, before a letterhead's name: "1 X LTDA".
_ROW_NUMBER = re.compile(r"[ \t]*(?:\d{1,3}|[!|])(?:[ \t]+[|!])?[ \t]+(?=[a-z]{2})")


def _title_company_name(text: _Text, out: _Builder) -> None:
    """'CONTRATO SOCIAL DA TRANSPORTES SILVA LTDA' -> 'TRANSPORTES SILVA LTDA'."""
    pos = 0
    for _ in range(15):
        start, end = text.line_bounds(pos)
        line = text.folded[start:end]
        suffix = _COMPANY_SUFFIX.search(line)
        if suffix:
            prefix = _TITLE_PREFIX.match(line[: suffix.start()]) or _ROW_NUMBER.match(
                line[: suffix.start()]
            )
            begin = start + (prefix.end() if prefix else 0)
            if prefix is None and start > 0:
                # A letterhead wrapped over two lines: "VIAÇÃO VALE DO" / "TRANSPORTES LTDA".
                above_start, above_end = text.line_bounds(start - 1)
                above = text.text[above_start:above_end].strip()
                # "... SANTA MARIA/" / "RS": a wrapped address's state is no name.
                if (
                    len(above) > 3
                    and _NAME_LINE.fullmatch(above)
                    and not _ACT_KIND.fullmatch(fold_aligned(above).lower())
                    # A spreadsheet's column letters "A B C D": no name's first line.
                    and sum(len(word) > 1 for word in above.split()) >= 2
                ):
                    title = _TITLE_PREFIX.match(text.folded[above_start:above_end])
                    begin = above_start + (title.end() if title else 0)
            name = _clean_name(text.text[begin : start + suffix.end()])
            if name:
                first, _, rest = name.partition(" ")
                if len(first) <= 2 and len(rest.split()) >= 2 and _printed_elsewhere(text, rest):
                    # "EX RODOVIÁRIO PINHAL LTDA": a logo's letters read before
                    # the name the letter's body spells without them.
                    name, begin = rest, begin + text.text[begin:].find(rest[:1], len(first))
                out.set("name", name, (begin, start + suffix.end()))
                return
        if end >= len(text.folded):
            return
        pos = end + 1


def _printed_elsewhere(text: _Text, name: str) -> bool:
    """Whether ``name`` is printed (as a whole word run) more than once on the pages."""
    key = re.escape(fold_aligned(name).lower()).replace(r"\ ", r"\s+")
    return len(re.findall(rf"(?<![a-z]){key}(?![a-z])", text.folded)) >= 2


# --- CNPJ and CPF of the holder ----------------------------------------------

_HOLDER_WORDS = re.compile(
    r"\bnome\b|razao\s+social|nome\s+empresarial|contribuinte|segurad[oa]\b|titular|"
    r"proprietari[oa]|requerente|interessad[oa]|\bempresa\b|inscrit[oa]|cliente|"
    r"eleitor|condutor|sujeito\s+passivo|certifica|locatari[oa]|empregador|estipulante|"
    r"pesquisad[oa]|pagador|trabalhador|requerid[oa]|destinatari[oa]"
)
_ISSUER_WORDS = re.compile(
    r"seguradora|emitente|prestador|distribuidora|concessionaria|tribunal|"
    # "Órgão expedidor" is an identity card's issuer, printed beside the holder's numbers.
    r"\borgao\b(?!\s*(?:/\s*uf\s*)?(?:expedidor|emissor))|"
    r"caixa\s+economica|\bbanco\b|corretor\w*|testemunha|contador|contabilista|\bcrc\b|"
    r"\boab\b|advogad[oa]|procurador|tabeli\w*|oficial|escrevente|"
    r"representante|responsavel|\bvisto\b|junta\s+comercial|fornecedor|locador[oa]?\b|"
    # A certidão's issuing system: "Emissor: INTERNET CNPJ 88.488.366/0001-00"
    # (the town hall's); a card's "Órgão emissor" is its holder's line.
    r"(?<!orgao\W)(?<!org\W)(?<!org\.\W)\bemissor\b"
)
# A petition letter's person is whoever signs it for the company: its
# representative's number is the letter's CPF, not a stranger's.
_LETTER_TYPES = frozenset({"requerimento"})
_SIGNER_WORDS = re.compile(r"representante|representad[oa]|responsavel|socio|administrador")
_NEUTRAL_WORDS = re.compile(
    r"c\.?\s?n\.?\s?p\.?\s?[j)]|c\.?\s?p\.?\s?f|inscricao|documento|\bn[o°]\b|numero|registro"
)


def _closest(pattern: re.Pattern[str], window: str) -> int | None:
    """Distance from the window's end to the end of the last match, if any."""
    last = None
    for m in pattern.finditer(window):
        last = m
    return None if last is None else len(window) - last.end()


def _score_identifier(
    text: _Text,
    span: tuple[int, int],
    name_span: tuple[int, int] | None,
    repeats: int,
    letter: bool = False,
) -> float:
    """How surely an identifier is the holder's: labels before it, nearness to the name.

    The nearest meaningful word before the number decides whose it is: a
    holder's label ("Nome", "Segurado", "inscrito no CNPJ") or an issuer's,
    a witness's or a relative's ("Seguradora", "Testemunhas", "Mãe").
    """
    window = text.folded[max(0, span[0] - 150) : span[0]]
    holder = _closest(_HOLDER_WORDS, window)
    issuer = _closest(_ISSUER_WORDS, window)
    if issuer is not None and _OWN_KIND_LABEL.search(window[-24:]) and "\n" in window[-24:]:
        # A line of its own opening with the number's label ("CPF 331.400.461-38"):
        # an issuer's words on the line above ("órgão / UF ... SSP") are another number's.
        line = window[window.rfind("\n", 0, len(window) - 1) + 1 :]
        issuer = _closest(_ISSUER_WORDS, line)
    signer = _closest(_SIGNER_WORDS, window) if letter else None
    if signer is not None and (holder is None or signer < holder):
        holder = signer
        if issuer is not None and issuer >= signer - 2:
            issuer = None  # the signer's word itself ("representante") is no issuer here
    line_end = text.folded.find("\n", span[1])
    after = text.folded[span[1] : len(text.folded) if line_end < 0 else line_end]
    if _OWN_KIND_CAPTION.fullmatch(after):
        # "S3.NGS.UBU/0001-33 CNPJ": its caption after it, the holder's own line.
        holder = 0
        issuer = None if issuer == 0 else issuer
    if (
        issuer is not None
        and name_span is not None
        and span[0] - issuer <= name_span[0] < name_span[1] <= span[0]
    ):
        # "... nesta Junta Comercial" / "EXPRESSO X LTDA" / "77.395.674/0001-67":
        # the holder's name stands between the issuer's word and the number.
        issuer = None
    neutral = _closest(_NEUTRAL_WORDS, window)
    score = 0.0
    if issuer is not None and (holder is None or issuer < holder):
        score -= 5
    elif holder is not None:
        score += 3
    if neutral is not None and neutral <= 25:
        score += 1
    if name_span is not None and 0 <= span[0] - name_span[1] <= 300:
        score += 2
        digits = sum(ch.isalnum() for ch in text.text[span[0] : span[1]])
        if digits == _CPF_DIGITS and _RIGHT_AFTER_NAME.fullmatch(
            text.folded, name_span[1], span[0]
        ):
            # The number the name's own sentence gives it: "... que DANIELA
            # HERNÁNDEZ MARCANO, CPF 06000780192, reside ...", after the
            # declarant's "Eu, MARIA ..., inscrita no CPF sob o nº ...", whose
            # "Declarante - CPF ..." under the signature comes after the name too.
            score += 5
    return score + min(repeats - 1, 3) * 0.5


# A person's number is a CPF: a company's name may sit right before another
# CNPJ than its own in a letter's heading.
_CPF_DIGITS = 11
# Between a holder's name and his number in one phrase: ", CPF ", ", inscrito no CPF sob o nº ".
_RIGHT_AFTER_NAME = re.compile(
    r"[\s,;:(\-–]*(?:(?:portador\w*|inscrit\w*)\s+(?:d[oa]|no|na)\s+)?"
    r"(?:c\.?\s?p\.?\s?f|c\.?\s?n\.?\s?p\.?\s?[j)\]])\.?(?:\s+sob\s+o)?(?:\s*(?:n[ºo°.]*|numero))?[\s:.\-]*"
)


# The identifier's own label right before it: "CPF", "CNPJ", "CPF/CNPJ:", "C.P.F. nº"
# (OCR reads CNPJ's J as a bracket: "CNP)").
_OWN_KIND_LABEL = re.compile(
    r"\b(?:c\.?\s?p\.?\s?f|c\.?\s?n\.?\s?p\.?\s?[j)\]])\.?(?:\s*/\s*cnpj|\s*/\s*cpf)?"
    r"(?:\s*(?:n[ºo°]|numero))?\.?[\s:.\-]*$"
)


# A number's caption printed after it on its line: "CNPJ", "número de inscrição".
_OWN_KIND_CAPTION = re.compile(
    r"[\s|:]*(?:c\.?\s?p\.?\s?f|c\.?\s?n\.?\s?p\.?\s?[j)]|n(?:umero|[ºo°])\s+de\s+inscricao)\.?[\s|]*"
)


def _pick_identifier(
    text: _Text,
    found: list[tuple[str, tuple[int, int]]],
    name_span: tuple[int, int] | None,
    min_score: float,
    letter: bool = False,
) -> tuple[str, tuple[int, int]] | None:
    counts: dict[str, int] = {}
    for value, _ in found:
        counts[value] = counts.get(value, 0) + 1
    best: tuple[float, bool, int, str, tuple[int, int]] | None = None
    for value, span in found:
        score = _score_identifier(text, span, name_span, counts[value], letter)
        # Between equals, a number labelled as what it is ("CPF 331.400.461-38")
        # wins over another number of the card that passes the same check
        # ("Nº do registro 01027969399").
        own = bool(_OWN_KIND_LABEL.search(text.folded[max(0, span[0] - 24) : span[0]]))
        key = (score, own, -span[0])
        if best is None or key > best[:3]:
            best = (score, own, -span[0], value, span)
    if best is None or best[0] < min_score:
        return None
    return best[3], best[4]


_DECLARED = re.compile(r"\bdeclar(?:amos|a)\b.{0,120}(?:confere|em\s+vigor)", re.DOTALL)
# How far after its declaration the declaring employer's CNPJ may stand.
DECLARED_SIGNATURE_REACH = 400
_ENDED = re.compile(r"(?:desligamento|demissao|saida|termino|rescisao)\s*:?\s*[0-9o]{1,2}\s*[/.\-]")
# Just after an employer's CNPJ, its row's start and end dates side by side
# (the CNIS's "Data início  Data fim"), or "(CNPJ ...), de 10/11/2018 a
# 08/01/2021": a link that ended. An open one shows its start and, at most,
# the last month paid ("12/2025"). Farther on, the dates are the next row's.
_ENDED_ROW = re.compile(r"[^\n]*?\d{2}/\d{2}/\d{4}[^\d\n]{0,12}\n?[^\d\n]{0,4}\d{2}/\d{2}/\d{4}")
ROW_REACH = 70


# The CTPS Digital's contract heading tagged with its state ("TRANSPORTES X
# LTDA  encerrado" over "CNPJ  Data de admissão" over the number), the end
# date under a caption of its own further down.
_ENDED_TAG = re.compile(r"\b(?:encerrad[oa]|finalizad[oa]|inativ[oa]|rescindid[oa])\b")
STATUS_LINES = 2


# A booklet's contract page printed as rows of captions over rows of values
# ("DATA DE ADMISSÃO DATA DE SAÍDA" ... "X LTDA" / CNPJ / cargo /
# "20/01/2014 08/02/2020"): a values row of two dates, the later second,
# within a few lines under the CNPJ, under an exit's caption before it.
_EXIT_CAPTION = re.compile(r"\b(?:saida|desligamento|demissao|rescisao)\b")
_TWO_DATES_ROW = re.compile(r"^[^\d\n]{0,4}(\d{2}/\d{2}/\d{4})[ \t|]+(\d{2}/\d{2}/\d{4})\b", re.M)
EXIT_CAPTION_REACH = 300
EXIT_ROW_LINES = 3


def _exit_in_values_row(text: _Text, span: tuple[int, int], block_end: int) -> bool:
    """Whether an employer's contract shows its exit date in a row of values under its CNPJ."""
    if not _EXIT_CAPTION.search(text.folded, max(0, span[0] - EXIT_CAPTION_REACH), span[0]):
        return False
    end = span[1]
    for _ in range(EXIT_ROW_LINES):
        following = text.next_line(end)
        if following is None or following[0] >= block_end:
            return False
        row = _TWO_DATES_ROW.match(text.text, following[0], following[1])
        if row is not None:
            first, second = parse_date(row.group(1)), parse_date(row.group(2))
            return first is not None and second is not None and second > first
        end = following[1]
    return False


# A CNPJ's caption, its J misread ("CNP)", "CNP]").
_CNPJ_CAPTION = re.compile(rf"\b{_CNPJ_WORD}")


def _extract_employer(text: _Text, out: _Builder) -> None:
    """CTPS: the employer whose contract has no end date is the current one.

    The digital CTPS lists every contract (employer, CNPJ, admissão,
    desligamento); the one still open proves the vínculo empregatício.
    """
    found = find_cnpjs(text.text)
    employers = []
    for index, (value, span) in enumerate(found):
        block_end = found[index + 1][1][0] if index + 1 < len(found) else len(text.text)
        # The next contract's CNPJ caption ends this one's, its number read or not.
        caption = _CNPJ_CAPTION.search(text.folded, span[1], block_end)
        block_end = caption.start() if caption else block_end
        ended = (
            _ENDED.search(text.folded, span[1], block_end) is not None
            or _ENDED_ROW.match(text.folded, span[1], min(block_end, span[1] + ROW_REACH))
            is not None
            or _ENDED_TAG.search(_lines_before(text, span[0], STATUS_LINES)) is not None
            or _exit_in_values_row(text, span, block_end)
        )
        employers.append({"cnpj": value, "current": not ended, "span": span})
    if not employers:
        return
    # Every contract read has ended: the open one's CNPJ was not read (OCR
    # broke its check digits), and an ended employer is no current one.
    current = next((e for e in employers if e["current"]), None)
    # A copy of a booklet certified by the employer ("X LTDA - CNPJ ..." /
    # "Declaramos que a presente cópia confere ... permanece em vigor"): the
    # declaring employer is the current one, however OCR interleaved the
    # booklet's two contract pages.
    # (Or the declaration first, the employer's name and CNPJ under its
    # signature: "Declaramos que a presente cópia confere ... Departamento
    # de Pessoal / X LTDA / 20711290000199".)
    declarations = [m.end() for m in _DECLARED.finditer(text.folded)]
    declared = next(
        (
            e
            for e in reversed(employers)
            if _DECLARED.search(text.folded[e["span"][1] : e["span"][1] + 160])
            or any(0 <= e["span"][0] - end <= DECLARED_SIGNATURE_REACH for end in declarations)
        ),
        None,
    )
    if declared is not None:
        current = declared
        for e in employers:
            e["current"] = e["cnpj"] == declared["cnpj"]
    if current is not None:
        out.set("cnpj", current["cnpj"], current["span"])
    out.set(
        "employers",
        [{"cnpj": e["cnpj"], "current": e["current"]} for e in employers],
        (current or employers[0])["span"],
        extra=True,
    )


def _extract_ids(
    text: _Text, doc_type: str, out: _Builder, name_span: tuple[int, int] | None
) -> None:
    if doc_type in _LABEL_ONLY_TYPES:
        _buyer_ids(text, out)
        return
    # A bill prints the utility's CNPJ too: only a number tied to the customer counts.
    min_score = 3.0 if doc_type == "comprovante_endereco" else 0.0
    if doc_type not in PERSON_TYPES:
        cnpjs = find_cnpjs(text.text)
        # Every CNPJ the document prints: a holder check that finds the
        # applicant's among them does not call the document someone else's.
        out.extra[PRINTED_CNPJS] = tuple(sorted({value for value, _ in cnpjs}))
        if doc_type == "comprovante_contribuicao_sindical":
            cnpjs = [(v, span) for v, span in cnpjs if not _the_unions(text, span[0])]
        if doc_type == "comprovante_endereco":
            cnpjs = [(v, span) for v, span in cnpjs if not _the_utilitys(text, span[0])]
        if doc_type == "ctps" and "employers" in out.extra:
            # The contracts decided the current employer, or that none was read.
            cnpjs = []
        picked = _pick_identifier(text, cnpjs, name_span, min_score)
        if picked:
            out.set("cnpj", picked[0], picked[1])
    if doc_type not in COMPANY_TYPES:
        cpfs = find_cpfs(text.text)
        picked = _pick_identifier(text, cpfs, name_span, min_score, doc_type in _LETTER_TYPES)
        if picked is None and doc_type in PERSON_TYPES:
            picked = _only_number(text, cpfs)
        if picked is None:
            column = text.label_column.get("cpf")
            if column is not None:
                within = [(v, sp) for v, sp in cpfs if column[1][0] <= sp[0] < column[1][1]]
                picked = within[0] if within else None
        if picked is None and not cpfs:
            # A card's only CPF, its first digit cut by a box border; on any
            # other paper only a number its "CPF" label names ("sócio-administrador
            # X, CPF nº 76.994.180-69", the first figure lost to a scan's edge).
            restored = [
                (value, span)
                for value, span in find_clipped_cpfs(text.text)
                if doc_type in PERSON_TYPES
                or _OWN_KIND_LABEL.search(text.folded[max(0, span[0] - 24) : span[0]])
            ]
            if len({value for value, _ in restored}) == 1:
                picked = restored[0]
                out.extra[RESTORED_CPF] = True
        if picked:
            out.set("cpf", picked[0], picked[1])


# The union a contribution is paid to, and what opens the payer's block.
_UNION = re.compile(r"\b(?:sindicato|federacao|confederacao|entidade\s+sindical|chave\s+pix)\b")
_PAYER = re.compile(
    r"\b(?:pagador\w*|quem\s+pagou|contribuinte|sacad[oa]|remetente|origem|empresa|"
    r"razao\s+social|ltda|eireli)\b|\bs\.\s?a\.|\bs/a\b"
)
UNION_REACH = 160


def _the_unions(text: _Text, start: int) -> bool:
    """Whether the CNPJ at ``start`` of a union contribution's receipt is the union's.

    The receipt prints the union's CNPJ (and its Pix key) beside the paying
    company's: a CNPJ shortly after the union's name or key, with no payer's
    caption or company name between them, is the union's, never the
    holder's, even when the payer's own number was misread and is the only
    other one.
    """
    window = text.folded[max(0, start - UNION_REACH) : start]
    unions = list(_UNION.finditer(window))
    return bool(unions) and not _PAYER.search(window, unions[-1].end())


# A bill's header: the utility's name and its service lines beside its CNPJ.
_UTILITY_LINE = re.compile(r"\b0800\b|central\s+de\s+atendimento|\bsac\b|ouvidoria")
_UTILITY_NAME = re.compile(
    r"\b(?:companhia|concessionaria|distribuidora|saneamento|energia\s+eletrica|"
    r"telecomunicacoes|abastecimento)\b"
)


def _the_utilitys(text: _Text, start: int) -> bool:
    """Whether the CNPJ at ``start`` of a bill is the utility's: on its header
    line with its service numbers ("CNPJ 17.433.608/0001-02 - Central de
    atendimento 0800 ..."), or under its name ("Companhia Riograndense de
    Saneamento"). A bill whose customer's number OCR lost still prints the
    utility's, which is never the holder's."""
    line_start, line_end = text.line_bounds(start)
    if _UTILITY_LINE.search(text.folded, line_start, line_end):
        return True
    above = text.previous_line(start)
    own_line = text.folded[line_start:start]
    return (
        above is not None
        and not own_line.strip(" cnpj:.-")
        and bool(_UTILITY_NAME.search(text.folded, *above))
    )


def _only_number(
    text: _Text, found: list[tuple[str, tuple[int, int]]]
) -> tuple[str, tuple[int, int]] | None:
    """A personal document's one CPF, unless an issuer's word stands right before it.

    An identity card, a CPF comprovante or a quitação prints one person's
    number; the scoring's labels may be missing or garbled by OCR.
    """
    if len({value for value, _ in found}) != 1:
        return None
    for value, span in found:
        if not _ISSUER_WORDS.search(text.folded[max(0, span[0] - 40) : span[0]]):
            return value, span
    return None


_PARTY_END = re.compile(
    r"\b(?:(?:outorgante|promitente|promissari[oa])\s+)?vendedor\w*|\balienante|\bcedente|"
    r"\bclausula|\btestemunha|\bcomprador\w*|\badquirente"
)


def _buyer_ids(text: _Text, out: _Builder) -> None:
    """A purchase contract's CNPJ (or CPF) is the buyer's: the first in his qualification.

    The qualification runs from the buyer's label to the next party, clause
    or witness; a company buyer's CNPJ wins over the CPF of whoever signs
    for it.
    """
    pattern = re.compile(_NAME_LABELS["comprador"][0])
    for m in _label_matches(text, pattern, strict=True):
        end = _PARTY_END.search(text.folded, m.end() + 1)
        # (Nor past its page: a signature's label at the foot is no
        # qualification of the next page's parties, a registry's certidão.)
        page_end = next((start for start in text.starts if start > m.end()), len(text.folded))
        block_end = min(end.start() if end else len(text.folded), m.end() + 600, page_end)
        if _party_number(text, m.end(), block_end, out):
            return
    # The label after the qualification: "de outro lado X LTDA, ... inscrita no
    # CNPJ sob o nº ..., doravante denominada simplesmente COMPRADORA".
    for m in _CALLED_BUYER.finditer(text.folded):
        before = [p for p in _PARTY_END.finditer(text.folded, 0, m.start()) if p.end() < m.start()]
        start = max(before[-1].end() if before else 0, m.start() - 600)
        if _party_number(text, start, m.start(), out):
            return


def _party_number(text: _Text, start: int, end: int, out: _Builder) -> bool:
    """Set the first CNPJ of a party's qualification (``start``-``end``), else its
    first CPF: a company buyer's number wins over whoever signs for it."""
    block = text.text[start:end]
    for name, finder in (("cnpj", find_cnpjs), ("cpf", find_cpfs)):
        found = finder(block)
        if found:
            value, (s, e) = found[0]
            out.set(name, value, (start + s, start + e))
            return True
    return False


_CALLED_BUYER = re.compile(
    r"\bdoravante\s+(?:denominad|designad|chamad)[ao]s?\s+(?:simplesmente\s+)?(?:de\s+)?"
    r"[\"“']?(?:comprador|adquirente|outorgad[ao]\s+comprador)"
)


# --- certidão result and court -----------------------------------------------

_PCEN = re.compile(
    # (A speck or two OCR read between the words: "POSITIVA COM no / EFEITOS DE / NEGATIVA".)
    r"com\s+(?:[^\s\w]{1,3}\s+|[a-z]{1,2}\s+){0,2}efeitos?\s+d[ea]\s+negativa|\bcpen\b|\bcpd\s?-?\s?en\b|\bcpend\b|"
    r"positiva\s+c/\s*efeitos?\s+d[ea]\s+negativa|"
    # CTN art. 206 in the body: "razão pela qual esta certidão produz os mesmos
    # efeitos da certidão negativa" (the title's words OCR may have parted).
    r"(?<!nao\s)(?:produz|produzira|surte|tem)\s+os\s+mesmos\s+efeitos\s+d[ao]s?\s+"
    r"(?:certidao\s+)?negativa"
)
_TITLE_POSITIVE = re.compile(r"\bpositiva\b")
_TITLE_NEGATIVE = re.compile(r"\bnegativa\b|nada\s+consta")
_POSITIVE_BODY = re.compile(
    r"certidao\s+positiva|\bnao\s+esta\s+quite|nao\s+sao\s+suficientes\s+para\s+a\s+comprovacao|"
    r"situacao\s+irregular|resultado\s*:?\s*positiv[oa]"
)
_NEGATIVE_BODY = re.compile(
    r"nada\s+consta|\bnao\s+constam?\b|nao\s+foram\s+(?:encontrad|localizad)|"
    r"inexist\w+\s+(?:de\s+)?(?:debitos|pendencias|registros|processos|protestos)|"
    r"nao\s+(?:ha|existem|possui|figura)\w*\s+(?:\w+\s+)?(?:debitos?|pendencias?|registros?|"
    r"processos?|ac(?:ao|oes)|protestos?)|certidao\s+negativa|"
    r"resultado\s*:?\s*negativ[oa]"
)
_CONSTA = re.compile(r"\bconstam?\b")
# OCR may set a speck between the words ("Não: constam desta certidão os
# processos em segredo de justiça").
_CONSTA_NEGATED = re.compile(r"(?:\bnao|\bnada|\bnenhum\w*)[^\w\n]{0,2}\s+(?:\w+\s+)?$")
# What a positive certidão lists after "CONSTA(M)".
_LISTED = re.compile(
    r"processo|debito|\bac(?:ao|oes)\b|inscric|pendenc|protesto|inadimplente|feito|"
    r"distribui|execu|infrac|ocorrenc|mandado|inquerito|condenac|apontamento|parcelamento|"
    r"abaixo\s+(?:indicad|relacionad|descrit)|a\s+seguir|\bseguintes?\b"
)
# Lines at the top of the first page where the title is printed.
_TITLE_LINES = 12
# How far after a title's "positiva" its "com efeitos de negativa" may end.
PCEN_REACH = 60


# A line that says something: a word of four letters or more. OCR makes lines
# of one or two marks of a signature statement printed up the margin (one
# letter a line), which push no title down.
_WORDY_LINE = re.compile(r"[a-z]{4,}")


def _title_region(text: _Text) -> tuple[int, int]:
    """The span of the page's first ``_TITLE_LINES`` lines that say something."""
    lines, pos = 0, 0
    while pos < len(text.folded) and lines < _TITLE_LINES:
        start, end = text.line_bounds(pos)
        if _WORDY_LINE.search(text.folded, start, end):
            lines += 1
        pos = end + 1
    return 0, min(pos, len(text.folded))


def _extract_result(text: _Text, out: _Builder) -> None:
    """negativa / positiva / positiva_com_efeitos_de_negativa.

    The title decides (documents.md §0.1), testing the longer phrase first
    since "POSITIVA COM EFEITOS DE NEGATIVA" contains "NEGATIVA"; the body
    decides when the title is silent or says both.

    A form that prints every result as a tick box ("[ ] NADA CONSTA  [X]
    CONSTA", "X NEGATIVA  POSITIVA COM EFEITOS DE NEGATIVA  POSITIVA") names
    them all: that line is no title and no body. The option with a mark
    before it is the result, unless the body says another, when none is
    given (a box OCR misread must not turn a positive certidão negative).
    """
    folded, ticked = _result_options(text)
    found = _result_in(text, folded)
    if ticked and found and ticked[0] != found[0]:
        return
    chosen = ticked or found
    if chosen:
        out.set("result", chosen[0], chosen[1])


def _result_in(text: _Text, folded: str) -> tuple[str, tuple[int, int]] | None:
    """The result the title, else the body, of ``folded`` states, with its span."""
    t_start, t_end = _title_region(text)
    title = folded[t_start:t_end]
    pcen = _PCEN.search(title)
    if pcen:
        return "positiva_com_efeitos_de_negativa", pcen.span()
    positive = _TITLE_POSITIVE.search(title)
    negative = _TITLE_NEGATIVE.search(title)
    if positive:
        # The title region may end inside the phrase ("Positiva com" closing
        # it, "efeitos de negativa" the next line of a table's cell).
        at = t_start + positive.start()
        pcen = _PCEN.search(folded, at, at + PCEN_REACH)
        if pcen and not folded[t_start + positive.end() : pcen.start()].strip():
            return "positiva_com_efeitos_de_negativa", pcen.span()
    if positive and not negative:
        return "positiva", positive.span()
    if negative and not positive:
        return "negativa", negative.span()
    pcen = _PCEN.search(folded)
    if pcen:
        return "positiva_com_efeitos_de_negativa", pcen.span()
    listed = _positive_listing(folded) or _positive_registry(folded)
    if listed:
        return "positiva", listed
    body = _POSITIVE_BODY.search(folded)
    if body:
        return "positiva", body.span()
    body = _NEGATIVE_BODY.search(folded)
    if body:
        return "negativa", body.span()
    return None


# The results a tick-box form prints side by side, longest first.
_OPTION = re.compile(
    r"(?P<positiva_com_efeitos_de_negativa>positiva\s+com\s+efeitos?\s+d[ea]\s+negativa)|"
    r"(?P<negativa>nada\s+consta|negativa)|(?P<positiva>positiva|\bconstam?\b)"
)
# A ticked box right before an option: "X", "[X]", "(x)", "☒", "■", "✓".
_TICKED = re.compile(r"(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|(?<![A-Za-z])[xX]|[☒■✓✔])\s*$")


def _result_options(text: _Text) -> tuple[str, tuple[str, tuple[int, int]] | None]:
    """The folded text with its lines of result options blanked, and the ticked option.

    A line of options holds two or more different results and little else
    (a caption such as "Situação apurada:" may open it). The ticked option
    is the one with a mark before it, when exactly one has.
    """
    folded = text.folded
    ticked: list[tuple[str, tuple[int, int]]] = []
    blanks: list[tuple[int, int]] = []
    pos = 0
    while pos < len(folded):
        start, end = text.line_bounds(pos)
        pos = end + 1
        options = list(_OPTION.finditer(folded, start, end))
        if len({m.lastgroup for m in options}) < 2:
            continue
        rest = _OPTION.sub(" ", folded[options[0].start() : end])
        if len(re.sub(r"[\W_x]", "", rest)) > 3:
            continue  # a sentence that names results, not a row of boxes
        blanks.append((start, end))
        previous = start
        for m in options:
            if _TICKED.search(text.text[previous : m.start()]):
                ticked.append((str(m.lastgroup), m.span()))
            previous = m.end()
    for start, end in blanks:
        folded = folded[:start] + " " * (end - start) + folded[end:]
    return folded, ticked[0] if len(ticked) == 1 else None


def _positive_registry(folded: str) -> tuple[int, int] | None:
    """A record found ("há o registro abaixo", "há processos"), not after 'não'."""
    for m in _REGISTRY_FOUND.finditer(folded):
        if not _CONSTA_NEGATED.search(folded[max(0, m.start() - 20) : m.start()]):
            return m.span()
    return None


_REGISTRY_FOUND = re.compile(
    r"\bha\s+(?:[oa]s?\s+)?(?:registros?|processos?|ac(?:ao|oes)|protestos?|debitos?|"
    r"pendencias?|apontamentos?)\b"
)


_IRREGULAR = re.compile(r"nao\s+sao\s+suficientes\s+para\s+a\s+comprovacao|situacao\s+irregular")
_QUITE = re.compile(r"(?P<neg>\bnao\s+)?(?:esta|se\s+encontra)\s+quite")


def _extract_regularity(text: _Text, doc_type: str, out: _Builder) -> None:
    """Certificates of regularity: only a refusal or an irregularity is a result.

    A CRF or PIS certidão that certifies "situação regular" is not a certidão
    negativa and gets no result; the portal's refusal ("As informações
    disponíveis não são suficientes para a comprovação ...") is a positiva.
    The quitação eleitoral says "está QUITE" (extra ``quite``).
    """
    irregular = _IRREGULAR.search(text.folded)
    if irregular:
        out.set("result", "positiva", irregular.span())
    if doc_type == "certidao_quitacao_eleitoral":
        quite = _QUITE.search(text.folded)
        if quite:
            out.set("quite", quite.group("neg") is None, quite.span(), extra=True)
            if quite.group("neg"):
                out.set("result", "positiva", quite.span())


def _positive_listing(folded: str) -> tuple[int, int] | None:
    """'CONSTAM os seguintes processos', not preceded by 'não'/'nada'."""
    for m in _CONSTA.finditer(folded):
        if _CONSTA_NEGATED.search(folded[max(0, m.start() - 20) : m.start()]):
            continue
        sentence_end = re.search(r"\.\s|\n\s*\n|$", folded[m.end() : m.end() + 160])
        tail = folded[m.end() : m.end() + (sentence_end.start() if sentence_end else 160)]
        if _LISTED.search(tail):
            return m.start(), m.end() + len(tail)
    return None


_COURTS = (
    (
        "eleitoral",
        r"justica\s+eleitoral|tribunal\s+(?:regional|superior)\s+eleitoral|\btre\s*[-/]\s*[a-z]{2}\b"
        r"|\btse\b|crimes?\s+eleitora",
    ),
    (
        "federal",
        r"justica\s+federal|tribunal\s+regional\s+federal|\btrf\s*-?\s*\d|secao\s+judiciaria",
    ),
    (
        "estadual",
        r"tribunal\s+de\s+justica|justica\s+(?:estadual|comum)|poder\s+judiciario\s+do\s+estado"
        r"|\btj\s*-?\s*[a-z]{2}\b|\btj[a-z]{2}\b|comarca|foro\s+(?:central|regional)",
    ),
)


def _extract_jurisdiction(text: _Text, out: _Builder) -> None:
    """The court that issued a criminal certidão: the first one its header names."""
    best: tuple[int, str, tuple[int, int]] | None = None
    for court, pattern in _COURTS:
        m = re.search(pattern, text.folded)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), court, m.span())
    if best:
        out.set("jurisdiction", best[1], best[2])


# --- dates -------------------------------------------------------------------

_REFERENCE_MONTH = re.compile(
    r"(?:mes\s+de\s+referencia|referencia|ref\.|competencia|mes\s*/\s*ano)\s*:?\s*"
    r"(?:(?P<m>[0-9o]{1,2})\s*/\s*(?P<y>[0-9o]{4})|"
    r"(?P<mn>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")[a-z]*\.?\s*"
    r"(?:/|de)?\s*(?P<y2>\d{4}))"
)


def _first(dates: list[FoundDate], role: str, computed: bool = False) -> FoundDate | None:
    return next((d for d in dates if d.role == role and d.computed == computed), None)


def _extract_dates(text: _Text, doc_type: str, out: _Builder) -> None:
    dates = list(text.dates)
    if doc_type == "cnh":
        _cnh_dates(text, dates, out)
    issued = _issue_date(text, dates, doc_type)
    anniversary = _anniversary_pair(dates) if doc_type in _ANNIVERSARY_CARDS else None
    if issued is None and anniversary is not None:
        issued = anniversary[0]
    if issued is None and doc_type == "cpf":
        issued = _stamped_with_time(text, dates)
    if issued is None and doc_type == "rg":
        issued = _beside_registry_number(text, dates)
        if issued is None and not _NATIONAL_CARD.search(text.folded):
            # (The CIN prints its validity too: a lost caption there is as
            # likely the validity's.)
            issued = _after_birth(text, dates)
    if issued is not None and doc_type == "comprovante_endereco":
        dues = {d.value for d in dates if d.anchor and "vencimento" in d.anchor}
        if len(dues) == 1 and issued.value > min(dues):
            # A bill is issued before it falls due: a later "emissão" is
            # misread ("09/08" for "09/03"), and would make it look fresh.
            # (A carnê's instalments fall due one a month, its second copy
            # issued after the first of them.)
            issued = None
    if issued:
        out.set("issued_on", issued.value, issued.span)
        if issued.role != "issued":
            # A stand-in (the policy's start, a protocol's date): a later
            # reading that finds the issue date's own label replaces it.
            out.extra[_ISSUED_STANDS_IN] = True
    printed = _first(dates, "valid_until")
    computed = _first(dates, "valid_until", computed=True)
    if doc_type not in _CARDS:
        # "Validade da CNH: 14/05/2033" on a points certidão or a course
        # certificate is the licence's end, not the document's.
        printed = next(
            (
                d
                for d in dates
                if d.role == "valid_until"
                and not d.computed
                and not _LICENCE_VALIDITY.search(text.folded[max(0, d.span[0] - 30) : d.span[0]])
                and not (
                    doc_type == "certidao_pontuacao_cnh"
                    and _LICENCE_IN_PROSE.search(text.folded[max(0, d.span[0] - 80) : d.span[0]])
                )
            ),
            None,
        )
    if printed is None and doc_type in _ENDS_ON_VENCIMENTO:
        printed = _certidao_due(text, dates, issued)
    # A printed end date always wins over a day count (documents.md §0.2).
    chosen = printed or computed or (anniversary[1] if anniversary else None)
    if doc_type == "apolice_seguro":
        ends = _term_end(text, dates), _latest_midnight(text, dates)
        end = max((d for d in ends if d is not None), key=lambda d: d.value, default=None)
        if chosen is None or (
            end is not None and chosen.value < end.value and _at_midnight(text, chosen)
        ):
            # The term's two ends each "24h de ...": the later ends it, whichever
            # caption OCR set nearer the earlier (a row of captions over its values).
            chosen = end or chosen
    if chosen:
        out.set("valid_until", chosen.value, chosen.span)
    if printed and computed and printed.value != computed.value:
        out.set("computed_valid_until", computed.value.isoformat(), computed.span, extra=True)
    start = _first(dates, "valid_from")
    if start:
        out.set("valid_from", start.value.isoformat(), start.span, extra=True)
    registered = next((d for d in dates if d.anchor and "registro" in d.anchor), None)
    if doc_type in COMPANY_ACT_TYPES and registered:
        out.set("registered_on", registered.value.isoformat(), registered.span, extra=True)
    if doc_type == "comprovante_endereco":
        _reference_month(text, dates, out)
    if doc_type == "cnh":
        _impossible_licence_dates(dates, out)


# A CNH is valid for at most ten years from its issue (CTB art. 147, § 2º:
# ten, five or three years by the holder's age), whatever card prints it.
CNH_MAX_VALIDITY_YEARS = 10


def _impossible_licence_dates(dates: list[FoundDate], out: _Builder) -> None:
    """Forget the one of a CNH's issue and validity dates that cannot be.

    Read more than ten years apart, one of them is wrong. A validity that
    no date on the card could have begun (an old-style 3 read as an 8,
    "01/06/2081" for 2031) is the wrong one: it would make any licence look
    valid for decades. Otherwise the issue date read is an earlier date of
    the holder's (the first licence's, a misread emission). Either way the
    field is left empty rather than wrong, the date read kept in ``extra``.
    """
    issued, end = out.values.get("issued_on"), out.values.get("valid_until")
    if issued is None or end is None:
        return
    if end <= add_months(issued, 12 * CNH_MAX_VALIDITY_YEARS) + timedelta(days=31):
        return
    own = out.spans["valid_until"]
    others = [d.value for d in dates if d.span != own and d.value < end]
    name = "valid_until"
    latest = [add_months(d, 12 * CNH_MAX_VALIDITY_YEARS) + timedelta(days=31) for d in others]
    if any(end <= last for last in latest):
        name = "issued_on"
    value = out.values.pop(name)
    span = out.spans.pop(name)
    del out.evidence[name]
    out.set(f"implausible_{name}", value.isoformat(), span, extra=True)


# Certificates whose "Vencimento" / "Vence em" is their end (a bill's is its
# due date, a points certidão's may be the licence's).
_ENDS_ON_VENCIMENTO = frozenset(
    {
        "certidao_criminal",
        "certidao_estadual",
        "certidao_estadual_go",
        "certidao_execucoes",
        "certidao_falencia",
        "certidao_federal",
        "certidao_inss",
        "certidao_municipal",
        "certidao_municipal_sad",
        "certidao_pis",
        "certidao_protestos",
        "certidao_quitacao_eleitoral",
        "crf_fgts",
        "folha_corrida",
    }
)


_VENCE_EM = re.compile(r"\bvence\s+em\W*$")


def _certidao_due(
    text: _Text, dates: list[FoundDate], issued: FoundDate | None
) -> FoundDate | None:
    """A certificate's end printed as its "vencimento" ("Vencimento: 14/10/2026",
    "Vence em 14.10.2026"), after its issue date when that is known."""
    return next(
        (
            d
            for d in dates
            if (
                (d.anchor and "vencimento" in d.anchor)
                or _VENCE_EM.search(text.folded[max(0, d.span[0] - 12) : d.span[0]])
            )
            and not d.computed
            and (issued is None or d.value > issued.value)
        ),
        None,
    )


# Identity cards valid for whole years from their issue: the CIN and the RG
# for 5 or 10 years, the foreigner's CRNM for up to 9.
_ANNIVERSARY_CARDS = frozenset({"rg", "identidade_estrangeiro"})
_ANNIVERSARY_YEARS = range(2, 11)


def _anniversary_pair(dates: list[FoundDate]) -> tuple[FoundDate, FoundDate] | None:
    """An identity card's issue and expiry dates where OCR lost both labels.

    The card expires on its issue date's anniversary: of two unlabelled
    dates on the same day and month, whole years apart, the earlier is the
    issue and the later the expiry. A birth date is never one of them, nor
    is a pair unless it is the only one.
    """
    free = [d for d in dates if d.role in ("other", "issued", "valid_until") and not d.computed]
    pairs = [
        (a, b)
        for a in free
        for b in free
        if (a.value.day, a.value.month) == (b.value.day, b.value.month)
        and b.value.year - a.value.year in _ANNIVERSARY_YEARS
    ]
    return pairs[0] if len({(a.value, b.value) for a, b in pairs}) == 1 else None


# An RG's registry number ("1745687542", "12.345.678-9"), then at most a
# few stray marks OCR made of a field's frame or number ("€3", "ED"), then
# the date: the card's "REGISTRO GERAL ... DATA DE EXPEDIÇÃO" row.
_REGISTRY_THEN_DATE = re.compile(
    r"(?<![\d.\-/])(?!\d{3}\.\d{3}\.\d{3}-)\d[\d.\-]{5,12}\d(?:[ \t]+[^\s]{1,3})?[ \t]+$"
)


def _beside_registry_number(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """An RG's issue date printed beside its registry number, both captions lost.

    The card's first row holds "01 REGISTRO GERAL" and "02 DATA DE
    EXPEDIÇÃO" side by side; where the captions are printed apart (a
    numbered legend at the foot) or OCR lost them, the unlabelled date that
    follows a registry number on its line is the expedição. The birth date
    sits beside the place of birth, the CPF has its own pattern.
    """
    for found in dates:
        if found.role != "other" or found.anchor is not None or found.computed:
            continue
        start, _ = text.line_bounds(found.span[0])
        if _REGISTRY_THEN_DATE.search(text.folded[start : found.span[0]]):
            return found
    return None


# The Carteira de Identidade Nacional: its title, or its machine-readable zone.
_NATIONAL_CARD = re.compile(r"identidade\s+nacional|\bidbra|\bcin\b")
# An identity card is issued this many years after its holder's birth at least
# when its two dates are told apart by their order alone.
_CARD_AGE_YEARS = 16


# A date and its time to the second: "07/10/2026 11:45:20".
_TIME_AFTER = re.compile(r"[ \t,]*(?:as\s+)?\d{2}\s*[:h]\s*\d{2}\s*:\s*\d{2}\b")


def _stamped_with_time(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """A CPF card's or comprovante's emission, its caption ("EMITIDO EM") lost to OCR:
    the one date printed with its time to the second (a birth or an inscription date
    never is), unless a label gives it another role."""
    stamped = [
        d
        for d in dates
        if d.role in ("other", "issued")
        and not d.computed
        and _TIME_AFTER.match(text.folded, d.span[1])
    ]
    return stamped[0] if len({d.value for d in stamped}) == 1 else None


_LAW_DATE = re.compile(r"lein?\b|decreto|portaria|resolucao|instrucao")


def _after_birth(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """An RG's issue date where OCR garbled its caption ("DATA DE EXI UIÇÃO"):
    the card prints its holder's birth and its expedição, nothing else dated.

    With the birth date labelled, the one other date after it; with both
    captions lost, of exactly two dates the later when it comes at least
    ``_CARD_AGE_YEARS`` after the earlier. A third date (a notary's copy, a
    received stamp) leaves the card undated.
    """
    if any(d.role not in ("other", "birth", "valid_until") for d in dates if not d.computed):
        return None  # a date someone else issued: a copy's, a stamp's
    if any(_notarial(text, d) for d in dates):
        return None  # a notary's authentication of the copy
    births = [d for d in dates if d.role == "birth"]
    # (Not the date of the law the card cites: "LEI Nº 7.116 DE 29/08/83".)
    others = [d for d in dates if d.role == "other" and not _LAW_DATE.match(d.anchor or "")]
    if len(births) == 1 and len(others) == 1:
        return others[0] if others[0].value > births[0].value else None
    if births or len(others) != 2:
        return None
    first, last = sorted(others, key=lambda d: d.value)
    return last if _years_between(first.value, last.value) >= _CARD_AGE_YEARS else None


def _years_between(start: date, end: date) -> int:
    return end.year - start.year - ((end.month, end.day) < (start.month, start.day))


# A policy's term in a table cell: "12/08/2026 às 24h  12/08/2027 às 24h".
_AT_MIDNIGHT = re.compile(r"\s*(?:as|a)\s*24\s*h(?:oras|s)?\b")


def _term_end(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The end of a policy's term printed as two dates "às 24h" side by side
    under no label OCR kept; the later one ends the term."""
    for start, end in itertools.pairwise(dates):
        between = text.folded[start.span[1] : end.span[0]]
        if (
            _AT_MIDNIGHT.match(between)
            and len(between) <= 20
            and _AT_MIDNIGHT.match(text.folded, end.span[1])
            and end.value > start.value
        ):
            return end
    return None


# "24h de 18/01/2027", "às 24 horas do dia 18/01/2027" (OCR: "ah de").
_MIDNIGHT_BEFORE = re.compile(r"(?:\b24\s*h(?:oras|s)?|\bah)\s*(?:de|do\s+dia)\s*$")


def _at_midnight(text: _Text, found: FoundDate) -> bool:
    return bool(_MIDNIGHT_BEFORE.search(text.folded[max(0, found.span[0] - 20) : found.span[0]]))


def _latest_midnight(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The later of a policy's term's ends printed "24h de <date>", when two differ."""
    ends = [d for d in dates if _at_midnight(text, d)]
    if len({d.value for d in ends}) < 2:
        return None
    return max(ends, key=lambda d: d.value)


# Cards whose "validade da carteira / da CNH" is their own.
_CARDS = frozenset({"cnh", "rg", "identidade_estrangeiro", "cpf", "titulo_eleitor"})
# (The licence's end is its medical exam's too: "VALIDADE DO EXAME 21/05/2027".)
_LICENCE_VALIDITY = re.compile(
    r"validade\s+d[ao]\s+(?:cnh|habilitacao|carteira|exame(?:\s+medico)?)\W*$"
)


# A points certidão's prose about the licence: "habilitado(a) na categoria D sob
# o registro nº 05364632339, com validade até 06/10/2030" is the licence's end.
_LICENCE_IN_PROSE = re.compile(
    r"(?:registro\s+n[o°º]?\W*\d{9,11}|categoria\s+[a-e]{1,2}\b)[^.;]{0,30}\bvalidade\b[^.;]{0,10}$"
)


# A numeric date printed with a one-digit day or month ("27/1/2026").
_SHORT_PART = re.compile(r"(?<!\d)\d[/.\-]|[/.\-]\d(?!\d)")


def _fuller_twin(first: FoundDate, issued: list[FoundDate]) -> FoundDate:
    """``first``, or the issue date it is with one of a doubled digit lost.

    OCR drops one of two thin figures printed close ("27/11/2026" read
    "27/1/2026"): where the page states its issue twice ("a certidão emitida
    em 27/1/2026 às 12:09:08" over "Emitida às 12:09:08 do dia
    27/11/2026"), a short-printed date that the other date repeats with that
    digit doubled is the other date misread.
    """
    if not _SHORT_PART.search(first.text):
        return first
    for other in issued:
        if other is first or other.value.year != first.value.year:
            continue
        parts = [(first.value.month, other.value.month), (first.value.day, other.value.day)]
        changed = [(short, full) for short, full in parts if short != full]
        if len(changed) == 1 and changed[0][1] == 11 * changed[0][0]:
            return other
    return first


def _issue_date(text: _Text, dates: list[FoundDate], doc_type: str) -> FoundDate | None:
    printed_end = _first(dates, "valid_until")
    # No document is issued on or after its own printed expiry: such a date
    # at the foot is a typo or another date, and is not trusted.
    issued = [
        d
        for d in dates
        if d.role == "issued" and (printed_end is None or d.value < printed_end.value)
    ]
    if doc_type in _REGISTRATION_TYPES:
        # An empresário's registration is the Junta's act: "Certifico o registro em ...".
        registered = next(
            (
                d
                for d in dates
                if d.anchor
                and "registro" in d.anchor
                # "Certifico o registro em", OCR-clipped to "ffico o registro'êm".
                and _CERTIFIED.search(text.folded[max(0, d.span[0] - 60) : d.span[0]])
            ),
            None,
        )
        if registered:
            return registered
        registered = next(
            (
                d
                for d in dates
                if _REGISTERED_ON.search(text.folded[max(0, d.span[0] - 120) : d.span[0]])
            ),
            None,
        )
        if registered:
            return registered
        # The Junta's stamp on the filed form: "JUCEG - REGISTRADO" / "EM
        # 08/07/2023 - NIRE ...", after the empresário's own signing date.
        stamped = next(
            (
                d
                for d in dates
                if _REGISTERED_STAMP.search(_lines_before(text, d.span[0], 1, limit=40))
            ),
            None,
        )
        if stamped:
            return stamped
    if doc_type in COMPANY_ACT_TYPES:
        # The act's own date is the one at its foot ("Santa Maria, 10 de
        # janeiro de 2020") or in its opening ("Aos quinze dias ..."); an
        # "expedida em" in a partner's qualification is his identity card's.
        own = [d for d in issued if d.anchor is None]
        term = _JUNTA_TERM.search(text.folded) if doc_type != "registro_junta_comercial" else None
        if term is not None:
            # The Junta's "Termo de autenticação" closing a digitally filed
            # act is dated by the filing ("Porto Alegre, 10/12/2024."): the act
            # is dated by the signatures before it.
            own = [d for d in own if d.span[0] < term.start()] or own
        if own:
            return own[-1]
        # A Junta's certidão says when it was issued: "Certidão nº ...,
        # expedida em 30 de dezembro de 2026", not about an identity card.
        own = [
            d
            for d in issued
            if not _IDENTITY_WORDS.search(text.folded[max(0, d.span[0] - 80) : d.span[0]])
        ]
        return own[-1] if own else None
    if doc_type == "comprovante_contribuicao_sindical":
        # A paid guia or boleto dates from its payment ("Data do pagamento",
        # "DATA PGTO", "DT. PAGTO.", "pago em", or the bank's mechanical
        # authentication), not from the slip's "Data do documento" (the day
        # the union issued it).
        paid = (
            next(
                (
                    d
                    for d in dates
                    if d.anchor and re.search(r"pag(?:amento|[oa]\b|to\b)|pgto", d.anchor)
                ),
                None,
            )
            or _cashier_receipt(text, dates)
            or _bank_authentication(text, dates)
        )
        if paid is not None:
            return paid
    if doc_type in _CARDS or doc_type == "certificado_reservista":
        # A notary's certified copy: "Confere com o original ... reproduz
        # fielmente o documento exibido nesta serventia. Santa Maria, 5 de
        # outubro de 2014." dates the copy, not the card it reproduces.
        issued = [d for d in issued if not _notarial(text, d)]
    if doc_type == "ctps" and issued:
        # A booklet's copy: the booklet's own "DATA DE EMISSÃO 21/01/2011" and
        # the employer's declaration that the copy is true, dated today; the
        # copy is as recent as its latest date (a digital CTPS's export date,
        # or eSocial's "Consulta realizada em", below its events' dates).
        consulted = [d for d in dates if d.role == "consulted"]
        return max(issued + consulted, key=lambda d: d.value)
    if issued:
        return _fuller_twin(issued[0], issued)
    if doc_type in _ISSUE_FALLBACK and "@protocolo" in _ISSUE_FALLBACK[doc_type]:
        # A request sent by e-mail is dated by its sending, not by the
        # protocol stamp or the print-out's header.
        sent = _email_sent(text, dates)
        if sent is not None:
            return sent
    for role in _ISSUE_FALLBACK.get(doc_type, ("consulted",)):
        if role.startswith("@"):
            fallback = next((d for d in dates if d.anchor and role[1:] in d.anchor), None)
        elif role == "~clock":
            clocked = [
                d for d in dates if d.role == "other" and _STAMP_TIME.match(text.folded, d.span[1])
            ]
            fallback = clocked[0] if len(clocked) == 1 else None
        else:
            fallback = _first(dates, role)
        if fallback:
            return fallback
    if doc_type.startswith("certidao_") or doc_type == "certificado_curso_transporte":
        ended = _period_end(text, dates)
        if ended:
            return ended
    stamp = _header_stamp(text, dates)
    if stamp is None and (doc_type.startswith("certidao_") or doc_type in _FOOTER_STAMP_TYPES):
        stamp = _footer_stamp(text, dates)
    return stamp


def _lines_before(text: _Text, pos: int, count: int, limit: int = 250) -> str:
    """The folded text from ``count`` lines above ``pos``'s line to ``pos`` (at most ``limit``)."""
    start, _ = text.line_bounds(pos)
    for _ in range(count):
        if start == 0:
            break
        start, _ = text.line_bounds(start - 1)
    return text.folded[max(start, pos - limit) : pos]


# A notary's authentication of a copy, on the line of the date that closes
# it or the two before (a stamp's lines: "AUTENTICAÇÃO - Confere com" / "Dou
# fé" / "Santa Maria, 12.09.2029"); its seal's box ("SELO DIGITAL DE FISCALIZAÇÃO ...
# Emitido em 16/11/2023") a few lines above the seal's date. ("Cópia frente
# e verso - confere com o original" over a card is no such sentence.)
_AUTHENTICATION = re.compile(
    r"confere\s+com\s+o\s+original|reproduz\s+fielmente|copia\s+autenticada|"
    r"certidao\s+de\s+autenticacao|\bautentico\b|\bautenticacao\b|\bdou\s+fe\b|"
    # e-Notariado's block: "Data do ato: 18/09/2025 às 17:26:52 Escrevente: ...
    # Emolumentos: R$ 5,95" (OCR may join "doato").
    r"\bdata\s+do\s?ato\b|\bescrevente\b|\bemolumentos\b"
)
_SEAL_BOX = re.compile(r"\bselo\s+(?:digital|eletronico|de\s+fiscalizacao)")


def _notarial(text: _Text, found: FoundDate) -> bool:
    """Whether a date on a card's copy dates a notary's authentication of it:
    the act's words on its line (before or after it: a reading by rows may
    set "Escrevente ... Data do ato" after the date) or the two lines above."""
    _, line_end = text.line_bounds(found.span[0])
    return bool(
        _AUTHENTICATION.search(_lines_before(text, found.span[0], 2))
        or _AUTHENTICATION.search(text.folded, found.span[1], line_end)
        or _SEAL_BOX.search(_lines_before(text, found.span[0], 3))
    )


# A cashier's note on a paid guia: "Recebido no caixa da agência 5333 em 28/01/2027".
_CASHIER = re.compile(
    r"\b(?:recebid[oa]|pag[oa]|quitad[oa])\s+(?:no|na|pel[oa])\s+(?:caixa|agencia|banco)\b"
)


def _cashier_receipt(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The date a cashier's note on the guia says it was paid, on the note's line."""
    for d in dates:
        start, _ = text.line_bounds(d.span[0])
        before = text.folded[max(start, d.span[0] - 80) : d.span[0]]
        if _CASHIER.search(before):
            return d
    return None


def _bank_authentication(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The date of a bank's mechanical authentication printed on a paid guia:
    "SICREDI 26/01/2027 13:19:39 AG 3975 GRCSU 2027" / "PAGO R$ 200,00 ... AUT ...",
    a date with its time on a line naming the agency, or over the "PAGO" line."""
    for d in dates:
        start, end = text.line_bounds(d.span[0])
        rest = text.folded[d.span[1] : end]
        if not re.match(r"[\s\-–,|]*\d{1,2}:\d{2}", rest):
            continue
        below = text.next_line(end)
        paid = below is not None and re.match(r"[\s|]*pago\b", text.folded[below[0] : below[1]])
        if paid or re.search(r"\b(?:ag|agencia|aut)\b", text.folded[start:end]):
            return d
    return None


# A date and a time at the head of a page, unlabelled: "Tribunal Superior
# Eleitoral  11/01/2027 - 16:43", the moment a web service issued the page.
_STAMP_TIME = re.compile(r"[ \t]*(?:-|–|·|,|\.|\||as)?[ \t]*\d{1,2}[:h]\d{2}(?::\d{2})?\b")
_HEADER_LINES = 4


def _header_stamp(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The unlabelled date-and-time in a page's first lines, when no date says it is the issue."""
    lines = [m for m in re.finditer(r"[^\n]+", text.text) if m.group(0).strip()][:_HEADER_LINES]
    if not lines:
        return None
    head_end = lines[-1].end()
    for d in dates:
        if d.span[0] >= head_end:
            break
        if d.role == "other" and d.anchor is None and _STAMP_TIME.match(text.folded, d.span[1]):
            return d
    return None


# A web service's certidão may print the moment it issued the page in its
# last lines instead ("2026-12-14 19:40:35 | código de controle ..."), its
# caption lost to the scan.
_FOOTER_LINES = 6
_FOOTER_STAMP_TYPES = frozenset({"folha_corrida", "crf_fgts"})


def _footer_stamp(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The first unlabelled date-and-time in a certidão's last lines, when no date says more."""
    lines = [m for m in re.finditer(r"[^\n]+", text.text) if m.group(0).strip()]
    if len(lines) <= _HEADER_LINES + _FOOTER_LINES:
        return None  # a page this short has no footer apart from its head
    foot_start = lines[-_FOOTER_LINES].start()
    for d in dates:
        if d.span[0] < foot_start:
            continue
        if d.role == "other" and d.anchor is None and _STAMP_TIME.match(text.folded, d.span[1]):
            return d
    return None


_REGISTRATION_TYPES = frozenset({"registro_firma_individual"})
_IDENTITY_WORDS = re.compile(r"\brg\b|identidade|\bssp\b|\bcin\b|carteira|orgao\s+expedidor")
# ("Certifico o registro", OCR-clipped "ffico o registro" or damaged "Certico o registro".)
_CERTIFIED = re.compile(r"(?:fic|\bcerti\w?c)\w*\s+(?:o\s+)?registro")
# The Junta's termo: "... encontra-se registrado na Junta Comercial sob o NIRE
# 52086521846, em 05/09/2024", the act's registration.
_REGISTERED_ON = re.compile(r"\bregistrad[oa]\b[^;]{0,100}?\bem\s*$")
# The Junta's page of authentication that closes an act it filed digitally.
_JUNTA_TERM = re.compile(r"\btermo de autenticacao\b")
_REGISTERED_STAMP = re.compile(r"\bregistrad[oa]\b")
# (A table's "PERÍODO" cell over "16/02/2021 —." / "a 16/02/2026": a speck of
# the cell's rule after the caption, the dash and the "a" on two lines.)
_PERIOD = re.compile(r"periodo\s*(?:de|:|[a-z])?\s*$")
_PERIOD_JOIN = re.compile(r"[\s.]*(?:[-–—][\s.]*)?(?:(?:a|ate)[\s.]*)?")


def _period_end(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The end of the period a certidão searched or a course ran, when no date says more.

    "NADA CONSTA ... no período de 14/06/2016 a 14/06/2026": a distribuição
    searches up to the day it is issued; "realizado no período de 19/02/2023
    a 14/03/2023": a course's certificate dates from its last day.
    """
    for first, second in zip(dates, dates[1:], strict=False):
        before = text.folded[max(0, first.span[0] - 30) : first.span[0]]
        between = text.folded[first.span[1] : second.span[0]]
        if (
            _PERIOD.search(before)
            and _PERIOD_JOIN.fullmatch(between)
            and first.value < second.value
        ):
            return second
    return None


def _cnh_dates(text: _Text, dates: list[FoundDate], out: _Builder) -> None:
    """CNH: '4b VALIDADE' is the latest date on its line or the line below.

    OCR often merges the side-by-side fields ("4b VALIDADE ACC 02/08/2023
    30/04/2031"); the validity is then the later date (documents.md §6.3).
    """
    for m in re.finditer(r"validade", text.folded):
        start, end = text.line_bounds(m.start())
        candidates = [d for d in dates if start <= d.span[0] < end and d.span[0] > m.start()]
        if not candidates:
            following = text.next_line(m.end())
            if following:
                candidates = [d for d in dates if following[0] <= d.span[0] < following[1]]
        candidates = [d for d in candidates if d.role not in ("birth",)]
        if not candidates:
            continue
        latest = max(candidates, key=lambda d: d.value)
        out.set("valid_until", latest.value, latest.span)
        earlier = [d for d in candidates if d.value < latest.value]
        if len(candidates) >= 2 and earlier and not any(d.role == "issued" for d in dates):
            out.set("issued_on", earlier[0].value, earlier[0].span)
        return


def _reference_month(text: _Text, dates: list[FoundDate], out: _Builder) -> None:
    """A bill's reference month, and the issue date it stands for when none is printed.

    The first day of the month is used: the bill is at least that recent, so
    an old bill is never taken for a fresh one.
    """
    m = _REFERENCE_MONTH.search(text.folded)
    if m:
        if m.group("mn"):
            month, year = MONTHS[m.group("mn")], int(m.group("y2"))
        else:
            month = int(m.group("m").replace("o", "0"))
            year = int(m.group("y").replace("o", "0"))
        if 1 <= month <= 12 and 1900 <= year <= 2100:
            out.set("reference_month", f"{year:04d}-{month:02d}", m.span(), extra=True)
            if not out.has("issued_on"):
                out.set("issued_on", date(year, month, 1), m.span())
                # A stand-in: a later reading that finds the bill's own "Data
                # de emissão" (a row of captions over their values) replaces it.
                out.extra[_ISSUED_STANDS_IN] = True
    # The due date is kept, but never stands for the issue date: it falls
    # after it, and would make an old bill look fresh.
    due = next((d for d in dates if d.anchor and "vencimento" in d.anchor), None)
    if due:
        out.set("due_date", due.value.isoformat(), due.span, extra=True)


# --- CNH ---------------------------------------------------------------------

# OCR reads the abbreviations' periods as commas or semicolons ("CAT, HAB, Nº
# REGISTRO", "CAT;HAB") and their last letters as look-alikes ("car. Has. D").
_CATEGORY_LABEL = re.compile(
    r"ca[tr][.,;:]?\s*ha[bs8][.,;:]?|categoria(?:\s+de\s+habilitacao|\s+hab[.,]?)?"
    # The 2022 card's numbered field: "9 CAT." (OCR: "9 Car", "9CAT").
    r"|(?<![\d.])\b9\s*ca[tr]\b"
)
# Not the gender mark of "BRASILEIRO(A)" on the line after the label, nor a
# row of a table of categories marked not held ("A —"), nor a signer's
# initial beside the caption ("Luciane B. Machado").
_CATEGORY_VALUE = re.compile(
    r"(?<![A-Za-z0-9(])(AB|AC|AD|AE|A|B|C|D|E)(?![A-Za-z0-9)])(?![ \t]*[—–-][ \t]*$)"
    r"(?!\.[ \t]*[A-ZÀ-Ý][a-zà-ý])",
    re.MULTILINE,
)


# How far after its caption a category is looked for, at most.
CATEGORY_WINDOW_MAX = 200

# Another category letter on the same line, after a blank, a rule or a list's
# separator ("ACC · A · B · C · D · E"): a list.
_CATEGORY_LIST = re.compile(r"[ \t|:·•,;/\-–—]+(?:AB|AC|AD|AE|A|B|C|D|E)(?![A-Za-z0-9])")


# A row of the back's table of categories: the category ("Cc": C and a
# speck), "SIM" when held, and its validity (OCR may read it on the line of
# the front panel beside it).
_HELD_CATEGORY = re.compile(r"(?<!\w)([A-E])[a-z]?[ \t|]+SIM\b")


# The paper CNH's row of values printed apart from its captions ("PERMISSÃO ACC
# CAT. HAB. Nº REGISTRO VALIDADE 1ª HABILITAÇÃO"): the category, then the
# 11-digit registro and the validity ("*** *** D 03755430656 22/10/2031 21/10/1999").
_CATEGORY_BEFORE_REGISTRY = re.compile(
    r"(?<![A-Za-z0-9])(?P<cat>AB|AC|AD|AE|A|B|C|D|E)[ \t|*\[\]]+\d{11}[ \t|\[\]]+\d{2}/\d{2}/\d{4}"
)


def _held_categories(text: _Text) -> tuple[str, tuple[int, int]] | None:
    """The category a table of categories marks held, row by row ("B SIM", "D SIM").

    The holder's category is the highest held (D includes B and C), with
    A before it when the motorcycle is held too ("AE"). Two marked rows at
    least, under a "categorias" or "cat." heading, make a table.
    """
    rows = list(_HELD_CATEGORY.finditer(text.text))
    if len(rows) < 2 or not re.search(r"categorias|\bcat\b", text.folded):
        return None
    held = {m.group(1) for m in rows}
    cars = sorted(held - {"A"})
    category = ("A" if "A" in held else "") + (cars[-1] if cars else "")
    return category, (rows[0].start(1), rows[-1].end())


def _extract_cnh(text: _Text, out: _Builder) -> None:
    held = _held_categories(text)
    if held:
        out.set("cnh_category", *held)
    for m in _CATEGORY_LABEL.finditer(text.folded):
        if held:
            break
        # The value beside the caption, or under it on the next line however
        # long the captions' row ("5 Nº REGISTRO 9 CAT. HAB. NACIONALIDADE ...").
        below = text.next_line(m.end())
        window_end = min(
            len(text.text),
            max(m.end() + 80, min(below[1], m.end() + CATEGORY_WINDOW_MAX) if below else 0),
        )
        for v in _CATEGORY_VALUE.finditer(text.text, m.end(), window_end):
            if _CATEGORY_LIST.match(text.text, v.end()):
                # "9 Cat | ACC | A B C | D E": the table of categories' heading
                # row, every letter in turn, not the holder's category.
                break
            out.set("cnh_category", v.group(1), v.span())
            break
        if out.has("cnh_category"):
            break
    if not out.has("cnh_category"):
        row = _CATEGORY_BEFORE_REGISTRY.search(text.text)
        if row:
            out.set("cnh_category", row.group("cat"), row.span("cat"))
    mentions = [
        *re.finditer(r"(?<![A-Za-z])EAR(?![A-Za-z])", text.text),
        *re.finditer(r"exerce\s+atividade\s+remunerada", text.folded),
    ]
    denied = next((m for m in mentions if _denied(text, m.start())), None)
    if denied:
        # "Sem anotação de atividade remunerada (EAR)": the observation stated
        # absent. A second, garbled reading of the line ("ERAS em anotação
        # ... (EAR)") does not outweigh it: a driver taken for a paid one is
        # the worse mistake.
        out.set("paid_activity", False, text.line_bounds(denied.start()))
        return
    if mentions:
        out.set("paid_activity", True, mentions[0].span())
        return
    observations = re.search(r"observac(?:oes|ao)|\bobs\b", text.folded)
    if observations:
        span = _value_after(text, observations.end(), stop=None) or observations.span()
        value = text.text[observations.end() : span[1]]
        glued = re.search(r"EAR(?![A-Za-z])", value)
        if glued:
            # "AEAR": the code before it glued on by OCR.
            out.set("paid_activity", True, (observations.end() + glued.start(), span[1]))
        elif _NEXT_CNH_CAPTION.match(text.folded, observations.end(), span[1]):
            # Nothing read between the caption and the next box's ("12
            # OBSERVAÇÕES / LOCAL"): a short "EAR" on a photo is easily lost,
            # and an empty box proves nothing. Unsure, for a person to see.
            return
        elif not any(_near_ear(token) for token in re.findall(r"[A-Za-z0-9]{2,4}", value)):
            # The observations were read and carry no EAR, nor a misreading of it.
            out.set("paid_activity", False, (observations.start(), span[1]))


# Another of the CNH's captions read at once after the observations' (the
# next box's, "LOCAL", or one a sparse reading set there, "4 DOC.
# IDENTIDADE"): the box read empty.
_NEXT_CNH_CAPTION = re.compile(
    r"[\s|:.]*(?:\d{1,2}[a-e]?\s*)?(?:local|renach|assinatura|data\s+(?:de\s+)?emissao|validade"
    r"|doc\.?\s+identidade|n[o.]?\s+registro|cat\.?\s+hab|nacionalidade|filiacao"
    r"|nome\s+e\s+sobrenome|permissao|1[ao]?\s+habilitacao|cpf)\b|[\s|:.]*$"
)


# "Sem anotação de ...", "não exerce ...", "nenhuma observação": a negation
# earlier on the observation's line.
_DENIAL = re.compile(r"\b(?:sem|nao|nenhuma?)\b")


def _denied(text: _Text, pos: int) -> bool:
    """Whether the EAR mention at ``pos`` is stated absent on its line."""
    start, _ = text.line_bounds(pos)
    return bool(_DENIAL.search(text.folded[max(start, pos - 60) : pos]))


def _near_ear(token: str) -> bool:
    """Whether a token of the observations may be "EAR" misread ("EAB", "E4R", "FAR"), or
    begun with its E and a letter lost or misread besides ("ENA", "EA")."""
    token = token.upper()
    if len(token) == 3 and sum(a != b for a, b in zip(token, "EAR", strict=True)) <= 1:
        return True
    return token.startswith("E") and Levenshtein.distance(token, "EAR") <= 2


# --- vehicles ----------------------------------------------------------------

_PLATE_LABEL = re.compile(r"\bplaca\b(?!\s*(?:anterior|/\s*uf\s+anterior))")
_PREVIOUS_PLATE_LABEL = re.compile(r"\bplaca\s+anterior")
# Seven characters, or eight where OCR printed a letter twice ("IKWw8Q02").
_PLATE_LOOSE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]{3}[- ]?[A-Za-z0-9]{4,5}(?![A-Za-z0-9])")
_PLATE_STRICT = re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}-?[0-9][A-Z0-9][0-9]{2}(?![A-Za-z0-9])")
# A plate with one letter printed twice, the second in lower case, as OCR
# reads some bold faces ("IKWw8Q02", "IJP5Xx92"); read_plate drops the twin.
_PLATE_DOUBLED = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z]{3}[a-z]?|[A-Z][A-Z][a-z][A-Z]|[A-Z][a-z][A-Z]{2})"
    r"-?[0-9][A-Z0-9][a-z]?[0-9]{2}(?![A-Za-z0-9])"
)
# A plate as the vehicle's papers print it with its state, "IEJ8TI2/RS":
# the state tells a plate where its caption is too far to read it by. In
# capitals only: a small letter among them is OCR's noise ("TOPBr76 / RS").
_PLATE_WITH_UF = re.compile(
    r"(?<![A-Za-z0-9/])([A-Z0-9]{3}-?[A-Z0-9]{4})\s?/\s?"
    rf"(?:{_UFS})"
    r"(?![A-Za-z0-9])"
)
_YEAR = re.compile(r"(?<![0-9A-Za-z])(?:19|2[0oO])[0-9oO]{2}(?![0-9A-Za-z])")
_FAB_LABEL = re.compile(r"ano\s*(?:de\s*)?fab(?:ricacao|\.)?")
_MODEL_LABEL = re.compile(r"ano\s*(?:do\s*)?mod(?:elo|\.)?")
_FAB_MODEL = re.compile(
    r"ano\s*(?:de\s*)?fab(?:ricacao|\.)?\s*/\s*(?:ano\s*)?mod(?:elo|\.)?\s*:?\s*"
    r"(?P<fab>(?:19|20)\d{2})\s*/\s*(?P<mod>(?:19|20)\d{2})"
)
# "ano 2023/2024", "Fab./Mod. 2010/2010": fabrication, then model year.
_YEAR_PAIR = re.compile(
    r"(?:\bano|\bfab\.?\s*/\s*mod\.?)\s*:?\s*(?P<fab>(?:19|20)\d{2})\s*/\s*(?P<mod>(?:19|20)\d{2})\b"
)
_SLASHED_YEARS = re.compile(
    r"(?<![0-9/])(?P<fab>(?:19|20)\d{2})\s*/\s*(?P<mod>(?:19|20)\d{2})(?![0-9/])"
)
# Or the two years opening a row of values, apart: "2017 2017 408888417165".
_YEARS_OPENING_A_LINE = re.compile(
    r"^[ \t|]*(?P<fab>(?:19|20)\d{2})[ \t]+(?P<mod>(?:19|20)\d{2})(?![0-9/.,-])", re.MULTILINE
)
# Or closing one, after the fuel: "PASSAGEIRO/MICROONIBUS DIESEL 2016 2016" (a form's
# values printed apart from its captions "COMBUSTÍVEL ANO FAB. ANO MOD.").
_YEARS_AFTER_FUEL = re.compile(
    r"\b(?:DIESEL|GASOLINA|ALCOOL|ÁLCOOL|ETANOL|FLEX|GNV|EL[EÉ]TRICO|H[IÍ]BRIDO)[A-Z/ ]*?[ \t|]+"
    r"(?P<fab>(?:19|20)\d{2})[ \t|]+(?P<mod>(?:19|20)\d{2})[ \t|]*$",
    re.MULTILINE | re.IGNORECASE,
)
# Or after the plate's state, as the CRV's first row of values prints them under
# "PLACA  UF  ANO FABRICAÇÃO  ANO MODELO": "ISJ7B18 RS 2016 2016 221619746063".
_YEARS_AFTER_UF = re.compile(
    rf"(?<![A-Za-z])(?:{_UFS})"
    r"[ \t|]+(?P<fab>(?:19|20)\d{2})[ \t|]+(?P<mod>(?:19|20)\d{2})(?![0-9/.,-])"
)
_KIND_LABEL = re.compile(r"especie\s*/?\s*tipo|tipo\s+d[eo]\s+veiculo|\bespecie\b")
_KINDS = (
    ("microonibus", r"micro\s*-?\s*onibus"),
    ("onibus", r"\bonibus\b"),
    ("van", r"\bvan\b|camioneta"),
    (
        "outro",
        r"automovel|caminhonete|caminhao|motocicleta|motoneta|utilitario|\bmisto\b|\bcarga\b|"
        r"reboque|trator",
    ),
)


def _year_value(text: str) -> int:
    return int(text.replace("o", "0").replace("O", "0"))


def _plate_after(text: _Text, end: int) -> tuple[str, tuple[int, int]] | None:
    window_end = min(len(text.text), end + 80)
    window = text.text[end:window_end]
    for m in _PLATE_LOOSE.finditer(window):
        if not any(ch.isdigit() for ch in m.group(0)) or m.group(0).islower():
            continue  # a word, not a plate
        plate = read_plate(m.group(0))
        if plate:
            return plate, (end + m.start(), end + m.end())
    return None


# A RENAVAM on the line above a label is taken only within this distance of
# the label's column (a share of the line's width), and only when it sits
# that much nearer the column than the first one after the label.
_COLUMN_MARGIN = 0.2


def _renavam_at(text: _Text, label: re.Match[str]) -> tuple[str, tuple[int, int]] | None:
    """The RENAVAM a "RENAVAM" label names, with its span.

    The first number after the label whose check digit holds, unless the
    label's line does not hold it and a number on the line above sits
    clearly nearer the label's column: forms that print the caption under
    the value ("01652751774" over "CÓDIGO RENAVAM") put the next row's
    numbers after the label, and one number in eleven passes the check.
    """
    line_start, line_end = text.line_bounds(label.start())
    after = [
        (value, (label.end() + s, label.end() + e))
        for value, (s, e) in find_renavams(text.text[label.end() : label.end() + 120])
    ]
    if after and after[0][1][0] < line_end:
        return after[0]
    above: list[tuple[str, tuple[int, int]]] = []
    if line_start > 0:
        start, end = text.line_bounds(line_start - 1)
        above = [(v, (start + s, start + e)) for v, (s, e) in find_renavams(text.text[start:end])]

    def off_column(candidate: tuple[str, tuple[int, int]]) -> float:
        start, end = text.line_bounds(candidate[1][0])
        column = (label.start() - line_start) / max(1, line_end - line_start)
        return abs((candidate[1][0] - start) / max(1, end - start) - column)

    best_above = min(above, key=off_column, default=None)
    if best_above is None or off_column(best_above) > _COLUMN_MARGIN:
        return after[0] if after else None
    if not after or off_column(best_above) + _COLUMN_MARGIN < off_column(after[0]):
        return best_above
    return after[0]


def _lone_renavam(text: _Text, out: _Builder) -> None:
    """The one RENAVAM of a document whose label has no number near it.

    A born-digital CRV prints its captions and its values as separate runs
    of text: "CÓDIGO RENAVAM PLACA UF EXERCÍCIO" comes with the other
    captions, "01767788379 IWN-9115 RS 2020" with the values, further on.
    The only 11-digit number whose check digit holds and that is no CPF is
    taken, and stands only if another document confirms it (a second
    reading: one number in eleven passes the check).
    """
    found = [
        (value, span)
        for value, span in find_renavams(text.text)
        # Printed with all 11 digits (not an old 9-digit number padded), and no CPF.
        if len(text.text[span[0] : span[1]].replace("-", "")) == 11 and not is_valid_cpf(value)
    ]
    if len({value for value, _ in found}) != 1:
        return
    out.set_unsure("renavam", found[0][0], found[0][1])


def _extract_vehicle(text: _Text, doc_type: str, out: _Builder) -> None:
    for m in _PLATE_LABEL.finditer(text.folded):
        found = _plate_after(text, m.end())
        if found:
            out.set("plate", found[0], found[1])
            break
    previous = _PREVIOUS_PLATE_LABEL.search(text.folded)
    previous_plate = _plate_after(text, previous.end()) if previous else None
    if previous_plate:
        out.set("previous_plate", previous_plate[0], previous_plate[1], extra=True)
    # No caption: a plate as printed, else one with a letter read twice, else
    # one its state follows (read as a captioned one is).
    readers = (
        (_PLATE_STRICT, normalize_plate, 0),
        (_PLATE_DOUBLED, read_plate, 0),
        (_PLATE_WITH_UF, read_plate, 1),  # the plate without its state
    )
    for pattern, reader, group in readers:
        for m in pattern.finditer(text.text) if not out.has("plate") else ():
            plate = reader(m.group(group))
            if plate and (previous_plate is None or plate != previous_plate[0]):
                out.set("plate", plate, m.span())
                break

    labels = list(re.finditer(r"renavam", text.folded))
    for m in labels:
        found = _renavam_at(text, m)
        if found:
            out.set("renavam", found[0], found[1])
            break
    if not out.has("renavam"):
        _lone_renavam(text, out)

    if doc_type in ("crlv", "crv"):
        for m in re.finditer(r"exercicio", text.folded):
            year = _YEAR.search(text.text, m.end(), min(len(text.text), m.end() + 80))
            if year:
                out.set("exercicio", _year_value(year.group(0)), year.span(), extra=True)
                break

    _extract_years(text, out)
    if not out.has("manufacture_year"):
        _lone_year_pair(text, out)
    if not out.has("manufacture_year"):
        _year_beside_model(text, out)
    _extract_kind(text, out)


def _lone_year_pair(text: _Text, out: _Builder) -> None:
    """The one fabrication and model year pair of a page whose captions stand apart.

    A born-digital CRV prints its captions as one run of text ("CHASSI ANO
    FAB. / ANO MOD.") and its values as another ("9BM4GY8WKC2J1ZAE0
    2019/2019"), and a copy's captions may sit in a column of their own. With
    the caption on the page, its only pair of years written with a slash,
    the model year the fabrication year or the next, is taken; so is a pair
    that opens a row of values ("2017 2017 408888417165"). Where OCR lost the
    caption, the pair stands only if another document confirms the year.
    """
    pairs = {}
    found = (_SLASHED_YEARS, _YEARS_OPENING_A_LINE, _YEARS_AFTER_FUEL, _YEARS_AFTER_UF)
    for m in [match for pattern in found for match in pattern.finditer(text.text)]:
        fab, model = int(m.group("fab")), int(m.group("mod"))
        if 0 <= model - fab <= 1:
            pairs.setdefault((fab, model), m)
    if len(pairs) != 1:
        return
    (((fab, model), m),) = pairs.items()
    captioned = _FAB_LABEL.search(text.folded) is not None
    (out.set if captioned else out.set_unsure)("manufacture_year", fab, m.span("fab"))
    out.set("model_year", model, m.span("mod"), extra=True)


# A year standing alone, not in a date nor in a number ("Resolução nº 809/2020").
_BARE_YEAR = re.compile(r"(?<![0-9A-Za-z/.,-])(?:19|20)\d{2}(?![0-9A-Za-z/.,-])")


def _year_beside_model(text: _Text, out: _Builder) -> None:
    """The fabrication year whose value stands apart from its caption, told by the model year.

    A copy's captions may sit in a column of their own ("Ano de fabricação"
    among the others, "2015" with the values) while "Ano modelo 2015" keeps
    its value, or OCR garbles the caption ("axo ras. 2008 | ano MoD. 2008").
    The model year is the fabrication year or the next: the page's only
    other year, alone (no date, no law's number, not the exercise), that is
    either of the two is the fabrication year; where the fabrication caption
    is not on the page, it stands only if another document confirms it.
    """
    model = _MODEL_LABEL.search(text.folded)
    if model is None:
        return
    year = _YEAR.search(text.text, model.end(), min(len(text.text), model.end() + 40))
    if year is None or "\n" in text.text[model.end() : year.start()].strip(" \t:"):
        return
    model_year = _year_value(year.group(0))
    taken = [year.span(), out.spans.get("exercicio", (-1, -1))]
    dates = [d.span for d in text.dates if not d.computed]
    found = {
        int(m.group(0)): m
        for m in _BARE_YEAR.finditer(text.text)
        if m.span() not in taken
        and 0 <= model_year - int(m.group(0)) <= 1
        and not any(start <= m.start() < end for start, end in dates)
    }
    if len(found) != 1:
        return
    ((fab, m),) = found.items()
    captioned = _FAB_LABEL.search(text.folded) is not None
    (out.set if captioned else out.set_unsure)("manufacture_year", fab, m.span())
    out.set("model_year", model_year, year.span(), extra=True)


def _extract_years(text: _Text, out: _Builder) -> None:
    both = _FAB_MODEL.search(text.folded)
    if both:
        out.set("manufacture_year", int(both.group("fab")), both.span("fab"))
        out.set("model_year", int(both.group("mod")), both.span("mod"), extra=True)
        return
    fab = _FAB_LABEL.search(text.folded)
    model = _MODEL_LABEL.search(text.folded)
    if fab is None:
        pair = _YEAR_PAIR.search(text.folded)
        # A model year is the fabrication year or the next one; else no pair.
        if pair and 0 <= int(pair.group("mod")) - int(pair.group("fab")) <= 1:
            out.set("manufacture_year", int(pair.group("fab")), pair.span("fab"))
            out.set("model_year", int(pair.group("mod")), pair.span("mod"), extra=True)
        return
    line_start, line_end = text.line_bounds(fab.start())
    same_row = model is not None and line_start <= model.start() < line_end
    years_on_line = [y for y in _YEAR.finditer(text.text, fab.end(), line_end)]
    if same_row and not years_on_line:
        # A row of labels over a row of values: "ANO FABRICAÇÃO ANO MODELO" / "2018 2019";
        # or under it ("01145803226 IBE-8350 2026 2002 2002" / "... EXERCÍCIO ANO
        # FABRICAÇÃO ANO MODELO"), where the exercise's year, captioned in the same
        # row, is one of the row's years: they are taken in order when as many.
        captions = [("fab", fab.start()), ("model", model.start())]
        exercise = re.search(r"exercicio", text.folded[line_start:line_end])
        if exercise:
            captions.append(("exercise", line_start + exercise.start()))
        order = sorted(captions, key=lambda p: p[1])
        rows = ((True, text.next_line(fab.end())), (False, text.previous_line(fab.start())))
        for below, row in rows:
            years = list(_YEAR.finditer(text.text, *row)) if row else []
            if not years:
                continue
            if (exercise or not below) and len(years) != len(order):
                return  # which year is whose is unsure
            for (key, _), year in zip(order, years, strict=False):
                if key != "exercise":
                    name = "manufacture_year" if key == "fab" else "model_year"
                    value = _year_value(year.group(0))
                    out.set(name, value, year.span(), extra=name == "model_year")
            return
    stop = model.start() if same_row and model.start() > fab.end() else len(text.text)
    year = _YEAR.search(text.text, fab.end(), min(stop, fab.end() + 80))
    if year:
        out.set("manufacture_year", _year_value(year.group(0)), year.span())
    if model:
        year = _YEAR.search(text.text, model.end(), min(len(text.text), model.end() + 80))
        if year:
            out.set("model_year", _year_value(year.group(0)), year.span(), extra=True)


def _extract_kind(text: _Text, out: _Builder) -> None:
    windows = [
        (m.end(), min(len(text.folded), m.end() + 120), _KINDS)
        for m in _KIND_LABEL.finditer(text.folded)
    ]
    # Without the label, the words themselves (an apólice's "Ônibus rodoviário");
    # but not "outro": boilerplate mentions automóveis and cargas.
    windows.append((0, len(text.folded), _KINDS[:3]))
    for start, end, kinds in windows:
        best: tuple[int, str, tuple[int, int]] | None = None
        for kind, pattern in kinds:
            m = re.compile(pattern).search(text.folded, start, end)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), kind, m.span())
        if best:
            out.set("vehicle_kind", best[1], best[2])
            return


def _extract_fleet(text: _Text, out: _Builder) -> None:
    """relação de veículos: each row with a plate is one vehicle."""
    vehicles: dict[str, dict[str, Any]] = {}
    first_span: tuple[int, int] | None = None
    for m in _PLATE_STRICT.finditer(text.text):
        plate = normalize_plate(m.group(0))
        key = mercosul_plate(plate) if plate else None
        if plate is None or key is None or key in vehicles:
            continue
        first_span = first_span or m.span()
        line_start, line_end = text.line_bounds(m.start())
        line = text.text[line_start:line_end]
        row: dict[str, Any] = {"plate": plate}
        renavams = find_renavams(line)
        if renavams:
            row["renavam"] = renavams[0][0]
        years = [_year_value(y.group(0)) for y in _YEAR.finditer(line)]
        if years:
            row["manufacture_year"] = years[0]
        for kind, pattern in _KINDS:
            if re.search(pattern, text.folded[line_start:line_end]):
                row["vehicle_kind"] = kind
                break
        vehicles[key] = row
    if vehicles and first_span:
        span = (first_span[0], first_span[1])
        out.set("vehicle_count", len(vehicles), span, extra=True)
        out.set("vehicles", list(vehicles.values()), span, extra=True)
    total = re.search(
        r"total\s+(?:de\s+)?(?:veiculos|da\s+frota)\s*:?\s*(\d{1,4})|(\d{1,4})\s+veiculos",
        text.folded,
    )
    if total:
        number = int(total.group(1) or total.group(2))
        out.set("vehicle_count_printed", number, total.span(), extra=True)
        if not vehicles:
            out.set("vehicle_count", number, total.span(), extra=True)


# --- insurance ---------------------------------------------------------------

_MONEY = re.compile(r"r\s?\$\s*(?P<v>[0-9oil][0-9oils.]{0,14}(?:,[0-9o]{2})?)(?![0-9])")
_PER_PASSENGER_LABEL = re.compile(
    r"(?:capital|importancia|valor|limite|lmi)\s+(?:maximo\s+)?(?:segurad[oa]|de\s+indenizacao|"
    r"indenizavel)?[^\n]{0,40}?por\s+passageiro|por\s+passageiro"
)
_COVERAGES = (
    ("morte", re.compile(r"morte(?:\s+acidental)?")),
    ("invalidez", re.compile(r"invalidez(?:\s+permanente)?")),
    ("dmh", re.compile(r"\bdmh\b|despesas\s+medic")),
)


def _money_value(raw: str) -> float | None:
    digits = "".join(OCR_TO_DIGIT.get(ch, ch) for ch in raw.replace(" ", ""))
    if "," in digits:
        whole, _, cents = digits.rpartition(",")
    else:
        whole, cents = digits, "0"
    whole = whole.replace(".", "")
    if not whole.isdigit() or not cents.isdigit():
        return None
    return float(f"{int(whole)}.{cents}")


def _money_near(text: _Text, start: int, end: int) -> tuple[float, tuple[int, int]] | None:
    m = _MONEY.search(text.folded, start, end)
    if not m:
        return None
    value = _money_value(m.group("v").strip())
    return (value, m.span()) if value else None


def _extract_insurance(text: _Text, out: _Builder) -> None:
    """The capital insured per passenger (Santa Maria Art. 12 §1º).

    A figure labelled "por passageiro" wins; else the death coverage, the
    APP's headline capital; else the permanent disability one.
    """
    coverages: dict[str, float] = {}
    spans: dict[str, tuple[int, int]] = {}
    for key, pattern in _COVERAGES:
        for m in pattern.finditer(text.folded):
            line_start, line_end = text.line_bounds(m.start())
            if re.search(r"premio", text.folded[line_start:line_end]):
                continue
            found = _money_near(text, m.end(), line_end)
            if found is None:
                following = text.next_line(m.end())
                if following:
                    found = _money_near(text, following[0], following[1])
            if found:
                coverages[key] = found[0]
                spans[key] = found[1]
                break
    per_passenger: tuple[float, tuple[int, int]] | None = None
    for m in _PER_PASSENGER_LABEL.finditer(text.folded):
        line_start, line_end = text.line_bounds(m.start())
        if re.search(r"premio", text.folded[line_start:line_end]):
            continue
        per_passenger = _money_near(text, m.end(), min(line_end, m.end() + 80)) or _money_near(
            text, line_start, m.start()
        )
        if per_passenger is None:
            following = text.next_line(m.end())
            if following:
                per_passenger = _money_near(text, following[0], following[1])
        if per_passenger:
            break
    if per_passenger is None:
        for key in ("morte", "invalidez"):
            if key in coverages:
                per_passenger = (coverages[key], spans[key])
                break
    if per_passenger:
        out.set("insured_amount_per_passenger", per_passenger[0], per_passenger[1], extra=True)
    if coverages:
        first = min(spans.values())
        out.set("coverages", coverages, first, extra=True)


# --- cadastral status, control code ------------------------------------------

_SITUATIONS = {
    "cartao_cnpj": ("ativa", "suspensa", "inapta", "baixada", "nula"),
    "registro_junta_comercial": (
        "registro ativo",
        "ativa",
        "ativo",
        "extinta",
        "cancelada",
        "inativa",
    ),
    "cpf": (
        "regular",
        "suspensa",
        "cancelada",
        "pendente de regularizacao",
        "nula",
        "titular falecido",
    ),
}
_SITUATION_LABEL = re.compile(
    r"(?<!data\sda\s)(?<!motivo\sde\s)(?<!motivo\sda\s)situacao(?:\s+cadastral)?"
)


def _extract_situation(text: _Text, doc_type: str, out: _Builder) -> None:
    words = "|".join(re.escape(w) for w in _SITUATIONS[doc_type])
    value = re.compile(rf"\b(?:{words})\b")
    for m in _SITUATION_LABEL.finditer(text.folded):
        v = value.search(text.folded, m.end(), min(len(text.folded), m.end() + 90))
        if v:
            out.set("situacao", v.group(0).upper(), v.span(), extra=True)
            return


_CONTROL_CODES = (
    re.compile(r"codigo\s+de\s+controle[^:\n]{0,30}:?\s*(?P<code>[0-9a-f]{4}(?:\.[0-9a-f]{4}){3})"),
    re.compile(r"certificacao\s+numero\s*:?\s*(?P<code>\d{10,30})"),
    re.compile(r"certidao\s+n[o°]?\.?\s*:?\s*(?P<code>\d{1,9}/\d{4})"),
    re.compile(
        r"codigo\s+(?:de\s+)?(?:autenticidade|autenticacao|verificacao|validacao)"
        r"[^:\n]{0,30}:?\s*(?P<code>[0-9a-z][0-9a-z.\-/]{5,40}[0-9a-z])"
    ),
    re.compile(r"(?<![0-9a-z])(?P<code>[0-9a-f]{4}(?:\.[0-9a-f]{4}){3})(?![0-9a-z])"),
)


def _extract_control_code(text: _Text, out: _Builder) -> None:
    for pattern in _CONTROL_CODES:
        m = pattern.search(text.folded)
        if m:
            span = m.span("code")
            out.set("control_code", text.text[span[0] : span[1]].upper(), span, extra=True)
            return


# --- sócios of a contrato social ---------------------------------------------

_NATIONALITY = re.compile(
    r",\s*(?P<nat>brasileir[oa](?:\s*\(a\))?|estrangeir[oa]|naturalizad[oa]|portugues[a]?|"
    r"argentin[oa]|uruguai[oa]|paraguai[oa]|chilen[oa]|bolivian[oa]|peruan[oa]|colombian[oa]|"
    r"venezuelan[oa]|haitian[oa]|italian[oa]|espanhol[a]?|alema[o]?|frances[a]?|american[oa]|"
    r"chines[a]?|japones[a]?)\b"
)
_NAME_WORD = r"[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’\-]*"
_PERSON_NAME = re.compile(
    rf"(?:{_NAME_WORD})(?:\s+(?:(?:d[aeo]s?|e|D[AEO]S?|E)\s+)?(?:{_NAME_WORD})){{1,8}}\s*$"
)
_GENDERED = re.compile(
    r"\b(?:solteir|casad|divorciad|viuv|separad|empresari|nascid|inscrit|domiciliad)(?P<g>[oa])\b"
    r"|\bportador(?P<g2>a)?\b"
)
_ADMIN = re.compile(r"administra(?:cao|dor|dora|dores|doras)\b")
# Qualified people who are not partners: attorneys, spouses, witnesses.
_NOT_PARTNER = re.compile(
    r"(?:procurador\w*|representad[oa]s?\s+por|testemunha\w*|conjuge|casad[oa]\s+com|"
    r"esposa|marido|companheir[oa])[^,.;]{0,40}$"
)
_ALL_PARTNERS = re.compile(r"(?:ambos|todos)\s+os\s+socios|aos\s+socios|pelos\s+socios")


def _sex(nationality: str, segment: str) -> str | None:
    if "(a)" not in nationality and nationality.endswith(("o", "a")):
        return "M" if nationality.endswith("o") else "F"
    m = _GENDERED.search(segment)
    if m and "(a)" not in segment[m.end() : m.end() + 3]:
        if m.group("g"):
            return "M" if m.group("g") == "o" else "F"
        return "F" if m.group("g2") else "M"
    return None


def _extract_people(text: _Text, out: _Builder, *, directors: bool = False) -> None:
    """The sócios qualified in a contrato social or an alteração.

    "FULANO DE TAL, brasileiro, casado, empresário, ..., inscrito no CPF sob o
    nº ..." gives one Person; sex from the gendered words when stated; role
    sócio-administrador when the administration clause names him. In an S.A.'s
    estatuto and atas (``directors``) the people qualified are the elected
    directors.
    """
    starts: list[tuple[int, int, str, str]] = []
    for m in _NATIONALITY.finditer(text.folded):
        before = text.text[max(0, m.start() - 120) : m.start()]
        name_m = _PERSON_NAME.search(before)
        if not name_m:
            continue
        name = re.sub(r"^(?:[Ee]|D[AEO]S?|d[aeo]s?)\s+", "", name_m.group(0).strip())
        if _COMPANY_SUFFIX.search(fold_aligned(name)) or len(name.split()) < 2:
            continue
        name_start = m.start() - len(before) + name_m.start()
        if _NOT_PARTNER.search(text.folded[max(0, name_start - 60) : name_start]):
            continue
        nationality = m.group("nat")
        if text.folded[m.end() : m.end() + 5].lstrip().startswith("(a)"):
            nationality += "(a)"
        starts.append((name_start, m.start(), name, nationality))
    cpfs = find_cpfs(text.text)
    admin = [sentence for sentence in re.split(r"\.\s", text.folded) if _ADMIN.search(sentence)]
    people: dict[str, Person] = {}
    for index, (_, name_end, name, nationality) in enumerate(starts):
        segment_end = starts[index + 1][0] if index + 1 < len(starts) else name_end + 600
        segment_end = min(segment_end, name_end + 600)
        cpf = next((c for c, (s, _) in cpfs if name_end <= s < segment_end), None)
        segment = text.folded[name_end:segment_end]
        folded_name = fold_aligned(name)
        tokens = folded_name.split()
        named_admin = any(
            folded_name in sentence or (tokens[0] in sentence and tokens[-1] in sentence)
            for sentence in admin
        )
        all_admin = any(_ALL_PARTNERS.search(sentence) for sentence in admin)
        if directors:
            role = "diretor"
        elif re.search(r"administrador\w*\s+nao\s+socio", segment[:300]):
            role = "administrador"
        elif named_admin or all_admin:
            role = "sócio-administrador"
        else:
            role = "sócio"
        key = cpf or folded_name
        if key in people:
            continue
        people[key] = Person(
            name=name, cpf=cpf, sex=_sex(nationality, segment[:300]), role=role, inferred=True
        )
    if not people:
        _people_from_rows(text, cpfs, people)
    if people:
        out.people = tuple(people.values())
        first = starts[0][:2] if starts else None
        if first:
            out.evidence["people"] = text.evidence(*first)


_ROW_WORD = re.compile(r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’\-]+|D[AEO]S?|E")
_ROW_STOP = re.compile(r"^(?:socio|socia|administrador\w*|indeterminado|sim|nao|total|cpf)\b")


def _row_name(line: str) -> str | None:
    """The first run of two or more capitalised words on a table row."""
    run: list[str] = []
    runs: list[list[str]] = []
    for token in line.split():
        if _ROW_WORD.fullmatch(token):
            run.append(token)
            continue
        runs.append(run)
        run = []
    runs.append(run)
    for words in runs:
        while words and words[0] in ("DA", "DE", "DO", "DAS", "DOS", "E"):
            words = words[1:]
        if len(words) >= 2 and not _ROW_STOP.match(fold_aligned(words[0])):
            name = " ".join(words)
            if not _LABEL_WORDS.match(fold_aligned(name)):
                return name
    return None


def _people_from_rows(
    text: _Text, cpfs: list[tuple[str, tuple[int, int]]], people: dict[str, Person]
) -> None:
    """A Junta certidão's table of sócios, one row each.

    The CPF sits beside the name or, in narrow columns, on the line under
    it; "ADMINISTRADOR", or "S"/"SIM" in the administrator column, marks an
    administrator.
    """
    for cpf, (start, _) in cpfs:
        window = text.folded[max(0, start - 150) : start]
        if cpf in people or (
            _ISSUER_WORDS.search(window) and not _HOLDER_WORDS.search(window[-40:])
        ):
            continue
        line_start, line_end = text.line_bounds(start)
        rows = [(line_start, line_end)]
        name = _row_name(text.text[line_start:line_end])
        if name is None and line_start > 0:
            above = text.line_bounds(line_start - 1)
            name = _row_name(text.text[above[0] : above[1]])
            rows.insert(0, above)
        if name is None:
            continue
        row = " ".join(text.folded[s:e] for s, e in rows).replace(fold_aligned(name), " ")
        # OCR reads the column's lone "S" as "s" or "5".
        admin = "administrador" in row or re.search(r"(?<![\w/.,])(?:s|sim|5)(?![\w/.,])", row)
        people[cpf] = Person(
            name=name, cpf=cpf, role="sócio-administrador" if admin else "sócio", inferred=True
        )


# --- entry point -------------------------------------------------------------


def _wants_result(doc_type: str, text: _Text) -> bool:
    if doc_type.startswith("certidao_") or doc_type in RESULT_TYPES:
        return True
    # An unclassified page may still be a certidão (the CNDT has no type of its own).
    return doc_type == "outro" and "certid" in text.folded


# Labels whose value can be checked, and the check: what a card or a form
# prints as "value over label" (the CNH's "18/01/2032" over "4b validade")
# shows itself by the values that fit the label *under* them.
_TYPED_LABELS: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (
        re.compile(r"nascimento|emissao|expedicao|validade|habilitacao|\bdata\b|vencimento"),
        lambda v: bool(find_dates(v)),
    ),
    (re.compile(r"\bcpf\b"), lambda v: bool(find_cpfs(v))),
    (re.compile(r"\bcnpj\b"), lambda v: bool(find_cnpjs(v))),
    (
        re.compile(r"\bcategoria\b"),
        lambda v: bool(re.fullmatch(r"\s*(?:A|B|C|D|E|AB|AC|AD|AE)\s*", v)),
    ),
)
# A bare label line: an optional field number ("4b", "2 e 1"), then a few words.
_BARE_LABEL_LINE = re.compile(
    r"[ \t]*(?:\d{1,2}[a-z]?|\d\s*e\s*\d)?[ \t]*[a-z][a-z ./()ºª'-]{1,40}"
)


def _label_check(line: str) -> Callable[[str], bool] | None:
    if not _is_label_line(line):
        return None
    folded = fold_aligned(line).lower()
    return next((check for pattern, check in _TYPED_LABELS if pattern.search(folded)), None)


# A block's heading naming who asked for the document, on a line of its own:
# "REQUERENTE", "DADOS DO SOLICITANTE", "Procurador(a)".
# (Matched on the line with its spaces taken out too: OCR splits letter-spaced
# headings, "SOL IC ITANTE (CERT IF ICADO D IG ITAL)". A qualifier in brackets
# may follow: "INTERESSADO (CONTRIBUINTE)".)
_REQUESTER_HEADING = re.compile(
    r"(?:dados\s*d[oa](?:\s*\(a\))?\s*)?(?:requerente|solicitante|procurador(?:\s*\(a\)|a)?|"
    r"despachante|apresentante|pedido\s*(?:feito\s*|realizado\s*)?por|solicitad[oa]\s*por)"
    r"(?:\s*\([a-z ]{1,30}\))?\s*:?"
)
# ... and the block's heading naming whom it is about.
_HOLDER_HEADING = re.compile(
    r"(?:dados\s*d[oa](?:\s*\(a\))?\s*)?(?:contribuinte|interessad[oa]|pesquisad[oa]|titular|"
    r"empregador|sujeito\s*passivo|empresa|requerid[oa]|consultad[oa]|parte\s*pesquisada|"
    r"identificacao\s*d[oa]\s*(?:contribuinte|empresa|interessad[oa]))"
    r"(?:\s*\([a-z ]{1,30}\))?\s*:?"
)


def _heading_is(pattern: re.Pattern[str], folded_line: str) -> bool:
    return bool(
        pattern.fullmatch(folded_line) or pattern.fullmatch(re.sub(r"\s+", "", folded_line))
    )


# A heading line: a few words in capitals, no value after a colon.
_HEADING_LINE = re.compile(r"[A-ZÀ-Þ][A-ZÀ-Þ /()\-–]{2,40}:?")
_REQUESTER_LINES = 8


def _blanked(page: Page, lines: list[str], indexes: Sequence[int]) -> Page:
    """``page`` with its ``lines`` at ``indexes`` turned to spaces (offsets
    kept, so that evidence spans still point into the page's text)."""
    if not indexes:
        return page
    for i in indexes:
        lines[i] = " " * len(lines[i])
    return dataclasses.replace(page, text="\n".join(lines))


def _without_requester(page: Page) -> Page:
    """The page with a requester's block blanked, when a holder's block follows.

    A certidão asked for by an accountant, a despachante or a procurador may
    print them first under their own heading ("REQUERENTE" / "Nome: EVERTON
    ZANINI" / "CPF: ...") and then the holder under another ("CONTRIBUINTE"
    / "Nome/Razão social: X LTDA"). The requester's lines, up to the next
    heading, are blanked (offsets kept) so that no reader takes their name,
    number or date for the holder's. Without a holder's heading the page is
    left as it is: the requester may be the holder.
    """
    lines = page.text.split("\n")
    folded = [fold_aligned(line).strip(" |") for line in lines]
    if not any(_heading_is(_HOLDER_HEADING, line) for line in folded):
        return page
    blanked: list[int] = []
    i = 0
    while i < len(lines):
        if not _heading_is(_REQUESTER_HEADING, folded[i]) or not _HEADING_LINE.fullmatch(
            lines[i].strip(" |")
        ):
            i += 1
            continue
        end = i + 1
        while (
            end < len(lines)
            and end - i <= _REQUESTER_LINES
            and not (_HEADING_LINE.fullmatch(lines[end].strip(" |")) and folded[end])
        ):
            end += 1
        if end >= len(lines) or not _heading_is(_HOLDER_HEADING, folded[end]):
            i = end
            continue
        blanked.extend(range(i, end))
        i = end
    return _blanked(page, lines, blanked)


# A payment receipt's blocks (a Pix or transfer receipt from a bank's app):
# the recipient's ("Destino", "Dados do recebedor") and the payer's
# ("Origem", "Dados do pagador"), each a heading alone on its line.
_PAYEE_HEADING = re.compile(
    r"(?:dados\s*d[oa]\s*)?(?:destino|destinatari[oa]|recebedor|favorecid[oa]|quem\s*recebeu|"
    r"para)\s*:?"
)
_PAYER_HEADING = re.compile(
    r"(?:dados\s*d[oa]\s*)?(?:origem|pagador|remetente|quem\s*pagou|de)\s*:?"
)
_PAYEE_LINES = 12


def _without_payee(page: Page) -> Page:
    """A payment receipt with the recipient's block blanked, when the payer's has its own.

    A union contribution paid by Pix prints the union under "Destino" (its
    name, CNPJ, bank and key) and the paying company under "Origem"; the
    document is the payer's. The recipient's lines, up to the payer's
    heading (at most ``_PAYEE_LINES``), are blanked, offsets kept. Without a
    payer's heading the page is left as it is.
    """
    lines = page.text.split("\n")
    folded = [fold_aligned(line).strip(" |:") for line in lines]
    if not any(_heading_is(_PAYER_HEADING, line) for line in folded):
        return page
    blanked: list[int] = []
    for i, line in enumerate(folded):
        if not _heading_is(_PAYEE_HEADING, line):
            continue
        end = i + 1
        while end < len(lines) and end - i <= _PAYEE_LINES:
            if _heading_is(_PAYER_HEADING, folded[end]):
                break
            end += 1
        if end >= len(lines) or end - i > _PAYEE_LINES:
            # No payer's block after it: the payer's came first ("Quem pagou" /
            # ... / "Quem recebeu"), and the recipient's runs to the receipt's tail.
            if not any(_heading_is(_PAYER_HEADING, line) for line in folded[:i]):
                continue  # no payer's block at all: not a receipt's pair of blocks
            end = i + 1
            while (
                end < len(lines)
                and end - i <= _PAYEE_LINES
                and not _RECEIPT_TAIL.match(folded[end].lower())
            ):
                end += 1
        blanked.extend(range(i, end))
    return _blanked(page, lines, blanked)


# What follows a receipt's blocks: the message, the transaction's ids.
_RECEIPT_TAIL = re.compile(
    r"(?:mensagem|id\s+da\s+transacao|identificador|autenticacao|codigo\s+de\s+autenticacao|"
    r"protocolo|e2e|end\s*to\s*end|valor|data\s+e\s+hora)\b"
)


# An e-mail's header lines, as a webmail prints them: "De ...", "Para ...",
# "Data 28/10/2025 12:41", "Assunto: ..."; and what shows it is a mail.
_MAIL_KEY = re.compile(
    r"^[\s|>*]*(?P<key>de|from|para|to|cc|assunto|subject|data|date|enviad[oa](?:\s+em)?|sent)"
    r"\b\s*:?"
)
_MAIL_DATE_KEYS = frozenset({"data", "date", "enviado", "enviada", "enviado em", "enviada em"})
_MAIL_SIGNAL = re.compile(
    r"@|mensagem\s+encaminhada|forwarded\s+message|webmail|caixa\s+de\s+entrada"
    # An address in brackets whose "@" OCR lost: "<frotaquartacolonia.com.br>"
    # (not a web address: "<http://www.receita.fazenda.gov.br>").
    r"|<(?!www\.)[^<>\s:/]+\.[a-z]{2,}[^<>\s:/]*>"
)
# A mail's sender line with its date: "Adriana <adriana@x.com.br> 2 de outubro de 2026 11:36".
# (OCR may lose the "@": an address in brackets with a domain, and the time.)
_MAIL_SENDER = re.compile(r"<[^<>\s]+\.[a-z]{2,}[^<>\s]*>.*\b\d{1,2}:\d{2}\b")
_MAIL_WINDOW = 4


def _without_mail_headers(page: Page) -> Page:
    """The page with an e-mail's date lines blanked (offsets kept).

    A certidão forwarded by e-mail and printed from a webmail carries the
    mail's "Data" (the day it was sent or forwarded) above the certidão's own
    dates. A "Data" line counts as the mail's only beside another header key
    (De, Para, Assunto) and a sign of a mail (an address, "Mensagem
    encaminhada", the webmail's frame); a memo's "Data:" is its own.
    """
    lines = page.text.split("\n")
    return _blanked(page, lines, _mail_date_lines(lines))


def _mail_date_lines(lines: Sequence[str]) -> list[int]:
    """The indexes of the lines that date an e-mail (its header's "Data", its sender line)."""
    folded = [fold_aligned(line).lower() for line in lines]
    keys = [m.group("key") if (m := _MAIL_KEY.match(line)) else None for line in folded]
    hits = []
    for i, key in enumerate(keys):
        if _MAIL_SENDER.search(folded[i]):
            hits.append(i)
            continue
        if key not in _MAIL_DATE_KEYS:
            continue
        window = range(max(0, i - _MAIL_WINDOW), min(len(lines), i + _MAIL_WINDOW + 1))
        others = {keys[k] for k in window if keys[k] and keys[k] not in _MAIL_DATE_KEYS}
        if others and any(_MAIL_SIGNAL.search(folded[k]) for k in window):
            hits.append(i)
    return hits


def _email_sent(text: _Text, dates: list[FoundDate]) -> FoundDate | None:
    """The first date on a line that dates an e-mail (``_mail_date_lines``)."""
    lines = text.text.split("\n")
    starts = list(itertools.accumulate((len(line) + 1 for line in lines), initial=0))
    for i in _mail_date_lines(lines):
        on_line = [d for d in dates if starts[i] <= d.span[0] < starts[i + 1] and not d.computed]
        if on_line:
            return on_line[0]
    return None


# A fax header sits on the first (or last) lines of the page.
_TRANSMISSION_EDGE = 2


def _without_transmission(page: Page) -> Page:
    """The page with a fax header line blanked (offsets kept): its date is the
    day the page was faxed, its sender the office that faxed it."""
    lines = page.text.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    edges = filled[:_TRANSMISSION_EDGE] + filled[-_TRANSMISSION_EDGE:]
    hits = [i for i in dict.fromkeys(edges) if is_transmission_line(lines[i])]
    return _blanked(page, lines, hits)


def _labels_first(page: Page) -> Page:
    """The page with each value moved after its label, where values are printed over labels.

    The readers take a label's value from after it. A layout that prints
    the value first (cards, boxed forms with the caption under the box) is
    recognised when the checkable labels (dates, CPF, CNPJ, category) fit the
    line above them at least three times and twice as often as the line
    below; then every bare label line changes place with the line above it.
    """
    lines = page.text.split("\n")
    above = below = 0
    labels = []
    for i, line in enumerate(lines):
        check = _label_check(line)
        if check is None:
            continue
        labels.append(i)
        above += i > 0 and check(lines[i - 1])
        below += i + 1 < len(lines) and check(lines[i + 1])
    if above < 3 or above < 2 * below:
        return page
    label = [_is_label_line(line) for line in lines]
    i = 1
    while i < len(lines):
        if label[i] and not label[i - 1] and lines[i - 1].strip():
            lines[i - 1], lines[i] = lines[i], lines[i - 1]
            i += 2  # the pair is in order; the next label starts after it
        else:
            i += 1
    return dataclasses.replace(page, text="\n".join(lines))


def _is_label_line(line: str) -> bool:
    """A caption in lower case ("4b validade", "local de emissão"), not a value in capitals."""
    letters = [ch for ch in line if ch.isalpha()]
    lower = sum(ch.islower() for ch in letters)
    return (
        bool(letters)
        and lower * 2 >= len(letters)
        and len(line.split()) <= 6
        and bool(_BARE_LABEL_LINE.fullmatch(fold_aligned(line).lower()))
    )


def extract_fields(doc_type: str, pages: Sequence[Page]) -> Fields:
    """The report's fields for one document, each with its evidence.

    ``doc_type`` is an id of document-types.md; ``pages`` are the document's
    pages in order. Fields that do not apply to the type, or were not found,
    stay None.

    Where an OCR'd page prints a value wrapped in its cell beside its label
    (``extractors.layout``), the page is read once more with those values
    joined: a field the first reading lacks is taken from it, and a name
    the first reading gave only part of (the line beside the label) is
    replaced by the whole.

    A poorly scanned page carries a second, sparse reading
    (``Page.sparse_text``): a field the readings above lack is taken from
    it, with its evidence; a value they gave is never replaced. Last, the
    words are set in rows across the page by position
    (``extractors.layout.row_text``), which puts a column of labels read
    before its column of values back beside them: the holder's name, CNPJ
    or CPF still missing is taken from that reading. A name, plate or
    RENAVAM that only these later readings gave stands when another
    document confirms it (``confirm_second_readings``): a speck in a label's
    place, or a label OCR lost, can join the wrong lines.
    """
    fields = _extract_reading(doc_type, pages)
    # A card's numbered values and their legend; a strip's values and captions printed apart.
    legends = [legend_text(page.text) or leader_text(page.text) for page in pages]
    if any(legends):
        # Captions the page itself gives its values: that reading comes first.
        keyed = _extract_reading(doc_type, _retext(pages, legends))
        # (A value the first reading left unsure stays so only if it is still its.)
        unsure = tuple(
            name
            for name in fields.extra.get(SECOND_READING, ())
            if getattr(keyed, name, None) is None
        )
        extra = {k: v for k, v in fields.extra.items() if k != SECOND_READING}
        fields = _fill_gaps(keyed, dataclasses.replace(fields, extra=extra), unsure=False)
        unsure = tuple(dict.fromkeys((*fields.extra.get(SECOND_READING, ()), *unsure)))
        if unsure:
            fields = dataclasses.replace(fields, extra={**fields.extra, SECOND_READING: unsure})
    # Each page's joined cells and rows, from one reading of its boxes.
    texts = [
        layout_texts(page.text, page.word_boxes) if page.word_boxes else ("", "") for page in pages
    ]
    cells = [cell for cell, _ in texts]
    if any(cells):
        joined = _extract_reading(doc_type, _retext(pages, cells))
        fields = _whole_name(_fill_gaps(fields, joined), joined)
    if any(page.sparse_text for page in pages):
        sparse = _retext(pages, [page.sparse_text for page in pages])
        fields = _fill_gaps(fields, _extract_reading(doc_type, sparse))
    if any(page.word_boxes for page in pages) and (
        _holder_unknown(fields) or fields.issued_on is None
    ):
        rows = [row for _, row in texts]
        by_rows = _extract_reading(doc_type, _retext(pages, rows))
        # (An issue date too: a court page's column of captions read before
        # its column of values leaves "EXPEDIÇÃO" far from its date.)
        wanted = (*_ROW_FIELDS, "issued_on") if fields.issued_on is None else _ROW_FIELDS
        if fields.name is None:
            fields = _number_beside_name(fields, by_rows)
        fields = _fill_gaps(fields, _only(by_rows, wanted))
    if any(page.word_boxes for page in pages) and (
        fields.issued_on is None
        or fields.extra.get(_ISSUED_STANDS_IN)
        or fields.valid_until is None
        or _holder_unknown(fields)
    ):
        by_columns, columns_only = _by_columns(doc_type, pages, alone=fields.name is not None)
        fields = _fill_gaps(fields, _only(by_columns, _COLUMN_FIELDS))
        # A name wrapped in its cell, of which the page's text gave the first line.
        fields = _whole_name(fields, columns_only, unsure=True, start=True)
    if _ISSUED_STANDS_IN in fields.extra:
        extra = {k: v for k, v in fields.extra.items() if k != _ISSUED_STANDS_IN}
        fields = dataclasses.replace(fields, extra=extra)
    fields = _unreadable_validity(fields, pages, doc_type)
    fields = _not_a_parent(fields, pages)
    if doc_type == "comprovante_contribuicao_sindical":
        fields = _without_the_union(fields, pages)
    if fields.name is not None and _TITLE_CASE_NAME.fullmatch(fields.name):
        # "Rodrigo Pereira Simões" under a photo, "Nome: Luiz Weber Almeida":
        # the name as the registries write it, in capitals.
        fields = dataclasses.replace(fields, name=fields.name.upper())
    return fields


# A date as printed with some of its digits misread ("23/0/2028", "Q1/01/2027",
# "39/12/2026"): day and month of one or two characters OCR makes of digits, the
# year whole and of this century (a validity's; not a birth date on the next line).
# Folded text.
_DATE_SHAPED = re.compile(
    r"(?<![\w/.])([0-9oqilsbzg|]{1,2})[ \t]?[/.\-][ \t]?([0-9oqilsbzg|]{0,2})[ \t]?[/.\-][ \t]?"
    r"(20\d\d)(?![\w/])"
)
# A day or a month read as digits, or as letters OCR makes of them ("O1", "l2").
_OCR_DIGITS = re.compile(r"[0-9oilsbz|]{1,2}")
# What announces a validity's end, also misread ("VÁLISO ATÉ", "Valida até").
_VALIDITY_CUE = re.compile(r"\bvalidade\b|\bvali[a-z]{1,3}\s+ate\b|\bvigencia\b")
# Between a range's start and its end.
_RANGE_START = re.compile(r"(\S+)[ \t]*(?:a|ate|-|–|—)[ \t]*$")


def _unreadable_validity(fields: Fields, pages: Sequence[Page], doc_type: str) -> Fields:
    """The document with its validity forgotten where the printed one was misread.

    A validity caption ("Validade", "Válido até", "Vigência") followed, on
    its line or the next, by a date OCR broke ("23/0/2028", "Q1/01/2027",
    "39/12/2026") means the end date is on the page but unreadable. Another
    date read there (the issue date printed beside it, a range's start)
    must not stand for it: that made valid documents look expired, and
    could make expired ones look valid. The validity read is kept only when
    it agrees with what can be read of the broken date (its year, and its
    month and day where they are digits that can be) and is not the start of
    a range that ends in it; otherwise it is dropped, and the broken date
    kept in ``extra`` (``UNREADABLE_VALIDITY``) for the checklist to send the
    document to a person. "Validade da CNH" on another document than a card
    is the licence's end, not the document's (``_LICENCE_VALIDITY``).
    """
    for page in pages:
        folded = fold_aligned(page.text)
        for cue in _VALIDITY_CUE.finditer(folded):
            line_end = folded.find("\n", cue.end())
            line_end = len(folded) if line_end < 0 else line_end
            next_end = folded.find("\n", line_end + 1)
            reach = folded[cue.end() : len(folded) if next_end < 0 else next_end]
            for m in _DATE_SHAPED.finditer(reach):
                if parse_date(m.group(0)) is not None and all(
                    _OCR_DIGITS.fullmatch(m.group(n)) for n in (1, 2)
                ):
                    continue  # a date, read whole
                if doc_type not in _CARDS and _LICENCE_VALIDITY.search(
                    folded, cue.start(), cue.end() + m.start()
                ):
                    continue
                if _agrees_with_broken(fields.valid_until, m) and not _range_start(
                    fields.valid_until, reach[: m.start()]
                ):
                    continue
                start = cue.end() + m.start()
                shown = page.text[start : cue.end() + m.end()]
                evidence = {k: v for k, v in fields.evidence.items() if k != "valid_until"}
                return dataclasses.replace(
                    fields,
                    valid_until=None,
                    evidence=evidence,
                    extra={**fields.extra, UNREADABLE_VALIDITY: shown},
                )
    return fields


def _capitals_name(line: str) -> bool:
    """A line of two or more words, no digits, its letters (almost) all capitals."""
    letters = [ch for ch in line if ch.isalpha()]
    return (
        len(line.split()) >= 2
        and not any(ch.isdigit() for ch in line)
        and sum(ch.isupper() for ch in letters) >= 0.8 * max(1, len(letters))
    )


# A caption over a person's parents ("FILIAÇÃO", OCR's "FILIAR"), alone on its line.
_PARENTS_CAPTION = re.compile(r"^[ \t|\[(]*(?:filiac\w*|filiar)\b[^\n]{0,12}$", re.MULTILINE)
PARENT_LINES = 2


def _not_a_parent(fields: Fields, pages: Sequence[Page]) -> Fields:
    """The document without a holder's name that is one of the parents it lists.

    The lines under a "FILIAÇÃO" caption name the father and the mother. A
    holder's caption whose own value OCR set elsewhere ("NOME" over
    "FILIAÇÃO" over the father's name, the holder's name further down) made
    the father the holder, and the document someone else's. Such a name is
    dropped: the holder is then unknown, for a person to read, never a
    parent.
    """
    if fields.name is None:
        return fields
    name = _name_key(fields.name)
    for page in pages:
        folded = fold_aligned(page.text)
        for caption in _PARENTS_CAPTION.finditer(folded):
            below = [line for line in page.text[caption.end() :].splitlines() if line.strip()]
            parents = below[:PARENT_LINES]
            # Two names in capitals under it: the parents (a column of values
            # after its captions has the holder's number or date second).
            if (
                len(parents) == PARENT_LINES
                and all(map(_capitals_name, parents))
                and any(name == _name_key(line) for line in parents)
            ):
                evidence = {k: v for k, v in fields.evidence.items() if k != "name"}
                return dataclasses.replace(fields, name=None, evidence=evidence)
    return fields


def _agrees_with_broken(value: date | None, broken: re.Match[str]) -> bool:
    """Whether ``value`` could be the date ``broken`` prints: same year, and same
    month and day wherever those are digits that make a month or a day."""
    if value is None:
        return False
    day, month, year = broken.group(1), broken.group(2), int(broken.group(3))
    if value.year != year:
        return False
    if month.isdigit() and 1 <= int(month) <= 12 and int(month) != value.month:
        return False
    return not (day.isdigit() and 1 <= int(day) <= 31 and int(day) != value.day)


def _range_start(value: date | None, before: str) -> bool:
    """Whether the text before a broken date ends with ``value`` and a range's joiner."""
    m = _RANGE_START.search(before)
    return m is not None and value is not None and parse_date(m.group(1)) == value


# A name in title case: capitalised words, lower-case particles between them.
_TITLE_CASE_NAME = re.compile(
    r"[A-ZÀ-Þ][a-zß-ÿ'’]+(?:\s+(?:(?:d[aeo]s?|e)\s+)?[A-ZÀ-Þ][a-zß-ÿ'’]+)+"
)


_UNION_NAME = re.compile(r"^(?:SINDICATO|FEDERA[CÇ][AÃ]O|CONFEDERA[CÇ][AÃ]O)\b", re.IGNORECASE)


def _without_the_union(fields: Fields, pages: Sequence[Page]) -> Fields:
    """A union contribution's receipt with the union's own name or CNPJ dropped.

    The union is the payee: its name and number are never the holder's,
    whichever reading gave them (a reading by columns can set the union's
    CNPJ after the payer's misread one).
    """
    unions = {
        value
        for page in pages
        for text in (_Text([page]),)
        for value, span in find_cnpjs(page.text)
        if _the_unions(text, span[0])
    }
    changes: dict[str, Any] = {}
    if fields.cnpj in unions:
        changes["cnpj"] = None
    if fields.name and _UNION_NAME.match(fields.name):
        changes["name"] = None
    if not changes:
        return fields
    evidence = {k: v for k, v in fields.evidence.items() if k not in changes}
    return dataclasses.replace(fields, **changes, evidence=evidence)


# What the reading by columns may give: the dates a caption over them names,
# and who the document is about.
_COLUMN_FIELDS = ("issued_on", "valid_until", "name", "cnpj", "cpf")


def _by_columns(doc_type: str, pages: Sequence[Page], *, alone: bool) -> tuple[Fields, Fields]:
    """The document read with each value of a table set after its caption,
    and (with ``alone``) the lines so made read alone; empty readings where
    no page has a table.

    The lines of ``extractors.layout.column_text`` ("DATA DE EMISSÃO
    26-03-2026") follow the page's own text, so that a validity counted from
    the issue date still finds its wording; read alone, they give a name
    wrapped in its cell whole, where the page's text has its first line
    first.
    """
    columns = [column_text(page.word_boxes) if page.word_boxes else "" for page in pages]
    if not any(columns):
        return Fields(), Fields()  # the page's own reading again would add nothing
    texts = [
        f"{page.text}\n{column}" if column else ""
        for page, column in zip(pages, columns, strict=True)
    ]
    fields = _extract_reading(doc_type, _retext(pages, texts))
    month = fields.extra.get("reference_month")
    if month and fields.issued_on == date.fromisoformat(f"{month}-01"):
        # A bill's reference month stands for its issue date only where the
        # page's own reading shows it (_reference_month); the columns give
        # printed dates or nothing.
        fields = dataclasses.replace(fields, issued_on=None)
    if not alone:
        return fields, Fields()
    # (" ": a page without columns reads as empty, not as its own text.)
    lines = _extract_reading(doc_type, _retext(pages, [column or " " for column in columns]))
    return fields, lines


# Fields.extra key: the schema fields taken from a second reading (sparse, or by rows).
SECOND_READING = "second_reading"


# A legend of numbered captions: "01 Nome · 02 Sexo · 04 Data de nascimento",
# "07 Filiação · 08 Naturalidade · 11 Data de emissão" (a card whose boxes
# carry numbers, their captions listed once at the foot, like a European
# driving licence's back).
_LEGEND_ITEM = re.compile(
    r"(?:^|(?<=[·•|;])|(?<=\s))\s*(\d{2})\s+([^\d·•|;]{2,40}?)\s*(?=[·•|;]|\s\d{2}\s|$)"
)
_LEGEND_CAPTION = re.compile(
    r"\b(?:nome|filiacao|naturalidade|nascimento|validade|emissao|expedicao|orgao|registro|"
    r"cpf|sexo|nacionalidade|local|documento|categoria|assinatura|data)\b"
)
_NUMBERED_VALUE = re.compile(r"(?:(?<=^)|(?<=[\s|]))(\d{2})[ \t]+(?=\S)", re.MULTILINE)


def _legend(line: str) -> dict[str, str] | None:
    """The numbered captions a legend line lists, by number; None when it is no legend."""
    items = _LEGEND_ITEM.findall(line)
    captions = {
        number: caption.strip(" .:-–")
        for number, caption in items
        if _LEGEND_CAPTION.search(fold_aligned(caption).lower())
    }
    if len(captions) >= 3 and len(captions) >= len(items) - 1:
        return captions
    return None


def legend_text(text: str) -> str:
    """The page with each numbered value given its caption from the page's
    legend ("01 CÉSAR SOARES SILVA" -> "Nome: CÉSAR SOARES SILVA"); "" when
    the page has no legend."""
    lines = text.split("\n")
    legends = [_legend(line) for line in lines]
    captions = {k: v for legend in legends if legend for k, v in legend.items()}
    if not captions:
        return ""

    def caption(m: re.Match[str]) -> str:
        name = captions.get(m.group(1))
        return f"{name}: " if name else m.group(0)

    return "\n".join(
        line if legend else _NUMBERED_VALUE.sub(caption, line)
        for line, legend in zip(lines, legends, strict=True)
    )


# A caption with dotted leaders and nothing after them ("ELEITOR(A)..........."),
# and a value that lost its caption, opening with the colon ("": CÉSAR SOARES").
_LEADER_CAPTION = re.compile(r"[ \t|]*([A-ZÀ-Þ][A-ZÀ-Þa-zà-ÿ()/ \-]{1,30}?)[ \t]*\.{4,}[ \t.]*")
_COLON_VALUE = re.compile(r"[ \t|]*:[ \t]*(\S.*)")


def leader_text(text: str) -> str:
    """The page with a run of values that lost their captions ("": CÉSAR
    SOARES SILVA", "": 91641516038") given the captions of an equally long
    run of dotted-leader captions printed apart ("NOME..........", "CPF.......");
    "" when the page has no such pair of runs.

    A receipt strip's text layer, its captions drawn in a layer of their
    own, gives all the values first and all the captions after, in the same
    order.
    """
    lines = _one_caption_a_line(_unwrapped(text.split("\n")))
    values = _runs(lines, _COLON_VALUE)
    captions = _runs(lines, _LEADER_CAPTION)
    pairs = [
        (v, c) for v in values for c in captions if v[1] - v[0] == c[1] - c[0] and v[1] - v[0] >= 3
    ]
    if len(pairs) != 1:
        return ""
    (v_start, v_end), (c_start, _) = pairs[0]
    out = list(lines)
    for offset in range(v_end - v_start):
        caption = _LEADER_CAPTION.fullmatch(lines[c_start + offset]).group(1)  # type: ignore[union-attr]
        value = _COLON_VALUE.fullmatch(lines[v_start + offset]).group(1)  # type: ignore[union-attr]
        out[v_start + offset] = f"{caption.strip()}: {value}"
        out[c_start + offset] = ""
    return "\n".join(out)


_LEADER_SEGMENT = re.compile(r"[A-ZÀ-Þ][A-ZÀ-Þa-zà-ÿ()/ \-]{1,30}?[ \t]*\.{4,}[ \t]*")


def _one_caption_a_line(lines: list[str]) -> list[str]:
    """The lines with a run of dotted captions a text layer joined on one line
    ("INSCRIÇÃO........ ZONA / SEÇÃO........ MÃE........") split, one a line."""
    out: list[str] = []
    for line in lines:
        segments = _LEADER_SEGMENT.findall(line)
        if len(segments) >= 2 and "".join(segments).strip() == line.strip():
            out.extend(segment.strip() for segment in segments)
        else:
            out.append(line)
    return out


def _unwrapped(lines: list[str]) -> list[str]:
    """The lines with a value wrapped onto the next line joined back to its
    colon ("": GUSTAVO LUÍS SIMÕES" / "RIGHI")."""
    out: list[str] = []
    for line in lines:
        if (
            out
            and _COLON_VALUE.fullmatch(out[-1])
            and _WRAPPED_TAIL.fullmatch(line)
            and not _COLON_VALUE.fullmatch(line)
        ):
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line)
    return out


# A name's last words wrapped onto a line of their own.
_WRAPPED_TAIL = re.compile(r"[ \t]*[A-ZÀ-Þ][A-ZÀ-Þ'’.-]*(?:[ \t]+[A-ZÀ-Þ][A-ZÀ-Þ'’.-]*){0,2}[ \t]*")


def _runs(lines: list[str], pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    """The runs of consecutive lines ``pattern`` matches whole, as (start, end) indexes."""
    runs: list[tuple[int, int]] = []
    start = None
    for i, line in enumerate([*lines, ""]):
        if i < len(lines) and pattern.fullmatch(line):
            start = i if start is None else start
        elif start is not None:
            runs.append((start, i))
            start = None
    return runs


def _retext(pages: Sequence[Page], texts: Sequence[str]) -> list[Page]:
    """``pages`` with the given texts in place of theirs ("" keeps a page's own)."""
    return [
        dataclasses.replace(page, text=text) if text else page
        for page, text in zip(pages, texts, strict=True)
    ]


# What the reading by rows may give: who the document is about. Its dates
# are left alone: across the whole page a date finds labels of other boxes
# on its row ("Validade da CNH" on a pontuação certidão).
_ROW_FIELDS = ("name", "cnpj", "cpf")


def _number_beside_name(fields: Fields, by_rows: Fields) -> Fields:
    """``fields`` without a CNPJ or CPF that the reading by rows ties to another name.

    A form filled in by a program draws its values after the whole form, so
    its text layer gives them apart from their captions: the holder's name
    is then found only by rows, and the number the first reading picked,
    with no name to go by, may be the insurer's in the letterhead ("PAMPA
    SEGUROS S.A. / CNPJ ..."). The reading by rows sets the segurado's name
    and number on one row: that number is the holder's.
    """
    if by_rows.name is None:
        return fields
    dropped = []
    for name in ("cnpj", "cpf"):
        theirs, ours = getattr(by_rows, name), getattr(fields, name)
        evidence = by_rows.evidence.get(name)
        if (
            theirs is not None
            and ours is not None
            and theirs != ours
            and evidence is not None
            and by_rows.name in evidence.snippet
        ):
            dropped.append(name)
    if not dropped:
        return fields
    kept = {k: v for k, v in fields.evidence.items() if k not in dropped}
    return dataclasses.replace(fields, **dict.fromkeys(dropped), evidence=kept)


def _holder_unknown(fields: Fields) -> bool:
    """Whether the holder is still unknown: no name, or neither CNPJ nor CPF.

    (Any one of the row fields is missing on most documents: a company's
    certidão has no CPF. Reading by rows for it would be work for nothing.)
    """
    return fields.name is None or (fields.cnpj is None and fields.cpf is None)


def _only(fields: Fields, names: Sequence[str]) -> Fields:
    """``fields`` with only the named schema fields (and their evidence) kept."""
    return dataclasses.replace(
        fields,
        **{name: None for name in SCHEMA_FIELDS if name not in names},
        evidence={k: v for k, v in fields.evidence.items() if k in names},
        extra={k: v for k, v in fields.extra.items() if k == _ISSUED_STANDS_IN},
    )


# Marks a reading whose issue date is a stand-in (``_ISSUE_FALLBACK``); dropped
# from the fields extract_fields returns.
_ISSUED_STANDS_IN = "_issued_stands_in"


def _fill_gaps(first: Fields, second: Fields, *, unsure: bool = True) -> Fields:
    """``first`` with the values only ``second`` found, and their evidence.

    With ``unsure`` (``second`` is a later reading: joined cells, sparse,
    by rows), the values taken are listed under ``SECOND_READING`` for
    ``confirm_second_readings``.
    """
    values: dict[str, Any] = {
        name: getattr(second, name)
        for name in SCHEMA_FIELDS
        if getattr(first, name) is None and getattr(second, name) is not None
    }
    first_extra = dict(first.extra)
    if (
        first.extra.get(_ISSUED_STANDS_IN)
        and second.issued_on is not None
        and not second.extra.get(_ISSUED_STANDS_IN)
    ):
        values["issued_on"] = second.issued_on
        del first_extra[_ISSUED_STANDS_IN]
    if not values:
        return first
    extra = {
        k: v for k, v in second.extra.items() if k not in first.extra and k != _ISSUED_STANDS_IN
    }
    taken = {*values, *extra}
    evidence = {
        **first.evidence,
        **{k: v for k, v in second.evidence.items() if k in taken},
    }
    if unsure:
        # confirm_second_readings needs to know which values are the second reading's.
        extra[SECOND_READING] = (*first.extra.get(SECOND_READING, ()), *values)
    return dataclasses.replace(first, **values, evidence=evidence, extra={**first_extra, **extra})


def _whole_name(
    fields: Fields, joined: Fields, *, unsure: bool = False, start: bool = False
) -> Fields:
    """``fields`` with the name of the joined reading where the first gave only part of it.

    "SOUZA" read beside "Nome" on the last line of a wrapped "RENATO ROBERTO
    RODRIGUES SOUZA": the first reading's words are a run of the joined
    name's, which has more. With ``start``, only where the first reading
    gave the name's first words (a cell's first line, the rest wrapped under
    it). With ``unsure``, the name so made needs another document's
    confirmation (``SECOND_READING``).
    """
    part, whole = fields.name, joined.name
    if not part or not whole or part == whole:
        return fields
    few, many = _name_key(part).split(), _name_key(whole).split()
    starts = range(1) if start else range(len(many) - len(few) + 1)
    if len(many) <= len(few) or not any(many[i : i + len(few)] == few for i in starts):
        return fields
    evidence = {**fields.evidence, "name": joined.evidence["name"]}
    extra = fields.extra
    if unsure:
        extra = {**extra, SECOND_READING: (*extra.get(SECOND_READING, ()), "name")}
    return dataclasses.replace(fields, name=whole, evidence=evidence, extra=extra)


# Values a sparse reading gives that no check digit or wording vouches for:
# the holder's name (a caption or a garbled name as often as the name), the
# plate (O/0 and I/1 are letters there too) and the RENAVAM (one check digit
# lets one misreading in eleven pass).
_CONFIRMED_ONLY = ("name", "plate", "renavam", "manufacture_year")


def confirm_second_readings(
    documents: Sequence[Fields], typed: Mapping[str, Sequence[str]] | None = None
) -> list[Fields]:
    """Drop each name, plate or RENAVAM of a sparse reading no other document confirms.

    A sparse reading of a noisy page sets captions and values apart, and
    the holder's "name" it yields is as often a caption ("TITULAR DO
    DOCUMENTO", "PACIENTE") or a garbled one as the name; its plates and
    RENAVAMs have no check to tell a misreading. A petition names its
    people, company and vehicle on many documents: such a value is kept
    only when a first reading of another document gives the same (a name's
    letters, accents, case and punctuation aside; then in that spelling),
    or when it is what the clerk typed for the petition (``typed``: field
    name to values, e.g. the applicant's name and the vehicle's plate). A
    manufacture year, which no caption can stand in for, is kept as well
    when another document's second reading gives the same year.
    """
    confirming: dict[str, dict[str, Any]] = {name: {} for name in _CONFIRMED_ONLY}
    # Which documents' second readings give each year (index in ``documents``).
    seconds: dict[Any, set[int]] = {}
    for name, values in (typed or {}).items():
        for value in values:
            if name in confirming and value:
                key = _confirm_key(name, value)
                # A typed plate in the readers' form ("ikw-8q02" -> "IKW8Q02").
                confirming[name][key] = key if name == "plate" else value
    for index, fields in enumerate(documents):
        second = fields.extra.get(SECOND_READING, ())
        for name in _CONFIRMED_ONLY:
            value = getattr(fields, name)
            if value and name not in second:
                confirming[name][_confirm_key(name, value)] = value
        if fields.manufacture_year and "manufacture_year" in second:
            seconds.setdefault(fields.manufacture_year, set()).add(index)
    out = []
    for index, fields in enumerate(documents):
        second = fields.extra.get(SECOND_READING, ())
        changes: dict[str, Any] = {}
        evidence = dict(fields.evidence)
        for name in _CONFIRMED_ONLY:
            value = getattr(fields, name)
            if value is None or name not in second:
                continue
            changes[name] = confirming[name].get(_confirm_key(name, value))
            if name == "manufacture_year" and seconds.get(value, set()) - {index}:
                changes[name] = value
            if changes[name] is None:
                evidence.pop(name, None)
        out.append(dataclasses.replace(fields, **changes, evidence=evidence) if changes else fields)
    return _rejoin_split_names(out, typed)


def mend_plates(documents: Sequence[Fields], typed_plate: str | None) -> list[Fields]:
    """The petition's plate, on each document whose RENAVAM is the vehicle's
    and whose plate was read with characters OCR confuses.

    A plate has no check digit: "IPD4O00" read "IPD4000" is a plate as valid
    as the right one, and the checklist can only doubt it. The RENAVAM has
    one. When another document shows the plate the clerk typed (``typed_plate``)
    beside a RENAVAM, a document with that same RENAVAM is that vehicle's,
    and its plate that differs from the typed one only where OCR confuses
    characters (0 and O, 2 and Z, 8 and B, I and J; ``PLATE_CONFUSIONS``) is
    the typed plate misread. The reading is kept under ``plate_read``. So
    is a plate no reader took because the scan cut its first letters
    ("P5X92 RENAVAM 01853038811"): the typed plate's last five or six
    characters printed as a word beside that RENAVAM.
    """
    typed = normalize_plate(typed_plate or "")
    if typed is None:
        return list(documents)
    key = mercosul_plate(typed)
    anchors = {
        f.renavam for f in documents if f.renavam and f.plate and mercosul_plate(f.plate) == key
    }
    out = []
    for fields in documents:
        read = normalize_plate(fields.plate or "")
        if fields.renavam not in anchors:
            pass
        elif read is not None and mercosul_plate(read) != key and confused_characters(read, typed):
            extra = {**fields.extra, "plate_read": fields.plate}
            fields = dataclasses.replace(fields, plate=typed, extra=extra)
        elif fields.plate is None and (cut := _plate_cut(fields, typed)):
            extra = {**fields.extra, "plate_read": cut}
            evidence = {**fields.evidence, "plate": fields.evidence["renavam"]}
            fields = dataclasses.replace(fields, plate=typed, extra=extra, evidence=evidence)
        out.append(fields)
    return out


def _plate_cut(fields: Fields, typed: str) -> str | None:
    """The end of plate ``typed`` as printed beside the document's RENAVAM, if it is."""
    evidence = fields.evidence.get("renavam")
    if evidence is None:
        return None
    for size in (6, 5):
        tail = re.escape(typed[-size:])
        found = re.search(rf"(?<![A-Za-z0-9-]){tail}(?![A-Za-z0-9])", evidence.snippet)
        if found:
            return found.group(0)
    return None


def _rejoin_split_names(
    documents: list[Fields], typed: Mapping[str, Sequence[str]] | None
) -> list[Fields]:
    """A name OCR split or joined a word of ("BÁRBARA GONÇALVES BRONDA NI",
    "BÁRBARA GON CALVES BRONDANI") in the spelling two other documents of the
    petition, or the clerk, give it, letter for letter."""
    spellings: dict[str, Counter[str]] = {}
    for value in (typed or {}).get("name", ()):
        if value:
            spellings.setdefault(_name_key(value).replace(" ", ""), Counter())[value] += 2
    for fields in documents:
        if fields.name:
            spellings.setdefault(_name_key(fields.name).replace(" ", ""), Counter())[
                fields.name
            ] += 1
    out = []
    for fields in documents:
        name = fields.name
        counts = spellings.get(_name_key(name).replace(" ", "")) if name else None
        if counts and name:
            best, n = counts.most_common(1)[0]
            own_key = _name_key(name)
            if n >= 2 and _name_key(best) != own_key and len(own_key) > 6:
                fields = dataclasses.replace(fields, name=best)
        out.append(fields)
    return out


def _confirm_key(field_name: str, value: str) -> str:
    if field_name == "name":
        return _name_key(value)
    if field_name == "plate":
        return normalize_plate(value) or value
    return value


def _name_key(name: str) -> str:
    return " ".join(re.sub(r"[^A-Z]+", " ", fold_aligned(name).upper()).split())


def _name_by_cnpj(text: _Text, out: _Builder) -> None:
    """A company's name on the line right after (or before) the holder's CNPJ.

    A label column read apart from its values leaves "BZ6M971W 000198" /
    "Boca Do Monte Turismo E Fretamento Ltda": a line ending with a
    company's suffix next to the holder's number is the holder's name.
    """
    span = out.spans.get("cnpj")
    if span is None:
        return
    for bounds in _lines_around(text, span[0]):
        line = text.text[bounds[0] : bounds[1]].strip(" \t|")
        if not line or not _SUFFIX_ONLY.fullmatch(line.split()[-1]):
            continue
        name = _clean_name(line)
        if name is None or len(name.split()) < 2:
            continue
        folded = fold_aligned(name).lower()
        if re.search(_OWNER, folded) or _ISSUER_WORDS.search(folded) or "segur" in folded:
            continue  # "Segurado LTDA", "EMPREGADOR X LTDA", "PAMPA SEGUROS S.A.": labels, issuers
        out.set("name", name, bounds)
        return


# Types whose pages name other companies beside their numbers: the insurer
# of a policy, a worker's employers, a bill's utility, a person's papers.
_NOT_BY_CNPJ = PERSON_TYPES | {"apolice_seguro", "ctps", "comprovante_endereco"}


def _extract_reading(doc_type: str, pages: Sequence[Page]) -> Fields:
    """``extract_fields`` on one reading of the pages (their ``text``)."""
    pages = [_labels_first(page) for page in pages]
    if not doc_type.startswith("requerimento"):
        pages = [_without_requester(page) for page in pages]
    if doc_type == "comprovante_contribuicao_sindical":
        pages = [_without_payee(page) for page in pages]
    pages = [_without_transmission(page) for page in pages]
    if not doc_type.startswith("requerimento"):
        # A request sent by e-mail is dated by its sending (``_email_sent``).
        pages = [_without_mail_headers(page) for page in pages]
    text = _Text(pages)
    out = _Builder(text)
    if not text.folded.strip():
        return out.build()

    _extract_name(text, doc_type, out)
    # The CNPJ/CPF printed next to the holder's name is the holder's.
    name_span = out.spans.get("name")
    if doc_type == "ctps":
        _extract_employer(text, out)
    if doc_type not in COMPANY_ACT_TYPES:
        _extract_ids(text, doc_type, out, name_span)
    else:
        # The company's own CNPJ (an alteração cites it); partners' CPFs go to people.
        _extract_ids(text, "cartao_cnpj", out, name_span)
        _extract_people(text, out, directors=doc_type == "estatuto_social")

    if not out.has("name") and out.has("cnpj") and doc_type not in _NOT_BY_CNPJ:
        _name_by_cnpj(text, out)

    _extract_dates(text, doc_type, out)
    if doc_type in NO_RESULT_TYPES:
        _extract_regularity(text, doc_type, out)
    elif _wants_result(doc_type, text):
        _extract_result(text, out)
    if doc_type == "certidao_criminal":
        _extract_jurisdiction(text, out)
    if doc_type == "cnh":
        _extract_cnh(text, out)
    if doc_type in VEHICLE_TYPES:
        _extract_vehicle(text, doc_type, out)
    if doc_type == "relacao_veiculos":
        _extract_fleet(text, out)
    if doc_type == "apolice_seguro":
        _extract_insurance(text, out)
    if doc_type in _SITUATIONS:
        _extract_situation(text, doc_type, out)
    if doc_type in _MRZ_TYPES:
        _extract_mrz(text, out)
    _extract_control_code(text, out)
    return out.build()


# --- the machine-readable zone of an identity card (ICAO 9303, TD1) ------------

# Line 1: "ID" (or "I<", OCR's "1D"), the issuing state, the document number:
# the CIN's is the CPF, eleven digits run on into the optional field.
_MRZ_LINE1 = re.compile(r"(?<![A-Z0-9<])[I1][D<]BRA(?P<number>[0-9<]{11,25})")
# Line 2: birth YYMMDD and its check digit, sex, expiry YYMMDD and its check digit.
_MRZ_LINE2 = re.compile(
    r"(?<![0-9])(?P<birth>[0-9]{6})(?P<birth_check>[0-9])[MFX<](?P<expiry>[0-9]{6})"
    r"(?P<expiry_check>[0-9])[A-Z<]{3}"
)


def _mrz_check(field: str) -> int:
    """ICAO 9303's check digit: weights 7, 3, 1; letters A=10 on; "<" naught."""
    total = 0
    for i, ch in enumerate(field):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += value * (7, 3, 1)[i % 3]
    return total % 10


def _extract_mrz(text: _Text, out: _Builder) -> None:
    """The holder's CPF, name and the card's expiry from its machine-readable zone.

    The CIN prints three lines of 30 characters at its back's foot; where OCR
    lost the captions and values above them, the zone's fixed layout and check
    digits still say them. Only what the card's own check digits confirm is
    taken (the CPF's two, the expiry's one); the name line has none, so it is
    taken only with a CPF or an expiry from the same zone.
    """
    line1 = _MRZ_LINE1.search(text.text)
    cpf = None
    if line1:
        digits = line1["number"].replace("<", "")[:11]
        if len(digits) == 11 and is_valid_cpf(digits):
            cpf = digits
            out.set("cpf", digits, line1.span())
    line2 = _MRZ_LINE2.search(text.text, line1.end() if line1 else 0)
    expiry = None
    if line2 and _mrz_check(line2["expiry"]) == int(line2["expiry_check"]):
        yy, mm, dd = (int(line2["expiry"][i : i + 2]) for i in (0, 2, 4))
        try:
            expiry = date(2000 + yy, mm, dd)
        except ValueError:
            expiry = None
        if expiry is not None:
            out.set("valid_until", expiry, line2.span())
    if cpf is None and expiry is None:
        return
    # The name line (``_MRZ_NAME``), after the lines that confirmed the zone.
    line3 = _MRZ_NAME.search(text.text, line2.end() if line2 else line1.end())
    if line3:
        given = line3["given"].replace("<", " ")
        surname = line3["surname"].replace("<", " ")
        out.set("name", f"{given} {surname}", line3.span())


def restore_accents(names: Sequence[str | None], typed: Sequence[str] = ()) -> list[str | None]:
    """Each name with the accents other readings of the same name print.

    OCR drops accents ("SERGIO") far more often than it invents them, and a
    petition names the same people and company on many documents: where
    readings differ only in accents, each letter takes the accent some
    reading prints there, unless the readings without it outnumber those
    with it more than ``ACCENT_VOTE`` to one (an "Â" a stain made in one of
    six readings of "FRETAMENTO"): then the few readings with it lose it
    too. An accent read differently ("COLÓNIA" where others read "COLÔNIA")
    takes the one more readings print. What the clerk typed (``typed``)
    counts as readings too. Names that differ in any letter are left as
    they are.
    """
    readings: dict[str, list[str]] = {}
    for name in [*names, *(n.upper() for n in typed)]:
        if name and len(fold_aligned(name)) == len(name):
            readings.setdefault(fold_aligned(name).upper(), []).append(name)
    out: list[str | None] = []
    for name in names:
        if not name or len(fold_aligned(name)) != len(name):
            out.append(name)
            continue
        others = readings[fold_aligned(name).upper()]
        letters = []
        for i, c in enumerate(name):
            accented = [o[i].upper() for o in others if not o[i].isascii()]
            if not accented:
                letters.append(c)
                continue
            # The accent most readings print there ("Ã" over a stray "Â").
            best = max(sorted(set(accented)), key=accented.count)
            plain = len(others) - len(accented)
            if c.isascii():
                keep = plain > ACCENT_VOTE * len(accented)
            elif plain > ACCENT_VOTE * len(accented):
                # An accent a stain or the face made in one reading ("ARRÓIO"
                # where thirteen read "ARROIO").
                letters.append(strip_accents(c))
                continue
            else:
                # Another accent more readings agree on ("Ô" over a misread "Ó").
                keep = accented.count(best) <= accented.count(c.upper())
            letters.append(c if keep else best if c.isupper() else best.lower())
        out.append("".join(letters))
    return out


# How many readings without an accent outweigh one with it (restore_accents).
ACCENT_VOTE = 3


def _accents(name: str) -> int:
    return sum(not ch.isascii() for ch in name)
