"""Grading: planted mistakes are caught at the right step with the right clause (issue 3 acceptance)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.roundkit import CardExposed, CardSlips, Place, ShufflerFailure, make_setup, reference
from tests.engine.test_procedure import CONTRACT_PLAYERS, CONTRACT_TOP, _progressive_setup, contract_setup
from trainer.engine.actions import PAY_BETS, RULINGS
from trainer.engine.kinds import BETS
from trainer.training.grading import GRADING_RULES, grade_setup


def errors_of(setup, log):
    g = grade_setup(setup, log)
    return g, [(e.step, e.code, e.clause) for e in g.errors]


def test_reference_log_scores_100_with_no_errors():
    setup = contract_setup()
    g, errs = errors_of(setup, reference(setup))
    assert g.score == 100 and g.passed and errs == []
    # The contract's four fields, plus the optional ones docs/grading.md documents as our extension.
    assert set(g.to_json()) == {"score", "passed", "errors", "skills"} | {
        "rules",
        "credit",
        "opportunities",
        "bands",
        "money",
    }
    assert g.to_json()["rules"] == GRADING_RULES == 3  # 3: money errors weigh their amount (docs/grading.md)


def test_a11_1_two_seat_deals_swapped_is_caught_at_that_step():
    setup = contract_setup()
    log = reference(setup)
    log[2], log[3] = log[3], log[2]
    g, errs = errors_of(setup, log)
    assert errs[0] == (2, "deal_order", "A11.1")
    assert (3, "omitted", "A17.1.1") in errs  # the void that follows was never declared
    assert not g.passed


def test_a11_1_a17_4_2_card_to_an_empty_seat():
    setup = contract_setup()
    log = reference(setup)
    log.insert(4, {"action": "deal", "to": "seat:2"})
    _g, errs = errors_of(setup, log)
    assert errs[0] == (4, "deal_to_empty_seat", "A11.1")
    assert errs[1] == (5, "omitted", "A17.5")


def test_a11_1_card_to_empty_seat_then_dead_cards_call_is_accepted():
    setup = contract_setup()
    log = reference(setup)
    log[4:4] = [{"action": "deal", "to": "seat:2"}, {"action": "declare", "ruling": "dead_cards", "seat": 2}]
    _g, errs = errors_of(setup, log)
    assert errs[0] == (4, "deal_to_empty_seat", "A11.1")
    assert not [e for e in errs if e[2] in ("A17.5", "A17.4.2")]  # the dead-cards call was right


def test_a13_a16_payout_off_by_one_unit():
    setup = contract_setup()
    log = reference(setup)
    i = log.index({"action": "pay", "seat": 1, "bet": "pair_plus", "amount": 50})
    log[i] = {"action": "pay", "seat": 1, "bet": "pair_plus", "amount": 49}
    g, errs = errors_of(setup, log)
    assert errs == [(i, "wrong_settlement", "A16.1")]
    assert g.errors[0].expected.amount == 50 and g.errors[0].got.amount == 49
    log = reference(setup)
    j = log.index({"action": "pay", "seat": 1, "bet": "ante", "amount": 100})
    log[j] = {"action": "pay", "seat": 1, "bet": "ante", "amount": 101}
    assert errors_of(setup, log)[1] == [(j, "wrong_settlement", "A13.3")]


def test_omitted_take_is_reported_at_the_clear():
    setup = contract_setup()
    log = reference(setup)
    log.remove({"action": "take", "seat": 3, "bet": "ante"})
    _g, errs = errors_of(setup, log)
    assert errs == [(len(log) - 1, "omitted_settlement", "A12.2")]


def test_a17_1_2_missing_void_after_dealer_card_exposed():
    ev = CardExposed(target=Place.DEALER, card=2)
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=[ev])
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "void_round"})
    del log[i]
    g, errs = errors_of(setup, log)
    assert errs == [(i, "omitted", "A17.1.2")]
    assert g.errors[0].severity == "critical" and not g.passed


def test_a15_2_community_revealed_with_no_progressive_bet():
    setup = contract_setup()
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "dealer_qualifies"}) + 1
    log.insert(i, {"action": "reveal", "what": "community"})
    _g, errs = errors_of(setup, log)
    assert errs == [(i, "reveal_community_without_progressive", "A15.2")]


def test_a15_5_progressive_royal_paid_before_straight_flush():
    setup = _progressive_setup()
    log = reference(setup)
    idx = [i for i, a in enumerate(log) if a["action"] == "pay" and a["bet"] == "progressive"]
    log[idx[0]], log[idx[1]] = log[idx[1]], log[idx[0]]
    _g, errs = errors_of(setup, log)
    assert errs[0] == (idx[0], "progressive_order", "A15.5")


def test_wrong_qualifier_call_is_caught_and_the_rest_graded_fairly():
    setup = contract_setup()
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "dealer_qualifies"})
    log[i] = {"action": "declare", "ruling": "dealer_does_not_qualify"}
    _g, errs = errors_of(setup, log)
    assert errs == [(i, "wrong_qualifier", "A13.2")]


def test_messages_in_both_languages():
    setup = contract_setup()
    log = reference(setup)
    log.remove({"action": "collect", "seat": 3})
    g = grade_setup(setup, log)
    msg = g.to_json()["errors"][0]["message"]
    assert "collect" in msg["en"] and "收回" in msg["zh-Hant"]
    json.dumps(g.to_json(), ensure_ascii=False)


def test_unfinished_log_does_not_pass():
    setup = contract_setup()
    g, errs = errors_of(setup, reference(setup)[:12])
    assert errs[-1][1] == "round_unfinished" and not g.passed


def test_grading_is_a_pure_function_of_scenario_and_log():
    setup = _progressive_setup()
    log = reference(setup)
    log[5], log[6] = log[6], log[5]
    assert grade_setup(setup, log).to_json() == grade_setup(setup, log).to_json()


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_any_log_is_graded_without_crashing_and_score_in_range(data):
    setup = _progressive_setup()
    ref = reference(setup)
    log = list(ref)
    for _ in range(data.draw(st.integers(0, 4))):
        op = data.draw(st.sampled_from(["drop", "swap", "dup"]))
        if not log:
            break
        i = data.draw(st.integers(0, len(log) - 1))
        if op == "drop":
            del log[i]
        elif op == "swap" and i + 1 < len(log):
            log[i], log[i + 1] = log[i + 1], log[i]
        else:
            log.insert(i, log[i])
    g = grade_setup(setup, log)
    assert 0 <= g.score <= 100
    assert all(0.0 <= v <= 1.0 for v in g.skills.values())
    if log == ref:
        assert g.score == 100
    if len(log) < len(ref):
        assert g.errors  # something required is missing


def test_house_rules_are_off_unless_the_scenario_turns_them_on():
    from trainer.engine.setup import TableSetup

    base = contract_setup()
    log = reference(base)
    i = log.index({"action": "take", "seat": 3, "bet": "ante"})
    log[i], log[i + 1] = log[i + 1], log[i]  # collect the folded cards first, then take the Ante
    assert errors_of(base, log)[1] == []
    strict = base.__class__(
        TableSetup(cut_position=23, house_rules=frozenset({"ante_before_collect"})), base.players, base.deck
    )
    _g, errs = errors_of(strict, log)
    assert errs == [(i, "house_order", "house:ante_before_collect")]


def test_a17_unwarranted_void_is_reported_and_not_carried_out():
    setup = contract_setup()
    log = reference(setup)
    log.insert(5, {"action": "declare", "ruling": "void_round"})
    _g, errs = errors_of(setup, log)
    assert errs == [(5, "unwarranted_ruling", "A17.1")]


ACTION = st.one_of(
    st.builds(lambda m: {"action": "shuffle", "method": m}, st.sampled_from(["manual", "machine"])),
    st.builds(lambda p: {"action": "cut", "position": p}, st.integers(0, 52)),
    st.builds(
        lambda t: {"action": "deal", "to": t},
        st.sampled_from([f"seat:{n}" for n in range(1, 8)] + ["dealer", "community"]),
    ),
    st.just({"action": "burn"}),
    st.just({"action": "clear"}),
    st.builds(
        lambda w: {"action": "reveal", "what": w},
        st.sampled_from(["dealer", "community"] + [f"seat:{n}" for n in range(1, 8)]),
    ),
    st.builds(
        lambda r, s: {"action": "declare", "ruling": r, **({"seat": s} if s else {})},
        st.sampled_from(RULINGS),
        st.one_of(st.none(), st.integers(1, 7)),
    ),
    st.builds(
        lambda k, s, b: {"action": k, "seat": s, "bet": b},
        st.sampled_from(["take", "push", "reject_bet"]),
        st.integers(1, 7),
        st.sampled_from(BETS),
    ),
    st.builds(lambda s: {"action": "collect", "seat": s}, st.integers(1, 7)),
    st.builds(
        lambda s, b, a: {"action": "pay", "seat": s, "bet": b, "amount": a},
        st.integers(1, 7),
        st.sampled_from(PAY_BETS),
        st.integers(1, 300000),
    ),
)


@settings(max_examples=80, deadline=None)
@given(prefix=st.integers(0, 40), noise=st.lists(ACTION, max_size=12), machine=st.booleans())
def test_any_action_at_any_moment_is_graded_never_crashes(prefix, noise, machine):

    events = [CardExposed(at=3), ShufflerFailure(at=5)] if machine else [CardSlips(at=2, to=Place.at_seat(2))]
    setup = make_setup(
        CONTRACT_TOP,
        [*CONTRACT_PLAYERS, (5, {"ante": 10, "progressive": 5}, "optimal")],
        events=events,
        method="machine" if machine else "manual",
    )
    log = reference(setup)[:prefix] + noise + reference(setup)[prefix:]
    g = grade_setup(setup, log)
    assert 0 <= g.score <= 100
    assert all(e.message_en and e.message_zh and e.clause for e in g.errors)


def test_a12_3_late_collect_is_reported_once_as_omitted_then_as_already_done():
    setup = contract_setup()
    log = reference(setup)
    collect = log.pop(log.index({"action": "collect", "seat": 3}))
    j = log.index({"action": "reveal", "what": "dealer"})
    log.insert(j + 1, collect)  # collect right after the reveal
    _g, errs = errors_of(setup, log)
    assert errs == [(j, "omitted", "A12.3"), (j + 1, "collect_not_due", "A12.3")]
