"""Yardsticks: straightforward implementations that benchmarks time alongside the real thing."""
