"""The timings' median (trainer.training.timing.median) is statistics.median: the grade shown at the end of a round
works it out without importing statistics (benchmarks/bench_gui.py: the frame that shows the grade)."""

from __future__ import annotations

import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.training.timing import median


@given(st.lists(st.floats(min_value=0, max_value=1e6, allow_nan=False), min_size=1, max_size=50))
def test_median_is_the_statistics_median(values):
    assert median(values) == pytest.approx(statistics.median(values))


def test_median_of_nothing_is_refused():
    with pytest.raises(ValueError):
        median([])
