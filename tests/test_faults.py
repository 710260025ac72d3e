"""Faults, for real: the store stopped, SMTP refusing, a sweep killed, two sweeps at once.

Each scenario ends the same way: the next sweep finishes the work, every
scan is archived beside its report, and each notice reached the (real) SMTP
server exactly once.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fixtures_services import fake_process, upload_petition
from triagem import intake
from triagem.embedded import free_ports, start_embedded
from triagem.intake import Steps, process_one, read_latest
from triagem.settings import Settings, get_settings
from triagem.store import S3Store, StoreUnavailable

REPO = Path(__file__).resolve().parents[1]


def yaml_for(pid: str) -> bytes:
    return (
        f"petition_id: {pid}\napplicant: {{name: Empresa {pid} Ltda, "
        f"email: {pid.lower()}@exemplo.com.br}}\n"
    ).encode()


def run_cli(*argv: str) -> tuple[int, str]:
    """``triagem`` in this process (standard output only: see test_intake.run_cli)."""
    from triagem.cli import main

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = main(list(argv))
    return code, buffer.getvalue()


def assert_finished(store, pid: str, mailbox) -> dict:
    """One run, scans archived, no claim left, the notice delivered exactly once."""
    latest = read_latest(store, pid)
    assert latest is not None and latest["state"] == intake.DONE, latest
    assert store.list(f"inbox/{pid}/") == []
    assert store.stat(f"reports/{pid}/claim.json") is None
    runs = [o.key for o in store.list(f"reports/{pid}/") if o.key.endswith("/manifest.json")]
    assert len(runs) == 1
    archived = {o.key.rsplit("/", 1)[1] for o in store.list(f"archive/{pid}/")}
    assert {c["name"] for c in latest["consumed"]} <= archived
    to = f"{pid.lower()}@exemplo.com.br"
    assert sum(1 for _, rcpts in mailbox.envelopes if rcpts == [to]) == 1
    return latest


# --------------------------------------------------------------------------
# The object store goes away


@pytest.fixture()
def own_store(tmp_path: Path, mailbox, monkeypatch: pytest.MonkeyPatch):
    """A SeaweedFS of this test's own (it gets stopped), settings in the environment."""
    server = start_embedded(tmp_path / "weed", volume_size_limit_mb=32, volume_max=200)
    state = {"server": server}
    env = {
        "TRIAGEM_S3_ENDPOINT": server.endpoint,
        "TRIAGEM_S3_ACCESS_KEY": server.access_key,
        "TRIAGEM_S3_SECRET_KEY": server.secret_key,
        "TRIAGEM_S3_BUCKET": "petitions",
        "TRIAGEM_SMTP_HOST": mailbox.host,
        "TRIAGEM_SMTP_PORT": str(mailbox.port),
        "TRIAGEM_SMTP_FROM": "protocolo@transporte.example.gov.br",
        "TRIAGEM_PROCESSOR": "fixtures_services:fake_process",
        "TRIAGEM_RETRIES": "1",
        "TRIAGEM_RETRY_DELAY_SECONDS": "0.1",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()

    def restart() -> None:
        # Same folder, same S3 port: the configured endpoint is valid again.
        state["server"] = start_embedded(
            tmp_path / "weed",
            s3_port=server.ports["s3"],
            access_key=server.access_key,
            secret_key=server.secret_key,
            volume_size_limit_mb=32,
            volume_max=200,
        )
        assert state["server"].endpoint == server.endpoint

    store = S3Store(server.endpoint, server.access_key, server.secret_key, "petitions", timeout=5)
    store.ensure_bucket()
    try:
        yield store, state, restart
    finally:
        state["server"].stop()
        get_settings.cache_clear()


def test_store_down_before_and_during_a_sweep(own_store, mailbox, prefect_harness) -> None:
    store, state, restart = own_store
    upload_petition(store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": yaml_for("P-1")})
    upload_petition(store, "P-2", {"requerimento.pdf": b"r", "petition.yaml": yaml_for("P-2")})

    # Given the store is down, a sweep cannot even list: it says so and exits non-zero.
    state["server"].stop()
    code, _ = run_cli("watch", "--once", "--engine", "plain")
    assert code == StoreUnavailable.exit_code

    # Given the store dies in the middle of checking a petition,
    restart()
    settings = Settings(_env_file=None)

    def store_dies(petition_dir, out_dir, settings, previous):
        state["server"].stop()
        return fake_process(petition_dir, out_dir, settings, previous)

    with pytest.raises(StoreUnavailable):
        process_one(store, "P-1", settings, Steps(store_dies))
    restart()

    # then nothing was lost,
    assert {o.key for o in store.list("inbox/")} >= {
        "inbox/P-1/requerimento.pdf",
        "inbox/P-1/petition.yaml",
    }
    # and the next sweep (Prefect flows this time) finishes both petitions.
    code, out = run_cli("watch", "--once")
    assert code == 0, out
    for pid in ("P-1", "P-2"):
        assert_finished(store, pid, mailbox)
    assert len(mailbox.messages) == 2
    code, _ = run_cli("watch", "--once")
    assert code == 0 and len(mailbox.messages) == 2


# --------------------------------------------------------------------------
# SMTP refuses


def test_smtp_down_then_refusing_then_back(
    bucket_settings, s3_store, mailbox, prefect_harness, monkeypatch
) -> None:
    upload_petition(s3_store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": yaml_for("P-1")})

    # Given no SMTP server answers, the sweep writes the report but not the mail,
    (closed,) = free_ports(1)
    monkeypatch.setenv("TRIAGEM_SMTP_PORT", str(closed))
    get_settings.cache_clear()
    code, out = run_cli("watch", "--once")
    assert code == 1, out
    latest = read_latest(s3_store, "P-1")
    assert latest["state"] == intake.REPORTED
    assert s3_store.stat(latest["report_key"]) is not None
    assert len(s3_store.list("inbox/P-1/")) == 2

    # and while the server answers "try later" the same holds,
    monkeypatch.setenv("TRIAGEM_SMTP_PORT", str(mailbox.port))
    get_settings.cache_clear()
    mailbox.rcpt_reply = "451 4.3.2 Sistema ocupado, tente mais tarde"
    code, out = run_cli("watch", "--once", "--engine", "plain")
    assert code == 1, out
    assert mailbox.messages == []

    # until it accepts: the notice of that same run goes out, once.
    mailbox.rcpt_reply = None
    code, out = run_cli("watch", "--once")
    assert code == 0, out
    finished = assert_finished(s3_store, "P-1", mailbox)
    assert finished["run_id"] == latest["run_id"]
    assert "[retomada]" in out
    assert run_cli("watch", "--once")[0] == 0
    assert len(mailbox.messages) == 1


# --------------------------------------------------------------------------
# A sweep killed in the middle


def test_killed_sweep_is_finished_by_the_next(
    bucket_settings, s3_store, mailbox, prefect_harness, tmp_path
) -> None:
    upload_petition(
        s3_store,
        "P-1",
        {"requerimento.pdf": b"r", "lento.pdf": b"x", "petition.yaml": yaml_for("P-1")},
    )
    started = tmp_path / "started"
    env = dict(
        os.environ,
        PREFECT_API_URL=prefect_harness,
        TRIAGEM_TEST_STARTED=str(started),
        TRIAGEM_TEST_SLOW="1",
    )
    child = subprocess.Popen(
        [sys.executable, "-m", "triagem.cli", "watch", "--once"],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # Wait (bounded) until the child is inside the check, holding the claim.
        deadline = time.monotonic() + 120
        while not started.exists() and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert started.exists(), "the sweep never started checking"
        child.send_signal(signal.SIGKILL)
        child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    claim = json.loads(s3_store.get("reports/P-1/claim.json"))
    assert claim["pid"] == child.pid
    assert read_latest(s3_store, "P-1") is None
    assert len(s3_store.list("inbox/P-1/")) == 3

    code, out = run_cli("watch", "--once")

    assert code == 0, out
    assert_finished(s3_store, "P-1", mailbox)
    assert len(mailbox.messages) == 1


# --------------------------------------------------------------------------
# Two sweeps at once


def test_two_sweeps_at_once_process_each_petition_once(
    bucket_settings, s3_store, mailbox, prefect_harness
) -> None:
    pids = ["P-1", "P-2", "P-3"]
    for pid in pids:
        upload_petition(s3_store, pid, {"requerimento.pdf": b"r", "petition.yaml": yaml_for(pid)})
    env = dict(os.environ, PREFECT_API_URL=prefect_harness, TRIAGEM_TEST_DELAY="0.5")
    command = [sys.executable, "-m", "triagem.cli", "watch", "--once"]

    sweeps = [
        subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE, text=True),
        subprocess.Popen(
            [*command, "--engine", "plain"], cwd=REPO, env=env, stdout=subprocess.PIPE, text=True
        ),
    ]
    outputs = [s.communicate(timeout=240)[0] for s in sweeps]

    assert [s.returncode for s in sweeps] == [0, 0], outputs
    for pid in pids:
        assert_finished(s3_store, pid, mailbox)
    assert len(mailbox.messages) == 3
    assert len({m["X-Triagem-Letter"] for m in mailbox.messages}) == 3
