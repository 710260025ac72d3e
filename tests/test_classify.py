"""Page classification and splitting, on page texts worded as the real documents."""

from __future__ import annotations

import pytest

from extractors.classify import classify_page, page_position, split_documents
from extractors.text import strip_accents
from triagem.models import Classification, Page

# First lines of real documents, as ../shared/reference/documents.md records them.
TEXTS = {
    "certidao_federal": """MINISTÉRIO DA FAZENDA
Secretaria da Receita Federal do Brasil
Procuradoria-Geral da Fazenda Nacional
CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS
FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: VIAÇÃO TESTE LTDA
CNPJ: 11.222.333/0001-81
Emitida às 10:01:02 do dia 02/10/2026 <hora e data de Brasília>.
Válida até 31/03/2027.""",
    "crf_fgts": """CAIXA
Certificado de Regularidade do FGTS - CRF
Inscrição: 11.222.333/0001-81
Razão Social: VIACAO TESTE LTDA
A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036,
certifica que, nesta data, a empresa acima identificada encontra-se em situação regular
perante o Fundo de Garantia do Tempo de Servico - FGTS.
Validade:12/09/2026a11/10/2026
Certificação Número: 2026091205156413642881""",
    "cartao_cnpj": """REPÚBLICA FEDERATIVA DO BRASIL
CADASTRO NACIONAL DA PESSOA JURÍDICA
COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL
NÚMERO DE INSCRIÇÃO 11.222.333/0001-81 MATRIZ DATA DE ABERTURA 01/02/2010
NOME EMPRESARIAL VIAÇÃO TESTE LTDA
SITUAÇÃO CADASTRAL ATIVA""",
    "cnh": """REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DOS TRANSPORTES
CARTEIRA NACIONAL DE HABILITAÇÃO
DRIVER LICENSE PERMISO DE CONDUCCIÓN
2 e 1 NOME E SOBRENOME JOÃO DA SILVA
4a DATA EMISSÃO 4b VALIDADE
9 CAT. HAB. D""",
    "contrato_social": """CONTRATO SOCIAL DA SOCIEDADE VIAÇÃO TESTE LTDA
JOÃO DA SILVA, brasileiro, casado, empresário, inscrito no CPF sob o nº 529.982.247-25
CLÁUSULA PRIMEIRA - DO NOME EMPRESARIAL
CLÁUSULA SEGUNDA - DO OBJETO SOCIAL""",
    "folha_corrida": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
ALVARÁ DE FOLHA CORRIDA
Nome: JOÃO DA SILVA CPF: 529.982.247-25
NADA CONSTA""",
    "certidao_protestos": """TABELIONATO DE PROTESTO DE TÍTULOS DE SANTA MARIA
CERTIDÃO NEGATIVA DE PROTESTO
Certifico que, revendo os livros deste Tabelionato, NADA CONSTA em nome de""",
    "comprovante_endereco": """RGE SUL DISTRIBUIDORA DE ENERGIA
NOTA FISCAL/CONTA DE ENERGIA ELÉTRICA
UNIDADE CONSUMIDORA 123456 VENCIMENTO 10/11/2026 TOTAL A PAGAR R$ 312,40""",
}


@pytest.mark.parametrize("expected", sorted(TEXTS))
def test_each_type_is_recognised_with_confidence(expected):
    cls = classify_page(Page("a.pdf", 1, TEXTS[expected]))
    assert cls.type == expected
    assert cls.confidence >= 0.6
    assert cls.starts_document
    assert all(rule.startswith(expected) for rule in cls.rules)


@pytest.mark.parametrize("expected", sorted(TEXTS))
def test_ocr_without_accents_still_recognised(expected):
    cls = classify_page(Page("a.pdf", 1, strip_accents(TEXTS[expected]).upper()))
    assert cls.type == expected


def test_ocr_damaged_title_is_caught_by_the_fuzzy_pass():
    damaged = "CAIXA\nCertiflcado de Regu1aridade do FGTS - CRF\nInscriçao: 11.222.333/0001-81"
    cls = classify_page(Page("a.pdf", 1, damaged))
    assert cls.type == "crf_fgts"
    assert any(rule.endswith("~fuzzy") for rule in cls.rules)


def test_blank_and_unknown_pages_are_honest():
    blank = classify_page(Page("a.pdf", 1, " . ,\n'"))
    assert blank.type == "em_branco"
    unknown = classify_page(Page("a.pdf", 1, "Lista de compras: arroz, feijão, batata, cebola."))
    assert unknown.type == "outro"
    assert unknown.confidence < 0.6


def test_page_position():
    assert page_position("Página 2 de 3") == (2, 3)
    assert page_position("fl. 1/2") == (1, 2)
    assert page_position("sem numeração") is None


def _cls(doc_type, confidence=0.9, starts=True):
    return Classification(doc_type, confidence, (f"{doc_type}:title:0",), starts_document=starts)


def test_split_keeps_continuations_and_separates_titles():
    pages = [Page("a.pdf", n, "x" * 40) for n in range(1, 7)] + [Page("b.pdf", 1, "y" * 40)]
    classes = [
        _cls("contrato_social"),
        _cls("contrato_social", 0.5, starts=False),  # page 2: clauses, no title
        _cls("em_branco", 0.99, starts=False),  # empty back side
        _cls("outro", 0.3, starts=False),  # page 3, unreadable
        _cls("certidao_federal"),
        _cls("certidao_federal"),  # a second certidão federal (another person)
        _cls("certidao_federal", 0.3, starts=False),  # b.pdf: a new file starts a document
    ]
    docs = split_documents(pages, classes)
    assert [(d.file, d.pages, d.type) for d in docs] == [
        ("a.pdf", (1, 2, 4), "contrato_social"),
        ("a.pdf", (3,), "em_branco"),
        ("a.pdf", (5,), "certidao_federal"),
        ("a.pdf", (6,), "certidao_federal"),
        ("b.pdf", (1,), "certidao_federal"),
    ]
    assert not docs[0].needs_review
    assert docs[-1].needs_review  # low confidence goes to a person
    assert "confira" in docs[-1].review_reason


def test_untitled_page_confidently_of_another_type_starts_a_document():
    pages = [Page("a.pdf", 1, "x" * 40), Page("a.pdf", 2, "y" * 40)]
    docs = split_documents(pages, [_cls("rg"), _cls("cpf", 0.85, starts=False)])
    assert [d.type for d in docs] == ["rg", "cpf"]
