"""The trainer tools' "Where results are kept" page: this PC's setting, the one ``trainer store use`` writes.

It shows where the results go now (the file in the data folder, or the department's PostgreSQL server; and when
``TRAINER_STORE`` chooses for this PC, that the setting does not count), and lets a signed-in trainer keep them on a
server from now on, or on this PC again. The URL is checked by the Qt-free
:func:`trainer.training.store_setting.use_store` (no password in it; a server this login can open, set up) before it
is kept; nothing is written otherwise. The trainer starts again to use the new place: the attempts of this session
stay where they were stored.
"""

from __future__ import annotations

from pathlib import Path

from trainer.gui.colours import DONE, PROBLEM, text_colour
from trainer.gui.i18n import Retranslatable
from trainer.gui.qt import QEvent, QtCore, QtWidgets, QWidget
from trainer.training.store_setting import SettingError, use_store, where


class StoreSettingView(Retranslatable, QWidget):
    """This PC's setting of where the results are kept, for the data folder ``directory``."""

    def __init__(self, directory: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.directory = directory
        self.saved: str | None = None
        """Where the last setting kept sends the results (None: nothing kept in this session)."""
        self.problem = ""
        """Why the last try was not kept ("" when it was)."""
        self.problem_kind = ""
        lay = QtWidgets.QVBoxLayout(self)
        self.now_label = QtWidgets.QLabel()
        self.now_label.setWordWrap(True)
        self.local_radio = QtWidgets.QRadioButton()
        self.server_radio = QtWidgets.QRadioButton()
        self.url_edit = QtWidgets.QLineEdit()
        self.url_edit.setPlaceholderText("postgresql://login@host:5432/database")
        self.help_label = QtWidgets.QLabel()
        self.help_label.setWordWrap(True)
        self.keep_button = QtWidgets.QPushButton()
        self.keep_button.setSizePolicy(QtWidgets.QSizePolicy.Policy.Maximum, QtWidgets.QSizePolicy.Policy.Fixed)
        self.keep_button.clicked.connect(self.keep)
        self.result_label = QtWidgets.QLabel()
        self.result_label.setWordWrap(True)
        server_row = QtWidgets.QHBoxLayout()
        server_row.addWidget(self.server_radio)
        server_row.addWidget(self.url_edit, 1)
        for w in (self.now_label, self.local_radio):
            lay.addWidget(w)
        lay.addLayout(server_row)
        lay.addWidget(self.help_label)
        lay.addWidget(self.keep_button)
        lay.addWidget(self.result_label)
        lay.addStretch(1)
        self.url_edit.textEdited.connect(lambda _t: self.server_radio.setChecked(True))  # typing it chooses it
        self._load()
        self.retranslate()

    def tab_title(self) -> str:
        return self.tr("Where results are kept")

    def _load(self) -> None:
        """Show this PC's setting as it is now."""
        try:
            now = where(self.directory)
        except SettingError as exc:
            self.problem, self.problem_kind = str(exc), exc.kind
            self.local_radio.setChecked(True)
            return
        self.url_edit.setText(now.shown if now.url is not None else "")  # never the password of a setting (issue 31)
        (self.local_radio if now.url is None else self.server_radio).setChecked(True)

    def retranslate(self) -> None:
        try:
            now = where(self.directory)
            if now.url is None:
                text = self.tr("Now the results are kept on this PC, in the file %1.").replace("%1", now.shown)
            else:
                text = self.tr("Now the results are kept on the server %1.").replace("%1", now.shown)
            if now.by_environment:
                text += " " + self.tr(
                    "TRAINER_STORE is set on this PC and chooses for it: the setting below counts once it is removed."
                )
        except SettingError as exc:
            text = self.tr("This PC's setting cannot be used: %1").replace("%1", str(exc))
        self.now_label.setText(text)
        self.local_radio.setText(self.tr("On this PC (the file in the data folder)"))
        self.server_radio.setText(self.tr("On the department's server:"))
        self.help_label.setText(
            self.tr(
                "The password is not kept here: put it in the login's ~/.pgpass file or in PGPASSWORD. The server "
                'is set up once with "trainer store init-server"; "trainer store migrate --to URL" copies '
                "this PC's results there."
            )
        )
        self.keep_button.setText(self.tr("Check and keep"))
        self._show_result()

    def keep(self) -> bool:
        """Check the choice and keep it as this PC's setting; True when kept."""
        url = None if self.local_radio.isChecked() else self.url_edit.text()
        try:
            self.saved, self.problem, self.problem_kind = use_store(self.directory, url), "", ""
        except SettingError as exc:
            self.saved, self.problem, self.problem_kind = None, str(exc), exc.kind
        self.retranslate()
        return not self.problem

    def _why(self) -> str:
        """The last problem in the app's language (a server's own answer, or a file's, as it came)."""
        said = {
            "password": self.tr(
                "a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD."
            ),
            "not_url": self.tr("that is not a PostgreSQL URL (postgresql://login@host:5432/database)."),
            "empty": self.tr("the server's URL is empty (postgresql://login@host:5432/database)."),
            "server": self.tr("the server could not be opened with it. Its answer: %1").replace("%1", self.problem),
        }
        return said.get(self.problem_kind, self.problem)

    def _show_result(self) -> None:
        if self.problem:
            self.result_label.setStyleSheet(f"color: {text_colour(PROBLEM, self)}")
            self.result_label.setText(self.tr("Not kept: %1").replace("%1", self._why()))
        elif self.saved is not None:
            self.result_label.setStyleSheet(f"color: {text_colour(DONE, self)}")
            self.result_label.setText(
                self.tr(
                    "Kept: from the next start the results go to %1. Close the trainer and start it again; what "
                    "was stored in this session stays where it was."
                ).replace("%1", self.saved)
            )
        else:
            self.result_label.clear()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        """A new palette (the theme) gets the result's colour readable on it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._show_result()
