"""Pages that are none of the contract's types (``outro``), as petitions carry them.

Look-alikes the reference warns about (§0.6): the e-CAC "Relatório de
Situação Fiscal" is not the federal certidão, the "GFD – Guia do FGTS
Digital" is not the CRF; and a procuração that a despachante attaches.
"""

from __future__ import annotations

import random

from corpus import checkdigits as cd
from corpus.documents import (
    Context,
    DocSpec,
    Rendered,
    _digits,
    _fields,
    _html,
    _recent,
    _signer,
    _time,
    renderer,
)
from corpus.people import make_name

OTHER_MODELS = ("relatorio_situacao_fiscal", "guia_fgts", "procuracao")


@renderer("outro")
def outro(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    model = spec.variant or rng.choice(OTHER_MODELS)
    c = ctx.cast.company
    issued = _recent(ctx, rng, 3, 40)
    html = _html(
        ctx,
        "outro.html",
        rng,
        ("Liberation Sans", "DejaVu Sans", "Liberation Serif"),
        (10, 10.5),
        model=model,
        c=c,
        signer=_signer(c),
        issued=issued,
        time=_time(rng),
        amount=f"{rng.randrange(900, 9000)},{rng.randrange(10, 99)}",
        pix="00020101021226" + _digits(rng, 90),
        attorney=make_name(rng, rng.choice("MF")).upper(),
        attorney_cpf=cd.make_cpf(rng),
    )
    # An "outro" satisfies no item; its fields are not scored.
    return Rendered(spec, html, _fields(), "valid", model)
