"""The rules engine: cards, hands, pay tables, settlement and the round. No Qt anywhere under here."""
