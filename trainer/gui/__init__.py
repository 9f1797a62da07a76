"""The Qt user interface. PySide6 is imported only through trainer.gui.qt."""
