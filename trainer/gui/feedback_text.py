"""The practice table's feedback: a word-wrapped message that lays out rich text only when it has some.

A rich-text ``QLabel`` lays its text out as a document for every new message and again when its scroll area asks
for its least size: ~1.2 M instructions for each action's one-line "✓ Dealt to seat 3" (a quarter of a deal's
frame, benchmarks/bench_gui.py). :class:`FeedbackText` draws a message that is one run of plain words (the tick
after a correct action, "Select a seat first") with the painter, in one colour, wrapped at word boundaries; the
mistakes and hints, several lines in colours, go through a :class:`QTextDocument` laid out as a label lays out
its rich text (no document margin, word wrap, the label's colour for text without one). Its height at a width
is measured once per message and width, and the layout is asked again only when that height changes
(:class:`trainer.gui.plain_lines.MeasuredText`, as the status line).
"""

from __future__ import annotations

from trainer.gui.plain_lines import FLAGS, MeasuredText
from trainer.gui.qt import QColor, QPainter, Qt, QtCore, QtGui, QWidget


class FeedbackText(MeasuredText):
    """A message as rich text (``text()``/``setText()`` as a rich-text label's), or as plain words
    (:meth:`set_plain`) drawn without laying out a document."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._html = ""
        self._plain: str | None = None
        self._colour: QColor | None = None
        self._doc: QtGui.QTextDocument | None = None  # a rich message's, made for the first one
        self._doc_width = -1

    def text(self) -> str:
        """The message as rich text (a plain one escaped)."""
        return self._html

    def plain(self) -> str | None:
        """The message's words when it is plain (drawn without a document), else None."""
        return self._plain

    def setText(self, html: str) -> None:
        """Show ``html``: rich text, laid out as a word-wrapped label lays it out."""
        self._show(html, None, None)

    def set_plain(self, html: str, words: str, colour: str | None = None) -> None:
        """Show ``words`` in one ``colour`` (the widget's text colour when None); ``html`` is the same message as
        rich text (what :meth:`text` returns)."""
        self._show(html, words, QColor(colour) if colour else None)

    def _show(self, html: str, plain: str | None, colour: QColor | None) -> None:
        if html == self._html and plain == self._plain:
            return

        def change() -> None:
            self._html, self._plain, self._colour = html, plain, colour
            if plain is None and html:
                self._document().setHtml(html)
                self._doc_width = -1

        self._show_new(change, plain if plain is not None else html)

    def _document(self) -> QtGui.QTextDocument:
        if self._doc is None:
            doc = QtGui.QTextDocument(self)
            doc.setUndoRedoEnabled(False)
            doc.setDocumentMargin(0)
            doc.setDefaultFont(self.font())
            option = doc.defaultTextOption()
            option.setWrapMode(QtGui.QTextOption.WrapMode.WordWrap)
            option.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            doc.setDefaultTextOption(option)
            self._doc = doc
        return self._doc

    def _laid_out(self, width: int) -> QtGui.QTextDocument:
        doc = self._document()
        if width != self._doc_width:
            doc.setTextWidth(width)
            self._doc_width = width
        return doc

    def _measure(self, width: int) -> int:
        if not self._html:
            return 0
        width = max(1, width)
        if self._plain is not None:
            return self.fontMetrics().boundingRect(QtCore.QRect(0, 0, width, 100_000), FLAGS, self._plain).height()
        return int(-(-self._laid_out(width).size().height() // 1))  # whole pixels, rounded up

    def line_bottoms(self, width: int) -> list[int]:
        """Where each line of the message ends (pixels from its top, rounded up) at ``width``: a box that shows the
        message's start down to one of these shows whole lines only."""
        if not self._html:
            return []
        width = max(1, width)
        if self._plain is not None:
            height = self.heightForWidth(width)
            step = max(1, self.fontMetrics().lineSpacing())
            count = max(1, round(height / step))
            return [min(height, (k + 1) * step) for k in range(count - 1)] + [height]
        doc = self._laid_out(width)
        bottoms: list[int] = []
        block = doc.begin()
        while block.isValid():
            layout = block.layout()
            top = layout.position().y()
            for k in range(layout.lineCount()):
                line = layout.lineAt(k)
                bottoms.append(int(-(-(top + line.y() + line.height()) // 1)))
            block = block.next()
        return bottoms

    def sizeHint(self) -> QtCore.QSize:
        width = max(1, self.width())
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(0, 0)

    def _font_changed(self) -> None:
        if self._doc is not None:
            self._doc.setDefaultFont(self.font())
            self._doc_width = -1

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if not self._html:
            return
        painter = QPainter(self)
        colour = self.palette().color(QtGui.QPalette.ColorRole.WindowText)
        if self._plain is not None:
            painter.setPen(self._colour if self._colour is not None else colour)
            painter.drawText(self.rect(), FLAGS, self._plain)
        else:
            doc = self._laid_out(max(1, self.width()))
            context = QtGui.QAbstractTextDocumentLayout.PaintContext()
            palette = QtGui.QPalette(self.palette())
            palette.setColor(QtGui.QPalette.ColorRole.Text, colour)  # a label's text without a colour of its own
            context.palette = palette
            context.clip = QtCore.QRectF(event.rect())
            doc.documentLayout().draw(painter, context)
        painter.end()
