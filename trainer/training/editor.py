"""The scenario editor's model, without Qt: a scenario as the data of its TOML file, edited field by field.

A :class:`Draft` holds the scenario exactly as ``tomllib`` reads the file (so a file opened and saved keeps its
meaning: :func:`trainer.training.toml_writer.dumps` writes back what was read). The editor's widgets only call its
methods:

* start: :meth:`Draft.empty`, :meth:`Draft.from_file`, :meth:`Draft.from_text`, :meth:`Draft.generated`;
* the table, the bets, the players' decisions and conduct, the events (irregularities on the timeline), titles and
  briefings: :meth:`Draft.set`, :meth:`Draft.set_bet`, :meth:`Draft.set_player`, :meth:`Draft.add_event` …;
* the cards: :meth:`Draft.slots` says which card of the shoe lands where — worked out by letting the reference dealer
  play the round on a deck of marked cards, so every dealing method, burn, slip and failure is the engine's own —
  and :meth:`Draft.pick` puts a chosen card on a slot; the deck's ``top`` is then laid out for the chosen dealing
  method, each slot nobody picked written ``"?"`` (:data:`~trainer.training.scenario.FREE_CARD`: left to chance,
  dealt from the seeded rest), so the file fixes only the cards the author chose ("random except these");
* :meth:`Draft.check` runs the same checker as ``trainer validate`` (:func:`~trainer.training.scenario.parse_scenario`
  and :func:`~trainer.training.scenario.validate_scenario`) and the reference dealer: problems with their field
  paths, the reference log and the settled bets (:class:`Check`);
* :meth:`Draft.pin_expect` writes the reference dealer's outcome as the ``[expect]`` section;
* :meth:`Draft.suggest` proposes skills, clauses and a difficulty from what the round contains;
* :meth:`Draft.to_toml` / :meth:`Draft.save` write the file with the schema line.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from trainer.engine import bets as rules
from trainer.engine.cards import ALL_CARDS, Card, parse_card
from trainer.engine.clauses import CLAUSES, Clause
from trainer.engine.errors import EngineError
from trainer.engine.places import Place
from trainer.engine.procedure import solve
from trainer.engine.round import Phase, Round
from trainer.engine.setup import CONDUCTS
from trainer.training.inputs import MAX_SCENARIO_BYTES, InputError, read_limited
from trainer.training.records import Problems
from trainer.training.scenario import (
    BET_NAMES,
    FREE_CARD,
    INTENTIONAL,
    Problem,
    Scenario,
    ScenarioError,
    ScenarioFile,
    build_setup,
    deck_order,
    input_problem,
    parse_scenario,
    read_scenario_text,
    validate_scenario,
)
from trainer.training.toml_writer import dumps

SCHEMA_LINE = "#:schema ./scenario.schema.json"
SHUFFLES = ("hand", "one-card", "three-card")
"""The dealing methods as the editor offers them: the shoe (A9.2, A11.1), a machine delivering one card or a packet
of three (A11.2, A11.4). In the file: ``shuffle = "hand"`` or ``"machine"`` with ``packet = 1 | 3``."""
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "card_exposed": ("at", "card", "target"),
    "card_slips": ("at", "to"),
    "shuffler_failure": ("at", "persistent"),
    "late_bet": ("at", "seat", "bet", "amount"),
    "conduct": ("at", "seat", "conduct"),
}
"""The fields each event kind takes (docs/scenarios.md), in the order the editor shows them."""
EVENT_CLAUSES = {
    "card_slips": (Clause.A17_4_2, Clause.A17_5),
    "shuffler_failure": (Clause.A17_2, Clause.A17_3),
    "late_bet": (Clause.A10_3,),
}


PLACEHOLDERS: dict[str, Any] = {
    "id": "draft",
    "title": {"en": "-", "zh-Hant": "-"},
    "briefing": {"en": "-", "zh-Hant": "-"},
    "skills": ["dealing"],
    "clauses": [],
    "difficulty": 1,
}
"""Stand-ins for the words of a scenario: the round can be dealt before its title is written."""


class DraftError(ValueError):
    """A file or text the editor cannot open (the message names it and says why); ``problem`` says the same with
    its file, line and a key of :mod:`trainer.training.checker_words`, for a reader in either language."""

    def __init__(self, problem: Problem | str) -> None:
        self.problem = problem if isinstance(problem, Problem) else None
        super().__init__(str(problem))


@dataclass(frozen=True, slots=True)
class Slot:
    """Where one card of the shoe lands when the reference dealer plays the round: ``place`` is ``seat:N``,
    ``dealer``, ``community`` or ``burn``; ``index`` counts from 0 the cards that place got; ``position`` is the
    card's place in the shoe (0 = the top card); ``deal`` the ``deal`` action that brought it (1-based; 0 for a
    burn)."""

    position: int
    place: str
    index: int
    deal: int

    @property
    def key(self) -> tuple[str, int]:
        return (self.place, self.index)


@dataclass
class Settled:
    """One bet as the reference dealer settled it (or refused it, or kept it for the next round)."""

    seat: int
    bet: str
    result: str
    """``pay``, ``take``, ``push``, ``refused`` or ``kept``."""
    amount: int = 0


@dataclass
class Check:
    """What the checker and the reference dealer make of the draft now."""

    problems: list[Problem] = field(default_factory=list)
    scenario: Scenario | None = None
    """The scenario as it would be saved, when it has no problem of form or content."""
    played: Scenario | None = None
    """What the reference dealer played: the scenario, or a copy with stand-in words while titles and the like are
    missing."""
    round: Round | None = None
    actions: list[dict[str, Any]] = field(default_factory=list)
    """The reference dealer's log, each action as its JSON (docs/actions.md)."""
    action_objects: list[Any] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.problems

    def problems_at(self, prefix: str) -> list[Problem]:
        """The problems whose field is ``prefix`` or lies under it (``players[0]`` holds ``players[0].bets.ante``)."""
        return [p for p in self.problems if _under(p.field, prefix)]

    def settled(self) -> list[Settled]:
        """Every bet's outcome in seat order: paid, taken, pushed, refused or kept (what the expectations pin)."""
        if self.round is None:
            return []
        out: list[Settled] = []
        refused = {(a.get("seat"), a.get("bet")) for a in self.actions if a["action"] == "reject_bet"}
        for n, s in sorted(self.round.seats.items()):
            for bet_name in ("ante", "play", "ante_bonus", "pair_plus", "six_card_bonus", "progressive"):
                if (n, bet_name) in refused:
                    out.append(Settled(n, bet_name, "refused"))
                elif bet_name in s.settled:
                    how, amount = s.settled[bet_name]
                    out.append(Settled(n, bet_name, how, amount if how == "pay" else 0))
                elif bet_name in s.kept:
                    out.append(Settled(n, bet_name, "kept", s.kept[bet_name]))
        return out


def _under(field_path: str, prefix: str) -> bool:
    path = field_path.split(" ")[0]  # "expect.payouts (seat 5 pair_plus)": the field is expect.payouts
    return path == prefix or path.startswith(prefix + ".") or path.startswith(prefix + "[")


def shuffle_of(table: object) -> str:
    """The table's dealing method in the editor's words (:data:`SHUFFLES`)."""
    if not isinstance(table, dict) or table.get("shuffle", "hand") != "machine":
        return "hand"
    return "one-card" if table.get("packet", 3) == 1 else "three-card"


class Draft:
    """A scenario being edited: ``data`` is the file's content as ``tomllib`` reads it."""

    def __init__(self, data: dict[str, Any], path: Path | None = None) -> None:
        self.data = data
        self.path = path
        self.fixed: dict[tuple[str, int], str] = {}
        """The cards the author chose, by slot: kept through changes of the table, the bets and the events."""
        self.fixed_rest: list[str] = []
        """Cards of ``deck.top`` that no slot reaches (kept at the end of ``top``); a free position (``"?"``) is
        none of them."""
        self._slots: list[Slot] | None = None
        self._read_fixed()

    # ------------------------------------------------------------------------------------------ starting
    @classmethod
    def empty(cls, scenario_id: str = "new_scenario") -> Draft:
        """An empty table of seven by hand: one player to start from, titles and briefings to write."""
        return cls(
            {
                "id": scenario_id,
                "difficulty": 1,
                "skills": ["dealing"],
                "clauses": [],
                "title": {"en": "", "zh-Hant": ""},
                "briefing": {"en": "", "zh-Hant": ""},
                "table": {"seats": 7, "shuffle": "hand"},
                "players": [],
                "deck": {"seed": 1},
            }
        )

    @classmethod
    def from_text(cls, text: str, name: str = "scenario", path: Path | None = None) -> Draft:
        return cls.from_bytes(text.encode("utf-8"), name, path)

    @classmethod
    def from_bytes(cls, data: bytes, name: str = "scenario", path: Path | None = None) -> Draft:
        """A draft of a file's bytes; :class:`DraftError` names what stops the reading (as ``trainer validate``
        does: empty, binary, not UTF-8, not TOML, with the line)."""
        try:
            _text, tables = read_scenario_text(data, name)
        except ScenarioError as exc:
            raise DraftError(exc.problems[0]) from None
        return cls(tables, path)

    @classmethod
    def from_file(cls, path: str | Path) -> Draft:
        p = Path(path)
        if p.is_dir():
            raise DraftError(Problem(str(p), "is a folder, not a scenario file", key="file_is_folder"))
        try:
            data = read_limited(p, MAX_SCENARIO_BYTES, "scenario")
        except InputError as exc:
            raise DraftError(input_problem(str(p), exc)) from None
        return cls.from_bytes(data, str(p), p)

    @classmethod
    def generated(cls, seed: int, index: int = 0, irregularities: float = 1.0) -> Draft:
        """A generated round (``trainer generate``) to start from."""
        from trainer.training.generate import Options, generate_one, to_data

        return cls(to_data(generate_one(seed, index, Options(irregularities=irregularities))))

    def copy(self) -> Draft:
        other = Draft(copy.deepcopy(self.data), self.path)
        return other

    # ------------------------------------------------------------------------------------------ saving
    def to_toml(self) -> str:
        return dumps(self.data, [SCHEMA_LINE])

    def save(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(self.to_toml(), encoding="utf-8")
        self.path = p
        return p

    # ------------------------------------------------------------------------------------------ plain fields
    def get(self, *path: str, default: Any = None) -> Any:
        node: Any = self.data
        for k in path:
            if not isinstance(node, dict) or k not in node:
                return default
            node = node[k]
        return node

    def set(self, *path_and_value: Any) -> None:
        """``set("table", "seats", 6)``; a value of None removes the field (and tables left empty)."""
        *path, value = path_and_value
        node = self.data
        for k in path[:-1]:
            nxt = node.get(k)
            if not isinstance(nxt, dict):
                if value is None:
                    return
                nxt = node[k] = {}
            node = nxt
        if value is None:
            node.pop(path[-1], None)
            self._prune(path[:-1])
        else:
            node[path[-1]] = value
        if path[0] in ("table", "players", "events"):
            self._rearrange()

    def _prune(self, path: Sequence[str]) -> None:
        for depth in range(len(path), 0, -1):
            parent = self.get(*path[: depth - 1]) if depth > 1 else self.data
            if isinstance(parent, dict) and parent.get(path[depth - 1]) == {}:
                del parent[path[depth - 1]]

    def _table_at(self, key: str) -> dict[str, Any]:
        """The top-level table ``key``, made one if the file holds something else there (the checker said so)."""
        node = self.data.get(key)
        if not isinstance(node, dict):
            node = self.data[key] = {}
        return node

    def _list_at(self, key: str) -> list[Any]:
        node = self.data.get(key)
        if not isinstance(node, list):
            node = self.data[key] = []
        return node

    @property
    def shuffle(self) -> str:
        return shuffle_of(self.data.get("table", {}))

    def set_shuffle(self, how: str) -> None:
        if how not in SHUFFLES:
            raise ValueError(f"shuffle {how!r}: one of {', '.join(SHUFFLES)}")
        table = self._table_at("table")
        table["shuffle"] = "hand" if how == "hand" else "machine"
        if how == "hand":
            table.pop("packet", None)
        else:
            table["packet"] = 1 if how == "one-card" else 3
        self._rearrange()

    @property
    def seats(self) -> int:
        value = self.get("table", "seats", default=7)
        return value if isinstance(value, int) else 7

    def set_limit(self, bet: str, low: int | None, high: int | None) -> None:
        """The table limits of one bet (A10.1); both None removes them."""
        if low is None and high is None:
            self.set("table", "limits", bet, None)
        else:
            self.set("table", "limits", bet, {"min": low or 0, "max": high or 100_000_000})

    # ------------------------------------------------------------------------------------------ players
    def players(self) -> list[dict[str, Any]]:
        found = self.data.get("players")
        return found if isinstance(found, list) else []

    def player(self, seat: int) -> dict[str, Any] | None:
        return next((p for p in self.players() if isinstance(p, dict) and p.get("seat") == seat), None)

    def player_index(self, seat: int) -> int | None:
        return next((i for i, p in enumerate(self.players()) if isinstance(p, dict) and p.get("seat") == seat), None)

    def bet(self, seat: int, bet: str) -> int:
        p = self.player(seat)
        value = p.get("bets", {}).get(bet, 0) if p is not None else 0
        return value if isinstance(value, int) else 0

    def set_bet(self, seat: int, bet: str, amount: int) -> None:
        """The chips on one bet area; 0 takes them off. A seat with nothing left on it leaves the file."""
        if bet not in BET_NAMES:
            raise ValueError(f"bet {bet!r}: one of {', '.join(BET_NAMES)}")
        p = self.player(seat)
        if p is None:
            if amount <= 0:
                return
            p = {"seat": seat, "bets": {}}
            players = self._list_at("players")
            players.append(p)
            players.sort(key=_seat_order)
        bets = p.get("bets")
        if not isinstance(bets, dict):
            bets = p["bets"] = {}
        if amount > 0:
            bets[bet] = amount
            ordered = {k: bets[k] for k in BET_NAMES if k in bets}
            ordered.update({k: v for k, v in bets.items() if k not in ordered})
            p["bets"] = ordered
        else:
            bets.pop(bet, None)
            if not bets and set(p) <= {"seat", "bets", "decision"}:
                self.players().remove(p)
        self._rearrange()

    def set_player(self, seat: int, key: str, value: Any) -> None:
        """Another field of a seat's player (``decision``, ``player``, ``seated``, ``conduct``); None or the
        default removes it."""
        p = self.player(seat)
        if p is None:
            return
        defaults = {"decision": "optimal", "player": "", "seated": True, "conduct": []}
        if value is None or (key in defaults and value == defaults[key]):
            p.pop(key, None)
        else:
            p[key] = value
        self._rearrange()

    # ------------------------------------------------------------------------------------------ events
    def events(self) -> list[dict[str, Any]]:
        found = self.data.get("events")
        return found if isinstance(found, list) else []

    def add_event(self, event: Mapping[str, Any]) -> int:
        """Add an irregularity to the timeline (kept in the order of ``at``); returns its index."""
        e = dict(event)
        if e.get("kind") not in EVENT_FIELDS:
            raise ValueError(f"event kind {e.get('kind')!r}: one of {', '.join(EVENT_FIELDS)}")
        events = self._list_at("events")
        events.append(e)
        events.sort(key=_event_order)
        self._rearrange()
        return next(i for i, x in enumerate(events) if x is e)

    def set_event(self, index: int, key: str, value: Any) -> None:
        e = self.events()[index]
        if value is None:
            e.pop(key, None)
        else:
            e[key] = value
        self._rearrange()

    def replace_event(self, index: int, event: Mapping[str, Any]) -> int:
        """Put ``event`` in the place of the ``index``-th one (the timeline is sorted again); returns its index."""
        e = dict(event)
        if e.get("kind") not in EVENT_FIELDS:
            raise ValueError(f"event kind {e.get('kind')!r}: one of {', '.join(EVENT_FIELDS)}")
        events = self.events()
        events[index] = e
        events.sort(key=_event_order)
        self._rearrange()
        return next(i for i, x in enumerate(events) if x is e)

    def remove_event(self, index: int) -> None:
        events = self.events()
        del events[index]
        if not events:
            self.data.pop("events", None)
        self._rearrange()

    # ------------------------------------------------------------------------------------------ cards
    def top(self) -> list[str]:
        found = self.get("deck", "top", default=[])
        return [str(c) for c in found] if isinstance(found, list) else []

    def slots(self) -> list[Slot]:
        """Which card of the shoe lands where when the reference dealer plays this round (empty while the table,
        bets or events have problems that stop the round from being built)."""
        if self._slots is None:
            self._slots = _slots(self.data)
        return self._slots

    def dealt(self) -> dict[tuple[str, int], str]:
        """The card each slot gets with the deck as it now stands (the top cards, then the seeded rest)."""
        deck = self._deck()
        return {s.key: deck[s.position] for s in self.slots() if s.position < len(deck)}

    def _deck(self) -> list[str]:
        """The shoe as the engine lays it out (:func:`~trainer.training.scenario.deck_order`): the chosen cards, and
        the free positions and the rest from the seed."""
        top = self.top()
        try:
            cards = [parse_card(c) for c in top if c != FREE_CARD]
        except EngineError:
            return top
        if len(set(cards)) != len(cards):
            return top
        seed = self.get("deck", "seed")
        if not isinstance(seed, int):
            seed = self.get("table", "seed")
        return [c.text for c in deck_order(top, seed if isinstance(seed, int) else 0)]

    def pick(self, place: str, index: int, card: str | None) -> None:
        """Put ``card`` on a slot (None: leave it to chance). A card already chosen elsewhere moves here."""
        if card is not None:
            text = parse_card(card).text
            for k, v in list(self.fixed.items()):
                if v == text:
                    del self.fixed[k]
            self.fixed_rest = [c for c in self.fixed_rest if c != text]
            self.fixed[(place, index)] = text
        else:
            self.fixed.pop((place, index), None)
        self._lay_out()

    def clear_picks(self) -> None:
        self.fixed = {}
        self.fixed_rest = []
        self._lay_out()

    def reshuffle_rest(self, seed: int) -> None:
        """Another random draw for every card nobody chose (a new ``deck.seed``)."""
        self._table_at("deck")["seed"] = seed
        self._lay_out()

    def _read_fixed(self) -> None:
        """The chosen cards from ``deck.top`` as it is written (a file opened: every top card but a free ``"?"`` was
        chosen)."""
        top = self.top()
        by_position = {s.position: s for s in self.slots()}
        self.fixed = {}
        self.fixed_rest = []
        for i, c in enumerate(top):
            if c == FREE_CARD:
                continue
            s = by_position.get(i)
            if s is not None:
                self.fixed[s.key] = c
            else:
                self.fixed_rest.append(c)

    def _rearrange(self) -> None:
        """The table, the bets or the events changed: the slots move, the chosen cards follow their places."""
        self._slots = None
        if self.fixed or self.fixed_rest:
            self._lay_out()

    def _lay_out(self) -> None:
        """Write ``deck.top`` so that each chosen card lands on its slot; the slots in between are free (``"?"``):
        the file fixes only what the author chose, chance (the deck's seed) deals the rest."""
        slots = self.slots()
        by_key = {s.key: s for s in slots}
        placed = {by_key[k].position: v for k, v in self.fixed.items() if k in by_key}
        if not slots and self.fixed:  # nothing can be worked out now: leave the deck as it is
            return
        length = max(placed, default=-1) + 1
        top = [placed.get(i, FREE_CARD) for i in range(length)]
        top += [c for c in self.fixed_rest if c not in top]
        if top:
            self._table_at("deck")["top"] = top
        else:
            self.set("deck", "top", None)

    # ------------------------------------------------------------------------------------------ checking
    def check(self, file: str | None = None) -> Check:
        """The same checks as ``trainer validate`` on the file this draft would save, and the reference log. A draft
        whose only problems are in its words (id, titles, briefings, skills, clauses) is still played."""
        name = file or (self.path.name if self.path else f"{self.data.get('id') or 'scenario'}.toml")
        try:
            scenario = parse_scenario(self.to_toml().encode("utf-8"), name, Path(name))
        except ScenarioError as exc:
            out = Check(problems=list(exc.problems))
            words = {k: v for k, v in self.data.items()}
            words.update(PLACEHOLDERS)
            seen = {(p.field, p.message) for p in out.problems}
            try:
                played = parse_scenario(dumps(words).encode("utf-8"), name, Path(name))
            except ScenarioError as more:  # the checks that come after the form's (bets, cards, events)
                out.problems += [p for p in more.problems if (p.field, p.message) not in seen]
                return out
            out.problems += [p for p in validate_scenario(played) if (p.field, p.message) not in seen]
        else:
            out = Check(problems=validate_scenario(scenario), scenario=scenario)
            played = scenario
        out.played = played
        try:
            r = played.round()
            acts = solve(r)
        except Exception:  # said by validate_scenario above; no log to show
            return out
        out.round = r
        out.action_objects = list(acts)
        out.actions = [a.to_json() for a in acts]
        return out

    def pin_expect(self, check: Check | None = None) -> dict[str, Any]:
        """The reference dealer's outcome as the ``[expect]`` section (what the file must keep doing)."""
        c = check if check is not None else self.check()
        if c.round is None:
            raise DraftError("the round cannot be played yet: fix the problems first")
        pinned = expect_of(c)
        self.data["expect"] = pinned
        return pinned

    # ------------------------------------------------------------------------------------------ suggestions
    def suggest(self, check: Check | None = None) -> Suggestion:
        c = check if check is not None else self.check()
        return suggest(self, c)


def _event_order(e: object) -> int:
    at = e.get("at") if isinstance(e, dict) else None
    return at if isinstance(at, int) else 99


def _seat_order(p: object) -> int:
    seat = p.get("seat") if isinstance(p, dict) else None
    return seat if isinstance(seat, int) else 0


def _slots(data: Mapping[str, Any]) -> list[Slot]:
    """Play the round with the reference dealer on a deck of marked cards (card i at position i) and see where each
    one lands: the dealing order of A11 with every event of the draft (a slip, a burn, a failure) included."""
    raw = {k: copy.deepcopy(v) for k, v in data.items() if k not in ("deck", "expect")}
    raw.update(copy.deepcopy(PLACEHOLDERS))  # the words are not needed to deal
    try:
        model = ScenarioFile.validate(raw)
        setup = build_setup(model)
    except (Problems, EngineError, ValueError, KeyError, TypeError):
        return []
    setup = replace(setup, deck=ALL_CARDS)
    r = Round(setup)
    try:
        actions = solve(r)
    except Exception:
        return []
    r = Round(setup)
    seen: dict[Card, Slot] = {}
    deals = 0
    for a in actions:
        try:
            r.apply(a)
        except Exception:
            break
        j = a.to_json()
        if j["action"] == "deal":
            deals += 1
        for place, cards in _places(r):
            for i, card in enumerate(cards):
                if card not in seen:
                    seen[card] = Slot(card.index, place, i, 0 if place == "burn" else deals)
        if r.phase in (Phase.DONE, Phase.CLOSED):
            break
    return sorted(seen.values(), key=lambda s: s.position)


def _places(r: Round) -> Iterator[tuple[str, list[Card]]]:
    for n, s in r.seats.items():
        yield str(Place.at_seat(n)), [slot.card for slot in s.cards]
    yield "dealer", r.dealer_cards()
    yield "community", r.community_cards()
    yield "burn", list(r.discard)


# ------------------------------------------------------------------------------------------ expectations


def expect_of(c: Check) -> dict[str, Any]:
    """The ``[expect]`` section that holds the reference dealer to what it did now."""
    r = c.round
    assert r is not None
    acts = c.actions
    ex: dict[str, Any] = {"rulings": [a["ruling"] for a in acts if a["action"] == "declare"]}
    ex["phase"] = str(r.phase)
    ex["void"] = r.void_clause is not None
    if r.void_clause is not None:
        ex["void_clause"] = r.void_clause
    res = r.result
    if res is not None:
        ex["dealer_qualifies"] = res.dealer_qualifies
        ex["dealer_hand"] = res.dealer_hand.value
        hands = {str(s.seat): s.hand.value for s in res.seats if s.hand is not None}
        if hands:
            ex["hands"] = hands
        six = {str(s.seat): s.six_card_hand.value for s in res.seats if s.six_card_hand is not None}
        if six:
            ex["six_card_hands"] = six
        prog = {str(s.seat): s.progressive_hand.value for s in res.seats if s.progressive_hand is not None}
        if prog:
            ex["progressive_hands"] = prog
    payouts = [{"seat": s.seat, "bet": s.bet, "amount": s.amount} for s in c.settled() if s.result == "pay"]
    if payouts:
        ex["payouts"] = payouts
    results = [{"seat": s.seat, "bet": s.bet, "result": s.result} for s in c.settled() if s.result in ("take", "push")]
    if results:
        ex["results"] = results
    rejected = [{"seat": a["seat"], "bet": a["bet"]} for a in acts if a["action"] == "reject_bet"]
    ex["rejected"] = sorted(rejected, key=lambda b: (b["seat"], b["bet"]))
    ex["kept"] = [{"seat": s.seat, "bet": s.bet} for s in c.settled() if s.result == "kept"]
    ex["collected"] = sorted({a["seat"] for a in acts if a["action"] == "collect"})
    ex["dead_cards"] = sorted({a["seat"] for a in acts if a["action"] == "declare" and a["ruling"] == "dead_cards"})
    ex["floor_called"] = sorted({a["seat"] for a in acts if a["action"] == "declare" and a["ruling"] == "call_floor"})
    if r.progressive_bet() or "progressive" in r.setup.table.side_bets:
        ex["pool_after"] = r.progressive_pool()
    return ex


# ------------------------------------------------------------------------------------------ suggestions


@dataclass(frozen=True)
class Suggestion:
    skills: tuple[str, ...]
    clauses: tuple[str, ...]
    difficulty: int


def _clause_key(c: str) -> tuple[int, ...]:
    return tuple(int(x) for x in c[1:].split("."))


def suggest(draft: Draft, c: Check) -> Suggestion:
    """Skills, clauses and a difficulty from what the round contains: the dealing method, the bets, the events,
    and every call, refusal and payment of the reference dealer's log."""
    clauses: set[str] = set()
    skills = {"dealing", "procedure"}
    how = draft.shuffle
    clauses |= {Clause.A9_2, Clause.A11_1} if how == "hand" else {Clause.A9_3, Clause.A11_2}
    acts = c.actions
    irregular = False
    for a in acts:
        kind = a["action"]
        if kind == "deal" and a.get("to") == "community":
            clauses |= {Clause.A11_3, Clause.A15_1}
        elif kind == "burn":
            clauses.add(Clause.A11_4)
        elif kind == "collect":
            clauses.add(Clause.A12_3)
        elif kind in ("pay", "take", "push"):
            skills.add("payouts")
            bet_name = a.get("bet")
            clauses |= {
                "ante": {Clause.A13_2, Clause.A13_3},
                "play": {Clause.A13_3},
                "ante_bonus": {Clause.A13_4},
                "pair_plus": {Clause.A16_1},
                "six_card_bonus": {Clause.A14, Clause.A16_2},
                "progressive": {Clause.A15_3, Clause.A16_3},
            }.get(str(bet_name), set())
        elif kind == "declare":
            ruling = a.get("ruling")
            if ruling == "dealer_does_not_qualify":
                clauses.add(Clause.A13_2)
            elif ruling == "dealer_qualifies":
                clauses.add(Clause.A13_1)
            elif ruling == "continue":
                clauses.add(Clause.A17_4_1)
                irregular = True
            elif ruling == "dead_cards":
                clauses |= {Clause.A17_4_2, Clause.A17_5}
                irregular = True
            elif ruling in ("reshuffle", "change_shuffler", "switch_to_shoe", "close_table"):
                clauses |= {Clause.A17_2, Clause.A17_3}
                irregular = True
            elif ruling == "void_round":
                if c.round is not None and c.round.void_clause:
                    clauses.add(c.round.void_clause)
                irregular = True
        elif kind == "reject_bet":
            irregular = True
    for p in draft.players():
        if not isinstance(p, dict):
            continue
        flags = p.get("conduct", []) if isinstance(p.get("conduct"), list) else []
        for f in (x for x in flags if isinstance(x, str)):
            if f in INTENTIONAL:
                clauses.add(INTENTIONAL[f])
            elif f in CONDUCTS:
                clauses.add(CONDUCTS[f])
            irregular = True
        bets = p.get("bets", {}) if isinstance(p.get("bets"), dict) else {}
        if c.round is not None:
            offer = c.round.setup.table.offer
            for problem in rules.bet_problems({k: v for k, v in bets.items() if isinstance(v, int)}, offer):
                clauses.add(problem.clause)
    for e in draft.events():
        if not isinstance(e, dict):
            continue
        kind = e.get("kind")
        irregular = True
        conduct = e.get("conduct")
        if kind == "conduct" and isinstance(conduct, str) and conduct in CONDUCTS:
            clauses.add(CONDUCTS[conduct])
        clauses |= set(EVENT_CLAUSES.get(str(kind), ()))
    if irregular:
        skills.add("irregularities")
    clauses = {x for x in clauses if x in CLAUSES}
    n_players = len(draft.players())
    difficulty = 1 + 2 * irregular + (n_players >= 5) + (Clause.A15_1 in clauses) + (len(set(clauses)) >= 12)
    order = ("dealing", "irregularities", "payouts", "procedure")
    return Suggestion(
        skills=tuple(s for s in order if s in skills),
        clauses=tuple(str(c) for c in sorted(clauses, key=_clause_key)),
        difficulty=min(5, difficulty),
    )
