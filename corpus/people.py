"""Synthetic identities: people, companies and vehicles with valid numbers.

Names are random combinations of common Brazilian given names and surnames
(many of them usual in the Santa Maria region); numbers carry valid check
digits but are drawn at random, so any resemblance to a real person or
company is accidental. Everything is drawn from the ``random.Random`` passed
in, so one seed always gives the same people.
"""

from __future__ import annotations

import random
import string
import unicodedata
from dataclasses import dataclass, field, replace
from datetime import date, timedelta

from corpus import checkdigits as cd
from corpus import dates

MALE_NAMES = (
    "João",
    "José",
    "Carlos",
    "Paulo",
    "Luiz",
    "Marcos",
    "Rafael",
    "Rodrigo",
    "Fernando",
    "Gustavo",
    "Diego",
    "Leandro",
    "Fabiano",
    "Tiago",
    "Júlio",
    "Sérgio",
    "Vinícius",
    "Anderson",
    "Cristiano",
    "Márcio",
    "Ângelo",
    "Gilberto",
    "Eduardo",
    "Renato",
    "Alexandre",
    "Maurício",
    "Otávio",
    "Rogério",
    "César",
)
FEMALE_NAMES = (
    "Maria",
    "Ana",
    "Juliana",
    "Fernanda",
    "Patrícia",
    "Aline",
    "Camila",
    "Luciana",
    "Cristiane",
    "Daniela",
    "Vanessa",
    "Simone",
    "Letícia",
    "Gabriela",
    "Tatiane",
    "Rosângela",
    "Adriana",
    "Cláudia",
    "Débora",
    "Jéssica",
    "Mônica",
    "Lúcia",
    "Márcia",
    "Sônia",
    "Bárbara",
    "Priscila",
)
MIDDLE_NAMES_M = ("Antônio", "Augusto", "Henrique", "Alberto", "Luís", "Roberto", "Francisco")
MIDDLE_NAMES_F = ("Helena", "Cristina", "Luíza", "Beatriz", "Regina", "Aparecida", "Eduarda")
SURNAMES = (
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Rodrigues",
    "Almeida",
    "Lima",
    "Carvalho",
    "Ferreira",
    "Gomes",
    "Martins",
    "Rocha",
    "Ribeiro",
    "Barbosa",
    "Schmitt",
    "Weber",
    "Kessler",
    "Bortolotto",
    "Zanini",
    "Tonetto",
    "Brondani",
    "Righi",
    "Dalmolin",
    "Cassol",
    "Facco",
    "Londero",
    "Pivetta",
    "Rossato",
    "Piovesan",
    "Moraes",
    "Flores",
    "Fagundes",
    "Machado",
    "Medeiros",
    "Saldanha",
    "Vargas",
    "Teixeira",
    "Soares",
    "Conceição",
    "Gonçalves",
    "Araújo",
    "Simões",
    "Guimarães",
    "Lopes",
    "Cezimbra",
    "Dornelles",
    "Mânica",
)
BIRTHPLACES = (
    "Santa Maria",
    "Santa Maria",
    "Santa Maria",
    "Cachoeira do Sul",
    "São Sepé",
    "Júlio de Castilhos",
    "Restinga Sêca",
    "São Pedro do Sul",
    "Faxinal do Soturno",
    "Agudo",
    "Caçapava do Sul",
    "Cruz Alta",
    "Santiago",
    "Porto Alegre",
)
STREETS = (
    "Rua dos Andradas",
    "Avenida Rio Branco",
    "Rua Venâncio Aires",
    "Avenida Nossa Senhora Medianeira",
    "Rua Appel",
    "Avenida Presidente Vargas",
    "Rua Serafim Valandro",
    "Rua Silva Jardim",
    "Rua Duque de Caxias",
    "Avenida Borges de Medeiros",
    "Rua Tuiuti",
    "Rua Professor Braga",
    "Avenida Roraima",
    "Rua Coronel Niederauer",
    "Avenida Fernando Ferrari",
    "Rua Floriano Peixoto",
    "Rua André Marques",
    "Avenida Liberdade",
)
BAIRROS = (
    "Centro",
    "Camobi",
    "Nossa Senhora de Fátima",
    "Patronato",
    "Tancredo Neves",
    "Nossa Senhora do Rosário",
    "Passo d'Areia",
    "Bonfim",
    "Nossa Senhora das Dores",
    "Medianeira",
    "Urlândia",
    "Juscelino Kubitschek",
    "Presidente João Goulart",
)
INDUSTRIAL_STREETS = (
    "Rodovia BR-158, Km",
    "Avenida Hélvio Basso",
    "Rua Pedro Santini",
    "Avenida João Machado Soares",
    "Rodovia RSC-287, Km",
    "Rua Euclides da Cunha",
)
COMPANY_WORDS = (
    "Coxilha",
    "Vale do Ibicuí",
    "Boca do Monte",
    "Camobi",
    "Itaara",
    "Pinhal",
    "Serra Gaúcha",
    "Quarta Colônia",
    "Rio Vacacaí",
    "Três Marias",
    "Planalto",
    "Coração do Rio Grande",
    "Pampa",
    "Cerro Azul",
    "Arroio Grande",
    "Passo Fundo Velho",
)
COMPANY_PATTERNS = (
    "Transportes {w} Ltda",
    "Expresso {w} Ltda",
    "{w} Turismo e Fretamento Ltda",
    "Rodoviário {w} Transportes Ltda",
    "Fretamentos {w} Ltda",
    "Viação {w} Ltda",
)
COMPANY_PATTERNS_SA = ("Transportes {w} S.A.", "Viação {w} S.A.", "Expresso {w} S.A.")

# (marca/modelo, carroceria, kind, lotação range, chassis prefix)
VEHICLE_MODELS = (
    ("M.BENZ/O500RS 1836", "MARCOPOLO PARADISO 1200", "onibus", (42, 46), "9BM"),
    ("M.BENZ/OF 1721", "CAIO APACHE VIP", "onibus", (40, 44), "9BM"),
    ("VOLVO/B270F", "MARCOPOLO VIAGGIO 1050", "onibus", (44, 48), "9BV"),
    ("VW/17.230 OD", "COMIL CAMPIONE 3.45", "onibus", (42, 46), "9BW"),
    ("SCANIA/K310 IB4X2", "IRIZAR I6 3.70", "onibus", (44, 50), "9BS"),
    ("MARCOPOLO/VOLARE W9", "VOLARE W9 ON", "microonibus", (26, 30), "93P"),
    ("MARCOPOLO/VOLARE V8L", "VOLARE V8L EXECUTIVO", "microonibus", (28, 32), "93P"),
    ("IVECO/CITYCLASS 70C17", "CAIO FOZ SUPER", "microonibus", (24, 28), "93Z"),
    ("M.BENZ/LO 916", "COMIL PIÁ", "microonibus", (26, 30), "9BM"),
)
# Passenger vehicles Art. 11, § 1º does not admit (only ônibus and micro-ônibus).
OTHER_VEHICLE_MODELS = (
    ("FIAT/DOBLO ADVENTURE 1.8", "FECHADA", "van", (6, 7), "9BD"),
    ("CHEVROLET/SPIN LTZ 1.8", "NAO APLICAVEL", "automovel", (6, 7), "9BG"),
)
KIND_LABELS = {
    "onibus": "Ônibus",
    "microonibus": "Micro-ônibus",
    "van": "Camioneta",
    "automovel": "Automóvel",
}
SPECIES_TYPES = {
    "onibus": "ONIBUS",
    "microonibus": "MICROONIBUS",
    "van": "CAMIONETA",
    "automovel": "AUTOMOVEL",
}
COLOURS = ("BRANCA", "BRANCA", "PRATA", "AZUL", "VERMELHA", "AMARELA", "CINZA")
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


@dataclass(frozen=True)
class Address:
    street: str
    number: str
    bairro: str
    city: str = "Santa Maria"
    uf: str = "RS"
    cep: str = "97010-000"
    complement: str = ""

    @property
    def line(self) -> str:
        """'Rua dos Andradas, 1234, sala 2, Centro'."""
        parts = [f"{self.street}, {self.number}"]
        if self.complement:
            parts.append(self.complement)
        parts.append(self.bairro)
        return ", ".join(parts)

    @property
    def full(self) -> str:
        """'Rua dos Andradas, 1234, Centro, Santa Maria/RS, CEP 97010-000'."""
        return f"{self.line}, {self.city}/{self.uf}, CEP {self.cep}"


@dataclass(frozen=True)
class CNH:
    """A Carteira Nacional de Habilitação (reference §6.3).

    ``category`` as printed in "9 CAT. HAB." (D, AD, E, AE, B, ...); ``ear``:
    the observation "EAR" (exerce atividade remunerada, CTB art. 147 § 5º).
    """

    number: str  # "5 Nº REGISTRO", 11 digits with check digits (§9.4)
    category: str
    first: date  # 1ª habilitação
    issued: date  # 4a data emissão
    valid_until: date  # 4b validade
    ear: bool
    renach: str
    mirror: str  # espelho (form) number

    @property
    def professional(self) -> bool:
        """Category D or E with EAR: what SM Art. 18/20 II and SAD Art. 19 II ask."""
        return self.ear and any(c in self.category for c in "DE")


@dataclass(frozen=True)
class Person:
    name: str
    sex: str
    cpf: str
    birth: date
    birthplace: str
    mother: str
    father: str
    rg: str
    rg_issued: date
    marital: str
    address: Address
    titulo: str
    zona: int
    secao: int
    reservista_ra: str = ""
    military_kind: str = ""  # reservista_2a | dispensa
    # A foreign national (SAD Art. 19, § 2º): nationality as printed, RNM number
    # and the residence validity (None: "prazo indeterminado").
    nationality: str = ""
    rnm: str = ""
    rnm_issued: date | None = None
    rnm_valid_until: date | None = None
    # A driver's CNH (None when the person holds none); see make_driver.
    cnh: CNH | None = None
    uf: str = "RS"  # where the person lives and got the identity card
    birth_uf: str = "RS"

    @property
    def upper(self) -> str:
        return self.name.upper()

    @property
    def foreign(self) -> bool:
        return bool(self.nationality)

    def g(self, male: str, female: str) -> str:
        """Pick the gendered form of a word: ``g('brasileiro', 'brasileira')``."""
        return male if self.sex == "M" else female

    @property
    def qualification(self) -> str:
        """The contract preamble's qualification, without the name."""
        marital = {
            "solteiro": self.g("solteiro", "solteira"),
            "casado": self.g("casado", "casada") + " sob o regime de comunhão parcial de bens",
            "divorciado": self.g("divorciado", "divorciada"),
        }[self.marital]
        return (
            f"{self.g('brasileiro', 'brasileira')}, {marital}, "
            f"{self.g('empresário', 'empresária')}, {self.g('nascido', 'nascida')} em "
            f"{self.birth.strftime('%d/%m/%Y')}, natural de {self.birthplace}/RS, "
            f"portador{self.g('', 'a')} da Carteira de Identidade nº {self.rg} SSP/RS, "
            f"{self.g('inscrito', 'inscrita')} no CPF sob o nº {cd.format_cpf(self.cpf)}, "
            f"residente e {self.g('domiciliado', 'domiciliada')} na {self.address.full}"
        )


@dataclass(frozen=True)
class Vehicle:
    plate: str  # canonical, no hyphen: IXX1234 or IXX1A23
    renavam: str
    chassis: str
    model: str
    body: str
    kind: str  # onibus | microonibus
    year_made: int
    year_model: int
    seats: int
    colour: str

    @property
    def plate_printed(self) -> str:
        """Old plates print with a hyphen (IXX-1234), Mercosul ones without."""
        if self.plate[4].isdigit():
            return f"{self.plate[:3]}-{self.plate[3:]}"
        return self.plate

    @property
    def kind_label(self) -> str:
        return KIND_LABELS[self.kind]

    @property
    def species(self) -> str:
        """CRLV "ESPÉCIE / TIPO", as DETRANs print it (no accents, reference §8.1)."""
        return "PASSAGEIRO/" + SPECIES_TYPES[self.kind]

    @property
    def vehicle_kind(self) -> str:
        """The report schema's ``vehicle_kind`` (onibus | microonibus | van | outro)."""
        return {"automovel": "outro"}.get(self.kind, self.kind)


@dataclass(frozen=True)
class Company:
    name: str
    fantasy: str
    company_type: str  # ltda | sa
    cnpj: str
    nire: str
    address: Address
    opened: date
    capital: int
    phone: str
    email: str
    inscricao_municipal: str
    cgcte: str
    partners: tuple[Person, ...]
    quotas: tuple[int, ...]  # quotas of R$ 1,00 per partner, same order
    administrators: tuple[int, ...]  # indexes into partners
    last_act: date  # date of the latest contract act (consolidation)
    last_act_registered: date
    junta_number: str
    junta_protocol: str
    contract_kind: str  # constituicao | consolidacao
    alteration_number: int
    porte: str = "EMPRESA DE PEQUENO PORTE"

    @property
    def upper(self) -> str:
        return self.name.upper()


@dataclass(frozen=True)
class Cast:
    """Everyone and everything one petition talks about."""

    company: Company
    people: tuple[Person, ...]
    employee: Person
    vehicles: tuple[Vehicle, ...]
    extra: dict[str, str] = field(default_factory=dict)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def make_address(rng: random.Random, industrial: bool = False) -> Address:
    """A street address in Santa Maria/RS."""
    if industrial:
        street = rng.choice(INDUSTRIAL_STREETS)
        number = (
            str(rng.randrange(200, 330)) if street.endswith("Km") else str(rng.randrange(100, 3500))
        )
        street = street.removesuffix(", Km")
        number = f"Km {number}" if street.startswith("Rodovia") else number
        bairro = rng.choice(("Distrito Industrial", "Camobi", "Pains", "Boca do Monte"))
        cep = f"971{rng.randrange(0, 12):02d}-{rng.randrange(0, 1000):03d}"
    else:
        street = rng.choice(STREETS)
        number = str(rng.randrange(10, 3900))
        bairro = rng.choice(BAIRROS)
        cep = f"970{rng.randrange(10, 99):02d}-{rng.randrange(0, 1000):03d}"
    if industrial:
        complement = rng.choice(("", "", "galpão 2", "sala 4", "pavilhão B"))
    else:
        complement = rng.choice(("", "", "", "apto 302", "casa 2", "apto 1104", "bloco B"))
    return Address(street=street, number=number, bairro=bairro, cep=cep, complement=complement)


def make_name(rng: random.Random, sex: str, used: set[str] | None = None) -> str:
    """A full name: one or two given names and two surnames."""
    for _ in range(100):
        first = rng.choice(MALE_NAMES if sex == "M" else FEMALE_NAMES)
        middle = rng.choice(MIDDLE_NAMES_M if sex == "M" else MIDDLE_NAMES_F)
        s1, s2 = rng.sample(SURNAMES, 2)
        parts = [first] + ([middle] if rng.random() < 0.4 else []) + [s1, s2]
        name = " ".join(parts)
        if used is None or name not in used:
            if used is not None:
                used.add(name)
            return name
    raise RuntimeError("name pool exhausted")


def make_person(
    rng: random.Random, sex: str, ref: date, used: set[str], age: tuple[int, int] = (28, 44)
) -> Person:
    """A person aged within ``age`` years at ``ref``, with documents to match."""
    name = make_name(rng, sex, used)
    # Brazilian order: the mother's surname, then the father's.
    from_mother, from_father = name.split()[-2:]
    birth = ref - timedelta(days=rng.randrange(age[0] * 365, age[1] * 365))
    mother = f"{rng.choice(FEMALE_NAMES)} {rng.choice(SURNAMES)} {from_mother}"
    father = f"{rng.choice(MALE_NAMES)} {rng.choice(SURNAMES)} {from_father}"
    rg_issued = date(
        rng.randrange(max(birth.year + 18, 2005), 2021), rng.randrange(1, 13), rng.randrange(1, 29)
    )
    ra = ""
    military = ""
    if sex == "M":
        military = rng.choice(("reservista_2a", "dispensa", "dispensa"))
        ra = f"{rng.randrange(1, 9)}{_digits(rng, 11)}"
    return Person(
        name=name,
        sex=sex,
        cpf=cd.make_cpf(rng, region=0),
        birth=birth,
        birthplace=rng.choice(BIRTHPLACES),
        mother=mother,
        father=father,
        rg=f"{rng.randrange(1, 9)}{_digits(rng, 9)}",
        rg_issued=rg_issued,
        marital=rng.choice(("solteiro", "casado", "casado", "divorciado")),
        address=make_address(rng),
        titulo=cd.make_titulo(rng, "04"),
        zona=rng.choice((41, 42, 135, 136)),
        secao=rng.randrange(1, 420),
        reservista_ra=ra,
        military_kind=military,
    )


def make_plate(rng: random.Random, mercosul: bool) -> str:
    """An RS-series plate (IAA to JDO), old (IXX1234) or Mercosul (IXX1A23)."""
    first = rng.choice("IIIJ")
    second = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ" if first == "I" else "ABCD")
    letters = first + second + rng.choice(string.ascii_uppercase)
    if mercosul:
        digit, letter = rng.randrange(10), rng.choice(string.ascii_uppercase)
        return f"{letters}{digit}{letter}{rng.randrange(100):02d}"
    return f"{letters}{rng.randrange(1000, 10000)}"


def make_vehicle(rng: random.Random, ref: date, used_plates: set[str]) -> Vehicle:
    """A bus or micro-bus within its useful life (Art. 11, § 2º: 20 and 15 years)."""
    model, body, kind, seats, prefix = rng.choice(VEHICLE_MODELS)
    max_age = 19 if kind == "onibus" else 14
    year = ref.year - rng.randrange(1, max_age)
    plate = make_plate(rng, mercosul=year >= 2019 or rng.random() < 0.4)
    while plate in used_plates:
        plate = make_plate(rng, mercosul=True)
    used_plates.add(plate)
    chassis = (
        prefix
        + "".join(rng.choice(VIN_CHARS) for _ in range(6))
        + rng.choice("ABCDEFGHJKLMNPRSTVWXY")
        + "".join(rng.choice(VIN_CHARS) for _ in range(7))
    )
    return Vehicle(
        plate=plate,
        renavam=cd.make_renavam(rng),
        chassis=chassis[:17],
        model=model,
        body=body,
        kind=kind,
        year_made=year,
        year_model=year + rng.choice((0, 0, 1)),
        seats=rng.randrange(seats[0], seats[1] + 1),
        colour=rng.choice(COLOURS),
    )


def make_company(
    rng: random.Random,
    partners: tuple[Person, ...],
    ref: date,
    company_type: str = "ltda",
    alphanumeric_cnpj: bool = False,
) -> Company:
    """A transport company of Santa Maria/RS owned by ``partners``."""
    word = rng.choice(COMPANY_WORDS)
    pattern = rng.choice(COMPANY_PATTERNS_SA if company_type == "sa" else COMPANY_PATTERNS)
    name = pattern.format(w=word)
    if alphanumeric_cnpj:
        # Alphanumeric CNPJs are issued from July 2026 (IN RFB 2.229/2024).
        opened = date(2026, rng.randrange(7, 10), rng.randrange(1, 28))
    else:
        opened = date(rng.randrange(2008, 2023), rng.randrange(1, 13), rng.randrange(1, 28))
    capital = rng.choice((100_000, 150_000, 200_000, 250_000, 300_000, 500_000))
    if len(partners) == 1:
        quotas = (capital,)
    else:
        first = capital * rng.choice((50, 60, 70)) // 100
        rest = capital - first
        quotas = (first,) + tuple(
            rest // (len(partners) - 1) + (rest % (len(partners) - 1) if i == 0 else 0)
            for i in range(len(partners) - 1)
        )
    if alphanumeric_cnpj:
        last_act, kind, alteration = (
            opened - timedelta(days=rng.randrange(10, 25)),
            "constituicao",
            0,
        )
    elif rng.random() < 0.75:
        last_act = ref - timedelta(days=rng.randrange(120, 1500))
        last_act = max(last_act, opened + timedelta(days=200))
        kind, alteration = "consolidacao", rng.randrange(1, 6)
    else:
        last_act, kind, alteration = (
            opened - timedelta(days=rng.randrange(10, 25)),
            "constituicao",
            0,
        )
    registered = last_act + timedelta(days=rng.randrange(3, 20))
    slug = (
        unicodedata.normalize("NFKD", word)
        .encode("ascii", "ignore")
        .decode()
        .lower()
        .replace(" ", "")
    )
    return Company(
        name=name,
        fantasy=f"{word} Fretamento" if "Fretamento" not in name else word,
        company_type=company_type,
        cnpj=cd.make_cnpj(rng, alphanumeric=alphanumeric_cnpj),
        nire=f"43{2 if company_type == 'ltda' else 3}{_digits(rng, 8)}",
        address=make_address(rng, industrial=True),
        opened=opened,
        capital=capital,
        phone=f"(55) 3{rng.randrange(212, 290)}-{_digits(rng, 4)}",
        email=f"contato@{slug}{rng.choice(('transportes', 'turismo', 'fretamento'))}.com.br",
        inscricao_municipal=f"{rng.randrange(10, 99)}.{_digits(rng, 3)}-{rng.randrange(10)}",
        cgcte=f"{rng.randrange(100, 200):03d}/{_digits(rng, 7)}",
        partners=partners,
        quotas=quotas,
        # Every partner manages: Art. 7 asks for the documents of the sócios-gerentes.
        administrators=tuple(range(len(partners))),
        last_act=last_act,
        last_act_registered=registered,
        junta_number=f"{rng.randrange(4, 9)}{_digits(rng, 6)}",
        junta_protocol=f"{registered.year % 100:02d}/{_digits(rng, 6)}-{rng.randrange(10)}",
        contract_kind=kind,
        alteration_number=alteration,
        porte=rng.choice(("EMPRESA DE PEQUENO PORTE", "MICROEMPRESA", "DEMAIS")),
    )


# ---------------------------------------------------------------- drivers, foreigners, SAD

FOREIGN_NATIONALS = (
    # (nationality as printed, country, male names, female names, surnames)
    (
        "URUGUAIA",
        "URUGUAI",
        ("Martín", "Diego", "Sebastián", "Nicolás"),
        ("Lucía", "Valentina", "Florencia"),
        ("Rodríguez", "Pereyra", "Fernández", "Olivera"),
    ),
    (
        "PARAGUAIA",
        "PARAGUAI",
        ("Juan", "Osvaldo", "Rubén", "Hugo"),
        ("Liz", "Mirna", "Graciela"),
        ("Benítez", "Giménez", "Duarte", "Acosta", "Ayala"),
    ),
    (
        "ARGENTINA",
        "ARGENTINA",
        ("Facundo", "Matías", "Gustavo", "Hernán"),
        ("Carolina", "Romina", "Natalia"),
        ("González", "Sosa", "Álvarez", "Romero"),
    ),
    (
        "PORTUGUESA",
        "PORTUGAL",
        ("Rui", "Nuno", "Duarte", "Tiago"),
        ("Inês", "Filipa", "Catarina"),
        ("Marques", "Correia", "Pinto", "Loureiro"),
    ),
    (
        "VENEZUELANA",
        "VENEZUELA",
        ("Luis", "Jesús", "Yorman", "Andrés"),
        ("Yelitza", "Mariángel", "Daniela"),
        ("Hernández", "Pérez", "Rojas", "Marcano"),
    ),
)
GO_BIRTHPLACES = (
    ("Santo Antônio do Descoberto", "GO"),
    ("Águas Lindas de Goiás", "GO"),
    ("Anápolis", "GO"),
    ("Goiânia", "GO"),
    ("Brasília", "DF"),
    ("Brasília", "DF"),
    ("Luziânia", "GO"),
    ("Formosa", "GO"),
    ("Unaí", "MG"),
)
SAD_SETORES = (
    "Setor Central",
    "Setor Sul",
    "Setor Norte",
    "Parque Estrela Dalva",
    "Jardim Ana Beatriz",
    "Setor Santa Fé",
    "Residencial Parque Santo Antônio",
    "Setor Mansões",
)
SAD_CITY = "Santo Antônio do Descoberto"


def make_address_sad(rng: random.Random) -> Address:
    """An address in Santo Antônio do Descoberto/GO, in the Goiás quadra-and-lote style."""
    street = rng.choice(("Rua", "Avenida", "Alameda")) + f" {rng.randrange(1, 40)}"
    number = f"Qd. {rng.randrange(1, 90)}, Lt. {rng.randrange(1, 40)}"
    return Address(
        street=street,
        number=number,
        bairro=rng.choice(SAD_SETORES),
        city=SAD_CITY,
        uf="GO",
        cep=f"729{rng.randrange(0, 10):02d}-{rng.randrange(0, 1000):03d}",
        complement=rng.choice(("", "", "casa 2", "casa 1")),
    )


def make_cnh_for(
    rng: random.Random,
    person: Person,
    ref: date,
    category: str = "D",
    ear: bool = True,
    expired: bool = False,
) -> CNH:
    """A CNH for ``person``, valid at ``ref`` unless ``expired``.

    Validity (Lei 14.071/2020): 10 years under 50, 5 years from 50 to 69; C, D
    and E drivers renew every toxicológico too, so CNHs here are recent.
    """
    age_at_ref = (ref - person.birth).days // 365
    first = dates.years_later(person.birth, rng.randrange(18, 23)) + timedelta(
        days=rng.randrange(0, 300)
    )
    span = 10 if age_at_ref < 50 else 5
    if expired:
        valid_until = ref - timedelta(days=rng.randrange(60, 400))
    else:
        valid_until = ref + timedelta(days=rng.randrange(200, 365 * span - 200))
    issued = dates.years_later(valid_until, -span) + timedelta(days=rng.randrange(0, 3))
    issued = max(issued, first + timedelta(days=400))
    return CNH(
        number=cd.make_cnh(rng),
        category=category,
        first=first,
        issued=issued,
        valid_until=valid_until,
        ear=ear,
        renach=f"{person.uf}{_digits(rng, 9)}",
        mirror=_digits(rng, 10),
    )


def make_foreigner(
    rng: random.Random, sex: str, ref: date, used: set[str], expired: bool = False
) -> Person:
    """A foreign national resident in Santo Antônio do Descoberto (SAD Art. 19, § 2º)."""
    nationality, country, males, females, surnames = rng.choice(FOREIGN_NATIONALS)
    for _ in range(50):
        first = rng.choice(males if sex == "M" else females)
        s1, s2 = rng.sample(surnames, 2)
        name = f"{first} {s1} {s2}"
        if name not in used:
            used.add(name)
            break
    birth = ref - timedelta(days=rng.randrange(30 * 365, 50 * 365))
    issued = ref - timedelta(days=rng.randrange(400, 2500))
    # Permanent residents (residência por prazo indeterminado) get a card valid
    # for nine years; an expired card is one that was not renewed.
    valid_until = (
        ref - timedelta(days=rng.randrange(60, 300)) if expired else dates.years_later(issued, 9)
    )
    base = make_person(rng, sex, ref, set(), age=(30, 50))
    return replace(
        base,
        name=name,
        birth=birth,
        birthplace=country.title(),
        mother=f"{rng.choice(females)} {rng.choice(surnames)}",
        father=f"{rng.choice(males)} {rng.choice(surnames)}",
        cpf=cd.make_cpf(rng, region=1),
        address=make_address_sad(rng),
        nationality=nationality,
        rnm=f"{rng.choice('VFG')}{_digits(rng, 6)}-{rng.choice('0123456789X')}",
        rnm_issued=issued,
        rnm_valid_until=valid_until,
        military_kind="",
        reservista_ra="",
        titulo="",
        uf="GO",
        birth_uf="",
    )


def localise_sad(rng: random.Random, person: Person) -> Person:
    """Move a person to Santo Antônio do Descoberto/GO: CPF of fiscal region 1
    (DF, GO, MS, MT, TO), título of Goiás (UF code 10), address there."""
    place, birth_uf = rng.choice(GO_BIRTHPLACES)
    return replace(
        person,
        cpf=cd.make_cpf(rng, region=1),
        birthplace=place,
        birth_uf=birth_uf,
        address=make_address_sad(rng),
        titulo=cd.make_titulo(rng, "10"),
        zona=rng.choice((31, 78, 140)),
        uf="GO",
    )


def make_vehicle_as(
    rng: random.Random,
    ref: date,
    used_plates: set[str],
    kind: str | None = None,
    age: int | None = None,
) -> Vehicle:
    """A vehicle of the given ``kind`` and ``age`` (years since manufacture).

    Unlike ``make_vehicle`` it may break Art. 11: an automóvel or camioneta
    (§ 1º), or a bus past its useful life (§ 2º).
    """
    pool = [m for m in (*VEHICLE_MODELS, *OTHER_VEHICLE_MODELS) if kind is None or m[2] == kind]
    base = make_vehicle(rng, ref, used_plates)
    model, body, chosen, seats, prefix = rng.choice(pool)
    year = ref.year - (age if age is not None else rng.randrange(1, 12))
    plate = base.plate
    if year < 2012 and not plate[4].isdigit():
        # Old vehicles mostly still carry the grey pre-Mercosul plate.
        used_plates.discard(plate)
        plate = make_plate(rng, mercosul=False)
        while plate in used_plates:
            plate = make_plate(rng, mercosul=False)
        used_plates.add(plate)
    return replace(
        base,
        plate=plate,
        model=model,
        body=body,
        kind=chosen,
        chassis=prefix + base.chassis[3:],
        year_made=year,
        year_model=year + rng.choice((0, 0, 1)),
        seats=rng.randrange(seats[0], seats[1] + 1),
    )
