"""The felt shows what is there, readably (review of the 1280×800 and 1920×1080 tables): the rank printed for a hand
turned face up lies beside its cards, never over a card, a betting area, a device, a seat number or chips; the
winnings lie next to their own bet area, nearer it than any other."""

from __future__ import annotations

import dataclasses
import math

import pytest

from tests.gui.sample_views import cards
from trainer.engine.view import SeatView, TableView
from trainer.gui import i18n
from trainer.gui.qt import QRectF
from trainer.gui.table_scene import (
    BET_ORDER,
    TableScene,
    TableWidget,
    _box_meets_circle,
    amount_label_width,
    stack_extent,
)

HANDS = ["Qh Jh Th", "4s 4h 4d", "As Kd 7c", "2h 2d 9s", "Ks Kc 3d", "5c 6d 8h", "9c Tc Jd"]
RANKS = ["straight_flush", "three_of_a_kind", "high_card", "pair", "pair", "straight", "straight"]
ANTE_BONUS = {"straight_flush": 5, "three_of_a_kind": 4, "straight": 1}
SIDE = ["straight_flush", "", "four_of_a_kind", "full_house", "three_of_a_kind", "", "royal_flush"]


def busy_table(n: int, *, paid: bool = True, side_bets: bool = True) -> TableView:
    """Every seat played, turned face up and (with ``paid``) paid on every bet, the Ante Bonus too: the most the
    felt ever holds at once. The stakes differ (one chip to several) and so do the winnings."""
    seats = []
    for i in range(n):
        bets = {"ante": 100 * (i + 1) + 25, "play": 100 * (i + 1) + 25, "pair_plus": 25 * (i + 1)}
        if side_bets:
            bets |= {"six_card_bonus": 5 * (i + 1), "progressive": 5}
        won = {k: v * (1 + i % 3) for k, v in bets.items()}
        if RANKS[i % 7] in ANTE_BONUS:  # A13(iv): a straight or better
            won["ante_bonus"] = bets["ante"] * ANTE_BONUS[RANKS[i % 7]]
        seats.append(
            SeatView(
                seat=i + 1,
                occupied=True,
                bets=bets,
                paid=won if paid else {},
                settled={k: "pay" for k in won} if paid else {},
                cards=cards(HANDS[i % 7], face_up=True),
                decision="play",
                revealed=True,
                hand=RANKS[i % 7],
                side_hands={"six_card_bonus": SIDE[i % 7], "progressive": SIDE[(i + 3) % 7]} if side_bets else {},
            )
        )
    offered = ("six_card_bonus", "progressive") if side_bets else ()
    return TableView(
        seats=tuple(seats),
        dealer_cards=cards("Qs 8d 3c", face_up=True),
        community_cards=cards("Ah Kh", face_up=True) if side_bets else (),
        discard_count=4,
        shoe_count=52 - 3 * n - 5,
        method="machine",
        packet_size=3,
        progressive_offered=side_bets,
        progressive_pool=150000,
        side_bets_offered=offered,
        phase="payout",
        step=60,
    )


@pytest.fixture(params=["en", "zh-Hant"])
def scene(request, qapp):
    i18n.install_translator(qapp, request.param)
    s = TableScene()
    yield s
    s.deleteLater()
    i18n.install_translator(qapp, "en")


def _face(card) -> QRectF:
    return QRectF(card.pos().x(), card.pos().y(), card.w, card.h)


def _stack_box(item) -> QRectF:
    label_w = amount_label_width(item.amount, item.winnings)
    left, right, up, down = stack_extent(item.d, item.label_at, min(len(item.chips), 12), label_w)
    p = item.pos()
    return QRectF(p.x() - left, p.y() - up, left + right, up + down)


def _labels_are_clear(scene: TableScene) -> None:
    for key, label in scene.hand_labels.items():
        box = label.sceneBoundingRect().adjusted(1, 1, -1, -1)
        assert len(label.rows) == (1 if label.compact else len(label.lines)), key
        for card_key, card in scene.cards.items():
            assert not box.intersects(_face(card)), (key, card_key)
        for name, spot in scene.spots.items():
            assert not _box_meets_circle(box, spot.pos(), spot.radius), (key, name)
        for name, device in scene.devices.items():
            assert not box.intersects(device.footprint()), (key, name)
        for seat, badge in scene.badges.items():
            assert not _box_meets_circle(box, badge.pos(), 19), (key, seat)
        for stack_key, stack in scene.stacks.items():
            assert not box.intersects(_stack_box(stack)), (key, stack_key)


@pytest.mark.parametrize(("n", "paid"), [(3, False), (3, True), (5, False), (5, True), (6, False), (7, False)])
@pytest.mark.parametrize("side_bets", [True, False])
def test_a7_1_a14_a15_1_a_hands_rank_lies_beside_its_cards_on_free_felt(scene, n, side_bets, paid):
    """Every seat turned face up (and, where the felt has room for all of it, every bet paid with the Ante Bonus
    for each straight or better): each rank lies clear of every card, area, device, seat number and stack."""
    scene.set_view(busy_table(n, paid=paid, side_bets=side_bets))
    assert len(scene.hand_labels) == n
    assert all(len(label.lines) == (3 if side_bets else 1) for label in scene.hand_labels.values())
    _labels_are_clear(scene)
    if not paid:  # (six or seven seats: a rank in two lines with both side bets' rows may find no room: the rank alone)
        assert not any(
            label.compact and (n < 6 or label.size_if(False)[1] <= 3 * 19 + 6) for label in scene.hand_labels.values()
        )


def _full_round_views():
    from trainer.engine.procedure import solve
    from trainer.training.scenario import find_scenario

    sc = find_scenario("full_table_everything_at_once")
    r = sc.round()
    for act in solve(sc.round()):
        r.apply(act)
        yield r.view()


def test_the_full_table_reads_at_every_step_of_its_round(scene):
    """full_table_everything_at_once (seven seats, both side bets), every step of the reference dealer's round:
    the hands' ranks lie clear of everything, the winnings next to their own bets and off every card."""
    labelled = 0
    for view in _full_round_views():
        scene.set_view(view)
        labelled += len(scene.hand_labels)
        _labels_are_clear(scene)
        _winnings_are_by_their_bets(scene, off_cards=True)
    assert labelled > 0


@pytest.mark.parametrize("side_bets", [True, False])
@pytest.mark.parametrize("n", [3, 5, 6, 7])
def test_winnings_lie_next_to_their_own_bet_nearer_it_than_any_other(scene, n, side_bets):
    """Every bet of every seat paid (and the Ante Bonus, beside the Ante): its chips are nearer the edge of its own
    area than of any other, off the seat's other winnings, and (where the felt has room) off every card."""
    scene.set_view(busy_table(n, side_bets=side_bets))
    paid = [key for key in scene.stacks if key.endswith(":paid")]
    bonuses = sum(RANKS[i % 7] in ANTE_BONUS for i in range(n))
    assert len(paid) == n * (5 if side_bets else 3) + bonuses
    _winnings_are_by_their_bets(scene, off_cards=True)


@pytest.mark.parametrize("side_bets", [True, False])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [5, 6, 7])
def test_winnings_never_cover_a_card_of_any_seat_on_a_full_paid_table(scene, qtbot, n, size, side_bets):
    """Every seat of five, six or seven won and paid on every bet (the Ante Bonus too), the table on screen at
    1280×800 and 1920×1080: no stack of winnings, with its printed amount, lies over a card of any seat (on six and
    seven seats the winnings beside an Ante once covered part of the last seat's cards)."""
    scene.set_view(busy_table(n, side_bets=side_bets))
    scene.finish_animations()
    widget = TableWidget(scene)
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    widget.fit()
    on_screen = widget.viewportTransform()
    faces = {key: on_screen.mapRect(_face(card)) for key, card in scene.cards.items()}
    assert len(faces) == 3 * n + (5 if side_bets else 3)
    paid = {key: item for key, item in scene.stacks.items() if key.endswith(":paid")}
    assert {key.split(":")[2] for key in paid} >= {"ante", "play", "pair_plus", "ante_bonus"}
    for key, item in paid.items():
        won = on_screen.mapRect(_stack_box(item))
        assert won.width() > 0
        for card_key, face in faces.items():
            assert not won.intersects(face), (key, card_key)


def _winnings_are_by_their_bets(scene: TableScene, off_cards: bool) -> None:
    paid = {key: item for key, item in scene.stacks.items() if key.endswith(":paid")}
    boxes = {key: _stack_box(item) for key, item in paid.items()}
    for key, item in paid.items():
        _seat, n_seat, kind, _ = key.split(":")
        own_name = f"seat:{n_seat}:{'ante' if kind == 'ante_bonus' else kind}"
        p = item.pos()

        def gap(spot, p=p):
            return math.hypot(p.x() - spot.pos().x(), p.y() - spot.pos().y()) - spot.radius

        own = gap(scene.spots[own_name])
        assert own < (110 if kind == "ante_bonus" else 70), key
        for name, spot in scene.spots.items():
            if name != own_name:
                assert own < gap(spot), (key, name)
        for card_key, card in scene.cards.items():
            assert not off_cards or not boxes[key].intersects(_face(card)), (key, card_key)
        for other, box in boxes.items():
            if other != key and other.split(":")[1] == n_seat:
                assert not boxes[key].intersects(box), (key, other)


def test_a_seats_winnings_stay_where_they_are_when_another_seat_is_paid(scene):
    """The places depend on the table, not on the order of the pays: a stack never jumps."""
    full = busy_table(7)
    scene.set_view(full)
    where = {key: item.pos() for key, item in scene.stacks.items()}
    seats = list(full.seats)
    seats[3] = dataclasses.replace(seats[3], paid={}, settled={})
    scene.set_view(dataclasses.replace(full, seats=tuple(seats)))
    for key, item in scene.stacks.items():
        assert item.pos() == where[key], key


@pytest.mark.parametrize("n", [5, 6, 7])
def test_the_payout_being_built_stays_on_the_felt_off_the_seat_numbers_and_shows_its_chips(scene, n):
    """Beside any bet area of any seat, the payout being built lies on the table (the felt and its rail), off every
    seat's number and its play/fold tag (it once ran off the table over seat 2's number at 1280×800); 25 + 5 + 5
    shows a 25 and two 5s."""
    from trainer.gui.table_scene import RAIL, _box, _box_on_felt

    scene.set_view(busy_table(n, paid=False))
    for name in scene.spot_names():
        if name.count(":") != 2 or name.split(":")[2] not in BET_ORDER:
            continue
        scene.set_payout(name, [25, 5, 5])
        box = scene.payout_rect()
        assert _box_on_felt(_box(box), -RAIL), name
        for seat, badge in scene.badges.items():
            assert not _box_meets_circle(box, badge.pos(), 20), (name, seat)
            tag = scene.badge_tag_rect(seat)
            assert tag is None or not box.intersects(tag), (name, seat)
    assert scene.payout.groups() == [(25, 1), (5, 2)]


@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")
def test_the_hints_ring_round_the_shuffler_leaves_its_method_tag_and_name_in_sight(qtbot):
    """Deal me rounds at 1280×800: the yellow next-step ring went over the shuffler's method tag ("Three-card
    machine") and its name; it goes round them."""
    from trainer.engine.procedure import solve
    from trainer.gui.dealer_table import DealerTable, target_of
    from trainer.training.scenario import find_scenario

    sc = find_scenario("plain_round_by_machine")
    reference = solve(sc.round())
    t = DealerTable("practice")
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.start(sc.setup)
    k = next(i for i, act in enumerate(reference) if target_of(act) == "shoe")
    for act in reference[:k]:
        t.apply(act)
    assert t.show_hint() is not None and t._highlight.isVisible()
    ring = t._highlight.path().boundingRect()
    pen = t._highlight.pen().widthF()
    inside = ring.adjusted(pen, pen, -pen, -pen)
    shoe = t.scene.devices["shoe"]
    assert inside.contains(shoe.footprint())
    assert shoe.footprint().contains(t.scene.spot_rect("shoe"))
