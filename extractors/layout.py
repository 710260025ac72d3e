"""Where words sit on the page: wrapped values joined, labels set beside values.

Forms print a long value (a name, an address) in a narrow cell, where it
wraps over two to four lines, beside a label that sits on one of them::

                RENATO       Nascimento  05/06/1984
                ROBERTO      Nacionalidade  BRASILEIRO
                RODRIGUES
    Nome .....  SOUZA

Tesseract reads such a page line by line across the columns, so the
name's words end up on four lines, three of them beside another column's
label: "RENATO Nascimento 05/06/1984", ..., "Nome SOUZA". From the words'
boxes (``Page.word_boxes``) the page is set in rows and each row cut into
segments at column gaps; a segment is the continuation of the value beside
a label when it starts where that value starts (or ends where it ends, for
right-aligned values), on the row just above or below, and nothing is
printed in the label's place on its row: in a table of labels and values
every row has a label there, in a wrapped cell only the label's row does.
A label centred beside a value of two lines sits alone on a row between
them, and is given both. The lines of a wrapped value lie closer together
than the rows of the label's column (cell padding), which tells them from
a table's next row whose label OCR lost.

``cell_text`` returns the page's text with those values joined and nothing
else changed: "Nome RENATO ROBERTO RODRIGUES SOUZA", "Nascimento
05/06/1984", ... ``row_text`` sets every word in rows across the page by
position, which also puts a column of labels that Tesseract read as a block
beside the block of its values. The field readers take a value from these
texts only where the page's own text gives none, or gives a part of it
(``extractors.fields.extract_fields``). ``set_in_rows`` is also how the
sparse second reading's cells are set back in lines (``extractors.ocr``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from statistics import median

from extractors.text import ENDS_AS_COMPANY, strip_accents

# A gap between two words of a row wider than this many word heights
# parts two columns; a space between words is about half a height.
COLUMN_GAP = 1.8
# A wrapped value's next line starts within this many heights of the blank
# left between it and the line before (a table's next row lies further).
LINE_GAP = 1.3
# Its left (or right) edge within this many heights of the value's.
ALIGN = 0.8
# A label is short: at most this many words.
LABEL_WORDS = 5
# A value wraps over at most this many lines.
MAX_LINES = 5
# A wrapped value's lines lie closer together than the rows of its label's
# column (a row adds its cell padding): at most this share of their pitch.
WRAP_PITCH = 0.85
# A value typed off its caption's line has at least this many letters or
# digits, and is at most this many times the caption's height.
RAISED_MIN_CHARS = 4
RAISED_MAX_HEIGHT = 2.5
# A line opening with a field's label is the next field, printed under the
# value (cards print labels above values: "NOME" / name / "FILIAÇÃO" /
# parents), never the value's next line.
_FIELD_LABEL = re.compile(
    r"(?:nome|filiacao|pai|mae|cpf|cnpj|rg|naturalidade|nacionalidade|nascimento|data|doc"
    r"|documento|endereco|sexo|categoria|validade|emissao|expedicao|registro|inscricao"
    r"|municipio|uf|assinatura|observacoes|local|situacao)\b",
    re.IGNORECASE,
)


@dataclass
class Word:
    left: int
    top: int
    width: int
    height: int
    text: str
    index: int = 0  # its place in the page's words, in reading order

    @property
    def right(self) -> int:
        return self.left + self.width

    @property
    def middle(self) -> float:
        return self.top + self.height / 2


@dataclass
class _Segment:
    words: list[Word]
    row: int
    used: bool = False

    @property
    def left(self) -> int:
        return self.words[0].left

    @property
    def right(self) -> int:
        return max(w.right for w in self.words)

    @property
    def top(self) -> int:
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> int:
        return max(w.top + w.height for w in self.words)

    @property
    def height(self) -> float:
        return median(w.height for w in self.words)

    @property
    def middle(self) -> float:
        return (self.top + self.bottom) / 2

    @property
    def middle_x(self) -> float:
        return (self.left + self.right) / 2

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


def parse_boxes(boxes: str) -> list[Word]:
    """The words of ``Page.word_boxes`` ("left top width height word" a line)."""
    words = []
    for line in boxes.splitlines():
        parts = line.split(" ", 4)
        if len(parts) == 5 and all(p.lstrip("-").isdigit() for p in parts[:4]):
            words.append(Word(*(int(p) for p in parts[:4]), parts[4], index=len(words)))
    return words


def set_in_rows(words: list[Word], height: float) -> list[list[Word]]:
    """Words set in rows by their middles, each row left to right.

    A word joins the nearest of the last three rows (by the mean middle of
    its words) within half a ``height``; the words are taken top to bottom.
    """
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: (w.middle, w.height, w.left, w.text)):
        near = min(lines[-3:], key=lambda line: abs(word.middle - _mean_middle(line)), default=None)
        if near is not None and abs(word.middle - _mean_middle(near)) <= height / 2:
            near.append(word)
        else:
            lines.append([word])
    return [sorted(line, key=lambda w: w.left) for line in lines]


def _mean_middle(line: list[Word]) -> float:
    return sum(w.middle for w in line) / len(line)


def _segments(row: list[Word], index: int, height: float) -> list[_Segment]:
    segments = [_Segment([row[0]], index)]
    for word in row[1:]:
        if word.left - segments[-1].right > COLUMN_GAP * height:
            segments.append(_Segment([word], index))
        else:
            segments[-1].words.append(word)
    return segments


def _is_label(segment: _Segment) -> bool:
    words = segment.text.split()
    letters = sum(ch.isalpha() for ch in segment.text)
    return 0 < len(words) <= LABEL_WORDS and letters >= 3 and letters * 2 >= len(segment.text)


def _continuation(
    rows: list[list[_Segment]],
    label: _Segment,
    value: _Segment,
    edge: _Segment,
    above: bool,
    height: float,
) -> _Segment | None:
    """The segment that goes on the value above or below ``edge``, its nearest line so far.

    Rows of the next column may lie between two lines of the value (their
    middles fall between), so every row near ``edge`` is looked at.
    """
    candidates = []
    near = rows[max(0, edge.row - 3) : edge.row] if above else rows[edge.row + 1 : edge.row + 4]
    for row in near:
        for segment in row:
            if segment.used or segment is value:
                continue
            gap = edge.top - segment.bottom if above else segment.top - edge.bottom
            if gap > LINE_GAP * height or gap < -height / 2:
                continue
            if abs(segment.height - value.height) > 0.35 * value.height:
                continue
            aligned_left = abs(segment.left - value.left) <= ALIGN * height
            aligned_right = (
                abs(segment.right - value.right) <= ALIGN * height
                and segment.left > label.right + height
            )
            if (aligned_left or aligned_right) and not _opens_field(segment):
                candidates.append(segment)
    if len(candidates) != 1:
        return None
    found = candidates[0]
    return found if _slot_empty(rows, label, found, min(value.left, found.left), height) else None


def _slot_empty(
    rows: list[list[_Segment]], label: _Segment, found: _Segment, value_left: int, height: float
) -> bool:
    """Whether the label's place on ``found``'s row is empty: no word between
    the label's left edge and the value's."""
    start, end = label.left - height, value_left - height / 2
    return not any(s is not found and s.right > start and s.left < end for s in rows[found.row])


def _beside(
    rows: list[list[_Segment]], label: _Segment, right: _Segment | None, height: float
) -> tuple[_Segment, _Segment] | None:
    """The two lines of a value wrapped round a label alone on its row, if any.

    A label centred beside a value of two (or four) lines sits between two
    of them: the nearest line above its middle and the nearest below, to its
    right, aligned with each other, a line apart, with nothing in the
    label's place on their rows. ``right`` is what follows the label on its
    own row: another column's, further right than the value.
    """
    middle = label.middle
    near = [
        s
        for row in rows[max(0, label.row - 3) : label.row + 4]
        for s in row
        if s.row != label.row
        and not s.used
        and s.left > label.right
        and abs(s.middle - middle) <= 2 * height
    ]

    def first_right(segments: list[_Segment]) -> _Segment | None:
        return min(segments, key=lambda s: s.left, default=None)

    upper = first_right([s for s in near if s.bottom <= middle])
    lower = first_right([s for s in near if s.top >= middle])
    if upper is None or lower is None or not 0 <= lower.top - upper.bottom <= LINE_GAP * height:
        return None
    if abs(upper.height - lower.height) > 0.35 * upper.height:
        return None
    if _opens_field(upper) or _opens_field(lower):
        return None
    if not (
        abs(upper.left - lower.left) <= ALIGN * height
        or abs(upper.right - lower.right) <= ALIGN * height
    ):
        return None
    if right is not None and right.left <= max(upper.right, lower.right) + height:
        return None
    if not all(_slot_empty(rows, label, found, found.left, height) for found in (upper, lower)):
        return None
    return upper, lower


def _opens_field(segment: _Segment) -> bool:
    return bool(_FIELD_LABEL.match(strip_accents(segment.text.lstrip(" |:-"))))


def _tight(
    rows: list[list[_Segment]], label: _Segment, stack: list[_Segment], height: float
) -> bool:
    """Whether the stack's lines are closer than the rows of the label's column.

    The other labels printed where this one is (left edges aligned) give the
    rows' pitch; a stack as far apart is the next rows of a table whose
    labels OCR lost, not a wrapped value. A label alone in its column
    gives no pitch, and the stack stands.
    """
    labels = sorted(
        s.middle
        for row in rows
        for s in row
        if abs(s.left - label.left) <= ALIGN * height and _is_label(s)
    )
    steps = [b - a for a, b in zip(labels, labels[1:], strict=False) if 0 < b - a < 5 * height]
    if not steps:
        return True
    lines = [s.middle for s in stack]
    pitch = median(b - a for a, b in zip(lines, lines[1:], strict=False))
    return pitch <= WRAP_PITCH * median(steps)


def _grow(
    rows: list[list[_Segment]],
    label: _Segment,
    value: _Segment,
    stack: list[_Segment],
    height: float,
) -> list[_Segment]:
    """``stack`` (the value's lines so far) with the lines above and below it, top to bottom."""
    stack = sorted(stack, key=lambda s: s.top)
    for above in (True, False):
        edge = stack[0] if above else stack[-1]
        while len(stack) < MAX_LINES:
            found = _continuation(rows, label, value, edge, above, height)
            if found is None:
                break
            found.used = True
            if above:
                stack.insert(0, found)
            else:
                stack.append(found)
            edge = found
    return stack


def _joined(words: list[Word], height: float) -> tuple[dict[int, str], list[list[_Segment]]]:
    """Each word's text once wrapped values are joined, and the page's rows.

    A word keeps its text, becomes "" when it moves, or becomes the whole
    value when it is the place the value goes (a value's line beside its
    label, or the label itself when it sits alone between the value's lines).
    """
    rows = [_segments(row, i, height) for i, row in enumerate(set_in_rows(words, height))]
    new = {w.index: w.text for w in words}
    for row in rows:
        for label, value in zip(row, row[1:], strict=False):
            if label.used or value.used or not _is_label(label) or _opens_field(value):
                continue
            stack = _grow(rows, label, value, [value], height)
            if len(stack) == 1:
                continue
            if not _tight(rows, label, stack, height):
                for segment in stack[:]:
                    segment.used = False
                continue
            value.used = True
            for segment in stack:
                for word in segment.words:
                    new[word.index] = ""
            new[value.words[0].index] = " ".join(s.text for s in stack)
    for row in rows:
        for label, right in zip(row, [*row[1:], None], strict=True):
            if label.used or not _is_label(label):
                continue
            pair = _beside(rows, label, right, height)
            if pair is None:
                continue
            for segment in pair:
                segment.used = True
            stack = _grow(rows, label, pair[0], list(pair), height)
            if not _tight(rows, label, stack, height):
                for segment in stack:
                    segment.used = False
                continue
            for segment in stack:
                for word in segment.words:
                    new[word.index] = ""
            last = label.words[-1].index
            new[last] = f"{new[last]} {' '.join(s.text for s in stack)}"
    return new, rows


def _with_raised(rows: list[list[_Segment]], new: dict[int, str], height: float) -> dict[int, str]:
    """``new`` with each value typed a little off its caption's line set after the caption.

    Only for the reading by rows: in the page's own text order such a value
    is already beside its caption or, read in a block after all captions,
    is not moved (the rows' reading is the one that sets them side by side).
    """
    new = dict(new)
    for row in rows:
        if len(row) != 1 or row[0].used or not _is_label(row[0]):
            continue
        label = row[0]
        value = _raised(rows, label, height)
        if value is None:
            continue
        value.used = label.used = True
        for word in value.words:
            new[word.index] = ""
        last = label.words[-1].index
        new[last] = f"{new[last]} {value.text}"
    return new


def _raised(rows: list[list[_Segment]], label: _Segment, height: float) -> _Segment | None:
    """The value typed beside a label alone on its row, a little above or below its line.

    A form filled on a typewriter (or over a PDF) sets its values off the
    printed lines, so they fall on a row of their own: "JOÃO DA SILVA" a
    few points above "NOME", the next label's value as far above that
    label. The value is the only unused line to the label's right within a
    line's height of its middle, alone on its row, with nothing in the
    label's place there.
    """
    near = [
        s
        for row in rows[max(0, label.row - 1) : label.row + 2]
        for s in row
        if s.row != label.row
        and len(rows[s.row]) == 1
        and not s.used
        and s.left > label.right
        and abs(s.middle - label.middle) <= height
    ]
    if len(near) != 1 or _is_label_only(near[0]):
        return None
    if sum(ch.isalnum() for ch in near[0].text) < RAISED_MIN_CHARS:
        return None  # a speck or a stray letter ("e"), not a typed value
    if near[0].height > RAISED_MAX_HEIGHT * label.height or ENDS_AS_COMPANY.search(label.text):
        # A stamp's or a logo's box beside a value in capitals ("X LTDA"):
        # no caption and its typed value.
        return None
    found = near[0]
    return found if _slot_empty(rows, label, found, found.left, height) else None


def _is_label_only(segment: _Segment) -> bool:
    """Whether a line is another caption: words in capitals with no value's
    mark, short, as a caption is ("FILHO DE", "CPF")."""
    return _opens_field(segment) or (
        len(segment.text.split()) <= 2 and segment.text.isupper() and len(segment.text) <= 8
    )


def layout_texts(text: str, boxes: str) -> tuple[str, str]:
    """``cell_text`` and ``row_text`` of one page, from one reading of its boxes."""
    words = parse_boxes(boxes)
    if len(words) < 4:
        return "", ""
    height = median(w.height for w in words)  # the page's line height
    new, rows = _joined(words, height)
    return _in_text_order(text, words, new), _in_rows(rows, _with_raised(rows, new, height))


def cell_text(text: str, boxes: str) -> str:
    """The page's ``text`` with each wrapped value joined after its label.

    The value's words are taken off the lines of other columns they were
    read into and set, whole and in order, where its line beside the label
    was. ``boxes`` are the same reading's words (``Page.word_boxes``), in
    the order of ``text``. "" when no value wraps, or when the boxes are
    not those of the text.
    """
    return layout_texts(text, boxes)[0]


def row_text(boxes: str) -> str:
    """The page's words set in rows across the whole page, wrapped values joined.

    Tesseract reads a page block by block: a column of labels, then the
    column of their values; a row of captions, then the boxes under them in
    another block. Set by position, each label is on its value's row
    ("Fim vigência 29/07/2027 24h"). "" when there are too few words.
    """
    return layout_texts("", boxes)[1]


def _in_text_order(text: str, words: list[Word], new: dict[int, str]) -> str:
    lines = [line.split() for line in text.split("\n")]
    if len(words) != sum(len(line) for line in lines):
        return ""  # the boxes are not this text's words
    if all(new[w.index] == w.text for w in words):
        return ""
    out, index = [], 0
    for line in lines:
        kept = [new[i] for i in range(index, index + len(line)) if new[i]]
        index += len(line)
        if kept or not line:
            out.append(" ".join(kept))
    return "\n".join(out)


def _in_rows(rows: list[list[_Segment]], new: dict[int, str]) -> str:
    lines = []
    for row in rows:
        kept = [new[w.index] for segment in row for w in segment.words if new[w.index]]
        if kept:
            lines.append(" ".join(kept))
    return "\n".join(lines)


# ---------------------------------------------------------------- columns of a table

# A label's place and its value's agree (left edges, right edges or
# middles) within this many of the labels' heights.
COLUMN_ALIGN = 0.8
# The value row lies at most this many heights below its row of labels.
UNDER = 1.6
# A caption has at most this many words (its value two more).
CAPTION_WORDS = 6
# A wrapped cell's next line lies at most this many heights under the line before.
WRAP_GAP = 1.0


def column_text(boxes: str) -> str:
    """Each value of a row of values set after its label in the row of labels above.

    Bills, portal printouts and registry tables print a row of captions over
    a row of values, in columns as wide as they need::

        UNIDADE CONSUMIDORA   ROTEIRO DE LEITURA   DATA DE EMISSÃO   MÊS DE REFERÊNCIA
        4013827547            09-342-3633          26-03-2026        FEV/2026

    Tesseract reads each row as one line, so which caption is a value's is
    lost when the rows hold different numbers of words. A value belongs to
    the caption whose left edge, right edge or middle is its own: one line
    "caption value" is given per column so matched ("DATA DE EMISSÃO
    26-03-2026"); a value no caption, or two, line up with is left out.
    Where none lines up, a header centred over a value set to its cell's
    left is the value's when it is the only caption over it. A value wrapped
    over the rows just under it is given whole (``_value_block``). The boxes
    may be OCR's or a text layer's. "" when the page has no such rows.
    """
    # Specks and a table's rules read as "|" are no words (they would bridge
    # two columns); a caption's slash is ("SUBGRUPO / LIGAÇÃO").
    words = [
        w for w in parse_boxes(boxes) if any(ch.isalnum() for ch in w.text) or w.text in "/-–—"
    ]
    if len(words) < 4:
        return ""
    rows = set_in_rows(words, median(w.height for w in words))
    lines: list[str] = []
    for i, above in enumerate(rows):
        if _has_figure(above):  # a row of captions has letters and no figures
            continue
        # A speck or a tall misread word may make a row of its own between them.
        j = next(
            (
                j
                for j in range(i + 1, min(i + 3, len(rows)))
                if len(rows[j]) > 2 or _has_figure(rows[j])
            ),
            None,
        )
        if j is None or not _has_figure(rows[j]):
            continue
        height = median(w.height for w in above)
        if min(w.top for w in rows[j]) - max(w.top + w.height for w in above) > UNDER * height:
            continue
        lines += _column_pairs(above, _value_block(rows, j, height), height)
    return "\n".join(lines)


def _value_block(rows: list[list[Word]], first: int, height: float) -> list[list[Word]]:
    """The row of values at ``first`` and the rows its wrapped cells go on over.

    A row lying close under the one before may hold a long value's next
    line ("RODOVIÁRIO BOCA DO MONTE" / "TRANSPORTES LTDA"), or cells set
    at their bottom; a row of captions over values of its own (no figure,
    figures just under it) starts the table's next band instead.
    """
    block = [rows[first]]
    for k in range(first + 1, min(first + MAX_LINES, len(rows))):
        row = rows[k]
        if min(w.top for w in row) - max(w.top + w.height for w in block[-1]) > WRAP_GAP * height:
            break
        following = rows[k + 1] if k + 1 < len(rows) else None
        if (
            not _has_figure(row)
            and following is not None
            and _has_figure(following)
            and min(w.top for w in following) - max(w.top + w.height for w in row) <= UNDER * height
        ):
            break
        block.append(row)
    return block


def _has_figure(row: list[Word]) -> bool:
    return any(ch.isdigit() for w in row for ch in w.text)


def _column_pairs(above: list[Word], block: list[list[Word]], height: float) -> list[str]:
    """One "caption value" line per caption with a value in ``block``'s rows."""
    captions = _segments(above, 0, height)
    # A form's rows of "label: value" ("Nome do condutor:  DÉBORA ..." over
    # "CPF:  078.176.410-64") are no captions over values: a label with its
    # value beside it, or a label among the values.
    if any(
        c.text.endswith(":") and not n.text.endswith(":")
        for c, n in zip(captions, captions[1:], strict=False)
    ) or any(_LABELLED.search(c.text) for c in captions):
        return []
    values: dict[int, list[_Segment]] = {}
    for k, row in enumerate(block, start=1):
        segments = _segments(row, k, median(w.height for w in row))
        if any(v.text.endswith(":") for v in segments):
            if k == 1:
                return []
            break
        pairs = [
            (_caption_over(captions, v, height) or _wrapped(captions, values, v, height), v)
            for v in segments
            if not _LABELLED.search(v.text)  # "CPF: 390...": a field of its own
        ]
        if k > 1 and any(
            # A line under the values that is no wrapped cell's: words no
            # caption is over, a speck or a lone letter, the next field's
            # label ("FILIAÇÃO"), or a figure where the column has one (the
            # table's next record).
            caption is None
            or sum(ch.isalnum() for ch in v.text) < 3
            or _opens_field(v)
            or (
                _has_figure(v.words)
                and any(_has_figure(u.words) for u in values.get(id(caption), []))
            )
            for caption, v in pairs
        ):
            break
        claimed = [id(caption) for caption, _ in pairs if caption is not None]
        for caption, value in pairs:
            if caption is not None and claimed.count(id(caption)) == 1:
                values.setdefault(id(caption), []).append(value)
    return [
        f"{caption.text} {' '.join(v.text for v in values[id(caption)])}"
        for caption in captions
        if id(caption) in values
    ]


# "Nome: X", "CPF: 390...": a label with its value after it, in a caption's
# or a value's place (a time's "09:10" is no label).
_LABELLED = re.compile(r"[^\W\d]{3}\.?\s*:\s+\S")


def _wrapped(
    captions: list[_Segment],
    values: dict[int, list[_Segment]],
    segment: _Segment,
    height: float,
) -> _Segment | None:
    """The caption of the value whose cell ``segment`` goes on in: it starts
    where that value's line above starts."""
    for caption in captions:
        lines = values.get(id(caption))
        if lines and abs(lines[-1].left - segment.left) <= COLUMN_ALIGN * height:
            return caption
    return None


def _caption_over(captions: list[_Segment], value: _Segment, height: float) -> _Segment | None:
    """The one caption ``value`` is under, if it is short enough to be a table's."""
    tolerance = COLUMN_ALIGN * height
    lined_up = [
        caption
        for caption in captions
        if abs(caption.left - value.left) <= tolerance
        or abs(caption.right - value.right) <= tolerance
        or abs(caption.middle_x - value.middle_x) <= tolerance
    ]
    if not lined_up and len(captions) > 1:
        # A table's header cells centred over values set to the left of
        # their cells (or the other way round): the one caption a value
        # lies under. (Not a lone word: a speck's row.)
        lined_up = [
            caption
            for caption in captions
            if min(caption.right, value.right) - max(caption.left, value.left) > tolerance
        ]
    # Captions and table values are short; two columns of prose are not a table.
    if (
        len(lined_up) == 1
        and len(lined_up[0].words) <= CAPTION_WORDS
        and len(value.words) <= CAPTION_WORDS + 2
    ):
        return lined_up[0]
    return None
