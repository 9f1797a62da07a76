"""Issue 35, item 6: the upper/lower group difference ranks tied attempts fairly. Attempts tied at a group's
boundary share its last places evenly (their average pass rate fills them), so the same attempts read from the store
in any order give the same figures — before, ties went by storage order and one set of data could read −0.67 or 0."""

from __future__ import annotations

import random
from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st

from trainer.training.item_analysis import analyse_graded, group_pass_rate, upper_lower


def test_a_boundary_tie_is_counted_at_its_average_worked_by_hand():
    """Six attempts, groups of round(6 × 0.27) = 2. Lower group: the 40 (failed) and one place for the three tied at
    60 (one of them passed): (0 × 3 + 1 × 1) / (2 × 3) = 1/6. Upper group: the 90 and the 80, both passed: 1. U-L
    = 5/6 in every order (by storage order it read 1.0 or 0.5)."""
    data = [(40.0, False), (60.0, True), (60.0, False), (60.0, False), (80.0, True), (90.0, True)]
    assert group_pass_rate(data, 2) == 1 / 6
    assert group_pass_rate([(-c, ok) for c, ok in data], 2) == 1.0
    seen = set()
    for order in range(30):
        mixed = random.Random(order).sample(data, len(data))
        seen.add(upper_lower([ok for _c, ok in mixed], [c for c, _ok in mixed]))
    assert seen == {5 / 6}


def test_the_issues_case_every_attempt_tied_reads_zero_in_any_order():
    """Eleven attempts all with the same score on the other scenarios, three passing: before, the groups of three
    took whichever came first and last (−1 to 1 by order); now both groups are the whole tie's 3/11: 0."""
    passed = [True] * 3 + [False] * 8
    for order in range(20):
        mixed = random.Random(order).sample(passed, len(passed))
        assert upper_lower(mixed, [75.0] * 11) == 0.0


@given(
    st.lists(st.tuples(st.booleans(), st.sampled_from([0.0, 25.0, 50.0, 62.5, 75.0, 100.0])), min_size=4, max_size=40),
    st.randoms(use_true_random=False),
)
def test_upper_lower_is_the_same_in_any_order_and_stays_in_range(pairs, rng):
    passed, crit = [p for p, _c in pairs], [c for _p, c in pairs]
    mixed = rng.sample(pairs, len(pairs))
    ul = upper_lower(passed, crit)
    assert ul is not None and -1.0 <= ul <= 1.0
    assert upper_lower([p for p, _c in mixed], [c for _p, c in mixed]) == ul


def _attempt(number: int, scores: tuple[int, int, int]) -> tuple[SimpleNamespace, list[SimpleNamespace]]:
    row = SimpleNamespace(id=number, trainee=f"t{number}", exam_id="cert", exam_version="1",
                          started=f"2026-10-{1 + number % 28:02d}T09:00:00+00:00", passed=True)  # fmt: skip
    items = [
        SimpleNamespace(order=k, scenario_id=name, grade={"score": score, "passed": score >= 80, "errors": []})
        for k, (name, score) in enumerate(zip(("dealing", "payouts", "calls"), scores, strict=True))
    ]
    return row, items


@given(
    st.lists(st.tuples(*[st.sampled_from([40, 70, 80, 100])] * 3), min_size=4, max_size=30),
    st.randoms(use_true_random=False),
)
def test_the_store_read_in_any_order_gives_the_same_item_analysis(scores, rng):
    """Whole attempts stored in another order (scores from a few values, so ties at the group boundaries are the
    rule): every scenario's figures, U-L and r_pb included, are the same."""
    attempts = [_attempt(n, s) for n, s in enumerate(scores)]
    stored = analyse_graded(attempts)
    again = analyse_graded(rng.sample(attempts, len(attempts)))
    assert [s.to_json() for s in again.scenarios] == [s.to_json() for s in stored.scenarios]
    assert [(s.upper_lower, s.point_biserial) for s in again.scenarios] == [
        (s.upper_lower, s.point_biserial) for s in stored.scenarios
    ]
