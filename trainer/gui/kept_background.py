"""Start-up (issue 18): the first picture of the felt a process draws, kept on disk for the next start.

The table's background (:meth:`trainer.gui.table_scene.TableScene.drawBackground`: the felt, the rings and labels of
the betting areas, the devices that never change) is the costliest part of a table's first paint, ~10 ms of
gradients, antialiased paths and glyphs drawn for the first time (benchmarks/bench_startup.py). A dealer starts
the trainer at the same window size, table and language day after day, so the picture drawn at the last start is
kept, like the compiled bytecode, in a file beside the trainer's bytecode, and the next start copies it instead of
drawing it.

The file is named by a checksum of everything the picture depends on (:func:`key`), which it also holds: the size and scale of the
picture, the view's transform, the table's seats, side bets and chips, the language and its catalogue, the font,
the Qt version, and the size and time of the source of every module that draws it. Anything else and the name is
another, so the picture is drawn, never taken from a stale file. Only the first background of a process is looked
up and kept (a start is what this is for; a test run or a window resized many times writes one file at most), and
at most :data:`MAX_FILES` are kept. A file that cannot be read or written (a read-only install,
``PYTHONDONTWRITEBYTECODE``) only means drawing as before.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import struct
import sys
import zlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from trainer.gui.qt import QImage, QPainter, QPixmap, QPointF, QRectF, QtCore

if TYPE_CHECKING:
    from trainer.gui.qt import QTransform

MAX_FILES = 4
"""Pictures kept at most (the oldest go first): a few window sizes and languages."""

STEM = "table-background"
_HEADER = struct.Struct("<8sIIIIdI")
"""Magic, width, height, bytes per line, image format, device pixel ratio, length of the key that follows."""
_MAGIC = b"F3TBG\x00\x00\x02"
_ALIGN = 64
"""The pixels start at a multiple of this in the file (after the header, the key and zero bytes): the image is
made on the mapped file itself, and a line of an image starts aligned."""

_state: dict[str, Any] = {"used": False, "hits": 0, "drawn": 0}


def key(painter: QPainter, device: QPixmap | QImage, parts: Iterable[object], files: Iterable[str]) -> str | None:
    """What the picture drawn on ``device`` through ``painter``'s transform is of, as text, given what else it
    depends on (``parts``: the table, language, font ...; ``files``: the sources that draw it and the language's
    catalogue, by size and time). None when a file cannot be found: nothing would tell its versions apart."""
    return _key(
        device.width(),
        device.height(),
        device.devicePixelRatio(),
        _format(device),
        painter.worldTransform(),
        parts,
        files,
    )


def _key(
    width: int,
    height: int,
    dpr: float,
    fmt: QImage.Format,
    t: QTransform,
    parts: Iterable[object],
    files: Iterable[str],
) -> str | None:
    stamps = []
    for name in sorted(set(files)):
        try:
            st = os.stat(name)
        except OSError:
            return None
        stamps.append((name, st.st_size, st.st_mtime_ns))
    what = (
        _MAGIC,
        width,
        height,
        round(dpr, 6),
        int(fmt.value),
        tuple(round(v, 6) for v in (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy())),
        QtCore.qVersion(),
        tuple(parts),
        tuple(stamps),
    )
    return repr(what)


def _path(what: str) -> str | None:
    """The file for the picture ``what`` is of, named by a checksum of it (the file holds ``what`` itself, so two
    texts with one checksum only take each other's place)."""
    from trainer.codecache import beside_bytecode

    return beside_bytecode(f"{STEM}-{zlib.crc32(what.encode('utf-8')):08x}", suffix="raw")


def covers(painter: QPainter, rect: QRectF, device: QPixmap | QImage) -> bool:
    """Whether ``rect`` (scene coordinates) covers the whole of ``device``: a whole picture, not a part of one."""
    logical = QRectF(0, 0, device.width() / device.devicePixelRatio(), device.height() / device.devicePixelRatio())
    return painter.worldTransform().mapRect(QRectF(rect)).contains(logical.adjusted(0.5, 0.5, -0.5, -0.5))


def draw(
    painter: QPainter,
    rect: QRectF,
    draw_picture: Callable[[QPainter], None],
    parts: Iterable[object],
    files: Iterable[str],
) -> bool:
    """Draw the background through ``painter`` (``draw_picture`` draws it): the first whole picture of a process
    from its kept file when there is one, else drawn and kept. False when nothing was done here (not the first,
    not a whole picture, not a picture this can keep): the caller draws it."""
    if _state["used"]:
        return False
    device = painter.device()
    if not isinstance(device, QPixmap | QImage) or not painter.worldTransform().isAffine():
        return False
    if not covers(painter, rect, device):
        return False
    _state["used"] = True
    what = key(painter, device, parts, files)
    path = _path(what) if what is not None else None
    kept = _read(path, device, what) if path is not None and what is not None else None
    if kept is None:
        image = _drawn(painter, device, draw_picture)
        _state["drawn"] += 1
        if path is not None and what is not None and not sys.dont_write_bytecode:
            _write(path, image, what)
        _copy(painter, image)
        return True
    _state["hits"] += 1
    image, mapping, view = kept
    del kept
    _copy(painter, image)
    del image  # made on the mapped file: never used once it is unmapped
    view.release()
    mapping.close()
    return True


class Picture:
    """A whole background picture a view keeps (:func:`picture`): ``image``, made on the kept file mapped into
    memory, or drawn. :meth:`close` lets go of it (a mapped image must not be used after)."""

    __slots__ = ("_mapping", "_view", "image")

    def __init__(self, image: QImage, mapping: mmap.mmap | None = None, view: memoryview | None = None) -> None:
        self.image = image
        self._mapping = mapping
        self._view = view

    @property
    def mapped(self) -> bool:
        """Whether the image is the kept file itself (mapped into memory), not a drawn one."""
        return self._mapping is not None

    def close(self) -> None:
        self.image = QImage()
        if self._view is not None:
            self._view.release()
            self._view = None
        if self._mapping is not None:
            self._mapping.close()
            self._mapping = None


def picture(
    width: int,
    height: int,
    dpr: float,
    transform: QTransform,
    draw_picture: Callable[[QPainter], None],
    parts: Iterable[object],
    files: Iterable[str],
) -> Picture:
    """The whole background of a view ``width`` × ``height`` device pixels (``transform``: the view's, from the
    scene to them), as a picture the view keeps and copies each exposed part of: the first of a process is the kept
    file itself, mapped into memory, when it is the same picture (no copy into new memory: ≈ 650 page faults fewer
    at 1280×800 than drawing into a view's own background cache); else it is drawn (the first of a process also
    kept for the next start)."""
    fmt = QImage.Format.Format_RGB32  # the felt covers the whole view: no alpha, copied as it is
    first = not _state["used"]
    _state["used"] = True
    what = path = None
    if first and transform.isAffine():
        what = _key(width, height, dpr, fmt, transform, parts, files)
        path = _path(what) if what is not None else None
    if path is not None and what is not None:
        kept = _read_picture(path, width, height, fmt, what)
        if kept is not None:
            _state["hits"] += 1
            return Picture(*kept)
    image = _new_picture(width, height, fmt, dpr, transform, draw_picture)
    if first:
        _state["drawn"] += 1
        if path is not None and what is not None and not sys.dont_write_bytecode:
            _write(path, image, what)
    return Picture(image)


def _copy(painter: QPainter, image: QImage) -> None:
    """Copy ``image`` onto the whole of ``painter``'s device, as it is."""
    painter.save()
    painter.resetTransform()
    painter.setClipping(False)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(QPointF(0, 0), image)
    painter.restore()


def _format(device: QPixmap | QImage) -> QImage.Format:
    if isinstance(device, QImage):
        return device.format()
    return QImage.Format.Format_ARGB32_Premultiplied if device.hasAlphaChannel() else QImage.Format.Format_RGB32


def _drawn(painter: QPainter, device: QPixmap | QImage, draw_picture: Callable[[QPainter], None]) -> QImage:
    return _new_picture(
        device.width(),
        device.height(),
        _format(device),
        device.devicePixelRatio(),
        painter.worldTransform(),
        draw_picture,
        painter.renderHints(),
    )


def _new_picture(
    width: int,
    height: int,
    fmt: QImage.Format,
    dpr: float,
    transform: QTransform,
    draw_picture: Callable[[QPainter], None],
    hints: QPainter.RenderHint | None = None,
) -> QImage:
    """A new image ``draw_picture`` drew on through ``transform`` (and ``hints``, if given)."""
    image = QImage(width, height, fmt)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    try:
        p.setWorldTransform(transform)
        if hints is not None:
            p.setRenderHints(hints)
        draw_picture(p)
    finally:
        p.end()
    return image


def _pixels_at(key_length: int) -> int:
    """Where the pixels start in a file whose key is ``key_length`` bytes long."""
    return -(-(_HEADER.size + key_length) // _ALIGN) * _ALIGN


def _read(path: str, device: QPixmap | QImage, what: str) -> tuple[QImage, mmap.mmap, memoryview] | None:
    """:func:`_read_picture` of a picture the size and format of ``device``."""
    return _read_picture(path, device.width(), device.height(), _format(device), what)


def _read_picture(
    path: str, width: int, height: int, fmt: QImage.Format, what: str
) -> tuple[QImage, mmap.mmap, memoryview] | None:
    """The picture kept in ``path`` if it is the one ``what`` names: an image made on the file mapped into memory
    (with the mapping and the view of it the image is made on: the image holds no lock on them, so it must not be
    used once they are released and closed).

    Mapped rather than read: reading would copy the picture (~4 MB at 1280×800) into new memory, a thousand page
    faults the first time each page is written (~3 ms at start-up); the mapped file's pages are already in the OS's
    cache, and are mapped all at once (``MAP_POPULATE``). A kept file is only ever replaced whole (:func:`_write`
    renames a new file over it), never cut short while mapped."""
    wanted = what.encode("utf-8")
    start = _pixels_at(len(wanted))
    try:
        with open(path, "rb", buffering=0) as f:
            head = f.read(start)
            if len(head) != start or head[_HEADER.size : _HEADER.size + len(wanted)] != wanted:
                return None
            magic, kept_width, kept_height, per_line, kept_fmt, dpr, length = _HEADER.unpack_from(head)
            if (
                magic != _MAGIC
                or length != len(wanted)
                or (kept_width, kept_height) != (width, height)
                or kept_fmt != int(fmt.value)
                or per_line != _bytes_per_line(width, fmt)
                or os.fstat(f.fileno()).st_size != start + per_line * height
            ):
                return None
            mapping = _map(f.fileno())
    except (OSError, ValueError):
        return None
    view = memoryview(mapping)[start : start + per_line * height]
    image = QImage(view, width, height, per_line, fmt)
    image.setDevicePixelRatio(dpr)
    return image, mapping, view


def _bytes_per_line(width: int, fmt: QImage.Format) -> int:
    """What a line of an image ``width`` wide takes in Qt's own images of format ``fmt``."""
    return QImage(width, 1, fmt).bytesPerLine()


def _map(fd: int) -> mmap.mmap:
    """The file ``fd``, mapped read-only, its pages mapped at once where the system can."""
    if hasattr(mmap, "MAP_PRIVATE"):  # POSIX
        flags = mmap.MAP_PRIVATE | getattr(mmap, "MAP_POPULATE", 0)
        return mmap.mmap(fd, 0, flags=flags, prot=mmap.PROT_READ)
    return mmap.mmap(fd, 0, access=mmap.ACCESS_READ)


def _write(path: str, image: QImage, what: str) -> bool:
    body = bytes(image.constBits())[: image.bytesPerLine() * image.height()]
    text = what.encode("utf-8")
    padding = bytes(_pixels_at(len(text)) - _HEADER.size - len(text))
    header = _HEADER.pack(
        _MAGIC,
        image.width(),
        image.height(),
        image.bytesPerLine(),
        int(image.format().value),
        image.devicePixelRatio(),
        len(text),
    )
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(header)
            f.write(text)
            f.write(padding)
            f.write(body)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    _trim(os.path.dirname(path))
    return True


def _trim(folder: str) -> None:
    """Keep the newest :data:`MAX_FILES` pictures."""
    kept = []
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            if name.startswith(STEM + "-") and name.endswith(".raw"):
                with contextlib.suppress(OSError):
                    kept.append((os.stat(os.path.join(folder, name)).st_mtime_ns, os.path.join(folder, name)))
    for _mtime, name in sorted(kept, reverse=True)[MAX_FILES:]:
        with contextlib.suppress(OSError):
            os.unlink(name)


def stats() -> dict[str, int]:
    """Pictures copied from a kept file (``hits``) and drawn (``drawn``) in this process."""
    return {"hits": int(_state["hits"]), "drawn": int(_state["drawn"])}


def reset(first: bool = True) -> None:
    """Tests: the next whole background is again the process's first (``first``), or is drawn as any other."""
    _state.update(used=not first, hits=0, drawn=0)
