"""The learner model (issue 13, item 3): FSRS schedules missed and slow items sooner; mastery, weaknesses and
what is due follow from the reviews; the model keeps to JSON and back."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta

from fsrs import Rating

from trainer.engine.actions import Pay
from trainer.training.drills import LINES
from trainer.training.learner import (
    DESIRED_RETENTION,
    LearnerModel,
    drill_item,
    rating_of,
    skill_of_item,
)

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
BAD = drill_item("six_card_bonus", "full_house")
ITEMS = [drill_item(bet, line) for bet, line in LINES]


def test_a_learner_who_always_misses_one_line_sees_it_sooner_and_more_often():
    """A simulated trainee practises every day for 60 days, reviewing whatever is due; the Six Card Bonus full
    house is always paid wrong, every other line right and on time."""
    model = LearnerModel("sim")
    model.record_all(((item, item != BAD, 3.0) for item in ITEMS), START)
    reviewed: Counter[str] = Counter()
    for day in range(1, 61):
        now = START + timedelta(days=day)
        for _ in range(3):  # three sittings a day: what is due now, missed items come back within minutes
            for item in model.due(now):
                model.record(item, item != BAD, 3.0, now)
                reviewed[item] += 1
            now += timedelta(hours=1)
    others = [reviewed[i] for i in ITEMS if i != BAD]
    assert reviewed[BAD] > max(others)  # more often than any line answered right
    end = START + timedelta(days=61)
    assert model.cards[BAD].due <= min(model.cards[i].due for i in ITEMS if i != BAD)  # and sooner
    assert model.cards[BAD].due < end < max(model.cards[i].due for i in ITEMS)
    assert model.weaknesses()[0] == BAD and model.mastery()["payouts"] < 1.0


def test_ratings_a_miss_is_again_right_but_slow_is_hard_right_on_time_is_good():
    assert rating_of(False, 1.0, "pay:ante:tie") == Rating.Again
    assert rating_of(True, 9.0, "pay:ante:tie") == Rating.Hard  # beyond the 8 s payout target
    assert rating_of(True, 7.0, "pay:ante:tie") == Rating.Good
    assert rating_of(True, 6.0, "step:collect") == Rating.Hard  # beyond the 5 s action target
    assert rating_of(True, None, "call:late_bet") == Rating.Good


def test_slow_but_right_comes_back_sooner_than_right_on_time():
    model = LearnerModel("t")
    for day in range(5):
        now = START + timedelta(days=day * 3)
        model.record("pay:pair_plus:flush", True, 12.0, now)  # always right, always slow
        model.record("pay:pair_plus:pair", True, 2.0, now)
    assert model.cards["pay:pair_plus:flush"].due < model.cards["pay:pair_plus:pair"].due


def test_skills_of_items():
    assert skill_of_item("pay:progressive:flush") == "payouts"
    assert skill_of_item("call:dealer_card_exposed") == "irregularities"
    assert skill_of_item("step:deal") == "dealing" and skill_of_item("step:collect") == "procedure"


def test_the_model_keeps_to_json_and_back():
    model = LearnerModel("陳大文")
    model.record(BAD, False, 4.0, START)
    model.record(ITEMS[0], True, 2.0, START)
    again = LearnerModel.from_json(model.to_json())
    assert again.trainee == "陳大文" and again.reviews == model.reviews
    assert {k: c.to_dict() for k, c in again.cards.items()} == {k: c.to_dict() for k, c in model.cards.items()}
    assert again.due(START + timedelta(days=1)) == model.due(START + timedelta(days=1))
    assert DESIRED_RETENTION == 0.9


def test_a_practice_round_feeds_the_model_with_its_pay_lines_calls_and_steps():
    """Issue 13: the learner model is fed from practice rounds too, not only drills — each action's item, right or
    wrong, a settlement named by its pay line."""
    from pathlib import Path

    from trainer.engine.procedure import solve
    from trainer.training.learner import round_items
    from trainer.training.scenario import load_scenario
    from trainer.training.session import PracticeRound

    root = Path(__file__).resolve().parents[2]
    sc = load_scenario(root / "scenarios" / "full_table_everything_at_once.toml")
    ref = solve(sc.round())
    rnd = PracticeRound(sc.setup)
    i = next(k for k, a in enumerate(ref) if a.kind == "pay" and a.bet == "six_card_bonus")
    for k, act in enumerate(ref):
        rnd.apply(Pay(seat=act.seat, bet=act.bet, amount=(act.amount or 0) + 5) if k == i else act)
    items = round_items(rnd.log, rnd.errors_at, rnd.grader.round.result)
    wrong = {item for item, ok, _s in items if not ok}
    assert wrong == {"pay:six_card_bonus:three_of_a_kind"}  # seat 4: three Kings with the dealer's cards
    right = {item for item, ok, _s in items if ok}
    assert {"call:continue", "call:dead_cards", "call:call_floor", "step:deal", "step:burn"} <= right
    assert any(item.startswith("pay:progressive:") for item in right)
    model = LearnerModel("t")
    model.record_all(items, START)
    assert model.weaknesses() == [] and "pay:six_card_bonus:three_of_a_kind" in model.cards
