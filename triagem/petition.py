"""Load ``petition.yaml``: what the clerk typed at the counter.

The file is optional and every key in it is optional. A malformed file is
not ignored: its problems are returned as ``FileError``s for the report,
and the petition goes on with what could be read (and the rest inferred).
"""

from __future__ import annotations

import contextlib
import copy
import json
import re
from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from triagem import errors
from triagem.models import Applicant, Facts, FileError, Person, Petition

PETITION_FILE = "petition.yaml"


def _schema() -> dict[str, Any]:
    text = resources.files("triagem.schema").joinpath("petition.schema.json").read_text("utf-8")
    return json.loads(text)


def digits(value: str | None) -> str | None:
    """'529.982.247-25' -> '52998224725'; None stays None."""
    if value is None:
        return None
    return re.sub(r"[^0-9A-Za-z]", "", str(value)).upper() or None


def _date(value: Any) -> date | None:
    if value is None or isinstance(value, date):
        return value
    return date.fromisoformat(str(value))


def _drop(raw: Any, path: list[Any]) -> None:
    """Remove the invalid value at ``path`` so that nothing wrong is used."""
    if not path:
        raw.clear()
        return
    parent = raw
    for key in path[:-1]:
        try:
            parent = parent[key]
        except (KeyError, IndexError, TypeError):
            return
    with contextlib.suppress(KeyError, IndexError, TypeError):
        del parent[path[-1]]


def load_petition(petition_dir: Path) -> tuple[Petition, list[FileError]]:
    """Read ``petition.yaml`` if present; defaults and problems otherwise."""
    default_id = petition_dir.resolve().name
    path = petition_dir / PETITION_FILE
    if not path.exists():
        alt = petition_dir / "petition.yml"
        path = alt if alt.exists() else path
    if not path.exists():
        return Petition(petition_id=default_id, inferred=("petition_id", "checklist")), []

    def problem(message: str) -> FileError:
        return FileError(path.name, errors.INVALID_PETITION_YAML, message)

    try:
        raw = yaml.safe_load(path.read_text("utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        return (
            Petition(petition_id=default_id, inferred=("petition_id", "checklist")),
            [
                problem(
                    f"petition.yaml ilegível ({exc.__class__.__name__}); "
                    "dados inferidos dos documentos."
                )
            ],
        )
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        return (
            Petition(petition_id=default_id, inferred=("petition_id", "checklist")),
            [
                problem(
                    "petition.yaml não é um mapa de chaves e valores; "
                    "dados inferidos dos documentos."
                )
            ],
        )

    # Dates typed as YAML dates arrive as date objects; the schema wants text.
    as_json = json.loads(json.dumps(raw, default=str))
    problems: list[FileError] = []
    validator = jsonschema.Draft202012Validator(
        _schema(), format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    raw = copy.deepcopy(raw)
    for err in sorted(validator.iter_errors(as_json), key=lambda e: list(e.path), reverse=True):
        where = "/".join(str(p) for p in err.path) or "(raiz)"
        problems.append(problem(f"petition.yaml: campo '{where}' inválido: {err.message}"))
        _drop(raw, list(err.path))
    problems.reverse()

    def ok(key: str) -> Any:
        return raw.get(key)

    applicant_raw = ok("applicant") or {}
    facts_raw = ok("facts") or {}
    inferred = []
    petition_id = ok("petition_id")
    if not petition_id:
        petition_id = default_id
        inferred.append("petition_id")
    if not ok("checklist"):
        inferred.append("checklist")
    try:
        protocol_date = _date(ok("protocol_date"))
    except ValueError:
        protocol_date = None
        problems.append(problem("petition.yaml: protocol_date não é uma data AAAA-MM-DD."))

    people = tuple(
        Person(
            name=str(p["name"]),
            cpf=digits(p.get("cpf")),
            sex=p.get("sex"),
            role=p.get("role"),
        )
        for p in (ok("people") or [])
        if isinstance(p, dict) and p.get("name")
    )
    petition = Petition(
        petition_id=str(petition_id),
        checklist=ok("checklist"),
        protocol_date=protocol_date,
        applicant=Applicant(
            name=applicant_raw.get("name"),
            cnpj=digits(applicant_raw.get("cnpj")),
            cpf=digits(applicant_raw.get("cpf")),
            email=applicant_raw.get("email"),
        ),
        facts=Facts(
            fleet_size=facts_raw.get("fleet_size"),
            company_type=facts_raw.get("company_type"),
            sex=facts_raw.get("sex"),
            foreign=facts_raw.get("foreign"),
            plate=facts_raw.get("plate"),
        ),
        people=people,
        inferred=tuple(inferred),
    )
    return petition, problems
