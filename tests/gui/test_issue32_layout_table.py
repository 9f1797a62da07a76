"""Issue 32, item 8: what the felt shows at 5, 6 and 7 seats, in both languages.

* (a) a hand's rank reads in both languages, "Three odd cards" with 三張散牌 as "Pair" with 對子 (in two lines when
  they do not fit on one);
* (b) the payout being built lies on free felt: off every betting area (it covered seat 2's Ante), the seat's cards
  and the label of the hand being paid;
* (c) a stake's printed amount covers no seat number, no play/fold tag and no area's printed name.

The rectangles are worked out here from the items' own geometry, as they are drawn."""

from __future__ import annotations

import dataclasses

import pytest

from tests.gui.test_table_readable import _labels_are_clear, busy_table
from trainer.engine.view import TableView
from trainer.gui import i18n
from trainer.gui.i18n import TERMS
from trainer.gui.qt import QRectF
from trainer.gui.table_scene import BET_ORDER, CHIP_STEP, MAX_DRAWN_CHIPS, TableScene, amount_label_width

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.fixture(params=["en", "zh-Hant"])
def scene(request, qapp):
    i18n.install_translator(qapp, request.param)
    s = TableScene()
    yield s
    s.deleteLater()
    i18n.install_translator(qapp, "en")


def _shown(label) -> str:
    return "\n".join(text for text, *_ in label.rows)


def _high_stakes(view: TableView) -> TableView:
    """The same table with tall stakes (a dozen chips and more on each main area, several on the side bets)."""
    seats = [
        dataclasses.replace(
            s,
            bets={k: (v * 10 + 4495 if k in ("ante", "play", "pair_plus") else v * 25 + 5) for k, v in s.bets.items()},
        )
        for s in view.seats
    ]
    return dataclasses.replace(view, seats=tuple(seats))


# ---------------------------------------------------------------------------------------------------- (a)


@pytest.mark.parametrize("n", [3, 5, 6, 7])
@pytest.mark.parametrize("side_bets", [True, False])
@pytest.mark.parametrize("paid", [False, True])
def test_a7_1_every_hands_rank_reads_in_both_languages_three_odd_cards_too(scene, n, side_bets, paid):
    """Seat 3 holds three odd cards: its label says "Three odd cards" and 三張散牌, the current language's words
    first, like every other rank (Pair · 對子); and the labels still lie clear of everything on the felt."""
    scene.set_view(busy_table(n, paid=paid, side_bets=side_bets))
    zh = i18n.current_language().startswith("zh")
    for key, label in scene.hand_labels.items():
        seat = next(s for s in scene.view.seats if f"seat:{s.seat}" == key)
        rank = TERMS["three_odd_cards" if seat.hand == "high_card" else seat.hand]
        shown = _shown(label)
        first, second = (rank.zh_hant, rank.en) if zh else (rank.en, rank.zh_hant)
        assert first in shown and second in shown, (key, shown)
        assert shown.index(first) < shown.index(second), (key, shown)
    odd = _shown(scene.hand_labels["seat:3"])
    assert "Three odd cards" in odd and "三張散牌" in odd
    if n <= 5 or not paid:
        _labels_are_clear(scene)


# ---------------------------------------------------------------------------------------------------- (b)


@pytest.mark.parametrize("n", [5, 6, 7])
@pytest.mark.parametrize("paid", [False, True])
@pytest.mark.parametrize("side_bets", [True, False])
def test_a13_the_payout_being_built_covers_no_betting_area(scene, n, paid, side_bets):
    """For every bet area of every seat, the payout being built (its box, with the Pay and Clear controls) meets
    no seat's betting area, no seat's cards, no seat number and not the label of the hand being paid."""
    scene.set_view(busy_table(n, paid=paid, side_bets=side_bets))
    areas = {
        name: rect
        for name, rect in scene.layout.spots.items()
        if name.count(":") == 2 and name.split(":")[2] in BET_ORDER
    }
    cards = [scene.layout.spots[f"seat:{k}:cards"] for k in range(1, n + 1)]
    for bet in areas:
        scene.set_payout(bet, [25, 5])
        box = scene.payout_rect()
        assert scene.sceneRect().contains(box), bet
        hit = [name for name, rect in areas.items() if rect.intersects(box)]
        assert not hit, (bet, hit)
        assert not any(rect.intersects(box) for rect in cards), bet
        for seat, badge in scene.badges.items():
            assert not QRectF(badge.pos().x() - 19, badge.pos().y() - 19, 38, 38).intersects(box), (bet, seat)
        own = scene.hand_labels.get("seat:" + bet.split(":")[1])
        assert own is None or not own.sceneBoundingRect().intersects(box), bet
        scene.set_payout(None, [])


def test_a13_paying_seat_2s_play_with_chips_leaves_its_ante_in_sight(qtbot, english):
    """At the practice table (a full table of seven), chips picked for seat 2's Play: the payout being built lies
    off seat 2's Ante and off every other betting area."""
    from tests.gui.windows import shown_table
    from trainer.engine.actions import Pay
    from trainer.engine.procedure import solve
    from trainer.training.scenario import find_scenario

    sc = find_scenario("full_table_everything_at_once")
    reference = solve(sc.round())
    t = shown_table(qtbot)
    t.resize(1280, 800)
    t.start(sc.setup)
    i = next(k for k, a in enumerate(reference) if isinstance(a, Pay))
    for act in reference[:i]:
        t.apply(act)
    areas = [n for n in t.scene.spot_names() if n.count(":") == 2 and n.split(":")[2] in BET_ORDER]
    for bet in ("seat:2:play", "seat:2:pair_plus", "seat:3:ante", "seat:1:play"):
        if bet not in t.scene.spots:
            continue
        t.select(bet)
        t.scene.set_payout(bet, [25])
        box = t.scene.payout_rect()
        assert t.scene.payout.isVisible()
        assert not [n for n in areas if t.scene.spot_rect(n).intersects(box)], bet
        t.scene.set_payout(None, [])


# ---------------------------------------------------------------------------------------------------- (c)


def _stake_label_rect(item) -> QRectF:
    """The printed amount of a stack, as :class:`ChipStackItem` draws it."""
    w = amount_label_width(item.amount, item.winnings)
    drawn = min(len(item.chips), getattr(item, "most", MAX_DRAWN_CHIPS))
    top = -item.d / 2 - (drawn - 1) * CHIP_STEP
    box = {
        "below": QRectF(-w / 2, item.d / 2 + 2, w, 17),
        "left": QRectF(-item.d / 2 - 2 - w, -8.5, w, 17),
        "right": QRectF(item.d / 2 + 2, -8.5, w, 17),
        "over": QRectF(-w / 2, -8.5, w, 17),
    }.get(item.label_at, QRectF(-w / 2, top - 19, w, 17))
    return box.translated(item.pos())


def _area_name_rect(spot) -> QRectF:
    """Where an area's name is printed, as :class:`SpotItem` prints it."""
    r = spot.radius
    box = QRectF(-r * 0.8, r * 0.2, r * 1.6, r * 0.46) if r > 30 else QRectF(-r * 0.95, r * 0.22, r * 1.9, r * 0.76)
    return box.translated(spot.pos())


@pytest.mark.parametrize("n", [5, 6, 7])
@pytest.mark.parametrize("tall", [False, True])
@pytest.mark.parametrize("paid", [False, True])
def test_a_stakes_amount_covers_no_seat_number_tag_or_area_name(scene, n, tall, paid):
    """Every seat's stakes (one chip to a dozen and more): each printed amount meets no seat's number, no play/fold
    tag and no betting area's printed name (its own nor another's), nor other chips; the stake's chips stay inside
    its area's ring."""
    view = busy_table(n, paid=paid)
    scene.set_view(_high_stakes(view) if tall else view)
    stakes = {key: item for key, item in scene.stacks.items() if key.endswith(":stake")}
    assert len(stakes) == 5 * n
    for key, item in stakes.items():
        label = _stake_label_rect(item)
        for seat, badge in scene.badges.items():
            number = QRectF(badge.pos().x() - 19, badge.pos().y() - 19, 38, 38)
            assert not label.intersects(number), (key, seat)
            tag = scene.badge_tag_rect(seat)
            assert tag is not None and not label.intersects(tag), (key, seat)
        for name, spot in scene.spots.items():
            assert not label.intersects(_area_name_rect(spot)), (key, name)
        for other_key, other in scene.stacks.items():
            assert other_key == key or not label.intersects(other.sceneBoundingRect()), (key, other_key)
        spot = scene.spots[key.rsplit(":", 1)[0]]
        c, r = spot.pos(), spot.radius
        chips = item.sceneBoundingRect()
        top = QRectF(chips.left(), chips.top(), chips.width(), 1).center()
        assert (top.x() - c.x()) ** 2 + (top.y() - c.y()) ** 2 <= (r + 6) ** 2, key
