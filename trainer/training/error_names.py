"""Each error code's name in plain words, in Traditional Chinese and English (Qt-free).

A grade stores each error by its code (:class:`~trainer.engine.faults.Fault`: ``late_ruling`` …), which a person
reading an export should never have to decode. :data:`NAMES` gives every code a short name in both languages, the
regulation's language first; :func:`error_words` writes an error as its clause and that name
(``A17.4.1 裁定過遲 / Late ruling``), as the results CSV's errors column does. ``tests/training/test_error_names.py``
fails on a code of :class:`Fault` that has no name here.
"""

from __future__ import annotations

from trainer.engine.faults import Fault

NAMES: dict[Fault, tuple[str, str]] = {
    Fault.OMITTED: ("遺漏步驟", "Step omitted"),
    Fault.OMITTED_RULING: ("未作裁定", "Ruling missing"),
    Fault.OMITTED_VOID: ("未宣佈牌局無效", "Void round not declared"),
    Fault.OMITTED_SETTLEMENT: ("清枱前未結算", "Not settled before the clear"),
    Fault.LATE_RULING: ("裁定過遲", "Late ruling"),
    Fault.WRONG_RULING: ("裁定錯誤", "Wrong ruling"),
    Fault.UNWARRANTED_RULING: ("無需作出的裁定", "Ruling not called for"),
    Fault.WRONG_QUALIFIER: ("莊家紙牌判定錯誤", "Wrong call on the dealer's hand"),
    Fault.DECLARE_TOO_EARLY: ("過早判定莊家紙牌", "Dealer's hand called too early"),
    Fault.DECLARED_TWICE: ("重複判定莊家紙牌", "Dealer's hand called twice"),
    Fault.WRONG_SHUFFLE_METHOD: ("洗牌方式錯誤", "Wrong shuffle"),
    Fault.SHUFFLE_NOT_DUE: ("不應洗牌", "Shuffle not due"),
    Fault.CUT_WITH_MACHINE: ("洗牌機洗牌後不應切牌", "Cut after a machine shuffle"),
    Fault.CUT_NOT_DUE: ("不應切牌", "Cut not due"),
    Fault.DEAL_BEFORE_SHUFFLE: ("未洗牌便派牌", "Dealt before shuffling"),
    Fault.DEAL_BEFORE_CUT: ("未切牌便派牌", "Dealt before the cut"),
    Fault.DEAL_IN_VOID_ROUND: ("在無效牌局中派牌", "Dealt in a void round"),
    Fault.DEAL_NOT_DUE: ("不應派牌", "Dealing not due"),
    Fault.DEAL_AFTER_DEALING: ("多派紙牌", "Extra card dealt"),
    Fault.BURN_NOT_DUE: ("錯誤銷牌", "Card burned when none is"),
    Fault.DEAL_TO_EMPTY_SEAT: ("向沒有投注的門派牌", "Card to a position with no bet"),
    Fault.COMMUNITY_WITHOUT_PROGRESSIVE: (
        "沒有累進大獎投注卻派共用紙牌",
        "Community cards without a Progressive Jackpot bet",
    ),
    Fault.MISSING_BURN: ("未銷牌", "No burn"),
    Fault.DEAL_ORDER: ("派牌次序或方式錯誤", "Dealing order or method broken"),
    Fault.NO_SUCH_BET: ("投注不在檯面上", "No such bet on the layout"),
    Fault.REJECT_NOT_DUE: ("不應拒絕投注", "Bet refused too late"),
    Fault.REJECT_VALID_BET: ("拒絕了有效投注", "Valid bet refused"),
    Fault.COLLECT_WITH_SIDE_BET: ("錯誤收回仍需的紙牌", "Collected cards still needed"),
    Fault.COLLECT_NOT_DUE: ("不應收牌", "Collecting not due"),
    Fault.COLLECT_LIVE_HAND: ("收回了未放棄的紙牌", "Live hand collected"),
    Fault.REVEAL_COMMUNITY_WITHOUT_PROGRESSIVE: (
        "錯誤亮出共用紙牌",
        "Community cards revealed with no bet on them",
    ),
    Fault.COMMUNITY_BEFORE_DEALER: ("過早亮出共用紙牌", "Community cards revealed before the dealer's hand"),
    Fault.REVEAL_NOT_DUE: ("不應亮出共用紙牌", "Community cards revealed at the wrong time"),
    Fault.REVEAL_TWICE: ("重複亮出莊家紙牌", "Dealer's hand revealed twice"),
    Fault.REVEAL_TOO_EARLY: ("過早亮牌", "Revealed too early"),
    Fault.UNREVEALED_HAND_SETTLED: ("未亮牌便結算", "Bet settled on an unseen hand"),
    Fault.REVEAL_SEAT_TOO_EARLY: ("過早翻開玩家紙牌", "Player's hand turned up too early"),
    Fault.REVEAL_SEAT_TWICE: ("重複翻開玩家紙牌", "Player's hand turned up twice"),
    Fault.REVEAL_SEAT_NO_HAND: ("翻開沒有紙牌的門", "Turned up a position with no cards"),
    Fault.REVEAL_FOLDED_HAND: ("翻開已放棄的紙牌", "Folded hand turned up"),
    Fault.REVEAL_SEAT_NOT_DUE: ("不應翻開玩家紙牌", "Player's hand turned up when not due"),
    Fault.SETTLED_TWICE: ("重複結算", "Bet settled twice"),
    Fault.SETTLE_TOO_EARLY: ("過早結算", "Settled too early"),
    Fault.SETTLE_NOT_DUE: ("未到結算時間", "Settlement not due yet"),
    Fault.PROGRESSIVE_NOT_KEPT: ("累進大獎投注應留待下一局", "Progressive Jackpot bet not kept"),
    Fault.PROGRESSIVE_ORDER: ("累進大獎派彩次序錯誤", "Progressive Jackpot paid out of order"),
    Fault.WRONG_SETTLEMENT: ("結算錯誤", "Wrong settlement"),
    Fault.CLEAR_TOO_EARLY: ("過早清枱", "Table cleared too early"),
    Fault.ROUND_OVER: ("牌局結束後的動作", "Action after the round is over"),
    Fault.ROUND_UNFINISHED: ("牌局未完成", "Round not finished"),
    Fault.HOUSE_ORDER: ("未依從場館程序", "House procedure not followed"),
    Fault.NOT_DUE: ("動作時機錯誤", "Action at the wrong time"),
}
"""Every error code's name: (Traditional Chinese, English)."""

BOTH: dict[str, str] = {str(code): f"{zh} / {en}" for code, (zh, en) in NAMES.items()}
"""Every code's name in both languages (``裁定過遲 / Late ruling``), worked out once."""


def error_words(clause: str, code: str) -> str:
    """An error as its clause and its name in both languages: ``A17.4.1 裁定過遲 / Late ruling``. A code no fault
    has (a damaged grade) is written as stored, so nothing is hidden."""
    name = BOTH.get(code, code)
    return f"{clause} {name}" if clause else name
