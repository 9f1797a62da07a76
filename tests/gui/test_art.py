"""Our own art: every card and chip renders, differs from the others, scales with the device-pixel ratio
and is cached once per (kind, size, dpr)."""

from __future__ import annotations

import pytest

from trainer.engine.cards import ALL_CARDS
from trainer.gui import art
from trainer.gui.qt import QColor, QImage, QSize


def _opaque_pixels(image: QImage) -> int:
    return sum(
        1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2) if image.pixelColor(x, y).alpha() > 0
    )


def _bytes(kind: str, size: QSize) -> bytes:
    image = art.render(kind, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def test_every_card_face_is_drawn_and_differs_from_every_other(qapp):
    size = art.card_size(40)
    seen = {}
    for card in ALL_CARDS:
        data = _bytes(art.card_kind(card), size)
        assert data not in seen, f"{card} looks like {seen.get(data)}"
        seen[data] = card
    assert _bytes("back", size) not in seen


def test_red_suits_are_red_and_black_suits_black(qapp):
    def reddish(kind: str) -> int:
        image = art.render(kind, art.card_size(60)).toImage()
        return sum(
            1
            for y in range(image.height())
            for x in range(image.width())
            if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 90 and c.blue() < 90
        )

    assert reddish("card:7h") > 100 and reddish("card:7d") > 100
    assert reddish("card:7s") == 0 and reddish("card:7c") == 0


def test_card_pixmap_is_non_empty_and_mostly_opaque(qapp):
    pm = art.card_pixmap("As", 63)
    assert not pm.isNull()
    image = pm.toImage()
    assert _opaque_pixels(image) > 0.8 * (image.width() // 2) * (image.height() // 2)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0, 3.0])
def test_pixmaps_scale_with_device_pixel_ratio(qapp, dpr):
    pm = art.card_pixmap("Kh", 50, dpr)
    logical = art.card_size(50)
    assert pm.width() == round(logical.width() * dpr) and pm.height() == round(logical.height() * dpr)
    assert pm.devicePixelRatio() == pytest.approx(dpr)
    chip = art.chip_pixmap(500, 30, dpr)
    assert chip.width() == round(30 * dpr) and chip.devicePixelRatio() == pytest.approx(dpr)


def test_chips_of_each_denomination_differ_and_show_their_value(qapp):
    denominations = (1, 5, 10, 25, 100, 500, 1000, 5000, 10000, 7, 250)
    renders = {d: _bytes(f"chip:{d}", QSize(48, 48)) for d in denominations}
    assert len(set(renders.values())) == len(denominations)
    bodies = {art.chip_colours(d)[0].name() for d in (5, 25, 100, 500, 1000, 5000)}
    assert len(bodies) == 6, "the table's usual chips must have six different colours"
    assert [art.chip_label(d) for d in (5, 25, 100, 500, 1000, 5000, 25000)] == [
        "5",
        "25",
        "100",
        "500",
        "1K",
        "5K",
        "25K",
    ]


def test_unknown_denomination_gets_a_stable_colour(qapp):
    assert art.chip_colours(250)[0] == art.chip_colours(250)[0]
    assert art.chip_colours(250)[0] != art.chip_colours(2500)[0]
    assert isinstance(art.chip_colours(250)[0], QColor)


def test_cache_hits_after_first_render_and_keys_on_size_and_dpr(qapp):
    cache = art.PixmapCache(capacity=8)
    first = cache.get("card:Qs", QSize(40, 56), 1.0)
    again = cache.get("card:Qs", QSize(40, 56), 1.0)
    assert again is first
    assert (cache.hits, cache.misses) == (1, 1)
    cache.get("card:Qs", QSize(40, 56), 2.0)
    cache.get("card:Qs", QSize(80, 112), 1.0)
    assert cache.misses == 3


def test_cache_is_bounded_lru(qapp):
    cache = art.PixmapCache(capacity=3)
    for d in (5, 25, 100, 500):
        cache.get(f"chip:{d}", QSize(10, 10))
    assert cache.info().size == 3
    cache.get("chip:5", QSize(10, 10))
    assert cache.misses == 5, "the oldest entry was evicted"


def test_unknown_kind_is_refused(qapp):
    with pytest.raises(ValueError, match="unknown art kind"):
        art.render("dragon", QSize(10, 10))
