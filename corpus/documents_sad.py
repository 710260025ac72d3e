"""Renderers for a pessoa física applicant in Santo Antônio do Descoberto (GO).

SAD Art. 19: identity and CPF, CNH, título de eleitor, reservista, negative
certidões of the three Fazendas, criminal certidões of the Justiça Comum,
Federal and Eleitoral, carteira de saúde, two 3x4 photos, proof of residence;
§ 1º firma individual and ISS registration (concessionário); § 2º the
foreigner's permanent identity card. Also the requerimentos of the
checklists other than sm-fretamento-empresa.

Where the reference marks a layout as unverified (the TJGO criminal
certidão, the municipal certidão and ISS registration of Santo Antônio do
Descoberto, the health certificate) the layout is plausible, not copied; the
Goiás state certidão follows IN 405/99-GSF (60 days, reference §2.2).
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from corpus import checkdigits as cd
from corpus import dates, graphics
from corpus.documents import (
    Context,
    DocSpec,
    Rendered,
    _dated_validity,
    _digits,
    _fields,
    _hex_code,
    _holder_person,
    _html,
    _person,
    _process_number,
    _recent,
    _result_words,
    _role,
    _signer,
    _status,
    _time,
    _undated,
    renderer,
)
from corpus.people import Person

JURISDICTIONS = ("estadual", "federal", "eleitoral")
_MARITAL = {
    "solteiro": ("solteiro", "solteira"),
    "casado": ("casado", "casada"),
    "divorciado": ("divorciado", "divorciada"),
}


def _applicant(ctx: Context, spec: DocSpec) -> Person:
    return _person(ctx, replace(spec, person=spec.person or 0))


def _nationality(p: Person) -> str:
    return p.nationality.lower() if p.foreign else p.g("brasileiro", "brasileira")


# ---------------------------------------------------------------- requerimentos


def requerimento_other(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """The requerimento of a vehicle, driver or SAD petition."""
    issued = _recent(ctx, rng, 0, 6)
    c = ctx.cast.company
    if ctx.checklist == "sm-fretamento-veiculo":
        signer = _signer(c)
        html = _html(
            ctx,
            "requerimento_veiculo.html",
            rng,
            ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
            (11, 11.5, 12),
            c=c,
            signer=signer,
            role=_role(c, signer),
            v=ctx.cast.vehicles[0],
            issued=issued,
        )
        fields = _fields(name=c.upper, cnpj=c.cnpj, cpf=signer.cpf, issued_on=issued)
    elif ctx.checklist == "sm-fretamento-motorista":
        signer = _signer(c)
        p = ctx.cast.people[0]
        html = _html(
            ctx,
            "requerimento_motorista.html",
            rng,
            ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
            (11, 11.5, 12),
            c=c,
            signer=signer,
            role=_role(c, signer),
            p=p,
            issued=issued,
        )
        # Both the signer's and the driver's CPF are printed: neither is asserted.
        fields = _fields(name=c.upper, cnpj=c.cnpj, issued_on=issued)
    else:
        p = ctx.cast.people[0]
        what = (
            "sua inscrição como candidat" + p.g("o", "a") + " a concessionári" + p.g("o", "a")
            if ctx.checklist == "sad-concessionario"
            else "sua matrícula como motorista do serviço de transporte coletivo de passageiros"
        )
        html = _html(
            ctx,
            "requerimento_sad.html",
            rng,
            ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
            (11, 11.5, 12),
            p=p,
            nationality=_nationality(p),
            what=what,
            issued=issued,
            phone=f"{_digits(rng, 4)}-{_digits(rng, 4)}",
        )
        fields = _fields(name=p.upper, cpf=p.cpf, issued_on=issued)
    return Rendered(spec, html, fields, "valid", f"requerimento_{ctx.checklist}")


# ---------------------------------------------------------------- fiscal certidões (person)


def certidao_estadual_go(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Goiás, IN 405/99-GSF as amended by IN 1173/13: valid 60 days."""
    issued, valid_until = _dated_validity(ctx, spec, rng, 60, (4, 40))
    name, cpf = _holder_person(ctx, spec, rng)
    relative = rng.random() < 0.5
    html = _html(
        ctx,
        "certidao_estadual_go.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (10, 10.5),
        name=name,
        cpf=cpf,
        cnpj=None,
        result=spec.result,
        words=_result_words(spec.result),
        issued=issued,
        valid_until=valid_until,
        relative=relative,
        time=_time(rng),
        number=f"{_digits(rng, 8)}/{issued.year}",
        code=_hex_code(rng, 4),
        emblem=graphics.emblem(50, "#1a4d8c"),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cpf=cpf, issued_on=issued, valid_until=valid_until, result=spec.result),
        _status(spec),
        "certidao_divida_ativa_go",
        person_cpf=_applicant(ctx, spec).cpf,
        extra={"validity_style": "relative" if relative else "end_date"},
    )


def certidao_municipal_sad(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    issued, valid_until = _dated_validity(ctx, spec, rng, 30, (2, 20))
    name, cpf = _holder_person(ctx, spec, rng)
    p = _applicant(ctx, spec)
    html = _html(
        ctx,
        "certidao_municipal_sad.html",
        rng,
        ("Liberation Serif", "DejaVu Serif"),
        (10.5, 11),
        name=name,
        cpf=cpf,
        cnpj=None,
        address=p.address.full,
        result=spec.result,
        issued=issued,
        valid_until=valid_until,
        code=_hex_code(rng, 3),
        emblem=graphics.emblem(56, "#7a5a10"),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cpf=cpf, issued_on=issued, valid_until=valid_until, result=spec.result),
        _status(spec),
        "certidao_municipal_sad",
        person_cpf=p.cpf,
    )


def comprovante_residencia(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """A water bill in the applicant's name (SAD Art. 19, IX); 'other_holder'
    puts it in someone else's name."""
    p = _applicant(ctx, spec)
    issued = _undated(ctx, spec, rng, (10, 40))
    reference = (issued.replace(day=1) - timedelta(days=1)).replace(day=1)
    name, cpf = (p.upper, p.cpf) if not spec.other_holder else _holder_person(ctx, spec, rng)
    m3 = rng.randrange(6, 28)
    water = m3 * rng.uniform(4.5, 6.5)
    html = _html(
        ctx,
        "comprovante_residencia.html",
        rng,
        ("DejaVu Sans Condensed", "Liberation Sans"),
        (9, 9.5),
        name=name,
        cpf=cpf,
        address=p.address,
        issued=issued,
        reference=reference,
        due=issued + timedelta(days=rng.randrange(8, 15)),
        reading=issued - timedelta(days=rng.randrange(2, 6)),
        next_reading=issued + timedelta(days=rng.randrange(26, 32)),
        uc=_digits(rng, 9),
        meter=f"Y{_digits(rng, 2)}S{_digits(rng, 6)}",
        m3=m3,
        water=f"{water:.2f}".replace(".", ","),
        sewage=f"{water * 0.8:.2f}".replace(".", ","),
        total=f"{water * 1.8:.2f}".replace(".", ","),
        barcode=graphics.barcode(rng),
        digitable=" ".join(_digits(rng, 12) for _ in range(4)),
        issuer_cnpj=cd.make_cnpj(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cpf=cpf, issued_on=issued),
        _status(spec),
        "fatura_agua",
        person_cpf=p.cpf,
        extra={"reference_month": reference.strftime("%Y-%m")},
    )


# ---------------------------------------------------------------- personal documents


@renderer("titulo_eleitor")
def titulo_eleitor(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _applicant(ctx, spec)
    issued = dates.years_later(p.birth, 18) + timedelta(days=rng.randrange(30, 3000))
    issued = min(issued, ctx.protocol - timedelta(days=200))
    html = _html(
        ctx,
        "titulo_eleitor.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (10, 10.5),
        p=p,
        tre="GOIÁS" if p.uf == "GO" else "RIO GRANDE DO SUL",
        city="Santo Antônio do Descoberto" if p.uf == "GO" else "Santa Maria",
        issued=issued,
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, issued_on=issued),
        "valid",
        "titulo_papel",
        person_cpf=p.cpf,
        extra={"titulo": p.titulo},
    )


@renderer("atestado_saude")
def atestado_saude(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _applicant(ctx, spec)
    issued = _undated(ctx, spec, rng, (3, 28))
    doctor_sex = rng.choice("MF")
    from corpus.people import make_name

    doctor = ("Dr. " if doctor_sex == "M" else "Dra. ") + make_name(rng, doctor_sex)
    html = _html(
        ctx,
        "atestado_saude.html",
        rng,
        ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
        (11, 11.5),
        p=p,
        clinic=rng.choice(("CLÍNICA SÃO LUCAS MEDICINA DO TRABALHO", "CENTRO MÉDICO DESCOBERTO")),
        clinic_address="Avenida 1, Qd. 4, Lt. 12, Setor Central, Santo Antônio do Descoberto/GO",
        phone=_digits(rng, 4),
        purpose=rng.choice(
            ("matrícula junto à Divisão de Transportes", "apresentação à Prefeitura Municipal")
        ),
        city="Santo Antônio do Descoberto",
        issued=issued,
        doctor=doctor,
        doctor_suffix="o" if doctor_sex == "M" else "a",
        crm=f"{rng.randrange(5000, 32000)}",
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, cpf=p.cpf, issued_on=issued),
        _status(spec),
        "atestado_medico",
        person_cpf=p.cpf,
    )


@renderer("foto_3x4")
def foto_3x4(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """SAD Art. 19, VIII: "02 fotografias 3x4 recentes", stapled to a sheet."""
    p = _applicant(ctx, spec)
    label = rng.choice(("FOTOGRAFIAS 3X4", "", "Anexo: 02 (duas) fotografias 3x4 recentes"))
    caption = rng.choice((p.upper, "", p.name))
    shade = rng.choice(("#8d8d8d", "#9a9a9a", "#7d7d7d"))
    photos = [graphics.photo(113, 151, shade) for _ in range(2)]
    html = _html(
        ctx,
        "foto_3x4.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (11, 12),
        label=label,
        caption=caption,
        photos=photos,
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper if caption else None),
        "valid",
        "duas_fotos",
        person_cpf=p.cpf,
    )


@renderer("registro_firma_individual")
def registro_firma_individual(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _applicant(ctx, spec)
    c = ctx.cast.company
    registered = c.last_act_registered
    html = _html(
        ctx,
        "registro_firma_individual.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9.5, 10),
        p=p,
        firm=c.upper,
        cnpj=c.cnpj,
        nire=c.nire,
        nationality=_nationality(p).upper(),
        marital=_MARITAL[p.marital][0 if p.sex == "M" else 1].upper(),
        id_doc=f"RNM {p.rnm} - PF" if p.foreign else f"RG {p.rg} - SSP/{p.uf}",
        capital=c.capital,
        started=c.opened,
        signed=c.last_act,
        registered=registered,
        city="Santo Antônio do Descoberto",
        protocol_no=c.junta_protocol,
        emblem=graphics.emblem(50, "#1c4f8a"),
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, cpf=p.cpf, issued_on=registered),
        "valid",
        "requerimento_empresario",
        person_cpf=p.cpf,
        extra={"nire": c.nire},
    )


@renderer("inscricao_iss")
def inscricao_iss(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _applicant(ctx, spec)
    c = ctx.cast.company
    issued = _recent(ctx, rng, 2, 40)
    inscribed = c.opened + timedelta(days=rng.randrange(5, 40))
    html = _html(
        ctx,
        "inscricao_iss.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (10, 10.5),
        p=p,
        firm=c.upper,
        cnpj=c.cnpj,
        number=c.inscricao_municipal,
        regime=rng.choice(("ISS fixo anual (autônomo)", "ISS estimado")),
        inscribed=inscribed,
        issued=issued,
        emblem=graphics.emblem(52, "#7a5a10"),
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, cpf=p.cpf, issued_on=issued),
        "valid",
        "ficha_cadastro_mobiliario",
        person_cpf=p.cpf,
        extra={"inscricao_municipal": c.inscricao_municipal, "inscribed": inscribed.isoformat()},
    )


@renderer("identidade_estrangeiro")
def identidade_estrangeiro(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _applicant(ctx, spec)
    if not p.foreign:
        raise ValueError(f"{p.name} is not a foreign national")
    words = p.upper.split()
    html = _html(
        ctx,
        "identidade_estrangeiro.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9, 9.5),
        p=p,
        given=words[0],
        surname=" ".join(words[1:]),
        basis=rng.choice(
            ("ART. 30, II, b, LEI 13.445/17", "RES. CNIG 126/2017", "ACORDO MERCOSUL")
        ),
        photo=graphics.photo(),
    )
    status = "expired" if p.rnm_valid_until and p.rnm_valid_until < ctx.protocol else "valid"
    return Rendered(
        spec,
        html,
        _fields(
            name=p.upper,
            cpf=p.cpf,
            issued_on=p.rnm_issued,
            valid_until=p.rnm_valid_until,
        ),
        status,
        "crnm",
        person_cpf=p.cpf,
        scan_dpi=250,
        extra={"rnm": p.rnm, "nationality": p.nationality},
    )


@renderer("certidao_criminal")
def certidao_criminal(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """SAD Art. 19, VI (and § 2º for the federal one): ``spec.variant`` is the
    court (estadual | federal | eleitoral). A positive one goes to review (Art. 16, § 1º)."""
    jurisdiction = spec.variant or "estadual"
    if jurisdiction not in JURISDICTIONS:
        raise ValueError(f"unknown jurisdiction {jurisdiction!r}")
    p = _applicant(ctx, spec)
    issued = _undated(ctx, spec, rng, (3, 28))
    name, cpf = _holder_person(ctx, spec, rng)
    result = "positiva" if spec.result == "positiva" else "negativa"
    place = {
        "federal": "Goiânia",
        "eleitoral": "Brasília",
        "estadual": "Santo Antônio do Descoberto",
    }[jurisdiction]
    html = _html(
        ctx,
        "certidao_criminal.html",
        rng,
        ("DejaVu Serif", "Liberation Serif", "Liberation Sans"),
        (10.5, 11),
        jurisdiction=jurisdiction,
        name=name,
        cpf=cpf,
        mother=p.mother if not spec.other_holder and jurisdiction != "federal" else "",
        birth=p.birth if not spec.other_holder else None,
        titulo=p.titulo if jurisdiction == "eleitoral" and not spec.other_holder else "",
        result=result,
        issued=issued,
        time=_time(rng),
        number=f"{_digits(rng, 7)}/{issued.year}",
        code=_hex_code(rng, 4),
        process=_process_number(rng, issued).replace(".8.21.0027", ".4.01.3500"),
        place=place,
        emblem=graphics.emblem(50),
    )
    status = _status(spec)
    if result == "positiva" and not spec.other_holder:
        # Art. 16 bars only the convicted; with a pending case the Administration
        # decides (§ 1º): a clerk must weigh a positive certidão.
        status = "review"
    return Rendered(
        spec,
        html,
        _fields(name=name, cpf=cpf, issued_on=issued, result=result, jurisdiction=jurisdiction),
        status,
        f"certidao_criminal_{jurisdiction}",
        person_cpf=p.cpf,
    )


__all__ = [
    "JURISDICTIONS",
    "certidao_estadual_go",
    "certidao_municipal_sad",
    "comprovante_residencia",
    "requerimento_other",
]
