"""The data folder's files and folders, owner-only: every file the trainer writes there is 0600 and every folder
it makes there 0700 (the results, the installation key, the ledger anchor and ``ledger.verified``, the settings,
the exams trainers save, the scenario index). One mode for all, set when each is made, whatever the umask.

A folder that already exists (``$TRAINER_DATA_DIR`` pointing at a folder someone made) keeps its mode: the
trainer only sets the modes of what it makes. No Qt: the store, the commands and the app's settings use it.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

FILE_MODE = 0o600
"""Every file the trainer writes into its data folder: read and written by its owner only."""
FOLDER_MODE = 0o700
"""Every folder the trainer makes in (or as) its data folder."""


def make_private_folder(folder: Path) -> None:
    """Make ``folder`` and any missing folder above it, each :data:`FOLDER_MODE`; nothing changes for those that
    exist. ``OSError`` when one cannot be made."""
    missing: list[Path] = []
    here = folder
    while not here.is_dir():
        missing.append(here)
        if here.parent == here:
            break
        here = here.parent
    for each in reversed(missing):
        try:
            os.mkdir(each, FOLDER_MODE)
        except FileExistsError:
            if not each.is_dir():
                raise
            continue  # another process made it meanwhile
        with contextlib.suppress(OSError):
            os.chmod(each, FOLDER_MODE)  # (the umask may have taken bits away, never added them: made exact)


def write_private(path: Path, text: str | bytes) -> None:
    """Write ``path`` whole (a temporary file beside it, then moved into place: a reader never sees half of it)
    with :data:`FILE_MODE`. ``OSError`` when it cannot be written (the temporary file is then gone)."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.new")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), FILE_MODE)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
