"""Qt Linguist translation: complete catalogues, every source string present, run-time switch, fall-backs."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from trainer.gui import i18n
from trainer.gui.qt import QCoreApplication, QEvent, QLocale, QWidget

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "trainer" / "gui"
REGULATION_ZH = ROOT / "docs" / "regulation" / "zh-Hant.md"


@pytest.fixture
def english(qapp):
    yield qapp
    i18n.install_translator(qapp, "en")


def _code_strings() -> set[tuple[str, str]]:
    """(context, source) of every translate(...), QT_TRANSLATE_NOOP(...) and self.tr(...) in trainer/gui."""
    found: set[tuple[str, str]] = set()
    for path in GUI.rglob("*.py"):
        if path.name == "qt.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes: list[tuple[int, int, str]] = [
            (n.lineno, n.end_lineno or n.lineno, n.name) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
        ]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            args = node.args
            owner_name = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
            is_translation = name == "QT_TRANSLATE_NOOP" or (
                name == "translate"
                and (
                    owner_name in ("QCoreApplication", "QApplication", "QGuiApplication")
                    or (bool(args) and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str))
                )
            )
            if is_translation and len(args) >= 2:
                ctx, src = args[0], args[1]
                if path.name == "i18n.py" and not isinstance(src, ast.Constant):
                    continue  # term(): forwards the catalogue's QT_TRANSLATE_NOOP strings
                assert isinstance(ctx, ast.Constant) and isinstance(src, ast.Constant), (
                    f"{path.name}:{node.lineno}: translate() needs literal context and text for lupdate"
                )
                found.add((ctx.value, src.value))
            elif name == "tr" and isinstance(func, ast.Attribute) and args:
                assert isinstance(args[0], ast.Constant), f"{path.name}:{node.lineno}: tr() needs literal text"
                owner = [c for c in classes if c[0] <= node.lineno <= c[1]]
                found.add((owner[-1][2], args[0].value))
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_catalogue_has_no_unfinished_empty_or_obsolete_entry(lang):
    messages = i18n.read_ts(i18n.ts_path(lang))
    assert messages, f"{lang}: empty catalogue"
    bad = [
        f"{m.context}: {m.source!r} ({m.kind or 'empty'})"
        for m in messages
        if m.kind in ("unfinished", "obsolete", "vanished") or not m.translation.strip()
    ]
    assert not bad, f"{i18n.ts_path(lang).name}: run tools/update_translations.py and translate:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_source_string_in_the_code_is_in_the_catalogue_and_nothing_else(lang):
    code = _code_strings()
    assert ("Terms", "Ante") in code and ("TableScene", "Dealer (you)") in code
    catalogue = {(m.context, m.source) for m in i18n.read_ts(i18n.ts_path(lang))}
    missing = sorted(code - catalogue)
    stale = sorted(catalogue - code)
    assert not missing, f"not in {lang} .ts (run tools/update_translations.py): {missing}"
    assert not stale, f"in {lang} .ts but no longer in the code: {stale}"


def test_english_catalogue_translates_to_the_source_itself():
    for m in i18n.read_ts(i18n.ts_path("en")):
        assert m.translation == m.source


def test_zh_hant_catalogue_uses_the_regulations_terms():
    zh = {(m.context, m.source): m.translation for m in i18n.read_ts(i18n.ts_path("zh-Hant"))}
    for t in i18n.TERMS.values():
        assert zh[("Terms", t.en)] == t.zh_hant


def test_terms_are_words_of_the_zh_hant_regulation():
    text = REGULATION_ZH.read_text(encoding="utf-8")
    absent = [t.zh_hant for t in i18n.TERMS.values() if t.zh_hant not in text]
    assert not absent, f"not found in {REGULATION_ZH.name}: {absent}"


def test_the_guis_terms_are_the_catalogues():
    """One catalogue (trainer/engine/words.py): the GUI's Terms, skills, severities and rulings say what the
    engine's and the grader's messages say (issue 11: 額外彩金 in one place, 原注額外彩金 in the other)."""
    from trainer.engine import words
    from trainer.gui import exam_text

    for key, t in i18n.TERMS.items():
        assert (t.en, t.zh_hant, t.clause) == (words.TERMS[key].en, words.TERMS[key].zh, words.TERMS[key].clause)
    zh = {(m.context, m.source): m.translation for m in i18n.read_ts(i18n.ts_path("zh-Hant"))}
    for context, gui, catalogue in (("Skill", exam_text.SKILL, words.SKILLS), ("Severity", exam_text.SEVERITY,
                                    words.SEVERITIES)):  # fmt: skip
        assert set(gui) == set(catalogue)
        for key, source in gui.items():
            assert source == catalogue[key].en and zh[(context, source)] == catalogue[key].zh


def test_the_rulings_palette_says_the_catalogues_rulings(english, qtbot):
    """The G palette in zh-Hant names each ruling with the catalogue's (the regulation's) words."""
    from trainer.engine import words
    from trainer.gui.dealer_table import DealerTable

    table = DealerTable("practice")
    qtbot.addWidget(table)
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    for ruling, action in table.ruling_actions.items():
        assert action.text().startswith(words.RULINGS[ruling].zh), (ruling, action.text())
    assert table.b_bonus.text().startswith(words.BETS["ante_bonus"].zh)


def test_a3_bet_names_are_the_regulations(english):
    i18n.install_translator(english, "zh-Hant")
    names = [i18n.term(k) for k in ("ante", "pair_plus", "play", "six_card_bonus", "progressive")]
    assert names == ["原注", "對子或以上注", "加注", "六張牌獎金", "累進大獎"]


def test_switching_language_at_run_time(english, qtbot):
    with qtbot.waitSignal(i18n.notifier().languageChanged) as blocker:
        assert i18n.install_translator(english, "zh_TW") == "zh-Hant"
    assert blocker.args == ["zh-Hant"]
    assert i18n.current_language() == "zh-Hant"
    assert i18n.term("royal_flush") == "黃袍麒"
    assert QCoreApplication.translate("TableScene", "Dealer (you)") == "莊家（你）"
    i18n.install_translator(english, "en")
    assert i18n.term("royal_flush") == "Royal Flush"
    assert i18n.current_language() == "en"


def test_widgets_receive_language_change(english, qtbot):
    seen: list[int] = []

    class Probe(QWidget):
        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                seen.append(1)
            super().changeEvent(event)

    probe = Probe()
    qtbot.addWidget(probe)
    i18n.install_translator(english, "zh-Hant")
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("zh_TW", "zh-Hant"), ("zh_HK", "zh-Hant"), ("zh_CN", "zh-Hant"), ("en_US", "en"), ("pt_PT", "en")],
)
def test_default_language_from_system_locale(locale, expected):
    assert i18n.system_language(QLocale(locale)) == expected


def test_unknown_language_is_one_line_error():
    with pytest.raises(ValueError, match=r'unknown language "fr"') as info:
        i18n.normalise_language("fr")
    assert "\n" not in str(info.value)


def test_missing_qm_is_compiled_at_run_time(tmp_path, qapp):
    qm = i18n.compile_ts(i18n.ts_path("zh-Hant"), tmp_path)
    assert qm is not None and qm.stat().st_size > 0
    translator = i18n.QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("Terms", "Full House") == "夫盧"


def test_without_lrelease_the_ts_is_read_directly(qapp, monkeypatch):
    monkeypatch.setattr(i18n, "qm_path", lambda lang: Path("/nonexistent/x.qm"))
    monkeypatch.setenv("TRAINER_NO_LRELEASE", "1")
    translator = i18n.load_translator("zh-Hant")
    assert isinstance(translator, i18n.TsTranslator)
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("Terms", "Discard rack") == "廢牌盒"
    finally:
        qapp.removeTranslator(translator)


def test_malformed_ts_is_one_line_error(tmp_path):
    bad = tmp_path / "bad.ts"
    bad.write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.ts: not a readable Qt Linguist file") as info:
        i18n.read_ts(bad)
    assert "\n" not in str(info.value)


def test_the_zh_hant_tool_holds_every_entry_of_its_contexts():
    """tools/gui_zh_hant.py rewrites its contexts from its own table: an entry translated only in the catalogue
    would be lost (left unfinished) the next time the tool runs after update_translations.py."""
    import runpy
    import xml.etree.ElementTree as ET

    root = Path(__file__).resolve().parents[2]
    tool = runpy.run_path(str(root / "tools" / "gui_zh_hant.py"), run_name="not_main")
    zh, contexts = tool["ZH"], tool["CONTEXTS"]
    tree = ET.parse(root / "trainer" / "gui" / "i18n" / "trainer_zh_Hant.ts")
    lacking = [
        (ctx.findtext("name"), msg.findtext("source"))
        for ctx in tree.getroot().iter("context")
        if ctx.findtext("name") in contexts
        for msg in ctx.iter("message")
        if zh.get((ctx.findtext("name"), msg.findtext("source"))) != msg.findtext("translation")
    ]
    assert lacking == []
