"""Parts of the trainer tools (:mod:`trainer.gui.trainer_tools`) kept in a module of their own (issue 31):

- :class:`ReadAgainWhenShown` -- the Results tab reads the store again when it is shown again (after another tab
  or page) and when its window becomes active again while it is shown: an attempt signed off, ended or closed
  elsewhere -- the command line, another PC -- shows as it is now. One read each time, no timer.
- :class:`ResultsWatch` -- while the Results tab is shown, the store is asked every few seconds whether an attempt
  started or ended (one count, :meth:`ResultsStore.graded_mark`), and the results are read again when one did: an
  exam finished in another window of this PC, or on a training PC, shows without closing the tab (issue 32). An
  attempt ended in this window says so at once (:meth:`TrainerTools.results_changed`, from the exam session), and
  the tab's Refresh [F5] reads them whenever the trainer wants.
- :func:`sign_in_problem` -- what the sign-in says when the store may not check a trainer's passphrase: this PC
  reaches the results server with a training PC's login, and the trainer tools need a trainer's login.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from trainer.gui import exam_text
from trainer.gui.qt import QT_TRANSLATE_NOOP, QEvent, QObject, QTimer, QWidget
from trainer.training.store import ResultsStore, StoreError

if TYPE_CHECKING:
    from trainer.gui.results_model import ResultsFilter

SIGN_IN_CONTEXT = "TrainerSignIn"
PC_LOGIN = QT_TRANSLATE_NOOP(
    "TrainerSignIn",
    "The trainer tools need a trainer's database login on the results server: this PC reaches the server with a "
    "training PC's login, which cannot check a trainer's passphrase. Set a trainer's login for this PC with the "
    "command trainer store use and the server's address with that login, or for one session start the trainer "
    "with TRAINER_STORE set to it. Whoever set up the server has the trainers' logins.",
)
"""A trainer's sign-in refused because the PC's server login is a training PC's (shown in both languages)."""


def sign_in_problem(exc: StoreError, store: ResultsStore) -> str | None:
    """The sign-in's words when ``store``, a server, may not check a trainer's passphrase with this PC's login (it
    said "may not do that", or the server refused the permission): in Chinese and in English, then the store's own
    line without the server's address; None for any other failure (and for the SQLite file)."""
    line = (str(exc).splitlines() or [""])[0]
    if not store.server or ("may not do that" not in line and "permission denied" not in line.lower()):
        return None
    line = line.removeprefix(f"{store.path}: ")
    return f"{exam_text.zh_hant(SIGN_IN_CONTEXT, PC_LOGIN)}\n\n{PC_LOGIN}\n\n({line})"


class ReadAgainWhenShown(QObject):
    """Calls ``read`` when ``page`` is shown again after it was hidden (another tab, another page of the window, the
    window minimised) and when the window becomes active again while ``page`` is shown (the trainer comes back from
    a terminal or another program). Not at the first show: the page has just been read."""

    def __init__(self, page: QWidget, read: Callable[[], None]) -> None:
        super().__init__(page)
        self._page = page
        self._read = read
        self._hidden = False
        self._left = False
        """The window was left (another window became the active one) while the page was shown."""
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._page:
            kind = event.type()
            if kind == QEvent.Type.Hide:
                self._hidden = True
            elif kind == QEvent.Type.Show and self._hidden:
                self._hidden = self._left = False
                self._read()
            elif kind == QEvent.Type.WindowDeactivate:
                self._left = True
            elif kind == QEvent.Type.WindowActivate and self._left and self._page.isVisible():
                self._left = False
                self._read()
        return False


class _Results(Protocol):
    """What :func:`read_results_again` needs of :class:`trainer.gui.trainer_tools.TrainerTools`."""

    proxy: ResultsFilter

    def selected_attempt(self) -> int | None: ...

    def refresh(self) -> None: ...

    def select_attempt(self, attempt_id: int) -> bool: ...


def read_results_again(tools: _Results) -> None:
    """The trainer tools' results read again (``TrainerTools.refresh``); the attempt chosen stays chosen when it
    is among the rows read."""
    chosen = tools.selected_attempt()
    tools.refresh()
    if chosen is not None and any(tools.proxy.attempt_id(r) == chosen for r in range(tools.proxy.rowCount())):
        tools.select_attempt(chosen)


WATCH_MS = 5000
"""How often the shown Results tab asks the store whether an attempt started or ended."""


class ResultsWatch(QObject):
    """While ``page`` is shown, asks ``store`` every :data:`WATCH_MS` whether an attempt started or ended since the
    results were last read (:meth:`mark` after each read) and calls ``read`` when one did. A store that cannot be
    asked stops the watch until the page is shown again (no message every few seconds)."""

    def __init__(self, page: QWidget, store: ResultsStore, read: Callable[[], None]) -> None:
        super().__init__(page)
        self._page = page
        self._store = store
        self._read = read
        self._mark: tuple[int, int] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(WATCH_MS)
        self.timer.timeout.connect(self.check)
        page.installEventFilter(self)

    def mark(self) -> None:
        """The results were just read: remember the store's count of attempts started and ended."""
        try:
            self._mark = self._store.graded_mark()
        except StoreError:
            self._mark = None

    def check(self) -> bool:
        """Read the results again if an attempt started or ended since they were read; returns whether they were."""
        try:
            now = self._store.graded_mark()
        except StoreError:
            self.timer.stop()
            return False
        if now == self._mark:
            return False
        self._read()
        self._mark = now
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._page:
            if event.type() == QEvent.Type.Show:
                self.timer.start()
            elif event.type() == QEvent.Type.Hide:
                self.timer.stop()
        return False
