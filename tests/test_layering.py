"""The architecture holds: Qt only under trainer/gui, and there only through trainer/gui/qt.py."""

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
QT_MODULES = ("PySide6", "shiboken6")


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_qt_outside_gui_and_only_through_one_module():
    offenders = []
    for path in sorted((ROOT / "trainer").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "trainer/gui/qt.py":
            continue
        for name in _imports(path):
            if name.split(".")[0] in QT_MODULES:
                offenders.append(f"{rel} imports {name}")
    assert not offenders, "Qt must be imported only through trainer/gui/qt.py:\n" + "\n".join(offenders)


def test_engine_and_training_never_import_gui():
    offenders = []
    for pkg in ("engine", "training"):
        for path in sorted((ROOT / "trainer" / pkg).rglob("*.py")):
            for name in _imports(path):
                if name.startswith(("trainer.gui", "trainer.commands", "trainer.cli")):
                    offenders.append(f"{path.relative_to(ROOT)} imports {name}")
                if pkg == "engine" and name.startswith("trainer.training"):
                    offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not offenders, "\n".join(offenders)


def test_importing_engine_and_training_loads_no_pyside6():
    code = (
        "import sys, pkgutil, importlib, trainer.engine, trainer.training\n"
        "for pkg in (trainer.engine, trainer.training):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_import_linter_contracts_hold():
    lint = pathlib.Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
