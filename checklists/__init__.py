"""The law as data: checklist YAML files, their loader and the evaluation engine.

``load_checklist(id)`` reads and validates ``checklists/<id>.yaml``;
``evaluate(checklist, documents, petition, reference_date)`` judges a
petition's documents against it and returns a ``Verdict``.
"""

from checklists.engine import DEFICIENT, NEGATIVE_RESULTS, decide, evaluate
from checklists.loader import (
    DOCUMENT_TYPES,
    NON_EVIDENCE_TYPES,
    Checklist,
    Condition,
    DocumentType,
    FieldCheck,
    ItemDef,
    Requirement,
    UnknownStep,
    ValidityDefault,
    available_checklists,
    load_checklist,
    validate_checklist_file,
)

__all__ = [
    "DEFICIENT",
    "DOCUMENT_TYPES",
    "NEGATIVE_RESULTS",
    "NON_EVIDENCE_TYPES",
    "Checklist",
    "Condition",
    "DocumentType",
    "FieldCheck",
    "ItemDef",
    "Requirement",
    "UnknownStep",
    "ValidityDefault",
    "available_checklists",
    "decide",
    "evaluate",
    "load_checklist",
    "validate_checklist_file",
]
