"""The project stands alone: nothing in it reads, links or names a file outside its own folder.

Users get the project by itself (a clone, an archive, the desktop build), so its regulation, its interface
descriptions and its data must all be inside it. Every tracked text file is scanned for
- names of material that lives beside the project, not in it (the steering folder next to a checkout, and its
  regulation, contracts and design papers);
- absolute paths of the machine the project was written on;
- relative paths that climb out of the project root: a run of ``../`` longer than the file's depth, or
  ``Path(__file__).parents[N]`` / ``.parent.parent…`` reaching above the root, or ``ROOT.parent``.
The docs' clause ids are also checked against the English rendering of the regulation, which must cover every
article of the Chinese text.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NEIGHBOUR = "sha" + "red"
"""The folder that sits beside a checkout on the machines that build it (spelled in two parts, so that this file's
own examples are not pointers themselves)."""
REGULATION = ROOT / "docs" / "regulation"

SKIP_DIRS = {".git", ".venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"}
SKIP_DIRS |= {".hypothesis", ".import_linter_cache"}

OUTSIDE_NAMES = re.compile(r"\.\./shared\b|\bshared/(?:regulation|contracts|design|hooks)\b|/work/|/tmp/brief")
CLIMB = re.compile(r"(?<![.\w])((?:\.\./)+)")
PARENTS = re.compile(r"__file__\)?(?:\.resolve\(\))?\.parents\[(\d+)\]")
PARENT_CHAIN = re.compile(r"__file__\)?(?:\.resolve\(\))?((?:\.parent)+)\b")
ROOT_PARENT = re.compile(r"\bROOT\.parent\b|\bROOT\s*/\s*['\"]\.\.['\"]")


def project_files() -> list[Path]:
    """The tracked files (git), or every file outside tool folders when there is no git (a copied tree)."""
    if (ROOT / ".git").exists():
        done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False, timeout=60)
        if done.returncode == 0:
            names = [n for n in done.stdout.decode("utf-8").split("\0") if n]
            return [ROOT / n for n in names if (ROOT / n).is_file()]
    out = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info")]
        out += [Path(folder) / f for f in files]
    return out


def text_of(path: Path) -> str | None:
    data = path.read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def problems_in(rel: Path, text: str) -> list[str]:
    """Every pointer outside the project in ``text`` (the file at ``rel`` under the root), as ``file:line: why``."""
    depth = len(rel.parts) - 1  # folders between the root and the file
    found = []
    for number, line in enumerate(text.splitlines(), start=1):

        def bad(why: str, line_number: int = number, shown: str = line.strip()[:100]) -> None:
            found.append(f"{rel.as_posix()}:{line_number}: {why}: {shown}")

        if OUTSIDE_NAMES.search(line):
            bad("names something outside the project")
        for m in CLIMB.finditer(line):
            if m.group(1).count("../") > depth:
                bad(f"{m.group(1)!r} climbs out of the project from {rel.parent.as_posix() or '.'}")
        for m in PARENTS.finditer(line):
            if int(m.group(1)) > depth:
                bad(f"parents[{m.group(1)}] is above the project root")
        for m in PARENT_CHAIN.finditer(line):
            if m.group(1).count(".parent") > depth + 1:
                bad("the .parent chain reaches above the project root")
        if ROOT_PARENT.search(line):
            bad("goes above the project root")
    return found


def test_no_file_of_the_project_points_outside_it() -> None:
    files = project_files()
    assert len(files) > 50, "the project's files were not found"
    problems = []
    scanned = 0
    for path in files:
        if path.resolve() == Path(__file__).resolve():  # this file shows what the scan finds, on purpose
            continue
        text = text_of(path)
        if text is None:
            continue
        scanned += 1
        problems += problems_in(path.relative_to(ROOT), text)
    assert scanned > 50
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize(
    ("rel", "line"),
    [
        ("docs/x.md", f"see ../{NEIGHBOUR}/contracts/settle.md"),
        ("trainer/engine/x.py", f'"""per ``{NEIGHBOUR}/contracts/settle.md``."""'),
        ("docs/x.md", "[en](../../regulation/en.md)"),
        ("tests/gui/x.py", "ROOT = Path(__file__).resolve().parents[3]"),
        ("tools/x.py", "ROOT = Path(__file__).resolve().parent.parent.parent"),
        ("tests/x.py", 'OTHER = ROOT.parent / "shared"'),
        ("tests/x.py", 'OTHER = ROOT / ".." / "elsewhere"'),
        ("README.md", "copy from /work/main first"),
    ],
)
def test_the_scan_finds_a_pointer_outside(rel: str, line: str) -> None:
    assert problems_in(Path(rel), line + "\n")


@pytest.mark.parametrize(
    ("rel", "line"),
    [
        ("docs/regulation/en.md", "[the readings](../readings.md#reading-1)"),
        ("docs/examples/x.toml", "#:schema ../../scenarios/scenario.schema.json"),
        ("tests/gui/x.py", "ROOT = Path(__file__).resolve().parents[2]"),
        ("trainer/resources.py", "return Path(__file__).resolve().parent.parent"),
        ("docs/settle.md", "the regulation (A12–A16); ... and so on"),
    ],
)
def test_the_scan_accepts_paths_inside(rel: str, line: str) -> None:
    assert problems_in(Path(rel), line + "\n") == []


# ---------------------------------------------------------------------------------------------- the regulation

ARTICLE_ZH = re.compile(r"^### 第.+條 \(Art\. (\d+)\)", re.MULTILINE)
ARTICLE_EN = re.compile(r"^## Art\. (\d+) — ", re.MULTILINE)
CLAUSE_DEFINED = re.compile(r"\*\*(A\d+(?:\.\d+){1,2})\*\*")
CLAUSE_USED = re.compile(r"\bA(\d{1,2})((?:\.\d+){0,2})\b")


def test_the_english_rendering_covers_every_article_of_the_chinese_text() -> None:
    zh = (REGULATION / "zh-Hant.md").read_text(encoding="utf-8")
    en = (REGULATION / "en.md").read_text(encoding="utf-8")
    articles = ARTICLE_ZH.findall(zh)
    assert articles == [str(n) for n in range(1, 19)]
    assert ARTICLE_EN.findall(en) == articles
    assert "## The dispatch" in en
    head = en[:600]
    assert "Chinese text is the law" in head and "zh-Hant.md" in head


def test_every_clause_id_the_project_uses_is_in_the_english_rendering() -> None:
    en = (REGULATION / "en.md").read_text(encoding="utf-8")
    defined = set(CLAUSE_DEFINED.findall(en))
    articles = {f"A{n}" for n in ARTICLE_EN.findall(en)}
    assert len(defined) > 60
    used: dict[str, str] = {}
    for path in project_files():
        rel = path.relative_to(ROOT)
        if rel.parts[0] not in ("trainer", "scenarios", "docs") or path.suffix not in (".py", ".toml", ".md"):
            continue
        text = text_of(path)
        for m in CLAUSE_USED.finditer(text or ""):
            used.setdefault(m.group(0), rel.as_posix())
    assert len(used) > 60
    unknown = {c: where for c, where in used.items() if c not in defined and c not in articles}
    assert unknown == {}, "clause ids that docs/regulation/en.md does not define"


def test_every_reading_the_english_rendering_marks_is_on_the_readings_page() -> None:
    en = (REGULATION / "en.md").read_text(encoding="utf-8")
    readings = (ROOT / "docs" / "readings.md").read_text(encoding="utf-8")
    marked = set(re.findall(r"\[Reading (\d+)\]\(\.\./readings\.md#reading-\1\)", en))
    homes = re.findall(r'<a id="reading-(\d+)"></a>', readings)
    assert homes == [str(n) for n in range(1, len(homes) + 1)], "readings are numbered 1, 2, 3 … once each"
    assert marked == set(homes), "each reading is marked at its clause in en.md, and each mark has a home"
