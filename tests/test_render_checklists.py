"""Notice and draft of every checklist, from the engine's own verdict.

For each of the five checklists, one deficient petition and one complete one
(the documents of test_checklists_all.py and test_checklist_engine.py) are
evaluated, turned into report.json by ``pipeline.build_report`` and rendered
with the letter ``pipeline.letter_context`` builds from the checklist's YAML.
The notice and the draft are compared with golden files, as HTML and as the
text of the Word file; regenerate them on purpose with::

    TRIAGEM_REGEN_GOLDEN=1 /tmp/venv/bin/python -m pytest tests/test_render_checklists.py -q
    git diff tests/golden/checklists/

Beside the golden files, each letter is checked for what a clerk needs to
sign it: the municipality's authority, the law, each deficiency with its
basis, reason and cure, the deadline, what is granted.
"""

from __future__ import annotations

import os
import re
from dataclasses import asdict, replace
from datetime import date
from html import unescape
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
import test_checklist_engine as empresa
import test_checklists_all as others

from checklists import checklist_parameters, evaluate, load_checklist
from triagem import pipeline, render
from triagem.models import Document, Petition, Verdict
from triagem.settings import Settings

GOLDEN = Path(__file__).resolve().parent / "golden" / "checklists"
REGEN = os.environ.get("TRIAGEM_REGEN_GOLDEN") == "1"
ISSUE_DATE = "2026-03-20"


def settings(**changes: Any) -> Settings:
    values: dict[str, Any] = {
        "notice_deadline_days": 30,
        "expiry_warning_days": 30,
        "app_min_insured_per_passenger": 50000.0,
    }
    values.update(changes)
    return Settings(_env_file=None, **values)


def build(
    checklist_id: str,
    docs: dict[str, Document],
    petition: Petition,
    ref: date,
    config: Settings,
) -> tuple[dict[str, Any], dict[str, Any], Verdict]:
    """report.json and the letter, as finish_check makes them."""
    checklist = load_checklist(checklist_id)
    documents = list(docs.values())
    verdict = evaluate(
        checklist,
        documents,
        petition,
        ref,
        expiry_warning_days=config.expiry_warning_days,
        parameters=checklist_parameters(checklist, config),
    )
    report = pipeline.build_report(
        petition, checklist_id, False, (ref, "petition.yaml"), documents, [], verdict, []
    )
    # What build_report is asked to carry as well (the records of the
    # verdict, each item's last valid day and its documents' validity in
    # words); added here while it does not.
    report.setdefault("records", [asdict(r) for r in verdict.records])
    for entry, item in zip(report["items"], verdict.items, strict=True):
        entry.setdefault("valid_until", item.valid_until.isoformat() if item.valid_until else None)
        entry.setdefault("validity", list(item.validity))
    report["generated_at"] = "2026-03-20T12:00:00Z"
    report["triagem_version"] = "0.0.0"
    letter = pipeline.letter_context(checklist, config, ref)
    letter["issue_date"] = ISSUE_DATE
    return report, letter, verdict


# --------------------------------------------------------------------------
# One deficient and one complete petition per checklist
# --------------------------------------------------------------------------


def _empresa(deficient: bool):
    docs = empresa.happy_docs()
    if deficient:
        docs["federal"] = empresa.set_fields(docs["federal"], valid_until=date(2026, 3, 1))
        del docs["municipal"]
        docs["folha_bruno"] = empresa.set_fields(docs["folha_bruno"], result="positiva")
    return docs, empresa.petition(), empresa.REF, settings()


def _veiculo(deficient: bool):
    docs = others.vehicle_docs()
    config = settings()
    if deficient:
        # An old licence and a minibus past its life; the APP minimum unset.
        docs["crlv"] = others.set_fields(docs["crlv"], extra={"exercicio": 2024})
        for key in ("crv", "crlv"):
            docs[key] = others.set_fields(
                docs[key], vehicle_kind="microonibus", manufacture_year=2009
            )
        config = settings(app_min_insured_per_passenger=None)
    return docs, others.VEHICLE.petition, others.REF, config


def _motorista(deficient: bool):
    docs = others.driver_docs()
    if deficient:
        docs["cnh"] = others.set_fields(docs["cnh"], cnh_category="B")
        del docs["pontos"]
    return docs, others.DRIVER_CASE.petition, others.REF, settings()


def _concessionario(deficient: bool):
    docs = others.candidate_docs()
    if deficient:
        del docs["crim_federal"], docs["iss"]
        docs["cnh"] = others.set_fields(docs["cnh"], paid_activity=False)
    return docs, others.CONCESSION.petition, others.REF, settings()


def _sad_motorista(deficient: bool):
    docs = others.SAD_DRIVER.docs()
    if deficient:
        docs["residencia"] = others.set_fields(docs["residencia"], issued_on=date(2025, 10, 1))
        del docs["foto1"], docs["foto2"]
    return docs, others.SAD_DRIVER.petition, others.REF, settings()


SCENARIOS = {
    "sm-fretamento-empresa": _empresa,
    "sm-fretamento-veiculo": _veiculo,
    "sm-fretamento-motorista": _motorista,
    "sad-concessionario": _concessionario,
    "sad-motorista": _sad_motorista,
}
LETTERS = [(c, name) for c in SCENARIOS for name in ("notice", "draft")]


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> dict[tuple[str, str], dict[str, Any]]:
    """Every letter rendered once: HTML, Word and the context behind them."""
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for checklist_id, scenario in SCENARIOS.items():
        for name in ("notice", "draft"):
            docs, petition, ref, config = scenario(name == "notice")
            report, letter, verdict = build(checklist_id, docs, petition, ref, config)
            folder = tmp_path_factory.mktemp(f"{checklist_id}-{name}")
            written = render.render_outputs(report, letter, folder, pdf=False)
            out[(checklist_id, name)] = {
                "report": report,
                "letter": letter,
                "verdict": verdict,
                "html": written[f"{name}_html"].read_text(encoding="utf-8"),
                "docx": render.docx_text(written[f"{name}_docx"]),
                "folder": folder,
            }
    return out


def without_style(html: str) -> str:
    """The page without its inlined stylesheet (templates/style.css, kept once)."""
    return re.sub(r"<style>.*?</style>", "<style></style>", html, flags=re.S)


def normalise(text: str) -> str:
    return re.sub(r">\s+<", "><", re.sub(r"\s+", " ", without_style(text))).strip()


def text_of(html: str) -> str:
    body = html.split("<body", 1)[1]
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", body)).replace("\xa0", " "))


def _golden(path: Path, actual: str) -> str:
    if REGEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(
            without_style(actual) if path.suffix == ".html" else actual, encoding="utf-8"
        )
    assert path.exists(), f"{path} missing: run with TRIAGEM_REGEN_GOLDEN=1"
    return path.read_text(encoding="utf-8")


# --------------------------------------------------------------------------
# Golden files
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("checklist_id", "name"), LETTERS)
def test_decision_of_each_scenario(rendered, checklist_id, name):
    decision = rendered[(checklist_id, name)]["report"]["decision"]
    assert decision == ("deficient" if name == "notice" else "approve")


@pytest.mark.parametrize(("checklist_id", "name"), LETTERS)
def test_html_matches_golden_file(rendered, checklist_id, name):
    html = rendered[(checklist_id, name)]["html"]
    expected = _golden(GOLDEN / f"{checklist_id}-{name}.html", html)
    assert normalise(html) == normalise(expected), (
        f"{name} of {checklist_id} differs from its golden file; if deliberate, "
        "regenerate with TRIAGEM_REGEN_GOLDEN=1 and review the diff"
    )


@pytest.mark.parametrize(("checklist_id", "name"), LETTERS)
def test_docx_matches_golden_file(rendered, checklist_id, name):
    text = rendered[(checklist_id, name)]["docx"]
    expected = _golden(GOLDEN / f"{checklist_id}-{name}.docx.txt", text)
    assert text == expected


# --------------------------------------------------------------------------
# What a clerk needs to sign them
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("checklist_id", "name"), LETTERS)
def test_letter_names_the_authority_the_law_and_the_applicant(rendered, checklist_id, name):
    entry = rendered[(checklist_id, name)]
    checklist = load_checklist(checklist_id)
    for text in (text_of(entry["html"]), entry["docx"]):
        assert f"PREFEITURA MUNICIPAL DE {checklist.municipality.upper()}" in text
        assert checklist.authority.upper() in text
        assert checklist.law in text.replace("\n", " ")
        assert entry["report"]["petition_id"] in text
        assert "[preencher" not in text  # nothing left for the clerk to fill
        assert "20 de março de 2026" in text


@pytest.mark.parametrize("checklist_id", SCENARIOS)
def test_notice_lists_every_deficiency_with_basis_reason_and_cure(rendered, checklist_id):
    entry = rendered[(checklist_id, "notice")]
    html_text = text_of(entry["html"])
    docx_text = entry["docx"]
    deficient = [i for i in entry["report"]["items"] if i["status"] in render.DEFICIENT_STATUSES]
    assert deficient
    for item in deficient:
        for text in (html_text, docx_text):
            assert item["label"] in text
            assert f"({item['legal_basis']})" in text
            assert item["reason"] in text
            assert item["cure"] in text
    for item in entry["report"]["items"]:
        if item["status"] == "ok":
            assert item["reason"] is None
    for text in (html_text, docx_text):
        assert "30 (trinta) dias" in text
        assert "indeferimento do pedido e o arquivamento do processo" in text


@pytest.mark.parametrize("checklist_id", SCENARIOS)
def test_draft_lists_what_was_checked_and_grants(rendered, checklist_id):
    entry = rendered[(checklist_id, "draft")]
    checklist = load_checklist(checklist_id)
    html_text = text_of(entry["html"])
    for text in (html_text, entry["docx"]):
        assert "MINUTA DE DESPACHO DE DEFERIMENTO" in text
        for grant in checklist.grants:
            assert grant in text
        assert (checklist.precarious or "") in text
        # Art. 8º, parágrafo único: the authorisations (company, vehicle) are
        # precarious; a driver's registration and the SAD acts say nothing.
        assert ("caráter precário" in text) == (
            checklist_id in ("sm-fretamento-empresa", "sm-fretamento-veiculo")
        )
        for item in entry["report"]["items"]:
            if item["status"] == "ok":
                assert item["label"] in text


def test_vehicle_draft_records_the_vehicle_and_its_inspection(rendered):
    entry = rendered[("sm-fretamento-veiculo", "draft")]
    for text in (text_of(entry["html"]), entry["docx"]):
        assert f"Veículo do pedido: placa {others.PLATE}" in text
        assert "Periodicidade da inspeção técnica veicular (ITV): anual (Art. 14, § 1º, a)" in text
    assert "Certificado de Registro e Licenciamento de Veículo (CRLV/CRLV-e), placa" in text


def test_vehicle_notice_says_the_app_minimum_is_not_fixed(rendered):
    entry = rendered[("sm-fretamento-veiculo", "notice")]
    assert entry["letter"]["notices"]
    for text in (text_of(entry["html"]), entry["docx"].replace("\n", " ")):
        assert "inciso III" in text and "não consta do texto legal consultado" in text
        # The apólice is under review meanwhile, and the notice says so.
        assert "encontram-se em análise" in text
    complete = rendered[("sm-fretamento-veiculo", "draft")]
    assert complete["letter"]["notices"] == []


def test_sad_letters_name_the_divisao_de_transportes_and_the_person(rendered):
    entry = rendered[("sad-concessionario", "notice")]
    text = text_of(entry["html"])
    assert "DIVISÃO DE TRANSPORTES DA SECRETARIA DE VIAÇÃO, OBRAS PÚBLICAS E TRANSPORTES" in text
    assert "ESTADO DE GOIÁS" in text
    assert "Santo Antônio do Descoberto/GO, 20 de março de 2026." in text
    assert f"Documentos relativos a {others.CANDIDATE.name}" in text
    assert "Senhor(a) Requerente," in text
    draft = text_of(rendered[("sad-motorista", "draft")]["html"])
    deferral = "DEFIRO a matrícula, como motorista do Serviço de Transporte Coletivo de Passageiros"
    assert f"{deferral}, de {others.CANDIDATE.name}" in draft


def test_driver_filed_by_his_company_is_named_apart(tmp_path):
    company = replace(
        others.DRIVER_CASE.petition,
        applicant=others.Applicant(name=others.COMPANY, cnpj=others.CNPJ),
        people=(others.DRIVER,),
    )
    report, letter, _ = build(
        "sm-fretamento-motorista", others.driver_docs(), company, others.REF, settings()
    )
    context = render.build_context(report, letter)
    text = text_of(render.render_html("draft", context))
    assert f"formulado por {others.COMPANY}" in text
    assert f"Motorista: {others.DRIVER.name}" in text
    assert f"fretamento, de {others.DRIVER.name} (CPF nº" in text


def test_unnamed_person_applicant_takes_the_name_the_documents_give():
    pet = replace(others.CONCESSION.petition, applicant=others.Applicant())
    report, letter, _ = build(
        "sad-concessionario", others.candidate_docs(), pet, others.REF, settings()
    )
    assert report["applicant"]["name"] is None
    text = text_of(render.render_html("draft", render.build_context(report, letter)))
    assert "DEFIRO a inscrição" in text and others.CANDIDATE.name in text
    assert "[preencher" not in text


# --------------------------------------------------------------------------
# PDFs of every letter (what the clerk prints)
# --------------------------------------------------------------------------


def test_pdf_of_every_letter(rendered, tmp_path):
    for (checklist_id, name), entry in rendered.items():
        target = tmp_path / f"{checklist_id}-{name}.pdf"
        render._write_pdf(entry["html"], target)
        with pdfplumber.open(target) as pdf:
            first = pdf.pages[0].extract_text().replace("\xa0", " ")
            pages = len(pdf.pages)
            last = pdf.pages[-1].extract_text()
        title = "NOTIFICAÇÃO DE EXIGÊNCIAS" if name == "notice" else "MINUTA DE DESPACHO"
        assert title in first, checklist_id
        assert f"Página 1 de {pages}" in first
        assert "Servidor(a) responsável" in last
