"""The command line: exit codes and one clear line on stderr."""

from __future__ import annotations

import subprocess
import sys

from triagem.cli import main


def test_missing_folder_exits_non_zero_with_one_line(tmp_path, capsys):
    code = main(["check", str(tmp_path / "nao-existe"), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code != 0
    assert len(err) == 1
    assert "não encontrada" in err[0]


def test_empty_folder_exits_non_zero(tmp_path, capsys):
    (tmp_path / "vazia").mkdir()
    (tmp_path / "vazia" / "petition.yaml").write_text("petition_id: X\n", encoding="utf-8")
    code = main(["check", str(tmp_path / "vazia"), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code != 0
    assert len(err) == 1
    assert "não tem arquivos" in err[0]
    assert not (tmp_path / "out" / "report.json").exists()


def test_bad_date_is_a_usage_error(tmp_path):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "triagem.cli",
            "check",
            str(tmp_path),
            "--out",
            str(tmp_path),
            "--date",
            "16/11/2026",
        ],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2
    assert "AAAA-MM-DD" in proc.stderr


def test_broken_checklist_yaml_stops_before_any_document(tmp_path, capsys, monkeypatch):
    from triagem.settings import get_settings

    extra = tmp_path / "checklists"
    extra.mkdir()
    (extra / "sm-fretamento-empresa.yaml").write_text("id: [quebrado\n", encoding="utf-8")
    monkeypatch.setenv("TRIAGEM_CHECKLIST_DIR", str(extra))
    get_settings.cache_clear()
    try:
        code = main(["check", str(tmp_path), "--out", str(tmp_path / "out")])
    finally:
        get_settings.cache_clear()
    err = capsys.readouterr().err.strip().splitlines()
    assert code != 0
    assert len(err) == 1
    assert "sm-fretamento-empresa" in err[0]


def test_invalid_setting_is_one_clear_line(tmp_path, capsys, monkeypatch):
    from triagem.settings import get_settings

    monkeypatch.setenv("TRIAGEM_OCR_DPI", "muito")
    get_settings.cache_clear()
    try:
        code = main(["check", str(tmp_path), "--out", str(tmp_path / "out")])
    finally:
        get_settings.cache_clear()
    err = capsys.readouterr().err.strip().splitlines()
    assert code != 0
    assert len(err) == 1
    assert "TRIAGEM_OCR_DPI" in err[0]


def _bucket_env_seen(monkeypatch, tmp_path) -> str | None:
    """What ``demo --bucket`` leaves in the environment for Prefect's API."""
    import signal

    from triagem import intake

    seen = {}

    def fake_demo(settings, samples, engine, out):
        import os

        seen["timeout"] = os.environ.get("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS")
        return 0

    monkeypatch.setattr(intake, "run_demo_bucket", fake_demo)
    handler = signal.getsignal(signal.SIGTERM)
    try:
        assert main(["demo", "--bucket", "--samples", str(tmp_path)]) == 0
    finally:
        signal.signal(signal.SIGTERM, handler)
    return seen["timeout"]


def test_bucket_commands_give_prefects_first_start_time(monkeypatch, tmp_path):
    # A new machine's first temporary API (database created and migrated)
    # outlived Prefect's 20 s and the whole sweep failed.
    monkeypatch.delenv("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", raising=False)
    assert int(_bucket_env_seen(monkeypatch, tmp_path)) >= 60


def test_operators_prefect_start_time_wins(monkeypatch, tmp_path):
    monkeypatch.setenv("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "33")
    assert _bucket_env_seen(monkeypatch, tmp_path) == "33"
