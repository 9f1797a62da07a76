"""The trainer sign-in dialog holds its message: when it says why the sign-in failed, on as many lines as that
takes, the dialog grows — the name and passphrase fields keep their height and every line of the message shows
(in both languages, at the first start and later)."""

from __future__ import annotations

import pytest

from trainer.gui.i18n import install_translator
from trainer.gui.trainer_tools import PassphraseDialog
from trainer.training.store import StoreError

LONG_NAME = "x" * 90


def _shows_everything(dialog: PassphraseDialog) -> None:
    fields = [dialog.name_edit, dialog.pass_edit] + ([dialog.again_edit] if dialog.setup_mode else [])
    for field in fields:
        assert field.height() >= field.sizeHint().height(), f"a field squashed to {field.height()} px"
    error = dialog.error
    assert error.text() and error.isVisible()
    assert error.height() >= error.heightForWidth(error.width()), "a line of the message is cut off"
    assert dialog.buttons.geometry().top() >= error.geometry().bottom(), "the buttons cover the message"


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_long_message_makes_the_dialog_grow(world, qtbot, qapp, lang):
    _root, _exam, store = world
    store.add_trainer("Ms Wong", "correct horse battery")
    install_translator(qapp, lang)
    try:
        dialog = PassphraseDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.name_edit.setEditText(LONG_NAME)
        assert not dialog.try_accept()
        qtbot.wait(1)
        assert "80" in dialog.error.text()
        _shows_everything(dialog)
        dialog.resize(dialog.minimumWidth(), dialog.height())  # as narrow as it goes: more lines, still whole
        qtbot.wait(1)
        _shows_everything(dialog)
    finally:
        install_translator(qapp, "en")


def test_a_long_message_at_the_first_start_makes_the_dialog_grow(world, qtbot, monkeypatch):
    _root, _exam, store = world
    dialog = PassphraseDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.setup_mode
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()

    def refuse(name: str, passphrase: str) -> None:
        raise StoreError("the results store refused the new trainer: " + "it gave a long reason, " * 12)

    monkeypatch.setattr(store, "add_trainer", refuse)
    dialog.name_edit.setEditText("Ms Wong")
    dialog.pass_edit.setText("correct horse battery")
    dialog.again_edit.setText("correct horse battery")
    assert not dialog.try_accept()
    qtbot.wait(1)
    assert dialog.error.text().startswith("the results store refused")
    _shows_everything(dialog)
    assert dialog.height() > before, "it grew"
