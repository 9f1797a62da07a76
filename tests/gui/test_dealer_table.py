"""The dealer table widget: a whole round by keys and by clicks equals the reference dealer's log; mistakes, hints,
undo, review, exam mode, language switch, fit in 1280×800."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.windows import shown_table
from trainer.engine.actions import (
    Action,
    Burn,
    Clear,
    Collect,
    Cut,
    Deal,
    Declare,
    Pay,
    Push,
    RejectBet,
    Reveal,
    Ruling,
    Shuffle,
    Take,
    make_action,
    ruling_of,
)
from trainer.engine.places import Place
from trainer.engine.procedure import solve
from trainer.gui import dealer_table, i18n
from trainer.gui.dealer_table import DealerTable, bet_of, keys_for, seat_of, target_of
from trainer.gui.qt import QPointF, Qt, QtWidgets
from trainer.gui.table_scene import chips_for
from trainer.training.grading import Grade, Grader, grade_setup
from trainer.training.scenario import find_scenario, load_scenario

ROOT = Path(__file__).resolve().parents[2]
PLAIN = "plain_round_by_hand"
MACHINE = Path(__file__).with_name("data") / "machine_progressive.toml"
NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier

# The offscreen platform plugin says this whenever a top-level window is shown; it is not about our code.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _table(qtbot, mode: str = "practice") -> DealerTable:
    return shown_table(qtbot, mode)


def _dealt_so_far(qtbot, sc, n: int) -> tuple[DealerTable, list[Action]]:
    """A practice table of ``sc`` with the reference dealer's first ``n`` actions done; the table and the reference."""
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    for act in reference[:n]:
        t.apply(act)
    return t, reference


def _recorder(t: DealerTable) -> tuple[list[dict], list[Grade]]:
    emitted: list[dict] = []
    grades: list[Grade] = []
    t.action_applied.connect(emitted.append)
    t.round_finished.connect(grades.append)
    return emitted, grades


def _key(qtbot, t: DealerTable, key: Qt.Key, mods: Qt.KeyboardModifier = NO) -> None:
    qtbot.keyClick(t.table_view, key, mods)


def _type(qtbot, t: DealerTable, digits: str) -> None:
    for ch in digits:
        _key(qtbot, t, Qt.Key(Qt.Key.Key_0 + int(ch)))


def _select_by_keys(qtbot, t: DealerTable, name: str) -> None:
    for _ in range(60):
        if t.selected == name:
            return
        _key(qtbot, t, Qt.Key.Key_BracketRight)
    raise AssertionError(f"could not reach {name} with ]")


def _click_spot(qtbot, t: DealerTable, name: str, mods: Qt.KeyboardModifier = NO) -> None:
    centre = t.scene.spot_rect(name).center()
    assert t.scene.target_at(centre) == (name[: -len(":cards")] if name.endswith(":cards") else name)
    pos = t.table_view.mapFromScene(centre)
    qtbot.mouseClick(t.table_view.viewport(), Qt.MouseButton.LeftButton, mods, pos)


def _play_by_keys(qtbot, t: DealerTable, act: Action) -> None:
    K = Qt.Key
    match act:
        case Shuffle():
            _key(qtbot, t, K.Key_S)
        case Cut(position=n):
            t.cut_spin.setValue(n)
            _key(qtbot, t, K.Key_X)
        case Deal(to=to):
            if to.seat is not None:
                _type(qtbot, t, str(to.seat))
            else:
                _key(qtbot, t, K.Key_D if to == Place.DEALER else K.Key_C)
        case Burn():
            _key(qtbot, t, K.Key_B)
        case Reveal(what=what) if what.seat is not None:
            _key(qtbot, t, K(K.Key_0 + what.seat), CTRL)
            _key(qtbot, t, K.Key_U)  # turn the selected seat's hand face up
        case Reveal(what=what):
            _key(qtbot, t, K.Key_R if what == Place.DEALER else K.Key_V)
        case Declare(ruling=Ruling.DEALER_QUALIFIES | Ruling.DEALER_DOES_NOT_QUALIFY as ruling):
            _key(qtbot, t, K.Key_Q if ruling == Ruling.DEALER_QUALIFIES else K.Key_N)
        case Declare(ruling=ruling, seat=seat):
            if seat is not None:
                _key(qtbot, t, K(K.Key_0 + seat), CTRL)
            t.ruling_actions[ruling].trigger()  # an entry of the palette (G opens it; see below)
        case RejectBet(seat=seat, bet=bet):
            _select_by_keys(qtbot, t, f"seat:{seat}:{bet}")
            _key(qtbot, t, K.Key_Delete)
        case Collect(seat=seat):
            _key(qtbot, t, K(K.Key_0 + seat), CTRL)
            _key(qtbot, t, K.Key_K)
        case Take(seat=seat, bet=bet) | Push(seat=seat, bet=bet) | Pay(seat=seat, bet=bet):
            _select_by_keys(qtbot, t, f"seat:{seat}:{'ante' if bet == 'ante_bonus' else bet}")
            if isinstance(act, Pay):
                _type(qtbot, t, str(act.amount))
                _key(qtbot, t, K.Key_A if bet == "ante_bonus" else K.Key_Return)
            else:
                _key(qtbot, t, K.Key_T if isinstance(act, Take) else K.Key_P)
        case Clear():
            _key(qtbot, t, K.Key_L)
        case _:  # pragma: no cover - the scenarios here need nothing else
            raise AssertionError(f"no key for {act}")


def _play_by_mouse(qtbot, t: DealerTable, act: Action, use_chips: bool) -> None:
    click = qtbot.mouseClick
    left = Qt.MouseButton.LeftButton
    k = act.kind
    if isinstance(act, Shuffle):
        _click_spot(qtbot, t, "shoe")
    elif isinstance(act, Deal):
        _click_spot(qtbot, t, f"{act.to}:cards" if act.to.is_seat else str(act.to))
    elif isinstance(act, Burn):
        _click_spot(qtbot, t, "discard")
    elif isinstance(act, Reveal) and act.what.is_seat:
        _click_spot(qtbot, t, f"{act.what}:cards")  # a plain click on a face-down hand turns it up
    elif isinstance(act, Reveal):
        click(t.b_reveal_dealer if act.what == Place.DEALER else t.b_reveal_community, left)
    elif isinstance(act, Declare):
        click(t.b_qualifies if act.ruling == Ruling.DEALER_QUALIFIES else t.b_not_qualifies, left)
    elif isinstance(act, Collect):
        _click_spot(qtbot, t, f"seat:{act.seat}:cards", CTRL)
        click(t.b_collect, left)
    elif isinstance(act, Take | Push | Pay):
        bet = "ante" if act.bet == "ante_bonus" else act.bet
        _click_spot(qtbot, t, f"seat:{act.seat}:{bet}")
        assert t.selected == f"seat:{act.seat}:{bet}"
        if k == "pay":
            assert act.amount is not None
            if use_chips:
                for chip in chips_for(act.amount, t.scene.layout.denominations):
                    _click_spot(qtbot, t, f"tray:{chip}")
            else:
                for ch in str(act.amount):
                    click(t.keypad[ch], left)
            assert t.amount == str(act.amount)
            click(t.b_bonus if act.bet == "ante_bonus" else t.b_pay, left)
        else:
            click(t.b_take if k == "take" else t.b_push, left)
    elif k == "clear":
        click(t.b_clear, left)
    else:  # pragma: no cover
        raise AssertionError(f"no click for {act}")


def test_a_plain_manual_round_by_keys_emits_the_reference_log(qtbot, english):
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    t = _table(qtbot)
    emitted, grades = _recorder(t)
    t.start(sc.setup, sc.title("en"))
    for act in reference:
        _play_by_keys(qtbot, t, act)
    assert emitted == [a.to_json() for a in reference]
    assert len(grades) == 1 and grades[0].score == 100 and grades[0].passed and not grades[0].errors
    # The last action is on the table first; the panel turns to the grade a moment later, in a frame of its own.
    qtbot.waitUntil(lambda: t.grade_box.isVisible() and not t.controls.isVisible())


def test_a_full_table_with_refused_bets_rulings_and_the_progressive_by_keys(qtbot, english):
    sc = find_scenario("full_table_everything_at_once")
    reference = solve(sc.round())
    kinds = {a.kind for a in reference}
    assert {"reject_bet", "declare", "burn", "collect"} <= kinds
    assert any(ruling_of(a) in ("dead_cards", "call_floor") for a in reference)
    t = _table(qtbot)
    emitted, grades = _recorder(t)
    t.start(sc.setup)
    for act in reference:
        _play_by_keys(qtbot, t, act)
    assert emitted == [a.to_json() for a in reference]
    assert grades and grades[0].score == 100 and not grades[0].errors


def test_a_machine_round_with_burn_and_progressive_by_clicks_chips_and_keypad(qtbot, english):
    sc = load_scenario(MACHINE)
    reference = solve(sc.round())
    kinds = {a.kind for a in reference}
    assert {"burn", "collect", "pay"} <= kinds and any(isinstance(a, Pay) and a.bet == "ante_bonus" for a in reference)
    t = _table(qtbot)
    emitted, grades = _recorder(t)
    t.start(sc.setup, sc.title("en"))
    pays = 0
    for act in reference:
        pays += act.kind == "pay"
        _play_by_mouse(qtbot, t, act, use_chips=pays % 2 == 1)
    # a payout built from the tray also records its chips (issue 35: the grade notes their style); the actions are
    # the reference dealer's
    assert [{k: v for k, v in e.items() if k != "chips"} for e in emitted] == [a.to_json() for a in reference]
    built = [e for e in emitted if "chips" in e]
    assert built and all(e["action"] == "pay" and sum(e["chips"]) == e["amount"] for e in built)
    assert grades and grades[0].score == 100 and not grades[0].errors


def test_chips_dragged_from_the_tray_onto_a_bet_select_it_and_add_up(qtbot, english):
    sc = load_scenario(MACHINE)
    t = _table(qtbot)
    t.start(sc.setup)
    view = t.table_view
    for chip in (100, 25, 25):
        src = view.mapFromScene(t.scene.spot_rect(f"tray:{chip}").center())
        dst = view.mapFromScene(t.scene.spot_rect("seat:4:ante").center())
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, NO, src)
        assert t._ghost is not None  # a chip follows the pointer
        qtbot.mouseMove(view.viewport(), dst)
        assert t._ghost.sceneBoundingRect().contains(view.mapToScene(dst).toPoint())
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, NO, dst)
        assert t._ghost is None
    assert t.selected == "seat:4:ante"
    assert t.amount == "150" and t.chips == [100, 25, 25]
    _key(qtbot, t, Qt.Key.Key_Backspace)  # the last chip goes back to the tray
    assert t.amount == "125" and t.chips == [100, 25]
    _key(qtbot, t, Qt.Key.Key_Escape)
    assert t.amount == "" and t.selected == "seat:4:ante"
    _key(qtbot, t, Qt.Key.Key_Escape)
    assert t.selected is None


def test_a9_2_a_planted_mistake_shows_its_clause_in_both_languages(qtbot, english):
    sc = find_scenario(PLAIN)
    t = _table(qtbot)
    emitted, _ = _recorder(t)
    t.start(sc.setup)
    _key(qtbot, t, Qt.Key.Key_S)
    first_seat = next(a for a in solve(sc.round()) if isinstance(a, Deal)).to
    assert first_seat.seat is not None
    _type(qtbot, t, str(first_seat.seat))  # dealt without the cut
    assert emitted[-1] == {"action": "deal", "to": str(first_seat)}
    errors = t.errors_at[1]
    assert [e.clause for e in errors] == ["A9.2"]
    text = t.feedback_text()
    assert "A9.2" in text and errors[0].message_zh in text and errors[0].message_en in text
    assert text.index(errors[0].message_en) < text.index(errors[0].message_zh)  # the current language first
    i18n.install_translator(english, "zh-Hant")
    t._render_feedback()
    text = t.feedback_text()
    assert text.index(errors[0].message_zh) < text.index(errors[0].message_en)


def test_hint_highlights_the_reference_dealers_next_action(qtbot, english):
    sc = load_scenario(MACHINE)
    t, reference = _dealt_so_far(qtbot, sc, 5)
    _key(qtbot, t, Qt.Key.Key_H)
    assert t._hint is not None and t._hint.action == reference[5]
    assert t._highlight.isVisible()
    spot = t.scene.spot_rect(target_of(reference[5]) or "")
    assert t._highlight.path().boundingRect().contains(spot)
    assert t._hint.clause in t.feedback_text()
    first_line = t.feedback_text().split("\n")[0]  # what to press in the first line: a short panel shows two
    assert first_line.startswith("Next: ") and first_line.endswith("· Keys: " + keys_for(reference[5]))
    t.apply(reference[5])
    assert not t._highlight.isVisible()


def test_undo_restores_the_table_and_the_log(qtbot, english):
    sc = find_scenario(PLAIN)
    t, reference = _dealt_so_far(qtbot, sc, 4)
    before = t.round_view
    t.apply(make_action("deal", to="dealer"))  # wrong: seats first
    assert 4 in t.errors_at
    _key(qtbot, t, Qt.Key.Key_Z, CTRL)
    assert t.log == reference[:4]
    assert t.round_view == before
    assert 4 not in t.errors_at
    assert "deal" in t.feedback_text().lower()


def test_a17_1_1_an_undo_back_into_the_deal_clears_the_bet_selected_so_the_number_keys_deal_again(qtbot, english):
    sc = find_scenario(PLAIN)
    t, reference = _dealt_so_far(qtbot, sc, 3)
    t.apply(make_action("deal", to="dealer"))  # out of turn: the round is void (A17.1.1)
    t.apply(make_action("declare", ruling="void_round"))
    assert t.round_view.phase == "void"
    _key(qtbot, t, Qt.Key.Key_BracketRight)  # the first bet to give back
    assert bet_of(t.selected) is not None
    _key(qtbot, t, Qt.Key.Key_5)
    assert t.amount == "5"  # while paying, the number keys type the amount
    _key(qtbot, t, Qt.Key.Key_Z, CTRL)
    _key(qtbot, t, Qt.Key.Key_Z, CTRL)
    assert t.round_view.phase == "dealing"
    assert t.selected is None and t.amount == "" and not t.chips
    nxt = reference[3]
    assert isinstance(nxt, Deal) and nxt.to.seat is not None
    _key(qtbot, t, getattr(Qt.Key, f"Key_{nxt.to.seat}"))
    assert t.log == reference[:4]


def test_clicking_an_error_in_the_grade_shows_the_table_at_that_step(qtbot, english):
    sc = find_scenario(PLAIN)
    t, reference = _dealt_so_far(qtbot, sc, 3)
    t.apply(make_action("deal", to="dealer"))  # planted: the seats come first (A11.1)
    for act in reference[3:6]:
        t.apply(act)
    t.finish()
    g = t.grade
    assert g is not None and g.errors
    assert g == grade_setup(sc.setup, t.log)
    assert t.error_list.count() == len(g.errors)
    item = t.error_list.item(0)
    rect = t.error_list.visualItemRect(item)
    qtbot.mouseClick(t.error_list.viewport(), Qt.MouseButton.LeftButton, NO, rect.center())
    step = g.errors[0].step
    assert step == 3 and t.reviewing == step
    then = Grader(sc.setup)
    for act in t.log[:step]:
        then.feed(act)
    assert t.scene.view == then.round.view()
    _key(qtbot, t, Qt.Key.Key_Escape)
    assert t.reviewing is None and t.scene.view == t.round_view
    if len(g.errors) > 1:  # the arrow keys walk through the mistakes
        _key(qtbot, t, Qt.Key.Key_Down)
        assert t.error_list.currentRow() == 1 and t.reviewing == g.errors[1].step


def test_exam_mode_gives_no_hint_no_undo_no_feedback_and_emits_the_grade(qtbot, english):
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    t = _table(qtbot, "exam")
    emitted, grades = _recorder(t)
    t.start(sc.setup)
    _key(qtbot, t, Qt.Key.Key_H)
    assert t._hint is None and not t._highlight.isVisible()
    t.apply(reference[0])
    t.apply(make_action("deal", to="dealer"))
    assert not t.feedback.isVisible() and not t.b_hint.isVisible()
    _key(qtbot, t, Qt.Key.Key_Z, CTRL)
    assert len(t.log) == 2
    _key(qtbot, t, Qt.Key.Key_E, CTRL)
    assert len(grades) == 1 and grades[0].errors and not grades[0].passed
    assert emitted == [reference[0].to_json(), {"action": "deal", "to": "dealer"}]
    assert not t.grade_box.isVisible()
    assert not t.controls.isEnabled()  # the round is over until the next start
    assert "grade" not in t.b_finish.toolTip().lower()  # an exam shows no grade before its end


def test_exam_mode_start_gives_back_the_controls_a_finished_round_took(qtbot, english):
    sc = find_scenario(PLAIN)
    t = _table(qtbot, "exam")
    t.start(sc.setup)
    t.finish()
    assert not t.controls.isEnabled()
    t.start(sc.setup)
    assert t.controls.isEnabled() and t.grade is None and t.log == []
    t.apply(solve(sc.round())[0])
    assert len(t.log) == 1


def test_rulings_palette_uses_the_selected_seat_or_asks(qtbot, english, monkeypatch):
    sc = find_scenario(PLAIN)
    t = _table(qtbot)
    t.start(sc.setup)
    made: list[dict] = []
    monkeypatch.setattr(t, "apply", lambda a: made.append(a.to_json()) or [])
    _key(qtbot, t, Qt.Key.Key_3, CTRL)
    assert t.selected == "seat:3"
    t.ruling_actions["call_floor"].trigger()
    assert made[-1] == {"action": "declare", "ruling": "call_floor", "seat": 3}
    t.select(None)
    t.seat_asker = lambda ruling: 5
    t.ruling_actions["dead_cards"].trigger()
    assert made[-1] == {"action": "declare", "ruling": "dead_cards", "seat": 5}
    t.seat_asker = lambda ruling: None  # the trainee cancelled the question
    t.ruling_actions["dead_cards"].trigger()
    assert len(made) == 2
    for ruling in ("void_round", "continue", "reshuffle", "change_shuffler", "switch_to_shoe", "close_table"):
        t.ruling_actions[ruling].trigger()
        assert made[-1] == {"action": "declare", "ruling": ruling}
    _key(qtbot, t, Qt.Key.Key_N)
    assert made[-1] == {"action": "declare", "ruling": "dealer_does_not_qualify"}


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")
def test_g_opens_the_rulings_palette(qtbot, english):
    t = _table(qtbot)
    t.start(find_scenario(PLAIN).setup)
    _key(qtbot, t, Qt.Key.Key_G)
    assert t.rulings_menu.isVisible()
    texts = [a.text() for a in t.rulings_menu.actions()]
    assert len(texts) == 8 and all("&" in x for x in texts)  # each entry has its own letter
    t.rulings_menu.hide()


def test_a_click_on_a_seat_after_dealing_selects_it_instead(qtbot, english):
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    t = _table(qtbot)
    emitted, _ = _recorder(t)
    t.start(sc.setup)
    n_deal = max(i for i, a in enumerate(reference) if a.kind == "deal") + 1
    for act in reference[:n_deal]:
        t.apply(act)
    count = len(emitted)
    _click_spot(qtbot, t, "seat:2:cards")
    assert len(emitted) == count and t.selected == "seat:2"


def test_settling_needs_a_selected_bet_and_an_amount(qtbot, english):
    sc = find_scenario(PLAIN)
    t = _table(qtbot)
    emitted, _ = _recorder(t)
    t.start(sc.setup)
    _key(qtbot, t, Qt.Key.Key_T)
    assert not emitted and "bet area" in t.feedback_text()
    t.select("seat:2:ante")
    _key(qtbot, t, Qt.Key.Key_Return)
    assert not emitted and "amount" in t.feedback_text()


def test_language_switch_retranslates_the_panel(qtbot, english):
    t = _table(qtbot)
    sc = find_scenario(PLAIN)
    t.start(sc.setup)
    english_texts = {b.text() for b in t.findChildren(QtWidgets.QPushButton)}
    assert "Take [T]" in english_texts
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()  # Qt posts LanguageChange to the windows
    zh_texts = {b.text() for b in t.findChildren(QtWidgets.QPushButton)}
    assert "Take [T]" not in zh_texts
    assert any("收" in x for x in zh_texts)
    assert t.bet_box.title() != "Bets: select an area, then settle"
    i18n.install_translator(english, "en")
    english.processEvents()
    assert "Take [T]" in {b.text() for b in t.findChildren(QtWidgets.QPushButton)}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_panel_fits_beside_the_table_at_1280x800(qtbot, english, lang):
    i18n.install_translator(english, lang)
    english.processEvents()
    t = _table(qtbot)
    t.resize(1280, 740)
    t.start(find_scenario(PLAIN).setup)
    qtbot.wait(1)
    panel = t.panel_scroll.widget()
    assert panel.minimumSizeHint().width() <= t.panel_scroll.viewport().width()
    assert panel.sizeHint().height() <= 740
    assert t.table_view.width() >= 1280 - 400


def test_a13_3_the_keys_a_payout_hint_names_pay_that_bet_when_typed_as_shown(qtbot, english):
    """The hint selects the bet it names, so its keys leave out [ ]: ] would step off to the next bet area."""
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    first_pay = next(i for i, act in enumerate(reference) if isinstance(act, Pay))
    t, _ = _dealt_so_far(qtbot, sc, first_pay)
    _key(qtbot, t, Qt.Key.Key_H)
    due = reference[first_pay]
    assert isinstance(due, Pay) and t.selected == target_of(due)
    shown = t.feedback_text().split("\n")[0].split("· Keys: ")[1]
    assert shown == f"{due.amount}, Enter"
    for part in shown.split(", "):  # type exactly what the hint says
        if part == "Enter":
            _key(qtbot, t, Qt.Key.Key_Return)
        else:
            for digit in part:
                _key(qtbot, t, getattr(Qt.Key, f"Key_{digit}"))
    assert t.log == reference[: first_pay + 1]
    assert not t.errors_at


def test_names_of_targets():
    assert seat_of("seat:3:ante") == 3 and bet_of("seat:3:ante") == "ante"
    assert seat_of("dealer") is None and bet_of("seat:3") is None
    assert target_of(Pay(seat=2, bet="ante_bonus", amount=5)) == "seat:2:ante"
    assert target_of(make_action("deal", to="seat:4")) == "seat:4:cards"
    assert target_of(Burn()) == "discard"
    assert keys_for(make_action("deal", to="seat:4")) == "4" and keys_for(Burn()) == "B"
    assert keys_for(Pay(seat=2, bet="ante_bonus", amount=50)) == "[ ], 50, A"
    assert keys_for(Pay(seat=2, bet="ante_bonus", amount=50), chosen=True) == "50, A"
    assert keys_for(Take(seat=5, bet="play"), chosen=True) == "T"
    assert keys_for(make_action("declare", ruling="dead_cards", seat=3)) == "Ctrl+3, G"


def test_target_at_round_trip_for_every_clickable_spot(qtbot, english):
    t = _table(qtbot)
    t.start(load_scenario(MACHINE).setup)
    for name in t.scene.spot_names():
        if name.endswith(":badge") or name == "tray":
            continue
        got = t.scene.target_at(QPointF(t.scene.spot_rect(name).center()))
        expected = name[: -len(":cards")] if name.endswith(":cards") else name
        assert got == expected, name


def test_every_control_says_its_key_or_purpose(qtbot, english):
    t = _table(qtbot)
    for b in t.findChildren(QtWidgets.QAbstractButton):
        if b in t.keypad.values() and b.text().isdigit():
            continue
        assert b.toolTip(), f"{b.text()!r} has no tooltip"
    for b in (t.b_shuffle, t.b_cut, t.b_take, t.b_pay, t.b_hint, t.b_undo, t.b_rulings):
        assert "[" in b.text() and "(" in b.toolTip()


@pytest.mark.parametrize(
    ("name", "kind", "words"),
    [
        ("shuffler_failure_once", "shuffler_failure", "fault light"),
        ("player_card_exposed_once", "card_exposed", "A card of seat 1 was exposed."),
        ("card_to_empty_seat", "card_slips", "slipped to seat"),
        ("player_recording_results", "conduct", "recording results"),
        ("late_bet_refused", "late_bet", "bet down late"),
    ],
)
def test_scripted_events_come_through_the_view_and_are_said(qtbot, english, name, kind, words):
    sc = find_scenario(name)
    t = _table(qtbot)
    t.start(sc.setup)
    for act in solve(sc.round()):
        t.apply(act)
        view = t.round_view
        assert view is not None
        if view.message.startswith(kind):
            break
    else:
        raise AssertionError(f"{name}: no {kind} event in the reference round")
    assert words in t.status_label.text()
    assert t.scene.view == view
    if kind == "shuffler_failure":
        assert view.shuffler_fault
    if kind == "conduct":
        assert any(s.conduct for s in view.seats)


def test_the_actions_so_far_are_listed_and_a_click_shows_the_table_after_one(qtbot, english):
    sc = find_scenario(PLAIN)
    t, _reference = _dealt_so_far(qtbot, sc, 4)
    t.apply(make_action("deal", to="dealer"))  # a mistake: marked
    qtbot.waitUntil(lambda: t.log_list.count() == 5)  # the list follows the table a moment later
    assert "✗" in t.log_list.item(4).text() and "✗" not in t.log_list.item(0).text()
    rect = t.log_list.visualItemRect(t.log_list.item(1))
    qtbot.mouseClick(t.log_list.viewport(), Qt.MouseButton.LeftButton, NO, rect.center())
    assert t.reviewing == 2
    _key(qtbot, t, Qt.Key.Key_Escape)
    _key(qtbot, t, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: t.log_list.count() == 4)
    assert all("✗" not in t.log_list.item(i).text() for i in range(4))


def test_the_list_of_actions_follows_in_a_frame_of_its_own_and_can_be_brought_up_to_date_at_once(qtbot, english):
    sc = find_scenario(PLAIN)
    t = _table(qtbot)
    t.start(sc.setup)
    for act in solve(sc.round())[:3]:
        t.apply(act)
    assert t.log_list.count() == 0  # not in the frame that shows the action on the table
    t.flush_log()
    assert t.log_list.count() == 3
    t.apply(solve(sc.round())[3])
    qtbot.waitUntil(lambda: t.log_list.count() == 4, timeout=2000)


@pytest.mark.engine_fault
def test_an_engine_fault_is_reported_and_the_round_goes_on(qtbot, english, monkeypatch, caplog):
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    t = _table(qtbot)
    emitted, _ = _recorder(t)
    t.start(sc.setup)
    t.apply(reference[0])

    original = Grader.feed

    def broken(self, action):  # the engine fails on this one action only
        if action == reference[1]:
            raise RuntimeError("engine fault")
        return original(self, action)

    monkeypatch.setattr(Grader, "feed", broken)
    assert t.apply(reference[1]) == []
    assert "could not judge" in t.feedback_text()
    (record,) = [r for r in caplog.records if r.name == "trainer.gui.dealer_table"]
    assert record.levelname == "ERROR" and record.exc_info is not None and "engine fault" in record.getMessage()
    monkeypatch.undo()
    assert t.log == reference[:1] and len(emitted) == 1
    t.apply(reference[1])
    assert t.log == reference[:2] and not t.errors_at


def test_shift_s_shuffles_the_other_way_and_is_graded(qtbot, english):
    t = _table(qtbot)
    emitted, _ = _recorder(t)
    t.start(load_scenario(MACHINE).setup)
    _key(qtbot, t, Qt.Key.Key_S, Qt.KeyboardModifier.ShiftModifier)
    assert emitted == [{"action": "shuffle", "method": "manual"}]
    assert t.errors_at.get(0) and "A9" in t.feedback_text()


def test_the_grade_follows_the_last_action_in_a_frame_of_its_own_and_an_undo_meanwhile_cancels_it(qtbot, english):
    sc = find_scenario(PLAIN)
    reference = solve(sc.round())
    t = _table(qtbot)
    t.start(sc.setup)
    for act in reference:
        t.apply(act)
    assert t.grade is not None  # graded at once
    assert not t.grade_box.isVisible()  # the panel turns to it a moment later
    qtbot.waitUntil(lambda: t.grade_box.isVisible() and not t.controls.isVisible())
    t.undo()
    t.apply(reference[-1])
    t.undo()  # before the grade was shown: it is not shown on a round that goes on
    qtbot.wait(3 * dealer_table.GRADE_DELAY_MS)
    assert not t.grade_box.isVisible() and t.controls.isVisible()
    t.apply(reference[-1])
    t.flush_grade()
    assert t.grade_box.isVisible()


def test_the_table_makes_its_grader_while_it_waits_for_the_first_action(qtbot):
    """A round's first picture is drawn without a grader (start-up); the table makes it while it waits for the
    dealer, so that the first action does not wait for it, and the first action is judged as ever."""
    t = _table(qtbot)
    sc = find_scenario("plain_round_by_hand")
    t.start(sc.setup)
    assert t.round is not None and t.round._grader is None
    assert t.scene.view is not None and t.scene.view.phase == "shuffle"  # drawn already
    qtbot.waitUntil(lambda: t.round is not None and t.round._grader is not None, timeout=3000)
    first = solve(sc.round())[0]
    assert t.apply(first) == [] and t.log == [first]


def test_the_actions_list_takes_the_place_and_room_of_the_empty_box_that_stood_for_it(qtbot):
    """Until the first action or the table's first idle moment the actions list is an empty box (start-up); the
    list then takes its place in the panel, at its size, with its tooltip; the first action fills it."""
    t = _table(qtbot)
    sc = find_scenario("plain_round_by_hand")
    t.start(sc.setup)
    assert t._log_list is None
    box = t._log_box
    qtbot.waitUntil(lambda: box.isVisible() and box.height() > 0)
    place, least, tip = box.geometry(), box.minimumHeight(), box.toolTip()
    qtbot.waitUntil(lambda: t._log_list is not None, timeout=3000)  # made while the table waits
    lst = t.log_list
    qtbot.waitUntil(lambda: lst.isVisible() and lst.geometry() == place)
    assert lst.minimumHeight() == least and lst.toolTip() == tip and tip
    assert t._panel_layout.indexOf(lst) >= 0 and t._log_box is lst  # the box itself is gone (deleted)
    t.apply(solve(sc.round())[0])
    t.flush_log()
    assert lst.count() == 1 and lst.item(0).text().startswith("1. ")
