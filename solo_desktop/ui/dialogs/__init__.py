"""Dialogs: new game with house rules, hand summary."""
