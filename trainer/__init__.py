"""富貴三寶 Fortune 3 Card Poker dealer trainer (Macao dispatch 89/2025, amended by 94/2025)."""

__version__ = "0.1.0"
