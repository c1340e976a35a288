"""Which of the five games a view belongs to: the one place where the search tells the games'
views apart (the view classes are disjoint, so the order of the checks does not matter)."""

from __future__ import annotations

from solo_desktop.core.game import PlayerView


def view_game_id(view: PlayerView) -> str | None:
    """The registry id of the game whose view `view` is; None for a view of another game."""
    # The game modules are imported here, not at the top: a level that never searches (and
    # the first window) does not load them through this module.
    from solo_desktop.games.german_solo_view import GermanSoloView
    from solo_desktop.games.six_bid_view import SixBidView
    from solo_desktop.games.sixty_six_view import SixtySixView
    from solo_desktop.games.solo66 import Solo66View
    from solo_desktop.games.solo_whist_view import SoloWhistView

    kinds: tuple[tuple[type, str], ...] = (
        (GermanSoloView, "german_solo"),
        (SoloWhistView, "solo_whist"),
        (SixBidView, "six_bid"),
        (Solo66View, "solo66"),
        (SixtySixView, "sixty_six"),
    )
    return next((gid for cls, gid in kinds if isinstance(view, cls)), None)
