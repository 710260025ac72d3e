"""After a supplement, the notice says which items it resolved and which remain."""

from __future__ import annotations

import json
from pathlib import Path

from triagem.render import render_html

FIXTURES = Path(__file__).parent / "fixtures"


def _letter() -> dict:
    return {
        "municipality": "Santa Maria",
        "state": "RS",
        "authority": "Secretaria de Município de Mobilidade Urbana",
        "law": "Lei Municipal de Santa Maria de 29 de maio de 2018",
        "checklist_title": "Registro de empresa",
        "grants": ["Selo de Vistoria do Veículo"],
        "deadline_days": 30,
        "issue_date": "2026-11-30",
        "letterhead": None,
    }


def test_notice_lists_resolved_and_remaining_items():
    from triagem.render import build_context

    report = json.loads((FIXTURES / "report_deficient.json").read_text("utf-8"))
    plain = render_html("notice", build_context(report, _letter(), pdf=False))
    assert "complementação" not in plain

    report["supplement"] = {
        "added_files": ["certidao_municipal_nova.pdf"],
        "resolved_items": [
            {
                "label": "Certidão negativa — Fazenda Municipal",
                "legal_basis": "Art. 7º, II, b",
                "person_name": None,
            },
        ],
        "remaining_items": [
            {
                "label": "Certidão negativa — Fazenda Federal",
                "legal_basis": "Art. 7º, II, b",
                "person_name": None,
            },
        ],
    }
    html = render_html("notice", build_context(report, _letter(), pdf=False))
    assert "certidao_municipal_nova.pdf" in html
    resolved = html.index("Exigências atendidas com a complementação")
    remaining = html.index("Exigências ainda não atendidas")
    assert resolved < html.index("Fazenda Municipal", resolved) < remaining
    assert "Fazenda Federal" in html[remaining:]
