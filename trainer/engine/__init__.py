"""The rules engine: cards, hands, pay tables, settlement and the round. No Qt anywhere under here."""

from trainer import codecache as _codecache

_codecache.install()  # the records' generated code, compiled once (start-up: trainer/codecache.py)
