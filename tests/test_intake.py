"""Sweeping the bucket: readiness, claims, supplements, archive, resumption.

Most scenarios use a folder store and the stand-in processor
(``fixtures_services.fake_process``), so that only the sweep logic is under
test; the end-to-end ones use a real SeaweedFS, a real SMTP server, Prefect
and ``triagem watch --once``.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from email import message_from_bytes, policy
from pathlib import Path

import pytest
import yaml

from fixtures_services import fake_process, upload_petition
from triagem import intake
from triagem.intake import (
    Claim,
    ClaimLost,
    Steps,
    find_ready,
    plan_petition,
    process_one,
    read_latest,
    sweep,
)
from triagem.settings import Settings
from triagem.store import LocalStore, StoreUnavailable, machine_id, owner_record

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "samples" / "petitions"

YAML = (
    b"petition_id: P-1\nchecklist: sm-fretamento-empresa\nprotocol_date: 2026-03-02\n"
    b"applicant: {name: Transportes Exemplo Ltda, email: contato@exemplo.com.br}\n"
)


@pytest.fixture()
def store(tmp_path: Path) -> LocalStore:
    local = LocalStore(tmp_path / "bucket")
    local.ensure_bucket()
    return local


@pytest.fixture()
def settings() -> Settings:
    return Settings(_env_file=None, quiet_period_seconds=120)


def keys(store, prefix: str = "") -> list[str]:
    return [o.key for o in store.list(prefix)]


# --------------------------------------------------------------------------
# Readiness


def test_petition_with_petition_yaml_is_ready_at_once(store, settings) -> None:
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": YAML})

    ready, waiting = find_ready(store, settings)

    assert [p.petition_id for p in ready] == ["P-1"] and waiting == []


def test_half_uploaded_petition_waits_for_the_quiet_period(store, settings) -> None:
    upload_petition(store, "P-2", {"requerimento.pdf": b"r"})

    result = sweep(store, settings, fake_process)

    assert result.outcomes == ()
    assert [w.petition_id for w in result.waiting] == ["P-2"]
    assert keys(store, "reports/") == []
    assert keys(store, "inbox/") == ["inbox/P-2/requerimento.pdf"]
    later = datetime.now(UTC) + timedelta(seconds=settings.quiet_period_seconds + 1)
    assert plan_petition(store, "P-2", settings, now=later).action == "process"


def test_odd_keys_and_reserved_ids_are_ignored(store, settings) -> None:
    store.put("inbox/loose.pdf", b"x")
    upload_petition(store, "daily", {"petition.yaml": YAML, "a.pdf": b"a"})
    upload_petition(store, "bad id!", {"petition.yaml": YAML, "a.pdf": b"a"})

    ready, waiting = find_ready(store, settings)

    assert ready == [] and waiting == []


# --------------------------------------------------------------------------
# A sweep


def test_sweep_writes_report_letter_and_archives(store, settings) -> None:
    upload_petition(
        store, "P-1", {"requerimento.pdf": b"r", "federal.pdf": b"f", "petition.yaml": YAML}
    )

    result = sweep(store, settings, fake_process)

    (outcome,) = result.outcomes
    assert outcome.status == "processed" and outcome.decision == "deficient"
    run = outcome.run_id
    assert set(keys(store, f"reports/P-1/{run}/")) == {
        f"reports/P-1/{run}/{name}"
        for name in ("report.json", "report.html", "notice.pdf", "notice.eml", "manifest.json")
    }
    report = json.loads(store.get(outcome.report))
    assert report["decision"] == "deficient"
    # No SMTP configured: the notice is kept as .eml, to the applicant.
    eml = message_from_bytes(store.get(f"reports/P-1/{run}/notice.eml"), policy=policy.default)
    assert eml["To"] == "contato@exemplo.com.br"
    assert [p.get_filename() for p in eml.iter_attachments()] == ["notice.pdf"]
    # Scans moved to the archive only now that the report exists.
    assert keys(store, "inbox/") == []
    assert keys(store, f"archive/P-1/{run}/") == [
        f"archive/P-1/{run}/{n}" for n in ("federal.pdf", "petition.yaml", "requerimento.pdf")
    ]
    latest = read_latest(store, "P-1")
    assert latest["state"] == intake.DONE and latest["deliveries"]["notice"]["status"] == "eml"
    assert store.stat("reports/P-1/claim.json") is None
    # Nothing left to do.
    assert sweep(store, settings, fake_process).outcomes == ()


def test_approval_draft_goes_to_the_clerks_not_the_applicant(store) -> None:
    settings = Settings(_env_file=None, clerks_email="protocolo@prefeitura.example.gov.br")
    files = {"requerimento.pdf": b"r", "federal.pdf": b"f", "estadual.pdf": b"e"}
    upload_petition(store, "P-3", {**files, "petition.yaml": YAML})

    (outcome,) = sweep(store, settings, fake_process).outcomes

    assert outcome.decision == "approve"
    assert outcome.delivery["kind"] == "draft"
    assert outcome.delivery["to"] == ["protocolo@prefeitura.example.gov.br"]
    eml = store.get(outcome.delivery["eml"]).decode()
    assert "contato@exemplo.com.br" not in eml


def test_supplement_reruns_and_says_what_it_resolved(store, settings) -> None:
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": YAML})
    (first,) = sweep(store, settings, fake_process).outcomes
    assert first.decision == "deficient"

    # Given the applicant brings the federal certidão after the notice,
    upload_petition(store, "P-1", {"federal.pdf": b"f"})
    later = settings.model_copy(update={"quiet_period_seconds": 0})
    (second,) = sweep(store, later, fake_process).outcomes

    # then the petition is checked again with all its scans,
    assert second.status == "processed" and second.run_id != first.run_id
    report = json.loads(store.get(second.report))
    supplement = report["supplement"]
    assert supplement["previous_run"] == first.run_id
    assert supplement["added_files"] == ["federal.pdf"]
    assert [i["id"] for i in supplement["resolved_items"]] == ["art7.II.b.federal"]
    assert [i["id"] for i in supplement["remaining_items"]] == ["art7.II.b.estadual"]
    manifest = json.loads(store.get(f"reports/P-1/{second.run_id}/manifest.json"))
    assert {i["name"] for i in manifest["inputs"]} == {
        "requerimento.pdf",
        "petition.yaml",
        "federal.pdf",
    }
    # and the new notice says it.
    eml = message_from_bytes(store.get(second.delivery["eml"]), policy=policy.default)
    body = eml.get_body(("plain",)).get_content()
    assert "Itens atendidos com a complementação" in body
    assert "Certidão negativa federal" in body.split("Itens que continuam pendentes")[0]
    assert "Certidão negativa estadual" in body.split("Itens que continuam pendentes")[1]
    assert keys(store, f"archive/P-1/{second.run_id}/") == [
        f"archive/P-1/{second.run_id}/federal.pdf"
    ]


def test_identical_reupload_is_archived_without_a_new_run(store, settings) -> None:
    files = {"requerimento.pdf": b"r", "petition.yaml": YAML}
    upload_petition(store, "P-1", files)
    (first,) = sweep(store, settings, fake_process).outcomes

    upload_petition(store, "P-1", files)
    (again,) = sweep(store, settings, fake_process).outcomes

    assert again.status == "archived" and again.run_id == first.run_id
    assert keys(store, "inbox/") == []
    assert len([k for k in keys(store, "reports/P-1/") if k.endswith("manifest.json")]) == 1


def test_unprocessable_petition_is_recorded_and_not_retried(store, settings) -> None:
    upload_petition(store, "P-4", {"vazia.pdf": b"", "petition.yaml": YAML})

    (outcome,) = sweep(store, settings, fake_process).outcomes

    assert outcome.status == "failed" and "digitalizados" in outcome.detail
    assert read_latest(store, "P-4")["state"] == intake.FAILED
    # The scans stay in the inbox, and the same scans are not tried again.
    assert keys(store, "inbox/") == ["inbox/P-4/petition.yaml", "inbox/P-4/vazia.pdf"]
    assert sweep(store, settings, fake_process).outcomes == ()
    # A new upload makes it ready again.
    store.delete("inbox/P-4/vazia.pdf")
    upload_petition(store, "P-4", {"requerimento.pdf": b"r"})
    (retry,) = sweep(store, settings, fake_process).outcomes
    assert retry.status == "processed" and retry.decision == "deficient"


# --------------------------------------------------------------------------
# Claims


def test_a_held_claim_keeps_other_sweeps_out(store, settings) -> None:
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": YAML})
    claim = Claim.acquire(store, "P-1", settings)
    assert claim is not None
    try:
        assert Claim.acquire(store, "P-1", settings) is None
        outcome = process_one(store, "P-1", settings, Steps(fake_process))
        assert outcome.status == "busy"
        assert keys(store, "inbox/") == ["inbox/P-1/petition.yaml", "inbox/P-1/requerimento.pdf"]
    finally:
        claim.release()
    assert store.stat("reports/P-1/claim.json") is None


def _write_claim(store, record: dict) -> None:
    store.put("reports/P-1/claim.json", json.dumps(record).encode())


def test_claim_of_a_dead_process_is_taken_over(store, settings) -> None:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    record = owner_record(3600)
    record.update(pid=gone.pid, process="another-process")
    _write_claim(store, record)

    claim = Claim.acquire(store, "P-1", settings)

    assert claim is not None
    claim.release()


def test_claim_of_a_live_process_elsewhere_is_respected_until_its_lease_ends(
    store, settings
) -> None:
    record = owner_record(3600)
    record.update(machine="another-machine", pid=1, process="x")
    _write_claim(store, record)
    assert Claim.acquire(store, "P-1", settings) is None

    record["expires_at"] = (datetime.now(UTC) - timedelta(seconds=1)).isoformat()
    _write_claim(store, record)
    claim = Claim.acquire(store, "P-1", settings)
    assert claim is not None
    claim.release()


def test_a_claim_taken_over_stops_the_run_that_lost_it(store, settings) -> None:
    claim = Claim.acquire(store, "P-1", settings)
    assert claim is not None
    stale = json.loads(store.get("reports/P-1/claim.json"))
    stale["expires_at"] = (datetime.now(UTC) - timedelta(seconds=1)).isoformat()
    stale["machine"] = "elsewhere"
    store.put("reports/P-1/claim.json", json.dumps(stale).encode())
    other = Claim.acquire(store, "P-1", settings)
    assert other is not None
    try:
        with pytest.raises(ClaimLost):
            claim.ensure()
    finally:
        claim.release()
        other.release()
    assert machine_id()


# --------------------------------------------------------------------------
# Interrupted runs


def failing_steps(step: str) -> Steps:
    """The plain steps, except that ``step`` fails with a transient store error."""

    def fail(*args, **kwargs):
        raise StoreUnavailable("armazenamento indisponível (simulado)")

    steps = Steps(fake_process)
    setattr(steps, step, fail)
    return steps


@pytest.mark.parametrize("step", ["fetch", "publish", "deliver", "archive"])
def test_interrupted_run_is_finished_by_the_next_sweep(store, settings, step) -> None:
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": YAML})

    with pytest.raises(StoreUnavailable):
        process_one(store, "P-1", settings, failing_steps(step))

    # Nothing lost: the scans are all still in the inbox.
    assert keys(store, "inbox/") == ["inbox/P-1/petition.yaml", "inbox/P-1/requerimento.pdf"]
    (outcome,) = sweep(store, settings, fake_process).outcomes
    expected = "resumed" if step in ("deliver", "archive") else "processed"
    assert outcome.status == expected and outcome.decision == "deficient"
    assert keys(store, "inbox/") == []
    assert read_latest(store, "P-1")["state"] == intake.DONE
    # One run, one notice.
    assert len([k for k in keys(store, "reports/P-1/") if k.endswith("manifest.json")]) == 1
    assert len(keys(store, "reports/P-1/sent/")) == 1


def test_scan_replaced_during_a_run_stays_for_the_next_one(store, settings) -> None:
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": YAML})

    def replacing_processor(petition_dir, out_dir, settings, previous):
        # The clerk uploads a better scan under the same name meanwhile.
        store.put("inbox/P-1/requerimento.pdf", b"better scan")
        return fake_process(petition_dir, out_dir, settings, previous)

    first = process_one(store, "P-1", settings, Steps(replacing_processor))

    assert first.status == "processed"
    assert store.get("inbox/P-1/requerimento.pdf") == b"better scan"
    # The new scan is not archived as if it had been judged by the first run.
    assert store.stat(f"archive/P-1/{first.run_id}/requerimento.pdf") is None
    assert store.get(f"archive/P-1/{first.run_id}/petition.yaml") == YAML
    later = settings.model_copy(update={"quiet_period_seconds": 0})
    (second,) = sweep(store, later, fake_process).outcomes
    assert second.status == "processed" and second.run_id != first.run_id
    report = json.loads(store.get(second.report))
    assert report["supplement"]["replaced_files"] == ["requerimento.pdf"]


# --------------------------------------------------------------------------
# End to end: SeaweedFS, SMTP, Prefect, triagem watch --once


def run_cli(*argv: str) -> tuple[int, str]:
    """``triagem`` in this process; returns its exit status and standard output.

    Standard output only: Prefect's log handlers keep the stderr they first
    saw, so pytest's capsys (closed after its test) must not be it.
    """
    from triagem.cli import main

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = main(list(argv))
    return code, buffer.getvalue()


def test_watch_once_end_to_end(bucket_settings, s3_store, mailbox, prefect_harness):
    upload_petition(
        s3_store, "P-10", {"requerimento.pdf": b"r", "federal.pdf": b"f", "petition.yaml": YAML}
    )

    code, out = run_cli("watch", "--once")

    assert code == 0, out
    latest = read_latest(s3_store, "P-10")
    assert latest["state"] == intake.DONE and latest["decision"] == "deficient"
    report_key = latest["report_key"]
    assert report_key.startswith(f"reports/P-10/{latest['run_id']}/")
    assert json.loads(s3_store.get(report_key))["decision"] == "deficient"
    assert f"s3://{s3_store.bucket}/{report_key}" in out
    assert len(mailbox.messages) == 1, (latest, out)
    (message,) = mailbox.messages
    assert mailbox.envelopes[0][1] == ["contato@exemplo.com.br"]
    assert [p.get_filename() for p in message.iter_attachments()] == ["notice.pdf"]
    # A second sweep finds nothing to do and sends nothing.
    assert run_cli("watch", "--once")[0] == 0
    assert len(mailbox.messages) == 1


def _sample_folder() -> Path | None:
    """The smallest sample petition, preferring one whose expected decision is deficient."""
    if not SAMPLES.is_dir():
        return None
    folders = sorted(p for p in SAMPLES.iterdir() if p.is_dir())
    if not folders:
        return None

    def expected(folder: Path) -> str | None:
        truth = folder / "truth.yaml"
        if truth.exists():
            data = yaml.safe_load(truth.read_text("utf-8")) or {}
            return data.get("decision")
        return None

    def size(folder: Path) -> int:
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())

    deficient = [f for f in folders if expected(f) == "deficient"]
    return min(deficient or folders, key=size)


def test_end_to_end_with_the_real_pipeline(
    bucket_settings, s3_store, mailbox, prefect_harness, monkeypatch
):
    folder = _sample_folder()
    if folder is None:
        pytest.skip("samples/petitions/ has no sample petition yet (written by another task)")
    from triagem.settings import get_settings

    monkeypatch.delenv("TRIAGEM_PROCESSOR")
    get_settings.cache_clear()
    intake.upload_folder(s3_store, folder, folder.name)

    code, out = run_cli("watch", "--once")

    assert code == 0, out
    latest = read_latest(s3_store, folder.name)
    assert latest is not None and latest["state"] == intake.DONE
    report = json.loads(s3_store.get(latest["report_key"]))
    assert report["decision"] in ("approve", "deficient", "review")
    if report["decision"] == "deficient":
        assert "notice.pdf" in latest["outputs"]
        email = (report["applicant"] or {}).get("email")
        sent = [m for m in mailbox.messages if m["X-Triagem-Letter"]]
        if email:
            assert len(sent) == 1 and mailbox.envelopes[0][1] == [email]
            assert [p.get_filename() for p in sent[0].iter_attachments()] == ["notice.pdf"]
    elif report["decision"] == "approve":
        assert len(mailbox.messages) == 1
        assert mailbox.envelopes[0][1] == ["servidores@transporte.example.gov.br"]
    assert run_cli("watch", "--once")[0] == 0
    assert len(mailbox.messages) <= 1


def test_watch_keeps_sweeping_on_the_embedded_store_and_stops_it_on_sigterm(
    tmp_path, monkeypatch
) -> None:
    import os
    import signal
    import threading
    import time

    from triagem.embedded import shared_embedded_store
    from triagem.store import store_from_settings

    embedded = tmp_path / "embedded"
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("TRIAGEM_", "PREFECT_API_URL"))
    }
    env.update(
        TRIAGEM_EMBEDDED_DIR=str(embedded),
        TRIAGEM_EMBEDDED_S3_PORT="0",
        TRIAGEM_PROCESSOR="fixtures_services:fake_process",
        PYTHONPATH=os.pathsep.join([str(REPO / "tests"), str(REPO)]),
    )
    settings = Settings(_env_file=None, embedded_dir=embedded, embedded_s3_port=0)
    child = subprocess.Popen(
        [sys.executable, "-m", "triagem.cli", "watch", "--engine", "plain", "--interval", "0.3"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(child.stdout), daemon=True)
    reader.start()
    try:
        # Given the watcher started the embedded store, a clerk uploads a petition,
        deadline = time.monotonic() + 60
        while not (embedded / "server.json").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        with shared_embedded_store(settings) as server:
            store = store_from_settings(
                settings,
                endpoint=server.endpoint,
                access_key=server.access_key,
                secret_key=server.secret_key,
            )
            store.ensure_bucket()
            upload_petition(store, "P-7", {"requerimento.pdf": b"r", "petition.yaml": YAML})
            # then one of the next sweeps processes it,
            latest = None
            while time.monotonic() < deadline and (latest or {}).get("state") != intake.DONE:
                time.sleep(0.2)
                latest = read_latest(store, "P-7")
            assert latest is not None and latest["state"] == intake.DONE
            # (the sweep prints its verdicts after it has archived the scans:
            # SIGTERM is sent once the verdict is out, not merely written),
            while time.monotonic() < deadline and not any("P-7:" in line for line in lines):
                time.sleep(0.1)
            # and SIGTERM stops the watcher in order.
            child.send_signal(signal.SIGTERM)
            child.wait(timeout=60)
            reader.join(timeout=10)
            out = "".join(lines)
            assert child.returncode == 143
            assert "P-7: deficient" in out
            assert server.is_running()  # this test still holds a lease
        # The last user gone, the store is stopped.
        assert not (embedded / "server.json").exists()
        assert not server.is_running()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
