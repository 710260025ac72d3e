"""Real servers for the bucket and mail tests, shared by the whole test run.

Import into conftest.py with ``from fixtures_services import *``. Fixtures:

- ``seaweedfs`` (session): a real ``weed server -s3`` on free ports in a
  temporary folder, with a signed S3 identity; stopped at the end.
- ``s3_store`` (function): an ``S3Store`` on a fresh, empty bucket of it.
- ``smtp_server`` (session) / ``mailbox`` (function): a real aiosmtpd SMTP
  server on localhost that records every message it accepts; ``mailbox``
  empties it and resets its behaviour (it can be told to refuse with 4xx/5xx).
- ``prefect_harness`` (session): one ``prefect_test_harness`` for the run
  (a temporary Prefect API, about 8 s to start); yields its API URL.
- ``bucket_settings`` (function): ``Settings`` pointing at ``s3_store``'s
  bucket and ``mailbox``'s server, with the stand-in processor below;
  also exported to the environment, for flows and ``triagem`` subprocesses.

``fake_process`` is the stand-in for the document pipeline: it judges a
petition by its file names (see its docstring), so the store, sweep and mail
logic can be tested in milliseconds and without OCR. It is plugged in the
way production would plug a replacement: ``TRIAGEM_PROCESSOR``.
"""

from __future__ import annotations

import json
import os
import re
import socket
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
import yaml

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent

__all__ = [
    "Mailbox",
    "bucket_settings",
    "fake_process",
    "mailbox",
    "prefect_harness",
    "s3_store",
    "seaweedfs",
    "smtp_server",
    "upload_petition",
]

# --------------------------------------------------------------------------
# Object store


@pytest.fixture(scope="session")
def seaweedfs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A real SeaweedFS S3 server for the whole run (free ports, temporary folder)."""
    from triagem.embedded import start_embedded

    server = start_embedded(
        tmp_path_factory.mktemp("seaweedfs"), volume_size_limit_mb=32, volume_max=1000
    )
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture()
def s3_store(seaweedfs: Any) -> Any:
    """An empty bucket of its own on the session's SeaweedFS."""
    from triagem.store import S3Store

    store = S3Store(
        seaweedfs.endpoint,
        seaweedfs.access_key,
        seaweedfs.secret_key,
        f"t-{uuid.uuid4().hex[:12]}",
        timeout=10,
    )
    store.ensure_bucket()
    return store


# --------------------------------------------------------------------------
# SMTP


class Mailbox:
    """What the test SMTP server accepted, and how it should answer next."""

    def __init__(self, port: int) -> None:
        self.host = "127.0.0.1"
        self.port = port
        self.messages: list[EmailMessage] = []
        self.envelopes: list[tuple[str, list[str]]] = []
        # None: accept; else an SMTP reply for RCPT TO ("451 ...", "550 ...").
        self.rcpt_reply: str | None = None
        self._lock = threading.Lock()

    # aiosmtpd handler hooks
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: N802
        if self.rcpt_reply is not None:
            return self.rcpt_reply
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802
        message = message_from_bytes(envelope.content, policy=policy.default)
        with self._lock:
            self.messages.append(message)
            self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        return "250 Message accepted for delivery"

    def clear(self) -> None:
        with self._lock:
            self.messages.clear()
            self.envelopes.clear()
        self.rcpt_reply = None

    def with_header(self, name: str, value: str) -> list[EmailMessage]:
        return [m for m in self.messages if m[name] == value]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def smtp_server() -> Iterator[Mailbox]:
    """A real SMTP server (aiosmtpd) on localhost that records what it receives."""
    from aiosmtpd.controller import Controller

    box = Mailbox(_free_port())
    controller = Controller(box, hostname=box.host, port=box.port)
    controller.start()
    box.controller = controller  # type: ignore[attr-defined]
    try:
        yield box
    finally:
        controller.stop()


@pytest.fixture()
def mailbox(smtp_server: Mailbox) -> Iterator[Mailbox]:
    """The session's SMTP server, emptied, accepting everything."""
    smtp_server.clear()
    yield smtp_server
    smtp_server.clear()


# --------------------------------------------------------------------------
# Prefect


@pytest.fixture(scope="session")
def prefect_harness() -> Iterator[str]:
    """One temporary Prefect API for the whole run; yields its URL."""
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    from prefect.settings import PREFECT_API_URL
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=90):
        yield str(PREFECT_API_URL.value())


# --------------------------------------------------------------------------
# Settings for a test bucket


@pytest.fixture()
def bucket_settings(
    s3_store: Any, seaweedfs: Any, mailbox: Mailbox, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> Any:
    """Settings for this test's bucket and mailbox, also set in the environment."""
    from triagem.settings import Settings, get_settings

    env = {
        "TRIAGEM_S3_ENDPOINT": seaweedfs.endpoint,
        "TRIAGEM_S3_ACCESS_KEY": seaweedfs.access_key,
        "TRIAGEM_S3_SECRET_KEY": seaweedfs.secret_key,
        "TRIAGEM_S3_BUCKET": s3_store.bucket,
        "TRIAGEM_SMTP_HOST": mailbox.host,
        "TRIAGEM_SMTP_PORT": str(mailbox.port),
        "TRIAGEM_SMTP_FROM": "protocolo@transporte.example.gov.br",
        "TRIAGEM_CLERKS_EMAIL": "servidores@transporte.example.gov.br",
        "TRIAGEM_PROCESSOR": "fixtures_services:fake_process",
        "TRIAGEM_QUIET_PERIOD_SECONDS": "120",
        "TRIAGEM_RETRIES": "1",
        "TRIAGEM_RETRY_DELAY_SECONDS": "0.1",
        "TRIAGEM_SMTP_TIMEOUT_SECONDS": "10",
        "TRIAGEM_EMBEDDED_DIR": str(tmp_path / "embedded-unused"),
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    # Subprocesses and Prefect find the stand-in processor here.
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join([str(TESTS), str(REPO), os.environ.get("PYTHONPATH", "")])
    )
    if str(TESTS) not in sys.path:
        monkeypatch.syspath_prepend(str(TESTS))
    get_settings.cache_clear()
    yield Settings(_env_file=None)
    get_settings.cache_clear()


def upload_petition(store: Any, petition_id: str, files: dict[str, bytes]) -> None:
    """Put files under inbox/<petition_id>/ as a clerk would: petition.yaml last."""
    names = sorted(files, key=lambda n: (n in ("petition.yaml", "petition.yml"), n))
    for name in names:
        store.put(f"inbox/{petition_id}/{name}", files[name])


# --------------------------------------------------------------------------
# The stand-in processor

# Items of the stand-in checklist: id, legal basis, label, file-name word.
FAKE_ITEMS = (
    ("art7.I.a", "Art. 7º, I, a", "Requerimento de registro", "requerimento"),
    ("art7.II.b.federal", "Art. 7º, II, b", "Certidão negativa federal", "federal"),
    ("art7.II.b.estadual", "Art. 7º, II, b", "Certidão negativa estadual", "estadual"),
)

_MINIMAL_PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)


@dataclass(frozen=True)
class _Result:
    report: dict[str, Any]
    outputs: dict[str, Path]


def fake_process(petition_dir: Path, out_dir: Path, settings: Any, previous: Any) -> _Result:
    """Judge a petition by its file names, in the shape of the real pipeline.

    An item is ``ok`` when some file name contains its word (requerimento,
    federal, estadual), ``expired`` when that file name also says
    ``vencida``, ``missing`` otherwise. ``valida-ate-AAAA-MM-DD`` in a name
    becomes the document's printed validity. A file named ``revisar*`` makes
    the decision ``review``; ``vazia*`` raises PetitionError (nothing can be
    read). When ``TRIAGEM_TEST_STARTED`` names a file, it is created when
    checking starts; with ``TRIAGEM_TEST_SLOW`` set, a file ``lento*`` makes
    the check take 60 s (for the test that kills a sweep in the middle);
    ``TRIAGEM_TEST_DELAY`` adds that many seconds to every check (for sweeps
    that must overlap).
    """
    from triagem.errors import PetitionError

    started = os.environ.get("TRIAGEM_TEST_STARTED")
    if started:
        Path(started).write_text(str(os.getpid()))
    meta: dict[str, Any] = {}
    for name in ("petition.yaml", "petition.yml"):
        if (petition_dir / name).exists():
            meta = yaml.safe_load((petition_dir / name).read_text("utf-8")) or {}
    scans = sorted(
        p.relative_to(petition_dir).as_posix()
        for p in petition_dir.rglob("*")
        if p.is_file() and p.name not in ("petition.yaml", "petition.yml")
    )
    if os.environ.get("TRIAGEM_TEST_SLOW") and any(Path(s).name.startswith("lento") for s in scans):
        time.sleep(60)
    time.sleep(float(os.environ.get("TRIAGEM_TEST_DELAY") or 0))
    if not scans or any(Path(s).name.startswith("vazia") for s in scans):
        raise PetitionError("a pasta da petição não tem arquivos digitalizados")
    documents, items = [], []
    for item_id, basis, label, word in FAKE_ITEMS:
        found = [s for s in scans if word in s.lower()]
        status, reason, cure, docs = (
            "missing",
            f"{label} não encontrado(a).",
            f"Apresentar {label}.",
            [],
        )
        if found:
            name = found[-1]
            valid = re.search(r"valida-ate-(\d{4}-\d{2}-\d{2})", name)
            documents.append(
                {
                    "file": name,
                    "pages": [1],
                    "type": {"requerimento": "requerimento"}.get(word, f"certidao_{word}"),
                    "confidence": 0.99,
                    "fields": {
                        "name": (meta.get("applicant") or {}).get("name"),
                        "valid_until": valid.group(1) if valid else None,
                    },
                }
            )
            docs = [len(documents) - 1]
            if "vencida" in name.lower():
                status, reason, cure = (
                    "expired",
                    f"{label} vencido(a).",
                    f"Apresentar {label} válida.",
                )
            else:
                status, reason, cure = "ok", None, None
        items.append(
            {
                "id": item_id,
                "status": status,
                "legal_basis": basis,
                "label": label,
                "person": None,
                "person_name": None,
                "documents": docs,
                "reason": reason,
                "cure": cure,
                "warnings": [],
            }
        )
    statuses = {i["status"] for i in items}
    if any(Path(s).name.startswith("revisar") for s in scans):
        decision = "review"
    elif statuses & {"missing", "expired", "invalid"}:
        decision = "deficient"
    else:
        decision = "approve"
    applicant = meta.get("applicant") or {}
    protocol = meta.get("protocol_date")
    report = {
        "schema_version": 1,
        "petition_id": str(meta.get("petition_id") or petition_dir.name),
        "checklist": meta.get("checklist") or "sm-fretamento-empresa",
        "reference_date": str(protocol or date.today().isoformat()),
        "decision": decision,
        "applicant": {
            "name": applicant.get("name"),
            "cnpj": None,
            "cpf": None,
            "email": applicant.get("email"),
        },
        "people": [],
        "documents": documents,
        "items": items,
        "errors": [],
        "warnings": [],
        "notes": [],
        "summary": {"pages": len(scans), "documents": len(documents), "items": {}},
        "generated_at": datetime.now(UTC).replace(microsecond=0).isoformat(),
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs = {"report_json": out_dir / "report.json", "report_html": out_dir / "report.html"}
    outputs["report_json"].write_text(json.dumps(report, ensure_ascii=False), encoding="utf-8")
    outputs["report_html"].write_text(f"<p>{decision}</p>", encoding="utf-8")
    letter = {"deficient": "notice", "approve": "draft"}.get(decision)
    if letter:
        outputs[f"{letter}_pdf"] = out_dir / f"{letter}.pdf"
        outputs[f"{letter}_pdf"].write_bytes(_MINIMAL_PDF)
    return _Result(report, outputs)
