"""The rules page: hand ranking in the amended order (A7.1, dispatch 94/2025), every pay table with the engine's
amounts (A13.4, A16), the readings of docs/readings.md and the regulation's text in both languages."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.engine.hands import FiveCardHand, ThreeCardHand, best_five_hand, six_card_bonus_hand, three_card_hand
from trainer.engine.paytables import (
    ANTE_BONUS,
    DEFAULT_PROGRESSIVE_FIXED,
    PAIR_PLUS,
    PROGRESSIVE_HANDS,
    PROGRESSIVE_POOL_SHARE,
    SIX_CARD_BONUS,
)
from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.gui.qt import QtCore
from trainer.gui.rules_page import (
    EXAMPLE_POOL,
    EXAMPLE_STAKE,
    FIVE_CARD_EXAMPLES,
    SECTIONS,
    THREE_CARD_EXAMPLES,
    ReadingsPage,
    example_cards,
)

ROOT = Path(__file__).resolve().parents[2]
CLAUSE = re.compile(r"A\d+(?:\.\d+)*")

AMENDED_ORDER_EN = ["Straight Flush", "Three of a Kind", "Straight", "Flush", "Pair", "Three odd cards"]
AMENDED_ORDER_ZH = ["同花順", "三條", "順", "同花", "對子", "三張散牌"]


@pytest.fixture
def window(qtbot, english):
    w = MainWindow(defer_extensions=True)
    qtbot.addWidget(w)
    w.show_page("readings")
    return w


@pytest.fixture
def page(window) -> ReadingsPage:
    return window.readings


def ranking_rows(text: str) -> list[tuple[str, str]]:
    """(position, hand name) of each row of the ranking table, in the order shown."""
    lines = text.splitlines()
    return [(lines[i], lines[i + 1]) for i in range(len(lines) - 1) if re.fullmatch(r"[1-9]", lines[i])]


def pay_rows(text: str, heading: str) -> list[list[str]]:
    """The rows (hand, cards, pays, example payout) of the pay table under ``heading``."""
    lines = text.splitlines()
    i = lines.index(heading)
    i += lines[i:].index("Example payout") + 1
    rows = []
    while i + 3 < len(lines) + 1 and lines[i].strip() and not lines[i].endswith(")"):  # up to the next heading
        rows.append(lines[i : i + 4])
        i += 4
    return rows


def test_a7_1_ranking_lists_the_six_hands_in_the_amended_order(page):
    rows = ranking_rows(page.section_text("ranking"))
    assert rows == [(str(n), name) for n, name in enumerate(AMENDED_ORDER_EN, start=1)]


def test_a7_1_ranking_in_zh_hant_uses_the_regulations_names(page, english):
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    rows = ranking_rows(page.section_text("ranking"))
    assert [name for _, name in rows] == AMENDED_ORDER_ZH
    assert "三條大於順，順大於同花" in page.section_text("ranking")


def test_every_example_hand_is_the_hand_it_illustrates():
    for hand in THREE_CARD_EXAMPLES:
        assert three_card_hand(example_cards(hand)) is hand
    for five in FIVE_CARD_EXAMPLES:
        cards = example_cards(five)
        assert len(cards) == 6 and len(set(cards)) == 6
        assert best_five_hand(cards[:5]) is five  # the Progressive's five (A7.3)
        assert six_card_bonus_hand(cards[:3], cards[3:]) is five  # the sixth card does not improve it (A14)
    assert set(THREE_CARD_EXAMPLES) == set(ThreeCardHand)
    assert set(FIVE_CARD_EXAMPLES) == set(SIX_CARD_BONUS) | set(PROGRESSIVE_HANDS)


def test_a13_4_a16_every_pay_table_line_shows_the_engines_odds_and_payout(page):
    text = page.section_text("paytables")
    names = {h: i18n.term("three_odd_cards" if h.value == "high_card" else h.value) for h in [*ThreeCardHand]}
    names.update({h: i18n.term(h.value) for h in FiveCardHand if h.value in i18n.TERMS})
    for heading, table in (
        ("Ante Bonus (A13.4)", ANTE_BONUS),
        ("Pair Plus (A16.1)", PAIR_PLUS),
        ("Six Card Bonus (A16.2)", SIX_CARD_BONUS),
    ):
        rows = pay_rows(text, heading)
        assert [r[0] for r in rows] == [names[h] for h in table], heading
        for (_, _, pays, example), odds in zip(rows, table.values(), strict=True):
            assert pays == f"{odds} to 1"
            assert example == f"wins {EXAMPLE_STAKE * odds:,}, the stake stays"


def test_a16_3_progressive_lines_show_the_fixed_amounts_and_the_pool_share(page):
    rows = pay_rows(page.section_text("paytables"), "Progressive Jackpot (A16.3)")
    assert [r[0] for r in rows] == [i18n.term(h.value) for h in PROGRESSIVE_HANDS]
    for (_, _, pays, example), hand in zip(rows, PROGRESSIVE_HANDS, strict=True):
        fixed = DEFAULT_PROGRESSIVE_FIXED[hand]
        assert f"({fixed:,})" in pays
        share = PROGRESSIVE_POOL_SHARE.get(hand)
        expected = fixed if share is None else max(fixed, EXAMPLE_POOL * share[0] // share[1])
        assert example == f"pays {expected:,}"
    assert "whole pool" in rows[0][2] and "10% of the pool" in rows[1][2]


def test_the_regulation_follows_the_app_language_and_switches(page, english):
    zh = (ROOT / "docs" / "regulation" / "zh-Hant.md").read_text(encoding="utf-8")
    en = (ROOT / "docs" / "regulation" / "en.md").read_text(encoding="utf-8")
    shown = page.show_section("regulation").toPlainText()
    assert "Art. 17 — Void rounds and faults" in shown and "A17.4.2" in shown
    assert "The Chinese text is the law." in shown and "Art. 17" in en
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    shown = page.show_section("regulation").toPlainText()
    for line in (
        "二、如自動洗牌機在派牌過程中出現故障",
        "（二）三條",
        "* 已更改 - 請查閱：第94/2025號經濟財政司司長批示",
    ):
        assert line in zh
        assert line in shown
    page.text_choice.setCurrentIndex(page.text_choice.findData("en"))  # the other language, by choice
    assert "Art. 7 — The hands" in page.browsers["regulation"].toPlainText()


def test_readings_are_those_of_docs_readings_md(page):
    doc = (ROOT / "docs" / "readings.md").read_text(encoding="utf-8")
    doc_heads = re.findall(r'<a id="reading-(\d+)"></a>\*\*[^*]+\*\* \(([^)]*)\)', doc)
    assert [int(n) for n, _ in doc_heads] == list(range(1, len(doc_heads) + 1))
    shown = page.readings()
    assert len(shown) == len(doc_heads)
    for n, ((number, clauses), (title, body)) in enumerate(zip(doc_heads, shown, strict=True), start=1):
        assert title.startswith(f"Reading {number} — ")
        assert set(CLAUSE.findall(title)) == set(CLAUSE.findall(clauses)), n
        assert body
    text = page.section_text("readings")
    assert "Reading 11" in text and "原注" in text and "Ante" in text


def test_each_section_is_built_when_first_shown(page):
    assert page.filled() == {"ranking"}  # the page opens on the ranking
    assert page.browsers["paytables"].toPlainText() == ""
    page.tabs.setCurrentIndex(SECTIONS.index("paytables"))
    assert page.filled() == {"ranking", "paytables"}
    assert "Pair Plus (A16.1)" in page.browsers["paytables"].toPlainText()


def test_a_reading_link_in_the_regulation_opens_that_reading(page):
    page.show_section("regulation")
    page._follow(QtCore.QUrl("../readings.md#reading-3"))
    assert page.tabs.currentIndex() == SECTIONS.index("readings")
    page._follow(QtCore.QUrl("zh-Hant.md"))
    assert page.tabs.currentIndex() == SECTIONS.index("regulation")
    assert page.text_choice.currentData() == "zh-Hant"
    assert "第十七條" in page.browsers["regulation"].toPlainText()


def test_the_rules_page_module_is_not_imported_at_start_up():
    code = "import sys, trainer.gui.app; print('trainer.gui.rules_page' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "False"), done.stderr


def _without_the_regulations_own_names(text: str) -> str:
    """The text less what the regulation itself writes in Latin letters: the names in full-width brackets
    (“原注”（Ante bet）) and the clause ids (A11.1)."""
    return re.sub(r"（[^）]*）|\bA\d+(?:\.\d+)*\b", "", text)


def test_the_chinese_text_reads_in_chinese_for_a_chinese_reader(page, english):
    """zh-Hant, 施行規則 with 中文: the opening and the headings in Chinese, no English paragraph and no file name
    (the file's own opening is English and names en.md)."""
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        page.text_choice.setCurrentIndex(page.text_choice.findData("zh-Hant"))
        shown = page.show_section("regulation").toPlainText()
        assert shown.startswith("富貴三寶（Fortune 3 Card Poker）施行規則 — 原文")
        assert "第89/2025號批示" in shown and "第一條 — 標的" in shown and "第十七條 — 無效牌局及故障" in shown
        assert ".md" not in shown and "folder" not in shown
        left = re.findall(r"[A-Za-z]{2,}", _without_the_regulations_own_names(shown))
        assert left == [], left[:10]
    finally:
        i18n.install_translator(english, "en")
        english.processEvents()


def test_no_file_name_is_shown_in_either_text(page, english):
    page.text_choice.setCurrentIndex(page.text_choice.findData("zh-Hant"))
    shown = page.show_section("regulation").toPlainText()
    assert shown.startswith("Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text")
    assert "The law: dispatch 89/2025" in shown and "第一條 (Art. 1) — 標的 / Subject" in shown  # English reader
    assert ".md" not in shown
    page.text_choice.setCurrentIndex(page.text_choice.findData("en"))
    shown = page.browsers["regulation"].toPlainText()
    assert "Art. 7 — The hands" in shown and "renders the Chinese text (dispatch 89/2025" in shown
    assert ".md" not in shown and "in this folder" not in shown
    html = page.browsers["regulation"].toHtml()
    assert 'href="zh-Hant.md"' in html and 'href="../readings.md#reading-1"' in html  # links the page follows
