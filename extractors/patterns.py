"""The rules that recognise each document type, as data.

Every pattern has an id (``<type>:<kind>:<n>``) so a classification can say
which rule fired, all the way into the report. Patterns are written folded
(lower case, no accents: see ``extractors.text.fold``) and come from the
documents' real title lines, issuers and field labels as
../shared/reference/documents.md records them, not from any one generator.

- ``title``: a title line or a phrase only that document carries. Strong.
- ``cue``: an issuer, a field label or a body phrase typical of the type but
  also seen elsewhere. Weak alone; they add up.

Besides the phrases: ``LETTER_FRAME`` and ``MENTION_BEFORE`` tell a title from
a mention of another document, ``LINE_RULES`` and ``WHOLE_LINE_TITLES`` read
title lines by their words (ids ``<type>:line:<n>``), ``POLICE_ISSUERS`` and
``COURT_ISSUERS`` tell a police record from a court's.
"""

from __future__ import annotations

from dataclasses import dataclass

TITLE_WEIGHT = 3.0
CUE_WEIGHT = 1.0


@dataclass(frozen=True)
class Pattern:
    id: str
    type: str
    kind: str  # title | cue (| line, for the hits of LINE_RULES / WHOLE_LINE_TITLES)
    phrase: str  # folded


# type -> (titles, cues)
_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "requerimento": (
        (
            "requerimento de registro",
            "peticao de registro",
            # A secretariat's form: "FICHA DE CADASTRO DE CONDUTOR", "1 - O QUE ESTÁ
            # SENDO SOLICITADO", "REQUERIMENTO - TRANSPORTE COLETIVO".
            "o que esta sendo solicitado",
            "ficha de cadastro de condutor",
            "ficha de inscricao - servico de transporte",
            "requerimento - transporte",
            "requerimento de cadastro",
            "vem respeitosamente requerer",
            "vem requerer",
            "requer a vossa senhoria",
            "requer o registro",
            "requer seu registro",
            "requer o cadastramento",
            "solicita o registro",
            "vem requerer a vossa senhoria",
            "solicitacao de registro",
            "pedido de registro",
            "vem, respeitosamente,",
            "vem respeitosamente",
            "venho respeitosamente",
            "venho requerer",
            # "Venho por meio deste requerer ...", "Peço deferimento.": a
            # citizen's own letter, in the first person.
            # An online protocol's receipt of the request as filed.
            "comprovante de abertura de processo",
            # A municipal protocol platform's page for the request filed on it.
            "protocolo eletronico",
            "abertura de processo eletronico",
            "texto informado pelo requerente",
            "solicito o cadastro",
            "solicito o registro",
            "solicitamos o cadastro",
            "solicitamos o registro",
            "venho por meio deste requerer",
            "venho por meio desta requerer",
            "venho, por meio deste, requerer",
            "venho, por meio desta, requerer",
            "venho pelo presente requerer",
            "vem por meio deste requerer",
            "vem, por meio deste, requerer",
            "vem pelo presente requerer",
            "peco deferimento",
            "requerer sua inscricao",
            "requerer a inscricao",
            "requerer o registro",
            "requerer o cadastro",
            "requerer o cadastramento",
            "requerer seu cadastro",
            "requerer seu registro",
            "vem solicitar",
            "venho solicitar",
            "solicita a vossa senhoria",
            "requer a inscricao",
            "requer o credenciamento",
            "pede deferimento",
            "pede e espera deferimento",
            # The request formulas of other petitions (a driver's or a
            # vehicle's cadastro, a renewal) and their closing variants.
            "requer o cadastro",
            "requer seu cadastro",
            "requer sua inscricao",
            "requer a renovacao",
            "requer a inclusao",
            "requer a autorizacao",
            "requer a concessao",
            "requer a emissao",
            "requer a vossa excelencia",
            "vem a presenca de vossa senhoria",
            "vem perante vossa senhoria",
            "requeiro",
            "solicito a vossa senhoria",
            "pede e aguarda deferimento",
            "aguarda deferimento",
            "p. deferimento",
            "mui respeitosamente",
            "a presenca de vossa senhoria",
            "a presenca de v. sa",
            "requer a v. sa",
            "requer a v.sa",
            # A company's letter asking for a vehicle's or a driver's cadastro.
            "solicita a inclusao",
            "solicita o cadastramento",
            "solicita o cadastro",
            "solicita a inscricao",
            # A counter's record of the request, typed by the clerk in the
            # third person: "REQUERENTE SOLICITA SUA INSCRIÇÃO COMO CANDIDATO".
            "solicita sua inscricao",
            "solicita sua matricula",
            "solicita seu cadastro",
            "solicita seu registro",
            "solicita a matricula",
            "solicita cadastro",
            "solicita inscricao",
            "solicita matricula",
            "requer sua inscricao",
            "requer sua matricula",
            "solicita o credenciamento",
            "solicita a renovacao",
            "solicitacao de cadastramento",
            "solicitacao de cadastro",
            "solicitacao de inclusao",
            "pedido de inclusao",
            "pedido de cadastramento",
            # An ofício's subject line and request: "Assunto: cadastro e
            # autorização de veículo ...", "requer, com fundamento nos arts. ...".
            "assunto: cadastro",
            "assunto: registro",
            "assunto: renovacao",
            "assunto: inclusao",
            "assunto: credenciamento",
            "assunto: solicitacao",
            "assunto: requerimento",
            "requer, com fundamento",
            # A town hall's own request form: "REQUERIMENTO - REGISTRO DE
            # TRANSPORTADOR", "REQUERIMENTO PADRÃO - PESSOA FÍSICA", "3. OBJETO
            # DO REQUERIMENTO".
            "requerimento - registro",
            "requerimento – registro",
            "requerimento - cadastro",
            "requerimento – cadastro",
            "requerimento - inscricao",
            "requerimento – inscricao",
            "requerimento - matricula",
            "requerimento – matricula",
            "requerimento de matricula",
            "requerimento de inscricao",
            "requerimento padrao",
            "objeto do requerimento",
            # A form's box of the kind of request, and its declaration's
            # request: "TIPO DE SOLICITAÇÃO [X] Inclusão de veículo",
            # "... por seu representante legal, requer o cadastro do veículo".
            "tipo de solicitacao",
            "requer o cadastro",
            "requer a inclusao",
            "requer a renovacao",
            # The town's online protocol's receipt of a request (its number,
            # "Aberto em", the requerente, the files sent).
            "comprovante de abertura de solicitacao",
        ),
        (
            "ilustrissimo senhor",
            "nestes termos",
            "requerente",
            "secretario de municipio",
            "termos em que",
            "e.deferimento",
            "exmo. sr.",
            "excelentissimo senhor",
            "ilmo. sr.",
            "fretamento",
            "ao senhor secretario",
            "senhor secretario",
            "vossa senhoria",
            "representante legal",
            "deferimento",
            "requer",
            "solicita",
            "anexos",
            "documentos anexos",
            "segue em anexo",
            # Also "a requerimento de parte interessada" in certidões: a cue.
            "requerimento",
            "ilustrissima senhora",
            "excelentissima senhora",
            "ilmo sr",
            "exmo sr",
            "ilmo.",
            "exmo.",
            "ilustrissimo(a",
            "n. termos",
            "ao servico de",
            "v.sa",
            "v. sa",
            "atenciosamente",
            "assunto",
            "nesses termos",
            "e. deferimento",
            "prezados senhores",
            "prezado senhor",
            "prezada senhora",
            "ao senhor coordenador",
            "a senhora coordenadora",
            "pela presente",
            "para uso da secretaria",
            "declaracao e assinatura",
            "documentos anexados",
            # A request filed on a municipal protocol platform (its heading
            # "Protocolo Eletrônico nº 2.472/2026", a title): "SOLICITANTE",
            # its "TRAMITAÇÃO" of dispatches between sectors.
            "solicitante",
            "solicitamos",
            "tramitacao",
            "despacho",
            "setor de destino",
        ),
    ),
    "contrato_social": (
        (
            "contrato social",
            "alteracao contratual",
            "consolidacao do contrato social",
            "instrumento particular de constituicao",
            "alteracao e consolidacao",
            "alteracao do contrato social",
            "ato constitutivo",
            "constituicao de sociedade limitada",
            "sociedade limitada unipessoal",
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
            "do nome empresarial",
            "capital social e de",
            "totalmente subscritas",
            "certifico registro sob",
            "sociedade empresaria limitada",
            # The administrators' declaration of desimpedimento (Código Civil
            # art. 1.011) names crimes, and no criminal certidão's words but
            # "condenação criminal": the act's page, not a certidão.
            "peita ou suborno",
            "crime falimentar",
            "haveres",
        ),
    ),
    "registro_junta_comercial": (
        (
            "certidao simplificada",
            "certidao especifica",
            "registro publico de empresas mercantis",
            "certidao de inteiro teor",
            "certidao simplificada digital",
            # The Junta's short record of a firm and its acts.
            "ficha de breve relato",
            "breve relato",
        ),
        (
            "junta comercial",
            "nire",
            "ultimo arquivamento",
            "data de arquivamento",
            "situacao registral",
            "jucisrs",
            "registro ativo",
            "natureza juridica",
            "inicio de atividade",
            "prazo de duracao",
            "capital integralizado",
            "empresas mercantis",
            "jucesp",
            "junta comercial do estado",
            # The Junta's digital registration ends the act it registers with
            # its own page: "TERMO DE AUTENTICAÇÃO ... Certifico o registro sob
            # o nº ... Este termo é parte integrante do arquivamento".
            "termo de autenticacao",
            "certifico o registro sob",
            "parte integrante do arquivamento",
        ),
    ),
    "estatuto_social": (
        (
            "estatuto social",
            "ata da assembleia geral",
            "ata de assembleia geral",
            "ata da reuniao do conselho de administracao",
            "ata da assembleia geral ordinaria",
            "ata da assembleia geral extraordinaria",
            "ata de reuniao do conselho de administracao",
            "companhia fechada",
            "companhia aberta",
        ),
        (
            "sociedade anonima",
            "acionistas",
            "conselho de administracao",
            "diretoria",
            "assembleia geral ordinaria",
            "assembleia geral extraordinaria",
            "s.a.",
            "acoes ordinarias",
            "acoes nominativas",
            "lei 6.404",
            "diretor presidente",
            "eleicao da diretoria",
            # The directors' declaration of desimpedimento (see contrato_social).
            "peita ou suborno",
            "crime falimentar",
        ),
    ),
    "rg": (
        (
            "carteira de identidade",
            "registro geral",
            "carteira de identidade nacional",
            "cedula de identidade",
        ),
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
            "assinatura do titular",
            "lei n 7.116",
            "orgao expedidor",
        ),
    ),
    "cpf": (
        (
            "comprovante de situacao cadastral no cpf",
            "cadastro de pessoas fisicas",
            "comprovante de inscricao no cpf",
            "situacao cadastral no cpf",
            # The CPF card ("CIC") and the comprovante titled like the cartão
            # CNPJ but "no CPF": the longer title wins over the CNPJ's.
            "cartao de identificacao do contribuinte",
            "comprovante de inscricao no cadastro de pessoas fisicas",
            "cadastro de pessoa fisica",
            "comprovante de inscricao e de situacao cadastral no cpf",
            "inscricao e de situacao cadastral no cpf",
            "situacao cadastral do cpf",
            # Cut short by the page edge ("Comprovante de Situação Cadastr"),
            # the fuzzy pass still reads it; the cartão CNPJ's title says
            # "inscrição e de situação cadastral".
            "comprovante de situacao cadastral",
            # The Receita app's card, shared as a PDF.
            "cpf digital",
            "compartilhar cpf",
            # The card's back: "Este cartão comprova a inscrição no CPF".
            "comprova a inscricao no cpf",
            "cartao comprova a inscricao",
        ),
        (
            "n do cpf",
            "no do cpf",
            "numero do cpf",
            "digito verificador",
            "data da inscricao",
            "data de inscricao",
            "consulta publica da receita federal",
            "situacao cadastral: regular",
            "codigo de controle do comprovante",
            "comprovante emitido as",
            "nome civil",
            "nome social",
            "titular falecido",
            "pendente de regularizacao",
            # The Receita's counter record: "Número de inscrição no CPF".
            "numero de inscricao no cpf",
            "dados do contribuinte",
            "inscrito em",
            "aplicativo pessoa fisica",
            "informacoes ao contribuinte",
        ),
    ),
    "certidao_quitacao_eleitoral": (
        (
            "certidao de quitacao eleitoral",
            "quitacao eleitoral",
            # The cadastre's screen: "ELO - CADASTRO ELEITORAL - CERTIDAO DE
            # QUITACAO" and "ESTA QUITE COM A JUSTICA ELEITORAL".
            "cadastro eleitoral - certidao de quitacao",
            "quite com a justica eleitoral",
        ),
        (
            "justica eleitoral",
            "tribunal superior eleitoral",
            "titulo eleitoral",
            "zona",
            "secao",
            "eleitor",
            "pleno gozo de seus direitos politicos",
            "certidao de quitacao",
            "quitacao",
            "res.-tse",
            "inscricao eleitoral",
            "codigo de validacao",
            "domicilio eleitoral",
        ),
    ),
    "certificado_reservista": (
        (
            "certificado de reservista",
            "certificado de dispensa de incorporacao",
            "certificado de isencao",
            "certificado de alistamento militar",
            "certificado de reservista de 1a categoria",
            "certificado de reservista de 2a categoria",
            "certificado de dispensa",
            "dispensa de incorporacao",
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
            "lei do servico militar",
            "lei 4.375",
            "alistamento",
            "regiao militar",
            "csm",
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
            "conta de gas",
            "fatura de agua",
            "conta de telefone",
            # The electricity bill's official name and its acronym (DANF3E).
            "nota fiscal de energia eletrica",
            "danf3e",
            "fatura de servicos - agua e esgoto",
            "conta de agua e esgoto",
            # A landlord's or a relative's declaration (Lei 7.115/83).
            "declaracao de residencia",
            "declaracao de endereco",
            # A bank's statement or a card's invoice mailed to the holder.
            "extrato de conta corrente",
            "extrato de conta",
            "fatura do cartao de credito",
            "fatura do cartao",
            # The property tax's payment booklet names the owner and the
            # property's address: a proof of address too.
            "carne do iptu",
            "carne de iptu",
            "iptu - carne de pagamento",
            "iptu – carne de pagamento",
            # A lease of the premises names the tenant at its address.
            "contrato de locacao de imovel nao residencial",
            "contrato de locacao de imovel residencial",
            "contrato de locacao residencial",
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
            "data de vencimento",
            "mes de referencia",
            "codigo de barras",
            "consumo faturado",
            "distribuidora de energia",
            "saneamento",
            "corsan",
            "iptu",
            "valor venal",
            "inscricao imobiliaria",
            "endereco do imovel",
            "localizacao do imovel",
            "tributos imobiliarios",
            "cota unica",
            "parcela unica",
            "area construida",
            # A monthly bill's own words: a health plan's or a school's
            # statement sent to the payer's address.
            "endereco de cobranca",
            "mensalidade",
            "mensalidades",
            "competencia",
            # Bulk LPG delivered into the company's tank: the gas supplier's
            # invoice is its gas bill.
            "gas liquefeito de petroleo",
            "glp a granel",
        ),
    ),
    "cartao_cnpj": (
        (
            "comprovante de inscricao e de situacao cadastral",
            "comprovante de inscricao e situacao cadastral",
            "inscricao e de situacao cadastral",
            # The two-column layout splits the title line: "COMPROVANTE DE
            # INSCRIÇÃO E DE | DATA DE ABERTURA", "SITUAÇÃO CADASTRAL" below.
            "comprovante de inscricao e de",
            # An accountant's system showing the company's CNPJ record: its
            # routine "(COMPROVANTE CNPJ)", its "Consulta QSA/Cadastro" screen.
            "comprovante cnpj",
            "comprovante do cnpj",
            "consulta qsa",
        ),
        (
            # The record's partners: "QSA - QUADRO DE SÓCIOS E ADMINISTRADORES".
            "quadro de socios e administradores",
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
            "nome de fantasia",
            "motivo de situacao cadastral",
            "situacao especial",
            "data da situacao especial",
            "endereco eletronico",
            "codigo e descricao das atividades economicas secundarias",
            "instrucao normativa rfb",
            # A CNPJ lookup app's or site's screen of the same data.
            "consulta cnpj",
            "razao social",
            "nome fantasia",
            "natureza juridica",
            "atividades (cnae)",
            "matriz",
        ),
    ),
    "certidao_federal": (
        (
            "tributos federais e a divida ativa da uniao",
            "creditos tributarios federais",
            "tributos federais",
            "divida ativa da uniao",
            "creditos tributarios federais e a divida ativa",
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
            "secretaria da receita federal do brasil",
            "ressalvado o direito de a fazenda nacional",
            "pgfn",
            "rfb",
        ),
    ),
    "certidao_estadual": (
        (
            "certidao de situacao fiscal",
            "debitos estaduais",
            "certidao negativa de debitos estaduais",
            "divida ativa do estado",
            "debito inscrito em divida ativa",
            # The plural, as Goiás's and São Paulo's PGE word it.
            "debitos inscritos em divida ativa",
            "debitos inscritos na divida ativa",
            "debitos tributarios estaduais",
            "certidao negativa de debitos tributarios",
            "debitos tributarios nao inscritos",
            "certidao de regularidade fiscal estadual",
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
            "sefaz",
            "secretaria da fazenda",
            "secretaria de estado de economia",
            "governo do distrito federal",
            "procuradoria geral do estado",
            "estado do rio grande do sul",
            "ipva",
            "secretaria de estado da economia",
            "fazenda publica estadual",
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
            "certidao negativa de debitos municipais",
            "debitos de tributos mobiliarios",
            "certidao de debitos tributarios municipais",
            "debitos tributarios municipais",
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
            "secretaria de municipio de financas",
            "superintendencia da receita",
            "tributos municipais",
            "issqn",
            "taxa de fiscalizacao",
            "secretaria municipal de fazenda",
            "superintendencia de receita",
            "cadastro imobiliario",
            "nada consta em debito",
            "departamento de tributacao",
            "natureza tributaria ou nao tributaria",
        ),
    ),
    "comprovante_contribuicao_sindical": (
        (
            "contribuicao sindical",
            "guia de recolhimento da contribuicao sindical",
            "grcsu",
            "guia de recolhimento",
            "contribuicao sindical patronal",
            "contribuicao sindical urbana",
        ),
        (
            "sindicato",
            "entidade sindical",
            "codigo sindical",
            "confederacao",
            "federacao",
            "empregadores",
            "capital social",
            "exercicio",
            "ministerio do trabalho",
            "clt art. 578",
            "art. 580",
            "autenticacao mecanica",
            "valor recolhido",
        ),
    ),
    "ctps": (
        (
            "carteira de trabalho e previdencia social",
            "carteira de trabalho digital",
            "carteira de trabalho",
            # A booklet's copy: "CÓPIA DA CTPS Nº 7667449 SÉRIE 0597-RS".
            "copia da ctps",
            # The INSS's record of the employment links (CNIS), and an
            # employer's declaration of the link: proofs of the same bond.
            "extrato previdenciario",
            "cadastro nacional de informacoes sociais",
            "declaracao de vinculo empregaticio",
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
            "numero de serie",
            "data de saida",
            "contratos de trabalho",
            "relacoes previdenciarias",
            "origem do vinculo",
            "tipo filiado",
        ),
    ),
    "certidao_inss": (
        (
            "instituto nacional do seguro social",
            "contribuicoes previdenciarias",
            "certidao negativa de debito - cnd",
            "certidao negativa de debito do inss",
            "contribuicoes sociais previdenciarias",
            "certidao negativa de debitos relativos as contribuicoes previdenciarias",
            "cnd previdenciaria",
        ),
        (
            "inss",
            "previdencia social",
            "previdenciari",
            "lei n 8.212",
            "lei 8.212",
            "seguridade social",
        ),
    ),
    "crf_fgts": (
        (
            "certificado de regularidade do fgts",
            # The CAIXA logo often sits inside the title line and splits it.
            "certificado de regularidade",
            "regularidade do fgts",
            # CAIXA's screens: "REGULARIDADE DO EMPREGADOR - EMISSAO CRF".
            "emissao crf",
            "situacao regular perante o fgts",
        ),
        (
            "fundo de garantia do tempo de servico",
            "caixa economica federal",
            "certificacao numero",
            "informacao obtida em",
            "fgts",
            "crf",
            "lei 8.036",
            "situacao regular perante o fundo de garantia",
            "inscricao:",
            "validade:",
            "verificacao de autenticidade no site da caixa",
        ),
    ),
    "certidao_pis": (
        (
            "regularidade com o pis",
            "certidao de regularidade do pis",
            "programa de integracao social",
            "certidao negativa de debitos do pis",
            "certidao de regularidade do pis/pasep",
            "regularidade do pis",
            # Caixa's "DECLARAÇÃO DE REGULARIDADE – CADASTRO PIS".
            "cadastro pis",
            "cadastro do pis",
            "cadastro pis/pasep",
            # CAIXA's system and role: "SIPIS", "AGENTE OPERADOR PIS".
            "sipis",
            "agente operador pis",
            "cadastramento de seus trabalhadores no pis",
        ),
        ("pis/pasep", "pis", "pasep"),
    ),
    "certidao_falencia": (
        (
            "falencia",
            "falencias",
            "concordata",
            "recuperacao judicial",
            "recuperacoes judiciais",
            "falencias, concordatas e recuperacoes",
            "falencia e recuperacao judicial",
            "falencias e recuperacoes judiciais",
            "concordatas",
        ),
        (
            "distribuidor",
            "poder judiciario",
            "tribunal de justica",
            "comarca",
            "nada consta",
            "lei 11.101",
            "distribuidor civel",
            "feitos sobre falencia",
            "nao consta",
            "lei 11.101/2005",
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
            # A distributor's prose names what it searched: "ações de execução
            # fiscal, execuções de título extrajudicial e cumprimentos de sentença".
            "acoes de execucao fiscal",
            "execucoes de titulo extrajudicial",
            "execucao de titulo extrajudicial",
            "cumprimentos de sentenca",
            "certidao de distribuicao civel",
            "certidao estadual de distribuicoes civeis",
            "acoes civeis e execucoes",
            "certidao civel",
        ),
        (
            "poder judiciario",
            "tribunal de justica",
            "comarca",
            "distribuidor",
            "nada consta",
            "polo passivo",
            "a pesquisa abrange",
            "primeiro grau",
            "1o grau",
            "civel",
            "civeis",
            "execucao fiscal",
            "feitos civeis",
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
            "certidao de protestos",
            "tabelionato de protestos",
            "protesto de letras e titulos",
            "oficio de protesto",
            # The CENPROT's nationwide certidão (Provimento CNJ 87/2019).
            "certidao nacional de protesto",
            "certidao nacional de protestos",
        ),
        (
            "tabeliao",
            "tabelionato",
            "lei 9.492",
            "protesto",
            "cenprot",
            "titulos protestados",
            "nao constam protestos",
            "ultimos 5",
        ),
    ),
    "folha_corrida": (
        (
            "alvara de folha corrida",
            "folha corrida",
            "atestado de antecedentes",
            "certidao de antecedentes criminais",
            "antecedentes criminais",
            "atestado de antecedentes criminais",
            "certidao de antecedentes",
        ),
        (
            "policia civil",
            "policia federal",
            "instituto de identificacao",
            "nada consta",
            "tribunal de justica",
            "poder judiciario",
            "secretaria da seguranca publica",
            "antecedentes",
            "tjrs",
            "nome da mae",
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
            "certidao judicial criminal negativa",
            "certidao criminal negativa",
            "certidao de crimes eleitorais",
            "para fins eleitorais",
            # Criminal wording that contains a civil certidão's title
            # ("ações e execuções"): the longer title wins.
            "acoes e execucoes criminais",
            "execucoes criminais",
            "certidao positiva criminal",
            "distribuicao de acoes criminais",
            "certidao de execucao criminal",
            "certidao negativa de crimes eleitorais",
        ),
        (
            "justica federal",
            "tribunal regional federal",
            "justica eleitoral",
            "criminal",
            "poder judiciario",
            "nada consta",
            "secao judiciaria",
            "nao constam os processos",
            "acoes penais",
            "execucoes penais",
            # Courts other than the state TJ, and criminal wording.
            "justica militar",
            "superior tribunal militar",
            "auditoria militar",
            "tribunal de justica militar",
            "tribunal regional eleitoral",
            "tribunal superior eleitoral",
            "criminais",
            "processos criminais",
            "feitos criminais",
            "acao penal",
            "condenacao criminal",
        ),
    ),
    "relacao_veiculos": (
        (
            "relacao dos veiculos",
            "relacao de veiculos",
            "relacao da frota",
            "frota de veiculos",
            "relacao de veiculos da frota",
            "relacao dos veiculos da frota",
            "veiculos da frota",
            # A company's own declaration of its fleet.
            "declaracao de frota",
            "declaracao da frota",
            "veiculos disponiveis para o servico",
            "frota propria",
        ),
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
            "ano modelo",
            "total de veiculos",
        ),
    ),
    "comprovante_estacionamento": (
        (
            "area para estacionamento",
            "area de estacionamento",
            "estacionamento da frota",
            "garagem da frota",
            "declaracao de area de estacionamento",
            "contrato de locacao de garagem",
            "area para guarda",
            "guarda dos veiculos",
            # A garage's monthly plan for a fleet.
            "servicos de estacionamento",
            "plano mensal empresarial",
            "plano frota mensal",
            "locacao de vagas de garagem",
            "locacao de vaga de garagem",
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
            "vagas",
            "area coberta",
            "area total",
            "vagas contratadas",
            "mensalidade",
        ),
    ),
    "crv": (
        (
            "certificado de registro de veiculo",
            "autorizacao para transferencia de propriedade",
            "certificado de registro de veiculo - crv",
        ),
        (
            "renavam",
            "chassi",
            "placa",
            "proprietario",
            "detran",
            "numero do crv",
            "data de emissao do crv",
            "codigo de seguranca do crv",
            "assinatura do vendedor",
        ),
    ),
    "contrato_compra_venda": (
        (
            "contrato de compra e venda",
            "compra e venda de veiculo",
            "instrumento particular de compra e venda",
            "contrato particular de compra e venda",
            # A company's used bus sold with a nota fiscal (its DANFE's
            # "natureza da operação"), or bought on a bank's credit note.
            "venda de bem do ativo imobilizado",
            "cedula de credito bancario",
        ),
        (
            "registro de titulos e documentos",
            "vendedor",
            "comprador",
            "veiculo",
            "chassi",
            "titulos e documentos",
            "registro de titulos",
            "oficial de registro",
            # The sale's nota fiscal.
            "danfe",
            "documento auxiliar da nota fiscal eletronica",
        ),
    ),
    "crlv": (
        (
            "certificado de registro e licenciamento de veiculo",
            "crlv-e",
            "crlv",
            "certificado de registro e licenciamento de veiculo - digital",
            "licenciamento de veiculo",
        ),
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
            "codigo de seguranca do cla",
            "marca / modelo / versao",
            "cor predominante",
            "combustivel",
            "potencia/cilindrada",
            "peso bruto total",
            "assinado digitalmente pelo detran",
            "numero do crv",
        ),
    ),
    "apolice_seguro": (
        (
            "apolice",
            "acidentes pessoais de passageiros",
            "seguro app",
            "apolice de seguro",
            "seguro de acidentes pessoais",
            "acidentes pessoais de passageiro",
        ),
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
            "processo susep",
            "endosso",
            "dmh",
            "despesas medico-hospitalares",
            "por passageiro",
            "inicio de vigencia",
            "termino de vigencia",
            "corretor",
        ),
    ),
    "cnh": (
        (
            "carteira nacional de habilitacao",
            "driver license",
            "permiso de conduccion",
            "driver licence",
        ),
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
            "nome e sobrenome",
            "9 cat. hab",
            "5 n registro",
            "data emissao",
            "doc. identidade",
        ),
    ),
    "certificado_curso_transporte": (
        (
            "curso especializado para condutores",
            "curso de transporte coletivo",
            "curso especializado de transporte coletivo",
            "condutores de veiculo de transporte coletivo de passageiros",
            "transporte coletivo de passageiros - tcp",
            # Res. CONTRAN 789/2020 names the initial course and its
            # five-yearly refresher ("curso de atualização") alike.
            "condutores de veiculos de transporte coletivo de passageiros",
            "curso especializado para condutores de veiculos",
            "curso de atualizacao para condutores",
            "atualizacao para condutores de veiculos de transporte coletivo",
            "curso de transporte coletivo de passageiros",
        ),
        (
            "sest senat",
            "carga horaria",
            "certificado de conclusao",
            "transporte coletivo de passageiros",
            "curso especializado",
            "resolucao contran",
            "horas/aula",
            "certificamos que",
            "conteudo programatico",
            "resolucao contran n 789",
            "aproveitamento",
            "senat",
        ),
    ),
    "certidao_pontuacao_cnh": (
        (
            "certidao negativa de pontos",
            "extrato de pontuacao",
            "prontuario do condutor",
            "certidao negativa de penalidades",
            "certidao de pontuacao",
            "certidao de prontuario",
            "certidao negativa de infracoes",
            "extrato do prontuario",
        ),
        (
            "pontuacao",
            "pontos",
            "infracoes",
            "detran",
            "condutor",
            "habilitacao",
            "gravissima",
            "situacao da cnh",
            "pontos nos ultimos 12 meses",
            "cassacao",
        ),
    ),
    "titulo_eleitor": (
        ("titulo de eleitor", "titulo eleitoral", "e-titulo"),
        (
            "zona",
            "secao",
            "inscricao",
            "municipio/uf",
            "justica eleitoral",
            "data de emissao",
            "inscricao eleitoral",
            "tribunal regional eleitoral",
            # The TSE's lookup of a voter's registration ("consulta situação eleitoral").
            "local de votacao",
            "data de emissao do titulo",
            "situacao da inscricao",
        ),
    ),
    "atestado_saude": (
        (
            "atestado de saude",
            "carteira de saude",
            "atestado medico",
            "atestado de sanidade",
            "atestado de aptidao",
            "atestado de saude ocupacional",
            # A clinic's "RELATÓRIO DE EXAME MÉDICO OCUPACIONAL" concluding "APTA".
            "exame medico ocupacional",
            # A doctor's report concluding the holder fit ("APTO") for the work.
            "laudo medico",
            "laudo oftalmologico",
            # The psychologist's report of the mental fitness the work needs.
            "laudo de avaliacao psicologica",
            "laudo psicologico",
        ),
        (
            "apto",
            "crm",
            "crp",
            "psicologo",
            "medico",
            "exame clinico",
            "saude",
            "apto para",
            "medico examinador",
            "aptidao fisica e mental",
            "saude fisica e mental",
            "gozo de saude",
            "medicina do trabalho",
            "centro medico",
        ),
    ),
    "foto_3x4": (
        (
            "fotografia 3x4",
            "foto 3x4",
            # A photo sheet's label: "FOTOGRAFIAS 3X4", "Anexo: 02 (duas)
            # fotografias 3x4 recentes", "3 x 4" as OCR spaces it.
            "fotografias 3x4",
            "fotos 3x4",
            "fotografia 3 x 4",
            "fotografias 3 x 4",
            "foto 3 x 4",
            "fotos 3 x 4",
            "fotografias 3x4 recentes",
            "fotografias recentes",
            "fotos recentes",
            "fotografia 3×4",
            "fotografias 3×4",
            "foto 3×4",
            "fotos 3×4",
            # The sheet the photos are glued to: "Colar as fotografias abaixo".
            "colar as fotografias",
            "cole as fotografias",
        ),
        ("3x4", "fotografias", "fotos", "3 x 4", "crystal archive paper", "estudio", "studio"),
    ),
    "registro_firma_individual": (
        (
            "requerimento de empresario",
            "firma individual",
            "declaracao de firma individual",
            "requerimento de empresario individual",
            "registro de empresario",
            # The Junta's act: "080 — Inscrição de empresário".
            "inscricao de empresario",
            "inscricao de empresario individual",
            # The MEI's registration (reference 7.5): not a cartão CNPJ,
            # but the registro de firma individual of an MEI.
            "certificado da condicao de microempreendedor individual",
            "condicao de microempreendedor individual",
        ),
        (
            "empresario individual",
            "microempreendedor individual",
            "junta comercial",
            "nire",
            "registro publico de empresas",
            # The empresário's declaration of desimpedimento (see contrato_social).
            "peita ou suborno",
            "crime falimentar",
        ),
    ),
    "inscricao_iss": (
        (
            "inscricao municipal",
            "cadastro mobiliario",
            "alvara de localizacao",
            "ficha de inscricao cadastral",
            "inscricao no iss",
            "alvara de localizacao e funcionamento",
            "comprovante de inscricao municipal",
            "cadastro mobiliario municipal",
            "certificado de inscricao municipal",
        ),
        (
            "issqn",
            "iss",
            "prefeitura",
            "contribuinte",
            "atividade",
            "alvara",
            "atividade principal",
            "inscricao municipal",
            "cadastro de contribuintes",
        ),
    ),
    "identidade_estrangeiro": (
        (
            "registro nacional migratorio",
            "carteira de registro nacional migratorio",
            "cedula de identidade de estrangeiro",
            "registro nacional de estrangeiros",
            "crnm",
            "registro nacional migratorio - rnm",
            # The card's heading with its last word lost to the scan.
            "carteira de registro nacional",
        ),
        (
            "crnm",
            "rne",
            "rnm",
            "amparo legal",
            "nacionalidade",
            "residencia",
            "policia federal",
            "residencia permanente",
            "residencia temporaria",
            "lei 13.445",
            "pais de nascimento",
            "classificacao",
        ),
    ),
    # Look-alikes that are none of the types above (reference §0, table 6):
    # a page titled so is ``outro`` and goes to a person, rather than passing
    # for the certidão whose issuer and labels it shares.
    "outro": (
        (
            "certidao negativa de debitos trabalhistas",
            "debitos trabalhistas",
            "banco nacional de devedores trabalhistas",
            "acoes trabalhistas",
            "relatorio de situacao fiscal",
            "diagnostico fiscal",
            "guia do fgts digital",
            "extrato do fgts",
            "comprovante de arrecadacao",
            "registro de arrecadacao",
            "quadro de socios e administradores",
        ),
        (),
    ),
}


# A petition letter is framed: addressed to someone ("Ilustríssimo Senhor",
# "Ao Serviço de ...") and closed by a formula ("Nestes termos, pede
# deferimento"). A page with a request formula (a requerimento title) and one
# of these is a letter, and the other documents' titles in its body are the
# attachments it lists ("junta o alvará de folha corrida, ..."), not titles.
# Each phrase is also a requerimento cue.
# Its closing formulas: a page framed by them alone is a letter's last page.
LETTER_CLOSING = frozenset(
    {
        "nestes termos",
        "n. termos",
        "termos em que",
        "nesses termos",
        "e.deferimento",
        "e. deferimento",
        "atenciosamente",
    }
)
LETTER_FRAME = LETTER_CLOSING | frozenset(
    {
        "ilustrissimo senhor",
        "ilustrissima senhora",
        "ilustrissimo(a",
        "excelentissimo senhor",
        "excelentissima senhora",
        "ilmo. sr.",
        "ilmo sr",
        "ilmo.",
        "exmo. sr.",
        "exmo sr",
        "exmo.",
        "ao senhor secretario",
        "senhor secretario",
        "ao servico de",
        "vossa senhoria",
        "v.sa",
        "v. sa",
        "assunto",
        "prezados senhores",
        "prezado senhor",
        "prezada senhora",
        "ao senhor coordenador",
        "a senhora coordenadora",
        "pela presente",
    }
)

# Words that, among the three before a title phrase, make it a mention of
# another document rather than this page's title: "junta o alvará de folha
# corrida", "esta certidão não substitui a certidão de inteiro teor". Not
# "anexo": "ANEXO I - RELAÇÃO DOS VEÍCULOS" is a title.
MENTION_BEFORE = frozenset(
    {
        "substitui",
        "junta",
        "juntamos",
        "juntando",
        "anexa",
        "anexamos",
        "segue",
        "seguem",
        "acompanha",
        "acompanham",
        "apresenta",
        "apresentamos",
        "encaminha",
        "encaminhamos",
        # A person's qualification: "portador da cédula de identidade nº ...".
        "portador",
        "portadora",
        # A record made in another: "Registro no RENACH: lançado no prontuário do condutor".
        "lancado",
        "lancada",
        "anotado",
        "anotada",
        "averbado",
        "averbada",
        # A paper made to support a request: "para fins de instrução do pedido
        # de registro", "para instruir o requerimento".
        "instrucao",
        "instruir",
        # A registry's certidão of the paper it registered: "CERTIFICO que o
        # documento eletrônico intitulado "Contrato particular de compra e venda ..."".
        "intitulado",
        "intitulada",
    }
)


@dataclass(frozen=True)
class LineRule:
    """A header line that names its document in words, whatever the wording.

    Court certidões title the same thing many ways ("CERTIDÃO JUDICIAL
    CRIMINAL NEGATIVA", "Certidão de Distribuição - Criminal", "CERTIDÃO
    NEGATIVA DE AÇÕES PENAIS"); what they share is the word that opens the
    title (``anchor``) and, a few words on, the subject (``subject``). A line
    holding any ``exclude`` word is left to the phrase rules (a certidão
    "cível e criminal" names both subjects).
    """

    id: str
    type: str
    anchor: frozenset[str]
    subject: frozenset[str]
    exclude: frozenset[str]


# Words of the subject are looked for this many words after the anchor.
LINE_SUBJECT_SPAN = 8
_CRIMINAL_WORDS = frozenset({"criminal", "criminais", "penal", "penais", "crimes"})
_CIVIL_WORDS = frozenset({"civel", "civeis"})
_CERTIDAO = frozenset({"certidao", "certidoes"})

LINE_RULES = (
    LineRule(
        "certidao_criminal:line:0",
        "certidao_criminal",
        _CERTIDAO,
        _CRIMINAL_WORDS,
        _CIVIL_WORDS | {"folha", "falencia", "falencias"},
    ),
    LineRule(
        "certidao_execucoes:line:0",
        "certidao_execucoes",
        _CERTIDAO,
        _CIVIL_WORDS,
        _CRIMINAL_WORDS | {"falencia", "falencias", "concordata", "concordatas"},
    ),
)


@dataclass(frozen=True)
class WholeLine:
    """A header line that is nothing but a document's name.

    "REQUERIMENTO" or "PROCURAÇÃO" on a line of its own titles the page;
    the same word inside a sentence ("a requerimento da parte interessada",
    "representada por procuração") does not.
    """

    id: str
    type: str
    lines: frozenset[str]


WHOLE_LINE_TITLES = (
    WholeLine("requerimento:line:0", "requerimento", frozenset({"requerimento", "peticao"})),
    WholeLine("foto_3x4:line:0", "foto_3x4", frozenset({"fotografias", "fotos"})),
    # The CPF card's heading, "RECEITA FEDERAL  C P F", alone on its line.
    WholeLine("cpf:line:0", "cpf", frozenset({"receita federal cpf", "cpf digital"})),
    # A clinic's letterhead over "ATESTADO" alone (often letter-spaced): what
    # the doctor attests follows in the body.
    WholeLine("atestado_saude:line:0", "atestado_saude", frozenset({"atestado"})),
    # The court's title set in two columns, its last word apart: "ALVARÁ DE
    # FOLHA" on its line, "CORRIDA" lines below.
    WholeLine("folha_corrida:line:0", "folha_corrida", frozenset({"alvara de folha"})),
    # A power of attorney for the despachante: none of the 40 types, so a
    # person looks at it (reference §0: look-alikes are ``outro``).
    WholeLine(
        "outro:line:0",
        "outro",
        frozenset(
            {
                "procuracao",
                "procuracao ad judicia",
                "instrumento particular de procuracao",
                "instrumento de procuracao",
                "procuracao ad negotia",
                "procuracao particular",
                "procuracao publica",
                "instrumento particular de mandato",
                "substabelecimento",
            }
        ),
    ),
)

# Who issued a criminal record certidão decides its type (reference §0,
# table 6): the police's atestado / certidão de antecedentes is a
# ``folha_corrida``; a court's (Justiça Estadual, Federal, Militar,
# Eleitoral) is a ``certidao_criminal``, except the TJRS "alvará de folha
# corrida", which its title names.
POLICE_ISSUERS = (
    "policia civil",
    "policia federal",
    "departamento de policia",
    "instituto de identificacao",
    "instituto-geral de pericias",
    "instituto geral de pericias",
    "secretaria da seguranca publica",
    "secretaria de seguranca publica",
    "secretaria de estado da seguranca publica",
    "delegacia",
    "sinic",
)
COURT_ISSUERS = (
    "poder judiciario",
    "tribunal de justica",
    "justica federal",
    "justica militar",
    "justica eleitoral",
    "tribunal regional federal",
    "superior tribunal militar",
    "tribunal superior eleitoral",
    "tribunal regional eleitoral",
    "secao judiciaria",
    "auditoria militar",
    "vara criminal",
)


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


DOCUMENT_TYPES = tuple(dict.fromkeys((*_RULES, "em_branco", "outro")))
