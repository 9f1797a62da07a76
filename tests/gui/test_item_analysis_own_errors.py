"""Review rb, item 2: the Item analysis tab (both languages) and its PDF give each scenario's most frequent errors
with that scenario's own clause and example — not those of the first time the code appeared anywhere in the
store."""

from __future__ import annotations

import pytest

from tests.training.test_item_analysis_words import DEAL, FIRST, SHUFFLE, TITLES, TWICE, make_store
from trainer.gui import i18n
from trainer.gui.item_analysis_view import ItemAnalysisView
from trainer.training.store import ResultsStore


@pytest.fixture
def view(qtbot, english, tmp_path):
    store = ResultsStore.open(make_store(tmp_path / "data"))
    widget = ItemAnalysisView(store, titles=TITLES)
    qtbot.addWidget(widget)
    widget.resize(1280, 700)
    widget.show()
    yield widget
    store.close()


def _errors_by_title(view) -> dict[str, str]:
    table = view.scenario_table
    return {table.item(r, 0).text(): table.item(r, 6).text() for r in range(table.rowCount())}


def test_each_scenario_row_shows_its_own_clause_and_example_in_both_languages(view, qapp):
    by = _errors_by_title(view)
    assert by["Bets outside the table limits are refused"] == f"A9.1 ×2, e.g. “{SHUFFLE[2]}”"
    assert by["Three-card machine: burn the top card of the community packet"] == f"A11.2 ×2, e.g. “{DEAL[2]}”"
    assert by["A plain round, shuffled by hand"] == f"A11.1 ×2, e.g. “{FIRST[2]}”; A16 ×1, e.g. “{TWICE[2]}”"
    i18n.install_translator(qapp, "zh-Hant")
    try:
        view.retranslate()
        by = _errors_by_title(view)
        limits = by["超出投注上下限的投注不予接受"]
        assert "A9.1 ×2" in limits and SHUFFLE[3] in limits and DEAL[3] not in limits
    finally:
        i18n.install_translator(qapp, "en")


def test_the_pdf_gives_each_scenario_its_own_errors(view):
    from trainer.gui.analysis_report import analysis_html

    html = analysis_html(view.analysis, TITLES)
    per_scenario = html.split("</table>")[0]  # the first table: per scenario
    rows = {t: row for row in per_scenario.split("<tr>") for t in ("超出投注上下限", "手洗牌的一般牌局") if t in row}
    limits, by_hand = rows["超出投注上下限"], rows["手洗牌的一般牌局"]
    assert "A9.1 ×2" in limits and SHUFFLE[3] in limits and SHUFFLE[2] in limits
    assert "A11.2" not in limits and DEAL[2] not in limits and DEAL[3] not in limits
    assert "A11.1 ×2" in by_hand and "A16 ×1" in by_hand and TWICE[3] in by_hand
