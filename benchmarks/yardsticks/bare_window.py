"""Yardstick for start-up: a bare PySide6 window showing a 30-item ``QGraphicsScene``, rendered once.

Run as a script (``python bare_window.py``) in a fresh process: it imports nothing of the trainer or of the
benchmarks, leaves with ``os._exit`` the moment the picture is rendered (as the trainer does under
``TRAINER_STARTUP_PROBE``), so the wall-clock time of the process is its start-up.
"""

import os
import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

app = QApplication(sys.argv[:1])
scene = QGraphicsScene(0, 0, 1600, 1000)
for i in range(15):
    scene.addEllipse(QRectF(60 + i * 100, 300, 80, 80), brush=QBrush(QColor("#2e7d32")))
    scene.addSimpleText(f"Seat {i + 1}").setPos(70 + i * 100, 400)
view = QGraphicsView(scene)
view.resize(1280, 800)
view.show()
app.processEvents()
view.grab()
assert len(scene.items()) == 30
sys.stdout.flush()
os._exit(0)
