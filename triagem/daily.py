"""The daily summary for the secretariat, written to ``reports/daily/<date>/``.

For one day (in the secretariat's time zone, ``TRIAGEM_TIMEZONE``):

- petitions received (scans uploaded that day) and processed (runs that
  finished that day), with their verdicts;
- the most frequent deficiencies of that day's runs, by legal item;
- petitions waiting for a clerk's review, and for how long (until the clerk
  drops ``reviewed.json`` into the run's folder, or a new run supersedes);
- approved registrations whose certidões expire within
  ``TRIAGEM_DAILY_EXPIRY_DAYS`` (30) days, with the date each expires;
- deliveries that need a person: refused by the mail server, or uncertain.

Everything is read back from the bucket (latest.json, manifest.json,
report.json of each petition), so the summary is the same wherever it runs.
Written as ``summary.html`` plus one CSV per table; optionally mailed to the
clerks (``TRIAGEM_DAILY_MAIL``), at most once per day.
"""

from __future__ import annotations

import csv
import io
import json
import logging
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import jinja2

from triagem.intake import INBOX, REPORTS, read_json, run_started
from triagem.mail import Attachment, Delivery, Letter, deliver
from triagem.settings import Settings
from triagem.store import ObjectStore

log = logging.getLogger(__name__)

DAILY_PREFIX = f"{REPORTS}daily/"
# Documents whose printed validity the summary watches (besides certidao_*).
_VALIDITY_TYPES = ("crf_fgts", "folha_corrida", "apolice_seguro", "crlv")


@dataclass(frozen=True)
class Received:
    petition_id: str
    first_upload: str
    files: int


@dataclass(frozen=True)
class Processed:
    petition_id: str
    run_id: str
    finished_at: str
    decision: str
    supplement: bool


@dataclass(frozen=True)
class Deficiency:
    legal_basis: str
    item_id: str
    label: str
    petitions: int
    missing: int
    expired: int
    invalid: int


@dataclass(frozen=True)
class WaitingReview:
    petition_id: str
    applicant: str
    since: str
    hours: float


@dataclass(frozen=True)
class Expiring:
    petition_id: str
    applicant: str
    document_type: str
    file: str
    valid_until: str
    days_left: int


@dataclass(frozen=True)
class Problem:
    petition_id: str
    kind: str
    detail: str


@dataclass(frozen=True)
class DailySummary:
    """Everything the day's summary shows, as plain rows."""

    day: date
    timezone: str
    generated_at: str
    expiry_days: int
    received: tuple[Received, ...] = ()
    processed: tuple[Processed, ...] = ()
    verdicts: dict[str, int] = field(default_factory=dict)
    deficiencies: tuple[Deficiency, ...] = ()
    waiting_review: tuple[WaitingReview, ...] = ()
    expiring: tuple[Expiring, ...] = ()
    problems: tuple[Problem, ...] = ()
    pending_in_inbox: int = 0


def _local(moment: datetime, tz: ZoneInfo) -> datetime:
    return moment.astimezone(tz)


def _parse(text: str | None) -> datetime | None:
    if not text:
        return None
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _is_validity_document(doc_type: str) -> bool:
    return doc_type.startswith("certidao") or doc_type in _VALIDITY_TYPES


def collect_summary(
    store: ObjectStore, day: date, settings: Settings, now: datetime | None = None
) -> DailySummary:
    """Read the bucket and build the summary of ``day``."""
    tz = ZoneInfo(settings.timezone)
    now = now or datetime.now(UTC)
    keys = [o.key for o in store.list(REPORTS) if not o.key.startswith(DAILY_PREFIX)]
    petitions = sorted({k.split("/")[1] for k in keys if k.endswith("/latest.json")})
    runs: dict[str, list[str]] = defaultdict(list)
    reviewed: set[tuple[str, str]] = set()
    for key in keys:
        parts = key.split("/")
        if len(parts) == 4 and parts[3] == "manifest.json":
            runs[parts[1]].append(parts[2])
        if len(parts) == 4 and parts[3] == "reviewed.json":
            reviewed.add((parts[1], parts[2]))

    # Runs that may matter: started from the day before (a run may finish
    # after midnight) on; older manifests cannot tell anything about the day.
    day_start = datetime(day.year, day.month, day.day, tzinfo=tz)
    horizon = day_start - timedelta(days=1)
    processed: list[Processed] = []
    day_reports: list[dict[str, Any]] = []
    uploads: dict[str, list[datetime]] = defaultdict(list)
    for pid in sorted(runs):
        for run_id in sorted(runs[pid]):
            try:
                started = run_started(run_id)
            except ValueError:
                continue
            if started < horizon:
                continue
            manifest = read_json(store, f"{REPORTS}{pid}/{run_id}/manifest.json") or {}
            for item in manifest.get("consumed") or []:
                moment = _parse(item.get("uploaded_at"))
                if moment is not None:
                    uploads[pid].append(moment)
            finished = _parse(manifest.get("finished_at"))
            if finished is None or _local(finished, tz).date() != day:
                continue
            processed.append(
                Processed(
                    pid,
                    run_id,
                    _local(finished, tz).isoformat(timespec="minutes"),
                    manifest.get("decision") or "",
                    bool(manifest.get("supplement")),
                )
            )
            report_key = (manifest.get("outputs") or {}).get("report.json")
            report = read_json(store, report_key) if report_key else None
            if report is not None:
                day_reports.append(report)
    inbox: dict[str, list[datetime]] = defaultdict(list)
    for obj in store.list(INBOX):
        parts = obj.key.split("/")
        if len(parts) >= 3:
            inbox[parts[1]].append(obj.last_modified)
            uploads[parts[1]].append(obj.last_modified)

    received = []
    for pid, moments in sorted(uploads.items()):
        that_day = [m for m in moments if _local(m, tz).date() == day]
        if that_day:
            first = _local(min(that_day), tz).isoformat(timespec="minutes")
            received.append(Received(pid, first, len(that_day)))

    verdicts = Counter(p.decision for p in processed)
    deficiencies = _deficiencies(day_reports)

    waiting, expiring, problems = [], [], []
    limit = day + timedelta(days=settings.daily_expiry_days)
    for pid in petitions:
        latest = read_json(store, f"{REPORTS}{pid}/latest.json")
        if not latest:
            continue
        applicant = ""
        if latest.get("state") == "failed":
            problems.append(Problem(pid, "não processada", latest.get("error") or ""))
            continue
        for kind, delivery in (latest.get("deliveries") or {}).items():
            if delivery.get("status") in ("refused", "uncertain"):
                what = "envio recusado" if delivery["status"] == "refused" else "envio incerto"
                problems.append(Problem(pid, f"{what} ({kind})", delivery.get("detail") or ""))
        decision = latest.get("decision")
        if decision not in ("review", "approve"):
            continue
        report = read_json(store, latest["report_key"]) if latest.get("report_key") else None
        if report is not None:
            applicant = (report.get("applicant") or {}).get("name") or ""
        if decision == "review" and (pid, latest["run_id"]) not in reviewed:
            since = _parse(latest.get("finished_at")) or now
            hours = max(0.0, (now - since).total_seconds() / 3600)
            waiting.append(
                WaitingReview(
                    pid, applicant, _local(since, tz).isoformat(timespec="minutes"), round(hours, 1)
                )
            )
        if decision == "approve" and report is not None:
            for document in report.get("documents", []):
                valid = (document.get("fields") or {}).get("valid_until")
                if not valid or not _is_validity_document(document.get("type", "")):
                    continue
                until = date.fromisoformat(valid)
                if day <= until <= limit:
                    expiring.append(
                        Expiring(
                            pid,
                            applicant,
                            document["type"],
                            document.get("file", ""),
                            valid,
                            (until - day).days,
                        )
                    )
    waiting.sort(key=lambda w: -w.hours)
    expiring.sort(key=lambda e: (e.valid_until, e.petition_id))
    pending = sum(1 for pid in inbox if pid not in {p.petition_id for p in processed})
    return DailySummary(
        day=day,
        timezone=settings.timezone,
        generated_at=_local(now, tz).isoformat(timespec="minutes"),
        expiry_days=settings.daily_expiry_days,
        received=tuple(received),
        processed=tuple(processed),
        verdicts=dict(sorted(verdicts.items())),
        deficiencies=tuple(deficiencies),
        waiting_review=tuple(waiting),
        expiring=tuple(expiring),
        problems=tuple(problems),
        pending_in_inbox=pending,
    )


def _deficiencies(reports: Iterable[Mapping[str, Any]], top: int = 15) -> list[Deficiency]:
    """Deficient items of the day's reports, most frequent first (one per petition)."""
    petitions: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    statuses: dict[tuple[str, str, str], Counter] = defaultdict(Counter)
    for report in reports:
        seen = set()
        for item in report.get("items", []):
            if item.get("status") not in ("missing", "expired", "invalid"):
                continue
            key = (item.get("legal_basis") or item["id"], item["id"], item.get("label") or "")
            statuses[key][item["status"]] += 1
            if key not in seen:
                petitions[key].add(str(report.get("petition_id")))
                seen.add(key)
    rows = [
        Deficiency(
            basis,
            item_id,
            label,
            len(petitions[(basis, item_id, label)]),
            statuses[(basis, item_id, label)]["missing"],
            statuses[(basis, item_id, label)]["expired"],
            statuses[(basis, item_id, label)]["invalid"],
        )
        for (basis, item_id, label) in petitions
    ]
    rows.sort(key=lambda r: (-r.petitions, r.item_id))
    return rows[:top]


# --------------------------------------------------------------------------
# Output

_HTML = """<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Resumo diário da triagem – {{ summary.day | data_br }}</title>
<style>
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 1.5em; }
th, td { border: 1px solid #999; padding: 0.25em 0.6em; text-align: left; }
th { background: #eee; }
td.n { text-align: right; }
</style>
</head>
<body>
<h1>Resumo diário da triagem – {{ summary.day | data_br }}</h1>
<p>Gerado em {{ summary.generated_at | data_hora_br }} ({{ summary.timezone }}).</p>

<h2>Movimento do dia</h2>
<table>
<tr><th>Petições recebidas</th><td class="n">{{ summary.received | length }}</td></tr>
<tr><th>Petições processadas</th><td class="n">{{ summary.processed | length }}</td></tr>
{% for decision, label in decisions %}
<tr><th>{{ label }}</th><td class="n">{{ summary.verdicts.get(decision, 0) }}</td></tr>
{% endfor %}
<tr><th>Aguardando processamento no inbox</th><td class="n">{{ summary.pending_in_inbox }}</td></tr>
</table>

<h2>Petições processadas</h2>
{% if summary.processed %}
<table>
<tr><th>Petição</th><th>Concluída em</th><th>Decisão</th><th>Complementação</th></tr>
{% for row in summary.processed %}
<tr><td>{{ row.petition_id }}</td><td>{{ row.finished_at | data_hora_br }}</td>
<td>{{ decision_labels.get(row.decision, row.decision) }}</td>
<td>{{ "sim" if row.supplement else "não" }}</td></tr>
{% endfor %}
</table>
{% else %}
<p>Nenhuma petição processada no dia.</p>
{% endif %}

<h2>Exigências mais frequentes</h2>
{% if summary.deficiencies %}
<table>
<tr><th>Fundamento</th><th>Item</th><th>Descrição</th><th>Petições</th>
<th>Ausente</th><th>Vencido</th><th>Irregular</th></tr>
{% for row in summary.deficiencies %}
<tr><td>{{ row.legal_basis }}</td><td>{{ row.item_id }}</td><td>{{ row.label }}</td>
<td class="n">{{ row.petitions }}</td><td class="n">{{ row.missing }}</td>
<td class="n">{{ row.expired }}</td><td class="n">{{ row.invalid }}</td></tr>
{% endfor %}
</table>
{% else %}
<p>Nenhuma exigência nas petições do dia.</p>
{% endif %}

<h2>Aguardando conferência de um servidor</h2>
{% if summary.waiting_review %}
<table>
<tr><th>Petição</th><th>Requerente</th><th>Desde</th><th>Horas</th></tr>
{% for row in summary.waiting_review %}
<tr><td>{{ row.petition_id }}</td><td>{{ row.applicant }}</td>
<td>{{ row.since | data_hora_br }}</td><td class="n">{{ row.hours }}</td></tr>
{% endfor %}
</table>
{% else %}
<p>Nenhuma petição aguardando conferência.</p>
{% endif %}

<h2>Certidões de registros deferidos que vencem em até {{ summary.expiry_days }} dias</h2>
{% if summary.expiring %}
<table>
<tr><th>Petição</th><th>Requerente</th><th>Documento</th><th>Arquivo</th>
<th>Vence em</th><th>Dias</th></tr>
{% for row in summary.expiring %}
<tr><td>{{ row.petition_id }}</td><td>{{ row.applicant }}</td>
<td>{{ row.document_type | tipo_pt }}</td><td>{{ row.file }}</td>
<td>{{ row.valid_until | data_br }}</td><td class="n">{{ row.days_left }}</td></tr>
{% endfor %}
</table>
{% else %}
<p>Nenhuma certidão vencendo no período.</p>
{% endif %}

{% if summary.problems %}
<h2>Pendências de operação</h2>
<table>
<tr><th>Petição</th><th>Situação</th><th>Detalhe</th></tr>
{% for row in summary.problems %}
<tr><td>{{ row.petition_id }}</td><td>{{ row.kind }}</td><td>{{ row.detail }}</td></tr>
{% endfor %}
</table>
{% endif %}
</body>
</html>
"""


def render_html(summary: DailySummary) -> str:
    """summary.html: escaped (names come from OCR), strict about missing values."""
    from triagem.render import DECISION_LABELS, FILTERS

    env = jinja2.Environment(
        loader=jinja2.DictLoader({"daily.html": _HTML}),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(FILTERS)
    decisions = [(d, DECISION_LABELS[d]) for d in ("approve", "deficient", "review")]
    return env.get_template("daily.html").render(
        summary=summary, decisions=decisions, decision_labels=DECISION_LABELS
    )


def _csv(rows: Iterable[Any], columns: list[str]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        values = asdict(row)
        writer.writerow([values[c] for c in columns])
    return buffer.getvalue()


def render_csvs(summary: DailySummary) -> dict[str, str]:
    """One CSV per table of the summary, plus ``summary.csv`` with the totals."""
    totals = io.StringIO()
    writer = csv.writer(totals, lineterminator="\n")
    writer.writerow(["indicador", "valor"])
    writer.writerow(["data", summary.day.isoformat()])
    writer.writerow(["recebidas", len(summary.received)])
    writer.writerow(["processadas", len(summary.processed)])
    for decision in ("approve", "deficient", "review"):
        writer.writerow([f"decisao_{decision}", summary.verdicts.get(decision, 0)])
    writer.writerow(["aguardando_conferencia", len(summary.waiting_review)])
    writer.writerow([f"certidoes_vencendo_{summary.expiry_days}_dias", len(summary.expiring)])
    writer.writerow(["aguardando_no_inbox", summary.pending_in_inbox])
    return {
        "summary.csv": totals.getvalue(),
        "received.csv": _csv(summary.received, ["petition_id", "first_upload", "files"]),
        "processed.csv": _csv(
            summary.processed, ["petition_id", "run_id", "finished_at", "decision", "supplement"]
        ),
        "deficiencies.csv": _csv(
            summary.deficiencies,
            ["legal_basis", "item_id", "label", "petitions", "missing", "expired", "invalid"],
        ),
        "waiting_review.csv": _csv(
            summary.waiting_review, ["petition_id", "applicant", "since", "hours"]
        ),
        "expiring.csv": _csv(
            summary.expiring,
            ["petition_id", "applicant", "document_type", "file", "valid_until", "days_left"],
        ),
        "problems.csv": _csv(summary.problems, ["petition_id", "kind", "detail"]),
    }


def summary_prefix(day: date) -> str:
    return f"{DAILY_PREFIX}{day.isoformat()}/"


def write_summary(store: ObjectStore, summary: DailySummary) -> dict[str, str]:
    """Write summary.html and the CSVs; returns file name -> key."""
    prefix = summary_prefix(summary.day)
    files = {"summary.html": render_html(summary), **render_csvs(summary)}
    keys = {}
    for name, text in files.items():
        content_type = "text/html; charset=utf-8" if name.endswith(".html") else None
        store.put(prefix + name, text.encode("utf-8"), content_type or "text/csv; charset=utf-8")
        keys[name] = prefix + name
    data = json.dumps(asdict(summary), ensure_ascii=False, default=str, indent=1)
    store.put(prefix + "summary.json", data.encode("utf-8"), "application/json")
    keys["summary.json"] = prefix + "summary.json"
    return keys


def mail_summary(store: ObjectStore, summary: DailySummary, settings: Settings) -> Delivery:
    """Mail the summary to the clerks, at most once per day (or keep it as .eml)."""
    import hashlib

    to = (settings.clerks_email,) if settings.clerks_email else ()
    files = {"summary.html": render_html(summary), **render_csvs(summary)}
    attachments = tuple(
        Attachment(name, text.encode("utf-8"), "text/html" if name.endswith("html") else "text/csv")
        for name, text in files.items()
    )
    verdicts = ", ".join(f"{k}: {v}" for k, v in summary.verdicts.items()) or "nenhuma"
    body = (
        f"Resumo diário da triagem de {summary.day:%d/%m/%Y}.\n\n"
        f"Petições recebidas: {len(summary.received)}\n"
        f"Petições processadas: {len(summary.processed)} ({verdicts})\n"
        f"Aguardando conferência: {len(summary.waiting_review)}\n"
        f"Certidões de registros deferidos vencendo em até {summary.expiry_days} dias: "
        f"{len(summary.expiring)}\n"
        f"Pendências de operação: {len(summary.problems)}\n\n"
        "Detalhes nos arquivos anexos.\n"
    )
    basis = json.dumps(["daily", summary.day.isoformat(), sorted(to)])
    letter = Letter(
        petition_id="daily",
        kind="daily",
        to=to,
        subject=f"Resumo diário da triagem – {summary.day:%d/%m/%Y}",
        body=body,
        attachments=attachments,
        key=hashlib.sha256(basis.encode()).hexdigest()[:32],
    )
    return deliver(store, letter, settings, summary_prefix(summary.day) + "summary.eml")


def today(settings: Settings, now: datetime | None = None) -> date:
    """The current date in the secretariat's time zone."""
    return (now or datetime.now(UTC)).astimezone(ZoneInfo(settings.timezone)).date()
