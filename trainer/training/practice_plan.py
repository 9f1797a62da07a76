"""What a trainee practises next, picked from their learner model (docs/practice.md), and the model's items in plain
words for the home screen.

:func:`pick_next` is a pure function of the model, the time and a seed:

1. the item due the longest (FSRS, :meth:`~trainer.training.learner.LearnerModel.due`), else
2. the weakest item (below 90 % with at least 3 recent reviews), else
3. the weakest item of the weakest skill (any skill not yet answered right every time), else
4. a Practice-mode round (about one round in eight with an irregularity).

The item becomes an exercise: a pay-table line of the payout drills → a drill that starts on that line; an
irregularity (``call:<ruling>``) → a generated round holding an event that calls for that ruling; anything else (a
procedure or dealing step, the dealer's qualifying call, a line the drills do not cover) → a generated round whose
reference play includes it. Rounds come from :func:`trainer.training.generate.generate_one`, tried from the seed
on until the reference dealer's play of one holds the item (at most :data:`TRIES`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from trainer.engine.words import BETS, CONDUCTS, GRADE, HANDS, RULINGS, SKILLS, TERMS, Text
from trainer.training.drills import LINES
from trainer.training.generate import CONDUCTS as CONDUCT_KINDS
from trainer.training.generate import Options, Round, generate_one, to_toml
from trainer.training.learner import LearnerModel, round_items, skill_of_item

TRIES = 40
"""Generated rounds tried for one that exercises the item picked (the first one is taken when none does)."""
PRACTICE_RATE = 0.12
"""The share of rounds with an irregularity when nothing is due or weak (the Practice mode of Deal me rounds)."""

CALL_EVENTS: dict[str, tuple[str, ...]] = {
    "continue": ("player_card_exposed",),
    "dead_cards": ("card_to_empty_seat",),
    "void_round": ("dealer_card_exposed", "two_player_cards_exposed", "card_to_wrong_seat"),
    "reshuffle": ("shuffler_failure", "shuffler_failure_persistent"),
    "change_shuffler": ("shuffler_failure_persistent",),
    "switch_to_shoe": ("shuffler_failure_persistent",),
    "close_table": ("shuffler_failure_persistent",),
    "call_floor": tuple(f"conduct:{c}" for c in CONDUCT_KINDS),
    "reject_bet": ("late_bet",),
}
"""An irregularity's call (the ruling of ``call:<ruling>``) → the generated events that call for it (A10.3, A17,
A18). The dealer's qualifying calls come up in every round and need none."""

DRILL_LINES = frozenset(f"pay:{bet}:{line}" for bet, line in LINES)

STEP_WORDS: dict[str, Text] = {
    "shuffle": Text("Shuffling", "洗牌"),
    "cut": Text("Placing the cut card", "切入分割卡"),
    "deal": Text("Dealing the cards", "派牌"),
    "burn": Text("Burning a card", "銷牌"),
    "collect": Text("Collecting a folded hand", "收回放棄者的紙牌"),
    "reveal": Text("Turning cards face up", "亮出紙牌"),
    "clear": Text("Clearing the table", "清枱"),
    "take": Text("Taking a bet", "收取投注"),
    "push": Text("Pushing a bet", "退還投注"),
    "pay": Text("Paying a bet", "派彩"),
}
"""Procedure and dealing steps (``step:<action kind>``) in words."""


def item_text(item: str) -> Text:
    """A learner-model item in plain words, both languages: ``pay:pair_plus:flush`` is ``Pair Plus: Flush`` /
    ``對子或以上注：同花``; ``call:void_round`` ``Ruling: void round`` / ``宣佈：無效牌局``; ``step:burn``
    ``Burning a card`` / ``銷牌``. Never the key itself: an item not known is named by its skill."""
    kind, _, rest = item.partition(":")
    if kind == "pay":
        bet, _, line = rest.partition(":")
        name = Text("Ante and Play", "原注及加注") if bet == "ante" else _term(BETS.get(bet))
        what = _outcome(line)
        if name is not None and what is not None:
            return Text(f"{name.en}: {what.en}", f"{name.zh}：{what.zh}")
    elif kind == "call":
        if rest == "reject_bet":
            late = CONDUCTS["late_bet"]
            return Text(f"Refuse a bet: {late.en}", f"拒絕投注：{late.zh}")
        ruling = RULINGS.get(rest)
        if ruling is not None:
            return Text(f"Ruling: {ruling.en}", f"宣佈：{ruling.zh}")
    elif kind == "step" and rest in STEP_WORDS:
        return STEP_WORDS[rest]
    skill = SKILLS[skill_of_item(item)]
    return Text(skill.en, skill.zh)


def _term(term: object) -> Text | None:
    return Text(term.en, term.zh) if term is not None and hasattr(term, "en") and hasattr(term, "zh") else None


def _outcome(line: str) -> Text | None:
    outcome = GRADE.get(f"outcome_{line}")
    if outcome is not None:
        return Text(outcome.en, outcome.zh)
    if line == "folded":
        return Text(TERMS["fold"].en, TERMS["fold"].zh)
    return _term(HANDS.get("three_odd_cards" if line == "high_card" else line))


# ------------------------------------------------------------------------------------------------ the next exercise


@dataclass(frozen=True)
class Suggestion:
    """The next exercise: a payout drill starting on ``line``, or the generated ``round`` (number ``index`` of
    ``seed``) at the practice table in the mode ``mode`` (a key of Deal me rounds' modes)."""

    kind: str
    """``drill`` or ``round``."""
    reason: str
    """``due`` (the item is due for review), ``weak`` (answered right under 90 % of the time), ``weakest_skill``
    (the weakest item of the weakest skill) or ``practice`` (nothing to work on: a Practice-mode round)."""
    item: str | None = None
    """The learner item the exercise is for (None for a plain Practice round)."""
    line: tuple[str, str] | None = None
    round: Round | None = None
    index: int = 0
    mode: str = "practice"


def target(model: LearnerModel, now: datetime) -> tuple[str | None, str]:
    """The item to work on now and why (see the module docstring); ``(None, "practice")`` with nothing to work on."""
    due = model.due(now)
    if due:
        return due[0], "due"
    weak = model.weaknesses()
    if weak:
        return weak[0], "weak"
    mastery = model.mastery()
    if mastery:
        skill = min(mastery, key=lambda k: (mastery[k], k))
        if mastery[skill] < 1.0:
            items = [i for i in model.cards if skill_of_item(i) == skill]
            return min(items, key=lambda i: (model.item_share(i)[0], model.cards[i].due, i)), "weakest_skill"
    return None, "practice"


def exercise_kind(item: str | None) -> str:
    """``drill`` for a line of the payout drills, ``round`` for anything else (and for nothing)."""
    return "drill" if item in DRILL_LINES else "round"


def pick_next(model: LearnerModel, now: datetime, seed: int, index: int = 0) -> Suggestion:
    """The next round or drill for the trainee of ``model`` at ``now`` (see the module docstring); generated
    rounds are drawn from ``seed`` starting at round ``index``."""
    item, reason = target(model, now)
    if item is None:
        return Suggestion(
            "round", reason, round=generate_one(seed, index, Options(irregularities=PRACTICE_RATE)), index=index
        )
    if exercise_kind(item) == "drill":
        bet, line = item.split(":")[1:]
        return Suggestion("drill", reason, item, line=(bet, line))
    rnd, at = round_for(item, seed, index)
    return Suggestion("round", reason, item, round=rnd, index=at)


def events_for(item: str) -> tuple[str, ...]:
    """The generated events that exercise ``item`` (none: a round without an irregularity)."""
    kind, _, rest = item.partition(":")
    return CALL_EVENTS.get(rest, ()) if kind == "call" else ()


def round_for(item: str, seed: int, index: int = 0) -> tuple[Round, int]:
    """A generated round (and its index) whose reference play exercises ``item``: the first of rounds ``index``,
    ``index + 1`` … of ``seed`` that does (at most :data:`TRIES`; else the first)."""
    kinds = events_for(item)
    options = Options(irregularities=1.0, kinds=kinds) if kinds else Options(irregularities=0.0)
    first: Round | None = None
    for at in range(index, index + TRIES):
        rnd = generate_one(seed, at, options)
        first = first or rnd
        if item in reference_items(rnd):
            return rnd, at
    assert first is not None
    return first, index


def reference_items(rnd: Round) -> set[str]:
    """The learner items the reference dealer's play of a generated round goes through."""
    from trainer.engine.procedure import solve
    from trainer.training.scenario import parse_scenario

    scenario = parse_scenario(to_toml(rnd).encode("utf-8"), f"{rnd.id}.toml")
    table = scenario.round()
    log = solve(table)
    return {item for item, _right, _s in round_items(log, {}, table.result)}
