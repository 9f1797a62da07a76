"""Settlement of a whole round, as ``docs/settle.md`` describes (A12-A16 and Readings 1-4).

The public API, for the ``trainer settle`` command and for the round engine (which calls :func:`settle`
in-process on the final state of the table):

* input: :class:`RoundInput` (dealer cards, :class:`SeatInput` per seat with its :class:`Bets`, community
  cards, :class:`ProgressiveConfig`); :func:`round_from_json` builds one from the JSON of docs/settle.md and reports
  *every* problem at once (:class:`RoundInputError`).
* :func:`settle_json`: JSON in, JSON out, the same results without building the dataclasses (the command's
  hot path; anything unusual goes through :func:`round_from_json` for its messages).
* :func:`settle` -> :class:`RoundResult` (per seat a :class:`SeatResult`; the pool in a
  :class:`ProgressiveResult`). Every input and result has ``to_json()`` giving the shape of docs/settle.md.
* :func:`check_bets` / :func:`bet_problems`: the bet rules alone (A4.2 side bet needs a base bet, A12.2 Play
  equals Ante, A3.4 and A10.1 the table's offer and limits in a :class:`~trainer.engine.bets.TableOffer`), in
  settlement's words; the rules themselves are :mod:`trainer.engine.bets`.
* :func:`validate_round`: every problem of a typed round, as :class:`~trainer.engine.errors.EngineError`\\ s
  carrying ``clause`` and a ``field`` path such as ``seats[1].bets.play`` (``seats[i]`` is the position in the
  list, counted from 0).

Results are the player's **net** amounts in whole currency units: positive paid to the player, ``0`` push or
returned, negative the stake lost. Clause ids refer to ``docs/regulation/en.md``; ``settle.md`` in a message
means a rule of that JSON format rather than of the regulation.

The hot path (thousands of rounds per second in one process) evaluates hands through small caches keyed by
the rank multiset, so no per-card objects are made; the categories themselves come from
:mod:`trainer.engine.hands`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from trainer.engine import bets as rules
from trainer.engine.bets import TableOffer
from trainer.engine.cards import ALL_CARDS, RANK_NAMES, SUIT_CHARS, Card, parse_card
from trainer.engine.clauses import Clause
from trainer.engine.errors import BetError, CardError, EngineError, RoundError, shorten
from trainer.engine.hands import (
    FIVE_CARD_STRENGTH,
    QUALIFIER_VALUE,
    FiveCardHand,
    ThreeCardHand,
    best_five_strength,
    category_of_value,
    three_card_value,
)
from trainer.engine.paytables import (
    ANTE_BONUS,
    PAIR_PLUS,
    PROGRESSIVE_HANDS,
    PROGRESSIVE_POOL_SHARE,
    SIX_CARD_BONUS,
)
from trainer.engine.places import MAX_SEAT

__all__ = [
    "BET_KINDS",
    "MAX_SEAT",
    "Bets",
    "ProgressiveConfig",
    "ProgressiveResult",
    "RoundInput",
    "RoundInputError",
    "RoundResult",
    "SeatInput",
    "SeatResult",
    "bet_problems",
    "check_bets",
    "round_from_json",
    "rounds_from_json",
    "settle",
    "settle_json",
    "validate_round",
]

BET_KINDS: Final = ("ante", "play", "pair_plus", "six_card_bonus", "progressive")
"""Bet names of the JSON format, in the order results are listed. Base bets: ante, pair_plus (A3.1)."""
FORMAT: Final = "settle.md"
"""The "clause" of problems with the data format itself (types, unknown fields) rather than a rule."""


# --------------------------------------------------------------------------------------------------- input


@dataclass(frozen=True, slots=True)
class Bets:
    """The stakes on one seat, whole currency units; ``0`` = no such bet."""

    ante: int = 0
    play: int = 0
    pair_plus: int = 0
    six_card_bonus: int = 0
    progressive: int = 0

    def items(self) -> tuple[tuple[str, int], ...]:
        """``(name, amount)`` of the bets actually placed, in :data:`BET_KINDS` order."""
        return tuple(
            (k, v)
            for k, v in zip(
                BET_KINDS,
                (self.ante, self.play, self.pair_plus, self.six_card_bonus, self.progressive),
                strict=True,
            )
            if v
        )

    def to_json(self) -> dict[str, int]:
        return dict(self.items())


@dataclass(frozen=True, slots=True)
class SeatInput:
    """One player position at the end of a round: its number (1..7 from the dealer's left), its three cards,
    its bets and whether it folded (A12.2: then no Play bet)."""

    seat: int
    cards: tuple[Card, ...]
    bets: Bets
    folded: bool = False

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"seat": self.seat, "cards": [c.text for c in self.cards]}
        if self.folded:
            out["folded"] = True
        out["bets"] = self.bets.to_json()
        return out


@dataclass(frozen=True, slots=True)
class ProgressiveConfig:
    """The Progressive Jackpot as the round starts: the pool, the seed it restarts from after a Royal Flush,
    and the casino's fixed amount for each winning hand (A16.3; all five of :data:`PROGRESSIVE_HANDS`)."""

    pool: int
    seed: int
    fixed: Mapping[FiveCardHand, int]

    def to_json(self) -> dict[str, object]:
        return {
            "pool": self.pool,
            "seed": self.seed,
            "fixed": {h.value: self.fixed[h] for h in PROGRESSIVE_HANDS if h in self.fixed},
        }


@dataclass(frozen=True, slots=True)
class RoundInput:
    """A whole round to settle. ``community`` is ``()`` and ``progressive`` ``None`` when not given; both are
    needed once any seat bets the Progressive (A11.3, A16.3)."""

    dealer: tuple[Card, ...]
    seats: tuple[SeatInput, ...]
    community: tuple[Card, ...] = ()
    progressive: ProgressiveConfig | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "dealer": [c.text for c in self.dealer],
            "seats": [s.to_json() for s in self.seats],
        }
        if self.community:
            out["community"] = [c.text for c in self.community]
        if self.progressive is not None:
            out["progressive"] = self.progressive.to_json()
        return out


# -------------------------------------------------------------------------------------------------- result


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat settled. ``six_card_hand``/``progressive_hand`` are ``None`` when the hand pays nothing or the
    seat has no such bet (``results`` tells which: it has one entry per bet, plus ``ante_bonus`` for a seat
    that played)."""

    seat: int
    hand: ThreeCardHand
    six_card_hand: FiveCardHand | None
    progressive_hand: FiveCardHand | None
    results: dict[str, int]

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"seat": self.seat, "hand": self.hand.value}
        if "six_card_bonus" in self.results:
            out["six_card_hand"] = None if self.six_card_hand is None else self.six_card_hand.value
        if "progressive" in self.results:
            out["progressive_hand"] = None if self.progressive_hand is None else self.progressive_hand.value
        out["results"] = dict(self.results)
        return out


@dataclass(frozen=True, slots=True)
class ProgressiveResult:
    """The pool before and after the round, and the winning Progressive seats in the order the dealer pays
    them (from the dealer's left, A15.3, a Royal Flush after every Straight Flush, A15.5; Reading 4)."""

    pool_before: int
    pool_after: int
    paid_order: tuple[int, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "pool_before": self.pool_before,
            "pool_after": self.pool_after,
            "paid_order": list(self.paid_order),
        }


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A settled round. ``seats`` are in the order of the input; ``progressive`` is present when the input has
    a Progressive configuration."""

    dealer_hand: ThreeCardHand
    dealer_qualifies: bool
    seats: tuple[SeatResult, ...]
    progressive: ProgressiveResult | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "dealer": {"hand": self.dealer_hand.value, "qualifies": self.dealer_qualifies},
            "seats": [s.to_json() for s in self.seats],
        }
        if self.progressive is not None:
            out["progressive"] = self.progressive.to_json()
        return out


# ------------------------------------------------------------------------------------------------- checks

_SETTLE_ORDER: Final[dict[str, int]] = {Clause.A12_2: 0, Clause.A4_2: 1}
"""Settlement lists the Play rule first, then a side bet's base bet, then the table's offer and limits."""


def bet_problems(bets: Bets, offer: TableOffer | None = None, *, field: str = "bets") -> list[EngineError]:
    """Every problem with one seat's bets, in a fixed order. Valid both while betting (no Play yet) and at
    the end of a round; whether a seat with an Ante must have played is the seat's matter
    (:func:`validate_round`). The rules themselves are :func:`trainer.engine.bets.bet_problems`; this words them:

    * each amount a whole number, ``0`` (no bet) or positive (``settle.md``);
    * a Play bet only with an Ante, and equal to it (A12.2);
    * a Six Card Bonus or Progressive bet only with a base bet, Ante or Pair Plus (A4.2);
    * a side bet the table offers, within the table limits, when an ``offer`` is given (A3.4, A10.1).
    """
    out: list[EngineError] = []
    values = (bets.ante, bets.play, bets.pair_plus, bets.six_card_bonus, bets.progressive)
    for kind, amount in zip(BET_KINDS, values, strict=True):
        if type(amount) is not int or amount < 0:
            out.append(BetError("must be a positive whole number", clause=FORMAT, field=f"{field}.{kind}"))
    if out:
        return out
    problems = sorted(rules.bet_problems(dict(bets.items()), offer), key=lambda p: _SETTLE_ORDER.get(p.clause, 2))
    for p in problems:
        what = _bet_message(p)
        if what is not None:
            out.append(BetError(what, clause=p.clause, field=f"{field}.{p.bet}"))
    return out


def _bet_message(p: rules.BetProblem) -> str | None:
    """Settlement's words for a problem (``None``: said already by the problem of another bet)."""
    if p.problem is rules.Problem.PLAY_WITHOUT_ANTE:
        return "a Play bet needs an Ante"
    if p.problem is rules.Problem.PLAY_NOT_ANTE:
        return "must equal the ante"
    if p.problem is rules.Problem.NO_BASE_BET:
        return "a side bet needs a base bet (Ante or Pair Plus) on the same seat"
    if p.problem is rules.Problem.BELOW_MINIMUM and p.limit is not None:
        return f"{p.amount} is below the table minimum {p.limit.minimum}"
    if p.problem is rules.Problem.ABOVE_MAXIMUM and p.limit is not None:
        return f"{p.amount} is above the table maximum {p.limit.maximum}"
    if p.problem is rules.Problem.NOT_OFFERED:
        return "this table does not offer this side bet"
    if p.problem is rules.Problem.NOT_SEATED:
        return "placed by a player who sits at another seat"
    return None  # BASE_BET_REFUSED: the base bet's own problem says it; VOID is not a betting problem


def check_bets(bets: Bets, offer: TableOffer | None = None, *, field: str = "bets") -> None:
    """Raise the first of :func:`bet_problems` as a :class:`~trainer.engine.errors.BetError` (with ``clause``
    and ``field``); return quietly when the bets are valid."""
    problems = bet_problems(bets, offer, field=field)
    if problems:
        raise problems[0]


def _fold_problems(bets: Bets, folded: bool, field: str) -> list[EngineError]:
    """A12.2 at the end of a round: with an Ante, Play equal to it or a fold; folding only with an Ante."""
    if folded:
        if not bets.ante:
            return [BetError("only a seat with an Ante can fold", clause=Clause.A12_2, field=f"{field}.folded")]
        if bets.play:
            return [BetError("a folded seat has no Play bet", clause=Clause.A12_2, field=f"{field}.bets.play")]
    elif bets.ante and not bets.play:
        return [
            BetError(
                "missing: a seat with an Ante plays an equal amount or folds",
                clause=Clause.A12_2,
                field=f"{field}.bets.play",
            )
        ]
    return []


def _progressive_problems(config: ProgressiveConfig, field: str = "progressive") -> list[EngineError]:
    out: list[EngineError] = []
    for name, number in (("pool", config.pool), ("seed", config.seed)):
        if type(number) is not int or number < 0:
            out.append(RoundError("must be a whole number, 0 or more", clause=FORMAT, field=f"{field}.{name}"))
    for hand in PROGRESSIVE_HANDS:
        value = config.fixed.get(hand)
        if value is None:
            out.append(RoundError("missing fixed amount", clause=Clause.A16_3, field=f"{field}.fixed.{hand.value}"))
        elif type(value) is not int or value < 0:
            out.append(
                RoundError("must be a whole number, 0 or more", clause=FORMAT, field=f"{field}.fixed.{hand.value}")
            )
    for key in config.fixed:
        if key not in PROGRESSIVE_HANDS:
            out.append(RoundError("not a Progressive winning hand", clause=Clause.A16_3, field=f"{field}.fixed.{key}"))
    return out


def validate_round(round: RoundInput, offer: TableOffer | None = None) -> list[EngineError]:
    """Every problem of a typed round (empty when it can be settled)."""
    out: list[EngineError] = []
    seen: dict[Card, str] = {}

    def cards(group: Sequence[Card], where: str, count: int, clause: str) -> None:
        if len(group) != count:
            out.append(RoundError(f"needs exactly {count} cards, has {len(group)}", clause=clause, field=where))
        for i, card in enumerate(group):
            f = f"{where}[{i}]"
            if not isinstance(card, Card) or card not in _CARD_SET:
                out.append(CardError(f"{card!r} is not a card", clause=FORMAT, field=f))
            elif card in seen:
                out.append(CardError(f"{card.text} is also at {seen[card]}", clause=Clause.A2_1, field=f))
            else:
                seen[card] = f

    cards(round.dealer, "dealer", 3, Clause.A11_1)
    if not round.seats:
        out.append(RoundError("a round needs at least one seat", clause=FORMAT, field="seats"))
    seat_numbers: dict[int, str] = {}
    any_progressive = False
    for i, seat in enumerate(round.seats):
        where = f"seats[{i}]"
        if type(seat.seat) is not int or not 1 <= seat.seat <= MAX_SEAT:
            out.append(RoundError(f"must be 1..{MAX_SEAT}", clause=Clause.A5_2, field=f"{where}.seat"))
        elif seat.seat in seat_numbers:
            out.append(
                RoundError(
                    f"seat {seat.seat} is also at {seat_numbers[seat.seat]}",
                    clause=Clause.A5_2,
                    field=f"{where}.seat",
                )
            )
        else:
            seat_numbers[seat.seat] = where
        cards(seat.cards, f"{where}.cards", 3, Clause.A11_1)
        problems = bet_problems(seat.bets, offer, field=f"{where}.bets")
        out.extend(problems)
        if not problems:
            if not seat.bets.items():
                out.append(RoundError("a seat needs at least one bet", clause=Clause.A11_1, field=f"{where}.bets"))
            out.extend(_fold_problems(seat.bets, seat.folded, where))
        any_progressive = any_progressive or bool(seat.bets.progressive)
    if round.community or any_progressive:
        cards(round.community, "community", 2, Clause.A11_3)
    if round.progressive is not None:
        out.extend(_progressive_problems(round.progressive))
    elif any_progressive:
        out.append(RoundError("required when a seat bets the Progressive", clause=Clause.A16_3, field="progressive"))
    return out


_CARD_SET = frozenset(ALL_CARDS)


# ------------------------------------------------------------------------------------------------ settling
#
# The hot path works on plain tuples and ints: no objects per card or per seat until the caller wraps the
# results (as dataclasses in settle(), as JSON in settle_json()).
#
# A rank multiset is the sum of _RANK_KEY[rank]: one 3-bit field per rank (2 at bit 0 ... A at bit 36) holding
# its count (at most 4). The three-card value (A7.1) depends on the multiset and whether the three cards are
# suited, and comes from trainer.engine.hands through a small cache. The five-card category of cards without
# a flush depends on the multiset alone and is read off it with a few integer operations; cards that may hold
# a flush go to trainer.engine.hands.best_five_strength. Tests check both against hands.py.


_RANK_KEY: Final = tuple(0 if r < 2 else 1 << (3 * (r - 2)) for r in range(15))
_LOW_BITS: Final = sum(1 << (3 * i) for i in range(13))  # bit 0 of every field
_FOUR_BITS: Final = _LOW_BITS << 2  # set in a field only when its count is 4
_SUITED: Final = 1 << 45
_THREE_CACHE: dict[int, int] = {}

_S = FIVE_CARD_STRENGTH
_ROYAL, _STRAIGHT_FLUSH = _S[FiveCardHand.ROYAL_FLUSH], _S[FiveCardHand.STRAIGHT_FLUSH]
_QUADS, _FULL_HOUSE, _FLUSH = (
    _S[FiveCardHand.FOUR_OF_A_KIND],
    _S[FiveCardHand.FULL_HOUSE],
    _S[FiveCardHand.FLUSH],
)
_STRAIGHT, _TRIPS = _S[FiveCardHand.STRAIGHT], _S[FiveCardHand.THREE_OF_A_KIND]
_TWO_PAIR, _PAIR, _HIGH = _S[FiveCardHand.TWO_PAIR], _S[FiveCardHand.PAIR], _S[FiveCardHand.HIGH_CARD]
_FIVE_BY_STRENGTH: Final = {v: k for k, v in _S.items()}
_THREE_HAND: Final = {s: category_of_value(s << 12) for s in range(6)}
_ANTE_BONUS_BY_STRENGTH: Final = {h.strength: odds for h, odds in ANTE_BONUS.items()}
_PAIR_PLUS_BY_STRENGTH: Final = {h.strength: odds for h, odds in PAIR_PLUS.items()}
_SIX_BY_STRENGTH: Final = {_S[h]: odds for h, odds in SIX_CARD_BONUS.items()}
_SF_SHARE: Final = PROGRESSIVE_POOL_SHARE[FiveCardHand.STRAIGHT_FLUSH]
_ROYAL_SHARE: Final = PROGRESSIVE_POOL_SHARE[FiveCardHand.ROYAL_FLUSH]


def _three_value(c0: Card, c1: Card, c2: Card) -> int:
    """:func:`trainer.engine.hands.three_card_value`, cached by rank multiset and suitedness."""
    key = _RANK_KEY[c0.rank] + _RANK_KEY[c1.rank] + _RANK_KEY[c2.rank]
    if c0.suit == c1.suit == c2.suit:
        key |= _SUITED
    value = _THREE_CACHE.get(key)
    if value is None:
        value = _THREE_CACHE[key] = three_card_value((c0, c1, c2))
    return value


def _unsuited_strength(key: int) -> int:
    """Five-card category strength (as :data:`~trainer.engine.hands.FIVE_CARD_STRENGTH`) of five or six cards
    that hold no flush, from their rank multiset ``key``."""
    if key & _FOUR_BITS:
        return _QUADS
    trips = key & (key >> 1) & _LOW_BITS  # fields holding 3
    pairs = (key >> 1) & ~key & _LOW_BITS  # fields holding 2
    if trips and (pairs or trips & (trips - 1)):
        return _FULL_HOUSE
    present = (key | key >> 1 | key >> 2) & _LOW_BITS
    runs = present << 3 | present >> 36  # the ace also below the 2 (5-4-3-2-A, A6(iii))
    if runs & runs >> 3 & runs >> 6 & runs >> 9 & runs >> 12:
        return _STRAIGHT
    if trips:
        return _TRIPS
    if pairs:
        return _TWO_PAIR if pairs & (pairs - 1) else _PAIR
    return _HIGH


# One seat for the core: (seat, c0, c1, c2, ante, play, pair_plus, six_card_bonus, progressive, folded).
_SeatData = tuple[int, Card, Card, Card, int, int, int, int, int, bool]
# One seat settled: (three-card strength, six-card strength or -1, progressive strength or -1, results).
_SeatOut = tuple[int, int, int, dict[str, int]]


def _settle_core(
    dealer: Sequence[Card],
    seats: Sequence[_SeatData],
    community: Sequence[Card],
    progressive: tuple[int, int, Mapping[int, int]] | None,
) -> tuple[int, list[_SeatOut], tuple[int, int, list[int]] | None]:
    """The dealer's three-card value, each seat settled, and (pool before, pool after, paid order)."""
    d0, d1, d2 = dealer
    dealer_value = _three_value(d0, d1, d2)
    qualifies = dealer_value >= QUALIFIER_VALUE
    dealer_key = _RANK_KEY[d0.rank] + _RANK_KEY[d1.rank] + _RANK_KEY[d2.rank]
    dealer_suit = d0.suit if d0.suit == d1.suit == d2.suit else ""
    dealer_suits = (d0.suit, d1.suit, d2.suit)
    community_key = 0
    community_suit = ""
    if community:
        e0, e1 = community
        community_key = _RANK_KEY[e0.rank] + _RANK_KEY[e1.rank]
        community_suit = e0.suit if e0.suit == e1.suit else ""
    rank_key = _RANK_KEY
    three_cache = _THREE_CACHE
    ante_bonus_odds = _ANTE_BONUS_BY_STRENGTH
    pair_plus_odds = _PAIR_PLUS_BY_STRENGTH
    six_odds = _SIX_BY_STRENGTH
    unsuited = _unsuited_strength
    out: list[_SeatOut] = []
    wins: list[tuple[int, int, int]] = []  # (seat, index in out, strength)
    for number, c0, c1, c2, ante, play, pair_plus, six_bet, progressive_bet, folded in seats:
        key = rank_key[c0.rank] + rank_key[c1.rank] + rank_key[c2.rank]
        suit = c0.suit if c0.suit == c1.suit == c2.suit else ""
        value = three_cache.get(key | _SUITED if suit else key)
        if value is None:
            value = _three_value(c0, c1, c2)
        strength = value >> 12
        results: dict[str, int] = {}
        if ante:
            if folded:
                results["ante"] = -ante  # A12.2
            else:
                if not qualifies:  # A13.1
                    results["ante"] = ante
                    results["play"] = 0
                elif value > dealer_value:  # A13.3
                    results["ante"] = ante
                    results["play"] = play
                elif value < dealer_value:
                    results["ante"] = -ante
                    results["play"] = -play
                else:  # Reading 1
                    results["ante"] = 0
                    results["play"] = 0
                results["ante_bonus"] = ante * ante_bonus_odds.get(strength, 0)  # A13.4, Reading 2
        if pair_plus:  # A16.1
            odds = pair_plus_odds.get(strength)
            results["pair_plus"] = -pair_plus if odds is None else pair_plus * odds
        six = -1
        if six_bet:  # A14, A16.2
            # five of the six cards share a suit only when one side is suited and the other has two of it
            if (suit and dealer_suits.count(suit) >= 2) or (
                dealer_suit and (c0.suit == dealer_suit) + (c1.suit == dealer_suit) + (c2.suit == dealer_suit) >= 2
            ):
                six = best_five_strength((c0, c1, c2, d0, d1, d2))
            else:
                six = unsuited(key + dealer_key)
            odds = six_odds.get(six)
            if odds is None:
                results["six_card_bonus"] = -six_bet
                six = -1
            else:
                results["six_card_bonus"] = six_bet * odds
        five = -1
        if progressive_bet:  # A15.1, A7.3; amounts below
            if suit and suit == community_suit:
                five = best_five_strength((c0, c1, c2, *community))
            else:
                five = unsuited(key + community_key)
            if five >= _FLUSH:
                wins.append((number, len(out), five))
            else:
                five = -1
            results["progressive"] = -progressive_bet
        out.append((strength, six, five, results))
    if progressive is None:
        return dealer_value, out, None
    return dealer_value, out, _pay_progressive(progressive, wins, out)


def _pay_progressive(
    config: tuple[int, int, Mapping[int, int]], wins: list[tuple[int, int, int]], out: list[_SeatOut]
) -> tuple[int, int, list[int]]:
    """Readings 3 and 4 (A15.3-A15.6, A16.3): amounts paid, the pool after the round, the order of payment."""
    pool_before, seed, fixed = config
    pool = pool_before
    num, den = _SF_SHARE
    sf_share = pool_before * num // den
    royal: tuple[int, int, int] | None = None
    for win in wins:
        _, at, hand = win
        if hand == _ROYAL:
            royal = win
        elif hand == _STRAIGHT_FLUSH:
            out[at][3]["progressive"] = max(fixed[_STRAIGHT_FLUSH], sf_share)
            pool -= sf_share
        else:
            out[at][3]["progressive"] = fixed[hand]
    order = sorted(w[0] for w in wins if w[2] != _ROYAL)
    if royal is not None:
        num, den = _ROYAL_SHARE
        out[royal[1]][3]["progressive"] = max(fixed[_ROYAL], pool * num // den)
        pool = seed
        last_sf = max((w[0] for w in wins if w[2] == _STRAIGHT_FLUSH), default=0)
        if last_sf > royal[0]:  # A15.5: after every Straight Flush
            order.insert(order.index(last_sf) + 1, royal[0])
        else:  # A15.3: from the dealer's left
            order.append(royal[0])
            order.sort()
    return pool_before, pool, order


def settle(round: RoundInput, *, check: bool = True) -> RoundResult:
    """Settle a whole round per ``settle.md``.

    * A13.1: dealer below Queen-high: Ante paid 1 to 1, Play returned. A13.3: otherwise the higher hand (A7.1)
      wins Ante and Play 1 to 1; a tie pushes both (Reading 1).
    * A13.4: Ante Bonus on the Ante for a Straight Flush 5, Three of a Kind 4, Straight 1 to 1, to a seat that
      played, whether or not the dealer qualifies (Reading 2). A folded seat loses its Ante (A12.2) and has no
      Play or Ante Bonus result; its other bets are settled as usual (A12.3-A12.4).
    * A16.1 Pair Plus and A16.2 Six Card Bonus (best five of the seat's and the dealer's six cards, A14) by
      the pay tables; the stake is lost below a pair / three of a kind.
    * A15-A16.3 Progressive (Reading 3): each Straight Flush gets ``max(fixed, pool_before // 10)`` and takes
      ``pool_before // 10`` out of the pool; a Royal Flush then gets ``max(fixed, pool left)`` and the pool
      restarts at the seed; Four of a Kind, Full House and Flush get their fixed amounts and leave the pool.
      ``paid_order``: from the dealer's left, a Royal Flush after every Straight Flush (Reading 4).

    With ``check`` (the default) the round is first validated and the first problem raised as a typed
    :class:`~trainer.engine.errors.EngineError` (``clause``, ``field``); pass ``check=False`` only for a round
    already validated (e.g. by :func:`round_from_json`).
    """
    if check:
        problems = validate_round(round)
        if problems:
            raise problems[0]
    seats: list[_SeatData] = []
    for s in round.seats:
        c0, c1, c2 = s.cards
        b = s.bets
        seats.append((s.seat, c0, c1, c2, b.ante, b.play, b.pair_plus, b.six_card_bonus, b.progressive, s.folded))
    config = round.progressive
    progressive = None
    if config is not None:
        progressive = (config.pool, config.seed, {_S[h]: v for h, v in config.fixed.items()})
    dealer_value, out, pool = _settle_core(round.dealer, seats, round.community, progressive)
    fives = _FIVE_BY_STRENGTH
    seat_results = tuple(
        SeatResult(
            s.seat,
            _THREE_HAND[strength],
            fives[six] if six >= 0 else None,
            fives[five] if five >= 0 else None,
            results,
        )
        for s, (strength, six, five, results) in zip(round.seats, out, strict=True)
    )
    progressive_result = None if pool is None else ProgressiveResult(pool[0], pool[1], tuple(pool[2]))
    return RoundResult(
        _THREE_HAND[dealer_value >> 12], dealer_value >= QUALIFIER_VALUE, seat_results, progressive_result
    )


# ---------------------------------------------------------------------------------------------------- JSON


class RoundInputError(RoundError):
    """A round that cannot be settled, with *every* problem found: ``problems`` (typed errors with clause
    and field) and ``lines`` (``round N: field: message (clause)``; no prefix when ``index`` is None)."""

    def __init__(self, problems: Sequence[EngineError], index: int | None = None) -> None:
        prefix = "" if index is None else f"round {index}: "
        self.problems = tuple(problems)
        self.index = index
        self.lines = tuple(prefix + str(p) for p in self.problems)
        first = self.problems[0] if self.problems else None
        super().__init__(
            "\n".join(self.lines),
            clause=first.clause if first else "",
            field=first.field if first else "",
        )

    def __str__(self) -> str:
        return "\n".join(self.lines)


# text form -> (card, bit): every spelling parse_card accepts, so distinctness is a mask test on the hot path
_CARD_BITS: dict[str, tuple[Card, int]] = {}
for _card in ALL_CARDS:
    _bit = 1 << ((_card.rank - 2) * 4 + SUIT_CHARS.index(_card.suit))
    for _r in (RANK_NAMES[_card.rank], "10") if _card.rank == 10 else (RANK_NAMES[_card.rank],):
        for _rr in {_r, _r.lower()}:
            for _s in (_card.suit, _card.suit.upper()):
                _CARD_BITS[_rr + _s] = (_card, _bit)
del _card, _bit, _r, _rr, _s

_ROUND_KEYS: Final = frozenset(("dealer", "seats", "community", "progressive"))
_SEAT_KEYS: Final = frozenset(("seat", "cards", "bets", "folded"))
_PROGRESSIVE_KEYS: Final = frozenset(("pool", "seed", "fixed"))
_BET_SET: Final = frozenset(BET_KINDS)
_HAND_BY_NAME: Final = {h.value: h for h in PROGRESSIVE_HANDS}
_EMPTY_BETS: Final = Bets()


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean (true/false)"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class _Reader:
    """One round's JSON being read: collects problems and the cards seen (for A2.1 distinctness)."""

    __slots__ = ("mask", "places", "problems")

    def __init__(self) -> None:
        self.problems: list[EngineError] = []
        self.mask = 0
        self.places: dict[int, str] = {}

    def cards(self, value: object, where: str, count: int, clause: str) -> tuple[Card, ...] | None:
        if type(value) is not list:
            self.problems.append(
                RoundError(f"must be an array of {count} cards, got {_json_type(value)}", clause=FORMAT, field=where)
            )
            return None
        ok = len(value) == count
        if not ok:
            self.problems.append(
                RoundError(f"needs exactly {count} cards, has {len(value)}", clause=clause, field=where)
            )
        out: list[Card] = []
        mask = self.mask
        for i, text in enumerate(value):
            hit = _CARD_BITS.get(text) if type(text) is str else None
            if hit is None:
                try:
                    hit_card = parse_card(text)
                except CardError as exc:
                    self.problems.append(CardError(exc.message, clause=FORMAT, field=f"{where}[{i}]"))
                    ok = False
                    continue
                hit = _CARD_BITS[hit_card.text]
            card, bit = hit
            if mask & bit:
                self.problems.append(
                    CardError(f"{card.text} is also at {self.places[bit]}", clause=Clause.A2_1, field=f"{where}[{i}]")
                )
                ok = False
            else:
                mask |= bit
                self.places[bit] = f"{where}[{i}]"
            out.append(card)
        self.mask = mask
        return tuple(out) if ok else None

    def unknown(self, obj: dict[str, object], allowed: tuple[str, ...], where: str, what: str) -> None:
        for key in obj:
            if key not in allowed:
                self.problems.append(
                    RoundError(
                        f"unknown {what} (expected {', '.join(allowed)})",
                        clause=FORMAT,
                        field=f"{where}.{shorten(str(key))}" if where else shorten(str(key)),
                    )
                )

    def amount(self, value: object, where: str, *, zero: bool) -> int | None:
        if type(value) is int and (value > 0 or (zero and value == 0)):
            return value
        if type(value) is int:
            what = "must be 0 or more" if zero else "must be positive (leave the bet out for no bet)"
        else:
            what = f"must be a whole number, got {_json_type(value)}"
        self.problems.append(BetError(what, clause=FORMAT, field=where))
        return None

    def seat(self, obj: object, where: str) -> tuple[SeatInput | None, bool]:
        """The seat (None when unusable) and whether it bets the Progressive."""
        if type(obj) is not dict:
            self.problems.append(RoundError(f"must be an object, got {_json_type(obj)}", clause=FORMAT, field=where))
            return None, False
        if len(obj) > 4 or not obj.keys() <= _SEAT_KEYS:
            self.unknown(obj, ("seat", "cards", "folded", "bets"), where, "field")
        number = obj.get("seat")
        ok = True
        if type(number) is not int or not 1 <= number <= MAX_SEAT:
            self.problems.append(
                RoundError(
                    f"must be a seat number 1..{MAX_SEAT}"
                    + ("" if number is not None else " (missing)")
                    + ("" if type(number) is int or number is None else f", got {_json_type(number)}"),
                    clause=Clause.A5_2,
                    field=f"{where}.seat",
                )
            )
            ok = False
        cards = self.cards(obj.get("cards"), f"{where}.cards", 3, Clause.A11_1)
        folded = obj.get("folded", False)
        if type(folded) is not bool:
            self.problems.append(
                RoundError(f"must be true or false, got {_json_type(folded)}", clause=FORMAT, field=f"{where}.folded")
            )
            ok = False
        raw = obj.get("bets")
        bets: Bets | None = None
        progressive = False
        if type(raw) is not dict:
            self.problems.append(
                BetError(
                    f"must be an object of bets, got {_json_type(raw)}" if raw is not None else "missing",
                    clause=FORMAT,
                    field=f"{where}.bets",
                )
            )
        else:
            if not raw.keys() <= _BET_SET:
                self.unknown(raw, BET_KINDS, f"{where}.bets", "bet")
            before = len(self.problems)
            values = [0, 0, 0, 0, 0]
            for i, kind in enumerate(BET_KINDS):
                if kind in raw:
                    v = self.amount(raw[kind], f"{where}.bets.{kind}", zero=False)
                    values[i] = v or 0
            progressive = bool(values[4]) or "progressive" in raw
            if len(self.problems) == before:
                bets = Bets(*values)
                if bets == _EMPTY_BETS:
                    self.problems.append(
                        RoundError("a seat needs at least one bet", clause=Clause.A11_1, field=f"{where}.bets")
                    )
                else:
                    self.problems.extend(bet_problems(bets, field=f"{where}.bets"))
                    if type(folded) is bool:
                        self.problems.extend(_fold_problems(bets, folded, where))
        if not ok or cards is None or bets is None or type(number) is not int:
            return None, progressive
        return SeatInput(number, cards, bets, folded is True), progressive

    def progressive(self, obj: object) -> ProgressiveConfig | None:
        if type(obj) is not dict:
            self.problems.append(
                RoundError(f"must be an object, got {_json_type(obj)}", clause=FORMAT, field="progressive")
            )
            return None
        if not obj.keys() <= _PROGRESSIVE_KEYS:
            self.unknown(obj, ("pool", "seed", "fixed"), "progressive", "field")
        before = len(self.problems)
        pool = self.amount(obj.get("pool"), "progressive.pool", zero=True)
        seed = self.amount(obj.get("seed"), "progressive.seed", zero=True)
        raw = obj.get("fixed")
        fixed: dict[FiveCardHand, int] = {}
        if type(raw) is not dict:
            self.problems.append(
                RoundError(
                    f"must be an object of fixed amounts, got {_json_type(raw)}" if raw is not None else "missing",
                    clause=Clause.A16_3,
                    field="progressive.fixed",
                )
            )
        else:
            for key, value in raw.items():
                hand = _HAND_BY_NAME.get(key)
                if hand is None:
                    self.problems.append(
                        RoundError(
                            f"not a Progressive winning hand (expected {', '.join(_HAND_BY_NAME)})",
                            clause=Clause.A16_3,
                            field=f"progressive.fixed.{key}",
                        )
                    )
                    continue
                amount = self.amount(value, f"progressive.fixed.{key}", zero=True)
                if amount is not None:
                    fixed[hand] = amount
            for name in _HAND_BY_NAME:
                if name not in raw:
                    self.problems.append(
                        RoundError("missing fixed amount", clause=Clause.A16_3, field=f"progressive.fixed.{name}")
                    )
        if len(self.problems) != before or pool is None or seed is None:
            return None
        return ProgressiveConfig(pool, seed, MappingProxyType(fixed))


def round_from_json(obj: object, index: int | None = None) -> RoundInput:
    """Read one round in the JSON form of docs/settle.md (already parsed by :mod:`json`) into a :class:`RoundInput`
    that :func:`settle` accepts with ``check=False``.

    Raises :class:`RoundInputError` holding *every* problem found, each naming its field and clause; ``index``
    (the round's position in an array, from 0) prefixes each line with ``round N:``. Strict on types: bets are
    JSON whole numbers (not ``true``, not ``1.0``), positive; unknown fields and bet names are refused.
    """
    r = _Reader()
    problems = r.problems
    if type(obj) is not dict:
        problems.append(RoundError(f"a round must be a JSON object, got {_json_type(obj)}", clause=FORMAT))
        raise RoundInputError(problems, index)
    if not obj.keys() <= _ROUND_KEYS:
        r.unknown(obj, ("dealer", "seats", "community", "progressive"), "", "field")
    if "dealer" in obj:
        dealer = r.cards(obj["dealer"], "dealer", 3, Clause.A11_1)
    else:
        dealer = None
        problems.append(RoundError("missing: the dealer's three cards", clause=Clause.A11_1, field="dealer"))
    raw_seats = obj.get("seats")
    seats: list[SeatInput] = []
    any_progressive = False
    if type(raw_seats) is not list:
        problems.append(
            RoundError(
                f"must be an array of seats, got {_json_type(raw_seats)}" if raw_seats is not None else "missing",
                clause=FORMAT,
                field="seats",
            )
        )
    elif not raw_seats:
        problems.append(RoundError("a round needs at least one seat", clause=FORMAT, field="seats"))
    else:
        taken: dict[int, str] = {}
        for i, raw in enumerate(raw_seats):
            where = f"seats[{i}]"
            seat, progressive = r.seat(raw, where)
            any_progressive = any_progressive or progressive
            number = raw.get("seat") if type(raw) is dict else None
            if type(number) is int and 1 <= number <= MAX_SEAT:
                if number in taken:
                    problems.append(
                        RoundError(
                            f"seat {number} is also at {taken[number]}", clause=Clause.A5_2, field=f"{where}.seat"
                        )
                    )
                    seat = None
                else:
                    taken[number] = where
            if seat is not None:
                seats.append(seat)
    community: tuple[Card, ...] | None = ()
    if "community" in obj:
        community = r.cards(obj["community"], "community", 2, Clause.A11_3)
    elif any_progressive:
        problems.append(
            RoundError(
                "missing: two community cards are needed for a Progressive bet",
                clause=Clause.A11_3,
                field="community",
            )
        )
    config: ProgressiveConfig | None = None
    if "progressive" in obj:
        config = r.progressive(obj["progressive"])
    elif any_progressive:
        problems.append(
            RoundError(
                "missing: the pool, seed and fixed amounts for a Progressive bet",
                clause=Clause.A16_3,
                field="progressive",
            )
        )
    if problems:
        raise RoundInputError(problems, index)
    assert dealer is not None and community is not None
    return RoundInput(dealer, tuple(seats), community, config)


def rounds_from_json(objs: Iterable[object]) -> list[RoundInput]:
    """Every round of an array; :class:`RoundInputError` (index ``None``) with all rounds' problems, each line
    prefixed ``round N:``."""
    out: list[RoundInput] = []
    problems: list[EngineError] = []
    lines: list[str] = []
    for i, obj in enumerate(objs):
        try:
            out.append(round_from_json(obj, i))
        except RoundInputError as exc:
            problems.extend(exc.problems)
            lines.extend(exc.lines)
    if problems:
        err = RoundInputError(problems)
        err.lines = tuple(lines)
        raise err
    return out


# ------------------------------------------------------------------------------------------ JSON fast path

_BET_INDEX: Final = {k: i for i, k in enumerate(BET_KINDS)}
_FIXED_STRENGTH: Final = {h.value: _S[h] for h in PROGRESSIVE_HANDS}
_THREE_NAME: Final = {s: h.value for s, h in _THREE_HAND.items()}
_FIVE_NAME: Final = {s: h.value for s, h in _FIVE_BY_STRENGTH.items()}
_FIVE_NAME[-1] = None  # type: ignore[assignment]


def settle_json(obj: object, index: int | None = None) -> dict[str, object]:
    """Validate and settle one round in the JSON form of docs/settle.md; the result in JSON form.

    The same as ``settle(round_from_json(obj, index), check=False).to_json()`` (tests hold it to that), but
    reads a valid round straight into the settlement without building the dataclasses. Anything unusual is
    handed to :func:`round_from_json`, so problems are reported exactly as there (:class:`RoundInputError`).
    """
    try:
        out = _settle_json_fast(obj)
    except (TypeError, KeyError, ValueError, AttributeError):
        out = None
    if out is None:
        return settle(round_from_json(obj, index), check=False).to_json()
    return out


def _settle_json_fast(obj: object) -> dict[str, object] | None:
    """A valid round settled; ``None`` (or an exception from a wrong type) for anything else."""
    if type(obj) is not dict or not obj.keys() <= _ROUND_KEYS:
        return None
    cards = _CARD_BITS
    dealer = obj["dealer"]
    if type(dealer) is not list or len(dealer) != 3:
        return None
    d0, b0 = cards[dealer[0]]
    d1, b1 = cards[dealer[1]]
    d2, b2 = cards[dealer[2]]
    mask = b0 | b1 | b2
    if mask.bit_count() != 3:
        return None
    raw_seats = obj["seats"]
    if type(raw_seats) is not list or not raw_seats:
        return None
    seats: list[_SeatData] = []
    taken = 0
    any_progressive = False
    bet_index = _BET_INDEX
    for raw in raw_seats:
        if type(raw) is not dict:
            return None
        size = len(raw)  # seat, cards, bets (looked up below) and perhaps folded: no room for others
        if size == 4:
            folded = raw["folded"]
            if folded is not False and folded is not True:
                return None
        elif size == 3:
            folded = False
        else:
            return None
        number = raw["seat"]
        if type(number) is not int or not 1 <= number <= MAX_SEAT or taken >> number & 1:
            return None
        taken |= 1 << number
        hand = raw["cards"]
        if type(hand) is not list or len(hand) != 3:
            return None
        c0, b0 = cards[hand[0]]
        c1, b1 = cards[hand[1]]
        c2, b2 = cards[hand[2]]
        if mask & (b0 | b1 | b2) or (b0 | b1 | b2).bit_count() != 3:
            return None
        mask |= b0 | b1 | b2
        bets = raw["bets"]
        if type(bets) is not dict or not bets:
            return None
        values = [0, 0, 0, 0, 0]
        for kind, amount in bets.items():
            if type(amount) is not int or amount <= 0:
                return None
            values[bet_index[kind]] = amount
        ante, play, pair_plus, six, progressive = values
        if folded:
            if not ante or play:
                return None
        elif play != ante:  # A12.2: an Ante plays an equal amount; no Play without an Ante
            return None
        if (six or progressive) and not (ante or pair_plus):  # A4.2
            return None
        if progressive:
            any_progressive = True
        seats.append((number, c0, c1, c2, ante, play, pair_plus, six, progressive, folded))
    community: tuple[Card, ...] = ()
    raw_community = obj.get("community")
    if raw_community is not None:
        if type(raw_community) is not list or len(raw_community) != 2:
            return None
        e0, b0 = cards[raw_community[0]]
        e1, b1 = cards[raw_community[1]]
        if mask & (b0 | b1) or b0 == b1:
            return None
        community = (e0, e1)
    elif any_progressive or "community" in obj:
        return None
    config: tuple[int, int, dict[int, int]] | None = None
    raw_config = obj.get("progressive")
    if raw_config is not None:
        if type(raw_config) is not dict or len(raw_config) != 3:
            return None
        pool = raw_config["pool"]
        seed = raw_config["seed"]
        raw_fixed = raw_config["fixed"]
        if type(pool) is not int or pool < 0 or type(seed) is not int or seed < 0:
            return None
        if type(raw_fixed) is not dict or len(raw_fixed) != len(_FIXED_STRENGTH):
            return None
        fixed: dict[int, int] = {}
        for name, amount in raw_fixed.items():
            if type(amount) is not int or amount < 0:
                return None
            fixed[_FIXED_STRENGTH[name]] = amount
        config = (pool, seed, fixed)
    elif any_progressive or "progressive" in obj:
        return None

    dealer_value, settled, paid = _settle_core((d0, d1, d2), seats, community, config)
    three_name = _THREE_NAME
    five_name = _FIVE_NAME
    out_seats: list[dict[str, object]] = []
    for s, (strength, six_strength, five, results) in zip(seats, settled, strict=True):
        seat_out: dict[str, object] = {"seat": s[0], "hand": three_name[strength]}
        if s[7]:
            seat_out["six_card_hand"] = five_name[six_strength]
        if s[8]:
            seat_out["progressive_hand"] = five_name[five]
        seat_out["results"] = results
        out_seats.append(seat_out)
    out: dict[str, object] = {
        "dealer": {"hand": three_name[dealer_value >> 12], "qualifies": dealer_value >= QUALIFIER_VALUE},
        "seats": out_seats,
    }
    if paid is not None:
        out["progressive"] = {"pool_before": paid[0], "pool_after": paid[1], "paid_order": paid[2]}
    return out
