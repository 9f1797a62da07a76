"""This project's own art, drawn with QPainter: card faces and back, chips, the dealer button.

Everything is vector-drawn at the exact device size asked for, so it stays crisp at any zoom and device-pixel
ratio: :func:`pixmap` renders ``size × dpr`` device pixels, marks the pixmap with ``setDevicePixelRatio(dpr)``
and caches it once per ``(kind, size, dpr)`` in a small LRU cache.

Kinds: ``card:As`` (face of a card, text form of :mod:`trainer.engine.cards`), ``back``, ``chip:500``,
``button`` (the dealer puck). Card proportions are those of a poker card (63 × 88 mm).
"""

from __future__ import annotations

import colorsys
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from trainer.engine.cards import ALL_CARDS, Card, parse_card
from trainer.gui.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPointF,
    QRadialGradient,
    QRectF,
    QSize,
    Qt,
    QTransform,
)

CARD_ASPECT = 88.0 / 63.0
"""Height / width of a card."""

RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")

# Chip colours by denomination: (body, stripe, text). Casinos vary; these tell apart at a glance.
CHIP_COLOURS: dict[int, tuple[str, str, str]] = {
    1: ("#f2f2f2", "#3b6fb6", "#1b1b1b"),
    5: ("#c62828", "#f5f5f5", "#ffffff"),
    10: ("#1e5bb8", "#f5f5f5", "#ffffff"),
    25: ("#2e7d32", "#f5f5f5", "#ffffff"),
    50: ("#ef6c00", "#f5f5f5", "#ffffff"),
    100: ("#212121", "#f5f5f5", "#ffffff"),
    500: ("#6a1b9a", "#f9e79f", "#ffffff"),
    1000: ("#f9a825", "#3e2723", "#1b1b1b"),
    5000: ("#8d5524", "#f5f5f5", "#ffffff"),
    10000: ("#00838f", "#fff59d", "#ffffff"),
    25000: ("#ad1457", "#f5f5f5", "#ffffff"),
    100000: ("#9e9e9e", "#212121", "#1b1b1b"),
}


def chip_colours(denomination: int) -> tuple[QColor, QColor, QColor]:
    """Body, edge-stripe and text colour of a chip; unknown denominations get a stable colour of their own."""
    known = CHIP_COLOURS.get(denomination)
    if known is not None:
        return QColor(known[0]), QColor(known[1]), QColor(known[2])
    hue = (denomination * 0.618033988749895) % 1.0
    r, g, b = colorsys.hls_to_rgb(hue, 0.38, 0.55)
    body = QColor.fromRgbF(r, g, b)
    return body, QColor("#f5f5f5"), QColor("#ffffff")


def chip_label(denomination: int) -> str:
    """The value printed on a chip: 5, 25, 100, 500, 1K, 5K, 25K, 1M ..."""
    if denomination >= 1_000_000 and denomination % 1_000_000 == 0:
        return f"{denomination // 1_000_000}M"
    if denomination >= 1000 and denomination % 1000 == 0:
        return f"{denomination // 1000}K"
    return str(denomination)


# ----------------------------------------------------------------------------------------------------
# Suit shapes, in a unit box (0..1 × 0..1), drawn as paths so they do not depend on any font.


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 1.0)
    p.cubicTo(0.38, 0.82, 0.0, 0.62, 0.0, 0.3)
    p.cubicTo(0.0, 0.08, 0.2, 0.0, 0.3, 0.0)
    p.cubicTo(0.42, 0.0, 0.5, 0.1, 0.5, 0.2)
    p.cubicTo(0.5, 0.1, 0.58, 0.0, 0.7, 0.0)
    p.cubicTo(0.8, 0.0, 1.0, 0.08, 1.0, 0.3)
    p.cubicTo(1.0, 0.62, 0.62, 0.82, 0.5, 1.0)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.quadTo(0.68, 0.28, 0.9, 0.5)
    p.quadTo(0.68, 0.72, 0.5, 1.0)
    p.quadTo(0.32, 0.72, 0.1, 0.5)
    p.quadTo(0.32, 0.28, 0.5, 0.0)
    p.closeSubpath()
    return p


def _stem() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.47, 0.6)
    p.quadTo(0.45, 0.9, 0.28, 1.0)
    p.lineTo(0.72, 1.0)
    p.quadTo(0.55, 0.9, 0.53, 0.6)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(0.5, 0.0)
    body.cubicTo(0.62, 0.18, 1.0, 0.36, 1.0, 0.6)
    body.cubicTo(1.0, 0.78, 0.84, 0.84, 0.72, 0.84)
    body.cubicTo(0.6, 0.84, 0.52, 0.76, 0.5, 0.7)
    body.cubicTo(0.48, 0.76, 0.4, 0.84, 0.28, 0.84)
    body.cubicTo(0.16, 0.84, 0.0, 0.78, 0.0, 0.6)
    body.cubicTo(0.0, 0.36, 0.38, 0.18, 0.5, 0.0)
    body.closeSubpath()
    return body.united(_stem())


def _club() -> QPainterPath:
    p = QPainterPath()
    r = 0.235
    p.addEllipse(QPointF(0.5, 0.25), r, r)
    p.addEllipse(QPointF(0.25, 0.6), r, r)
    p.addEllipse(QPointF(0.75, 0.6), r, r)
    p.addRect(QRectF(0.4, 0.35, 0.2, 0.3))
    p.setFillRule(Qt.FillRule.WindingFill)
    return p.simplified().united(_stem())


_SUIT_PATHS: dict[str, QPainterPath] = {}


def suit_path(suit: str) -> QPainterPath:
    """The shape of a suit (``s h d c``) in the unit box."""
    if not _SUIT_PATHS:
        _SUIT_PATHS.update({"s": _spade(), "h": _heart(), "d": _diamond(), "c": _club()})
    return _SUIT_PATHS[suit]


def draw_suit(painter: QPainter, suit: str, rect: QRectF, colour: QColor, flip: bool = False) -> None:
    t = QTransform()
    t.translate(rect.x(), rect.y())
    if flip:
        t.translate(0, rect.height())
        t.scale(rect.width(), -rect.height())
    else:
        t.scale(rect.width(), rect.height())
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(t.map(suit_path(suit)))
    painter.restore()


# ----------------------------------------------------------------------------------------------------
# Cards

RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}

# Pip positions for 2..10 in a (0..1 × 0..1) pip field; True = drawn upside down (lower half).
_COLS = (0.0, 0.5, 1.0)
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.0), (0.5, 1.0)),
    3: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    4: ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    5: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    6: ((0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    7: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    8: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75), (0.0, 1.0), (1.0, 1.0)),
    9: (
        (0.0, 0.0),
        (1.0, 0.0),
        (0.0, 1 / 3),
        (1.0, 1 / 3),
        (0.5, 0.5),
        (0.0, 2 / 3),
        (1.0, 2 / 3),
        (0.0, 1.0),
        (1.0, 1.0),
    ),
    10: (
        (0.0, 0.0),
        (1.0, 0.0),
        (0.5, 1 / 6),
        (0.0, 1 / 3),
        (1.0, 1 / 3),
        (0.0, 2 / 3),
        (1.0, 2 / 3),
        (0.5, 5 / 6),
        (0.0, 1.0),
        (1.0, 1.0),
    ),
}


def rank_text(card: Card) -> str:
    return RANK_TEXT.get(card.rank, str(card.rank))


def _font(pixel_size: float, bold: bool = True, family: str | None = None) -> QFont:
    f = QFont(family) if family else QFont()
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    return f


def _card_outline(painter: QPainter, w: float, h: float, fill: QColor | None) -> QPainterPath:
    radius = w * 0.075
    path = QPainterPath()
    inset = max(0.5, w * 0.01)
    path.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    if fill is not None:
        painter.fillPath(path, fill)
    return path


def _draw_index(painter: QPainter, card: Card, w: float, h: float, colour: QColor, compact: bool) -> None:
    """The rank and suit in the corner (top left, and rotated at bottom right)."""
    text = rank_text(card)
    size = w * (0.34 if compact else 0.18)
    font = _font(size, bold=True)
    fm = QFontMetricsF(font)
    left = w * (0.06 if compact else 0.045)
    top = h * 0.035
    corners = [False] if compact else [False, True]
    for rotated in corners:
        painter.save()
        if rotated:
            painter.translate(w, h)
            painter.rotate(180)
        painter.setFont(font)
        painter.setPen(colour)
        if text == "10":
            # Keep "10" as narrow as a single glyph: condense it horizontally.
            tw = fm.horizontalAdvance(text)
            box = QRectF(left, top, size * 0.95, fm.height())
            painter.save()
            painter.translate(box.x(), box.y())
            painter.scale(min(1.0, box.width() / tw), 1.0)
            painter.drawText(QRectF(0, 0, tw, box.height()), Qt.AlignmentFlag.AlignCenter, text)
            painter.restore()
        else:
            box = QRectF(left, top, size * 0.95, fm.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        s = size * (0.95 if compact else 0.62)
        pip = QRectF(left + (size * 0.95 - s) / 2, top + fm.height() * 0.92, s, s)
        draw_suit(painter, card.suit, pip, colour)
        painter.restore()


def _draw_face_card(painter: QPainter, card: Card, w: float, h: float, colour: QColor) -> None:
    """J, Q, K: a framed panel with the big rank letter and suit marks (our own simple design)."""
    frame = QRectF(w * 0.245, h * 0.1, w * 0.51, h * 0.8)
    grad = QLinearGradient(frame.topLeft(), frame.bottomRight())
    tint = QColor(colour)
    tint.setAlpha(28)
    grad.setColorAt(0.0, QColor("#fff8e1"))
    grad.setColorAt(1.0, QColor("#ffe0b2"))
    painter.save()
    painter.setPen(QPen(colour, max(1.0, w * 0.015)))
    painter.setBrush(grad)
    painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
    inner = frame.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035)
    painter.setPen(QPen(QColor("#b8860b"), max(0.8, w * 0.008)))
    painter.setBrush(tint)
    painter.drawRoundedRect(inner, w * 0.03, w * 0.03)
    # Big letter in the upper half, and mirrored in the lower half, like a double-ended court card.
    font = _font(frame.width() * 0.62, bold=True, family="serif")
    painter.setFont(font)
    painter.setPen(colour)
    half = QRectF(inner.x(), inner.y(), inner.width(), inner.height() / 2)
    for flip in (False, True):
        painter.save()
        if flip:
            painter.translate(w, h)
            painter.rotate(180)
        painter.drawText(half.adjusted(0, 0, 0, -inner.height() * 0.08), Qt.AlignmentFlag.AlignCenter, rank_text(card))
        s = inner.width() * 0.26
        draw_suit(painter, card.suit, QRectF(inner.right() - s * 1.15, inner.y() + s * 0.25, s, s), colour)
        painter.restore()
    painter.setPen(QPen(QColor("#b8860b"), max(0.8, w * 0.01)))
    painter.drawLine(QPointF(inner.left(), inner.center().y()), QPointF(inner.right(), inner.center().y()))
    painter.restore()


def paint_card_face(painter: QPainter, card: Card, w: float, h: float) -> None:
    colour = RED if card.is_red else BLACK
    painter.save()
    outline = _card_outline(painter, w, h, QColor("#fdfdfb"))
    painter.setPen(QPen(QColor("#9e9e9e"), max(0.6, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)
    compact = w < 46
    _draw_index(painter, card, w, h, colour, compact)
    if compact:
        # Small cards: one big suit in the lower right, the index is the rest.
        s = w * 0.5
        draw_suit(painter, card.suit, QRectF(w - s - w * 0.08, h - s - h * 0.06, s, s), colour)
    elif card.rank == 14:
        s = w * 0.42
        draw_suit(painter, card.suit, QRectF((w - s) / 2, (h - s) / 2, s, s), colour)
    elif card.rank >= 11:
        _draw_face_card(painter, card, w, h, colour)
    else:
        field = QRectF(w * 0.335, h * 0.15, w * 0.33, h * 0.7)
        s = w * 0.17
        for fx, fy in _PIPS[card.rank]:
            cx = field.x() + fx * field.width()
            cy = field.y() + fy * field.height()
            draw_suit(painter, card.suit, QRectF(cx - s / 2, cy - s / 2, s, s), colour, flip=fy > 0.55)
    painter.restore()


def paint_card_back(painter: QPainter, w: float, h: float) -> None:
    """Our back: deep red with a gold border and a gold lattice round an eight-point star medallion."""
    painter.save()
    outline = _card_outline(painter, w, h, QColor("#fdfdfb"))
    painter.setPen(QPen(QColor("#9e9e9e"), max(0.6, w * 0.012)))
    painter.drawPath(outline)
    m = w * 0.07
    inner = QRectF(m, m, w - 2 * m, h - 2 * m)
    base = QPainterPath()
    base.addRoundedRect(inner, w * 0.04, w * 0.04)
    painter.fillPath(base, QColor("#8e1b1b"))
    painter.setClipPath(base)
    step = max(3.0, w * 0.12)
    pen = QPen(QColor("#d4a537"), max(0.6, w * 0.012))
    painter.setPen(pen)
    n = int((w + h) / step) + 2
    for i in range(-n, n):
        x = i * step
        painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
        painter.drawLine(QPointF(x, 0), QPointF(x - h, h))
    # A medallion in the middle.
    c = inner.center()
    r = inner.width() * 0.28
    painter.setBrush(QColor("#8e1b1b"))
    painter.setPen(QPen(QColor("#d4a537"), max(0.8, w * 0.025)))
    painter.drawEllipse(c, r, r)
    painter.setBrush(QColor("#d4a537"))
    painter.setPen(Qt.PenStyle.NoPen)
    star = QPainterPath()
    for k in range(8):
        ang = math.pi / 2 + k * math.pi / 4
        rr = r * (0.75 if k % 2 == 0 else 0.32)
        pt = QPointF(c.x() + rr * math.cos(ang), c.y() - rr * math.sin(ang))
        if k == 0:
            star.moveTo(pt)
        else:
            star.lineTo(pt)
    star.closeSubpath()
    painter.drawPath(star)
    painter.setClipping(False)
    painter.setPen(QPen(QColor("#d4a537"), max(0.8, w * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
    painter.restore()


# ----------------------------------------------------------------------------------------------------
# Chips and the dealer button


def paint_chip(painter: QPainter, denomination: int, d: float) -> None:
    """A chip seen from above, diameter ``d``: body colour, edge stripes, an inner ring and the value."""
    body, stripe, text_colour = chip_colours(denomination)
    c = QPointF(d / 2, d / 2)
    r = d / 2 - max(0.5, d * 0.02)
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0, 120), max(0.6, d * 0.02)))
    grad = QRadialGradient(QPointF(d * 0.42, d * 0.38), r * 1.2)
    grad.setColorAt(0.0, body.lighter(118))
    grad.setColorAt(1.0, body.darker(112))
    painter.setBrush(grad)
    painter.drawEllipse(c, r, r)
    # Six edge inserts.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(stripe)
    for k in range(6):
        painter.save()
        painter.translate(c)
        painter.rotate(k * 60 + 15)
        painter.drawRect(QRectF(-r * 0.14, -r, r * 0.28, r * 0.24))
        painter.restore()
    # Inner ring and face.
    ri = r * 0.7
    painter.setPen(QPen(stripe, max(0.6, d * 0.035), Qt.PenStyle.DashLine))
    painter.setBrush(body)
    painter.drawEllipse(c, ri, ri)
    painter.setPen(text_colour)
    label = chip_label(denomination)
    size = ri * (1.0 if len(label) <= 2 else 0.82 if len(label) == 3 else 0.66)
    font = _font(size, bold=True)
    painter.setFont(font)
    fm = QFontMetricsF(font)
    tw = fm.horizontalAdvance(label)
    box = QRectF(c.x() - ri, c.y() - ri, 2 * ri, 2 * ri)
    if tw > box.width() * 0.92:
        painter.translate(c)
        fit = box.width() * 0.92 / tw
        painter.scale(fit, fit)
        painter.translate(-c)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def paint_button(painter: QPainter, d: float, text: str = "D") -> None:
    """A white dealer puck with a letter."""
    c = QPointF(d / 2, d / 2)
    r = d / 2 - max(0.5, d * 0.02)
    painter.save()
    painter.setPen(QPen(QColor("#424242"), max(0.6, d * 0.03)))
    painter.setBrush(QColor("#fafafa"))
    painter.drawEllipse(c, r, r)
    painter.setPen(QColor("#212121"))
    painter.setFont(_font(r * 1.1, bold=True))
    painter.drawText(QRectF(0, 0, d, d), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# ----------------------------------------------------------------------------------------------------
# Rendering and the cache


def card_size(width: float) -> QSize:
    """Logical size of a card of the given width (poker proportions)."""
    return QSize(max(1, round(width)), max(1, round(width * CARD_ASPECT)))


def card_kind(card: Card | str | None) -> str:
    """The art kind of a card face (``card:As``), or of the back for ``None``."""
    if card is None:
        return "back"
    return "card:" + parse_card(card).text


def every_card_kind() -> tuple[str, ...]:
    """The art kinds of every card of the deck face up, and of the back."""
    return ("back", *(card_kind(c) for c in ALL_CARDS))


def _paint(painter: QPainter, kind: str, w: float, h: float) -> None:
    if kind.startswith("card:"):
        paint_card_face(painter, parse_card(kind[5:]), w, h)
    elif kind == "back":
        paint_card_back(painter, w, h)
    elif kind.startswith("chip:"):
        paint_chip(painter, int(kind[5:]), min(w, h))
    elif kind.startswith("button"):
        _, _, text = kind.partition(":")
        paint_button(painter, min(w, h), text or "D")
    else:
        raise ValueError(f"unknown art kind {kind!r} (card:XX, back, chip:N, button[:T])")


def render(kind: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """Render ``kind`` at logical ``size`` for a device-pixel ratio (no cache)."""
    w, h = max(1, size.width()), max(1, size.height())
    pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.scale(pm.width() / w, pm.height() / h)
    try:
        _paint(painter, kind, float(w), float(h))
    finally:
        painter.end()
    pm.setDevicePixelRatio(dpr)
    return pm


@dataclass
class CacheInfo:
    """How the pixmap cache is doing: hits, misses, pictures held and room for them."""

    hits: int = 0
    misses: int = 0
    size: int = 0
    capacity: int = 0


class PixmapCache:
    """A small LRU cache of rendered art, keyed by ``(kind, width, height, dpr)``."""

    def __init__(self, capacity: int = 600) -> None:
        self.capacity = capacity
        self._items: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self.hits = 0
        self.misses = 0
        self.composed: list[dict[Any, QPixmap]] = []
        """Pictures made from this art elsewhere (the table's betting areas and devices): emptied with it."""

    def get(self, kind: str, size: QSize, dpr: float = 1.0) -> QPixmap:
        key = (kind, size.width(), size.height(), round(dpr, 3))
        pm = self._items.get(key)
        if pm is not None:
            self.hits += 1
            self._items.move_to_end(key)
            return pm
        self.misses += 1
        pm = render(kind, size, dpr)
        self._items[key] = pm
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return pm

    def warm(self, kind: str, size: QSize, dpr: float = 1.0) -> bool:
        """Render ``kind`` into the cache ahead of its first use, unless it is there: whether it was rendered."""
        key = (kind, size.width(), size.height(), round(dpr, 3))
        if key in self._items:
            return False
        self.get(kind, size, dpr)
        return True

    def clear(self) -> None:
        self._items.clear()
        for pictures in self.composed:
            pictures.clear()
        self.hits = 0
        self.misses = 0

    def info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, len(self._items), self.capacity)


CACHE = PixmapCache()


def pixmap(kind: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """The art for ``kind`` at logical ``size`` and device-pixel ratio ``dpr``, from the cache."""
    return CACHE.get(kind, size, dpr)


def card_pixmap(card: Card | str | None, width: int, dpr: float = 1.0) -> QPixmap:
    """A card face (or the back for ``None``) of the given logical width."""
    return pixmap(card_kind(card), card_size(width), dpr)


def chip_pixmap(denomination: int, diameter: int, dpr: float = 1.0) -> QPixmap:
    return pixmap(f"chip:{denomination}", QSize(diameter, diameter), dpr)
