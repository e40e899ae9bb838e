"""Validation beyond loading: text syntax against the game, and each game's declared checks."""
