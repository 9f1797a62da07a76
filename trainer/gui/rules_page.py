"""The rules page ("Rules and readings"): the hand ranking, the pay tables, the readings and the regulation itself.

Built the first time the page is opened (``MainWindow.readings``), and each of its four sections the first time
it is shown, so neither start-up nor opening the page pays for the others (docs/gui.md, "Keeping start-up quick").

Everything the page states about the rules comes from the engine: the order of the hands from
:class:`~trainer.engine.hands.ThreeCardHand`, the odds from :mod:`trainer.engine.paytables`, each example hand's
category from the hand evaluators and each example payout from :func:`~trainer.engine.settlement.settle`. The
regulation is shown from ``docs/regulation/`` (:func:`trainer.resources.regulation_dir`): the Chinese text,
which is the law, and the project's English rendering; the readings are those of ``docs/readings.md``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from trainer.engine.cards import ALL_CARDS, Card, parse_cards
from trainer.engine.clauses import Clause
from trainer.engine.hands import FiveCardHand, ThreeCardHand
from trainer.engine.paytables import (
    ANTE_BONUS,
    DEFAULT_PROGRESSIVE_FIXED,
    PAIR_PLUS,
    PROGRESSIVE_HANDS,
    PROGRESSIVE_POOL_SHARE,
    SIX_CARD_BONUS,
)
from trainer.engine.settlement import Bets, ProgressiveConfig, RoundInput, SeatInput, settle
from trainer.engine.setup import ProgressiveSetup
from trainer.gui import art
from trainer.gui.i18n import TERMS, Retranslatable, current_language, term
from trainer.gui.qt import Qt, QtCore, QtGui, QtWidgets, QWidget
from trainer.gui.theme import colour
from trainer.resources import regulation_dir

SECTIONS = ("ranking", "paytables", "readings", "regulation")
"""The page's sections (tabs), in order."""

EXAMPLE_STAKE = 100
"""The stake of every example payout."""
EXAMPLE_POOL = 250_000
"""The Progressive pool of the examples (the pool is the casino's, A15.6; this is only an example)."""
CARD_WIDTH = 34

# Example hands, checked against the engine's evaluators by the tests. Five-card hands have a sixth card for the
# Six Card Bonus (the dealer's third card) that does not improve them.
THREE_CARD_EXAMPLES: dict[ThreeCardHand, str] = {
    ThreeCardHand.STRAIGHT_FLUSH: "9h 8h 7h",
    ThreeCardHand.THREE_OF_A_KIND: "7c 7d 7s",
    ThreeCardHand.STRAIGHT: "Qs Jd Tc",
    ThreeCardHand.FLUSH: "Kd 9d 4d",
    ThreeCardHand.PAIR: "8s 8h Ac",
    ThreeCardHand.HIGH_CARD: "As Jd 6c",
}
FIVE_CARD_EXAMPLES: dict[FiveCardHand, str] = {
    FiveCardHand.ROYAL_FLUSH: "As Ks Qs Js Ts 2d",
    FiveCardHand.STRAIGHT_FLUSH: "9h 8h 7h 6h 5h 2c",
    FiveCardHand.FOUR_OF_A_KIND: "7c 7d 7h 7s Kd 3s",
    FiveCardHand.FULL_HOUSE: "Qs Qh Qd 4c 4s 9h",
    FiveCardHand.FLUSH: "Kd Jd 8d 5d 2d 3c",
    FiveCardHand.STRAIGHT: "Ts 9d 8c 7h 6s 2h",
    FiveCardHand.THREE_OF_A_KIND: "5c 5d 5s Kh 9c 2d",
}
HAND_TERM = {"high_card": "three_odd_cards"}
"""Engine hand name → TERMS key, where they differ."""


def hand_name(hand: ThreeCardHand | FiveCardHand) -> str:
    """The regulation's name of a hand in the current language."""
    return term(HAND_TERM.get(hand.value, hand.value))


def three_card_ranking() -> list[ThreeCardHand]:
    """The hands of the base bets, best first (A7.1 as amended), in the engine's order."""
    return sorted(ThreeCardHand, key=lambda h: h.strength, reverse=True)


def example_cards(hand: ThreeCardHand | FiveCardHand) -> tuple[Card, ...]:
    text = THREE_CARD_EXAMPLES[hand] if isinstance(hand, ThreeCardHand) else FIVE_CARD_EXAMPLES[hand]
    return parse_cards(text.split())


def _others(used: Sequence[Card], n: int) -> tuple[Card, ...]:
    return tuple(c for c in ALL_CARDS if c not in used)[:n]


def example_config() -> ProgressiveConfig:
    return ProgressiveConfig(EXAMPLE_POOL, ProgressiveSetup().seed, DEFAULT_PROGRESSIVE_FIXED)


def example_result(bet: str, hand: ThreeCardHand | FiveCardHand) -> int:
    """What the engine pays on ``bet`` for the example ``hand`` with a stake of :data:`EXAMPLE_STAKE`."""
    cards = example_cards(hand)
    stake = EXAMPLE_STAKE
    if bet in ("ante_bonus", "pair_plus"):
        seat = SeatInput(1, cards, Bets(ante=stake, play=stake, pair_plus=stake))
        result = settle(RoundInput(_others(cards, 3), (seat,)))
    elif bet == "six_card_bonus":
        seat = SeatInput(1, cards[:3], Bets(pair_plus=stake, six_card_bonus=stake))
        result = settle(RoundInput(cards[3:6], (seat,)))
    elif bet == "progressive":
        five = cards[:5]
        seat = SeatInput(1, five[:3], Bets(pair_plus=stake, progressive=stake))
        result = settle(RoundInput(_others(five, 3), (seat,), five[3:], example_config()))
    else:
        raise ValueError(f"no pay table for {bet!r}")
    return result.seats[0].results[bet]


@dataclass(frozen=True)
class PayLine:
    hand: ThreeCardHand | FiveCardHand
    odds: int | None
    """``odds`` to 1 on the stake; ``None`` for a Progressive amount."""
    example: int
    """The engine's payout for the example hand with :data:`EXAMPLE_STAKE` staked."""


def pay_table(bet: str) -> list[PayLine]:
    """Every line of a pay table, best hand first, with the engine's odds and example payout."""
    if bet == "progressive":
        return [PayLine(h, None, example_result(bet, h)) for h in PROGRESSIVE_HANDS]
    tables: dict[str, Mapping[ThreeCardHand, int] | Mapping[FiveCardHand, int]]
    tables = {"ante_bonus": ANTE_BONUS, "pair_plus": PAIR_PLUS, "six_card_bonus": SIX_CARD_BONUS}
    table = tables[bet]
    return [PayLine(h, odds, example_result(bet, h)) for h, odds in table.items()]


PAY_TABLES = (
    ("ante_bonus", Clause.A13_4),
    ("pair_plus", Clause.A16_1),
    ("six_card_bonus", Clause.A16_2),
    ("progressive", Clause.A16_3),
)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _money(amount: int) -> str:
    return f"{amount:,}"


def _cards_html(cards: Sequence[Card], gap_after: int | None = None) -> str:
    out = []
    for i, c in enumerate(cards):
        out.append(f"<img src='card:{c.text}' width='{CARD_WIDTH}'>")
        out.append("&nbsp;&nbsp;&nbsp;" if gap_after is not None and i == gap_after - 1 else "&nbsp;")
    return "".join(out)


class CardBrowser(QtWidgets.QTextBrowser):
    """A text browser that draws ``<img src='card:As'>`` with the table's card art."""

    def loadResource(self, kind: int, name: QtCore.QUrl | str) -> object:
        url = QtCore.QUrl(name)  # Qt passes a QUrl; the override accepts a str as the base class does
        if url.scheme() == "card":
            return art.card_pixmap(url.path(), CARD_WIDTH, self.devicePixelRatioF())
        return super().loadResource(kind, url)


class ReadingsPage(Retranslatable, QWidget):
    """Rules and readings: the hand ranking, the pay tables, the readings and the regulation (zh-Hant / English)."""

    back_requested = QtCore.Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        v = QtWidgets.QVBoxLayout(self)
        self.heading = QtWidgets.QLabel(self)
        f = self.heading.font()
        f.setPointSizeF(f.pointSizeF() * 1.5)
        f.setBold(True)
        self.heading.setFont(f)
        v.addWidget(self.heading)
        self.tabs = QtWidgets.QTabWidget(self)
        self.browsers: dict[str, QtWidgets.QTextBrowser] = {}
        for name in SECTIONS:
            browser = CardBrowser(self)
            browser.setOpenLinks(False)
            browser.anchorClicked.connect(self._follow)
            self.browsers[name] = browser
            if name == "regulation":
                box = QWidget(self)
                lay = QtWidgets.QVBoxLayout(box)
                lay.setContentsMargins(0, 0, 0, 0)
                row = QtWidgets.QHBoxLayout()
                self.text_label = QtWidgets.QLabel(box)
                self.text_choice = QtWidgets.QComboBox(box)
                self.text_choice.addItem("", "zh-Hant")
                self.text_choice.addItem("", "en")
                self.text_label.setBuddy(self.text_choice)
                self.text_choice.currentIndexChanged.connect(self._text_chosen)
                row.addWidget(self.text_label)
                row.addWidget(self.text_choice)
                row.addStretch(1)
                lay.addLayout(row)
                lay.addWidget(browser, 1)
                self.tabs.addTab(box, "")
            else:
                self.tabs.addTab(browser, "")
        self.text = self.browsers["readings"]
        """The readings and the regulation's terms (one of the sections)."""
        self.tabs.currentChanged.connect(lambda _i: self._fill_current())
        v.addWidget(self.tabs, 1)
        row = QtWidgets.QHBoxLayout()
        self.b_back = QtWidgets.QPushButton(self)
        self.b_back.setAutoDefault(True)
        self.b_back.clicked.connect(lambda _c=False: self.back_requested.emit())
        row.addWidget(self.b_back)
        row.addStretch(1)
        v.addLayout(row)
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Escape), self, lambda: self.back_requested.emit())
        self._filled: set[str] = set()
        self.retranslate()

    # -- sections
    def show_section(self, name: str) -> QtWidgets.QTextBrowser:
        """Bring section ``name`` (one of :data:`SECTIONS`) to the front, filled; returns its browser."""
        self.tabs.setCurrentIndex(SECTIONS.index(name))
        self._fill(name)
        return self.browsers[name]

    def section_text(self, name: str) -> str:
        """The plain text of section ``name``, filled if it was not yet."""
        self._fill(name)
        return self.browsers[name].toPlainText()

    def filled(self) -> frozenset[str]:
        return frozenset(self._filled)

    def _fill_current(self) -> None:
        self._fill(SECTIONS[max(0, self.tabs.currentIndex())])

    def _fill(self, name: str) -> None:
        if name in self._filled:
            return
        self._filled.add(name)
        if name == "regulation":
            self._fill_regulation()
            return
        html = {"ranking": self.ranking_html, "paytables": self.paytables_html, "readings": self.readings_html}[name]()
        self.browsers[name].setHtml(html)

    def _text_chosen(self, _index: int) -> None:
        self._filled.discard("regulation")
        if self.tabs.currentIndex() == SECTIONS.index("regulation"):
            self._fill("regulation")

    def _follow(self, url: QtCore.QUrl) -> None:
        """Links inside the regulation and the readings: to a reading, or to the other language's text."""
        target = url.toString()
        if "readings.md" in target or target.startswith("#reading-"):
            self.show_section("readings").scrollToAnchor(url.fragment())
        elif target.endswith("zh-Hant.md") or target.endswith("en.md"):
            self.text_choice.setCurrentIndex(self.text_choice.findData("zh-Hant" if "zh-Hant" in target else "en"))
            self.show_section("regulation")
        elif target.startswith("#"):
            self.browsers[SECTIONS[self.tabs.currentIndex()]].scrollToAnchor(target[1:])

    # -- the language
    def retranslate(self) -> None:
        self.heading.setText(self.tr("Rules and readings"))
        self.b_back.setText(self.tr("Back [Esc]"))
        titles = {
            "ranking": self.tr("Hand ranking"),
            "paytables": self.tr("Pay tables"),
            "readings": self.tr("Readings and terms"),
            "regulation": self.tr("The regulation"),
        }
        for i, name in enumerate(SECTIONS):
            self.tabs.setTabText(i, titles[name])
        self.text_label.setText(self.tr("&Text:"))
        self.text_choice.setItemText(0, self.tr("中文 — the authoritative text"))
        self.text_choice.setItemText(1, self.tr("English — the project's rendering"))
        self.text_choice.blockSignals(True)
        self.text_choice.setCurrentIndex(self.text_choice.findData(current_language()))
        self.text_choice.blockSignals(False)
        self._filled.clear()
        for browser in self.browsers.values():
            browser.clear()
        self._fill_current()

    # -- the sections' contents
    def _header_row(self, *heads: str) -> str:
        return "<tr>" + "".join(f"<th align='left'>{_esc(h)}</th>" for h in heads) + "</tr>"

    def _h(self, text: str) -> str:
        return f"<h3 style='color:{colour('accent')}'>{_esc(text)}</h3>"

    def ranking_html(self) -> str:
        what = {
            ThreeCardHand.STRAIGHT_FLUSH: self.tr("Three cards of one suit in sequence."),
            ThreeCardHand.THREE_OF_A_KIND: self.tr("Three cards of one rank."),
            ThreeCardHand.STRAIGHT: self.tr("Three cards in sequence, not all of one suit."),
            ThreeCardHand.FLUSH: self.tr("Three cards of one suit, not in sequence."),
            ThreeCardHand.PAIR: self.tr("Two cards of one rank and an odd card."),
            ThreeCardHand.HIGH_CARD: self.tr("None of the above: the highest card decides, then the next."),
        }
        parts = [
            self._h(self.tr("The hands of the Ante, Play and Pair Plus, best first (A7.1)")),
            "<p>"
            + _esc(
                self.tr(
                    "As amended by dispatch 94/2025: Three of a Kind beats a Straight, and a Straight beats a Flush."
                )
            )
            + "</p>",
            "<table cellspacing='0' cellpadding='5'>",
            self._header_row("#", self.tr("Hand"), self.tr("Example"), self.tr("What it is")),
        ]
        for n, hand in enumerate(three_card_ranking(), start=1):
            parts.append(
                f"<tr><td>{n}</td><td><b>{_esc(hand_name(hand))}</b></td>"
                f"<td>{_cards_html(example_cards(hand))}</td><td>{_esc(what[hand])}</td></tr>"
            )
        parts.append("</table>")
        notes = [
            self.tr("Card order: A K Q J 10 9 8 7 6 5 4 3 2; 3-2-A is the lowest sequence (A6)."),
            self.tr("The dealer plays on with Queen-high or better (A13.1–A13.2)."),
            self.tr("Equal hands tie: the Ante and the Play are returned (Reading 1)."),
        ]
        parts.append("<ul>" + "".join(f"<li>{_esc(t)}</li>" for t in notes) + "</ul>")
        return "".join(parts)

    def paytables_html(self) -> str:
        intro = {
            "ante_bonus": self.tr(
                "Paid on the Ante to a player who played, whatever the dealer holds (Reading 2). Example: Ante %1."
            ),
            "pair_plus": self.tr("Wins on a Pair or better, whatever the dealer holds (A13.5). Example: stake %1."),
            "six_card_bonus": self.tr(
                "The best five of the player's three cards and the dealer's three (A14). Example: stake %1; the "
                "example shows the player's cards, then the dealer's."
            ),
            "progressive": self.tr(
                "The player's three cards with the two community cards (A15.1). The fixed amounts and the pool are "
                "the casino's: the examples use the trainer's default amounts and a pool of %2 (Reading 3). "
                "Example: stake %1."
            ),
        }
        parts = []
        for bet, clause in PAY_TABLES:
            parts.append(self._h(f"{term(bet)} ({clause})"))
            text = intro[bet].replace("%1", _money(EXAMPLE_STAKE)).replace("%2", _money(EXAMPLE_POOL))
            parts.append(f"<p>{_esc(text)}</p>")
            parts.append(
                "<table cellspacing='0' cellpadding='4'>"
                + self._header_row(self.tr("Hand"), self.tr("Example"), self.tr("Pays"), self.tr("Example payout"))
            )
            for line in pay_table(bet):
                cards = example_cards(line.hand)
                shown = (
                    _cards_html(cards[:6], gap_after=3)
                    if bet == "six_card_bonus"
                    else _cards_html(cards[:5] if isinstance(line.hand, FiveCardHand) else cards)
                )
                parts.append(
                    f"<tr><td><b>{_esc(hand_name(line.hand))}</b></td><td>{shown}</td>"
                    f"<td>{_esc(self.pays_text(bet, line))}</td><td>{_esc(self.payout_text(bet, line))}</td></tr>"
                )
            parts.append("</table>")
        return "".join(parts)

    def pays_text(self, bet: str, line: PayLine) -> str:
        if line.odds is not None:
            return self.tr("%1 to 1").replace("%1", str(line.odds))
        assert isinstance(line.hand, FiveCardHand)
        fixed = _money(DEFAULT_PROGRESSIVE_FIXED[line.hand])
        share = PROGRESSIVE_POOL_SHARE.get(line.hand)
        if share is None:
            return self.tr("the fixed amount (%1)").replace("%1", fixed)
        percent = str(100 * share[0] // share[1])
        if line.hand is FiveCardHand.ROYAL_FLUSH:
            return self.tr("the fixed amount (%1) or the whole pool, whichever is more").replace("%1", fixed)
        return (
            self.tr("the fixed amount (%1) or %2% of the pool, whichever is more")
            .replace("%1", fixed)
            .replace("%2", percent)
        )

    def payout_text(self, bet: str, line: PayLine) -> str:
        if bet == "progressive":
            return self.tr("pays %1").replace("%1", _money(line.example))
        return self.tr("wins %1, the stake stays").replace("%1", _money(line.example))

    def readings(self) -> list[tuple[str, str]]:
        """The readings of docs/readings.md, numbered alike: (title, text) in the current language."""
        return [
            (
                self.tr("Reading 1 — a tie (A7.1, A13.3)"),
                self.tr(
                    "When the dealer qualifies and the hands tie, the Ante and the Play push; that includes three "
                    "odd cards of the same ranks, for which the text names no tie."
                ),
            ),
            (
                self.tr("Reading 2 — Ante Bonus (A13.4)"),
                self.tr(
                    "The Ante Bonus is paid only to a seat that played; it does not depend on the dealer "
                    "qualifying, and it is paid even when the hand loses."
                ),
            ),
            (
                self.tr("Reading 3 — several Progressive winners (A15.4–A15.6, A16.3)"),
                self.tr(
                    "Each Straight Flush gets the larger of its fixed amount and a tenth of the pool before the "
                    "round; they are paid first and each takes its tenth from the pool. A Royal Flush then gets "
                    "the larger of its fixed amount and what is left, and the pool restarts at the seed. Four of a "
                    "Kind, Full House and Flush get their fixed amounts and leave the pool as it is."
                ),
            ),
            (
                self.tr("Reading 4 — order of Progressive payouts (A15.3, A15.5)"),
                self.tr(
                    "Winners are paid from the dealer's left, except that a Royal Flush is paid after every "
                    "Straight Flush."
                ),
            ),
            (
                self.tr("Reading 5 — left to right (A11.1, A11.2)"),
                self.tr(
                    "Seen from the dealer: seat 1 is the position at the dealer's left, and dealing goes from "
                    "seat 1 to seat 7."
                ),
            ),
            (
                self.tr("Reading 6 — exposed player cards (A17.1.3, A17.4.1)"),
                self.tr(
                    "The exposed player cards of the whole round are counted together: after the first one the "
                    "round goes on; a second one, whoever holds it, makes the round void."
                ),
            ),
            (
                self.tr("Reading 7 — community cards (A11.3, A15.1)"),
                self.tr(
                    "They are dealt after every seat has its cards (the reference dealer deals them after the "
                    "dealer's three) and turned up last, after the qualifier call."
                ),
            ),
            (
                self.tr("Reading 8 — the shuffle (A9)"),
                self.tr(
                    "A scenario's deck is the order the cards come out after the shuffle and the cut; the cut "
                    "position is recorded and must lie inside the deck."
                ),
            ),
            (
                self.tr("Reading 9 — folded cards (A12.3)"),
                self.tr(
                    "A folded seat's cards are collected before the dealer's hand is turned up; whether its Ante is "
                    "taken before or after the cards is house procedure, and either order is accepted unless the "
                    "scenario sets a house rule."
                ),
            ),
            (
                self.tr("Reading 10 — Progressive bets kept (A17.3)"),
                self.tr(
                    "Only after a dealing breach (A17.1.1) or a shuffler failure (A17.2) do Progressive bets stay "
                    "for the next round; after exposed cards every bet goes back, the Progressive too."
                ),
            ),
            (
                self.tr("Reading 11 — the players' hands (A12.1, A12.3, A13)"),
                self.tr(
                    "After revealing the dealer's hand and calling the qualifier, the dealer turns each player's "
                    "hand face up before settling any bet that depends on it: every hand that played, and a fold "
                    "kept for its Pair Plus or side bet. A folded Ante is taken and the fold's cards collected face "
                    "down; a void round returns the bets. The seats may be turned one by one or several first."
                ),
            ),
            (
                self.tr("Reading 12 — base bets singly (A4.1)"),
                self.tr(
                    "The trainer's tables take the base bets singly or together: a seat may bet the Pair Plus "
                    "alone (then it makes no Play decision) or the Ante alone."
                ),
            ),
        ]

    def readings_html(self) -> str:
        parts = [self._h(self.tr("How this trainer reads the regulation"))]
        for n, (head, body) in enumerate(self.readings(), start=1):
            parts.append(f"<p><a name='reading-{n}'></a><b>{_esc(head)}</b><br>{_esc(body)}</p>")
        clause = self.tr("Clause")
        parts.append(
            self._h(self.tr("Terms of the regulation"))
            + "<table cellspacing='0' cellpadding='3'>"
            + f"<tr><th align='left'>{_esc(clause)}</th><th align='left'>中文</th><th align='left'>English</th></tr>"
        )
        for t in TERMS.values():
            parts.append(f"<tr><td>{_esc(t.clause)}</td><td>{_esc(t.zh_hant)}</td><td>{_esc(t.en)}</td></tr>")
        parts.append("</table>")
        source = self.tr("The authoritative text is the Chinese of dispatch 89/2025 as amended by 94/2025.")
        parts.append(f"<p style='color:{colour('muted')}'>{_esc(source)}</p>")
        return "".join(parts)

    def _fill_regulation(self) -> None:
        lang = self.text_choice.currentData() or "zh-Hant"
        path = regulation_dir() / ("zh-Hant.md" if lang == "zh-Hant" else "en.md")
        browser = self.browsers["regulation"]
        from trainer.training.inputs import MAX_DOC_BYTES, InputError, read_text_limited

        try:  # (bounded: trainer/training/inputs.py)
            text = read_text_limited(path, MAX_DOC_BYTES, "regulation text")
        except InputError as exc:
            message = self.tr("The regulation could not be read from %1: %2").replace("%1", str(path))
            browser.setPlainText(message.replace("%2", exc.reason))
            return
        if lang == "zh-Hant":
            text = chinese_text_for_reader(text, self.regulation_preamble(), current_language() == "zh-Hant")
        else:
            text = english_text_for_reader(text)
        # The Chinese text marks the items dispatch 94/2025 moved with a "*" (one ends a line, one starts the
        # note): shown as written, not as a list bullet.
        browser.setMarkdown(re.sub(r"^\* ", r"\\* ", text, flags=re.MULTILINE))

    def regulation_preamble(self) -> tuple[str, str, str]:
        """The heading and the two paragraphs shown above the Chinese text, in the reader's language (the file's
        own opening is written for the project's readers, in English, and names files)."""
        return (
            self.tr("Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text"),
            self.tr(
                "The law: dispatch 89/2025 of the Secretary for Economy and Finance of the Macao SAR, dated "
                "30 October 2025, as amended by dispatch 94/2025 (Official Gazette 46/2025), which reordered the "
                "items of Art. 7(1); a * marks the items it moved. The Chinese text below is reproduced word for "
                "word and is the authoritative text. The English rendering, in this trainer's own words, can be "
                "chosen under Text above."
            ),
            self.tr(
                "The published text has no article headings: the headings 第N條 below follow the text's own "
                "cross-references, and the titles after the numbers are the trainer's. The clause numbers the "
                "trainer uses: A11.1 = 第十一條第一款 (Art. 11(1)); A13.4 = 第十三條第（四）項 (Art. 13(iv)); "
                "A17.1.2 = 第十七條第一款（二）項 (Art. 17(1)(ii))."
            ),
        )


_HEADING_ENGLISH = re.compile(r"\s*\((?:the |Art\. )[^)]*\)|\s+/\s+[A-Za-z][^/]*$")
"""The English the Chinese text's headings carry: ``(Art. 1)``, ``(the dispatch)`` and ``/ Subject``."""
_FILE_LINK = re.compile(r"\[([^\]]*)\]\(([^)]*\.md)(#[^)]*)?\)")


def _markdown_escape(text: str) -> str:
    return re.sub(r"([\\*_`\[\]#])", r"\\\1", text)


def chinese_text_for_reader(text: str, preamble: tuple[str, str, str], chinese_reader: bool) -> str:
    """The Chinese text as the rules page shows it: the file's opening (English, for the project's readers, with
    file names) replaced by ``preamble`` (a heading and two paragraphs in the reader's language); for a Chinese
    reader the headings lose their English (``### 第一條 (Art. 1) — 標的 / Subject`` → ``### 第一條 — 標的``)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("## ")), 0)
    body = lines[start:]
    if chinese_reader:
        body = [_HEADING_ENGLISH.sub("", line) if line.startswith("#") else line for line in body]
    title, *paragraphs = preamble
    head = [f"# {_markdown_escape(title)}", ""]
    for paragraph in paragraphs:
        head += [_markdown_escape(paragraph), ""]
    return "\n".join(head + body) + "\n"


def english_text_for_reader(text: str) -> str:
    """The English rendering as the rules page shows it: no file names. A link to the Chinese text or to a reading
    stays a link (the page follows it) with words for its text; a link to another document becomes plain text."""

    def link(m: re.Match[str]) -> str:
        words, target, anchor = m.group(1), m.group(2), m.group(3) or ""
        if target.endswith("zh-Hant.md"):
            words = "the Chinese text" if words.endswith(".md") else words
            return f"[{words}]({target}{anchor})"
        if target.endswith("readings.md"):
            return m.group(0)
        return words

    text = _FILE_LINK.sub(link, text)
    return text.replace("The Chinese text in this folder is", "The Chinese text shown here is")
