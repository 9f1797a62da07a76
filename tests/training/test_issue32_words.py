"""Issue 32, items 8 (the money line), 9 (a Learn round's grade), 10 (a generated title's dealing procedure) and 15
(what an A17.2 call did), in words a person reads, in both languages."""

from __future__ import annotations

import dataclasses

import pytest

from trainer.engine.actions import Declare, Pay, make_action
from trainer.engine.procedure import solve
from trainer.engine.round import Phase, Round
from trainer.engine.words import done_text, next_step
from trainer.training.generate import Options, generate_one, to_toml
from trainer.training.grading import Grader
from trainer.training.scenario import find_scenario, parse_scenario
from trainer.training.session import PracticeRecord, PracticeRound, money_text


def _graded(scenario_id: str, change: dict[int, int]) -> Grader:
    """The reference dealer's round of ``scenario_id``, each payout number ``n`` (from 0) of ``change`` paid its
    amount plus ``change[n]``."""
    setup = find_scenario(scenario_id).setup
    g = Grader(setup)
    paid = 0
    for act in solve(Round(setup)):
        if isinstance(act, Pay):
            act = dataclasses.replace(act, amount=act.amount + change.get(paid, 0))
            paid += 1
        g.feed(act)
    g.finish()
    return g


def test_the_money_line_says_the_money_paid_wrongly_in_mop_in_both_languages():
    """Item 8: "the errors come to 50.0 times the stake per 100 bets" was jargon: the line says the MOP paid too
    much and too little, and on how many of the settlements; the grade's JSON keeps its figures."""
    grade = _graded("dealer_does_not_qualify", {0: 25, 1: -10}).finish()
    m = grade.money
    assert (m.overpaid, m.underpaid, m.overpayments, m.underpayments) == (25, 10, 1, 1)
    line = money_text(grade)
    assert line.en == f"Money: 2 of {m.settled} settlements paid wrongly (25 MOP too much, 10 MOP too little)"
    assert line.zh == f"金額：結算 {m.settled} 注，其中 2 注錯付（多付 25 澳門元、少付 10 澳門元）"
    assert "per 100" not in line.en and "times the stake" not in line.en and "倍" not in line.zh
    saved = grade.to_json()["money"]  # the machine-readable figures stay as they were
    assert saved["units_per_100_bets"] > 0 and saved["bets_settled"] == m.settled and saved["overpaid"] == 25


def test_the_money_line_of_a_round_paid_right_and_of_one_with_nothing_settled():
    right = _graded("dealer_does_not_qualify", {}).finish()
    assert money_text(right).en == f"Money: nothing paid wrongly in {right.money.settled} settlements"
    assert money_text(right).zh == f"金額：結算 {right.money.settled} 注，沒有錯付"
    nothing = Grader(find_scenario("dealer_does_not_qualify").setup).finish()
    assert money_text(nothing).en == "Money: no bet settled" and money_text(nothing).zh == "金額：未有結算任何投注"


def test_a_learn_round_is_graded_as_done_in_learn_mode_with_no_hint_count():
    """Item 9: a round played in Learn mode (the next step shown after every action) said "with help: 27 hints"."""
    pr = PracticeRound(find_scenario("plain_round_by_hand").setup)
    reference = solve(Round(pr.setup))
    for act in reference:
        assert pr.hint(learn=True) is not None  # Learn mode shows the next step after every action
        pr.apply(act)
    pr.hint()  # pressing H in Learn mode adds nothing: the step is in sight already
    grade = pr.finish()
    assert grade.score == 100 and pr.help.hints == 0 and pr.help.learn
    line = pr.help.score_line(grade)
    assert line.en == "Score 100 / 100 — passed, done in Learn mode"
    assert line.zh == "得分 100 / 100 — 合格，在學習模式下完成"
    pr.help.undo()
    assert pr.help.help_text().en == "done in Learn mode, 1 undo"
    assert pr.help.help_text().zh == "在學習模式下完成、還原 1 次"


def test_hints_asked_for_outside_learn_mode_are_still_counted():
    record = PracticeRecord()
    record.hint()
    record.hint()
    assert record.help_text().en == "with help: 2 hints" and not record.learn


def test_the_next_step_of_a_payout_says_its_amount_in_mop_in_both_languages():
    step = next_step(Pay(seat=3, bet="pair_plus", amount=40))
    assert step.en == "Next: pay seat 3's Pair Plus 40 MOP"
    assert step.zh == "下一步：向第3門的對子或以上注派彩 40 澳門元"


def _generated(shuffle: str):
    rnd = generate_one(3, 0, Options(shuffle=shuffle))
    return rnd, parse_scenario(to_toml(rnd).encode("utf-8"), f"{rnd.id}.toml").setup


def _seat_deals(setup) -> list[int]:
    """The seats the engine's reference dealer deals to, in order (A11.1, A11.2)."""
    return [a.to.seat for a in solve(Round(setup)) if a.kind == "deal" and a.to.seat is not None]


@pytest.mark.parametrize("shuffle", ["one-card", "three-card"])
def test_a11_2_a_machine_rounds_title_says_each_positions_three_cards_in_turn(shuffle):
    """Item 10: "a shuffling machine that deals one card at a time" invited one card per seat in rotation; the
    regulation (A11.2) and the engine deal a machine's cards a position's three in turn, and the title says so."""
    rnd, setup = _generated(shuffle)
    en, zh = rnd.title
    assert (
        f"machine: deal each position's {'three cards' if shuffle == 'one-card' else 'packet of three'} in turn" in en
    )
    assert "one card at a time" not in en and "按序向每門派發三張紙牌" in zh
    assert "each position its three cards in turn, left to right" in rnd.briefing[0] or shuffle == "three-card"
    seats = sorted({p["seat"] for p in rnd.players})
    deals = _seat_deals(setup)
    per_card = [n for n in seats for _ in range(3)]  # what the title says, dealt one card at a time
    assert deals == (per_card if shuffle == "one-card" else seats)  # a three-card machine: one packet a seat
    assert "(A11.2)" in rnd.briefing[0] and "第十一條第二款" in rnd.briefing[1]


def test_a11_1_a_hand_rounds_title_says_one_card_to_each_position_per_pass():
    rnd, setup = _generated("hand")
    en, zh = rnd.title
    assert "by hand: deal one card to each position a pass" in en and "每輪向每門派一張紙牌" in zh
    assert "one card to each position per pass, left to right, three passes (A11.1)" in rnd.briefing[0]
    seats = sorted({p["seat"] for p in rnd.players})
    assert _seat_deals(setup) == seats * 3  # the engine's order: a card a seat, three passes


def _to_the_persistent_fault(scenario_id: str) -> tuple[Grader, Declare]:
    """The reference round of ``scenario_id`` up to the A17.2 call after the second failure; that call."""
    setup = find_scenario(scenario_id).setup
    g = Grader(setup)
    for act in solve(Round(setup)):
        if isinstance(act, Declare) and act.ruling in ("change_shuffler", "switch_to_shoe"):
            return g, act
        g.feed(act)
    raise AssertionError("no A17.2 call in the reference round")


def test_a17_2_the_change_of_shuffler_says_what_it_did():
    """Item 15: the call's feedback says what happened at the table: the spare machine took the broken one's
    place, and it is still a machine (the engine's view: the device the table shows)."""
    g, call = _to_the_persistent_fault("shuffler_failure_persistent_spare")
    assert call.ruling == "change_shuffler" and not g.feed(call)
    view = g.round.view()
    assert view.method == "machine" and view.packet_size == 3 and not view.shuffler_fault
    assert done_text(call, "en") == (
        "change the shuffler — the broken machine is replaced by the spare one: shuffle with it"
    )
    assert done_text(call, "zh-Hant") == "更換另一部自動洗牌機：故障的洗牌機已撤下，請以新換上的一部洗牌"
    shoe = make_action("declare", ruling="switch_to_shoe")
    assert done_text(shoe, "en") == "switch to the shoe — shuffle by hand, cut, and deal from it"


def test_a17_2_changing_the_shuffler_where_there_is_no_other_says_the_table_went_to_the_shoe():
    """Item 15 as it was met: at a table with no spare machine "Change the shuffler" turned the device into "By hand
    (shoe)" without a word why. The mistake says there is no other shuffler, only the shoe, and that the round goes
    on with the call due (the switch to the shoe) made."""
    g, call = _to_the_persistent_fault("shuffler_failure_persistent_shoe")
    assert call.ruling == "switch_to_shoe"
    errors = g.feed(make_action("declare", ruling="change_shuffler"))
    assert [e.code for e in errors] == ["wrong_ruling"] and errors[0].clause == "A17.2"
    assert errors[0].message_en == (
        "Wrong ruling: change the shuffler. The call due was: switch to the shoe (the fault persists and there is no "
        "other shuffler at this table, only the shoe); the round goes on with that call made."
    )
    assert errors[0].message_zh == (
        "裁定錯誤：更換另一部自動洗牌機。應裁定：改用派牌盒（故障持續，且此枱沒有另一部自動洗牌機，只有派牌盒）；"
        "牌局按此裁定繼續。"
    )
    assert g.round.view().method == "manual" and g.round.phase == Phase.ENDED  # the shoe, as the message says
