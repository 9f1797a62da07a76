"""The grader's shortcuts (issue 18: candidates worked out once per step, a cheap copy of the round, sentences
written once) change no grade: the library's reference logs and seeded mutations of them (actions dropped,
duplicated, swapped, inserted) grade to byte-identical JSON by the fast path and by a deliberately simple one
(``copy.deepcopy`` of the round, candidates worked out afresh each time they are needed, every sentence written
anew)."""

from __future__ import annotations

import contextlib
import json

import pytest

import trainer.engine.words as words
from benchmarks.grading_corpus import corpus, library
from trainer.engine.actions import parse_action
from trainer.engine.due import Due
from trainer.engine.errors import EngineError
from trainer.engine.procedure import candidates
from trainer.engine.round import Round
from trainer.training import grading
from trainer.training.grading import Grader, grade

MUTANTS = 250


class _NoMemo(dict[tuple[object, ...], words.Text]):
    def __setitem__(self, key: tuple[object, ...], value: words.Text) -> None:
        pass


class SimpleGrader(Grader):
    """The grader with none of its shortcuts: what it has already worked out is thrown away and done again."""

    def _skipped(self, r: Round, got, first: list[Due]):
        return super()._skipped(r, got, candidates(r.deep_copy()))

    def _wrong(self, r: Round, step: int, got, cands: list[Due]) -> None:
        super()._wrong(r, step, got, candidates(r))


def _simple_grade(scenario, log):
    g = SimpleGrader(scenario.setup, pass_mark=int(getattr(scenario, "pass_mark", 80) or 80))
    for action in log:
        g.feed(action)
    return g.finish()


def _dump(grades) -> str:
    return json.dumps([g.to_json() for g in grades], ensure_ascii=False, sort_keys=True)


@pytest.fixture(scope="module")
def logs():
    return corpus(MUTANTS, seed=1818)


def test_fast_and_simple_grading_agree_byte_for_byte(logs, monkeypatch):
    fast = _dump(grade(s, log) for s, log in logs)
    monkeypatch.setattr(Round, "copy", Round.deep_copy)
    monkeypatch.setattr(words, "_SAID", _NoMemo())
    simple = _dump(_simple_grade(s, log) for s, log in logs)
    assert fast == simple
    # The corpus is worth comparing: many kinds of mistake, and the reference logs at 100.
    parsed = json.loads(fast)
    assert {e["code"] for g in parsed for e in g["errors"]} >= {"omitted", "deal_order", "wrong_settlement"}
    assert all(g["score"] == 100 for g in parsed[: len(library())])


def test_the_simple_grader_is_the_grader(logs):
    """The same default pass mark and rules: ``_simple_grade`` differs from ``grade`` only in the shortcuts."""
    scenario, log = logs[0]
    assert _dump([_simple_grade(scenario, log)]) == _dump([grade(scenario, log)])
    assert grading.DEFAULT_PASS_MARK == 80


def test_copy_of_the_round_equals_its_deep_copy_and_is_independent(logs):
    """At every step of the mutated logs: the cheap copy has the same state as ``copy.deepcopy``, and applying the
    next action to it leaves the original untouched."""
    for scenario, log in logs[: len(library()) + 30]:
        r = scenario.round()
        for raw in log:
            fast, deep = r.copy(), r.deep_copy()
            assert vars(fast) == vars(deep)
            before = r.deep_copy()
            action = parse_action(raw)
            with contextlib.suppress(EngineError):
                fast.apply(action)
            assert vars(r) == vars(before)
            with contextlib.suppress(EngineError):
                r.apply(action)


def test_say_writes_typed_fields_apart():
    """The sentence memo keys on each field's type: a bet key given as a :class:`Bet` is written as the bet's name,
    the same key given as a plain string is written as it is."""
    as_bet = words.say("settle_bet", seat=words.SeatNumber(2), bet=words.Bet("pair_plus"))
    as_str = words.say("settle_bet", seat=words.SeatNumber(2), bet="pair_plus")
    assert "pair_plus" not in as_bet.en and "pair_plus" in as_str.en
    assert words.say("settle_bet", seat=words.SeatNumber(2), bet=words.Bet("pair_plus")) == as_bet
