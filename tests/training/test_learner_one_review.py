"""Issue 35, item 5: one answer is one review per item. A drill seat's Play and Ante are both the item
``pay:ante:<line>``: settling them is one review of it (a miss in either is a miss), so FSRS sees what the trainee
did once — a new line answered right goes to the 10-minute learning step, not to a two-day interval; a miss then a
hit comes back in 1 minute, not 10. A round's answers on one item are one review too. Models kept before the
change (in the SQLite file or on the server) still load."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fsrs import Rating
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.training.drills import DrillSession, drill, right_answer
from trainer.training.learner import LEARNING_STEPS, LearnerKeeper, LearnerModel, per_item
from trainer.training.store import ResultsStore

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
LINE = ("ante", "player_wins")
ITEM = "pay:ante:player_wins"


def _session(model: LearnerModel, seed: int = 7) -> DrillSession:
    return DrillSession(drill(seed, lines=(LINE,)), learner=model)


def _settle(session: DrillSession, right: bool, when: datetime, seconds: float = 2.0) -> None:
    """Settle the bet shown, right or wrong."""
    assert session.item is not None
    how, amount = right_answer(session.item.results[session.bet])
    if right:
        session.answer(how, amount, seconds, when)
    else:
        session.answer("take" if how != "take" else "push", 0, seconds, when)


def test_fsrs_two_right_answers_to_one_drill_line_give_one_review_at_the_first_learning_step():
    """The issue's case: the Play then the Ante of a seat, both right, 5 s apart. Before: two Good reviews, the
    new card due in two days. Now: one Good review, due after the new card's 10-minute learning step."""
    model = LearnerModel("sim")
    session = _session(model)
    assert session.bet == "play"
    _settle(session, True, START)
    assert session.bet == "ante"
    _settle(session, True, START + timedelta(seconds=5))
    reviews = [r for r in model.reviews if r.item == ITEM]
    assert len(reviews) == 1 and reviews[0].correct and reviews[0].rating == int(Rating.Good)
    assert reviews[0].when == START
    assert model.cards[ITEM].due - START == LEARNING_STEPS[1]  # 10 min, the step after a new card's first Good


def test_fsrs_a_miss_then_a_hit_in_one_seat_is_one_review_rated_a_miss():
    """Before: Again then Good, due in 10 minutes. Now: one Again, due after the first learning step (1 min)."""
    model = LearnerModel("sim")
    session = _session(model)
    _settle(session, False, START)
    _settle(session, True, START + timedelta(seconds=5))
    reviews = [r for r in model.reviews if r.item == ITEM]
    assert len(reviews) == 1 and not reviews[0].correct and reviews[0].rating == int(Rating.Again)
    assert model.cards[ITEM].due - START == LEARNING_STEPS[0]


def test_a_hit_then_a_miss_is_a_miss_too_and_the_next_seat_is_a_review_of_its_own():
    model = LearnerModel("sim")
    session = _session(model)
    _settle(session, True, START)
    _settle(session, False, START + timedelta(seconds=5))
    assert [(r.item, r.correct) for r in model.reviews if r.item == ITEM] == [(ITEM, False)]
    while session.bet != "play":  # the seat's other bets
        _settle(session, True, START + timedelta(seconds=9))
    later = START + timedelta(minutes=2)
    _settle(session, True, later)
    _settle(session, True, later + timedelta(seconds=4))
    assert [(r.when, r.correct) for r in model.reviews if r.item == ITEM] == [(START, False), (later, True)]


@settings(max_examples=40, deadline=None)
@given(
    seats=st.lists(
        st.tuples(st.booleans(), st.booleans(), st.floats(1.0, 12.0), st.floats(1.0, 12.0), st.integers(1, 4000)),
        min_size=1,
        max_size=12,
    ),
    seed=st.integers(0, 2**16),
)
def test_a_simulated_learner_drilling_one_line_is_scheduled_as_one_answer_per_seat(seats, seed):
    """A simulated trainee settles seat after seat of one line, each Play and Ante right or wrong, fast or slow,
    minutes to days apart: the model the drill feeds holds one review per seat and schedules the line exactly as a
    model told once per seat (right only when both were, the median time)."""
    drilled = LearnerModel("sim")
    told = LearnerModel("sim")
    session = _session(drilled, seed)
    now = START
    for play_right, ante_right, play_s, ante_s, minutes in seats:
        assert session.bet == "play"
        _settle(session, play_right, now, play_s)
        _settle(session, ante_right, now + timedelta(seconds=5), ante_s)
        while session.bet != "play":  # the seat's other bets, right
            _settle(session, True, now + timedelta(seconds=8))
        ((item, right, seconds),) = per_item([(ITEM, play_right, play_s), (ITEM, ante_right, ante_s)])
        told.record(item, right, seconds, now)
        now += timedelta(minutes=minutes)
    mine = [(r.when, r.correct, r.rating) for r in drilled.reviews if r.item == ITEM]
    assert mine == [(r.when, r.correct, r.rating) for r in told.reviews]
    assert len(mine) == len(seats)
    assert drilled.cards[ITEM].to_dict() == told.cards[ITEM].to_dict()


def test_a_rounds_answers_on_one_item_recorded_together_are_one_review():
    model = LearnerModel("sim")
    model.record_all([(ITEM, False, 3.0), ("step:deal", True, 1.0), (ITEM, True, 2.0)], START)
    assert [(r.item, r.correct) for r in model.reviews] == [(ITEM, False), ("step:deal", True)]
    assert model.cards[ITEM].due - START == LEARNING_STEPS[0]


OLD_MODEL = LearnerModel("陳大文")
OLD_MODEL.record(ITEM, True, 2.0, START)  # as models were kept before: the Play and the Ante two reviews
OLD_MODEL.record(ITEM, True, 2.0, START + timedelta(seconds=5))


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_learner_models_kept_before_still_load_from_the_file_and_the_server(kind, tmp_path, request):
    url = None if kind == "sqlite" else request.getfixturevalue("postgres_url")
    data = Path(tmp_path / "data")

    def opener() -> ResultsStore:
        return ResultsStore.open(data, url=url)

    with opener() as store:
        store.save_learner("陳大文", OLD_MODEL.to_json())
    keeper = LearnerKeeper(opener)
    assert keeper.use("陳大文") is None
    assert keeper.model.reviews == OLD_MODEL.reviews
    assert keeper.model.cards[ITEM].to_dict() == OLD_MODEL.cards[ITEM].to_dict()
    later = START + timedelta(days=3)
    session = _session(keeper.model)
    _settle(session, False, later)
    _settle(session, True, later + timedelta(seconds=5))
    assert keeper.keep() is None
    again = LearnerKeeper(opener)
    assert again.use("陳大文") is None
    assert [(r.when, r.correct) for r in again.model.reviews] == [
        (START, True),
        (START + timedelta(seconds=5), True),
        (later, False),
    ]
    assert again.model.cards[ITEM].to_dict() == keeper.model.cards[ITEM].to_dict()
