"""The catalogue of words a person reads, in Traditional Chinese (the regulation's language) and English.

One place for every term and every sentence the engine, the grader, the command line and the GUI show:

* **terms** (:class:`Term`): the regulation's own words — bets, hand ranks, places, the table's devices, the
  phases of a round (:data:`TERMS`), the dealer's rulings (:data:`RULINGS`), shuffling methods
  (:data:`METHODS`), the prohibited conduct of A18 (:data:`CONDUCTS`) — and a few words the regulation has no
  term for (skills, severities, "call the floor"; marked ``plain=True``);
* **sentences** (:data:`SENTENCES`): the reasons the engine gives (why a call is due, why an action is wrong),
  each a pair of ``str.format`` templates; :func:`say` fills them, turning bet, place, ruling and conduct keys into
  their terms in each language, so no internal name (``pair_plus``, ``seat:3``) reaches a reader;
* :func:`action_text`: one action in plain words.

The grader's message frames (code → en, zh-Hant) are ``trainer.training.grading.FRAMES`` (each code a
``trainer.engine.faults.Fault`` with its severity and skill); they take these sentences and action texts as their
fields.

The zh-Hant of a term is the regulation's wording (``docs/regulation/zh-Hant.md``): ``tests/engine/test_words.py``
checks that it occurs there verbatim, or — for a term ``words=`` composes from several of the regulation's words —
that each of those does. The GUI shows the same terms through Qt's translation layer (``trainer/gui/i18n.py``,
context ``Terms``); ``tests/gui/test_i18n.py`` checks that both say the same.

To add a term: add a :class:`Term` to the right table below (key, English, zh-Hant, clause). To add a reason:
add a key to :data:`SENTENCES` and call ``say(key, field=...)``; to add a grade message: a ``Fault``, its frames in
``grading.FRAMES`` and a line in ``docs/grading.md``. ``tests/training/test_messages.py`` produces every grade
message and fails on internal names and doubled words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from trainer.engine.clauses import Clause
from trainer.engine.kinds import Method, Ruling
from trainer.engine.places import Place


class Term(NamedTuple):
    key: str
    en: str
    zh: str
    clause: str = ""
    """Where the regulation uses the word."""
    words: tuple[str, ...] = ()
    """The regulation's words ``zh`` is made of, when ``zh`` is not itself a phrase of the regulation."""
    plain: bool = False
    """Not a term of the regulation (the regulation has no word for it): a plain word of the trainer's."""


class Text(NamedTuple):
    """A sentence in both languages."""

    en: str
    zh: str

    def lang(self, lang: str) -> str:
        return self.zh if lang.startswith("zh") else self.en


def _table(*terms: Term) -> dict[str, Term]:
    return {t.key: t for t in terms}


BETS: dict[str, Term] = _table(
    Term("ante", "Ante", "原注", Clause.A3_1),
    Term("play", "Play", "加注", Clause.A5_3),
    Term("pair_plus", "Pair Plus", "對子或以上注", Clause.A3_1),
    Term("six_card_bonus", "Six Card Bonus", "六張牌獎金", Clause.A3_2),
    Term("progressive", "Progressive Jackpot", "累進大獎", Clause.A3_2),
    Term("ante_bonus", "Ante Bonus", "額外彩金", Clause.A13_4),
)
"""Bet keys of the contract (and ``ante_bonus``, the winnings of A13(4)) → their names (A3, A13.4)."""

HANDS: dict[str, Term] = _table(
    Term("royal_flush", "Royal Flush", "黃袍麒", Clause.A7_2),
    Term("straight_flush", "Straight Flush", "同花順", Clause.A7_1),
    Term("four_of_a_kind", "Four of a Kind", "四條", Clause.A7_2),
    Term("full_house", "Full House", "夫盧", Clause.A7_2),
    Term("flush", "Flush", "同花", Clause.A7_1),
    Term("straight", "Straight", "順", Clause.A7_1),
    Term("three_of_a_kind", "Three of a Kind", "三條", Clause.A7_1),
    Term("pair", "Pair", "對子", Clause.A7_1),
    Term("three_odd_cards", "Three odd cards", "三張散牌", Clause.A7_1),
)

TERMS: dict[str, Term] = {
    **BETS,
    **HANDS,
    **_table(
        Term("base_bets", "Base bets", "基礎投注項目", Clause.A3_1),
        Term("side_bets", "Side bets", "附加投注項目", Clause.A3_2),
        Term("dealer", "Dealer", "莊家", Clause.A5_1),
        Term("player", "Player", "博彩者", Clause.A5_1),
        Term("position", "Position", "門", Clause.A5_2),
        Term("gaming_table", "Gaming table", "博彩桌", Clause.A5_1),
        Term("betting_area", "Betting area", "投注區格", Clause.A5_3),
        Term("community_cards", "Community cards", "共用紙牌", Clause.A11_3),
        Term("discard_rack", "Discard rack", "廢牌盒", Clause.A11_4),
        Term("shoe", "Shoe", "派牌盒", Clause.A2_1),
        Term("shuffler", "Automatic shuffler", "自動洗牌機", Clause.A2_1),
        Term("cut_card", "Cut card", "分割卡", Clause.A2_1),
        Term("deck", "Deck of 52 cards", "一副共五十二張的紙牌", Clause.A2_1),
        Term("progressive_display", "Electronic display", "電子顯示器", Clause.A2_2),
        Term("progressive_pool", "Progressive pool", "累進大獎彩池", Clause.A15_6),
        Term("fixed_amount", "Fixed amount", "定額彩金", Clause.A16_3),
        Term("round", "Round", "牌局", Clause.A8),
        Term("void_round", "Void round", "無效牌局", Clause.A17_1),
        Term("shuffle", "Shuffle", "洗牌", Clause.A8),
        Term("shuffle_by_hand", "Shuffling by hand", "人手操作", Clause.A9_1),
        Term("shuffle_by_machine", "Shuffling by machine", "機械操作", Clause.A9_1),
        Term("betting", "Betting", "投注", Clause.A8),
        Term("dealing", "Dealing", "派牌", Clause.A8),
        Term("raise", "Play or fold", "加注", Clause.A8),
        Term("results", "Deciding the result", "判定結果", Clause.A8),
        Term("payout", "Payout", "派彩", Clause.A8),
        Term("fold", "Fold", "放棄", Clause.A12_2),
        Term("burn", "Burn", "銷去", Clause.A11_4),
        Term("exposed", "Exposed by mistake", "過失陽開", Clause.A17_1),
        Term("dead", "Dead", "無效", Clause.A17_5),
        Term("tie", "Tie", "和局", Clause.A7_1),
        Term("winnings", "Winnings", "彩金", Clause.A13_1),
    ),
}
"""The regulation's nouns (bets and hand ranks included), by key. The GUI's ``Terms`` are these."""

RULINGS: dict[str, Term] = _table(
    Term("dealer_qualifies", "dealer qualifies", "莊家持有Q或更高點數", Clause.A13_2),
    Term("dealer_does_not_qualify", "dealer does not qualify", "莊家持有點數低於Q", Clause.A13_1),
    Term("continue", "the round continues", "牌局仍會繼續進行", Clause.A17_4),
    Term("dead_cards", "dead cards", "紙牌無效", Clause.A17_5, words=("紙牌", "無效")),
    Term("void_round", "void round", "無效牌局", Clause.A17_1),
    Term(
        "reshuffle",
        "end the round and reshuffle",
        "終止牌局並重新洗牌",
        Clause.A17_2,
        words=("終止", "牌局", "重新洗牌"),
    ),
    Term("change_shuffler", "change the shuffler", "更換另一部自動洗牌機", Clause.A17_2),
    Term("switch_to_shoe", "switch to the shoe", "改用派牌盒", Clause.A17_2),
    Term("close_table", "no new round at this table", "不得進行新的牌局", Clause.A17_2),
    Term("call_floor", "call the floor", "通知主管", Clause.A18, plain=True),
)
"""Ruling keys of the contract (``declare``) → the call in words."""

PLACES: dict[str, Term] = _table(
    Term("seat", "seat {n}", "第{n}門", Clause.A5_2, words=("門",)),
    Term("dealer", "the dealer", "莊家", Clause.A5_1),
    Term("community", "the community cards", "共用紙牌", Clause.A11_3),
    Term("burn", "the burned card", "銷去", Clause.A11_4),
    Term("nothing", "nothing", "無", plain=True),
)
"""Where a card goes (``deal.to``, ``reveal.what``): ``seat:N`` is ``seat N`` / ``第N門``."""

METHODS: dict[str, Term] = _table(
    Term("manual", "by hand", "人手操作", Clause.A9_1),
    Term("machine", "with the automatic shuffler", "自動洗牌機", Clause.A9_1),
)
"""Shuffling methods (``shuffle.method``)."""

CONDUCTS: dict[str, Term] = _table(
    Term("recording", "recording the results", "記錄牌局的結果", Clause.A18_1),
    Term("predicting", "predicting or working out a betting system", "進行預測或制定投注策略", Clause.A18_1),
    Term("leaves_table", "leaving the table during the round", "在牌局進行途中離開博彩桌", Clause.A18_2),
    Term("tells_cards", "telling others the cards", "向他人透露所持紙牌的點數和組合", Clause.A18_2),
    Term(
        "discloses_dealer_cards",
        "trying to disclose the dealer's cards",
        "嘗試披露莊家已派發的紙牌",
        Clause.A18_3,
        words=("嘗試", "披露莊家已派發的紙牌"),
    ),
    Term(
        "late_bet", "betting after the first card", "派出首張紙牌後投注", Clause.A10_3, words=("派出首張紙牌後", "投注")
    ),
)
"""Player conduct (scenario ``conduct`` events, A18; the late bet of A10.3)."""

SKILLS: dict[str, Term] = _table(
    Term("dealing", "Dealing", "派牌", Clause.A11),
    Term("irregularities", "Irregularities", "異常情況", Clause.A17, plain=True),
    Term("payouts", "Payouts", "派彩", Clause.A16),
    Term("procedure", "Procedure", "程序", Clause.A8, plain=True),
)
SEVERITIES: dict[str, Term] = _table(
    Term("critical", "critical", "嚴重", plain=True),
    Term("major", "major", "主要", plain=True),
    Term("minor", "minor", "輕微", plain=True),
)

GRADE: dict[str, Term] = _table(
    Term("score", "Score {score} / 100", "得分 {score} / 100", plain=True),
    Term("passed", "passed", "合格", plain=True),
    Term("not_passed", "not passed", "不合格", plain=True),
    Term("hints", "{n} hints", "提示 {n} 次", plain=True),
    Term("hint", "1 hint", "提示 1 次", plain=True),
    Term("undos", "{n} undos", "還原 {n} 次", plain=True),
    Term("undo", "1 undo", "還原 1 次", plain=True),
    Term("with_help", "with help: {help}", "曾用輔助：{help}", plain=True),
    Term("no_help", "no help used", "未用輔助", plain=True),
    Term("learn_mode", "done in Learn mode", "在學習模式下完成", plain=True),
    Term("next_step", "Next: {step}", "下一步：{step}", plain=True),
    Term("mop", "{amount} MOP", "{amount} 澳門元", plain=True),
    Term("no_mistakes", "No mistakes. Well dealt!", "沒有錯誤，做得好！", plain=True),
    Term("action", "action {n}", "第{n}步", plain=True),
    Term("band_table_ready", "table-ready", "可上枱", plain=True),
    Term("band_competent", "competent", "勝任", plain=True),
    Term("band_learning", "learning", "學習中", plain=True),
    Term("band_not_ready", "not ready", "未可上枱", plain=True),
    Term("not_tested", "not tested", "未測試", plain=True),
    Term("every_skill", "Every skill tested", "各項已測試的技能", plain=True),
    Term(
        "money",
        "Money: {wrong} of {bets} settlements paid wrongly ({parts})",
        "金額：結算 {bets} 注，其中 {wrong} 注錯付（{parts}）",
        plain=True,
    ),
    Term("money_over", "{amount} MOP too much", "多付 {amount} 澳門元", plain=True),
    Term("money_under", "{amount} MOP too little", "少付 {amount} 澳門元", plain=True),
    Term("money_bet", "{seat}'s {bet}: {amount}", "{seat}的{bet}：{amount}", plain=True),
    Term(
        "money_bet_omitted", "{seat}'s {bet}: {amount} (not settled)", "{seat}的{bet}：{amount}（未結算）", plain=True
    ),
    Term("money_points", "the money cost {points} points", "錯付金額扣 {points} 分", plain=True),
    Term("money_point", "the money cost 1 point", "錯付金額扣 1 分", plain=True),
    Term(
        "money_right", "Money: nothing paid wrongly in {bets} settlements", "金額：結算 {bets} 注，沒有錯付", plain=True
    ),
    Term("money_none", "Money: no bet settled", "金額：未有結算任何投注", plain=True),
    Term(
        "money_total", "Money: {over}, {under}; {bets} settled", "金額：{over}，{under}；共結算 {bets} 注", plain=True
    ),
    Term("money_over_none", "overpaid nothing", "多付 0 澳門元", plain=True),
    Term("money_over_once", "overpaid {amount} MOP once", "多付 {amount} 澳門元（1 次）", plain=True),
    Term("money_over_many", "overpaid {amount} MOP in {n} bets", "多付 {amount} 澳門元（{n} 次）", plain=True),
    Term("money_under_none", "underpaid nothing", "少付 0 澳門元", plain=True),
    Term("money_under_once", "underpaid {amount} MOP once", "少付 {amount} 澳門元（1 次）", plain=True),
    Term("money_under_many", "underpaid {amount} MOP in {n} bets", "少付 {amount} 澳門元（{n} 次）", plain=True),
    Term("money_bets_one", "1 bet", "1", plain=True),
    Term("money_bets", "{n} bets", "{n}", plain=True),
    Term("timing", "{what}: median {seconds} s ({speed})", "{what}：中位數 {seconds} 秒（{speed}）", plain=True),
    Term("timing_action", "action", "每步", plain=True),
    Term("timing_payout", "payout", "派彩", plain=True),
    Term("outcome_dealer_does_not_qualify", "dealer below Queen-high", "莊家持有點數低於Q", plain=True),
    Term("outcome_player_wins", "player wins", "博彩者勝", plain=True),
    Term("outcome_dealer_wins", "dealer wins", "莊家勝", plain=True),
    Term("outcome_tie", "tie", "和局", plain=True),
    Term("outcome_loses", "loses", "輸", plain=True),
    Term("speed_fast", "fast", "快", plain=True),
    Term("speed_on_target", "on target", "合乎目標", plain=True),
    Term("speed_slow", "slow", "慢", plain=True),
    Term(
        "style_odd",
        "Style: {seat}'s {bet} paid {amount} MOP with chips of {odd} MOP, which this table does not use (its chips: "
        "{tray} MOP)",
        "風格：{seat}的{bet}派彩 {amount} 澳門元，用了本桌不用的 {odd} 澳門元籌碼（本桌籌碼：{tray} 澳門元）",
        plain=True,
    ),
    Term(
        "style_many",
        "Style: {seat}'s {bet} paid {amount} MOP in {n} chips ({paid}); {fewest} would do",
        "風格：{seat}的{bet}派彩 {amount} 澳門元用了 {n} 個籌碼（{paid}）；{fewest}已足夠",
        plain=True,
    ),
)
"""The grade of a practice round with the help it used (``trainer.training.session``)."""

TABLES: dict[str, dict[str, Term]] = {
    "terms": TERMS,
    "rulings": RULINGS,
    "places": PLACES,
    "methods": METHODS,
    "conducts": CONDUCTS,
    "skills": SKILLS,
    "severities": SEVERITIES,
    "grade": GRADE,
}


def all_terms() -> list[Term]:
    return [t for table in TABLES.values() for t in table.values()]


def money_total(money: Mapping[str, object]) -> Text:
    """The money put wrong over some rounds in both languages, from a grade's ``money`` (``overpaid``,
    ``overpayments``, ``underpaid``, ``underpayments``, ``bets_settled``): "Money: overpaid 100 MOP once, underpaid
    nothing; 12 bets settled" / "金額：多付 100 澳門元（1 次），少付 0 澳門元；共結算 12 注"."""

    def count(key: str) -> int:
        value = money.get(key, 0)
        return int(value) if isinstance(value, int | float) else 0

    fields = {"over": (count("overpaid"), count("overpayments")), "under": (count("underpaid"), count("underpayments"))}
    bets = count("bets_settled")
    parts = {}
    for kind, (amount, times) in fields.items():
        many = "none" if amount == 0 and times <= 0 else "once" if times == 1 else "many"
        parts[kind] = (GRADE[f"money_{kind}_{many}"], {"amount": amount, "n": times})
    settled = GRADE["money_bets_one" if bets == 1 else "money_bets"]
    frame = GRADE["money_total"]
    en = frame.en.format(**{k: t.en.format(**f) for k, (t, f) in parts.items()}, bets=settled.en.format(n=bets))
    zh = frame.zh.format(**{k: t.zh.format(**f) for k, (t, f) in parts.items()}, bets=settled.zh.format(n=bets))
    return Text(en, zh)


def _pick(term: Term, lang: str) -> str:
    return term.zh if lang.startswith("zh") else term.en


def bet(key: str | None, lang: str = "en") -> str:
    """A bet key in words; an unknown key as it is (never raises: the text is for a reader)."""
    t = BETS.get(key or "")
    return _pick(t, lang) if t else (key or "—")


def ruling(key: str | None, lang: str = "en") -> str:
    t = RULINGS.get(key or "")
    return _pick(t, lang) if t else (key or "—")


def conduct(key: str | None, lang: str = "en") -> str:
    t = CONDUCTS.get(key or "")
    return _pick(t, lang) if t else (key or "—")


def method(key: str | None, lang: str = "en") -> str:
    t = METHODS.get(key or "")
    return _pick(t, lang) if t else (key or "—")


def place(name: str | Place | None, lang: str = "en") -> str:
    """``seat:3`` (or its :class:`~trainer.engine.places.Place`) → ``seat 3`` / ``第3門``; ``dealer``,
    ``community``, ``burn`` → their words."""
    if not name:
        return _pick(PLACES["nothing"], lang)
    where = name if isinstance(name, Place) else Place.read(name)
    if where is not None and where.seat is not None:
        return seat(where.seat, lang)
    key = str(name)
    t = PLACES.get(key)
    return _pick(t, lang) if t else key


def seat(n: int | None, lang: str = "en") -> str:
    return _pick(PLACES["seat"], lang).format(n=n)


# ----------------------------------------------------------------------------------------------- sentences


class Bet(str):
    """A bet key as a :func:`say` field: written as the bet's name."""


class Where(str):
    """A step of the dealing plan (``seat:3``, ``dealer``, ``community``, ``burn``; ``""`` for none) as a
    :func:`say` field. A :class:`~trainer.engine.places.Place` is written as a place without it."""


class SeatNumber(int):
    """A seat's number as a :func:`say` field: written as the seat (``seat 3`` / ``第3門``)."""


class Conduct(str):
    """A conduct key as a :func:`say` field."""


SENTENCES: dict[str, tuple[str, str]] = {
    # what is due next (procedure.candidates; the hint shows them)
    "settle_bet": ("the result of {seat}'s {bet} is decided", "{seat}的{bet}結果已判定"),
    "shuffle_due": ("a round begins with the shuffle", "牌局由洗牌開始"),
    "cut_due": ("a hand shuffle is followed by the cut", "人手洗牌後須切牌"),
    "refuse_bet": ("the bet breaks the table's rules", "該投注不符合規則"),
    "clear_void": ("the void round's bets are returned", "無效牌局的投注已退還"),
    "folded_ante_lost": ("a folded Ante is lost", "放棄的原注歸莊家"),
    "collect_folded": ("a folded position's cards are collected at once", "放棄者的紙牌須立即收回"),
    "reveal_dealer": ("the players have decided", "博彩者已決定加注或放棄"),
    "dealer_hand_revealed": ("the dealer's hand is revealed", "莊家的紙牌已亮出"),
    "dealer_queen_high": ("the dealer holds Queen-high or better", "莊家持有Q或更高點數的紙牌"),
    "dealer_below_queen": ("the dealer holds less than Queen-high", "莊家持有點數低於Q的紙牌"),
    "reveal_community_last": (
        "the dealer's hand is judged: the community cards come last",
        "莊家的紙牌已判定，最後亮出共用紙牌",
    ),
    "clear_table": ("every bet is settled", "所有投注已結算"),
    "burn_due": ("burn the top card of the machine's packet", "銷去洗牌機派出的最頂一張紙牌"),
    "deal_due": ("{place} is next in the dealing order", "按派牌次序輪到{place}"),
    # why a call is due (round.py: pending calls)
    "fault_persists": ("the fault persists", "故障持續"),
    "fault_persists_no_spare": (
        "the fault persists and there is no other shuffler or shoe",
        "故障持續，且沒有其他自動洗牌機或派牌盒",
    ),
    "fault_persists_no_spare_shuffler": (
        "the fault persists and there is no other shuffler at this table, only the shoe",
        "故障持續，且此枱沒有另一部自動洗牌機，只有派牌盒",
    ),
    "shuffler_failed": ("the shuffler failed while dealing", "自動洗牌機在派牌過程中出現故障"),
    "cards_to_empty_seat": ("cards were dealt to {seat}, which has no bet", "紙牌派至沒有投注的{seat}"),
    "three_community_cards": (
        "three cards were dealt to the community area",
        "共用紙牌區獲派三張紙牌",
    ),
    "dealt_out_of_order": ("a card went to {got} when {due} was due", "應派至{due}，卻派至{got}"),
    "not_three_cards": ("{place} does not hold three cards", "{place}沒有三張紙牌"),
    "dealer_card_exposed": ("a dealer's card was exposed while dealing", "派牌時莊家的紙牌被過失陽開"),
    "player_cards_exposed": (
        "more than one player card was exposed while dealing",
        "派牌時博彩者的多張紙牌被過失陽開",
    ),
    "player_card_exposed": ("one player card was exposed", "博彩者的一張紙牌被過失陽開"),
    "late_bet": ("a bet was put down after the first card", "派出首張紙牌後的投注"),
    "conduct": ("the player there is {conduct}", "該門的博彩者{conduct}"),
    # why an action is wrong (procedure.diagnose)
    "round_over": ("the round is over; nothing more is done at this table", "牌局已結束，此枱不再有任何操作"),
    "shuffle_method": ("this table shuffles {method}", "此枱以{method}洗牌"),
    "no_shuffle_mid_round": ("the cards are not shuffled in the middle of a round", "牌局進行中不得洗牌"),
    "no_cut_with_machine": ("with the automatic shuffler no cut card is used", "使用自動洗牌機時無需使用分割卡"),
    "cut_once": ("the cut comes once, right after the hand shuffle", "切牌只在人手洗牌後進行一次"),
    "no_such_bet": ("{seat} has no {bet} bet", "{seat}沒有{bet}投注"),
    "refuse_before_dealing": ("bets are accepted or refused before the cards are dealt", "投注須在派牌前接受或拒絕"),
    "bet_is_valid": ("{seat}'s {bet} is within the table's rules", "{seat}的{bet}投注符合規則"),
    "house_ante_first": ("take the folded Ante before collecting the cards", "先收取放棄的原注，再收回紙牌"),
    "already_collected": ("{seat}'s cards are already collected", "{seat}的紙牌已經收回"),
    "folded_with_side_bet": (
        "{seat} folded but has Pair Plus or a side bet: its cards stay until they are settled",
        "{seat}雖放棄，但有對子或以上注或附加投注，紙牌須留至結算",
    ),
    "not_folded": ("{seat} has not folded: its cards stay", "{seat}沒有放棄，紙牌不應收回"),
    "no_progressive_bet": ("no one bet the Progressive Jackpot", "沒有博彩者投注累進大獎"),
    "community_last": ("the community cards are revealed last", "共用紙牌須最後亮出"),
    "community_not_now": ("the community cards are not to be revealed now", "現在不應亮出共用紙牌"),
    "dealer_already_revealed": ("the dealer's hand is already revealed", "莊家的紙牌已經亮出"),
    "face_down": (
        "the cards stay face down until the dealing and the decisions are over",
        "派牌及加注完成前紙牌的牌面須朝向博彩桌",
    ),
    "round_not_played": ("the round has not been played out", "牌局尚未完成"),
    "bets_unsettled": ("bets remain to be settled", "仍有投注未結算"),
    "not_now": ("this is not the time for that", "現在不應進行此操作"),
    "shuffle_first": ("the cards must be shuffled first", "須先洗牌"),
    "cut_first": ("the deck is cut and put in the shoe first", "須先切牌並將紙牌放入派牌盒"),
    "void_no_cards": ("no more cards are dealt once the round is void", "牌局已無效，不得再派牌"),
    "reshuffle_first": ("the cards must be reshuffled first", "須先重新洗牌"),
    "shuffler_stopped": (
        "the shuffler has stopped: no more cards; end the round and reshuffle first",
        "自動洗牌機已停止運作：不得再派牌，須先終止牌局並重新洗牌",
    ),
    "dealing_finished": ("the dealing is finished", "派牌已完成"),
    "burn_three_card_only": (
        "only a three-card machine's community packet loses its top card",
        "只有每次派出三張紙牌的自動洗牌機才須銷去共用紙牌的最頂一張",
    ),
    "no_burn_now": ("no card is burned now", "現在不應銷牌"),
    "empty_seat": (
        "{seat} has no bet; cards go only to positions with a bet",
        "{seat}沒有投注，紙牌只派給已作投注的門",
    ),
    "community_needs_progressive": (
        "community cards are dealt only for a Progressive Jackpot bet",
        "只有在有累進大獎投注時才派共用紙牌",
    ),
    "burn_first": ("the top card of the machine's packet is burned first", "須先銷去洗牌機派出的最頂一張紙牌"),
    "all_dealt": ("every place has its cards", "各門已獲派足紙牌"),
    "one_at_a_time": ("deal one card at a time, left to right: {due} is due", "須由左至右每次派一張紙牌：應派至{due}"),
    "order_by_hand": (
        "one card at a time, left to right: {due} is due, not {got}",
        "由左至右每次派一張紙牌：應派至{due}，而非{got}",
    ),
    "order_by_machine": (
        "each position's cards in turn, left to right: {due} is due, not {got}",
        "由左至右按序向每門派發三張紙牌：應派至{due}，而非{got}",
    ),
    "reveal_before_judging": ("reveal the dealer's hand before judging it", "須先亮出莊家的紙牌"),
    "already_judged": ("the dealer's hand has been judged already", "已判定莊家的紙牌"),
    "nothing_calls_for_it": ("nothing at the table calls for this ruling now", "現時沒有情況需要作出此裁定"),
    "already_settled": ("{seat}'s {bet} is already settled", "{seat}的{bet}已結算"),
    "settle_after_results": ("bets are settled after the results are decided", "須在判定結果後才結算投注"),
    "progressive_kept": ("the Progressive Jackpot bet stays for the next round", "累進大獎的投注保留到下一局"),
    "not_paid": ("nothing is settled on this bet", "此投注不須結算"),
    "royal_after_straight_flushes": (
        "{seat} is paid first: Straight Flushes before the Royal Flush",
        "須先向{seat}派彩：同花順先於黃袍麒",
    ),
    "from_dealers_left": ("{seat} is paid first, from the dealer's left", "須先向{seat}派彩，由莊家左邊第一門開始"),
    "not_yet": ("{seat}'s {bet} cannot be settled yet", "{seat}的{bet}現時尚不能結算"),
    "settle_as": ("the right settlement is: {how}", "應{how}"),
    "pay_amount": ("pay {amount}", "派彩 {amount}"),
    "take_it": ("take it", "收取"),
    "push_it": ("push it (return it)", "退還"),
    # turning a player's hand face up (reveal seat:N, Reading 11)
    "hand_before_settling": ("its bets are settled only once the hand is face up", "結算前須先亮出該門的紙牌"),
    "no_such_seat": ("this table has no {seat}", "此枱沒有{seat}"),
    "seat_holds_no_cards": ("{seat} holds no cards", "{seat}沒有紙牌"),
    "hands_face_down_until_decided": (
        "the players hold their cards face down until they have played or folded",
        "博彩者在決定加注或放棄前，紙牌的牌面須朝向博彩桌",
    ),
    "void_no_hand_turned": (
        "the round is void: the bets go back and no hand is turned face up",
        "牌局已無效：投注退還，無需亮出任何紙牌",
    ),
    "hand_already_face_up": ("{seat}'s hand is already face up", "{seat}的紙牌已經亮出"),
    "fold_collected_face_down": (
        "{seat} folded with no Pair Plus or side bet: its cards are collected face down",
        "{seat}已放棄且沒有對子或以上注或附加投注：紙牌須牌面朝下收回",
    ),
    "hands_after_dealer": (
        "the players' hands are turned face up after the dealer's hand is revealed and the qualifier is called",
        "須先亮出並判定莊家的紙牌，才亮出博彩者的紙牌",
    ),
    "no_bet_on_hand": ("{seat} has no bet left that depends on its hand", "{seat}已沒有須按其紙牌結算的投注"),
    "log_ends_early": ("the log ends before the round does", "記錄在牌局完成前結束"),
    # what an A17.2 call did at the table (done_text)
    "did_change_shuffler": (
        "the broken machine is replaced by the spare one: shuffle with it",
        "故障的洗牌機已撤下，請以新換上的一部洗牌",
    ),
    "did_switch_to_shoe": (
        "shuffle by hand, cut, and deal from it",
        "須以人手洗牌並切牌，然後以它派牌",
    ),
}


def _field(value: object, lang: str) -> object:
    if isinstance(value, Text | Message):
        return value.lang(lang)
    if isinstance(value, Bet):
        return bet(value, lang)
    if isinstance(value, Place | Where):
        return place(value, lang)
    if isinstance(value, SeatNumber):
        return seat(value, lang)
    if isinstance(value, Ruling):
        return ruling(value, lang)
    if isinstance(value, Conduct):
        return conduct(value, lang)
    if isinstance(value, Method):
        return method(value, lang)
    return value


class Message:
    """What the engine says: a key of :data:`SENTENCES` and its fields, written in each language only when asked
    (:attr:`en`, :attr:`zh`, :meth:`lang`, :attr:`text`), from the one catalogue here and written once per key and
    typed fields. Errors and pending calls carry it, so a test (or another front end) reads the key and the fields.

    Two messages are equal when key, field names, field types and values are: ``Bet("ante")`` and ``"ante"`` are
    written differently, so they differ."""

    __slots__ = ("fields", "key")

    key: str
    fields: tuple[tuple[str, object], ...]

    def __init__(self, key: str, fields: tuple[tuple[str, object], ...] = ()) -> None:
        if key not in SENTENCES:
            raise KeyError(f"no sentence {key!r} in trainer.engine.words.SENTENCES")
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "fields", tuple(fields))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Message is frozen: cannot set {name}")

    def __reduce__(self) -> tuple[object, ...]:
        return (Message, (self.key, self.fields))

    def _memo(self) -> tuple[object, ...]:
        return (self.key, *((k, type(v), v) for k, v in self.fields))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return self._memo() == other._memo()

    def __hash__(self) -> int:
        return hash(self._memo())

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.fields)
        return f"Message({self.key!r}{', ' if inner else ''}{inner})"

    def field(self, name: str) -> object:
        """The value of field ``name`` (KeyError when the message has none)."""
        for k, v in self.fields:
            if k == name:
                return v
        raise KeyError(name)

    @property
    def text(self) -> Text:
        """Both languages."""
        return _written(self)

    @property
    def en(self) -> str:
        return _written(self).en

    @property
    def zh(self) -> str:
        return _written(self).zh

    def lang(self, lang: str) -> str:
        return _written(self).lang(lang)


def say(key: str, **fields: object) -> Message:
    """The sentence ``key`` of :data:`SENTENCES` with its fields, as a :class:`Message`. Fields typed :class:`Bet`,
    :class:`Where`, :class:`~trainer.engine.places.Place`, :class:`Ruling`, :class:`Conduct`, :class:`Method`,
    :class:`Text` or :class:`Message` are written in each language's words."""
    return Message(key, tuple(fields.items()))


def _written(message: Message) -> Text:
    """``message`` in both languages (memoised by key and typed fields)."""
    try:
        memo: tuple[object, ...] | None = message._memo()
        return _SAID[memo]  # type: ignore[index]
    except KeyError:
        pass
    except TypeError:  # a field that cannot be a key: write it every time
        memo = None
    en, zh = SENTENCES[message.key]
    fields = dict(message.fields)
    text = Text(
        en.format(**{k: _field(v, "en") for k, v in fields.items()}),
        zh.format(**{k: _field(v, "zh-Hant") for k, v in fields.items()}),
    )
    if memo is not None:
        if len(_SAID) >= _SAID_MAX:
            _SAID.clear()
        _SAID[memo] = text
    return text


_SAID: dict[tuple[object, ...], Text] = {}
"""Sentences already written, by key and typed fields (the grader asks for the same ones again and again). A
field's type is part of the key: ``Bet("ante")`` and ``"ante"`` are written differently."""
_SAID_MAX = 20_000


def seat_place(n: int | None) -> SeatNumber | Where:
    """Seat ``n`` as a :func:`say` field (no seat: "nothing"). Any number: an action made in the GUI may name a
    seat the table does not have, and the reason why it is wrong still names it."""
    return Where("") if n is None else SeatNumber(n)


# ----------------------------------------------------------------------------------------------- actions


def step_text(action: object, lang: str) -> str:
    """An action as a step to take (the hint's "Next: …"): :func:`action_text`, with a payout's amount in MOP
    (``pay seat 3's Pair Plus 40 MOP`` / ``向第3門的對子或以上注派彩 40 澳門元``)."""
    from trainer.engine.actions import Pay

    if isinstance(action, Pay):
        amount = _pick(GRADE["mop"], lang).format(amount=action.amount)
        n, b = action.seat, action.bet
        if lang.startswith("zh"):
            return f"向{seat(n, lang)}的{bet(b, lang)}派彩 {amount}"
        return f"pay {seat(n, lang)}'s {bet(b, lang)} {amount}"
    return action_text(action, lang)


def next_step(action: object) -> Text:
    """``Next: pay seat 3's Pair Plus 40 MOP`` / ``下一步：向第3門的對子或以上注派彩 40 澳門元``."""
    frame = GRADE["next_step"]
    return Text(frame.en.format(step=step_text(action, "en")), frame.zh.format(step=step_text(action, "zh-Hant")))


def done_text(action: object, lang: str) -> str:
    """A correct action as done, in words (the table's "✓ …"): :func:`action_text`, and for an A17.2 call what it
    did at the table (``change the shuffler — the other automatic shuffler now takes the broken one's place …``)."""
    text = action_text(action, lang)
    key = f"did_{getattr(action, 'ruling', '')}"
    if key not in SENTENCES:
        return text
    return f"{text}：{say(key).zh}" if lang.startswith("zh") else f"{text} — {say(key).en}"


def action_text(action: object, lang: str) -> str:
    """A short description of an action (a record of ``trainer.engine.actions``) in ``en`` or ``zh-Hant``."""
    from trainer.engine.actions import (
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
    )

    zh = lang.startswith("zh")
    match action:
        case Shuffle(method=how):
            return f"以{method(how, lang)}洗牌" if zh else f"shuffle {method(how, lang)}"
        case Cut(position=n):
            return f"在第{n}張切入分割卡" if zh else f"cut at card {n}"
        case Deal(to=to):
            return f"派牌至{place(to, lang)}" if zh else f"deal to {place(to, lang)}"
        case Burn():
            return "銷牌" if zh else "burn a card"
        case RejectBet(seat=n, bet=b):
            return f"拒絕{seat(n, lang)}的{bet(b, lang)}投注" if zh else f"refuse {seat(n, lang)}'s {bet(b, lang)}"
        case Collect(seat=n):
            return f"收回{seat(n, lang)}的紙牌" if zh else f"collect {seat(n, lang)}'s cards"
        case Reveal(what=what):
            if what.is_seat:
                return f"亮出{place(what, lang)}的紙牌" if zh else f"turn {place(what, lang)}'s hand face up"
            if what == Place.COMMUNITY:
                return "亮出共用紙牌" if zh else "reveal the community cards"
            return f"亮出{place(what, lang)}的紙牌" if zh else "reveal the dealer's cards"
        case Declare(ruling=r, seat=n):
            said = ruling(r, lang)
            if n:
                return f"{said}（{seat(n, lang)}）" if zh else f"{said} ({seat(n, lang)})"
            return said
        case Take(seat=n, bet=b):
            return f"收取{seat(n, lang)}的{bet(b, lang)}" if zh else f"take {seat(n, lang)}'s {bet(b, lang)}"
        case Push(seat=n, bet=b):
            return f"退還{seat(n, lang)}的{bet(b, lang)}" if zh else f"push {seat(n, lang)}'s {bet(b, lang)}"
        case Pay(seat=n, bet=b, amount=amount):
            return (
                f"向{seat(n, lang)}的{bet(b, lang)}派彩 {amount}"
                if zh
                else f"pay {seat(n, lang)}'s {bet(b, lang)} {amount}"
            )
        case Clear():
            return "清枱" if zh else "clear the table"
    return "—"
