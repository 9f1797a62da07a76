"""Issue 32 at the table: ] and [ walk the bets seat by seat in the order they are settled, the marks of the settled
bets judge honestly in practice and not at all in an exam, and a hand settled face down stays face down until the
dealer turns it."""

from __future__ import annotations

from tests.gui.test_dealer_table import _table
from tests.gui.test_found_in_use import _at_the_first_settlement, _cycle
from tests.gui.test_seat_reveal_gui import SIX, _key, _seat_cards, _until
from trainer.engine.actions import make_action
from trainer.engine.procedure import solve
from trainer.gui.qt import Qt
from trainer.gui.table_scene import SETTLED_MARKS
from trainer.training.scenario import find_scenario

NO = Qt.KeyboardModifier.NoModifier


def _walk(t, key: Qt.Key, times: int) -> list[str | None]:
    seen = []
    for _ in range(times):
        t.handle_key(key, NO)
        seen.append(t.selected)
    return seen


def test_a13_brackets_walk_seat_by_seat_in_the_settling_order(qtbot, english):
    """Seat 2 Play → Ante → Pair Plus, then seat 5: not Seat 2 Play → Ante → Seat 5 → back to Seat 2's Pair Plus."""
    t, log, settling = _at_the_first_settlement(qtbot, "plain_round_by_hand")
    assert _cycle(t) == ["seat:2:play", "seat:2:ante", "seat:2:pair_plus", "seat:5:play", "seat:5:ante"]
    t.select(None)
    assert log[settling[0]].to_json() == {"action": "pay", "seat": 2, "bet": "play", "amount": log[settling[0]].amount}
    t.apply(log[settling[0]])  # seat 2's Play paid: ] goes on from it, skipping it
    assert _walk(t, Qt.Key.Key_BracketRight, 4) == ["seat:2:ante", "seat:2:pair_plus", "seat:5:play", "seat:5:ante"]
    assert _walk(t, Qt.Key.Key_BracketLeft, 3) == ["seat:5:play", "seat:2:pair_plus", "seat:2:ante"]


def _settle_two_ways(qtbot, mode: str):
    """``plain_round_by_hand`` at ``mode``'s table up to its first settlement, then seat 2's Play paid as it should
    be and its Ante paid 5 too much: the table's marks of the two areas."""
    sc = find_scenario("plain_round_by_hand")
    log = solve(sc.round())
    first = next(n for n, a in enumerate(log) if a.kind in ("take", "push", "pay"))
    t = _table(qtbot, mode)
    t.start(sc.setup)
    for action in log[:first]:
        t.apply(action)
    play, ante = log[first], log[first + 1]
    assert (play.seat, play.bet, ante.seat, ante.bet) == (2, "play", 2, "ante")
    assert not t.apply(play)
    assert t.apply(make_action("pay", seat=2, bet="ante", amount=ante.amount + 5))  # a mistake
    return t, t.scene.spots["seat:2:play"], t.scene.spots["seat:2:ante"]


def test_a13_3_practice_marks_a_right_settlement_with_a_tick_and_a_wrong_payout_as_wrong(qtbot, english):
    t, play, ante = _settle_two_ways(qtbot, "practice")
    assert play.mark() == SETTLED_MARKS["right"] and play.mark()[1] == "✓"
    assert ante.mark() == SETTLED_MARKS["wrong"] and ante.mark()[1] == "✗"
    assert ante.mark()[0] != play.mark()[0]
    assert t.scene.spots["seat:5:play"].mark() is None  # not settled yet
    t.handle_key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the wrong payout taken back: no mark left
    assert ante.mark() is None and play.mark() == SETTLED_MARKS["right"]


def test_a13_3_an_exam_marks_a_settled_bet_without_judging_it(qtbot, english):
    _t, play, ante = _settle_two_ways(qtbot, "exam")
    assert play.mark() == ante.mark() == SETTLED_MARKS["pay"]  # right and wrong alike: settled, paid
    assert "✓" not in play.mark() and "✗" not in ante.mark()
    assert {m[0] for m in (SETTLED_MARKS["take"], SETTLED_MARKS["push"], SETTLED_MARKS["pay"])} == {play.mark()[0]}


def test_a13_reading_11_a_hand_paid_face_down_stays_face_down_until_the_dealer_turns_it(qtbot, english):
    """The mistake is shown; the hand does not turn itself face up (the grader did the omitted reveal only for the
    rules). The dealer's U then turns it up, with no second mistake ("already face up")."""
    sc, log = _until(SIX, {"action": "reveal", "what": "seat:6"})
    nxt = solve(sc.round())[len(log) + 1]
    assert nxt.to_json() == {"action": "pay", "seat": 6, "bet": "play", "amount": 100}
    for mode in ("practice", "exam"):
        t = _table(qtbot, mode)
        t.start(sc.setup)
        for a in log:
            t.apply(a)
        errors = t.apply(nxt)  # seat 6's Play paid on a hand still face down
        assert [e.code for e in errors] == ["unrevealed_hand_settled"]
        assert set(_seat_cards(t.scene, 6)) == {"back"} and "seat:6" not in t.scene.hand_labels
        seat6 = next(s for s in t.shown_view().seats if s.seat == 6)
        assert not seat6.revealed and seat6.hand is None and seat6.settled == {"play": "pay"}
        t.select("seat:6:ante")
        _key(qtbot, t, Qt.Key.Key_U)
        assert t.log[-1] == make_action("reveal", what="seat:6")
        assert list(t.errors_at) == [len(log)]  # the one mistake, no new one
        assert "back" not in _seat_cards(t.scene, 6)
        assert ("seat:6" in t.scene.hand_labels) == (mode == "practice")
