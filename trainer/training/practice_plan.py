"""What a trainee practises next, picked from their learner model (docs/practice.md), and the model's items in plain
words for the home screen.

:func:`pick_next` is a pure function of the model, the time and a seed (no random numbers but the seed's). The item
is the first of these that the trainee did not just do right (:meth:`~trainer.training.learner.LearnerModel.just_right`:
answered right in the latest exercise) — nor, in a payout drill, the line just missed again, which comes back after
one other exercise — or the first of them all when every one was just done right:

1. an item missed in the last few exercises and not answered right since (the latest exercise's first,
   :meth:`~trainer.training.learner.LearnerModel.recent_mistakes`), else
2. the weakest item (below 90 % with at least 3 recent reviews), else
3. the item due the longest (FSRS, :meth:`~trainer.training.learner.LearnerModel.due`), else
4. the weakest item of the weakest skill (any skill not yet answered right every time), else
5. a Practice-mode round (about one round in eight with an irregularity).

Every pick comes with the reason in plain words of both languages (:attr:`Choice.why`), which the home screen shows
beside Next ("You settled “Pair Plus: Flush” wrong in your last round: practise it again.").

The item becomes an exercise: a pay-table line of the payout drills → a drill that starts on that line; an
irregularity (``call:<ruling>``) → a generated round holding an event that calls for that ruling; anything else (a
procedure or dealing step, the dealer's qualifying call, a line the drills do not cover) → a generated round whose
reference play includes it. Rounds come from :func:`trainer.training.generate.generate_one`, tried from the seed
on until the reference dealer's play of one holds the item (at most :data:`TRIES`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from trainer.engine.words import BETS, CONDUCTS, GRADE, HANDS, RULINGS, SKILLS, TERMS, Text
from trainer.training.drills import LINES
from trainer.training.generate import CONDUCTS as CONDUCT_KINDS
from trainer.training.generate import Options, Round, generate_one, to_toml
from trainer.training.learner import LearnerModel, Mistake, round_items, skill_of_item

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


WHY: dict[str, Text] = {
    "recent_mistake_pay": Text(
        "You settled “{item}” wrong {when}: practise it again.", "你{when}結算「{item}」出錯：再練一次。"
    ),
    "recent_mistake": Text(
        "You got “{item}” wrong {when}: practise it again.", "你{when}的「{item}」做錯了：再練一次。"
    ),
    "weak": Text(
        "You answered “{item}” right {right} times in your last {count}: practise it until it holds.",
        "「{item}」你最近{count}次只答對{right}次：練到穩定為止。",
    ),
    "due": Text(
        "“{item}” is due for review: practise it before it fades.",
        "「{item}」到了複習的時候：趁未忘記再練一次。",
    ),
    "weakest_skill": Text(
        "{skill} is your weakest skill ({percent} % right lately), and “{item}” its weakest item.",
        "「{skill}」是你最弱的技能（近期答對 {percent} %），「{item}」是其中最弱的一項。",
    ),
    "practice": Text(
        "Nothing missed lately, weak or due: keep your hand in.", "沒有最近做錯、弱項或待複習的項目：保持手感。"
    ),
}
"""Why Next picked what it did, both languages (``{item}`` in words, never its key); ``recent_mistake_pay`` is a
pay-table line's."""
WHEN: dict[tuple[str, bool], Text] = {
    ("round", True): Text("in your last round", "上一局"),
    ("round", False): Text("in a recent round", "最近一局"),
    ("drill", True): Text("in your last payout drill", "上一次派彩練習"),
    ("drill", False): Text("in a recent payout drill", "最近一次派彩練習"),
}
"""Where a recent mistake was made: (the kind of exercise, whether it was the latest)."""


@dataclass(frozen=True)
class Choice:
    """The item to work on now (None: a Practice round), why in a word (``reason``) and in plain words (``why``)."""

    item: str | None
    reason: str
    """``recent_mistake`` (missed lately, not right since), ``due`` (due for review), ``weak`` (answered right
    under 90 % of the time), ``weakest_skill`` (the weakest item of the weakest skill) or ``practice`` (nothing to
    work on: a Practice-mode round)."""
    why: Text


@dataclass(frozen=True)
class Suggestion:
    """The next exercise: a payout drill starting on ``line``, or the generated ``round`` (number ``index`` of
    ``seed``) at the practice table in the mode ``mode`` (a key of Deal me rounds' modes)."""

    kind: str
    """``drill`` or ``round``."""
    reason: str
    """As :attr:`Choice.reason`."""
    item: str | None = None
    """The learner item the exercise is for (None for a plain Practice round)."""
    line: tuple[str, str] | None = None
    round: Round | None = None
    index: int = 0
    mode: str = "practice"
    why: Text = WHY["practice"]
    """Why this exercise, in plain words of both languages (:attr:`Choice.why`)."""


def _candidates(model: LearnerModel, now: datetime) -> Iterator[tuple[str, str, Mistake | None]]:
    """The items worth working on, in the order of the module docstring: ``(item, reason, the mistake)``."""
    for mistake in model.recent_mistakes():
        yield mistake.item, "recent_mistake", mistake
    for item in model.weaknesses():
        yield item, "weak", None
    for item in model.due(now):
        yield item, "due", None
    mastery = model.mastery()
    if mastery:
        skill = min(mastery, key=lambda k: (mastery[k], k))
        if mastery[skill] < 1.0:
            items = [i for i in model.cards if skill_of_item(i) == skill]
            for item in sorted(items, key=lambda i: (model.item_share(i)[0], model.cards[i].due, i)):
                yield item, "weakest_skill", None


def choose(model: LearnerModel, now: datetime) -> Choice:
    """The item to work on now and why (see the module docstring): never one the trainee just did right while
    another is waiting, nor the drill line just missed again while another is (it comes back after one other)."""
    candidates = list(_candidates(model, now))
    just = model.just_right()
    drilled = model.just_drilled()
    for wanted in (
        lambda item: item not in just and item != drilled,
        lambda item: item not in just,
        lambda item: True,  # nothing else: one just done right
    ):
        for candidate in candidates:
            if wanted(candidate[0]):
                return _choice(model, *candidate)
    return Choice(None, "practice", WHY["practice"])


def _choice(model: LearnerModel, item: str, reason: str, mistake: Mistake | None) -> Choice:
    words = item_text(item)

    def fill(template: Text, **fields: Text | str) -> Text:
        def lang(t: Text | str, zh: bool) -> str:
            return (t.zh if zh else t.en) if isinstance(t, Text) else t

        return Text(
            template.en.format(**{k: lang(v, False) for k, v in fields.items()}),
            template.zh.format(**{k: lang(v, True) for k, v in fields.items()}),
        )

    if reason == "recent_mistake" and mistake is not None:
        template = WHY["recent_mistake_pay" if item.startswith("pay:") else "recent_mistake"]
        return Choice(item, reason, fill(template, item=words, when=WHEN[(mistake.kind, mistake.ago == 0)]))
    if reason == "weak":
        share, count = model.item_share(item)
        return Choice(item, reason, fill(WHY["weak"], item=words, right=str(round(share * count)), count=str(count)))
    if reason == "weakest_skill":
        skill = skill_of_item(item)
        term = SKILLS[skill]
        percent = str(int(model.mastery().get(skill, 1.0) * 100 + 1e-9))  # rounded down, as the panel shows it
        return Choice(
            item, reason, fill(WHY["weakest_skill"], item=words, skill=Text(term.en, term.zh), percent=percent)
        )
    return Choice(item, reason, fill(WHY["due"], item=words))


def target(model: LearnerModel, now: datetime) -> tuple[str | None, str]:
    """The item to work on now and why in a word (:func:`choose`); ``(None, "practice")`` with nothing to work on."""
    choice = choose(model, now)
    return choice.item, choice.reason


def exercise_kind(item: str | None) -> str:
    """``drill`` for a line of the payout drills, ``round`` for anything else (and for nothing)."""
    return "drill" if item in DRILL_LINES else "round"


def pick_next(model: LearnerModel, now: datetime, seed: int, index: int = 0) -> Suggestion:
    """The next round or drill for the trainee of ``model`` at ``now`` (see the module docstring), with why it was
    picked; generated rounds are drawn from ``seed`` starting at round ``index``."""
    choice = choose(model, now)
    item, reason, why = choice.item, choice.reason, choice.why
    if item is None:
        return Suggestion(
            "round",
            reason,
            round=generate_one(seed, index, Options(irregularities=PRACTICE_RATE)),
            index=index,
            why=why,
        )
    if exercise_kind(item) == "drill":
        bet, line = item.split(":")[1:]
        return Suggestion("drill", reason, item, line=(bet, line), why=why)
    rnd, at = round_for(item, seed, index)
    return Suggestion("round", reason, item, round=rnd, index=at, why=why)


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
