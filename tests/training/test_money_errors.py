"""Issue 35, item 3: money errors that weigh what they cost (docs/grading.md "Money errors", docs/exams.md
"money_error_limit"). Every bet settled for the wrong money — or left unsettled at the clear — counts its MOP, signed
per bet and totalled per round; from grading rules 3 the score weighs it by its amount (an overpayment twice an
underpayment, capped); an exam may fail an attempt on the money put wrong whatever its points; grades of rules 2
still re-grade to their stored score."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.actions import Action, Pay, Take
from trainer.engine.procedure import solve
from trainer.engine.round import Round
from trainer.engine.words import money_total
from trainer.training.exam_outcome import Reason, outcome
from trainer.training.exams import ExamError, attempt_grade, exam_result, load_exam, rules_from_grade
from trainer.training.grading import GRADING_RULES, PENALTY, grade
from trainer.training.money_errors import (
    OVERPAID_CAP,
    UNDERPAID_CAP,
    MoneyError,
    money_points,
    money_put_wrong,
)
from trainer.training.scenario import Scenario, find_scenario
from trainer.training.session import grade_details, money_bets_text, money_text

SCENARIO = "dealer_does_not_qualify"
"""26 actions of the dealer; seat 1's Ante Bonus is owed 100 (A13.4), seat 3's Ante of 50 is paid 1 to 1."""


def scenario() -> Scenario:
    return find_scenario(SCENARIO)


def reference() -> list[Action]:
    return solve(Round(scenario().setup))


def seat3_ante_paid(amount: int) -> list[Action]:
    """The reference round with seat 3's Ante (owed 50) paid ``amount``."""
    ref = reference()
    i = ref.index(Pay(seat=3, bet="ante", amount=50))
    return [*ref[:i], Pay(seat=3, bet="ante", amount=amount), *ref[i + 1 :]]


# ------------------------------------------------------------------------------------------ counting the money


def test_a13_4_an_omitted_100_mop_payment_shows_underpaid_100_mop():
    """An Ante Bonus owed 100 left unpaid when the table is cleared showed "underpaid 0": it is 100 MOP underpaid,
    in the grade, its JSON and its words in both languages."""
    ref = reference()
    owed = Pay(seat=1, bet="ante_bonus", amount=100)
    assert owed in ref
    log = [a for a in ref if a != owed]
    g = grade(scenario(), log)
    assert [(e.code, e.clause) for e in g.errors] == [("omitted_settlement", "A13.4")]
    assert (g.score, g.passed) == (96 - 15 - 2, False)  # docs/grading.md's figures: 79
    m = g.money
    assert (m.underpaid, m.underpayments, m.overpaid, m.net) == (100, 1, 0, -100)
    clear = len(log) - 1
    assert m.bets == (MoneyError(clear, 1, "ante_bonus", -100, omitted=True),)
    saved = g.to_json()["money"]
    assert saved["underpaid"] == 100 and saved["net"] == -100
    assert saved["bets"] == [{"step": clear, "seat": 1, "bet": "ante_bonus", "amount": -100, "omitted": True}]
    line = money_text(g)
    assert line.en == f"Money: 1 of {m.settled} settlements paid wrongly (100 MOP too little)"
    assert line.zh == f"金額：結算 {m.settled} 注，其中 1 注錯付（少付 100 澳門元）"
    total = money_total(saved)  # the exam's and the trainee's money line
    assert total.en.startswith("Money: overpaid nothing, underpaid 100 MOP once")
    assert total.zh.startswith("金額：多付 0 澳門元，少付 100 澳門元（1 次）")
    bets = money_bets_text(g)
    assert bets is not None
    assert bets.en == "Seat 1's Ante Bonus: 100 MOP too little (not settled) — the money cost 2 points"
    assert bets.zh == "第1門的額外彩金：少付 100 澳門元（未結算）——錯付金額扣 2 分"
    assert bets in grade_details(g)
    assert "units" not in " ".join(t.en for t in grade_details(g))


def test_a12_2_an_omitted_take_is_an_overpayment_of_the_stake():
    """Seat 6 folded: its Ante is taken (A12.2). Never taken before the clear, the stake stayed with the player."""
    ref = reference()
    take = Take(seat=6, bet="ante")
    assert take in ref
    stake = Round(scenario().setup).seats[6].bets["ante"]
    g = grade(scenario(), [a for a in ref if a != take])
    assert "omitted_settlement" in [e.code for e in g.errors]
    assert (g.money.overpaid, g.money.overpayments, g.money.underpaid) == (stake, 1, 0)
    assert [(e.seat, e.bet, e.amount, e.omitted) for e in g.money.bets] == [(6, "ante", stake, True)]


def test_each_bet_is_signed_and_the_round_totals_them():
    ref = reference()
    pays = [i for i, a in enumerate(ref) if isinstance(a, Pay)]
    log = list(ref)
    first, second = ref[pays[0]], ref[pays[1]]
    assert isinstance(first, Pay) and isinstance(second, Pay)
    log[pays[0]] = dataclasses.replace(first, amount=first.amount + 25)
    log[pays[1]] = dataclasses.replace(second, amount=second.amount - 10)
    m = grade(scenario(), log).money
    assert [(e.step, e.seat, e.bet, e.amount, e.omitted) for e in m.bets] == [
        (pays[0], first.seat, first.bet, 25, False),
        (pays[1], second.seat, second.bet, -10, False),
    ]
    assert (m.overpaid, m.underpaid, m.net) == (25, 10, 15)
    assert m.points == money_points(25) + money_points(-10) == 2 + 1


def test_a_right_round_has_no_money_error_and_costs_nothing():
    g = grade(scenario(), reference())
    assert (g.score, g.money.bets, g.money.points, g.money.net) == (100, (), 0, 0)
    assert money_bets_text(g) is None


# ------------------------------------------------------------------------------------------ what it weighs


def test_docs_figures_a_procedure_slip_a_10_mop_short_pay_and_a_1000_mop_overpay():
    """docs/grading.md "Money errors": the same 26-action round with one mistake each."""
    ref = reference()
    j = next(i for i, a in enumerate(ref) if a.kind == "reveal" and not a.what.is_seat)  # type: ignore[attr-defined]
    slip = grade(scenario(), [*ref[: j + 1], ref[j], *ref[j + 1 :]])  # the dealer's cards revealed again
    assert [e.severity for e in slip.errors] == ["minor"] and slip.money.bets == ()
    assert (slip.score, slip.passed) == (100 * 26 // 27 - PENALTY["minor"], True) == (91, True)

    short = grade(scenario(), seat3_ante_paid(40))  # 10 MOP short
    assert (short.score, short.passed, short.money.points) == (96 - 15 - 1, True, 1) == (80, True, 1)

    over = grade(scenario(), seat3_ante_paid(150))  # 100 MOP over
    assert (over.score, over.passed, over.money.points) == (96 - 15 - 4, False, 4) == (77, False, 4)

    big = grade(scenario(), seat3_ante_paid(1050))  # 1,000 MOP over
    assert (big.score, big.passed, big.money.points) == (96 - 15 - 20, False, 20) == (61, False, 20)


def test_the_money_part_of_the_documented_table():
    assert [money_points(-a) for a in (1, 10, 50, 51, 100, 450, 451, 1000, 150_000)] == [1, 1, 1, 2, 2, 9, 10, 10, 10]
    assert [money_points(a) for a in (1, 10, 50, 51, 100, 450, 451, 1000, 150_000)] == [2, 2, 2, 4, 4, 18, 20, 20, 20]
    assert money_points(0) == 0 and (UNDERPAID_CAP, OVERPAID_CAP) == (10, 20)
    assert PENALTY["major"] + OVERPAID_CAP < PENALTY["critical"]  # one money error never weighs a critical one


@given(st.integers(1, 10**7), st.integers(1, 10**7))
def test_the_money_part_grows_with_the_amount_and_an_overpayment_weighs_twice(a, b):
    low, high = sorted((a, b))
    assert money_points(low) <= money_points(high) <= OVERPAID_CAP
    assert money_points(-low) <= money_points(-high) <= UNDERPAID_CAP
    assert money_points(low) == 2 * money_points(-low) > money_points(-low) >= 1


def test_grades_of_rules_2_keep_their_score():
    """A stored grade of rules 2 re-grades to its stored score: the money part is rules 3 only."""
    log = seat3_ante_paid(150)
    old, new = grade(scenario(), log, rules=2), grade(scenario(), log)
    assert GRADING_RULES == 3 and (old.rules, new.rules) == (2, 3)
    assert old.score == 96 - 15 == 81 and old.passed and old.money.points == 0
    assert new.score == 77 and not new.passed
    assert old.errors == new.errors and old.money.bets == new.money.bets  # judged alike, counted alike


# ------------------------------------------------------------------------------------------ the exam's limit

EXAM = """\
id = "money-check"
title_en = "Money check"
title_zh = "派彩考核"
version = 1
time_limit_minutes = 60
pass_mark = 80
{limit}scenarios = [{scenarios}]
"""


def write_exam(folder: Path, limit: str = "", count: int = 8) -> Path:
    path = folder / "money-check.toml"
    listed = ", ".join(['"scenarios/dealer_does_not_qualify.toml"'] * count)
    path.write_text(EXAM.format(limit=limit, scenarios=listed), encoding="utf-8")
    return path


def test_a_money_error_limit_of_50_fails_one_100_mop_overpayment_at_97_points(tmp_path):
    """Seven rounds dealt right and one with seat 3's Ante overpaid 100 MOP: the exam's score is 97 (the
    overpayment costs its round 23 points, ⌊(7 × 100 + 77) ÷ 8 + ½⌋ = 97), well over the pass mark of 80 — and with
    ``money_error_limit = 50`` the attempt fails on the limit; without the limit it passes."""
    right = grade(scenario(), reference()).to_json()
    over = grade(scenario(), seat3_ante_paid(150)).to_json()
    assert over["money"]["overpaid"] == 100 and over["score"] == 77
    items = [right] * 7 + [over]

    strict = load_exam(write_exam(tmp_path, "money_error_limit = 50\n"))
    assert strict.money_error_limit == 50 and strict.rules.money_error_limit == 50
    result = exam_result(items, strict)
    assert result.score == 97 >= strict.pass_mark and not result.passed

    lenient = load_exam(write_exam(tmp_path))
    assert lenient.money_error_limit is None and exam_result(items, lenient).passed
    assert exam_result(items, lenient).score == 97

    stored = attempt_grade(result, strict, [SCENARIO] * 8)  # recorded (and sealed) with the attempt ...
    assert stored["money_error_limit"] == 50 and stored["money"]["overpaid"] == 100
    assert rules_from_grade(stored).money_error_limit == 50  # ... so a verify re-scores it the same way
    assert exam_result(items, rules_from_grade(stored)).passed is False
    told = outcome(stored, items)
    assert not told.passed and told.reasons == [Reason("money", 100, 50)]
    assert "money_error_limit" not in attempt_grade(exam_result(items, lenient), lenient, [SCENARIO] * 8)


def test_the_limit_counts_overpaid_and_underpaid_together_and_allows_up_to_the_limit(tmp_path):
    right = grade(scenario(), reference()).to_json()
    short = grade(scenario(), seat3_ante_paid(40)).to_json()  # 10 under
    over = grade(scenario(), seat3_ante_paid(90)).to_json()  # 40 over
    assert money_put_wrong([right, short, over]) == 50
    at = load_exam(write_exam(tmp_path, "money_error_limit = 50\n", 3))
    assert exam_result([right, short, over], at).passed  # 50 is within a limit of 50
    under = load_exam(write_exam(tmp_path, "money_error_limit = 49\n", 3))
    assert not exam_result([right, short, over], under).passed
    items = [right, short, over]
    assert outcome(attempt_grade(exam_result(items, under), under, [SCENARIO] * 3), items).reasons == [
        Reason("money", 50, 49)
    ]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("-5", "money_error_limit: -5 is too small (at least 0)"),
        ("12.5", "money_error_limit:"),
        ("true", "money_error_limit:"),
        ('"50 MOP"', "money_error_limit:"),
    ],
)
def test_a_bad_money_error_limit_is_one_line_naming_file_line_and_field(tmp_path, value, expected):
    path = write_exam(tmp_path, f"money_error_limit = {value}\n")
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    (line,) = caught.value.lines
    assert line.startswith(f"{path}:7: ") and expected in line
