"""Grading the turn-up of the players' hands (A13; Reading 11), and old attempts graded under rules 1."""

from __future__ import annotations

from tests.engine.roundkit import make_setup, reference
from tests.engine.test_procedure import CONTRACT_TOP, contract_setup
from trainer.training.grading import GRADING_RULES, MESSAGES, grade_setup, rules_of

SEAT_1 = {"action": "reveal", "what": "seat:1"}


def errors_of(setup, log, **kw):
    g = grade_setup(setup, log, **kw)
    return g, [(e.step, e.code, e.clause) for e in g.errors]


def _three_seats():
    players = [(1, {"ante": 10}, "play"), (3, {"ante": 10, "pair_plus": 5}, "play"), (5, {"ante": 10}, "play")]
    return make_setup("", players)


def test_a13_settling_a_hand_nobody_has_seen_is_a_procedure_error_with_its_clause():
    setup = contract_setup()
    log = reference(setup)
    i = log.index(SEAT_1)
    del log[i]
    g, errs = errors_of(setup, log)
    assert errs == [(i, "unrevealed_hand_settled", "A13")]
    e = g.errors[0]
    assert e.skill == "procedure" and e.severity == "major" and e.expected.to_json() == SEAT_1
    assert e.message_en == "Settled a hand nobody has seen: turn seat 1's hand face up before settling its bets."
    assert e.message_zh == "結算了未亮出的紙牌：結算前應先亮出第1門的紙牌。"
    assert "亮出第1門的紙牌" in e.message_zh and "seat" not in e.message_zh
    # the turn-up was due work not done (one opportunity missed) and a major error (15)
    done, due = sum(g.credit.values()), sum(g.opportunities.values())
    assert (done, due) == (len(log), len(log) + 1)
    assert g.score == 100 * done // due - 15


def test_a13_seats_may_be_turned_and_settled_seat_by_seat_or_all_first():
    setup = _three_seats()
    ref = reference(setup)
    first = ref.index({"action": "reveal", "what": "seat:1"})
    reveals = [a for a in ref if a["action"] == "reveal" and a["what"].startswith("seat:")]
    settles = [a for a in ref if a["action"] in ("take", "push", "pay")]
    assert len(reveals) == 3
    all_first = ref[:first] + reveals + settles + [{"action": "clear"}]
    assert errors_of(setup, all_first)[1] == []
    backwards = ref[:first]
    for n in (5, 3, 1):
        backwards += [{"action": "reveal", "what": f"seat:{n}"}] + [a for a in settles if a["seat"] == n]
    assert errors_of(setup, [*backwards, {"action": "clear"}])[1] == []


def test_a13_a_seat_settled_unseen_out_of_order_blames_that_seat_only():
    setup = _three_seats()
    ref = reference(setup)
    first = ref.index({"action": "reveal", "what": "seat:1"})
    rest = [a for a in ref[first:] if a != {"action": "reveal", "what": "seat:5"}]
    seat5 = [a for a in rest if a.get("seat") == 5]
    log = ref[:first] + seat5 + [a for a in rest if a.get("seat") != 5]
    g, errs = errors_of(setup, log)
    assert errs == [(first, "unrevealed_hand_settled", "A13")]
    assert g.errors[0].expected.to_json() == {"action": "reveal", "what": "seat:5"}


def test_a13_turning_a_hand_up_before_the_qualifier_is_called_is_diagnosed_once():
    setup = contract_setup()
    log = reference(setup)
    log.remove(SEAT_1)
    i = log.index({"action": "declare", "ruling": "dealer_qualifies"})
    log.insert(i, SEAT_1)  # after the dealer's reveal, before the call
    g, errs = errors_of(setup, log)
    assert errs == [(i, "reveal_seat_too_early", "A13")]
    assert "qualifier" in g.errors[0].message_en and "判定" in g.errors[0].message_zh


def test_a13_turning_a_hand_up_twice_or_a_seat_with_no_hand_is_diagnosed():
    setup = contract_setup()
    log = reference(setup)
    i = log.index(SEAT_1)
    twice = [*log[: i + 1], SEAT_1, *log[i + 1 :]]
    assert errors_of(setup, twice)[1] == [(i + 1, "reveal_seat_twice", "A13")]
    empty = [*log[: i + 1], {"action": "reveal", "what": "seat:2"}, *log[i + 1 :]]
    g, errs = errors_of(setup, empty)
    assert errs == [(i + 1, "reveal_seat_no_hand", "A13")]
    assert g.errors[0].message_en == "No hand to turn face up: seat 2 holds no cards."
    assert g.errors[0].message_zh == "沒有紙牌可以亮出：第2門沒有紙牌。"


def test_a12_3_folded_hand_turned_up_instead_of_collected():
    setup = contract_setup()
    log = reference(setup)
    i = log.index({"action": "collect", "seat": 3})
    log.insert(i, {"action": "reveal", "what": "seat:3"})
    assert errors_of(setup, log)[1] == [(i, "reveal_folded_hand", "A12.3")]


def test_a12_3_fold_with_pair_plus_settled_unseen():
    setup = make_setup(CONTRACT_TOP, [(1, {"ante": 100}, "play"), (3, {"ante": 200, "pair_plus": 10}, "fold")])
    log = reference(setup)
    i = log.index({"action": "reveal", "what": "seat:3"})
    del log[i]
    errs = errors_of(setup, log)[1]
    assert [e for e in errs if e[1] == "unrevealed_hand_settled"] == errs and len(errs) == 1


def test_clear_without_turning_up_or_settling_reports_plain_omissions():
    setup = contract_setup()
    log = reference(setup)
    log = [*log[: log.index(SEAT_1)], {"action": "clear"}]
    _g, errs = errors_of(setup, log)
    assert errs[0] == (len(log) - 1, "omitted", "A13")  # nothing was settled unseen: just not turned up
    assert [e[1] for e in errs[1:]] == ["omitted_settlement"] * 3


def test_new_message_codes_are_in_both_languages():
    for code in (
        "unrevealed_hand_settled",
        "reveal_seat_too_early",
        "reveal_seat_twice",
        "reveal_seat_no_hand",
        "reveal_folded_hand",
        "reveal_seat_not_due",
    ):
        severity, en, zh = MESSAGES[code]
        assert severity in ("minor", "major") and en and zh and en != zh


def test_logs_from_before_seat_reveals_grade_as_they_did_under_rules_1():
    setup = contract_setup()
    old = [a for a in reference(setup) if a != SEAT_1]
    g = grade_setup(setup, old, rules=1)
    assert (g.score, g.errors, g.to_json()["rules"]) == (100, (), 1)
    assert grade_setup(setup, old).score < 100  # the same log under today's rules
    assert rules_of({"score": 100}) == 1 and rules_of(g.to_json()) == 1
    assert rules_of(grade_setup(setup, reference(setup)).to_json()) == GRADING_RULES
    assert rules_of({"rules": 99}) == 1 and rules_of({"rules": True}) == 1
