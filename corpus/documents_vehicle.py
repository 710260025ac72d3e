"""Renderers for the vehicle registration (Santa Maria 2018, Art. 11 to 13).

CRLV-e (Res. CONTRAN 809/2020), the paper CRV of vehicles registered before
2021, a purchase contract registered at the Registro de Títulos e Documentos
and an APP insurance policy, with the labels of reference §8.1 and §8.2.
The vehicle is ``Cast.vehicles[0]``; the owner is the applicant company.

Validity: the CRLV is valid for its EXERCÍCIO (a current one is this year's;
an expired one is two years old, past any state's licensing deadline); the
policy for its printed vigência.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from corpus import checkdigits as cd
from corpus import dates, graphics
from corpus.documents import (
    Context,
    DocSpec,
    Rendered,
    _digits,
    _fields,
    _hex_code,
    _html,
    _recent,
    _role,
    _signer,
    _status,
    renderer,
)
from corpus.people import Vehicle

# Art. 11, § 2º: useful life counted from the year of manufacture.
USEFUL_LIFE = {"onibus": 20, "microonibus": 15}
OTHER_COMPANIES = (
    ("TRANSPORTES SERRANO LTDA", "Caxias do Sul/RS"),
    ("EXPRESSO MINUANO LTDA", "Pelotas/RS"),
    ("VIAÇÃO TRÊS PASSOS LTDA", "Três Passos/RS"),
    ("ROTA DO SOL TURISMO LTDA", "Passo Fundo/RS"),
)


def vehicle_defects(v: Vehicle, protocol: date) -> tuple[str, ...]:
    """What Art. 11 says about ``v``: "not_bus" (§ 1º), "past_useful_life" (§ 2º)."""
    out = []
    if v.kind not in USEFUL_LIFE:
        out.append("not_bus")
    elif protocol.year - v.year_made >= USEFUL_LIFE[v.kind]:
        out.append("past_useful_life")
    return tuple(out)


def _vehicle_fields(v: Vehicle) -> dict[str, object]:
    return {
        "plate": v.plate,
        "renavam": v.renavam,
        "manufacture_year": v.year_made,
        "vehicle_kind": v.vehicle_kind,
    }


def seller_of(ctx: Context) -> tuple[str, str, str] | None:
    """The company that sold the vehicle, when the petition proves ownership by a
    purchase contract (``Cast.extra``): the CRLV is still in its name."""
    extra = ctx.cast.extra
    if "seller" not in extra:
        return None
    return extra["seller"], extra["seller_cnpj"], extra["seller_city"]


def _owner(ctx: Context, spec: DocSpec, rng: random.Random) -> tuple[str, str, str]:
    """Owner name, CNPJ and city: the applicant, or another company (invalid)."""
    c = ctx.cast.company
    if not spec.other_holder:
        return c.upper, c.cnpj, c.address.full
    name, city = rng.choice(OTHER_COMPANIES)
    return name, cd.make_cnpj(rng), f"Rua Sete de Setembro, {rng.randrange(10, 2000)}, {city}"


def _technical(rng: random.Random, v: Vehicle) -> dict[str, str]:
    big = v.kind == "onibus"
    return {
        "fuel": "DIESEL" if v.kind in USEFUL_LIFE else rng.choice(("ALCOOL/GASOLINA", "FLEX")),
        "capacity": f"{v.seats}P" if v.kind in USEFUL_LIFE else "0,00T",
        "power": f"{rng.randrange(150, 380)}CV/{rng.randrange(4800, 12000)}"
        if v.kind in USEFUL_LIFE
        else f"{rng.randrange(100, 130)}CV/1796",
        "weight": f"{rng.randrange(160, 190) / 10:.2f}T"
        if big
        else f"{rng.randrange(50, 90) / 10:.2f}T",
        "engine": "".join(rng.choice("0123456789ABCDEFGHJK") for _ in range(11)),
        "cmt": f"{rng.randrange(180, 260) / 10:.2f}"
        if big
        else f"{rng.randrange(60, 110) / 10:.2f}",
        "axles": "2" if not big else rng.choice(("2", "2", "3")),
    }


@renderer("crlv")
def crlv(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    v = ctx.cast.vehicles[0]
    if spec.expired:
        exercise = ctx.protocol.year - 2
        issued = date(exercise, rng.randrange(3, 11), rng.randrange(1, 28))
    else:
        issued = _recent(ctx, rng, 5, 90)
        issued = max(issued, date(ctx.protocol.year, 1, 15))
        exercise = issued.year
    owner, owner_cnpj, _ = _owner(ctx, spec, rng)
    seller = seller_of(ctx)
    if seller is not None:
        # Bought by contract, not yet transferred: the CRLV names the seller.
        owner, owner_cnpj = seller[0], seller[1]
    previous = "*.*"
    if v.plate[4] in "ABCDEFGHIJ" and v.year_made < 2019:
        # A converted Mercosul plate: the old one is printed as "placa anterior".
        old = v.plate[:4] + str("ABCDEFGHIJ".index(v.plate[4])) + v.plate[5:]
        previous = f"{old[:3]}{old[3:]}/RS"
    html = _html(
        ctx,
        "crlv.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (8.5, 9),
        v=v,
        exercise=exercise,
        issued=issued,
        owner=owner,
        owner_cnpj=owner_cnpj,
        crv_number=_digits(rng, 12),
        cla=_digits(rng, 11),
        previous_plate=previous,
        remarks=rng.choice(("*.*", "VEÍCULO DE ALUGUEL - TRANSPORTE DE PASSAGEIROS", "*.*")),
        signature_hash=_hex_code(rng, 8).replace(".", ""),
        qr=graphics.qr_code(rng, size=80),
        emblem=graphics.emblem(54),
        **_technical(rng, v),
    )
    return Rendered(
        spec,
        html,
        _fields(name=owner, cnpj=owner_cnpj, issued_on=issued, **_vehicle_fields(v)),
        _status(spec),
        "crlv_e",
        scan_dpi=250,
        extra={"exercise": exercise},
        defects=vehicle_defects(v, ctx.protocol),
    )


@renderer("crv")
def crv(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    # Paper CRVs were issued until 03/01/2021, when the CRLV-e absorbed them.
    v = ctx.cast.vehicles[0]
    first = max(date(v.year_made, 3, 1), date(2012, 1, 1))
    last = date(2020, 12, 15)
    if first >= last:
        raise ValueError("a paper CRV needs a vehicle bought before 2021")
    issued = first + timedelta(days=rng.randrange((last - first).days))
    owner, owner_cnpj, owner_address = _owner(ctx, spec, rng)
    html = _html(
        ctx,
        "crv.html",
        rng,
        ("DejaVu Sans", "Liberation Sans", "DejaVu Serif"),
        (9, 9.5),
        v=v,
        issued=issued,
        owner=owner,
        owner_cnpj=owner_cnpj,
        owner_address=owner_address,
        crv_number=_digits(rng, 12),
        via=rng.choice(("1ª", "1ª", "2ª")),
        remarks=rng.choice(("NADA CONSTA", "ALIENAÇÃO FIDUCIÁRIA BAIXADA", "NADA CONSTA")),
        fuel="DIESEL" if v.kind in USEFUL_LIFE else "ALCOOL/GASOLINA",
    )
    return Rendered(
        spec,
        html,
        _fields(name=owner, cnpj=owner_cnpj, issued_on=issued, **_vehicle_fields(v)),
        _status(spec),
        "crv_papel",
        scan_dpi=250,
        defects=vehicle_defects(v, ctx.protocol),
    )


@renderer("contrato_compra_venda")
def contrato_compra_venda(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Art. 12, I: "devidamente registrado no Ofício de Registro de Títulos e
    Documentos"; variant "unregistered" lacks the registry's stamp (invalid)."""
    v = ctx.cast.vehicles[0]
    c = ctx.cast.company
    signed = _recent(ctx, rng, 20, 300)
    seller_info = seller_of(ctx)
    if seller_info is None:
        other_name, other_city = rng.choice(OTHER_COMPANIES)
        seller_info = (other_name, cd.make_cnpj(rng), other_city)
    seller, seller_cnpj, seller_city = seller_info
    buyer, buyer_cnpj, buyer_address = _owner(ctx, spec, rng)
    signer = _signer(c)
    registered = spec.variant != "unregistered"
    price = rng.randrange(18, 90) * 10_000 if v.kind == "onibus" else rng.randrange(9, 40) * 10_000
    html = _html(
        ctx,
        "contrato_compra_venda.html",
        rng,
        ("Liberation Serif", "DejaVu Serif"),
        (10.5, 11),
        v=v,
        seller=seller,
        seller_cnpj=seller_cnpj,
        seller_city=seller_city,
        buyer=buyer,
        buyer_cnpj=buyer_cnpj,
        buyer_address=buyer_address,
        signer=signer,
        role=_role(c, signer),
        signed=signed,
        price=price,
        payment=rng.choice(("à vista, por transferência bancária", "em moeda corrente, neste ato")),
        registered=registered,
        rtd_number=f"{rng.randrange(10, 99)}.{_digits(rng, 3)}",
        rtd_book=rng.randrange(40, 120),
        rtd_date=signed + timedelta(days=rng.randrange(1, 12)),
    )
    status = _status(spec) if registered else "invalid"
    return Rendered(
        spec,
        html,
        _fields(name=buyer, cnpj=buyer_cnpj, issued_on=signed, **_vehicle_fields(v)),
        status,
        "contrato_registrado" if registered else "contrato_sem_registro",
        extra={"registered": registered, "seller": seller},
        defects=vehicle_defects(v, ctx.protocol),
    )


@renderer("apolice_seguro")
def apolice_seguro(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Art. 12, §§ 1º e 2º. Variant "other_vehicle": the policy covers another
    plate and RENAVAM (invalid for this vehicle)."""
    v = ctx.cast.vehicles[0]
    c = ctx.cast.company
    if spec.expired:
        end = ctx.protocol - timedelta(days=rng.randrange(20, 150))
        start = dates.years_later(end, -1)
    else:
        start = ctx.protocol - timedelta(days=rng.randrange(20, 300))
        end = dates.years_later(start, 1)
    issued = start - timedelta(days=rng.randrange(1, 10))
    plate, renavam, chassis = v.plate_printed, v.renavam, v.chassis
    if spec.variant == "other_vehicle":
        from corpus.people import make_plate

        other = make_plate(rng, mercosul=True)
        plate, renavam = other, cd.make_renavam(rng)
        chassis = v.chassis[:9] + "".join(
            rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(8)
        )
    insurer = rng.choice(
        ("PAMPA SEGUROS S.A.", "SEGURADORA PLANALTO SUL S.A.", "COXILHA SEGUROS GERAIS S.A.")
    )
    death = rng.choice((30_000, 40_000, 50_000, 60_000))
    html = _html(
        ctx,
        "apolice_seguro.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (9, 9.5),
        insurer=insurer,
        insurer_cnpj=cd.make_cnpj(rng),
        susep_code=f"{rng.randrange(1000, 7000):05d}",
        policy=f"{rng.randrange(10, 99)}.{_digits(rng, 2)}.{_digits(rng, 7)}",
        process=f"15414.{_digits(rng, 6)}/{rng.randrange(2018, 2025)}-{_digits(rng, 2)}",
        start=start,
        end=end,
        issued=issued,
        name=c.upper,
        cnpj=c.cnpj,
        address=c.address.full,
        plate=plate,
        renavam=renavam,
        chassis=chassis,
        model=v.model,
        year=f"{v.year_made}/{v.year_model}",
        seats=v.seats,
        death=death,
        disability=death,
        medical=death // 10,
        premium=f"{rng.randrange(900, 4800)},{rng.randrange(10, 99)}",
        iof=f"{rng.randrange(5, 30)},{rng.randrange(10, 99)}",
        instalments=rng.choice((1, 4, 6, 10)),
    )
    status = "invalid" if spec.variant == "other_vehicle" else _status(spec)
    plate_canonical = plate.replace("-", "")
    return Rendered(
        spec,
        html,
        _fields(
            name=c.upper,
            cnpj=c.cnpj,
            issued_on=issued,
            valid_until=end,
            plate=plate_canonical,
            renavam=renavam,
        ),
        status,
        "apolice_app",
        extra={"valid_from": start.isoformat(), "death_per_passenger": death},
    )
