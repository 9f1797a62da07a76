"""The catalogue of words (trainer/engine/words.py): the regulation's own terms, every key of the contract named,
every sentence and action text in plain words in both languages (issue 11, item 1)."""

from __future__ import annotations

import string
from pathlib import Path

import pytest

from tests.wording import problems
from trainer.engine import words
from trainer.engine.actions import (
    ACTION_KINDS,
    PAY_BETS,
    RULINGS,
    Action,
    Burn,
    Clear,
    Collect,
    Cut,
    Pay,
    RejectBet,
    make_action,
)
from trainer.engine.hands import FiveCardHand
from trainer.engine.kinds import BETS
from trainer.engine.places import Place
from trainer.engine.setup import CONDUCTS

ROOT = Path(__file__).resolve().parents[2]
REGULATION_ZH = (ROOT / "docs" / "regulation" / "zh-Hant.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("term", words.all_terms(), ids=lambda t: t.key)
def test_every_zh_term_is_the_regulations_wording(term):
    """A term is a phrase of the regulation, or made of the regulation's words (``words=``), or says that the
    regulation has no word for it (``plain``: skills, severities, calling the floor, the grade's words)."""
    if term.plain:
        assert term.key in {"call_floor", "nothing"} | set(words.SKILLS) | set(words.SEVERITIES) | set(words.GRADE)
        return
    if term.words:
        for word in term.words:
            assert word in REGULATION_ZH, f"{term.key}: {word!r} is not in docs/regulation/zh-Hant.md"
            assert word in term.zh
    else:
        assert term.zh in REGULATION_ZH, f"{term.key}: {term.zh!r} is not in docs/regulation/zh-Hant.md"
    assert term.clause, f"{term.key}: say where the regulation uses it"


def test_a13_4_the_ante_bonus_is_the_regulations_extra_winnings():
    """Art. 13(4) pays 一份額外彩金 according to the Ante: the term is 額外彩金 (never 原注額外彩金)."""
    assert words.BETS["ante_bonus"].zh == "額外彩金"
    assert "原注額外彩金" not in REGULATION_ZH


def test_a3_bet_names_are_the_regulations():
    assert [words.bet(k, "zh-Hant") for k in BETS] == ["原注", "加注", "對子或以上注", "六張牌獎金", "累進大獎"]


def test_every_key_of_the_contract_has_its_words():
    assert set(words.BETS) == set(PAY_BETS)
    assert set(words.RULINGS) == set(RULINGS)
    assert set(CONDUCTS) <= set(words.CONDUCTS)
    assert {h.value for h in FiveCardHand} - {"two_pair", "high_card"} <= set(words.HANDS)
    assert set(words.METHODS) == {"manual", "machine"}


def test_places_read_as_positions():
    assert words.place("seat:3", "en") == "seat 3" and words.place("seat:3", "zh-Hant") == "第3門"
    assert words.place("dealer", "zh-Hant") == "莊家" and words.place("community", "en") == "the community cards"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


SAMPLE = {
    "seat": words.seat_place(3),
    "bet": words.Bet("pair_plus"),
    "place": Place.at_seat(5),
    "due": words.Where("seat:1"),
    "got": Place.DEALER,
    "ruling": words.Ruling("dead_cards"),
    "conduct": words.Conduct("tells_cards"),
    "method": words.Method("manual"),
    "how": words.Text("take it", "收取"),
    "amount": 25,
}


@pytest.mark.parametrize("key", sorted(words.SENTENCES))
def test_every_sentence_is_plain_words_in_both_languages(key):
    en, zh = words.SENTENCES[key]
    assert _fields(en) == _fields(zh) <= set(SAMPLE), key
    text = words.say(key, **{k: SAMPLE[k] for k in _fields(en)})
    assert problems(text.en, "en") == [] and problems(text.zh, "zh-Hant") == []


def _actions() -> list[Action]:
    out = [make_action("shuffle", method=m) for m in ("manual", "machine")] + [Cut(position=12), Burn()]
    out += [make_action("deal", to=t) for t in ("seat:2", "dealer", "community")]
    out += [make_action("reveal", what=w) for w in ("dealer", "community")]
    out += [make_action("declare", ruling=r, seat=4 if r in ("dead_cards", "call_floor") else None) for r in RULINGS]
    out += [RejectBet(seat=1, bet="six_card_bonus"), Collect(seat=6), Clear()]
    out += [make_action(k, seat=2, bet=b) for k in ("take", "push") for b in BETS]
    out += [Pay(seat=2, bet=b, amount=40) for b in PAY_BETS]
    assert {a.kind for a in out} == set(ACTION_KINDS)
    return out


@pytest.mark.parametrize("action", _actions(), ids=str)
def test_every_action_reads_in_both_languages(action):
    for lang in ("en", "zh-Hant"):
        text = words.action_text(action, lang)
        assert text and text != "—" and problems(text, lang) == [], (lang, text)


def test_a_ruling_is_not_said_twice():
    """Issue 11: "call: call the floor" — the action text is the ruling itself, with its position."""
    assert words.action_text(make_action("declare", ruling="call_floor", seat=3), "en") == "call the floor (seat 3)"
    assert words.action_text(make_action("declare", ruling="dealer_qualifies"), "zh-Hant") == "莊家持有Q或更高點數"


NOT_THE_REGULATIONS = {"原注額外彩金": "額外彩金 (A13.4)", "合資格": "持有Q或更高點數 / 點數低於Q (A13.1, A13.2)"}
"""Words in use at tables that the regulation does not use, and what it says instead."""


def test_no_scenario_gui_string_or_doc_uses_words_the_regulation_does_not():
    paths = [*ROOT.glob("scenarios/**/*.toml"), *ROOT.glob("trainer/gui/i18n/*.ts"), *ROOT.glob("docs/*.md")]
    paths += [*ROOT.glob("trainer/**/*.py"), ROOT / "README.md"]
    found = [
        f"{p.relative_to(ROOT)}: {word} (the regulation says {instead})"
        for p in paths
        for word, instead in NOT_THE_REGULATIONS.items()
        if word in p.read_text(encoding="utf-8")
    ]
    assert not found, "\n".join(found)
