"""Issue 11 acceptance: a whole round dealt at the practice table where every settlement is worked out only from
what the scene shows — the players' hands turned face up by a click on their cards, the dealer's and community
cards, the stakes on the felt, the play/fold tags, the jackpot display — and paid with chips clicked from the tray.
The resulting log must equal the reference dealer's.

The test is a dealer who knows the posted pay tables (the engine's settlement, fed with what was read off the
scene) but not the scenario: nothing of the round's answer key is consulted for the amounts."""

from __future__ import annotations

import pytest

from trainer.engine.actions import Deal, Pay, Push, Reveal, Take, place_of
from trainer.engine.cards import Card
from trainer.engine.procedure import solve
from trainer.engine.settlement import Bets, ProgressiveConfig, RoundInput, SeatInput, settle
from trainer.gui.dealer_table import DealerTable
from trainer.gui.qt import QPointF, Qt
from trainer.gui.table_scene import TableScene, chips_for
from trainer.training.scenario import find_scenario

NO = Qt.KeyboardModifier.NoModifier
KINDS = ("ante", "play", "pair_plus", "six_card_bonus", "progressive")

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _click(qtbot, t: DealerTable, point: QPointF) -> None:
    pos = t.table_view.mapFromScene(point)
    qtbot.mouseClick(t.table_view.viewport(), Qt.MouseButton.LeftButton, NO, pos)


def _click_spot(qtbot, t: DealerTable, name: str) -> None:
    centre = t.scene.spot_rect(name).center()
    assert t.scene.target_at(centre) == name, f"{name} is not clickable at its centre"
    _click(qtbot, t, centre)


def _face_up(scene: TableScene, prefix: str) -> list[Card]:
    """The cards of one place as drawn: only faces showing count (a face-down card tells the dealer nothing)."""
    items = sorted((k, item) for k, item in scene.cards.items() if k.startswith(f"{prefix}:card:"))
    return [item.view.card for _k, item in items if item.view is not None and item.view.face_up and item.isVisible()]


def _stake(scene: TableScene, seat: int, kind: str) -> int:
    item = scene.stacks.get(f"seat:{seat}:{kind}:stake")
    if item is not None and item.isVisible():
        return item.amount
    spot = scene.spots.get(f"seat:{seat}:{kind}")
    # A taken bet's chips have gone to the tray; its area's mark says one was there. Its amount settles nothing
    # any more (the seat's other bets still stand on it: a side bet needs a base bet, A4.2).
    return 1 if spot is not None and spot.settled == "take" else 0


def _read_round(scene: TableScene, config: ProgressiveConfig) -> RoundInput:
    """The round as the scene shows it: the hands turned face up, the stakes, the fold tags."""
    seats = []
    for n, badge in sorted(scene.badges.items()):
        bets = {k: _stake(scene, n, k) for k in KINDS}
        cards = _face_up(scene, f"seat:{n}")
        if not any(bets.values()) or len(cards) != 3:
            continue
        seats.append(SeatInput(seat=n, cards=tuple(cards), bets=Bets(**bets), folded=badge.decision == "fold"))
    jackpot = any(s.bets.progressive for s in seats)  # the jackpot's pay table applies only to its bets
    return RoundInput(
        dealer=tuple(_face_up(scene, "dealer")),
        seats=tuple(seats),
        community=tuple(_face_up(scene, "community")) if jackpot else (),
        progressive=config if jackpot else None,
    )


def _settle_from_scene(qtbot, t: DealerTable, seat: int, bet: str, config: ProgressiveConfig) -> None:
    """Work out one bet from the scene and settle it with clicks and keys: chips from the tray for a payout."""
    result = settle(_read_round(t.scene, config))
    mine = next(s for s in result.seats if s.seat == seat)
    net = mine.results[bet]
    _click_spot(qtbot, t, f"seat:{seat}:{'ante' if bet == 'ante_bonus' else bet}")
    if net > 0:
        for chip in chips_for(net, t.scene.layout.denominations):
            _click_spot(qtbot, t, f"tray:{chip}")
        assert sum(t.chips) == net
        qtbot.keyClick(t.table_view, Qt.Key.Key_A if bet == "ante_bonus" else Qt.Key.Key_Return)
    else:
        qtbot.keyClick(t.table_view, Qt.Key.Key_T if net < 0 else Qt.Key.Key_P)


@pytest.mark.parametrize("name", ["full_table_everything_at_once", "progressive_royal_and_straight_flush"])
def test_a13_a16_a_whole_round_paid_from_what_the_scene_shows(qtbot, english, name):
    sc = find_scenario(name)
    reference = solve(sc.round())
    prog = sc.setup.table.progressive  # the posted jackpot pay table and the pool on the display
    config = ProgressiveConfig(pool=prog.pool, seed=prog.seed, fixed=dict(prog.fixed))
    t = DealerTable("practice")
    qtbot.addWidget(t)
    t.resize(1920, 1080)
    t.show()
    qtbot.waitExposed(t)
    t.start(sc.setup)
    log: list[dict] = []
    t.action_applied.connect(log.append)
    settled = 0
    for act in reference:
        if isinstance(act, Reveal) and act.what.seat is not None:
            seat = act.what.seat
            assert len(_face_up(t.scene, f"seat:{seat}")) < 3  # the hand is not all seen before the turn-up
            _click(qtbot, t, t.scene.spot_rect(f"seat:{seat}:cards").center())
            assert len(_face_up(t.scene, f"seat:{seat}")) == 3
        elif isinstance(act, Take | Push | Pay) and not (isinstance(act, Take) and act.bet == "ante"):
            # which bet comes next follows the reference's order (the regulation leaves it free); how it is
            # settled, and for how much, comes from the scene alone
            t.scene.finish_animations()
            _settle_from_scene(qtbot, t, act.seat, act.bet, config)
            settled += 1
        else:
            t.apply(act)
    assert settled >= 5
    # the payouts built from the tray carry their chips (issue 35); the actions are the reference dealer's
    assert [{k: v for k, v in a.items() if k != "chips"} for a in log] == [a.to_json() for a in reference]
    assert t.grade is not None and t.grade.score == 100 and t.grade.errors == ()


def test_a13_a_hand_is_not_readable_until_it_is_turned_up(qtbot, english):
    """The scene never shows a player's cards before the dealer turns them up (the test above reads nothing else)."""
    sc = find_scenario("plain_round_by_hand")
    reference = solve(sc.round())
    t = DealerTable("practice")
    qtbot.addWidget(t)
    t.start(sc.setup)
    first_reveal = next(i for i, a in enumerate(reference) if isinstance(a, Reveal) and a.what.is_seat)
    for act in reference[:first_reveal]:
        t.apply(act)
    seats = {a.to.seat for a in reference if isinstance(a, Deal) and a.to.seat}
    assert seats and all(_face_up(t.scene, f"seat:{n}") == [] for n in seats)
    t.apply(reference[first_reveal])
    assert len(_face_up(t.scene, str(place_of(reference[first_reveal])))) == 3
