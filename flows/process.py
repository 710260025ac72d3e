"""Prefect wiring of the pipeline's stages for one petition folder.

The stages are the plain functions of ``triagem.pipeline``; this module only
decides order, retries and what is persisted. Bad documents are results, not
failures, so no task retries on them; retries are for transient faults
(storage, mail) and come with the bucket flows.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from prefect import flow, task

from triagem import pipeline
from triagem.settings import get_settings


@task(name="read-petition")
def read_task(petition_dir: str) -> pipeline.ReadResult:
    return pipeline.read_petition(Path(petition_dir), get_settings())


@task(name="classify-pages")
def classify_task(read: pipeline.ReadResult):
    return pipeline.classify_pages(read.pages, get_settings())


@task(name="extract-fields")
def extract_task(documents, read: pipeline.ReadResult):
    return pipeline.extract_documents(documents, read.pages)


@flow(name="process-petition-folder")
def process_petition_folder(
    petition_dir: str, out_dir: str, reference_date: date | None = None
) -> dict:
    """Check one petition folder on disk; returns the report dict."""
    # The whole road in one call keeps the report identical to the CLI's;
    # the stage tasks above make each step visible in the Prefect UI.
    read = read_task(petition_dir)
    documents = extract_task(classify_task(read), read)
    result = pipeline.finish_check(
        read, documents, Path(out_dir), get_settings(), reference_date
    )
    return result.report
