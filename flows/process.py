"""Prefect flow for one petition in the bucket: ``process_petition``.

The steps are the plain functions of ``triagem.intake`` and
``triagem.pipeline``; this module only makes each one a task and decides
retries: with exponential back-off for what touches the object store or
SMTP (and only for their transient errors, ``StoreUnavailable`` and
``MailUnavailable``), none for reading and judging documents, because a bad
document is a result, not a fault. Pages are read concurrently, one
``read-page`` task per page (OCR is where the time goes).

    claim -> plan -> fetch -> list pages -> read page (x N) -> classify ->
    extract -> evaluate and render -> publish -> deliver -> archive -> release

``process_petition_folder`` (the earlier flow for a folder on disk) is kept.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NONE as NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner
from prefect.tasks import exponential_backoff
from prefect.utilities.annotations import unmapped

from triagem import intake, pipeline
from triagem.errors import PetitionError
from triagem.mail import MailUnavailable
from triagem.models import FileError, Page
from triagem.settings import Settings, get_settings
from triagem.store import ObjectStore, StoreUnavailable, open_store

TRANSIENT = (StoreUnavailable, MailUnavailable)


def is_transient(task: Any, task_run: Any, state: Any) -> bool:
    """Retry only what a later attempt may cure (Prefect ``retry_condition_fn``)."""
    error = state.data if isinstance(state.data, BaseException) else None
    if error is None:
        try:
            error = state.result(raise_on_failure=False)
        except Exception as e:  # noqa: BLE001 - whatever the state holds
            error = e
    return isinstance(error, TRANSIENT)


def _io_options(settings: Settings) -> dict[str, Any]:
    return {
        "retries": settings.retries,
        "retry_delay_seconds": exponential_backoff(settings.retry_delay_seconds)(settings.retries),
        "retry_condition_fn": is_transient,
    }


# Task results stay in memory (they hold open stores and claims), so no
# caching: a retried flow must redo its steps against the bucket's state.
@task(name="claim-petition", cache_policy=NO_CACHE)
def claim_task(store: ObjectStore, petition_id: str, settings: Settings) -> intake.Claim | None:
    return intake.Claim.acquire(store, petition_id, settings)


@task(name="plan-petition", cache_policy=NO_CACHE)
def plan_task(store: ObjectStore, petition_id: str, settings: Settings) -> intake.Plan:
    return intake.plan_petition(store, petition_id, settings)


@task(name="fetch-scans", cache_policy=NO_CACHE)
def fetch_task(store: ObjectStore, plan: intake.Plan, workdir: Path) -> intake.Fetched:
    return intake.fetch_inputs(store, plan, workdir)


@task(name="check-with-processor", cache_policy=NO_CACHE)
def processor_task(fetched: intake.Fetched, out_dir: Path, settings: Settings) -> Any:
    processor = intake.load_processor(settings.processor)
    return processor(fetched.petition_dir, out_dir, settings, fetched.previous)


@task(name="list-pages", cache_policy=NO_CACHE)
def list_pages_task(petition_dir: Path, settings: Settings) -> tuple[Any, list, list, date | None]:
    """petition.yaml and the page jobs of every scan (``pipeline.read_petition``, first half)."""
    from extractors.scan import list_scans, plan_scan
    from triagem.petition import load_petition

    if not petition_dir.is_dir():
        raise PetitionError(f"pasta da petição não encontrada: {petition_dir}")
    petition, problems = load_petition(petition_dir)
    scans = list_scans(petition_dir)
    if not scans:
        raise PetitionError(f"a pasta da petição não tem arquivos digitalizados: {petition_dir}")
    jobs, plan_problems = [], []
    for path in scans:
        file_jobs, file_problems = plan_scan(
            path,
            path.relative_to(petition_dir).as_posix(),
            min_text_chars=settings.min_text_layer_chars,
            max_mb=settings.max_file_mb,
            max_pages=settings.max_pages_per_file,
        )
        jobs.extend(file_jobs)
        plan_problems.extend(file_problems)
    upload = min(datetime.fromtimestamp(p.stat().st_mtime, UTC).date() for p in scans)
    return petition, jobs, list(problems) + plan_problems, upload


@task(name="read-page", cache_policy=NO_CACHE)
def read_page_task(job: Any, workdir: str, settings: Settings) -> Page | FileError:
    """One page: its text layer, or OCR; an unreadable page is a FileError, not a failure."""
    from extractors.scan import read_page
    from triagem import errors

    try:
        return read_page(job, workdir=workdir, dpi=settings.ocr_dpi, language=settings.ocr_language)
    except Exception:  # noqa: BLE001 - one bad page must not sink the petition
        return FileError(
            job.file,
            errors.UNREADABLE_PAGE,
            "Página ilegível: não foi possível ler o conteúdo; confira manualmente.",
            page=job.number,
        )


@task(name="classify-pages", cache_policy=NO_CACHE)
def classify_task(pages: Sequence[Page], settings: Settings) -> list:
    return pipeline.classify_pages(pages, settings)


@task(name="extract-fields", cache_policy=NO_CACHE)
def extract_task(documents: Sequence[Any], pages: Sequence[Page]) -> list:
    return pipeline.extract_documents(documents, pages)


@task(name="evaluate-and-render", cache_policy=NO_CACHE)
def finish_task(
    read: pipeline.ReadResult,
    documents: Sequence[Any],
    out_dir: Path,
    settings: Settings,
    previous: intake.PreviousRun | None,
) -> pipeline.CheckResult:
    return intake.finish_with_supplement(read, documents, out_dir, settings, previous)


@task(name="publish-report", cache_policy=NO_CACHE)
def publish_task(*args: Any, **kwargs: Any) -> dict[str, Any]:
    return intake.publish(*args, **kwargs)


@task(name="publish-failure", cache_policy=NO_CACHE)
def publish_failure_task(*args: Any, **kwargs: Any) -> dict[str, Any]:
    return intake.publish_failure(*args, **kwargs)


@task(name="deliver-letter", cache_policy=NO_CACHE)
def deliver_task(*args: Any, **kwargs: Any) -> tuple[dict[str, Any], Any]:
    return intake.deliver_run(*args, **kwargs)


@task(name="archive-scans", cache_policy=NO_CACHE)
def archive_task(*args: Any, **kwargs: Any) -> dict[str, Any]:
    return intake.archive_run(*args, **kwargs)


def read_pages(petition_dir: Path, settings: Settings) -> pipeline.ReadResult:
    """``pipeline.read_petition`` with one concurrent task per page."""
    petition, jobs, problems, upload = list_pages_task(petition_dir, settings)
    with tempfile.TemporaryDirectory(prefix="triagem-pages-") as workdir:
        futures = read_page_task.map(jobs, unmapped(workdir), unmapped(settings))
        results = [future.result() for future in futures]
    pages = tuple(r for r in results if isinstance(r, Page))
    read_errors = [r for r in results if isinstance(r, FileError)]
    return pipeline.ReadResult(petition, pages, tuple(problems + read_errors), upload)


class PrefectSteps(intake.Steps):
    """``intake.Steps`` as Prefect tasks: retries on the bucket and mail steps only."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.io = _io_options(settings)

    def claim(self, store, petition_id, settings):  # type: ignore[override]
        return claim_task.with_options(**self.io)(store, petition_id, settings)

    def plan(self, store, petition_id, settings):  # type: ignore[override]
        return plan_task.with_options(**self.io)(store, petition_id, settings)

    def fetch(self, store, plan, workdir):  # type: ignore[override]
        return fetch_task.with_options(**self.io)(store, plan, workdir)

    def check(self, fetched, out_dir, settings):  # type: ignore[override]
        if settings.processor:
            return processor_task(fetched, out_dir, settings)
        read = read_pages(fetched.petition_dir, settings)
        documents = extract_task(classify_task(read.pages, settings), read.pages)
        return finish_task(read, documents, out_dir, settings, fetched.previous)

    def publish(self, *args, **kwargs):  # type: ignore[override]
        return publish_task.with_options(**self.io)(*args, **kwargs)

    def publish_failure(self, *args, **kwargs):  # type: ignore[override]
        return publish_failure_task.with_options(**self.io)(*args, **kwargs)

    def deliver(self, *args, **kwargs):  # type: ignore[override]
        return deliver_task.with_options(**self.io)(*args, **kwargs)

    def archive(self, *args, **kwargs):  # type: ignore[override]
        return archive_task.with_options(**self.io)(*args, **kwargs)


def settings_for_run(quiet_period_seconds: int | None = None) -> Settings:
    """The process settings, with what a flow parameter may override."""
    settings = get_settings()
    if quiet_period_seconds is not None:
        settings = settings.model_copy(update={"quiet_period_seconds": quiet_period_seconds})
    return settings


@flow(
    name="process-petition",
    task_runner=ThreadPoolTaskRunner(max_workers=os.cpu_count() or 2),
    log_prints=True,
)
def process_petition(petition_id: str, quiet_period_seconds: int | None = None) -> dict[str, Any]:
    """Take one petition of the bucket as far as it can go; returns its Outcome as a dict."""
    settings = settings_for_run(quiet_period_seconds)
    with open_store(settings) as store:
        outcome = intake.process_one(store, petition_id, settings, PrefectSteps(settings))
    return outcome.as_dict()


@task(name="read-petition", cache_policy=NO_CACHE)
def read_task(petition_dir: str) -> pipeline.ReadResult:
    return pipeline.read_petition(Path(petition_dir), get_settings())


@flow(name="process-petition-folder")
def process_petition_folder(
    petition_dir: str, out_dir: str, reference_date: date | None = None
) -> dict:
    """Check one petition folder on disk; returns the report dict."""
    settings = get_settings()
    read = read_task(petition_dir)
    documents = extract_task(classify_task(read.pages, settings), read.pages)
    result = pipeline.finish_check(read, documents, Path(out_dir), settings, reference_date)
    return result.report
