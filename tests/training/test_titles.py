"""Titles by id for stored attempts: the current language, then English, then the id when the file is unknown;
an attempt's recorded exam titles come first."""

from __future__ import annotations

from pathlib import Path

from tests.gui.exam_world import make_world
from trainer.training.titles import TitleBook, both, library_titles, pick, read_titles


def test_pick_falls_back_to_english_then_the_id():
    titles = {"zh-Hant": "派牌", "en": "Dealing"}
    assert pick(titles, "zh-Hant", "x") == "派牌" and pick(titles, "en", "x") == "Dealing"
    assert pick({"en": "Dealing"}, "zh-Hant", "x") == "Dealing" and pick({}, "en", "x") == "x"
    assert (
        both(titles, "x") == "派牌 / Dealing" and both({}, "x") == "x" and both({"en": "A", "zh-Hant": "A"}, "x") == "A"
    )


def test_the_library_titles_of_scenarios_and_exams(tmp_path: Path):
    make_world(tmp_path)
    (tmp_path / "scenarios" / "broken.toml").write_text("id = 3\n", encoding="utf-8")  # left out, no error
    book = read_titles([tmp_path / "scenarios"])
    assert (
        book.scenario("gui-plain-1", "zh-Hant") == "普通牌局1" and book.scenario("gui-plain-2", "en") == "Plain round 2"
    )
    assert (
        book.scenario("unknown", "en") == "unknown" and book.scenario_both("gui-plain-1") == "普通牌局1 / Plain round 1"
    )
    assert book.exam("gui-exam", "zh-Hant") == "派牌考核" and book.exam_both("gui-exam") == "派牌考核 / Dealing check"
    recorded = {"title_zh": "舊名", "title_en": "Old name"}
    assert book.exam("gui-exam", "en", recorded) == "Old name", "what the attempt recorded comes first"
    assert library_titles([tmp_path / "scenarios"]) is library_titles([tmp_path / "scenarios"]), "read once"


def test_the_bundled_library_has_a_title_for_every_scenario_in_both_languages():
    book = library_titles()
    assert book.scenarios and book.exams
    for titles in (*book.scenarios.values(), *book.exams.values()):
        assert titles.get("zh-Hant") and titles.get("en")
    assert TitleBook().exam("certification", "en") == "certification"
