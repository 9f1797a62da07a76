"""Hand-built TableViews for the GUI tests."""

from __future__ import annotations

from trainer.engine.cards import parse_card
from trainer.engine.view import CardView, SeatView, TableView


def cards(text: str, face_up: bool = False, **flags: bool) -> tuple[CardView, ...]:
    return tuple(CardView(parse_card(t), face_up=face_up, **flags) for t in text.split())


def full_table(n_seats: int = 7, progressive: bool = True) -> TableView:
    """Seven seats mid-round: bets, some decisions, some paid bets, an exposed and a dead card."""
    seats = []
    hands = ["As Kd 7c", "2h 2d 9s", "Qh Jh Th", "5c 6d 8h", "Ks Kc 3d", "4s 4h 4d", "9c Tc Jd"]
    for i in range(n_seats):
        n = i + 1
        bets = {"ante": 25 * n, "pair_plus": 10 * n if n % 2 else 0}
        if progressive:
            bets["six_card_bonus"] = 5 if n in (1, 3, 6) else 0
            bets["progressive"] = 5 if n in (2, 3, 5, 7) else 0
        bets = {k: v for k, v in bets.items() if v}
        decision = {2: "fold", 3: "play", 5: "play"}.get(n)
        if decision == "play":
            bets["play"] = bets["ante"]
        hand = cards(hands[i % len(hands)], face_up=n in (3, 5))
        if n == 4:
            hand = (CardView(hand[0].card, face_up=True, exposed=True), *hand[1:])
        seat = SeatView(
            seat=n,
            occupied=n != 6,
            bets=bets if n != 6 else {},
            paid={"ante": 75, "play": 75, "ante_bonus": 375} if n == 3 else {},
            settled={"ante": "pay"} if n == 3 else {},
            cards=tuple(CardView(c.card, dead=True) for c in hand) if n == 6 else hand,
            decision=decision,
            revealed=n in (3, 5),  # turned face up by the dealer (A13)
            hand={3: "straight_flush", 5: "pair"}.get(n),
            side_hands={"six_card_bonus": "", "progressive": "royal_flush"} if n == 3 and progressive else {},
        )
        seats.append(seat)
    return TableView(
        seats=tuple(seats),
        dealer_cards=cards("Qs 8d 3c", face_up=True),
        community_cards=cards("Ah Kh", face_up=True) if progressive else (),
        discard_count=4,
        shoe_count=52 - 3 * n_seats - 5,
        method="manual",
        progressive_offered=progressive,
        progressive_pool=268450,
        side_bets_offered=("six_card_bonus", "progressive") if progressive else (),
        phase="payout",
        step=40,
    )
