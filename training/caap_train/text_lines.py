"""Boxes whose text is not one centred line, and their text lines found from pixels: the
understander's text window holds one line centred on the box, so a text area (many lines from
the top) and a tall tile of drag-items-grid (a name at the top of a 40 px square) are read one
found line at a time (reads_by_lines, line_boxes_of).

The same rule runs in TypeScript at inference (src/perception/text-lines.ts); the two must
agree, so keep it this simple and change both together:
  0. the box's edges snapped onto the area's border where one is drawn near them
     (_snap_to_border); where no border is found on the left, the lines start at the first
     letters' ink when the box starts inside them (_ink_left);
  1. the area inside the box, inset INSET_X / INSET_Y CSS px (border and padding), less the
     right GRIP_W CSS px where the resize grip is drawn;
  2. its background: the per-channel median over that area (8-bit values);
  3. an ink row: a pixel differing from the background by more than INK_DIFF in a channel, but
     fewer than BORDER_FILL of the row's pixels (a row that is all ink is a border or a focus
     ring, not text);
  4. runs of ink rows (lines of the tasks' fonts touch at most; a gap row separates them), kept
     if at least MIN_ROWS rows tall (drops lone i-dots and accents);
  5. a run that touches the area's top or bottom is a line cut by scrolling: kept only if at
     least CUT_KEEP of the tallest uncut run (or of the tallest run) shows (the labeller keeps a line when its
     characters' centres are inside the area);
  6. each run becomes a line box: the inner area's width, LINE_HALF CSS px above and below the
     run's centre (short on purpose: the understander's text window is then its fixed 16 px,
     whatever type it takes the line for).
"""
import math

import torch

from .schema import CANON_SCALE

INSET_X, INSET_Y = 4.0, 1.5
GRIP_W = 10.0
INK_DIFF = 76
CUT_KEEP = 0.5
BORDER_FILL = 0.9
MIN_ROWS = 4
LINE_HALF = 4.0
BORDER_SEARCH = 4.0
BORDER_FAR = 8.0  # how far out a left or right border is looked for when none is near
INK_LEFT_REACH = 1.0  # how far left of an unbordered box its first letters' ink is looked for
TALL_TILE_CSS = 34  # draggable tiles at least this tall have their name at the top


def _median_u8(values):
    """Lower median of 8-bit values (a 256-bin histogram, as the TypeScript side computes it)."""
    hist = torch.bincount(values.flatten(), minlength=256)
    cum = torch.cumsum(hist, 0)
    return int(torch.nonzero(cum * 2 >= values.numel())[0])


def _inner(img, left, top, right, bottom):
    s = CANON_SCALE
    _, H, W = img.shape
    il, ir, it, ib = left + INSET_X, right - INSET_X, top + INSET_Y, bottom - INSET_Y
    x0, x1 = max(0, math.ceil(il * s)), min(W, math.floor((ir - GRIP_W) * s))
    y0, y1 = max(0, math.ceil(it * s)), min(H, math.floor(ib * s))
    return il, ir, x0, x1, y0, y1


def _u8(img):
    return (img * 255 + 0.5).floor().clamp(0, 255).to(torch.long)


def _snap_to_border(img, left, top, right, bottom, bg, x0, x1, y0, y1):
    """Step 0: the box's edges moved onto the area's border where one is drawn near them: a
    column (left, right) or row (top, bottom) that is ink on at least BORDER_FILL of the area's
    rows or columns. Within BORDER_SEARCH CSS px of the left and right edges the outermost such
    column (the leftmost on the left, the rightmost on the right); beyond that, up to BORDER_FAR,
    and for the top and bottom, the border nearest the edge, at its outer side (a neighbouring
    area's border a few px away must not win). Labelled boxes sit on the border already; a
    detected box a few pixels inside it would otherwise start every line inside its first letter,
    or cut its first or last line. Returns the edges and whether the left one snapped."""
    s = CANON_SCALE
    _, H, W = img.shape
    ink_cols = ((_u8(img[:, y0:y1, :]) - bg).abs() > INK_DIFF).any(0).float().sum(0)  # [W]
    ink_rows = ((_u8(img[:, :, x0:x1]) - bg).abs() > INK_DIFF).any(0).float().sum(1)  # [H]
    border_col = lambda x: 0 <= x < W and bool(ink_cols[x] >= BORDER_FILL * (y1 - y0))
    border_row = lambda y: 0 <= y < H and bool(ink_rows[y] >= BORDER_FILL * (x1 - x0))

    def rng(a, b, n):
        return list(range(max(0, math.ceil(a * s)), min(n, math.ceil(b * s))))

    def outer_of_nearest(indices, is_border, outward):
        i = next((k for k in indices if is_border(k)), None)
        if i is None:
            return None
        while is_border(i + outward):
            i += outward
        return i

    def nearest(edge, reach, is_border, outward):
        order = sorted(reach, key=lambda k: (abs(k + 0.5 - edge * s), outward * -k))
        return outer_of_nearest(order, is_border, outward)

    lx = next((x for x in rng(left - BORDER_SEARCH, left + INSET_X, W) if border_col(x)), None)
    if lx is None:
        lx = outer_of_nearest(rng(left - BORDER_FAR, left - BORDER_SEARCH, W)[::-1], border_col, -1)
    rx = next((x for x in rng(right - INSET_X, right + BORDER_SEARCH, W)[::-1] if border_col(x)), None)
    if rx is None:
        rx = outer_of_nearest(rng(right + BORDER_SEARCH, right + BORDER_FAR, W), border_col, 1)
    ty = nearest(top, rng(top - BORDER_SEARCH, top + INSET_Y, H), border_row, -1)
    by = nearest(bottom, rng(bottom - INSET_Y, bottom + BORDER_SEARCH, H), border_row, 1)
    return ((lx / s if lx is not None else left), (ty / s if ty is not None else top),
            ((rx + 1) / s if rx is not None else right), ((by + 1) / s if by is not None else bottom), lx is not None)


def _ink_left(img, bg, box_left, il, rows):
    """The leftmost ink column on the rows of the found lines, between INK_LEFT_REACH CSS px left
    of the box and the lines' left edge: where no border was found on the left, a detected box that
    starts inside the first letters moves its lines' left edge there."""
    s = CANON_SCALE
    W = img.shape[2]
    xa, xb = max(0, math.ceil((box_left - INK_LEFT_REACH) * s)), min(W, math.ceil(il * s))
    if xb <= xa or not rows:
        return None
    ink = torch.zeros(xb - xa, dtype=torch.bool)
    for a, b in rows:
        ink |= ((_u8(img[:, a:b + 1, xa:xb]) - bg).abs() > INK_DIFF).any(0).any(0)
    hits = torch.nonzero(ink)
    return (xa + int(hits[0])) / s if len(hits) else None


def line_boxes(img, box):
    """img: float CHW in [0,1] at the canonical scale; box: (left, top, right, bottom) in CSS px.
    Returns a list of line boxes (left, top, right, bottom) in CSS px, top to bottom."""
    s = CANON_SCALE
    left, top, right, bottom = (float(v) for v in box)
    _, _, x0, x1, y0, y1 = _inner(img, left, top, right, bottom)
    if x1 - x0 < 4 or y1 - y0 < 4:
        return []
    first = _u8(img[:, y0:y1, x0:x1])
    bg = torch.tensor([_median_u8(first[c]) for c in range(3)]).view(3, 1, 1)
    box_left = left
    left, top, right, bottom, snapped_left = _snap_to_border(img, left, top, right, bottom, bg, x0, x1, y0, y1)
    il, ir, x0, x1, y0, y1 = _inner(img, left, top, right, bottom)
    if x1 - x0 < 4 or y1 - y0 < 4:
        return []
    area = _u8(img[:, y0:y1, x0:x1])  # [3,h,w]
    bg = torch.tensor([_median_u8(area[c]) for c in range(3)]).view(3, 1, 1)
    fill = ((area - bg).abs() > INK_DIFF).any(0).float().mean(1)  # fraction of ink pixels per row
    ink = ((fill > 0) & (fill < BORDER_FILL)).tolist()
    runs, start, last = [], None, None
    for r, on in enumerate(ink):
        if not on:
            continue
        if start is not None and r == last + 1:
            last = r
            continue
        if start is not None:
            runs.append((start, last))
        start = last = r
    if start is not None:
        runs.append((start, last))
    runs = [(a, b) for a, b in runs if b - a + 1 >= MIN_ROWS]
    last_row = len(ink) - 1
    uncut = [b - a + 1 for a, b in runs if a > 0 and b < last_row]
    full = max(uncut) if uncut else max((b - a + 1 for a, b in runs), default=0)
    kept = [(a, b) for a, b in runs if not ((a == 0 or b == last_row) and b - a + 1 < CUT_KEEP * full)]
    line_left = il
    if not snapped_left:
        found = _ink_left(img, bg, box_left, il, [(y0 + a, y0 + b) for a, b in kept])
        line_left = min(il, found) if found is not None else il
    out = []
    for a, b in kept:
        cy = (y0 + (a + b + 1) / 2) / s
        out.append((line_left, cy - LINE_HALF, ir, cy + LINE_HALF))
    return out


def reads_by_lines(type_name, box):
    """Is the text of a box of this type and size, (left, top, right, bottom), read line by line?"""
    return type_name == "text_area" or (type_name == "draggable_text" and box[3] - box[1] >= TALL_TILE_CSS)


def line_boxes_of(img, type_name, box):
    """The line boxes to read for such a box: a tile's name may start at its very edge, so its
    lines span the whole tile."""
    found = line_boxes(img, box)
    return found if type_name == "text_area" else [(box[0], t, box[2], b) for _, t, _, b in found]
