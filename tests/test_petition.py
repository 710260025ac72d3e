"""petition.yaml: read when good, reported (not ignored) when malformed."""

from __future__ import annotations

from datetime import date

from triagem.petition import load_petition

GOOD = """
petition_id: SM-2026-0042
checklist: sm-fretamento-empresa
protocol_date: 2026-11-16
applicant: {name: Viação Teste Ltda, cnpj: "11.222.333/0001-81", email: a@b.test}
facts: {fleet_size: 8, company_type: ltda}
people:
  - {name: João da Silva, cpf: "529.982.247-25", sex: M, role: sócio-gerente}
"""


def test_good_petition_yaml(tmp_path):
    (tmp_path / "petition.yaml").write_text(GOOD, encoding="utf-8")
    petition, problems = load_petition(tmp_path)
    assert problems == []
    assert petition.petition_id == "SM-2026-0042"
    assert petition.protocol_date == date(2026, 11, 16)
    assert petition.applicant.cnpj == "11222333000181"
    assert petition.facts.fleet_size == 8
    assert petition.people[0].cpf == "52998224725"
    assert petition.inferred == ()


def test_absent_petition_yaml_means_everything_inferred(tmp_path):
    petition, problems = load_petition(tmp_path)
    assert problems == []
    assert petition.petition_id == tmp_path.name
    assert set(petition.inferred) == {"petition_id", "checklist"}


def test_malformed_yaml_is_reported(tmp_path):
    (tmp_path / "petition.yaml").write_text("applicant: [unclosed", encoding="utf-8")
    petition, problems = load_petition(tmp_path)
    assert [p.code for p in problems] == ["invalid_petition_yaml"]
    assert petition.petition_id == tmp_path.name


def test_schema_violations_are_each_reported_and_the_rest_kept(tmp_path):
    text = GOOD.replace("fleet_size: 8", "fleet_size: -3").replace(
        "protocol_date: 2026-11-16", "protocol_date: ontem"
    )
    (tmp_path / "petition.yaml").write_text(text, encoding="utf-8")
    petition, problems = load_petition(tmp_path)
    messages = " ".join(p.message for p in problems)
    assert "facts/fleet_size" in messages
    assert "protocol_date" in messages
    assert petition.facts.fleet_size is None  # the bad part dropped, not guessed
    assert petition.facts.company_type == "ltda"  # its neighbours kept
    assert petition.protocol_date is None
    assert petition.applicant.cnpj == "11222333000181"  # the good parts kept
