"""Translation through Qt Linguist: zh-Hant (the regulation's language) and English.

Source strings in the code are English and go through ``QCoreApplication.translate(context, text)`` or
``self.tr(text)``. The catalogues are ``trainer/gui/i18n/trainer_<lang>.ts`` (in the repository; refreshed
by ``tools/update_translations.py``); ``make translations`` compiles them to ``.qm``. When a ``.qm`` is missing
(a fresh checkout, the tests), :func:`load_translator` compiles the ``.ts`` into a temporary folder with
``pyside6-lrelease``, and failing that reads the ``.ts`` itself.

:func:`install_translator` swaps the application's translator at run time: Qt then sends every widget a
``QEvent.LanguageChange`` (so ``changeEvent`` can retranslate), and :func:`notifier` emits ``languageChanged``
for objects that are not widgets (the table scene).

:data:`TERMS` are the regulation's own words of the Qt-free catalogue ``trainer.engine.words.TERMS`` (context
``Terms``), English → the zh-Hant of ``docs/regulation/zh-Hant.md``; :func:`term` gives a term in the current
language.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NamedTuple

from trainer.engine import words
from trainer.gui.qt import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLocale, QObject, QTranslator, Signal
from trainer.resources import i18n_dir

LANGUAGES: tuple[str, ...] = ("zh-Hant", "en")
"""Supported languages, the regulation's first."""

I18N_DIR = i18n_dir()  # trainer/gui/i18n in a checkout and in the frozen bundle (trainer/resources.py)
TERMS_CONTEXT = "Terms"


class Term(NamedTuple):  # a NamedTuple, not a dataclass: ~1 ms less at start-up
    key: str
    en: str
    zh_hant: str
    clause: str = ""
    """Where the regulation uses the word (for the rule viewer)."""


def _t(key: str, en: str) -> Term:
    word = words.TERMS[key]
    return Term(key, en, word.zh, word.clause)


# Every English source is wrapped in QT_TRANSLATE_NOOP so pyside6-lupdate finds it; the English must be the
# catalogue's (trainer.engine.words.TERMS, which also gives the zh-Hant and the clause): tests/gui/test_i18n.py.
TERMS: dict[str, Term] = {
    t.key: t
    for t in (
        _t("ante", QT_TRANSLATE_NOOP("Terms", "Ante")),
        _t("pair_plus", QT_TRANSLATE_NOOP("Terms", "Pair Plus")),
        _t("play", QT_TRANSLATE_NOOP("Terms", "Play")),
        _t("six_card_bonus", QT_TRANSLATE_NOOP("Terms", "Six Card Bonus")),
        _t("progressive", QT_TRANSLATE_NOOP("Terms", "Progressive Jackpot")),
        _t("ante_bonus", QT_TRANSLATE_NOOP("Terms", "Ante Bonus")),
        _t("base_bets", QT_TRANSLATE_NOOP("Terms", "Base bets")),
        _t("side_bets", QT_TRANSLATE_NOOP("Terms", "Side bets")),
        _t("royal_flush", QT_TRANSLATE_NOOP("Terms", "Royal Flush")),
        _t("straight_flush", QT_TRANSLATE_NOOP("Terms", "Straight Flush")),
        _t("four_of_a_kind", QT_TRANSLATE_NOOP("Terms", "Four of a Kind")),
        _t("full_house", QT_TRANSLATE_NOOP("Terms", "Full House")),
        _t("flush", QT_TRANSLATE_NOOP("Terms", "Flush")),
        _t("straight", QT_TRANSLATE_NOOP("Terms", "Straight")),
        _t("three_of_a_kind", QT_TRANSLATE_NOOP("Terms", "Three of a Kind")),
        _t("pair", QT_TRANSLATE_NOOP("Terms", "Pair")),
        _t("three_odd_cards", QT_TRANSLATE_NOOP("Terms", "Three odd cards")),
        _t("dealer", QT_TRANSLATE_NOOP("Terms", "Dealer")),
        _t("player", QT_TRANSLATE_NOOP("Terms", "Player")),
        _t("position", QT_TRANSLATE_NOOP("Terms", "Position")),
        _t("gaming_table", QT_TRANSLATE_NOOP("Terms", "Gaming table")),
        _t("betting_area", QT_TRANSLATE_NOOP("Terms", "Betting area")),
        _t("community_cards", QT_TRANSLATE_NOOP("Terms", "Community cards")),
        _t("discard_rack", QT_TRANSLATE_NOOP("Terms", "Discard rack")),
        _t("shoe", QT_TRANSLATE_NOOP("Terms", "Shoe")),
        _t("shuffler", QT_TRANSLATE_NOOP("Terms", "Automatic shuffler")),
        _t("cut_card", QT_TRANSLATE_NOOP("Terms", "Cut card")),
        _t("deck", QT_TRANSLATE_NOOP("Terms", "Deck of 52 cards")),
        _t("progressive_display", QT_TRANSLATE_NOOP("Terms", "Electronic display")),
        _t("progressive_pool", QT_TRANSLATE_NOOP("Terms", "Progressive pool")),
        _t("fixed_amount", QT_TRANSLATE_NOOP("Terms", "Fixed amount")),
        _t("round", QT_TRANSLATE_NOOP("Terms", "Round")),
        _t("void_round", QT_TRANSLATE_NOOP("Terms", "Void round")),
        _t("shuffle", QT_TRANSLATE_NOOP("Terms", "Shuffle")),
        _t("shuffle_by_hand", QT_TRANSLATE_NOOP("Terms", "Shuffling by hand")),
        _t("shuffle_by_machine", QT_TRANSLATE_NOOP("Terms", "Shuffling by machine")),
        _t("betting", QT_TRANSLATE_NOOP("Terms", "Betting")),
        _t("dealing", QT_TRANSLATE_NOOP("Terms", "Dealing")),
        _t("raise", QT_TRANSLATE_NOOP("Terms", "Play or fold")),
        _t("results", QT_TRANSLATE_NOOP("Terms", "Deciding the result")),
        _t("payout", QT_TRANSLATE_NOOP("Terms", "Payout")),
        _t("fold", QT_TRANSLATE_NOOP("Terms", "Fold")),
        _t("burn", QT_TRANSLATE_NOOP("Terms", "Burn")),
        _t("exposed", QT_TRANSLATE_NOOP("Terms", "Exposed by mistake")),
        _t("dead", QT_TRANSLATE_NOOP("Terms", "Dead")),
        _t("tie", QT_TRANSLATE_NOOP("Terms", "Tie")),
        _t("winnings", QT_TRANSLATE_NOOP("Terms", "Winnings")),
    )
}

PHASE_TERMS: dict[str, str] = {
    "shuffle": "shuffle",
    "betting": "betting",
    "dealing": "dealing",
    "decisions": "raise",
    "results": "results",
    "payout": "payout",
    "void": "void_round",
}
"""TableView.phase → the TERMS key naming it (A8)."""


def term(key: str) -> str:
    """The regulation's term ``key`` in the current language."""
    return QCoreApplication.translate(TERMS_CONTEXT, TERMS[key].en)


# ----------------------------------------------------------------------------------------------------
# Languages


def normalise_language(lang: str) -> str:
    """``zh-Hant``, ``zh_Hant``, ``zh_TW``, ``zh-MO``, ``zh`` → ``zh-Hant``; ``en``, ``en_US`` → ``en``.

    Raises ValueError with one line for anything else.
    """
    text = lang.strip().replace("_", "-").lower()
    if text == "zh" or text.startswith("zh-"):
        return "zh-Hant"
    if text == "en" or text.startswith("en-"):
        return "en"
    raise ValueError(f'unknown language "{lang}" (use one of: {", ".join(LANGUAGES)})')


def system_language(locale: QLocale | None = None) -> str:
    """The default language from the system locale: any Chinese locale → zh-Hant, anything else → en."""
    name = (locale if locale is not None else QLocale.system()).name()
    return "zh-Hant" if name.lower().startswith("zh") else "en"


def ts_path(lang: str) -> Path:
    return I18N_DIR / f"trainer_{normalise_language(lang).replace('-', '_')}.ts"


def qm_path(lang: str) -> Path:
    return ts_path(lang).with_suffix(".qm")


class TsMessage(NamedTuple):
    context: str
    source: str
    translation: str
    kind: str
    """The translation's ``type`` attribute: "" (finished), ``unfinished``, ``obsolete``, ``vanished``."""


def read_ts(path: Path) -> list[TsMessage]:
    """All messages of a ``.ts`` file. Raises ValueError (one line naming the file) if it is not a TS file."""
    import xml.etree.ElementTree as ET  # only tools and tests read .ts files: not at start-up

    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        raise ValueError(f"{path}: not a readable Qt Linguist file ({exc})") from None
    if root.tag != "TS":
        raise ValueError(f"{path}: root element is <{root.tag}>, expected <TS>")
    out: list[TsMessage] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name", default="")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            out.append(
                TsMessage(
                    context=name,
                    source=msg.findtext("source", default=""),
                    translation=(tr.text or "") if tr is not None else "",
                    kind=tr.get("type", "") if tr is not None else "unfinished",
                )
            )
    return out


class TsTranslator(QTranslator):
    """A translator read straight from a ``.ts`` file: the last resort when no ``.qm`` can be made."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = {
            (m.context, m.source): m.translation
            for m in read_ts(path)
            if m.translation and m.kind not in ("obsolete", "vanished")
        }

    def translate(self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self._table.get((context, source_text), "")

    def isEmpty(self) -> bool:
        return not self._table


def find_lrelease() -> str | None:
    """``pyside6-lrelease`` next to the running Python, or on PATH."""
    here = Path(sys.executable).with_name("pyside6-lrelease")
    if here.exists():
        return str(here)
    import shutil

    return shutil.which("pyside6-lrelease")


_TEMP_QM_DIR: Path | None = None


def compile_ts(ts: Path, out_dir: Path | None = None) -> Path | None:
    """Compile ``ts`` to a ``.qm`` in ``out_dir`` (default: a per-process temporary folder); None on failure."""
    global _TEMP_QM_DIR
    import subprocess  # only when a .qm is missing or stale (a source checkout): not at start-up
    import tempfile

    tool = find_lrelease()
    if tool is None:
        return None
    if out_dir is None:
        if _TEMP_QM_DIR is None:
            _TEMP_QM_DIR = Path(tempfile.mkdtemp(prefix="trainer-qm-"))
        out_dir = _TEMP_QM_DIR
    qm = out_dir / ts.with_suffix(".qm").name
    if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    try:
        done = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return qm if done.returncode == 0 and qm.exists() else None


def load_translator(lang: str, parent: QObject | None = None) -> QTranslator:
    """A translator for ``lang``: the built ``.qm`` if current, else one compiled now, else the ``.ts``."""
    ts = ts_path(lang)
    qm = qm_path(lang)
    candidates: list[Path] = []
    if qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime):
        candidates.append(qm)
    elif ts.exists() and os.environ.get("TRAINER_NO_LRELEASE") != "1":
        built = compile_ts(ts)
        if built is not None:
            candidates.append(built)
    for path in candidates:
        translator = QTranslator(parent)
        if translator.load(str(path)):
            return translator
    if ts.exists():
        return TsTranslator(ts, parent)
    raise FileNotFoundError(f"{ts}: translation catalogue missing")


# ----------------------------------------------------------------------------------------------------
# Switching at run time


class Retranslatable:
    """Mixin for widgets with a ``retranslate()`` method: calls it when the language changes at run time
    (``QEvent.LanguageChange``). Put it first among the bases: ``class Page(Retranslatable, QWidget)``."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]


class LanguageNotifier(QObject):
    """Emits ``languageChanged(lang)`` after :func:`install_translator` swapped the translator."""

    languageChanged = Signal(str)


_NOTIFIER: LanguageNotifier | None = None
_INSTALLED: QTranslator | None = None
_CURRENT = "en"
_QT_INSTALLED: QTranslator | None = None

QT_CATALOGUES: dict[str, str] = {"zh-Hant": "qtbase_zh_TW"}
"""Qt's own catalogue for a language (the buttons of message boxes, the file dialogs, the edit menus), as
PySide6-Essentials ships it; English needs none (Qt's own words are English)."""


def qt_translator(code: str, parent: QObject | None = None) -> QTranslator | None:
    """Qt's own translator for ``code`` (:data:`QT_CATALOGUES`), or None when there is none or it is not shipped.
    Loaded only when that language is chosen (nothing at an English start-up)."""
    name = QT_CATALOGUES.get(code)
    if name is None:
        return None
    from trainer.gui.qt import QtCore

    folder = QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator(parent)
    return translator if translator.load(name, folder) else None


def notifier() -> LanguageNotifier:
    global _NOTIFIER
    if _NOTIFIER is None:
        _NOTIFIER = LanguageNotifier()
    return _NOTIFIER


def current_language() -> str:
    """The language last installed (``en`` before any)."""
    return _CURRENT


def install_translator(app: QCoreApplication, lang: str | None = None) -> str:
    """Make ``lang`` (default: from the system locale) the application's language; returns it normalised.

    Removes the translators installed before, installs the new one and Qt's own for the language
    (:func:`qt_translator`: the standard dialogs' buttons); Qt then sends ``LanguageChange`` to every widget; emits
    :func:`notifier`'s ``languageChanged``.
    """
    global _INSTALLED, _CURRENT, _QT_INSTALLED
    code = normalise_language(lang) if lang else system_language()
    translator = load_translator(code, parent=app)
    if _QT_INSTALLED is not None:
        app.removeTranslator(_QT_INSTALLED)
        _QT_INSTALLED.deleteLater()
    _QT_INSTALLED = qt_translator(code, parent=app)
    if _QT_INSTALLED is not None:
        app.installTranslator(_QT_INSTALLED)  # searched after the trainer's own (installed last)
    if _INSTALLED is not None:
        app.removeTranslator(_INSTALLED)
        _INSTALLED.deleteLater()
    app.installTranslator(translator)
    _INSTALLED = translator
    _CURRENT = code
    notifier().languageChanged.emit(code)
    return code
