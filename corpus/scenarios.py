"""Random evaluation petitions for every checklist, on a fixed schedule of scenarios.

``random_plan(seed, index, command)`` is petition ``index`` of corpus
``seed``. Scenarios repeat every ``len(SCHEDULE)`` petitions, so any corpus of
at least that many petitions holds every checklist, every kind of defect the
issue lists and each conditional item both ways (``tests/test_corpus.py``
checks it); each repetition draws other people, documents, defects among the
scenario's alternatives, file layouts and degradations.

Every petition's ``tags`` say what it exercises (``truth.yaml`` ``scenario``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta

from corpus.checkdigits import make_cnpj
from corpus.documents import DocSpec, template_set
from corpus.documents_vehicle import OTHER_COMPANIES
from corpus.people import (
    Cast,
    localise_sad,
    make_cnh_for,
    make_company,
    make_foreigner,
    make_person,
    make_vehicle,
    make_vehicle_as,
)
from corpus.petitions import (
    FilePlan,
    PetitionPlan,
    Slot,
    born_digital_files,
    complete_specs,
    make_cast,
)

# ---------------------------------------------------------------- defect pools (empresa)

_MAY_GO_MISSING = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "crf_fgts",
    "certidao_pis",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "comprovante_contribuicao_sindical",
    "ctps",
    "relacao_veiculos",
    "comprovante_endereco",
    "cartao_cnpj",
    "registro_junta_comercial",
    "folha_corrida",
    "certidao_quitacao_eleitoral",
    "certificado_reservista",
)
_MAY_EXPIRE = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "crf_fgts",
    "certidao_pis",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "folha_corrida",
    "certidao_quitacao_eleitoral",
    "comprovante_contribuicao_sindical",
)
_MAY_BE_POSITIVE = (
    "certidao_federal",
    "certidao_estadual",
    "certidao_municipal",
    "certidao_falencia",
    "certidao_execucoes",
    "certidao_protestos",
    "folha_corrida",
)
_OTHER_COMPANY = ("certidao_federal", "certidao_estadual", "crf_fgts", "certidao_protestos")
_CPEN = ("certidao_federal", "certidao_estadual", "certidao_municipal")
# Types people photograph with a phone rather than scan.
_PHOTOGRAPHED = (
    "rg",
    "cpf",
    "cnh",
    "comprovante_endereco",
    "identidade_estrangeiro",
    "titulo_eleitor",
    "foto_3x4",
    "crlv",
)
# augraphy effects costs 1 to 15 s a page on this machine under load; the corpus
# draws the cheaper ones, on about a third of the scanned files.
_SCANNER_EFFECTS = ("ink_bleed", "subtle_noise", "noise_texturize", "dirty_drum", "letterpress")
_PHOTO_EFFECTS = ("shadow_cast", "lighting_gradient")


@dataclass
class Draft:
    """A petition being planned: its specs, notes and tags, before its files."""

    checklist: str
    cast: Cast
    protocol: date
    company_type: str
    specs: list[DocSpec]
    notes: list[str]
    tags: list[str]

    def find(self, doc_type: str, person: int | None = None, variant: str | None = None) -> int:
        for i, spec in enumerate(self.specs):
            if (
                spec.type == doc_type
                and (person is None or spec.person == person)
                and (variant is None or spec.variant == variant)
            ):
                return i
        raise KeyError(doc_type)

    def change(self, doc_type: str, note: str, tag: str, **changes: object) -> None:
        i = self.find(doc_type)
        self.specs[i] = replace(self.specs[i], **changes)  # type: ignore[arg-type]
        self.notes.append(note)
        self.tags.append(tag)

    def drop(self, doc_type: str, tag: str = "missing", person: int | None = None) -> None:
        del self.specs[self.find(doc_type, person)]
        self.notes.append(f"missing {doc_type}")
        self.tags.append(tag)


# ---------------------------------------------------------------- casts


def _protocol(rng: random.Random, earliest: date = date(2026, 2, 1)) -> date:
    return earliest + timedelta(days=rng.randrange(0, (date(2027, 2, 28) - earliest).days))


def _company_cast(
    rng: random.Random, protocol: date, partner_sex: str = "M", alphanumeric: bool = False
) -> Cast:
    """A fretamento company with one sócio-administrador and a small fleet."""
    used: set[str] = set()
    partner = make_person(rng, partner_sex, protocol, used)
    company = make_company(rng, (partner,), protocol, "ltda", alphanumeric)
    plates: set[str] = set()
    vehicles = tuple(make_vehicle(rng, protocol, plates) for _ in range(rng.randrange(3, 9)))
    employee = make_person(rng, "M", protocol, used, age=(30, 55))
    return Cast(company=company, people=(partner,), employee=employee, vehicles=vehicles)


def _sad_cast(
    rng: random.Random,
    protocol: date,
    sex: str,
    foreign: bool = False,
    category: str = "D",
    ear: bool = True,
    cnh_expired: bool = False,
    rnm_expired: bool = False,
) -> Cast:
    """A pessoa física of Santo Antônio do Descoberto with a firma individual."""
    used: set[str] = set()
    if foreign:
        person = make_foreigner(rng, sex, protocol, used, expired=rnm_expired)
    else:
        person = localise_sad(rng, make_person(rng, sex, protocol, used, age=(28, 55)))
    person = replace(person, cnh=make_cnh_for(rng, person, protocol, category, ear, cnh_expired))
    firm = make_company(rng, (person,), protocol, "ltda")
    # Empresário individual: his civil name plus the activity (Código Civil art. 1.156).
    firm = replace(
        firm,
        name=f"{person.name} Transportes",
        company_type="empresario_individual",
        address=person.address,
        # NIRE: the first two digits are the state's (52 = Goiás).
        nire="52" + "".join(str(rng.randrange(10)) for _ in range(9)),
        inscricao_municipal=f"{rng.randrange(1000, 99999)}-{rng.randrange(10)}",
    )
    plates: set[str] = set()
    van = make_vehicle_as(rng, protocol, plates, kind="microonibus", age=rng.randrange(1, 5))
    return Cast(company=firm, people=(person,), employee=person, vehicles=(van,))


def _sad_specs(cast: Cast, concessionario: bool) -> list[DocSpec]:
    p = cast.people[0]
    specs = [DocSpec("requerimento")]
    if p.foreign:
        specs.append(DocSpec("identidade_estrangeiro", person=0))
    else:
        specs.append(DocSpec("rg", person=0))
    specs += [DocSpec("cpf", person=0), DocSpec("cnh", person=0)]
    if not p.foreign:
        specs.append(DocSpec("titulo_eleitor", person=0))
        if p.sex == "M":
            specs.append(DocSpec("certificado_reservista", person=0))
    specs += [
        DocSpec("certidao_federal", person=0),
        DocSpec("certidao_estadual", person=0),
        DocSpec("certidao_municipal", person=0),
        DocSpec("certidao_criminal", person=0, variant="estadual"),
        DocSpec("certidao_criminal", person=0, variant="federal"),
        DocSpec("certidao_criminal", person=0, variant="eleitoral"),
        DocSpec("atestado_saude", person=0),
        DocSpec("foto_3x4", person=0),
        DocSpec("comprovante_endereco", person=0),
    ]
    if concessionario:
        specs += [
            DocSpec("registro_firma_individual", person=0),
            DocSpec("inscricao_iss", person=0),
        ]
    return specs


# ---------------------------------------------------------------- scenarios


def _empresa(rng: random.Random, cycle: int, variant: int) -> Draft:
    """sm-fretamento-empresa; ``variant`` picks the scenario (0-9)."""
    protocol = _protocol(rng)
    company_type = "sa" if variant == 5 else "ltda"
    if variant == 9:
        sexes: tuple[str, ...] = ("F",) * rng.choice((1, 2))
    elif variant in (0, 4):
        sexes = ("M", "F")
    else:
        sexes = tuple(rng.choice("MMF") for _ in range(rng.choice((1, 2, 2, 3))))
    fleet = rng.randrange(11, 19) if variant in (1, 6) else rng.randrange(2, 11)
    # Alphanumeric CNPJs exist from July 2026 (IN RFB 2.229/2024).
    alnum = variant in (0, 9) and cycle % 2 == 0 or (variant == 3 and cycle % 2 == 1)
    if alnum:
        protocol = max(protocol, date(2026, 10, 1) + timedelta(days=rng.randrange(0, 120)))
    cast = make_cast(
        rng, protocol, sexes=sexes, fleet=fleet, company_type=company_type, alphanumeric_cnpj=alnum
    )
    draft = Draft(
        "sm-fretamento-empresa",
        cast,
        protocol,
        company_type,
        complete_specs(cast, company_type),
        [],
        [],
    )
    tags = draft.tags
    tags.append("sa" if company_type == "sa" else "ltda")
    tags.append("fleet_over_10" if fleet > 10 else "fleet_up_to_10")
    tags += sorted({"female" if s == "F" else "male" for s in sexes})
    if alnum:
        tags.append("alphanumeric_cnpj")
    if variant == 1:
        draft.drop(rng.choice(_MAY_GO_MISSING[:14]))
    elif variant == 2:
        doc = rng.choice(_MAY_EXPIRE)
        draft.change(doc, f"expired {doc}", "expired", expired=True)
        if doc != "certidao_federal":
            draft.change(
                "certidao_federal",
                "certidao_federal CPEN",
                "cpen",
                result="positiva_com_efeitos_de_negativa",
            )
    elif variant == 3:
        doc = rng.choice(_MAY_BE_POSITIVE)
        draft.change(doc, f"positiva {doc}", "positiva", result="positiva")
    elif variant == 4:
        doc = rng.choice(_OTHER_COMPANY)
        draft.change(doc, f"{doc} of another company", "other_company", other_holder=True)
    elif variant == 5:
        doc = rng.choice(_CPEN)
        draft.change(doc, f"{doc} CPEN", "cpen", result="positiva_com_efeitos_de_negativa")
    elif variant == 6:
        draft.drop("comprovante_estacionamento", tag="missing_conditional")
    elif variant == 7:
        tags.append("bad_files")
    elif variant == 8:
        draft.specs.append(DocSpec("certidao_inss"))
        draft.notes.append("old INSS certidão (obsolete) alongside the federal one")
        tags.append("obsolete_inss")
        person = rng.randrange(len(cast.people))
        i = draft.find("folha_corrida", person)
        draft.specs[i] = replace(draft.specs[i], expired=True)
        draft.notes.append("expired folha_corrida of a partner")
        tags.append("expired")
    elif variant == 9:
        draft.drop("certidao_quitacao_eleitoral", person=0)
    if rng.random() < 0.3:
        draft.specs.insert(rng.randrange(1, len(draft.specs)), DocSpec("outro"))
        tags.append("outro_page")
    clean = not any(t in tags for t in ("missing", "expired", "positiva", "other_company"))
    if clean and variant in (0, 5) and rng.random() < 0.5:
        doc = rng.choice(_CPEN)
        if draft.specs[draft.find(doc)].result == "negativa":
            draft.change(doc, f"{doc} CPEN", "cpen", result="positiva_com_efeitos_de_negativa")
    return draft


def _veiculo(rng: random.Random, cycle: int, variant: int) -> Draft:
    """sm-fretamento-veiculo; 0 clean CRV, 1 purchase contract and one defect, 2 Art. 11."""
    # May to December: the CRLV of the protocol year has been issued (a January
    # protocol would turn on each state's licensing calendar).
    protocol = date(2026, 5, 1) + timedelta(days=rng.randrange(0, 233))
    cast = _company_cast(rng, protocol, rng.choice("MF"))
    kind, age = rng.choice(("onibus", "microonibus")), None
    defect = ""
    if variant == 2:
        defect = ("past_useful_life", "not_bus")[cycle % 2]
        if defect == "past_useful_life":
            kind = rng.choice(("onibus", "microonibus"))
            age = (20 if kind == "onibus" else 15) + rng.randrange(2, 5)
        else:
            kind, age = rng.choice(("automovel", "van")), rng.randrange(2, 6)
    use_crv = variant == 0 or (variant == 2 and rng.random() < 0.5)
    if use_crv and age is None:
        age = rng.randrange(7, 13)  # bought before 2021, when paper CRVs ended
    plates: set[str] = set()
    vehicle = make_vehicle_as(rng, protocol, plates, kind=kind, age=age)
    extra: dict[str, str] = {}
    if not use_crv:
        # Bought from another operator; the CRLV still names the seller.
        name, city = rng.choice(OTHER_COMPANIES)
        extra = {"seller": name, "seller_cnpj": make_cnpj(rng), "seller_city": city}
    cast = replace(cast, vehicles=(vehicle,), extra=extra)
    ownership = DocSpec("crv") if use_crv else DocSpec("contrato_compra_venda")
    specs = [DocSpec("requerimento"), ownership, DocSpec("crlv"), DocSpec("apolice_seguro")]
    draft = Draft("sm-fretamento-veiculo", cast, protocol, "ltda", specs, [], [])
    draft.tags += ["crv" if use_crv else "purchase_contract", vehicle.kind]
    if defect:
        draft.notes.append(f"vehicle {defect} ({vehicle.kind}, made {vehicle.year_made})")
        draft.tags.append(defect)
    if variant == 1:
        choice = (
            "unregistered",
            "expired_crlv",
            "other_vehicle",
            "missing_policy",
            "other_company",
            "expired_policy",
        )[cycle % 6]
        if choice == "unregistered":
            draft.change(
                "contrato_compra_venda",
                "purchase contract not registered at RTD",
                "unregistered_contract",
                variant="unregistered",
            )
        elif choice == "expired_crlv":
            draft.change("crlv", "CRLV of an old exercício", "expired", expired=True)
        elif choice == "expired_policy":
            draft.change(
                "apolice_seguro", "APP policy out of its vigência", "expired", expired=True
            )
        elif choice == "other_vehicle":
            draft.change(
                "apolice_seguro",
                "APP policy of another vehicle",
                "other_vehicle",
                variant="other_vehicle",
            )
        elif choice == "missing_policy":
            draft.drop("apolice_seguro")
        else:
            draft.change(
                "contrato_compra_venda",
                "contract buyer is another company",
                "other_company",
                other_holder=True,
            )
    return draft


def _motorista(rng: random.Random, cycle: int, variant: int) -> Draft:
    """sm-fretamento-motorista; 0 clean, 1 CNH category, 2 one other defect."""
    protocol = _protocol(rng)
    cast = _company_cast(rng, protocol)
    used = {cast.people[0].name}
    sex = "F" if (variant == 0 and cycle % 2 == 1) or rng.random() < 0.2 else "M"
    driver = make_person(rng, sex, protocol, used, age=(26, 58))
    category, ear, expired = rng.choice(("D", "AD", "E", "AE")), True, False
    tags: list[str] = ["female" if sex == "F" else "male"]
    notes: list[str] = []
    choice = ""
    if variant == 1:
        category = rng.choice(("B", "AB", "C", "AC"))
        notes.append(f"CNH category {category}")
        tags.append("cnh_wrong_category")
    elif variant == 2:
        choice = (
            "no_ear",
            "points",
            "other_employer",
            "expired_course",
            "expired_cnh",
            "missing_course",
            "positive_folha",
        )[cycle % 7]
        if choice == "no_ear":
            ear = False
            notes.append("CNH without EAR")
            tags.append("cnh_no_ear")
        elif choice == "expired_cnh":
            expired = True
    driver = replace(driver, cnh=make_cnh_for(rng, driver, protocol, category, ear, expired))
    company = cast.company
    cast = replace(cast, people=(driver,), employee=driver)
    specs = [
        DocSpec("requerimento"),
        DocSpec("folha_corrida", person=0),
        DocSpec("cnh", person=0),
        DocSpec("certificado_curso_transporte", person=0),
        DocSpec("certidao_pontuacao_cnh", person=0),
        DocSpec("ctps"),
    ]
    draft = Draft(
        "sm-fretamento-motorista", cast, protocol, company.company_type, specs, notes, tags
    )
    if choice == "points":
        draft.change(
            "certidao_pontuacao_cnh", "points on the CNH record", "positiva", variant="points"
        )
    elif choice == "expired_course":
        draft.change(
            "certificado_curso_transporte",
            "course certificate over five years old",
            "expired",
            expired=True,
        )
    elif choice == "other_employer":
        draft.change("ctps", "CTPS shows another employer", "other_company", other_holder=True)
    elif choice == "expired_cnh":
        draft.notes.append("expired CNH")
        draft.tags.append("expired")
    elif choice == "missing_course":
        draft.drop("certificado_curso_transporte")
    elif choice == "positive_folha":
        draft.change("folha_corrida", "folha corrida positiva", "positiva", result="positiva")
    return draft


def _sad(rng: random.Random, cycle: int, variant: int, concessionario: bool) -> Draft:
    """sad-concessionario / sad-motorista; 0 clean, 1 foreign or female with defects."""
    protocol = _protocol(rng)
    checklist = "sad-concessionario" if concessionario else "sad-motorista"
    foreign = variant == 1 and (concessionario or cycle % 2 == 1)
    sex = ("F", "M")[(cycle + variant + int(concessionario)) % 2]
    category, ear, cnh_expired = "D", True, False
    tags: list[str] = ["female" if sex == "F" else "male", "foreign" if foreign else "brazilian"]
    notes: list[str] = []
    pick = ""
    if variant == 1:
        pick = (
            "criminal_positive",
            "other_person",
            "missing",
            "expired_cnh",
            "no_ear",
            "expired",
            "cpen",
        )[(cycle * 2 + int(not concessionario)) % 7]
        if pick == "expired_cnh":
            cnh_expired = True
            notes.append("expired CNH")
            tags.append("expired")
        elif pick == "no_ear":
            ear = False
            notes.append("CNH without EAR")
            tags.append("cnh_no_ear")
    cast = _sad_cast(rng, protocol, sex, foreign, category, ear, cnh_expired)
    draft = Draft(
        checklist,
        cast,
        protocol,
        "empresario_individual",
        _sad_specs(cast, concessionario),
        notes,
        tags,
    )
    if pick == "criminal_positive":
        court = rng.choice(("estadual", "federal", "eleitoral"))
        i = draft.find("certidao_criminal", variant=court)
        draft.specs[i] = replace(draft.specs[i], result="positiva")
        draft.notes.append(f"certidão criminal {court} positiva")
        draft.tags.append("positiva")
    elif pick == "other_person":
        doc = rng.choice(("certidao_federal", "certidao_municipal", "comprovante_endereco"))
        draft.change(doc, f"{doc} of another person", "other_person", other_holder=True)
    elif pick == "missing":
        doc = rng.choice(
            ("atestado_saude", "foto_3x4", "certidao_estadual")
            + (("registro_firma_individual", "inscricao_iss") if concessionario else ())
        )
        draft.drop(doc)
    elif pick == "expired":
        doc = rng.choice(("certidao_federal", "certidao_estadual", "atestado_saude"))
        draft.change(doc, f"expired {doc}", "expired", expired=True)
    elif pick == "cpen":
        doc = rng.choice(("certidao_federal", "certidao_estadual", "certidao_municipal"))
        draft.change(doc, f"{doc} CPEN", "cpen", result="positiva_com_efeitos_de_negativa")
    if foreign and rng.random() < 0.3:
        cast = replace(
            cast,
            people=(replace(cast.people[0], rnm_valid_until=protocol - timedelta(days=90)),),
        )
        draft.cast = cast
        draft.notes.append("expired CRNM")
        draft.tags.append("expired")
    return draft


Scenario = Callable[[random.Random, int], Draft]

SCHEDULE: tuple[Scenario, ...] = (
    lambda rng, c: _empresa(rng, c, 0),
    lambda rng, c: _veiculo(rng, c, 0),
    lambda rng, c: _empresa(rng, c, 1),
    lambda rng, c: _motorista(rng, c, 0),
    lambda rng, c: _empresa(rng, c, 2),
    lambda rng, c: _sad(rng, c, 0, concessionario=True),
    lambda rng, c: _empresa(rng, c, 3),
    lambda rng, c: _veiculo(rng, c, 1),
    lambda rng, c: _empresa(rng, c, 4),
    lambda rng, c: _motorista(rng, c, 1),
    lambda rng, c: _empresa(rng, c, 5),
    lambda rng, c: _sad(rng, c, 1, concessionario=True),
    lambda rng, c: _empresa(rng, c, 6),
    lambda rng, c: _veiculo(rng, c, 2),
    lambda rng, c: _empresa(rng, c, 7),
    lambda rng, c: _motorista(rng, c, 2),
    lambda rng, c: _empresa(rng, c, 8),
    lambda rng, c: _sad(rng, c, 0, concessionario=False),
    lambda rng, c: _empresa(rng, c, 9),
    lambda rng, c: _sad(rng, c, 1, concessionario=False),
)


# ---------------------------------------------------------------- files


def corpus_files(rng: random.Random, specs: list[DocSpec], cast: Cast, mode: str) -> list[FilePlan]:
    """How an applicant put ``specs`` into files: born-digital, scanned or mixed.

    Scans hold several documents in any order, sometimes with blank separators
    or the empty back sides of a duplex scanner; ID cards and bills are often
    phone photos; some files get augraphy's print and scan defects.
    """
    if mode == "born_digital":
        files = born_digital_files(specs, cast)
        if len(files) > 4 and rng.random() < 0.5:
            # Someone merged a few PDFs into one, in no particular order.
            k = rng.randrange(1, len(files) - 3)
            merged = [s for f in files[k : k + 3] for s in f.slots]
            rng.shuffle(merged)
            files[k : k + 3] = [
                FilePlan(f"{k + 1:02d}_documentos_diversos.pdf", "pdf", tuple(merged))
            ]
        return files
    files: list[FilePlan] = []
    pending: list[Slot] = []
    scanned_share = 1.0 if mode == "scanned" else 0.5
    duplex = rng.random() < 0.25

    def flush() -> None:
        if not pending:
            return
        kind = rng.choice(("scan_pdf", "scan_pdf", "tiff"))
        ext = "pdf" if kind == "scan_pdf" else "tif"
        if rng.random() < 0.4:
            rng.shuffle(pending)
        slots: list[Slot] = []
        for slot in pending:
            slots.append(slot)
            if duplex:
                slots.append(Slot(blank="back"))
            elif rng.random() < 0.12:
                slots.append(Slot(blank="separator"))
        if slots[-1].doc is None and not duplex and rng.random() < 0.5:
            slots.pop()
        effects: tuple[str, ...] = ()
        if rng.random() < 0.35:
            effects = (rng.choice(_SCANNER_EFFECTS),)
        dpi = None
        if kind == "scan_pdf":
            dpi = rng.choices((None, 150, 300), weights=(70, 15, 15))[0]
        files.append(
            FilePlan(
                f"digitalizacao_{len(files) + 1:03d}.{ext}",
                kind,
                tuple(slots),
                dpi=dpi,
                max_skew=rng.uniform(0.6, 3.0),
                effects=effects,
            )
        )
        pending.clear()

    for i, spec in enumerate(specs):
        if rng.random() > scanned_share:
            flush()
            files.append(FilePlan(f"{len(files) + 1:02d}_{spec.type}.pdf", "pdf", (Slot(doc=i),)))
            continue
        rotation = rng.choices((0, 90, 180, 270), weights=(82, 7, 7, 4))[0]
        if spec.type in _PHOTOGRAPHED and rng.random() < 0.7:
            flush()
            photo = rng.random() < 0.7
            effects = (rng.choice(_PHOTO_EFFECTS),) if photo and rng.random() < 0.3 else ()
            # Phones save JPEG; a PNG is a flatbed's "document mode" scan.
            ext, kind = ("png", "png") if not photo and rng.random() < 0.4 else ("jpg", "jpeg")
            files.append(
                FilePlan(
                    f"IMG_{20260000 + rng.randrange(10000):08d}_{len(files) + 1:04d}.{ext}",
                    kind,
                    (Slot(doc=i, rotation=rotation),),
                    colour=True if kind == "jpeg" else None,
                    dpi=rng.choice((200, 250)),
                    max_skew=rng.uniform(0.5, 2.5),
                    photo=photo,
                    effects=effects,
                )
            )
            continue
        pending.append(Slot(doc=i, rotation=rotation))
        if len(pending) >= rng.randrange(2, 7):
            flush()
    flush()
    return files


def _bad_files(
    rng: random.Random, draft: Draft, files: list[FilePlan], always: bool, cycle: int
) -> None:
    """Unreadable uploads: always two (alternating pairs) in the bad-files scenario,
    now and then one or two in any other petition."""
    if always:
        bad = [("corrupt", "encrypted"), ("empty", "unsupported")][cycle % 2]
    elif rng.random() < 0.08:
        bad = rng.sample(("corrupt", "encrypted", "empty", "unsupported"), rng.randrange(1, 3))
    else:
        return
    for kind in bad:
        doc = None
        if kind in ("corrupt", "encrypted"):
            # A second copy of a document that is also uploaded readable.
            existing = [s for s in draft.specs if s.type not in ("requerimento", "outro")]
            copy = rng.choice(existing)
            draft.specs.append(copy)
            doc = len(draft.specs) - 1
        ext = "xlsx" if kind == "unsupported" else "pdf"
        files.append(
            FilePlan(
                f"upload_{kind}_{len(files) + 1:02d}.{ext}",
                kind,
                (Slot(doc=doc),) if doc is not None else (),
            )
        )
    draft.notes.append("unreadable files: " + ", ".join(bad))
    for kind in bad:
        draft.tags.append(f"bad_file_{kind}")


# ---------------------------------------------------------------- entry point


def random_plan(seed: int, index: int, command: str, heldout: bool | str = False) -> PetitionPlan:
    """Petition ``index`` of corpus ``seed``; ``heldout`` renders it with the held-out
    templates (``True`` or ``"heldout"``: the first set; ``"heldout2"`` to
    ``"heldout7"``: the sets by other hands)."""
    rng = random.Random(f"corpus:{seed}:{index}")
    cycle, slot = divmod(index, len(SCHEDULE))
    draft = SCHEDULE[slot](rng, cycle)
    mode = rng.choices(("born_digital", "scanned", "mixed"), weights=(40, 35, 25))[0]
    if draft.checklist != "sm-fretamento-empresa" and mode == "born_digital" and rng.random() < 0.5:
        # A driver or a candidate mostly brings photocopies and phone photos.
        mode = "scanned"
    files = corpus_files(rng, draft.specs, draft.cast, mode)
    _bad_files(rng, draft, files, always="bad_files" in draft.tags, cycle=cycle)
    draft.tags.append(mode)
    set_name = template_set(heldout)
    prefix = set_name or "corpus"
    if set_name:
        draft.tags.append(set_name)
    # The first set keeps its plans' value (True), and so its petitions' bytes.
    heldout = True if set_name == "heldout" else (set_name or False)
    return PetitionPlan(
        petition_id=f"{prefix}-{seed}-{index:04d}",
        seed=seed * 10_000 + index,
        protocol=draft.protocol,
        cast=draft.cast,
        company_type=draft.company_type,
        specs=tuple(draft.specs),
        files=tuple(files),
        command=command,
        description=f"Random {draft.checklist} petition ({mode}); "
        + ("; ".join(draft.notes) if draft.notes else "no defects"),
        checklist=draft.checklist,
        heldout=heldout,
        tags=tuple(dict.fromkeys(draft.tags)),
    )


__all__ = ["SCHEDULE", "corpus_files", "random_plan"]
