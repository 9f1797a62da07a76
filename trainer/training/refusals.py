"""The reasons the store gives when it refuses to start or go on with an attempt, in plain words of both languages
(issue 31). The store (or the results server's function) gives each as data -- a ``code`` and what it names, in
:attr:`trainer.training.store.StoreError.refusal` -- and the app words it in the language chosen, with times in
the PC's local time. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

_WORDS: dict[str, tuple[str, str]] = {
    "no_sitting": ("There is no sitting {sitting}.", "沒有第 {sitting} 號考場。"),
    "other_exam": (
        "Sitting {sitting} is for another version of this exam ({exam}, version {version}): ask the trainer.",
        "第 {sitting} 號考場所用的考核版本不同（{exam}，第 {version} 版）：請聯絡導師。",
    ),
    "closed": ("Sitting {sitting} was closed at {time}.", "第 {sitting} 號考場已於 {time} 結束。"),
    "not_open_yet": ("Sitting {sitting} opens at {time}.", "第 {sitting} 號考場於 {time} 開始。"),
    "window_over": ("Sitting {sitting} closed at {time}.", "第 {sitting} 號考場已於 {time} 截止。"),
    "not_candidate": (
        "{trainee} is not a candidate of sitting {sitting}.",
        "{trainee} 不是第 {sitting} 號考場的考生。",
    ),
    "pc_not_allowed": (
        "This PC (login {login}) may not seat candidates of sitting {sitting}: go to one of its PCs.",
        "本電腦（登入帳戶 {login}）不可用於第 {sitting} 號考場：請到該考場指定的電腦應考。",
    ),
    "attempts_used": (
        "{trainee} has used the {allowed} attempt(s) sitting {sitting} allows.",
        "{trainee} 已用完第 {sitting} 號考場容許的 {allowed} 次應考機會。",
    ),
    "time_up": (
        "Time is up: the attempt ended at {time} by the results store's clock.",
        "時間已到：按成績庫的時鐘，此次應考已於 {time} 結束。",
    ),
    "other_pc": (
        "Attempt {attempt} was started on another PC; this PC (login {login}) may not change it.",
        "第 {attempt} 次應考在另一部電腦開始；本電腦（登入帳戶 {login}）不可更改。",
    ),
}


def local_time(text: str) -> str:
    """An ISO-8601 time as a person reads it: the PC's local time to the minute (the text itself when unreadable)."""
    try:
        return datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return text


def refusal_words(
    refusal: Mapping[str, Any] | None, language: str = "en", *, when: Callable[[str], str] = local_time
) -> str | None:
    """The refusal in plain words of ``language`` (``en`` or ``zh-Hant``); None for one it does not know (the
    caller shows the store's own line then)."""
    if not refusal or refusal.get("code") not in _WORDS:
        return None
    en, zh = _WORDS[str(refusal["code"])]
    names = {key: (when(str(value)) if key == "time" else value) for key, value in refusal.items()}
    try:
        return (zh if language == "zh-Hant" else en).format(**names)
    except (KeyError, IndexError):
        return None
