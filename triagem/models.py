"""Typed, immutable values passed between the pipeline's stages.

Every stage takes and returns these frozen dataclasses, so that they pickle
(Prefect persists task results) and serialise to the JSON report without
surprises. Dates are ``datetime.date``; the report turns them into ISO text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from datetime import date
from typing import Any

# Item statuses and decisions, as ../shared/contract/README.md names them.
STATUSES = ("ok", "missing", "expired", "invalid", "review", "not_applicable")
DECISIONS = ("approve", "deficient", "review")

# The fields the report schema names for every document.
SCHEMA_FIELDS = (
    "name",
    "cnpj",
    "cpf",
    "issued_on",
    "valid_until",
    "result",
    "jurisdiction",
    "cnh_category",
    "paid_activity",
    "plate",
    "renavam",
    "manufacture_year",
    "vehicle_kind",
)


@dataclass(frozen=True)
class Page:
    """One page of one scan, with the text read from it.

    ``source`` is ``text_layer`` when the PDF held usable text, ``ocr`` when
    Tesseract read it. ``rotation`` is the clockwise turn (0, 90, 180, 270)
    that made the page upright before the reading kept. ``skew`` is the small
    turn undone before OCR. ``ocr_confidence`` is Tesseract's mean word
    confidence (0-100), ``None`` for a text layer.
    """

    file: str
    number: int
    text: str
    source: str = "ocr"
    rotation: int = 0
    ocr_confidence: float | None = None
    width: int | None = None
    height: int | None = None
    # Degrees (counter-clockwise positive) the scan was skewed by and turned
    # back before OCR; 0.0 for a straight scan or a text layer.
    skew: float = 0.0
    # Share of the page (0-1) covered by pictures, photographs rather than
    # text (extractors.pictures): what tells a photo sheet OCR reads as
    # nothing from an empty page. None when not measured (a text layer).
    picture: float | None = None
    # Lines of text found in the page's ink (extractors.geometry), however
    # OCR read them: a page OCR read as empty that shows lines of print is
    # not blank. None when not measured (a text layer, an older cache entry).
    ink_lines: int | None = None
    # A second, sparse reading of a poorly read page (extractors.ocr
    # REREAD_CONFIDENCE), words set in lines by position: fields the first
    # reading lacks are looked for in it. "" when not made.
    sparse_text: str = ""
    # The OCR's words with their boxes, "left top width height word" a line
    # (extractors.ocr.OcrResult.boxes); "" for a text layer.
    word_boxes: str = ""


@dataclass(frozen=True)
class FileError:
    """A scan, or one page of it, that could not be read."""

    file: str
    code: str
    message: str
    page: int | None = None


@dataclass(frozen=True)
class Evidence:
    """Where a field's value came from: page number in its file and the text."""

    page: int
    snippet: str


@dataclass(frozen=True)
class Person:
    """A titular, sócio-gerente or dirigente (or the applicant himself)."""

    name: str
    cpf: str | None = None
    sex: str | None = None  # "M" / "F" / None when unknown
    role: str | None = None
    inferred: bool = False

    @property
    def key(self) -> str:
        """What the report's ``person`` field carries: CPF digits, else the name."""
        return self.cpf or self.name


# ``Fields.extra`` key: every CNPJ printed on a company's document (the holder
# check does not call a document someone else's when the applicant's is among them).
PRINTED_CNPJS = "printed_cnpjs"
# ``Fields.extra`` key: the CPF was read without its first digit, which the check
# digits restored (a card's box border cut it): inferred, not read.
RESTORED_CPF = "restored_cpf"
# ``Fields.extra`` key: the validity the document prints, as OCR broke it ("23/0/2028"):
# the end date is there but unreadable, and no other date stands for it.
UNREADABLE_VALIDITY = "unreadable_validity"


@dataclass(frozen=True)
class Fields:
    """The values read from one document. ``None`` means not found."""

    name: str | None = None
    cnpj: str | None = None
    cpf: str | None = None
    issued_on: date | None = None
    valid_until: date | None = None
    result: str | None = None  # negativa | positiva | positiva_com_efeitos_de_negativa
    jurisdiction: str | None = None  # estadual | federal | eleitoral
    cnh_category: str | None = None
    paid_activity: bool | None = None
    plate: str | None = None
    renavam: str | None = None
    manufacture_year: int | None = None
    vehicle_kind: str | None = None  # onibus | microonibus | van | outro
    # Beyond the schema: sócios/administradores named in a contrato social,
    # and where each value came from.
    people: tuple[Person, ...] = ()
    evidence: dict[str, Evidence] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    def schema_dict(self) -> dict[str, Any]:
        """The schema's fields, dates as ISO strings."""
        out: dict[str, Any] = {}
        for name in SCHEMA_FIELDS:
            value = getattr(self, name)
            out[name] = value.isoformat() if isinstance(value, date) else value
        return out


@dataclass(frozen=True)
class Classification:
    """The type given to one page, how sure we are and which rules fired."""

    type: str
    confidence: float
    rules: tuple[str, ...] = ()
    # A page that starts a new document (title line, "página 1 de n", ...).
    starts_document: bool = True
    # Every type with some evidence on the page, best first: (type, score).
    alternatives: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class Document:
    """A run of pages of one scan that belong together, with its fields."""

    file: str
    pages: tuple[int, ...]
    type: str
    confidence: float
    fields: Fields = field(default_factory=Fields)
    rules: tuple[str, ...] = ()
    # True when a person must look: low confidence, unreadable page, ...
    needs_review: bool = False
    review_reason: str | None = None

    def replace(self, **changes: Any) -> Document:
        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class Applicant:
    name: str | None = None
    cnpj: str | None = None
    cpf: str | None = None
    email: str | None = None


@dataclass(frozen=True)
class Facts:
    """Facts that conditional items depend on (petition.yaml ``facts``)."""

    fleet_size: int | None = None
    company_type: str | None = None  # ltda | sa | empresario_individual | ...
    sex: str | None = None
    foreign: bool | None = None
    plate: str | None = None


@dataclass(frozen=True)
class Petition:
    """What the clerk typed at the counter, plus what was inferred.

    ``inferred`` names the keys that were not in petition.yaml and were filled
    from the documents or defaults (``petition_id``, ``checklist``, ...).
    """

    petition_id: str
    checklist: str | None = None
    protocol_date: date | None = None
    applicant: Applicant = field(default_factory=Applicant)
    facts: Facts = field(default_factory=Facts)
    people: tuple[Person, ...] = ()
    inferred: tuple[str, ...] = ()


@dataclass(frozen=True)
class ItemResult:
    """The status of one checklist item (for one person, where per person)."""

    id: str
    status: str
    legal_basis: str
    label: str
    person: str | None = None
    person_name: str | None = None
    documents: tuple[int, ...] = ()
    reason: str | None = None
    # What the applicant must bring to cure a missing/expired/invalid item.
    cure: str | None = None
    warnings: tuple[str, ...] = ()
    # Last day the satisfying documents are valid (None: they do not expire
    # or it is unknown), and each document's validity in words ("até
    # 09/07/2026", "exercício 2026", "sem prazo de validade"), aligned with
    # ``documents``, for the approval draft's validity column.
    valid_until: date | None = None
    validity: tuple[str, ...] = ()


@dataclass(frozen=True)
class Record:
    """A fact the law attaches to the petition, kept in the report.

    E.g. the vehicle the petition is about, or the inspection periodicity its
    age calls for (Santa Maria Art. 14, § 1º).
    """

    id: str
    legal_basis: str
    label: str
    value: str
    text: str  # the whole sentence, pt-BR


@dataclass(frozen=True)
class Verdict:
    """The checklist evaluated: every item and the decision."""

    checklist: str
    items: tuple[ItemResult, ...]
    decision: str
    notes: tuple[str, ...] = ()
    # The people the per-person items were asked of (from petition.yaml, or
    # inferred from the constitutive documents, then marked ``inferred``).
    people: tuple[Person, ...] = ()
    records: tuple[Record, ...] = ()
