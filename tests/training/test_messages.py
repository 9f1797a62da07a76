"""Every message the grader can write, in both languages, is plain words (issue 11, item 2).

The reference log of every bundled scenario is mutated (an action dropped, doubled, swapped with the next, or a
wrong one put in) — a deterministic sweep and hypothesis — and every error of every grade is checked by
:func:`tests.wording.problems`. The messages the mutations cannot reach come from targeted logs; the sweep
together with those must reach every frame of ``MESSAGES``, so the scan is complete.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.roundkit import reference
from tests.engine.test_procedure import contract_setup
from tests.wording import problems
from trainer.engine.actions import RULINGS, Action, Burn, Clear, Collect, Cut, Pay, Push, RejectBet, Take, make_action
from trainer.engine.kinds import BETS
from trainer.engine.procedure import diagnose, solve
from trainer.engine.round import Round
from trainer.engine.setup import TableSetup
from trainer.training.grading import MESSAGES, GradeError, grade, grade_setup, make_error, message_key
from trainer.training.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.toml"))


@functools.cache
@dataclass(frozen=True)
class _Dance:
    """Not an action of the contract: diagnose's last answer (no action of the contract gets there)."""

    kind = "dance"


def library() -> list[tuple[object, list[Action]]]:
    out = []
    for path in SCENARIOS:
        scenario = load_scenario(path)
        out.append((scenario, solve(scenario.round())))
    return out


def wrong_actions(seats: int) -> list[Action]:
    """Actions a trainee could make at a table of ``seats`` positions: every kind, place, bet and ruling."""
    out = [
        make_action("shuffle", method="manual"),
        make_action("shuffle", method="machine"),
        Cut(position=26),
        make_action("deal", to="dealer"),
        make_action("deal", to="community"),
        Burn(),
        Clear(),
        make_action("reveal", what="dealer"),
        make_action("reveal", what="community"),
    ]
    out += [make_action("declare", ruling=r) for r in RULINGS if r not in ("dead_cards", "call_floor")]
    for n in range(1, seats + 1):
        out += [
            make_action("deal", to=f"seat:{n}"),
            Collect(seat=n),
            make_action("declare", ruling="dead_cards", seat=n),
            make_action("declare", ruling="call_floor", seat=n),
            Pay(seat=n, bet="ante_bonus", amount=1),
        ]
        for bet in BETS:
            out += [
                RejectBet(seat=n, bet=bet),
                Take(seat=n, bet=bet),
                Push(seat=n, bet=bet),
                Pay(seat=n, bet=bet, amount=1),
            ]
    return out


def mutate(log: list[Action], op: str, i: int, extra: Action | None = None) -> list[Action]:
    if op == "drop":
        return log[:i] + log[i + 1 :]
    if op == "double":
        return log[: i + 1] + log[i:]
    if op == "swap":
        return log[:i] + log[i + 1 : i + 2] + log[i : i + 1] + log[i + 2 :]
    assert op == "insert" and extra is not None
    return [*log[:i], extra, *log[i:]]


def check(errors: tuple[GradeError, ...] | list[GradeError], where: str) -> None:
    bad = []
    for e in errors:
        for lang, text in (("en", e.message_en), ("zh-Hant", e.message_zh)):
            bad += [f"{where} {e.code} [{lang}] {text!r}: {p}" for p in problems(text, lang)]
    assert not bad, "\n".join(bad)


@functools.cache
def sweep() -> dict[str, GradeError]:
    """Grade the deterministic mutations of every scenario's reference log; the first error of each frame."""
    seen: dict[str, GradeError] = {}
    for scenario, log in library():
        pool = wrong_actions(scenario.setup.table.seats)  # type: ignore[attr-defined]
        for i in range(len(log)):  # one mutation at each step, the four kinds in turn (kept quick: ~800 grades)
            op = ("drop", "insert", "swap", "double")[i % 4]
            for mutated in [mutate(log, op, i, pool[(i * 11) % len(pool)])]:
                g = grade(scenario, mutated)  # type: ignore[arg-type]
                check(g.errors, f"{scenario.id}, log {[a.to_json() for a in mutated]}:")  # type: ignore[attr-defined]
                for e in g.errors:
                    seen.setdefault(message_key(e.code, e.expected), e)
    return seen


def targeted() -> list[GradeError]:
    """Errors the mutations of the library do not reach, from logs made for them."""
    setup = contract_setup()  # seats 1, 3, 5 bet; by hand; no Progressive
    ref = reference(setup)
    out: list[GradeError] = []

    def grade_of(log: list[dict[str, object]], s: object = setup) -> tuple[GradeError, ...]:
        return grade_setup(s, log).errors  # type: ignore[arg-type]

    out += grade_of([{"action": "shuffle", "method": "machine"}])  # wrong_shuffle_method (a table by hand)
    out += grade_of([*ref[:2], ref[1]])  # cut_not_due
    out += grade_of([*ref[:3], {"action": "deal", "to": "seat:2"}])  # deal_to_empty_seat
    out += grade_of([{"action": "deal", "to": "seat:3"}])  # deal_before_shuffle (not the first seat)
    k = ref.index({"action": "collect", "seat": 3})
    out += grade_of([*ref[:k], {"action": "reveal", "what": "seat:3"}])  # reveal_folded_hand (seat 3 folded)
    out += grade_of([ref[0], {"action": "deal", "to": "seat:3"}])  # deal_before_cut
    out += grade_of([*ref[:3], {"action": "deal", "to": "community"}])  # community_without_progressive
    i = ref.index({"action": "reveal", "what": "dealer"})
    out += grade_of([*ref[:i], {"action": "reveal", "what": "community"}])  # reveal_community_without_progressive
    strict = setup.__class__(
        TableSetup(cut_position=23, house_rules=frozenset({"ante_before_collect"})), setup.players, setup.deck
    )
    j = ref.index({"action": "take", "seat": 3, "bet": "ante"})
    out += grade_of([*ref[:j], ref[j + 1], ref[j], *ref[j + 2 :]], strict)  # house_order
    by_id = {scenario.id: (scenario, log) for scenario, log in library()}  # type: ignore[attr-defined]
    scenario, log = by_id["shuffler_failure_once"]
    k = next(n for n, a in enumerate(log) if a.kind == "clear")
    out += grade(scenario, [*log[: k + 1], make_action("deal", to="dealer")]).errors  # type: ignore[arg-type]  # deal_not_due
    scenario, log = by_id["plain_round_by_machine"]
    out += grade(scenario, [log[0], Cut(position=26)]).errors  # type: ignore[arg-type]  # cut_with_machine
    scenario, log = by_id["bets_outside_table_limits"]
    refused = next(a for a in log if a.kind == "reject_bet")
    push = Push(seat=refused.seat, bet=refused.bet)  # right for a bet to refuse, but not before the shuffle
    out += grade(scenario, [push, *log]).errors  # type: ignore[arg-type]  # settle_not_due
    # not_due: diagnose's answer to an action it has no rule for (no contract action gets there)
    fault = diagnose(Round(setup), _Dance())  # type: ignore[arg-type]
    out.append(
        make_error(fault.code, fault.clause, 0, expected=None, got=None, why=str(fault), why_zh=fault.message_zh)
    )
    return out


def test_the_sweep_and_the_targeted_logs_reach_every_message():
    reached = set(sweep())
    extra = targeted()
    check(extra, "targeted:")
    reached |= {message_key(e.code, e.expected) for e in extra}
    assert set(MESSAGES) - reached == set(), "messages no log produced: add a targeted log"


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_message_reads_in_both_languages(code):
    found = {message_key(e.code, e.expected): e for e in [*targeted(), *sweep().values()]}
    e = found[code]
    check([e], code)
    assert e.message_en.strip() and e.message_zh.strip() and e.message_en != e.message_zh


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_random_mutations_of_every_scenario_write_plain_words(data):
    scenario, log = data.draw(st.sampled_from(library()))
    pool = wrong_actions(scenario.setup.table.seats)  # type: ignore[attr-defined]
    mutated = list(log)
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(st.sampled_from(("drop", "double", "swap", "insert")))
        i = data.draw(st.integers(0, max(0, len(mutated) - 1)))
        extra = data.draw(st.sampled_from(pool)) if op == "insert" else None
        if mutated or op == "insert":
            mutated = mutate(mutated, op, i, extra)
    g = grade(scenario, mutated)  # type: ignore[arg-type]
    check(g.errors, f"{scenario.id}:")  # type: ignore[attr-defined]


def test_the_checks_catch_what_they_are_for():
    """The scan itself: each kind of fault it looks for is found (a check that cannot fail proves nothing)."""
    assert problems("Missing call: call: dealer qualifies (dealer_qualifies).", "en")
    assert problems("Unwarranted call call the floor.", "en")
    assert problems("deal to seat:3", "en")
    assert problems("nothing calls for 'void_round'", "en")
    assert problems("未作裁定：應莊家合資格（莊家合資格）。", "zh-Hant")
    assert problems("第3門沒有pair_plus投注", "zh-Hant")
    assert problems("第3門沒有progressive投注", "zh-Hant")
    assert not problems("Missing call: dealer qualifies (the dealer's hand is revealed).", "en")
    assert not problems("未作裁定：莊家持有Q或更高點數（莊家的紙牌已亮出）。", "zh-Hant")


def test_docs_grading_lists_every_message_code():
    doc = (ROOT / "docs" / "grading.md").read_text(encoding="utf-8")
    section = doc.split("## Message codes", 1)[1].split("\n## ", 1)[0]
    listed = {line.split("`")[1] for line in section.splitlines() if line.startswith("| `")}
    assert listed == set(MESSAGES)
