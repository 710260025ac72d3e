"""Values wrapped in their cells, joined beside their labels (extractors.layout)."""

from __future__ import annotations

from datetime import date

from extractors.fields import extract_fields
from extractors.layout import cell_text, column_text, row_text
from triagem.models import Page

# Glyph width and word height of a 300 dpi scan of 10 pt text, in pixels.
CHAR = 20
HEIGHT = 31


def _page(*lines: list[tuple[int, int, str]]) -> tuple[str, str]:
    """The text and word boxes of a reading: each line a list of (x, top, words).

    A value ending at x=1209 is right-aligned there (x is its right edge).
    """
    boxes, text = [], []
    for line in lines:
        words = []
        for x, top, value in line:
            width = CHAR * len(value)
            left = x - width if x == 1209 else x
            for word in value.split():
                boxes.append(f"{left} {top} {CHAR * len(word)} {HEIGHT} {word}")
                left += CHAR * (len(word) + 1)
                words.append(word)
        text.append(" ".join(words))
    return "\n".join(text), "\n".join(boxes)


def _line_of(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


# A folha corrida's ficha: the name right-aligned in its cell (ending at
# x=1209), wrapped over four lines; the label sits on the last one; the next
# column's rows fall between the name's lines. Lines as Tesseract reads them.
FICHA = (
    [(225, 511, "Alvará de Folha Corrida")],
    [(1209, 682, "RENATO"), (1270, 682, "Nascimento"), (2010, 682, "05/06/1984")],
    [(1209, 745, "ROBERTO"), (1270, 770, "Nacionalidade"), (1953, 770, "BRASILEIRO")],
    [(1209, 806, "RODRIGUES")],
    [(254, 869, "Nome"), (1209, 869, "SOUZA")],
    [(255, 957, "CPF"), (1209, 957, "041.785.320-30")],
    [(254, 1045, "RG"), (1209, 1045, "5267378477 SSP/RS")],
    [(254, 1130, "Sexo"), (1209, 1130, "MASCULINO")],
)


def test_a_name_wrapped_in_a_right_aligned_cell_is_joined_beside_its_label():
    text = cell_text(*_page(*FICHA))
    assert _line_of(text, "Nome") == "Nome RENATO ROBERTO RODRIGUES SOUZA"
    # The next column's rows keep their labels and values, without the name's words.
    assert _line_of(text, "Nascimento") == "Nascimento 05/06/1984"
    assert _line_of(text, "Nacionalidade") == "Nacionalidade BRASILEIRO"
    # Rows of a table, each with its own label, are not joined; the rest is as read.
    assert text.split("\n") == [
        "Alvará de Folha Corrida",
        "Nascimento 05/06/1984",
        "Nacionalidade BRASILEIRO",
        "Nome RENATO ROBERTO RODRIGUES SOUZA",
        "CPF 041.785.320-30",
        "RG 5267378477 SSP/RS",
        "Sexo MASCULINO",
    ]


def test_a_name_wrapped_under_its_first_line_is_joined():
    text = cell_text(
        *_page(
            [(200, 300, "Seguro de Acidentes Pessoais de Passageiros")],
            [(200, 400, "Segurado"), (700, 400, "VIAÇÃO PASSO FUNDO")],
            [(700, 450, "VELHO LTDA")],
            [(200, 540, "CNPJ"), (700, 540, "45479346000152")],
        )
    )
    assert _line_of(text, "Segurado") == "Segurado VIAÇÃO PASSO FUNDO VELHO LTDA"
    assert _line_of(text, "CNPJ") == "CNPJ 45479346000152"


def test_a_label_centred_between_the_lines_of_its_value_is_given_them_all():
    # A table cell's default: the label in the middle of a value of two lines,
    # on a row of its own, the next column's label and value beside it.
    text = cell_text(
        *_page(
            [(700, 400, "TRANSPORTES ARROIO")],
            [(200, 432, "Razão social"), (1500, 432, "Situação ATIVA")],
            [(700, 464, "GRANDE LTDA")],
            [(200, 540, "CNPJ"), (700, 540, "45479346000152")],
        )
    )
    assert text.split("\n") == [
        "Razão social TRANSPORTES ARROIO GRANDE LTDA Situação ATIVA",
        "CNPJ 45479346000152",
    ]


def test_a_table_of_labels_and_values_and_running_text_are_left_as_they_are():
    table = _page(
        [(200, 400, "Nome"), (700, 400, "MARIA ROSSATO VARGAS")],
        [(200, 450, "CPF"), (700, 450, "904.680.910-25")],
        [(200, 500, "Nascimento"), (700, 500, "24/02/1983")],
    )
    assert cell_text(*table) == ""
    prose = _page(
        [(200, 400, "Certifica-se que em nome de MARIA ROSSATO VARGAS não")],
        [(200, 440, "constam débitos lançados ou inscritos em Dívida Ativa")],
        [(200, 480, "nesta data.")],
    )
    assert cell_text(*prose) == ""
    # Boxes that are not the text's words (another reading) join nothing.
    assert cell_text("Nome SOUZA", _page(*FICHA)[1]) == ""


def test_a_following_row_further_down_is_not_taken_for_the_next_line():
    # The CPF row lies a table row below the name (a gap of two heights): it
    # is a row of its own, not the name's second line, though aligned with it.
    page = _page(
        [(200, 400, "Nome"), (700, 400, "MARIA ROSSATO")],
        [(700, 400 + 3 * HEIGHT, "904.680.910-25")],
    )
    assert cell_text(*page) == ""


def test_the_whole_wrapped_name_is_read_where_the_text_gives_only_its_last_line():
    text, boxes = _page(*FICHA, [(254, 1300, "NADA CONSTA")])
    fields = extract_fields("folha_corrida", [Page("folha.tif", 1, text, word_boxes=boxes)])
    assert fields.name == "RENATO ROBERTO RODRIGUES SOUZA"
    assert "RENATO ROBERTO RODRIGUES SOUZA" in fields.evidence["name"].snippet
    # Without the boxes (a text layer, an old cached page) the reading is as before.
    plain = extract_fields("folha_corrida", [Page("folha.tif", 1, text)])
    assert plain.name != "RENATO ROBERTO RODRIGUES SOUZA"


def test_a_table_row_whose_label_ocr_lost_is_not_taken_for_a_wrapped_line():
    # An identity card's rows, 69 px apart; OCR lost the "Pai" label, so the
    # father's name sits alone under the holder's, one row down: not a wrap.
    rows = [
        ("Registro geral", "3141954353"),
        ("Expedição", "14/10/2017"),
        ("Nome", "MAURÍCIO ALBERTO FAGUNDES CONCEIÇÃO"),
        ("", "ANDERSON PIVETTA CONCEIÇÃO"),
        ("Mãe", "MARIA CEZIMBRA FAGUNDES"),
        ("Nascimento", "13/12/1982"),
    ]
    lines = [
        [(400, 960 + 69 * i, label), (1209, 960 + 69 * i, value)]
        if label
        else [(1209, 960 + 69 * i, value)]
        for i, (label, value) in enumerate(rows)
    ]
    assert cell_text(*_page(*lines)) == ""
    assert "Nome MAURÍCIO ALBERTO FAGUNDES CONCEIÇÃO" in row_text(_page(*lines)[1]).split("\n")


def test_rows_set_a_column_of_labels_beside_its_column_of_values():
    # Tesseract reads the labels' block, then the values' block.
    text, boxes = _page(
        [(200, 300, "Comprovante de Situação Cadastral no CPF")],
        [(200, 400, "Número de inscrição no CPF")],
        [(200, 450, "Nome da pessoa física")],
        [(200, 500, "Data de nascimento")],
        [(1000, 400, "178.179.100-73")],
        [(1000, 450, "LÚCIA EDUARDA ROSSATO FERREIRA")],
        [(1000, 500, "19/01/1996")],
    )
    assert row_text(boxes).split("\n")[1:] == [
        "Número de inscrição no CPF 178.179.100-73",
        "Nome da pessoa física LÚCIA EDUARDA ROSSATO FERREIRA",
        "Data de nascimento 19/01/1996",
    ]
    page = Page("cpf.jpg", 1, text, word_boxes=boxes)
    fields = extract_fields("cpf", [page])
    assert fields.name == "LÚCIA EDUARDA ROSSATO FERREIRA"
    assert fields.cpf == "17817910073"


def test_a_company_name_round_its_centred_label_is_read_whole():
    text, boxes = _page(
        [(200, 300, "Secretaria da Fazenda - Receita Estadual")],
        [(200, 340, "Certidão de Situação Fiscal - NEGATIVA")],
        [(700, 400, "TRANSPORTES ARROIO")],
        [(200, 432, "Razão social"), (1500, 432, "Situação ATIVA")],
        [(700, 464, "GRANDE LTDA")],
        [(200, 540, "CNPJ"), (700, 540, "62.107.546/0001-01")],
    )
    # The text alone gives the line the label is read with.
    assert extract_fields("certidao_estadual", [Page("e.pdf", 1, text)]).name == "GRANDE LTDA"
    page = Page("e.pdf", 1, text, word_boxes=boxes)
    assert extract_fields("certidao_estadual", [page]).name == "TRANSPORTES ARROIO GRANDE LTDA"


def test_a_card_with_labels_over_values_joins_no_field_to_the_name():
    # heldout8's RG copy: "NOME" over the name, "FILIAÇÃO" over the parents,
    # all at one left edge a line apart; the card's title to the name's left.
    page = _page(
        [(1849, 500, "NOME")],
        [(572, 540, "CARTEIRA DE IDENTIDADE"), (1842, 540, "JOÃO HENRIQUE MEDEIROS SANTOS")],
        [(1848, 580, "FILIAÇÃO")],
        [(1847, 620, "CÉSAR BORTOLOTTO SANTOS")],
        [(1846, 660, "VANESSA ROCHA MEDEIROS")],
    )
    assert cell_text(*page) == ""
    # ... nor when "FILIAÇÃO" has something to its left on its row.
    page = _page(
        [(1849, 500, "NOME")],
        [(1842, 540, "JOÃO HENRIQUE MEDEIROS SANTOS")],
        [(572, 580, "ASSINATURA"), (1848, 580, "FILIAÇÃO")],
        [(1847, 620, "CÉSAR BORTOLOTTO SANTOS")],
    )
    assert cell_text(*page) == ""


# ---------------------------------------------------------------- captions over values

# An energy bill's row of captions over its row of values (heldout8): each
# column left-aligned, the rows holding different numbers of words.
BILL = (
    [(170, 300, "COMPANHIA DE ENERGIA DO CENTRO-SUL")],
    [
        (170, 545, "UNIDADE CONSUMIDORA"),
        (650, 545, "ROTEIRO DE LEITURA"),
        (1100, 545, "SUBGRUPO / LIGAÇÃO"),
        (1550, 545, "DATA DE EMISSÃO"),
        (1950, 545, "MÊS DE REFERÊNCIA"),
    ],
    [
        (168, 585, "4013827547"),
        (648, 585, "09-342-3633"),
        (1101, 585, "B3 TRIFÁSICA"),
        (1549, 585, "26-03-2026"),
        (1950, 585, "FEV/2026"),
    ],
)


def test_each_value_of_a_row_is_set_after_the_caption_over_it():
    text, boxes = _page(*BILL)
    # Read line by line, "DATA DE EMISSÃO" is the fourth caption and the date the fourth value.
    assert "UNIDADE CONSUMIDORA ROTEIRO DE LEITURA SUBGRUPO / LIGAÇÃO DATA" in text
    assert column_text(boxes).split("\n") == [
        "UNIDADE CONSUMIDORA 4013827547",
        "ROTEIRO DE LEITURA 09-342-3633",
        "SUBGRUPO / LIGAÇÃO B3 TRIFÁSICA",
        "DATA DE EMISSÃO 26-03-2026",
        "MÊS DE REFERÊNCIA FEV/2026",
    ]
    page = Page("conta.pdf", 1, text, word_boxes=boxes)
    assert extract_fields("comprovante_endereco", [Page("conta.pdf", 1, text)]).issued_on is None
    assert extract_fields("comprovante_endereco", [page]).issued_on == date(2026, 3, 26)


def test_centred_and_right_aligned_columns_are_matched_and_unsure_ones_left_out():
    _, boxes = _page(
        [(200, 500, "EMISSÃO"), (800, 500, "VALIDADE"), (1400, 500, "HORA")],
        # The first date centred under its caption, the second right-aligned
        # under its own; "12:00" lines up with nothing.
        [(170, 540, "06/02/2026"), (760, 540, "05/08/2026"), (1700, 540, "12:00")],
    )
    assert column_text(boxes).split("\n") == ["EMISSÃO 06/02/2026", "VALIDADE 05/08/2026"]


def test_a_form_of_labels_beside_values_and_running_text_are_no_table():
    # "Label: value" rows: the labels of two rows line up, and the values.
    _, boxes = _page(
        [(200, 500, "Nome do condutor:"), (800, 500, "DÉBORA BEATRIZ KESSLER RIBEIRO")],
        [(200, 540, "Validade da CNH:"), (800, 540, "14/05/2033")],
    )
    assert column_text(boxes) == ""
    # Two columns of prose, the line below with a figure in it.
    _, boxes = _page(
        [
            (200, 500, "passivo acima identificado que vierem a ser apuradas"),
            (1400, 500, "sujeito passivo, matriz e filiais, e abrange"),
        ],
        [
            (200, 540, "certificado que não constam pendências em seu nome"),
            (1400, 540, "parágrafo único do art. 11 da Lei nº 8.212/1991"),
        ],
    )
    assert column_text(boxes) == ""


def test_specks_between_the_captions_and_their_values_are_passed_over():
    # ". TA :" read between "Gerada em  Local" and the values' row.
    _, boxes = _page(
        [(200, 500, "Gerada em"), (900, 500, "Local")],
        [(230, 525, "."), (420, 525, "TA"), (600, 525, ":")],
        [(200, 550, "22/04/2026 20:16:46"), (900, 550, "Santa Maria/RS")],
    )
    assert column_text(boxes).split("\n") == [
        "Gerada em 22/04/2026 20:16:46",
        "Local Santa Maria/RS",
    ]


def test_captions_centred_over_values_set_to_the_left_of_their_cells():
    # A court's table: each header centred in its cell, each value at the
    # cell's left; no edge or middle lines up, the value lies under one caption.
    _, boxes = _page(
        [(520, 500, "Pesquisado"), (1240, 500, "CNPJ"), (1700, 500, "Período")],
        [(200, 550, "VIAÇÃO PASSO FUNDO LTDA"), (1050, 550, "29.004.777/0001-06")],
        [(1540, 550, "24/10/2016")],
    )
    assert column_text(boxes).split("\n") == [
        "Pesquisado VIAÇÃO PASSO FUNDO LTDA",
        "CNPJ 29.004.777/0001-06",
        "Período 24/10/2016",
    ]
    # A value under two captions is nobody's.
    _, boxes = _page(
        [(400, 500, "Nome"), (700, 500, "Situação")],
        [(300, 550, "FULANO DE TAL BELTRANO 12/05/2020")],
    )
    assert column_text(boxes) == ""


def test_a_value_wrapped_in_its_cell_is_given_whole_and_a_next_record_is_not():
    # The name wraps onto a second line; the cells beside it sit at their
    # bottom, on that second line.
    _, boxes = _page(
        [(520, 500, "Pesquisado"), (1240, 500, "CNPJ"), (1900, 500, "Resultado")],
        [(200, 550, "RODOVIÁRIO BOCA DO MONTE"), (1540, 550, "03/10/2016")],
        [(200, 590, "TRANSPORTES LTDA"), (1050, 590, "19.848.811/0001-75")],
        [(1880, 590, "NEGATIVA")],
    )
    lines = column_text(boxes).split("\n")
    assert "Pesquisado RODOVIÁRIO BOCA DO MONTE TRANSPORTES LTDA" in lines
    assert "CNPJ 19.848.811/0001-75" in lines and "Resultado NEGATIVA" in lines
    # A list of records: each row its own person, never one long name.
    _, boxes = _page(
        [(200, 500, "Nome"), (1000, 500, "CPF")],
        [(200, 550, "ANA MARIA SOUZA"), (1000, 550, "526.018.159-06")],
        [(200, 590, "JOÃO CARLOS LIMA"), (1000, 590, "111.444.777-35")],
    )
    assert column_text(boxes).split("\n") == ["Nome ANA MARIA SOUZA", "CPF 526.018.159-06"]
    # A second band of captions under the first band's values starts anew.
    _, boxes = _page(
        [(200, 500, "Nome"), (1000, 500, "CPF")],
        [(200, 550, "ANA MARIA SOUZA"), (1000, 550, "526.018.159-06")],
        [(200, 590, "Endereço"), (1000, 590, "Município")],
        [(200, 630, "Rua Ipê, 12"), (1000, 630, "Santa Maria 97000-000")],
    )
    assert column_text(boxes).split("\n") == [
        "Nome ANA MARIA SOUZA",
        "CPF 526.018.159-06",
        "Endereço Rua Ipê, 12",
        "Município Santa Maria 97000-000",
    ]


def test_a_lone_letter_under_a_value_is_no_wrapped_line():
    # "NOME DA MÃE" read as "E  DA MÃE", its "E" under the name's first letter.
    _, boxes = _page(
        [(200, 500, "NOME"), (1300, 500, "CPF")],
        [(200, 550, "CRISTIANE VARGAS PIOVESAN"), (1300, 550, "078.276.330-80")],
        [(200, 590, "E"), (420, 590, "DA MÃE")],
    )
    assert column_text(boxes).split("\n")[0] == "NOME CRISTIANE VARGAS PIOVESAN"


def test_an_issue_date_beside_its_caption_by_rows_where_the_holder_is_known():
    # A court page's column of captions read before its column of values:
    # the holder is named in prose, the issue date only beside its caption.
    text, boxes = _page(
        [(200, 300, "CERTIDÃO DE FALÊNCIAS E RECUPERAÇÕES")],
        [(200, 400, "EXPEDIÇÃO")],
        [(200, 450, "SERVIDOR(A)")],
        [(700, 400, "29/12/2026")],
        [(700, 450, "Sérgio Luiz Fagundes")],
        [(200, 600, "NADA CONSTA em nome de TRANSPORTES ALFA LTDA, inscrita no CNPJ")],
        [(200, 650, "11.222.333/0001-81.")],
    )
    fields = extract_fields("certidao_falencia", [Page("f.tif", 1, text, word_boxes=boxes)])
    assert fields.name == "TRANSPORTES ALFA LTDA"
    assert fields.issued_on == date(2026, 12, 29)
    # Without the boxes the date has no caption: none is guessed.
    assert extract_fields("certidao_falencia", [Page("f.tif", 1, text)]).issued_on is None


def test_a_value_typed_a_little_above_its_caption_joins_the_caption():
    # A typewriter-filled form: each value sits 20 px above its caption's
    # line, on a row of its own, and the text reads all captions first.
    def line(x: int, top: int, value: str, height: int = HEIGHT) -> list[str]:
        boxes, left = [], x
        for word in value.split():
            boxes.append(f"{left} {top} {CHAR * len(word)} {height} {word}")
            left += CHAR * (len(word) + 1)
        return boxes

    boxes = [
        *line(409, 795, "NOME", 20),
        *line(409, 897, "FILHO DE", 20),
        *line(513, 770, "JOÃO DA SILVA"),
        *line(600, 872, "PEDRO DA SILVA"),
    ]
    text = "NOME\nFILHO DE\nJOÃO DA SILVA\nPEDRO DA SILVA"
    rows = row_text("\n".join(boxes))
    assert _line_of(rows, "NOME") == "NOME JOÃO DA SILVA"
    assert _line_of(rows, "FILHO") == "FILHO DE PEDRO DA SILVA"
    fields = extract_fields(
        "certificado_reservista", [Page("r.pdf", 1, text, word_boxes="\n".join(boxes))]
    )
    assert fields.name == "JOÃO DA SILVA"


def test_a_bills_issue_date_under_its_caption_replaces_the_reference_month():
    # The reference month stands in for the issue date until the reading by
    # columns finds the bill's "DATA DE EMISSÃO" over its value.
    text, boxes = _page(
        [(200, 300, "CONTA DE ENERGIA ELÉTRICA - Referência: MAR/2026")],
        [(200, 350, "TRANSPORTES ALFA LTDA 11.222.333/0001-81")],
        [(200, 400, "UNIDADE"), (600, 400, "DATA DE EMISSÃO"), (1000, 400, "VENCIMENTO")],
        [(200, 450, "4113296212"), (600, 450, "27.04.2026"), (1000, 450, "11.05.2026")],
    )
    # Tesseract read the row of values before its row of captions.
    lines = text.split("\n")
    text = "\n".join([*lines[:2], lines[3], lines[2]])
    page = Page("conta.pdf", 1, text, word_boxes=boxes)
    plain = extract_fields("comprovante_endereco", [Page("conta.pdf", 1, text)])
    fields = extract_fields("comprovante_endereco", [page])
    assert fields.issued_on == date(2026, 4, 27)
    assert plain.issued_on == date(2026, 3, 1)


def test_a_form_filled_by_a_program_ties_the_holders_number_to_its_name():
    # heldout23-101-0001: the policy's text layer gives the form, then the values
    # drawn over it; the first reading, with no name to go by, took the insurer's
    # CNPJ from the letterhead.
    text, boxes = _page(
        [(350, 180, "PAMPA SEGUROS S.A.")],
        [(350, 250, "CNPJ 73.465.574/0001-09")],
        [(350, 330, "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS – APP")],
        [(180, 600, "1 – DADOS DO SEGURADO")],
        [(180, 650, "NOME / RAZÃO SOCIAL"), (1600, 650, "CNPJ")],
        [(180, 760, "ENDEREÇO")],
        [(180, 870, "2 – VEÍCULO SEGURADO")],
        [(180, 2300, "A cobertura abrange os passageiros até o limite da lotação oficial do")],
        [
            (
                180,
                2350,
                "veículo constante do CRLV. O seguro perde o efeito se o veículo transportar",
            )
        ],
        [(180, 2400, "passageiros em número superior à sua lotação. Considera-se passageiro a")],
        [(180, 2450, "pessoa transportada no veículo, desde o embarque até o desembarque.")],
        [(180, 2700, "Sucursal Santa Maria/RS")],
        [(180, 700, "TRANSPORTES PAMPA LTDA"), (1600, 700, "40.921.381/0001-66")],
        [(180, 810, "Rua Euclides da Cunha, 3357, Santa Maria/RS")],
    )
    page = Page("apolice.pdf", 1, text, word_boxes=boxes)
    fields = extract_fields("apolice_seguro", [page])
    assert fields.name == "TRANSPORTES PAMPA LTDA"
    assert fields.cnpj == "40921381000166"
    # Without the boxes there is no row to tie them: the letterhead's number stays.
    assert extract_fields("apolice_seguro", [Page("apolice.pdf", 1, text)]).cnpj != (
        "40921381000166"
    )
