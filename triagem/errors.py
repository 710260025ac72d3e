"""One root error; every failure kind a subclass with an exit code.

Third-party errors are translated at the boundary with ``raise ... from e``;
only ``triagem.cli`` turns these into exit codes and one line on stderr.
Per-file problems are not exceptions of this family: they become
``FileError`` entries in the report (see ``extractors.scan``).
"""

from __future__ import annotations


class TriagemError(Exception):
    """Root of every error the product raises on purpose."""

    exit_code = 1


class SetupError(TriagemError):
    """Something the pipeline needs is not installed or not configured."""

    exit_code = 3


class PetitionError(TriagemError):
    """The petition folder cannot be processed at all (missing, empty, ...)."""

    exit_code = 2


class ChecklistError(TriagemError):
    """A checklist YAML file is invalid; the message lists every problem."""

    exit_code = 4


# Stable codes for per-file problems (report.json ``errors[].code``).
CORRUPT_FILE = "corrupt_file"
ENCRYPTED_PDF = "encrypted_pdf"
EMPTY_FILE = "empty_file"
UNSUPPORTED_FORMAT = "unsupported_format"
TOO_LARGE = "too_large"
UNREADABLE_PAGE = "unreadable_page"
INVALID_PETITION_YAML = "invalid_petition_yaml"
