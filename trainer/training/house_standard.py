"""The house standard of pace (docs/practice.md, "Pace"): how many rounds an hour a full table (seven seats, A5.2)
deals, how many seconds a payout takes, and whether Table-ready rounds are held to it.

It is this PC's setting, kept in the data folder (``$TRAINER_DATA_DIR`` or the user data folder) in the small TOML
file :data:`SETTING_NAME`, which a trainer writes with ``trainer pace set`` (or by hand) and ``trainer pace reset``
removes; without the file the documented defaults (:data:`DEFAULT`) hold. An exam that requires pace records the
standard it was held to in the attempt's grade (:mod:`trainer.training.exam_pace`), so a later change of the
setting never changes a stored result.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from trainer.training.inputs import InputError, decode, is_toml_error, loads_toml, read_limited
from trainer.training.private_files import make_private_folder, write_private
from trainer.training.records import Bool, Number, Problems, Record, describe, field, field_path

SETTING_NAME = "house-pace.toml"
"""The file in the data folder that keeps the house standard."""
MAX_SETTING_BYTES = 64 * 1024


class StandardError(ValueError):
    """The setting cannot be read or kept: one line naming the file, the field and the rule."""


class StandardFile(Record):
    """The setting file as a trainer writes it (every field optional: a field left out keeps its default)."""

    rounds_per_hour: float = field(Number(gt=0, le=400), 40)
    seconds_per_payout: float = field(Number(gt=0, le=120), 3.0)
    players_seconds: float = field(Number(ge=0, le=600), 15)
    table_ready: bool = field(Bool(), False)


@dataclass(frozen=True, slots=True)
class HouseStandard:
    """The house standard (defaults: docs/practice.md, "Pace", says why these figures)."""

    rounds_per_hour: float = 40.0
    """Rounds an hour at a full table (seven seats)."""
    seconds_per_payout: float = 3.0
    """The settling time per bet settled (taken, pushed back or paid), at most."""
    players_seconds: float = 15.0
    """What a full table's players take in a round that the trainer does not (looking at their cards, fold or
    play): added to every round's time at a full table."""
    table_ready: bool = False
    """Table-ready rounds must meet the standard (they are always shown against it)."""

    def to_json(self) -> dict[str, Any]:
        """The figures an exam's attempt records (``table_ready`` is this PC's practice setting: not recorded)."""
        return {
            "rounds_per_hour": self.rounds_per_hour,
            "seconds_per_payout": self.seconds_per_payout,
            "players_seconds": self.players_seconds,
        }

    @classmethod
    def from_json(cls, data: Any) -> HouseStandard:
        """The figures recorded by :meth:`to_json` (a missing or wrong figure: :class:`StandardError`)."""
        if not isinstance(data, dict):
            raise StandardError("the recorded house standard is not a table of figures")
        missing = [k for k in FIGURES if k not in data]
        if missing:
            raise StandardError(f"the recorded house standard: {missing[0]}: is missing (required)")
        figures = {k: data[k] for k in FIGURES}
        try:
            model = StandardFile.validate(figures)
        except Problems as exc:
            issue = exc.issues[0]
            raise StandardError(f"the recorded house standard: {field_path(issue.loc)}: {describe(issue)}") from None
        return cls(float(model.rounds_per_hour), float(model.seconds_per_payout), float(model.players_seconds))


DEFAULT = HouseStandard()
FIGURES = ("rounds_per_hour", "seconds_per_payout", "players_seconds")
"""The figures of the standard an exam's attempt records."""


def setting_path(directory: Path) -> Path:
    return directory / SETTING_NAME


def load_standard(directory: Path) -> HouseStandard:
    """The house standard kept in the data folder ``directory`` (:data:`DEFAULT` without a setting file);
    :class:`StandardError` (``file:field: rule``) for a file that cannot be read or breaks a rule."""
    path = setting_path(directory)
    try:
        raw = read_limited(path, MAX_SETTING_BYTES, "setting file")
    except InputError as exc:
        if not path.exists() and not path.is_symlink():
            return DEFAULT
        raise StandardError(str(exc)) from None
    try:
        data = loads_toml(decode(raw, str(path)), str(path))
    except InputError as exc:
        raise StandardError(str(exc)) from None
    except Exception as exc:
        if not is_toml_error(exc):
            raise
        raise StandardError(f"{path}: not valid TOML: {exc}") from None
    try:
        model = StandardFile.validate(data)
    except Problems as exc:
        issue = exc.issues[0]
        raise StandardError(f"{path}: {field_path(issue.loc)}: {describe(issue)}") from None
    return HouseStandard(
        float(model.rounds_per_hour), float(model.seconds_per_payout), float(model.players_seconds), model.table_ready
    )


def standard_or_default(directory: Path) -> tuple[HouseStandard, str | None]:
    """The house standard, or :data:`DEFAULT` and why the setting could not be read (for a page that goes on)."""
    try:
        return load_standard(directory), None
    except StandardError as exc:
        return DEFAULT, str(exc)


def _figure(value: float) -> str:
    """A figure as the file writes it: a whole number without a point."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def save_standard(directory: Path, standard: HouseStandard) -> Path:
    """Keep ``standard`` as this PC's house standard (checked as a file read back would be); returns the file."""
    values = {
        "rounds_per_hour": standard.rounds_per_hour,
        "seconds_per_payout": standard.seconds_per_payout,
        "players_seconds": standard.players_seconds,
        "table_ready": standard.table_ready,
    }
    path = setting_path(directory)
    for name, value in values.items():
        if isinstance(value, float) and not math.isfinite(value):
            raise StandardError(f"{path}: {name}: {value} is not a number")
    try:
        StandardFile.validate(values)
    except Problems as exc:
        issue = exc.issues[0]
        raise StandardError(f"{path}: {field_path(issue.loc)}: {describe(issue)}") from None
    text = (
        '# The house standard of pace (docs/practice.md, "Pace"); written by trainer pace set\n'
        f"rounds_per_hour = {_figure(standard.rounds_per_hour)}      # rounds an hour at a full table (7 seats)\n"
        f"seconds_per_payout = {_figure(standard.seconds_per_payout)}   # settling time per bet settled, at most\n"
        f"players_seconds = {_figure(standard.players_seconds)}      # the players' time in a round\n"
        f"table_ready = {'true' if standard.table_ready else 'false'}      # Table-ready rounds must meet it\n"
    )
    try:  # (0700 folder, 0600 file, written whole: as every file of the data folder)
        make_private_folder(directory)
        write_private(path, text)
    except OSError as exc:
        raise StandardError(f"{path}: cannot write the setting: {exc.strerror or exc}") from None
    return path


def reset_standard(directory: Path) -> None:
    """Remove this PC's setting: the defaults hold again."""
    path = setting_path(directory)
    try:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
    except OSError as exc:
        raise StandardError(f"{path}: cannot remove the setting: {exc.strerror or exc}") from None


def changed(standard: HouseStandard, **figures: Any) -> HouseStandard:
    """``standard`` with the figures given (None: unchanged)."""
    return replace(standard, **{k: v for k, v in figures.items() if v is not None})
