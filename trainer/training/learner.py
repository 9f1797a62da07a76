"""The learner model (docs/practice.md): every skill item a trainee meets — each pay-table line, each kind of
irregularity, each step of the procedure — is a card scheduled with FSRS (the maintained ``fsrs`` package, not a
scheduler of our own). A miss is rated Again, a right answer that was slow Hard, a right one on time Good; the items
due, each skill's mastery and the weak spots follow from the reviews. One answer is one review per item: a graded
round's actions on one item (:func:`per_item`), a drill seat's Play and Ante (:meth:`LearnerModel.record` with
``answer``) — a miss in any makes the review a miss.

Items are plain text keys: ``pay:<bet>:<line>`` (``pay:pair_plus:flush``, ``pay:ante:tie``), ``call:<event kind>``
(``call:dealer_card_exposed``) and ``step:<action kind>`` (``step:collect``). A model is a pure value: it
serialises to JSON (:meth:`LearnerModel.to_json`) for whatever keeps it.
"""

from __future__ import annotations

import dataclasses
import json
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from statistics import median
from typing import Any

from fsrs import Card, Rating, Scheduler

from trainer.engine.actions import Action, Declare, Pay, Push, RejectBet, Take
from trainer.training.pace import RoundPace, practice_pace
from trainer.training.timing import ACTION_TARGET, PAYOUT_TARGET

DESIRED_RETENTION = 0.9
"""FSRS's target: an item is due when the chance of getting it right has fallen to 90 %."""
LEARNING_STEPS = (timedelta(minutes=1), timedelta(minutes=10))
RELEARNING_STEPS = (timedelta(minutes=10),)
"""FSRS's short steps for new and missed items; everything else is the package's default parameters."""
RECENT = 20
"""How many of an item's latest reviews mastery and weaknesses look at."""
KEPT_REVIEWS = 5_000
KEPT_PACE = 1_000
"""Round times kept when a model is saved (the newest)."""
"""Reviews kept when a model is saved (the newest; the cards hold the schedule, the reviews only the history)."""
WEAK_BELOW = 0.9
WEAK_MIN_REVIEWS = 3
"""A skill is weak below 90 % with at least 3 recent reviews (the practice issue's rule)."""
SESSION_GAP = timedelta(minutes=30)
"""Reviews further apart than this belong to different practice sessions (for the speed trend)."""
RECENT_EXERCISES = 3
"""How many of the trainee's latest exercises (:meth:`LearnerModel.exercises`) a mistake counts as recent in: the
items missed there come first when the next exercise is picked (:mod:`trainer.training.practice_plan`)."""

SKILL_OF_PREFIX = {"pay": "payouts", "call": "irregularities", "step": "procedure"}
DEALING_STEPS = frozenset({"shuffle", "cut", "deal", "burn"})
QUALIFYING_CALLS = frozenset({"call:dealer_qualifies", "call:dealer_does_not_qualify"})


def skill_of_item(item: str) -> str:
    """The skill an item trains: pay-table lines are payouts, irregularities their own skill, dealing steps
    dealing, the other steps procedure."""
    kind, _, rest = item.partition(":")
    if kind == "step" and rest in DEALING_STEPS:
        return "dealing"
    if item in QUALIFYING_CALLS:
        return "payouts"  # as the grader counts them: the call decides how the Ante and Play are settled
    return SKILL_OF_PREFIX.get(kind, "procedure")


def rating_of(correct: bool, seconds: float | None, item: str) -> Rating:
    """Again for a miss; Hard for a right answer slower than its target (payouts: the payout target, others the
    action target); Good otherwise."""
    if not correct:
        return Rating.Again
    target = PAYOUT_TARGET if item.startswith("pay:") else ACTION_TARGET
    if seconds is not None and seconds > target[1]:
        return Rating.Hard
    return Rating.Good


def _card_id(item: str) -> int:
    return zlib.crc32(item.encode("utf-8")) + 1  # stable across runs (fsrs would use the wall clock)


@dataclass(frozen=True)
class Review:
    item: str
    when: datetime
    correct: bool
    seconds: float | None
    rating: int


@dataclass(frozen=True)
class Exercise:
    """One exercise the trainee did: the reviews of a graded round (recorded together, at one time; an exam feeds
    its rounds so too), or a run of payout-drill answers (each recorded on its own, none further apart than
    :data:`SESSION_GAP`)."""

    kind: str
    """``round`` or ``drill``."""
    reviews: tuple[Review, ...]


@dataclass
class _OpenReview:
    """The review of an answer still under way on one item: the answer it belongs to (compared by identity), the
    item's card before it (None: a new item), where it stands in the model's reviews, the item's answers so far."""

    answer: object
    before: Card | None
    index: int
    answers: list[tuple[str, bool, float | None]]


@dataclass(frozen=True)
class Mistake:
    """An item missed lately and not answered right since: ``ago`` exercises before the latest (0: in the latest),
    of the kind ``kind`` (``round`` or ``drill``)."""

    item: str
    ago: int
    kind: str


@dataclass
class LearnerModel:
    """A trainee's items, their FSRS cards and every review."""

    trainee: str
    cards: dict[str, Card] = field(default_factory=dict)
    reviews: list[Review] = field(default_factory=list)
    scheduler: Scheduler = field(
        default_factory=lambda: Scheduler(
            desired_retention=DESIRED_RETENTION,
            learning_steps=LEARNING_STEPS,
            relearning_steps=RELEARNING_STEPS,
            enable_fuzzing=False,  # the same reviews always give the same schedule
        )
    )

    _open: dict[str, _OpenReview] = field(default_factory=dict, repr=False, compare=False)
    """Per item, the review of the answer still under way (:meth:`record` with ``answer``); never kept."""
    pace: list[RoundPace] = field(default_factory=list)
    """The times of the ordinary rounds dealt without help, oldest first (:mod:`trainer.training.pace`; the
    newest :data:`KEPT_PACE` are kept)."""

    def record(
        self, item: str, correct: bool, seconds: float | None, when: datetime, answer: object | None = None
    ) -> Review:
        """One answer on ``item`` at ``when`` (timezone-aware). ``answer``: the one answer this is part of (a drill
        seat, whose Play and Ante are both ``pay:ante:<line>``): the item's answers within one answer make **one
        review** — a later one replaces the review of the earlier ones by one for all of them (a miss in any is a
        miss, the median of their times, at the first one's time), scheduled from the card as it stood before.
        Without ``answer`` every call is a review of its own."""
        when = when.astimezone(UTC)
        open_ = self._open.get(item)
        if (
            answer is not None
            and open_ is not None
            and open_.answer is answer
            and open_.index < len(self.reviews)
            and self.reviews[open_.index].item == item
        ):
            open_.answers.append((item, correct, seconds))
            (_item, correct, seconds) = per_item(open_.answers)[0]
            at = self.reviews[open_.index].when
            review = self._review(item, correct, seconds, at, open_.before)
            self.reviews[open_.index] = review
            return review
        before = self.cards.get(item)
        review = self._review(item, correct, seconds, when, before)
        self.reviews.append(review)
        if answer is None:
            self._open.pop(item, None)
        else:
            self._open[item] = _OpenReview(answer, before, len(self.reviews) - 1, [(item, correct, seconds)])
        return review

    def _review(self, item: str, correct: bool, seconds: float | None, when: datetime, card: Card | None) -> Review:
        """Schedule ``item`` from ``card`` (a new card when None) by one answer; the review (not yet listed)."""
        rating = rating_of(correct, seconds, item)
        card, _log = self.scheduler.review_card(
            card or Card(card_id=_card_id(item), due=when), rating, review_datetime=when
        )
        self.cards[item] = card
        return Review(item, when, correct, seconds, int(rating))

    def record_all(self, answers: Iterable[tuple[str, bool, float | None]], when: datetime) -> None:
        """Answers given together at ``when`` (a graded round's): one review per item (:func:`per_item`)."""
        for item, correct, seconds in per_item(answers):
            self.record(item, correct, seconds, when)

    def due(self, now: datetime) -> list[str]:
        """Items due at ``now``, the longest overdue first."""
        now = now.astimezone(UTC)
        return [k for k, c in sorted(self.cards.items(), key=lambda kv: kv[1].due) if c.due <= now]

    def next_due(self, items: Sequence[str] | None = None) -> str | None:
        """The item (of ``items``, or of all) whose review comes first."""
        pool = [(c.due, k) for k, c in self.cards.items() if items is None or k in items]
        return min(pool)[1] if pool else None

    def _recent(self) -> dict[str, list[Review]]:
        by_item: dict[str, list[Review]] = {}
        for r in self.reviews:
            by_item.setdefault(r.item, []).append(r)
        return {k: v[-RECENT:] for k, v in by_item.items()}

    def _skill_counts(self) -> tuple[dict[str, int], dict[str, int]]:
        """Per skill: the recent reviews answered right, and all recent reviews."""
        right: dict[str, int] = {}
        total: dict[str, int] = {}
        for item, recent in self._recent().items():
            skill = skill_of_item(item)
            right[skill] = right.get(skill, 0) + sum(r.correct for r in recent)
            total[skill] = total.get(skill, 0) + len(recent)
        return right, total

    def mastery(self) -> dict[str, float]:
        """Per skill: the share of recent reviews answered right."""
        right, total = self._skill_counts()
        return {k: right[k] / total[k] for k in sorted(total)}

    def weaknesses(self) -> list[str]:
        """Items answered right less than 90 % of the time over at least 3 recent reviews, weakest first."""
        out = []
        for item, recent in self._recent().items():
            share = sum(r.correct for r in recent) / len(recent)
            if len(recent) >= WEAK_MIN_REVIEWS and share < WEAK_BELOW:
                out.append((share, item))
        return [item for _share, item in sorted(out)]

    def speed_trend(self, item_prefix: str = "pay:") -> list[float]:
        """The seconds of the reviews of items starting with ``item_prefix``, oldest first (for a trend line)."""
        return [r.seconds for r in self.reviews if r.item.startswith(item_prefix) and r.seconds is not None]

    def session_speeds(self, item_prefix: str = "pay:", gap: timedelta = SESSION_GAP) -> list[float]:
        """The median seconds of the timed reviews of items starting with ``item_prefix`` in each practice
        session, oldest first: a session ends where :data:`SESSION_GAP` passes without a review."""
        sessions: list[list[float]] = []
        last: datetime | None = None
        for r in sorted(self.reviews, key=lambda r: r.when):  # models fed from several places: by time
            if last is None or r.when - last > gap:
                sessions.append([])
            last = r.when
            if r.item.startswith(item_prefix) and r.seconds is not None:
                sessions[-1].append(r.seconds)
        return [round(median(s), 2) for s in sessions if s]

    def exercises(self) -> list[Exercise]:
        """The trainee's exercises, oldest first (:class:`Exercise`): the reviews recorded at one time make one (a
        graded round), except that a lone payout answer is a drill answer, and drill answers in a row make one
        drill."""
        groups: dict[datetime, list[Review]] = {}
        for r in sorted(self.reviews, key=lambda r: r.when):  # models fed from several places: by time
            groups.setdefault(r.when, []).append(r)
        out: list[Exercise] = []
        last: datetime | None = None
        for when, reviews in groups.items():
            drill = len(reviews) == 1 and reviews[0].item.startswith("pay:")
            if drill and out and out[-1].kind == "drill" and last is not None and when - last <= SESSION_GAP:
                out[-1] = Exercise("drill", (*out[-1].reviews, *reviews))
            else:
                out.append(Exercise("drill" if drill else "round", tuple(reviews)))
            last = when
        return out

    def recent_mistakes(self, count: int = RECENT_EXERCISES) -> list[Mistake]:
        """The items missed in the latest ``count`` exercises and not answered right since: the latest exercise's
        first, then each by how often it was answered right lately (weakest first), then as it came up."""
        exercises = self.exercises()
        out: list[tuple[int, float, int, Mistake]] = []
        for order, (item, (k, right)) in enumerate(_latest(exercises).items()):
            ago = len(exercises) - 1 - k
            if not right and ago < count:
                out.append((ago, self.item_share(item)[0], order, Mistake(item, ago, exercises[k].kind)))
        return [m for *_key, m in sorted(out, key=lambda t: t[:3])]

    def just_right(self) -> set[str]:
        """The items whose latest answer, in the latest exercise, was right: what the trainee just did correctly."""
        exercises = self.exercises()
        return {item for item, (k, right) in _latest(exercises).items() if right and k == len(exercises) - 1}

    def just_drilled(self) -> str | None:
        """The line of the latest payout-drill answer, when the latest exercise is a drill (None after a round): a
        line missed again there waits for one other exercise before it comes back."""
        exercises = self.exercises()
        if not exercises or exercises[-1].kind != "drill":
            return None
        return exercises[-1].reviews[-1].item

    def weak_skills(self) -> dict[str, float]:
        """The weaknesses by skill: each skill answered right less than 90 % of the time over at least 3 recent
        reviews, with that share, weakest first (the practice issue's rule)."""
        right, total = self._skill_counts()
        weak = {k: right[k] / total[k] for k in total if total[k] >= WEAK_MIN_REVIEWS}
        return {k: v for k, v in sorted(weak.items(), key=lambda kv: (kv[1], kv[0])) if v < WEAK_BELOW}

    def item_share(self, item: str) -> tuple[float, int]:
        """The share of ``item``'s recent reviews answered right, and how many there were."""
        recent = self._recent().get(item, [])
        return (sum(r.correct for r in recent) / len(recent) if recent else 1.0), len(recent)

    # ---- keeping it

    def to_json(self) -> str:
        return json.dumps(
            {
                "trainee": self.trainee,
                "cards": {k: c.to_dict() for k, c in self.cards.items()},
                "reviews": [
                    {
                        "item": r.item,
                        "when": r.when.isoformat(),
                        "correct": r.correct,
                        "seconds": r.seconds,
                        "rating": r.rating,
                    }
                    for r in self.reviews[-KEPT_REVIEWS:]
                ],
                **({"pace": [p.to_json() for p in self.pace[-KEPT_PACE:]]} if self.pace else {}),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> LearnerModel:
        data: dict[str, Any] = json.loads(text)
        model = cls(str(data["trainee"]))
        model.cards = {k: Card.from_dict(v) for k, v in dict(data.get("cards") or {}).items()}
        model.reviews = [
            Review(
                str(r["item"]), datetime.fromisoformat(r["when"]), bool(r["correct"]), r["seconds"], int(r["rating"])
            )
            for r in data.get("reviews") or []
        ]
        model.pace = [RoundPace.from_json(p) for p in data.get("pace") or []]
        return model


def _latest(exercises: Sequence[Exercise]) -> dict[str, tuple[int, bool]]:
    """Each item's latest answer: the exercise it is in and whether it was right (answers given at one time, as a
    round's, are right only all together), the items in the order they first came up."""
    latest: dict[str, tuple[int, datetime, bool]] = {}
    for k, exercise in enumerate(exercises):
        for r in exercise.reviews:
            before = latest.get(r.item)
            together = before is not None and before[1] == r.when
            latest[r.item] = (k, r.when, r.correct and (before[2] if together and before is not None else True))
    return {item: (k, right) for item, (k, _when, right) in latest.items()}


class LearnerKeeper:
    """Who is practising, and where their learner model is kept: ``use(name)`` loads it from the results store (a
    new model the first time), ``keep()`` saves it. Without a store (or before a name) the model lives in memory.
    Problems come back as one line of text for the page to show; practice goes on regardless."""

    def __init__(self, open_store: Callable[[], Any] | None = None) -> None:
        self.open_store = open_store
        self._store: Any = None
        self.model = LearnerModel("")
        self._kept: str | None = None
        """The model's JSON as last read from or written to the store (to see whether another writer, an exam,
        changed it since)."""
        self._unreadable: str | None = None
        """Why the trainee's kept model could not be read: practice goes on in memory, and the kept one is left as it
        is (never overwritten by a fresh model), for a trainer to look at."""

    def use(self, name: str) -> str | None:
        """Practise as ``name`` (checked like every name the trainer takes); a problem, or None."""
        from trainer.training.inputs import InputError, check_name
        from trainer.training.store import StoreError

        try:
            trainee = check_name(name, "name")
        except InputError as exc:
            return str(exc)
        if trainee == self.model.trainee:
            return None
        self.model = LearnerModel(trainee)
        self._unreadable = None
        try:
            if self._store is None and self.open_store is not None:
                self._store = self.open_store()
            kept = self._store.load_learner(trainee) if self._store is not None else None
        except StoreError as exc:
            return str(exc)
        try:
            if kept is not None:
                self.model = LearnerModel.from_json(kept)
        except (ValueError, KeyError, TypeError) as exc:
            self._unreadable = f"the learner model of {trainee} cannot be read ({exc}); it is kept as it is"
            return self._unreadable
        self._kept = kept
        return None

    def reload(self) -> str | None:
        """Read the trainee's model again when the store holds a newer one (an exam fed it meanwhile); a problem,
        or None. The model object stays the same when nothing changed."""
        from trainer.training.store import StoreError

        if self._store is None or not self.model.trainee:
            return None
        trainee = self.model.trainee
        try:
            kept = self._store.load_learner(trainee)
        except StoreError as exc:
            return str(exc)
        if kept is None or kept == self._kept:
            return self._unreadable
        try:
            self.model = LearnerModel.from_json(kept)
        except (ValueError, KeyError, TypeError) as exc:
            self._unreadable = f"the learner model of {trainee} cannot be read ({exc}); it is kept as it is"
            return self._unreadable
        self._kept = kept
        self._unreadable = None
        return None

    def keep(self) -> str | None:
        """Save the model (when there is a trainee and a store); a problem, or None."""
        from trainer.training.store import StoreError

        if self._store is None or not self.model.trainee:
            return None
        if self._unreadable is not None:
            return self._unreadable
        try:
            text = self.model.to_json()
            self._store.save_learner(self.model.trainee, text)
            self._kept = text
        except StoreError as exc:
            return str(exc)
        return None


def round_reviews(rnd: Any) -> list[tuple[str, bool, float | None]]:
    """What one graded round says about each item, ``(item, right, seconds)`` (:func:`round_items`): the one way
    a round becomes reviews, for Deal me rounds, the library's practice table and every round of an exam alike.
    ``rnd``: a :class:`~trainer.training.session.PracticeRound` (its log, the mistakes per step, its round's
    settlement and the time each action took)."""
    timing = rnd.timing()
    return round_items(
        rnd.log, rnd.errors_at, rnd.grader.round.result, timing.action_seconds if timing is not None else None
    )


def per_item(answers: Iterable[tuple[str, bool, float | None]]) -> list[tuple[str, bool, float | None]]:
    """One review per item of a round, in the order the items first came up: right only when every answer on it
    was right, with the median of its known times (a round pays the Ante and the Play on one line, deals many
    cards: one review each, or the last answer would hide a miss before it)."""
    right: dict[str, bool] = {}
    times: dict[str, list[float]] = {}
    for item, correct, seconds in answers:
        right[item] = right.get(item, True) and correct
        times.setdefault(item, [])
        if seconds is not None:
            times[item].append(seconds)
    return [(item, ok, median(times[item]) if times[item] else None) for item, ok in right.items()]


def learn_from_round(model: LearnerModel, rnd: Any, when: datetime) -> int:
    """Record a graded round in ``model`` at ``when``: its reviews (:func:`round_reviews`), one per item
    (:func:`per_item`). Returns how many reviews were recorded."""
    reviews = per_item(round_reviews(rnd))
    model.record_all(reviews, when)
    pace = practice_pace(rnd)  # an ordinary round dealt without help: its dealing and settling times
    if isinstance(pace, RoundPace):
        model.pace.append(dataclasses.replace(pace, when=when.astimezone(UTC)))
    return len(reviews)


def learn_in_store(store: Any, trainee: str, rounds: Iterable[Any], when: datetime) -> int:
    """Feed ``trainee``'s learner model kept in the results store ``store`` with ``rounds`` (graded
    :class:`~trainer.training.session.PracticeRound` objects; an exam's rounds) and keep it. Returns how many
    reviews were recorded. The store's :class:`~trainer.training.store.StoreError` is raised, and a ``ValueError``
    for a kept model that cannot be read (it is left as it is, not overwritten)."""
    kept = store.load_learner(trainee)
    try:
        model = LearnerModel.from_json(kept) if kept is not None else LearnerModel(trainee)
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"the learner model of {trainee} cannot be read: {exc}") from None
    count = sum(learn_from_round(model, rnd, when) for rnd in rounds)
    if count:
        store.save_learner(trainee, model.to_json())
    return count


def drill_item(bet: str, line: str) -> str:
    """The item of a payout drill's answer: the bet and the hand (or the Ante's outcome) it was settled on."""
    return f"pay:{bet}:{line}"


def round_items(
    log: Sequence[Any],
    errors_at: Mapping[int, Sequence[Any]],
    result: Any,
    seconds: Sequence[float] | None = None,
) -> list[tuple[str, bool, float | None]]:
    """What a practice round or exam item says about each item: ``(item, right, seconds)`` for every action done
    (wrong where a mistake was found at it, and then also the item of the action that was due when that is
    another item), named as the
    learner model names them. ``log``: the actions; ``errors_at``: step → grade errors; ``result``: the round's
    settlement (``RoundResult`` or None) for naming the pay lines; ``seconds``: how long each action took."""
    out: list[tuple[str, bool, float | None]] = []
    for step, action in enumerate(log):
        errors = errors_at.get(step, ())
        took = seconds[step] if seconds is not None and step < len(seconds) else None
        own = action_item(action, result)
        out.append((own, not errors, took))
        missed = {own}
        for e in errors:
            due = getattr(e, "expected", None)
            item = action_item(due, result) if due is not None and due != action else own
            if item not in missed:  # one miss per item and action (a wrong amount is not two misses)
                missed.add(item)
                out.append((item, False, None))
    return out


def action_item(action: Action, result: Any) -> str:
    """The learner item of one action: a settlement is its pay line (``pay:pair_plus:flush``; the Ante and Play by
    how the seat stood against the dealer), a call is ``call:<ruling>`` (a refused bet ``call:reject_bet``), any
    other action ``step:<kind>``."""
    if isinstance(action, Take | Push | Pay) and result is not None:
        seat = next((s for s in result.seats if s.seat == action.seat), None)
        bet = action.bet
        if seat is not None and bet in seat.results:
            return drill_item("ante" if bet == "play" else bet, _line(bet, seat, result))
        return f"step:{action.kind}"
    if isinstance(action, Declare):
        return f"call:{action.ruling.value}"
    if isinstance(action, RejectBet):
        return "call:reject_bet"
    return f"step:{action.kind}"


def _line(bet: str, seat: Any, result: Any) -> str:
    value = seat.results.get(bet, 0)
    if bet in ("ante", "play"):
        if "play" not in seat.results:
            return "folded"  # a fold's Ante is simply taken (A12.2)
        if not result.dealer_qualifies:
            return "dealer_does_not_qualify"
        net = seat.results.get("play", 0)
        return "player_wins" if net > 0 else "dealer_wins" if net < 0 else "tie"
    if value < 0:
        return "loses"
    hand = {"six_card_bonus": seat.six_card_hand, "progressive": seat.progressive_hand}.get(bet, seat.hand)
    return str(getattr(hand, "value", "loses")) if hand is not None else "loses"
