"""Checks on text a person reads: no internal names, no doubled words, each language in its own words.

Used by the tests of the grade messages (tests/training/test_messages.py), the command line and the GUI.
"""

from __future__ import annotations

import re

from trainer.engine.actions import ACTION_KINDS, PAY_BETS, RULINGS
from trainer.engine.setup import CONDUCTS
from trainer.training.grading import MESSAGES

IDENTIFIERS = frozenset({*PAY_BETS, *RULINGS, *CONDUCTS, *ACTION_KINDS, *MESSAGES}) - {
    # plain English words that are also keys: they are fine in an English sentence
    "ante",
    "play",
    "progressive",
    "continue",
    "reshuffle",
    "shuffle",
    "cut",
    "deal",
    "burn",
    "collect",
    "reveal",
    "declare",
    "take",
    "push",
    "pay",
    "clear",
    "recording",
    "predicting",
    "omitted",
}
"""The vocabularies of the contract and the grader, as they appear in code."""

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
PLACE_ID = re.compile(r"\b(?:seat|house):")
QUOTED_ID = re.compile(r"""['"‘“「『][A-Za-z_:0-9]+['"’”」』]""")
REPR = re.compile(r"\b(?:None|True|False)\b|\bAction\(|\bPhase\.|[{}]")
CJK = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[a-z]{2,}")
KEY_NAMES = re.compile(r"\b(?:Ctrl|Shift|Esc|Enter|Del|Backspace|Tab)\b")
"""Keys are named as on the keyboard in both languages."""
EN_DOUBLE = re.compile(r"\b(\w+(?:\W+\w+){0,4})\W+\1\b", re.IGNORECASE)
ZH_DOUBLE = re.compile(r"(\w{2,}?)\W*\1")


def problems(text: str, lang: str) -> list[str]:
    """What is wrong with ``text`` (in ``en`` or ``zh-Hant``) for a reader; empty if nothing."""
    found: list[str] = []
    for pattern, what in ((SNAKE, "internal name"), (PLACE_ID, "internal place"), (QUOTED_ID, "quoted name"),
                          (REPR, "code repr")):  # fmt: skip
        found += [f"{what} {m.group(0)!r}" for m in pattern.finditer(text)]
    words = set(re.findall(r"[a-z_]+", text))
    found += [f"identifier {w!r}" for w in sorted(words & IDENTIFIERS)]
    if lang.startswith("zh"):
        found += [f"English word {m.group(0)!r} in zh-Hant" for m in LATIN_WORD.finditer(KEY_NAMES.sub("", text))]
        for m in ZH_DOUBLE.finditer(text):
            if not m.group(1).isdigit():
                found.append(f"doubled {m.group(0)!r}")
    else:
        found += [f"Chinese {m.group(0)!r} in English" for m in CJK.finditer(text)]
        for m in EN_DOUBLE.finditer(text):
            if not m.group(1).isdigit():
                found.append(f"doubled {m.group(0)!r}")
    return found
