"""At start the app checks that some font can draw 富貴三寶 and says what to install if none can."""

from __future__ import annotations

from trainer.gui import fonts


def test_an_installed_font_draws_the_games_name(qapp):
    family = fonts.cjk_family()
    assert family is not None
    assert fonts.can_draw(family, fonts.PROBE)
    assert fonts.check_cjk_font() is None


def test_noto_sans_cjk_tc_is_preferred_when_installed(qapp):
    from trainer.gui.qt import QFontDatabase

    if "Noto Sans CJK TC" in QFontDatabase.families():
        assert fonts.cjk_family() == "Noto Sans CJK TC"
    else:
        assert fonts.cjk_family() not in fonts.PREFERRED[:1]


def test_no_cjk_font_gives_one_line_naming_the_package(qapp):
    message = fonts.check_cjk_font(families=["DejaVu Sans", "No Such Family"])
    assert message is not None
    assert "\n" not in message
    assert "富貴三寶" in message and "fonts-noto-cjk" in message


def test_latin_only_font_cannot_draw_the_name(qapp):
    assert not fonts.can_draw("No Such Family 123")


def test_apply_app_font_sets_the_cjk_family(qapp):
    old = qapp.font()
    try:
        family = fonts.apply_app_font(qapp)
        assert family is not None and qapp.font().families()[0] == family
    finally:
        qapp.setFont(old)
