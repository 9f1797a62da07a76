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


def _module_name(path: pathlib.Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _project_imports(path: pathlib.Path, modules: set[str]) -> set[str]:
    """Every trainer module ``path`` imports, at any depth (imports inside functions count: they still tie the two
    modules together), relative imports resolved, ``from pkg import mod`` taken as the module when it is one."""
    me = _module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != me:
                found.add(name)
    return found


def test_no_import_cycle_between_modules():
    """No two trainer modules import each other, directly or round a loop (e.g. engine.round <-> engine.procedure).
    A package's ``__init__`` re-exporting its modules is not a cycle of the modules themselves, so packages are left
    out of the graph."""
    paths = {_module_name(p): p for p in (ROOT / "trainer").rglob("*.py")}
    modules = set(paths)
    graph = {
        m: {d for d in _project_imports(p, modules) if paths[d].name != "__init__.py"}
        for m, p in paths.items()
        if p.name != "__init__.py"
    }
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                cycles.append([*stack[stack.index(d) :], d])
            elif d not in state:
                visit(d)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_no_fault_is_swallowed_with_print():
    """An exception handled inside the trainer is logged (with its traceback) or told to the user, never printed
    and forgotten: no ``print`` in an ``except`` block of the engine, training or GUI code."""
    offenders = []
    for pkg in ("engine", "training", "gui"):
        for path in sorted((ROOT / "trainer" / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for handler in (n for n in ast.walk(tree) if isinstance(n, ast.ExceptHandler)):
                for node in ast.walk(handler):
                    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
                        offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "print in an except block: " + ", ".join(offenders)
