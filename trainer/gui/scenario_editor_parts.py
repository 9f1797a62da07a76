"""The words and small widgets the scenario editor (:mod:`trainer.gui.scenario_editor`) is built from: the
constants of its pages, a problem, a place, a card or an irregularity in the reader's language (never the file's
field names), and :class:`ProblemLine`, the fixed line under a field where the checker's problem with it shows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from trainer.engine.cards import parse_card
from trainer.gui import art
from trainer.gui.exam_text import text as catalogue_text
from trainer.gui.exam_text import translated
from trainer.gui.i18n import current_language, term
from trainer.gui.qt import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPointF,
    QSize,
    Qt,
    QtGui,
    QtWidgets,
    QWidget,
)
from trainer.gui.theme import themed
from trainer.training.scenario import BET_NAMES, Problem

MONEY_MAX = 100_000_000
FIXED_HANDS = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush")
SKILL_KEYS = ("dealing", "irregularities", "payouts", "procedure")
CONDUCT_KEYS = ("recording", "predicting", "leaves_table", "tells_cards", "discloses_dealer_cards")
EVENT_KINDS = ("card_exposed", "card_slips", "shuffler_failure", "late_bet", "conduct")
PROBLEM_STYLE = "color: $editor_problem"
"""A problem under a field, in the theme's colour (:func:`trainer.gui.theme.themed`)."""


SHUFFLE_WORDS = {
    "hand": QT_TRANSLATE_NOOP("ScenarioEditor", "By hand: shoe and cut card"),
    "one-card": QT_TRANSLATE_NOOP("ScenarioEditor", "Shuffling machine, one card at a time"),
    "three-card": QT_TRANSLATE_NOOP("ScenarioEditor", "Shuffling machine, three cards at a time"),
}
EVENT_WORDS = {
    "card_exposed": QT_TRANSLATE_NOOP("ScenarioEditor", "A card exposed by mistake"),
    "card_slips": QT_TRANSLATE_NOOP("ScenarioEditor", "A card dealt to the wrong place"),
    "shuffler_failure": QT_TRANSLATE_NOOP("ScenarioEditor", "The shuffler fails"),
    "late_bet": QT_TRANSLATE_NOOP("ScenarioEditor", "A bet placed late"),
    "conduct": QT_TRANSLATE_NOOP("ScenarioEditor", "A player's conduct (Art. 18)"),
}
CONDUCT_WORDS = {
    "recording": QT_TRANSLATE_NOOP("ScenarioEditor", "records the results"),
    "predicting": QT_TRANSLATE_NOOP("ScenarioEditor", "works out a betting system"),
    "leaves_table": QT_TRANSLATE_NOOP("ScenarioEditor", "leaves the table during the round"),
    "tells_cards": QT_TRANSLATE_NOOP("ScenarioEditor", "tells others the cards"),
    "discloses_dealer_cards": QT_TRANSLATE_NOOP("ScenarioEditor", "tries to disclose the dealer's cards"),
    "side_bet_without_base": QT_TRANSLATE_NOOP("ScenarioEditor", "a side bet without a base bet (A4.2): to refuse"),
    "side_bet_not_offered": QT_TRANSLATE_NOOP(
        "ScenarioEditor", "a side bet the table does not offer (A3.4): to refuse"
    ),
    "outside_limits": QT_TRANSLATE_NOOP("ScenarioEditor", "a bet outside the table limits (A10.1): to refuse"),
    "two_seats": QT_TRANSLATE_NOOP("ScenarioEditor", "chips of a player seated elsewhere (A10.2): to refuse"),
}


def problem_text(problem: Problem) -> str:
    """A checker's problem in the current language, from its key in the catalogue
    :mod:`trainer.training.checker_words` (the bet names in it as the regulation's words)."""
    return problem.words(current_language())


def field_words(field: str, seats: Sequence[int] = ()) -> str:
    """Where a problem is, in plain words (never the file's field names); ``seats``: the seat of each player."""
    path = field.split(" ")[0]
    head = path.split(".")[0].split("[")[0]
    if path.startswith("players["):
        m = re.match(r"players\[(\d+)\](?:\.bets\.(\w+))?", path)
        where = QCoreApplication.translate("ScenarioEditor", "Bets")
        if m and int(m.group(1)) < len(seats):
            where += " · " + QCoreApplication.translate("ScenarioEditor", "Seat %1").replace(
                "%1", str(seats[int(m.group(1))])
            )
        return where + (f" · {bet_words(m.group(2))}" if m and m.group(2) in BET_NAMES else "")
    if path.startswith("events["):
        m = re.match(r"events\[(\d+)\]", path)
        n = int(m.group(1)) + 1 if m else 0
        return QCoreApplication.translate("ScenarioEditor", "Irregularity %1").replace("%1", str(n))
    if path.startswith("deck"):
        return QCoreApplication.translate("ScenarioEditor", "Cards")
    if path.startswith("expect"):
        return QCoreApplication.translate("ScenarioEditor", "Test play")
    if path.startswith("table"):
        return QCoreApplication.translate("ScenarioEditor", "Table")
    return {
        "id": lambda: QCoreApplication.translate("ScenarioEditor", "Id (file name):").rstrip(":："),
        "title": lambda: (
            QCoreApplication.translate("ScenarioEditor", "Title (English):").rstrip(":：")
            if path.endswith(".en")
            else QCoreApplication.translate("ScenarioEditor", "Title (繁體中文):").rstrip(":：")
        ),
        "briefing": lambda: (
            QCoreApplication.translate("ScenarioEditor", "Briefing (English):").rstrip(":：")
            if path.endswith(".en")
            else QCoreApplication.translate("ScenarioEditor", "Briefing (繁體中文):").rstrip(":：")
        ),
        "skills": lambda: QCoreApplication.translate("ScenarioEditor", "Skills:").rstrip(":："),
        "clauses": lambda: QCoreApplication.translate("ScenarioEditor", "Clauses:").rstrip(":："),
        "difficulty": lambda: QCoreApplication.translate("ScenarioEditor", "Difficulty (1–5):").rstrip(":："),
    }.get(head, lambda: QCoreApplication.translate("ScenarioEditor", "The file"))()


def shuffle_words(key: str) -> str:
    return translated("ScenarioEditor", SHUFFLE_WORDS[key])


def event_kind_words(kind: str) -> str:
    return translated("ScenarioEditor", EVENT_WORDS[kind])


def conduct_words(key: str) -> str:
    return translated("ScenarioEditor", CONDUCT_WORDS[key])


def skill_words(key: str) -> str:
    return catalogue_text("Skill", key)


def bet_words(key: str) -> str:
    return term(key)


def place_words(place: str) -> str:
    if place == "burn":
        return QCoreApplication.translate("ScenarioEditor", "Burned")
    if place.startswith("seat:"):
        return QCoreApplication.translate("ScenarioEditor", "Seat %1").replace("%1", place[5:])
    return term("dealer") if place == "dealer" else term("community_cards")


def card_label(text: str) -> str:
    c = parse_card(text)
    return art.rank_text(c) + words_suit(c.suit)


def words_suit(suit: str) -> str:
    return {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}[suit]


class ProblemLine(QtWidgets.QLabel):
    """The checker's problem with one field, on a line of its own under it (issue 32): one line high, hidden while
    the field is valid but with its room kept, so a problem that appears or goes never moves a field (the next
    click lands where the trainer aimed). A problem longer than the line ends in "…"; the whole of it is the
    tooltip, and the list under the pages shows it too. :meth:`text` is the whole problem."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self, PROBLEM_STYLE)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        policy = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)  # hidden while the field is valid, its room kept
        self.setSizePolicy(policy)
        self.setVisible(False)

    def keep_room(self, keep: bool) -> None:
        """Keep the line's room while it is hidden (the default); not for a row that is not shown at all."""
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.setSizePolicy(policy)

    def set_problem(self, text: str) -> None:
        """Show ``text`` (the problems, one a line), or hide the line for "" (its room stays)."""
        self.setText(text)
        self.setToolTip(text)
        self.setVisible(bool(text))

    def shown_text(self) -> str:
        """What the line shows: the problems on one line, cut to its width with "…"."""
        one_line = " · ".join(part for part in self.text().splitlines() if part)
        return self.fontMetrics().elidedText(one_line, Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def sizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height() + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        painter = QtGui.QPainter(self)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(align),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
        painter.end()


def whole(value: object, default: int) -> int:
    """A whole number read from the file, or ``default`` for anything else (the checker names the field)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def as_list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def is_card(text: str) -> bool:
    try:
        parse_card(text)
    except Exception:
        return False
    return True


def faded(pix: QtGui.QPixmap) -> QtGui.QPixmap:
    """A card nobody chose: drawn faint (it is what chance gives now)."""
    out = QtGui.QPixmap(pix.size())
    out.setDevicePixelRatio(pix.devicePixelRatio())
    out.fill(Qt.GlobalColor.transparent)
    p = QtGui.QPainter(out)
    p.setOpacity(0.35)
    p.drawPixmap(QPointF(0, 0), pix)
    p.end()
    return out
