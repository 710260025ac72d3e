"""Uploads the pipeline cannot read, each with the error code it should report.

A truncated PDF (``corrupt_file``), a password-protected PDF
(``encrypted_pdf``), an empty file (``empty_file``) and a spreadsheet
(``unsupported_format``). All are reproducible byte for byte.
"""

from __future__ import annotations

import hashlib
import io
import zipfile

from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, ByteStringObject

# Error codes, as triagem/errors.py names them (not imported: corpus stands alone).
CODES = {
    "corrupt": "corrupt_file",
    "encrypted": "encrypted_pdf",
    "empty": "empty_file",
    "unsupported": "unsupported_format",
}


def truncated(pdf: bytes, fraction: float = 0.5) -> bytes:
    """The first ``fraction`` of a PDF: an interrupted upload.

    WeasyPrint writes the cross-reference table and trailer last, so half a
    file has neither; poppler, pdfminer and pdfium all refuse it.
    """
    return pdf[: max(64, int(len(pdf) * fraction))]


class _FixedIdWriter(PdfWriter):
    """pypdf draws the file identifier at random; the RC4 key depends on it."""

    def __init__(self, *args: object, file_id: bytes, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._fixed_id = file_id

    def generate_file_identifiers(self) -> None:
        fid = ByteStringObject(self._fixed_id)
        self._ID = ArrayObject((fid, fid))


def encrypted(pdf: bytes, user_password: str, owner_password: str) -> bytes:
    """``pdf`` protected by a user password (RC4-128: no random salt, so reproducible)."""
    file_id = hashlib.md5(pdf).digest()  # noqa: S324 (an identifier, not security)
    writer = _FixedIdWriter(clone_from=PdfReader(io.BytesIO(pdf)), file_id=file_id)
    writer.encrypt(user_password=user_password, owner_password=owner_password, algorithm="RC4-128")
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


_XLSX_PARTS = {
    "[Content_Types].xml": (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" '
        'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        "</Types>"
    ),
    "_rels/.rels": (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="xl/workbook.xml"/></Relationships>'
    ),
    "xl/workbook.xml": (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets><sheet name="Frota" sheetId="1" r:id="rId1"/></sheets></workbook>'
    ),
    "xl/_rels/workbook.xml.rels": (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
        'Target="worksheets/sheet1.xml"/></Relationships>'
    ),
}


def spreadsheet(rows: list[list[str]]) -> bytes:
    """A minimal valid .xlsx (inline strings), zipped with fixed timestamps."""
    cells = []
    for r, row in enumerate(rows, start=1):
        cols = "".join(
            f'<c r="{chr(65 + c)}{r}" t="inlineStr"><is><t>{_xml(v)}</t></is></c>'
            for c, v in enumerate(row)
        )
        cells.append(f'<row r="{r}">{cols}</row>')
    sheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        f"<sheetData>{''.join(cells)}</sheetData></worksheet>"
    )
    parts = dict(_XLSX_PARTS, **{"xl/worksheets/sheet1.xml": sheet})
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in parts.items():
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, text.encode("utf-8"))
    return buf.getvalue()


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
