"""Generated rounds: scenario files made from a seed, in the format trainers write (docs/scenarios.md).

:func:`generate` draws a table of a table class (5–7 seats, the shuffling method, the side bets; its limits and
chips: :mod:`trainer.engine.table_classes`), players and their bets as players bet within the table limits
(:mod:`trainer.training.bet_sizes`), at the requested rate one irregularity from the whole catalogue of A10.3, A17
and A18 events (:data:`EVENT_KINDS`) in the proportions a dealer meets them
(:mod:`trainer.training.irregularity_weights`), and at its own rate a rare hand for payout practice
(:mod:`trainer.training.rare_hands`). Each round is reproducible from its seed, has a title and a briefing in both languages, and
says what it trains (skills, clauses, difficulty) from what it contains. The briefing never names the irregularity:
spotting it is the exercise. ``trainer generate`` writes the files; ``docs/practice.md`` describes it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from trainer.engine.clauses import Clause
from trainer.engine.events import CardExposed, CardSlips, Event, LateBet, PlayerConduct, ShufflerFailure
from trainer.engine.kinds import BetKind, ConductKind
from trainer.engine.places import Place
from trainer.engine.table_classes import DEFAULT_CLASS, TABLE_CLASSES, TableClass
from trainer.training.bet_sizes import draw_bet
from trainer.training.irregularity_weights import WeightsError, check_weights, pick_kind
from trainer.training.rare_hands import CARDS_STAY, RARE_HANDS, needs_bet, seeded_top
from trainer.training.toml_writer import dumps

SHUFFLES = ("hand", "one-card", "three-card")
"""By hand with the shoe (A9.2), a machine delivering one card (A11.2), or three at a time (A11.2, A11.4)."""

CONDUCTS: tuple[str, ...] = tuple(c.value for c in ConductKind)
EVENT_KINDS: tuple[str, ...] = (
    "dealer_card_exposed",  # A17.1(ii): void
    "player_card_exposed",  # A17.4(i): continue
    "two_player_cards_exposed",  # A17.1(iii): void
    "card_to_empty_seat",  # A17.4(ii), A17.5: dead cards
    "card_to_wrong_seat",  # A17.1(i): void, Progressive kept (A17.3)
    "shuffler_failure",  # A17.2: reshuffle
    "shuffler_failure_persistent",  # A17.2: another machine, the shoe, or no new round
    "late_bet",  # A10.3: refused
    *(f"conduct:{c}" for c in CONDUCTS),  # A18: call the floor
)
"""The catalogue of irregularities a generated round may hold (one per round)."""

CLAUSES = {
    "dealer_card_exposed": (Clause.A17_1_2,),
    "player_card_exposed": (Clause.A17_4_1,),
    "two_player_cards_exposed": (Clause.A17_1_3, Clause.A17_4_1),
    "card_to_empty_seat": (Clause.A17_4_2, Clause.A17_5),
    "card_to_wrong_seat": (Clause.A17_1_1,),
    "shuffler_failure": (Clause.A17_2,),
    "shuffler_failure_persistent": (Clause.A17_2,),
    "late_bet": (Clause.A10_3,),
    "conduct:recording": (Clause.A18_1,),
    "conduct:predicting": (Clause.A18_1,),
    "conduct:leaves_table": (Clause.A18_2,),
    "conduct:tells_cards": (Clause.A18_2,),
    "conduct:discloses_dealer_cards": (Clause.A18_3,),
}

SHUFFLE_WORDS = {
    "hand": ("by hand (shoe and cut card)", "人手洗牌（派牌盒及分割卡）"),
    "one-card": ("by a shuffling machine that delivers one card at a time", "自動洗牌機，每次派出一張紙牌"),
    "three-card": ("by a shuffling machine that delivers three cards at a time", "自動洗牌機，每次派出三張紙牌"),
}
"""How the round is shuffled (the briefing)."""
TITLE_WORDS = {
    "hand": ("by hand: deal one card to each position a pass", "人手洗牌——每輪向每門派一張紙牌"),
    "one-card": (
        "one-card machine: deal each position's three cards in turn",
        "自動洗牌機（每次一張）——按序向每門派發三張紙牌",
    ),
    "three-card": (
        "three-card machine: deal each position's packet of three in turn",
        "自動洗牌機（每次三張）——按序向每門派發三張紙牌",
    ),
}
"""The device and what the dealer does with its cards, short (the title; the briefing says it whole:
:data:`DEALING_WORDS`)."""
DEALING_WORDS = {
    "hand": (
        "deal one card to each position per pass, left to right, three passes",
        "由左至右每輪向每門派一張紙牌，共派三輪",
        (Clause.A11_1, "第十一條第一款"),
    ),
    "one-card": (
        "deal each position its three cards in turn, left to right",
        "由左至右按序向每門派發三張紙牌",
        (Clause.A11_2, "第十一條第二款"),
    ),
    "three-card": (
        "deal each position its packet of three in turn, left to right",
        "由左至右按序向每門派發三張紙牌",
        (Clause.A11_2, "第十一條第二款"),
    ),
}
"""What the dealer does with the cards the device delivers (A11.1, A11.2; ``Round.build_plan`` enforces it): a
machine's cards go a position's three at a time, whether it delivers one card or three; only by hand does each
position get one card a pass. The title says it too (:data:`TITLE_WORDS`), so that a machine delivering "one card
at a time" is not read as one card a seat."""
BET_WORDS = {
    "ante": ("Ante", "原注"),
    "pair_plus": ("Pair Plus", "對子或以上注"),
    "six_card_bonus": ("Six Card Bonus", "六張牌獎金"),
    "progressive": ("Progressive Jackpot", "累進大獎"),
}


class GenerateError(ValueError):
    """Options that cannot make a round (the message says which and why)."""


@dataclass(frozen=True)
class Options:
    seats: int | None = None
    """5..7, or None for a draw per round."""
    irregularities: float = 0.0
    """The share of rounds (0..1) that hold one irregularity."""
    shuffle: str | None = None
    """One of :data:`SHUFFLES`, or None for a draw per round."""
    progressive: bool = False
    """Offer the Progressive Jackpot and have some players bet it."""
    kinds: Sequence[str] = EVENT_KINDS
    """The irregularities to draw from."""
    table: int = DEFAULT_CLASS
    """The table class (:data:`~trainer.engine.table_classes.TABLE_CLASSES`): its limits and chips."""
    weights: Mapping[str, float] | None = None
    """Weights that replace those of :data:`~trainer.training.irregularity_weights.WEIGHTS` for some kinds."""
    rare_hands: float = 0.0
    """The share of rounds (0..1) seeded with a rare hand (:mod:`trainer.training.rare_hands`)."""

    def check(self) -> None:
        if self.seats is not None and not 5 <= self.seats <= 7:
            raise GenerateError(f"--seats {self.seats}: a table has 5 to 7 player seats (A5.2)")
        if not 0.0 <= self.irregularities <= 1.0:
            raise GenerateError(f"--irregularities {self.irregularities}: a rate from 0 to 1")
        if self.shuffle is not None and self.shuffle not in SHUFFLES:
            raise GenerateError(f"--shuffle {self.shuffle}: one of {', '.join(SHUFFLES)}")
        unknown = [k for k in self.kinds if k not in EVENT_KINDS]
        if unknown or not self.kinds:
            raise GenerateError(f"irregularities {unknown or '(none)'}: choose from {', '.join(EVENT_KINDS)}")
        if self.table not in TABLE_CLASSES:
            classes = ", ".join(str(c) for c in TABLE_CLASSES)
            raise GenerateError(f"--table {self.table}: a table class is its Ante minimum in MOP, one of {classes}")
        try:
            check_weights(self.weights or {}, self.kinds)
        except WeightsError as exc:
            raise GenerateError(str(exc)) from None
        if not 0.0 <= self.rare_hands <= 1.0:
            raise GenerateError(f"--rare-hands {self.rare_hands}: a share from 0 to 1")


@dataclass
class Round:
    """One generated round, ready to be written as TOML (:func:`to_toml`)."""

    id: str
    seed: int
    seats: int
    shuffle: str
    side_bets: list[str]
    players: list[dict[str, Any]]
    events: list[Event] = field(default_factory=list)
    table: dict[str, Any] = field(default_factory=dict)
    event_kind: str | None = None
    title: tuple[str, str] = ("", "")
    briefing: tuple[str, str] = ("", "")
    skills: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    difficulty: int = 1
    table_class: int = DEFAULT_CLASS
    deck_top: list[str] = field(default_factory=list)
    """The cards fixed in the deck (``"?"`` left to chance): a rare hand's (:mod:`trainer.training.rare_hands`)."""
    rare_hand: str | None = None
    """The rare hand seeded (``straight_flush``, ``flush`` …), and at which seat (:attr:`rare_seat`)."""
    rare_seat: int | None = None
    rare_bet: str | None = None
    """The side bet the rare hand is paid on (``six_card_bonus``, ``progressive``), if it needs one."""


def generate(count: int, seed: int, options: Options = Options()) -> Iterator[Round]:
    """``count`` rounds from ``seed``: round ``i`` is drawn with its own ``random.Random`` seeded from ``seed`` and
    ``i``, so any one of them can be made again alone (:func:`generate_one`)."""
    options.check()
    for i in range(count):
        yield generate_one(seed, i, options)


def round_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index) % 2**63


def generate_one(seed: int, index: int, options: Options = Options()) -> Round:
    rng = random.Random(round_seed(seed, index))
    has_event = rng.random() < options.irregularities
    kind = pick_kind(rng, list(options.kinds), options.weights) if has_event else None
    shuffle = options.shuffle or rng.choice(SHUFFLES)
    if kind is not None and kind.startswith("shuffler_failure") and shuffle == "hand":
        shuffle = rng.choice(("one-card", "three-card"))  # a shuffler can fail only where one is used
    seats = options.seats or rng.randint(5, 7)
    progressive = options.progressive or rng.random() < 0.3
    side_bets = ["six_card_bonus", *(["progressive"] if progressive else [])]
    # players: at least one; room for an empty seat when a card must slip to one, and two when one slips between
    need_empty = kind == "card_to_empty_seat"
    need_two = kind in ("card_to_wrong_seat", "two_player_cards_exposed")
    top = seats - 1 if need_empty else seats
    n_players = rng.randint(2 if need_two else 1, max(2 if need_two else 1, top))
    chosen = sorted(rng.sample(range(1, seats + 1), n_players))
    tc = TABLE_CLASSES[options.table]
    players = [{"seat": s, "bets": _bets(rng, side_bets, tc)} for s in chosen]
    rnd = Round(
        id=f"gen-{seed}-{index}",
        seed=round_seed(seed, index),
        seats=seats,
        shuffle=shuffle,
        side_bets=side_bets,
        players=players,
        event_kind=kind,
        table_class=tc.name,
    )
    rare = None
    if options.rare_hands and kind in CARDS_STAY and rng.random() < options.rare_hands:
        rare = _rare_seat(rnd, rng, tc)
    rnd.table = _table(rnd, rng)
    if kind is not None:
        rnd.event_kind, rnd.events = _event(kind, rnd, rng)
    if rare is not None and rnd.rare_seat is not None:
        rnd.deck_top, rnd.rare_hand = seeded_top(rng, rare, rnd.rare_seat, _deals(rnd), rnd.shuffle)
    _describe(rnd, index)
    return rnd


def _rare_seat(rnd: Round, rng: random.Random, tc: TableClass) -> str:
    """Choose the rare hand and its seat, and give the seat (and the table) the bet it is paid on."""
    rare = rng.choice(RARE_HANDS)
    player = rng.choice(rnd.players)
    rnd.rare_seat = player["seat"]
    bet = rnd.rare_bet = needs_bet(rare)
    if bet == "progressive" and bet not in rnd.side_bets:
        rnd.side_bets.append(bet)
    if bet is not None and bet not in player["bets"]:
        player["bets"][bet] = _amount(rng, bet, tc)
    return rare


def _amount(rng: random.Random, kind: str, tc: TableClass) -> int:
    low, high = tc.limits[kind]
    return draw_bet(rng, low, high, tc.chips)


def _bets(rng: random.Random, side_bets: Sequence[str], tc: TableClass) -> dict[str, int]:
    bets: dict[str, int] = {}
    if rng.random() < 0.9:
        bets["ante"] = _amount(rng, "ante", tc)
    if rng.random() < 0.45 or not bets:
        bets["pair_plus"] = _amount(rng, "pair_plus", tc)
    for side in side_bets:
        if rng.random() < 0.3:
            bets[side] = _amount(rng, side, tc)
    return bets


def _table(rnd: Round, rng: random.Random) -> dict[str, Any]:
    table: dict[str, Any] = {
        "class": rnd.table_class,
        "seats": rnd.seats,
        "shuffle": "hand" if rnd.shuffle == "hand" else "machine",
        "side_bets": rnd.side_bets,
        "limits": {
            k: {"min": lo, "max": hi}
            for k, (lo, hi) in TABLE_CLASSES[rnd.table_class].limits.items()
            if k in ("ante", "pair_plus") or k in rnd.side_bets
        },
        "cut": rng.randint(1, 51),
    }
    if rnd.shuffle != "hand":
        table["packet"] = 3 if rnd.shuffle == "three-card" else 1
    if rnd.event_kind == "shuffler_failure_persistent":
        answer = rng.choice(("spare", "shoe", "none"))
        table["spare_shuffler"] = answer == "spare"
        table["shoe_available"] = answer != "none"
    table["seed"] = rnd.seed % 2**31
    return table


def _deals(rnd: Round) -> list[str]:
    """The places the reference dealer deals to, in order (A11.1–A11.4): one ``deal`` action each."""
    seats = [str(Place.at_seat(p["seat"])) for p in rnd.players]
    jackpot = any("progressive" in p["bets"] for p in rnd.players)
    if rnd.shuffle == "hand":
        return seats * 3 + ["dealer"] * 3 + (["community"] * 2 if jackpot else [])
    if rnd.shuffle == "one-card":
        return [s for s in seats for _ in range(3)] + ["dealer"] * 3 + (["community"] * 2 if jackpot else [])
    return [*seats, "dealer", *(["community"] if jackpot else [])]


def _event(kind: str, rnd: Round, rng: random.Random) -> tuple[str, list[Event]]:
    """The event(s) of one irregularity of ``kind``, and the kind they make (a late bet needs a bet not yet
    placed: where every player has every bet, one of them places the Pair Plus or the Six Card Bonus late instead of
    in time — never the bet a rare hand is paid on)."""
    deals = _deals(rnd)
    seat_deals = [n for n, place in enumerate(deals, 1) if Place.parse(place).is_seat]
    betting = [p["seat"] for p in rnd.players]
    if kind == "dealer_card_exposed":
        return kind, [CardExposed(target=Place.DEALER, card=rng.randint(1, 3))]
    if kind == "player_card_exposed":
        return kind, [CardExposed(target=Place.at_seat(rng.choice(betting)), card=rng.randint(1, 3))]
    if kind == "two_player_cards_exposed":
        a, b = rng.sample(betting, 2)
        return kind, [
            CardExposed(target=Place.at_seat(a), card=rng.randint(1, 3)),
            CardExposed(target=Place.at_seat(b), card=rng.randint(1, 3)),
        ]
    if kind == "card_to_empty_seat":
        empty = [s for s in range(1, rnd.seats + 1) if s not in betting]
        return kind, [CardSlips(at=rng.choice(seat_deals), to=Place.at_seat(rng.choice(empty)))]
    if kind == "card_to_wrong_seat":
        at = rng.choice(seat_deals)
        meant = Place.parse(deals[at - 1]).seat
        slip = Place.at_seat(rng.choice([s for s in betting if s != meant]))
        return kind, [CardSlips(at=at, to=slip)]
    if kind.startswith("shuffler_failure"):
        persistent = kind.endswith("persistent")
        return kind, [ShufflerFailure(at=rng.randint(1, len(deals)), persistent=persistent)]
    if kind == "late_bet":
        room = [(p, b) for p in rnd.players for b in ("pair_plus", "ante", *rnd.side_bets) if b not in p["bets"]]
        if not room:  # every player has every bet (Ante included): one of them is late with a bet that needs none
            keep = (rnd.rare_seat, rnd.rare_bet)
            late = [(p, b) for p in rnd.players for b in ("pair_plus", "six_card_bonus") if (p["seat"], b) != keep]
            player, bet = rng.choice(late)
            amount = player["bets"].pop(bet)
            return kind, [LateBet(at=rng.randint(1, len(deals)), seat=player["seat"], bet=BetKind(bet), amount=amount)]
        player, bet = rng.choice(room)
        at = rng.randint(1, len(deals))
        tc = TABLE_CLASSES[rnd.table_class]
        return kind, [LateBet(at=at, seat=player["seat"], bet=BetKind(bet), amount=_amount(rng, bet, tc))]
    conduct = ConductKind(kind.split(":", 1)[1])
    return kind, [PlayerConduct(at=rng.randint(0, len(deals)), seat=rng.choice(betting), conduct=conduct)]


def titles(rnd: Round, number: int) -> tuple[str, str]:
    """The title of ``rnd`` (English, Traditional Chinese) as round ``number`` of those dealt: the file's own
    title counts from its index; Deal me rounds counts the rounds it has dealt (one count on the page)."""
    how_en, how_zh = TITLE_WORDS[rnd.shuffle]
    return (
        f"Generated round {number}: {len(rnd.players)} of {rnd.seats} seats, {how_en}",
        f"自動產生的牌局 {number}：{rnd.seats}門中{len(rnd.players)}門投注，{how_zh}",
    )


def _describe(rnd: Round, index: int) -> None:
    how_en, how_zh = SHUFFLE_WORDS[rnd.shuffle]
    rnd.title = titles(rnd, index + 1)
    lines_en, lines_zh = [], []
    for p in rnd.players:
        en = ", ".join(f"{BET_WORDS[k][0]} {v}" for k, v in p["bets"].items())
        zh = "、".join(f"{BET_WORDS[k][1]} {v}" for k, v in p["bets"].items())
        lines_en.append(f"Seat {p['seat']}: {en}.")
        lines_zh.append(f"第{p['seat']}門：{zh}。")
    deal_en, deal_zh, (clause, clause_zh) = DEALING_WORDS[rnd.shuffle]
    rnd.briefing = (
        f"Shuffled {how_en}: {deal_en} ({clause}). Settle and pay the round as the regulation requires; make any "
        "call the table needs.\n" + "\n".join(lines_en),
        f"{how_zh}：{deal_zh}（{clause_zh}）。按規則結算及派彩；如有需要，作出相應裁定。\n" + "\n".join(lines_zh),
    )
    clauses = {
        Clause.A8,
        Clause.A9_2 if rnd.shuffle == "hand" else Clause.A9_3,
        Clause.A11_1 if rnd.shuffle == "hand" else Clause.A11_2,
    }
    clauses |= {Clause.A13_2, Clause.A13_3}
    if any("pair_plus" in p["bets"] for p in rnd.players):
        clauses.add(Clause.A16_1)
    if any("six_card_bonus" in p["bets"] for p in rnd.players):
        clauses |= {Clause.A14, Clause.A16_2}
    if any("progressive" in p["bets"] for p in rnd.players):
        clauses |= {Clause.A11_3, Clause.A15_1, Clause.A16_3}
    if rnd.shuffle == "three-card" and Clause.A11_3 in clauses:
        clauses.add(Clause.A11_4)
    skills = ["dealing", "payouts", "procedure"]
    if rnd.event_kind is not None:
        clauses |= set(CLAUSES[rnd.event_kind])
        skills.insert(1, "irregularities")
    rnd.clauses = sorted(clauses, key=lambda c: tuple(int(x) for x in c[1:].split(".")))
    rnd.skills = skills
    rnd.difficulty = min(5, 1 + (rnd.event_kind is not None) * 2 + (len(rnd.players) >= 5) + (Clause.A15_1 in clauses))


# ------------------------------------------------------------------------------------------------- TOML


def to_data(rnd: Round) -> dict[str, Any]:
    """The round as the data of a scenario file (docs/scenarios.md)."""
    data: dict[str, Any] = {
        "id": rnd.id,
        "difficulty": rnd.difficulty,
        "skills": rnd.skills,
        "clauses": rnd.clauses,
        "title": {"en": rnd.title[0], "zh-Hant": rnd.title[1]},
        "briefing": {"en": rnd.briefing[0], "zh-Hant": rnd.briefing[1]},
        "table": rnd.table,
        "players": [{"seat": p["seat"], "bets": p["bets"]} for p in rnd.players],
        "deck": {**({"top": rnd.deck_top} if rnd.deck_top else {}), "seed": rnd.seed % 2**31},
    }
    if rnd.events:
        data["events"] = [e.to_data() for e in rnd.events]
    return data


def to_toml(rnd: Round) -> str:
    """The round as a scenario file (the same format trainers write; ``trainer validate`` checks it)."""
    header = [
        "#:schema ./scenario.schema.json",
        f"# Made by `trainer generate` (round seed {rnd.seed}); edit freely, it is an ordinary scenario.",
    ]
    return dumps(to_data(rnd), header)
