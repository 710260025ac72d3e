"""Build the Word templates of the notice and the draft: ``templates/docx/*.docx``.

    /tmp/venv/bin/python templates/build_docx.py

The .docx files are generated, never edited by hand, so that they can be
reviewed as code and rebuilt identically: python-docx writes the layout and
docxtpl's Jinja2 tags (``{{ }}``, ``{%p %}`` for whole paragraphs, ``{%tr %}``
for table rows), and ``triagem.render.render_docx`` fills them with the same
context as the HTML letters (``build_context``). The wording follows
``notice.html.j2`` and ``draft.html.j2``; the golden tests of both formats
catch a change made to one and not the other.

Plain values only: every sentence that depends on data is prepared in
``build_context`` (``text``, ``notice_groups``, ``draft_rows``), because
Jinja tags split across Word runs are fragile.
"""

from __future__ import annotations

import sys
from pathlib import Path

from docx import Document
from docx.enum.section import WD_ORIENT
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = Path(__file__).resolve().parent / "docx"
FONT = "Times New Roman"  # LibreOffice shows it as Liberation Serif, same metrics
RED = RGBColor(0x9B, 0x1C, 0x1C)


def _document() -> Document:
    document = Document()
    section = document.sections[0]
    section.orientation = WD_ORIENT.PORTRAIT
    section.page_width, section.page_height = Cm(21), Cm(29.7)
    section.top_margin = section.bottom_margin = Cm(2.2)
    section.left_margin, section.right_margin = Cm(2.5), Cm(2.2)
    normal = document.styles["Normal"]
    normal.font.name = FONT
    normal.font.size = Pt(11.5)
    # East-Asian font slot too, or Word substitutes another font for accents.
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), FONT)
    normal.paragraph_format.space_after = Pt(5)
    normal.paragraph_format.line_spacing = 1.15
    # The template's core properties would otherwise carry python-docx's.
    document.core_properties.author = "triagem"
    document.core_properties.title = ""
    document.core_properties.comments = ""
    return document


def _para(
    document,
    *runs: str | tuple[str, str],
    align: str = "justify",
    indent: bool = False,
    size: float | None = None,
    space_after: float | None = None,
):
    """A paragraph of runs; a run is text or (style, text), style in b, i, red, small."""
    paragraph = document.add_paragraph()
    paragraph.alignment = {
        "justify": WD_ALIGN_PARAGRAPH.JUSTIFY,
        "center": WD_ALIGN_PARAGRAPH.CENTER,
        "left": WD_ALIGN_PARAGRAPH.LEFT,
        "right": WD_ALIGN_PARAGRAPH.RIGHT,
    }[align]
    if indent:
        paragraph.paragraph_format.first_line_indent = Cm(1.25)
    if space_after is not None:
        paragraph.paragraph_format.space_after = Pt(space_after)
    for run_spec in runs:
        style, text = run_spec if isinstance(run_spec, tuple) else ("", run_spec)
        run = paragraph.add_run(text)
        run.bold = "b" in style.split()
        run.italic = "i" in style.split()
        if "red" in style.split():
            run.font.color.rgb = RED
        if size or "small" in style.split():
            run.font.size = Pt(size or 9.5)
    return paragraph


def _tag(document, tag: str) -> None:
    """A paragraph holding only a docxtpl block tag; docxtpl removes it."""
    document.add_paragraph(tag)


def _field(paragraph, instruction: str) -> None:
    """A Word field (PAGE, NUMPAGES) that the word processor fills in."""
    simple = OxmlElement("w:fldSimple")
    simple.set(qn("w:instr"), instruction)
    inner = OxmlElement("w:r")
    properties = OxmlElement("w:rPr")
    size = OxmlElement("w:sz")
    size.set(qn("w:val"), "18")
    properties.append(size)
    inner.append(properties)
    text = OxmlElement("w:t")
    text.text = "1"
    inner.append(text)
    simple.append(inner)
    # A field is a sibling of the runs, inside the paragraph.
    paragraph._p.append(simple)


def _widths(table, *widths) -> None:
    """Fixed column widths: Word reads the cells', LibreOffice the grid's."""
    table.autofit = False
    for column, width in zip(table.columns, widths, strict=True):
        column.width = width
        for cell in column.cells:
            cell.width = width


def _footer(document) -> None:
    paragraph = document.sections[0].footer.paragraphs[0]
    paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run = paragraph.add_run("Processo nº {{ report.petition_id }} – página ")
    run.font.size = Pt(9)
    _field(paragraph, "PAGE")
    paragraph.add_run(" de ").font.size = Pt(9)
    _field(paragraph, "NUMPAGES")


def _letterhead(document) -> None:
    _para(document, ("b", "{{ text.state_line }}"), align="center", space_after=0)
    _para(document, ("b", "{{ text.city_line }}"), align="center", space_after=0)
    _para(document, ("b", "{{ text.authority_line }}"), align="center", space_after=0)
    _tag(document, "{%p for line in text.letterhead_lines %}")
    _para(document, ("small", "{{ line }}"), align="center", space_after=0)
    _tag(document, "{%p endfor %}")
    _para(document, "", space_after=6)


def _title(document, title: str) -> None:
    _para(document, ("b", title), align="center", size=14, space_after=0)
    _para(document, "Processo nº {{ report.petition_id }}", align="center", space_after=10)


def _parties(document) -> None:
    # The rows holding only {%tr %} tags disappear: the person a company
    # filed for (a driver) gets a row of his own.
    rows = (
        ("Requerente:", "{{ text.applicant_name }}"),
        ("{{ text.id_label }}:", "{{ text.id_value }}"),
        ("{%tr if subject_apart %}", ""),
        ("{{ people_heading }}:", "{{ text.subject_name }}, {{ text.subject_ids }}"),
        ("{%tr endif %}", ""),
        ("{%tr if vehicle %}", ""),
        ("{{ vehicle.label }}:", "{{ vehicle.value }}"),
        ("{%tr endif %}", ""),
        ("Assunto:", "{{ letter.checklist_title }}"),
        ("Fundamento legal:", "{{ letter.law }}"),
    )
    table = document.add_table(rows=len(rows), cols=2)
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    for row, (label, value) in zip(table.rows, rows, strict=True):
        row.cells[0].paragraphs[0].add_run(label).bold = True
        row.cells[1].paragraphs[0].add_run(value)
    _widths(table, Cm(3.8), Cm(12.4))
    _para(document, "", space_after=4)


def _signature(document) -> None:
    _para(document, "{{ text.place_date }}", align="right", space_after=28)
    _para(document, "_____________________________________", align="center", space_after=0)
    _para(document, "Servidor(a) responsável", align="center", space_after=0)
    _para(document, ("small", "Matrícula nº ____________"), align="center", space_after=0)
    _para(document, ("small", "{{ letter.authority }}"), align="center", space_after=12)


def build_notice() -> Document:
    document = _document()
    _footer(document)
    _letterhead(document)
    _title(document, "NOTIFICAÇÃO DE EXIGÊNCIAS")
    _parties(document)
    _para(document, "{{ text.salutation }}", align="left")
    _para(
        document,
        "Em análise ao requerimento em epígrafe, esta {{ letter.authority }} verificou que a "
        "documentação apresentada não atende integralmente às exigências da {{ letter.law }}. "
        "A situação de cada documento foi aferida na data de referência de "
        "{{ report.reference_date|data_br }}.",
        indent=True,
    )
    _para(
        document,
        "Fica o(a) requerente ",
        ("b", "NOTIFICADO(A)"),
        " a apresentar, no prazo de ",
        ("b", "{{ text.deadline }}"),
        ", contados do recebimento desta notificação, os documentos e as providências "
        "relacionados a seguir:",
        indent=True,
    )
    _tag(document, "{%p for group in notice_groups %}")
    _para(document, ("b", "{{ group.heading }}"), align="left", space_after=3)
    _tag(document, "{%p for entry in group.entries %}")
    _para(
        document,
        ("b", "{{ entry.number }}. {{ entry.label }}"),
        " ({{ entry.legal_basis }})",
        align="left",
        space_after=1,
    )
    _para(document, ("b", "Situação: "), "{{ entry.status }}", align="left", space_after=1)
    _tag(document, "{%p if entry.reason %}")
    _para(document, ("b", "Motivo: "), "{{ entry.reason }}", space_after=1)
    _tag(document, "{%p endif %}")
    _para(document, ("b", "Providência: "), "{{ entry.cure }}", space_after=6)
    _tag(document, "{%p endfor %}")
    _tag(document, "{%p endfor %}")
    _tag(document, "{%p if review_items or report.errors %}")
    _para(
        document,
        "Informa-se, ainda, que outros documentos apresentados encontram-se em análise por "
        "esta {{ letter.authority }}, podendo ser formuladas exigências complementares.",
        indent=True,
    )
    _tag(document, "{%p endif %}")
    _tag(document, "{%p for notice in notices %}")
    _para(document, "{{ notice }}", indent=True)
    _tag(document, "{%p endfor %}")
    _para(
        document,
        "Os documentos deverão ser protocolados nesta {{ letter.authority }}, com referência "
        "ao processo nº {{ report.petition_id }}.",
        indent=True,
    )
    _para(
        document,
        "O não atendimento integral das exigências no prazo assinalado acarretará ",
        ("b", "{{ consequence }}"),
        ", sem prejuízo de novo requerimento, instruído com a documentação completa.",
        indent=True,
    )
    _signature(document)
    _para(document, ("b", "CIENTE."), " Recebi a 1ª via desta notificação em ____/____/________.")
    _para(document, "Assinatura: ______________________________________________")
    _para(document, "Nome do(a) requerente ou representante legal: ____________________________")
    return document


def build_draft() -> Document:
    document = _document()
    _footer(document)
    header = document.sections[0].header.paragraphs[0]
    header.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run = header.add_run("MINUTA – sem efeito até conferida e assinada")
    run.bold = True
    run.font.color.rgb = RED
    run.font.size = Pt(9)
    _letterhead(document)
    _para(
        document,
        (
            "b red",
            "MINUTA gerada automaticamente para conferência: sem efeito até ser conferida e "
            "assinada pelo(a) servidor(a) responsável.",
        ),
        align="center",
    )
    _title(document, "MINUTA DE DESPACHO DE DEFERIMENTO")
    _parties(document)
    _para(document, "Vistos.", align="left")
    _para(
        document,
        ("b", "CONSIDERANDO"),
        " o requerimento em epígrafe, formulado por {{ text.applicant_name }} "
        "({{ text.applicant_ids }}), que tem por objeto: {{ letter.checklist_title }};",
        indent=True,
    )
    _para(document, ("b", "CONSIDERANDO"), " o disposto na {{ letter.law }};", indent=True)
    _para(
        document,
        ("b", "CONSIDERANDO"),
        " que a documentação exigida foi apresentada e conferida, com a validade aferida na "
        "data de referência de {{ report.reference_date|data_br }}, conforme a relação abaixo:",
        indent=True,
    )
    table = document.add_table(rows=3, cols=3)
    table.style = "Table Grid"
    widths = (Cm(7.2), Cm(6.0), Cm(3.0))
    for cell, label, width in zip(
        table.rows[0].cells, ("Exigência", "Documento apresentado", "Validade"), widths, strict=True
    ):
        cell.width = width
        cell.paragraphs[0].add_run(label).bold = True
    table.rows[1].cells[0].paragraphs[0].add_run("{%tr for row in draft_rows %}")
    values = ("{{ row.requirement }}", "{{ row.document }}", "{{ row.validity }}")
    # A fourth row holds the loop's end; the row between is repeated.
    table.add_row()
    for cell, value, width in zip(table.rows[2].cells, values, widths, strict=True):
        cell.width = width
        cell.paragraphs[0].add_run(value).font.size = Pt(10)
    table.rows[3].cells[0].paragraphs[0].add_run("{%tr endfor %}")
    _widths(table, *widths)
    _para(document, "", space_after=2)
    _tag(document, "{%p if records %}")
    _para(document, ("b", "CONSIDERANDO"), " os dados do registro:", indent=True)
    _tag(document, "{%p for record in records %}")
    _para(document, "– {{ record.text }}", align="left", space_after=2)
    _tag(document, "{%p endfor %}")
    _tag(document, "{%p endif %}")
    _tag(document, "{%p if not_applicable_lines %}")
    _para(
        document,
        ("b", "CONSIDERANDO"),
        " que não se aplicam ao caso as exigências a seguir:",
        indent=True,
    )
    _tag(document, "{%p for line in not_applicable_lines %}")
    _para(document, "– {{ line }}", align="left", space_after=2)
    _tag(document, "{%p endfor %}")
    _tag(document, "{%p endif %}")
    _para(document, ("b", "DECIDO:"), align="left")
    _para(
        document,
        ("b", "DEFIRO"),
        " {{ grant_object }} {{ text.subject_name }} ({{ text.subject_ids }}), objeto do "
        "processo nº {{ report.petition_id }}, nos termos da {{ letter.law }}.",
        indent=True,
    )
    _tag(document, "{%p if letter.grants %}")
    _para(document, "Em consequência:", indent=True)
    _tag(document, "{%p for grant in letter.grants %}")
    _para(document, "{{ loop.index }}. {{ grant }}", align="left", space_after=2)
    _tag(document, "{%p endfor %}")
    _tag(document, "{%p endif %}")
    _tag(document, "{%p if precarious %}")
    _para(document, "{{ precarious }}", indent=True)
    _tag(document, "{%p endif %}")
    _para(document, "Dê-se ciência ao(à) requerente.", indent=True)
    _signature(document)
    return document


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, build in (("notice", build_notice), ("draft", build_draft)):
        document = build()
        # A fixed date keeps the rebuilt file identical apart from the zip's own stamps.
        from datetime import datetime

        document.core_properties.created = datetime(2026, 1, 1)
        document.core_properties.modified = datetime(2026, 1, 1)
        document.core_properties.last_modified_by = "triagem"
        document.core_properties.revision = 1
        document.save(OUT / f"{name}.docx")
        print(OUT / f"{name}.docx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
