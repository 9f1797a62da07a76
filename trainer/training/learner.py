"""The learner model (docs/practice.md): every skill item a trainee meets — each pay-table line, each kind of
irregularity, each step of the procedure — is a card scheduled with FSRS (the maintained ``fsrs`` package, not a
scheduler of our own). A miss is rated Again, a right answer that was slow Hard, a right one on time Good; the items
due, each skill's mastery and the weak spots follow from the reviews.

Items are plain text keys: ``pay:<bet>:<line>`` (``pay:pair_plus:flush``, ``pay:ante:tie``), ``call:<event kind>``
(``call:dealer_card_exposed``) and ``step:<action kind>`` (``step:collect``). A model is a pure value: it
serialises to JSON (:meth:`LearnerModel.to_json`) for whatever keeps it.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from fsrs import Card, Rating, Scheduler

from trainer.training.timing import ACTION_TARGET, PAYOUT_TARGET

DESIRED_RETENTION = 0.9
"""FSRS's target: an item is due when the chance of getting it right has fallen to 90 %."""
LEARNING_STEPS = (timedelta(minutes=1), timedelta(minutes=10))
RELEARNING_STEPS = (timedelta(minutes=10),)
"""FSRS's short steps for new and missed items; everything else is the package's default parameters."""
RECENT = 20
"""How many of an item's latest reviews mastery and weaknesses look at."""
KEPT_REVIEWS = 5_000
"""Reviews kept when a model is saved (the newest; the cards hold the schedule, the reviews only the history)."""
WEAK_BELOW = 0.9
WEAK_MIN_REVIEWS = 3
"""A skill is weak below 90 % with at least 3 recent reviews (the practice issue's rule)."""

SKILL_OF_PREFIX = {"pay": "payouts", "call": "irregularities", "step": "procedure"}
DEALING_STEPS = frozenset({"shuffle", "cut", "deal", "burn"})


def skill_of_item(item: str) -> str:
    """The skill an item trains: pay-table lines are payouts, irregularities their own skill, dealing steps
    dealing, the other steps procedure."""
    kind, _, rest = item.partition(":")
    if kind == "step" and rest in DEALING_STEPS:
        return "dealing"
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

    def record(self, item: str, correct: bool, seconds: float | None, when: datetime) -> Review:
        """One answer on ``item`` at ``when`` (timezone-aware)."""
        when = when.astimezone(UTC)
        card = self.cards.get(item) or Card(card_id=_card_id(item), due=when)
        rating = rating_of(correct, seconds, item)
        card, _log = self.scheduler.review_card(card, rating, review_datetime=when)
        self.cards[item] = card
        review = Review(item, when, correct, seconds, int(rating))
        self.reviews.append(review)
        return review

    def record_all(self, answers: Iterable[tuple[str, bool, float | None]], when: datetime) -> None:
        for item, correct, seconds in answers:
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

    def mastery(self) -> dict[str, float]:
        """Per skill: the share of recent reviews answered right."""
        right: dict[str, int] = {}
        total: dict[str, int] = {}
        for item, recent in self._recent().items():
            skill = skill_of_item(item)
            right[skill] = right.get(skill, 0) + sum(r.correct for r in recent)
            total[skill] = total.get(skill, 0) + len(recent)
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
        return model


def drill_item(bet: str, line: str) -> str:
    """The item of a payout drill's answer: the bet and the hand (or the Ante's outcome) it was settled on."""
    return f"pay:{bet}:{line}"
