"""Tests of triagem.render: the clerk's report, the notice and the draft.

Golden files
------------
``tests/golden/`` holds the expected HTML of every letter rendered from the
hand-written reports in ``tests/fixtures/report_*.json``. The comparison
ignores whitespace. After a deliberate change to a template, the CSS or the
fixtures, regenerate them and review the diff before committing::

    TRIAGEM_REGEN_GOLDEN=1 /tmp/venv/bin/python -m pytest tests/test_render.py -q
    git diff tests/golden/

Fixtures
--------
``report_deficient.json``: a Santa Maria company (two sócios-gerentes) with an
expired federal certidão, no municipal certidão, a positive protest certidão,
a sócio without certidão eleitoral, a folha corrida older than a year, an
illegible CTPS (review) and a password-protected PDF. ``report_approve.json``:
every item ok. ``report_review.json``: one low-confidence document and one
corrupt file, checklist inferred, reference date from the upload.
All names, CNPJs and CPFs are synthetic (valid check digits).
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
from datetime import date
from html import unescape
from pathlib import Path
from typing import Any

import jinja2
import pdfplumber
import pytest

from triagem import render
from triagem.errors import SetupError

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
GOLDEN = TESTS / "golden"
# CI lays shared/ beside the clone, as it is beside the work tree here.
CONTRACT = TESTS.parent.parent / "shared" / "contract"
REGEN = os.environ.get("TRIAGEM_REGEN_GOLDEN") == "1"

LETTER: dict[str, Any] = {
    "municipality": "Santa Maria",
    "state": "RS",
    "authority": "Secretaria de Município de Mobilidade Urbana",
    "law": (
        "Lei Municipal de Santa Maria, de 29 de maio de 2018, que disciplina o "
        "transporte coletivo de passageiros sob regime de fretamento"
    ),
    "checklist_title": (
        "Registro de empresa para o transporte coletivo de passageiros sob regime de fretamento"
    ),
    "grants": [
        "Expeça-se o Selo de Vistoria do Veículo (Art. 8º, I).",
        "Expeça-se o Alvará de Localização e Funcionamento (Art. 8º, II).",
    ],
    "deadline_days": 30,
    "issue_date": "2026-11-30",
    "letterhead": None,
}


def load(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"report_{name}.json").read_text(encoding="utf-8"))


def letter(**changes: Any) -> dict[str, Any]:
    return {**copy.deepcopy(LETTER), **changes}


def without_style(html: str) -> str:
    """The page without its inlined stylesheet (templates/style.css, kept once)."""
    return re.sub(r"<style>.*?</style>", "<style></style>", html, flags=re.S)


def normalise(html: str) -> str:
    """Whitespace-insensitive form: runs collapsed, none between tags."""
    return re.sub(r">\s+<", "><", re.sub(r"\s+", " ", without_style(html))).strip()


def text_of(html: str) -> str:
    """The visible text, roughly: tags dropped, entities decoded."""
    body = html.split("<body", 1)[1]
    text = unescape(re.sub(r"<[^>]+>", " ", body)).replace("\xa0", " ")
    return re.sub(r"\s+", " ", text)


# --------------------------------------------------------------------------
# Golden files


GOLDEN_CASES = [
    ("deficient", "report"),
    ("deficient", "notice"),
    ("approve", "report"),
    ("approve", "draft"),
    ("review", "report"),
]


@pytest.mark.parametrize(("fixture", "template"), GOLDEN_CASES)
def test_html_matches_golden_file(fixture: str, template: str) -> None:
    html = render.render_html(template, render.build_context(load(fixture), letter()))
    golden = GOLDEN / f"{template}_{fixture}.html"
    if REGEN:
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(without_style(html), encoding="utf-8")
    assert golden.exists(), f"{golden} missing: run with TRIAGEM_REGEN_GOLDEN=1"
    expected = golden.read_text(encoding="utf-8")
    assert normalise(html) == normalise(expected), (
        f"{template} for {fixture} differs from {golden.name}; if the change is "
        "deliberate, regenerate with TRIAGEM_REGEN_GOLDEN=1 and review the diff"
    )


# --------------------------------------------------------------------------
# Strictness and escaping


def test_missing_letter_key_is_an_error_not_a_blank() -> None:
    broken = letter()
    del broken["authority"]
    with pytest.raises(jinja2.UndefinedError, match="authority"):
        render.render_html("notice", render.build_context(load("deficient"), broken))


def test_missing_report_key_is_an_error_not_a_blank() -> None:
    report = load("approve")
    del report["documents"][1]["fields"]["valid_until"]
    with pytest.raises(jinja2.UndefinedError, match="valid_until"):
        render.render_html("draft", render.build_context(report, letter()))


def test_html_in_data_is_escaped() -> None:
    report = load("deficient")
    report["applicant"]["name"] = '<script>alert("x")</script> Ltda'
    report["documents"][0]["evidence"]["name"]["snippet"] = "<b>NOME</b> & cia"
    report["items"][0]["reason"] = "<img src=x onerror=alert(1)>"
    report["items"][0]["status"] = "missing"
    context = render.build_context(report, letter())
    for template in ("report", "notice"):
        html = render.render_html(template, context)
        assert "<script>alert" not in html
        assert "<img src=x" not in html
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Ltda" in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html
    report_html = render.render_html("report", context)
    assert "&lt;b&gt;NOME&lt;/b&gt; &amp; cia" in report_html


# --------------------------------------------------------------------------
# Files written per decision


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict]]:
    """Each fixture rendered once, PDFs included (WeasyPrint takes a second)."""
    out = {}
    for name in ("deficient", "approve", "review"):
        folder = tmp_path_factory.mktemp(name)
        out[name] = (folder, render.render_outputs(load(name), letter(), folder))
    return out


@pytest.mark.parametrize(
    ("fixture", "expected"),
    [
        ("deficient", {"report_html": "report.html", "notice_html": "notice.html",
                       "notice_pdf": "notice.pdf", "notice_docx": "notice.docx"}),
        ("approve", {"report_html": "report.html", "draft_html": "draft.html",
                     "draft_pdf": "draft.pdf", "draft_docx": "draft.docx"}),
        ("review", {"report_html": "report.html"}),
    ],
)  # fmt: skip
def test_render_outputs_writes_exactly_the_files_of_the_decision(
    rendered: dict, fixture: str, expected: dict[str, str]
) -> None:
    folder, written = rendered[fixture]
    assert {key: path.name for key, path in written.items()} == expected
    assert sorted(p.name for p in folder.iterdir()) == sorted(expected.values())
    assert all(path.parent == folder for path in written.values())


@pytest.mark.parametrize(
    ("fixture", "key", "title"),
    [
        ("deficient", "notice_pdf", "NOTIFICAÇÃO DE EXIGÊNCIAS"),
        ("approve", "draft_pdf", "MINUTA DE DESPACHO DE DEFERIMENTO"),
    ],
)
def test_pdf_is_valid_and_readable(rendered: dict, fixture: str, key: str, title: str) -> None:
    path = rendered[fixture][1][key]
    assert path.read_bytes()[:5] == b"%PDF-"
    with pdfplumber.open(path) as pdf:
        first = pdf.pages[0].extract_text().replace("\xa0", " ")
        last = pdf.pages[-1].extract_text().replace("\xa0", " ")
        pages = len(pdf.pages)
        meta_title = pdf.metadata.get("Title", "")
    assert title in first
    assert "Processo nº SMU-2026-" in first
    assert f"Página 1 de {pages}" in first
    assert f"Página {pages} de {pages}" in last
    # The signature block closes the letter.
    assert "Servidor(a) responsável" in last
    assert load(fixture)["petition_id"] in meta_title


def test_pdf_false_writes_html_only(tmp_path: Path) -> None:
    written = render.render_outputs(load("approve"), letter(), tmp_path, pdf=False, docx=False)
    assert set(written) == {"report_html", "draft_html"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["draft.html", "report.html"]


def test_docx_is_written_from_the_same_data(tmp_path: Path) -> None:
    report = load("deficient")
    written = render.render_outputs(report, letter(), tmp_path, pdf=False)
    assert set(written) == {"report_html", "notice_html", "notice_docx"}
    text = render.docx_text(written["notice_docx"])
    html = text_of(written["notice_html"].read_text(encoding="utf-8"))
    for item in report["items"]:
        if item["status"] in ("missing", "expired", "invalid"):
            assert item["label"] in text and item["label"] in html
            assert item["cure"] in text
    assert "30 (trinta) dias" in text
    assert f"Processo nº {report['petition_id']}" in text


def test_unknown_decision_is_refused(tmp_path: Path) -> None:
    report = load("approve")
    report["decision"] = "maybe"
    with pytest.raises(ValueError, match="maybe"):
        render.render_outputs(report, letter(), tmp_path, pdf=False)


# --------------------------------------------------------------------------
# Content


def test_notice_lists_only_deficiencies_grouped_per_person() -> None:
    report = load("deficient")
    text = text_of(render.render_html("notice", render.build_context(report, letter())))
    for item in report["items"]:
        label = item["label"]
        if item["status"] in ("missing", "expired", "invalid"):
            assert label in text
        elif item["status"] == "ok" and not any(
            i["label"] == item["label"] and i["status"] != "ok" for i in report["items"]
        ):
            assert label not in text, f"ok item {item['id']} listed in the notice"
    assert "Documentos relativos à empresa requerente" in text
    assert "Documentos relativos a Renato Brum Quevedo, CPF nº 526.018.159-06" in text
    assert "Documentos relativos a Luciana Tavares Pippi, CPF nº 083.016.613-05" in text
    assert "30 (trinta) dias" in text
    assert "indeferimento do pedido e o arquivamento do processo" in text
    assert "Santa Maria/RS, 30 de novembro de 2026." in text
    # One item is in review: the applicant is told other documents are pending.
    assert "encontram-se em análise" in text


def test_notice_without_pending_review_does_not_mention_it() -> None:
    report = load("deficient")
    report["items"] = [i for i in report["items"] if i["status"] != "review"]
    report["errors"] = []
    text = text_of(render.render_html("notice", render.build_context(report, letter())))
    assert "encontram-se em análise" not in text


def test_notice_numbers_items_across_groups() -> None:
    html = render.render_html("notice", render.build_context(load("deficient"), letter()))
    starts = [int(n) for n in re.findall(r'<ol class="requirements" start="(\d+)"', html)]
    # 5 company items, then 1 for each sócio.
    assert starts == [1, 6, 7]


def test_draft_lists_documents_with_validity_and_grants() -> None:
    report = load("approve")
    text = text_of(render.render_html("draft", render.build_context(report, letter())))
    assert "MINUTA DE DESPACHO DE DEFERIMENTO" in text
    assert "DEFIRO o registro de Serrano Fretamentos e Turismo Ltda" in text
    federal = next(d for d in report["documents"] if d["type"] == "certidao_federal")
    assert f"até {render.data_br(federal['fields']['valid_until'])}" in text
    for grant in LETTER["grants"]:
        assert grant in text
    assert "caráter precário" in text
    assert "Frota de 8 veículos" in text  # a not-applicable item and why


def test_draft_uses_the_letters_own_precarious_sentence() -> None:
    own = "Autorização precária (Art. 8º, parágrafo único)."
    context = render.build_context(load("approve"), letter(precarious=own))
    assert own in render.render_html("draft", context)


def test_review_report_says_a_clerk_must_review_and_why() -> None:
    report = load("review")
    text = text_of(render.render_html("report", render.build_context(report, letter())))
    assert "CONFERÊNCIA MANUAL" in text
    assert "deve conferir este processo" in text
    assert "alteracao_contratual.pdf" in text.split("Titulares")[0]
    review_item = next(i for i in report["items"] if i["status"] == "review")
    assert review_item["reason"] in text.split("Titulares")[0]


def test_report_links_items_to_documents_and_shows_evidence() -> None:
    html = render.render_html("report", render.build_context(load("approve"), letter()))
    assert 'id="doc-1"' in html and 'href="#doc-1"' in html
    assert "Válida até 10/03/2027." in html  # the federal certidão's evidence
    assert "&lt;hora e data de Brasília&gt;" in html
    assert 'href="draft.pdf"' in html


def test_missing_applicant_name_is_a_visible_placeholder() -> None:
    report = load("deficient")
    report["applicant"]["name"] = None
    html = render.render_html("notice", render.build_context(report, letter()))
    assert "[preencher: nome do requerente]" in html


# --------------------------------------------------------------------------
# Start-up check


def test_check_templates_passes() -> None:
    render.check_templates()


@pytest.fixture
def template_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "templates"
    shutil.copytree(render.default_template_dir(), folder)
    return folder


def test_check_templates_fails_on_syntax_error(template_copy: Path) -> None:
    notice = template_copy / "notice.html.j2"
    notice.write_text(notice.read_text(encoding="utf-8") + "{% if %}", encoding="utf-8")
    with pytest.raises(SetupError, match=r"notice\.html\.j2.*sintaxe"):
        render.check_templates(template_copy)


def test_check_templates_fails_on_undefined_value(template_copy: Path) -> None:
    draft = template_copy / "draft.html.j2"
    text = draft.read_text(encoding="utf-8").replace(
        "{{ letter.law }};", "{{ letter.no_such_key }};"
    )
    draft.write_text(text, encoding="utf-8")
    with pytest.raises(SetupError, match=r"draft\.html\.j2.*no_such_key"):
        render.check_templates(template_copy)


def test_check_templates_fails_on_missing_template(template_copy: Path) -> None:
    (template_copy / "report.html.j2").unlink()
    with pytest.raises(SetupError, match=r"report\.html\.j2"):
        render.check_templates(template_copy)


# --------------------------------------------------------------------------
# Filters


@pytest.mark.parametrize(
    ("value", "expected"),
    [("2026-03-15", "15/03/2026"), (date(2026, 1, 2), "02/01/2026"),
     ("2026-11-30T12:00:00Z", "30/11/2026"), (None, "—")],
)  # fmt: skip
def test_data_br(value: Any, expected: str) -> None:
    assert render.data_br(value) == expected


def test_data_extenso() -> None:
    assert render.data_extenso("2026-03-15") == "15 de março de 2026"
    assert render.data_extenso(date(2026, 5, 1)) == "1º de maio de 2026"


@pytest.mark.parametrize(
    ("value", "expected"),
    [("11222333000181", "11.222.333/0001-81"), ("12abc34501de35", "12.ABC.345/01DE-35"),
     ("11.222.333/0001-81", "11.222.333/0001-81"), ("123", "123")],
)  # fmt: skip
def test_cnpj(value: str, expected: str) -> None:
    assert render.cnpj(value) == expected


def test_cpf() -> None:
    assert render.cpf("52998224725") == "529.982.247-25"
    assert render.cpf("5299") == "5299"


def test_status_pt_covers_every_status() -> None:
    assert {s: render.status_pt(s) for s in render.STATUS_LABELS} == {
        "ok": "atendido",
        "missing": "ausente",
        "expired": "vencido",
        "invalid": "irregular",
        "review": "conferência manual",
        "not_applicable": "não se aplica",
    }


def test_tipo_pt() -> None:
    assert render.tipo_pt("certidao_federal") == (
        "Certidão de débitos relativos a tributos federais e à dívida ativa da União"
    )


@pytest.mark.skipif(not CONTRACT.exists(), reason="shared/contract not beside the repository")
def test_document_type_labels_cover_the_contract() -> None:
    table = (CONTRACT / "document-types.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"^\| `([a-z0-9_]+)` \|", table, flags=re.M))
    assert len(ids) > 30
    assert ids == set(render.DOCUMENT_TYPE_LABELS)


@pytest.mark.parametrize(
    ("n", "words"),
    [(1, "um"), (15, "quinze"), (30, "trinta"), (45, "quarenta e cinco"), (100, "cem"),
     (120, "cento e vinte"), (365, "trezentos e sessenta e cinco")],
)  # fmt: skip
def test_numero_extenso(n: int, words: str) -> None:
    assert render.numero_extenso(n) == words


def test_paginas() -> None:
    assert render.paginas([3]) == "p. 3"
    assert render.paginas([1, 2, 3, 5, 7, 8]) == "pp. 1\u20133, 5, 7\u20138"


# --------------------------------------------------------------------------
# The fixtures themselves


@pytest.mark.skipif(not CONTRACT.exists(), reason="shared/contract not beside the repository")
@pytest.mark.parametrize("name", ["deficient", "approve", "review"])
def test_fixtures_follow_the_contract(name: str) -> None:
    import jsonschema

    schema = json.loads((CONTRACT / "report.schema.json").read_text(encoding="utf-8"))
    report = load(name)
    jsonschema.validate(report, schema, format_checker=jsonschema.FormatChecker())
    statuses = {i["status"] for i in report["items"]}
    # The decision rule of the contract (README, "Item statuses and the decision").
    if statuses & {"missing", "expired", "invalid"}:
        decision = "deficient"
    elif "review" in statuses or report["errors"]:
        decision = "review"
    else:
        decision = "approve"
    assert report["decision"] == decision == name


# --------------------------------------------------------------------------
# Start-up check of what a clerk may change without code


def test_check_setup_passes_with_the_defaults() -> None:
    from triagem.settings import Settings

    render.check_setup(Settings(_env_file=None, checklist_dir=None))


def test_check_setup_lists_every_problem(tmp_path: Path) -> None:
    from checklists.loader import PACKAGE_DIR
    from triagem.settings import Settings

    # A clerk's copy of the vehicle checklist naming a parameter no setting has.
    text = (PACKAGE_DIR / "sm-fretamento-veiculo.yaml").read_text(encoding="utf-8")
    text = text.replace("app_min_insured_per_passenger", "app_minimo_por_passageiro")
    (tmp_path / "sm-fretamento-veiculo.yaml").write_text(text, encoding="utf-8")
    settings = Settings(
        _env_file=None, checklist_dir=tmp_path, notice_deadline_days=0, expiry_warning_days=-1
    )
    with pytest.raises(SetupError) as error:
        render.check_setup(settings)
    lines = str(error.value).splitlines()
    assert lines[0] == "Configuração inválida:"
    assert any(
        "app_minimo_por_passageiro" in line and "TRIAGEM_APP_MINIMO" in line for line in lines
    )
    assert any("TRIAGEM_NOTICE_DEADLINE_DAYS" in line for line in lines)
    assert any("TRIAGEM_EXPIRY_WARNING_DAYS" in line for line in lines)

    missing = Settings(_env_file=None, checklist_dir=tmp_path / "nao-existe")
    with pytest.raises(SetupError, match="TRIAGEM_CHECKLIST_DIR"):
        render.check_setup(missing)


def test_check_setup_reports_a_broken_checklist_copy(tmp_path: Path) -> None:
    from triagem.settings import Settings

    (tmp_path / "sad-motorista.yaml").write_text("id: sad-motorista\n", encoding="utf-8")
    with pytest.raises(SetupError, match="falta a chave obrigatória 'title'"):
        render.check_setup(Settings(_env_file=None, checklist_dir=tmp_path))


def test_app_minimum_setting_must_be_positive() -> None:
    import pydantic

    from triagem.settings import Settings

    assert (
        Settings(_env_file=None, app_min_insured_per_passenger=50000).app_min_insured_per_passenger
        == 50000
    )
    with pytest.raises(pydantic.ValidationError):
        Settings(_env_file=None, app_min_insured_per_passenger=0)


def test_check_templates_fails_on_missing_docx_template(template_copy: Path) -> None:
    (template_copy / "docx" / "draft.docx").unlink()
    with pytest.raises(SetupError, match=r"docx/draft\.docx.*build_docx"):
        render.check_templates(template_copy)


def test_docx_templates_are_built_by_the_script(tmp_path: Path, monkeypatch) -> None:
    """The committed .docx files are what templates/build_docx.py makes."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "build_docx", render.default_template_dir() / "build_docx.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "OUT", tmp_path)
    assert module.main() == 0
    for name in ("notice", "draft"):
        built = render.docx_text(tmp_path / f"{name}.docx")
        shipped = render.docx_text(render.default_template_dir() / "docx" / f"{name}.docx")
        assert built == shipped, f"run templates/build_docx.py: {name}.docx is stale"
