"""The Linux desktop bundle (packaging/, issue 7): unpacked elsewhere, its program runs from any folder.

Marked ``package``: ``make package`` runs these after building; ``make test`` leaves them out. The archive in
``dist/`` is used when it is newer than every source it is made from, else it is built here first (about a
minute; needs PyInstaller, the ``package`` extra).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from trainer import __version__
from trainer.commands import COMMANDS

pytestmark = pytest.mark.package

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "org.fortune3trainer.DealerTrainer"


def _build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_linux", ROOT / "packaging" / "build_linux.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_module()


def _newest_source() -> float:
    sources = [ROOT / "pyproject.toml"]
    for folder, pattern in (
        ("trainer", "*.py"),
        ("trainer/gui/i18n", "*.qm"),
        ("scenarios", "*"),
        ("assets", "*"),
        ("docs/regulation", "*"),
        ("packaging", "*"),
    ):
        sources += [p for p in (ROOT / folder).rglob(pattern) if p.is_file() and "__pycache__" not in p.parts]
    return max(p.stat().st_mtime for p in sources)


@pytest.fixture(scope="module")
def archive() -> Path:
    path: Path = build.archive_path()
    if not path.exists() or path.stat().st_mtime < _newest_source():
        build.pyinstaller()
        stage = ROOT / "build" / "stage-test"
        stage.mkdir(parents=True, exist_ok=True)
        path = build.make_archive(build.assemble(stage))
    return path


@pytest.fixture(scope="module")
def bundle(archive: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive unpacked into a fresh temporary folder: its top folder."""
    top: Path = build.unpack(archive, tmp_path_factory.mktemp("unpacked"))
    return top


@pytest.fixture
def elsewhere(tmp_path: Path) -> Iterator[Path]:
    """A working folder with nothing of the repository in it."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    yield folder


def frozen(bundle: Path, args: list[str], cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    done: subprocess.CompletedProcess[str] = build.run_frozen(bundle / "trainer", args, cwd, input=stdin)
    return done


def test_archive_is_named_for_version_and_platform(archive: Path, bundle: Path) -> None:
    assert archive.name == f"fortune3-trainer-{__version__}-linux-{build.arch()}.tar.gz"
    assert bundle.name == archive.name.removesuffix(".tar.gz")


def test_unpacked_bundle_within_size_limit(bundle: Path) -> None:
    size = build.folder_size(bundle)
    assert 20_000_000 < size <= 180_000_000, f"{size / 1e6:.1f} MB"


def test_frozen_version_from_another_folder(bundle: Path, elsewhere: Path) -> None:
    done = frozen(bundle, ["--version"], elsewhere)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"trainer {__version__}"


def test_every_written_command_is_bundled(bundle: Path, elsewhere: Path) -> None:
    """trainer.cli imports the commands by name at run time; the spec must list them (hidden imports)."""
    written = [name for name, module in COMMANDS.items() if importlib.util.find_spec(module) is not None]
    assert "settle" in written and "screenshot" in written
    for name in written:
        done = frozen(bundle, [name, "--help"], elsewhere)
        assert done.returncode == 0, f"trainer {name} --help: {done.stderr}"
        assert done.stdout.startswith(f"usage: trainer {name}")


def _imported_modules() -> list[str]:
    """Every module that trainer's code imports, at the top or lazily inside functions (as the GUI does with
    numpy, the commands with Qt), and the command modules, that exist in this environment."""
    names: set[str] = set()
    for path in (ROOT / "trainer").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    names.update(COMMANDS.values())  # imported by name (importlib) in trainer.cli
    found = []
    for name in sorted(names):
        try:
            if importlib.util.find_spec(name) is not None:
                found.append(name)
        except (ImportError, ValueError):  # a name imported from a module, not a submodule
            continue
    return found


def test_every_module_the_code_imports_is_in_the_bundle(bundle: Path, elsewhere: Path) -> None:
    """Lazy imports included: QtSvg (through trainer/gui/qt.py), numpy, the commands, ..."""
    modules = _imported_modules()
    assert {"numpy", "trainer.gui.app", "trainer.commands.screenshot", "PySide6.QtSvg"} <= set(modules)
    # the spec excludes these (QT_UNUSED): the history chart is painted with QPainter, not pyqtgraph
    assert not {"pyqtgraph", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"} & set(modules)
    done = build.run_frozen(bundle / "trainer", [], elsewhere, extra_env={"TRAINER_IMPORT_CHECK": ",".join(modules)})
    assert done.returncode == 0, done.stderr


def test_the_compiled_settler_is_bundled(bundle: Path, elsewhere: Path) -> None:
    """trainer/engine/_csettle.c, built by the install, travels with the program (docs/settle.md)."""
    check = {"TRAINER_IMPORT_CHECK": "trainer.engine._csettle"}
    done = build.run_frozen(bundle / "trainer", [], elsewhere, extra_env=check)
    assert done.returncode == 0, done.stderr


def test_frozen_settle_matches_the_source_tree(bundle: Path, elsewhere: Path) -> None:
    sample = ROOT / "packaging" / "sample-round.json"
    (elsewhere / "round.json").write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
    done = frozen(bundle, ["settle", "round.json"], elsewhere)
    assert done.returncode == 0, done.stderr
    source = subprocess.run(
        [sys.executable, "-m", "trainer", "settle", str(sample)], capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout) == json.loads(source.stdout)
    rounds = json.loads(done.stdout)
    assert rounds["seats"][0]["hand"] == "straight_flush"  # the sample is the contract's example round

    piped = frozen(bundle, ["settle", "-"], elsewhere, stdin="[" + sample.read_text(encoding="utf-8") + "]")
    assert piped.returncode == 0, piped.stderr
    assert json.loads(piped.stdout) == [json.loads(source.stdout)]


def test_frozen_math_with_numpy_matches_the_source_tree(bundle: Path, elsewhere: Path) -> None:
    """numpy's vendored OpenBLAS survives the bundling (stripping it breaks its ELF segments)."""
    done = frozen(bundle, ["math", "--json"], elsewhere)
    assert done.returncode == 0, done.stderr
    source = subprocess.run(
        [sys.executable, "-m", "trainer", "math", "--json"], capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout) == json.loads(source.stdout)


def test_frozen_settle_bad_input_is_one_line_exit_2(bundle: Path, elsewhere: Path) -> None:
    done = frozen(bundle, ["settle", "-"], elsewhere, stdin='{"dealer": ["Qs", "7h"], "seats": []}')
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert "dealer" in done.stderr


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _differing_fraction(a: Path, b: Path) -> float:
    from trainer.gui.qt import QImage

    first, second = QImage(str(a)), QImage(str(b))
    assert first.size() == second.size()
    w, h = first.width(), first.height()
    step = 4
    samples = differ = 0
    for y in range(0, h, step):
        for x in range(0, w, step):
            samples += 1
            differ += first.pixel(x, y) != second.pixel(x, y)
    return differ / samples


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_frozen_screenshot_renders_a_bundled_scenario_like_the_source_tree(
    bundle: Path, elsewhere: Path, lang: str
) -> None:
    """Offscreen, from a folder with no scenarios/: the bundle finds its scenario, translations and fonts."""
    args = ["screenshot", "plain_round_by_hand", "--size", "640x400", "--lang", lang, "--step", "6"]
    done = frozen(bundle, [*args, "--out", "frozen.png"], elsewhere)
    assert done.returncode == 0, done.stderr
    shot = elsewhere / "frozen.png"
    assert _png_size(shot.read_bytes()) == (640, 400)

    reference = elsewhere / "source.png"
    source = subprocess.run(
        [sys.executable, "-m", "trainer", *args, "--out", str(reference)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert source.returncode == 0, source.stderr
    assert _differing_fraction(shot, reference) < 0.01


def test_frozen_screenshot_languages_differ(bundle: Path, elsewhere: Path) -> None:
    """The compiled catalogues are in the bundle: zh-Hant and English pictures are not the same."""
    for lang in ("zh-Hant", "en"):
        args = ["screenshot", "plain_round_by_hand", "--size", "640x400", "--lang", lang, "--out", f"{lang}.png"]
        done = frozen(bundle, args, elsewhere)
        assert done.returncode == 0, done.stderr
    assert _differing_fraction(elsewhere / "zh-Hant.png", elsewhere / "en.png") > 0.0005


def test_frozen_gui_starts_on_a_bundled_scenario(bundle: Path, elsewhere: Path) -> None:
    """The window itself (every GUI module the frozen program needs), offscreen: grab a picture and quit."""
    args = ["gui", "--scenario", "plain_round_by_hand", "--step", "3", "--lang", "zh-Hant", "--size", "1024x640"]
    done = frozen(bundle, [*args, "--grab", "window.png"], elsewhere)
    assert done.returncode == 0, done.stderr
    assert _png_size((elsewhere / "window.png").read_bytes())[0] >= 640


def test_frozen_program_validates_its_bundled_library(bundle: Path, elsewhere: Path) -> None:
    library = bundle / "_internal" / "scenarios"
    assert (library / "exams").is_dir()
    done = frozen(bundle, ["validate", "-q", str(library)], elsewhere)
    assert done.returncode == 0, done.stdout + done.stderr


def test_frozen_exam_finds_bundled_scenarios(bundle: Path, elsewhere: Path) -> None:
    done = frozen(bundle, ["exam", "show", "certification", "--json"], elsewhere)
    assert done.returncode == 0, done.stderr
    listed = [Path(p) for p in json.loads(done.stdout)["scenarios"]]
    assert listed
    for path in listed:
        found = path if path.is_absolute() else elsewhere / path
        assert found.resolve().is_relative_to((bundle / "_internal" / "scenarios").resolve()), path


def test_bundle_has_desktop_integration_and_translations(bundle: Path) -> None:
    share = bundle / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in (16, 32, 48, 128, 256, 512):
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert _png_size(icon.read_bytes()) == (size, size)
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (bundle / "install-desktop-entry.sh").stat().st_mode & 0o111
    internal = bundle / "_internal"
    assert sorted(p.name for p in (internal / "trainer" / "gui" / "i18n").glob("*.qm")) == [
        "trainer_en.qm",
        "trainer_zh_Hant.qm",
    ]
    assert (internal / "assets" / "icon.svg").is_file()
    assert sorted(p.name for p in (internal / "docs" / "regulation").glob("*.md")) == ["en.md", "zh-Hant.md"]


def test_install_script_writes_a_menu_entry_pointing_into_the_bundle(bundle: Path, tmp_path: Path) -> None:
    data = tmp_path / "xdg-data"
    done = subprocess.run(
        ["sh", str(bundle / "install-desktop-entry.sh")],
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{bundle}/trainer" gui' in entry
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()


def test_unused_qt_parts_are_trimmed(bundle: Path) -> None:
    names = [p.relative_to(bundle).as_posix() for p in bundle.rglob("*")]
    for unwanted in ("Qt6Qml", "Qt6Quick", "Qt6WebEngine", "Qt6Pdf", "Qt6Network", "Qt6Multimedia", "Qt63D",
                     "Qt6OpenGL", "QtOpenGL", "pyqtgraph"):  # fmt: skip
        assert not [n for n in names if unwanted in n], unwanted
    assert not [n for n in names if n.split("/")[-1] in ("designer", "linguist", "assistant", "lupdate")]
    translations = [n.split("/")[-1] for n in names if "/Qt/translations/" in n]
    assert all(n.endswith(("_en.qm", "_zh_TW.qm")) for n in translations), translations
    plugins = {n.split("/")[-2] for n in names if "/Qt/plugins/" in n and n.endswith(".so")}
    assert "platforms" in plugins
    assert not plugins & {"qmltooling", "sqldrivers", "multimedia", "tls", "egldeviceintegrations"}
    dangling = [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling
