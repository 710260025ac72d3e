"""Shared fixtures: small scans made on the fly, synthetic only."""

from __future__ import annotations

import io
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
# Every test run starts with an empty cache of its own: a test that means to
# exercise Tesseract must not be served an earlier run's reading.
os.environ["TRIAGEM_CACHE_DIR"] = tempfile.mkdtemp(prefix="triagem-test-cache-")

# After the environment above: SeaweedFS, SMTP and Prefect fixtures.
from fixtures_services import *  # noqa: E402, F403

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "samples" / "petitions"
SHARED = REPO.parent / "shared"

CERTIDAO_FEDERAL_HTML = """
<html><body style="font-family: 'DejaVu Serif'; font-size: 11pt; margin: 2cm">
<p>MINISTÉRIO DA FAZENDA<br>Secretaria da Receita Federal do Brasil<br>
Procuradoria-Geral da Fazenda Nacional</p>
<h3>CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO</h3>
<p>Nome: TRANSPORTES EXEMPLO LTDA<br>CNPJ: 11.222.333/0001-81</p>
<p>Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de
responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas, é
certificado que não constam pendências em seu nome, relativas a créditos tributários
administrados pela Secretaria da Receita Federal do Brasil (RFB) e a inscrições em Dívida
Ativa da União (DAU) junto à Procuradoria-Geral da Fazenda Nacional (PGFN).</p>
<p>Emitida às 15:11:44 do dia 01/12/2025 &lt;hora e data de Brasília&gt;.<br>
Válida até 30/05/2026.<br>Código de controle da certidão: A1B2.C3D4.E5F6.0718</p>
<p>Qualquer rasura ou emenda invalidará este documento.</p>
</body></html>
"""


def html_to_pdf(html: str, target: Path) -> Path:
    from weasyprint import HTML

    HTML(string=html).write_pdf(target)
    return target


@pytest.fixture(scope="session")
def scan_dir(tmp_path_factory) -> Path:
    """One folder of scans of one certidão, in every form a clerk uploads.

    Built once per test run: a born-digital PDF, its 300 dpi image upright,
    upside down and sideways, as PNG/JPEG/TIFF and as an image-only PDF.
    """
    from PIL import Image

    folder = tmp_path_factory.mktemp("scans")
    pdf = html_to_pdf(CERTIDAO_FEDERAL_HTML, folder / "federal-digital.pdf")
    subprocess.run(
        ["pdftoppm", "-r", "300", "-gray", "-png", "-singlefile", str(pdf), str(folder / "page")],
        check=True,
    )
    page = Image.open(folder / "page.png")
    page.convert("L").save(folder / "federal.jpg", quality=80)
    page.rotate(180).save(folder / "federal-180.png")
    page.rotate(90, expand=True).save(folder / "federal-90.png")
    page.rotate(270, expand=True).save(folder / "federal-270.png")
    page.rotate(2.2, fillcolor=255).save(folder / "federal-skewed.png")
    blank = Image.new("L", page.size, 255)
    page.save(folder / "two-pages.tiff", save_all=True, append_images=[blank])
    page.convert("RGB").save(folder / "federal-scanned.pdf", resolution=300)
    (folder / "page.png").unlink()
    return folder


@pytest.fixture()
def bad_files(tmp_path) -> dict[str, Path]:
    """A corrupt, an encrypted, an empty and an unsupported file."""
    from pypdf import PdfWriter

    good = html_to_pdf(
        "<p>Documento de teste com algum texto para a camada.</p>", tmp_path / "g.pdf"
    )
    data = good.read_bytes()
    files = {
        "corrupt": tmp_path / "corrompido.pdf",
        "encrypted": tmp_path / "protegido.pdf",
        "empty": tmp_path / "vazio.pdf",
        "unsupported": tmp_path / "planilha.xlsx",
        "truncated_image": tmp_path / "foto.jpg",
    }
    files["corrupt"].write_bytes(data[: len(data) // 3])
    writer = PdfWriter(clone_from=io.BytesIO(data))
    writer.encrypt(user_password="segredo", owner_password="dono")
    with files["encrypted"].open("wb") as fh:
        writer.write(fh)
    files["empty"].write_bytes(b"")
    files["unsupported"].write_bytes(b"PK\x03\x04" + b"\x00" * 200)
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("L", (400, 400), 200).save(buffer, format="JPEG")
    files["truncated_image"].write_bytes(buffer.getvalue()[:300])
    good.unlink()
    return files
