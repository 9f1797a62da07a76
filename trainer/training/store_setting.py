"""This PC's setting of where the results are kept: the SQLite file in the data folder (no setting), or a
PostgreSQL server (the URL in ``results-server.url`` in the data folder). ``trainer store use`` and the trainer
tools' "Where results are kept" page both write it through :func:`use_store`; ``TRAINER_STORE`` and ``--store``
still win over it (:func:`trainer.training.store_backend.store_url`).

The URL is checked before it is kept: a PostgreSQL URL without a password (the password goes in ``~/.pgpass`` or
``PGPASSWORD``: the setting file is plain text), and a server this login can open, set up for the trainer. A setting
that cannot be used is never written.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from trainer.training.inputs import MAX_SETTING_BYTES, InputError, read_text_limited
from trainer.training.private_files import make_private_folder, write_private
from trainer.training.store_backend import ENV_STORE, SETTING_NAME, shown_url, store_url
from trainer.training.url_password import hide_passwords, split_password

PASSWORD_RULE = (
    "keep the password out of the setting, in the URL's user part (user:password@) or its query (?password=): "
    "put it in ~/.pgpass or PGPASSWORD"
)
"""Why a URL with a password is refused (the setting file is plain text)."""


class SettingError(Exception):
    """The setting cannot be kept: the message says why, in plain words; ``kind`` says which case it is (for a
    page that words it in its own language): ``password``, ``not_url``, ``empty``, ``server`` (the server could
    not be opened: the message has its answer) or ``file`` (the setting file could not be read or written)."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Where:
    """Where the results are kept now, and why."""

    url: str | None
    """The server's URL (None: the file in the data folder)."""
    shown: str
    """The file's path, or the server's URL without a password."""
    by_environment: bool
    """``TRAINER_STORE`` chooses it (this PC's setting does not count while it is set)."""


def where(directory: Path) -> Where:
    """Where the results of the data folder ``directory`` are kept (a setting that cannot be read is named)."""
    from trainer.training.store import DB_NAME

    by_environment = bool(os.environ.get(ENV_STORE, "").strip())
    try:
        url = store_url(None, directory)
    except ValueError as exc:
        text = hide_configured_passwords(str(exc), directory)  # the refused URL is quoted: not its password
        raise SettingError(text, "not_url" if "not a PostgreSQL URL" in text else "file") from None
    shown = str(directory / DB_NAME) if url is None else shown_url(url)
    return Where(url, shown, by_environment)


def use_store(directory: Path, url: str | None) -> str:
    """Keep the results of this PC on the server of ``url`` from now on (None: in the data folder's file again);
    returns where, as shown. The server is opened first (reachable, set up, this login may use it)."""
    from trainer.training.store import ResultsStore, StoreError

    setting = directory / SETTING_NAME
    if url is None:
        try:
            with contextlib.suppress(FileNotFoundError):
                setting.unlink()
        except OSError as exc:
            raise SettingError(f"{setting}: cannot remove the setting: {exc.strerror or exc}", "file") from None
        return where(directory).shown
    url = url.strip()
    try:
        checked = store_url(url)
    except ValueError as exc:
        raise SettingError(hide_passwords(str(exc), url), "not_url") from None
    if checked is None:
        raise SettingError("the server's URL is empty: give postgresql://user@host:port/database", "empty")
    if split_password(checked)[1]:  # user:password@ or ?password= (issue 31): before anything is opened
        raise SettingError(PASSWORD_RULE, "password")
    try:
        with ResultsStore.open(directory, url=checked) as store:
            shown = store.path
    except StoreError as exc:
        raise SettingError(hide_passwords(str(exc), checked), "server") from None
    try:
        make_private_folder(directory)
        write_private(setting, checked + "\n")  # 0600, as every file of the data folder
    except OSError as exc:
        raise SettingError(f"{setting}: cannot write the setting: {exc.strerror or exc}", "file") from None
    return str(shown)


def hide_configured_passwords(text: str, directory: Path | None = None) -> str:
    """``text``, a message about the store this PC opens, without the password of ``$TRAINER_STORE`` (``--store``)
    or of the setting file in the data folder ``directory`` (libpq may echo a part of the URL, e.g. ``invalid
    percent-encoded token: "%zzsecret"``)."""
    urls = [os.environ.get(ENV_STORE)]
    if directory is not None:
        with contextlib.suppress(InputError):  # (bounded: trainer/training/inputs.py)
            urls.append(read_text_limited(directory / SETTING_NAME, MAX_SETTING_BYTES, "setting").strip())
    return hide_passwords(text, *urls)
