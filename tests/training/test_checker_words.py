"""The scenario checker's problems in both languages (trainer.training.checker_words): every key has English and
zh-Hant with the same placeholders and no internal names; every problem the checker produces for a broad set of bad
files has a key of the catalogue and is written in plain words in both languages."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.training.test_scenario import minimal
from trainer.engine import words
from trainer.training import checker_words as cw
from trainer.training import scenario as sc
from trainer.training.records import Nested, OrNone, Record
from trainer.training.scenario import Problem, ScenarioError, ScenarioFile, parse_scenario, validate_file
from trainer.training.toml_writer import dumps

ROOT = Path(__file__).resolve().parents[2]
PLAIN = ROOT / "scenarios" / "plain_round_by_hand.toml"


BET_KEYS = [k for k in words.BETS if "_" in k]
SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
SEAT_KEY = re.compile(r"seat:\s*\d")
QUOTED = re.compile(r'"[^"]*"|「[^」]*」')


def internal_names(text: str) -> list[str]:
    """Internal names in a text a person reads: snake_case keys (``pair_plus``, ``dealer_qualifies``), ``seat:3``,
    TOML's ``x = …``. What the author wrote is quoted and not counted."""
    bare = QUOTED.sub("", text)
    found = SNAKE.findall(bare) + SEAT_KEY.findall(bare)
    found += re.findall(r"\b[a-z_]+ = ", bare)
    return found


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


# ------------------------------------------------------------------------------------------------ the catalogue


@pytest.mark.parametrize("key", sorted(cw.CHECKS))
def test_every_key_has_both_languages_with_the_same_placeholders_and_plain_words(key):
    en, zh = cw.CHECKS[key]
    assert en.strip() and zh.strip()
    assert placeholders(en) == placeholders(zh), key
    assert re.search(r"[\u4e00-\u9fff]", zh), f"{key}: the zh-Hant text has no Chinese"
    assert not re.search(r"[\u4e00-\u9fff]", en), f"{key}: the English text has Chinese"
    for text in (en, zh):
        bare = re.sub(r"\{[a-z_]+\}", "", text)
        assert not internal_names(bare), (key, internal_names(bare))
        for bet in BET_KEYS:
            assert bet not in bare


def test_the_regulation_terms_are_used_in_zh_hant():
    assert cw.checker_text("bet_without_base", (("bet", cw.Bet("pair_plus")),), "zh-Hant").startswith("對子或以上注")
    said = cw.checker_text("bet_not_offered", (("bet", cw.Bet("six_card_bonus")),), "zh-Hant")
    assert "六張牌獎金" in said and "第三條第四款" in said
    assert "第3門" in cw.checker_text("seat_twice", (("seat", cw.SeatNumber(3)),), "zh-Hant")
    item = cw.ExpectItem("payouts", 2, "progressive")
    said = cw.checker_text(
        "expect_differs",
        (("item", item), ("want", cw.Outcome("pay 90")), ("got", cw.Outcome("pay 100"))),
        "zh-Hant",
    )
    assert "累進大獎" in said and "派彩 90" in said and "派彩 100" in said


def _record_fields(record: type[Record], path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out = []
    for f in record.fields.values():
        here = (*path, f.key)
        out.append(here)
        shape = f.shape.inner if isinstance(f.shape, OrNone) else f.shape
        inner = getattr(shape, "item", shape)
        inner = inner.inner if isinstance(inner, OrNone) else inner
        if isinstance(inner, Nested):
            out += _record_fields(inner.record, here)
    return out


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_every_field_of_the_file_has_plain_words(lang):
    """A generic problem (wrong type, out of range …) names its field in plain words, never the file's name."""
    paths = _record_fields(ScenarioFile)
    assert len(paths) > 60
    fallback = cw.FIELD_WORDS[""][1 if lang.startswith("zh") else 0]
    for path in paths:
        said = cw.checker_text("missing", (("field", cw.FieldName(".".join(path))),), lang)
        assert fallback not in said, path
        assert not internal_names(said), (path, said)


# ------------------------------------------------------------------------------------------------ the checker

BAD_FILES: dict[str, bytes] = {
    "empty": b"",
    "binary": b"\x00\x01garbage",
    "not_utf8": b'id = "\xff"\n',
    "cut_mid_character": minimal()[: minimal().index("測".encode()) + 1],
    "not_toml": b"id = \n",
    "too_deep": b"x = " + b"[" * 200 + b"]" * 200 + b"\n",
    "too_large": b"# " + b"x" * (sc.MAX_SCENARIO_BYTES + 10) + b"\n",
    "schema_types": (
        b'id = 3\ntitle = "x"\nbriefing = 4\nskills = "dealing"\nclauses = [1]\ndifficulty = "hard"\n[table]\n'
        b'seats = "seven"\nshuffle = 5\npacket = "x"\nside_bets = "none"\ncut = "mid"\nhouse_rules = "a"\n'
        b'spare_shuffler = "yes"\n[table.progressive]\npool = "lots"\nfixed = 3\n[table.limits]\nante = 5\n'
        b'[deck]\ntop = "As"\nseed = "x"\n'
    ),
    "schema_lists": b'players = "none"\nevents = 3\n[table]\nlimits = { ante = { min = "a" } }\nprogressive = 7\n',
    "schema_players_events": (
        b'[[players]]\nseat = "one"\nbets = 5\nconduct = "x"\ndecision = 3\n[[events]]\nkind = 5\nat = "x"\n'
        b'[[events]]\nkind = "card_slips"\nto = 4\n'
    ),
    "schema_bets_deck": (
        b'[[players]]\nseat = 2\nbets = { ante = "x", pair_plus = 5.5 }\nplayer = 4\nseated = "no"\n[deck]\n'
        b'top = ["As", 3, "Zz"]\n[expect]\npayouts = 3\nactions_include = [{ seat = true }]\n'
    ),
    "schema_ranges": (
        b'id = "Bad Id!"\nskills = []\ndifficulty = 9\nplayers = []\n[title]\nen = ""\n[briefing]\nen = "b"\n'
        b'zh-Hant = "b"\n[table]\nseats = 3\npacket = 2\ncut = 0\nseeds = 1\n'
        b"play = 1\nmethod = 1\npacket_size = 1\ncut_position = 2\n"
        b'house_rules = ["Bad Rule"]\n[table.progressive]\npool = -1\n'
    ),
    "too_long_and_hints": (
        'id = "' + "a" * 90 + '"\nskills = ["payouts"]\n[title]\nen = "T"\nzh-Hant = "測"\n'
        '[briefing]\nen = "B"\nzh-Hant = "說"\n[[players]]\nseat = 1\nbets = { ante = 5 }\nfolded = true\n'
        "fold = true\n[expect]\nbogus = 1\n"
    ).encode(),
    "unknown_field": minimal().replace(b"seats = 6", b"seets = 6"),
    "content_table": minimal(
        table='side_bets = ["progressive", "progressive"]\npacket = 1\nlimits = { ante = { min = 50, max = 10 } }\n'
        "progressive = { pool = 10, seed = 500 }",
        rest='[[events]]\nkind = "shuffler_failure"\nat = 3\n',
    ).replace(b'skills = ["payouts"]', b'skills = ["payouts"]\nclauses = ["A99"]'),
    "content_players": minimal(
        players=(
            "[[players]]\nseat = 8\nbets = { ante = 5 }\n"
            "[[players]]\nseat = 1\nbets = { ante = 5 }\n"
            '[[players]]\nseat = 2\nplayer = "P1"\nbets = { ante = 5 }\n'
            '[[players]]\nseat = 3\nseated = false\nbets = { ante = 5 }\nconduct = ["two_seats"]\n'
            "[[players]]\nseat = 4\nseated = false\nbets = { ante = 5 }\n"
            '[[players]]\nseat = 5\nbets = { ante = 5 }\nconduct = ["two_seats"]\n'
            "[[players]]\nseat = 6\nbets = {}\n"
        )
    ),
    "content_bets": minimal(
        table='side_bets = ["progressive"]\nlimits = { ante = { min = 10, max = 50 } }',
        players=(
            '[[players]]\nseat = 2\nbets = { six_card_bonus = 5 }\ndecision = "fold"\n'
            "[[players]]\nseat = 3\nbets = { ante = 500 }\n"
        ),
    ),
    "content_side_bet_alone": minimal(players="[[players]]\nseat = 3\nbets = { six_card_bonus = 25 }\n"),
    "content_chips": minimal(table="class = 100", players="[[players]]\nseat = 3\nbets = { ante = 130 }\n"),
    "content_deck": minimal().replace(b'"5h"]', b'"5h", "Zz", "As"]'),
    "content_events": minimal(
        rest=(
            '[[events]]\nkind = "card_exposed"\n'
            '[[events]]\nkind = "card_exposed"\nat = 0\ntarget = "seat 2"\nto = "seat:1"\n'
            '[[events]]\nkind = "card_exposed"\ntarget = "seat:9"\ncard = 1\n'
            '[[events]]\nkind = "card_slips"\n'
            '[[events]]\nkind = "card_slips"\nat = 0\nto = "nowhere"\n'
            '[[events]]\nkind = "card_slips"\nat = 2\nto = "seat:9"\n'
            '[[events]]\nkind = "late_bet"\nat = 2\n'
            '[[events]]\nkind = "late_bet"\nat = 2\nseat = 9\nbet = "ante"\namount = 5\n'
            '[[events]]\nkind = "conduct"\nat = 0\nseat = 1\n'
        )
    ),
    "content_expect": minimal(
        rest=(
            '[expect]\nhands = { "9" = "pair", x = "pair" }\n'
            'actions_include = [{ action = "juggle", colour = "red" }, { acton = "deal" }]\n'
        )
    ),
}


def _problems(data: bytes, name: str = "x.toml") -> list[Problem]:
    try:
        parse_scenario(data, name)
    except ScenarioError as exc:
        return exc.problems
    return []


def _expectation_problems(tmp_path: Path) -> list[Problem]:
    """A bundled scenario whose pinned expectations the reference dealer no longer meets, in every way."""
    import tomllib

    model = tomllib.loads(PLAIN.read_text(encoding="utf-8"))
    model["expect"].update(
        phase="closed",
        void=True,
        void_clause="A17.2",
        dealer_qualifies=False,
        dealer_hand="straight",
        hands={"2": "straight_flush"},
        six_card_hands={"2": "royal_flush"},
        progressive_hands={"2": "flush"},
        pool_after=1,
        payouts=[{"seat": 2, "bet": "pair_plus", "amount": 90}],
        results=[
            {"seat": 2, "bet": "ante", "result": "push"},
            {"seat": 2, "bet": "play", "result": "pay", "amount": 3},
        ],
        decisions=[{"seat": 2, "decision": "fold"}],
        rejected=[{"seat": 2, "bet": "ante"}],
        kept=[{"seat": 2, "bet": "ante"}],
        collected=[1, 2],
        dead_cards=[3],
        floor_called=[1],
        community_revealed=True,
        progressive_paid_order=[3],
        rulings=["void_round"],
        actions_include=[{"action": "burn"}],
        actions_exclude=[{"action": "shuffle"}],
    )
    f = tmp_path / "wrong.toml"
    f.write_text(dumps(model), encoding="utf-8")
    void = tomllib.loads((ROOT / "scenarios" / "shuffler_failure_close_table.toml").read_text(encoding="utf-8"))
    void["expect"].update(dealer_qualifies=True, dealer_hand="pair")
    g = tmp_path / "void.toml"
    g.write_text(dumps(void), encoding="utf-8")
    return validate_file(f) + validate_file(g)


def assert_plain(problem: Problem) -> set[str]:
    assert problem.key in cw.CHECKS, f"no key for: {problem}"
    for lang in ("en", "zh-Hant"):
        said = problem.words(lang)
        assert said and "{" not in said, (problem, said)
        assert not internal_names(said), (problem, lang, said)
        for bet in BET_KEYS:
            assert bet not in QUOTED.sub("", said), (problem, said)
    zh = QUOTED.sub("", problem.words("zh-Hant"))
    assert re.search(r"[\u4e00-\u9fff]", zh), problem
    english = set(re.findall(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])", zh)) - {"true", "false"}
    assert not english, (problem, zh)
    return {problem.key}


NOT_PRODUCED_HERE = {
    "file_unreadable",  # an operating-system error reading the file
    "file_is_folder",  # load_scenario of a folder: below
    "no_such_scenario",  # find_scenario: below
    "cannot_build",  # the engine refusing a set-up the checker accepted (a bug, not a file's fault)
    "reference_failed",  # the reference dealer failing (likewise)
    "reference_stuck",  # likewise
    "not_valid",  # a schema issue of a kind the records never raise for a scenario
    "want_number",  # no field of a scenario file is a number that may have a fraction
    "too_small_above",  # likewise (only such numbers have a lower bound they must exceed)
}


def test_every_problem_of_a_broad_set_of_bad_files_has_a_key_and_plain_words(tmp_path):
    seen: set[str] = set()
    for name, data in BAD_FILES.items():
        problems = _problems(data)
        assert problems, name
        for p in problems:
            seen |= assert_plain(p)
    expectations = _expectation_problems(tmp_path)
    assert len(expectations) > 15
    for p in expectations:
        seen |= assert_plain(p)
    with pytest.raises(ScenarioError) as info:
        sc.load_scenario(tmp_path)
    seen |= assert_plain(info.value.problems[0])
    with pytest.raises(ScenarioError) as info:
        sc.find_scenario("no-such-scenario", tmp_path)
    seen |= assert_plain(info.value.problems[0])
    missing = set(cw.CHECKS) - seen - NOT_PRODUCED_HERE
    assert not missing, f"keys no bad file produced: {sorted(missing)}"


def test_the_english_line_of_trainer_validate_is_unchanged_and_the_words_follow_the_key():
    (p,) = [p for p in _problems(BAD_FILES["unknown_field"]) if p.field == "table.seets"]
    assert str(p).startswith("x.toml:") and "unknown field 'seets' (did you mean 'seats'?)" in p.message
    assert p.key == "unknown_field"
    assert p.words("en") == 'There is no field "seets" in the table.'
    assert p.words("zh-Hant") == "博彩桌沒有「seets」這一項。"
    (wrong,) = [p for p in _problems(minimal().replace(b"ante = 100", b'ante = "100"'))]
    assert wrong.words("en") == 'The Ante must be a whole number, not the text "100".'
    assert wrong.words("zh-Hant") == "原注須為整數，而非文字「100」。"


def test_the_problem_is_written_in_the_regulations_terms():
    problems = _problems(BAD_FILES["content_bets"]) + _problems(BAD_FILES["content_side_bet_alone"])
    zh = [p.words("zh-Hant") for p in problems]
    assert any(t.startswith("本桌不設六張牌獎金（第三條第四款）") for t in zh), zh
    assert any(t.startswith("六張牌獎金沒有基礎投注項目（第四條第二款）") for t in zh), zh
    assert any("500超出投注金額下限及上限 10–50" in t for t in zh), zh
    assert any("沒有原注的門不作加注或放棄的決定" in t for t in zh), zh


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cut=st.integers(min_value=0, max_value=2000), junk=st.binary(max_size=8), at=st.integers(0, 2000))
def test_any_damaged_scenario_gives_problems_with_keys(cut, junk, at):
    data = PLAIN.read_bytes()
    damaged = data[:at] + junk + data[at:cut] if cut > at else data[:cut] + junk
    for p in _problems(damaged, "d.toml"):
        assert_plain(p)


VALUES = st.one_of(
    st.integers(-5, 200),
    st.text(alphabet="abcxyz_:0123456789 ", max_size=12),
    st.booleans(),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.lists(st.integers(0, 9), max_size=3),
    st.dictionaries(st.sampled_from(["seat", "bet", "amount", "x"]), st.integers(0, 9), max_size=2),
)


def _paths(data: object, path: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    out: list[tuple[str | int, ...]] = [path] if path else []
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*path, i))
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_field_given_any_value_gives_problems_with_keys(data):
    """A bundled scenario with one of its fields (or a new one) set to any value: every problem has a key."""
    import tomllib

    model = tomllib.loads(PLAIN.read_text(encoding="utf-8"))
    path = data.draw(st.sampled_from(_paths(model)))
    target: object = model
    for part in path[:-1]:
        target = target[part]  # type: ignore[index]
    last = path[-1]
    if isinstance(target, dict) and data.draw(st.booleans()):
        last = data.draw(st.sampled_from(["seat", "bet", "pool", "seed", "kind", "at", "min", "extra_field"]))
    new = data.draw(VALUES)
    if (isinstance(target, list) and isinstance(last, int)) or isinstance(target, dict):
        target[last] = new
    try:
        text = dumps(model)
    except (TypeError, ValueError):
        return
    for p in _problems(text.encode(), "f.toml"):
        assert_plain(p)
