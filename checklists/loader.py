"""Checklists as data: the YAML schema, its validation and the typed result.

Each ``checklists/<id>.yaml`` file encodes one kind of registration: every
item with the article of law that demands it, the documents that satisfy it,
whose documents they must be, when the item applies and how long each
document stays valid. ``validate_checklist_file`` reports every problem of a
file at once (so that whoever edits the law's YAML fixes them in one pass);
``load_checklist`` turns a clean file into frozen dataclasses for the engine.

The file format, key by key, is documented at the top of
``sm-fretamento-empresa.yaml``.
"""

from __future__ import annotations

import contextlib
import re
import string
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple

import yaml

from triagem.errors import ChecklistError

PACKAGE_DIR = Path(__file__).resolve().parent


class DocumentType(NamedTuple):
    """A document type id of the contract, with how notices name it."""

    label: str  # pt-BR, lower case, as it reads inside a sentence
    feminine: bool  # for agreement: "certidão vencida", "contrato vencido"


# Copy of /work/shared/contract/document-types.md: the only ids a checklist may
# name. Kept in code so that a YAML typo is caught at start-up, not at a clerk.
DOCUMENT_TYPES: dict[str, DocumentType] = {
    "requerimento": DocumentType("requerimento", False),
    "contrato_social": DocumentType("contrato social", False),
    "registro_junta_comercial": DocumentType("registro na Junta Comercial", False),
    "estatuto_social": DocumentType("estatuto social", False),
    "rg": DocumentType("carteira de identidade", True),
    "cpf": DocumentType("comprovante de inscrição no CPF", False),
    "certidao_quitacao_eleitoral": DocumentType("certidão de quitação eleitoral", True),
    "certificado_reservista": DocumentType("certificado de reservista", False),
    "comprovante_endereco": DocumentType("comprovante de endereço", False),
    "cartao_cnpj": DocumentType("comprovante de inscrição no CNPJ", False),
    "certidao_federal": DocumentType(
        "certidão de débitos relativos a tributos federais e à dívida ativa da União", True
    ),
    "certidao_estadual": DocumentType("certidão negativa de débitos estaduais", True),
    "certidao_municipal": DocumentType("certidão negativa de débitos municipais", True),
    "comprovante_contribuicao_sindical": DocumentType(
        "comprovante de contribuição sindical", False
    ),
    "ctps": DocumentType("carteira de trabalho e previdência social (CTPS)", True),
    "certidao_inss": DocumentType("certidão negativa de débitos do INSS", True),
    "crf_fgts": DocumentType("certificado de regularidade do FGTS (CRF)", False),
    "certidao_pis": DocumentType("certidão de regularidade com o PIS", True),
    "certidao_falencia": DocumentType("certidão negativa de falência e concordata", True),
    "certidao_execucoes": DocumentType("certidão negativa de execuções forenses", True),
    "certidao_protestos": DocumentType("certidão negativa de protestos de títulos", True),
    "folha_corrida": DocumentType("alvará de folha corrida", False),
    "certidao_criminal": DocumentType("certidão negativa criminal", True),
    "relacao_veiculos": DocumentType("relação dos veículos da frota", True),
    "comprovante_estacionamento": DocumentType(
        "comprovante de área para estacionamento da frota", False
    ),
    "crv": DocumentType("certificado de registro de veículo (CRV)", False),
    "contrato_compra_venda": DocumentType("contrato de compra e venda de veículo", False),
    "crlv": DocumentType("certificado de registro e licenciamento de veículo (CRLV)", False),
    "apolice_seguro": DocumentType("apólice de seguro de acidentes pessoais (APP)", True),
    "cnh": DocumentType("carteira nacional de habilitação (CNH)", True),
    "certificado_curso_transporte": DocumentType(
        "certificado do curso de transporte coletivo de passageiros", False
    ),
    "certidao_pontuacao_cnh": DocumentType("certidão de pontuação da CNH", True),
    "titulo_eleitor": DocumentType("título de eleitor", False),
    "atestado_saude": DocumentType("atestado de saúde", False),
    "foto_3x4": DocumentType("fotografia 3x4", True),
    "registro_firma_individual": DocumentType("registro de firma individual", False),
    "inscricao_iss": DocumentType("inscrição municipal no ISS", True),
    "identidade_estrangeiro": DocumentType("carteira de identidade de estrangeiro", True),
    "em_branco": DocumentType("página em branco", True),
    "outro": DocumentType("outro documento", False),
}

# Pages that are not evidence of anything: no item may accept them.
NON_EVIDENCE_TYPES = frozenset({"em_branco", "outro"})

# Validity rules per document type (see ValidityDefault).
VALIDITY_RULES = ("none", "printed", "days", "printed_or_review", "exercise")
# What a document of the previous exercise is, under the "exercise" rule.
PREVIOUS_YEAR_OUTCOMES = ("ok", "review", "expired")
# Whose document: the applicant company's, the person's, nobody's in
# particular, or one of the parties a document names (a purchase contract
# names seller and buyer: a mismatch is for a clerk, not a defect).
HOLDERS = ("company", "person", "none", "party")
APPLICANT_KINDS = ("company", "person")
CONDITION_OUTCOMES = ("applicable", "not_applicable", "review")
# What a positive result makes of the item: a defect, or (where the law
# leaves the decision to the administration, SAD Art. 16 § 1º) a clerk's call.
POSITIVE_OUTCOMES = ("invalid", "review")
# When fewer documents than ``count`` are found (but some are): a defect, a
# doubt, or "warning": ok with the reason as a warning (two photographs on
# one sheet read as one document).
SHORT_OUTCOMES = ("missing", "review", "warning")
# A document value compared with the applicant's own data.
SAME_AS = ("applicant.cnpj", "applicant.cnpj_root")
CHECK_FORMATS = ("text", "money")
# Brazilian states, for the letterhead ("Estado do Rio Grande do Sul").
STATES = frozenset(
    {"AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
     "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"}
)  # fmt: skip
PARAMETER_RE = re.compile(r"^[a-z][a-z0-9_]*$")

# What a condition may test, and the values each subject can take (a tuple
# of allowed strings, or the Python type). Mirrors petition.schema.json.
CONDITION_SUBJECTS: dict[str, tuple[str, ...] | type] = {
    "facts.fleet_size": int,
    "facts.company_type": ("ltda", "sa", "empresario_individual", "eireli", "slu", "outra"),
    "facts.sex": ("M", "F"),
    "facts.foreign": bool,
    "facts.plate": str,
    "person.sex": ("M", "F"),
}
_ORDER_OPS = (">", ">=", "<", "<=")
_CONDITION_RE = re.compile(
    r"^\s*(?P<subject>[a-z_]+\.[a-z_]+)\s*(?P<op>==|!=|>=|<=|>|<)\s*(?P<value>.+?)\s*$"
)
# art<N>.<inciso or pN>[.<alínea>][.<qualifier>], see contract README.
ITEM_ID_RE = re.compile(r"^art\d+(\.(?:[IVXLC]+|p\d+))?(\.[a-z])?(\.[a-z][a-z0-9_]*)?$")
CHECKLIST_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

_TOP_KEYS = {
    "id",
    "title",
    "municipality",
    "state",
    "authority",
    "law",
    "applicant_kind",
    "grants",
    "grant_object",
    "precarious",
    "consequence",
    "letterhead",
    "documents_heading",
    "people_heading",
    "validity",
    "cnpj_root_types",
    "people_from",
    "vehicle",
    "records",
    "parameters",
    "items",
}
_TOP_REQUIRED = (
    "id",
    "title",
    "municipality",
    "state",
    "authority",
    "law",
    "applicant_kind",
    "grants",
)
_TOP_OPTIONAL_TEXT = (
    "grant_object",
    "precarious",
    "consequence",
    "documents_heading",
    "people_heading",
)
_ITEM_KEYS = {
    "id",
    "legal_basis",
    "label",
    "cure",
    "accepts",
    "per_person",
    "holder",
    "condition",
    "validity",
    "negative_required",
    "positive",
    "positive_reason",
    "checks",
    "age",
}
_VALIDITY_KEYS = {"rule", "days", "source", "previous_year", "field"}
_ITEM_VALIDITY_KEYS = {"max_age_days", "expires", "basis"}
_REQUIREMENT_KEYS = {
    "type",
    "issued_from",
    "basis",
    "match",
    "count",
    "short",
    "short_reason",
    "holder",
}
_CHECK_KEYS = {
    "type",
    "field",
    "allowed",
    "reason",
    "required",
    "unread_reason",
    "minimum",
    "minimum_parameter",
    "same_as",
    "format",
    "value_labels",
    "failure",
}
_AGE_KEYS = {"field", "by", "max_years", "grace_months", "grace_reason", "basis"}
_VEHICLE_KEYS = {"types", "identity_from"}
_RECORD_KEYS = {"id", "legal_basis", "label", "from", "field", "by", "bands", "unknown"}
_BAND_KEYS = {"kinds", "max_age", "value", "basis"}
_PARAMETER_KEYS = {"label", "format", "unset_reason", "unset_notice"}
_CONDITION_KEYS = {"when", "unknown", "not_applicable_reason"}
_STEP_KEYS = {
    "infer": {"infer", "field", "note"},
    "present": {"present", "then", "note"},
    "otherwise": {"otherwise", "reason"},
}


# --------------------------------------------------------------------------
# The typed checklist
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class ValidityDefault:
    """How long a document type stays valid when judged by this checklist.

    ``rule``:
    - ``none``: no validity concept (contrato social, CPF, CTPS): never expires;
    - ``printed``: a printed ``valid_until`` counts (CIN, CNH); none printed
      means it does not expire;
    - ``days``: a printed ``valid_until`` wins; otherwise valid through
      ``issued_on + days``; neither date known -> review;
    - ``printed_or_review``: only a printed ``valid_until`` settles it (no
      default is known for the type); none printed -> review;
    - ``exercise``: a licence for a year (CRLV): the year in ``field`` must be
      the reference date's; the previous year's is ``previous_year``
      (licensing deadlines follow each state's calendar), older is expired.
    """

    rule: str
    days: int | None
    source: str
    previous_year: str = "review"
    field: str | None = None


@dataclass(frozen=True)
class Requirement:
    """One document type an alternative needs, with optional constraints."""

    type: str
    # Only documents issued on or after this date count (e.g. the unified
    # federal certidão standing in for the INSS one since 03/11/2014).
    issued_from: date | None = None
    basis: str | None = None
    # Field values a document must show to be a candidate at all (a criminal
    # certidão of the Justiça Federal is not one of the Justiça Eleitoral);
    # an unread value makes it a candidate for a clerk to check.
    match: tuple[tuple[str, str], ...] = ()
    # How many distinct documents are needed (two 3x4 photographs), and
    # what it is when fewer are found.
    count: int = 1
    short: str = "missing"
    short_reason: str | None = None
    # Overrides the item's holder for this document type.
    holder: str | None = None


@dataclass(frozen=True)
class FieldCheck:
    """A value a document of ``type`` must carry (or meet) when it was read.

    ``allowed``: one of these values; ``minimum``/``minimum_parameter``: at
    least this number (the parameter is a setting; unset -> review);
    ``same_as``: the applicant's CNPJ (or its root); ``required``: an unread
    value is a doubt for a clerk, not a pass.
    """

    type: str
    field: str
    allowed: tuple[str, ...]
    reason: str  # pt-BR, may use {value}, {minimum} and {expected}
    required: bool = False
    unread_reason: str | None = None
    minimum: float | None = None
    minimum_parameter: str | None = None
    same_as: str | None = None
    format: str = "text"
    # How values read from documents are named in reasons ('onibus' -> 'ônibus').
    value_labels: tuple[tuple[str, str], ...] = ()
    # What a value that fails the check makes of the item: a defect, or a
    # doubt for a clerk where the value is one pick among several the
    # document shows (the employer in force on a CTPS).
    failure: str = "invalid"

    def label_of(self, value: Any) -> str:
        """The value as a reason shows it."""
        if self.format == "money" and isinstance(value, int | float):
            return money_br(float(value))
        labels = dict(self.value_labels)
        return labels.get(str(value), str(value))


@dataclass(frozen=True)
class AgeRule:
    """A maximum age in years counted from a year field, by kind (Art. 11, § 2º).

    The life ends on 31 December of ``year + max_years[kind]``; within
    ``grace_months`` after that the item goes to review with
    ``grace_reason`` (an extension the authority may grant), later it is
    invalid.
    """

    field: str
    by: str
    max_years: tuple[tuple[str, int], ...]
    basis: str
    grace_months: int = 0
    grace_reason: str | None = None  # pt-BR, may use {end}, {limit}, {kind}, {year}


@dataclass(frozen=True)
class VehicleDef:
    """The one vehicle a petition is about, and the documents that must name it."""

    types: frozenset[str]
    # Where its plate comes from when petition.yaml gives none, in order.
    identity_from: tuple[str, ...]


@dataclass(frozen=True)
class Band:
    """One class of a record: kinds, up to an age (None: any age), its value."""

    kinds: tuple[str, ...]
    max_age: int | None
    value: str
    basis: str


@dataclass(frozen=True)
class RecordDef:
    """A fact the law attaches to the petition, written in the report (Art. 14)."""

    id: str
    legal_basis: str
    label: str
    sources: tuple[str, ...]
    field: str
    by: str
    bands: tuple[Band, ...]
    unknown: str


@dataclass(frozen=True)
class ParameterDef:
    """A value the law needs but does not give: a setting of the same name."""

    name: str
    label: str
    unset_reason: str  # item reason when unset (review)
    unset_notice: str  # sentence for the notice when unset
    format: str = "text"


@dataclass(frozen=True)
class UnknownStep:
    """What to do, in order, when a condition's subject is unknown.

    ``infer``: take the value from the first document of ``doc_type`` that
    carries ``field``; ``present``: if a document of ``doc_type`` belongs to
    the holder, the item is ``outcome``; ``otherwise``: the item is
    ``outcome`` with ``reason``.
    """

    kind: str
    doc_type: str | None = None
    field: str | None = None
    outcome: str | None = None
    reason: str | None = None
    note: str | None = None  # pt-BR verdict note, may use {value} and {person}


@dataclass(frozen=True)
class Condition:
    """When an item applies, e.g. ``facts.fleet_size > 10``."""

    text: str
    subject: str
    op: str
    value: Any
    not_applicable_reason: str
    unknown: tuple[UnknownStep, ...] = ()

    def holds(self, actual: Any) -> bool:
        """True when ``actual`` (the subject's known value) satisfies the test."""
        if isinstance(actual, str) and isinstance(self.value, str):
            actual = actual.strip()
            # Sex is spelled "M"/"F"; the other enumerations in lower case.
            actual = actual.upper() if self.subject.endswith(".sex") else actual.lower()
        ops = {
            "==": lambda a, b: a == b,
            "!=": lambda a, b: a != b,
            ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b,
            "<": lambda a, b: a < b,
            "<=": lambda a, b: a <= b,
        }
        return bool(ops[self.op](actual, self.value))


@dataclass(frozen=True)
class ItemDef:
    """One item of a checklist, as the law demands it."""

    id: str
    legal_basis: str
    label: str
    cure: str
    # Alternatives: any one satisfies the item; within one, every requirement
    # is needed (RG and CPF together, or a CNH alone).
    accepts: tuple[tuple[Requirement, ...], ...]
    holder: str
    per_person: bool = False
    condition: Condition | None = None
    negative_required: bool = False
    # The types that must be negative, when not every accepted type can be
    # (a foreigner's identity card has no result; the certidão beside it has).
    negative_types: tuple[str, ...] = ()
    # A positive result: "invalid", or "review" where the law leaves room.
    positive: str = "invalid"
    positive_reason: str | None = None
    # A cap on the document's age, whatever it prints (Art. 7, parágrafo único).
    max_age_days: int | None = None
    max_age_basis: str | None = None
    # False when the item uses the document as evidence of a fact (the
    # vehicle's kind) rather than as a current document.
    expires: bool = True
    checks: tuple[FieldCheck, ...] = ()
    age: AgeRule | None = None

    @property
    def document_types(self) -> tuple[str, ...]:
        """Every document type any alternative accepts, in declaration order."""
        seen: dict[str, None] = {}
        for alternative in self.accepts:
            for requirement in alternative:
                seen.setdefault(requirement.type, None)
        return tuple(seen)


@dataclass(frozen=True)
class Checklist:
    """A whole checklist: who grants what, under which law, against which items."""

    id: str
    title: str
    municipality: str
    authority: str
    law: str
    applicant_kind: str
    grants: tuple[str, ...]
    items: tuple[ItemDef, ...]
    # Left out of the hash (a dict is unhashable) so that a Checklist can key a cache.
    validity: dict[str, ValidityDefault] = field(hash=False)
    # Certidões that cover matriz and filiais: the 8-character CNPJ root is enough.
    cnpj_root_types: frozenset[str] = frozenset()
    # Where to find the people when petition.yaml names none.
    people_from: tuple[str, ...] = ()
    source: str = ""
    # The letters: UF, letterhead lines, the object of the deferral ("o
    # registro de"), the precarious clause, the notice's consequence, headings.
    state: str = "RS"
    letterhead: tuple[str, ...] = ()
    grant_object: str | None = None
    precarious: str | None = None
    consequence: str | None = None
    documents_heading: str | None = None
    people_heading: str | None = None
    vehicle: VehicleDef | None = None
    records: tuple[RecordDef, ...] = ()
    parameters: dict[str, ParameterDef] = field(default_factory=dict, hash=False)

    def item(self, item_id: str) -> ItemDef:
        """The item with this id (KeyError when there is none)."""
        for item in self.items:
            if item.id == item_id:
                return item
        raise KeyError(item_id)

    def validity_for(self, doc_type: str) -> ValidityDefault:
        """The validity rule of a document type; ``none`` when not listed."""
        return self.validity.get(doc_type, ValidityDefault("none", None, ""))


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------


def available_checklists(extra_dirs: Sequence[Path] = ()) -> list[str]:
    """Ids of the checklists shipped in this package (and in ``extra_dirs``)."""
    ids = {path.stem for path in PACKAGE_DIR.glob("*.yaml")}
    for directory in extra_dirs:
        ids.update(path.stem for path in Path(directory).glob("*.yaml"))
    return sorted(ids)


def load_checklist(checklist_id: str, extra_dirs: Sequence[Path] = ()) -> Checklist:
    """Load and validate ``<checklist_id>.yaml`` from ``extra_dirs``, then this package.

    The extra folders come first so that a secretariat's own copy of a
    checklist (TRIAGEM_CHECKLIST_DIR: other validity days, its letterhead)
    replaces the shipped one without touching code. Raises ChecklistError
    when the id is unknown or the file has problems; the message lists every
    problem, one per line.
    """
    if not isinstance(checklist_id, str) or not CHECKLIST_ID_RE.match(checklist_id):
        raise ChecklistError(f"Identificador de checklist inválido: {checklist_id!r}")
    for directory in (*map(Path, extra_dirs), PACKAGE_DIR):
        path = directory / f"{checklist_id}.yaml"
        if path.is_file():
            problems, checklist = _check_file_once(path)
            if problems or checklist is None:
                lines = "\n".join(problems)
                raise ChecklistError(f"Checklist {checklist_id} inválido ({path}):\n{lines}")
            return checklist
    known = ", ".join(available_checklists(extra_dirs)) or "nenhum"
    raise ChecklistError(f"Checklist desconhecido: {checklist_id} (disponíveis: {known})")


# Parsed files by (path, modification time, size): a worker checks many
# petitions against the same few files, and an edited file is read again.
_PARSED: dict[tuple[str, int, int], tuple[list[str], Checklist | None]] = {}


def _check_file_once(path: Path) -> tuple[list[str], Checklist | None]:
    stat = path.stat()
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    if key not in _PARSED:
        _PARSED[key] = _check_file(path)
    problems, checklist = _PARSED[key]
    return list(problems), checklist


def validate_checklist_file(path: str | Path) -> list[str]:
    """Every problem of one checklist file, one pt-BR line each; empty when valid."""
    problems, _ = _check_file(Path(path))
    return problems


def validate_all(extra_dirs: Sequence[Path] = ()) -> list[str]:
    """Every problem of every checklist that would be loaded (start-up check).

    A file in ``extra_dirs`` hides the shipped file of the same id, as in
    ``load_checklist``, so only the file in use is checked.
    """
    problems: list[str] = []
    for checklist_id in available_checklists(extra_dirs):
        for directory in (*map(Path, extra_dirs), PACKAGE_DIR):
            path = directory / f"{checklist_id}.yaml"
            if path.is_file():
                problems.extend(validate_checklist_file(path))
                break
    return problems


def money_br(value: float) -> str:
    """50000 -> 'R$ 50.000,00' (Brazilian grouping and decimal comma)."""
    text = f"{value:,.2f}"
    return "R$ " + text.replace(",", "_").replace(".", ",").replace("_", ".")


# --------------------------------------------------------------------------
# Validation and building, in one pass that never stops at the first problem
# --------------------------------------------------------------------------


def _check_file(path: Path) -> tuple[list[str], Checklist | None]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return [f"{path}: não foi possível ler o arquivo ({exc.strerror or exc})"], None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return [f"{path}: YAML inválido: {exc}".replace("\n", " ")], None
    builder = _Builder(path)
    checklist = builder.checklist(data)
    return builder.problems, (checklist if not builder.problems else None)


class _Builder:
    """Walks the parsed YAML, collecting problems and building the dataclasses."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []

    # -- reporting ---------------------------------------------------------

    def problem(self, where: str | None, message: str) -> None:
        prefix = f"{self.path}: {where}: " if where else f"{self.path}: "
        self.problems.append(prefix + message)

    def unknown_keys(self, where: str | None, data: dict, allowed: set[str]) -> None:
        for key in data:
            if key not in allowed:
                self.problem(where, f"chave desconhecida {key!r}")

    def text(self, where: str | None, data: dict, key: str, *, required: bool = True) -> str:
        value = data.get(key)
        if value is None:
            if required:
                self.problem(where, f"falta a chave obrigatória {key!r}")
            return ""
        if not isinstance(value, str) or not value.strip():
            self.problem(where, f"{key!r} deve ser um texto não vazio")
            return ""
        return value.strip()

    def flag(self, where: str, data: dict, key: str) -> bool:
        value = data.get(key, False)
        if not isinstance(value, bool):
            self.problem(where, f"{key!r} deve ser true ou false, não {value!r}")
            return False
        return value

    def doc_type(self, where: str | None, value: Any, *, evidence: bool = True) -> str | None:
        if not isinstance(value, str) or value not in DOCUMENT_TYPES:
            self.problem(where, f"tipo de documento desconhecido {value!r}")
            return None
        if evidence and value in NON_EVIDENCE_TYPES:
            self.problem(where, f"o tipo {value!r} não comprova nada e não pode ser exigido")
            return None
        return value

    def doc_types(self, where: str | None, data: dict, key: str) -> tuple[str, ...]:
        value = data.get(key, [])
        if not isinstance(value, list):
            self.problem(where, f"{key!r} deve ser uma lista de tipos de documento")
            return ()
        types = [self.doc_type(where, entry) for entry in value]
        return tuple(t for t in types if t)

    def template(self, where: str, key: str, value: str, allowed: set[str]) -> None:
        try:
            names = {name for _, name, _, _ in string.Formatter().parse(value) if name is not None}
        except ValueError as exc:
            self.problem(where, f"{key!r} tem marcadores malformados: {exc}")
            return
        for name in sorted(names - allowed):
            self.problem(where, f"{key!r} usa o marcador desconhecido {{{name}}}")

    # -- top level ---------------------------------------------------------

    def checklist(self, data: Any) -> Checklist | None:
        if not isinstance(data, dict):
            self.problem(None, "o arquivo deve conter um mapeamento YAML (chave: valor)")
            return None
        self.unknown_keys(None, data, _TOP_KEYS)
        values = {key: self.text(None, data, key) for key in _TOP_REQUIRED if key != "grants"}
        optional = {key: self.text(None, data, key, required=False) for key in _TOP_OPTIONAL_TEXT}
        checklist_id = values["id"]
        if checklist_id and not CHECKLIST_ID_RE.match(checklist_id):
            self.problem(None, f"id de checklist malformado {checklist_id!r}")
        elif checklist_id and checklist_id != self.path.stem:
            self.problem(
                None, f"o id {checklist_id!r} não corresponde ao nome do arquivo {self.path.name!r}"
            )
        applicant_kind = values["applicant_kind"]
        if applicant_kind and applicant_kind not in APPLICANT_KINDS:
            self.problem(
                None,
                f"applicant_kind deve ser um de {', '.join(APPLICANT_KINDS)}, "
                f"não {applicant_kind!r}",
            )
        if values["state"] and values["state"] not in STATES:
            self.problem(
                None,
                f"'state' deve ser a sigla de um estado (RS, GO, ...), não {values['state']!r}",
            )
        grants = data.get("grants")
        if not isinstance(grants, list) or not grants:
            self.problem(None, "'grants' deve ser uma lista não vazia de frases")
            grants = []
        elif not all(isinstance(g, str) and g.strip() for g in grants):
            self.problem(None, "cada entrada de 'grants' deve ser um texto não vazio")
        letterhead = self.lines(None, data, "letterhead")
        validity = self.validity_defaults(data.get("validity"))
        root_types = self.doc_types(None, data, "cnpj_root_types")
        people_from = self.doc_types(None, data, "people_from")
        vehicle = self.vehicle(data.get("vehicle"))
        records = self.records(data.get("records"))
        parameters = self.parameters(data.get("parameters"))
        items = self.items(data.get("items"), validity, applicant_kind, parameters)
        if self.problems:
            return None
        return Checklist(
            id=checklist_id,
            title=values["title"],
            municipality=values["municipality"],
            authority=values["authority"],
            law=values["law"],
            applicant_kind=applicant_kind,
            grants=tuple(g.strip() for g in grants),
            items=tuple(items),
            validity=validity,
            cnpj_root_types=frozenset(root_types),
            people_from=people_from,
            source=str(self.path),
            state=values["state"],
            letterhead=letterhead,
            grant_object=optional["grant_object"] or None,
            precarious=optional["precarious"] or None,
            consequence=optional["consequence"] or None,
            documents_heading=optional["documents_heading"] or None,
            people_heading=optional["people_heading"] or None,
            vehicle=vehicle,
            records=records,
            parameters=parameters,
        )

    def lines(self, where: str | None, data: dict, key: str) -> tuple[str, ...]:
        """A text or a list of texts (letterhead lines); absent is empty."""
        value = data.get(key)
        if value is None:
            return ()
        if isinstance(value, str) and value.strip():
            return (value.strip(),)
        if isinstance(value, list) and value and all(isinstance(v, str) and v for v in value):
            return tuple(v.strip() for v in value)
        self.problem(where, f"{key!r} deve ser um texto ou uma lista de textos não vazios")
        return ()

    def vehicle(self, data: Any) -> VehicleDef | None:
        if data is None:
            return None
        if not isinstance(data, dict):
            self.problem("vehicle", "deve ser um mapeamento (types, identity_from)")
            return None
        self.unknown_keys("vehicle", data, _VEHICLE_KEYS)
        types = self.doc_types("vehicle", data, "types")
        identity = self.doc_types("vehicle", data, "identity_from")
        if not types:
            self.problem("vehicle", "'types' deve listar os documentos que identificam o veículo")
        for doc_type in identity:
            if doc_type not in types:
                self.problem("vehicle", f"'identity_from' cita {doc_type!r}, ausente de 'types'")
        return VehicleDef(frozenset(types), identity)

    def records(self, data: Any) -> tuple[RecordDef, ...]:
        if data is None:
            return ()
        if not isinstance(data, list):
            self.problem("records", "deve ser uma lista")
            return ()
        out: list[RecordDef] = []
        for number, entry in enumerate(data, start=1):
            where = f"records nº {number}"
            if not isinstance(entry, dict):
                self.problem(where, "deve ser um mapeamento")
                continue
            self.unknown_keys(where, entry, _RECORD_KEYS)
            record_id = self.text(where, entry, "id")
            if record_id and not ITEM_ID_RE.match(record_id):
                self.problem(where, f"id malformado {record_id!r}")
            legal_basis = self.text(where, entry, "legal_basis")
            label = self.text(where, entry, "label")
            unknown = self.text(where, entry, "unknown")
            sources = self.doc_types(where, entry, "from")
            if not sources:
                self.problem(where, "'from' deve listar os documentos de onde vem o dado")
            field_name = self.text(where, entry, "field", required=False) or "manufacture_year"
            by = self.text(where, entry, "by", required=False) or "vehicle_kind"
            bands = self.bands(where, entry.get("bands"))
            if record_id and legal_basis and label and unknown and sources and bands:
                record = RecordDef(
                    record_id, legal_basis, label, sources, field_name, by, bands, unknown
                )
                out.append(record)
        return tuple(out)

    def bands(self, where: str, data: Any) -> tuple[Band, ...]:
        if not isinstance(data, list) or not data:
            self.problem(where, "'bands' deve ser uma lista não vazia")
            return ()
        out: list[Band] = []
        for band in data:
            if not isinstance(band, dict):
                self.problem(where, f"faixa inválida em 'bands': {band!r}")
                continue
            self.unknown_keys(where, band, _BAND_KEYS)
            kinds = band.get("kinds")
            if not (isinstance(kinds, list) and kinds and all(isinstance(k, str) for k in kinds)):
                self.problem(where, "'kinds' deve ser uma lista não vazia de textos")
                continue
            max_age = band.get("max_age")
            if max_age is not None and (isinstance(max_age, bool) or not isinstance(max_age, int)):
                self.problem(where, f"'max_age' deve ser um inteiro, não {max_age!r}")
                continue
            value = self.text(where, band, "value")
            basis = self.text(where, band, "basis")
            if value and basis:
                out.append(Band(tuple(kinds), max_age, value, basis))
        return tuple(out)

    def parameters(self, data: Any) -> dict[str, ParameterDef]:
        if data is None:
            return {}
        if not isinstance(data, dict):
            self.problem("parameters", "deve mapear o nome de cada parâmetro à sua descrição")
            return {}
        out: dict[str, ParameterDef] = {}
        for name, entry in data.items():
            where = f"parameters {name}"
            if not isinstance(name, str) or not PARAMETER_RE.match(name):
                self.problem(where, "nome de parâmetro malformado (use minúsculas e _)")
                continue
            if not isinstance(entry, dict):
                self.problem(where, "deve ser um mapeamento (label, unset_reason, unset_notice)")
                continue
            self.unknown_keys(where, entry, _PARAMETER_KEYS)
            label = self.text(where, entry, "label")
            unset_reason = self.text(where, entry, "unset_reason")
            unset_notice = self.text(where, entry, "unset_notice")
            fmt = entry.get("format", "text")
            if fmt not in CHECK_FORMATS:
                self.problem(where, f"'format' deve ser um de {', '.join(CHECK_FORMATS)}")
                continue
            if unset_reason:
                self.template(where, "unset_reason", unset_reason, {"value"})
            if label and unset_reason and unset_notice:
                out[name] = ParameterDef(name, label, unset_reason, unset_notice, fmt)
        return out

    def validity_defaults(self, data: Any) -> dict[str, ValidityDefault]:
        out: dict[str, ValidityDefault] = {}
        if not isinstance(data, dict) or not data:
            self.problem(None, "'validity' deve mapear cada tipo de documento à sua regra")
            return out
        for doc_type, rule_data in data.items():
            where = f"validity {doc_type}"
            if self.doc_type(where, doc_type) is None:
                continue
            if not isinstance(rule_data, dict):
                self.problem(where, "a regra deve ser um mapeamento com rule, days e source")
                continue
            self.unknown_keys(where, rule_data, _VALIDITY_KEYS)
            rule = rule_data.get("rule")
            days = rule_data.get("days")
            source = self.text(where, rule_data, "source")
            if rule not in VALIDITY_RULES:
                self.problem(
                    where,
                    f"regra de validade desconhecida {rule!r} (use {', '.join(VALIDITY_RULES)})",
                )
                continue
            if rule == "days":
                if isinstance(days, bool) or not isinstance(days, int) or days <= 0:
                    self.problem(where, f"'days' deve ser um inteiro positivo, não {days!r}")
                    continue
            elif days is not None:
                self.problem(where, f"'days' só vale para a regra 'days', não para {rule!r}")
                continue
            previous = rule_data.get("previous_year", "review")
            field_name = rule_data.get("field")
            if rule == "exercise":
                if previous not in PREVIOUS_YEAR_OUTCOMES:
                    self.problem(
                        where,
                        f"'previous_year' deve ser um de {', '.join(PREVIOUS_YEAR_OUTCOMES)}, "
                        f"não {previous!r}",
                    )
                    continue
                if not isinstance(field_name, str) or not field_name.strip():
                    self.problem(where, "a regra 'exercise' exige 'field' (o campo do ano)")
                    continue
            elif "previous_year" in rule_data or field_name is not None:
                self.problem(where, "'previous_year' e 'field' só valem para a regra 'exercise'")
                continue
            out[doc_type] = ValidityDefault(rule, days, source, previous, field_name)
        return out

    # -- items -------------------------------------------------------------

    def items(
        self,
        data: Any,
        validity: dict[str, ValidityDefault],
        applicant_kind: str,
        parameters: dict[str, ParameterDef],
    ) -> list[ItemDef]:
        if not isinstance(data, list) or not data:
            self.problem(None, "'items' deve ser uma lista não vazia")
            return []
        items: list[ItemDef] = []
        seen: set[str] = set()
        for number, item_data in enumerate(data, start=1):
            item_id = item_data.get("id") if isinstance(item_data, dict) else None
            where = f"item {item_id}" if isinstance(item_id, str) else f"item nº {number} (sem id)"
            if isinstance(item_id, str):
                if item_id in seen:
                    self.problem(where, f"id de item duplicado {item_id!r}")
                seen.add(item_id)
            item = self.item(where, item_data, validity, applicant_kind, parameters)
            if item is not None:
                items.append(item)
        return items

    def item(
        self,
        where: str,
        data: Any,
        validity: dict[str, ValidityDefault],
        applicant_kind: str = "company",
        parameters: dict[str, ParameterDef] | None = None,
    ) -> ItemDef | None:
        if not isinstance(data, dict):
            self.problem(where, "o item deve ser um mapeamento")
            return None
        before = len(self.problems)
        self.unknown_keys(where, data, _ITEM_KEYS)
        item_id = self.text(where, data, "id")
        if item_id and not ITEM_ID_RE.match(item_id):
            self.problem(
                where,
                f"id de item malformado {item_id!r} (esperado, por exemplo, art7.II.b.federal)",
            )
        legal_basis = self.text(where, data, "legal_basis")
        # A copy-pasted item often keeps the previous article's basis.
        article = re.match(r"art(\d+)", item_id or "")
        if (
            legal_basis
            and article
            and not re.search(rf"Art\.\s*{article.group(1)}(?!\d)", legal_basis)
        ):
            self.problem(
                where,
                f"legal_basis {legal_basis!r} não cita o Art. {article.group(1)} do id",
            )
        label = self.text(where, data, "label")
        cure = self.text(where, data, "cure")
        accepts = self.accepts(where, data.get("accepts"))
        for requirement_type in dict.fromkeys(r.type for alt in accepts for r in alt):
            if requirement_type not in validity:
                self.problem(
                    where,
                    f"o tipo {requirement_type!r} não tem regra de validade em 'validity'",
                )
        per_person = self.flag(where, data, "per_person")
        holder = data.get("holder")
        if holder is None:
            self.problem(where, "falta a chave obrigatória 'holder' (company, person ou none)")
        elif holder not in HOLDERS:
            self.problem(where, f"holder deve ser um de {', '.join(HOLDERS)}, não {holder!r}")
        elif per_person and holder not in ("person", "none"):
            # "none": a 3x4 photograph names nobody, yet it is the person's.
            self.problem(
                where, "itens por pessoa (per_person: true) exigem holder: person (ou none)"
            )
        elif holder == "person" and not per_person and applicant_kind != "person":
            self.problem(
                where,
                "holder: person fora de itens por pessoa só vale em checklists com "
                "applicant_kind: person (o documento é do próprio requerente)",
            )
        negative_required, negative_types = self.negative(where, data, accepts)
        positive = data.get("positive", "invalid")
        if positive not in POSITIVE_OUTCOMES:
            self.problem(
                where, f"'positive' deve ser um de {', '.join(POSITIVE_OUTCOMES)}, não {positive!r}"
            )
        positive_reason = self.text(where, data, "positive_reason", required=False) or None
        max_age_days, max_age_basis, expires = self.item_validity(where, data.get("validity"))
        checks = self.checks(where, data.get("checks"), accepts, parameters or {})
        age = self.age(where, data.get("age"))
        condition = self.condition(where, data.get("condition"), per_person)
        if len(self.problems) > before:
            return None
        return ItemDef(
            id=item_id,
            legal_basis=legal_basis,
            label=label,
            cure=cure,
            accepts=accepts,
            holder=str(holder),
            per_person=per_person,
            condition=condition,
            negative_required=negative_required,
            negative_types=negative_types,
            positive=str(positive),
            positive_reason=positive_reason,
            max_age_days=max_age_days,
            max_age_basis=max_age_basis,
            expires=expires,
            checks=checks,
            age=age,
        )

    def negative(
        self, where: str, data: dict, accepts: tuple[tuple[Requirement, ...], ...]
    ) -> tuple[bool, tuple[str, ...]]:
        """``negative_required``: true, or the list of the types that must be negative."""
        value = data.get("negative_required", False)
        if isinstance(value, bool):
            return value, ()
        accepted = {r.type for alt in accepts for r in alt}
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            types = tuple(t for t in (self.doc_type(where, v) for v in value) if t)
            for doc_type in types:
                if accepted and doc_type not in accepted:
                    self.problem(
                        where,
                        f"'negative_required' cita o tipo {doc_type!r}, que o item não aceita",
                    )
            return True, types
        self.problem(
            where,
            f"'negative_required' deve ser true ou false (ou a lista dos tipos que o exigem), "
            f"não {value!r}",
        )
        return False, ()

    def accepts(self, where: str, data: Any) -> tuple[tuple[Requirement, ...], ...]:
        """``accepts`` is a list of alternatives; each is a type, a mapping, or a list of them."""
        if not isinstance(data, list) or not data:
            self.problem(where, "'accepts' deve ser uma lista não vazia de alternativas")
            return ()
        alternatives: list[tuple[Requirement, ...]] = []
        for entry in data:
            parts = entry if isinstance(entry, list) else [entry]
            if not parts:
                self.problem(where, "alternativa vazia em 'accepts'")
                continue
            requirements = [self.requirement(where, part) for part in parts]
            if all(requirements):
                alternatives.append(tuple(r for r in requirements if r))
        return tuple(alternatives)

    def requirement(self, where: str, data: Any) -> Requirement | None:
        if isinstance(data, str):
            doc_type = self.doc_type(where, data)
            return Requirement(doc_type) if doc_type else None
        if not isinstance(data, dict):
            self.problem(where, f"alternativa inválida em 'accepts': {data!r}")
            return None
        self.unknown_keys(where, data, _REQUIREMENT_KEYS)
        before = len(self.problems)
        doc_type = self.doc_type(where, data.get("type"))
        issued_from = data.get("issued_from")
        if isinstance(issued_from, str):
            with contextlib.suppress(ValueError):  # reported just below
                issued_from = date.fromisoformat(issued_from)
        if issued_from is not None and not isinstance(issued_from, date):
            self.problem(where, f"'issued_from' deve ser uma data AAAA-MM-DD, não {issued_from!r}")
            return None
        basis = self.text(where, data, "basis", required=issued_from is not None)
        match = data.get("match", {})
        if not isinstance(match, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and v for k, v in match.items()
        ):
            self.problem(where, "'match' deve mapear campos a valores (ex.: jurisdiction: federal)")
            match = {}
        count = data.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            self.problem(where, f"'count' deve ser um inteiro positivo, não {count!r}")
            count = 1
        short = data.get("short", "missing")
        if short not in SHORT_OUTCOMES:
            self.problem(where, f"'short' deve ser um de {', '.join(SHORT_OUTCOMES)}")
        short_reason = self.text(where, data, "short_reason", required=short != "missing")
        if short_reason:
            self.template(where, "short_reason", short_reason, {"found", "count"})
        holder = data.get("holder")
        if holder is not None and holder not in HOLDERS:
            self.problem(where, f"holder deve ser um de {', '.join(HOLDERS)}, não {holder!r}")
        if doc_type is None or len(self.problems) > before:
            return None
        return Requirement(
            doc_type,
            issued_from,
            basis or None,
            match=tuple(sorted(match.items())),
            count=count,
            short=str(short),
            short_reason=short_reason or None,
            holder=holder,
        )

    def item_validity(self, where: str, data: Any) -> tuple[int | None, str | None, bool]:
        if data is None:
            return None, None, True
        if not isinstance(data, dict):
            self.problem(
                where, "'validity' do item deve ser um mapeamento (max_age_days ou expires, basis)"
            )
            return None, None, True
        self.unknown_keys(where, data, _ITEM_VALIDITY_KEYS)
        expires = data.get("expires", True)
        if not isinstance(expires, bool):
            self.problem(where, f"'expires' deve ser true ou false, não {expires!r}")
            expires = True
        days = data.get("max_age_days")
        if days is None and not expires:
            days = None
        elif isinstance(days, bool) or not isinstance(days, int) or days <= 0:
            self.problem(where, f"'max_age_days' deve ser um inteiro positivo, não {days!r}")
            days = None
        elif not expires:
            self.problem(where, "'max_age_days' não combina com expires: false")
        basis = self.text(where, data, "basis")
        return days, basis or None, expires

    def checks(
        self,
        where: str,
        data: Any,
        accepts: tuple[tuple[Requirement, ...], ...],
        parameters: dict[str, ParameterDef] | None = None,
    ) -> tuple[FieldCheck, ...]:
        if data is None:
            return ()
        if not isinstance(data, list):
            self.problem(where, "'checks' deve ser uma lista")
            return ()
        accepted = {r.type for alt in accepts for r in alt}
        out: list[FieldCheck] = []
        for check in data:
            if not isinstance(check, dict):
                self.problem(where, f"verificação inválida em 'checks': {check!r}")
                continue
            before = len(self.problems)
            self.unknown_keys(where, check, _CHECK_KEYS)
            doc_type = self.doc_type(where, check.get("type"))
            if doc_type and accepted and doc_type not in accepted:
                self.problem(where, f"'checks' cita o tipo {doc_type!r}, que o item não aceita")
            field_name = self.text(where, check, "field")
            required = self.flag(where, check, "required")
            allowed = check.get("allowed")
            minimum = check.get("minimum")
            parameter = check.get("minimum_parameter")
            same_as = check.get("same_as")
            if allowed is not None and (
                not isinstance(allowed, list)
                or not allowed
                or not all(isinstance(a, str | bool | int) and a != "" for a in allowed)
            ):
                self.problem(where, "'allowed' deve ser uma lista não vazia de textos")
                allowed = None
            if minimum is not None and (
                isinstance(minimum, bool) or not isinstance(minimum, int | float)
            ):
                self.problem(where, f"'minimum' deve ser um número, não {minimum!r}")
                minimum = None
            if parameter is not None and parameter not in (parameters or {}):
                self.problem(
                    where, f"'minimum_parameter' cita {parameter!r}, ausente de 'parameters'"
                )
            if same_as is not None and same_as not in SAME_AS:
                self.problem(where, f"'same_as' deve ser um de {', '.join(SAME_AS)}")
            kinds = [
                k for k in ("allowed", "minimum", "minimum_parameter", "same_as") if k in check
            ]
            if len(kinds) > 1:
                self.problem(where, "use só uma de allowed, minimum, minimum_parameter, same_as")
            elif not kinds and not required:
                self.problem(where, "'allowed' deve ser uma lista não vazia de textos")
            fmt = check.get("format", "text")
            if fmt not in CHECK_FORMATS:
                self.problem(where, f"'format' deve ser um de {', '.join(CHECK_FORMATS)}")
            failure = check.get("failure", "invalid")
            if failure not in POSITIVE_OUTCOMES:
                self.problem(
                    where,
                    f"'failure' deve ser um de {', '.join(POSITIVE_OUTCOMES)}, não {failure!r}",
                )
            labels = check.get("value_labels", {})
            if not isinstance(labels, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in labels.items()
            ):
                self.problem(where, "'value_labels' deve mapear valores a textos")
                labels = {}
            reason = self.text(where, check, "reason", required=bool(kinds))
            if reason:
                self.template(where, "reason", reason, {"value", "minimum", "expected"})
            unread = self.text(where, check, "unread_reason", required=required) or None
            if len(self.problems) > before or not doc_type or not field_name:
                continue
            out.append(
                FieldCheck(
                    doc_type,
                    field_name,
                    tuple(str(a).strip() for a in allowed or ()),
                    reason or "",
                    required=required,
                    unread_reason=unread,
                    minimum=float(minimum) if minimum is not None else None,
                    minimum_parameter=parameter,
                    same_as=same_as,
                    format=str(fmt),
                    value_labels=tuple(sorted(labels.items())),
                    failure=str(failure),
                )
            )
        return tuple(out)

    def age(self, where: str, data: Any) -> AgeRule | None:
        if data is None:
            return None
        if not isinstance(data, dict):
            self.problem(where, "'age' deve ser um mapeamento (max_years, basis, ...)")
            return None
        self.unknown_keys(where, data, _AGE_KEYS)
        before = len(self.problems)
        limits = data.get("max_years")
        if (
            not isinstance(limits, dict)
            or not limits
            or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v > 0
                for k, v in limits.items()
            )
        ):
            self.problem(where, "'max_years' deve mapear cada tipo a um número de anos positivo")
            limits = {}
        grace = data.get("grace_months", 0)
        if isinstance(grace, bool) or not isinstance(grace, int) or grace < 0:
            self.problem(where, f"'grace_months' deve ser um inteiro não negativo, não {grace!r}")
            grace = 0
        grace_reason = self.text(where, data, "grace_reason", required=bool(grace))
        if grace_reason:
            self.template(where, "grace_reason", grace_reason, {"end", "limit", "kind", "year"})
        basis = self.text(where, data, "basis")
        field_name = self.text(where, data, "field", required=False) or "manufacture_year"
        by = self.text(where, data, "by", required=False) or "vehicle_kind"
        if len(self.problems) > before:
            return None
        return AgeRule(
            field_name, by, tuple(sorted(limits.items())), basis, grace, grace_reason or None
        )

    # -- conditions --------------------------------------------------------

    def condition(self, where: str, data: Any, per_person: bool) -> Condition | None:
        if data is None:
            return None
        if not isinstance(data, dict):
            self.problem(where, "'condition' deve ser um mapeamento (when, unknown, ...)")
            return None
        self.unknown_keys(where, data, _CONDITION_KEYS)
        text = self.text(where, data, "when")
        reason = self.text(where, data, "not_applicable_reason")
        parsed = self.expression(where, text, per_person) if text else None
        steps = self.unknown_steps(where, data.get("unknown", []))
        if parsed is None or not reason:
            return None
        subject, op, value = parsed
        return Condition(text, subject, op, value, reason, steps)

    def expression(self, where: str, text: str, per_person: bool) -> tuple[str, str, Any] | None:
        match = _CONDITION_RE.match(text)
        if not match:
            self.problem(
                where,
                f"condição com sintaxe inválida {text!r} "
                '(esperado, por exemplo, "facts.fleet_size > 10")',
            )
            return None
        subject, op, raw = match["subject"], match["op"], match["value"]
        kind = CONDITION_SUBJECTS.get(subject)
        if kind is None:
            self.problem(
                where,
                f"condição {text!r}: dado desconhecido {subject!r} "
                f"(use {', '.join(CONDITION_SUBJECTS)})",
            )
            return None
        if subject.startswith("person.") and not per_person:
            self.problem(where, f"condição {text!r}: 'person.' só vale em itens por pessoa")
            return None
        value = _literal(raw)
        if value is _BAD:
            self.problem(
                where,
                f"condição {text!r}: valor {raw!r} não é um número, true/false "
                "ou texto entre aspas",
            )
            return None
        if kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif kind is bool:
            ok = isinstance(value, bool) and op in ("==", "!=")
        elif kind is str:
            ok = isinstance(value, str) and op in ("==", "!=")
        else:
            ok = isinstance(value, str) and value in kind and op in ("==", "!=")
        if not ok:
            self.problem(where, f"condição {text!r}: valor ou operador incompatível com {subject}")
            return None
        return subject, op, value

    def unknown_steps(self, where: str, data: Any) -> tuple[UnknownStep, ...]:
        if not isinstance(data, list):
            self.problem(where, "'unknown' deve ser uma lista de passos")
            return ()
        steps: list[UnknownStep] = []
        for number, step in enumerate(data, start=1):
            kinds = [k for k in _STEP_KEYS if isinstance(step, dict) and k in step]
            if len(kinds) != 1:
                self.problem(
                    where,
                    f"passo {number} de 'unknown' deve ter exatamente uma de "
                    "infer, present ou otherwise",
                )
                continue
            kind = kinds[0]
            self.unknown_keys(where, step, _STEP_KEYS[kind])
            if kind == "otherwise" and number != len(data):
                self.problem(where, "'otherwise' deve ser o último passo de 'unknown'")
            note = self.text(where, step, "note", required=False) or None
            if note:
                self.template(where, "note", note, {"value", "person"})
            if kind == "infer":
                doc_type = self.doc_type(where, step["infer"])
                field_name = self.text(where, step, "field")
                if doc_type and field_name:
                    steps.append(UnknownStep("infer", doc_type, field_name, note=note))
            elif kind == "present":
                doc_type = self.doc_type(where, step["present"])
                outcome = step.get("then")
                if outcome not in ("applicable", "not_applicable"):
                    self.problem(
                        where, f"'then' deve ser applicable ou not_applicable, não {outcome!r}"
                    )
                elif doc_type:
                    steps.append(UnknownStep("present", doc_type, outcome=outcome, note=note))
            else:
                outcome = step["otherwise"]
                if outcome not in CONDITION_OUTCOMES:
                    self.problem(
                        where,
                        f"'otherwise' deve ser um de {', '.join(CONDITION_OUTCOMES)}, "
                        f"não {outcome!r}",
                    )
                    continue
                reason = self.text(where, step, "reason", required=outcome == "review")
                steps.append(UnknownStep("otherwise", outcome=outcome, reason=reason or None))
        return tuple(steps)


_BAD = object()


def _literal(raw: str) -> Any:
    """A condition's right-hand side: integer, true/false, or a quoted string."""
    if re.fullmatch(r"-?\d+", raw):
        return int(raw)
    if raw in ("true", "false"):
        return raw == "true"
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
        return raw[1:-1]
    return _BAD


__all__ = [
    "DOCUMENT_TYPES",
    "NON_EVIDENCE_TYPES",
    "Checklist",
    "Condition",
    "DocumentType",
    "FieldCheck",
    "ItemDef",
    "Requirement",
    "UnknownStep",
    "ValidityDefault",
    "available_checklists",
    "load_checklist",
    "validate_checklist_file",
]
