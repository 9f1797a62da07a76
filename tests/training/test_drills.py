"""Payout drills (issue 13, item 2): every pay-table line comes up, the cards show the line, every answer is the
engine's settlement, the session keeps the streak and the time per payout."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.paytables import (
    ANTE_BONUS,
    DEFAULT_PROGRESSIVE_FIXED,
    PAIR_PLUS,
    PROGRESSIVE_HANDS,
    SIX_CARD_BONUS,
)
from trainer.engine.settlement import Bets, ProgressiveConfig, RoundInput, SeatInput, settle
from trainer.training.drills import LINES, DrillSession, drill, make_item, right_answer


def test_the_lines_are_every_line_of_every_pay_table_and_each_way_the_ante_can_go():
    assert {h.value for b, h in (("ante_bonus", h) for h in ANTE_BONUS)} <= {o for b, o in LINES if b == "ante_bonus"}
    assert {h.value for h in PAIR_PLUS} | {"loses"} == {o for b, o in LINES if b == "pair_plus"}
    assert {h.value for h in SIX_CARD_BONUS} | {"loses"} == {o for b, o in LINES if b == "six_card_bonus"}
    assert {h.value for h in PROGRESSIVE_HANDS} | {"loses"} == {o for b, o in LINES if b == "progressive"}
    assert {o for b, o in LINES if b == "ante"} == {"dealer_does_not_qualify", "player_wins", "dealer_wins", "tie"}


@pytest.mark.parametrize("line", LINES, ids=["-".join(x) for x in LINES])
def test_a16_each_line_is_drawn_as_asked_and_answered_by_the_engine(line):
    rng = random.Random(hash(line) % 1000)
    for _ in range(15):
        item = make_item(rng, line)
        bet, outcome = line
        assert bet in item.results or bet == "ante"
        if bet != "ante" and outcome != "loses":
            assert item.hands[bet] == outcome  # the cards show the line
        if outcome == "loses":
            assert item.results[bet] < 0
        cards = [*item.seat, *item.dealer, *item.community]
        assert len(set(cards)) == len(cards)  # one deck
        config = ProgressiveConfig(item.pool, 50_000, dict(DEFAULT_PROGRESSIVE_FIXED)) if item.community else None
        again = settle(RoundInput(item.dealer, (SeatInput(1, item.seat, Bets(**item.bets)),), item.community, config))
        assert again.seats[0].results == item.results  # the drill's answers are the engine's


def test_a_pass_of_the_drill_goes_through_every_line():
    items = list(itertools.islice(drill(5), len(LINES)))
    assert sorted(i.line for i in items) == sorted(LINES)


def test_the_answers_of_a_session_and_its_streak():
    session = DrillSession(drill(11))
    first = session.item
    assert first is not None
    for bet in first.to_settle:
        how, amount = right_answer(first.results[bet])
        a = session.answer(how, amount, 2.0)
        assert a.correct and a.speed == "fast"
    assert session.streak == len(first.to_settle) and session.item is not first  # on to the next seat
    bet = session.bet
    how, amount = right_answer(session.item.results[bet])
    wrong = session.answer("pay", amount + 5, 9.0) if how == "pay" else session.answer("pay", 5, 9.0)
    assert not wrong.correct and wrong.speed == "slow" and session.streak == 0
    assert session.best_streak == len(first.to_settle)
    assert session.accuracy == (len(session.answers) - 1) / len(session.answers)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_any_seed_makes_items_whose_bets_a_dealer_can_settle(seed):
    for item in itertools.islice(drill(seed), 5):
        assert item.to_settle and all(b in item.results for b in item.to_settle)
        assert item.bets["play"] == item.bets["ante"]  # the seat has played: Play equals Ante (A12.2)


def test_every_answer_names_the_line_the_learner_model_tracks():
    from trainer.training.drills import line_of

    seen = set()
    for item in itertools.islice(drill(21), 3 * len(LINES)):
        for bet in item.to_settle:
            seen.add(((bet if bet != "play" else "ante"), line_of(item, bet)))
    assert set(LINES) <= seen  # three passes name every line of the drill
