"""Delivering notices and drafts: SMTP (a real aiosmtpd server), .eml, at most once.

The marker protocol of ``triagem.mail`` is exercised at each of its edges:
refusals before DATA (released, sent later), refusals for good (kept as
.eml), a connection lost during DATA (uncertain, never resent), a run that
died holding the marker, and two deliveries racing.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import json
import ssl
import subprocess
import sys
import threading
from email import message_from_bytes, policy
from pathlib import Path

import jinja2
import pytest

from triagem.mail import (
    Attachment,
    MailUnavailable,
    MailUncertain,
    compose_draft,
    compose_notice,
    deliver,
    marker_key,
    render_body,
    send_smtp,
)
from triagem.settings import Settings
from triagem.store import LocalStore, owner_record

PDF = b"%PDF-1.4\n% notice\n"

REPORT = {
    "petition_id": "P-1",
    "checklist": "sm-fretamento-empresa",
    "reference_date": "2026-03-02",
    "decision": "deficient",
    "applicant": {"name": "Transportes Exemplo Ltda", "email": "contato@exemplo.com.br"},
    "warnings": [],
    "items": [
        {
            "id": "art7.II.b.municipal",
            "status": "missing",
            "legal_basis": "Art. 7º, II, b",
            "label": "Certidão negativa de débitos municipais",
            "person": None,
            "person_name": None,
            "reason": "Nenhum documento do tipo foi encontrado.",
            "cure": "Apresentar a certidão negativa de débitos municipais.",
        },
        {
            "id": "art7.I.a",
            "status": "ok",
            "legal_basis": "Art. 7º, I, a",
            "label": "Requerimento",
            "person": None,
            "person_name": None,
            "reason": None,
            "cure": None,
        },
    ],
}


@pytest.fixture()
def store(tmp_path: Path) -> LocalStore:
    return LocalStore(tmp_path / "bucket")


@pytest.fixture()
def smtp_settings(mailbox) -> Settings:
    return Settings(
        _env_file=None,
        smtp_host=mailbox.host,
        smtp_port=mailbox.port,
        smtp_from="protocolo@transporte.example.gov.br",
        clerks_email="servidores@transporte.example.gov.br",
        smtp_timeout_seconds=10,
    )


def notice(settings: Settings, fingerprint: str = "f1"):
    return compose_notice("P-1", REPORT, [Attachment("notice.pdf", PDF)], settings, fingerprint)


def test_notice_is_sent_once_with_its_pdf(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)

    first = deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml")
    again = deliver(store, letter, smtp_settings, "reports/P-1/r2/notice.eml")

    assert first.status == again.status == "sent"
    (message,) = mailbox.messages
    assert mailbox.envelopes == [
        ("protocolo@transporte.example.gov.br", ["contato@exemplo.com.br"])
    ]
    assert message["X-Triagem-Letter"] == letter.key
    assert message["Subject"] == "Notificação de exigências – petição P-1"
    (attachment,) = message.iter_attachments()
    assert attachment.get_filename() == "notice.pdf"
    assert attachment.get_content() == PDF
    body = message.get_body(("plain",)).get_content()
    assert "Certidão negativa de débitos municipais" in body
    assert "30 (trinta) dias" in body
    marker = json.loads(store.get(marker_key("P-1", letter.key)))
    assert marker["state"] == "sent" and marker["message_id"] == message["Message-ID"]


def test_letter_key_ignores_rerenders_but_not_new_scans(smtp_settings) -> None:
    assert notice(smtp_settings).key == notice(smtp_settings).key
    assert notice(smtp_settings, "f2").key != notice(smtp_settings).key


def test_without_smtp_the_message_is_kept_as_eml(store) -> None:
    settings = Settings(_env_file=None, smtp_host=None)
    letter = notice(settings)

    delivery = deliver(store, letter, settings, "reports/P-1/r1/notice.eml")

    assert delivery.status == "eml" and delivery.eml == "reports/P-1/r1/notice.eml"
    message = message_from_bytes(store.get(delivery.eml), policy=policy.default)
    assert message["To"] == "contato@exemplo.com.br"
    assert [a.get_filename() for a in message.iter_attachments()] == ["notice.pdf"]


def test_draft_goes_to_the_clerks(store, smtp_settings, mailbox) -> None:
    report = dict(REPORT, decision="approve")
    letter = compose_draft(
        "P-1", report, [Attachment("draft.pdf", PDF)], smtp_settings, "f1", "s3://b/r.json"
    )

    deliver(store, letter, smtp_settings, "reports/P-1/r1/draft.eml")

    assert mailbox.envelopes[0][1] == ["servidores@transporte.example.gov.br"]
    assert "contato@exemplo.com.br" not in mailbox.messages[0].as_string()


def test_server_down_releases_the_marker_so_a_retry_sends(store, smtp_settings, mailbox) -> None:
    from triagem.embedded import free_ports

    (closed,) = free_ports(1)
    down = smtp_settings.model_copy(update={"smtp_port": closed})
    letter = notice(smtp_settings)

    with pytest.raises(MailUnavailable):
        deliver(store, letter, down, "reports/P-1/r1/notice.eml")

    assert store.stat(marker_key("P-1", letter.key)) is None
    assert deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml").status == "sent"
    assert len(mailbox.messages) == 1


def test_temporary_refusal_is_retried_later(store, smtp_settings, mailbox) -> None:
    mailbox.rcpt_reply = "451 4.3.0 Tente mais tarde"
    letter = notice(smtp_settings)

    with pytest.raises(MailUnavailable):
        deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml")
    mailbox.rcpt_reply = None
    delivery = deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml")

    assert delivery.status == "sent" and len(mailbox.messages) == 1


def test_permanent_refusal_is_kept_and_not_retried(store, smtp_settings, mailbox) -> None:
    mailbox.rcpt_reply = "550 5.1.1 Caixa postal inexistente"
    letter = notice(smtp_settings)

    refused = deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml")
    mailbox.rcpt_reply = None
    again = deliver(store, letter, smtp_settings, "reports/P-1/r1/notice.eml")

    assert refused.status == again.status == "refused"
    assert "550" in refused.detail
    assert store.stat("reports/P-1/r1/notice.eml") is not None
    assert mailbox.messages == []


def test_connection_lost_during_data_is_never_resent(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)

    def breaks_in_data(msg, settings, before_data):
        before_data()
        raise MailUncertain("conexão perdida durante o envio (simulado)")

    first = deliver(store, letter, smtp_settings, "x.eml", send=breaks_in_data)
    second = deliver(store, letter, smtp_settings, "x.eml")

    assert first.status == second.status == "uncertain"
    assert mailbox.messages == []


def _dead_pid() -> int:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    return gone.pid


def test_marker_of_a_run_killed_before_data_is_taken_over(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)
    record = owner_record(3600)
    record.update(state="claimed", pid=_dead_pid(), process="killed-run")
    store.put(marker_key("P-1", letter.key), json.dumps(record).encode())

    delivery = deliver(store, letter, smtp_settings, "x.eml")

    assert delivery.status == "sent" and len(mailbox.messages) == 1


def test_marker_of_a_run_killed_during_data_means_uncertain(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)
    record = owner_record(3600)
    record.update(state="data", pid=_dead_pid(), process="killed-run")
    store.put(marker_key("P-1", letter.key), json.dumps(record).encode())

    delivery = deliver(store, letter, smtp_settings, "x.eml")

    assert delivery.status == "uncertain" and mailbox.messages == []
    assert json.loads(store.get(marker_key("P-1", letter.key)))["state"] == "uncertain"


def test_marker_held_by_a_live_run_is_left_alone(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)
    record = owner_record(3600)
    record.update(state="claimed", machine="another-machine", pid=1, process="x")
    store.put(marker_key("P-1", letter.key), json.dumps(record).encode())

    delivery = deliver(store, letter, smtp_settings, "x.eml")

    assert delivery.status == "in_progress" and not delivery.finished
    assert mailbox.messages == []


def test_racing_deliveries_send_one_message(store, smtp_settings, mailbox) -> None:
    letter = notice(smtp_settings)
    barrier = threading.Barrier(6)
    statuses: list[str] = []

    def race() -> None:
        barrier.wait()
        statuses.append(deliver(store, letter, smtp_settings, "x.eml").status)

    threads = [threading.Thread(target=race) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert len(mailbox.messages) == 1
    assert statuses.count("sent") >= 1
    assert set(statuses) <= {"sent", "in_progress"}


def test_template_refuses_missing_values() -> None:
    with pytest.raises(jinja2.UndefinedError):
        render_body("notice", {"petition_id": "P-1"})


# --------------------------------------------------------------------------
# STARTTLS and login, against a server that demands both


def _self_signed(folder: Path) -> tuple[Path, Path]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


def test_starttls_and_login(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult

    from fixtures_services import Mailbox
    from triagem.embedded import free_ports
    from triagem.mail import build_message

    cert, key = _self_signed(tmp_path)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = auth_data.login == b"triagem" and auth_data.password == b"segredo"
        return AuthResult(success=ok)

    (port,) = free_ports(1)
    box = Mailbox(port)
    controller = Controller(
        box,
        hostname="127.0.0.1",
        port=port,
        tls_context=context,
        require_starttls=True,
        authenticator=authenticator,
        auth_required=True,
    )
    controller.start()
    try:
        # The client trusts the test certificate as the system's CA bundle.
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))
        settings = Settings(
            _env_file=None,
            smtp_host="127.0.0.1",
            smtp_port=port,
            smtp_starttls=True,
            smtp_user="triagem",
            smtp_password="segredo",
            smtp_from="protocolo@transporte.example.gov.br",
        )
        letter = notice(settings)
        send_smtp(build_message(letter, settings), settings, lambda: None)
        plain = settings.model_copy(update={"smtp_starttls": False})
        with pytest.raises(MailUnavailable):
            send_smtp(build_message(letter, plain), plain, lambda: None)
    finally:
        controller.stop()
    assert len(box.messages) == 1
    assert box.messages[0]["X-Triagem-Letter"] == letter.key
