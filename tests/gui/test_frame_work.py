"""Work kept out of the practice table's frames (issue 18, frames): the actions list's lines copied from pictures,
a status line that asks for another layout only when its height changes, the card pictures made while the table
is idle, a hand label measured once per text, the feedback not set again when it says the same and drawn without a
text document when it is plain words, the cards' flights moved by one timer."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from trainer.engine.cards import ALL_CARDS
from trainer.gui import art
from trainer.gui.kept_rows import KeptRowsDelegate
from trainer.gui.plain_lines import PlainLines
from trainer.gui.qt import QColor, QEvent, QImage, QObject, QSize, QtWidgets, QWidget
from trainer.gui.table_scene import BIG_CARD_W, CARD_W, FACES_PER_STEP, HandLabelItem, TableScene


def _lines_list(delegate: QtWidgets.QStyledItemDelegate | None) -> QtWidgets.QListWidget:
    box = QtWidgets.QListWidget()
    box.resize(360, 220)
    box.setUniformItemSizes(True)
    if delegate is not None:
        box.setItemDelegate(delegate)
    for i in range(14):
        item = QtWidgets.QListWidgetItem(f"{i + 1}. Deal to seat {i % 7 + 1} · 派牌至第{i % 7 + 1}門")
        if i % 5 == 3:
            item.setForeground(QColor("#ff8a80"))
        box.addItem(item)
    box.setCurrentRow(9)
    box.scrollToBottom()
    box.show()
    return box


def _seven_seats_at_1920() -> tuple[Any, Any]:
    """The benchmark's practice table (benchmarks/bench_gui.py): seven seats with every bet, 1920×1080, shown."""
    from benchmarks.bench_gui import _full_table
    from trainer.gui.dealer_table import DealerTable

    table = DealerTable("practice")
    table.resize(1920, 1080)
    table.show()
    table.start(_full_table(), "frames")
    grader = table.grader
    assert grader is not None
    return table, grader


def test_the_actions_list_draws_each_line_once_and_then_copies_it(qapp):
    """The same picture as the style's own drawing (a mistake's colour, the selected line: the text's smoothed
    edges differ a little, drawn on a clear picture first), and a redraw of the list draws no line through the
    style again."""
    delegate = KeptRowsDelegate()
    kept, plain = _lines_list(delegate), _lines_list(None)
    delegate.setParent(kept)
    qapp.processEvents()
    a, b = (_pixels(box.grab().toImage()) for box in (kept, plain))
    assert a.shape == b.shape
    difference = np.abs(a.astype(int) - b.astype(int))
    assert difference.mean() < 3.0 and difference.max() <= 80, (difference.mean(), difference.max())
    assert ((a < 128) != (b < 128)).mean() < 0.02  # the same ink in the same places
    first = delegate.drawn
    assert first >= 8  # the lines in sight
    kept.viewport().repaint()
    assert delegate.drawn == first
    kept.addItem("15. Collect · 收牌")
    kept.scrollToBottom()
    kept.viewport().repaint()
    # the new line (and the line under the mouse pointer, if the scroll put another one there)
    assert 1 <= delegate.drawn - first <= 2
    kept.deleteLater()
    plain.deleteLater()


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    return raw.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 4].copy()  # (before it goes)


class _LayoutRequests(QObject):
    count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_a_status_line_asks_for_another_layout_only_when_its_height_changes(qapp):
    panel = QWidget()
    lay = QtWidgets.QVBoxLayout(panel)
    line = PlainLines(panel, least_lines=2)
    lay.addWidget(line)
    lay.addStretch(1)
    panel.resize(300, 400)
    panel.show()
    line.setText("Actions: 1 · Dealing")
    qapp.processEvents()
    requests = _LayoutRequests()
    panel.installEventFilter(requests)
    for n in range(2, 30):
        line.setText(f"Actions: {n} · Dealing\nThe shoe is ready: bets are down.")
        qapp.processEvents()
    assert requests.count == 0  # two lines: the height it keeps from the start
    assert line.text().startswith("Actions: 29")
    line.setText("Actions: 30 · Payout\n" + "A card of seat 3 was exposed. " * 6)  # wraps: taller
    qapp.processEvents()
    assert requests.count >= 1
    assert line.height() >= line.heightForWidth(line.width()) > 2 * line.fontMetrics().height()
    panel.removeEventFilter(requests)
    panel.deleteLater()


def test_card_pictures_are_made_while_the_table_is_idle(qapp):
    """Every card face and the back, at the seats' and the dealer's size, before any is dealt; then none again."""
    art.CACHE.clear()
    scene = TableScene()
    steps = 0
    while scene.prepare_faces(0.75, 1.0):
        steps += 1
    assert steps >= (len(ALL_CARDS) + 1) * 2 // FACES_PER_STEP - 1  # a couple a step: no step draws them all
    for width in (CARD_W, BIG_CARD_W):
        size = QSize(round(width * 0.75), round(width * art.CARD_ASPECT * 0.75))
        for kind in ("back", *(art.card_kind(c) for c in ALL_CARDS)):
            assert not art.CACHE.warm(kind, size, 1.0), kind
    assert not scene.prepare_faces(0.75, 1.0)
    assert scene.prepare_faces(0.5, 1.0)  # another size: made again
    scene.deleteLater()


@pytest.mark.parametrize("lines", [["Pair · 對子"], ["Flush · 同花", "6 Card: Straight · 六張牌：順子", "Jackpot: -"]])
def test_a_hand_labels_sizes_are_those_it_is_drawn_at(qapp, lines):
    item = HandLabelItem("seat:3")
    item.set_lines(lines)
    for compact in (False, True, False):
        item.set_compact(compact)
        width, height = item.size_if(compact)
        assert (item.boundingRect().width(), item.boundingRect().height()) == (width, height)
    if len(lines) > 1:
        assert item.size_if(True)[1] < item.size_if(False)[1]


def test_the_feedback_is_not_set_again_when_it_says_the_same(qapp):
    from trainer.gui.dealer_table import DealerTable

    table = DealerTable("practice")
    table.resize(1280, 800)
    table.show()
    measured: list[str] = []
    table.feedback_area.text_changed = lambda: measured.append(table.feedback.text())  # type: ignore[method-assign]
    table._set_feedback("need_bet", ())
    table._render_feedback()
    table._render_feedback()
    table._set_feedback("need_seat", ())
    assert len(measured) == 2 and "seat" in measured[1].lower()
    table.close()
    table.deleteLater()


def test_the_payouts_ahead_are_placed_while_the_table_is_idle(qapp):
    """Once the hands are turned up, the idle steps work out the reference dealer's payouts and where their
    winnings go: paying them then searches the crowded table for no place in its frame."""
    from trainer.engine.procedure import candidates

    table, grader = _seven_seats_at_1920()

    def idle() -> None:
        while table._places_timer.isActive():
            table._prepare_places()

    idle()
    searched: list[str] = []  # the searches made in the frame of an action (not in the idle steps)
    in_frame = [False]
    find = table.scene._find_paid_place

    def counted(name: str, *rest: object) -> object:
        if in_frame[0]:
            searched.append(name)
        return find(name, *rest)  # type: ignore[arg-type]

    table.scene._find_paid_place = counted  # type: ignore[assignment,method-assign]
    paid = 0
    for _ in range(400):
        due = candidates(grader.round)
        if not due or table.grade is not None:
            break
        in_frame[0] = True
        table.apply(due[0].action)
        qapp.processEvents()
        in_frame[0] = False
        paid += due[0].action.kind.value == "pay"
        idle()
    assert table.grade is not None and paid >= 7
    assert searched == []
    table.close()
    table.deleteLater()


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_feedback_of_a_correct_action_is_drawn_without_a_text_document(qapp, lang):
    """A correct action's "✓ …" (and "Select a seat first" and the like) is one run of plain words: the feedback
    draws it with the painter; a mistake, several lines in colours, is laid out as rich text."""
    from trainer.engine.actions import Collect
    from trainer.engine.procedure import candidates
    from trainer.gui import i18n
    from trainer.gui.dealer_table import DONE_COLOUR, DealerTable
    from trainer.training.scenario import find_scenario

    i18n.install_translator(qapp, lang)
    try:
        table = DealerTable("practice")
        table.resize(1280, 800)
        table.show()
        table.start(find_scenario("dealer_does_not_qualify").setup)
        grader = table.grader
        assert grader is not None
        table.apply(candidates(grader.round)[0].action)
        feedback = table.feedback
        words = feedback.plain()
        assert words is not None and words.startswith("✓") and feedback._doc is None
        assert DONE_COLOUR in feedback.text() and table.feedback_text() == words
        table._set_feedback("need_seat", ())
        assert feedback.plain() == table.feedback_text() and feedback._doc is None
        assert table.apply(Collect(seat=1))  # a mistake: its clause and both languages' words, in colours
        assert feedback.plain() is None and feedback._doc is not None and "A12.3" in table.feedback_text()
        table.close()
        table.deleteLater()
    finally:
        i18n.install_translator(qapp, "en")


@pytest.mark.parametrize(
    "html",
    [
        "<p style='margin:0 0 4px 0'><b style='color:#ff8a80'>✗ A12.3</b> Collected a live hand: seat 1 has not "
        "folded: its cards stay.<br><span style='color:#bbbbbb'>收回了未放棄的紙牌：第1門沒有放棄，紙牌不應收回。</span></p>",
        "<b style='color:#ffd54f'>Next: deal to seat 3</b> <span style='color:#bbbbbb'>· Keys: 3</span>"
        "<br>A11.4 — clockwise, one card at a time",
    ],
)
def test_the_feedbacks_rich_text_is_drawn_as_a_rich_text_label_draws_it(qapp, html):
    """The same pixels as the word-wrapped rich-text label the feedback was, and the same height for a width."""
    from trainer.gui.feedback_text import FeedbackText
    from trainer.gui.qt import Qt, QtGui

    palette = QtGui.QPalette(qapp.palette())  # a label's text is in its window-text colour, not its text colour
    palette.setColor(QtGui.QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    palette.setColor(QtGui.QPalette.ColorRole.Text, QColor("#101010"))
    label = QtWidgets.QLabel()
    label.setPalette(palette)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setText(html)
    ours = FeedbackText()
    ours.setPalette(palette)
    ours.setText(html)
    for width in (240, 380):
        assert ours.heightForWidth(width) == label.heightForWidth(width)
        height = label.heightForWidth(width)
        pictures = []
        for widget in (label, ours):
            widget.resize(width, height)
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(QColor("#202124"))
            widget.render(image)
            pictures.append(image)
        assert pictures[0] == pictures[1]
        assert pictures[0] != QImage(pictures[0].size(), pictures[0].format())  # (something was drawn)
    label.deleteLater()
    ours.deleteLater()


def test_the_cards_in_flight_are_moved_by_one_timer_and_land(qtbot, monkeypatch):
    """Dealing with the animation on: each new card flies from the shoe, every flying card moved by the scene's
    one timer (no Qt animation, no connection made per card), and each lands on its spot; the timer then stops."""
    import dataclasses

    from tests.gui.sample_views import cards
    from trainer.engine.view import SeatView, TableView
    from trainer.gui.qt import QtCore
    from trainer.gui.table_scene import FLIGHT_TICK_MS

    monkeypatch.setenv("TRAINER_ANIMATION_MS", "120")
    scene = TableScene()
    view = TableView(seats=tuple(SeatView(seat=i + 1, occupied=True) for i in range(7)))
    scene.set_view(view)
    seats = [
        dataclasses.replace(s, bets={"ante": 10}, cards=cards("As Kd Qh")) if s.seat <= 3 else s for s in view.seats
    ]
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    flying = [scene.cards[f"seat:{n}:card:{k}"] for n in (1, 2, 3) for k in range(3)]
    assert scene.animating() and len(scene._flights) == 9
    timer = scene._flight_timer
    assert timer is not None and timer.isActive() and timer.interval() == FLIGHT_TICK_MS
    assert scene.findChildren(QtCore.QAbstractAnimation) == []
    shoe = scene.spot_rect("shoe")
    assert all(shoe.adjusted(-40, -40, 40, 40).contains(c.sceneBoundingRect().center()) for c in flying)
    qtbot.waitUntil(lambda: not scene.animating(), timeout=2000)
    assert not timer.isActive()
    for card in flying:
        seat = card.key.split(":")[1]
        assert scene.spot_rect(f"seat:{seat}:cards").contains(card.sceneBoundingRect().center())
    assert {round(c.zValue(), 2) for c in flying} == {3.0, 3.01, 3.02}  # back in their piles' order
    scene.deleteLater()


def test_a_hands_label_is_placed_again_only_when_what_lies_in_its_reach_changes(qapp):
    """Through a whole round of seven seats: after every action each hand's label is where placing every label
    afresh puts it, and a pay or take (one seat's stacks) places again only the labels whose reach it changed."""
    from trainer.engine.procedure import candidates
    from trainer.gui import table_scene

    table, grader = _seven_seats_at_1920()
    scene = table.scene
    tried: list[int] = []
    place = table_scene._label_place

    def counted(*args: object) -> object:
        tried.append(1)
        return place(*args)  # type: ignore[arg-type]

    table_scene._label_place = counted  # type: ignore[assignment]
    try:
        settles = fewer = 0
        for _ in range(400):
            due = candidates(grader.round)
            if not due or table.grade is not None:
                break
            tried.clear()
            table.apply(due[0].action)
            labels = {k: (i.pos(), i.boundingRect()) for k, i in scene.hand_labels.items()}
            if due[0].action.kind.value in ("pay", "take") and len(labels) == 7:
                settles += 1
                fewer += len(tried) < 7
            scene._labels_placed.clear()
            scene._place_hand_labels()
            assert {k: (i.pos(), i.boundingRect()) for k, i in scene.hand_labels.items()} == labels
        assert settles >= 8 and fewer >= settles // 2
    finally:
        table_scene._label_place = place  # type: ignore[assignment]
        table.close()
        table.deleteLater()


def _stacks_and_marks(scene: TableScene) -> tuple[dict[str, object], dict[str, str]]:
    stacks = {k: (i.pos(), i.amount, i.label_at, i.winnings, i.isVisible()) for k, i in scene.stacks.items()}
    return stacks, {name: spot.settled for name, spot in scene.spots.items()}


def test_a_bet_area_unchanged_since_it_was_drawn_keeps_its_stacks_and_they_are_as_drawn_afresh(qapp):
    """Through a whole round of seven seats, with every third pay or take undone and done again: after every
    action the chip stacks (place, amount, side of the amount) and the areas' marks are those a table drawing the
    same view afresh shows, and a pay or take (one bet area changed) leaves most areas' stacks as they were."""
    from trainer.engine.procedure import candidates

    table, _grader = _seven_seats_at_1920()
    scene = table.scene
    try:
        settles = kept = undone = 0
        for step in range(400):
            grader = table.grader  # an undo grades the round again: another grader
            assert grader is not None
            due = candidates(grader.round)
            if not due or table.grade is not None:
                break
            before = dict(scene._bets_drawn)
            table.apply(due[0].action)
            if due[0].action.kind.value in ("pay", "take"):
                settles += 1
                kept += sum(scene._bets_drawn.get(name) is entry for name, entry in before.items()) >= 30
                if step % 3 == 0:
                    table.undo()
                    table.apply(due[0].action)
                    undone += 1
            fresh = TableScene(view=table.shown_view())
            try:
                assert _stacks_and_marks(scene) == _stacks_and_marks(fresh), f"after action {step + 1}"
            finally:
                fresh.deleteLater()
        assert table.is_over() and settles >= 20 and undone >= 5 and kept == settles
    finally:
        table.close()
        table.deleteLater()


def test_winnings_that_move_when_another_bet_of_the_seat_is_paid_are_drawn_where_they_go(qapp):
    """A seat's winnings are placed bet after bet, each clear of those placed before: a bet paid later can move
    the winnings of one paid before it. The bet area whose own state did not change is drawn again there."""
    from dataclasses import replace

    table, _grader = _seven_seats_at_1920()
    scene = table.scene
    view = table.shown_view()
    assert view is not None
    try:

        def paid_at_seat_1(paid: dict[str, int]) -> object:
            seats = tuple(
                replace(s, paid=dict(paid), settled=dict.fromkeys(paid, "pay")) if s.seat == 1 else s
                for s in view.seats
            )
            return replace(view, seats=seats)

        first = {"ante": 100, "pair_plus": 1000, "progressive": 5000}
        later = paid_at_seat_1({**first, "six_card_bonus": 25000})
        scene.set_view(paid_at_seat_1(first))
        moved = scene.stacks["seat:1:pair_plus:paid"].pos()
        scene.set_view(later)
        fresh = TableScene(view=later)
        try:
            assert fresh.stacks["seat:1:pair_plus:paid"].pos() != moved  # the Six Card Bonus's winnings moved it
            assert _stacks_and_marks(scene) == _stacks_and_marks(fresh)
        finally:
            fresh.deleteLater()
    finally:
        table.close()
        table.deleteLater()


def test_the_pictures_a_round_reaches_later_are_drawn_while_the_table_is_idle(qapp):
    """The discard rack at every height of its pile, the title corner in every phase, every seat's play and fold
    tags: drawn ahead a picture a step; then the whole round played and painted draws none of them again."""
    from trainer.engine.procedure import candidates
    from trainer.gui import table_scene

    table, _grader = _seven_seats_at_1920()
    view = table.table_view
    qapp.processEvents()
    art.CACHE.clear()
    scale, dpr = view.transform().m11(), view.devicePixelRatioF()
    steps = 0
    while table.scene.prepare_devices(scale, dpr):
        steps += 1
    assert steps >= table_scene.DISCARD_PILE_DRAWN + 1 + len(table_scene.PHASE_TERMS) + 1 + 2

    def ahead() -> set[object]:
        return (
            {k for k in table_scene._DEVICE_BODIES if k[0] == "discard"}
            | set(table_scene._TITLE_PICTURES)
            | {k for k in table_scene._BADGE_PARTS if k[0] == "tag"}
        )

    drawn = ahead()
    try:
        for _ in range(400):
            grader = table.grader
            assert grader is not None
            due = candidates(grader.round)
            if not due:
                break
            table.apply(due[0].action)
            table.scene.finish_animations()
            table.table_view.viewport().repaint()
        assert table.is_over() and table.shown_view().discard_count > table_scene.DISCARD_PILE_DRAWN
        assert ahead() == drawn
    finally:
        table.close()
        table.deleteLater()


def _painted(item: Any, scale: float, drawn_directly: bool) -> np.ndarray:
    """``item`` painted at ``scale`` into a dark image, at whole pixels: through its ``paint`` (a kept picture) or
    by drawing it straight onto the image."""
    from trainer.gui.qt import QPainter

    box = item.boundingRect()
    image = QImage(round(box.width() * scale) + 8, round(box.height() * scale) + 8, QImage.Format.Format_ARGB32)
    image.fill(QColor("#103020"))
    painter = QPainter(image)
    painter.translate(4, 4)
    painter.scale(scale, scale)
    painter.translate(-box.topLeft())
    if drawn_directly:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        item._draw(painter) if isinstance(item, HandLabelItem) else item._draw(painter, item.texts())
    else:
        item.paint(painter, None, None)
    painter.end()
    return _pixels(image).astype(int)


@pytest.mark.parametrize("scale", [1.0, 0.75])
def test_a_hands_label_and_the_title_corner_copied_from_pictures_look_as_drawn(qapp, scale):
    """A hand's label and the title corner come from pictures kept per text: at whole pixels they show what
    drawing them straight onto the table shows. Not to the bit: text smoothed onto a see-through picture is blended
    without the gamma correction it gets on the opaque table (as the stacks' amounts and the seats' numbers, drawn
    from pictures too), a shade at the edges of letters; far nearer than the same drawing a pixel aside."""
    from trainer.gui.table_scene import TitleItem

    label = HandLabelItem("seat:3")
    label.set_lines(["Flush · 同花", "6 Card: Straight · 六張牌：順子"])
    title = TitleItem()
    title.set_phase("dealing")
    for item in (label, title):
        kept, direct = _painted(item, scale, False), _painted(item, scale, True)
        assert kept.shape == direct.shape
        aside = np.abs(kept[1:] - direct[:-1]).mean()
        assert np.abs(kept - direct).mean() < 0.4 * aside, type(item).__name__
        assert (direct != _painted(HandLabelItem("empty"), 1.0, True)[0, 0]).any()
