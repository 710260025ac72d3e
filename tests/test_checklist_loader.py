"""Loading and validating checklist YAML files."""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from pathlib import Path

import pytest
import yaml

from checklists import (
    DOCUMENT_TYPES,
    available_checklists,
    evaluate,
    load_checklist,
    money_br,
    validate_all,
    validate_checklist_file,
)
from checklists.loader import PACKAGE_DIR
from triagem.errors import ChecklistError
from triagem.models import Applicant, Document, Facts, Fields, Person, Petition

SHIPPED = PACKAGE_DIR / "sm-fretamento-empresa.yaml"
CONTRACT_TYPES = Path("/work/shared/contract/document-types.md")

# /work/shared/contract/items.md, sm-fretamento-empresa.
SM_EMPRESA_IDS = [
    "art7.I.a",
    "art7.I.b",
    "art7.I.c",
    "art7.I.d",
    "art7.I.e",
    "art7.I.f.eleitoral",
    "art7.I.f.militar",
    "art7.I.g",
    "art7.II.a",
    "art7.II.b.federal",
    "art7.II.b.estadual",
    "art7.II.b.municipal",
    "art7.II.c",
    "art7.II.d",
    "art7.II.e",
    "art7.II.f",
    "art7.II.g",
    "art7.II.h",
    "art7.II.i",
    "art7.II.j",
    "art7.II.k",
    "art7.III.a",
    "art7.III.b",
]


def write(directory: Path, name: str, text: str) -> Path:
    path = directory / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


MINIMAL = """
id: {id}
title: Cadastro de teste
municipality: Município Exemplo
state: GO
authority: Secretaria Exemplo
law: Lei de teste
applicant_kind: person
grants: [Expedição do alvará.]
validity:
  rg: {{rule: printed, source: teste}}
  identidade_estrangeiro: {{rule: printed, source: teste}}
items:
  - id: art19.I
    legal_basis: Art. 19, I
    label: Carteira de identidade
    cure: Apresentar a carteira de identidade.
    accepts: [rg]
    per_person: true
    holder: person
  - id: art19.p2
    legal_basis: Art. 19, § 2º
    label: Identidade de estrangeiro
    cure: Apresentar a carteira de identidade de estrangeiro.
    accepts: [identidade_estrangeiro]
    holder: none
    condition:
      when: "facts.foreign == true"
      not_applicable_reason: Requerente brasileiro
"""


# --------------------------------------------------------------------------
# The shipped checklist
# --------------------------------------------------------------------------


def test_shipped_checklist_is_valid():
    assert validate_checklist_file(SHIPPED) == []
    assert "sm-fretamento-empresa" in available_checklists()


def test_shipped_checklist_has_exactly_the_contract_items():
    checklist = load_checklist("sm-fretamento-empresa")
    assert [item.id for item in checklist.items] == SM_EMPRESA_IDS
    per_person = {item.id for item in checklist.items if item.per_person}
    assert per_person == {"art7.I.c", "art7.I.f.eleitoral", "art7.I.f.militar", "art7.II.k"}
    conditional = {item.id for item in checklist.items if item.condition}
    assert conditional == {"art7.I.e", "art7.I.f.militar", "art7.III.b"}


def test_shipped_checklist_header():
    checklist = load_checklist("sm-fretamento-empresa")
    assert checklist.title == "Registro de empresa de transporte coletivo sob regime de fretamento"
    assert checklist.municipality == "Santa Maria"
    assert checklist.authority == "Secretaria de Município de Mobilidade Urbana"
    assert checklist.applicant_kind == "company"
    assert "2018" in checklist.law
    grants = " ".join(checklist.grants)
    assert "Selo de Vistoria do Veículo" in grants
    assert "Alvará de Localização e Funcionamento" in grants
    # Art. 8º, parágrafo único: said once, apart from what is granted.
    assert checklist.precarious and "precário" in checklist.precarious
    assert checklist.state == "RS"
    for item in checklist.items:
        assert item.legal_basis.startswith("Art. 7º, ")
        assert item.label and item.cure
        for doc_type in item.document_types:
            assert checklist.validity[doc_type].source
    assert checklist.validity["certidao_federal"].days == 180
    assert checklist.validity["crf_fgts"].days == 29
    # Parágrafo único: civil certidões and folha corrida at most one year old.
    capped = {item.id for item in checklist.items if item.max_age_days == 365}
    assert capped == {"art7.II.h", "art7.II.i", "art7.II.j", "art7.II.k"}


def test_checklist_is_frozen():
    checklist = load_checklist("sm-fretamento-empresa")
    with pytest.raises(dataclasses.FrozenInstanceError):
        checklist.title = "outro"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        checklist.items[0].holder = "none"  # type: ignore[misc]


@pytest.mark.skipif(not CONTRACT_TYPES.exists(), reason="contract folder not mounted")
def test_document_types_match_the_contract():
    ids = re.findall(r"^\| `([a-z0-9_]+)` \|", CONTRACT_TYPES.read_text(), flags=re.M)
    assert set(ids) == set(DOCUMENT_TYPES)


# --------------------------------------------------------------------------
# Finding checklists
# --------------------------------------------------------------------------


def test_extra_dirs_are_searched(tmp_path):
    write(tmp_path, "teste-minimo", MINIMAL.format(id="teste-minimo"))
    checklist = load_checklist("teste-minimo", extra_dirs=[tmp_path])
    assert [item.id for item in checklist.items] == ["art19.I", "art19.p2"]
    assert "teste-minimo" in available_checklists([tmp_path])
    assert "teste-minimo" not in available_checklists()


def test_a_new_checklist_needs_no_code(tmp_path):
    """A YAML-only checklist (person applicant, condition on a fact) evaluates."""
    write(tmp_path, "teste-minimo", MINIMAL.format(id="teste-minimo"))
    checklist = load_checklist("teste-minimo", extra_dirs=[tmp_path])
    person = Person("Pessoa Exemplo Teste", "52998224725")
    rg = Document("rg.pdf", (1,), "rg", 0.9, Fields(name=person.name, cpf=person.cpf))
    petition = Petition("p", people=(person,), facts=Facts(foreign=False), applicant=Applicant())
    verdict = evaluate(checklist, [rg], petition, date(2026, 3, 15))
    assert [(r.id, r.status) for r in verdict.items] == [
        ("art19.I", "ok"),
        ("art19.p2", "not_applicable"),
    ]
    foreign = dataclasses.replace(petition, facts=Facts(foreign=True))
    assert evaluate(checklist, [rg], foreign, date(2026, 3, 15)).decision == "deficient"


@pytest.mark.parametrize("bad_id", ["nao-existe", "../sm-fretamento-empresa", "Sm Empresa", ""])
def test_unknown_or_malformed_id_raises(bad_id):
    with pytest.raises(ChecklistError) as error:
        load_checklist(bad_id)
    assert bad_id in str(error.value) or "inválido" in str(error.value)


def test_unknown_id_lists_the_available_ones():
    with pytest.raises(ChecklistError, match="sm-fretamento-empresa"):
        load_checklist("nao-existe")


# --------------------------------------------------------------------------
# Broken files: every problem at once
# --------------------------------------------------------------------------

BROKEN = """
id: quebrado
title: Teste
municipality: Município Exemplo
authority: Secretaria Exemplo
applicant_kind: robo
grants: []
cor: azul
validity:
  contrato_social: {rule: none, source: teste}
  certidao_federal: {rule: days, days: -5, source: teste}
  rg: {rule: as_vezes, source: teste}
  cnh: {rule: printed}
  carteira_magica: {rule: none, source: teste}
  registro_junta_comercial: {rule: none, days: 30, source: teste}
items:
  - id: art7.I.a
    legal_basis: Art. 7º, I, a
    label: Contrato social
    cure: Trazer o contrato.
    accepts: [contrato_social]
    holder: company
    cor: vermelha
  - id: art7.I.a
    legal_basis: Art. 7º, I, a
    label: Repetido
    cure: Trazer.
    accepts: [contrato_social]
    holder: company
  - id: Art7-I-b
    legal_basis: Art. 7º, I, b
    label: Junta
    cure: Trazer.
    accepts: [registro_junta]
    holder: company
  - id: art7.I.c
    label: Identidade
    accepts: [[rg, cpf], cnh]
    per_person: true
    holder: company
  - id: art7.III.b
    legal_basis: Art. 8º, III, b
    label: Estacionamento
    cure: Trazer.
    accepts: [outro]
    holder: none
    condition:
      when: "fleet_size >> 10"
      not_applicable_reason: Frota pequena
  - id: art7.I.f.militar
    legal_basis: Art. 7º, I, f
    label: Militar
    cure: Trazer.
    accepts: [contrato_social]
    holder: none
    condition:
      when: "person.sex == 'M'"
      not_applicable_reason: Mulher
  - id: art7.I.e
    legal_basis: Art. 7º, I, e
    label: Estatuto
    cure: Trazer.
    accepts: [contrato_social]
    holder: company
    condition:
      when: "facts.company_type == 'cooperativa'"
      unknown:
        - otherwise: review
          reason: Conferir
        - present: contrato_social
          then: talvez
  - id: art7.II.h
    legal_basis: Art. 7º, II, h
    label: Falência
    cure: Trazer.
    accepts: [contrato_social]
    holder: company
    negative_required: sim
    validity: {max_age_days: 0}
    checks:
      - {type: cartao_cnpj, field: situacao, allowed: [ATIVA], reason: "Situação {valor}"}
  - id: art7.II.i
    legal_basis: Art. 7º, II, i
    label: Execuções
    cure: Trazer.
    accepts: [contrato_social]
    holder: pessoa
    condition:
      when: "facts.fleet_size > 'dez'"
      not_applicable_reason: x
"""

# (where, what): each must appear in one problem line.
EXPECTED_PROBLEMS = [
    (None, "falta a chave obrigatória 'law'"),
    (None, "falta a chave obrigatória 'state'"),
    (None, "o id 'quebrado' não corresponde ao nome do arquivo"),
    (None, "applicant_kind deve ser um de company, person, não 'robo'"),
    (None, "'grants' deve ser uma lista não vazia"),
    (None, "chave desconhecida 'cor'"),
    ("validity certidao_federal", "'days' deve ser um inteiro positivo, não -5"),
    ("validity rg", "regra de validade desconhecida 'as_vezes'"),
    ("validity cnh", "falta a chave obrigatória 'source'"),
    ("validity carteira_magica", "tipo de documento desconhecido 'carteira_magica'"),
    ("validity registro_junta_comercial", "'days' só vale para a regra 'days'"),
    ("item art7.I.a", "chave desconhecida 'cor'"),
    ("item art7.I.a", "id de item duplicado 'art7.I.a'"),
    ("item Art7-I-b", "id de item malformado 'Art7-I-b'"),
    ("item Art7-I-b", "tipo de documento desconhecido 'registro_junta'"),
    ("item art7.I.c", "falta a chave obrigatória 'legal_basis'"),
    ("item art7.I.c", "falta a chave obrigatória 'cure'"),
    ("item art7.I.c", "o tipo 'cpf' não tem regra de validade"),
    ("item art7.I.c", "o tipo 'rg' não tem regra de validade"),
    ("item art7.I.c", "exigem holder: person"),
    ("item art7.III.b", "não cita o Art. 7 do id"),
    ("item art7.III.b", "o tipo 'outro' não comprova nada"),
    ("item art7.III.b", "condição com sintaxe inválida 'fleet_size >> 10'"),
    ("item art7.I.f.militar", "'person.' só vale em itens por pessoa"),
    ("item art7.I.e", "valor ou operador incompatível com facts.company_type"),
    ("item art7.I.e", "falta a chave obrigatória 'not_applicable_reason'"),
    ("item art7.I.e", "'otherwise' deve ser o último passo"),
    ("item art7.I.e", "'then' deve ser applicable ou not_applicable, não 'talvez'"),
    ("item art7.II.h", "'negative_required' deve ser true ou false"),
    ("item art7.II.h", "'max_age_days' deve ser um inteiro positivo, não 0"),
    ("item art7.II.h", "falta a chave obrigatória 'basis'"),
    ("item art7.II.h", "'checks' cita o tipo 'cartao_cnpj', que o item não aceita"),
    ("item art7.II.h", "'reason' usa o marcador desconhecido {valor}"),
    ("item art7.II.i", "holder deve ser um de company, person, none, party, não 'pessoa'"),
    ("item art7.II.i", "valor ou operador incompatível com facts.fleet_size"),
]


@pytest.fixture
def broken(tmp_path) -> Path:
    # Named unlike its id on purpose (one of the problems).
    return write(tmp_path, "checklist-quebrado", BROKEN)


def test_every_problem_is_listed(broken):
    problems = validate_checklist_file(broken)
    for where, what in EXPECTED_PROBLEMS:
        prefix = f"{broken}: {where}: " if where else f"{broken}: "
        assert any(p.startswith(prefix) and what in p for p in problems), (where, what, problems)
    assert len(problems) == len(EXPECTED_PROBLEMS), "\n".join(problems)


def test_load_raises_with_all_problems_one_per_line(broken):
    with pytest.raises(ChecklistError) as error:
        load_checklist("checklist-quebrado", extra_dirs=[broken.parent])
    message = str(error.value)
    lines = message.splitlines()
    assert lines[0].startswith("Checklist checklist-quebrado inválido")
    assert lines[1:] == validate_checklist_file(broken)
    assert error.value.exit_code == 4


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("id: [unclosed\n", "YAML inválido"),
        ("- just\n- a list\n", "deve conter um mapeamento"),
    ],
)
def test_unreadable_files(tmp_path, text, what):
    path = write(tmp_path, "ruim", text)
    problems = validate_checklist_file(path)
    assert len(problems) == 1 and what in problems[0]


def test_missing_file_is_a_problem(tmp_path):
    problems = validate_checklist_file(tmp_path / "nada.yaml")
    assert len(problems) == 1 and "não foi possível ler" in problems[0]


@pytest.mark.parametrize(
    ("when", "fact", "applies"),
    [
        ("facts.fleet_size >= 3", {"fleet_size": 3}, True),
        ("facts.fleet_size < 3", {"fleet_size": 3}, False),
        ("facts.company_type != 'sa'", {"company_type": "LTDA"}, True),
        ('facts.company_type == "sa"', {"company_type": "SA"}, True),
        ("facts.foreign == false", {"foreign": True}, False),
    ],
)
def test_condition_syntax(tmp_path, when, fact, applies):
    data = yaml.safe_load(MINIMAL.format(id="cond"))
    data["items"][1]["condition"]["when"] = when
    write(tmp_path, "cond", yaml.safe_dump(data, allow_unicode=True))
    checklist = load_checklist("cond", extra_dirs=[tmp_path])
    condition = checklist.item("art19.p2").condition
    assert condition is not None
    field_name = next(iter(fact))
    assert condition.holds(fact[field_name]) is applies


# --------------------------------------------------------------------------
# The keys the vehicle, driver and SAD checklists use
# --------------------------------------------------------------------------

BROKEN_NEW = """
id: quebrado-novo
title: Teste
municipality: Município Exemplo
state: XX
authority: Secretaria Exemplo
law: Lei de teste
applicant_kind: company
grants: [Algo.]
letterhead: [""]
vehicle:
  types: []
  identity_from: [crlv]
records:
  - id: art14.p1
    legal_basis: Art. 14, § 1º
    label: ITV
    from: [crlv]
    bands:
      - {kinds: [onibus], max_age: dez, value: anual, basis: a}
parameters:
  Minimo-APP: {label: x, unset_reason: x, unset_notice: x}
  app_min: {label: x, unset_reason: "falta {valor}", unset_notice: x, format: reais}
validity:
  crlv: {rule: exercise, previous_year: talvez, field: exercicio, source: teste}
  crv: {rule: none, field: exercicio, source: teste}
  apolice_seguro: {rule: exercise, source: teste}
  certidao_criminal: {rule: days, days: 90, source: teste}
  foto_3x4: {rule: none, source: teste}
  cnh: {rule: printed, source: teste}
items:
  - id: art12.p1
    legal_basis: Art. 12, § 1º
    label: APP
    cure: Trazer.
    accepts: [apolice_seguro]
    holder: company
    positive: talvez
    negative_required: [cnh]
    checks:
      - {type: apolice_seguro, field: valor, minimum_parameter: nao_declarado, reason: x}
      - {type: apolice_seguro, field: valor, minimum: 10, allowed: [a], reason: x}
      - {type: apolice_seguro, field: valor, required: true}
  - id: art19.VI.federal
    legal_basis: Art. 19, VI
    label: Criminal
    cure: Trazer.
    accepts:
      - {type: certidao_criminal, match: {jurisdiction: 3}, count: 0, short: talvez}
    holder: person
  - id: art19.VIII
    legal_basis: Art. 19, VIII
    label: Fotos
    cure: Trazer.
    accepts:
      - {type: foto_3x4, count: 2, short: review}
    per_person: true
    holder: company
  - id: art11.p2
    legal_basis: Art. 11, § 2º
    label: Vida útil
    cure: Trocar.
    accepts: [cnh]
    holder: none
    validity: {expires: talvez, basis: x}
    age:
      max_years: {onibus: -20}
      grace_months: 12
      basis: Art. 11, § 2º
"""

EXPECTED_NEW_PROBLEMS = [
    (None, "'state' deve ser a sigla de um estado (RS, GO, ...), não 'XX'"),
    (None, "'letterhead' deve ser um texto ou uma lista de textos não vazios"),
    ("vehicle", "'types' deve listar os documentos que identificam o veículo"),
    ("vehicle", "'identity_from' cita 'crlv', ausente de 'types'"),
    ("records nº 1", "'max_age' deve ser um inteiro, não 'dez'"),
    ("records nº 1", "falta a chave obrigatória 'unknown'"),
    ("parameters Minimo-APP", "nome de parâmetro malformado"),
    ("parameters app_min", "'format' deve ser um de text, money"),
    ("validity crlv", "'previous_year' deve ser um de ok, review, expired, não 'talvez'"),
    ("validity crv", "'previous_year' e 'field' só valem para a regra 'exercise'"),
    ("validity apolice_seguro", "a regra 'exercise' exige 'field'"),
    ("item art12.p1", "'positive' deve ser um de invalid, review, não 'talvez'"),
    ("item art12.p1", "'minimum_parameter' cita 'nao_declarado', ausente de 'parameters'"),
    ("item art12.p1", "use só uma de allowed, minimum, minimum_parameter, same_as"),
    ("item art12.p1", "falta a chave obrigatória 'unread_reason'"),
    ("item art12.p1", "o tipo 'apolice_seguro' não tem regra de validade"),
    ("item art19.VI.federal", "'match' deve mapear campos a valores"),
    ("item art19.VI.federal", "'count' deve ser um inteiro positivo, não 0"),
    ("item art19.VI.federal", "'short' deve ser um de missing, review"),
    ("item art12.p1", "'negative_required' cita o tipo 'cnh', que o item não aceita"),
    ("item art19.VI.federal", "holder: person fora de itens por pessoa só vale"),
    ("item art19.VIII", "falta a chave obrigatória 'short_reason'"),
    ("item art19.VIII", "exigem holder: person (ou none)"),
    ("item art11.p2", "'expires' deve ser true ou false, não 'talvez'"),
    ("item art11.p2", "'max_years' deve mapear cada tipo a um número de anos positivo"),
    ("item art11.p2", "falta a chave obrigatória 'grace_reason'"),
]


def test_every_problem_of_the_new_keys_is_listed(tmp_path):
    path = write(tmp_path, "quebrado-novo", BROKEN_NEW)
    problems = validate_checklist_file(path)
    for where, what in EXPECTED_NEW_PROBLEMS:
        prefix = f"{path}: {where}: " if where else f"{path}: "
        assert any(p.startswith(prefix) and what in p for p in problems), (where, what, problems)


def test_a_clerks_copy_replaces_the_shipped_checklist(tmp_path):
    """TRIAGEM_CHECKLIST_DIR: other validity days and a letterhead, no code."""
    data = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))
    data["validity"]["comprovante_endereco"]["days"] = 60
    data["letterhead"] = ["Rua Exemplo, 100", "Telefone (55) 0000-0000"]
    write(tmp_path, "sm-fretamento-empresa", yaml.safe_dump(data, allow_unicode=True))
    own = load_checklist("sm-fretamento-empresa", extra_dirs=[tmp_path])
    assert own.validity["comprovante_endereco"].days == 60
    assert own.letterhead == ("Rua Exemplo, 100", "Telefone (55) 0000-0000")
    assert load_checklist("sm-fretamento-empresa").validity["comprovante_endereco"].days == 90
    assert validate_all([tmp_path]) == []
    # A broken copy is reported, not silently replaced by the shipped one.
    data["validity"]["comprovante_endereco"]["days"] = "sessenta"
    write(tmp_path, "sm-fretamento-empresa", yaml.safe_dump(data, allow_unicode=True))
    problems = validate_all([tmp_path])
    assert problems and all(p.startswith(str(tmp_path)) for p in problems)
    assert any("'days' deve ser um inteiro positivo, não 'sessenta'" in p for p in problems)
    with pytest.raises(ChecklistError):
        load_checklist("sm-fretamento-empresa", extra_dirs=[tmp_path])


def test_money_br():
    assert money_br(50000) == "R$ 50.000,00"
    assert money_br(1234567.5) == "R$ 1.234.567,50"
