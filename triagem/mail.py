"""Deliver the notice to the applicant and the approval draft to the clerks.

Over SMTP when ``TRIAGEM_SMTP_HOST`` is set (STARTTLS and login optional),
else as an ``.eml`` file written beside the report in the bucket.

At most once
------------
Every letter has a key: a hash of what makes it *that* letter (petition,
kind, recipients, the fingerprint of the scans it judged, the decision and
the deficient items), not of the PDF bytes, which change with the issue date
on every re-run. A marker object ``reports/<petition>/sent/<key>.json`` in the
bucket records the delivery, and it is written *before* the message leaves:

1. create the marker as ``claimed`` with a conditional create (If-None-Match):
   of two runs, only one goes on;
2. connect, MAIL FROM, RCPT TO; any refusal here means nothing was sent: the
   marker is deleted so that a retry (or the next sweep) may send;
3. switch the marker to ``data`` (conditional on our own etag), then DATA;
4. on the server's 250, switch the marker to ``sent``.

A crash or a lost connection between 3 and 4 leaves ``data``: the message
may or may not have gone out, and it is never sent again automatically; the
delivery is reported as ``uncertain`` for a clerk to confirm. A marker left in
``claimed`` by a run that died (lease over, or its pid gone on this machine)
is taken over, because then DATA never started. So a notice is sent at most
once whatever retries, re-runs or parallel sweeps happen, and is lost only
in the one window where SMTP itself cannot tell.
"""

from __future__ import annotations

import hashlib
import json
import logging
import smtplib
import socket
import ssl
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from functools import lru_cache
from typing import Any

import jinja2

from triagem.errors import TriagemError
from triagem.settings import Settings
from triagem.store import (
    ObjectStore,
    active,
    owner_is_stale,
    owner_record,
    secret_value,
)

log = logging.getLogger(__name__)

DEFICIENT = ("missing", "expired", "invalid")

# States of a marker; see the module docstring.
CLAIMED, DATA, SENT, EML, REFUSED, UNCERTAIN = (
    "claimed",
    "data",
    "sent",
    "eml",
    "refused",
    "uncertain",
)


class MailError(TriagemError):
    """A message could not be delivered."""

    exit_code = 7


class MailUnavailable(MailError):
    """Nothing was sent and a later attempt may succeed (no server, 4xx)."""


class MailRefused(MailError):
    """The server refused the message for good (5xx): nothing was sent."""


class MailUncertain(MailError):
    """The connection broke during DATA: the message may have been sent."""


@dataclass(frozen=True)
class Attachment:
    filename: str
    data: bytes
    mime: str = "application/pdf"


@dataclass(frozen=True)
class Letter:
    """One message to deliver: who, what, and the key that makes it unique."""

    petition_id: str
    kind: str  # notice | draft | daily
    to: tuple[str, ...]
    subject: str
    body: str
    attachments: tuple[Attachment, ...] = ()
    key: str = ""


@dataclass(frozen=True)
class Delivery:
    """What became of a letter. ``status``: sent, eml, uncertain, refused, in_progress."""

    kind: str
    status: str
    key: str
    to: tuple[str, ...] = ()
    marker: str | None = None
    eml: str | None = None
    message_id: str | None = None
    detail: str | None = None
    at: str = field(default_factory=lambda: datetime.now(UTC).replace(microsecond=0).isoformat())

    @property
    def finished(self) -> bool:
        """Nothing more to do for this letter (in_progress is someone else's)."""
        return self.status in (SENT, EML, UNCERTAIN, REFUSED)

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["to"] = list(self.to)
        return out


# --------------------------------------------------------------------------
# Composing


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    from triagem.render import FILTERS, default_template_dir

    # Plain-text bodies: no HTML escaping, but a missing value is an error,
    # never a blank in a letter to the applicant (STYLE.md, Templates).
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(default_template_dir())),
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(FILTERS)
    return env


def render_body(kind: str, context: Mapping[str, Any]) -> str:
    """The plain-text body of a notice or draft e-mail."""
    return _environment().get_template(f"email_{kind}.txt.j2").render(**context)


def letter_key(
    petition_id: str, kind: str, to: Sequence[str], fingerprint: str, report: Mapping[str, Any]
) -> str:
    """What identifies a letter across re-runs (see the module docstring)."""
    deficient = sorted(
        (item["id"], item.get("person") or "", item["status"])
        for item in report.get("items", [])
        if item.get("status") in DEFICIENT
    )
    basis = {
        "petition": petition_id,
        "kind": kind,
        "to": sorted(to),
        "inputs": fingerprint,
        "decision": report.get("decision"),
        "deficient": deficient,
    }
    return hashlib.sha256(json.dumps(basis, sort_keys=True).encode()).hexdigest()[:32]


def _checklist_title(report: Mapping[str, Any]) -> str:
    try:
        from checklists import load_checklist

        return str(load_checklist(report["checklist"]).title)
    except Exception:  # noqa: BLE001 - the id is still a fine title in a mail body
        return str(report.get("checklist") or "registro")


def compose_notice(
    petition_id: str,
    report: Mapping[str, Any],
    attachments: Sequence[Attachment],
    settings: Settings,
    fingerprint: str,
) -> Letter:
    """The deficiency notice e-mail for the applicant (address from petition.yaml)."""
    email = (report.get("applicant") or {}).get("email")
    to = (email,) if email else ()
    items = [i for i in report["items"] if i["status"] in DEFICIENT]
    context = {
        "petition_id": petition_id,
        "applicant_name": (report.get("applicant") or {}).get("name") or "requerente",
        "checklist_title": _checklist_title(report),
        "reference_date": report["reference_date"],
        "deficient_items": items,
        "deadline_days": settings.notice_deadline_days,
        "supplement": report.get("supplement"),
        "attachments": [a.filename for a in attachments],
    }
    return Letter(
        petition_id=petition_id,
        kind="notice",
        to=to,
        subject=f"Notificação de exigências – petição {petition_id}",
        body=render_body("notice", context),
        attachments=tuple(attachments),
        key=letter_key(petition_id, "notice", to, fingerprint, report),
    )


def compose_draft(
    petition_id: str,
    report: Mapping[str, Any],
    attachments: Sequence[Attachment],
    settings: Settings,
    fingerprint: str,
    report_location: str,
) -> Letter:
    """The approval draft e-mail for the clerks, never for the applicant."""
    to = (settings.clerks_email,) if settings.clerks_email else ()
    items = report["items"]
    context = {
        "petition_id": petition_id,
        "applicant_name": (report.get("applicant") or {}).get("name") or "requerente",
        "checklist_title": _checklist_title(report),
        "reference_date": report["reference_date"],
        "ok_count": sum(1 for i in items if i["status"] == "ok"),
        "not_applicable_count": sum(1 for i in items if i["status"] == "not_applicable"),
        "warnings": list(report.get("warnings") or []),
        "supplement": report.get("supplement"),
        "attachments": [a.filename for a in attachments],
        "report_location": report_location,
    }
    return Letter(
        petition_id=petition_id,
        kind="draft",
        to=to,
        subject=f"Minuta de deferimento para assinatura – petição {petition_id}",
        body=render_body("draft", context),
        attachments=tuple(attachments),
        key=letter_key(petition_id, "draft", to, fingerprint, report),
    )


def build_message(letter: Letter, settings: Settings) -> EmailMessage:
    """The MIME message: text body, attachments, and the letter key as a header."""
    sender = settings.smtp_from or f"triagem@{socket.gethostname()}"
    msg = EmailMessage()
    msg["From"] = sender
    if letter.to:
        msg["To"] = ", ".join(letter.to)
    msg["Subject"] = letter.subject
    msg["Date"] = format_datetime(datetime.now(UTC))
    msg["Message-ID"] = make_msgid(idstring=letter.key[:16], domain=sender.rsplit("@", 1)[-1])
    # Lets a mailbox (and the tests) see that a letter arrived once.
    msg["X-Triagem-Letter"] = letter.key
    msg.set_content(letter.body)
    for attachment in letter.attachments:
        maintype, _, subtype = attachment.mime.partition("/")
        msg.add_attachment(
            attachment.data, maintype=maintype, subtype=subtype, filename=attachment.filename
        )
    return msg


# --------------------------------------------------------------------------
# SMTP


def send_smtp(msg: EmailMessage, settings: Settings, before_data: Callable[[], None]) -> str:
    """Send one message; ``before_data`` runs after the envelope is accepted.

    Raises MailUnavailable (nothing sent, retry), MailRefused (nothing sent,
    never will be) or MailUncertain (the connection broke during DATA).
    Returns the server's reply to the message.
    """
    if not settings.smtp_host:
        raise MailUnavailable("SMTP não configurado (TRIAGEM_SMTP_HOST)")
    sender = msg["From"]
    recipients = [a.strip() for a in str(msg["To"] or "").split(",") if a.strip()]
    where = f"{settings.smtp_host}:{settings.smtp_port}"

    def refused(stage: str, code: int, reply: bytes | str, *, final: bool) -> MailError:
        text = reply.decode("utf-8", "replace") if isinstance(reply, bytes) else str(reply)
        # Only a 5xx about this recipient or this message is final; a refused
        # sender, login or TLS is the configuration's fault: nothing was
        # sent, and the letter goes out once it is fixed.
        cls = MailRefused if final and 500 <= code < 600 else MailUnavailable
        return cls(f"servidor SMTP {where} recusou {stage}: {code} {text}")

    try:
        smtp = smtplib.SMTP(
            settings.smtp_host, settings.smtp_port, timeout=settings.smtp_timeout_seconds
        )
    except (OSError, smtplib.SMTPException) as e:
        raise MailUnavailable(f"servidor SMTP {where} inacessível: {e!r}") from e
    try:
        in_data = False
        try:
            smtp.ehlo()
            if settings.smtp_starttls:
                smtp.starttls(context=ssl.create_default_context())
                smtp.ehlo()
            if settings.smtp_user:
                smtp.login(settings.smtp_user, secret_value(settings.smtp_password) or "")
            code, reply = smtp.mail(sender)
            if code != 250:
                raise refused("o remetente", code, reply, final=False)
            accepted = 0
            last: tuple[int, bytes] = (0, b"")
            for rcpt in recipients:
                code, reply = smtp.rcpt(rcpt)
                if code in (250, 251):
                    accepted += 1
                else:
                    last = (code, reply)
            if not accepted:
                raise refused("o destinatário", *last, final=True)
            try:
                before_data()
            except Exception:
                smtp.rset()
                raise
            in_data = True
            # smtplib sends bytes as they are: the wire wants CRLF line ends.
            code, reply = smtp.data(msg.as_bytes(policy=msg.policy.clone(linesep="\r\n")))
            in_data = False
            if code != 250:
                raise refused("a mensagem", code, reply, final=True)
            return reply.decode("utf-8", "replace")
        except smtplib.SMTPResponseException as e:
            # Raised before the message itself was accepted (DATA's 354 stage
            # included), so nothing was sent.
            raise refused("a transação", e.smtp_code, e.smtp_error, final=False) from e
        except (OSError, smtplib.SMTPException) as e:
            if in_data:
                raise MailUncertain(f"conexão com {where} perdida durante o envio: {e!r}") from e
            raise MailUnavailable(f"servidor SMTP {where} falhou: {e!r}") from e
    finally:
        try:
            smtp.quit()
        except (OSError, smtplib.SMTPException):
            smtp.close()


# --------------------------------------------------------------------------
# Delivering, at most once


def marker_key(petition_id: str, key: str) -> str:
    """Where the marker of a letter lives in the bucket."""
    return f"reports/{petition_id}/sent/{key}.json"


def _read_marker(store: ObjectStore, key: str) -> tuple[dict[str, Any], str] | None:
    info = store.stat(key)
    if info is None:
        return None
    try:
        return json.loads(store.get(key)), info.etag
    except (ValueError, TriagemError):
        return None


def _dump(record: Mapping[str, Any]) -> bytes:
    return json.dumps(record, ensure_ascii=False, sort_keys=True, indent=1).encode("utf-8")


def _from_marker(letter: Letter, record: Mapping[str, Any], key: str) -> Delivery:
    return Delivery(
        kind=letter.kind,
        status=record.get("state", UNCERTAIN),
        key=letter.key,
        to=tuple(record.get("to") or letter.to),
        marker=key,
        eml=record.get("eml"),
        message_id=record.get("message_id"),
        detail=record.get("detail"),
        at=record.get("at") or record.get("acquired_at") or "",
    )


def write_eml(
    store: ObjectStore, letter: Letter, settings: Settings, target: str, detail: str
) -> Delivery:
    """Keep the message as an .eml object (no SMTP, or no address to send it to)."""
    msg = build_message(letter, settings)
    store.put(target, msg.as_bytes(), "message/rfc822")
    key = marker_key(letter.petition_id, letter.key)
    record = {
        "state": EML,
        "kind": letter.kind,
        "to": list(letter.to),
        "eml": target,
        "message_id": msg["Message-ID"],
        "detail": detail,
        "at": datetime.now(UTC).replace(microsecond=0).isoformat(),
    }
    if store.put_if_absent(key, _dump(record), "application/json") is None:
        existing = _read_marker(store, key)
        if existing is not None:
            return _from_marker(letter, existing[0], key)
    return _from_marker(letter, record, key)


def deliver(
    store: ObjectStore,
    letter: Letter,
    settings: Settings,
    eml_key: str,
    *,
    send: Callable[[EmailMessage, Settings, Callable[[], None]], str] = send_smtp,
) -> Delivery:
    """Deliver ``letter`` at most once; ``eml_key`` is where an .eml goes instead.

    Raises MailUnavailable when nothing was sent but a retry may send it
    (the marker is then released); returns a Delivery otherwise.
    """
    if not letter.to:
        why = (
            "sem endereço do requerente no petition.yaml"
            if letter.kind == "notice"
            else "sem endereço dos servidores (TRIAGEM_CLERKS_EMAIL)"
        )
        return write_eml(store, letter, settings, eml_key, why)
    if not settings.smtp_host:
        return write_eml(store, letter, settings, eml_key, "SMTP não configurado")

    key = marker_key(letter.petition_id, letter.key)
    lease = settings.smtp_timeout_seconds * 4 + 60
    record = owner_record(lease)
    record.update(state=CLAIMED, kind=letter.kind, to=list(letter.to))
    with active(record["owner"]):
        etag = store.put_if_absent(key, _dump(record), "application/json")
        if etag is None:
            found = _read_marker(store, key)
            if found is None:  # deleted meanwhile by a failed attempt: next time
                return Delivery(letter.kind, "in_progress", letter.key, letter.to, key)
            current, current_etag = found
            state = current.get("state")
            if state in (SENT, EML, REFUSED, UNCERTAIN):
                return _from_marker(letter, current, key)
            if not owner_is_stale(current):
                return Delivery(letter.kind, "in_progress", letter.key, letter.to, key)
            if state == DATA:
                # DATA started and its holder is gone: it may have gone out.
                current.update(
                    state=UNCERTAIN,
                    detail="envio interrompido durante a transmissão; confirme com o destinatário",
                )
                store.put_if_match(key, _dump(current), current_etag, "application/json")
                return _from_marker(letter, current, key)
            # Claimed by a run that died before DATA: nothing went out; take over.
            etag = store.put_if_match(key, _dump(record), current_etag, "application/json")
            if etag is None:
                return Delivery(letter.kind, "in_progress", letter.key, letter.to, key)

        msg = build_message(letter, settings)
        holder = {"etag": etag}

        def before_data() -> None:
            moved = dict(record, state=DATA, message_id=msg["Message-ID"])
            new = store.put_if_match(key, _dump(moved), holder["etag"], "application/json")
            if new is None:
                raise MailUnavailable("marcador de envio alterado por outro processo")
            holder["etag"] = new

        try:
            reply = send(msg, settings, before_data)
        except MailRefused as e:
            done = dict(record, state=REFUSED, detail=str(e), at=_now())
            store.put_if_match(key, _dump(done), holder["etag"], "application/json")
            log.warning("%s for %s refused: %s", letter.kind, letter.petition_id, e)
            eml = write_eml(store, letter, settings, eml_key, f"recusado pelo servidor: {e}")
            return Delivery(letter.kind, REFUSED, letter.key, letter.to, key, eml.eml, None, str(e))
        except MailUncertain as e:
            done = dict(
                record, state=UNCERTAIN, message_id=msg["Message-ID"], detail=str(e), at=_now()
            )
            store.put_if_match(key, _dump(done), holder["etag"], "application/json")
            log.error("%s for %s: %s", letter.kind, letter.petition_id, e)
            return _from_marker(letter, done, key)
        except Exception:
            # Nothing went out: release the marker so that a retry may send.
            # If the store is down too, the marker stays "claimed" by this
            # process and is taken over by its next attempt (owner_is_stale).
            try:
                info = store.stat(key)
                if info is not None and info.etag == holder["etag"]:
                    store.delete(key)
            except TriagemError as cleanup:
                log.warning("could not release mail marker %s: %s", key, cleanup)
            raise
        done = dict(record, state=SENT, message_id=msg["Message-ID"], detail=reply, at=_now())
        _record_sent(store, key, done, holder["etag"])
        return _from_marker(letter, done, key)


def _record_sent(store: ObjectStore, key: str, record: dict[str, Any], etag: str) -> None:
    # The message is out: a marker stuck in "data" would only make it
    # "uncertain" later, never resent, so a few quick tries are enough.
    for attempt in range(3):
        try:
            store.put_if_match(key, _dump(record), etag, "application/json")
            return
        except TriagemError as e:
            log.warning("recording sent marker %s (attempt %d): %s", key, attempt + 1, e)


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()
