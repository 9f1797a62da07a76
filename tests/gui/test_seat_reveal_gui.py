"""The players' hands turned face up at the table (A13; Reading 11): the U key and a click on the cards, face-up
cards in the scene, screenshots and reviews, the rank in practice (bilingual) and the cards alone in an exam."""

from __future__ import annotations

import pytest

from tests.gui.test_dealer_table import CTRL, _click_spot, _key, _table
from trainer.engine.actions import Action, make_action
from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.dealer_table import keys_for, target_of
from trainer.gui.qt import QImage, Qt
from trainer.gui.render import render_view_image
from trainer.gui.table_scene import TableScene, hand_lines
from trainer.training.scenario import find_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

SIX = "fold_with_six_card_bonus"  # seat 3 folds with a Six Card Bonus (trips with the dealer), seat 6 plays a pair


def _until(name: str, action: dict) -> tuple[object, list[Action]]:
    """The scenario's reference log up to (not including) ``action``."""
    sc = find_scenario(name)
    log = solve(sc.round())
    i = [a.to_json() for a in log].index(action)
    return sc, log[:i]


def _round_after(sc, log):
    r = sc.round()
    for a in log:
        r.apply(a)
    return r


def _seat_cards(scene: TableScene, n: int) -> list[str]:
    return [scene.cards[k].kind() for k in sorted(scene.cards) if k.startswith(f"seat:{n}:card:")]


def test_a13_scene_and_screenshot_at_settlement_show_the_seats_cards_face_up(qapp, english, tmp_path):
    sc, log = _until(SIX, {"action": "pay", "seat": 6, "bet": "play", "amount": 100})
    view = _round_after(sc, log).view()
    assert [s.revealed for s in view.seats if s.seat in (3, 6)] == [True, True]
    scene = TableScene()
    scene.set_view(view)
    assert len(_seat_cards(scene, 6)) == 3 and "back" not in _seat_cards(scene, 6)
    assert "back" not in _seat_cards(scene, 3)  # the fold kept for its Six Card Bonus, turned up for it
    face_down = TableScene()
    face_down.set_view(_round_after(sc, log[: log.index(make_action("reveal", what="seat:3"))]).view())
    assert set(_seat_cards(face_down, 6)) == {"back"}
    # The picture changes where the hand lies: the faces are drawn.
    up, down = render_view_image(view, (800, 500)), render_view_image(face_down.view, (800, 500))
    rect = scene.spot_rect("seat:6:cards")
    k = min(800 / 1600, 500 / 1000)
    x0, y0 = (800 - 1600 * k) / 2, (500 - 1000 * k) / 2
    box = (int(x0 + rect.x() * k), int(y0 + rect.y() * k), int(rect.width() * k), int(rect.height() * k))
    assert QImage.copy(up, *box) != QImage.copy(down, *box)
    scene.deleteLater()
    face_down.deleteLater()


def test_practice_names_the_rank_in_both_languages_and_the_six_card_hand(qapp, english):
    sc, log = _until(SIX, {"action": "pay", "seat": 6, "bet": "play", "amount": 100})
    view = _round_after(sc, log).view()
    seats = {s.seat: s for s in view.seats}
    assert hand_lines(seats[6]) == ["Pair · 對子"]
    assert hand_lines(seats[3]) == ["Three odd cards · 三張散牌", "6 Card: Three of a Kind · 三條"]
    assert hand_lines(seats[1]) == []  # nothing on that seat
    i18n.install_translator(qapp, "zh-Hant")
    assert hand_lines(seats[6]) == ["對子 · Pair"]
    assert hand_lines(seats[3])[1] == "六張牌：三條 · Three of a Kind"


def test_a13_U_turns_up_the_selected_seat_and_the_exam_shows_no_rank(qtbot, english):
    sc, log = _until(SIX, {"action": "reveal", "what": "seat:3"})
    for mode in ("practice", "exam"):
        t = _table(qtbot, mode)
        t.start(sc.setup)
        for a in log:
            t.apply(a)
        _key(qtbot, t, Qt.Key.Key_U)  # nothing selected: says what to do, does nothing
        assert t.log == log
        if mode == "practice":
            assert "Select a seat first" in t.feedback_text()
        _key(qtbot, t, Qt.Key.Key_3, CTRL)
        _key(qtbot, t, Qt.Key.Key_U)
        assert t.log[-1] == make_action("reveal", what="seat:3") and not t.errors_at
        assert "back" not in _seat_cards(t.scene, 3)
        assert ("seat:3" in t.scene.hand_labels) == (mode == "practice")


def test_a13_a_click_on_a_face_down_hand_after_the_dealers_reveal_turns_it_up(qtbot, english):
    sc, log = _until(SIX, {"action": "reveal", "what": "seat:6"})
    t = _table(qtbot)
    t.start(sc.setup)
    for a in log:
        t.apply(a)
    _click_spot(qtbot, t, "seat:6:cards")
    assert t.log[-1] == make_action("reveal", what="seat:6") and not t.errors_at
    _click_spot(qtbot, t, "seat:6:cards")  # face up now: a click selects the seat
    assert t.selected == "seat:6" and len(t.log) == len(log) + 1


def test_a13_turning_a_hand_up_too_early_is_shown_in_plain_words(qtbot, english):
    sc, log = _until(SIX, {"action": "declare", "ruling": "dealer_qualifies"})
    t = _table(qtbot)
    t.start(sc.setup)
    for a in log:
        t.apply(a)
    _key(qtbot, t, Qt.Key.Key_6, CTRL)
    _key(qtbot, t, Qt.Key.Key_U)
    text = t.feedback_text()
    assert "A13" in text and "qualifier" in text and "seat:" not in text


def test_the_review_shows_the_table_as_it_was_with_the_faces(qtbot, english):
    sc = find_scenario(SIX)
    log = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    for a in log[:-2]:
        t.apply(a)
    t.review(len(log) - 2)
    assert "back" not in _seat_cards(t.scene, 6)
    t.review(log.index(make_action("reveal", what="seat:6")))
    assert set(_seat_cards(t.scene, 6)) == {"back"}


def test_hint_keys_and_highlight_for_a_seat_reveal():
    act = make_action("reveal", what="seat:4")
    assert keys_for(act) == "Ctrl+4, U"
    assert target_of(act) == "seat:4:cards"
