"""What a stored attempt's seal says when its result is shown: checked against the record, not merely present.

Every place that shows or exports a stored attempt's result for people (the trainer tools' results table and a
trainee's summary, the replay, ``trainer results list`` and ``export``) reads the attempt through the results
store, which checks each seal against the attempt's stored canonical text for the rows it reads, in the same pass
(:meth:`trainer.training.store.ResultsStore.attempts_page`; docs/exams.md, "A broken seal where results are shown").
An attempt whose seal does not match was changed after it was sealed: its score and pass are not presented as
valid, and it is counted apart from any pass rate.
"""

from __future__ import annotations

from enum import StrEnum


class SealState(StrEnum):
    """An attempt's seal as checked when it was read."""

    SEALED = "sealed"
    """Sealed, and the seal matches the record."""
    BROKEN = "broken"
    """Sealed, and the seal does not match: the record was changed after it was sealed."""
    UNSEALED = "unsealed"
    """Not sealed (yet): an attempt in progress or interrupted."""
    UNCHECKED = "unchecked"
    """Not checked: this database role may not read the seal key (a training PC's, on a server)."""


WORDS: dict[SealState, tuple[str, str]] = {
    SealState.SEALED: ("Sealed, seal checked", "已封存，封條相符"),
    SealState.BROKEN: ("Seal broken: this record was changed after it was sealed", "封條不符：此紀錄在封存後被更改"),
    SealState.UNSEALED: ("Not sealed", "未封存"),
    SealState.UNCHECKED: (
        "Seal not checked: this computer may not read the seal key",
        "未核對封條：此電腦不可讀取封存密鑰",
    ),
}
"""The seal state in plain words: (English, zh-Hant)."""

SHORT: dict[SealState, tuple[str, str]] = {
    SealState.SEALED: ("Sealed", "已封存"),
    SealState.BROKEN: ("Seal broken", "封條不符"),
    SealState.UNSEALED: ("Not sealed", "未封存"),
    SealState.UNCHECKED: ("Seal not checked", "未核對封條"),
}
"""The same, short (a table's cell): (English, zh-Hant)."""

INVALID = "—"
"""Shown in place of the score and the pass of an attempt whose seal is broken."""


def seal_words(state: SealState | str, lang: str = "en", *, short: bool = False) -> str:
    """The seal state in plain words, in ``lang`` (``en`` or ``zh-Hant``)."""
    en, zh = (SHORT if short else WORDS)[SealState(state)]
    return zh if lang == "zh-Hant" else en


def seal_both(state: SealState | str, *, short: bool = False) -> str:
    """The seal state in both languages: ``zh-Hant English``... as ``中文 / English``."""
    en, zh = (SHORT if short else WORDS)[SealState(state)]
    return f"{zh} / {en}"


NOT_CHECKED: dict[str, tuple[str, str]] = {
    "export": (
        "Seals not checked in this export: to check them, run trainer results verify, or export with --check-seals",
        "本次匯出未核對封條：如需核對，請執行 trainer results verify，或加上 --check-seals 匯出",
    ),
    "analysis": (
        "Seals not checked in these figures: to check them, run trainer results verify, or add --check-seals",
        "以上數字未核對封條：如需核對，請執行 trainer results verify，或加上 --check-seals",
    ),
}
"""What a bulk read that did not check the seals (``trainer results export --format csv|xapi`` and ``trainer
results analysis`` without ``--check-seals``) says on standard error: (English, zh-Hant)."""


def not_checked_line(what: str) -> str:
    """One line in both languages: the seals were not checked in this ``export`` or ``analysis``, and how to
    check them."""
    en, zh = NOT_CHECKED[what]
    return f"{en} / {zh}"
