"""Importing this module registers every built-in bot level."""

from solo_desktop.ai import levels as levels
from solo_desktop.ai.rulebots import german_solo_bot as german_solo_bot
from solo_desktop.ai.rulebots import six_bid_bot as six_bid_bot
from solo_desktop.ai.rulebots import sixty_six_bot as sixty_six_bot
from solo_desktop.ai.rulebots import solo66_bot as solo66_bot
from solo_desktop.ai.rulebots import solo_whist_bot as solo_whist_bot
