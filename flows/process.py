"""Prefect flow for one petition in the bucket: ``process_petition``.

The steps are the plain functions of ``triagem.intake`` and
``triagem.pipeline``; this module only makes each one a task and decides
retries: with exponential back-off for what touches the object store or
SMTP (and only for their transient errors, ``StoreUnavailable`` and
``MailUnavailable``), none for reading and judging documents, because a bad
document is a result, not a fault.

    claim -> plan -> fetch -> read pages -> classify -> extract ->
    evaluate and render -> publish -> deliver -> archive -> release

Pages are read concurrently inside ``read-pages``: the pipeline's reader
runs the pages of all scans through one pool of Tesseract workers (one per
core) and its page cache. A Prefect task per page would have to copy that
reader, pool and cache, and the bucket's reports would drift from the CLI's.

``process_petition_folder`` (the earlier flow for a folder on disk) is kept.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NONE as NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner
from prefect.tasks import exponential_backoff
from prefect.utilities.annotations import unmapped
from pydantic import SecretStr

from extractors.scan import PageJob, read_job
from triagem import intake, pipeline
from triagem.mail import MailUnavailable
from triagem.models import FileError, Page, Petition
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


@task(name="read-pages", cache_policy=NO_CACHE)
def read_task(petition_dir: Path, settings: Settings) -> pipeline.ReadResult:
    """Every page of every scan, read concurrently (one Tesseract per core)."""
    return pipeline.read_petition(Path(petition_dir), settings)


@task(name="classify-pages", cache_policy=NO_CACHE)
def classify_task(pages: Sequence[Page], settings: Settings) -> list:
    return pipeline.classify_pages(pages, settings)


@task(name="extract-fields", cache_policy=NO_CACHE)
def extract_task(
    documents: Sequence[Any], pages: Sequence[Page], petition: Petition | None = None
) -> list:
    return pipeline.extract_documents(documents, pages, petition)


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
        read = read_task(fetched.petition_dir, settings)
        documents = extract_task(classify_task(read.pages, settings), read.pages, read.petition)
        return finish_task(read, documents, out_dir, settings, fetched.previous)

    def publish(self, *args, **kwargs):  # type: ignore[override]
        return publish_task.with_options(**self.io)(*args, **kwargs)

    def publish_failure(self, *args, **kwargs):  # type: ignore[override]
        return publish_failure_task.with_options(**self.io)(*args, **kwargs)

    def deliver(self, *args, **kwargs):  # type: ignore[override]
        return deliver_task.with_options(**self.io)(*args, **kwargs)

    def archive(self, *args, **kwargs):  # type: ignore[override]
        return archive_task.with_options(**self.io)(*args, **kwargs)


def with_block_secrets(settings: Settings) -> Settings:
    """Fill the S3 secret key and SMTP password from Prefect Secret blocks when named.

    So that a worker's secrets can live in the Prefect server (``prefect block
    create secret``) rather than in its environment.
    """
    from prefect.blocks.system import Secret

    update: dict[str, Any] = {}
    if settings.s3_secret_block and not settings.s3_secret_key:
        update["s3_secret_key"] = str(Secret.load(settings.s3_secret_block).get())
    if settings.smtp_password_block and not settings.smtp_password:
        update["smtp_password"] = SecretStr(str(Secret.load(settings.smtp_password_block).get()))
    return settings.model_copy(update=update) if update else settings


def settings_for_run(quiet_period_seconds: int | None = None) -> Settings:
    """The process settings, with block secrets and what a flow parameter may override."""
    settings = with_block_secrets(get_settings())
    if quiet_period_seconds is not None:
        settings = settings.model_copy(update={"quiet_period_seconds": quiet_period_seconds})
    return settings


@flow(name="process-petition", log_prints=True)
def process_petition(petition_id: str, quiet_period_seconds: int | None = None) -> dict[str, Any]:
    """Take one petition of the bucket as far as it can go; returns its Outcome as a dict."""
    settings = settings_for_run(quiet_period_seconds)
    with open_store(settings) as store:
        outcome = intake.process_one(store, petition_id, settings, PrefectSteps(settings))
    return outcome.as_dict()


@task(name="read-page", cache_policy=NO_CACHE)
def read_page_task(job: PageJob, dpi: int, language: str) -> Page | FileError:
    """One page read where the task runner puts it (a Dask worker, say)."""
    with tempfile.TemporaryDirectory(prefix="triagem-page-") as workdir:
        return read_job(job, workdir=workdir, dpi=dpi, language=language)


def page_task_reader(settings: Settings):
    """A ``read_scans`` reader that submits one ``read-page`` task per page.

    With a ``DaskTaskRunner`` the pages spread over the cluster's workers,
    which must see the petition folder at the same path (a shared volume);
    each worker runs Tesseract single-threaded, one page per worker thread.
    """

    def reader(jobs: list[PageJob]) -> list[Page | FileError]:
        futures = read_page_task.map(
            jobs, unmapped(settings.ocr_dpi), unmapped(settings.ocr_language)
        )
        return [future.result() for future in futures]

    return reader


def task_runner(settings: Settings):
    """Dask when a scheduler address is configured, else threads in this process."""
    if settings.dask_address:
        from prefect_dask import DaskTaskRunner

        return DaskTaskRunner(address=settings.dask_address)
    return ThreadPoolTaskRunner(max_workers=os.cpu_count() or 1)


@flow(name="process-petition-folder")
def process_petition_folder(
    petition_dir: str,
    out_dir: str,
    reference_date: date | None = None,
    distribute_pages: bool = False,
) -> dict:
    """Check one petition folder on disk; returns the report dict.

    With ``distribute_pages`` every page is a task of its own, so that the
    flow's task runner (``task_runner(settings)``; Dask when
    ``TRIAGEM_DASK_ADDRESS`` is set) spreads the OCR over its workers.
    """
    settings = get_settings()
    if distribute_pages:
        read = pipeline.read_petition(Path(petition_dir), settings, page_task_reader(settings))
    else:
        read = read_task(Path(petition_dir), settings)
    documents = extract_task(classify_task(read.pages, settings), read.pages, read.petition)
    result = pipeline.finish_check(read, documents, Path(out_dir), settings, reference_date)
    return result.report
