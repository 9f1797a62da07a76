"""Stored text as it is shown (issue 36): :func:`trainer.training.inputs.bounded` and :func:`bounded_texts` cut what
only a damaged or forged store holds, and leave every real text as it is."""

from __future__ import annotations

import json

import pytest

from trainer.training.inputs import MAX_KEY_BYTES, TooLarge, bounded, bounded_texts, read_limited, size_words


def test_a_name_is_cut_after_200_characters_with_an_ellipsis():
    assert bounded("陳大文") == "陳大文"
    assert bounded("x" * 200) == "x" * 200
    assert bounded("x" * 201) == "x" * 200 + "…"


@pytest.mark.parametrize("ascii_only", [True, False], ids=["escaped", "as_is"])
def test_every_long_text_of_a_grade_is_cut_keys_included(ascii_only):
    grade = {
        "score": 90,
        "errors": [{"message": {"en": "y" * 3000, "zh-Hant": "名" * 2001}, "clause": "A17.2"}],
        "skills": {"k" * 2500: 1.0},
        "title_en": '"quoted"\\' * 1000,  # every character escaped in the JSON text
    }
    text = json.dumps(grade, ensure_ascii=ascii_only)
    cut = bounded_texts(json.loads(text), 2000, text)
    assert cut["errors"][0]["message"] == {"en": "y" * 2000 + "…", "zh-Hant": "名" * 2000 + "…"}
    assert list(cut["skills"]) == ["k" * 2000 + "…"]
    assert cut["title_en"] == ('"quoted"\\' * 1000)[:2000] + "…"
    assert cut["errors"][0]["clause"] == "A17.2" and cut["score"] == 90


def test_a_real_grade_is_given_back_as_it_is():
    grade = {"score": 75, "errors": [{"message": {"en": "The shuffler has stopped."}}], "title_en": "x" * 2000}
    text = json.dumps(grade)
    assert bounded_texts(json.loads(text), 2000, text) == grade


def test_a_small_limit_is_said_in_bytes(tmp_path):
    assert size_words(32) == "32 bytes" and size_words(1024 * 1024) == "1,024 KiB" and size_words(2**28) == "256 MiB"
    key = tmp_path / "installation.key"
    key.write_bytes(b"k" * (MAX_KEY_BYTES + 1))
    with pytest.raises(TooLarge, match="installation key larger than the limit of 32 bytes"):
        read_limited(key, MAX_KEY_BYTES, "installation key")
