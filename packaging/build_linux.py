"""Build the Linux desktop bundle and its tar.gz, then check the frozen program from another folder.

    .venv/bin/python packaging/build_linux.py            # build + archive + smoke check (what `make package` runs)
    .venv/bin/python packaging/build_linux.py --check    # only the smoke check of the existing archive

Output: ``dist/fortune3-trainer-<version>-linux-x86_64.tar.gz``, unpacking to one folder::

    fortune3-trainer-<version>-linux-x86_64/
        trainer                  the program (`trainer gui`, `trainer settle FILE`, ...; no arguments: the GUI)
        _internal/               Python, Qt and the data: scenarios/, assets/, trainer/gui/i18n/*.qm
        share/applications/…desktop, share/metainfo/…metainfo.xml, share/icons/hicolor/…
        install-desktop-entry.sh puts the menu entry and icons into ~/.local/share (or $XDG_DATA_HOME)

The smoke check unpacks the archive into a temporary folder and, with the working folder elsewhere, runs the
frozen ``trainer --version``, ``trainer settle packaging/sample-round.json`` (its output must equal the source
tree's), ``trainer math --json`` (loads numpy) and ``trainer screenshot <bundled scenario>`` offscreen (a PNG of
the asked size must appear). Exit 1 on any failure, with the program's own error output.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from trainer import __version__  # noqa: E402

APP_ID = "org.fortune3trainer.DealerTrainer"
SPEC = ROOT / "packaging" / "trainer.spec"
WORK = ROOT / "build" / "pyinstaller"
FROZEN = WORK / "dist" / "fortune3-trainer"
SAMPLE_ROUND = ROOT / "packaging" / "sample-round.json"
SCREENSHOT_SCENARIO = "plain_round_by_hand"  # scenarios/plain_round_by_hand.toml
SCREENSHOT_SIZE = (800, 500)
SIZE_LIMIT_MB = 180


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def bundle_name() -> str:
    return f"fortune3-trainer-{__version__}-linux-{arch()}"


def archive_path() -> Path:
    return ROOT / "dist" / f"{bundle_name()}.tar.gz"


def folder_size(folder: Path) -> int:
    """Bytes taken by the files under ``folder`` (symbolic links count as nothing)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def pyinstaller() -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(WORK / "dist"), "--workpath", str(WORK / "work"), str(SPEC)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


INSTALL_SCRIPT = f"""#!/bin/sh
# Add the trainer to the desktop menu of the current user (no root needed). Run it from anywhere; it refers to
# the folder it is in, so move that folder first if you want it elsewhere, then run this again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${{XDG_DATA_HOME:-$HOME/.local/share}}
mkdir -p "$data/applications" "$data/metainfo"
sed -e "s|^Exec=trainer|Exec=\\"$here/trainer\\"|" -e "s|^TryExec=trainer|TryExec=$here/trainer|" \\
    "$here/share/applications/{APP_ID}.desktop" > "$data/applications/{APP_ID}.desktop"
cp "$here/share/metainfo/{APP_ID}.metainfo.xml" "$data/metainfo/"
(cd "$here/share" && find icons -type f) | while read -r f; do
    mkdir -p "$data/$(dirname "$f")"
    cp "$here/share/$f" "$data/$f"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$data/icons/hicolor" || true
echo "installed the menu entry: $data/applications/{APP_ID}.desktop"
"""


def assemble(stage: Path) -> Path:
    """The unpacked layout of the archive, in ``stage``; its top folder."""
    top = stage / bundle_name()
    if top.exists():
        shutil.rmtree(top)
    shutil.copytree(FROZEN, top, symlinks=True)
    share = top / "share"
    linux = ROOT / "packaging" / "linux"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy2(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    icons = ROOT / "build" / "icons"
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(icons / f"icon-{size}.png", folder / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "icon.svg", scalable / f"{APP_ID}.svg")
    script = top / "install-desktop-entry.sh"
    script.write_text(INSTALL_SCRIPT, encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return top


def _owner_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(top: Path) -> Path:
    out = archive_path()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    with tarfile.open(tmp, "w:gz", compresslevel=6) as tar:
        tar.add(top, arcname=top.name, filter=_owner_root)
    tmp.replace(out)
    return out


# ------------------------------------------------------------------------------------------------ checks


class CheckFailed(Exception):
    pass


def unpack(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` into ``into``; the bundle's top folder."""
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="tar")
    tops = [p for p in into.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise CheckFailed(f"{archive.name}: expected one top folder, found {sorted(p.name for p in tops)}")
    return tops[0]


def run_frozen(
    program: Path, args: list[str], cwd: Path, extra_env: dict[str, str] | None = None, **kw: object
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PATH"] = "/usr/bin:/bin"  # the frozen program must not need the venv
    env["TRAINER_DATA_DIR"] = str(cwd / "data")  # results store of the check, not the user's
    env.update(extra_env or {})
    return subprocess.run(
        [str(program), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False, **kw
    )  # type: ignore[call-overload]


def _expect(done: subprocess.CompletedProcess[str], what: str) -> None:
    if done.returncode != 0:
        raise CheckFailed(f"{what}: exit {done.returncode}\n{done.stderr.strip()}")


def check_settle(program: Path, cwd: Path) -> None:
    sample = cwd / "round.json"
    shutil.copy2(SAMPLE_ROUND, sample)
    frozen = run_frozen(program, ["settle", "round.json"], cwd)
    _expect(frozen, "frozen trainer settle")
    source = subprocess.run(
        [sys.executable, "-m", "trainer", "settle", str(SAMPLE_ROUND)], capture_output=True, text=True, check=False
    )
    _expect(source, "source tree trainer settle")
    if json.loads(frozen.stdout) != json.loads(source.stdout):
        raise CheckFailed("frozen trainer settle: output differs from the source tree's")
    piped = run_frozen(program, ["settle", "-"], cwd, input=SAMPLE_ROUND.read_text(encoding="utf-8"))
    _expect(piped, "frozen trainer settle -")
    bad = run_frozen(program, ["settle", "-"], cwd, input='{"dealer": ["Zz"]}')
    if bad.returncode != 2 or "Traceback" in bad.stderr or bad.stdout:
        raise CheckFailed(f"frozen trainer settle on bad input: exit {bad.returncode}, not 2 with one-line errors")


def check_screenshot(program: Path, cwd: Path) -> Path:
    png = cwd / "shot.png"
    w, h = SCREENSHOT_SIZE
    args = ["screenshot", SCREENSHOT_SCENARIO, "--out", str(png), "--size", f"{w}x{h}", "--lang", "zh-Hant"]
    done = run_frozen(program, args, cwd)
    _expect(done, "frozen trainer screenshot")
    data = png.read_bytes() if png.exists() else b""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise CheckFailed(f"frozen trainer screenshot: {png} is not a PNG")
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if (width, height) != (w, h):
        raise CheckFailed(f"frozen trainer screenshot: {width}x{height}, asked for {w}x{h}")
    return png


def check(archive: Path) -> int:
    """Unpack and run the frozen program from another folder; the unpacked size in bytes."""
    with tempfile.TemporaryDirectory(prefix="trainer-package-") as tmp:
        top = unpack(archive, Path(tmp) / "unpacked")
        program = top / "trainer"
        elsewhere = Path(tmp) / "elsewhere"
        elsewhere.mkdir()
        version = run_frozen(program, ["--version"], elsewhere)
        _expect(version, "frozen trainer --version")
        if __version__ not in version.stdout:
            raise CheckFailed(f"frozen trainer --version: {version.stdout.strip()!r}, expected {__version__}")
        check_settle(program, elsewhere)
        print("  trainer settle: same results as the source tree", flush=True)
        maths = run_frozen(program, ["math", "--json"], elsewhere)  # loads numpy and its OpenBLAS
        _expect(maths, "frozen trainer math")
        print("  trainer math: numpy loads", flush=True)
        check_screenshot(program, elsewhere)
        print(f"  trainer screenshot {SCREENSHOT_SCENARIO}: PNG rendered offscreen", flush=True)
        size = folder_size(top)
    if size > SIZE_LIMIT_MB * 1_000_000:
        raise CheckFailed(f"unpacked bundle is {size / 1e6:.1f} MB, over the {SIZE_LIMIT_MB} MB limit")
    return size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the existing archive")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("build_linux.py builds the Linux bundle; see packaging/README.md for Windows and macOS", file=sys.stderr)
        return 2
    try:
        if not args.check:
            pyinstaller()
            with tempfile.TemporaryDirectory(prefix="trainer-stage-", dir=ROOT / "build") as stage:
                archive = make_archive(assemble(Path(stage)))
            print(f"wrote {archive.relative_to(ROOT)} ({archive.stat().st_size / 1e6:.1f} MB)", flush=True)
        archive = archive_path()
        if not archive.exists():
            print(f"{archive}: not built yet (run without --check)", file=sys.stderr)
            return 1
        print(f"checking {archive.name} from another folder:", flush=True)
        size = check(archive)
    except CheckFailed as exc:
        print(f"package check failed: {exc}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"build failed: {' '.join(map(str, exc.cmd))} exited {exc.returncode}", file=sys.stderr)
        return 1
    print(f"ok: unpacked size {size / 1e6:.1f} MB (limit {SIZE_LIMIT_MB} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
