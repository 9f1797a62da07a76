"""Words a reader sees, in both languages and in plain English: the phases, an exposed card, the amount pad's
clear key, the exam's time limit, and Qt's own dialogs in zh-Hant (qtbase_zh_TW)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from tests.gui.windows import shown_table
from trainer.gui import i18n
from trainer.gui.dealer_table import DealerTable
from trainer.gui.exam_session import rules_lines
from trainer.gui.qt import QCoreApplication, QtWidgets
from trainer.training.exams import load_exam

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.fixture
def table(qtbot, english) -> DealerTable:
    return shown_table(qtbot)


def test_the_phases_after_a_round_are_capitalised_like_the_others(table):
    assert [table._phase_name(p) for p in ("done", "ended", "closed")] == [
        "Round over",
        "Void round cleared: reshuffle",
        "Table closed",
    ]
    assert table._phase_name("betting")[:1].isupper()


def test_a17_1_2_a17_4_1_an_exposed_card_is_said_in_plain_words(table, english):
    assert table._event_text("card_exposed:dealer") == "One of the dealer's cards was exposed."
    assert table._event_text("card_exposed:seat:3") == "A card of seat 3 was exposed."
    assert table._event_text("card_exposed:community") == "A community card was exposed."
    i18n.install_translator(english, "zh-Hant")
    try:
        assert table._event_text("card_exposed:dealer") == "莊家的一張紙牌被過失陽開。"
        assert table._event_text("card_exposed:seat:3") == "第3門的一張紙牌被過失陽開。"
    finally:
        i18n.install_translator(english, "en")


def test_the_amount_pads_clear_key_says_clear_and_fits(table, english):
    for lang, word in (("en", "Clear"), ("zh-Hant", "清")):
        i18n.install_translator(english, lang)
        english.processEvents()
        key = table.b_clear_amount
        assert key.text() == word
        assert key.fontMetrics().horizontalAdvance(key.text()) < key.width(), (lang, key.width())
    i18n.install_translator(english, "en")
    english.processEvents()
    assert table.b_clear_amount.text() == "Clear"


def test_a_one_minute_exam_says_one_minute(english):
    exam = load_exam(ROOT / "scenarios" / "exams" / "certification.toml")
    zh, en = rules_lines(dataclasses.replace(exam, time_limit_minutes=1.0), 1)[0]
    assert en == "Time limit: 1 minute for the whole exam; when it runs out the exam ends." and "1 分鐘" in zh
    _zh, en = rules_lines(dataclasses.replace(exam, time_limit_minutes=30.0), 1)[0]
    assert en.startswith("Time limit: 30 minutes ")


def test_qts_own_dialogs_speak_chinese_in_zh_hant(qtbot, english):
    """OK / Cancel and the file dialogs' words come from Qt's own catalogue, loaded with zh-Hant only."""
    i18n.install_translator(english, "zh-Hant")
    try:
        box = QtWidgets.QMessageBox()
        qtbot.addWidget(box)
        box.setStandardButtons(QtWidgets.QMessageBox.StandardButton.Ok | QtWidgets.QMessageBox.StandardButton.Cancel)
        ok = box.button(QtWidgets.QMessageBox.StandardButton.Ok).text()
        cancel = box.button(QtWidgets.QMessageBox.StandardButton.Cancel).text()
        assert re.search(r"[A-Za-z]{2,}", ok + cancel) is None, (ok, cancel)
        assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    finally:
        i18n.install_translator(english, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
