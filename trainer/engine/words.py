"""The regulation's own words for bets, places and rulings, in Traditional Chinese and English.

Used for the bilingual messages of the engine and the grader (``message.zh-Hant`` / ``message.en``). The GUI has
its own translations through Qt's translation layer.
"""

from __future__ import annotations

BET_ZH = {
    "ante": "原注",
    "play": "加注",
    "pair_plus": "對子或以上注",
    "six_card_bonus": "六張牌獎金",
    "progressive": "累進大獎",
    "ante_bonus": "原注額外彩金",
}
BET_EN = {
    "ante": "Ante",
    "play": "Play",
    "pair_plus": "Pair Plus",
    "six_card_bonus": "Six Card Bonus",
    "progressive": "Progressive",
    "ante_bonus": "Ante Bonus",
}
RULING_ZH = {
    "dealer_qualifies": "莊家合資格",
    "dealer_does_not_qualify": "莊家不合資格",
    "continue": "牌局繼續",
    "dead_cards": "紙牌無效",
    "void_round": "牌局無效",
    "reshuffle": "終止牌局並重新洗牌",
    "change_shuffler": "更換自動洗牌機",
    "switch_to_shoe": "改用派牌盒",
    "close_table": "停止新的牌局",
    "call_floor": "通知主管",
}
RULING_EN = {
    "dealer_qualifies": "dealer qualifies",
    "dealer_does_not_qualify": "dealer does not qualify",
    "continue": "continue",
    "dead_cards": "dead cards",
    "void_round": "void round",
    "reshuffle": "end the round and reshuffle",
    "change_shuffler": "change the shuffler",
    "switch_to_shoe": "switch to the shoe",
    "close_table": "close the table",
    "call_floor": "call the floor",
}


def bet_zh(bet: str | None) -> str:
    return BET_ZH.get(bet or "", bet or "")


def ruling_zh(ruling: str | None) -> str:
    return RULING_ZH.get(ruling or "", ruling or "")


def place_zh(place: str | None) -> str:
    if not place:
        return "—"
    if place.startswith("seat:"):
        return f"第{place[5:]}門"
    return {"dealer": "莊家", "community": "共用紙牌區", "burn": "廢牌盒（銷牌）"}.get(place, place)


def action_text(action: object, lang: str) -> str:
    """A short description of an action (``trainer.engine.actions.Action``) in ``en`` or ``zh-Hant``."""
    from trainer.engine.actions import Action

    if not isinstance(action, Action):
        return "—"
    a = action
    zh = lang.startswith("zh")
    seat = a.seat
    bet = a.bet or ""
    if a.kind == "shuffle":
        if zh:
            return "人手洗牌" if a.method == "manual" else "以自動洗牌機洗牌"
        return "shuffle by hand" if a.method == "manual" else "shuffle with the machine"
    if a.kind == "cut":
        return f"在第{a.position}張切入分割卡" if zh else f"cut at card {a.position}"
    if a.kind == "deal":
        if zh:
            return "派共用紙牌" if a.to == "community" else f"派牌至{place_zh(a.to)}"
        return f"deal to {(a.to or '').replace(':', ' ')}"
    if a.kind == "burn":
        return "銷牌" if zh else "burn a card"
    if a.kind == "reject_bet":
        return f"拒絕第{seat}門的{bet_zh(bet)}投注" if zh else f"refuse seat {seat}'s {BET_EN.get(bet, bet)}"
    if a.kind == "collect":
        return f"收回第{seat}門的紙牌" if zh else f"collect seat {seat}'s cards"
    if a.kind == "reveal":
        if (a.what or "").startswith("seat:"):
            return f"亮出{place_zh(a.what)}的紙牌" if zh else f"turn seat {(a.what or '')[5:]}'s hand face up"
        if zh:
            return "亮出莊家的紙牌" if a.what == "dealer" else "亮出共用紙牌"
        return "reveal the dealer's cards" if a.what == "dealer" else "reveal the community cards"
    if a.kind == "declare":
        r = a.ruling or ""
        where_zh = f"（第{seat}門）" if seat else ""
        where_en = f" (seat {seat})" if seat else ""
        return f"裁定：{ruling_zh(r)}{where_zh}" if zh else f"call: {RULING_EN.get(r, r)}{where_en}"
    if a.kind == "take":
        return f"收取第{seat}門的{bet_zh(bet)}" if zh else f"take seat {seat}'s {BET_EN.get(bet, bet)}"
    if a.kind == "push":
        return f"退還第{seat}門的{bet_zh(bet)}" if zh else f"push seat {seat}'s {BET_EN.get(bet, bet)}"
    if a.kind == "pay":
        return (
            f"向第{seat}門的{bet_zh(bet)}派彩 {a.amount}"
            if zh
            else f"pay seat {seat}'s {BET_EN.get(bet, bet)} {a.amount}"
        )
    if a.kind == "clear":
        return "清枱" if zh else "clear the table"
    return str(a)
