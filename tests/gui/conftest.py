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
