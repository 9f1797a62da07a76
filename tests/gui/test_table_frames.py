"""The table's paint paths (issue 18, frames): what is printed on the felt is the view's kept background, the
devices keep their bodies, the betting areas' items are only their settlement marks."""

from __future__ import annotations

import dataclasses

import pytest

from tests.gui.pictures import background_picture
from tests.gui.sample_views import full_table
from trainer.gui import art, i18n, table_scene
from trainer.gui.qt import QImage, QPainter, QPixmap, QRectF, Qt, QtWidgets
from trainer.gui.table_scene import SCENE_RECT, TableScene, TableWidget


@pytest.fixture
def scene(qapp):
    s = TableScene()
    yield s
    s.deleteLater()


def _differing_pixels(a: QImage, b: QImage, rect: QRectF) -> int:
    r = rect.toAlignedRect().intersected(a.rect())
    return sum(
        1 for x in range(r.left(), r.right()) for y in range(r.top(), r.bottom()) if a.pixel(x, y) != b.pixel(x, y)
    )


def test_the_table_view_keeps_its_background_as_a_picture(scene, qtbot):
    """A repaint copies the view's picture of the felt; it is drawn again only for a new background, size or
    scale; what the view shows is the felt as the scene draws it."""
    scene.set_view(full_table())
    widget = TableWidget(scene)
    qtbot.addWidget(widget)
    widget.resize(800, 500)
    widget.show()
    qtbot.waitExposed(widget)
    drawn: list[QRectF] = []
    real = scene._draw_background
    scene._draw_background = lambda p, r: (drawn.append(QRectF(r)), real(p, r))[1]  # type: ignore[method-assign]
    widget._felt = None  # drawn again from here
    shown = widget.grab().toImage()
    widget.grab()
    assert len(drawn) == 1 and drawn[0].contains(SCENE_RECT)  # once, and the whole table
    scene.refresh_background()
    widget.grab()
    assert len(drawn) == 2
    widget.resize(900, 560)
    qtbot.waitUntil(lambda: widget.viewport().width() > 800)
    widget.grab()
    assert len(drawn) == 3
    assert widget.cacheMode() == QtWidgets.QGraphicsView.CacheModeFlag.CacheNone  # its own picture, not Qt's cache
    assert shown.pixelColor(2, 2).name() == table_scene.BACKGROUND  # the felt's surround, copied as drawn


def test_a5_3_betting_areas_are_printed_on_the_felt(scene):
    """The rings and labels of the betting areas are drawn with the background: without them it differs there, and
    only there."""
    scene.set_view(full_table())
    with_areas = background_picture(scene)
    scene._background = [item for item in scene._background if not isinstance(item, table_scene.SpotItem)]
    without = background_picture(scene)
    k = 800 / SCENE_RECT.width()
    for name in ("seat:1:ante", "seat:4:pair_plus", "seat:7:play", "seat:3:six_card_bonus"):
        r = scene.spot_rect(name)
        assert _differing_pixels(with_areas, without, QRectF(r.x() * k, r.y() * k, r.width() * k, r.height() * k)) > 30
    assert _differing_pixels(with_areas, without, QRectF(0, 0, 200, 40)) == 0  # the corner has no area


def test_a_betting_areas_item_is_only_its_settlement_mark(scene):
    view = full_table()
    scene.set_view(view)
    spot = scene.spots["seat:2:pair_plus"]
    assert not spot.isVisible() and not spot.settled
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], settled={"pair_plus": "take"})
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    assert spot.isVisible() and spot.settled == "take"
    assert spot.boundingRect().width() < spot.radius  # the mark, not the whole area
    assert spot.face_rect().contains(spot.boundingRect())
    scene.set_view(view)  # the table cleared: the mark goes
    assert not spot.isVisible()


def test_static_devices_are_printed_on_the_felt_and_the_others_are_items(scene):
    scene.set_view(full_table())
    printed = {item.name for item in scene._background if isinstance(item, table_scene.DeviceItem)}
    assert printed == {"tray", "dealer", "community"}
    for name, device in scene.devices.items():
        assert device.isVisible() == (name not in printed), name


def test_a_language_change_draws_the_background_again(scene, qapp):
    calls: list[str] = []
    scene.refresh_background = lambda: calls.append("background")  # type: ignore[method-assign]
    try:
        i18n.install_translator(qapp, "zh-Hant")
        assert calls
    finally:
        i18n.install_translator(qapp, "en")


def test_a_new_layout_draws_the_background_again(scene):
    scene.set_view(full_table())
    calls: list[str] = []
    scene.refresh_background = lambda: calls.append("background")  # type: ignore[method-assign]
    scene.set_view(full_table())
    assert calls == []
    scene.set_view(full_table(n_seats=5))
    assert calls == ["background"]


def _paint(device: table_scene.DeviceItem) -> QImage:
    box = device.boundingRect()
    pm = QPixmap(round(box.width()), round(box.height()))
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.translate(-box.topLeft())
    device.paint_face(painter)
    painter.end()
    return pm.toImage()


def test_a_dealt_card_repaints_the_shoes_count_over_its_kept_body(scene):
    view = full_table()
    scene.set_view(view)
    shoe = scene.devices["shoe"]
    before = _paint(shoe)
    bodies = dict(table_scene._DEVICE_BODIES)
    assert any(key[0] == "shoe" for key in bodies)
    scene.set_view(dataclasses.replace(view, shoe_count=view.shoe_count - 1))
    after = _paint(shoe)
    # The same body, only the count drawn again.
    assert bodies.keys() == table_scene._DEVICE_BODIES.keys()
    assert all(table_scene._DEVICE_BODIES[key] is picture for key, picture in bodies.items())
    assert before != after
    assert shoe.texts()["count"].startswith(str(view.shoe_count - 1))


def test_the_devices_body_follows_its_state(scene):
    view = full_table()
    scene.set_view(view)
    shoe = scene.devices["shoe"]
    _paint(shoe)
    bodies = len(table_scene._DEVICE_BODIES)
    scene.set_view(dataclasses.replace(view, shoe_count=0))  # no card left: no card back drawn in the shoe
    _paint(shoe)
    assert len(table_scene._DEVICE_BODIES) == bodies + 1


def test_the_pictures_made_of_the_art_are_emptied_with_it(scene):
    scene.set_view(full_table())
    _paint(scene.devices["shoe"])
    assert table_scene._DEVICE_BODIES
    art.CACHE.clear()
    assert not table_scene._DEVICE_BODIES and not table_scene._SPOT_FACES


def test_items_added_later_keep_the_tables_cache_mode(scene):
    cached = QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache
    scene.set_item_cache_mode(cached)
    assert all(item.cacheMode() == cached for item in scene.items())
    scene.set_view(full_table())  # cards and chips added
    assert scene.cards and scene.stacks
    assert all(item.cacheMode() == cached for item in scene.items())


@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")
def test_the_selection_mark_is_drawn_again_only_when_it_moves(qtbot):
    from trainer.gui.dealer_table import DealerTable
    from trainer.training.scenario import find_scenario

    t = DealerTable("practice")
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    t.start(find_scenario("plain_round_by_hand").setup)
    paths: list[object] = []
    original = t._selection.setPath
    t._selection.setPath = lambda path: (paths.append(path), original(path))  # type: ignore[method-assign]
    t.select("seat:1:ante")
    assert len(paths) == 1 and t._selection.isVisible()
    t._redraw()  # an action redraws the table: the mark stays where it is
    t._redraw()
    assert len(paths) == 1
    t.select("seat:2:ante")
    assert len(paths) == 2
    assert t._selection.path().boundingRect().contains(t.scene.spot_rect("seat:2:ante"))
    t.select(None)
    assert not t._selection.isVisible()
    t.select("seat:2:ante")  # shown again where it was: drawn again
    assert len(paths) == 3 and t._selection.isVisible()


def test_equal_chip_stacks_share_one_picture(scene):
    """The players' Play bets put seven equal stacks down in one frame: one picture drawn, seven copies."""
    art.CACHE.clear()
    view = full_table()
    seats = tuple(dataclasses.replace(s, bets={**s.bets, "play": 100}) for s in view.seats)
    scene.set_view(dataclasses.replace(view, seats=seats))
    plays = [scene.stacks[f"seat:{s.seat}:play:stake"] for s in seats]
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    for item in plays:
        painter = QPainter(image)
        painter.translate(200, 150)
        item.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
    keys = [key for key in table_scene._STACK_PICTURES if key[1] == 100 and not key[2]]
    assert len(keys) == 1
