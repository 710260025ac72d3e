"""Check-digit maths for the numbers printed on the synthetic documents.

Written here, not imported from ``extractors``, so that the generator and the
pipeline's validators are two independent implementations of
``../shared/reference/documents.md`` §9 and a test can compare them.
"""

from __future__ import annotations

import random
import string

# §9.2: CNPJ characters are valued as their ASCII code minus 48, so that
# '0'..'9' keep their value and 'A' is 17 (alphanumeric CNPJ, IN RFB 2.229/2024).
_CNPJ_W1 = (5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)
_CNPJ_W2 = (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)
_CNPJ_CHARS = string.digits + string.ascii_uppercase
_RENAVAM_W = (3, 2, 9, 8, 7, 6, 5, 4, 3, 2)


def _mod11_dv(total: int) -> int:
    remainder = total % 11
    return 0 if remainder < 2 else 11 - remainder


def cpf_check_digits(base9: str) -> str:
    """The two check digits of a CPF whose first nine digits are ``base9``."""
    digits = [int(c) for c in base9]
    dv1 = _mod11_dv(sum(d * (10 - i) for i, d in enumerate(digits)))
    digits.append(dv1)
    dv2 = _mod11_dv(sum(d * (11 - i) for i, d in enumerate(digits)))
    return f"{dv1}{dv2}"


def is_valid_cpf(value: str) -> bool:
    """True for an 11-digit CPF (punctuation ignored) with correct check digits."""
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) != 11 or len(set(digits)) == 1:
        return False
    return cpf_check_digits(digits[:9]) == digits[9:]


def make_cpf(rng: random.Random, region: int = 0) -> str:
    """A random valid CPF (digits only); the ninth digit is the fiscal region (0 = RS)."""
    while True:
        base = "".join(str(rng.randrange(10)) for _ in range(8)) + str(region)
        if len(set(base)) > 1:
            return base + cpf_check_digits(base)


def format_cpf(cpf: str) -> str:
    """'52998224725' -> '529.982.247-25'."""
    return f"{cpf[:3]}.{cpf[3:6]}.{cpf[6:9]}-{cpf[9:]}"


def cnpj_check_digits(base12: str) -> str:
    """The two numeric check digits of a (possibly alphanumeric) CNPJ base."""
    values = [ord(c) - 48 for c in base12.upper()]
    dv1 = _mod11_dv(sum(v * w for v, w in zip(values, _CNPJ_W1, strict=True)))
    values.append(dv1)
    dv2 = _mod11_dv(sum(v * w for v, w in zip(values, _CNPJ_W2, strict=True)))
    return f"{dv1}{dv2}"


def is_valid_cnpj(value: str) -> bool:
    """True for a numeric or alphanumeric CNPJ with correct check digits."""
    chars = "".join(c for c in value.upper() if c.isalnum())
    if len(chars) != 14 or not chars[12:].isdigit():
        return False
    if any(c not in _CNPJ_CHARS for c in chars[:12]):
        return False
    if chars.isdigit() and len(set(chars)) == 1:
        return False
    return cnpj_check_digits(chars[:12]) == chars[12:]


def make_cnpj(rng: random.Random, alphanumeric: bool = False, branch: int = 1) -> str:
    """A random valid CNPJ of a matriz (``branch`` 1 prints as /0001)."""
    alphabet = _CNPJ_CHARS if alphanumeric else string.digits
    while True:
        root = "".join(rng.choice(alphabet) for _ in range(8))
        if alphanumeric and root.isdigit():
            continue  # an "alphanumeric" CNPJ should show at least one letter
        if root[0] == "0":
            continue
        base = root + f"{branch:04d}"
        return base + cnpj_check_digits(base)


def format_cnpj(cnpj: str) -> str:
    """'11222333000181' -> '11.222.333/0001-81'."""
    return f"{cnpj[:2]}.{cnpj[2:5]}.{cnpj[5:8]}/{cnpj[8:12]}-{cnpj[12:]}"


def renavam_check_digit(base10: str) -> str:
    """§9.3: the eleventh RENAVAM digit."""
    total = sum(int(c) * w for c, w in zip(base10, _RENAVAM_W, strict=True))
    dv = (total * 10) % 11
    return "0" if dv == 10 else str(dv)


def is_valid_renavam(value: str) -> bool:
    """True for a RENAVAM (old 9-digit ones left-padded) with a correct check digit."""
    digits = "".join(c for c in value if c.isdigit()).zfill(11)
    if len(digits) != 11:
        return False
    return renavam_check_digit(digits[:10]) == digits[10]


def make_renavam(rng: random.Random) -> str:
    """A random valid 11-digit RENAVAM; recent vehicles start with 00 or 01."""
    base = rng.choice(("00", "01", "01", "01")) + "".join(str(rng.randrange(10)) for _ in range(8))
    return base + renavam_check_digit(base)


def titulo_check_digits(seq8: str, uf: str) -> str:
    """§9.5: check digits of a título de eleitor (8 digits, then the 2-digit UF code)."""
    dv1 = sum(int(c) * (i + 2) for i, c in enumerate(seq8)) % 11
    if dv1 == 10:
        dv1 = 0
    elif dv1 == 0 and uf in ("01", "02"):
        dv1 = 1
    dv2 = (int(uf[0]) * 7 + int(uf[1]) * 8 + dv1 * 9) % 11
    if dv2 == 10:
        dv2 = 0
    elif dv2 == 0 and uf in ("01", "02"):
        dv2 = 1
    return f"{dv1}{dv2}"


def make_titulo(rng: random.Random, uf: str = "04") -> str:
    """A random valid 12-digit título de eleitor (04 = RS)."""
    seq = "".join(str(rng.randrange(10)) for _ in range(8))
    return seq + uf + titulo_check_digits(seq, uf)


def format_titulo(titulo: str) -> str:
    """'123456780434' -> '1234 5678 0434'."""
    return f"{titulo[:4]} {titulo[4:8]} {titulo[8:]}"


def cnh_check_digits(base9: str) -> str:
    """§9.4: the two check digits of a CNH "Nº REGISTRO" (the validate-docbr algorithm)."""
    digits = [int(c) for c in base9]
    dv1 = sum(d * (9 - i) for i, d in enumerate(digits)) % 11
    dsc = 0
    if dv1 >= 10:
        dv1, dsc = 0, 2
    dv2 = sum(d * (i + 1) for i, d in enumerate(digits)) % 11 - dsc
    if dv2 < 0:
        dv2 += 11
    if dv2 >= 10:
        dv2 = 0
    return f"{dv1}{dv2}"


def is_valid_cnh(value: str) -> bool:
    """True for an 11-digit CNH registration number with correct check digits."""
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) != 11 or len(set(digits)) == 1:
        return False
    return cnh_check_digits(digits[:9]) == digits[9:]


def make_cnh(rng: random.Random) -> str:
    """A random valid 11-digit CNH registration number."""
    while True:
        base = "0" + "".join(str(rng.randrange(10)) for _ in range(8))
        if len(set(base)) > 1:
            return base + cnh_check_digits(base)
