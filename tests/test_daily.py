"""The daily summary, built from a bucket that a few sweeps filled."""

from __future__ import annotations

import csv
import io
import json
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from fixtures_services import fake_process, upload_petition
from triagem import daily
from triagem.intake import read_latest, sweep
from triagem.settings import Settings
from triagem.store import LocalStore


def yaml_for(name: str) -> bytes:
    return f"applicant: {{name: {name}, email: contato@exemplo.com.br}}\n".encode()


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[LocalStore, Settings, date]:
    """Given five petitions swept today and a sixth still arriving."""
    store = LocalStore(tmp_path_factory.mktemp("daily") / "bucket")
    settings = Settings(_env_file=None, quiet_period_seconds=120, timezone="America/Sao_Paulo")
    today = datetime.now(ZoneInfo(settings.timezone)).date()
    soon, later = today + timedelta(days=10), today + timedelta(days=45)
    upload_petition(
        store,
        "A-aprovada",
        {
            "requerimento.pdf": b"r",
            f"federal-valida-ate-{soon.isoformat()}.pdf": b"f",
            f"estadual-valida-ate-{later.isoformat()}.pdf": b"e",
            "petition.yaml": yaml_for("Aprovada Transportes"),
        },
    )
    for pid in ("B-falta", "C-falta"):
        upload_petition(store, pid, {"requerimento.pdf": b"r", "petition.yaml": yaml_for(pid)})
    upload_petition(
        store, "D-estadual", {"requerimento.pdf": b"r", "federal.pdf": b"f", "petition.yaml": b""}
    )
    upload_petition(store, "E-revisar", {"revisar.pdf": b"x", "petition.yaml": yaml_for("E")})
    sweep(store, settings, fake_process)
    upload_petition(store, "F-chegando", {"requerimento.pdf": b"r"})
    finished = datetime.fromisoformat(read_latest(store, "A-aprovada")["finished_at"])
    # The day the runs finished in, even if the clock passed midnight since.
    return store, settings, finished.astimezone(ZoneInfo(settings.timezone)).date()


def test_summary_counts_and_lists(filled) -> None:
    store, settings, day = filled

    summary = daily.collect_summary(store, day, settings)

    assert {r.petition_id for r in summary.received} == {
        "A-aprovada",
        "B-falta",
        "C-falta",
        "D-estadual",
        "E-revisar",
        "F-chegando",
    }
    assert len(summary.processed) == 5
    assert summary.verdicts == {"approve": 1, "deficient": 3, "review": 1}
    assert summary.pending_in_inbox == 1
    # B, C, D and E lack the estadual; B, C and E the federal; E the requerimento.
    assert [(d.item_id, d.petitions) for d in summary.deficiencies] == [
        ("art7.II.b.estadual", 4),
        ("art7.II.b.federal", 3),
        ("art7.I.a", 1),
    ]
    assert summary.deficiencies[0].missing == 4
    assert [w.petition_id for w in summary.waiting_review] == ["E-revisar"]
    (expiring,) = summary.expiring
    assert expiring.petition_id == "A-aprovada"
    assert expiring.document_type == "certidao_federal"
    assert expiring.valid_until == (day + timedelta(days=10)).isoformat()
    assert expiring.days_left == 10
    assert expiring.applicant == "Aprovada Transportes"


def test_another_day_has_no_movement(filled) -> None:
    store, settings, day = filled

    summary = daily.collect_summary(store, day - timedelta(days=3), settings)

    assert summary.processed == () and summary.received == ()
    # Waiting and expiring are the state of the registrations, not the day's movement.
    assert [w.petition_id for w in summary.waiting_review] == ["E-revisar"]


def test_summary_is_written_as_html_and_csv(filled) -> None:
    store, settings, day = filled
    summary = daily.collect_summary(store, day, settings)

    keys = daily.write_summary(store, summary)

    prefix = f"reports/daily/{day.isoformat()}/"
    assert set(keys.values()) <= {o.key for o in store.list(prefix)}
    rows = list(csv.DictReader(io.StringIO(store.get(prefix + "deficiencies.csv").decode())))
    assert rows[0]["item_id"] == "art7.II.b.estadual" and rows[0]["petitions"] == "4"
    totals = dict(csv.reader(io.StringIO(store.get(prefix + "summary.csv").decode())))
    assert totals["processadas"] == "5" and totals["decisao_deficient"] == "3"
    expiring = list(csv.DictReader(io.StringIO(store.get(prefix + "expiring.csv").decode())))
    assert [r["petition_id"] for r in expiring] == ["A-aprovada"]
    html = store.get(prefix + "summary.html").decode()
    assert f"Resumo diário da triagem – {day:%d/%m/%Y}" in html
    assert (day + timedelta(days=10)).strftime("%d/%m/%Y") in html
    assert "E-revisar" in html
    # Not a petition: a sweep never takes the summary folder for one.
    assert json.loads(store.get(prefix + "summary.json"))["day"] == day.isoformat()


def test_reviewed_petition_leaves_the_waiting_list(tmp_path: Path) -> None:
    store = LocalStore(tmp_path / "bucket")
    settings = Settings(_env_file=None)
    upload_petition(store, "E-revisar", {"revisar.pdf": b"x", "petition.yaml": b""})
    sweep(store, settings, fake_process)
    latest = read_latest(store, "E-revisar")
    day = datetime.fromisoformat(latest["finished_at"]).astimezone(ZoneInfo(settings.timezone))

    store.put(f"reports/E-revisar/{latest['run_id']}/reviewed.json", b'{"by": "servidor"}')

    assert daily.collect_summary(store, day.date(), settings).waiting_review == ()


def test_summary_is_mailed_once_a_day(filled, mailbox) -> None:
    store, settings, day = filled
    smtp = settings.model_copy(
        update={
            "smtp_host": mailbox.host,
            "smtp_port": mailbox.port,
            "smtp_from": "triagem@transporte.example.gov.br",
            "clerks_email": "servidores@transporte.example.gov.br",
        }
    )
    summary = daily.collect_summary(store, day, smtp)

    first = daily.mail_summary(store, summary, smtp)
    second = daily.mail_summary(store, summary, smtp)

    assert first.status == second.status == "sent"
    (message,) = mailbox.messages
    assert mailbox.envelopes[0][1] == ["servidores@transporte.example.gov.br"]
    names = {a.get_filename() for a in message.iter_attachments()}
    assert {"summary.html", "summary.csv", "deficiencies.csv", "expiring.csv"} <= names


def test_daily_flow_writes_to_the_bucket(bucket_settings, s3_store, prefect_harness) -> None:
    from flows.daily import daily_summary

    upload_petition(s3_store, "P-1", {"requerimento.pdf": b"r", "petition.yaml": yaml_for("X")})
    sweep(s3_store, bucket_settings, fake_process)
    finished = datetime.fromisoformat(read_latest(s3_store, "P-1")["finished_at"])
    today = finished.astimezone(ZoneInfo(bucket_settings.timezone)).date()

    result = daily_summary(day=today.isoformat(), mail=False)

    assert result["delivery"] is None
    html = s3_store.get(result["keys"]["summary.html"]).decode()
    assert "P-1" in html
