"""The home screen's learner panel (issue 13, item 3): the chosen trainee's model — due today in plain words, mastery
per skill, weaknesses, payout speed over sessions — in both languages; Next opens the drill or round the model
picks; the library's practice table feeds the model like Deal me rounds and exams do."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.training.learner import LearnerModel, drill_item
from trainer.training.scenario import find_scenario
from trainer.training.store import ResultsStore

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

NOW = datetime.now(UTC)
KEY = re.compile(r"\b(pay|call|step):|[a-z]+_[a-z]+")


def _window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _keep(trainee: str, model: LearnerModel) -> None:
    with ResultsStore.open() as store:
        store.save_learner(trainee, model.to_json())


def _sample_model(trainee: str) -> LearnerModel:
    """Three sittings a day apart, faster each time; the Pair Plus flush always missed, a void round once."""
    model = LearnerModel(trainee)
    start = NOW - timedelta(days=3)
    for day, seconds in enumerate((7.0, 5.5, 4.0)):
        when = start + timedelta(days=day)
        for n, item in enumerate(("pay:pair_plus:flush", "pay:pair_plus:pair", "pay:ante:player_wins")):
            model.record(item, item != "pay:pair_plus:flush", seconds, when + timedelta(seconds=n))
        model.record("call:void_round", day != 1, None, when)
        model.record("step:deal", True, 1.0, when)
    return model


def _choose(w: MainWindow, name: str) -> None:
    w.learner_panel.profile.edit.setText(name)
    w.learner_panel.use_profile(name)


def _panel_text(w: MainWindow) -> str:
    p = w.learner_panel
    return "\n".join(lab.text() for lab in (p.due_label, p.weak_label, p.speed_label, p.next_label))


def test_the_home_screen_loads_nothing_before_a_trainee_is_named(qtbot, english):
    w = _window(qtbot)
    panel = w.learner_panel
    assert panel.isVisible() and panel.hint.isVisible() and not panel.due_label.isVisible()
    assert w._learner is None  # no store opened, no model loaded for the home screen alone
    assert "Practice round" in panel.next_label.text()


def test_the_panel_shows_what_is_due_mastery_weakness_and_speed_in_plain_words(qtbot, english):
    _keep("S12", _sample_model("S12"))
    w = _window(qtbot)
    _choose(w, "S12")
    panel = w.learner_panel
    text = _panel_text(w)
    assert "Due today: " in text and "Pair Plus: Flush" in text
    assert not KEY.search(text), text  # never an item's key
    assert panel.bars["payouts"].value() == 66 and panel.shares["payouts"].text() == "66%"
    assert panel.shares["dealing"].text() == "100%" and panel.shares["procedure"].text() == "no answers yet"
    assert "Payouts 66%" in panel.weak_label.text() and "Irregularities 66%" in panel.weak_label.text()
    assert "median 7.0 s → 4.0 s over 3 sessions" in panel.speed_label.text()
    assert panel.spark.values == [7.0, 5.5, 4.0]
    assert "A payout drill on Pair Plus: Flush" in panel.next_label.text()


def test_the_panel_speaks_chinese(qtbot, english):
    _keep("陳大文", _sample_model("陳大文"))
    w = _window(qtbot)
    _choose(w, "陳大文")
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        text = _panel_text(w)
        texts = [*locals().get("texts", []), text]
        assert "今日待複習" in text and "對子或以上注：同花" in text and "派彩練習" in text
        assert w.learner_panel.next_button.text() == "下一個練習(&N)"
        assert not re.search(r"[A-Za-z]{3,}", text), text
    finally:
        i18n.install_translator(english, "en")


def test_next_opens_a_drill_on_the_line_due(qtbot, english):
    model = LearnerModel("S13")
    model.record(drill_item("six_card_bonus", "full_house"), False, 3.0, NOW - timedelta(hours=1))
    _keep("S13", model)
    w = _window(qtbot)
    _choose(w, "S13")
    s = w.learner_panel.request_next()
    assert s.kind == "drill" and s.line == ("six_card_bonus", "full_house")
    assert w.stack.currentWidget() is w.drills
    assert w.drills.item.line == ("six_card_bonus", "full_house")
    assert w.drills.keeper is w.learner and w.drills.profile_edit.text() == "S13"


def test_next_opens_a_generated_round_with_the_irregularity_due(qtbot, english):
    model = LearnerModel("S14")
    model.record("call:dead_cards", False, None, NOW - timedelta(hours=1))
    _keep("S14", model)
    w = _window(qtbot)
    _choose(w, "S14")
    s = w.learner_panel.request_next()
    assert s.kind == "round" and s.round.event_kind == "card_to_empty_seat"
    assert w.stack.currentWidget() is w.rounds
    assert w.rounds.round is s.round and w.rounds.mode.key == "practice"
    table = w.rounds.table
    for act in solve(table.grader.round.copy()):
        table.apply(act)
    assert table.grade is not None and table.grade.score == 100
    reviews = [r for r in w.learner.model.reviews if r.item == "call:dead_cards"]
    assert len(reviews) == 2 and reviews[-1].correct  # the round Next picked fed the model


def test_the_library_practice_table_feeds_the_chosen_trainees_model(qtbot, english):
    w = _window(qtbot)
    _choose(w, "S15")
    sc = find_scenario("plain_round_by_hand")
    w.open_practice(sc)
    w.practice.begin()
    table = w.practice.table
    for act in solve(sc.round()):
        table.apply(act)
    assert table.grade is not None
    table.finish()  # graded again: fed once
    model = w.learner.model
    assert model.trainee == "S15" and model.reviews and all(r.correct for r in model.reviews)
    assert len(model.reviews) == len({r.item for r in model.reviews})
    with ResultsStore.open() as store:
        kept = LearnerModel.from_json(store.load_learner("S15") or "")
    assert len(kept.reviews) == len(model.reviews)
    w.show_page("home")
    assert "Nothing due today." in w.learner_panel.due_label.text() or "Due today" in w.learner_panel.due_label.text()
    assert w.learner_panel.shares["dealing"].text() == "100%"


def test_without_a_trainee_the_library_table_keeps_nothing(qtbot, english):
    w = _window(qtbot)
    sc = find_scenario("plain_round_by_hand")
    w.start_practice(sc)
    for act in solve(sc.round()):
        w.practice.table.apply(act)
    assert w.practice.table.grade is not None and w._learner is None


def test_a_model_an_exam_fed_meanwhile_is_read_again(qtbot, english):
    w = _window(qtbot)
    _choose(w, "S16")
    assert not w.learner.model.reviews
    _keep("S16", _sample_model("S16"))  # another writer: an exam attempt
    w.show_page("home")
    assert w.learner.model.reviews and "Pair Plus: Flush" in w.learner_panel.due_label.text()


def test_a_name_the_trainer_does_not_take_is_named_not_kept(qtbot, english):
    w = _window(qtbot)
    _choose(w, "S17")
    _choose(w, "a\tb")
    panel = w.learner_panel
    assert w.learner.model.trainee == "S17"
    assert not panel.problem.isHidden() and panel.problem.text().startswith("name: holds a control character")


def test_the_round_next_picks_is_counted_as_the_first_when_nothing_was_dealt(qtbot, english):
    """Deal me rounds deals a round of its own when it is built; the round Next picks takes its place when nothing
    was done on it (the count says round 1, not 2), and follows it when it was dealt."""
    model = LearnerModel("S15")
    model.record("call:dead_cards", False, None, NOW - timedelta(hours=1))
    _keep("S15", model)
    w = _window(qtbot)
    _choose(w, "S15")
    w.learner_panel.request_next()
    assert w.rounds.index == 0 and w.rounds.count_label.text().startswith("Round 1 ")
    table = w.rounds.table
    table.apply(solve(table.grader.round.copy())[0])
    w.show_page("home")
    w.learner_panel.request_next()
    assert w.rounds.index == 1


def test_both_languages_name_the_same_due_and_weak_items(qtbot, english):
    """The items the panel names (due today, the weakest) are picked from the model before they are put in words:
    English and Traditional Chinese name the same ones, in the same order, for the same model."""
    from trainer.training.practice_plan import item_text

    model = _sample_model("S18")
    for n in range(4):  # burning a card: weak, and due
        model.record("step:burn", n != 0, 1.0, NOW - timedelta(days=2, minutes=n))
    _keep("S18", model)
    w = _window(qtbot)
    _choose(w, "S18")
    panel = w.learner_panel
    named: dict[str, tuple[list[str], list[str]]] = {}
    for lang in ("en", "zh-Hant"):
        i18n.install_translator(english, lang)
        english.processEvents()
        key = {item_text(item).lang(lang): item for item in model.cards}
        due = [key[line[2:]] for line in panel.due_label.text().splitlines() if line.startswith("• ")]
        weakest = panel.weak_label.text().splitlines()[-1].split("：" if lang == "zh-Hant" else ": ", 1)[1]
        named[lang] = (due, [key[words] for words in weakest.split(" · ")])
    i18n.install_translator(english, "en")
    assert named["en"] == named["zh-Hant"]
    assert named["en"] == (
        ["step:burn", "pay:pair_plus:flush", "call:void_round"],
        ["pay:pair_plus:flush", "call:void_round", "step:burn"],
    )
