"""The trainer tools' "Where results are kept" page (issue 15's setting, in the app): it shows where results go
now, checks a server URL against a real PostgreSQL server before keeping it, refuses a password or a wrong URL
without writing anything, and puts the results back on this PC."""

from __future__ import annotations

import pytest

from trainer.gui.qt import Qt
from trainer.gui.store_setting_view import StoreSettingView
from trainer.training.store import ResultsStore
from trainer.training.store_backend import SETTING_NAME


@pytest.fixture
def page(qtbot, english, tmp_path, monkeypatch):
    monkeypatch.delenv("TRAINER_STORE", raising=False)
    folder = tmp_path / "data"
    folder.mkdir()
    widget = StoreSettingView(folder)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_the_page_keeps_a_server_checked_first_and_puts_results_back_on_this_pc(page, qtbot, postgres_url):
    setting = page.directory / SETTING_NAME
    assert page.local_radio.isChecked() and page.url_edit.text() == ""
    assert "on this PC, in the file" in page.now_label.text() and "results.sqlite3" in page.now_label.text()

    qtbot.keyClicks(page.url_edit, postgres_url.replace("postgresql://", "postgresql://x:secret@", 1))
    assert page.server_radio.isChecked()  # typing a URL chooses the server
    qtbot.mouseClick(page.keep_button, Qt.MouseButton.LeftButton)
    assert page.result_label.text() == (
        "Not kept: a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD."
    )
    assert not setting.exists()

    page.url_edit.setText("mysql://nowhere/db")
    assert not page.keep() and "is not a PostgreSQL URL" in page.problem and not setting.exists()
    assert page.result_label.text() == "Not kept: that is not a PostgreSQL URL (postgresql://login@host:5432/database)."

    page.url_edit.setText(postgres_url)
    assert page.keep(), page.problem
    assert setting.read_text(encoding="utf-8") == postgres_url + "\n"
    assert "Kept: from the next start" in page.result_label.text()
    assert "Now the results are kept on the server postgresql://" in page.now_label.text()
    with ResultsStore.open(page.directory) as store:  # what the app opens at its next start
        assert store.server

    page.local_radio.setChecked(True)
    assert page.keep() and not setting.exists()
    with ResultsStore.open(page.directory) as store:
        assert not store.server


def test_an_unreachable_server_is_named_and_nothing_is_kept(page):
    page.server_radio.setChecked(True)
    page.url_edit.setText(f"postgresql://nobody@/none?host={page.directory}/no-socket-here")
    assert not page.keep()
    assert page.problem_kind == "server"
    assert page.result_label.text().startswith("Not kept: the server could not be opened with it. Its answer: ")
    assert not (page.directory / SETTING_NAME).exists()


def test_issue31_a_password_written_into_the_setting_by_hand_is_never_shown(qtbot, english, tmp_path, monkeypatch):
    monkeypatch.delenv("TRAINER_STORE", raising=False)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / SETTING_NAME).write_text("postgresql://u@h/db?sslmode=require&password=secret\n", encoding="utf-8")
    widget = StoreSettingView(folder)
    qtbot.addWidget(widget)
    assert widget.url_edit.text() == "postgresql://u@h/db?sslmode=require"
    assert "secret" not in widget.now_label.text() and "postgresql://u@h/db" in widget.now_label.text()


def test_trainer_store_set_on_the_pc_is_said_to_choose(page, monkeypatch, postgres_url):
    monkeypatch.setenv("TRAINER_STORE", postgres_url)
    page.retranslate()
    assert "TRAINER_STORE is set on this PC" in page.now_label.text()


def test_the_page_speaks_chinese(page, qapp):
    from trainer.gui.i18n import install_translator

    install_translator(qapp, "zh-Hant")
    try:
        page.retranslate()
        assert page.keep_button.text() == "檢查並保存" and "本電腦的檔案" in page.now_label.text()
        page.url_edit.setText("")
        page.server_radio.setChecked(True)
        assert not page.keep() and page.result_label.text().startswith("未保存：伺服器網址是空的")
    finally:
        install_translator(qapp, "en")


def _most_contrast(widget_image, rect, background) -> float:
    """The highest contrast of any pixel of ``rect`` in ``widget_image`` with ``background`` (the text's own
    colour, where a glyph's stroke is solid)."""
    from trainer.gui.colours import contrast

    return max(
        contrast(widget_image.pixelColor(x, y), background)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_result_is_readable_on_its_background(qtbot, english, tmp_path, monkeypatch, theme):
    """The server's refusal (red) and the setting kept (green) have a contrast of at least 4.5:1 with the page
    they are painted on, in the trainer tools' tab, with the app's dark theme and with a light palette."""
    from trainer.gui.app import apply_theme
    from trainer.gui.colours import MIN_CONTRAST
    from trainer.gui.qt import QApplication, QtWidgets

    monkeypatch.delenv("TRAINER_STORE", raising=False)
    old = QApplication.palette()
    if theme == "dark":
        apply_theme(english, set_style=False)
    else:
        english.setPalette(english.style().standardPalette())
    try:
        folder = tmp_path / "data"
        folder.mkdir()
        tabs = QtWidgets.QTabWidget()  # as in the trainer tools: the page's background is the tab's pane
        page = StoreSettingView(folder)
        tabs.addTab(page, "Where results are kept")
        qtbot.addWidget(tabs)
        tabs.resize(900, 500)
        tabs.show()
        page.server_radio.setChecked(True)
        page.url_edit.setText(f"postgresql://nobody@/none?host={folder}/no-socket-here")
        for keep in (False, True):
            if keep:
                page.local_radio.setChecked(True)
            assert page.keep() is keep
            qtbot.wait(1)
            image = tabs.grab().toImage()
            label = page.result_label.geometry().translated(page.mapTo(tabs, page.rect().topLeft()))
            background = image.pixelColor(label.left() + 2, label.bottom() + 6)  # the empty page under it
            ratio = _most_contrast(image, label, background)
            assert ratio >= MIN_CONTRAST, f"{page.result_label.text()[:20]}…: {ratio:.2f}:1 on {background.name()}"
    finally:
        english.setPalette(old)
