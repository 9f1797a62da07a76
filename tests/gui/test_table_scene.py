"""The table scene: A5 layout from the dealer's side, hit targets, incremental updates, language, pictures."""

from __future__ import annotations

import dataclasses
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.gui.sample_views import cards, full_table
from trainer.engine.view import SeatView, TableView
from trainer.gui import i18n
from trainer.gui.qt import QColor, QImage, QPainter, QPointF, QRectF, QSize
from trainer.gui.render import render_view_image, render_view_png
from trainer.gui.table_scene import (
    DEALER_POINT,
    TableScene,
    TableWidget,
    animation_ms,
    chips_for,
)


def _empty_view(n: int, side_bets: tuple[str, ...] = ()) -> TableView:
    return TableView(
        seats=tuple(SeatView(seat=i + 1, occupied=True) for i in range(n)),
        side_bets_offered=side_bets,
        progressive_offered="progressive" in side_bets,
    )


@pytest.fixture
def scene(qapp):
    s = TableScene()
    yield s
    s.deleteLater()


def _dist(scene: TableScene, name: str) -> float:
    c = scene.spot_rect(name).center()
    return math.hypot(c.x() - DEALER_POINT.x(), c.y() - DEALER_POINT.y())


@pytest.mark.parametrize("n", [5, 6, 7])
def test_a11_reading_seat_1_is_at_the_dealers_left_and_seats_run_left_to_right(scene, n):
    scene.set_view(_empty_view(n))
    xs = [scene.spot_rect(f"seat:{k}:ante").center().x() for k in range(1, n + 1)]
    assert xs == sorted(xs) and len(set(xs)) == n
    assert xs[0] < DEALER_POINT.x() < xs[-1]
    with pytest.raises(KeyError):
        scene.spot_rect(f"seat:{n + 1}:ante")


@pytest.mark.parametrize("n", [5, 6, 7])
def test_a5_3_betting_areas_in_regulation_order(scene, n):
    scene.set_view(_empty_view(n, ("six_card_bonus", "progressive")))
    for k in range(1, n + 1):
        pair_plus, ante, play = (_dist(scene, f"seat:{k}:{kind}") for kind in ("pair_plus", "ante", "play"))
        assert pair_plus < ante < play, f"seat {k}"
        # The three areas lie in front of the same seat: the same direction from the dealer.
        angles = {
            round(math.atan2(DEALER_POINT.y() - c.y(), c.x() - DEALER_POINT.x()), 6)
            for c in (scene.spot_rect(f"seat:{k}:{kind}").center() for kind in ("pair_plus", "ante", "play"))
        }
        assert len(angles) == 1


@pytest.mark.parametrize("n", [5, 6, 7])
def test_a5_4_side_bet_zone_between_dealer_and_pair_plus(scene, n):
    scene.set_view(_empty_view(n, ("six_card_bonus", "progressive")))
    for k in range(1, n + 1):
        for side in ("six_card_bonus", "progressive"):
            assert _dist(scene, f"seat:{k}:{side}") < _dist(scene, f"seat:{k}:pair_plus")
            assert not _overlap(scene, f"seat:{k}:{side}", f"seat:{k}:pair_plus")


def test_a5_4_no_side_bet_zone_when_not_offered(scene):
    scene.set_view(_empty_view(7))
    for name in ("seat:1:six_card_bonus", "seat:1:progressive", "progressive"):
        with pytest.raises(KeyError):
            scene.spot_rect(name)
    assert scene.target_at(QPointF(800, 650)) != "progressive"


def test_only_the_offered_side_bet_is_drawn(scene):
    scene.set_view(_empty_view(6, ("six_card_bonus",)))
    assert "seat:3:six_card_bonus" in scene.spot_names()
    assert "seat:3:progressive" not in scene.spot_names()


def _is_circle(name: str) -> bool:
    return name.startswith("seat:") and name.count(":") == 2 and not name.endswith(":cards")


def _overlap(scene: TableScene, a: str, b: str) -> bool:
    ra, rb = scene.spot_rect(a), scene.spot_rect(b)
    if _is_circle(a) and _is_circle(b):
        return (
            math.dist((ra.center().x(), ra.center().y()), (rb.center().x(), rb.center().y()))
            < (ra.width() + rb.width()) / 2
        )
    if _is_circle(b):
        ra, rb = rb, ra
    if _is_circle(a) or _is_circle(b):
        c, r = ra.center(), ra.width() / 2
        nx = min(max(c.x(), rb.left()), rb.right())
        ny = min(max(c.y(), rb.top()), rb.bottom())
        return math.dist((c.x(), c.y()), (nx, ny)) < r
    return ra.intersects(rb)


def test_no_two_spots_overlap(scene):
    scene.set_view(_empty_view(7, ("six_card_bonus", "progressive")))
    names = [n for n in scene.spot_names() if n.count(":") == 2 and not n.endswith(":badge")]
    names += ["dealer", "community", "progressive", "shoe", "discard", "tray"]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if a.startswith("tray") and b.startswith("tray"):
                continue
            assert not _overlap(scene, a, b), f"{a} overlaps {b}"


def test_target_at_names_what_is_under_the_pointer(scene):
    scene.set_view(full_table())
    centre = lambda name: scene.spot_rect(name).center()  # noqa: E731
    for name in (
        "seat:3:ante",
        "seat:3:play",
        "seat:7:pair_plus",
        "seat:2:progressive",
        "seat:1:six_card_bonus",
    ):
        assert scene.target_at(centre(name)) == name
    for name in ("dealer", "community", "shoe", "discard", "progressive", "tray:100", "tray:5000"):
        assert scene.target_at(centre(name)) == name
    assert scene.target_at(centre("seat:4:cards")) == "seat:4"
    assert scene.target_at(scene.spot_rect("seat:5:badge").center()) == "seat:5"
    assert scene.target_at(QPointF(5, 995)) is None
    assert scene.target_at(QPointF(1595, 5)) is None


def test_spot_rect_is_inside_the_scene(scene):
    scene.set_view(full_table())
    for name in scene.spot_names():
        assert scene.sceneRect().contains(scene.spot_rect(name)), name


def test_cards_lie_by_the_seats_ante(scene):
    scene.set_view(full_table())
    for k in range(1, 8):
        cards_at = scene.spot_rect(f"seat:{k}:cards").center()
        ante = scene.spot_rect(f"seat:{k}:ante").center()
        nearest = min(
            range(1, 8),
            key=lambda j: math.dist(
                (cards_at.x(), cards_at.y()),
                (
                    scene.spot_rect(f"seat:{j}:ante").center().x(),
                    scene.spot_rect(f"seat:{j}:ante").center().y(),
                ),
            ),
        )
        assert nearest == k
        assert math.dist((cards_at.x(), cards_at.y()), (ante.x(), ante.y())) < 130


def test_face_down_exposed_and_dead_cards(scene):
    view = full_table()
    scene.set_view(view)
    assert scene.cards["seat:1:card:0"].kind() == "back"
    assert scene.cards["seat:3:card:0"].kind() == "card:Qh"
    exposed = scene.cards["seat:4:card:0"]
    assert exposed.view.exposed and exposed.kind() == "card:5c"
    assert all(scene.cards[f"seat:6:card:{i}"].view.dead for i in range(3))
    assert scene.cards["dealer:card:0"].kind() == "card:Qs"
    assert scene.cards["community:card:1"].kind() == "card:Kh"
    assert scene.cards["seat:2:card:0"].dimmed, "a folded hand is shown dimmed until collected"


def test_chip_stacks_follow_the_bets_and_winnings(scene):
    scene.set_view(full_table())
    stake = scene.stacks["seat:3:ante:stake"]
    assert stake.amount == 75 and stake.chips == [25, 25, 25]
    assert scene.stacks["seat:3:ante_bonus:paid"].amount == 375
    assert scene.stacks["seat:3:play:paid"].winnings
    assert "seat:1:play:stake" not in scene.stacks


def test_set_view_is_incremental(scene):
    view = full_table()
    scene.set_view(view)
    cards_before = dict(scene.cards)
    stacks_before = dict(scene.stacks)
    scene.set_view(view)
    assert scene.repaints == 0
    seats = list(view.seats)
    seats[0] = dataclasses.replace(seats[0], bets={**seats[0].bets, "ante": 30})
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    assert scene.repaints == 1
    assert all(scene.cards[k] is item for k, item in cards_before.items())
    assert all(scene.stacks[k] is item for k, item in stacks_before.items())
    assert scene.stacks["seat:1:ante:stake"].chips == [25, 5]


def test_a_change_of_phase_repaints_the_title_corner_not_the_felt(scene):
    view = full_table()
    scene.set_view(view)
    painted: list[str] = []
    scene.refresh_background = lambda: painted.append("felt")  # type: ignore[method-assign]
    scene.title.update = lambda *a: painted.append("title")  # type: ignore[method-assign]
    scene.set_view(dataclasses.replace(view, phase="results"))
    assert painted == ["title"] and scene.repaints == 1
    assert scene.title.boundingRect().width() < scene.felt.boundingRect().width() / 3


def test_collected_cards_leave_the_table(scene):
    view = full_table()
    scene.set_view(view)
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], cards=(), collected=True)
    scene.set_view(dataclasses.replace(view, seats=tuple(seats), discard_count=7))
    assert not any(k.startswith("seat:2:card") for k in scene.cards)
    assert scene.repaints >= 4


def test_layout_rebuilds_when_the_table_changes(scene):
    scene.set_view(_empty_view(7))
    scene.set_view(_empty_view(5, ("progressive",)))
    assert "seat:6:ante" not in scene.spot_names() and "seat:5:progressive" in scene.spot_names()


def test_language_switch_changes_labels(scene, qapp):
    scene.set_view(full_table())
    try:
        i18n.install_translator(qapp, "en")
        assert [scene.label_of(f"seat:1:{k}") for k in ("pair_plus", "ante", "play")] == [
            "Pair Plus",
            "Ante",
            "Play",
        ]
        assert scene.label_of("discard") == "Discard rack"
        i18n.install_translator(qapp, "zh-Hant")
        assert [scene.label_of(f"seat:1:{k}") for k in ("pair_plus", "ante", "play")] == [
            "對子或以上注",
            "原注",
            "加注",
        ]
        assert scene.label_of("discard") == "廢牌盒"
        assert scene.label_of("shoe") == "派牌盒"
        assert scene.label_of("community") == "共用紙牌"
        assert scene.label_of("progressive") == "累進大獎"
    finally:
        i18n.install_translator(qapp, "en")


def test_shuffler_and_its_fault_light(scene):
    view = dataclasses.replace(full_table(), method="machine", packet_size=3, shuffler_fault=True)
    scene.set_view(view)
    assert scene.label_of("shoe") == "Automatic shuffler"
    image = _render(scene, 1600, 1000)
    led = scene.spot_rect("shoe")
    reds = sum(
        1
        for y in range(int(led.top()), int(led.top() + 36))
        for x in range(int(led.right() - 36), int(led.right()))
        if (c := image.pixelColor(x, y)).red() > 200 and c.green() < 80
    )
    assert reds > 20
    scene.set_view(dataclasses.replace(view, shuffler_fault=False))
    assert scene.repaints >= 1
    image = _render(scene, 1600, 1000)
    reds_after = sum(
        1
        for y in range(int(led.top()), int(led.top() + 36))
        for x in range(int(led.right() - 36), int(led.right()))
        if (c := image.pixelColor(x, y)).red() > 200 and c.green() < 80
    )
    assert reds_after == 0


def _render(scene: TableScene, w: int, h: int) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, w, h), scene.sceneRect())
    painter.end()
    return image


def test_rendered_scene_has_green_felt_and_many_colours(scene):
    scene.set_view(full_table())
    image = _render(scene, 800, 500)
    colours = {image.pixel(x, y) for y in range(0, 500, 5) for x in range(0, 800, 5)}
    assert len(colours) > 200
    felt = image.pixelColor(400, 120)
    assert felt.green() > felt.red() + 40 and felt.green() > felt.blue() + 30


@pytest.mark.parametrize(("size", "lang"), [((1280, 800), "en"), ((1920, 1080), "zh-Hant")])
def test_render_view_png_writes_the_requested_size(tmp_path, qapp, size, lang):
    out = render_view_png(full_table(), tmp_path / "table.png", size=size, lang=lang)
    i18n.install_translator(qapp, "en")
    image = QImage(str(out))
    assert QSize(image.width(), image.height()) == QSize(*size)
    samples = [image.pixelColor(x, y) for y in range(0, size[1], 10) for x in range(0, size[0], 10)]
    green = sum(1 for c in samples if c.green() > c.red() + 40 and c.green() > c.blue() + 30)
    assert green > 0.3 * len(samples), "mostly green felt"


def test_chinese_labels_render_as_glyphs_not_boxes(qapp):
    en = render_view_image(full_table(), (1280, 800), "en")
    zh = render_view_image(full_table(), (1280, 800), "zh-Hant")
    i18n.install_translator(qapp, "en")
    assert en != zh


def test_table_widget_keeps_the_whole_table_in_view(qtbot, scene):
    scene.set_view(full_table())
    widget = TableWidget(scene)
    qtbot.addWidget(widget)
    for w, h in ((1280, 800), (1920, 1080), (900, 900)):
        widget.resize(w, h)
        widget.show()
        widget.fit()
        visible = widget.mapToScene(widget.viewport().rect()).boundingRect()
        assert visible.adjusted(-2, -2, 2, 2).contains(scene.sceneRect())
        assert min(visible.width() / scene.sceneRect().width(), visible.height() / scene.sceneRect().height()) < 1.02


def test_deal_animation_flies_from_the_shoe_and_lands(qtbot, scene, monkeypatch):
    monkeypatch.setenv("TRAINER_ANIMATION_MS", "60")
    view = _empty_view(5)
    scene.set_view(view)
    seats = list(view.seats)
    seats[0] = dataclasses.replace(seats[0], bets={"ante": 10}, cards=cards("As"))
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    item = scene.cards["seat:1:card:0"]
    assert scene.animating()
    shoe = scene.spot_rect("shoe")
    assert math.dist((item.pos().x(), item.pos().y()), (shoe.center().x(), shoe.center().y())) < 60
    qtbot.waitUntil(lambda: not scene.animating(), timeout=2000)
    assert scene.spot_rect("seat:1:cards").contains(item.sceneBoundingRect().center())


def test_no_animation_in_tests(scene):
    assert animation_ms() == 0
    view = _empty_view(5)
    seats = list(view.seats)
    seats[2] = dataclasses.replace(seats[2], bets={"ante": 10}, cards=cards("As Kd"))
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    assert not scene.animating()
    assert scene.spot_rect("seat:3:cards").contains(scene.cards["seat:3:card:1"].sceneBoundingRect().center())


@pytest.mark.parametrize(("raw", "expected"), [("0", 0), ("120", 120), ("1000", 250), ("junk", 200), ("", 200)])
def test_animation_length_is_capped_at_250_ms(monkeypatch, raw, expected):
    monkeypatch.setenv("TRAINER_ANIMATION_MS", raw)
    assert animation_ms() == expected


def test_chips_for_is_greedy():
    assert chips_for(1275, (5, 25, 100, 500, 1000, 5000)) == [1000, 100, 100, 25, 25, 25]
    assert chips_for(0, (5, 25)) == []
    assert chips_for(7, (5, 25)) == [5, 2]


@given(
    st.integers(min_value=0, max_value=200_000),
    st.sets(st.integers(min_value=5, max_value=100_000), min_size=1, max_size=8),
)
def test_chips_for_always_adds_up_largest_first(amount, denominations):
    chips = chips_for(amount, denominations)
    assert sum(chips) == amount
    regular = chips if not chips or chips[-1] in denominations else chips[:-1]
    assert all(c in denominations for c in regular)
    assert regular == sorted(regular, reverse=True)
    if len(regular) < len(chips):
        assert chips[-1] < min(denominations), "only a remainder no chip can make is an odd chip"


@pytest.mark.parametrize("n", [5, 6, 7])
def test_winnings_stay_off_every_bet_area_the_devices_and_their_labels(scene, n):
    """Paid chips and their printed amount sit beside the bet area, never on a ring or a label (1280×800 report),
    nor on the shoe or shuffler, rack, tray, dealer's or community boxes and their captions (a Jackpot's winnings
    once covered the shuffler's tag, a Six Card's the community cards' caption)."""
    from trainer.gui.table_scene import amount_label_width, stack_extent

    view = full_table(n)
    kinds = ("ante", "play", "pair_plus", "six_card_bonus", "progressive")
    seats = [
        dataclasses.replace(
            s,
            paid={k: 1000 + 175 * s.seat for k in (*kinds, "ante_bonus") if k in s.bets or k == "ante_bonus"},
            settled={},
        )
        for s in view.seats
    ]
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    paid = [item for key, item in scene.stacks.items() if key.endswith(":paid")]
    assert len(paid) >= 2 * n
    for item in paid:
        label_w = amount_label_width(item.amount, item.winnings)
        left, right, up, down = stack_extent(item.d, item.label_at, len(item.chips), label_w)
        p = item.pos()
        box = QRectF(p.x() - left, p.y() - up, left + right, up + down)
        for name, spot in scene.spots.items():
            c, r = spot.pos(), spot.radius
            nx = min(max(c.x(), box.left()), box.right())
            ny = min(max(c.y(), box.top()), box.bottom())
            assert math.hypot(nx - c.x(), ny - c.y()) >= r, (item.key, name)
        for name, device in scene.devices.items():
            assert not box.intersects(device.footprint()), (item.key, name)


def test_a_picture_made_for_the_device_is_copied_at_the_nearest_whole_pixel(qapp):
    """table_scene._blit (issue 18, frames): scaled to its own size it is copied, not smoothly transformed."""
    from trainer.gui.qt import QPixmap, QTransform
    from trainer.gui.table_scene import _blit

    source = QImage(8, 6, QImage.Format.Format_RGB32)
    for x in range(8):
        for y in range(6):
            source.setPixelColor(x, y, QColor((x * 37) % 256, (y * 51) % 256, 200 if (x + y) % 2 else 0))
    pm = QPixmap.fromImage(source)
    image = QImage(40, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setWorldTransform(QTransform().translate(10.4, 20.6).scale(0.73, 0.73))
    _blit(painter, QRectF(0, 0, 11, 8.2), pm)  # 8.03 × 5.99 device pixels: a picture of 8 × 6 made for it
    painter.end()
    assert image.copy(10, 21, 8, 6) == source  # pixel for pixel at the nearest whole pixel, not interpolated
    assert image.pixelColor(9, 21) == QColor("#000000") and image.pixelColor(18, 26) == QColor("#000000")

    rotated = QImage(40, 40, QImage.Format.Format_RGB32)
    rotated.fill(QColor("#000000"))
    painter = QPainter(rotated)
    painter.setWorldTransform(QTransform().translate(20, 5).rotate(45))
    _blit(painter, QRectF(0, 0, 8, 6), pm)  # turned: drawn the ordinary way
    painter.end()
    assert any(rotated.pixelColor(x, y).red() > 200 for x in range(40) for y in range(40))


def test_a12_2_a13_3_a_taken_stake_leaves_the_felt_and_its_mark_stays(scene):
    """The table shows what is there (docs/gui.md): a folded Ante (A12.2) or a losing bet (A13(iii)) the dealer
    took has gone to the tray; only the area's ✕ mark says so. A pushed or paid stake stays on its area."""
    view = full_table()
    seats = list(view.seats)
    seats[3] = dataclasses.replace(seats[3], decision="fold", settled={"ante": "take"})
    seats[4] = dataclasses.replace(seats[4], settled={"pair_plus": "push"})
    scene.set_view(dataclasses.replace(view, seats=tuple(seats)))
    assert "seat:4:ante:stake" not in scene.stacks
    assert scene.spots["seat:4:ante"].isVisible() and scene.spots["seat:4:ante"].settled == "take"
    assert scene.stacks["seat:5:pair_plus:stake"].amount == 50
    assert scene.stacks["seat:3:ante:stake"].amount == 75  # paid: the stake stays with its winnings
    scene.set_view(view)  # taken back (undo): the chips are there again
    assert scene.stacks["seat:4:ante:stake"].amount == 100


def test_the_places_for_winnings_and_labels_are_prepared_a_seat_at_a_time(qapp):
    """A first pay finds what its winnings are placed among ready (worked out a seat at a time while the table is
    idle), and the places are the ones worked out on demand."""
    from tests.gui.sample_views import full_table

    prepared, on_demand = TableScene(view=full_table()), TableScene(view=full_table())
    steps = 0
    while prepared.prepare_places():
        steps += 1
    assert steps == len(prepared.layout.angles) == 7
    assert set(prepared._near) == set(prepared.spots)
    assert all(prepared.layout.hand_places_ready(seat) for seat in prepared.layout.angles)
    assert not prepared.prepare_places()
    for name in prepared.spots:
        a = prepared._paid_place(name, prepared.spots[name], QPointF(0.6, 0.8), 40.0, 3, 64.0)
        b = on_demand._paid_place(name, on_demand.spots[name], QPointF(0.6, 0.8), 40.0, 3, 64.0)
        assert (a[0].x(), a[0].y(), a[1]) == (b[0].x(), b[0].y(), b[1])
    prepared.deleteLater()
    on_demand.deleteLater()
