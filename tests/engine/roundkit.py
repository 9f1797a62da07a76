"""Helpers to build rounds by hand for the procedure and grading tests."""

from __future__ import annotations

import random

from trainer.engine.cards import Deck, parse_cards
from trainer.engine.events import CardExposed, CardSlips, LateBet, PlayerConduct, ShufflerFailure
from trainer.engine.kinds import BetKind, ConductKind
from trainer.engine.places import Place
from trainer.engine.procedure import solve
from trainer.engine.round import Round
from trainer.engine.setup import PlayerSetup, RoundSetup, TableSetup


def make_setup(top: str, players, *, events=(), seed: int = 7, **table) -> RoundSetup:
    deck = Deck.ordered(parse_cards(top.split()), random.Random(seed)).cards
    ps = tuple(p if isinstance(p, PlayerSetup) else PlayerSetup(*p) for p in players)
    return RoundSetup(TableSetup(**table), ps, deck, tuple(events))


def reference(setup: RoundSetup) -> list[dict]:
    return [a.to_json() for a in solve(Round(setup))]


def play(setup: RoundSetup, log) -> Round:
    r = Round(setup)
    for a in log:
        r.apply(a)
    return r


__all__ = [
    "BetKind",
    "CardExposed",
    "CardSlips",
    "ConductKind",
    "LateBet",
    "Place",
    "PlayerConduct",
    "PlayerSetup",
    "ShufflerFailure",
    "make_setup",
    "play",
    "reference",
]
