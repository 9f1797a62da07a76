"""The compiled settler (trainer/engine/_csettle.c) against the Python path of ``trainer settle``.

Whatever the compiled settler settles, it must print exactly what the Python path prints; whatever it does not
take (``None``) goes to the Python path, which reports problems. So these tests check two things: equal text on
every round it takes, including every spelling and layout JSON allows, and that it takes nothing the Python path
would refuse, on hand-made refusals and on randomly damaged files.
"""

from __future__ import annotations

import itertools
import json
import os
import pathlib
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cli import UsageError
from trainer.commands import settle as command
from trainer.engine import compiled
from trainer.engine.cards import ALL_CARDS, SUIT_CHARS, Card
from trainer.engine.hands import best_five_strength, three_card_value
from trainer.engine.paytables import DEFAULT_PROGRESSIVE_FIXED
from trainer.engine.samples import random_round, random_rounds

C = compiled._MODULE


def test_the_compiled_settler_is_built() -> None:
    assert compiled.available(), (
        "trainer/engine/_csettle.c was not built: `make venv` builds it with a C compiler and Python's headers "
        "(Debian: apt-get install gcc python3-dev), then `pip install -e .` again"
    )


def _pairs(cards: tuple[Card, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((c.rank, SUIT_CHARS.index(c.suit)) for c in cards)


def test_a7_1_three_card_values_equal_hands_py_for_every_hand_in_every_order() -> None:
    assert C is not None
    for combo in itertools.combinations(ALL_CARDS, 3):
        expected = three_card_value(combo)
        for order in ((0, 1, 2), (2, 1, 0), (1, 2, 0)):
            hand = tuple(combo[i] for i in order)
            assert C.three_value(_pairs(hand)) == expected, hand


@settings(max_examples=3000, deadline=None)
@given(st.integers(5, 7).flatmap(lambda n: st.lists(st.sampled_from(ALL_CARDS), min_size=n, max_size=n, unique=True)))
def test_a7_2_a7_3_five_card_strength_equals_hands_py(cards: list[Card]) -> None:
    assert C is not None
    assert C.five_strength(_pairs(tuple(cards))) == best_five_strength(cards)


def test_a7_2_a7_3_five_card_strength_equals_hands_py_on_every_flush_and_run() -> None:
    """Every five cards of one suit, and every run in mixed suits, where a mistake would hide."""
    assert C is not None
    for suit in SUIT_CHARS:
        ranks_of_suit = [c for c in ALL_CARDS if c.suit == suit]
        for five in itertools.combinations(ranks_of_suit, 5):
            assert C.five_strength(_pairs(five)) == best_five_strength(five)
    for top in range(5, 15):
        ranks = [14 if r == 1 else r for r in range(top - 4, top + 1)]
        for suits in itertools.product(range(4), repeat=5):
            five = tuple(Card(r, SUIT_CHARS[s]) for r, s in zip(ranks, suits, strict=True))
            assert C.five_strength(_pairs(five)) == best_five_strength(five)


def _python(data: bytes) -> str | tuple[str, ...]:
    """What the Python path prints, or its problem lines."""
    try:
        return command.printed(json.loads(data.decode("utf-8-sig")))
    except UsageError as exc:
        return exc.lines


def _agree(data: bytes, *, taken: bool | None = None) -> None:
    out = compiled.settle_array(data)
    if taken is not None:
        assert (out is not None) == taken, data[:300]
    if out is not None:
        assert out.decode("ascii") == _python(data)


def test_a13_a16_two_thousand_generated_rounds_print_the_same() -> None:
    rounds = random_rounds(random.Random(20251030), 1500) + random_rounds(random.Random(7), 500, progressive_rate=1.0)
    _agree(json.dumps(rounds).encode(), taken=True)


def _rich_round(rng: random.Random, seats: int) -> dict[str, Any]:
    """A round dealt from the tens to the aces of two or three suits: flushes, straight flushes and royal
    flushes come often, for the Progressive's order and amounts (A15.3-A15.6, Readings 3 and 4)."""
    suits = rng.sample(SUIT_CHARS, rng.choice((2, 3)))
    low = 14 - (3 * seats + 5 + len(suits) - 1) // len(suits) + 1
    deck = [Card(r, s).text for r in range(max(2, low), 15) for s in suits]
    rng.shuffle(deck)
    out = random_round(rng, seats=seats, progressive_rate=1.0, pool=rng.choice((0, 9, 50_000, 2_000_000)))
    for i, seat in enumerate(out["seats"]):
        seat["cards"] = deck[3 * i : 3 * i + 3]
    at = 3 * seats
    out["dealer"] = deck[at : at + 3]
    out["community"] = deck[at + 3 : at + 5]
    return out


@settings(max_examples=250, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 7))
def test_a15_a16_3_progressive_order_and_amounts_print_the_same(rng: random.Random, seats: int) -> None:
    _agree(json.dumps([_rich_round(rng, seats) for _ in range(5)]).encode(), taken=True)


def test_a15_5_royal_after_every_straight_flush_prints_the_same() -> None:
    fixed = {h.value: v for h, v in DEFAULT_PROGRESSIVE_FIXED.items()}
    rnd = {
        "dealer": ["2c", "3d", "4h"],
        "seats": [
            {"seat": 5, "cards": ["9s", "8s", "7s"], "bets": {"pair_plus": 5, "progressive": 1}},
            {"seat": 2, "cards": ["Ah", "Kh", "Qh"], "bets": {"pair_plus": 5, "progressive": 1}},
            {"seat": 7, "cards": ["Js", "5h", "5d"], "bets": {"ante": 5, "play": 5, "progressive": 1}},
            {"seat": 1, "cards": ["Ks", "Kd", "Kc"], "bets": {"ante": 5, "play": 5, "progressive": 1}},
        ],
        "community": ["Jh", "Th"],
        "progressive": {"pool": 321_987, "seed": 100_000, "fixed": fixed},
    }
    rnd["seats"][0]["cards"] = ["9h", "8h", "7h"]  # with Jh Th: a straight flush at seat 5, the royal at seat 2
    _agree(json.dumps([rnd]).encode(), taken=True)
    out = json.loads(compiled.settle_array(json.dumps([rnd]).encode()) or b"null")
    assert out[0]["progressive"]["paid_order"] == [5, 2]


_FIXED = {h.value: v for h, v in DEFAULT_PROGRESSIVE_FIXED.items()}
_WINNERS = {  # with the community cards Jh Th
    "flush": ["2h", "3h", "5h"],
    "straight_flush": ["9h", "8h", "7h"],
    "royal_flush": ["Ah", "Kh", "Qh"],
    "full_house": ["Js", "Jd", "Ts"],
}


@pytest.mark.parametrize(
    ("seats", "order"),
    [
        ({1: "flush", 3: "straight_flush", 4: "royal_flush", 6: "full_house"}, [1, 3, 4, 6]),
        ({1: "flush", 4: "royal_flush", 5: "full_house", 6: "straight_flush"}, [1, 5, 6, 4]),
        ({2: "royal_flush", 5: "full_house"}, [2, 5]),
        ({7: "royal_flush", 1: "full_house", 3: "flush"}, [1, 3, 7]),
    ],
)
def test_a15_3_a15_5_reading_4_paid_order_prints_the_same(seats: dict[int, str], order: list[int]) -> None:
    rnd = {
        "dealer": ["2c", "3d", "4s"],
        "seats": [
            {"seat": n, "cards": _WINNERS[hand], "bets": {"pair_plus": 5, "progressive": 5}}
            for n, hand in seats.items()
        ],
        "community": ["Jh", "Th"],
        "progressive": {"pool": 987_654, "seed": 100_000, "fixed": _FIXED},
    }
    data = json.dumps([rnd]).encode()
    _agree(data, taken=True)
    assert json.loads(compiled.settle_array(data) or b"null")[0]["progressive"]["paid_order"] == order


# --------------------------------------------------------------------------------------- spellings, layout


@settings(max_examples=120, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_layout_and_spelling_json_allows_is_taken_and_prints_the_same(rng: random.Random) -> None:
    rounds = random_rounds(rng, 4)

    def shuffled(value: Any) -> Any:
        if isinstance(value, dict):
            items = list(value.items())
            rng.shuffle(items)
            return {k: shuffled(v) for k, v in items}
        if isinstance(value, list):
            return [shuffled(v) for v in value]
        if isinstance(value, str) and len(value) == 2:  # a card: any case, 10 for T
            text = value.replace("T", "10") if rng.random() < 0.5 else value
            return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in text)
        return value

    text = json.dumps(
        shuffled(rounds),
        indent=rng.choice([None, 0, 1, 4, "\t"]),
        separators=rng.choice([(",", ":"), (", ", ": "), (" ,\r\n", " :\t")]),
    )
    data = (b"\xef\xbb\xbf" if rng.random() < 0.2 else b"") + b"\n \t" + text.encode() + b"\r\n "
    _agree(data, taken=True)


def test_an_empty_array_prints_an_empty_array() -> None:
    assert compiled.settle_array(b" [ ] \n") == b"[]\n" == _python(b"[]").encode()


# ------------------------------------------------------------------------------------------------ refusals

_GOOD = random_round(random.Random(3), seats=3, progressive_rate=1.0)


def _edited(edit: Any) -> bytes:
    rnd = json.loads(json.dumps(_GOOD))
    edit(rnd)
    return json.dumps([_GOOD, rnd]).encode()


def _set(path: str, value: Any) -> Any:
    def edit(rnd: dict[str, Any]) -> None:
        *where, last = path.split(".")
        target: Any = rnd
        for part in where:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value

    return edit


def _drop(path: str) -> Any:
    def edit(rnd: dict[str, Any]) -> None:
        *where, last = path.split(".")
        target: Any = rnd
        for part in where:
            target = target[int(part)] if part.isdigit() else target[part]
        del target[last]

    return edit


REFUSED_AND_REPORTED = {
    "A12.2 play not equal to the ante": _set("seats.0.bets.play", 7),
    "A12.2 a seat with an ante neither plays nor folds": _drop("seats.0.bets.play"),
    "A12.2 a folded seat with a play bet": _set("seats.0.folded", True),
    "A12.2 folding without an ante": lambda r: r["seats"][1].update(folded=True, bets={"pair_plus": 5}),
    "A4.2 a side bet without a base bet": _set("seats.1.bets", {"six_card_bonus": 5}),
    "a zero bet": _set("seats.0.bets.ante", 0),
    "a negative bet": _set("seats.2.bets.pair_plus", -5),
    "a bet as a float": _set("seats.0.bets.progressive", 1.0),
    "a bet as text": _set("seats.0.bets.progressive", "1"),
    "a bet as true": _set("seats.0.bets.progressive", True),
    "no bets": _set("seats.0.bets", {}),
    "an unknown bet": _set("seats.0.bets.insurance", 5),
    "an unknown seat field": _set("seats.0.colour", "red"),
    "an unknown round field": _set("table", 3),
    "A5.2 seat 0": _set("seats.0.seat", 0),
    "A5.2 seat 8": _set("seats.0.seat", 8),
    "A5.2 a seat twice": lambda r: r["seats"][1].update(seat=r["seats"][0]["seat"]),
    "a seat number as text": _set("seats.0.seat", "1"),
    "folded as text": _set("seats.0.folded", "yes"),
    "A2.1 a card twice": lambda r: r["seats"][0]["cards"].__setitem__(0, r["dealer"][0]),
    "A2.1 a community card in a hand": lambda r: r["seats"][2]["cards"].__setitem__(2, r["community"][1]),
    "not a card": _set("dealer.1", "1x"),
    "a card as a number": _set("dealer.1", 10),
    "A11.1 two dealer cards": lambda r: r["dealer"].pop(),
    "A11.1 four cards to a seat": lambda r: r["seats"][0]["cards"].append("Xx"),
    "A11.3 one community card": lambda r: r["community"].pop(),
    "A11.3 no community cards with a Progressive bet": _drop("community"),
    "A16.3 no Progressive configuration with a Progressive bet": _drop("progressive"),
    "A16.3 a fixed amount missing": lambda r: r["progressive"]["fixed"].pop("flush"),
    "A16.3 an unknown fixed amount": _set("progressive.fixed.two_pair", 5),
    "a negative pool": _set("progressive.pool", -1),
    "the seed as a float": _set("progressive.seed", 1e5),
    "no seats": _set("seats", []),
    "seats as an object": _set("seats", {}),
    "no dealer": _drop("dealer"),
    "community as null": _set("community", None),
}


@pytest.mark.parametrize("edit", REFUSED_AND_REPORTED.values(), ids=REFUSED_AND_REPORTED.keys())
def test_what_the_python_path_refuses_is_never_settled_by_the_compiled_settler(edit: Any) -> None:
    data = _edited(edit)
    assert isinstance(_python(data), tuple), "the Python path was expected to report a problem"
    assert compiled.settle_array(data) is None


def _all_bets(amount: int) -> bytes:
    rnd = json.loads(json.dumps(_GOOD))
    for seat in rnd["seats"]:
        seat["bets"] = dict.fromkeys(seat["bets"], amount)
    return json.dumps([rnd]).encode()


VALID_BUT_LEFT_TO_PYTHON = {
    "a single round, not an array": json.dumps(_GOOD).encode(),
    "an escape in a key": json.dumps([_GOOD]).replace('"dealer"', '"\\u0064ealer"').encode(),
    "bets of sixteen digits": _all_bets(10**15),
    "a card with spaces around": json.dumps([_GOOD])
    .replace(f'"{_GOOD["dealer"][1]}"', f'" {_GOOD["dealer"][1]} "')
    .encode(),
    "a key given twice": json.dumps([_GOOD]).replace('"seats": ', '"seats": [], "seats": ').encode(),
}


@pytest.mark.parametrize("data", VALID_BUT_LEFT_TO_PYTHON.values(), ids=VALID_BUT_LEFT_TO_PYTHON.keys())
def test_valid_but_unusual_files_are_left_to_the_python_path(data: bytes) -> None:
    assert isinstance(_python(data), str), "the Python path was expected to settle this"
    assert compiled.settle_array(data) is None


def test_a_bet_of_fifteen_digits_times_the_top_odds_prints_the_same() -> None:
    big = 10**15 - 1
    rnd = json.loads(_all_bets(big))[0]
    rnd["progressive"]["pool"] = big
    rnd["progressive"]["fixed"] = dict.fromkeys(rnd["progressive"]["fixed"], big)
    _agree(json.dumps([rnd]).encode(), taken=True)


BROKEN_JSON = {
    "a trailing comma in the array": b'[{"dealer": ["2c","3c","4c"], "seats": []},]',
    "text after the array": json.dumps([_GOOD]).encode() + b" x",
    "a second array": json.dumps([_GOOD]).encode() + b"[]",
    "a leading zero": json.dumps([_GOOD]).replace('"seed": 1', '"seed": 01').encode(),
    "a leading zero in two digits": json.dumps([_GOOD]).replace('"seat": ', '"seat": 0', 1).encode(),
    "a minus sign": json.dumps([_GOOD]).replace('"pool": ', '"pool": -', 1).encode(),
    "NaN": json.dumps([_GOOD]).replace('"pool": ', '"pool": NaN, "x": ').encode(),
    "a missing colon": json.dumps([_GOOD]).replace('"dealer": ', '"dealer" ').encode(),
    "a missing comma": json.dumps([_GOOD]).replace(', "bets"', ' "bets"', 1).encode(),
    "an unclosed array": json.dumps([_GOOD]).encode()[:-1],
    "an unclosed string": json.dumps([_GOOD]).encode()[:40],
    "a control character in a string": json.dumps([_GOOD]).replace('"seat"', '"se\tat"', 1).encode(),
    "empty": b"",
    "only white space": b" \n",
}


@pytest.mark.parametrize("data", BROKEN_JSON.values(), ids=BROKEN_JSON.keys())
def test_broken_json_is_left_to_the_python_path_which_reports_it(data: bytes) -> None:
    assert compiled.settle_array(data) is None


_NOISE = [
    b"",
    b" ",
    b",",
    b":",
    b"[",
    b"]",
    b"{",
    b"}",
    b'"',
    b"0",
    b"1",
    b"-",
    b".",
    b"e",
    b"\\",
    b"10",
    b"x",
    b"true",
    b"null",
    b'"ante"',
    b'"play"',
    b'"folded"',
    b'"As"',
]


@settings(max_examples=1000, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 4))
def test_randomly_damaged_files_are_either_left_to_python_or_print_the_same(rng: random.Random, edits: int) -> None:
    """Whatever bytes are changed, the compiled settler never settles what the Python path would not, and
    never settles anything differently."""
    data = bytearray(json.dumps(random_rounds(rng, 2), separators=rng.choice([(",", ":"), (", ", ": ")])).encode())
    for _ in range(edits):
        at = rng.randrange(len(data))
        span = rng.randrange(0, 4)
        data[at : at + span] = rng.choice(_NOISE)
    try:
        expected = _python(bytes(data))
    except (ValueError, RecursionError):  # not JSON at all: the command reports that before settling
        expected = ("not JSON",)
    out = compiled.settle_array(bytes(data))
    if out is not None:
        assert out.decode("ascii") == expected


_VALUES: list[Any] = [0, 1, -1, 5, 7, 2.5, True, False, None, "As", "10h", "kD", "x", [], {}, 10**15 - 1, 10**15]


def _places(value: Any) -> list[Any]:
    """Every object and array inside ``value``, itself included."""
    out = [value]
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for child in children:
        if isinstance(child, dict | list):
            out.extend(_places(child))
    return out


@settings(max_examples=600, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 3))
def test_randomly_changed_values_are_either_left_to_python_or_print_the_same(rng: random.Random, edits: int) -> None:
    """Well-formed JSON with values changed, dropped or added anywhere (cards, bets, seats, the pool ...):
    the same rule as for damaged bytes."""
    rounds = random_rounds(rng, 2, progressive_rate=0.7)
    for _ in range(edits):
        place = rng.choice(_places(rounds))
        if isinstance(place, dict):
            kind = rng.random()
            if kind < 0.2 and place:
                del place[rng.choice(sorted(place))]
            elif kind < 0.3:
                place[rng.choice(["x", "folded", "play", "community", "seed"])] = rng.choice(_VALUES)
            elif place:
                place[rng.choice(sorted(place))] = rng.choice(_VALUES)
        elif place:
            if rng.random() < 0.2:
                place.pop(rng.randrange(len(place)))
            else:
                place[rng.randrange(len(place))] = rng.choice([*_VALUES, rng.choice(ALL_CARDS).text])
    data = json.dumps(rounds).encode()
    out = compiled.settle_array(data)
    if out is not None:
        assert out.decode("ascii") == _python(data)


def test_the_command_prints_the_same_with_the_compiled_settler_and_without(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "rounds.json"
    path.write_text(json.dumps(random_rounds(random.Random(11), 300)), encoding="utf-8")
    trainer = str(pathlib.Path(sys.executable).with_name("trainer"))
    outs = []
    for python_only in ("0", "1"):
        env = {**os.environ, "TRAINER_SETTLE_PYTHON": python_only}
        for args, stdin in ((["settle", str(path)], None), (["settle", "-"], path.read_bytes())):
            proc = subprocess.run([trainer, *args], input=stdin, capture_output=True, env=env, timeout=60)
            assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
            outs.append(proc.stdout)
    assert len(json.loads(outs[0])) == 300
    assert outs.count(outs[0]) == 4


def test_a_file_cut_short_anywhere_is_left_to_the_python_path() -> None:
    """Every prefix of a file of rounds is broken JSON (reading past the end would show here, and under the
    address sanitizer); only the whole file is settled."""
    data = json.dumps(random_rounds(random.Random(5), 3, progressive_rate=1.0)).encode()
    for end in range(len(data)):
        assert compiled.settle_array(data[:end]) is None, data[:end]
    assert compiled.settle_array(data) is not None
