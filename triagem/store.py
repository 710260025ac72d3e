"""The bucket the clerks drop scans into, behind one small protocol.

``ObjectStore`` is the seam (STYLE.md): ``S3Store`` talks to any
S3-compatible server (MinIO, AWS S3, SeaweedFS) through the ``minio`` SDK;
``LocalStore`` keeps the same keys as files under a folder, for tests and
for a bucket-less trial (``TRIAGEM_S3_ENDPOINT=file:///some/folder``).

Two conditional writes carry all the coordination between sweeps, claims and
mail markers: ``put_if_absent`` (``If-None-Match: *``) and ``put_if_match``
(``If-Match: <etag>``). AWS S3, MinIO and SeaweedFS honour both, atomically.

Store failures are translated here, once: ``StoreUnavailable`` for what a
retry may cure (connection refused, time-outs, 5xx), ``StoreError`` for what
it will not (wrong keys, missing bucket). Messages are in Portuguese because
they reach the clerks through ``triagem watch``.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import io
import logging
import os
import socket
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from triagem.errors import TriagemError
from triagem.settings import Settings

log = logging.getLogger(__name__)

CONTENT_TYPES = {
    ".json": "application/json",
    ".html": "text/html; charset=utf-8",
    ".csv": "text/csv; charset=utf-8",
    ".pdf": "application/pdf",
    ".eml": "message/rfc822",
    ".yaml": "application/yaml",
    ".yml": "application/yaml",
    ".txt": "text/plain; charset=utf-8",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".tif": "image/tiff",
    ".tiff": "image/tiff",
}


def content_type_for(name: str) -> str:
    """A MIME type from a file name, ``application/octet-stream`` when unknown."""
    return CONTENT_TYPES.get(Path(name).suffix.lower(), "application/octet-stream")


class StoreError(TriagemError):
    """The object store refused the request in a way a retry will not change."""

    exit_code = 5


class StoreUnavailable(StoreError):
    """The object store could not be reached or failed transiently: retry later."""

    exit_code = 6


class ObjectMissing(StoreError):
    """The key does not exist (it was moved or deleted meanwhile)."""


@dataclass(frozen=True)
class ObjectInfo:
    """One object as a listing shows it. ``etag`` is unquoted."""

    key: str
    size: int
    etag: str
    last_modified: datetime


@runtime_checkable
class ObjectStore(Protocol):
    """What intake, mail and the daily summary need from a bucket."""

    def describe(self) -> str:
        """Where this store is, for messages: ``s3://host/bucket``, a folder."""
        ...

    def url(self, key: str) -> str:
        """A key as a person can find it: ``s3://bucket/key``."""
        ...

    def ensure_bucket(self) -> None:
        """Create the bucket when it does not exist."""
        ...

    def list(self, prefix: str) -> list[ObjectInfo]:
        """Every object under ``prefix`` (recursive), sorted by key."""
        ...

    def stat(self, key: str) -> ObjectInfo | None:
        """The object's info, ``None`` when absent."""
        ...

    def get(self, key: str) -> bytes:
        """The object's bytes; ``ObjectMissing`` when absent."""
        ...

    def download(self, key: str, target: Path) -> None:
        """Write the object to ``target`` (parents created)."""
        ...

    def put(self, key: str, data: bytes, content_type: str | None = None) -> str:
        """Write (or overwrite) an object; returns its etag."""
        ...

    def put_if_absent(self, key: str, data: bytes, content_type: str | None = None) -> str | None:
        """Create the object only if no object has that key; etag, or ``None`` if it existed."""
        ...

    def put_if_match(
        self, key: str, data: bytes, etag: str, content_type: str | None = None
    ) -> str | None:
        """Overwrite only if the current etag is ``etag``; new etag, or ``None`` if not."""
        ...

    def copy(self, source: str, target: str, *, if_match: str | None = None) -> bool:
        """Server-side copy; ``False`` when ``if_match`` no longer holds."""
        ...

    def delete(self, key: str) -> None:
        """Remove the object; absent is fine."""
        ...


# --------------------------------------------------------------------------
# S3 (MinIO SDK)


def _http_client(secure: bool, timeout: float):
    import urllib3

    # The SDK's default waits five minutes per request and retries five
    # times; a sweep must notice a dead store in seconds. Retries of our own
    # (Prefect tasks, the next sweep) take over from there.
    kwargs = {}
    if secure:
        try:
            import certifi

            kwargs["ca_certs"] = os.environ.get("SSL_CERT_FILE") or certifi.where()
        except ImportError:  # pragma: no cover - certifi comes with minio
            pass
        kwargs["cert_reqs"] = "CERT_REQUIRED"
    return urllib3.PoolManager(
        timeout=urllib3.Timeout(connect=min(5.0, timeout), read=timeout),
        maxsize=10,
        retries=urllib3.Retry(total=2, backoff_factor=0.2, status_forcelist=[500, 502, 503, 504]),
        **kwargs,
    )


# S3 error codes that a later attempt may not see again.
_TRANSIENT_CODES = {
    "InternalError",
    "ServiceUnavailable",
    "SlowDown",
    "RequestTimeout",
    "OperationAborted",
    "XMinioServerNotInitialized",
}


class S3Store:
    """An S3-compatible bucket through the ``minio`` SDK."""

    def __init__(
        self,
        endpoint: str,
        access_key: str | None,
        secret_key: str | None,
        bucket: str,
        *,
        secure: bool = False,
        region: str | None = None,
        timeout: float = 30.0,
    ) -> None:
        from minio import Minio

        self.endpoint = endpoint
        self.bucket = bucket
        self.secure = secure
        self._client = Minio(
            endpoint,
            access_key=access_key,
            secret_key=secret_key,
            secure=secure,
            region=region,
            http_client=_http_client(secure, timeout),
        )

    def describe(self) -> str:
        scheme = "https" if self.secure else "http"
        return f"{scheme}://{self.endpoint}/{self.bucket}"

    def url(self, key: str) -> str:
        return f"s3://{self.bucket}/{key}"

    # Translation of the SDK's failures, in one place.
    @contextlib.contextmanager
    def _errors(self, what: str, key: str = "") -> Iterator[None]:
        import urllib3.exceptions
        from minio.error import InvalidResponseError, S3Error, ServerError

        where = f"{self.describe()}/{key}" if key else self.describe()
        try:
            yield
        except S3Error as e:
            if e.code in ("NoSuchKey", "NoSuchObject"):
                raise ObjectMissing(f"objeto não encontrado: {where}") from e
            if e.code == "NoSuchBucket":
                raise StoreError(f"o bucket '{self.bucket}' não existe em {self.endpoint}") from e
            if e.code in _TRANSIENT_CODES:
                raise StoreUnavailable(
                    f"armazenamento indisponível ({what} {where}): {e.code}"
                ) from e
            if e.code in ("AccessDenied", "SignatureDoesNotMatch", "InvalidAccessKeyId"):
                raise StoreError(
                    f"o armazenamento recusou as credenciais ({what} {where}): {e.code}; "
                    "confira TRIAGEM_S3_ACCESS_KEY e TRIAGEM_S3_SECRET_KEY"
                ) from e
            raise StoreError(f"erro do armazenamento ({what} {where}): {e.code} {e.message}") from e
        except (ServerError, InvalidResponseError) as e:
            raise StoreUnavailable(f"armazenamento indisponível ({what} {where}): {e}") from e
        except (urllib3.exceptions.HTTPError, OSError) as e:
            raise StoreUnavailable(
                f"armazenamento inacessível em {self.endpoint} ({what}): {e.__class__.__name__}"
            ) from e

    def ensure_bucket(self) -> None:
        from minio.error import S3Error

        with self._errors("criar bucket"):
            if self._client.bucket_exists(self.bucket):
                return
            try:
                self._client.make_bucket(self.bucket)
            except S3Error as e:
                # Two processes starting at once: the other one made it.
                if e.code not in ("BucketAlreadyOwnedByYou", "BucketAlreadyExists"):
                    raise

    def list(self, prefix: str) -> list[ObjectInfo]:
        out = []
        with self._errors("listar", prefix):
            for obj in self._client.list_objects(self.bucket, prefix=prefix, recursive=True):
                # Folder markers some clients create ("inbox/P-1/") are not objects.
                if obj.is_dir or obj.object_name.endswith("/"):
                    continue
                out.append(
                    ObjectInfo(
                        key=obj.object_name,
                        size=obj.size or 0,
                        etag=(obj.etag or "").strip('"'),
                        last_modified=obj.last_modified or datetime.now(UTC),
                    )
                )
        return sorted(out, key=lambda o: o.key)

    def stat(self, key: str) -> ObjectInfo | None:
        try:
            with self._errors("consultar", key):
                st = self._client.stat_object(self.bucket, key)
        except ObjectMissing:
            return None
        return ObjectInfo(key, st.size or 0, (st.etag or "").strip('"'), st.last_modified)

    def get(self, key: str) -> bytes:
        with self._errors("ler", key):
            response = self._client.get_object(self.bucket, key)
            try:
                return response.read()
            finally:
                response.close()
                response.release_conn()

    def download(self, key: str, target: Path) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        with self._errors("baixar", key):
            self._client.fget_object(self.bucket, key, str(target))

    def put(self, key: str, data: bytes, content_type: str | None = None) -> str:
        with self._errors("gravar", key):
            result = self._client.put_object(
                self.bucket,
                key,
                io.BytesIO(data),
                len(data),
                content_type=content_type or content_type_for(key),
            )
        return (result.etag or "").strip('"')

    def _conditional_put(
        self, key: str, data: bytes, header: dict[str, str], content_type: str | None
    ) -> str | None:
        from minio.error import S3Error

        # put_object has no way to pass If-None-Match/If-Match (they would be
        # sent as user metadata), so the SDK's single-request PUT is used.
        headers = {"Content-Type": content_type or content_type_for(key), **header}
        try:
            with self._errors("gravar", key):
                try:
                    result = self._client._put_object(self.bucket, key, data, headers=headers)
                except S3Error as e:
                    if e.code in ("PreconditionFailed", "ConditionalRequestConflict"):
                        return None
                    raise
        except ObjectMissing:
            # If-Match on a key that vanished meanwhile.
            return None
        return (result.etag or "").strip('"')

    def put_if_absent(self, key: str, data: bytes, content_type: str | None = None) -> str | None:
        etag = self._conditional_put(key, data, {"If-None-Match": "*"}, content_type)
        if etag is None:
            # A retried request whose first attempt went through answers 412
            # too: the object is ours if it holds exactly our bytes (callers
            # write a unique token in what they create).
            current = self.stat(key)
            if current is not None and current.size == len(data) and self.get(key) == data:
                return current.etag
        return etag

    def put_if_match(
        self, key: str, data: bytes, etag: str, content_type: str | None = None
    ) -> str | None:
        return self._conditional_put(key, data, {"If-Match": f'"{etag}"'}, content_type)

    def copy(self, source: str, target: str, *, if_match: str | None = None) -> bool:
        from minio.commonconfig import CopySource
        from minio.error import S3Error

        try:
            with self._errors("copiar", source):
                try:
                    self._client.copy_object(
                        self.bucket, target, CopySource(self.bucket, source, match_etag=if_match)
                    )
                except S3Error as e:
                    if e.code == "PreconditionFailed":
                        return False
                    raise
        except ObjectMissing:
            return False
        return True

    def delete(self, key: str) -> None:
        with self._errors("apagar", key):
            self._client.remove_object(self.bucket, key)


# --------------------------------------------------------------------------
# A folder


class LocalStore:
    """The bucket as a folder: key ``a/b`` is the file ``root/a/b``.

    Conditional writes take an exclusive ``flock`` on one lock file, so they
    are atomic between the threads and processes of one machine.
    """

    _TMP = ".triagem-tmp"

    def __init__(self, root: Path) -> None:
        self.root = Path(root).resolve()

    def describe(self) -> str:
        return str(self.root)

    def url(self, key: str) -> str:
        return f"file://{self._path(key)}"

    def _path(self, key: str) -> Path:
        path = (self.root / key).resolve()
        if self.root not in path.parents:
            raise StoreError(f"chave inválida: {key!r}")
        return path

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        tmp = self.root / self._TMP
        tmp.mkdir(parents=True, exist_ok=True)
        with (tmp / "lock").open("a") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def _write_tmp(self, data: bytes) -> Path:
        tmp = self.root / self._TMP
        tmp.mkdir(parents=True, exist_ok=True)
        path = tmp / uuid.uuid4().hex
        path.write_bytes(data)
        return path

    @staticmethod
    def _etag(data: bytes) -> str:
        return hashlib.md5(data, usedforsecurity=False).hexdigest()

    def _info(self, path: Path) -> ObjectInfo:
        st = path.stat()
        return ObjectInfo(
            key=path.relative_to(self.root).as_posix(),
            size=st.st_size,
            etag=self._etag(path.read_bytes()),
            last_modified=datetime.fromtimestamp(st.st_mtime, UTC),
        )

    def ensure_bucket(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)

    def list(self, prefix: str) -> list[ObjectInfo]:
        if not self.root.exists():
            return []
        out = []
        for path in self.root.rglob("*"):
            rel = path.relative_to(self.root).as_posix()
            if rel.startswith(self._TMP) or not path.is_file() or not rel.startswith(prefix):
                continue
            with contextlib.suppress(FileNotFoundError):  # moved while listing
                out.append(self._info(path))
        return sorted(out, key=lambda o: o.key)

    def stat(self, key: str) -> ObjectInfo | None:
        path = self._path(key)
        try:
            return self._info(path) if path.is_file() else None
        except FileNotFoundError:
            return None

    def get(self, key: str) -> bytes:
        try:
            return self._path(key).read_bytes()
        except (FileNotFoundError, IsADirectoryError) as e:
            raise ObjectMissing(f"objeto não encontrado: {self.url(key)}") from e

    def download(self, key: str, target: Path) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(self.get(key))

    def put(self, key: str, data: bytes, content_type: str | None = None) -> str:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        os.replace(self._write_tmp(data), path)
        return self._etag(data)

    def put_if_absent(self, key: str, data: bytes, content_type: str | None = None) -> str | None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self._write_tmp(data)
        try:
            with self._lock():
                # link() fails when the name exists: create-only, atomically.
                os.link(tmp, path)
        except FileExistsError:
            # Same rule as S3Store: identical bytes are our own earlier write.
            return self._etag(data) if path.read_bytes() == data else None
        finally:
            tmp.unlink(missing_ok=True)
        return self._etag(data)

    def put_if_match(
        self, key: str, data: bytes, etag: str, content_type: str | None = None
    ) -> str | None:
        path = self._path(key)
        tmp = self._write_tmp(data)
        try:
            with self._lock():
                try:
                    current = self._etag(path.read_bytes())
                except FileNotFoundError:
                    return None
                if current != etag:
                    return None
                os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        return self._etag(data)

    def copy(self, source: str, target: str, *, if_match: str | None = None) -> bool:
        with self._lock():
            try:
                data = self._path(source).read_bytes()
            except FileNotFoundError:
                return False
            if if_match is not None and self._etag(data) != if_match:
                return False
            dest = self._path(target)
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.replace(self._write_tmp(data), dest)
        return True

    def delete(self, key: str) -> None:
        path = self._path(key)
        path.unlink(missing_ok=True)
        # Leave no empty folders behind, as a bucket has none.
        parent = path.parent
        while parent != self.root:
            try:
                parent.rmdir()
            except OSError:
                break
            parent = parent.parent


# --------------------------------------------------------------------------
# Owners of claims and mail markers


@functools.lru_cache(maxsize=1)
def machine_id() -> str:
    """This machine (and pid namespace): where a recorded pid can be checked."""
    parts = [socket.gethostname()]
    with contextlib.suppress(OSError):
        parts.append(Path("/proc/sys/kernel/random/boot_id").read_text().strip())
    with contextlib.suppress(OSError):
        parts.append(str(os.stat("/proc/self/ns/pid").st_ino))
    return ":".join(parts)


# One token per process (and per fork of it): tells "an earlier attempt of
# this very process" from "another process on this machine".
_PROCESS = {"pid": os.getpid(), "token": uuid.uuid4().hex}
_ACTIVE: set[str] = set()
_ACTIVE_LOCK = threading.Lock()


def _process_token() -> str:
    if _PROCESS["pid"] != os.getpid():  # forked
        _PROCESS.update(pid=os.getpid(), token=uuid.uuid4().hex)
    return _PROCESS["token"]


def owner_record(lease_seconds: float, now: datetime | None = None) -> dict[str, Any]:
    """Who holds a claim or marker, and until when unless renewed."""
    now = now or datetime.now(UTC)
    return {
        "owner": uuid.uuid4().hex,
        "process": _process_token(),
        "machine": machine_id(),
        "pid": os.getpid(),
        "acquired_at": now.isoformat(),
        "expires_at": (now + timedelta(seconds=lease_seconds)).isoformat(),
    }


def owner_is_stale(record: dict[str, Any], now: datetime | None = None) -> bool:
    """True when the holder is certainly gone (or its lease ran out).

    Gone means: the lease expired; or it ran on this machine and its pid is
    dead (a killed run is taken over at once, not after the lease); or it was
    this same process and no attempt of it is in flight any more.
    """
    now = now or datetime.now(UTC)
    try:
        if datetime.fromisoformat(record["expires_at"]) < now:
            return True
    except (KeyError, TypeError, ValueError):
        return True
    if record.get("machine") != machine_id():
        return False
    if record.get("process") == _process_token():
        with _ACTIVE_LOCK:
            return record.get("owner") not in _ACTIVE
    pid = record.get("pid")
    if not isinstance(pid, int):
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def set_active(owner: str, flag: bool) -> None:
    """Mark an owner token of this process as in flight (or no longer)."""
    with _ACTIVE_LOCK:
        if flag:
            _ACTIVE.add(owner)
        else:
            _ACTIVE.discard(owner)


@contextlib.contextmanager
def active(owner: str) -> Iterator[None]:
    """The owner token is in flight in this process for the duration."""
    set_active(owner, True)
    try:
        yield
    finally:
        set_active(owner, False)


# --------------------------------------------------------------------------
# From settings


def secret_value(value: object) -> str | None:
    """The plain text of a setting that may be a pydantic ``SecretStr``."""
    if value is None:
        return None
    getter = getattr(value, "get_secret_value", None)
    return getter() if getter else str(value)


def store_from_settings(
    settings: Settings,
    *,
    endpoint: str | None = None,
    access_key: str | None = None,
    secret_key: str | None = None,
) -> ObjectStore:
    """The store the settings name (or the given endpoint and keys, for the embedded one).

    ``file:///path`` as endpoint gives a ``LocalStore`` on that folder.
    """
    endpoint = endpoint or settings.s3_endpoint
    if not endpoint:
        raise StoreError("nenhum armazenamento configurado (TRIAGEM_S3_ENDPOINT)")
    if endpoint.startswith("file://"):
        return LocalStore(Path(endpoint.removeprefix("file://")))
    # An endpoint pasted as a URL still works: the SDK wants host:port.
    secure = settings.s3_secure
    if endpoint.startswith(("http://", "https://")):
        secure = endpoint.startswith("https://")
        endpoint = endpoint.split("://", 1)[1].rstrip("/")
    return S3Store(
        endpoint,
        access_key or settings.s3_access_key,
        secret_key or secret_value(settings.s3_secret_key),
        settings.s3_bucket,
        secure=secure,
    )


@contextlib.contextmanager
def open_store(settings: Settings) -> Iterator[ObjectStore]:
    """The configured store, with its bucket; the embedded SeaweedFS when none is set.

    The embedded server is shared between the processes of one machine (see
    ``triagem.embedded``): the first one starts it, the last one stops it.
    """
    if settings.s3_endpoint:
        store = store_from_settings(settings)
        store.ensure_bucket()
        yield store
        return
    from triagem.embedded import shared_embedded_store

    with shared_embedded_store(settings) as server:
        store = store_from_settings(
            settings,
            endpoint=server.endpoint,
            access_key=server.access_key,
            secret_key=server.secret_key,
        )
        store.ensure_bucket()
        yield store
