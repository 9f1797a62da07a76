"""The table seen from the dealer's side, as a QGraphicsScene drawn from a :class:`TableView`.

Layout (A5, docs/table-layout.md): the dealer stands at the bottom; the seats follow an arc around
the dealer, seat 1 at the dealer's left (screen left). Along each seat's line from the dealer outwards: the
side-bet zone (A5.4, only when offered), Pair Plus, Ante, Play (A5.3). The seat's cards lie beside its Ante
area. In the dealer's reach: community area and progressive display (when offered), shoe or shuffler, dealer's box, discard
rack and chip tray.

API for the interactive layer:

- ``TableScene.set_view(view)`` — draw a :class:`TableView`; items are kept by id and only changed ones
  repaint; new cards fly in from the shoe (``TRAINER_ANIMATION_MS``, at most 250 ms; 0 = none).
- ``TableScene.target_at(scene_pos)`` → ``"seat:3"``, ``"seat:3:ante"``, ``"dealer"``, ``"community"``,
  ``"shoe"``, ``"discard"``, ``"tray:100"``, ``"progressive"``, ``"payout"``, ``"payout:pay"``, ``"payout:clear"``
  or None.
- ``TableScene.spot_rect(name)`` → the scene rectangle of a named spot (also ``"seat:3:cards"``, ``"tray"``).
- ``TableScene.label_of(name)`` → the printed label of a spot in the current language.
- ``TableScene.mark_rect(name)`` → what a highlight of the spot goes round (a device with its captions and tags).
- ``TableWidget(scene)`` — a QGraphicsView that keeps the whole table in view as the window resizes.
- ``TableScene.set_payout(bet, chips)`` — the payout the dealer is building (GUI state only): its chips and total
  on free felt near the selected bet area, off every betting area (or beside the tray), with a Pay and a Clear
  control (targets ``payout:pay`` and ``payout:clear``); no chips hides it.
- ``chips_for(amount, denominations)`` — the greedy chip breakdown of an amount.
- ``method_label(view)`` — the shuffling method in words (by hand at the shoe, one-card or three-card machine).

Painting (issue 18, benchmarks/bench_gui.py): the felt and what is printed on it (the betting areas' rings and
labels, the tray, the dealer's and community boxes) are the scene's background, which a ``TableWidget`` keeps as
one picture (``refresh_background`` after a new layout or language); a betting area's item is only its settlement
mark. The shoe, rack and progressive display keep their body as a picture and paint their numbers over it; seat
numbers and play/fold tags are pictures too. These pictures are emptied with ``art.CACHE``.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, ClassVar

from trainer.engine import words
from trainer.engine.view import CardView, SeatView, TableView
from trainer.gui import art, fonts, i18n, kept_background
from trainer.gui.i18n import PHASE_TERMS, current_language, notifier, qm_path, term, ts_path
from trainer.gui.qt import (
    QT_TRANSLATE_NOOP,
    QColor,
    QCoreApplication,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPointF,
    QRadialGradient,
    QRectF,
    QSize,
    QStyleOptionGraphicsItem,
    Qt,
    QtCore,
    QTimer,
    QWidget,
)

FLIGHT_TICK_MS = 16
"""How often the flying cards move (a 60 Hz screen's frame)."""


@dataclass(slots=True)
class _Flight:
    """A card on its way from the shoe: where it started and lands, its place in the pile once landed, and when
    it set off (``time.perf_counter()``) for how long (ms)."""

    item: CardItem
    start: QPointF
    target: QPointF
    z: float
    t0: float
    ms: int


SCENE_RECT = QRectF(0, 0, 1600, 1000)
DEALER_POINT = QPointF(800, 905)
"""Where the dealer stands: the centre of the seats' arc."""

FELT_CENTRE = QPointF(800, 925)
FELT_RX, FELT_RY = 772.0, 832.0
RAIL = 26.0

# Distances from the dealer along a seat's line (A5.3, A5.4): side bets nearest, then Pair Plus, Ante, Play.
R_SIDE, R_PAIR_PLUS, R_ANTE, R_PLAY, R_BADGE = 402.0, 497.0, 601.0, 705.0, 778.0
SPOT_R = 50.0
SIDE_R = 28.0
ARC_FIRST, ARC_SPAN = 155.0, 130.0
"""Seat 1 sits at 155° (the dealer's left), the last at 25°; degrees counter-clockwise from the dealer's right."""

CARD_W = 46.0
CARD_FAN = 0.55
"""How far each card of a seat's hand lies from the last, in card widths: the fan shows each card's corner."""
CARDS_IN = 15.0
"""How much nearer the dealer than its Ante's middle a seat's cards lie: on a table of six or seven, the felt
between the next seat's Ante and these cards, where its winnings go, opens towards the Play (the cards level with
the Ante left it no room off the cards)."""
CARD_H = CARD_W * art.CARD_ASPECT
BIG_CARD_W = 60.0
BIG_CARD_H = BIG_CARD_W * art.CARD_ASPECT
FACES_PER_STEP = 2
"""Card pictures :meth:`TableScene.prepare_faces` renders a step (~0.4 ms each)."""
CHIP_D = 34.0
CHIP_STEP = 4.0
MAX_DRAWN_CHIPS = 12
LABELS_PLACED_KEPT = 2048
DISCARD_PILE_DRAWN = 14
"""The discard rack draws at most this many cards of its pile (its count says how many there are)."""
"""How many places of hands' labels are kept (:meth:`TableScene._place_hand_labels`) before they are forgotten."""
WINNINGS_REACH, BONUS_REACH = 66.0, 105.0
"""The farthest the middle of a stack of winnings lies from the ring of its area: beside it; the Ante Bonus's, beside
the Ante's winnings."""

BET_ORDER = ("six_card_bonus", "progressive", "pair_plus", "ante", "play")
"""Bet areas from the dealer outwards (A5.4, A5.3)."""

Z_FELT, Z_SPOT, Z_DEVICE, Z_CARD, Z_CHIP, Z_FLYING = 0, 1, 2, 3, 4, 10
Z_PAYOUT = 20
BACKGROUND = "#1c1c22"
"""Around the table (where the window is wider or taller than the table)."""

ANIMATION_CAP_MS = 250
ANIMATION_DEFAULT_MS = 200


def animation_ms() -> int:
    """Deal animation length: ``TRAINER_ANIMATION_MS`` (0 = none), at most 250 ms; default 200 ms."""
    raw = os.environ.get("TRAINER_ANIMATION_MS", "")
    try:
        value = int(raw) if raw.strip() else ANIMATION_DEFAULT_MS
    except ValueError:
        value = ANIMATION_DEFAULT_MS
    return max(0, min(ANIMATION_CAP_MS, value))


def chips_for(amount: int, denominations: Iterable[int]) -> list[int]:
    """Greedy breakdown of ``amount`` into chips, largest first; the chips always add up to ``amount``.

    A remainder the denominations cannot make (e.g. 7 with chips of 5) becomes one odd chip of that value.
    """
    if amount <= 0:
        return []
    out: list[int] = []
    left = amount
    for d in sorted({d for d in denominations if d > 0}, reverse=True):
        n, left = divmod(left, d)
        out.extend([d] * n)
    if left:
        out.append(left)
    return out


def method_label(view: TableView | None) -> str:
    """How the cards are shuffled and dealt at this table now (A9.1): by hand at the shoe, or by a machine that
    delivers one card (or a packet of three) at a time; in the current language."""
    if view is None or view.method != "machine":
        return QCoreApplication.translate("TableScene", "By hand (shoe)")
    if view.packet_size == 1:
        return QCoreApplication.translate("TableScene", "One-card machine")
    if view.packet_size == 3:
        return QCoreApplication.translate("TableScene", "Three-card machine")
    return QCoreApplication.translate("TableScene", "%1-card machine").replace("%1", str(view.packet_size))


def winnings_way(kind: str, theta: float) -> QPointF:
    """The way from a bet area to where its winnings (and the payout being built) go: towards the dealer for side
    bets, on the free side for the others (away from the seat's cards)."""
    if kind in ("six_card_bonus", "progressive"):
        return radial(theta) * -1.0
    if kind == "ante":
        return tangent(theta) * -1.0
    return tangent(theta)


def _font(pixel_size: float, bold: bool = False) -> QFont:
    """The table's type at ``pixel_size``; one font kept per size and weight (painting asks for them all the time:
    a table's labels fitted to their boxes try several sizes each). Not to be changed by the caller."""
    family = _family()
    key = (max(1, round(pixel_size)), bold, family)
    f = _FONTS.get(key)
    if f is None:
        f = QFont()
        if family:
            f.setFamilies([family])
        f.setPixelSize(key[0])
        f.setBold(bold)
        _FONTS[key] = f
    return f


_FONTS: dict[tuple[int, bool, str | None], QFont] = {}


_FAMILY: list[str | None] = []

_DRAWING_FILES: tuple[str, ...] = (
    *(str(m.__file__) for m in (art, fonts, i18n, words, kept_background)),
    __file__,
)
"""The sources of what draws the table's background and of the words printed on it (the terms' English is the
catalogue's source text): a kept picture of it is of this code only."""


def _family() -> str | None:
    if not _FAMILY:
        _FAMILY.append(fonts.cjk_family())
    return _FAMILY[0]


def _fit_text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool = False, lines: int = 2) -> None:
    """Draw ``text`` centred in ``rect``, shrinking the font (down to 60%) and wrapping so it fits."""
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    s = size
    while True:
        font = _font(s, bold)
        fm = QFontMetricsF(font)
        bound = fm.boundingRect(rect, flags, text)
        if (bound.width() <= rect.width() + 0.5 and bound.height() <= rect.height() + 0.5) or s <= size * 0.6:
            break
        s *= 0.92
    painter.setFont(font)
    painter.drawText(rect, flags, text)


def _device_scale(painter: QPainter) -> tuple[float, float]:
    """How many logical pixels one scene unit covers, and the device's pixel ratio."""
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12()) or 1.0
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return scale, dpr


def _draw_art(painter: QPainter, kind: str, rect: QRectF) -> None:
    scale, dpr = _device_scale(painter)
    size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    pm = art.pixmap(kind, size, dpr)
    _blit(painter, rect, pm)


def _drawn_picture(box: QRectF, device_scale: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """A transparent picture of what ``draw`` paints in ``box`` (item coordinates), made for ``device_scale``
    device pixels per unit (whole pixels: :func:`_blit` then copies it as it is)."""
    w = max(1, math.ceil(box.width() * device_scale))
    h = max(1, math.ceil(box.height() * device_scale))
    picture = QPixmap(w, h)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    try:
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        painter.scale(w / box.width(), h / box.height())
        painter.translate(-box.topLeft())
        draw(painter)
    finally:
        painter.end()
    return picture


def _blit(painter: QPainter, rect: QRectF, pm: QPixmap) -> None:
    """Draw ``pm`` (made for the device: one pixel a device pixel) over ``rect``. When the painter only scales and
    moves and ``rect`` covers as many device pixels as ``pm`` has, the picture is copied pixel for pixel at the
    nearest whole device pixel (a plain copy, ~10× faster than the smoothly transformed drawing it otherwise needs
    at a fractional position: a table's 35 betting areas redrawn at once took ~3 ms; benchmarks/bench_gui.py)."""
    t = painter.worldTransform()
    if t.m12() == 0 and t.m21() == 0 and pm.devicePixelRatio() == 1:
        target = t.mapRect(rect)
        if abs(target.width() - pm.width()) <= 1 and abs(target.height() - pm.height()) <= 1:
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(round(target.x()), round(target.y()), pm)
            painter.restore()
            return
    painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


# ----------------------------------------------------------------------------------------------------
# Geometry


def seat_angle(seat_index: int, n_seats: int) -> float:
    """Angle (radians) of the ``seat_index``-th seat (0 = seat 1) around the dealer."""
    step = ARC_SPAN / max(1, n_seats - 1)
    return math.radians(ARC_FIRST - seat_index * step)


def polar(r: float, theta: float) -> QPointF:
    return QPointF(DEALER_POINT.x() + r * math.cos(theta), DEALER_POINT.y() - r * math.sin(theta))


def tangent(theta: float) -> QPointF:
    """Unit vector along the arc towards the next seat (the dealer's right)."""
    return QPointF(math.sin(theta), math.cos(theta))


def radial(theta: float) -> QPointF:
    """Unit vector from the dealer outwards."""
    return QPointF(math.cos(theta), -math.sin(theta))


def _circle(c: QPointF, r: float) -> QRectF:
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)


@dataclass
class Layout:
    """Where everything is, for a number of seats and the side bets offered."""

    n_seats: int
    side_bets: tuple[str, ...]
    denominations: tuple[int, ...]
    spots: dict[str, QRectF] = field(default_factory=dict)
    circles: dict[str, tuple[QPointF, float]] = field(default_factory=dict)
    seat_paths: dict[int, QPainterPath] = field(default_factory=dict)
    angles: dict[int, float] = field(default_factory=dict)
    _hand_places: dict[tuple[int, int], list[tuple[QRectF, bool]]] = field(default_factory=dict)

    @classmethod
    def build(cls, n_seats: int, side_bets: Sequence[str], denominations: Sequence[int]) -> Layout:
        lay = cls(n_seats, tuple(side_bets), tuple(sorted(set(denominations))))
        half = math.radians(ARC_SPAN / max(1, n_seats - 1)) / 2
        for i in range(n_seats):
            seat = i + 1
            th = seat_angle(i, n_seats)
            lay.angles[seat] = th
            rad = {"pair_plus": R_PAIR_PLUS, "ante": R_ANTE, "play": R_PLAY}
            for kind, r in rad.items():
                lay._add_circle(f"seat:{seat}:{kind}", polar(r, th), SPOT_R)
            sides = [k for k in ("six_card_bonus", "progressive") if k in lay.side_bets]
            t = tangent(th)
            for j, kind in enumerate(sides):
                off = (j - (len(sides) - 1) / 2) * (2 * SIDE_R + 6)
                c = polar(R_SIDE, th) + t * off
                lay._add_circle(f"seat:{seat}:{kind}", c, SIDE_R)
            # The seat's cards: beside its Ante, towards the dealer's right, a little nearer the dealer than its
            # middle (CARDS_IN).
            width = CARD_W + 2 * CARD_W * CARD_FAN
            cc = polar(R_ANTE - CARDS_IN, th) + t * (SPOT_R + 12 + width / 2)
            lay.spots[f"seat:{seat}:cards"] = QRectF(cc.x() - width / 2, cc.y() - CARD_H / 2, width, CARD_H)
            lay.spots[f"seat:{seat}"] = lay.spots[f"seat:{seat}:cards"]
            lay._add_circle(f"seat:{seat}:badge", polar(R_BADGE, th), 19.0)
            # The seat's whole wedge, for clicks anywhere in front of it.
            path = QPainterPath()
            r0, r1 = R_SIDE - SIDE_R - 10, R_BADGE + 22
            a0, a1 = th - half, th + half
            path.moveTo(polar(r0, a0))
            for k in range(13):
                path.lineTo(polar(r1, a0 + (a1 - a0) * k / 12))
            for k in range(13):
                path.lineTo(polar(r0, a1 - (a1 - a0) * k / 12))
            path.closeSubpath()
            lay.seat_paths[seat] = path
        # The dealer's reach.
        cx = DEALER_POINT.x()
        lay.spots["dealer"] = QRectF(cx - 115, 722, 230, BIG_CARD_H + 16)
        lay.spots["community"] = QRectF(cx - 190 if "progressive" in lay.side_bets else cx - 78, 600, 156, 104)
        if "progressive" in lay.side_bets:
            lay.spots["progressive"] = QRectF(cx - 22, 612, 220, 80)
        lay.spots["shoe"] = QRectF(cx - 292, 730, 132, 92)
        lay.spots["discard"] = QRectF(cx + 160, 730, 132, 92)
        n = max(1, len(lay.denominations))
        col = min(62.0, 520.0 / n)
        tray_w = col * n + 20
        tray = QRectF(cx - tray_w / 2, 850, tray_w, 62)
        lay.spots["tray"] = tray
        for k, d in enumerate(lay.denominations):
            lay.spots[f"tray:{d}"] = QRectF(tray.x() + 10 + k * col, tray.y() + 4, col, tray.height() - 8)
        return lay

    def hand_places_ready(self, seat: int) -> bool:
        """Whether :meth:`hand_places` has worked out the seat's places already (for labels of every height)."""
        return (seat, HAND_ROWS) in self._hand_places and (
            not self.side_bets or (seat, HAND_LINES_MOST) in self._hand_places
        )

    def hand_places(self, seat: int, lines: int = 0) -> list[tuple[QRectF, bool]]:
        """The places for a seat's hand label (room for ``lines`` lines, :data:`HAND_ROWS` unless more) on free
        felt beside its cards: off every area (and its stake's printed amount), card, device and seat number; below
        the cards or above them, nearest the cards' middle first (the free felt there differs from seat to seat
        round the arc); and whether the place lies below them (True: the rows start at its top) or above them (they
        end at its bottom). The label takes the first one its seat's neighbours' chips leave free
        (:meth:`TableScene._place_hand_labels`). For :data:`HAND_ROWS` lines there is always one (below the cards
        if the felt has no room); for more, there may be none. Worked out on first use (not at start-up)."""
        lines = max(lines, HAND_ROWS)
        places = self._hand_places.get((seat, lines))
        if places is not None:
            return places
        cards = self.spots[f"seat:{seat}:cards"]
        w, h = HAND_LABEL_W, lines * HAND_LINE_H + 6
        cx, top, bottom = cards.center().x(), cards.top(), cards.bottom()
        tries: list[tuple[Box, bool]] = []
        for dy in (3.0, 24.0, 45.0):
            for dx in (0, 12, -12, 24, -24, 36, -36, 48, -48, 60, -60, 72, -72):
                for below in (True, False):
                    x, y = cx - w / 2 + dx, bottom + dy if below else top - dy - h
                    tries.append(((x, y, x + w, y + h), below))
        for dy in (0.0, -20.0, 20.0, -40.0, 40.0):  # then beside them
            for x in (cards.right() + 4, cards.left() - 4 - w):
                y = cards.center().y() - h / 2 + dy
                tries.append(((x, y, x + w, y + h), True))
        reach = (cx - 400, top - 300, cx + 400, bottom + 300)
        boxes, discs = self._label_obstacles()
        boxes = [b for b in boxes if _meets(b, reach)]
        discs = [d for d in discs if _meets_disc(reach, *d)]
        places = []
        for box, below in tries:
            if not _box_on_felt(box) or any(_meets(box, b) for b in boxes):
                continue
            if any(_meets_disc(box, *d) for d in discs):
                continue
            places.append((QRectF(box[0], box[1], w, h), below))
        if not places and lines == HAND_ROWS:  # (no table laid out so far is this crowded) below the cards
            places.append((QRectF(cx - w / 2, bottom + 3, w, h), True))
        self._hand_places[(seat, lines)] = places
        return places

    def _label_obstacles(self) -> tuple[list[Box], list[tuple[float, float, float]]]:
        """What a hand's label keeps off: every seat's cards, the devices with their captions, the seat numbers'
        play/fold tags and the printed amount of a stake (above its area) as boxes; the areas' rings and the seat
        numbers as discs (centre and radius, with a little room)."""
        boxes: list[Box] = [_box(self.spots[f"seat:{n}:cards"]) for n in range(1, self.n_seats + 1)]
        boxes += [_box(device_footprint(name, self.spots[name])) for name in DEVICE_NAMES if name in self.spots]
        discs: list[tuple[float, float, float]] = []
        for name, (c, r) in self.circles.items():
            if name.endswith(":badge"):
                discs.append((c.x(), c.y(), r + 4))
                boxes.append((c.x() - 90, c.y() - 12, c.x() + 90, c.y() + 12))
                continue
            discs.append((c.x(), c.y(), r + 2))
            if r >= SPOT_R:
                boxes.append((c.x() - 30, c.y() - 70, c.x() + 30, c.y()))
        return boxes, discs

    def _add_circle(self, name: str, c: QPointF, r: float) -> None:
        self.circles[name] = (c, r)
        self.spots[name] = _circle(c, r)

    def key(self) -> tuple[object, ...]:
        return (self.n_seats, self.side_bets, self.denominations)


# ----------------------------------------------------------------------------------------------------
# Items


class Felt:
    """The table: rail, felt and the dealer's edge. Drawn as the scene's background (:meth:`TableScene.drawBackground`),
    with the printed faces of the betting areas and the devices that never change: a view keeps that picture and a
    repaint of any part of the table copies it (one opaque copy where ~130 cached items were each drawn)."""

    def boundingRect(self) -> QRectF:
        return SCENE_RECT

    def _shape(self, grow: float) -> QPainterPath:
        p = QPainterPath()
        rect = QRectF(
            FELT_CENTRE.x() - FELT_RX - grow,
            FELT_CENTRE.y() - FELT_RY - grow,
            2 * (FELT_RX + grow),
            2 * (FELT_RY + grow),
        )
        p.moveTo(rect.left(), FELT_CENTRE.y())
        p.arcTo(rect, 180, -180)
        p.closeSubpath()
        return p

    def paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bg = QLinearGradient(0, 0, 0, SCENE_RECT.height())
        bg.setColorAt(0, QColor("#1c1c22"))
        bg.setColorAt(1, QColor("#2a2a31"))
        painter.fillRect(SCENE_RECT, bg)
        rail = self._shape(RAIL)
        g = QRadialGradient(FELT_CENTRE, FELT_RY + RAIL)
        g.setColorAt(0.9, QColor("#4e2c17"))
        g.setColorAt(0.97, QColor("#6d3f22"))
        g.setColorAt(1.0, QColor("#3a2010"))
        painter.fillPath(rail, g)
        felt = self._shape(0)
        fg = QRadialGradient(QPointF(FELT_CENTRE.x(), FELT_CENTRE.y() - 360), FELT_RY)
        fg.setColorAt(0.0, QColor("#21864c"))
        fg.setColorAt(0.75, QColor("#17693a"))
        fg.setColorAt(1.0, QColor("#0f4f2b"))
        painter.fillPath(felt, fg)
        painter.setPen(QPen(QColor(255, 224, 140, 120), 2.0))
        inner = QPainterPath()
        r = QRectF(DEALER_POINT.x() - 350, DEALER_POINT.y() - 350, 700, 700)
        inner.arcMoveTo(r, 160)
        inner.arcTo(r, 160, -140)
        painter.drawPath(inner)
        # The dealer's edge and place.
        edge = QRectF(0, FELT_CENTRE.y(), SCENE_RECT.width(), SCENE_RECT.height() - FELT_CENTRE.y())
        eg = QLinearGradient(edge.topLeft(), edge.bottomLeft())
        eg.setColorAt(0, QColor("#3a2010"))
        eg.setColorAt(0.2, QColor("#26262d"))
        painter.fillRect(edge, eg)
        painter.setPen(QColor("#f3e2b3"))
        painter.setFont(_font(22, bold=True))
        text = QCoreApplication.translate("TableScene", "Dealer (you)")
        painter.drawText(QRectF(0, FELT_CENTRE.y() + 20, SCENE_RECT.width(), 40), Qt.AlignmentFlag.AlignCenter, text)


class TitleItem(QGraphicsItem):
    """The game's name and the round's phase in the top-left corner: its own small item, so a change of phase
    repaints this corner and not the whole felt (bench_gui's worst frame)."""

    RECT = QRectF(20, 10, 440, 84)

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_DEVICE)
        self.phase = "shuffle"

    def boundingRect(self) -> QRectF:
        return self.RECT

    def set_phase(self, phase: str) -> bool:
        if phase == self.phase:
            return False
        self.phase = phase
        self.update()
        return True

    def texts(self, phase: str | None = None) -> tuple[str, str]:
        """The game's name and the line naming the phase (this one's, or ``phase``'s; "" for none), in the current
        language."""
        phase_key = PHASE_TERMS.get(self.phase if phase is None else phase)
        line = (
            ""
            if phase_key is None
            else QCoreApplication.translate("TableScene", "Phase: %1").replace("%1", term(phase_key))
        )
        return QCoreApplication.translate("TableScene", "Fortune 3 Card Poker"), line

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # From a picture kept per text, size and font: the last card dealt changes the phase in one of the round's
        # largest frames.
        scale, dpr = _device_scale(painter)
        texts = self.texts()
        _blit(painter, self.RECT, _TITLE_PICTURES.picture((texts,), scale * dpr, self._drawing(scale * dpr, texts)))

    def _drawing(self, device_scale: float, texts: tuple[str, str]) -> Callable[[], QPixmap]:
        return lambda: _drawn_picture(self.RECT, device_scale, lambda painter: self._draw(painter, texts))

    def prepare(self, device_scale: float) -> bool:
        """Draw ahead the corner for one more phase the round may reach; False when every phase's is kept (called
        while the table is idle)."""
        for phase in (*PHASE_TERMS, ""):  # "": a phase the corner does not name (the round's end)
            texts = self.texts(phase)
            if _TITLE_PICTURES.ahead((texts,), device_scale, self._drawing(device_scale, texts)):
                return True
        return False

    @staticmethod
    def _draw(painter: QPainter, texts: tuple[str, str]) -> None:
        title, line = texts
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#f0c75e"))
        painter.setFont(_font(30, bold=True))
        painter.drawText(QRectF(24, 14, 420, 42), Qt.AlignmentFlag.AlignLeft, title)
        if line:
            painter.setPen(QColor("#d8d8d8"))
            painter.setFont(_font(20))
            painter.drawText(QRectF(26, 58, 420, 30), Qt.AlignmentFlag.AlignLeft, line)


class _Pictures(dict[tuple[object, ...], QPixmap]):
    """Pictures the table's items draw from, kept by what they show, the device scale and the font (the key:
    ``(*what, device scale, font)``); emptied when it holds more than ``cap`` (another size or language leaves the
    old ones behind)."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    @staticmethod
    def key(what: tuple[object, ...], device_scale: float) -> tuple[object, ...]:
        return (*what, round(device_scale, 4), _family())

    def picture(self, what: tuple[object, ...], device_scale: float, draw: Callable[[], QPixmap]) -> QPixmap:
        """The picture of ``what`` at ``device_scale``; ``draw`` makes it when it is not kept."""
        key = self.key(what, device_scale)
        picture = self.get(key)
        if picture is None:
            if len(self) > self.cap:
                self.clear()
            picture = self[key] = draw()
        return picture

    def ahead(self, what: tuple[object, ...], device_scale: float, draw: Callable[[], QPixmap]) -> bool:
        """Draw the picture of ``what`` unless it is kept (while the table is idle): whether it drew it."""
        if self.key(what, device_scale) in self:
            return False
        self.picture(what, device_scale, draw)
        return True


_DEVICE_BODIES = _Pictures(100)
"""Pictures of the devices without their numbers, by device, state, device scale and font."""

_SPOT_FACES = _Pictures(200)
"""Pictures of betting areas (ring and label) by kind, radius, state, label, device scale and font."""

_BADGE_PARTS = _Pictures(200)
"""Pictures of the seat numbers and of the play/fold tags beside them, by part, device scale and font."""

_STACK_PICTURES = _Pictures(300)
"""Pictures of chip stacks with their amounts, by chips, amount, kind, size, device scale and font."""

_LABEL_PICTURES = _Pictures(100)
"""Pictures of the hands' labels, by rows, width, device scale and font."""

_TITLE_PICTURES = _Pictures(60)
"""Pictures of the title corner (the game's name and the phase), by texts, device scale and font."""

art.CACHE.composed += [
    _DEVICE_BODIES,
    _LABEL_PICTURES,
    _TITLE_PICTURES,
    _SPOT_FACES,
    _BADGE_PARTS,
    _STACK_PICTURES,
]  # emptied with the art they are made of


SETTLED_MARKS = {
    "right": ("#43a047", "✓"),
    "wrong": ("#e53935", "✗"),
    "take": ("#607d8b", "−"),
    "push": ("#607d8b", "="),
    "pay": ("#607d8b", "+"),
}
"""A settled bet's mark (colour, sign): the grader's verdict in practice (✓ settled as it should be, ✗ not), and
without one (an exam gives nothing away) the same neutral colour for every way of settling: taken, pushed, paid."""


class SpotItem(QGraphicsItem):
    """A printed betting area (circle) with its label; marks the settlement once done.

    The ring and label are printed on the felt: drawn with the scene's background (:meth:`paint_face`). The item
    itself is the mark of the settlement, shown once the bet is settled (a table of seven has 35 areas: a repaint of
    the table, or clearing every mark at the end of a round, copies the background instead of 35 pictures)."""

    COLOURS: ClassVar[dict[str, str]] = {
        "ante": "#f3e2b3",
        "play": "#f3e2b3",
        "pair_plus": "#9ad0ff",
        "six_card_bonus": "#ffb74d",
        "progressive": "#ff8a80",
    }
    MARK_R = 9.0

    def __init__(self, name: str, kind: str, centre: QPointF, radius: float) -> None:
        super().__init__()
        self.name = name
        self.kind = kind
        self.radius = radius
        self.settled = ""
        self.verdict = ""
        self.active = True
        self._bounds = _circle(self.mark_centre(), self.MARK_R + 1.5)
        self.setPos(centre)
        self.setZValue(Z_SPOT)
        self.setVisible(False)

    def label(self) -> str:
        if self.kind == "six_card_bonus":
            return QCoreApplication.translate("TableScene", "6 Card")
        if self.kind == "progressive":
            return QCoreApplication.translate("TableScene", "Jackpot")
        return term(self.kind)

    def set_settled(self, settled: str, verdict: str = "") -> bool:
        """Mark the bet settled (``take``, ``push``, ``pay``) or not (``""``), with the grader's ``verdict`` on it
        (``right``, ``wrong``; ``""``: none, as in an exam); True if that changed."""
        if (settled, verdict) == (self.settled, self.verdict):
            return False
        self.settled, self.verdict = settled, verdict
        self.setVisible(bool(settled))
        self.update()
        return True

    def face_rect(self) -> QRectF:
        """The printed ring and label, in item coordinates."""
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def mark_centre(self) -> QPointF:
        return QPointF(self.radius * 0.72, -self.radius * 0.72)

    def boundingRect(self) -> QRectF:
        # (Asked by the view for every item at each repaint: kept, like the other items' bounds.)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._paint_mark(painter)

    def paint_face(self, painter: QPainter) -> None:
        """The ring and its label (in item coordinates), from a picture shared by every seat's area of this kind
        (drawn once per size and language)."""
        r = self.radius
        scale, dpr = _device_scale(painter)
        label = self.label()
        face = _SPOT_FACES.picture(
            (self.kind, r, self.active, label), scale * dpr, lambda: self._face(scale * dpr, label)
        )
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        _blit(painter, self.face_rect(), face)

    def _face(self, device_scale: float, label: str) -> QPixmap:
        r = self.radius
        box = r + 3
        side = max(1, math.ceil(2 * box * device_scale))
        face = QPixmap(side, side)
        face.fill(Qt.GlobalColor.transparent)
        painter = QPainter(face)
        try:
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            painter.scale(side / (2 * box), side / (2 * box))
            painter.translate(box, box)
            self._paint_ring(painter, label)
        finally:
            painter.end()
        return face

    def _paint_ring(self, painter: QPainter, label: str) -> None:
        colour = QColor(self.COLOURS.get(self.kind, "#f3e2b3"))
        if not self.active:
            colour.setAlpha(90)
        r = self.radius
        painter.setPen(QPen(colour, 2.4 if r > 30 else 2.0))
        fill = QColor(0, 0, 0, 38)
        painter.setBrush(fill)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(colour)
        # Below the stake (drawn a little above the centre), as wide as the circle allows there: the six
        # characters of 對子或以上注 stay as large as the English labels.
        _fit_text(painter, self.label_box(), label, 15.0 if r > 30 else 12.5, bold=True, lines=1)

    def label_box(self) -> QRectF:
        """Where the area's name is printed, in item coordinates: below its middle."""
        r = self.radius
        if r > 30:
            return QRectF(-r * 0.8, r * 0.2, r * 1.6, r * 0.46)
        return QRectF(-r * 0.95, r * 0.22, r * 1.9, r * 0.76)

    def label_rect(self) -> QRectF:
        """Where the area's name is printed, in scene coordinates."""
        return self.label_box().translated(self.pos())

    def mark(self) -> tuple[str, str] | None:
        """The settled mark drawn (:data:`SETTLED_MARKS`: colour, sign); None while the bet is not settled."""
        return (SETTLED_MARKS.get(self.verdict) or SETTLED_MARKS.get(self.settled)) if self.settled else None

    def _paint_mark(self, painter: QPainter) -> None:
        if self.settled:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            mark = self.mark()
            if mark:
                c = self.mark_centre()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(mark[0]))
                painter.drawEllipse(c, self.MARK_R, self.MARK_R)
                painter.setPen(QColor("#ffffff"))
                painter.setFont(_font(13, bold=True))
                painter.drawText(_circle(c, self.MARK_R), Qt.AlignmentFlag.AlignCenter, mark[1])


class BadgeItem(QGraphicsItem):
    """The seat number on the rail; greyed when nobody sits there; shows the player's decision."""

    def __init__(self, seat: int, centre: QPointF) -> None:
        super().__init__()
        self.seat = seat
        self.tag_left = centre.x() < DEALER_POINT.x() - 1
        """The play/fold tag goes on the rail's side of the number, off the seat's Play area."""
        self.occupied = True
        self.decision: str | None = None
        self.player = ""
        self.conduct: tuple[str, ...] = ()
        self.setPos(centre)
        self.setZValue(Z_DEVICE)

    BOUNDS = QRectF(-70, -24, 140, 48)

    def boundingRect(self) -> QRectF:
        return self.BOUNDS

    def tag(self) -> str:
        """The play/fold tag shown beside the number ("" for none)."""
        if self.decision == "fold":
            return term("fold")
        if self.decision == "play":
            return term("play")
        return ""

    def tag_rect(self, tag: str) -> QRectF:
        """Where the tag ``tag`` is drawn, in item coordinates: on the rail's side of the number."""
        tw = QFontMetricsF(_font(13, bold=True)).horizontalAdvance(tag) + 10
        return QRectF(-20 - tw, -10, tw, 20) if self.tag_left else QRectF(20, -10, tw, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # The number and the play/fold tag come from pictures kept per seat and per tag, size and language: the
        # players' decisions put a tag on every seat at once, and the clear takes them all off (two of a round's
        # largest frames).
        tag = self.tag()
        parts: list[tuple[object, ...]] = [("number", self.seat, self.occupied)]
        if tag:
            parts.append(("tag", tag, self.decision == "fold", self.tag_left))
        scale, dpr = _device_scale(painter)
        for part in parts:
            _blit(painter, self.BOUNDS, self._kept_part(scale * dpr, part))
        if self.conduct:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            mark = QPointF(24 if self.tag_left else -24, -10)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffb300"))
            painter.drawEllipse(mark, 8, 8)
            painter.setPen(QColor("#000000"))
            painter.setFont(_font(12, bold=True))
            painter.drawText(_circle(mark, 8), Qt.AlignmentFlag.AlignCenter, "!")

    def _kept_part(self, device_scale: float, part: tuple[object, ...]) -> QPixmap:
        return _BADGE_PARTS.picture(part, device_scale, lambda: self._part(device_scale, part))

    def prepare_tags(self, device_scale: float) -> bool:
        """Draw ahead the play and fold tags this seat may show (the players decide all at once, with the last
        card dealt); False when both are kept (called while the table is idle)."""
        for decision in ("play", "fold"):
            part = ("tag", term(decision), decision == "fold", self.tag_left)
            if _BADGE_PARTS.ahead(part, device_scale, partial(self._part, device_scale, part)):
                return True
        return False

    def _part(self, device_scale: float, part: tuple[object, ...]) -> QPixmap:
        return _drawn_picture(self.BOUNDS, device_scale, lambda painter: self._draw_part(painter, part))

    def _draw_part(self, painter: QPainter, part: tuple[object, ...]) -> None:
        if part[0] == "number":
            _, seat, occupied = part
            painter.setPen(QPen(QColor("#f0c75e") if occupied else QColor("#777777"), 2))
            painter.setBrush(QColor("#2b1a0e") if occupied else QColor("#3a3a3a"))
            painter.drawEllipse(QPointF(0, 0), 18, 18)
            painter.setPen(QColor("#ffffff") if occupied else QColor("#9e9e9e"))
            painter.setFont(_font(19, bold=True))
            painter.drawText(QRectF(-18, -18, 36, 36), Qt.AlignmentFlag.AlignCenter, str(seat))
        else:
            _, tag, fold, _left = part
            painter.setFont(_font(13, bold=True))
            rect = self.tag_rect(str(tag))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#c62828") if fold else QColor("#2e7d32"))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(tag))


class CardItem(QGraphicsObject):
    """One card on the table: its face or back, the highlight of an exposed card, the mark of a dead one."""

    def __init__(self, key: str, width: float) -> None:
        super().__init__()
        self.key = key
        self.w = width
        self.h = width * art.CARD_ASPECT
        self.view: CardView | None = None
        self.dimmed = False
        self.top = True
        """The last card of its row: the one whose whole face shows (carries the "dead" caption)."""
        self._bounds = QRectF(-5, -5, self.w + 10, self.h + 10)
        self.setZValue(Z_CARD)

    def set_card(self, view: CardView, dimmed: bool = False) -> bool:
        if view == self.view and dimmed == self.dimmed:
            return False
        self.view = view
        self.dimmed = dimmed
        self.update()
        return True

    def kind(self) -> str:
        if self.view is None or not self.view.face_up:
            return "back"
        return art.card_kind(self.view.card)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2, 3), 4, 4)
        if self.view is not None and self.view.exposed:
            painter.setPen(QPen(QColor("#ffab00"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 6, 6)
        _draw_art(painter, self.kind(), rect)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, 4, 4)
        if self.view is not None and self.view.dead:
            painter.setPen(QPen(QColor(211, 47, 47, 220), 3))
            painter.drawLine(rect.topLeft() + QPointF(4, 4), rect.bottomRight() - QPointF(4, 4))
            painter.drawLine(rect.topRight() + QPointF(-4, 4), rect.bottomLeft() + QPointF(4, -4))
            if not self.top:
                return
            band = QRectF(0, self.h / 2 - 9, self.w, 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(211, 47, 47, 230))
            painter.drawRect(band)
            painter.setPen(QColor("#ffffff"))
            _fit_text(painter, band, term("dead"), 12, bold=True, lines=1)


HAND_LABEL_W = 140.0
"""About the width of a seat's cards and a half: the free felt beside them (:meth:`Layout._hand_place`)."""
HAND_LINE_H = 19.0
HAND_ROWS = 3
"""The rank, the Six Card hand and the Jackpot hand: one row each (the room of a hand label's places)."""
HAND_LINES_MOST = 4
"""The most lines a hand's label takes: its rank in two (the current language's words above the other's, when the
two do not fit on one line: "Three odd cards" over "三張散牌"), then the Six Card and Jackpot hands."""


def hand_lines(seat: SeatView) -> list[str]:
    """Practice: what the dealer reads off a hand turned face up, in plain bilingual words (current language first):
    its rank (A7.1) and, for a Six Card Bonus (A14) or Progressive (A15.1) bet, its five-card hand there."""
    if not seat.revealed or seat.hand is None:
        return []
    from trainer.gui import exam_text
    from trainer.gui.i18n import TERMS, current_language

    zh_first = current_language().startswith("zh")

    def pair(en: str, zh: str) -> str:
        return en if en == zh else (f"{zh} · {en}" if zh_first else f"{en} · {zh}")

    def rank(key: str) -> str:
        key = "three_odd_cards" if key == "high_card" else key
        t = TERMS.get(key)
        return key if t is None else pair(t.en, t.zh_hant)

    lines = [rank(seat.hand)]
    for bet, source in (("six_card_bonus", "6 Card"), ("progressive", "Jackpot")):
        if bet not in seat.side_hands:
            continue
        hand = seat.side_hands[bet]
        what = rank(hand) if hand else pair(_NO_WIN, exam_text.zh_hant("TableScene", _NO_WIN))
        head = exam_text.translated("TableScene", source)
        lines.append(exam_text.translated("TableScene", _HEAD).replace("%1", head).replace("%2", what))
    return lines


_NO_WIN = QT_TRANSLATE_NOOP("TableScene", "no winning hand")
_HEAD = QT_TRANSLATE_NOOP("TableScene", "%1: %2")


class HandLabelItem(QGraphicsItem):
    """Practice: the rank of a hand the dealer has turned face up (and its Six Card / Jackpot hand), beside its
    cards on free felt (:meth:`Layout.hand_places`), never over them.

    Each entry takes one row: in both languages (the current one first) when they fit on a line without a type much
    smaller than the table's labels; else the rank takes two lines, its words in the current language above those in
    the other (issue 32: "Three odd cards" showed no 三張散牌), and a Six Card or Jackpot entry its current
    language's words. Where the felt beside the cards has no room for them all, the label is :attr:`compact`: the
    rank alone (all of it in the tooltip); the Six Card and Jackpot bets' own winnings say how they went."""

    SIZES = (15.5, 14.0)
    """Type size of the rank, of the Six Card / Jackpot entries."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.lines: list[str] = []
        self.rows: list[tuple[str, float, bool]] = []
        self._all_rows: list[tuple[str, float, bool]] = []
        self.compact = False
        self.width = HAND_LABEL_W
        """As wide as its longest row, at most :data:`HAND_LABEL_W`."""
        self._sizes: tuple[tuple[float, float], ...] = ((HAND_LABEL_W, 6.0), (HAND_LABEL_W, 6.0))
        self.setZValue(Z_CHIP + 0.5)

    def set_lines(self, lines: list[str]) -> bool:
        if lines == self.lines:
            return False
        self.prepareGeometryChange()
        self.lines = lines
        self._all_rows = []
        for i, line in enumerate(lines):
            size = self.SIZES[0] if i == 0 else self.SIZES[1]
            fm = QFontMetricsF(_font(size, bold=i == 0))
            # Both languages if they fit with the type at most 15% smaller; else the rank in two lines, the other
            # entries in the current language's words.
            if fm.horizontalAdvance(line) * 0.85 > HAND_LABEL_W - 10 and " · " in line:
                first, _, other = line.rpartition(" · ")
                line = f"{first}\n{other}" if i == 0 else first
            self._all_rows.append((line, size, i == 0))
        self.setToolTip("\n".join(lines))
        self._measure()
        self._set_rows()
        return True

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.prepareGeometryChange()
            self.compact = compact
            self._set_rows()

    def size_if(self, compact: bool) -> tuple[float, float]:
        """Its width and height, full or :attr:`compact` (measured once per text: the placing asks for both)."""
        return self._sizes[1 if compact else 0]

    def _set_rows(self) -> None:
        self.rows = self._all_rows[:1] if self.compact else list(self._all_rows)
        self.width = self.size_if(self.compact)[0]
        self.update()

    def _measure(self) -> None:
        widths = [
            max(QFontMetricsF(_font(size if k == 0 else self.SIZES[1], bold and k == 0)).horizontalAdvance(part)
                for k, part in enumerate(text.split("\n")))
            for text, size, bold in self._all_rows
        ]  # fmt: skip
        lines = [text.count("\n") + 1 for text, _size, _bold in self._all_rows]
        self._sizes = tuple(
            (min(HAND_LABEL_W, math.ceil(max(ws, default=0.0)) + 12.0), HAND_LINE_H * sum(ns) + 6.0)
            for ws, ns in ((widths, lines), (widths[:1], lines[:1]))
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, 0, self.width, HAND_LINE_H * self.line_count() + 6)

    def line_count(self) -> int:
        """How many lines the rows shown take (the rank may take two)."""
        return sum(text.count("\n") + 1 for text, _size, _bold in self.rows)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # From a picture kept per text, size and font: a reveal's frame draws a hand's label, and every later
        # frame that repaints the felt around it (its winnings, the next hands) draws it again.
        if not self.rows:
            return
        device_scale = math.prod(_device_scale(painter))
        picture = _LABEL_PICTURES.picture(
            (tuple(self.rows), self.width),
            device_scale,
            lambda: _drawn_picture(self.boundingRect(), device_scale, self._draw),
        )
        _blit(painter, self.boundingRect(), picture)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(16, 32, 24, 215))
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        line = 0
        for text, size, bold in self.rows:
            for k, part in enumerate(text.split("\n")):  # a rank in two lines: the other language's in plain type
                painter.setPen(QColor("#fff3c4") if bold else QColor("#e0e0e0"))
                box = QRectF(-self.width / 2 + 4, 3 + line * HAND_LINE_H, self.width - 8, HAND_LINE_H)
                _fit_text(painter, box, part, size if k == 0 else self.SIZES[1], bold=bold and k == 0, lines=1)
                line += 1


class ChipStackItem(QGraphicsItem):
    """A stack of chips for an amount (greedy by denomination), with the amount printed above it."""

    def __init__(
        self, key: str, winnings: bool = False, diameter: float = CHIP_D, label_at: str = "above", most: int = 0
    ) -> None:
        super().__init__()
        self.key = key
        self.d = diameter
        self.label_at = label_at
        """Where the amount is printed: ``above`` the chips, or ``below`` / ``left`` / ``right`` of them for a
        stack beside a bet area, so that the amount stays off the area; ``left`` / ``right`` or ``over`` the bottom
        chip for a stake inside its area's ring."""
        self.most = most or MAX_DRAWN_CHIPS
        """The most chips drawn (a stake inside its area's ring draws no more than the ring holds)."""
        self.amount = 0
        self.chips: list[int] = []
        self._bounds: QRectF | None = None
        self.winnings = winnings
        self.setZValue(Z_CHIP)

    def set_amount(self, amount: int, denominations: Sequence[int]) -> bool:
        chips = chips_for(amount, denominations)
        if amount == self.amount and chips == self.chips:
            return False
        self.prepareGeometryChange()
        self.amount = amount
        self.chips = chips
        self._bounds = None
        self.setVisible(amount > 0)
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        # Asked for thousands of times a second while a card flies (the scene has no index): keep it.
        if self._bounds is None:
            n = min(len(self.chips), self.most)
            label_w = amount_label_width(self.amount, self.winnings)
            left, right, up, down = stack_extent(self.d, self.label_at, n, label_w)
            self._bounds = QRectF(-left - 4, -up - 2, left + right + 8, up + down + 6)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # From a picture kept per stack, size and font: the players' Play bets put seven equal stacks down in one
        # frame, and a table's winnings are often the same amounts.
        device_scale = math.prod(_device_scale(painter))
        picture = _STACK_PICTURES.picture(
            (tuple(self.chips[: self.most]), self.amount, self.winnings, self.d, self.label_at),
            device_scale,
            lambda: _drawn_picture(self.boundingRect(), device_scale, self._draw),
        )
        _blit(painter, self.boundingRect(), picture)

    def label_rect(self) -> QRectF:
        """Where the amount is printed, in scene coordinates."""
        return self._label_box(min(len(self.chips), self.most)).translated(self.pos())

    def _label_box(self, drawn: int) -> QRectF:
        w = amount_label_width(self.amount, self.winnings)
        top = -self.d / 2 - (drawn - 1) * CHIP_STEP
        return {
            "below": QRectF(-w / 2, self.d / 2 + 2, w, 17),
            "left": QRectF(-self.d / 2 - 2 - w, -8.5, w, 17),
            "right": QRectF(self.d / 2 + 2, -8.5, w, 17),
            "over": QRectF(-w / 2, -8.5, w, 17),
        }.get(self.label_at, QRectF(-w / 2, top - 19, w, 17))

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawn = self.chips[: self.most]
        for k, d in enumerate(drawn):
            y = -k * CHIP_STEP
            rect = QRectF(-self.d / 2, y - self.d / 2, self.d, self.d)
            if k:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 60))
                painter.drawEllipse(rect.translated(0, 2))
            _draw_art(painter, f"chip:{d}", rect)
        if self.amount:
            text = amount_text(self.amount, self.winnings)
            painter.setFont(_font(AMOUNT_PX, bold=True))
            box = self._label_box(len(drawn))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 60, 20, 220) if self.winnings else QColor(0, 0, 0, 170))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor("#b9f6ca") if self.winnings else QColor("#ffffff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class PayoutItem(QGraphicsItem):
    """The payout the dealer is building from the tray (GUI state, not the round's): the chips picked so far (one
    of each value, with how many when more than one: 25 ×1 and 5 ×2 for 25 + 5 + 5), the running total under a
    label, and two controls — Pay (Enter) and Clear. Hidden while empty."""

    W, H = 250.0, 104.0
    CHIPS_W = 98.0
    """The chips' part, on the left: up to three values a row, two rows."""
    CHIP_D = 30.0

    def __init__(self) -> None:
        super().__init__()
        self.chips: tuple[int, ...] = ()
        self.bet: str | None = None
        self.setZValue(Z_PAYOUT)
        self.setVisible(False)

    @property
    def amount(self) -> int:
        return sum(self.chips)

    def set_chips(self, bet: str | None, chips: Sequence[int]) -> bool:
        chips = tuple(chips)
        if chips == self.chips and bet == self.bet:
            return False
        self.chips = chips
        self.bet = bet
        self.setVisible(bool(chips))
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return self.BOUNDS

    BOUNDS = QRectF(-4, -4, W + 8, H + 8)

    def button_rect(self, name: str) -> QRectF:
        """Where a control is, in item coordinates: ``pay`` or ``clear``."""
        x = self.CHIPS_W
        if name == "pay":
            return QRectF(x, self.H - 38, 100, 32)
        return QRectF(x + 106, self.H - 38, 38, 32)

    def total_rect(self) -> QRectF:
        return QRectF(self.CHIPS_W, 24, self.W - self.CHIPS_W - 6, 38)

    def groups(self) -> list[tuple[int, int]]:
        """The chips picked as (value, how many), the largest value first."""
        return sorted(((v, self.chips.count(v)) for v in set(self.chips)), reverse=True)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(0, 0, self.W, self.H)
        painter.setPen(QPen(QColor("#ffd54f"), 2.5))
        painter.setBrush(QColor(12, 22, 16, 232))
        painter.drawRoundedRect(box, 10, 10)
        # The chips picked, on the left: one of each value with how many (largest first, three a row).
        d = self.CHIP_D
        groups = self.groups()
        rows = 1 if len(groups) <= 3 else 2
        row_h = d + 16
        top = (self.H - rows * row_h) / 2
        for k, (value, count) in enumerate(groups[:6]):
            x = 4 + (k % 3) * (d + 2)
            y = top + (k // 3) * row_h
            _draw_art(painter, f"chip:{value}", QRectF(x, y, d, d))
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(12, bold=True))
            painter.drawText(QRectF(x - 2, y + d, d + 4, 15), Qt.AlignmentFlag.AlignCenter, f"×{count}")
        painter.setPen(QColor("#ffe082"))
        _fit_text(
            painter,
            QRectF(self.CHIPS_W, 4, self.W - self.CHIPS_W - 6, 22),
            QCoreApplication.translate("TableScene", "Payout being built"),
            16,
            bold=True,
            lines=1,
        )
        painter.setPen(QColor("#ffffff"))
        _fit_text(painter, self.total_rect(), f"{self.amount:,}", 32, bold=True, lines=1)
        pay, clear = self.button_rect("pay"), self.button_rect("clear")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2e7d32"))
        painter.drawRoundedRect(pay, 6, 6)
        painter.setBrush(QColor("#5d4037"))
        painter.drawRoundedRect(clear, 6, 6)
        painter.setPen(QColor("#ffffff"))
        _fit_text(painter, pay.adjusted(4, 0, -4, 0), QCoreApplication.translate("TableScene", "Pay ⏎"), 17, True, 1)
        _fit_text(painter, clear, "✕", 18, bold=True, lines=1)


class DeviceItem(QGraphicsItem):
    """Shoe or shuffler, discard rack, chip tray, dealer's box, community area, progressive display.

    The devices that never change (:data:`STATIC`) are drawn with the scene's background, their item hidden."""

    STATIC: ClassVar[frozenset[str]] = frozenset({"tray", "dealer", "community"})

    def __init__(self, name: str, rect: QRectF, scene: TableScene) -> None:
        super().__init__()
        self.name = name
        self.rect = rect
        self.table = scene
        self._bounds = rect.adjusted(-34, -30, 34, 30)  # the captions above and below are wider than the device
        self.setZValue(Z_DEVICE)
        self.setVisible(name not in self.STATIC)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_face(painter)

    def paint_face(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view = self.table.view
        paint = getattr(self, "_paint_" + self.name)
        if self.name in self.STATIC:
            paint(painter, view, "all")
            return
        # The body (everything but the numbers) from a picture kept per state, size and language: a deal changes
        # the shoe's count on every card, and its body with a diagonal gradient took ~1 ms to draw again.
        scale, dpr = _device_scale(painter)
        body = self._kept_body(scale * dpr, view)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        _blit(painter, self.boundingRect(), body)
        painter.restore()
        paint(painter, view, "numbers")

    def _kept_body(self, device_scale: float, view: TableView | None) -> QPixmap:
        """The body's picture for ``view`` at ``device_scale`` (device pixels per unit), drawn if not kept."""
        return _DEVICE_BODIES.picture(
            (self.name, self._body_state(view)), device_scale, lambda: self._body(device_scale, view)
        )

    def prepare_body(self, device_scale: float) -> bool:
        """Draw ahead one body the device may show later in the round and has not kept at ``device_scale``: the
        discard rack's, for each height of its pile (the clear puts every card of the round on it at once, and its
        body took ~1.3 ms to draw in that frame). False once all are kept (called while the table is idle)."""
        view = self.table.view
        if self.name != "discard" or view is None:
            return False
        for count in range(DISCARD_PILE_DRAWN + 1):
            later = replace(view, discard_count=count)
            if _DEVICE_BODIES.ahead(
                (self.name, self._body_state(later)), device_scale, partial(self._body, device_scale, later)
            ):
                return True
        return False

    def _body_state(self, view: TableView | None) -> tuple[object, ...]:
        """What the body of the device (its picture without the numbers) shows."""
        texts = self.texts()
        texts.pop("count", None)
        if self.name == "shoe":
            count = view.shoe_count if view is not None else 52
            return (tuple(sorted(texts.items())), view is not None and view.shuffler_fault, count > 0)
        if self.name == "discard":
            count = view.discard_count if view is not None else 0
            return (tuple(sorted(texts.items())), min(count, DISCARD_PILE_DRAWN))
        return (term("progressive"),)

    def _body(self, device_scale: float, view: TableView | None) -> QPixmap:
        paint = getattr(self, "_paint_" + self.name)
        return _drawn_picture(self.boundingRect(), device_scale, lambda painter: paint(painter, view, "body"))

    def footprint(self) -> QRectF:
        """What the device's drawing covers on the felt: its box with the captions and tags drawn beside it."""
        return device_footprint(self.name, self.rect)

    def texts(self) -> dict[str, str]:
        """The words and numbers the device shows now (what its painting draws; for tests and accessibility)."""
        view = self.table.view
        if self.name == "shoe":
            machine = view is not None and view.method == "machine"
            count = view.shoe_count if view is not None else 52
            out = {
                "caption": term("shuffler") if machine else term("shoe"),
                "method": method_label(view),
                "count": QCoreApplication.translate("TableScene", "%1 cards").replace("%1", str(count)),
            }
            if machine:
                fault = view is not None and view.shuffler_fault
                out["status"] = (
                    QCoreApplication.translate("TableScene", "FAULT")
                    if fault
                    else QCoreApplication.translate("TableScene", "Ready")
                )
            return out
        if self.name == "discard":
            return {"caption": term("discard_rack"), "count": str(view.discard_count if view is not None else 0)}
        return {}

    def _method_tag(self, painter: QPainter, text: str) -> None:
        """The shuffling method in use, on a tag above the shoe or shuffler."""
        r = self.rect
        painter.setFont(_font(15, bold=True))
        w = min(r.width() + 60, QFontMetricsF(painter.font()).horizontalAdvance(text) + 18)
        box = QRectF(r.center().x() - w / 2, r.top() - 27, w, 23)
        painter.setPen(QPen(QColor("#4fc3f7"), 1.5))
        painter.setBrush(QColor(5, 30, 45, 215))
        painter.drawRoundedRect(box, 11, 11)
        painter.setPen(QColor("#b3e5fc"))
        _fit_text(painter, box.adjusted(6, 0, -6, 0), text, 15, bold=True, lines=1)

    def _caption(self, painter: QPainter, text: str, below: bool = True, colour: str = "#f3e2b3") -> None:
        r = self.rect
        box = (
            QRectF(r.x() - 30, r.bottom() + 2, r.width() + 60, 22)
            if below
            else QRectF(r.x() - 30, r.top() - 24, r.width() + 60, 22)
        )
        painter.setPen(QColor(colour))
        _fit_text(painter, box, text, 15, bold=True, lines=1)

    def _paint_shoe(self, painter: QPainter, view: TableView | None, part: str) -> None:
        """``part``: ``body`` (all but the numbers), ``numbers`` or ``all``."""
        r = self.rect
        machine = view is not None and view.method == "machine"
        count = view.shoe_count if view is not None else 52
        texts = self.texts()
        if machine and part == "numbers":
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(13))
            painter.drawText(
                QRectF(r.x() + 8, r.y() + 56, r.width() - 16, 24),
                Qt.AlignmentFlag.AlignCenter,
                texts["count"],
            )
        elif part == "numbers":
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(14, bold=True))
            painter.drawText(
                QRectF(r.x() + 60, r.y() + 30, r.width() - 64, 40),
                Qt.AlignmentFlag.AlignCenter,
                texts["count"],
            )
        elif machine:
            body = QLinearGradient(r.topLeft(), r.bottomLeft())
            body.setColorAt(0, QColor("#5f6b78"))
            body.setColorAt(1, QColor("#37414c"))
            painter.setPen(QPen(QColor("#1f252b"), 2))
            painter.setBrush(body)
            painter.drawRoundedRect(r, 10, 10)
            slot = QRectF(r.center().x() - 30, r.y() + 14, 60, 10)
            painter.setBrush(QColor("#111111"))
            painter.drawRoundedRect(slot, 3, 3)
            fault = view is not None and view.shuffler_fault
            led = QPointF(r.right() - 18, r.y() + 18)
            glow = QRadialGradient(led, 16)
            colour = QColor("#ff1744") if fault else QColor("#00e676")
            glow.setColorAt(0, colour)
            c2 = QColor(colour)
            c2.setAlpha(0)
            glow.setColorAt(1, c2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(led, 16 if fault else 10, 16 if fault else 10)
            painter.setBrush(colour)
            painter.drawEllipse(led, 6, 6)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(14, bold=True))
            painter.drawText(
                QRectF(r.x() + 8, r.y() + 32, r.width() - 16, 24), Qt.AlignmentFlag.AlignCenter, texts["status"]
            )
            self._caption(painter, texts["caption"])
            self._method_tag(painter, texts["method"])
            if part == "all":
                self._paint_shoe(painter, view, "numbers")
        else:
            path = QPainterPath()
            path.moveTo(r.x() + 8, r.bottom())
            path.lineTo(r.right(), r.bottom())
            path.lineTo(r.right(), r.y() + 14)
            path.lineTo(r.x() + 28, r.y())
            path.lineTo(r.x(), r.y() + 30)
            path.closeSubpath()
            body = QLinearGradient(r.topLeft(), r.bottomRight())
            body.setColorAt(0, QColor("#3b3b44"))
            body.setColorAt(1, QColor("#15151a"))
            painter.setPen(QPen(QColor("#0b0b0d"), 2))
            painter.setBrush(body)
            painter.drawPath(path)
            if count > 0:
                _draw_art(painter, "back", QRectF(r.x() + 16, r.y() + 22, 44, 44 * art.CARD_ASPECT * 0.8))
            self._caption(painter, texts["caption"])
            self._method_tag(painter, texts["method"])
            if part == "all":
                self._paint_shoe(painter, view, "numbers")

    def _paint_discard(self, painter: QPainter, view: TableView | None, part: str) -> None:
        r = self.rect
        count = view.discard_count if view is not None else 0
        if part != "numbers":
            painter.setPen(QPen(QColor(220, 240, 255, 160), 2))
            painter.setBrush(QColor(200, 230, 255, 40))
            painter.drawRoundedRect(r, 8, 8)
            pile = min(count, 52)
            for k in range(min(pile, DISCARD_PILE_DRAWN)):
                off = k * 1.6
                _draw_art(
                    painter,
                    "back",
                    QRectF(r.x() + 12 + off * 0.3, r.bottom() - 66 - off, 44, 44 * art.CARD_ASPECT * 0.6),
                )
            self._caption(painter, self.texts()["caption"])
        if part != "body":
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(22, bold=True))
            painter.drawText(
                QRectF(r.x() + 60, r.y() + 10, r.width() - 64, r.height() - 20),
                Qt.AlignmentFlag.AlignCenter,
                self.texts()["count"],
            )

    def _paint_dealer(self, painter: QPainter, view: TableView | None, part: str) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(243, 226, 179, 170), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(r, 10, 10)
        self._caption(painter, term("dealer"))

    def _paint_community(self, painter: QPainter, view: TableView | None, part: str) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(255, 138, 128, 190), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(r, 10, 10)
        self._caption(painter, term("community_cards"), below=False, colour="#ffab91")

    def _paint_progressive(self, painter: QPainter, view: TableView | None, part: str) -> None:
        r = self.rect
        screen = r.adjusted(6, 24, -6, -6)
        if part != "numbers":
            frame = QLinearGradient(r.topLeft(), r.bottomLeft())
            frame.setColorAt(0, QColor("#d4a537"))
            frame.setColorAt(1, QColor("#8a6412"))
            painter.setPen(QPen(QColor("#3e2c05"), 2))
            painter.setBrush(frame)
            painter.drawRoundedRect(r, 8, 8)
            painter.setBrush(QColor("#0a0a0a"))
            painter.drawRoundedRect(screen, 4, 4)
            painter.setPen(QColor("#1b1000"))
            _fit_text(painter, QRectF(r.x() + 6, r.y() + 2, r.width() - 12, 22), term("progressive"), 15, bold=True)
        if part != "body":
            pool = view.progressive_pool if view is not None else 0
            painter.setPen(QColor("#ff3d00"))
            _fit_text(painter, screen, f"$ {pool:,}", 30, bold=True, lines=1)

    def _paint_tray(self, painter: QPainter, view: TableView | None, part: str) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#0d0d0d"), 2))
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor("#2b2b30"))
        g.setColorAt(1, QColor("#45454d"))
        painter.setBrush(g)
        painter.drawRoundedRect(r, 8, 8)
        for d in self.table.layout.denominations:
            col = self.table.layout.spots[f"tray:{d}"]
            painter.setPen(QPen(QColor("#1a1a1e"), 1))
            painter.setBrush(QColor("#222227"))
            painter.drawRoundedRect(col.adjusted(3, 0, -3, 0), 6, 6)
            size = min(col.width() - 10, 42.0)
            for k in range(5):
                c = QPointF(col.center().x(), col.bottom() - size / 2 - 2 - k * 2.2)
                _draw_art(painter, f"chip:{d}", QRectF(c.x() - size / 2, c.y() - size / 2, size, size))
        # The keys that add a chip of each column (Alt+1 the smallest), under the tray.
        painter.setPen(QColor("#bdbdbd"))
        painter.setFont(_font(11))
        for k, d in enumerate(self.table.layout.denominations[:9]):
            col = self.table.layout.spots[f"tray:{d}"]
            painter.drawText(
                QRectF(col.x(), r.bottom() + 1, col.width(), 14), Qt.AlignmentFlag.AlignCenter, f"Alt+{k + 1}"
            )


# ----------------------------------------------------------------------------------------------------
# The scene


def _layout_args(view: TableView) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
    """The seats, side bets and chips the table of ``view`` is laid out for (:meth:`Layout.build`, its key)."""
    sides = tuple(k for k in ("six_card_bonus", "progressive") if k in view.side_bets_offered)
    if view.progressive_offered and "progressive" not in sides:
        sides = (*sides, "progressive")
    return len(view.seats), sides, tuple(sorted(set(view.chip_denominations)))


class TableScene(QGraphicsScene):
    """The table from the dealer's side. See the module docstring for the API."""

    def __init__(self, parent: QWidget | None = None, view: TableView | None = None) -> None:
        """An empty table of seven seats; with ``view``, that table drawn (its areas laid out once, not laid out
        for seven seats first and again for the view: ``trainer screenshot``'s start-up)."""
        super().__init__(parent)
        self.item_cache_mode: QGraphicsItem.CacheMode | None = None
        """How every item added keeps its picture (:meth:`set_item_cache_mode`); None: as Qt's default."""
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.view: TableView | None = None
        self.layout = Layout.build(
            *(_layout_args(view) if view is not None else (7, (), (5, 25, 100, 500, 1000, 5000)))
        )
        self.felt = Felt()
        self._background: list[SpotItem | DeviceItem] = []
        """Whose faces are printed on the felt (:meth:`drawBackground`), in the order drawn."""
        self.background_version = 0
        """Counts the changes of the background (:meth:`refresh_background`)."""
        self.title = TitleItem()
        self.addItem(self.title)
        self.payout = PayoutItem()
        self.addItem(self.payout)
        self._payout_placed_for: tuple[str | None, TableView | None] | None = None
        self._faces_for: tuple[float, float] | None = None
        self._faces_todo: list[tuple[str, float]] = []
        self._near: dict[str, tuple[Any, ...]] = {}
        """Per bet area: what lies within reach of its winnings (:meth:`_near_of`), for this layout."""
        self._placed: dict[tuple[object, ...], tuple[QPointF, str]] = {}
        """Where winnings went (:meth:`_paid_place`), by area, stack and the seat's winnings placed before."""
        self._labels_placed: dict[tuple[object, ...], tuple[bool, QPointF, Box]] = {}
        """Where a hand's label went (:meth:`_place_hand_labels`), by seat, sizes and what lay within its reach."""
        self._label_reach: dict[tuple[object, ...], Box] = {}
        """The box round every place a hand's label of a size may take (:meth:`_reach_of_label`), for this layout."""
        self._stakes_placed: dict[tuple[str, int], tuple[QPointF, str, int]] = {}
        """Where a stake went (:meth:`_stake_place`), by area and amount, for this layout."""
        self._static: list[QGraphicsItem] = []
        self.spots: dict[str, SpotItem] = {}
        self.badges: dict[int, BadgeItem] = {}
        self.devices: dict[str, DeviceItem] = {}
        self.cards: dict[str, CardItem] = {}
        self.stacks: dict[str, ChipStackItem] = {}
        self.hand_labels: dict[str, HandLabelItem] = {}
        self.show_hands = True
        """Name the rank of a hand the dealer has turned face up (practice); off in exams: the cards only."""
        self._flights: dict[str, _Flight] = {}
        self._flight_timer: QTimer | None = None  # moves every flying card (made by prepare_flights or _fly)
        self.repaints = 0
        """How many items changed in the last :meth:`set_view` (for tests of incremental updates)."""
        self._seat_keys: dict[int, tuple[SeatView, frozenset[str], frozenset[str]]] = {}
        self._bets_drawn: dict[str, tuple[tuple[object, ...], frozenset[str]]] = {}
        """Each bet area's state as last drawn (its mark, stake, winnings and their places) and its stacks."""
        """Per seat: the seat as last drawn and the keys of its cards and chip stacks (an unchanged seat is
        skipped by :meth:`set_view`)."""
        notifier().languageChanged.connect(self._retranslate)
        self._build_static()
        if view is not None:
            self.set_view(view)

    # -- layout

    def _clear_static(self) -> None:
        for item in self._static:
            self.removeItem(item)
        for group in (self.cards, self.stacks, self.hand_labels):
            for item in group.values():
                self.removeItem(item)
            group.clear()
        self._static.clear()
        self._bets_drawn.clear()
        self._near.clear()
        self._placed.clear()
        self._labels_placed.clear()
        self._label_reach.clear()
        self._stakes_placed.clear()
        self._background.clear()
        self.spots.clear()
        self.badges.clear()
        self.devices.clear()

    def _build_static(self) -> None:
        lay = self.layout
        for name, (c, r) in lay.circles.items():
            parts = name.split(":")
            if parts[2] == "badge":
                badge = BadgeItem(int(parts[1]), c)
                self.badges[int(parts[1])] = badge
                self._add_static(badge)
            else:
                spot = SpotItem(name, parts[2], c, r)
                self.spots[name] = spot
                self._add_static(spot)
                self._background.append(spot)
        device_names = ["shoe", "discard", "tray", "dealer"]
        device_names.append("community")
        if "progressive" in lay.side_bets:
            device_names.append("progressive")
        for name in device_names:
            dev = DeviceItem(name, lay.spots[name], self)
            self.devices[name] = dev
            self._add_static(dev)
            if name in DeviceItem.STATIC:
                self._background.append(dev)
        self.refresh_background()

    def drawBackground(self, painter: QPainter, rect: QRectF | QtCore.QRect) -> None:
        """The felt with what is printed on it: the rings and labels of the betting areas, the devices that never
        change (:data:`DeviceItem.STATIC`). A :class:`TableWidget` keeps this picture (its background cache): only
        :meth:`refresh_background` (a new layout or language) draws it again. The first whole picture a process
        draws is copied from the one kept at the last start, when that was drawn for the same table, size,
        language, font and code (:mod:`trainer.gui.kept_background`)."""
        if kept_background.draw(
            painter, QRectF(rect), lambda p: self._draw_background(p, rect), *self.background_depends_on()
        ):
            return
        self._draw_background(painter, rect)

    def background_depends_on(self) -> tuple[tuple[object, ...], tuple[str, ...]]:
        """What the background shows besides the code that draws it, and the files of that code and the language's
        catalogue (:func:`kept_background.key`)."""
        lang = current_language()
        return self._background_parts(), (*_DRAWING_FILES, str(ts_path(lang)), str(qm_path(lang)))

    def _background_parts(self) -> tuple[object, ...]:
        """What the background shows besides the code that draws it (:func:`kept_background.key`)."""
        lay = self.layout
        return (
            BACKGROUND,
            lay.n_seats,
            lay.side_bets,
            lay.denominations,
            tuple(
                (type(item).__name__, getattr(item, "name", ""), getattr(item, "active", None))
                for item in self._background
            ),
            current_language(),
            _family(),
            QGuiApplication.font().toString(),
        )

    def _draw_background(self, painter: QPainter, rect: QRectF | QtCore.QRect) -> None:
        painter.fillRect(rect, QColor(BACKGROUND))
        painter.save()
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.felt.paint(painter)
        painter.restore()
        for item in self._background:
            painter.save()
            painter.translate(item.pos())
            item.paint_face(painter)
            painter.restore()

    def refresh_background(self) -> None:
        """Have the views draw the background again (the layout or the language changed)."""
        self.background_version += 1  # a TableWidget's kept picture of it is out of date
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        if self.item_cache_mode is not None:
            item.setCacheMode(self.item_cache_mode)

    def set_item_cache_mode(self, mode: QGraphicsItem.CacheMode) -> None:
        """Every item of the scene, and each added later, keeps its picture so (the dealer table: at screen
        resolution, so that a flying card repaints only pixmaps). Set as each item is added: asking every item of
        the scene after each card dealt cost ~0.3 ms a frame."""
        self.item_cache_mode = mode
        for item in self.items():
            item.setCacheMode(mode)

    def _add_static(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._static.append(item)

    def _retranslate(self, _lang: str = "") -> None:
        if self.view is not None:
            for seat in self.view.seats:
                self._set_hand_label(seat)
            self._place_hand_labels()
        self.refresh_background()
        self.update(self.sceneRect())
        for item in self.items():
            item.update()

    # -- the view

    def set_view(self, view: TableView) -> None:
        """Draw ``view``, changing only what differs from the last one."""
        layout_key = _layout_args(view)
        if layout_key != self.layout.key():  # (built only when the table changes: a frame of the deal animation counts)
            self._seat_keys.clear()
            self._clear_static()
            self.layout = Layout.build(*layout_key)
            self._build_static()
        previous = self.view
        self.view = view
        changed = 0
        if self.title.set_phase(view.phase):
            changed += 1
        for dev in self.devices.values():
            if previous is None or _device_state(previous, dev.name) != _device_state(view, dev.name):
                dev.update()
                changed += 1
        wanted_cards: set[str] = set()
        wanted_stacks: set[str] = set()
        for seat in view.seats:
            drawn = self._seat_keys.get(seat.seat)
            if drawn is not None and drawn[0] == seat and not (drawn[1] & self._flights.keys()):
                # As drawn last time (most seats, most actions): its items stay as they are.
                wanted_cards |= drawn[1]
                wanted_stacks |= drawn[2]
                continue
            seat_cards: set[str] = set()
            seat_stacks: set[str] = set()
            changed += self._set_seat(seat, view, seat_cards, seat_stacks)
            self._seat_keys[seat.seat] = (seat, frozenset(seat_cards), frozenset(seat_stacks))
            wanted_cards |= seat_cards
            wanted_stacks |= seat_stacks
        changed += self._set_row("dealer", view.dealer_cards, self.layout.spots["dealer"], BIG_CARD_W, wanted_cards)
        changed += self._set_row(
            "community", view.community_cards, self.layout.spots["community"], BIG_CARD_W, wanted_cards
        )
        for key in [k for k in self.cards if k not in wanted_cards]:
            self.finish_flight(key)
            self.removeItem(self.cards.pop(key))
            changed += 1
        for key in [k for k in self.stacks if k not in wanted_stacks]:
            self.removeItem(self.stacks.pop(key))
            changed += 1
        if changed:
            self._place_hand_labels()
        self.repaints = changed

    def set_payout(self, bet: str | None, chips: Sequence[int]) -> None:
        """Show the payout being built (``chips``, in the order picked) beside the bet area ``bet`` (``seat:3:ante``),
        or beside the chip tray when no bet area is chosen; no chips hides it. GUI state: the round knows nothing
        of it until the dealer pays."""
        if bet not in self.spots:
            bet = None
        self.payout.set_chips(bet, chips)
        placed_for = (bet, self.view)
        if chips and self._payout_placed_for != placed_for:
            self.payout.setPos(self._payout_pos(bet))
            self._payout_placed_for = placed_for

    def _payout_pos(self, bet: str | None) -> QPointF:
        """Where the payout being built goes for the bet area ``bet``: on free felt, as near the area as it can
        (issue 32: it covered seat 2's Ante) — off every betting area, seat number and play/fold tag, every seat's
        cards, the devices with their captions, and the label of the hand being paid; hiding as little as it can of
        the chips on the table and the other hands' labels. Tried round the area, nearest first (every 15°, a step
        further out each time), then along the free felt by the dealer's edge (a crowded table)."""
        w, h = PayoutItem.W, PayoutItem.H
        if bet is None:
            tray = self.layout.spots["tray"]
            return QPointF(tray.right() + 14, tray.center().y() - h / 2)
        spot = self.spots[bet]
        centre, radius = spot.pos(), spot.radius
        seat = int(bet.split(":")[1])
        # every seat's betting areas, cards and number (the boxes round their discs)
        hard = [_box(r) for name, r in self.layout.spots.items() if name.count(":") == 2 and name.startswith("seat:")]
        hard += [_box(d.footprint()) for d in self.devices.values()]
        for n, badge in self.badges.items():
            hard.append(_box(_circle(badge.pos(), 20)))
            tag = self.badge_tag_rect(n)
            if tag is not None:
                hard.append(_box(tag))
        own_label = self.hand_labels.get(f"seat:{seat}")
        if own_label is not None and own_label.isVisible():
            hard.append(_box(own_label.sceneBoundingRect()))
        soft = [_box(item.sceneBoundingRect()) for item in self.stacks.values() if item.isVisible()]
        soft += [_box(lab.sceneBoundingRect()) for lab in self.hand_labels.values() if lab is not own_label]
        cx, cy = centre.x(), centre.y()

        def gap(box: Box) -> float:
            """How far the box lies from the area's ring."""
            nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
            return math.hypot(nx - cx, ny - cy) - radius

        def cost(box: Box) -> float | None:
            """None where the box may not go; else how far it lies from the area and how much it hides."""
            if not _box_on_felt(box, -RAIL) or any(_meets(box, b) for b in hard):
                return None
            return gap(box) + 0.5 * _covered(box, soft)

        def around() -> Iterator[Box]:
            for step in range(0, 16):
                dist = radius + 6 + 20 * step
                for k in range(24):
                    a = math.radians(15 * k)
                    ux, uy = math.cos(a), math.sin(a)
                    # the box's nearest corner or side ``dist`` from the centre along that way
                    bx = cx + ux * dist - (w if ux < -0.25 else (w / 2 if abs(ux) <= 0.25 else 0))
                    by = cy + uy * dist - (h if uy < -0.25 else (h / 2 if abs(uy) <= 0.25 else 0))
                    yield (bx, by, bx + w, by + h)

        def by_the_edge() -> Iterator[Box]:
            for y in range(int(FELT_CENTRE.y() - 6 - h), int(FELT_CENTRE.y() - 6 - h) - 200, -20):
                for x in range(8, int(SCENE_RECT.right() - w - 8), 16):
                    yield (float(x), float(y), x + w, y + h)

        best: tuple[float, Box] | None = None
        for tries in (around(), by_the_edge()):
            for box in tries:
                if best is not None and gap(box) >= best[0]:
                    continue  # (further than the best so far already)
                c = cost(box)
                if c is not None and (best is None or c < best[0]):
                    best = (c, box)
            if best is not None:
                break
        if best is None:  # (no table laid out so far is this crowded) above the area
            return QPointF(cx - w / 2, max(SCENE_RECT.top() + 100, cy - radius - h - 6))
        return QPointF(best[1][0], best[1][1])

    def payout_rect(self, name: str = "") -> QRectF:
        """Scene rectangle of the payout being built (``""``), its total (``total``) or a control (``pay``,
        ``clear``)."""
        item = self.payout
        if name == "total":
            local = item.total_rect()
        elif name:
            local = item.button_rect(name)
        else:
            local = QRectF(0, 0, item.W, item.H)
        return local.translated(item.pos())

    def _set_seat(self, seat: SeatView, view: TableView, wanted_cards: set[str], wanted_stacks: set[str]) -> int:
        n = seat.seat
        changed = 0
        badge = self.badges.get(n)
        if badge is not None:
            state = (seat.occupied, seat.decision, seat.player, seat.conduct)
            if state != (badge.occupied, badge.decision, badge.player, badge.conduct):
                badge.occupied, badge.decision, badge.player, badge.conduct = state
                badge.update()
                changed += 1
        th = self.layout.angles[n]
        places = self._winnings_places(n, seat.paid)
        for kind in BET_ORDER:
            name = f"seat:{n}:{kind}"
            spot = self.spots.get(name)
            if spot is None:
                continue
            settled = seat.settled.get(kind, "")
            verdict = seat.marks.get(kind, "") if settled else ""
            # A taken stake has gone to the tray: only the area's mark says it was taken.
            stake = 0 if settled == "take" else seat.bets.get(kind, 0)
            amount = seat.paid.get(kind, 0)
            bonus = seat.paid.get("ante_bonus", 0) if kind == "ante" else 0
            bet_state = (
                settled,
                verdict,
                stake,
                amount,
                places.get(name),
                bonus,
                places.get("ante_bonus") if bonus > 0 else None,
            )
            drawn = self._bets_drawn.get(name)
            if drawn is not None and drawn[0] == bet_state:
                # As drawn last time (a seat's other bets when one of them changes): its stacks stay as they are.
                wanted_stacks |= drawn[1]
                continue
            bet_stacks: set[str] = set()
            if spot.set_settled(settled, verdict):
                changed += 1
            centre = spot.pos()
            small = spot.radius < SPOT_R
            if stake > 0:
                stake_pos, stake_at, most = self._stake_place(name, spot, stake)
                changed += self._set_stack(
                    f"{name}:stake", stake_pos, stake, bet_stacks, small=small, label_at=stake_at, most=most
                )
            # Winnings beside the stake, just clear of the area's ring and label.
            if amount > 0:
                paid_pos, label_at = places.get(name, (centre, _label_side(winnings_way(kind, th), small)))
                changed += self._set_stack(f"{name}:paid", paid_pos, amount, bet_stacks, True, small, label_at)
            if bonus > 0:  # the Ante Bonus: its own stack beside the Ante's winnings (or the Ante)
                bonus_pos, bonus_at = places["ante_bonus"]
                changed += self._set_stack(
                    f"seat:{n}:ante_bonus:paid", bonus_pos, bonus, bet_stacks, True, label_at=bonus_at
                )
            self._bets_drawn[name] = (bet_state, frozenset(bet_stacks))
            wanted_stacks |= bet_stacks
        # Whatever cards lie at the seat are drawn there (collected ones have left: the view holds none), even on
        # an empty seat or after a collect: the table shows where the dealer put them.
        dim = seat.decision == "fold" and not seat.revealed
        changed += self._set_row(
            f"seat:{n}", seat.cards, self.layout.spots[f"seat:{n}:cards"], CARD_W, wanted_cards, dim
        )
        changed += self._set_hand_label(seat)
        return changed

    def _stake_place(self, name: str, spot: SpotItem, amount: int) -> tuple[QPointF, str, int]:
        """Where a stake of ``amount`` on the area ``name`` goes, where its amount is printed, and how many chips
        are drawn: inside the area's ring, above its printed name, the chips no higher than the ring (issue 32: an
        amount printed above a tall stake covered the seat's number, its play/fold tag and the next area's name).
        On a main area the chips and the amount side by side, the amount on the side that keeps it off every other
        area, its name, the seats' numbers with their tags and the cards (on the left unless that meets one); on a
        side bet's small ring, the amount over the bottom chip."""
        key = (name, amount)
        placed = self._stakes_placed.get(key)
        if placed is not None:
            return placed
        centre, r = spot.pos(), spot.radius
        small = r < SPOT_R
        d = CHIP_D * (0.78 if small else 1.0)
        label_w = amount_label_width(amount, False)
        chips = max(1, len(chips_for(amount, self.layout.denominations)))
        y = centre.y() + (-6 if small else -8)
        shift = (2 + label_w) / 2  # the chips and the amount centred together
        sides = ("left", "right")  # (the same side at every seat: equal stakes share one picture)
        best: tuple[float, QPointF, str] | None = (0.0, QPointF(centre.x(), y), "over") if small else None
        boxes, discs = self._stake_obstacles(name) if best is None else ([], [])
        for side in sides if best is None else ():
            x = centre.x() + (shift if side == "left" else -shift)
            lx = x - d / 2 - 2 - label_w if side == "left" else x + d / 2 + 2
            label = (lx, y - 8.5, lx + label_w, y + 8.5)
            chip = (x - d / 2, y - d / 2, x + d / 2, y + d / 2)
            hidden = sum(_covered(part, boxes) for part in (label, chip))
            hidden += sum(1.0 for part in (label, chip) for disc in discs if _meets_disc(part, *disc))
            if best is None or hidden < best[0]:
                best = (hidden, QPointF(x, y), side)
            if hidden == 0:
                break
        assert best is not None
        pos, side = best[1], best[2]
        # as many chips as the ring holds above the bottom one (at least one)
        room = r + 1 - d / 2
        dx = pos.x() - centre.x()
        most = 1
        while most < min(chips, MAX_DRAWN_CHIPS):
            top = pos.y() - most * CHIP_STEP - centre.y()
            if math.hypot(dx, top) > room:
                break
            most += 1
        placed = self._stakes_placed[key] = (pos, side, most)
        return placed

    def _stake_obstacles(self, name: str) -> tuple[list[Box], list[tuple[float, float, float]]]:
        """What a stake's chips and amount on the area ``name`` keep off: the other areas' printed names, every
        seat's number with room for its play/fold tag either side, the cards (boxes); the other areas' rings
        (discs)."""
        boxes: list[Box] = [_box(self.layout.spots[f"seat:{n}:cards"]) for n in self.layout.angles]
        discs: list[tuple[float, float, float]] = []
        for other, item in self.spots.items():
            if other != name:
                boxes.append(_box(item.label_rect()))
                discs.append((item.pos().x(), item.pos().y(), item.radius))
        for badge in self.badges.values():
            c = badge.pos()
            boxes.append((c.x() - 20, c.y() - 20, c.x() + 20, c.y() + 20))
            # its play/fold tag, on the rail's side of the number (:meth:`BadgeItem.tag_rect`), in any language
            left = c.x() - 110 if badge.tag_left else c.x() + 20
            boxes.append((left, c.y() - 12, left + 90, c.y() + 12))
        return boxes, discs

    def _winnings_places(self, n: int, paid: Mapping[str, int]) -> dict[str, tuple[QPointF, str]]:
        """Where the winnings ``paid`` at seat ``n`` go (each bet area's name, and ``ante_bonus``), and on which
        side their amounts are printed: each area's in turn (:data:`BET_ORDER`) beside its area, clear of those
        placed before it; the Ante Bonus's beside the Ante's. Only what was paid is placed (cheaper frames)."""
        th = self.layout.angles[n]
        taken: list[QRectF] = []
        places: dict[str, tuple[QPointF, str]] = {}
        for kind in BET_ORDER:
            name = f"seat:{n}:{kind}"
            spot = self.spots.get(name)
            if spot is None:
                continue
            way = winnings_way(kind, th)
            d = CHIP_D * (0.78 if spot.radius < SPOT_R else 1.0)
            amount = paid.get(kind, 0)
            if amount > 0:
                places[name] = self._place_winnings(name, spot, way, d, amount, taken)
            bonus = paid.get("ante_bonus", 0) if kind == "ante" else 0
            if bonus > 0:
                places["ante_bonus"] = self._place_winnings(name, spot, way, d, bonus, taken, beside=amount > 0)
        return places

    def prepare_winnings(self, n: int, paid: Mapping[str, int]) -> None:
        """Work out where the winnings ``paid`` at seat ``n`` will go (:meth:`_winnings_places`, kept): called
        while the table is idle for the payouts a correct dealer makes next, so that the pay that puts them down
        finds the places ready instead of searching a crowded table in its frame
        (:class:`trainer.gui.dealer_table.DealerTable`)."""
        if n in self.layout.angles:
            self._winnings_places(n, paid)

    def _place_winnings(
        self,
        name: str,
        spot: SpotItem,
        way: QPointF,
        diameter: float,
        amount: int,
        taken: list[QRectF],
        beside: bool = False,
    ) -> tuple[QPointF, str]:
        """Place a stack of ``amount`` won on the area ``name`` (:meth:`_paid_place`; with ``beside``, touching the
        last stack in ``taken`` if it can: the Ante Bonus by the Ante's winnings) and add its box to ``taken``."""
        chips = max(1, min(len(chips_for(amount, self.layout.denominations)), MAX_DRAWN_CHIPS))
        label_w = amount_label_width(amount, True)
        placed = self._beside(name, spot, taken[-1], diameter, chips, label_w, taken) if beside and taken else None
        reach = BONUS_REACH if beside else WINNINGS_REACH
        pos, label_at = placed or self._paid_place(name, spot, way, diameter, chips, label_w, taken, reach)
        left, right, up, down = stack_extent(diameter, label_at, chips, label_w)
        taken.append(QRectF(pos.x() - left - 2, pos.y() - up - 2, left + right + 4, up + down + 4))
        return pos, label_at

    def _beside(
        self,
        name: str,
        spot: SpotItem,
        next_to: QRectF,
        diameter: float,
        chips: int,
        label_w: float,
        taken: list[QRectF],
    ) -> tuple[QPointF, str] | None:
        """A place for a stack touching the box ``next_to``, on the side that keeps it off what
        :meth:`_paid_place` keeps winnings off and off every card, hiding the least of the hands' labels; None if
        none."""
        label_at = "above"
        left, right, up, down = stack_extent(diameter, label_at, chips, label_w)
        mid = next_to.center()
        places = [
            QPointF(next_to.left() - 2 - right, mid.y()),
            QPointF(next_to.right() + 2 + left, mid.y()),
            QPointF(mid.x(), next_to.top() - 2 - down),
            QPointF(mid.x(), next_to.bottom() + 2 + up),
        ]
        best: tuple[float, QPointF] | None = None
        taken_boxes = [_box(t) for t in taken]
        for p in places:
            box = (p.x() - left, p.y() - up, p.x() + right, p.y() + down)
            hidden = self._hides(name, p, box, taken_boxes)
            if hidden is not None and hidden[0] == 0 and (best is None or hidden[1] < best[0]):
                best = (hidden[1], p)
        return None if best is None else (best[1], label_at)

    def _hides(
        self, name: str, p: QPointF, box: Box, taken: Sequence[Box], nearest: bool = True
    ) -> tuple[float, float] | None:
        """For a stack of winnings of the area ``name`` at ``p`` covering ``box``: None if it meets a device, a bet
        area, ``taken`` or (with ``nearest``) is not nearer its own area than any other; else how much of the
        seats' cards and of the first places of their hands' labels (:meth:`Layout.hand_places`) it hides."""
        near = self._near.get(name)
        if near is None:
            near = self._near[name] = self._near_of(name)
        own_area, discs, devices, cards, labels = near
        if any(_meets(box, d) for d in devices) or any(_meets(box, t) for t in taken):
            return None
        if any(_meets_disc(box, cx, cy, r) for _n, cx, cy, r in discs):
            return None
        if nearest:
            ox, oy, orad = own_area
            own = math.hypot(p.x() - ox, p.y() - oy) - orad + 4
            if any(n != name and math.hypot(p.x() - cx, p.y() - cy) - r <= own for n, cx, cy, r in discs):
                return None  # as near another area: it would not show which bet it belongs to
        return _covered(box, cards), _covered(box, labels)

    def _near_of(
        self, name: str
    ) -> tuple[tuple[float, float, float], list[tuple[str, float, float, float]], list[Box], list[Box], list[Box]]:
        """What lies within reach of the winnings of the area ``name``: the area, the bet areas, the devices'
        footprints, the seats' cards and the first places of their hands' labels."""
        spot = self.spots[name]
        c, reach = spot.pos(), spot.radius + 240
        around = (c.x() - reach, c.y() - reach, c.x() + reach, c.y() + reach)
        discs = [
            (n, o.pos().x(), o.pos().y(), o.radius)
            for n, o in self.spots.items()
            if math.hypot(o.pos().x() - c.x(), o.pos().y() - c.y()) < reach + o.radius
        ]
        devices = [b for b in (_box(d.footprint()) for d in self.devices.values()) if _meets(b, around)]
        lay = self.layout
        cards = [b for b in (_box(lay.spots[f"seat:{n}:cards"]) for n in lay.angles) if _meets(b, around)]
        labels = []
        for n in lay.angles:
            if _meets(
                _box(lay.spots[f"seat:{n}:cards"]), (around[0] - 300, around[1] - 300, around[2] + 300, around[3] + 300)
            ):
                first = _box(lay.hand_places(n)[0][0])
                if _meets(first, around):
                    labels.append(first)
        return (c.x(), c.y(), spot.radius), discs, devices, cards, labels

    def prepare_faces(self, scale: float, dpr: float, count: int = FACES_PER_STEP) -> bool:
        """Render ``count`` more card pictures into the art cache at the size the table at this ``scale`` (logical
        pixels per scene unit) and device pixel ratio draws them: every card of the deck face up, and the back, at
        the seats' and at the dealer's size. Every card, whatever is dealt: the first reveal of a hand then copies
        three pictures instead of drawing them in its frame. Called while the table is idle
        (:class:`trainer.gui.dealer_table.DealerTable`); False once all are ready."""
        key = (round(scale, 4), round(dpr, 3))
        if self._faces_for != key:
            self._faces_for = key
            kinds = art.every_card_kind()
            self._faces_todo = [(kind, width) for width in (CARD_W, BIG_CARD_W) for kind in kinds]
        rendered = 0
        while self._faces_todo and rendered < count:
            kind, width = self._faces_todo.pop()
            size = QSize(max(1, round(width * scale)), max(1, round(width * art.CARD_ASPECT * scale)))
            rendered += int(art.CACHE.warm(kind, size, dpr))
        return bool(self._faces_todo)

    def prepare_devices(self, scale: float, dpr: float) -> bool:
        """Draw one more picture the table may show later at the size the table at this ``scale`` (logical pixels
        per scene unit) and device pixel ratio draws it: the title corner for a phase (:meth:`TitleItem.prepare`),
        a device's body (:meth:`DeviceItem.prepare_body`), a seat's play or fold tag (:meth:`BadgeItem.prepare_tags`);
        False once all are kept."""
        if self.title.prepare(scale * dpr):
            return True
        return any(dev.prepare_body(scale * dpr) for dev in self.devices.values()) or any(
            badge.prepare_tags(scale * dpr) for badge in self.badges.values() if badge.occupied
        )

    def prepare_flights(self) -> bool:
        """Make the timer that moves the flying cards (:meth:`_fly`) while the table is idle rather than in the
        frame of the first card dealt; False when it is made already."""
        if self._flight_timer is not None:
            return False
        timer = self._flight_timer = QTimer(self)
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.setInterval(FLIGHT_TICK_MS)
        timer.timeout.connect(self._move_flights)
        return True

    def prepare_places(self) -> bool:
        """Work out, for one more seat, what its winnings and its hand's label are placed among (:meth:`_near_of`
        for each of its bet areas, :meth:`Layout.hand_places`): the first pay of a crowded Ante then finds them
        ready instead of working them out in its frame. Called a seat at a time while the table is idle
        (:class:`trainer.gui.dealer_table.DealerTable`); False once every seat of the layout is ready."""
        for seat in self.layout.angles:
            names = [name for name in self.spots if name.startswith(f"seat:{seat}:") and name not in self._near]
            if not names and self.layout.hand_places_ready(seat):
                continue
            for name in names:
                self._near[name] = self._near_of(name)
            self.layout.hand_places(seat)
            if self.layout.side_bets:  # a label with a Six Card or Jackpot row may take more lines
                self.layout.hand_places(seat, HAND_LINES_MOST)
            return True
        return False

    def _paid_place(
        self,
        name: str,
        spot: SpotItem,
        way: QPointF,
        diameter: float,
        chips: int,
        label_w: float,
        taken: Sequence[QRectF] = (),
        reach: float = WINNINGS_REACH,
    ) -> tuple[QPointF, str]:
        """Where the winnings of the bet area ``name`` go, and on which side their amount is printed: along
        ``way`` if the stack and its amount keep off the shoe, rack, tray, dealer's and community boxes with their
        captions, off the other bet areas, every seat's cards and the places of their hands' labels, and off
        ``taken`` (the seat's winnings placed before), with the chips nearer this area than any other and within
        ``reach`` of its ring; else along the nearest way turned from it (15° steps either side) where they do (then
        with its amount printed the other way: above or below the chips of a side bet, beside those of another
        bet); else along ways turned in finer steps (a crowded table); where they hide the least of the labels'
        places if none is clear of them, of the cards only if none is clear of those; along ``way`` if none is
        clear of the rest."""
        key = (name, diameter, chips, round(label_w), tuple(_box(t) for t in taken), reach)
        placed = self._placed.get(key)
        if placed is None:
            placed = self._placed[key] = self._find_paid_place(name, spot, way, diameter, chips, label_w, key[4], reach)
        return placed

    def _find_paid_place(
        self,
        name: str,
        spot: SpotItem,
        way: QPointF,
        diameter: float,
        chips: int,
        label_w: float,
        taken_boxes: tuple[Box, ...],
        reach: float,
    ) -> tuple[QPointF, str]:
        centre, small = spot.pos(), spot.radius < SPOT_R
        # Its amount where it goes for that way first; then, for a side bet's, above or below the chips.
        sides = ("above", "below") if small else ("left", "right")
        near = self._near.get(name)
        if near is None:
            near = self._near[name] = self._near_of(name)
        (ox, oy, orad), discs, devices, cards, labels = near
        blocked = [*devices, *taken_boxes]
        others = [(cx, cy, r) for n, cx, cy, r in discs if n != name]

        def ways_for(turns: Sequence[float], furthest: float) -> tuple[Callable[[int], _Way], int]:
            """The ways turned from ``way`` by ``turns`` (its amount where it goes for that way first; then, for a
            side bet's, above or below the chips) and how many there are."""
            tries = [(turn, "") for turn in turns] + [(turn, at) for at in sides for turn in turns]
            ways: list[_Way] = []  # worked out as the passes below first reach each (a clear way ends the search)

            def way_at(i: int) -> _Way:
                while len(ways) <= i:
                    turn, at = tries[len(ways)]
                    c, s = math.cos(turn), math.sin(turn)
                    turned = QPointF(way.x() * c - way.y() * s, way.x() * s + way.y() * c)
                    label_at = at or _label_side(turned, small)
                    extent = stack_extent(diameter, label_at, chips, label_w)
                    clear = _clear_of(centre, spot.radius, turned, extent)
                    x, y, tx, ty = clear.x(), clear.y(), turned.x(), turned.y()
                    ways.append(_Way.along(x, y, tx, ty, label_at, extent, blocked, discs, furthest, cards, labels))
                return ways[i]

            return way_at, len(tries)

        Found = tuple[float, float, float, str]  # what it hides, where, and where its amount is printed
        on_cards: list[Found] = []  # the place hiding the least of the cards, while none is off them

        def search(
            ways: tuple[Callable[[int], _Way], int], furthers: Sequence[float], nearest: bool, better_than: float
        ) -> Found | None:
            """Along these ways: the first place clear of everything (hiding 0), else the one off every card that
            hides the least of the labels' first places, if less than ``better_than``; None if there is none."""
            way_at, count = ways
            off_cards: Found | None = None
            least = better_than
            for further in furthers:
                for i in range(count):
                    w = way_at(i)
                    px, py = w.x + w.tx * further, w.y + w.ty * further
                    bx0, by0, bx1, by1 = box = (px - w.left, py - w.up, px + w.right, py + w.down)
                    # (Only what meets the way's reach can meet the box: its blocks and areas, found once a way. The
                    # tests written out: this runs for every place tried.)
                    hit = False
                    for b0, b1, b2, b3 in w.blocked:
                        if bx0 < b2 and b0 < bx1 and by0 < b3 and b1 < by1:
                            hit = True
                            break
                    if hit:
                        continue
                    for cx, cy, r in w.discs:  # (_meets_disc written out: the costliest test of a first pay)
                        dx = bx0 - cx if cx < bx0 else (cx - bx1 if cx > bx1 else 0.0)
                        dy = by0 - cy if cy < by0 else (cy - by1 if cy > by1 else 0.0)
                        if dx * dx + dy * dy < r * r:
                            hit = True
                            break
                    if hit:
                        continue
                    # What it hides: of the seats' cards (only if no place is off them), of the labels' first places.
                    on = _covered(box, w.cards) if w.cards else 0.0
                    if on > 0 and (least < math.inf or (on_cards and on_cards[0][0] <= on)):
                        continue
                    hidden = _covered(box, w.labels) if w.labels else 0.0
                    if on == 0 and hidden >= least:
                        continue  # (no better than a place found: the costlier tests below are not needed)
                    own = math.hypot(px - ox, py - oy) - orad
                    if own > reach:
                        continue  # (out along a finer way: no longer beside its area)
                    if nearest and any(math.hypot(px - cx, py - cy) - r <= own + 4 for cx, cy, r in others):
                        continue  # as near another area: it would not show which bet it belongs to
                    if on > 0:
                        on_cards[:] = [(on, px, py, w.label_at)]
                    elif hidden == 0:
                        return (0.0, px, py, w.label_at)
                    else:
                        off_cards, least = (hidden, px, py, w.label_at), hidden
            return off_cards

        # Just clear of the area's ring first, then a little further out along the same ways; where each of those
        # meets a card (six or seven seats: little felt between a seat's Ante and the last seat's cards), along ways
        # turned in between, at finer distances; then (for a side bet crowded by its neighbour and a device) as near
        # another area as its own. On a card only where no place is off them.
        coarse = ways_for(_TURNS, _FURTHER[-1])
        for nearest in (True, False):
            found = search(coarse, _FURTHER, nearest, math.inf)
            if found is None:
                found = search(ways_for(_FINE_TURNS, _FINE_FURTHER[-1]), _FINE_FURTHER, nearest, math.inf)
            if found is None and on_cards:
                found = on_cards[0]
            if found is not None:
                return QPointF(found[1], found[2]), found[3]
        first = coarse[0](0)
        return QPointF(first.x, first.y), first.label_at

    def _set_hand_label(self, seat: SeatView) -> int:
        """The rank under a hand turned face up, in practice only (``show_hands``; exams show the cards alone)."""
        key = f"seat:{seat.seat}"
        lines = hand_lines(seat) if self.show_hands and not seat.collected and seat.cards else []
        item = self.hand_labels.get(key)
        if not lines:
            if item is None:
                return 0
            self.removeItem(self.hand_labels.pop(key))
            return 1
        if item is None:
            item = HandLabelItem(key)
            self.hand_labels[key] = item
            self.addItem(item)
        return int(item.set_lines(lines))

    def _place_hand_labels(self) -> None:
        """Put each hand's label in the first of its places (:meth:`Layout.hand_places`) clear of every stack of
        chips and of the labels placed before it; where none is, where it covers the least of them. A label is
        placed again only when what lies within its reach has changed (a pay or take changes one seat's stacks:
        trying every place of seven labels again among every stack took ~1 ms of the frame)."""
        if not self.hand_labels:
            return
        stacks = [_box(item.sceneBoundingRect()) for item in self.stacks.values() if item.isVisible()]
        placed: list[Box] = []
        memo = self._labels_placed
        if len(memo) > LABELS_PLACED_KEPT:
            memo.clear()
        for key in sorted(self.hand_labels):
            item = self.hand_labels[key]
            seat = int(key.split(":")[1])
            full = item.size_if(False)
            short = item.size_if(True) if len(item._all_rows) > 1 else None
            reach = self._reach_of_label(seat, full, short)
            near_stacks = [b for b in stacks if _meets(b, reach)]
            near_placed = [b for b in placed if _meets(b, reach)]
            memo_key = (seat, full, short, tuple(near_stacks), tuple(near_placed))
            found = memo.get(memo_key)
            if found is None:
                places = self.layout.hand_places(seat, _lines_of(full))
                compact = False
                best = _label_place(full, places, near_stacks, near_placed) if places else None
                if (best is None or best[0] > 0) and short is not None:  # no room for every row: the rank alone
                    shorter = _label_place(short, self.layout.hand_places(seat), near_stacks, near_placed)
                    if best is None or shorter[0] < best[0]:
                        best, compact = shorter, True
                if best is None:  # (a label of one entry takes at most HAND_ROWS lines: there is a place for it)
                    best = _label_place(full, self.layout.hand_places(seat), near_stacks, near_placed)
                found = memo[memo_key] = (compact, best[1], best[2])
            compact, pos, box = found
            item.set_compact(compact)
            if item.pos() != pos:
                item.setPos(pos)
            placed.append(box)

    def _reach_of_label(self, seat: int, full: tuple[float, float], short: tuple[float, float] | None) -> Box:
        """The box round every place the seat's hand label may take at either size (:func:`_label_place`): only
        what meets it can change where the label goes."""
        key = (seat, full, short)
        reach = self._label_reach.get(key)
        if reach is None:
            x0 = y0 = math.inf
            x1 = y1 = -math.inf
            for w, h in (full, short or full):
                for place, below in self.layout.hand_places(seat, _lines_of((w, h))):
                    top = place.top() if below else place.bottom() - h
                    x = place.center().x()
                    x0, y0, x1, y1 = min(x0, x - w / 2), min(y0, top), max(x1, x + w / 2), max(y1, top + h)
            reach = self._label_reach[key] = (x0, y0, x1, y1)
        return reach

    def _set_stack(
        self,
        key: str,
        pos: QPointF,
        amount: int,
        wanted: set[str],
        winnings: bool = False,
        small: bool = False,
        label_at: str = "above",
        most: int = MAX_DRAWN_CHIPS,
    ) -> int:
        if amount <= 0:
            return 0
        wanted.add(key)
        item = self.stacks.get(key)
        if item is None:
            item = ChipStackItem(key, winnings, CHIP_D * (0.78 if small else 1.0), label_at, most)
            self.stacks[key] = item
            self.addItem(item)
        elif item.label_at != label_at or item.most != most:  # its winnings went another way round the devices
            item.prepareGeometryChange()
            item.label_at, item.most, item._bounds = label_at, most, None
            item.update()
        item.setPos(pos)
        return int(item.set_amount(amount, self.layout.denominations))

    def _set_row(
        self,
        prefix: str,
        cards: Sequence[CardView],
        area: QRectF,
        width: float,
        wanted: set[str],
        dimmed: bool = False,
    ) -> int:
        changed = 0
        n = len(cards)
        h = width * art.CARD_ASPECT
        if prefix.startswith("seat:"):
            step = width * CARD_FAN
            total = width + step * max(0, n - 1)
            x0 = area.center().x() - (width + step * 2) / 2
            del total
        else:
            step = width + 8
            x0 = area.center().x() - (width + step * (max(n, 1 if prefix == "community" else 3) - 1)) / 2
            if prefix == "dealer":
                x0 = area.center().x() - (width + step * max(2, n - 1)) / 2
        y0 = area.center().y() - h / 2
        for i, cv in enumerate(cards):
            key = f"{prefix}:card:{i}"
            wanted.add(key)
            item = self.cards.get(key)
            target = QPointF(x0 + i * step, y0)
            top = i == n - 1
            if item is None:
                item = CardItem(key, width)
                item.setZValue(Z_CARD + i * 0.01)
                self.cards[key] = item
                self.addItem(item)
                item.top = top
                item.set_card(cv, dimmed)
                self._fly(item, target)
                changed += 1
                continue
            if key not in self._flights and item.pos() != target:
                item.setPos(target)
                changed += 1
            if item.top != top:
                item.top = top
                item.update()
            changed += int(item.set_card(cv, dimmed))
        return changed

    def _fly(self, item: CardItem, target: QPointF) -> None:
        """Send a new card from the shoe to ``target``, easing out (a cubic) over :func:`animation_ms`. One timer
        moves every card in flight: a Qt animation for each card, with its two connections, cost ~0.4 ms of the
        deal's frame (benchmarks/bench_gui.py)."""
        ms = animation_ms()
        if ms <= 0:
            item.setPos(target)
            return
        start = self.layout.spots["shoe"].center() - QPointF(item.w / 2, item.h / 2)
        item.setPos(start)
        item.setZValue(Z_FLYING)
        key = item.key
        z = Z_CARD + int(key.rsplit(":", 1)[-1]) * 0.01
        self._flights[key] = _Flight(item, start, target, z, time.perf_counter(), ms)
        self.prepare_flights()
        assert self._flight_timer is not None
        if not self._flight_timer.isActive():
            self._flight_timer.start()

    def _move_flights(self) -> None:
        now = time.perf_counter()
        for key, flight in list(self._flights.items()):
            done = (now - flight.t0) * 1000.0 / flight.ms
            if done >= 1.0:
                self._land(key)
                continue
            eased = 1.0 - (1.0 - done) ** 3
            flight.item.setPos(flight.start + (flight.target - flight.start) * eased)
        if not self._flights and self._flight_timer is not None:
            self._flight_timer.stop()

    def _land(self, key: str) -> None:
        flight = self._flights.pop(key, None)
        if flight is not None:
            flight.item.setPos(flight.target)
            flight.item.setZValue(flight.z)

    def finish_flight(self, key: str) -> None:
        """Put the card ``key`` on its spot now, if it is still flying."""
        self._land(key)

    def finish_animations(self) -> None:
        """Put every flying card on its spot now (before rendering a still picture)."""
        for key in list(self._flights):
            self._land(key)
        if self._flight_timer is not None:
            self._flight_timer.stop()

    def animating(self) -> bool:
        """True while a card is still flying to its spot."""
        return bool(self._flights)

    # -- hit targets

    def target_at(self, scene_pos: QPointF) -> str | None:
        """The named target under ``scene_pos`` (see the module docstring), or None."""
        lay = self.layout
        if self.payout.isVisible():
            for control in ("pay", "clear"):
                if self.payout_rect(control).contains(scene_pos):
                    return f"payout:{control}"
            if self.payout_rect().contains(scene_pos):
                return "payout"
        for d in lay.denominations:
            if lay.spots[f"tray:{d}"].contains(scene_pos):
                return f"tray:{d}"
        for name, (c, r) in lay.circles.items():
            if name.endswith(":badge"):
                continue
            if math.hypot(scene_pos.x() - c.x(), scene_pos.y() - c.y()) <= r:
                return name
        for name in ("shoe", "discard", "dealer", "community", "progressive"):
            if name in self.devices and lay.spots[name].contains(scene_pos):
                return name
        for seat, path in lay.seat_paths.items():
            if path.contains(scene_pos) or lay.spots[f"seat:{seat}:cards"].contains(scene_pos):
                return f"seat:{seat}"
        return None

    def spot_rect(self, name: str) -> QRectF:
        """Scene rectangle of a named spot; raises KeyError for an unknown name."""
        try:
            return QRectF(self.layout.spots[name])
        except KeyError:
            raise KeyError(f"no spot named {name!r} on this table") from None

    def mark_rect(self, name: str) -> QRectF:
        """What a mark around the spot ``name`` (the hint's next step, the selection) goes round: a device with
        its captions and tags (the shuffler's method tag and its name stay in sight), else the spot itself."""
        if name in self.devices:
            return self.devices[name].footprint()
        return self.spot_rect(name)

    def badge_tag_rect(self, seat: int) -> QRectF | None:
        """The scene rectangle of the play/fold tag beside a seat's number; None when it shows none."""
        badge = self.badges[seat]
        tag = badge.tag()
        return badge.tag_rect(tag).translated(badge.pos()) if tag else None

    def spot_names(self) -> list[str]:
        return sorted(self.layout.spots)

    def label_of(self, name: str) -> str:
        """The printed label of a spot or device, in the current language."""
        if name in self.spots:
            return self.spots[name].label()
        labels = {
            "shoe": lambda: term("shuffler") if self.view and self.view.method == "machine" else term("shoe"),
            "discard": lambda: term("discard_rack"),
            "dealer": lambda: term("dealer"),
            "community": lambda: term("community_cards"),
            "progressive": lambda: term("progressive"),
        }
        if name in labels:
            return labels[name]()
        raise KeyError(f"no labelled spot named {name!r}")


LABEL_H = 19.0
AMOUNT_PX = 14


def amount_text(amount: int, winnings: bool) -> str:
    return ("+" if winnings else "") + f"{amount:,}"


def amount_label_width(amount: int, winnings: bool) -> float:
    """Width of the printed amount's box above (or beside) a stack."""
    return QFontMetricsF(_font(AMOUNT_PX, bold=True)).horizontalAdvance(amount_text(amount, winnings)) + 10


def stack_extent(
    diameter: float, label_at: str, chips: int = 3, label_w: float = 64.0
) -> tuple[float, float, float, float]:
    """How far a stack of ``chips`` chips with its amount (a box ``label_w`` wide) reaches from its position:
    left, right, up, down."""
    r = diameter / 2
    up = r + max(0, chips - 1) * CHIP_STEP
    left = right = max(r, label_w / 2 if label_at in ("above", "below", "over") else 0)
    down = r
    if label_at == "above":
        up += LABEL_H + 2
    elif label_at == "below":
        down += LABEL_H + 2
    elif label_at == "over":
        pass  # (over the bottom chip: within the chips' height)
    elif label_at == "left":
        left = r + 2 + label_w
    else:
        right = r + 2 + label_w
    up = max(up, LABEL_H / 2)
    return left, right, up, down


def _clear_of(centre: QPointF, radius: float, way: QPointF, extent: tuple[float, float, float, float]) -> QPointF:
    """Where a stack goes from a bet area's ``centre`` along ``way``: the nearest place where its chips and
    printed amount (``extent``, from :func:`stack_extent`) stay off the area's ring and label."""
    left, right, up, down = extent

    cx, cy, wx, wy = centre.x(), centre.y(), way.x(), way.y()

    def gap(dist: float) -> float:
        px, py = cx + wx * dist, cy + wy * dist
        # The nearest point of the stack's box to the area's centre (min/max written out: every first pay).
        nx = px - left if px - left > cx else cx
        nx = px + right if nx > px + right else nx
        ny = py - up if py - up > cy else cy
        ny = py + down if ny > py + down else ny
        return math.hypot(nx - cx, ny - cy)

    # (That distance grows with ``dist``: halve the interval, to within 1.)
    lo, hi = radius, radius + 120
    if gap(lo) >= radius + 3:
        return centre + way * lo
    while hi - lo > 1:
        mid = (lo + hi) / 2
        if gap(mid) >= radius + 3:
            hi = mid
        else:
            lo = mid
    return centre + way * hi


def _label_side(way: QPointF, small: bool) -> str:
    """Where a stack of winnings placed along ``way`` prints its amount: beside it for a small (side bet) area,
    keeping the stack short; else above, or below when it lies towards the dealer."""
    if small:
        return "right" if way.x() >= 0 else "left"
    return "below" if way.y() > 0.35 else "above"


_TURNS = tuple(math.radians(a) for k in range(13) for a in ((k * 15, -k * 15) if 0 < k < 12 else (k * 15,)))
"""The ways tried for a stack of winnings, turned from its own way (:meth:`TableScene._paid_place`)."""

_FURTHER = (0.0, 22.0, 44.0)
"""How much further out than just clear of its area's ring a stack of winnings is tried, along each way."""

_FINE_TURNS = tuple(math.radians(a) for k in range(12) for a in (k * 15 + 7.5, -(k * 15 + 7.5)))
_FINE_FURTHER = tuple(float(d) for d in range(0, 61, 6))
"""The ways and distances tried for a stack of winnings when none of :data:`_TURNS` and :data:`_FURTHER` keeps it
off every card (a crowded table): the ways in between, out to a little further."""


@dataclass(frozen=True, slots=True)
class _Way:
    """One way a stack of winnings is tried (:meth:`TableScene._find_paid_place`): its place just clear of the
    area's ring, the direction, where its amount is printed, its extent, and the blocks, bet areas, cards and
    labels' places that meet its reach (the boxes of the stack at every distance up to ``far``): only those can meet
    it along this way."""

    x: float
    y: float
    tx: float
    ty: float
    label_at: str
    left: float
    right: float
    up: float
    down: float
    blocked: tuple[Box, ...]
    discs: tuple[tuple[float, float, float], ...]
    cards: tuple[Box, ...]
    labels: tuple[Box, ...]

    @classmethod
    def along(
        cls,
        x: float,
        y: float,
        tx: float,
        ty: float,
        label_at: str,
        extent: tuple[float, float, float, float],
        blocked: Sequence[Box],
        discs: Sequence[tuple[str, float, float, float]],
        far: float = _FURTHER[-1],
        cards: Sequence[Box] = (),
        labels: Sequence[Box] = (),
    ) -> _Way:
        left, right, up, down = extent
        ax, ay, bx, by = x, y, x + tx * far, y + ty * far
        x0, y0 = (ax if ax < bx else bx) - left, (ay if ay < by else by) - up
        x1, y1 = (ax if ax > bx else bx) + right, (ay if ay > by else by) + down
        reach = (x0, y0, x1, y1)
        # (As _meets_disc, written out: this runs for every way of every first pay.)
        meeting = []
        for _n, cx, cy, r in discs:
            dx = x0 - cx if cx < x0 else (cx - x1 if cx > x1 else 0.0)
            dy = y0 - cy if cy < y0 else (cy - y1 if cy > y1 else 0.0)
            if dx * dx + dy * dy < r * r:
                meeting.append((cx, cy, r))
        return cls(
            x,
            y,
            tx,
            ty,
            label_at,
            left,
            right,
            up,
            down,
            tuple(b for b in blocked if _meets(reach, b)),
            tuple(meeting),
            tuple(b for b in cards if _meets(reach, b)),
            tuple(b for b in labels if _meets(reach, b)),
        )


def _lines_of(size: tuple[float, float]) -> int:
    """How many lines a hand's label of ``size`` (width, height) takes (:meth:`HandLabelItem.size_if`)."""
    return round((size[1] - 6) / HAND_LINE_H)


def _label_place(
    size: tuple[float, float], places: list[tuple[QRectF, bool]], stacks: list[Box], placed: list[Box]
) -> tuple[float, QPointF, Box]:
    """The first of ``places`` where a label of ``size`` (width, height) covers none of ``stacks`` and ``placed``,
    else the one where it covers the least: how much it covers there, its position and its box."""
    w, h = size
    best: tuple[float, QPointF, Box] | None = None
    for place, below in places:
        top = place.top() if below else place.bottom() - h
        x = place.center().x()
        box = (x - w / 2, top, x + w / 2, top + h)
        hidden = _covered(box, stacks) + _covered(box, placed)
        if best is None or hidden < best[0]:
            best = (hidden, QPointF(x, top), box)
        if hidden == 0:
            break
    assert best is not None
    return best


Box = tuple[float, float, float, float]
"""A rectangle as left, top, right, bottom (the placing of labels and winnings tries hundreds: plain numbers)."""


def _box(r: QRectF) -> Box:
    return (r.left(), r.top(), r.right(), r.bottom())


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _meets_disc(a: Box, cx: float, cy: float, r: float) -> bool:
    nx, ny = min(max(cx, a[0]), a[2]), min(max(cy, a[1]), a[3])
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


def _covered(a: Box, boxes: Iterable[Box]) -> float:
    """How much of ``boxes`` the box ``a`` covers."""
    out = 0.0
    for b in boxes:
        w, h = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
        if w > 0 and h > 0:
            out += w * h
    return out


def _box_on_felt(box: Box, margin: float = 6.0) -> bool:
    """Whether ``box`` lies on the felt (inside its edge by ``margin``, above the dealer's edge)."""
    if box[3] > FELT_CENTRE.y() - margin:
        return False
    rx, ry = FELT_RX - margin, FELT_RY - margin
    dy = (box[1] - FELT_CENTRE.y()) / ry
    return all(((x - FELT_CENTRE.x()) / rx) ** 2 + dy * dy <= 1 for x in (box[0], box[2]))


def device_footprint(name: str, r: QRectF) -> QRectF:
    """What the device ``name`` drawn in ``r`` covers on the felt: its box with the captions and tags beside it."""
    if name == "shoe":
        return r.adjusted(-30, -27, 30, 24)  # the method's tag above (at most 30 wider each side), caption below
    if name in ("discard", "dealer"):
        return r.adjusted(-10, 0, 10, 24)  # the caption below
    if name == "community":
        return r.adjusted(0, -24, 0, 0)  # the caption above
    if name == "tray":
        return r.adjusted(0, 0, 0, 15)  # the keys under its columns
    return QRectF(r)


DEVICE_NAMES = ("shoe", "discard", "tray", "dealer", "community", "progressive")


def _box_meets_circle(box: QRectF, centre: QPointF, radius: float) -> bool:
    """Whether the rectangle ``box`` reaches into the circle of ``radius`` around ``centre``."""
    nx = min(max(centre.x(), box.left()), box.right())
    ny = min(max(centre.y(), box.top()), box.bottom())
    return math.hypot(nx - centre.x(), ny - centre.y()) < radius


def _device_state(view: TableView, name: str) -> object:
    if name == "shoe":
        return (view.method, view.packet_size, view.shoe_count, view.shuffler_fault)
    if name == "discard":
        return view.discard_count
    if name == "progressive":
        return view.progressive_pool
    return None


class TableWidget(QGraphicsView):
    """Shows a :class:`TableScene`, scaled to the window with its aspect kept."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, like the plain QWidget Qt would make: handing Python the one Qt made costs a
        # look-up of its class among every widget class of QtWidgets (~15 ms at start-up).
        self.setViewport(QWidget())
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The scene draws the background (TableScene.drawBackground: the felt and what is printed on it); the view
        # keeps it as a picture of the viewport (drawBackground below), so a repaint copies it instead of drawing
        # the felt again. Its own picture rather than Qt's background cache: the first of a process is the kept
        # file itself, mapped into memory (trainer.gui.kept_background.picture), not a copy into a new pixmap.
        self._felt: kept_background.Picture | None = None
        self._felt_for: tuple[object, ...] = ()
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def drawBackground(self, painter: QPainter, rect: QRectF | QtCore.QRect) -> None:
        scene = self.scene()
        if not isinstance(scene, TableScene) or not painter.worldTransform().isAffine():
            super().drawBackground(painter, rect)
            return
        felt = self._felt_picture(scene)
        if felt is None:  # no room to keep a picture of
            scene._draw_background(painter, rect)
            return
        image = felt.image
        dpr = image.devicePixelRatio()
        # Only the part exposed (the painter is clipped to it anyway): the whole picture, clipped, cost ~0.25 ms a
        # frame at 1920×1080 however little was exposed.
        shown = painter.worldTransform().mapRect(QRectF(rect)).toAlignedRect()
        shown = shown.intersected(QtCore.QRect(0, 0, round(image.width() / dpr), round(image.height() / dpr)))
        if shown.isEmpty():
            return
        painter.save()
        painter.resetTransform()
        source = QRectF(shown.x() * dpr, shown.y() * dpr, shown.width() * dpr, shown.height() * dpr)
        painter.drawImage(QRectF(shown), image, source)
        painter.restore()

    def _felt_picture(self, scene: TableScene) -> kept_background.Picture | None:
        """The picture of the background at this view's size, scale and the scene's background (drawn again only
        when one of them changed); None for a view of no size."""
        viewport = self.viewport()
        dpr = viewport.devicePixelRatioF()
        width, height = round(viewport.width() * dpr), round(viewport.height() * dpr)
        if width <= 0 or height <= 0:
            return None
        transform = self.viewportTransform()
        wanted = (width, height, dpr, transform, scene.background_version, current_language())
        if self._felt is None or self._felt_for != wanted:
            if self._felt is not None:
                self._felt.close()
            area = self.mapToScene(viewport.rect()).boundingRect()
            self._felt = kept_background.picture(
                width,
                height,
                dpr,
                transform,
                lambda p: scene._draw_background(p, area),
                *scene.background_depends_on(),
            )
            self._felt_for = wanted
        return self._felt

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.fit()
