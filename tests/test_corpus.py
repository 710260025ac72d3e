"""Tests of the synthetic petition generator and of the committed samples.

No OCR here: the scans' legibility was checked by hand with Tesseract (see
samples/README.md); these tests check numbers, determinism and that every
truth.yaml agrees with the files beside it.
"""

from __future__ import annotations

import html
import io
import json
import random
import time
import zipfile
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
import yaml
from PIL import Image

from corpus import checkdigits as cd
from corpus import dates, expected, render, scan
from corpus.documents import (
    RENDERERS,
    SET_EXTRA_FONTS,
    SET_FONTS,
    TEMPLATE_SETS,
    Context,
    DocSpec,
    check_templates,
    heldout_types,
)
from corpus.documents import render as render_document
from corpus.petitions import born_digital_files, build, complete_specs, make_cast, petition_yaml
from corpus.samples import PROTOCOL, SAMPLES, completa, random_plan
from corpus.scenarios import SCHEDULE

ROOT = Path(__file__).resolve().parent.parent
SAMPLES_DIR = ROOT / "samples" / "petitions"
SCHEMA = ROOT.parent / "shared" / "contract" / "petition.schema.json"
SAMPLE_IDS = sorted(SAMPLES)
FIELD_NAMES = ("name", "cnpj", "cpf", "issued_on", "valid_until", "result")


def _truth(petition_id: str) -> dict:
    path = SAMPLES_DIR / petition_id / "truth.yaml"
    if not path.exists():
        pytest.skip(f"{path} not generated")
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cast():
    return make_cast(random.Random(42), PROTOCOL, sexes=("M", "F"), fleet=12)


# ---------------------------------------------------------------- check digits


def test_check_digit_reference_vectors():
    # Vectors from ../shared/reference/documents.md §9.
    assert cd.is_valid_cpf("529.982.247-25")
    assert not cd.is_valid_cpf("529.982.247-24")
    assert not cd.is_valid_cpf("111.111.111-11")
    assert cd.is_valid_cnpj("11.222.333/0001-81")
    assert cd.is_valid_cnpj("12.ABC.345/01DE-35")
    assert not cd.is_valid_cnpj("11.222.333/0001-82")
    assert cd.is_valid_renavam("13824652268") and cd.is_valid_renavam("08543317523")
    assert not cd.is_valid_renavam("38872054170") and not cd.is_valid_renavam("40999838209")


def test_generated_numbers_pass_an_independent_validator():
    validate_docbr = pytest.importorskip("validate_docbr")
    rng = random.Random(7)
    for _ in range(300):
        assert validate_docbr.CPF().validate(cd.make_cpf(rng))
        assert validate_docbr.CNPJ().validate(cd.make_cnpj(rng))
        alnum = cd.make_cnpj(rng, alphanumeric=True)
        assert not alnum[:12].isdigit() and validate_docbr.CNPJ().validate(alnum)
        assert validate_docbr.RENAVAM().validate(cd.make_renavam(rng))
        # RS títulos; SP/MG differ between sources (reference §9.5), so not tested here.
        assert validate_docbr.TituloEleitoral().validate(cd.make_titulo(rng, "04"))


def test_cast_numbers_are_valid(cast):
    assert cd.is_valid_cnpj(cast.company.cnpj)
    for person in (*cast.people, cast.employee):
        assert cd.is_valid_cpf(person.cpf)
    assert all(cd.is_valid_renavam(v.renavam) for v in cast.vehicles)
    assert len({v.plate for v in cast.vehicles}) == len(cast.vehicles)
    # Art. 11, § 2º: useful life of 20 years (ônibus) and 15 (micro-ônibus).
    for v in cast.vehicles:
        assert PROTOCOL.year - v.year_made < (20 if v.kind == "onibus" else 15)


def test_numbers_in_words():
    assert dates.words(180) == "cento e oitenta"
    assert dates.words(2_500_000) == "dois milhões e quinhentos mil"
    assert dates.money_words(150_000) == "cento e cinquenta mil reais"
    assert dates.long(date(2026, 3, 1)) == "1º de março de 2026"
    assert dates.in_words(date(2024, 3, 12)).endswith("março do ano de dois mil e vinte e quatro")


def test_years_later_moves_29_february_to_the_28th_in_a_common_year():
    # A person born on 29 February: the título at 18, the CNH's dates.
    assert dates.years_later(date(1988, 2, 29), 18) == date(2006, 2, 28)
    assert dates.years_later(date(1988, 2, 29), 4) == date(1992, 2, 29)
    assert dates.years_later(date(2026, 3, 1), -10) == date(2016, 3, 1)


# ---------------------------------------------------------------- documents


def test_every_renderer_has_a_template():
    assert check_templates() == []


# Sets that may print any date style an earlier set prints.
HELDOUT8_ON = tuple(f"heldout{n}" for n in range(8, 26))


def _printed_date(value: date, text: str, other_hands: bool | str = False) -> bool:
    styles = (dates.num, dates.num_dots, dates.long, dates.long_padded, dates.long_upper)
    if other_hands:
        # The heldout2 set also prints dd-mm-aaaa and dates written out in words.
        styles += (lambda d: d.strftime("%d-%m-%Y"), dates.in_words)
    if other_hands == "heldout3":
        # The heldout3 set also prints "15 DEZ 2026", "15/dez/2026" and ISO dates.
        styles += (dates.abbr_upper, dates.slash_abbr, dates.iso)
    if other_hands == "heldout5":
        # The heldout5 set also prints "15 de Dezembro de 2026", "15 dez. 2026" and
        # "quinze de dezembro de dois mil e vinte e seis".
        styles += (dates.long_cap, dates.abnt, dates.words_full)
    if other_hands == "heldout6":
        # The heldout6 set also prints ISO dates from system exports, "15/dez/2026",
        # "15-DEZ-2026", "15 de dez. de 2026" and "quinze de dezembro de 2026".
        styles += (
            dates.iso,
            dates.slash_abbr,
            dates.dash_abbr_upper,
            dates.short_de,
            dates.day_words_year,
        )
    if other_hands == "heldout7":
        # The heldout7 set also prints "30.11.26".
        styles += (dates.dots_short,)
    if other_hands in HELDOUT8_ON:
        # The heldout8 to heldout25 sets may print any style an earlier set prints.
        styles += (
            dates.abbr_upper,
            dates.slash_abbr,
            dates.iso,
            dates.long_cap,
            dates.abnt,
            dates.words_full,
            dates.dash_abbr_upper,
            dates.day_words_year,
            dates.short_de,
            dates.dots_short,
        )
    return any(style(value) in text for style in styles)


def _check_printed(doc, protocol: date, other_hands: bool | str = False) -> list[str]:
    """What a rendered document's truth says that its text does not show.

    ``other_hands`` (a set by other hands, heldout2 to heldout25) also accepts a
    CPF or CNPJ printed without punctuation and the date styles of ``_printed_date``.
    """
    text = html.unescape(doc.html).upper()
    fields = doc.fields
    problems = []
    # A CRNM prints surname and given name apart: every word must be there.
    if fields["name"] and not all(word in text for word in fields["name"].upper().split()):
        problems.append(f"name {fields['name']}")
    if fields["cnpj"] and not (
        cd.is_valid_cnpj(fields["cnpj"])
        and (
            cd.format_cnpj(fields["cnpj"]) in text
            or (other_hands and fields["cnpj"].upper() in text)
        )
    ):
        problems.append("cnpj")
    if fields["cpf"] and not (
        cd.is_valid_cpf(fields["cpf"])
        and (cd.format_cpf(fields["cpf"]) in text or (other_hands and fields["cpf"] in text))
    ):
        problems.append("cpf")
    unescaped = html.unescape(doc.html)
    if fields["issued_on"] and not _printed_date(fields["issued_on"], unescaped, other_hands):
        problems.append(f"issued_on {fields['issued_on']}")
    relative = doc.extra.get("validity_style") == "relative"
    if (
        fields["valid_until"]
        and not relative
        and not _printed_date(fields["valid_until"], unescaped, other_hands)
    ):
        problems.append(f"valid_until {fields['valid_until']}")
    for name in ("cnh_category", "renavam", "manufacture_year"):
        if fields.get(name) is not None and str(fields[name]) not in text:
            problems.append(name)
    plate = fields.get("plate")
    if plate and plate not in text and f"{plate[:3]}-{plate[3:]}" not in text:
        problems.append("plate")
    if fields.get("renavam") and not cd.is_valid_renavam(fields["renavam"]):
        problems.append("renavam check digit")
    # Status against dates: a valid document is valid on the protocol date.
    if doc.status == "valid" and fields["valid_until"] and fields["valid_until"] < protocol:
        problems.append("valid but ended")
    if doc.spec.expired and fields["valid_until"] and fields["valid_until"] >= protocol:
        problems.append("expired but still valid")
    return problems


# Sets that override only some types (the rest fall back to the standard templates),
# each with the types it writes: heldout23, whose certidões' writer delivered nothing
# (its certidões, cartão CNPJ, CRF, ISS registration and folha corrida are standard).
PARTIAL_SETS: dict[str, tuple[str, ...]] = {
    "heldout23": (
        "apolice_seguro",
        "atestado_saude",
        "certidao_pontuacao_cnh",
        "certificado_curso_transporte",
        "certificado_reservista",
        "cnh",
        "contrato_compra_venda",
        "cpf",
        "crlv",
        "crv",
        "ctps",
        "foto_3x4",
        "identidade_estrangeiro",
        "relacao_veiculos",
        "rg",
        "titulo_eleitor",
        "comprovante_contribuicao_sindical",
        "comprovante_endereco",
        "comprovante_estacionamento",
        "contrato_social",
        "estatuto_social",
        "registro_firma_individual",
        "registro_junta_comercial",
        "requerimento",
    ),
}
# Types the heldout7 set writes anew (since it was a draft; it now writes all 44).
HELDOUT7_TYPES = (
    "requerimento",
    "contrato_social",
    "cartao_cnpj",
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_criminal",
    "crf_fgts",
    "certidao_pis",
    "comprovante_endereco",
    "cnh",
    "crlv",
    "apolice_seguro",
    "certidao_quitacao_eleitoral",
    "atestado_saude",
    "certificado_curso_transporte",
)


def test_heldout7_writes_the_common_types():
    folder = ROOT / "corpus" / "doc_templates_heldout7"
    assert [t for t in HELDOUT7_TYPES if not (folder / f"{t}.html").exists()] == []


@pytest.mark.parametrize(
    "heldout",
    [
        False,
        True,
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
    ],
    ids=[
        "standard",
        "heldout",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
    ],
)
def test_rendered_html_prints_the_truth_fields(heldout):
    """Every document of one full scenario cycle (every checklist, every type)
    prints the values its truth asserts, in every template set."""
    seen: set[str] = set()
    own_types: set[str] = set()
    problems = []
    for index in range(len(SCHEDULE)):
        plan = random_plan(5, index, "cmd", heldout=heldout)
        ctx = Context(plan.cast, plan.protocol, checklist=plan.checklist, heldout=heldout)
        for k, spec in enumerate(plan.specs):
            doc = render_document(ctx, spec, random.Random(k))
            seen.add(spec.type)
            assert set(FIELD_NAMES) <= set(doc.fields)
            other_hands = heldout if heldout in NAMED_SETS else False
            if other_hands and spec.type != "outro" and heldout not in PARTIAL_SETS:
                # Every type has its twin in these sets (outro falls back to the standard page).
                assert doc.template_set == heldout, spec.type
            if doc.template_set == heldout:
                own_types.add(spec.type)
            problems += [
                (index, spec.type, p)
                for p in _check_printed(doc, plan.protocol, other_hands=other_hands)
            ]
    assert problems == []
    if heldout in PARTIAL_SETS:
        # A partial set renders its own types itself; the rest fall back.
        assert set(PARTIAL_SETS[heldout]) - own_types == set()
    # Every type of the contract except "em_branco" (blank sheets are not rendered).
    contract_types = set(RENDERERS)
    assert contract_types - seen <= {
        "certidao_inss",
        "estatuto_social",
        "comprovante_estacionamento",
    }


def test_same_seed_same_pdf_bytes(cast):
    ctx = Context(cast, PROTOCOL)
    first = render_document(ctx, DocSpec("certidao_federal"), random.Random(5))
    second = render_document(ctx, DocSpec("certidao_federal"), random.Random(5))
    assert first.html == second.html
    assert render.html_to_pdf(first.html) == render.html_to_pdf(second.html)
    other = render_document(ctx, DocSpec("certidao_federal"), random.Random(6))
    assert other.html != first.html


def test_scan_degradation_is_deterministic_and_turns_pages():
    page = Image.new("L", (120, 170), 255)
    style = scan.ScanStyle()
    one = scan.degrade(page, style, random.Random(3))
    two = scan.degrade(page, style, random.Random(3))
    assert one.tobytes() == two.tobytes()
    assert scan.turn(one, 90).size == (170, 120)
    stamp = time.gmtime(1_789_563_600)
    assert scan.save_pdf([one], 100, 60, stamp) == scan.save_pdf([two], 100, 60, stamp)
    tiff = Image.open(io.BytesIO(scan.save_tiff([one, two], 100)))
    assert tiff.n_frames == 2


# ---------------------------------------------------------------- expected verdict


def _facts(specs, cast):
    return [
        expected.DocFact(
            s.type,
            "invalid"
            if s.result == "positiva" or s.other_holder
            else ("expired" if s.expired else "valid"),
            cast.people[s.person].cpf if s.person is not None else None,
        )
        for s in specs
    ]


def test_expected_verdict_rules(cast):
    people = [expected.PersonFact(p.cpf, p.sex) for p in cast.people]
    specs = complete_specs(cast)
    items = expected.evaluate(_facts(specs, cast), people, "ltda", len(cast.vehicles))
    assert expected.decision(items, 0) == "approve"
    woman = cast.people[1].cpf
    assert {"id": "art7.I.f.militar", "person": woman, "status": "not_applicable"} in items
    assert {"id": "art7.III.b", "status": "ok"} in items  # fleet of 12 > 10

    without = [s for s in specs if s.type not in ("comprovante_estacionamento", "certidao_federal")]
    items = {
        (i["id"], i.get("person")): i["status"]
        for i in expected.evaluate(_facts(without, cast), people, "ltda", 12)
    }
    assert items[("art7.III.b", None)] == "missing"
    # The federal certidão stands in for the INSS one, so II.e goes missing with it.
    assert items[("art7.II.e", None)] == "missing"

    changed = [
        DocSpec(s.type, s.person, result="positiva") if s.type == "certidao_protestos" else s
        for s in specs
    ]
    changed += [DocSpec("certidao_estadual", result="positiva_com_efeitos_de_negativa")]
    items = {
        (i["id"], i.get("person")): i["status"]
        for i in expected.evaluate(_facts(changed, cast), people, "ltda", 12)
    }
    assert items[("art7.II.j", None)] == "invalid"
    assert items[("art7.II.b.estadual", None)] == "ok"
    assert (
        expected.decision(list(expected.evaluate(_facts(specs, cast), people, "ltda", 12)), 2)
        == "review"
    )


def test_random_plans_are_deterministic():
    a = random_plan(11, 3, "cmd")
    b = random_plan(11, 3, "cmd")
    assert a == b
    assert petition_yaml(a) == petition_yaml(b)
    assert random_plan(11, 4, "cmd") != a


# ---------------------------------------------------------------- committed samples


def test_samples_folder_is_small():
    if not SAMPLES_DIR.exists():
        pytest.skip("samples not generated")
    total = sum(p.stat().st_size for p in SAMPLES_DIR.parent.rglob("*") if p.is_file())
    assert total < 12 * 1024 * 1024


@pytest.mark.parametrize("petition_id", SAMPLE_IDS)
def test_petition_yaml_is_valid(petition_id):
    path = SAMPLES_DIR / petition_id / "petition.yaml"
    if not path.exists():
        pytest.skip(f"{path} not generated")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["petition_id"] == petition_id
    assert data["protocol_date"] == "2026-11-16"
    assert cd.is_valid_cnpj(data["applicant"]["cnpj"])
    assert all(cd.is_valid_cpf(p["cpf"]) for p in data["people"])
    if not SCHEMA.exists():
        pytest.skip("../shared/contract/petition.schema.json not found")
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(
        data
    )


def _page_count(path: Path, fmt: str) -> int:
    if fmt == "pdf":
        import pypdfium2

        return len(pypdfium2.PdfDocument(str(path)))
    with Image.open(path) as image:
        return getattr(image, "n_frames", 1)


def _has_text_layer(path: Path) -> bool:
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    return any(page.get_textpage().get_text_range().strip() for page in pdf)


@pytest.mark.parametrize("petition_id", SAMPLE_IDS)
def test_truth_matches_the_files(petition_id):
    truth = _truth(petition_id)
    folder = SAMPLES_DIR / petition_id
    on_disk = {p.name for p in folder.iterdir()} - {"petition.yaml", "truth.yaml"}
    assert on_disk == {f["file"] for f in truth["files"]}
    for entry in truth["files"]:
        path = folder / entry["file"]
        if entry["error"]:
            assert entry["pages"] == []
            continue
        assert _page_count(path, entry["format"]) == len(entry["pages"])
        assert [p["page"] for p in entry["pages"]] == list(range(1, len(entry["pages"]) + 1))
        if entry["format"] == "pdf":
            assert _has_text_layer(path) == entry["text_layer"]
    pages = {(f["file"], p["page"]): p for f in truth["files"] for p in f["pages"]}
    for index, doc in enumerate(truth["documents"]):
        for n in doc["pages"]:
            page = pages[(doc["file"], n)]
            assert page["type"] == doc["type"] and page["document"] == index
        fields = doc["fields"]
        if fields["cnpj"]:
            assert cd.is_valid_cnpj(fields["cnpj"])
        if fields["cpf"]:
            assert cd.is_valid_cpf(fields["cpf"])
    typed = [p for p in pages.values() if p["type"] != "em_branco"]
    assert all("document" in p for p in typed)


@pytest.mark.parametrize("petition_id", SAMPLE_IDS)
def test_truth_decision_follows_the_contract(petition_id):
    truth = _truth(petition_id)
    statuses = {i["status"] for i in truth["items"]}
    if statuses & {"missing", "expired", "invalid"}:
        want = "deficient"
    elif "review" in statuses or truth["errors"]:
        want = "review"
    else:
        want = "approve"
    assert truth["decision"] == want
    people = yaml.safe_load(
        (SAMPLES_DIR / petition_id / "petition.yaml").read_text(encoding="utf-8")
    )["people"]
    cpfs = {"".join(c for c in p["cpf"] if c.isdigit()) for p in people}
    assert {i["person"] for i in truth["items"] if "person" in i} == cpfs


def _bad(truth: dict) -> dict[str, str]:
    return {
        (i["id"] + (":" + i["person"] if "person" in i else "")): i["status"]
        for i in truth["items"]
        if i["status"] not in ("ok", "not_applicable")
    }


def test_sample_scenarios():
    assert _truth("sm-empresa-completa")["decision"] == "approve"

    missing = _truth("sm-empresa-falta-municipal")
    assert _bad(missing) == {"art7.II.b.municipal": "missing"}
    assert "certidao_municipal" not in {d["type"] for d in missing["documents"]}

    expired = _truth("sm-empresa-federal-vencida")
    assert _bad(expired)["art7.II.b.federal"] == "expired"
    cpen = [
        d
        for d in expired["documents"]
        if d["fields"]["result"] == "positiva_com_efeitos_de_negativa"
    ]
    assert cpen and all(d["status"] == "valid" for d in cpen)

    scanned = _truth("sm-empresa-digitalizada")
    assert scanned["decision"] == "approve"
    assert {f["format"] for f in scanned["files"]} == {"pdf", "jpeg", "png", "tiff"}
    assert not any(f["text_layer"] for f in scanned["files"])
    pages = [p for f in scanned["files"] for p in f["pages"]]
    assert len(pages) <= 24
    assert {90, 180} <= {p["rotation"] for p in pages}
    assert any(p["type"] == "em_branco" for p in pages)

    bad = _truth("sm-empresa-arquivos-ruins")
    assert bad["decision"] == "review" and _bad(bad) == {}
    assert sorted(e["code"] for e in bad["errors"]) == [
        "corrupt_file",
        "empty_file",
        "encrypted_pdf",
        "unsupported_format",
    ]


def test_unreadable_samples_are_really_unreadable():
    truth = _truth("sm-empresa-arquivos-ruins")
    folder = SAMPLES_DIR / "sm-empresa-arquivos-ruins"
    by_code = {e["code"]: folder / e["file"] for e in truth["errors"]}
    assert by_code["empty_file"].stat().st_size == 0
    pypdf = pytest.importorskip("pypdf")
    assert pypdf.PdfReader(by_code["encrypted_pdf"]).is_encrypted
    with pytest.raises(Exception):  # noqa: B017 (any parser error will do)
        pypdf.PdfReader(by_code["corrupt_file"], strict=True).pages[0].extract_text()
    assert zipfile.is_zipfile(by_code["unsupported_format"])


def test_born_digital_sample_regenerates_exactly():
    committed = SAMPLES_DIR / "sm-empresa-completa"
    if not committed.exists():
        pytest.skip("samples not generated")
    built = build(completa())
    assert built.petition == yaml.safe_load(
        (committed / "petition.yaml").read_text(encoding="utf-8")
    )
    assert built.truth == yaml.safe_load((committed / "truth.yaml").read_text(encoding="utf-8"))
    for name, data in built.files.items():
        assert (committed / name).read_bytes() == data, name


# ---------------------------------------------------------------- other checklists, scenarios


def test_cnh_check_digit_vectors():
    # Reference §9.4 (validate-docbr's algorithm).
    for number in ("65821310502", "10764125809", "77625261946", "00641829409", "04463004100"):
        assert cd.is_valid_cnh(number)
    assert not cd.is_valid_cnh("78623161668")
    rng = random.Random(3)
    assert all(cd.is_valid_cnh(cd.make_cnh(rng)) for _ in range(200))


# What the issue asks the full corpus to contain, as scenario tags.
REQUIRED_TAGS = {
    "missing",
    "expired",
    "positiva",
    "cpen",
    "other_company",
    "other_person",
    "cnh_wrong_category",
    "cnh_no_ear",
    "past_useful_life",
    "not_bus",
    "sa",
    "ltda",
    "fleet_over_10",
    "fleet_up_to_10",
    "missing_conditional",
    "foreign",
    "brazilian",
    "female",
    "male",
    "crv",
    "purchase_contract",
    "unregistered_contract",
    "alphanumeric_cnpj",
    "bad_file_corrupt",
    "bad_file_encrypted",
    "bad_file_empty",
    "bad_file_unsupported",
    "born_digital",
    "scanned",
    "mixed",
}


@pytest.mark.parametrize("seed", [7, 11])
def test_forty_petitions_cover_every_checklist_and_defect(seed):
    plans = [random_plan(seed, i, "cmd") for i in range(40)]
    tags = {t for p in plans for t in p.tags}
    assert REQUIRED_TAGS - tags == set()
    assert {p.checklist for p in plans} == set(expected.CHECKLISTS)
    kinds = {f.kind for p in plans for f in p.files}
    assert {"pdf", "scan_pdf", "jpeg", "png", "tiff"} <= kinds
    assert any(f.photo for p in plans for f in p.files)
    assert any(f.effects for p in plans for f in p.files)
    assert {0, 90, 180, 270} <= {s.rotation for p in plans for f in p.files for s in f.slots}
    assert {"separator", "back"} <= {s.blank for p in plans for f in p.files for s in f.slots}
    assert {150, 300} <= {f.dpi for p in plans for f in p.files if f.dpi}


def test_heldout_plans_are_the_same_petitions():
    standard = random_plan(7, 5, "cmd")
    heldout = random_plan(7, 5, "cmd", heldout=True)
    assert heldout.specs == standard.specs and heldout.files == standard.files
    assert heldout.heldout and not standard.heldout
    assert heldout.petition_id.startswith("heldout-")


def test_heldout_templates_are_twins_of_standard_ones():
    assert check_templates() == []
    twins = heldout_types()
    assert len(twins) >= 25
    cast = make_cast(random.Random(4), PROTOCOL, sexes=("M",), fleet=4)
    for heldout in (False, True):
        ctx = Context(cast, PROTOCOL, heldout=heldout)
        doc = render_document(ctx, DocSpec("certidao_federal"), random.Random(1))
        assert doc.heldout is heldout
    standard = render_document(Context(cast, PROTOCOL), DocSpec("crf_fgts"), random.Random(1))
    other = render_document(
        Context(cast, PROTOCOL, heldout=True), DocSpec("crf_fgts"), random.Random(1)
    )
    # Same facts, another layout and wording.
    assert standard.fields == other.fields and standard.html != other.html


def _doc_facts(docs):
    return [expected.DocFact(*d) for d in docs]


def test_expected_vehicle_items():
    people = [expected.PersonFact("52998224725", "M")]
    ok = [
        ("crv", "valid", None, "", ()),
        ("crlv", "valid", None, "", ()),
        ("apolice_seguro", "valid", None, "", ()),
    ]
    items = expected.evaluate(_doc_facts(ok), people, "ltda", 1, "sm-fretamento-veiculo")
    assert {i["status"] for i in items} == {"ok"}
    old = [
        (t, s, p, g, ("past_useful_life",) if t in ("crv", "crlv") else ()) for t, s, p, g, _ in ok
    ]
    items = {
        i["id"]: i
        for i in expected.evaluate(_doc_facts(old), people, "ltda", 1, "sm-fretamento-veiculo")
    }
    assert items["art11.p2"]["status"] == "invalid" and items["art11.p1"]["status"] == "ok"
    car = [(t, s, p, g, ("not_bus",) if t in ("crv", "crlv") else ()) for t, s, p, g, _ in ok]
    items = {
        i["id"]: i
        for i in expected.evaluate(_doc_facts(car), people, "ltda", 1, "sm-fretamento-veiculo")
    }
    assert items["art11.p1"]["status"] == "invalid"
    # The law fixes no useful life for a car: not asserted, and the decision still holds.
    assert items["art11.p2"]["asserted"] is False
    assert expected.decision_asserted(list(items.values()))
    expired_crlv = [ok[0], ("crlv", "expired", None, "", ()), ok[2]]
    items = {
        i["id"]: i["status"]
        for i in expected.evaluate(
            _doc_facts(expired_crlv), people, "ltda", 1, "sm-fretamento-veiculo"
        )
    }
    # An expired CRLV still shows the vehicle's kind and age.
    assert items == {
        "art12.I": "ok",
        "art12.II": "expired",
        "art12.p1": "ok",
        "art11.p1": "ok",
        "art11.p2": "ok",
    }


def test_expected_sad_items_for_a_foreign_woman():
    cpf = "52998224725"
    woman = [expected.PersonFact(cpf, "F", foreign=True)]
    docs = [
        ("identidade_estrangeiro", "valid", cpf, "", ()),
        ("cpf", "valid", cpf, "", ()),
        ("cnh", "valid", cpf, "", ()),
        ("certidao_criminal", "valid", cpf, "federal", ()),
        ("certidao_criminal", "review", cpf, "estadual", ()),
    ]
    items = {
        i["id"]: i for i in expected.evaluate(_doc_facts(docs), woman, "", 0, "sad-concessionario")
    }
    assert items["art19.p2"]["status"] == "ok"
    assert items["art19.IV"]["status"] == "not_applicable"
    assert items["art19.III"]["asserted"] is False and items["art19.I"]["asserted"] is False
    assert items["art19.VI.estadual"]["status"] == "review"  # Art. 16, § 1º
    assert items["art19.VI.eleitoral"]["status"] == "missing"
    assert items["art19.p1.firma"]["status"] == "missing"
    # Deficient whatever the unasserted items are.
    assert expected.decision(list(items.values()), 0) == "deficient"
    assert expected.decision_asserted(list(items.values()))
    driver = {i["id"] for i in expected.evaluate(_doc_facts(docs), woman, "", 0, "sad-motorista")}
    assert "art19.p1.firma" not in driver and "art19.p2" in driver


def test_expected_decision_unasserted_when_it_hinges_on_unasserted_items():
    items = [
        {"id": "a", "status": "ok"},
        {"id": "b", "status": "not_applicable", "asserted": False},
    ]
    assert not expected.decision_asserted(items)
    assert expected.decision_asserted(items + [{"id": "c", "status": "missing"}])


@pytest.mark.parametrize(
    "index", [1, 3, 5, 17], ids=["veiculo", "motorista", "concessionario", "sad-motorista"]
)
def test_other_checklists_build_with_consistent_truth(index):
    plan = random_plan(7, index, "cmd")
    # Born-digital files keep the test fast; the scenario and its truth are the same.
    plan = replace(plan, files=tuple(born_digital_files(list(plan.specs), plan.cast)))
    built = build(plan)
    truth = built.truth
    assert truth["checklist"] == plan.checklist != "sm-fretamento-empresa"
    assert {i["id"] for i in truth["items"]} == {i.id for i in expected.CHECKLISTS[plan.checklist]}
    statuses = {i["status"] for i in truth["items"]}
    want = (
        "deficient"
        if statuses & {"missing", "expired", "invalid"}
        else ("review" if "review" in statuses or truth["errors"] else "approve")
    )
    assert truth["decision"] == want
    types = [d["type"] for d in truth["documents"]]
    assert types == [s.type for s in plan.specs]
    for doc in truth["documents"]:
        if doc["type"] != "requerimento":
            assert doc["person"] is None or cd.is_valid_cpf(doc["person"])
    if SCHEMA.exists():
        jsonschema = pytest.importorskip("jsonschema")
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        jsonschema.Draft202012Validator(schema).validate(built.petition)
    for name, data in built.files.items():
        assert data.startswith(b"%PDF"), name


def test_phone_photo_and_augraphy_are_deterministic():
    page = Image.new("L", (200, 280), 250)
    one = scan.phone_photo(page, random.Random(9))
    two = scan.phone_photo(page, random.Random(9))
    assert one.tobytes() == two.tobytes()
    assert one.size[0] > page.size[0] and one.mode == "RGB"
    if scan.augraphy_version() is None:
        pytest.skip("augraphy not installed")
    effects = ("ink_bleed", "dirty_drum")
    a = scan.augment(page, effects, random.Random(4))
    b = scan.augment(page, effects, random.Random(4))
    assert a.tobytes() == b.tobytes() and a.size == page.size
    # The global generators augraphy uses are left as they were.
    state = random.getstate()
    scan.augment(page, ("subtle_noise",), random.Random(1))
    assert random.getstate() == state


# ---------------------------------------------------------------- heldout2: a second held-out set


def test_heldout2_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        style = scan.ScanStyle(colour=colour)
        a, b = random.Random(9), random.Random(9)
        scan.degrade(img, style, a)
        profile = scan.Heldout2Profile(dpi=60, holes=True, staple=True, bleed=0.08, fax=colour)
        out = scan.degrade_heldout2(img, style, profile, b, random.Random("side"))
        assert a.getstate() == b.getstate()
        assert out.size == img.size and out.mode == img.mode
    again = scan.degrade_heldout2(
        page, scan.ScanStyle(), profile, random.Random(9), random.Random(1)
    )
    same = scan.degrade_heldout2(
        page, scan.ScanStyle(), profile, random.Random(9), random.Random(1)
    )
    assert again.tobytes() == same.tobytes()


def test_generate_cli_keeps_heldout_alone_as_the_first_set(tmp_path, monkeypatch):
    from corpus import generate

    calls = []
    monkeypatch.setattr(generate, "generate_corpus", lambda *a, **k: calls.append(k["heldout"]))
    for extra, want in (
        ([], ""),
        (["--heldout"], "heldout"),
        (["--heldout", "heldout2"], "heldout2"),
        (["--heldout", "heldout3"], "heldout3"),
        (["--heldout", "heldout4"], "heldout4"),
        (["--heldout", "heldout5"], "heldout5"),
        (["--heldout", "heldout6"], "heldout6"),
        (["--heldout", "heldout7"], "heldout7"),
        (["--heldout", "heldout8"], "heldout8"),
        (["--heldout", "heldout9"], "heldout9"),
        (["--heldout", "heldout10"], "heldout10"),
        (["--heldout", "heldout11"], "heldout11"),
        (["--heldout", "heldout12"], "heldout12"),
        (["--heldout", "heldout13"], "heldout13"),
        (["--heldout", "heldout14"], "heldout14"),
        (["--heldout", "heldout15"], "heldout15"),
        (["--heldout", "heldout16"], "heldout16"),
        (["--heldout", "heldout17"], "heldout17"),
        (["--heldout", "heldout18"], "heldout18"),
        (["--heldout", "heldout19"], "heldout19"),
        (["--heldout", "heldout20"], "heldout20"),
        (["--heldout", "heldout21"], "heldout21"),
        (["--heldout", "heldout22"], "heldout22"),
        (["--heldout", "heldout23"], "heldout23"),
        (["--heldout", "heldout24"], "heldout24"),
        (["--heldout", "heldout25"], "heldout25"),
    ):
        generate.main(["corpus", str(tmp_path), "--count", "1", "--seed", "1", *extra])
        assert calls[-1] == want
    with pytest.raises(SystemExit):
        generate.main(["corpus", str(tmp_path), "--count", "1", "--seed", "1", "--heldout", "x"])


# ---------------------------------------------------------------- heldout3: a third held-out set


# Each set by other hands, in the order they were written, and the faces its
# templates name beside its rotation (heldout4's hand-lettering Z003; the
# extra faces of heldout5 and heldout6).
FONT_SETS = (
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
)
OWN_EXTRA_FACES = {
    "heldout4": ("Z003",),
    "heldout5": SET_EXTRA_FONTS["heldout5"],
    "heldout6": SET_EXTRA_FONTS["heldout6"],
    "heldout7": SET_EXTRA_FONTS["heldout7"],
    "heldout8": SET_EXTRA_FONTS["heldout8"],
    "heldout9": SET_EXTRA_FONTS["heldout9"],
    "heldout10": SET_EXTRA_FONTS["heldout10"],
    "heldout11": SET_EXTRA_FONTS["heldout11"],
    "heldout12": SET_EXTRA_FONTS["heldout12"],
    "heldout13": SET_EXTRA_FONTS["heldout13"],
    "heldout14": SET_EXTRA_FONTS["heldout14"],
    "heldout15": SET_EXTRA_FONTS["heldout15"],
    "heldout16": SET_EXTRA_FONTS["heldout16"],
    "heldout17": SET_EXTRA_FONTS["heldout17"],
    "heldout18": SET_EXTRA_FONTS["heldout18"],
    "heldout19": SET_EXTRA_FONTS["heldout19"],
    "heldout20": SET_EXTRA_FONTS["heldout20"],
    "heldout21": SET_EXTRA_FONTS["heldout21"],
    "heldout22": SET_EXTRA_FONTS["heldout22"],
    "heldout23": SET_EXTRA_FONTS["heldout23"],
    "heldout24": SET_EXTRA_FONTS["heldout24"],
    "heldout25": SET_EXTRA_FONTS["heldout25"],
}


@pytest.mark.parametrize("name", FONT_SETS[1:])
def test_a_sets_fonts_are_its_own(name):
    from corpus.documents import HELDOUT_FONTS

    earlier = FONT_SETS[: FONT_SETS.index(name)]
    own = set(SET_FONTS[name]) | set(OWN_EXTRA_FACES.get(name, ()))
    others = set(HELDOUT_FONTS).union(*(SET_FONTS[e] for e in earlier))
    others |= set().union(*(SET_EXTRA_FONTS.get(e, ()) for e in earlier))
    assert not own & others
    # No earlier set's template names them.
    folders = (ROOT / "corpus" / "doc_templates", TEMPLATE_SETS["heldout"])
    for folder in (*folders, *(TEMPLATE_SETS[e] for e in earlier)):
        for path in folder.rglob("*.html"):
            text = path.read_text()
            assert not [f for f in own if f"'{f}'" in text], path


def _degrades_like_standard(degrade, img, colour, profile):
    """A held-out scanner's ``degrade`` output, after checking that it takes
    exactly the standard ``scan.degrade``'s draws from the shared rng and keeps the size."""
    style = scan.ScanStyle(colour=colour)
    a, b = random.Random(9), random.Random(9)
    scan.degrade(img, style, a)
    out = degrade(img, style, profile, b, random.Random("side"))
    assert a.getstate() == b.getstate()
    assert out.size == img.size
    return out


def _assert_repeatable(degrade, page, profile):
    """The same seeds give the same pixels."""
    again = degrade(page, scan.ScanStyle(), profile, random.Random(9), random.Random(1))
    same = degrade(page, scan.ScanStyle(), profile, random.Random(9), random.Random(1))
    assert again.tobytes() == same.tobytes()


def test_heldout3_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for colour in (False, True):
        for look in ("app", "copy", "paper"):
            img = page.convert("RGB") if colour else page
            profile = scan.Heldout3Profile(
                dpi=60, look=look, stamp="blue", tilt=2.5, curl=0.01, finger="left", thicken=True
            )
            out = _degrades_like_standard(scan.degrade_heldout3, img, colour, profile)
            assert out.mode == ("RGB" if colour or look == "paper" else "L")
    profile = scan.Heldout3Profile(dpi=60, look="copy", stamp="red")
    _assert_repeatable(scan.degrade_heldout3, page, profile)
    # Every file's profile comes from its own generator, within the set's ranges.
    for i in range(40):
        p = scan.heldout3_profile(random.Random(i), "jpeg", 200, photo=i % 2 == 0)
        assert 240 <= p.dpi <= 300 and 16 <= p.jpeg_quality <= 34
        assert p.look in ("app", "copy", "paper") and p.png_levels <= 8
    assert scan.heldout3_profile(random.Random(1), "tiff", 300).look == "copy"


# ---------------------------------------------------------------- heldout4: a fourth held-out set


def test_heldout4_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for colour in (False, True):
        for look in ("flatbed", "folded", "fax", "glare"):
            img = page.convert("RGB") if colour else page
            profile = scan.Heldout4Profile(
                dpi=60,
                look=look,
                tilt=3.0 if look in ("flatbed", "folded") else 0.0,
                fade_side="right",
                fade=0.5,
                folds=(1 / 3, 2 / 3) if look == "folded" else (),
                fold_dark=30.0,
            )
            out = _degrades_like_standard(scan.degrade_heldout4, img, colour, profile)
            assert out.mode == ("RGB" if colour and look != "fax" else "L")
            if look == "glare":
                lit = scan.lamp_glare(out, profile)
                assert lit.size == out.size and lit.mode == "RGB"
            blank = scan.finish_heldout4(page, profile, random.Random("side"))
            assert blank.size == page.size
    profile = scan.Heldout4Profile(dpi=60, look="folded", folds=(0.5,), fold_dark=40.0)
    _assert_repeatable(scan.degrade_heldout4, page, profile)
    # Every file's profile comes from its own generator, within the set's ranges.
    for i in range(60):
        photo = i % 3 == 0
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        p = scan.heldout4_profile(random.Random(i), kind, 200, photo=photo)
        assert p.dpi <= 300 and 38 <= p.jpeg_quality <= 61
        assert p.look in ("flatbed", "folded", "fax", "glare")
        assert (p.look == "glare") <= photo and (p.look == "fax") <= (kind in ("scan_pdf", "tiff"))
        if p.look == "fax":
            assert p.dpi == 200
        if p.look in ("flatbed", "folded"):
            assert 1.0 <= p.tilt <= 4.0
        assert bool(p.folds) == (p.look == "folded") and len(p.folds) <= 2


# ---------------------------------------------------------------- heldout5: a fifth held-out set


def test_heldout5_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    # A few printed lines for the highlighter to find.
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    for colour in (False, True):
        for look in ("text", "grey", "camera"):
            img = page.convert("RGB") if colour else page
            profile = scan.Heldout5Profile(
                dpi=60,
                look=look,
                dropout=90.0,
                keystone=0.02 if look == "camera" else 0.0,
                highlight="yellow",
                initials="right",
                coffee=0.15,
                dog_ear="top-left",
                crop_side="" if look == "camera" else "left",
                crop_mm=4.0,
            )
            out = _degrades_like_standard(scan.degrade_heldout5, img, colour, profile)
            assert out.mode == ("RGB" if look == "camera" or (colour and look == "grey") else "L")
            blank = scan.finish_heldout5(page, profile, random.Random("side"))
            assert blank.size == page.size
    profile = scan.Heldout5Profile(dpi=60, look="text", dropout=90.0, highlight="pink")
    _assert_repeatable(scan.degrade_heldout5, page, profile)
    # Every file's profile comes from its own generator, within the set's ranges.
    for i in range(60):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")  # phone photos are JPEG or PNG
        p = scan.heldout5_profile(random.Random(i), kind, 200, photo=photo)
        assert 200 <= p.dpi <= 300 and 40 <= p.jpeg_quality <= 70
        assert p.look in ("text", "grey", "camera")
        assert photo <= (p.look == "camera") and (kind == "tiff") <= (p.look == "text")
        # Never more than 5 mm off the glass: the templates keep 15 mm margins.
        assert p.crop_mm <= 5.0 and (p.look != "camera" or not p.crop_side)


# ---------------------------------------------------------------- heldout6: a sixth held-out set


def test_heldout6_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    for colour in (False, True):
        for look in ("adf", "email"):
            img = page.convert("RGB") if colour else page
            profile = scan.Heldout6Profile(
                dpi=60,
                look=look,
                roller=0.4 if look == "adf" else -1.0,
                stretch=0.012 if look == "adf" else 0.0,
                wobble=0.01 if look == "adf" else 0.0,
                backing=50 if look == "adf" else 0,
                shift_mm=4.0 if look == "adf" else 0.0,
                sharpen=0 if look == "adf" else 180,
                clock="PROTOCOLO GERAL 012345",
            )
            out = _degrades_like_standard(scan.degrade_heldout6, img, colour, profile)
            assert out.mode == img.mode
            blank = scan.finish_heldout6(img, profile, random.Random("side"))
            assert blank.size == img.size and blank.mode == img.mode
    profile = scan.Heldout6Profile(dpi=60, roller=0.5, stretch=-0.01, wobble=0.008, backing=60)
    _assert_repeatable(scan.degrade_heldout6, page, profile)
    # Every file's profile and turn come from its own generator, within the set's ranges.
    turns = set()
    for i in range(80):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        p = scan.heldout6_profile(random.Random(i), kind, 300 if i % 5 == 0 else 200)
        assert 150 <= p.dpi <= 300 and 28 <= p.jpeg_quality < 60
        assert p.look in ("adf", "email") and (kind == "tiff") <= (p.look == "adf")
        # Small print never below 200 dpi; bilevel TIFF at 300.
        assert (i % 5 == 0) <= (p.dpi >= 200) and (kind == "tiff") <= (p.dpi == 300)
        # Within the templates' margins: 4 mm off-centre, 1.5 % stretch at most.
        assert p.shift_mm <= 4.0 and abs(p.stretch) <= 0.012 and p.wobble <= 0.012
        turns.add(scan.heldout6_turn(random.Random(i), kind))
    assert turns == {0, 90, 180, 270}
    assert scan.heldout6_turn(random.Random(1), "pdf") == 0


# ---------------------------------------------------------------- heldout7: a seventh held-out set


def test_heldout7_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    for colour in (False, True):
        for look in ("flatbed", "tablet"):
            img = page.convert("RGB") if colour else page
            flatbed = look == "flatbed"
            profile = scan.Heldout7Profile(
                dpi=60,
                look=look,
                exposure=10.0 if flatbed else 0.0,
                hair=flatbed,
                dust=20 if flatbed else 0,
                barrel=0.0 if flatbed else 0.03,
                warm=0.0 if flatbed else 0.05,
                vignette=0.0 if flatbed else 0.08,
            )
            out = _degrades_like_standard(scan.degrade_heldout7, img, colour, profile)
            assert out.mode == img.mode and out.size == img.size
            blank = scan.finish_heldout7(img, profile, random.Random("side"))
            assert blank.size == img.size and blank.mode == img.mode
    _assert_repeatable(scan.degrade_heldout7, page, scan.Heldout7Profile(dpi=60, hair=True, dust=9))
    for i in range(80):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        p = scan.heldout7_profile(random.Random(i), kind, 300 if i % 5 == 0 else 200)
        assert 200 <= p.dpi <= 300 and 50 <= p.jpeg_quality < 80
        assert p.look in ("flatbed", "tablet") and (kind == "tiff") <= (p.look == "flatbed")
        assert (i % 5 == 0) <= (p.dpi >= 250) and (kind == "tiff") <= (p.dpi == 300)
        assert p.barrel <= 0.03 and p.exposure <= 14.0


# ---------------------------------------------------------------- heldout8: an eighth held-out set


def test_heldout8_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))  # a flat grey box for the copier's screen
    for colour in (False, True):
        for look in ("app", "copier"):
            img = page.convert("RGB") if colour else page
            app = look == "app"
            profile = scan.Heldout8Profile(
                dpi=60,
                look=look,
                shadow=0.35 if app else 0.0,
                keystone=0.015 if app else 0.0,
                mottle=1.0 if app else 0.0,
                sharpen=120 if app else 0,
                saturation=1.3,
                mark="Digitalizado com CamScanner" if app else "",
                scale=1.0 if app else 0.95,
                anchor="centre",
                lid="" if app else "right",
                heavier=0.0 if app else 0.6,
                halftone=0.0 if app else 4.0,
                dust=0.0 if app else 0.002,
                specks=0 if app else 20,
                ghost=0.0 if app else 0.07,
                ghost_mm=80.0,
                band_mm=0.0 if app else 6.0,
                band_light=0.3,
            )
            out = _degrades_like_standard(scan.degrade_heldout8, img, colour, profile)
            assert out.mode == img.mode and out.size == img.size
            blank = scan.finish_heldout8(img, profile, random.Random("side"))
            assert blank.size == img.size and blank.mode == img.mode
    copier = scan.Heldout8Profile(dpi=60, look="copier", scale=0.95, ghost=0.05, band_mm=4.0)
    _assert_repeatable(scan.degrade_heldout8, page, copier)
    _assert_repeatable(scan.degrade_heldout8, page, scan.Heldout8Profile(dpi=60, mottle=0.8))
    looks = set()
    for i in range(80):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        p = scan.heldout8_profile(random.Random(i), kind, 300 if i % 5 == 0 else 200, photo=photo)
        assert 200 <= p.dpi <= 300 and 45 <= p.jpeg_quality < 85
        assert p.look in ("app", "copier") and (kind == "tiff") <= (p.look == "copier")
        assert (i % 5 == 0) <= (p.dpi >= 250) and (kind == "tiff") <= (p.dpi == 300)
        # Legible: a slight keystone, a reduction to no less than 94 %, a faint ghost.
        assert p.keystone <= 0.015 and 0.94 <= p.scale <= 1.0 and p.ghost <= 0.07
        looks.add(p.look)
    assert looks == {"app", "copier"}


# ---------------------------------------------------------------- heldout9: a ninth held-out set


def test_heldout9_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))  # a flat grey box for the MFP's dither
    for colour in (False, True):
        for look in ("sleeve", "mfp"):
            img = page.convert("RGB") if colour else page
            sleeve = look == "sleeve"
            profile = scan.Heldout9Profile(
                dpi=60,
                look=look,
                haze=0.14 if sleeve else 0.0,
                glare=4 if sleeve else 0,
                glare_strength=0.38,
                lift=0.25 if sleeve else 0.0,
                rings=2 if sleeve else 0,
                strip="holes-left" if sleeve else "",
                strip_mm=9.0,
                holes=4 if sleeve else 0,
                match=0.0 if sleeve else 0.25,
                crop="" if sleeve else "top-left",
                crop_mm=5.0,
                edge_line=not sleeve,
            )
            out = _degrades_like_standard(scan.degrade_heldout9, img, colour, profile)
            assert out.mode == img.mode and out.size == img.size
            if not sleeve:
                # Black and white, whatever the mode.
                assert set(out.convert("L").tobytes()) <= {0, 255}
            blank = scan.finish_heldout9(img, profile, random.Random("side"))
            assert blank.size == img.size and blank.mode == img.mode
    mfp = scan.Heldout9Profile(dpi=60, look="mfp", match=0.2, crop="left", crop_mm=4.0)
    _assert_repeatable(scan.degrade_heldout9, page, mfp)
    sleeve = scan.Heldout9Profile(dpi=60, haze=0.1, glare=3, rings=2, strip="seam-bottom")
    _assert_repeatable(scan.degrade_heldout9, page, sleeve)
    looks = set()
    for i in range(80):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        p = scan.heldout9_profile(random.Random(i), kind, 300 if i % 5 == 0 else 200, photo=photo)
        assert 200 <= p.dpi <= 300 and 55 <= p.jpeg_quality <= 90
        assert p.look in ("sleeve", "mfp") and (kind == "tiff") <= (p.look == "mfp")
        assert photo <= (p.look == "sleeve")
        assert (i % 5 == 0) <= (p.dpi >= 250) and (kind == "tiff") <= (p.dpi == 300)
        # Legible: a faint haze, reflections that keep most of the ink, a narrow lost margin.
        assert p.haze <= 0.14 and p.glare_strength <= 0.38 and p.crop_mm <= 5.0
        looks.add(p.look)
    assert looks == {"sleeve", "mfp"}


def _glyph(rows):
    import numpy as np

    return np.array([[ch == "#" for ch in row] for row in rows], dtype=bool)


# Pairs of bitmaps close enough for a loose JBIG2 encoder to confuse: an "o"
# and a "c" (the same but for a gap of two pixels: one hole against none), and
# a stem with and without a short spur (pixels two away from the other shape).
_RING = (
    "..######..",
    ".########.",
    "###....###",
    "##......##",
    "##......##",
    "##......##",
    "##......##",
    "###....###",
    ".########.",
    "..######..",
)
_GAP = tuple(r[:8] + ".." if k in (4, 5) else r for k, r in enumerate(_RING))
_STEM = ("###...",) * 5 + ("###...", "###...") + ("###...",) * 5 + ("######", "######")
_SPUR = tuple("######" if k in (5, 6) else r for k, r in enumerate(_STEM))


def test_heldout9_symbol_matching_keeps_every_character():
    """JBIG2-like matching makes repeats of a glyph alike but never turns one into
    another: a bitmap with other holes, or pixels more than one away, is not matched."""
    import numpy as np
    from PIL import ImageDraw

    ink = np.zeros((120, 400), dtype=bool)
    placed = []
    for k, (first, second) in enumerate(((_RING, _GAP), (_STEM, _SPUR))):
        for j, rows in enumerate((first, second, first, second, second, first)):
            glyph = _glyph(rows)
            y, x = 10 + 50 * k, 10 + 30 * j
            ink[y : y + glyph.shape[0], x : x + glyph.shape[1]] = glyph
            placed.append((y, x, glyph))
    profile = scan.Heldout9Profile(dpi=200, look="mfp", match=0.25, speck_px=0)
    out = scan._symbol_match(ink, profile, random.Random(1))
    for y, x, glyph in placed:
        assert (out[y : y + glyph.shape[0], x : x + glyph.shape[1]] == glyph).all()
    # Printed text with ragged edges, as a scan gives them: repeats are unified.
    page = Image.new("L", (860, 120), 255)
    draw = ImageDraw.Draw(page)
    font = scan._stamp_font(20, "DejaVu Sans")
    lines = ("68688686 0O0O38385656 9090oooo", "ococecceeo 1l1lilil eeee")
    for k, line in enumerate(lines):
        for j, char in enumerate(line):  # apart, so that each glyph's window is its own
            draw.text((8 + 27 * j, 8 + 52 * k), char, fill=0, font=font)
    text = np.asarray(page) < 128
    edge = scan._grow(text) & scan._grow(~text)
    text = text ^ (edge & (np.random.default_rng(3).random(text.shape) < 0.06))
    out = scan._symbol_match(text, profile, random.Random(1))
    assert (out != text).any()
    labels, n = scan._components(text)
    for c in range(1, n + 1):
        ys, xs = np.nonzero(labels == c)
        if ys.size < 14:
            continue
        wide = (
            slice(max(0, ys.min() - 2), ys.max() + 3),
            slice(max(0, xs.min() - 2), xs.max() + 3),
        )
        before = labels[wide] == c
        after = out[wide] & ~((labels[wide] > 0) & (labels[wide] != c))
        assert scan._euler(after) == scan._euler(before)
        assert not (after & ~scan._grow(scan._grow(before))).any()


def test_heldout10_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        for look in ("inkjet", "desk"):
            img = page.convert("RGB") if colour else page
            inkjet = look == "inkjet"
            for grey in (False, True) if inkjet else (False,):
                profile = scan.Heldout10Profile(
                    dpi=60,
                    look=look,
                    grey=grey,
                    streak_loss=0.9 if inkjet else 0.0,
                    streak_px=2.0,
                    banding=0.12 if inkjet else 0.0,
                    feather=1.0 if inkjet else 0.0,
                    misregister=1.5 if inkjet else 0.0,
                    dof_mm=40.0 if inkjet else 0.0,
                    keystone=0.0 if inkjet else 0.06,
                    curl=0.0 if inkjet else 0.045,
                    window_light=0.0 if inkjet else 0.25,
                    hand="" if inkjet else "top-right",
                    motion=0.0 if inkjet else 1.2,
                    sharpen=0 if inkjet else 100,
                )
                out = _degrades_like_standard(scan.degrade_heldout10, img, colour, profile)
                assert out.mode == ("L" if grey else img.mode)
                blank = scan.finish_heldout10(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    desk = scan.Heldout10Profile(dpi=60, look="desk", keystone=0.04, curl=0.03, hand="bottom-left")
    _assert_repeatable(scan.degrade_heldout10, page, desk)
    inkjet = scan.Heldout10Profile(dpi=60, streak_loss=0.8, banding=0.1, feather=0.8, dof_mm=20.0)
    _assert_repeatable(scan.degrade_heldout10, page, inkjet)
    looks, greys = set(), 0
    for i in range(100):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        p = scan.heldout10_profile(random.Random(i), kind, 300 if i % 5 == 0 else 200, photo=photo)
        assert 200 <= p.dpi <= 300 and 50 <= p.jpeg_quality <= 85
        assert p.look in ("inkjet", "desk") and (kind == "tiff") <= (p.look == "inkjet")
        assert photo <= (p.look == "desk") and (p.look == "desk") <= (p.dpi >= 240)
        assert (i % 5 == 0) <= (p.dpi >= 250) and (kind == "tiff") <= (p.dpi == 300)
        assert (kind == "tiff") <= (not p.grey) and p.grey <= (p.look == "inkjet")
        # Legible: a keystone of 6 % at most, a gentle curl, motion blur under 1.2 px,
        # the sheet at least 85 % of the frame, shadows that leave most of the light.
        assert p.keystone <= 0.06 and p.curl <= 0.045 and p.motion <= 1.2
        assert 0.85 <= p.fill <= 0.93 and p.window_light <= 0.25 and p.hand_shadow <= 0.35
        assert p.streak_px <= 2.0 and p.misregister <= 1.5 and p.banding <= 0.12
        looks.add(p.look)
        greys += p.grey
    assert looks == {"inkjet", "desk"} and greys > 0


def test_heldout10_scanner_photo_shows_the_desk_round_the_sheet():
    """The sheet, keystoned and curled, sits inside the frame with the desk round it."""
    import numpy as np

    page = Image.new("RGB", (420, 594), (255, 255, 255))
    for top in range(80, 520, 24):
        page.paste((0, 0, 0), (50, top, 370, top + 4))
    for side in ("top", "bottom", "left", "right"):
        profile = scan.Heldout10Profile(
            dpi=60,
            look="desk",
            desk="mat",
            fill=0.9,
            keystone=0.06,
            short_side=side,
            curl_side=side,
            curl=0.045,
            curl_extent=0.35,
            noise=0.0,
        )
        out = scan.degrade_heldout10(
            page, scan.ScanStyle(colour=True), profile, random.Random(2), random.Random(3)
        )
        grey = np.asarray(out.convert("L"), dtype=np.float32)
        sheet = grey > 150  # the paper, not the grey mat nor the printed bars
        rows, cols = np.flatnonzero(sheet.any(axis=1)), np.flatnonzero(sheet.any(axis=0))
        # Desk on every side, and the sheet most of the frame.
        assert rows[0] > 0 and cols[0] > 0 and rows[-1] < grey.shape[0] - 1
        assert cols[-1] < grey.shape[1] - 1
        assert 0.8 < (rows[-1] - rows[0]) / grey.shape[0] < 0.97
        assert grey[:3].mean() < 120 and grey[:, :3].mean() < 120


def test_heldout11_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        for look in ("whatsapp", "duplex"):
            img = page.convert("RGB") if colour else page
            photo = look == "whatsapp"
            for variant in (False, True):
                profile = scan.Heldout11Profile(
                    dpi=60,
                    look=look,
                    grey=variant and not photo,
                    skew=0.65 if photo else 0.4,
                    max_tilt=1.9 if photo else 1.15,
                    keystone=0.04 if photo else 0.0,
                    slivers=("left", "top") if photo else (),
                    falloff=0.22 if photo else 0.0,
                    blotch=0.06 if photo else 0.0,
                    vignette=0.12 if photo else 0.0,
                    chroma_noise=3.0 if photo else 0.0,
                    sharpen=140 if photo else 0,
                    encodes=(60, 70) if photo else (),
                    screenshot=photo and variant,
                    photo_dpi=50 if photo and variant else 0,
                    status_px=5 if photo and variant else 0,
                    show=0.0 if photo else 0.08,
                    show_kind="mirror" if variant else "bars",
                    staple=not photo,
                    holes=not photo,
                    dog_ear="" if photo else "bottom-right",
                    stretch=0.0 if photo else 0.03,
                    line="" if photo else ("light" if variant else "dark"),
                    line_strength=0.7,
                )
                out = _degrades_like_standard(scan.degrade_heldout11, img, colour, profile)
                # A WhatsApp picture is in colour whatever was photographed.
                assert out.mode == ("RGB" if photo else "L" if variant else img.mode)
                blank = scan.finish_heldout11(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    whatsapp = scan.Heldout11Profile(
        dpi=60, look="whatsapp", keystone=0.03, slivers=("right",), encodes=(62,), sharpen=90
    )
    _assert_repeatable(scan.degrade_heldout11, page, whatsapp)
    shot = scan.Heldout11Profile(
        dpi=60, look="whatsapp", screenshot=True, photo_dpi=48, status_px=4, encodes=(70,)
    )
    _assert_repeatable(scan.degrade_heldout11, page, shot)
    duplex = scan.Heldout11Profile(
        dpi=60, show=0.06, staple=True, holes=True, dog_ear="top-right", stretch=0.02, line="dark"
    )
    _assert_repeatable(scan.degrade_heldout11, page, duplex)
    looks, greys, shots, twice = set(), 0, 0, 0
    for i in range(120):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout11_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert p.look in ("whatsapp", "duplex") and (kind == "tiff") <= (p.look == "duplex")
        assert photo <= (p.look == "whatsapp") and (kind == "tiff") <= (p.dpi == 300)
        assert (kind == "tiff") <= (not p.grey) and p.grey <= (p.look == "duplex")
        if p.look == "whatsapp":
            # 1600 or 2048 px on the long side, or a 1080 to 1440 px wide screenshot:
            # 130 to 190 dpi; small print never below 170 dpi nor a screenshot.
            assert 130 <= p.dpi <= 190 and small <= (p.dpi >= 170 and not p.screenshot)
            assert 55 <= p.jpeg_quality <= 75 and all(55 <= q <= 75 for q in p.encodes)
            assert len(p.encodes) <= 2 and (kind == "png") <= bool(p.encodes)
            assert p.screenshot <= (bool(p.encodes) and 2 <= p.status_px <= 7)
            # Legible: a slight residual perspective and tilt, a thin sliver of the
            # table, light that leaves most of the page lit.
            assert 0.01 <= p.keystone <= 0.04 and p.max_tilt < 2.0
            assert 1 <= len(p.slivers) <= 2 and p.sliver_mm <= 1.5
            assert p.falloff <= 0.22 and p.blotch <= 0.06 and p.vignette <= 0.12
            assert p.sharpen <= 140 and p.sharpen_radius <= 1.8 and p.noise <= 3.5
            shots += p.screenshot
            twice += len(p.encodes) == 2 or (kind != "png" and len(p.encodes) == 1)
        else:
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 60 <= p.jpeg_quality <= 85 and p.max_tilt <= 1.2
            # Legible: faint show-through, a thin line, a stretch of 3 % at most.
            assert p.show <= 0.08 and p.line_px <= 2.0 * p.dpi / 250 and p.line_strength <= 0.7
            assert 0.01 <= p.stretch <= 0.03 and p.dog_mm <= 15.0 and p.line in ("dark", "light")
            greys += p.grey
        looks.add(p.look)
    assert looks == {"whatsapp", "duplex"} and greys > 0 and shots > 0 and twice > 0


def _h11_page(dpi=100):
    """An A4 page of text-like bars inside 18 mm margins."""
    w, h = round(210 / 25.4 * dpi), round(297 / 25.4 * dpi)
    page = Image.new("RGB", (w, h), (255, 255, 255))
    mm = dpi / 25.4
    for k in range(12):
        top = round(40 * mm + k * 18 * mm)
        page.paste((0, 0, 0), (round(25 * mm), top, round(185 * mm), top + round(2 * mm)))
    return page


def _h11_bars(grey, axis=1):
    """The rows (axis=1) holding ink, as runs: [(first, last), ...]."""
    import numpy as np

    rows = (grey < 100).mean(axis=axis) > 0.1
    runs, start = [], None
    for i, on in enumerate(np.append(rows, False)):
        if on and start is None:
            start = i
        elif not on and start is not None:
            runs.append((start, i - 1))
            start = None
    return runs


def test_heldout11_scanner_whatsapp_is_an_auto_cropped_photo():
    """No desk but a thin sliver of the table on the chosen edges, the sheet filling
    the frame, the sharpening halo, WhatsApp's JPEG, a screenshot's status bar."""
    import numpy as np

    page = _h11_page()
    for edge in ("left", "right", "top", "bottom"):
        profile = scan.Heldout11Profile(
            dpi=100,
            look="whatsapp",
            skew=0.6,
            max_tilt=1.9,
            keystone=0.03,
            short_side="top",
            slivers=(edge,),
            sliver_mm=1.0,
            table=(40, 40, 40),
            noise=0.0,
            falloff=0.15,
        )
        out = scan.degrade_heldout11(
            page,
            scan.ScanStyle(colour=True, max_skew=3.0),
            profile,
            random.Random(4),
            random.Random(5),
        )
        grey = np.asarray(out.convert("L"), dtype=np.float32)
        strips = {"left": grey[:, :2], "right": grey[:, -2:], "top": grey[:2], "bottom": grey[-2:]}
        for name, strip in strips.items():
            # The table along the sliver's whole edge; the sheet on the others.
            assert (strip.mean() < 90) == (name == edge), (edge, name)
        # The sliver is thin: five millimetres in from that edge it is all paper.
        inner = {"left": grey[:, 20], "right": grey[:, -21], "top": grey[20], "bottom": grey[-21]}
        assert inner[edge].min() > 120
        # Every bar is still on the page.
        assert len(_h11_bars(grey[30:-30, 30:-30])) == 12
    plain = scan.Heldout11Profile(dpi=100, look="whatsapp", slivers=("left",), noise=0.0)
    args = (scan.ScanStyle(), random.Random(1), random.Random(2))
    soft = np.asarray(scan.degrade_heldout11(page, args[0], plain, *args[1:]).convert("L"), float)
    halo = replace(plain, sharpen=140)
    sharp = np.asarray(
        scan.degrade_heldout11(page, args[0], halo, random.Random(1), random.Random(2)).convert(
            "L"
        ),
        float,
    )
    # The halo: the paper next to the bars brighter than the paper itself.
    assert sharp.max() > soft.max() + 5
    coded = replace(plain, encodes=(55, 60))
    jpeg = scan.degrade_heldout11(page, args[0], coded, random.Random(1), random.Random(2))
    assert np.abs(np.asarray(jpeg.convert("L"), float) - soft).mean() > 0.3
    shot = replace(plain, screenshot=True, photo_dpi=80, status_px=5, status=(0, 0, 0))
    screen = np.asarray(
        scan.degrade_heldout11(page, args[0], shot, random.Random(1), random.Random(2)).convert(
            "L"
        ),
        float,
    )
    assert screen[:3].mean() < 60 and screen[6:12, 40:-40].mean() > 150


def test_heldout11_scanner_duplex_marks_the_sheet_not_the_print():
    """Show-through, a dust line down the whole page, the feed's stretch, a staple,
    the holes of another and a dog-ear, none of it over the printed bars."""
    import numpy as np

    page = _h11_page().convert("L")
    profile = scan.Heldout11Profile(
        dpi=100,
        look="duplex",
        paper=244,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        show=0.08,
        show_kind="bars",
        staple=True,
        holes=True,
        dog_ear="bottom-right",
        dog_mm=12.0,
        backing=200,
        stretch=0.03,
        line="dark",
        line_at=0.5,
        line_px=1.0,
        line_strength=0.7,
    )
    out = scan.degrade_heldout11(
        page, scan.ScanStyle(), profile, random.Random(3), random.Random(4)
    )
    grey = np.asarray(out, dtype=np.float32)
    src = np.asarray(page, dtype=np.float32)
    # Every bar kept, the print stretched along the feed by about 3 %.
    before, after = _h11_bars(src), _h11_bars(grey)
    assert len(after) == len(before) == 12
    ratio = (after[-1][0] - after[0][0]) / (before[-1][0] - before[0][0])
    assert 1.02 < ratio < 1.04
    # A dark line down the whole page at the middle, no wider than two pixels.
    cols = np.median(grey, axis=0)
    x = int(np.argmin(cols))
    assert abs(x - grey.shape[1] // 2) <= 2 and cols[x] < 200
    assert (grey[:, x] < 225).mean() > 0.95 and (cols < 200).sum() <= 2
    # The back's print shows through faintly: darker patches of paper, never near ink.
    paper = grey[: round(35 * 100 / 25.4), 200:600]
    assert paper.min() < 235 and np.percentile(paper, 5) > 200
    # The staple and the holes in the top-left corner, where nothing is printed.
    corner = grey[:130, :130]
    assert (corner < 140).sum() > 20 and (src[:130, :130] == 255).all()
    # The dog-ear: the feeder's backing in the corner, the back's grey beside it.
    assert abs(grey[-3, -3] - 200) < 12 and grey[-40:, -40:].min() < 230


def test_heldout12_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    header = "01/02/2026 10:00  DE: TESTE|PAG {p}/{t}"
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("mrc", "fax", "tablet"):
            for variant in (False, True):
                server = look == "fax" and not variant
                profile = scan.Heldout12Profile(
                    dpi=60,
                    look=look,
                    paper=255 if server else 230,
                    black=0.0 if server else 40.0,
                    edge_fill="black" if variant else "white",
                    fine=variant,
                    rescanned=look == "fax" and variant,
                    header=header,
                    squeezes=((0.3, 0.1, 0.08),),
                    rescan_tilt=0.6 if variant else 0.0,
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout12, img, colour, profile)
                # A tablet photo is in colour, the fax server's image black and white.
                mode = "RGB" if look == "tablet" else "L" if server else img.mode
                assert out.mode == mode
                if server:
                    assert set(out.histogram()[1:255]) == {0}
                blank = scan.finish_heldout12(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout12Profile(dpi=60, look="mrc", edge_fill="black"),
        scan.Heldout12Profile(dpi=60, look="fax", fine=False, header=header, paper=255),
        scan.Heldout12Profile(dpi=60, look="fax", rescanned=True, header=header, rescan_tilt=0.5),
        scan.Heldout12Profile(dpi=60, look="tablet", encodes=(80,)),
    ):
        _assert_repeatable(scan.degrade_heldout12, page, profile)
    looks, rescans, standard = set(), 0, 0
    low, high = SET_DPI["heldout12"]
    for i in range(150):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout12_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "tablet") and (kind == "tiff") <= (p.look == "fax")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "mrc":
            # The mask at 300 dpi, the background near 100, the deskew at most 0.8 past square.
            assert p.dpi == 300 and 75 <= p.bg_dpi <= 120 and p.fg_dpi <= p.bg_dpi
            assert 0.15 <= p.overshoot <= 0.8 and 80 <= p.jpeg_quality <= 92
            assert p.roller_strength <= 8 and p.roller_mm <= 4 and p.contrast <= 64
        elif p.look == "fax":
            # The server's image at 204 dpi, or the printout rescanned; small print and
            # TIFF always in fine mode; legible: a few thin dropouts, squeezes under 10 %.
            assert p.dpi in ((200, 300) if p.rescanned else (204,))
            assert (small or kind == "tiff") <= (p.fine and p.dpi >= 204)
            assert p.rescanned or (p.paper == 255 and p.black == 0 and p.noise == 0)
            assert 2 <= p.dropouts <= 7 and 1 <= len(p.squeezes) <= 3
            assert all(0.03 <= s <= 0.09 and top + h < 1 for top, h, s in p.squeezes)
            assert "DE" in p.header and "PAG" in p.header and "{p}/{t}" in p.header
            assert 1 <= p.fax_first <= p.fax_total and p.max_tilt <= 1.0
            rescans += p.rescanned
            standard += not p.fine
        else:
            # A tablet under fluorescent light: cool, flat, banded, slightly bowed.
            assert 70 <= p.jpeg_quality <= 85 and (kind == "png") == bool(p.encodes)
            assert small <= (p.dpi >= 220) and p.max_tilt <= 2.0
            assert p.black >= 55 and p.paper <= 222 and p.cast[2] > p.cast[1] > p.cast[0]
            assert p.flicker <= 0.08 and p.barrel <= 0.03 and p.keystone <= 0.03
            assert 0.86 <= p.fill <= 0.94 and p.noise <= 5.0
        looks.add(p.look)
    assert looks == {"mrc", "fax", "tablet"} and rescans > 0 and standard > 0


def _h12_skew_sign(seed, colour=False):
    """The sign of the skew the standard ``degrade`` draws from ``random.Random(seed)``."""
    rng = random.Random(seed)
    rng.getrandbits(64)
    if colour:
        rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)
    rng.uniform(-10, 0), rng.uniform(0, 8)
    rng.uniform(0.5, scan.ScanStyle().max_skew)
    return rng.choice((-1, 1))


def test_heldout12_scanner_mrc_is_a_mask_over_a_coarse_background():
    """Hard text over a soft, coarse background; a halo round coloured text; the
    deskew's overshoot against the sheet's skew; a faint roller mark; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    w, h = round(210 * mm), round(297 * mm)
    page = Image.new("RGB", (w, h), (255, 255, 255))
    for k in range(6):
        top = round((40 + k * 20) * mm)
        page.paste((0, 0, 0), (round(25 * mm), top, round(185 * mm), top + round(1.5 * mm)))
    for k in range(3):
        top = round((170 + k * 15) * mm)
        page.paste((200, 20, 20), (round(25 * mm), top, round(100 * mm), top + round(1.5 * mm)))
    page.paste(
        (200, 225, 245), (round(110 * mm), round(170 * mm), round(185 * mm), round(215 * mm))
    )
    profile = scan.Heldout12Profile(
        dpi=dpi,
        look="mrc",
        paper=244,
        black=20.0,
        noise=0.0,
        blur=0.4,
        overshoot=0.6,
        roller_at=0.08,
        roller_mm=3.0,
        roller_strength=8.0,
        contrast=56.0,
        bg_dpi=50,
        bg_quality=30,
        fg_dpi=25,
        fg_quality=40,
    )
    style = scan.ScanStyle(colour=True)
    out = scan.degrade_heldout12(page, style, profile, random.Random(3), random.Random(4))
    arr = np.asarray(out, dtype=np.float32)
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    assert len(_h11_bars(grey)) == 9
    # The deskew turned the page 0.6 degrees past square, against the drawn skew.
    x1, x2 = round(30 * mm), round(180 * mm)
    y0 = round(40 * mm)
    band = grey[y0 - 40 : y0 + 40]
    ys = [float(np.mean(np.flatnonzero(band[:, x] < 100))) for x in (x1, x2)]
    measured = -np.degrees(np.arctan((ys[1] - ys[0]) / (x2 - x1)))
    assert abs(measured - (-0.6 * _h12_skew_sign(3, colour=True))) < 0.15
    # Text edges hard: through the black bars, hardly a pixel between ink and paper.
    col = grey[round(35 * mm) : round(150 * mm), w // 2]
    assert ((col > 90) & (col < 170)).sum() <= 2 * 2 * 6
    # The pale fill (not in the mask) comes from the coarse background: a soft edge.
    row = grey[round(192 * mm), round(100 * mm) : round(120 * mm)]
    ramp = ((row < row.max() - 3) & (row > row.min() + 3)).sum()
    assert ramp >= 3
    # A halo round the red bars: the paper next to them is not the paper further off.
    red_top = round(170 * mm)
    near = arr[red_top - 3 : red_top - 1, round(30 * mm) : round(95 * mm)].mean(axis=(0, 1))
    far = arr[red_top - 25 : red_top - 20, round(30 * mm) : round(95 * mm)].mean(axis=(0, 1))
    assert np.abs(near - far).max() > 3
    # The roller's faint mark down the left margin, a few grey levels deep.
    margin = np.median(grey[round(60 * mm) : round(160 * mm), : round(24 * mm)], axis=0)
    x = int(np.argmin(margin))
    assert abs(x - 0.08 * w) <= 3 * mm and 2 < np.median(margin) - margin[x] < 14


def _h12_fax_page(dpi):
    """Bars on white, a mid-grey box with a dark bar, a dark box with a white bar, a
    large black block (where dropouts show)."""
    mm = dpi / 25.4
    w, h = round(210 * mm), round(297 * mm)
    page = Image.new("L", (w, h), 255)
    for k in range(8):
        top = round((30 + k * 12) * mm)
        page.paste(0, (round(25 * mm), top, round(185 * mm), top + round(2 * mm)))
    page.paste(140, (round(25 * mm), round(130 * mm), round(100 * mm), round(160 * mm)))
    page.paste(20, (round(40 * mm), round(143 * mm), round(85 * mm), round(147 * mm)))
    page.paste(40, (round(110 * mm), round(130 * mm), round(185 * mm), round(160 * mm)))
    page.paste(255, (round(125 * mm), round(143 * mm), round(170 * mm), round(147 * mm)))
    page.paste(0, (round(25 * mm), round(170 * mm), round(185 * mm), round(270 * mm)))
    return page


def test_heldout12_scanner_fax_is_a_thresholded_fax_with_its_header():
    """Pure black and white, standard mode's doubled rows, the header counted on along
    the file, text kept on fills, dropout rows, squeezed bands; a rescanned printout."""
    import numpy as np

    dpi = 204
    mm = dpi / 25.4
    page = _h12_fax_page(dpi)
    header = "05/03/2026 14:02   DE: ESCRITORIO   FAX 51 3222 1234|PAG {p}/{t}"
    profile = scan.Heldout12Profile(
        dpi=dpi,
        look="fax",
        paper=255,
        black=0.0,
        noise=0.0,
        skew=0.0,
        fine=False,
        fax_black=100,
        fax_white=180,
        fax_contrast=38.0,
        header=header,
        fax_first=1,
        fax_total=3,
        dropouts=7,
        squeezes=(),
    )
    style = scan.ScanStyle()
    side = random.Random(5)
    first = scan.degrade_heldout12(page, style, profile, random.Random(1), side)
    second = scan.degrade_heldout12(page, style, profile, random.Random(1), side)
    again = scan.degrade_heldout12(page, style, profile, random.Random(1), random.Random(5))
    grey = np.asarray(first, dtype=np.float32)
    assert set(np.unique(grey)) <= {0.0, 255.0}
    # Standard mode: every row of the page repeats the row above or below it.
    ink_rows = np.flatnonzero((grey < 128).any(axis=1))
    same = [
        (grey[y] == grey[y - 1]).all() or (grey[y] == grey[y + 1]).all()
        for y in ink_rows
        if 0 < y < grey.shape[0] - 1
    ]
    assert np.mean(same) > 0.97
    fine = scan.degrade_heldout12(
        page, style, replace(profile, fine=True), random.Random(1), random.Random(6)
    )
    fgrey = np.asarray(fine, dtype=np.float32)
    edges = [
        y
        for y in range(round(28 * mm), round(125 * mm))
        if (fgrey[y] != fgrey[y - 1]).any() and (fgrey[y] != fgrey[y + 1]).any()
    ]
    assert len(edges) > 0  # fine mode has rows of its own
    # The header in the band above the page, counted on: PAG 01, then PAG 02; a new
    # file starts again at 01.
    band = round(3.5 * mm)
    head = lambda img: np.asarray(img, dtype=np.float32)[:band]  # noqa: E731
    assert (head(first) < 128).sum() > 200
    assert (head(first) != head(second)).any() and (head(first) == head(again)).all()
    # The bars all there, moved down by the header's band.
    bars = _h11_bars(grey[band : round(125 * mm)])
    src = _h11_bars(np.asarray(page, dtype=np.float32)[band : round(125 * mm)])
    assert len(bars) == len(src) == 8
    assert 0 < bars[0][0] - src[0][0] < 6 * mm
    # The page below the header's band, squeezed by its height: where y mm went.
    top = (bars[0][0] - src[0][0]) / (1 - (band + src[0][0]) / grey.shape[0])

    def at(y_mm):
        return round(top + y_mm * mm * (1 - top / grey.shape[0]))

    # Text kept on fills: the dark bar black on the dithered mid-grey box, the white
    # bar white in the black box.
    box = grey[at(133) : at(140), round(30 * mm) : round(95 * mm)]
    assert 0.15 < (box < 128).mean() < 0.85
    assert (grey[at(144) : at(146), round(45 * mm) : round(80 * mm)] < 128).mean() > 0.9
    dark = grey[at(133) : at(140), round(115 * mm) : round(180 * mm)]
    assert (dark < 128).mean() > 0.95
    assert (grey[at(144) : at(146), round(130 * mm) : round(165 * mm)] > 128).mean() > 0.9
    # Dropouts: thin rows of the black block lost to white, never two rows deep.
    block = grey[at(175) : at(265), round(30 * mm) : round(180 * mm)]
    lost = (block > 128).mean(axis=1) > 0.3
    assert 1 <= lost.sum() <= 7 * 3 and not (lost[:-4] & lost[1:-3] & lost[2:-2] & lost[3:-1]).any()
    # A band where the feed ran fast: what lies below it moves up.
    squeezed = scan.degrade_heldout12(
        page,
        style,
        replace(profile, squeezes=((0.15, 0.2, 0.09),)),
        random.Random(1),
        random.Random(5),
    )
    after = _h11_bars(np.asarray(squeezed, dtype=np.float32)[band : round(125 * mm)])
    assert len(after) == 8 and after[0][0] == bars[0][0]
    assert bars[-1][0] - after[-1][0] > 2 * mm
    # Printed and rescanned: grey, the same bars.
    rescan = scan.degrade_heldout12(
        page,
        style,
        replace(profile, rescanned=True, paper=240, black=30.0, noise=2.0, blur=0.5),
        random.Random(1),
        random.Random(5),
    )
    rgrey = np.asarray(rescan, dtype=np.float32)
    assert rescan.mode == "L" and len(np.unique(rgrey)) > 20
    assert len(_h11_bars(rgrey[band : round(125 * mm)])) == 8


def test_heldout12_scanner_tablet_is_a_banded_cool_flat_photo():
    """The sheet on the counter, every bar kept; flicker bands, a cool cast, low
    contrast, barrel distortion bowing the lines near the top."""
    import numpy as np

    page = _h11_page()
    profile = scan.Heldout12Profile(
        dpi=100,
        look="tablet",
        paper=212,
        black=66.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.5,
        skew=0.0,
        fill=0.9,
        keystone=0.0,
        counter=(92, 92, 98),
        barrel=0.03,
        flicker=0.08,
        flicker_bands=4.0,
        vignette=0.0,
        cast=(0.92, 0.98, 1.05),
    )
    args = (scan.ScanStyle(colour=True), random.Random(1), random.Random(2))
    out = scan.degrade_heldout12(page, args[0], profile, *args[1:])
    arr = np.asarray(out, dtype=np.float32)
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    assert out.mode == "RGB" and out.size == page.size
    # The counter round the sheet, the sheet most of the frame, every bar on it.
    assert grey[:4, :4].mean() < 140 and grey[-4:, -4:].mean() < 140
    assert len(_h11_bars(grey[100:-100, 100:-100])) == 12
    # Cool and flat: blue above red on the paper, the ink far from black.
    paper = arr[grey > np.percentile(grey, 75)]
    assert paper[:, 2].mean() - paper[:, 0].mean() > 8 and paper.mean() < 235
    assert np.percentile(grey[grey < 150], 5) > 35
    # Flicker: the empty left margin of the sheet lighter and darker in bands.
    strip = grey[120:-120, 60:100].mean(axis=1)
    flat = scan.degrade_heldout12(
        page, args[0], replace(profile, flicker=0.0), random.Random(1), random.Random(2)
    )
    flat_strip = np.asarray(flat.convert("L"), dtype=np.float32)[120:-120, 60:100].mean(axis=1)
    assert np.ptp(strip) > 2 * np.ptp(flat_strip) and np.ptp(strip) > 12
    # Barrel: the first bar's middle stands higher than its ends.
    straight = scan.degrade_heldout12(
        page, args[0], replace(profile, barrel=0.0), random.Random(1), random.Random(2)
    )

    def bow(image):
        g = np.asarray(image.convert("L"), dtype=np.float32)
        w = g.shape[1]
        tops = [
            80 + int(np.flatnonzero(g[80:300, x] < 150)[0])
            for x in (w // 2 - 250, w // 2, w // 2 + 250)
        ]
        return (tops[0] + tops[2]) / 2 - tops[1]

    assert bow(out) >= 3 and abs(bow(straight)) <= 1


def test_heldout13_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("processo", "compressed", "monitor"):
            for variant in (False, True):
                profile = scan.Heldout13Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    scanned=variant,
                    watermark="Comprimido com PDFleve" if variant else "",
                    blank_stamp=variant,
                    stamp_style=2 if variant else 0,
                    bezel=("bottom", "left") if variant else ("top",),
                    screen_px=150,
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout13, img, colour, profile)
                # A monitor photo is in colour, a grey profile's page grey.
                mode = "RGB" if look == "monitor" else "L" if variant else img.mode
                assert out.mode == mode
                blank = scan.finish_heldout13(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout13Profile(dpi=60, look="processo"),
        scan.Heldout13Profile(dpi=60, look="compressed", watermark="www.pdfleve.com.br"),
        scan.Heldout13Profile(dpi=60, look="monitor", screen_px=150, encodes=(80,)),
    ):
        _assert_repeatable(scan.degrade_heldout13, page, profile)
    looks, greys, marks, pictures = set(), 0, 0, 0
    low, high = SET_DPI["heldout13"]
    for i in range(150):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout13_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "monitor") and (kind == "tiff") <= (p.look == "processo")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "processo":
            # A flatbed at 200 to 300 dpi (small print and TIFF at 300), a slight skew;
            # holes 80 mm apart or so, the bound edge off the glass over 2 to 4 cm.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.max_tilt <= 1.0 and 5.0 <= p.hole_mm <= 7.0 and 9 <= p.hole_x_mm <= 14
            assert 20 <= p.gutter_mm <= 40 and p.lift <= 75 and p.falloff <= 0.4
            assert p.bend <= 0.04 and 1 < p.folio_first < 200 and p.stamp_mm <= 30
            assert p.stamp_label.lower().startswith("f")
            greys += p.grey
        elif p.look == "compressed":
            # Re-rendered at 120 to 150 dpi (small print 150), JPEG 20 to 40.
            assert 120 <= p.dpi <= 150 and small <= (p.dpi == 150)
            assert 20 <= p.jpeg_quality <= 40 and p.blur <= 0.6
            assert p.scanned or (p.paper == 255 and p.noise == 0)
            marks += bool(p.watermark)
            greys += p.grey
        else:
            # Frames 2048 to 3264 px high (small print never 2048), JPEG 70 to 85.
            height = p.dpi * A4_HEIGHT_IN
            assert 2040 <= height <= 3270 and small <= (height > 2100)
            assert 70 <= p.jpeg_quality <= 85 and (kind == "png") == bool(p.encodes)
            assert 1 <= len(p.bezel) <= 2 and 0.015 <= p.keystone <= 0.04 and p.max_tilt <= 2
            assert 1000 <= p.screen_px <= 1800 and small <= (p.screen_px >= 1400)
            pictures += 1
        looks.add(p.look)
    assert looks == {"processo", "compressed", "monitor"} and greys > 0 and marks > 0
    assert pictures > 0


A4_HEIGHT_IN = 297 / 25.4


def _h13_page(dpi=150, left_mm=25.0):
    """An A4 page: a header band across the top, text-like bars below (the first
    column ``left_mm`` from the left edge), nothing in the top right corner."""
    mm = dpi / 25.4
    w, h = round(210 * mm), round(297 * mm)
    page = Image.new("RGB", (w, h), (255, 255, 255))
    page.paste(
        (210, 225, 240), (round(left_mm * mm), round(50 * mm), round(185 * mm), round(62 * mm))
    )
    for k in range(12):
        top = round((75 + k * 16) * mm)
        page.paste((0, 0, 0), (round(left_mm * mm), top, round(185 * mm), top + round(2 * mm)))
    return page


def test_heldout13_scanner_processo_is_a_bound_numbered_punched_sheet():
    """The sheet-number stamp in the empty top right corner, counted on along the
    file; two holes in the left margin; the gutter's dark valley at the left edge,
    the light falling off towards it; every bar kept and legible; an empty back
    bound on the right."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h13_page(dpi).convert("L")
    src = np.asarray(page, dtype=np.float32)
    profile = scan.Heldout13Profile(
        dpi=dpi,
        look="processo",
        paper=240,
        black=24.0,
        noise=0.0,
        skew=0.0,
        stamp_style=0,
        stamp_label="Fls.",
        stamp_org="SEMOB",
        stamp_ink=(40, 40, 46),
        folio_first=12,
        hole_tone=90.0,
        gutter_mm=35.0,
        lift=65.0,
        falloff=0.35,
        valley=25.0,
    )
    style = scan.ScanStyle()
    side = random.Random(5)
    first = scan.degrade_heldout13(page, style, profile, random.Random(1), side)
    second = scan.degrade_heldout13(page, style, profile, random.Random(1), side)
    again = scan.degrade_heldout13(page, style, profile, random.Random(1), random.Random(5))
    grey = np.asarray(first, dtype=np.float32)
    h, w = grey.shape
    # The stamp in the top right corner, where the page is empty; the next page's
    # number differs, a new file starts again.
    corner = lambda img: np.asarray(img, dtype=np.float32)[: round(45 * mm), w // 2 :]  # noqa: E731
    assert (corner(first) < 140).sum() > 150 and (src[: round(45 * mm), w // 2 :] == 255).all()
    assert (corner(first) != corner(second)).any() and (corner(first) == corner(again)).all()
    # Two holes in the left margin, 80 mm apart round the middle, dark.
    x = round(profile.hole_x_mm * mm)
    for y_mm in (148.5 - 40, 148.5 + 40):
        assert grey[round(y_mm * mm), x] < 140
    assert grey[round(148.5 * mm), x] > 160
    # The gutter: the valley dark at the left edge, the paper dimmer towards it.
    assert np.median(grey[:, 1]) < 80
    paper = lambda x_mm: float(np.median(grey[round(66 * mm) : round(70 * mm), round(x_mm * mm)]))  # noqa: E731
    assert paper(15) < paper(30) - 10 < paper(100) - 10
    # Every bar kept, and the first printed column still far from the valley's dark.
    bars = _h11_bars(grey[round(70 * mm) :, round(40 * mm) : round(180 * mm)])
    assert len(bars) == 12
    assert paper(22) > 150
    # The bars' ends moved right (the lifted edge foreshortened), never lost.
    row = grey[round(75 * mm) + 1, round(12 * mm) :]
    start = round(12 * mm) + int(np.flatnonzero(row < 100)[0])
    assert round(25 * mm) <= start < round(28 * mm)
    # An empty sheet: the back of a folio, bound on the right, no number.
    blank = np.asarray(
        scan.finish_heldout13(Image.new("L", (w, h), 240), profile, random.Random(7)),
        dtype=np.float32,
    )
    assert np.median(blank[:, -2]) < 80 and np.median(blank[:, 1]) > 200
    assert (blank[: round(40 * mm), w // 2 : w - round(45 * mm)] > 200).all()
    # A landscape page is bound along its top edge.
    land = scan.degrade_heldout13(
        page.rotate(90, expand=True), style, profile, random.Random(1), random.Random(5)
    )
    lgrey = np.asarray(land, dtype=np.float32)
    assert np.median(lgrey[1]) < 80 and np.median(lgrey[:, 1]) > 150


def test_heldout13_scanner_compressed_is_a_coarse_blocky_page():
    """Re-rendered coarse and JPEG'd hard: 8 x 8 blocks on the tinted band, a slight
    blur, grey when the service chose grey, the service's line in the bottom margin."""
    import numpy as np

    dpi = 120
    mm = dpi / 25.4
    page = _h13_page(dpi)
    profile = scan.Heldout13Profile(
        dpi=dpi,
        look="compressed",
        jpeg_quality=22,
        paper=236,
        black=30.0,
        noise=2.0,
        blur=0.4,
        skew=0.0,
        scanned=True,
        grey=False,
        watermark="Comprimido com PDFleve \u2013 www.pdfleve.com.br",
        watermark_ink=(150, 150, 150),
        watermark_at="centre",
    )
    style = scan.ScanStyle(colour=True)
    out = scan.degrade_heldout13(page, style, profile, random.Random(1), random.Random(2))
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    assert out.mode == "RGB" and len(_h11_bars(grey[round(70 * mm) :])) == 12
    # Blocks: inside the tinted band, steps between 8 x 8 cells outweigh those within.
    band = grey[round(51 * mm) : round(61 * mm), round(30 * mm) : round(180 * mm)]
    steps = np.abs(np.diff(band, axis=1)).mean(axis=0)
    x0 = round(30 * mm)
    at_edges = [s for i, s in enumerate(steps) if (x0 + i + 1) % 8 == 0]
    within = [s for i, s in enumerate(steps) if (x0 + i + 1) % 8 not in (0, 1, 7)]
    assert np.mean(at_edges) > 1.3 * np.mean(within)
    # The watermark's line in the bottom margin, nowhere else new.
    bottom = grey[-round(12 * mm) :, round(40 * mm) : -round(40 * mm)]
    assert (bottom < 200).sum() > 50
    plain = scan.degrade_heldout13(
        page, style, replace(profile, watermark=""), random.Random(1), random.Random(2)
    )
    pgrey = np.asarray(plain.convert("L"), dtype=np.float32)
    assert (pgrey[-round(12 * mm) :, round(40 * mm) : -round(40 * mm)] < 200).sum() == 0
    # Grey: the service chose grey.
    grey_out = scan.degrade_heldout13(
        page, style, replace(profile, grey=True), random.Random(1), random.Random(2)
    )
    assert grey_out.mode == "L"


def test_heldout13_scanner_monitor_is_a_photo_of_a_screen():
    """The page on the screen, every bar kept; the screen's pixel grid (a fine
    periodic pattern on the white); the bezel dark along its edge; the screen
    dimmer to one side; the viewer's background round the page."""
    import numpy as np

    page = _h11_page()
    profile = scan.Heldout13Profile(
        dpi=100,
        look="monitor",
        noise=0.0,
        chroma_noise=0.0,
        blur=0.5,
        skew=0.0,
        screen_px=480,
        fill=0.88,
        bezel=("bottom",),
        bezel_colour=(14, 14, 16),
        room=(168, 164, 156),
        viewer=(82, 86, 89),
        keystone=0.02,
        screen_white=230.0,
        glow=35.0,
        screen_falloff=0.2,
        falloff_angle=0.0,
        reflection=0.0,
        cast=(1.0, 1.0, 1.0),
    )
    args = (scan.ScanStyle(colour=True), random.Random(1), random.Random(2))
    out = scan.degrade_heldout13(page, args[0], profile, *args[1:])
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    assert len(_h11_bars(grey[60:-150, 150:-150])) == 12
    # The bezel: a dark band across the bottom; the viewer's grey at the top.
    assert np.median(grey[-40:], axis=1).min() < 40
    assert 60 < np.median(grey[:8, w // 3 : 2 * w // 3]) < 110
    # The pixel grid: the white of the page carries a fine periodic pattern, each
    # channel peaking where the others do not.
    white = Image.new("RGB", page.size, (255, 255, 255))

    def grid(screen_px):
        shot = scan.degrade_heldout13(
            white,
            args[0],
            replace(profile, screen_px=screen_px),
            random.Random(1),
            random.Random(2),
        )
        return np.asarray(shot, dtype=np.float32)[400:700, 300:500]

    patch = grid(480)
    col = patch[..., 1].mean(axis=0)
    spectrum = np.abs(np.fft.rfft(col - col.mean()))
    assert spectrum[5:].max() > 8 * np.median(spectrum[1:])
    # Finer than the camera's pixels (a much denser screen), the grid mostly blends.
    assert patch.std(axis=(0, 1)).mean() > 2 * grid(2000).std(axis=(0, 1)).mean()
    assert 12 < patch.std(axis=(0, 1)).mean() < 40 and patch.mean() > 180
    # The screen dimmer to the right (the fall-off's angle 0): paper left brighter.
    left = np.percentile(grey[300:800, 100:200], 90)
    right = np.percentile(grey[300:800, w - 200 : w - 100], 90)
    assert left - right > 8


def test_heldout14_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 30):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("sheetfed", "recopy", "photo"):
            for variant in (False, True):
                profile = scan.Heldout14Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    streak_dark=variant,
                    slip_kind="repeat" if variant else "stretch",
                    strokes=-0.3 if variant else 0.5,
                    fingers=2 if variant else 1,
                    finger_side="bottom" if variant else "right",
                    phone_edge="left" if variant else "bottom",
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout14, img, colour, profile)
                # A phone photo is in colour, a grey profile's page grey.
                mode = "RGB" if look == "photo" else "L" if variant else img.mode
                assert out.mode == mode
                blank = scan.finish_heldout14(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout14Profile(dpi=60, look="sheetfed"),
        scan.Heldout14Profile(dpi=60, look="recopy"),
        scan.Heldout14Profile(dpi=60, look="photo", encodes=(70,)),
    ):
        _assert_repeatable(scan.degrade_heldout14, page, profile)
    looks, greys, lights, repeats, thin, thick = set(), 0, 0, 0, 0, 0
    low, high = SET_DPI["heldout14"]
    for i in range(150):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout14_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "photo") and (kind == "tiff") <= (p.look == "sheetfed")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "sheetfed":
            # An ADF at 200 to 300 dpi (small print and TIFF at 300): a 1 to 3 px streak,
            # one slip band, the top's and bottom's skews a little apart.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert 1 <= p.streak_px <= 3 and 0 < p.streak_x < 1 and p.streak_strength <= 0.5
            assert p.streak_dark or p.streak_strength <= 0.4
            assert 0.1 <= abs(p.twist) <= 0.5 and p.max_tilt <= 1.2 and p.slip_mm <= 2
            assert not (kind == "tiff" and p.grey)
            greys += p.grey
            lights += not p.streak_dark
            repeats += p.slip_kind == "repeat"
        elif p.look == "recopy":
            # Copied twice: 95 to 103 %, off-centre, the frame a few mm in.
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 0.95 <= p.scale <= 1.03 and max(map(abs, p.shift_mm)) <= 4
            assert all(2 <= m <= 7 for m in p.frame_mm) and 1 <= p.band_mm <= 5
            assert p.contrast[0] < 0.3 and p.contrast[1] >= 0.8 and p.strokes >= -0.42
            thin += p.strokes < 0
            thick += p.strokes > 0
            greys += p.grey
        else:
            # Frames 1600 to 2400 px high (small print 2268 or more), JPEG 60 to 80.
            height = p.dpi * A4_HEIGHT_IN
            assert 1590 <= height <= 2410 and small <= (height > 2200)
            assert 60 <= p.jpeg_quality <= 80 and (kind == "png") == bool(p.encodes)
            assert 1 <= p.fingers <= 3 and p.finger_side in ("left", "right", "bottom")
            assert p.max_tilt < 2 and 0.01 <= p.keystone <= 0.03 and p.curl <= 0.02
            assert p.motion <= 3 and p.phone_shadow <= 0.3
        looks.add(p.look)
    assert looks == {"sheetfed", "recopy", "photo"} and greys > 0 and lights > 0
    assert repeats > 0 and thin > 0 and thick > 0


def test_heldout14_scanner_sheetfed_is_a_streaked_slipped_twisted_feed():
    """A streak down the whole page at the file's x (a light one never lifts ink to
    the paper); the slipped band moves what lies below it down, never off the page;
    the skew differs between the top and the bottom; the leading edge's shadow."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h13_page(dpi).convert("L")
    profile = scan.Heldout14Profile(
        dpi=dpi,
        look="sheetfed",
        paper=240,
        black=24.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        streak_x=0.4,
        streak_px=2,
        streak_dark=True,
        streak_strength=0.45,
        slip_at=0.5,
        slip_kind="stretch",
        slip_band_mm=6.0,
        slip_mm=1.5,
        slip_light=0.0,
        twist=0.0,
        backing=240,
        edge_mm=2.0,
        edge_shadow=0.5,
    )
    style = scan.ScanStyle()
    out = scan.degrade_heldout14(page, style, profile, random.Random(1), random.Random(2))
    grey = np.asarray(out, dtype=np.float32)
    h, w = grey.shape
    assert out.mode == "L" and len(_h11_bars(grey[round(70 * mm) :])) == 12
    # The streak: a dark column from top to bottom at the file's x, on paper and on ink.
    cols = np.median(grey[round(10 * mm) : -round(10 * mm)], axis=0)
    x = int(np.argmin(cols[5:-5])) + 5
    assert abs(x - 0.4 * w) < 4 and cols[x] < 170 and np.median(cols) > 230
    assert (grey[round(3 * mm) : -round(3 * mm), x] < 190).mean() > 0.95
    # A light streak lifts the bars' ink, never to the paper.
    light = scan.degrade_heldout14(
        page,
        style,
        replace(profile, streak_dark=False, streak_strength=0.38),
        random.Random(1),
        random.Random(2),
    )
    lgrey = np.asarray(light, dtype=np.float32)
    bar = lgrey[round(75 * mm) + 2 : round(75 * mm) + round(2 * mm) - 2, x - 3 : x + 4]
    assert bar.max() < 130 and bar.max() > grey[round(75 * mm) + 3, x - 20] + 20
    # The slip: the bars below the band moved down by 1.5 mm, those above stay.
    flat = scan.degrade_heldout14(
        page, style, replace(profile, slip_mm=0.0), random.Random(1), random.Random(2)
    )
    ref = _h11_bars(np.asarray(flat, dtype=np.float32)[:, round(30 * mm) : round(70 * mm)])
    got = _h11_bars(grey[:, round(30 * mm) : round(70 * mm)])
    assert len(ref) == len(got) == 13
    moved = [g[0] - r[0] for r, g in zip(ref, got, strict=True)]
    above = [m for r, m in zip(ref, moved, strict=True) if r[1] < 0.5 * h]
    below = [m for r, m in zip(ref, moved, strict=True) if r[0] > 0.5 * h + 6 * mm]
    assert set(above) == {0} and all(abs(m - 1.5 * mm) <= 1.5 for m in below)
    # The twist: the first bar and the last turned differently (their slopes apart).
    twisted = scan.degrade_heldout14(
        page, style, replace(profile, twist=0.5, slip_mm=0.0), random.Random(1), random.Random(2)
    )
    tg = np.asarray(twisted, dtype=np.float32)

    def slope(top_mm):
        ys = []
        for x_mm in (40, 170):
            col = tg[round((top_mm - 4) * mm) : round((top_mm + 6) * mm), round(x_mm * mm)]
            ys.append(int(np.flatnonzero(col < 100)[0]))
        return (ys[1] - ys[0]) / (130 * mm)

    turn = np.rad2deg(np.arctan(slope(75 + 11 * 16)) - np.arctan(slope(75)))
    assert 0.18 < abs(turn) < 0.42  # 0.5 degrees over the page, 176 mm of it measured
    # The leading edge's shadow along the top, the paper below it.
    assert np.median(grey[0, 10:-10]) < 170 and np.median(grey[round(4 * mm), 10:-10]) > 225


def test_heldout14_scanner_recopy_is_a_framed_contrasty_copy():
    """The first copy's dark border a few mm in, white outside it; light tints gone,
    every bar kept and black; the content scaled and off-centre; specks; a side where
    print comes near the edge keeps its print clear of the border."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h13_page(dpi)
    profile = scan.Heldout14Profile(
        dpi=dpi,
        look="recopy",
        paper=245,
        black=12.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        contrast=(0.2, 0.85),
        strokes=0.5,
        speckle=0.001,
        specks=8,
        scale=0.96,
        shift_mm=(3.0, -2.0),
        frame_mm=(4.0, 5.0, 3.0, 6.0),
        band_mm=3.0,
        band_tone=50.0,
    )
    style = scan.ScanStyle(colour=True)
    out = scan.degrade_heldout14(page, style, profile, random.Random(1), random.Random(2))
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    h, w = grey.shape
    arr = np.asarray(out, dtype=np.float32)
    # Grey content on a tinted paper: no colour left in the print.
    assert out.mode == "RGB" and np.abs(arr[..., 0] - arr[..., 2])[grey < 120].mean() < 12
    # The border: dark across the band on every side, the page white outside it.
    mid = h // 2
    assert np.median(grey[mid - 20 : mid + 20, round(5.5 * mm)]) < 140
    assert np.median(grey[mid - 20 : mid + 20, w - round(4.5 * mm)]) < 140
    assert np.median(grey[round(6.5 * mm), w // 3 : 2 * w // 3]) < 140
    assert np.median(grey[h - round(7.5 * mm), w // 3 : 2 * w // 3]) < 140
    assert np.median(grey[mid - 20 : mid + 20, 2]) > 220 and np.median(grey[2, 20:-20]) > 220
    # The tinted band gone white, every bar kept and dark.
    bars = _h11_bars(grey[round(70 * mm) : h - round(15 * mm), round(40 * mm) : round(150 * mm)])
    assert len(bars) == 12
    band = grey[round(52 * mm) : round(60 * mm), round(60 * mm) : round(150 * mm)]
    assert np.median(band) > 235
    # Scaled 96 % and moved 3 mm right: the bars' left ends where that puts them.
    row = grey[round((0.96 * 75 + 0.02 * 297 - 2) * mm) + 3, round(12 * mm) :]
    start = round(12 * mm) + int(np.flatnonzero(row < 100)[0])
    expect = (w - 0.96 * w) / 2 + 3 * mm + 0.96 * 25 * mm
    assert abs(start - expect) < 3
    # Toner dots on the empty paper.
    assert (
        (grey[round(20 * mm) : round(45 * mm), round(30 * mm) : round(180 * mm)]) < 200
    ).sum() > 5
    # Print running near the left edge: the border there moves out or is left off,
    # never nearer the print than 1.5 mm.
    near = _h13_page(dpi, left_mm=6.0)
    close = scan.degrade_heldout14(
        near,
        style,
        replace(profile, scale=1.0, shift_mm=(0.0, 0.0)),
        random.Random(1),
        random.Random(2),
    )
    cg = np.asarray(close.convert("L"), dtype=np.float32)
    row = cg[round(76 * mm), : round(20 * mm)]
    first = int(np.flatnonzero(row >= 100)[-1]) + 1  # where the bar's dark run starts
    assert abs(first - 6 * mm) <= 2
    assert (row[first - round(1.4 * mm) : first - 2] > 150).all()


def test_heldout14_scanner_photo_is_a_held_sheet():
    """The sheet on the desk, every bar kept; the fingertips skin-coloured at the held
    margin and never over print; the phone's shadow dimming part of the page; the
    curl bowing the lines."""
    import numpy as np

    page = _h11_page()
    profile = scan.Heldout14Profile(
        dpi=100,
        look="photo",
        paper=230,
        black=35.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.88,
        keystone=0.0,
        desk=(84, 86, 92),
        curl=0.0,
        fingers=2,
        finger_side="left",
        finger_at=0.5,
        finger_mm=16.0,
        finger_reach_mm=40.0,
        finger_angle=5.0,
        skin=(222, 168, 134),
        phone_shadow=0.0,
        motion=1.5,
        vignette=0.0,
        cast=(1.0, 1.0, 1.0),
        heic=0.7,
        sharpen=0,
    )
    args = (scan.ScanStyle(colour=True), random.Random(1), random.Random(2))
    out = scan.degrade_heldout14(page, args[0], profile, *args[1:])
    arr = np.asarray(out, dtype=np.float32)
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    # The desk round the sheet, the sheet most of the frame, every bar on it.
    assert grey[:4, :4].mean() < 110 and grey[-4:, -4:].mean() < 110
    assert len(_h11_bars(grey[100:-110, 150:-150])) == 12
    # Skin in the left part of the frame, only there; none over the bars' ink.
    skin = (arr[..., 0] - arr[..., 2] > 50) & (arr[..., 0] > 150)
    assert skin[:, : w // 4].sum() > 400 and skin[:, w // 3 :].sum() == 0
    bare = scan.degrade_heldout14(
        page, args[0], replace(profile, fingers=0), random.Random(1), random.Random(2)
    )
    bgrey = np.asarray(bare.convert("L"), dtype=np.float32)
    sheet = (slice(100, h - 110), slice(110, w // 3))  # the bars' left ends, no desk
    ink, held = bgrey[sheet] < 100, grey[sheet] < 100
    assert ink.sum() > 1000 and (ink & skin[sheet]).sum() == 0
    assert abs(int(ink.sum()) - int(held.sum())) < 0.02 * ink.sum()
    # The phone's shadow from the bottom: the paper dimmer there than without it.
    shaded = scan.degrade_heldout14(
        page,
        args[0],
        replace(profile, fingers=0, phone_shadow=0.3, phone_edge="bottom", phone_at=0.5),
        random.Random(1),
        random.Random(2),
    )
    sgrey = np.asarray(shaded.convert("L"), dtype=np.float32)
    patch = (slice(h - 140, h - 90), slice(w // 2 - 50, w // 2 + 50))
    assert np.median(bgrey[patch]) - np.median(sgrey[patch]) > 25
    top = (slice(60, 120), slice(w // 2 - 50, w // 2 + 50))
    assert abs(np.median(bgrey[top]) - np.median(sgrey[top])) < 4
    # The curl: the first bar's ends stand off its middle (cylinder, edges lifted).
    curled = scan.degrade_heldout14(
        page,
        args[0],
        replace(profile, fingers=0, curl=0.02, curl_centre=0.5, curl_up=True),
        random.Random(1),
        random.Random(2),
    )

    def bow(g):
        tops = [
            60 + int(np.flatnonzero(g[60:300, x] < 120)[0])
            for x in (w // 2 - 250, w // 2, w // 2 + 250)
        ]
        return tops[1] - (tops[0] + tops[2]) / 2

    cgrey = np.asarray(curled.convert("L"), dtype=np.float32)
    assert bow(cgrey) >= 3 and abs(bow(bgrey)) <= 1


def test_heldout15_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("folded", "marked", "photo"):
            for variant in (False, True):
                profile = scan.Heldout15Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    mark="clip" if variant else "ring",
                    ring_twice=variant,
                    pen="circle" if variant else "tick",
                    pen_side="right" if variant else "left",
                    stamp_form=int(variant),
                    lamp="br" if variant else "tl",
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout15, img, colour, profile)
                # A phone photo is in colour, a grey profile's page grey.
                mode = "RGB" if look == "photo" else "L" if variant else img.mode
                assert out.mode == mode
                blank = scan.finish_heldout15(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout15Profile(dpi=60, look="folded"),
        scan.Heldout15Profile(dpi=60, look="folded", mark="clip"),
        scan.Heldout15Profile(dpi=60, look="marked"),
        scan.Heldout15Profile(dpi=60, look="photo", encodes=(70,)),
    ):
        _assert_repeatable(scan.degrade_heldout15, page, profile)
    looks, greys, rings, clips, circles, reds = set(), 0, 0, 0, 0, 0
    low, high = SET_DPI["heldout15"]
    for i in range(150):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout15_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "photo") and (kind == "tiff") <= (p.look == "marked")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "folded":
            # A flatbed at 150 to 240 dpi (small print at 240): two creases near the
            # thirds, the panels a px or two and a fraction of a degree apart.
            assert 150 <= p.dpi <= 240 and small <= (p.dpi == 240)
            assert 0.3 < p.folds[0] < 0.36 and 0.64 < p.folds[1] < 0.7
            assert max(map(abs, p.panel_shift)) <= 2 and max(map(abs, p.panel_turn)) < 0.4
            assert p.crease_dark <= 0.35 and p.ridge_light <= 0.07 and p.fold_shadow <= 0.1
            assert p.ring_y <= 0.12 and p.ring_strength <= 0.35 and p.mark in ("ring", "clip", "")
            rings += p.mark == "ring"
            clips += p.mark == "clip"
            greys += p.grey
        elif p.look == "marked":
            # Scanned at 200 to 300 (small print and TIFF at 300), grey or colour.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert not (kind == "tiff" and p.grey) and 2 <= p.highlight_lines <= 4
            assert p.pen in ("tick", "circle") and abs(p.stamp_angle) <= 10
            circles += p.pen == "circle"
            reds += p.stamp_colour[0] > p.stamp_colour[2]
            greys += p.grey
        else:
            # Frames 1500 to 2300 px high (small print 2000 or more), JPEG 55 to 80,
            # a warm cast, glare never washing ink out entirely.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2310 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 80 and (kind == "png") == bool(p.encodes)
            assert 0.03 <= p.keystone <= 0.07 and 0.004 <= abs(p.shear) <= 0.012
            assert p.glare <= 0.6 and p.dark <= 0.5 and p.cast[2] < p.cast[1] < p.cast[0]
        looks.add(p.look)
    assert looks == {"folded", "marked", "photo"} and greys > 0 and rings > 0 and clips > 0
    assert circles > 0 and reds > 0


def _h15_page(dpi=150):
    """An A4 page: a tinted band, then text-like bars 3 mm high every 6 mm (25 to 185 mm
    across) from 60 mm down; nothing in the top 50 mm."""
    mm = dpi / 25.4
    w, h = round(210 * mm), round(297 * mm)
    page = Image.new("RGB", (w, h), (255, 255, 255))
    page.paste((210, 225, 240), (round(25 * mm), round(50 * mm), round(185 * mm), round(55 * mm)))
    for k in range(30):
        top = round((60 + k * 6) * mm)
        page.paste((0, 0, 0), (round(25 * mm), top, round(185 * mm), top + round(3 * mm)))
    return page


def _h15_left_ends(grey, mm, rows_mm):
    import numpy as np

    ends = []
    for y_mm in rows_mm:
        row = grey[round((y_mm + 1.5) * mm), : round(100 * mm)]
        ends.append(int(np.flatnonzero(row < 100)[0]))
    return ends


def test_heldout15_scanner_folded_is_a_letter_folded_in_three():
    """Two creases (a thin dark line, a light ridge on one side, a soft shadow on the
    other), the top and bottom panels moved sideways and turned, a coffee ring near the
    top; a paper clip only in the empty top margin."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    profile = scan.Heldout15Profile(
        dpi=dpi,
        look="folded",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        folds=(0.34, 0.66),  # 101 mm and 196 mm: between bars
        ridge_below=(True, False),
        crease_dark=0.3,
        crease_px=1.0,
        ridge_light=0.06,
        ridge_mm=0.8,
        fold_shadow=0.1,
        fold_shadow_mm=4.0,
        panel_shift=(0.0, 0.0),
        panel_turn=(0.0, 0.0),
        wobble=(0.0, 0.0, 0.0),
        mark="",
    )
    style = scan.ScanStyle(colour=True)

    def run(**kw):
        out = scan.degrade_heldout15(
            page, style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run()
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    assert len(_h11_bars(grey[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    # The creases, in the right margin (paper only): the line, the ridge, the shadow.
    rows = np.median(grey[:, round(190 * mm) : round(205 * mm)], axis=1)
    paper = np.median(rows)
    for at, ridge_side in ((0.34, 1), (0.66, -1)):
        y = round(at * h)
        band = rows[y - 8 : y + 9]  # each page's fold a little off the file's
        line = y - 8 + int(np.argmin(band))
        assert abs(line - y) <= 0.003 * h + 1 and rows[line] < paper - 25
        ridge = max(rows[line + ridge_side * k] for k in range(2, 7))
        assert ridge > paper + 6
        near = np.median(rows[line - ridge_side * round(2 * mm) + np.arange(-2, 3)])
        far = np.median(rows[line - ridge_side * round(12 * mm) + np.arange(-2, 3)])
        assert far - near > 5 and abs(far - paper) < 3
    # The panels: the top one 2 px right, the bottom one 2 px left, the middle still.
    _, _, moved = run(panel_shift=(2.0, -2.0))
    bars = (66, 84, 120, 150, 210, 234)  # tops, mm: two in each panel
    ends = zip(_h15_left_ends(moved, mm, bars), _h15_left_ends(grey, mm, bars), strict=True)
    shift = [m - s for m, s in ends]
    assert shift[:2] == [2, 2] and shift[2:4] == [0, 0] and shift[4:] == [-2, -2]
    # Turned 0.3 degrees: the top panel's bars slope against the middle ones.
    _, _, turned = run(panel_turn=(0.3, 0.0))

    def slope(g, top_mm):
        ys = [
            int(np.flatnonzero(g[round((top_mm - 1.5) * mm) :, round(x * mm)] < 100)[0])
            for x in (30, 180)
        ]
        return ys[1] - ys[0]

    assert abs(slope(turned, 66) - slope(turned, 120) - 150 * mm * np.tan(np.deg2rad(0.3))) <= 1.5
    # A coffee ring near the top: brown on its rim, the paper elsewhere untouched.
    _, ringed, _ = run(mark="ring", mark_at=0.6, ring_y=0.05, ring_mm=35.0, ring_strength=0.35)
    brown = (ringed[..., 0] - ringed[..., 2]) - (arr[..., 0] - arr[..., 2])
    assert brown[: round(100 * mm)].max() > 25 and np.abs(brown[round(110 * mm) :]).max() < 2
    # The clip: metal and its shadow only above the first print (the band at 50 mm).
    _, _, clipped = run(mark="clip", mark_at=0.3, clip_mm=32.0, clip_angle=8.0)
    diff = np.abs(clipped - grey) > 8
    assert diff.sum() > 100 and not diff[round(50 * mm) :].any()
    assert (clipped[: round(48 * mm)] < 170).sum() > 50


def test_heldout15_scanner_marked_is_a_reviewed_copy():
    """A highlighter over three consecutive lines (print still dark under it), a
    ballpoint tick in the left margin beside them, a red "RECEBIDO" stamp in the empty
    top right corner, never near print; in grey the stroke still shows."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    profile = scan.Heldout15Profile(
        dpi=dpi,
        look="marked",
        paper=242,
        black=16.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        highlighter=(250, 238, 70),
        highlight_at=0.4,  # the first bar from 118.8 mm: 120, 126, 132
        highlight_lines=3,
        highlight_strength=0.9,
        pen="tick",
        pen_side="left",
        pen_colour=(28, 44, 132),
        pen_mm=7.0,
        stamp_colour=(186, 36, 46),
        stamp_angle=-5.0,
        stamp_mm=(46.0, 22.0),
        stamp_at=(0.85, 0.06),
        stamp_ink=0.9,
    )
    style = scan.ScanStyle(colour=True)
    out = scan.degrade_heldout15(page, style, profile, random.Random(1), random.Random(2))
    arr = np.asarray(out, dtype=np.float32)
    grey = np.asarray(out.convert("L"), dtype=np.float32)
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    yellow = arr[..., 0] - arr[..., 2] > 60
    # Just above and below each marked bar, across its length: yellow; not the others.
    for top in (120, 126, 132):
        above = yellow[round((top - 0.2) * mm), round(40 * mm) : round(170 * mm)]
        below = yellow[round((top + 3.2) * mm), round(40 * mm) : round(170 * mm)]
        assert above.mean() > 0.9 and below.mean() > 0.9
        ink = grey[round((top + 1.5) * mm), round(40 * mm) : round(170 * mm)]
        assert np.median(ink) < 60  # the print stays dark under it
    for top in (108, 114, 144, 150):
        assert yellow[round((top + 1.5) * mm) - 6 : round((top + 1.5) * mm) + 6].sum() == 0
    # The tick: blue ink in the left margin, beside the marked lines.
    blue = (arr[..., 2] - arr[..., 0] > 40) & (grey < 180)
    ys, xs = np.nonzero(blue)
    assert len(ys) > 30 and xs.max() < 25 * mm - 2 and xs.min() > 2 * mm
    assert 115 * mm < np.median(ys) < 140 * mm
    # The stamp: red ink in the top right corner, never within 1.3 mm of print.
    red = (arr[..., 0] - arr[..., 2] > 60) & (arr[..., 1] < 170)
    red[yellow & ~(arr[..., 1] < 170)] = False
    ys, xs = np.nonzero(red)
    assert len(ys) > 500 and ys.max() < 50 * mm and xs.min() > 105 * mm
    from PIL import ImageFilter

    src = page.convert("L").filter(ImageFilter.MinFilter(2 * round(1.3 * mm) + 1))
    assert (np.asarray(src)[ys, xs] > 200).all()
    # A full page: the stamp finds no room and is left off; the rest still drawn.
    full = Image.new("RGB", page.size, (255, 255, 255))
    for k in range(45):
        top = round((8 + k * 6) * mm)
        full.paste((0, 0, 0), (round(25 * mm), top, round(185 * mm), top + round(3 * mm)))
    crowded = scan.degrade_heldout15(full, style, profile, random.Random(1), random.Random(2))
    carr = np.asarray(crowded, dtype=np.float32)
    assert ((carr[..., 0] - carr[..., 2] > 60) & (carr[..., 1] < 170)).sum() < 50
    # In grey: a lighter grey band round the marked bars, the bars still black.
    g = np.asarray(
        scan.degrade_heldout15(
            page, style, replace(profile, grey=True), random.Random(1), random.Random(2)
        ),
        dtype=np.float32,
    )
    assert g.ndim == 2
    band = np.median(g[round(119.7 * mm), round(40 * mm) : round(170 * mm)])
    clean = np.median(g[round(107.7 * mm), round(40 * mm) : round(170 * mm)])
    under = np.median(g[round(121.5 * mm), round(40 * mm) : round(170 * mm)])
    assert clean - band > 12 and under < 60


def test_heldout15_scanner_photo_is_a_counter_shot_under_a_lamp():
    """The sheet on the counter, every bar kept; the far top edge narrower; rows moved
    sideways more and more down the frame (rolling shutter); a warm cast; the corner
    opposite the lamp darker and noisier; the glare washing ink out, never away."""
    import numpy as np

    page = _h11_page()
    profile = scan.Heldout15Profile(
        dpi=100,
        look="photo",
        paper=230,
        black=35.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.92,
        keystone=0.06,
        squash=1.0,
        shear=0.0,
        wobble_px=0.0,
        counter=(92, 90, 88),
        lamp="tl",
        falloff=0.15,
        dark=0.5,
        glare=0.0,
        cast=(1.0, 0.9, 0.72),
        sharpen=0,
    )
    style = scan.ScanStyle(colour=True)

    def run(**kw):
        out = scan.degrade_heldout15(
            page, style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run()
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    assert grey[:4, :4].mean() < 110 and grey[-4:, -4:].mean() < 110
    bars = _h11_bars(grey[100:-110, 150 : w // 2])  # the dark corner kept out
    assert len(bars) == 12
    # The keystone: the first bar shorter than the last.
    lengths = [(grey[100 + (a + b) // 2, 60:-60] < 100).sum() for a, b in (bars[0], bars[-1])]
    assert lengths[0] < 0.98 * lengths[1]
    # The rolling shutter: the last bar's left end moved by the slant more than the first.
    _, _, slanted = run(shear=0.01)

    def left(g, run_):
        y = 100 + (run_[0] + run_[1]) // 2
        paper = int(np.flatnonzero(g[y] > 150)[0])  # past the counter
        return int(np.flatnonzero(g[y, paper:] < 100)[0]) + paper, y

    (a0, y0), (a1, y1) = left(grey, bars[0]), left(grey, bars[-1])
    (b0, _), (b1, _) = left(slanted, bars[0]), left(slanted, bars[-1])
    assert abs((b1 - b0) - (a1 - a0) - 0.01 * (y1 - y0)) <= 2
    # Warm: the paper red over blue.
    centre = arr[h // 2 - 5 : h // 2 + 5, 60:90]
    assert np.median(centre[..., 0] - centre[..., 2]) > 30
    # The lamp at the top left: the bottom right corner of the sheet darker, noisier.
    _, _, noisy = run(noise=3.0)
    tl = (slice(round(0.08 * h), round(0.12 * h)), slice(round(0.1 * w), round(0.16 * w)))
    br = (slice(round(0.86 * h), round(0.9 * h)), slice(round(0.88 * w), round(0.92 * w)))
    assert np.median(grey[tl]) - np.median(grey[br]) > 40
    hp = noisy - grey
    assert hp[br].std() > 1.5 * hp[tl].std()
    # The glare: ink under it washed out, still well apart from the paper.
    _, _, glared = run(glare=0.55, glare_at=(0.5, 0.3), glare_size=(0.12, 0.07))
    cy, cx = round(0.3 * h), round(0.5 * w)
    box = (slice(cy - 25, cy + 25), slice(cx - 40, cx + 40))
    ink = grey[box] < 100
    assert ink.sum() > 200
    assert glared[box][ink].mean() > grey[box][ink].mean() + 40
    assert np.median(glared[box][~ink]) - glared[box][ink].mean() > 50
    assert np.median(glared[box][~ink]) > np.median(grey[box][~ink]) + 8


def test_heldout16_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("crumpled", "toner", "misregistered", "photo"):
            for variant in (False, True):
                profile = scan.Heldout16Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    bilevel=variant,
                    smear_edge="bottom" if variant else "left",
                    shade="window" if variant else "leaves",
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout16, img, colour, profile)
                # A phone photo and a CIS scan in colour, a printout and a grey profile's
                # page grey, the crumpled sheet otherwise in the input's mode.
                if look in ("photo", "misregistered"):
                    mode = "RGB"
                elif look == "toner" or variant:
                    mode = "L"
                else:
                    mode = img.mode
                assert out.mode == mode
                blank = scan.finish_heldout16(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout16Profile(dpi=60, look="crumpled"),
        scan.Heldout16Profile(dpi=60, look="toner", bilevel=True),
        scan.Heldout16Profile(dpi=60, look="misregistered"),
        scan.Heldout16Profile(dpi=60, look="photo", shade="window", encodes=(70,)),
    ):
        _assert_repeatable(scan.degrade_heldout16, page, profile)
    looks, greys, bilevels, seconds, magentas, windows = set(), 0, 0, 0, 0, 0
    low, high = SET_DPI["heldout16"]
    for i in range(200):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout16_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "photo") and (kind == "tiff") <= (p.look == "toner")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "crumpled":
            # A flatbed at 200 to 300 dpi (small print at 300), grey or colour: dozens of
            # facets a little apart, thin creases, the print moved a px or two.
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 30 <= p.facets <= 120 and p.facet_shade <= 0.08 and p.facet_bright <= 0.05
            assert p.bright_facets >= 2 and p.crease_dark <= 0.18 and 1.0 <= p.warp_px <= 2.0
            greys += p.grey
        elif p.look == "toner":
            # 200 to 300 dpi (small print and TIFF at 300), grey or black and white: one
            # or two faded bands that never take more than 80 % of the toner.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.grey and (kind == "tiff") <= p.bilevel and 1 <= len(p.bands) <= 2
            assert all(0.05 <= at <= 0.95 and fade <= 0.55 for at, _, fade in p.bands)
            assert max(fade for _, _, fade in p.bands) + p.starve <= 0.95
            assert p.smear <= 0.18 and p.smear_edge in ("left", "right", "top", "bottom")
            bilevels += p.bilevel and kind != "tiff"
            seconds += len(p.bands) == 2
        elif p.look == "misregistered":
            # A CIS scanner at 150 to 240 dpi (small print at 240), JPEG 50 to 75: the
            # planes 1 to 2 px apart, a faint cast, the page 1 to 3 % taller.
            assert 150 <= p.dpi <= 240 and small <= (p.dpi == 240)
            assert 50 <= p.jpeg_quality <= 75 and not p.grey
            for dx, dy in (p.shift_r, p.shift_b):
                assert 1.0 <= abs(dy) <= 2.0 and abs(dx) <= 1.0
            assert p.shift_r[1] * p.shift_b[1] < 0 and 0.01 <= p.stretch <= 0.03
            assert min(p.cast) >= 0.95 and max(p.cast) == 1.0
            magentas += p.cast[1] < p.cast[0]
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 55 to 80, a
            # cool cast, the shade never taking more than half the light.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 80 and (kind == "png") == bool(p.encodes)
            assert p.cast[0] < p.cast[1] < p.cast[2] and p.shade_strength <= 0.5
            assert p.motion <= 2.5 and p.keystone <= 0.03 and p.shade in ("leaves", "window")
            windows += p.shade == "window"
        looks.add(p.look)
    assert looks == {"crumpled", "toner", "misregistered", "photo"}
    assert greys > 0 and bilevels > 0 and seconds > 0 and magentas > 0 and windows > 0


def _h16_crumpled_profile(**kw):
    base = {
        "dpi": 150,
        "look": "crumpled",
        "paper": 240,
        "black": 20.0,
        "noise": 0.0,
        "blur": 0.4,
        "skew": 0.0,
        "facets": 40,
        "minor": 0,
        "facet_shade": 0.07,
        "bright_facets": 4,
        "facet_bright": 0.05,
        "facet_tilt": 0.0,
        "crease_dark": 0.15,
        "crease_px": 0.9,
        "crease_soft": 0.5,
        "warp_px": 0.0,
    }
    return scan.Heldout16Profile(**(base | kw))


def test_heldout16_scanner_crumpled_is_a_crumpled_sheet():
    """Facets a little darker (a few a little brighter) than the paper, stepping sharply
    at thin crease lines; the print near a crease moved a px or two, never more; every
    bar kept."""
    import numpy as np

    page = _h15_page(150)
    mm = 150 / 25.4
    style = scan.ScanStyle(colour=True)
    flat = scan.degrade_heldout16(
        page,
        style,
        _h16_crumpled_profile(facet_shade=0.0, facet_bright=0.0, crease_dark=0.0, bright_facets=0),
        random.Random(1),
        random.Random(2),
    )
    fgrey = np.asarray(flat.convert("L"), dtype=np.float32)

    def run(**kw):
        out = scan.degrade_heldout16(
            page, style, _h16_crumpled_profile(**kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out.convert("L"), dtype=np.float32)

    out, grey = run()
    assert out.mode == "RGB" and out.size == page.size
    assert len(_h11_bars(grey[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    # The empty top margin: facets darker by up to 7 %, a few brighter, never more.
    ratio = grey[: round(45 * mm)] / fgrey[: round(45 * mm)]
    assert ratio.min() > 0.75 and np.percentile(ratio, 5) < 0.965
    assert np.percentile(ratio, 99.5) > 1.02 and ratio.max() < 1.08
    # The steps are sharp: neighbouring columns apart by more than a facet's slope allows.
    jumps = np.abs(np.diff(ratio, axis=1)) > 0.02
    assert jumps.any(axis=1).mean() > 0.5
    # The crease lines: thin runs of darker pixels (at most 4 px where they cross a row).
    dark = ratio < np.median(ratio) - 0.08
    runs = [np.diff(np.flatnonzero(np.diff(np.r_[0, row, 0]))) for row in dark[::7]]
    widths = np.concatenate([r[::2] for r in runs if r.size])
    assert widths.size > 30 and np.median(widths) <= 4
    # The warp: bars' top edges moved by 1 or 2 px near creases, nowhere by more.
    _, warped = run(warp_px=2.0, warp_mm=2.0, crease_dark=0.0)
    _, still = run(crease_dark=0.0)

    def tops(g):
        cols = range(round(30 * mm), round(180 * mm), 3)
        return np.array(
            [
                [int(np.flatnonzero(g[round((60 + 6 * k - 1) * mm) :, x] < 100)[0]) for x in cols]
                for k in range(0, 30, 3)
            ]
        )

    moved = np.abs(tops(warped) - tops(still))
    assert moved.max() >= 1 and moved.max() <= 3 and (moved > 0).mean() < 0.6


def test_heldout16_scanner_toner_is_a_printout_running_out():
    """A vertical band where the print fades (lighter, broken, still far darker than the
    paper), fine specks in the white, a light smear along the chosen edge, grey; in black
    and white every bar still there."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    profile = scan.Heldout16Profile(
        dpi=dpi,
        look="toner",
        paper=244,
        black=16.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        grey=True,
        bands=((0.5, 12.0, 0.5),),  # 93 to 117 mm across, flat, fading to the sides
        starve=0.3,
        density=1.0,
        specks=2.0,
        smear_edge="right",
        smear=0.15,
        smear_mm=8.0,
        threshold=170,
    )
    style = scan.ScanStyle(colour=True)
    out = scan.degrade_heldout16(page, style, profile, random.Random(1), random.Random(2))
    grey = np.asarray(out, dtype=np.float32)
    assert out.mode == "L" and out.size == page.size
    rows = np.concatenate(
        [
            np.arange(round((60 + 6 * k + 0.8) * mm), round((60 + 6 * k + 2.2) * mm))
            for k in range(30)
        ]
    )
    band = grey[rows][:, round(98 * mm) : round(112 * mm)]
    full = grey[rows][:, round(40 * mm) : round(80 * mm)]
    assert np.median(full) < 40
    assert np.median(band) > np.median(full) + 60  # fades
    assert np.median(band) < 244 - 80  # still well apart from the paper
    assert band.std() > 1.5 * full.std() + 5  # broken: toner missing in specks
    # Specks in the empty top margin (away from the smear).
    top = grey[round(5 * mm) : round(45 * mm), round(5 * mm) : round(180 * mm)]
    assert (top < 200).sum() >= 5 and (top < 200).mean() < 0.01
    # The smear: the right margin darker than the left, fading inwards.
    right = np.median(grey[round(60 * mm) : round(240 * mm), -round(2 * mm) :])
    inner = np.median(grey[round(60 * mm) : round(240 * mm), -round(14 * mm) : -round(12 * mm)])
    left = np.median(grey[round(60 * mm) : round(240 * mm), : round(2 * mm)])
    assert left - right > 8 and abs(inner - left) < 6
    # Black and white: two levels, every bar kept (most of it black in the band too).
    bw = scan.degrade_heldout16(
        page,
        style,
        replace(profile, bilevel=True, bands=((0.5, 12.0, 0.38),), starve=0.25),
        random.Random(1),
        random.Random(2),
    )
    b = np.asarray(bw, dtype=np.float32)
    assert set(np.unique(b)) <= {0.0, 255.0}
    assert len(_h11_bars(b[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    assert (b[rows][:, round(98 * mm) : round(112 * mm)] == 0).mean() > 0.7


def test_heldout16_scanner_misregistered_is_a_fast_cis_scan():
    """The red and blue planes moved their px against the green (fringes above and below
    each bar), a faint cast, the page taller (bars further apart), never off the page."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    profile = scan.Heldout16Profile(
        dpi=dpi,
        look="misregistered",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        shift_r=(0.0, 2.0),
        shift_b=(0.0, -2.0),
        cast=(1.0, 0.96, 1.0),
        stretch=0.0,
    )
    style = scan.ScanStyle(colour=False)

    def run(**kw):
        out = scan.degrade_heldout16(
            page.convert("L"), style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32)

    out, arr = run()
    assert out.mode == "RGB" and out.size == page.size
    col = round(100 * mm)

    def top_edge(plane):
        return int(np.flatnonzero(arr[round(59 * mm) :, col, plane] < 120)[0])

    assert top_edge(0) - top_edge(1) == 2 and top_edge(1) - top_edge(2) == 2
    # Magenta: the paper's green below its red and blue.
    paper = arr[round(20 * mm) : round(40 * mm), round(20 * mm) : round(190 * mm)]
    r, g, b = (np.median(paper[..., c]) for c in range(3))
    assert r - g > 5 and b - g > 5 and abs(r - b) < 4
    # Taller: the first and last bars 2 % further apart, the last still on the page.
    _, tall = run(stretch=0.02, shift_r=(0.0, 0.0), shift_b=(0.0, 0.0))
    _, flat = run(shift_r=(0.0, 0.0), shift_b=(0.0, 0.0))
    a = _h11_bars(flat[round(58 * mm) :, round(30 * mm) : round(180 * mm), 1])
    t = _h11_bars(tall[round(58 * mm) :, round(30 * mm) : round(180 * mm), 1])
    assert len(a) == len(t) == 30
    span_a, span_t = a[-1][0] - a[0][0], t[-1][0] - t[0][0]
    assert abs(span_t / span_a - 1.02) < 0.004
    # A page printed to its foot: the stretch shrinks so nothing leaves the page.
    full = Image.new("L", page.size, 255)
    for k in range(47):
        top = round((6 + k * 6) * mm)
        full.paste(0, (round(25 * mm), top, round(185 * mm), top + round(3 * mm)))
    crowded = scan.degrade_heldout16(
        full, style, replace(profile, stretch=0.03), random.Random(1), random.Random(2)
    )
    c = np.asarray(crowded, dtype=np.float32)[..., 1]
    assert len(_h11_bars(c[:, round(30 * mm) : round(180 * mm)])) == 47
    assert (c[:3] > 150).all() and (c[-3:] > 150).all()


def test_heldout16_scanner_photo_is_a_clipboard_in_daylight():
    """The sheet on a clipboard (the board round it), the clip's metal only above the
    first print, a cool cast, a window frame's shadow: the shaded paper darker, the bars
    under it still far darker than it."""
    import numpy as np

    page = _h11_page()  # bars from 40 mm down
    profile = scan.Heldout16Profile(
        dpi=100,
        look="photo",
        paper=235,
        black=30.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.84,
        top_room=0.7,
        keystone=0.0,
        board=(150, 108, 66),
        scene=((84, 104, 66), (84, 104, 66)),
        clip_mm=(90.0, 22.0),
        clip_at=0.0,
        clip_bite=30.0,  # asks for more than the margin: bites 36 mm at most
        clip_metal=180.0,
        shade="window",
        shade_strength=0.0,
        cast=(0.9, 0.97, 1.0),
        motion=1.5,
        motion_angle=0.0,
        sharpen=0,
    )
    style = scan.ScanStyle(colour=True)

    def run(**kw):
        out = scan.degrade_heldout16(
            page, style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run()
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    y0 = round(0.15 * h)  # the sheet's rows, the columns left of the clip
    bars = [
        (a + y0, b + y0)
        for a, b in _h11_bars(grey[y0 : round(0.94 * h), round(0.2 * w) : round(0.3 * w)])
    ]
    assert len(bars) == 12
    # The board round the sheet: brown (red over blue) at the frame's middle left.
    paper = int(np.flatnonzero(grey[h // 2] > 150)[0])
    edge = arr[h // 2, :paper]
    assert 5 <= (edge[:, 0] - edge[:, 2] > 40).sum() < 0.1 * w
    # Cool: the paper's blue over its red.
    centre = arr[bars[5][1] + 8 : bars[6][0] - 8, round(0.4 * w) : round(0.6 * w)]
    assert np.median(centre[..., 2] - centre[..., 0]) > 12
    # The clip: metal (neutral, bright) at the top middle, only above the first bar.
    mm_f = 0.84 * h / 297
    first = bars[0][0]
    _, _, noclip = run(clip_mm=(0.0, 0.0))
    changed = np.abs(grey - noclip) > 8
    assert changed.sum() > 500 and np.nonzero(changed)[0].max() < first - 0.5 * mm_f
    top = arr[:first]
    metal = (np.abs(top[..., 0] - top[..., 2]) < 20) & (np.abs(grey - noclip)[:first] > 25)
    assert metal.sum() > 200
    xs = np.nonzero(metal)[1]
    assert 0.25 * w < np.median(xs) < 0.75 * w
    # The window's shadow: the shaded paper darker, the bars under it still dark.
    _, _, shaded = run(
        shade_strength=0.45, shade_cover=0.35, shade_angle=0.0, window=(0.5, 0.0, 0.5, 0.0)
    )
    right = (slice(bars[3][1] + 6, bars[4][0] - 6), slice(round(0.7 * w), round(0.8 * w)))
    left = (slice(bars[3][1] + 6, bars[4][0] - 6), slice(round(0.2 * w), round(0.3 * w)))
    assert np.median(shaded[right]) < 0.7 * np.median(grey[right])
    assert abs(np.median(shaded[left]) - np.median(grey[left])) < 5
    ink = shaded[bars[4][0] + 1 : bars[4][1], round(0.7 * w) : round(0.8 * w)]
    assert np.median(shaded[right]) - np.median(ink) > 60


def test_heldout17_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("sleeve", "feeder", "scanapp", "photo"):
            for variant in (False, True):
                profile = scan.Heldout17Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    strip_side="right" if variant else "left",
                    holes=11 if variant else 4,
                    mark="dust" if variant else "roller",
                    holder="booklet" if variant else "binder",
                    spine="right" if variant else "left",
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout17, img, colour, profile)
                # A phone photo and an app's page in colour, a grey profile's scan grey,
                # the others in the input's mode.
                if look in ("photo", "scanapp"):
                    mode = "RGB"
                elif variant:
                    mode = "L"
                else:
                    mode = img.mode
                assert out.mode == mode
                blank = scan.finish_heldout17(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout17Profile(dpi=60, look="sleeve", strip_side="right"),
        scan.Heldout17Profile(dpi=60, look="feeder", grey=True),
        scan.Heldout17Profile(dpi=60, look="scanapp"),
        scan.Heldout17Profile(dpi=60, look="photo", holder="booklet", encodes=(70,)),
    ):
        _assert_repeatable(scan.degrade_heldout17, page, profile)
    looks, greys, seconds, rights, dusts, booklets, fours = set(), 0, 0, 0, 0, 0, 0
    low, high = SET_DPI["heldout17"]
    for i in range(200):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout17_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "photo") and (kind == "tiff") <= (p.look == "feeder")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "sleeve":
            # A flatbed at 200 to 300 dpi (small print at 300), grey or colour: a faint
            # haze, one or two soft glare streaks, the strip and its holes at one side.
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 0.03 <= p.haze <= 0.1 and 1 <= len(p.glare) <= 2
            assert all(0.1 <= at <= 0.9 and g <= 0.35 for at, _, g in p.glare)
            assert 8.0 <= p.strip_mm <= 14.0 and p.holes in (2, 4, 11) and p.scratches <= 15
            greys += p.grey
            seconds += len(p.glare) == 2
            rights += p.strip_side == "right"
        elif p.look == "feeder":
            # An ADF at 200 to 300 dpi (small print and TIFF at 300), JPEG 60 to 85: each
            # page skewed 0.5 to 3 degrees, a roller mark or a dust streak, the top squeezed.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert 60 <= p.jpeg_quality <= 85 and (kind == "tiff") <= p.grey
            assert 0.5 <= p.feed_skew[0] < p.feed_skew[1] <= 3.0
            assert p.mark in ("roller", "dust") and p.mark_dark <= 0.35
            assert 0.02 <= p.lead_squeeze <= 0.08
            dusts += p.mark == "dust"
        elif p.look == "scanapp":
            # An app's page 1500 to 2500 px high (small print 2000 or more), a residual
            # keystone of one or two degrees, the paper bleached white.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2510 and small <= (height >= 1990)
            assert 1.0 <= sum(p.app_keystone) <= 2.0 and min(p.app_keystone) >= 0
            assert p.white_cut < 0.9 and p.light_cut >= 224 and p.sharpen >= 100
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 55 to 80, warm
            # light, the page lifted towards the spine.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 80 and (kind == "png") == bool(p.encodes)
            assert p.cast[0] > p.cast[1] > p.cast[2] and p.gutter <= 0.55
            assert p.holder in ("binder", "booklet") and p.spine in ("left", "right")
            booklets += p.holder == "booklet"
            fours += p.rings == 4
        looks.add(p.look)
    assert looks == {"sleeve", "feeder", "scanapp", "photo"}
    assert greys > 0 and seconds > 0 and rights > 0 and dusts > 0 and booklets > 0 and fours > 0


def _h17_sleeve_profile(**kw):
    base = {
        "dpi": 150,
        "look": "sleeve",
        "paper": 236,
        "black": 20.0,
        "noise": 0.0,
        "blur": 0.4,
        "skew": 0.0,
        "haze": 0.0,
        "glare": (),
        "strip_side": "left",
        "strip_mm": 12.0,
        "sleeve_mm": 1.5,
        "gap_mm": 2.0,
        "holes": 4,
        "lid": 0.92,
        "scratches": 0,
    }
    return scan.Heldout17Profile(**(base | kw))


def test_heldout17_scanner_sleeve_is_a_sheet_in_a_protector():
    """The haze takes a little contrast, a glare streak lightens the print under it (never
    to the paper), the strip and its holes lie in the empty left margin (the print's left
    ends where they were), scratches are faint hairlines; every bar kept."""
    import numpy as np

    page = _h15_page(150)
    mm = 150 / 25.4
    style = scan.ScanStyle(colour=True)

    def run(**kw):
        out = scan.degrade_heldout17(
            page, style, _h17_sleeve_profile(**kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out.convert("L"), dtype=np.float32)

    out, plain = run(strip_mm=0.0, gap_mm=0.0, sleeve_mm=0.0)
    assert out.mode == "RGB" and out.size == page.size
    rows = np.concatenate(
        [
            np.arange(round((60 + 6 * k + 0.8) * mm), round((60 + 6 * k + 2.2) * mm))
            for k in range(30)
        ]
    )
    bars = (rows, slice(round(40 * mm), round(80 * mm)))
    white = (slice(round(5 * mm), round(45 * mm)), slice(round(40 * mm), round(180 * mm)))
    # The haze: the print lighter, the contrast a little lower.
    _, hazy = run(haze=0.08)
    gap = np.median(plain[white]) - np.median(plain[bars])
    hgap = np.median(hazy[white]) - np.median(hazy[bars])
    assert 0.85 * gap < hgap < 0.97 * gap
    # A glare streak down the middle: bars under it lighter, still far from the paper.
    _, glared = run(glare=((0.5, 10.0, 0.3),))
    under = (rows, slice(round(100 * mm), round(110 * mm)))
    assert np.median(glared[under]) > np.median(plain[under]) + 25
    assert np.median(glared[white]) - np.median(glared[under]) > 100
    assert abs(np.median(glared[bars]) - np.median(plain[bars])) < 6
    # The strip in the left margin: the lid and frosted strip darker than the paper, the
    # holes lighter than the strip round them, the print untouched.
    out, strip = run()
    assert len(_h11_bars(strip[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    assert _h15_left_ends(strip, mm, (60, 120, 198)) == _h15_left_ends(plain, mm, (60, 120, 198))
    band = strip[:, round(3 * mm) : round(12 * mm)]
    assert np.median(band) < np.median(plain[white]) - 10
    hole_row = round((148.5 - 40) * mm)
    cx = round((1.5 + 6.0) * mm)
    hole = strip[hole_row - 3 : hole_row + 4, cx - 3 : cx + 4]
    beside = strip[hole_row + round(8 * mm) : hole_row + round(10 * mm), cx - 3 : cx + 4]
    assert np.median(hole) > np.median(beside) + 6
    assert (strip[:, round(20 * mm) :] == plain[:, round(20 * mm) :]).mean() > 0.99
    # On the right (flipped), the same in the right margin.
    _, right = run(strip_side="right")
    assert np.median(right[:, -round(12 * mm) : -round(3 * mm)]) < np.median(plain[white]) - 10
    assert (right[:, : round(185 * mm)] == plain[:, : round(185 * mm)]).mean() > 0.99
    # Scratches: faint hairlines, never hiding the print.
    _, scratched = run(scratches=14, strip_mm=0.0, gap_mm=0.0, sleeve_mm=0.0)
    diff = np.abs(scratched - plain)
    assert (diff > 3).sum() > 100 and diff.max() < 60 and (diff > 3).mean() < 0.01
    assert len(_h11_bars(scratched[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30


def _h17_feeder_profile(**kw):
    base = {
        "dpi": 150,
        "look": "feeder",
        "paper": 240,
        "black": 20.0,
        "noise": 0.0,
        "blur": 0.4,
        "grey": True,
        "feed_skew": (0.0, 0.0),
        "mark": "dust",
        "mark_at": 0.95,
        "mark_dark": 0.0,
        "lead_squeeze": 0.0,
    }
    return scan.Heldout17Profile(**(base | kw))


def test_heldout17_scanner_feeder_is_a_document_feeder():
    """Each page its own skew in the range (less when the print reaches the corners), a
    dust streak down the page or a roller's mark once a turn, the leading band squeezed."""
    import numpy as np

    page = _h15_page(150)
    mm = 150 / 25.4
    style = scan.ScanStyle(colour=False)

    def run(side=None, pg=page, **kw):
        out = scan.degrade_heldout17(
            pg.convert("L"),
            style,
            _h17_feeder_profile(**kw),
            random.Random(1),
            side or random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32)

    out, flat = run()
    assert out.mode == "L" and out.size == page.size

    one = Image.new("L", page.size, 255)  # a single rule across the page's middle
    one.paste(0, (round(30 * mm), round(148 * mm), round(180 * mm), round(151 * mm)))

    def angle(g):
        tops = [int(np.flatnonzero(g[:, round(x * mm)] < 120)[0]) for x in (45, 165)]
        return np.degrees(np.arctan2(tops[1] - tops[0], 120 * mm))

    assert abs(angle(run(pg=one)[1])) < 0.1
    # Each page of a file (the same side rng, on and on) skewed its own way, 0.5 to 3 degrees.
    side = random.Random(5)
    angles = [angle(run(side, pg=one, feed_skew=(0.5, 3.0))[1]) for _ in range(4)]
    assert all(0.4 <= abs(a) <= 3.1 for a in angles) and len({round(a, 1) for a in angles}) > 2
    # A page printed to its corners is skewed less, and loses nothing.
    full = Image.new("L", page.size, 255)
    for k in range(47):
        top = round((6 + k * 6) * mm)
        full.paste(0, (round(8 * mm), top, round(202 * mm), top + round(3 * mm)))
    _, tight = run(pg=full, feed_skew=(3.0, 3.0))
    assert len(_h11_bars(tight[:, round(100 * mm) : round(110 * mm)])) == 47
    assert (tight[:3] > 150).all() and (tight[-3:] > 150).all()
    assert (tight[:, :3] > 150).all() and (tight[:, -3:] > 150).all()
    assert abs(angle(run(pg=one, feed_skew=(3.0, 3.0))[1])) > 2.5  # room to turn there
    # The dust streak: a thin dark line down the right margin, top to bottom.
    _, dusty = run(mark_dark=0.3)
    x = round(0.95 * page.size[0])
    col = flat[:, x - 4 : x + 5].min(axis=1) - dusty[:, x - 4 : x + 5].min(axis=1)
    assert np.median(col) > 30
    assert (np.abs(dusty - flat)[:, : x - 6] > 2).mean() < 0.001
    # The roller: short marks one turn apart down the same column.
    _, rolled = run(mark="roller", mark_dark=0.3, mark_period=80.0)
    hit = (flat[:, x] - rolled[:, x]) > 20
    starts = np.flatnonzero(np.diff(hit.astype(int)) == 1)
    assert 3 <= len(starts) <= 4
    assert np.allclose(np.diff(starts), 80 * mm, atol=3)
    # The leading band squeezed: bars in it closer together, the rest 6 mm apart.
    _, squeezed = run(lead_mm=90.0, lead_squeeze=0.08)
    a = _h11_bars(flat[round(58 * mm) :, round(30 * mm) : round(180 * mm)])
    s = _h11_bars(squeezed[round(58 * mm) :, round(30 * mm) : round(180 * mm)])
    assert len(a) == len(s) == 30
    assert s[1][0] - s[0][0] < a[1][0] - a[0][0] - 0.5
    assert abs((s[-1][0] - s[-2][0]) - (a[-1][0] - a[-2][0])) <= 1
    assert s[-1][0] < a[-1][0]


def test_heldout17_scanner_scanapp_is_a_phone_scanner_app_page():
    """The paper bleached to pure white, the print kept dark, light tints lost, mid greys
    kept, desk wedges in the top corners where the sides lean, the app's mark in an empty
    bottom corner and never over print."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    page.paste((128, 128, 128), (round(25 * mm), round(20 * mm), round(60 * mm), round(30 * mm)))
    profile = scan.Heldout17Profile(
        dpi=dpi,
        look="scanapp",
        paper=220,
        black=40.0,
        noise=2.0,
        blur=0.5,
        app_keystone=(2.0, 0.0),
        app_shade=0.2,
        white_cut=0.84,
        black_cut=45.0,
        saturate=1.4,
        halo=2.0,
        sharpen=200,
        light_cut=232,
        desk=(90, 90, 96),
        mark_corner="right",
    )
    style = scan.ScanStyle(colour=True)

    def run(pg=page, **kw):
        out = scan.degrade_heldout17(
            pg, style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run(app_keystone=(0.0, 0.0))
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    white = grey[round(35 * mm) : round(48 * mm), round(80 * mm) : round(180 * mm)]
    assert (white == 255).mean() > 0.97
    assert len(_h11_bars(grey[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    ink = grey[round(61 * mm) : round(62 * mm), round(60 * mm) : round(150 * mm)]
    assert np.median(ink) < 40
    # The light tint (the band at 50 mm) gone white, the mid grey patch kept grey.
    tint = grey[round(51 * mm) : round(54 * mm), round(60 * mm) : round(150 * mm)]
    assert np.median(tint) > 250
    patch = grey[round(22 * mm) : round(28 * mm), round(35 * mm) : round(55 * mm)]
    assert 40 < np.median(patch) < 200
    # The left side leans: a desk wedge at the top left, none at the bottom left or right.
    _, _, grey = run()
    assert np.median(grey[:5, :5]) < 160 and np.median(grey[-5:, :5]) > 240
    assert np.median(grey[:5, -5:]) > 240
    # The mark in the empty bottom right corner, small, grey.
    corner = grey[h - round(15 * mm) :, w - round(90 * mm) :]
    assert 20 < (corner < 200).sum() < 0.1 * corner.size
    # A page printed to its foot: no mark over the print (the app's name changes nothing).
    full = Image.new("RGB", page.size, (255, 255, 255))
    for k in range(49):
        top = round((2 + k * 6) * mm)
        full.paste((0, 0, 0), (round(3 * mm), top, round(207 * mm), top + round(3 * mm)))
    _, _, a = run(pg=full)
    _, _, b = run(pg=full, app_name="Outro App Qualquer")
    assert (a == b).all()
    assert len(_h11_bars(a[:, round(100 * mm) : round(110 * mm)])) == 49


def test_heldout17_scanner_photo_is_a_page_in_a_binder():
    """The page open in a ring binder: the cover beyond the spine, the rings over the
    margin only, the page curved there (the top line bends towards the spine), the gutter
    darker, warm light; every bar kept, and a booklet's staples on the fold."""
    import numpy as np

    page = _h11_page()  # bars from 40 mm down, 25 mm margins
    profile = scan.Heldout17Profile(
        dpi=100,
        look="photo",
        paper=235,
        black=30.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        holder="binder",
        spine="left",
        fill=0.84,
        lift_mm=20.0,
        lift_reach=25.0,
        camera_mm=350.0,
        gutter=0.45,
        gutter_mm=7.0,
        rings=2,
        cover=(40, 70, 140),
        table=(128, 96, 64),
        keystone=0.0,
        cast=(1.0, 0.93, 0.8),
        vignette=0.0,
        sharpen=0,
    )
    style = scan.ScanStyle(colour=True)

    def run(**kw):
        out = scan.degrade_heldout17(
            page, style, replace(profile, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run()
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    y0 = round(0.12 * h)
    y1 = int(np.flatnonzero(grey[:, w // 2] > 150)[-1]) - 5  # the sheet's foot
    cols = slice(round(0.45 * w), round(0.55 * w))
    assert len(_h11_bars(grey[y0:y1, cols])) == 12
    # Warm: the paper's red well over its blue.
    mid = arr[h // 2 - 5 : h // 2 + 5, round(0.6 * w) : round(0.7 * w)]
    paper = mid[mid.mean(axis=2) > 150]
    assert np.median(paper[:, 0] - paper[:, 2]) > 25
    # The binder's cover beyond the spine: blue at the left middle.
    edge = arr[h // 3, : round(0.05 * w)]
    assert ((edge[:, 2] - edge[:, 0]) > 30).sum() >= 3
    # The top bar bends towards the spine: its top edge near the spine's end moved
    # against the same bar on a flat page.
    _, _, flat = run(lift_mm=0.0, gutter=0.0)

    def top(g, x):
        ys = np.flatnonzero(g[y0 : h // 2, x] < 110)
        return int(ys[0]) + y0

    bright = np.r_[0, (flat[h // 2] > 150).astype(int), 0]
    starts, ends = np.flatnonzero(np.diff(bright) == 1), np.flatnonzero(np.diff(bright) == -1)
    paper_at = int(starts[np.argmax(ends - starts)])  # the sheet's spine edge (its longest run)
    bar_rows = _h11_bars(flat[y0:y1, cols])
    mid_bar = flat[y0 + (bar_rows[6][0] + bar_rows[6][1]) // 2]
    xl = int(np.flatnonzero(mid_bar[paper_at:] < 110)[0]) + paper_at + 4  # the bars' left end
    xm = round(0.6 * w)
    bend_curved = top(grey, xl) - top(grey, xm)
    bend_flat = top(flat, xl) - top(flat, xm)
    assert abs(bend_curved - bend_flat) >= 2
    # The gutter: the margin near the spine darker than the page's middle.
    rows = slice(h // 2 - 20, h // 2 + 20)
    near = grey[rows, paper_at + 3 : paper_at + 10]
    far = grey[rows, round(0.88 * w) : round(0.9 * w)]
    assert np.median(far) - np.median(near) > 25
    # The rings: only in the margin (the bars' left ends as on the ringless booklet).
    _, _, norings = run(holder="booklet")
    changed = np.abs(grey - norings) > 25
    rows = (slice(round(0.2 * h), round(0.8 * h)),)
    assert changed[rows][:, : xl - 6].sum() > 100
    ink = grey < 110
    paper_end = int(ends[np.argmax(ends - starts)])
    xr = int(np.flatnonzero(mid_bar[:paper_end] < 110)[-1]) - 4  # the bars' right end
    box = (slice(y0, y1), slice(xl + 2, xr))
    assert ink[box].sum() > 1000 and (changed & ink)[box].sum() < 0.002 * ink[box].sum() + 5


# ---------------------------------------------------------------- every named held-out set

NAMED_SETS = (
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
)
# A set's scanned JPEG/PNG resolution range, and the faces its regeneration needs.
SET_DPI = {
    "heldout2": (0, 220),
    "heldout3": (240, 300),
    "heldout4": (200, 300),
    "heldout5": (200, 300),
    "heldout6": (150, 300),
    "heldout7": (200, 300),
    "heldout8": (200, 300),
    "heldout9": (200, 300),
    "heldout10": (200, 300),
    "heldout11": (130, 300),  # WhatsApp pictures: 1600 or 2048 px, screenshots
    "heldout12": (175, 300),  # tablet frames 2048 to 3264 px high, faxes at 204
    "heldout13": (120, 300),  # compressed pages at 120 to 150, monitor frames 175 to 279
    "heldout14": (137, 300),  # phone frames 1600 to 2400 px high, scans at 200 to 300
    "heldout15": (128, 300),  # phone frames 1500 to 2300 px high, scans at 150 to 300
    "heldout16": (128, 300),  # phone frames 1500 to 2400 px high, scans at 150 to 300
    "heldout17": (128, 300),  # app pages 1500 to 2500 px, frames 1500 to 2400, scans 200 to 300
    "heldout18": (128, 300),  # phone frames 1500 to 2400 px high, scans at 200 to 300
    "heldout19": (128, 300),  # phone frames 1500 to 2400 px high, scans at 200 to 300
    "heldout20": (128, 300),  # phone frames 1500 to 2400 px high, scans at 200 to 300
    "heldout21": (128, 300),  # phone frames 1500 to 2600 px high, scans at 200 to 300
    "heldout22": (128, 300),  # phone frames 1500 to 2600 px high, scans at 200 to 300
    "heldout23": (109, 300),  # forwarded frames 1280 to 1600 px, camera 164 or 222, scans 200+
    "heldout24": (128, 300),  # glass photos 1500 to 2400 px high, scans at 200 to 300
    "heldout25": (128, 300),  # ultra-wide frames 1500 to 2400 px high, scans at 150 to 300
}
SET_EXTRA_FACES = {
    "heldout4": ("Z003", "Nimbus Mono PS"),
    "heldout5": ("EB Garamond", "JetBrains Mono", "Roboto Slab"),
    "heldout6": ("Courier Prime",),
    "heldout7": ("Hack",),
    "heldout8": ("Fira Code",),
    "heldout9": ("Go Mono",),
    "heldout10": ("PT Mono",),
    "heldout11": ("Inconsolata",),
    "heldout12": ("Anonymous Pro",),
    "heldout13": ("mononoki",),
    "heldout14": ("Hermit",),
    "heldout15": ("League Mono",),
    "heldout16": ("Fantasque Sans Mono",),
    "heldout17": ("Monoid",),
    "heldout18": ("IBM 3270",),
    "heldout19": ("Agave",),
    "heldout20": ("GNUTypewriter",),
    "heldout21": ("Latin Modern Mono",),
    "heldout22": ("Tlwg Typewriter",),
    "heldout23": ("monofur",),
    "heldout24": ("Compagnon", "OCR B"),
    "heldout25": ("DkgHandwriting", "OCRA"),
}


@pytest.mark.parametrize("name", NAMED_SETS)
def test_named_set_plans_are_the_same_petitions(name):
    standard = random_plan(7, 5, "cmd")
    other = random_plan(7, 5, "cmd", heldout=name)
    assert other.specs == standard.specs and other.files == standard.files
    assert other.petition_id == f"{name}-7-0005" and other.heldout == name
    assert name in other.tags and not set(NAMED_SETS) - {name} & set(other.tags)
    assert "heldout" not in other.tags
    # The first set keeps its value, however it is named.
    assert random_plan(7, 5, "cmd", heldout="heldout") == random_plan(7, 5, "cmd", heldout=True)


@pytest.mark.parametrize("name", NAMED_SETS)
def test_named_set_renders_every_type_and_draws_like_the_standard_path(name):
    """Every standard template has a twin in the set (outro is optional),
    rendered from the set's own directory, unlike every other set's twin, and
    the document's rng ends exactly where the standard path leaves it."""
    assert check_templates() == []
    twins = set(heldout_types(name))
    standard = {p.stem for p in (ROOT / "corpus" / "doc_templates").glob("*.html")}
    partial = name in PARTIAL_SETS
    # A partial set (heldout7) writes some types anew; the others fall back.
    assert partial or standard - twins <= {"_base", "_tj_header", "outro"}
    others = [n for n in NAMED_SETS if n != name]
    seen = set()
    for index in range(len(SCHEDULE)):
        plan = random_plan(5, index, "cmd")
        for k, spec in enumerate(plan.specs):
            states = []
            docs = []
            for heldout in (False, name, *others):
                ctx = Context(plan.cast, plan.protocol, checklist=plan.checklist, heldout=heldout)
                rng = random.Random(f"{index}:{k}")
                docs.append(render_document(ctx, spec, rng))
                states.append(rng.getstate())
            assert all(state == states[0] for state in states), spec.type
            std, own, *rest = docs
            assert std.fields == own.fields and std.status == own.status, spec.type
            if partial and own.template_set != name:
                assert own.html == std.html, spec.type  # fell back to the standard page
            elif spec.type != "outro":
                assert own.heldout and own.template_set == name, spec.type
                assert own.html not in (std.html, *(r.html for r in rest))
                seen.add(spec.type)
    assert set(PARTIAL_SETS[name]) <= seen if partial else len(seen) >= 35


@pytest.mark.parametrize("name", NAMED_SETS)
def test_named_set_petition_regenerates_exactly_and_records_its_set(name):
    """A scanned petition of the set: same bytes twice, the set in its truth,
    the same facts as the standard petition, the set's scanner resolution."""
    from corpus.generate import missing_fonts

    if missing_fonts((*SET_FONTS[name], *SET_EXTRA_FACES.get(name, ()))):
        pytest.skip(f"{name} fonts not installed (see scripts/setup.sh)")
    plan = random_plan(3, 9, "cmd", heldout=name)
    first, second = build(plan), build(plan)
    assert first.files == second.files and first.truth == second.truth
    assert first.truth["heldout"] is True and first.truth["template_set"] == name
    assert first.truth["petition_id"] == f"{name}-3-0009"
    docs = first.truth["documents"]
    if name in PARTIAL_SETS:
        # A partial set: its own types carry its name, the others fall back.
        assert docs and any(d.get("template_set") == name for d in docs)
        assert all(d.get("template_set") in (name, None, "") for d in docs)
    else:
        assert docs and all(d.get("template_set") == name for d in docs if d["type"] != "outro")
    standard = build(random_plan(3, 9, "cmd"))
    assert [d["fields"] for d in standard.truth["documents"]] == [d["fields"] for d in docs]
    assert standard.truth["items"] == first.truth["items"]
    assert standard.truth["decision"] == first.truth["decision"]
    if name == "heldout6":
        # The set's scanner may turn a whole file round: the same pages, and
        # each file's rotations all moved by one quarter or half turn.
        def unturned(files):
            return [[{**p, "rotation": 0} for p in f["pages"]] for f in files]

        assert unturned(standard.truth["files"]) == unturned(first.truth["files"])
        for std_file, own_file in zip(standard.truth["files"], first.truth["files"], strict=True):
            turns = {
                (own["rotation"] - std["rotation"]) % 360
                for std, own in zip(std_file["pages"], own_file["pages"], strict=True)
                if own["type"] != "em_branco"
            }
            assert len(turns) <= 1 and turns <= {0, 90, 180, 270}
    else:
        # The same documents in the same files, in the same order and upright the
        # same way; a set's page may run to more sheets (a certificate's back).
        def documents(files):
            runs = []
            for f in files:
                keys = [(p.get("document"), p["type"], p["rotation"]) for p in f["pages"]]
                runs.append([k for i, k in enumerate(keys) if i == 0 or keys[i - 1] != k])
            return runs

        assert documents(standard.truth["files"]) == documents(first.truth["files"])
    low, high = SET_DPI[name]
    for entry in first.truth["files"]:
        if entry["format"] in ("jpeg", "png"):
            with Image.open(io.BytesIO(first.files[entry["file"]])) as image:
                assert low <= round(image.info["dpi"][0]) <= high


# ---------------------------------------------------------------- heldout18 scanner


def test_heldout18_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("dropout", "microfilm", "snip", "photo"):
            for variant in (False, True):
                profile = scan.Heldout18Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    bilevel=not variant,
                    dropout="green" if variant else "red",
                    endorse="LOTE 000412  IMG {img}" if variant else "",
                    ortho=variant,
                    blip=variant,
                    subpixel="bgr" if variant else "rgb",
                    toolbar=variant,
                    scrollbar=variant,
                    blocky=variant,
                    bubbles=3 if variant else 0,
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout18, img, colour, profile)
                # The production scanner and the microfilm copy in grey, a grey capture
                # grey, the others (a phone photo, a colour capture) in colour.
                grey = look in ("dropout", "microfilm") or (look == "snip" and variant)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout18(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for profile in (
        scan.Heldout18Profile(dpi=60, look="dropout", endorse="IMG {img}"),
        scan.Heldout18Profile(dpi=60, look="dropout", bilevel=False),
        scan.Heldout18Profile(dpi=60, look="microfilm", ortho=True),
        scan.Heldout18Profile(dpi=60, look="snip", toolbar=True, blocky=True),
        scan.Heldout18Profile(dpi=60, look="photo", bubbles=3, encodes=(70,)),
    ):
        _assert_repeatable(scan.degrade_heldout18, page, profile)
    looks = set()
    counts = dict.fromkeys(
        ("bilevel", "greyscan", "green", "endorsed", "ortho", "blip", "bgr", "toolbar", "blocky"),
        0,
    )
    tubes = set()
    low, high = SET_DPI["heldout18"]
    for i in range(200):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout18_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "photo") and (kind == "tiff") <= (p.look == "dropout")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "dropout":
            # A production scanner at 200 to 300 dpi (small print and TIFF at 300), red or
            # green dropped but its deep shades kept, black and white (TIFF always, JPEG
            # never) or grey, nearly square, the endorser's line counting the images.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.dropout in ("red", "green") and p.deep >= 132 and 25 <= p.span <= 45
            assert (kind == "tiff") <= p.bilevel and not (kind == "jpeg" and p.bilevel)
            assert 0.6 <= p.cut <= 0.75 and 0.85 <= p.white_cut <= 0.95 and p.despeckle <= 2
            assert p.max_tilt <= 0.3 and p.grey
            assert p.endorse == "" or p.endorse.count("{img}") == 1
            counts["bilevel"] += p.bilevel
            counts["greyscan"] += not p.bilevel
            counts["green"] += p.dropout == "green"
            counts["endorsed"] += bool(p.endorse)
        elif p.look == "microfilm":
            # A reader-printer's copy scanned at 200 to 300 dpi (small print at 300): the
            # page 88 to 95 % (92 or more for small print), low contrast, a little askew.
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300) and p.grey
            assert 0.88 <= p.reduction <= 0.95 and small <= (p.reduction >= 0.92)
            assert 100 <= p.film_paper - p.film_ink <= 180 and p.surround < p.board < 80
            assert abs(p.film_tilt) <= 0.8 and abs(p.distortion) <= 0.008
            assert p.fall_off <= 0.2 and 2 <= p.scratches <= 7
            counts["ortho"] += p.ortho
            counts["blip"] += p.blip
        elif p.look == "snip":
            # A capture at 128 to 150 screen dpi (small print 144 or more), printed and
            # scanned at 200 to 300 dpi (small print at 300).
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 128 <= p.screen_dpi <= 150 and small <= (p.screen_dpi >= 144)
            assert p.subpixel in ("rgb", "bgr") and 0.5 <= p.fringe <= 1.0
            assert 55 <= p.jpeg_quality <= 82 and 4.0 <= p.print_margin_mm <= 6.5
            counts["bgr"] += p.subpixel == "bgr"
            counts["toolbar"] += p.toolbar
            counts["blocky"] += p.blocky
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 58 to 82, one
            # to three tubes lifting the print by at most 55 %, a cool cast.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 58 <= p.jpeg_quality <= 82 and (kind == "png") == bool(p.encodes)
            assert 1 <= len(p.tubes) <= 3 and all(s <= 0.55 for *_, s in p.tubes)
            assert 2.5 <= p.pouch_mm <= 5.0 and p.wave_mm <= 0.5 and p.bubbles <= 4
            assert p.cast[2] > p.cast[0] and p.keystone <= 0.03
            tubes.add(len(p.tubes))
        looks.add(p.look)
    assert looks == {"dropout", "microfilm", "snip", "photo"} and tubes == {1, 2, 3}
    assert all(counts.values()), counts


def _h18_colour_page(dpi=150):
    """``_h15_page`` with, in its empty top 50 mm, a deep red bar (12 to 15 mm), a middle
    green bar (25 to 28 mm), both 25 to 80 mm across, and a light red stamp's frame (120
    to 180 mm across, 8 to 42 mm down, 1.5 mm thick)."""
    mm = dpi / 25.4
    page = _h15_page(dpi)

    def box(x0, y0, x1, y1, ink):
        page.paste(ink, (round(x0 * mm), round(y0 * mm), round(x1 * mm), round(y1 * mm)))

    box(25, 12, 80, 15, (170, 20, 20))
    box(25, 25, 80, 28, (110, 180, 110))
    box(120, 8, 180, 42, (225, 120, 120))
    box(121.5, 9.5, 178.5, 40.5, (255, 255, 255))
    return page


def test_heldout18_scanner_dropout_is_a_production_scanner():
    """Red dropped: the light red stamp gone to paper (in grey and in black and white), the
    deep red bar and the green bar kept dark; green dropped: the green bar gone, the stamp
    kept; a grey page drops nothing; the endorser's line in the empty bottom margin
    counting the images; one- and two-pixel specks removed; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h18_colour_page(dpi)
    base = scan.Heldout18Profile(
        dpi=dpi,
        look="dropout",
        paper=242,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        dropout="red",
        hue_tol=20.0,
        deep=132.0,
        span=25.0,
        bilevel=True,
        cut=0.68,
        white_cut=0.9,
        despeckle=2,
        endorse="",
    )

    def run(pg=page, side=None, colour=True, **kw):
        out = scan.degrade_heldout18(
            pg if colour else pg.convert("L"),
            scan.ScanStyle(colour=colour),
            replace(base, **kw),
            random.Random(1),
            side or random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32)

    def at(g, x0, y0, x1, y1):
        return g[round(y0 * mm) : round(y1 * mm), round(x0 * mm) : round(x1 * mm)]

    def stamp(g):  # the frame's left and top sides
        return np.concatenate(
            [at(g, 120.2, 10, 121.3, 40).ravel(), at(g, 125, 8.2, 175, 9.3).ravel()]
        )

    red_bar, green_bar = (25, 12.5, 80, 14.5), (25, 25.5, 80, 27.5)
    out, red = run()
    assert out.mode == "L" and out.size == page.size and set(np.unique(red)) <= {0.0, 255.0}
    assert len(_h11_bars(red[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30
    assert (stamp(red) == 255).mean() > 0.99
    assert (at(red, *red_bar) == 0).mean() > 0.95 and (at(red, *green_bar) == 0).mean() > 0.95
    _, green = run(dropout="green")
    assert (at(green, *green_bar) == 255).mean() > 0.99 and (stamp(green) == 0).mean() > 0.9
    assert (at(green, *red_bar) == 0).mean() > 0.95
    # A page that came grey shows no hue: nothing dropped.
    _, plain = run(colour=False)
    assert (stamp(plain) == 0).mean() > 0.9 and (at(plain, *green_bar) == 0).mean() > 0.95
    # Grey: the background cleared to white, the stamp gone, the kept inks grey or dark.
    _, grey = run(bilevel=False)
    _, grey_plain = run(bilevel=False, colour=False)
    assert np.median(at(grey, 80, 35, 110, 45)) == 255  # empty paper
    assert np.median(stamp(grey)) > 250 and np.median(stamp(grey_plain)) < 215
    assert np.median(at(grey, *red_bar)) < 90 and np.median(at(grey, *green_bar)) < 200
    # The endorser's line: only in the empty bottom margin, counting the file's images.
    side = random.Random(7)
    _, first = run(side=side, endorse="PROTOCOLO  LOTE 000412  IMG {img}")
    _, second = run(side=side, endorse="PROTOCOLO  LOTE 000412  IMG {img}")
    changed = np.flatnonzero((first != red).any(axis=1))
    assert changed.size and changed.min() > red.shape[0] - round(12 * mm)
    assert (first[: changed.min()] == red[: changed.min()]).all()
    assert (first != second).any() and (first[: changed.min()] == second[: changed.min()]).all()
    # A page printed to its foot gets no line.
    full = Image.new("RGB", page.size, (255, 255, 255))
    for k in range(49):
        top = round((2 + k * 6) * mm)
        full.paste((0, 0, 0), (round(3 * mm), top, round(207 * mm), top + round(3 * mm)))
    _, a = run(pg=full, endorse="LOTE {img}")
    _, b = run(pg=full)
    assert (a == b).all()
    # Specks: a noisy capture's one- and two-pixel specks removed over the empty paper,
    # the bars unchanged.
    _, noisy = run(noise=30.0, despeckle=0)
    _, clean = run(noise=30.0, despeckle=2)
    empty = (slice(round(45 * mm), round(49 * mm)), slice(round(20 * mm), round(190 * mm)))
    assert (noisy[empty] == 0).sum() > 20 and (clean[empty] == 0).sum() < (
        noisy[empty] == 0
    ).sum() / 4
    assert len(_h11_bars(clean[round(58 * mm) :, round(30 * mm) : round(180 * mm)])) == 30


def test_heldout18_scanner_microfilm_is_a_reader_printer_copy():
    """The page reduced in the frame's black surround (the copyboard a little lighter
    round it, a blip mark below), its paper a light grey and its ink a dark grey, the
    light falling off towards the corners, thin scratches down the film, reds dark on
    orthochromatic film; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h18_colour_page(dpi)
    base = scan.Heldout18Profile(
        dpi=dpi,
        look="microfilm",
        noise=0.0,
        blur=0.5,
        reduction=0.9,
        shift_mm=(0.0, 0.0),
        film_tilt=0.0,
        distortion=0.0,
        ortho=False,
        film_paper=210.0,
        film_ink=70.0,
        surround=20.0,
        board=55.0,
        board_mm=5.0,
        fall_off=0.0,
        soft=0.5,
        grain=0.0,
        scratches=0,
        blip=False,
    )

    def run(**kw):
        out = scan.degrade_heldout18(
            page,
            scan.ScanStyle(colour=True),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32)

    out, flat = run()
    h, w = flat.shape
    assert out.mode == "L" and out.size == page.size
    # The page at 90 %, centred: its paper's run across the middle row.
    lit = np.flatnonzero(flat[h // 2] > 150)
    assert abs((lit[-1] - lit[0]) / w - 0.9) < 0.01 and abs((lit[0] + lit[-1]) / 2 - w / 2) < 3
    # Beyond it the copyboard, then the frame's black at the corners.
    assert (
        np.median(flat[:4, :4]) < 35 and 40 < np.median(flat[h // 2, lit[0] - 12 : lit[0] - 4]) < 70
    )
    # Low contrast: the paper light grey, the bars a dark grey, every bar there.
    bars = _h11_bars(flat[:, round(0.3 * w) : round(0.7 * w)])
    bars = [b for b in bars if b[0] > 0.25 * h]
    assert len(bars) == 30
    ink = np.concatenate([flat[(a + b) // 2, round(0.3 * w) : round(0.7 * w)] for a, b in bars])
    paper = flat[round(0.18 * h) : round(0.2 * h), round(0.3 * w) : round(0.7 * w)]
    assert 195 < np.median(paper) < 215 and 60 < np.median(ink) < 95
    # The fall-off: a corner of the page darker, its middle much as it was.
    _, dim = run(fall_off=0.15)
    corner = (slice(round(0.08 * h), round(0.1 * h)), slice(round(0.08 * w), round(0.12 * w)))
    middle = (slice(round(0.48 * h), round(0.52 * h)), slice(round(0.45 * w), round(0.55 * w)))
    assert np.median(dim[corner]) < 0.93 * np.median(flat[corner])
    assert np.median(dim[middle]) > 0.97 * np.median(flat[middle])
    # Scratches: a few thin lines down the frame, over most of its height; bars kept.
    _, scratched = run(scratches=5)
    diff = np.abs(scratched - flat) > 12
    lines = np.flatnonzero(diff.mean(axis=0) > 0.2)
    assert 1 <= len(lines) <= 5 * 4 and diff.mean() < 0.02
    assert (
        len(
            [b for b in _h11_bars(scratched[:, round(0.3 * w) : round(0.7 * w)]) if b[0] > 0.25 * h]
        )
        >= 29
    )
    # Orthochromatic film: the red bar darker than on panchromatic film; and the blip
    # mark in the surround below the page.
    _, ortho = run(ortho=True, blip=True)
    x0, x1 = round(w / 2 + (25 - 105) * mm * 0.9) + 4, round(w / 2 + (80 - 105) * mm * 0.9) - 4
    y = round(h / 2 + (13.5 - 148.5) * mm * 0.9)
    assert np.median(ortho[y, x0:x1]) < np.median(flat[y, x0:x1]) - 15
    below = ortho[round(0.955 * h) :, :]
    assert (below > 150).sum() > 100 and (flat[round(0.955 * h) :, :] > 150).sum() == 0


def test_heldout18_scanner_snip_is_a_printed_screen_capture():
    """The page as the screen showed it, printed and scanned: reddish fringes at the left
    ends of dark strokes and bluish at their right ends (the other way round on a BGR
    screen), the viewer's dark background round the page inside the print's margins, the
    toolbar above it when the capture took it in; every bar kept."""
    import numpy as np

    dpi = 200
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = scan.Heldout18Profile(
        dpi=dpi,
        look="snip",
        paper=245,
        black=10.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        screen_dpi=130.0,
        subpixel="rgb",
        fringe=0.5,
        viewer=(82, 86, 89),
        pad=(30, 20, 30, 20),
        toolbar=False,
        scrollbar=False,
        blocky=False,
        print_black=30.0,
        print_margin_mm=5.0,
    )

    def run(**kw):
        out = scan.degrade_heldout18(
            page,
            scan.ScanStyle(colour=False),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, grey = run()
    h, w = grey.shape
    assert out.mode == "RGB" and out.size == page.size
    # Across the middle: the print's white margin, the viewer's grey, the page's paper.
    row = grey[h // 2]
    dark = np.flatnonzero(row < 120)
    assert dark[0] > 4 * mm and row[: round(4 * mm)].min() > 200
    viewer_end = dark[0] + int(np.argmax(row[dark[0] :] > 200))
    assert 8 <= viewer_end - dark[0] <= 50  # 30 screen pixels, printed
    # The page reduced to fit, every bar there.
    bars = _h11_bars(grey[:, round(0.35 * w) : round(0.65 * w)])
    bars = [b for b in bars if 1.5 * mm < b[1] - b[0] < 4 * mm]
    assert len(bars) == 30
    pitch = (bars[-1][0] - bars[0][0]) / 29
    assert 0.85 * 6 * mm < pitch < 0.97 * 6 * mm

    def fringes(a, g):
        left, right = [], []
        for top, bottom in bars:
            r = (top + bottom) // 2
            xs = np.flatnonzero(g[r] < 128)
            xs = xs[(xs > 0.1 * w) & (xs < 0.9 * w)]
            rb = a[r, :, 0] - a[r, :, 2]
            left.append(rb[xs[0] - 2 : xs[0] + 3].mean())
            right.append(rb[xs[-1] - 2 : xs[-1] + 3].mean())
        return np.mean(left), np.mean(right)

    left, right = fringes(arr, grey)
    assert left > 8 and right < -8
    _, arr_b, grey_b = run(subpixel="bgr")
    left, right = fringes(arr_b, grey_b)
    assert left < -8 and right > 8
    # Far from any stroke the page is grey (no fringe).
    gap = arr[
        bars[10][1] + round(1 * mm) : bars[11][0] - round(1 * mm), round(0.4 * w) : round(0.6 * w)
    ]
    assert np.abs(gap[..., 0] - gap[..., 2]).mean() < 3
    # The toolbar: more of the viewer's dark above the page, with its light lettering.
    _, _, bar = run(toolbar=True)
    col = round(0.3 * w)
    top_plain = np.flatnonzero(grey[:, col] < 120)[0]
    page_plain = top_plain + int(np.argmax(grey[top_plain:, col] > 200))
    top_bar = np.flatnonzero(bar[:, col] < 120)[0]
    page_bar = top_bar + int(np.argmax(bar[top_bar:, col] > 200))
    assert page_bar - top_bar > page_plain - top_plain + 20
    band = bar[
        top_bar + 3 : top_bar + round(0.7 * (page_bar - top_bar)), round(0.05 * w) : round(0.5 * w)
    ]
    assert (band > 170).sum() > 30


def test_heldout18_scanner_photo_is_a_laminated_sheet():
    """The sheet in its pouch on a blue counter: the pouch's clear border between the
    counter and the paper, its corners rounded; a tube's reflection lifting the print
    under it (never to the paper); the laminate's ripple bending the lines; bubbles small
    and few; a cool cast; every bar kept."""
    import numpy as np

    page = _h11_page()  # bars from 40 mm down, 25 mm margins
    base = scan.Heldout18Profile(
        dpi=100,
        look="photo",
        paper=235,
        black=30.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.86,
        pouch_mm=5.0,
        corner_mm=5.0,
        tubes=(),
        wave_mm=0.0,
        bubbles=0,
        sheen=0.0,
        keystone=0.0,
        table=(58, 66, 92),
        cast=(0.95, 1.0, 1.02),
        vignette=0.0,
        sharpen=0,
    )

    def run(**kw):
        out = scan.degrade_heldout18(
            page,
            scan.ScanStyle(colour=True),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, flat = run()
    h, w = flat.shape
    assert out.mode == "RGB" and out.size == page.size
    px = 0.86 * h / (297 + 10)  # frame pixels a mm
    cols = slice(round(0.45 * w), round(0.55 * w))

    def page_bars(g):
        sheet = np.flatnonzero(g[:, w // 2] > 180)  # the paper's rows at the middle
        return [b for b in _h11_bars(g[:, cols]) if sheet[0] < b[0] and b[1] < sheet[-1]]

    bars = page_bars(flat)
    assert len(bars) == 12
    # Across the middle: the blue counter, the clear border (lighter than the counter,
    # darker than the paper) about 5 mm wide, then the paper; a cool cast on the paper.
    row, rgb = flat[h // 2], arr[h // 2]
    assert (rgb[:5, 2] - rgb[:5, 0]).min() > 20 and row[:5].max() < 90
    paper_at = int(np.flatnonzero(row > 180)[0])
    border = np.flatnonzero(row[:paper_at] > row[:5].mean() + 8)
    assert 0.6 * 5 * px <= paper_at - border[0] <= 1.6 * 5 * px
    assert (
        np.median(rgb[paper_at + 5 : paper_at + 40, 2] - rgb[paper_at + 5 : paper_at + 40, 0]) > 3
    )
    # The pouch's corners rounded: at its bounding box's corner the counter shows.
    pouch = flat > row[:5].mean() + 8
    ys, xs = np.flatnonzero(pouch.any(axis=1)), np.flatnonzero(pouch.any(axis=0))
    y0, x0 = ys[0], xs[0]
    assert not pouch[y0 + 1, x0 + 1] and pouch[y0 + 2, (xs[0] + xs[-1]) // 2]
    # A tube's reflection across the sheet's middle: the bar under it lighter, but still
    # far darker than the paper beside it.
    _, _, lit = run(tubes=((0.5, 0.0, 20.0, 0.5),))
    under = bars[6]  # 148 to 150 mm down the paper, the band's centre
    ink = flat[under[0] + 1 : under[1], cols]
    ink_lit = lit[under[0] + 1 : under[1], cols]
    beside = lit[under[1] + 4 : under[1] + 10, cols]
    assert np.median(ink_lit) > np.median(ink) + 25
    assert np.median(beside) - np.median(ink_lit) > 40
    assert len(page_bars(lit)) >= 11  # the bar under the band lifted over the detector's 100
    # The ripple: a bar's top edge wanders up and down along it.
    _, _, wavy = run(wave_mm=1.0)

    def tops(g, bar):
        xs_ = range(round(0.25 * w), round(0.75 * w), 4)
        return [int(np.flatnonzero(g[bar[0] - 6 : bar[1] + 6, x] < 110)[0]) for x in xs_]

    assert np.ptp(tops(flat, bars[3])) <= 1 and np.ptp(tops(wavy, bars[3])) >= 2
    assert len(page_bars(wavy)) == 12
    # Bubbles: a few small milky patches, the print kept.
    _, _, bubbly = run(bubbles=4)
    changed = np.abs(bubbly - flat) > 6
    assert 0 < changed.mean() < 0.03 and len(page_bars(bubbly)) == 12


# ---------------------------------------------------------------- heldout19 scanner


def test_heldout19_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("lidopen", "halftone", "overhead", "flash"):
            for variant in (False, True):
                profile = scan.Heldout19Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    corner="right" if variant else "left",
                    lift="tl" if variant else "bottom",
                    fingers=(2, 0) if variant else (1, 2),
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout19, img, colour, profile)
                # The cameras in colour; the flatbed's and the MFP's scans grey when the
                # profile or the page is.
                grey = look in ("lidopen", "halftone") and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout19(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in ("lidopen", "halftone", "overhead", "flash"):
        _assert_repeatable(scan.degrade_heldout19, page, scan.Heldout19Profile(dpi=60, look=look))
    looks = set()
    counts = dict.fromkeys(("grey", "right", "corner_lift", "no_right_hand", "png_twice"), 0)
    lpis = set()
    low, high = SET_DPI["heldout19"]
    for i in range(240):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout19_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "flash")
        assert (kind == "tiff") <= (p.look in ("lidopen", "halftone"))
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "lidopen":
            # A flatbed at 200 to 300 dpi (small print and TIFF at 300), the sheet 95.5 to
            # 98.5 % of the window, its paper greyer, an edge lifted but never dark.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert 0.955 <= p.window <= 0.985 and 206 <= p.paper <= 232
            assert max(p.inset_mm) <= (1 - p.window) * 210 * 0.6 * 1.4 + 1e-9
            assert p.lift_dark <= 0.32 and p.lift_blur <= 1.6 and p.room < 30
            assert p.threshold < p.paper * (1 - p.lift_dark) and p.max_tilt <= 1.2
            counts["grey"] += p.grey
            counts["right"] += p.corner == "right"
            counts["corner_lift"] += len(p.lift) == 2
        elif p.look == "halftone":
            # A colour laser's screens (141 to 200 lpi) scanned at 200 to 300 dpi (small print
            # and TIFF at 300), JPEG 45 to 72, the background removed.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert 138 <= p.lpi <= 204 and 45 <= p.jpeg_quality <= 72
            assert len(set(round(a) % 90 for a in p.angles)) == 4
            assert 222 <= p.white_clip <= 238 and p.dot_gain <= 0.08
            lpis.add(round(p.lpi / 10))
        elif p.look == "overhead":
            # An overhead scanner's page at 200 to 300 dpi (small print at 300) on its mat,
            # one to three fingertips at the left margin, up to two at the right.
            assert 200 <= p.dpi <= 300 and small <= (p.dpi == 300)
            assert 0.94 <= p.fill <= 0.975 and p.mat < 40 and p.curl_mm <= 2.0
            assert 1 <= p.fingers[0] <= 3 and 0 <= p.fingers[1] <= 2 and p.led <= 0.14
            counts["no_right_hand"] += p.fingers[1] == 0
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 55 to 80, the hot
            # spot lifting the print by at most 45 %.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 80 and (kind == "png") == bool(p.encodes)
            assert p.hot_strength <= 0.45 and 1.3 <= p.distance <= 2.2
            assert 0.8 <= p.fill <= 0.9 and p.keystone <= 0.03 and max(p.surface) < 70
            counts["png_twice"] += bool(p.encodes)
        looks.add(p.look)
    assert looks == {"lidopen", "halftone", "overhead", "flash"} and len(lpis) >= 4
    assert all(counts.values()), counts


def test_heldout19_scanner_lidopen_is_a_flatbed_with_the_lid_up():
    """The sheet reduced against the window's left corner, the dark room beyond its right
    and bottom edges, its paper greyer than a closed lid's, its lifted right edge darker
    and softer; every bar kept, whole."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = scan.Heldout19Profile(
        dpi=dpi,
        look="lidopen",
        paper=215,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        window=0.96,
        corner="left",
        inset_mm=(1.0, 1.0),
        room=16.0,
        glow=0.0,
        lift="right",
        lift_mm=30.0,
        lift_dark=0.3,
        lift_blur=1.2,
    )

    def run(**kw):
        out = scan.degrade_heldout19(
            page,
            scan.ScanStyle(colour=True),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out.convert("L"), dtype=np.float32)

    out, g = run()
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    # The sheet: from 1 mm in, 96 % of the window; the room beyond it to the right and below.
    row = g[h // 2]
    lit = np.flatnonzero(row > 100)
    assert abs(lit[0] - 1 * mm) <= 2 and abs(lit[-1] - (1 * mm + 0.96 * w)) <= 3
    assert row[-round(3 * mm) :].max() < 30 and g[-round(3 * mm) :, : w // 2].max() < 30
    # Greyer paper: the middle of the empty top band at the profile's paper (the tint aside).
    assert (
        195 < np.median(g[round(40 * mm) : round(46 * mm), round(60 * mm) : round(150 * mm)]) < 216
    )
    # The lifted right edge: the paper there darker than the middle's, the bars' right ends
    # softer; every bar there.
    edge = g[round(20 * mm) : round(45 * mm), round(197 * mm) : round(200 * mm)]
    middle = g[round(20 * mm) : round(45 * mm), round(100 * mm) : round(103 * mm)]
    assert np.median(edge) < 0.85 * np.median(middle)
    bars = _h11_bars(g[:, round(60 * mm) : round(150 * mm)])
    assert len([b for b in bars if 55 * mm < b[0] and b[1] < 0.95 * h]) == 30
    _, flat = run(lift_dark=0.0, lift_blur=0.0)
    assert (np.abs(flat - g)[:, : round(150 * mm)] < 2).mean() > 0.99
    # Grey, with the room's glow: still the sheet and the room, the bars kept.
    out, grey = run(grey=True, glow=20.0, corner="right")
    assert out.mode == "L" and grey[h // 2, : round(3 * mm)].max() < 50
    assert (
        len(
            [
                b
                for b in _h11_bars(grey[:, round(60 * mm) : round(150 * mm)])
                if 55 * mm < b[0] and b[1] < 0.95 * h
            ]
        )
        == 30
    )


def test_heldout19_scanner_halftone_is_a_screened_printout_scanned():
    """Flat tints printed as dots that the scan does not resolve cleanly (their mean kept,
    their texture strong, the colours' screens beating), black text solid and whole, grey
    text unscreened, the paper cleared to white."""
    import numpy as np

    dpi = 200
    mm = dpi / 25.4
    page = _h15_page(dpi)
    page.paste((180, 180, 180), (round(25 * mm), round(8 * mm), round(100 * mm), round(40 * mm)))
    page.paste((150, 190, 230), (round(110 * mm), round(8 * mm), round(185 * mm), round(40 * mm)))
    page.paste((120, 120, 120), (round(25 * mm), round(44 * mm), round(185 * mm), round(44.5 * mm)))
    base = scan.Heldout19Profile(
        dpi=dpi,
        look="halftone",
        paper=245,
        black=15.0,
        noise=0.0,
        blur=0.5,
        skew=0.0,
        lpi=150.0,
        dot_gain=0.0,
        white_clip=232.0,
    )

    def run(pg=page, **kw):
        out = scan.degrade_heldout19(
            pg, scan.ScanStyle(colour=True), replace(base, **kw), random.Random(1), random.Random(2)
        )
        return out, np.asarray(out, dtype=np.float32)

    out, arr = run()
    g = np.asarray(out.convert("L"), dtype=np.float32)
    assert out.mode == "RGB" and out.size == page.size
    plain_page = Image.new("RGB", page.size, (255, 255, 255))
    _, plain = run(pg=plain_page)
    assert (plain == 255).all()  # the paper cleared to white
    grey_tint = g[round(12 * mm) : round(36 * mm), round(30 * mm) : round(95 * mm)]
    blue_tint = arr[round(12 * mm) : round(36 * mm), round(115 * mm) : round(180 * mm)]
    # The grey tint's mean about its print's (after the scan's levels), but dotted.
    expected_grey = (15 + 180 * (245 - 15) / 255 - 9) * 255 / (232 - 9)
    assert abs(grey_tint.mean() - expected_grey) < 25 and grey_tint.std() > 8
    # The blue one too, each channel (cyan and a little magenta dots).
    assert blue_tint[..., 2].mean() > blue_tint[..., 0].mean() + 40
    assert blue_tint[..., 0].std() > 8
    # The screen's beat with the sensor: the tint's mean over 2 mm cells varies.
    cells = grey_tint[: 24 * round(mm), : 60 * round(mm)]
    k = round(2 * mm)
    means = cells[: cells.shape[0] // k * k, : cells.shape[1] // k * k]
    means = means.reshape(cells.shape[0] // k, k, -1, k).mean(axis=(1, 3))
    assert means.std() > 0.5
    # Black bars solid and all there, the grey rule (too thin to be flat) not screened.
    bars = _h11_bars(g[:, round(30 * mm) : round(180 * mm)])
    assert len([b for b in bars if b[0] > 55 * mm]) == 30
    ink = g[round(61 * mm) : round(62.5 * mm), round(30 * mm) : round(180 * mm)]
    assert ink.max() < 40
    rule = g[round(44 * mm) + 1 : round(44.5 * mm) - 1, round(30 * mm) : round(180 * mm)]
    assert rule.std() < 6
    # In grey the same dots, no colour.
    out, grey = run(grey=True)
    assert (
        out.mode == "L"
        and grey[round(12 * mm) : round(36 * mm), round(30 * mm) : round(95 * mm)].std() > 8
    )


def test_heldout19_scanner_overhead_is_a_book_scanner_with_fingertips():
    """The page on the black mat, the fingertips at the left and right margins (skin, only
    where no print is within 2 mm), the LED light falling off towards top and bottom; every
    bar kept."""
    import numpy as np

    dpi = 100
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = scan.Heldout19Profile(
        dpi=dpi,
        look="overhead",
        paper=240,
        black=20.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.95,
        offset=(0.0, 0.0),
        mat=20.0,
        curl_mm=0.0,
        fingers=(0, 0),
        finger_reach_mm=20.0,
        led=0.0,
        sharpen=0,
    )

    def run(**kw):
        out = scan.degrade_heldout19(
            page,
            scan.ScanStyle(colour=True),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out, dtype=np.float32), np.asarray(out.convert("L"), np.float32)

    out, arr, g = run()
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    assert g[:3, :3].max() < 40 and g[-3:, -3:].max() < 40  # the mat
    lit = np.flatnonzero(g[h // 2] > 150)
    assert abs((lit[-1] - lit[0]) / w - 0.95) < 0.02
    bars = [
        b
        for b in _h11_bars(g[:, round(0.4 * w) : round(0.6 * w)])
        if 0.2 * h < b[0] and b[1] < 0.95 * h
    ]
    assert len(bars) == 30
    _, held, hg = run(fingers=(2, 2), skin=(198, 140, 104))
    skin = (held[..., 0] - held[..., 2] > 50) & (held[..., 0] > 120)
    cols = np.flatnonzero(skin.any(axis=0))
    assert cols.size and (cols < 0.2 * w).any() and (cols > 0.8 * w).any()
    # Never over the print nor within 2 mm of it: the bars 25 to 185 mm across, reduced.
    x_lo = w / 2 + (25 - 105) * mm * 0.95 - 2 * mm
    x_hi = w / 2 + (185 - 105) * mm * 0.95 + 2 * mm
    rows = np.flatnonzero(skin.any(axis=1))
    in_print = (rows > h / 2 + (60 - 148.5) * mm * 0.95) & (
        rows < h / 2 + (240 - 148.5) * mm * 0.95
    )
    assert not skin[rows[in_print]][:, round(x_lo) : round(x_hi)].any()
    assert (
        len(
            [
                b
                for b in _h11_bars(hg[:, round(0.4 * w) : round(0.6 * w)])
                if 0.2 * h < b[0] and b[1] < 0.95 * h
            ]
        )
        == 30
    )
    # The LED bars' light: the top of the page darker than its middle.
    _, _, dim = run(led=0.14)
    top = (slice(round(0.05 * h), round(0.08 * h)), slice(round(0.3 * w), round(0.7 * w)))
    mid = (slice(bars[14][1] + 3, bars[15][0] - 2), slice(round(0.3 * w), round(0.7 * w)))
    assert np.median(dim[top]) < np.median(g[top]) - 15
    assert np.median(dim[mid]) > np.median(g[mid]) - 4


def test_heldout19_scanner_flash_is_a_night_photo_with_the_flash():
    """The sheet on a dark surface, lit by the flash: brightest at its hot spot, falling
    off towards the corners, the surround dark and noisy; the ink under the hot spot
    lifted but never by more than the profile's share; every bar kept."""
    import numpy as np

    page = _h11_page()
    base = scan.Heldout19Profile(
        dpi=100,
        look="flash",
        paper=240,
        black=30.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.86,
        offset=(0.0, 0.0),
        surface=(40, 32, 28),
        keystone=0.0,
        hot=(0.5, 0.5),
        hot_radius=0.1,
        hot_strength=0.0,
        distance=1.5,
        exposure=1.0,
        vignette=0.0,
        ambient=0.0,
        cast=(1.0, 1.0, 1.0),
        sharpen=0,
    )

    def run(**kw):
        out = scan.degrade_heldout19(
            page,
            scan.ScanStyle(colour=True),
            replace(base, **kw),
            random.Random(1),
            random.Random(2),
        )
        return out, np.asarray(out.convert("L"), np.float32)

    out, g = run()
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    sheet = g > 100
    rows, cols = np.flatnonzero(sheet.any(axis=1)), np.flatnonzero(sheet.any(axis=0))
    # The fall-off: the paper at the sheet's corner well under the paper at its centre.
    centre = np.median(g[h // 2 - 10 : h // 2 + 10, w // 2 - 10 : w // 2 + 10])
    corner = np.median(g[rows[0] + 3 : rows[0] + 12, cols[0] + 3 : cols[0] + 12])
    assert centre > 225 and corner < centre - 30
    assert g[:5, :5].max() < 60  # the dark surface
    bars = [
        b for b in _h11_bars(g[:, round(0.4 * w) : round(0.6 * w)]) if rows[0] < b[0] < rows[-1]
    ]
    assert len(bars) == 12
    # The hot spot over bar 6 (near the centre): its ink lifted, by at most 40 % of the
    # way to the paper.
    _, hot = run(hot_strength=0.4, hot=(0.5, (bars[6][0] + bars[6][1]) / 2 / h))
    cs = slice(round(0.45 * w), round(0.55 * w))
    ink, ink_hot = g[bars[6][0] + 1 : bars[6][1], cs], hot[bars[6][0] + 1 : bars[6][1], cs]
    assert np.median(ink_hot) > np.median(ink) + 20
    assert np.median(ink_hot) - np.median(ink) <= 0.41 * (252 - np.median(ink)) + 3
    beside = hot[bars[6][1] + 3 : bars[6][1] + 8, cs]
    assert np.median(beside) - np.median(ink_hot) > 80
    # (the lifted bar over the detector's 100, the others all there)
    assert (
        len(
            [
                b
                for b in _h11_bars(hot[:, round(0.4 * w) : round(0.6 * w)])
                if rows[0] < b[0] < rows[-1]
            ]
        )
        >= 11
    )
    # High ISO: the dark surround noisier than the lit paper.
    _, noisy = run(noise=3.0, chroma_noise=3.0, blur=0.01)
    paper = noisy[bars[6][1] + 4 : bars[7][0] - 3, w // 2 - 20 : w // 2 + 20]
    assert noisy[:20, :20].std() > 1.3 * paper.std()


# ---------------------------------------------------------------- heldout20 scanner


def test_heldout20_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in ("dotmatrix", "economy", "lamp", "quarters"):
            for variant in (False, True):
                profile = scan.Heldout20Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    zebra=variant,
                    recycled=variant,
                    start="bottom" if variant else "top",
                    ridge=(variant, not variant),
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout20, img, colour, profile)
                # The phone's picture in colour; the scans grey when the profile or the page is.
                grey = look != "quarters" and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout20(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in ("dotmatrix", "economy", "lamp", "quarters"):
        _assert_repeatable(scan.degrade_heldout20, page, scan.Heldout20Profile(dpi=60, look=look))
    looks = set()
    counts = dict.fromkeys(("grey", "zebra", "h180", "recycled", "bottom", "png_twice"), 0)
    low, high = SET_DPI["heldout20"]
    for i in range(240):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout20_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "quarters")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look != "quarters":
            # A scan at 200 to 300 dpi (small print and TIFF at 300), the sheet's skew at
            # most 0.7 degree, the TIFF's threshold under the darkest paper.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.max_tilt <= 0.7 and 50 <= p.jpeg_quality <= 85
            counts["grey"] += p.grey
        if p.look == "dotmatrix":
            # 180 dpi down the page, 180 or 360 across, small print at 360 x 360; pins 0.2 to
            # 0.26 mm (0.18 to 0.2 for small print), the return passes within a dot.
            assert p.h_dpi in (180, 360) and small <= (p.h_dpi == 360)
            assert p.v_dpi == (360 if small else 180)
            assert (0.18 if small else 0.2) <= p.pin_mm <= (0.2 if small else 0.26)
            assert abs(p.bidi_px) <= 1.0
            assert 0.8 <= p.ribbon <= 0.97 and p.band_fade <= 0.2 and p.fabric <= 0.18
            assert p.threshold < 0.7 * p.paper
            counts["zebra"] += p.zebra
            counts["h180"] += p.h_dpi == 180
        elif p.look == "economy":
            # The strokes' insides at 48 to 72 % of their toner.
            assert 0.48 <= p.coverage <= 0.72 and p.edge <= 0.6 and p.grain <= 0.22
            assert p.threshold > p.black + 0.72 * (p.paper - p.black) * 0.9
            counts["recycled"] += p.recycled
        elif p.look == "lamp":
            # The cold lamp losing 10 to 28 % of its light where the scan starts.
            assert 0.1 <= p.dim <= 0.28 and 40 <= p.warm_mm <= 110
            assert p.threshold < p.paper * (1 - p.dim) * 0.6 and p.flicker <= 3.0
            counts["bottom"] += p.start == "bottom"
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 55 to 83.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 83 and (kind == "png") == bool(p.encodes)
            assert 0.82 <= p.fill <= 0.92 and p.keystone <= 0.035
            assert max(abs(b) for b in p.bulge) <= 0.012 and min(p.panels) >= 0.86
            counts["png_twice"] += bool(p.encodes)
        looks.add(p.look)
    assert looks == {"dotmatrix", "economy", "lamp", "quarters"}
    assert all(counts.values()), counts


def _held_run(n, page, colour=True, **kw):
    """Heldout ``n``'s scanner on ``page`` (fixed rngs): the output and its grey levels."""
    import numpy as np

    out = getattr(scan, f"degrade_heldout{n}")(
        page,
        scan.ScanStyle(colour=colour),
        getattr(scan, f"Heldout{n}Profile")(**kw),
        random.Random(1),
        random.Random(2),
    )
    return out, np.asarray(out.convert("L"), dtype=np.float32)


def test_heldout20_scanner_dotmatrix_prints_round_dots_pass_by_pass():
    """Greys as dithered dots, black print solid but each head pass a little lighter or
    darker, the return passes shifted across, green bars on continuous forms; every bar
    kept."""
    import numpy as np

    dpi = 300
    mm = dpi / 25.4
    page = _h15_page(dpi)
    page.paste((128, 128, 128), (round(25 * mm), round(8 * mm), round(100 * mm), round(40 * mm)))
    page.paste((0, 0, 0), (round(110 * mm), round(8 * mm), round(185 * mm), round(40 * mm)))
    page.paste((0, 0, 0), (round(104 * mm), round(8 * mm), round(104 * mm) + 2, round(40 * mm)))
    base = dict(
        dpi=dpi,
        look="dotmatrix",
        paper=240,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        h_dpi=180,
        pin_mm=0.22,
        ribbon=0.9,
        band_fade=0.0,
        bidi_px=0.0,
        fabric=0.0,
        ink=(30, 30, 30),
    )
    out, g = _held_run(20, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    # The grey patch: dots on the bare paper, about half ink overall.
    patch = g[round(12 * mm) : round(36 * mm), round(30 * mm) : round(95 * mm)]
    assert patch.std() > 12 and 70 < patch.mean() < 190
    # Every bar there, solid, its ink at the ribbon's density.
    bars = [b for b in _h11_bars(g[:, round(30 * mm) : round(180 * mm)]) if b[0] > 55 * mm]
    assert len(bars) == 30
    ink = g[bars[5][0] + 3 : bars[5][1] - 2, round(40 * mm) : round(170 * mm)]
    assert abs(np.median(ink) - (240 - 0.9 * 210)) < 15
    # The ribbon's wear: pass by pass (24 dots, 3.39 mm) the black patch's density changes.
    _, worn = _held_run(20, page, **(base | {"band_fade": 0.3}))
    block = worn[round(8 * mm) + 2 : round(40 * mm) - 2, round(115 * mm) : round(180 * mm)]
    band = round(24 * dpi / 180)
    starts = range(0, block.shape[0] - band, band)
    means = [block[s + 3 : s + band - 3].mean() for s in starts]
    assert np.ptp(means) > 8
    # The return passes: the thin vertical line moved across between passes.
    _, bidi = _held_run(20, page, **(base | {"bidi_px": 1.0}))

    def centre(img, rows):
        strip = np.clip(200 - img[rows, round(102 * mm) : round(106 * mm)], 0, None)
        return (strip * np.arange(strip.shape[1])).sum() / strip.sum()

    y0 = round(8 * mm)
    first = slice(y0 + (band - y0 % band) + 4, y0 + (band - y0 % band) + band - 4)
    second = slice(first.start + band, first.stop + band)
    shift = centre(bidi, second) - centre(bidi, first)
    assert abs(abs(shift) - dpi / 180) < 0.6
    assert abs(centre(g, second) - centre(g, first)) < 0.4
    # Continuous-form paper: green bars every 12.7 mm across the paper.
    zout, _ = _held_run(20, page, **(base | {"zebra": True}))
    z = np.asarray(zout, dtype=np.float32)
    col = z[:, round(200 * mm) - 4 : round(200 * mm) + 4].mean(axis=1)
    greenish = col[:, 1] - col[:, 0]
    assert greenish.max() > 10 and greenish.min() < 3
    green_rows = np.flatnonzero(greenish > 7)
    runs = np.split(green_rows, np.flatnonzero(np.diff(green_rows) > 1) + 1)
    assert len(runs) >= 10 and all(abs(len(r) - 12.7 * mm) < 0.6 * mm for r in runs[1:-1])


def test_heldout20_scanner_economy_prints_light_insides_with_edges():
    """Toner saving: a wide stroke's inside at about the coverage, its edges darker, thin
    strokes darker than wide insides; recycled paper greyer with light fibres; every bar
    kept."""
    import numpy as np

    dpi = 200
    mm = dpi / 25.4
    page = _h15_page(dpi)
    page.paste((0, 0, 0), (round(110 * mm), round(8 * mm), round(185 * mm), round(40 * mm)))
    for k in range(6):
        x = round((30 + k * 10) * mm)
        page.paste((0, 0, 0), (x, round(8 * mm), x + 2, round(40 * mm)))
    base = dict(
        dpi=dpi,
        look="economy",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        coverage=0.55,
        edge=0.5,
        grain=0.0,
    )
    out, g = _held_run(20, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    inside = g[round(15 * mm) : round(30 * mm), round(120 * mm) : round(175 * mm)]
    expected = 240 - 0.55 * 220
    assert abs(np.median(inside) - expected) < 12
    edge = g[round(15 * mm) : round(30 * mm), round(110 * mm) : round(110 * mm) + 2]
    assert np.median(edge) < np.median(inside) - 15
    thin = g[round(15 * mm) : round(30 * mm), round(30 * mm) : round(30 * mm) + 2]
    assert np.median(thin) < np.median(inside) - 15
    # Every bar there (the inside grey under 160), the paper at its level.
    bars = [b for b in _h11_bars(g[:, round(30 * mm) : round(180 * mm)] - 70) if b[0] > 55 * mm]
    assert len(bars) == 30
    assert abs(np.median(g[round(45 * mm) : round(49 * mm), :]) - 240) < 6
    # Full toner for comparison: the inside black.
    _, full = _held_run(20, page, **(base | {"coverage": 1.0}))
    assert np.median(full[round(15 * mm) : round(30 * mm), round(120 * mm) : round(175 * mm)]) < 30
    # The grain: the inside mottled.
    _, grainy = _held_run(20, page, **(base | {"grain": 0.2}))
    assert grainy[round(15 * mm) : round(30 * mm), round(120 * mm) : round(175 * mm)].std() > 4
    # Recycled paper: mottled, a little greyer, a few light fibres never as dark as print.
    _, rec = _held_run(20, page, **(base | {"recycled": True}))
    blank = rec[round(44 * mm) : round(49 * mm), round(20 * mm) : round(190 * mm)]
    assert np.median(blank) < 240 and blank.min() > 150
    assert (rec[: round(7 * mm)] < 225).sum() > 0


def test_heldout20_scanner_lamp_is_dim_and_tinted_where_the_scan_starts():
    """The cold lamp: the paper dimmer by about ``dim`` where the scan starts, back to
    its level further on, tinted while cold; the print kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="lamp",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        dim=0.2,
        warm_mm=50.0,
        lamp_cast=(0.6, 0.0, -0.5),
        flicker=0.0,
        columns=0.0,
    )
    out, g = _held_run(20, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    cols = slice(round(30 * mm), round(180 * mm))
    top = np.median(g[2:8, cols])
    bottom = np.median(g[-8:-2, cols])
    assert abs(top / bottom - 0.8) < 0.02 and bottom > 226
    # Tinted while cold: the red channel lost less than the blue one at the top.
    arr = np.asarray(out, dtype=np.float32)
    r, b = np.median(arr[2:8, cols, 0]), np.median(arr[2:8, cols, 2])
    r_end, b_end = np.median(arr[-8:-2, cols, 0]), np.median(arr[-8:-2, cols, 2])
    assert r - b < r_end - b_end - 8
    bars = [b_ for b_ in _h11_bars(g[:, cols]) if b_[0] > 55 * mm]
    assert len(bars) == 30
    # Started from the bottom: the other way round; in grey without a tint.
    out, up = _held_run(20, page.convert("L"), colour=False, **(base | {"start": "bottom"}))
    assert out.mode == "L" and np.median(up[-8:-2, cols]) < np.median(up[2:8, cols]) - 30
    # Flicker and the column pattern: faint bands and stripes over the paper.
    _, fl = _held_run(20, page, **(base | {"flicker": 3.0, "flicker_mm": 5.0, "columns": 2.0}))
    rows = fl[round(200 * mm) : round(290 * mm), round(5 * mm) : round(20 * mm)].mean(axis=1)
    assert 2.0 < np.ptp(rows) < 12
    stripes = fl[-round(20 * mm) :, round(30 * mm) : round(180 * mm)].mean(axis=0)
    assert stripes.std() > 0.8


def test_heldout20_scanner_quarters_is_a_sheet_folded_in_four():
    """The opened sheet on the table: its quarters lit apart, a dark valley crease down the
    middle, the creases' crossing lifted (the bars near it moved, the corners' not); every
    bar kept."""
    import numpy as np

    page = _h11_page(dpi=100)
    base = dict(
        dpi=100,
        look="quarters",
        paper=240,
        black=30.0,
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.88,
        offset=(0.0, 0.0),
        surface=(90, 64, 46),
        keystone=0.0,
        bulge=(0.0, 0.0),
        panels=(1.0, 1.0, 1.0, 1.0),
        crease=0.0,
        light=(0.0, 0.0),
        cast=(1.0, 1.0, 1.0),
        sharpen=0,
    )
    out, g = _held_run(20, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    assert (
        g[:4, :4].max() < 110
        and np.median(g[h // 2 - 20 : h // 2 + 20, w // 2 - 20 : w // 2 + 20]) > 200
    )
    sheet = g > 150
    rows, cols = np.flatnonzero(sheet.any(axis=1)), np.flatnonzero(sheet.any(axis=0))
    assert abs((rows[-1] - rows[0]) / h - 0.88) < 0.02
    bars = [
        b for b in _h11_bars(g[:, round(0.3 * w) : round(0.7 * w)]) if rows[0] < b[0] < rows[-1]
    ]
    assert len(bars) == 12
    # The quarters lit apart: the bottom right one darker.
    _, lit = _held_run(20, page, **(base | {"panels": (1.0, 1.0, 1.0, 0.88)}))
    gap = slice(bars[9][1] + 3, bars[10][0] - 2)
    left, right = (
        lit[gap, round(0.3 * w) : round(0.45 * w)],
        lit[gap, round(0.55 * w) : round(0.7 * w)],
    )
    assert np.median(right) < np.median(left) - 18
    # A valley crease down the middle: a thin dark line through the empty paper.
    _, creased = _held_run(20, page, **(base | {"crease": 0.2, "ridge": (False, True)}))
    across = creased[gap, round(0.4 * w) : round(0.6 * w)].mean(axis=0)
    assert across.min() < np.median(across) - 15
    assert np.argmin(across) + round(0.4 * w) in range(w // 2 - 4, w // 2 + 5)
    # The crossing lifted 1 % of the frame: bars near the middle moved down by about that,
    # those near the top corners not; all bars still there.
    _, bulged = _held_run(20, page, **(base | {"bulge": (0.0, 0.01)}))
    moved = [
        b
        for b in _h11_bars(bulged[:, round(0.45 * w) : round(0.55 * w)])
        if rows[0] < b[0] < rows[-1]
    ]
    assert len(moved) == 12
    k = min(range(12), key=lambda i: abs((bars[i][0] + bars[i][1]) / 2 - h / 2))
    assert 0.5 * 0.01 * h <= moved[k][0] - bars[k][0] <= 0.01 * h + 1
    corner = [b for b in _h11_bars(bulged[:, cols[0] + 5 : cols[0] + 40]) if rows[0] < b[0]]
    plain = [b for b in _h11_bars(g[:, cols[0] + 5 : cols[0] + 40]) if rows[0] < b[0]]
    assert abs(corner[0][0] - plain[0][0]) <= 1


# ---------------------------------------------------------------- heldout21 scanner


def test_heldout21_scanner_draws_like_the_standard_one():
    import numpy as np

    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    looks = ("cockled", "mended", "sunfaded", "nightmode")
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in looks:
            for variant in (False, True):
                profile = scan.Heldout21Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    inkjet=variant,
                    tides=2 if variant else 1,
                    tear_reach=1.0 if variant else 0.5,
                    tear_from="left" if variant else "top",
                    serrated=variant,
                    cover_side="left" if variant else "bottom",
                    ghost=0.15 if variant else 0.0,
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout21, img, colour, profile)
                # The phone's picture in colour; the scans grey when the profile or the page is.
                grey = look != "nightmode" and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout21(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in looks:
        _assert_repeatable(scan.degrade_heldout21, page, scan.Heldout21Profile(dpi=60, look=look))
    seen = set()
    counts = dict.fromkeys(("grey", "inkjet", "two_tides", "through", "serrated", "ghost"), 0)
    counts |= dict.fromkeys(("png_twice", "inkjet_sun"), 0)
    low, high = SET_DPI["heldout21"]
    for i in range(240):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout21_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "nightmode")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look != "nightmode":
            # A flatbed at 200 to 300 dpi (small print and TIFF at 300), the sheet's skew
            # at most 0.8 degree, JPEG 55 to 85, the TIFF's threshold under the paper.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.max_tilt <= 0.8 and 55 <= p.jpeg_quality <= 85
            assert p.threshold < 0.65 * p.paper
            counts["grey"] += p.grey
        if p.look == "cockled":
            # Waves 10 to 28 mm apart moving the print by at most 0.8 mm, tide lines at
            # most 26 % darker, feathering under 0.16 mm.
            assert 0.25 <= p.wave_mm <= 0.8 and 10 <= p.wave_len_mm <= 28
            assert abs(p.wave_angle) <= 30 and p.wave_shade <= 0.08
            assert 0.12 <= p.tide <= 0.26 and p.tides in (1, 2) and p.stain <= 0.05
            assert 0.06 <= p.feather_mm <= 0.16 and max(p.wet_r) <= 0.45 * 1.25
            counts["inkjet"] += p.inkjet
            counts["two_tides"] += p.tides == 2
        elif p.look == "mended":
            # The flap at most 0.6 mm off, the fibres under 0.8 mm, two to four strips.
            assert 0.25 - 1e-9 <= float(np.hypot(*p.flap_mm)) <= 0.6 + 1e-9
            assert p.fibres_mm <= 0.8 and 2 <= p.tapes <= 4 and p.tape_mm in (12.0, 19.0)
            assert 0.33 <= p.tear_reach <= 1.0 and p.tape_haze <= 0.1
            counts["through"] += p.tear_reach >= 1.0
            counts["serrated"] += p.serrated
        elif p.look == "sunfaded":
            # Yellowed by 3 to 9 %, dyes losing 30 to 60 %, black text at most 18 %,
            # the cover over 20 to 55 % of the page behind an edge within 4 degrees.
            assert 0.03 <= p.yellow <= 0.09 and 0.3 <= p.fade <= 0.6 and p.black_fade <= 0.18
            assert 0.2 <= p.cover_share <= 0.55 and abs(p.cover_angle) <= 4
            counts["inkjet_sun"] += p.inkjet
        else:
            # Frames 1500 to 2600 px high (small print 2000 or more), JPEG 55 to 82.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2610 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 82 and (kind == "png") == bool(p.encodes)
            assert 0.8 <= p.fill <= 0.92 and p.keystone <= 0.03 and p.max_tilt <= 2.5
            assert 0.45 <= p.falloff <= 0.75 and p.cast[2] < p.cast[1] < p.cast[0]
            assert p.shake_px <= 3.0 and p.ghost <= 0.18 and max(map(abs, p.ghost_px)) <= 5
            counts["ghost"] += p.ghost > 0
            counts["png_twice"] += bool(p.encodes)
        seen.add(p.look)
    assert seen == set(looks)
    assert all(counts.values()), counts


def _h21_centres(g, x0, x1, lo, hi):
    """The centre row of the bar between rows lo and hi, in every column from x0 to x1."""
    import numpy as np

    strip = np.clip(200 - g[lo:hi, x0:x1], 0, None)
    return (strip * np.arange(hi - lo)[:, None]).sum(axis=0) / strip.sum(axis=0)


def test_heldout21_scanner_cockled_waves_the_print_and_leaves_a_tide_line():
    """The wet patch's waves bend a straight bar up and down, a brown tide line marks
    its outline, every bar kept; a dry page's bars stay straight."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="cockled",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        wet_at=(0.5, 0.6),
        wet_r=(0.4, 0.4),
        wave_mm=0.8,
        wave_len_mm=20.0,
        wave_angle=0.0,
        wave_shade=0.0,
        tide=0.0,
        stain=0.0,
        inkjet=False,
    )
    out, g = _held_run(21, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    cols = slice(round(30 * mm), round(180 * mm))
    bars = [b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]
    assert len(bars) == 30
    # A bar in the middle of the patch: its centre row waves by about the amplitude.
    k = 15
    lo, hi = round((60 + k * 6 - 1.5) * mm), round((60 + k * 6 + 4.5) * mm)
    wavy = _h21_centres(g, round(30 * mm), round(180 * mm), lo, hi)
    assert 0.8 * mm < np.ptp(wavy) < 2.2 * 0.8 * mm
    _, dry = _held_run(21, page, **(base | {"wave_mm": 0.0}))
    flat = _h21_centres(dry, round(30 * mm), round(180 * mm), lo, hi)
    assert np.ptp(flat) < 0.5
    # The tide line: a thin brownish line (blue lost more than red) along the outline.
    tout, _ = _held_run(21, page, **(base | {"wave_mm": 0.0, "tide": 0.25}))
    a, b = np.asarray(tout, np.float32), np.asarray(dry.astype(np.uint8), np.float32)
    plain = np.asarray(_held_run(21, page, **(base | {"wave_mm": 0.0}))[0], np.float32)
    loss = plain - a
    assert loss[..., 2].max() > 40 and (loss[..., 2] > 2 * loss[..., 0] + 5).sum() > 200
    assert np.median(np.abs(loss[..., 2])) < 2  # a line, not the whole page
    assert b.shape == loss.shape[:2]
    # An inkjet print feathers where wet: the bars' edges softer in the patch.
    _, inky = _held_run(21, page, **(base | {"wave_mm": 0.0, "inkjet": True, "feather_mm": 0.3}))

    def edge(img):
        bar = img[lo:hi, round(80 * mm) : round(130 * mm)]
        return np.abs(np.diff(bar, axis=0)).max(axis=0).mean()

    assert edge(inky) < 0.8 * edge(dry)


def test_heldout21_scanner_mended_moves_the_flap_and_tapes_the_tear():
    """A tear from the top edge right through the page: the flap beside it put back a
    little low, so the bars step at the tear; the tape strips grey the paper only near
    the tear; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    w = page.size[0]
    base = dict(
        dpi=dpi,
        look="mended",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        tear_from="top",
        tear_at=0.5,
        tear_reach=1.0,
        tear_drift=0.0,
        flap_mm=(0.0, 0.0),
        fibres_mm=0.3,
        tapes=0,
    )
    out, g = _held_run(21, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    _, moved = _held_run(21, page, **(base | {"flap_mm": (0.0, 0.6)}))
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(moved[:, cols]) if b[0] > 55 * mm]) == 30
    k = 10
    lo, hi = round((60 + k * 6 - 1.5) * mm), round((60 + k * 6 + 4.5) * mm)

    # Along a bar the flap's side sits lower: a step where the tear crosses it.
    def step(img):
        c = _h21_centres(img, round(30 * mm), round(180 * mm), lo, hi)
        jumps = [
            abs(np.median(c[x + 4 : x + 14]) - np.median(c[x - 14 : x - 4]))
            for x in range(14, len(c) - 14)
        ]
        return max(jumps)

    assert step(moved) > 0.45 * 0.6 * mm and step(g) < 0.5
    # The tape: the paper greyer in strips near the tear, untouched far from it.
    _, taped = _held_run(21, page, **(base | {"tapes": 3}))
    diff = g - taped
    assert np.abs(diff[:, : round(12 * mm)]).max() <= 1
    near = diff[:, round(w / 2 - 30 * mm) : round(w / 2 + 30 * mm)]
    assert (near > 4).mean() > 0.05


def test_heldout21_scanner_sunfaded_yellows_and_fades_where_exposed():
    """The exposed part yellower than the part the cover kept, its tint paler, its black
    a little lighter on an inkjet print; behind the cover the page as printed."""
    import numpy as np

    dpi = 100
    mm = dpi / 25.4
    page = _h15_page(dpi)
    w = page.size[0]
    base = dict(
        dpi=dpi,
        look="sunfaded",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        cover_side="right",
        cover_share=0.4,
        cover_angle=0.0,
        yellow=0.08,
        inkjet=True,
        fade=0.5,
        black_fade=0.12,
    )
    out, g = _held_run(21, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    a = np.asarray(out, np.float32)
    sun, shade = slice(round(30 * mm), round(100 * mm)), slice(round(140 * mm), round(180 * mm))
    blank = slice(round(10 * mm), round(45 * mm))
    # The paper: blue lost where exposed, red kept.
    assert np.median(a[blank, sun, 2]) < np.median(a[blank, shade, 2]) - 12
    assert abs(np.median(a[blank, sun, 0]) - np.median(a[blank, shade, 0])) < 5
    # The tinted band's blue over red smaller where exposed (dyes faded, paper yellowed).
    band = slice(round(51 * mm), round(54 * mm))
    blue = lambda cols: np.median(a[band, cols, 2] - a[band, cols, 0])  # noqa: E731
    assert blue(sun) < blue(shade) - 12
    # The black bars a little lighter in the sun.
    bar = slice(round(61 * mm), round(62.5 * mm))
    assert np.median(g[bar, sun]) > np.median(g[bar, shade]) + 8
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]) == 30
    # A laser print: only the paper yellows.
    _, laser = _held_run(21, page, **(base | {"inkjet": False}))
    assert abs(np.median(laser[bar, sun]) - np.median(laser[bar, shade])) < 4
    # Nothing covered the sheet: no step.
    flat, _ = _held_run(21, page, **(base | {"yellow": 0.0, "inkjet": False}))
    f = np.asarray(flat, np.float32)
    assert abs(np.median(f[blank, sun, 2]) - np.median(f[blank, shade, 2])) < 4
    assert w > 0


def test_heldout21_scanner_nightmode_is_a_dim_warm_noisy_photo_on_a_bed():
    """The sheet on the bed cover in a dim room: darker than a lit page, warm (red over
    blue), brighter on the lamp's side, noisy, the noise smoothed by the night mode;
    every bar kept."""
    import numpy as np

    page = _h11_page(dpi=100)
    base = dict(
        dpi=100,
        look="nightmode",
        paper=240,
        black=30.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.86,
        offset=(0.0, 0.0),
        keystone=0.0,
        bed=(70, 86, 118),
        knit=0.08,
        bow=0.0,
        lamp=(-0.9, 0.0),
        falloff=0.6,
        vignette=0.0,
        cast=(1.0, 0.85, 0.62),
        exposure=0.82,
        shake_px=1.0,
        ghost=0.0,
        iso_noise=0.0,
        chroma_noise=0.0,
        smoothing=0.7,
        lift=0.9,
        sharpen=0,
    )
    out, g = _held_run(21, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    a = np.asarray(out, np.float32)
    sheet_rows = slice(round(0.1 * h), round(0.12 * h))
    left, right = slice(round(0.2 * w), round(0.3 * w)), slice(round(0.7 * w), round(0.8 * w))
    paper_l, paper_r = a[sheet_rows, left], a[sheet_rows, right]
    # Dim and warm: the paper well under its level, red over blue.
    assert np.median(paper_l[..., 1]) < 225
    assert np.median(paper_l[..., 0] - paper_l[..., 2]) > 40
    # The lamp on the left: the right side darker.
    assert np.median(g[sheet_rows, right]) < 0.9 * np.median(g[sheet_rows, left])
    assert np.median(paper_r) > 90  # yet readable
    bars = _h11_bars(g[:, round(0.3 * w) : round(0.7 * w)])
    bars = [b for b in bars if 0.08 * h < b[0] and b[1] < 0.92 * h]  # on the sheet
    assert len(bars) == 12
    # High ISO: noise on the paper; the night mode smooths its finest grain away.
    _, noisy = _held_run(
        21, page, **(base | {"iso_noise": 8.0, "chroma_noise": 5.0, "smoothing": 0.0})
    )
    _, smooth = _held_run(
        21, page, **(base | {"iso_noise": 8.0, "chroma_noise": 5.0, "smoothing": 0.9})
    )
    patch = (slice(round(0.1 * h), round(0.13 * h)), slice(round(0.4 * w), round(0.6 * w)))
    fine = lambda img: np.abs(np.diff(img[patch], axis=1)).mean()  # noqa: E731
    assert fine(noisy) > 1.5 * fine(g) and fine(smooth) < 0.7 * fine(noisy)
    # The bed round the sheet, in its colour, darker than the paper.
    corner = a[: round(0.04 * h), : round(0.04 * w)].reshape(-1, 3).mean(axis=0)
    assert corner.mean() < 120 and corner[2] > 0


# ---------------------------------------------------------------- heldout22 scanner


def test_heldout22_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    looks = ("thermal", "photoprint", "mouldy", "backlit")
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in looks:
            for variant in (False, True):
                profile = scan.Heldout22Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    head_dpi=300 if variant else 203,
                    dead=(0.3, 0.7) if variant else (),
                    slips=3 if variant else 0,
                    patches=0.3 if variant else 0.0,
                    shadow=0.2 if variant else 0.0,
                    colonies=3 if variant else 0,
                    window=("frame", "blinds", "sheer")[variant + colour],
                    grip=("left", "top")[variant],
                    encodes=(75,) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout22, img, colour, profile)
                # The phone's picture in colour; the scans grey when the profile or the page is.
                grey = look != "backlit" and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout22(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in looks:
        _assert_repeatable(scan.degrade_heldout22, page, scan.Heldout22Profile(dpi=60, look=look))
    seen = set()
    counts = dict.fromkeys(("grey", "text_mode", "dead", "slips", "patches", "head300"), 0)
    counts |= dict.fromkeys(("shadow", "colonies", "dpi150", "png_twice", "top", "blinds"), 0)
    low, high = 128, 300  # phone frames 1500 to 2600 px high, scans at 150 to 300
    for i in range(300):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout22_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "backlit")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look != "backlit":
            # A flatbed at 150 to 300 dpi (small print and TIFF at 300; the printed photo
            # at 240 or more, the thermal print at 200 or more), the sheet's skew at most
            # 1.5 degree, JPEG 55 to 85, the TIFF's threshold under the paper.
            assert 150 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.max_tilt <= 1.5 and 55 <= p.jpeg_quality <= 85
            assert p.threshold < 0.65 * p.paper
            counts["grey"] += p.grey
        if p.look == "thermal":
            # 203 or 300 dots an inch, dense enough to read, at most two dead elements.
            assert p.head_dpi in (203, 300) and p.dpi >= 200
            assert 0.72 <= p.density <= 0.95 and p.head_fade <= 0.2 and p.sag <= 0.25
            assert p.curve[0] < p.curve[1] and len(p.dead) <= 2 and p.slips <= 3
            assert p.patches <= 0.35 and p.scuff <= 0.18 and p.fog <= 0.05
            counts["text_mode"] += p.curve[1] < 195
            assert (153 - p.curve[0]) / (p.curve[1] - p.curve[0]) < 0.7  # #999 keeps dots
            counts["dead"] += bool(p.dead)
            counts["slips"] += p.slips > 0
            counts["patches"] += p.patches > 0
            counts["head300"] += p.head_dpi == 300
        elif p.look == "photoprint":
            # The sheet 84 to 92 % of the photo's height, a keystone under 4 %, the
            # laser's screen 85 to 141 lines an inch, 4 to 8 mm margins.
            assert p.dpi >= 240 and 0.84 <= p.fill <= 0.92 and p.keystone <= 0.04
            assert 85 <= p.lpi <= 141 and 4 <= p.margin_mm <= 8 and p.shadow <= 0.3
            assert 0.7 <= p.exposure <= 0.88 and p.lift <= 0.1
            counts["shadow"] += p.shadow > 0
        elif p.look == "mouldy":
            # Foxing at most 45 % darker (blue), mould specks at most 55 %.
            assert p.fox <= 0.45 and p.mould <= 0.55 and 15 <= p.foxes < 120
            assert p.colonies <= 3 and 5 <= p.mould_mm <= 20 and p.tan <= 0.18
            counts["colonies"] += p.colonies > 0
            counts["dpi150"] += p.dpi == 150
        else:
            # Frames 1500 to 2600 px high (small print 2000 or more), JPEG 55 to 83.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2610 and small <= (height >= 1990)
            assert 55 <= p.jpeg_quality <= 83 and (kind == "png") == bool(p.encodes)
            assert 0.8 <= p.fill <= 0.9 and p.keystone <= 0.035 and p.max_tilt <= 2.5
            assert p.grip in ("left", "right", "top") and p.bow <= 0.014
            assert p.room[2] < p.room[1] <= p.room[0] and p.daylight[2] > p.daylight[0]
            counts["png_twice"] += bool(p.encodes)
            counts["top"] += p.grip == "top"
            counts["blinds"] += p.window == "blinds"
        seen.add(p.look)
    assert seen == set(looks)
    assert all(counts.values()), counts


def test_heldout22_scanner_thermal_prints_dots_with_dead_elements_and_a_weak_end():
    """Greys become a dither of dots; a dead heating element leaves a white line down
    every bar; the head's weak end prints lighter; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    w = page.size[0]
    page.paste((128, 128, 128), (round(30 * mm), round(15 * mm), round(100 * mm), round(40 * mm)))
    base = dict(
        dpi=dpi,
        look="thermal",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        curve=(60.0, 220.0),
        density=0.9,
        head_fade=0.0,
        sag=0.0,
        heat=0.0,
        feed=0.0,
        slips=0,
        fog=0.0,
        scuffs=0,
        curl_mm=0.0,
    )
    out, g = _held_run(22, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]) == 30
    # The grey patch: dots on and off (a dither), about half of them on.
    patch = g[round(20 * mm) : round(35 * mm), round(40 * mm) : round(90 * mm)]
    assert patch.std() > 25 and 90 < patch.mean() < 200
    # A dead element: a light line down the bars at its column.
    _, dead = _held_run(22, page, **(base | {"dead": (0.5,)}))
    rows = np.concatenate(
        [np.arange(round((61 + 6 * k) * mm), round((62.5 + 6 * k) * mm)) for k in range(30)]
    )
    col = slice(w // 2 - 3, w // 2 + 4)
    assert dead[rows][:, col].max(axis=1).mean() > g[rows][:, col].max(axis=1).mean() + 50
    # The head's weak end (the right): bars lighter on the right than on the left.
    _, weak = _held_run(22, page, **(base | {"head_fade": 0.3, "head_side": 1}))
    left, right = slice(round(30 * mm), round(50 * mm)), slice(round(160 * mm), round(180 * mm))
    assert np.median(weak[rows][:, right]) > np.median(weak[rows][:, left]) + 25
    assert abs(np.median(g[rows][:, right]) - np.median(g[rows][:, left])) < 6


def test_heldout22_scanner_photoprint_is_a_screened_photo_of_the_sheet_on_a_table():
    """The printout: white margins, the table round the sheet dark and screened, the sheet
    smaller than the page, its paper a light screen of dots; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    h, w = page.size[1], page.size[0]
    base = dict(
        dpi=dpi,
        look="photoprint",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        fill=0.88,
        offset=(0.0, 0.0),
        keystone=0.0,
        desk=60,
        light=(0.0, 0.0),
        shadow=0.0,
        exposure=0.8,
        lift=0.06,
        lpi=85.0,
        dot_gain=0.1,
        margin_mm=6.0,
        sharpen=0,
    )
    out, g = _held_run(22, page, **base)
    assert out.mode == "RGB" and out.size == page.size
    # White margins at the page's edges; the table (dark) just inside them.
    assert np.median(g[: round(4 * mm)]) > 225 and np.median(g[:, : round(4 * mm)]) > 225
    assert np.median(g[h // 2, round(8 * mm) : round(11 * mm)]) < 120
    # The sheet smaller: the bars shorter than the page's 160 mm and all there.
    bars = _h11_bars(g[:, round(40 * mm) : round(170 * mm)])
    bars = [b for b in bars if 0.15 * h < b[0] < 0.9 * h and b[1] - b[0] > 1.5 * mm]
    assert len(bars) == 30  # (the screened tint band's rows of dots are thinner)
    ink = g[(bars[12][0] + bars[12][1]) // 2] < 100
    left = right = w // 2  # the bar's run round the middle (the table is dark too)
    while ink[left - 1]:
        left -= 1
    while ink[right + 1]:
        right += 1
    assert 0.8 * 160 * mm < right - left < 0.9 * 160 * mm
    # The paper in the photo is light grey: screened into dots, not white.
    paper = g[round(0.2 * h) : round(0.22 * h), round(0.3 * w) : round(0.7 * w)]
    _, lit = _held_run(22, page, **(base | {"exposure": 1.0, "lift": 0.0}))
    plain = lit[round(0.2 * h) : round(0.22 * h), round(0.3 * w) : round(0.7 * w)]
    assert paper.std() > 2 * plain.std() + 2 and paper.mean() < plain.mean() - 10


def test_heldout22_scanner_mouldy_foxes_browns_and_specks_the_sheet():
    """Rust-brown foxing (blue lost more than red) and grey mould specks where the dry
    sheet has none; the edges browner than the middle; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="mouldy",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        yellow=0.0,
        tan=0.0,
        foxes=0,
        colonies=0,
    )
    dry, g = _held_run(22, page, **base)
    d = np.asarray(dry, np.float32)
    foxed, fg = _held_run(22, page, **(base | {"foxes": 120, "fox_groups": 3, "fox": 0.45}))
    f = np.asarray(foxed, np.float32)
    loss = d - f
    assert loss[..., 2].max() > 40 and (loss[..., 2] > 1.8 * loss[..., 0] + 5).sum() > 50
    assert np.median(np.abs(loss[..., 2])) < 2  # spots, not the whole sheet
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(fg[:, cols]) if b[0] > 55 * mm]) == 30
    _, mg = _held_run(22, page, **(base | {"colonies": 3, "mould": 0.55, "mould_mm": 16.0}))
    speck = g - mg
    assert speck.max() > 60 and (speck > 20).sum() > 100 and np.median(np.abs(speck)) < 1
    browned, _ = _held_run(22, page, **(base | {"tan": 0.18, "tan_mm": 12.0}))
    b = np.asarray(browned, np.float32)
    edge, mid = (
        b[round(1 * mm) : round(3 * mm), round(60 * mm) : round(150 * mm), 2],
        b[round(10 * mm) : round(40 * mm), round(60 * mm) : round(150 * mm), 2],
    )
    assert np.median(edge) < np.median(mid) - 15
    plain_edge = d[round(1 * mm) : round(3 * mm), round(60 * mm) : round(150 * mm), 2]
    assert abs(np.median(plain_edge) - np.median(mid)) < 4


def test_heldout22_scanner_backlit_shows_the_paper_and_the_fingers_through_it():
    """The sheet held up before a bright window: the window brighter than the sheet round
    it, the paper's formation as a cloudy texture in the light through it, the fingers
    behind it darker near the edge held; every bar kept."""
    import numpy as np

    page = _h11_page(dpi=100)
    base = dict(
        dpi=100,
        look="backlit",
        paper=240,
        black=30.0,
        noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.86,
        offset=(0.0, 0.0),
        keystone=0.0,
        window="sheer",
        grip="left",
        grip_at=0.5,
        bow=0.0,
        front=0.32,
        through=0.38,
        formation=0.0,
        fingers=0.0,
        bloom=0.0,
        hdr=0.0,
        chroma_noise=0.0,
        sharpen=0,
    )
    out, g = _held_run(22, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    # The window round the sheet brighter than the sheet's paper.
    paper = g[round(0.1 * h) : round(0.12 * h), round(0.4 * w) : round(0.6 * w)]
    assert np.median(g[: round(0.03 * h), round(0.4 * w) : round(0.6 * w)]) > np.median(paper) + 20
    bars = _h11_bars(g[:, round(0.3 * w) : round(0.7 * w)])
    bars = [b for b in bars if 0.08 * h < b[0] and b[1] < 0.92 * h]
    assert len(bars) == 12
    # The formation: a cloudy texture on the paper that a flat sheet lacks.
    _, cloudy = _held_run(22, page, **(base | {"formation": 0.08}))
    blank = (slice(round(0.09 * h), round(0.16 * h)), slice(round(0.3 * w), round(0.7 * w)))
    assert cloudy[blank].std() > 2 * g[blank].std() + 1
    # The fingers behind the left edge: the paper darker there, not at the right.
    _, held = _held_run(22, page, **(base | {"fingers": 0.6}))
    x0 = round((0.5 - 0.43 * 210 / 297 * h / w) * w)  # the sheet's left edge
    rows = slice(round(0.41 * h), round(0.435 * h))  # beside the thumb, between two bars
    near, far = (rows, slice(x0 + 15, x0 + 30)), (rows, slice(w - x0 - 30, w - x0 - 15))
    assert np.median(held[near]) < np.median(g[near]) - 15
    assert abs(np.median(held[far]) - np.median(g[far])) < 3


# ---------------------------------------------------------------- heldout23 scanner


def test_heldout23_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    looks = ("wand", "forward", "visualizer", "inkjet")
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in looks:
            for variant in (False, True):
                profile = scan.Heldout23Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    seam_at=(0.33, 0.66) if variant else (0.5,),
                    seam_dy=(3.0, -4.0) if variant else (2.0,),
                    seam_dx=(1.0, -1.5) if variant else (0.0,),
                    strip_angle=(0.2, -0.3, 0.1),
                    strip_gain=(1.0, 0.96, 1.03),
                    passes=((70, 0.9), (60, 1.0)) if variant else (),
                    spots=((0.5, 0.4, 0.08, 0.4),) if variant else (),
                    arm=0.3 if variant else 0.0,
                    encodes=(75,) if variant else (),
                    clogged_k=(0.2, 0.7) if variant else (),
                    clogged_c=(0.5,) if variant else (),
                    bands=((0.3, 0.5),) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout23, img, colour, profile)
                # The cameras' pictures in colour; the scans grey when the profile or the page is.
                grey = look in ("wand", "inkjet") and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout23(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in looks:
        _assert_repeatable(scan.degrade_heldout23, page, scan.Heldout23Profile(dpi=60, look=look))
    seen = set()
    counts = dict.fromkeys(("grey", "three_strips", "lighter_seam", "arm", "two_spots"), 0)
    counts |= dict.fromkeys(("frame1920", "resized", "five", "png_all", "no_black_clog"), 0)
    low, high = SET_DPI["heldout23"]
    for i in range(300):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout23_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo == (p.look == "forward")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look in ("wand", "inkjet"):
            # A scan at 200 to 300 dpi (small print and TIFF at 300), JPEG 55 to 85, the
            # TIFF's threshold under the paper.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert p.max_tilt <= 1.5 and 55 <= p.jpeg_quality <= 85
            assert p.threshold < 0.65 * p.paper
            counts["grey"] += p.grey
        else:
            assert kind != "tiff"
        if p.look == "wand":
            # Two or three strips, seams a few px out of line, a fraction of a degree apart.
            strips = len(p.seam_at) + 1
            assert strips in (2, 3) and len(p.strip_angle) == len(p.strip_gain) == strips
            assert all(0.25 < s < 0.75 for s in p.seam_at) or strips == 3
            assert all(1.5 <= abs(d) <= 6 for d in p.seam_dy)
            assert all(abs(d) <= 2 for d in p.seam_dx)
            assert all(abs(a) <= 0.4 for a in p.strip_angle) and p.speed <= 0.07
            assert p.wobble <= 2.5 * p.dpi / 250 and p.drag <= 0.08 and abs(p.seam_line) <= 0.2
            counts["three_strips"] += strips == 3
            counts["lighter_seam"] += p.seam_line < 0
        elif p.look == "visualizer":
            # Frames 1920 or 2592 px high, the sheet at 140 to 190 dpi (small print 170+).
            height = p.dpi * A4_HEIGHT_IN
            assert round(height) in range(1915, 1925) or round(height) in range(2585, 2600)
            sheet_dpi = p.dpi * p.fill
            assert 138 <= sheet_dpi <= 192 and small <= (sheet_dpi >= 170)
            assert p.keystone <= 0.01 and 0.02 <= p.barrel <= 0.08 and p.max_tilt <= 3
            assert 1 <= len(p.spots) <= 2 and all(s[3] <= 0.55 for s in p.spots)
            assert p.arm <= 0.35 and (kind == "png") == bool(p.encodes)
            counts["arm"] += p.arm > 0
            counts["two_spots"] += len(p.spots) == 2
            counts["frame1920"] += height < 2000
        elif p.look == "forward":
            # Frames 1280 to 1600 px high, forwarded 3 to 5 times at quality 55 to 80, the
            # file's own JPEG the last forward (a PNG keeps them all), the last at full size.
            height = p.dpi * A4_HEIGHT_IN
            assert 1270 <= height <= 1610 and small <= (height >= 1430)
            forwards = len(p.passes) + (kind != "png")
            assert 3 <= forwards <= 5 and 55 <= p.jpeg_quality <= 80
            assert all(55 <= q <= 80 and 0.85 <= s <= 1.0 for q, s in p.passes)
            assert kind != "png" or p.passes[-1][1] == 1.0
            assert p.keystone <= 0.06 and 0.78 <= p.fill <= 0.92 and p.wash <= 0.35
            counts["resized"] += any(s < 1 for _, s in p.passes)
            counts["five"] += forwards == 5
            counts["png_all"] += kind == "png"
        else:
            # One weak ink, dead nozzles in every pass, bands where the head was worse.
            assert p.weak in (0, 1, 2) and 0.25 <= p.weak_by <= 0.6
            assert 1 <= len(p.clogged_k) <= 4 and len(p.clogged_c) <= 4
            assert 1 <= len(p.bands) <= 3 and all(0 <= a < b <= 1 for a, b in p.bands)
            assert 2.5 <= p.band_step <= 6 and p.line_loss <= 0.9 and p.gain <= 0.2
            counts["no_black_clog"] += not p.clogged_c
        seen.add(p.look)
    assert seen == set(looks)
    assert all(counts.values()), counts


def _h23_centres(g, cols, lo, hi):
    """The centre rows of the ink bars between rows ``lo`` and ``hi`` in columns ``cols``."""
    return [(a + b) / 2 for a, b in _h11_bars(g[:, cols]) if lo < a and b < hi]


def test_heldout23_scanner_wand_stitches_strips_out_of_line():
    """The strip right of the seam a few px lower than the left one, a line at the seam,
    the rollers' grey tracks inside the strips' edges, the rows spaced unevenly by the
    hand's speed; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    h, w = page.size[1], page.size[0]
    base = dict(
        dpi=dpi,
        look="wand",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        seam_at=(0.5,),
        seam_dy=(0.0,),
        seam_dx=(0.0,),
        strip_angle=(0.0, 0.0),
        strip_gain=(1.0, 1.0),
        speed=0.0,
        residual=0.0,
        wobble=0.0,
        seam_line=0.0,
        drag=0.0,
        led=0.0,
    )
    out, g = _held_run(23, page, **base)
    assert out.size == page.size
    left, right = slice(round(40 * mm), round(95 * mm)), slice(round(115 * mm), round(170 * mm))
    flat_l = _h23_centres(g, left, 55 * mm, h)
    flat_r = _h23_centres(g, right, 55 * mm, h)
    assert len(flat_l) == len(flat_r) == 30
    assert max(abs(a - b) for a, b in zip(flat_l, flat_r, strict=True)) <= 0.5
    # The seam: the right strip 5 px lower, and turned a little.
    _, seamed = _held_run(23, page, **(base | {"seam_dy": (5.0,), "strip_angle": (0.0, 0.0)}))
    sl, sr = _h23_centres(seamed, left, 55 * mm, h), _h23_centres(seamed, right, 55 * mm, h)
    assert len(sl) == len(sr) == 30
    assert all(4 <= b - a <= 6 for a, b in zip(sl, sr, strict=True))
    # The seam's line and the rollers' tracks, on the blank top of the page.
    _, marked = _held_run(23, page, **(base | {"seam_line": 0.2, "drag": 0.15, "drag_mm": 4.0}))
    top = slice(round(5 * mm), round(45 * mm))
    seam = marked[top, w // 2 - 1 : w // 2 + 1].mean()
    paper = marked[top, round(0.25 * w) : round(0.3 * w)].mean()
    track = marked[top, round(0.5 * w + 4 * mm) - 1 : round(0.5 * w + 4 * mm) + 2].mean()
    assert seam < paper - 20 and track < paper - 8
    assert abs(g[top, w // 2 - 1 : w // 2 + 1].mean() - g[top, round(0.25 * w) :].mean()) < 3
    # The hand's speed: the bars' spacing varies down the page (evenly 6 mm when steady).
    _, hurried = _held_run(23, page, **(base | {"speed": 0.12, "speed_mm": 40.0}))
    steps = np.diff(_h23_centres(hurried, left, 20 * mm, h))
    assert len(steps) == 29 and np.abs(np.diff(flat_l)).std() < 0.6
    assert steps.max() - steps.min() > 3 and steps.std() > 1.0


def test_heldout23_scanner_forward_is_a_photo_reencoded_again_and_again():
    """The table round the sheet, every bar kept; each forward piles JPEG error on the
    last, the washed colours lose saturation."""
    import numpy as np

    dpi = 120
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="forward",
        noise=0.0,
        chroma_noise=0.0,
        blur=0.4,
        skew=0.0,
        fill=0.86,
        offset=(0.0, 0.0),
        keystone=0.0,
        desk=(60, 60, 60),
        light=(0.0, 0.0),
        exposure=0.9,
        sharpen=0,
        passes=(),
        wash=0.0,
        lift=0.0,
    )
    out, g = _held_run(23, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    assert np.median(g[: round(0.03 * h), : round(0.03 * w)]) < 80  # the table
    bars = _h11_bars(g[:, round(0.3 * w) : round(0.7 * w)])
    assert len([b for b in bars if b[0] > 0.2 * h and b[1] < 0.9 * h]) == 30
    text = (slice(round(0.25 * h), round(0.8 * h)), slice(round(0.2 * w), round(0.8 * w)))
    _, once = _held_run(23, page, **(base | {"passes": ((75, 1.0),)}))
    _, often = _held_run(
        23, page, **(base | {"passes": ((60, 1.0), (70, 0.9), (55, 0.93), (60, 1.0))})
    )
    err_once = np.abs(once[text] - g[text]).mean()
    err_often = np.abs(often[text] - g[text]).mean()
    assert err_once > 0.2 and err_often > 1.5 * err_once
    # The tinted band (50 to 55 mm down the page): its blue-red gap shrinks once washed.
    washed, _ = _held_run(23, page, **(base | {"wash": 0.35, "lift": 0.06}))

    def chroma(img):
        a = np.asarray(img, np.float32)
        row = round(h / 2 + (52.5 - 148.5) * mm * 0.86)
        band = a[row - 1 : row + 2, round(0.4 * w) : round(0.6 * w)]
        return (band[..., 2] - band[..., 0]).mean()

    assert chroma(out) > 15 and chroma(washed) < 0.75 * chroma(out)


def test_heldout23_scanner_visualizer_has_a_spot_a_shadow_soft_corners_and_a_bowed_frame():
    """The counter round the sheet; the LED ring's spot washing the print under it; the
    arm's shadow on the top of the frame only; corners softer than the middle; barrel
    distortion bowing a straight bar near the top; every bar kept."""
    import numpy as np

    dpi = 110
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="visualizer",
        noise=0.0,
        chroma_noise=0.0,
        blur=0.3,
        skew=0.0,
        fill=0.8,
        offset=(0.0, 0.0),
        keystone=0.0,
        desk=(40, 40, 40),
        light=(0.0, 0.0),
        exposure=0.9,
        sharpen=0,
        barrel=0.0,
        soft=0.0,
        vignette=0.0,
        spots=(),
        arm=0.0,
    )
    out, g = _held_run(23, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    assert np.median(g[: round(0.03 * h), : round(0.03 * w)]) < 70  # the counter
    cols = slice(round(0.3 * w), round(0.7 * w))
    bars = [b for b in _h11_bars(g[:, cols]) if b[0] > 0.25 * h and b[1] < 0.88 * h]
    assert len(bars) == 30
    # The spot in the middle: the bars under it much lighter.
    _, lit = _held_run(23, page, **(base | {"spots": ((0.5, 0.6, 0.06, 0.55),)}))
    mid = bars[min(range(30), key=lambda k: abs(sum(bars[k]) / 2 - 0.6 * h))]
    row = slice(mid[0] + 2, mid[1] - 1)
    centre = (row, slice(round(0.47 * w), round(0.53 * w)))
    side_ = (row, slice(round(0.25 * w), round(0.3 * w)))
    assert np.median(lit[centre]) > np.median(g[centre]) + 50
    assert abs(np.median(lit[side_]) - np.median(g[side_])) < 12
    # The arm's shadow on the top half, down the middle, and not at the bottom.
    _, shaded = _held_run(23, page, **(base | {"arm": 0.35, "arm_at": (0.5, 0.0, 0.12, 0.5)}))
    up = (slice(round(0.12 * h), round(0.16 * h)), slice(round(0.48 * w), round(0.52 * w)))
    down = (slice(round(0.88 * h), round(0.9 * h)), slice(round(0.48 * w), round(0.52 * w)))
    assert np.median(shaded[up]) < np.median(g[up]) - 25
    assert abs(np.median(shaded[down]) - np.median(g[down])) < 3
    # Soft corners: the bars' edges blurred near the bottom-left, sharp in the middle.
    _, soft = _held_run(23, page, **(base | {"soft": 3.0}))

    def edges(a, rows, cols):
        return np.abs(np.diff(a[rows, cols], axis=0)).max(axis=0).mean()

    low_rows = slice(bars[-3][0] - 4, bars[-1][1] + 4)
    low_cols = slice(round(0.2 * w), round(0.25 * w))
    mid_rows, mid_cols = slice(mid[0] - 4, mid[1] + 4), slice(round(0.45 * w), round(0.55 * w))
    assert edges(soft, low_rows, low_cols) < 0.75 * edges(g, low_rows, low_cols)
    assert edges(soft, mid_rows, mid_cols) > 0.85 * edges(g, mid_rows, mid_cols)
    # Barrel distortion: the first bar's middle nearer the top edge than its ends.
    _, bowed = _held_run(23, page, **(base | {"barrel": 0.12}))

    def bar_row(a, x):
        c = a[: h // 2, x - 2 : x + 3].mean(axis=1)
        rows = np.flatnonzero(c[round(0.25 * h) :] < 100) + round(0.25 * h)
        return rows[0]

    ends = (round(0.22 * w), round(0.78 * w))
    flat = [bar_row(g, x) for x in ends] + [bar_row(g, w // 2)]
    bent = [bar_row(bowed, x) for x in ends] + [bar_row(bowed, w // 2)]
    assert max(flat) - min(flat) <= 1
    assert min(bent[:2]) - bent[2] >= 2


def test_heldout23_scanner_inkjet_has_nozzle_lines_a_cast_and_dot_gain():
    """White lines across the bars where the head was worse (the bars elsewhere solid), a
    weak yellow turning a neutral grey blue, dot gain darkening it; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    page.paste((153, 153, 153), (round(30 * mm), round(15 * mm), round(100 * mm), round(40 * mm)))
    base = dict(
        dpi=dpi,
        look="inkjet",
        paper=240,
        black=20.0,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        weak_by=0.0,
        rich=0.4,
        clogged_k=(),
        clogged_c=(),
        bands=(),
        gain=0.0,
        feather=0.3,
    )
    out, g = _held_run(23, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]) == 30
    # Nozzle lines in a band from 60 % to 80 % down the page, every 4 px.
    _, lined = _held_run(23, page, **(base | {"bands": ((0.6, 0.8),), "band_step": 4.0}))
    bars = [b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]

    def spread(a, bar):
        inside = a[bar[0] + 3 : bar[1] - 2, cols].mean(axis=1)
        return inside.max() - inside.min()

    banded = [b for b in bars if 0.61 * h < b[0] and b[1] < 0.79 * h]
    clear = [b for b in bars if b[1] < 0.55 * h]
    assert banded and clear
    assert all(spread(lined, b) > 40 for b in banded)
    assert all(spread(lined, b) < 8 for b in clear)
    # A weak yellow: the neutral grey patch turns blue; dot gain darkens it.
    patch = (slice(round(20 * mm), round(35 * mm)), slice(round(40 * mm), round(90 * mm)))
    a = np.asarray(out, np.float32)[patch]
    weak, _ = _held_run(23, page, **(base | {"weak": 2, "weak_by": 0.6}))
    b = np.asarray(weak, np.float32)[patch]
    assert b[..., 2].mean() - b[..., 0].mean() > a[..., 2].mean() - a[..., 0].mean() + 15
    _, gained = _held_run(23, page, **(base | {"gain": 0.2}))
    assert gained[patch].mean() < g[patch].mean() - 8


# ---------------------------------------------------------------- heldout24 scanner


def test_heldout24_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    looks = ("jpx", "carbon", "glass")
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in looks:
            for variant in (False, True):
                profile = scan.Heldout24Profile(
                    dpi=60,
                    look=look,
                    grey=variant,
                    ratio=60.0 if variant else 0.0,
                    sharpen=80 if variant else 0,
                    smudges=((0.5, 0.4, 0.1, 0.08),) if variant else (),
                    encodes=(75,) if variant else (),
                    tubes=((0.4, 10.0, 0.03, 0.4),) if variant else (),
                    prints=((0.3, 0.6, 0.05, 0.08),) if variant else (),
                    dust=20 if variant else 0,
                    cards=((0.0, 0.1, 0.15, 0.1),) if variant else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout24, img, colour, profile)
                # The glass photo in colour; the scans grey when the profile or the page is.
                grey = look != "glass" and (variant or not colour)
                assert out.mode == ("L" if grey else "RGB")
                blank = scan.finish_heldout24(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in looks:
        _assert_repeatable(scan.degrade_heldout24, page, scan.Heldout24Profile(dpi=60, look=look))
    seen = set()
    counts = dict.fromkeys(("grey_jpx", "colour_jpx", "sharpened", "unsharpened", "tinted"), 0)
    counts |= dict.fromkeys(("white", "smudged", "two_tubes", "prints", "cards", "glass_jpeg"), 0)
    low, high = SET_DPI["heldout24"]
    for i in range(300):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout24_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo <= (p.look == "glass")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look in ("jpx", "carbon"):
            # A scan at 200 to 300 dpi (small print and TIFF at 300), the TIFF's threshold
            # under the paper and above the lightest carbon.
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            share = 0.6 if p.look == "jpx" else 0.76
            assert p.threshold <= share * p.paper + 0.5 and p.max_tilt <= 1.0
        else:
            assert kind in ("jpeg", "png")
        if p.look == "jpx":
            # JPEG 2000 at 30 to 80 (grey) or 50 to 110 (colour), the file's own JPEG near
            # lossless, deskewed to a fraction of a degree.
            if kind == "tiff":
                assert p.ratio == 0  # the scanner's own bilevel output
            else:
                assert (30 <= p.ratio <= 80) if p.grey else (50 <= p.ratio <= 110)
            assert 86 <= p.jpeg_quality <= 95 and p.max_tilt <= 0.4 and p.skew <= 0.25
            counts["grey_jpx"] += p.grey
            counts["colour_jpx"] += not p.grey
            counts["sharpened"] += p.sharpen > 0
            counts["unsharpened"] += p.sharpen == 0
        elif p.look == "carbon":
            # The carbon dense enough to read (at least 54 % where it is lightest).
            assert 55 <= p.jpeg_quality <= 85 and p.paper_tint in scan._H24_PAPERS
            assert p.carbon in scan._H24_CARBONS and p.density * (1 - p.swing) >= 0.54
            assert p.grain <= 0.45 and p.haze <= 0.04 and len(p.smudges) <= 3
            assert all(s[3] <= 0.1 for s in p.smudges)
            counts["tinted"] += p.paper_tint != (1.0, 1.0, 1.0)
            counts["white"] += p.paper_tint == (1.0, 1.0, 1.0)
            counts["smudged"] += bool(p.smudges)
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 60 to 85; the
            # tubes lifting the print by at most 45 %, the veil by at most 10 %.
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 60 <= p.jpeg_quality <= 85 and (kind == "png") == bool(p.encodes)
            assert 0.8 <= p.fill <= 0.9 and p.keystone <= 0.04 and p.max_tilt <= 2.5
            assert 0.04 <= p.veil <= 0.1 and 1 <= len(p.tubes) <= 2
            assert all(t[3] <= 0.45 for t in p.tubes) and p.echo <= 0.45
            assert 3 <= p.echo_mm <= 7 and all(f[3] <= 0.1 for f in p.prints)
            counts["two_tubes"] += len(p.tubes) == 2
            counts["prints"] += bool(p.prints)
            counts["cards"] += bool(p.cards)
            counts["glass_jpeg"] += not photo
        seen.add(p.look)
    assert seen == set(looks)
    assert all(counts.values()), counts


def _h24_blockiness(err):
    """How much larger an error image's steps are across 8 x 8 block edges than elsewhere."""
    import numpy as np

    steps = np.abs(np.diff(err, axis=1))
    edge = steps[:, 7::8].mean()
    inner = np.delete(steps, np.s_[7::8], axis=1).mean()
    return edge / max(inner, 1e-6)


def test_heldout24_scanner_jpx_smears_like_wavelets_not_blocks():
    """JPEG 2000 at a high ratio: the error grows with the ratio, the paper's grain
    flattened, the strokes' edges softened, and no 8 x 8 grid in the error; the scanner's
    sharpening before it; every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi, look="jpx", grey=True, paper=240, black=20.0, noise=1.5, blur=0.4, skew=0.0
    )
    clean, g = _held_run(24, page, colour=False, **(base | {"ratio": 0.0}))
    assert clean.size == page.size and clean.mode == "L"
    _, mild = _held_run(24, page, colour=False, **(base | {"ratio": 30.0}))
    _, strong = _held_run(24, page, colour=False, **(base | {"ratio": 80.0}))
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(strong[:, cols]) if b[0] > 55 * mm]) == 30
    text = (slice(round(58 * mm), round(240 * mm)), slice(round(20 * mm), round(190 * mm)))
    blank = (slice(round(5 * mm), round(45 * mm)), slice(round(20 * mm), round(190 * mm)))
    err_mild = np.abs(mild[text] - g[text]).mean()
    err_strong = np.abs(strong[text] - g[text]).mean()
    assert err_mild > 0.5 and err_strong > 1.3 * err_mild
    # The paper's grain flattened; no block grid in the error.
    assert strong[blank].std() < 0.7 * g[blank].std()
    assert 0.85 < _h24_blockiness(strong[text] - g[text]) < 1.15
    # Fine strokes smeared: a patch of hair lines (small print's detail) in the empty top
    # loses much of its contrast (a page without noise, so only the wavelets act).
    fine = page.copy()
    dots = np.random.default_rng(3).random((round(30 * mm) // 2, round(150 * mm) // 2)) < 0.3
    speck = np.where(dots.repeat(2, 0).repeat(2, 1), 0, 255).astype(np.uint8)
    fine.paste(Image.fromarray(speck, "L").convert("RGB"), (round(30 * mm), round(10 * mm)))
    quiet = base | {"noise": 0.0}
    _, crisp = _held_run(24, fine, colour=False, **(quiet | {"ratio": 0.0}))
    _, light = _held_run(24, fine, colour=False, **(quiet | {"ratio": 30.0}))
    _, soft = _held_run(24, fine, colour=False, **(quiet | {"ratio": 80.0}))
    specks = (slice(round(15 * mm), round(35 * mm)), slice(round(40 * mm), round(170 * mm)))
    smear = np.abs(soft[specks] - crisp[specks]).mean()
    assert smear > 15 and smear > 1.5 * np.abs(light[specks] - crisp[specks]).mean()

    def edge(a):
        steps = np.abs(np.diff(a[text], axis=0))
        return np.sort(steps.ravel())[-2000:].mean()

    # The scanner's sharpening before the compression: steeper edges, deeper blacks.
    _, sharp = _held_run(24, page, colour=False, **(base | {"ratio": 0.0, "sharpen": 100}))
    assert edge(sharp) > edge(g) + 5 and sharp[text].min() < g[text].min() - 3


def test_heldout24_scanner_carbon_is_a_via_in_carbon_on_tinted_paper():
    """Every bar in the carbon's blue on the via's yellow, darker where the pressure was
    heavier (a swing across the page), grainy; a smudge darkening the empty top a little;
    every bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="carbon",
        paper=240,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        paper_tint=(1.0, 0.98, 0.82),
        carbon=(40, 62, 142),
        density=0.95,
        swing=0.0,
        spread=0.5,
        grain=0.0,
        haze=0.0,
        smudges=(),
    )
    out, g = _held_run(24, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    a = np.asarray(out, np.float32)
    cols = slice(round(30 * mm), round(180 * mm))
    bars = [b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]
    assert len(bars) == 30
    ink = np.concatenate([a[b[0] + 2 : b[1] - 1, cols].reshape(-1, 3) for b in bars])
    assert ink[:, 2].mean() > ink[:, 0].mean() + 50  # blue carbon, not black
    paper = a[round(10 * mm) : round(40 * mm), round(30 * mm) : round(180 * mm)].reshape(-1, 3)
    assert paper[:, 0].mean() > paper[:, 2].mean() + 25  # yellow paper
    # The pressure's swing: the bars' darkness varies across the page, none lost.
    _, pressed = _held_run(24, page, **(base | {"density": 0.85, "swing": 0.28, "press_mm": 40.0}))
    cells = [
        pressed[b[0] + 2 : b[1] - 1, round(x * mm) : round((x + 10) * mm)].mean()
        for b in bars
        for x in range(30, 171, 20)
    ]
    even = [
        g[b[0] + 2 : b[1] - 1, round(x * mm) : round((x + 10) * mm)].mean()
        for b in bars
        for x in range(30, 171, 20)
    ]
    assert max(even) - min(even) < 4 and max(cells) - min(cells) > 15
    assert max(cells) < 175
    # Grain: the strokes' insides no longer even.
    _, grainy = _held_run(24, page, **(base | {"grain": 0.45}))
    inside = (slice(bars[10][0] + 2, bars[10][1] - 1), cols)
    assert grainy[inside].std() > g[inside].std() + 4 and grainy[inside].mean() < 175
    # A smudge in the empty top: darker there, faint, the rest of the margin untouched.
    _, smudged = _held_run(24, page, **(base | {"smudges": ((0.5, 0.08, 0.05, 0.1),)}))
    spot = (slice(round(0.07 * h), round(0.09 * h)), slice(round(0.48 * w), round(0.52 * w)))
    far = (slice(round(0.07 * h), round(0.09 * h)), slice(round(0.05 * w), round(0.1 * w)))
    assert 3 < g[spot].mean() - smudged[spot].mean() < 25
    assert abs(g[far].mean() - smudged[far].mean()) < 1


def test_heldout24_scanner_glass_has_a_veil_a_dark_figure_and_doubled_tubes():
    """The desk round the sheet; the room's veil lifting the blacks except where the
    photographer's dark reflection stands; each tube reflected twice, the second fainter a
    few mm below; the print under a tube lifted by at most 45 %; every bar kept."""
    import numpy as np

    dpi = 120
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="glass",
        noise=0.0,
        chroma_noise=0.0,
        blur=0.3,
        skew=0.0,
        fill=0.86,
        offset=(0.0, 0.0),
        keystone=0.0,
        desk=(40, 40, 40),
        light=(0.0, 0.0),
        exposure=0.9,
        sharpen=0,
        glass_tint=(0.96, 1.0, 0.97),
        veil=0.0,
        tubes=(),
        prints=(),
        dust=0,
        cards=(),
    )
    out, g = _held_run(24, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    assert np.median(g[: round(0.03 * h), : round(0.03 * w)]) < 70  # the desk
    cols = slice(round(0.3 * w), round(0.7 * w))
    bars = [b for b in _h11_bars(g[:, cols]) if b[0] > 0.2 * h and b[1] < 0.9 * h]
    assert len(bars) == 30
    # The glass's green: the paper greener than red and blue.
    a = np.asarray(out, np.float32)[round(0.1 * h) : round(0.15 * h), cols]
    assert a[..., 1].mean() > a[..., 0].mean() + 4 and a[..., 1].mean() > a[..., 2].mean() + 3

    def ink(img, b, x0, x1):
        return img[b[0] + 2 : b[1] - 1, round(x0 * w) : round(x1 * w)].mean()

    # The veil lifts the bars, but not under the figure standing in the middle.
    fig = dict(veil=0.1, figure=(0.5, 0.6, 0.3, 0.3))
    _, veiled = _held_run(24, page, **(base | fig))
    mid = min(bars, key=lambda b: abs(sum(b) / 2 - 0.6 * h))
    assert ink(veiled, mid, 0.2, 0.25) > ink(g, mid, 0.2, 0.25) + 10
    assert abs(ink(veiled, mid, 0.47, 0.53) - ink(g, mid, 0.47, 0.53)) < 4
    assert len([b for b in _h11_bars(veiled[:, cols]) if b[0] > 0.2 * h]) >= 30
    # A tube over a dark page: two bright bands, the second a few mm lower and fainter.
    dark = Image.new("RGB", page.size, (30, 30, 30))
    tube = dict(tubes=((0.5, 0.0, 0.006, 0.4),), echo_mm=4.0, echo=0.35)
    _, lit = _held_run(24, dark, **(base | tube))
    _, unlit = _held_run(24, dark, **base)
    lift = (lit - unlit)[:, round(0.3 * w) : round(0.7 * w)].mean(axis=1)
    first = int(np.argmax(lift))
    below = lift[first + round(2 * mm) : first + round(6 * mm)]
    second = first + round(2 * mm) + int(np.argmax(below))
    assert abs(first - 0.5 * h) < 3 and abs(second - first - 4 * mm) < 3
    assert 0.2 * lift[first] < lift[second] < 0.6 * lift[first]
    assert lift[(first + second) // 2] < 0.5 * lift[second]
    # The print under the strongest tube: much lighter, still well darker than the paper
    # (45 % of white in linear light, about 55 % of the paper's level once encoded).
    strongest = {"tubes": ((mid[0] / h + 0.002, 0.0, 0.02, 0.45),), "echo": 0.0}
    _, over = _held_run(24, page, **(base | strongest))
    under = ink(over, mid, 0.3, 0.7)
    paper = g[round(0.1 * h) : round(0.15 * h), cols].mean()
    assert ink(g, mid, 0.3, 0.7) + 60 < under < 0.6 * paper


# ---------------------------------------------------------------- heldout25 scanner


def test_heldout25_scanner_draws_like_the_standard_one():
    page = Image.new("L", (300, 420), 255)
    for top in range(120, 300, 12):
        page.paste(0, (60, top, 250, top + 6))
    page.paste(128, (60, 40, 150, 90))
    looks = ("autocolour", "flagged", "ultrawide")
    for colour in (False, True):
        img = page.convert("RGB") if colour else page
        for look in looks:
            for variant in ("colour", "grey", "falsecolour"):
                on = variant != "colour"
                profile = scan.Heldout25Profile(
                    dpi=60,
                    look=look,
                    acs=variant,
                    grey=variant == "grey",
                    zones=((0.1, 0.2, 0.5, 0.2),) if on else (),
                    sharpen=80 if on else 0,
                    note_mm=40.0 if on else 0.0,
                    flags=((0.5, (240, 70, 80)), (0.8, (80, 200, 90))) if on else (),
                    flag_edge="top" if variant == "grey" else "right",
                    check_mm=10.0 if on else 0.0,
                    encodes=(75,) if on else (),
                )
                out = _degrades_like_standard(scan.degrade_heldout25, img, colour, profile)
                # The photo in colour; the scans grey when the profile or the page is, save
                # a grey page the MFP judged colour.
                false_colour = look == "autocolour" and variant == "falsecolour"
                grey = look != "ultrawide" and (variant == "grey" or not colour)
                grey = grey and not false_colour
                assert out.mode == ("L" if grey else "RGB"), (look, variant, colour)
                blank = scan.finish_heldout25(img, profile, random.Random("side"))
                assert blank.size == img.size and blank.mode == out.mode
    for look in looks:
        _assert_repeatable(scan.degrade_heldout25, page, scan.Heldout25Profile(dpi=60, look=look))
    seen = set()
    counts = dict.fromkeys(("grey_acs", "false_acs", "right_acs", "zones2", "at150"), 0)
    counts |= dict.fromkeys(("note", "no_note", "top_flags", "no_flags", "cloth", "table"), 0)
    counts |= dict.fromkeys(("grey_flagged", "wide_jpeg"), 0)
    low, high = SET_DPI["heldout25"]
    for i in range(300):
        kind = ("scan_pdf", "jpeg", "png", "tiff")[i % 4]
        photo = i % 3 == 0 and kind in ("jpeg", "png")
        small = i % 5 == 0
        p = scan.heldout25_profile(random.Random(i), kind, 300 if small else 200, photo=photo)
        assert photo <= (p.look == "ultrawide")
        if kind in ("jpeg", "png"):
            assert low <= p.dpi <= high
        if p.look == "autocolour":
            # The MFP's e-mail at 150 or 200 dpi (small print and TIFF at 200), JPEG 45 to 70;
            # the background removal never whitening more than the paper's lightest 14 %.
            assert p.dpi in (150, 200) and (small or kind == "tiff") <= (p.dpi == 200)
            assert 45 <= p.jpeg_quality <= 70 and p.grey == (p.acs == "grey")
            assert 0.86 <= p.cutoff <= 0.95 and p.floor <= 35 and 1 <= len(p.zones) <= 3
            assert all(min(x, y) >= 0 and x + w <= 0.95 and y + h <= 0.95 for x, y, w, h in p.zones)
            assert p.soften <= 1.1 and p.max_tilt <= 1.0
            counts["grey_acs"] += p.acs == "grey"
            counts["false_acs"] += p.acs == "falsecolour"
            counts["right_acs"] += p.acs == "colour"
            counts["zones2"] += len(p.zones) > 1
            counts["at150"] += p.dpi == 150
        elif p.look == "flagged":
            assert 200 <= p.dpi <= 300 and (small or kind == "tiff") <= (p.dpi == 300)
            assert 60 <= p.jpeg_quality <= 88 and p.threshold <= 0.6 * p.paper + 0.5
            assert p.note_mm == 0 or 38 <= p.note_mm <= 76
            assert p.note_colour in scan._H25_NOTES and len(p.flags) <= 3
            assert all(f[1] in scan._H25_FLAGS for f in p.flags) and p.flag_mm <= 14
            counts["note"] += p.note_mm > 0
            counts["no_note"] += p.note_mm == 0
            counts["top_flags"] += p.flag_edge == "top" and bool(p.flags)
            counts["no_flags"] += not p.flags
            counts["grey_flagged"] += p.grey
        else:
            # Frames 1500 to 2400 px high (small print 2000 or more), JPEG 60 to 85.
            assert kind in ("jpeg", "png")
            height = p.dpi * A4_HEIGHT_IN
            assert 1490 <= height <= 2410 and small <= (height >= 1990)
            assert 60 <= p.jpeg_quality <= 85 and (kind == "png") == bool(p.encodes)
            assert 0.84 <= p.fill <= 0.94 and p.keystone <= 0.05 and p.max_tilt <= 2.5
            assert 0.02 <= p.barrel <= 0.07 and p.aberration <= 0.0015
            assert 0.1 <= p.vignette <= 0.25
            counts["cloth"] += p.check_mm > 0
            counts["table"] += p.check_mm == 0
            counts["wide_jpeg"] += not photo
        seen.add(p.look)
    assert seen == set(looks)
    assert all(counts.values()), counts


def test_heldout25_scanner_autocolour_whitens_the_paper_and_leaves_photo_zones_grey():
    """The background removal takes the paper to white, print in a zone judged a photograph
    keeps the paper's grey round it and softer strokes; a colour page judged black and
    white comes in grey, a black-and-white page judged colour in colour with a cast; every
    bar kept."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="autocolour",
        paper=236,
        black=20.0,
        noise=1.0,
        blur=0.4,
        skew=0.0,
        cutoff=0.9,
        floor=20.0,
        sharpen=100,
        soften=1.0,
    )
    zone = (0.1, 0.5, 0.5, 0.2)
    out, g = _held_run(25, page, **(base | {"zones": (zone,)}))
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(g[:, cols]) if b[0] > 55 * mm]) == 30
    # The empty top whitened; the zone's paper (between bars) grey.
    top = g[round(10 * mm) : round(40 * mm), cols]
    assert top.mean() > 250
    bars = [b for b in _h11_bars(g[:, cols]) if zone[1] * h + 5 < b[0] and b[1] < 0.68 * h]
    gaps = np.concatenate(
        [
            g[b1 + 3 : b2 - 2, round(0.15 * w) : round(0.55 * w)].ravel()
            for (_, b1), (b2, _) in zip(bars[:-1], bars[1:], strict=True)
        ]
    )
    assert 200 < gaps.mean() < 245

    # Softer edges in the zone than outside it.
    def edge(rows, x0, x1):
        steps = np.abs(np.diff(g[rows, round(x0 * w) : round(x1 * w)], axis=0))
        return np.sort(steps.ravel())[-500:].mean()

    inside = slice(round(0.52 * h), round(0.68 * h))
    assert edge(inside, 0.7, 0.85) > edge(inside, 0.2, 0.55) + 20
    # A rectangle holding no print makes no block: the empty top stays white.
    _, empty = _held_run(25, page, **(base | {"zones": ((0.1, 0.02, 0.8, 0.12),)}))
    assert empty[round(10 * mm) : round(40 * mm), cols].mean() > 250
    # The colour select's mistakes.
    grey, _ = _held_run(25, page, **(base | {"acs": "grey", "grey": True}))
    assert grey.mode == "L"
    false, fg = _held_run(
        25,
        page.convert("L"),
        colour=False,
        **(base | {"acs": "falsecolour", "cast": (1.0, 0.98, 0.92)}),
    )
    assert false.mode == "RGB"
    a = np.asarray(false, np.float32)[round(10 * mm) : round(40 * mm), cols]
    assert a[..., 0].mean() > a[..., 2].mean() + 10  # the cast on the white
    assert len([b for b in _h11_bars(fg[:, cols]) if b[0] > 55 * mm]) == 30


def test_heldout25_scanner_flagged_puts_the_note_only_where_nothing_is_printed():
    """The sticky note lands in the empty top (the only room), coloured, scrawled on, its
    lower edge darker and its shadow beside it; no bar is touched; flags tint the edge and
    leave the print under them dark."""
    import numpy as np

    dpi = 150
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="flagged",
        paper=240,
        noise=0.0,
        blur=0.3,
        skew=0.0,
        note_mm=40.0,
        note_colour=(252, 236, 120),
        note_shade=0.15,
        note_lift=0.3,
        shadow=0.2,
        words=2,
        flags=(),
    )
    plain, pg = _held_run(25, page, **(base | {"note_mm": 0.0}))
    h = pg.shape[0]
    for seed in range(4):
        out = scan.degrade_heldout25(
            page,
            scan.ScanStyle(colour=True),
            scan.Heldout25Profile(**base),
            random.Random(1),
            random.Random(seed),
        )
        a = np.asarray(out, np.float32)
        g = np.asarray(out.convert("L"), np.float32)
        yellow = (a[..., 0] - a[..., 2]) > 60
        ys, xs = np.nonzero(yellow)
        assert len(ys) > (30 * mm) ** 2  # a note of 30 mm or more
        # All in the empty top or bottom, 3 mm clear of the band at 50 mm and the last bar.
        assert ys.min() > 2 * mm and ys.max() < h - 2 * mm
        assert ys.max() < 47 * mm or ys.min() > 240 * mm
        # The print untouched.
        print_rows = slice(round(49 * mm), round(237 * mm))
        assert np.abs(g[print_rows] - pg[print_rows]).max() < 2
        # Scrawl on it (blue ink), the lower edge darker than the top.
        note = a[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
        assert ((note[..., 2] - note[..., 0]) > 40).sum() > 50
        n = note.shape[0]
        assert note[: n // 5, ..., 1].mean() > note[-n // 20 :, ..., 1].mean() + 8
    # Flags over the right edge: tinted, the bars under them still dark.
    flags = ((0.5, (240, 70, 80)),)
    flagged, fgrey = _held_run(
        25, page, **(base | {"note_mm": 0.0, "flags": flags, "flag_mm": 30.0})
    )
    a = np.asarray(flagged, np.float32)
    h, w = fgrey.shape
    box = (
        slice(round(0.5 * h - 5 * mm), round(0.5 * h + 5 * mm)),
        slice(round(w - 28 * mm), round(w - 26 * mm)),
    )
    assert a[box][..., 0].mean() > a[box][..., 1].mean() + 20  # red film over the bars' end
    cols = slice(round(30 * mm), round(180 * mm))
    assert len([b for b in _h11_bars(fgrey[:, cols]) if b[0] > 55 * mm]) == 30
    assert fgrey[box].min() < 80  # a bar's end under the film stays dark


def test_heldout25_scanner_ultrawide_has_the_cloth_fringes_and_soft_corners():
    """The gingham round the sheet; red and blue fringes on opposite sides of a stroke
    towards the edges and none in the middle; corners softer than the middle; the vignette
    darkening the corners; every bar kept."""
    import numpy as np

    dpi = 120
    mm = dpi / 25.4
    page = _h15_page(dpi)
    base = dict(
        dpi=dpi,
        look="ultrawide",
        noise=0.0,
        chroma_noise=0.0,
        blur=0.3,
        skew=0.0,
        fill=0.9,
        offset=(0.0, 0.0),
        keystone=0.0,
        desk=(238, 236, 230),
        check=(200, 36, 40),
        check_mm=10.0,
        barrel=0.04,
        aberration=0.0,
        corner_blur=0.0,
        vignette=0.0,
        light=(0.0, 0.0),
        exposure=0.95,
        sharpen=0,
    )
    out, g = _held_run(25, page, **base)
    h, w = g.shape
    assert out.mode == "RGB" and out.size == page.size
    a = np.asarray(out, np.float32)
    rim = a[: round(0.03 * h)].reshape(-1, 3)
    assert rim[:, 0].mean() > rim[:, 2].mean() + 30  # the red gingham
    cols = slice(round(0.3 * w), round(0.7 * w))
    assert len([b for b in _h11_bars(g[:, cols]) if b[0] > 0.2 * h and b[1] < 0.9 * h]) == 30
    # Chromatic aberration: a stroke's ends far from the centre carry red on one side and
    # blue on the other; the middle not.
    fringed, _ = _held_run(25, page, **(base | {"aberration": 0.004}))
    f = np.asarray(fringed, np.float32)
    d = f[..., 0] - f[..., 2]
    ends = []
    for b in _h11_bars(g[:, cols]):
        if b[0] > 0.2 * h:
            row = round((b[0] + b[1]) / 2)
            ink_cols = np.flatnonzero(g[row] < 100)
            ends.append((row, ink_cols.min(), ink_cols.max()))
    row, left, right = ends[-1]
    assert d[row, left - 3 : left + 1].min() < -20 or d[row, left - 3 : left + 1].max() > 20
    mid_row = ends[len(ends) // 2][0]
    assert np.abs(d[mid_row - 2 : mid_row + 3, w // 2 - 20 : w // 2 + 20]).max() < 8
    # Corners softer and, with the vignette, darker.
    _, soft = _held_run(25, page, **(base | {"corner_blur": 2.0}))

    def sharp(img, row, x0, x1):
        steps = np.abs(np.diff(img[row - 20 : row + 20, x0:x1], axis=0))
        return np.sort(steps.ravel())[-100:].mean()

    lo_row = ends[-1][0]
    corner_edge = (lo_row, left, left + round(15 * mm))
    assert sharp(soft, *corner_edge) < 0.96 * sharp(g, *corner_edge)
    mid_edge = (mid_row, w // 2 - 40, w // 2 + 40)
    assert abs(sharp(soft, *mid_edge) - sharp(g, *mid_edge)) < 0.01 * sharp(g, *mid_edge)
    _, dim = _held_run(25, page, **(base | {"vignette": 0.35}))
    paper_mid = g[round(0.15 * h) : round(0.18 * h), w // 2 - 40 : w // 2 + 40].mean()
    dim_mid = dim[round(0.15 * h) : round(0.18 * h), w // 2 - 40 : w // 2 + 40].mean()
    assert abs(paper_mid - dim_mid) < 25
    corner = (slice(round(0.08 * h), round(0.1 * h)), slice(round(0.08 * w), round(0.1 * w)))
    assert dim[corner].mean() < g[corner].mean() - 20
