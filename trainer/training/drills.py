"""Payout drills (docs/practice.md): one seat at a time, hands face up, bets on the felt; the trainee settles every
bet and is timed per payout against the target. No table procedure is in the way.

Each drill item is built around one **line** of a pay table (:data:`LINES`): the Ante and Play against the dealer
(qualifying or not, won, lost, tied), every Ante Bonus, Pair Plus, Six Card Bonus and Progressive line, and the
hands that lose those bets. The cards are drawn at random around that line (constructed, then checked by the
engine's own evaluators), the other bets of the seat are drawn too, and every answer comes from the engine's
settlement — the drill knows no pay table of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from trainer.engine.cards import Card
from trainer.engine.clauses import Clause
from trainer.engine.hands import (
    FiveCardHand,
    ThreeCardHand,
    dealer_qualifies,
    progressive_hand,
    six_card_bonus_hand,
    three_card_hand,
    three_card_value,
)
from trainer.engine.paytables import ANTE_BONUS, DEFAULT_PROGRESSIVE_FIXED, PAIR_PLUS, PROGRESSIVE_HANDS, SIX_CARD_BONUS
from trainer.engine.settlement import Bets, ProgressiveConfig, RoundInput, SeatInput, settle
from trainer.training.learner import LearnerModel, drill_item
from trainer.training.timing import PAYOUT_TARGET, speed

RANKS = range(2, 15)  # 2..14 (ace high)
SUITS = "shdc"
DECK = tuple(Card(r, s) for r in RANKS for s in SUITS)

LINES: tuple[tuple[str, str], ...] = (
    ("ante", "dealer_does_not_qualify"),
    ("ante", "player_wins"),
    ("ante", "dealer_wins"),
    ("ante", "tie"),
    *(("ante_bonus", h.value) for h in ANTE_BONUS),
    *(("pair_plus", h.value) for h in PAIR_PLUS),
    ("pair_plus", "loses"),
    *(("six_card_bonus", h.value) for h in SIX_CARD_BONUS),
    ("six_card_bonus", "loses"),
    *(("progressive", h.value) for h in PROGRESSIVE_HANDS),
    ("progressive", "loses"),
)
"""Every line a drill covers: (bet, outcome). An outcome is a hand of the bet's pay table, ``loses``, or for the
Ante and Play how the seat stands against the dealer."""

STAKES = (5, 10, 25, 50, 100, 150, 200, 250, 500)
POOLS = (50_000, 300_000)
"""The Progressive pool of a drill item is drawn from this range (in steps of 10 MOP, so that 10 % of it is whole):
below 100,000 the Royal and Straight Flush pay their fixed amounts, above it 100 % and 10 % of the pool (A16.3),
so the payout must be worked out from the pool the drill states, not remembered."""


def draw_pool(rng: random.Random) -> int:
    """A Progressive pool for one drill item (:data:`POOLS`)."""
    low, high = POOLS
    return rng.randrange(low, high + 1, 10)


@dataclass(frozen=True)
class DrillItem:
    """One seat to settle: its cards, the dealer's, the community cards (with a Progressive bet), the bets, and the
    correct result of each bet (``results``: + paid, 0 pushed, - taken), from the engine."""

    line: tuple[str, str]
    seat: tuple[Card, ...]
    dealer: tuple[Card, ...]
    community: tuple[Card, ...]
    bets: dict[str, int]
    pool: int
    results: dict[str, int]
    hands: dict[str, str] = field(default_factory=dict)
    """The hand each bet is settled on, as the engine names it (``three_of_a_kind`` …): the seat's three-card hand
    for Ante, Play, Ante Bonus and Pair Plus, the best five of six for the Six Card Bonus, of the seat's and the
    community cards for the Progressive; ``dealer`` the dealer's."""

    @property
    def to_settle(self) -> list[str]:
        """The bets in the order a dealer settles them: Play, Ante, Ante Bonus, Pair Plus, Six Card, Progressive
        (an Ante Bonus only when it pays)."""
        order = ("play", "ante", "ante_bonus", "pair_plus", "six_card_bonus", "progressive")
        return [b for b in order if b in self.results and (b != "ante_bonus" or self.results[b] > 0)]


def line_of(item: DrillItem, bet: str) -> str:
    """The pay-table line (or, for the Ante and Play, the outcome against the dealer) a bet of ``item`` was settled
    on: what the learner model tracks (:func:`trainer.training.learner.drill_item`)."""
    result = item.results.get(bet, 0)
    if bet in ("ante", "play"):
        if item.results.get("play", 0) == 0 and item.results.get("ante", 0) > 0:
            return "dealer_does_not_qualify"
        return "player_wins" if result > 0 else "dealer_wins" if result < 0 else "tie"
    return "loses" if result < 0 else item.hands.get(bet, "loses")


SETTLED_UNDER: dict[str, Clause] = {
    "ante_bonus": Clause.A13_4,
    "pair_plus": Clause.A16_1,
    "six_card_bonus": Clause.A16_2,
    "progressive": Clause.A16_3,
}
"""The clause each side bet is settled under, as the table's grader cites it
(:func:`trainer.engine.procedure.settle_clause`)."""


def clause_of(item: DrillItem, bet: str) -> Clause:
    """The clause a wrong settlement of ``bet`` breaks, cited as the table cites it
    (:func:`trainer.engine.procedure.settle_clause`): the Ante and the Play A13.3 when the dealer qualifies, A13.1
    when not; the Ante Bonus A13.4; the other bets their pay table (A16.1, A16.2, A16.3)."""
    if bet in ("ante", "play"):
        return Clause.A13_3 if dealer_qualifies(three_card_value(item.dealer)) else Clause.A13_1
    return SETTLED_UNDER[bet]


def right_answer(result: int) -> tuple[str, int]:
    """``("pay", amount)``, ``("push", 0)`` or ``("take", 0)`` for a bet's result."""
    return ("pay", result) if result > 0 else ("push", 0) if result == 0 else ("take", 0)


# ------------------------------------------------------------------------------------------------ the cards


def _three(rng: random.Random, hand: ThreeCardHand, avoid: set[Card]) -> tuple[Card, ...]:
    """Three cards making exactly ``hand`` (A7.1), none of them in ``avoid``."""
    for _ in range(10_000):
        if hand is ThreeCardHand.STRAIGHT_FLUSH or hand is ThreeCardHand.STRAIGHT:
            top = rng.randint(3, 14)
            ranks = [top, top - 1, top - 2] if top > 3 else [3, 2, 14]
            suit = rng.choice(SUITS)
            suits = [suit] * 3 if hand is ThreeCardHand.STRAIGHT_FLUSH else [rng.choice(SUITS) for _ in range(3)]
            cards = tuple(Card(r, s) for r, s in zip(ranks, suits, strict=True))
        elif hand is ThreeCardHand.THREE_OF_A_KIND:
            r = rng.choice(RANKS)
            cards = tuple(Card(r, s) for s in rng.sample(SUITS, 3))
        elif hand is ThreeCardHand.FLUSH:
            suit = rng.choice(SUITS)
            cards = tuple(Card(r, suit) for r in rng.sample(list(RANKS), 3))
        elif hand is ThreeCardHand.PAIR:
            r, odd = rng.sample(list(RANKS), 2)
            a, b = rng.sample(SUITS, 2)
            cards = (Card(r, a), Card(r, b), Card(odd, rng.choice(SUITS)))
        else:
            cards = tuple(rng.sample(DECK, 3))
        if len(set(cards)) == 3 and not set(cards) & avoid and three_card_hand(cards) is hand:
            return cards
    raise RuntimeError(f"could not draw a {hand}")


def _five(rng: random.Random, hand: FiveCardHand) -> tuple[Card, ...]:
    """Five cards whose best hand is exactly ``hand`` (A7.2, A7.3)."""
    for _ in range(10_000):
        suit = rng.choice(SUITS)
        if hand is FiveCardHand.ROYAL_FLUSH:
            cards = tuple(Card(r, suit) for r in (14, 13, 12, 11, 10))
        elif hand in (FiveCardHand.STRAIGHT_FLUSH, FiveCardHand.STRAIGHT):
            top = rng.randint(5, 13 if hand is FiveCardHand.STRAIGHT_FLUSH else 14)
            ranks = [top - i for i in range(5)] if top > 5 else [5, 4, 3, 2, 14]
            suits = [suit] * 5 if hand is FiveCardHand.STRAIGHT_FLUSH else [rng.choice(SUITS) for _ in range(5)]
            cards = tuple(Card(r, s) for r, s in zip(ranks, suits, strict=True))
        elif hand is FiveCardHand.FOUR_OF_A_KIND:
            r, k = rng.sample(list(RANKS), 2)
            cards = (*(Card(r, s) for s in SUITS), Card(k, rng.choice(SUITS)))
        elif hand is FiveCardHand.FULL_HOUSE:
            r, p = rng.sample(list(RANKS), 2)
            cards = (*(Card(r, s) for s in rng.sample(SUITS, 3)), *(Card(p, s) for s in rng.sample(SUITS, 2)))
        elif hand is FiveCardHand.FLUSH:
            cards = tuple(Card(r, suit) for r in rng.sample(list(RANKS), 5))
        elif hand is FiveCardHand.THREE_OF_A_KIND:
            r, a, b = rng.sample(list(RANKS), 3)
            cards = (
                *(Card(r, s) for s in rng.sample(SUITS, 3)),
                Card(a, rng.choice(SUITS)),
                Card(b, rng.choice(SUITS)),
            )
        else:
            cards = tuple(rng.sample(DECK, 5))
        if len(set(cards)) == 5 and _best(cards) is hand:
            return cards
    raise RuntimeError(f"could not draw a {hand}")


def _best(five: Sequence[Card]) -> FiveCardHand | None:
    from trainer.engine.hands import best_five_hand

    return best_five_hand(five)


def _rest(rng: random.Random, used: Sequence[Card], n: int) -> tuple[Card, ...]:
    return tuple(rng.sample([c for c in DECK if c not in used], n))


# ------------------------------------------------------------------------------------------------ the items


def make_item(rng: random.Random, line: tuple[str, str], pool: int = 150_000) -> DrillItem:
    """A seat built around ``line``, its other bets drawn, every result from the engine's settlement."""
    bet, outcome = line
    for _ in range(1_000):
        seat, dealer, community = _cards_for(rng, bet, outcome)
        bets = _bets_for(rng, bet, seat)
        if bet == "progressive" or "progressive" in bets:
            if not community:
                community = _rest(rng, (*seat, *dealer), 2)
        else:
            community = ()
        config = ProgressiveConfig(pool=pool, seed=50_000, fixed=dict(DEFAULT_PROGRESSIVE_FIXED)) if community else None
        result = settle(
            RoundInput(dealer, (SeatInput(1, seat, Bets(**bets), folded=False),), community, config),
        )
        sr = result.seats[0]
        results = dict(sr.results)
        if _shows(line, seat, dealer, community, results):
            hands = {b: sr.hand.value for b in ("ante", "play", "ante_bonus", "pair_plus")}
            hands["dealer"] = result.dealer_hand.value
            if sr.six_card_hand is not None:
                hands["six_card_bonus"] = sr.six_card_hand.value
            if sr.progressive_hand is not None:
                hands["progressive"] = sr.progressive_hand.value
            return DrillItem(line, seat, dealer, community, bets, pool, results, hands)
    raise RuntimeError(f"could not make a drill for {line}")


def _cards_for(
    rng: random.Random, bet: str, outcome: str
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    if bet in ("six_card_bonus", "progressive") and outcome != "loses":
        five = _five(rng, FiveCardHand(outcome))
        if bet == "progressive":
            order = rng.sample(five, 5)
            seat, community = tuple(order[:3]), tuple(order[3:])
            return seat, _rest(rng, five, 3), community
        six = (*five, *_rest(rng, five, 1))
        order = rng.sample(six, 6)
        return tuple(order[:3]), tuple(order[3:]), ()
    if bet in ("ante_bonus", "pair_plus") and outcome != "loses":
        seat = _three(rng, ThreeCardHand(outcome), set())
        return seat, _rest(rng, seat, 3), ()
    if outcome == "tie":  # the same ranks in other suits (A7.1: equal hands tie)
        seat = _three(rng, rng.choice((ThreeCardHand.PAIR, ThreeCardHand.HIGH_CARD)), set())
        free = [c for c in DECK if c not in seat]
        dealer: list[Card] = []
        for c in seat:
            dealer.append(rng.choice([x for x in free if x.rank == c.rank and x not in dealer]))
        return seat, tuple(dealer), ()
    seat = tuple(rng.sample(DECK, 3))
    return seat, _rest(rng, seat, 3), ()


def _bets_for(rng: random.Random, bet: str, seat: Sequence[Card]) -> dict[str, int]:
    ante = rng.choice(STAKES[:7])
    bets = {"ante": ante, "play": ante}  # a drill seat has played (a fold's Ante is simply taken)
    if bet == "pair_plus" or rng.random() < 0.5:
        bets["pair_plus"] = rng.choice(STAKES[:6])
    if bet == "six_card_bonus" or rng.random() < 0.3:
        bets["six_card_bonus"] = rng.choice(STAKES[:6])
    if bet == "progressive" or rng.random() < 0.2:
        bets["progressive"] = 5
    return bets


def _shows(
    line: tuple[str, str],
    seat: Sequence[Card],
    dealer: Sequence[Card],
    community: Sequence[Card],
    results: dict[str, int],
) -> bool:
    """Whether the drawn cards show the line the item is built for."""
    bet, outcome = line
    if bet == "ante":
        qualifies = dealer_qualifies(three_card_value(dealer))
        if outcome == "dealer_does_not_qualify":
            return not qualifies
        if not qualifies:
            return False
        mine, theirs = three_card_value(seat), three_card_value(dealer)
        return {"player_wins": mine > theirs, "dealer_wins": mine < theirs, "tie": mine == theirs}[outcome]
    if outcome == "loses":
        return results.get(bet, 0) < 0
    if bet in ("ante_bonus", "pair_plus"):
        return three_card_hand(seat).value == outcome
    if bet == "six_card_bonus":
        six = six_card_bonus_hand(seat, dealer)
        return six is not None and six.value == outcome
    hand = progressive_hand(seat, community)
    return hand is not None and hand.value == outcome


def cards_showing(
    rng: random.Random, line: tuple[str, str]
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """A seat's, the dealer's and the community cards that show ``line`` (a hand of the Ante Bonus, Pair Plus, Six
    Card Bonus or Progressive pay table): what generated rounds seed a rare hand with
    (:mod:`trainer.training.rare_hands`)."""
    for _ in range(1_000):
        seat, dealer, community = _cards_for(rng, *line)
        if _shows(line, seat, dealer, community, {}):
            return seat, dealer, community
    raise RuntimeError(f"could not draw cards for {line}")


def drill(seed: int, lines: Sequence[tuple[str, str]] = LINES) -> Iterator[DrillItem]:
    """Endless items from ``seed``: each pass goes through ``lines`` in a shuffled order (so every line comes up);
    each item with a Progressive pool of its own (:func:`draw_pool`)."""
    rng = random.Random(seed)
    while True:
        for line in rng.sample(list(lines), len(lines)):
            yield make_item(rng, line, draw_pool(rng))


def adaptive_drill(
    seed: int, model: LearnerModel, clock: Callable[[], datetime], first: tuple[str, str] | None = None
) -> Iterator[DrillItem]:
    """Like :func:`drill`, but a line the learner model has due (a miss comes back within minutes, a slow answer
    sooner than a quick one) comes before the next line of the pass; ``first``: the line to start on (the home
    screen's Next picked it)."""
    rng = random.Random(seed)
    items = {drill_item(bet, outcome): (bet, outcome) for bet, outcome in LINES}
    if first is not None and first in LINES:
        yield make_item(rng, first, draw_pool(rng))
    while True:
        for line in rng.sample(list(LINES), len(LINES)):
            due = [k for k in model.due(clock()) if k in items]
            yield make_item(rng, items[due[0]] if due else line, draw_pool(rng))


# ------------------------------------------------------------------------------------------------ the session


@dataclass
class Answer:
    bet: str
    given: tuple[str, int]
    right: tuple[str, int]
    seconds: float
    clause: str = ""
    """The clause the bet is settled under (:func:`clause_of`): what a wrong answer cites."""

    @property
    def correct(self) -> bool:
        return self.given == self.right

    @property
    def speed(self) -> str:
        return speed(self.seconds, PAYOUT_TARGET)


@dataclass
class DrillSession:
    """A drill under way: the current item, the bet to settle next, the answers so far, the streak."""

    items: Iterator[DrillItem]
    item: DrillItem | None = None
    index: int = 0
    answers: list[Answer] = field(default_factory=list)
    streak: int = 0
    best_streak: int = 0
    learner: LearnerModel | None = None
    seat: object = field(default_factory=object)
    """The seat being settled, as one answer for the learner model: its answers on one item (the Play and the Ante
    are both ``pay:ante:<line>``) make one review (:meth:`~trainer.training.learner.LearnerModel.record`)."""

    def __post_init__(self) -> None:
        self.next_item()

    def next_item(self) -> DrillItem:
        self.item = next(self.items)
        self.index = 0
        self.seat = object()
        return self.item

    @property
    def bet(self) -> str:
        """The bet to settle now."""
        assert self.item is not None
        return self.item.to_settle[self.index]

    def answer(self, how: str, amount: int, seconds: float, when: datetime | None = None) -> Answer:
        """Settle the current bet (``pay`` with ``amount``, ``push`` or ``take``); moves to the next bet, and to the
        next item after the last one. With a :attr:`learner` model (and ``when``), the answer is recorded there, one
        review per item and seat."""
        assert self.item is not None
        bet = self.bet
        given = (how, amount if how == "pay" else 0)
        a = Answer(bet, given, right_answer(self.item.results[bet]), seconds, clause_of(self.item, bet))
        if self.learner is not None and when is not None:
            self.learner.record(
                drill_item("ante" if bet == "play" else bet, line_of(self.item, bet)),
                a.correct,
                seconds,
                when,
                answer=self.seat,
            )
        self.answers.append(a)
        self.streak = self.streak + 1 if a.correct else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.index += 1
        if self.index >= len(self.item.to_settle):
            self.next_item()
        return a

    @property
    def accuracy(self) -> float:
        return sum(a.correct for a in self.answers) / len(self.answers) if self.answers else 1.0
