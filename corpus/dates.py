"""Dates and numbers as Brazilian documents print them (reference §10).

Styles seen on real documents: ``08/09/2026`` (dominant), ``08.09.2026``,
``8 de setembro de 2026``, ``1º de março de 2026``, ``08 DE SETEMBRO DE 2026``
and, in contracts, dates fully written out in words.
"""

from __future__ import annotations

from datetime import date

MONTHS = (
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
)
MONTH_ABBR = ("JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ")
WEEKDAYS = (
    "segunda-feira",
    "terça-feira",
    "quarta-feira",
    "quinta-feira",
    "sexta-feira",
    "sábado",
    "domingo",
)

_UNITS = (
    "zero",
    "um",
    "dois",
    "três",
    "quatro",
    "cinco",
    "seis",
    "sete",
    "oito",
    "nove",
    "dez",
    "onze",
    "doze",
    "treze",
    "quatorze",
    "quinze",
    "dezesseis",
    "dezessete",
    "dezoito",
    "dezenove",
)
_TENS = (
    "",
    "",
    "vinte",
    "trinta",
    "quarenta",
    "cinquenta",
    "sessenta",
    "setenta",
    "oitenta",
    "noventa",
)
_HUNDREDS = (
    "",
    "cento",
    "duzentos",
    "trezentos",
    "quatrocentos",
    "quinhentos",
    "seiscentos",
    "setecentos",
    "oitocentos",
    "novecentos",
)


def years_later(d: date, years: int) -> date:
    """``d`` moved by ``years`` (negative: earlier).

    29 February becomes the 28th in a common year (``date.replace`` raises).
    """
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def num(d: date) -> str:
    """'08/09/2026'."""
    return d.strftime("%d/%m/%Y")


def num_dots(d: date) -> str:
    """'08.09.2026'."""
    return d.strftime("%d.%m.%Y")


def long(d: date, ordinal_first: bool = True) -> str:
    """'8 de setembro de 2026'; the first of a month as '1º de março de 2026'."""
    day = "1º" if d.day == 1 and ordinal_first else str(d.day)
    return f"{day} de {MONTHS[d.month - 1]} de {d.year}"


def long_padded(d: date) -> str:
    """'08 de setembro de 2026'."""
    return f"{d.day:02d} de {MONTHS[d.month - 1]} de {d.year}"


def long_upper(d: date) -> str:
    """'08 DE SETEMBRO DE 2026'."""
    return long_padded(d).upper()


def with_weekday(d: date) -> str:
    """'terça-feira, 8 de setembro de 2026'."""
    return f"{WEEKDAYS[d.weekday()]}, {long(d)}"


def month_year(d: date) -> str:
    """'SET/2026', as a competência or reference month."""
    return f"{MONTH_ABBR[d.month - 1]}/{d.year}"


def words(n: int) -> str:
    """A non-negative integer below one billion in Portuguese words."""
    if n < 0 or n >= 1_000_000_000:
        raise ValueError(n)
    if n == 0:
        return "zero"
    groups: list[tuple[str, int]] = []
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    if millions:
        groups.append(
            ("um milhão" if millions == 1 else f"{_below_1000(millions)} milhões", millions)
        )
    if thousands:
        groups.append(("mil" if thousands == 1 else f"{_below_1000(thousands)} mil", thousands))
    if units:
        groups.append((_below_1000(units), units))
    if len(groups) == 1:
        return groups[0][0]
    # "e" joins the last group when it is below one hundred or a round hundred
    # ("dois milhões e quinhentos mil", "mil e cem", but "mil duzentos e dez").
    last_text, last_value = groups[-1]
    head = " ".join(text for text, _ in groups[:-1])
    joiner = " e " if last_value < 100 or last_value % 100 == 0 else " "
    return head + joiner + last_text


def _below_1000(n: int) -> str:
    if n == 100:
        return "cem"
    hundreds, rest = divmod(n, 100)
    out: list[str] = []
    if hundreds:
        out.append(_HUNDREDS[hundreds])
    if rest:
        if rest < 20:
            out.append(_UNITS[rest])
        else:
            tens, unit = divmod(rest, 10)
            out.append(_TENS[tens] + (f" e {_UNITS[unit]}" if unit else ""))
    return " e ".join(out)


def day_words(day: int) -> str:
    """Day of the month in words, the first as 'primeiro'."""
    return "primeiro" if day == 1 else words(day)


def year_words(year: int) -> str:
    """2024 -> 'dois mil e vinte e quatro'."""
    thousands, rest = divmod(year, 1000)
    head = "mil" if thousands == 1 else f"{words(thousands)} mil"
    if not rest:
        return head
    return (
        f"{head} e {_below_1000(rest)}"
        if rest < 100 or rest % 100 == 0
        else f"{head} {_below_1000(rest)}"
    )


def in_words(d: date) -> str:
    """'aos doze dias do mês de março do ano de dois mil e vinte e quatro'."""
    day = "ao primeiro dia" if d.day == 1 else f"aos {words(d.day)} dias"
    return f"{day} do mês de {MONTHS[d.month - 1]} do ano de {year_words(d.year)}"


def money(value: int) -> str:
    """Whole reais: 150000 -> 'R$ 150.000,00'."""
    return "R$ " + f"{value:,}".replace(",", ".") + ",00"


def money_words(value: int) -> str:
    """Whole reais in words: 150000 -> 'cento e cinquenta mil reais'."""
    if value == 1:
        return "um real"
    # Round millions take "de": "um milhão de reais".
    return words(value) + (" de reais" if value % 1_000_000 == 0 else " reais")


def count_words(n: int) -> str:
    """'180 (cento e oitenta)'."""
    return f"{n} ({words(n)})"


# Styles only the heldout3 templates print (other issuers' systems).


def abbr_upper(d: date) -> str:
    """'15 DEZ 2026', as stamps and some bank systems print."""
    return f"{d.day:02d} {MONTHS[d.month - 1][:3].upper()} {d.year}"


def slash_abbr(d: date) -> str:
    """'15/dez/2026'."""
    return f"{d.day:02d}/{MONTHS[d.month - 1][:3]}/{d.year}"


def iso(d: date) -> str:
    """'2026-12-15', as born-digital systems print."""
    return d.isoformat()


def dashes(d: date) -> str:
    """'15-12-2026'."""
    return d.strftime("%d-%m-%Y")


# Styles only the heldout5 templates print (office letters, certificates, notaries).


def long_cap(d: date) -> str:
    """'15 de Dezembro de 2026', the month capitalised as many office letters print it."""
    day = "1º" if d.day == 1 else str(d.day)
    return f"{day} de {MONTHS[d.month - 1].capitalize()} de {d.year}"


def abnt(d: date) -> str:
    """'15 dez. 2026' (ABNT NBR 6023 abbreviations; 'maio' is never abbreviated)."""
    month = MONTHS[d.month - 1]
    return f"{d.day} {month if len(month) <= 4 else month[:3] + '.'} {d.year}"


def words_full(d: date) -> str:
    """'quinze de dezembro de dois mil e vinte e seis', as notaries write a date."""
    return f"{day_words(d.day)} de {MONTHS[d.month - 1]} de {year_words(d.year)}"


# Styles only the heldout6 templates print (bank and system exports, notaries' seals).


def dash_abbr_upper(d: date) -> str:
    """'15-DEZ-2026', as bank systems and old mainframe exports print."""
    return f"{d.day:02d}-{MONTHS[d.month - 1][:3].upper()}-{d.year}"


def day_words_year(d: date) -> str:
    """'quinze de dezembro de 2026': the day in words, the year in figures."""
    return f"{day_words(d.day)} de {MONTHS[d.month - 1]} de {d.year}"


def short_de(d: date) -> str:
    """'15 de dez. de 2026' ('maio' is never abbreviated)."""
    month = MONTHS[d.month - 1]
    return f"{d.day} de {month if len(month) <= 4 else month[:3] + '.'} de {d.year}"


# Styles only the heldout7 templates print.


def weekday_after(d: date) -> str:
    """'30 de novembro de 2026 (segunda-feira)': the weekday after the date, in brackets."""
    return f"{long(d)} ({with_weekday(d).split(',')[0]})"


def dots_short(d: date) -> str:
    """'30.11.26', as some issuers' systems print."""
    return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
