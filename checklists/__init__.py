"""The law as data: checklist YAML files, their loader and the evaluation engine.

``load_checklist(id)`` reads and validates ``checklists/<id>.yaml``;
``evaluate(checklist, documents, petition, reference_date)`` judges a
petition's documents against it and returns a ``Verdict``.
"""

from checklists.engine import (
    DEFICIENT,
    NEGATIVE_RESULTS,
    VEHICLE_KIND_LABELS,
    checklist_parameters,
    decide,
    evaluate,
    rank_checklists,
)
from checklists.loader import (
    DOCUMENT_TYPES,
    NON_EVIDENCE_TYPES,
    AgeRule,
    Band,
    Checklist,
    Condition,
    DocumentType,
    FieldCheck,
    ItemDef,
    ParameterDef,
    RecordDef,
    Requirement,
    UnknownStep,
    ValidityDefault,
    VehicleDef,
    available_checklists,
    load_checklist,
    money_br,
    validate_all,
    validate_checklist_file,
)

__all__ = [
    "DEFICIENT",
    "DOCUMENT_TYPES",
    "NEGATIVE_RESULTS",
    "NON_EVIDENCE_TYPES",
    "VEHICLE_KIND_LABELS",
    "AgeRule",
    "Band",
    "Checklist",
    "Condition",
    "DocumentType",
    "FieldCheck",
    "ItemDef",
    "ParameterDef",
    "RecordDef",
    "Requirement",
    "UnknownStep",
    "ValidityDefault",
    "VehicleDef",
    "available_checklists",
    "checklist_parameters",
    "decide",
    "evaluate",
    "load_checklist",
    "money_br",
    "rank_checklists",
    "validate_all",
    "validate_checklist_file",
]
