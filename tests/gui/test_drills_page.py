"""The payout drill page: cards face up, the bet to settle, keypad, chips, T/P, feedback and streak (issue 13)."""

from __future__ import annotations

import re

import pytest

from trainer.gui import i18n
from trainer.gui.drills_page import DrillPage
from trainer.gui.qt import Qt
from trainer.training.drills import right_answer

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")
ALT = Qt.KeyboardModifier.AltModifier


def _page(qtbot) -> DrillPage:
    page = DrillPage(seed=3)
    qtbot.addWidget(page)
    page.resize(1152, 720)
    page.show()
    qtbot.waitExposed(page)
    page.setFocus()
    return page


def _settle_right(qtbot, page: DrillPage) -> None:
    how, amount = right_answer(page.item.results[page.session.bet])
    if how == "pay":
        for digit in str(amount):
            qtbot.keyClick(page, getattr(Qt.Key, f"Key_{digit}"))
        qtbot.keyClick(page, Qt.Key.Key_Return)
    else:
        qtbot.keyClick(page, Qt.Key.Key_T if how == "take" else Qt.Key.Key_P)


def test_a_seat_settled_right_by_keys_builds_a_streak(qtbot, english):
    page = _page(qtbot)
    assert page.seat_row.cards.pixmap() is not None and not page.seat_row.cards.pixmap().isNull()
    first = page.item
    for _ in first.to_settle:
        _settle_right(qtbot, page)
    assert page.session.streak == len(first.to_settle) and page.item is not first
    assert page.feedback.text().startswith("✓") and f"Streak {len(first.to_settle)}" in page.stats.text()
    assert "(fast ≤ 4 s, on target ≤ 8 s)" in page.stats.text()  # the targets the time is held to


def test_chips_build_the_amount_and_a_wrong_payout_is_shown_with_the_right_one(qtbot, english):
    page = _page(qtbot)
    qtbot.keyClick(page, Qt.Key.Key_1, ALT)
    qtbot.mouseClick(page.chip_buttons[25], Qt.MouseButton.LeftButton)
    assert page.amount == 30 and page.amount_edit.text() == "30"
    qtbot.keyClick(page, Qt.Key.Key_W)
    assert page.amount == 0
    how, _amount = right_answer(page.item.results[page.session.bet])
    qtbot.keyClick(page, Qt.Key.Key_T if how != "take" else Qt.Key.Key_P)  # surely wrong
    text = page.feedback.text()
    assert text.startswith("✗") and "the right settlement:" in text and page.session.streak == 0


def _answer_wrong_by_paying(qtbot, page: DrillPage) -> int:
    """Pay an amount that is not the right answer; returns it."""
    how, amount = right_answer(page.item.results[page.session.bet])
    wrong = 15 if (how, amount) != ("pay", 15) else 25
    for digit in str(wrong):
        qtbot.keyClick(page, getattr(Qt.Key, f"Key_{digit}"))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    return wrong


def test_a_wrong_payout_says_what_was_paid_in_plain_words(qtbot, english):
    page = _page(qtbot)
    paid = _answer_wrong_by_paying(qtbot, page)
    text = page.feedback.text()
    assert f"you paid {paid};" in text and "you did" not in text


def test_the_feedback_line_follows_a_language_switch(qtbot, english):
    """Ctrl+L after an answer: the line under the cards is rebuilt in the new language (it stayed English)."""
    page = _page(qtbot)
    _answer_wrong_by_paying(qtbot, page)
    before = page.feedback.text()
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        shown = page.feedback.text()
        assert shown.startswith("✗") and "派彩 " in shown and "正確的結算" in shown
        assert re.search(r"[A-Za-z]{2,}", shown) is None, shown  # no English word left
    finally:
        i18n.install_translator(english, "en")
        english.processEvents()
    assert page.feedback.text() == before
    _settle_right(qtbot, page)
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert page.feedback.text().startswith("✓") and re.search(r"[A-Za-z]{2,}", page.feedback.text()) is None
    finally:
        i18n.install_translator(english, "en")


def test_a16_1_a_wrong_pair_plus_names_the_seats_hand_and_not_the_dealers(qtbot, english):
    """Pair Plus is paid on the seat's hand alone (A16.1): the note after a wrong answer names only that hand; the
    Ante and the Play, decided against the dealer (A13), also name the dealer's."""
    page = _page(qtbot)
    for _ in range(60):
        if page.session.bet in ("pair_plus", "play"):
            bet = page.session.bet
            _answer_wrong_by_paying(qtbot, page)
            text = page.feedback.text()
            if bet == "pair_plus":
                assert "Dealer" not in text and text.endswith(")"), text
                return
            assert "Dealer: " in text, text
        else:
            _settle_right(qtbot, page)
    raise AssertionError("no Pair Plus bet came up")


def test_the_page_speaks_chinese(qtbot, english):
    page = _page(qtbot)
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert page.title.text() == "派彩練習" and page.now_label.text().startswith("現在結算：")
        assert page.dealer_row.caption.text() == "莊家"
    finally:
        i18n.install_translator(english, "en")


def test_a_missed_line_comes_back_first(qtbot, english):
    """The page records every answer in its learner model; a line just missed is due again before the pass goes
    on (FSRS: a miss comes back within minutes — here the clock is moved on by a quarter of an hour)."""
    page = _page(qtbot)
    how, _amount = right_answer(page.item.results[page.session.bet])
    qtbot.keyClick(page, Qt.Key.Key_T if how != "take" else Qt.Key.Key_P)  # wrong
    assert page.learner.reviews and not page.learner.reviews[-1].correct
    from datetime import UTC, datetime, timedelta

    from trainer.training.drills import adaptive_drill

    later = datetime.now(UTC) + timedelta(minutes=15)
    item = next(adaptive_drill(1, page.learner, lambda: later))
    from trainer.training.learner import drill_item

    missed = page.learner.reviews[-1].item
    assert page.learner.due(later) == [missed]
    assert drill_item(*item.line) == missed  # the next seat is built around the missed line


def test_a_trainees_practice_is_kept_in_the_results_store_and_comes_back(qtbot, english, tmp_path):
    from trainer.training.store import ResultsStore

    def opener() -> ResultsStore:
        return ResultsStore.open(tmp_path / "data")

    page = DrillPage(seed=4, store=opener)
    qtbot.addWidget(page)
    page.show()
    page.profile_edit.setText("S1234")
    page.use_profile("S1234")
    how, _amount = right_answer(page.item.results[page.session.bet])
    page.settle("take" if how != "take" else "push")  # a miss
    assert page.learner.trainee == "S1234" and len(page.learner.reviews) == 1
    assert "line(s) due for review" in page.due_label.text()  # a miss comes back in minutes, not at once
    again = DrillPage(seed=5, store=opener)
    qtbot.addWidget(again)
    again.use_profile("S1234")
    assert [r.item for r in again.learner.reviews] == [r.item for r in page.learner.reviews]
    again.use_profile("bad\nname")  # refused at entry: the profile stays
    assert again.learner.trainee == "S1234"


def test_the_drills_due_line_counts_and_names_pay_lines_never_a_key(qtbot, english):
    """The learner model the drills share with Deal me rounds and exams holds calls and steps too: the drill page's
    line counts the pay lines due and names the weakest pay line in words — never ``call:void_round``."""
    from datetime import UTC, datetime, timedelta

    now = datetime.now(UTC)
    page = _page(qtbot)
    for n in range(4):
        page.learner.record("call:void_round", n == 0, None, now - timedelta(days=2, minutes=n))
    page._show_stats()
    assert page.due_label.text() == "0 line(s) due for review · weakest: —"
    for n in range(4):
        page.learner.record("pay:pair_plus:flush", n != 1, 3.0, now - timedelta(days=2, minutes=n))
    page._show_stats()
    assert page.due_label.text() == "1 line(s) due for review · weakest: Pair Plus: Flush"
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    assert page.due_label.text() == "1 項待複習 · 最弱：對子或以上注：同花"
