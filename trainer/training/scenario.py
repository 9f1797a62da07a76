"""Scenario files: TOML that trainers write by hand, checked with :mod:`trainer.training.records`, turned into the engine's set-up.

A scenario fixes one round: the table, the players and their bets, the order of the cards, the scripted
irregularities, and (optionally) what the reference dealer must end up doing. The format is documented in
``docs/scenarios.md``; the JSON Schema in ``scenarios/scenario.schema.json`` is generated from :class:`ScenarioFile`.

* :func:`load_scenario` reads and checks one file; any problem raises :class:`ScenarioError`, whose ``problems``
  are plain one-line messages with the file, the line (best effort), the field path and the reason.
* :func:`validate_file` additionally runs the reference dealer (``trainer.engine.procedure.solve``) and checks the
  ``[expect]`` section against what it did.
* :func:`scenario_library` / :func:`find_scenario` find the bundled (or any) library.
"""

from __future__ import annotations

import bisect
import contextlib
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from trainer.engine import bets as rules
from trainer.engine.actions import ACTION_KINDS, RULINGS, Action, Collect, Declare, Pay, RejectBet, Ruling
from trainer.engine.cards import Card, Deck, parse_card
from trainer.engine.clauses import CLAUSES, Clause
from trainer.engine.errors import EngineError, shorten, shown
from trainer.engine.events import EVENT_FIELDS, Event, PlayerConduct, event_from_data
from trainer.engine.hands import FiveCardHand, ThreeCardHand
from trainer.engine.kinds import BETS, SKILLS, ConductKind, EventKind
from trainer.engine.round import Phase, Round
from trainer.engine.setup import (
    CONDUCTS,
    DECISIONS,
    EVENT_KINDS,
    PlayerSetup,
    ProgressiveSetup,
    RoundSetup,
    TableSetup,
)
from trainer.engine.table_classes import TABLE_CLASSES, makeable
from trainer.resources import scenarios_dir
from trainer.training.inputs import MAX_SCENARIO_BYTES, InputError, decode, is_toml_error, loads_toml, read_limited
from trainer.training.records import (
    Bool,
    DictOf,
    Int,
    Issue,
    ListOf,
    Nested,
    OneOf,
    OrNone,
    Problems,
    Record,
    Str,
    TextOrInt,
    describe,
    field,
    field_path,
)


class _ProblemWords:
    """:mod:`trainer.training.checker_words`, imported at the first look-up of one of its names: a scenario
    file's problems need its words, and a valid file has none (a table's start-up need not import it)."""

    def __getattr__(self, name: str) -> Any:
        from trainer.training import checker_words

        return getattr(checker_words, name)


if TYPE_CHECKING:
    from trainer.training import checker_words as cw
else:
    cw = _ProblemWords()

BET_NAMES = ("ante", "pair_plus", "six_card_bonus", "progressive")
SIDE_BET_NAMES = ("six_card_bonus", "progressive")
# Deliberate rule-breaking a scenario declares on a player, so the validator knows it is meant (the dealer must
# refuse the bet). The A18 conduct kinds are also accepted here: they happen as betting opens (an event at 0).
INTENTIONAL = {
    "side_bet_without_base": Clause.A4_2,
    "side_bet_not_offered": Clause.A3_4,
    "outside_limits": Clause.A10_1,
    "two_seats": Clause.A10_2,
}
PLAYER_CONDUCT = (*INTENTIONAL, *CONDUCTS)
VOID_CLAUSES = (Clause.A17_1, Clause.A17_1_1, Clause.A17_1_2, Clause.A17_1_3, Clause.A17_2)
"""The clauses that void a round (an ``expect.void_clause``)."""
SEAT_RE = re.compile(r"^seat:([0-9]{1,9})$")
FREE_CARD = "?"
"""In ``deck.top``: a position left to chance (docs/scenarios.md), so that a card chosen for a later position does not
fix the ones before it; it takes the next card of the rest of the deck, shuffled with the deck's seed."""


class ScenarioError(ValueError):
    """A scenario file that cannot be used. ``problems`` holds one plain line per problem."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a scenario file: ``file:line: field: message`` (line and field where known).

    ``message`` is the English line ``trainer validate`` prints; ``key`` and ``fields`` say the same for a reader
    in either language (:func:`words`, the catalogue :mod:`trainer.training.checker_words`)."""

    file: str
    message: str
    field: str = ""
    line: int | None = None
    key: str = ""
    fields: tuple[tuple[str, object], ...] = ()

    def words(self, lang: str = "en") -> str:
        """The problem in plain words in ``lang`` (``en`` or ``zh-Hant``), without the file's field names."""
        return cw.checker_text(self.key, self.fields, lang)

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


# ------------------------------------------------------------------------------------------------- the model


MONEY = Int(ge=1, le=100_000_000)
SEAT = Int(ge=1, le=99, description="seat number, 1 at the dealer's left")
BET_SHAPE = OneOf(*BET_NAMES)
SETTLED_BET = OneOf("ante", "play", "ante_bonus", "pair_plus", "six_card_bonus", "progressive")
THREE_CARD_HANDS = OneOf(*(h.value for h in ThreeCardHand))
FIVE_CARD_HANDS = OneOf(*(h.value for h in FiveCardHand))


class Text(Record):
    """The same text in both languages."""

    en: str = field(Str(min_length=1), description="English")
    zh_hant: str = field(Str(min_length=1), alias="zh-Hant", description="Traditional Chinese (繁體中文)")


class Limit(Record):
    min: int = field(Int(ge=0), 0, description="table minimum for this bet (A10.1)")
    max: int = field(Int(ge=1), 100_000_000, description="table maximum for this bet (A10.1)")


class Limits(Record):
    ante: Limit | None = field(OrNone(Nested(Limit)), None)
    pair_plus: Limit | None = field(OrNone(Nested(Limit)), None)
    six_card_bonus: Limit | None = field(OrNone(Nested(Limit)), None)
    progressive: Limit | None = field(OrNone(Nested(Limit)), None)


class FixedAmounts(Record):
    """The casino's fixed Progressive amounts (A16.3); the engine's defaults fill in the ones left out."""

    royal_flush: int | None = field(OrNone(MONEY), None)
    straight_flush: int | None = field(OrNone(MONEY), None)
    four_of_a_kind: int | None = field(OrNone(MONEY), None)
    full_house: int | None = field(OrNone(MONEY), None)
    flush: int | None = field(OrNone(MONEY), None)


class Progressive(Record):
    pool: int = field(Int(ge=0), 100_000, description="the pool before this round (A15.6)")
    seed: int = field(Int(ge=0), 50_000, description="the amount the pool restarts from (A15.6)")
    fixed: FixedAmounts = field(Nested(FixedAmounts), FixedAmounts.defaults())


class Table(Record):
    table_class: int | None = field(
        OrNone(OneOf(*TABLE_CLASSES)),
        None,
        alias="class",
        description="table class, its Ante minimum in MOP: the limits not written and the chips in the tray",
    )
    seats: int = field(Int(ge=5, le=7), 7, description="player positions, 5..7 (A5.2)")
    shuffle: str = field(OneOf("hand", "machine"), "hand", description="A9.1: by hand (cut card) or by machine")
    packet: int = field(OneOf(1, 3), 3, description="machine only: cards per delivery (3 means a burn, A11.4)")
    side_bets: list[str] = field(
        ListOf(OneOf(*SIDE_BET_NAMES)), factory=lambda: list(SIDE_BET_NAMES), description="side bets offered (A3.2)"
    )
    limits: Limits = field(Nested(Limits), Limits.defaults())
    progressive: Progressive = field(Nested(Progressive), Progressive.defaults())
    cut: int = field(Int(ge=1, le=51), 26, description="where the cut card goes (A9.2)")
    spare_shuffler: bool = field(Bool(), False, description="A17.2: another shuffler is at hand")
    shoe_available: bool = field(Bool(), True, description="A17.2: the table can switch to the shoe")
    house_rules: list[str] = field(ListOf(Str(pattern=r"^[a-z0-9_]+$")), factory=list)
    seed: int | None = field(OrNone(Int()), None, description="random seed for whatever the scenario leaves open")


class Bets(Record):
    ante: int | None = field(OrNone(MONEY), None)
    pair_plus: int | None = field(OrNone(MONEY), None)
    six_card_bonus: int | None = field(OrNone(MONEY), None)
    progressive: int | None = field(OrNone(MONEY), None)


class Player(Record):
    seat: int = field(SEAT)
    bets: Bets = field(Nested(Bets))
    decision: str = field(OneOf(*DECISIONS), "optimal", description="play, fold, or optimal (play Q-6-4 or better)")
    player: str = field(Str(), "", description="who bets here (default P<seat>)")
    seated: bool = field(Bool(), True, description="false: a player seated elsewhere bets here (A10.2)")
    conduct: list[str] = field(
        ListOf(OneOf(*PLAYER_CONDUCT)),
        factory=list,
        description="intentional rule-breaking, or A18 conduct as betting opens",
    )


class DeckSpec(Record):
    top: list[str] = field(ListOf(Str()), factory=list, description="the top cards, in dealing order")
    seed: int | None = field(OrNone(Int()), None, description="shuffles the rest (default: table.seed, else 0)")


class EventSpec(Record):
    kind: str = field(OneOf(*EVENT_KINDS))
    at: int | None = field(OrNone(Int(ge=0, le=60, description="the Nth deal (1-based); 0 = as betting opens")), None)
    target: str | None = field(OrNone(Str()), None, description='card_exposed: "seat:N" or "dealer"')
    card: int | None = field(OrNone(Int(ge=1, le=3)), None, description="card_exposed: which card")
    to: str | None = field(OrNone(Str()), None, description='card_slips: where the card lands ("seat:N")')
    seat: int | None = field(OrNone(SEAT), None)
    bet: str | None = field(OrNone(BET_SHAPE), None)
    amount: int | None = field(OrNone(MONEY), None)
    conduct: str | None = field(OrNone(OneOf(*CONDUCTS)), None)
    persistent: bool = field(Bool(), False)


class BetRef(Record):
    seat: int = field(SEAT)
    bet: str = field(OneOf(*BETS))


class Payout(Record):
    seat: int = field(SEAT)
    bet: str = field(SETTLED_BET)
    amount: int = field(Int(ge=1))


class ResultSpec(Record):
    seat: int = field(SEAT)
    bet: str = field(SETTLED_BET)
    result: str = field(OneOf("take", "push", "pay"))
    amount: int | None = field(OrNone(Int(ge=1)), None)


class DecisionSpec(Record):
    seat: int = field(SEAT)
    decision: str = field(OneOf("play", "fold"))


ActionSpec = dict[str, str | int]
ACTION_SPEC = DictOf(TextOrInt())


class Expect(Record):
    """What the reference dealer must end with. Only what is written is checked."""

    phase: str | None = field(OrNone(OneOf("done", "closed")), None)
    void: bool | None = field(OrNone(Bool()), None)
    void_clause: str | None = field(OrNone(OneOf(*(c.value for c in VOID_CLAUSES))), None)
    dealer_qualifies: bool | None = field(OrNone(Bool()), None)
    dealer_hand: str | None = field(OrNone(THREE_CARD_HANDS), None)
    hands: dict[str, str] | None = field(
        OrNone(DictOf(THREE_CARD_HANDS)),
        None,
        description='seat number → three-card hand, e.g. { "1" = "straight" }',
    )
    six_card_hands: dict[str, str] | None = field(OrNone(DictOf(FIVE_CARD_HANDS)), None)
    progressive_hands: dict[str, str] | None = field(OrNone(DictOf(FIVE_CARD_HANDS)), None)
    decisions: list[DecisionSpec] | None = field(OrNone(ListOf(Nested(DecisionSpec))), None)
    payouts: list[Payout] | None = field(OrNone(ListOf(Nested(Payout))), None)
    results: list[ResultSpec] | None = field(OrNone(ListOf(Nested(ResultSpec))), None)
    rejected: list[BetRef] | None = field(OrNone(ListOf(Nested(BetRef))), None)
    kept: list[BetRef] | None = field(OrNone(ListOf(Nested(BetRef))), None)
    collected: list[int] | None = field(OrNone(ListOf(SEAT)), None)
    dead_cards: list[int] | None = field(OrNone(ListOf(SEAT)), None)
    floor_called: list[int] | None = field(OrNone(ListOf(SEAT)), None)
    community_revealed: bool | None = field(OrNone(Bool()), None)
    progressive_paid_order: list[int] | None = field(OrNone(ListOf(SEAT)), None)
    pool_after: int | None = field(OrNone(Int(ge=0)), None)
    actions_include: list[ActionSpec] | None = field(OrNone(ListOf(ACTION_SPEC)), None)
    actions_exclude: list[ActionSpec] | None = field(OrNone(ListOf(ACTION_SPEC)), None)
    rulings: list[str] | None = field(
        OrNone(ListOf(OneOf(*RULINGS))),
        None,
        description="every call the dealer makes in the round, in order (the declare actions' rulings)",
    )


class ScenarioFile(Record):
    """A scenario file as a trainer writes it (TOML)."""

    schema_title = "Fortune 3 Card Poker dealer-trainer scenario"

    id: str = field(Str(max_length=80, pattern=r"^[a-z0-9][a-z0-9_.-]*$", form="lower-case letters, digits, _ . -"))
    title: Text = field(Nested(Text))
    briefing: Text = field(Nested(Text))
    skills: list[str] = field(ListOf(OneOf(*SKILLS), min_length=1))
    clauses: list[str] = field(ListOf(Str()), factory=list, description='regulation clause ids, e.g. "A11.1"')
    difficulty: int = field(Int(ge=1, le=5), 1)
    table: Table = field(Nested(Table), Table.defaults())
    players: list[Player] = field(ListOf(Nested(Player), min_length=1))
    deck: DeckSpec = field(Nested(DeckSpec), DeckSpec.defaults())
    events: list[EventSpec] = field(ListOf(Nested(EventSpec)), factory=list)
    expect: Expect | None = field(OrNone(Nested(Expect)), None)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a scenario file (``trainer validate --schema``)."""
    return ScenarioFile.json_schema()


def json_schema_text() -> str:
    import json  # only for the schema: not on the start-up path

    return json.dumps(json_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


# ----------------------------------------------------------------------------------- where a field is written


class _Locator:
    """Best effort: the line (1-based) where each key, table and array item of a TOML text starts.

    The text has already been parsed by ``tomllib``, so this scanner only needs to follow valid TOML well enough
    to know where it is: table headers, dotted keys, inline tables and arrays, strings and comments."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.lines: dict[tuple[str | int, ...], int] = {}
        self.counts: dict[tuple[str | int, ...], int] = {}
        self._scanned = False  # scanned on the first question: a file without problems is never scanned
        self._newlines: list[int] | None = None

    def line_at(self, pos: int) -> int:
        if self._newlines is None:  # once: then each question is a binary search (linear checking overall)
            self._newlines = [m.start() for m in re.finditer("\n", self.text)]
        return bisect.bisect_left(self._newlines, pos) + 1

    def find(self, loc: Sequence[str | int]) -> int | None:
        if not self._scanned:
            self._scanned = True
            with contextlib.suppress(Exception):  # best effort only
                self._scan()
        path = tuple(loc)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None

    # scanning -----------------------------------------------------------------------------------------------
    def _peek(self, n: int = 1) -> str:
        return self.text[self.pos : self.pos + n]

    def _skip_ws(self, newlines: bool) -> None:
        t = self.text
        while self.pos < len(t):
            c = t[self.pos]
            if c in " \t\r" or (newlines and c == "\n"):
                self.pos += 1
            elif c == "#":
                while self.pos < len(t) and t[self.pos] != "\n":
                    self.pos += 1
            else:
                return

    def _key(self) -> list[str]:
        parts: list[str] = []
        while True:
            self._skip_ws(False)
            c = self._peek()
            if c in "\"'":
                parts.append(self._string())
            else:
                start = self.pos
                while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] in "_-"):
                    self.pos += 1
                parts.append(self.text[start : self.pos])
            self._skip_ws(False)
            if self._peek() == ".":
                self.pos += 1
                continue
            return parts

    def _string(self) -> str:
        t = self.text
        q = t[self.pos]
        if t.startswith(q * 3, self.pos):
            end = t.find(q * 3, self.pos + 3)
            while end != -1 and q == '"' and t[end - 1] == "\\":
                end = t.find(q * 3, end + 1)
            end = len(t) if end == -1 else end
            while t.startswith(q, end + 3):  # up to two quotes may close the string
                end += 1
            out = t[self.pos + 3 : end]
            self.pos = end + 3
            return out
        i = self.pos + 1
        while i < len(t) and t[i] != q and t[i] != "\n":
            i += 2 if (q == '"' and t[i] == "\\") else 1
        out = t[self.pos + 1 : i]
        self.pos = i + 1
        return out

    def _value(self, path: tuple[str | int, ...]) -> None:
        self._skip_ws(False)
        c = self._peek()
        if c in "\"'":
            self._string()
        elif c == "[":
            self.pos += 1
            index = 0
            while True:
                self._skip_ws(True)
                if self._peek() in ("]", ""):
                    self.pos += 1
                    return
                self.lines.setdefault((*path, index), self.line_at(self.pos))
                self._value((*path, index))
                self._skip_ws(True)
                if self._peek() == ",":
                    self.pos += 1
                index += 1
        elif c == "{":
            self.pos += 1
            while True:
                self._skip_ws(False)
                if self._peek() in ("}", ""):
                    self.pos += 1
                    return
                line = self.line_at(self.pos)
                key = self._key()
                self.lines.setdefault((*path, *key), line)
                if self._peek() == "=":
                    self.pos += 1
                self._value((*path, *key))
                self._skip_ws(False)
                if self._peek() == ",":
                    self.pos += 1
        else:
            while self.pos < len(self.text) and self.text[self.pos] not in ",]}\n#":
                self.pos += 1

    def _scan(self) -> None:
        prefix: tuple[str | int, ...] = ()
        t = self.text
        while True:
            self._skip_ws(True)
            if self.pos >= len(t):
                return
            line = self.line_at(self.pos)
            if t.startswith("[[", self.pos):
                self.pos += 2
                key = tuple(self._key())
                n = self.counts.get(key, 0)
                self.counts[key] = n + 1
                prefix = (*key, n)
                self.lines.setdefault(key, line)
                self.lines.setdefault(prefix, line)
                self.pos = t.find("]]", self.pos) + 2
            elif t[self.pos] == "[":
                self.pos += 1
                prefix = tuple(self._key())
                self.lines.setdefault(prefix, line)
                self.pos = t.find("]", self.pos) + 1
            else:
                keys = self._key()
                self.lines.setdefault((*prefix, *keys), line)
                self._skip_ws(False)
                if self._peek() != "=":
                    return
                self.pos += 1
                self._value((*prefix, *keys))
            while self.pos < len(t) and t[self.pos] != "\n":
                if t[self.pos] == "#":
                    break
                self.pos += 1


# --------------------------------------------------------------------------------------- plain-word messages

_HINTS = {
    "play": 'the Play bet is not placed in advance: set decision = "play" (A12.2)',
    "folded": 'write decision = "fold"',
    "fold": 'write decision = "fold"',
    "method": 'write shuffle = "hand" or "machine"',
    "packet_size": "write packet = 1 or 3",
    "cut_position": "write cut = N",
}


def _plain(issue: Issue) -> str:
    """One problem in plain words, with the hints a scenario author needs (path and line are added by the caller)."""
    name = str(issue.loc[-1]) if issue.loc else "?"
    if issue.kind == "extra_forbidden" and name in _HINTS:
        return f"unknown field {name!r}: {_HINTS[name]}"
    return describe(issue)


_HINT_KEYS = {
    "play": "unknown_field_play",
    "folded": "unknown_field_fold",
    "fold": "unknown_field_fold",
    "method": "unknown_field_method",
    "packet_size": "unknown_field_packet",
    "cut_position": "unknown_field_cut",
}
_WANT_KEYS = {
    "int_type": "want_whole_number",
    "number_type": "want_number",
    "string_type": "want_text",
    "text_or_int_type": "want_text_or_number",
    "bool_type": "want_true_false",
    "list_type": "want_list",
    "model_type": "want_table",
    "dict_type": "want_table",
}


def _issue_words(issue: Issue) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The key of :mod:`trainer.training.checker_words` and its fields for one issue of the schema."""
    kind, loc, ctx = issue.kind, issue.loc, issue.ctx
    here = ("field", cw.field_name(loc))
    got = ("value", cw.value(issue.value))
    if kind == "missing":
        return "missing", (here,)
    if kind == "extra_forbidden":
        name = str(loc[-1]) if loc else "?"
        written = ("name", cw.Written(shorten(name, 40)))
        if name in _HINT_KEYS:
            return _HINT_KEYS[name], (written,)
        return "unknown_field", (("field", cw.field_name(loc[:-1])), written)
    if kind == "literal_error":
        return "not_a_choice", (here, got)
    if kind in _WANT_KEYS:
        return _WANT_KEYS[kind], (here, got)
    if kind == "greater_than_equal":
        return "too_small", (here, got, ("least", str(ctx.get("ge"))))
    if kind == "greater_than":
        return "too_small_above", (here, got, ("above", str(ctx.get("gt"))))
    if kind == "less_than_equal":
        return "too_large", (here, got, ("most", str(ctx.get("le"))))
    if kind == "too_short":
        if tuple(loc) == ("players",):
            return "no_players", ()
        return "too_few", (here, ("least", str(ctx.get("min_length", 1))))
    if kind == "string_too_short":
        return "empty", (here,)
    if kind == "string_too_long":
        return "too_long", (here, ("most", str(ctx.get("max_length"))))
    if kind == "string_pattern_mismatch":
        return ("wrong_form_id" if tuple(loc) == ("id",) else "wrong_form"), (here, got)
    return "not_valid", (here,)


def _problems(file: str, issues: Sequence[Issue], locator: _Locator) -> list[Problem]:
    out: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    for issue in issues:
        path = field_path(issue.loc)
        message = _plain(issue)
        if (path, message) in seen:
            continue
        seen.add((path, message))
        key, fields = _issue_words(issue)
        out.append(Problem(file, message, path, locator.find(issue.loc), key, fields))
    return out


# ------------------------------------------------------------------------------------------ semantic checks


def _seat_of(target: str | None) -> int | None:
    m = SEAT_RE.match(target or "")
    return int(m.group(1)) if m else None


def table_offer(t: Table) -> rules.TableOffer:
    """The side bets the scenario's table offers and its limits, as the engine checks bets against them (a
    ``class`` gives the limits not written)."""
    limits = {name: rules.Limit(lim.min, lim.max) for name in BET_NAMES if (lim := getattr(t.limits, name)) is not None}
    if t.table_class is not None:
        for name in BET_NAMES:
            limits.setdefault(name, TABLE_CLASSES[t.table_class].limit(name))
    return rules.TableOffer(tuple(t.side_bets), MappingProxyType(limits))


Fields = tuple[tuple[str, object], ...]
"""A problem's fields for :mod:`trainer.training.checker_words`."""


def _bet_message(p: rules.BetProblem, flags: set[str]) -> tuple[str, str, Fields] | None:
    """The checker's words for a bet the dealer would refuse, unless the player's ``conduct`` marks it meant:
    the English line, the key of :mod:`trainer.training.checker_words` and its fields."""
    k = p.bet
    bet = (("bet", cw.Bet(k)),)
    if p.problem is rules.Problem.NOT_OFFERED and "side_bet_not_offered" not in flags:
        return (
            f'{k} is not offered at this table (A3.4): add conduct = ["side_bet_not_offered"]',
            "bet_not_offered",
            bet,
        )
    if p.problem is rules.Problem.NO_BASE_BET and "side_bet_without_base" not in flags:
        return (
            f'{k} without a base bet (A4.2): if meant, add conduct = ["side_bet_without_base"]',
            "bet_without_base",
            bet,
        )
    if p.clause == Clause.A10_1 and p.limit is not None and "outside_limits" not in flags:
        return (
            f"{p.amount} is outside the table limits {p.limit.minimum}–{p.limit.maximum} (A10.1): "
            'add conduct = ["outside_limits"]',
            "bet_outside_limits",
            (("amount", p.amount), ("min", p.limit.minimum), ("max", p.limit.maximum)),
        )
    return None  # meant, or (BASE_BET_REFUSED) said by the base bet's own problem


def _check(model: ScenarioFile, file: str, locator: _Locator) -> list[Problem]:
    out: list[Problem] = []

    def bad(loc: Sequence[str | int], message: str, key: str, **fields: object) -> None:
        out.append(Problem(file, message, field_path(loc), locator.find(loc), key, tuple(fields.items())))

    t = model.table

    def beyond_table(loc: Sequence[str | int], seat: int) -> None:
        bad(loc, f"seat {seat} but the table has {t.seats} seats", "seat_beyond_table", seat=cw.SeatNumber(seat),
            seats=t.seats)  # fmt: skip

    for i, clause in enumerate(model.clauses):
        if clause not in CLAUSES:
            bad(
                ("clauses", i),
                f'"{clause}" is not a clause of the regulation (write e.g. "A11.1", "A17.1.2")',
                "clause_unknown",
                clause=cw.Written(shorten(clause, 40)),
            )
    if len(set(t.side_bets)) != len(t.side_bets):
        bad(("table", "side_bets"), "a side bet is listed twice", "side_bet_twice")
    for name in BET_NAMES:
        lim = getattr(t.limits, name)
        if lim is not None and lim.min > lim.max:
            bad(
                ("table", "limits", name),
                f"minimum {lim.min} is above maximum {lim.max}",
                "min_above_max",
                min=lim.min,
                max=lim.max,
            )
    if t.progressive.seed > t.progressive.pool and t.progressive.pool > 0:
        bad(("table", "progressive", "seed"), "the seed amount is above the pool (A15.6)", "seed_above_pool")
    if t.shuffle == "hand" and "packet" in t.given:
        bad(("table", "packet"), 'packet only applies to shuffle = "machine" (A11.2, A11.4)', "packet_needs_machine")

    # players -------------------------------------------------------------------------------------------
    offer = table_offer(t)
    seats: dict[int, int] = {}
    who: dict[str, int] = {}
    for i, p in enumerate(model.players):
        here = ("players", i)
        if p.seat > t.seats:
            beyond_table((*here, "seat"), p.seat)
        if p.seat in seats:
            bad(
                (*here, "seat"),
                f"seat {p.seat} is already given to players[{seats[p.seat]}]",
                "seat_twice",
                seat=cw.SeatNumber(p.seat),
            )
        seats.setdefault(p.seat, i)
        flags = set(p.conduct)
        for k, clause in (("two_seats", Clause.A10_2),):
            if k in flags and p.seated:
                bad(
                    (*here, "conduct"),
                    f"{k} ({clause}) needs seated = false on the seat the player does not occupy",
                    "two_seats_needs_elsewhere",
                )
        name = p.player or f"P{p.seat}"
        if p.seated:
            if name in who:
                bad(
                    (*here, "player"),
                    f'"{name}" already sits at seat {model.players[who[name]].seat}; a player bets at one position '
                    'only (A10.2): mark the other seat seated = false with conduct = ["two_seats"]',
                    "player_twice",
                    player=cw.Written(shorten(name, 40)),
                    seat=cw.SeatNumber(model.players[who[name]].seat),
                )
            who.setdefault(name, i)
        elif "two_seats" not in flags:
            bad(
                (*here, "seated"),
                'bets placed by a player seated elsewhere break A10.2: add conduct = ["two_seats"]',
                "seated_elsewhere_not_marked",
            )
        bets = {k: v for k, v in p.bets.dump().items() if v}
        if not bets:
            bad((*here, "bets"), "the seat has no bet (an empty seat is simply left out)", "seat_no_bet")
        problems = rules.bet_problems(bets, offer)
        for k in bets:
            where = (*here, "bets", k)
            if t.table_class is not None and not makeable(bets[k], chips := TABLE_CLASSES[t.table_class].chips):
                bad(
                    where,
                    f"{bets[k]} cannot be made from the chips of a class {t.table_class} table "
                    f"({', '.join(str(c) for c in chips)})",
                    "bet_not_in_chips",
                    amount=bets[k],
                    table=t.table_class,
                    chips=", ".join(f"{c:,}" for c in chips),
                )
            mine = sorted((pr for pr in problems if pr.bet == k), key=lambda pr: pr.clause == Clause.A10_1)
            for pr in mine:
                said = _bet_message(pr, flags)
                if said is not None:
                    message, key, fields = said
                    bad(where, message, key, **dict(fields))
        if "ante" not in bets and p.decision != "optimal" and "decision" in p.given:
            bad(
                (*here, "decision"),
                "a seat without an Ante makes no play/fold decision (A12.2)",
                "decision_without_ante",
            )

    # deck ------------------------------------------------------------------------------------------------
    seen: dict[Card, int] = {}
    for i, text in enumerate(model.deck.top):
        if text == FREE_CARD:
            continue
        try:
            card = parse_card(text)
        except EngineError:
            bad(
                ("deck", "top", i),
                f'"{text}" is not a card (rank 2-9, T, J, Q, K, A and suit s, h, d, c)',
                "not_a_card",
                card=cw.Written(shorten(text, 40)),
            )
            continue
        if card in seen:
            bad(
                ("deck", "top", i),
                f"duplicate card {card.text} (also deck.top[{seen[card]}])",
                "card_twice",
                card=card.text,
            )
        seen.setdefault(card, i)

    # events ----------------------------------------------------------------------------------------------
    def seat_ok(loc: Sequence[str | int], target: str | None, what: str) -> None:
        n = _seat_of(target)
        if n is None:
            message = f'{what} must be "seat:N"' + (' or "dealer"' if what == "target" else "")
            bad(loc, message, "target_not_seat" if what == "target" else "to_not_seat")
        elif not 1 <= n <= t.seats:
            beyond_table(loc, n)

    allowed = {kind: set(names) for kind, names in EVENT_FIELDS.items()}  # the fields of each kind's record
    for i, e in enumerate(model.events):
        here = ("events", i)
        given = {k for k in e.given if k != "kind"}
        for k in sorted(given - allowed[e.kind]):
            bad(
                (*here, k),
                f"{k} does not apply to a {e.kind} event (it takes {', '.join(sorted(allowed[e.kind]))})",
                "event_field_not_applicable",
                field=cw.field_name((*here, k)),
                kind=cw.EventKind(e.kind),
            )
        if e.kind == EventKind.CARD_EXPOSED:
            if e.at is None and (e.target is None or e.card is None):
                bad(here, "card_exposed needs at = N (the Nth deal) or target and card", "exposed_needs_deal")
            if e.at == 0:
                bad((*here, "at"), "no card is dealt at 0: the first deal is at = 1", "exposed_at_zero")
            if e.target is not None and e.target != "dealer":
                seat_ok((*here, "target"), e.target, "target")
        else:
            if e.at is None:
                bad(here, f"{e.kind} needs at = N (the Nth deal action)", "event_needs_deal", kind=cw.EventKind(e.kind))
            elif e.at == 0 and e.kind != EventKind.CONDUCT:
                bad(
                    (*here, "at"),
                    "the first deal is at = 1 (only conduct may happen at 0, as betting opens)",
                    "event_at_zero",
                )
        if e.kind == EventKind.CARD_SLIPS:
            if e.to is None:
                bad(here, 'card_slips needs to = "seat:N"', "slips_needs_place")
            elif e.to not in ("dealer", "community"):
                seat_ok((*here, "to"), e.to, "to")
        if e.kind == EventKind.SHUFFLER_FAILURE and t.shuffle != "machine":
            bad(
                (*here, "kind"),
                'a shuffler failure needs shuffle = "machine" (A17.2)',
                "shuffler_failure_needs_machine",
            )
        if e.kind in (EventKind.LATE_BET, EventKind.CONDUCT):
            if e.seat is None:
                bad(here, f"{e.kind} needs seat = N", "event_needs_seat", kind=cw.EventKind(e.kind))
            elif e.seat > t.seats:
                beyond_table((*here, "seat"), e.seat)
        if e.kind == EventKind.LATE_BET and (e.bet is None or e.amount is None):
            bad(here, "late_bet needs bet and amount", "late_bet_needs_bet")
        if e.kind == EventKind.CONDUCT and e.conduct is None:
            bad(
                here,
                f"conduct needs conduct = {'|'.join(ConductKind)}",
                "conduct_needs_kind",
            )

    # expectations ----------------------------------------------------------------------------------------
    ex = model.expect
    if ex is not None:
        for key in ("actions_include", "actions_exclude"):
            for i, spec in enumerate(getattr(ex, key) or []):
                for message, problem_key, fields in _action_spec_issues(spec):
                    bad(("expect", key, i), message, problem_key, number=i + 1, **dict(fields))
        for key in ("hands", "six_card_hands", "progressive_hands"):
            for k in getattr(ex, key) or {}:
                if not (k.isascii() and k.isdigit() and len(k) <= 9) or not 1 <= int(k) <= t.seats:
                    bad(
                        ("expect", key, k),
                        f"{shown(k)} is not a seat number of this table",
                        "not_a_seat_number",
                        field=cw.field_name(("expect", key)),
                        value=cw.Value("text", shorten(k, 20)),
                    )
    return out


_ACTION_FIELDS = {"action", "method", "position", "to", "what", "ruling", "seat", "bet", "amount"}


def _action_spec_problems(spec: Mapping[str, object]) -> list[str]:
    return [message for message, _, _ in _action_spec_issues(spec)]


def _action_spec_issues(spec: Mapping[str, object]) -> list[tuple[str, str, Fields]]:
    """What is wrong with an action of ``expect.actions_include`` / ``actions_exclude``: the English line, the key
    of :mod:`trainer.training.checker_words` and its fields (the caller adds the action's number)."""
    out: list[tuple[str, str, Fields]] = []
    kind = spec.get("action")
    if kind not in ACTION_KINDS:
        out.append((f"needs action = one of {', '.join(ACTION_KINDS)}", "action_needs_kind", ()))
    for k in spec:
        if k not in _ACTION_FIELDS:
            import difflib  # only for a wrong file: off the start-up path

            close = difflib.get_close_matches(k, sorted(_ACTION_FIELDS), n=1)
            out.append(
                (
                    f"unknown action field {k!r}" + (f" (did you mean {close[0]!r}?)" if close else ""),
                    "action_unknown_field",
                    (("name", cw.Written(shorten(k, 40))),),
                )
            )
    return out


# ----------------------------------------------------------------------------------------------- the scenario


class Scenario:
    """A loaded, checked scenario file."""

    def __init__(self, model: ScenarioFile, path: Path, data: bytes) -> None:
        self.model = model
        self.path = path
        self._data: bytes | None = data
        self._digest: str | None = None
        self._setup: RoundSetup | None = None

    @property
    def digest(self) -> str:
        """SHA-256 of the file as read (hex), computed when first asked for: hashlib is off the start-up path."""
        if self._digest is None:
            import hashlib

            assert self._data is not None
            self._digest = hashlib.sha256(self._data).hexdigest()
            self._data = None
        return self._digest

    def __repr__(self) -> str:
        return f"Scenario({self.id!r}, {str(self.path)!r})"

    @property
    def id(self) -> str:
        return self.model.id

    @property
    def titles(self) -> Mapping[str, str]:
        return MappingProxyType({"en": self.model.title.en, "zh-Hant": self.model.title.zh_hant})

    @property
    def briefings(self) -> Mapping[str, str]:
        return MappingProxyType({"en": self.model.briefing.en, "zh-Hant": self.model.briefing.zh_hant})

    def title(self, language: str = "en") -> str:
        return self.titles.get(language) or self.model.title.en

    @property
    def skills(self) -> tuple[str, ...]:
        return tuple(self.model.skills)

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(self.model.clauses)

    @property
    def difficulty(self) -> int:
        return self.model.difficulty

    @property
    def expect(self) -> Expect | None:
        return self.model.expect

    @property
    def house_rules(self) -> frozenset[str]:
        return frozenset(self.model.table.house_rules)

    @property
    def setup(self) -> RoundSetup:
        if self._setup is None:
            self._setup = build_setup(self.model)
        return self._setup

    def round(self) -> Round:
        """A fresh round at the start (waiting for the shuffle)."""
        return Round(self.setup)


def build_setup(model: ScenarioFile) -> RoundSetup:
    """The engine's set-up for a (checked) scenario model."""
    t = model.table
    fixed = dict(ProgressiveSetup().fixed)
    for name, amount in t.progressive.fixed.dump().items():
        if amount is not None:
            fixed[FiveCardHand(name)] = amount
    offer = table_offer(t)
    table = TableSetup(
        seats=t.seats,
        method="manual" if t.shuffle == "hand" else "machine",
        packet_size=t.packet,
        side_bets=offer.side_bets,
        limits=offer.limits,
        **({"denominations": TABLE_CLASSES[t.table_class].chips} if t.table_class is not None else {}),
        progressive=ProgressiveSetup(pool=t.progressive.pool, seed=t.progressive.seed, fixed=MappingProxyType(fixed)),
        cut_position=t.cut,
        spare_shuffler=t.spare_shuffler,
        shoe_available=t.shoe_available,
        house_rules=frozenset(t.house_rules),
    )
    players = tuple(
        PlayerSetup(
            seat=p.seat,
            bets=MappingProxyType({k: v for k, v in p.bets.dump().items() if v}),
            decision=p.decision,
            player=p.player,
            seated=p.seated,
        )
        for p in sorted(model.players, key=lambda p: p.seat)
    )
    seed = model.deck.seed if model.deck.seed is not None else (t.seed if t.seed is not None else 0)
    deck = deck_order(model.deck.top, seed)
    # the checker has refused fields that do not apply to an event's kind: the fields given are the event's
    events: list[Event] = [event_from_data({name: getattr(e, name) for name in e.given}) for e in model.events]
    for p in model.players:  # A18 conduct written on the player: it happens as betting opens
        for c in p.conduct:
            if c in CONDUCTS:
                events.append(PlayerConduct(at=0, seat=p.seat, conduct=ConductKind(c)))
    return RoundSetup(table=table, players=players, deck=deck, events=tuple(events))


# -------------------------------------------------------------------------------------------------- loading


def deck_order(top: Sequence[str], seed: int) -> tuple[Card, ...]:
    """The shoe of ``deck.top`` and ``seed``: the cards of ``top`` in order, each :data:`FREE_CARD` the next card of
    the rest (every card ``top`` does not name, shuffled with ``random.Random(seed)``), then what is left of the
    rest. Without a free position it is ``Deck.ordered(top, Random(seed))``; free positions beyond the 52 cards are
    none."""
    named = tuple(parse_card(c) for c in top if c != FREE_CARD)
    rest = list(Deck.ordered(named, random.Random(seed)).cards[len(named) :])
    chosen = iter(named)
    laid: list[Card] = []
    for c in top:
        if c != FREE_CARD:
            laid.append(next(chosen))
        elif rest:
            laid.append(rest.pop(0))
    return (*laid, *rest)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):  # elsewhere, or a loop of symbolic links (RuntimeError in 3.11)
        return str(path)


def _toml_error_line(message: str) -> tuple[int | None, str]:
    m = re.search(r"\(at line (\d+), column (\d+)\)", message)
    if m:
        return int(m.group(1)), message[: m.start()].strip()
    if "end of document" in message:
        return -1, message.replace("(at end of document)", "").strip() + " (the file ends too early)"
    return None, message


def read_scenario_text(data: bytes, file: str) -> tuple[str, dict[str, Any]]:
    """The text of a scenario file's bytes and its TOML tables; :class:`ScenarioError` with the one problem that
    stops the reading (empty, too large, binary, not UTF-8, not TOML), with its line where known."""
    if not data.strip():
        raise ScenarioError([Problem(file, "the file is empty", key="file_empty")])
    if len(data) > MAX_SCENARIO_BYTES:
        limit = f"{MAX_SCENARIO_BYTES // 1024:,}"
        message = f"scenario larger than the limit of {limit} KiB"
        raise ScenarioError([Problem(file, message, key="file_too_large", fields=(("limit", limit),))])
    if b"\x00" in data:
        raise ScenarioError([Problem(file, "this is not a text file (it holds binary data)", key="file_binary")])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad_line = data[: exc.start].count(b"\n") + 1
        if exc.end >= len(data) and "unexpected end" in str(exc.reason):
            raise ScenarioError(
                [
                    Problem(
                        file,
                        "the file ends in the middle of a character (is it cut short?)",
                        line=bad_line,
                        key="file_cut_short",
                    )
                ]
            ) from None
        raise ScenarioError(
            [
                Problem(
                    file,
                    f"the file is not UTF-8 text (bad byte 0x{data[exc.start]:02x})",
                    line=bad_line,
                    key="file_not_utf8",
                )
            ]
        ) from None
    try:
        raw = loads_toml(text, file)
    except InputError as exc:
        raise ScenarioError([input_problem(file, exc)]) from None
    except Exception as exc:
        if not is_toml_error(exc):
            raise
        line, message = _toml_error_line(str(exc))
        if line == -1:
            line = text.count("\n") + (0 if text.endswith("\n") else 1)
        raise ScenarioError([Problem(file, f"not valid TOML: {message}", line=line, key="toml_invalid")]) from None
    return text, raw


def parse_scenario(data: bytes, file: str, path: Path | None = None) -> Scenario:
    """Check the bytes of a scenario file; :class:`ScenarioError` lists every problem found."""
    text, raw = read_scenario_text(data, file)
    locator = _Locator(text)
    try:
        model = ScenarioFile.validate(raw)
    except Problems as exc:
        raise ScenarioError(_problems(file, exc.issues, locator)) from None
    problems = _check(model, file, locator)
    if problems:
        raise ScenarioError(problems)
    scenario = Scenario(model, path or Path(file), data)
    try:
        scenario.setup  # noqa: B018 - builds the engine's set-up (and proves it can)
    except (EngineError, ValueError, KeyError) as exc:
        raise ScenarioError([Problem(file, f"cannot build the round: {exc}", key="cannot_build")]) from None
    return scenario


def input_problem(file: str, exc: InputError) -> Problem:
    """A reason :mod:`trainer.training.inputs` gives for a file it cannot read, as a problem with its key."""
    reason = exc.reason
    fields: tuple[tuple[str, object], ...] = ()
    if m := re.search(r"larger than the limit of ([0-9,]+) KiB", reason):
        key, fields = "file_too_large", (("limit", m.group(1)),)
    elif reason.startswith("nested more than"):
        key = "toml_too_deep"
    elif "TOML" in reason:
        key = "toml_invalid"
    elif "binary" in reason:
        key = "file_binary"
    elif "UTF-8" in reason:
        key = "file_not_utf8"
    else:
        key = "file_unreadable"
    return Problem(file, reason, line=exc.line, key=key, fields=fields)


def load_scenario(path: str | Path) -> Scenario:
    """Read and check one scenario file."""
    p = Path(path)
    file = _display(p)
    if p.is_dir():
        raise ScenarioError([Problem(file, "is a folder, not a scenario file", key="file_is_folder")])
    try:
        data = read_limited(p, MAX_SCENARIO_BYTES, "scenario")
    except InputError as exc:
        raise ScenarioError([input_problem(file, exc)]) from None
    return parse_scenario(data, file, p)


# ------------------------------------------------------------------------------------------------- library


def default_root() -> Path:
    """The bundled library: ``scenarios/`` next to the package (a source checkout or the frozen bundle)."""
    here = scenarios_dir()
    return here if here.is_dir() else Path.cwd() / "scenarios"


def library_files(root: Path) -> list[Path]:
    """The scenario files under ``root`` (``*.toml``, not under ``exams/``), sorted."""
    return [p for p in sorted(root.rglob("*.toml")) if "exams" not in p.relative_to(root).parts]


def scenario_library(root: str | Path | None = None) -> list[Scenario]:
    """Every scenario of the library that loads (``trainer validate`` reports the others)."""
    out = []
    for p in library_files(Path(root) if root is not None else default_root()):
        try:
            out.append(load_scenario(p))
        except ScenarioError:
            continue
    return out


def find_scenario(name: str, root: str | Path | None = None) -> Scenario:
    """A scenario by id or file name (with or without ``.toml``), or a path to a file."""
    given = Path(name)
    if given.suffix == ".toml" and given.is_file():
        return load_scenario(given)
    base = Path(root) if root is not None else default_root()
    stem = given.stem if given.suffix == ".toml" else name
    for p in library_files(base) if base.is_dir() else []:
        if p.stem == stem:
            return load_scenario(p)
    for s in scenario_library(base) if base.is_dir() else []:
        if s.id == name:
            return s
    raise ScenarioError(
        [
            Problem(
                shorten(name, 80),
                f"no scenario with this id or file name (looked in {_display(base)})",
                key="no_such_scenario",
            )
        ]
    )


# ---------------------------------------------------------------------------------------------- validation


@dataclass
class Outcome:
    """What the reference dealer did with a scenario."""

    round: Round
    actions: list[Action]


def run_reference(scenario: Scenario) -> Outcome:
    from trainer.engine.procedure import solve

    r = scenario.round()
    actions = solve(r)
    return Outcome(r, actions)


def _matches(spec: Mapping[str, object], act: Action) -> bool:
    j = act.to_json()
    return all(j.get(k) == v for k, v in spec.items())


def check_expectations(scenario: Scenario, outcome: Outcome) -> list[str]:
    """Where the reference dealer's round differs from the scenario's ``[expect]`` (plain lines)."""
    return [line for line, _, _ in _expectation_issues(scenario, outcome)]


def _expectation_issues(scenario: Scenario, outcome: Outcome) -> list[tuple[str, str, Fields]]:
    """:func:`check_expectations`'s lines, each with its key of :mod:`trainer.training.checker_words` and fields."""
    ex = scenario.expect
    if ex is None:
        return []
    r, acts = outcome.round, outcome.actions
    out: list[tuple[str, str, Fields]] = []
    res = r.result

    def differ(field: str, want: object, got: object) -> None:
        if want != got:
            key = field.split(" ")[0].split(".")[0]
            m = re.search(r"\(seat (\d+)(?: (\w+))?\)", field)
            seat = int(m.group(1)) if m else (int(field.split(".")[1]) if "." in field else 0)
            item = cw.ExpectItem(key, seat, (m.group(2) or "") if m else "")
            out.append(
                (
                    f"expect.{field}: expected {_show(want)}, the reference dealer got {_show(got)}",
                    "expect_differs",
                    (("item", item), ("want", cw.Outcome(_frozen(want, key))), ("got", cw.Outcome(_frozen(got, key)))),
                )
            )

    if ex.phase is not None:
        differ("phase", ex.phase, str(r.phase))
    if ex.void is not None:
        differ("void", ex.void, r.void_clause is not None)
    if ex.void_clause is not None:
        differ("void_clause", ex.void_clause, r.void_clause)
    if ex.dealer_qualifies is not None or ex.dealer_hand is not None:
        if res is None:
            out.append(
                (
                    "expect: the round was never played to a result, so the dealer's hand was not judged",
                    "expect_never_judged",
                    (),
                )
            )
        else:
            if ex.dealer_qualifies is not None:
                differ("dealer_qualifies", ex.dealer_qualifies, res.dealer_qualifies)
            if ex.dealer_hand is not None:
                differ("dealer_hand", ex.dealer_hand, res.dealer_hand.value)
    for key, attr in (
        ("hands", "hand"),
        ("six_card_hands", "six_card_hand"),
        ("progressive_hands", "progressive_hand"),
    ):
        want_hands: dict[str, str] | None = getattr(ex, key)
        for seat_text, want in (want_hands or {}).items():
            sr = next((x for x in res.seats if x.seat == int(seat_text)), None) if res else None
            got = getattr(sr, attr, None) if sr is not None else None
            differ(f"{key}.{seat_text}", want, got.value if got is not None else None)
    for d in ex.decisions or []:
        differ(f"decisions (seat {d.seat})", d.decision, r.seats[d.seat].decision if d.seat in r.seats else None)
    for p in ex.payouts or []:
        got_s = r.seats[p.seat].settled.get(p.bet) if p.seat in r.seats else None
        differ(
            f"payouts (seat {p.seat} {p.bet})",
            f"pay {p.amount}",
            "nothing" if got_s is None else (f"pay {got_s[1]}" if got_s[0] == "pay" else got_s[0]),
        )
    for x in ex.results or []:
        got_s = r.seats[x.seat].settled.get(x.bet) if x.seat in r.seats else None
        want = x.result if x.amount is None or x.result != "pay" else f"pay {x.amount}"
        shown = "nothing" if got_s is None else got_s[0]
        if got_s is not None and got_s[0] == "pay" and x.amount is not None:
            shown = f"pay {got_s[1]}"
        differ(f"results (seat {x.seat} {x.bet})", want, shown)
    rejected = sorted((a.seat, a.bet) for a in acts if isinstance(a, RejectBet))
    if ex.rejected is not None:
        differ("rejected", sorted((b.seat, b.bet) for b in ex.rejected), rejected)
    if ex.kept is not None:
        kept = sorted((n, k) for n, s in r.seats.items() for k in s.kept)
        differ("kept", sorted((b.seat, b.bet) for b in ex.kept), kept)
    if ex.collected is not None:
        differ("collected", sorted(ex.collected), sorted({a.seat for a in acts if isinstance(a, Collect)}))
    if ex.dead_cards is not None:
        got_dead = sorted({a.seat or 0 for a in acts if isinstance(a, Declare) and a.ruling == Ruling.DEAD_CARDS})
        differ("dead_cards", sorted(ex.dead_cards), got_dead)
    if ex.floor_called is not None:
        got_floor = sorted({a.seat or 0 for a in acts if isinstance(a, Declare) and a.ruling == Ruling.CALL_FLOOR})
        differ("floor_called", sorted(ex.floor_called), got_floor)
    if ex.community_revealed is not None:
        differ("community_revealed", ex.community_revealed, r.community_revealed)
    if ex.progressive_paid_order is not None:
        order = [a.seat for a in acts if isinstance(a, Pay) and a.bet == "progressive"]
        differ("progressive_paid_order", ex.progressive_paid_order, order)
    if ex.pool_after is not None:
        differ("pool_after", ex.pool_after, r.progressive_pool())
    if ex.rulings is not None:
        differ("rulings", ex.rulings, [a.ruling.value for a in acts if isinstance(a, Declare)])
    for i, spec in enumerate(ex.actions_include or []):
        if not any(_matches(spec, a) for a in acts):
            out.append(
                (
                    f"expect.actions_include[{i}]: the reference dealer never did {_show(spec)}",
                    "expect_action_missing",
                    (("number", i + 1),),
                )
            )
    for i, spec in enumerate(ex.actions_exclude or []):
        hit = next((a for a in acts if _matches(spec, a)), None)
        if hit is not None:
            out.append(
                (
                    f"expect.actions_exclude[{i}]: the reference dealer did {_show(hit.to_json())}",
                    "expect_action_made",
                    (("action", cw.Action(tuple(hit.to_json().items()))),),
                )
            )
    return out


_SEAT_LISTS = ("collected", "dead_cards", "floor_called", "progressive_paid_order")


def _frozen(value: object, key: str) -> object:
    """A value compared by :func:`check_expectations` as a field of a problem: lists made tuples (a problem's
    fields are hashable), seat numbers and (seat, bet) pairs typed so that they are written as such."""
    if isinstance(value, list):
        return tuple(_frozen(v, key) for v in value)
    if key in _SEAT_LISTS and isinstance(value, int) and not isinstance(value, bool):
        return cw.SeatNumber(value)
    if isinstance(value, tuple) and len(value) == 2:  # (seat, bet)
        return cw.SeatBet(int(value[0]), str(value[1]))
    return value


def _show(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    if value is None:
        return "nothing"
    return str(value)


def validate_file(path: str | Path) -> list[Problem]:
    """Every problem with one scenario file: format, content, the reference dealer's run and the expectations."""
    p = Path(path)
    try:
        scenario = load_scenario(p)
    except ScenarioError as exc:
        return exc.problems
    return validate_scenario(scenario)


def validate_scenario(scenario: Scenario) -> list[Problem]:
    file = _display(scenario.path)
    locator: _Locator | None = None
    try:
        outcome = run_reference(scenario)
    except Exception as exc:  # an engine failure is a problem with this file, never a traceback
        message = f"the reference dealer cannot play this round: {type(exc).__name__}: {exc}"
        return [Problem(file, message, key="reference_failed")]
    out: list[Problem] = []
    if outcome.round.phase not in (Phase.DONE, Phase.CLOSED):
        out.append(
            Problem(
                file,
                f"the reference dealer stopped in phase {outcome.round.phase} after {len(outcome.actions)} "
                "actions (the round never ends)",
                key="reference_stuck",
                fields=(("count", len(outcome.actions)),),
            )
        )
    for line, key, fields in _expectation_issues(scenario, outcome):
        field, _, message = line.partition(": ")
        if locator is None:
            try:  # (bounded as when it was loaded)
                locator = _Locator(decode(read_limited(scenario.path, MAX_SCENARIO_BYTES, "scenario"), file))
            except InputError:
                locator = _Locator("")
        path = field.split(" ")[0]
        loc = [k for k in re.split(r"[.\[\]]", path) if k]
        out.append(Problem(file, message, field, locator.find(loc), key, fields))
    return out


def iter_scenario_files(paths: Iterable[str | Path]) -> Iterable[tuple[Path, bool]]:
    """Each path given, folders expanded to their ``*.toml`` (not ``exams/``); ``False`` when it does not exist."""
    for given in paths:
        p = Path(given)
        if p.is_dir():
            yield from ((f, True) for f in library_files(p))
        else:
            yield p, p.exists() or p.is_symlink()  # a dangling link or a loop is reported by the loader
