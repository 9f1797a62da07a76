"""Issue 32, item 13: Next exercise lets recent mistakes weigh. An item missed in the last few exercises comes
before anything merely weak or due, an item the trainee just did right is never picked while a missed or weak one
waits, a drill line missed again waits one other exercise, and every pick says why in plain words of both languages
("You settled “Pair Plus: Pair” wrong in your last round: practise it again."). The pick stays a pure function of
the model, the time and the seed. No Qt is imported here."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.training.learner import RECENT_EXERCISES, LearnerModel
from trainer.training.practice_plan import choose, item_text, pick_next

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
KEY = re.compile(r"[a-z]+_[a-z_]+|\b(pay|call|step):")


def _round(model: LearnerModel, when: datetime, answers: dict[str, bool]) -> None:
    """A graded round: its reviews recorded together, as Deal me rounds and exams record them."""
    model.record_all(((item, right, 2.0) for item, right in answers.items()), when)


def test_a_recent_mistake_is_picked_over_a_call_made_correctly_that_is_due():
    """The issue's case: the dealer's call, made correctly in an earlier round, is due; the Pair Plus paid wrong in
    the last round is not due yet (its relearning step has a minute to go). Next practises the mistake and says
    so; it used to offer the call made correctly."""
    model = LearnerModel("t")
    _round(model, START, {"step:deal": True, "call:dealer_qualifies": True})
    _round(model, START + timedelta(minutes=30), {"step:deal": True, "pay:pair_plus:pair": False})
    now = START + timedelta(minutes=30, seconds=20)
    assert model.due(now) == ["call:dealer_qualifies"]  # what the picker offered before
    s = pick_next(model, now, seed=1)
    assert (s.kind, s.item, s.reason, s.line) == (
        "drill",
        "pay:pair_plus:pair",
        "recent_mistake",
        ("pair_plus", "pair"),
    )
    assert s.why.en == "You settled “Pair Plus: Pair” wrong in your last round: practise it again."
    assert s.why.zh == "你上一局結算「對子或以上注：對子」出錯：再練一次。"


def test_an_item_just_done_right_waits_while_a_weak_one_is_there():
    """The weakest items sit unpicked no longer: the Ante paid right in the last round is due, the void round
    (right two times in five) is not — the void round is picked, and the reason names it and its count."""
    model = LearnerModel("t")
    for day, right in enumerate((False, True, False, True, False)):
        _round(model, START + timedelta(days=day), {"call:void_round": right})
    last = START + timedelta(days=9)
    _round(model, last - timedelta(days=3), {"call:void_round": True})  # not missed lately, but still weak
    for n in range(3):
        _round(model, last - timedelta(hours=3 - n), {"step:collect": True})  # three rounds since the last miss
    _round(model, last, {"pay:ante:player_wins": True})
    now = last + timedelta(hours=1)
    assert "pay:ante:player_wins" in model.due(now) and model.just_right() == {"pay:ante:player_wins"}
    assert model.recent_mistakes() == []
    choice = choose(model, now)
    assert (choice.item, choice.reason) == ("call:void_round", "weak")
    assert (
        choice.why.en == "You answered “Ruling: void round” right 3 times in your last 6: practise it until it holds."
    )
    assert "宣佈：無效牌局" in choice.why.zh and "6次只答對3次" in choice.why.zh


def test_a_drill_line_missed_again_comes_back_after_one_other_exercise():
    """A line missed again and again in a drill is not offered over and over while other lines are due: one other
    exercise comes between; then the missed line is picked again, said to be from the last payout drill."""
    bad, other = "pay:six_card_bonus:full_house", "pay:pair_plus:flush"
    model = LearnerModel("t")
    _round(model, START, {bad: False, other: True})
    now = START + timedelta(hours=2)
    model.record(bad, False, 3.0, now)  # a drill answer: missed again
    choice = choose(model, now + timedelta(minutes=1))
    assert choice.item == other and choice.reason == "due"
    assert choice.why.en == "“Pair Plus: Flush” is due for review: practise it before it fades."
    model.record(other, True, 3.0, now + timedelta(minutes=1))
    choice = choose(model, now + timedelta(minutes=2))
    assert (choice.item, choice.reason) == (bad, "recent_mistake")
    assert (
        choice.why.en == "You settled “Six Card Bonus: Full House” wrong in your last payout drill: practise it again."
    )
    assert choice.why.zh == "你上一次派彩練習結算「六張牌獎金：夫盧」出錯：再練一次。"


def test_nothing_to_work_on_says_so_in_both_languages():
    s = pick_next(LearnerModel("t"), START, seed=3)
    assert s.item is None and s.reason == "practice"
    assert s.why.en.startswith("Nothing missed lately") and s.why.zh.startswith("沒有最近做錯")


# ------------------------------------------------------------------------------------------------ invariants

ITEMS = [
    "pay:pair_plus:flush",
    "pay:pair_plus:pair",
    "pay:ante:tie",
    "pay:ante:folded",
    "call:void_round",
    "call:dealer_qualifies",
    "step:deal",
    "step:collect",
]
# Rounds of two items or more (one payout answered alone is a drill answer, and drill answers in a row one drill).
ROUNDS = st.lists(
    st.tuples(st.dictionaries(st.sampled_from(ITEMS), st.booleans(), min_size=2, max_size=5), st.integers(1, 3000)),
    min_size=1,
    max_size=12,
)


def _model(rounds: list[tuple[dict[str, bool], int]]) -> tuple[LearnerModel, datetime]:
    model = LearnerModel("t")
    when = START
    for answers, minutes in rounds:
        when += timedelta(minutes=minutes)
        _round(model, when, answers)
    return model, when


def _oracle(rounds: list[tuple[dict[str, bool], int]]) -> tuple[set[str], list[set[str]]]:
    """Worked out from the rounds alone: what the last round got right, and the items missed in each of the last
    rounds whose latest answer is that miss (the latest round first)."""
    latest: dict[str, tuple[int, bool]] = {}
    for k, (answers, _m) in enumerate(rounds):
        for item, right in answers.items():
            latest[item] = (k, right)
    last = len(rounds) - 1
    just_right = {i for i, (k, right) in latest.items() if k == last and right}
    missed = [
        {i for i, (k, right) in latest.items() if k == last - ago and not right} for ago in range(RECENT_EXERCISES)
    ]
    return just_right, missed


@given(ROUNDS, st.integers(0, 60 * 24 * 10))
@settings(max_examples=150, deadline=None)
def test_recent_mistakes_come_first_and_what_was_just_done_right_never_while_others_wait(rounds, later):
    model, last = _model(rounds)
    now = last + timedelta(minutes=later)
    choice = choose(model, now)
    just_right, missed = _oracle(rounds)
    newest = next((m for m in missed if m), set())
    if newest:  # a recent mistake: one of the newest ones, whatever is due or weak
        assert choice.reason == "recent_mistake" and choice.item in newest
    waiting = set().union(*missed) | set(model.weaknesses())
    if waiting - just_right:
        assert choice.item not in just_right and choice.item in waiting
    if choice.item is None:
        assert not waiting and not model.due(now) and choice.reason == "practice"
    else:
        words = item_text(choice.item)
        assert words.en in choice.why.en and words.zh in choice.why.zh  # the reason names the item
    assert not KEY.search(choice.why.en) and not KEY.search(choice.why.zh)  # never a key
    assert re.search(r"[\u4e00-\u9fff]", choice.why.zh) and not re.search(r"[\u4e00-\u9fff]", choice.why.en)


@given(ROUNDS, st.integers(0, 60 * 24 * 10), st.integers(0, 2**31 - 1))
@settings(max_examples=15, deadline=None)
def test_the_pick_is_a_pure_function_of_model_time_and_seed(rounds, later, seed):
    model, last = _model(rounds)
    now = last + timedelta(minutes=later)
    first = pick_next(model, now, seed)
    assert pick_next(LearnerModel.from_json(model.to_json()), now, seed) == first
    assert first.why == choose(model, now).why
