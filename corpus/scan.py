"""Turn born-digital pages into scans: rasterise, degrade, save as images.

Pages are rasterised one at a time with ``pdftoppm`` (poppler), then
degraded the way office scanners and phone photos degrade them: paper tone,
sensor noise, a slight blur, skew, JPEG artefacts, and some pages turned
sideways or upside down. Output formats are image-only PDF (no text layer),
JPEG, PNG and multi-page TIFF. Every random choice comes from the
``random.Random`` passed in, so one seed gives the same bytes.
"""

from __future__ import annotations

import io
import random
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

A4_MM = (210.0, 297.0)


@dataclass(frozen=True)
class ScanStyle:
    """How one scanner (or phone) degrades the pages of one file."""

    colour: bool = False
    noise: float = 5.0  # standard deviation of the sensor noise, grey levels
    blur: float = 0.5  # Gaussian blur radius in pixels
    max_skew: float = 1.5  # degrees, either direction, at least 0.5
    paper: int = 242  # grey level of the blank paper
    contrast: float = 0.92  # < 1 lifts the blacks towards grey
    jpeg_quality: int = 60


def random_style(rng: random.Random, colour: bool | None = None) -> ScanStyle:
    """A plausible scanner for one file, different every draw."""
    return ScanStyle(
        colour=rng.random() < 0.35 if colour is None else colour,
        noise=rng.uniform(2.0, 4.5),
        blur=rng.uniform(0.3, 0.8),
        max_skew=rng.uniform(0.8, 3.0),
        paper=rng.randrange(232, 250),
        contrast=rng.uniform(0.85, 0.97),
        jpeg_quality=rng.randrange(45, 65),
    )


# ---------------------------------------------------------------- heldout2 scanner profile


@dataclass(frozen=True)
class Heldout2Profile:
    """The second held-out slice's scanners: a cheap office MFP, a fax, a copy shop.

    Coarser (150 to 220 dpi) and harsher (JPEG quality 25 to 42) than the
    standard ones, with what those machines add: the reverse side showing
    through, uneven light with a dark lid edge, punched filing holes and a
    staple, a dirty-glass streak, and for some files a fax-like black and
    white. Only the heldout2 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    jpeg_quality: int = 35
    noise: float = 5.0
    blur: float = 0.7
    paper: int = 234
    contrast: float = 0.86
    light: float = 2.0  # how much stronger than the standard lid gradient
    corner: float = 18.0  # grey levels lost towards one corner
    bleed: float = 0.0  # opacity of the reverse side showing through
    lid_edge: str = ""  # left | right | bottom: a dark band where the lid did not close
    holes: bool = False  # two punched filing holes near the left edge
    hole_dark: bool = True  # dark holes (black feeder backing) or light ones
    staple: bool = False  # a staple at the top left corner
    streak: int = -1  # column (fraction * 1000) of a dirty-glass streak; -1 none
    fax: bool = False  # binarised like a fax (scan_pdf only)
    threshold: int = 150  # binarisation level for fax pages and bilevel TIFF


def heldout2_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout2Profile:
    """One file's heldout2 scanner, drawn from ``side`` only (never the shared rngs)."""
    if kind == "tiff":
        dpi = 200  # a fax in fine mode, or an MFP's black-and-white setting
    elif std_dpi >= 250:
        dpi = side.choice((200, 220))  # small print: the clerk picked a finer setting
    elif std_dpi <= 150:
        dpi = 150
    else:
        dpi = side.choice((150, 170, 200, 200))
    paper_scan = not photo
    return Heldout2Profile(
        dpi=dpi,
        jpeg_quality=side.randrange(25, 43),
        noise=side.uniform(3.5, 6.5),
        blur=side.uniform(0.45, 0.9),
        paper=side.randrange(222, 241),
        contrast=side.uniform(0.8, 0.9),
        light=side.uniform(1.5, 3.0),
        corner=side.uniform(8.0, 30.0),
        bleed=side.uniform(0.05, 0.11) if side.random() < 0.5 else 0.0,
        lid_edge=side.choice(("left", "right", "bottom")) if side.random() < 0.45 else "",
        holes=paper_scan and side.random() < 0.4,
        hole_dark=side.random() < 0.6,
        staple=paper_scan and side.random() < 0.35,
        streak=side.randrange(80, 920) if side.random() < 0.3 else -1,
        fax=kind == "scan_pdf" and side.random() < 0.25,
        threshold=side.randrange(140, 166),
    )


def resample(image: Image.Image, from_dpi: int, to_dpi: int) -> Image.Image:
    """``image`` at ``to_dpi`` instead of ``from_dpi``."""
    if from_dpi == to_dpi:
        return image
    w, h = image.size
    size = (max(1, round(w * to_dpi / from_dpi)), max(1, round(h * to_dpi / from_dpi)))
    return image.resize(size, Image.Resampling.LANCZOS)


def _sheet_marks(arr: np.ndarray, profile: Heldout2Profile, dpi: int) -> np.ndarray:
    """Holes, staple, lid edge and streak: what the paper and the machine add."""
    h, w = arr.shape[:2]
    mm = dpi / 25.4
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if profile.holes:
        # ISO 838: 6 mm holes, 80 mm apart, centred, 12 mm from the edge.
        r = 3.0 * mm
        for cy in (h / 2 - 40 * mm, h / 2 + 40 * mm):
            d = np.sqrt((xx - 12 * mm) ** 2 + (yy - cy) ** 2)
            inside = np.clip(r - d + 0.5, 0, 1)
            rim = np.clip(1 - np.abs(d - r) / (0.5 * mm), 0, 1) * 0.6
            fill = 55.0 if profile.hole_dark else 252.0
            if arr.ndim == 3:
                inside, rim = inside[..., None], rim[..., None]
            arr = arr * (1 - inside) + inside * fill - rim * 70
    if profile.staple:
        # A 12 mm staple at 40 degrees near the top left corner, with its shadow.
        x0, y0 = 9 * mm, 13 * mm
        x1, y1 = x0 + 9 * mm, y0 - 7.5 * mm
        px, py = x1 - x0, y1 - y0
        t = np.clip(((xx - x0) * px + (yy - y0) * py) / (px * px + py * py), 0, 1)
        d = np.sqrt((xx - x0 - t * px) ** 2 + (yy - y0 - t * py) ** 2)
        metal = np.clip(0.45 * mm - d + 0.5, 0, 1)
        shadow = np.clip(1.4 * mm - d, 0, 1.4 * mm) / (1.4 * mm)
        mark = metal * 150 + shadow * 35
        arr = arr - (mark[..., None] if arr.ndim == 3 else mark)
    if profile.lid_edge:
        depth = {
            "left": xx / w,
            "right": (w - 1 - xx) / w,
            "bottom": (h - 1 - yy) / h,
        }[profile.lid_edge]
        band = np.clip(1 - depth / 0.03, 0, 1) ** 1.5 * 110
        arr = arr - (band[..., None] if arr.ndim == 3 else band)
    if profile.streak >= 0:
        col = int(w * profile.streak / 1000)
        arr[:, col : col + max(1, dpi // 100)] -= 28
    return arr


def degrade_heldout2(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout2Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout2 scanner look.

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, lid gradient, skew), and they are used for the same things;
    ``side`` (the profile's own generator) decides the rest.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    arr = np.asarray(image, dtype=np.float32)
    dpi = profile.dpi
    if profile.bleed:
        # The reverse side shows through: the page mirrored, soft and faint.
        back = image.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        back = back.filter(ImageFilter.GaussianBlur(dpi / 90))
        shift = (side.randrange(-dpi // 8, dpi // 8 + 1), side.randrange(-dpi // 6, dpi // 6 + 1))
        back_arr = np.roll(np.asarray(back, dtype=np.float32), shift, axis=(1, 0))
        arr = arr - profile.bleed * (255.0 - back_arr)
    black = 255 * (1 - profile.contrast) * 0.6
    arr = black + np.clip(arr, 0, 255) * (profile.paper - black) / 255.0
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
        # Recycled paper: a little greener and duller than the standard scanners'.
        tint *= np.array([0.98, 1.0, side.uniform(0.93, 1.0)], dtype=np.float32)
        arr = arr * tint
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    gradient *= profile.light
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = side.choice(((0, 0), (w, 0), (0, h), (w, h)))
    falloff = np.sqrt(((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2) / np.sqrt(2)
    light = gradient[None, :] - profile.corner * (1 - falloff) ** 2
    arr = arr + (light[..., None] if arr.ndim == 3 else light)
    arr = _sheet_marks(arr, profile, dpi)
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    mode = "RGB" if style.colour else "L"
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.fax:
        # Fax or "text" mode: black and white, jagged edges, a few dropped lines.
        grey = np.asarray(out.convert("L"), dtype=np.float32)
        grey = grey + nrng.normal(0.0, 10.0, grey.shape).astype(np.float32)
        bw = np.where(grey > profile.threshold, 255, 0).astype(np.uint8)
        for _ in range(side.randrange(0, 4)):
            row = side.randrange(h)
            bw[row : row + 1, :] = 255
        out = Image.fromarray(bw, "L").convert(mode)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    fill = (profile.paper,) * 3 if style.colour else profile.paper
    if profile.fax:
        fill = (255,) * 3 if style.colour else 255
    return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def finish_heldout2(
    sheet: Image.Image, profile: Heldout2Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout2 scanner: the same holes, staple and lid edge."""
    arr = np.asarray(sheet, dtype=np.float32)
    arr = arr - (arr.mean() - profile.paper)
    arr = _sheet_marks(arr, profile, profile.dpi)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), sheet.mode)
    if profile.fax:
        out = out.point(lambda v: 255 if v > profile.threshold else 0)
    return out


# ---------------------------------------------------------------- heldout3 scanner profile


@dataclass(frozen=True)
class Heldout3Profile:
    """The third held-out slice's scanners: phone scanner apps and worn copiers.

    Finer (240 to 300 dpi) but saved harder: JPEG quality 16 to 34, PNG with
    4 to 8 grey levels. Each file comes through one ``look``: "app" (a phone
    scanner app's black-and-white filter: adaptive threshold, a page that
    curls a little at one side, a fingertip at the border), "copy" (a
    photocopy of a photocopy: grey background, toner specks, thickened
    strokes, a dark band where the copy was not square) or "paper" (a colour
    scan of a yellowish, greenish or pinkish form). Any file may also get a
    blue or red rubber stamp across its text ("CONFERE COM O ORIGINAL",
    "RECEBIDO" with a protocol number) and a 2 to 3 degree tilt. Phone photos
    that keep their desk get screen moiré instead (a photo of a monitor).
    Only the heldout3 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 260
    look: str = "copy"  # app | copy | paper
    jpeg_quality: int = 26
    png_levels: int = 6
    paper_tint: tuple[float, float, float] = (1.0, 1.0, 1.0)
    paper: int = 226
    noise: float = 4.0
    blur: float = 0.6
    tilt: float = 0.0  # degrees (sign from the standard draw); 0 keeps the standard skew
    stamp: str = ""  # "" | blue | red
    stamp_text: str = "CONFERE COM O ORIGINAL"
    stamp_at: tuple[float, float] = (0.55, 0.45)  # centre, fractions of width and height
    stamp_angle: float = -14.0
    thicken: bool = False  # copy: strokes spread by one pixel
    curl: float = 0.0  # app: page curl amplitude, fraction of the height
    finger: str = ""  # app: left | right | bottom: a fingertip holding the page
    moire: bool = False  # phone photo of a screen
    threshold: int = 150  # bilevel TIFF


_TINTS = {
    "yellow": (1.0, 0.96, 0.78),
    "green": (0.9, 0.98, 0.86),
    "pink": (1.0, 0.9, 0.92),
    "blue": (0.88, 0.94, 1.0),
}


def heldout3_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout3Profile:
    """One file's heldout3 scanner, drawn from ``side`` only (never the shared rngs)."""
    dpi = 300 if kind == "tiff" or std_dpi >= 250 else side.choice((240, 260, 300))
    if kind == "tiff":
        look = "copy"
    else:
        look = side.choices(("app", "copy", "paper"), weights=(35, 35, 30))[0]
    tint = _TINTS[side.choice(sorted(_TINTS))] if look == "paper" else (1.0, 1.0, 1.0)
    stamp = side.choice(("blue", "red")) if side.random() < 0.45 else ""
    return Heldout3Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(16, 35),
        png_levels=side.choice((4, 6, 8)),
        paper_tint=tint,
        paper=side.randrange(198, 222) if look == "copy" else side.randrange(228, 246),
        noise=side.uniform(2.5, 5.0),
        blur=side.uniform(0.4, 0.8),
        tilt=side.uniform(2.0, 3.0) if side.random() < 0.4 else 0.0,
        stamp=stamp,
        stamp_text=side.choice(
            (
                "CONFERE COM O ORIGINAL",
                "RECEBIDO",
                "AUTENTICADO",
                "CÓPIA",
                "PROTOCOLADO",
            )
        ),
        stamp_at=(side.uniform(0.3, 0.7), side.uniform(0.25, 0.8)),
        stamp_angle=side.uniform(-22.0, 22.0),
        thicken=look == "copy" and side.random() < 0.6,
        curl=side.uniform(0.004, 0.012) if look == "app" else 0.0,
        finger=side.choice(("left", "right", "bottom"))
        if look == "app" and side.random() < 0.6
        else "",
        moire=photo and side.random() < 0.5,
        threshold=side.randrange(135, 160),
    )


def _stamp_font(size: int, face: str = "Open Sans:bold"):  # noqa: ANN202
    from PIL import ImageFont

    try:
        path = subprocess.run(
            ["fc-match", "-f", "%{file}", face],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
        return ImageFont.truetype(path, size)
    except (OSError, subprocess.CalledProcessError):
        return ImageFont.load_default()


def _rubber_stamp(image: Image.Image, profile: Heldout3Profile, side: random.Random) -> Image.Image:
    """A rubber stamp in blue or red ink across the text, unevenly inked."""
    from PIL import ImageDraw

    dpi = profile.dpi
    w, h = image.size
    number = f"{side.randrange(1000, 99999)}/{side.choice((2025, 2026))}"
    lines = (
        [profile.stamp_text, f"Nº {number}"]
        if profile.stamp_text
        in (
            "RECEBIDO",
            "PROTOCOLADO",
        )
        else [profile.stamp_text, "Ass.: ____________"]
    )
    font = _stamp_font(int(dpi * 0.16))
    small = _stamp_font(int(dpi * 0.11))
    sw, sh = int(dpi * 2.3), int(dpi * 0.85)
    layer = Image.new("L", (sw, sh), 0)
    draw = ImageDraw.Draw(layer)
    t = max(2, dpi // 60)
    draw.rounded_rectangle((t, t, sw - t, sh - t), radius=dpi // 12, outline=255, width=t)
    draw.rounded_rectangle(
        (3 * t, 3 * t, sw - 3 * t, sh - 3 * t), radius=dpi // 16, outline=255, width=1
    )
    draw.text((sw / 2, sh * 0.36), lines[0], fill=255, font=font, anchor="mm")
    draw.text((sw / 2, sh * 0.72), lines[1], fill=255, font=small, anchor="mm")
    layer = layer.rotate(profile.stamp_angle, expand=True, resample=Image.Resampling.BICUBIC)
    # Uneven ink: the stamp pressed harder on one side, with gaps.
    nrng = np.random.default_rng(side.getrandbits(32))
    ink = np.asarray(layer, dtype=np.float32) / 255.0
    lw = ink.shape[1]
    ink *= np.linspace(side.uniform(0.45, 0.7), side.uniform(0.8, 1.0), lw, dtype=np.float32)[
        None, :
    ]
    ink *= (nrng.random(ink.shape) > 0.12).astype(np.float32)
    colour = np.array((40, 60, 170) if profile.stamp == "blue" else (190, 40, 45), dtype=np.float32)
    base = np.asarray(image.convert("RGB"), dtype=np.float32)
    x0 = int(w * profile.stamp_at[0] - ink.shape[1] / 2)
    y0 = int(h * profile.stamp_at[1] - ink.shape[0] / 2)
    xs, ys = max(0, x0), max(0, y0)
    xe, ye = min(w, x0 + ink.shape[1]), min(h, y0 + ink.shape[0])
    if xe <= xs or ye <= ys:
        return image
    a = ink[ys - y0 : ye - y0, xs - x0 : xe - x0, None] * 0.85
    region = base[ys:ye, xs:xe]
    # Ink multiplies with the paper: dark print stays dark under it.
    base[ys:ye, xs:xe] = region * (1 - a) + np.minimum(region, colour) * a
    out = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8), "RGB")
    return out if image.mode == "RGB" else out.convert("L")


def _adaptive_threshold(grey: np.ndarray, dpi: int, offset: float) -> np.ndarray:
    """A phone scanner app's "document" filter: local mean threshold, soft edges."""
    local = np.asarray(
        Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L").filter(
            ImageFilter.BoxBlur(max(4, dpi // 10))
        ),
        dtype=np.float32,
    )
    out = np.clip((grey - (local - offset)) * 9.0 + 128.0, 0, 255)
    return out


def _curl(arr: np.ndarray, amount: float, right: bool) -> np.ndarray:
    """The page lifts off the table at one side: lines bend near that edge."""
    h, w = arr.shape[:2]
    out = arr.copy()
    strip = 6
    for x in range(0, w, strip):
        f = x / w if right else 1 - x / w
        shift = int(round(amount * h * max(0.0, f - 0.55) ** 2 / 0.2025))
        if shift:
            out[shift:, x : x + strip] = arr[:-shift, x : x + strip]
            out[:shift, x : x + strip] = arr[:1, x : x + strip].mean()
    # ... and the lifted part is a little darker.
    ramp = (
        np.linspace(0, 1, w, dtype=np.float32) if right else np.linspace(1, 0, w, dtype=np.float32)
    )
    shade = np.clip((ramp - 0.75) / 0.25, 0, 1) * 30
    return out - (shade[None, :, None] if out.ndim == 3 else shade[None, :])


def _finger(arr: np.ndarray, where: str, dpi: int, side: random.Random) -> np.ndarray:
    """A fingertip holding the page down at one border."""
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if where == "left":
        cx, cy = -0.15 * dpi, side.uniform(0.4, 0.8) * h
        rx, ry = 0.55 * dpi, 0.38 * dpi
    elif where == "right":
        cx, cy = w + 0.15 * dpi, side.uniform(0.3, 0.8) * h
        rx, ry = 0.55 * dpi, 0.38 * dpi
    else:
        cx, cy = side.uniform(0.2, 0.8) * w, h + 0.15 * dpi
        rx, ry = 0.38 * dpi, 0.55 * dpi
    d = ((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2
    mask = np.clip((1.0 - d) * 4, 0, 1)
    shadow = np.clip((1.6 - d) * 0.6, 0, 1) * (1 - mask) * 40
    if arr.ndim == 3:
        skin = np.array((196, 146, 120), dtype=np.float32)
        return arr * (1 - mask[..., None]) + skin * mask[..., None] - shadow[..., None]
    return arr * (1 - mask) + 150 * mask - shadow


def degrade_heldout3(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout3Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout3 scanner look (``Heldout3Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, lid gradient, skew); ``side`` decides the rest. The output is
    in colour when the scan is (``style.colour``) or the paper is coloured.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    colour = style.colour or profile.look == "paper"
    if profile.stamp:
        image = _rubber_stamp(image.convert("RGB"), profile, side)
        if not colour:
            image = image.convert("L")
    image = image.convert("RGB" if colour else "L")
    arr = np.asarray(image, dtype=np.float32)
    dpi = profile.dpi
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    if profile.look == "copy":
        # A copy of a copy: each generation spreads the toner and greys the paper.
        if profile.thicken:
            arr = np.asarray(
                Image.fromarray(arr.astype(np.uint8), image.mode).filter(ImageFilter.MinFilter(3)),
                dtype=np.float32,
            )
        arr = np.asarray(
            Image.fromarray(arr.astype(np.uint8), image.mode).filter(ImageFilter.GaussianBlur(0.9)),
            dtype=np.float32,
        )
        arr = np.clip((arr - 60) * 1.5, 0, 255)  # the copier's contrast knob
        black = 18.0
        arr = black + arr * (profile.paper - black) / 255.0
        grey = nrng.normal(0.0, 1.0, (h // 8 + 1, w // 8 + 1)).astype(np.float32)
        blotch = np.asarray(
            Image.fromarray(np.clip(grey * 40 + 128, 0, 255).astype(np.uint8), "L")
            .resize((w, h), Image.Resampling.BICUBIC)
            .filter(ImageFilter.GaussianBlur(dpi / 12)),
            dtype=np.float32,
        )
        blotch = (blotch - 128) * 0.25
        arr = arr + (blotch[..., None] if arr.ndim == 3 else blotch)
        specks = nrng.random((h, w)) < 0.0008
        speck = np.where(specks, -side.uniform(90, 150), 0).astype(np.float32)
        speck = (
            np.asarray(
                Image.fromarray(np.clip(speck + 255, 0, 255).astype(np.uint8), "L").filter(
                    ImageFilter.MinFilter(3)
                ),
                dtype=np.float32,
            )
            - 255
        )
        arr = arr + (speck[..., None] if arr.ndim == 3 else speck)
        # The copy was not square on the glass: a black band along one edge.
        band_w = int(dpi * side.uniform(0.05, 0.18))
        edge = side.choice(("top", "left", "right"))
        if edge == "top":
            arr[:band_w] = 25
        elif edge == "left":
            arr[:, :band_w] = 25
        else:
            arr[:, w - band_w :] = 25
    else:
        arr = 12.0 + arr * (profile.paper - 12.0) / 255.0
        if colour:
            arr = arr * np.array(profile.paper_tint, dtype=np.float32)
            if style.colour:
                arr = arr * tint
        arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    if profile.look == "app":
        right = side.random() < 0.5
        if profile.curl:
            arr = _curl(arr, profile.curl, right)
        grey = arr.mean(axis=2) if arr.ndim == 3 else arr
        bw = _adaptive_threshold(grey, dpi, side.uniform(10.0, 18.0))
        arr = np.repeat(bw[..., None], 3, axis=2) if arr.ndim == 3 else bw
        if profile.finger:
            arr = _finger(arr, profile.finger, dpi, side)
    mode = "RGB" if colour else "L"
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    if profile.tilt:
        angle = profile.tilt if angle > 0 else -profile.tilt
    paper = 255 if profile.look == "app" else profile.paper
    fill = (paper,) * 3 if colour else paper
    return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def screen_moire(image: Image.Image, side: random.Random) -> Image.Image:
    """A phone photo of a monitor: fine diagonal interference bands."""
    arr = np.asarray(image.convert("RGB"), dtype=np.float32)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    period = side.uniform(7.0, 13.0)
    theta = side.uniform(0.3, 1.2)
    wave = np.sin((xx * np.cos(theta) + yy * np.sin(theta)) * 2 * np.pi / period)
    beat = np.sin(
        (xx * np.cos(theta + 0.05) - yy * np.sin(theta + 0.05)) * 2 * np.pi / (period * 1.07)
    )
    pattern = (wave * beat) * side.uniform(8.0, 14.0)
    shift = np.array((1.0, 0.6, 1.2), dtype=np.float32)
    arr = arr + pattern[..., None] * shift
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def finish_heldout3(
    sheet: Image.Image, profile: Heldout3Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout3 scanner: its paper tone and colour."""
    arr = np.asarray(sheet.convert("L"), dtype=np.float32)
    paper = 250 if profile.look == "app" else profile.paper
    arr = arr - (arr.mean() - paper)
    if profile.look == "paper":
        rgb = np.repeat(arr[..., None], 3, axis=2) * np.array(profile.paper_tint, dtype=np.float32)
        return Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    return out.convert(sheet.mode)


# ---------------------------------------------------------------- heldout4 scanner profile


@dataclass(frozen=True)
class Heldout4Profile:
    """The fourth held-out slice's scanners: a flatbed, a folded sheet, a fax, a phone.

    Each file comes through one ``look``: "flatbed" (300 dpi, the page laid
    crooked on the glass, 1 to 4 degrees, and the toner fading towards one
    side of the sheet), "folded" (a letter folded in three to fit an envelope,
    then flattened on the glass: two soft shadow bands with a bright crease
    ridge across the text), "fax" (a fax received in standard mode: 200 dpi
    across, 100 lines per inch down, stretched back to 200 dpi, black and
    white with a header line) or "glare" (a phone photo under a ceiling lamp:
    perspective from the standard phone path plus a bright glare patch that
    washes out part of the text; for phone-photo files only). Any file may
    also have ink fading along one edge (a dried cartridge). Only the
    heldout4 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "flatbed"  # flatbed | folded | fax | glare
    jpeg_quality: int = 50
    paper: int = 238
    noise: float = 3.0
    blur: float = 0.5
    tilt: float = 0.0  # degrees (sign from the standard draw); 0 keeps the standard skew
    fade_side: str = ""  # "" | left | right | top | bottom: ink fading towards that edge
    fade: float = 0.0  # how much of the ink is lost at that edge (0..1)
    folds: tuple[float, ...] = ()  # fold lines, fractions of the height
    fold_dark: float = 0.0  # grey levels of the fold shadow
    glare_at: tuple[float, float] = (0.6, 0.35)  # centre of the lamp's glare, fractions
    glare_size: float = 0.18  # radius, fraction of the width
    fax_header: str = ""  # the sending machine's header line
    threshold: int = 150  # fax pages and bilevel TIFF


def heldout4_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout4Profile:
    """One file's heldout4 scanner, drawn from ``side`` only (never the shared rngs)."""
    if photo:
        look = "glare" if side.random() < 0.7 else "folded"
    elif kind == "tiff":
        look = side.choice(("fax", "flatbed"))
    elif kind == "scan_pdf":
        look = side.choices(("flatbed", "folded", "fax"), weights=(40, 35, 25))[0]
    else:
        look = side.choices(("flatbed", "folded"), weights=(55, 45))[0]
    dpi = 200 if look == "fax" else (300 if look == "flatbed" or std_dpi >= 250 else 240)
    fade = side.random() < 0.45 or look == "flatbed"
    n_folds = side.choice((1, 2, 2)) if look == "folded" else 0
    folds = ((0.5,) if n_folds == 1 else (1 / 3, 2 / 3)) if n_folds else ()
    folds = tuple(f + side.uniform(-0.025, 0.025) for f in folds)
    number = f"+55 55 3{side.randrange(100, 999)}-{side.randrange(1000, 9999)}"
    return Heldout4Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(38, 62),
        paper=side.randrange(228, 246),
        noise=side.uniform(2.0, 4.0),
        blur=side.uniform(0.35, 0.7),
        tilt=side.uniform(1.0, 4.0) if look in ("flatbed", "folded") else 0.0,
        fade_side=side.choice(("left", "right", "top", "bottom")) if fade else "",
        fade=side.uniform(0.35, 0.6),
        folds=folds,
        fold_dark=side.uniform(25.0, 45.0),
        glare_at=(side.uniform(0.3, 0.75), side.uniform(0.2, 0.7)),
        glare_size=side.uniform(0.12, 0.22),
        fax_header=f"{number}   PAG. 01   "
        f"{side.randrange(1, 28):02d}/{side.randrange(1, 12):02d} {side.randrange(8, 18):02d}:"
        f"{side.randrange(60):02d}",
        threshold=side.randrange(135, 160),
    )


def _fade_ink(arr: np.ndarray, profile: Heldout4Profile) -> np.ndarray:
    """Toner or ink fading towards one edge: the dark strokes get lighter there."""
    h, w = arr.shape[:2]
    if profile.fade_side in ("left", "right"):
        ramp = np.linspace(0, 1, w, dtype=np.float32)
        ramp = ramp if profile.fade_side == "right" else ramp[::-1]
        loss = np.clip((ramp - 0.45) / 0.55, 0, 1)[None, :] * profile.fade
    else:
        ramp = np.linspace(0, 1, h, dtype=np.float32)
        ramp = ramp if profile.fade_side == "bottom" else ramp[::-1]
        loss = np.clip((ramp - 0.45) / 0.55, 0, 1)[:, None] * profile.fade
    if arr.ndim == 3:
        loss = loss[..., None]
    # Ink is what is missing from white: lose a share of it.
    return 255 - (255 - arr) * (1 - loss)


def _folds(arr: np.ndarray, profile: Heldout4Profile, side: random.Random) -> np.ndarray:
    """Fold lines across the page: a shadow on one side, a bright ridge, a slight kink."""
    h, w = arr.shape[:2]
    dpi = profile.dpi
    yy = np.arange(h, dtype=np.float32)[:, None]
    out = arr.copy()
    for f in profile.folds:
        y0 = f * h
        slope = side.uniform(-0.012, 0.012)
        xs = np.arange(w, dtype=np.float32)[None, :]
        d = yy - (y0 + slope * (xs - w / 2))
        width = dpi * side.uniform(0.08, 0.16)
        shadow = np.exp(-(((d + width * 0.4) / width) ** 2)) * profile.fold_dark
        ridge = np.exp(-((d / (dpi * 0.012)) ** 2)) * 22.0
        crease = np.exp(-(((d - dpi * 0.01) / (dpi * 0.006)) ** 2)) * 55.0
        delta = -shadow + ridge - crease * (side.uniform(0.3, 0.8))
        out = out + (delta[..., None] if out.ndim == 3 else delta)
    return out


def _fax(arr: np.ndarray, profile: Heldout4Profile) -> np.ndarray:
    """Standard-mode fax: half the lines, stretched back, black and white, a header line."""
    from PIL import ImageDraw

    grey = arr.mean(axis=2) if arr.ndim == 3 else arr
    h, w = grey.shape
    img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")
    img = img.resize((w, max(1, h // 2)), Image.Resampling.BOX).resize(
        (w, h), Image.Resampling.NEAREST
    )
    bw = img.point(lambda v: 255 if v > profile.threshold else 0)
    draw = ImageDraw.Draw(bw)
    font = _stamp_font(int(profile.dpi * 0.09))
    draw.text((int(profile.dpi * 0.3), int(profile.dpi * 0.08)), profile.fax_header, 0, font=font)
    out = np.asarray(bw, dtype=np.float32)
    return np.repeat(out[..., None], 3, axis=2) if arr.ndim == 3 else out


def degrade_heldout4(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout4Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout4 scanner look (``Heldout4Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, lid gradient, skew); ``side`` decides the rest.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    colour = style.colour and profile.look != "fax"
    arr = np.asarray(image.convert("RGB" if colour else "L"), dtype=np.float32)
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    if profile.fade_side:
        arr = _fade_ink(arr, profile)
    black = 14.0
    arr = black + arr * (profile.paper - black) / 255.0
    if colour:
        arr = arr * tint
    arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
    if profile.folds:
        arr = _folds(arr, profile, side)
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    if profile.look == "fax":
        arr = _fax(arr, profile)
    mode = "RGB" if colour else "L"
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)
    if profile.look != "fax":
        out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    if profile.tilt:
        angle = profile.tilt if angle > 0 else -profile.tilt
    if profile.look == "fax":
        angle = angle * 0.3  # the fax feeder keeps the sheet nearly square
    paper = 255 if profile.look == "fax" else profile.paper
    fill = (paper,) * 3 if colour else paper
    return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def lamp_glare(image: Image.Image, profile: Heldout4Profile) -> Image.Image:
    """A ceiling lamp reflected on glossy paper: a bright patch that washes ink out."""
    arr = np.asarray(image.convert("RGB"), dtype=np.float32)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = profile.glare_at[0] * w, profile.glare_at[1] * h
    r = profile.glare_size * w
    d2 = ((xx - cx) / r) ** 2 + ((yy - cy) / (r * 0.7)) ** 2
    g = np.exp(-d2 * 1.2)[..., None]
    # Washed out towards white, strongest in the core (ink there keeps a quarter of its contrast).
    arr = arr + (255 - arr) * g * 0.75
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def finish_heldout4(
    sheet: Image.Image, profile: Heldout4Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout4 scanner: its paper, folds or fax header."""
    arr = np.asarray(sheet.convert("L"), dtype=np.float32)
    arr = arr - (arr.mean() - profile.paper)
    if profile.folds:
        arr = _folds(arr, profile, side)
    if profile.look == "fax":
        arr = _fax(np.full_like(arr, 255.0), profile)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    return out.convert(sheet.mode)


# ---------------------------------------------------------------- heldout5 scanner profile


@dataclass(frozen=True)
class Heldout5Profile:
    """The fifth held-out slice's scanners: an office MFP, a document camera, and
    what the paper went through at the counter before either saw it.

    Each file comes through one ``look``: "text" (a modern MFP left on its
    automatic text mode: 200 or 300 dpi, a hard threshold that breaks some thin
    strokes where the toner is light, saved as JPEG quality 40 to 70 all the
    same), "grey" (the same MFP in photo mode, with the contact sensor's
    shading along both sides) or "camera" (a document camera on the clerk's
    desk: a slight keystone, the lamp's hotspot and fall-off; every phone photo
    of the slice comes through it instead). Marks made on the paper first: a
    highlighter stroke across one printed line, handwritten initials in a side
    margin, a coffee ring, a dog-eared corner. On the MFP the sheet may lie a
    few millimetres off the glass, cropping one margin: the heldout5 templates
    keep margins of 15 mm or more, so no printed value is lost. Only the
    heldout5 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "text"  # text | grey | camera
    jpeg_quality: int = 55
    paper: int = 240
    noise: float = 2.5
    blur: float = 0.45
    threshold: int = 150  # text-mode threshold, also for bilevel TIFF
    dropout: float = 0.0  # text mode: grey levels added where the toner is light
    keystone: float = 0.0  # camera: how much narrower the far edge is, fraction of width
    hotspot: tuple[float, float] = (0.5, 0.4)  # camera: the lamp's reflection, fractions
    # Marks on the paper: each page of the file may have them (drawn per page
    # from ``side``), except the initials, which a clerk puts on every sheet.
    highlight: str = ""  # "" | yellow | green | pink: the pen someone read the file with
    initials: str = ""  # "" | left | right: the margin a clerk initialled
    ink: str = "blue"  # blue | black: the initials' pen
    coffee: float = 0.0  # a cup's ring on some pages: its radius, fraction of the width
    dog_ear: str = ""  # "" | top-left | top-right | bottom-left | bottom-right
    crop_side: str = ""  # "" | left | right | top: the margin lost off the glass
    crop_mm: float = 0.0


_HIGHLIGHTERS = {
    "yellow": (255, 238, 80),
    "green": (170, 240, 120),
    "pink": (250, 160, 200),
}


def heldout5_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout5Profile:
    """One file's heldout5 scanner, drawn from ``side`` only (never the shared rngs)."""
    if photo:
        look = "camera"
    elif kind == "tiff":
        look = "text"
    elif kind == "scan_pdf":
        look = side.choices(("text", "grey", "camera"), weights=(45, 40, 15))[0]
    else:
        look = side.choices(("text", "grey", "camera"), weights=(30, 40, 30))[0]
    if look == "camera":
        dpi = side.choice((240, 260, 280))
    elif kind == "tiff" or std_dpi >= 250:
        dpi = 300  # small print: the clerk picked the finer setting
    else:
        dpi = side.choice((200, 300))
    crop = look != "camera" and side.random() < 0.3
    return Heldout5Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(40, 71),
        paper=side.randrange(232, 248),
        noise=side.uniform(1.5, 3.5),
        blur=side.uniform(0.35, 0.6),
        threshold=side.randrange(140, 165),
        dropout=side.uniform(70.0, 115.0) if look == "text" else 0.0,
        keystone=side.uniform(0.01, 0.03) if look == "camera" else 0.0,
        hotspot=(side.uniform(0.3, 0.7), side.uniform(0.25, 0.6)),
        highlight=side.choice(sorted(_HIGHLIGHTERS)) if side.random() < 0.35 else "",
        initials=side.choice(("left", "right")) if side.random() < 0.45 else "",
        ink=side.choice(("blue", "blue", "black")),
        coffee=side.uniform(0.11, 0.17) if side.random() < 0.2 else 0.0,
        dog_ear=side.choice(("top-left", "top-right", "bottom-left", "bottom-right"))
        if side.random() < 0.2
        else "",
        crop_side=side.choice(("left", "right", "top")) if crop else "",
        crop_mm=side.uniform(2.0, 5.0) if crop else 0.0,
    )


def _text_lines(grey: np.ndarray, dpi: int) -> list[tuple[int, int, int, int]]:
    """Printed lines of an upright page: (top, bottom, left, right) in pixels."""
    ink = grey < 140
    rows = ink.mean(axis=1) > 0.004
    lines = []
    start = None
    for y, on in enumerate([*rows, False]):
        if on and start is None:
            start = y
        elif not on and start is not None:
            if dpi * 0.05 <= y - start <= dpi * 0.25:
                cols = np.flatnonzero(ink[start:y].any(axis=0))
                if cols.size and cols[-1] - cols[0] > dpi:
                    lines.append((start, y, int(cols[0]), int(cols[-1])))
            start = None
    return lines


def _highlighter(
    arr: np.ndarray, pen: str, line: float, dpi: int, side: random.Random
) -> np.ndarray:
    """A highlighter stroke across one printed line: translucent, ragged at the ends."""
    grey = arr.mean(axis=2) if arr.ndim == 3 else arr
    lines = _text_lines(grey, dpi)
    if not lines:
        return arr
    top, bottom, left, right = lines[min(len(lines) - 1, int(line * len(lines)))]
    # One run of words: a gap wider than a few spaces (a column gutter, a table cell) ends it.
    cols = np.flatnonzero((grey[top:bottom, left : right + 1] < 140).any(axis=0)) + left
    runs = np.split(cols, np.flatnonzero(np.diff(cols) > dpi * 0.2) + 1)
    run = side.choice([r for r in runs if r[-1] - r[0] > dpi * 0.5] or runs)
    left, right = int(run[0]), int(run[-1])
    h, w = arr.shape[:2]
    x0 = max(0, left - int(dpi * side.uniform(0.02, 0.08)))
    x1 = min(w, right + int(dpi * side.uniform(0.02, 0.08)))
    mid, half = (top + bottom) / 2, (bottom - top) * side.uniform(0.6, 0.8)
    slope = side.uniform(-0.006, 0.006)
    yy, xx = np.mgrid[0:h, x0:x1].astype(np.float32)
    centre = mid + slope * (xx - x0)
    band = np.clip(half - np.abs(yy - centre), 0, 2) / 2
    # The felt tip runs dry towards the end of the stroke.
    band *= np.linspace(1.0, side.uniform(0.6, 0.9), x1 - x0, dtype=np.float32)[None, :]
    colour = np.array(_HIGHLIGHTERS[pen], dtype=np.float32) / 255.0
    out = arr.copy()
    if arr.ndim == 3:
        tint = 1 - band[..., None] * (1 - colour)
        out[:, x0:x1] = arr[:, x0:x1] * tint
    else:
        lum = float(colour @ np.array([0.299, 0.587, 0.114], dtype=np.float32))
        out[:, x0:x1] = arr[:, x0:x1] * (1 - band * (1 - lum))
    return out


def _initials(
    image: Image.Image, profile: Heldout5Profile, dpi: int, side: random.Random
) -> Image.Image:
    """A clerk's initials and a tick in a side margin, in ballpoint."""
    from PIL import ImageDraw

    w, h = image.size
    mm = dpi / 25.4
    x = (3.0 + side.uniform(0, 2.0)) * mm
    if profile.initials == "right":
        x = w - x - 8 * mm
    y = side.uniform(0.3, 0.75) * h
    points = []
    for letter in range(side.choice((2, 3))):
        cx = x + letter * 2.9 * mm
        tall = side.uniform(2.6, 3.6) * mm
        for t in np.linspace(0, 2 * np.pi, 16):
            points.append(
                (
                    cx + 1.4 * mm * np.sin(t) + t / (2 * np.pi) * 2.3 * mm,
                    y - tall * np.cos(t * side.uniform(0.85, 1.15)) + side.uniform(-0.3, 0.3) * mm,
                )
            )
    ink = (28, 48, 150) if profile.ink == "blue" else (30, 30, 30)
    fill = ink if image.mode == "RGB" else int(0.299 * ink[0] + 0.587 * ink[1] + 0.114 * ink[2])
    out = image.copy()
    draw = ImageDraw.Draw(out)
    width = max(2, dpi // 90)
    draw.line(points, fill=fill, width=width, joint="curve")
    # The stroke under the initials.
    y2 = y + 4.2 * mm
    draw.line(
        [(x - 0.5 * mm, y2), (x + 8.5 * mm, y2 - side.uniform(0.5, 1.5) * mm)],
        fill=fill,
        width=width,
    )
    return out


def _coffee_ring(arr: np.ndarray, radius: float, side: random.Random) -> np.ndarray:
    """The ring a coffee cup leaves: a darker uneven rim, a faint stain inside."""
    h, w = arr.shape[:2]
    # Anywhere on the sheet, sometimes half off its lower edge.
    cx, cy, r = side.uniform(0.15, 0.85) * w, side.uniform(0.2, 1.2) * w, radius * w
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    theta = np.arctan2(yy - cy, xx - cx)
    # Coffee gathers on one side of the rim as it dries.
    strength = 0.55 + 0.45 * np.cos(theta - side.uniform(-np.pi, np.pi))
    rim = np.exp(-(((d - r) / (w * 0.004)) ** 2)) * strength * 0.32
    inside = np.clip((r - d) / (w * 0.01), 0, 1) * 0.05
    a = rim + inside
    brown = np.array((150, 104, 62), dtype=np.float32) / 255.0
    if arr.ndim == 3:
        return arr * (1 - a[..., None] * (1 - brown))
    lum = float(brown @ np.array([0.299, 0.587, 0.114], dtype=np.float32))
    return arr * (1 - a * (1 - lum))


def _dog_ear(arr: np.ndarray, corner: str, dpi: int, side: random.Random) -> np.ndarray:
    """A corner folded over: the back of the sheet in the triangle, a shadow along the fold."""
    h, w = arr.shape[:2]
    leg = side.uniform(8.0, 12.0) * dpi / 25.4
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = xx if "left" in corner else (w - 1 - xx)
    dy = yy if "top" in corner else (h - 1 - yy)
    s = dx + dy
    out = arr.copy()
    flap = s < leg
    back = float(np.percentile(arr, 90)) * 0.93
    out[flap] = back
    shadow = np.clip(1 - (s - leg) / (dpi * 0.04), 0, 1) * (s >= leg) * 45
    return out - (shadow[..., None] if out.ndim == 3 else shadow)


def _crop(image: Image.Image, profile: Heldout5Profile, fill: int) -> Image.Image:
    """The sheet lay a few millimetres off the glass: a margin cut, the lid past the other edge."""
    if not profile.crop_side:
        return image
    arr = np.asarray(image)
    c = int(round(profile.crop_mm * profile.dpi / 25.4))
    out = np.full_like(arr, fill)
    if profile.crop_side == "left":
        out[:, : arr.shape[1] - c] = arr[:, c:]
        out[:, arr.shape[1] - c : arr.shape[1] - c + 2] = min(fill, 170)
    elif profile.crop_side == "right":
        out[:, c:] = arr[:, : arr.shape[1] - c]
        out[:, max(0, c - 2) : c] = min(fill, 170)
    else:
        out[: arr.shape[0] - c] = arr[c:]
        out[arr.shape[0] - c : arr.shape[0] - c + 2] = min(fill, 170)
    return Image.fromarray(out, image.mode)


def _keystone(image: Image.Image, amount: float, desk: tuple[int, int, int]) -> Image.Image:
    """A document camera not quite square over the page: the top edge a little narrower."""
    w, h = image.size
    inset = amount * w / 2
    dst = [(inset, 0), (w - inset, 0), (w, h), (0, h)]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    coeffs = _perspective_coefficients(dst, src)
    fill = desk if image.mode == "RGB" else int(sum(desk) / 3)
    return image.transform(
        (w, h),
        Image.Transform.PERSPECTIVE,
        coeffs,
        resample=Image.Resampling.BICUBIC,
        fillcolor=fill,
    )


def _paper_marks(image: Image.Image, profile: Heldout5Profile, side: random.Random) -> Image.Image:
    """What happened to this sheet before the scanner: highlighter, coffee, dog-ear, initials."""
    if not (profile.highlight or profile.initials or profile.coffee or profile.dog_ear):
        return image
    dpi = profile.dpi
    arr = np.asarray(image, dtype=np.float32)
    # Each of the file's marks is on some of its sheets only.
    if profile.highlight and side.random() < 0.6:
        arr = _highlighter(arr, profile.highlight, side.random(), dpi, side)
    if profile.coffee and side.random() < 0.5:
        arr = _coffee_ring(arr, profile.coffee, side)
    if profile.dog_ear and side.random() < 0.5:
        arr = _dog_ear(arr, profile.dog_ear, dpi, side)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), image.mode)
    if profile.initials:
        out = _initials(out, profile, dpi, side)
    return out


def _text_mode(arr: np.ndarray, profile: Heldout5Profile, nrng: np.random.Generator) -> np.ndarray:
    """An MFP's automatic text mode: a hard threshold; where the toner ran light, strokes break."""
    grey = arr.mean(axis=2) if arr.ndim == 3 else arr
    h, w = grey.shape
    coarse = nrng.random((h // 24 + 2, w // 24 + 2)).astype(np.float32)
    light = (
        np.asarray(
            Image.fromarray((coarse * 255).astype(np.uint8), "L").resize(
                (w, h), Image.Resampling.BICUBIC
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    # Patches where the drum left less toner: strokes there lose their thin parts.
    grey = grey + np.clip((light - 0.6) / 0.4, 0, 1) * profile.dropout
    grey = grey + nrng.normal(0.0, 6.0, grey.shape).astype(np.float32)
    bw = np.where(grey > profile.threshold, 255.0, 0.0).astype(np.float32)
    return np.repeat(bw[..., None], 3, axis=2) if arr.ndim == 3 else bw


def degrade_heldout5(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout5Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout5 scanner look (``Heldout5Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, lid gradient, skew); ``side`` decides the rest. Text-mode
    pages come out grey-level black and white; camera pages in colour.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    colour = profile.look == "camera" or (style.colour and profile.look == "grey")
    image = _paper_marks(image.convert("RGB" if colour or style.colour else "L"), profile, side)
    arr = np.asarray(image.convert("RGB" if colour else "L"), dtype=np.float32)
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    black = 16.0
    arr = black + arr * (profile.paper - black) / 255.0
    if colour and style.colour:
        arr = arr * tint
    if profile.look == "camera":
        # The desk lamp: a soft hotspot and darker corners; no lid gradient under a camera.
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        hx, hy = profile.hotspot[0] * w, profile.hotspot[1] * h
        spot = np.exp(-(((xx - hx) / (0.35 * w)) ** 2 + ((yy - hy) / (0.35 * h)) ** 2))
        r2 = ((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2
        light = (1.0 + 0.06 * spot) * (1.0 - 0.45 * r2)
        arr = arr * (light[..., None] if arr.ndim == 3 else light)
    else:
        arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
        if profile.look == "grey":
            # The contact sensor's shading: a little darker along both long edges.
            ramp = np.minimum(np.arange(w), np.arange(w)[::-1]).astype(np.float32) / (0.04 * w)
            shade = np.clip(1 - ramp, 0, 1) * 14
            arr = arr - (shade[None, :, None] if arr.ndim == 3 else shade[None, :])
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    mode = "RGB" if colour else "L"
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.look == "text":
        bw = _text_mode(np.asarray(out, dtype=np.float32), profile, nrng)
        out = Image.fromarray(bw.astype(np.uint8), mode)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    paper = 255 if profile.look == "text" else profile.paper
    if profile.look == "camera":
        angle = angle * 0.5  # the page lies on the desk under the arm, nearly square
        desk = (96, 92, 88)
        out = out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=desk)
        return _keystone(out, profile.keystone, desk)
    fill = (paper,) * 3 if colour else paper
    out = out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)
    return _crop(out, profile, 255 if profile.look == "text" else 250)


def finish_heldout5(
    sheet: Image.Image, profile: Heldout5Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout5 scanner: its paper, or white in text mode."""
    if profile.look == "text":
        return Image.new(sheet.mode, sheet.size, (255,) * 3 if sheet.mode == "RGB" else 255)
    arr = np.asarray(sheet.convert("L"), dtype=np.float32)
    arr = arr - (arr.mean() - profile.paper)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    if profile.look == "camera":
        return _keystone(out.convert("RGB"), profile.keystone, (96, 92, 88))
    return _crop(out.convert(sheet.mode), profile, 250)


# ---------------------------------------------------------------- heldout6 scanner profile


@dataclass(frozen=True)
class Heldout6Profile:
    """The sixth held-out slice's scanners: a sheet-fed office scanner and an
    MFP's scan-to-email, and the protocol clock that printed on the sheets.

    Each file comes through one ``look``: "adf" (a sheet-fed scanner with an
    automatic document feeder, 150 or 200 dpi: a dirty roller leaves a thin
    streak running down every page at the same place, the feed speed wobbles
    so each page is stretched or squeezed a little and unevenly along its
    height, and the dark backing plate shows at the edges of a skewed or
    off-centre sheet) or "email" (an MFP's scan-to-email at 150 or 200 dpi:
    its text enhancement over-sharpens strokes into halos and the JPEG is
    saved at quality 28 to 40). Small print (cards, the cartão CNPJ) is never
    scanned below 200 dpi, bilevel TIFF always at 300. Some sheets carry the
    violet imprint of the counter's protocol clock in the top margin, over the
    page and never over a whole printed value. Whole files may lie a quarter
    or half turn round (``heldout6_turn``; the truth records the turn). Only the
    heldout6 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "adf"  # adf | email
    jpeg_quality: int = 45
    paper: int = 242
    noise: float = 2.5
    blur: float = 0.45
    threshold: int = 150  # bilevel TIFF
    roller: float = -1.0  # x of the roller streak, fraction of the width; < 0: clean roller
    roller_px: int = 2
    roller_dark: float = 0.25  # fraction of the light the streak takes away
    stretch: float = 0.0  # mean feed-speed error (0.01: the page comes out 1 % taller)
    wobble: float = 0.0  # amplitude of the speed wobble along the page
    backing: int = 0  # grey of the backing plate shown around the sheet; 0: none
    shift_mm: float = 0.0  # how far the sheet ran off-centre (backing shows on the left)
    sharpen: int = 0  # scan-to-email text enhancement, unsharp-mask percent
    clock: str = ""  # the protocol clock's imprint (its office and number); "": none
    clock_at: float = 0.5  # where across the top margin, fraction of the width


# The clock's head line: the counter's, whatever the city (the profile does not know it).
_CLOCK_OFFICES = ("PROTOCOLO GERAL", "PROTOCOLO - RECEBIDO", "SETOR DE PROTOCOLO")


def heldout6_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout6Profile:
    """One file's heldout6 scanner, drawn from ``side`` only (never the shared rngs)."""
    look = "adf" if kind == "tiff" else side.choices(("adf", "email"), weights=(60, 40))[0]
    if kind == "tiff":
        dpi = 300
    elif std_dpi >= 250:
        dpi = 200  # small print: never below 200 dpi
    else:
        dpi = side.choice((150, 200))
    adf = look == "adf"
    clock = side.random() < 0.35
    return Heldout6Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(42, 60) if adf else side.randrange(28, 41),
        paper=side.randrange(234, 250),
        noise=side.uniform(1.5, 3.5),
        blur=side.uniform(0.3, 0.55),
        threshold=side.randrange(140, 160),
        roller=side.uniform(0.08, 0.92) if adf and side.random() < 0.6 else -1.0,
        roller_px=side.choice((1, 2, 2, 3)),
        roller_dark=side.uniform(0.15, 0.35),
        stretch=side.uniform(-0.012, 0.012) if adf else 0.0,
        wobble=side.uniform(0.004, 0.012) if adf else 0.0,
        backing=side.randrange(40, 80) if adf and side.random() < 0.5 else 0,
        shift_mm=side.uniform(1.0, 4.0) if adf and side.random() < 0.4 else 0.0,
        sharpen=0 if adf else side.randrange(120, 220),
        clock=f"{side.choice(_CLOCK_OFFICES)} {side.randrange(10000, 99999):06d}" if clock else "",
        clock_at=side.uniform(0.25, 0.75),
    )


def heldout6_turn(side: random.Random, kind: str) -> int:
    """The quarter or half turn a whole heldout6 file lies in (0 for most files).

    A stack fed into the ADF upside down, a card laid sideways on the glass: the
    pages come out turned, in their order, and the truth records the turn.
    """
    if kind not in ("scan_pdf", "jpeg", "png", "tiff") or side.random() >= 0.2:
        return 0
    return side.choices((90, 180, 270), weights=(40, 30, 30))[0]


def _feed_jitter(arr: np.ndarray, profile: Heldout6Profile, side: random.Random) -> np.ndarray:
    """Uneven feed speed: rows sampled at a varying pace, the page a little taller or shorter.

    The stretch is at most about 1.5 % (some 4 mm over an A4 page), less than the
    templates' bottom margin, so no printed line is lost.
    """
    h = arr.shape[0]
    y = np.arange(h, dtype=np.float32)
    period = h * side.uniform(0.25, 0.6)
    phase = side.uniform(0, 2 * np.pi)
    speed = 1.0 - profile.stretch + profile.wobble * np.sin(2 * np.pi * y / period + phase)
    src = np.concatenate([[0.0], np.cumsum(speed[:-1])]).astype(np.float32)
    src = np.clip(src, 0, h - 1)
    y0 = np.floor(src).astype(np.int64)
    y1 = np.minimum(y0 + 1, h - 1)
    t = (src - y0)[:, None] if arr.ndim == 2 else (src - y0)[:, None, None]
    out = arr[y0] * (1 - t) + arr[y1] * t
    # Past the end of the sheet (a squeezed page): the backing or the paper.
    end = src >= h - 1
    if end.any():
        out[end] = profile.backing or profile.paper
    return out


def _roller_streak(arr: np.ndarray, profile: Heldout6Profile, side: random.Random) -> np.ndarray:
    """The dirty roller's streak down the page: thin, faint, uneven; text stays readable."""
    if profile.roller < 0:
        return arr
    h, w = arr.shape[:2]
    x0 = int(profile.roller * w)
    x1 = min(w, x0 + profile.roller_px)
    nrng = np.random.default_rng(side.getrandbits(32))
    coarse = nrng.random(h // 40 + 2).astype(np.float32)
    along = np.interp(np.arange(h), np.linspace(0, h, coarse.size), coarse).astype(np.float32)
    loss = profile.roller_dark * (0.6 + 0.4 * along)
    factor = (1 - loss)[:, None]
    out = arr.copy()
    out[:, x0:x1] = arr[:, x0:x1] * (factor[..., None] if arr.ndim == 3 else factor)
    return out


def _protocol_clock(
    image: Image.Image, profile: Heldout6Profile, side: random.Random
) -> Image.Image:
    """The protocol clock's violet imprint in the top margin (a line of dotted capitals)."""
    from PIL import ImageDraw

    dpi = profile.dpi
    w, h = image.size
    text = f"{profile.clock}  {side.randrange(8, 18):02d}:{side.randrange(60):02d}"
    font = _stamp_font(max(9, int(dpi * 0.095)), "DejaVu Sans Mono:bold")  # about 7 pt
    layer = Image.new("L", (w, int(dpi * 0.3)), 0)
    draw = ImageDraw.Draw(layer)
    draw.text((profile.clock_at * w, layer.height / 2), text, fill=255, font=font, anchor="mm")
    ink = np.asarray(layer, dtype=np.float32) / 255.0
    # Dot-matrix: every other pixel column and row is lighter; the ribbon is worn unevenly.
    ink[:, 1::2] *= 0.55
    ink[1::2, :] *= 0.75
    ink *= side.uniform(0.55, 0.8)
    top = int(dpi * side.uniform(0.12, 0.22))  # 3 to 6 mm from the top edge
    base = np.asarray(image.convert("RGB"), dtype=np.float32)
    band = base[top : top + ink.shape[0]]
    a = ink[: band.shape[0], :, None]
    violet = np.array((105, 45, 150), dtype=np.float32)
    base[top : top + band.shape[0]] = band * (1 - a) + np.minimum(band, violet) * a
    out = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8), "RGB")
    return out if image.mode == "RGB" else out.convert("L")


def _off_centre(
    image: Image.Image, profile: Heldout6Profile, fill: int | tuple[int, ...]
) -> Image.Image:
    """The sheet ran a few millimetres off-centre: the backing shows down the left edge.

    At most 4 mm: the heldout6 templates keep left margins of 16 mm or more.
    """
    if not profile.shift_mm:
        return image
    c = int(round(profile.shift_mm * profile.dpi / 25.4))
    out = Image.new(image.mode, image.size, fill)
    out.paste(image.crop((0, 0, image.width - c, image.height)), (c, 0))
    return out


def degrade_heldout6(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout6Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout6 scanner look (``Heldout6Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew); ``side`` decides the rest.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    arr = np.asarray(image, dtype=np.float32)
    black = 20.0
    arr = black + arr * (profile.paper - black) / 255.0
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
        arr = arr * tint
    h, w = arr.shape[:2]
    # An ADF's lamp is even across the page: the gradient is drawn, and halved.
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32) * 0.5
    arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
    if profile.look == "adf":
        arr = _feed_jitter(arr, profile, side)
        arr = _roller_streak(arr, profile, side)
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), image.mode)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=2, percent=profile.sharpen, threshold=2))
    if profile.clock and side.random() < 0.6:
        out = _protocol_clock(out, profile, side)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    grey = profile.backing or profile.paper
    fill = (grey,) * 3 if out.mode == "RGB" else grey
    out = out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)
    return _off_centre(out, profile, fill)


def finish_heldout6(
    sheet: Image.Image, profile: Heldout6Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout6 scanner: its paper, the roller's streak."""
    arr = np.asarray(sheet, dtype=np.float32)
    arr = arr - (arr.mean() - profile.paper)
    if profile.look == "adf":
        arr = _roller_streak(arr, profile, side)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), sheet.mode)


# ---------------------------------------------------------------- heldout7 scanner profile


@dataclass(frozen=True)
class Heldout7Profile:
    """The seventh held-out slice's scanners: an old flatbed and a tablet camera.

    Each file comes through one ``look``: "flatbed" (an old flatbed at 200 or
    300 dpi, slightly over-exposed so light strokes thin out, a hair caught
    under the glass drawing a thin dark curve across the page, and specks of
    dust) or "tablet" (the counter's tablet camera at an effective 200 to 260
    dpi: a slight barrel distortion that bows straight lines near the edges, a
    warm white balance on colour pages, a soft vignette, JPEG quality 50 to
    70). Small print is never below 250 dpi, bilevel TIFF always at 300. Only
    the heldout7 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "flatbed"  # flatbed | tablet
    jpeg_quality: int = 70
    paper: int = 248
    noise: float = 2.0
    blur: float = 0.4
    threshold: int = 150  # bilevel TIFF
    exposure: float = 0.0  # added to every pixel before clipping (over-exposure)
    hair: bool = False  # a hair under the glass
    dust: int = 0  # specks of dust
    barrel: float = 0.0  # barrel distortion coefficient (tablet)
    warm: float = 0.0  # warm white balance: red up, blue down (tablet, colour pages)
    vignette: float = 0.0  # darkening at the corners (tablet)


def heldout7_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout7Profile:
    """One file's heldout7 scanner, drawn from ``side`` only (never the shared rngs)."""
    look = "flatbed" if kind == "tiff" else side.choices(("flatbed", "tablet"), weights=(55, 45))[0]
    flatbed = look == "flatbed"
    if kind == "tiff":
        dpi = 300
    elif std_dpi >= 250:
        dpi = side.choice((250, 300))  # small print: never below 250 dpi
    elif flatbed:
        dpi = side.choice((200, 300))
    else:
        dpi = side.randrange(200, 261, 20)
    return Heldout7Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(55, 80) if flatbed else side.randrange(50, 71),
        paper=side.randrange(240, 253),
        noise=side.uniform(1.2, 3.0),
        blur=side.uniform(0.3, 0.6),
        threshold=side.randrange(140, 160),
        exposure=side.uniform(4.0, 14.0) if flatbed else 0.0,
        hair=flatbed and side.random() < 0.5,
        dust=side.randrange(5, 40) if flatbed else 0,
        barrel=0.0 if flatbed else side.uniform(0.01, 0.03),
        warm=0.0 if flatbed else side.uniform(0.02, 0.06),
        vignette=0.0 if flatbed else side.uniform(0.04, 0.1),
    )


def _barrel(arr: np.ndarray, k: float) -> np.ndarray:
    """A slight barrel distortion: pixels sampled further out the further from the centre."""
    if not k:
        return arr
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = (w - 1) / 2, (h - 1) / 2
    nx, ny = (xx - cx) / cx, (yy - cy) / cy
    r2 = nx * nx + ny * ny
    # Shrink a little first so that the corners stay on the page.
    scale = (1 + k * r2) / (1 + 2 * k)
    sx = np.clip(cx + nx * scale * cx, 0, w - 1).round().astype(np.int64)
    sy = np.clip(cy + ny * scale * cy, 0, h - 1).round().astype(np.int64)
    return arr[sy, sx]


def _hair_and_dust(arr: np.ndarray, profile: Heldout7Profile, side: random.Random) -> np.ndarray:
    """A thin hair's curve and a few dust specks, dark, never wider than 2 px."""
    h, w = arr.shape[:2]
    out = arr.copy()
    if profile.hair:
        x0, y0 = side.uniform(0.1, 0.9) * w, side.uniform(0.1, 0.9) * h
        length = side.uniform(0.05, 0.15) * h
        angle, bend = side.uniform(0, np.pi), side.uniform(-2.0, 2.0)
        for t in np.linspace(0, 1, int(length)):
            a = angle + bend * t
            x = int(x0 + np.cos(a) * length * t)
            y = int(y0 + np.sin(a) * length * t)
            if 0 <= x < w - 1 and 0 <= y < h - 1:
                out[y : y + 2, x : x + 1] = np.minimum(out[y : y + 2, x : x + 1], 70.0)
    for _ in range(profile.dust):
        x, y = side.randrange(w - 2), side.randrange(h - 2)
        out[y : y + side.choice((1, 2)), x : x + side.choice((1, 2))] = side.uniform(40, 120)
    return out


def degrade_heldout7(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout7Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout7 scanner look (``Heldout7Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew); ``side`` decides the rest.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    arr = np.asarray(image, dtype=np.float32)
    black = 24.0
    arr = black + arr * (profile.paper - black) / 255.0 + profile.exposure
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
        arr = arr * tint
        if profile.warm:
            arr = arr * np.array([1.0 + profile.warm, 1.0, 1.0 - profile.warm], dtype=np.float32)
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    if profile.look == "flatbed":
        gradient = gradient * 0.3  # a flatbed's lamp is nearly even
    arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
    if profile.vignette:
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        r2 = ((xx - w / 2) / (w / 2)) ** 2 + ((yy - h / 2) / (h / 2)) ** 2
        shade = 1 - profile.vignette * r2 / 2
        arr = arr * (shade[..., None] if arr.ndim == 3 else shade)
    if profile.look == "flatbed":
        arr = _hair_and_dust(arr, profile, side)
    arr = _barrel(arr, profile.barrel)
    arr = arr + nrng.normal(0.0, profile.noise, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), image.mode)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
    return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def finish_heldout7(
    sheet: Image.Image, profile: Heldout7Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout7 scanner: its paper, dust and hair."""
    arr = np.asarray(sheet, dtype=np.float32)
    arr = arr - (arr.mean() - profile.paper)
    if profile.look == "flatbed":
        arr = _hair_and_dust(arr, profile, side)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), sheet.mode)


def rasterise(pdf: Path, page: int, dpi: int, colour: bool) -> Image.Image:
    """Page ``page`` (1-based) of ``pdf`` as a PIL image, via pdftoppm."""
    args = ["pdftoppm", "-f", str(page), "-l", str(page), "-r", str(dpi)]
    args += ["-png"] if colour else ["-gray", "-png"]
    result = subprocess.run([*args, str(pdf)], check=True, capture_output=True)
    image = Image.open(io.BytesIO(result.stdout))
    image.load()
    return image.convert("RGB" if colour else "L")


def rasterise_bytes(pdf_bytes: bytes, page: int, dpi: int, colour: bool) -> Image.Image:
    """Like ``rasterise`` for PDF bytes held in memory."""
    with tempfile.TemporaryDirectory(prefix="corpus-scan-") as tmp:
        path = Path(tmp) / "doc.pdf"
        path.write_bytes(pdf_bytes)
        return rasterise(path, page, dpi, colour)


def degrade(image: Image.Image, style: ScanStyle, rng: random.Random) -> Image.Image:
    """Scanner look: paper tone, lifted blacks, noise, blur and a small skew."""
    nrng = np.random.default_rng(rng.getrandbits(64))
    arr = np.asarray(image, dtype=np.float32)
    # Map white to the paper tone and black to a dark grey.
    black = 255 * (1 - style.contrast) * 0.6
    arr = black + arr * (style.paper - black) / 255.0
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
        arr = arr * tint
    # Uneven illumination: a soft gradient across the page, as under a lid.
    h, w = arr.shape[:2]
    gradient = np.linspace(rng.uniform(-10, 0), rng.uniform(0, 8), w, dtype=np.float32)
    arr = arr + (gradient[None, :, None] if arr.ndim == 3 else gradient[None, :])
    arr = arr + nrng.normal(0.0, style.noise, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB" if style.colour else "L")
    out = out.filter(ImageFilter.GaussianBlur(style.blur))
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    fill = (style.paper,) * 3 if style.colour else style.paper
    return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def blank_page(dpi: int, style: ScanStyle, rng: random.Random, specks: int = 25) -> Image.Image:
    """An empty sheet (separator or empty back side): paper, dust specks, a toner streak.

    Scanners clip the paper background, so an empty sheet carries less noise
    than a printed one; full sensor noise would make Tesseract read gibberish.
    """
    w, h = (round(mm / 25.4 * dpi) for mm in A4_MM)
    nrng = np.random.default_rng(rng.getrandbits(64))
    arr = np.full((h, w), float(style.paper), dtype=np.float32)
    arr += nrng.normal(0.0, style.noise * 0.4, arr.shape).astype(np.float32)
    for _ in range(specks):
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.randrange(1, max(2, dpi // 80))
        arr[max(0, y - r) : y + r, max(0, x - r) : x + r] = rng.randrange(40, 160)
    # A faint line of toner along one edge, as many feeders leave.
    edge = rng.randrange(5, 40)
    arr[:, edge : edge + 2] -= rng.uniform(10, 40)
    image = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    image = image.filter(ImageFilter.GaussianBlur(style.blur))
    return image.convert("RGB") if style.colour else image


def turn(image: Image.Image, rotation: int) -> Image.Image:
    """Turn an upright page so that a clockwise turn of ``rotation`` degrees restores it."""
    if rotation % 360 == 0:
        return image
    # PIL rotates counter-clockwise for positive angles.
    return image.rotate(rotation, expand=True)


def _pdf_dates(when: time.struct_time) -> dict[str, time.struct_time]:
    # Pillow stamps the current time unless told otherwise: fix it for reproducible bytes.
    return {"creationDate": when, "modDate": when}


def save_pdf(pages: Sequence[Image.Image], dpi: int, quality: int, when: time.struct_time) -> bytes:
    """An image-only PDF (JPEG-compressed pages, no text layer)."""
    buf = io.BytesIO()
    first, *rest = pages
    first.save(
        buf,
        "PDF",
        save_all=True,
        append_images=rest,
        resolution=float(dpi),
        quality=quality,
        title="Digitalização",
        producer="Scanner",
        **_pdf_dates(when),
    )
    return buf.getvalue()


def save_jpeg(page: Image.Image, dpi: int, quality: int) -> bytes:
    """A JPEG with no EXIF orientation: the pixels are as the camera saw them."""
    buf = io.BytesIO()
    page.save(buf, "JPEG", quality=quality, dpi=(dpi, dpi), optimize=True)
    return buf.getvalue()


def save_png(page: Image.Image, dpi: int, levels: int = 16) -> bytes:
    """A PNG as document-mode scanners save them: background removed, few grey levels.

    Sensor noise does not compress losslessly; clipping the light background
    to white and posterising keep a page near 200 kB.
    """
    step = 256 // levels

    def level(v: int) -> int:
        return 255 if v > 200 else (v // step) * step

    grey = page.convert("L").point(level)
    buf = io.BytesIO()
    grey.save(buf, "PNG", dpi=(dpi, dpi), optimize=True)
    return buf.getvalue()


def save_tiff(pages: Sequence[Image.Image], dpi: int, threshold: int = 150) -> bytes:
    """A multi-page bilevel TIFF (CCITT Group 4), as sheet-fed office scanners write."""
    bilevel = [p.convert("L").point(lambda v: 255 if v > threshold else 0, mode="1") for p in pages]
    buf = io.BytesIO()
    first, *rest = bilevel
    first.save(buf, "TIFF", save_all=True, append_images=rest, compression="group4", dpi=(dpi, dpi))
    return buf.getvalue()


# ---------------------------------------------------------------- phone photos and augraphy

# augraphy (https://github.com/sparkfish/augraphy) effects that are fast (< 1 s
# a page) and reproducible once numpy's and random's global generators are
# seeded; BadPhotoCopy, Folding and DirtyRollers are neither, so not used.
AUGRAPHY_EFFECTS = (
    "ink_bleed",
    "dirty_drum",
    "letterpress",
    "subtle_noise",
    "noise_texturize",
    "bleed_through",
    "low_light_noise",
    "shadow_cast",
    "lighting_gradient",
)


def augraphy_version() -> str | None:
    """The installed augraphy version, or None when it is not installed."""
    try:
        import augraphy
    except ImportError:
        return None
    return str(getattr(augraphy, "__version__", "unknown"))


def _augraphy_effect(name: str):  # noqa: ANN202 (augraphy has no type hints)
    import augraphy as ag

    return {
        "ink_bleed": lambda: ag.InkBleed(intensity_range=(0.2, 0.4), p=1),
        "dirty_drum": lambda: ag.DirtyDrum(line_width_range=(1, 3), p=1),
        "letterpress": lambda: ag.Letterpress(p=1),
        "subtle_noise": lambda: ag.SubtleNoise(p=1),
        "noise_texturize": lambda: ag.NoiseTexturize(sigma_range=(2, 4), p=1),
        "bleed_through": lambda: ag.BleedThrough(alpha=0.1, p=1),
        "low_light_noise": lambda: ag.LowLightNoise(p=1),
        "shadow_cast": lambda: ag.ShadowCast(shadow_opacity_range=(0.3, 0.6), p=1),
        "lighting_gradient": lambda: ag.LightingGradient(
            min_brightness=0.55, max_brightness=1.0, p=1
        ),
    }[name]()


def augment(image: Image.Image, effects: Sequence[str], rng: random.Random) -> Image.Image:
    """Apply augraphy ``effects`` in order, reproducibly; unchanged without augraphy.

    augraphy draws from numpy's and Python's global generators: both are seeded
    from ``rng`` for the call and restored afterwards.
    """
    if not effects or augraphy_version() is None:
        return image
    mode = image.mode
    arr = np.asarray(image)
    py_state = random.getstate()
    np_state = np.random.get_state()
    try:
        for name in effects:
            seed = rng.getrandbits(32)
            random.seed(seed)
            np.random.seed(seed)
            out = _augraphy_effect(name)(arr)
            arr = out[0] if isinstance(out, tuple) else out
            if mode == "L" and arr.ndim == 3:
                arr = np.asarray(Image.fromarray(arr).convert("L"))
    finally:
        random.setstate(py_state)
        np.random.set_state(np_state)
    return Image.fromarray(np.ascontiguousarray(arr), mode)


def phone_photo(image: Image.Image, rng: random.Random, shadow: bool = True) -> Image.Image:
    """A phone photo of a page on a desk: margins of desk, perspective, uneven light.

    The page's corners move independently by up to 5% of its size (the camera
    is never square to the paper), the background is a wood-or-table tone,
    and a soft shadow of the phone or hand falls across one side.
    """
    page = image.convert("RGB")
    w, h = page.size
    margin_x, margin_y = int(w * rng.uniform(0.04, 0.10)), int(h * rng.uniform(0.03, 0.08))
    canvas_w, canvas_h = w + 2 * margin_x, h + 2 * margin_y
    desk = tuple(int(c) for c in rng.choice(((122, 92, 64), (84, 84, 88), (170, 160, 140))))
    nrng = np.random.default_rng(rng.getrandbits(64))
    background = np.full((canvas_h, canvas_w, 3), desk, dtype=np.float32)
    background += nrng.normal(0.0, 6.0, background.shape).astype(np.float32)
    canvas = Image.fromarray(np.clip(background, 0, 255).astype(np.uint8), "RGB")
    canvas.paste(page, (margin_x, margin_y))
    # Perspective: where each output corner samples from in the canvas.
    jitter = [(rng.uniform(-0.05, 0.05) * w, rng.uniform(-0.04, 0.04) * h) for _ in range(4)]
    corners = [(0, 0), (canvas_w, 0), (canvas_w, canvas_h), (0, canvas_h)]
    src = [(x + dx, y + dy) for (x, y), (dx, dy) in zip(corners, jitter, strict=True)]
    coeffs = _perspective_coefficients(corners, src)
    warped = canvas.transform(
        (canvas_w, canvas_h),
        Image.Transform.PERSPECTIVE,
        coeffs,
        resample=Image.Resampling.BICUBIC,
        fillcolor=desk,
    )
    arr = np.asarray(warped, dtype=np.float32)
    if shadow:
        # A soft, dark band from one edge: the photographer's hand or phone.
        yy, xx = np.mgrid[0:canvas_h, 0:canvas_w].astype(np.float32)
        angle = rng.uniform(0, 2 * np.pi)
        proj = (xx - canvas_w / 2) * np.cos(angle) + (yy - canvas_h / 2) * np.sin(angle)
        proj /= np.abs(proj).max()
        edge = rng.uniform(0.2, 0.6)
        darkness = rng.uniform(0.25, 0.45)
        mask = np.clip((proj - edge) / 0.25, 0, 1) * darkness
        arr *= (1 - mask)[..., None]
    # Vignetting and warm indoor light.
    yy, xx = np.mgrid[0:canvas_h, 0:canvas_w].astype(np.float32)
    r2 = ((xx - canvas_w / 2) / canvas_w) ** 2 + ((yy - canvas_h / 2) / canvas_h) ** 2
    arr *= (1 - 0.35 * r2)[..., None]
    arr *= np.array([1.0, rng.uniform(0.95, 0.99), rng.uniform(0.86, 0.94)], dtype=np.float32)
    arr += nrng.normal(0.0, 3.0, arr.shape).astype(np.float32)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def _perspective_coefficients(
    dst: Sequence[tuple[float, float]], src: Sequence[tuple[float, float]]
) -> tuple[float, ...]:
    """PIL's eight perspective coefficients mapping output points ``dst`` to input ``src``."""
    rows = []
    rhs = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    solution = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))
    return tuple(float(c) for c in solution)


# ---------------------------------------------------------------- heldout8 scanner profile


@dataclass(frozen=True)
class Heldout8Profile:
    """The eighth held-out slice's scanners: a phone scanner app's colour
    "enhance" filter and a worn office copier whose copy was then scanned.

    Each file comes through one ``look``. "app": the page photographed with a
    phone and flattened by a scanner app (200 or 300 dpi, JPEG quality 60 to
    84): the corners the app found were a little off, so a slight keystone
    remains (the top edge 0.4 to 1.5 % narrower, thin wedges of desk in the
    top corners); the hand's or phone's shadow darkens one side; the app's
    background normalisation, too coarse for that shadow, leaves mottled,
    grainy grey patches in places, pushes light grey to white (thin and light
    strokes get thinner) and sharpens; colour pages come out over-saturated;
    some files carry the app's small footer mark in an empty bottom margin.
    "copier": the clerk scanned a photocopy made on a worn office copier
    (200 to 300 dpi, JPEG quality 45 to 69): the original reduced to 94 to
    97 % with a white margin (or, where the lid was open, a dark one) beyond
    the original's edge, slightly heavier strokes, flat grey areas screened
    into a halftone dot pattern, a grey toner haze with toner dust and specks,
    a faint ghost of the page repeated one drum turn further down, and one
    faint horizontal band where the drum printed lighter; the copy is grey
    even when it was scanned in colour. Phone photos come through the app
    (most) or are photos of such a copy. Small print is never below 250 dpi,
    bilevel TIFF always a copy at 300. Only the heldout8 slice uses it
    (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "app"  # app | copier
    jpeg_quality: int = 70
    paper: int = 246  # the clerk's scanner's white (copier look)
    noise: float = 2.5
    blur: float = 0.4
    threshold: int = 150  # bilevel TIFF
    # app
    shadow_side: str = "left"  # left | right | top | bottom: where the shadow falls
    shadow: float = 0.0  # fraction of the light the shadow takes away at that edge
    keystone: float = 0.0  # how much narrower the top edge is, fraction of the width
    mottle: float = 0.0  # strength of the residual grey patches
    white_point: float = 0.88  # ratio to the background estimate that becomes white
    black_point: float = 0.35  # ... and black
    sharpen: int = 0  # unsharp-mask percent
    saturation: float = 1.0  # colour pages
    mark: str = ""  # the app's footer mark; "": none
    # copier
    scale: float = 1.0  # reduction of the original
    anchor: str = "corner"  # corner | centre: where the reduced original sits
    lid: str = ""  # "" | right | bottom: the side where the lid stood open (dark)
    heavier: float = 0.0  # share of a one-pixel stroke spread
    halftone: float = 0.0  # the screen's period in pixels; 0: none
    haze: int = 236  # the copy's background grey
    dust: float = 0.0  # fraction of pixels with a toner grain
    specks: int = 0  # larger toner specks
    ghost: float = 0.0  # strength of the drum ghost
    ghost_mm: float = 90.0  # the drum's circumference: how far down the ghost lies
    band_at: float = 0.5  # the light band, fraction of the height
    band_mm: float = 0.0  # its height; 0: none
    band_light: float = 0.0  # the share of the toner it loses


_APP_MARKS = (
    "Digitalizado com CamScanner",
    "Scanned with CamScanner",
    "Digitalizado com Adobe Scan",
)


def heldout8_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout8Profile:
    """One file's heldout8 scanner, drawn from ``side`` only (never the shared rngs)."""
    if kind == "tiff":
        look = "copier"
    elif photo:
        look = "app" if side.random() < 0.8 else "copier"
    else:
        look = side.choices(("app", "copier"), weights=(50, 50))[0]
    app = look == "app"
    if kind == "tiff":
        dpi = 300
    elif std_dpi >= 250:
        dpi = side.choice((250, 300)) if not app else 300  # small print: never below 250 dpi
    elif app:
        dpi = side.choice((200, 300))  # the app's A4 sizes: 1654 or 2480 pixels wide
    else:
        dpi = side.choice((200, 240, 300))
    return Heldout8Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(60, 85) if app else side.randrange(45, 70),
        paper=side.randrange(238, 251),
        noise=side.uniform(1.5, 3.5) if app else side.uniform(1.5, 3.0),
        blur=side.uniform(0.35, 0.6),
        threshold=side.randrange(135, 156),
        shadow_side=side.choice(("left", "right", "top", "bottom")),
        shadow=side.uniform(0.15, 0.38) if app else 0.0,
        keystone=side.uniform(0.004, 0.015) if app else 0.0,
        mottle=side.uniform(0.5, 1.0) if app else 0.0,
        white_point=side.uniform(0.85, 0.91),
        black_point=side.uniform(0.3, 0.42),
        sharpen=side.randrange(60, 140) if app else 0,
        saturation=side.uniform(1.15, 1.4),
        mark=side.choice(_APP_MARKS) if app and side.random() < 0.4 else "",
        scale=1.0 if app else side.uniform(0.94, 0.97),
        anchor=side.choice(("corner", "corner", "centre")),
        lid=side.choice(("right", "bottom")) if not app and side.random() < 0.4 else "",
        heavier=0.0 if app else side.uniform(0.35, 0.75),
        halftone=0.0 if app else side.uniform(3.5, 5.0) * dpi / 200,
        haze=side.randrange(222, 238),
        dust=0.0 if app else side.uniform(0.0005, 0.002),
        specks=0 if app else side.randrange(5, 40),
        ghost=0.0 if app or side.random() < 0.35 else side.uniform(0.03, 0.07),
        ghost_mm=side.uniform(75.0, 95.0),
        band_at=side.uniform(0.08, 0.92),
        band_mm=0.0 if app or side.random() < 0.3 else side.uniform(2.0, 7.0),
        band_light=side.uniform(0.15, 0.3),
    )


def _to_image(arr: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB" if arr.ndim == 3 else "L")


def _low_field(nrng: np.random.Generator, h: int, w: int, cell: int) -> np.ndarray:
    """A smooth random field in [0, 1], about ``cell`` pixels between its bumps."""
    coarse = nrng.random((h // cell + 2, w // cell + 2)).astype(np.float32)
    img = Image.fromarray((coarse * 255).astype(np.uint8), "L").resize(
        (w, h), Image.Resampling.BICUBIC
    )
    return np.asarray(img, dtype=np.float32) / 255.0


def _side_ramp(h: int, w: int, where: str) -> np.ndarray:
    """0 at the far edge, 1 at edge ``where``, as an (h, w) broadcastable array."""
    if where in ("left", "right"):
        ramp = np.linspace(1, 0, w, dtype=np.float32)
        return (ramp if where == "left" else ramp[::-1])[None, :]
    ramp = np.linspace(1, 0, h, dtype=np.float32)
    return (ramp if where == "top" else ramp[::-1])[:, None]


def _app_light(
    h: int, w: int, profile: Heldout8Profile, gradient: np.ndarray, nrng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """The light the phone saw (full size) and the app's error in estimating it (coarse).

    A soft shadow from one side and a little unevenness; the app's background
    estimate runs too bright in patches, most of all in the shadow, where the
    page then comes out grey and grainy instead of white.
    """
    cell = max(4, profile.dpi // 8)  # the app's background cells, about 3 mm
    sh, sw = max(2, h // cell), max(2, w // cell)
    ramp = np.broadcast_to(_side_ramp(sh, sw, profile.shadow_side), (sh, sw))
    dark = np.clip((ramp - 0.45) / 0.55, 0, 1) ** 1.6 * profile.shadow
    uneven = _low_field(nrng, sh, sw, 3)
    patch = np.clip((_low_field(nrng, sh, sw, 4) - 0.5) / 0.3, 0, 1)
    small_light = (1.0 - dark - 0.04 * uneven).astype(np.float32)
    error = profile.mottle * (0.1 * patch + 0.42 * dark * (0.5 + patch))
    light = np.asarray(
        Image.fromarray(small_light, "F").resize((w, h), Image.Resampling.BILINEAR),
        dtype=np.float32,
    )
    light = light + gradient[None, :] / 255.0
    return light, (1.0 + error).astype(np.float32)


def _app_quad(image: Image.Image, amount: float, angle: float, side: random.Random) -> Image.Image:
    """The page as the app cut it out: the corners it found a little off (the top
    edge narrower, a residual tilt), thin wedges of desk where they missed the sheet."""
    w, h = image.size
    inset = amount * w / 2
    jig = [side.uniform(-0.002, 0.002) * w for _ in range(4)]
    dst = [(inset + jig[0], jig[1] * 0.5), (w - inset + jig[2], 0.0), (w, h), (0, h + jig[3] * 0.3)]
    t = np.deg2rad(angle)
    cx, cy = w / 2, h / 2
    dst = [
        (
            cx + (x - cx) * np.cos(t) - (y - cy) * np.sin(t),
            cy + (x - cx) * np.sin(t) + (y - cy) * np.cos(t),
        )
        for x, y in dst
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    desk = (70, 62, 55) if image.mode == "RGB" else 62
    return image.transform(
        (w, h),
        Image.Transform.PERSPECTIVE,
        _perspective_coefficients(dst, src),
        resample=Image.Resampling.BICUBIC,
        fillcolor=desk,
    )


def _app_enhance(arr: np.ndarray, profile: Heldout8Profile, error: np.ndarray) -> np.ndarray:
    """The app's "enhance" filter, in place: divide by a coarse background estimate, stretch.

    The estimate is a blurred maximum over cells of about 3 mm, times the
    app's ``error``; the stretch pushes light grey to white, so light and thin
    strokes get thinner, and colours come out over-saturated.
    """
    h, w = arr.shape[:2]
    sh, sw = error.shape
    small = _to_image(arr).resize((sw, sh), Image.Resampling.BOX)
    small = small.filter(ImageFilter.MaxFilter(3)).filter(ImageFilter.GaussianBlur(1.2))
    est = np.maximum(np.asarray(small, dtype=np.float32), 30.0)
    est = est * (error[..., None] if est.ndim == 3 else error)
    est = np.clip(est, 0, 255).astype(np.uint8)
    bg = np.asarray(
        Image.fromarray(est, "RGB" if est.ndim == 3 else "L").resize(
            (w, h), Image.Resampling.BILINEAR
        ),
        dtype=np.float32,
    )
    lo, hi = profile.black_point, profile.white_point
    np.maximum(bg, 1.0, out=bg)
    np.divide(arr, bg, out=arr)
    arr -= lo
    arr *= 241.0 / (hi - lo)
    np.clip(arr, 0, 241.0, out=arr)
    arr += 14.0
    if arr.ndim == 3 and profile.saturation != 1.0:
        mean = (arr[..., 0] + arr[..., 1] + arr[..., 2])[..., None] / 3.0
        arr -= mean
        arr *= profile.saturation
        arr += mean
    return arr


def _app_mark(image: Image.Image, profile: Heldout8Profile) -> Image.Image:
    """The app's footer mark, small and grey, at the bottom right if that strip is empty."""
    from PIL import ImageDraw

    dpi = profile.dpi
    w, h = image.size
    strip = int(dpi * 0.34)  # about 9 mm
    grey = np.asarray(image.convert("L"), dtype=np.float32)
    region = grey[h - strip : h - int(dpi * 0.04), w // 2 : w - int(dpi * 0.1)]
    if region.size == 0 or (region < 150).mean() > 0.0005:
        return image  # something is printed there: the app does not cover it (nor do we)
    font = _stamp_font(max(8, int(dpi * 0.085)), "Open Sans")
    out = image.copy()
    draw = ImageDraw.Draw(out)
    fill = (120, 120, 120) if out.mode == "RGB" else 120
    draw.text(
        (w - int(dpi * 0.15), h - int(dpi * 0.12)), profile.mark, fill=fill, font=font, anchor="rs"
    )
    return out


def _halftone(grey: np.ndarray, period: float) -> np.ndarray:
    """The copier's screen: flat mid-grey areas become a 45-degree dot pattern; text stays."""
    img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")
    local = np.asarray(img.filter(ImageFilter.BoxBlur(max(2, int(period)))), dtype=np.float32)
    flat = (np.abs(grey - local) < 18) & (local > 45) & (local < 228)
    ys, xs = np.nonzero(flat)
    if not ys.size:
        return grey
    k = 2 * np.pi / (period * np.sqrt(2))
    xf, yf = xs.astype(np.float32), ys.astype(np.float32)
    screen = (np.cos((xf + yf) * k) + np.cos((xf - yf) * k)) * 0.25 + 0.5
    # Soft dots (the toner spreads), full black and white at their cores.
    out = grey.copy()
    out[ys, xs] = np.clip((grey[ys, xs] / 255.0 - screen) * 6 + 0.5, 0, 1) * 255
    return out


def _copy_of(
    grey: np.ndarray, profile: Heldout8Profile, side: random.Random, nrng: np.random.Generator
) -> np.ndarray:
    """The photocopy of an upright grey page: heavier, screened, reduced, hazy, ghosted, banded."""
    h, w = grey.shape
    dpi = profile.dpi
    mm = dpi / 25.4
    if profile.heavier:
        # A 3x3 minimum (toner spreading by a pixel), blended in part.
        spread = grey.copy()
        np.minimum(spread[1:], grey[:-1], out=spread[1:])
        np.minimum(spread[:-1], grey[1:], out=spread[:-1])
        rows = spread.copy()
        np.minimum(spread[:, 1:], rows[:, :-1], out=spread[:, 1:])
        np.minimum(spread[:, :-1], rows[:, 1:], out=spread[:, :-1])
        grey = grey * (1 - profile.heavier) + spread * profile.heavier
    if profile.halftone:
        grey = _halftone(grey, profile.halftone)
    # Reduced onto the copy paper: the original sits at the corner or in the centre.
    page = np.full((h, w), 255.0, dtype=np.float32)
    ow, oh = int(round(w * profile.scale)), int(round(h * profile.scale))
    if profile.anchor == "corner":
        ox, oy = int(round(1.2 * mm)), int(round(1.0 * mm))
    else:
        ox, oy = (w - ow) // 2, (h - oh) // 2
    small = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L").resize(
        (ow, oh), Image.Resampling.LANCZOS
    )
    page[oy : oy + oh, ox : ox + ow] = np.asarray(small, dtype=np.float32)[: h - oy, : w - ox]
    # Beyond the original: the lid's white with the sheet's edge as a faint line,
    # or, on the side where the lid stood open, the dark of the room.
    x1, y1 = min(w, ox + ow), min(h, oy + oh)
    edge = side.uniform(150.0, 200.0)
    if x1 < w:
        page[oy:y1, x1 : x1 + 2] = np.minimum(page[oy:y1, x1 : x1 + 2], edge)
    if y1 < h:
        page[y1 : y1 + 2, ox:x1] = np.minimum(page[y1 : y1 + 2, ox:x1], edge)
    if profile.anchor == "centre":
        page[oy:y1, max(0, ox - 2) : ox] = np.minimum(page[oy:y1, max(0, ox - 2) : ox], edge)
        page[max(0, oy - 2) : oy, ox:x1] = np.minimum(page[max(0, oy - 2) : oy, ox:x1], edge)
    if profile.lid:
        dark = side.uniform(35.0, 70.0)
        if profile.lid == "right" and x1 < w:
            ramp = np.linspace(0, 1, w - x1, dtype=np.float32)[None, :]
            page[:, x1:] = dark + 40 * (1 - np.clip(ramp * 4, 0, 1)) * 0.5
        elif profile.lid == "bottom" and y1 < h:
            ramp = np.linspace(0, 1, h - y1, dtype=np.float32)[:, None]
            page[y1:, :] = dark + 40 * (1 - np.clip(ramp * 4, 0, 1)) * 0.5
    ink = 255.0 - page
    # The drum's ghost: the page once more, faint, one drum turn further down.
    if profile.ghost:
        shift = int(profile.ghost_mm * mm)
        if shift < h:
            ghost = np.zeros_like(ink)
            ghost[shift:] = ink[: h - shift]
            ink = ink + ghost * profile.ghost
    # The light band: the drum printed less toner across a few millimetres.
    if profile.band_mm:
        y = np.arange(h, dtype=np.float32)
        c, half = profile.band_at * h, profile.band_mm * mm / 2
        band = np.clip((half - np.abs(y - c)) / (0.6 * mm) + 0.5, 0, 1)[:, None]
        ink = ink * (1 - profile.band_light * band) + 7.0 * band
    # Toner haze (the copy's grey background, a little uneven), toner dust and specks.
    haze = (255.0 - profile.haze) * (0.85 + 0.3 * _low_field(nrng, h, w, max(8, dpi)))
    ink = np.maximum(ink, 0) + haze
    grains = nrng.binomial(h * w, profile.dust)
    flat = ink.reshape(-1)
    flat[nrng.integers(0, h * w, grains)] += nrng.uniform(25.0, 90.0, grains).astype(np.float32)
    for _ in range(profile.specks):
        x, y = side.randrange(w - 4), side.randrange(h - 4)
        r = side.choice((1, 2, 2, 3, 4)) * max(1, dpi // 200)
        ink[y : y + r, x : x + r + side.randrange(2)] += side.uniform(90.0, 200.0)
    return 255.0 - np.clip(ink, 0, 255)


def degrade_heldout8(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout8Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout8 scanner look (``Heldout8Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size and mode.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    tint = None
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    g0, g1 = rng.uniform(-10, 0), rng.uniform(0, 8)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    snrng = np.random.default_rng(side.getrandbits(64))
    mode = image.mode
    w, h = image.size
    gradient = np.linspace(g0, g1, w, dtype=np.float32)
    if profile.look == "app":
        arr = np.array(image, dtype=np.float32)
        arr *= (profile.paper - 20.0) / 255.0
        arr += 20.0
        if tint is not None:
            arr *= tint
        light, error = _app_light(h, w, profile, gradient, snrng)
        arr *= light[..., None] if arr.ndim == 3 else light
        # The sensor's noise, softened by the camera's own processing.
        arr += nrng.standard_normal(arr.shape, dtype=np.float32) * (profile.noise * 0.7)
        # The app straightens the page: a quarter of the tilt is left.
        photo = _app_quad(_to_image(arr), profile.keystone, angle * 0.25, side)
        out = _to_image(_app_enhance(np.asarray(photo, dtype=np.float32), profile, error))
        if profile.sharpen:
            out = out.filter(
                ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=3)
            )
        return _app_mark(out, profile) if profile.mark else out
    # The copier: grey toner on white paper, whatever the original's colours.
    grey = np.asarray(image.convert("L"), dtype=np.float32)
    copy = _copy_of(grey, profile, side, snrng)
    black = 16.0
    copy = black + copy * (profile.paper - black) / 255.0
    copy += gradient[None, :] * 0.5
    copy += nrng.standard_normal(copy.shape, dtype=np.float32) * profile.noise
    out = _to_image(copy).filter(ImageFilter.GaussianBlur(profile.blur))
    paper = int(black + profile.haze * (profile.paper - black) / 255.0)
    out = out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=paper)
    if mode != "RGB":
        return out
    # Scanned in colour: a grey copy under the scanner's slight tint.
    rgb = np.asarray(out, dtype=np.float32)[..., None] * (tint if tint is not None else 1.0)
    return _to_image(np.broadcast_to(rgb, (h, w, 3)))


def finish_heldout8(
    sheet: Image.Image, profile: Heldout8Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout8 scanner: the app's white with its grey
    patches and desk wedges, or the copier's margins, haze, dust and band."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    grey = np.asarray(sheet.convert("L"), dtype=np.float32)
    if profile.look == "app":
        arr = grey - (grey.mean() - profile.paper)
        light, error = _app_light(h, w, profile, np.zeros(w, dtype=np.float32), snrng)
        arr = arr * light + snrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
        photo = _app_quad(_to_image(arr), profile.keystone, 0.0, side)
        out = _to_image(_app_enhance(np.asarray(photo, dtype=np.float32), profile, error))
        out = out.convert(sheet.mode)
        return _app_mark(out, profile) if profile.mark else out
    grey = np.clip(grey - (grey.mean() - 255.0), 0, 255)  # the original: a white sheet
    copy = _copy_of(grey, profile, side, snrng)
    copy = 16.0 + copy * (profile.paper - 16.0) / 255.0
    return _to_image(copy).convert(sheet.mode)


# ---------------------------------------------------------------- heldout9 scanner profile


@dataclass(frozen=True)
class Heldout9Profile:
    """The ninth held-out slice's scanners: a flatbed that saw the papers still
    inside their plastic sleeves, and a multifunction printer's black-and-white
    "scan to e-mail" with a lossy symbol-matching compression.

    Each file comes through one ``look``. "sleeve": the clerk scanned the sheets
    without taking them out of the transparent sleeves of the applicant's folder
    (200 to 300 dpi, colour or grey, JPEG quality 55 to 81): lower contrast
    under a milky haze that varies a little across the page; soft glossy
    reflection streaks and blotches where the plastic stood off the glass,
    with the page slightly out of focus there and in a few other lifted
    places; faint Newton-ring patches (rainbow-coloured on colour pages) where
    plastic and glass nearly touched; and the sleeve's welded seam or its
    punched-hole strip as a line in one margin, never over printed matter.
    "mfp": an office MFP's scan to e-mail in black-and-white text mode at 200
    dpi (300 for small print, some others; bilevel TIFF always 300): a hard
    threshold that breaks thin strokes, light backgrounds dropped to white and
    grey areas turned into a coarse ordered dither, the smallest specks and
    dots lost and vertical gaps of a pixel closed, then JBIG2-like symbol
    matching: glyphs whose bitmaps agree within one pixel everywhere (same size,
    few differing pixels) are all printed with the first one's bitmap, so
    shapes repeat uniformly (never a different character: a bitmap that differs
    in shape, not only along its edges, starts a class of its own); the sheet
    lay a little off the glass corner, so a narrow band of the top or left
    margin is lost (never printed matter: the band is cut from the empty
    margin only) and the sheet's edge shows as a broken line at the other
    side; skew under 1.5 degrees. Phone photos are of pages in their sleeves.
    Only the heldout9 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "sleeve"  # sleeve | mfp
    jpeg_quality: int = 70
    paper: int = 240
    noise: float = 2.5
    blur: float = 0.45
    threshold: int = 140  # mfp text-mode threshold, also for bilevel TIFF
    # sleeve
    black: float = 40.0  # the lifted black under the plastic
    haze: float = 0.0  # share of the milky veil (0: none)
    veil: int = 246  # the veil's grey
    cast: tuple[float, float, float] = (1.0, 1.0, 1.0)  # the plastic's tint (colour pages)
    glare: int = 0  # at most this many reflection streaks a page
    glare_strength: float = 0.3  # share of the way to white at a streak's core
    lift: float = 0.0  # share of the page out of focus besides the streaks
    lift_blur: float = 1.0  # its blur radius, pixels
    rings: int = 0  # at most this many Newton-ring patches a page
    ring_strength: float = 6.0  # grey levels
    strip: str = ""  # "" | holes-left | seam-bottom | seam-right
    strip_mm: float = 6.0  # the weld line's distance from that edge
    holes: int = 0  # punched holes in the strip: 0, 2 or 4
    # mfp
    bg_cut: int = 212  # lighter than this: white
    dither_cell: int = 2  # pixels per cell of the 4x4 ordered dither
    speck_px: int = 2  # ink specks of at most this many pixels may be lost
    speck_loss: float = 0.6  # ... with this probability
    match: float = 0.0  # symbol matching: the share of a glyph's ink that may differ; 0: off
    crop: str = ""  # "" | left | top | top-left: the margin lost off the glass corner
    crop_mm: float = 0.0
    edge_line: bool = False  # the sheet's far edge as a broken dark line
    skew: float = 0.5  # share of the drawn skew kept (capped under 1.5 degrees)


def heldout9_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout9Profile:
    """One file's heldout9 scanner, drawn from ``side`` only (never the shared rngs)."""
    if kind == "tiff":
        look = "mfp"
    elif photo:
        look = "sleeve"  # a phone photo of a page in its sleeve
    else:
        look = side.choices(("sleeve", "mfp"), weights=(50, 50))[0]
    sleeve = look == "sleeve"
    if kind == "tiff":
        dpi = 300
    elif std_dpi >= 250:
        dpi = side.choice((250, 300)) if sleeve else 300  # small print: never below 250 dpi
    elif sleeve:
        dpi = side.choice((200, 240, 300))
    else:
        dpi = 200 if side.random() < 0.75 else 300
    strip = side.choices(("holes-left", "seam-bottom", "seam-right", ""), weights=(45, 25, 15, 15))
    crop = side.choices(("left", "top", "top-left", ""), weights=(35, 25, 25, 15))[0]
    return Heldout9Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(55, 82) if sleeve else side.randrange(70, 91),
        paper=side.randrange(230, 247),
        noise=side.uniform(1.5, 3.5) if sleeve else side.uniform(1.0, 2.5),
        blur=side.uniform(0.35, 0.6),
        threshold=side.randrange(128, 151),
        black=side.uniform(30.0, 55.0),
        haze=side.uniform(0.05, 0.14) if sleeve else 0.0,
        veil=side.randrange(238, 252),
        cast=(side.uniform(0.97, 1.0), side.uniform(0.99, 1.0), side.uniform(0.99, 1.02)),
        glare=side.randrange(1, 5) if sleeve else 0,
        glare_strength=side.uniform(0.18, 0.38),
        lift=side.uniform(0.05, 0.25) if sleeve else 0.0,
        lift_blur=side.uniform(0.7, 1.3) * dpi / 200,
        rings=side.randrange(0, 3) if sleeve else 0,
        ring_strength=side.uniform(3.0, 8.0),
        strip=strip[0] if sleeve else "",
        strip_mm=side.uniform(3.0, 9.0),
        holes=side.choice((2, 2, 4)) if sleeve and strip[0] == "holes-left" else 0,
        bg_cut=side.randrange(200, 223),
        dither_cell=max(2, round(side.choice((2, 2, 3)) * dpi / 200)),
        speck_px=max(1, round(side.choice((1, 2, 3)) * (dpi / 200) ** 2)),
        speck_loss=side.uniform(0.4, 0.9),
        match=side.uniform(0.15, 0.25) if not sleeve else 0.0,
        crop=crop if not sleeve else "",
        crop_mm=side.uniform(1.5, 5.0),
        edge_line=not sleeve and side.random() < 0.6,
        skew=side.uniform(0.3, 0.6),
    )


def _empty_margins(grey: np.ndarray, level: float = 180.0) -> dict[str, int]:
    """How many pixels from each edge of a page nothing is printed (darker than ``level``)."""
    ink = grey < level
    h, w = ink.shape
    cols, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    if not cols.size:
        return {"left": w, "right": w, "top": h, "bottom": h}
    return {
        "left": int(cols[0]),
        "right": int(w - 1 - cols[-1]),
        "top": int(rows[0]),
        "bottom": int(h - 1 - rows[-1]),
    }


def _grow(b: np.ndarray) -> np.ndarray:
    """A boolean image grown by one pixel up, down, left and right."""
    out = b.copy()
    out[1:] |= b[:-1]
    out[:-1] |= b[1:]
    out[:, 1:] |= b[:, :-1]
    out[:, :-1] |= b[:, 1:]
    return out


def _components(ink: np.ndarray) -> tuple[np.ndarray, int]:
    """The 8-connected components of a boolean image: labels (0: none, 1 to n) and n.

    Union by minimum label over the ink pixels' edges, with pointer jumping:
    numpy only, a few passes for a page of print.
    """
    h, w = ink.shape
    flat = ink.ravel()
    idx = np.flatnonzero(flat)
    n = idx.size
    labels = np.zeros(h * w, dtype=np.int32)
    if not n:
        return labels.reshape(h, w), 0
    pos = np.zeros(h * w, dtype=np.int32)
    pos[idx] = np.arange(n, dtype=np.int32)
    ys, xs = np.divmod(idx, w)
    heads, tails = [], []
    for dy, dx in ((0, 1), (1, -1), (1, 0), (1, 1)):
        ok = np.flatnonzero((ys + dy < h) & (xs + dx >= 0) & (xs + dx < w))
        nb = idx[ok] + dy * w + dx
        hit = flat[nb]
        heads.append(ok[hit].astype(np.int32))
        tails.append(pos[nb[hit]])
    a, b = np.concatenate(heads), np.concatenate(tails)
    lab = np.arange(n, dtype=np.int32)
    while True:
        la, lb = lab[a], lab[b]
        differ = la != lb
        if not differ.any():
            break
        la, lb = la[differ], lb[differ]
        low = np.minimum(la, lb)
        np.minimum.at(lab, la, low)
        np.minimum.at(lab, lb, low)
        while True:
            nxt = lab[lab]
            if np.array_equal(nxt, lab):
                break
            lab = nxt
    _, comp = np.unique(lab, return_inverse=True)
    labels[idx] = comp.astype(np.int32) + 1
    return labels.reshape(h, w), int(comp.max()) + 1


_BAYER4 = np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]], dtype=np.float32)


def _text_mode_bw(grey: np.ndarray, profile: Heldout9Profile) -> np.ndarray:
    """The MFP's text mode: ink (True) where the page is dark; light backgrounds
    dropped, flat grey areas turned into a coarse 4x4 ordered dither."""
    h, w = grey.shape
    img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")
    r = max(2, profile.dpi // 50)
    local = np.asarray(img.filter(ImageFilter.BoxBlur(r)), dtype=np.float32)
    flat = (np.abs(grey - local) < 16) & (local > 55) & (local < profile.bg_cut)
    cell = profile.dither_cell
    tile = np.kron(_BAYER4, np.ones((cell, cell), dtype=np.float32))
    screen = np.tile(tile, (h // tile.shape[0] + 1, w // tile.shape[1] + 1))[:h, :w]
    # The screen's levels span the grey range between solid ink and the background cut.
    screen = 55.0 + (screen + 0.5) / 16.0 * (profile.bg_cut - 55.0)
    return np.where(flat, local < screen, grey < profile.threshold)


def _euler(b: np.ndarray) -> int:
    """The Euler number of an 8-connected bitmap (components less holes), from its 2x2 quads."""
    p = np.pad(b, 1).astype(np.int8)
    a, b_, c, d = p[:-1, :-1], p[:-1, 1:], p[1:, :-1], p[1:, 1:]
    s = a + b_ + c + d
    diagonal = ((s == 2) & (a == d)).sum()
    return int(((s == 1).sum() - (s == 3).sum() - 2 * diagonal) // 4)


def _placed(a: np.ndarray, height: int, dy: int) -> np.ndarray:
    """Bitmap(s) ``a`` (last two axes) set ``dy`` rows down in ``height`` rows."""
    out = np.zeros((*a.shape[:-2], height, a.shape[-1]), dtype=bool)
    out[..., dy : dy + a.shape[-2], :] = a
    return out


def _symbol_match(ink: np.ndarray, profile: Heldout9Profile, side: random.Random) -> np.ndarray:
    """JBIG2-like lossy coding of a bilevel page (True: ink), returned as a new array.

    The tiniest specks are lost (some of them), then every glyph-sized
    component is compared, in reading order, with the classes met so far of
    its width and of its height give or take a pixel: if the two bitmaps have
    as many holes, differ in at most ``match`` of its ink and each lies within
    one pixel of the other everywhere, it is printed with the class's bitmap
    (a pixel up or down, where the heights differ). A differing stroke or
    opening (6 against 8, c against e or o) is more than a pixel from the
    other bitmap or changes the holes, and marks too small to tell apart
    (periods, commas, i-dots) are not matched, so no character becomes another.
    """
    labels, n = _components(ink)
    out = ink.copy()
    if not n:
        return out
    flat = labels.ravel()
    idx = np.flatnonzero(flat)
    comp = flat[idx] - 1
    ys, xs = np.divmod(idx, ink.shape[1])
    area = np.bincount(comp, minlength=n)
    y0 = np.full(n, ink.shape[0], dtype=np.int64)
    x0 = np.full(n, ink.shape[1], dtype=np.int64)
    y1 = np.zeros(n, dtype=np.int64)
    x1 = np.zeros(n, dtype=np.int64)
    np.minimum.at(y0, comp, ys)
    np.minimum.at(x0, comp, xs)
    np.maximum.at(y1, comp, ys)
    np.maximum.at(x1, comp, xs)
    # Specks: lost in part (the encoder's noise removal).
    nrng = np.random.default_rng(side.getrandbits(64))
    lost = (area <= profile.speck_px) & (nrng.random(n) < profile.speck_loss)
    if lost.any():
        out.ravel()[idx[lost[comp]]] = False
    if not profile.match:
        return out
    scale = profile.dpi / 200
    biggest = max(8, profile.dpi // 4)  # about 6 mm: glyphs, not rules or seals
    least, least_area = max(3, round(4 * scale)), max(6, round(14 * scale * scale))
    classes: dict[tuple[int, int], list[tuple[np.ndarray, int]]] = {}
    stacks: dict[tuple[int, int], np.ndarray] = {}
    h, w = ink.shape
    for c in np.lexsort((x0, y0 // max(4, profile.dpi // 20))):
        hh, ww = int(y1[c] - y0[c] + 1), int(x1[c] - x0[c] + 1)
        if lost[c] or area[c] < least_area or min(hh, ww) < least or max(hh, ww) > biggest:
            continue
        top, left = int(y0[c]), int(x0[c])
        box = labels[top : top + hh, left : left + ww] == c + 1
        holes = _euler(box)
        found = None
        for th in (hh, hh - 1, hh + 1):
            members = classes.get((th, ww))
            if not members:
                continue
            tall = max(hh, th)
            # Where the two bitmaps sit in ``tall`` rows: (candidate's row, class's row).
            for cy, ty in ((0, 0),) if th == hh else ((0, 0), (tall - hh, tall - th)):
                mine = _placed(box, tall, cy)
                diff = (_placed(stacks[(th, ww)], tall, ty) ^ mine).sum(axis=(1, 2))
                for k in np.flatnonzero(diff <= profile.match * area[c])[:4]:
                    t, t_holes = members[k]
                    theirs = _placed(t, tall, ty)
                    if t_holes != holes:
                        continue
                    if (mine & ~_grow(theirs)).any() or (theirs & ~_grow(mine)).any():
                        continue
                    found = (t, top - cy + ty)
                    break
                if found is not None:
                    break
            if found is not None:
                break
        if found is None:
            members = classes.setdefault((hh, ww), [])
            if len(members) < 64:
                members.append((box, holes))
                stacks[(hh, ww)] = np.stack([m for m, _ in members])
            continue
        t, row = found
        view = out[top : top + hh, left : left + ww]
        view[box] = False
        ra, rb = max(0, row), min(h, row + t.shape[0])
        if rb > ra:
            out[ra:rb, left : left + ww] |= t[ra - row : rb - row]
    return out


def _off_the_glass(ink: np.ndarray, profile: Heldout9Profile, side: random.Random) -> np.ndarray:
    """The sheet lay a little past the glass corner: a band of the top and/or left
    margin lost (no more than the empty margin less 1.5 mm), the sheet's far edge
    showing as a broken line on the lid's white."""
    if not profile.crop:
        return ink
    h, w = ink.shape
    mm = profile.dpi / 25.4
    margins = _empty_margins(np.where(ink, 0.0, 255.0))
    dx = dy = 0
    if "left" in profile.crop:
        dx = max(0, min(int(profile.crop_mm * mm), margins["left"] - int(1.5 * mm)))
    if "top" in profile.crop:
        want = int(profile.crop_mm * mm * side.uniform(0.6, 1.0))
        dy = max(0, min(want, margins["top"] - int(1.5 * mm)))
    if not dx and not dy:
        return ink
    out = np.zeros_like(ink)
    out[: h - dy, : w - dx] = ink[dy:, dx:]
    if profile.edge_line:
        keep = _low_field(np.random.default_rng(side.getrandbits(64)), h + w, 1, 40)[:, 0] > 0.35
        if dx:
            out[: h - dy, w - dx] |= keep[: h - dy]
        if dy:
            out[h - dy, : w - dx] |= keep[h : h + w - dx]
    return out


def _mfp_page(grey: np.ndarray, profile: Heldout9Profile, side: random.Random) -> np.ndarray:
    """A grey page (upright or skewed, 0 to 255) through the MFP's text mode and encoder."""
    ink = _text_mode_bw(grey, profile)
    # The threshold's spread closes gaps of a pixel up and down (accents, i-dots).
    closed = ink.copy()
    closed[1:-1] |= ink[:-2] & ink[2:]
    ink = _symbol_match(closed, profile, side)
    ink = _off_the_glass(ink, profile, side)
    return np.where(ink, 0.0, 255.0).astype(np.float32)


def _soft_blob(
    shape: tuple[int, int],
    centre: tuple[float, float],
    size: tuple[float, float],
    angle: float,
    wave: float,
) -> np.ndarray:
    """A soft elongated blob in [0, 1] on a small grid (a glossy streak's shape)."""
    h, w = shape
    (cx, cy), (length, width) = centre, size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    u = (xx - cx) * np.cos(angle) + (yy - cy) * np.sin(angle)
    v = -(xx - cx) * np.sin(angle) + (yy - cy) * np.cos(angle)
    v = v - wave * width * np.sin(u / max(length, 1.0) * 3.0)
    return np.exp(-((u / length) ** 2 + (v / width) ** 2) * 2.0).astype(np.float32)


def _sleeve_fields(
    h: int, w: int, profile: Heldout9Profile, side: random.Random, nrng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """This page's glare (streaks and blotches), out-of-focus and haze fields, full size."""
    cell = max(4, profile.dpi // 25)  # about 1 mm
    sh, sw = h // cell + 1, w // cell + 1
    glare = np.zeros((sh, sw), dtype=np.float32)
    for _ in range(side.randrange(0, profile.glare + 1) if profile.glare > 1 else profile.glare):
        length = side.uniform(25.0, 120.0)  # mm, as cells are about 1 mm
        width = side.uniform(3.0, 16.0)
        angle = side.uniform(-0.9, 0.9) + side.choice((0.0, np.pi / 2, np.pi / 4))
        centre = (side.uniform(0.1, 0.9) * sw, side.uniform(0.1, 0.9) * sh)
        blob = _soft_blob((sh, sw), centre, (length, width), angle, side.uniform(0.0, 1.2))
        # A glossy core inside a softer sheen.
        blob = 0.55 * blob + 0.45 * np.clip((blob - 0.6) / 0.4, 0, 1)
        glare = np.maximum(glare, blob * side.uniform(0.6, 1.0))
    lifted = np.clip((_low_field(nrng, sh, sw, 40) - (1 - profile.lift)) / 0.12, 0, 1)
    focus = np.clip(np.maximum(lifted, glare * 1.6), 0, 1)
    haze = 0.75 + 0.5 * _low_field(nrng, sh, sw, 60)

    def up(a: np.ndarray) -> np.ndarray:
        img = Image.fromarray(a.astype(np.float32), "F").resize((w, h), Image.Resampling.BILINEAR)
        return np.asarray(img, dtype=np.float32)

    return up(glare), up(focus), up(haze)


def _newton_rings(arr: np.ndarray, profile: Heldout9Profile, side: random.Random) -> np.ndarray:
    """Faint Newton-ring patches in place: concentric fringes, rainbow on colour pages."""
    if not profile.rings:
        return arr
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    for _ in range(side.randrange(0, profile.rings + 1)):
        radius = side.uniform(10.0, 30.0) * mm
        cx, cy = side.uniform(0.1, 0.9) * w, side.uniform(0.1, 0.9) * h
        fringes = side.uniform(5.0, 12.0)
        xa, xb = int(max(0, cx - radius)), int(min(w, cx + radius))
        ya, yb = int(max(0, cy - radius)), int(min(h, cy + radius))
        if xb <= xa or yb <= ya:
            continue
        yy, xx = np.mgrid[ya:yb, xa:xb].astype(np.float32)
        # The gap under the plastic is no lens: the fringes are oval, not round.
        tilt, oval = side.uniform(0, np.pi), side.uniform(1.0, 2.2)
        u = (xx - cx) * np.cos(tilt) + (yy - cy) * np.sin(tilt)
        v = (yy - cy) * np.cos(tilt) - (xx - cx) * np.sin(tilt)
        r2 = (u**2 + (v * oval) ** 2) / radius**2
        env = np.exp(-r2 * 3.0) * (1 - np.exp(-r2 * 40.0)) * profile.ring_strength
        phase = 2 * np.pi * fringes * r2
        if arr.ndim == 3:
            for ch, wave in enumerate((650.0, 550.0, 460.0)):
                arr[ya:yb, xa:xb, ch] += env * np.cos(phase * 550.0 / wave)
        else:
            arr[ya:yb, xa:xb] += env * np.cos(phase)
    return arr


def _sleeve_strip(
    arr: np.ndarray, profile: Heldout9Profile, margins: dict[str, int], side: random.Random
) -> np.ndarray:
    """The sleeve's weld line (and punched-hole strip) in place, inside the empty margin."""
    if not profile.strip:
        return arr
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    edge = profile.strip.split("-")[1]
    room = margins[edge] - 1.0 * mm
    at = int(min(profile.strip_mm * mm, room))
    if at < 2 * mm:
        return arr
    length = w if edge == "bottom" else h
    grey = side.uniform(90.0, 150.0)
    wobble = np.cumsum(np.random.default_rng(side.getrandbits(64)).normal(0, 0.04, length))
    wobble = np.clip(np.round(wobble - wobble.mean()), -2, 2).astype(np.int64)
    along = np.arange(length)
    pos = np.clip(at + wobble, 1, at + 3)
    # The strip beyond the weld: double plastic, hazier.
    veil = float(profile.veil)
    if edge == "left":
        arr[:, :at] = arr[:, :at] * 0.8 + veil * 0.2 - 6.0
        cross = (along, pos)
        light = (along, pos + 1)
    elif edge == "right":
        arr[:, w - at :] = arr[:, w - at :] * 0.8 + veil * 0.2 - 6.0
        cross = (along, w - 1 - pos)
        light = (along, w - 2 - pos)
    else:
        arr[h - at :] = arr[h - at :] * 0.8 + veil * 0.2 - 6.0
        cross = (h - 1 - pos, along)
        light = (h - 2 - pos, along)
    arr[cross] = np.minimum(arr[cross], grey)
    arr[light] = np.minimum(arr[light] + 18.0, 255.0)
    if profile.holes and edge == "left":
        r = 2.75 * mm
        centres = (-40.0, 40.0) if profile.holes == 2 else (-120.0, -40.0, 40.0, 120.0)
        cx = min(at / 2, at - r - 1)
        for off in centres:
            cy = h / 2 + off * mm
            ya, yb = int(max(0, cy - r - 2)), int(min(h, cy + r + 2))
            xb = int(min(w, cx + r + 2))
            if yb <= ya or xb <= 0:
                continue
            yy, xx = np.mgrid[ya:yb, 0:xb].astype(np.float32)
            d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
            inside = d < r - 1
            rim = np.abs(d - r) < 0.9 * max(1.0, profile.dpi / 200)
            patch = arr[ya:yb, :xb]
            patch[inside] = np.minimum(patch[inside] + 14.0, 255.0)  # no plastic: clearer
            patch[rim] = np.minimum(patch[rim], grey + 20.0)
    return arr


def _sleeve_page(
    image: Image.Image,
    profile: Heldout9Profile,
    side: random.Random,
    nrng: np.random.Generator,
    snrng: np.random.Generator,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    paper_only: bool = False,
) -> np.ndarray:
    """A page in its sleeve on the glass, before the skew: float array, the image's shape."""
    w, h = image.size
    margins = _empty_margins(np.asarray(image.convert("L"), dtype=np.float32))
    glare, focus, haze = _sleeve_fields(h, w, profile, side, snrng)
    rows, cols = np.flatnonzero(focus.max(axis=1) > 0.02), np.flatnonzero(focus.max(axis=0) > 0.02)
    if not paper_only and profile.lift_blur and rows.size:
        # Where the sleeve lifted the sheet off the glass, it is out of focus.
        box = (int(cols[0]), int(rows[0]), int(cols[-1]) + 1, int(rows[-1]) + 1)
        part = image.crop(box)
        soft = part.filter(ImageFilter.GaussianBlur(profile.lift_blur))
        mask = np.clip(focus[box[1] : box[3], box[0] : box[2]], 0, 1) * 255
        image = image.copy()
        image.paste(Image.composite(soft, part, _to_image(mask)), box[:2])
    arr = np.array(image, dtype=np.float32)
    scale = (profile.paper - profile.black) / 255.0
    if tint is not None:
        colour = tint * np.array(profile.cast, dtype=np.float32)
        arr *= scale * colour
        arr += gradient[None, :, None] + profile.black * colour
    else:
        arr *= scale
        arr += (
            gradient[None, :, None] + profile.black if arr.ndim == 3 else gradient + profile.black
        )
    # The milky veil of the plastic (a little uneven) and the glossy reflections,
    # part of the way to white, most at the streaks' cores: one multiply, one add.
    share = np.clip(profile.haze * haze, 0, 0.3)
    shine = glare * profile.glare_strength
    keep = (1 - share) * (1 - shine)
    lift = share * profile.veil * (1 - shine) + 255.0 * shine
    arr *= keep[..., None] if arr.ndim == 3 else keep
    arr += lift[..., None] if arr.ndim == 3 else lift
    arr = _sleeve_strip(arr, profile, margins, side)
    arr = _newton_rings(arr, profile, side)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    return arr


def degrade_heldout9(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout9Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout9 scanner look (``Heldout9Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size and mode; MFP pages are black and white.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    tint = None
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    g0, g1 = rng.uniform(-10, 0), rng.uniform(0, 8)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    snrng = np.random.default_rng(side.getrandbits(64))
    mode = image.mode
    w, h = image.size
    gradient = np.linspace(g0, g1, w, dtype=np.float32)
    if profile.look == "sleeve":
        arr = _sleeve_page(image, profile, side, nrng, snrng, tint, gradient)
        out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
        paper = int(profile.paper * (1 - profile.haze) + profile.veil * profile.haze)
        fill = (paper,) * 3 if mode == "RGB" else paper
        return out.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)
    # The MFP: grey optics, then black and white.
    grey = np.asarray(image.convert("L"), dtype=np.float32)
    black = 16.0
    grey = black + grey * (profile.paper - black) / 255.0
    grey += gradient[None, :] * 0.5
    grey += nrng.standard_normal(grey.shape, dtype=np.float32) * profile.noise
    skew = float(np.clip(angle * profile.skew, -1.45, 1.45))
    optics = _to_image(grey).filter(ImageFilter.GaussianBlur(profile.blur))
    optics = optics.rotate(skew, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    bw = _mfp_page(np.asarray(optics, dtype=np.float32), profile, side)
    out = _to_image(bw)
    return out.convert("RGB") if mode == "RGB" else out


def finish_heldout9(
    sheet: Image.Image, profile: Heldout9Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout9 scanner: in its sleeve (haze, weld line,
    reflections), or the MFP's white with what specks survive its encoder."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    grey = np.asarray(sheet.convert("L"), dtype=np.float32)
    if profile.look == "sleeve":
        white = _to_image(np.clip(grey - (grey.mean() - 255.0), 0, 255)).convert(sheet.mode)
        zero = np.zeros(w, dtype=np.float32)
        arr = _sleeve_page(white, profile, side, snrng, snrng, None, zero, paper_only=True)
        return _to_image(arr).convert(sheet.mode)
    grey = np.clip(grey - (grey.mean() - profile.paper), 0, 255)
    return _to_image(_mfp_page(grey, profile, side)).convert(sheet.mode)


# ---------------------------------------------------------------- heldout10 scanner profile


@dataclass(frozen=True)
class Heldout10Profile:
    """The tenth held-out slice's scanners: a home inkjet print scanned on a
    cheap CIS flatbed, and a phone photo of the sheet lying on the desk.

    Each file comes through one ``look``. "inkjet": the applicant printed the
    document at home on a cheap inkjet with partly clogged nozzles and the
    clerk scanned the print on a contact-image-sensor flatbed (200 to 300 dpi,
    JPEG quality 50 to 78, 4:2:0 chroma): thin white horizontal streaks at a
    regular pitch of 2 to 5 mm through the printed matter only (a missing
    pixel row or two, strong in some bands of the page and weak in others),
    the print head's banding as faint lighter and darker horizontal bands of
    ink, ink feathered into the plain paper (strokes a little spread, their
    edges fuzzy and fibrous), inkjet black that is never quite black, a
    slight misregistration of the colour planes on colour pages (a fringe of
    half a pixel to a pixel and a half), and the CIS's shallow depth of
    field: a horizontal band 12 to 40 mm high where the paper lifted off the
    glass comes out soft and a little darker; about a fifth of these files
    are saved in grey although scanned in colour. "desk": a quick phone
    photo of the sheet on the desk, not cropped by any app (200 to 300 dpi
    equivalent, the sheet itself never below about 200, JPEG quality 60 to
    85): the sheet fills 85 to 93 % of the frame with wood, laminate or a
    grey mat round it and the sheet's soft shadow on it; a keystone of 2 to
    6 % (one side shorter) and a tilt of under 2.5 degrees; a gentle
    cylindrical curl lifting one edge (3 to 10 mm), so lines bow a little and
    the lifted strip is foreshortened and shaded; window light from one side
    (10 to 25 % darker at the far side) and the soft shadow of the phone or
    hand over one corner; motion blur of at most 1.2 pixels in one direction,
    the phone's sharpening, noise and white balance. Phone photos take the
    desk look; bilevel TIFF is always an inkjet print scanned at 300 dpi.
    Only the heldout10 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "inkjet"  # inkjet | desk
    jpeg_quality: int = 70
    paper: int = 244  # the sheet's white as the scanner or phone saw it
    black: float = 40.0  # inkjet black on plain paper, or the photo's black
    noise: float = 2.5
    blur: float = 0.45
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # scanned in colour, saved in grey
    skew: float = 0.7  # share of the drawn skew kept
    # inkjet: the print
    pitch_mm: float = 3.0  # the clogged nozzles' streaks: one every pitch_mm
    streak_px: float = 1.0  # each streak's height, pixels
    streak_loss: float = 0.0  # share of the ink missing in a strong band; 0: no streaks
    weak_share: float = 0.4  # share of the bands where the streaks are weak
    band_mm: float = 12.0  # the height of the bands of strong or weak streaks
    banding: float = 0.0  # the print head's lighter and darker bands, share of the ink
    feather: float = 0.0  # ink spread radius, pixels; 0: none
    misregister: float = 0.0  # colour planes' offset, pixels (colour pages)
    # inkjet: the CIS scanner
    dof_at: float = 0.5  # the lifted band's centre, fraction of the height
    dof_mm: float = 0.0  # its height; 0: none
    dof_blur: float = 1.0  # its blur radius, pixels
    dof_dark: float = 0.0  # the light it loses
    # desk
    fill: float = 0.9  # the sheet's size, fraction of the frame
    keystone: float = 0.0  # how much shorter the short side is, fraction
    short_side: str = "top"  # top | bottom | left | right
    curl_side: str = "right"  # the lifted edge
    curl: float = 0.0  # its lift, fraction of the sheet's width
    curl_extent: float = 0.25  # the curled strip, fraction of the sheet
    desk: str = "wood"  # wood | laminate | mat
    window: str = "left"  # the side the light comes from
    window_light: float = 0.0  # the light lost at the far side
    hand: str = ""  # "" | top-left | top-right | bottom-left | bottom-right
    hand_shadow: float = 0.0  # the light the shadow takes away at its core
    motion: float = 0.0  # motion blur length, pixels (at most 1.2)
    motion_angle: float = 0.0  # its direction, radians
    sharpen: int = 0  # the phone's unsharp-mask percent
    cast: tuple[float, float, float] = (1.0, 1.0, 1.0)  # the phone's white balance


def heldout10_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout10Profile:
    """One file's heldout10 scanner, drawn from ``side`` only (never the shared rngs)."""
    if kind == "tiff":
        look = "inkjet"
    elif photo:
        look = "desk"
    else:
        look = side.choices(("inkjet", "desk"), weights=(60, 40))[0]
    inkjet = look == "inkjet"
    if kind == "tiff":
        dpi = 300
    elif std_dpi >= 250:
        dpi = side.choice((250, 300)) if inkjet else 300  # small print: never below 250 dpi
    elif inkjet:
        dpi = side.choice((200, 240, 300))
    else:
        dpi = side.choice((240, 300))  # the sheet at 85 to 93 %: about 200 dpi or more
    return Heldout10Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=side.randrange(50, 79) if inkjet else side.randrange(60, 86),
        paper=side.randrange(236, 251) if inkjet else side.randrange(226, 246),
        black=side.uniform(34.0, 58.0) if inkjet else side.uniform(26.0, 44.0),
        noise=side.uniform(1.2, 2.8) if inkjet else side.uniform(2.0, 4.0),
        blur=side.uniform(0.3, 0.55) if inkjet else side.uniform(0.35, 0.65),
        threshold=side.randrange(140, 161),
        grey=inkjet and kind != "tiff" and side.random() < 0.2,
        skew=side.uniform(0.4, 0.9) if inkjet else side.uniform(0.3, 0.8),
        pitch_mm=side.uniform(2.0, 5.0),
        streak_px=side.choice((1.0, 1.0, 1.5, 2.0)) if dpi >= 250 else 1.0,
        streak_loss=side.uniform(0.7, 0.95) if inkjet else 0.0,
        weak_share=side.uniform(0.2, 0.6),
        band_mm=side.uniform(8.0, 20.0),
        banding=side.uniform(0.04, 0.12) if inkjet else 0.0,
        feather=side.uniform(0.5, 0.9) * dpi / 200 if inkjet else 0.0,
        misregister=side.uniform(0.5, 1.5) * dpi / 300 if inkjet else 0.0,
        dof_at=side.uniform(0.1, 0.9),
        dof_mm=side.uniform(12.0, 40.0) if inkjet and side.random() < 0.75 else 0.0,
        dof_blur=side.uniform(0.7, 1.4) * dpi / 200,
        dof_dark=side.uniform(0.02, 0.07),
        fill=side.uniform(0.85, 0.93),
        keystone=side.uniform(0.02, 0.06) if not inkjet else 0.0,
        short_side=side.choices(("top", "bottom", "left", "right"), weights=(45, 25, 15, 15))[0],
        curl_side=side.choice(("right", "left", "bottom", "top")),
        curl=side.uniform(0.015, 0.045) if not inkjet else 0.0,
        curl_extent=side.uniform(0.15, 0.35),
        desk=side.choice(("wood", "wood", "laminate", "mat")),
        window=side.choice(("left", "right", "top", "bottom")),
        window_light=side.uniform(0.1, 0.25) if not inkjet else 0.0,
        hand=side.choice(("top-left", "top-right", "bottom-left", "bottom-right"))
        if not inkjet and side.random() < 0.8
        else "",
        hand_shadow=side.uniform(0.15, 0.35),
        motion=side.uniform(0.2, 1.2) if not inkjet else 0.0,
        motion_angle=side.uniform(0.0, np.pi),
        sharpen=side.randrange(40, 110) if not inkjet else 0,
        cast=(side.uniform(0.98, 1.03), 1.0, side.uniform(0.9, 1.02)),
    )


def _band_rows(h: int, dpi: int, at: float, height_mm: float, soft_mm: float) -> np.ndarray:
    """A soft-edged horizontal band in [0, 1], one value a row."""
    mm = dpi / 25.4
    y = np.arange(h, dtype=np.float32)
    half = height_mm * mm / 2
    return np.clip((half - np.abs(y - at * h)) / max(1.0, soft_mm * mm) + 0.5, 0, 1)


def _inkjet_rows(h: int, profile: Heldout10Profile, side: random.Random) -> np.ndarray:
    """The share of its ink each row keeps: clogged-nozzle streaks and head banding."""
    mm = profile.dpi / 25.4
    y = np.arange(h, dtype=np.float32)
    keep = np.ones(h, dtype=np.float32)
    if profile.streak_loss:
        pitch = profile.pitch_mm * mm
        phase = side.uniform(0, pitch)
        d = np.mod(y - phase, pitch)
        d = np.minimum(d, pitch - d)
        dip = np.clip(profile.streak_px / 2 + 0.5 - d, 0, 1)
        # Some bands of the page show the streaks strongly, others faintly.
        band = profile.band_mm * mm
        n = int(h / band) + 2
        strength = np.array(
            [
                side.uniform(0.25, 0.5) if side.random() < profile.weak_share else 1.0
                for _ in range(n)
            ],
            dtype=np.float32,
        )
        start = side.uniform(0, band)
        loss = strength[((y + start) / band).astype(np.int64)] * profile.streak_loss
        keep *= 1 - loss * dip
    if profile.banding:
        period = side.uniform(6.0, 14.0) * mm  # the head's passes
        wave = np.sin(2 * np.pi * y / period + side.uniform(0, 2 * np.pi))
        coarse = np.array([side.uniform(-1, 1) for _ in range(int(h / (period * 0.7)) + 3)])
        slow = np.interp(y / (period * 0.7), np.arange(coarse.size), coarse).astype(np.float32)
        keep *= 1 + profile.banding * (0.5 * wave + 0.7 * slow)
    return keep


def _shift_plane(plane: np.ndarray, dx: float, dy: float) -> np.ndarray:
    """A 0 to 255 float plane moved by a fraction of a pixel (bilinear), edges kept."""
    img = Image.fromarray(np.clip(plane, 0, 255).astype(np.uint8), "L")
    moved = img.transform(
        img.size, Image.Transform.AFFINE, (1, 0, -dx, 0, 1, -dy), Image.Resampling.BILINEAR
    )
    return np.asarray(moved, dtype=np.float32)


def _inkjet_print(
    arr: np.ndarray, profile: Heldout10Profile, side: random.Random, snrng: np.random.Generator
) -> np.ndarray:
    """The ink (0: none, 255: full) a cheap inkjet put on plain paper for page ``arr``."""
    h, w = arr.shape[:2]
    ink = 255.0 - arr
    if profile.misregister and ink.ndim == 3:
        # The colour planes land a little apart: coloured fringes on colour pages.
        for ch in (0, 2):
            a = side.uniform(0, 2 * np.pi)
            r = profile.misregister * side.uniform(0.6, 1.0)
            ink[..., ch] = _shift_plane(ink[..., ch], r * np.cos(a), r * np.sin(a))
    if profile.feather:
        # The ink wicks along the paper's fibres: strokes a little spread, ragged.
        mode = "RGB" if ink.ndim == 3 else "L"
        img = Image.fromarray(np.clip(ink, 0, 255).astype(np.uint8), mode)
        spread = np.asarray(img.filter(ImageFilter.GaussianBlur(profile.feather)), np.float32)
        fibres = 0.45 + 0.9 * _low_field(snrng, h, w, 2)
        fibres *= 0.8 + 0.4 * _low_field(snrng, h, w, 9)
        spread *= fibres[..., None] if ink.ndim == 3 else fibres
        np.maximum(ink, spread, out=ink)
    # The clogged nozzles' rows and the head's bands, over the spread strokes: what
    # wicks into a missing row is too little to close it.
    rows = _inkjet_rows(h, profile, side)
    ink *= rows[:, None, None] if ink.ndim == 3 else rows[:, None]
    return np.clip(ink, 0, 255)


def _cis_band(arr: np.ndarray, profile: Heldout10Profile, paper_only: bool = False) -> np.ndarray:
    """Where the paper lifted off the CIS's glass: a soft, slightly darker band."""
    if not profile.dof_mm:
        return arr
    h = arr.shape[0]
    band = _band_rows(h, profile.dpi, profile.dof_at, profile.dof_mm, 9.0)
    rows = np.flatnonzero(band > 0)
    if not rows.size:
        return arr
    a, b = int(rows[0]), int(rows[-1]) + 1
    if not paper_only:
        part = _to_image(arr[a:b])
        soft = np.asarray(part.filter(ImageFilter.GaussianBlur(profile.dof_blur)), np.float32)
        m = band[a:b, None, None] if arr.ndim == 3 else band[a:b, None]
        arr[a:b] = arr[a:b] * (1 - m) + soft * m
    dark = 1 - profile.dof_dark * band
    arr *= dark[:, None, None] if arr.ndim == 3 else dark[:, None]
    return arr


def _curl_inverse(
    a_seen: np.ndarray,
    b_seen: np.ndarray,
    length: float,
    across: float,
    profile: Heldout10Profile,
    focal: float,
) -> tuple[np.ndarray, np.ndarray]:
    """Undo the page curl along axis ``a`` (the lifted edge at ``a == length``).

    The curled strip rises as a parabola; seen from the phone it is magnified
    about the centre by its height and foreshortened along ``a``. Returns the
    flat sheet's coordinates of the seen points.
    """
    a0 = length * (1 - profile.curl_extent)
    span = length - a0
    lift = profile.curl * across
    ca, cb = length / 2, across / 2

    def height(x: np.ndarray) -> np.ndarray:
        t = np.clip((x - a0) / span, 0, None)
        return lift * t * t

    x = a_seen.copy()
    for _ in range(6):
        m = focal / (focal - height(x))
        x = ca + (a_seen - ca) / m
    m = focal / (focal - height(x))
    b = cb + (b_seen - cb) / m
    # Arc length of the parabola from the curl's start: the sheet's own coordinate.
    k = 2 * lift / (span * span)
    d = np.clip(x - a0, 0, None)
    kd = k * d
    arc = (kd * np.sqrt(1 + kd * kd) + np.arcsinh(kd)) / (2 * k) if k else d
    a = np.where(x > a0, a0 + arc, x)
    return a, b


def _mesh_cells(
    xs: np.ndarray, ys: np.ndarray, u: np.ndarray, v: np.ndarray
) -> list[tuple[tuple[int, int, int, int], tuple[float, ...]]]:
    """PIL MESH data from a grid: each output cell between ``xs`` and ``ys``
    and the source quad its corners map to (``u``, ``v`` at the grid's
    points, row by row); empty cells at the edges are left out."""
    data = []
    for j in range(len(ys) - 1):
        for i in range(len(xs) - 1):
            box = (int(xs[i]), int(ys[j]), int(xs[i + 1]), int(ys[j + 1]))
            if box[2] <= box[0] or box[3] <= box[1]:
                continue
            quad = (
                u[j, i],
                v[j, i],
                u[j + 1, i],
                v[j + 1, i],
                u[j + 1, i + 1],
                v[j + 1, i + 1],
                u[j, i + 1],
                v[j, i + 1],
            )
            data.append((box, tuple(float(c) for c in quad)))
    return data


def _desk_mesh(
    w: int, h: int, quad: Sequence[tuple[float, float]], profile: Heldout10Profile
) -> list[tuple[tuple[int, int, int, int], tuple[float, ...]]]:
    """PIL MESH data: each frame cell and the sheet quad it shows (keystone and curl)."""
    coeffs = _perspective_coefficients(quad, [(0, 0), (w, 0), (w, h), (0, h)])
    ca, cb, cc, cd, ce, cf, cg, ch = coeffs
    cell = max(16, w // 60)
    xs = np.arange(0, w + cell, cell, dtype=np.float64)
    ys = np.arange(0, h + cell, cell, dtype=np.float64)
    xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
    gx, gy = np.meshgrid(xs, ys)
    den = cg * gx + ch * gy + 1
    u, v = (ca * gx + cb * gy + cc) / den, (cd * gx + ce * gy + cf) / den
    if profile.curl:
        focal = 1.25 * h
        side = profile.curl_side
        if side in ("left", "right"):
            a = u if side == "right" else w - u
            a, b = _curl_inverse(a, v, float(w), float(h), profile, focal)
            u, v = (a if side == "right" else w - a), b
        else:
            a = v if side == "bottom" else h - v
            a, b = _curl_inverse(a, u, float(h), float(w), profile, focal)
            v, u = (a if side == "bottom" else h - a), b
    data = _mesh_cells(xs, ys, u, v)
    return data


def _desk_quad(
    w: int, h: int, profile: Heldout10Profile, angle: float, side: random.Random
) -> list[tuple[float, float]]:
    """Where the sheet's corners lie in the frame: reduced, keystoned, tilted, off-centre."""
    fill = profile.fill
    for _ in range(8):
        sw, sh = w * fill, h * fill
        x0, y0 = -sw / 2, -sh / 2
        corners = [[x0, y0], [-x0, y0], [-x0, -y0], [x0, -y0]]  # tl, tr, br, bl
        k = profile.keystone
        pinch = {
            "top": ((0, 1), 0, k * sw / 2),
            "bottom": ((3, 2), 0, k * sw / 2),
            "left": ((0, 3), 1, k * sh / 2),
            "right": ((1, 2), 1, k * sh / 2),
        }[profile.short_side]
        (p, q), axis, amount = pinch
        corners[p][axis] += amount
        corners[q][axis] -= amount
        t = np.deg2rad(angle)
        cos, sin = np.cos(t), np.sin(t)
        rot = [(x * cos - y * sin, x * sin + y * cos) for x, y in corners]
        xs, ys = [x for x, _ in rot], [y for _, y in rot]
        room_x = w / 2 - max(max(xs), -min(xs)) - 0.012 * w
        room_y = h / 2 - max(max(ys), -min(ys)) - 0.012 * h
        if room_x > 0 and room_y > 0:
            break
        fill -= 0.01
    ox = side.uniform(-1, 1) * max(0.0, room_x) * 0.7
    oy = side.uniform(-1, 1) * max(0.0, room_y) * 0.7
    return [(w / 2 + ox + x, h / 2 + oy + y) for x, y in rot]


_DESKS = {
    "wood": ((150, 106, 68), (112, 76, 50), (178, 138, 96)),
    "laminate": ((206, 200, 190), (188, 186, 182), (222, 216, 204)),
    "mat": ((88, 90, 94), (70, 74, 78), (104, 104, 100)),
}


def _desk_texture(
    h: int, w: int, profile: Heldout10Profile, side: random.Random, nrng: np.random.Generator
) -> np.ndarray:
    """The desk round the sheet: wood grain, speckled laminate or a plain grey mat (RGB)."""
    base = np.array(side.choice(_DESKS[profile.desk]), dtype=np.float32)
    small_h, small_w = max(8, h // 8), max(8, w // 8)
    if profile.desk == "wood":
        # Grain: long streaks along the boards, bending a little round the knots.
        along_x = side.random() < 0.5
        yy, xx = np.mgrid[0:small_h, 0:small_w].astype(np.float32)
        across, along = (yy, xx) if along_x else (xx, yy)
        warp = _low_field(nrng, small_h, small_w, 40) * side.uniform(1.0, 2.5)
        period = side.uniform(5.0, 12.0)
        grain = 0.5 + 0.5 * np.sin(2 * np.pi * (across / period + warp))
        n_fibres = int(across.max()) + 2
        fibres = nrng.random(n_fibres).astype(np.float32)[across.astype(np.int64)]
        slow = _low_field(nrng, small_h, small_w, 60)
        tone = 0.8 + 0.09 * grain**3 + 0.07 * fibres + 0.08 * slow
    elif profile.desk == "laminate":
        tone = 0.95 + 0.05 * _low_field(nrng, small_h, small_w, 2)
    else:
        tone = 0.95 + 0.05 * _low_field(nrng, small_h, small_w, 30)
    img = Image.fromarray(np.clip(tone * 200, 0, 255).astype(np.uint8), "L").resize(
        (w, h), Image.Resampling.BILINEAR
    )
    tone = np.asarray(img, dtype=np.float32) / 200.0
    return tone[..., None] * base


def _hand_shadow(h: int, w: int, profile: Heldout10Profile, side: random.Random) -> np.ndarray:
    """The soft shadow of the phone or hand over one corner: the light lost, (h, w)."""
    if not profile.hand:
        return np.zeros((1, 1), dtype=np.float32)
    sh, sw = max(8, h // 16), max(8, w // 16)
    vert, horiz = profile.hand.split("-")
    cx = (0.0 if horiz == "left" else 1.0) + side.uniform(-0.08, 0.08)
    cy = (0.0 if vert == "top" else 1.0) + side.uniform(-0.06, 0.06)
    rx, ry = side.uniform(0.3, 0.45), side.uniform(0.2, 0.32)
    tilt = side.uniform(-0.6, 0.6)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    x, y = xx / (sw - 1) - cx, (yy / (sh - 1) - cy) * h / w
    u = x * np.cos(tilt) + y * np.sin(tilt)
    v = -x * np.sin(tilt) + y * np.cos(tilt)
    r = np.sqrt((u / rx) ** 2 + (v / ry) ** 2)
    core = np.clip((1.25 - r) / 0.55, 0, 1)  # a wide penumbra: the light is diffuse
    core = core * core * (3 - 2 * core)
    small = Image.fromarray((core * profile.hand_shadow).astype(np.float32), "F")
    return np.asarray(small.resize((w, h), Image.Resampling.BILINEAR), dtype=np.float32)


def _motion_kernel(length: float, angle: float) -> ImageFilter.Kernel:
    """A 3x3 kernel smearing a pixel along a segment of ``length`` pixels (at most 1.2)."""
    k = np.zeros((3, 3), dtype=np.float64)
    for t in np.linspace(-0.5, 0.5, 17):
        x, y = t * length * np.cos(angle), t * length * np.sin(angle)
        x0, y0 = int(np.floor(x)), int(np.floor(y))
        fx, fy = x - x0, y - y0
        for dy, wy in ((0, 1 - fy), (1, fy)):
            for dx, wx in ((0, 1 - fx), (1, fx)):
                k[1 + y0 + dy, 1 + x0 + dx] += wx * wy
    k /= k.sum()
    return ImageFilter.Kernel((3, 3), [float(c) for c in k.ravel()], scale=1)


def _desk_photo(
    arr: np.ndarray,
    profile: Heldout10Profile,
    side: random.Random,
    nrng: np.random.Generator,
    snrng: np.random.Generator,
    gradient: np.ndarray,
    angle: float,
) -> Image.Image:
    """A sheet (float, paper tone applied) photographed on the desk: same size and mode."""
    h, w = arr.shape[:2]
    colour = arr.ndim == 3
    mode = "RGB" if colour else "L"
    # The curled strip turns away from the light: a little darker towards its edge.
    if profile.curl:
        vertical = profile.curl_side in ("left", "right")
        n = w if vertical else h
        t = np.clip(
            (np.arange(n, dtype=np.float32) / n - (1 - profile.curl_extent)) / profile.curl_extent,
            0,
            1,
        )
        if profile.curl_side in ("left", "top"):
            t = t[::-1]
        shade = 1 - side.uniform(0.03, 0.09) * t * t
        shade2 = shade[None, :] if vertical else shade[:, None]
        arr *= shade2[..., None] if colour else shade2
    sheet = _to_image(arr)
    quad = _desk_quad(w, h, profile, angle * profile.skew, side)
    mesh = _desk_mesh(w, h, quad, profile)
    seen = sheet.transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC)
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32) / 255.0
    desk = _desk_texture(h, w, profile, side, snrng)
    if not colour:
        desk = desk @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    # The sheet's soft shadow on the desk, away from the window.
    far = {"left": (1, 0), "right": (-1, 0), "top": (0, 1), "bottom": (0, -1)}[profile.window]
    off = max(2, w // 250)
    cast = mask_img.filter(ImageFilter.GaussianBlur(max(2.0, w / 300))).transform(
        (w, h), Image.Transform.AFFINE, (1, 0, -far[0] * off, 0, 1, -far[1] * off), fillcolor=0
    )
    drop = 1 - 0.35 * np.asarray(cast, dtype=np.float32) / 255.0
    desk *= drop[..., None] if colour else drop
    frame = np.asarray(seen, dtype=np.float32)
    m = mask[..., None] if colour else mask
    frame = frame * m + desk * (1 - m)
    # Window light from one side, the phone's or hand's shadow over one corner.
    ramp = np.broadcast_to(_side_ramp(h, w, profile.window), (h, w))
    light = 1 - profile.window_light * (1 - ramp)
    if profile.hand:
        light = light * (1 - _hand_shadow(h, w, profile, side))
    frame *= light[..., None] if colour else light
    frame += gradient[None, :, None] * 0.5 if colour else gradient[None, :] * 0.5
    if colour:
        frame *= np.array(profile.cast, dtype=np.float32)
    frame += nrng.standard_normal(frame.shape, dtype=np.float32) * profile.noise
    out = _to_image(frame)
    if out.mode != mode:
        out = out.convert(mode)
    if profile.motion:
        out = out.filter(_motion_kernel(min(profile.motion, 1.2), profile.motion_angle))
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.4, percent=profile.sharpen, threshold=3))
    return out


def degrade_heldout10(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout10Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout10 scanner look (``Heldout10Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; its mode too, but for a file saved in
    grey (``profile.grey``), whose pages come out grey.
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    tint = None
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    g0, g1 = rng.uniform(-10, 0), rng.uniform(0, 8)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    snrng = np.random.default_rng(side.getrandbits(64))
    mode = image.mode
    w, h = image.size
    gradient = np.linspace(g0, g1, w, dtype=np.float32)
    arr = np.array(image, dtype=np.float32)
    if profile.look == "desk":
        arr *= (profile.paper - profile.black) / 255.0
        arr += profile.black
        if tint is not None and arr.ndim == 3:
            arr *= tint
        return _desk_photo(arr, profile, side, nrng, snrng, gradient, angle)
    # The home print: ink on plain paper, then the CIS flatbed.
    ink = _inkjet_print(arr, profile, side, snrng)
    ink *= (profile.paper - profile.black) / 255.0
    arr = profile.paper - ink
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.4 if arr.ndim == 3 else gradient[None, :] * 0.4
    arr = _cis_band(arr, profile)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    fill = (profile.paper,) * 3 if mode == "RGB" else profile.paper
    out = out.rotate(
        angle * profile.skew, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill
    )
    return out.convert("L") if profile.grey else out


def finish_heldout10(
    sheet: Image.Image, profile: Heldout10Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout10 scanner: the CIS's paper with its darker
    lifted band, or the sheet photographed on the desk (curl, light, shadow)."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
    if profile.look == "desk":
        zero = np.zeros(w, dtype=np.float32)
        return _desk_photo(arr, profile, side, snrng, snrng, zero, side.uniform(-2.0, 2.0))
    arr = _cis_band(arr, profile, paper_only=True)
    arr += snrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise * 0.4
    out = _to_image(arr)
    return out.convert("L") if profile.grey else out


# ---------------------------------------------------------------- heldout11 scanner profile


@dataclass(frozen=True)
class Heldout11Profile:
    """The eleventh held-out slice's scanners: phone photos forwarded over
    WhatsApp, and a fast sheet-fed duplex office scanner.

    Each file comes through one ``look``. "whatsapp": the clerk received the
    pages as phone photos forwarded over WhatsApp. The phone's camera app
    found the sheet and cropped to it, so no desk shows but for a thin sliver
    of the table on one or two edges (a wedge where the crop missed the
    sheet's edge); the sheet keeps a residual keystone of 1 to 4 % and a
    tilt of under 2 degrees, uneven light (one side 8 to 22 % darker, a soft
    blotch, vignetting), the phone's white balance, noise, noise reduction
    and sharpening halo. WhatsApp then scaled the long side to 1600 px (2048
    px on newer versions, always for small print): 137 or 175 dpi on A4;
    JPEG quality 55 to 75 with 4:2:0 chroma, a third of them forwarded again
    (encoded twice, at a quality a few points apart). A fifth are
    screenshots of the received photo (1080, 1170 or 1440 px wide screens:
    131, 142 or 174 dpi, the received picture rescaled to the screen) with
    a strip of the status bar, a few pixels high, left at the top.
    "duplex": a fast sheet-fed duplex office scanner (200 to 300 dpi, JPEG
    quality 60 to 85): the back side's print showing through faintly,
    mirrored (text-like lines or the page itself, 3 to 8 % of its ink); one
    thin vertical line down the whole page from dust on the glass (dark, or
    light where the dust sits on the calibration strip); the sheet stretched
    1 to 3 % along the feed where the rollers slipped, unevenly down the
    page; a skew of under 1.2 degrees; a staple in the top-left corner (70 %)
    and the two holes of a removed one near it (60 %); a dog-eared corner
    showing the back's grey and the scanner's backing (30 %); a quarter
    saved in grey. Phone photos take the whatsapp look; bilevel TIFF is
    always the duplex scanner at 300 dpi. Nothing covers printed matter: the
    crop, the stretch, the staple and the dog-ear keep to the page's empty
    margins. Only the heldout11 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "duplex"  # whatsapp | duplex
    jpeg_quality: int = 70  # the file's (last) JPEG quality
    paper: int = 244  # the sheet's white as the scanner or phone saw it
    black: float = 30.0
    noise: float = 2.0
    blur: float = 0.45
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # scanned in colour, saved in grey (duplex)
    skew: float = 0.3  # share of the drawn skew kept
    max_tilt: float = 1.15  # degrees, whatever the drawn skew
    # whatsapp: the photo
    keystone: float = 0.0  # residual perspective: how much shorter the short side is
    short_side: str = "top"  # top | bottom | left | right
    slivers: tuple[str, ...] = ()  # the edges where the table shows
    sliver_mm: float = 0.6  # the sliver's narrowest width
    table: tuple[int, int, int] = (96, 70, 50)  # the table's colour in the sliver
    light_from: str = "left"
    falloff: float = 0.0  # the light lost at the far side
    blotch: float = 0.0  # a soft uneven patch of light, share
    vignette: float = 0.0
    cast: tuple[float, float, float] = (1.0, 1.0, 1.0)
    chroma_noise: float = 0.0
    sharpen: int = 0  # the phone's unsharp-mask percent
    sharpen_radius: float = 1.4
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save
    screenshot: bool = False
    photo_dpi: int = 0  # the received WhatsApp picture's resolution (screenshots); 0: dpi
    status_px: int = 0  # the status bar's strip left at the top
    status: tuple[int, int, int] = (0, 0, 0)
    # duplex: the sheet
    show: float = 0.0  # show-through: share of the back's ink
    show_kind: str = "bars"  # bars | mirror
    staple: bool = False
    holes: bool = False
    dog_ear: str = ""  # "" | top-right | bottom-right | bottom-left
    dog_mm: float = 10.0
    backing: int = 228  # the feeder's backing, seen where the sheet is not
    # duplex: the scanner
    stretch: float = 0.0  # the extra length along the feed, share
    slip_at: float = 0.5  # where the rollers slipped most, fraction of the height
    slip: float = 0.5  # share of the stretch in the slip
    line: str = ""  # "" | dark | light: the dust line
    line_at: float = 0.5  # its place, fraction of the width
    line_px: float = 1.0  # its width
    line_strength: float = 0.0


_H11_TABLES = (
    (96, 70, 50),  # dark wood
    (150, 112, 78),  # light wood
    (118, 118, 122),  # grey desk
    (52, 64, 92),  # blue cloth
    (34, 34, 36),  # black desk
    (178, 164, 138),  # beige counter
)
_H11_STATUS = ((0, 0, 0), (11, 20, 26), (18, 18, 18), (246, 246, 246))
_H11_A4_IN = (A4_MM[0] / 25.4, A4_MM[1] / 25.4)


def heldout11_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout11Profile:
    """One file's heldout11 scanner, drawn from ``side`` only (never the shared rngs)."""
    if kind == "tiff":
        look = "duplex"
    elif photo:
        look = "whatsapp"
    else:
        look = side.choices(("whatsapp", "duplex"), weights=(45, 55))[0]
    if look == "duplex":
        dpi = 300 if kind == "tiff" or std_dpi >= 250 else side.choice((200, 240, 300))
        sides = ("top", "bottom", "left", "right")
        return Heldout11Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 86),
            paper=side.randrange(238, 253),
            black=side.uniform(18.0, 42.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            threshold=side.randrange(140, 161),
            grey=kind != "tiff" and side.random() < 0.25,
            skew=side.uniform(0.15, 0.4),
            max_tilt=1.15,
            short_side=side.choice(sides),
            show=side.uniform(0.03, 0.08),
            show_kind=side.choice(("bars", "bars", "mirror")),
            staple=side.random() < 0.7,
            holes=side.random() < 0.6,
            dog_ear=side.choice(("top-right", "bottom-right", "bottom-left"))
            if side.random() < 0.3
            else "",
            dog_mm=side.uniform(7.0, 15.0),
            backing=side.choice((side.randrange(214, 238), side.randrange(190, 214))),
            stretch=side.uniform(0.01, 0.03),
            slip_at=side.uniform(0.15, 0.85),
            slip=side.uniform(0.3, 0.7),
            line=side.choice(("dark", "dark", "light")),
            line_at=side.uniform(0.04, 0.96),
            line_px=side.choice((1.0, 1.0, 1.5, 2.0)) * dpi / 250,
            line_strength=side.uniform(0.35, 0.7),
        )
    # WhatsApp: small print always comes at 2048 px, never as a screenshot.
    small = std_dpi >= 250
    screenshot = not small and side.random() < 0.2
    long_side = 2048 if small else side.choice((1600, 1600, 1600, 2048))
    photo_dpi = round(long_side / _H11_A4_IN[1])
    dpi = photo_dpi
    if screenshot:
        dpi = round(side.choice((1080, 1080, 1170, 1440)) / _H11_A4_IN[0])
    quality = side.randrange(55, 76)
    forwarded = side.random() < 0.35
    before = min(75, max(55, quality + side.choice((-1, 1)) * side.randrange(2, 8)))
    if kind == "png":  # the file is the picture itself, saved losslessly
        encodes = (before,) if screenshot else (before, quality) if forwarded else (quality,)
    else:  # the file's own save is WhatsApp's last encoding
        encodes = (before,) if screenshot or forwarded else ()
    edges = ("top", "bottom", "left", "right")
    first = side.choice(edges)
    slivers = (
        (first,) if side.random() < 0.6 else (first, side.choice([e for e in edges if e != first]))
    )
    warm = side.random() < 0.6
    return Heldout11Profile(
        dpi=dpi,
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(212, 240),
        black=side.uniform(30.0, 55.0),
        noise=side.uniform(1.8, 3.5),
        blur=side.uniform(0.3, 0.55),
        threshold=150,
        skew=side.uniform(0.3, 0.65),
        max_tilt=1.9,
        keystone=side.uniform(0.01, 0.04),
        short_side=side.choices(edges, weights=(50, 20, 15, 15))[0],
        slivers=slivers,
        sliver_mm=side.uniform(0.3, 1.5),
        table=side.choice(_H11_TABLES),
        light_from=side.choice(edges),
        falloff=side.uniform(0.08, 0.22),
        blotch=side.uniform(0.02, 0.06),
        vignette=side.uniform(0.04, 0.12),
        cast=(side.uniform(1.0, 1.03), side.uniform(0.96, 0.99), side.uniform(0.86, 0.94))
        if warm
        else (side.uniform(0.96, 0.99), 1.0, side.uniform(0.99, 1.04)),
        chroma_noise=side.uniform(1.0, 3.0),
        sharpen=side.randrange(60, 141),
        sharpen_radius=side.uniform(1.0, 1.8),
        encodes=encodes,
        screenshot=screenshot,
        photo_dpi=photo_dpi if screenshot else 0,
        status_px=side.randrange(2, 8) if screenshot else 0,
        status=side.choice(_H11_STATUS),
    )


def _h11_jpeg(image: Image.Image, quality: int) -> Image.Image:
    """One JPEG round trip with 4:2:0 chroma, as a phone or WhatsApp encodes."""
    buf = io.BytesIO()
    image.save(buf, "JPEG", quality=quality, subsampling="4:2:0")
    buf.seek(0)
    out = Image.open(buf)
    out.load()
    return out.convert(image.mode)


def _h11_margins(arr: np.ndarray) -> dict[str, int]:
    """The page's empty margins, pixels (nothing darker than a light grey)."""
    grey = arr.mean(axis=2) if arr.ndim == 3 else arr
    return _empty_margins(grey, 200.0)


def _h11_tilt(angle: float, profile: Heldout11Profile) -> float:
    return float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))


def _h11_fit_axis(
    low: np.ndarray, high: np.ndarray, size: int, low_sliver: float, high_sliver: float
) -> tuple[float, float]:
    """Scale and offset of one axis: the sheet's low and high edges (each two corner
    coordinates) meet the frame's edges, or stand ``sliver`` inside it (None: overflow)."""
    lo = low.min() if low_sliver >= 0 else low.max()
    hi = high.max() if high_sliver >= 0 else high.min()
    t_lo = low_sliver if low_sliver >= 0 else 0.0
    t_hi = size - high_sliver if high_sliver >= 0 else float(size)
    scale = (t_hi - t_lo) / (hi - lo)
    return scale, t_lo - scale * lo


def _h11_sheet_quad(
    w: int, h: int, profile: Heldout11Profile, tilt: float, margins: dict[str, int], jitter: float
) -> np.ndarray:
    """Where the sheet's corners (tl, tr, br, bl) lie in the auto-cropped frame.

    The crop fits the sheet but for a thin sliver of the table on
    ``profile.slivers`` (a wedge no wider than 3 mm more at one end than at the
    other); on the other edges the sheet runs a little past the frame, never by
    more than its empty margin. The lines of print keep the tilt, the sheet's
    other edges a share of it (the corners' residual error, a slight shear);
    tilt and keystone shrink until everything fits."""
    mm = profile.dpi / 25.4
    edges = ("top", "bottom", "left", "right")
    allow = {e: max(0.0, margins[e] - 1.5 * mm) for e in edges}
    sliver = {e: (profile.sliver_mm * mm * jitter if e in profile.slivers else -1.0) for e in edges}
    k = profile.keystone
    t_h = t_v = np.deg2rad(tilt)  # the slope of the horizontal and of the vertical edges
    for _ in range(16):
        c = np.array([[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]])
        pinch = {
            "top": ((0, 1), 0, k * w / 2),
            "bottom": ((3, 2), 0, k * w / 2),
            "left": ((0, 3), 1, k * h / 2),
            "right": ((1, 2), 1, k * h / 2),
        }[profile.short_side]
        (p, q), axis, amount = pinch
        c[p, axis] += amount
        c[q, axis] -= amount
        c = np.stack([c[:, 0] - np.sin(t_v) * c[:, 1], c[:, 1] + np.sin(t_h) * c[:, 0]], axis=1)
        c += np.array([w / 2, h / 2])
        sx, ax = _h11_fit_axis(c[[0, 3], 0], c[[1, 2], 0], w, sliver["left"], sliver["right"])
        sy, ay = _h11_fit_axis(c[[0, 1], 1], c[[3, 2], 1], h, sliver["top"], sliver["bottom"])
        quad = np.stack([ax + sx * c[:, 0], ay + sy * c[:, 1]], axis=1)
        ends = {
            "left": quad[[0, 3], 0],
            "right": w - quad[[1, 2], 0],
            "top": quad[[0, 1], 1],
            "bottom": h - quad[[3, 2], 1],
        }
        over = [e for e in edges if e not in profile.slivers and -ends[e].min() > allow[e] + 0.5]
        wide = [e for e in profile.slivers if np.ptp(ends[e]) > 3.0 * mm]
        if not over and not wide:
            return quad
        if over:
            k, t_h, t_v = k * 0.7, t_h * 0.7, t_v * 0.7
        for e in wide:
            if e in ("left", "right"):
                t_v *= 0.7
                k *= 0.7 if profile.short_side in ("top", "bottom") else 1.0
            else:
                t_h *= 0.7
                k *= 0.7 if profile.short_side in ("left", "right") else 1.0
    return quad


def _h11_photo(
    arr: np.ndarray,
    profile: Heldout11Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
) -> Image.Image:
    """The sheet (float RGB, paper tone applied) as the phone's camera app cropped it,
    then through the phone's processing: an RGB image of the same size."""
    h, w = arr.shape[:2]
    margins = _h11_margins(arr)
    quad = _h11_sheet_quad(w, h, profile, tilt, margins, side.uniform(0.7, 1.3))
    coeffs = _perspective_coefficients([tuple(p) for p in quad], [(0, 0), (w, 0), (w, h), (0, h)])
    sheet = _to_image(arr)
    seen = np.asarray(
        sheet.transform((w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC),
        dtype=np.float32,
    )
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32)[..., None] / 255.0
    # The table in the sliver: out of focus, darker next to the sheet (its shadow).
    table = np.array(profile.table, dtype=np.float32)
    tone = 0.9 + 0.2 * _low_field(nrng, h, w, max(8, w // 40))
    near = np.asarray(mask_img.filter(ImageFilter.GaussianBlur(max(2.0, w / 250))), np.float32)
    tone *= 1 - 0.35 * near / 255.0
    frame = seen * mask + (tone[..., None] * table) * (1 - mask)
    # Uneven light: one side darker, a soft blotch, vignetting; the white balance.
    ramp = np.broadcast_to(_side_ramp(h, w, profile.light_from), (h, w))
    light = 1 - profile.falloff * (1 - ramp) ** 1.3
    light = light * (1 + profile.blotch * (2 * _low_field(nrng, h, w, max(8, w // 3)) - 1))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2
    light = light * (1 - profile.vignette * 2 * r2)
    frame *= light[..., None]
    frame += gradient[None, :, None] * 0.5
    frame *= np.array(profile.cast, dtype=np.float32)
    # Sensor noise, and the blotchy chroma noise phones leave after noise reduction.
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    chroma_img = [
        Image.fromarray(chroma[..., i], "F").resize((w, h), Image.Resampling.BILINEAR)
        for i in range(3)
    ]
    frame += np.stack([np.asarray(c, dtype=np.float32) for c in chroma_img], axis=2)
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(
            ImageFilter.UnsharpMask(
                radius=profile.sharpen_radius, percent=profile.sharpen, threshold=2
            )
        )
    return out


def _h11_status_bar(
    image: Image.Image, profile: Heldout11Profile, side: random.Random
) -> Image.Image:
    """A screenshot cropped just below the status bar: a few rows of it left at the top."""
    n = profile.status_px
    if not n:
        return image
    w, h = image.size
    out = Image.new("RGB", (w, h), profile.status)
    out.paste(image.crop((0, 0, w, h - n)), (0, n))
    arr = np.array(out)
    # The bottoms of the clock's digits and of the icons, white or black on the bar.
    ink = (255, 255, 255) if sum(profile.status) < 300 else (30, 30, 30)
    unit = max(2, w // 160)
    x = side.randrange(unit * 3, unit * 8)
    for _ in range(4):  # the clock
        arr[max(0, n - 2) : n, x : x + unit] = ink
        x += side.randrange(unit * 2, unit * 3)
    x = w - side.randrange(unit * 4, unit * 8)
    for _ in range(side.randrange(2, 5)):  # the icons at the right
        width = side.randrange(unit * 2, unit * 5)
        arr[max(0, n - side.randrange(1, 3)) : n, x - width : x] = ink
        x -= width + side.randrange(unit, unit * 3)
    return Image.fromarray(arr, "RGB")


def _h11_whatsapp(
    arr: np.ndarray,
    profile: Heldout11Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
) -> Image.Image:
    """The photo, WhatsApp's encodings and, for a screenshot, the viewer's rescale
    and the status bar's strip. ``arr``: float RGB with the paper tone applied."""
    h, w = arr.shape[:2]
    work = arr
    if profile.screenshot and profile.photo_dpi and profile.photo_dpi != profile.dpi:
        # The received picture had its own resolution; the viewer scaled it to the screen.
        r = profile.photo_dpi / profile.dpi
        size = (max(8, round(w * r)), max(8, round(h * r)))
        work = np.asarray(_to_image(arr).resize(size, Image.Resampling.LANCZOS), np.float32)
        gradient = np.interp(
            np.linspace(0, 1, size[0]), np.linspace(0, 1, gradient.size), gradient
        ).astype(np.float32)
    out = _h11_photo(work, profile, tilt, side, nrng, gradient)
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
        if out.size != (w, h):
            out = out.resize((w, h), Image.Resampling.BILINEAR)
    if out.size != (w, h):
        out = out.resize((w, h), Image.Resampling.BILINEAR)
    return _h11_status_bar(out, profile, side)


def _h11_back_bars(h: int, w: int, dpi: int, side: random.Random, strength: float) -> np.ndarray:
    """The back page's print seen through the sheet: mirrored text-like lines
    (ragged on the left, as a left-aligned page turned over), in [0, 1]."""
    from PIL import ImageDraw

    mm = dpi / 25.4
    img = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(img)
    right = w - side.uniform(15, 25) * mm  # the back's left margin, mirrored
    left = side.uniform(15, 25) * mm
    y = side.uniform(15, 30) * mm
    pitch = side.uniform(4.2, 6.0) * mm
    xh = side.uniform(1.4, 2.0) * mm
    while y < h - 20 * mm:
        r = side.random()
        if r < 0.12:  # a blank line between paragraphs
            y += pitch
            continue
        heading = r < 0.18
        end = left + side.uniform(0.0, 0.35 if side.random() < 0.2 else 0.04) * (right - left)
        x = right - (side.uniform(0, 15) * mm if side.random() < 0.15 else 0)  # an indent
        tone = 255 if heading else side.randrange(150, 230)
        while x > end:
            word = side.uniform(3.0, 16.0) * mm * (1.3 if heading else 1.0)
            draw.rectangle(
                (max(end, x - word), y, x, y + xh * (1.3 if heading else 1.0)), fill=tone
            )
            x -= word + side.uniform(1.2, 2.2) * mm
        y += pitch * (1.5 if heading else 1.0)
    img = img.filter(ImageFilter.GaussianBlur(max(1.0, 0.5 * mm)))
    return np.asarray(img, dtype=np.float32) / 255.0 * strength


def _h11_back_mirror(
    grey: np.ndarray, dpi: int, side: random.Random, strength: float
) -> np.ndarray:
    """The page itself turned over and a little out of register, as the back, in [0, 1]."""
    mm = dpi / 25.4
    ink = (255.0 - grey[:, ::-1]) / 255.0
    dy, dx = round(side.uniform(-3, 3) * mm), round(side.uniform(-2, 2) * mm)
    ink = np.roll(ink, (dy, dx), axis=(0, 1))
    img = Image.fromarray(np.clip(ink * 255, 0, 255).astype(np.uint8), "L")
    img = img.filter(ImageFilter.GaussianBlur(max(1.0, 0.55 * mm)))
    return np.asarray(img, dtype=np.float32) / 255.0 * strength * 0.85


def _h11_blank_spot(
    ink: np.ndarray, x0: int, y0: int, x1: int, y1: int, box: tuple[int, int], side: random.Random
) -> tuple[int, int] | None:
    """A place for a ``box`` (w, h) inside the region whose pixels hold no ink."""
    bw, bh = box
    tries = []
    for _ in range(24):
        x = side.randrange(x0, max(x0 + 1, x1 - bw))
        y = side.randrange(y0, max(y0 + 1, y1 - bh))
        tries.append((int(ink[y : y + bh, x : x + bw].sum()), x, y))
    best = min(tries)
    return (best[1], best[2]) if best[0] == 0 else None


def _h11_staple(
    img: Image.Image, ink: np.ndarray, profile: Heldout11Profile, side: random.Random, mirror: bool
) -> Image.Image:
    """A staple in the top-left corner (top-right seen from the back: its clinched legs)
    and the two holes of one taken out nearby; only where nothing is printed."""
    from PIL import ImageDraw

    mm = profile.dpi / 25.4
    w, h = img.size
    colour = img.mode == "RGB"
    draw = ImageDraw.Draw(img)

    def px(v: float) -> tuple[int, ...] | int:
        v = int(np.clip(v, 0, 255))
        return (v, v, v) if colour else v

    def flip(x: float) -> float:
        return w - 1 - x if mirror else x

    region = int(32 * mm)
    sub = ink[:region, w - region :] if mirror else ink[:region, :region]
    sub = sub[:, ::-1] if mirror else sub
    crown = 12.7 * mm
    if profile.staple:
        a = np.deg2rad(side.uniform(25, 60))
        bw, bh = int(crown * np.cos(a)) + 6, int(crown * np.sin(a)) + 6
        spot = _h11_blank_spot(sub, int(3 * mm), int(3 * mm), region, region, (bw, bh), side)
        if spot is not None:
            x, y = spot[0] + 3, spot[1] + bh - 3
            ends = [(x, y), (x + crown * np.cos(a), y - crown * np.sin(a))]
            pts = [(flip(px_), py) for px_, py in ends]
            width = max(2, round(0.75 * mm))
            off = max(1, round(0.25 * mm))
            shadow = [(p[0] + off, p[1] + off) for p in pts]
            draw.line(shadow, fill=px(profile.paper * 0.62), width=width)
            if mirror:  # the clinched legs: two short bars bent towards each other
                for (sx, sy), (tx, ty) in ((pts[0], pts[1]), (pts[1], pts[0])):
                    mx, my = sx + (tx - sx) * 0.3, sy + (ty - sy) * 0.3
                    draw.line([(sx, sy), (mx, my)], fill=px(120), width=width)
                    draw.line([(sx, sy), (mx, my)], fill=px(205), width=max(1, width // 3))
            else:
                draw.line(pts, fill=px(112), width=width)
                draw.line(pts, fill=px(210), width=max(1, width // 3))
    if profile.holes:
        a = np.deg2rad(side.uniform(20, 70))
        r = max(1.0, side.uniform(0.3, 0.4) * mm)
        bw, bh = int(crown * np.cos(a) + 3 * r) + 2, int(crown * np.sin(a) + 3 * r) + 2
        spot = _h11_blank_spot(sub, int(2 * mm), int(2 * mm), region, region, (bw, bh), side)
        if spot is not None:
            x, y = spot[0] + 1.5 * r, spot[1] + bh - 1.5 * r
            for hx, hy in ((x, y), (x + crown * np.cos(a), y - crown * np.sin(a))):
                hx = flip(hx)
                draw.ellipse(
                    (hx - r * 1.5, hy - r * 1.5, hx + r * 1.5, hy + r * 1.5),
                    fill=px(profile.paper * 0.9),
                )
                draw.ellipse((hx - r, hy - r, hx + r, hy + r), fill=px(side.randrange(60, 120)))
    return img


def _h11_dog_ear(
    arr: np.ndarray, ink: np.ndarray, profile: Heldout11Profile, side: random.Random
) -> np.ndarray:
    """A corner folded over: the corner itself gone (the feeder's backing shows) and
    the flap lying on the page with the back's grey; kept inside the empty corner."""
    from PIL import ImageDraw

    if not profile.dog_ear:
        return arr
    mm = profile.dpi / 25.4
    h, w = arr.shape[:2]
    corner = profile.dog_ear
    leg = profile.dog_mm * mm
    lx, ly = leg * side.uniform(0.8, 1.2), leg * side.uniform(0.8, 1.2)
    local = ink[::-1] if "bottom" in corner else ink
    local = local[:, ::-1] if "right" in corner else local
    for _ in range(10):
        # The flap: the corner triangle reflected across the fold line x/lx + y/ly = 1.
        n2 = 1 / lx**2 + 1 / ly**2
        rx, ry = 2 / lx / n2, 2 / ly / n2
        bx, by = int(max(lx, rx)) + 3, int(max(ly, ry)) + 3
        if not local[:by, :bx].any():
            break
        lx, ly = lx * 0.8, ly * 0.8
    else:
        return arr
    mask = Image.new("L", (bx, by), 0)
    draw = ImageDraw.Draw(mask)
    draw.polygon([(0, 0), (lx, 0), (0, ly)], fill=1)  # the corner, gone
    draw.polygon([(lx, 0), (0, ly), (rx, ry)], fill=2)  # the flap
    edge = Image.new("L", (bx, by), 0)
    ImageDraw.Draw(edge).line([(lx, 0), (rx, ry), (0, ly)], fill=255, width=max(1, round(0.3 * mm)))
    edge = edge.filter(ImageFilter.GaussianBlur(max(1.0, 0.3 * mm)))
    m, e = np.asarray(mask), np.asarray(edge, dtype=np.float32) / 255.0
    if "bottom" in corner:
        m, e = m[::-1], e[::-1]
    if "right" in corner:
        m, e = m[:, ::-1], e[:, ::-1]
    ys = slice(h - by, h) if "bottom" in corner else slice(0, by)
    xs = slice(w - bx, w) if "right" in corner else slice(0, bx)
    part = arr[ys, xs]
    back = profile.paper * side.uniform(0.84, 0.92)
    gone, flap = m == 1, m == 2
    if part.ndim == 3:
        gone, flap = gone[..., None], flap[..., None]
    part = np.where(gone, float(profile.backing), part)
    part = np.where(flap, back, part)
    shade = 1 - 0.3 * e * (m != 1)
    part = part * (shade[..., None] if part.ndim == 3 else shade)
    arr[ys, xs] = part
    return arr


def _h11_feed(
    image: Image.Image,
    profile: Heldout11Profile,
    tilt: float,
    margins: dict[str, int],
    fill: int | tuple[int, ...],
) -> Image.Image:
    """The sheet through the feeder: stretched along the feed where the rollers
    slipped (the extra length lost off the empty top and bottom margins) and skewed."""
    w, h = image.size
    mm = profile.dpi / 25.4
    allow_top = max(0.0, margins["top"] - 1.5 * mm)
    allow_bottom = max(0.0, margins["bottom"] - 1.5 * mm)
    stretch = min(profile.stretch, (allow_top + allow_bottom) / h)
    # Output rows per source row: 1 + e(v), most of it where the rollers slipped.
    pad = int(0.06 * h)
    v = np.arange(-pad, h + pad + 1, dtype=np.float64)
    bump = np.exp(-0.5 * ((v / h - profile.slip_at) / 0.12) ** 2)
    bump /= bump[pad : pad + h].mean()
    e = stretch * (1 - profile.slip + profile.slip * bump)
    g = np.concatenate([[0.0], np.cumsum(1 / (1 + e[:-1]))])
    g -= g[pad]
    lost = h - g[pad + h]
    top = max(0.0, lost - allow_bottom)
    g += min(top, allow_top)
    t = np.deg2rad(tilt)
    cos, sin = np.cos(t), np.sin(t)
    cell = max(16, w // 70)
    xs = np.arange(0, w + cell, cell, dtype=np.float64)
    ys = np.arange(0, h + cell, cell, dtype=np.float64)
    xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
    gx, gy = np.meshgrid(xs, ys)
    cx, cy = w / 2, h / 2
    u = cx + (gx - cx) * cos + (gy - cy) * sin
    vv = cy - (gx - cx) * sin + (gy - cy) * cos
    src_y = np.interp(vv, v, g)
    data = _mesh_cells(xs, ys, u, src_y)
    return image.transform(
        (w, h), Image.Transform.MESH, data, Image.Resampling.BICUBIC, fillcolor=fill
    )


def _h11_dust_line(
    arr: np.ndarray, profile: Heldout11Profile, nrng: np.random.Generator
) -> np.ndarray:
    """Dust on the glass: a thin line down the whole page, darker or lighter."""
    if not profile.line:
        return arr
    h, w = arr.shape[:2]
    x = profile.line_at * (w - 1)
    cols = np.arange(w, dtype=np.float32)
    across = np.clip(profile.line_px / 2 + 0.5 - np.abs(cols - x), 0, 1)
    a, b = int(np.flatnonzero(across)[0]), int(np.flatnonzero(across)[-1]) + 1
    along = 0.85 + 0.3 * _low_field(nrng, h, 1, max(4, h // 60))[:, :1]
    m = (profile.line_strength * along * across[None, a:b]).astype(np.float32)
    part = arr[:, a:b]
    m = m[..., None] if part.ndim == 3 else m
    if profile.line == "dark":
        arr[:, a:b] = part * (1 - m * 0.75)
    else:
        arr[:, a:b] = part + (profile.paper - part) * m
    return arr


def _h11_sheet(
    arr: np.ndarray,
    grey_in: np.ndarray,
    profile: Heldout11Profile,
    side: random.Random,
    back: bool,
) -> np.ndarray:
    """The sheet as it enters the feeder: show-through, staple, holes, dog-ear."""
    h, w = arr.shape[:2]
    ink = grey_in < 200
    if profile.show:
        strength = profile.show * (0.7 if back else 1.0)
        if profile.show_kind == "mirror" and not back:
            seen = _h11_back_mirror(grey_in, profile.dpi, side, strength)
        else:
            seen = _h11_back_bars(h, w, profile.dpi, side, strength)
        arr *= (1 - seen)[..., None] if arr.ndim == 3 else 1 - seen
    if profile.staple or profile.holes:
        img = _h11_staple(_to_image(arr), ink, profile, side, mirror=back)
        arr = np.asarray(img, dtype=np.float32).copy()
    if profile.dog_ear:
        corner = profile.dog_ear
        if back:  # seen from the back, the same corner is on the other side
            corner = corner.replace("right", "L").replace("left", "right").replace("L", "left")
        arr = _h11_dog_ear(arr, ink, _h11_replace(profile, dog_ear=corner), side)
    return arr


def _h11_replace(profile: Heldout11Profile, **changes: object) -> Heldout11Profile:
    from dataclasses import replace

    return replace(profile, **changes)  # type: ignore[arg-type]


def _standard_draws(
    image: Image.Image, style: ScanStyle, rng: random.Random
) -> tuple[np.random.Generator, np.ndarray | None, np.ndarray, float]:
    """The draws ``degrade`` makes of ``rng``, in its order, all made first.

    The noise generator, the paper's colour tint (colour styles only), the
    gradient across the page's width and the sheet's skew angle: a scanner
    that makes exactly these keeps every later draw of the shared ``rng``
    the standard path's (heldout11 to heldout13).
    """
    nrng = np.random.default_rng(rng.getrandbits(64))
    tint = None
    if style.colour:
        tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.9, 0.97)], dtype=np.float32)
    g0, g1 = rng.uniform(-10, 0), rng.uniform(0, 8)
    angle = rng.uniform(0.5, style.max_skew) * rng.choice((-1, 1))
    return nrng, tint, np.linspace(g0, g1, image.size[0], dtype=np.float32), angle


def _camera_finish(
    frame: np.ndarray,
    profile: Heldout12Profile | Heldout13Profile | Heldout14Profile,
    nrng: np.random.Generator,
    *,
    shaken: Callable[[Image.Image], Image.Image] | None = None,
    developed: Callable[[Image.Image], Image.Image] | None = None,
) -> Image.Image:
    """A phone's picture from its linear ``frame`` (h x w x 3): sensor noise,
    chroma noise at a third of the resolution, the lens's blur, and the JPEG
    encodings ``profile.encodes`` lists (the heldout12 tablet, the heldout13
    monitor photo, the heldout14 desk photo). ``shaken`` acts before the
    blur (a hand's motion), ``developed`` after it (the phone's own
    processing, before the JPEG)."""
    h, w = frame.shape[:2]
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    out = _to_image(frame)
    if shaken is not None:
        out = shaken(out)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if developed is not None:
        out = developed(out)
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def degrade_heldout11(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout11Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout11 scanner look (``Heldout11Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; a WhatsApp photo comes out in colour
    whatever the input, a duplex file saved in grey (``profile.grey``) in grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    mode = image.mode
    w, h = image.size
    tilt = _h11_tilt(angle, profile)
    if profile.look == "whatsapp":
        arr = np.array(image.convert("RGB"), dtype=np.float32)
        arr = profile.black + arr * (profile.paper - profile.black) / 255.0
        if tint is not None:
            arr *= tint
        return _h11_whatsapp(arr, profile, tilt, side, nrng, gradient)
    arr = np.array(image, dtype=np.float32)
    grey_in = arr.mean(axis=2) if arr.ndim == 3 else arr.copy()
    margins = _h11_margins(arr)
    arr = profile.black + arr * (profile.paper - profile.black) / 255.0
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr = _h11_sheet(arr, grey_in, profile, side, back=False)
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    fill = (profile.backing,) * 3 if mode == "RGB" else profile.backing
    fed = _h11_feed(_to_image(arr), profile, tilt, margins, fill)
    arr = np.asarray(fed, dtype=np.float32).copy()
    arr = _h11_dust_line(arr, profile, nrng)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    return out.convert("L") if profile.grey else out


def finish_heldout11(
    sheet: Image.Image, profile: Heldout11Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout11 scanner: photographed and sent over
    WhatsApp, or an empty back side through the duplex feeder (the front's print
    showing through, the staple's clinched legs, the dust line)."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
    if profile.look == "whatsapp":
        rgb = np.repeat(arr[..., None], 3, axis=2) if arr.ndim == 2 else arr
        zero = np.zeros(w, dtype=np.float32)
        tilt = _h11_tilt(side.uniform(-3.0, 3.0), profile)
        return _h11_whatsapp(rgb, profile, tilt, side, snrng, zero)
    white = np.full((h, w), 255.0, dtype=np.float32)
    arr = _h11_sheet(arr, white, profile, side, back=True)
    arr = _h11_dust_line(arr, _h11_replace(profile, line_at=1 - profile.line_at), snrng)
    arr += snrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise * 0.4
    out = _to_image(arr)
    return out.convert("L") if profile.grey else out


# ---------------------------------------------------------------- heldout12 scanner profile


@dataclass(frozen=True)
class Heldout12Profile:
    """The twelfth held-out slice's scanners: a production document scanner's
    compressed PDF, a fax server, and the counter's tablet camera.

    Each file comes through one ``look``. "mrc": a high-volume document
    scanner at 300 dpi saving compressed PDF (mixed raster content): a
    bilevel foreground mask at the full resolution (whatever is clearly
    darker, or lighter, than its surroundings: text, rules, the edges of
    bars), its colours kept at 50 to 75 dpi, over a background JPEG at 75 to
    120 dpi (quality 22 to 45), so coloured areas are soft and blocky, text
    edges hard, and the edges of coloured text carry a halo (the text's
    anti-aliased rim left in the background) and colour fringes (the coarse
    foreground colours bleeding across neighbouring strokes); the automatic
    deskew turns the page past square, 0.15 to 0.8 degrees against the
    sheet's skew, the corners it uncovers filled white or left as the black
    backing; a faint vertical roller mark, 1.5 to 4 mm wide and a few grey
    levels deep, darker once every turn of the roller.
    "fax": a fax received by a fax server, either the server's own image
    (204 dpi, pure black and white) or printed and rescanned at 200 or 300
    dpi in grey. The sender's machine read the page in standard (204 x 98
    dpi, every row doubled when stretched back to square pixels) or fine
    mode (204 x 196), with a slight skew, and thresholded it: strokes clearly
    darker or lighter than their surroundings black or white, flat areas
    black, white or, in between, an ordered dither. A header line at the top
    of every page, in the machine's band above the page ("DE: <sender>",
    phone, date and time, "PAG 01/03", counted on along the file); two to
    seven thin dropout rows per page (white, or the row before repeated);
    one to three bands where the sender's feed ran fast, squeezed 3 to 9 %
    (the page ends a little early, white below). Small print is always fine
    mode; bilevel TIFF is always a fax, in fine mode.
    "tablet": phone photos, taken with the counter's tablet under
    fluorescent light: the sheet 86 to 94 % of the frame on the counter, a
    keystone of 1 to 3 % and a tilt under 2 degrees, mild barrel distortion,
    soft horizontal flicker bands (the tube's 120 Hz against the rolling
    shutter), a cool bluish cast, low contrast (blacks at 55 to 80, paper at
    198 to 222), noise and chroma noise, the camera's noise reduction, JPEG
    quality 70 to 85 (a PNG file was the JPEG once). The frame is 2048,
    2592 or 3264 px high (175, 222 or 279 dpi on A4; small print never at
    2048). Only the heldout12 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "mrc"  # mrc | fax | tablet
    jpeg_quality: int = 85  # the file's JPEG quality
    paper: int = 244
    black: float = 24.0
    noise: float = 1.6
    blur: float = 0.4
    threshold: int = 150  # bilevel TIFF
    skew: float = 0.6  # share of the drawn skew the sheet keeps (fax sender, tablet)
    max_tilt: float = 2.0  # degrees, whatever the drawn skew
    # mrc: the scanner
    overshoot: float = 0.4  # degrees the deskew turns past square, against the skew
    edge_fill: str = "white"  # white | black: the corners the deskew uncovers
    roller_at: float = 0.5  # the roller mark's place, fraction of the width
    roller_mm: float = 2.5  # its width
    roller_strength: float = 5.0  # grey levels at its darkest
    roller_period_mm: float = 48.0  # one turn of the roller
    # mrc: the compression
    contrast: float = 56.0  # how much darker or lighter than around it a pixel goes in the mask
    bg_dpi: int = 100  # the background layer's resolution
    bg_quality: int = 32  # its JPEG quality
    fg_dpi: int = 50  # the foreground colours' resolution
    fg_quality: int = 40
    # fax
    fine: bool = True  # 204 x 196 dpi; standard: 204 x 98
    rescanned: bool = False  # printed and scanned again (grey) instead of the server's image
    fax_black: int = 100  # flat areas darker than this come out black
    fax_white: int = 180  # lighter than this white; dithered between
    fax_contrast: float = 38.0  # strokes this much darker or lighter than around them
    header: str = ""  # the sender's header: "left|right", {p} and {t} the page and total
    fax_first: int = 1  # the file's first page in the transmission
    fax_total: int = 1  # pages the transmission announced
    header_mm: float = 2.4  # the header's type size
    dropouts: int = 4  # thin lost rows per page
    squeezes: tuple[tuple[float, float, float], ...] = ()  # (top, height, squeeze), shares
    rescan_tilt: float = 0.0  # degrees, the printed fax on the clerk's scanner
    # tablet
    fill: float = 0.9  # the sheet's height, share of the frame
    keystone: float = 0.02  # how much shorter the top edge is
    counter: tuple[int, int, int] = (196, 196, 190)
    barrel: float = 0.02
    flicker: float = 0.05  # the bands' amplitude, share of the light
    flicker_bands: float = 4.0  # bands per frame height
    flicker_phase: float = 0.0
    cast: tuple[float, float, float] = (0.92, 0.98, 1.04)
    vignette: float = 0.05
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H12_SENDERS = (
    "DESPACHANTE CENTRAL",
    "ESCRIT. CONTABIL PAMPA",
    "CONTAB ASSESSORIA LTDA",
    "RECEPCAO",
    "FINANCEIRO",
    "ADMINISTRATIVO",
    "DESP. AVENIDA",
    "ASSESSORIA VEICULAR",
    "FAX SERVIDOR",
    "SETOR PESSOAL",
    "ESCRITORIO",
)
_H12_MONTHS = ("JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ")
_H12_COUNTERS = (
    (196, 196, 190),  # grey laminate
    (214, 212, 204),  # white formica
    (184, 170, 146),  # beige counter
    (92, 92, 98),  # dark grey mat
    (138, 104, 74),  # wood
)
_H12_FAX_X = 204  # the fax's dots per inch across


def _h12_header(side: random.Random) -> str:
    """The sending machine's header line: sender, phone, date and time, page count."""
    from datetime import date, timedelta

    day = date(2026, 1, 20) + timedelta(days=side.randrange(0, 400))
    hh, mi = side.randrange(7, 19), side.randrange(60)
    ddd = side.choice((51, 51, 51, 53, 54, 55, 61, 62, 11))
    phone = side.choice(
        (
            f"{ddd} 3{side.randrange(100, 999)} {side.randrange(1000, 9999)}",
            f"+55 {ddd} 3{side.randrange(100, 999)}-{side.randrange(1000, 9999)}",
            f"({ddd}) 3{side.randrange(100, 999)}.{side.randrange(1000, 9999)}",
        )
    )
    sender = side.choice(_H12_SENDERS)
    mon = _H12_MONTHS[day.month - 1]
    style = side.randrange(4)
    if style == 0:
        return f"{day:%d/%m/%Y} {hh:02d}:{mi:02d}   DE: {sender}   FAX {phone}|PAG {{p}}/{{t}}"
    if style == 1:
        return f"DE: {phone}  {sender}   {day:%d}-{mon}-{day:%y} {hh:02d}:{mi:02d}|PAG {{p}}/{{t}}"
    if style == 2:
        return f"{mon} {day:%d} {day:%Y} {hh:02d}:{mi:02d}  DE:{sender}  {phone}  PAG {{p}}/{{t}}|"
    return f"DE: {sender}  TEL/FAX {phone}|{day:%d.%m.%y}  {hh:02d}h{mi:02d}  PAG. {{p}}/{{t}}"


def heldout12_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout12Profile:
    """One file's heldout12 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "tablet"
    elif kind == "tiff":
        look = "fax"
    else:
        look = side.choices(("mrc", "fax"), weights=(60, 40) if kind == "scan_pdf" else (50, 50))[0]
    if look == "mrc":
        return Heldout12Profile(
            dpi=300,
            look=look,
            jpeg_quality=side.randrange(80, 93),
            paper=side.randrange(240, 253),
            black=side.uniform(14.0, 34.0),
            noise=side.uniform(1.0, 2.2),
            blur=side.uniform(0.35, 0.55),
            threshold=side.randrange(140, 161),
            overshoot=side.uniform(0.15, 0.8),
            edge_fill="black" if side.random() < 0.25 else "white",
            roller_at=side.uniform(0.06, 0.94),
            roller_mm=side.uniform(1.5, 4.0),
            roller_strength=side.uniform(3.0, 8.0),
            roller_period_mm=side.uniform(38.0, 60.0),
            contrast=side.uniform(48.0, 64.0),
            bg_dpi=side.choice((75, 100, 100, 100, 120)),
            bg_quality=side.randrange(22, 46),
            fg_dpi=side.choice((50, 50, 60, 75)),
            fg_quality=side.randrange(30, 56),
        )
    if look == "fax":
        rescanned = side.random() < (0.4 if kind == "tiff" else 0.5)
        fine = small or kind == "tiff" or side.random() < 0.45
        dpi = _H12_FAX_X
        if rescanned:
            dpi = 300 if small or kind == "tiff" else side.choice((200, 300))
        halftone = side.random() < 0.35  # the sender's photo mode: a wider dithered range
        first = 1 if side.random() < 0.65 else side.randrange(2, 7)
        n_squeeze = side.choice((1, 1, 2, 3))
        squeezes = []
        for _ in range(n_squeeze):
            height = side.uniform(0.04, 0.14)
            squeezes.append((side.uniform(0.02, 0.96 - height), height, side.uniform(0.03, 0.09)))
        return Heldout12Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 83) if rescanned else side.randrange(86, 95),
            paper=side.randrange(232, 249) if rescanned else 255,
            black=side.uniform(20.0, 48.0) if rescanned else 0.0,
            noise=side.uniform(1.2, 3.0) if rescanned else 0.0,
            blur=side.uniform(0.4, 0.7) * dpi / 250 if rescanned else 0.0,
            threshold=side.randrange(140, 161),
            skew=side.uniform(0.15, 0.45),
            max_tilt=1.0,
            fine=fine,
            rescanned=rescanned,
            fax_black=side.randrange(60, 80) if halftone else side.randrange(95, 116),
            fax_white=side.randrange(200, 216) if halftone else side.randrange(168, 186),
            fax_contrast=side.uniform(32.0, 44.0),
            header=_h12_header(side),
            fax_first=first,
            fax_total=first - 1 + side.choice((1, 2, 3, 3, 4, 5, 6, 8)),
            header_mm=side.uniform(2.1, 2.8),
            dropouts=side.randrange(2, 8),
            squeezes=tuple(squeezes),
            rescan_tilt=side.uniform(-0.8, 0.8) if rescanned else 0.0,
        )
    long_side = side.choice((2592, 2592, 3264) if small else (2048, 2592, 2592, 3264))
    quality = side.randrange(70, 86)
    return Heldout12Profile(
        dpi=round(long_side / (A4_MM[1] / 25.4)),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(198, 223),
        black=side.uniform(55.0, 80.0),
        noise=side.uniform(3.0, 5.0),
        blur=side.uniform(0.45, 0.75),
        threshold=150,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        fill=side.uniform(0.86, 0.94),
        keystone=side.uniform(0.01, 0.03),
        counter=side.choice(_H12_COUNTERS),
        barrel=side.uniform(0.01, 0.03),
        flicker=side.uniform(0.03, 0.08),
        flicker_bands=side.uniform(2.5, 7.0),
        flicker_phase=side.uniform(0.0, 2 * np.pi),
        cast=(side.uniform(0.9, 0.94), side.uniform(0.97, 0.99), side.uniform(1.02, 1.06)),
        vignette=side.uniform(0.03, 0.08),
        chroma_noise=side.uniform(1.5, 3.0),
        encodes=(quality,) if kind == "png" else (),
    )


class _H12Pager:
    """Which page of its file each fax page is: counted per file's ``side`` generator
    (a new generator, a new file), so a file's pages read PAG 01, 02, 03..."""

    def __init__(self) -> None:
        from weakref import WeakKeyDictionary

        self.seen: WeakKeyDictionary[random.Random, int] = WeakKeyDictionary()

    def next(self, side: random.Random) -> int:
        n = self.seen.get(side, 0)
        self.seen[side] = n + 1
        return n


_H12_PAGER = _H12Pager()


def _h12_box(a: np.ndarray, r: int) -> np.ndarray:
    """The mean over the (2r+1)-pixel square round each pixel of a 2-D array."""
    k = 2 * r + 1
    p = np.pad(a.astype(np.float64), ((r + 1, r), (r + 1, r)), mode="edge")
    c = p.cumsum(axis=0)
    c = c[k:] - c[:-k]
    c = c.cumsum(axis=1)
    c = c[:, k:] - c[:, :-k]
    return (c / (k * k)).astype(np.float32)


def _h12_luma(arr: np.ndarray) -> np.ndarray:
    if arr.ndim == 2:
        return arr
    return arr[..., 0] * 0.299 + arr[..., 1] * 0.587 + arr[..., 2] * 0.114


def _h12_jpeg(arr: np.ndarray, quality: int) -> np.ndarray:
    """One JPEG round trip (4:2:0 chroma) of a float image, as float."""
    return np.asarray(_h11_jpeg(_to_image(arr), quality), dtype=np.float32)


def _h12_resize(arr: np.ndarray, size: tuple[int, int], how: Image.Resampling) -> np.ndarray:
    """A float image (2-D or with channels last) resized to ``size`` (w, h)."""
    planes = arr[..., None] if arr.ndim == 2 else arr
    out = np.stack(
        [
            np.asarray(Image.fromarray(planes[..., i], "F").resize(size, how), dtype=np.float32)
            for i in range(planes.shape[2])
        ],
        axis=2,
    )
    return out[..., 0] if arr.ndim == 2 else out


def _h12_layer(
    arr: np.ndarray, weight: np.ndarray, size: tuple[int, int], default: float
) -> np.ndarray:
    """A coarse layer of ``arr``: each cell the mean of its pixels with ``weight``,
    cells with none of them filled from their neighbours, as an encoder fills them."""
    planes = (arr if arr.ndim == 3 else arr[..., None]).astype(np.float32)
    wgt = weight.astype(np.float32)
    s = _h12_resize(planes * wgt[..., None], size, Image.Resampling.BOX)
    c = _h12_resize(wgt, size, Image.Resampling.BOX)
    out = np.where(c[..., None] > 0.02, s / np.maximum(c, 1e-6)[..., None], np.nan)
    for r in (1, 2, 4, 8, 16):
        holes = np.isnan(out[..., 0])
        if not holes.any():
            break
        cs = _h12_box(c, r)
        near = np.stack([_h12_box(s[..., i], r) for i in range(s.shape[2])], axis=2)
        fill = near / np.maximum(cs, 1e-6)[..., None]
        out = np.where((holes & (cs > 1e-4))[..., None], fill, out)
    out = np.where(np.isnan(out), default, out)
    return out if arr.ndim == 3 else out[..., 0]


def _h12_mrc(arr: np.ndarray, profile: Heldout12Profile) -> np.ndarray:
    """The page as the compressed PDF shows it: the full-resolution mask of what
    stands out, in coarse foreground colours, over the coarse background JPEG."""
    h, w = arr.shape[:2]
    grey = _h12_luma(arr)
    mm = profile.dpi / 25.4
    local = _h12_box(grey, max(2, round(1.5 * mm)))
    very = profile.black + 0.3 * (profile.paper - profile.black)
    dark = (grey < local - profile.contrast) | (grey < very)
    light = (grey > local + profile.contrast) & ~dark
    bsize = (
        max(2, round(w * profile.bg_dpi / profile.dpi)),
        max(2, round(h * profile.bg_dpi / profile.dpi)),
    )
    fsize = (
        max(2, round(w * profile.fg_dpi / profile.dpi)),
        max(2, round(h * profile.fg_dpi / profile.dpi)),
    )
    bg = _h12_layer(arr, ~(dark | light), bsize, float(profile.paper))
    bg = _h12_resize(_h12_jpeg(bg, profile.bg_quality), (w, h), Image.Resampling.BILINEAR)
    out = bg
    for mask, default in ((dark, profile.black), (light, float(profile.paper))):
        if not mask.any():
            continue
        fg = _h12_layer(arr, mask, fsize, default)
        fg = _h12_resize(_h12_jpeg(fg, profile.fg_quality), (w, h), Image.Resampling.BILINEAR)
        out = np.where(mask[..., None] if arr.ndim == 3 else mask, fg, out)
    return out


def _h12_roller(
    arr: np.ndarray, profile: Heldout12Profile, nrng: np.random.Generator
) -> np.ndarray:
    """A dirty roller's faint mark down the page, darker once every turn."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    x = profile.roller_at * (w - 1)
    half = profile.roller_mm * mm / 2
    cols = np.arange(w, dtype=np.float32)
    across = np.clip((half + 1.0 - np.abs(cols - x)) / 2.0, 0, 1) ** 1.5
    a = int(max(0, np.floor(x - half - 2)))
    b = int(min(w, np.ceil(x + half + 3)))
    rows = np.arange(h, dtype=np.float32)
    period = profile.roller_period_mm * mm
    turn = np.clip(np.cos(2 * np.pi * rows / period + nrng.uniform(0, 2 * np.pi)), 0, 1) ** 6
    along = 0.6 + 0.25 * _low_field(nrng, h, 1, max(4, h // 30))[:, :1] + 0.6 * turn[:, None]
    m = profile.roller_strength * along * across[None, a:b]
    arr[:, a:b] -= m[..., None] if arr.ndim == 3 else m
    return arr


def _h12_fax_rows(grey: np.ndarray, edges: np.ndarray, fill: float) -> np.ndarray:
    """Each fax row the mean of the source rows between its ``edges`` (fractional);
    rows past the page's end ``fill``."""
    h = grey.shape[0]
    cs = np.concatenate([np.zeros((1, grey.shape[1])), np.cumsum(grey, axis=0, dtype=np.float64)])

    def at(y: np.ndarray) -> np.ndarray:
        y = np.clip(y, 0, h)
        i = np.minimum(np.floor(y).astype(np.int64), h - 1)
        f = (y - i)[:, None]
        return cs[i] + f * (cs[i + 1] - cs[i])

    top, bottom = edges[:-1], edges[1:]
    span = np.clip(bottom, 0, h) - np.clip(top, 0, h)
    out = (at(bottom) - at(top)) / np.maximum(span, 1e-6)[:, None]
    return np.where((span > 0.25)[:, None], out, fill).astype(np.float32)


_H12_BAYER = (
    np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]], dtype=np.float32) + 0.5
) / 16.0


def _h12_header_rows(profile: Heldout12Profile, fw: int, band: int, page: int) -> np.ndarray:
    """The header band at the fax's resolution: True where it is black."""
    from PIL import ImageDraw

    sq = max(4, round(band * _H12_FAX_X / (196 if profile.fine else 98)))
    img = Image.new("L", (fw, sq), 255)
    draw = ImageDraw.Draw(img)
    size = max(8, round(profile.header_mm / 25.4 * _H12_FAX_X * 1.45))
    font = _stamp_font(size, "Anonymous Pro:bold")
    number = profile.fax_first + page
    total = max(profile.fax_total, number)
    left, _, right = profile.header.format(p=f"{number:02d}", t=f"{total:02d}").partition("|")
    margin = round(5 / 25.4 * _H12_FAX_X)
    y = max(0, (sq - size) // 2)
    draw.text((margin, y), left, 0, font=font)
    if right:
        box = draw.textbbox((0, 0), right, font=font)
        draw.text((fw - margin - (box[2] - box[0]), y), right, 0, font=font)
    rows = img.resize((fw, band), Image.Resampling.NEAREST)
    return np.asarray(rows) < 128


def _h12_fax(
    grey: np.ndarray, profile: Heldout12Profile, tilt: float, page: int, side: random.Random
) -> np.ndarray:
    """The page as the fax server received it, back at the page's size: 0 or 255.

    ``grey`` (float, white paper) is read by the sender at 204 dpi across and
    98 or 196 rows an inch, skewed by ``tilt``, its feed running fast in the
    profile's bands, the header put in a band above; thresholded, with dropouts."""
    h, w = grey.shape
    if tilt:
        img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")
        img = img.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=255)
        grey = np.asarray(img, dtype=np.float32)
    mm = profile.dpi / 25.4
    local = _h12_box(grey, max(2, round(1.5 * mm)))
    vres = 196 if profile.fine else 98
    fw = max(8, round(w * _H12_FAX_X / profile.dpi))
    fh = max(8, round(h * vres / profile.dpi))
    band = max(3, round(profile.header_mm * 1.7 * vres / 25.4))
    rows = fh - band
    step = np.full(rows, h / rows, dtype=np.float64)
    for top, height, squeeze in profile.squeezes:
        a, b = int(top * rows), int((top + height) * rows)
        step[a:b] *= 1 + squeeze
    edges = np.concatenate([[0.0], np.cumsum(step)])

    def sample(a: np.ndarray) -> np.ndarray:
        across = np.asarray(
            Image.fromarray(a.astype(np.float32), "F").resize((fw, h), Image.Resampling.BOX),
            dtype=np.float32,
        )
        return _h12_fax_rows(across, edges, 255.0)

    g, loc = sample(grey), sample(local)
    d = profile.fax_contrast
    ink = g < loc - d
    lit = (g > loc + d) & ~ink
    edge = _grow(ink | lit) & ~(ink | lit)
    bayer = np.tile(_H12_BAYER, (rows // 4 + 1, fw // 4 + 1))[:rows, :fw]
    tone = np.clip((g - profile.fax_black) / max(1.0, profile.fax_white - profile.fax_black), 0, 1)
    black = tone < bayer
    black = np.where(edge, g < loc - d / 2, black)
    black = np.where(ink, True, np.where(lit, False, black))
    # Dropouts: a row lost (white) or the row before repeated, some from a point on.
    for _ in range(profile.dropouts):
        r = side.randrange(1, rows)
        x0 = 0 if side.random() < 0.7 else side.randrange(fw // 2)
        if side.random() < 0.6:
            black[r, x0:] = False
        else:
            black[r, x0:] = black[r - 1, x0:]
    page_bits = np.concatenate([_h12_header_rows(profile, fw, band, page), black], axis=0)
    ys = np.minimum((np.arange(h) * vres / profile.dpi).astype(np.int64), fh - 1)
    xs = np.minimum((np.arange(w) * _H12_FAX_X / profile.dpi).astype(np.int64), fw - 1)
    return np.where(page_bits[ys][:, xs], 0.0, 255.0).astype(np.float32)


def _h12_printed(
    bits: np.ndarray,
    profile: Heldout12Profile,
    colour: bool,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    nrng: np.random.Generator,
) -> Image.Image:
    """The fax printed on the office printer and scanned again in grey (or colour)."""
    img = Image.fromarray(bits.astype(np.uint8), "L").filter(
        ImageFilter.GaussianBlur(0.35 * profile.dpi / 200)
    )
    arr = np.asarray(img, dtype=np.float32)
    arr = profile.black + arr * (profile.paper - profile.black) / 255.0
    if colour:
        arr = np.repeat(arr[..., None], 3, axis=2)
        if tint is not None:
            arr *= tint
    arr += gradient[None, :, None] * 0.4 if colour else gradient[None, :] * 0.4
    out = _to_image(arr)
    fill = (profile.paper,) * 3 if colour else profile.paper
    out = out.rotate(profile.rescan_tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    arr = np.asarray(out, dtype=np.float32)
    arr = arr + nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    return _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))


def _h12_frame_quad(
    w: int, h: int, profile: Heldout12Profile, tilt: float, side: random.Random
) -> np.ndarray:
    """Where the sheet's corners (tl, tr, br, bl) lie in the tablet's frame: the
    sheet ``fill`` of its height, the top edge ``keystone`` shorter, tilted,
    a little off centre, wholly inside the frame."""
    s = profile.fill
    off = (side.uniform(-1, 1), side.uniform(-1, 1))
    t = np.deg2rad(tilt)
    for _ in range(20):
        sw, sh = w * s, h * s
        k = profile.keystone * sw / 2
        c = np.array(
            [[-sw / 2 + k, -sh / 2], [sw / 2 - k, -sh / 2], [sw / 2, sh / 2], [-sw / 2, sh / 2]]
        )
        c = np.stack(
            [c[:, 0] * np.cos(t) - c[:, 1] * np.sin(t), c[:, 0] * np.sin(t) + c[:, 1] * np.cos(t)],
            axis=1,
        )
        span_x, span_y = np.ptp(c[:, 0]), np.ptp(c[:, 1])
        room_x, room_y = (w - span_x) / 2, (h - span_y) / 2
        margin = 0.006 * h
        if room_x > margin and room_y > margin:
            cx = w / 2 + off[0] * (room_x - margin) * 0.6
            cy = h / 2 + off[1] * (room_y - margin) * 0.6
            return c + np.array([cx, cy])
        s *= 0.97
    return c + np.array([w / 2, h / 2])


def _h12_tablet(
    arr: np.ndarray,
    profile: Heldout12Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
) -> Image.Image:
    """The sheet (float RGB, tones applied) photographed by the counter's tablet: an
    RGB frame of the same size."""
    h, w = arr.shape[:2]
    quad = _h12_frame_quad(w, h, profile, tilt, side)
    co = _perspective_coefficients([tuple(p) for p in quad], [(0, 0), (w, 0), (w, h), (0, h)])
    a, b, c, d, e, f, g, hh = co
    cell = max(16, w // 48)
    xs = np.arange(0, w + cell, cell, dtype=np.float64)
    ys = np.arange(0, h + cell, cell, dtype=np.float64)
    xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
    gx, gy = np.meshgrid(xs, ys)
    # The lens: the frame point each output point shows (barrel), then the sheet's.
    cx, cy = w / 2, h / 2
    nx, ny = (gx - cx) / cx, (gy - cy) / cy
    scale = (1 + profile.barrel * (nx * nx + ny * ny)) / (1 + 2 * profile.barrel)
    fx, fy = cx + nx * scale * cx, cy + ny * scale * cy
    den = g * fx + hh * fy + 1
    u, v = (a * fx + b * fy + c) / den, (d * fx + e * fy + f) / den
    data = _mesh_cells(xs, ys, u, v)
    sheet = _to_image(arr).transform((w, h), Image.Transform.MESH, data, Image.Resampling.BICUBIC)
    seen = np.asarray(sheet, dtype=np.float32)
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.MESH, data, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32)[..., None] / 255.0
    # The counter: a little uneven, darker in the sheet's soft shadow.
    tone = 0.93 + 0.12 * _low_field(nrng, h, w, max(8, w // 30))
    near = np.asarray(mask_img.filter(ImageFilter.GaussianBlur(max(2.0, w / 300))), np.float32)
    tone *= 1 - 0.25 * near / 255.0
    counter = tone[..., None] * np.array(profile.counter, dtype=np.float32) * (profile.paper / 235)
    frame = seen * mask + counter * (1 - mask)
    # Fluorescent light: soft bands across the frame (each phosphor a little out of
    # step), a gentle falloff to the corners, the overhead tubes' gradient.
    rows = np.arange(h, dtype=np.float32)[:, None] / h
    phase = 2 * np.pi * profile.flicker_bands * rows + profile.flicker_phase
    bands = np.concatenate(
        [
            1 + profile.flicker * k * np.cos(phase + p)
            for k, p in ((1.0, 0.0), (0.92, 0.12), (1.1, -0.15))
        ],
        axis=1,
    )[:, None, :]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2
    frame = frame * bands * (1 - profile.vignette * 2 * r2)[..., None]
    frame += gradient[None, :, None] * 0.5
    frame *= np.array(profile.cast, dtype=np.float32)
    return _camera_finish(frame, profile, nrng)


def degrade_heldout12(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout12Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout12 scanner look (``Heldout12Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; a tablet photo comes out in colour
    whatever the input, the fax server's image in grey (0 or 255 only), a
    rescanned fax and an MRC page in the input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    w, h = image.size
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    if profile.look == "tablet":
        arr = np.array(image.convert("RGB"), dtype=np.float32)
        arr = profile.black + arr * (profile.paper - profile.black) / 255.0
        if tint is not None:
            arr *= tint
        return _h12_tablet(arr, profile, tilt, side, nrng, gradient)
    if profile.look == "fax":
        grey = np.array(image.convert("L"), dtype=np.float32)
        bits = _h12_fax(grey, profile, tilt, _H12_PAGER.next(side), side)
        if not profile.rescanned:
            return Image.fromarray(bits.astype(np.uint8), "L")
        return _h12_printed(bits, profile, image.mode == "RGB", tint, gradient, nrng)
    arr = np.array(image, dtype=np.float32)
    arr = profile.black + arr * (profile.paper - profile.black) / 255.0
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    arr = _h12_roller(arr, profile, nrng)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    scanned = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    # The deskew turns the page past square, against the way the sheet lay.
    residual = -profile.overshoot if angle > 0 else profile.overshoot
    edge = profile.paper if profile.edge_fill == "white" else 22
    fill = (edge,) * 3 if scanned.mode == "RGB" else edge
    scanned = scanned.rotate(residual, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    return _to_image(_h12_mrc(np.asarray(scanned, dtype=np.float32), profile))


def finish_heldout12(
    sheet: Image.Image, profile: Heldout12Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout12 scanner: the compressed PDF's page with
    its roller mark, a fax page with nothing but its header (counted like the
    others), or the tablet's photo of an empty sheet on the counter."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    arr = np.array(sheet, dtype=np.float32)
    if profile.look == "tablet":
        rgb = np.repeat(arr[..., None], 3, axis=2) if arr.ndim == 2 else arr
        rgb -= rgb.mean() - profile.paper
        tilt = float(np.clip(side.uniform(-3.0, 3.0) * profile.skew, -2.0, 2.0))
        return _h12_tablet(rgb, profile, tilt, side, snrng, np.zeros(w, dtype=np.float32))
    if profile.look == "fax":
        white = np.full((h, w), 255.0, dtype=np.float32)
        bits = _h12_fax(white, profile, 0.0, _H12_PAGER.next(side), side)
        if not profile.rescanned:
            return Image.fromarray(bits.astype(np.uint8), "L")
        zero = np.zeros(w, dtype=np.float32)
        return _h12_printed(bits, profile, sheet.mode == "RGB", None, zero, snrng)
    arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
    arr = _h12_roller(arr, profile, snrng)
    return _to_image(_h12_mrc(arr, profile))


# ---------------------------------------------------------------- heldout13 scanner profile


@dataclass(frozen=True)
class Heldout13Profile:
    """The thirteenth held-out slice's scanners: the secretariat's bound process
    on a flatbed, an online "compress PDF" service, a photo of a monitor.

    Each file comes through one ``look``. "processo": the sheets after they
    were filed in the secretariat's administrative process, scanned from the
    bound volume on a flatbed at 200 to 300 dpi: two punched holes in the
    left margin (80 mm apart, for the fastener), the process's sheet-number
    stamp in the top right corner ("Fls. 12", "FL. 12"...) with a rubric
    scrawl, the number counted on along the file from a first drawn per
    file; the bound edge curving off the glass over its last 20 to 40 mm: a
    dark gutter valley along the left edge, the text there compressed and
    its lines bending towards the lens's axis, the light falling off towards
    the gutter (never so far that the first printed column goes dim); a
    slight skew; a quarter in grey. An empty sheet is the back of a folio:
    gutter and holes on the right, no number, often an "EM BRANCO" stamp.
    A landscape page is bound along its top edge. Bilevel TIFF is always
    this look at 300 dpi.
    "compressed": the PDF shrunk by an online service before it was
    uploaded: pages re-rendered at 120 to 150 dpi (small print never below
    150), grey or colour, JPEG quality 20 to 40 with 4:2:0 chroma (blocky
    8 x 8 cells on flat tints), a slight blur, some pages once a scan
    (paper tone, noise, a small skew), sometimes the service's watermark
    line in the bottom margin.
    "monitor": phone photos of a computer monitor showing the document in a
    viewer (the page at 1000 to 1800 screen pixels high, the viewer's
    background round it): the screen's pixel grid (RGB stripes and the dark
    matrix between rows) sampled by the camera into moiré, a perspective of
    1.5 to 4 % and a tilt under 2 degrees, the monitor's bezel at one or two
    edges (a toolbar or taskbar before it), the screen's brightness falling
    off to one side, a soft reflection, a colour cast, noise, JPEG 70 to 85
    (a PNG file was the JPEG once); frames 2048, 2560, 2592 or 3264 px high
    (175, 219, 222 or 279 dpi on A4; small print never at 2048). Phone
    photos always take this look. Only the heldout13 slice uses it
    (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "processo"  # processo | compressed | monitor
    jpeg_quality: int = 80  # the file's JPEG quality
    paper: int = 240
    black: float = 26.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.3  # share of the drawn skew the sheet (or the camera) keeps
    max_tilt: float = 1.0  # degrees, whatever the drawn skew
    # processo: the holes
    holes: bool = True
    hole_mm: float = 6.0  # diameter
    hole_x_mm: float = 12.0  # centres from the bound edge
    hole_gap_mm: float = 80.0
    hole_shift_mm: float = 0.0  # the pair off the sheet's middle
    hole_tone: float = 120.0  # what shows through: the sheet behind, the fastener's leg
    # processo: the sheet-number stamp
    stamp_style: int = 0  # 0 box with a rubric line, 1 oval, 2 bare numerator and rubric
    stamp_label: str = "Fls."
    stamp_org: str = ""  # the secretariat's initials, atop the box
    stamp_ink: tuple[int, int, int] = (52, 70, 160)
    rubric_ink: tuple[int, int, int] = (28, 36, 110)
    stamp_mm: float = 26.0  # the stamp's width
    stamp_angle: float = 0.0
    folio_first: int = 1  # the file's first sheet number in the process
    blank_stamp: bool = True  # "EM BRANCO" on an empty back
    # processo: the bound edge off the glass
    gutter_mm: float = 30.0  # the zone that lifts off the glass
    lift: float = 60.0  # degrees, the page's slope at the bound edge
    lift_power: float = 2.0  # how late the page starts to rise
    bend: float = 0.02  # share of its distance to the axis the lifted edge moves
    bend_axis: float = 0.5  # the lens's axis, share of the height
    falloff: float = 0.3  # light lost at the bound edge
    valley: float = 30.0  # the gutter's darkest grey
    # compressed
    scanned: bool = True  # the uploaded PDF was a scan before it was compressed
    watermark: str = ""
    watermark_ink: tuple[int, int, int] = (150, 150, 150)
    watermark_at: str = "centre"  # left | centre | right
    watermark_mm: float = 2.0
    # monitor
    screen_px: int = 1200  # the page's height on the screen, screen pixels
    fill: float = 0.88  # the page's height, share of the frame
    bezel: tuple[str, ...] = ("bottom",)  # edges where the monitor's frame shows
    bezel_colour: tuple[int, int, int] = (24, 24, 26)
    room: tuple[int, int, int] = (96, 90, 84)
    viewer: tuple[int, int, int] = (82, 86, 89)  # the viewer's background
    keystone: float = 0.025
    keystone_edge: str = "top"  # the screen's edge farther from the camera
    screen_white: float = 226.0  # the screen's white in the photo
    glow: float = 38.0  # the screen's black in the photo
    screen_falloff: float = 0.15  # light lost towards one side (viewing angle)
    falloff_angle: float = 0.0  # radians, the side it is lost towards
    reflection: float = 16.0  # grey levels the soft reflection adds at its centre
    reflection_at: tuple[float, float] = (0.7, 0.3)  # shares of the frame
    reflection_size: float = 0.3  # share of the frame's height
    cast: tuple[float, float, float] = (0.96, 1.0, 1.05)
    chroma_noise: float = 1.5
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H13_ORGS = ("SEMOB", "SMT", "SMTT", "SETRAN", "SMMU", "SEMTRA", "SMTU", "DMT", "PROTOCOLO", "")
_H13_LABELS = ("Fls.", "Fls.", "FL.", "FLS.", "Fl.", "Folha")
_H13_INKS = ((52, 70, 160), (40, 50, 130), (96, 58, 140), (40, 40, 46), (150, 40, 50))
_H13_PENS = ((28, 36, 110), (22, 24, 30), (30, 60, 140))
_H13_MARKS = (
    "Comprimido com PDFleve \u2013 www.pdfleve.com.br",
    "Arquivo otimizado por comprimirpdf.online (vers\u00e3o gratuita)",
    "Compressed with FreePDFCompress \u2022 freepdfcompress.net",
    "Reduzido por Compacta PDF \u00b7 compactapdf.com",
    "Processado por PDFmenor.com.br \u2013 plano gratuito",
    "www.docminimo.com \u2013 compress\u00e3o online de PDF",
)
_H13_VIEWERS = ((82, 86, 89), (50, 54, 57), (40, 40, 40), (230, 230, 230), (204, 204, 204))
_H13_ROOMS = ((96, 90, 84), (70, 72, 78), (132, 120, 104), (48, 46, 44), (168, 164, 156))
_H13_FRAMES = (2048, 2560, 2592, 3264)  # phone frames' heights


def heldout13_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout13Profile:
    """One file's heldout13 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "monitor"
    elif kind == "tiff":
        look = "processo"
    else:
        look = side.choices(("processo", "compressed"), weights=(55, 45))[0]
    if look == "processo":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 200, 240, 300, 300))
        return Heldout13Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(68, 89),
            paper=side.randrange(232, 249),
            black=side.uniform(16.0, 36.0),
            noise=side.uniform(1.4, 3.2),
            blur=side.uniform(0.4, 0.7) * dpi / 250,
            threshold=side.randrange(140, 156),
            grey=side.random() < 0.25,
            skew=side.uniform(0.15, 0.45),
            max_tilt=1.0,
            holes=side.random() < 0.92,
            hole_mm=side.uniform(5.5, 6.5),
            hole_x_mm=side.uniform(10.0, 13.5),
            hole_gap_mm=side.choice((80.0, 80.0, 80.0, 70.0)),
            hole_shift_mm=side.uniform(-6.0, 6.0),
            hole_tone=side.uniform(70.0, 170.0),
            stamp_style=side.choice((0, 0, 1, 2)),
            stamp_label=side.choice(_H13_LABELS),
            stamp_org=side.choice(_H13_ORGS),
            stamp_ink=side.choice(_H13_INKS),
            rubric_ink=side.choice(_H13_PENS),
            stamp_mm=side.uniform(22.0, 30.0),
            stamp_angle=side.uniform(-7.0, 7.0),
            folio_first=side.randrange(2, 180),
            blank_stamp=side.random() < 0.6,
            gutter_mm=side.uniform(20.0, 40.0),
            lift=side.uniform(50.0, 72.0),
            lift_power=side.uniform(1.6, 2.6),
            bend=side.uniform(0.01, 0.035),
            bend_axis=side.uniform(0.35, 0.65),
            falloff=side.uniform(0.2, 0.4),
            valley=side.uniform(14.0, 45.0),
        )
    if look == "compressed":
        quality = side.randrange(20, 41)
        scanned = side.random() < 0.6
        return Heldout13Profile(
            dpi=150 if small else side.choice((120, 130, 144, 150)),
            look=look,
            jpeg_quality=quality,
            paper=side.randrange(226, 246) if scanned else 255,
            black=side.uniform(18.0, 40.0) if scanned else 0.0,
            noise=side.uniform(1.0, 2.5) if scanned else 0.0,
            blur=side.uniform(0.3, 0.6),
            threshold=150,
            grey=side.random() < 0.4,
            skew=side.uniform(0.1, 0.4) if scanned else 0.0,
            max_tilt=0.8,
            scanned=scanned,
            watermark=side.choice(_H13_MARKS) if side.random() < 0.35 else "",
            watermark_ink=side.choice(((150, 150, 150), (190, 70, 60), (70, 110, 170))),
            watermark_at=side.choice(("left", "centre", "right")),
            watermark_mm=side.uniform(1.9, 2.4),
        )
    height = side.choice(_H13_FRAMES[1:] if small else _H13_FRAMES)
    quality = side.randrange(70, 86)
    n_bezel = side.choice((1, 1, 2))
    first = side.choice(("top", "bottom", "left", "right", "bottom"))
    bezel = (first,)
    if n_bezel == 2:
        bezel += (
            side.choice(("left", "right") if first in ("top", "bottom") else ("top", "bottom")),
        )
    return Heldout13Profile(
        dpi=round(height / (A4_MM[1] / 25.4)),
        look=look,
        jpeg_quality=quality,
        noise=side.uniform(2.0, 4.0),
        blur=side.uniform(0.5, 0.9) * height / 2600,
        threshold=150,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        screen_px=side.randrange(1400, 1801) if small else side.randrange(1000, 1401),
        fill=side.uniform(0.84, 0.92),
        bezel=bezel,
        bezel_colour=side.choice(((24, 24, 26), (14, 14, 16), (40, 40, 44), (196, 196, 200))),
        room=side.choice(_H13_ROOMS),
        viewer=side.choice(_H13_VIEWERS),
        keystone=side.uniform(0.015, 0.04),
        keystone_edge=side.choice(("top", "top", "bottom", "left", "right")),
        screen_white=side.uniform(212.0, 240.0),
        glow=side.uniform(26.0, 50.0),
        screen_falloff=side.uniform(0.08, 0.22),
        falloff_angle=side.uniform(0.0, 2 * np.pi),
        reflection=side.uniform(8.0, 24.0),
        reflection_at=(side.uniform(0.1, 0.9), side.uniform(0.1, 0.9)),
        reflection_size=side.uniform(0.18, 0.4),
        cast=side.choice(
            (
                (side.uniform(0.9, 0.95), side.uniform(0.97, 1.0), side.uniform(1.03, 1.08)),
                (side.uniform(1.02, 1.06), side.uniform(0.95, 0.98), side.uniform(1.0, 1.05)),
                (1.0, side.uniform(0.98, 1.01), side.uniform(0.97, 1.02)),
            )
        ),
        chroma_noise=side.uniform(1.0, 2.5),
        encodes=(quality,) if kind == "png" else (),
    )


_H13_FOLIOS = _H12Pager()  # which page of its file each processo page is


def _h13_ink_on(arr: np.ndarray, cover: np.ndarray, ink: tuple[int, int, int]) -> np.ndarray:
    """Ink (multiplied into the paper) where ``cover`` (0 to 1) says, in ``arr``'s mode."""
    colour = np.array(ink, dtype=np.float32) / 255.0
    if arr.ndim == 2:
        tone = float(colour @ np.array([0.299, 0.587, 0.114], dtype=np.float32))
        return arr * (1 - cover * (1 - tone))
    return arr * (1 - cover[..., None] * (1 - colour))


def _h13_free_spot(
    ink: np.ndarray, bw: int, bh: int, mm: float, corner: str = "top-right"
) -> tuple[int, int] | None:
    """A place for a ``bw`` x ``bh`` box near the page's top right corner (or its
    bottom edge) with nothing printed within 1.5 mm of it, nearest the corner."""
    h, w = ink.shape
    pad = round(1.5 * mm)
    c = np.zeros((h + 1, w + 1), dtype=np.int64)
    c[1:, 1:] = ink.cumsum(axis=0).cumsum(axis=1)

    def empty(x: int, y: int) -> bool:
        x0, y0 = max(0, x - pad), max(0, y - pad)
        x1, y1 = min(w, x + bw + pad), min(h, y + bh + pad)
        return c[y1, x1] - c[y0, x1] - c[y1, x0] + c[y0, x0] == 0

    step = max(1, round(1.5 * mm))
    edge = round(3 * mm)
    if corner == "top-right":
        spots = [
            (w - edge - bw - dx, edge + dy)
            for dy in range(0, round(45 * mm), step)
            for dx in range(0, round(70 * mm), step)
        ]
        spots.sort(key=lambda p: (w - p[0]) + 1.3 * p[1])
    else:
        spots = [(x, h - edge - bh) for x in range(edge, w - edge - bw, step)]
    for x, y in spots:
        if min(x, y) >= 0 and x + bw <= w and y + bh <= h and empty(x, y):
            return x, y
    return None


def _h13_rubric(
    draw, box: tuple[float, float, float, float], width: int, side: random.Random
) -> None:  # noqa: ANN001
    """A quick signature scrawl filling ``box`` (x0, y0, x1, y1): loops run on, a flourish."""
    x0, y0, x1, y1 = box
    n = 90
    loops = side.uniform(2.5, 5.0)
    amp = side.uniform(0.3, 0.5)
    slant = side.uniform(0.1, 0.35)
    phase = side.uniform(0, 2 * np.pi)
    t = np.linspace(0, 1, n)
    cy = 0.5 + 0.12 * np.sin(2 * np.pi * t * side.uniform(0.5, 1.2) + phase)
    yy = cy + amp * np.sin(2 * np.pi * loops * t) * (0.6 + 0.4 * np.sin(np.pi * t))
    xx = t + slant * (yy - 0.5) * 0.4 + 0.05 * np.cos(2 * np.pi * loops * t)
    pts = [
        (x0 + (x1 - x0) * float(x), y0 + (y1 - y0) * float(y)) for x, y in zip(xx, yy, strict=True)
    ]
    draw.line(pts, fill=255, width=width, joint="curve")
    # The flourish: a stroke back under the name.
    fx = x0 + (x1 - x0) * side.uniform(0.0, 0.3)
    draw.line(
        [(x1, y0 + (y1 - y0) * 0.55), (fx, y0 + (y1 - y0) * side.uniform(0.85, 1.0))],
        fill=255,
        width=width,
    )


def _h13_stamp(
    arr: np.ndarray, ink: np.ndarray, profile: Heldout13Profile, number: int, side: random.Random
) -> np.ndarray:
    """The process's sheet-number stamp and its rubric in the top right corner, where
    nothing is printed (smaller where the margin is narrow; left off where none fits)."""
    from PIL import ImageDraw

    mm = profile.dpi / 25.4
    h, w = ink.shape
    for scale in (1.0, 0.8, 0.65):
        bw = round(profile.stamp_mm * scale * mm)
        bh = round(bw * (0.78 if profile.stamp_style == 1 else 0.55))
        turn = abs(np.deg2rad(profile.stamp_angle))
        rw = int(bw * np.cos(turn) + bh * np.sin(turn)) + 4
        rh = int(bw * np.sin(turn) + bh * np.cos(turn)) + 4
        spot = _h13_free_spot(ink, rw, rh, mm)
        if spot is not None:
            break
    else:
        return arr
    stamp = Image.new("L", (bw, bh), 0)
    pen = Image.new("L", (bw, bh), 0)
    d, dp = ImageDraw.Draw(stamp), ImageDraw.Draw(pen)
    line = max(1, round(0.35 * mm * scale))
    big = _stamp_font(max(8, round(bh * 0.34)), "mononoki:bold")
    label_font = _stamp_font(max(7, round(bh * 0.26)), "League Spartan:bold")
    small = _stamp_font(max(6, round(bh * 0.16)), "League Spartan:bold")
    label = profile.stamp_label
    if profile.stamp_style == 1:
        d.ellipse((line, line, bw - line - 1, bh - line - 1), outline=255, width=line)
        if profile.stamp_org:
            d.text((bw / 2, bh * 0.24), profile.stamp_org, 255, font=small, anchor="mm")
        d.text((bw / 2, bh * 0.5), f"{label} {number}", 255, font=big, anchor="mm")
        _h13_rubric(dp, (bw * 0.25, bh * 0.62, bw * 0.75, bh * 0.86), line, side)
    elif profile.stamp_style == 0:
        d.rectangle((0, 0, bw - 1, bh - 1), outline=255, width=line)
        top = 0.06
        if profile.stamp_org:
            d.text((bw / 2, bh * 0.17), profile.stamp_org, 255, font=small, anchor="mm")
            d.line((line, bh * 0.3, bw - line, bh * 0.3), fill=255, width=max(1, line // 2))
            top = 0.3
        d.text((bw * 0.08, bh * (top + 0.2)), label, 255, font=label_font, anchor="lm")
        d.text((bw * 0.92, bh * (top + 0.2)), str(number), 255, font=big, anchor="rm")
        d.text((bw * 0.08, bh * 0.84), "Rub.", 255, font=small, anchor="lm")
        d.line((bw * 0.3, bh * 0.9, bw * 0.92, bh * 0.9), fill=255, width=max(1, line // 2))
        _h13_rubric(dp, (bw * 0.35, bh * 0.62, bw * 0.9, bh * 0.92), line, side)
    else:
        d.text((bw * 0.02, bh * 0.3), f"{label.upper()} {number}", 255, font=big, anchor="lm")
        _h13_rubric(dp, (bw * 0.15, bh * 0.52, bw * 0.95, bh * 0.95), line, side)
    stamp = stamp.rotate(profile.stamp_angle, resample=Image.Resampling.BICUBIC, expand=True)
    pen = pen.rotate(profile.stamp_angle, resample=Image.Resampling.BICUBIC, expand=True)
    x, y = spot
    sw, sh = stamp.size
    sw, sh = min(sw, w - x), min(sh, h - y)
    # Uneven inking: the pad dry in patches, a heavier side.
    nrng = np.random.default_rng(side.getrandbits(64))
    even = 0.55 + 0.45 * _low_field(nrng, sh, sw, max(4, round(2 * mm)))
    cover = np.asarray(stamp, dtype=np.float32)[:sh, :sw] / 255.0 * np.clip(even * 1.15, 0, 0.95)
    strokes = np.asarray(pen, dtype=np.float32)[:sh, :sw] / 255.0 * 0.92
    part = arr[y : y + sh, x : x + sw]
    part = _h13_ink_on(part, cover, profile.stamp_ink)
    arr[y : y + sh, x : x + sw] = _h13_ink_on(part, strokes, profile.rubric_ink)
    return arr


def _h13_em_branco(arr: np.ndarray, profile: Heldout13Profile, side: random.Random) -> np.ndarray:
    """The clerk's "EM BRANCO" stamp across an empty back, so nothing is added to it."""
    from PIL import ImageDraw

    mm = profile.dpi / 25.4
    h, w = arr.shape[:2]
    bw, bh = round(side.uniform(45, 60) * mm), round(side.uniform(12, 16) * mm)
    img = Image.new("L", (bw, bh), 0)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, bw - 1, bh - 1), outline=255, width=max(1, round(0.5 * mm)))
    font = _stamp_font(round(bh * 0.55), "League Spartan:bold")
    d.text((bw / 2, bh / 2), "EM BRANCO", 255, font=font, anchor="mm")
    img = img.rotate(side.uniform(20, 45), resample=Image.Resampling.BICUBIC, expand=True)
    sw, sh = min(img.size[0], w), min(img.size[1], h)
    x = max(0, round((w - sw) * side.uniform(0.3, 0.7)))
    y = max(0, round((h - sh) * side.uniform(0.3, 0.7)))
    nrng = np.random.default_rng(side.getrandbits(64))
    even = 0.5 + 0.5 * _low_field(nrng, sh, sw, max(4, round(3 * mm)))
    cover = np.asarray(img, dtype=np.float32)[:sh, :sw] / 255.0 * np.clip(even * 1.1, 0, 0.9)
    arr[y : y + sh, x : x + sw] = _h13_ink_on(arr[y : y + sh, x : x + sw], cover, profile.stamp_ink)
    return arr


def _h13_holes(arr: np.ndarray, ink: np.ndarray, profile: Heldout13Profile) -> np.ndarray:
    """Two punched holes in the left margin, moved towards the edge (never into print);
    in them the shaded sheet behind, or the fastener's leg, a dark rim on one side."""
    mm = profile.dpi / 25.4
    h, w = ink.shape
    r = profile.hole_mm / 2 * mm
    for k in (-1, 1):
        cy = h / 2 + (profile.hole_shift_mm + k * profile.hole_gap_mm / 2) * mm
        a, b = int(max(0, cy - r - 2 * mm)), int(min(h, cy + r + 2 * mm))
        if b <= a:
            continue
        cols = np.flatnonzero(ink[a:b].any(axis=0))
        room = cols[0] if cols.size else w
        cx = min(profile.hole_x_mm * mm, room - r - 1.0 * mm)
        if cx < r + 1.5 * mm:
            continue  # print runs to the edge here: a real clerk punches elsewhere
        y0, y1 = int(max(0, cy - r - 3)), int(min(h, cy + r + 4))
        x0, x1 = int(max(0, cx - r - 3)), int(min(w, cx + r + 4))
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        dist = np.hypot(xx - cx, yy - cy)
        inside = np.clip(r - dist + 0.5, 0, 1)
        rim = np.clip(r - np.hypot(xx - cx - 0.3 * r, yy - cy) + 0.5, 0, 1)
        tone = profile.hole_tone - 45 * inside * (1 - rim)
        part = arr[y0:y1, x0:x1]
        if part.ndim == 3:
            inside, tone = inside[..., None], tone[..., None]
        arr[y0:y1, x0:x1] = part * (1 - inside) + tone * inside
    return arr


def _h13_gutter(arr: np.ndarray, ink: np.ndarray, profile: Heldout13Profile) -> np.ndarray:
    """The sheet's bound (left) edge curving off the glass: within ``gutter_mm`` of it
    the page is foreshortened and its lines bend towards the lens's axis, the light
    falls off, and the gutter's valley shows dark where the edge has drawn back.
    The lift and the fall-off are eased where print comes near the edge."""
    mm = profile.dpi / 25.4
    h, w = ink.shape
    zone = int(min(w * 0.3, profile.gutter_mm * mm))
    if zone < 4:
        return arr
    cols = np.flatnonzero(ink.any(axis=0))
    first = int(cols[0]) if cols.size else w
    depth = min(1.0, max(0.0, (zone - first) / zone))  # where print starts, share into the zone
    p = profile.lift_power
    lift = np.deg2rad(profile.lift)
    falloff = profile.falloff
    if depth > 0:
        lift = min(lift, np.deg2rad(48.0) / depth**p)
        falloff = min(falloff, 0.26 / depth**2)
    s = np.linspace(0.0, zone, 4 * zone + 1)  # along the sheet from the zone's start
    theta = lift * (s / zone) ** p
    ds = s[1] - s[0]
    along = np.concatenate([[0.0], np.cumsum(np.cos(theta[1:]) * ds)])
    height = np.concatenate([[0.0], np.cumsum(np.sin(theta[1:]) * ds)])
    x_img = zone - along  # where each point shows, from the left edge (decreasing in s)
    edge = float(x_img[-1])  # the bound edge shows here; the valley before it
    xo = np.arange(zone, dtype=np.float64) + 0.5
    s_of = np.interp(xo, x_img[::-1], s[::-1])
    z_of = np.interp(s_of, s, height) / max(1e-6, height[-1])
    x_src = zone - s_of - 0.5
    y_axis = profile.bend_axis * h
    squeeze = 1 - profile.bend * z_of  # the lifted page drawn towards the axis
    yo = np.arange(h, dtype=np.float64)[:, None] + 0.5
    y_src = y_axis + (yo - y_axis) / squeeze[None, :] - 0.5
    x_src = np.broadcast_to(x_src[None, :], y_src.shape)
    strip = arr[:, : zone + 2]
    x0 = np.clip(np.floor(x_src).astype(np.int64), 0, zone)
    y0 = np.clip(np.floor(y_src).astype(np.int64), 0, h - 2)
    fx = np.clip(x_src - x0, 0, 1).astype(np.float32)
    fy = np.clip(y_src - y0, 0, 1).astype(np.float32)
    if arr.ndim == 3:
        fx, fy = fx[..., None], fy[..., None]
    top = strip[y0, x0] * (1 - fx) + strip[y0, x0 + 1] * fx
    low = strip[y0 + 1, x0] * (1 - fx) + strip[y0 + 1, x0 + 1] * fx
    out = top * (1 - fy) + low * fy
    light = 1 - falloff * (s_of / zone) ** 2
    # The valley: the edge drawn back, the fold into the binding in deep shadow.
    paper_edge = profile.paper * (1 - falloff)
    t = np.clip(xo / max(1.0, edge), 0, 1)
    valley = profile.valley + (paper_edge - profile.valley) * t**2.2
    in_valley = xo < edge
    out = out * (light if out.ndim == 2 else light[:, None])[None, ...]
    if out.ndim == 3:
        out[:, in_valley] = valley[in_valley][None, :, None]
    else:
        out[:, in_valley] = valley[in_valley][None, :]
    arr = arr.copy()
    arr[:, :zone] = out
    return arr


def _h13_processo(
    arr: np.ndarray,
    ink: np.ndarray,
    profile: Heldout13Profile,
    number: int | None,
    side: random.Random,
) -> np.ndarray:
    """A sheet of the bound process (tones applied, bound edge on the left):
    numbered, punched, its bound edge off the glass. ``number`` None: an empty back."""
    if number is not None:
        arr = _h13_stamp(arr, ink, profile, number, side)
    if profile.holes:
        arr = _h13_holes(arr, ink, profile)
    return _h13_gutter(arr, ink, profile)


def _h13_bound(
    arr: np.ndarray,
    ink: np.ndarray,
    profile: Heldout13Profile,
    number: int | None,
    side: random.Random,
) -> np.ndarray:
    """``_h13_processo`` with the bound edge where the page has it: a landscape page's
    top, an empty back's right."""
    if number is None:
        out = _h13_processo(arr[:, ::-1].copy(), ink[:, ::-1], profile, None, side)
        out = np.ascontiguousarray(out[:, ::-1])
        return _h13_em_branco(out, profile, side) if profile.blank_stamp else out
    if arr.shape[1] > arr.shape[0]:
        turned = np.ascontiguousarray(np.rot90(arr, 1))
        out = _h13_processo(turned, np.rot90(ink, 1), profile, number, side)
        return np.ascontiguousarray(np.rot90(out, -1))
    return _h13_processo(arr, ink, profile, number, side)


def _h13_watermark(arr: np.ndarray, ink: np.ndarray, profile: Heldout13Profile) -> np.ndarray:
    """The compression service's line in the bottom margin, where nothing is printed."""
    from PIL import ImageDraw

    mm = profile.dpi / 25.4
    h, w = ink.shape
    size = max(7, round(profile.watermark_mm * mm * 1.4))
    font = _stamp_font(size, "League Spartan")
    probe = ImageDraw.Draw(Image.new("L", (1, 1)))
    x0, y0, x1, y1 = probe.textbbox((0, 0), profile.watermark, font=font)
    tw, th = x1 - x0 + 2, y1 - y0 + 2
    if tw >= w - 10 * mm:
        return arr
    edge = round(4 * mm)
    x = {"left": edge, "centre": (w - tw) // 2, "right": w - edge - tw}[profile.watermark_at]
    y = h - round(2.5 * mm) - th
    for yy in (y, h - round(1.2 * mm) - th):
        if not ink[max(0, yy - round(1 * mm)) : yy + th + 2, max(0, x - 4) : x + tw + 4].any():
            img = Image.new("L", (tw, th), 0)
            ImageDraw.Draw(img).text((-x0 + 1, -y0 + 1), profile.watermark, 255, font=font)
            cover = np.asarray(img, dtype=np.float32) / 255.0 * 0.85
            arr[yy : yy + th, x : x + tw] = _h13_ink_on(
                arr[yy : yy + th, x : x + tw], cover, profile.watermark_ink
            )
            break
    return arr


def _h13_screen_quad(
    w: int,
    h: int,
    profile: Heldout13Profile,
    tilt: float,
    view: tuple[float, float, float, float],
    page: tuple[float, float],
    side: random.Random,
) -> np.ndarray:
    """The screen points (tl, tr, br, bl) the frame's corners show: the ``view``
    rectangle (x0, y0, x1, y1 in screen pixels) tilted, its far edge wider
    (keystone), eased until the whole page (0, 0)-``page`` lies inside the frame."""
    x0, y0, x1, y1 = view
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    jit = [(side.uniform(-1, 1), side.uniform(-1, 1)) for _ in range(4)]
    pw, ph = page
    k, t = profile.keystone, np.deg2rad(tilt)
    for _ in range(30):
        vw, vh = x1 - x0, y1 - y0
        c = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], dtype=np.float64)
        spread = {"top": (0, 1), "bottom": (3, 2), "left": (0, 3), "right": (1, 2)}[
            profile.keystone_edge
        ]
        if profile.keystone_edge in ("top", "bottom"):
            c[spread[0], 0] -= k * vw / 2
            c[spread[1], 0] += k * vw / 2
        else:
            c[spread[0], 1] -= k * vh / 2
            c[spread[1], 1] += k * vh / 2
        c += np.array(jit) * 0.004 * vh
        c -= (cx, cy)
        c = np.stack(
            [c[:, 0] * np.cos(t) - c[:, 1] * np.sin(t), c[:, 0] * np.sin(t) + c[:, 1] * np.cos(t)],
            axis=1,
        ) + (cx, cy)
        co = _perspective_coefficients([tuple(p) for p in c], [(0, 0), (w, 0), (w, h), (0, h)])
        a, b, cc, d, e, f, g, hh = co
        ok = True
        for px, py in ((0, 0), (pw, 0), (pw, ph), (0, ph)):
            den = g * px + hh * py + 1
            fx, fy = (a * px + b * py + cc) / den, (d * px + e * py + f) / den
            ok &= 0.01 * w < fx < 0.99 * w and 0.01 * h < fy < 0.99 * h
        if ok:
            return c
        k *= 0.85
        t *= 0.85
        grow = 0.015 * vh
        x0, y0, x1, y1 = x0 - grow, y0 - grow, x1 + grow, y1 + grow
    return c


def _h13_monitor(
    page: Image.Image,
    profile: Heldout13Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """A phone photo (RGB, ``page``'s size) of a monitor showing ``page`` in a viewer."""
    from PIL import ImageDraw

    w, h = page.size
    ph = profile.screen_px
    pw = max(8, round(ph * w / h))
    shown = page.convert("RGB").resize((pw, ph), Image.Resampling.LANCZOS)
    vh = ph / profile.fill
    vw = vh * w / h
    lx, ly = vw - pw, vh - ph
    share_x = (
        side.uniform(0.6, 0.8)
        if "left" in profile.bezel
        else side.uniform(0.2, 0.4)
        if "right" in profile.bezel
        else side.uniform(0.35, 0.65)
    )
    share_y = (
        side.uniform(0.6, 0.8)
        if "top" in profile.bezel
        else side.uniform(0.2, 0.4)
        if "bottom" in profile.bezel
        else side.uniform(0.35, 0.65)
    )
    view = (-lx * share_x, -ly * share_y, pw + lx * (1 - share_x), ph + ly * (1 - share_y))
    # Where the screen ends, on the bezel's sides.
    big = 10.0 * vh
    screen = [-big, -big, pw + big, ph + big]
    gaps = {
        "left": -view[0] * side.uniform(0.25, 0.5),
        "top": -view[1] * side.uniform(0.3, 0.55),
        "right": (view[2] - pw) * side.uniform(0.25, 0.5),
        "bottom": (view[3] - ph) * side.uniform(0.3, 0.55),
    }
    for edge in profile.bezel:
        if edge == "left":
            screen[0] = -gaps["left"]
        elif edge == "top":
            screen[1] = -gaps["top"]
        elif edge == "right":
            screen[2] = pw + gaps["right"]
        else:
            screen[3] = ph + gaps["bottom"]
    bezel_px = side.uniform(25.0, 70.0)
    quad = _h13_screen_quad(w, h, profile, tilt, view, (pw, ph), side)
    bx0, by0 = int(np.floor(quad[:, 0].min())) - 4, int(np.floor(quad[:, 1].min())) - 4
    bx1, by1 = int(np.ceil(quad[:, 0].max())) + 4, int(np.ceil(quad[:, 1].max())) + 4
    bw, bh = bx1 - bx0, by1 - by0
    # The screen's picture, in screen pixels: the viewer, the page, toolbar and taskbar.
    canvas = Image.new("RGB", (bw, bh), profile.viewer)
    draw = ImageDraw.Draw(canvas)
    shade = tuple(max(0, c - 22) for c in profile.viewer)
    draw.rectangle((-bx0 - 2, -by0 - 1, -bx0 + pw + 2, -by0 + ph + 3), fill=shade)
    canvas.paste(shown, (-bx0, -by0))
    dark_ui = sum(profile.viewer) < 400
    if "top" in profile.bezel and gaps["top"] > 30:
        bar = (50, 54, 57) if dark_ui else (240, 240, 240)
        text = (230, 230, 230) if dark_ui else (40, 40, 40)
        top = round(screen[1]) - by0
        draw.rectangle((0, top, bw, top + 26), fill=bar)
        font = _stamp_font(13, "League Spartan")
        name = side.choice(
            ("documento.pdf", "digitalizar0003.pdf", "scan_20260114.pdf", "doc (1).pdf")
        )
        draw.text((-bx0 + 10, top + 7), name, text, font=font)
        draw.text((-bx0 + pw // 2, top + 7), f"1 / {side.randrange(1, 9)}", text, font=font)
        draw.text(
            (-bx0 + pw - 60, top + 7), f"{side.choice((100, 110, 125, 90))}%", text, font=font
        )
    if "bottom" in profile.bezel and gaps["bottom"] > 34:
        bottom = round(screen[3]) - by0
        draw.rectangle((0, bottom - 30, bw, bottom), fill=(28, 30, 36))
        for i in range(side.randrange(5, 10)):
            x = -bx0 + pw // 2 - 150 + i * 36
            colour = side.choice(((40, 120, 215), (230, 180, 40), (60, 170, 90), (210, 60, 50)))
            draw.rectangle((x, bottom - 23, x + 16, bottom - 7), fill=colour)
    tone = np.asarray(canvas, dtype=np.float32)
    tone = profile.glow + tone * (profile.screen_white - profile.glow) / 255.0
    # The pixel grid: each screen pixel three stripes (R, G, B) over two rows lit,
    # a dimmer third (the matrix between rows); the gain brings white back.
    pattern = np.full((3, 3, 3), 0.45, dtype=np.float32)
    for j in range(3):
        pattern[:, j, j] = 1.0
    pattern[2] *= 0.55
    gain = 1.0 / float(pattern.mean(axis=(0, 1))[0])
    yy, xx = np.mgrid[by0:by1, bx0:bx1].astype(np.float32) + 0.5
    on = (xx >= screen[0]) & (xx < screen[2]) & (yy >= screen[1]) & (yy < screen[3])
    off_x = np.maximum(screen[0] - xx, xx - screen[2])
    off_y = np.maximum(screen[1] - yy, yy - screen[3])
    rim = ~on & (np.maximum(off_x, off_y) < bezel_px)
    planes = []
    for ch in range(3):
        p = np.repeat(np.repeat(tone[..., ch], 3, axis=0), 3, axis=1)
        p *= np.tile(pattern[..., ch], (bh, bw))
        flat = np.where(rim, profile.bezel_colour[ch], profile.room[ch]) / gain
        flat = np.repeat(np.repeat(flat.astype(np.float32), 3, axis=0), 3, axis=1)
        mask = np.repeat(np.repeat(on, 3, axis=0), 3, axis=1)
        p = np.where(mask, p, flat)
        planes.append(Image.fromarray(np.clip(p + 0.5, 0, 255).astype(np.uint8), "L"))
        del p, flat, mask
    sub = Image.merge("RGB", planes)
    del planes
    # The camera integrates over its pixels: the grid first averaged down to half a
    # camera pixel (what is finer than that blends, what beats with it is moiré),
    # then seen in perspective at twice the frame's resolution and binned.
    per = 2.0 * h / max(1.0, float(np.ptp(quad[:, 1])))  # sampled points a screen pixel
    scale = 3.0
    if per < 3.0:
        scale = per
        sub = sub.resize(
            (max(2, round(3 * bw * scale / 3)), max(2, round(3 * bh * scale / 3))),
            Image.Resampling.BOX,
        )
        scale = sub.size[1] / bh
    src = [((x - bx0) * scale, (y - by0) * scale) for x, y in quad]
    co = _perspective_coefficients([(0, 0), (2 * w, 0), (2 * w, 2 * h), (0, 2 * h)], src)
    photo = sub.transform(
        (2 * w, 2 * h), Image.Transform.PERSPECTIVE, co, Image.Resampling.BILINEAR
    )
    del sub
    frame = np.asarray(photo.resize((w, h), Image.Resampling.BOX), dtype=np.float32) * gain
    del photo
    # The room and bezel: a little uneven. The screen dimmer to one side, the lens's
    # vignette, a soft reflection (a window or a lamp) over glass and bezel alike.
    fy, fx = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = fx / w - 0.5, fy / h - 0.5
    along = nx * np.cos(profile.falloff_angle) + ny * np.sin(profile.falloff_angle)
    light = 1 - profile.screen_falloff * np.clip(along + 0.5, 0, 1.2)
    light *= 1 - 0.25 * (nx * nx + ny * ny)
    frame *= light[..., None]
    rx, ry = profile.reflection_at
    size = max(1e-3, profile.reflection_size)
    r2 = ((fx / h - rx * w / h) ** 2 + (fy / h - ry) ** 2) / (size * size)
    frame += (profile.reflection * np.exp(-r2))[..., None]
    del fx, fy, nx, ny, along, light, r2
    frame *= np.array(profile.cast, dtype=np.float32)
    return _camera_finish(frame, profile, nrng)


def degrade_heldout13(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout13Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout13 scanner look (``Heldout13Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest
    (a processo page's sheet number counted on per ``side``). The output
    keeps the input's size; a monitor photo comes out in colour whatever the
    input, a grey profile's page in grey, the others in the input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    w, h = image.size
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    if profile.look == "monitor":
        return _h13_monitor(image, profile, tilt, side, nrng)
    source = image.convert("L") if profile.grey else image
    ink = np.asarray(image.convert("L"), dtype=np.float32) < 200
    arr = np.array(source, dtype=np.float32)
    if profile.look == "compressed":
        if profile.scanned:
            arr = profile.black + arr * (profile.paper - profile.black) / 255.0
            if tint is not None and arr.ndim == 3:
                arr *= tint
            arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
            arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
        if profile.watermark:
            arr = _h13_watermark(arr, ink, profile)
        out = _to_image(arr)
        if tilt:
            fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
            out = out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)
        out = out.filter(ImageFilter.GaussianBlur(profile.blur))
        return _h11_jpeg(out, profile.jpeg_quality)
    arr = profile.black + arr * (profile.paper - profile.black) / 255.0
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr = _h13_bound(arr, ink, profile, profile.folio_first + _H13_FOLIOS.next(side), side)
    arr += gradient[None, :, None] * 0.4 if arr.ndim == 3 else gradient[None, :] * 0.4
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    # The volume lay a little crooked: what the turn uncovers at an edge is what lay
    # there (the gutter's dark at the bound edge, paper at the others).
    turned = out.rotate(tilt, resample=Image.Resampling.BICUBIC)
    seen = Image.new("L", out.size, 255).rotate(tilt, resample=Image.Resampling.BICUBIC)
    return Image.composite(turned, out, seen)


def finish_heldout13(
    sheet: Image.Image, profile: Heldout13Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout13 scanner: the back of a folio in the bound
    process (bound on the right, its holes, no number, often "EM BRANCO"), the
    compressed page of an empty sheet, or the monitor showing an empty page."""
    snrng = np.random.default_rng(side.getrandbits(64))
    if profile.look == "monitor":
        tilt = float(np.clip(side.uniform(-3.0, 3.0) * profile.skew, -2.0, 2.0))
        return _h13_monitor(sheet, profile, tilt, side, snrng)
    source = sheet.convert("L") if profile.grey else sheet
    arr = np.array(source, dtype=np.float32)
    ink = np.zeros(arr.shape[:2], dtype=bool)
    if profile.look == "compressed":
        if not profile.scanned:
            arr[:] = 255.0
        else:
            arr -= arr.mean() - profile.paper
        out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
        return _h11_jpeg(out, profile.jpeg_quality)
    arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
    arr = _h13_bound(arr, ink, profile, None, side)
    arr += snrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise * 0.5
    return _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))


# ---------------------------------------------------------------- heldout14 scanner profile


@dataclass(frozen=True)
class Heldout14Profile:
    """The fourteenth held-out slice's scanners: a cheap sheet-fed scanner, a
    photocopy of a photocopy scanned, a phone photo of the sheet held on a desk.

    Each file comes through one ``look``. "sheetfed": a cheap sheet-fed (ADF)
    scanner at 200 to 300 dpi: a thin vertical streak the full height of the
    page from dust on the glass (light or dark, 1 to 3 px, at one x for the
    whole file; a light one never lifts ink above a dark grey), one band where
    the roller slipped (a few rows stretched, or a few rows repeated; what lies
    below moves down into the bottom margin, never off the page), a slight skew
    that is not uniform (the sheet turned while feeding: the top's and the
    bottom's skews differ by 0.15 to 0.5 degrees), the uncovered corners the
    backing's tone, the shadow of the page's leading edge along the top. A
    quarter in grey. Bilevel TIFF is always this look at 300 dpi.
    "recopy": a photocopy of a photocopy, scanned at 200 to 300 dpi, grey
    content (on a tinted paper in colour files, half the files in grey):
    contrast pushed up (light tints gone white, dark greys black), fine
    strokes thinned or thickened, toner speckle and a few larger toner specks
    (never on print), the first copy's dark page border inside the page as a
    frame 2 to 7 mm in (eased or left off on a side where print comes
    near), the content 95 to 103 % and off-centre (never off the page).
    "photo": phone photos (the ``photo`` path always): the sheet on a desk,
    84 to 93 % of the frame, a keystone of 1 to 3 % and a tilt under 2
    degrees; a slight page curl (a cylindrical warp: the lines bow, most near
    the top and bottom); the fingertips of a hand holding it at one margin
    (skin-coloured, shaded, nails; moved back so they cover only the margin,
    never print) and their soft shadow; the phone's soft shadow over part of
    the page; mild motion blur; a HEIC picture converted (noise smoothed on
    flat areas, chroma halved) and saved as JPEG 60 to 80; frames 1600 to 2400
    px high (137 to 205 dpi on A4; small print 2268 or 2400). Only the
    heldout14 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 300
    look: str = "sheetfed"  # sheetfed | recopy | photo
    jpeg_quality: int = 70  # the file's JPEG quality
    paper: int = 240
    black: float = 24.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.4  # share of the drawn skew the sheet (or the camera) keeps
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # sheetfed: the dust streak on the glass
    streak_x: float = 0.5  # share of the width
    streak_px: int = 2
    streak_dark: bool = True
    streak_strength: float = 0.4  # share of the light lost (dark) or of the ink lifted (light)
    # sheetfed: the roller's slip
    slip_at: float = 0.5  # share of the height
    slip_kind: str = "stretch"  # stretch | repeat
    slip_band_mm: float = 4.0  # the band stretched, or the rows repeated
    slip_mm: float = 0.8  # how much longer the page runs below it
    slip_light: float = 0.0  # the slipped band's exposure, share lighter (< 0 darker)
    # sheetfed: the sheet turning while it fed
    twist: float = 0.3  # degrees, the bottom's skew minus the top's
    backing: int = 236  # what the uncovered corners show
    edge_mm: float = 1.5  # the leading edge's shadow, how far it reaches
    edge_shadow: float = 0.45  # light lost at the edge itself
    # recopy
    contrast: tuple[float, float] = (
        0.2,
        0.82,
    )  # the copies' curve: this grey to black, this to white
    strokes: float = 0.0  # < 0 fine strokes thinned, > 0 thickened (share of a 3 px filter)
    speckle: float = 0.0004  # share of the pixels a toner dot
    specks: int = 6  # larger toner specks, in empty places
    scale: float = 1.0  # the content's size on the second copy
    shift_mm: tuple[float, float] = (0.0, 0.0)  # the content off-centre (right, down)
    frame_mm: tuple[float, float, float, float] = (4.0, 4.0, 4.0, 4.0)  # left, top, right, bottom
    band_mm: float = 3.0  # the first copy's dark border, its width
    band_tone: float = 70.0
    # photo
    fill: float = 0.88  # the sheet's height, share of the frame
    keystone: float = 0.02
    keystone_edge: str = "top"  # the sheet's edge farther from the camera
    desk: tuple[int, int, int] = (150, 110, 74)
    curl: float = 0.012  # the page's bow: the top and bottom lines' displacement, share
    curl_centre: float = 0.5  # where across the sheet the curl's axis lies
    curl_up: bool = True  # the edges lifted (lines bow outwards) or the middle
    fingers: int = 2
    finger_side: str = "left"  # left | right | bottom: the margin the hand holds
    finger_at: float = 0.5  # where along that side, share
    finger_mm: float = 16.0  # the fingertips' width
    finger_reach_mm: float = 10.0  # how far onto the sheet they would reach
    finger_angle: float = 0.0  # degrees off square to the edge
    skin: tuple[int, int, int] = (214, 160, 128)
    phone_shadow: float = 0.22  # light lost under the phone's shadow
    phone_edge: str = "bottom"  # the frame's edge it comes from
    phone_at: float = 0.5  # along that edge, share
    phone_reach: float = 0.25  # how far in, share of the frame
    phone_size: tuple[float, float] = (
        0.3,
        0.24,
    )  # half-sizes, shares of the frame's width and height
    motion: float = 1.5  # pixels
    motion_angle: float = 0.0  # radians
    vignette: float = 0.08
    cast: tuple[float, float, float] = (1.0, 0.98, 0.93)
    chroma_noise: float = 1.5
    heic: float = 0.7  # how much of the flat areas' noise the HEIC encoder smoothed
    sharpen: int = 60  # the phone's sharpening, percent
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H14_DESKS = (
    (150, 110, 74),
    (118, 84, 58),
    (196, 188, 176),
    (84, 86, 92),
    (60, 62, 66),
    (172, 150, 120),
    (226, 222, 214),
)
_H14_SKINS = (
    (236, 190, 160),
    (222, 168, 134),
    (198, 140, 104),
    (168, 112, 80),
    (128, 84, 60),
    (96, 64, 48),
)
_H14_FRAMES = (1600, 1600, 1920, 2048, 2268, 2400)  # phone frames' heights, after conversion
_H14_A4_IN = A4_MM[1] / 25.4


def heldout14_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout14Profile:
    """One file's heldout14 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "photo"
    elif kind == "tiff":
        look = "sheetfed"
    else:
        look = side.choices(("sheetfed", "recopy"), weights=(55, 45))[0]
    if look == "sheetfed":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 200, 240, 300))
        dark = side.random() < 0.6
        return Heldout14Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 81),
            paper=side.randrange(234, 251),
            black=side.uniform(16.0, 38.0),
            noise=side.uniform(1.2, 3.0),
            blur=side.uniform(0.35, 0.65) * dpi / 250,
            threshold=side.randrange(140, 158),
            grey=kind != "tiff" and side.random() < 0.25,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            streak_x=side.uniform(0.05, 0.95),
            streak_px=side.choice((1, 1, 2, 2, 3)),
            streak_dark=dark,
            streak_strength=side.uniform(0.25, 0.5) if dark else side.uniform(0.25, 0.38),
            slip_at=side.uniform(0.15, 0.85),
            slip_kind=side.choice(("stretch", "stretch", "repeat")),
            slip_band_mm=side.uniform(3.0, 8.0),
            slip_mm=side.uniform(0.5, 1.8),
            slip_light=side.uniform(0.01, 0.04) * side.choice((-1, 1)),
            twist=side.uniform(0.15, 0.5) * side.choice((-1, 1)),
            backing=side.choice((side.randrange(236, 252), side.randrange(200, 226))),
            edge_mm=side.uniform(0.8, 2.5),
            edge_shadow=side.uniform(0.3, 0.6),
        )
    if look == "recopy":
        dpi = 300 if small else side.choice((200, 240, 300, 300))
        thin = side.random() < 0.45
        return Heldout14Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 86),
            paper=side.randrange(236, 252),
            black=side.uniform(8.0, 24.0),
            noise=side.uniform(1.0, 2.6),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            threshold=150,
            grey=side.random() < 0.5,
            skew=side.uniform(0.15, 0.45),
            max_tilt=1.0,
            contrast=(side.uniform(0.12, 0.25), side.uniform(0.8, 0.9)),
            strokes=-side.uniform(0.2, 0.3 if small else 0.42) if thin else side.uniform(0.3, 0.75),
            speckle=side.uniform(0.0001, 0.0008),
            specks=side.randrange(3, 14),
            scale=side.uniform(0.95, 1.03),
            shift_mm=(side.uniform(-4.0, 4.0), side.uniform(-4.0, 4.0)),
            frame_mm=tuple(side.uniform(2.0, 7.0) for _ in range(4)),  # type: ignore[arg-type]
            band_mm=side.uniform(1.5, 4.5),
            band_tone=side.uniform(25.0, 100.0),
        )
    height = side.choice(_H14_FRAMES[-2:] if small else _H14_FRAMES)
    quality = side.randrange(60, 81)
    edge = side.choice(("left", "right", "bottom", "bottom", "left"))
    n = side.choice((1, 2, 2, 3))
    return Heldout14Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(214, 240),
        black=side.uniform(30.0, 55.0),
        noise=side.uniform(1.5, 3.5),
        blur=side.uniform(0.35, 0.6) * height / 2000,
        threshold=150,
        skew=side.uniform(0.3, 0.7),
        max_tilt=1.9,
        fill=side.uniform(0.84, 0.93),
        keystone=side.uniform(0.01, 0.03),
        keystone_edge=side.choice(("top", "top", "bottom", "left", "right")),
        desk=side.choice(_H14_DESKS),
        curl=side.uniform(0.005, 0.018),
        curl_centre=side.uniform(0.35, 0.65),
        curl_up=side.random() < 0.7,
        fingers=n,
        finger_side=edge,
        finger_at=side.uniform(0.25, 0.75),
        finger_mm=side.uniform(15.0, 19.0) if n == 1 else side.uniform(13.0, 17.0),
        finger_reach_mm=side.uniform(5.0, 18.0),
        finger_angle=side.uniform(-15.0, 15.0),
        skin=side.choice(_H14_SKINS),
        phone_shadow=side.uniform(0.12, 0.3),
        phone_edge=side.choice(("bottom", "bottom", "top", "left", "right")),
        phone_at=side.uniform(0.2, 0.8),
        phone_reach=side.uniform(0.12, 0.35),
        phone_size=(side.uniform(0.18, 0.32), side.uniform(0.14, 0.26)),
        motion=side.uniform(0.8, 2.6),
        motion_angle=side.uniform(0.0, np.pi),
        vignette=side.uniform(0.04, 0.14),
        cast=side.choice(
            (
                (1.0, side.uniform(0.96, 0.99), side.uniform(0.86, 0.94)),
                (side.uniform(0.95, 0.99), 1.0, side.uniform(1.0, 1.05)),
                (1.0, side.uniform(0.98, 1.01), side.uniform(0.96, 1.0)),
            )
        ),
        chroma_noise=side.uniform(1.0, 2.5),
        heic=side.uniform(0.5, 0.9),
        sharpen=side.randrange(30, 91),
        encodes=(quality,) if kind == "png" else (),
    )


def _h14_tones(arr: np.ndarray, profile: Heldout14Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def _h14_edge_shadow(arr: np.ndarray, profile: Heldout14Profile, top: int) -> np.ndarray:
    """The shadow of the sheet's leading edge along its top, within its empty top margin."""
    mm = profile.dpi / 25.4
    reach = int(min(profile.edge_mm * mm, 0.8 * top))
    if reach < 2:
        return arr
    y = np.arange(reach, dtype=np.float32)
    loss = profile.edge_shadow * np.exp(-y / max(1.0, reach / 3.0))
    loss[: max(1, round(0.15 * mm))] = min(0.85, profile.edge_shadow * 1.5)  # the edge's line
    keep = 1 - loss
    arr[:reach] *= keep[:, None, None] if arr.ndim == 3 else keep[:, None]
    return arr


def _h14_slip(arr: np.ndarray, profile: Heldout14Profile, bottom: int) -> np.ndarray:
    """The roller slipped once: a band stretched (or a few rows shown twice), what lies
    below moved down into the empty bottom margin, never off the page."""
    mm = profile.dpi / 25.4
    h = arr.shape[0]
    extra = int(min(round(profile.slip_mm * mm), bottom - round(2 * mm)))
    if extra < 1:
        return arr
    ys = int(profile.slip_at * h)
    # A repeat reads the slipped rows again; a stretch spreads a band over more rows.
    band = extra if profile.slip_kind == "repeat" else max(2, round(profile.slip_band_mm * mm))
    ys = min(ys, h - band - extra - 1)
    yo = np.arange(h, dtype=np.float64)
    src = yo.copy()
    inside = (yo >= ys) & (yo < ys + band + extra)
    if profile.slip_kind == "repeat":
        src[inside] = ys + np.mod(yo[inside] - ys, band)
    else:
        src[inside] = ys + (yo[inside] - ys) * band / (band + extra)
    after = yo >= ys + band + extra
    src[after] = yo[after] - extra
    y0 = np.clip(np.floor(src).astype(np.int64), 0, h - 2)
    f = np.clip(src - y0, 0, 1).astype(np.float32)
    f = f[:, None, None] if arr.ndim == 3 else f[:, None]
    out = arr[y0] * (1 - f) + arr[y0 + 1] * f
    gain = np.where(inside, 1 + profile.slip_light, 1.0).astype(np.float32)
    return out * (gain[:, None, None] if arr.ndim == 3 else gain[:, None])


def _h14_twisted(image: Image.Image, top: float, bottom: float, fill: object) -> Image.Image:
    """``image`` turned ``top`` degrees at its top row and ``bottom`` at its last (the
    turn changing evenly down the page), the uncovered parts ``fill``."""
    w, h = image.size
    cx, cy = w / 2, h / 2
    n = 24
    data = []
    for k in range(n):
        ya, yb = round(k * h / n), round((k + 1) * h / n)
        quad = []
        for x, y in ((0, ya), (0, yb), (w, yb), (w, ya)):
            t = np.deg2rad(top + (bottom - top) * y / h)
            dx, dy = x - cx, y - cy
            quad += [cx + dx * np.cos(t) - dy * np.sin(t), cy + dx * np.sin(t) + dy * np.cos(t)]
        data.append(((0, ya, w, yb), tuple(float(c) for c in quad)))
    return image.transform(
        (w, h), Image.Transform.MESH, data, Image.Resampling.BICUBIC, fillcolor=fill
    )


def _h14_streak(arr: np.ndarray, profile: Heldout14Profile) -> np.ndarray:
    """The dust on the glass: a thin line down the whole page at the file's x. A dark
    one dims what passes it; a light one lifts ink only part of the way to the paper."""
    w = arr.shape[1]
    x0 = profile.streak_x * (w - profile.streak_px - 2) + 1
    xs = np.arange(w, dtype=np.float32)
    # Full strength across its width, the pixels it half covers half as much.
    cover = np.clip(np.minimum(xs + 1, x0 + profile.streak_px) - np.maximum(xs, x0), 0, 1)
    cols = np.flatnonzero(cover > 0)
    if not cols.size:
        return arr
    a, b = int(cols[0]), int(cols[-1]) + 1
    c = cover[a:b][None, :, None] if arr.ndim == 3 else cover[a:b][None, :]
    part = arr[:, a:b]
    if profile.streak_dark:
        arr[:, a:b] = part * (1 - profile.streak_strength * c)
    else:
        arr[:, a:b] = part + (profile.paper - part) * profile.streak_strength * c
    return arr


def _h14_sheetfed(
    arr: np.ndarray,
    profile: Heldout14Profile,
    tilt: float,
    margins: dict[str, int],
    nrng: np.random.Generator,
    noise: float,
    slip: bool = True,
) -> Image.Image:
    """A sheet (tones applied) through the feeder: edge shadow, roller slip, the turn
    while feeding, the streak, noise and blur."""
    arr = _h14_edge_shadow(arr, profile, margins["top"])
    if slip:
        arr = _h14_slip(arr, profile, margins["bottom"])
    out = _to_image(arr)
    fill = (profile.backing,) * 3 if out.mode == "RGB" else profile.backing
    tilt = float(np.clip(tilt, -profile.max_tilt, profile.max_tilt))
    top, bottom = tilt - profile.twist / 2, tilt + profile.twist / 2
    out = _h14_twisted(out, top, bottom, fill)
    arr = np.asarray(out, dtype=np.float32).copy()
    arr = _h14_streak(arr, profile)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * noise
    return _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))


def _h14_curve(grey: np.ndarray, profile: Heldout14Profile) -> np.ndarray:
    lo, hi = profile.contrast
    v = np.clip((grey / 255.0 - lo) / max(1e-3, hi - lo), 0, 1)
    return (v * v * (3 - 2 * v) * 0.35 + v * 0.65) * 255.0  # steeper in the middle


def _h14_strokes(grey: np.ndarray, amount: float) -> np.ndarray:
    """Strokes thickened (amount > 0: the darker neighbour mixed in) or thinned (< 0)."""
    if not amount:
        return grey
    img = _to_image(grey)
    other = img.filter(ImageFilter.MinFilter(3) if amount > 0 else ImageFilter.MaxFilter(3))
    o = np.asarray(other, dtype=np.float32)
    return grey * (1 - abs(amount)) + o * abs(amount)


def _h14_placement(
    w: int, h: int, ink_box: tuple[int, int, int, int] | None, profile: Heldout14Profile
) -> tuple[float, float, float, list[float]]:
    """The content's scale and offset on the second copy, and the frame's band on each
    side (left, top, right, bottom: outer inset and width, pixels; width 0 left off):
    the content never off the page, the band never nearer print than 1.5 mm."""
    mm = profile.dpi / 25.4
    s = profile.scale
    keep = 2.5 * mm
    if ink_box is not None:
        ix0, iy0, ix1, iy1 = ink_box
        s = min(s, (w - 2 * keep) / max(1.0, ix1 - ix0), (h - 2 * keep) / max(1.0, iy1 - iy0))
    ox = (w - s * w) / 2 + profile.shift_mm[0] * mm
    oy = (h - s * h) / 2 + profile.shift_mm[1] * mm
    if ink_box is not None:
        ox = float(np.clip(ox, keep - s * ix0, w - keep - s * ix1))
        oy = float(np.clip(oy, keep - s * iy0, h - keep - s * iy1))
        room = [ox + s * ix0, oy + s * iy0, w - (ox + s * ix1), h - (oy + s * iy1)]
    else:
        room = [float(w), float(h), float(w), float(h)]
    clear = (1.5 + 0.8) * mm  # 1.5 mm, whatever the edge's slant and fray (``_h14_frame``)
    bands = []
    for k in range(4):
        inset, width = profile.frame_mm[k] * mm, profile.band_mm * mm
        avail = room[k] - clear
        if inset + width > avail:
            inset = max(0.5 * mm, avail - width)
            width = min(width, avail - inset)
        if width < 0.6 * mm:
            width = 0.0
        bands += [inset, width]
    return s, ox, oy, bands


def _h14_frame(
    h: int, w: int, bands: list[float], profile: Heldout14Profile, snrng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """The first copy's dark border (cover, 0 to 1) and what lies outside it (the
    second copy's own empty paper): ragged edges, unevenly toned."""
    mm = profile.dpi / 25.4
    lo, lw, to, tw, ro, rw, bo, bw = bands

    def ragged(n: int) -> np.ndarray:
        # The copied sheet's edge: straight, a little slanted, toner ragged along it.
        slant = np.linspace(-1.0, 1.0, n, dtype=np.float32) * snrng.uniform(-0.6, 0.6) * mm
        fray = (_low_field(snrng, 1, n, max(2, round(1.5 * mm)))[0] - 0.5) * 0.3 * mm
        return slant + fray

    yy = np.arange(h, dtype=np.float32)[:, None]
    xx = np.arange(w, dtype=np.float32)[None, :]
    left = lo + ragged(h)[:, None]
    right = w - ro - ragged(h)[:, None]
    top = to + ragged(w)[None, :]
    bottom = h - bo - ragged(w)[None, :]
    inside = (xx >= left) & (xx < right) & (yy >= top) & (yy < bottom)
    band = np.zeros((h, w), dtype=bool)
    if lw:
        band |= xx < left + lw + ragged(h)[:, None] * 0.5
    if rw:
        band |= xx >= right - rw - ragged(h)[:, None] * 0.5
    if tw:
        band |= yy < top + tw + ragged(w)[None, :] * 0.5
    if bw:
        band |= yy >= bottom - bw - ragged(w)[None, :] * 0.5
    band &= inside
    return band, ~inside


def _h14_specks(
    grey: np.ndarray, profile: Heldout14Profile, side: random.Random, snrng: np.random.Generator
) -> np.ndarray:
    """Toner: fine dots anywhere, and a few larger specks where nothing is printed
    within 2 mm."""
    mm = profile.dpi / 25.4
    h, w = grey.shape
    dots = snrng.random((h, w), dtype=np.float32) < profile.speckle
    grey[dots] = np.minimum(grey[dots], snrng.uniform(40, 170, int(dots.sum())))
    ink = grey < 200
    pad = round(2 * mm)
    placed = 0
    for _ in range(profile.specks * 8):
        if placed >= profile.specks:
            break
        r = side.uniform(0.12, 0.45) * mm
        x, y = side.uniform(pad, w - pad), side.uniform(pad, h - pad)
        x0, x1 = int(x - r - pad), int(x + r + pad + 1)
        y0, y1 = int(y - r - pad), int(y + r + pad + 1)
        if ink[max(0, y0) : y1, max(0, x0) : x1].any():
            continue
        a, b = int(max(0, y - r - 2)), int(min(h, y + r + 3))
        c, d = int(max(0, x - r - 2)), int(min(w, x + r + 3))
        sy, sx = np.mgrid[a:b, c:d].astype(np.float32)
        lump = 1 + 0.3 * np.sin(np.arctan2(sy - y, sx - x) * side.randrange(2, 5) + side.random())
        cover = np.clip(r * lump - np.hypot(sx - x, sy - y) + 0.5, 0, 1)
        grey[a:b, c:d] = grey[a:b, c:d] * (1 - cover) + side.uniform(10, 60) * cover
        placed += 1
    return grey


def _h14_recopy(image: Image.Image, profile: Heldout14Profile, side: random.Random) -> np.ndarray:
    """The content of the second copy (grey, 0 to 255, the page's size): strokes,
    contrast, the first copy's border, scale and offset, toner speckle."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = image.size
    grey = np.asarray(image.convert("L"), dtype=np.float32)
    m = _empty_margins(grey, 200.0)
    ink_box = None
    if m["left"] < w:
        ink_box = (m["left"], m["top"], w - m["right"], h - m["bottom"])
    grey = _h14_curve(_h14_strokes(grey, profile.strokes), profile)
    s, ox, oy, bands = _h14_placement(w, h, ink_box, profile)
    placed = _to_image(grey).transform(
        (w, h),
        Image.Transform.AFFINE,
        (1 / s, 0, -ox / s, 0, 1 / s, -oy / s),
        Image.Resampling.BICUBIC,
        fillcolor=255,
    )
    grey = np.asarray(placed, dtype=np.float32).copy()
    band, outside = _h14_frame(h, w, bands, profile, snrng)
    mm = profile.dpi / 25.4
    tone = profile.band_tone + 40 * _low_field(snrng, h, w, max(4, round(30 * mm)))
    tone += 14 * _low_field(snrng, h, w, max(2, round(0.8 * mm)))
    grey[band] = tone[band]
    grey[outside] = 255.0
    return _h14_specks(grey, profile, side, snrng)


def _h14_quad(
    w: int, h: int, profile: Heldout14Profile, tilt: float, side: random.Random
) -> list[tuple[float, float]]:
    """Where the sheet's corners (tl, tr, br, bl) lie in the frame: reduced to
    ``fill``, the far edge shorter (keystone), tilted, a little off-centre."""
    fill = profile.fill
    t = np.deg2rad(tilt)
    for _ in range(10):
        sw, sh = w * fill, h * fill
        c = [[-sw / 2, -sh / 2], [sw / 2, -sh / 2], [sw / 2, sh / 2], [-sw / 2, sh / 2]]
        k = profile.keystone
        p, q, axis, amount = {
            "top": (0, 1, 0, k * sw / 2),
            "bottom": (3, 2, 0, k * sw / 2),
            "left": (0, 3, 1, k * sh / 2),
            "right": (1, 2, 1, k * sh / 2),
        }[profile.keystone_edge]
        c[p][axis] += amount
        c[q][axis] -= amount
        rot = [(x * np.cos(t) - y * np.sin(t), x * np.sin(t) + y * np.cos(t)) for x, y in c]
        room_x = w / 2 - max(abs(x) for x, _ in rot) - 0.015 * w
        room_y = h / 2 - max(abs(y) for _, y in rot) - 0.015 * h
        if room_x > 0 and room_y > 0:
            break
        fill -= 0.01
    ox = side.uniform(-1, 1) * max(0.0, room_x) * 0.6
    oy = side.uniform(-1, 1) * max(0.0, room_y) * 0.6
    return [(w / 2 + ox + x, h / 2 + oy + y) for x, y in rot]


def _h14_mesh(
    w: int, h: int, quad: list[tuple[float, float]], profile: Heldout14Profile
) -> list[tuple[tuple[int, int, int, int], tuple[float, ...]]]:
    """PIL MESH data: each frame cell and the sheet quad it shows (the perspective,
    then the curl: the sheet bent like a cylinder whose axis runs down the page,
    points lifted towards the lens magnified about the page's middle)."""
    ca, cb, cc, cd, ce, cf, cg, ch = _perspective_coefficients(
        quad, [(0, 0), (w, 0), (w, h), (0, h)]
    )
    cell = max(16, w // 48)
    xs = np.arange(0, w + cell, cell, dtype=np.float64)
    ys = np.arange(0, h + cell, cell, dtype=np.float64)
    xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
    gx, gy = np.meshgrid(xs, ys)
    den = cg * gx + ch * gy + 1
    u, v = (ca * gx + cb * gy + cc) / den, (cd * gx + ce * gy + cf) / den
    if profile.curl:
        uc, vc = profile.curl_centre * w, h / 2

        def lift(x: np.ndarray) -> np.ndarray:
            t = np.clip((x - uc) / (w / 2), -1.2, 1.2)
            return profile.curl * (t * t if profile.curl_up else 1 - t * t)

        us = u.copy()
        for _ in range(5):
            u = uc + (us - uc) / (1 + 0.25 * lift(u))
        v = vc + (v - vc) / (1 + lift(u))
    return _mesh_cells(xs, ys, u, v)


def _h14_desk(h: int, w: int, profile: Heldout14Profile, snrng: np.random.Generator) -> np.ndarray:
    """The desk round the sheet (RGB): its colour, uneven, a little grain."""
    base = np.array(profile.desk, dtype=np.float32)
    slow = _low_field(snrng, h, w, max(8, w // 6))
    grain = _low_field(snrng, h, w, max(2, w // 300))
    tone = 0.88 + 0.14 * slow + 0.05 * grain
    return tone[..., None] * base


def _h14_soft(cover: np.ndarray, radius: float) -> np.ndarray:
    img = Image.fromarray(np.clip(cover * 255 + 0.5, 0, 255).astype(np.uint8), "L")
    return np.asarray(img.filter(ImageFilter.GaussianBlur(radius)), dtype=np.float32) / 255.0


def _h14_fingers(
    frame: np.ndarray,
    sheet: np.ndarray,
    ink: np.ndarray,
    profile: Heldout14Profile,
    side: random.Random,
) -> np.ndarray:
    """The fingertips of the hand holding the sheet at its left margin (the arrays
    turned so the held side is on the left): from beyond the frame's edge across the
    desk onto the sheet, moved back until no finger nor its edge comes within 2 mm of
    print; shaded, nails, a soft shadow on the paper."""
    h, w = sheet.shape
    px = profile.dpi / 25.4 * profile.fill  # frame pixels a sheet millimetre
    rows = np.flatnonzero((sheet > 0.5).any(axis=1))
    if not rows.size:
        return frame
    first_sheet = np.where((sheet > 0.5).any(axis=1), (sheet > 0.5).argmax(axis=1), w)
    inked = ink > 0.2
    first_ink = np.where(inked.any(axis=1), inked.argmax(axis=1), w).astype(np.float64)
    clear = 2.0 * px
    # The nearest print within ``clear`` rows of each row.
    r = max(1, round(clear))
    padded = np.pad(first_ink, r, constant_values=w)
    limit = np.min(np.stack([padded[i : i + h] for i in range(2 * r + 1)]), axis=0) - clear
    fw = profile.finger_mm * px
    n = profile.fingers
    span = rows[-1] - rows[0]
    centre = rows[0] + span * profile.finger_at
    phi = np.deg2rad(profile.finger_angle)
    cover = np.zeros((h, w), dtype=np.float32)
    colour = np.zeros((h, w, 3), dtype=np.float32)
    skin = np.array(profile.skin, dtype=np.float32)
    nail = np.clip(skin * 0.78 + np.array([236.0, 212.0, 200.0]) * 0.24, 0, 255)
    for k in range(n):
        yc = centre + (k - (n - 1) / 2) * fw * 1.08 + side.uniform(-0.1, 0.1) * fw
        yc = float(np.clip(yc, rows[0] + fw, rows[-1] - fw)) if span > 3 * fw else float(centre)
        a_k = phi + np.deg2rad(side.uniform(-5, 5))
        reach = profile.finger_reach_mm * px * side.uniform(0.75, 1.1)
        tip_x = float(first_sheet[int(yc)]) + reach
        dx, dy = np.cos(a_k), np.sin(a_k)
        hw, rt = fw / 2, 0.55 * fw
        length = tip_x + 2 * fw
        y_lo = int(max(0, yc - abs(dy) * length - fw))
        y_hi = int(min(h, yc + abs(dy) * length + fw + 1))
        for _ in range(3):
            x_hi = int(min(w, tip_x + 2))
            if x_hi <= 0 or y_hi <= y_lo:
                break
            sy, sx = np.mgrid[y_lo:y_hi, 0:x_hi].astype(np.float32)
            rx, ry = sx - tip_x, sy - yc
            a = -(rx * dx + ry * dy)  # back from the tip along the finger
            b = -rx * dy + ry * dx  # across it
            t = np.clip((rt - a) / rt, -1, 1)
            allowed = np.where(
                a < rt, hw * np.sqrt(np.clip(1 - t * t, 0, 1)), hw * (1 + 0.03 * (a - rt) / fw)
            )
            c = np.clip(allowed - np.abs(b) + 0.5, 0, 1) * (a > -0.5)
            reach_row = np.where(c > 0.02, sx, -1).max(axis=1)
            over = float((reach_row - limit[y_lo:y_hi]).max())
            if over <= 0:
                break
            tip_x -= over + 1
        else:
            continue
        if x_hi <= 0 or y_hi <= y_lo:
            continue
        shade = 0.7 + 0.32 * np.sqrt(np.clip(1 - (b / hw) ** 2, 0, 1)) ** 0.7
        shade *= 1 - 0.06 * np.clip(1 - a / (1.5 * fw), 0, 1)  # the tip a little redder
        tone = skin[None, None, :] * shade[..., None]
        # The nail near the tip, its free edge whiter.
        na = (a - 0.32 * fw) / (0.24 * fw)
        in_nail = np.clip(1 - na * na - (b / (0.26 * fw)) ** 2, 0, 1) > 0
        tone = np.where(in_nail[..., None], nail[None, None, :] * shade[..., None], tone)
        edge = in_nail & (a < 0.13 * fw)
        tone = np.where(edge[..., None], np.array([226.0, 220.0, 210.0]) * shade[..., None], tone)
        part = cover[y_lo:y_hi, :x_hi]
        colour[y_lo:y_hi, :x_hi] = np.where((c > part)[..., None], tone, colour[y_lo:y_hi, :x_hi])
        cover[y_lo:y_hi, :x_hi] = np.maximum(part, c)
    if not cover.any():
        return frame
    # Their shadow: a little to the right and down, soft, over paper and desk.
    off = max(1, round(1.6 * px))
    moved = np.zeros_like(cover)
    moved[off:, off:] = cover[:-off, :-off]
    shadow = _h14_soft(moved, 1.5 * px) * 0.35 * (1 - cover)
    frame = frame * (1 - shadow)[..., None]
    soft = _h14_soft(cover, 0.6)[..., None]
    return frame * (1 - soft) + colour * soft


def _h14_turned(a: np.ndarray, edge: str) -> np.ndarray:
    return {"left": a, "right": a[:, ::-1], "bottom": np.rot90(a, -1), "top": np.rot90(a, 1)}[edge]


def _h14_unturned(a: np.ndarray, edge: str) -> np.ndarray:
    return {"left": a, "right": a[:, ::-1], "bottom": np.rot90(a, 1), "top": np.rot90(a, -1)}[edge]


def _h14_phone_shadow(h: int, w: int, profile: Heldout14Profile) -> np.ndarray:
    """The phone's soft shadow (the light lost, h x w): a rounded oblong from one edge."""
    sh, sw = max(8, h // 16), max(8, w // 16)
    rx, ry = profile.phone_size
    at, reach = profile.phone_at, profile.phone_reach
    cx, cy = {
        "bottom": (at, 1 + ry - reach),
        "top": (at, reach - ry),
        "left": (reach - rx, at),
        "right": (1 + rx - reach, at),
    }[profile.phone_edge]
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    u, v = (xx / (sw - 1) - cx) / rx, (yy / (sh - 1) - cy) / ry
    r = (np.abs(u) ** 4 + np.abs(v) ** 4) ** 0.25
    core = np.clip((1.2 - r) / 0.5, 0, 1)
    core = core * core * (3 - 2 * core)
    small = Image.fromarray((core * profile.phone_shadow).astype(np.float32), "F")
    return np.asarray(small.resize((w, h), Image.Resampling.BILINEAR), dtype=np.float32)


def _h14_motion(image: Image.Image, length: float, angle: float) -> Image.Image:
    """A 5x5 kernel smearing each pixel along a segment of ``length`` pixels (at most 3.5)."""
    length = min(length, 3.5)
    k = np.zeros((5, 5), dtype=np.float64)
    for t in np.linspace(-0.5, 0.5, 25):
        x, y = t * length * np.cos(angle), t * length * np.sin(angle)
        x0, y0 = int(np.floor(x)), int(np.floor(y))
        fx, fy = x - x0, y - y0
        for ddy, wy in ((0, 1 - fy), (1, fy)):
            for ddx, wx in ((0, 1 - fx), (1, fx)):
                k[2 + y0 + ddy, 2 + x0 + ddx] += wx * wy
    k /= k.sum()
    return image.filter(ImageFilter.Kernel((5, 5), [float(c) for c in k.ravel()], scale=1))


def _h14_heic(image: Image.Image, profile: Heldout14Profile) -> Image.Image:
    """The phone's HEIC picture converted: the encoder's smoothing of flat areas (noise
    gone where nothing changes), chroma at half resolution, the phone's sharpening."""
    arr = np.asarray(image, dtype=np.float32)
    smooth = np.asarray(image.filter(ImageFilter.GaussianBlur(1.2)), dtype=np.float32)
    diff = np.abs(arr - smooth).mean(axis=2, keepdims=True)
    weight = np.clip(1 - diff / 9.0, 0, 1) * profile.heic
    out = _to_image(arr * (1 - weight) + smooth * weight)
    y, cb, cr = out.convert("YCbCr").split()
    half = (max(1, out.size[0] // 2), max(1, out.size[1] // 2))
    cb = cb.resize(half, Image.Resampling.BOX).resize(out.size, Image.Resampling.BILINEAR)
    cr = cr.resize(half, Image.Resampling.BOX).resize(out.size, Image.Resampling.BILINEAR)
    out = Image.merge("YCbCr", (y, cb, cr)).convert("RGB")
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.2, percent=profile.sharpen, threshold=3))
    return out


def _h14_photo(
    arr: np.ndarray,
    ink: np.ndarray,
    profile: Heldout14Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
) -> Image.Image:
    """The sheet (RGB, tones applied) photographed held on the desk: same size, RGB."""
    h, w = arr.shape[:2]
    snrng = np.random.default_rng(side.getrandbits(64))
    quad = _h14_quad(w, h, profile, tilt, side)
    mesh = _h14_mesh(w, h, quad, profile)
    seen = _to_image(arr).transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC)
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
    )
    ink_img = Image.fromarray(ink.astype(np.uint8) * 255, "L").transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32) / 255.0
    desk = _h14_desk(h, w, profile, snrng)
    # The sheet's own soft shadow on the desk.
    off = max(2, w // 300)
    drop = np.zeros_like(mask)
    drop[off:, off:] = mask[:-off, :-off]
    desk *= (1 - 0.3 * _h14_soft(drop, max(2.0, w / 250)))[..., None]
    frame = np.asarray(seen, dtype=np.float32) * mask[..., None] + desk * (1 - mask[..., None])
    # The hand holding one margin.
    if profile.fingers:
        e = profile.finger_side
        held = _h14_fingers(
            np.ascontiguousarray(_h14_turned(frame, e)),
            np.ascontiguousarray(_h14_turned(mask, e)),
            np.ascontiguousarray(_h14_turned(np.asarray(ink_img, dtype=np.float32) / 255.0, e)),
            profile,
            side,
        )
        frame = np.ascontiguousarray(_h14_unturned(held, e))
    # The light: the phone's shadow, uneven exposure, the lens's vignette, the cast.
    light = 1 - _h14_phone_shadow(h, w, profile)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xx / w - 0.5) ** 2 + (yy / h - 0.5) ** 2) * 2
    light *= 1 - profile.vignette * r2
    del yy, xx, r2
    frame *= light[..., None]
    frame += gradient[None, :, None] * 0.5
    frame *= np.array(profile.cast, dtype=np.float32)
    return _camera_finish(
        frame,
        profile,
        nrng,
        shaken=(
            (lambda out: _h14_motion(out, profile.motion, profile.motion_angle))
            if profile.motion
            else None
        ),
        developed=lambda out: _h14_heic(out, profile),
    )


def degrade_heldout14(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout14Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout14 scanner look (``Heldout14Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; a phone photo comes out in colour
    whatever the input, a grey profile's page in grey, the others in the
    input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    grey_in = np.asarray(image.convert("L"), dtype=np.float32)
    if profile.look == "photo":
        arr = _h14_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        if tint is not None:
            arr *= tint
        return _h14_photo(arr, grey_in < 200, profile, tilt, side, nrng, gradient)
    source = image.convert("L") if profile.grey else image
    if profile.look == "recopy":
        grey = _h14_recopy(image, profile, side)
        arr = grey if source.mode == "L" else np.repeat(grey[..., None], 3, axis=2)
        arr = _h14_tones(arr, profile)
        if tint is not None and arr.ndim == 3:
            arr *= tint
        arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
        arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
        out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
        fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
        return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    margins = _empty_margins(grey_in, 200.0)
    arr = _h14_tones(np.array(source, dtype=np.float32), profile)
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    return _h14_sheetfed(arr, profile, tilt, margins, nrng, profile.noise)


def finish_heldout14(
    sheet: Image.Image, profile: Heldout14Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout14 scanner: through the feeder (the streak
    at the file's x, the edge's shadow, the turn), copied twice (the first copy's
    border, toner specks), or photographed held on the desk."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    tilt = float(
        np.clip(side.uniform(-2.0, 2.0) * profile.skew, -profile.max_tilt, profile.max_tilt)
    )
    if profile.look == "photo":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        zero = np.zeros(w, dtype=np.float32)
        return _h14_photo(arr, np.zeros((h, w), dtype=bool), profile, tilt, side, snrng, zero)
    source = sheet.convert("L") if profile.grey else sheet
    if profile.look == "recopy":
        grey = _h14_recopy(Image.new("L", (w, h), 255), profile, side)
        arr = grey if source.mode == "L" else np.repeat(grey[..., None], 3, axis=2)
        arr = _h14_tones(arr, profile)
        arr += snrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise * 0.5
        out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
        fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
        return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    arr = np.array(source, dtype=np.float32)
    arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
    margins = {"left": w, "right": w, "top": h, "bottom": h}
    return _h14_sheetfed(arr, profile, tilt, margins, snrng, profile.noise * 0.5, slip=False)


# ---------------------------------------------------------------- heldout15 scanner profile


@dataclass(frozen=True)
class Heldout15Profile:
    """The fifteenth held-out slice's scanners: a letter folded in three and
    flattened on a flatbed, a reviewed copy marked by hand, a phone photo at the
    counter under a desk lamp.

    Each file comes through one ``look``. "folded": a letter folded in three for
    an envelope, flattened on a flatbed at 150 to 240 dpi (small print at 240):
    two horizontal creases (a thin dark line with a light ridge on one side and a
    faint soft shadow on the other), the three panels a px or two sideways and a
    fraction of a degree apart, and near the top a coffee-cup ring (partial,
    heavier on one side, a faint tinted inside, sometimes twice) or a paper clip
    left on the sheet (wire loops and their shadow, only in the empty top margin,
    slid up off the page where the margin is short). A quarter in grey.
    "marked": a reviewed copy scanned at 200 to 300 dpi (small print and bilevel
    TIFF at 300; TIFF is always this look), grey or colour: a yellow or green
    highlighter stroke over each of two to four consecutive printed lines
    (transparent, streaky, chisel ends; the print stays dark under it), a
    ballpoint tick or circle in the left or right margin beside them, and a
    "RECEBIDO" rubber stamp in blue or red ink where nothing is printed within
    1.5 mm (margin or blank space; shrunk or left off where no room), tilted, its
    ink uneven (one side pressed harder, mottled, gaps).
    "photo": phone photos (the ``photo`` path always) taken at the counter under
    a desk lamp: the sheet on the counter, a strong keystone from a low angle
    only partly corrected (the far top edge 3 to 7 % narrower, the page a little
    squashed), a rolling-shutter slant (rows moved sideways more and more down
    the frame, with a hand's tremor), a warm lamp cast, the light falling off
    away from the lamp and a dark corner opposite it with more noise, a specular
    glare patch that washes ink out (at most 60 %, never erasing a value), the
    phone's sharpening, JPEG 55 to 80; frames 1500 to 2300 px high (128 to 197
    dpi on A4; small print 2000 or more). Only the heldout15 slice uses it
    (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "folded"  # folded | marked | photo
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 24.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.4  # share of the drawn skew the sheet (or the camera) keeps
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # folded: the creases
    folds: tuple[float, float] = (0.335, 0.67)  # the creases' heights, shares of the page
    ridge_below: tuple[bool, bool] = (True, False)  # the ridge's side of each crease's line
    crease_dark: float = 0.28  # light lost on the crease's line
    crease_px: float = 1.0  # the line's half-width, pixels
    ridge_light: float = 0.05  # share lighter on the ridge
    ridge_mm: float = 0.7  # the ridge's width
    fold_shadow: float = 0.07  # light lost in the shadow beside each crease
    fold_shadow_mm: float = 4.0  # how far it reaches
    panel_shift: tuple[float, float] = (1.0, -1.5)  # px sideways, top and bottom panel
    panel_turn: tuple[float, float] = (0.2, -0.15)  # degrees, top and bottom panel
    wobble: tuple[float, float, float] = (0.7, 1.3, 4.2)  # the creases' waver: px, phases
    # folded: what lies near the top
    mark: str = "ring"  # ring | clip | "" (none)
    mark_at: float = 0.7  # across the page, share
    ring_mm: float = 38.0  # the cup's radius
    ring_y: float = 0.07  # the ring's centre down the page, share
    ring_strength: float = 0.3
    ring_colour: tuple[int, int, int] = (150, 96, 52)
    ring_twice: bool = False  # the cup set down twice
    clip_mm: float = 32.0  # the clip's length
    clip_angle: float = 0.0  # degrees off upright
    clip_metal: float = 130.0
    # marked
    highlighter: tuple[int, int, int] = (250, 238, 70)
    highlight_at: float = 0.45  # where down the page the strokes begin, share
    highlight_lines: int = 3
    highlight_strength: float = 0.85
    pen: str = "tick"  # tick | circle
    pen_side: str = "left"  # the margin it is drawn in (the other if no room)
    pen_colour: tuple[int, int, int] = (28, 44, 132)
    pen_mm: float = 6.0
    stamp_colour: tuple[int, int, int] = (38, 70, 172)
    stamp_angle: float = -4.0
    stamp_mm: tuple[float, float] = (46.0, 22.0)
    stamp_at: tuple[float, float] = (0.7, 0.12)  # where it is wanted, shares (nearest room)
    stamp_ink: float = 0.85
    stamp_form: int = 0  # 0: double border; 1: rounded, "PROTOCOLO" above
    # photo
    fill: float = 0.92  # the sheet's height, share of the frame
    keystone: float = 0.05  # the far (top) edge narrower by this share
    squash: float = 0.97  # the sheet's height foreshortened, share
    shear: float = 0.008  # rolling shutter: pixels sideways a row down the frame
    wobble_px: float = 1.2  # the hand's tremor across the rows
    wobble_period: float = 0.35  # share of the frame's height
    counter: tuple[int, int, int] = (176, 172, 164)
    lamp: str = "tl"  # the frame corner nearest the lamp: tl | tr | bl | br
    falloff: float = 0.15  # light lost across the frame away from the lamp
    dark: float = 0.45  # light lost in the corner opposite the lamp
    glare_at: tuple[float, float] = (0.35, 0.3)  # the glare's centre, shares of the frame
    glare_size: tuple[float, float] = (0.09, 0.05)  # half-axes, shares of the frame's width
    glare_angle: float = 0.0  # radians
    glare: float = 0.55  # the wash in its core (ink keeps the rest of its contrast)
    cast: tuple[float, float, float] = (1.0, 0.9, 0.72)
    chroma_noise: float = 2.0
    sharpen: int = 60  # the phone's sharpening, percent
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H15_FRAMES = (1500, 1600, 1800, 2000, 2160, 2300)  # phone frames' heights
_H15_COUNTERS = (
    (176, 172, 164),  # grey formica
    (214, 208, 196),  # white laminate
    (120, 88, 62),  # wood
    (92, 90, 88),  # dark granite
    (150, 140, 128),  # beige granite
)
_H15_HIGHLIGHTERS = ((250, 238, 70), (246, 242, 110), (172, 236, 110), (150, 226, 128))
_H15_PENS = ((28, 44, 132), (20, 30, 98), (36, 36, 44))  # blue, dark blue, black ballpoint
_H15_STAMP_INKS = ((38, 70, 172), (56, 58, 150), (186, 36, 46), (160, 28, 62))
_H15_RINGS = ((150, 96, 52), (128, 84, 50), (168, 118, 70))


def heldout15_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout15Profile:
    """One file's heldout15 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "photo"
    elif kind == "tiff":
        look = "marked"
    else:
        look = side.choices(("folded", "marked"), weights=(50, 50))[0]
    if look == "folded":
        dpi = 240 if small else side.choice((150, 200, 200, 240))
        mark = side.choices(("ring", "clip", ""), weights=(50, 38, 12))[0]
        sign = side.choice((-1, 1))
        return Heldout15Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=side.randrange(234, 251),
            black=side.uniform(14.0, 34.0),
            noise=side.uniform(1.2, 3.0),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            grey=side.random() < 0.25,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            folds=(side.uniform(0.315, 0.35), side.uniform(0.655, 0.69)),
            ridge_below=(side.random() < 0.5, side.random() < 0.5),
            crease_dark=side.uniform(0.15, 0.35),
            crease_px=side.uniform(0.6, 1.1) * max(1.0, dpi / 200),
            ridge_light=side.uniform(0.03, 0.07),
            ridge_mm=side.uniform(0.4, 1.0),
            fold_shadow=side.uniform(0.04, 0.1),
            fold_shadow_mm=side.uniform(2.0, 6.0),
            panel_shift=(side.uniform(0.5, 2.0) * sign, side.uniform(0.5, 2.0) * -sign),
            panel_turn=(
                side.uniform(0.05, 0.35) * side.choice((-1, 1)),
                side.uniform(0.05, 0.35) * side.choice((-1, 1)),
            ),
            wobble=(side.uniform(0.3, 1.0), side.uniform(0, 6.28), side.uniform(0, 6.28)),
            mark=mark,
            mark_at=side.uniform(0.15, 0.85),
            ring_mm=side.uniform(30.0, 42.0),
            ring_y=side.uniform(0.0, 0.12),
            ring_strength=side.uniform(0.18, 0.35),
            ring_colour=side.choice(_H15_RINGS),
            ring_twice=side.random() < 0.3,
            clip_mm=side.uniform(28.0, 34.0),
            clip_angle=side.uniform(-12.0, 12.0),
            clip_metal=side.uniform(100.0, 160.0),
        )
    if look == "marked":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        return Heldout15Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=side.randrange(236, 252),
            black=side.uniform(12.0, 30.0),
            noise=side.uniform(1.0, 2.6),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            threshold=side.randrange(140, 158),
            grey=kind != "tiff" and side.random() < 0.4,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            highlighter=side.choice(_H15_HIGHLIGHTERS),
            highlight_at=side.uniform(0.2, 0.75),
            highlight_lines=side.choice((2, 3, 3, 4)),
            highlight_strength=side.uniform(0.7, 0.95),
            pen=side.choice(("tick", "tick", "circle")),
            pen_side=side.choice(("left", "right")),
            pen_colour=side.choice(_H15_PENS),
            pen_mm=side.uniform(5.0, 9.0),
            stamp_colour=side.choice(_H15_STAMP_INKS),
            stamp_angle=side.uniform(-10.0, 10.0),
            stamp_mm=(side.uniform(42.0, 56.0), side.uniform(18.0, 26.0)),
            stamp_at=(side.uniform(0.1, 0.9), side.choice((0.08, 0.9, side.uniform(0.1, 0.9)))),
            stamp_ink=side.uniform(0.7, 0.95),
            stamp_form=side.randrange(2),
        )
    height = side.choice(_H15_FRAMES[3:] if small else _H15_FRAMES)
    quality = side.randrange(55, 81)
    lamp = side.choice(("tl", "tr", "bl", "br"))
    gx = side.uniform(0.22, 0.45) if lamp[1] == "l" else side.uniform(0.55, 0.78)
    gy = side.uniform(0.2, 0.45) if lamp[0] == "t" else side.uniform(0.55, 0.8)
    return Heldout15Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(216, 240),
        black=side.uniform(28.0, 50.0),
        noise=side.uniform(1.8, 3.5),
        blur=side.uniform(0.35, 0.6) * height / 2000,
        skew=side.uniform(0.3, 0.7),
        max_tilt=1.8,
        fill=side.uniform(0.88, 0.95),
        keystone=side.uniform(0.03, 0.07),
        squash=side.uniform(0.94, 0.99),
        shear=side.uniform(0.004, 0.012) * side.choice((-1, 1)),
        wobble_px=side.uniform(0.5, 2.0),
        wobble_period=side.uniform(0.2, 0.6),
        counter=side.choice(_H15_COUNTERS),
        lamp=lamp,
        falloff=side.uniform(0.08, 0.2),
        dark=side.uniform(0.3, 0.5),
        glare_at=(gx, gy),
        glare_size=(side.uniform(0.06, 0.12), side.uniform(0.035, 0.07)),
        glare_angle=side.uniform(-0.6, 0.6),
        glare=side.uniform(0.35, 0.6),
        cast=(1.0, side.uniform(0.86, 0.93), side.uniform(0.66, 0.8)),
        chroma_noise=side.uniform(1.2, 2.8),
        sharpen=side.randrange(30, 91),
        encodes=(quality,) if kind == "png" else (),
    )


def _h15_tones(arr: np.ndarray, profile: Heldout15Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def _h15_lum(colour: tuple[int, int, int]) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def _h15_filter(arr: np.ndarray, colour: tuple[int, int, int]) -> np.ndarray:
    """A transparent dye's transmittance (per channel, or grey), 0 to 1."""
    if arr.ndim == 3:
        return np.array(colour, dtype=np.float32) / 255.0
    return np.float32(_h15_lum(colour) / 255.0)


def _h15_ink(region: np.ndarray, a: np.ndarray, colour: tuple[int, int, int]) -> np.ndarray:
    """Opaque-ish ink (stamp, ballpoint, metal) laid with cover ``a`` (h x w) over
    ``region``: dark print stays dark under it."""
    c: np.ndarray | float
    if region.ndim == 3:
        c, a = np.array(colour, dtype=np.float32), a[..., None]
    else:
        c = _h15_lum(colour)
    return region * (1 - a) + np.minimum(region, c) * a


def _h15_panels(arr: np.ndarray, profile: Heldout15Profile, ys: list[np.ndarray]) -> np.ndarray:
    """The folded sheet's top and bottom panels moved a px or two sideways and turned a
    fraction of a degree about their crease's middle; the middle panel stays."""
    h, w = arr.shape[:2]
    out = arr.copy()
    fill = (profile.paper,) * 3 if arr.ndim == 3 else profile.paper
    for k, crease in enumerate(ys):
        t = np.deg2rad(profile.panel_turn[k])
        dx = profile.panel_shift[k]
        pad = int(np.ceil(w / 2 * abs(np.tan(t)) + abs(dx) + 4))
        yc = float(np.mean(crease))
        if k == 0:
            a, b = 0, min(h, int(crease.max()) + pad)
        else:
            a, b = max(0, int(crease.min()) - pad), h
        px, py = w / 2, yc - a
        cos, sin = float(np.cos(t)), float(np.sin(t))
        data = (
            cos,
            sin,
            px - cos * (px + dx) - sin * py,
            -sin,
            cos,
            py + sin * (px + dx) - cos * py,
        )
        part = _to_image(arr[a:b]).transform(
            (w, b - a), Image.Transform.AFFINE, data, Image.Resampling.BICUBIC, fillcolor=fill
        )
        moved = np.asarray(part, dtype=np.float32)
        rows = np.arange(a, b, dtype=np.float32)[:, None]
        take = rows < crease[None, :] if k == 0 else rows >= crease[None, :]
        if arr.ndim == 3:
            take = take[..., None]
        out[a:b] = np.where(take, moved, out[a:b])
    return out


def _h15_creases(arr: np.ndarray, profile: Heldout15Profile, ys: list[np.ndarray]) -> np.ndarray:
    """Each crease: a thin dark line, a light ridge on one side, a soft shadow on the other."""
    h = arr.shape[0]
    mm = profile.dpi / 25.4
    rw = max(0.6, profile.ridge_mm * mm / 2)
    reach = profile.fold_shadow_mm * mm
    for k, crease in enumerate(ys):
        s = 1.0 if profile.ridge_below[k] else -1.0
        a = max(0, int(crease.min() - 4 * reach - 8))
        b = min(h, int(crease.max() + 4 * reach + 8))
        if b <= a:
            continue
        d = np.arange(a, b, dtype=np.float32)[:, None] - crease[None, :]
        line = profile.crease_dark * np.exp(-((d / profile.crease_px) ** 2))
        off = 1.5 * profile.crease_px + rw
        ridge = profile.ridge_light * np.exp(-(((d - s * off) / rw) ** 2))
        away = np.clip(-s * d - profile.crease_px, 0, None)
        onset = np.clip(-s * d / (2 * profile.crease_px + 1), 0, 1)
        shadow = profile.fold_shadow * np.exp(-away / max(1.0, reach)) * onset
        gain = ((1 - line - shadow) * (1 + ridge)).astype(np.float32)
        arr[a:b] *= gain[..., None] if arr.ndim == 3 else gain
    return arr


def _h15_crease_rows(w: int, h: int, profile: Heldout15Profile, jitter: float) -> list[np.ndarray]:
    """Each crease's row at every column: straight, half its panel's turn, a slight waver."""
    xs = np.arange(w, dtype=np.float32)
    amp, p1, p2 = profile.wobble
    rows = []
    for k, at in enumerate(profile.folds):
        slope = np.tan(np.deg2rad(profile.panel_turn[k] / 2))
        wave = amp * (
            0.6 * np.sin(2 * np.pi * xs / (0.7 * w) + p1)
            + 0.4 * np.sin(2 * np.pi * xs / (0.23 * w) + p2 + k)
        )
        rows.append((at + jitter) * h + slope * (xs - w / 2) + wave)
    return rows


def _h15_ring(arr: np.ndarray, profile: Heldout15Profile, side: random.Random) -> np.ndarray:
    """A coffee cup's ring near the top: a thin rim darker at its outer edge, heavier on
    one side, sometimes broken, a faint mottled tint inside; sometimes set down twice."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    snrng = np.random.default_rng(side.getrandbits(64))
    cx, cy = profile.mark_at * w, profile.ring_y * h
    for n in range(2 if profile.ring_twice else 1):
        r0 = profile.ring_mm * mm * side.uniform(0.96, 1.04)
        if n:
            cx += side.uniform(0.3, 0.8) * r0 * side.choice((-1, 1))
            cy += side.uniform(0.1, 0.4) * r0
        x0, x1 = int(max(0, cx - r0 - 3 * mm)), int(min(w, cx + r0 + 3 * mm))
        y0, y1 = int(max(0, cy - r0 - 3 * mm)), int(min(h, cy + r0 + 3 * mm))
        if x1 <= x0 or y1 <= y0:
            continue
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        r = np.hypot(xx - cx, yy - cy)
        th = np.arctan2(yy - cy, xx - cx)
        rim_w = side.uniform(0.5, 1.3) * mm
        # Round the rim: heavier on one side, thin or broken elsewhere.
        ph1, ph2 = side.uniform(0, 6.28), side.uniform(0, 6.28)
        along = 0.55 + 0.45 * np.sin(th + ph1) + 0.25 * np.sin(2 * th + ph2)
        along = np.clip(along, 0.05, 1.0)
        wander = r0 * (1 + 0.012 * np.sin(3 * th + ph2))  # the rim not quite round
        dr = r - wander
        rim = np.where(
            dr < 0, np.exp(-((dr / (2.2 * rim_w)) ** 2)), np.exp(-((dr / (0.45 * rim_w)) ** 2))
        )
        mottle = _low_field(snrng, y1 - y0, x1 - x0, max(4, round(6 * mm)))
        inside = np.clip(-dr / (2 * mm), 0, 1) * (0.05 + 0.1 * mottle)
        stain = profile.ring_strength * (rim * along + inside) * (0.6 if n else 1.0)
        t = _h15_filter(arr, profile.ring_colour)
        loss = stain[..., None] * (1 - t) if arr.ndim == 3 else stain * (1 - t)
        arr[y0:y1, x0:x1] *= 1 - loss
    return arr


def _h15_stadium(
    u: np.ndarray, v: np.ndarray, cu: float, v0: float, v1: float, r: float
) -> np.ndarray:
    """The distance from (u, v) to a vertical stadium's outline (a wire loop)."""
    dv = v - np.clip(v, v0 + r, v1 - r)
    return np.abs(np.hypot(u - cu, dv) - r)


def _h15_clip(
    arr: np.ndarray, profile: Heldout15Profile, side: random.Random, top_ink: np.ndarray
) -> np.ndarray:
    """A paper clip on the sheet's top edge: its wire loops and their shadow, only where
    the top margin is empty (moved along the edge where it is deepest near its place,
    slid up off the page as far as the margin asks; left off if no room)."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    length = profile.clip_mm * mm
    half = 4.5 * mm  # the outer loop's half-width
    a = np.deg2rad(profile.clip_angle)
    span = half + length * abs(np.sin(a)) + 2 * mm
    best, at = -1.0, 0.0
    for x in np.linspace(span, w - span, 40):
        lo, hi = int(max(0, x - span)), int(min(w, x + span))
        depth = float(top_ink[lo:hi].min()) - 3 * mm
        score = min(depth, length) - 0.05 * abs(x - profile.mark_at * w)
        if score > best:
            best, at = score, float(x)
    lo, hi = int(max(0, at - span)), int(min(w, at + span))
    bottom = min(float(top_ink[lo:hi].min()) - 3 * mm, length * np.cos(a) * 0.95)
    if bottom < 5 * mm:
        return arr
    wire = max(1.5, 0.8 * mm)
    y1 = int(min(h, bottom + 3 * mm))
    x0, x1 = int(max(0, at - span - 3 * mm)), int(min(w, at + span + 3 * mm))
    yy, xx = np.mgrid[0:y1, x0:x1].astype(np.float32)

    def cover(dx: float, dy: float) -> np.ndarray:
        px, py = xx - at - dx, yy - bottom - dy
        u = px * np.cos(a) + py * np.sin(a)
        v = px * np.sin(a) - py * np.cos(a)  # up the clip from its bottom end
        outer = _h15_stadium(u, v, 0.0, 0.0, length, half)
        outer = np.where((u < 0) & (v > 0.62 * length), 1e6, outer)  # the wire's end
        inner = _h15_stadium(u, v, 0.15 * half, 0.1 * length, 0.8 * length, 0.62 * half)
        inner = np.where((u > 0.15 * half) & (v > 0.72 * length), 1e6, inner)
        leg = np.hypot(u + 0.35 * half, v - np.clip(v, 0.35 * length, 0.92 * length))
        d = np.minimum(np.minimum(outer, inner), leg)
        return np.clip(wire / 2 - d + 0.5, 0, 1), d

    metal, d = cover(0.0, 0.0)
    shade, _ = cover(0.9 * mm, 1.1 * mm)
    blurred = _to_image(shade * 255).filter(ImageFilter.GaussianBlur(0.7 * mm))
    shade = np.asarray(blurred, dtype=np.float32) / 255.0
    shade *= 0.35 * (1 - metal)
    tone = profile.clip_metal + 50 * np.clip(1 - (2 * d / wire) ** 2, 0, 1)  # the wire's shine
    region = arr[:y1, x0:x1]
    region = region * (1 - (shade[..., None] if region.ndim == 3 else shade))
    m = metal[..., None] if region.ndim == 3 else metal
    t = tone[..., None] * np.array([1.0, 1.0, 1.02], dtype=np.float32) if region.ndim == 3 else tone
    arr[:y1, x0:x1] = region * (1 - m) + t * m
    return arr


def _h15_folded(
    arr: np.ndarray, grey_in: np.ndarray | None, profile: Heldout15Profile, side: random.Random
) -> np.ndarray:
    """The letter's sheet (tones applied) folded in three and flattened: the panels
    apart, the creases, the ring or the clip near the top."""
    h, w = arr.shape[:2]
    ys = _h15_crease_rows(w, h, profile, side.uniform(-0.003, 0.003))
    arr = _h15_panels(arr, profile, ys)
    arr = _h15_creases(arr, profile, ys)
    if profile.mark == "ring":
        arr = _h15_ring(arr, profile, side)
    elif profile.mark == "clip":
        if grey_in is None:
            top_ink = np.full(w, float(h), dtype=np.float32)
        else:
            ink = grey_in < 200
            top_ink = np.where(ink.any(axis=0), ink.argmax(axis=0), h).astype(np.float32)
        arr = _h15_clip(arr, profile, side, top_ink)
    return arr


def _h15_lines(grey: np.ndarray, mm: float) -> list[tuple[int, int]]:
    """Printed lines (runs of rows holding ink) 1.2 to 6 mm high."""
    rows = (grey < 160).sum(axis=1) >= 3
    runs, start = [], None
    for i, on in enumerate(np.append(rows, False)):
        if on and start is None:
            start = i
        elif not on and start is not None:
            if 1.2 * mm <= i - start <= 6 * mm:
                runs.append((start, i - 1))
            start = None
    return runs


def _h15_highlight(
    arr: np.ndarray, grey: np.ndarray, profile: Heldout15Profile, side: random.Random
) -> tuple[int, int] | None:
    """A highlighter stroke over each of a few consecutive printed lines: transparent
    dye (print stays dark under it), streaky along the stroke, chisel ends, darker
    where two strokes cross. Returns the rows it covers."""
    h, w = grey.shape
    mm = profile.dpi / 25.4
    lines = _h15_lines(grey, mm)
    if not lines:
        return None
    # Consecutive lines (no gap over 8 mm), from the first at or below the wanted height.
    start = next((i for i, (a, _) in enumerate(lines) if a >= profile.highlight_at * h), 0)
    group = [lines[start]]
    for line in lines[start + 1 :]:
        if len(group) >= profile.highlight_lines or line[0] - group[-1][1] > 8 * mm:
            break
        group.append(line)
    snrng = np.random.default_rng(side.getrandbits(64))
    t = _h15_filter(arr, profile.highlighter)
    chisel = np.tan(np.deg2rad(side.uniform(15, 35)))
    for a, b in group:
        cols = np.flatnonzero((grey[a : b + 1] < 160).any(axis=0))
        xa = cols[0] - side.uniform(0.3, 2.0) * mm
        xb = cols[-1] + side.uniform(0.5, 3.0) * mm
        yc = (a + b) / 2 + side.uniform(-0.3, 0.3) * mm
        half = min(3.2 * mm, (b - a) / 2 + side.uniform(0.7, 1.2) * mm)
        slope = np.tan(np.deg2rad(side.uniform(-0.25, 0.25)))
        y0 = int(max(0, yc - half - abs(slope) * (xb - xa) - 2))
        y1 = int(min(h, yc + half + abs(slope) * (xb - xa) + 3))
        x0, x1 = int(max(0, xa - half - 2)), int(min(w, xb + half + 2))
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        dy = yy - (yc + slope * (xx - xa))
        edge = np.clip(half - np.abs(dy) + 0.5, 0, 1)
        left = np.clip(xx - (xa + dy * chisel) + 0.5, 0, 1)
        right = np.clip((xb + dy * chisel) - xx + 0.5, 0, 1)
        streak = _low_field(snrng, y1 - y0, 1, max(2, round(0.4 * mm)))  # felt's lines
        fade = 1 - 0.25 * np.clip((xx - xa) / max(1.0, xb - xa), 0, 1) ** 3  # ink runs low
        a_ = profile.highlight_strength * (0.82 + 0.18 * streak) * fade * edge * left * right
        region = arr[y0:y1, x0:x1]
        loss = a_[..., None] * (1 - t) if region.ndim == 3 else a_ * (1 - t)
        arr[y0:y1, x0:x1] = region * (1 - loss)
    return group[0][0], group[-1][1]


def _h15_pen(
    arr: np.ndarray,
    margins: dict[str, int],
    rows: tuple[int, int] | None,
    profile: Heldout15Profile,
    side: random.Random,
) -> np.ndarray:
    """A ballpoint tick or circle in the left or right margin beside ``rows``, drawn only
    where the margin is empty (smaller if it is narrow, left off if no room)."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    size = profile.pen_mm * mm
    order = (profile.pen_side, "right" if profile.pen_side == "left" else "left")
    room = {e: margins[e] - 5 * mm for e in order}
    where = next((e for e in order if room[e] >= size), None)
    if where is None:
        where = max(order, key=lambda e: room[e])
        size = room[where]
        if size < 3.5 * mm:
            return arr
    cx = margins["left"] / 2 if where == "left" else w - margins["right"] / 2
    cy = (rows[0] + rows[1]) / 2 if rows else profile.highlight_at * h
    cy = float(np.clip(cy, size, h - size))
    turn = np.deg2rad(side.uniform(-15, 15))
    if profile.pen == "circle":
        n = 48
        a0 = side.uniform(0, 6.28)
        tt = np.linspace(0, 2 * np.pi * side.uniform(1.04, 1.12), n)
        rad = size / 2 * (0.94 + 0.08 * tt / (2 * np.pi))
        pts = np.stack([np.cos(tt + a0) * rad, np.sin(tt + a0) * rad * 0.86], axis=1)
    else:
        t1 = np.linspace(0, 1, 8)[:, None]
        t2 = np.linspace(0, 1, 16)[1:, None]
        p0, c0, p1 = np.array([-0.45, 0.0]), np.array([-0.25, 0.25]), np.array([-0.08, 0.42])
        c1, p2 = np.array([0.15, 0.0]), np.array([0.5, -0.55])
        s1 = (1 - t1) ** 2 * p0 + 2 * (1 - t1) * t1 * c0 + t1**2 * p1
        s2 = (1 - t2) ** 2 * p1 + 2 * (1 - t2) * t2 * c1 + t2**2 * p2
        pts = np.concatenate([s1, s2]) * size
    rot = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    pts = pts @ rot.T + np.array([cx, cy])
    width = max(1.2, side.uniform(0.3, 0.45) * mm)
    x0, x1 = int(max(0, pts[:, 0].min() - 4)), int(min(w, pts[:, 0].max() + 5))
    y0, y1 = int(max(0, pts[:, 1].min() - 4)), int(min(h, pts[:, 1].max() + 5))
    yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    cover = np.zeros(yy.shape, dtype=np.float32)
    nseg = len(pts) - 1
    pressure = np.clip(0.85 + 0.15 * np.sin(np.linspace(0, 3, nseg) + side.uniform(0, 6)), 0, 1)
    for _ in range(side.randrange(0, 3)):
        pressure[side.randrange(nseg)] *= 0.3  # the ball skipped
    for i in range(nseg):
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        vx, vy = bx - ax, by - ay
        f = np.clip(((xx - ax) * vx + (yy - ay) * vy) / max(1e-6, vx * vx + vy * vy), 0, 1)
        d = np.hypot(xx - ax - f * vx, yy - ay - f * vy)
        cover = np.maximum(cover, np.clip(width / 2 - d + 0.5, 0, 1) * pressure[i])
    arr[y0:y1, x0:x1] = _h15_ink(arr[y0:y1, x0:x1], cover * 0.92, profile.pen_colour)
    return arr


_H15_FONTS: dict[tuple[str, int], object] = {}


def _h15_font(face: str, size: int):  # noqa: ANN202
    key = (face, size)
    if key not in _H15_FONTS:
        _H15_FONTS[key] = _stamp_font(size, face)
    return _H15_FONTS[key]


def _h15_stamp_layer(profile: Heldout15Profile, scale: float) -> np.ndarray:
    """The "RECEBIDO" stamp's shape (0 to 1), tilted."""
    from PIL import ImageDraw

    mm = profile.dpi / 25.4 * scale
    sw, sh = round(profile.stamp_mm[0] * mm), round(profile.stamp_mm[1] * mm)
    layer = Image.new("L", (sw, sh), 0)
    draw = ImageDraw.Draw(layer)
    t = max(2, round(0.6 * mm))
    if profile.stamp_form == 0:
        draw.rectangle((0, 0, sw - 1, sh - 1), outline=255, width=t)
        g = t + max(2, round(0.6 * mm))
        draw.rectangle((g, g, sw - 1 - g, sh - 1 - g), outline=255, width=max(1, t // 2))
        lines = [("RECEBIDO", 0.36, 0.34), ("Em ____/____/______", 0.66, 0.15)]
        lines.append(("Ass.: ________________", 0.84, 0.13))
    else:
        draw.rounded_rectangle((0, 0, sw - 1, sh - 1), radius=round(3 * mm), outline=255, width=t)
        lines = [("PROTOCOLO", 0.2, 0.14), ("RECEBIDO", 0.45, 0.3)]
        lines.append(("____/____/______  Hora: ____", 0.7, 0.13))
        lines.append(("Servidor: ______________", 0.87, 0.12))
    for text, at, hshare in lines:
        face = "Play:bold" if text in ("RECEBIDO", "PROTOCOLO") else "Play"
        size = max(6, round(sh * hshare))
        font = _h15_font(face, size)
        while size > 6 and draw.textlength(text, font=font) > 0.86 * sw:
            size -= 1
            font = _h15_font(face, size)
        draw.text((sw / 2, sh * at), text, fill=255, font=font, anchor="mm")
    layer = layer.rotate(profile.stamp_angle, expand=True, resample=Image.Resampling.BICUBIC)
    return np.asarray(layer, dtype=np.float32) / 255.0


def _h15_stamp(
    arr: np.ndarray, grey: np.ndarray, profile: Heldout15Profile, side: random.Random
) -> np.ndarray:
    """The "RECEBIDO" rubber stamp where nothing is printed within 1.5 mm (nearest its
    wanted place; shrunk, or left off, if no room), its ink uneven."""
    h, w = grey.shape
    mm = profile.dpi / 25.4
    c = max(2, round(mm))  # 1 mm cells
    ch, cw = h // c, w // c
    ink = (grey[: ch * c, : cw * c] < 200).reshape(ch, c, cw, c).any(axis=(1, 3))
    grown = ink.copy()
    for _ in range(2):  # 1.5 mm and more round the print
        g = grown.copy()
        g[1:] |= grown[:-1]
        g[:-1] |= grown[1:]
        g[:, 1:] |= grown[:, :-1]
        g[:, :-1] |= grown[:, 1:]
        grown = g
    integral = np.pad(grown.astype(np.int32).cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    for scale in (1.0, 0.8, 0.65):
        layer = _h15_stamp_layer(profile, scale)
        lh, lw = layer.shape
        bh, bw = -(-lh // c) + 1, -(-lw // c) + 1
        if bh + 6 > ch or bw + 6 > cw:
            continue
        i = np.arange(3, ch - bh - 2)[:, None]
        j = np.arange(3, cw - bw - 2)[None, :]
        used = integral[i + bh, j + bw] - integral[i, j + bw] - integral[i + bh, j] + integral[i, j]
        free = np.argwhere(used == 0)
        if not free.size:
            continue
        want = np.array(
            [profile.stamp_at[1] * ch - bh / 2 - 3, profile.stamp_at[0] * cw - bw / 2 - 3]
        )
        k = int(np.argmin(np.hypot(*(free - want).T)))
        y0, x0 = (int(free[k][0]) + 3) * c, (int(free[k][1]) + 3) * c
        break
    else:
        return arr
    snrng = np.random.default_rng(side.getrandbits(64))
    # Pressed harder on one side, mottled, with gaps where the rubber took no ink.
    phi = side.uniform(0, 6.28)
    yy, xx = np.mgrid[0:lh, 0:lw].astype(np.float32)
    ramp = ((xx / lw - 0.5) * np.cos(phi) + (yy / lh - 0.5) * np.sin(phi)) + 0.5
    press = side.uniform(0.4, 0.65) + (1 - side.uniform(0.4, 0.65)) * np.clip(ramp, 0, 1)
    mottle = 0.65 + 0.35 * _low_field(snrng, lh, lw, max(3, round(2.5 * mm)))
    gaps = _low_field(snrng, lh, lw, max(2, round(0.5 * mm))) > side.uniform(0.78, 0.9)
    a = layer * press * mottle * np.where(gaps, 0.25, 1.0) * profile.stamp_ink
    arr[y0 : y0 + lh, x0 : x0 + lw] = _h15_ink(
        arr[y0 : y0 + lh, x0 : x0 + lw], a.astype(np.float32), profile.stamp_colour
    )
    return arr


def _h15_marked(
    arr: np.ndarray, grey_in: np.ndarray, profile: Heldout15Profile, side: random.Random
) -> np.ndarray:
    """The reviewed copy (tones applied): highlighter, a ballpoint mark, the stamp."""
    rows = _h15_highlight(arr, grey_in, profile, side)
    arr = _h15_pen(arr, _empty_margins(grey_in, 200.0), rows, profile, side)
    return _h15_stamp(arr, grey_in, profile, side)


def _h15_flatbed(
    arr: np.ndarray, profile: Heldout15Profile, tilt: float, nrng: np.random.Generator, noise: float
) -> Image.Image:
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
    return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)


def _h15_quad(
    w: int, h: int, profile: Heldout15Profile, tilt: float, side: random.Random
) -> list[tuple[float, float]]:
    """The sheet's corners (tl, tr, br, bl) in the frame: the far top edge narrower, the
    height foreshortened, tilted, off-centre, with room for the rolling shutter's slant."""
    fill = profile.fill
    t = np.deg2rad(tilt)
    for _ in range(20):
        sw, sh = w * fill, h * fill * profile.squash
        k = profile.keystone * sw / 2
        c = [(-sw / 2 + k, -sh / 2), (sw / 2 - k, -sh / 2), (sw / 2, sh / 2), (-sw / 2, sh / 2)]
        rot = [(x * np.cos(t) - y * np.sin(t), x * np.sin(t) + y * np.cos(t)) for x, y in c]
        slant = abs(profile.shear) * h / 2 + profile.wobble_px
        room_x = w / 2 - max(abs(x) for x, _ in rot) - slant - 0.012 * w
        room_y = h / 2 - max(abs(y) for _, y in rot) - 0.012 * h
        if room_x > 0 and room_y > 0:
            break
        fill -= 0.01
    ox = side.uniform(-1, 1) * max(0.0, room_x) * 0.6
    oy = side.uniform(-1, 1) * max(0.0, room_y) * 0.6
    return [(w / 2 + ox + x, h / 2 + oy + y) for x, y in rot]


def _h15_mesh(
    w: int, h: int, quad: list[tuple[float, float]], profile: Heldout15Profile, phase: float
) -> list[tuple[tuple[int, int, int, int], tuple[float, ...]]]:
    """PIL MESH data: the perspective, each frame row read a moment later than the one
    above while the phone moved sideways (the slant, and the hand's tremor)."""
    ca, cb, cc, cd, ce, cf, cg, ch = _perspective_coefficients(
        quad, [(0, 0), (w, 0), (w, h), (0, h)]
    )
    cell = max(16, w // 48)
    xs = np.arange(0, w + cell, cell, dtype=np.float64)
    ys = np.arange(0, h + cell, cell, dtype=np.float64)
    xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
    gx, gy = np.meshgrid(xs, ys)
    shift = profile.shear * (gy - h / 2)
    shift += profile.wobble_px * np.sin(2 * np.pi * gy / (profile.wobble_period * h) + phase)
    gx = gx - shift
    den = cg * gx + ch * gy + 1
    u, v = (ca * gx + cb * gy + cc) / den, (cd * gx + ce * gy + cf) / den
    return _mesh_cells(xs, ys, u, v)


def _h15_light(h: int, w: int, profile: Heldout15Profile) -> np.ndarray:
    """The desk lamp's light over the frame: falling off away from its corner, the
    opposite corner dark."""
    sh, sw = max(8, h // 8), max(8, w // 8)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    yy, xx = yy / (sh - 1), xx / (sw - 1)
    ly = 0.0 if profile.lamp[0] == "t" else 1.0
    lx = 0.0 if profile.lamp[1] == "l" else 1.0
    near = np.hypot(xx - lx, yy - ly) / np.sqrt(2)
    far = np.hypot(xx - (1 - lx), yy - (1 - ly)) / 0.55
    corner = np.clip(1 - far, 0, 1)
    corner = corner * corner * (3 - 2 * corner)
    small = (1 - profile.falloff * near) * (1 - profile.dark * corner)
    img = Image.fromarray(small.astype(np.float32), "F").resize((w, h), Image.Resampling.BILINEAR)
    return np.asarray(img, dtype=np.float32)


def _h15_glare(h: int, w: int, profile: Heldout15Profile) -> np.ndarray:
    """The lamp's specular reflection: a washed-out patch, its core at ``glare``."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = profile.glare_at[0] * w, profile.glare_at[1] * h
    rx, ry = profile.glare_size[0] * w, profile.glare_size[1] * w
    ca, sa = np.cos(profile.glare_angle), np.sin(profile.glare_angle)
    u = ((xx - cx) * ca + (yy - cy) * sa) / rx
    v = (-(xx - cx) * sa + (yy - cy) * ca) / ry
    d2 = u * u + v * v
    del yy, xx, u, v
    core = np.clip(1.15 - d2, 0, 1) ** 0.6  # a hot, almost flat core
    return profile.glare * (0.7 * core + 0.3 * np.exp(-d2 * 0.35))


def _h15_photo(
    arr: np.ndarray,
    profile: Heldout15Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
) -> Image.Image:
    """The sheet (RGB, tones applied) photographed at the counter under the lamp."""
    h, w = arr.shape[:2]
    snrng = np.random.default_rng(side.getrandbits(64))
    quad = _h15_quad(w, h, profile, tilt, side)
    mesh = _h15_mesh(w, h, quad, profile, side.uniform(0, 6.28))
    seen = _to_image(arr).transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC)
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32) / 255.0
    slow = _low_field(snrng, h, w, max(8, w // 5))
    grain = _low_field(snrng, h, w, max(2, w // 400))
    counter = (0.9 + 0.1 * slow + 0.08 * (grain - 0.5))[..., None] * np.array(
        profile.counter, dtype=np.float32
    )
    off = max(2, w // 250)
    drop = np.zeros_like(mask)
    drop[off:, off:] = mask[:-off, :-off]
    counter *= (1 - 0.3 * _h14_soft(drop, max(2.0, w / 200)))[..., None]
    frame = np.asarray(seen, dtype=np.float32) * mask[..., None] + counter * (1 - mask[..., None])
    del seen, counter, drop
    light = _h15_light(h, w, profile)
    frame *= light[..., None]
    frame += gradient[None, :, None] * 0.4
    frame *= np.array(profile.cast, dtype=np.float32)
    a = (_h15_glare(h, w, profile) * mask)[..., None]
    frame = frame * (1 - a) + np.array([255.0, 250.0, 236.0], dtype=np.float32) * a
    del a
    # Less light, more gain: the dark corner is the noisiest.
    gain = 1 + 2.2 * (1 - light)
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * (profile.noise * gain)[..., None]
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR) * gain[..., None]
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.4, percent=profile.sharpen, threshold=2))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def degrade_heldout15(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout15Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout15 scanner look (``Heldout15Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; a phone photo comes out in colour
    whatever the input, a grey profile's page in grey, the others in the
    input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    grey_in = np.asarray(image.convert("L"), dtype=np.float32)
    if profile.look == "photo":
        arr = _h15_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        if tint is not None:
            arr *= tint
        return _h15_photo(arr, profile, tilt, side, nrng, gradient)
    source = image.convert("L") if profile.grey else image
    arr = _h15_tones(np.array(source, dtype=np.float32), profile)
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    if profile.look == "folded":
        arr = _h15_folded(arr, grey_in, profile, side)
    else:
        arr = _h15_marked(arr, grey_in, profile, side)
    return _h15_flatbed(arr, profile, tilt, nrng, profile.noise)


def finish_heldout15(
    sheet: Image.Image, profile: Heldout15Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout15 scanner: folded with the letter (creases,
    the ring or the clip), stamped "RECEBIDO" now and then, or photographed at the
    counter under the lamp."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    tilt = float(
        np.clip(side.uniform(-2.0, 2.0) * profile.skew, -profile.max_tilt, profile.max_tilt)
    )
    if profile.look == "photo":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        zero = np.zeros(w, dtype=np.float32)
        return _h15_photo(arr, profile, tilt, side, snrng, zero)
    source = sheet.convert("L") if profile.grey else sheet
    arr = np.array(source, dtype=np.float32)
    arr -= arr.mean() - profile.paper
    if profile.look == "folded":
        arr = _h15_folded(arr, None, profile, side)
    elif side.random() < 0.35:
        arr = _h15_stamp(arr, np.full((h, w), 255.0, dtype=np.float32), profile, side)
    return _h15_flatbed(arr, profile, tilt, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout16 scanner profile


@dataclass(frozen=True)
class Heldout16Profile:
    """The sixteenth held-out slice's scanners: a sheet crumpled into a ball and
    flattened on a flatbed, a laser printout whose toner ran out, a cheap colour CIS
    scanner run at speed, a phone photo of the sheet on a clipboard in daylight.

    Each file comes through one ``look``. "crumpled": a sheet crumpled and flattened
    again on a flatbed at 200 to 300 dpi (small print at 300), grey or colour: a
    network of creases (the borders of a few dozen flat facets, straight segments
    meeting at angles), each a thin dark line and a shading step (the facets tilted
    a little apart, one side darker, a few facets brighter), the print near a crease
    drawn a px or two toward or away from it. "toner": a laser printout with the
    cartridge running out, scanned at 200 to 300 dpi (small print and bilevel TIFF at
    300; TIFF is always this look) in grey or black and white: one or two vertical
    bands where the print fades (strokes lighter and broken, never gone), fine toner
    specks over the white, a slight smear of toner along one edge. "misregistered": a
    cheap colour CIS scanner run at speed, 150 to 240 dpi (small print at 240): the
    red and blue planes 1 to 2 px off the green one (colour fringes on the print), a
    faint magenta or green cast, the page 1 to 3 % taller (never pushing print off
    it), JPEG 50 to 75. "photo": phone photos (the ``photo`` path always) outdoors or
    by a window: the sheet on a clipboard (the board round it, the metal clip over
    the top margin, never over print), the dappled shadow of leaves or a window
    frame's shadow over part of the page (at most half the light lost, the shade
    bluer), a cool daylight cast, mild motion blur in one direction, JPEG 55 to 80;
    frames 1500 to 2400 px high (128 to 205 dpi on A4; small print 2000 or more).
    Only the heldout16 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "crumpled"  # crumpled | toner | misregistered | photo
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 24.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF (and a black-and-white toner scan)
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.4  # share of the drawn skew the sheet (or the camera) keeps
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # crumpled
    facets: int = 50  # flat facets the crumpled sheet settled into
    minor: int = 20  # short creases inside the facets (a line, a small step, no warp)
    facet_shade: float = 0.06  # the most light a facet loses
    bright_facets: int = 3  # facets a little brighter than the paper
    facet_bright: float = 0.04  # how much brighter
    facet_tilt: float = 0.02  # light changing across a facet (it lies tilted)
    crease_dark: float = 0.12  # light lost on a crease's line
    crease_px: float = 0.9  # the line's half-width, pixels
    crease_soft: float = 0.7  # pixels over which the shading steps at a crease
    warp_px: float = 1.5  # the most the print near a crease moves, pixels
    warp_mm: float = 2.5  # how far from the crease it moves most
    # toner
    bands: tuple[tuple[float, float, float], ...] = ((0.4, 12.0, 0.45),)  # at, half mm, fade
    starve: float = 0.3  # toner missing in specks inside a band (broken strokes)
    density: float = 0.95  # the whole page's toner
    specks: float = 1.0  # toner specks over the page, per cm2
    smear_edge: str = "left"  # left | right | top | bottom
    smear: float = 0.12  # toner the smear lays at the edge (share of black)
    smear_mm: float = 7.0  # how far in it reaches
    bilevel: bool = False  # scanned in black and white
    # misregistered
    shift_r: tuple[float, float] = (0.5, 1.5)  # px (x, y) the red plane lies off the green
    shift_b: tuple[float, float] = (-0.5, -1.5)  # the blue plane
    cast: tuple[float, float, float] = (1.0, 0.96, 1.0)  # misregistered's tint, photo's daylight
    stretch: float = 0.02  # the page taller by this share
    # photo
    fill: float = 0.84  # the sheet's height, share of the frame
    top_room: float = 0.7  # share of the frame's spare height above the sheet
    keystone: float = 0.02  # the far (top) edge narrower by this share
    board: tuple[int, int, int] = (150, 108, 66)  # the clipboard
    board_mm: tuple[float, float, float, float] = (10.0, 10.0, 30.0, 12.0)  # l, r, top, bottom
    scene: tuple[tuple[int, int, int], tuple[int, int, int]] = ((84, 104, 66), (150, 150, 140))
    clip_mm: tuple[float, float] = (90.0, 22.0)  # the clip's width, its height above the sheet
    clip_at: float = 0.0  # mm off the sheet's middle
    clip_bite: float = 10.0  # mm of the top margin under the clip (less if the margin is short)
    clip_metal: float = 175.0
    shade: str = "leaves"  # leaves | window
    shade_strength: float = 0.4  # the light lost in the shade (at most half)
    shade_cover: float = 0.45  # share of the frame in the shade's reach
    shade_angle: float = 0.5  # radians: the shade's side, the window's slant
    shade_size: float = 0.07  # leaves' blotches, share of the frame's width
    window: tuple[float, float, float, float] = (0.45, 0.035, 0.4, 0.03)  # bar at, width (x2)
    motion: float = 1.5  # the hand's motion blur, pixels
    motion_angle: float = 0.3  # radians
    chroma_noise: float = 2.0
    sharpen: int = 50  # the phone's sharpening, percent
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H16_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400)  # phone frames' heights
_H16_BOARDS = (
    (150, 108, 66),  # brown hardboard
    (124, 88, 56),  # dark hardboard
    (42, 42, 46),  # black plastic
    (64, 98, 150),  # blue plastic
    (196, 186, 160),  # light acrylic
)
_H16_SCENES = (
    ((84, 104, 66), (150, 150, 140)),  # garden and paving
    ((70, 92, 60), (120, 132, 92)),  # trees
    ((186, 184, 176), (150, 146, 138)),  # a wall by the window
    ((132, 128, 120), (96, 96, 100)),  # a pavement, asphalt
)


def heldout16_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout16Profile:
    """One file's heldout16 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "photo"
    elif kind == "tiff":
        look = "toner"
    else:
        look = side.choices(("crumpled", "toner", "misregistered"), weights=(36, 30, 34))[0]
    if look == "crumpled":
        dpi = 300 if small else side.choice((200, 240, 300))
        return Heldout16Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(58, 88),
            paper=side.randrange(232, 250),
            black=side.uniform(14.0, 32.0),
            noise=side.uniform(1.0, 2.6),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            grey=side.random() < 0.4,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            facets=side.randrange(40, 100),
            minor=side.randrange(10, 40),
            facet_shade=side.uniform(0.03, 0.08),
            bright_facets=side.randrange(2, 6),
            facet_bright=side.uniform(0.025, 0.05),
            facet_tilt=side.uniform(0.005, 0.025),
            crease_dark=side.uniform(0.06, 0.18),
            crease_px=side.uniform(0.6, 1.0) * max(1.0, dpi / 200),
            crease_soft=side.uniform(0.5, 1.0),
            warp_px=side.uniform(1.0, 2.0),
            warp_mm=side.uniform(1.5, 3.5),
        )
    if look == "toner":
        bilevel = kind == "tiff" or side.random() < 0.3
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        first = side.uniform(0.12, 0.88)
        top = 0.38 if bilevel else 0.55
        bands = [(first, side.uniform(6.0, 22.0), side.uniform(0.25 if bilevel else 0.3, top))]
        if side.random() < 0.4:
            second = (first + side.uniform(0.25, 0.6)) % 1.0
            bands.append(
                (
                    min(0.92, max(0.08, second)),
                    side.uniform(4.0, 14.0),
                    side.uniform(0.2, min(top, 0.4)),
                )
            )
        return Heldout16Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=side.randrange(236, 252),
            black=side.uniform(10.0, 28.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.35, 0.55) * dpi / 250,
            threshold=side.randrange(165, 182) if bilevel else 150,
            grey=True,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            bands=tuple(bands),
            starve=side.uniform(0.12, 0.25 if bilevel else 0.4),
            density=side.uniform(0.88, 1.0),
            specks=side.uniform(0.3, 1.6),
            smear_edge=side.choice(("left", "right", "top", "bottom")),
            smear=side.uniform(0.06, 0.18),
            smear_mm=side.uniform(4.0, 12.0),
            bilevel=bilevel,
        )
    if look == "misregistered":
        dpi = 240 if small else side.choice((150, 200, 200, 240))

        def shift() -> tuple[float, float]:
            return (side.uniform(0.0, 1.0) * side.choice((-1, 1)), side.uniform(1.0, 2.0))

        r, b = shift(), shift()
        sign = side.choice((-1, 1))  # red below green and blue above, or the other way
        magenta = side.random() < 0.5
        faint = side.uniform(0.02, 0.045)
        return Heldout16Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(50, 76),
            paper=side.randrange(230, 248),
            black=side.uniform(18.0, 36.0),
            noise=side.uniform(1.5, 3.2),
            blur=side.uniform(0.35, 0.55) * dpi / 250,
            skew=side.uniform(0.3, 0.6),
            max_tilt=1.5,
            shift_r=(r[0], r[1] * sign),
            shift_b=(b[0], -b[1] * sign),
            cast=(1.0, 1.0 - faint, 1.0) if magenta else (1.0 - faint, 1.0, 1.0 - faint * 0.8),
            stretch=side.uniform(0.01, 0.03),
        )
    height = side.choice(_H16_FRAMES[3:] if small else _H16_FRAMES)
    quality = side.randrange(55, 81)
    window = side.random() < 0.45
    return Heldout16Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(222, 246),
        black=side.uniform(26.0, 46.0),
        noise=side.uniform(1.5, 3.2),
        blur=side.uniform(0.35, 0.6) * height / 2000,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        fill=side.uniform(0.8, 0.88),
        top_room=side.uniform(0.6, 0.8),
        keystone=side.uniform(0.0, 0.03),
        board=side.choice(_H16_BOARDS),
        board_mm=(
            side.uniform(6.0, 14.0),
            side.uniform(6.0, 14.0),
            side.uniform(24.0, 34.0),
            side.uniform(8.0, 16.0),
        ),
        scene=side.choice(_H16_SCENES),
        clip_mm=(side.uniform(60.0, 100.0), side.uniform(16.0, 24.0)),
        clip_at=side.uniform(-12.0, 12.0),
        clip_bite=side.uniform(6.0, 14.0),
        clip_metal=side.uniform(150.0, 200.0),
        shade="window" if window else "leaves",
        shade_strength=side.uniform(0.25, 0.5),
        shade_cover=side.uniform(0.3, 0.6),
        shade_angle=side.uniform(0, 6.28),
        shade_size=side.uniform(0.04, 0.09),
        window=(
            side.uniform(0.2, 0.8),
            side.uniform(0.02, 0.05),
            side.uniform(0.2, 0.8),
            side.uniform(0.02, 0.05) if side.random() < 0.6 else 0.0,
        ),
        cast=(side.uniform(0.86, 0.93), side.uniform(0.95, 0.99), 1.0),
        motion=side.uniform(0.8, 2.5),
        motion_angle=side.uniform(0, 3.14),
        chroma_noise=side.uniform(1.2, 2.8),
        sharpen=side.randrange(30, 81),
        encodes=(quality,) if kind == "png" else (),
    )


def _h16_tones(arr: np.ndarray, profile: Heldout16Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def _h16_grid(size: int, n: int) -> np.ndarray:
    """``n`` sample points across ``size`` pixels, placed as PIL's resize places them."""
    return ((np.arange(n, dtype=np.float32) + 0.5) * size / n - 0.5).astype(np.float32)


def _h16_up(small: np.ndarray, w: int, h: int) -> np.ndarray:
    """A coarse float field on ``_h16_grid`` points, bilinear at every pixel."""
    img = Image.fromarray(small.astype(np.float32), "F").resize((w, h), Image.Resampling.BILINEAR)
    return np.asarray(img, dtype=np.float32)


def _h16_nearest2(
    xs: np.ndarray, ys: np.ndarray, seeds: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The two nearest seeds of every grid point (columns ``xs``, rows ``ys``), and the
    signed distance to their common border (positive on the higher-numbered seed's side)."""
    d1 = np.full((len(ys), len(xs)), np.inf, dtype=np.float32)
    d2 = d1.copy()
    i1 = np.zeros(d1.shape, dtype=np.int32)
    i2 = np.zeros(d1.shape, dtype=np.int32)
    for k, (sx, sy) in enumerate(seeds):
        d = (xs[None, :] - np.float32(sx)) ** 2 + (ys[:, None] - np.float32(sy)) ** 2
        first = d < d1
        second = ~first & (d < d2)
        d2 = np.where(first, d1, np.where(second, d, d2))
        i2 = np.where(first, i1, np.where(second, k, i2))
        d1 = np.where(first, d, d1)
        i1 = np.where(first, k, i1)
    gap = np.hypot(*(seeds[i1] - seeds[i2]).transpose(2, 0, 1)).astype(np.float32)
    s = (d2 - d1) / (2 * np.maximum(gap, 1e-3))
    s = np.where(i1 < i2, -s, s)
    return np.minimum(i1, i2), np.maximum(i1, i2), s


def _h16_seeds(w: int, h: int, profile: Heldout16Profile, side: random.Random) -> np.ndarray:
    """The facets' centres: most scattered, some bunched where the ball was tightest,
    a few beyond the page so its edges are facets' borders too."""
    pts = []
    centres = [(side.uniform(0, w), side.uniform(0, h)) for _ in range(3)]
    for k in range(max(3, profile.facets)):
        if k % 3 == 2:
            cx, cy = side.choice(centres)
            r = 0.18 * min(w, h)
            pts.append((cx + side.uniform(-r, r), cy + side.uniform(-r, r)))
        else:
            pts.append((side.uniform(-0.05, 1.05) * w, side.uniform(-0.05, 1.05) * h))
    return np.array(pts, dtype=np.float32)


def _h16_crumpled(
    arr: np.ndarray, profile: Heldout16Profile, side: random.Random, warp: bool = True
) -> np.ndarray:
    """The sheet (tones applied) crumpled and flattened: the print moved a px or two near
    the creases, each facet's shading, the creases' thin dark lines."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    seeds = _h16_seeds(w, h, profile, side)
    n = len(seeds)
    # Per facet: its shade (a few brighter), a gentle slope of light across it.
    base = np.array([-side.uniform(0.0, 1.0) * profile.facet_shade for _ in range(n)])
    for k in side.sample(range(n), min(n, profile.bright_facets)):
        base[k] = profile.facet_bright * side.uniform(0.7, 1.0)
    reach = np.sqrt(w * h / n) / 2
    slope = np.array(
        [[side.uniform(-1, 1) * profile.facet_tilt / reach for _ in range(2)] for _ in range(n)]
    )
    # Per crease (pair of facets): how sharp it is, and which way it pulls the print.
    strength = np.ones((n, n), dtype=np.float32)
    pull = np.ones((n, n), dtype=np.float32)
    for a in range(n):
        for b in range(a + 1, n):
            strength[a, b] = 0.0 if side.random() < 0.12 else side.uniform(0.4, 1.0)
            pull[a, b] = side.choice((-1.0, 1.0)) * side.uniform(0.5, 1.0)
    if warp and profile.warp_px > 0:
        cell = max(6, round(0.7 * mm))
        xs = np.arange(0, w + cell, cell, dtype=np.float32)
        ys = np.arange(0, h + cell, cell, dtype=np.float32)
        xs[-1], ys[-1] = min(xs[-1], w), min(ys[-1], h)
        a, b, s = _h16_nearest2(xs, ys, seeds)
        sigma = max(1.0, profile.warp_mm * mm)
        g = (s / sigma) * np.exp(0.5 * (1 - (s / sigma) ** 2))  # zero on the crease, odd
        normal = seeds[b] - seeds[a]
        normal /= np.maximum(np.hypot(normal[..., 0], normal[..., 1]), 1e-3)[..., None]
        amount = profile.warp_px * g * strength[a, b] * pull[a, b]
        gx, gy = np.meshgrid(xs, ys)
        u = gx + amount * normal[..., 0]
        v = gy + amount * normal[..., 1]
        fill = (profile.paper,) * 3 if arr.ndim == 3 else profile.paper
        moved = _to_image(arr).transform(
            (w, h),
            Image.Transform.MESH,
            _mesh_cells(xs.astype(np.float64), ys.astype(np.float64), u, v),
            Image.Resampling.BICUBIC,
            fillcolor=fill,
        )
        arr = np.asarray(moved, dtype=np.float32).copy()
    # The shading, on a coarse grid (a facet's light, either side of its nearest
    # crease), then at every pixel: the step sharp, the crease's line thin.
    q = max(2, round(profile.dpi / 60))
    gw, gh = -(-w // q), -(-h // q)
    xs, ys = _h16_grid(w, gw), _h16_grid(h, gh)
    a, b, s = _h16_nearest2(xs, ys, seeds)
    gx, gy = np.meshgrid(xs, ys)

    def light(k: np.ndarray) -> np.ndarray:
        sl = slope[k]
        tilt_ = sl[..., 0] * (gx - seeds[k][..., 0]) + sl[..., 1] * (gy - seeds[k][..., 1])
        return (base[k] + np.clip(tilt_, -profile.facet_tilt, profile.facet_tilt)).astype(
            np.float32
        )

    va, vb, sd = _h16_up(light(a), w, h), _h16_up(light(b), w, h), _h16_up(s, w, h)
    st = _h16_up(strength[a, b], w, h)
    step = np.clip(0.5 + sd / (2 * max(0.3, profile.crease_soft)), 0, 1)
    gain = 1 + va + (vb - va) * step
    del va, vb, step
    gain -= profile.crease_dark * st * np.exp(-((sd / profile.crease_px) ** 2))
    gain = gain.astype(np.float32)
    del sd, st
    _h16_minor(gain, profile, side)
    arr *= gain[..., None] if arr.ndim == 3 else gain
    return arr


def _h16_minor(gain: np.ndarray, profile: Heldout16Profile, side: random.Random) -> None:
    """Short creases inside the facets: a straight segment, a thinner line and a small
    shading step on one side that fades a few mm off, tapering at both ends."""
    h, w = gain.shape
    mm = profile.dpi / 25.4
    for _ in range(profile.minor):
        length = side.uniform(8.0, 40.0) * mm
        t = side.uniform(0, np.pi)
        ax, ay = side.uniform(0, w), side.uniform(0, h)
        bx, by = ax + length * np.cos(t), ay + length * np.sin(t)
        reach = side.uniform(1.0, 3.0) * mm
        dark = profile.crease_dark * side.uniform(0.3, 0.7)
        step = side.uniform(0.3, 0.7) * profile.facet_shade * side.choice((-1, 1))
        pad = 3 * reach + 4
        x0, x1 = int(max(0, min(ax, bx) - pad)), int(min(w, max(ax, bx) + pad))
        y0, y1 = int(max(0, min(ay, by) - pad)), int(min(h, max(ay, by) + pad))
        if x1 <= x0 or y1 <= y0:
            continue
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        along = (xx - ax) * np.cos(t) + (yy - ay) * np.sin(t)
        d = -(xx - ax) * np.sin(t) + (yy - ay) * np.cos(t)
        taper = np.clip(np.minimum(along, length - along) / (3 * mm), 0, 1)
        side_ = np.clip(d / max(0.3, profile.crease_soft) + 0.5, 0, 1) * np.exp(-np.abs(d) / reach)
        line = dark * np.exp(-((d / profile.crease_px) ** 2))
        gain[y0:y1, x0:x1] -= ((line + step * side_) * taper).astype(np.float32)


def _h16_flatbed(
    arr: np.ndarray, profile: Heldout16Profile, tilt: float, nrng: np.random.Generator, noise: float
) -> Image.Image:
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
    return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)


def _h16_fade(ink: np.ndarray, profile: Heldout16Profile, snrng: np.random.Generator) -> np.ndarray:
    """Toner (0 none, 1 full) where the cartridge runs out: the bands lighter, broken in
    specks of missing toner, never gone."""
    h, w = ink.shape
    mm = profile.dpi / 25.4
    xs = np.arange(w, dtype=np.float32)
    fade = np.zeros(w, dtype=np.float32)
    hole = np.zeros(w, dtype=np.float32)
    for at, half, amount in profile.bands:
        d = np.abs(xs - at * w) / max(1.0, half * mm)
        core = np.clip(1.5 - d, 0, 1)
        core = core * core * (3 - 2 * core)  # flat top, soft sides
        fade = np.maximum(fade, amount * core)
        hole = np.maximum(hole, core)
    # Along the band the toner comes and goes a little (slow), and in specks (fast).
    slow = 0.8 + 0.4 * _low_field(snrng, h, 1, max(4, round(30 * mm)))
    grain = _low_field(snrng, h, w, max(2, round(0.22 * mm)))
    broken = profile.starve * np.clip((grain - 0.45) / 0.25, 0, 1)
    keep = 1 - np.clip(fade[None, :] * slow + broken * hole[None, :], 0, 0.8)
    return ink * keep * profile.density


def _h16_specks(grey: np.ndarray, profile: Heldout16Profile, snrng: np.random.Generator) -> None:
    """Fine toner specks scattered over the page (1 or 2 px, grey to dark)."""
    h, w = grey.shape
    area = w * h / (profile.dpi / 2.54) ** 2  # cm2
    n = int(snrng.poisson(profile.specks * area))
    if not n:
        return
    ys = snrng.integers(0, max(1, h - 1), n)
    xs = snrng.integers(0, max(1, w - 1), n)
    tone = snrng.uniform(50, 170, n).astype(np.float32)
    big = snrng.random(n) < 0.3
    np.minimum.at(grey, (ys, xs), tone)
    np.minimum.at(grey, (ys[big] + 1, xs[big]), tone[big])
    np.minimum.at(grey, (ys[big], xs[big] + 1), tone[big])
    np.minimum.at(grey, (ys[big] + 1, xs[big] + 1), tone[big] + 30)


def _h16_smear(
    grey: np.ndarray, profile: Heldout16Profile, margins: dict[str, int], snrng: np.random.Generator
) -> None:
    """A slight smear of loose toner along one edge, streaked down the feed, strongest at
    the edge and thinning inwards; it keeps to the empty margin where there is one."""
    h, w = grey.shape
    mm = profile.dpi / 25.4
    edge = profile.smear_edge
    reach = min(profile.smear_mm * mm, max(3 * mm, margins[edge] - 1.0 * mm))
    size = w if edge in ("left", "right") else h
    d = np.arange(size, dtype=np.float32)
    if edge in ("right", "bottom"):
        d = d[::-1]
    across = np.clip(1 - d / max(1.0, reach), 0, 1) ** 1.5
    streak = _low_field(snrng, 1, w, max(2, round(0.6 * mm)))[0]  # down the feed
    along = _low_field(snrng, h, 1, max(4, round(25 * mm)))[:, 0]
    if edge in ("left", "right"):
        toner = across[None, :] * (0.5 + 0.5 * streak[None, :]) * (0.4 + 0.6 * along[:, None])
    else:
        toner = across[:, None] * (0.4 + 0.6 * streak[None, :]) * (0.6 + 0.4 * along[:, None])
    grey -= toner * profile.smear * (profile.paper - profile.black)


def _h16_toner(
    grey_in: np.ndarray, profile: Heldout16Profile, side: random.Random, blank: bool = False
) -> np.ndarray:
    """The printout (grey, tones applied): faded bands, specks, the smear."""
    snrng = np.random.default_rng(side.getrandbits(64))
    ink = np.clip(1 - grey_in / 255.0, 0, 1)
    ink = _h16_fade(ink, profile, snrng)
    grey = _h16_tones(255 * (1 - ink), profile).astype(np.float32)
    margins = (
        _empty_margins(grey_in, 200.0)
        if not blank
        else dict.fromkeys(("left", "right", "top", "bottom"), max(grey.shape))
    )
    _h16_smear(grey, profile, margins, snrng)
    _h16_specks(grey, profile, snrng)
    return grey


def _h16_bilevel(out: Image.Image, profile: Heldout16Profile) -> Image.Image:
    if not profile.bilevel:
        return out
    t = profile.threshold
    return out.point(lambda v: 255 if v > t else 0)


def _h16_misregistered(
    arr: np.ndarray, grey_in: np.ndarray | None, profile: Heldout16Profile
) -> np.ndarray:
    """The CIS scanner's page (RGB, tones applied): each plane stretched down the feed
    (about a row chosen so the print stays on the page) and moved its own px or two."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    s = profile.stretch
    y0 = 0.0
    if grey_in is not None:
        m = _empty_margins(grey_in, 200.0)
        top, bottom = float(m["top"]), float(h - 1 - m["bottom"])
        allow_t, allow_b = max(0.0, top - 1.5 * mm), max(0.0, m["bottom"] - 1.5 * mm)
        if bottom > top and s > 0:
            s = min(s, (allow_t + allow_b) / (bottom - top))
            if s > 0:
                y0 = float(np.clip(bottom - allow_b / s, 0.0, top + allow_t / s))
    planes = []
    for c, (dx, dy) in enumerate((profile.shift_r, (0.0, 0.0), profile.shift_b)):
        plane = Image.fromarray(arr[..., c].astype(np.float32), "F")
        k = 1 / (1 + s)
        data = (1.0, 0.0, -dx, 0.0, k, y0 - k * y0 - dy * k)
        moved = plane.transform(
            (w, h), Image.Transform.AFFINE, data, Image.Resampling.BICUBIC, fillcolor=profile.paper
        )
        planes.append(np.asarray(moved, dtype=np.float32))
    out = np.stack(planes, axis=2)
    return out * np.array(profile.cast, dtype=np.float32)


def _h16_box(u: np.ndarray, v: np.ndarray, box: tuple[float, float, float, float], r: float):  # noqa: ANN202
    """Signed distance (mm, negative inside) to a rounded rectangle (u0, v0, u1, v1)."""
    u0, v0, u1, v1 = box
    cu, cv = (u0 + u1) / 2, (v0 + v1) / 2
    hu, hv = (u1 - u0) / 2 - r, (v1 - v0) / 2 - r
    qu, qv = np.abs(u - cu) - hu, np.abs(v - cv) - hv
    out = np.hypot(np.maximum(qu, 0), np.maximum(qv, 0))
    return out + np.minimum(np.maximum(qu, qv), 0) - r


def _h16_clip(
    frame: np.ndarray,
    u: np.ndarray,
    v: np.ndarray,
    px: float,
    profile: Heldout16Profile,
    bite: float,
) -> None:
    """The clipboard's clip (sheet mm ``u``, ``v`` at every frame pixel; ``px`` frame
    pixels a mm): a metal jaw over the top ``bite`` mm of the sheet, its lever above,
    the rivets, the soft shadow it casts down the sheet."""
    cw, ch = profile.clip_mm
    cu = 105.0 + profile.clip_at
    rows = np.flatnonzero((v < bite + 6).any(axis=1))
    if not rows.size:
        return
    r0, r1 = int(rows[0]), int(rows[-1]) + 1
    u, v, part = u[r0:r1], v[r0:r1], frame[r0:r1]
    jaw = (cu - cw / 2, -ch, cu + cw / 2, bite)
    lever = (cu - 0.3 * cw, -ch - 9.0, cu + 0.3 * cw, -ch + 6.0)
    d_jaw = _h16_box(u, v, jaw, 3.0)
    d_shadow = _h16_box(u - 1.2, v - 1.8, jaw, 3.0)
    shadow = np.clip(0.5 - d_shadow / 1.6, 0, 1) * 0.38
    part *= 1 - shadow[..., None]
    metal_a = np.clip(0.5 - d_jaw * px, 0, 1)
    lever_a = np.clip(0.5 - _h16_box(u, v, lever, 5.0) * px, 0, 1) * (1 - metal_a)
    # The jaw: bright metal, darker toward its lip, a highlight across it, two rivets.
    t = np.clip((v + ch) / max(1.0, ch + bite), 0, 1)
    tone = profile.clip_metal * (1.05 - 0.25 * t) + 45 * np.exp(-(((t - 0.3) / 0.08) ** 2))
    tone -= 60 * np.clip(0.5 - (-d_jaw) * px / 1.5, 0, 1)  # the rolled edge
    for k in (-1, 1):
        rivet = np.hypot(u - cu - k * 0.3 * cw, v + ch * 0.6) - 2.0
        tone = np.where(rivet < 0, tone * 0.7, tone)
    metal = tone[..., None] * np.array([0.98, 1.0, 1.04], dtype=np.float32)
    part[:] = part * (1 - metal_a[..., None]) + metal * metal_a[..., None]
    lever_tone = profile.clip_metal * 0.8 + 30 * np.clip(1 + _h16_box(u, v, lever, 5.0) / 3, 0, 1)
    lever_rgb = lever_tone[..., None] * np.array([0.98, 1.0, 1.03], dtype=np.float32)
    part[:] = part * (1 - lever_a[..., None]) + lever_rgb * lever_a[..., None]


def _h16_shade(h: int, w: int, profile: Heldout16Profile, snrng: np.random.Generator) -> np.ndarray:
    """The shadow over part of the frame (the light lost, 0 to ``shade_strength``):
    leaves' dappled shadow with sunflecks through it, or a window frame's bars and
    edge, both with soft edges."""
    sh, sw = max(8, h // 4), max(8, w // 4)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    p, q = xx / (sw - 1) - 0.5, (yy / (sh - 1) - 0.5) * (h / w)
    ca, sa = np.cos(profile.shade_angle), np.sin(profile.shade_angle)
    pen = 0.006  # the penumbra, share of the width
    if profile.shade == "leaves":
        # Which part of the frame the tree's shadow reaches (a wavy soft edge), and
        # inside it, blotches of shade and sunflecks.
        reach = p * ca + q * sa
        span = float(np.abs(reach).max())
        edge = span - 2 * span * profile.shade_cover
        wave = 0.16 * (_low_field(snrng, sh, sw, max(4, sw // 4)) - 0.5)
        region = np.clip((reach - edge + wave) / 0.1, 0, 1)
        cell = max(3, round(profile.shade_size * sw))
        field = 0.65 * _low_field(snrng, sh, sw, cell) + 0.35 * _low_field(
            snrng, sh, sw, max(2, cell // 3)
        )
        leaf = np.clip((field - 0.42) / 0.05, 0, 1)
        shade = region * leaf
    else:
        at1, bw1, at2, bw2 = profile.window
        s1 = p * ca + q * sa  # across the mullion
        s2 = -p * np.sin(profile.shade_angle + 0.15) + q * np.cos(profile.shade_angle + 0.15)
        span = float(np.abs(s1).max())
        edge = span - 2 * span * profile.shade_cover
        outside = np.clip((s1 - edge) / pen + 0.5, 0, 1)
        m1 = span * (2 * at1 - 1) * 0.9
        bar1 = np.clip((bw1 / 2 - np.abs(s1 - m1)) / pen + 0.5, 0, 1)
        shade = np.maximum(outside, bar1)
        if bw2 > 0:
            span2 = float(np.abs(s2).max())
            m2 = span2 * (2 * at2 - 1) * 0.9
            bar2 = np.clip((bw2 / 2 - np.abs(s2 - m2)) / pen + 0.5, 0, 1)
            shade = np.maximum(shade, bar2 * (s1 < edge))
    small = _to_image(shade * 255).filter(ImageFilter.GaussianBlur(0.6))
    big = np.asarray(small.resize((w, h), Image.Resampling.BILINEAR), dtype=np.float32)
    return big * (profile.shade_strength / 255.0)


def _h16_photo(
    arr: np.ndarray,
    profile: Heldout16Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    gradient: np.ndarray,
    top_mm: float,
) -> Image.Image:
    """The sheet (RGB, tones applied) on a clipboard, photographed outdoors or by a
    window; ``top_mm`` is the empty top margin (the clip bites no further)."""
    h, w = arr.shape[:2]
    snrng = np.random.default_rng(side.getrandbits(64))
    mm_s = w / A4_MM[0]  # sheet pixels a mm
    # The sheet's corners in the frame: room above for the clip, a slight keystone, tilted.
    sh_ = h * profile.fill
    sw_ = sh_ * A4_MM[0] / A4_MM[1]
    px = sh_ / A4_MM[1]  # frame pixels a mm
    spare = h - sh_
    cx = w / 2 + side.uniform(-0.3, 0.3) * (w - sw_) / 2
    cy = spare * profile.top_room + sh_ / 2
    k = profile.keystone * sw_ / 2
    corners = [
        (-sw_ / 2 + k, -sh_ / 2),
        (sw_ / 2 - k, -sh_ / 2),
        (sw_ / 2, sh_ / 2),
        (-sw_ / 2, sh_ / 2),
    ]
    t = np.deg2rad(tilt)
    quad = [
        (cx + x * np.cos(t) - y * np.sin(t), cy + x * np.sin(t) + y * np.cos(t)) for x, y in corners
    ]
    coeffs = _perspective_coefficients(quad, [(0, 0), (w, 0), (w, h), (0, h)])
    ca, cb, cc, cd, ce, cf, cg, ch = coeffs
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    den = cg * xx + ch * yy + 1
    u = (ca * xx + cb * yy + cc) / den / mm_s
    v = (cd * xx + ce * yy + cf) / den / mm_s
    del yy, xx, den
    seen = _to_image(arr).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC
    )
    mask_img = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR, fillcolor=0
    )
    mask = np.asarray(mask_img, dtype=np.float32) / 255.0
    # Beyond the board: the garden, the street or the wall, out of focus.
    c0, c1 = (np.array(c, dtype=np.float32) for c in profile.scene)
    mix = _low_field(snrng, h, w, max(8, w // 6))[..., None]
    frame = c0 * (1 - mix) + c1 * mix
    frame *= (0.85 + 0.3 * _low_field(snrng, h, w, max(4, w // 30)))[..., None]
    # The clipboard (its grain faint), the sheet's soft shadow on it.
    bl, br, bt, bb = profile.board_mm
    d_board = _h16_box(u, v, (-bl, -bt, A4_MM[0] + br, A4_MM[1] + bb), 4.0)
    board_a = np.clip(0.5 - d_board * px, 0, 1)[..., None]
    grain = _low_field(snrng, h, max(2, w // 3), max(2, w // 300))
    grain = _h12_resize(grain, (w, h), Image.Resampling.BILINEAR)
    board = np.array(profile.board, dtype=np.float32) * (0.95 + 0.1 * grain)[..., None]
    frame = frame * (1 - board_a) + board * board_a
    lift = _h16_box(u - 0.6, v - 0.8, (0.0, 0.0, A4_MM[0], A4_MM[1]), 0.0)
    frame *= (1 - 0.25 * np.clip(0.5 - lift / 1.2, 0, 1))[..., None]
    frame = frame * (1 - mask[..., None]) + np.asarray(seen, dtype=np.float32) * mask[..., None]
    del seen, board, board_a, grain, lift, d_board, mix
    bite = float(np.clip(min(profile.clip_bite, top_mm - 4.0), 0.0, 20.0))
    _h16_clip(frame, u, v, px, profile, bite)
    del u, v
    # Daylight: the shade (bluer, noisier), the cool cast.
    shade = _h16_shade(h, w, profile, snrng)
    frame *= (1 - shade)[..., None]
    frame *= 1 - shade[..., None] * np.array([0.12, 0.05, 0.0], dtype=np.float32)
    frame += gradient[None, :, None] * 0.4
    frame *= np.array(profile.cast, dtype=np.float32)
    gain = 1 + 1.5 * shade
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * (profile.noise * gain)[..., None]
    ch_, cw_ = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch_, cw_, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    out = _to_image(frame)
    if profile.motion:
        out = _h14_motion(out, profile.motion, profile.motion_angle)
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.3, percent=profile.sharpen, threshold=2))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def degrade_heldout16(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout16Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout16 scanner look (``Heldout16Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; a phone photo and a misregistered
    scan come out in colour whatever the input, a toner printout and a grey
    profile's page in grey, the others in the input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    grey_in = np.asarray(image.convert("L"), dtype=np.float32)
    if profile.look == "photo":
        # Daylight, not the scanner lamp's warm tint (drawn all the same).
        arr = _h16_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        top_mm = _empty_margins(grey_in, 200.0)["top"] / (profile.dpi / 25.4)
        return _h16_photo(arr, profile, tilt, side, nrng, gradient, top_mm)
    if profile.look == "toner":
        arr = _h16_toner(grey_in, profile, side)
        arr += gradient[None, :] * 0.3
        out = _h16_flatbed(arr, profile, tilt, nrng, profile.noise)
        return _h16_bilevel(out, profile)
    if profile.look == "misregistered":
        arr = _h16_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        if tint is not None:
            arr *= tint
        arr += gradient[None, :, None] * 0.3
        arr = _h16_misregistered(arr, grey_in, profile)
        return _h16_flatbed(arr, profile, tilt, nrng, profile.noise)
    source = image.convert("L") if profile.grey else image
    arr = _h16_tones(np.array(source, dtype=np.float32), profile)
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    arr = _h16_crumpled(arr, profile, side)
    return _h16_flatbed(arr, profile, tilt, nrng, profile.noise)


def finish_heldout16(
    sheet: Image.Image, profile: Heldout16Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout16 scanner: crumpled with the rest (its facets
    and creases), through the starved printer (specks, the smear), through the CIS
    scanner (colour, its cast), or on the clipboard in daylight."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    tilt = float(
        np.clip(side.uniform(-2.0, 2.0) * profile.skew, -profile.max_tilt, profile.max_tilt)
    )
    if profile.look == "photo":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        zero = np.zeros(w, dtype=np.float32)
        return _h16_photo(arr, profile, tilt, side, snrng, zero, A4_MM[1])
    if profile.look == "toner":
        grey = np.array(sheet.convert("L"), dtype=np.float32)
        grey -= grey.mean() - 255.0
        arr = _h16_toner(np.clip(grey, 0, 255), profile, side, blank=True)
        return _h16_bilevel(_h16_flatbed(arr, profile, tilt, snrng, profile.noise * 0.5), profile)
    if profile.look == "misregistered":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper
        arr = _h16_misregistered(arr, None, profile)
        return _h16_flatbed(arr, profile, tilt, snrng, profile.noise * 0.5)
    source = sheet.convert("L") if profile.grey else sheet
    arr = np.array(source, dtype=np.float32)
    arr -= arr.mean() - profile.paper
    arr = _h16_crumpled(arr, profile, side, warp=False)
    return _h16_flatbed(arr, profile, tilt, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout17 scanner profile


@dataclass(frozen=True)
class Heldout17Profile:
    """The seventeenth held-out slice's scanners: a sheet scanned inside a clear plastic
    sheet protector, an office MFP's document feeder, a phone document-scanner app's
    "magic colour" output, a phone photo of a page open in a ring binder or a booklet.

    Each file comes through one ``look``. "sleeve": a flatbed at 200 to 300 dpi (small
    print at 300), grey or colour, the sheet inside a sheet protector: a faint milky
    haze (contrast a little lower), one or two soft glare streaks down the page (along
    the scan) where the plastic lifts, the sleeve's edge, its welded strip and punched
    holes over the empty margin at one side, a few fine scratches. "feeder": an MFP's
    automatic document feeder at 200 to 300 dpi (small print and bilevel TIFF at 300;
    TIFF is always this look), JPEG 60 to 85: each page fed with its own skew (0.5 to
    3 degrees, less where print reaches the corners), a thin periodic roller mark or a
    vertical dust streak, the leading (top) edge a little compressed. "scanapp": a phone
    document-scanner app's page, 1500 to 2500 px high (128 to 214 dpi on A4; small print
    2000 or more), in colour: auto-cropped and flattened with a residual keystone of a
    degree or two (thin wedges of the desk at the sides), the "magic colour" filter (the
    background bleached to white, strokes over-sharpened with halos, light greys and
    thin strokes partly lost, colours pushed), the app's small "Digitalizado com ..."
    mark in an empty bottom corner. "photo": phone photos (the ``photo`` path always) of
    the page open in a ring binder or a stapled booklet: the page lifted and curved
    towards the spine (lines bending near that edge), the gutter's shadow, the rings
    through their holes or the staples on the fold, the binder's cover or the facing
    page beyond the spine, warm indoor light, JPEG 55 to 80; frames 1500 to 2400 px high
    (128 to 205 dpi on A4; small print 2000 or more).
    Only the heldout17 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "sleeve"  # sleeve | feeder | scanapp | photo
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 24.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.4  # share of the drawn skew the sheet keeps (sleeve)
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # sleeve
    haze: float = 0.06  # share of the contrast the plastic's milkiness takes
    glare: tuple[tuple[float, float, float], ...] = ((0.6, 10.0, 0.25),)  # at, half mm, strength
    strip_side: str = "left"  # left | right
    strip_mm: float = 12.0  # the welded, punched strip's width
    sleeve_mm: float = 1.5  # the sleeve's outer edge, mm in from the image's edge
    gap_mm: float = 2.0  # between the weld and the paper's edge
    holes: int = 4  # 2 | 4 | 11 (universal)
    lid: float = 0.94  # the lid through the plastic, share of the paper's tone
    scratches: int = 8
    # feeder
    feed_skew: tuple[float, float] = (0.5, 3.0)  # degrees, each page its own
    mark: str = "roller"  # roller | dust
    mark_at: float = 0.4  # share of the width
    mark_period: float = 90.0  # mm between a roller's marks
    mark_dark: float = 0.25  # share of the paper's tone the mark takes
    lead_mm: float = 25.0  # the compressed leading band
    lead_squeeze: float = 0.05  # the band's compression at the very edge
    # scanapp
    app_keystone: tuple[float, float] = (1.0, 0.5)  # degrees the left and right edges lean
    app_shade: float = 0.2  # the phone's uneven light over the page before the filter
    white_cut: float = 0.84  # share of the background above which all is white
    black_cut: float = 45.0
    saturate: float = 1.4
    halo: float = 2.0  # unsharp radius, px
    sharpen: int = 200  # unsharp percent (the app's; the photo's phone uses it too)
    light_cut: int = 232  # tones lighter than this go white
    app_name: str = "CamScanner"
    mark_corner: str = "right"  # right | left
    desk: tuple[int, int, int] = (120, 92, 66)
    # photo
    holder: str = "binder"  # binder | booklet
    spine: str = "left"  # left | right: the spine's side of the page
    fill: float = 0.84  # the sheet's height, share of the frame
    lift_mm: float = 14.0  # how high the page rises at the spine
    lift_reach: float = 22.0  # mm over which it settles
    camera_mm: float = 400.0  # the camera's height over the page
    gutter: float = 0.45  # the light lost at the spine
    gutter_mm: float = 7.0
    rings: int = 2  # 2 | 4 binder rings
    cover: tuple[int, int, int] = (40, 70, 140)  # the binder's cover
    table: tuple[int, int, int] = (128, 96, 64)
    keystone: float = 0.02
    cast: tuple[float, float, float] = (1.0, 0.93, 0.8)  # warm indoor light
    vignette: float = 0.3
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H17_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400)  # phone frames' heights
_H17_APP_FRAMES = (1500, 1600, 1754, 1920, 2048, 2200, 2339, 2500)  # app pages' heights
_H17_APPS = ("CamScanner", "CamScanner", "Scanner Fácil", "DocScan", "Digitalizador+")
_H17_COVERS = (
    (40, 70, 140),  # blue plastic
    (30, 30, 34),  # black
    (150, 36, 40),  # red
    (60, 110, 70),  # green
    (170, 170, 172),  # translucent grey
)
_H17_TABLES = (
    (128, 96, 64),  # wood
    (96, 70, 50),  # dark wood
    (200, 196, 186),  # white laminate
    (90, 90, 96),  # grey office desk
)


def heldout17_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout17Profile:
    """One file's heldout17 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "photo"
    elif kind == "tiff":
        look = "feeder"
    else:
        look = side.choices(("sleeve", "feeder", "scanapp"), weights=(34, 36, 30))[0]
    if look == "sleeve":
        dpi = 300 if small else side.choice((200, 240, 300))
        glare = [(side.uniform(0.15, 0.85), side.uniform(5.0, 18.0), side.uniform(0.15, 0.35))]
        if side.random() < 0.45:
            at = (glare[0][0] + side.uniform(0.25, 0.5)) % 1.0
            glare.append((min(0.9, max(0.1, at)), side.uniform(3.0, 10.0), side.uniform(0.08, 0.2)))
        return Heldout17Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 88),
            paper=side.randrange(222, 240),  # the plastic takes some light
            black=side.uniform(18.0, 34.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            grey=side.random() < 0.4,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            haze=side.uniform(0.04, 0.09),
            glare=tuple(glare),
            strip_side=side.choice(("left", "left", "right")),
            strip_mm=side.uniform(9.0, 13.0),
            sleeve_mm=side.uniform(0.5, 3.0),
            gap_mm=side.uniform(1.0, 3.0),
            holes=side.choice((2, 4, 4, 11)),
            lid=side.uniform(0.9, 0.97),
            scratches=side.randrange(3, 14),
        )
    if look == "feeder":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        return Heldout17Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 86),
            paper=side.randrange(236, 252),
            black=side.uniform(12.0, 30.0),
            noise=side.uniform(1.0, 2.2),
            blur=side.uniform(0.35, 0.55) * dpi / 250,
            threshold=side.randrange(150, 172),
            grey=kind == "tiff" or side.random() < 0.45,
            feed_skew=(0.5, side.uniform(1.5, 3.0)),
            mark=side.choice(("roller", "dust")),
            mark_at=side.uniform(0.1, 0.9),
            mark_period=side.uniform(60.0, 110.0),
            mark_dark=side.uniform(0.15, 0.35),
            lead_mm=side.uniform(15.0, 35.0),
            lead_squeeze=side.uniform(0.03, 0.07),
        )
    if look == "scanapp":
        height = side.choice(_H17_APP_FRAMES[4:] if small else _H17_APP_FRAMES)
        lean = side.uniform(1.0, 2.0)
        share = side.uniform(0.0, 1.0)
        return Heldout17Profile(
            dpi=round(height / _H14_A4_IN),
            look=look,
            jpeg_quality=side.randrange(60, 86),
            paper=side.randrange(205, 235),  # the camera's paper, before the filter
            black=side.uniform(30.0, 55.0),
            noise=side.uniform(1.5, 3.0),
            blur=side.uniform(0.4, 0.7) * height / 2000,
            skew=0.0,
            max_tilt=0.0,
            app_keystone=(lean * share, lean * (1 - share)),
            app_shade=side.uniform(0.1, 0.3),
            white_cut=side.uniform(0.8, 0.88),
            black_cut=side.uniform(30.0, 60.0),
            saturate=side.uniform(1.25, 1.7),
            halo=side.uniform(1.5, 2.8) * height / 2000,
            sharpen=side.randrange(140, 260),
            light_cut=side.randrange(226, 240),
            app_name=side.choice(_H17_APPS),
            mark_corner=side.choice(("right", "right", "left")),
            desk=side.choice(_H17_TABLES),
            cast=(1.0, side.uniform(0.95, 1.0), side.uniform(0.88, 0.97)),
        )
    height = side.choice(_H17_FRAMES[3:] if small else _H17_FRAMES)
    quality = side.randrange(55, 81)
    binder = side.random() < 0.6
    return Heldout17Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(222, 244),
        black=side.uniform(26.0, 46.0),
        noise=side.uniform(1.5, 3.2),
        blur=side.uniform(0.35, 0.6) * height / 2000,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        holder="binder" if binder else "booklet",
        spine=side.choice(("left", "right")),
        fill=side.uniform(0.8, 0.88),
        lift_mm=side.uniform(12.0, 24.0),
        lift_reach=side.uniform(18.0, 32.0),
        camera_mm=side.uniform(300.0, 420.0),
        gutter=side.uniform(0.3, 0.55),
        gutter_mm=side.uniform(4.0, 9.0),
        rings=side.choice((2, 2, 4)),
        cover=side.choice(_H17_COVERS),
        table=side.choice(_H17_TABLES),
        keystone=side.uniform(0.0, 0.03),
        cast=(1.0, side.uniform(0.9, 0.95), side.uniform(0.74, 0.84)),
        vignette=side.uniform(0.2, 0.4),
        chroma_noise=side.uniform(1.2, 2.8),
        sharpen=side.randrange(30, 81),
        encodes=(quality,) if kind == "png" else (),
    )


def _h17_tones(arr: np.ndarray, profile: Heldout17Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def _h17_put(
    arr: np.ndarray, alpha: np.ndarray, tone: float | np.ndarray | tuple[float, ...]
) -> None:
    """Lay ``tone`` (a scalar, an (h, w) field or an RGB triple) over ``arr`` with ``alpha``."""
    tone = np.asarray(tone, dtype=np.float32)
    if arr.ndim == 3:
        a = alpha[..., None]
        if tone.ndim == 2:
            tone = tone[..., None]
        elif tone.ndim == 0:
            tone = tone[None, None, None]
    else:
        a = alpha
        if tone.ndim == 1:
            tone = np.float32(tone.mean())
    arr *= 1 - a
    arr += a * tone


def _h17_margins(grey_in: np.ndarray | None, shape: tuple[int, ...]) -> dict[str, int]:
    if grey_in is None:
        h, w = shape[:2]
        return {"left": w, "right": w, "top": h, "bottom": h}
    return _empty_margins(grey_in, 200.0)


def _h17_sleeve(
    arr: np.ndarray, grey_in: np.ndarray | None, profile: Heldout17Profile, side: random.Random
) -> np.ndarray:
    """The page (tones applied) under a sheet protector: haze, glare streaks down the
    page, fine scratches, and at one side the sleeve's edge, its welded strip and holes
    over the empty margin (never over print)."""
    snrng = np.random.default_rng(side.getrandbits(64))
    flip = profile.strip_side == "right"
    margins = _h17_margins(grey_in, arr.shape)
    if flip:
        arr = arr[:, ::-1].copy()
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    white = float(min(255, profile.paper + 10))
    # The milky haze: the contrast a little lower, unevenly.
    milk = profile.haze * (0.75 + 0.5 * _low_field(snrng, h, w, max(8, round(40 * mm))))
    _h17_put(arr, milk.astype(np.float32), white)
    # Glare: soft bright streaks down the page where the plastic lifts off the glass.
    xs = np.arange(w, dtype=np.float32)
    for at, half, strength in profile.glare:
        x0 = (1 - at if flip else at) * w
        across = np.exp(-(((xs - x0) / max(1.0, half * mm)) ** 2))
        along = np.clip(1.6 * _low_field(snrng, h, 1, max(4, round(70 * mm)))[:, 0] - 0.3, 0, 1)
        _h17_put(arr, (strength * along[:, None] * across[None, :]).astype(np.float32), 255.0)
    # Fine scratches on the plastic: hairlines, a little lighter or darker.
    for _ in range(profile.scratches):
        length = side.uniform(8.0, 60.0) * mm
        t = side.uniform(0, np.pi)
        ax, ay = side.uniform(0, w), side.uniform(0, h)
        bx, by = ax + length * np.cos(t), ay + length * np.sin(t)
        x0, x1 = int(max(0, min(ax, bx) - 3)), int(min(w, max(ax, bx) + 3))
        y0, y1 = int(max(0, min(ay, by) - 3)), int(min(h, max(ay, by) + 3))
        if x1 <= x0 or y1 <= y0:
            continue
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        along_ = (xx - ax) * np.cos(t) + (yy - ay) * np.sin(t)
        d = -(xx - ax) * np.sin(t) + (yy - ay) * np.cos(t)
        inside = (along_ >= 0) & (along_ <= length)
        line = np.exp(-((d / 0.6) ** 2)) * inside * side.uniform(0.08, 0.2)
        region = arr[y0:y1, x0:x1]
        tone = 255.0 if side.random() < 0.6 else profile.black + 60
        _h17_put(region, line.astype(np.float32), tone)
    # The sleeve's side: edge, strip, holes, the paper's own edge, all in the margin.
    room = (margins["right"] if flip else margins["left"]) - 1.5 * mm
    edge = profile.sleeve_mm * mm
    paper_at = min(edge + (profile.strip_mm + profile.gap_mm) * mm, room)
    strip = paper_at - profile.gap_mm * mm - edge
    if paper_at > 2 * mm:
        cols = np.arange(int(np.ceil(paper_at)) + 2, dtype=np.float32)
        n = len(cols)
        lid = float(profile.paper) * profile.lid
        grain = 3.0 * (snrng.standard_normal((h, n)).astype(np.float32))
        out_paper = np.clip(paper_at - cols, 0, 1)[None, :] * np.ones((h, 1), np.float32)
        tone = np.full((h, n), lid, dtype=np.float32) + grain * 0.4
        if strip > 3 * mm:
            in_strip = ((cols >= edge) & (cols <= edge + strip)).astype(np.float32)
            frost = _low_field(snrng, h, n, max(2, round(0.5 * mm)))
            tone -= in_strip[None, :] * (6.0 + 10.0 * frost)
            weld = np.exp(-(((cols - edge - strip) / (0.4 * mm)) ** 2))
            tone -= 28.0 * weld[None, :]
            if profile.holes == 2:
                at_mm = [148.5 - 40, 148.5 + 40]
            elif profile.holes == 4:
                at_mm = [148.5 - 120, 148.5 - 40, 148.5 + 40, 148.5 + 120]
            else:
                at_mm = [148.5 + 21.5 * (k - 5) for k in range(11)]
            yy = np.arange(h, dtype=np.float32)[:, None]
            cx = edge + strip / 2
            r = min(2.9 * mm, strip / 2 - 0.5 * mm)
            for v in at_mm:
                d = np.hypot(cols[None, :] - cx, yy - v * h / A4_MM[1]) - r
                hole = np.clip(0.5 - d, 0, 1)
                rim = np.exp(-((d / 0.8) ** 2))
                tone = tone * (1 - hole) + (lid + 6.0) * hole - 30.0 * rim
        outer = np.exp(-(((cols - edge) / (0.35 * mm)) ** 2))
        tone -= 36.0 * outer[None, :]
        tone = np.where(cols[None, :] < edge, lid + 8.0, tone)
        paper_line = np.exp(-(((cols - paper_at) / 0.7) ** 2))
        part = arr[:, :n]
        _h17_put(part, out_paper, tone)
        _h17_put(part, (0.25 * paper_line[None, :] * np.ones((h, 1))).astype(np.float32), 90.0)
    if flip:
        arr = arr[:, ::-1].copy()
    return arr


def _h17_scan(
    arr: np.ndarray, profile: Heldout17Profile, tilt: float, nrng: np.random.Generator, noise: float
) -> Image.Image:
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * noise
    out = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    fill = (profile.paper,) * 3 if out.mode == "RGB" else profile.paper
    return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)


def _h17_safe_tilt(grey_in: np.ndarray | None, tilt: float, mm: float) -> float:
    """``tilt`` reduced until the print's corners stay 1 mm inside the page when turned."""
    if grey_in is None or tilt == 0:
        return tilt
    h, w = grey_in.shape
    m = _empty_margins(grey_in, 200.0)
    if m["left"] >= w:
        return tilt
    x0, x1 = m["left"] - w / 2, w - 1 - m["right"] - w / 2
    y0, y1 = m["top"] - h / 2, h - 1 - m["bottom"] - h / 2
    t = tilt
    for _ in range(40):
        c, s = np.cos(np.deg2rad(t)), np.sin(np.deg2rad(t))
        ok = True
        for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)):
            xr, yr = x * c + y * s, -x * s + y * c
            if abs(xr) > w / 2 - mm or abs(yr) > h / 2 - mm:
                ok = False
        if ok:
            return t
        t *= 0.85
    return 0.0


def _h17_feeder(
    arr: np.ndarray, grey_in: np.ndarray | None, profile: Heldout17Profile, side: random.Random
) -> np.ndarray:
    """The fed page (tones applied): the leading edge compressed, a roller's periodic
    mark or the glass's dust streak down the page."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    # The leading band: the sheet entered a little fast, its rows squeezed, most at the edge.
    band = max(2.0, profile.lead_mm * mm)
    y = np.arange(h, dtype=np.float64)
    rate = 1 + profile.lead_squeeze * np.clip(1 - y / band, 0, 1) ** 2  # source rows per row
    src = np.concatenate([[0.0], np.cumsum(rate)[:-1]])
    src = np.clip(src, 0, h - 1)
    i0 = np.floor(src).astype(np.int64)
    i1 = np.minimum(i0 + 1, h - 1)
    f = (src - i0).astype(np.float32)
    f = f[:, None, None] if arr.ndim == 3 else f[:, None]
    arr = arr[i0] * (1 - f) + arr[i1] * f
    # The mark.
    x0 = profile.mark_at * w
    xs = np.arange(w, dtype=np.float32)
    loss = profile.mark_dark * (profile.paper - profile.black)
    if profile.mark == "dust":
        width = side.uniform(0.6, 1.4) * max(1.0, profile.dpi / 200)
        across = np.exp(-(((xs - x0) / width) ** 2))
        along = 0.75 + 0.25 * _low_field(snrng, h, 1, max(4, round(20 * mm)))[:, 0]
        streak = (across[None, :] * along[:, None]).astype(np.float32)
        sub = streak * loss
    else:
        period = profile.mark_period * mm
        phase = side.uniform(0, period)
        half_w = side.uniform(1.5, 4.0) * mm
        tall = side.uniform(0.25, 0.6) * mm
        ys = np.arange(h, dtype=np.float32)
        k = np.round((ys - phase) / period)
        dy = ys - phase - k * period
        rows = np.exp(-((dy / tall) ** 2))
        cols = np.clip((half_w - np.abs(xs - x0)) / (0.6 * mm), 0, 1)
        smudge = _low_field(snrng, h, w, max(2, round(0.8 * mm)))
        sub = (rows[:, None] * cols[None, :] * (0.6 + 0.4 * smudge) * loss).astype(np.float32)
    arr = arr - (sub[..., None] if arr.ndim == 3 else sub)
    return arr.astype(np.float32)


def _h17_block_max(grey: np.ndarray, block: int) -> np.ndarray:
    h, w = grey.shape
    bh, bw = -(-h // block), -(-w // block)
    pad = np.full((bh * block, bw * block), -1.0, dtype=np.float32)
    pad[:h, :w] = grey
    pad[h:, :w] = grey[-1:, :]
    pad[:, w:] = pad[:, w - 1 : w]
    return pad.reshape(bh, block, bw, block).max(axis=(1, 3))


def _h17_magic(arr: np.ndarray, profile: Heldout17Profile) -> np.ndarray:
    """The app's "magic colour" filter on an RGB capture: each channel over its local
    background (the paper's brightest: white balance and shading gone), levels that
    bleach the paper white and deepen the strokes, colours pushed, then the
    over-sharpening and the light tones lost."""
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    block = max(8, round(6 * mm))
    planes = []
    for c in range(3):
        bg = _h17_block_max(arr[..., c], block)
        padded = np.pad(bg, 1, mode="edge")
        smooth = sum(
            padded[i : i + bg.shape[0], j : j + bg.shape[1]] for i in range(3) for j in range(3)
        )
        small = np.maximum(np.maximum(smooth / 9.0, bg * 0.92), 60.0).astype(np.float32)
        planes.append(_h16_up(small, w, h))
    norm = arr / np.stack(planes, axis=2) * 255.0
    hi = 255.0 * profile.white_cut
    out = (norm - profile.black_cut) / max(1.0, hi - profile.black_cut) * 255.0
    m = out.mean(axis=2, keepdims=True)
    out = m + (out - m) * profile.saturate
    img = _to_image(out)
    img = img.filter(
        ImageFilter.UnsharpMask(radius=profile.halo, percent=profile.sharpen, threshold=2)
    )
    res = np.asarray(img, dtype=np.float32).copy()
    light = res.min(axis=2) > profile.light_cut
    res[light] = 255.0
    return res


def _h17_mark(arr: np.ndarray, profile: Heldout17Profile) -> np.ndarray:
    """The app's small "Digitalizado com ..." mark in an empty bottom corner (if one is)."""
    from PIL import ImageDraw

    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    grey = arr.mean(axis=2)
    text = f"Digitalizado com {profile.app_name}"
    for px in (round(2.6 * mm), round(2.0 * mm)):
        font = _h15_font("Switzera ADF", max(8, px))
        box = font.getbbox(text)
        tw, th = box[2] - box[0], box[3] - box[1]
        pad = round(2.5 * mm)
        corners = [profile.mark_corner, "left" if profile.mark_corner == "right" else "right"]
        for corner in corners:
            x0 = w - pad - tw if corner == "right" else pad
            y0 = h - pad - th
            if x0 < 0 or y0 < 0:
                continue
            area = grey[max(0, y0 - pad // 2) : y0 + th + 2, max(0, x0 - 4) : x0 + tw + 4]
            if area.size and (area > 200).all():
                layer = Image.new("L", (w, h), 0)
                ImageDraw.Draw(layer).text((x0 - box[0], y0 - box[1]), text, font=font, fill=255)
                a = np.asarray(layer, dtype=np.float32) / 255.0
                _h17_put(arr, a, (120.0, 124.0, 132.0))
                return arr
    return arr


def _h17_scanapp(
    arr: np.ndarray,
    profile: Heldout17Profile,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The phone capture (RGB, tones applied) through the scanner app: uneven light and
    the phone's noise, the filter, the residual keystone (desk wedges at the sides), the
    app's mark."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    ang = side.uniform(0, 2 * np.pi)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    ramp = ((xx / w - 0.5) * np.cos(ang) + (yy / h - 0.5) * np.sin(ang)) + 0.5
    del yy, xx
    light = 1 - profile.app_shade * np.clip(ramp, 0, 1) * (
        0.7 + 0.3 * _low_field(snrng, h, w, max(8, w // 5))
    )
    arr *= light[..., None]
    arr *= np.array(profile.cast, dtype=np.float32)
    arr += nrng.standard_normal(arr.shape, dtype=np.float32) * profile.noise
    cap = _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))
    page = _h17_magic(np.asarray(cap, dtype=np.float32), profile)
    # The corners the app found a little off: the page's sides lean, desk in the wedges.
    tl, tr = (np.tan(np.deg2rad(a)) * h for a in profile.app_keystone)
    loose = side.uniform(0.0, 0.004) * w
    src = [
        (-tl - loose, -loose),
        (w + tr + loose, -loose),
        (w + loose, h + loose),
        (-loose, h + loose),
    ]
    coeffs = _perspective_coefficients([(0, 0), (w, 0), (w, h), (0, h)], src)
    desk = np.array(profile.desk, dtype=np.float32)
    desk = np.clip((desk - 60) * 1.4 + 60, 0, 255)  # through the filter's levels
    seen = _to_image(page).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC, fillcolor=(0, 0, 0)
    )
    mask = Image.new("L", (w, h), 255).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR, fillcolor=0
    )
    a = np.asarray(mask, dtype=np.float32)[..., None] / 255.0
    out = np.asarray(seen, dtype=np.float32) * a + desk * (1 - a)
    out = _h17_mark(out, profile)
    return _to_image(out)


def _h17_facing(u: np.ndarray, v: np.ndarray, s: np.ndarray) -> np.ndarray:
    """The facing page's print beyond the spine: faint grey lines of text (0 to 1)."""
    dist = -s
    line = (np.mod(v - 30.0, 5.6) < 1.7) & (v > 30.0) & (v < 265.0)
    ends = 16.0 + 160.0 * (0.5 + 0.5 * np.sin(np.floor((v - 30.0) / 5.6) * 2.3))
    inside = (dist > 16.0) & (dist < np.minimum(ends, 190.0))
    return (line & inside).astype(np.float32) * 0.4


def _h17_photo(
    arr: np.ndarray,
    profile: Heldout17Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
    margin_mm: float,
) -> Image.Image:
    """The page (RGB, tones applied) open in a ring binder or a stapled booklet, seen
    from above: lifted and curved towards the spine, the gutter's shadow, the rings or
    staples, the cover or facing page, the table, warm indoor light. ``margin_mm`` is
    the page's empty margin on the spine's side (rings, holes and shade keep to it)."""
    h, w = arr.shape[:2]
    snrng = np.random.default_rng(side.getrandbits(64))
    mm_s = w / A4_MM[0]
    sh_ = h * profile.fill
    sw_ = sh_ * A4_MM[0] / A4_MM[1]
    px = sh_ / A4_MM[1]  # frame pixels a mm
    left = profile.spine == "left"
    # The sheet's flat place in the frame: more room on the spine's side.
    room = (w - sw_) / 2
    cx = w / 2 + (1 if left else -1) * side.uniform(0.2, 0.7) * room  # room beyond the spine
    cy = h / 2 + side.uniform(-0.3, 0.3) * (h - sh_) / 2
    k = profile.keystone * sw_ / 2
    corners = [
        (-sw_ / 2 + k, -sh_ / 2),
        (sw_ / 2 - k, -sh_ / 2),
        (sw_ / 2, sh_ / 2),
        (-sw_ / 2, sh_ / 2),
    ]
    t = np.deg2rad(tilt)
    quad = [
        (cx + x * np.cos(t) - y * np.sin(t), cy + x * np.sin(t) + y * np.cos(t)) for x, y in corners
    ]
    coeffs = _perspective_coefficients(quad, [(0, 0), (A4_MM[0], 0), A4_MM, (0, A4_MM[1])])
    d0 = coeffs[6] * w / 2 + coeffs[7] * h / 2 + 1
    centre = (
        (coeffs[0] * w / 2 + coeffs[1] * h / 2 + coeffs[2]) / d0,
        (coeffs[3] * w / 2 + coeffs[4] * h / 2 + coeffs[5]) / d0,
    )  # the camera's axis on the sheet

    def seen(xx: np.ndarray, yy: np.ndarray) -> tuple[np.ndarray, ...]:
        """The sheet point (mm) frame points ``xx``, ``yy`` see, its mm from the spine
        and its height over the flat sheet."""
        ca, cb, cc, cd, ce, cf, cg, ch = coeffs
        den = cg * xx + ch * yy + 1
        uf = (ca * xx + cb * yy + cc) / den
        vf = (cd * xx + ce * yy + cf) / den
        sf = uf if left else A4_MM[0] - uf
        if profile.holder == "booklet":
            z = profile.lift_mm * np.exp(-np.abs(sf) / profile.lift_reach)
        else:
            z = profile.lift_mm * np.exp(-np.maximum(sf, 0) / profile.lift_reach)
        mag = 1 + z / profile.camera_mm
        u = centre[0] + (uf - centre[0]) / mag
        v = centre[1] + (vf - centre[1]) / mag
        # Foreshortening: the rising page's arc longer than it looks.
        s0 = u if left else A4_MM[0] - u
        slope = profile.lift_mm / profile.lift_reach
        extra = slope * slope * profile.lift_reach / 4
        extra = extra * (1 - np.exp(-2 * np.maximum(s0, 0) / profile.lift_reach))
        u = u + (extra if left else -extra)
        s = u if left else A4_MM[0] - u
        return tuple(a.astype(np.float32) for a in (u, v, s, z))

    step = max(4, round(h / 300))
    gx = np.arange(0, w + step, step, dtype=np.float32)
    gy = np.arange(0, h + step, step, dtype=np.float32)
    gx[-1], gy[-1] = min(gx[-1], w), min(gy[-1], h)
    u, v, _, _ = seen(*np.meshgrid(gx, gy))
    sheet = _to_image(arr).transform(
        (w, h),
        Image.Transform.MESH,
        _mesh_cells(gx, gy, (u * mm_s).astype(np.float32), (v * mm_s).astype(np.float32)),
        Image.Resampling.BICUBIC,
        fillcolor=(0, 0, 0),
    )
    cover = Image.new("L", (w, h), 255).transform(
        (w, h),
        Image.Transform.MESH,
        _mesh_cells(gx, gy, (u * mm_s).astype(np.float32), (v * mm_s).astype(np.float32)),
        Image.Resampling.BILINEAR,
        fillcolor=0,
    )
    mask = np.asarray(cover, dtype=np.float32) / 255.0
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    pu, pv, ps, pz = seen(xx, yy)
    del yy, xx
    # Beyond the sheet: the table, the binder's cover (or the facing page) round it.
    table = np.array(profile.table, dtype=np.float32)
    frame = np.empty((h, w, 3), dtype=np.float32)
    frame[:] = table
    frame *= (0.9 + 0.2 * _low_field(snrng, h, w, max(4, w // 12)))[..., None]
    if profile.holder == "binder":
        out_u = pu if left else A4_MM[0] - pu
        cover_box = _h16_box(out_u, pv, (-60.0, -9.0, A4_MM[0] + 7.0, A4_MM[1] + 9.0), 4.0)
        ca_ = np.clip(0.5 - cover_box * px, 0, 1)[..., None]
        frame = frame * (1 - ca_) + np.array(profile.cover, dtype=np.float32) * ca_
    else:
        # The facing page: paper, its print faint, darker towards the fold.
        facing = (ps < 0) & (ps > -A4_MM[0]) & (pv > 0) & (pv < A4_MM[1])
        tone = float(profile.paper) - 0.7 * (float(profile.paper) - profile.black) * _h17_facing(
            pu, pv, ps
        )
        fa = facing.astype(np.float32)[..., None]
        frame = frame * (1 - fa) + tone[..., None] * fa
    # The sheet's soft shadow on what lies under it, then the sheet.
    lift = _h16_box(pu - 0.8, pv - 1.0, (0.0, 0.0, A4_MM[0], A4_MM[1]), 0.0)
    frame *= (1 - 0.3 * np.clip(0.5 - lift / 1.5, 0, 1))[..., None]
    frame = frame * (1 - mask[..., None]) + np.asarray(sheet, dtype=np.float32) * mask[..., None]
    # The gutter: the light falls off towards the spine (both pages of a booklet),
    # never more than a third where the page's print begins.
    gut_mm = profile.gutter_mm
    if profile.gutter * np.exp(-margin_mm / gut_mm) > 0.3:
        gut_mm = margin_mm / np.log(profile.gutter / 0.3)
    shade = profile.gutter * np.exp(-np.abs(ps) / gut_mm)
    if profile.holder == "binder":
        shade = np.where(ps < 0, profile.gutter * np.exp(ps / 6.0) * 0.5, shade)
    frame *= (1 - shade)[..., None]
    # The rings through their holes, or the staples on the fold.
    hole_s = float(np.clip(min(12.0, margin_mm - 4.5), 5.0, 12.0))
    if profile.holder == "binder":
        at = (-40.0, 40.0) if profile.rings == 2 else (-120.0, -40.0, 40.0, 120.0)
        cover_rgb = np.array(profile.cover, dtype=np.float32)
        # The mechanism's plate along the binder's spine, where the rings end.
        dp = (ps + 31.0) / 5.0
        plate = np.clip(1.2 - np.abs(dp), 0, 1) * (np.abs(pv - A4_MM[1] / 2) < 150.0)
        plate_tone = 150 + 70 * np.exp(-(((dp - 0.3) / 0.3) ** 2)) - 30 * np.abs(dp)
        pa = np.clip(plate * 4, 0, 1)[..., None]
        frame = frame * (1 - pa) + plate_tone[..., None] * np.array([1.0, 1.0, 1.03]) * pa
        for off in at:
            vk = A4_MM[1] / 2 + off
            dh = np.hypot(ps - hole_s, pv - vk) - 3.0
            ha = (np.clip(0.5 - dh * px, 0, 1) * mask)[..., None]
            frame = frame * (1 - ha) + cover_rgb * 0.6 * ha
            # The ring: a metal wire from the hole over the margin and off the page.
            wire = 1.6 * (1 + pz / profile.camera_mm)
            dv = (pv - vk) / wire
            on = (np.abs(dv) < 1) & (ps < hole_s + 0.6) & (ps > -31.0)
            shadow = (
                (np.abs((pv - vk - 1.5) / (wire + 1.0)) < 1) & (ps < hole_s + 1.0) & (ps > -30.0)
            )
            frame *= (1 - 0.35 * shadow.astype(np.float32) * (1 - on))[..., None]
            metal = 150 + 90 * np.exp(-(((dv + 0.3) / 0.35) ** 2)) - 60 * np.abs(dv) ** 3
            ma = (on * np.clip(1 - np.abs(dv), 0, 1) * 3).clip(0, 1)[..., None]
            frame = frame * (1 - ma) + (metal[..., None] * np.array([1.0, 1.0, 1.03])) * ma
    else:
        for vk in (A4_MM[1] * side.uniform(0.22, 0.3), A4_MM[1] * side.uniform(0.7, 0.78)):
            box = _h16_box(ps, pv, (-0.5, vk - 6.0, 0.5, vk + 6.0), 0.4)
            sa = np.clip(0.5 - box * px, 0, 1)[..., None]
            sh_box = _h16_box(ps - 0.5, pv - 0.7, (-0.5, vk - 6.0, 0.5, vk + 6.0), 0.4)
            frame *= (1 - 0.3 * np.clip(0.5 - sh_box * px / 2, 0, 1))[..., None]
            tone = 170 + 60 * np.exp(-(((pv - vk) / 3.0) ** 2))
            frame = frame * (1 - sa) + tone[..., None] * sa
    del pu, pv, ps, pz
    # Warm indoor light, a vignette, the phone's noise, blur and sharpening.
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2
    frame *= (1 - profile.vignette * r2)[..., None]
    del yy, xx, r2
    frame *= np.array(profile.cast, dtype=np.float32)
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch_, cw_ = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch_, cw_, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.3, percent=profile.sharpen, threshold=2))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def degrade_heldout17(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout17Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout17 scanner look (``Heldout17Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest
    (a fed page's own skew too). The output keeps the input's size; a phone
    photo and a scanner app's page come out in colour whatever the input, a
    grey profile's page in grey, the others in the input's mode.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    grey_in = np.asarray(image.convert("L"), dtype=np.float32)
    mm = profile.dpi / 25.4
    if profile.look == "photo":
        # Indoor light, not the scanner lamp's tint (drawn all the same).
        arr = _h17_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        m = _empty_margins(grey_in, 200.0)
        margin = m["left"] if profile.spine == "left" else m["right"]
        return _h17_photo(arr, profile, tilt, side, nrng, margin / mm)
    if profile.look == "scanapp":
        arr = _h17_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        arr += gradient[None, :, None] * 0.3
        return _h17_scanapp(arr, profile, side, nrng)
    source = image.convert("L") if profile.grey else image
    arr = _h17_tones(np.array(source, dtype=np.float32), profile)
    if tint is not None and arr.ndim == 3:
        arr *= tint
    arr += gradient[None, :, None] * 0.3 if arr.ndim == 3 else gradient[None, :] * 0.3
    if profile.look == "feeder":
        lo, hi = profile.feed_skew
        own = side.uniform(lo, hi) * side.choice((-1, 1))
        arr = _h17_feeder(arr, grey_in, profile, side)
        return _h17_scan(arr, profile, _h17_safe_tilt(grey_in, own, mm), nrng, profile.noise)
    arr = _h17_sleeve(arr, grey_in, profile, side)
    return _h17_scan(arr, profile, tilt, nrng, profile.noise)


def finish_heldout17(
    sheet: Image.Image, profile: Heldout17Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout17 scanner: in its sleeve (haze, glare, the
    strip and holes), through the feeder (its skew, the mark), through the scanner app
    (bleached white, the desk's wedges, the app's mark), or open in the binder."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    if profile.look == "photo":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        tilt = float(np.clip(side.uniform(-2.0, 2.0) * profile.skew, -2.0, 2.0))
        return _h17_photo(arr, profile, tilt, side, snrng, 30.0)
    if profile.look == "scanapp":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper
        return _h17_scanapp(arr, profile, side, snrng)
    source = sheet.convert("L") if profile.grey else sheet
    arr = np.array(source, dtype=np.float32)
    arr -= arr.mean() - profile.paper
    if profile.look == "feeder":
        lo, hi = profile.feed_skew
        own = side.uniform(lo, hi) * side.choice((-1, 1))
        arr = _h17_feeder(arr, None, profile, side)
        return _h17_scan(arr, profile, own, snrng, profile.noise * 0.5)
    tilt = float(
        np.clip(side.uniform(-2.0, 2.0) * profile.skew, -profile.max_tilt, profile.max_tilt)
    )
    arr = _h17_sleeve(arr, None, profile, side)
    return _h17_scan(arr, profile, tilt, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout18 scanner profile


@dataclass(frozen=True)
class Heldout18Profile:
    """The eighteenth held-out slice's scanners: a production scanner's colour dropout, a
    microfilm reader-printer's copy, a screen capture of a PDF viewer printed and scanned,
    a phone photo of a laminated sheet.

    Each file comes through one ``look``. "dropout": the protocol sector's production
    (departmental) scanner at 200 to 300 dpi (small print and bilevel TIFF at 300; TIFF is
    always this look), set to drop red or green: the lighter shades of that hue (tints,
    pale stamps, coloured rules) go to paper while its deeper shades keep their density
    (text in them stays legible), the page deskewed and cropped clean, then black and
    white (never for JPEG) by a threshold
    over the local background with specks of one or two pixels removed (lossless, never a
    character changed) or grey with the background cleared to white; the capture
    software's digital endorser prints a batch line with an image counter in an empty
    top or bottom margin. A page that comes grey (not colour) shows no dropout.
    "microfilm": a copy printed from the archive's microfilm on a reader-printer and
    scanned at 200 to 300 dpi (small print at 300), in grey: the page reduced to 88 to
    95 % and a little askew in the black surround of the frame (the copyboard a little
    lighter round the page, a blip mark below it), low contrast (the paper a light grey,
    the ink a dark grey; orthochromatic film records reds dark), the light and the focus
    falling off towards the corners, a slight radial distortion, film grain, thin light
    (a few dark) scratches down the film and a few specks. "snip": a screen capture of
    the page in a PDF viewer (the page 128 to 150 screen pixels an inch, small print 144
    or more) with the text's sub-pixel colour fringes, a band of the viewer's background
    round it and sometimes its toolbar or scroll bar, printed fitted to A4 (smoothly or in
    blocks) and scanned at 200 to 300 dpi in colour (a quarter in grey). "photo": phone
    photos (the ``photo`` path always) of the sheet laminated in a clear plastic pouch on
    the counter under fluorescent tubes: the pouch's clear border with rounded corners,
    one to three tubes' reflections across the gloss (lifting the print by at most 55 %),
    a broad sheen, the laminate's ripple bending lines slightly, air bubbles, a cool
    cast; frames 1500 to 2400 px high (128 to 205 dpi on A4; small print 2000 or more).
    Only the heldout18 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "dropout"  # dropout | microfilm | snip | photo
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF (the dropout look's pages are bilevel already)
    grey: bool = False  # saved in grey whatever the input (snip)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # dropout
    dropout: str = "red"  # red | green: the hue the scanner drops
    hue_tol: float = 20.0  # degrees of hue either side of it
    deep: float = 135.0  # luminance at or under which a shade of it keeps its density
    span: float = 35.0  # luminance over ``deep`` at which it drops entirely
    bilevel: bool = True
    cut: float = 0.68  # black where darker than this share of the local background
    white_cut: float = 0.9  # grey pages: lighter than this share of the background is white
    despeckle: int = 2  # specks of at most this many pixels removed (bilevel)
    endorse: str = ""  # the digital endorser's line ("{img}" the image counter), "" none
    endorse_edge: str = "bottom"  # top | bottom
    # microfilm
    reduction: float = 0.92  # the page's size on the copy
    shift_mm: tuple[float, float] = (0.0, 0.0)  # the page's centre off the copy's
    film_tilt: float = 0.3  # degrees the sheet lay askew under the camera
    distortion: float = 0.004  # magnification gained at the corners (< 0: barrel)
    ortho: bool = False  # orthochromatic film: reds recorded dark, blues light
    film_paper: float = 214.0  # the page's paper on the copy
    film_ink: float = 70.0  # its ink
    surround: float = 24.0  # the frame's black beyond the copyboard
    board: float = 46.0  # the copyboard round the page
    board_mm: float = 4.0  # how far the copyboard shows beyond the page
    fall_off: float = 0.12  # light lost at the corners
    soft: float = 0.8  # extra blur at the corners, px at 200 dpi
    grain: float = 4.0
    scratches: int = 4
    blip: bool = True
    # snip
    screen_dpi: float = 140.0  # the page's screen pixels an inch
    subpixel: str = "rgb"  # rgb | bgr: the screen's sub-pixel order
    fringe: float = 0.8  # 1: the sub-pixels unfiltered, 0: the renderer's 5-tap filter
    viewer: tuple[int, int, int] = (82, 86, 89)  # the viewer's background
    pad: tuple[int, int, int, int] = (24, 12, 24, 12)  # screen px left, top, right, bottom
    toolbar: bool = False
    scrollbar: bool = False
    blocky: bool = False  # the print enlarged by repeating pixels, not smoothly
    print_black: float = 32.0  # the printer's black
    print_margin_mm: float = 5.0
    file_name: str = "documento.pdf"
    # photo
    fill: float = 0.86  # the laminated sheet's height, share of the frame
    pouch_mm: float = 4.0  # the pouch's clear border beyond the paper
    corner_mm: float = 4.0  # its corners' radius
    tubes: tuple[tuple[float, float, float, float], ...] = ((0.35, 12.0, 14.0, 0.45),)
    wave_mm: float = 0.5  # the laminate's ripple (the print's lines bend by about this)
    wave_period: float = 80.0  # mm
    bubbles: int = 2
    sheen: float = 0.08
    keystone: float = 0.02
    table: tuple[int, int, int] = (150, 150, 152)
    cast: tuple[float, float, float] = (0.95, 1.0, 1.02)  # fluorescent light
    vignette: float = 0.25
    chroma_noise: float = 2.0
    sharpen: int = 60
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H18_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400)  # phone frames' heights
_H18_COUNTERS = (
    (150, 150, 152),  # grey granite
    (206, 201, 190),  # white laminate
    (122, 90, 60),  # wood
    (58, 66, 92),  # a dark blue counter top
)
_H18_VIEWERS = (
    (82, 86, 89),  # a browser's PDF viewer
    (50, 54, 57),  # a viewer in dark mode
    (212, 212, 214),  # a desktop reader's grey
    (238, 238, 238),  # a light viewer
)
_H18_ENDORSERS = (
    "PROTOCOLO GERAL  LOTE {lot}  DOC {doc}  IMG {img}",
    "DIGITALIZACAO  CX {box}  LT {lot}  FL {img}",
    "CAPTURA {station}  {lot}-{img}",
    "SMT/PROT  LOTE {lot}  DOC {doc}  PAG {img}",
)
_H18_FILES = (
    "documento.pdf",
    "certidao.pdf",
    "download.pdf",
    "arquivo (1).pdf",
    "comprovante.pdf",
    "Documento_assinado.pdf",
)


def heldout18_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout18Profile:
    """One file's heldout18 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "photo"
    elif kind == "tiff":
        look = "dropout"
    else:
        look = side.choices(("dropout", "microfilm", "snip"), weights=(36, 30, 34))[0]
    if look == "dropout":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 200, 240, 300))
        bilevel = kind == "tiff" or (kind != "jpeg" and side.random() < 0.6)
        endorse = side.choice(_H18_ENDORSERS).format(
            lot=f"{side.randrange(1, 99999):06d}",
            doc=f"{side.randrange(1, 9999):06d}",
            box=f"{side.randrange(1, 999):03d}",
            station=f"EST{side.randrange(1, 9):02d}",
            img="{img}",
        )
        return Heldout18Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(88, 96) if bilevel else side.randrange(55, 81),
            paper=side.randrange(236, 252),
            black=side.uniform(10.0, 28.0),
            noise=side.uniform(1.0, 2.5),
            blur=side.uniform(0.35, 0.55) * dpi / 250,
            grey=True,
            skew=side.uniform(0.03, 0.12),
            max_tilt=0.3,
            dropout=side.choice(("red", "red", "green")),
            hue_tol=side.uniform(15.0, 25.0),
            deep=side.uniform(132.0, 145.0),
            span=side.uniform(25.0, 45.0),
            bilevel=bilevel,
            cut=side.uniform(0.64, 0.72),
            white_cut=side.uniform(0.86, 0.93),
            despeckle=side.choice((1, 2, 2)),
            endorse="" if side.random() < 0.25 else endorse,
            endorse_edge=side.choice(("bottom", "bottom", "top")),
        )
    if look == "microfilm":
        dpi = 300 if small else side.choice((200, 240, 300))
        return Heldout18Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(50, 79),
            noise=side.uniform(1.0, 2.2),
            blur=side.uniform(0.6, 1.0) * dpi / 250,
            grey=True,
            skew=0.0,
            max_tilt=0.0,
            reduction=side.uniform(0.92, 0.95) if small else side.uniform(0.88, 0.95),
            shift_mm=(side.uniform(-3.0, 3.0), side.uniform(-4.0, 4.0)),
            film_tilt=side.uniform(0.1, 0.8) * side.choice((-1, 1)),
            distortion=side.uniform(-0.006, 0.008),
            ortho=side.random() < 0.5,
            film_paper=side.uniform(198.0, 226.0),
            film_ink=side.uniform(48.0, 90.0),
            surround=side.uniform(12.0, 36.0),
            board=side.uniform(40.0, 70.0),
            board_mm=side.uniform(2.0, 6.0),
            fall_off=side.uniform(0.08, 0.2),
            soft=side.uniform(0.4, 1.2),
            grain=side.uniform(2.5, 6.0),
            scratches=side.randrange(2, 8),
            blip=side.random() < 0.5,
        )
    if look == "snip":
        dpi = 300 if small else side.choice((200, 240, 300))
        return Heldout18Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 83),
            paper=side.randrange(234, 251),
            black=side.uniform(8.0, 20.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            grey=side.random() < 0.25,
            skew=side.uniform(0.2, 0.5),
            max_tilt=1.2,
            screen_dpi=side.uniform(144.0, 150.0) if small else side.uniform(128.0, 150.0),
            subpixel=side.choice(("rgb", "rgb", "rgb", "bgr")),
            fringe=side.uniform(0.5, 1.0),
            viewer=side.choice(_H18_VIEWERS),
            pad=(
                side.randrange(6, 48),
                side.randrange(4, 30),
                side.randrange(6, 48),
                side.randrange(4, 30),
            ),
            toolbar=side.random() < 0.35,
            scrollbar=side.random() < 0.3,
            blocky=side.random() < 0.4,
            print_black=side.uniform(22.0, 45.0),
            print_margin_mm=side.uniform(4.0, 6.5),
            file_name=side.choice(_H18_FILES),
        )
    height = side.choice(_H18_FRAMES[3:] if small else _H18_FRAMES)
    quality = side.randrange(58, 83)
    angle = side.uniform(-30.0, 30.0)
    tubes = tuple(
        (
            side.uniform(0.12, 0.88),
            angle + side.uniform(-4.0, 4.0),
            side.uniform(6.0, 20.0),
            side.uniform(0.25, 0.55),
        )
        for _ in range(side.choice((1, 1, 2, 2, 3)))
    )
    return Heldout18Profile(
        dpi=round(height / _H14_A4_IN),
        look="photo",
        jpeg_quality=quality,
        paper=side.randrange(220, 242),
        black=side.uniform(26.0, 44.0),
        noise=side.uniform(1.4, 3.0),
        blur=side.uniform(0.35, 0.6) * height / 2000,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        fill=side.uniform(0.82, 0.9),
        pouch_mm=side.uniform(2.5, 5.0),
        corner_mm=side.uniform(2.0, 6.0),
        tubes=tubes,
        wave_mm=side.uniform(0.15, 0.5),
        wave_period=side.uniform(90.0, 200.0),
        bubbles=side.randrange(0, 5),
        sheen=side.uniform(0.04, 0.12),
        keystone=side.uniform(0.0, 0.03),
        table=side.choice(_H18_COUNTERS),
        cast=(side.uniform(0.94, 0.98), 1.0, side.uniform(0.99, 1.03)),
        vignette=side.uniform(0.15, 0.35),
        chroma_noise=side.uniform(1.2, 2.6),
        sharpen=side.randrange(30, 90),
        encodes=(quality,) if kind == "png" else (),
    )


_H18_PAGER = _H12Pager()  # the endorser's image counter, per file


def _h18_luma(arr: np.ndarray) -> np.ndarray:
    if arr.ndim == 2:
        return arr.astype(np.float32, copy=True)
    return (arr[..., 0] * 0.299 + arr[..., 1] * 0.587 + arr[..., 2] * 0.114).astype(np.float32)


def _h18_dropped(arr: np.ndarray, profile: Heldout18Profile) -> np.ndarray:
    """What the scanner set to drop ``profile.dropout`` records of a page (0 to 255,
    2-D): the luminance, with the light and middle shades of that hue lifted to paper
    (fully from ``deep + span`` up, not at all at ``deep`` and under). A grey page shows
    no hue: its luminance."""
    y = _h18_luma(arr)
    if arr.ndim == 2:
        return y
    r, g, b = arr[..., 0], arr[..., 1], arr[..., 2]
    mx, mn = np.maximum(np.maximum(r, g), b), np.minimum(np.minimum(r, g), b)
    cand = (mx - mn > 12) & (y > profile.deep)
    if not cand.any():
        return y
    r, g, b, mx, mn = r[cand], g[cand], b[cand], mx[cand], mn[cand]
    hue = np.degrees(np.arctan2(np.sqrt(3.0) * (g - b), 2 * r - g - b)) % 360
    centre = 0.0 if profile.dropout == "red" else 120.0
    dist = np.abs((hue - centre + 180) % 360 - 180)
    on_hue = np.clip((profile.hue_tol + 6 - dist) / 6, 0, 1)
    saturated = np.clip(((mx - mn) / np.maximum(mx, 1) - 0.08) / 0.12, 0, 1)
    yc = y[cand]
    light = np.clip((yc - profile.deep) / profile.span, 0, 1)
    y[cand] = yc + on_hue * saturated * light * (255.0 - yc)
    return y


def _h18_background(t: np.ndarray, mm: float, floor: float) -> np.ndarray:
    """The paper's level under each pixel: the brightest of 8 mm blocks, smoothed, never
    under ``floor`` (solid fills stay dark)."""
    h, w = t.shape
    block = max(8, round(8 * mm))
    bg = _h17_block_max(t, block)
    padded = np.pad(bg, 1, mode="edge")
    smooth = sum(
        padded[i : i + bg.shape[0], j : j + bg.shape[1]] for i in range(3) for j in range(3)
    )
    small = np.maximum(np.maximum(smooth / 9.0, bg * 0.97), floor).astype(np.float32)
    return _h16_up(small, w, h)


def _h18_neighbours(b: np.ndarray) -> np.ndarray:
    p = np.pad(b, 1).astype(np.uint8)
    h, w = b.shape
    n = np.zeros((h, w), dtype=np.uint8)
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            if dy != 1 or dx != 1:
                n += p[dy : dy + h, dx : dx + w]
    return n


def _h18_despeckle(ink: np.ndarray, size: int) -> np.ndarray:
    """``ink`` without its specks of one pixel (and of two, ``size`` 2)."""
    if size <= 0:
        return ink
    n = _h18_neighbours(ink)
    out = ink & (n > 0)
    if size >= 2:
        one = out & (n == 1)
        out &= ~(one & (_h18_neighbours(one) == 1))
    return out


def _h18_endorse(
    out: np.ndarray, profile: Heldout18Profile, side: random.Random, ink: float
) -> np.ndarray:
    """The digital endorser's line (the file's image counter in it) in the empty top or
    bottom margin, 1.5 mm clear of the print; left off where neither margin has room."""
    from PIL import ImageDraw

    if not profile.endorse:
        return out
    n = _H18_PAGER.next(side) + 1
    text = profile.endorse.format(img=f"{n:04d}")
    h, w = out.shape
    mm = profile.dpi / 25.4
    font = _h15_font("DejaVu Sans Mono:bold", max(9, round(2.6 * mm)))
    box = font.getbbox(text)
    tw, th = box[2] - box[0], box[3] - box[1]
    clear = round(1.5 * mm)
    edges = [profile.endorse_edge, "top" if profile.endorse_edge == "bottom" else "bottom"]
    x0 = (w - tw) // 2 if tw < w - 20 * mm else round(6 * mm)
    for edge in edges:
        y0 = round(4 * mm) if edge == "top" else h - round(4 * mm) - th
        if y0 < 2 or x0 < 2 or x0 + tw + 2 > w or y0 + th + 2 > h:
            continue
        area = out[max(0, y0 - clear) : y0 + th + clear, max(0, x0 - clear) : x0 + tw + clear]
        if area.size and (area > 200).all():
            layer = Image.new("L", (tw + 4, th + 4), 0)
            ImageDraw.Draw(layer).text((2 - box[0], 2 - box[1]), text, font=font, fill=255)
            a = np.asarray(layer, dtype=np.float32) / 255.0
            if profile.bilevel:
                a = (a > 0.5).astype(np.float32)
            ys, xs = slice(y0 - 2, y0 + th + 2), slice(x0 - 2, x0 + tw + 2)
            out[ys, xs] = out[ys, xs] * (1 - a) + ink * a
            return out
    return out


def _h18_dropout(
    arr: np.ndarray,
    profile: Heldout18Profile,
    tilt: float,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The production scanner's page (grey): the dropout, the capture (tones, light,
    noise, the lens), the deskew's residue, then black and white over the local
    background with specks removed, or grey with the background cleared; the endorser."""
    mm = profile.dpi / 25.4
    g = _h18_dropped(arr, profile)
    t = profile.black + g * (profile.paper - profile.black) / 255.0
    t += gradient[None, :] * 0.3
    t += nrng.standard_normal(t.shape, dtype=np.float32) * noise
    cap = _to_image(t).filter(ImageFilter.GaussianBlur(profile.blur))
    if tilt:
        cap = cap.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=profile.paper)
    t = np.asarray(cap, dtype=np.float32)
    norm = t / _h18_background(t, mm, 0.85 * profile.paper) * 255.0
    if profile.bilevel:
        ink = _h18_despeckle(norm < profile.cut * 255.0, profile.despeckle)
        out = np.where(ink, 0.0, 255.0).astype(np.float32)
        return _to_image(_h18_endorse(out, profile, side, 0.0))
    out = np.clip(norm / profile.white_cut, 0, 255)
    return _to_image(_h18_endorse(out, profile, side, 30.0))


def _h18_film_map(
    xx: np.ndarray, yy: np.ndarray, w: int, h: int, profile: Heldout18Profile
) -> tuple[np.ndarray, np.ndarray]:
    """The page pixel (u, v) the copy's pixel (x, y) shows: the page reduced, shifted,
    askew, with the projection's radial distortion."""
    mm = profile.dpi / 25.4
    cx, cy = w / 2 + profile.shift_mm[0] * mm, h / 2 + profile.shift_mm[1] * mm
    dx, dy = xx - cx, yy - cy
    r2 = ((xx - w / 2) ** 2 + (yy - h / 2) ** 2) / ((w / 2) ** 2 + (h / 2) ** 2)
    f = (1 + profile.distortion * r2) * profile.reduction
    t = np.deg2rad(profile.film_tilt)
    c, s = np.cos(t), np.sin(t)
    u = (c * dx + s * dy) / f + w / 2
    v = (-s * dx + c * dy) / f + h / 2
    return u.astype(np.float32), v.astype(np.float32)


def _h18_scratches(copy: np.ndarray, profile: Heldout18Profile, side: random.Random) -> None:
    """Film scratches down the frame, drawn into ``copy``: thin lines wandering a little,
    most lifting what they cross towards white (by at most 60 %), a few darkening it."""
    h, w = copy.shape
    ys = np.arange(h, dtype=np.float32)
    for _ in range(profile.scratches):
        x0 = side.uniform(0.05, 0.95) * w
        drift = side.uniform(-0.004, 0.004) * w
        wob, period = side.uniform(0.5, 3.0), side.uniform(0.3, 1.5) * h
        phase = side.uniform(0, 6.3)
        top = 0 if side.random() < 0.6 else side.randrange(0, h // 2)
        bottom = h if side.random() < 0.6 else side.randrange(top + h // 4, h + 1)
        width = side.uniform(0.5, 0.9) * max(1.0, profile.dpi / 250)
        is_light = side.random() < 0.75
        strength = side.uniform(0.35, 0.6) if is_light else side.uniform(0.25, 0.45)
        wander = side.uniform(20.0, 90.0)
        rows = ys[top:bottom]
        centre = x0 + drift * (rows / h) + wob * np.sin(2 * np.pi * rows / period + phase)
        lo, hi = int(max(0, centre.min() - 4)), int(min(w, centre.max() + 5))
        if hi <= lo or not rows.size:
            continue
        d = np.arange(lo, hi, dtype=np.float32)[None, :] - centre[:, None]
        along = 0.7 + 0.3 * np.sin(rows / wander + phase)[:, None]
        line = np.exp(-((d / width) ** 2)) * strength * along
        part = copy[top:bottom, lo:hi]
        if is_light:
            part += line * (255.0 - part)
        else:
            part -= line * (part - 20.0)


def _h18_microfilm(
    arr: np.ndarray,
    profile: Heldout18Profile,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The reader-printer's copy of the page's microfilm frame, scanned (grey)."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    if arr.ndim == 3 and profile.ortho:
        film = arr[..., 0] * 0.06 + arr[..., 1] * 0.54 + arr[..., 2] * 0.40
    else:
        film = _h18_luma(arr)
    film *= (profile.film_paper - profile.film_ink) / 255.0
    film += profile.film_ink
    # The page reduced and askew in the frame, by a mesh of the projection.
    step = max(12, round(h / 90))
    gx = np.arange(0, w + step, step, dtype=np.float32)
    gy = np.arange(0, h + step, step, dtype=np.float32)
    gx[-1], gy[-1] = min(gx[-1], w), min(gy[-1], h)
    u, v = _h18_film_map(*np.meshgrid(gx, gy), w, h, profile)
    copy = np.asarray(
        Image.fromarray(film, "F").transform(
            (w, h),
            Image.Transform.MESH,
            _mesh_cells(gx, gy, u, v),
            Image.Resampling.BILINEAR,
            fillcolor=-1.0,
        ),
        dtype=np.float32,
    ).copy()
    del film
    # The smooth fields at a quarter of the resolution: how far beyond the page's edge
    # each pixel lies (px), and its distance from the copy's centre (squared, 1 at the
    # corners).
    sw, sh = max(2, w // 4), max(2, h // 4)
    sx, sy = np.meshgrid(_h16_grid(w, sw), _h16_grid(h, sh))
    su, sv = _h18_film_map(sx, sy, w, h, profile)
    red = profile.reduction
    beyond = _h16_up(np.maximum(np.maximum(-su, su - w), np.maximum(-sv, sv - h)) * red, w, h)
    r2 = _h16_up(((sx - w / 2) ** 2 + (sy - h / 2) ** 2) / ((w / 2) ** 2 + (h / 2) ** 2), w, h)
    # Beyond the page: the copyboard a little lighter, then the frame's black, the toner
    # uneven over them; the sheet's edge a little shadowed under the camera's lamps.
    outside = copy < 0
    board = np.clip((profile.board_mm * mm - beyond) / 2.0, 0, 1)
    mottle = 14.0 * (_low_field(snrng, h, w, max(8, round(25 * mm))) - 0.5)
    dark = profile.surround + (profile.board - profile.surround) * board + mottle
    copy[outside] = dark[outside]
    del board, mottle, dark
    copy -= 12.0 * np.clip(1 - np.abs(beyond) / 1.5, 0, 1)
    del beyond
    if profile.blip:
        rows = np.flatnonzero(~outside[:, w // 2])
        below = h - 1 - rows[-1] if rows.size else 0
        if below > 6 * mm:
            by = rows[-1] + below // 2
            bx = round(side.uniform(0.1, 0.3) * w)
            copy[by - round(1.5 * mm) : by + round(1.5 * mm), bx : bx + round(8 * mm)] = (
                profile.film_paper - 25
            )
    del outside
    # Film scratches and specks, sharp on the film.
    _h18_scratches(copy, profile, side)
    for _ in range(side.randrange(4, 16)):
        x, y = side.randrange(w), side.randrange(h)
        rad = max(1, round(side.uniform(0.08, 0.25) * mm))
        tone = 255.0 if side.random() < 0.5 else 25.0
        patch = copy[max(0, y - rad) : y + rad, max(0, x - rad) : x + rad]
        patch += 0.6 * (tone - patch)
    # The reader's light and focus falling off towards the corners, the grain, the scan.
    copy *= 1 - profile.fall_off * r2
    copy += gradient[None, :] * 0.3
    grain = snrng.standard_normal((h // 2 + 1, w // 2 + 1)).astype(np.float32)
    copy += _h16_up(grain, w, h) * profile.grain
    copy += nrng.standard_normal((h, w), dtype=np.float32) * noise
    img = _to_image(copy)
    del copy
    sharp = np.asarray(img.filter(ImageFilter.GaussianBlur(profile.blur)), dtype=np.float32)
    soft = np.asarray(
        img.filter(ImageFilter.GaussianBlur(profile.blur + profile.soft * profile.dpi / 200)),
        dtype=np.float32,
    )
    k = np.clip(r2 * 1.4 - 0.2, 0, 1)
    return _to_image(sharp + (soft - sharp) * k)


def _h18_subpixel(
    image: Image.Image, size: tuple[int, int], profile: Heldout18Profile
) -> np.ndarray:
    """The page rendered on the screen at ``size`` (w, h) with sub-pixel anti-aliasing:
    each pixel's red, green and blue stripes sample their own third of it (in the
    screen's order), softened by the renderer's filter as far as ``fringe`` says."""
    sw, sh = size
    big = np.asarray(image.convert("RGB").resize((3 * sw, sh), Image.Resampling.BOX), np.float32)
    n = big.shape[1]
    f = profile.fringe
    taps = ((-2, (1 - f) / 9), (-1, 2 * (1 - f) / 9), (0, f + 3 * (1 - f) / 9))
    taps += ((1, 2 * (1 - f) / 9), (2, (1 - f) / 9))
    order = (0, 1, 2) if profile.subpixel == "rgb" else (2, 1, 0)
    screen = np.zeros((sh, sw, 3), dtype=np.float32)
    for slot, channel in enumerate(order):
        cols = np.arange(slot, 3 * sw, 3)
        for off, wt in taps:
            screen[..., channel] += wt * big[:, np.clip(cols + off, 0, n - 1), channel]
    return screen


def _h18_snip_canvas(screen: np.ndarray, profile: Heldout18Profile) -> np.ndarray:
    """The captured rectangle: the viewer's background round the page (with the page's
    shadow), its toolbar above and scroll bar beside when the capture took them in."""
    from PIL import ImageDraw

    sh, sw = screen.shape[:2]
    ui = max(1.0, profile.screen_dpi / 110)
    left, top, right, bottom = profile.pad
    bar = round(40 * ui) if profile.toolbar else 0
    scroll = round(14 * ui) if profile.scrollbar else 0
    cw, ch = left + sw + right + scroll, bar + top + sh + bottom
    viewer = np.array(profile.viewer, dtype=np.float32)
    canvas = np.empty((ch, cw, 3), dtype=np.float32)
    canvas[:] = viewer
    dark = viewer.mean() < 128
    # The page's soft shadow, then the page.
    y0, x0 = bar + top, left
    shade = np.zeros((ch, cw), dtype=np.float32)
    shade[y0 + 2 : y0 + sh + 3, x0 + 1 : x0 + sw + 2] = 1.0
    shade = (
        np.asarray(
            Image.fromarray(shade * 255).convert("L").filter(ImageFilter.GaussianBlur(2.0 * ui)),
            dtype=np.float32,
        )
        / 255.0
    )
    canvas *= (1 - (0.5 if dark else 0.25) * shade)[..., None]
    canvas[y0 : y0 + sh, x0 : x0 + sw] = screen
    img = _to_image(canvas)
    draw = ImageDraw.Draw(img)
    if bar:
        tone = (50, 54, 57) if dark else (249, 249, 250)
        fg = (232, 234, 237) if dark else (40, 40, 40)
        draw.rectangle((0, 0, cw, bar - 1), fill=tone)
        draw.line((0, bar - 1, cw, bar - 1), fill=(30, 30, 30) if dark else (200, 200, 200))
        font = _h15_font("DejaVu Sans", round(13 * ui))
        draw.text((round(14 * ui), round(12 * ui)), profile.file_name, font=font, fill=fg)
        zoom = f"{round(profile.screen_dpi / 96 * 100)}%"
        draw.text((cw // 2 - round(20 * ui), round(12 * ui)), zoom, font=font, fill=fg)
        for k in range(3):
            cx = cw - round((24 + 30 * k) * ui)
            r = round(7 * ui)
            draw.ellipse((cx - r, bar // 2 - r, cx + r, bar // 2 + r), outline=fg, width=2)
    if scroll:
        track = (60, 63, 66) if dark else (241, 241, 241)
        thumb = (120, 123, 126) if dark else (193, 193, 193)
        draw.rectangle((cw - scroll, bar, cw, ch), fill=track)
        draw.rectangle(
            (cw - scroll + 3, bar + round(8 * ui), cw - 3, bar + round(0.3 * (ch - bar))),
            fill=thumb,
        )
    return np.asarray(img, dtype=np.float32)


def _h18_snip(
    image: Image.Image,
    profile: Heldout18Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page captured from the screen, printed fitted to A4, scanned on a flatbed."""
    w, h = image.size
    mm = profile.dpi / 25.4
    s = profile.screen_dpi / profile.dpi
    screen = _h18_subpixel(image, (max(8, round(w * s)), max(8, round(h * s))), profile)
    canvas = _h18_snip_canvas(screen, profile)
    ch, cw = canvas.shape[:2]
    # The print: fitted into the printable area, centred, the printer's black not black,
    # its dither in the mid-tones; then the scan.
    margin = profile.print_margin_mm * mm
    scale = min((w - 2 * margin) / cw, (h - 2 * margin) / ch)
    pw, ph = max(1, round(cw * scale)), max(1, round(ch * scale))
    how = Image.Resampling.NEAREST if profile.blocky else Image.Resampling.BICUBIC
    printed = np.asarray(_to_image(canvas).resize((pw, ph), how), dtype=np.float32)
    pb = profile.print_black
    gain = (profile.paper - profile.black) / 255.0
    x0, y0 = (w - pw) // 2, (h - ph) // 2
    region = (slice(y0, y0 + ph), slice(x0, x0 + pw))
    tone = (printed[..., 0] + printed[..., 1] + printed[..., 2]) * ((255.0 - pb) / 765.0) + pb
    if profile.grey:  # a grey scan: the fringes' colours lost, their light kept
        arr = np.full((h, w), float(profile.paper), dtype=np.float32)
        arr[region] = _h18_luma(printed) * (gain * (255.0 - pb) / 255.0) + (
            profile.black + pb * gain
        )
    else:
        arr = np.full((h, w, 3), float(profile.paper), dtype=np.float32)
        arr[region] = printed * (gain * (255.0 - pb) / 255.0) + (profile.black + pb * gain)
        if tint is not None:
            arr *= tint
    del printed
    # The scanner's noise and light, and the print's dither (in its mid-tones).
    field = nrng.standard_normal((h, w), dtype=np.float32) * noise
    mid = tone * (255.0 - tone) * (5.0 / (127.5 * 127.5))
    field[region] += nrng.standard_normal((ph, pw), dtype=np.float32) * mid
    del tone, mid
    field += gradient[None, :] * 0.3
    arr += field[..., None] if arr.ndim == 3 else field
    del field
    out = _to_image(arr)
    del arr
    out = out.filter(ImageFilter.GaussianBlur(profile.blur))
    fill = profile.paper if out.mode == "L" else (profile.paper,) * 3
    return out.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)


def _h18_photo(
    arr: np.ndarray,
    profile: Heldout18Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, tones applied) laminated in a clear pouch on the counter, seen from
    above under fluorescent tubes: the pouch's border and rounded corners, the ripple,
    the tubes' reflections and the sheen on the gloss, air bubbles, a cool cast."""
    h, w = arr.shape[:2]
    snrng = np.random.default_rng(side.getrandbits(64))
    p = profile.pouch_mm
    lw, lh = A4_MM[0] + 2 * p, A4_MM[1] + 2 * p  # the laminated sheet, mm
    sh_ = h * profile.fill
    sw_ = sh_ * lw / lh
    px = sh_ / lh  # frame pixels a mm
    cx = w / 2 + side.uniform(-0.4, 0.4) * (w - sw_) / 2
    cy = h / 2 + side.uniform(-0.4, 0.4) * (h - sh_) / 2
    k = profile.keystone * sw_ / 2
    corners = [
        (-sw_ / 2 + k, -sh_ / 2),
        (sw_ / 2 - k, -sh_ / 2),
        (sw_ / 2, sh_ / 2),
        (-sw_ / 2, sh_ / 2),
    ]
    t = np.deg2rad(tilt)
    quad = [
        (cx + x * np.cos(t) - y * np.sin(t), cy + x * np.sin(t) + y * np.cos(t)) for x, y in corners
    ]
    coeffs = _perspective_coefficients(quad, [(0, 0), (lw, 0), (lw, lh), (0, lh)])
    ph1, ph2 = side.uniform(0, 2 * np.pi), side.uniform(0, 2 * np.pi)
    p2 = profile.wave_period * side.uniform(0.6, 1.4)

    def seen(xx: np.ndarray, yy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        ca, cb, cc, cd, ce, cf, cg, ch = coeffs
        den = cg * xx + ch * yy + 1
        return ((ca * xx + cb * yy + cc) / den).astype(np.float32), (
            (cd * xx + ce * yy + cf) / den
        ).astype(np.float32)

    def ripple(u: np.ndarray, v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The laminate's ripple: where the print seen at (u, v) really lies."""
        a = profile.wave_mm
        du = a * np.sin(2 * np.pi * v / profile.wave_period + ph1)
        dv = 0.6 * a * np.sin(2 * np.pi * u / p2 + ph2)
        return u + du, v + dv

    # The print: paper mm = laminate mm - p, through the ripple, on a mesh.
    mm_s = w / A4_MM[0]
    step = max(8, round(h / 80))
    gx = np.arange(0, w + step, step, dtype=np.float32)
    gy = np.arange(0, h + step, step, dtype=np.float32)
    gx[-1], gy[-1] = min(gx[-1], w), min(gy[-1], h)
    gu, gv = ripple(*seen(*np.meshgrid(gx, gy)))
    mesh = _mesh_cells(
        gx, gy, ((gu - p) * mm_s).astype(np.float32), ((gv - p) * mm_s).astype(np.float32)
    )
    sheet = _to_image(arr).transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC)
    on_paper = (
        np.asarray(
            Image.new("L", (w, h), 255).transform(
                (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    # Where on the laminate (mm) each pixel looks: smooth, so from a quarter-size grid.
    qw, qh = max(2, w // 4), max(2, h // 4)
    sx, sy = np.meshgrid(_h16_grid(w, qw), _h16_grid(h, qh))
    su, sv = ripple(*seen(sx, sy))
    # Beyond the paper (a ring round it): the counter, the pouch's thin shadow on it, the
    # clear border over it with its sealed edge catching the light.
    frame = np.asarray(sheet, dtype=np.float32).copy()
    del sheet
    off = on_paper < 0.999
    pu, pv = _h16_up(su, w, h)[off], _h16_up(sv, w, h)[off]
    ring = np.empty((pu.size, 3), dtype=np.float32)
    ring[:] = np.array(profile.table, dtype=np.float32)
    wood = 0.92 + 0.16 * _low_field(snrng, h, w, max(4, w // 14))[off]
    ring *= (wood + snrng.standard_normal(pu.size).astype(np.float32) * 0.02)[:, None]
    dist = _h16_box(pu, pv, (0.0, 0.0, lw, lh), profile.corner_mm)  # mm, < 0 on the pouch
    shadow = _h16_box(pu - 0.5, pv - 0.7, (0.0, 0.0, lw, lh), profile.corner_mm)
    ring *= (1 - 0.3 * np.clip(1 - np.maximum(shadow, 0) / 1.2, 0, 1) * (dist > 0))[:, None]
    pouch = np.clip(0.5 - dist * px, 0, 1)[:, None]
    clear = ring * 0.9 + 22.0  # the counter through the plastic, a little milky
    rim = (np.exp(-(((dist + 0.25) / 0.25) ** 2)) * 0.35)[:, None]
    clear += rim * (255.0 - clear)
    ring += pouch * (clear - ring)
    a = on_paper[off][:, None]
    frame[off] = frame[off] * a + ring * (1 - a)
    del pu, pv, ring, clear, dist, shadow, pouch, rim, a, off, on_paper
    # The gloss (at a quarter of the size): the ripple's shading, a broad sheen, the
    # tubes' reflections (their edges wandering with the ripple), never lifting the print
    # past 55 %; over the pouch only.
    on = np.clip(0.5 - _h16_box(su, sv, (0.0, 0.0, lw, lh), profile.corner_mm) * px, 0, 1)
    slope_u = np.cos(2 * np.pi * sv / profile.wave_period + ph1)
    slope_v = np.cos(2 * np.pi * su / p2 + ph2)
    ang = side.uniform(0, 2 * np.pi)
    ramp = ((su / lw - 0.5) * np.cos(ang) + (sv / lh - 0.5) * np.sin(ang)) + 0.5
    gloss = profile.sheen * np.clip(ramp, 0, 1) ** 2
    texture = 0.85 + 0.15 * _low_field(snrng, qh, qw, max(2, round(0.4 * px)))
    for at, angle_deg, width, strength in profile.tubes:
        t_ = np.deg2rad(angle_deg)
        d = -(su - lw / 2) * np.sin(t_) + (sv - at * lh) * np.cos(t_)
        d += 6.0 * (slope_u * np.sin(t_) + slope_v * np.cos(t_)) * profile.wave_mm
        band = np.exp(-((np.abs(d) / (width / 2)) ** 4))
        core = np.exp(-((d / (width / 6)) ** 2))
        gloss = np.maximum(gloss, strength * (0.8 * band + 0.2 * core) * texture)
    gloss = _h16_up((np.minimum(gloss, 0.55) * on).astype(np.float32), w, h)
    light = np.array((250.0, 253.0, 255.0), dtype=np.float32)
    frame += gloss[..., None] * (light - frame)
    del gloss
    # Air bubbles: a milky patch with a bright rim on one side and a dark one opposite.
    for _ in range(profile.bubbles):
        bu, bv = side.uniform(p + 10, lw - p - 10), side.uniform(p + 10, lh - p - 10)
        ra, rb = side.uniform(2.0, 6.0), side.uniform(1.5, 4.5)
        rot = side.uniform(0, np.pi)
        near = (np.abs(su - bu) < ra + rb + 1) & (np.abs(sv - bv) < ra + rb + 1)
        rows, cols = np.flatnonzero(near.any(axis=1)), np.flatnonzero(near.any(axis=0))
        if not rows.size:
            continue
        y0, y1 = max(0, 4 * rows[0] - 4), min(h, 4 * rows[-1] + 8)
        x0, x1 = max(0, 4 * cols[0] - 4), min(w, 4 * cols[-1] + 8)
        box = (slice(y0, y1), slice(x0, x1))
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        pu, pv = ripple(*seen(xx, yy))
        cu, cv = bu - pu, bv - pv
        e = np.hypot(
            (cu * np.cos(rot) + cv * np.sin(rot)) / ra, (-cu * np.sin(rot) + cv * np.cos(rot)) / rb
        )
        part = frame[box]
        inside = np.clip((1 - e) * 4, 0, 1)
        part += (0.14 * inside)[..., None] * (255.0 - part)
        edge = np.exp(-(((e - 1) / 0.08) ** 2))
        lit = np.clip((cu * np.cos(ang) + cv * np.sin(ang)) / max(ra, rb), -1, 1)
        part += (edge * np.clip(lit, 0, 1) * 0.3)[..., None] * (255.0 - part)
        part *= (1 - edge * np.clip(-lit, 0, 1) * 0.15)[..., None]
    # Fluorescent light, a vignette, the ripple's shading; the phone's noise, blur,
    # sharpening and JPEG.
    r2 = ((sx - w / 2) / w) ** 2 + ((sy - h / 2) / h) ** 2
    shade = (1 - profile.vignette * r2) * (1 + 0.025 * slope_u * on)
    shade = _h16_up(shade.astype(np.float32), w, h)
    frame *= shade[..., None]
    frame *= np.array(profile.cast, dtype=np.float32)
    del shade
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch_, cw_ = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch_, cw_, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.3, percent=profile.sharpen, threshold=2))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def _h18_tones(arr: np.ndarray, profile: Heldout18Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def degrade_heldout18(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout18Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout18 scanner look (``Heldout18Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the dropout and microfilm looks come out
    in grey, a phone photo in colour, a capture in colour unless its profile is
    grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))
    if profile.look == "photo":
        arr = _h18_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        return _h18_photo(arr, profile, tilt, side, nrng)
    if profile.look == "snip":
        return _h18_snip(image, profile, tilt, tint, gradient, nrng, profile.noise)
    arr = np.asarray(image, dtype=np.float32)
    if profile.look == "microfilm":
        return _h18_microfilm(arr, profile, gradient, side, nrng, profile.noise)
    return _h18_dropout(arr, profile, tilt, gradient, side, nrng, profile.noise)


def finish_heldout18(
    sheet: Image.Image, profile: Heldout18Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout18 scanner: through the dropout scanner (the
    endorser counting it too), as a microfilm copy, as a captured page printed and
    scanned, or laminated and photographed."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    if profile.look == "photo":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        tilt = float(np.clip(side.uniform(-2.0, 2.0) * profile.skew, -2.0, 2.0))
        return _h18_photo(arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    if profile.look == "snip":
        tilt = float(np.clip(side.uniform(-2.0, 2.0) * profile.skew, -1.2, 1.2))
        return _h18_snip(_to_image(arr), profile, tilt, None, flat, snrng, profile.noise * 0.5)
    if profile.look == "microfilm":
        return _h18_microfilm(arr, profile, flat, side, snrng, profile.noise * 0.5)
    tilt = float(np.clip(side.uniform(-1.0, 1.0) * profile.skew, -0.3, 0.3))
    return _h18_dropout(arr, profile, tilt, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout19 scanner profile


@dataclass(frozen=True)
class Heldout19Profile:
    """The nineteenth held-out slice's scanners: a flatbed used with its lid left open, an
    MFP's colour scan to e-mail of a colour laser printout (the halftone's moiré), an
    overhead book scanner with the clerk's fingertips holding the sheet, a phone photo at
    night with the flash.

    Each file comes through one ``look``. "lidopen": a flatbed scanned with the lid up,
    200 to 300 dpi (small print and bilevel TIFF at 300), colour or grey: the sheet
    smaller than the scan window, against one corner of the glass and a little askew,
    the room's near-black beyond it (a faint glow of the ceiling lights over it), the
    paper greyer with no white lid behind it, one edge or corner curled up off the glass
    (darker and out of focus towards it). "halftone": the applicant's colour laser
    printout (tints and colours as CMYK clustered dots on 141 to 200 lpi screens at their
    own angles, black text solid) scanned by an MFP to e-mail at 200 to 300 dpi without
    descreening, so the screens beat with the sensor into moiré; the background removed
    to white; a quarter in grey. "overhead": an overhead book scanner at the counter
    (200 to 300 dpi), the page on its black mat, the clerk's fingertips holding it flat at
    the left and right margins, the page's curl left in its side edges, the LED bars'
    light falling off towards the top and bottom. "flash": phone photos (the ``photo``
    path always) taken at night with the flash: the sheet on a dark surface, the flash's
    hot spot (lifting the print by at most 45 %) and its fall-off towards the corners,
    the room's warm light in the dark, the noise of a high ISO; frames 1500 to 2400 px
    high (128 to 205 dpi on A4; small print 2000 or more).
    Only the heldout19 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "lidopen"  # lidopen | halftone | overhead | flash
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (lidopen, halftone)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 1.2  # degrees, whatever the drawn skew
    # lidopen
    window: float = 0.97  # the sheet's size, share of the scan window's
    corner: str = "left"  # left | right: the glass corner the sheet lies against
    inset_mm: tuple[float, float] = (1.0, 1.0)  # its corner off the window's (x, y)
    room: float = 16.0  # the dark room beyond the sheet
    glow: float = 14.0  # the ceiling lights' glow over it, at its brightest
    glow_at: float = 0.3  # where along the window's width the glow is brightest
    lift: str = "right"  # left | right | top | bottom | tl | tr | bl | br: curled off the glass
    lift_mm: float = 25.0  # how far in from the edge (or corner) it leaves the glass
    lift_dark: float = 0.25  # light lost at the lifted edge itself
    lift_blur: float = 1.2  # extra blur at the lifted edge, px at 200 dpi
    # halftone
    lpi: float = 150.0  # the printer's screen ruling
    angles: tuple[float, float, float, float] = (15.0, 75.0, 0.0, 45.0)  # C, M, Y, K screens
    dot_gain: float = 0.04
    white_clip: float = 232.0  # the MFP's background removal: lighter is paper white
    # overhead (fill also for flash)
    fill: float = 0.955  # the page's height, share of the frame's
    offset: tuple[float, float] = (0.0, 0.0)  # the page's centre off the frame's, share
    mat: float = 22.0
    curl_mm: float = 1.2  # the side edges' residual bow
    curl_waves: int = 1
    fingers: tuple[int, int] = (2, 1)  # fingertips at the left and right margins
    finger_at: tuple[float, float] = (0.5, 0.5)  # where along each side, share
    finger_mm: float = 15.0
    finger_reach_mm: float = 10.0
    skin: tuple[int, int, int] = (222, 168, 134)
    led: float = 0.1  # light lost towards the top and bottom
    cast: tuple[float, float, float] = (1.0, 1.0, 1.0)
    sharpen: int = 60
    chroma_noise: float = 2.0
    # flash
    surface: tuple[int, int, int] = (40, 32, 28)
    keystone: float = 0.02
    hot: tuple[float, float] = (0.5, 0.45)  # the flash's axis on the frame, share (x, y)
    hot_radius: float = 0.12  # the hot spot's radius, share of the frame's height
    hot_strength: float = 0.35  # how far it lifts what it lies on towards white
    distance: float = 1.8  # the phone's height over the sheet, in its half-diagonals
    exposure: float = 1.1  # the phone's exposure, metered on the dark frame (1: paper as is)
    vignette: float = 0.3
    ambient: float = 10.0  # the room's warm light, where the flash is weak
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H19_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400)  # phone frames' heights
_H19_SURFACES = (
    (58, 40, 28),  # a dark wooden table
    (30, 30, 33),  # a black desk
    (52, 52, 58),  # a dark grey fabric
    (32, 38, 54),  # a dark blue tablecloth
)
_H19_LPI = (141.0, 150.0, 170.0, 180.0, 200.0)


def heldout19_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout19Profile:
    """One file's heldout19 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "flash"
    elif kind == "tiff":
        look = side.choice(("lidopen", "halftone"))
    else:
        look = side.choices(("lidopen", "halftone", "overhead"), weights=(34, 34, 32))[0]
    if look == "lidopen":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        paper = side.randrange(206, 233)
        window = side.uniform(0.955, 0.985)
        free = (1 - window) * A4_MM[0]
        return Heldout19Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 83),
            paper=paper,
            black=side.uniform(12.0, 30.0),
            noise=side.uniform(1.2, 2.8),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            threshold=round(0.58 * paper),
            grey=side.random() < 0.33,
            skew=side.uniform(0.2, 0.6),
            max_tilt=1.2,
            window=window,
            corner=side.choice(("left", "left", "right")),
            inset_mm=(side.uniform(0.2, 0.6) * free, side.uniform(0.2, 0.6) * free * 1.4),
            room=side.uniform(8.0, 28.0),
            glow=side.uniform(4.0, 22.0),
            glow_at=side.uniform(0.0, 1.0),
            lift=side.choice(("left", "right", "top", "bottom", "tl", "tr", "bl", "br")),
            lift_mm=side.uniform(12.0, 40.0),
            lift_dark=side.uniform(0.12, 0.32),
            lift_blur=side.uniform(0.6, 1.6),
        )
    if look == "halftone":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 200, 240, 300))
        turn_ = side.uniform(-7.0, 7.0)
        return Heldout19Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(45, 73),
            paper=side.randrange(238, 252),
            black=side.uniform(10.0, 24.0),
            noise=side.uniform(1.0, 2.2),
            blur=side.uniform(0.45, 0.75) * dpi / 250,
            threshold=140,
            grey=side.random() < 0.25,
            skew=side.uniform(0.05, 0.3),
            max_tilt=0.8,
            lpi=side.choice(_H19_LPI) * side.uniform(0.98, 1.02),
            angles=tuple(
                a + turn_
                for a in side.choice(
                    ((15.0, 75.0, 0.0, 45.0), (15.0, 45.0, 0.0, 75.0), (75.0, 15.0, 0.0, 45.0))
                )
            ),
            dot_gain=side.uniform(0.0, 0.08),
            white_clip=side.uniform(222.0, 238.0),
        )
    if look == "overhead":
        dpi = 300 if small else side.choice((200, 240, 240))
        n_left = side.choice((1, 2, 2, 3))
        n_right = side.choice((0, 1, 2, 2))
        return Heldout19Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(62, 89),
            paper=side.randrange(226, 248),
            black=side.uniform(16.0, 34.0),
            noise=side.uniform(1.2, 2.6),
            blur=side.uniform(0.45, 0.7) * dpi / 250,
            skew=side.uniform(0.1, 0.4),
            max_tilt=1.0,
            fill=side.uniform(0.94, 0.975),
            offset=(side.uniform(-0.008, 0.008), side.uniform(-0.006, 0.006)),
            mat=side.uniform(14.0, 34.0),
            curl_mm=side.uniform(0.5, 2.0),
            curl_waves=side.choice((1, 2)),
            fingers=(n_left, n_right),
            finger_at=(side.uniform(0.3, 0.7), side.uniform(0.3, 0.7)),
            finger_mm=side.uniform(13.0, 17.0),
            finger_reach_mm=side.uniform(6.0, 16.0),
            skin=side.choice(_H14_SKINS),
            led=side.uniform(0.05, 0.14),
            cast=(side.uniform(0.97, 1.01), 1.0, side.uniform(1.0, 1.04)),
            sharpen=side.randrange(40, 100),
            chroma_noise=side.uniform(0.8, 1.8),
        )
    height = side.choice(_H19_FRAMES[3:] if small else _H19_FRAMES)
    quality = side.randrange(55, 81)
    return Heldout19Profile(
        dpi=round(height / _H14_A4_IN),
        look="flash",
        jpeg_quality=quality,
        paper=side.randrange(228, 250),
        black=side.uniform(22.0, 40.0),
        noise=side.uniform(2.0, 4.0),
        blur=side.uniform(0.5, 0.8) * height / 2000,
        skew=side.uniform(0.3, 0.7),
        max_tilt=2.0,
        fill=side.uniform(0.8, 0.9),
        offset=(side.uniform(-0.4, 0.4), side.uniform(-0.4, 0.4)),
        surface=side.choice(_H19_SURFACES),
        keystone=side.uniform(0.0, 0.03),
        hot=(side.uniform(0.38, 0.62), side.uniform(0.35, 0.6)),
        hot_radius=side.uniform(0.06, 0.16),
        hot_strength=side.uniform(0.15, 0.45),
        distance=side.uniform(1.3, 2.2),
        exposure=side.uniform(1.04, 1.2),
        vignette=side.uniform(0.2, 0.45),
        ambient=side.uniform(4.0, 16.0),
        cast=(side.uniform(0.98, 1.0), 1.0, side.uniform(1.0, 1.05)),
        chroma_noise=side.uniform(2.0, 4.5),
        sharpen=side.randrange(40, 110),
        encodes=(quality,) if kind == "png" else (),
    )


def _h19_luma(arr: np.ndarray) -> np.ndarray:
    if arr.ndim == 2:
        return arr.astype(np.float32, copy=True)
    return (arr[..., 0] * 0.299 + arr[..., 1] * 0.587 + arr[..., 2] * 0.114).astype(np.float32)


def _h19_rank(a: np.ndarray, size: int, pick: Callable[..., np.ndarray]) -> np.ndarray:
    """The max (``pick`` np.maximum) or min (np.minimum) over the ``size``-pixel square
    round each pixel of a 2-D array (separable, edges repeated)."""
    r = size // 2
    p = np.pad(a, r, mode="edge")
    h, w = a.shape
    rows = p[:, r : r + w].copy()
    for d in range(-r, r + 1):
        if d:
            rows = pick(rows, p[:, r + d : r + d + w])
    out = rows[r : r + h].copy()
    for d in range(-r, r + 1):
        if d:
            out = pick(out, rows[r + d : r + d + h])
    return out


def _h19_tilt(angle: float, profile: Heldout19Profile) -> float:
    return float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))


# ---- lidopen


def _h19_lift_field(w: int, h: int, profile: Heldout19Profile) -> np.ndarray:
    """How far off the glass each page pixel lies, 0 (flat) to 1 (the lifted edge or
    corner itself), eased: the sheet curls up over its last ``lift_mm``."""
    mm = profile.dpi / 25.4
    qw, qh = max(2, w // 4), max(2, h // 4)
    u, v = np.meshgrid(_h16_grid(w, qw) / mm, _h16_grid(h, qh) / mm)
    pw, ph = w / mm, h / mm
    dist = {
        "left": u,
        "right": pw - u,
        "top": v,
        "bottom": ph - v,
        "tl": np.hypot(u, v),
        "tr": np.hypot(pw - u, v),
        "bl": np.hypot(u, ph - v),
        "br": np.hypot(pw - u, ph - v),
    }[profile.lift]
    z = np.clip(1 - dist / profile.lift_mm, 0, 1) ** 2
    return _h16_up(z.astype(np.float32), w, h)


def _h19_sheet_affine(
    w: int, h: int, profile: Heldout19Profile, tilt: float
) -> tuple[float, float, float, float, float, float]:
    """PIL's AFFINE data mapping the window's pixels to the sheet's: the sheet reduced to
    ``window``, its corner ``inset_mm`` off the window's chosen corner, turned ``tilt``
    degrees about it."""
    mm = profile.dpi / 25.4
    s = profile.window
    t = np.deg2rad(tilt)
    c, sn = float(np.cos(t)), float(np.sin(t))
    ix, iy = profile.inset_mm[0] * mm, profile.inset_mm[1] * mm
    ax = ix if profile.corner == "left" else w - ix
    ay = iy
    a, b, d, e = c / s, sn / s, -sn / s, c / s
    u0 = 0.0 if profile.corner == "left" else float(w)
    return (a, b, u0 - a * ax - b * ay, d, e, -d * ax - e * ay)


def _h19_inside(arr: np.ndarray, profile: Heldout19Profile, tilt: float) -> bool:
    """Whether the print (anything darker than a light grey) lies 1 mm inside the window."""
    h, w = arr.shape[:2]
    y = _h19_luma(arr) < 200
    rows, cols = np.flatnonzero(y.any(axis=1)), np.flatnonzero(y.any(axis=0))
    if not rows.size:
        return True
    a, b, c, d, e, f = _h19_sheet_affine(w, h, profile, tilt)
    det = a * e - b * d
    mm = profile.dpi / 25.4
    for u in (cols[0], cols[-1] + 1):
        for v in (rows[0], rows[-1] + 1):
            du, dv = u - c, v - f
            x, yy = (e * du - b * dv) / det, (-d * du + a * dv) / det
            if not (mm <= x <= w - mm and mm <= yy <= h - mm):
                return False
    return True


def _h19_lidopen(
    arr: np.ndarray,
    profile: Heldout19Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The sheet on the glass with the lid up: greyer paper, the curled edge darker and
    soft, the sheet reduced in the window against one corner and askew, the dark room
    round it with the ceiling lights' faint glow; the scanner's noise and lens."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    src = _h19_luma(arr) if grey else arr.astype(np.float32, copy=True)
    src = profile.black + src * (profile.paper - profile.black) / 255.0
    if tint is not None and not grey:
        src *= tint
    # The curled part: out of focus and darker towards the lifted edge.
    z = _h19_lift_field(w, h, profile)
    rows, cols = np.flatnonzero(z.max(axis=1) > 0), np.flatnonzero(z.max(axis=0) > 0)
    if rows.size:
        pad = 8
        ys = slice(max(0, rows[0] - pad), min(h, rows[-1] + 1 + pad))
        xs = slice(max(0, cols[0] - pad), min(w, cols[-1] + 1 + pad))
        part = src[ys, xs]
        soft = np.asarray(
            _to_image(part).filter(ImageFilter.GaussianBlur(profile.lift_blur * profile.dpi / 200)),
            dtype=np.float32,
        )
        zc = z[ys, xs][..., None] if src.ndim == 3 else z[ys, xs]
        part += (soft - part) * zc
        part *= 1 - profile.lift_dark * zc
        del soft, part
    # The sheet in the window; the print kept 1 mm inside it.
    for _ in range(4):
        if _h19_inside(arr, profile, tilt):
            break
        tilt /= 2
    else:
        tilt = 0.0
    data = _h19_sheet_affine(w, h, profile, tilt)
    sheet = np.asarray(
        _to_image(src).transform((w, h), Image.Transform.AFFINE, data, Image.Resampling.BICUBIC),
        dtype=np.float32,
    )
    on = (
        np.asarray(
            Image.new("L", (w, h), 255).transform(
                (w, h), Image.Transform.AFFINE, data, Image.Resampling.BILINEAR, fillcolor=0
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    del src
    # The room beyond: near black, the ceiling lights' glow from one side, mottled.
    xs = np.linspace(0.0, 1.0, w, dtype=np.float32)[None, :]
    ys = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None]
    glow = np.exp(-(((xs - profile.glow_at) / 0.45) ** 2)) * (0.6 + 0.4 * ys)
    room = profile.room + profile.glow * glow * (
        0.8 + 0.4 * _low_field(snrng, h, w, max(8, w // 8))
    )
    if sheet.ndim == 3:
        room = room[..., None] * np.array((0.96, 1.0, 1.06), dtype=np.float32)
        onc = on[..., None]
    else:
        onc = on
    out = sheet * onc + room * (1 - onc)
    del sheet, room
    field = nrng.standard_normal((h, w), dtype=np.float32) * noise + gradient[None, :] * 0.4
    out += field[..., None] if out.ndim == 3 else field
    del field
    return _to_image(out).filter(ImageFilter.GaussianBlur(profile.blur))


# ---- halftone


def _h19_screen(xs: np.ndarray, ys: np.ndarray, angle: float, period: float) -> np.ndarray:
    """A clustered-dot screen's thresholds (0 to 1) at columns ``xs`` and rows ``ys``
    (same unit as ``period``), turned ``angle`` degrees: dots grow from each cell's
    centre, touch at 50 % and close up towards solid. (cos(a + b) as products of
    the rows' and the columns' own cosines and sines.)"""
    t = np.deg2rad(angle)
    k = 2 * np.pi / period
    c, s = np.cos(t) * k, np.sin(t) * k
    cx, sx = np.cos(xs * c).astype(np.float32), np.sin(xs * c).astype(np.float32)
    cy, sy = np.cos(ys * s).astype(np.float32), np.sin(ys * s).astype(np.float32)
    cu = np.outer(cy, cx) - np.outer(sy, sx)  # cos(x c + y s)
    cx2, sx2 = np.cos(xs * s).astype(np.float32), np.sin(xs * s).astype(np.float32)
    cy2, sy2 = np.cos(ys * c).astype(np.float32), np.sin(ys * c).astype(np.float32)
    cu += np.outer(cy2, cx2) + np.outer(sy2, sx2)  # + cos(y c - x s)
    cu *= -0.25
    cu += 0.5
    return cu


# The toners' light absorbed in red, green and blue.
_H19_TONERS = (
    (0.88, 0.28, 0.06),  # cyan
    (0.08, 0.86, 0.32),  # magenta
    (0.02, 0.07, 0.88),  # yellow
)


def _h19_table() -> np.ndarray:
    """The reflectance (R, G, B, 0 to 1) of each of the 16 overlaps of cyan, magenta,
    yellow and black toner (bit 0 cyan ... bit 3 black)."""
    table = np.ones((16, 3), dtype=np.float32)
    for i in range(16):
        for bit, absorbs in enumerate(_H19_TONERS):
            if i >> bit & 1:
                table[i] *= 1 - np.array(absorbs, dtype=np.float32)
        if i >> 3 & 1:
            table[i] *= 0.04
    return table


_H19_TABLE = _h19_table()
_H19_GREY_TABLE = np.array((1.0, 0.04), dtype=np.float32)  # black toner only


def _h19_halftone_mask(arr: np.ndarray) -> np.ndarray:
    """Where the printer screened the page (bool): flat tints and colours, a little past
    their edges, never within a pixel of dark print (text and rules print solid)."""
    y = _h19_luma(arr)
    top = y if arr.ndim == 2 else arr.max(axis=2).astype(np.float32)
    y8 = np.clip(y + 0.5, 0, 255).astype(np.uint8)
    spread = _h19_rank(y8, 5, np.maximum).astype(np.int16) - _h19_rank(y8, 5, np.minimum)
    flat = (spread <= 24) & (y8 < 248) & (top > 40)
    grown = _h19_rank(flat, 5, np.maximum)
    stroke = (_h19_rank(y8, 3, np.minimum) < 100) & ~flat
    return grown & ~stroke


def _h19_printed(arr: np.ndarray, profile: Heldout19Profile) -> np.ndarray:
    """The page as the colour laser printed it and the sensor averaged it (0 to 255, the
    input's shape): screened where ``_h19_halftone_mask`` says, on a grid of about 600
    dots an inch, each scan pixel the mean of its printer dots."""
    h, w = arr.shape[:2]
    out = arr.astype(np.float32, copy=True)
    mask = _h19_halftone_mask(arr)
    rows = np.flatnonzero(mask.any(axis=1))
    if not rows.size:
        return out
    f = max(2, round(600 / profile.dpi))
    period = 25.4 / profile.lpi  # mm
    mm = profile.dpi / 25.4
    strip = 32
    for y0 in range(int(rows[0]) // strip * strip, int(rows[-1]) + 1, strip):
        y1 = min(h, y0 + strip)
        m = mask[y0:y1]
        if not m.any():
            continue
        n = y1 - y0
        cols = np.flatnonzero(m.any(axis=0))
        x0, x1 = max(0, int(cols[0]) - 2), min(w, int(cols[-1]) + 3)
        nw = x1 - x0
        ys = ((np.arange(y0 * f, y1 * f, dtype=np.float32) + 0.5) / f) / mm
        xs = ((np.arange(x0 * f, x1 * f, dtype=np.float32) + 0.5) / f) / mm
        sub = np.clip(out[y0:y1, x0:x1] / 255.0, 0, 1)
        if sub.ndim == 2:
            covers = [1 - sub]
        else:
            top = sub.max(axis=2)
            safe = np.maximum(top, 1e-3)
            covers = [(top - sub[..., i]) / safe for i in range(3)] + [1 - top]
        idx = np.zeros((n * f, nw * f), dtype=np.uint8)
        angles = profile.angles[3:] if sub.ndim == 2 else profile.angles
        for bit, (cover, angle) in enumerate(zip(covers, angles, strict=True)):
            cover = cover + profile.dot_gain * 4 * cover * (1 - cover)
            big = _h12_resize(cover.astype(np.float32), (nw * f, n * f), Image.Resampling.BILINEAR)
            idx |= (big > _h19_screen(xs, ys, angle, period)).astype(np.uint8) << bit
        refl = (_H19_GREY_TABLE if sub.ndim == 2 else _H19_TABLE)[idx]
        small = sum(refl[i::f, j::f] for i in range(f) for j in range(f)) / (f * f)
        mc = m[:, x0:x1, None] if out.ndim == 3 else m[:, x0:x1]
        out[y0:y1, x0:x1] = np.where(mc, small * 255.0, out[y0:y1, x0:x1])
    return out


def _h19_halftone(
    arr: np.ndarray,
    profile: Heldout19Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The colour laser printout scanned to e-mail: the screens averaged by the sensor
    into moiré, the lens, the skew, the background removed to white."""
    printed = _h19_printed(arr, profile)
    if profile.grey and printed.ndim == 3:
        printed = _h19_luma(printed)
    # The MFP is calibrated to its paper white: no tint.
    t = profile.black + printed * (profile.paper - profile.black) / 255.0
    del printed
    h, w = t.shape[:2]
    field = nrng.standard_normal((h, w), dtype=np.float32) * noise + gradient[None, :] * 0.3
    t += field[..., None] if t.ndim == 3 else field
    del field
    img = _to_image(t).filter(ImageFilter.GaussianBlur(profile.blur))
    del t
    fill = profile.paper if img.mode == "L" else (profile.paper,) * 3
    if tilt:
        img = img.rotate(tilt, resample=Image.Resampling.BICUBIC, fillcolor=fill)
    # The MFP's background removal: its paper (and anything as light) to white.
    lo = profile.black * 0.6
    scale = 255.0 / (profile.white_clip - lo)
    lut = [int(np.clip(round((v - lo) * scale), 0, 255)) for v in range(256)]
    return img.point(lut * (3 if img.mode == "RGB" else 1))


# ---- overhead


def _h19_overhead(
    arr: np.ndarray,
    profile: Heldout19Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, tones applied) under the overhead scanner's camera: on its black
    mat, a little askew, the side edges still bowed by the page's curl, the fingertips
    holding it at the left and right margins, the LED bars' light; the camera's noise,
    lens, sharpening and JPEG."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4  # page pixels a mm
    sc = profile.fill
    cx, cy = w / 2 + profile.offset[0] * w, h / 2 + profile.offset[1] * h
    t = np.deg2rad(tilt)
    c, s = np.cos(t), np.sin(t)
    ph = side.uniform(0, 2 * np.pi)
    band = 35.0 * mm

    def seen(xx: np.ndarray, yy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        dx, dy = xx - cx, yy - cy
        u = (c * dx + s * dy) / sc + w / 2
        v = (-s * dx + c * dy) / sc + h / 2
        bow = profile.curl_mm * mm * (0.55 + 0.45 * np.sin(np.pi * profile.curl_waves * v / h + ph))
        left = np.clip(1 - u / band, 0, 1) ** 2
        right = np.clip(1 - (w - u) / band, 0, 1) ** 2
        return (u + bow * (left - right)).astype(np.float32), v.astype(np.float32)

    step = max(8, round(h / 80))
    gx = np.arange(0, w + step, step, dtype=np.float32)
    gy = np.arange(0, h + step, step, dtype=np.float32)
    gx[-1], gy[-1] = min(gx[-1], w), min(gy[-1], h)
    mesh = _mesh_cells(gx, gy, *seen(*np.meshgrid(gx, gy)))
    page = _to_image(arr).transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC)
    on = (
        np.asarray(
            Image.new("L", (w, h), 255).transform(
                (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    frame = np.asarray(page, dtype=np.float32).copy()
    del page
    felt = profile.mat * (0.85 + 0.3 * _low_field(snrng, h, w, max(2, w // 200)))
    frame = frame * on[..., None] + (felt * (1 - on))[..., None]
    del felt
    # The fingertips at the side margins, clear of the print.
    lum = _h19_luma(frame)
    ink = np.clip((0.8 * profile.paper - lum) / (0.3 * profile.paper), 0, 1) * (on > 0.5)
    for edge, n, at in zip(("left", "right"), profile.fingers, profile.finger_at, strict=True):
        if not n:
            continue
        hand = _H19Hand(
            dpi=profile.dpi,
            fill=profile.fill,
            fingers=n,
            finger_at=at,
            finger_mm=profile.finger_mm,
            finger_reach_mm=profile.finger_reach_mm,
            finger_angle=side.uniform(-12.0, 12.0),
            skin=profile.skin,
        )
        held = _h14_fingers(
            np.ascontiguousarray(_h14_turned(frame, edge)),
            np.ascontiguousarray(_h14_turned(on, edge)),
            np.ascontiguousarray(_h14_turned(ink, edge)),
            hand,  # type: ignore[arg-type]
            side,
        )
        frame = np.ascontiguousarray(_h14_unturned(held, edge))
    del lum, ink
    # The LED bars above the page's middle: the light falling off towards top and bottom.
    yy = np.linspace(-1.0, 1.0, h, dtype=np.float32)[:, None]
    xx = np.linspace(-1.0, 1.0, w, dtype=np.float32)[None, :]
    light = 1 - profile.led * yy**2 - 0.03 * xx**2
    frame *= light[..., None]
    frame *= np.array(profile.cast, dtype=np.float32)
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.2, percent=profile.sharpen, threshold=2))
    return out


@dataclass(frozen=True)
class _H19Hand:
    """The fingertips ``_h14_fingers`` draws, as the overhead scanner sees them."""

    dpi: int
    fill: float
    fingers: int
    finger_at: float
    finger_mm: float
    finger_reach_mm: float
    finger_angle: float
    skin: tuple[int, int, int]


# ---- flash


def _h19_flash(
    arr: np.ndarray,
    profile: Heldout19Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, tones applied) photographed at night with the flash: on a dark
    surface, the flash's light falling off from its axis, its hot spot on the paper, the
    room's warm light in the dark, a high ISO's noise and its smoothing, JPEG."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    sh_ = h * profile.fill
    sw_ = sh_ * A4_MM[0] / A4_MM[1]
    cx = w / 2 + profile.offset[0] * (w - sw_) / 2
    cy = h / 2 + profile.offset[1] * (h - sh_) / 2
    k = profile.keystone * sw_ / 2
    corners = [
        (-sw_ / 2 + k, -sh_ / 2),
        (sw_ / 2 - k, -sh_ / 2),
        (sw_ / 2, sh_ / 2),
        (-sw_ / 2, sh_ / 2),
    ]
    t = np.deg2rad(tilt)
    quad = [
        (cx + x * np.cos(t) - y * np.sin(t), cy + x * np.sin(t) + y * np.cos(t)) for x, y in corners
    ]
    coeffs = _perspective_coefficients(quad, [(0, 0), (w, 0), (w, h), (0, h)])
    sheet = _to_image(arr).transform(
        (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC
    )
    on = (
        np.asarray(
            Image.new("L", (w, h), 255).transform(
                (w, h), Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR, fillcolor=0
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    frame = np.asarray(sheet, dtype=np.float32).copy()
    del sheet
    surface = np.array(profile.surface, dtype=np.float32)
    grain = 0.85 + 0.3 * _low_field(snrng, h, w, max(4, w // 40))
    frame = frame * on[..., None] + (grain * (1 - on))[..., None] * surface
    del grain
    # The flash: its light falling off from the axis (inverse square and obliquity), the
    # hot spot where it reflects off the paper, weaker off it.
    qw, qh = max(2, w // 4), max(2, h // 4)
    sx, sy = np.meshgrid(_h16_grid(w, qw), _h16_grid(h, qh))
    hx, hy = profile.hot[0] * w, profile.hot[1] * h
    r = np.hypot(sx - hx, sy - hy)
    reach = profile.distance * np.hypot(sw_, sh_) / 2
    r2 = ((sx - w / 2) / w) ** 2 + ((sy - h / 2) / h) ** 2
    flash = profile.exposure * (1 + (r / reach) ** 2) ** -1.5 * (1 - profile.vignette * r2)
    rh = r / (profile.hot_radius * h)
    hot = profile.hot_strength * (0.75 * np.exp(-(rh**4)) + 0.25 * np.exp(-((rh / 2.2) ** 2)))
    flash = _h16_up(flash.astype(np.float32), w, h)
    hot = _h16_up(hot.astype(np.float32), w, h) * (0.35 + 0.65 * on)
    frame *= flash[..., None]
    frame += hot[..., None] * (252.0 - frame)
    del hot
    warm = np.array((1.0, 0.78, 0.5), dtype=np.float32) * profile.ambient
    frame += ((1 - flash) * (0.6 + 0.4 * on))[..., None] * warm
    del flash, on
    frame *= np.array(profile.cast, dtype=np.float32)
    # A high ISO: noise stronger in the dark, blotchy chroma noise, the phone's smoothing.
    lum = _h19_luma(frame)
    dark = 1 + 1.5 * np.clip(1 - lum / 255.0, 0, 1)
    frame += (nrng.standard_normal((h, w), dtype=np.float32) * profile.noise * dark)[..., None]
    ch, cw = max(2, h // 4), max(2, w // 4)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR) * dark[..., None]
    del lum, dark, chroma
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    del frame
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=3))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


def _h19_tones(arr: np.ndarray, profile: Heldout19Profile) -> np.ndarray:
    return profile.black + arr * (profile.paper - profile.black) / 255.0


def degrade_heldout19(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout19Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout19 scanner look (``Heldout19Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the overhead scanner's and the phone's
    pictures come out in colour, the flatbed's and the MFP's scans in grey when
    the profile or the page is grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = _h19_tilt(angle, profile)
    if profile.look in ("overhead", "flash"):
        arr = _h19_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        if profile.look == "flash":
            return _h19_flash(arr, profile, tilt, side, nrng)
        return _h19_overhead(arr, profile, tilt, side, nrng)
    arr = np.asarray(image, dtype=np.float32)
    if profile.look == "halftone":
        return _h19_halftone(arr, profile, tilt, tint, gradient, nrng, profile.noise)
    return _h19_lidopen(arr, profile, tilt, tint, gradient, side, nrng, profile.noise)


def finish_heldout19(
    sheet: Image.Image, profile: Heldout19Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout19 scanner: on the glass with the lid up,
    through the MFP, under the overhead scanner, or photographed with the flash."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    tilt = _h19_tilt(side.uniform(-2.0, 2.0), profile)
    if profile.look in ("overhead", "flash"):
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        if profile.look == "flash":
            return _h19_flash(arr, profile, tilt, side, snrng)
        return _h19_overhead(arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    if profile.look == "halftone":
        return _h19_halftone(arr, profile, tilt, None, flat, snrng, profile.noise * 0.5)
    return _h19_lidopen(arr, profile, tilt, None, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout20 scanner profile


@dataclass(frozen=True)
class Heldout20Profile:
    """The twentieth held-out slice's scanners: a 24-pin dot-matrix printout scanned, a
    laser printout in the printer's toner-saving mode scanned, an old flatbed whose lamp
    had not warmed up, and a phone photo of a sheet that was folded in four.

    Each file comes through one ``look``. "dotmatrix": the page printed through a 24-pin
    dot-matrix printer's graphics mode (180 dpi down the page, 180 or 360 across; greys
    as the driver's ordered dither; small print in its 360 x 360 dpi mode), each pin's
    round dot 0.2 to 0.26 mm wide (0.18 to 0.2 in that mode), the
    ribbon's fabric and its wear from one head pass to the next, the bidirectional
    passes a fraction of a dot apart, sometimes on green-barred continuous-form paper;
    scanned at 200 to 300 dpi. "economy": a laser printout in toner-saving mode (the
    insides of strokes and fills printed at 48 to 72 % coverage, the edges kept darker,
    a grainy texture), often on recycled paper with fibre flecks; scanned at 200 to 300
    dpi. "lamp": an old CCFL flatbed scanning before its lamp warmed up: the page dimmer
    and tinted where the scan starts, recovering along it, the lamp's flicker as faint
    bands and the sensor's fixed column pattern. "quarters": phone photos (the ``photo``
    path always) of a sheet folded in four for a pocket and opened on a table: its four
    panels at slightly different angles, each lit differently, the two creases as thin
    dark or light lines with a soft shadow; frames 1500 to 2400 px high (128 to 205 dpi
    on A4; small print 2000 or more).
    Only the heldout20 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "economy"  # dotmatrix | economy | lamp | quarters
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (the three scans)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 0.7  # degrees, whatever the drawn skew
    # dotmatrix
    h_dpi: int = 180  # the head's dots per inch across the page
    v_dpi: int = 180  # and down it (360: two interleaved passes, for small print)
    pin_mm: float = 0.22  # a pin's dot diameter
    ribbon: float = 0.9  # the ribbon's density at its best
    band_fade: float = 0.12  # how much lighter a worn pass may print
    bidi_px: float = 0.5  # the return passes' offset, in the head's dots
    fabric: float = 0.12  # the ribbon's weave in the print
    ink: tuple[int, int, int] = (34, 34, 40)  # the ribbon's colour at full density
    zebra: bool = False  # green-barred continuous-form paper
    # economy
    coverage: float = 0.6  # the share of toner a stroke's inside keeps
    edge: float = 0.5  # how much of the lost toner the edges keep
    grain: float = 0.18  # the saving pattern's texture once scanned
    recycled: bool = False  # greyish recycled paper with fibre flecks
    # lamp
    start: str = "top"  # top | bottom: where the scan starts
    dim: float = 0.2  # light lost at the start
    warm_mm: float = 70.0  # how fast the lamp recovers along the scan
    lamp_cast: tuple[float, float, float] = (0.6, 0.0, -0.5)  # per channel, share of dim
    flicker: float = 1.5  # levels
    flicker_mm: float = 5.0
    columns: float = 1.2  # the fixed column pattern, levels
    # quarters
    fill: float = 0.87  # the sheet's height, share of the frame's
    offset: tuple[float, float] = (0.0, 0.0)  # the sheet's centre off the frame's, share
    surface: tuple[int, int, int] = (150, 120, 90)
    keystone: float = 0.02
    bulge: tuple[float, float] = (0.004, -0.006)  # the crossing's shift, share of frame height
    panels: tuple[float, float, float, float] = (1.0, 0.95, 0.97, 0.92)  # TL, TR, BL, BR light
    crease: float = 0.12  # a crease line's darkness
    ridge: tuple[bool, bool] = (False, True)  # each crease (vertical, horizontal) a ridge?
    light: tuple[float, float] = (0.3, -0.2)  # the room light's gradient across the frame
    cast: tuple[float, float, float] = (1.0, 1.0, 1.0)
    sharpen: int = 60
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H20_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400)  # phone frames' heights
_H20_SURFACES = (
    (150, 112, 78),  # a light wooden table
    (196, 192, 184),  # a grey laminate counter
    (92, 64, 46),  # a dark wooden desk
    (120, 132, 148),  # a blue-grey bedspread
    (210, 200, 176),  # a beige tablecloth
)
_H20_INKS = (
    (34, 34, 40),  # a black ribbon
    (44, 42, 40),  # a worn black one
    (52, 46, 92),  # a violet-blue ribbon
)


def heldout20_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout20Profile:
    """One file's heldout20 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "quarters"
    else:
        look = side.choices(("dotmatrix", "economy", "lamp"), weights=(33, 34, 33))[0]
    dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
    if look == "dotmatrix":
        paper = side.randrange(234, 250)
        return Heldout20Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=paper,
            black=side.uniform(14.0, 28.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            threshold=round(0.64 * paper),
            grey=side.random() < 0.3,
            skew=side.uniform(0.1, 0.5),
            h_dpi=360 if small else side.choice((180, 360)),
            v_dpi=360 if small else 180,
            pin_mm=side.uniform(0.18, 0.2) if small else side.uniform(0.2, 0.26),
            ribbon=side.uniform(0.8, 0.97),
            band_fade=side.uniform(0.04, 0.2),
            bidi_px=side.uniform(0.0, 1.0) * side.choice((-1, 1)),
            fabric=side.uniform(0.06, 0.18),
            ink=side.choice(_H20_INKS),
            zebra=side.random() < 0.3,
        )
    if look == "economy":
        paper = side.randrange(228, 248)
        return Heldout20Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(50, 83),
            paper=paper,
            black=side.uniform(12.0, 26.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            threshold=round(0.72 * paper),
            grey=side.random() < 0.3,
            skew=side.uniform(0.1, 0.5),
            coverage=side.uniform(0.48, 0.72),
            edge=side.uniform(0.3, 0.6),
            grain=side.uniform(0.08, 0.22),
            recycled=side.random() < 0.4,
        )
    if look == "lamp":
        dim = side.uniform(0.1, 0.28)
        paper = side.randrange(236, 252)
        return Heldout20Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=paper,
            black=side.uniform(10.0, 26.0),
            noise=side.uniform(1.0, 2.6),
            blur=side.uniform(0.4, 0.7) * dpi / 250,
            threshold=round(0.56 * paper * (1 - dim)),
            grey=side.random() < 0.2,
            skew=side.uniform(0.1, 0.5),
            start=side.choice(("top", "top", "bottom")),
            dim=dim,
            warm_mm=side.uniform(40.0, 110.0),
            lamp_cast=side.choice(((0.6, 0.0, -0.5), (-0.3, 0.4, -0.4), (0.5, -0.2, 0.3))),
            flicker=side.uniform(0.5, 3.0),
            flicker_mm=side.uniform(3.0, 9.0),
            columns=side.uniform(0.4, 2.2),
        )
    height = side.choice(_H20_FRAMES[3:] if small else _H20_FRAMES)
    quality = side.randrange(55, 84)
    angle = side.uniform(0.0, 2 * np.pi)
    reach = side.uniform(0.003, 0.012)
    return Heldout20Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(226, 248),
        black=side.uniform(22.0, 40.0),
        noise=side.uniform(1.5, 3.2),
        blur=side.uniform(0.5, 0.8) * height / 2000,
        skew=side.uniform(0.3, 0.8),
        max_tilt=2.0,
        fill=side.uniform(0.82, 0.92),
        offset=(side.uniform(-0.4, 0.4), side.uniform(-0.4, 0.4)),
        surface=side.choice(_H20_SURFACES),
        keystone=side.uniform(0.0, 0.035),
        bulge=(reach * float(np.cos(angle)), reach * float(np.sin(angle))),
        panels=tuple(side.uniform(0.86, 1.03) for _ in range(4)),
        crease=side.uniform(0.06, 0.2),
        ridge=(side.random() < 0.5, side.random() < 0.5),
        light=(side.uniform(-0.25, 0.25), side.uniform(-0.25, 0.25)),
        cast=(side.uniform(0.98, 1.04), 1.0, side.uniform(0.94, 1.02)),
        sharpen=side.randrange(40, 110),
        chroma_noise=side.uniform(1.0, 3.0),
        encodes=(quality,) if kind == "png" else (),
    )


def _h20_tilt(angle: float, profile: Heldout20Profile | Heldout21Profile) -> float:
    return float(np.clip(angle * profile.skew, -profile.max_tilt, profile.max_tilt))


def _h20_blur(a: np.ndarray, sigma: float) -> np.ndarray:
    """A 2-D float array blurred by a Gaussian of ``sigma`` px (separable, edges repeated)."""
    if sigma <= 0.05:
        return a.astype(np.float32, copy=True)
    r = max(1, int(np.ceil(3 * sigma)))
    k = np.exp(-(np.arange(-r, r + 1, dtype=np.float32) ** 2) / (2 * sigma * sigma))
    k /= k.sum()
    h, w = a.shape
    p = np.pad(a.astype(np.float32, copy=False), ((0, 0), (r, r)), mode="edge")
    rows = np.zeros((h, w), dtype=np.float32)
    for i, kv in enumerate(k):
        rows += kv * p[:, i : i + w]
    p = np.pad(rows, ((r, r), (0, 0)), mode="edge")
    out = np.zeros((h, w), dtype=np.float32)
    for i, kv in enumerate(k):
        out += kv * p[i : i + h]
    return out


def _h20_scan(
    out: np.ndarray,
    profile: Heldout20Profile | Heldout21Profile,
    tilt: float,
    gradient: np.ndarray,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The printed sheet (toned, float) on the flatbed: turned ``tilt`` degrees with the
    lid's white round it, the scanner's noise, its gradient and its lens."""
    img = _to_image(out)
    if abs(tilt) > 1e-3:
        lid = min(252, profile.paper + 6)
        fill = lid if img.mode == "L" else (lid, lid, lid)
        img = img.rotate(tilt, Image.Resampling.BILINEAR, fillcolor=fill)
    arr = np.asarray(img, dtype=np.float32).copy()
    h, w = arr.shape[:2]
    field = nrng.standard_normal((h, w), dtype=np.float32) * noise + gradient[None, :] * 0.4
    arr += field[..., None] if arr.ndim == 3 else field
    del field
    return _to_image(arr).filter(ImageFilter.GaussianBlur(profile.blur))


def _h20_paper(
    h: int, w: int, grey: bool, profile: Heldout20Profile, tint: np.ndarray | None
) -> np.ndarray:
    """The paper's colour at every pixel: its level, the tint, green bars on continuous
    forms (colour only)."""
    if grey:
        return np.full((h, w), float(profile.paper), dtype=np.float32)
    paper = np.full((h, w, 3), float(profile.paper), dtype=np.float32)
    if tint is not None:
        paper *= tint
    if profile.zebra:
        mm = profile.dpi / 25.4
        y = np.arange(h, dtype=np.float32) / mm
        bar = (np.floor((y - 6.0) / 12.7) % 2 == 0) & (y > 6.0)
        green = np.array((0.92, 0.985, 0.93), dtype=np.float32)
        paper[bar] *= green
    return paper


# ---- dotmatrix

_H20_BAYER = (
    np.array(((0, 8, 2, 10), (12, 4, 14, 6), (3, 11, 1, 9), (15, 7, 13, 5)), dtype=np.float32) + 0.5
) / 16.0


def _h20_dots(lum: np.ndarray, profile: Heldout20Profile, snrng: np.random.Generator) -> np.ndarray:
    """The dot-matrix head's ink coverage (0 to 1) at every scan pixel: the page sampled
    on the head's grid (``h_dpi`` across, ``v_dpi`` down), greys ordered-dithered on
    180-dpi cells, each dot a round pin mark, the return passes shifted by ``bidi_px``
    dots, each pin a little off its nominal row."""
    h, w = lum.shape
    dpi = profile.dpi
    hd, vd = profile.h_dpi, profile.v_dpi
    gw, gh = max(1, round(w * hd / dpi)), max(1, round(h * vd / dpi))
    grid = np.asarray(
        Image.fromarray(np.clip(lum, 0, 255).astype(np.uint8), "L").resize(
            (gw, gh), Image.Resampling.BOX
        ),
        dtype=np.float32,
    )
    # The driver's ordered dither, its curve allowing for the dots' spread (yet light
    # greys keep a few dots): black (under 40) always printed, near white (over 225) never.
    dark = np.clip((225.0 - grid) / 185.0, 0.0, 1.0)
    dark = np.maximum(dark**1.7, 0.45 * dark)
    # At 360 dpi the dither's cells stay 180 dpi wide and high: light and mid greys print
    # on every other column (and row), dark greys and black (strokes' edges) on all.
    sx, sy = max(1, round(hd / 180)), max(1, round(vd / 180))
    ci, ri = np.arange(gw), np.arange(gh)
    bayer = np.tile(_H20_BAYER, (gh // (4 * sy) + 2, gw // (4 * sx) + 2))
    bayer = bayer[ri // sy][:, ci // sx]
    between = ((ri % sy) != 0)[:, None] | ((ci % sx) != 0)[None, :]
    bayer = np.where(between, np.where(dark > 0.6, 0.0, 2.0), bayer)
    rows, cols = np.nonzero(dark > bayer)
    del grid, dark, bayer, between
    cov = np.zeros(h * w, dtype=np.float32)
    if rows.size:
        pins = snrng.uniform(-0.12, 0.12, 24).astype(np.float32) * dpi / 180
        x = (cols + 0.5) * (dpi / hd) - 0.5
        x = x + ((rows // (24 * sy)) % 2) * profile.bidi_px * dpi / hd
        y = (rows + 0.5) * (dpi / vd) - 0.5 + pins[(rows // sy) % 24]
        x0, y0 = np.floor(x), np.floor(y)
        fx, fy = (x - x0).astype(np.float32), (y - y0).astype(np.float32)
        x0, y0 = x0.astype(np.int64), y0.astype(np.int64)
        for dx, dy, wt in (
            (0, 0, (1 - fx) * (1 - fy)),
            (1, 0, fx * (1 - fy)),
            (0, 1, (1 - fx) * fy),
            (1, 1, fx * fy),
        ):
            xi, yi = np.clip(x0 + dx, 0, w - 1), np.clip(y0 + dy, 0, h - 1)
            cov += np.bincount(yi * w + xi, weights=wt, minlength=h * w).astype(np.float32)
    cov = cov.reshape(h, w)
    sigma = profile.pin_mm * dpi / 25.4 / 2.4
    gain = 2 * np.pi * sigma * sigma * 1.15
    return np.clip(_h20_blur(cov, sigma) * gain, 0.0, 1.0)


def _h20_dotmatrix(
    arr: np.ndarray,
    profile: Heldout20Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page printed by the dot-matrix printer (its ribbon's density worn pass by pass
    and woven), then scanned."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    lum = _h19_luma(arr)
    cov = _h20_dots(lum, profile, snrng)
    del lum
    # The ribbon: each head pass (24 rows of dots) a little lighter or darker, a slow
    # wear along the ribbon, its weave.
    band = profile.dpi * 24 / 180
    passes = 1 - profile.band_fade * snrng.random(int(h / band) + 2).astype(np.float32)
    density = passes[(np.arange(h) / band).astype(np.int64)][:, None]
    density = density * (0.94 + 0.06 * _low_field(snrng, h, w, max(8, w // 6)))
    weave = _h20_blur(snrng.standard_normal((h // 2, w // 2), dtype=np.float32), 0.6)
    weave = _h12_resize(weave, (w, h), Image.Resampling.BILINEAR) * (0.6 * profile.dpi / 200) ** 0.5
    cov *= profile.ribbon * density * (1 + profile.fabric * 2.2 * weave)
    del density, weave
    cov = np.clip(cov, 0.0, 1.0)
    paper = _h20_paper(h, w, grey, profile, tint)
    if grey:
        ink = float(np.dot(profile.ink, (0.299, 0.587, 0.114)))
        out = paper - cov * (paper - ink)
    else:
        ink3 = np.array(profile.ink, dtype=np.float32)
        out = paper - cov[..., None] * (paper - ink3)
    del cov, paper
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)


# ---- economy


def _h20_economy(
    arr: np.ndarray,
    profile: Heldout20Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page printed in toner-saving mode (the insides of strokes and fills at
    ``coverage``, edges darker, grainy), on white or recycled paper, then scanned."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    src = _h19_luma(arr) if grey else arr.astype(np.float32, copy=True)
    dark = (255.0 - _h19_luma(arr)) / 255.0
    inner = _h19_rank(dark, 3, np.minimum)
    edge = np.clip(dark - inner, 0.0, 1.0) / np.maximum(dark, 1e-3)
    del inner
    grain = _h20_blur(snrng.standard_normal((h // 2, w // 2), dtype=np.float32), 0.5)
    grain = _h12_resize(grain, (w, h), Image.Resampling.BILINEAR)
    keep = profile.coverage + (1 - profile.coverage) * profile.edge * edge
    keep = np.clip(keep * (1 + profile.grain * grain), 0.0, 1.0)
    del edge, grain, dark
    out = 255.0 - (255.0 - src) * (keep[..., None] if src.ndim == 3 else keep)
    del src, keep
    out = profile.black + out * (profile.paper - profile.black) / 255.0
    if tint is not None and not grey:
        out *= tint
    if profile.recycled:
        # Recycled paper: a little greyer and mottled, with short dark fibres (a
        # pixel wide, light, never as dark as print).
        mottle = 1 - 0.03 * _low_field(snrng, h, w, max(4, w // 60))
        out *= mottle[..., None] if out.ndim == 3 else mottle
        n = int(h * w / 40000)
        ys, xs = snrng.integers(0, h, n), snrng.integers(0, w, n)
        lengths = snrng.integers(1, max(2, round(profile.dpi / 100)) + 1, n)
        shade = snrng.uniform(0.78, 0.9, n).astype(np.float32)
        for k in range(int(lengths.max()) if n else 0):
            on = lengths > k
            yy, xx = ys[on], np.clip(xs[on] + k, 0, w - 1)
            if out.ndim == 3:
                out[yy, xx] *= shade[on][:, None]
            else:
                out[yy, xx] *= shade[on]
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)


# ---- lamp


def _h20_lamp(
    arr: np.ndarray,
    profile: Heldout20Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page on a flatbed whose lamp had not warmed up: dimmer and tinted where the
    scan starts, recovering along it, flickering faintly; the sensor's column pattern."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    src = _h19_luma(arr) if grey else arr.astype(np.float32, copy=True)
    out = profile.black + src * (profile.paper - profile.black) / 255.0
    del src
    if tint is not None and not grey:
        out *= tint
    mm = profile.dpi / 25.4
    y = np.arange(h, dtype=np.float32) / mm
    if profile.start == "bottom":
        y = y[::-1].copy()
    cold = np.exp(-y / profile.warm_mm)
    light = 1 - profile.dim * cold
    flicker = profile.flicker * np.sin(2 * np.pi * y / profile.flicker_mm + snrng.uniform(0, 6.3))
    cols = (snrng.standard_normal(w).astype(np.float32) * profile.columns)[None, :]
    if out.ndim == 3:
        cast = np.array(profile.lamp_cast, dtype=np.float32) * profile.dim * 0.5
        lit = light[:, None, None] * (1 - cold[:, None, None] * cast[None, None, :])
        out *= lit
        out += flicker[:, None, None] * (out / 255.0) + cols[..., None] * (out / 255.0)
    else:
        out *= light[:, None]
        out += (flicker[:, None] + cols) * (out / 255.0)
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)


# ---- quarters


def _h20_quarters(
    arr: np.ndarray,
    profile: Heldout20Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, tones applied) folded in four, opened on a table and photographed:
    the quarters lit a little differently, the creases as thin dark or light lines with a
    soft shadow; the sheet placed by one perspective (tilt, keystone) with the creases'
    crossing lifted by ``bulge`` (a tent, bent along both creases, the corners in place);
    the table round it, the room's light, the phone's noise, sharpening and JPEG."""
    from PIL import ImageDraw

    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    # The panels' light and the creases, drawn on the flat sheet.
    shade = np.empty((h, w), dtype=np.float32)
    hw, hh = w // 2, h // 2
    shade[:hh, :hw], shade[:hh, hw:] = profile.panels[0], profile.panels[1]
    shade[hh:, :hw], shade[hh:, hw:] = profile.panels[2], profile.panels[3]
    shade = _h20_blur(shade, max(1.0, h / 1500))
    width = max(1, round(h / 1400))
    ridge_add = np.zeros((h, w), dtype=np.float32)
    for k, ridge in enumerate(profile.ridge):
        line, shadow = Image.new("L", (w, h), 0), Image.new("L", (w, h), 0)
        if k == 0:
            ImageDraw.Draw(line).line([(hw, 0), (hw, h)], fill=255, width=width)
            x = hw + width * 2.5
            ImageDraw.Draw(shadow).line([(x, 0), (x, h)], fill=255, width=width * 4)
        else:
            ImageDraw.Draw(line).line([(0, hh), (w, hh)], fill=255, width=width)
            y = hh + width * 2.5
            ImageDraw.Draw(shadow).line([(0, y), (w, y)], fill=255, width=width * 4)
        ln = np.asarray(line.filter(ImageFilter.GaussianBlur(0.6)), dtype=np.float32) / 255.0
        sd = np.asarray(shadow.filter(ImageFilter.GaussianBlur(width * 3)), np.float32) / 255.0
        if ridge:
            ridge_add = np.maximum(ridge_add, ln * profile.crease * 0.8)
        else:
            shade *= 1 - ln * profile.crease
        shade *= 1 - sd * profile.crease * 0.5
    sheet = arr * shade[..., None]
    sheet += ridge_add[..., None] * (255.0 - sheet)
    del shade, ridge_add
    # Where each frame point comes from: the sheet's perspective, inverted, with the tent.
    sh_ = h * profile.fill
    sw_ = sh_ * A4_MM[0] / A4_MM[1]
    cx = w / 2 + profile.offset[0] * (w - sw_) / 2
    cy = h / 2 + profile.offset[1] * (h - sh_) / 2
    t = np.deg2rad(tilt)
    c, s = float(np.cos(t)), float(np.sin(t))
    quad = []
    for u, v in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        kx = 1 - profile.keystone * (1 - v) / 2  # the top narrower
        x, y = u * kx * sw_ / 2, v * sh_ / 2
        quad.append((cx + x * c - y * s, cy + x * s + y * c))
    a0, b0, c0, d0, e0, f0, g0, h0 = _perspective_coefficients(
        quad, [(0, 0), (w, 0), (w, h), (0, h)]
    )
    cell = 32
    gx = np.arange(0, w + cell, cell, dtype=np.float64)
    gy = np.arange(0, h + cell, cell, dtype=np.float64)
    fx, fy = np.meshgrid(gx, gy)
    bx, by = profile.bulge[0] * h, profile.bulge[1] * h
    px, py = fx.copy(), fy.copy()
    for _ in range(5):
        den = g0 * px + h0 * py + 1
        sx, sy = (a0 * px + b0 * py + c0) / den, (d0 * px + e0 * py + f0) / den
        tent = np.clip(1 - np.abs(sx / hw - 1), 0, 1) * np.clip(1 - np.abs(sy / hh - 1), 0, 1)
        px, py = fx - bx * tent, fy - by * tent
    mesh = []
    for j in range(len(gy) - 1):
        for i in range(len(gx) - 1):
            box = (int(gx[i]), int(gy[j]), int(gx[i + 1]), int(gy[j + 1]))
            src_quad = (
                sx[j, i], sy[j, i], sx[j + 1, i], sy[j + 1, i],
                sx[j + 1, i + 1], sy[j + 1, i + 1], sx[j, i + 1], sy[j, i + 1],
            )  # fmt: skip
            mesh.append((box, tuple(float(q) for q in src_quad)))
    placed = _to_image(sheet).transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC
    )
    frame = np.asarray(placed, dtype=np.float32).copy()
    del sheet, placed
    on = (
        np.asarray(
            Image.new("L", (w, h), 255).transform(
                (w, h), Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=0
            ),
            dtype=np.float32,
        )
        / 255.0
    )
    surface = np.array(profile.surface, dtype=np.float32)
    grain = 0.93 + 0.14 * _low_field(snrng, h, w, max(8, w // 10))
    frame = frame * on[..., None] + (grain * (1 - on))[..., None] * surface
    del grain, on
    # The room's light across the frame, the white balance.
    xs = np.linspace(-0.5, 0.5, w, dtype=np.float32)[None, :]
    ys = np.linspace(-0.5, 0.5, h, dtype=np.float32)[:, None]
    light = 1 + profile.light[0] * xs + profile.light[1] * ys
    frame *= light[..., None] * np.array(profile.cast, dtype=np.float32)
    del light
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    del chroma
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    del frame
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=3))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


_H20_SCANS = {"dotmatrix": _h20_dotmatrix, "economy": _h20_economy, "lamp": _h20_lamp}


def degrade_heldout20(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout20Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout20 scanner look (``Heldout20Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the phone's picture comes out in colour,
    the scans in grey when the profile or the page is grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = _h20_tilt(angle, profile)
    if profile.look == "quarters":
        arr = _h19_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        return _h20_quarters(arr, profile, tilt, side, nrng)
    arr = np.asarray(image, dtype=np.float32)
    return _H20_SCANS[profile.look](arr, profile, tilt, tint, gradient, side, nrng, profile.noise)


def finish_heldout20(
    sheet: Image.Image, profile: Heldout20Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout20 scanner: a blank sheet of the printer's
    paper scanned, or photographed folded in four."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    tilt = _h20_tilt(side.uniform(-2.0, 2.0), profile)
    if profile.look == "quarters":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        return _h20_quarters(arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    scan_ = _H20_SCANS[profile.look]
    return scan_(arr, profile, tilt, None, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout21 scanner profile


@dataclass(frozen=True)
class Heldout21Profile:
    """The twenty-first held-out slice's scanners: a sheet that got wet and dried
    cockled, a sheet torn and mended with adhesive tape, a home inkjet printout faded
    by the sun where nothing covered it, each scanned on a flatbed; and a phone photo
    taken at night in a dim bedroom under one warm lamp in the phone's night mode.

    Each file comes through one ``look``. "cockled": the sheet got wet (a spill from one
    edge or corner, or a drop in the middle) and dried before it was scanned at 200 to
    300 dpi: the wet patch (15 to 45 % of the page height across, an irregular outline)
    waved into cockles (crests 10 to 28 mm apart, the print moved up and down by 0.25 to
    0.8 mm, light and shade of 3 to 8 % along the waves), a yellow-brown tide line where
    the water dried (one or two, up to 12 to 26 % darker in a line under a millimetre
    wide, fading inwards), the patch a little yellowed, and on inkjet prints (half the
    files) the ink feathered there (a blur of 0.06 to 0.16 mm, a slight wash). "mended":
    the sheet torn from one edge (a third of the way to right through) and mended with
    clear adhesive tape, scanned at 200 to 300 dpi: a jagged tear wandering across, the
    flap beside it put back up to 0.25 to 0.6 mm off at the edge (nothing at the tear's
    tip), the lid's white in the gap and the torn edge's white fibres along one side
    (lifting the print there by at most 55 %), two to four strips of 12 or 19 mm tape
    across it (hazy and a little yellow, their edges as faint lines, the ends cut straight
    or by the dispenser's teeth). "sunfaded": a printout left in the sun (a car's
    dashboard, a window sill) with part of it covered by a folder or another sheet, then
    scanned at 200 to 300 dpi: the exposed part's paper yellowed by 3 to 9 %, and on
    inkjet prints (three files in five) its dye inks faded (magenta fastest, then yellow,
    cyan least; colours losing 30 to 60 %, black text 4 to 18 %), the covered part
    (20 to 55 % of the page, behind a straight edge within 4 degrees of the page's) as
    printed. "nightmode": phone photos (the ``photo`` path always) at night in a dim room
    with one warm lamp beside the bed: the sheet on a bed cover (a knit or woven fabric,
    soft folds) bowed a little by it (0.3 to 1.2 % of the frame), a keystone of at most
    3 % and a tilt under 2.5 degrees, the lamp's light falling off across the frame
    (the far side 45 to 75 % of the near one), a vignette, a strong warm cast partly
    corrected, the night mode's merged frames (a hand-shake blur along a short curved
    path of 1 to 3 px, sometimes a faint ghost 2 to 5 px away), high-ISO noise and
    blotchy chroma noise smoothed into a waxy texture, lifted shadows, the phone's
    sharpening; frames 1500 to 2600 px high (128 to 222 dpi on A4; small print 2000 or
    more), JPEG 55 to 82.
    Only the heldout21 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "cockled"  # cockled | mended | sunfaded | nightmode
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (the three scans)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 0.8  # degrees, whatever the drawn skew
    inkjet: bool = False  # a home inkjet print (cockled: its ink feathers; sunfaded: dyes fade)
    # cockled
    wet_at: tuple[float, float] = (0.3, 0.3)  # the wet patch's centre, shares of width and height
    wet_r: tuple[float, float] = (0.3, 0.25)  # its half-axes, shares of the page's height
    wave_mm: float = 0.5  # the print moved up and down by at most this
    wave_len_mm: float = 18.0  # between crests
    wave_angle: float = 10.0  # degrees off vertical crests
    wave_shade: float = 0.05  # light and shade along the waves
    tides: int = 1  # tide lines
    tide: float = 0.18  # the outer tide line's darkness
    stain: float = 0.03  # the dried patch's yellowing
    feather_mm: float = 0.1  # the ink's spread where wet (inkjet only)
    # mended
    tear_from: str = "top"  # top | bottom | left | right: the edge the tear starts from
    tear_at: float = 0.5  # where along that edge, share
    tear_reach: float = 0.6  # how far across the page, share (1: right through)
    tear_drift: float = 0.15  # the tear's overall slant, radians
    flap_mm: tuple[float, float] = (0.3, 0.2)  # the flap's offset at the edge
    fibres_mm: float = 0.5  # the torn edge's white fibres
    tapes: int = 3
    tape_mm: float = 19.0
    tape_haze: float = 0.07
    tape_yellow: float = 0.03
    serrated: bool = True  # the tape's ends torn on the dispenser's teeth
    # sunfaded
    cover_side: str = "bottom"  # top | bottom | left | right: the side the cover lay over
    cover_share: float = 0.4  # of the page
    cover_angle: float = 1.0  # degrees, the cover's edge off the page's
    yellow: float = 0.05  # the exposed paper's yellowing
    fade: float = 0.45  # the dyes' loss where exposed (inkjet only)
    black_fade: float = 0.1  # the black text's loss where exposed (inkjet only)
    # nightmode
    fill: float = 0.86  # the sheet's height, share of the frame's
    offset: tuple[float, float] = (0.0, 0.0)  # the sheet's centre off the frame's, share
    keystone: float = 0.02
    bed: tuple[int, int, int] = (120, 96, 120)  # the bed cover's colour
    knit: float = 0.08  # the fabric's texture
    bow: float = 0.006  # the sheet's bow on the soft bed, share of the frame height
    bow_len: float = 0.7  # the bow's wavelength, share of the sheet's width
    lamp: tuple[float, float] = (-0.7, -0.3)  # the lamp, frame coordinates (-0.5..0.5 inside)
    falloff: float = 0.6  # the far side's light, share of the near side's
    vignette: float = 0.3
    cast: tuple[float, float, float] = (1.0, 0.85, 0.62)  # the warm lamp after white balance
    shake_px: float = 1.5  # the hand's shake during the exposure (2000 px frame)
    ghost: float = 0.0  # a misaligned merged frame's weight
    ghost_px: tuple[float, float] = (3.0, 1.0)
    iso_noise: float = 6.0  # luminance noise before the night mode's smoothing
    chroma_noise: float = 4.0
    smoothing: float = 0.7  # how much of the fine noise the night mode removes
    exposure: float = 0.82  # the night mode's exposure, short of a daylight one
    lift: float = 0.85  # the tone curve's gamma (lifted shadows)
    sharpen: int = 70
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H21_FRAMES = (1500, 1600, 1800, 2000, 2160, 2400, 2600)  # phone frames' heights
_H21_BEDS = (
    (128, 98, 126),  # a mauve knit bedspread
    (70, 86, 118),  # a dark blue duvet
    (178, 168, 150),  # a beige cotton sheet
    (110, 118, 92),  # an olive blanket
    (150, 74, 64),  # a terracotta throw
    (196, 194, 200),  # a white sheet, grey in the dim light
)


def heldout21_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout21Profile:
    """One file's heldout21 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "nightmode"
    else:
        look = side.choices(("cockled", "mended", "sunfaded"), weights=(34, 33, 33))[0]
    dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
    if look != "nightmode":
        paper = side.randrange(232, 250)
        base = dict(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=paper,
            black=side.uniform(12.0, 26.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            grey=side.random() < 0.25,
            skew=side.uniform(0.1, 0.5),
        )
    if look == "cockled":
        corner = side.random() < 0.6  # a spill from an edge or corner, else a drop inside
        if corner:
            at = (side.choice((0.0, 1.0)) + side.uniform(-0.1, 0.1), side.uniform(-0.05, 1.05))
        else:
            at = (side.uniform(0.25, 0.75), side.uniform(0.2, 0.8))
        r = side.uniform(0.15, 0.45) / (1.0 if corner else 1.6)
        tide = side.uniform(0.12, 0.26)
        return Heldout21Profile(
            **base,
            threshold=round(0.6 * paper * (1 - tide)),
            inkjet=side.random() < 0.5,
            wet_at=at,
            wet_r=(r * side.uniform(0.8, 1.25), r * side.uniform(0.8, 1.25)),
            wave_mm=side.uniform(0.25, 0.8),
            wave_len_mm=side.uniform(10.0, 28.0),
            wave_angle=side.uniform(-30.0, 30.0),
            wave_shade=side.uniform(0.03, 0.08),
            tides=side.choice((1, 1, 2)),
            tide=tide,
            stain=side.uniform(0.015, 0.05),
            feather_mm=side.uniform(0.06, 0.16),
        )
    if look == "mended":
        edge = side.choice(("top", "top", "bottom", "left", "right"))
        off = side.uniform(0.25, 0.6)
        angle = side.uniform(0.0, 2 * np.pi)
        return Heldout21Profile(
            **base,
            threshold=round(0.62 * paper),
            tear_from=edge,
            tear_at=side.uniform(0.2, 0.8),
            tear_reach=1.0 if side.random() < 0.3 else side.uniform(0.33, 0.85),
            tear_drift=side.uniform(-0.35, 0.35),
            flap_mm=(off * float(np.cos(angle)), off * float(np.sin(angle))),
            fibres_mm=side.uniform(0.3, 0.8),
            tapes=side.randrange(2, 5),
            tape_mm=side.choice((12.0, 19.0, 19.0)),
            tape_haze=side.uniform(0.04, 0.1),
            tape_yellow=side.uniform(0.0, 0.06),
            serrated=side.random() < 0.6,
        )
    if look == "sunfaded":
        yellow = side.uniform(0.03, 0.09)
        return Heldout21Profile(
            **base,
            threshold=round(0.62 * paper * (1 - yellow)),
            inkjet=side.random() < 0.6,
            cover_side=side.choice(("top", "bottom", "left", "right")),
            cover_share=side.uniform(0.2, 0.55),
            cover_angle=side.uniform(-4.0, 4.0),
            yellow=yellow,
            fade=side.uniform(0.3, 0.6),
            black_fade=side.uniform(0.04, 0.18),
        )
    height = side.choice(_H21_FRAMES[3:] if small else _H21_FRAMES)
    quality = side.randrange(55, 83)
    lamp_angle = side.uniform(0.0, 2 * np.pi)
    reach = side.uniform(0.65, 1.0)
    return Heldout21Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(222, 246),
        black=side.uniform(26.0, 46.0),
        noise=side.uniform(1.0, 2.0),
        blur=side.uniform(0.5, 0.8) * height / 2000,
        skew=side.uniform(0.4, 0.9),
        max_tilt=2.5,
        fill=side.uniform(0.8, 0.92),
        offset=(side.uniform(-0.4, 0.4), side.uniform(-0.4, 0.4)),
        keystone=side.uniform(0.0, 0.03),
        bed=side.choice(_H21_BEDS),
        knit=side.uniform(0.04, 0.12),
        bow=side.uniform(0.003, 0.012),
        bow_len=side.uniform(0.5, 1.2),
        lamp=(reach * float(np.cos(lamp_angle)), reach * float(np.sin(lamp_angle))),
        falloff=side.uniform(0.45, 0.75),
        vignette=side.uniform(0.2, 0.4),
        cast=(1.0, side.uniform(0.8, 0.9), side.uniform(0.55, 0.7)),
        shake_px=side.uniform(1.0, 3.0),
        ghost=side.uniform(0.08, 0.18) if side.random() < 0.35 else 0.0,
        ghost_px=(side.uniform(-5.0, 5.0), side.uniform(-5.0, 5.0)),
        iso_noise=side.uniform(4.0, 9.0),
        chroma_noise=side.uniform(2.5, 6.0),
        smoothing=side.uniform(0.55, 0.85),
        exposure=side.uniform(0.72, 0.9),
        lift=side.uniform(0.8, 0.92),
        sharpen=side.randrange(40, 110),
        encodes=(quality,) if kind == "png" else (),
    )


def _h21_sample(a: np.ndarray, sx: np.ndarray, sy: np.ndarray, fill: float) -> np.ndarray:
    """``a`` (h x w or h x w x c) read at the float points (sx, sy), bilinearly; ``fill``
    off the array."""
    h, w = a.shape[:2]
    x0, y0 = np.floor(sx), np.floor(sy)
    fx, fy = (sx - x0).astype(np.float32), (sy - y0).astype(np.float32)
    x0, y0 = x0.astype(np.int64), y0.astype(np.int64)
    out = None
    for dx, dy, wt in (
        (0, 0, (1 - fx) * (1 - fy)),
        (1, 0, fx * (1 - fy)),
        (0, 1, (1 - fx) * fy),
        (1, 1, fx * fy),
    ):
        xi, yi = x0 + dx, y0 + dy
        inside = (xi >= 0) & (xi < w) & (yi >= 0) & (yi < h)
        v = a[np.clip(yi, 0, h - 1), np.clip(xi, 0, w - 1)].astype(np.float32)
        if a.ndim == 3:
            v = np.where(inside[..., None], v, fill)
            term = v * wt[..., None]
        else:
            term = np.where(inside, v, fill) * wt
        out = term if out is None else out + term
    return out


def _h21_source(arr: np.ndarray, profile: Heldout21Profile) -> tuple[np.ndarray, bool]:
    """The page as the look works on it (a float copy, RGB or grey as it came) and whether
    the scan is saved in grey."""
    return arr.astype(np.float32, copy=True), arr.ndim == 2 or profile.grey


def _h21_toned(
    src: np.ndarray, profile: Heldout21Profile, tint: np.ndarray | None, grey: bool
) -> np.ndarray:
    """The page's tones as the flatbed sees them (paper and black levels, the paper's tint),
    in grey when the scan is."""
    out = profile.black + src * (profile.paper - profile.black) / 255.0
    if out.ndim == 3 and tint is not None:
        out *= tint
    if grey and out.ndim == 3:
        out = _h19_luma(out)
    return out


# ---- cockled


def _h21_wet(h: int, w: int, profile: Heldout21Profile, snrng: np.random.Generator) -> np.ndarray:
    """Signed distance (px, positive inside) from the dried patch's outline, roughly."""
    ys = np.arange(h, dtype=np.float32)[:, None] / h
    xs = np.arange(w, dtype=np.float32)[None, :] / h
    cx, cy = profile.wet_at[0] * w / h, profile.wet_at[1]
    rx, ry = profile.wet_r
    m = np.sqrt(((xs - cx) / rx) ** 2 + ((ys - cy) / ry) ** 2)
    wobble = _low_field(snrng, h, w, max(8, round(h / 12))) - 0.5
    wobble += 0.4 * (_low_field(snrng, h, w, max(4, round(h / 40))) - 0.5)
    m = m + 0.32 * wobble
    return (1.0 - m) * min(rx, ry) * h


def _h21_cockled(
    arr: np.ndarray,
    profile: Heldout21Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page that got wet and dried: the patch cockled (the print waved, light and
    shade along the waves), its tide lines and yellowing, an inkjet's ink feathered."""
    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)
    h, w = src.shape[:2]
    mm = profile.dpi / 25.4
    d = _h21_wet(h, w, profile, snrng)
    wet = np.clip(d / (0.8 * mm), 0.0, 1.0)
    # The ink feathered where it was wet (an inkjet's dye runs; toner does not).
    if profile.inkjet:
        sigma = profile.feather_mm * mm
        if src.ndim == 3:
            spread = np.stack([_h20_blur(src[..., c], sigma) for c in range(3)], axis=-1)
            spread = np.minimum(spread, src + 0.0) * 0.35 + spread * 0.65
            src = src + (spread - src) * wet[..., None]
            src += (255.0 - src) * 0.06 * wet[..., None]
        else:
            spread = _h20_blur(src, sigma)
            spread = np.minimum(spread, src) * 0.35 + spread * 0.65
            src = src + (spread - src) * wet
            src += (255.0 - src) * 0.06 * wet
        del spread
    # The cockles: waves through the patch and a little past its outline, the print
    # moved up and down along them, each wave's slopes lit and shaded.
    env = np.clip((d + 6 * mm) / (14 * mm), 0.0, 1.0)
    env = (
        _h20_blur(env, 3 * mm)
        if h * w < 4e6
        else np.asarray(_to_image(env * 255).filter(ImageFilter.GaussianBlur(3 * mm)), np.float32)
        / 255.0
    )
    t = np.deg2rad(profile.wave_angle)
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    bend = 2.2 * (_low_field(snrng, h, w, max(8, round(40 * mm))) - 0.5)
    phase = 2 * np.pi * (xs * np.cos(t) + ys * np.sin(t)) / (profile.wave_len_mm * mm)
    phase = phase + bend + snrng.uniform(0, 2 * np.pi)
    amp = profile.wave_mm * mm * env
    dy = amp * np.sin(phase)
    dx = 0.25 * amp * np.cos(phase)
    shade = 1 + profile.wave_shade * env * np.cos(phase)
    del bend, phase, amp
    moved = _h21_sample(src, np.broadcast_to(xs, (h, w)) - dx, ys - dy, 255.0)
    del dx, dy, src
    out = _h21_toned(moved, profile, tint, grey)
    del moved
    # The tide lines (the dirt the drying front carried, a sharp outer edge fading in),
    # the patch yellowed; the waves' light.
    tide = np.where(
        d >= 0, np.exp(-np.maximum(d, 0) / (0.45 * mm)), np.exp(np.minimum(d, 0) / (0.12 * mm))
    )
    tide = tide * profile.tide
    if profile.tides > 1:
        d2 = d - snrng.uniform(3.0, 10.0) * mm
        tide2 = np.where(
            d2 >= 0,
            np.exp(-np.maximum(d2, 0) / (0.35 * mm)),
            np.exp(np.minimum(d2, 0) / (0.1 * mm)),
        )
        tide = np.maximum(tide, tide2 * profile.tide * 0.55)
        del d2, tide2
    blot = 0.75 + 0.5 * _low_field(snrng, h, w, max(4, round(6 * mm)))
    tide *= blot
    stain = profile.stain * wet * blot
    del blot, wet, d
    brown = np.array((0.55, 0.8, 1.5), dtype=np.float32)  # a tide line's loss per channel
    if out.ndim == 3:
        loss = (tide + stain)[..., None] * brown[None, None, :]
        out *= np.clip(1 - loss, 0.3, 1.0) * shade[..., None]
    else:
        out *= np.clip(1 - (tide + stain) * 0.85, 0.3, 1.0) * shade
    del tide, stain, shade
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)


# ---- mended


def _h21_tear_path(
    h: int, w: int, profile: Heldout21Profile, snrng: np.random.Generator
) -> np.ndarray:
    """The tear's points (x, y), from its edge to its tip: a wandering line, jagged."""
    mm = profile.dpi / 25.4
    if profile.tear_from in ("top", "bottom"):
        start = np.array((profile.tear_at * w, 0.0 if profile.tear_from == "top" else h - 1.0))
        heading = (np.pi / 2 if profile.tear_from == "top" else -np.pi / 2) + profile.tear_drift
        span = h
    else:
        start = np.array((0.0 if profile.tear_from == "left" else w - 1.0, profile.tear_at * h))
        heading = (0.0 if profile.tear_from == "left" else np.pi) + profile.tear_drift
        span = w
    length = profile.tear_reach * span / max(0.5, abs(np.cos(profile.tear_drift)))
    if profile.tear_reach >= 1.0:
        length *= 1.25  # right through: run off the far edge
    step = max(1.0, 0.6 * mm)
    n = max(4, int(length / step))
    turn = np.cumsum(snrng.normal(0.0, 0.03, n))
    turn = 0.15 * np.tanh(turn / 0.15)  # wandering, never turning back
    ang = heading + turn
    pts = start + np.cumsum(np.stack((np.cos(ang), np.sin(ang)), axis=1) * step, axis=0)
    jag = snrng.normal(0.0, 0.18 * mm, (n, 2))
    pts = np.vstack(
        (start - np.array((np.cos(heading), np.sin(heading))) * 3 * mm, start, pts + jag)
    )
    return pts


def _h21_mended(
    arr: np.ndarray,
    profile: Heldout21Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page torn from an edge and mended with adhesive tape: the flap a fraction of a
    millimetre off, the gap's white, the torn edge's fibres, the tape's strips."""
    from PIL import ImageDraw

    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)
    out = _h21_toned(src, profile, tint, grey)
    del src
    h, w = out.shape[:2]
    mm = profile.dpi / 25.4
    pts = _h21_tear_path(h, w, profile, snrng)
    start, tip = pts[1], pts[-1]
    axis = tip - start
    length = float(np.hypot(*axis))
    axis /= max(length, 1e-6)
    # The flap: the page on one side of the tear (the polygon closed round the page's
    # corners on that side).
    normal = np.array((-axis[1], axis[0]))
    far = 4 * max(h, w)
    poly = [tuple(p) for p in pts] + [
        tuple(tip + axis * far),
        tuple(tip + axis * far + normal * far),
        tuple(start - axis * far + normal * far),
        tuple(start - axis * far),
    ]
    flap = Image.new("L", (w, h), 0)
    ImageDraw.Draw(flap).polygon(poly, fill=255)
    flap_a = np.asarray(flap, dtype=np.float32) / 255.0
    del flap
    # Its offset: the most at the torn edge, none at the tip, fading away from the tear.
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    along = ((xs - tip[0]) * -axis[0] + (ys - tip[1]) * -axis[1]) / max(length, 1.0)
    across = np.abs((xs - start[0]) * normal[0] + (ys - start[1]) * normal[1])
    reach = np.clip(along, 0.0, 1.0) * np.exp(-across / (60 * mm))
    if profile.tear_reach >= 1.0:
        reach = np.exp(-across / (200 * mm)) * np.ones_like(along)  # a piece apart
    dx = profile.flap_mm[0] * mm * reach
    dy = profile.flap_mm[1] * mm * reach
    del along, across, reach
    sx, sy = np.broadcast_to(xs, (h, w)) - dx, ys - dy
    del dx, dy
    lid = float(min(253, profile.paper + 8))
    moved = _h21_sample(out, sx, sy, lid)
    moved_in = _h21_sample(flap_a, sx, sy, 0.0)
    del sx, sy
    fixed = 1.0 - flap_a
    if out.ndim == 3:
        page = moved * moved_in[..., None] + out * (fixed * (1 - moved_in))[..., None]
        gap = np.clip(1 - moved_in - fixed * (1 - moved_in), 0, 1)
        page += gap[..., None] * lid
    else:
        page = moved * moved_in + out * fixed * (1 - moved_in)
        gap = np.clip(1 - moved_in - fixed * (1 - moved_in), 0, 1)
        page += gap * lid
    del moved, out, gap, fixed
    # The torn edge's white fibres: a fuzzy strip along the tear on the flap's side.
    fib = Image.new("L", (w, h), 0)
    width = max(1, round(profile.fibres_mm * mm))
    ImageDraw.Draw(fib).line([tuple(p) for p in pts], fill=255, width=2 * width + 1, joint="curve")
    fib_a = (
        np.asarray(fib.filter(ImageFilter.GaussianBlur(max(0.6, width / 3))), np.float32) / 255.0
    )
    del fib
    fuzz = np.clip(0.55 + 0.45 * snrng.standard_normal((h, w), dtype=np.float32), 0.0, 1.0)
    lift = 0.55 * fib_a * moved_in * fuzz
    del fib_a, fuzz, moved_in, flap_a
    page += (lid - page) * (lift[..., None] if page.ndim == 3 else lift)
    del lift
    # The tape: strips across the tear (and, when it is short, one along it).
    tape = Image.new("L", (w, h), 0)
    edges = Image.new("L", (w, h), 0)
    dt, de = ImageDraw.Draw(tape), ImageDraw.Draw(edges)
    tw = profile.tape_mm * mm / 2
    for k in range(profile.tapes):
        frac = (k + snrng.uniform(0.2, 0.8)) / profile.tapes
        c = start + (tip - start) * frac * (0.92 if profile.tear_reach < 1.0 else 1.0)
        a = np.arctan2(normal[1], normal[0]) + snrng.uniform(-0.3, 0.3)
        u = np.array((np.cos(a), np.sin(a)))
        v = np.array((-u[1], u[0]))
        half = snrng.uniform(18.0, 35.0) * mm
        ends = []
        for sgn in (-1, 1):
            end = c + u * half * sgn
            n_teeth = max(2, int(2 * tw / (1.2 * mm))) if profile.serrated else 1
            line = []
            for i in range(n_teeth + 1):
                q = -tw + 2 * tw * i / n_teeth
                bump = (0.5 * mm if i % 2 else 0.0) if profile.serrated else 0.0
                line.append(tuple(end + v * q + u * sgn * bump))
            ends.append(line if sgn > 0 else line[::-1])
        quad = ends[0] + ends[1]
        dt.polygon(quad, fill=255)
        for sgn in (-1, 1):
            de.line(
                [tuple(c - u * half + v * tw * sgn), tuple(c + u * half + v * tw * sgn)],
                fill=255,
                width=max(1, round(0.12 * mm)),
            )
    tape_a = np.asarray(tape.filter(ImageFilter.GaussianBlur(0.5)), np.float32) / 255.0
    edge_a = np.asarray(edges.filter(ImageFilter.GaussianBlur(0.6)), np.float32) / 255.0
    del tape, edges
    mottle = 0.8 + 0.4 * _low_field(snrng, h, w, max(4, round(8 * mm)))
    haze = profile.tape_haze * tape_a * mottle
    edge_a *= 0.16
    film = 1 - 0.045 * tape_a * mottle  # the film's own grey over the paper
    if page.ndim == 3:
        yellow = np.array((0.0, 0.35, 1.0), dtype=np.float32) * profile.tape_yellow
        page = page + (250.0 - page) * haze[..., None]
        page *= film[..., None] * (1 - tape_a[..., None] * yellow[None, None, :])
        page *= 1 - edge_a[..., None]
    else:
        page = page + (250.0 - page) * haze
        page *= film * (1 - tape_a * profile.tape_yellow * 0.4)
        page *= 1 - edge_a
    del tape_a, edge_a, haze, mottle, film
    return _h20_scan(page, profile, tilt, gradient, nrng, noise)


# ---- sunfaded


def _h21_exposed(h: int, w: int, profile: Heldout21Profile) -> np.ndarray:
    """1 where the sun reached the sheet, 0 under the cover (a straight edge, a little
    soft)."""
    mm = profile.dpi / 25.4
    t = np.tan(np.deg2rad(profile.cover_angle))
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    if profile.cover_side in ("top", "bottom"):
        edge = (profile.cover_share if profile.cover_side == "top" else 1 - profile.cover_share) * h
        d = ys - (edge + (xs - w / 2) * t)
        d = d if profile.cover_side == "top" else -d
    else:
        edge = (
            profile.cover_share if profile.cover_side == "left" else 1 - profile.cover_share
        ) * w
        d = xs - (edge + (ys - h / 2) * t)
        d = d if profile.cover_side == "left" else -d
    return np.clip(0.5 + d / (0.6 * mm), 0.0, 1.0).astype(np.float32)


def _h21_sunfaded(
    arr: np.ndarray,
    profile: Heldout21Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The printout faded by the sun where nothing covered it: the paper yellowed, an
    inkjet's dyes faded (magenta first), black text a little."""
    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)
    h, w = src.shape[:2]
    sun = _h21_exposed(h, w, profile)
    sun *= 0.9 + 0.1 * _low_field(snrng, h, w, max(8, w // 5))
    if profile.inkjet:
        if src.ndim == 3:
            sat = (src.max(axis=2) - src.min(axis=2)) / 255.0
            colour = np.clip(sat * 3.0, 0.0, 1.0)[..., None]
            dyes = profile.fade * np.array((0.45, 1.0, 0.8), dtype=np.float32)
            loss = profile.black_fade + (dyes[None, None, :] - profile.black_fade) * colour
            src = 255.0 - (255.0 - src) * (1 - loss * sun[..., None])
            del sat, colour, loss
        else:
            src = 255.0 - (255.0 - src) * (1 - profile.black_fade * sun)
    out = _h21_toned(src, profile, tint, grey)
    del src
    if out.ndim == 3:
        yellow = np.array((0.02, 0.3, 1.0), dtype=np.float32) * profile.yellow
        out *= 1 - sun[..., None] * yellow[None, None, :]
    else:
        out *= 1 - sun * profile.yellow * 0.45
    del sun
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)


# ---- nightmode


def _h21_nightmode(
    arr: np.ndarray,
    profile: Heldout21Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, tones applied) photographed at night on a bed under one warm lamp in
    the phone's night mode: the sheet bowed on the bed cover, placed by one perspective,
    the lamp's fall-off and warm cast, the merged frames' shake and ghost, the noise
    smoothed into blotches, the shadows lifted, sharpening and JPEG."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    # Where each frame point comes from: the sheet's perspective, inverted, and its bow.
    sh_ = h * profile.fill
    sw_ = sh_ * A4_MM[0] / A4_MM[1]
    cx = w / 2 + profile.offset[0] * (w - sw_) / 2
    cy = h / 2 + profile.offset[1] * (h - sh_) / 2
    t = np.deg2rad(tilt)
    c, s = float(np.cos(t)), float(np.sin(t))
    quad = []
    for u, v in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        kx = 1 - profile.keystone * (1 - v) / 2  # the top narrower
        x, y = u * kx * sw_ / 2, v * sh_ / 2
        quad.append((cx + x * c - y * s, cy + x * s + y * c))
    a0, b0, c0, d0, e0, f0, g0, h0 = _perspective_coefficients(
        quad, [(0, 0), (w, 0), (w, h), (0, h)]
    )
    fy, fx = np.mgrid[0:h, 0:w].astype(np.float32)
    den = g0 * fx + h0 * fy + 1
    sx = (a0 * fx + b0 * fy + c0) / den
    sy = (d0 * fx + e0 * fy + f0) / den
    del den
    # The bow: the soft bed lifts and lowers the sheet in slow waves across it.
    phase0 = snrng.uniform(0, 2 * np.pi)
    wave = 2 * np.pi * sx / (profile.bow_len * w) + phase0
    sy = sy + profile.bow * h * np.sin(wave) * (0.6 + 0.4 * np.cos(np.pi * sy / h))
    slope = np.cos(wave)
    del wave
    sheet = _h21_sample(arr, sx, sy, -1.0)
    on = (sheet[..., 0] >= 0).astype(np.float32)
    on = np.asarray(_to_image(on * 255).filter(ImageFilter.GaussianBlur(0.7)), np.float32) / 255.0
    sheet = np.maximum(sheet, 0.0)
    sheet *= (1 + 0.05 * slope)[..., None]
    del sx, sy, slope
    # The bed cover: its colour, a fine knit, soft folds.
    bed = np.array(profile.bed, dtype=np.float32)
    period = max(3.0, h / 260)
    knit = np.sin(2 * np.pi * fx / period) * np.sin(2 * np.pi * fy / (period * 1.4))
    folds = _low_field(snrng, h, w, max(8, w // 6))
    cover = bed * ((0.8 + 0.35 * folds) * (1 + profile.knit * knit))[..., None]
    del knit, folds
    frame = sheet * on[..., None] + cover * (1 - on)[..., None]
    del sheet, cover, on
    # The lamp's light from one side, the vignette, the warm cast.
    lx, ly = (profile.lamp[0] + 0.5) * w, (profile.lamp[1] + 0.5) * h
    dist = np.hypot(fx - lx, fy - ly) / h
    near = float(np.hypot(cx - lx, cy - ly) / h)
    # The far side of the sheet ``falloff`` times the near side's light.
    k = (1 / profile.falloff - 1) / max(1e-3, (near + 0.5) ** 2 - max(0.0, near - 0.5) ** 2)
    light = 1 / (1 + k * (dist**2 - max(0.0, near - 0.5) ** 2))
    light = np.clip(light, 0.2, 1.0)
    r = np.hypot((fx - w / 2) / w, (fy - h / 2) / h) / 0.7071
    light *= 1 - profile.vignette * r**2
    del dist, r, fx, fy
    frame *= light[..., None] * (profile.exposure * np.array(profile.cast, dtype=np.float32))
    del light
    # The night mode's merge: the hand's shake over the long exposure, sometimes a frame
    # merged a few px off.
    img = _to_image(frame)
    n = 5
    path = np.cumsum(snrng.normal(0.0, 1.0, (n, 2)), axis=0)
    path -= path.mean(axis=0)
    path *= profile.shake_px * h / 2000 / max(1e-3, np.ptp(path[:, 0]) + np.ptp(path[:, 1]) / 2)
    acc = np.zeros_like(frame)
    for px, py in path:
        acc += np.asarray(
            img.transform(
                img.size,
                Image.Transform.AFFINE,
                (1, 0, float(px), 0, 1, float(py)),
                Image.Resampling.BILINEAR,
            ),
            dtype=np.float32,
        )
    frame = acc / n
    del acc
    if profile.ghost > 0:
        gx, gy = (g * h / 2000 for g in profile.ghost_px)
        ghost = np.asarray(
            _to_image(frame).transform(
                img.size, Image.Transform.AFFINE, (1, 0, gx, 0, 1, gy), Image.Resampling.BILINEAR
            ),
            dtype=np.float32,
        )
        frame = frame * (1 - profile.ghost) + ghost * profile.ghost
        del ghost
    del img
    # High ISO: luminance noise and blotchy chroma noise, then the night mode's smoothing:
    # fine noise flattened (waxy), strong edges kept, the low-frequency blotches left.
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.iso_noise
    ch, cw = max(2, h // 6), max(2, w // 6)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    chroma -= chroma.mean(axis=2, keepdims=True)
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BICUBIC) * 1.6
    del chroma
    radius = max(1.0, 1.6 * h / 2000)
    smooth = np.stack([_h20_blur(frame[..., c], radius) for c in range(3)], axis=-1)
    detail = frame - smooth
    strength = np.abs(detail).mean(axis=2, keepdims=True)
    floor = 1.2 * max(profile.iso_noise, 1.0)
    keep = np.clip((strength - floor) / floor, 0.0, 1.0)
    keep = keep + (1 - keep) * (1 - profile.smoothing)
    frame = smooth + detail * keep
    del smooth, detail, strength, keep
    # Shadows lifted by the night mode's tone curve, the exposure pushed up.
    frame = 255.0 * (np.clip(frame, 0, 255) / 255.0) ** profile.lift
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    out = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    del frame
    if profile.sharpen:
        out = out.filter(ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=3))
    for quality in profile.encodes:
        out = _h11_jpeg(out, quality)
    return out


_H21_SCANS = {"cockled": _h21_cockled, "mended": _h21_mended, "sunfaded": _h21_sunfaded}


def degrade_heldout21(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout21Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout21 scanner look (``Heldout21Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the phone's picture comes out in colour,
    the scans in grey when the profile or the page is grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = _h20_tilt(angle, profile)
    if profile.look == "nightmode":
        arr = _h19_tones(np.array(image.convert("RGB"), dtype=np.float32), profile)
        return _h21_nightmode(arr, profile, tilt, side, nrng)
    arr = np.asarray(image, dtype=np.float32)
    return _H21_SCANS[profile.look](arr, profile, tilt, tint, gradient, side, nrng, profile.noise)


def finish_heldout21(
    sheet: Image.Image, profile: Heldout21Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout21 scanner: wet and dried, torn and taped or
    sun-faded, scanned; or photographed on the bed at night."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    tilt = _h20_tilt(side.uniform(-2.0, 2.0), profile)
    if profile.look == "nightmode":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - profile.paper  # keeps the sheet's specks and edge line
        return _h21_nightmode(arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    scan_ = _H21_SCANS[profile.look]
    return scan_(arr, profile, tilt, None, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout22 scanner profile


@dataclass(frozen=True)
class Heldout22Profile:
    """The twenty-second held-out slice's scanners: a page printed on a portable A4 thermal
    printer, a phone photo of the document printed on a mono laser, an original kept in a
    damp drawer (foxed and mouldy), each scanned on a flatbed; and a phone photo of the
    sheet held up in one hand against a bright window.

    Each file comes through one ``look``. "thermal": the PDF sent from the phone to one of
    the cheap portable A4 thermal printers (203 or 300 dots an inch, no ink) and the thermal
    sheet scanned at 200 to 300 dpi: every dot on or off (the app's grey curve into an 8 x 8
    ordered dither, steep in its text mode), a blue-black, grey or violet black at 72 to 95
    % density, lighter towards one end of the head, rows heavy with black a little lighter
    (the battery sagging) and the rows after them a little darker (the head's heat), one or
    two dead heating elements as thin white lines down the page, the feed's uneven advance
    and a slip or two as hair-thin white lines across, the paper's grey fog, soft faded
    patches where fingers or a PVC sleeve touched it, friction scuffs, the roll's curl
    lifting the top and bottom bands off the glass. "photoprint": the applicant photographed
    the document on a table and printed the photo on a mono laser to bring it, then the
    printout was scanned at 240 or 300 dpi: the photo's 3:4 frame printed filling the page
    within 4 to 8 mm white margins (its sides cut), the table round the sheet as a grey or
    dark screen, the sheet at 84 to 92 % of the frame's height, a keystone of at most 4 %, a
    tilt, the window's light across it and sometimes the phone's soft shadow, the phone's
    sharpening, everything through the laser's clustered-dot screen (85 to 141 lines an
    inch, dot gain), the paper itself a light screen of dots. "mouldy": an original kept for
    months in a damp drawer or saved from a flood, scanned at 150 to 300 dpi: the paper
    yellowed a little more at its edges, rust-brown foxing spots (0.15 to 2 mm, scattered
    and in clusters, at most 45 % darker in blue), up to three grey-black mould colonies of
    fine specks in a faint grey stain (5 to 20 mm across, denser at their rim, specks at
    most 55 % dark); never a black patch. "backlit": phone photos (the ``photo`` path
    always) of the sheet held up in one hand in front of a bright window (a frame's bars,
    blinds or a sheer curtain, out of focus, blown out): the room's warm light on its face
    and the daylight through it (the paper's cloudy formation showing, the print dark
    against it), the fingers behind it as soft shadows, the thumb over the margin (never
    past it), the palm above or beside it, the sheet bowed a little in the hand, a keystone
    of at most 3.5 %, bloom round its edges, the phone's HDR lifting the sheet (halos),
    noise, sharpening; frames 1500 to 2600 px high (128 to 222 dpi on A4; small print 2000
    or more).
    Only the heldout22 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "thermal"  # thermal | photoprint | mouldy | backlit
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (the three scans)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 0.8  # degrees, whatever the drawn skew
    # thermal
    head_dpi: int = 203
    curve: tuple[float, float] = (70.0, 215.0)  # the app's greys: all dots below, none above
    density: float = 0.85  # the print's darkness at its best
    ink: tuple[int, int, int] = (40, 46, 78)  # the developed dye at full density
    head_fade: float = 0.1  # how much lighter the head prints at its weak end
    head_side: int = 1  # the weak end: -1 left, 1 right
    sag: float = 0.1  # rows full of black printed this much lighter
    heat: float = 0.05  # the rows after them this much darker
    dead: tuple[float, ...] = ()  # dead heating elements, shares of the head's width
    feed: float = 0.15  # the feed's advance error, in dots
    slips: int = 1  # hair-thin white lines where the feed slipped
    fog: float = 0.02  # the thermal paper's grey fog
    patches: float = 0.0  # the print faded where hands or a plastic sleeve touched it
    scuffs: int = 2  # friction marks
    scuff: float = 0.12  # their darkness
    curl_mm: float = 12.0  # the curled bands at the top and bottom
    # photoprint and backlit: the sheet in the phone's frame
    fill: float = 0.88  # the sheet's height, share of the frame's
    offset: tuple[float, float] = (0.0, 0.0)  # the sheet's centre off the frame's, share of slack
    keystone: float = 0.02
    # photoprint
    desk: int = 120  # the table's grey in the photo
    light: tuple[float, float] = (0.1, -0.1)  # the light's gradient across the photo
    shadow: float = 0.0  # the phone's soft shadow's darkness
    shadow_at: tuple[float, float] = (0.5, 0.7)  # its centre, shares of the frame
    exposure: float = 0.86  # the paper's level in the photo
    lift: float = 0.07  # the photo's black level
    lpi: float = 106.0  # the laser's screen
    screen_angle: float = 45.0
    dot_gain: float = 0.12
    margin_mm: float = 6.0  # the printout's white margin
    sharpen: int = 60
    # mouldy
    yellow: float = 0.04  # the whole sheet's yellowing
    tan_mm: float = 8.0  # the browned band along the edges
    tan: float = 0.08
    foxes: int = 50  # foxing spots
    fox_groups: int = 2  # clusters they gather in
    fox: float = 0.35  # the darkest spot's loss (blue)
    colonies: int = 1  # mould colonies
    mould: float = 0.45  # a speck's darkness
    mould_mm: float = 10.0  # a colony's size
    # backlit
    window: str = "frame"  # frame | blinds | sheer
    grip: str = "left"  # left | right | top: the edge the hand holds
    grip_at: float = 0.5  # where along it, share
    bow: float = 0.008  # the sheet's bow in the hand, share of the frame
    front: float = 0.32  # the room's light on the sheet's face (the window's: 1)
    through: float = 0.38  # the daylight through the sheet
    formation: float = 0.07  # the paper's cloudy formation in that light
    fingers: float = 0.45  # the fingers' shadows behind the sheet
    bloom: float = 0.2  # the window's glare over the sheet's edges
    hdr: float = 0.35  # the phone's local tone mapping
    room: tuple[float, float, float] = (1.0, 0.9, 0.76)  # the room light's colour
    daylight: tuple[float, float, float] = (0.94, 1.0, 1.08)
    skin: tuple[int, int, int] = (176, 124, 98)
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # JPEG round trips before the file's own save


_H22_INKS = (
    (40, 46, 78),  # blue-black thermal paper
    (56, 56, 60),  # grey-black
    (60, 44, 78),  # violet-black
)
_H22_SKINS = ((176, 124, 98), (128, 84, 62), (206, 160, 136), (94, 62, 46))
_H22_WINDOWS = ("frame", "blinds", "sheer")


def heldout22_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout22Profile:
    """One file's heldout22 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "backlit"
    else:
        look = side.choices(("thermal", "photoprint", "mouldy"), weights=(34, 33, 33))[0]
    if look != "backlit":
        dpis = {
            "thermal": (200, 240, 300),
            "photoprint": (240, 300),
            "mouldy": (150, 200, 240, 300),
        }
        dpi = 300 if small or kind == "tiff" else side.choice(dpis[look])
        paper = side.randrange(232, 250)
        base = dict(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=paper,
            black=side.uniform(12.0, 26.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            grey=side.random() < 0.3,
            skew=side.uniform(0.1, 0.5),
        )
    if look == "thermal":
        text_mode = side.random() < 0.4
        if text_mode:
            # Never so steep that a grey print (#999) vanishes: it keeps a third of its dots.
            curve = (side.uniform(100.0, 120.0), side.uniform(175.0, 192.0))
        else:
            curve = (side.uniform(50.0, 90.0), side.uniform(198.0, 225.0))
        return Heldout22Profile(
            **base,
            threshold=round(0.6 * paper),
            head_dpi=side.choice((203, 203, 203, 300)),
            curve=curve,
            density=side.uniform(0.72, 0.95),
            ink=side.choice(_H22_INKS),
            head_fade=side.uniform(0.0, 0.2),
            head_side=side.choice((-1, 1)),
            sag=side.uniform(0.0, 0.25),
            heat=side.uniform(0.0, 0.1),
            dead=tuple(side.uniform(0.05, 0.95) for _ in range(side.choice((0, 1, 1, 2)))),
            feed=side.uniform(0.05, 0.3),
            slips=side.choice((0, 1, 1, 2, 3)),
            fog=side.uniform(0.0, 0.05),
            patches=side.uniform(0.1, 0.35) if side.random() < 0.5 else 0.0,
            scuffs=side.randrange(0, 6),
            scuff=side.uniform(0.06, 0.18),
            curl_mm=side.uniform(6.0, 22.0),
        )
    if look == "photoprint":
        return Heldout22Profile(
            **base,
            threshold=round(0.55 * paper),
            max_tilt=1.5,
            fill=side.uniform(0.84, 0.92),
            offset=(side.uniform(-0.6, 0.6), side.uniform(-0.6, 0.6)),
            keystone=side.uniform(0.0, 0.04),
            desk=side.randrange(40, 170),
            light=(side.uniform(-0.3, 0.3), side.uniform(-0.3, 0.3)),
            shadow=side.uniform(0.08, 0.3) if side.random() < 0.6 else 0.0,
            shadow_at=(side.uniform(0.1, 0.9), side.uniform(0.1, 0.9)),
            exposure=side.uniform(0.7, 0.88),
            lift=side.uniform(0.04, 0.1),
            lpi=side.choice((85.0, 106.0, 106.0, 133.0, 141.0)),
            screen_angle=side.choice((45.0, 45.0, 45.0, 30.0)),
            dot_gain=side.uniform(0.05, 0.2),
            margin_mm=side.uniform(4.0, 8.0),
            sharpen=side.randrange(30, 110),
        )
    if look == "mouldy":
        return Heldout22Profile(
            **base,
            threshold=round(0.6 * paper),
            yellow=side.uniform(0.02, 0.06),
            tan_mm=side.uniform(3.0, 12.0),
            tan=side.uniform(0.06, 0.18),
            foxes=side.randrange(15, 120),
            fox_groups=side.randrange(1, 5),
            fox=side.uniform(0.2, 0.45),
            colonies=side.choice((0, 1, 1, 2, 2, 3)),
            mould=side.uniform(0.3, 0.55),
            mould_mm=side.uniform(5.0, 20.0),
        )
    height = side.choice(_H21_FRAMES[3:] if small else _H21_FRAMES)
    quality = side.randrange(55, 84)
    return Heldout22Profile(
        dpi=round(height / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(230, 250),
        black=side.uniform(20.0, 36.0),
        noise=side.uniform(1.2, 2.6),
        blur=side.uniform(0.5, 0.8) * height / 2000,
        skew=side.uniform(0.4, 0.9),
        max_tilt=2.5,
        fill=side.uniform(0.8, 0.9),
        offset=(side.uniform(-0.5, 0.5), side.uniform(-0.5, 0.5)),
        keystone=side.uniform(0.0, 0.035),
        window=side.choice(_H22_WINDOWS),
        grip=side.choice(("left", "right", "top")),
        grip_at=side.uniform(0.3, 0.7),
        bow=side.uniform(0.003, 0.014),
        front=side.uniform(0.25, 0.4),
        through=side.uniform(0.3, 0.45),
        formation=side.uniform(0.03, 0.07),
        fingers=side.uniform(0.3, 0.6),
        bloom=side.uniform(0.08, 0.3),
        hdr=side.uniform(0.2, 0.5),
        room=(1.0, side.uniform(0.86, 0.95), side.uniform(0.7, 0.85)),
        daylight=(side.uniform(0.9, 0.97), 1.0, side.uniform(1.03, 1.1)),
        skin=side.choice(_H22_SKINS),
        chroma_noise=side.uniform(1.0, 3.0),
        sharpen=side.randrange(40, 110),
        encodes=(quality,) if kind == "png" else (),
    )


def _h22_bayer8() -> np.ndarray:
    b = np.array(((0, 2), (3, 1)), dtype=np.float32)
    for _ in range(2):
        b = np.block([[4 * b, 4 * b + 2], [4 * b + 3, 4 * b + 1]])
    return (b + 0.5) / 64.0


_H22_BAYER = _h22_bayer8()


def _h22_frame_map(
    fh: int,
    fw: int,
    src: tuple[int, int],
    profile: Heldout22Profile | Heldout23Profile,
    tilt: float,
    barrel: float = 0.0,
) -> tuple[np.ndarray, np.ndarray]:
    """Where each pixel of an (fh x fw) frame comes from on the sheet (its ``src`` (h, w)
    pixels): the sheet ``fill`` of the frame's height, placed by ``offset`` within the
    slack its turned box leaves, turned ``tilt`` degrees, its top ``keystone`` narrower,
    seen through a lens with ``barrel`` distortion (the frame's corners show the scene
    from farther out; heldout23's document camera)."""
    h, w = src
    sh_ = fh * profile.fill
    sw_ = sh_ * w / h
    t = np.deg2rad(tilt)
    c, s = float(np.cos(t)), float(np.sin(t))
    bw, bh = sw_ * abs(c) + sh_ * abs(s), sh_ * abs(c) + sw_ * abs(s)
    cx = fw / 2 + profile.offset[0] * max(0.0, fw - bw) / 2
    cy = fh / 2 + profile.offset[1] * max(0.0, fh - bh) / 2
    quad = []
    for u, v in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        kx = 1 - profile.keystone * (1 - v) / 2
        x, y = u * kx * sw_ / 2, v * sh_ / 2
        quad.append((cx + x * c - y * s, cy + x * s + y * c))
    a0, b0, c0, d0, e0, f0, g0, h0 = _perspective_coefficients(
        quad, [(0, 0), (w, 0), (w, h), (0, h)]
    )
    fy, fx = np.mgrid[0:fh, 0:fw].astype(np.float32)
    if barrel:
        r2 = ((fx - fw / 2) ** 2 + (fy - fh / 2) ** 2) / ((fw / 2) ** 2 + (fh / 2) ** 2)
        k = 1 + barrel * r2
        fx = fw / 2 + (fx - fw / 2) * k
        fy = fh / 2 + (fy - fh / 2) * k
        del r2, k
    den = g0 * fx + h0 * fy + 1
    sx = (a0 * fx + b0 * fy + c0) / den
    sy = (d0 * fx + e0 * fy + f0) / den
    return sx.astype(np.float32), sy.astype(np.float32)


# ---- thermal


def _h22_thermal_dots(lum: np.ndarray, profile: Heldout22Profile) -> np.ndarray:
    """The thermal head's dots (0 or its density, on the head's grid): the app's grey
    curve and ordered dither, dead elements, the head's weak end, the battery's sag on
    rows full of black and the head's heat after them."""
    h, w = lum.shape
    hd = profile.head_dpi
    gw, gh = max(1, round(w * hd / profile.dpi)), max(1, round(h * hd / profile.dpi))
    grid = np.asarray(
        Image.fromarray(np.clip(lum, 0, 255).astype(np.uint8), "L").resize(
            (gw, gh), Image.Resampling.BOX
        ),
        dtype=np.float32,
    )
    lo, hi = profile.curve
    dark = np.clip((hi - grid) / max(1.0, hi - lo), 0.0, 1.0)
    bayer = np.tile(_H22_BAYER, (gh // 8 + 1, gw // 8 + 1))[:gh, :gw]
    dots = (dark > bayer).astype(np.float32)
    del grid, dark, bayer
    for share in profile.dead:
        dots[:, min(gw - 1, int(share * gw))] = 0.0
    across = np.linspace(0.0, 1.0, gw, dtype=np.float32)
    across = across if profile.head_side > 0 else across[::-1]
    head = 1 - profile.head_fade * across**1.5
    load = dots.mean(axis=1)
    after = np.zeros_like(load)
    keep = float(np.exp(-1.0 / max(1.0, 3.0 * hd / 25.4)))  # about 3 mm of memory
    acc = 0.0
    for i, v in enumerate(load):
        after[i] = acc
        acc = acc * keep + v * (1 - keep)
    rows = 1 - profile.sag * np.clip(load / 0.5, 0, 1) + profile.heat * np.clip(after / 0.3, 0, 1)
    return dots * profile.density * head[None, :] * rows[:, None]


def _h22_thermal(
    arr: np.ndarray,
    profile: Heldout22Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page printed by the portable thermal printer (dots laid on the scan's grid with
    the feed's error and slips), the thermal paper's fog and scuffs, the roll's curl;
    then scanned."""
    from PIL import ImageDraw

    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    mm = profile.dpi / 25.4
    dots = _h22_thermal_dots(_h19_luma(arr), profile)
    gh, gw = dots.shape
    step = profile.head_dpi / profile.dpi  # head dots per scan pixel
    # The feed: a slow wander of a fraction of a dot, and slips that leave blank rows.
    y = np.arange(h, dtype=np.float32)
    wander = profile.feed * (2 * _low_field(snrng, h, 1, max(4, round(20 * mm)))[:, 0] - 1)
    gap = np.zeros(h, dtype=bool)
    shift = np.zeros(h, dtype=np.float32)
    for _ in range(profile.slips):
        at = int(snrng.integers(0, h))
        width = max(1, round(snrng.uniform(0.06, 0.12) * mm))
        gap[at : at + width] = True
        shift[at:] += width
    rows = np.clip(((y - shift + 0.5) * step + wander).astype(np.int64), 0, gh - 1)
    cols = np.clip(((np.arange(w) + 0.5) * step).astype(np.int64), 0, gw - 1)
    cov = dots[rows][:, cols]
    cov[gap] = 0.0
    del dots
    if profile.patches > 0:
        # Fingers' grease and a PVC sleeve's plasticiser fade the image in soft patches.
        spot = np.clip((_low_field(snrng, h, w, max(6, round(25 * mm))) - 0.55) / 0.25, 0, 1)
        cov *= 1 - profile.patches * spot
        del spot
    cov = np.clip(_h20_blur(cov, 0.3 / step), 0.0, 1.0)
    # The sheet: near white, fogged grey unevenly, scuffed by friction.
    fog = profile.fog * (0.5 + _low_field(snrng, h, w, max(8, w // 5)))
    marks = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(marks)
    for _ in range(profile.scuffs):
        x0, y0 = snrng.uniform(0, w), snrng.uniform(0, h)
        a = snrng.uniform(0, np.pi)
        length = snrng.uniform(20, 90) * mm
        bend = snrng.uniform(-0.4, 0.4)
        pts = []
        for k in range(12):
            t = k / 11
            ang = a + bend * t
            pts.append((x0 + np.cos(ang) * length * t, y0 + np.sin(ang) * length * t))
        draw.line(pts, fill=255, width=max(1, round(snrng.uniform(0.15, 0.5) * mm)))
    scuff = np.asarray(marks.filter(ImageFilter.GaussianBlur(0.4 * mm / 4 + 0.3)), np.float32)
    scuff *= profile.scuff / 255.0
    del marks, draw
    dark = np.clip(cov + fog + scuff * (1 - cov), 0.0, 1.0)
    del cov, fog, scuff
    ink = np.array(profile.ink, dtype=np.float32)
    paper = np.array((profile.paper - 1, profile.paper, profile.paper + 2), dtype=np.float32)
    out = paper[None, None, :] + (ink - paper)[None, None, :] * dark[..., None]
    del dark
    if grey:
        out = _h19_luma(out)
    elif tint is not None:
        out *= tint
    # The roll's curl: the top and bottom bands off the glass, soft and shaded.
    band = max(1.0, profile.curl_mm * mm)
    yy = np.arange(h, dtype=np.float32)
    lift = np.clip(1 - np.minimum(yy, h - 1 - yy) / band, 0.0, 1.0) ** 2
    soft = np.asarray(_to_image(out).filter(ImageFilter.GaussianBlur(0.12 * mm)), np.float32)
    lift_ = lift[:, None, None] if out.ndim == 3 else lift[:, None]
    out = (out + (soft - out) * lift_) * (1 - 0.1 * lift_)
    del soft
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- photoprint


def _h22_screen(cover: np.ndarray, profile: Heldout22Profile) -> np.ndarray:
    """A mono laser's clustered-dot screen of ``cover`` (toner share, 0 to 1) on a grid of
    about 600 dots an inch, each scan pixel the mean reflectance of its printer dots."""
    h, w = cover.shape
    f = max(2, round(600 / profile.dpi))
    mm = profile.dpi / 25.4
    period = 25.4 / profile.lpi
    cover = np.clip(cover + profile.dot_gain * 4 * cover * (1 - cover), 0.0, 1.0)
    xs = ((np.arange(w * f, dtype=np.float32) + 0.5) / f) / mm
    out = np.empty((h, w), dtype=np.float32)
    strip = 48
    for y0 in range(0, h, strip):
        y1 = min(h, y0 + strip)
        lo, hi = max(0, y0 - 1), min(h, y1 + 1)  # a row either side for the interpolation
        ys = ((np.arange(lo * f, hi * f, dtype=np.float32) + 0.5) / f) / mm
        big = _h12_resize(cover[lo:hi], (w * f, (hi - lo) * f), Image.Resampling.BILINEAR)
        dots = big > _h19_screen(xs, ys, profile.screen_angle, period)
        dots = dots[(y0 - lo) * f : (y1 - lo) * f]
        out[y0:y1] = 1 - 0.95 * dots.reshape(y1 - y0, f, w, f).mean(axis=(1, 3))
    return out


def _h22_photoprint(
    arr: np.ndarray,
    profile: Heldout22Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The phone's photo of the sheet on a table, printed filling the page on a mono
    laser, then scanned."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    grey = arr.ndim == 2 or profile.grey
    mm = profile.dpi / 25.4
    m = max(1, round(profile.margin_mm * mm))
    ah, aw = max(8, h - 2 * m), max(8, w - 2 * m)
    # The photo (3:4) scaled to the printable height, its sides cut to the printable width.
    sx, sy = _h22_frame_map(ah, aw, (h, w), profile, tilt)
    sheet = _h21_sample(_h19_luma(arr) / 255.0, sx, sy, -1.0)
    on = (sheet >= 0).astype(np.float32)
    on = np.asarray(_to_image(on * 255).filter(ImageFilter.GaussianBlur(0.8)), np.float32) / 255
    del sx, sy
    desk = profile.desk / 255.0 * (0.85 + 0.3 * _low_field(snrng, ah, aw, max(6, aw // 12)))
    scene = np.maximum(sheet, 0.0) * on + desk * (1 - on)
    del sheet, on, desk
    # The light: a gradient across the frame and the phone's soft shadow.
    fy, fx = np.mgrid[0:ah, 0:aw].astype(np.float32)
    light = 1 + profile.light[0] * (fx / aw - 0.5) + profile.light[1] * (fy / ah - 0.5)
    if profile.shadow > 0:
        d = np.hypot(fx / aw - profile.shadow_at[0], (fy / ah - profile.shadow_at[1]) * 1.4)
        light *= 1 - profile.shadow * np.clip(1.5 - d / 0.18, 0.0, 1.0) ** 2
        del d
    del fx, fy
    photo = profile.lift + (1 - profile.lift) * scene * light * profile.exposure
    del scene, light
    # The phone's lens and sharpening.
    soft = _h20_blur(photo, 0.6)
    halo = _h20_blur(soft, 2.0)
    photo = soft + (soft - halo) * profile.sharpen / 100.0
    del soft, halo
    # The printout: white margins, the photo screened by the laser.
    cover = np.zeros((h, w), dtype=np.float32)
    cover[m : m + ah, m : m + aw] = np.clip(1 - photo, 0.0, 1.0)
    del photo
    refl = _h22_screen(cover, profile)
    del cover
    out = profile.black + refl * (profile.paper - profile.black)
    del refl
    if not grey:
        out = np.repeat(out[..., None], 3, axis=2)
        if tint is not None:
            out *= tint
    return _h20_scan(out, profile, tilt * 0.2, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- mouldy


def _h22_spots(
    h: int, w: int, profile: Heldout22Profile, snrng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """The foxing (rust-brown spots, 0 to ``fox``) and the mould (fine grey-black specks
    in colonies, 0 to ``mould``), each an (h, w) map of darkness."""
    mm = profile.dpi / 25.4
    fox = np.zeros((h, w), dtype=np.float32)
    centres = [(snrng.uniform(0.1, 0.9) * w, snrng.uniform(0.1, 0.9) * h)]
    centres += [
        (snrng.uniform(0.1, 0.9) * w, snrng.uniform(0.1, 0.9) * h)
        for _ in range(profile.fox_groups - 1)
    ]
    for k in range(profile.foxes):
        if k % 3 == 2:  # a third scattered over the sheet
            x, y = snrng.uniform(0, w), snrng.uniform(0, h)
        else:
            cx, cy = centres[k % len(centres)]
            x, y = snrng.normal(cx, 18 * mm), snrng.normal(cy, 18 * mm)
        r = float(np.clip(snrng.lognormal(np.log(0.45), 0.6), 0.15, 2.0)) * mm
        a = profile.fox * snrng.uniform(0.3, 1.0)
        pad = int(np.ceil(2.2 * r)) + 1
        x0, x1 = max(0, int(x) - pad), min(w, int(x) + pad + 1)
        y0, y1 = max(0, int(y) - pad), min(h, int(y) + pad + 1)
        if x0 >= x1 or y0 >= y1:
            continue
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        d = np.hypot((xx - x) / r, (yy - y) / (r * snrng.uniform(0.7, 1.3)))
        core = np.exp(-(d**2)) + 0.35 * np.exp(-(((d - 1.3) / 0.35) ** 2))
        fox[y0:y1, x0:x1] = np.maximum(fox[y0:y1, x0:x1], a * core / 1.05)
    fox = np.clip(fox * (0.75 + 0.5 * _low_field(snrng, h, w, max(3, round(1.5 * mm)))), 0, 1)
    fox = np.minimum(fox, profile.fox)
    mould = np.zeros(h * w, dtype=np.float32)
    haze = np.zeros((h, w), dtype=np.float32)
    for _ in range(profile.colonies):
        cx, cy = snrng.uniform(0.05, 0.95) * w, snrng.uniform(0.05, 0.95) * h
        radius = profile.mould_mm / 2 * mm * snrng.uniform(0.7, 1.3)
        # The colony's diffuse grey stain, a little past its specks.
        pad = int(np.ceil(1.6 * radius)) + 1
        x0, x1 = max(0, int(cx) - pad), min(w, int(cx) + pad + 1)
        y0, y1 = max(0, int(cy) - pad), min(h, int(cy) + pad + 1)
        if x0 < x1 and y0 < y1:
            yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
            d = np.hypot(xx - cx, (yy - cy) / 0.85) / radius
            haze[y0:y1, x0:x1] = np.maximum(haze[y0:y1, x0:x1], np.exp(-(d**4)))
        n = int(snrng.uniform(0.8, 1.6) * (radius / mm) ** 2 * 40)
        rim = snrng.random(n) < 0.55  # colonies grow outwards: their specks crowd the rim
        rr = np.where(rim, snrng.normal(0.85, 0.1, n), np.sqrt(snrng.random(n)) * 0.9) * radius
        ang = snrng.uniform(0, 2 * np.pi, n)
        xs = np.clip((cx + rr * np.cos(ang)).astype(np.int64), 0, w - 1)
        ys = np.clip((cy + rr * np.sin(ang) * 0.85).astype(np.int64), 0, h - 1)
        weight = snrng.uniform(0.4, 1.0, n) * max(1.0, mm / 4) ** 2
        mould += np.bincount(ys * w + xs, weights=weight, minlength=h * w).astype(np.float32)
    mould = mould.reshape(h, w)
    if profile.colonies:
        mould = np.clip(_h20_blur(mould, max(0.5, 0.05 * mm)) * 1.2, 0.0, 1.0)
        haze *= 0.6 + 0.8 * _low_field(snrng, h, w, max(3, round(2 * mm)))
        mould = np.minimum(mould + 0.22 * haze, 1.0) * profile.mould
    return fox, mould


def _h22_mouldy(
    arr: np.ndarray,
    profile: Heldout22Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The original after months in the damp: yellowed, browned at its edges, foxed and
    mouldy; then scanned."""
    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)  # type: ignore[arg-type]
    h, w = src.shape[:2]
    mm = profile.dpi / 25.4
    out = _h21_toned(src, profile, tint, grey)  # type: ignore[arg-type]
    del src
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    edge = np.minimum(np.minimum(ys, h - 1 - ys), np.minimum(xs, w - 1 - xs))
    edge = edge + 0.5 * profile.tan_mm * mm * (_low_field(snrng, h, w, max(6, round(6 * mm))) - 0.5)
    tanned = profile.tan * np.clip(1 - edge / max(1.0, profile.tan_mm * mm), 0.0, 1.0) ** 1.5
    yellow = profile.yellow * (0.7 + 0.6 * _low_field(snrng, h, w, max(8, w // 6)))
    del edge
    fox, mould = _h22_spots(h, w, profile, snrng)
    if out.ndim == 3:
        stain = (yellow + tanned)[..., None] * np.array((0.05, 0.3, 1.0), dtype=np.float32)
        stain += fox[..., None] * np.array((0.35, 0.65, 1.0), dtype=np.float32)
        out *= np.clip(1 - stain, 0.0, 1.0)
        del stain
        out *= 1 - mould[..., None] * np.array((0.92, 0.88, 0.9), dtype=np.float32)
    else:
        out *= np.clip(1 - 0.4 * (yellow + tanned) - 0.6 * fox, 0.0, 1.0)
        out *= 1 - 0.9 * mould
    del fox, mould, yellow, tanned
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- backlit


def _h22_window(
    h: int, w: int, profile: Heldout22Profile, snrng: np.random.Generator
) -> np.ndarray:
    """The window behind the sheet (h x w light, 1 the daylight): blown-out sky, a frame's
    bars, blinds or a sheer curtain's folds, out of focus."""
    ys = np.arange(h, dtype=np.float32)[:, None] / h
    xs = np.arange(w, dtype=np.float32)[None, :] / w
    light = 1.15 + 0.15 * (_low_field(snrng, h, w, max(8, w // 4)) - 0.5)
    if profile.window == "frame":
        bx, by = snrng.uniform(0.05, 0.95), snrng.uniform(0.05, 0.95)
        bar = (np.abs(xs - bx) < snrng.uniform(0.02, 0.04)) | (np.abs(ys - by) < 0.02)
        light = np.where(bar, snrng.uniform(0.15, 0.3), light)
    elif profile.window == "blinds":
        period = snrng.uniform(0.035, 0.06)
        slat = ((ys / period) % 1.0) < snrng.uniform(0.6, 0.8)
        light = light * np.where(slat, snrng.uniform(0.55, 0.8), 1.0)
    else:
        folds = np.sin(2 * np.pi * xs / snrng.uniform(0.08, 0.16) + 3 * _low_field(snrng, 1, w, 8))
        light = light * (0.92 + 0.08 * folds)
    light = np.broadcast_to(light, (h, w)).astype(np.float32)
    return _h20_blur(light, max(2.0, 0.012 * h))


def _h22_hand(
    h: int,
    w: int,
    sx: np.ndarray,
    sy: np.ndarray,
    src: tuple[int, int],
    margin: float,
    profile: Heldout22Profile,
    snrng: np.random.Generator,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The hand holding the sheet at its ``grip`` edge, as masks (0 to 1) on the frame: the
    fingers behind the sheet (seen through it), the thumb over its margin (never past
    ``margin``, in sheet pixels) and the palm outside it. Drawn on the sheet's own
    coordinates (``sx``, ``sy``) so that they follow its perspective."""
    sh, sw = src
    smm = sh / A4_MM[1]  # sheet pixels per mm
    # The hand in the sheet's coordinates: u across the grip edge (inwards), v along it.
    if profile.grip == "left":
        u, v, along = sx, sy, sh
    elif profile.grip == "right":
        u, v, along = sw - sx, sy, sh
    else:
        u, v, along = sy, sx, sw
    at = profile.grip_at * along
    reach = snrng.uniform(25.0, 45.0) * smm
    behind = np.zeros((h, w), dtype=np.float32)
    for k in range(4):
        centre = at + (k - 1.5) * 17 * smm
        half = 7.5 * smm * snrng.uniform(0.9, 1.1)
        length = reach * (1.0 - 0.15 * abs(k - 1.5))
        d = ((u - length / 2) / (length / 2)) ** 2 + ((v - centre) / half) ** 2
        behind = np.maximum(behind, np.clip(1.5 - d, 0.0, 1.0))
    thumb_in = min(snrng.uniform(8.0, 14.0) * smm, 0.8 * margin)
    tl, th = 16 * smm, 10 * smm  # the thumb's half length (inwards) and half width
    d = ((u - thumb_in + tl) / tl) ** 2 + ((v - at - 4 * smm) / th) ** 2
    thumb = np.clip((1 - d) * 8, 0.0, 1.0)
    d = ((u + 70 * smm) / (80 * smm)) ** 2 + ((v - at) / (40 * smm)) ** 2  # towards the wrist
    palm = np.clip((1 - d) * 4, 0.0, 1.0)
    # Seen through the paper, the fingers and the palm are soft (3 mm on the frame).
    behind = _h20_blur(np.maximum(behind, palm), 3.0 * smm * profile.fill)
    return behind, thumb, palm


def _h22_backlit(
    arr: np.ndarray,
    profile: Heldout22Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The page (RGB, 0 to 255 as printed) held up in front of the window and
    photographed: the room's light on it and the daylight through it, the hand, the
    window's bloom, the phone's HDR, noise and sharpening."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    margins = _empty_margins(_h19_luma(arr), 200.0)
    sx, sy = _h22_frame_map(h, w, (h, w), profile, tilt)
    # The bow: the sheet bends back a little away from the hand.
    if profile.grip == "top":
        far = np.clip(sy / h, 0, 1)
        across = 2 * sx / w - 1
        sx = sx + profile.bow * w * across**3 * far
        sy = sy + profile.bow * h * across**2 * far
        del across
    else:
        far = np.clip(sx / w if profile.grip == "left" else 1 - sx / w, 0, 1)
        sy = sy + profile.bow * h * (2 * sy / h - 1) ** 3 * far
        sx = sx + profile.bow * w * (2 * sy / h - 1) ** 2 * far * (
            1 if profile.grip == "left" else -1
        )
    del far
    refl = np.clip(arr / 255.0, 0.0, 1.0)
    sheet = _h21_sample(refl, sx, sy, -1.0)
    on = (sheet[..., 0] >= 0).astype(np.float32)
    on = np.asarray(_to_image(on * 255).filter(ImageFilter.GaussianBlur(0.8)), np.float32) / 255
    sheet = np.maximum(sheet, 0.0)
    margin = float(margins[profile.grip])
    behind, thumb, palm = _h22_hand(h, w, sx, sy, (h, w), margin, profile, snrng)
    del sx, sy
    # The paper's formation: clouds a few mm across, seen in the light through it.
    mm_f = h * profile.fill / A4_MM[1]
    form = 1 + profile.formation * 2 * (_low_field(snrng, h, w, max(3, round(3 * mm_f))) - 0.5)
    form += profile.formation * (_low_field(snrng, h, w, max(2, round(1 * mm_f))) - 0.5)
    room = np.array(profile.room, dtype=np.float32)
    day = np.array(profile.daylight, dtype=np.float32)
    paper_tint = np.array((1.0, 0.97, 0.9), dtype=np.float32)
    trans = (profile.through * form * (1 - profile.fingers * behind))[..., None]
    face = profile.front * room * sheet + trans * day * paper_tint * sheet**1.5
    del form, trans, behind
    skin = np.array(profile.skin, dtype=np.float32) / 255.0
    window = _h22_window(h, w, profile, snrng)[..., None] * day
    back = window * (1 - palm[..., None]) + (skin * profile.front * 0.7 * room) * palm[..., None]
    frame = face * on[..., None] + back * (1 - on[..., None])
    del face, back, on, palm
    frame = frame * (1 - thumb[..., None]) + (skin * profile.front * 1.1 * room) * thumb[..., None]
    del thumb
    # The window's glare spilling over the sheet's edges, then the phone's HDR.
    bright = np.clip(window[..., 0] - 0.9, 0.0, None)
    glow = _h20_blur(bright, max(2.0, 0.01 * h)) * profile.bloom
    frame += glow[..., None] * day
    del bright, glow, window
    luma = _h19_luma(frame)
    sw_, sh_ = max(2, w // 8), max(2, h // 8)
    base = np.asarray(
        Image.fromarray(luma, "F").resize((sw_, sh_), Image.Resampling.BOX), dtype=np.float32
    )
    base = _h20_blur(base, max(1.5, sh_ / 30))
    base = _h12_resize(base, (w, h), Image.Resampling.BILINEAR)
    gain = np.clip((0.62 / np.maximum(base, 0.05)) ** profile.hdr, 0.7, 1.9)
    frame *= gain[..., None]
    del luma, base, gain
    frame = 255.0 * np.clip(frame, 0.0, 1.0) ** (1 / 1.1)

    def developed(img: Image.Image) -> Image.Image:
        return img.filter(ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=3))

    return _camera_finish(frame, profile, nrng, developed=developed)  # type: ignore[arg-type]


_H22_SCANS = {"thermal": _h22_thermal, "photoprint": _h22_photoprint, "mouldy": _h22_mouldy}


def degrade_heldout22(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout22Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout22 scanner look (``Heldout22Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the phone's picture comes out in colour,
    the scans in grey when the profile or the page is grey.
    """
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = _h20_tilt(angle, profile)  # type: ignore[arg-type]
    if profile.look == "backlit":
        arr = np.array(image.convert("RGB"), dtype=np.float32)
        return _h22_backlit(arr, profile, tilt, side, nrng)
    arr = np.asarray(image, dtype=np.float32)
    return _H22_SCANS[profile.look](arr, profile, tilt, tint, gradient, side, nrng, profile.noise)


def finish_heldout22(
    sheet: Image.Image, profile: Heldout22Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout22 scanner: through the thermal printer's paper,
    photographed and printed, or kept in the damp, scanned; or held up to the window."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    tilt = _h20_tilt(side.uniform(-2.0, 2.0), profile)  # type: ignore[arg-type]
    if profile.look == "backlit":
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - 250.0  # keeps the sheet's specks and edge line
        return _h22_backlit(arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    scan_ = _H22_SCANS[profile.look]
    return scan_(arr, profile, tilt, None, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout23 scanner profile


@dataclass(frozen=True)
class Heldout23Profile:
    """The twenty-third held-out slice's scanners: a handheld wand scanner swiped down the
    page in strips, a phone photo forwarded several times through a messaging app, the
    document camera at the secretariat's counter, and a colour copy from a home inkjet
    multifunction with clogged nozzles, scanned.

    Each file comes through one ``look``. "wand": a handheld wand scanner swiped down the
    sheet by hand in two or three vertical strips and stitched by its software, 200 to 300
    dpi: each later strip a few px lower or higher than the one before it (``seam_dy``), a px
    or two apart or overlapping (``seam_dx``), its own slight angle and exposure, a thin line
    at each seam; the hand's uneven speed stretching and squeezing rows (a smooth speed
    profile common to the strips, the stitcher's residual a px or two apart on each), a
    faint lateral wobble, the wand's light weaker at a strip's ends and its rollers' grey
    drag tracks a few mm inside each strip's edges. "forward": phone photos (the ``photo``
    path always) of the sheet on a table, forwarded three to five times through a messaging
    app: the table round the sheet, a tilt and keystone, uneven light, the phone's
    sharpening, the frame 1280 to 1600 px high (110 to 137 dpi on A4), each forward a JPEG at
    quality 55 to 80 with 4:2:0 chroma, some of them at 85 to 98 % of the size and brought
    back (blocks and ringing piling up), the colours washed and the blacks lifted.
    "visualizer": the document camera on the counter, looking straight down: a frame 1920
    or 2592 px high (the capture window cut to the page's proportions), the sheet 64 to 93
    % of its height (140 to 190 dpi on the sheet), laid by hand (a tilt up to 3 degrees),
    the counter's colour round it, a slight barrel distortion, the fixed focus softer
    towards the corners, the LED ring's reflection as one or two bright soft spots washing
    the print, the camera arm's soft shadow across part of the frame, the LEDs' fall-off,
    sharpening. "inkjet": a colour copy on a home inkjet multifunction whose nozzles are
    partly clogged, scanned at 200 to 300 dpi: the copy's inks (black with some colour laid
    under it), one colour ink weak (a cast in greys and colours), dot gain and feathering,
    fine white lines across the print where nozzles failed, at a few fixed places in each of
    the head's passes and every few px in the bands where the head was worse.
    Only the heldout23 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "wand"  # wand | forward | visualizer | inkjet
    jpeg_quality: int = 70
    paper: int = 240
    black: float = 20.0
    noise: float = 2.0
    blur: float = 0.5
    threshold: int = 128  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (the wand and inkjet scans)
    skew: float = 0.4  # share of the drawn skew the sheet keeps
    max_tilt: float = 1.0  # degrees, whatever the drawn skew
    # wand
    seam_at: tuple[float, ...] = (0.5,)  # the seams, shares of the width (strips: one more)
    seam_dy: tuple[float, ...] = (3.0,)  # each later strip's offset down from the one before, px
    seam_dx: tuple[float, ...] = (1.0,)  # gap (+) or overlap (-) at each seam, px
    strip_angle: tuple[float, ...] = (0.0, 0.3)  # each strip's own angle, degrees
    strip_gain: tuple[float, ...] = (1.0, 0.97)  # each strip's exposure
    speed: float = 0.05  # the hand's speed's swing, share of its mean
    speed_mm: float = 60.0  # its bumps' spacing down the page
    residual: float = 1.0  # the stitcher's residual misfit along a seam, px
    wobble: float = 1.5  # lateral wobble, px
    seam_line: float = 0.12  # the seam's line darkness (negative: lighter)
    drag: float = 0.06  # the rollers' tracks' darkness
    drag_mm: float = 4.0  # their distance inside a strip's edges
    led: float = 0.05  # the wand's light weaker at a strip's ends
    # forward and visualizer: the sheet in the frame
    fill: float = 0.85  # the sheet's height, share of the frame's
    offset: tuple[float, float] = (0.0, 0.0)  # the sheet's centre off the frame's, share of slack
    keystone: float = 0.0
    desk: tuple[int, int, int] = (120, 100, 80)  # the table or counter round the sheet
    light: tuple[float, float] = (0.1, -0.1)  # the light's gradient across the frame
    exposure: float = 0.9  # the paper's level in the frame
    sharpen: int = 60
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # the camera file's JPEG round trips (visualizer)
    # forward
    passes: tuple[tuple[int, float], ...] = ()  # each forward before the file's: (quality, scale)
    wash: float = 0.2  # saturation lost
    lift: float = 0.05  # the blacks lifted
    # visualizer
    barrel: float = 0.02
    soft: float = 1.5  # the blur at the frame's corners, px
    vignette: float = 0.1
    # The LED ring's reflections: (x, y, radius, strength), shares of the frame (the radius of
    # its height); a spot's core washes the print towards white.
    spots: tuple[tuple[float, float, float, float], ...] = ()
    arm: float = 0.0  # the arm's shadow's darkness
    arm_at: tuple[float, float, float, float] = (0.7, 10.0, 0.08, 0.5)  # x, angle, width, reach
    # inkjet
    weak: int = 2  # the weak ink: 0 cyan, 1 magenta, 2 yellow
    weak_by: float = 0.4
    rich: float = 0.4  # colour laid under the black
    head_mm: float = 6.0  # a pass's height
    clogged_k: tuple[float, ...] = ()  # the black head's dead nozzles, shares of a pass
    clogged_c: tuple[float, ...] = ()  # the colour head's
    bands: tuple[tuple[float, float], ...] = ()  # where the head was worse: (top, bottom) shares
    band_step: float = 4.0  # lines every this many px in those bands
    line_loss: float = 0.75  # the ink a dead nozzle's line loses
    gain: float = 0.12  # dot gain
    feather: float = 0.5  # px


_H23_DESKS = (
    (128, 96, 66),  # wood
    (92, 92, 96),  # grey laminate
    (168, 156, 136),  # beige formica
    (54, 92, 66),  # a green cutting mat
    (38, 38, 42),  # black mat
    (196, 190, 178),  # light counter
)
_H23_FRAMES = (1920, 2592)  # the document camera's frame height (its long side)


def heldout23_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout23Profile:
    """One file's heldout23 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "forward"
    elif kind == "tiff":
        look = side.choice(("wand", "inkjet"))
    else:
        look = side.choices(("wand", "visualizer", "inkjet"), weights=(34, 33, 33))[0]
    if look in ("wand", "inkjet"):
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        paper = side.randrange(232, 250)
        base = dict(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(55, 86),
            paper=paper,
            black=side.uniform(14.0, 28.0),
            noise=side.uniform(1.0, 2.4),
            blur=side.uniform(0.4, 0.65) * dpi / 250,
            grey=side.random() < (0.35 if look == "wand" else 0.15),
            skew=side.uniform(0.1, 0.5),
            threshold=round(0.6 * paper),
        )
    if look == "wand":
        strips = side.choice((2, 2, 3))
        seams = tuple((k + 1) / strips + side.uniform(-0.04, 0.04) for k in range(strips - 1))
        return Heldout23Profile(
            **base,
            max_tilt=1.5,
            seam_at=seams,
            seam_dy=tuple(side.uniform(1.5, 6.0) * side.choice((-1, 1)) for _ in seams),
            seam_dx=tuple(side.uniform(-2.0, 2.0) for _ in seams),
            strip_angle=tuple(side.uniform(-0.4, 0.4) for _ in range(strips)),
            strip_gain=tuple(side.uniform(0.95, 1.04) for _ in range(strips)),
            speed=side.uniform(0.02, 0.07),
            speed_mm=side.uniform(30.0, 90.0),
            residual=side.uniform(0.5, 2.0),
            wobble=side.uniform(0.5, 2.5) * dpi / 250,
            seam_line=side.uniform(0.06, 0.2) * side.choice((1, 1, -1)),
            drag=side.uniform(0.03, 0.08),
            drag_mm=side.uniform(2.5, 6.0),
            led=side.uniform(0.02, 0.07),
        )
    if look == "inkjet":
        return Heldout23Profile(
            **base,
            weak=side.randrange(3),
            weak_by=side.uniform(0.25, 0.6),
            rich=side.uniform(0.25, 0.55),
            head_mm=side.uniform(3.4, 8.5),
            clogged_k=tuple(side.random() for _ in range(side.randrange(1, 5))),
            clogged_c=tuple(side.random() for _ in range(side.randrange(0, 5))),
            bands=tuple(
                (top, min(1.0, top + side.uniform(0.04, 0.2)))
                for top in (side.uniform(0.0, 0.9) for _ in range(side.randrange(1, 4)))
            ),
            band_step=side.uniform(2.5, 6.0),
            line_loss=side.uniform(0.55, 0.9),
            gain=side.uniform(0.05, 0.2),
            feather=side.uniform(0.3, 0.8) * dpi / 250,
        )
    if look == "visualizer":
        height = 2592 if small else side.choice(_H23_FRAMES)
        # The sheet at 140 to 190 dpi (small print 170 or more).
        lo, hi = (0.86, 0.93) if height == 1920 else ((0.78 if small else 0.64), 0.86)
        quality = side.randrange(70, 93)
        return Heldout23Profile(
            dpi=round(height / _H14_A4_IN),
            look=look,
            jpeg_quality=quality,
            paper=side.randrange(225, 245),
            noise=side.uniform(1.5, 3.5),
            blur=side.uniform(0.4, 0.7) * height / 2000,
            skew=side.uniform(0.5, 1.0),
            max_tilt=3.0,
            threshold=round(0.55 * 235),
            fill=side.uniform(lo, hi),
            offset=(side.uniform(-0.6, 0.6), side.uniform(-0.6, 0.6)),
            keystone=side.uniform(0.0, 0.01),
            desk=side.choice(_H23_DESKS),
            light=(side.uniform(-0.12, 0.12), side.uniform(-0.12, 0.12)),
            exposure=side.uniform(0.82, 0.95),
            sharpen=side.randrange(40, 130),
            chroma_noise=side.uniform(1.0, 3.0),
            encodes=(quality,) if kind == "png" else (),
            barrel=side.uniform(0.02, 0.08),
            soft=side.uniform(1.0, 2.5) * height / 2000,
            vignette=side.uniform(0.05, 0.2),
            spots=tuple(
                (
                    side.uniform(0.3, 0.7),
                    side.uniform(0.3, 0.7),
                    side.uniform(0.04, 0.1),
                    side.uniform(0.3, 0.55),
                )
                for _ in range(side.choice((1, 1, 2)))
            ),
            arm=side.uniform(0.15, 0.35) if side.random() < 0.8 else 0.0,
            arm_at=(
                side.uniform(0.15, 0.85),
                side.uniform(-25.0, 25.0),
                side.uniform(0.08, 0.18),
                side.uniform(0.3, 0.6),
            ),
        )
    long_px = side.randrange(1440 if small else 1280, 1601)
    forwards = side.randrange(3, 6)
    qualities = [side.randrange(55, 81) for _ in range(forwards)]
    scales = [1.0 if side.random() < 0.5 else side.uniform(0.85, 0.98) for _ in range(forwards)]
    scales[-1] = 1.0  # the last forward at the file's size
    # The file's own JPEG (or PDF) save is the last forward; a PNG keeps them all.
    kept = forwards if kind not in ("jpeg", "scan_pdf") else forwards - 1
    return Heldout23Profile(
        dpi=round(long_px / _H14_A4_IN),
        look=look,
        jpeg_quality=qualities[-1],
        paper=side.randrange(225, 245),
        noise=side.uniform(1.5, 3.0),
        blur=side.uniform(0.4, 0.6),
        skew=side.uniform(0.5, 1.0),
        max_tilt=3.0,
        threshold=round(0.55 * 235),
        fill=side.uniform(0.78, 0.92),
        offset=(side.uniform(-0.5, 0.5), side.uniform(-0.5, 0.5)),
        keystone=side.uniform(0.0, 0.06),
        desk=side.choice(_H23_DESKS),
        light=(side.uniform(-0.25, 0.25), side.uniform(-0.25, 0.25)),
        exposure=side.uniform(0.78, 0.92),
        sharpen=side.randrange(40, 110),
        chroma_noise=side.uniform(1.0, 3.0),
        passes=tuple(zip(qualities[:kept], scales[:kept], strict=True)),
        wash=side.uniform(0.1, 0.35),
        lift=side.uniform(0.03, 0.08),
    )


def _h23_field1(snrng: np.random.Generator, n: int, cell: float) -> np.ndarray:
    """A smooth random 1-D profile of ``n`` values in [-1, 1], bumps ``cell`` apart."""
    return 2 * _low_field(snrng, n, 1, max(2, round(cell)))[:, 0] - 1


def _h23_scene(
    arr: np.ndarray,
    profile: Heldout23Profile,
    tilt: float,
    snrng: np.random.Generator,
    barrel: float = 0.0,
) -> tuple[np.ndarray, np.ndarray]:
    """The sheet (RGB, 0 to 255 as printed) lying on the table or counter, seen from
    above, as a linear frame (0 to 1) of the page's size, and the sheet's mask."""
    h, w = arr.shape[:2]
    sx, sy = _h22_frame_map(h, w, (h, w), profile, tilt, barrel)
    sheet = _h21_sample(np.clip(arr / 255.0, 0.0, 1.0), sx, sy, -1.0)
    del sx, sy
    on = (sheet[..., 0] >= 0).astype(np.float32)
    on = np.asarray(_to_image(on * 255).filter(ImageFilter.GaussianBlur(0.7)), np.float32) / 255
    sheet = np.maximum(sheet, 0.0)
    desk = np.array(profile.desk, dtype=np.float32) / 255.0
    grain = 0.88 + 0.24 * _low_field(snrng, h, w, max(4, w // 12))
    grain += 0.04 * (_low_field(snrng, h, w, 3) - 0.5)
    table = grain[..., None] * desk
    del grain
    frame = sheet * on[..., None] + table * (1 - on[..., None])
    del sheet, table
    return frame, on


def _h23_shadow_drop(h: int, w: int, on: np.ndarray, frame: np.ndarray) -> np.ndarray:
    """The sheet's thin shadow on the table just outside its edges."""
    halo = _h20_blur(on, max(1.0, 0.004 * h))
    return frame * (1 - 0.25 * np.clip(halo - on, 0.0, 1.0))[..., None]


# ---- wand


def _h23_wand(
    arr: np.ndarray,
    profile: Heldout23Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The sheet swiped in vertical strips with a handheld wand and stitched."""
    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)  # type: ignore[arg-type]
    out = _h21_toned(src, profile, tint, grey)  # type: ignore[arg-type]
    del src
    h, w = out.shape[:2]
    mm = profile.dpi / 25.4
    edges = [0] + [int(round(s * w)) for s in profile.seam_at] + [w]
    strips = len(edges) - 1
    ys = np.arange(h, dtype=np.float32)
    # The hand's speed down the page: rows squeezed where it went fast, stretched where
    # slow. The stitcher warps every strip onto the first, a px or two of misfit left.
    speed = 1 + profile.speed * _h23_field1(snrng, h, profile.speed_mm * mm)
    common = np.cumsum(speed) - speed[0]
    common *= (h - 1) / max(1.0, float(common[-1]))
    del speed
    t = float(np.sin(np.deg2rad(tilt)))
    sx = np.empty((h, w), dtype=np.float32)
    sy = np.empty((h, w), dtype=np.float32)
    dy = dx = 0.0
    gain = np.ones(w, dtype=np.float32)
    for k in range(strips):
        x0, x1 = edges[k], edges[k + 1]
        if x1 <= x0:
            continue
        if k:
            dy += profile.seam_dy[k - 1]
            dx += profile.seam_dx[k - 1]
        a = float(np.sin(np.deg2rad(profile.strip_angle[k % len(profile.strip_angle)])))
        cx = (x0 + x1) / 2
        xs = np.arange(x0, x1, dtype=np.float32)[None, :]
        rows = common + profile.residual * _h23_field1(snrng, h, 25 * mm) - dy
        wob = profile.wobble * _h23_field1(snrng, h, 30 * mm)
        sy[:, x0:x1] = rows[:, None] + (xs - cx) * a + (xs - w / 2) * t
        sx[:, x0:x1] = xs + dx + wob[:, None] - (ys[:, None] - h / 2) * (a + t)
        # The strip's exposure, its light weaker towards the wand's ends.
        across = (xs[0] - cx) / max(1.0, (x1 - x0) / 2)
        g = profile.strip_gain[k % len(profile.strip_gain)]
        gain[x0:x1] = g * (1 - profile.led * across**4)
    out = _h21_sample(out, sx, sy, float(profile.paper))
    del sx, sy
    # The rollers' tracks a few mm inside each strip's edges, pressed unevenly.
    track = np.zeros((h, w), dtype=np.float32)
    xs = np.arange(w, dtype=np.float32)[None, :]
    for k in range(strips):
        for at in (edges[k] + profile.drag_mm * mm, edges[k + 1] - profile.drag_mm * mm):
            press = 0.4 + 0.6 * _low_field(snrng, h, 1, max(3, round(15 * mm)))
            band = np.exp(-(((xs - at) / (0.8 * mm)) ** 2))
            track = np.maximum(track, press * band)
    shade = gain[None, :] * (1 - profile.drag * track)
    del track
    for e in edges[1:-1]:
        shade[:, max(0, e - 1) : e + 1] *= 1 - profile.seam_line
    out = out * (shade[..., None] if out.ndim == 3 else shade)
    del shade
    return _h20_scan(out, profile, 0.0, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- forward


def _h23_forward(
    arr: np.ndarray,
    profile: Heldout23Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The phone's photo of the sheet on a table, forwarded and re-encoded again and again."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    frame, on = _h23_scene(arr, profile, tilt, snrng)
    frame = _h23_shadow_drop(h, w, on, frame)
    del on
    fy = np.linspace(-0.5, 0.5, h, dtype=np.float32)[:, None]
    fx = np.linspace(-0.5, 0.5, w, dtype=np.float32)[None, :]
    light = 1 + profile.light[0] * fx + profile.light[1] * fy
    frame *= (light * profile.exposure)[..., None]
    del light
    frame = 255.0 * np.clip(frame, 0.0, 1.0) ** (1 / 1.1)
    frame += nrng.standard_normal((h, w, 1), dtype=np.float32) * profile.noise
    ch, cw = max(2, h // 3), max(2, w // 3)
    chroma = nrng.standard_normal((ch, cw, 3), dtype=np.float32) * profile.chroma_noise
    frame += _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
    del chroma
    # The messaging app's compression washes the colours and lifts the blacks.
    luma = _h19_luma(frame)[..., None]
    frame = luma + (1 - profile.wash) * (frame - luma)
    frame = 255 * profile.lift + (1 - profile.lift) * frame
    del luma
    img = _to_image(frame).filter(ImageFilter.GaussianBlur(profile.blur))
    img = img.filter(ImageFilter.UnsharpMask(radius=1.5, percent=profile.sharpen, threshold=2))
    for quality, scale in profile.passes:
        size = (max(8, round(w * scale)), max(8, round(h * scale)))
        if size != img.size:
            img = img.resize(size, Image.Resampling.BICUBIC)
        img = _h11_jpeg(img, quality)
    if img.size != (w, h):
        img = img.resize((w, h), Image.Resampling.BICUBIC)
    return img


# ---- visualizer


def _h23_visualizer(
    arr: np.ndarray,
    profile: Heldout23Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The counter's document camera looking down at the sheet."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    frame, on = _h23_scene(arr, profile, tilt, snrng, profile.barrel)
    frame = _h23_shadow_drop(h, w, on, frame)
    del on
    fy = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None]
    fx = np.linspace(0.0, 1.0, w, dtype=np.float32)[None, :]
    r2 = ((fx - 0.5) ** 2 + (fy - 0.5) ** 2) / 0.5
    # The fixed focus: sharp in the middle, softer towards the corners.
    if profile.soft > 0.05:
        soft = np.stack([_h20_blur(frame[..., c], profile.soft) for c in range(3)], axis=2)
        mix = np.clip(r2 / 0.5, 0.0, 1.0) ** 1.2
        frame += (soft - frame) * mix[..., None]
        del soft, mix
    # The LEDs: fall-off towards the corners, a gradient, the ring's reflections.
    light = (1 - profile.vignette * r2) * (
        1 + profile.light[0] * (fx - 0.5) + profile.light[1] * (fy - 0.5)
    )
    # The camera arm's soft shadow, from the frame's top edge towards the camera head.
    if profile.arm > 0:
        x0, angle, width, reach = profile.arm_at
        ax = x0 + (fy * h / w) * np.tan(np.deg2rad(angle))
        across = (fx - ax) / max(1e-3, width / 2)
        along = np.clip((reach - fy) / 0.1, 0.0, 1.0)
        light = light * (1 - profile.arm * np.exp(-(across**4)) * along)
        del ax, across, along
    frame *= (light * profile.exposure)[..., None]
    del light, r2
    for sx_, sy_, radius, strength in profile.spots:
        d2 = ((fx - sx_) * w / h) ** 2 + (fy - sy_) ** 2
        spot = strength * (
            0.6 * np.exp(-d2 / (2 * radius * radius)) + 0.4 * np.exp(-d2 / (0.32 * radius * radius))
        )
        frame = frame * (1 - spot[..., None]) + spot[..., None] * 1.02
        del d2, spot
    frame = 255.0 * np.clip(frame, 0.0, 1.0) ** (1 / 1.15)

    def developed(img: Image.Image) -> Image.Image:
        return img.filter(ImageFilter.UnsharpMask(radius=2.0, percent=profile.sharpen, threshold=2))

    return _camera_finish(frame, profile, nrng, developed=developed)  # type: ignore[arg-type]


# ---- inkjet

# Each ink's absorption in the scanner's red, green and blue: cyan, magenta, yellow, black.
_H23_INKS = np.array(
    ((0.85, 0.1, 0.05, 0.92), (0.2, 0.75, 0.05, 0.92), (0.05, 0.15, 0.8, 0.92)), dtype=np.float32
)


def _h23_nozzles(
    h: int, profile: Heldout23Profile, dead: tuple[float, ...], bad: bool
) -> np.ndarray:
    """The ink a head's row loses (0 to ``line_loss``) on each of ``h`` rows: its dead
    nozzles at the same place in every pass, and (``bad``) a line every few px in the
    bands where it was worse."""
    mm = profile.dpi / 25.4
    period = max(2.0, profile.head_mm * mm)
    ys = np.arange(h, dtype=np.float32)
    loss = np.zeros(h, dtype=np.float32)
    pos = ys % period
    for share in dead:
        loss = np.maximum(loss, np.clip(1 - np.abs(pos - share * period) / 0.7, 0.0, 1.0))
    if bad:
        step = max(2.0, profile.band_step)
        inband = np.zeros(h, dtype=bool)
        for top, bottom in profile.bands:
            inband |= (ys >= top * h) & (ys < bottom * h)
        line = np.clip(1 - np.abs((ys % step) - step / 2) / 0.6, 0.0, 1.0)
        loss = np.maximum(loss, np.where(inband, line, 0.0))
    return loss * profile.line_loss


def _h23_inkjet(
    arr: np.ndarray,
    profile: Heldout23Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The inkjet's colour copy of the page (clogged nozzles, a weak ink), scanned."""
    grey = arr.ndim == 2 or profile.grey
    rgb = arr if arr.ndim == 3 else np.repeat(arr[..., None], 3, axis=2)
    h, w = rgb.shape[:2]
    # The copier's own scan of the original: a little soft.
    refl = np.stack([_h20_blur(rgb[..., c] / 255.0, 0.5) for c in range(3)], axis=2)
    refl = np.clip(refl, 0.0, 1.0)
    # The copy's inks: the colours' own, greys mostly from the three colours (black ink
    # taking over towards black), some colour laid under the black.
    k0 = 1 - refl.max(axis=2)
    cmy = np.clip((1 - refl) - k0[..., None], 0.0, 1.0) / np.maximum(1 - k0, 0.05)[..., None]
    k = k0**2
    cmy = np.clip(cmy + (k0 - k + profile.rich * k)[..., None], 0.0, 1.0)
    del refl, k0
    cover = np.concatenate([cmy, k[..., None]], axis=2)
    del cmy, k
    cover[..., profile.weak] *= 1 - profile.weak_by
    # Dot gain, then the ink feathering into the paper's fibres.
    cover = 1 - (1 - cover) ** (1 + 2 * profile.gain)
    for c in range(4):
        spread = _h20_blur(cover[..., c], max(0.3, profile.feather))
        cover[..., c] = np.maximum(cover[..., c], 0.85 * spread)
    del spread
    # The clogged nozzles: the black head's and the colour head's lines.
    kloss = _h23_nozzles(h, profile, profile.clogged_k, True)
    closs = _h23_nozzles(h, profile, profile.clogged_c, True)
    cover[..., 3] *= (1 - kloss)[:, None]
    cover[..., :3] *= (1 - closs)[:, None, None]
    out = np.ones((h, w, 3), dtype=np.float32)
    for i in range(4):
        out *= 1 - cover[..., i : i + 1] * _H23_INKS[:, i]
    del cover
    out = profile.black + out * (profile.paper - profile.black)
    if tint is not None:
        out *= tint
    if grey:
        out = _h19_luma(out)
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]


_H23_SCANS = {"wand": _h23_wand, "inkjet": _h23_inkjet}
_H23_CAMERAS = {"forward": _h23_forward, "visualizer": _h23_visualizer}


def degrade_heldout23(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout23Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout23 scanner look (``Heldout23Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the forwarded photo and the document camera's
    frame come out in colour, the scans in grey when the profile or the page is grey.
    """
    return _degrade_by_look(image, style, profile, rng, side, _H23_SCANS, _H23_CAMERAS)


def _degrade_by_look(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout23Profile | Heldout24Profile,
    rng: random.Random,
    side: random.Random,
    scans: dict[str, Callable[..., Image.Image]],
    cameras: dict[str, Callable[..., Image.Image]],
) -> Image.Image:
    """A page through the ``profile.look`` of a set's ``scans`` (flatbeds, copiers: the
    standard draws' tint and gradient given) or ``cameras`` (the page in colour)."""
    nrng, tint, gradient, angle = _standard_draws(image, style, rng)
    tilt = _h20_tilt(angle, profile)  # type: ignore[arg-type]
    if profile.look in cameras:
        arr = np.array(image.convert("RGB"), dtype=np.float32)
        return cameras[profile.look](arr, profile, tilt, side, nrng)
    arr = np.asarray(image, dtype=np.float32)
    return scans[profile.look](arr, profile, tilt, tint, gradient, side, nrng, profile.noise)


def finish_heldout23(
    sheet: Image.Image, profile: Heldout23Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout23 scanner: swiped with the wand, photographed and
    forwarded, under the document camera, or copied on the clogged inkjet and scanned."""
    return _finish_by_look(sheet, profile, side, _H23_SCANS, _H23_CAMERAS)


def _finish_by_look(
    sheet: Image.Image,
    profile: Heldout23Profile | Heldout24Profile,
    side: random.Random,
    scans: dict[str, Callable[..., Image.Image]],
    cameras: dict[str, Callable[..., Image.Image]],
) -> Image.Image:
    """An empty sheet through the ``profile.look`` of a set's ``scans`` or ``cameras``."""
    snrng = np.random.default_rng(side.getrandbits(64))
    w, h = sheet.size
    flat = np.zeros(w, dtype=np.float32)
    tilt = _h20_tilt(side.uniform(-2.0, 2.0), profile)  # type: ignore[arg-type]
    if profile.look in cameras:
        arr = np.array(sheet.convert("RGB"), dtype=np.float32)
        arr -= arr.mean() - 250.0  # keeps the sheet's specks and edge line
        return cameras[profile.look](arr, profile, tilt, side, snrng)
    arr = np.array(sheet, dtype=np.float32)
    arr -= arr.mean() - 250.0  # the sheet as printed pages arrive: paper near white
    return scans[profile.look](arr, profile, tilt, None, flat, side, snrng, profile.noise * 0.5)


# ---------------------------------------------------------------- heldout24 scanner


@dataclass(frozen=True)
class Heldout24Profile:
    """The twenty-fourth held-out slice's scanners: a production document scanner's compact
    PDF compressed with JPEG 2000, the carbon copy of a multipart form scanned, and a phone
    photo of the sheet under a desk's glass top.

    Each file comes through one ``look``. "jpx": a high-speed document scanner at 200 to
    300 dpi saving a "compact" PDF whose images are JPEG 2000 at a high compression ratio
    (``ratio``, 30 to 80 in grey and 50 to 110 in colour against the raw pixels): no 8 x 8
    blocks but the wavelets' smear, strokes softened and ringing round them, the paper's
    grain flattened into faint blotches; the scanner's own text sharpening before it, the
    page deskewed to a fraction of a degree (a bilevel TIFF is the same scanner's black and
    white output, without the JPEG 2000). "carbon": the sheet is the second or third via
    of a multipart set, the print carried through a carbon onto thin tinted paper (white,
    yellow, pink, green or blue) and scanned at 200 to 300 dpi: every mark in the carbon's
    blue, violet or grey, its density following the pressure (a smooth swing across the
    page), spread a little and grainy, a faint haze of carbon over the whole via and
    smudges where a hand pressed. "glass": phone photos (the ``photo`` path always, and a
    share of the other JPEG and PNG files) of the sheet lying under the glass top of a desk,
    frames 1500 to 2400 px high: the sheet 80 to 90 % of the frame with the desk round it
    (and cards under the glass beside it, never over the sheet), a tilt and a keystone up to
    4 %, the glass's green, the room's light reflected on it as a veil of 4 to 10 % over the
    whole frame except where the photographer's own dark reflection stands, one or two
    ceiling tubes reflected twice (the glass's top and bottom faces, the second at 25 to 45 %
    of the first 3 to 7 mm below it), each lifting the print by at most 45 % of white (all
    reflections together at most 60 %), fingerprints and dust on the glass, the phone's
    noise and sharpening, JPEG 60 to 85.
    Only the heldout24 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "jpx"  # jpx | carbon | glass
    jpeg_quality: int = 80
    paper: int = 240
    black: float = 20.0
    noise: float = 1.5
    blur: float = 0.5
    threshold: int = 140  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input (the jpx and carbon scans)
    skew: float = 0.3  # share of the drawn skew the sheet keeps
    max_tilt: float = 1.0  # degrees, whatever the drawn skew
    # jpx
    ratio: float = 40.0  # JPEG 2000 compression ratio against 8 bits a channel (0: none)
    sharpen: int = 0  # the scanner's text sharpening (jpx), the phone's (glass)
    # carbon
    paper_tint: tuple[float, float, float] = (1.0, 1.0, 1.0)  # the via's paper
    carbon: tuple[int, int, int] = (58, 52, 150)  # the carbon's colour at full density
    density: float = 0.85  # the carbon's mean density under a full stroke
    swing: float = 0.15  # the pressure's swing across the page, share of the density
    press_mm: float = 50.0  # its bumps' spacing
    spread: float = 0.6  # px the carbon spreads round a stroke
    grain: float = 0.3  # the carbon's grainy transfer
    haze: float = 0.02  # the faint carbon the whole via picks up
    # Carbon smudges where a hand pressed: (x, y, radius, strength), shares of the page
    # (the radius of its height).
    smudges: tuple[tuple[float, float, float, float], ...] = ()
    # glass: the sheet in the frame
    fill: float = 0.85
    offset: tuple[float, float] = (0.0, 0.0)
    keystone: float = 0.0
    desk: tuple[int, int, int] = (110, 80, 56)  # the desk under the glass
    light: tuple[float, float] = (0.1, -0.1)
    exposure: float = 0.88
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # the camera file's JPEG round trips (PNG files)
    glass_tint: tuple[float, float, float] = (0.96, 1.0, 0.97)  # the glass's green
    veil: float = 0.06  # the room's reflection over the frame, share of white
    # The photographer's dark reflection: (x, y, width, height), shares of the frame.
    figure: tuple[float, float, float, float] = (0.5, 0.5, 0.4, 0.5)
    # The ceiling tubes' reflections: (y, angle, width, strength), y and width shares of
    # the frame's height, angle in degrees; each seen again ``echo_mm`` further down at
    # ``echo`` of its strength (the glass's other face).
    tubes: tuple[tuple[float, float, float, float], ...] = ()
    echo_mm: float = 3.0
    echo: float = 0.35
    # Fingerprints on the glass: (x, y, radius, strength), shares of the frame.
    prints: tuple[tuple[float, float, float, float], ...] = ()
    dust: int = 0  # specks of dust on the glass catching the light
    # Cards under the glass beside the sheet: (x, y, width, height), shares of the frame.
    cards: tuple[tuple[float, float, float, float], ...] = ()


_H24_PAPERS = (
    (1.0, 1.0, 1.0),  # white
    (1.0, 0.98, 0.82),  # yellow
    (1.0, 0.9, 0.93),  # pink
    (0.92, 1.0, 0.9),  # green
    (0.9, 0.95, 1.0),  # blue
)
_H24_CARBONS = (
    (58, 52, 150),  # blue-violet
    (40, 62, 142),  # blue
    (78, 44, 124),  # violet
    (52, 52, 64),  # grey-black
)
_H24_DESKS = (
    (96, 64, 42),  # dark wood
    (150, 112, 74),  # light wood
    (44, 84, 60),  # a green felt mat
    (200, 196, 186),  # white formica
    (34, 34, 40),  # a black desk mat
)


def heldout24_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout24Profile:
    """One file's heldout24 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "glass"
    elif kind == "tiff":
        look = side.choice(("jpx", "carbon"))
    elif kind in ("jpeg", "png"):
        look = side.choices(("jpx", "carbon", "glass"), weights=(38, 34, 28))[0]
    else:
        look = side.choices(("jpx", "carbon"), weights=(55, 45))[0]
    if look in ("jpx", "carbon"):
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        paper = side.randrange(232, 250)
        base = dict(
            dpi=dpi,
            look=look,
            paper=paper,
            black=side.uniform(12.0, 26.0),
            noise=side.uniform(0.8, 2.2),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
        )
    if look == "jpx":
        grey = side.random() < 0.4
        return Heldout24Profile(
            **base,
            # The PDF's own JPEG (or PNG) is near lossless: the JPEG 2000 is what shows.
            jpeg_quality=side.randrange(86, 96),
            grey=grey,
            skew=side.uniform(0.03, 0.25),
            max_tilt=0.4,
            threshold=round(0.6 * paper),
            # A bilevel TIFF is the scanner's own black-and-white output, no JPEG 2000.
            ratio=0.0
            if kind == "tiff"
            else side.uniform(30.0, 80.0)
            if grey
            else side.uniform(50.0, 110.0),
            sharpen=side.randrange(40, 100) if side.random() < 0.6 else 0,
        )
    if look == "carbon":
        return Heldout24Profile(
            **base,
            jpeg_quality=side.randrange(55, 86),
            grey=side.random() < 0.15,
            skew=side.uniform(0.1, 0.5),
            max_tilt=1.0,
            threshold=round(0.76 * paper),
            paper_tint=side.choice(_H24_PAPERS),
            carbon=side.choice(_H24_CARBONS),
            density=side.uniform(0.75, 0.95),
            swing=side.uniform(0.08, 0.28),
            press_mm=side.uniform(25.0, 90.0),
            spread=side.uniform(0.4, 0.9) * dpi / 250,
            grain=side.uniform(0.2, 0.45),
            haze=side.uniform(0.01, 0.04),
            smudges=tuple(
                (
                    side.uniform(0.1, 0.9),
                    side.uniform(0.1, 0.9),
                    side.uniform(0.03, 0.1),
                    side.uniform(0.03, 0.1),
                )
                for _ in range(side.randrange(0, 4))
            ),
        )
    long_px = side.randrange(2000 if small else 1500, 2401)
    quality = side.randrange(60, 86)
    tubes = tuple(
        (
            side.uniform(0.12, 0.88),
            side.uniform(-20.0, 20.0),
            side.uniform(0.006, 0.02),
            side.uniform(0.2, 0.45),
        )
        for _ in range(side.choice((1, 1, 2)))
    )
    return Heldout24Profile(
        dpi=round(long_px / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(225, 245),
        noise=side.uniform(1.5, 3.5),
        blur=side.uniform(0.4, 0.7) * long_px / 2000,
        skew=side.uniform(0.4, 1.0),
        max_tilt=2.5,
        threshold=round(0.55 * 235),
        sharpen=side.randrange(40, 110),
        fill=side.uniform(0.8, 0.9),
        offset=(side.uniform(-0.5, 0.5), side.uniform(-0.5, 0.5)),
        keystone=side.uniform(0.0, 0.04),
        desk=side.choice(_H24_DESKS),
        light=(side.uniform(-0.15, 0.15), side.uniform(-0.15, 0.15)),
        exposure=side.uniform(0.8, 0.92),
        chroma_noise=side.uniform(1.0, 3.0),
        encodes=(quality,) if kind == "png" else (),
        glass_tint=(side.uniform(0.93, 0.98), 1.0, side.uniform(0.95, 0.99)),
        veil=side.uniform(0.04, 0.1),
        figure=(
            side.uniform(0.35, 0.65),
            side.uniform(0.4, 0.75),
            side.uniform(0.3, 0.5),
            side.uniform(0.35, 0.6),
        ),
        tubes=tubes,
        echo_mm=side.uniform(3.0, 7.0),
        echo=side.uniform(0.25, 0.45),
        prints=tuple(
            (
                side.uniform(0.1, 0.9),
                side.uniform(0.1, 0.9),
                side.uniform(0.025, 0.06),
                side.uniform(0.04, 0.1),
            )
            for _ in range(side.randrange(0, 4))
        ),
        dust=side.randrange(10, 60),
        cards=tuple(
            (side.random(), side.random(), side.uniform(0.12, 0.2), side.uniform(0.07, 0.12))
            for _ in range(side.randrange(0, 3))
        ),
    )


def _h24_jpeg2000(img: Image.Image, ratio: float) -> Image.Image:
    """One JPEG 2000 round trip (the irreversible 9/7 wavelet) at compression ``ratio``."""
    if ratio <= 1:
        return img
    buf = io.BytesIO()
    img.save(buf, "JPEG2000", quality_mode="rates", quality_layers=[ratio], irreversible=True)
    buf.seek(0)
    out = Image.open(buf)
    out.load()
    return out.convert(img.mode)


# ---- jpx


def _h24_jpx(
    arr: np.ndarray,
    profile: Heldout24Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The production scanner's page, sharpened and compressed with JPEG 2000."""
    src, grey = _h21_source(arr, profile)  # type: ignore[arg-type]
    out = _h21_toned(src, profile, tint, grey)  # type: ignore[arg-type]
    del src
    img = _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]
    if profile.sharpen:
        img = img.filter(ImageFilter.UnsharpMask(radius=1.2, percent=profile.sharpen, threshold=3))
    return _h24_jpeg2000(img, profile.ratio)


# ---- carbon


def _h24_carbon(
    arr: np.ndarray,
    profile: Heldout24Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The page as the carbon copy of a multipart set, on its thin tinted via, scanned."""
    snrng = np.random.default_rng(side.getrandbits(64))
    grey = arr.ndim == 2 or profile.grey
    h, w = arr.shape[:2]
    mm = profile.dpi / 25.4
    # Whatever was struck through, whatever its colour, carries carbon.
    cover = 1 - _h19_luma(arr.astype(np.float32)) / 255.0
    cover = np.clip(cover, 0.0, 1.0)
    # The carbon spreads round the strokes, grainy.
    spread = _h20_blur(cover, max(0.3, profile.spread))
    cover = np.clip(np.maximum(0.85 * cover, 1.1 * spread), 0.0, 1.0)
    del spread
    # The coating's uneven transfer, about a tenth of a millimetre across.
    sigma = max(0.5, 0.1 * mm / 2)
    fine = _h20_blur(snrng.random((h, w), dtype=np.float32), sigma)
    fine = np.clip((fine - 0.5) / (0.29 / (2 * np.sqrt(np.pi) * sigma)), -1.0, 1.0)
    cover *= np.clip(1 - profile.grain * 0.5 * (1 + fine), 0.0, 1.0)
    del fine
    # The faint haze of carbon the whole via picks up under the hand.
    cover = np.maximum(cover, profile.haze * _low_field(snrng, h, w, max(4, round(8 * mm))))
    # The pressure: the carbon's density swings smoothly across the page.
    press = _low_field(snrng, h, w, max(4, round(profile.press_mm * mm)))
    cover *= profile.density * (1 - profile.swing * press)
    del press
    # Smudges where a hand pressed on the set: faint, streaky carbon.
    if profile.smudges:
        ys = np.arange(h, dtype=np.float32)[:, None]
        xs = np.arange(w, dtype=np.float32)[None, :]
        streak = 0.6 + 0.4 * _low_field(snrng, h, w, max(3, round(2 * mm)))
        for x, y, r, s in profile.smudges:
            d2 = ((xs - x * w) ** 2 + (ys - y * h) ** 2) / max(1.0, (r * h) ** 2)
            cover = np.maximum(cover, s * np.exp(-d2 * 2) * streak)
        del streak, d2
    paper = float(profile.paper) * np.array(profile.paper_tint, dtype=np.float32)
    if tint is not None:
        paper = paper * tint
    ink = np.array(profile.carbon, dtype=np.float32)
    out = paper[None, None, :] + cover[..., None] * (ink - paper)[None, None, :]
    del cover
    if grey:
        out = _h19_luma(out)
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- glass


def _h24_reflection(
    h: int, w: int, profile: Heldout24Profile, snrng: np.random.Generator
) -> np.ndarray:
    """The light the glass reflects towards the phone at every pixel (0 to 1, share of
    white): the room's veil save where the photographer's dark reflection stands, the
    tubes (each twice), fingerprints and dust."""
    fy = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None]
    fx = np.linspace(0.0, 1.0, w, dtype=np.float32)[None, :]
    x0, y0, fw, fh = profile.figure
    # Head and shoulders, and the phone held over them, as one soft dark shape.
    body = ((fx - x0) / (fw / 2)) ** 2 + ((fy - y0) / (fh / 2)) ** 2
    figure = np.clip(1.4 - body, 0.0, 1.0)
    refl = profile.veil * (0.8 + 0.4 * _low_field(snrng, h, w, max(4, w // 5))) * (1 - figure)
    del body, figure
    echo = profile.echo_mm * profile.dpi / 25.4 / h  # a share of the frame's height
    for y, angle, width, strength in profile.tubes:
        t = float(np.tan(np.deg2rad(angle)))
        for dy, k in ((0.0, 1.0), (echo, profile.echo)):
            across = (fy - y - dy - (fx - 0.5) * t * w / h) / max(1e-3, width / 2)
            refl = refl + strength * k * np.exp(-(across**4))
    for x, y, r, s in profile.prints:
        d = np.sqrt(((fx - x) * w / h) ** 2 + (fy - y) ** 2) / r
        ridges = 0.5 + 0.5 * np.cos(d * 2 * np.pi * 9 + 2 * (fx - x) / r)
        refl = refl + s * np.clip(1 - d, 0.0, 1.0) ** 0.5 * (0.5 + 0.5 * ridges)
    del fy, fx
    if profile.dust:
        ys = snrng.integers(0, h, profile.dust)
        xs = snrng.integers(0, w, profile.dust)
        specks = np.zeros((h, w), dtype=np.float32)
        specks[ys, xs] = snrng.uniform(0.3, 0.6, profile.dust).astype(np.float32)
        refl = refl + np.clip(_h20_blur(specks, max(0.7, h / 2000)) * 6, 0.0, 0.5)
    return np.clip(refl, 0.0, 0.6)


def _h24_glass(
    arr: np.ndarray,
    profile: Heldout24Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The phone's photo of the sheet under the desk's glass top."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    frame, on = _h23_scene(arr, profile, tilt, snrng)  # type: ignore[arg-type]
    # Cards and a calendar under the glass beside the sheet (never over it).
    for x, y, cw, ch in profile.cards:
        x0, y0 = round(x * (1 - cw) * w), round(y * (1 - ch) * h)
        x1, y1 = x0 + round(cw * w), y0 + round(ch * h)
        card = np.full((y1 - y0, x1 - x0, 3), 0.86, dtype=np.float32)
        step = max(3, (y1 - y0) // 7)
        card[step:-step:step, step : -2 * step] *= 0.55
        free = (1 - on[y0:y1, x0:x1])[..., None]
        frame[y0:y1, x0:x1] = frame[y0:y1, x0:x1] * (1 - free) + card * free
    frame = _h23_shadow_drop(h, w, on, frame)
    del on
    fy = np.linspace(-0.5, 0.5, h, dtype=np.float32)[:, None]
    fx = np.linspace(-0.5, 0.5, w, dtype=np.float32)[None, :]
    light = 1 + profile.light[0] * fx + profile.light[1] * fy
    frame *= (light * profile.exposure)[..., None]
    del light, fy, fx
    # Seen through the glass (its green), under the glass's reflections.
    frame *= np.array(profile.glass_tint, dtype=np.float32)[None, None, :]
    refl = _h24_reflection(h, w, profile, snrng)[..., None]
    frame = frame * (1 - refl) + refl * 1.02
    del refl
    frame = 255.0 * np.clip(frame, 0.0, 1.0) ** (1 / 1.12)

    def developed(img: Image.Image) -> Image.Image:
        return img.filter(ImageFilter.UnsharpMask(radius=1.8, percent=profile.sharpen, threshold=2))

    return _camera_finish(frame, profile, nrng, developed=developed)  # type: ignore[arg-type]


_H24_SCANS = {"jpx": _h24_jpx, "carbon": _h24_carbon}
_H24_CAMERAS = {"glass": _h24_glass}


def degrade_heldout24(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout24Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout24 scanner look (``Heldout24Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the glass photo comes out in colour, the scans in
    grey when the profile or the page is grey.
    """
    return _degrade_by_look(image, style, profile, rng, side, _H24_SCANS, _H24_CAMERAS)


def finish_heldout24(
    sheet: Image.Image, profile: Heldout24Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout24 scanner: compressed with JPEG 2000, a blank via
    of the carbon set, or photographed under the desk's glass."""
    return _finish_by_look(sheet, profile, side, _H24_SCANS, _H24_CAMERAS)


# ---------------------------------------------------------------- heldout25 scanner


@dataclass(frozen=True)
class Heldout25Profile:
    """The twenty-fifth held-out slice's scanners: an office MFP's scan to e-mail on its
    automatic colour and text/photo modes, a flatbed scan of a sheet a clerk had marked with
    a sticky note and index flags, and a close phone photo taken with the ultra-wide lens.

    Each file comes through one ``look``. "autocolour": the MFP's "scan to e-mail" at 150 or
    200 dpi (small print and TIFF at 200), JPEG 45 to 70: its automatic colour select
    (``acs``) right ("colour"), wrong one way (a colour page judged black and white and sent
    in grey: "grey") or the other (a black-and-white page judged colour, sent in colour with
    a faint cast and the sensor's chroma noise: "falsecolour"); its background removal
    taking the paper at ``cutoff`` of its level and lighter to white and pulling the darkest
    ``floor`` levels to black (light tints fade); its automatic text/photo segmentation
    judging the print in one to three rectangles of the page (``zones``) to be a photograph
    (its block closing 2.5 mm round the print found there; nothing where a speck or two
    is all): there
    the paper keeps its grey, no background removal, the strokes softened by ``soften`` px,
    while the rest is sharpened as text, so that the blocks stand out grey with softer
    print. "flagged": a sheet a clerk had marked, scanned on a flatbed at 200 to 300
    dpi (small print and TIFF at 300), JPEG 60 to 88: a square sticky note (38 to 76 mm; in
    yellow, pink, green, blue or orange) stuck in an empty part of the page (never over
    print; smaller or left off where no room is), a few words scribbled on it in ballpoint,
    its lower part lifted off the glass (shaded, softened) and its soft shadow on the page;
    one to three translucent plastic index flags (12 mm wide) over the right or top edge,
    tinting what lies under them, their coloured end 3 mm opaque only where nothing is
    printed. "ultrawide": phone photos (the ``photo`` path always, and a share of the other
    JPEG and PNG files) taken close with the ultra-wide lens, frames 1500 to 2400 px high:
    the sheet 84 to 94 % of the frame on a table or a gingham tablecloth (checks 6 to 16
    mm, red, blue, green or black on white), a keystone of up to 5 % and a tilt under 2.5
    degrees, the lens's residual barrel distortion (``barrel`` 0.02 to 0.07, the lines bowed
    towards the edges), lateral chromatic aberration (red and blue magnified apart by
    ``aberration`` 0.05 to 0.15 %: fringes of 1 to 2 px at the corners), corners softer
    (``corner_blur`` 0.8 to 2 px more at 2000 px), a vignette of 0.1 to 0.25, the
    light across the frame, the phone's noise and sharpening, JPEG 60 to 85.
    Only the heldout25 slice uses it (petitions._scan_file_heldout).
    """

    dpi: int = 200
    look: str = "autocolour"  # autocolour | flagged | ultrawide
    jpeg_quality: int = 70
    paper: int = 238
    black: float = 20.0
    noise: float = 1.5
    blur: float = 0.5
    threshold: int = 150  # bilevel TIFF
    grey: bool = False  # saved in grey whatever the input
    skew: float = 0.3  # share of the drawn skew the sheet keeps
    max_tilt: float = 1.0  # degrees, whatever the drawn skew
    # autocolour
    acs: str = "colour"  # colour | grey | falsecolour: the automatic colour select's verdict
    cutoff: float = 0.92  # share of the paper's level from which the MFP whitens
    floor: float = 20.0  # levels pulled to black
    cast: tuple[float, float, float] = (1.0, 0.99, 0.96)  # a false colour page's cast
    chroma: float = 2.0  # a false colour page's chroma noise (levels)
    # Rectangles judged a photograph: (x, y, width, height), shares of the page.
    zones: tuple[tuple[float, float, float, float], ...] = ()
    soften: float = 0.9  # px the photo zones are softened by
    sharpen: int = 0  # the MFP's text sharpening (autocolour), the phone's (ultrawide)
    # flagged
    note_mm: float = 0.0  # the sticky note's side (0: none)
    note_colour: tuple[int, int, int] = (252, 236, 120)
    note_lift: float = 0.3  # share of the note lifted off the glass at its bottom
    note_shade: float = 0.12  # how much darker its lifted edge comes out
    shadow: float = 0.15  # its shadow on the page
    words: int = 2  # lines scribbled on it
    # Index flags: (position along the edge, share of it; colour).
    flags: tuple[tuple[float, tuple[int, int, int]], ...] = ()
    flag_edge: str = "right"  # right | top
    flag_mm: float = 10.0  # how far each flag reaches onto the page
    # ultrawide
    fill: float = 0.9
    offset: tuple[float, float] = (0.0, 0.0)
    keystone: float = 0.0
    desk: tuple[int, int, int] = (150, 112, 74)  # the table, or the cloth's white
    check: tuple[int, int, int] = (0, 0, 0)  # the gingham's colour
    check_mm: float = 0.0  # the gingham's checks (0: a plain table)
    check_angle: float = 0.0  # degrees
    barrel: float = 0.04
    aberration: float = 0.001  # red magnified by this share, blue shrunk by it
    corner_blur: float = 1.2  # px more blur at the corners than in the middle (at 2000 px)
    vignette: float = 0.3
    light: tuple[float, float] = (0.1, -0.1)
    exposure: float = 0.9
    chroma_noise: float = 2.0
    encodes: tuple[int, ...] = ()  # the camera file's JPEG round trips (PNG files)


_H25_NOTES = (
    (252, 236, 120),  # yellow
    (250, 182, 204),  # pink
    (196, 236, 150),  # green
    (166, 214, 244),  # blue
    (252, 192, 120),  # orange
)
_H25_FLAGS = (
    (240, 70, 80),  # red
    (250, 220, 40),  # yellow
    (80, 200, 90),  # green
    (70, 140, 240),  # blue
    (230, 90, 200),  # magenta
    (250, 150, 40),  # orange
)
_H25_CLOTHS = (
    (200, 36, 40),  # red gingham
    (40, 80, 170),  # blue
    (40, 130, 70),  # green
    (30, 30, 30),  # black
)
_H25_TABLES = (
    (150, 112, 74),  # light wood
    (96, 64, 42),  # dark wood
    (210, 208, 200),  # white laminate
    (120, 120, 124),  # grey laminate
)


def heldout25_profile(
    side: random.Random, kind: str, std_dpi: int, photo: bool = False
) -> Heldout25Profile:
    """One file's heldout25 scanner, drawn from ``side`` only (never the shared rngs)."""
    small = std_dpi >= 250
    if photo:
        look = "ultrawide"
    elif kind == "tiff":
        look = side.choice(("autocolour", "flagged"))
    elif kind in ("jpeg", "png"):
        look = side.choices(("autocolour", "flagged", "ultrawide"), weights=(36, 36, 28))[0]
    else:
        look = side.choices(("autocolour", "flagged"), weights=(55, 45))[0]
    if look == "autocolour":
        dpi = 200 if small or kind == "tiff" else side.choice((150, 200))
        paper = side.randrange(226, 246)
        acs = side.choices(("colour", "grey", "falsecolour"), weights=(50, 28, 22))[0]
        zones = []
        for _ in range(side.choice((1, 1, 2, 3))):
            zw, zh = side.uniform(0.2, 0.7), side.uniform(0.06, 0.25)
            zones.append((side.uniform(0.05, 0.95 - zw), side.uniform(0.05, 0.95 - zh), zw, zh))
        return Heldout25Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(45, 71),
            paper=paper,
            black=side.uniform(14.0, 30.0),
            noise=side.uniform(1.0, 2.5),
            blur=side.uniform(0.35, 0.55) * dpi / 200,
            threshold=150,
            grey=acs == "grey",
            skew=side.uniform(0.2, 0.6),
            max_tilt=1.0,
            acs=acs,
            cutoff=side.uniform(0.86, 0.95),
            floor=side.uniform(10.0, 35.0),
            cast=(1.0, side.uniform(0.97, 1.0), side.uniform(0.9, 0.97))
            if side.random() < 0.5
            else (side.uniform(0.92, 0.97), side.uniform(0.97, 1.0), 1.0),
            chroma=side.uniform(1.5, 4.0),
            zones=tuple(zones),
            soften=side.uniform(0.6, 1.1) * dpi / 200,
            sharpen=side.randrange(60, 140),
        )
    if look == "flagged":
        dpi = 300 if small or kind == "tiff" else side.choice((200, 240, 300))
        paper = side.randrange(232, 250)
        edge = side.choice(("right", "right", "top"))
        return Heldout25Profile(
            dpi=dpi,
            look=look,
            jpeg_quality=side.randrange(60, 89),
            paper=paper,
            black=side.uniform(12.0, 26.0),
            noise=side.uniform(0.8, 2.2),
            blur=side.uniform(0.35, 0.6) * dpi / 250,
            threshold=round(0.6 * paper),
            grey=side.random() < 0.25,
            skew=side.uniform(0.1, 0.5),
            max_tilt=1.0,
            note_mm=side.uniform(38.0, 76.0) if side.random() < 0.85 else 0.0,
            note_colour=side.choice(_H25_NOTES),
            note_lift=side.uniform(0.2, 0.45),
            note_shade=side.uniform(0.06, 0.16),
            shadow=side.uniform(0.08, 0.2),
            words=side.randrange(1, 4),
            flags=tuple(
                (side.uniform(0.1, 0.9), side.choice(_H25_FLAGS))
                for _ in range(side.randrange(0 if side.random() < 0.2 else 1, 4))
            ),
            flag_edge=edge,
            flag_mm=side.uniform(7.0, 14.0),
        )
    long_px = side.randrange(2000 if small else 1500, 2401)
    quality = side.randrange(60, 86)
    cloth = side.random() < 0.5
    return Heldout25Profile(
        dpi=round(long_px / _H14_A4_IN),
        look=look,
        jpeg_quality=quality,
        paper=side.randrange(225, 245),
        noise=side.uniform(1.5, 3.5),
        blur=side.uniform(0.4, 0.7) * long_px / 2000,
        skew=side.uniform(0.4, 1.0),
        max_tilt=2.5,
        threshold=round(0.55 * 235),
        sharpen=side.randrange(50, 120),
        fill=side.uniform(0.84, 0.94),
        offset=(side.uniform(-0.5, 0.5), side.uniform(-0.5, 0.5)),
        keystone=side.uniform(0.0, 0.05),
        desk=(238, 236, 230) if cloth else side.choice(_H25_TABLES),
        check=side.choice(_H25_CLOTHS),
        check_mm=side.uniform(6.0, 16.0) if cloth else 0.0,
        check_angle=side.uniform(-25.0, 25.0),
        barrel=side.uniform(0.02, 0.07),
        aberration=side.uniform(0.0005, 0.0015),
        corner_blur=side.uniform(0.8, 2.0) * long_px / 2000,
        vignette=side.uniform(0.1, 0.25),
        light=(side.uniform(-0.15, 0.15), side.uniform(-0.15, 0.15)),
        exposure=side.uniform(0.85, 0.95),
        chroma_noise=side.uniform(1.0, 3.0),
        encodes=(quality,) if kind == "png" else (),
    )


# ---- autocolour


def _h25_autocolour(
    arr: np.ndarray,
    profile: Heldout25Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The MFP's scan to e-mail: its colour select's verdict, background removal and
    text/photo segmentation."""
    snrng = np.random.default_rng(side.getrandbits(64))
    src, grey = _h21_source(arr, profile)  # type: ignore[arg-type]
    ink = _h19_luma(src) < 200
    false_colour = profile.acs == "falsecolour" and src.ndim == 2
    if false_colour:
        src = np.repeat(src[..., None], 3, axis=2)
        grey = False
    out = _h21_toned(src, profile, tint, grey)  # type: ignore[arg-type]
    del src
    img = _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]
    del out
    photo = img.filter(ImageFilter.GaussianBlur(profile.soften))
    text = img
    if profile.sharpen:
        text = img.filter(ImageFilter.UnsharpMask(radius=1.0, percent=profile.sharpen, threshold=2))
    a = np.asarray(text, dtype=np.float32)
    # Background removal: the paper at ``cutoff`` of its level and lighter to white.
    white = profile.cutoff * profile.paper
    a = np.clip((a - profile.floor) * 255.0 / max(1.0, white - profile.floor), 0.0, 255.0)
    p = np.asarray(photo, dtype=np.float32)
    del photo, text
    h, w = a.shape[:2]
    mask = np.zeros((h, w), dtype=np.float32)
    pad = round(2.5 * profile.dpi / 25.4)
    for x, y, zw, zh in profile.zones:
        # The segmentation's block closes round the print it found in the drawn rectangle.
        y0, x0 = round(y * h), round(x * w)
        found = ink[y0 : round((y + zh) * h), x0 : round((x + zw) * w)]
        if found.mean() < 0.004:  # a speck or two is no picture
            continue
        rows, cols = np.flatnonzero(found.any(1)), np.flatnonzero(found.any(0))
        top, bottom = max(0, y0 + rows[0] - pad), min(h, y0 + rows[-1] + 1 + pad)
        left, right = max(0, x0 + cols[0] - pad), min(w, x0 + cols[-1] + 1 + pad)
        mask[top:bottom, left:right] = 1.0
    del ink
    m = mask[..., None] if a.ndim == 3 else mask
    a = a * (1 - m) + p * m
    del p, m, mask
    if false_colour:
        # A black-and-white page sent in colour: the sensor's chroma noise and a cast.
        ch, cw = max(2, h // 4), max(2, w // 4)
        chroma = snrng.standard_normal((ch, cw, 3)).astype(np.float32) * profile.chroma
        a = a + _h12_resize(chroma, (w, h), Image.Resampling.BILINEAR)
        a = a * np.array(profile.cast, dtype=np.float32)[None, None, :]
    return _to_image(a)


# ---- flagged


def _h25_free_square(ink: np.ndarray, mm: float, size_mm: float, side: random.Random):
    """The top-left pixel of a ``size_mm`` square 3 mm clear of ink (and 3 mm in from the
    edges), picked by ``side`` among the free ones, or None."""
    h, w = ink.shape
    cell = max(1, round(mm))
    gh, gw = h // cell, w // cell
    if gh < 8 or gw < 8:
        return None
    grid = ink[: gh * cell, : gw * cell].reshape(gh, cell, gw, cell).any(axis=(1, 3))
    pad = 3
    grown = grid.copy()
    for dy in range(-pad, pad + 1):
        for dx in range(-pad, pad + 1):
            grown |= np.roll(np.roll(grid, dy, 0), dx, 1)
    grown[:pad], grown[-pad:], grown[:, :pad], grown[:, -pad:] = True, True, True, True
    n = max(1, round(size_mm))
    if n >= min(gh, gw):
        return None
    ii = np.zeros((gh + 1, gw + 1), dtype=np.int32)
    ii[1:, 1:] = grown.astype(np.int32).cumsum(0).cumsum(1)
    sums = ii[n:, n:] - ii[:-n, n:] - ii[n:, :-n] + ii[:-n, :-n]
    ys, xs = np.nonzero(sums == 0)
    if len(ys) == 0:
        return None
    k = side.randrange(len(ys))
    return int(ys[k]) * cell, int(xs[k]) * cell


def _h25_scribble(size: int, words: int, side: random.Random) -> np.ndarray:
    """A few lines of ballpoint scrawl on a ``size`` px square note, as coverage 0 to 1."""
    from PIL import ImageDraw

    big = 3
    img = Image.new("L", (size * big, size * big), 0)
    draw = ImageDraw.Draw(img)
    pen = max(2, round(size * big * 0.012))
    for line in range(words):
        y0 = size * big * (0.22 + 0.22 * line)
        x = size * big * side.uniform(0.08, 0.16)
        end = size * big * side.uniform(0.6, 0.9)
        pts = []
        phase = side.uniform(0, 6.28)
        amp = size * big * 0.035
        while x < end:
            step = size * big * side.uniform(0.012, 0.022)
            phase += side.uniform(0.9, 1.6)
            x += step
            pts.append((x + 0.6 * amp * np.cos(phase), y0 + amp * np.sin(phase)))
            if side.random() < 0.08:  # a gap between words
                if len(pts) > 1:
                    draw.line(pts, fill=255, width=pen, joint="curve")
                pts = []
                x += size * big * 0.05
        if len(pts) > 1:
            draw.line(pts, fill=255, width=pen, joint="curve")
    img = img.resize((size, size), Image.Resampling.LANCZOS)
    return np.asarray(img, dtype=np.float32) / 255.0


def _h25_flagged(
    arr: np.ndarray,
    profile: Heldout25Profile,
    tilt: float,
    tint: np.ndarray | None,
    gradient: np.ndarray,
    side: random.Random,
    nrng: np.random.Generator,
    noise: float,
) -> Image.Image:
    """The sheet with a sticky note in an empty place and index flags at an edge, on the
    flatbed."""
    src, grey = _h21_source(arr, profile)  # type: ignore[arg-type]
    ink = _h19_luma(src) < 238  # print, and tints that may hold it
    out = _h21_toned(src, profile, tint, grey)  # type: ignore[arg-type]
    del src
    h, w = out.shape[:2]
    mm = profile.dpi / 25.4
    colour = out.ndim == 3

    def tone(rgb: tuple[int, int, int]) -> np.ndarray:
        c = np.array(rgb, dtype=np.float32) * profile.paper / 255.0
        return _h19_luma(c[None, None, :])[0, 0:1] if not colour else c

    # Index flags over the edge: translucent film, the coloured end opaque where blank.
    free = ~ink
    for pos, rgb in profile.flags:
        fw, reach, tip = round(12 * mm), round(profile.flag_mm * mm), round(3 * mm)
        if profile.flag_edge == "right":
            y0 = min(h - fw, max(0, round(pos * h) - fw // 2))
            box = (slice(y0, y0 + fw), slice(w - reach, w))
            tip_box = (slice(y0, y0 + fw), slice(w - tip, w))
        else:
            x0 = min(w - fw, max(0, round(pos * w) - fw // 2))
            box = (slice(0, reach), slice(x0, x0 + fw))
            tip_box = (slice(0, tip), slice(x0, x0 + fw))
        film = 0.55 + 0.45 * np.array(rgb, dtype=np.float32) / 255.0
        film = film if colour else _h19_luma(film[None, None, :])[0, 0:1]
        out[box] = out[box] * (film if colour else film[0])
        if free[tip_box].all():
            out[tip_box] = tone(rgb) if colour else tone(rgb)[0]
        # The film's cut edges as faint lines.
        edge = out[box]
        edge[:1] *= 0.9
        edge[-1:] *= 0.9
    # The sticky note in an empty place, as large as fits.
    if profile.note_mm > 0:
        spot = None
        size_mm = profile.note_mm
        while spot is None and size_mm >= 30:
            spot = _h25_free_square(ink, mm, size_mm, side)
            if spot is None:
                size_mm *= 0.8
        if spot is not None:
            y0, x0 = spot
            n = round(size_mm * mm)
            note = np.zeros((h, w), dtype=np.float32)
            note[y0 : y0 + n, x0 : x0 + n] = 1.0
            # Its soft shadow, a little down and right (the lid pressed the rest flat).
            shade = _h20_blur(np.roll(np.roll(note, round(0.6 * mm), 0), round(0.4 * mm), 1), mm)
            shade = np.clip(shade - note, 0.0, 1.0) * profile.shadow
            out *= (1 - shade)[..., None] if colour else 1 - shade
            del shade
            # The note: its colour, the scrawl, the lifted lower part darker towards its edge.
            body = np.broadcast_to(tone(profile.note_colour), out[y0 : y0 + n, x0 : x0 + n].shape)
            body = body.copy()
            scrawl = _h25_scribble(n, profile.words, side)
            pen = np.array((40, 56, 150), dtype=np.float32)
            pen = pen if colour else _h19_luma(pen[None, None, :])[0, 0:1]
            body = (
                body * (1 - scrawl[..., None]) + pen * scrawl[..., None]
                if colour
                else (body * (1 - scrawl) + pen[0] * scrawl)
            )
            lift = np.clip(
                (np.arange(n, dtype=np.float32) / n - (1 - profile.note_lift)) / profile.note_lift,
                0.0,
                1.0,
            )
            dim = 1 - profile.note_shade * lift**1.5
            body *= dim[:, None, None] if colour else dim[:, None]
            out[y0 : y0 + n, x0 : x0 + n] = body
            del note, body
    return _h20_scan(out, profile, tilt, gradient, nrng, noise)  # type: ignore[arg-type]


# ---- ultrawide


def _h25_aberrate(frame: np.ndarray, k: float) -> np.ndarray:
    """Red magnified by ``k`` about the frame's centre and blue shrunk by it."""
    h, w = frame.shape[:2]
    out = frame.copy()
    for c, s in ((0, 1 + k), (2, 1 - k)):
        ch = Image.fromarray(np.ascontiguousarray(frame[..., c]), "F")
        # output (x, y) reads input ((x - cx) / s + cx, ...)
        a, e = 1 / s, 1 / s
        cx, cy = w / 2, h / 2
        ch = ch.transform(
            (w, h),
            Image.Transform.AFFINE,
            (a, 0, cx - a * cx, 0, e, cy - e * cy),
            resample=Image.Resampling.BILINEAR,
        )
        out[..., c] = np.asarray(ch, dtype=np.float32)
    # The shrunk channel reads past the frame's edge: keep the edge's own values there.
    m = int(np.ceil(k * max(w, h) / 2)) + 1
    for band in (np.s_[:m], np.s_[-m:], np.s_[:, :m], np.s_[:, -m:]):
        out[band] = frame[band]
    return out


def _h25_ultrawide(
    arr: np.ndarray,
    profile: Heldout25Profile,
    tilt: float,
    side: random.Random,
    nrng: np.random.Generator,
) -> Image.Image:
    """The phone's close photo with the ultra-wide lens, the sheet on a table or a gingham
    cloth."""
    snrng = np.random.default_rng(side.getrandbits(64))
    h, w = arr.shape[:2]
    frame, on = _h23_scene(arr, profile, tilt, snrng, barrel=profile.barrel)  # type: ignore[arg-type]
    if profile.check_mm > 0:
        mm = profile.dpi / 25.4
        t = np.deg2rad(profile.check_angle)
        fy, fx = np.mgrid[0:h, 0:w].astype(np.float32)
        u = (fx * np.cos(t) + fy * np.sin(t)) / (profile.check_mm * mm)
        v = (fy * np.cos(t) - fx * np.sin(t)) / (profile.check_mm * mm)
        del fy, fx
        band = 0.5 * (np.floor(u) % 2 == 0).astype(np.float32) + 0.5 * (
            np.floor(v) % 2 == 0
        ).astype(np.float32)
        del u, v
        band = _h20_blur(band, 0.8)
        check = np.array(profile.check, dtype=np.float32) / 255.0
        white = np.array(profile.desk, dtype=np.float32) / 255.0
        cloth = white[None, None, :] + band[..., None] * 0.85 * (check - white)[None, None, :]
        off = (1 - on)[..., None]
        weave = 0.94 + 0.06 * _low_field(snrng, h, w, 3)
        frame = frame * (1 - off) + cloth * weave[..., None] * off
        del band, cloth, off, weave
    frame = _h23_shadow_drop(h, w, on, frame)
    del on
    fy = np.linspace(-0.5, 0.5, h, dtype=np.float32)[:, None]
    fx = np.linspace(-0.5, 0.5, w, dtype=np.float32)[None, :]
    r2 = (fx**2 + fy**2) / 0.5
    light = (1 + profile.light[0] * fx + profile.light[1] * fy) * (1 - profile.vignette * r2)
    frame *= (light * profile.exposure)[..., None]
    del light
    frame = _h25_aberrate(frame, profile.aberration)
    frame = 255.0 * np.clip(frame, 0.0, 1.0) ** (1 / 1.12)
    # Softer towards the corners: the frame blended with a blurred copy.
    if profile.corner_blur > 0.05:
        soft = np.asarray(
            _to_image(frame).filter(ImageFilter.GaussianBlur(profile.corner_blur)), np.float32
        )
        wt = np.clip((r2 - 0.25) / 0.75, 0.0, 1.0)[..., None]
        frame = frame * (1 - wt) + soft * wt
        del soft, wt
    del r2, fy, fx

    def developed(img: Image.Image) -> Image.Image:
        return img.filter(ImageFilter.UnsharpMask(radius=1.6, percent=profile.sharpen, threshold=2))

    return _camera_finish(frame, profile, nrng, developed=developed)  # type: ignore[arg-type]


_H25_SCANS = {"autocolour": _h25_autocolour, "flagged": _h25_flagged}
_H25_CAMERAS = {"ultrawide": _h25_ultrawide}


def degrade_heldout25(
    image: Image.Image,
    style: ScanStyle,
    profile: Heldout25Profile,
    rng: random.Random,
    side: random.Random,
) -> Image.Image:
    """The heldout25 scanner look (``Heldout25Profile``).

    ``rng`` gets exactly the draws ``degrade`` makes, in its order (noise
    seed, tint, gradient, skew), all made first; ``side`` decides the rest.
    The output keeps the input's size; the ultra-wide photo comes out in colour, the scans
    in grey when the profile or the page is grey (save a grey page the MFP judged colour).
    """
    return _degrade_by_look(image, style, profile, rng, side, _H25_SCANS, _H25_CAMERAS)  # type: ignore[arg-type]


def finish_heldout25(
    sheet: Image.Image, profile: Heldout25Profile, side: random.Random
) -> Image.Image:
    """An empty sheet through the heldout25 scanner: sent to e-mail by the MFP, scanned with
    its flags (an empty sheet has room for the note too), or photographed close with the
    ultra-wide lens."""
    return _finish_by_look(sheet, profile, side, _H25_SCANS, _H25_CAMERAS)  # type: ignore[arg-type]
