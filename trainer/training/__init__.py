"""Scenarios, grading, exams and the results store. No Qt anywhere under here."""
