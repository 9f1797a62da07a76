"""Paying with chips (issue 11): the tray builds the payout beside the selected bet, Enter or the Pay control pays
exactly the built total as one ``pay`` action, the paid chips land beside the bet; typing stays a shortcut. And the
table shows what is physically there: cards where the dealer put them, nothing left after the clear but the
Progressive bets A17.3 keeps, card counts after a void round and a reshuffle, the shuffling method in use."""

from __future__ import annotations

import math

import pytest

from tests.gui.windows import shown_table
from trainer.engine.actions import Action, make_action, ruling_of
from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.dealer_table import DealerTable
from trainer.gui.qt import QCoreApplication, QPointF, Qt
from trainer.gui.table_scene import chips_for
from trainer.training.scenario import find_scenario

NO = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _table(qtbot) -> DealerTable:
    return shown_table(qtbot)


def _recorder(t: DealerTable) -> list[dict]:
    emitted: list[dict] = []
    t.action_applied.connect(emitted.append)
    return emitted


def _click_scene(qtbot, t: DealerTable, point: QPointF) -> None:
    pos = t.table_view.mapFromScene(point)
    qtbot.mouseClick(t.table_view.viewport(), Qt.MouseButton.LeftButton, NO, pos)


def _click_spot(qtbot, t: DealerTable, name: str) -> None:
    centre = t.scene.spot_rect(name).center()
    assert t.scene.target_at(centre) == name
    _click_scene(qtbot, t, centre)


def _key(qtbot, t: DealerTable, key: Qt.Key, mods: Qt.KeyboardModifier = NO) -> None:
    qtbot.keyClick(t.table_view, key, mods)


def _at_first_payout(qtbot, scenario: str = "plain_round_by_machine") -> tuple[DealerTable, Action, list[Action]]:
    """A table played by the reference dealer up to its first pay; returns the table and that pay."""
    sc = find_scenario(scenario)
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    i = next(k for k, a in enumerate(reference) if a.kind == "pay" and a.bet != "ante_bonus")
    for act in reference[:i]:
        t.apply(act)
    return t, reference[i], reference


def _bet_name(act: Action) -> str:
    return f"seat:{act.seat}:{act.bet}"


def test_a13_clicking_tray_chips_builds_the_total_beside_the_selected_bet(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    bet = _bet_name(pay)
    _click_spot(qtbot, t, bet)
    assert not t.scene.payout.isVisible()
    for chip in (25, 5, 5):
        _click_spot(qtbot, t, f"tray:{chip}")
    assert t.amount == "35" and t.chips == [25, 5, 5]
    item = t.scene.payout
    assert item.isVisible() and item.amount == 35 and item.bet == bet
    assert t.amount_edit.text() == "35"
    # Beside the bet: close to it, and not over its area.
    spot = t.scene.spot_rect(bet)
    box = t.scene.payout_rect()
    c, r = spot.center(), spot.width() / 2
    nx, ny = min(max(c.x(), box.left()), box.right()), min(max(c.y(), box.top()), box.bottom())
    assert r <= math.hypot(nx - c.x(), ny - c.y()) < r + 60
    assert t.scene.sceneRect().contains(box)
    assert t.scene.target_at(t.scene.payout_rect("total").center()) == "payout"


def test_the_payout_label_is_in_the_language_of_the_table(qtbot, qapp):
    try:
        i18n.install_translator(qapp, "zh-Hant")
        assert QCoreApplication.translate("TableScene", "Payout being built") == "正在組成的派彩"
        assert QCoreApplication.translate("TableScene", "Pay ⏎") == "派彩 ⏎"
    finally:
        i18n.install_translator(qapp, "en")
    assert QCoreApplication.translate("TableScene", "Payout being built") == "Payout being built"


def test_the_clear_key_and_the_clear_control_put_the_chips_back(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    _click_spot(qtbot, t, _bet_name(pay))
    for chip in (25, 25):
        _click_spot(qtbot, t, f"tray:{chip}")
    assert t.amount == "50"
    _key(qtbot, t, Qt.Key.Key_W)
    assert t.amount == "" and t.chips == [] and not t.scene.payout.isVisible()
    assert t.selected == _bet_name(pay), "clearing the chips keeps the bet selected"
    _click_spot(qtbot, t, "tray:100")
    assert t.scene.target_at(t.scene.payout_rect("clear").center()) == "payout:clear"
    _click_scene(qtbot, t, t.scene.payout_rect("clear").center())
    assert t.amount == "" and not t.scene.payout.isVisible()


def test_a13_enter_pays_exactly_the_built_total_and_the_chips_land_beside_the_bet(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    emitted = _recorder(t)
    bet = _bet_name(pay)
    assert pay.amount is not None
    _click_spot(qtbot, t, bet)
    built = chips_for(pay.amount, t.scene.layout.denominations)
    for chip in built:
        _click_spot(qtbot, t, f"tray:{chip}")
    _key(qtbot, t, Qt.Key.Key_Return)
    # the pay records the chips it was built from (issue 35: the grade notes their style)
    assert emitted == [{"action": "pay", "seat": pay.seat, "bet": pay.bet, "amount": pay.amount, "chips": built}]
    assert t.log[-1] == pay and not t.errors_at
    assert t.amount == "" and not t.scene.payout.isVisible()
    paid = t.scene.stacks[f"{bet}:paid"]
    assert paid.amount == pay.amount and paid.winnings
    assert sum(paid.chips) == pay.amount and paid.chips == chips_for(pay.amount, t.scene.layout.denominations)
    centre, r = t.scene.spot_rect(bet).center(), t.scene.spot_rect(bet).width() / 2
    d = math.hypot(paid.pos().x() - centre.x(), paid.pos().y() - centre.y())
    assert r <= d < r + 120, "beside the bet, off its area"


def test_a13_the_gui_pays_what_was_built_even_a_wrong_amount(qtbot, english):
    """No rule logic in the GUI: a wrong total is paid as built, and the grader (not the GUI) calls it wrong."""
    t, pay, _ = _at_first_payout(qtbot)
    emitted = _recorder(t)
    assert pay.amount is not None
    _click_spot(qtbot, t, _bet_name(pay))
    built = [*chips_for(pay.amount, t.scene.layout.denominations), 5]
    for chip in built:
        _click_spot(qtbot, t, f"tray:{chip}")
    _click_scene(qtbot, t, t.scene.payout_rect("pay").center())  # the Pay control on the table
    assert emitted == [{"action": "pay", "seat": pay.seat, "bet": pay.bet, "amount": pay.amount + 5, "chips": built}]
    assert t.errors_at, "the grader marks the overpayment"
    assert t.scene.stacks[f"{_bet_name(pay)}:paid"].amount == pay.amount + 5


def test_alt_digits_add_the_trays_chips_and_backspace_takes_the_last_back(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    _click_spot(qtbot, t, _bet_name(pay))
    tray = sorted(t.scene.layout.denominations)
    _key(qtbot, t, Qt.Key.Key_2, ALT)
    _key(qtbot, t, Qt.Key.Key_1, ALT)
    _key(qtbot, t, Qt.Key.Key_3, ALT)
    assert t.chips == [tray[1], tray[0], tray[2]] and t.amount == str(tray[0] + tray[1] + tray[2])
    assert t.log[-1] != make_action("deal", to="seat:2"), "Alt+digit adds a chip, it deals nothing"
    _key(qtbot, t, Qt.Key.Key_Backspace)
    assert t.chips == [tray[1], tray[0]] and t.scene.payout.amount == tray[0] + tray[1]
    _key(qtbot, t, Qt.Key.Key_9, ALT)  # no ninth chip in this tray
    assert t.chips == [tray[1], tray[0]]


def test_a13_typed_amounts_still_pay_and_show_as_chips(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    emitted = _recorder(t)
    assert pay.amount is not None
    _click_spot(qtbot, t, _bet_name(pay))
    for ch in str(pay.amount):
        _key(qtbot, t, Qt.Key(Qt.Key.Key_0 + int(ch)))
    assert t.amount == str(pay.amount)
    assert t.scene.payout.isVisible()
    assert list(t.scene.payout.chips) == chips_for(pay.amount, t.scene.layout.denominations)
    _key(qtbot, t, Qt.Key.Key_Enter)
    assert emitted == [{"action": "pay", "seat": pay.seat, "bet": pay.bet, "amount": pay.amount}]


def test_a_typed_amount_and_chips_add_up(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    _click_spot(qtbot, t, _bet_name(pay))
    _key(qtbot, t, Qt.Key.Key_1)
    _key(qtbot, t, Qt.Key.Key_5)
    _click_spot(qtbot, t, "tray:100")
    assert t.amount == "115" and sum(t.chips) == 115 and t.chips[-1] == 100


def test_a_chip_dropped_on_the_payout_being_built_joins_it(qtbot, english):
    t, pay, _ = _at_first_payout(qtbot)
    _click_spot(qtbot, t, _bet_name(pay))
    _click_spot(qtbot, t, "tray:25")
    view = t.table_view
    src = view.mapFromScene(t.scene.spot_rect("tray:5").center())
    dst = view.mapFromScene(t.scene.payout_rect("total").center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, NO, src)
    qtbot.mouseMove(view.viewport(), dst)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, NO, dst)
    assert t.chips == [25, 5] and t.selected == _bet_name(pay)


def test_chips_without_a_selected_bet_wait_beside_the_tray(qtbot, english):
    t, _pay, _ = _at_first_payout(qtbot)
    _click_spot(qtbot, t, "tray:500")
    assert t.scene.payout.isVisible() and t.scene.payout.bet is None
    box, tray = t.scene.payout_rect(), t.scene.spot_rect("tray")
    assert not box.intersects(tray) and abs(box.center().y() - tray.center().y()) < 10
    _key(qtbot, t, Qt.Key.Key_Return)
    assert "Select a bet area first" in t.feedback_text() and t.amount == "500"


# -------------------------------------------------------------------------------- what is physically there


def _start_dealing(qtbot, scenario: str) -> tuple[DealerTable, list[Action]]:
    sc = find_scenario(scenario)
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    first_deal = next(k for k, a in enumerate(reference) if a.kind in ("deal", "burn"))
    for act in reference[:first_deal]:
        t.apply(act)
    return t, reference


def _card_lies_in(t: DealerTable, key: str, spot: str) -> bool:
    t.scene.finish_animations()
    item = t.scene.cards[key]
    centre = item.sceneBoundingRect().center()
    return t.scene.spot_rect(spot).adjusted(-80, -10, 80, 10).contains(centre)


def test_a17_5_a_card_dealt_to_an_empty_seat_lies_at_that_seat(qtbot, english):
    t, _ = _start_dealing(qtbot, "plain_round_by_hand")
    view = t.round_view
    assert view is not None
    empty = next(s.seat for s in view.seats if not s.bets)
    t.deal(f"seat:{empty}")
    assert _card_lies_in(t, f"seat:{empty}:card:0", f"seat:{empty}:cards")
    assert t.scene.cards[f"seat:{empty}:card:0"].view.dead


def test_a17_1_1_a_card_dealt_to_the_community_area_lies_there(qtbot, english):
    t, _ = _start_dealing(qtbot, "plain_round_by_hand")  # nobody bets the Progressive: no community card is due
    t.deal("community")
    assert _card_lies_in(t, "community:card:0", "community")
    t.deal("dealer")
    assert _card_lies_in(t, "dealer:card:0", "dealer")


def test_a12_3_a_card_dealt_to_a_seat_after_its_cards_were_collected_lies_there(qtbot, english):
    sc = find_scenario("plain_round_by_machine")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    i = next(k for k, a in enumerate(reference) if a.kind == "collect")
    for act in reference[: i + 1]:
        t.apply(act)
    seat = reference[i].seat
    assert not any(k.startswith(f"seat:{seat}:card") for k in t.scene.cards)
    t.deal(f"seat:{seat}")
    assert t.round_view is not None and t.round_view.seats[(seat or 0) - 1].cards
    assert _card_lies_in(t, f"seat:{seat}:card:0", f"seat:{seat}:cards")


def _nothing_of_the_round_left(t: DealerTable, kept: set[str]) -> None:
    scene = t.scene
    assert set(scene.stacks) == kept
    assert not scene.cards
    assert not [n for n, spot in scene.spots.items() if spot.settled]
    assert not [b for b in scene.badges.values() if b.decision or b.conduct]


def test_a13_after_the_clear_no_chip_paid_stack_or_mark_stays_on_the_felt(qtbot, english):
    sc = find_scenario("full_table_everything_at_once")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    for act in reference[:-1]:
        t.apply(act)
    assert any(k.endswith(":paid") for k in t.scene.stacks)
    assert reference[-1].kind == "clear"
    t.apply(reference[-1])
    _nothing_of_the_round_left(t, set())


def test_a17_3_after_the_clear_only_the_kept_progressive_bet_stays(qtbot, english):
    sc = find_scenario("shuffler_failure_once")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    clear = next(k for k, a in enumerate(reference) if a.kind == "clear")
    for act in reference[: clear + 1]:
        t.apply(act)
    _nothing_of_the_round_left(t, {"seat:1:progressive:stake"})
    assert t.scene.stacks["seat:1:progressive:stake"].amount == 5


def test_a17_2_after_the_reshuffle_the_shuffler_holds_the_whole_deck(qtbot, english):
    sc = find_scenario("shuffler_failure_once")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    clear = next(k for k, a in enumerate(reference) if a.kind == "clear")
    for act in reference[: clear + 1]:
        t.apply(act)
    shoe, rack = t.scene.devices["shoe"], t.scene.devices["discard"]
    dealt = 52 - int(shoe.texts()["count"].split()[0])
    assert dealt > 0 and rack.texts()["count"] == str(dealt)
    for act in reference[clear + 1 :]:
        t.apply(act)
    assert reference[-1] == make_action("shuffle", method="machine")
    assert shoe.texts()["count"] == "52 cards" and shoe.texts()["status"] == "Ready"
    assert rack.texts()["count"] == "0"


def test_a17_1_after_a_void_round_every_card_dealt_is_in_the_discard_rack(qtbot, english):
    sc = find_scenario("dealing_out_of_order")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    for act in reference:
        t.apply(act)
    assert any(ruling_of(a) == "void_round" for a in reference)
    shoe = int(t.scene.devices["shoe"].texts()["count"].split()[0])
    rack = int(t.scene.devices["discard"].texts()["count"])
    assert rack > 0 and shoe + rack == 52
    assert not t.scene.cards


@pytest.mark.parametrize(
    ("scenario", "en", "zh"),
    [
        ("plain_round_by_hand", "By hand (shoe)", "人手操作（派牌盒）"),
        ("single_card_machine_with_progressive", "One-card machine", "自動洗牌機：每次一張"),
        ("plain_round_by_machine", "Three-card machine", "自動洗牌機：每次三張"),
    ],
)
def test_a9_1_the_table_shows_the_shuffling_method_in_use(qtbot, qapp, scenario, en, zh):
    sc = find_scenario(scenario)
    t = _table(qtbot)
    try:
        i18n.install_translator(qapp, "en")
        t.start(sc.setup)
        assert t.scene.devices["shoe"].texts()["method"] == en
        i18n.install_translator(qapp, "zh-Hant")
        assert t.scene.devices["shoe"].texts()["method"] == zh
    finally:
        i18n.install_translator(qapp, "en")


def test_a17_2_switching_to_the_shoe_changes_the_method_shown(qtbot, english):
    sc = find_scenario("shuffler_failure_persistent_shoe")
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    assert t.scene.devices["shoe"].texts()["method"] != "By hand (shoe)"
    for act in reference:
        t.apply(act)
    assert make_action("declare", ruling="switch_to_shoe") in reference
    texts = t.scene.devices["shoe"].texts()
    assert texts["method"] == "By hand (shoe)" and texts["count"] == "52 cards"
