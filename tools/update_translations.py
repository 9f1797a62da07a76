"""Refresh trainer/gui/i18n/*.ts from the source: run pyside6-lupdate over trainer/gui, then fill what needs no
translator.

    .venv/bin/python tools/update_translations.py          # update both .ts files
    .venv/bin/python tools/update_translations.py --check  # exit 1 if an entry is unfinished (CI-friendly)

- English (trainer_en.ts): the source strings are English, so every entry is finished with its own text.
- zh-Hant (trainer_zh_Hant.ts): the regulation's terms (context ``Terms``), the skills and the severities take the
  Chinese of the catalogue trainer.engine.words (the words of docs/regulation/zh-Hant.md); everything else keeps the translation a person
  wrote, and new strings stay ``unfinished`` until someone translates them (Qt Linguist:
  ``pyside6-linguist trainer/gui/i18n/trainer_zh_Hant.ts``). tests/gui/test_i18n.py fails on unfinished entries.
Strings no longer in the code are dropped (-no-obsolete).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GUI = ROOT / "trainer" / "gui"
I18N = GUI / "i18n"
FILES = {"en": I18N / "trainer_en.ts", "zh-Hant": I18N / "trainer_zh_Hant.ts"}
TS_LANGUAGE = {"en": "en", "zh-Hant": "zh_TW"}


def sources() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py") if p.name != "qt.py")


def lupdate() -> str:
    here = Path(sys.executable).with_name("pyside6-lupdate")
    return str(here) if here.exists() else "pyside6-lupdate"


def run_lupdate(ts: Path) -> None:
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    cmd = [lupdate(), *files, "-ts", str(ts.relative_to(ROOT)), "-no-obsolete", "-locations", "none", "-silent"]
    subprocess.run(cmd, cwd=ROOT, check=True)


def fill(ts: Path, lang: str) -> tuple[int, int]:
    """Fill the entries that need no translator; returns (entries, still unfinished)."""
    from trainer.engine import words
    from trainer.gui.i18n import TERMS, TERMS_CONTEXT

    catalogue = {
        TERMS_CONTEXT: {t.en: t.zh_hant for t in TERMS.values()},
        "Skill": {t.en: t.zh for t in words.SKILLS.values()},
        "Skills": {t.en: t.zh for t in words.SKILLS.values()},
        "Severity": {t.en: t.zh for t in words.SEVERITIES.values()},
    }
    tree = ET.parse(ts)
    root = tree.getroot()
    root.set("language", TS_LANGUAGE[lang])
    root.set("sourcelanguage", "en")
    total = unfinished = 0
    for ctx in root.iter("context"):
        name = ctx.findtext("name", default="")
        for msg in ctx.iter("message"):
            total += 1
            source = msg.findtext("source", default="")
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            if lang == "en":
                tr.text = source
                tr.attrib.pop("type", None)
            elif source in catalogue.get(name, {}):
                tr.text = catalogue[name][source]
                tr.attrib.pop("type", None)
            if tr.get("type") == "unfinished" or not (tr.text or "").strip():
                unfinished += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return total, unfinished


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if any entry is unfinished")
    args = parser.parse_args(argv)
    status = 0
    for lang, ts in FILES.items():
        run_lupdate(ts)
        total, unfinished = fill(ts, lang)
        print(f"{ts.relative_to(ROOT)}: {total} entries, {unfinished} unfinished")
        if unfinished and args.check:
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
