"""One typed settings object, read once from the environment (prefix TRIAGEM_).

A ``.env`` file in the working directory may hold the same variables. The
object is built once (``get_settings``) and passed down; stages never read
the environment themselves.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TRIAGEM_", env_file=".env", extra="ignore")

    # Object store (contract, Operations).
    s3_endpoint: str | None = None
    s3_access_key: str | None = None
    s3_secret_key: str | None = None
    s3_bucket: str = "petitions"
    s3_secure: bool = False

    # Mail (contract, Operations).
    smtp_host: str | None = None
    smtp_port: int = 25
    smtp_from: str | None = None
    # Upgrade the connection with STARTTLS before logging in.
    smtp_starttls: bool = False
    smtp_user: str | None = None
    smtp_password: SecretStr | None = None
    smtp_timeout_seconds: float = 30.0
    # Where approval drafts (and, on request, the daily summary) go: the
    # clerks' shared mailbox. Unset: they are written as .eml beside the report.
    clerks_email: str | None = None

    # Bucket sweeps (triagem watch, flows/intake.py).
    # A petition without petition.yaml is processed once none of its objects
    # has changed for this long: a clerk uploading many scans one by one is
    # never caught half-way.
    quiet_period_seconds: int = 120
    # Pause between two sweeps of ``triagem watch``.
    sweep_interval_seconds: int = 60
    # Scans go here, under <petition-id>/<run-id>/, once their report exists.
    archive_prefix: str = "archive/"
    # A claim on a petition not renewed for this long is taken over by the
    # next sweep (the run holding it died). Renewed every third of it.
    claim_lease_seconds: int = 300
    # Retries, with exponential back-off, for the object store and SMTP.
    retries: int = 3
    retry_delay_seconds: float = 2.0
    # "module:function" replacing the document pipeline in bucket runs, the way
    # OCRmyPDF's test plugins replace Tesseract: fault-injection tests and
    # dry runs. Unset in production.
    processor: str | None = None
    # Data folder of the embedded SeaweedFS, used when no S3 endpoint is set.
    # Its generated S3 keys are kept there too, never in the repository.
    embedded_dir: Path = Path(".triagem/seaweedfs")
    # Port the embedded S3 gateway asks for first; a free one when taken.
    embedded_s3_port: int = 8333

    # Names of Prefect Secret blocks holding the S3 secret key and the SMTP
    # password, read by the flows when the values themselves are not set.
    s3_secret_block: str | None = None
    smtp_password_block: str | None = None

    # Daily summary (flows/daily.py).
    # The secretariat's time zone: what "a day" means in the summary.
    timezone: str = "America/Sao_Paulo"
    # Approved registrations whose certidões expire within this many days.
    daily_expiry_days: int = 30
    # Mail the summary to clerks_email as well as writing it to the bucket.
    daily_mail: bool = False

    # Reading.
    ocr_language: str = "por"
    # Pages are rasterised at this resolution for OCR.
    ocr_dpi: int = 300
    # Parallel Tesseract processes; 0 means one per core.
    ocr_workers: int = 0
    # A text layer with fewer characters than this is treated as a scanned page.
    min_text_layer_chars: int = 40
    # Files over this size are reported as ``too_large`` and not read.
    max_file_mb: int = 200
    # Pages over this count in one file are reported as ``too_large``.
    max_pages_per_file: int = 500
    # A page classified with less confidence than this goes to a person.
    review_threshold: float = 0.6

    # Checklists and letters.
    # A certidão expiring within this many days after the reference date is
    # still ok, with a warning in the report.
    expiry_warning_days: int = 30
    # Days the applicant has to cure the deficiencies (notice deadline).
    notice_deadline_days: int = 30
    checklist_dir: Path | None = Field(default=None, description="extra checklist YAML folder")
    # Santa Maria Art. 12, § 1º: the APP insurance must cover at least the
    # amount per passenger "definido no inciso III", an inciso missing from
    # the law's text we hold. In reais (e.g. 50000); unset, the item goes to
    # a clerk and the notice says the minimum is not fixed.
    app_min_insured_per_passenger: float | None = Field(
        default=None, gt=0, description="APP: valor mínimo segurado por passageiro, em reais"
    )

    # Cache of pages read and of whole results, by content hash (retries and
    # supplements do not OCR again what was read before).
    cache_enabled: bool = True
    # Dask scheduler (host:port) for spreading pages over a cluster; unset:
    # one machine, one Tesseract per core.
    dask_address: str | None = None
    cache_dir: Path = Path.home() / ".cache" / "triagem"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, built once."""
    return Settings()
