"""process_petition_folder on a local Dask cluster gives the default runner's report.

Given a petition with born-digital and scanned pages, when the folder flow
runs once with its pages as tasks on a two-process Dask cluster and once
with the default runner, then both reports agree (all but the timestamp).
"""

from __future__ import annotations

import shutil

import pytest

from conftest import SAMPLES

distributed = pytest.importorskip("distributed")


def _comparable(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "generated_at"}


@pytest.fixture()
def no_cache(monkeypatch):
    """Without the page cache, so that the Dask run really reads its pages."""
    from triagem.settings import get_settings

    monkeypatch.setenv("TRIAGEM_CACHE_ENABLED", "false")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def test_dask_runner_gives_the_same_report(prefect_harness, no_cache, tmp_path):
    from prefect_dask import DaskTaskRunner

    from flows.process import process_petition_folder

    folder = tmp_path / "p"
    shutil.copytree(SAMPLES / "sm-empresa-falta-municipal", folder)
    # One scanned page, so that a Dask worker runs Tesseract.
    shutil.copy(SAMPLES / "sm-empresa-digitalizada" / "IMG_20261113_093105.jpg", folder)

    default = process_petition_folder(str(folder), str(tmp_path / "default"))
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        flow = process_petition_folder.with_options(
            task_runner=DaskTaskRunner(address=cluster.scheduler_address)
        )
        on_dask = flow(str(folder), str(tmp_path / "dask"), distribute_pages=True)
    assert _comparable(on_dask) == _comparable(default)
    assert any(p["source"] == "ocr" for p in on_dask["pages"])
