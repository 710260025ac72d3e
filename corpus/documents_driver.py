"""Renderers for a driver's documents (Santa Maria 2018, Art. 18 and 20; SAD Art. 19, II).

The CNH of the model in force since June 2022 (labels of reference §6.3), the
certificate of the specialised course for collective passenger transport
(Res. CONTRAN 789/2020: 50 hours, valid five years) and the DETRAN
certidão of the driver's record (points in the last twelve months).

The driver is ``Cast.people[spec.person]`` and carries a ``people.CNH``.
"""

from __future__ import annotations

import random
from datetime import timedelta

from corpus import dates, graphics
from corpus.documents import (
    Context,
    DocSpec,
    Rendered,
    _digits,
    _fields,
    _hex_code,
    _html,
    _person,
    _recent,
    _status,
    _time,
    _undated,
    renderer,
)

# Infractions a bus driver may have (CTB article, nature, points: Lei 14.071/2020).
_INFRACTIONS = (
    ("218-I", "Média", 4),
    ("181-XVII", "Leve", 3),
    ("230-V", "Gravíssima", 7),
    ("252-VI", "Gravíssima", 7),
    ("208", "Gravíssima", 7),
    ("169", "Leve", 3),
)


@renderer("cnh")
def cnh(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Valid only for category D or E with "EAR" (SM Art. 18 and 20, II;
    SAD Art. 19, II "categoria profissional"); expired past "4b VALIDADE"."""
    p = _person(ctx, spec)
    if p.cnh is None:
        raise ValueError(f"{p.name} holds no CNH")
    card = p.cnh
    observations = ["EAR"] if card.ear else []
    if rng.random() < 0.4:
        observations.insert(0, "A")  # lentes corretivas
    if card.ear and rng.random() < 0.3:
        observations.append("CURSO TRANSP. COLETIVO PASSAG.")
    html = _html(
        ctx,
        "cnh.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9, 9.5),
        p=p,
        cnh=card,
        birth_uf=p.birth_uf or p.nationality,
        id_doc=f"{p.rnm} PF" if p.foreign else f"{p.rg} SSP {p.uf}",
        nationality="BRASILEIRO(A)" if not p.foreign else p.nationality,
        observations=" ".join(observations) if observations else "*****",
        place=f"{'SANTA MARIA, RS' if p.uf == 'RS' else 'SANTO ANTONIO DO DESCOBERTO, GO'}",
        photo=graphics.photo(),
        qr=graphics.qr_code(rng, size=80),
    )
    # The card itself carries the defect (made by people.make_cnh_for): a
    # category other than D/E or no EAR fails the law; a past "4b VALIDADE" expires.
    if not card.professional:
        status = "invalid"
    elif card.valid_until < ctx.protocol or spec.expired:
        status = "expired"
    else:
        status = "valid"
    return Rendered(
        spec,
        html,
        _fields(
            name=p.upper,
            cpf=p.cpf,
            issued_on=card.issued,
            valid_until=card.valid_until,
            cnh_category=card.category,
            paid_activity=card.ear,
        ),
        status,
        "cnh_2022",
        person_cpf=p.cpf,
        scan_dpi=250,
        extra={"registro": card.number, "first": card.first.isoformat()},
    )


@renderer("certificado_curso_transporte")
def certificado_curso_transporte(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Res. CONTRAN 789/2020: 50 h initial course, valid 5 years (then 16 h update)."""
    p = _person(ctx, spec)
    if spec.expired:
        finished = ctx.protocol - timedelta(days=rng.randrange(5 * 365 + 60, 8 * 365))
    else:
        finished = _recent(ctx, rng, 30, 4 * 365)
    update = rng.random() < 0.3
    hours = 16 if update else 50
    start = finished - timedelta(days=rng.randrange(4, 12) if update else rng.randrange(10, 40))
    valid_until = dates.years_later(finished, 5)
    printed_end = rng.random() < 0.6
    issuer, issuer_sub, city = rng.choice(
        (
            (
                "SEST SENAT",
                "Serviço Social do Transporte / Serviço Nacional de Aprendizagem do Transporte",
                "Santa Maria",
            ),
            (
                "CENTRO DE FORMAÇÃO DE CONDUTORES CAMOBI LTDA",
                "CFC credenciado pelo DETRAN/RS",
                "Santa Maria",
            ),
        )
    )
    course = (
        "Curso de Atualização para Condutores de Veículos de Transporte Coletivo de Passageiros"
        if update
        else "Curso Especializado para Condutores de Veículos de Transporte Coletivo de Passageiros"
    )
    html = _html(
        ctx,
        "certificado_curso_transporte.html",
        rng,
        ("DejaVu Serif", "Liberation Serif", "Liberation Sans"),
        (10.5, 11),
        p=p,
        cnh_number=p.cnh.number if p.cnh else _digits(rng, 11),
        course=course,
        hours=hours,
        start=start,
        finished=finished,
        modality=rng.choice(("presencial", "a distância (EaD)")),
        number=f"{finished.year}/{_digits(rng, 6)}",
        validity_text=dates.num(valid_until)
        if printed_end
        else "5 (cinco) anos a contar da conclusão",
        issuer=issuer,
        issuer_sub=issuer_sub,
        city=city,
        code=_hex_code(rng, 3),
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=p.upper,
            cpf=p.cpf,
            issued_on=finished,
            valid_until=valid_until,
        ),
        _status(spec),
        "atualizacao" if update else "curso_50h",
        person_cpf=p.cpf,
        extra={"validity_style": "end_date" if printed_end else "relative", "hours": hours},
    )


@renderer("certidao_pontuacao_cnh")
def certidao_pontuacao_cnh(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """SM Art. 20, IV "Negativa de pontos": with points (variant "points",
    result positiva) it is not negative, so invalid."""
    p = _person(ctx, spec)
    if p.cnh is None:
        raise ValueError(f"{p.name} holds no CNH")
    issued = _undated(ctx, spec, rng, (2, 25))
    infractions = []
    if spec.variant == "points":
        for _ in range(rng.randrange(1, 4)):
            code, nature, points = rng.choice(_INFRACTIONS)
            infractions.append(
                {
                    "date": dates.num(issued - timedelta(days=rng.randrange(20, 330))),
                    "auto": f"{rng.choice('ABCDEFGH')}{_digits(rng, 9)}",
                    "code": f"Art. {code} CTB",
                    "nature": nature,
                    "points": points,
                }
            )
    points = sum(x["points"] for x in infractions)
    result = "positiva" if infractions else "negativa"
    title = rng.choice(
        ("CERTIDÃO DE PRONTUÁRIO DO CONDUTOR", "CERTIDÃO NEGATIVA DE PONTOS")
        if not infractions
        else ("CERTIDÃO DE PRONTUÁRIO DO CONDUTOR", "EXTRATO DE PONTUAÇÃO")
    )
    html = _html(
        ctx,
        "certidao_pontuacao_cnh.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (10, 10.5),
        p=p,
        cnh=p.cnh,
        title=title,
        number=f"{issued.year}{_digits(rng, 8)}",
        points=points,
        infractions=infractions,
        issued=issued,
        time=_time(rng),
        code=_hex_code(rng, 4),
        emblem=graphics.emblem(50, "#1d3f73"),
    )
    status = "invalid" if infractions else _status(spec)
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, cpf=p.cpf, issued_on=issued, result=result),
        status,
        "prontuario_detran",
        person_cpf=p.cpf,
        extra={"points": points},
    )
