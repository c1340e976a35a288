"""Importing this module registers every built-in bot level."""

from solo_desktop.ai import solo66_bot as solo66_bot
