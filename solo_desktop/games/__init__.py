"""The rules of each game, one module each; importing this package registers them all."""

from solo_desktop.games import solo66 as solo66
