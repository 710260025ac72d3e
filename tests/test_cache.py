"""Content-hash caches: a retry or a re-run does not read again what it read."""

from __future__ import annotations

import shutil

import pytest

import extractors.scan as scan
from conftest import SAMPLES
from extractors.cache import PageCache
from triagem import pipeline
from triagem.settings import Settings


def test_page_cache_serves_a_second_reading_without_tesseract(scan_dir, tmp_path, monkeypatch):
    cache = PageCache(tmp_path, dpi=300, language="por")
    scans = [(scan_dir / "federal.jpg", "federal.jpg"), (scan_dir / "two-pages.tiff", "t.tiff")]
    first, problems = scan.read_scans(scans, cache=cache)
    assert problems == []

    def no_ocr(*args, **kwargs):
        raise AssertionError("Tesseract called for a cached page")

    monkeypatch.setattr(scan, "ocr_page", no_ocr)
    # Renamed files with the same bytes are still hits.
    renamed = [
        (scan_dir / "federal.jpg", "outro-nome.jpg"),
        (scan_dir / "two-pages.tiff", "t.tiff"),
    ]
    second, problems = scan.read_scans(renamed, cache=cache)
    assert problems == []
    assert [(p.number, p.text, p.rotation) for p in second] == [
        (p.number, p.text, p.rotation) for p in first
    ]
    assert second[0].file == "outro-nome.jpg"


def test_changed_bytes_or_settings_miss_the_cache(scan_dir, tmp_path, monkeypatch):
    copy = tmp_path / "f.jpg"
    shutil.copy(scan_dir / "federal.jpg", copy)
    cache = PageCache(tmp_path / "c", dpi=300, language="por")
    scan.read_scans([(copy, "f.jpg")], cache=cache)
    calls = []
    real = scan.ocr_page
    monkeypatch.setattr(scan, "ocr_page", lambda *a, **k: calls.append(1) or real(*a, **k))
    other_dpi = PageCache(tmp_path / "c", dpi=200, language="por")
    scan.read_scans([(copy, "f.jpg")], cache=other_dpi)
    assert calls == [1]
    copy.write_bytes(copy.read_bytes() + b"\0")  # same name, other bytes
    scan.read_scans([(copy, "f.jpg")], cache=cache)
    assert calls == [1, 1]


def test_unchanged_petition_is_served_from_the_result_cache(tmp_path, monkeypatch):
    folder = tmp_path / "p"
    shutil.copytree(SAMPLES / "sm-empresa-falta-municipal", folder)
    settings = Settings(cache_dir=tmp_path / "cache")
    first = pipeline.check_petition(folder, tmp_path / "out1", settings)

    def no_reading(*args, **kwargs):
        raise AssertionError("petition read again")

    monkeypatch.setattr(pipeline, "read_petition", no_reading)
    second = pipeline.check_petition(folder, tmp_path / "out2", settings)
    assert second.report == first.report
    assert sorted(p.name for p in second.outputs.values()) == sorted(
        p.name for p in first.outputs.values()
    )
    assert (tmp_path / "out2" / "notice.pdf").read_bytes() == (
        tmp_path / "out1" / "notice.pdf"
    ).read_bytes()

    # A supplement (a new scan) is a miss: the petition is processed again.
    shutil.copy(SAMPLES / "sm-empresa-completa" / "13_certidoes_estado_municipio.pdf", folder)
    with pytest.raises(AssertionError, match="read again"):
        pipeline.check_petition(folder, tmp_path / "out3", settings)
