"""Test set-up: Qt runs offscreen (no display in CI); Qt warnings fail tests (pytest-qt, see pyproject)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TRAINER_ANIMATION_MS", "0")
