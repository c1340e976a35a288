"""The rules of each game, one module each; importing this package registers them all."""

# Import order is registration order, which is the order the app lists the games in.
from solo_desktop.games import solo66 as solo66

# isort: split
from solo_desktop.games import sixty_six as sixty_six

# isort: split
from solo_desktop.games import german_solo as german_solo

# isort: split
from solo_desktop.games import solo_whist as solo_whist

# isort: split
from solo_desktop.games import six_bid as six_bid
