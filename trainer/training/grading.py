"""Grading: a pure function of (scenario, action log). See ``docs/grading.md`` for the scoring policy.

Each action of the log is judged against what a correct dealer does *from the real state of the table*
(:mod:`trainer.engine.procedure`):

* a correct action is applied;
* an omitted call (a ruling the table is waiting for, a bet to refuse, folded cards to collect, a reveal or a
  settlement before the clear) is reported once, at the step where it was due, and the engine then makes that call
  itself so the rest of the round is judged fairly (the floor would correct it);
* any other wrong action is reported with the clause it breaks and is then done as the trainee did it, if that is
  physically possible (a card dealt to the wrong seat lies there; a wrong payout is paid) — what is correct next
  follows from the regulation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from trainer.engine.actions import (
    Action,
    Collect,
    Declare,
    Pay,
    Push,
    RejectBet,
    Reveal,
    Take,
    parse_action,
    target_seat,
)
from trainer.engine.clauses import Clause
from trainer.engine.due import Due
from trainer.engine.errors import EngineError
from trainer.engine.faults import Fault
from trainer.engine.kinds import SKILLS
from trainer.engine.procedure import (
    ProcedureError,
    accepts,
    candidates,
    diagnose,
    settle_action,
    skill_of,
)
from trainer.engine.round import Phase, Round
from trainer.engine.setup import RoundSetup
from trainer.engine.words import action_text, say
from trainer.training.chip_style import StyleNote, style_note
from trainer.training.money_errors import MoneyError, player_net, total_points

GRADING_RULES = 3
"""The version of the grading rules, stored with every grade (``rules``). 1: before ``rules`` was recorded — 100
minus penalties, no ``reveal seat:N``, a late call graded as its omission plus an unwarranted call. 2: each hand is
turned face up before a bet that depends on it is settled; the score is the share of the due work done correctly
minus penalties; every lawful cut and A17.2 answer accepted; a call made late is one ``late_ruling`` error. 3: as 2,
and each bet settled for the wrong money costs points by its amount beyond its error's penalty
(:func:`~trainer.training.money_errors.money_points`), and a card dealt or burned after the shuffler stopped is
an error of A17.2, not of the dealing order. ``trainer results verify`` re-grades a grade of rules 2 or
later under its own rules (:data:`OLDEST_REGRADED_RULES`; an older grade is checked by its seal); a replay of an
older attempt grades it with the seat reveals and the scoring of its own rules."""
OLDEST_REGRADED_RULES = 2
"""The oldest grading rules this grader can still grade by (rules 2 and 3 judge alike and differ in the score's
money part and the clause of a card dealt after the shuffler stopped only); a grade of older rules is not re-made."""
PENALTY = {"critical": 40, "major": 15, "minor": 5}
DEFAULT_PASS_MARK = 80

# Skill bands from a skill's error rate (1 - figure): the highest band whose ceiling the rate does not pass.
BANDS: tuple[tuple[str, float], ...] = (
    ("table_ready", 0.02),
    ("competent", 0.05),
    ("learning", 0.15),
    ("not_ready", 1.0),
)


def band_of(figure: float) -> str:
    """The band of a skill figure (share of its opportunities done right)."""
    rate = 1.0 - figure
    for name, ceiling in BANDS:
        if rate <= ceiling + 1e-9:
            return name
    return BANDS[-1][0]


# code -> (severity, en, zh-Hant): the grader's message frames (docs/grading.md lists them). {exp} is the action
# that was due, {got} the action done (both in words: trainer.engine.words.action_text), {why} the engine's reason
# (trainer.engine.words.SENTENCES), {due} the action number (from 1) at which a late call was due. A frame never
# names its fields twice, and no field may carry an internal name: tests/training/test_messages.py produces every
# message and checks.
FRAMES: dict[str, tuple[str, str]] = {
    "omitted": ("Omitted: {exp} was due ({why}).", "遺漏：應先{exp}（{why}）。"),
    "omitted_ruling": ("Ruling missing: {exp} ({why}).", "未作裁定：{exp}（{why}）。"),
    "omitted_void": (
        "The round is void but it was not declared ({why}).",
        "牌局已屬無效，但未宣佈（{why}）。",
    ),
    "omitted_settlement": ("Not settled before the clear: {exp}.", "清枱前未結算：{exp}。"),
    "late_ruling": (
        "Late: {got} was due at action {due} ({why}).",
        "過遲：{got}應在第{due}步作出（{why}）。",
    ),
    "wrong_ruling": (
        "Wrong ruling: {got}. The call due was: {exp} ({why}); the round goes on with that call made.",
        "裁定錯誤：{got}。應裁定：{exp}（{why}）；牌局按此裁定繼續。",
    ),
    "unwarranted_ruling": ("Not called for: {got} ({why}).", "無需作出的裁定：{got}（{why}）。"),
    "wrong_qualifier": ("Wrong call on the dealer's hand: {why}.", "莊家紙牌判定錯誤：{why}。"),
    "declare_too_early": ("{why}.", "{why}。"),
    "declared_twice": ("{why}.", "{why}。"),
    "wrong_shuffle_method": ("Wrong shuffle: {why}.", "洗牌方式錯誤：{why}。"),
    "shuffle_not_due": ("{why}.", "{why}。"),
    "cut_with_machine": ("{why}.", "{why}。"),
    "cut_not_due": ("{why}.", "{why}。"),
    "deal_before_shuffle": ("Dealt before shuffling: {why}.", "未洗牌便派牌：{why}。"),
    "deal_before_cut": ("Dealt before the cut: {why}.", "未切牌便派牌：{why}。"),
    "deal_in_void_round": ("Dealt in a void round: {why}.", "在無效牌局中派牌：{why}。"),
    "deal_not_due": ("{why}.", "{why}。"),
    "deal_after_dealing": ("Extra card: {why}.", "多派紙牌：{why}。"),
    "burn_not_due": ("Burned a card: {why}.", "錯誤銷牌：{why}。"),
    "deal_to_empty_seat": ("Card to a position with no bet: {why}.", "向沒有投注的門派牌：{why}。"),
    "community_without_progressive": (
        "Community cards without a Progressive Jackpot bet: {why}.",
        "沒有累進大獎投注卻派共用紙牌：{why}。",
    ),
    "missing_burn": ("No burn: {why}.", "未銷牌：{why}。"),
    "deal_order": ("Dealing order or method broken: {why}.", "派牌次序或方式錯誤：{why}。"),
    "no_such_bet": ("{why}.", "{why}。"),
    "reject_not_due": ("{why}.", "{why}。"),
    "reject_valid_bet": ("Refused a valid bet: {why}.", "拒絕了有效投注：{why}。"),
    "collect_with_side_bet": ("Collected cards still needed: {why}.", "錯誤收回紙牌：{why}。"),
    "collect_not_due": ("{why}.", "{why}。"),
    "collect_live_hand": ("Collected a live hand: {why}.", "收回了未放棄的紙牌：{why}。"),
    "reveal_community_without_progressive": (
        "Revealed the community cards: {why}.",
        "錯誤亮出共用紙牌：{why}。",
    ),
    "community_before_dealer": ("Revealed too early: {why}.", "過早亮牌：{why}。"),
    "reveal_not_due": ("{why}.", "{why}。"),
    "reveal_twice": ("{why}.", "{why}。"),
    "reveal_too_early": ("Revealed too early: {why}.", "過早亮牌：{why}。"),
    "unrevealed_hand_settled": (
        "Settled a hand nobody has seen: {exp} before settling its bets.",
        "結算了未亮出的紙牌：結算前應先{exp}。",
    ),
    "reveal_seat_too_early": ("Hand turned face up too early: {why}.", "過早亮出博彩者的紙牌：{why}。"),
    "reveal_seat_twice": ("{why}.", "{why}。"),
    "reveal_seat_no_hand": ("No hand to turn face up: {why}.", "沒有紙牌可以亮出：{why}。"),
    "reveal_folded_hand": ("Turned up a folded hand: {why}.", "亮出了放棄者的紙牌：{why}。"),
    "reveal_seat_not_due": ("{why}.", "{why}。"),
    "settled_twice": ("{why}.", "{why}。"),
    "settle_too_early": ("{why}.", "{why}。"),
    "settle_not_due": ("{why}.", "{why}。"),
    "progressive_not_kept": ("{why}.", "{why}。"),
    "progressive_order": (
        "Progressive Jackpot paid out of order: {why}.",
        "累進大獎派彩次序錯誤：{why}。",
    ),
    "wrong_settlement": ("Wrong settlement: {got}; {why}.", "結算錯誤：{got}；{why}。"),
    "clear_too_early": ("Cleared too early: {why}.", "過早清枱：{why}。"),
    "round_over": ("{why}.", "{why}。"),
    "round_unfinished": (
        "The round was left unfinished: {exp} was due.",
        "牌局未完成：應{exp}。",
    ),
    "house_order": ("House procedure: {why}.", "本場程序：{why}。"),
    "not_due": ("{why}.", "{why}。"),
}
"""Each fault's message frames (en, zh-Hant); the fault itself (severity, skill) is :class:`Fault`."""

MESSAGES: dict[Fault, tuple[str, str, str]] = {
    Fault.of(code): (Fault.of(code).severity, en, zh) for code, (en, zh) in FRAMES.items()
}
"""Fault → (severity, en, zh-Hant): every fault with its frames (a test keeps both sides complete)."""


@dataclass(frozen=True, slots=True)
class GradeError:
    """One mistake of a round: the step it was made at, what it was, the clause it breaks and how serious it is."""

    step: int
    code: str
    clause: str
    severity: str
    skill: str
    expected: Action | None
    got: Action | None
    message_en: str
    message_zh: str

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "code": self.code,
            "clause": self.clause,
            "severity": self.severity,
            "skill": self.skill,
            "expected": self.expected.to_json() if self.expected else None,
            "got": self.got.to_json() if self.got else None,
            "message": {"en": self.message_en, "zh-Hant": self.message_zh},
        }


@dataclass(frozen=True, slots=True)
class Money:
    """Money put wrong by the settlements of a round, seen from the player: ``overpaid`` is what the house gave
    beyond what was due (surveillance audits these), ``underpaid`` what it kept that was the player's, in MOP (what
    the grade line shows: ``trainer.training.session.money_text``); a bet left unsettled at the clear counts too (an
    omitted payment underpaid, an omitted take overpaid). ``bets``: each bet put wrong with its signed amount;
    ``net`` their sum (+ the players got more than due); ``points``: what the money cost in the score (grading rules
    3). ``units`` adds up each wrong settlement as a multiple of its bet's stake (``units_per_100_bets``, kept in the
    grade's JSON for analysis; not shown)."""

    overpaid: int = 0
    underpaid: int = 0
    overpayments: int = 0
    underpayments: int = 0
    settled: int = 0
    units: float = 0.0
    bets: tuple[MoneyError, ...] = ()
    points: int = 0

    @property
    def units_per_100_bets(self) -> float:
        return round(100 * self.units / self.settled, 2) if self.settled else 0.0

    @property
    def net(self) -> int:
        return self.overpaid - self.underpaid

    def to_json(self) -> dict[str, Any]:
        return {
            "overpaid": self.overpaid,
            "underpaid": self.underpaid,
            "overpayments": self.overpayments,
            "underpayments": self.underpayments,
            "bets_settled": self.settled,
            "units_per_100_bets": self.units_per_100_bets,
            "net": self.net,
            "bets": [e.to_json() for e in self.bets],
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class Grade:
    """The grade of a round: score, pass or fail, the mistakes, the figure per skill and the money put wrong."""

    score: int
    passed: bool
    errors: tuple[GradeError, ...]
    skills: Mapping[str, float]
    steps: int = 0
    rules: int = GRADING_RULES
    credit: Mapping[str, int] = field(default_factory=dict)
    """Per skill: the due actions done correctly."""
    opportunities: Mapping[str, int] = field(default_factory=dict)
    """Per skill: the due actions that arose (done right, done wrong, omitted, or left when the log ended)."""
    money: Money = field(default_factory=Money)
    style: tuple[StyleNote, ...] = ()
    """Payouts built in chips the table does not use or in more chips than needed: notes, not errors (no points;
    :mod:`trainer.training.chip_style`)."""

    @property
    def bands(self) -> dict[str, str]:
        """A band per skill that had an opportunity."""
        return {k: band_of(self.skills[k]) for k in SKILLS if self.opportunities.get(k, 0)}

    def to_json(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "passed": self.passed,
            "errors": [e.to_json() for e in self.errors],
            "skills": {k: self.skills[k] for k in SKILLS},
            "rules": self.rules,
            "credit": {k: self.credit.get(k, 0) for k in SKILLS},
            "opportunities": {k: self.opportunities.get(k, 0) for k in SKILLS},
            "bands": self.bands,
            "money": self.money.to_json(),
            **({"style": [n.to_json() for n in self.style]} if self.style else {}),
        }


def rules_of(grade: Mapping[str, Any] | None) -> int:
    """The grading rules a stored grade was made under (grades from before rules 2 carry no ``rules``)."""
    value = (grade or {}).get("rules", 1)
    return value if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= GRADING_RULES else 1


@dataclass(frozen=True, slots=True)
class _Owed:
    """A call the dealer owes from a step on (a ruling the regulation requires), until it is made."""

    step: int
    clause: str
    why: str
    why_zh: str
    error: GradeError | None
    """The omission reported for it (replaced by ``late_ruling`` if the call comes), or None after a wrong call."""


class HasSetup(Protocol):
    @property
    def setup(self) -> RoundSetup: ...


def message_key(code: str, expected: Action | None) -> Fault:
    """The :data:`MESSAGES` frame an error of ``code`` is written with: an omitted ruling has its own
    (``omitted_ruling``, ``omitted_void``: the code stays ``omitted``). An unknown code raises ``ValueError``."""
    if code == "omitted" and isinstance(expected, Declare):
        return Fault.OMITTED_VOID if expected.ruling in ("void_round", "reshuffle") else Fault.OMITTED_RULING
    return Fault.of(code)


def make_error(
    code: str,
    clause: str,
    step: int,
    *,
    expected: Action | None,
    got: Action | None,
    why: str,
    why_zh: str = "",
    due: int | None = None,
) -> GradeError:
    if _settled_unseen(code, expected, got):
        code = "unrevealed_hand_settled"
    fault = message_key(code, expected)
    severity, en, zh = MESSAGES[fault]
    skill = fault.skill or (
        skill_of(expected) if expected is not None else (skill_of(got) if got is not None else "procedure")
    )
    en_fields = {"exp": action_text(expected, "en"), "got": action_text(got, "en"), "why": why, "due": due}
    zh_fields = {
        "exp": action_text(expected, "zh-Hant"),
        "got": action_text(got, "zh-Hant"),
        "why": why_zh or why,
        "due": due,
    }
    message_en = en.format(**en_fields)
    return GradeError(
        step,
        code,
        clause,
        severity,
        skill,
        expected,
        got,
        message_en[:1].upper() + message_en[1:],
        zh.format(**zh_fields),
    )


def _settled_unseen(code: str, expected: Action | None, got: Action | None) -> bool:
    """An omitted seat reveal found at a settlement of that seat: a hand settled that nobody has seen."""
    return (
        code == "omitted"
        and isinstance(expected, Reveal)
        and isinstance(got, Take | Push | Pay)
        and expected.what.seat == got.seat
    )


class Grader:
    """Incremental grader: feed actions one by one (the GUI's practice mode does); :func:`grade` folds a log."""

    def __init__(self, setup: RoundSetup, *, pass_mark: int = DEFAULT_PASS_MARK, rules: int = GRADING_RULES) -> None:
        self.round = Round(setup)
        self.round.seat_reveals = rules >= 2
        self.round.fault_first = rules >= 3  # (rules 2 named the dealing clause: docs/regulation-coverage.md)
        self.rules = rules
        self.pass_mark = pass_mark
        self.errors: list[GradeError] = []
        self.credit = dict.fromkeys(SKILLS, 0)
        self.missed = dict.fromkeys(SKILLS, 0)
        self.money: dict[str, float] = dict.fromkeys(
            ("overpaid", "underpaid", "overpayments", "underpayments", "settled", "units"), 0
        )
        self.money_bets: list[MoneyError] = []
        """Each bet settled for the wrong money (or left unsettled at the clear), in the order found."""
        self.steps = 0
        self.style: list[StyleNote] = []
        """The style notes of the payouts built from chips (:func:`~trainer.training.chip_style.style_note`)."""
        self.owed: dict[Action, _Owed] = {}
        """Calls (rulings, refused bets) the trainee omitted and the engine made instead: if the trainee makes one
        later, that is one late call (``late_ruling``), not an omission plus an unwarranted call."""
        self._due: tuple[int, list[Due]] | None = None

    def due(self) -> list[Due]:
        """What a correct dealer may do now at the graded round (:func:`~trainer.engine.procedure.candidates`, the
        reference dealer's choice first), worked out once per step of the round: the practice table asks whether
        the round is over after each action, and judging the next action asks the same."""
        step = self.round.step
        if self._due is None or self._due[0] != step:
            self._due = (step, candidates(self.round))
        return self._due[1]

    def feed(self, raw: Action | Mapping[str, Any]) -> list[GradeError]:
        """Judge and apply one action; returns the errors it caused (empty if it was right)."""
        got = parse_action(raw)
        step = self.steps
        self.steps += 1
        before = {id(e) for e in self.errors}
        r = self.round
        if isinstance(got, Take | Push | Pay):
            self._count_money(r, step, got.seat, got.bet, got)
        if isinstance(got, Pay) and (note := style_note(step, got, r.setup.table.denominations)) is not None:
            self.style.append(note)
        self._judge(r, step, got, depth=0)
        return [e for e in self.errors if id(e) not in before]

    def _owe(self, exp: Due, step: int, error: GradeError | None) -> None:
        if exp.action.kind in ("declare", "reject_bet"):
            self.owed[exp.action] = _Owed(step, exp.clause, exp.why, exp.why_zh, error)

    def _late(self, step: int, got: Action) -> bool:
        """``got`` is a call the engine already made for the trainee: judge it as late (once)."""
        if self.rules < 2:
            return False
        owed = self.owed.pop(got, None)
        if owed is None:
            return False
        if owed.error is None:  # the wrong call made then is the mistake; setting it right later is no new one
            return True
        self.errors = [e for e in self.errors if e is not owed.error]
        self.errors.append(
            make_error(
                "late_ruling",
                owed.clause,
                step,
                expected=got,
                got=got,
                why=owed.why,
                why_zh=owed.why_zh,
                due=owed.step + 1,
            )
        )
        return True

    def _miss(self, action: Action | None, fallback: Action) -> None:
        self.missed[skill_of(action if action is not None else fallback)] += 1

    def _count_money(self, r: Round, step: int, seat: int | None, bet: str | None, got: Action | None) -> None:
        """Over- and under-payment of one settlement of ``seat``'s ``bet`` against the correct one (the player's
        net: paid +amount, pushed 0, taken -stake; ``got`` None: the bet left unsettled at the clear, which moves
        nothing). Nothing is counted where the right settlement is not known yet or the bet is not there."""
        s = r.seats.get(seat or 0)
        if s is None or bet is None or bet in s.settled or r.result is None:
            return
        stake = s.bets.get("ante" if bet == "ante_bonus" else bet, 0)
        if not stake:
            return
        right = settle_action(r, s.seat, bet)
        if right is None and r.phase == Phase.VOID:
            return  # a Progressive bet kept for the next round (A17.3): not a payment
        diff = player_net(got, stake) - player_net(right, stake)
        m = self.money
        m["settled"] += 1
        if diff > 0:
            m["overpaid"] += diff
            m["overpayments"] += 1
        elif diff < 0:
            m["underpaid"] -= diff
            m["underpayments"] += 1
        m["units"] += abs(diff) / stake
        if diff:
            self.money_bets.append(MoneyError(step, s.seat, bet, diff, omitted=got is None))

    def _apply(self, r: Round, action: Action, *, implicit: bool = False) -> bool:
        try:
            r.apply(action, implicit=implicit)
        except EngineError:
            return False
        return True

    def _judge(self, r: Round, step: int, got: Action, depth: int) -> None:
        cands = self.due() if r is self.round else candidates(r)  # (r does not change until an action is applied)
        unseen = r.seats.get(target_seat(got) or 0) if _is_seat_reveal(got) else None
        if unseen is not None and unseen.unseen:
            # A hand settled face down (its omitted reveal was charged then) is turned up now: no new mistake.
            self._apply(r, got)
            return
        if any(accepts(e.action, got) for e in cands):
            self._apply(r, got)
            self.credit[skill_of(got)] += 1
            return
        # 0. A call the engine made for the trainee, made now: late.
        if self._late(step, got):
            return
        # 1. A call the table is waiting for (rulings, a late bet to refuse). An action that cannot be done at the
        #    table (a cut once the cards are out ...) changes nothing: it is its own mistake (3.), and the call is
        #    still owed, not yet omitted or late.
        if r.pending and got.kind != "declare" and not _possible(r, got):
            self._wrong(r, step, got, cands)
            return
        if r.pending and depth < 3:
            if isinstance(got, Declare) and got.ruling not in ("dealer_qualifies", "dealer_does_not_qualify"):
                p = r.pending[0]
                self.errors.append(
                    make_error(
                        "wrong_ruling",
                        p.clause,
                        step,
                        expected=p.action,
                        got=got,
                        why=p.why,
                        why_zh=p.why_zh,
                    )
                )
                self._miss(p.action, got)
                self._owe(p, step, None)
                self._apply(r, p.action, implicit=True)
                return
            for p in list(r.pending):
                error = make_error(
                    "omitted",
                    p.clause,
                    step,
                    expected=p.action,
                    got=got,
                    why=p.why,
                    why_zh=p.why_zh,
                )
                self.errors.append(error)
                self._owe(p, step, error)
                self._miss(p.action, got)
                self._apply(r, p.action, implicit=True)
            self._judge(r, step, got, depth + 1)
            return
        # 2. Steps skipped on the way to an action that would then be right (a hand turned face up too early is
        #    not such a case: it is diagnosed, step 3).
        skipped = None if _is_seat_reveal(got) else self._skipped(r, got, cands)
        if skipped is not None:
            for exp in skipped:
                code = "omitted_settlement" if exp.action.kind in ("take", "push", "pay") else "omitted"
                if isinstance(exp.action, Take | Push | Pay):  # not settled: nothing moved (docs/grading.md)
                    self._count_money(r, step, exp.action.seat, exp.action.bet, None)
                error = make_error(code, exp.clause, step, expected=exp.action, got=got, why=exp.why, why_zh=exp.why_zh)
                self.errors.append(error)
                self._owe(exp, step, error)
                self._miss(exp.action, got)
                self._apply(r, exp.action, implicit=True)
            self._apply(r, got)
            self.credit[skill_of(got)] += 1
            return
        # 3. A wrong action: say why, then do it as the trainee did (if possible).
        self._wrong(r, step, got, cands)

    def _wrong(self, r: Round, step: int, got: Action, cands: list[Due]) -> None:
        fault: ProcedureError = diagnose(r, got, cands)
        self._miss(fault.expected, got)
        self.errors.append(
            make_error(
                fault.code,
                fault.clause or Clause.A8,
                step,
                expected=fault.expected,
                got=got,
                why=fault.message,
                why_zh=fault.message_zh,
            )
        )
        if got.kind == "declare":
            right = fault.expected
            if fault.code == "wrong_qualifier" and right is not None:
                self._apply(r, right, implicit=True)
            return
        if fault.code in ("progressive_not_kept",):
            return
        self._apply(r, got)

    _IMPLICIT = frozenset({"shuffle", "cut", "reject_bet", "collect", "reveal", "declare"})
    _SETTLE = frozenset({"take", "push", "pay"})

    def _skipped(self, r: Round, got: Action, first: list[Due]) -> list[Due] | None:
        """If doing some omittable steps first would make ``got`` correct, those steps; else None. ``first`` are
        the candidates of ``r`` (already worked out); the round is copied only once a step has to be tried."""
        kinds = self._IMPLICIT | (self._SETTLE if got.kind == "clear" else frozenset())
        trial: Round | None = None
        done: list[Due] = []
        for _ in range(80):
            cands = first if trial is None else candidates(trial)
            if not cands:
                return None
            if any(accepts(e.action, got) for e in cands):
                if got.kind == "reveal" and any(e.action.kind == "reveal" for e in done):
                    return None  # cards turned in the wrong order: diagnosed as such (A15.1), not as omissions
                return done or None
            # A hand turned face up only for the bet at hand: the trainee may settle the seats in any order.
            nxt = next((e for e in cands if _is_seat_reveal(e.action) and _seat_reveal_of(e.action, got)), None)
            nxt = nxt or next((e for e in cands if e.action.kind in kinds and not _is_seat_reveal(e.action)), None)
            nxt = nxt or next((e for e in cands if e.action.kind in kinds), None)
            if nxt is None or nxt.action.kind == "deal":
                return None
            if trial is None:
                trial = r.copy()
            try:
                trial.apply(nxt.action, implicit=True)
            except EngineError:
                return None
            done.append(nxt)
        return None

    def finish(self) -> Grade:
        """The grade: errors, and a score that is the share of the due work done correctly minus the penalties and
        (rules 3) the points the money put wrong costs (docs/grading.md). Work left when the log ends counts as
        missed, each action in its skill."""
        r = self.round
        errors = list(self.errors)
        missed = dict(self.missed)
        if r.phase not in (Phase.DONE, Phase.CLOSED):
            cands = candidates(r)
            exp = cands[0].action if cands else None
            errors.append(
                make_error(
                    "round_unfinished",
                    cands[0].clause if cands else Clause.A8,
                    self.steps,
                    expected=exp,
                    got=None,
                    why=say("log_ends_early").en,
                    why_zh=say("log_ends_early").zh,
                )
            )
            for action in remaining_work(r):
                missed[skill_of(action)] += 1
        errors = collapse_runs(errors)
        points = total_points(self.money_bets, self.rules)
        penalty = sum(PENALTY[e.severity] for e in errors) + points
        opportunities = {k: self.credit[k] + missed[k] for k in SKILLS}
        done, due = sum(self.credit.values()), sum(opportunities.values())
        share = 100 if due == 0 else (100 * done) // due
        score = max(0, share - penalty)
        skills = {k: 1.0 if opportunities[k] == 0 else round(self.credit[k] / opportunities[k], 4) for k in SKILLS}
        passed = score >= self.pass_mark and not any(e.severity == "critical" for e in errors)
        m = self.money
        money = Money(
            overpaid=int(m["overpaid"]),
            underpaid=int(m["underpaid"]),
            overpayments=int(m["overpayments"]),
            underpayments=int(m["underpayments"]),
            settled=int(m["settled"]),
            units=float(m["units"]),
            bets=tuple(self.money_bets),
            points=points,
        )
        return Grade(
            score,
            passed,
            tuple(errors),
            skills,
            self.steps,
            self.rules,
            dict(self.credit),
            opportunities,
            money,
            tuple(self.style),
        )


def remaining_work(r: Round, limit: int = 500) -> list[Action]:
    """The actions a correct dealer still owes the round from here (on a copy; ``r`` is untouched). After a wrong
    action the table may be in a state where the first candidate cannot be done physically: the next one that can
    is taken, and the count stops where none can."""
    trial = r.copy()
    out: list[Action] = []
    while len(out) < limit:
        for e in candidates(trial):
            try:
                trial.apply(e.action, implicit=True)
            except EngineError:
                continue
            out.append(e.action)
            break
        else:
            return out
    return out


def _possible(r: Round, action: Action) -> bool:
    """Whether ``action`` can be done at the table at all now (tried on a copy)."""
    try:
        r.copy().apply(action)
    except EngineError:
        return False
    return True


def _is_seat_reveal(action: Action) -> bool:
    return isinstance(action, Reveal) and action.what.is_seat


def _seat_reveal_of(reveal: Action, got: Action) -> bool:
    """``reveal`` turns up the hand of the seat whose bet ``got`` refuses, settles or whose cards it collects or
    rules on."""
    seat = got.seat if isinstance(got, RejectBet | Collect | Declare | Take | Push | Pay) else None
    return seat is not None and target_seat(reveal) == seat


def collapse_runs(errors: Sequence[GradeError]) -> list[GradeError]:
    """One mistake repeated at consecutive steps (e.g. dealing on in a void round) counts once."""
    out: list[GradeError] = []
    last_step: dict[tuple[str, str], int] = {}
    for e in errors:
        key = (e.code, e.clause)
        prev = last_step.get(key)
        last_step[key] = e.step
        if prev is not None and e.step - prev <= 1 and e.code not in ("wrong_settlement", "omitted_settlement"):
            continue
        out.append(e)
    return out


def grade_setup(
    setup: RoundSetup,
    log: Iterable[Action | Mapping[str, Any]],
    *,
    pass_mark: int = DEFAULT_PASS_MARK,
    rules: int = GRADING_RULES,
) -> Grade:
    g = Grader(setup, pass_mark=pass_mark, rules=rules)
    for action in log:
        g.feed(action)
    return g.finish()


def grade(
    scenario: HasSetup,
    log: Sequence[Action | Mapping[str, Any]],
    *,
    pass_mark: int | None = None,
    rules: int = GRADING_RULES,
) -> Grade:
    """Grade an action log against a scenario (anything with a ``.setup`` RoundSetup); ``rules`` re-grades a stored
    attempt under the grading rules it was taken with (:func:`rules_of`)."""
    mark = (
        pass_mark
        if pass_mark is not None
        else int(getattr(scenario, "pass_mark", DEFAULT_PASS_MARK) or DEFAULT_PASS_MARK)
    )
    return grade_setup(scenario.setup, log, pass_mark=mark, rules=rules)
