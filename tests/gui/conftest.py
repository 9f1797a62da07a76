"""GUI tests never touch the user's results store: the main window opens one at start-up (interrupted exams),
so every test gets its own TRAINER_DATA_DIR under tmp_path; nor a kept picture of the table's background."""

import pytest

from trainer.gui import i18n, kept_background


@pytest.fixture(autouse=True)
def _private_results_store(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "trainer-data"))


@pytest.fixture(autouse=True)
def _backgrounds_drawn():
    """Every test draws the table's background: none reads or writes a kept picture of it, whichever test of the
    run comes first (tests/gui/test_kept_background.py tests those)."""
    kept_background.reset(first=False)


@pytest.fixture(autouse=True)
def _application_look_kept(qapp):
    """A test that sets the application's font (``create_app``: the CJK family) or theme (palette) leaves the next
    test the look it found: layout tests measure text, and must not depend on which test ran before them."""
    from trainer.gui import theme

    font, palette, current = qapp.font(), qapp.palette(), theme._current
    yield
    if qapp.font() != font:
        qapp.setFont(font)
    if theme._current != current or qapp.palette() != palette:
        theme._current = current
        qapp.setPalette(palette)


@pytest.fixture
def english(qapp):
    """The application speaks English during the test, and again after it (a test may switch languages)."""
    i18n.install_translator(qapp, "en")
    qapp.processEvents()
    yield qapp
    i18n.install_translator(qapp, "en")
    qapp.processEvents()


@pytest.fixture
def world(tmp_path, monkeypatch, english):
    """An exam world in ``tmp_path`` (tests/gui/exam_world.py: scenarios, an exam file) as the working folder, with
    its own results store open: (folder, exam file, store). English during the test and after it."""
    from tests.gui.exam_world import make_world
    from trainer.training.store import ResultsStore

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    exam_path = make_world(tmp_path)
    store = ResultsStore.open()
    yield tmp_path, exam_path, store
    store.close()
