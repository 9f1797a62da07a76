"""Issue 32, items 9 and 15 on screen: Learn mode says the next step in words (a payout with its amount, in both
languages) and grades its round as a Learn round; "Change the shuffler" says what it did, and the device on the
felt is what the call left at the table."""

from __future__ import annotations

import pytest

from tests.gui.windows import shown_table
from trainer.engine.actions import Declare, Pay, make_action
from trainer.engine.procedure import solve
from trainer.engine.round import Round
from trainer.engine.words import action_text
from trainer.gui import i18n
from trainer.gui.dealer_table import DealerTable
from trainer.gui.rounds_page import MODES, RoundsPage
from trainer.training.scenario import find_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _learn_page(qtbot) -> RoundsPage:
    page = RoundsPage(seed=12)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    page.mode_combo.setCurrentIndex([m.key for m in MODES].index("learn"))
    assert page.table.mode == "practice"
    return page


def _play_learn_round(page: RoundsPage, seen: list[tuple[object, str, str]]) -> None:
    """The reference dealer plays the round on the page's table; ``seen`` gets, before each action, the hint the
    table holds and the feedback it shows, and after it the action's words."""
    table = page.table
    assert table.grader is not None
    for act in solve(table.grader.round.copy()):
        seen.append((table._hint.action if table._hint else None, table.feedback_text(), action_text(act, "en")))
        table.apply(act)


def test_learn_mode_says_the_next_step_in_words_and_a_payout_with_its_amount_in_both_languages(qtbot, english):
    """Item 9: the next step was marked with a yellow outline only (the "✓" of the action just done replaced its
    words). Before every action the panel says the step in both languages, a payout with its amount in MOP, and
    the outcome of the action just done."""
    page = _learn_page(qtbot)
    payouts = 0
    for _ in range(4):  # a round or more, until a payout has been seen
        seen: list[tuple[object, str, str]] = []
        _play_learn_round(page, seen)
        for n, (hinted, feedback, _words) in enumerate(seen):
            assert hinted is not None, f"step {n + 1}: no next step in sight"
            lines = feedback.splitlines()
            head = next(line for line in lines if line.startswith("Next: "))
            assert head.startswith(f"Next: {action_text(hinted, 'en').split(' ')[0]}")
            assert any(line.startswith("下一步：") for line in lines), feedback  # the other language too
            assert lines[0] == head  # the step first: the panel may show two lines only at 1280×800
            if n:  # the outcome of the action just done stays, under the step
                assert lines[-1] == f"✓ {seen[n - 1][2]}", feedback
            if isinstance(hinted, Pay):
                payouts += 1
                seat, amount = hinted.seat, hinted.amount
                assert head.startswith(f"Next: pay seat {seat}'s ") and f" {amount} MOP" in head, feedback
                assert f"下一步：向第{seat}門的" in feedback and f"派彩 {amount} 澳門元" in feedback, feedback
        if payouts:
            break
        page.next_round()
    assert payouts


def test_a_mistake_in_learn_mode_stays_in_sight_above_the_next_step(qtbot, english):
    page = _learn_page(qtbot)
    table = page.table
    errors = table.apply(make_action("deal", to="dealer"))  # nothing is dealt before the shuffle
    assert errors and table._hint is not None
    lines = table.feedback_text().splitlines()
    assert lines[0].startswith(f"✗ {errors[0].clause}") and errors[0].message_zh in lines
    assert any(line.startswith("Next: ") for line in lines) and any(line.startswith("下一步：") for line in lines)


def test_a_round_done_in_learn_mode_is_graded_as_a_learn_round_with_no_hint_count(qtbot, english):
    """Item 9: the grade line of a Learn round said "with help: 27 hints"; it says Learn mode."""
    page = _learn_page(qtbot)
    _play_learn_round(page, [])
    table = page.table
    assert table.grade is not None and table.grade.score == 100
    first, second = table.grade_text().splitlines()[:2]
    assert first == "Score 100 / 100 — passed, done in Learn mode"
    assert second == "得分 100 / 100 — 合格，在學習模式下完成"
    assert "hint" not in first and "提示" not in second
    page.mode_combo.setCurrentIndex([m.key for m in MODES].index("guided"))  # Guided: hints asked for are counted
    guided = page.table
    guided.show_hint()
    _play_learn_round(page, [])
    assert guided.grade_text().splitlines()[0] == "Score 100 / 100 — passed, with help: 1 hint"


def _at_the_call(qtbot, scenario_id: str) -> DealerTable:
    """The practice table with ``scenario_id``'s reference round played up to its A17.2 call."""
    setup = find_scenario(scenario_id).setup
    t = shown_table(qtbot)
    t.start(setup, "t")
    for act in solve(Round(setup)):
        if isinstance(act, Declare) and act.ruling in ("change_shuffler", "switch_to_shoe"):
            return t
        t.apply(act)
    raise AssertionError("no A17.2 call in the reference round")


def test_a17_2_after_change_shuffler_the_device_is_the_machine_and_the_message_says_it_was_changed(qtbot, english):
    """Item 15: the call says what it did, in both languages; the device on the felt stays a machine."""
    t = _at_the_call(qtbot, "shuffler_failure_persistent_spare")
    assert t.scene.devices["shoe"].texts()["status"] == "FAULT"
    assert not t.apply(make_action("declare", ruling="change_shuffler"))
    texts = t.scene.devices["shoe"].texts()
    assert texts["method"] == "Three-card machine" and texts["status"] == "Ready"
    assert t.feedback_text() == (
        "✓ change the shuffler — the broken machine is replaced by the spare one: shuffle with it"
    )
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    t._render_feedback()
    assert t.feedback_text() == "✓ 更換另一部自動洗牌機：故障的洗牌機已撤下，請以新換上的一部洗牌"
    assert t.scene.devices["shoe"].texts()["method"] == "自動洗牌機：每次三張"


def test_a17_2_change_shuffler_with_no_other_machine_says_why_the_table_now_uses_the_shoe(qtbot, english):
    """Item 15 as it was met: with no spare machine, "Change the shuffler" left the device "By hand (shoe)" and no
    word why. The mistake says there is no other shuffler, only the shoe, and that the round goes on with the switch
    to the shoe made: the device reads the shoe, as the message says."""
    t = _at_the_call(qtbot, "shuffler_failure_persistent_shoe")
    errors = t.apply(make_action("declare", ruling="change_shuffler"))
    assert [e.code for e in errors] == ["wrong_ruling"]
    shown = t.feedback_text()
    assert "no other shuffler at this table, only the shoe" in shown and "switch to the shoe" in shown
    assert "the round goes on with that call made" in shown
    assert "此枱沒有另一部自動洗牌機，只有派牌盒" in shown and "牌局按此裁定繼續" in shown
    assert t.scene.devices["shoe"].texts()["method"] == "By hand (shoe)"
