"""What a correct dealer does next, worked out from the real state of the table (A8–A18).

* :func:`candidates` lists every action that is correct *now*, in the reference dealer's order (the first one is
  what ``trainer solve`` does). Payment order is free except where the regulation fixes it (A15.3, A15.5).
* :func:`diagnose` says why an action that is not a candidate is wrong: a :class:`ProcedureError` with a code,
  the clause it breaks and the action that was due.
* ``verify_<kind>(round, action)`` raise that error; ``can_<kind>(round, action)`` answer yes or no.
"""

from __future__ import annotations

from collections.abc import Callable

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
    target_seat,
)
from trainer.engine.clauses import Clause
from trainer.engine.due import Due
from trainer.engine.errors import EngineError
from trainer.engine.faults import Fault
from trainer.engine.kinds import Method, Ruling, Skill
from trainer.engine.places import Place
from trainer.engine.round import Phase, Round, SeatState
from trainer.engine.settling_order import SEAT_BET_ORDER
from trainer.engine.words import Bet, Message, Where, say, seat_place

RULING_CLAUSE = {
    "continue": Clause.A17_4_1,
    "dead_cards": Clause.A17_5,
    "void_round": Clause.A17_1,
    "reshuffle": Clause.A17_2,
    "change_shuffler": Clause.A17_2,
    "switch_to_shoe": Clause.A17_2,
    "close_table": Clause.A17_2,
    "call_floor": Clause.A18_1,
}
SKILL_OF_KIND = {
    "shuffle": Skill.DEALING,
    "cut": Skill.DEALING,
    "deal": Skill.DEALING,
    "burn": Skill.DEALING,
    "reject_bet": Skill.IRREGULARITIES,
    "collect": Skill.PROCEDURE,
    "reveal": Skill.PROCEDURE,
    "clear": Skill.PROCEDURE,
    "take": Skill.PAYOUTS,
    "push": Skill.PAYOUTS,
    "pay": Skill.PAYOUTS,
}
BET_ORDER = SEAT_BET_ORDER


def skill_of(action: Action) -> Skill:
    if isinstance(action, Declare):
        qualifier = action.ruling in ("dealer_qualifies", "dealer_does_not_qualify")
        return Skill.PAYOUTS if qualifier else Skill.IRREGULARITIES
    return SKILL_OF_KIND[action.kind]


def _due(action: Action, clause: str, why: Message) -> Due:
    return Due.of(action, clause, why)


class ProcedureError(EngineError):
    """The action is not what the regulation wants now. ``code`` names the mistake; ``expected`` the action due."""

    def __init__(
        self,
        code: Fault,
        message: str,
        *,
        clause: str,
        expected: Action | None = None,
        message_zh: str = "",
        reason: Message | None = None,
    ) -> None:
        super().__init__(message, clause=clause)
        self.code = code
        self.expected = expected
        self.message_zh = message_zh or message
        self.reason = reason
        """The sentence key and fields ``message`` / ``message_zh`` are written from (None: a plain message)."""

    @classmethod
    def because(cls, code: Fault, reason: Message, *, clause: str, expected: Action | None = None) -> ProcedureError:
        """The error whose words are ``reason`` in each language."""
        return cls(code, reason.en, clause=clause, expected=expected, message_zh=reason.zh, reason=reason)


# ------------------------------------------------------------------------------------------- settlement


def settle_clause(r: Round, seat: int, bet: str) -> str:
    s = r.seats[seat]
    if r.phase == Phase.VOID or r.void_clause:
        return (
            Clause.A17_3
            if bet == "progressive" and r.void_clause in (Clause.A17_1_1, Clause.A17_2)
            else (r.void_clause or Clause.A17_1)
        )
    if bet == "ante" and s.decision == "fold":
        return Clause.A12_2
    if bet in ("ante", "play"):
        q = r.result.dealer_qualifies if r.result else True
        return Clause.A13_3 if q else Clause.A13_1
    return {
        "ante_bonus": Clause.A13_4,
        "pair_plus": Clause.A16_1,
        "six_card_bonus": Clause.A16_2,
        "progressive": Clause.A16_3,
    }[bet]


def settle_action(r: Round, seat: int, bet: str) -> Action | None:
    """The correct way to settle one bet (``None``: nothing to do, e.g. a zero Ante Bonus)."""
    s = r.seats[seat]
    if bet == "ante_bonus" and (r.phase == Phase.VOID or "ante" in s.invalid):
        return None
    if r.phase == Phase.VOID:
        if bet == "progressive" and r.void_clause in (Clause.A17_1_1, Clause.A17_2):
            return None  # A17.3: kept for the next round
        return Push(seat, bet)
    if bet in s.invalid:
        return Push(seat, bet)  # A4.3: a void bet left on the layout goes back
    if r.result is None:
        return None
    res = next((x for x in r.result.seats if x.seat == seat), None)
    if res is None or bet not in res.results:
        return None
    net = res.results[bet]
    if net > 0:
        return Pay(seat, bet, net)
    if net < 0:
        return Take(seat, bet)
    if bet == "ante_bonus":
        return None
    return Push(seat, bet)


def needs_reveal(r: Round, s: SeatState, bet: str) -> bool:
    """Whether settling ``bet`` of seat ``s`` waits for its hand to be turned face up (Reading 11): every bet of a
    hand in play, and the Pair Plus and side bets of a fold; not a folded Ante (A12.2), nor a bet pushed in a void
    round or pushed as void (A4.3), nor a seat whose cards are no longer on the table."""
    if not r.seat_reveals or r.phase == Phase.VOID or s.revealed or not s.cards:
        return False
    if bet in s.invalid or (s.decision == "fold" and bet in ("ante", "play", "ante_bonus")):
        return False
    return not (bet == "ante_bonus" and "ante" in s.invalid)


def seat_reveal_due(r: Round, s: SeatState) -> bool:
    """The dealer turns this hand face up now: the dealer's hand is revealed and judged (A13), and a bet of the seat
    that depends on the hand is still to be settled."""
    if not (r.seat_reveals and r.dealer_revealed and r.declared is not None):
        return False
    if r.phase not in (Phase.RESULTS, Phase.PAYOUT) or s.collected:
        return False
    return any(needs_reveal(r, s, bet) and settle_action(r, s.seat, bet) is not None for bet in _bets_to_settle(r, s))


def _reveal_expected(seat: int) -> Due:
    return _due(Reveal(Place.at_seat(seat)), Clause.A13, say("hand_before_settling"))


def _settle_ready(r: Round, s: SeatState, bet: str) -> bool:
    if r.phase == Phase.VOID:
        return True
    if r.phase not in (Phase.DECISIONS, Phase.RESULTS, Phase.PAYOUT):
        return False
    if needs_reveal(r, s, bet):
        return False
    if bet == "ante" and s.decision == "fold":
        return True
    if bet == "pair_plus":
        return True
    if bet in ("ante", "play", "ante_bonus"):
        return r.declared is not None
    if bet == "six_card_bonus":
        return r.dealer_revealed
    if bet == "progressive":
        return r.community_revealed
    return False


def _bets_to_settle(r: Round, s: SeatState) -> list[str]:
    kinds = [k for k in (*BET_ORDER, "progressive") if k in s.bets or (k == "ante_bonus" and "ante" in s.bets)]
    return [k for k in kinds if k not in s.settled]


def progressive_pay_queue(r: Round) -> list[int]:
    """Winning Progressive seats not paid yet, in the order the dealer must pay them (A15.3, A15.5)."""
    if r.result is None or r.result.progressive is None:
        return []
    return [n for n in r.result.progressive.paid_order if "progressive" not in r.seats[n].settled]


def house(r: Round, name: str) -> bool:
    """A house procedure (``house:<name>``) the scenario turned on; all are off by default."""
    return name in r.setup.table.house_rules or f"house:{name}" in r.setup.table.house_rules


def needs_collect(s: SeatState) -> bool:
    """A12.3: a folded seat's cards are collected at once unless it has Pair Plus or a side bet."""
    live = s.live_bets
    return (
        s.decision == "fold"
        and not s.collected
        and bool(s.cards)
        and not any(k in live for k in ("pair_plus", "six_card_bonus", "progressive"))
    )


def _payout_candidates(r: Round) -> list[Due]:
    out: list[Due] = []
    progressive: list[Due] = []
    queue = progressive_pay_queue(r)
    for s in r.seats.values():
        if seat_reveal_due(r, s):
            out.append(_reveal_expected(s.seat))
        for bet in _bets_to_settle(r, s):
            act = settle_action(r, s.seat, bet)
            if act is None or not _settle_ready(r, s, bet):
                continue
            exp = _due(act, settle_clause(r, s.seat, bet), say("settle_bet", seat=seat_place(s.seat), bet=Bet(bet)))
            if bet == "progressive" and r.phase != Phase.VOID:
                if isinstance(act, Pay):
                    if queue and queue[0] == s.seat:
                        progressive.insert(0, exp)
                    continue
                progressive.append(exp)
            else:
                out.append(exp)
    return out + progressive


def _unsettled(r: Round) -> bool:
    for s in r.seats.values():
        for bet in _bets_to_settle(r, s):
            if settle_action(r, s.seat, bet) is not None:
                return True
    return False


# -------------------------------------------------------------------------------------------- candidates


def candidates(r: Round) -> list[Due]:
    """Every action that is correct now, the reference dealer's choice first."""
    if r.pending:
        return [d for p in r.pending for d in p.each()]
    t = r.setup.table
    ph = r.phase
    if ph in (Phase.DONE, Phase.CLOSED):
        return []
    if ph in (Phase.SHUFFLE, Phase.ENDED):
        if not r.shuffled:
            return [
                _due(
                    Shuffle(Method(r.method)),
                    Clause.A9_1 if ph == Phase.SHUFFLE else Clause.A17_2,
                    say("shuffle_due"),
                )
            ]
        if r.method == "manual" and not r.cut_done:
            return [_due(Cut(t.cut_position), Clause.A9_2, say("cut_due"))]
        return []
    if ph == Phase.BETTING:
        rejects = [
            _due(RejectBet(s.seat, k), clause, say("refuse_bet", seat=seat_place(s.seat), bet=Bet(k)))
            for s in r.seats.values()
            for k, clause in s.invalid.items()
            if k in s.bets
        ]
        if rejects:
            return rejects
        plan = r.build_plan()
        if not plan or not r.betting_seats():
            return []
        return [_deal_expected(r, plan[0])]
    if ph == Phase.DEALING:
        nxt = r.next_in_plan()
        if not nxt:
            return []
        alt = r.community_alternative()
        return [_deal_expected(r, nxt)] + ([_deal_expected(r, alt)] if alt else [])
    if ph == Phase.VOID:
        out = _payout_candidates(r)
        return out or [_due(Clear(), r.void_clause or Clause.A17_1, say("clear_void"))]
    # DECISIONS / RESULTS / PAYOUT
    out = []
    for s in r.seats.values():
        if s.decision == "fold" and "ante" in s.bets and "ante" not in s.settled:
            out.append(_due(Take(s.seat, "ante"), Clause.A12_2, say("folded_ante_lost")))
        if needs_collect(s) and not (house(r, "ante_before_collect") and "ante" not in s.settled):
            out.append(_due(Collect(s.seat), Clause.A12_3, say("collect_folded")))
    collects_done = not any(needs_collect(s) for s in r.seats.values())
    if collects_done and not r.dealer_revealed:
        out.append(_due(Reveal(Place.DEALER), Clause.A13, say("reveal_dealer")))
    if r.dealer_revealed and r.declared is None and r.result is not None:
        ruling = Ruling.DEALER_QUALIFIES if r.result.dealer_qualifies else Ruling.DEALER_DOES_NOT_QUALIFY
        out.append(
            _due(
                Declare(ruling),
                Clause.A13_2 if r.result.dealer_qualifies else Clause.A13_1,
                say("dealer_hand_revealed"),
            )
        )
    if r.dealer_revealed and r.declared is not None and r.progressive_bet() and not r.community_revealed:
        out.append(_due(Reveal(Place.COMMUNITY), Clause.A15_1, say("reveal_community_last")))
    folded_takes = {(e.action.seat, e.action.bet) for e in out if isinstance(e.action, Take)}
    for e in _payout_candidates(r):
        if not (isinstance(e.action, Take | Push | Pay) and (e.action.seat, e.action.bet) in folded_takes):
            out.append(e)
    if not out and not _unsettled(r):
        out.append(_due(Clear(), Clause.A8, say("clear_table")))
    return out


def _deal_expected(r: Round, nxt: str) -> Due:
    if nxt == "burn":
        return _due(Burn(), Clause.A11_4, say("burn_due"))
    clause = Clause.A11_1 if r.method == "manual" else Clause.A11_2
    if nxt == "community":
        clause = Clause.A11_3
    elif nxt == "dealer":
        clause = Clause.A11_1 if r.method == "manual" else Clause.A11_2
    return _due(Deal(Place.parse(nxt)), clause, say("deal_due", place=Where(nxt)))


def accepts(expected: Action, got: Action) -> bool:
    """Whether ``got`` does what ``expected`` asks. Where the regulation leaves a choice inside one action, every
    lawful choice is accepted: A9.2 puts the cut card into the deck without saying where, so a cut anywhere inside
    the deck (1..51 cards from the top) is the cut that was due."""
    if expected == got:
        return True
    return isinstance(expected, Cut) and isinstance(got, Cut) and 1 <= got.position <= 51


def is_correct(r: Round, action: Action) -> bool:
    return any(accepts(e.action, action) for e in candidates(r))


# --------------------------------------------------------------------------------------------- diagnosis


def diagnose(r: Round, got: Action, cands: list[Due] | None = None) -> ProcedureError:
    """Why ``got`` is not correct now (call only when it is not a candidate). ``cands``: ``candidates(r)`` if the
    caller has them already."""
    if cands is None:
        cands = candidates(r)
    exp = cands[0].action if cands else None

    def err(code: Fault, clause: str, reason: Message, expected: Action | None = exp) -> ProcedureError:
        return ProcedureError.because(code, reason, clause=clause, expected=expected)

    ph = r.phase
    where = seat_place(target_seat(got))
    if ph in (Phase.DONE, Phase.CLOSED) and not (isinstance(got, Shuffle) and ph == Phase.DONE):
        return err(Fault.ROUND_OVER, Clause.A8, say("round_over"), None)
    if isinstance(got, Shuffle):
        if ph in (Phase.SHUFFLE, Phase.ENDED) and not r.shuffled:
            return err(Fault.WRONG_SHUFFLE_METHOD, Clause.A9_1, say("shuffle_method", method=Method(r.method)))
        return err(Fault.SHUFFLE_NOT_DUE, Clause.A8, say("no_shuffle_mid_round"))
    if isinstance(got, Cut):
        if r.method == "machine":
            return err(Fault.CUT_WITH_MACHINE, Clause.A9_3, say("no_cut_with_machine"))
        return err(Fault.CUT_NOT_DUE, Clause.A9_2, say("cut_once"))
    if isinstance(got, Deal | Burn):
        return _diagnose_deal(r, got, exp, err)
    if isinstance(got, RejectBet):
        s = r.seats.get(got.seat)
        if s is None or got.bet not in s.bets:
            return err(Fault.NO_SUCH_BET, Clause.A10_1, say("no_such_bet", seat=where, bet=Bet(got.bet)))
        if ph not in (Phase.BETTING, Phase.DEALING):
            return err(Fault.REJECT_NOT_DUE, Clause.A10_3, say("refuse_before_dealing"))
        return err(Fault.REJECT_VALID_BET, Clause.A10_1, say("bet_is_valid", seat=where, bet=Bet(got.bet)))
    if isinstance(got, Collect):
        s = r.seats.get(got.seat)
        if s is not None and needs_collect(s) and house(r, "ante_before_collect"):
            return err(Fault.HOUSE_ORDER, "house:ante_before_collect", say("house_ante_first"))
        if s is not None and s.collected:
            return err(Fault.COLLECT_NOT_DUE, Clause.A12_3, say("already_collected", seat=where))
        if s is not None and s.decision == "fold" and s.cards:
            return err(Fault.COLLECT_WITH_SIDE_BET, Clause.A12_3, say("folded_with_side_bet", seat=where))
        return err(Fault.COLLECT_LIVE_HAND, Clause.A12_3, say("not_folded", seat=where))
    if isinstance(got, Reveal):
        if got.what.is_seat:
            return _diagnose_seat_reveal(r, got, err)
        if got.what == Place.COMMUNITY:
            if not r.progressive_bet():
                return err(Fault.REVEAL_COMMUNITY_WITHOUT_PROGRESSIVE, Clause.A15_2, say("no_progressive_bet"))
            if not r.dealer_revealed:
                return err(Fault.COMMUNITY_BEFORE_DEALER, Clause.A15_1, say("community_last"))
            return err(Fault.REVEAL_NOT_DUE, Clause.A15_1, say("community_not_now"))
        if r.dealer_revealed:
            return err(Fault.REVEAL_TWICE, Clause.A13, say("dealer_already_revealed"))
        return err(Fault.REVEAL_TOO_EARLY, Clause.A11_5, say("face_down"))
    if isinstance(got, Declare):
        return _diagnose_declare(r, got, exp, err)
    if isinstance(got, Take | Push | Pay):
        return _diagnose_settle(r, got, exp, err)
    if isinstance(got, Clear):
        if ph in (Phase.SHUFFLE, Phase.BETTING, Phase.DEALING):
            return err(Fault.CLEAR_TOO_EARLY, Clause.A8, say("round_not_played"))
        return err(Fault.CLEAR_TOO_EARLY, Clause.A16, say("bets_unsettled"))
    return err(Fault.NOT_DUE, Clause.A8, say("not_now"))


_Err = Callable[..., ProcedureError]


def _diagnose_deal(r: Round, got: Deal | Burn, exp: Action | None, err: _Err) -> ProcedureError:
    ph = r.phase
    if ph == Phase.SHUFFLE and not r.shuffled:
        return err(Fault.DEAL_BEFORE_SHUFFLE, Clause.A9_1, say("shuffle_first"))
    if ph == Phase.SHUFFLE or (r.method == "manual" and not r.cut_done and ph == Phase.BETTING):
        return err(Fault.DEAL_BEFORE_CUT, Clause.A9_2, say("cut_first"))
    if ph == Phase.VOID:
        return err(Fault.DEAL_IN_VOID_ROUND, r.void_clause or Clause.A17_1, say("void_no_cards"))
    if ph == Phase.ENDED:
        return err(Fault.DEAL_NOT_DUE, Clause.A17_2, say("reshuffle_first"))
    if r.shuffler_fault and r.fault_first:  # the machine stopped: its fault procedure is due before any card
        return err(Fault.DEAL_NOT_DUE, Clause.A17_2, say("shuffler_stopped"))
    if ph not in (Phase.BETTING, Phase.DEALING):
        return err(
            Fault.DEAL_AFTER_DEALING, Clause.A11_1 if r.method == "manual" else Clause.A11_2, say("dealing_finished")
        )
    order_clause = Clause.A11_1 if r.method == "manual" else Clause.A11_2
    plan = r.build_plan() if ph == Phase.BETTING else r.plan
    nxt = plan[r.plan_index] if ph == Phase.DEALING and r.plan_index < len(plan) else (plan[0] if plan else None)
    if isinstance(got, Burn):
        if nxt == "community" and r.delivers == 1:
            return err(Fault.BURN_NOT_DUE, Clause.A11_4, say("burn_three_card_only"))
        return err(Fault.BURN_NOT_DUE, Clause.A11_4, say("no_burn_now"))
    to = str(got.to)
    seat = got.to.seat
    if seat is not None and (seat not in r.seats or not r.seats[seat].has_bet):
        return err(Fault.DEAL_TO_EMPTY_SEAT, order_clause, say("empty_seat", seat=seat_place(seat)))
    if to == "community":
        if not r.progressive_bet():
            return err(Fault.COMMUNITY_WITHOUT_PROGRESSIVE, Clause.A11_3, say("community_needs_progressive"))
        if nxt == "burn":
            return err(Fault.MISSING_BURN, Clause.A11_4, say("burn_first"))
    if nxt is None:
        return err(Fault.DEAL_AFTER_DEALING, order_clause, say("all_dealt"))
    if r.method == "manual" and to == nxt:
        return err(Fault.DEAL_ORDER, order_clause, say("one_at_a_time", due=Where(nxt)))
    order = "order_by_hand" if r.method == "manual" else "order_by_machine"
    return err(Fault.DEAL_ORDER, order_clause, say(order, due=Where(nxt), got=Where(to)))


def _diagnose_seat_reveal(r: Round, got: Reveal, err: _Err) -> ProcedureError:
    n = got.what.seat or 0
    s = r.seats.get(n)
    where = seat_place(n)
    if s is None:
        return err(Fault.REVEAL_SEAT_NO_HAND, Clause.A13, say("no_such_seat", seat=where))
    if not s.cards and not s.collected:
        return err(Fault.REVEAL_SEAT_NO_HAND, Clause.A13, say("seat_holds_no_cards", seat=where))
    if s.collected:
        return err(Fault.REVEAL_SEAT_NO_HAND, Clause.A12_3, say("already_collected", seat=where))
    if r.phase in (Phase.SHUFFLE, Phase.BETTING, Phase.DEALING):
        return err(Fault.REVEAL_TOO_EARLY, Clause.A11_5, say("hands_face_down_until_decided"))
    if r.phase == Phase.VOID:
        return err(Fault.REVEAL_SEAT_NOT_DUE, r.void_clause or Clause.A17_1, say("void_no_hand_turned"))
    if s.revealed:
        return err(Fault.REVEAL_SEAT_TWICE, Clause.A13, say("hand_already_face_up", seat=where))
    if s.decision == "fold" and not any(
        needs_reveal(r, s, bet) and settle_action(r, n, bet) is not None for bet in _bets_to_settle(r, s)
    ):
        return err(Fault.REVEAL_FOLDED_HAND, Clause.A12_3, say("fold_collected_face_down", seat=where))
    if not r.dealer_revealed or r.declared is None:
        return err(Fault.REVEAL_SEAT_TOO_EARLY, Clause.A13, say("hands_after_dealer"))
    return err(Fault.REVEAL_SEAT_NOT_DUE, Clause.A13, say("no_bet_on_hand", seat=where), None)


def _diagnose_declare(r: Round, got: Declare, exp: Action | None, err: _Err) -> ProcedureError:
    ruling = got.ruling
    if r.pending:
        p = r.pending[0]
        return err(Fault.WRONG_RULING, p.clause, p.reason, p.action)
    if ruling in ("dealer_qualifies", "dealer_does_not_qualify"):
        if not r.dealer_revealed or r.result is None:
            return err(Fault.DECLARE_TOO_EARLY, Clause.A13, say("reveal_before_judging"))
        if r.declared is not None:
            return err(Fault.DECLARED_TWICE, Clause.A13, say("already_judged"))
        q = r.result.dealer_qualifies
        right = Declare(Ruling.DEALER_QUALIFIES if q else Ruling.DEALER_DOES_NOT_QUALIFY)
        text = say("dealer_queen_high" if q else "dealer_below_queen")
        return err(Fault.WRONG_QUALIFIER, Clause.A13_2 if q else Clause.A13_1, text, right)
    clause = RULING_CLAUSE.get(ruling, Clause.A17)
    return err(Fault.UNWARRANTED_RULING, clause, say("nothing_calls_for_it"))


def _diagnose_settle(r: Round, got: Take | Push | Pay, exp: Action | None, err: _Err) -> ProcedureError:
    s = r.seats.get(got.seat)
    bet = got.bet
    where = seat_place(got.seat)
    if s is None or (bet not in s.bets and not (bet == "ante_bonus" and "ante" in s.bets)):
        return err(Fault.NO_SUCH_BET, Clause.A16, say("no_such_bet", seat=where, bet=Bet(bet)))
    if bet in s.settled:
        return err(Fault.SETTLED_TWICE, Clause.A16, say("already_settled", seat=where, bet=Bet(bet)))
    right = settle_action(r, s.seat, bet)
    clause = settle_clause(r, s.seat, bet)
    if r.phase in (Phase.BETTING, Phase.DEALING):
        return err(Fault.SETTLE_TOO_EARLY, Clause.A8, say("settle_after_results"))
    if right is None:
        if r.phase == Phase.VOID and bet == "progressive":
            return err(Fault.PROGRESSIVE_NOT_KEPT, Clause.A17_3, say("progressive_kept"), None)
        return err(Fault.WRONG_SETTLEMENT, clause, say("not_paid"), None)
    if right == got and bet == "progressive" and isinstance(got, Pay):
        queue = progressive_pay_queue(r)
        if queue and queue[0] != s.seat:
            first = queue[0]
            royal = _is_royal(r, s.seat)
            return err(
                Fault.PROGRESSIVE_ORDER,
                Clause.A15_5 if royal else Clause.A15_3,
                say("royal_after_straight_flushes" if royal else "from_dealers_left", seat=seat_place(first)),
                _progressive_pay(r, first),
            )
    if right == got:
        return err(Fault.SETTLE_NOT_DUE, clause, say("not_yet", seat=where, bet=Bet(bet)))
    return err(Fault.WRONG_SETTLEMENT, clause, say("settle_as", seat=where, bet=Bet(bet), how=_describe(right)), right)


def _is_royal(r: Round, seat: int) -> bool:
    if r.result is None:
        return False
    res = next((x for x in r.result.seats if x.seat == seat), None)
    return res is not None and res.progressive_hand is not None and res.progressive_hand.value == "royal_flush"


def _progressive_pay(r: Round, seat: int) -> Action | None:
    """The payment of ``seat``'s Progressive Jackpot that is due (None when none is)."""
    a = settle_action(r, seat, "progressive")
    return a if isinstance(a, Pay) else None


def _describe(a: Action) -> Message:
    if isinstance(a, Pay):
        return say("pay_amount", amount=a.amount)
    return say("take_it" if isinstance(a, Take) else "push_it")


# ------------------------------------------------------------------------------------- verify_ / can_


def verify(r: Round, action: Action) -> None:
    """Raise :class:`ProcedureError` unless ``action`` is correct now."""
    if not is_correct(r, action):
        raise diagnose(r, action)


def can(r: Round, action: Action) -> bool:
    return is_correct(r, action)


def _make(kind: str) -> tuple[Callable[[Round, Action], None], Callable[[Round, Action], bool]]:
    def verify_kind(r: Round, action: Action) -> None:
        if action.kind != kind:
            raise ValueError(f"verify_{kind} got a {action.kind} action")
        verify(r, action)

    def can_kind(r: Round, action: Action) -> bool:
        return action.kind == kind and can(r, action)

    verify_kind.__name__ = f"verify_{kind}"
    can_kind.__name__ = f"can_{kind}"
    return verify_kind, can_kind


verify_shuffle, can_shuffle = _make("shuffle")
verify_cut, can_cut = _make("cut")
verify_deal, can_deal = _make("deal")
verify_burn, can_burn = _make("burn")
verify_reject_bet, can_reject_bet = _make("reject_bet")
verify_collect, can_collect = _make("collect")
verify_reveal, can_reveal = _make("reveal")
verify_declare, can_declare = _make("declare")
verify_take, can_take = _make("take")
verify_push, can_push = _make("push")
verify_pay, can_pay = _make("pay")
verify_clear, can_clear = _make("clear")


def solve(r: Round, limit: int = 500) -> list[Action]:
    """Play the round to its end as the reference dealer does; returns the actions (``r`` is advanced)."""
    out: list[Action] = []
    while len(out) < limit:
        cands = candidates(r)
        if not cands:
            break
        act = cands[0].action
        r.apply(act)
        out.append(act)
    return out
