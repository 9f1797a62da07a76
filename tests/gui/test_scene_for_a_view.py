"""TableScene(view=...) (issue 18, ``trainer screenshot``'s start-up): the table laid out once for the view is the
very table a scene laid out for seven seats and then given the view draws."""

from __future__ import annotations

import pytest

from tests.gui.sample_views import full_table
from trainer.gui.qt import QColor, QImage, QPainter
from trainer.gui.table_scene import TableScene


def _picture(scene: TableScene) -> QImage:
    scene.finish_animations()
    image = QImage(800, 500, QImage.Format.Format_RGB32)
    image.fill(QColor("#1c1c22"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter)
    painter.end()
    return image


@pytest.mark.parametrize("view", [full_table(), full_table(n_seats=4, progressive=False)])
def test_a_scene_made_for_a_view_draws_what_a_scene_given_it_later_draws(qapp, view):
    later = TableScene()
    later.set_view(view)
    at_once = TableScene(view=view)
    assert at_once.view is view and at_once.layout.key() == later.layout.key()
    assert sorted(at_once.spots) == sorted(later.spots) and sorted(at_once.cards) == sorted(later.cards)
    assert len(at_once.items()) == len(later.items())
    assert _picture(at_once) == _picture(later)
    later.deleteLater()
    at_once.deleteLater()
