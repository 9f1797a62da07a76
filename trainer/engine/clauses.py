"""The one definition of the regulation's clause ids (``A17.1.2`` = Art. 17, paragraph 1, item (ii); ``A14`` = the
whole of Art. 14), as ``docs/regulation/en.md`` numbers them.

``Clause`` is a ``StrEnum``: a member is its text (``Clause.A17_2 == "A17.2"``), so errors, grades, scenarios and
stored records keep their plain strings. Code that cites a clause writes the member (``Clause.A17_2``), never the
string; ``tests/engine/test_clauses.py`` checks that every member is a clause of ``docs/regulation/en.md`` and
that every clause id cited anywhere in ``trainer/`` is a member. Not clauses: the trainer's own house rules
(``house:<name>``) and the readings (``docs/readings.md``).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["CLAUSES", "Clause", "is_clause"]


class Clause(StrEnum):
    """Every article and numbered provision of the regulation."""

    # Art. 1: What the rules cover
    A1 = "A1"

    # Art. 2: Equipment
    A2 = "A2"
    A2_1 = "A2.1"
    A2_2 = "A2.2"

    # Art. 3: The bets
    A3 = "A3"
    A3_1 = "A3.1"
    A3_2 = "A3.2"
    A3_3 = "A3.3"
    A3_4 = "A3.4"

    # Art. 4: Betting singly or in combination
    A4 = "A4"
    A4_1 = "A4.1"
    A4_2 = "A4.2"
    A4_3 = "A4.3"

    # Art. 5: The table
    A5 = "A5"
    A5_1 = "A5.1"
    A5_2 = "A5.2"
    A5_3 = "A5.3"
    A5_4 = "A5.4"

    # Art. 6: Order of the cards
    A6 = "A6"
    A6_1 = "A6.1"
    A6_2 = "A6.2"
    A6_3 = "A6.3"

    # Art. 7: The hands
    A7 = "A7"
    A7_1 = "A7.1"
    A7_1_1 = "A7.1.1"
    A7_1_2 = "A7.1.2"
    A7_1_3 = "A7.1.3"
    A7_1_4 = "A7.1.4"
    A7_1_5 = "A7.1.5"
    A7_1_6 = "A7.1.6"
    A7_2 = "A7.2"
    A7_3 = "A7.3"

    # Art. 8: The stages of a round
    A8 = "A8"

    # Art. 9: Shuffling
    A9 = "A9"
    A9_1 = "A9.1"
    A9_2 = "A9.2"
    A9_3 = "A9.3"

    # Art. 10: Rules for betting
    A10 = "A10"
    A10_1 = "A10.1"
    A10_2 = "A10.2"
    A10_3 = "A10.3"

    # Art. 11: Dealing
    A11 = "A11"
    A11_1 = "A11.1"
    A11_2 = "A11.2"
    A11_3 = "A11.3"
    A11_4 = "A11.4"
    A11_5 = "A11.5"

    # Art. 12: Playing on or folding
    A12 = "A12"
    A12_1 = "A12.1"
    A12_2 = "A12.2"
    A12_3 = "A12.3"
    A12_4 = "A12.4"

    # Art. 13: Deciding the results
    A13 = "A13"
    A13_1 = "A13.1"
    A13_2 = "A13.2"
    A13_3 = "A13.3"
    A13_4 = "A13.4"
    A13_5 = "A13.5"
    A13_6 = "A13.6"
    A13_7 = "A13.7"

    # Art. 14: How the Six Card Bonus is made
    A14 = "A14"

    # Art. 15: The Progressive Jackpot
    A15 = "A15"
    A15_1 = "A15.1"
    A15_2 = "A15.2"
    A15_3 = "A15.3"
    A15_4 = "A15.4"
    A15_5 = "A15.5"
    A15_6 = "A15.6"

    # Art. 16: The pay tables
    A16 = "A16"
    A16_1 = "A16.1"
    A16_2 = "A16.2"
    A16_3 = "A16.3"

    # Art. 17: Void rounds and faults
    A17 = "A17"
    A17_1 = "A17.1"
    A17_1_1 = "A17.1.1"
    A17_1_2 = "A17.1.2"
    A17_1_3 = "A17.1.3"
    A17_2 = "A17.2"
    A17_3 = "A17.3"
    A17_4 = "A17.4"
    A17_4_1 = "A17.4.1"
    A17_4_2 = "A17.4.2"
    A17_5 = "A17.5"

    # Art. 18: What is not allowed
    A18 = "A18"
    A18_1 = "A18.1"
    A18_2 = "A18.2"
    A18_3 = "A18.3"


CLAUSES: frozenset[str] = frozenset(Clause)
"""The clause ids as plain text (for checkers that test a string read from a file)."""


def is_clause(text: object) -> bool:
    """Whether ``text`` is a clause id of the regulation."""
    return isinstance(text, str) and text in CLAUSES
