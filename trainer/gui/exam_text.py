"""Words the exam screens, the trainer tools and the PDF report share: attempt statuses, skills, severities, an
attempt's standing and a sitting's state (issue 31).

Each is a source string for Qt's translation layer (contexts ``Status``, ``Skill``, ``Severity``, ``Standing``,
``StandingMeaning``, ``SittingState``);
:func:`text` gives it in the current language, :func:`zh_hant` in Traditional Chinese whatever the current
language (the bilingual report needs both).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from trainer.gui.qt import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

STATUS: dict[str, str] = {
    "in_progress": QT_TRANSLATE_NOOP("Status", "In progress"),
    "interrupted": QT_TRANSLATE_NOOP("Status", "Interrupted"),
    "finished": QT_TRANSLATE_NOOP("Status", "Finished"),
    "timed_out": QT_TRANSLATE_NOOP("Status", "Timed out"),
    "closed": QT_TRANSLATE_NOOP("Status", "Closed"),
}
SKILL: dict[str, str] = {
    "dealing": QT_TRANSLATE_NOOP("Skill", "Dealing"),
    "irregularities": QT_TRANSLATE_NOOP("Skill", "Irregularities"),
    "payouts": QT_TRANSLATE_NOOP("Skill", "Payouts"),
    "procedure": QT_TRANSLATE_NOOP("Skill", "Procedure"),
}
NOT_TESTED = QT_TRANSLATE_NOOP("SkillResult", "not tested")
"""A skill the exam gave nothing to judge (:mod:`trainer.training.skill_figures`): its figure is no result."""
SEVERITY: dict[str, str] = {
    "critical": QT_TRANSLATE_NOOP("Severity", "critical"),
    "major": QT_TRANSLATE_NOOP("Severity", "major"),
    "minor": QT_TRANSLATE_NOOP("Severity", "minor"),
}
STANDING: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP("Standing", "Official"),
    "provisional": QT_TRANSLATE_NOOP("Standing", "Provisional"),
    "unofficial": QT_TRANSLATE_NOOP("Standing", "Unofficial (practice)"),
}
"""What an attempt counts for (issue 31; :class:`trainer.training.store.Standing`, whose ``standing_words`` say
the same in both languages)."""
STANDING_MEANING: dict[str, str] = {
    "official": QT_TRANSLATE_NOOP("StandingMeaning", "Taken in a sitting a trainer signed off: the result counts."),
    "provisional": QT_TRANSLATE_NOOP(
        "StandingMeaning",
        "Taken in a sitting not signed off yet: provisional until the trainer signs the sitting off, then official.",
    ),
    "unofficial": QT_TRANSLATE_NOOP(
        "StandingMeaning", "A practice exam, outside any sitting: unofficial, the result does not count."
    ),
}
SITTING_STATE: dict[str, str] = {
    "signed off": QT_TRANSLATE_NOOP("SittingState", "Signed off"),
    "closed": QT_TRANSLATE_NOOP("SittingState", "Closed"),
    "scheduled": QT_TRANSLATE_NOOP("SittingState", "Not open yet"),
    "open": QT_TRANSLATE_NOOP("SittingState", "Open"),
    "over": QT_TRANSLATE_NOOP("SittingState", "Window over, not closed"),
}
"""A sitting's state (:meth:`trainer.training.sittings.Sitting.state`; its ``STATE_WORDS`` say the same)."""
TABLES: dict[str, dict[str, str]] = {
    "Status": STATUS,
    "Skill": SKILL,
    "Severity": SEVERITY,
    "Standing": STANDING,
    "StandingMeaning": STANDING_MEANING,
    "SittingState": SITTING_STATE,
}


_translate = QCoreApplication.translate
"""For strings declared with QT_TRANSLATE_NOOP (lupdate finds them there, not at the call)."""


def translated(context: str, source: str) -> str:
    """A QT_TRANSLATE_NOOP-declared ``source`` of ``context`` in the current language."""
    return _translate(context, source)


def text(context: str, key: str) -> str:
    """``key`` of ``context`` (Status, Skill, Severity) in the current language; unknown keys as they are."""
    source = TABLES[context].get(key)
    return key if source is None else translated(context, source)


@lru_cache(maxsize=1)
def _zh_translator() -> QTranslator | None:
    from trainer.gui.i18n import load_translator

    try:
        return load_translator("zh-Hant")
    except (FileNotFoundError, ValueError):
        return None


def zh_hant(context: str, source: str) -> str:
    """The zh-Hant translation of ``source`` in ``context`` (the source itself if there is none)."""
    translator = _zh_translator()
    found = translator.translate(context, source) if translator is not None else ""
    return found or source


def refusal_text(refusal: Mapping[str, Any] | None) -> str | None:
    """A refusal of the results store (:attr:`trainer.training.store.StoreError.refusal`: a sitting not open, a
    name not listed, the time up ...) in plain words of the current language, with local times; None without one,
    or for one it has no words for (the caller shows the store's own line then)."""
    if not refusal:
        return None
    from trainer.gui.i18n import current_language
    from trainer.training.refusals import refusal_words

    return refusal_words(refusal, current_language())


def both(context: str, source: str) -> str:
    """``中文 English`` (just the English when the two are the same)."""
    zh = zh_hant(context, source)
    return source if zh == source else f"{zh} {source}"


def key_both(context: str, key: str) -> str:
    """A status/skill/severity key, bilingual."""
    source = TABLES[context].get(key)
    return key if source is None else both(context, source)
