"""Every fault the engine and the grader can find, as one enum that carries its severity and its skill.

A :class:`Fault` is a ``str`` (its code: what results stores, exports and ``replay --json`` name, so codes never
change). ``severity`` decides the penalty (docs/grading.md); ``skill`` is the skill the fault always counts against,
or None where that is the skill of the action that was due (an omission, an unfinished round: what was omitted
decides). ``Fault.of(code)`` of an unknown code raises ``ValueError``: no fault is ever graded by a guess.
"""

from __future__ import annotations

from enum import StrEnum
from typing import cast


class Fault(StrEnum):
    severity: str
    skill: str | None

    def __new__(cls, code: str, severity: str, skill: str | None = None) -> Fault:
        member = str.__new__(cls, code)
        member._value_ = code
        member.severity = severity
        member.skill = skill
        return member

    @classmethod
    def of(cls, code: str) -> Fault:
        """The fault with this code; ``ValueError`` for a code that is none."""
        try:
            return cast(Fault, cls._value2member_map_[code])
        except KeyError:
            raise ValueError(f"unknown fault code {code!r}") from None

    OMITTED = ("omitted", "major", None)
    OMITTED_RULING = ("omitted_ruling", "major", "irregularities")
    OMITTED_VOID = ("omitted_void", "critical", "irregularities")
    OMITTED_SETTLEMENT = ("omitted_settlement", "major", "payouts")
    LATE_RULING = ("late_ruling", "major", "irregularities")
    WRONG_RULING = ("wrong_ruling", "critical", "irregularities")
    UNWARRANTED_RULING = ("unwarranted_ruling", "major", "irregularities")
    WRONG_QUALIFIER = ("wrong_qualifier", "major", "payouts")
    DECLARE_TOO_EARLY = ("declare_too_early", "minor", None)
    DECLARED_TWICE = ("declared_twice", "minor", None)
    WRONG_SHUFFLE_METHOD = ("wrong_shuffle_method", "major", "dealing")
    SHUFFLE_NOT_DUE = ("shuffle_not_due", "minor", "dealing")
    CUT_WITH_MACHINE = ("cut_with_machine", "minor", "dealing")
    CUT_NOT_DUE = ("cut_not_due", "minor", "dealing")
    DEAL_BEFORE_SHUFFLE = ("deal_before_shuffle", "major", "dealing")
    DEAL_BEFORE_CUT = ("deal_before_cut", "major", "dealing")
    DEAL_IN_VOID_ROUND = ("deal_in_void_round", "major", "dealing")
    DEAL_NOT_DUE = ("deal_not_due", "major", "dealing")
    DEAL_AFTER_DEALING = ("deal_after_dealing", "major", "dealing")
    BURN_NOT_DUE = ("burn_not_due", "major", "dealing")
    DEAL_TO_EMPTY_SEAT = ("deal_to_empty_seat", "major", "dealing")
    COMMUNITY_WITHOUT_PROGRESSIVE = ("community_without_progressive", "major", "dealing")
    MISSING_BURN = ("missing_burn", "major", "dealing")
    DEAL_ORDER = ("deal_order", "major", "dealing")
    NO_SUCH_BET = ("no_such_bet", "minor", "payouts")
    REJECT_NOT_DUE = ("reject_not_due", "minor", "irregularities")
    REJECT_VALID_BET = ("reject_valid_bet", "major", "irregularities")
    COLLECT_WITH_SIDE_BET = ("collect_with_side_bet", "major", "procedure")
    COLLECT_NOT_DUE = ("collect_not_due", "minor", "procedure")
    COLLECT_LIVE_HAND = ("collect_live_hand", "major", "procedure")
    REVEAL_COMMUNITY_WITHOUT_PROGRESSIVE = ("reveal_community_without_progressive", "major", "procedure")
    COMMUNITY_BEFORE_DEALER = ("community_before_dealer", "minor", "procedure")
    REVEAL_NOT_DUE = ("reveal_not_due", "minor", "procedure")
    REVEAL_TWICE = ("reveal_twice", "minor", "procedure")
    REVEAL_TOO_EARLY = ("reveal_too_early", "major", "procedure")
    UNREVEALED_HAND_SETTLED = ("unrevealed_hand_settled", "major", "procedure")
    REVEAL_SEAT_TOO_EARLY = ("reveal_seat_too_early", "minor", "procedure")
    REVEAL_SEAT_TWICE = ("reveal_seat_twice", "minor", "procedure")
    REVEAL_SEAT_NO_HAND = ("reveal_seat_no_hand", "minor", "procedure")
    REVEAL_FOLDED_HAND = ("reveal_folded_hand", "minor", "procedure")
    REVEAL_SEAT_NOT_DUE = ("reveal_seat_not_due", "minor", "procedure")
    SETTLED_TWICE = ("settled_twice", "major", "payouts")
    SETTLE_TOO_EARLY = ("settle_too_early", "major", "payouts")
    SETTLE_NOT_DUE = ("settle_not_due", "minor", "payouts")
    PROGRESSIVE_NOT_KEPT = ("progressive_not_kept", "major", "payouts")
    PROGRESSIVE_ORDER = ("progressive_order", "major", "payouts")
    WRONG_SETTLEMENT = ("wrong_settlement", "major", "payouts")
    CLEAR_TOO_EARLY = ("clear_too_early", "major", "procedure")
    ROUND_OVER = ("round_over", "minor", None)
    ROUND_UNFINISHED = ("round_unfinished", "critical", None)
    HOUSE_ORDER = ("house_order", "minor", None)
    NOT_DUE = ("not_due", "minor", None)
