"""The scorer behind ``triagem eval``, on hand-made reports with known errors.

Given a truth and a report that differs from it in known ways (a wrong page
type, a wrong and a missing field, a wrong item status, a false approval, a
missed file error), when the report is scored, then every figure counts
exactly those errors. A scorer that cannot fail is worthless, so each test
also checks that the perfect report scores perfectly.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import yaml

from triagem import evaluation
from triagem.evaluation import aggregate, failed_score, format_figures, score_petition

CNPJ = "11222333000181"
CPF_A = "52998224725"
CPF_B = "11144477735"


def _truth() -> dict:
    return {
        "petition_id": "p1",
        "checklist": "sm-fretamento-empresa",
        "decision": "deficient",
        "files": [
            {
                "file": "a.pdf",
                "format": "pdf",
                "error": None,
                "pages": [
                    {"page": 1, "type": "cartao_cnpj", "rotation": 0, "document": 0},
                    {"page": 2, "type": "certidao_federal", "rotation": 0, "document": 1},
                    {"page": 3, "type": "em_branco", "rotation": 0},
                ],
            },
            {
                "file": "b.jpg",
                "format": "jpeg",
                "error": None,
                "pages": [{"page": 1, "type": "crlv", "rotation": 90, "document": 2}],
            },
            {"file": "bad.pdf", "format": "pdf", "error": "corrupt_file", "pages": []},
        ],
        "documents": [
            {
                "type": "cartao_cnpj",
                "file": "a.pdf",
                "pages": [1],
                "fields": {"name": "EXPRESSO PAMPA LTDA", "cnpj": CNPJ, "issued_on": "2026-10-01"},
            },
            {
                "type": "certidao_federal",
                "file": "a.pdf",
                "pages": [2],
                "fields": {
                    "name": "EXPRESSO PAMPA LTDA",
                    "cnpj": CNPJ,
                    "valid_until": "2026-09-30",
                    "result": "negativa",
                    "cpf": None,
                },
            },
            {
                "type": "crlv",
                "file": "b.jpg",
                "pages": [1],
                "fields": {"plate": "IAB1C23", "manufacture_year": 2018, "vehicle_kind": "onibus"},
            },
        ],
        "items": [
            {"id": "art7.II.a", "status": "ok"},
            {"id": "art7.II.b.federal", "status": "expired"},
            {"id": "art7.I.c", "person": CPF_A, "status": "ok"},
            {
                "id": "art7.I.f.militar",
                "person": CPF_B,
                "status": "not_applicable",
                "asserted": False,
            },
        ],
        "errors": [{"file": "bad.pdf", "code": "corrupt_file"}],
    }


def _perfect_report() -> dict:
    def doc(file, pages, type_, fields, review=False):
        return {
            "file": file,
            "pages": pages,
            "type": type_,
            "fields": fields,
            "needs_review": review,
        }

    return {
        "petition_id": "p1",
        "decision": "deficient",
        "pages": [
            {"file": "a.pdf", "page": 1, "type": "cartao_cnpj"},
            {"file": "a.pdf", "page": 2, "type": "certidao_federal"},
            {"file": "a.pdf", "page": 3, "type": "em_branco"},
            {"file": "b.jpg", "page": 1, "type": "crlv"},
        ],
        "documents": [
            doc(
                "a.pdf",
                [1],
                "cartao_cnpj",
                {"name": "Expresso Pampa LTDA", "cnpj": CNPJ, "issued_on": "2026-10-01"},
            ),
            doc(
                "a.pdf",
                [2],
                "certidao_federal",
                {
                    "name": "EXPRESSO PAMPA LTDA",
                    "cnpj": CNPJ,
                    "valid_until": "2026-09-30",
                    "result": "negativa",
                },
            ),
            doc("a.pdf", [3], "em_branco", {}),
            doc(
                "b.jpg",
                [1],
                "crlv",
                {"plate": "IAB1C23", "manufacture_year": 2018, "vehicle_kind": "onibus"},
            ),
        ],
        "items": [
            {"id": "art7.II.a", "status": "ok", "person": None},
            {"id": "art7.II.b.federal", "status": "expired", "person": None},
            {"id": "art7.I.c", "status": "ok", "person": CPF_A},
            {"id": "art7.I.f.militar", "status": "missing", "person": CPF_B},
        ],
        "errors": [{"file": "bad.pdf", "code": "corrupt_file", "page": None, "message": "x"}],
    }


def _flawed_report() -> dict:
    """The perfect report with five known errors."""
    report = _perfect_report()
    # 1. Page 2 classified as the state certidão (and its document with it).
    report["pages"][1]["type"] = "certidao_estadual"
    report["documents"][1]["type"] = "certidao_estadual"
    # 2. A wrong CNPJ on the cartão and a validity the certidão's reading missed.
    report["documents"][0]["fields"]["cnpj"] = "11222333000262"
    report["documents"][1]["fields"]["valid_until"] = None
    # 3. The expired federal certidão taken as fine ...
    report["items"][1]["status"] = "ok"
    # 4. ... so the deficient petition is approved (the worst error).
    report["decision"] = "approve"
    # 5. The corrupt upload not reported; the photo's page sent to a person.
    report["errors"] = []
    report["documents"][3]["needs_review"] = True
    return report


# ---------------------------------------------------------------- score_petition


def test_perfect_report_scores_perfectly():
    figures = aggregate([score_petition(_perfect_report(), _truth())])
    assert figures["page_type"] == {"total": 4, "correct": 4, "accuracy": 1.0}
    assert figures["fields_overall"]["accuracy"] == 1.0
    assert figures["items"] == {
        "total": 3,  # the unasserted militar item is not scored
        "correct": 3,
        "accuracy": 1.0,
        "confusion": {"ok": {"ok": 2}, "expired": {"expired": 1}},
    }
    assert figures["decision"]["accuracy"] == 1.0
    assert figures["false_approvals"] == [] and figures["false_deficiencies"] == []
    assert figures["error_files"]["recall"] == 1.0
    assert figures["error_files"]["spurious"] == []
    assert figures["confused_types"] == []
    assert figures["review"]["page_share"] == 0.0


def test_each_known_error_is_counted_once():
    score = score_petition(_flawed_report(), _truth())
    figures = aggregate([score])

    # Page types: 3 of 4 pages right, one certidão confused.
    assert figures["page_type"] == {"total": 4, "correct": 3, "accuracy": 0.75}
    assert figures["confused_types"] == [
        {"truth": "certidao_federal", "got": "certidao_estadual", "pages": 1}
    ]

    # Fields: a wrong CNPJ (wrong) and a missed validity (missed); the rest exact.
    assert figures["fields"]["cnpj"] == {
        "total": 2,
        "correct": 1,
        "missed": 0,
        "wrong": 1,
        "accuracy": 0.5,
    }
    assert figures["fields"]["valid_until"] == {
        "total": 1,
        "correct": 0,
        "missed": 1,
        "wrong": 0,
        "accuracy": 0.0,
    }
    assert figures["fields"]["name"]["accuracy"] == 1.0  # case does not count
    assert figures["fields"]["plate"]["accuracy"] == 1.0
    assert "cpf" not in figures["fields"]  # never asserted
    assert figures["fields_overall"] == {"total": 10, "correct": 8, "accuracy": 0.8}
    assert figures["examples"]["wrong_fields"] == [
        {
            "petition": "p1",
            "file": "a.pdf",
            "page": 1,
            "type": "cartao_cnpj",
            "field": "cnpj",
            "truth": CNPJ,
            "got": "11222333000262",
        }
    ]

    # Items: the expired certidão read as ok.
    assert figures["items"]["total"] == 3 and figures["items"]["correct"] == 2
    assert figures["items"]["confusion"]["expired"] == {"ok": 1}
    assert figures["item_errors"] == [
        {"item": "art7.II.b.federal", "truth": "expired", "got": "ok", "count": 1}
    ]

    # Decision: a false approval, listed by petition.
    assert figures["decision"] == {
        "total": 1,
        "correct": 0,
        "accuracy": 0.0,
        "confusion": {"deficient": {"approve": 1}},
    }
    assert figures["false_approvals"] == [
        {"petition": "p1", "checklist": "sm-fretamento-empresa", "truth": "deficient"}
    ]
    assert figures["false_deficiencies"] == []

    # The corrupt file was missed.
    assert figures["error_files"]["expected"] == 1
    assert figures["error_files"]["found"] == 0
    assert figures["error_files"]["recall"] == 0.0

    # One of four pages sits in a document sent to review.
    assert figures["review"]["pages"] == 1 and figures["review"]["page_share"] == 0.25


def test_false_deficiency_wrong_code_and_spurious_error():
    truth = _truth()
    truth["decision"] = "approve"
    truth["items"][1]["status"] = "ok"
    report = _perfect_report()
    report["decision"] = "deficient"
    report["errors"] = [
        {"file": "bad.pdf", "code": "encrypted_pdf"},  # flagged, but with the wrong code
        {"file": "b.jpg", "code": "corrupt_file"},  # a readable file reported unreadable
    ]
    figures = aggregate([score_petition(report, truth)])
    assert figures["false_deficiencies"] == [
        {"petition": "p1", "checklist": "sm-fretamento-empresa", "truth": "approve"}
    ]
    assert figures["false_approvals"] == []
    assert figures["error_files"]["found"] == 0
    assert figures["error_files"]["flagged_any_code"] == 1
    assert figures["error_files"]["spurious"] == [{"petition": "p1", "file": "b.jpg"}]


def test_items_match_by_person_then_by_id_alone():
    truth = _truth()
    report = _perfect_report()
    # A report that names the person on an item the truth asks once: matched by id.
    report["items"][0]["person"] = CPF_A
    # A person the report does not know: that item is absent.
    report["items"][2]["person"] = "00000000000"
    report["items"].append({"id": "art7.I.c", "status": "ok", "person": "99999999999"})
    score = score_petition(report, truth)
    got = {(i.id, i.person): i.got for i in score.items}
    assert got[("art7.II.a", None)] == "ok"
    assert got[("art7.I.c", CPF_A)] == "absent"


def test_unasserted_decision_is_not_scored():
    truth = _truth()
    truth["decision_asserted"] = False
    figures = aggregate([score_petition(_flawed_report(), truth)])
    assert figures["decision"]["total"] == 0
    assert figures["false_approvals"] == []


def test_page_left_out_of_every_document_counts_as_none():
    report = _perfect_report()
    report["pages"][2]["type"] = None
    figures = aggregate([score_petition(report, _truth())])
    assert figures["confused_types"] == [{"truth": "em_branco", "got": "none", "pages": 1}]


def test_a_crashed_petition_counts_everything_wrong():
    scores = [
        score_petition(_perfect_report(), _truth()),
        failed_score(dict(_truth(), petition_id="p2"), "RuntimeError: boom", seconds=1.0),
    ]
    figures = aggregate(scores)
    assert figures["failed"] == [{"petition": "p2", "reason": "RuntimeError: boom"}]
    assert figures["page_type"]["total"] == 8 and figures["page_type"]["correct"] == 4
    assert figures["items"]["correct"] == 3 and figures["items"]["total"] == 6
    assert figures["decision"] == {
        "total": 2,
        "correct": 1,
        "accuracy": 0.5,
        "confusion": {"deficient": {"deficient": 1, "none": 1}},
    }
    assert figures["error_files"]["recall"] == 0.5


def test_normalisation_of_field_values():
    norm = evaluation._norm
    assert norm("plate", "iab-1234") == "IAB1234"
    assert norm("manufacture_year", "2018") == 2018
    assert norm("cnpj", "12.ABC.345/01DE-35") == "12ABC34501DE35"
    assert norm("name", "  Viação  Ônibus ltda ") == "VIAÇÃO ÔNIBUS LTDA"
    assert norm("issued_on", "2026-01-02") == "2026-01-02"
    assert norm("paid_activity", True) is True
    assert norm("cpf", None) is None


def test_printed_figures_name_every_measure():
    figures = aggregate([score_petition(_flawed_report(), _truth())])
    text = format_figures(figures)
    for label in (
        "Tipo de página: 75.0%",
        "Campos (acerto exato): 80.0%",
        "Itens (status): 66.7%",
        "Decisão: 0.0%",
        "Aprovações falsas (deferir o que é deficiente): 1",
        "  p1 (sm-fretamento-empresa)",
        "Arquivos com erro: recall 0.0%",
        "Conferência: 25.0% das páginas",
        "certidao_federal -> certidao_estadual: 1",
    ):
        assert label in text, label


# ---------------------------------------------------------------- the runner and the command


@pytest.fixture
def tiny_corpus(tmp_path: Path) -> Path:
    for pid in ("p1", "p2"):
        folder = tmp_path / "corpus" / pid
        folder.mkdir(parents=True)
        truth = dict(_truth(), petition_id=pid)
        if pid == "p2":
            truth["heldout"] = True
        (folder / "truth.yaml").write_text(yaml.safe_dump(truth, allow_unicode=True), "utf-8")
    return tmp_path / "corpus"


def test_run_eval_reports_slices_time_and_memory(tiny_corpus, monkeypatch):
    reports = {"p1": _perfect_report(), "p2": _flawed_report()}

    def fake_check(petition_dir: str, out_dir: str, settings: object):
        return copy.deepcopy(reports[Path(petition_dir).name]), None, 0.25

    monkeypatch.setattr(evaluation, "_check_one", fake_check)
    figures = evaluation.run_eval(tiny_corpus, settings=None, progress=False)
    assert figures["petitions"] == 2
    assert figures["decision"]["correct"] == 1
    assert figures["slices"]["heldout"]["false_approvals"][0]["petition"] == "p2"
    assert figures["slices"]["standard"]["decision"]["accuracy"] == 1.0
    assert figures["timing"]["pages"] == 8
    assert figures["timing"]["pages_per_minute"] > 0
    assert figures["memory"]["peak_rss_self_mb"] > 0
    assert figures["by_checklist"]["sm-fretamento-empresa"]["false_approvals"] == 1
    assert [p["petition"] for p in figures["per_petition"]] == ["p1", "p2"]


def test_eval_command_prints_and_writes_json(tiny_corpus, monkeypatch, tmp_path, capsys):
    from triagem.cli import main

    def fake_check(petition_dir: str, out_dir: str, settings: object):
        return _flawed_report(), None, 0.5

    monkeypatch.setattr(evaluation, "_check_one", fake_check)
    out = tmp_path / "figures.json"
    assert main(["eval", str(tiny_corpus), "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "Aprovações falsas (deferir o que é deficiente): 2" in printed
    assert "páginas/min" in printed and "Memória de pico" in printed
    data = json.loads(out.read_text("utf-8"))
    assert data["page_type"]["accuracy"] == 0.75
    assert len(data["false_approvals"]) == 2


def test_eval_command_without_truth_fails_cleanly(tmp_path, capsys):
    from triagem.cli import main

    assert main(["eval", str(tmp_path)]) != 0
    assert "truth.yaml" in capsys.readouterr().err


def test_saved_reports_are_scored_without_the_pipeline(tiny_corpus, tmp_path, capsys):
    from triagem.cli import main

    reports = tmp_path / "reports"
    (reports / "p1").mkdir(parents=True)
    (reports / "p1" / "report.json").write_text(json.dumps(_flawed_report()), "utf-8")
    # p2 has no saved report: it counts as failed.
    out = tmp_path / "saved.json"
    assert main(["eval", str(tiny_corpus), "--from-reports", str(reports), "--json", str(out)]) == 0
    data = json.loads(out.read_text("utf-8"))
    assert data["page_type"] == {"total": 8, "correct": 3, "accuracy": 0.375}
    assert [f["petition"] for f in data["failed"]] == ["p2"]
    assert "FALHAS do pipeline: 1" in capsys.readouterr().out
