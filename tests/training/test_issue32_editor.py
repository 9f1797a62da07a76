"""Issue 32, item 17 (b): choosing one seat's cards in the scenario editor fixes only that seat's cards. The slots
left to chance before the chosen ones are written ``"?"`` in ``deck.top`` (docs/scenarios.md), and the engine deals
the chosen cards where they were chosen and the free ones from the deck's seed."""

from __future__ import annotations

import random
import tomllib

from trainer.engine.cards import Deck, parse_card
from trainer.engine.procedure import solve
from trainer.training.editor import Draft
from trainer.training.scenario import FREE_CARD, deck_order, load_scenario, validate_file

SEAT_4 = ["As", "Kd", "Qh"]


def _two_seats_by_hand() -> Draft:
    d = Draft.empty("seat_four_fixed")
    d.set("title", {"en": "Seat 4's cards", "zh-Hant": "第4門的紙牌"})
    d.set("briefing", {"en": "Deal by hand.", "zh-Hant": "人手派牌。"})
    d.set_bet(1, "ante", 10)
    d.set_bet(4, "ante", 10)
    return d


def _dealt(scenario_path) -> dict[int, list[str]]:
    """Each seat's cards as the reference dealer deals them from the saved file (played to the dealer's cards)."""
    r = load_scenario(scenario_path).round()
    for action in solve(load_scenario(scenario_path).round()):
        r.apply(action)
        if len(r.dealer_cards()) == 3:
            break
    return {n: [slot.card.text for slot in s.cards] for n, s in r.seats.items()}


def test_a11_1_fixing_seat_4_leaves_seat_1_random_in_the_saved_file(tmp_path):
    d = _two_seats_by_hand()
    for i, card in enumerate(SEAT_4):
        d.pick("seat:4", i, card)
    # by hand (A11.1) one card per deal, seat 1 then seat 4: seat 1's positions are free, not fixed
    assert d.top() == [FREE_CARD, "As", FREE_CARD, "Kd", FREE_CARD, "Qh"]
    path = d.save(tmp_path / "seat_four_fixed.toml")
    assert tomllib.loads(path.read_text(encoding="utf-8"))["deck"]["top"] == ["?", "As", "?", "Kd", "?", "Qh"]
    assert validate_file(path) == []

    reloaded = Draft.from_file(path)
    assert reloaded.fixed == {("seat:4", 0): "As", ("seat:4", 1): "Kd", ("seat:4", 2): "Qh"}
    assert not [key for key in reloaded.fixed if key[0] == "seat:1"]  # seat 1 shows "random" again

    cards = _dealt(path)
    assert cards[4] == SEAT_4  # the engine deals the chosen cards where they were chosen
    assert len(cards[1]) == 3 and not set(cards[1]) & set(SEAT_4)
    # what the editor shows for the random slots is what the engine deals
    shown = reloaded.dealt()
    assert [shown[("seat:1", i)] for i in range(3)] == cards[1]


def test_a11_1_the_free_cards_follow_the_seed_and_the_chosen_ones_stay(tmp_path):
    d = _two_seats_by_hand()
    for i, card in enumerate(SEAT_4):
        d.pick("seat:4", i, card)
    first = [d.dealt()[("seat:1", i)] for i in range(3)]
    d.reshuffle_rest(99)
    assert d.top() == [FREE_CARD, "As", FREE_CARD, "Kd", FREE_CARD, "Qh"]
    assert [d.dealt()[("seat:1", i)] for i in range(3)] != first
    path = d.save(tmp_path / "seat_four_fixed.toml")
    cards = _dealt(path)
    assert cards[4] == SEAT_4
    assert cards[1] == [d.dealt()[("seat:1", i)] for i in range(3)]


def test_a11_2_a_choice_taken_back_frees_its_position_and_trailing_free_positions_go():
    d = _two_seats_by_hand()
    d.set_shuffle("one-card")  # a machine, one card at a time (A11.2): seat 1's three cards, then seat 4's
    d.pick("seat:1", 1, "2c")
    d.pick("seat:4", 0, "Ah")
    assert d.top() == [FREE_CARD, "2c", FREE_CARD, "Ah"]
    d.pick("seat:4", 0, None)
    assert d.top() == [FREE_CARD, "2c"]
    d.pick("seat:1", 1, None)
    assert d.get("deck", "top") is None


def test_a_deck_without_free_positions_is_laid_out_as_before():
    top = ["Kc", "Ac", "8h"]
    assert deck_order(top, 23) == Deck.ordered(tuple(parse_card(c) for c in top), random.Random(23)).cards
    shoe = deck_order(["?", "Ac", "?"], 23)
    assert len(shoe) == 52 and len(set(shoe)) == 52 and shoe[1].text == "Ac"
    assert len(deck_order(["?"] * 60, 1)) == 52  # more free positions than cards: the shoe is still the 52
