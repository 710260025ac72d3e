"""Rendering of the clerk's report, the deficiency notice and the approval draft.

Three Jinja2 templates in the top-level ``templates`` package turn one
``report.json`` dict (plus the ``letter`` built from the checklist and the
settings, ``pipeline.letter_context``) into HTML, WeasyPrint turns the notice
and the draft into A4 PDFs, and docxtpl fills Word templates
(``templates/docx/*.docx``, built by ``templates/build_docx.py``) with the
same context, for clerks who edit in Word or LibreOffice:

- ``report.html``: for the clerk, every item, document, field and page;
- ``notice.html``/``.pdf``/``.docx``: the notificação de exigências, for the
  applicant;
- ``draft.html``/``.pdf``/``.docx``: the minuta de despacho de deferimento, to
  be signed.

The environment is strict on purpose (STYLE.md, Templates): ``autoescape``
because names and snippets come from OCR of documents the applicant handed
in, and ``StrictUndefined`` because a missing value in a legal notice must be
an error, never a blank. ``check_templates`` renders every template against a
fully filled dummy at start-up, so a broken template fails before any work.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

from triagem.errors import SetupError

# Every id of document-types.md, with the name clerks use for it.
DOCUMENT_TYPE_LABELS: dict[str, str] = {
    "requerimento": "Requerimento de registro",
    "contrato_social": "Contrato social e alterações",
    "registro_junta_comercial": "Registro na Junta Comercial (certidão simplificada)",
    "estatuto_social": "Estatuto social e atas de assembleia",
    "rg": "Carteira de identidade (RG/CIN)",
    "cpf": "Comprovante de inscrição no CPF",
    "certidao_quitacao_eleitoral": "Certidão de quitação eleitoral",
    "certificado_reservista": "Certificado de reservista / dispensa de incorporação",
    "comprovante_endereco": "Comprovante de endereço",
    "cartao_cnpj": "Comprovante de inscrição e de situação cadastral no CNPJ",
    "certidao_federal": (
        "Certidão de débitos relativos a tributos federais e à dívida ativa da União"
    ),
    "certidao_estadual": "Certidão negativa de débitos estaduais",
    "certidao_municipal": "Certidão negativa de débitos municipais",
    "comprovante_contribuicao_sindical": "Guia / comprovante de contribuição sindical",
    "ctps": "Carteira de Trabalho e Previdência Social (CTPS)",
    "certidao_inss": "Certidão negativa de débitos do INSS",
    "crf_fgts": "Certificado de Regularidade do FGTS (CRF)",
    "certidao_pis": "Certidão de regularidade com o PIS",
    "certidao_falencia": "Certidão negativa de falência, concordata e recuperação judicial",
    "certidao_execucoes": "Certidão negativa de execuções / distribuição cível",
    "certidao_protestos": "Certidão negativa de protesto de títulos",
    "folha_corrida": "Alvará de folha corrida / certidão de antecedentes criminais",
    "certidao_criminal": "Certidão negativa criminal",
    "relacao_veiculos": "Relação dos veículos da frota",
    "comprovante_estacionamento": "Comprovante de área para estacionamento da frota",
    "crv": "Certificado de Registro de Veículo (CRV)",
    "contrato_compra_venda": (
        "Contrato de compra e venda de veículo registrado em títulos e documentos"
    ),
    "crlv": "Certificado de Registro e Licenciamento de Veículo (CRLV/CRLV-e)",
    "apolice_seguro": "Apólice de seguro de acidentes pessoais de passageiros (APP)",
    "cnh": "Carteira Nacional de Habilitação (CNH)",
    "certificado_curso_transporte": "Certificado do curso de transporte coletivo de passageiros",
    "certidao_pontuacao_cnh": "Certidão negativa de pontos / prontuário da CNH",
    "titulo_eleitor": "Título de eleitor",
    "atestado_saude": "Carteira / atestado de saúde",
    "foto_3x4": "Fotografia 3x4",
    "registro_firma_individual": "Registro de firma individual / empresário",
    "inscricao_iss": "Inscrição municipal no ISS",
    "identidade_estrangeiro": "Carteira de identidade de estrangeiro (RNE/CRNM)",
    "em_branco": "Página em branco",
    "outro": "Outro documento",
}

STATUS_LABELS: dict[str, str] = {
    "ok": "atendido",
    "missing": "ausente",
    "expired": "vencido",
    "invalid": "irregular",
    "review": "conferência manual",
    "not_applicable": "não se aplica",
}

# Statuses that put an item in the deficiency notice (contract, README).
DEFICIENT_STATUSES = ("missing", "expired", "invalid")

# The report's document fields, in the order a clerk reads them, pt-BR labels.
FIELD_LABELS: dict[str, str] = {
    "name": "Nome",
    "cnpj": "CNPJ",
    "cpf": "CPF",
    "issued_on": "Emissão",
    "valid_until": "Válido até",
    "result": "Resultado",
    "jurisdiction": "Justiça",
    "cnh_category": "Categoria da CNH",
    "paid_activity": "Exerce atividade remunerada (EAR)",
    "plate": "Placa",
    "renavam": "RENAVAM",
    "manufacture_year": "Ano de fabricação",
    "vehicle_kind": "Tipo de veículo",
}

_VALUE_LABELS: dict[str, dict[Any, str]] = {
    "result": {
        "negativa": "negativa",
        "positiva": "positiva",
        "positiva_com_efeitos_de_negativa": "positiva com efeitos de negativa",
    },
    "jurisdiction": {"estadual": "Estadual", "federal": "Federal", "eleitoral": "Eleitoral"},
    "paid_activity": {True: "sim", False: "não"},
    "vehicle_kind": {
        "onibus": "ônibus",
        "microonibus": "micro-ônibus",
        "van": "van",
        "outro": "outro",
    },
}

DECISION_LABELS: dict[str, str] = {
    "approve": "DEFERIMENTO",
    "deficient": "EXIGÊNCIAS",
    "review": "CONFERÊNCIA MANUAL",
}

REFERENCE_DATE_SOURCES: dict[str, str] = {
    "petition.yaml": "data de protocolo informada no balcão (petition.yaml)",
    "--date": "data informada pelo operador (--date)",
    "upload": "data de envio dos arquivos (sem data de protocolo)",
}

PAGE_SOURCES: dict[str, str] = {"ocr": "OCR", "text_layer": "camada de texto"}

# Person roles as petition.yaml may spell them; anything else is shown as is.
ROLE_LABELS: dict[str, str] = {
    "titular": "titular",
    "socio": "sócio",
    "socio_gerente": "sócio-gerente",
    "sócio-gerente": "sócio-gerente",
    "dirigente": "dirigente",
    "diretor": "diretor",
    "administrador": "administrador",
    "requerente": "requerente",
}

# With the article each state's name takes ("Estado do Rio Grande do Sul").
_STATES: dict[str, str] = {
    "AC": "do Acre",
    "AL": "de Alagoas",
    "AP": "do Amapá",
    "AM": "do Amazonas",
    "BA": "da Bahia",
    "CE": "do Ceará",
    "DF": "do Distrito Federal",
    "ES": "do Espírito Santo",
    "GO": "de Goiás",
    "MA": "do Maranhão",
    "MT": "de Mato Grosso",
    "MS": "de Mato Grosso do Sul",
    "MG": "de Minas Gerais",
    "PA": "do Pará",
    "PB": "da Paraíba",
    "PR": "do Paraná",
    "PE": "de Pernambuco",
    "PI": "do Piauí",
    "RJ": "do Rio de Janeiro",
    "RN": "do Rio Grande do Norte",
    "RS": "do Rio Grande do Sul",
    "RO": "de Rondônia",
    "RR": "de Roraima",
    "SC": "de Santa Catarina",
    "SP": "de São Paulo",
    "SE": "de Sergipe",
    "TO": "do Tocantins",
}

_MONTHS = (
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
)

_UNITS = (
    "zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
    "dez", "onze", "doze", "treze", "quatorze", "quinze", "dezesseis", "dezessete",
    "dezoito", "dezenove",
)  # fmt: skip
_TENS = ("", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta",
         "oitenta", "noventa")  # fmt: skip
_HUNDREDS = ("", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos",
             "seiscentos", "setecentos", "oitocentos", "novecentos")  # fmt: skip

# What the three letters are called as templates and as output files.
TEMPLATES = {"report": "report.html.j2", "notice": "notice.html.j2", "draft": "draft.html.j2"}
# The Word versions of the letters, in the templates package.
DOCX_TEMPLATES = {"notice": "docx/notice.docx", "draft": "docx/draft.docx"}

# Pages read by OCR below this mean word confidence (0-100) are highlighted
# in the clerk's report: below it Tesseract often misreads digits, so the
# values taken from such a page deserve a look at the scan.
LOW_OCR_CONFIDENCE = 60.0

# Page ranges take an en dash in print ("pp. 1\u20133").
EN_DASH = "\u2013"

# Shown in place of a null value in tables: visible, never a silent blank.
NONE_MARK = "—"

# Said in the approval draft when the letter does not bring its own sentence
# (a letter whose ``precarious`` is None says none: not every law has one).
DEFAULT_PRECARIOUS = (
    "A autorização decorrente deste deferimento é expedida em caráter precário, "
    "não gera direito ao autorizado e pode ser revogada a qualquer tempo pelo "
    "Poder Público."
)
# What the notice says happens when the deadline passes, and what the draft
# defers, when the checklist says nothing else.
DEFAULT_CONSEQUENCE = "o indeferimento do pedido e o arquivamento do processo"
DEFAULT_GRANT_OBJECT = "o registro de"
DEFAULT_PEOPLE_HEADING = "Titulares, sócios-gerentes e dirigentes"


# --------------------------------------------------------------------------
# Filters


def _as_date(value: date | str) -> date:
    """A ``date`` from a date, a datetime or an ISO string (date or date-time)."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = str(value).strip()
    if "T" in text:
        return datetime.fromisoformat(text).date()
    return date.fromisoformat(text)


def data_br(value: date | str | None) -> str:
    """'2026-03-15' -> '15/03/2026'."""
    if value is None:
        return NONE_MARK
    return _as_date(value).strftime("%d/%m/%Y")


def data_extenso(value: date | str) -> str:
    """'2026-03-15' -> '15 de março de 2026'; the first day is '1º' as in letters."""
    day = _as_date(value)
    number = "1º" if day.day == 1 else str(day.day)
    return f"{number} de {_MONTHS[day.month - 1]} de {day.year}"


def data_hora_br(value: str | datetime | None) -> str:
    """'2026-11-30T12:00:00Z' -> '30/11/2026 12:00 UTC' (the report's generated_at)."""
    if value is None:
        return NONE_MARK
    moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    zone = "" if moment.tzinfo is None else f" {moment.tzname()}"
    return moment.strftime("%d/%m/%Y %H:%M") + zone


def cnpj(value: str | None) -> str:
    """'11222333000181' -> '11.222.333/0001-81'; the alphanumeric CNPJ too.

    Anything that is not 14 characters once punctuation is dropped is returned
    as it came, so that a misread value stays visible to the clerk.
    """
    if value is None:
        return NONE_MARK
    raw = re.sub(r"[^0-9A-Za-z]", "", str(value)).upper()
    if len(raw) != 14:
        return str(value)
    return f"{raw[:2]}.{raw[2:5]}.{raw[5:8]}/{raw[8:12]}-{raw[12:]}"


def cpf(value: str | None) -> str:
    """'52998224725' -> '529.982.247-25'; other shapes are returned as they came."""
    if value is None:
        return NONE_MARK
    raw = re.sub(r"\D", "", str(value))
    if len(raw) != 11:
        return str(value)
    return f"{raw[:3]}.{raw[3:6]}.{raw[6:9]}-{raw[9:]}"


def status_pt(status: str) -> str:
    """Item status id -> the word clerks use ('expired' -> 'vencido')."""
    return STATUS_LABELS.get(status, status)


def tipo_pt(type_id: str) -> str:
    """Document type id -> the clerks' name; an unknown id is shown as is."""
    return DOCUMENT_TYPE_LABELS.get(type_id, type_id)


def numero_extenso(number: int) -> str:
    """30 -> 'trinta', 120 -> 'cento e vinte' (0 to 999; digits beyond)."""
    n = int(number)
    if n < 0 or n > 999:
        return str(n)
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, rest = divmod(n, 10)
        return _TENS[tens] + (f" e {_UNITS[rest]}" if rest else "")
    if n == 100:
        return "cem"
    hundreds, rest = divmod(n, 100)
    return _HUNDREDS[hundreds] + (f" e {numero_extenso(rest)}" if rest else "")


def paginas(pages: Iterable[int]) -> str:
    """[1, 2, 3, 5] -> 'pp. 1-3, 5' (with an en dash): runs of pages as ranges."""
    numbers = sorted(set(pages))
    if not numbers:
        return NONE_MARK
    runs: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        runs.append(str(start) if start == prev else f"{start}{EN_DASH}{prev}")
        if n is not None:
            start = prev = n
    prefix = "p." if len(numbers) == 1 else "pp."
    return f"{prefix} {', '.join(runs)}"


def pct(value: float | None) -> str:
    """0.934 -> '93%'; OCR confidences given as 0-100 are passed through."""
    if value is None:
        return NONE_MARK
    number = float(value)
    if number <= 1:
        number *= 100
    return f"{number:.0f}%"


def campo(value: Any, name: str) -> str:
    """A document field's value as a clerk reads it (dates, CNPJ, labels)."""
    if value is None:
        return NONE_MARK
    if name in ("issued_on", "valid_until"):
        return data_br(value)
    if name == "cnpj":
        return cnpj(value)
    if name == "cpf":
        return cpf(value)
    labels = _VALUE_LABELS.get(name)
    if labels is not None:
        return labels.get(value, str(value))
    return str(value)


def papel_pt(role: str | None) -> str:
    """Person role id -> pt-BR ('socio_gerente' -> 'sócio-gerente')."""
    if role is None:
        return ""
    return ROLE_LABELS.get(role, role)


def uf_extenso(state: str) -> str:
    """'RS' -> 'Estado do Rio Grande do Sul'; an unknown code is kept."""
    article_name = _STATES.get(str(state).upper())
    return f"Estado {article_name}" if article_name else f"Estado: {state}"


def _strict(mapping: Mapping[str, Any], key: str) -> Any:
    """``mapping[key]``, failing as a template would (StrictUndefined) when absent."""
    if key not in mapping:
        raise jinja2.UndefinedError(f"'dict object' has no attribute '{key}'")
    return mapping[key]


def validity_of(
    item: Mapping[str, Any], document: Mapping[str, Any], index: int | None = None
) -> str:
    """The validity column of the draft for one document (``index``) of an ok item.

    The checklist's own reading when the report carries it (``validity``,
    aligned with ``documents``: a default term, the one-year cap, the
    licence's exercise, "sem prazo de validade"); else the item's last day
    when it rests on this document alone; else the date the document prints;
    else its issue date.
    """
    fields = _strict(document, "fields")
    documents = list(_strict(item, "documents"))
    texts = item.get("validity") or []
    if index in documents and len(texts) == len(documents) and texts[documents.index(index)]:
        return str(texts[documents.index(index)])
    until = item.get("valid_until")
    if until and len(documents) == 1:
        return f"até {data_br(until)}"
    if _strict(fields, "valid_until"):
        return f"até {data_br(fields['valid_until'])}"
    if _strict(fields, "issued_on"):
        return f"emitido em {data_br(fields['issued_on'])}"
    return NONE_MARK


def document_of(document: Mapping[str, Any]) -> str:
    """How the draft names a document: its type, its result when it matters, its plate."""
    fields = _strict(document, "fields")
    text = tipo_pt(_strict(document, "type"))
    if _strict(fields, "result") == "positiva_com_efeitos_de_negativa":
        text += " (positiva com efeitos de negativa)"
    if fields.get("jurisdiction"):
        text += f", Justiça {_VALUE_LABELS['jurisdiction'].get(fields['jurisdiction'], '')}"
    if _strict(fields, "plate"):
        text += f", placa {fields['plate']}"
    return text


FILTERS = {
    "data_br": data_br,
    "data_extenso": data_extenso,
    "data_hora_br": data_hora_br,
    "cnpj": cnpj,
    "cpf": cpf,
    "status_pt": status_pt,
    "tipo_pt": tipo_pt,
    "numero_extenso": numero_extenso,
    "paginas": paginas,
    "pct": pct,
    "campo": campo,
    "papel_pt": papel_pt,
    "uf_extenso": uf_extenso,
}


# --------------------------------------------------------------------------
# Environment


def default_template_dir() -> Path:
    """The folder of the ``templates`` package, wherever it is installed."""
    try:
        import templates
    except ImportError as e:  # pragma: no cover - a broken install
        raise SetupError(
            "Pacote 'templates' não encontrado: reinstale o triagem (pip install -e .)."
        ) from e
    return Path(templates.__file__).resolve().parent


def make_environment(template_dir: Path | None = None) -> jinja2.Environment:
    """A strict Jinja2 environment (autoescape, StrictUndefined) with our filters."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(template_dir or default_template_dir())),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(FILTERS)
    env.globals.update(
        field_labels=FIELD_LABELS,
        decision_labels=DECISION_LABELS,
        reference_date_sources=REFERENCE_DATE_SOURCES,
        page_sources=PAGE_SOURCES,
        none_mark=NONE_MARK,
        status_order=tuple(STATUS_LABELS),
        low_ocr_confidence=LOW_OCR_CONFIDENCE,
        validity_of=validity_of,
        document_of=document_of,
    )
    return env


@lru_cache(maxsize=1)
def _default_environment() -> jinja2.Environment:
    return make_environment()


def _template_name(name: str) -> str:
    return TEMPLATES.get(name, name)


def render_html(name: str, context: Mapping[str, Any], *, template_dir: Path | None = None) -> str:
    """Render one template ('report', 'notice', 'draft' or a file name) to HTML.

    ``context`` is usually ``build_context(report, letter)``. A value the
    template needs and the context lacks raises ``jinja2.UndefinedError``.
    """
    env = make_environment(template_dir) if template_dir else _default_environment()
    return env.get_template(_template_name(name)).render(**context)


# --------------------------------------------------------------------------
# Context


def _person_key(person: Mapping[str, Any]) -> str:
    # Same rule as models.Person.key: the report's item.person is the CPF
    # digits, else the name.
    return person["cpf"] or person["name"]


def _item_groups(
    items: list[Mapping[str, Any]], people: list[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """Items grouped as the notice lists them: the company's, then each person's.

    People come in the report's order; a person named only in an item (not in
    ``people``) follows, in the order of the items.
    """
    by_key = {_person_key(p): p for p in people}
    groups: dict[str | None, dict[str, Any]] = {None: {"person": None, "items": []}}
    for person in people:
        groups[_person_key(person)] = {"person": person, "items": []}
    for item in items:
        key = item["person"]
        if key not in groups:
            groups[key] = {
                "person": by_key.get(key)
                or {
                    "name": item["person_name"] or key,
                    "cpf": key if key and key.isdigit() else None,
                    "sex": None,
                    "role": None,
                    "inferred": True,
                },
                "items": [],
            }
        groups[key]["items"].append(item)
    return [g for g in groups.values() if g["items"]]


def _review_reasons(report: Mapping[str, Any]) -> list[str]:
    """Why a clerk must look, one pt-BR sentence each (report.html banner)."""
    reasons: list[str] = []
    for item in report["items"]:
        if item["status"] == "review":
            who = f" ({item['person_name'] or item['person']})" if item["person"] else ""
            why = item["reason"] or "conferência manual necessária"
            reasons.append(f"Item {item['legal_basis']} — {item['label']}{who}: {why}")
    for error in report["errors"]:
        where = f", página {error['page']}" if error["page"] is not None else ""
        reasons.append(f"Arquivo {error['file']}{where} não pôde ser lido: {error['message']}")
    for number, doc in enumerate(report["documents"], start=1):
        if doc["needs_review"]:
            why = doc["review_reason"] or "classificação com baixa confiança"
            reasons.append(
                f"Documento {number} ({tipo_pt(doc['type'])}, {doc['file']} "
                f"{paginas(doc['pages'])}): {why}"
            )
    return reasons


def _outputs(decision: str, pdf: bool, docx: bool = True) -> list[str]:
    name = {"deficient": "notice", "approve": "draft"}.get(decision)
    if name is None:
        return []
    return [f"{name}.html"] + ([f"{name}.pdf"] if pdf else []) + ([f"{name}.docx"] if docx else [])


def _letterhead_lines(letter: Mapping[str, Any]) -> list[str]:
    value = letter.get("letterhead")
    if not value:
        return []
    return [value] if isinstance(value, str) else [str(line) for line in value]


def _parties_view(
    report: Mapping[str, Any], letter: Mapping[str, Any]
) -> tuple[dict[str, Any], dict[str, Any], bool]:
    """(applicant, subject, show the subject apart) as the letters name them.

    In a person checklist (a driver, a candidate) the letters are about the
    person; the applicant is that person unless a company filed for him,
    in which case both are named. An unnamed applicant takes the person's
    name and CPF (the report's ``people``, typed or inferred).
    """
    applicant = dict(report["applicant"])
    people = list(report["people"])
    if letter.get("applicant_kind") != "person" or not people:
        return applicant, applicant, False
    first = people[0]
    subject = {"name": first["name"] or None, "cpf": first["cpf"], "cnpj": None}
    if applicant.get("cnpj") and not applicant.get("cpf"):
        return applicant, subject, True
    if not applicant.get("name"):
        applicant["name"] = subject["name"]
    if not applicant.get("cpf") and not applicant.get("cnpj"):
        applicant["cpf"] = subject["cpf"]
    return applicant, applicant, False


def _ids_text(party: Mapping[str, Any]) -> str:
    parts = []
    if party.get("cnpj"):
        parts.append(f"CNPJ nº {cnpj(party['cnpj'])}")
    if party.get("cpf"):
        parts.append(f"CPF nº {cpf(party['cpf'])}")
    return "; ".join(parts) or "[preencher: CNPJ ou CPF do requerente]"


def _person_heading_text(person: Mapping[str, Any]) -> str:
    text = str(person["name"])
    if person.get("cpf"):
        text += f", CPF nº {cpf(person['cpf'])}"
    if person.get("role"):
        text += f" ({papel_pt(person['role'])})"
    return text


def _group_heading(
    group: Mapping[str, Any], applicant: Mapping[str, Any], letter: Mapping[str, Any]
) -> str:
    if group["person"] is not None:
        return f"Documentos relativos a {_person_heading_text(group['person'])}"
    if letter.get("documents_heading"):
        return str(letter["documents_heading"])
    if applicant.get("cnpj"):
        return "Documentos relativos à empresa requerente"
    return "Documentos relativos ao(à) requerente"


def _notice_groups(
    groups: list[dict[str, Any]], applicant: Mapping[str, Any], letter: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """The deficient items as the notice numbers them, across the groups."""
    out = []
    number = 1
    for group in groups:
        entries = []
        start = number
        for item in group["items"]:
            cure = item["cure"] or (
                f"Apresentar documento que atenda ao disposto no {item['legal_basis']} da "
                f"{_strict(letter, 'law')}."
            )
            entries.append(
                {
                    "number": number,
                    "label": item["label"],
                    "legal_basis": item["legal_basis"],
                    "status": status_pt(item["status"]),
                    "reason": item["reason"],
                    "cure": cure,
                }
            )
            number += 1
        out.append(
            {
                "person": group["person"],
                "heading": _group_heading(group, applicant, letter),
                "start": start,
                "entries": entries,
            }
        )
    return out


def _draft_rows(groups: list[dict[str, Any]], report: Mapping[str, Any]) -> list[dict[str, str]]:
    """The draft's table flattened for Word: a heading row per person, a row per document."""
    rows: list[dict[str, str]] = []
    for group in groups:
        if group["person"] is not None:
            rows.append(
                {
                    "requirement": _person_heading_text(group["person"]),
                    "document": "",
                    "validity": "",
                }
            )
        for item in group["items"]:
            requirement = f"{item['label']} ({item['legal_basis']})"
            documents = item["documents"] or [None]
            for position, index in enumerate(documents):
                document = report["documents"][index] if index is not None else None
                rows.append(
                    {
                        "requirement": requirement if position == 0 else "",
                        "document": document_of(document) if document else NONE_MARK,
                        "validity": validity_of(item, document, index) if document else NONE_MARK,
                    }
                )
    return rows


def _not_applicable_lines(items: list[Mapping[str, Any]]) -> list[str]:
    lines = []
    for item in items:
        line = f"{item['label']} ({item['legal_basis']})"
        if item["person"]:
            line += f", quanto a {item['person_name'] or item['person']}"
        if item["reason"]:
            line += f": {item['reason']}"
        lines.append(line)
    return lines


def build_context(
    report: Mapping[str, Any], letter: Mapping[str, Any], *, pdf: bool = True, docx: bool = True
) -> dict[str, Any]:
    """What every template receives: the raw report and letter, plus views.

    The views are regroupings (items per person, items per status), the
    sentences saying why a clerk must review, and the plain-text pieces the
    Word templates print as they are (``text``, ``notice_groups``,
    ``draft_rows``); every value comes from ``report`` or ``letter``, and a
    missing one is an error (StrictUndefined in the templates, the same error
    in the views).
    """
    items = list(report["items"])
    people = list(report["people"])
    deficient = [i for i in items if i["status"] in DEFICIENT_STATUSES]
    deficient_groups = _item_groups(deficient, people)
    ok_groups = _item_groups([i for i in items if i["status"] == "ok"], people)
    not_applicable = [i for i in items if i["status"] == "not_applicable"]
    applicant, subject, subject_apart = _parties_view(report, letter)
    deadline = int(_strict(letter, "deadline_days"))
    text = {
        "state_line": uf_extenso(_strict(letter, "state")).upper(),
        "city_line": f"PREFEITURA MUNICIPAL DE {str(_strict(letter, 'municipality')).upper()}",
        "authority_line": str(_strict(letter, "authority")).upper(),
        "letterhead_lines": _letterhead_lines(letter),
        "applicant_name": applicant["name"] or "[preencher: nome do requerente]",
        "applicant_ids": _ids_text(applicant),
        "subject_name": subject["name"] or "[preencher: nome do requerente]",
        "subject_ids": _ids_text(subject),
        "id_label": "CNPJ" if applicant["cnpj"] else "CPF" if applicant["cpf"] else "CNPJ / CPF",
        "id_value": (
            cnpj(applicant["cnpj"])
            if applicant["cnpj"]
            else cpf(applicant["cpf"])
            if applicant["cpf"]
            else "[preencher: CNPJ ou CPF do requerente]"
        ),
        "salutation": (
            "Senhor(a) Representante Legal," if applicant["cnpj"] else "Senhor(a) Requerente,"
        ),
        "deadline": (
            f"{deadline} ({numero_extenso(deadline)}) {'dia' if deadline == 1 else 'dias'}"
        ),
        "place_date": (
            f"{letter['municipality']}/{letter['state']}, "
            f"{data_extenso(_strict(letter, 'issue_date'))}."
        ),
    }
    return {
        "report": report,
        "letter": letter,
        # report.items would be dict.items in Jinja's attribute lookup.
        "items": items,
        "people": people,
        "applicant": applicant,
        "subject": subject,
        "subject_apart": subject_apart,
        "deficient_groups": deficient_groups,
        "notice_groups": _notice_groups(deficient_groups, applicant, letter),
        "review_items": [i for i in items if i["status"] == "review"],
        "ok_groups": ok_groups,
        "draft_rows": _draft_rows(ok_groups, report),
        "not_applicable_items": not_applicable,
        "not_applicable_lines": _not_applicable_lines(not_applicable),
        "review_reasons": _review_reasons(report),
        "outputs": _outputs(report["decision"], pdf, docx),
        # A letter that sets ``precarious`` (even to None) has the last word.
        "precarious": letter.get("precarious", DEFAULT_PRECARIOUS),
        "grant_object": letter.get("grant_object") or DEFAULT_GRANT_OBJECT,
        "consequence": letter.get("consequence") or DEFAULT_CONSEQUENCE,
        "people_heading": letter.get("people_heading") or DEFAULT_PEOPLE_HEADING,
        "notices": list(letter.get("notices") or ()),
        "records": list(report.get("records") or ()),
        # The vehicle the petition is about, named beside the applicant.
        "vehicle": next((r for r in report.get("records") or () if r["id"] == "vehicle"), None),
        "text": text,
    }


# --------------------------------------------------------------------------
# Output


def _write_pdf(html: str, target: Path) -> None:
    try:
        import weasyprint
    except (ImportError, OSError) as e:  # OSError: Pango missing from the system
        raise SetupError(
            "WeasyPrint não está instalado: pip install weasyprint "
            "(e os pacotes do sistema libpango-1.0-0 e libpangoft2-1.0-0)."
        ) from e
    weasyprint.HTML(string=html, base_url=str(target.parent)).write_pdf(str(target))


def _docxtpl() -> Any:
    try:
        import docxtpl
    except ImportError as e:
        raise SetupError("docxtpl não está instalado: pip install docxtpl.") from e
    return docxtpl


def render_docx(
    name: str, context: Mapping[str, Any], target: Path, *, template_dir: Path | None = None
) -> Path:
    """Fill the Word template of a letter ('notice' or 'draft') and save it at ``target``.

    The same strict environment as the HTML (autoescape: the text becomes
    XML; StrictUndefined: a missing value is an error, never a blank).
    """
    docxtpl = _docxtpl()
    folder = template_dir or default_template_dir()
    document = docxtpl.DocxTemplate(str(folder / DOCX_TEMPLATES[name]))
    env = make_environment(folder)
    document.render(dict(context), jinja_env=env, autoescape=True)
    document.save(str(target))
    return target


def docx_text(path: Path) -> str:
    """The text of a .docx, paragraph by paragraph, tables row by row (golden tests)."""
    import docx

    document = docx.Document(str(path))
    lines: list[str] = []
    for section in document.sections:
        lines.extend(p.text for p in section.header.paragraphs if p.text.strip())
    body = document.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            text = "".join(node.text or "" for node in child.iter() if node.tag.endswith("}t"))
            lines.append(text)
        elif tag == "tbl":
            for row in child.iter():
                if row.tag.endswith("}tr"):
                    cells = [
                        "".join(n.text or "" for n in cell.iter() if n.tag.endswith("}t"))
                        for cell in row
                        if cell.tag.endswith("}tc")
                    ]
                    lines.append(" | ".join(cells))
    for section in document.sections:
        lines.extend(p.text for p in section.footer.paragraphs if p.text.strip())
    return "\n".join(line.rstrip() for line in lines if line.strip()) + "\n"


def render_outputs(
    report: dict[str, Any],
    letter: dict[str, Any],
    out_dir: Path,
    *,
    pdf: bool = True,
    docx: bool = True,
) -> dict[str, Path]:
    """Write report.html, and the notice or the draft the decision calls for.

    ``deficient`` adds notice.html (+ notice.pdf, notice.docx), ``approve``
    adds draft.html (+ draft.pdf, draft.docx), ``review`` adds nothing:
    report.html then says why a clerk must look. Returns the paths written,
    keyed report_html, notice_html, notice_pdf, notice_docx, draft_html,
    draft_pdf, draft_docx.
    """
    decision = report["decision"]
    if decision not in DECISION_LABELS:
        raise ValueError(f"unknown decision {decision!r}")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    context = build_context(report, letter, pdf=pdf, docx=docx)
    written: dict[str, Path] = {}

    report_html = out_dir / "report.html"
    report_html.write_text(render_html("report", context), encoding="utf-8")
    written["report_html"] = report_html

    letter_name = {"deficient": "notice", "approve": "draft"}.get(decision)
    if letter_name is not None:
        html = render_html(letter_name, context)
        html_path = out_dir / f"{letter_name}.html"
        html_path.write_text(html, encoding="utf-8")
        written[f"{letter_name}_html"] = html_path
        if pdf:
            pdf_path = out_dir / f"{letter_name}.pdf"
            _write_pdf(html, pdf_path)
            written[f"{letter_name}_pdf"] = pdf_path
        if docx:
            docx_path = out_dir / f"{letter_name}.docx"
            written[f"{letter_name}_docx"] = render_docx(letter_name, context, docx_path)
    return written


# --------------------------------------------------------------------------
# Start-up check


def dummy_report(decision: str = "deficient") -> dict[str, Any]:
    """A report with every key filled and every status present (check_templates)."""
    statuses = ["ok", "missing", "expired", "invalid", "review", "not_applicable"]
    items = [
        {
            "id": f"art7.II.{letter}",
            "status": status,
            "legal_basis": f"Art. 7º, II, {letter}",
            "label": f"Item de teste {status}",
            "person": "39053344705" if status == "expired" else None,
            "person_name": "Pessoa de Teste" if status == "expired" else None,
            "documents": [0],
            "reason": f"Motivo {status}",
            "cure": f"Providência {status}",
            "warnings": ["Aviso de teste"],
            "valid_until": "2026-12-31" if status == "ok" else None,
            "validity": ["até 31/12/2026"] if status == "ok" else [],
        }
        for letter, status in zip("abcdef", statuses, strict=True)
    ]
    fields = {
        "name": "Empresa de Teste Ltda",
        "cnpj": "11222333000181",
        "cpf": "39053344705",
        "issued_on": "2026-01-02",
        "valid_until": "2026-12-31",
        "result": "negativa",
        "jurisdiction": "federal",
        "cnh_category": "D",
        "paid_activity": True,
        "plate": "ABC1D23",
        "renavam": "12345678901",
        "manufacture_year": 2020,
        "vehicle_kind": "onibus",
    }
    return {
        "schema_version": 1,
        "petition_id": "TESTE-0001",
        "checklist": "sm-fretamento-empresa",
        "checklist_inferred": True,
        "reference_date": "2026-11-16",
        "reference_date_source": "petition.yaml",
        "decision": decision,
        "applicant": {
            "name": "Empresa de Teste Ltda",
            "cnpj": "11222333000181",
            "cpf": "39053344705",
            "email": "teste@example.org",
        },
        "people": [
            {
                "name": "Pessoa de Teste",
                "cpf": "39053344705",
                "sex": "M",
                "role": "socio_gerente",
                "inferred": True,
            }
        ],
        "documents": [
            {
                "file": "teste.pdf",
                "pages": [1, 2],
                "type": "certidao_federal",
                "confidence": 0.5,
                "rules": ["title:certidao_federal"],
                "needs_review": True,
                "review_reason": "Baixa confiança",
                "fields": fields,
                "evidence": {name: {"page": 1, "snippet": f"trecho {name}"} for name in fields},
            }
        ],
        "items": items,
        "errors": [{"file": "x.pdf", "page": 1, "code": "encrypted_pdf", "message": "Protegido."}],
        "pages": [
            {
                "file": "teste.pdf",
                "page": 1,
                "source": "ocr",
                "rotation": 90,
                "ocr_confidence": 91.2,
                "type": "certidao_federal",
                "document": 0,
            },
            {
                "file": "teste.pdf",
                "page": 2,
                "source": "text_layer",
                "rotation": 0,
                "ocr_confidence": None,
                "type": "em_branco",
                "document": None,
            },
        ],
        "notes": ["Nota de teste"],
        "records": [
            {
                "id": "art14.p1",
                "legal_basis": "Art. 14, § 1º",
                "label": "Registro de teste",
                "value": "anual",
                "text": "Registro de teste: anual.",
            }
        ],
        "warnings": ["Aviso de teste"],
        "summary": {"pages": 2, "documents": 1, "items": {s: 1 for s in statuses}},
        "generated_at": "2026-11-30T12:00:00Z",
        "triagem_version": "0.0.0",
    }


def dummy_letter() -> dict[str, Any]:
    """A letter with every key filled (check_templates)."""
    return {
        "municipality": "Município de Teste",
        "state": "RS",
        "authority": "Secretaria de Teste",
        "law": "Lei Municipal de teste",
        "checklist_title": "Registro de teste",
        "grants": ["Expeça-se o documento de teste."],
        "deadline_days": 30,
        "issue_date": "2026-11-30",
        "letterhead": ["Rua de Teste, 1", "Telefone (00) 0000-0000"],
        "applicant_kind": "company",
        "grant_object": "o registro de teste de",
        "precarious": "Autorização precária de teste.",
        "consequence": "o arquivamento de teste",
        "documents_heading": "Documentos de teste",
        "people_heading": "Pessoas de teste",
        "notices": ["Aviso de parâmetro não configurado."],
    }


def check_templates(template_dir: Path | None = None) -> None:
    """Compile every template and render each letter against a filled dummy.

    Raises SetupError naming the template and the problem, so that a broken
    template stops the program at start-up rather than on a petition.
    """
    try:
        env = make_environment(template_dir)
        names = env.list_templates(extensions=["j2"])
    except jinja2.TemplateError as e:  # pragma: no cover - loader problems
        raise SetupError(f"Modelos de documento inválidos: {e}") from e
    missing = sorted(set(TEMPLATES.values()) - set(names))
    if missing:
        raise SetupError(f"Modelo de documento ausente: {', '.join(missing)}.")
    for name in names:
        try:
            env.get_template(name)
        except jinja2.TemplateSyntaxError as e:
            raise SetupError(
                f"Modelo de documento {name} com erro de sintaxe na linha {e.lineno}: {e.message}"
            ) from e
    letter = dummy_letter()
    for decision, name in (
        ("approve", "report"),
        ("deficient", "report"),
        ("review", "report"),
        ("deficient", "notice"),
        ("approve", "draft"),
    ):
        context = build_context(dummy_report(decision), letter)
        try:
            env.get_template(TEMPLATES[name]).render(**context)
        except jinja2.TemplateError as e:
            raise SetupError(
                f"Modelo de documento {TEMPLATES[name]} falhou com dados completos "
                f"(decisão {decision}): {e}"
            ) from e
        except Exception as e:  # a filter failing on a value is as fatal here
            raise SetupError(
                f"Modelo de documento {TEMPLATES[name]} falhou com dados completos "
                f"(decisão {decision}): {type(e).__name__}: {e}"
            ) from e
    _check_docx_templates(template_dir, letter)


def _check_docx_templates(template_dir: Path | None, letter: dict[str, Any]) -> None:
    import tempfile

    folder = template_dir or default_template_dir()
    for decision, name in (("deficient", "notice"), ("approve", "draft")):
        path = folder / DOCX_TEMPLATES[name]
        if not path.is_file():
            raise SetupError(
                f"Modelo Word ausente: {DOCX_TEMPLATES[name]} "
                "(gere com: python templates/build_docx.py)."
            )
        context = build_context(dummy_report(decision), letter)
        with tempfile.TemporaryDirectory() as tmp:
            try:
                render_docx(name, context, Path(tmp) / f"{name}.docx", template_dir=folder)
            except SetupError:
                raise
            except Exception as e:  # docxtpl wraps Jinja's and zip's errors alike
                raise SetupError(
                    f"Modelo Word {DOCX_TEMPLATES[name]} falhou com dados completos: "
                    f"{type(e).__name__}: {e}"
                ) from e


def check_setup(settings: Any, template_dir: Path | None = None) -> None:
    """Start-up check of everything a clerk may change without code.

    Every checklist YAML (the shipped ones and TRIAGEM_CHECKLIST_DIR's),
    the parameters they name (each must be a setting), the deadlines, and
    every template. Raises SetupError listing every problem, one per line,
    in Portuguese.
    """
    from checklists import available_checklists, load_checklist, validate_all

    problems: list[str] = []
    extra: list[Path] = []
    if settings.checklist_dir is not None:
        if Path(settings.checklist_dir).is_dir():
            extra.append(Path(settings.checklist_dir))
        else:
            problems.append(
                f"TRIAGEM_CHECKLIST_DIR não é uma pasta existente: {settings.checklist_dir}"
            )
    checklist_problems = validate_all(extra)
    problems.extend(checklist_problems)
    if not checklist_problems:
        known = set(type(settings).model_fields)
        for checklist_id in available_checklists(extra):
            for name in load_checklist(checklist_id, extra).parameters:
                if name not in known:
                    problems.append(
                        f"checklist {checklist_id}: o parâmetro {name!r} não corresponde a "
                        f"nenhuma configuração (TRIAGEM_{name.upper()})"
                    )
    if settings.notice_deadline_days < 1:
        problems.append(
            "TRIAGEM_NOTICE_DEADLINE_DAYS deve ser um número de dias positivo, não "
            f"{settings.notice_deadline_days}"
        )
    if settings.expiry_warning_days < 0:
        problems.append(
            f"TRIAGEM_EXPIRY_WARNING_DAYS não pode ser negativo ({settings.expiry_warning_days})"
        )
    if problems:
        raise SetupError("Configuração inválida:\n" + "\n".join(problems))
    check_templates(template_dir)
