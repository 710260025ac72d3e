"""One renderer per document type: synthetic data in, HTML and truth out.

A renderer takes the petition's ``Context`` (who is who, the protocol date),
a ``DocSpec`` (which document, for whom, which outcome) and a
``random.Random``, and returns a ``Rendered``: the HTML to print, the fields
the pipeline should read from it and whether it should satisfy its checklist
item (``valid``), be too old (``expired``) or fail the law (``invalid``).

Titles, issuers, labels and wordings follow ``../shared/reference/documents.md``;
where the reference marks a layout as unverified (RS Certidão de Situação
Fiscal, TJRS alvará, the PIS certidão) the layout is plausible, not copied.
Dates are drawn relative to the protocol date so that a document is valid or
expired on it by a clear margin, never by one day.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from corpus import checkdigits as cd
from corpus import dates, graphics
from corpus.people import Cast, Company, Person

TEMPLATE_DIR = Path(__file__).parent / "doc_templates"
# Alternative layouts and wordings of the same real documents, never seen by
# whoever wrote the classifier's rules: the held-out slice (--heldout).
HELDOUT_DIR = Path(__file__).parent / "doc_templates_heldout"
# Faces the standard templates never use: condensed, light and monospaced cuts.
HELDOUT_FONTS = (
    "DejaVu Sans Light",
    "DejaVu Serif Condensed",
    "DejaVu Sans Condensed",
    "Liberation Sans Narrow",
    "DejaVu Sans Mono",
)
# A second held-out set (--heldout heldout2), written later by other hands
# with other layouts, wordings and faces (fonts-freefont-ttf, fonts-urw-base35),
# scanned with its own scanner profile (scan.degrade_heldout2).
HELDOUT2_DIR = Path(__file__).parent / "doc_templates_heldout2"
HELDOUT2_FONTS = (
    "FreeSerif",
    "FreeSans",
    "FreeMono",
    "C059",
    "P052",
    "Nimbus Sans",
    "URW Bookman",
)
# A third held-out set (--heldout heldout3), by yet other hands: other issuers'
# designs and wordings, faces of fonts-crosextra-carlito, fonts-crosextra-caladea,
# fonts-lato and fonts-open-sans (plus URW Gothic and Nimbus Roman, which no
# other set uses), scanned with scan.Heldout3Profile (phone scanner apps,
# photocopies of photocopies, coloured paper, rubber stamps).
HELDOUT3_DIR = Path(__file__).parent / "doc_templates_heldout3"
HELDOUT3_FONTS = (
    "Carlito",
    "Caladea",
    "Lato",
    "Open Sans",
    "URW Gothic",
    "Nimbus Roman",
)
# A fourth held-out set (--heldout heldout4), by other hands again: older
# paper models (CNH, CRLV, the green RG), typed letters, forms lettered by
# hand, dotted leaders, rule-less tables, bilingual cards; narrow and medium
# faces no other set uses (Nimbus Sans Narrow, Lato Medium, Open Sans Semibold,
# Open Sans Condensed) and, for hand-filled values, URW's Z003 chancery;
# scanned with scan.Heldout4Profile (crooked flatbed, folded letters, faxes,
# phone photos under a lamp, fading ink).
HELDOUT4_DIR = Path(__file__).parent / "doc_templates_heldout4"
HELDOUT4_FONTS = (
    "Nimbus Sans Narrow",
    "Lato Medium",
    "Open Sans Semibold",
    "Open Sans Condensed",
)
# A fifth held-out set (--heldout heldout5), by other hands again: documents
# as offices print them from their systems today (numbered-field forms,
# label/value tables read across, card grids, drawn coats of arms, seals,
# two-column certidões, verification footers); faces no other set uses
# (Roboto, Roboto Condensed, Inter; EB Garamond for notaries and contracts,
# JetBrains Mono for codes and receipts, Roboto Slab for some headings),
# scanned with scan.Heldout5Profile (an MFP's text mode, a document camera,
# marks made on the paper at the counter).
HELDOUT5_DIR = Path(__file__).parent / "doc_templates_heldout5"
HELDOUT5_FONTS = (
    "Roboto",
    "Roboto Condensed",
    "Inter",
)
# A sixth held-out set (--heldout heldout6), by other hands again: issuers'
# designs on security paper (a guilloche under the text, a coloured band down
# the left edge, engraved rosettes), boxed fields with their label on the top
# rule, labels to the right of values, comb fields, tick boxes for results,
# certidões whose result is only said inside the paragraph; faces no other set
# uses (Cantarell, Andika, Charis SIL; Courier Prime for typed and coded
# parts), scanned with scan.Heldout6Profile (a sheet feeder with a dirty
# roller, an uneven feed and a dark backing plate, an MFP's scan-to-email, the
# protocol clock's imprint, whole files turned a quarter or half turn).
HELDOUT6_DIR = Path(__file__).parent / "doc_templates_heldout6"
HELDOUT6_FONTS = (
    "Cantarell",
    "Andika",
    "Charis SIL",
)
# A seventh held-out set (--heldout heldout7), by other hands again: two-column
# "fichas" with dotted leaders, bilingual labels, right-aligned values, zebra
# data tables, CNPJs without punctuation, Title Case names from some issuers'
# systems, "30 de novembro de 2026 (segunda-feira)" and "30.11.26" dates;
# faces no other set uses (Linux Libertine O, Linux Biolinum O; Hack for coded
# parts), scanned with scan.Heldout7Profile (an old flatbed with a hair line,
# dust and slight over-exposure, or a tablet camera with barrel distortion and
# a warm white balance).
HELDOUT7_DIR = Path(__file__).parent / "doc_templates_heldout7"
HELDOUT7_FONTS = (
    "Linux Libertine O",
    "Linux Biolinum O",
)
# An eighth held-out set (--heldout heldout8), by three other writers: portal
# printouts, in-house systems' ruled grids and cards, registry and notarial
# papers (see corpus/__init__.py); faces no other set uses (Noto Sans, Noto
# Serif, TeX Gyre Adventor, TeX Gyre Schola; Fira Code for coded parts),
# scanned with scan.Heldout8Profile (a phone scanner app, or a worn copier).
HELDOUT8_DIR = Path(__file__).parent / "doc_templates_heldout8"
HELDOUT8_FONTS = (
    "Noto Sans",
    "Noto Serif",
    "TeX Gyre Adventor",
    "TeX Gyre Schola",
)
# A ninth held-out set (--heldout heldout9), by other hands again (see
# corpus/__init__.py); faces no other set uses (Cabin, Karla, Baskervald ADF
# Std, Go; Go Mono for coded parts).
HELDOUT9_DIR = Path(__file__).parent / "doc_templates_heldout9"
HELDOUT9_FONTS = (
    "Cabin",
    "Karla",
    "Baskervald ADF Std",
    "Go",
)
# A tenth held-out set (--heldout heldout10), by other hands again (see
# corpus/__init__.py); faces no other set uses (PT Sans, PT Serif, Quattrocento,
# Clear Sans; PT Mono for coded parts).
HELDOUT10_DIR = Path(__file__).parent / "doc_templates_heldout10"
HELDOUT10_FONTS = (
    "PT Sans",
    "PT Serif",
    "Quattrocento",
    "Clear Sans",
)
# An eleventh held-out set (--heldout heldout11), by other hands again (see
# corpus/__init__.py); faces no other set uses (Manrope, B612, Vollkorn,
# Gentium Plus; Inconsolata for coded parts).
HELDOUT11_DIR = Path(__file__).parent / "doc_templates_heldout11"
HELDOUT11_FONTS = (
    "Manrope",
    "B612",
    "Vollkorn",
    "Gentium Plus",
)
# A twelfth held-out set (--heldout heldout12), by other hands again (see
# corpus/__init__.py); faces no other set uses (Junction, Tuffy, Yrsa, Old
# Standard TT; Anonymous Pro for coded parts).
HELDOUT12_DIR = Path(__file__).parent / "doc_templates_heldout12"
HELDOUT12_FONTS = (
    "Junction",
    "Tuffy",
    "Yrsa",
    "Old Standard TT",
)
# A thirteenth held-out set (--heldout heldout13), by other hands again (see
# corpus/__init__.py); faces no other set uses (Oxygen Sans, STIXGeneral, Doulos
# SIL, League Spartan; mononoki for coded parts).
HELDOUT13_DIR = Path(__file__).parent / "doc_templates_heldout13"
HELDOUT13_FONTS = (
    "Oxygen-Sans",
    "STIXGeneral",
    "Doulos SIL",
    "League Spartan",
)
# A fourteenth held-out set (--heldout heldout14), by other hands again (see
# corpus/__init__.py); faces no other set uses (Gillius ADF, CMU Serif, Jura,
# Comic Neue; Hermit for coded parts).
HELDOUT14_DIR = Path(__file__).parent / "doc_templates_heldout14"
HELDOUT14_FONTS = (
    "Gillius ADF",
    "CMU Serif",
    "Jura",
    "Comic Neue",
)
# A fifteenth held-out set (--heldout heldout15), by other hands again (see
# corpus/__init__.py); faces no other set uses (Cardo, Dosis, Play, Fanwood
# Text; League Mono for coded parts).
HELDOUT15_DIR = Path(__file__).parent / "doc_templates_heldout15"
HELDOUT15_FONTS = (
    "Cardo",
    "Dosis",
    "Play",
    "Fanwood Text",
)
# A sixteenth held-out set (--heldout heldout16), by other hands again (see
# corpus/__init__.py); faces no other set uses (Libris ADF Std, Averia Serif GWF,
# Quicksand, Accanthis ADF Std; Fantasque Sans Mono for coded parts).
HELDOUT16_DIR = Path(__file__).parent / "doc_templates_heldout16"
HELDOUT16_FONTS = (
    "Libris ADF Std",
    "Averia Serif GWF",
    "Quicksand",
    "Accanthis ADF Std",
)
# A seventeenth held-out set (--heldout heldout17), by other hands again (see
# corpus/__init__.py); faces no other set uses (Switzera ADF, Romande ADF Std,
# Arapey, Universalis ADF Std; Monoid for coded parts).
HELDOUT17_DIR = Path(__file__).parent / "doc_templates_heldout17"
HELDOUT17_FONTS = (
    "Switzera ADF",
    "Romande ADF Std",
    "Arapey",
    "Universalis ADF Std",
)
# An eighteenth held-out set (--heldout heldout18), by other hands again (see
# corpus/__init__.py); faces no other set uses (Tribun ADF Std, Verana Sans, Comfortaa,
# Berenis ADF Pro; IBM 3270 for coded parts).
HELDOUT18_DIR = Path(__file__).parent / "doc_templates_heldout18"
HELDOUT18_FONTS = (
    "Tribun ADF Std",
    "Verana Sans",
    "Comfortaa",
    "Berenis ADF Pro",
)
# A nineteenth held-out set (--heldout heldout19), by other hands again (see
# corpus/__init__.py); faces no other set uses (Arimo, Tinos, Irianis ADF Std,
# Ikarius ADF Std; Agave for coded parts).
HELDOUT19_DIR = Path(__file__).parent / "doc_templates_heldout19"
HELDOUT19_FONTS = (
    "Arimo",
    "Tinos",
    "Irianis ADF Std",
    "Ikarius ADF Std",
)
# A twentieth held-out set (--heldout heldout20), by other hands again (see
# corpus/__init__.py); faces no other set uses (Sora, Century Catalogue,
# Tiresias Infofont, Goudy Bookletter 1911; GNUTypewriter for typed parts).
HELDOUT20_DIR = Path(__file__).parent / "doc_templates_heldout20"
HELDOUT20_FONTS = (
    "Sora",
    "Century Catalogue",
    "Tiresias Infofont",
    "Goudy Bookletter 1911",
)
# A twenty-first held-out set (--heldout heldout21), by other hands again (see
# corpus/__init__.py); faces no other set uses (Latin Modern Roman, ElstobD,
# Karmilla, Junicode Two Beta; Latin Modern Mono for typed parts).
HELDOUT21_DIR = Path(__file__).parent / "doc_templates_heldout21"
HELDOUT21_FONTS = (
    "Latin Modern Roman",
    "ElstobD",
    "Karmilla",
    "Junicode Two Beta",
)
# A twenty-second held-out set (--heldout heldout22), by other hands again (see
# corpus/__init__.py); faces no other set uses (Linden Hill, Prociono, Routed
# Gothic, MPH 2B Damase; Tlwg Typewriter for typed parts).
HELDOUT22_DIR = Path(__file__).parent / "doc_templates_heldout22"
HELDOUT22_FONTS = (
    "Linden Hill",
    "Prociono",
    "Routed Gothic",
    "MPH 2B Damase",
)
# A twenty-third held-out set (--heldout heldout23), by other hands again (see
# corpus/__init__.py); faces no other set uses (Allerta, GFS Didot, Yanone
# Kaffeesatz, Averia Sans GWF; monofur for typed and coded parts).
HELDOUT23_DIR = Path(__file__).parent / "doc_templates_heldout23"
HELDOUT23_FONTS = (
    "Allerta",
    "GFS Didot",
    "Yanone Kaffeesatz",
    "Averia Sans GWF",
)
# A twenty-fourth held-out set (--heldout heldout24), by other hands again (see
# corpus/__init__.py); faces no other set uses (Quercus, Jara, GFS Neohellenic,
# GFS Artemisia; Compagnon and OCR B for typed and coded parts).
HELDOUT24_DIR = Path(__file__).parent / "doc_templates_heldout24"
HELDOUT24_FONTS = (
    "Quercus",
    "Jara",
    "GFS Neohellenic",
    "GFS Artemisia",
)
# A twenty-fifth held-out set (--heldout heldout25), by other hands again (see
# corpus/__init__.py); faces no other set uses (Veranda, Berenika, Oldania ADF Std,
# okolaks; DkgHandwriting for parts filled in by hand and OCRA for codes).
HELDOUT25_DIR = Path(__file__).parent / "doc_templates_heldout25"
HELDOUT25_FONTS = (
    "Veranda",
    "Berenika",
    "Oldania ADF Std",
    "okolaks",
)
# Named template sets: the directory each one overrides the standard templates from.
TEMPLATE_SETS = {
    "heldout": HELDOUT_DIR,
    "heldout2": HELDOUT2_DIR,
    "heldout3": HELDOUT3_DIR,
    "heldout4": HELDOUT4_DIR,
    "heldout5": HELDOUT5_DIR,
    "heldout6": HELDOUT6_DIR,
    "heldout7": HELDOUT7_DIR,
    "heldout8": HELDOUT8_DIR,
    "heldout9": HELDOUT9_DIR,
    "heldout10": HELDOUT10_DIR,
    "heldout11": HELDOUT11_DIR,
    "heldout12": HELDOUT12_DIR,
    "heldout13": HELDOUT13_DIR,
    "heldout14": HELDOUT14_DIR,
    "heldout15": HELDOUT15_DIR,
    "heldout16": HELDOUT16_DIR,
    "heldout17": HELDOUT17_DIR,
    "heldout18": HELDOUT18_DIR,
    "heldout19": HELDOUT19_DIR,
    "heldout20": HELDOUT20_DIR,
    "heldout21": HELDOUT21_DIR,
    "heldout22": HELDOUT22_DIR,
    "heldout23": HELDOUT23_DIR,
    "heldout24": HELDOUT24_DIR,
    "heldout25": HELDOUT25_DIR,
}
# The faces of the sets written by other hands (rendered by _html_other_hands).
SET_FONTS = {
    "heldout2": HELDOUT2_FONTS,
    "heldout3": HELDOUT3_FONTS,
    "heldout4": HELDOUT4_FONTS,
    "heldout5": HELDOUT5_FONTS,
    "heldout6": HELDOUT6_FONTS,
    "heldout7": HELDOUT7_FONTS,
    "heldout8": HELDOUT8_FONTS,
    "heldout9": HELDOUT9_FONTS,
    "heldout10": HELDOUT10_FONTS,
    "heldout11": HELDOUT11_FONTS,
    "heldout12": HELDOUT12_FONTS,
    "heldout13": HELDOUT13_FONTS,
    "heldout14": HELDOUT14_FONTS,
    "heldout15": HELDOUT15_FONTS,
    "heldout16": HELDOUT16_FONTS,
    "heldout17": HELDOUT17_FONTS,
    "heldout18": HELDOUT18_FONTS,
    "heldout19": HELDOUT19_FONTS,
    "heldout20": HELDOUT20_FONTS,
    "heldout21": HELDOUT21_FONTS,
    "heldout22": HELDOUT22_FONTS,
    "heldout23": HELDOUT23_FONTS,
    "heldout24": HELDOUT24_FONTS,
    "heldout25": HELDOUT25_FONTS,
}
# Faces some templates of a set name outright, beside the set's rotation.
SET_EXTRA_FONTS = {
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

RESULTS = ("negativa", "positiva", "positiva_com_efeitos_de_negativa")
# Types that are always about one person (SM Art. 7, I, c and f; II, k; Art. 20;
# SAD Art. 19). In SAD petitions the fiscal certidões and the proof of
# residence are the applicant's too (the renderers set ``person_cpf``).
PERSONAL_TYPES = (
    "rg",
    "cpf",
    "certidao_quitacao_eleitoral",
    "certificado_reservista",
    "folha_corrida",
    "cnh",
    "certificado_curso_transporte",
    "certidao_pontuacao_cnh",
    "titulo_eleitor",
    "atestado_saude",
    "foto_3x4",
    "identidade_estrangeiro",
    "certidao_criminal",
)


def _css_string(value: str) -> Markup:
    """Quote text for a CSS ``content`` string (autoescape would print entities there)."""
    escaped = str(value).replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3c ")
    return Markup(f'"{escaped}"')


def _environment(*dirs: Path) -> Environment:
    """A template environment over ``dirs`` (a held-out set's own folder, then
    the standard one, whose _base.html its templates may extend)."""
    env = Environment(
        loader=FileSystemLoader(list(dirs)),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["css_string"] = _css_string
    env.globals.update(
        fmt_cpf=cd.format_cpf,
        fmt_cnpj=cd.format_cnpj,
        fmt_titulo=cd.format_titulo,
        d=dates,
    )
    return env


_env = _environment(TEMPLATE_DIR)
_SET_ENVS = {name: _environment(folder, TEMPLATE_DIR) for name, folder in TEMPLATE_SETS.items()}
_heldout_env = _SET_ENVS["heldout"]
# The sets by other hands draw their own seals and codes with ``gfx`` and ``alt``
# (their private rng).
for _name in SET_FONTS:
    _SET_ENVS[_name].globals.update(gfx=graphics)


def template_set(heldout: bool | str) -> str:
    """The template set a ``heldout`` flag names: "" (standard), "heldout", "heldout2", ...

    ``True`` is the first held-out set, so that ``heldout=True`` keeps its meaning.
    """
    if heldout is True:
        return "heldout"
    if not heldout:
        return ""
    if heldout not in TEMPLATE_SETS:
        raise ValueError(f"unknown template set {heldout!r} (known: {', '.join(TEMPLATE_SETS)})")
    return str(heldout)


class HtmlText(str):
    """Rendered HTML that remembers whether a held-out template produced it (and which set)."""

    heldout: bool = False
    template_set: str = ""


@dataclass(frozen=True)
class DocSpec:
    """Which document to make and how it should come out.

    ``person`` indexes ``Cast.people`` for personal documents. ``result`` is
    the certidão outcome; ``expired`` draws dates that end before the
    protocol date; ``other_holder`` issues it to someone else (invalid).
    """

    type: str
    person: int | None = None
    result: str = "negativa"
    expired: bool = False
    other_holder: bool = False
    # Type-specific model or defect: the court of a certidao_criminal
    # (estadual | federal | eleitoral), a CNH "no_ear" or "category_b", a
    # "points" pontuação certidão, an "unregistered" purchase contract, an
    # apólice for "other_vehicle", a requerimento's checklist, ...
    variant: str = ""


@dataclass(frozen=True)
class Context:
    cast: Cast
    protocol: date
    # Which registration the petition asks for (shapes the requerimento, the
    # holder of certidões and the state that issues them).
    checklist: str = "sm-fretamento-empresa"
    # Render from doc_templates_heldout/ where a template exists there; a set
    # name ("heldout2") renders from that set's directory (TEMPLATE_SETS).
    heldout: bool | str = False

    @property
    def sad(self) -> bool:
        """Santo Antônio do Descoberto (GO): a pessoa física applicant."""
        return self.checklist.startswith("sad-")


@dataclass(frozen=True)
class Rendered:
    spec: DocSpec
    html: str
    fields: dict[str, Any]
    status: str  # valid | expired | invalid
    slug: (
        str  # which model of the type: "cin" or "rg", "reservista" or "dispensa_incorporacao", ...
    )
    person_cpf: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # Small print (cartão CNPJ labels, ID cards) needs a finer scan to stay legible.
    scan_dpi: int = 200
    # Facts about the document that only some items care about: "not_bus"
    # (Art. 11, § 1º), "past_useful_life" (Art. 11, § 2º).
    defects: tuple[str, ...] = ()
    # Rendered from a held-out template (set by ``render``), and from which set.
    heldout: bool = False
    template_set: str = ""


Renderer = Callable[[Context, DocSpec, random.Random], Rendered]
RENDERERS: dict[str, Renderer] = {}


def renderer(doc_type: str) -> Callable[[Renderer], Renderer]:
    def register(fn: Renderer) -> Renderer:
        RENDERERS[doc_type] = fn
        return fn

    return register


def render(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    """Render one document; ``rng`` should be private to this document."""
    try:
        fn = RENDERERS[spec.type]
    except KeyError:
        raise ValueError(f"no renderer for document type {spec.type!r}") from None
    rendered = fn(ctx, spec, rng)
    if getattr(rendered.html, "heldout", False):
        rendered = replace(rendered, heldout=True)
        if rendered.html.template_set not in ("", "heldout"):
            rendered = replace(rendered, template_set=rendered.html.template_set)
    return rendered


# ---------------------------------------------------------------- helpers


def _html(
    ctx: Context,
    template: str,
    rng: random.Random,
    fonts: tuple[str, ...],
    sizes: tuple[float, ...],
    **values: Any,
) -> str:
    """Render ``template``; with ``heldout``, its held-out twin when one exists.

    The held-out path draws exactly as many random numbers as the standard
    one, so a petition's other documents do not change between the slices.
    """
    name = template_set(ctx.heldout)
    if name not in ("", "heldout") and (TEMPLATE_SETS[name] / template).exists():
        return _html_other_hands(name, template, rng, fonts, sizes, values)
    use_heldout = name == "heldout" and (HELDOUT_DIR / template).exists()
    font = rng.choice(HELDOUT_FONTS if use_heldout else fonts)
    env = _heldout_env if use_heldout else _env
    text = HtmlText(
        env.get_template(template).render(
            # Markup: the family name goes into <style>, where entities are not decoded.
            font=Markup(f"'{font}'"),
            size=rng.choice(sizes),
            sig=lambda colour="#1b2a7a", width=170: graphics.signature(
                rng, width=width, colour=colour
            ),
            **values,
        )
    )
    text.heldout = use_heldout
    return text


def _html_other_hands(
    name: str,
    template: str,
    rng: random.Random,
    fonts: tuple[str, ...],
    sizes: tuple[float, ...],
    values: dict[str, Any],
) -> HtmlText:
    """Render ``template`` from set ``name`` (heldout2 to heldout25), ``rng``'s sequence kept.

    The standard template is rendered first and thrown away: that makes
    exactly the standard path's draws (font, size, every signature), however
    many the template asks for. The set's own font, size and signatures come
    from a ``random.Random`` seeded with a string made from ``rng``'s state
    before those draws, so the slice is deterministic and the shared rng ends
    where the standard path leaves it.
    """
    state = hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:24]
    side = random.Random(f"{name}:{template}:{state}")
    _env.get_template(template).render(
        font=Markup(f"'{rng.choice(fonts)}'"),
        size=rng.choice(sizes),
        sig=lambda colour="#1b2a7a", width=170: graphics.signature(rng, width=width, colour=colour),
        **values,
    )
    font = side.choice(SET_FONTS[name])
    # Never below 9 pt: these pages go through coarse or harsh scanners.
    size = max(9.0, side.choice(sizes))
    text = HtmlText(
        _SET_ENVS[name]
        .get_template(template)
        .render(
            font=Markup(f"'{font}'"),
            size=size,
            sig=lambda colour="#1b2a7a", width=170: graphics.signature(
                side, width=width, colour=colour
            ),
            # The set's own draws for its templates (stamps, seal numbers, layout picks).
            alt=side,
            **values,
        )
    )
    text.heldout = True
    text.template_set = name
    return text


def _time(rng: random.Random) -> str:
    return f"{rng.randrange(7, 22):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"


def _hex_code(rng: random.Random, groups: int = 4) -> str:
    return ".".join(
        "".join(rng.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(groups)
    )


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _process_number(rng: random.Random, issued: date) -> str:
    """A CNJ case number of the Santa Maria court (NNNNNNN-DD.AAAA.8.21.0027)."""
    return f"{_digits(rng, 7)}-{_digits(rng, 2)}.{issued.year - rng.randrange(1, 4)}.8.21.0027"


def _recent(ctx: Context, rng: random.Random, lo: int, hi: int) -> date:
    """A date ``lo`` to ``hi`` days before the protocol date."""
    return ctx.protocol - timedelta(days=rng.randrange(lo, hi + 1))


def _status(spec: DocSpec) -> str:
    if spec.other_holder or spec.result == "positiva":
        return "invalid"
    return "expired" if spec.expired else "valid"


def _holder(ctx: Context, spec: DocSpec, rng: random.Random) -> tuple[str, str]:
    """The company a company certidão names: the applicant, or another one."""
    if not spec.other_holder:
        return ctx.cast.company.upper, ctx.cast.company.cnpj
    other = rng.choice(
        ("TRANSPORTES SERRANO LTDA", "EXPRESSO MINUANO LTDA", "VIAÇÃO TRÊS PASSOS LTDA")
    )
    return other, cd.make_cnpj(rng)


def _holder_person(ctx: Context, spec: DocSpec, rng: random.Random) -> tuple[str, str]:
    """The person a personal certidão names (SAD): the applicant, or someone else."""
    if not spec.other_holder:
        p = _person(ctx, replace(spec, person=spec.person or 0))
        return p.upper, p.cpf
    other = rng.choice(
        ("JOSÉ CARLOS PEREIRA NETO", "MARIA APARECIDA DOS SANTOS", "ANTÔNIO MARCOS RIBEIRO")
    )
    return other, cd.make_cpf(rng, region=1)


def _person(ctx: Context, spec: DocSpec) -> Person:
    if spec.person is None:
        raise ValueError(f"{spec.type} needs a person")
    return ctx.cast.people[spec.person]


def _dated_validity(
    ctx: Context, spec: DocSpec, rng: random.Random, days: int, fresh: tuple[int, int]
) -> tuple[date, date]:
    """Issue and end dates for a certidão valid ``days`` days.

    Fresh documents are ``fresh`` days old; expired ones ended 20 to 150
    days before the protocol date.
    """
    if spec.expired:
        valid_until = ctx.protocol - timedelta(days=rng.randrange(20, 151))
        return valid_until - timedelta(days=days), valid_until
    issued = _recent(ctx, rng, *fresh)
    return issued, issued + timedelta(days=days)


def _undated(
    ctx: Context, spec: DocSpec, rng: random.Random, fresh: tuple[int, int] = (3, 28)
) -> date:
    """Issue date of a certidão that prints no validity.

    Fresh ones are at most four weeks old, within any freshness window a
    checklist may choose (reference §11 cites 30 to 90 days); expired ones are
    more than a year old, beyond the one-year cap of Art. 7, parágrafo único.
    """
    if spec.expired:
        return _recent(ctx, rng, 400, 700)
    return _recent(ctx, rng, *fresh)


def _fields(**values: Any) -> dict[str, Any]:
    """The truth fields: always the six of every document, plus any others given
    (jurisdiction, cnh_category, paid_activity, plate, renavam, manufacture_year,
    vehicle_kind) for the types that print them."""
    out = {
        "name": None,
        "cnpj": None,
        "cpf": None,
        "issued_on": None,
        "valid_until": None,
        "result": None,
    }
    out.update(values)
    return out


def _result_words(result: str) -> dict[str, str]:
    return {
        "negativa": {"upper": "NEGATIVA", "title": "Negativa"},
        "positiva": {"upper": "POSITIVA", "title": "Positiva"},
        "positiva_com_efeitos_de_negativa": {
            "upper": "POSITIVA COM EFEITOS DE NEGATIVA",
            "title": "Positiva com Efeitos de Negativa",
        },
    }[result]


def _signer(company: Company) -> Person:
    return company.partners[company.administrators[0]]


def _role(company: Company, person: Person) -> str:
    """How the signer is styled: sócio-administrador(a) of an Ltda, diretor(a) of an S.A."""
    if company.company_type == "sa":
        return person.g("Diretor", "Diretora")
    return person.g("Sócio-Administrador", "Sócia-Administradora")


# ---------------------------------------------------------------- company acts


@renderer("requerimento")
def requerimento(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    if ctx.checklist != "sm-fretamento-empresa":
        return documents_sad.requerimento_other(ctx, spec, rng)
    c = ctx.cast.company
    signer = _signer(c)
    issued = _recent(ctx, rng, 0, 6)
    html = _html(
        ctx,
        "requerimento.html",
        rng,
        ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
        (11, 11.5, 12),
        c=c,
        signer=signer,
        role=_role(c, signer),
        issued=issued,
        fleet=len(ctx.cast.vehicles),
        people=ctx.cast.people,
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, cpf=signer.cpf, issued_on=issued),
        "valid",
        "requerimento",
    )


@renderer("contrato_social")
def contrato_social(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    ordinals = (
        "PRIMEIRA",
        "SEGUNDA",
        "TERCEIRA",
        "QUARTA",
        "QUINTA",
        "SEXTA",
        "SÉTIMA",
        "OITAVA",
        "NONA",
        "DÉCIMA",
        "DÉCIMA PRIMEIRA",
        "DÉCIMA SEGUNDA",
        "DÉCIMA TERCEIRA",
        "DÉCIMA QUARTA",
    )
    alteration_ordinals = ("", "PRIMEIRA", "SEGUNDA", "TERCEIRA", "QUARTA", "QUINTA")
    shares = [
        {"person": p, "quotas": q, "pct": f"{100 * q / c.capital:.2f}".replace(".", ",")}
        for p, q in zip(c.partners, c.quotas, strict=True)
    ]
    html = _html(
        ctx,
        "contrato_social.html",
        rng,
        ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
        (10, 10.5, 11),
        c=c,
        shares=shares,
        ordinals=ordinals,
        alteration=alteration_ordinals[c.alteration_number],
        admins=[c.partners[i] for i in c.administrators],
        prolabore=rng.random() < 0.5,
        witnesses=[{"name": f"Testemunha {n}", "cpf": cd.make_cpf(rng)} for n in ("1", "2")],
        junta_signer=rng.choice(("Secretário-Geral", "Secretária-Geral")),
        junta_code=_digits(rng, 4) + "." + _digits(rng, 4),
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=c.upper,
            cnpj=c.cnpj if c.contract_kind == "consolidacao" else None,
            issued_on=c.last_act,
        ),
        "valid",
        "contrato_social",
        extra={
            "registered_on": c.last_act_registered.isoformat(),
            "junta_number": c.junta_number,
            "partners": [{"name": p.upper, "cpf": p.cpf} for p in c.partners],
        },
    )


@renderer("registro_junta_comercial")
def registro_junta_comercial(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    issued = _undated(ctx, spec, rng, (2, 28))
    html = _html(
        ctx,
        "registro_junta_comercial.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (9, 9.5, 10),
        c=c,
        issued=issued,
        time=_time(rng),
        shares=list(zip(c.partners, c.quotas, strict=True)),
        doc_number=f"{issued.year % 100}/{_digits(rng, 6)}-{rng.randrange(10)}",
        key=_hex_code(rng, 3),
        qr=graphics.qr_code(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=issued),
        _status(spec),
        "certidao_simplificada",
    )


@renderer("estatuto_social")
def estatuto_social(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    election = ctx.protocol - timedelta(days=rng.randrange(90, 700))
    html = _html(
        ctx,
        "estatuto_social.html",
        rng,
        ("DejaVu Serif", "Liberation Serif"),
        (10.5, 11),
        c=c,
        directors=c.partners,
        election=election,
        mandate_end=dates.years_later(election, 3),
        registered=election + timedelta(days=rng.randrange(5, 20)),
        junta_number=f"{rng.randrange(4, 9)}{_digits(rng, 6)}",
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=election),
        "valid",
        "estatuto_social",
        extra={"directors": [{"name": p.upper, "cpf": p.cpf} for p in c.partners]},
    )


@renderer("cartao_cnpj")
def cartao_cnpj(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    issued = _undated(ctx, spec, rng, (2, 28))
    nature = (
        "206-2 - Sociedade Empresária Limitada"
        if c.company_type == "ltda"
        else "205-4 - Sociedade Anônima Fechada"
    )
    html = _html(
        ctx,
        "cartao_cnpj.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (8, 8.5),
        c=c,
        issued=issued,
        time=_time(rng),
        nature=nature,
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=issued),
        _status(spec),
        "cartao_cnpj",
        scan_dpi=250,
    )


@renderer("comprovante_endereco")
def comprovante_endereco(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    if ctx.sad:
        return documents_sad.comprovante_residencia(ctx, spec, rng)
    c = ctx.cast.company
    issued = _undated(ctx, spec, rng, (10, 40))
    reference = (issued.replace(day=1) - timedelta(days=1)).replace(day=1)
    due = issued + timedelta(days=rng.randrange(8, 15))
    history = []
    month = reference
    for _ in range(12):
        history.append({"month": dates.month_year(month), "kwh": rng.randrange(900, 4200)})
        month = (month - timedelta(days=1)).replace(day=1)
    kwh = history[0]["kwh"]
    total = kwh * rng.uniform(0.82, 1.05)
    html = _html(
        ctx,
        "comprovante_endereco.html",
        rng,
        ("DejaVu Sans Condensed", "Liberation Sans Narrow", "Liberation Sans"),
        (8.5, 9),
        c=c,
        issued=issued,
        reference=reference,
        due=due,
        history=history,
        kwh=kwh,
        total=f"{total:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."),
        uc=_digits(rng, 10),
        reading=(rng.randrange(10000, 90000)),
        barcode=graphics.barcode(rng),
        digitable=" ".join(_digits(rng, 12) for _ in range(4)),
        issuer_cnpj=cd.make_cnpj(rng),
        issuer_ie=f"096/{_digits(rng, 7)}",
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=issued),
        _status(spec),
        "conta_energia",
        extra={"reference_month": reference.strftime("%Y-%m"), "due": due.isoformat()},
    )


@renderer("relacao_veiculos")
def relacao_veiculos(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    issued = _recent(ctx, rng, 1, 12)
    html = _html(
        ctx,
        "relacao_veiculos.html",
        rng,
        ("Liberation Sans", "DejaVu Sans", "Liberation Serif"),
        (9, 9.5),
        c=c,
        vehicles=ctx.cast.vehicles,
        signer=_signer(c),
        role=_role(c, _signer(c)),
        issued=issued,
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=issued),
        "valid",
        "relacao_veiculos",
        scan_dpi=250,
        extra={
            "vehicles": [
                {
                    "plate": v.plate,
                    "renavam": v.renavam,
                    "kind": v.kind,
                    "manufacture_year": v.year_made,
                }
                for v in ctx.cast.vehicles
            ]
        },
    )


@renderer("comprovante_estacionamento")
def comprovante_estacionamento(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    start = ctx.protocol - timedelta(days=rng.randrange(60, 700))
    lessor_name = rng.choice(("Pátio Logístico Santa Maria Ltda", "Garagem Central Camobi Ltda"))
    html = _html(
        ctx,
        "comprovante_estacionamento.html",
        rng,
        ("Liberation Serif", "DejaVu Serif"),
        (11, 11.5),
        c=c,
        signer=_signer(c),
        start=start,
        lessor=lessor_name.upper(),
        lessor_cnpj=cd.make_cnpj(rng),
        area=rng.randrange(18, 40) * 100,
        spots=len(ctx.cast.vehicles) + rng.randrange(2, 8),
        address=ctx.cast.extra.get(
            "garage", "Rodovia BR-287, Km 243, Boca do Monte, Santa Maria/RS"
        ),
        rent=rng.randrange(30, 90) * 100,
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=start),
        "valid",
        "contrato_estacionamento",
    )


# ---------------------------------------------------------------- personal


@renderer("rg")
def rg(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _person(ctx, spec)
    cin = rng.random() < 0.3
    issued = p.rg_issued
    valid_until = None
    if cin:
        # CIN (Decreto 10.977/2022): issued from July 2022 in RS, valid 10 years
        # from 12 to 60 years of age; the CPF is the registration number.
        issued = ctx.protocol - timedelta(days=rng.randrange(60, 1400))
        valid_until = dates.years_later(issued, 10)
    print_cpf = cin or rng.random() < 0.6
    html = _html(
        ctx,
        "rg.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9, 9.5),
        p=p,
        cin=cin,
        issued=issued,
        valid_until=valid_until,
        print_cpf=print_cpf,
        photo=graphics.photo(),
        thumb=graphics.photo(60, 70, "#b5b5b5"),
        qr=graphics.qr_code(rng, size=70),
        director=rng.choice(
            (
                "Diretor do Departamento de Identificação",
                "Diretora do Departamento de Identificação",
            )
        ),
        doc_origin=(
            f"C.NASC. LV A-{rng.randrange(20, 199)} FLS {rng.randrange(1, 300)} "
            f"Nº {rng.randrange(1000, 99999)}"
        ),
        mrz="IDBRA" + p.cpf + "<<<<<<<<<<<<<<<" if cin else "",
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=p.upper,
            cpf=p.cpf if print_cpf else None,
            issued_on=issued,
            valid_until=valid_until,
        ),
        "valid",
        "cin" if cin else "rg",
        person_cpf=p.cpf,
        scan_dpi=250,
        extra={"model": "CIN" if cin else "RG", "rg": p.rg},
    )


@renderer("cpf")
def cpf(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _person(ctx, spec)
    issued = _undated(ctx, spec, rng, (3, 30))
    html = _html(
        ctx,
        "cpf.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (10, 10.5, 11),
        p=p,
        issued=issued,
        time=_time(rng),
        inscribed=p.birth + timedelta(days=rng.randrange(3000, 6500)),
        code=_hex_code(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, cpf=p.cpf, issued_on=issued),
        "valid",
        "comprovante_cpf",
        person_cpf=p.cpf,
    )


@renderer("certidao_quitacao_eleitoral")
def certidao_quitacao_eleitoral(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _person(ctx, spec)
    issued = _undated(ctx, spec, rng, (3, 28))
    html = _html(
        ctx,
        "certidao_quitacao_eleitoral.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (10, 10.5),
        p=p,
        issued=issued,
        time=_time(rng),
        since=dates.years_later(p.birth, 18) + timedelta(days=rng.randrange(10, 300)),
        code=_hex_code(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, issued_on=issued),
        _status(spec),
        "quitacao_eleitoral",
        person_cpf=p.cpf,
        extra={"titulo": p.titulo},
    )


@renderer("certificado_reservista")
def certificado_reservista(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _person(ctx, spec)
    issued = dates.years_later(p.birth, 19) + timedelta(days=rng.randrange(30, 300))
    print_cpf = issued.year >= 2016 or rng.random() < 0.3
    html = _html(
        ctx,
        "certificado_reservista.html",
        rng,
        ("DejaVu Serif", "Liberation Serif"),
        (10.5, 11),
        p=p,
        issued=issued,
        print_cpf=print_cpf,
        csm=f"{rng.randrange(1, 9)}ª CSM",
        jsm=f"JSM {rng.randrange(100, 400):03d} - SANTA MARIA/RS",
        officer=rng.choice(
            (
                "Chefe da 8ª Circunscrição de Serviço Militar",
                "Presidente da Junta de Serviço Militar",
            )
        ),
        emblem=graphics.emblem(60),
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, cpf=p.cpf if print_cpf else None, issued_on=issued),
        "valid",
        "reservista" if p.military_kind == "reservista_2a" else "dispensa_incorporacao",
        person_cpf=p.cpf,
        extra={"ra": p.reservista_ra, "kind": p.military_kind},
    )


@renderer("folha_corrida")
def folha_corrida(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    p = _person(ctx, spec)
    issued = _undated(ctx, spec, rng, (5, 28))
    result = "positiva" if spec.result == "positiva" else "negativa"
    html = _html(
        ctx,
        "folha_corrida.html",
        rng,
        ("DejaVu Serif", "Liberation Serif"),
        (10.5, 11),
        p=p,
        issued=issued,
        time=_time(rng),
        result=result,
        number=f"{_digits(rng, 4)}{issued.year}{_digits(rng, 6)}",
        code=_hex_code(rng, 4),
        process=_process_number(rng, issued),
    )
    return Rendered(
        spec,
        html,
        _fields(name=p.upper, cpf=p.cpf, issued_on=issued, result=result),
        _status(spec),
        "alvara_folha_corrida",
        person_cpf=p.cpf,
    )


# ---------------------------------------------------------------- fiscal certidões


@renderer("certidao_federal")
def certidao_federal(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    # RFB/PGFN: "Válida até" = emission + 180 days (Portaria Conjunta 1.751/2014).
    issued, valid_until = _dated_validity(ctx, spec, rng, 180, (5, 120))
    cpf: str | None = None
    cnpj: str | None = None
    if ctx.sad:
        # A person's certidão: same model, "CPF:" instead of "CNPJ:" (reference §1).
        name, cpf = _holder_person(ctx, spec, rng)
    else:
        name, cnpj = _holder(ctx, spec, rng)
    html = _html(
        ctx,
        "certidao_federal.html",
        rng,
        ("Liberation Sans", "DejaVu Sans", "Liberation Serif"),
        (10, 10.5, 11),
        name=name,
        cnpj=cnpj,
        cpf=cpf,
        result=spec.result,
        issued=issued,
        valid_until=valid_until,
        time=_time(rng),
        code=_hex_code(rng),
        emblem=graphics.emblem(50),
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=name,
            cnpj=cnpj,
            cpf=cpf,
            issued_on=issued,
            valid_until=valid_until,
            result=spec.result,
        ),
        _status(spec),
        "certidao_federal",
        person_cpf=ctx.cast.people[spec.person or 0].cpf if ctx.sad else None,
    )


@renderer("certidao_estadual")
def certidao_estadual(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    if ctx.sad:
        return documents_sad.certidao_estadual_go(ctx, spec, rng)
    # RS validity is unverified (reference §2.1); these print a 60-day "Válida até".
    issued, valid_until = _dated_validity(ctx, spec, rng, 60, (4, 45))
    name, cnpj = _holder(ctx, spec, rng)
    html = _html(
        ctx,
        "certidao_estadual.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9.5, 10),
        name=name,
        cnpj=cnpj,
        c=ctx.cast.company,
        result=spec.result,
        words=_result_words(spec.result),
        issued=issued,
        valid_until=valid_until,
        time=_time(rng),
        number=_digits(rng, 10),
        code=_hex_code(rng, 4),
        emblem=graphics.emblem(48, "#1f5d2c"),
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=name, cnpj=cnpj, issued_on=issued, valid_until=valid_until, result=spec.result
        ),
        _status(spec),
        "certidao_estadual",
    )


@renderer("certidao_municipal")
def certidao_municipal(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    if ctx.sad:
        return documents_sad.certidao_municipal_sad(ctx, spec, rng)
    days = 90
    issued, valid_until = _dated_validity(ctx, spec, rng, days, (4, 50))
    name, cnpj = _holder(ctx, spec, rng)
    # Half print a relative validity ("válida por 90 (noventa) dias"), half an end date.
    relative = rng.random() < 0.5
    html = _html(
        ctx,
        "certidao_municipal.html",
        rng,
        ("Liberation Serif", "DejaVu Serif", "Liberation Sans"),
        (10.5, 11),
        name=name,
        cnpj=cnpj,
        c=ctx.cast.company,
        result=spec.result,
        words=_result_words(spec.result),
        issued=issued,
        valid_until=valid_until,
        relative=relative,
        days=days,
        number=f"{_digits(rng, 5)}/{issued.year}",
        code=_hex_code(rng, 3),
        emblem=graphics.emblem(56, "#7a1010"),
        debts=[
            {"tributo": "ISSQN", "exercicio": issued.year - 1, "situacao": "Parcelamento em dia"},
        ],
    )
    return Rendered(
        spec,
        html,
        _fields(
            name=name, cnpj=cnpj, issued_on=issued, valid_until=valid_until, result=spec.result
        ),
        _status(spec),
        "certidao_municipal",
        extra={"validity_style": "relative" if relative else "end_date"},
    )


@renderer("certidao_inss")
def certidao_inss(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    # Obsolete since 03/11/2014 (reference §1): always old, always expired.
    issued = date(rng.randrange(2010, 2014), rng.randrange(1, 13), rng.randrange(1, 28))
    valid_until = issued + timedelta(days=180)
    name, cnpj = _holder(ctx, spec, rng)
    html = _html(
        ctx,
        "certidao_inss.html",
        rng,
        ("Liberation Mono", "DejaVu Sans Mono"),
        (9.5, 10),
        name=name,
        cnpj=cnpj,
        issued=issued,
        valid_until=valid_until,
        number=f"{_digits(rng, 6)}{issued.year}{_digits(rng, 8)}",
        code=_hex_code(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cnpj=cnpj, issued_on=issued, valid_until=valid_until, result="negativa"),
        "expired",
        "cnd_inss",
    )


@renderer("crf_fgts")
def crf_fgts(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    # CAIXA prints "Validade: D a D+29" (30 days inclusive).
    issued, valid_until = _dated_validity(ctx, spec, rng, 29, (2, 20))
    name, cnpj = _holder(ctx, spec, rng)
    c = ctx.cast.company
    html = _html(
        ctx,
        "crf_fgts.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (10, 10.5),
        name=name,
        cnpj=cnpj,
        c=c,
        issued=issued,
        valid_until=valid_until,
        time=_time(rng),
        number=issued.strftime("%Y%m%d") + _digits(rng, 14),
        compact=rng.random() < 0.3,
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cnpj=cnpj, issued_on=issued, valid_until=valid_until),
        _status(spec),
        "crf_fgts",
    )


@renderer("certidao_pis")
def certidao_pis(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    issued, valid_until = _dated_validity(ctx, spec, rng, 60, (3, 40))
    name, cnpj = _holder(ctx, spec, rng)
    html = _html(
        ctx,
        "certidao_pis.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (10, 10.5),
        name=name,
        cnpj=cnpj,
        issued=issued,
        valid_until=valid_until,
        time=_time(rng),
        employees=rng.randrange(len(ctx.cast.vehicles) + 2, len(ctx.cast.vehicles) * 2 + 6),
        code=_hex_code(rng),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cnpj=cnpj, issued_on=issued, valid_until=valid_until),
        _status(spec),
        "certidao_pis",
    )


@renderer("comprovante_contribuicao_sindical")
def comprovante_contribuicao_sindical(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    year = ctx.protocol.year if not spec.expired else ctx.protocol.year - 2
    # Employers pay in January (CLT art. 587); a company opened that year pays on registering.
    if c.opened.year == year and not spec.expired:
        paid = c.opened + timedelta(days=rng.randrange(5, 25))
        due = paid + timedelta(days=rng.randrange(0, 6))
    else:
        due = date(year, 1, 31)
        paid = due - timedelta(days=rng.randrange(0, 12))
    value = max(c.capital * 0.002, 200)
    html = _html(
        ctx,
        "comprovante_contribuicao_sindical.html",
        rng,
        ("Liberation Sans", "DejaVu Sans"),
        (8.5, 9),
        c=c,
        year=year,
        due=due,
        paid=paid,
        value=f"{value:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."),
        employees=rng.randrange(len(ctx.cast.vehicles) + 2, len(ctx.cast.vehicles) * 2 + 6),
        entity_code=f"{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 5)}-{rng.randrange(10)}",
        auth=f"{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}",
        barcode=graphics.barcode(rng, 420, 36),
        digitable=" ".join(_digits(rng, 11) + "-" + str(rng.randrange(10)) for _ in range(4)),
    )
    return Rendered(
        spec,
        html,
        _fields(name=c.upper, cnpj=c.cnpj, issued_on=paid),
        _status(spec),
        "guia_contribuicao_sindical",
        extra={"exercise": year},
    )


@renderer("ctps")
def ctps(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    c = ctx.cast.company
    e = ctx.cast.employee
    issued = _recent(ctx, rng, 2, 30)
    admitted = max(c.opened, ctx.protocol - timedelta(days=rng.randrange(200, 2500))) + timedelta(
        days=15
    )
    admitted = max(c.opened, min(admitted, issued - timedelta(days=20)))
    employer: Any = c
    if spec.other_holder:
        # Employed by another company: no "vínculo empregatício" with the applicant.
        other_name, other_cnpj = _holder(ctx, spec, rng)
        employer = SimpleNamespace(upper=other_name, cnpj=other_cnpj)
    html = _html(
        ctx,
        "ctps.html",
        rng,
        ("DejaVu Sans", "Liberation Sans"),
        (9.5, 10),
        c=employer,
        e=e,
        issued=issued,
        time=_time(rng),
        admitted=admitted,
        salary=f"{rng.randrange(2900, 4200):,}".replace(",", ".") + ",00",
        previous=rng.random() < 0.6,
        prev_start=admitted - timedelta(days=rng.randrange(900, 2500)),
        prev_end=admitted - timedelta(days=rng.randrange(20, 200)),
        prev_cnpj=cd.make_cnpj(rng),
        qr=graphics.qr_code(rng, size=70),
    )
    return Rendered(
        spec,
        html,
        _fields(name=e.upper, cpf=e.cpf, cnpj=employer.cnpj, issued_on=issued),
        _status(spec),
        "ctps_digital",
        # The driver's own CTPS in a driver registration (SM Art. 20, V).
        person_cpf=e.cpf if ctx.checklist == "sm-fretamento-motorista" else None,
    )


# ---------------------------------------------------------------- judicial


@renderer("certidao_falencia")
def certidao_falencia(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    return _judicial(ctx, spec, rng, "certidao_falencia.html", "certidao_falencia")


@renderer("certidao_execucoes")
def certidao_execucoes(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    return _judicial(ctx, spec, rng, "certidao_execucoes.html", "certidao_execucoes")


def _judicial(
    ctx: Context, spec: DocSpec, rng: random.Random, template: str, slug: str
) -> Rendered:
    issued = _undated(ctx, spec, rng, (3, 28))
    name, cnpj = _holder(ctx, spec, rng)
    result = "positiva" if spec.result == "positiva" else "negativa"
    html = _html(
        ctx,
        template,
        rng,
        ("DejaVu Serif", "Liberation Serif", "Liberation Sans"),
        (10.5, 11),
        name=name,
        cnpj=cnpj,
        c=ctx.cast.company,
        result=result,
        issued=issued,
        time=_time(rng),
        number=f"{_digits(rng, 10)}",
        code=_hex_code(rng, 4),
        since=dates.years_later(issued, -10),
        process=_process_number(rng, issued),
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cnpj=cnpj, issued_on=issued, result=result),
        _status(spec),
        slug,
    )


@renderer("certidao_protestos")
def certidao_protestos(ctx: Context, spec: DocSpec, rng: random.Random) -> Rendered:
    issued = _undated(ctx, spec, rng, (3, 25))
    name, cnpj = _holder(ctx, spec, rng)
    result = "positiva" if spec.result == "positiva" else "negativa"
    protests = [
        {
            "date": dates.num(issued - timedelta(days=rng.randrange(40, 900))),
            "creditor": rng.choice(
                ("AUTO PEÇAS CENTRAL LTDA", "POSTO RODOVIÁRIO BOCA DO MONTE LTDA")
            ),
            "value": f"{rng.randrange(800, 25000):,}".replace(",", ".") + ",00",
            "book": f"{rng.randrange(100, 900)}-T",
        }
        for _ in range(rng.randrange(1, 3))
    ]
    html = _html(
        ctx,
        "certidao_protestos.html",
        rng,
        ("Liberation Serif", "DejaVu Serif"),
        (11, 11.5),
        name=name,
        cnpj=cnpj,
        result=result,
        issued=issued,
        since=dates.years_later(issued, -5),
        protocol_number=_digits(rng, 6),
        seal=(
            f"{_digits(rng, 4)}.{_digits(rng, 2)}.{issued.year % 100}{_digits(rng, 5)}."
            f"{_digits(rng, 5)}"
        ),
        protests=protests,
        tabeliao=rng.choice(
            ("Tabelião", "Tabeliã", "Escrevente Autorizado", "Escrevente Autorizada")
        ),
        fee=f"{rng.randrange(18, 45)},{rng.randrange(10, 99)}",
    )
    return Rendered(
        spec,
        html,
        _fields(name=name, cnpj=cnpj, issued_on=issued, result=result),
        _status(spec),
        "certidao_protestos",
    )


def check_templates() -> list[str]:
    """Problems with the template set (start-up check): a renderer without its
    template, or a held-out template that is not a twin of a standard one or
    does not compile."""
    problems = [
        f"missing template {t}.html" for t in RENDERERS if not (TEMPLATE_DIR / f"{t}.html").exists()
    ]
    for name, directory in TEMPLATE_SETS.items():
        label = "held-out" if name == "heldout" else f"{name}"
        for path in sorted(directory.glob("*.html")):
            if not (TEMPLATE_DIR / path.name).exists():
                problems.append(f"{label} template {path.name} has no standard twin")
                continue
            try:
                _SET_ENVS[name].get_template(path.name)
            except Exception as exc:  # noqa: BLE001 (report every template problem at once)
                problems.append(f"{label} template {path.name}: {exc}")
    return problems


def heldout_types(name: str = "heldout") -> list[str]:
    """Document types (and extra models) that have a template in set ``name``."""
    return sorted(p.stem for p in TEMPLATE_SETS[name].glob("*.html"))


# The other checklists' documents register themselves on import.
from corpus import (  # noqa: E402, F401
    documents_driver,
    documents_other,
    documents_sad,
    documents_vehicle,
)

__all__ = [
    "HELDOUT2_FONTS",
    "HELDOUT3_FONTS",
    "HELDOUT4_FONTS",
    "HELDOUT5_FONTS",
    "HELDOUT6_FONTS",
    "HELDOUT7_FONTS",
    "HELDOUT8_FONTS",
    "HELDOUT9_FONTS",
    "HELDOUT10_FONTS",
    "HELDOUT11_FONTS",
    "HELDOUT12_FONTS",
    "HELDOUT13_FONTS",
    "HELDOUT14_FONTS",
    "HELDOUT15_FONTS",
    "HELDOUT16_FONTS",
    "HELDOUT17_FONTS",
    "HELDOUT18_FONTS",
    "HELDOUT19_FONTS",
    "HELDOUT20_FONTS",
    "HELDOUT21_FONTS",
    "HELDOUT22_FONTS",
    "PERSONAL_TYPES",
    "RENDERERS",
    "RESULTS",
    "SET_EXTRA_FONTS",
    "SET_FONTS",
    "TEMPLATE_SETS",
    "Context",
    "DocSpec",
    "Rendered",
    "render",
]
