"""Pace at the table (docs/practice.md, "Pace"): each round's dealing and settling time, and a dealer's pace as
rounds an hour at a full table and seconds per payout, against the house standard
(:class:`~trainer.training.house_standard.HouseStandard`).

A round's times come from when each action was done: ``offsets[i]``, the seconds from the start of the round to
action ``i`` (a practice round stamps them, :class:`~trainer.training.session.PracticeRecord`; an exam's come from
the times the results store keeps with every action). With ``t(i)`` that offset and ``t(-1) = 0``:

* **dealing time** = ``t(last deal or burn) − t(the action before the first deal or burn)``: from the moment the
  dealer could start the first card to the moment the last card was placed;
* **settling time** = ``t(last take, push or pay) − t(the action before the first player's hand turned up or
  the first bet settled, whichever comes first)``: the whole settling, the players' hands turned up included (a
  dealer turns each hand before settling its bets);
* **round time** = ``t(last action)``; **seats** = the seats dealt to; **payouts** = the bets settled.

At a full table (:data:`FULL_TABLE` seats) the round would take ``players_seconds + other + dealing × 8 / (seats
+ 1) + settling × 7 / seats`` seconds, ``other`` being the rest of the round time (the shuffle, the dealer's reveal
and call, the collects, the clear): the dealing grows with the hands dealt (the seats' and the dealer's), the
settling with the seats, the rest not at all, and the players' own time (the standard's ``players_seconds``) is
added because the trainer decides for them. Over several rounds the pace is
``3600 × rounds / Σ full-table seconds`` rounds an hour and ``Σ settling / Σ payouts`` seconds per payout; it meets
the standard when both figures, as shown (whole rounds, tenths of seconds), are within it.

Only **ordinary rounds** are held to pace: every action timed, a card dealt and a bet settled, and no call but the
dealer's qualifying call (a round with an irregularity is slower by nature); a practice round played with help
(hints, undo, Learn mode) is left out too.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from trainer.engine.places import MAX_SEAT, Place
from trainer.engine.words import Text
from trainer.training.house_standard import HouseStandard

FULL_TABLE = MAX_SEAT
"""Seats at a full table (A5.2: seven player positions)."""
DEALING_KINDS = frozenset({"deal", "burn"})
SETTLING_KINDS = frozenset({"take", "push", "pay"})
ORDINARY_CALLS = frozenset({"dealer_qualifies", "dealer_does_not_qualify"})
"""The only calls an ordinary round holds."""
RECENT_ROUNDS = 20
"""How many of the latest timed rounds the learner panel's pace is over."""
SESSION_GAP = timedelta(minutes=30)
"""Rounds further apart than this belong to different practice sessions (the pace trend)."""

NOT_PACED = {
    "irregularity": Text(
        "a round with a call about an irregularity is not held to the pace",
        "有宣佈異常情況的牌局不計算節奏",
    ),
    "helped": Text("a round played with help is not held to the pace", "使用輔助完成的牌局不計算節奏"),
    "not_dealt": Text("no card was dealt or no bet was settled", "沒有派牌或沒有結算投注"),
    "untimed": Text("its actions were not timed", "其動作沒有計時"),
    "entered": Text("the actions were entered afterwards, not dealt at the table", "動作於事後輸入，並非在枱上進行"),
    "no_round": Text("no ordinary round was timed", "沒有計時的一般牌局"),
}
"""Why a round or an attempt has no pace, by key."""


def _kind(action: Any) -> str:
    if isinstance(action, Mapping):
        return str(action.get("action", ""))
    return str(getattr(action, "kind", ""))


def _field(action: Any, name: str) -> Any:
    if isinstance(action, Mapping):
        return action.get(name)
    value = getattr(action, name, None)
    return value if isinstance(value, Place | None) else str(getattr(value, "value", value))


def _seat_at(action: Any, name: str) -> int | None:
    """The seat an action's place field ``name`` (``to`` of a deal, ``what`` of a reveal) names, if any."""
    value = _field(action, name)
    place = value if isinstance(value, Place) else Place.read(value)
    return None if place is None else place.seat


# ------------------------------------------------------------------------------------------------- one round


@dataclass(frozen=True, slots=True)
class RoundPace:
    """One ordinary round's times (seconds) and size."""

    seats: int
    payouts: int
    dealing_seconds: float
    settling_seconds: float
    round_seconds: float
    when: datetime | None = None
    """When it was graded (kept in the learner model; None elsewhere)."""

    def full_table_seconds(self, standard: HouseStandard) -> float:
        """How long the round would take at a full table (the module's formula)."""
        seats = max(1, self.seats)
        other = max(0.0, self.round_seconds - self.dealing_seconds - self.settling_seconds)
        dealing = self.dealing_seconds * (FULL_TABLE + 1) / (seats + 1)  # the dealer's hand is dealt too
        return standard.players_seconds + other + dealing + self.settling_seconds * FULL_TABLE / seats

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seats": self.seats,
            "payouts": self.payouts,
            "dealing": round(self.dealing_seconds, 3),
            "settling": round(self.settling_seconds, 3),
            "round": round(self.round_seconds, 3),
        }
        if self.when is not None:
            out["when"] = self.when.isoformat()
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RoundPace:
        when = data.get("when")
        return cls(
            int(data["seats"]),
            int(data["payouts"]),
            float(data["dealing"]),
            float(data["settling"]),
            float(data["round"]),
            datetime.fromisoformat(when) if isinstance(when, str) else None,
        )


def _span(offsets: Sequence[float], first: int, last: int) -> float:
    """From when the action before step ``first`` was done (the round's start for the first) to step ``last``."""
    before = float(offsets[first - 1]) if first > 0 else 0.0
    return max(0.0, float(offsets[last]) - before)


def measure(actions: Sequence[Any], offsets: Sequence[float] | None) -> RoundPace | str:
    """The pace of one round (``actions``: action records or their JSON, ``offsets``: when each was done, seconds
    from the start of the round), or the key of :data:`NOT_PACED` saying why it has none."""
    kinds = [_kind(a) for a in actions]
    for a, kind in zip(actions, kinds, strict=True):
        if kind == "declare" and _field(a, "ruling") not in ORDINARY_CALLS:
            return "irregularity"
    dealing = [i for i, k in enumerate(kinds) if k in DEALING_KINDS]
    settling = [i for i, k in enumerate(kinds) if k in SETTLING_KINDS]
    if not dealing or not settling:
        return "not_dealt"
    if offsets is None or len(offsets) != len(kinds):
        return "untimed"
    seats = {s for a, k in zip(actions, kinds, strict=True) if k == "deal" and (s := _seat_at(a, "to")) is not None}
    turned = [i for i, (a, k) in enumerate(zip(actions, kinds, strict=True)) if k == "reveal" and _seat_at(a, "what")]
    return RoundPace(
        seats=len(seats) or 1,
        payouts=len(settling),
        dealing_seconds=_span(offsets, dealing[0], dealing[-1]),
        settling_seconds=_span(offsets, min([settling[0], *turned]), settling[-1]),
        round_seconds=max(0.0, float(offsets[-1])),
    )


def practice_pace(rnd: Any) -> RoundPace | str:
    """The pace of a graded practice round (a :class:`~trainer.training.session.PracticeRound`: its log, its
    action times and the help it used), or why it has none."""
    record = rnd.help
    if record.helped:
        return "helped"
    return measure(rnd.log, record.times if len(record.times) == len(rnd.log) else None)


def item_offsets(started: str, timestamps: Sequence[str]) -> list[float] | None:
    """Seconds from an exam item's start to each of its actions (the store's ISO times); None when unreadable."""
    try:
        t0 = datetime.fromisoformat(started)
        return [max(0.0, (datetime.fromisoformat(ts) - t0).total_seconds()) for ts in timestamps]
    except (TypeError, ValueError):
        return None


def items_paces(items: Iterable[Any]) -> list[RoundPace]:
    """The ordinary rounds' paces of an exam attempt's items (``AttemptItem``-like: ``started`` and ``actions`` of
    rows with ``action`` and ``timestamp``), in order."""
    out: list[RoundPace] = []
    for item in items:
        rows = list(item.actions)
        offsets = item_offsets(str(item.started), [str(row.timestamp) for row in rows])
        found = measure([row.action for row in rows], offsets)
        if isinstance(found, RoundPace):
            out.append(found)
    return out


# ------------------------------------------------------------------------------------------------- several


def half_up(value: float, places: int = 0) -> float:
    """``value`` rounded half up to ``places`` decimals (as a figure is shown)."""
    scale = 10.0**places
    return math.floor(value * scale + 0.5) / scale


@dataclass(frozen=True, slots=True)
class Pace:
    """The pace over some rounds."""

    rounds: int
    rounds_per_hour: float
    """Rounds an hour at a full table."""
    seconds_per_payout: float

    @property
    def shown_rounds_per_hour(self) -> int:
        return int(half_up(self.rounds_per_hour))

    @property
    def shown_seconds_per_payout(self) -> float:
        return half_up(self.seconds_per_payout, 1)

    def short_of(self, standard: HouseStandard) -> list[str]:
        """What misses the standard: ``rounds`` (too few rounds an hour), ``payouts`` (too slow a payout)."""
        out = []
        if self.shown_rounds_per_hour < standard.rounds_per_hour - 1e-9:
            out.append("rounds")
        if self.shown_seconds_per_payout > standard.seconds_per_payout + 1e-9:
            out.append("payouts")
        return out

    def meets(self, standard: HouseStandard) -> bool:
        return not self.short_of(standard)

    def to_json(self) -> dict[str, Any]:
        return {
            "rounds": self.rounds,
            "rounds_per_hour": round(self.rounds_per_hour, 3),
            "seconds_per_payout": round(self.seconds_per_payout, 3),
        }


def pooled(paces: Sequence[RoundPace], standard: HouseStandard) -> Pace | None:
    """The pace over ``paces`` (None for none)."""
    if not paces:
        return None
    full = sum(p.full_table_seconds(standard) for p in paces)
    payouts = sum(p.payouts for p in paces)
    settling = sum(p.settling_seconds for p in paces)
    return Pace(len(paces), 3600.0 * len(paces) / full if full > 0 else math.inf, settling / max(1, payouts))


def recent(paces: Sequence[RoundPace], standard: HouseStandard, count: int = RECENT_ROUNDS) -> Pace | None:
    """The pace over the latest ``count`` rounds."""
    return pooled(list(paces)[-count:], standard)


def session_rates(paces: Sequence[RoundPace], standard: HouseStandard, gap: timedelta = SESSION_GAP) -> list[float]:
    """Rounds an hour at a full table in each practice session, oldest first (a session ends where ``gap`` passes
    without a round; rounds without a time of their own are left out)."""
    sessions: list[list[RoundPace]] = []
    last: datetime | None = None
    for p in sorted((p for p in paces if p.when is not None), key=lambda p: p.when or datetime.min):
        assert p.when is not None
        if last is None or p.when - last > gap:
            sessions.append([])
        last = p.when
        sessions[-1].append(p)
    out = []
    for s in sessions:
        found = pooled(s, standard)
        if found is not None:
            out.append(round(found.rounds_per_hour, 1))
    return out


# ------------------------------------------------------------------------------------------------- words


def _figure(value: float) -> str:
    return f"{value:g}"


def figures_text(pace: Pace, standard: HouseStandard) -> Text:
    """``41 rounds an hour at a full table (house standard 45), 3.4 s per payout (house standard 3)``."""
    rph, spp = pace.shown_rounds_per_hour, f"{pace.shown_seconds_per_payout:.1f}"
    srph, sspp = _figure(standard.rounds_per_hour), _figure(standard.seconds_per_payout)
    return Text(
        f"{rph} rounds an hour at a full table (house standard {srph}), {spp} s per payout (house standard {sspp})",
        f"七門坐滿時每小時 {rph} 局（公司標準 {srph} 局），每次派彩 {spp} 秒（公司標準 {sspp} 秒）",
    )


SHORT_OF = {
    "rounds": Text("too few rounds an hour", "每小時局數不足"),
    "payouts": Text("payouts too slow", "派彩太慢"),
}


def verdict_text(pace: Pace, standard: HouseStandard) -> Text:
    """``at the house pace`` / ``under the house pace: payouts too slow``."""
    short = pace.short_of(standard)
    if not short:
        return Text("at the house pace", "達到公司標準節奏")
    return Text(
        "under the house pace: " + ", ".join(SHORT_OF[k].en for k in short),
        "未達公司標準節奏：" + "、".join(SHORT_OF[k].zh for k in short),
    )


def round_text(found: RoundPace | str, standard: HouseStandard, *, required: bool) -> Text:
    """A graded round's pace line (Table-ready): its figures against the standard, and (``required``) the
    verdict; or why it has none."""
    if isinstance(found, str):
        why = NOT_PACED.get(found, NOT_PACED["untimed"])
        return Text(f"This round's pace: not measured ({why.en})", f"本局節奏：不計算（{why.zh}）")
    pace = pooled([found], standard)
    assert pace is not None
    figures = figures_text(pace, standard)
    line = Text(f"This round's pace: {figures.en}", f"本局節奏：{figures.zh}")
    if not required:
        return line
    verdict = verdict_text(pace, standard)
    if pace.meets(standard):
        return Text(f"{line.en} — {verdict.en}", f"{line.zh}——{verdict.zh}")
    return Text(f"{line.en} — {verdict.en}: not table-ready yet", f"{line.zh}——{verdict.zh}：尚未可上枱")


def history_text(paces: Sequence[RoundPace], standard: HouseStandard, count: int = RECENT_ROUNDS) -> Text:
    """The learner panel's pace line: the latest rounds' pace against the standard, or that none is timed yet."""
    pace = recent(paces, standard, count)
    if pace is None:
        return Text(
            "Pace: no timed rounds yet (rounds dealt without help and without an irregularity count)",
            "節奏：尚未有計時的牌局（不用輔助、沒有異常情況的牌局才計算）",
        )
    figures, verdict = figures_text(pace, standard), verdict_text(pace, standard)
    n = pace.rounds
    return Text(
        f"Pace over your last {n} round{'s' if n != 1 else ''}: {figures.en} — {verdict.en}",
        f"最近 {n} 局的節奏：{figures.zh}——{verdict.zh}",
    )


def trend_tip(standard: HouseStandard) -> Text:
    """The tooltip of the panel's pace sparkline."""
    rph = _figure(standard.rounds_per_hour)
    return Text(
        f"Rounds an hour at a full table in each session, the latest on the right; dashed: the house standard of {rph}",
        f"每節練習七門坐滿時每小時的局數，最新的在右；虛線：公司標準 {rph} 局",
    )


def standard_text(standard: HouseStandard) -> Text:
    """The house standard in words (``trainer pace show``)."""
    rph, spp = _figure(standard.rounds_per_hour), _figure(standard.seconds_per_payout)
    players = _figure(standard.players_seconds)
    ready = Text("Table-ready rounds must meet it", "「上枱」模式的牌局須達到此標準")
    if not standard.table_ready:
        ready = Text("Table-ready rounds are shown against it", "「上枱」模式的牌局會與此標準比較")
    return Text(
        f"House standard: {rph} rounds an hour at a full table, at most {spp} s per payout, the players' own time "
        f"{players} s a round; {ready.en}",
        f"公司標準：七門坐滿時每小時 {rph} 局，每次派彩不多於 {spp} 秒，博彩者每局自用時間 {players} 秒；{ready.zh}",
    )
