"""Small inline SVG drawings: handwritten signatures, QR-like codes, bar codes,
an ID photo and an emblem. Each is drawn from the ``random.Random`` given, so a
seed always draws the same picture. They only have to look right on a scan;
none of them encodes anything.
"""

from __future__ import annotations

import base64
import math
import random

from markupsafe import Markup


def signature(
    rng: random.Random, width: int = 170, height: int = 46, colour: str = "#1b2a7a"
) -> Markup:
    """A scribbled signature: a smooth random curve with a couple of loops."""
    points: list[tuple[float, float]] = []
    x = 6.0
    while x < width - 10:
        points.append((x, height * (0.25 + 0.5 * rng.random())))
        x += rng.uniform(8, 22)
    path = [f"M {points[0][0]:.1f} {points[0][1]:.1f}"]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        # Control points overshoot vertically, which draws the loops.
        c1 = (x0 + rng.uniform(-6, 14), y0 + rng.uniform(-18, 18))
        c2 = (x1 + rng.uniform(-14, 6), y1 + rng.uniform(-18, 18))
        path.append(f"C {c1[0]:.1f} {c1[1]:.1f} {c2[0]:.1f} {c2[1]:.1f} {x1:.1f} {y1:.1f}")
    underline_y = height * rng.uniform(0.7, 0.9)
    flourish = (
        f"M {width * 0.15:.1f} {underline_y:.1f} Q {width * 0.5:.1f} {underline_y + 8:.1f} "
        f"{width * 0.9:.1f} {underline_y - 4:.1f}"
    )
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><path d="{" ".join(path)}" fill="none" '
        f'stroke="{colour}" stroke-width="1.4" stroke-linecap="round"/>'
        f'<path d="{flourish}" fill="none" stroke="{colour}" stroke-width="1.1"/></svg>'
    )


def qr_code(rng: random.Random, modules: int = 25, size: int = 80) -> Markup:
    """A QR-looking square: three finder patterns and random modules."""
    cell = size / modules
    rects: list[str] = []

    def finder(cx: int, cy: int) -> None:
        for r, fill in ((7, "#000"), (5, "#fff"), (3, "#000")):
            off = (7 - r) / 2
            rects.append(
                f'<rect x="{(cx + off) * cell:.2f}" y="{(cy + off) * cell:.2f}" '
                f'width="{r * cell:.2f}" height="{r * cell:.2f}" fill="{fill}"/>'
            )

    for y in range(modules):
        for x in range(modules):
            in_finder = (
                (x < 8 and y < 8) or (x >= modules - 8 and y < 8) or (x < 8 and y >= modules - 8)
            )
            if not in_finder and rng.random() < 0.5:
                rects.append(
                    f'<rect x="{x * cell:.2f}" y="{y * cell:.2f}" '
                    f'width="{cell:.2f}" height="{cell:.2f}"/>'
                )
    finder(0, 0)
    finder(modules - 7, 0)
    finder(0, modules - 7)
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}">{"".join(rects)}</svg>'
    )


def barcode(rng: random.Random, width: int = 380, height: int = 40) -> Markup:
    """Interleaved-2-of-5-looking bars, as at the foot of a bill."""
    bars: list[str] = []
    x = 0.0
    while x < width - 4:
        w = rng.choice((1.0, 1.0, 2.6))
        if rng.random() < 0.55:
            bars.append(f'<rect x="{x:.1f}" y="0" width="{w:.1f}" height="{height}"/>')
        x += w + rng.choice((1.0, 1.0, 2.6))
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{"".join(bars)}</svg>'
    )


def photo(width: int = 90, height: int = 115, shade: str = "#9a9a9a") -> Markup:
    """A 3x4 photo placeholder: a grey head-and-shoulders silhouette."""
    cx = width / 2
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><rect width="{width}" height="{height}" fill="#e4e4e4"/>'
        f'<ellipse cx="{cx}" cy="{height * 0.38}" rx="{width * 0.2}" ry="{height * 0.2}" '
        f'fill="{shade}"/>'
        f'<path d="M {width * 0.12} {height} Q {cx} {height * 0.5} {width * 0.88} {height} Z" '
        f'fill="{shade}"/></svg>'
    )


def emblem(size: int = 54, colour: str = "#222") -> Markup:
    """A generic round emblem standing in for a coat of arms or a logo."""
    c = size / 2
    star = " ".join(
        f"{c + (size * (0.3 if i % 2 == 0 else 0.13)) * _cos(i):.1f},"
        f"{c + (size * (0.3 if i % 2 == 0 else 0.13)) * _sin(i):.1f}"
        for i in range(10)
    )
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}"><circle cx="{c}" cy="{c}" r="{c - 2}" fill="none" '
        f'stroke="{colour}" stroke-width="2"/><circle cx="{c}" cy="{c}" r="{c - 6}" fill="none" '
        f'stroke="{colour}" stroke-width="0.8"/><polygon points="{star}" fill="{colour}"/></svg>'
    )


def _cos(i: int) -> float:
    return math.cos(math.pi / 5 * i - math.pi / 2)


def _sin(i: int) -> float:
    return math.sin(math.pi / 5 * i - math.pi / 2)


# Drawings only the heldout6 templates use (security paper of certidões and cards).


def guilloche_uri(
    colour: str = "#8fb3a0", band: str = "", width: int = 595, height: int = 842, lines: int = 6
) -> str:
    """An A4 sheet's security paper as an SVG data URI: a guilloche (interlaced sine
    bands and a rosette) in ``colour`` and a 5 mm band of ``band`` down the left edge.

    Pure function of its arguments: used as an ``@page`` background, under the
    text, so the guilloche is drawn faint (the templates' values stay well above
    it). An empty ``colour`` or ``band`` leaves that part out.
    """
    paths = []
    for k in range(lines if colour else 0):
        phase = k * math.pi / lines
        amp = 9 + 3 * math.sin(k)
        for band in range(0, height, 70):
            pts = []
            for x in range(0, width + 8, 8):
                y = band + 35 + amp * math.sin(x / 23.0 + phase) * math.cos(x / 97.0 - phase)
                pts.append(f"{x},{y:.1f}")
            paths.append("M" + " L".join(pts))
    cx, cy, r = width * 0.5, height * 0.46, min(width, height) * 0.28
    ring = []
    for t in range(0, 721, 2):
        a = t * math.pi / 360
        rr = r * (0.78 + 0.22 * math.cos(12 * a))
        ring.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    if colour:
        paths.append("M" + " L".join(ring) + "Z")
    lines_svg = (
        f'<path d="{" ".join(paths)}" fill="none" stroke="{colour}" stroke-width="0.45" '
        f'stroke-opacity="0.55"/>'
        if paths
        else ""
    )
    band_svg = f'<rect x="0" y="0" width="14.2" height="{height}" fill="{band}"/>' if band else ""
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{lines_svg}{band_svg}</svg>'
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def rosette(size: int = 44, colour: str = "#224a3a", petals: int = 16) -> Markup:
    """A small engraved rosette, as issuers print beside their name on security paper."""
    c = size / 2
    loops = []
    for j in range(3):
        pts = []
        for t in range(0, 361, 3):
            a = math.radians(t)
            rr = c * (0.55 + 0.12 * j) * (0.7 + 0.3 * math.cos(petals * a + j))
            pts.append(f"{c + rr * math.cos(a):.1f},{c + rr * math.sin(a):.1f}")
        loops.append("M" + " L".join(pts) + "Z")
    return Markup(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}"><circle cx="{c}" cy="{c}" r="{c - 1}" fill="none" '
        f'stroke="{colour}" stroke-width="1.2"/><path d="{" ".join(loops)}" fill="none" '
        f'stroke="{colour}" stroke-width="0.6"/><circle cx="{c}" cy="{c}" r="{c * 0.16:.1f}" '
        f'fill="{colour}"/></svg>'
    )
