"""The rules that recognise each document type, as data.

Every pattern has an id (``<type>:<kind>:<n>``) so a classification can say
which rule fired, all the way into the report. Patterns are written folded
(lower case, no accents: see ``extractors.text.fold``) and come from the
documents' real title lines, issuers and field labels as
../shared/reference/documents.md records them, not from any one generator.

- ``title``: a title line or a phrase only that document carries. Strong.
- ``cue``: an issuer, a field label or a body phrase typical of the type but
  also seen elsewhere. Weak alone; they add up.
"""

from __future__ import annotations

from dataclasses import dataclass

TITLE_WEIGHT = 3.0
CUE_WEIGHT = 1.0


@dataclass(frozen=True)
class Pattern:
    id: str
    type: str
    kind: str  # title | cue
    phrase: str  # folded


# type -> (titles, cues)
_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "requerimento": (
        (
            "requerimento de registro",
            "peticao de registro",
            "requerimento de cadastro",
            "vem respeitosamente requerer",
            "vem requerer",
            "requer a vossa senhoria",
        ),
        (
            "ilustrissimo senhor",
            "nestes termos",
            "pede deferimento",
            "requerente",
            "secretario de municipio",
        ),
    ),
    "contrato_social": (
        (
            "contrato social",
            "alteracao contratual",
            "consolidacao do contrato social",
            "instrumento particular de constituicao",
            "alteracao e consolidacao",
        ),
        (
            "clausula primeira",
            "clausula segunda",
            "do capital social",
            "do objeto social",
            "da administracao",
            "quotas",
            "socio administrador",
            "socios",
            "integralizadas",
            "nome empresarial",
            "do foro",
            "declaracao de desimpedimento",
        ),
    ),
    "registro_junta_comercial": (
        ("certidao simplificada", "certidao especifica", "registro publico de empresas mercantis"),
        (
            "junta comercial",
            "nire",
            "ultimo arquivamento",
            "data de arquivamento",
            "situacao registral",
            "jucisrs",
            "registro ativo",
        ),
    ),
    "estatuto_social": (
        (
            "estatuto social",
            "ata da assembleia geral",
            "ata de assembleia geral",
            "ata da reuniao do conselho de administracao",
        ),
        (
            "sociedade anonima",
            "acionistas",
            "conselho de administracao",
            "diretoria",
            "assembleia geral ordinaria",
            "assembleia geral extraordinaria",
            "s.a.",
        ),
    ),
    "rg": (
        ("carteira de identidade", "registro geral", "carteira de identidade nacional"),
        (
            "filiacao",
            "naturalidade",
            "doc. origem",
            "doc origem",
            "instituto de identificacao",
            "secretaria da seguranca publica",
            "data de expedicao",
            "instituto-geral de pericias",
            "valida em todo o territorio nacional",
        ),
    ),
    "cpf": (
        (
            "comprovante de situacao cadastral no cpf",
            "cadastro de pessoas fisicas",
            "comprovante de inscricao no cpf",
        ),
        (
            "n do cpf",
            "no do cpf",
            "numero do cpf",
            "digito verificador",
            "data da inscricao",
            "situacao cadastral: regular",
            "codigo de controle do comprovante",
            "comprovante emitido as",
        ),
    ),
    "certidao_quitacao_eleitoral": (
        ("certidao de quitacao eleitoral", "quitacao eleitoral"),
        (
            "justica eleitoral",
            "tribunal superior eleitoral",
            "titulo eleitoral",
            "zona",
            "secao",
            "eleitor",
            "pleno gozo de seus direitos politicos",
        ),
    ),
    "certificado_reservista": (
        (
            "certificado de reservista",
            "certificado de dispensa de incorporacao",
            "certificado de isencao",
            "certificado de alistamento militar",
        ),
        (
            "servico militar",
            "ministerio da defesa",
            "exercito brasileiro",
            "junta de servico militar",
            "reservista",
            "classe",
            "forcas armadas",
            "ra:",
        ),
    ),
    "comprovante_endereco": (
        (
            "conta de energia",
            "nota fiscal/conta de energia",
            "conta de agua",
            "comprovante de endereco",
            "comprovante de residencia",
            "fatura de energia",
            "conta de luz",
            "fatura de servicos de telecomunicacoes",
        ),
        (
            "unidade consumidora",
            "total a pagar",
            "vencimento",
            "leitura atual",
            "leitura anterior",
            "consumo",
            "kwh",
            "referencia",
            "codigo do cliente",
            "fatura",
            "instalacao",
        ),
    ),
    "cartao_cnpj": (
        ("comprovante de inscricao e de situacao cadastral",),
        (
            "cadastro nacional da pessoa juridica",
            "numero de inscricao",
            "data de abertura",
            "nome empresarial",
            "titulo do estabelecimento",
            "codigo e descricao da natureza juridica",
            "codigo e descricao da atividade economica principal",
            "ente federativo responsavel",
            "situacao cadastral",
            "data da situacao cadastral",
            "porte",
        ),
    ),
    "certidao_federal": (
        (
            "tributos federais e a divida ativa da uniao",
            "creditos tributarios federais",
            "tributos federais",
        ),
        (
            "divida ativa da uniao",
            "receita federal",
            "procuradoria-geral da fazenda nacional",
            "fazenda nacional",
            "codigo de controle da certidao",
            "portaria conjunta rfb/pgfn",
            "ministerio da fazenda",
            "sujeito passivo",
        ),
    ),
    "certidao_estadual": (
        (
            "certidao de situacao fiscal",
            "debitos estaduais",
            "certidao negativa de debitos estaduais",
            "divida ativa do estado",
            "debito inscrito em divida ativa",
            "debitos tributarios estaduais",
        ),
        (
            "receita estadual",
            "fazenda estadual",
            "secretaria da fazenda do estado",
            "secretaria de estado da fazenda",
            "secretaria estadual da fazenda",
            "cgc/te",
            "inscricao estadual",
            "governo do estado",
            "icms",
        ),
    ),
    "certidao_municipal": (
        (
            "debitos municipais",
            "tributos municipais",
            "certidao geral de debitos",
            "tributos mobiliarios",
            "fazenda publica municipal",
            "debitos com a fazenda municipal",
        ),
        (
            "prefeitura municipal",
            "fazenda municipal",
            "secretaria municipal da fazenda",
            "secretaria de municipio da fazenda",
            "secretaria municipal de financas",
            "iss",
            "inscricao municipal",
            "municipio de",
            "cadastro mobiliario",
            "iptu",
        ),
    ),
    "comprovante_contribuicao_sindical": (
        ("contribuicao sindical", "guia de recolhimento da contribuicao sindical", "grcsu"),
        (
            "sindicato",
            "entidade sindical",
            "codigo sindical",
            "confederacao",
            "federacao",
            "empregadores",
            "capital social",
            "exercicio",
        ),
    ),
    "ctps": (
        (
            "carteira de trabalho e previdencia social",
            "carteira de trabalho digital",
            "carteira de trabalho",
        ),
        (
            "contrato de trabalho",
            "data de admissao",
            "empregador",
            "cargo",
            "cbo",
            "remuneracao",
            "ctps",
            "admissao",
            "vinculo empregaticio",
        ),
    ),
    "certidao_inss": (
        (
            "instituto nacional do seguro social",
            "contribuicoes previdenciarias",
            "certidao negativa de debito - cnd",
            "certidao negativa de debito do inss",
            "contribuicoes sociais previdenciarias",
        ),
        ("inss", "previdencia social", "previdenciari", "lei n 8.212", "lei 8.212"),
    ),
    "crf_fgts": (
        (
            "certificado de regularidade do fgts",
            # The CAIXA logo often sits inside the title line and splits it.
            "certificado de regularidade",
            "regularidade do fgts",
        ),
        (
            "fundo de garantia do tempo de servico",
            "caixa economica federal",
            "certificacao numero",
            "informacao obtida em",
            "fgts",
            "crf",
            "lei 8.036",
        ),
    ),
    "certidao_pis": (
        (
            "regularidade com o pis",
            "certidao de regularidade do pis",
            "programa de integracao social",
            "certidao negativa de debitos do pis",
        ),
        ("pis/pasep", "pis", "pasep"),
    ),
    "certidao_falencia": (
        ("falencia", "falencias", "concordata", "recuperacao judicial", "recuperacoes judiciais"),
        (
            "distribuidor",
            "poder judiciario",
            "tribunal de justica",
            "comarca",
            "nada consta",
            "lei 11.101",
        ),
    ),
    "certidao_execucoes": (
        (
            "execucoes forenses",
            "certidao judicial civel",
            "distribuicao civel",
            "acoes civeis",
            "distribuicoes civeis",
            "execucoes fiscais",
            "acoes e execucoes",
            "execucoes civeis",
        ),
        (
            "poder judiciario",
            "tribunal de justica",
            "comarca",
            "distribuidor",
            "nada consta",
            "polo passivo",
        ),
    ),
    "certidao_protestos": (
        (
            "certidao de protesto",
            "certidao negativa de protesto",
            "protesto de titulos",
            "tabelionato de protesto",
            "tabeliao de protesto",
            "protestos de titulos",
        ),
        ("tabeliao", "tabelionato", "lei 9.492", "protesto", "cenprot"),
    ),
    "folha_corrida": (
        (
            "alvara de folha corrida",
            "folha corrida",
            "atestado de antecedentes",
            "certidao de antecedentes criminais",
            "antecedentes criminais",
        ),
        (
            "policia civil",
            "policia federal",
            "instituto de identificacao",
            "nada consta",
            "tribunal de justica",
            "poder judiciario",
        ),
    ),
    "certidao_criminal": (
        (
            "certidao judicial criminal",
            "certidao negativa criminal",
            "distribuicao criminal",
            "certidao de distribuicao criminal",
            "acoes criminais",
            "crimes eleitorais",
            "certidao criminal",
        ),
        (
            "justica federal",
            "tribunal regional federal",
            "justica eleitoral",
            "criminal",
            "poder judiciario",
            "nada consta",
        ),
    ),
    "relacao_veiculos": (
        ("relacao dos veiculos", "relacao de veiculos", "relacao da frota", "frota de veiculos"),
        (
            "placa",
            "renavam",
            "chassi",
            "ano fabricacao",
            "ano de fabricacao",
            "lotacao",
            "frota",
            "marca/modelo",
            "onibus",
            "micro-onibus",
        ),
    ),
    "comprovante_estacionamento": (
        (
            "area para estacionamento",
            "area de estacionamento",
            "estacionamento da frota",
            "garagem da frota",
        ),
        (
            "estacionamento",
            "garagem",
            "contrato de locacao",
            "locador",
            "locatario",
            "patio",
            "area de",
            "metros quadrados",
            "m2",
        ),
    ),
    "crv": (
        ("certificado de registro de veiculo", "autorizacao para transferencia de propriedade"),
        ("renavam", "chassi", "placa", "proprietario", "detran", "numero do crv"),
    ),
    "contrato_compra_venda": (
        ("contrato de compra e venda", "compra e venda de veiculo"),
        ("registro de titulos e documentos", "vendedor", "comprador", "veiculo", "chassi"),
    ),
    "crlv": (
        ("certificado de registro e licenciamento de veiculo", "crlv-e", "crlv"),
        (
            "codigo renavam",
            "exercicio",
            "especie / tipo",
            "especie/tipo",
            "placa anterior",
            "ano fabricacao",
            "ano modelo",
            "chassi",
            "cat",
            "carroceria",
            "senatran",
            "denatran",
        ),
    ),
    "apolice_seguro": (
        ("apolice", "acidentes pessoais de passageiros", "seguro app"),
        (
            "seguradora",
            "susep",
            "vigencia",
            "capital segurado",
            "importancia segurada",
            "morte acidental",
            "invalidez permanente",
            "segurado",
            "premio",
        ),
    ),
    "cnh": (
        ("carteira nacional de habilitacao", "driver license", "permiso de conduccion"),
        (
            "cat. hab",
            "cat hab",
            "1a habilitacao",
            "n registro",
            "no registro",
            "permissao",
            "acc",
            "4d cpf",
            "4b validade",
            "4a data emissao",
            "observacoes",
            "renach",
        ),
    ),
    "certificado_curso_transporte": (
        (
            "curso especializado para condutores",
            "curso de transporte coletivo",
            "curso especializado de transporte coletivo",
        ),
        (
            "sest senat",
            "carga horaria",
            "certificado de conclusao",
            # In every contrato social of a fretamento company too: a cue only.
            "transporte coletivo de passageiros",
            "curso especializado",
            "resolucao contran",
            "horas/aula",
        ),
    ),
    "certidao_pontuacao_cnh": (
        (
            "certidao negativa de pontos",
            "extrato de pontuacao",
            "prontuario do condutor",
            "certidao negativa de penalidades",
            "certidao de pontuacao",
        ),
        ("pontuacao", "pontos", "infracoes", "detran", "condutor", "habilitacao"),
    ),
    "titulo_eleitor": (
        ("titulo de eleitor", "titulo eleitoral", "e-titulo"),
        ("zona", "secao", "inscricao", "municipio/uf", "justica eleitoral", "data de emissao"),
    ),
    "atestado_saude": (
        ("atestado de saude", "carteira de saude", "atestado medico", "atestado de sanidade"),
        ("apto", "crm", "medico", "exame clinico", "saude"),
    ),
    "foto_3x4": (
        ("fotografia 3x4", "foto 3x4"),
        (),
    ),
    "registro_firma_individual": (
        ("requerimento de empresario", "firma individual", "declaracao de firma individual"),
        ("empresario individual", "junta comercial", "nire"),
    ),
    "inscricao_iss": (
        (
            "inscricao municipal",
            "cadastro mobiliario",
            "alvara de localizacao",
            "ficha de inscricao cadastral",
            "inscricao no iss",
        ),
        ("issqn", "iss", "prefeitura", "contribuinte", "atividade"),
    ),
    "identidade_estrangeiro": (
        (
            "registro nacional migratorio",
            "carteira de registro nacional migratorio",
            "cedula de identidade de estrangeiro",
            "registro nacional de estrangeiros",
        ),
        ("crnm", "rne", "rnm", "amparo legal", "nacionalidade", "residencia"),
    ),
}


def all_patterns() -> list[Pattern]:
    """Every pattern, each with its stable id."""
    out: list[Pattern] = []
    for doc_type, (titles, cues) in _RULES.items():
        out.extend(
            Pattern(f"{doc_type}:title:{i}", doc_type, "title", phrase)
            for i, phrase in enumerate(titles)
        )
        out.extend(
            Pattern(f"{doc_type}:cue:{i}", doc_type, "cue", phrase) for i, phrase in enumerate(cues)
        )
    return out


DOCUMENT_TYPES = (*_RULES, "em_branco", "outro")
