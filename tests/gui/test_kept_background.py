"""The first picture of the felt a process draws is kept for the next start (issue 18, start-up): copied when it is
the same picture, drawn whenever anything it shows or is drawn by has changed, never a stale or damaged one."""

from __future__ import annotations

import dataclasses
import os
import sys
import zlib

import pytest

from tests.gui.pictures import background_picture
from tests.gui.sample_views import full_table
from trainer.gui import i18n, kept_background
from trainer.gui.qt import QColor, QImage, QPainter, QRectF
from trainer.gui.table_scene import TableScene


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """Kept pictures go to ``tmp_path`` (written, whatever PYTHONDONTWRITEBYTECODE says of this run); the next whole
    background is the process's first."""
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    monkeypatch.setattr(
        kept_background, "_path", lambda what: str(tmp_path / f"table-background-{zlib.crc32(what.encode()):08x}.raw")
    )
    kept_background.reset()
    yield tmp_path
    kept_background.reset(first=False)


@pytest.fixture
def scene(english):
    s = TableScene()
    s.set_view(full_table())
    yield s
    s.deleteLater()


def _files(folder) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".raw"))


def test_the_first_background_is_kept_and_the_next_start_copies_the_same_picture(kept, scene):
    drawn = background_picture(scene)
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    assert len(_files(kept)) == 1
    kept_background.reset()  # the next start
    copied = background_picture(scene)
    assert kept_background.stats() == {"hits": 1, "drawn": 0}
    assert copied == drawn
    kept_background.reset(first=False)  # and either is what drawing it directly gives
    assert background_picture(scene) == drawn
    assert kept_background.stats() == {"hits": 0, "drawn": 0}


def test_only_the_first_whole_background_of_a_process_is_looked_up(kept, scene):
    background_picture(scene)
    background_picture(scene)
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    kept_background.reset()
    background_picture(scene, rect=QRectF(0, 0, 400, 300))  # a part of the felt: drawn as usual
    assert kept_background.stats() == {"hits": 0, "drawn": 0}
    assert len(_files(kept)) == 1


def test_another_language_size_or_table_is_another_picture(kept, scene, qapp):
    english = background_picture(scene)
    kept_background.reset()
    other_size = background_picture(scene, 640, 400)
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    assert other_size.size() != english.size()
    kept_background.reset()
    i18n.install_translator(qapp, "zh-Hant")
    chinese = background_picture(scene)
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    assert chinese != english  # the labels printed on the felt are in Chinese
    i18n.install_translator(qapp, "en")
    kept_background.reset()
    two_seats = TableScene()
    view = full_table()
    two_seats.set_view(dataclasses.replace(view, seats=view.seats[:2]))
    background_picture(two_seats)
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    two_seats.deleteLater()
    assert len(_files(kept)) == 4


def _draw_with(painter: QPainter, colour: str, files: list[str]) -> bool:
    return kept_background.draw(
        painter, QRectF(0, 0, 64, 32), lambda p: p.fillRect(QRectF(0, 0, 64, 32), QColor(colour)), ("test",), files
    )


def _picture(colour: str, files: list[str]) -> QImage:
    image = QImage(64, 32, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    assert _draw_with(painter, colour, files)
    painter.end()
    return image


def test_a_changed_source_file_is_drawn_anew_and_never_taken_from_the_old_picture(kept, tmp_path, qapp):
    source = tmp_path / "drawing.py"
    source.write_text("red\n", encoding="utf-8")
    assert _picture("#ff0000", [str(source)]).pixelColor(5, 5) == QColor("#ff0000")
    kept_background.reset()
    assert _picture("#00ff00", [str(source)]).pixelColor(5, 5) == QColor("#ff0000")  # the kept picture (same code)
    source.write_text("green\n", encoding="utf-8")  # the code that draws it changed
    kept_background.reset()
    assert _picture("#00ff00", [str(source)]).pixelColor(5, 5) == QColor("#00ff00")
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    kept_background.reset()
    missing = str(tmp_path / "gone.py")
    assert _picture("#0000ff", [missing]).pixelColor(5, 5) == QColor("#0000ff")  # no file: nothing to tell apart
    assert kept_background.stats() == {"hits": 0, "drawn": 1}


def test_a_damaged_or_foreign_file_is_drawn_again(kept, tmp_path, qapp):
    source = tmp_path / "drawing.py"
    source.write_text("x\n", encoding="utf-8")
    _picture("#ff0000", [str(source)])
    (path,) = [kept / name for name in _files(kept)]
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 100])  # cut short
    kept_background.reset()
    assert _picture("#00ff00", [str(source)]).pixelColor(5, 5) == QColor("#00ff00")
    assert kept_background.stats() == {"hits": 0, "drawn": 1}
    data = path.read_bytes()
    path.write_bytes(data.replace(b"'test'", b"'tesT'"))  # another picture's file under this name
    kept_background.reset()
    assert _picture("#0000ff", [str(source)]).pixelColor(5, 5) == QColor("#0000ff")
    assert kept_background.stats() == {"hits": 0, "drawn": 1}


def test_at_most_a_few_pictures_are_kept(kept, tmp_path, qapp):
    source = tmp_path / "drawing.py"
    for n in range(kept_background.MAX_FILES + 3):
        source.write_text("x" * (n + 1), encoding="utf-8")
        kept_background.reset()
        _picture("#ff0000", [str(source)])
    assert len(_files(kept)) == kept_background.MAX_FILES


def test_nothing_is_written_where_bytecode_is_not(kept, tmp_path, qapp, monkeypatch):
    monkeypatch.setattr("sys.dont_write_bytecode", True)
    source = tmp_path / "drawing.py"
    source.write_text("x\n", encoding="utf-8")
    assert _picture("#ff0000", [str(source)]).pixelColor(5, 5) == QColor("#ff0000")
    assert _files(kept) == []


def test_the_picture_is_keyed_by_every_module_that_draws_it_or_words_it():
    """A kept picture names the sources of the code it was drawn by: every trainer module the table's drawing imports
    (but the Qt binding, the round's view and the words of the hands turned up, which the background does not show),
    and the catalogue of terms."""
    import ast
    import importlib
    import inspect

    from trainer.gui import table_scene

    imported = set()
    for node in ast.walk(ast.parse(inspect.getsource(table_scene))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("trainer"):
            for alias in node.names:
                name = f"{node.module}.{alias.name}"
                try:
                    importlib.import_module(name)
                except ImportError:
                    name = node.module  # a name from the module, not a module
                imported.add(name)
    imported -= {"trainer.gui.qt", "trainer.engine.view", "trainer.gui.exam_text"}
    assert imported >= {"trainer.gui.art", "trainer.gui.fonts", "trainer.gui.i18n", "trainer.gui.kept_background"}
    kept = set(table_scene._DRAWING_FILES)
    for name in imported | {"trainer.engine.words", "trainer.gui.table_scene"}:
        assert sys.modules[name].__file__ in kept, name


def test_the_kept_pixels_start_aligned_so_the_picture_is_mapped_not_copied(kept, scene):
    drawn = background_picture(scene)
    (path,) = [kept / name for name in _files(kept)]
    data = path.read_bytes()
    _magic, _width, height, per_line, _fmt, _dpr, length = kept_background._HEADER.unpack_from(data)
    start = len(data) - per_line * height
    assert start % kept_background._ALIGN == 0
    assert start >= kept_background._HEADER.size + length
    assert data[kept_background._HEADER.size + length : start] == bytes(start - kept_background._HEADER.size - length)
    kept_background.reset()
    assert background_picture(scene) == drawn  # from the mapped file
    assert kept_background.stats() == {"hits": 1, "drawn": 0}


def test_the_table_view_shows_the_kept_file_itself_at_the_next_start(kept, scene, qtbot):
    """A table view's first picture of the felt is the kept file mapped into memory (no copy into new memory): the
    same picture as the one drawn at the start before; a new size is drawn again."""
    from trainer.gui.table_scene import TableWidget

    def shown() -> tuple[TableWidget, QImage]:
        widget = TableWidget(scene)
        qtbot.addWidget(widget)
        widget.resize(800, 500)
        widget.show()
        qtbot.waitExposed(widget)
        return widget, widget.grab().toImage()

    first, drawn = shown()
    assert kept_background.stats() == {"hits": 0, "drawn": 1} and len(_files(kept)) == 1
    assert first._felt is not None and not first._felt.mapped
    kept_background.reset()  # the next start
    second, copied = shown()
    assert kept_background.stats() == {"hits": 1, "drawn": 0}
    assert second._felt is not None and second._felt.mapped
    assert copied == drawn
    second.resize(640, 400)
    qtbot.waitUntil(lambda: second.viewport().width() < 800)
    second.grab()
    assert not second._felt.mapped  # drawn for the new size; the mapped file let go
