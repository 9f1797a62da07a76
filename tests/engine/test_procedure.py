"""The round's phase machine and the reference dealer, clause by clause (A8–A18)."""

from __future__ import annotations

import pytest

from tests.engine.roundkit import (
    BetKind,
    CardExposed,
    CardSlips,
    ConductKind,
    LateBet,
    Place,
    PlayerConduct,
    PlayerSetup,
    ShufflerFailure,
    make_setup,
    play,
    reference,
)
from trainer.engine.actions import Collect, Cut, Pay, make_action
from trainer.engine.bets import Limit
from trainer.engine.due import Due
from trainer.engine.procedure import ProcedureError, candidates, verify, verify_deal
from trainer.engine.round import Phase, Round

# Manual: seat 1 and seat 3 get cards in turn, then the dealer's three.
CONTRACT_TOP = "9h 2c 9d 5s 4c 7d Qs 7h 3c"
CONTRACT_PLAYERS = [(1, {"ante": 100, "pair_plus": 50}, "play"), (3, {"ante": 200}, "fold")]


def contract_setup():
    return make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, cut_position=23)


def test_a8_reference_reproduces_the_contract_example_log():
    log = reference(contract_setup())
    assert log == [
        {"action": "shuffle", "method": "manual"},
        {"action": "cut", "position": 23},
        {"action": "deal", "to": "seat:1"},
        {"action": "deal", "to": "seat:3"},
        {"action": "deal", "to": "seat:1"},
        {"action": "deal", "to": "seat:3"},
        {"action": "deal", "to": "seat:1"},
        {"action": "deal", "to": "seat:3"},
        {"action": "deal", "to": "dealer"},
        {"action": "deal", "to": "dealer"},
        {"action": "deal", "to": "dealer"},
        {"action": "take", "seat": 3, "bet": "ante"},
        {"action": "collect", "seat": 3},
        {"action": "reveal", "what": "dealer"},
        {"action": "declare", "ruling": "dealer_qualifies"},
        {"action": "reveal", "what": "seat:1"},
        {"action": "pay", "seat": 1, "bet": "play", "amount": 100},
        {"action": "pay", "seat": 1, "bet": "ante", "amount": 100},
        {"action": "pay", "seat": 1, "bet": "pair_plus", "amount": 50},
        {"action": "clear"},
    ]


def test_a8_phases_follow_the_regulation_order():
    setup = contract_setup()
    r = Round(setup)
    seen = [r.phase]
    for a in reference(setup):
        r.apply(a)
        if r.phase != seen[-1]:
            seen.append(r.phase)
    assert seen == [
        Phase.SHUFFLE,
        Phase.BETTING,
        Phase.DEALING,
        Phase.DECISIONS,
        Phase.RESULTS,
        Phase.PAYOUT,
        Phase.DONE,
    ]


def test_a9_2_hand_shuffle_needs_the_cut_before_dealing():
    r = Round(contract_setup())
    r.apply({"action": "shuffle", "method": "manual"})
    with pytest.raises(ProcedureError) as exc:
        verify_deal(r, make_action("deal", to="seat:1"))
    assert exc.value.clause == "A9.2"


def test_a9_3_machine_shuffle_uses_no_cut_card():
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, method="machine")
    r = Round(setup)
    r.apply({"action": "shuffle", "method": "machine"})
    with pytest.raises(ProcedureError) as exc:
        verify(r, Cut(position=20))
    assert exc.value.clause == "A9.3"


def test_a11_1_hand_dealing_one_card_at_a_time_left_to_right_then_dealer():
    log = reference(contract_setup())
    deals = [a["to"] for a in log if a["action"] == "deal"]
    assert deals == ["seat:1", "seat:3"] * 3 + ["dealer"] * 3


def test_a11_2_machine_gives_each_seat_its_packet_in_turn():
    setup = make_setup("", [(2, {"ante": 10}, "play"), (5, {"pair_plus": 10}, "play")], method="machine")
    deals = [a["to"] for a in reference(setup) if a["action"] == "deal"]
    assert deals == ["seat:2", "seat:5", "dealer"]
    r = play(setup, reference(setup)[:2])
    assert len(r.seats[2].cards) == 3


def test_a11_2_single_card_machine_deals_each_seats_three_in_turn():
    setup = make_setup("", [(2, {"ante": 10}, "play"), (5, {"ante": 10}, "play")], method="machine", packet_size=1)
    deals = [a["to"] for a in reference(setup) if a["action"] == "deal"]
    assert deals == ["seat:2"] * 3 + ["seat:5"] * 3 + ["dealer"] * 3


def test_a11_3_two_community_cards_when_anyone_bets_the_progressive():
    setup = make_setup("", [(1, {"ante": 10, "progressive": 5}, "play"), (2, {"ante": 10}, "play")])
    log = reference(setup)
    assert [a["to"] for a in log if a["action"] == "deal"][-2:] == ["community", "community"]
    assert {"action": "reveal", "what": "community"} in log


def test_a11_4_three_card_machine_burns_the_top_card_of_the_community_packet():
    setup = make_setup("", [(1, {"ante": 10, "progressive": 5}, "play")], method="machine")
    log = reference(setup)
    i = log.index({"action": "burn"})
    assert log[i + 1] == {"action": "deal", "to": "community"}
    r = play(setup, log[: i + 2])
    assert len(r.community) == 2 and len(r.discard) == 1


def test_a11_4_missing_burn_puts_three_cards_in_the_community_area_and_voids():
    setup = make_setup("", [(1, {"ante": 10, "progressive": 5}, "play")], method="machine")
    log = reference(setup)
    i = log.index({"action": "burn"})
    r = play(setup, log[:i])
    with pytest.raises(ProcedureError) as exc:
        verify(r, make_action("deal", to="community"))
    assert exc.value.clause == "A11.4"
    r.apply(make_action("deal", to="community"))
    assert r.pending and r.pending[0].action.ruling == "void_round" and r.pending[0].clause == "A17.1.1"


def test_a11_5_cards_are_dealt_face_down():
    setup = contract_setup()
    r = play(setup, reference(setup)[:11])
    assert all(not c.view().face_up for c in r.iter_cards_on_table())


def test_a10_3_late_bet_must_be_refused():
    ev = LateBet(at=2, seat=3, bet=BetKind.PAIR_PLUS, amount=25)
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=[ev])
    log = reference(setup)
    assert log[4] == {"action": "reject_bet", "seat": 3, "bet": "pair_plus"}


def test_a10_1_over_limit_bet_is_refused_before_dealing():
    setup = make_setup(
        CONTRACT_TOP, [(1, {"ante": 100}, "play"), (3, {"ante": 5000}, "play")], limits={"ante": Limit(10, 1000)}
    )
    log = reference(setup)
    assert log[2] == {"action": "reject_bet", "seat": 3, "bet": "ante"}
    assert "seat:3" not in [a.get("to") for a in log]


def test_a4_2_side_bet_without_base_bet_is_refused():
    setup = make_setup("", [(1, {"ante": 100}, "play"), (4, {"six_card_bonus": 20}, "play")])
    log = reference(setup)
    assert {"action": "reject_bet", "seat": 4, "bet": "six_card_bonus"} in log
    assert "seat:4" not in [a.get("to") for a in log]


def test_a10_2_player_betting_two_seats_has_the_second_refused():
    players = [
        PlayerSetup(2, {"ante": 50}, "play", player="Li"),
        PlayerSetup(3, {"ante": 50}, "play", player="Li", seated=False),
    ]
    setup = make_setup("", players)
    log = reference(setup)
    assert {"action": "reject_bet", "seat": 3, "bet": "ante"} in log


def test_a12_2_play_equals_ante_and_fold_forfeits_ante():
    setup = contract_setup()
    r = play(setup, reference(setup)[:11])
    assert r.seats[1].bets["play"] == r.seats[1].bets["ante"] == 100
    assert r.seats[3].decision == "fold" and "play" not in r.seats[3].bets


def test_a12_3_folded_cards_kept_when_seat_has_pair_plus():
    setup = make_setup(CONTRACT_TOP, [(1, {"ante": 100}, "play"), (3, {"ante": 200, "pair_plus": 10}, "fold")])
    log = reference(setup)
    assert {"action": "collect", "seat": 3} not in log


def test_a12_3_collecting_a_seat_with_pair_plus_is_an_error():
    setup = make_setup(CONTRACT_TOP, [(1, {"ante": 100}, "play"), (3, {"ante": 200, "pair_plus": 10}, "fold")])
    r = play(setup, reference(setup)[:11])
    with pytest.raises(ProcedureError) as exc:
        verify(r, Collect(seat=3))
    assert exc.value.clause == "A12.3"


def test_a13_1_dealer_not_qualifying_pays_ante_and_returns_play():
    setup = make_setup("9h 2c 9d 5s 4c 7d Js 7h 3c", CONTRACT_PLAYERS)
    log = reference(setup)
    assert {"action": "declare", "ruling": "dealer_does_not_qualify"} in log
    assert {"action": "push", "seat": 1, "bet": "play"} in log
    assert {"action": "pay", "seat": 1, "bet": "ante", "amount": 100} in log


def test_a15_2_no_progressive_bet_no_community_reveal():
    log = reference(contract_setup())
    assert {"action": "reveal", "what": "community"} not in log
    r = play(contract_setup(), log[:15])
    with pytest.raises(ProcedureError) as exc:
        verify(r, make_action("reveal", what="community"))
    assert exc.value.clause == "A15.2"


def _progressive_setup():
    # Manual, seats 1, 2, 3 with progressive. Community: 9h Th. Seat 1: Jh Qh Kh (royal with Th? needs A) -> use:
    # seat 1: Ah Kh Qh + Jh Th = royal; seat 2: 8c 7c 6c... community hearts, so seat 2 needs hearts too.
    # Community Jh Th; seat 1 Ah Kh Qh (royal); seat 2 9h 8h 7h (straight flush J-high); seat 3 2s 3d 5c (nothing).
    top = "Ah 9h 2s Kh 8h 3d Qh 7h 5c 4s 6d Kc Jh Th"
    players = [(n, {"ante": 10, "progressive": 5}, "play") for n in (1, 2, 3)]
    return make_setup(top, players)


def test_a15_5_straight_flush_paid_before_royal_and_a15_6_pool_resets():
    setup = _progressive_setup()
    log = reference(setup)
    pays = [a for a in log if a["action"] == "pay" and a["bet"] == "progressive"]
    assert [p["seat"] for p in pays] == [2, 1]
    pool = setup.table.progressive.pool
    assert pays[0]["amount"] == max(setup.table.progressive.fixed["straight_flush"], pool // 10)
    assert pays[1]["amount"] == max(setup.table.progressive.fixed["royal_flush"], pool - pool // 10)
    r = play(setup, log)
    assert r.progressive_pool() == setup.table.progressive.seed


def test_a15_5_royal_paid_first_is_an_error():
    setup = _progressive_setup()
    log = reference(setup)
    i = next(i for i, a in enumerate(log) if a["action"] == "pay" and a["bet"] == "progressive")
    r = play(setup, log[:i])
    royal = next(a for a in log if a["action"] == "pay" and a["bet"] == "progressive" and a["seat"] == 1)
    with pytest.raises(ProcedureError) as exc:
        verify(r, Pay(seat=1, bet="progressive", amount=royal["amount"]))
    assert exc.value.clause == "A15.5" and exc.value.code == "progressive_order"


def test_a17_1_2_dealer_card_exposed_voids_and_returns_every_bet():
    ev = CardExposed(target=Place.DEALER, card=1)
    setup = make_setup("", [(1, {"ante": 10, "progressive": 5}, "play")], events=[ev])
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "void_round"})
    assert log[i - 1] == {"action": "deal", "to": "dealer"}
    assert {"action": "push", "seat": 1, "bet": "progressive"} in log  # A17.3 does not keep it here
    assert log[-1] == {"action": "clear"}


def test_a17_1_3_two_player_cards_exposed_void_the_round():
    evs = [CardExposed(at=1), CardExposed(at=4)]
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=evs)
    log = reference(setup)
    assert log[3] == {"action": "declare", "ruling": "continue"}
    assert {"action": "declare", "ruling": "void_round"} in log


def test_a17_4_1_one_player_card_exposed_round_goes_on():
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=[CardExposed(target=Place.at_seat(1), card=2)])
    log = reference(setup)
    assert {"action": "declare", "ruling": "continue"} in log
    assert log[-1] == {"action": "clear"} and {"action": "declare", "ruling": "void_round"} not in log


def test_a17_4_2_cards_to_empty_seat_are_dead_and_round_goes_on():
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=[CardSlips(at=2, to=Place.at_seat(2))])
    log = reference(setup)
    assert log[3] == {"action": "deal", "to": "seat:3"}  # the 2nd card, aimed at seat 3, slips to seat 2
    assert log[4] == {"action": "declare", "ruling": "dead_cards", "seat": 2}
    assert log[5] == {"action": "deal", "to": "seat:3"}
    r = play(setup, log)
    assert r.phase == Phase.DONE


def test_a17_1_1_card_slipping_to_another_betting_seat_voids_and_keeps_progressive():
    players = [(1, {"ante": 10, "progressive": 5}, "play"), (3, {"ante": 10}, "play")]
    setup = make_setup("", players, events=[CardSlips(at=1, to=Place.at_seat(3))])
    log = reference(setup)
    assert log[3] == {"action": "declare", "ruling": "void_round"}
    assert {"action": "push", "seat": 1, "bet": "progressive"} not in log  # A17.3: kept
    r = play(setup, log)
    assert r.seats[1].kept == {"progressive": 5}


def test_a17_2_shuffler_failure_once_reshuffles():
    setup = make_setup(
        "",
        [(1, {"ante": 10, "progressive": 5}, "play")],
        method="machine",
        events=[ShufflerFailure(at=2)],
    )
    log = reference(setup)
    assert log[3] == {"action": "declare", "ruling": "reshuffle"}
    assert log[-1] == {"action": "shuffle", "method": "machine"}
    r = play(setup, log)
    assert r.phase == Phase.DONE and r.seats[1].kept == {"progressive": 5}


@pytest.mark.parametrize(
    ("spare", "shoe", "ruling"),
    [(True, True, "change_shuffler"), (False, True, "switch_to_shoe"), (False, False, "close_table")],
)
def test_a17_2_persistent_failure_changes_shuffler_or_switches_to_shoe_or_closes(spare, shoe, ruling):
    setup = make_setup(
        "",
        [(1, {"ante": 10}, "play")],
        method="machine",
        spare_shuffler=spare,
        shoe_available=shoe,
        events=[ShufflerFailure(at=1, persistent=True)],
    )
    log = reference(setup)
    assert {"action": "declare", "ruling": ruling} in log
    r = play(setup, log)
    assert r.phase == (Phase.CLOSED if ruling == "close_table" else Phase.DONE)
    if ruling == "switch_to_shoe":
        assert log[-2:] == [{"action": "shuffle", "method": "manual"}, {"action": "cut", "position": 26}]


@pytest.mark.parametrize(
    ("conduct", "clause"),
    [
        ("recording", "A18.1"),
        ("leaves_table", "A18.2"),
        ("tells_cards", "A18.2"),
        ("discloses_dealer_cards", "A18.3"),
    ],
)
def test_a18_prohibited_conduct_calls_the_floor(conduct, clause):
    setup = make_setup(
        CONTRACT_TOP, CONTRACT_PLAYERS, events=[PlayerConduct(at=3, seat=1, conduct=ConductKind(conduct))]
    )
    r = Round(setup)
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "call_floor", "seat": 1})
    for a in log[:i]:
        r.apply(a)
    assert candidates(r)[0].clause == clause


def test_view_reports_the_table_as_it_is():
    setup = contract_setup()
    r = play(setup, reference(setup)[:9])
    v = r.view()
    assert len(v.seats) == 7 and v.seats[0].seat == 1
    assert len(v.seats[0].cards) == 3 and len(v.dealer_cards) == 1
    assert v.phase == "dealing" and v.shoe_count == 52 - 7


def test_a18_1_call_owed_on_the_last_card_lets_the_round_go_on():
    setup = make_setup(
        CONTRACT_TOP, CONTRACT_PLAYERS, events=[PlayerConduct(at=9, seat=1, conduct=ConductKind.RECORDING)]
    )
    log = reference(setup)
    assert log[11] == {"action": "declare", "ruling": "call_floor", "seat": 1}
    assert log[-1] == {"action": "clear"}


def test_a10_3_late_bet_on_the_last_card_is_refused_and_the_round_goes_on():
    setup = make_setup(
        CONTRACT_TOP, CONTRACT_PLAYERS, events=[LateBet(at=9, seat=1, bet=BetKind.PROGRESSIVE, amount=5)]
    )
    log = reference(setup)
    assert log[11] == {"action": "reject_bet", "seat": 1, "bet": "progressive"}
    assert log[-1] == {"action": "clear"}


def test_a11_3_community_cards_may_come_before_the_dealers_three():
    setup = make_setup("", [(1, {"ante": 10, "progressive": 5}, "play")])
    log = reference(setup)
    deals = [i for i, a in enumerate(log) if a["action"] == "deal"]
    dealer = [i for i in deals if log[i]["to"] == "dealer"]
    community = [i for i in deals if log[i]["to"] == "community"]
    moved = log[: dealer[0]] + [log[i] for i in community] + [log[i] for i in dealer] + log[community[-1] + 1 :]
    from trainer.training.grading import Grader

    g = Grader(setup)
    for action in moved[: dealer[0] + 5]:
        assert g.feed(action) == []
    assert g.round.phase == Phase.DECISIONS and not g.round.pending


def test_a3_3_a3_4_base_bets_always_offered_side_bets_only_where_offered():
    players = [(1, {"ante": 10, "pair_plus": 5, "six_card_bonus": 5}, "play"), (2, {"pair_plus": 10}, "play")]
    setup = make_setup("", players, side_bets=())
    log = reference(setup)
    assert [a for a in log if a["action"] == "reject_bet"] == [
        {"action": "reject_bet", "seat": 1, "bet": "six_card_bonus"}
    ]
    r = Round(setup)
    assert r.seats[1].invalid == {"six_card_bonus": "A3.4"} and not r.seats[2].invalid


def test_a11_2_a17_1_1_dealing_by_the_wrong_method_voids_and_keeps_progressive():
    players = [(2, {"ante": 10, "progressive": 5}, "play"), (5, {"ante": 10}, "play")]
    setup = make_setup("", players, method="machine", packet_size=1)
    r = Round(setup)
    r.apply({"action": "shuffle", "method": "machine"})
    r.apply({"action": "deal", "to": "seat:2"})
    with pytest.raises(ProcedureError) as exc:
        verify(r, make_action("deal", to="seat:5"))  # one card each in turn, as with the shoe
    assert (exc.value.code, exc.value.clause) == ("deal_order", "A11.2")
    r.apply({"action": "deal", "to": "seat:5"})
    assert [(p.action.ruling, p.clause) for p in r.pending] == [("void_round", "A17.1.1")]
    while candidates(r):  # void, return the Ante bets, clear
        r.apply(candidates(r)[0].action)
    assert r.phase == Phase.DONE and r.seats[2].kept == {"progressive": 5}
    assert r.seats[2].settled["ante"] == ("push", 0) and "progressive" not in r.seats[2].settled


def test_a17_2_a_pending_call_and_the_candidates_are_one_type_with_its_alternatives():
    """The round's pending call and the reference dealer's candidates are both :class:`Due`: with a spare machine
    and the shoe, the persistent failure is answered by changing the machine or switching to the shoe (A17.2)."""
    setup = make_setup(
        "",
        [(1, {"ante": 10}, "play")],
        method="machine",
        spare_shuffler=True,
        shoe_available=True,
        events=[ShufflerFailure(at=1, persistent=True)],
    )
    log = reference(setup)
    r = play(setup, log[: log.index({"action": "declare", "ruling": "change_shuffler"})])
    (owed,) = r.pending
    change, shoe = make_action("declare", ruling="change_shuffler"), make_action("declare", ruling="switch_to_shoe")
    assert isinstance(owed, Due) and owed.clause == "A17.2" and owed.answers == (change, shoe)
    cands = candidates(r)
    assert all(isinstance(c, Due) for c in cands)
    assert [(c.action, c.clause, c.alternatives, c.why) for c in cands] == [
        (change, "A17.2", (), owed.why),
        (shoe, "A17.2", (), owed.why),
    ]
    r.apply(shoe)
    assert not r.pending and r.method == "manual"
