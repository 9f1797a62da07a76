"""The scenario checker's problems in plain words, in Traditional Chinese and English (Qt-free).

``trainer validate`` prints each :class:`~trainer.training.scenario.Problem`'s ``message`` (English, in the words of
a TOML author: field names, ``conduct = [...]``). The scenario editor shows a trainer the same problem next to its
field, in the current language and without the file's names: for that every problem also carries a ``key`` of
:data:`CHECKS` and its ``fields``, and :func:`problem_words` writes them in either language.

Fields are written by their type, as :func:`trainer.engine.words.say` does: :class:`~trainer.engine.words.Bet`,
:class:`~trainer.engine.words.SeatNumber` and :class:`~trainer.engine.words.Conduct` in the regulation's terms,
:class:`FieldName` (a path in the file) in plain words (:data:`FIELD_WORDS`), :class:`EventKind` as the kind of
irregularity, :class:`Value` (what the file holds) described, :class:`Written` (a name the author wrote) quoted,
:class:`ExpectItem` / :class:`Outcome` (an ``[expect]`` check and its values) in words.

To add a problem to the checker: a key here (both languages, the same ``{placeholders}``) and
``Problem(..., key=..., fields=...)`` where it is made; ``tests/training/test_checker_words.py`` walks every key
and fails on a problem of the checker that has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from trainer.engine import words
from trainer.engine.words import Bet, Conduct, SeatNumber

__all__ = [
    "CHECKS",
    "FIELD_WORDS",
    "Action",
    "Bet",
    "Conduct",
    "EventKind",
    "ExpectItem",
    "FieldName",
    "Outcome",
    "SeatBet",
    "SeatNumber",
    "Value",
    "Written",
    "checker_text",
    "field_name",
    "value",
]


class FieldName(str):
    """A field's path in the file (``players[0].bets.ante``): written as the field in plain words."""


class EventKind(str):
    """An event kind (``card_exposed`` …): written as the irregularity."""


class Written(str):
    """A name the author wrote (an unknown field, a card, a clause): quoted as written."""


class Value(NamedTuple):
    """What the file holds where a problem is, described: ``kind`` is number, fraction, text, long_text, bool,
    list, table or other; ``text`` the value as written."""

    kind: str
    text: str = ""


class ExpectItem(NamedTuple):
    """One check of ``[expect]``: its key, and the seat and bet it is about (0 and "" when none)."""

    key: str
    seat: int = 0
    bet: str = ""


class Outcome(NamedTuple):
    """An expected or an actual value of an ``[expect]`` check, as the checker compares them (a tuple so that it
    can be a field of a frozen problem)."""

    value: object


class SeatBet(NamedTuple):
    """A seat's bet among an :class:`Outcome`'s values."""

    seat: int
    bet: str


def value(v: object) -> Value:
    """``v`` (a value read from the file) as a :class:`Value`."""
    if isinstance(v, bool):
        return Value("bool", str(v).lower())
    if isinstance(v, int):
        return Value("number", words_number(v))
    if isinstance(v, float):
        return Value("fraction", str(v))
    if isinstance(v, str):
        return Value("text", v) if len(v) < 40 else Value("long_text")
    if isinstance(v, list):
        return Value("list")
    if isinstance(v, dict):
        return Value("table")
    return Value("other")


def words_number(n: int) -> str:
    text = str(n)
    return text if len(text) <= 24 else text[:10] + "…" + text[-6:]


def field_name(loc: Sequence[str | int]) -> FieldName:
    from trainer.training.records import field_path

    return FieldName(field_path(loc))


# ------------------------------------------------------------------------------------------------ the fields

FIELD_WORDS: dict[str, tuple[str, str]] = {
    # the file
    "id": ("the id (file name)", "代號（檔名）"),
    "title": ("the title", "標題"),
    "title.en": ("the English title", "英文標題"),
    "title.zh-Hant": ("the Chinese title", "中文標題"),
    "briefing": ("the briefing", "簡介"),
    "briefing.en": ("the English briefing", "英文簡介"),
    "briefing.zh-Hant": ("the Chinese briefing", "中文簡介"),
    "en": ("the English text", "英文文字"),
    "zh-Hant": ("the Chinese text", "中文文字"),
    "skills": ("the skills", "技能"),
    "clauses": ("the clauses", "條文"),
    "difficulty": ("the difficulty", "難度"),
    "table": ("the table", "博彩桌"),
    "players": ("the players", "博彩者"),
    "deck": ("the cards", "紙牌"),
    "events": ("the irregularities", "異常情況"),
    "expect": ("the expectations", "預期結果"),
    # the table
    "class": ("the table class (the Ante minimum in MOP)", "博彩桌類別（原注下限，澳門元）"),
    "seats": ("the number of player positions", "門數"),
    "shuffle": ("the shuffling method", "洗牌方式"),
    "packet": ("the cards the machine delivers at a time", "自動洗牌機每次派出的紙牌數目"),
    "side_bets": ("the side bets offered", "所設的附加投注項目"),
    "limits": ("the table limits", "投注金額下限及上限"),
    "min": ("the minimum", "下限"),
    "max": ("the maximum", "上限"),
    "progressive": ("the Progressive Jackpot", "累進大獎"),
    "progressive.pool": ("the progressive pool", "累進大獎彩池"),
    "progressive.seed": ("the amount the pool restarts from", "彩池重新累積的金額"),
    "progressive.fixed": ("the fixed amounts", "定額彩金"),
    "fixed": ("the fixed amounts", "定額彩金"),
    "pool": ("the progressive pool", "累進大獎彩池"),
    "cut": ("where the cut card goes", "分割卡的位置"),
    "spare_shuffler": ("another shuffler at hand", "備用的自動洗牌機"),
    "shoe_available": ("switching to the shoe", "改用派牌盒"),
    "house_rules": ("the house rules", "場內規則"),
    "table.seed": ("the table's random seed", "博彩桌的隨機種子"),
    "deck.seed": ("the random seed of the cards", "紙牌的隨機種子"),
    "seed": ("the random seed", "隨機種子"),
    # a player
    "seat": ("the seat", "門"),
    "bets": ("the bets", "投注"),
    "decision": ("the decision to play or fold", "加注或放棄的決定"),
    "player": ("the player", "博彩者"),
    "seated": ("seated here or elsewhere", "是否佔座此門"),
    "conduct": ("the conduct", "行為"),
    # the cards
    "top": ("the cards chosen", "所選的紙牌"),
    # an irregularity
    "kind": ("the kind of irregularity", "異常情況的種類"),
    "at": ("the deal it happens at", "發生於第幾次派牌"),
    "target": ("the exposed card's place", "過失陽開的紙牌所在"),
    "card": ("which card", "第幾張紙牌"),
    "to": ("where the card lands", "紙牌落在何處"),
    "bet": ("the bet", "投注"),
    "amount": ("the amount", "金額"),
    "persistent": ("whether the failure persists", "是否持續故障"),
    # the expectations
    "phase": ("how the round ends", "牌局如何結束"),
    "void": ("whether the round is void", "是否無效牌局"),
    "void_clause": ("the clause that voids the round", "使牌局無效的條文"),
    "dealer_qualifies": ("whether the dealer holds Queen-high or better", "莊家是否持有Q或更高點數"),
    "dealer_hand": ("the dealer's hand", "莊家的紙牌組合"),
    "hands": ("the players' hands", "博彩者的紙牌組合"),
    "six_card_hands": ("the Six Card Bonus hands", "六張牌獎金的紙牌組合"),
    "progressive_hands": ("the Progressive Jackpot hands", "累進大獎的紙牌組合"),
    "decisions": ("the decisions to play or fold", "加注或放棄的決定"),
    "payouts": ("the payouts", "派彩"),
    "results": ("the results", "結果"),
    "result": ("the result", "結果"),
    "rejected": ("the bets refused", "被拒絕的投注"),
    "kept": ("the bets kept for the next round", "保留至下一局的投注"),
    "collected": ("the cards collected", "收回的紙牌"),
    "dead_cards": ("the dead cards", "無效的紙牌"),
    "floor_called": ("the calls to the floor", "通知主管"),
    "community_revealed": ("whether the community cards are revealed", "是否亮出共用紙牌"),
    "progressive_paid_order": ("the order of the Progressive Jackpot payouts", "累進大獎的派彩次序"),
    "pool_after": ("the pool after the round", "牌局後的彩池"),
    "actions_include": ("the actions the dealer must make", "荷官須作出的動作"),
    "actions_exclude": ("the actions the dealer must not make", "荷官不可作出的動作"),
    "rulings": ("the dealer's calls", "荷官的判定"),
    "": ("the file", "檔案"),
}
"""A field of the file (its name, or ``parent.name`` where the name alone is ambiguous) in plain words. Bet and
hand names are the regulation's terms (:data:`trainer.engine.words.BETS`, ``HANDS``)."""


def _field_words(path: str, lang: str) -> str:
    zh = lang.startswith("zh")
    parts = [p for p in path.replace("]", "").replace("[", ".").split(".") if p and not p.isdigit()]
    while parts:
        leaf = parts[-1]
        parent = parts[-2] if len(parts) > 1 else ""
        for key in (f"{parent}.{leaf}", leaf):
            if key in FIELD_WORDS:
                return FIELD_WORDS[key][1 if zh else 0]
        if leaf in ("min", "max") and parent in words.BETS:  # limits.<bet>.min
            bound = FIELD_WORDS[leaf][1 if zh else 0]
            return f"{words.bet(parent, lang)}的{bound}" if zh else f"the {words.bet(parent, lang)} {bound[4:]}"
        for table in (words.BETS, words.HANDS):
            if leaf in table:
                return table[leaf].zh if zh else f"the {table[leaf].en}"
        parts.pop()
    return FIELD_WORDS[""][1 if zh else 0]


_EVENT_KIND_WORDS = {
    "card_exposed": ("a card exposed by mistake", "過失陽開的紙牌"),
    "card_slips": ("a card dealt to the wrong place", "派錯位置的紙牌"),
    "shuffler_failure": ("a shuffler failure", "自動洗牌機故障"),
    "late_bet": ("a bet placed late", "逾時投注"),
    "conduct": ("a player's conduct", "博彩者的行為"),
}

_VALUE_WORDS = {
    "number": ("the number {text}", "數字 {text}"),
    "fraction": ("the number {text} (not whole)", "數字 {text}（非整數）"),
    "text": ('the text "{text}"', "文字「{text}」"),
    "long_text": ("a text", "一段文字"),
    "bool": ("{text} (true/false)", "{text}（true/false）"),
    "list": ("a list", "清單"),
    "table": ("a table", "表格"),
    "other": ("a value", "一個值"),
}

_OUTCOME_WORDS = {
    True: ("yes", "是"),
    False: ("no", "否"),
    None: ("nothing", "沒有"),
    "nothing": ("nothing", "沒有"),
    "pay": ("pay", "派彩"),
    "take": ("take", "收取"),
    "push": ("push", "退還"),
    "play": ("play", "加注"),
    "fold": ("fold", "放棄"),
    "done": ("the round is over", "牌局完成"),
    "closed": ("the table is closed", "停止牌局"),
    "ended": ("the void round is cleared", "無效牌局已清枱"),
    "void": ("the round is void", "無效牌局"),
}


def _outcome(v: object, lang: str) -> str:
    zh = lang.startswith("zh")
    sep = "、" if zh else ", "
    if isinstance(v, (bool, type(None))) or (isinstance(v, str) and v in _OUTCOME_WORDS):
        return _OUTCOME_WORDS[v][1 if zh else 0]
    if isinstance(v, SeatNumber):
        return words.seat(v, lang)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        if v.startswith("pay "):
            return ("派彩 " if zh else "pay ") + v[4:]
        v = "three_odd_cards" if v == "high_card" else v  # the engine's key of A7.1's lowest hand
        for table in (words.HANDS, words.RULINGS, words.BETS, words.TERMS):
            if v in table:
                return table[v].zh if zh else table[v].en
        return v
    if isinstance(v, SeatBet):
        return (
            f"{words.seat(v.seat, lang)}的{words.bet(v.bet, lang)}"
            if zh
            else f"{words.seat(v.seat, lang)}'s {words.bet(v.bet, lang)}"
        )
    if isinstance(v, list | tuple):
        return sep.join(_outcome(x, lang) for x in v) if v else _OUTCOME_WORDS[None][1 if zh else 0]
    return str(v)


def _item(item: ExpectItem, lang: str) -> str:
    zh = lang.startswith("zh")
    what = _field_words(item.key, lang)
    if item.bet:
        what = (
            f"{words.seat(item.seat, lang)}的{words.bet(item.bet, lang)}"
            if zh
            else f"{words.seat(item.seat, lang)}'s {words.bet(item.bet, lang)}"
        )
    elif item.seat:
        what += f"（{words.seat(item.seat, lang)}）" if zh else f" ({words.seat(item.seat, lang)})"
    return what


def _field(v: object, lang: str) -> object:
    zh = lang.startswith("zh")
    if isinstance(v, FieldName):
        return _field_words(v, lang)
    if isinstance(v, EventKind):
        pair = _EVENT_KIND_WORDS.get(v)
        return (pair[1] if zh else pair[0]) if pair else v
    if isinstance(v, Written):
        return f"「{v}」" if zh else f'"{v}"'
    if isinstance(v, Value):
        return _VALUE_WORDS[v.kind][1 if zh else 0].format(text=v.text)
    if isinstance(v, ExpectItem):
        return _item(v, lang)
    if isinstance(v, Outcome):
        return _outcome(v.value, lang)
    if isinstance(v, Bet):
        return words.bet(v, lang)
    if isinstance(v, SeatNumber):
        return words.seat(v, lang)
    if isinstance(v, Conduct):
        return words.conduct(v, lang)
    return v


# -------------------------------------------------------------------------------------------------- the checks

_TICK = ("if it is meant, tick it under Conduct (to refuse)", "如屬刻意安排，請在「行為」中勾選（荷官須拒絕）")

CHECKS: dict[str, tuple[str, str]] = {
    # reading the file
    "file_empty": ("The file is empty.", "檔案是空的。"),
    "file_too_large": ("The file is larger than the limit of {limit} KiB.", "檔案超過 {limit} KiB 的上限。"),
    "file_binary": ("This is not a text file (it holds binary data).", "這不是文字檔（內含二進位資料）。"),
    "file_cut_short": (
        "The file ends in the middle of a character (is it cut short?).",
        "檔案在一個字元中間結束（是否被截斷？）。",
    ),
    "file_not_utf8": ("The file is not UTF-8 text.", "檔案不是 UTF-8 文字。"),
    "file_unreadable": ("The file cannot be read.", "無法讀取檔案。"),
    "file_is_folder": ("This is a folder, not a scenario file.", "這是資料夾，不是情境檔案。"),
    "no_such_scenario": ("No scenario has this id or file name.", "沒有情境使用此代號或檔名。"),
    "toml_invalid": (
        "The file is not written in valid TOML (the form of scenario files): look at the line given.",
        "檔案不是有效的 TOML（情境檔案的格式）：請查看所示的一行。",
    ),
    "toml_too_deep": ("The file nests lists or tables too deep.", "檔案中的清單或表格層層相套過深。"),
    "cannot_build": ("The round cannot be set up from this file.", "無法按此檔案設定牌局。"),
    "reference_failed": ("The reference dealer cannot play this round.", "參考荷官無法進行此牌局。"),
    "reference_stuck": (
        "The reference dealer stopped after {count} actions: the round never ends.",
        "參考荷官在 {count} 個動作後停止：牌局無法完成。",
    ),
    # the form of each field (the schema)
    "missing": ("Write {field}: it is required.", "請填寫{field}：此項必須填寫。"),
    "no_players": ("Place at least one bet: click a bet area.", "請至少下一注：按一下投注區格。"),
    "unknown_field": ("There is no field {name} in {field}.", "{field}沒有{name}這一項。"),
    "unknown_field_play": (
        "There is no field {name}: the Play bet is not placed in advance; choose the decision to play (A12.2).",
        "沒有{name}這一項：加注不會預先下注；請選擇加注的決定（第十二條第二款）。",
    ),
    "unknown_field_fold": (
        "There is no field {name}: choose the decision to fold.",
        "沒有{name}這一項：請選擇放棄的決定。",
    ),
    "unknown_field_method": (
        "There is no field {name}: choose the shuffling method (by hand or by machine).",
        "沒有{name}這一項：請選擇洗牌方式（人手操作或機械操作）。",
    ),
    "unknown_field_packet": (
        "There is no field {name}: choose how many cards the machine delivers at a time (1 or 3).",
        "沒有{name}這一項：請選擇自動洗牌機每次派出的紙牌數目（1 或 3）。",
    ),
    "unknown_field_cut": (
        "There is no field {name}: choose where the cut card goes.",
        "沒有{name}這一項：請選擇分割卡的位置。",
    ),
    "not_a_choice": ("{field}: {value} is not one of the choices.", "{field}：{value}不是可選的項目。"),
    "want_whole_number": ("{field} must be a whole number, not {value}.", "{field}須為整數，而非{value}。"),
    "want_number": ("{field} must be a number, not {value}.", "{field}須為數字，而非{value}。"),
    "want_text": ("{field} must be a text, not {value}.", "{field}須為文字，而非{value}。"),
    "want_text_or_number": (
        "{field} must be a text or a whole number, not {value}.",
        "{field}須為文字或整數，而非{value}。",
    ),
    "want_true_false": ("{field} must be true or false, not {value}.", "{field}須為 true 或 false，而非{value}。"),
    "want_list": ("{field} must be a list, not {value}.", "{field}須為清單，而非{value}。"),
    "want_table": ("{field} must be a table, not {value}.", "{field}須為表格，而非{value}。"),
    "too_small": ("{field}: {value} is too small (at least {least}).", "{field}：{value}太小（最少 {least}）。"),
    "too_small_above": (
        "{field}: {value} is too small (more than {above}).",
        "{field}：{value}太小（須大於 {above}）。",
    ),
    "too_large": ("{field}: {value} is too large (at most {most}).", "{field}：{value}太大（最多 {most}）。"),
    "too_few": ("Choose at least {least} for {field}.", "{field}請至少選擇 {least} 項。"),
    "empty": ("Write {field}: it is empty.", "請填寫{field}：此欄空白。"),
    "too_long": (
        "{field} is too long (at most {most} characters).",
        "{field}太長（最多 {most} 個字元）。",
    ),
    "wrong_form_id": (
        "{value}: use lower-case letters, digits, _ . - only.",
        "{value}：只可使用小寫英文字母、數字、_ . -。",
    ),
    "wrong_form": ("{field}: {value} has the wrong form.", "{field}：{value}的寫法不正確。"),
    "not_valid": ("{field} is not valid.", "{field}無效。"),
    # what the file says (the content checks)
    "clause_unknown": (
        "{clause} is not a clause of the regulation (write e.g. A11.1, A17.1.2).",
        "{clause}不是規則的條文（例如寫 A11.1、A17.1.2）。",
    ),
    "side_bet_twice": ("A side bet is offered twice.", "同一附加投注項目列出了兩次。"),
    "min_above_max": ("The minimum {min} is above the maximum {max}.", "下限 {min} 高於上限 {max}。"),
    "seed_above_pool": (
        "The pool restarts from more than it holds now (A15.6).",
        "彩池重新累積的金額高於現時的彩池（第十五條第六款）。",
    ),
    "packet_needs_machine": (
        "The cards delivered at a time only apply to a shuffling machine (A11.2, A11.4).",
        "每次派出的紙牌數目只適用於自動洗牌機（第十一條第二款、第十一條第四款）。",
    ),
    "seat_beyond_table": ("{seat}, but the table has {seats} player positions.", "{seat}，但本桌只有{seats}門。"),
    "seat_twice": ("{seat} is given to two players.", "{seat}給了兩名博彩者。"),
    "two_seats_needs_elsewhere": (
        'Chips of a player seated elsewhere (A10.2) need this seat marked "Seated elsewhere".',
        "佔座另一門的博彩者的籌碼（第十條第二款）須把此門標示為「佔座另一門」。",
    ),
    "player_twice": (
        '{player} already sits at {seat}: a player bets at one position only (A10.2); mark this seat "Seated '
        'elsewhere".',
        "{player}已佔座{seat}：每名博彩者僅可在一門投注（第十條第二款）；請把此門標示為「佔座另一門」。",
    ),
    "seated_elsewhere_not_marked": (
        "Chips of a player seated elsewhere break A10.2: tick it under Conduct (to refuse).",
        "佔座另一門的博彩者的籌碼違反第十條第二款：請在「行為」中勾選（荷官須拒絕）。",
    ),
    "seat_no_bet": (
        "The seat has no bet: put chips on it, or leave it empty.",
        "此門沒有投注：請放上籌碼，或讓此門留空。",
    ),
    "bet_not_offered": (
        f"The table does not offer the {{bet}} (A3.4): {_TICK[0]}.",
        f"本桌不設{{bet}}（第三條第四款）：{_TICK[1]}。",
    ),
    "bet_without_base": (
        f"{{bet}} without a base bet (A4.2): {_TICK[0]}.",
        f"{{bet}}沒有基礎投注項目（第四條第二款）：{_TICK[1]}。",
    ),
    "bet_outside_limits": (
        f"{{amount}} is outside the table limits {{min}}–{{max}} (A10.1): {_TICK[0]}.",
        f"{{amount}}超出投注金額下限及上限 {{min}}–{{max}}（第十條第一款）：{_TICK[1]}。",
    ),
    "bet_not_in_chips": (
        "{amount} cannot be made from the chips of this table (class {table}: chips of {chips} MOP).",
        "{amount}無法以本桌的籌碼組成（{table} 類別：籌碼面額 {chips} 澳門元）。",
    ),
    "decision_without_ante": (
        "A seat without an Ante makes no decision to play or fold (A12.2).",
        "沒有原注的門不作加注或放棄的決定（第十二條第二款）。",
    ),
    "not_a_card": (
        "{card} is not a card (rank 2-9, T, J, Q, K, A and suit s, h, d, c).",
        "{card}不是紙牌（點數 2-9、T、J、Q、K、A，花色 s、h、d、c）。",
    ),
    "card_twice": ("The card {card} is chosen twice.", "紙牌 {card} 被選了兩次。"),
    "target_not_seat": ("Choose a seat or the dealer for the exposed card.", "請為過失陽開的紙牌選擇一門或莊家。"),
    "to_not_seat": ("Choose the seat the card lands at.", "請選擇紙牌落在哪一門。"),
    "event_field_not_applicable": ("{field} does not apply to {kind}.", "{field}不適用於{kind}。"),
    "exposed_needs_deal": (
        "Say at which deal the card is exposed, or which card of which place.",
        "請指明紙牌在第幾次派牌時陽開，或是哪個位置的第幾張紙牌。",
    ),
    "exposed_at_zero": ("No card is dealt at 0: the first deal is deal 1.", "第0次不派牌：第一次派牌是第1次。"),
    "event_needs_deal": ("Say at which deal {kind} happens.", "請指明{kind}在第幾次派牌時發生。"),
    "event_at_zero": (
        "The first deal is deal 1 (only a player's conduct happens at 0, as betting opens).",
        "第一次派牌是第1次（只有博彩者的行為可在第0次，即開始投注時發生）。",
    ),
    "slips_needs_place": ("Choose where the card lands.", "請選擇紙牌落在何處。"),
    "shuffler_failure_needs_machine": (
        "A shuffler failure needs a shuffling machine (A17.2).",
        "自動洗牌機故障須使用自動洗牌機（第十七條第二款）。",
    ),
    "event_needs_seat": ("Choose the seat for {kind}.", "請為{kind}選擇一門。"),
    "late_bet_needs_bet": ("Choose the bet and the amount placed late.", "請選擇逾時投注的投注項目及金額。"),
    "conduct_needs_kind": ("Choose the player's conduct (A18).", "請選擇博彩者的行為（第十八條）。"),
    "action_needs_kind": (
        "Expected action {number} does not say which action.",
        "預期動作 {number} 沒有指明是哪一個動作。",
    ),
    "action_unknown_field": (
        "Expected action {number} has a field {name} that no action has.",
        "預期動作 {number} 含有任何動作都沒有的{name}一項。",
    ),
    "not_a_seat_number": ("{field}: {value} is not a seat of this table.", "{field}：{value}不是本桌的門。"),
    # the reference dealer's round against [expect]
    "expect_differs": (
        "The pinned expectations no longer hold: {item}: expected {want}, the reference dealer got {got}. Pin "
        "them again if the change is meant.",
        "已定的預期結果不再成立：{item}：預期{want}，參考荷官得出{got}。如變更屬刻意，請重新定為預期結果。",
    ),
    "expect_never_judged": (
        "The pinned expectations no longer hold: the round was never played to a result, so the dealer's hand "
        "was not judged.",
        "已定的預期結果不再成立：牌局沒有進行至判定結果，莊家的紙牌未經判定。",
    ),
    "expect_action_missing": (
        "The pinned expectations no longer hold: the reference dealer never made expected action {number}.",
        "已定的預期結果不再成立：參考荷官從未作出預期動作 {number}。",
    ),
    "expect_action_made": (
        "The pinned expectations no longer hold: the reference dealer made an action the file excludes ({action}).",
        "已定的預期結果不再成立：參考荷官作出了檔案所排除的動作（{action}）。",
    ),
}
"""Every problem the scenario checker finds: key → (English, zh-Hant) ``str.format`` templates."""


class Action(NamedTuple):
    """An action the reference dealer made (its JSON), as a field: written by :func:`words.action_text`."""

    data: tuple[tuple[str, object], ...]


def _action_words(a: Action, lang: str) -> str:
    from trainer.engine.actions import parse_action

    try:
        return words.action_text(parse_action(dict(a.data)), lang)
    except Exception:  # the action came from the engine: a reader still gets words
        return "—"


def checker_text(key: str, fields: Sequence[tuple[str, object]], lang: str) -> str:
    """The problem ``key`` with its ``fields`` in ``lang`` (``en`` or ``zh-Hant``)."""
    en, zh = CHECKS[key]
    values = {k: (_action_words(v, lang) if isinstance(v, Action) else _field(v, lang)) for k, v in fields}
    if lang.startswith("zh"):
        return zh.format(**values)
    said = en.format(**values)
    return said[:1].upper() + said[1:]  # a sentence may begin with a field: "the table has …"
