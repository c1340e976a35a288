"""Importing this module registers every built-in bot level."""

from solo_desktop.ai import german_solo_bot as german_solo_bot
from solo_desktop.ai import levels as levels
from solo_desktop.ai import six_bid_bot as six_bid_bot
from solo_desktop.ai import sixty_six_bot as sixty_six_bot
from solo_desktop.ai import solo66_bot as solo66_bot
from solo_desktop.ai import solo_whist_bot as solo_whist_bot
