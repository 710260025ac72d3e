"""Sweeping the bucket: which petitions are ready, and taking each one through.

Bucket layout (docs/operations.md has the whole picture)::

    inbox/<petition>/...                    what the clerks upload
    reports/<petition>/claim.json           held while one run works on it
    reports/<petition>/latest.json          the last run, its state and files
    reports/<petition>/<run-id>/            report.json, report.html, notice or
                                            draft (.pdf/.html), manifest.json,
                                            .eml when not mailed, error.json
    reports/<petition>/sent/<key>.json      one marker per letter (triagem.mail)
    <archive>/<petition>/<run-id>/...       the scans a run consumed, moved there
                                            once its report and letter are out
    reports/daily/<date>/                   the daily summary (triagem.daily)

One run of a petition goes: claim -> plan -> fetch -> check -> publish
(report.json and latest.json, state ``reported``) -> deliver (state
``delivered``) -> archive (state ``done``) -> release. Every step can be cut
off (store down, SMTP refusing, process killed) and the next sweep picks the
petition up where ``latest.json`` says it stopped, because the inbox is only
emptied at the very end. Nothing a clerk uploaded is deleted before its
report exists; the archive copy is checked against the etag that was read.

Two sweeps never work on one petition at once: ``reports/<petition>/claim.json``
is created with a conditional write, renewed by a heartbeat, and taken over
only when its holder is certainly gone (see ``triagem.store.owner_is_stale``).

This module has no Prefect import. ``process_one`` drives a petition through
the steps of a ``Steps`` object; ``flows/process.py`` passes one whose steps
are Prefect tasks, ``sweep`` (used by ``triagem watch --engine plain`` and the
tests) the plain one.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import logging
import os
import re
import secrets
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

from triagem.errors import PetitionError, SetupError, TriagemError
from triagem.mail import (
    DEFICIENT,
    Attachment,
    Delivery,
    MailError,
    compose_draft,
    compose_notice,
    deliver,
)
from triagem.settings import Settings
from triagem.store import (
    ObjectInfo,
    ObjectMissing,
    ObjectStore,
    StoreError,
    content_type_for,
    owner_is_stale,
    owner_record,
    set_active,
)

log = logging.getLogger(__name__)

INBOX = "inbox/"
REPORTS = "reports/"
PETITION_FILES = ("petition.yaml", "petition.yml")
# reports/daily/ holds the daily summary: no petition may be called that.
RESERVED_IDS = frozenset({"daily"})
_PETITION_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")

# States of latest.json.
REPORTED, DELIVERED, DONE, FAILED = "reported", "delivered", "done", "failed"


def _now() -> datetime:
    return datetime.now(UTC)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def new_run_id(now: datetime | None = None) -> str:
    """A sortable, unique run id: ``20261130T131415.123Z-a1b2``."""
    now = (now or _now()).astimezone(UTC)
    return f"{now:%Y%m%dT%H%M%S}.{now.microsecond // 1000:03d}Z-{secrets.token_hex(2)}"


def run_started(run_id: str) -> datetime:
    """When a run began, read back from its id."""
    return datetime.strptime(run_id[:19], "%Y%m%dT%H%M%S.%f").replace(tzinfo=UTC)


def run_prefix(petition_id: str, run_id: str) -> str:
    return f"{REPORTS}{petition_id}/{run_id}/"


def latest_key(petition_id: str) -> str:
    return f"{REPORTS}{petition_id}/latest.json"


def claim_key(petition_id: str) -> str:
    return f"{REPORTS}{petition_id}/claim.json"


def _dump(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True).encode("utf-8")


def read_json(store: ObjectStore, key: str) -> dict[str, Any] | None:
    """A JSON object from the bucket, ``None`` when absent."""
    try:
        return json.loads(store.get(key))
    except ObjectMissing:
        return None


def read_latest(store: ObjectStore, petition_id: str) -> dict[str, Any] | None:
    """``reports/<petition>/latest.json``: the last run and where it stopped."""
    return read_json(store, latest_key(petition_id))


# --------------------------------------------------------------------------
# What is in the inbox, and what is ready


@dataclass(frozen=True)
class InboxPetition:
    """The objects under ``inbox/<petition_id>/``."""

    petition_id: str
    objects: tuple[ObjectInfo, ...]

    def name(self, obj: ObjectInfo) -> str:
        return obj.key[len(INBOX) + len(self.petition_id) + 1 :]

    @property
    def has_petition_file(self) -> bool:
        return any(self.name(o) in PETITION_FILES for o in self.objects)


def valid_petition_id(petition_id: str) -> bool:
    """Ids are folder names and key parts: letters, digits, '.', '_' and '-'."""
    return bool(_PETITION_ID.match(petition_id)) and petition_id not in RESERVED_IDS


def scan_inbox(store: ObjectStore) -> list[InboxPetition]:
    """Every petition with objects in the inbox, by id."""
    groups: dict[str, list[ObjectInfo]] = {}
    for obj in store.list(INBOX):
        parts = obj.key[len(INBOX) :].split("/", 1)
        if len(parts) < 2 or not parts[1]:
            log.warning("ignoring %s: not inside an inbox/<petition-id>/ folder", obj.key)
            continue
        if not valid_petition_id(parts[0]):
            log.warning("ignoring %s: '%s' is not a valid petition id", obj.key, parts[0])
            continue
        groups.setdefault(parts[0], []).append(obj)
    return [InboxPetition(pid, tuple(objs)) for pid, objs in sorted(groups.items())]


def _signature(name: str, etag: str, size: int) -> tuple[str, str, int]:
    return (name, etag, size)


def readiness(
    petition: InboxPetition, new: Sequence[ObjectInfo], settings: Settings, now: datetime
) -> tuple[bool, str]:
    """Ready when petition.yaml is there, or nothing new changed for the quiet period."""
    if petition.has_petition_file:
        return True, "petition.yaml presente"
    newest = max(o.last_modified for o in new)
    age = (now - newest).total_seconds()
    if age >= settings.quiet_period_seconds:
        return True, f"sem alterações há {age:.0f} s"
    wait = settings.quiet_period_seconds - age
    return False, f"envio em andamento: aguardando {wait:.0f} s sem alterações"


# --------------------------------------------------------------------------
# Plans


@dataclass(frozen=True)
class InputFile:
    """One file of a petition as a run sees it, wherever it lives now."""

    name: str
    key: str
    size: int
    etag: str
    uploaded_at: str
    archive_key: str | None = None
    sha256: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Plan:
    """What a run of one petition has to do, decided from a fresh listing.

    ``action``: ``process`` (new scans), ``finish`` (the last run stopped
    before its letter went out or its scans were archived), ``archive``
    (the clerk uploaded again exactly what was already judged) or ``skip``.
    """

    petition_id: str
    action: str
    reason: str
    latest: dict[str, Any] | None = None
    inputs: tuple[InputFile, ...] = ()
    consumed: tuple[InputFile, ...] = ()


def _as_input(petition: InboxPetition, obj: ObjectInfo) -> InputFile:
    return InputFile(
        name=petition.name(obj),
        key=obj.key,
        size=obj.size,
        etag=obj.etag,
        uploaded_at=_iso(obj.last_modified),
    )


def plan_petition(
    store: ObjectStore, petition_id: str, settings: Settings, now: datetime | None = None
) -> Plan:
    """Decide what one petition needs, from the inbox and latest.json."""
    now = now or _now()
    objects = tuple(o for o in store.list(f"{INBOX}{petition_id}/") if not o.key.endswith("/"))
    petition = InboxPetition(petition_id, objects)
    latest = read_latest(store, petition_id)
    if latest is not None and latest.get("state") in (REPORTED, DELIVERED):
        return Plan(petition_id, "finish", "execução anterior incompleta", latest)
    if not objects:
        return Plan(petition_id, "skip", "nada no inbox", latest)
    judged = {
        _signature(c["name"], c["etag"], c["size"]) for c in (latest or {}).get("consumed", [])
    }
    inbox_inputs = tuple(_as_input(petition, o) for o in objects)
    new = [
        o
        for o, i in zip(objects, inbox_inputs, strict=True)
        if _signature(i.name, i.etag, i.size) not in judged
    ]
    if not new:
        if latest is not None and latest.get("state") == DONE:
            return Plan(
                petition_id, "archive", "arquivos já analisados", latest, consumed=inbox_inputs
            )
        return Plan(petition_id, "skip", "mesmos arquivos da execução que falhou", latest)
    ready, why = readiness(petition, new, settings, now)
    if not ready:
        return Plan(petition_id, "skip", why, latest)
    files: dict[str, InputFile] = {}
    for name, saved in ((latest or {}).get("files") or {}).items():
        files[name] = InputFile(**saved)
    # What is in the inbox replaces an earlier file of the same name.
    for item in inbox_inputs:
        files[item.name] = item
    inputs = tuple(files[name] for name in sorted(files))
    return Plan(petition_id, "process", why, latest, inputs, inbox_inputs)


@dataclass(frozen=True)
class Waiting:
    petition_id: str
    reason: str


def find_ready(
    store: ObjectStore, settings: Settings, now: datetime | None = None
) -> tuple[list[Plan], list[Waiting]]:
    """Plans of the petitions a sweep should take, and why the others wait."""
    now = now or _now()
    ready, waiting = [], []
    for petition in scan_inbox(store):
        plan = plan_petition(store, petition.petition_id, settings, now)
        if plan.action == "skip":
            waiting.append(Waiting(petition.petition_id, plan.reason))
        else:
            ready.append(plan)
    return ready, waiting


def inbox_signature(plan: Plan) -> str:
    """A short hash of what a plan saw in the inbox (idempotency of dispatches)."""
    basis = sorted((c.name, c.etag, c.size) for c in plan.consumed)
    return hashlib.sha256(json.dumps([plan.action, basis]).encode()).hexdigest()[:16]


# --------------------------------------------------------------------------
# Claims


class ClaimLost(TriagemError):
    """Another sweep took this petition over (our lease ran out)."""


class Claim:
    """Exclusive hold on one petition, renewed in the background.

    Created with ``put_if_absent`` on ``reports/<petition>/claim.json``; a
    stale claim is replaced with ``put_if_match`` on the etag that was read,
    so of two sweeps racing for it exactly one wins.
    """

    def __init__(
        self, store: ObjectStore, key: str, record: dict[str, Any], etag: str, lease: float
    ) -> None:
        self.store = store
        self.key = key
        self.record = record
        self.etag = etag
        self.lease = lease
        self.lost = False
        self._lock = threading.Lock()
        self._stop = threading.Event()
        set_active(record["owner"], True)
        self._thread = threading.Thread(target=self._heartbeat, name=f"claim-{key}", daemon=True)
        self._thread.start()

    @property
    def owner(self) -> str:
        return self.record["owner"]

    @classmethod
    def acquire(
        cls, store: ObjectStore, petition_id: str, settings: Settings, run: str = ""
    ) -> Claim | None:
        """Hold the petition, or ``None`` when a live sweep holds it."""
        key = claim_key(petition_id)
        lease = float(settings.claim_lease_seconds)
        record = owner_record(lease)
        record["run"] = run
        data = _dump(record)
        etag = store.put_if_absent(key, data, "application/json")
        if etag is not None:
            return cls(store, key, record, etag, lease)
        current = store.stat(key)
        if current is None:  # released meanwhile; the next sweep will do
            return None
        try:
            holder = json.loads(store.get(key))
        except (ValueError, ObjectMissing):
            holder = {}
        if not owner_is_stale(holder):
            log.info("%s is being processed by another sweep", petition_id)
            return None
        log.warning("taking over stale claim on %s (holder %s)", petition_id, holder.get("pid"))
        etag = store.put_if_match(key, data, current.etag, "application/json")
        if etag is None:
            return None
        return cls(store, key, record, etag, lease)

    def _heartbeat(self) -> None:
        while not self._stop.wait(self.lease / 3):
            try:
                self.renew()
            except TriagemError as e:
                log.warning("could not renew %s: %s", self.key, e)

    def renew(self) -> None:
        with self._lock:
            if self.lost:
                return
            record = dict(self.record)
            record["expires_at"] = _iso(datetime.fromtimestamp(time.time() + self.lease, UTC))
            etag = self.store.put_if_match(self.key, _dump(record), self.etag, "application/json")
            if etag is None:
                self.lost = True
                log.error("claim %s was taken over", self.key)
                return
            self.record, self.etag = record, etag

    def ensure(self) -> None:
        """Raise ClaimLost unless this run still holds the petition."""
        with self._lock:
            current = self.store.stat(self.key)
            if self.lost or current is None or current.etag != self.etag:
                self.lost = True
                raise ClaimLost(f"a petição foi assumida por outra varredura ({self.key})")

    def release(self) -> None:
        """Stop renewing and remove the claim if it is still ours."""
        self._stop.set()
        self._thread.join(timeout=5)
        try:
            with self._lock:
                current = self.store.stat(self.key)
                if not self.lost and current is not None and current.etag == self.etag:
                    self.store.delete(self.key)
        finally:
            # Even if the delete failed (store down), a later attempt of this
            # process may now take the claim over.
            set_active(self.owner, False)


# --------------------------------------------------------------------------
# Fetching the scans, and what came before


@dataclass(frozen=True)
class PreviousRun:
    """The run a supplement follows: its report and what changed since."""

    run_id: str
    decision: str
    report: dict[str, Any]
    added_files: tuple[str, ...]
    replaced_files: tuple[str, ...]


@dataclass(frozen=True)
class Fetched:
    petition_dir: Path
    inputs: tuple[InputFile, ...]
    fingerprint: str
    previous: PreviousRun | None


def _safe_name(name: str) -> str:
    parts = PurePosixPath(name).parts
    if not parts or any(p in ("..", "") or p.startswith("/") for p in parts):
        raise StoreError(f"nome de arquivo inválido na petição: {name!r}")
    return "/".join(parts)


def fingerprint_of(inputs: Sequence[InputFile]) -> str:
    """The petition's content: names and SHA-256 of every file, order-free."""
    basis = sorted((i.name, i.sha256 or "") for i in inputs)
    return hashlib.sha256(json.dumps(basis).encode()).hexdigest()


def fetch_inputs(store: ObjectStore, plan: Plan, workdir: Path) -> Fetched:
    """Download every file of the petition into ``workdir/<petition>/``.

    Files keep their upload time as mtime: the pipeline falls back to it for
    the reference date when petition.yaml has no protocol date.
    """
    folder = workdir / plan.petition_id
    folder.mkdir(parents=True, exist_ok=True)
    fetched: list[InputFile] = []
    for item in plan.inputs:
        target = folder / _safe_name(item.name)
        key = item.key
        try:
            store.download(key, target)
        except ObjectMissing:
            if not item.archive_key:
                log.warning("%s vanished from the bucket; left out of the run", key)
                continue
            key = item.archive_key
            try:
                store.download(key, target)
            except ObjectMissing:
                log.warning("%s vanished from the bucket; left out of the run", key)
                continue
        digest = hashlib.sha256(target.read_bytes()).hexdigest()
        moment = datetime.fromisoformat(item.uploaded_at).timestamp()
        os.utime(target, (moment, moment))
        fetched.append(replace(item, key=key, sha256=digest))
    inputs = tuple(fetched)
    return Fetched(folder, inputs, fingerprint_of(inputs), previous_run(store, plan.latest, inputs))


def previous_run(
    store: ObjectStore, latest: Mapping[str, Any] | None, inputs: Sequence[InputFile]
) -> PreviousRun | None:
    """The last judged run, when this one re-checks the petition with more scans."""
    if not latest or latest.get("state") == FAILED or not latest.get("report_key"):
        return None
    report = read_json(store, latest["report_key"])
    if report is None:
        return None
    before = {name: f.get("sha256") for name, f in (latest.get("files") or {}).items()}
    added = tuple(i.name for i in inputs if i.name not in before)
    replaced = tuple(i.name for i in inputs if i.name in before and before[i.name] != i.sha256)
    return PreviousRun(latest["run_id"], latest.get("decision") or "", report, added, replaced)


def _item_view(item: Mapping[str, Any], previous_status: str | None) -> dict[str, Any]:
    return {
        "id": item["id"],
        "person": item.get("person"),
        "person_name": item.get("person_name"),
        "legal_basis": item.get("legal_basis", item["id"]),
        "label": item.get("label", item["id"]),
        "status": item["status"],
        "previous_status": previous_status,
    }


def supplement_summary(previous: PreviousRun, report: Mapping[str, Any]) -> dict[str, Any]:
    """Which deficiencies of the previous report the new scans resolved, which remain."""
    before = {(i["id"], i.get("person")): i for i in previous.report.get("items", [])}
    resolved, remaining, new = [], [], []
    for item in report.get("items", []):
        old = before.get((item["id"], item.get("person")))
        old_status = old["status"] if old else None
        if old_status in DEFICIENT and item["status"] in ("ok", "not_applicable"):
            resolved.append(_item_view(item, old_status))
        elif item["status"] in DEFICIENT and old_status in DEFICIENT:
            remaining.append(_item_view(item, old_status))
        elif item["status"] in DEFICIENT:
            new.append(_item_view(item, old_status))
    return {
        "previous_run": previous.run_id,
        "previous_decision": previous.decision,
        "added_files": list(previous.added_files + previous.replaced_files),
        "new_files": list(previous.added_files),
        "replaced_files": list(previous.replaced_files),
        "resolved_items": resolved,
        "remaining_items": remaining,
        "new_items": new,
    }


# --------------------------------------------------------------------------
# Checking: the pipeline, or a stand-in


class Processor(Protocol):
    """Check one petition folder and write report.json (and letters) into out_dir."""

    def __call__(
        self, petition_dir: Path, out_dir: Path, settings: Settings, previous: PreviousRun | None
    ) -> Any:  # pipeline.CheckResult: .report (dict) and .outputs (name -> Path)
        ...


def pipeline_processor(
    petition_dir: Path, out_dir: Path, settings: Settings, previous: PreviousRun | None
) -> Any:
    """The real pipeline: read, classify, extract, then finish with the supplement."""
    from triagem import pipeline

    read = pipeline.read_petition(petition_dir, settings)
    documents = pipeline.extract_documents(
        pipeline.classify_pages(read.pages, settings), read.pages, read.petition
    )
    return finish_with_supplement(read, documents, out_dir, settings, previous)


def finish_with_supplement(
    read: Any, documents: Any, out_dir: Path, settings: Settings, previous: PreviousRun | None
) -> Any:
    """``pipeline.finish_check``, with the supplement section in the report and letters.

    After a supplement the letters must say what it resolved, so the report
    is finished without PDFs, given its ``supplement`` section and only then
    rendered (the PDF is the slow part; it is made once either way).
    """
    from triagem import pipeline

    if previous is None:
        return pipeline.finish_check(read, documents, out_dir, settings)
    result = pipeline.finish_check(read, documents, out_dir, settings, pdf=False)
    report = dict(result.report)
    report["supplement"] = supplement_summary(previous, report)
    (out_dir / "report.json").write_text(
        json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    from datetime import date

    from checklists import load_checklist
    from triagem.render import render_outputs

    checklist = load_checklist(
        report["checklist"], extra_dirs=[settings.checklist_dir] if settings.checklist_dir else []
    )
    letter = pipeline.letter_context(
        checklist, settings, date.fromisoformat(report["reference_date"])
    )
    outputs = {"report_json": out_dir / "report.json"}
    outputs.update(render_outputs(report, letter, out_dir, pdf=True))
    return pipeline.CheckResult(report, outputs)


def load_processor(spec: str | None) -> Processor:
    """``module:function`` from TRIAGEM_PROCESSOR, else the real pipeline."""
    if not spec:
        return pipeline_processor
    module, _, name = spec.partition(":")
    try:
        return getattr(importlib.import_module(module), name or "process")
    except (ImportError, AttributeError) as e:
        raise SetupError(f"TRIAGEM_PROCESSOR inválido '{spec}': {e}") from e


# --------------------------------------------------------------------------
# Publishing, delivering, archiving


def _upload_outputs(store: ObjectStore, out_dir: Path, prefix: str) -> dict[str, str]:
    keys = {}
    for path in sorted(p for p in out_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(out_dir).as_posix()
        key = prefix + rel
        store.put(key, path.read_bytes(), content_type_for(rel))
        keys[rel] = key
    return keys


def _files_map(inputs: Sequence[InputFile], consumed: Sequence[InputFile], archive: str) -> dict:
    taken = {c.name for c in consumed}
    return {
        i.name: replace(
            i, archive_key=archive + i.name if i.name in taken else i.archive_key
        ).as_dict()
        for i in inputs
    }


def publish(
    store: ObjectStore,
    settings: Settings,
    plan: Plan,
    run_id: str,
    fetched: Fetched,
    out_dir: Path,
    report: Mapping[str, Any],
    seconds: float,
    claim: Claim | None = None,
) -> dict[str, Any]:
    """Upload the run's results, then point latest.json at them (state ``reported``)."""
    prefix = run_prefix(plan.petition_id, run_id)
    report = dict(report)
    if fetched.previous is not None and "supplement" not in report:
        # A stand-in processor that knows nothing of supplements.
        report["supplement"] = supplement_summary(fetched.previous, report)
        (out_dir / "report.json").write_text(
            json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
    outputs = _upload_outputs(store, out_dir, prefix)
    archive = f"{settings.archive_prefix}{plan.petition_id}/{run_id}/"
    consumed = [replace(c, archive_key=archive + c.name) for c in plan.consumed]
    manifest = {
        "petition_id": plan.petition_id,
        "run_id": run_id,
        "started_at": _iso(run_started(run_id)),
        "finished_at": _iso(_now()),
        "seconds": round(seconds, 2),
        "decision": report.get("decision"),
        "fingerprint": fetched.fingerprint,
        "inputs": [i.as_dict() for i in fetched.inputs],
        "consumed": [c.as_dict() for c in consumed],
        "previous_run": fetched.previous.run_id if fetched.previous else None,
        "supplement": report.get("supplement"),
        "outputs": outputs,
    }
    store.put(prefix + "manifest.json", _dump(manifest), "application/json")
    latest = {
        "petition_id": plan.petition_id,
        "run_id": run_id,
        "state": REPORTED,
        "decision": report.get("decision"),
        "fingerprint": fetched.fingerprint,
        "files": _files_map(fetched.inputs, consumed, archive),
        "consumed": [c.as_dict() for c in consumed],
        "report_key": outputs.get("report.json"),
        "outputs": outputs,
        "supplement": report.get("supplement"),
        "applicant_email": (report.get("applicant") or {}).get("email"),
        "deliveries": {},
        "error": None,
        "started_at": manifest["started_at"],
        "finished_at": manifest["finished_at"],
        "updated_at": manifest["finished_at"],
    }
    if claim is not None:
        claim.ensure()
    store.put(latest_key(plan.petition_id), _dump(latest), "application/json")
    return latest


def publish_failure(
    store: ObjectStore,
    plan: Plan,
    run_id: str,
    error: Exception,
    claim: Claim | None = None,
) -> dict[str, Any]:
    """Record a petition that could not be processed at all (state ``failed``).

    Its scans stay in the inbox and it is not tried again until they change.
    """
    prefix = run_prefix(plan.petition_id, run_id)
    message = str(error) or error.__class__.__name__
    if not isinstance(error, TriagemError):
        # A bug met on this petition: said as such, details in the log.
        message = f"erro interno ao processar a petição ({error.__class__.__name__}: {message})"
    store.put(
        prefix + "error.json",
        _dump({"petition_id": plan.petition_id, "run_id": run_id, "error": message}),
        "application/json",
    )
    previous = plan.latest or {}
    latest = {
        "petition_id": plan.petition_id,
        "run_id": run_id,
        "state": FAILED,
        "decision": None,
        "fingerprint": None,
        # Keep pointing at what was judged before, for the next supplement.
        "files": previous.get("files") or {},
        "consumed": [c.as_dict() for c in plan.consumed],
        "report_key": None,
        "outputs": {"error.json": prefix + "error.json"},
        "deliveries": {},
        "error": message,
        "last_report_key": previous.get("report_key") or previous.get("last_report_key"),
        "started_at": _iso(run_started(run_id)),
        "finished_at": _iso(_now()),
        "updated_at": _iso(_now()),
    }
    if claim is not None:
        claim.ensure()
    store.put(latest_key(plan.petition_id), _dump(latest), "application/json")
    return latest


def _attachment(store: ObjectStore, outputs: Mapping[str, str], kind: str) -> list[Attachment]:
    for name, mime in ((f"{kind}.pdf", "application/pdf"), (f"{kind}.html", "text/html")):
        if name in outputs:
            return [Attachment(name, store.get(outputs[name]), mime)]
    return []


def deliver_run(
    store: ObjectStore, settings: Settings, latest: dict[str, Any], claim: Claim | None = None
) -> tuple[dict[str, Any], Delivery | None]:
    """Send the run's notice (applicant) or draft (clerks); state ``delivered``.

    Returns latest.json unchanged (still ``reported``) while another process
    is delivering the same letter.
    """
    decision = latest.get("decision")
    kind = {"deficient": "notice", "approve": "draft"}.get(decision or "")
    delivery = None
    if kind is not None:
        done = (latest.get("deliveries") or {}).get(kind)
        if done is None:
            report = read_json(store, latest["report_key"])
            if report is None:
                raise ObjectMissing(f"relatório ausente: {latest['report_key']}")
            attachments = _attachment(store, latest["outputs"], kind)
            pid = latest["petition_id"]
            if kind == "notice":
                letter = compose_notice(pid, report, attachments, settings, latest["fingerprint"])
            else:
                letter = compose_draft(
                    pid,
                    report,
                    attachments,
                    settings,
                    latest["fingerprint"],
                    store.url(latest["report_key"]),
                )
            eml_key = run_prefix(pid, latest["run_id"]) + f"{kind}.eml"
            delivery = deliver(store, letter, settings, eml_key)
            if not delivery.finished:
                log.info("%s of %s is being delivered by another run", kind, pid)
                return latest, delivery
            latest = dict(
                latest, deliveries={**(latest.get("deliveries") or {}), kind: delivery.as_dict()}
            )
    latest = dict(latest, state=DELIVERED, updated_at=_iso(_now()))
    if claim is not None:
        claim.ensure()
    store.put(latest_key(latest["petition_id"]), _dump(latest), "application/json")
    return latest, delivery


def _move(store: ObjectStore, item: Mapping[str, Any]) -> None:
    source, target, etag = item["key"], item["archive_key"], item["etag"]
    if store.copy(source, target, if_match=etag):
        current = store.stat(source)
        # Deleted only if it is still the very object that was judged: a
        # clerk's newer upload under the same name stays for the next run.
        if current is not None and current.etag == etag:
            store.delete(source)
        return
    if store.stat(source) is None and store.stat(target) is None:
        log.warning("%s vanished before it could be archived", source)


def archive_run(
    store: ObjectStore,
    settings: Settings,
    latest: dict[str, Any],
    claim: Claim | None = None,
    consumed: Sequence[InputFile] | None = None,
) -> dict[str, Any]:
    """Move the scans the run judged to the archive; state ``done``."""
    if consumed is not None:
        # Identical re-uploads of an already judged petition.
        archive = f"{settings.archive_prefix}{latest['petition_id']}/{latest['run_id']}/"
        items = [dict(c.as_dict(), archive_key=archive + c.name) for c in consumed]
    else:
        items = list(latest.get("consumed") or [])
    for item in items:
        _move(store, item)
    if consumed is not None:
        return latest
    files = {
        name: dict(f, key=f["archive_key"]) if f.get("archive_key") else f
        for name, f in (latest.get("files") or {}).items()
    }
    latest = dict(latest, state=DONE, files=files, updated_at=_iso(_now()))
    if claim is not None:
        claim.ensure()
    store.put(latest_key(latest["petition_id"]), _dump(latest), "application/json")
    return latest


# --------------------------------------------------------------------------
# One petition, one sweep


@dataclass(frozen=True)
class Outcome:
    """What a sweep did with one petition (one line of ``triagem watch``)."""

    petition_id: str
    status: str  # processed, resumed, archived, busy, skipped, failed, error
    run_id: str | None = None
    decision: str | None = None
    report: str | None = None
    letter: str | None = None
    delivery: dict[str, Any] | None = None
    detail: str | None = None
    seconds: float | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def outcome_from_latest(
    store: ObjectStore, latest: Mapping[str, Any], status: str, seconds: float | None = None
) -> Outcome:
    """An Outcome whose verdict and keys are read back from latest.json."""
    outputs = latest.get("outputs") or {}
    letter = next(
        (
            outputs[n]
            for n in ("notice.pdf", "draft.pdf", "notice.html", "draft.html")
            if n in outputs
        ),
        None,
    )
    deliveries = latest.get("deliveries") or {}
    delivery = next(iter(deliveries.values()), None)
    return Outcome(
        petition_id=latest["petition_id"],
        status=status,
        run_id=latest.get("run_id"),
        decision=latest.get("decision"),
        report=latest.get("report_key"),
        letter=letter,
        delivery=delivery,
        detail=latest.get("error"),
        seconds=seconds,
    )


class Steps:
    """How each step of a run is executed: here, plainly, in this process.

    ``flows/process.py`` subclasses it so that each step is a Prefect task
    with retries where they make sense.
    """

    def __init__(self, processor: Processor | None = None) -> None:
        self.processor = processor

    def claim(self, store: ObjectStore, petition_id: str, settings: Settings) -> Claim | None:
        return Claim.acquire(store, petition_id, settings)

    def plan(self, store: ObjectStore, petition_id: str, settings: Settings) -> Plan:
        return plan_petition(store, petition_id, settings)

    def fetch(self, store: ObjectStore, plan: Plan, workdir: Path) -> Fetched:
        return fetch_inputs(store, plan, workdir)

    def check(self, fetched: Fetched, out_dir: Path, settings: Settings) -> Any:
        processor = self.processor or load_processor(settings.processor)
        return processor(fetched.petition_dir, out_dir, settings, fetched.previous)

    def publish(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return publish(*args, **kwargs)

    def publish_failure(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return publish_failure(*args, **kwargs)

    def deliver(self, *args: Any, **kwargs: Any) -> tuple[dict[str, Any], Delivery | None]:
        return deliver_run(*args, **kwargs)

    def archive(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return archive_run(*args, **kwargs)


def _run_new(
    steps: Steps, store: ObjectStore, settings: Settings, plan: Plan, claim: Claim
) -> tuple[dict[str, Any], float]:
    run_id = new_run_id()
    started = time.perf_counter()
    workdir = Path(tempfile.mkdtemp(prefix=f"triagem-{plan.petition_id}-"))
    try:
        fetched = steps.fetch(store, plan, workdir)
        out_dir = workdir / "out"
        try:
            result = steps.check(fetched, out_dir, settings)
        except (StoreError, MailError, ClaimLost, SetupError):
            raise
        except Exception as e:  # noqa: BLE001 - a bad petition is a result, not a crash
            if not isinstance(e, PetitionError):
                log.exception("checking %s failed", plan.petition_id)
            return steps.publish_failure(
                store, plan, run_id, e, claim
            ), time.perf_counter() - started
        seconds = time.perf_counter() - started
        latest = steps.publish(
            store, settings, plan, run_id, fetched, out_dir, result.report, seconds, claim
        )
        return latest, seconds
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def process_one(
    store: ObjectStore,
    petition_id: str,
    settings: Settings,
    steps: Steps | None = None,
) -> Outcome:
    """Take one petition as far as it can go now: claim, (re)check, deliver, archive."""
    steps = steps or Steps()
    claim = steps.claim(store, petition_id, settings)
    if claim is None:
        return Outcome(petition_id, "busy", detail="em processamento por outra varredura")
    outcome = Outcome(petition_id, "skipped")
    try:
        # At most: finish what an earlier run left, check new scans, finish those.
        for _ in range(4):
            plan = steps.plan(store, petition_id, settings)
            if plan.action == "skip":
                if outcome.status == "skipped":
                    outcome = replace(outcome, detail=plan.reason)
                break
            if plan.action == "archive":
                steps.archive(store, settings, plan.latest, claim, consumed=plan.consumed)
                if outcome.status == "skipped":
                    outcome = outcome_from_latest(store, plan.latest, "archived")
                continue
            seconds = None
            status = "resumed"
            if plan.action == "process":
                latest, seconds = _run_new(steps, store, settings, plan, claim)
                status = "processed"
                if latest["state"] == FAILED:
                    outcome = outcome_from_latest(store, latest, "failed", seconds)
                    break
            else:
                latest = plan.latest
            if latest["state"] == REPORTED:
                latest, delivery = steps.deliver(store, settings, latest, claim)
                if latest["state"] == REPORTED:  # someone else is mailing it
                    outcome = outcome_from_latest(store, latest, status, seconds)
                    break
            if latest["state"] == DELIVERED:
                latest = steps.archive(store, settings, latest, claim)
            outcome = outcome_from_latest(store, latest, status, seconds)
        return outcome
    finally:
        claim.release()


@dataclass(frozen=True)
class SweepResult:
    started_at: str
    seconds: float
    outcomes: tuple[Outcome, ...]
    waiting: tuple[Waiting, ...] = ()
    errors: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """Every ready petition was taken as far as it could go."""
        return not any(o.status == "error" for o in self.outcomes)


def sweep(
    store: ObjectStore,
    settings: Settings,
    processor: Processor | None = None,
    *,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> SweepResult:
    """One pass over the inbox without Prefect: every ready petition, one after another.

    Errors of one petition (store gone mid-run, SMTP refusing) are reported
    in its Outcome and the sweep goes on; they are finished by the next one.
    Only a store that cannot even be listed makes the sweep itself fail.
    """
    started = _now()
    clock = time.perf_counter()
    ready, waiting = find_ready(store, settings)
    steps = Steps(processor)
    outcomes = []
    for petition_id in (plan.petition_id for plan in ready):
        try:
            outcome = process_one(store, petition_id, settings, steps)
        except TriagemError as e:
            log.warning("%s: %s", petition_id, e)
            outcome = Outcome(petition_id, "error", detail=str(e))
        outcomes.append(outcome)
        if on_outcome is not None:
            on_outcome(outcome)
    return SweepResult(_iso(started), time.perf_counter() - clock, tuple(outcomes), tuple(waiting))


# --------------------------------------------------------------------------
# Command line: triagem watch, triagem demo --bucket

DECISION_PT = {"approve": "DEFERIR", "deficient": "EXIGÊNCIAS", "review": "CONFERÊNCIA"}
LETTER_PT = {"notice": "notificação", "draft": "minuta"}
# Files of a sample folder that a clerk would not upload.
NOT_UPLOADED = {"truth.yaml", "readme.md", ".ds_store", "thumbs.db"}


def describe_delivery(store: ObjectStore, delivery: Mapping[str, Any] | None) -> str:
    """One phrase on what became of the letter, in Portuguese."""
    if not delivery:
        return "sem carta a enviar"
    status = delivery.get("status")
    to = ", ".join(delivery.get("to") or []) or "sem destinatário"
    if status == "sent":
        return f"e-mail enviado a {to}"
    if status == "eml":
        return f"mensagem gravada em {store.url(delivery['eml'])} ({delivery.get('detail')})"
    if status == "refused":
        return f"RECUSADO pelo servidor SMTP ({delivery.get('detail')}); .eml gravado"
    if status == "uncertain":
        return f"ENVIO INCERTO a {to}: confirme com o destinatário"
    return "envio em andamento em outra varredura"


def describe_outcome(store: ObjectStore, outcome: Mapping[str, Any]) -> str:
    """One line of ``triagem watch`` output for one petition."""
    pid, status = outcome["petition_id"], outcome["status"]
    if status in ("processed", "resumed", "archived") and outcome.get("decision"):
        decision = outcome["decision"]
        parts = [f"{pid}: {decision} ({DECISION_PT.get(decision, decision)})"]
        if status == "resumed":
            parts[0] += " [retomada]"
        if status == "archived":
            parts[0] += " [arquivos repetidos, já analisados]"
        parts.append(f"relatório {store.url(outcome['report'])}")
        if outcome.get("letter"):
            kind = "notificação" if "notice" in outcome["letter"] else "minuta"
            parts.append(f"{kind} {store.url(outcome['letter'])}")
        parts.append(describe_delivery(store, outcome.get("delivery")))
        if outcome.get("seconds") is not None:
            parts.append(f"{outcome['seconds']:.1f} s")
        return " - ".join(parts)
    if status == "failed":
        return f"{pid}: não processada: {outcome.get('detail')}"
    if status == "busy":
        return f"{pid}: em processamento por outra varredura"
    if status == "dispatched":
        return f"{pid}: enviada ao worker (execução {outcome.get('detail')})"
    if status == "error":
        return f"{pid}: ERRO: {outcome.get('detail')} (será retomada na próxima varredura)"
    return f"{pid}: nada a fazer ({outcome.get('detail')})"


def sweep_once(
    store: ObjectStore, settings: Settings, engine: str, quiet_period_seconds: int | None = None
) -> dict[str, Any]:
    """One sweep, through Prefect flows or plainly; outcomes as dicts."""
    if engine == "prefect":
        from flows.intake import intake_sweep

        return intake_sweep(quiet_period_seconds=quiet_period_seconds)
    if quiet_period_seconds is not None:
        settings = settings.model_copy(update={"quiet_period_seconds": quiet_period_seconds})
    result = sweep(store, settings)
    return {
        "started_at": result.started_at,
        "seconds": round(result.seconds, 2),
        "outcomes": [o.as_dict() for o in result.outcomes],
        "waiting": [{"petition_id": w.petition_id, "reason": w.reason} for w in result.waiting],
    }


def print_sweep(store: ObjectStore, result: Mapping[str, Any], out: Callable[[str], None]) -> bool:
    """Print a sweep's lines; True when no petition ended in error."""
    for outcome in result["outcomes"]:
        out(describe_outcome(store, outcome))
    for waiting in result["waiting"]:
        out(f"{waiting['petition_id']}: aguardando - {waiting['reason']}")
    count = len(result["outcomes"])
    out(
        f"varredura: {count} petição(ões) tratada(s), {len(result['waiting'])} aguardando, "
        f"em {result['seconds']:.1f} s"
    )
    return not any(o["status"] == "error" for o in result["outcomes"])


def run_watch(
    settings: Settings,
    *,
    once: bool,
    interval: float | None,
    engine: str,
    out: Callable[[str], None],
    err: Callable[[str], None],
) -> int:
    """``triagem watch``: sweep continuously, or once (exit status, see docs/operations.md)."""
    from triagem.store import StoreUnavailable, open_store

    pause = interval if interval is not None else settings.sweep_interval_seconds
    with open_store(settings) as store:
        out(f"armazenamento: {store.describe()}")
        while True:
            try:
                result = sweep_once(store, settings, engine)
            except StoreUnavailable as e:
                if once:
                    raise
                err(f"triagem: varredura adiada: {e}")
            else:
                ok = print_sweep(store, result, out)
                if once:
                    return 0 if ok else 1
            time.sleep(pause)


def upload_folder(store: ObjectStore, folder: Path, petition_id: str) -> int:
    """Upload a petition folder to inbox/<id>/ as a clerk would: petition.yaml last."""
    files = [
        p
        for p in folder.rglob("*")
        if p.is_file() and p.name.lower() not in NOT_UPLOADED and not p.name.startswith(".")
    ]
    files.sort(key=lambda p: (p.name in PETITION_FILES, p.relative_to(folder).as_posix()))
    for path in files:
        rel = path.relative_to(folder).as_posix()
        store.put(f"{INBOX}{petition_id}/{rel}", path.read_bytes(), content_type_for(rel))
    return len(files)


def run_demo_bucket(
    settings: Settings, samples: Path, *, engine: str, out: Callable[[str], None]
) -> int:
    """``triagem demo --bucket``: upload the samples, sweep, print verdicts read back."""
    from triagem.store import open_store

    folders = sorted(p for p in samples.iterdir() if p.is_dir()) if samples.is_dir() else []
    if not folders:
        raise TriagemError(f"nenhuma petição de exemplo em {samples}")
    with open_store(settings) as store:
        out(f"armazenamento: {store.describe()}")
        for folder in folders:
            count = upload_folder(store, folder, folder.name)
            out(f"enviado: {store.url(f'{INBOX}{folder.name}/')} ({count} arquivo(s))")
        # The upload above is complete: no need to wait for a quiet period.
        result = sweep_once(store, settings, engine, quiet_period_seconds=0)
        errors = [o for o in result["outcomes"] if o["status"] == "error"]
        for outcome in errors:
            out(describe_outcome(store, outcome))
        out("resultado lido do bucket:")
        for folder in folders:
            latest = read_latest(store, folder.name)
            if latest is None:
                out(f"{folder.name}: sem relatório")
                continue
            report = read_json(store, latest["report_key"]) if latest.get("report_key") else None
            if report is not None:
                latest = dict(latest, decision=report["decision"])
            status = "failed" if latest.get("state") == FAILED else "processed"
            out(describe_outcome(store, outcome_from_latest(store, latest, status).as_dict()))
        out(f"varredura: {len(folders)} petição(ões) em {result['seconds']:.1f} s")
        return 1 if errors else 0
