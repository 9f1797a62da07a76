"""Issue 32, items 13 and 14 on screen. The learner panel says why Next picks what it picks, in plain words of the
language shown ("You settled “Pair Plus: Pair” wrong in your last round: practise it again."); a wrong payout-drill
answer cites the clause of the bet's rule first, as the table cites a mistake ("✗ A16.1 …"), in both languages."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from trainer.engine.hands import dealer_qualifies, three_card_value
from trainer.engine.procedure import settle_clause
from trainer.engine.round import Phase
from trainer.gui import i18n
from trainer.gui.drills_page import DrillPage
from trainer.gui.learner_panel import LearnerPanel
from trainer.gui.qt import Qt
from trainer.training.drills import LINES, clause_of, make_item, right_answer
from trainer.training.learner import LearnerKeeper, LearnerModel

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
NOW = START + timedelta(minutes=30, seconds=20)


def _model() -> LearnerModel:
    """The dealer's call made right in a round (now due), the Pair Plus paid wrong in the last round."""
    model = LearnerModel("S32")
    model.record_all([("step:deal", True, 2.0), ("call:dealer_qualifies", True, 2.0)], START)
    model.record_all([("step:deal", True, 2.0), ("pay:pair_plus:pair", False, 2.0)], START + timedelta(minutes=30))
    return model


def _panel(qtbot, model: LearnerModel) -> LearnerPanel:
    keeper = LearnerKeeper()
    keeper.model = model
    panel = LearnerPanel(lambda: keeper, now=lambda: NOW)
    qtbot.addWidget(panel)
    panel.resize(520, 700)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.keeper is keeper
    panel.refresh()
    return panel


def test_the_panel_says_why_next_picks_the_recent_mistake_in_both_languages(qtbot, english):
    panel = _panel(qtbot, _model())
    text = panel.next_label.text()
    assert text.startswith("A payout drill on Pair Plus: Pair"), text
    assert "You settled “Pair Plus: Pair” wrong in your last round: practise it again." in text
    assert "dealer qualifies" not in text  # the call made right is not what Next offers
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        text = panel.next_label.text()
        assert "你上一局結算「對子或以上注：對子」出錯：再練一次。" in text, text
        assert not re.search(r"[A-Za-z]{2,}", text), text
    finally:
        i18n.install_translator(english, "en")
        english.processEvents()
    suggestion = panel.request_next()
    assert suggestion.item == "pay:pair_plus:pair" and suggestion.reason == "recent_mistake"
    assert suggestion.why.en in panel.next_label.text()  # the reason stays beside Next as the trainee comes back


def test_the_panel_says_why_a_practice_round_when_nothing_is_to_be_worked_on(qtbot, english):
    panel = _panel(qtbot, LearnerModel("S33"))  # a trainee with no answers yet
    assert panel.next_label.text() == (
        "A Practice round (about one in eight with an irregularity)\nNothing missed lately, weak or due: keep your hand in."
    )


# ------------------------------------------------------------------------------------------------ item 14

RULE = {"ante_bonus": "A13.4", "pair_plus": "A16.1", "six_card_bonus": "A16.2", "progressive": "A16.3"}
"""The clause the table's grader cites for a wrongly settled side bet (trainer.engine.procedure)."""


def _expected_clause(page: DrillPage, bet: str) -> str:
    if bet in ("ante", "play"):  # against the dealer: A13.3 when the dealer qualifies, A13.1 when not
        return "A13.3" if dealer_qualifies(three_card_value(page.item.dealer)) else "A13.1"
    return RULE[bet]


def _answer_wrong(qtbot, page: DrillPage) -> None:
    how, _amount = right_answer(page.item.results[page.session.bet])
    if how == "pay":
        qtbot.keyClick(page, Qt.Key.Key_T)  # a win taken
    else:
        for digit in "15":
            qtbot.keyClick(page, getattr(Qt.Key, f"Key_{digit}"))
        qtbot.keyClick(page, Qt.Key.Key_Return)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a13_a16_a_wrong_drill_answer_cites_the_clause_of_its_rule(qtbot, english, lang):
    """Every wrong answer, bet after bet, starts with its clause as the table's mistakes do ("✗ A16.1 …")."""
    page = DrillPage(seed=11)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    page.setFocus()
    i18n.install_translator(english, lang)
    english.processEvents()
    seen: set[str] = set()
    try:
        for _ in range(40):
            bet = page.session.bet
            clause = _expected_clause(page, bet)
            _answer_wrong(qtbot, page)
            text = page.feedback.text()
            assert text.startswith(f"✗ {clause} "), (bet, text)
            seen.add(clause)
            if lang.startswith("zh"):
                assert not re.search(r"[A-Za-z]{2,}", text), text
        i18n.install_translator(english, "zh-Hant" if lang == "en" else "en")  # the line follows the language
        english.processEvents()
        assert page.feedback.text().startswith(f"✗ {clause} ")
    finally:
        i18n.install_translator(english, "en")
        english.processEvents()
    assert {"A13.3", "A16.1"} <= seen, seen


@pytest.mark.parametrize("line", LINES, ids=lambda line: ":".join(line))
def test_a13_a16_a_drill_cites_the_clause_the_table_cites(line):
    """The drill's clause of each bet is the one the table's grader gives for the same bet and dealer's hand."""
    import random

    item = make_item(random.Random(5), line)
    for bet in item.to_settle:
        table = SimpleNamespace(
            seats={1: SimpleNamespace(decision="play")},
            phase=Phase.PAYOUT,
            void_clause=None,
            result=SimpleNamespace(dealer_qualifies=dealer_qualifies(three_card_value(item.dealer))),
        )
        assert clause_of(item, bet) == settle_clause(table, 1, bet), (line, bet)  # type: ignore[arg-type]
