"""The round as an explicit phase machine (A8): shuffle, betting, dealing, play or fold, results, payout.

:class:`Round` holds the real state of the table. ``apply(action)`` does what the dealer's hands did, *as long as it
is physically possible* — a card dealt to the wrong seat lies where it was dealt — and records the action as a
frozen :class:`LogEntry`. Whether an action is what the regulation wants is the business of
``trainer.engine.procedure`` (``verify_<kind>`` / ``can_<kind>`` there), which builds on this module and never the
other way round. Scripted events of the set-up
(exposed cards, slips, shuffler failures, late bets, player conduct) fire as the dealing reaches them.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar

from trainer.engine.actions import (
    Action,
    Burn,
    Clear,
    Collect,
    Cut,
    Deal,
    Declare,
    Pay,
    Push,
    RejectBet,
    Reveal,
    Shuffle,
    Take,
    parse_action,
    ruling_of,
)
from trainer.engine.bets import BASE_BETS, TableOffer, bet_problems, void_bets
from trainer.engine.cards import Card
from trainer.engine.clauses import Clause
from trainer.engine.due import Due
from trainer.engine.errors import EngineError
from trainer.engine.events import CardExposed, CardSlips, Event, LateBet, PlayerConduct, ShufflerFailure
from trainer.engine.hands import progressive_hand, six_card_bonus_hand, three_card_hand, three_card_value
from trainer.engine.kinds import Ruling
from trainer.engine.places import Place
from trainer.engine.setup import CONDUCTS, RoundSetup
from trainer.engine.view import CardView, SeatView, TableView
from trainer.engine.words import Conduct, Message, Where, say, seat_place

if TYPE_CHECKING:
    # The settlement is imported when a round first settles (at the decisions), not with the round: a table's first
    # picture needs none of it (trainer.gui start-up); the table has it imported while it waits (prepare_settlement).
    from trainer.engine.settlement import RoundInput, RoundResult

_E = TypeVar("_E", bound=Event)


def prepare_settlement() -> bool:
    """Import the settlement now, the round's results at the decisions, if it is not imported yet (a table calls
    this while it waits for the dealer, so that no action waits for the import); whether it was not."""
    if "trainer.engine.settlement" in sys.modules:
        return False
    from trainer.engine import settlement  # noqa: F401

    return True


# Q-6-4: the optimal play/fold threshold for Ante/Play (play this high card or better).
OPTIMAL_THRESHOLD = three_card_value((Card(12, "s"), Card(6, "h"), Card(4, "d")))


class Phase(StrEnum):
    SHUFFLE = "shuffle"  # A8(i): waiting for the shuffle (and, by hand, the cut)
    BETTING = "betting"  # A8(ii): bets on the layout, no card dealt yet
    DEALING = "dealing"  # A8(iii)
    DECISIONS = "decisions"  # A8(iv): players have played or folded; folds handled
    RESULTS = "results"  # A8(v): dealer's hand revealed
    PAYOUT = "payout"  # A8(vi): the qualifier is declared; bets are settled
    VOID = "void"  # A17.1 / A17.2: the round is void; bets go back
    ENDED = "ended"  # the void round is cleared; the table must reshuffle (A17.2)
    DONE = "done"  # round over, table ready for the next one
    CLOSED = "closed"  # A17.2: no further round may start


class PhysicalError(EngineError):
    """The action cannot be done at all at this table now (no such bet, no cards to reveal, empty shoe ...)."""


@dataclass
class CardSlot:
    """A card dealt to a place, with how it lies (face up, exposed by mistake, dead)."""

    card: Card
    face_up: bool = False
    exposed: bool = False
    dead: bool = False

    def view(self) -> CardView:
        return CardView(self.card, face_up=self.face_up or self.exposed, exposed=self.exposed, dead=self.dead)


@dataclass
class SeatState:
    """A player position during a round: its player, decision, bets, cards and settlement so far."""

    seat: int
    occupied: bool
    player: str = ""
    seated: bool = True
    decision_rule: str = "optimal"
    bets: dict[str, int] = field(default_factory=dict)
    invalid: dict[str, str] = field(default_factory=dict)
    """Bet kind → clause that makes it unacceptable (A4.2, A10.1, A10.2, A10.3); the dealer must reject it."""
    rejected: dict[str, int] = field(default_factory=dict)
    cards: list[CardSlot] = field(default_factory=list)
    decision: str | None = None
    collected: bool = False
    revealed: bool = False
    """The dealer has turned this hand face up (A13; Reading 11)."""
    unseen: bool = False
    """Revealed only for the rules: the grader did the omitted reveal for the trainee (an implicit ``reveal``), so
    the bets can be settled, but the hand lies face down on the table until the dealer turns it."""
    settled: dict[str, tuple[str, int]] = field(default_factory=dict)
    """Bet kind (incl. ``ante_bonus``) → (``take``/``push``/``pay``, amount paid)."""
    conduct: list[str] = field(default_factory=list)
    kept: dict[str, int] = field(default_factory=dict)
    """Progressive bets kept for the next round (A17.3)."""

    @property
    def live_bets(self) -> dict[str, int]:
        """Bets on the layout that are acceptable (not waiting to be rejected)."""
        return {k: v for k, v in self.bets.items() if k not in self.invalid}

    @property
    def has_bet(self) -> bool:
        return bool(self.live_bets)

    def live_cards(self) -> list[Card]:
        return [s.card for s in self.cards if not s.dead]


def _copy_slot(c: CardSlot) -> CardSlot:
    return CardSlot(c.card, c.face_up, c.exposed, c.dead)


def _copy_seat(s: SeatState) -> SeatState:
    new = copy.copy(s)
    new.bets = dict(s.bets)
    new.invalid = dict(s.invalid)
    new.rejected = dict(s.rejected)
    new.cards = [_copy_slot(c) for c in s.cards]
    new.settled = dict(s.settled)
    new.conduct = list(s.conduct)
    new.kept = dict(s.kept)
    return new


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action, frozen. ``implicit`` marks a call the engine made on the trainee's behalf after it was
    omitted (graded as an error elsewhere); ``events`` lists what the action set off."""

    step: int
    action: Action
    events: tuple[str, ...] = ()
    implicit: bool = False


class Round:
    """One round at one table, from the shuffle to the clear (or to a closed table)."""

    def __init__(self, setup: RoundSetup) -> None:
        self.setup = setup
        t = setup.table
        self.method = t.method
        self.delivers = t.delivers
        self.phase = Phase.SHUFFLE
        self.shoe: list[Card] = list(setup.deck)
        self.shuffled = False
        self.cut_done = False
        self.shuffler_fault = False
        self.fault_persists = False
        self.spare_used = False
        self.seats: dict[int, SeatState] = {n: SeatState(n, occupied=False) for n in range(1, t.seats + 1)}
        for p in setup.players:
            s = self.seats[p.seat]
            s.occupied = p.seated
            s.player = p.who
            s.seated = p.seated
            s.decision_rule = p.decision
            s.bets = {k: v for k, v in p.bets.items() if v}
        self.dealer: list[CardSlot] = []
        self.community: list[CardSlot] = []
        self.held: list[Card] = []  # the machine's packet after a burn: the two community cards to come
        self.discard: list[Card] = []
        self.cleared = False
        """The table has been cleared: nothing of this round lies on the felt but the bets A17.3 keeps."""
        self.deals = 0  # deal actions so far (events' ``at``)
        self.plan: list[str] = []
        self.plan_index = 0
        self.player_exposures = 0
        self.pending: list[Due] = []
        """The calls the dealer owes the table now (a ruling or a refused bet), each with its clause."""
        self.void_clause: str | None = None
        self.dealer_revealed = False
        self.community_revealed = False
        self.seat_reveals = True
        """Each hand is turned face up before a bet that depends on it is settled (Reading 11). The grader turns
        this off to re-grade exam attempts recorded under grading rules 1, which had no seat reveals."""
        self.fault_first = True
        """A card dealt or burned while the shuffler is out of order is a breach of the fault procedure (A17.2), the
        duty missed first, not of the dealing order. The grader turns this off to re-grade attempts recorded under
        grading rules 2, which named the dealing clause (A11.2, A11.4)."""
        self.declared: bool | None = None
        self.result: RoundResult | None = None
        self.log: list[LogEntry] = []
        self.messages: list[str] = []
        self._fired: set[int] = set()
        self._check_initial_bets()

    # ----------------------------------------------------------------------------------------------- queries
    def copy(self) -> Round:
        """An independent copy of the table (the grader tries actions on one). Only the mutable state is copied:
        cards, actions, log entries, dues, the set-up and the settled result are immutable and shared. Much
        faster than ``copy.deepcopy`` (which :meth:`deep_copy` still does, for comparison in tests)."""
        new = object.__new__(Round)
        state = dict(self.__dict__)
        for name, value in state.items():
            if isinstance(value, list):
                state[name] = list(value)
            elif isinstance(value, set):
                state[name] = set(value)
            elif isinstance(value, dict):
                state[name] = dict(value)
        state["dealer"] = [_copy_slot(c) for c in self.dealer]
        state["community"] = [_copy_slot(c) for c in self.community]
        state["seats"] = {n: _copy_seat(s) for n, s in self.seats.items()}
        new.__dict__.update(state)
        return new

    def deep_copy(self) -> Round:
        """The plain ``copy.deepcopy`` of the round (set-up and result shared): what :meth:`copy` must equal."""
        memo: dict[int, object] = {id(self.setup): self.setup}
        if self.result is not None:
            memo[id(self.result)] = self.result
        return copy.deepcopy(self, memo)

    @property
    def step(self) -> int:
        return len(self.log)

    def betting_seats(self) -> list[int]:
        return [n for n, s in self.seats.items() if s.has_bet]

    def progressive_bet(self) -> bool:
        """A11.3: somebody has a (valid) Progressive bet this round."""
        return any("progressive" in s.live_bets for s in self.seats.values())

    def dealing_complete(self) -> bool:
        return bool(self.plan) and self.plan_index >= len(self.plan)

    def next_in_plan(self) -> str | None:
        if self.plan_index < len(self.plan):
            return self.plan[self.plan_index]
        return None

    def seat_cards(self, seat: int) -> list[Card]:
        return self.seats[seat].live_cards()

    def dealer_cards(self) -> list[Card]:
        return [s.card for s in self.dealer]

    def community_cards(self) -> list[Card]:
        return [s.card for s in self.community]

    def iter_cards_on_table(self) -> Iterator[CardSlot]:
        for s in self.seats.values():
            yield from s.cards
        yield from self.dealer
        yield from self.community

    # ------------------------------------------------------------------------------------------- the deal plan
    def build_plan(self) -> list[str]:
        """The dealing order the regulation requires (A11.1–A11.4) for the seats that have a bet now."""
        seats = [str(Place.at_seat(n)) for n in self.betting_seats()]
        plan: list[str] = []
        if self.method == "manual":
            for _ in range(3):
                plan.extend(seats)
            plan.extend(["dealer"] * 3)
            if self.progressive_bet():
                plan.extend(["community"] * 2)
        elif self.delivers == 1:
            for s in seats:
                plan.extend([s] * 3)
            plan.extend(["dealer"] * 3)
            if self.progressive_bet():
                plan.extend(["community"] * 2)
        else:
            plan.extend(seats)
            plan.append("dealer")
            if self.progressive_bet():
                plan.extend(["burn", "community"])
        return plan

    # ---------------------------------------------------------------------------------------------- bets
    def _limit_problem(self, kind: str, amount: int) -> str | None:
        """A10.1: the clause when ``amount`` on ``kind`` is outside the table's limit, else None."""
        problems = bet_problems({kind: amount}, TableOffer(limits=self.setup.table.limits))
        return next((p.clause for p in problems if p.bet == kind and p.clause == Clause.A10_1), None)

    def _check_initial_bets(self) -> None:
        """The bets the dealer must refuse before dealing (:func:`trainer.engine.bets.bet_problems`): the first
        problem of each bet gives its clause."""
        offer = self.setup.table.offer
        for s in self.seats.values():
            for p in bet_problems(s.bets, offer, seated=s.seated):
                s.invalid.setdefault(p.bet, p.clause)

    # ----------------------------------------------------------------------------------------------- apply
    def apply(self, action: Action | dict[str, object], *, implicit: bool = False) -> LogEntry:
        """Do the action on the table (if physically possible; else :class:`PhysicalError`) and log it."""
        act = parse_action(action)
        handler = getattr(self, f"_do_{act.kind}")
        self.messages = []
        if implicit and isinstance(act, Reveal) and act.what.seat is not None:
            self._reveal_seat(act.what.seat, shown=False)
        else:
            handler(act)
        self._maybe_complete_dealing()  # a call owed on the last card may have been the last thing outstanding
        entry = LogEntry(self.step, act, tuple(self.messages), implicit)
        self.log.append(entry)
        return entry

    def _add_pending(self, action: Action, clause: str, reason: Message, alternatives: tuple[Action, ...] = ()) -> None:
        if not any(p.action == action for p in self.pending):
            self.pending.append(Due.of(action, clause, reason, alternatives))

    def _resolve_pending(self, act: Action) -> Due | None:
        for p in self.pending:
            if act in p.answers:
                self.pending.remove(p)
                return p
        return None

    # shuffle / cut ------------------------------------------------------------------------------------
    def _do_shuffle(self, act: Shuffle) -> None:
        if self.phase not in (Phase.SHUFFLE, Phase.ENDED):
            raise PhysicalError("the round is under way: there is nothing to shuffle now")
        if act.method == "machine" and self.method == "manual" and self.phase == Phase.ENDED:
            raise PhysicalError("the table has switched to the shoe")
        if self.phase == Phase.ENDED:
            # A17.2: the reshuffle after a shuffler failure.
            if self.fault_persists and act.method == "machine":
                self.shuffler_fault = True
                self.messages.append("shuffler_failure")
                self._after_persistent_fault()
                return
            self.shuffled = True
            self.shuffler_fault = False
            # The reshuffle takes every card back, the discard rack's too: a full deck in the shuffler or shoe.
            self.shoe.extend(self.discard)
            self.discard = []
            if act.method == "machine":
                self.phase = Phase.DONE
                self.messages.append("ready")
            else:
                self.method = "manual"
            return
        self.shuffled = True
        self.method = act.method.value
        if self.method == "machine":
            self._open_betting()

    def _after_persistent_fault(self) -> None:
        t = self.setup.table
        if t.spare_shuffler and not self.spare_used:
            # A17.2 allows another machine or the shoe: with a spare, either is a lawful answer.
            shoe = (Declare(Ruling.SWITCH_TO_SHOE),) if t.shoe_available else ()
            self._add_pending(Declare(Ruling.CHANGE_SHUFFLER), Clause.A17_2, say("fault_persists"), shoe)
        elif t.shoe_available:
            self._add_pending(Declare(Ruling.SWITCH_TO_SHOE), Clause.A17_2, say("fault_persists_no_spare_shuffler"))
        else:
            self._add_pending(Declare(Ruling.CLOSE_TABLE), Clause.A17_2, say("fault_persists_no_spare"))

    def _do_cut(self, act: Cut) -> None:
        if not self.shuffled or self.cut_done or self.phase not in (Phase.SHUFFLE, Phase.BETTING, Phase.ENDED):
            raise PhysicalError("there is no freshly shuffled deck to cut")
        pos = act.position
        if not 1 <= pos <= len(self.shoe) - 1:
            raise PhysicalError(f"the cut card must go inside the deck (1..{len(self.shoe) - 1})")
        # The scenario's deck is the order *after* shuffle and cut (see trainer.engine.setup), so the cut
        # records the procedure without reordering the scripted shoe.
        self.cut_done = True
        if self.phase == Phase.ENDED:
            self.phase = Phase.DONE
            self.messages.append("ready")
        elif self.phase == Phase.SHUFFLE:
            self._open_betting()

    def _open_betting(self) -> None:
        self.phase = Phase.BETTING
        self._fire_events(0)

    # dealing ------------------------------------------------------------------------------------------
    def _draw(self, n: int) -> list[Card]:
        if len(self.shoe) < n:
            raise PhysicalError("the shoe is empty")
        out, self.shoe = self.shoe[:n], self.shoe[n:]
        return out

    def _do_deal(self, act: Deal) -> None:
        to = str(act.to)
        if self.phase in (Phase.DONE, Phase.CLOSED, Phase.ENDED):
            raise PhysicalError("the round is over: no more cards are dealt")
        if self.phase == Phase.SHUFFLE and not self.shuffled:
            raise PhysicalError("the cards have not been shuffled")
        where = act.to
        if where.seat is not None and where.seat not in self.seats:
            raise PhysicalError(f"this table has no seat {where.seat}")
        if self.shuffler_fault:
            raise PhysicalError("the shuffler is out of order (fault light on)")
        if self.phase in (Phase.SHUFFLE, Phase.BETTING):
            # A10.3: betting closes with the first card.
            self.plan = self.build_plan()
            self.plan_index = 0
            self.phase = Phase.DEALING
        n = self.deals + 1
        failure = self._event(n, ShufflerFailure)
        if failure is not None and self.method == "machine":
            self.deals = n
            self._fired.add(id(failure))
            self.shuffler_fault = True
            self.fault_persists = failure.persistent
            self.messages.append("shuffler_failure")
            self._add_pending(Declare(Ruling.RESHUFFLE), Clause.A17_2, say("shuffler_failed"))
            return
        self.deals = n
        if to == "community" and self.held:
            cards, self.held = self.held, []
        else:
            cards = self._draw(self.delivers)
        slip = self._event(n, CardSlips)
        landed = to
        if slip is not None:
            self._fired.add(id(slip))
            landed = str(slip.to)
            self.messages.append(f"card_slips:{landed}")
        slots = [CardSlot(c) for c in cards]
        self._place(landed, slots)
        self._judge_deal(landed)
        self._fire_exposures(n, landed, slots)
        self._fire_events(n)
        self._maybe_complete_dealing()

    def _place(self, where: str, slots: list[CardSlot]) -> None:
        place = Place.parse(where)
        if place.seat is not None:
            self.seats[place.seat].cards.extend(slots)
        elif place == Place.DEALER:
            self.dealer.extend(slots)
        else:
            self.community.extend(slots)

    def _judge_deal(self, landed: str) -> None:
        """Work out the consequence of where the card(s) landed (A11, A17.1(i), A17.4(ii))."""
        if self.phase == Phase.VOID or self.void_clause:
            return
        seat = Place.parse(landed).seat
        if seat is not None and not self.seats[seat].has_bet:
            for slot in self.seats[seat].cards:
                slot.dead = True
            self._add_pending(
                Declare(Ruling.DEAD_CARDS, seat),
                Clause.A17_5,
                say("cards_to_empty_seat", seat=seat_place(seat)),
            )
            return
        self._allow_community_first(landed)
        expected = self.next_in_plan()
        if expected == landed and not (landed == "community" and len(self.community) > 2):
            self.plan_index += 1
            return
        if landed == "community" and len(self.community) > 2:
            reason = say("three_community_cards")
        else:
            reason = say("dealt_out_of_order", got=Where(landed), due=Where(expected or ""))
        self._call_void(Clause.A17_1_1, reason)

    def community_alternative(self) -> str | None:
        """A11.3 fixes no moment for the community cards: once every seat has its cards, the dealer may deal them
        (``burn`` first with a three-card machine) before the dealer's own three. The item that may come instead
        of the dealer's next card, or None."""
        rest = self.plan[self.plan_index :]
        if self.dealer or not rest or rest[0] != "dealer":
            return None
        block = [x for x in rest if x in ("burn", "community")]
        return block[0] if block else None

    def _allow_community_first(self, item: str) -> None:
        if item == self.community_alternative():
            rest = self.plan[self.plan_index :]
            self.plan[self.plan_index :] = [x for x in rest if x != "dealer"] + [x for x in rest if x == "dealer"]

    def _call_void(self, clause: str, reason: Message) -> None:
        if self.void_clause is not None:
            return
        self.void_clause = clause
        self.pending = [p for p in self.pending if ruling_of(p.action) not in ("continue",)]
        self._add_pending(Declare(Ruling.VOID_ROUND), clause, reason)

    def _do_burn(self, act: Burn) -> None:
        if self.phase not in (Phase.DEALING, Phase.BETTING):
            raise PhysicalError("there is no card to burn now")
        if self.shuffler_fault:
            raise PhysicalError("the shuffler is out of order (fault light on)")
        if self.phase == Phase.BETTING:
            self.plan = self.build_plan()
            self.plan_index = 0
            self.phase = Phase.DEALING
        cards = self._draw(self.delivers)
        self.discard.append(cards[0])
        self.held = cards[1:]
        self._allow_community_first("burn")
        if self.void_clause is None and self.next_in_plan() == "burn":
            self.plan_index += 1
        self._maybe_complete_dealing()

    def _maybe_complete_dealing(self) -> None:
        if self.phase != Phase.DEALING or self.pending or self.void_clause or not self.dealing_complete():
            return
        short = [n for n in self.betting_seats() if len(self.seat_cards(n)) != 3]
        if len(self.dealer) != 3 or short:
            where = seat_place(short[0]) if short else Place.DEALER
            self._call_void(Clause.A17_1_1, say("not_three_cards", place=where))
            return
        self._players_decide()

    def _players_decide(self) -> None:
        """A12: every player with an Ante plays (Play = Ante, A12.2) or folds, as the set-up says."""
        for s in self.seats.values():
            live = s.live_bets
            if "ante" not in live:
                continue
            rule = s.decision_rule
            if rule == "optimal":
                rule = "play" if three_card_value(s.live_cards()) >= OPTIMAL_THRESHOLD else "fold"
            s.decision = rule
            if rule == "play":
                s.bets["play"] = live["ante"]
        self.phase = Phase.DECISIONS
        from trainer.engine.settlement import settle

        self.result = settle(self._round_input())
        self.messages.append("decisions")

    def _round_input(self) -> RoundInput:
        from trainer.engine.settlement import Bets, ProgressiveConfig, RoundInput, SeatInput

        seats = []
        for s in self.seats.values():
            live = s.live_bets
            if not live:
                continue
            seats.append(
                SeatInput(
                    seat=s.seat,
                    cards=tuple(s.live_cards()),
                    bets=Bets(
                        ante=live.get("ante", 0),
                        play=live.get("play", 0),
                        pair_plus=live.get("pair_plus", 0),
                        six_card_bonus=live.get("six_card_bonus", 0),
                        progressive=live.get("progressive", 0),
                    ),
                    folded=s.decision == "fold",
                )
            )
        prog = self.setup.table.progressive
        return RoundInput(
            dealer=tuple(self.dealer_cards()),
            seats=tuple(seats),
            community=tuple(self.community_cards()) if self.progressive_bet() else (),
            progressive=ProgressiveConfig(pool=prog.pool, seed=prog.seed, fixed=dict(prog.fixed))
            if self.progressive_bet()
            else None,
        )

    # events -----------------------------------------------------------------------------------------------
    def _event(self, at: int, kind: type[_E]) -> _E | None:
        """The scripted event of this kind at the ``at``-th deal that has not fired yet."""
        for e in self.setup.events:
            if isinstance(e, kind) and e.at == at and id(e) not in self._fired:
                return e
        return None

    def _fire_exposures(self, n: int, landed: str, slots: list[CardSlot]) -> None:
        for e in self.setup.events:
            if not isinstance(e, CardExposed) or id(e) in self._fired:
                continue
            hit: CardSlot | None = None
            if e.at == n:
                hit = slots[min((e.card or 1), len(slots)) - 1] if len(slots) > 1 else slots[0]
            elif e.at is None and e.target is not None and str(e.target) == landed and e.card:
                owner = self.dealer if e.target == Place.DEALER else None
                if e.target.seat is not None:
                    owner = self.seats[e.target.seat].cards
                if owner is not None and len(owner) >= e.card and owner[e.card - 1] in slots:
                    hit = owner[e.card - 1]
            if hit is None:
                continue
            self._fired.add(id(e))
            hit.exposed = True
            self.messages.append(f"card_exposed:{landed}")
            self._judge_exposure(landed, hit)

    def _judge_exposure(self, landed: str, slot: CardSlot) -> None:
        if self.void_clause or slot.dead:
            return
        if landed == "dealer":
            self._call_void(Clause.A17_1_2, say("dealer_card_exposed"))
        elif Place.parse(landed).is_seat:
            self.player_exposures += 1
            if self.player_exposures > 1:
                self._call_void(Clause.A17_1_3, say("player_cards_exposed"))
            else:
                self._add_pending(Declare(Ruling.CONTINUE), Clause.A17_4_1, say("player_card_exposed"))

    def _fire_events(self, n: int) -> None:
        """The late bets and the players' conduct scripted at the ``n``-th deal (0: as betting opens)."""
        for e in self.setup.events:
            if not isinstance(e, LateBet | PlayerConduct) or e.at != n or id(e) in self._fired:
                continue
            self._fired.add(id(e))
            seat = e.seat
            s = self.seats.get(seat)
            if s is None:
                continue
            match e:
                case LateBet(bet=bet, amount=amount):
                    if bet in s.bets:
                        continue
                    s.bets[bet.value] = amount
                    s.invalid[bet.value] = (
                        Clause.A10_3 if n > 0 else (self._limit_problem(bet.value, amount) or Clause.A10_3)
                    )
                    if n > 0:
                        s.conduct.append("late_bet")
                        self.messages.append(f"late_bet:{seat}")
                        self._add_pending(RejectBet(seat, bet.value), Clause.A10_3, say("late_bet"))
                case PlayerConduct(conduct=conduct):
                    s.conduct.append(conduct.value)
                    self.messages.append(f"conduct:{seat}:{conduct.value}")
                    self._add_pending(
                        Declare(Ruling.CALL_FLOOR, seat),
                        CONDUCTS[conduct],
                        say("conduct", seat=seat_place(seat), conduct=Conduct(conduct.value)),
                    )

    # rulings -------------------------------------------------------------------------------------------------
    def _do_declare(self, act: Declare) -> None:
        ruling = act.ruling
        self._resolve_pending(act)
        if ruling in ("dealer_qualifies", "dealer_does_not_qualify"):
            if not self.dealer_revealed:
                raise PhysicalError("the dealer's cards are not revealed yet")
            self.declared = ruling == "dealer_qualifies"
            if self.phase == Phase.RESULTS:
                self.phase = Phase.PAYOUT
        elif ruling == "void_round":
            if self.phase in (Phase.DONE, Phase.CLOSED, Phase.ENDED):
                raise PhysicalError("the round is over")
            self.void_clause = self.void_clause or Clause.A17_1
            self.pending = [
                p for p in self.pending if ruling_of(p.action) not in ("void_round", "continue", "dead_cards")
            ]
            self.phase = Phase.VOID
        elif ruling == "reshuffle":
            if self.phase in (Phase.DONE, Phase.CLOSED, Phase.ENDED):
                raise PhysicalError("the round is over")
            self.void_clause = Clause.A17_2
            self.pending = [
                p for p in self.pending if ruling_of(p.action) not in ("void_round", "continue", "dead_cards")
            ]
            self.phase = Phase.VOID
        elif ruling == "dead_cards":
            seat = act.seat
            if seat is None or seat not in self.seats:
                raise PhysicalError("dead cards: name the seat whose cards are dead")
            s = self.seats[seat]
            dead = [c for c in s.cards if c.dead or not s.has_bet]
            if not dead:
                raise PhysicalError(f"seat {seat} holds no dead cards")
            for slot in dead:
                s.cards.remove(slot)
                self.discard.append(slot.card)
            self._maybe_complete_dealing()
        elif ruling == "continue":
            self._maybe_complete_dealing()
        elif ruling == "change_shuffler":
            if not self.shuffler_fault:
                raise PhysicalError("the shuffler works")
            self.spare_used = True
            self.fault_persists = False
            self.shuffler_fault = False
        elif ruling == "switch_to_shoe":
            if not self.shuffler_fault:
                raise PhysicalError("the shuffler works")
            self.method = "manual"
            self.delivers = 1
            self.shuffler_fault = False
            self.fault_persists = False
        elif ruling == "close_table":
            self.phase = Phase.CLOSED
            self.pending = []
        # ``continue`` and ``call_floor`` change nothing on the table: they answer a pending call (or not).

    # betting -----------------------------------------------------------------------------------------------
    def _do_reject_bet(self, act: RejectBet) -> None:
        s = self.seats.get(act.seat)
        if s is None or act.bet not in s.bets:
            raise PhysicalError(f"there is no {act.bet} bet on seat {act.seat}")
        if act.bet in s.settled:
            raise PhysicalError(f"the {act.bet} bet on seat {act.seat} is already settled")
        self._resolve_pending(act)
        s.rejected[act.bet] = s.bets.pop(act.bet)
        s.invalid.pop(act.bet, None)
        if act.bet in BASE_BETS:
            for p in void_bets(s.bets):  # A4.3: other bets of a person with no base bet are void
                s.invalid.setdefault(p.bet, p.clause)

    def _do_collect(self, act: Collect) -> None:
        if self.phase not in (Phase.DECISIONS, Phase.RESULTS, Phase.PAYOUT):
            raise PhysicalError("cards are collected only after the players have decided (A12.3)")
        s = self.seats.get(act.seat)
        if s is None or not s.cards:
            raise PhysicalError(f"seat {act.seat} has no cards to collect")
        for slot in s.cards:
            self.discard.append(slot.card)
        s.cards = []
        s.collected = True

    def _do_reveal(self, act: Reveal) -> None:
        if act.what == Place.DEALER:
            if len(self.dealer) < 3:
                raise PhysicalError("the dealer does not hold three cards")
            for slot in self.dealer:
                slot.face_up = True
            self.dealer_revealed = True
            if self.phase == Phase.DECISIONS:
                self.phase = Phase.RESULTS
        elif act.what == Place.COMMUNITY:
            if not self.community:
                raise PhysicalError("there are no community cards on the table")
            for slot in self.community:
                slot.face_up = True
            self.community_revealed = True
        else:
            self._reveal_seat(act.what.seat or 0)

    def _reveal_seat(self, seat: int, *, shown: bool = True) -> None:
        """Turn a player's hand face up (A13; Reading 11): only once the players have decided (A12.1). Not
        ``shown``: an omitted reveal done for the trainee, the hand stays face down on the table (``unseen``)."""
        s = self.seats.get(seat)
        if s is None:
            raise PhysicalError(f"this table has no seat {seat}")
        if s.collected:
            raise PhysicalError(f"seat {seat}'s cards are already collected")
        if not s.cards:
            raise PhysicalError(f"seat {seat} holds no cards")
        if self.phase not in (Phase.DECISIONS, Phase.RESULTS, Phase.PAYOUT, Phase.VOID):
            raise PhysicalError("the players hold their cards until they have played or folded (A12.1)")
        s.unseen = not shown and (s.unseen or not s.revealed)
        if shown:
            for slot in s.cards:
                slot.face_up = True
        s.revealed = True

    # settlement -------------------------------------------------------------------------------------------
    def _settle_target(self, act: Take | Push | Pay) -> SeatState:
        s = self.seats.get(act.seat)
        bet = act.bet
        if s is None:
            raise PhysicalError(f"no seat {act.seat}")
        if bet == "ante_bonus":
            if "ante" not in s.bets and "ante" not in s.settled:
                raise PhysicalError(f"seat {act.seat} has no ante")
        elif bet not in s.bets:
            raise PhysicalError(f"there is no {bet} bet on seat {act.seat}")
        if bet in s.settled:
            raise PhysicalError(f"the {bet} bet on seat {act.seat} is already settled")
        return s

    def _do_take(self, act: Take) -> None:
        if act.bet == "ante_bonus":
            raise PhysicalError("the ante bonus is paid, never taken")
        self._settle_target(act).settled[act.bet] = ("take", 0)

    def _do_push(self, act: Push) -> None:
        if act.bet == "ante_bonus":
            raise PhysicalError("the ante bonus is paid, never pushed")
        s = self._settle_target(act)
        s.settled[act.bet] = ("push", 0)

    def _do_pay(self, act: Pay) -> None:
        self._settle_target(act).settled[act.bet] = ("pay", act.amount)

    def _do_clear(self, act: Clear) -> None:
        if self.phase in (Phase.SHUFFLE, Phase.BETTING, Phase.DONE, Phase.CLOSED, Phase.ENDED):
            raise PhysicalError("there is no round on the table to clear")
        for slot in self.iter_cards_on_table():
            self.discard.append(slot.card)
        self.discard.extend(self.held)
        self.held = []
        for s in self.seats.values():
            s.cards = []
            keep = self.void_clause in (Clause.A17_1_1, Clause.A17_2) and "progressive" in s.live_bets
            s.kept = {"progressive": s.bets["progressive"]} if keep and "progressive" not in s.settled else {}
        self.dealer = []
        self.community = []
        self.pending = []
        self.cleared = True
        if self.void_clause == Clause.A17_2:
            self.phase = Phase.ENDED
            self.shuffled = False
            self.cut_done = False
            if not self.fault_persists:
                self.shuffler_fault = False
        else:
            self.phase = Phase.DONE

    # --------------------------------------------------------------------------------------------------- view
    def view(self) -> TableView:
        t = self.setup.table
        seats = []
        for s in self.seats.values():
            shown = dict(s.bets)
            if self.cleared or self.phase in (Phase.DONE, Phase.ENDED, Phase.CLOSED):
                shown = dict(s.kept)
            # After the clear the felt holds only the bets kept for the next round (A17.3): no paid chips,
            # no settled marks, no play/fold tags, no conduct flags of the round that is over.
            settled = {} if self.cleared else s.settled
            seats.append(
                SeatView(
                    seat=s.seat,
                    occupied=s.occupied,
                    bets=shown,
                    paid={k: a for k, (how, a) in settled.items() if how == "pay"},
                    settled={k: how for k, (how, _a) in settled.items()},
                    cards=tuple(c.view() for c in s.cards),
                    decision=None if self.cleared else s.decision,
                    collected=s.collected and not self.cleared,
                    revealed=s.revealed and not s.unseen and not self.cleared,
                    hand=self._hand_name(s),
                    side_hands=self._side_hands(s),
                    conduct=() if self.cleared else tuple(s.conduct),
                    player=s.player,
                )
            )
        return TableView(
            seats=tuple(seats),
            dealer_cards=tuple(c.view() for c in self.dealer),
            community_cards=tuple(c.view() for c in self.community),
            discard_count=len(self.discard),
            shoe_count=len(self.shoe) + len(self.held),
            method=self.method,
            packet_size=self.delivers,
            shuffler_fault=self.shuffler_fault,
            progressive_offered="progressive" in t.side_bets,
            progressive_pool=self.progressive_pool(),
            side_bets_offered=tuple(t.side_bets),
            phase=str(self.phase),
            step=self.step,
            message=self.messages[-1] if self.messages else "",
            chip_denominations=t.denominations,
        )

    def _hand_name(self, s: SeatState) -> str | None:
        cards = s.live_cards()
        if not s.revealed or s.unseen or len(cards) != 3:
            return None
        return three_card_hand(cards).value

    def _side_hands(self, s: SeatState) -> dict[str, str]:
        cards = s.live_cards()
        out: dict[str, str] = {}
        if not s.revealed or s.unseen or len(cards) != 3:
            return out
        if "six_card_bonus" in s.live_bets and len(self.dealer) == 3 and self.dealer_revealed:
            six = six_card_bonus_hand(cards, self.dealer_cards())
            out["six_card_bonus"] = six.value if six else ""
        if "progressive" in s.live_bets and len(self.community) == 2 and self.community_revealed:
            prog = progressive_hand(cards, self.community_cards())
            out["progressive"] = prog.value if prog else ""
        return out

    def progressive_pool(self) -> int:
        pool = self.setup.table.progressive.pool
        if self.result is not None and self.result.progressive is not None:
            paid = [
                a
                for s in self.seats.values()
                for k, (how, a) in s.settled.items()
                if k == "progressive" and how == "pay"
            ]
            if paid:
                return self.result.progressive.pool_after
        return pool
