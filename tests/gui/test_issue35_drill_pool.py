"""Issue 35: the drill's question says the Progressive pool the payout is worked out from, in both languages."""

from __future__ import annotations

import pytest

from trainer.gui import i18n
from trainer.gui.drills_page import DrillPage
from trainer.gui.qt import Qt
from trainer.training.drills import right_answer

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _settle_right(qtbot, page: DrillPage) -> None:
    how, amount = right_answer(page.item.results[page.session.bet])
    if how == "pay":
        for digit in str(amount):
            qtbot.keyClick(page, getattr(Qt.Key, f"Key_{digit}"))
        qtbot.keyClick(page, Qt.Key.Key_Return)
    else:
        qtbot.keyClick(page, Qt.Key.Key_T if how == "take" else Qt.Key.Key_P)


def test_a16_3_the_question_of_a_progressive_bet_says_the_pool(qtbot, english):
    page = DrillPage(seed=3)
    qtbot.addWidget(page)
    page.resize(1152, 720)
    page.show()
    qtbot.waitExposed(page)
    page.setFocus()
    pools = set()
    for _ in range(400):
        if page.session.bet == "progressive":
            pool = f"{page.item.pool:,}"
            assert page.now_label.text().startswith("Settle now: Progressive Jackpot")
            assert page.now_label.text().endswith(f"Jackpot pool: {pool}")
            i18n.install_translator(english, "zh-Hant")
            english.processEvents()
            try:
                assert page.now_label.text().startswith("現在結算：累進大獎")
                assert page.now_label.text().endswith(f"累進大獎彩池：{pool}")
            finally:
                i18n.install_translator(english, "en")
                english.processEvents()
            pools.add(pool)
            if len(pools) == 3:
                break
        else:
            assert "Jackpot pool" not in page.now_label.text()
        _settle_right(qtbot, page)
    assert len(pools) == 3  # the pool differs from one Progressive bet to the next
