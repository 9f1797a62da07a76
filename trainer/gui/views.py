"""Item views with the keys a list should have.

A :class:`QTableView` that selects whole rows takes Home and End to the first and last *column* of the current
row, which does nothing a person can see; :class:`RowTableView` takes them to the first and last row, like a
list (also when no row is current yet).
"""

from __future__ import annotations

from trainer.gui.qt import QtCore, QtWidgets

_Cursor = QtWidgets.QAbstractItemView.CursorAction


class RowTableView(QtWidgets.QTableView):
    """A table of rows: Home / End go to the first / last row."""

    def moveCursor(self, cursorAction: _Cursor, modifiers: QtCore.Qt.KeyboardModifier) -> QtCore.QModelIndex:
        model = self.model()
        if (
            cursorAction in (_Cursor.MoveHome, _Cursor.MoveEnd)
            and self.selectionBehavior() == QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows
            and model is not None
        ):
            rows = model.rowCount()
            if rows == 0:
                return QtCore.QModelIndex()
            row = 0 if cursorAction == _Cursor.MoveHome else rows - 1
            return model.index(row, max(0, self.currentIndex().column()))
        return super().moveCursor(cursorAction, modifiers)
