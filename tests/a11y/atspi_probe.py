"""Read and drive Solo Desktop through the real accessibility bus (AT-SPI), as Orca would.

Run with the system Python, which has pyatspi (Debian: python3-pyatspi), while the app runs on
the same D-Bus session with accessibility on. It finds the app, reads the names of the
person's cards (the accessible hand list) and of the buttons of the bidding panel, presses
Pass while an auction asks the person, and activates a playable card as soon as one is
offered; then it checks the card has left the hand. One JSON object per line on stdout:
{"buttons": [...]}, {"cards": [...]}, {"pressed": NAME}, {"activated": NAME, "how": ...},
{"played": NAME}, or {"error": TEXT}. Exit status 0 when a card was played.

    /usr/bin/python3 tests/a11y/atspi_probe.py [SECONDS]
"""

from __future__ import annotations

import contextlib
import json
import sys
import time

import pyatspi  # type: ignore[import-not-found]

HAND_LIST = "Your hand"
"""The accessible name of the hand list (solo_desktop/ui/access)."""
PLAYABLE = ", playable"
"""How an item's name says the card may be played now."""
PLAY_BUTTON = "Play the current card"
"""The panel's button that plays the hand list's current card."""


def say(**fields: object) -> None:
    """One line of findings."""
    print(json.dumps(fields), flush=True)


def find_app(deadline: float) -> object | None:
    """The app on the bus, once it has registered."""
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and (app.name or "") == "Solo Desktop":
                return app
        time.sleep(0.3)
    return None


def walk(node: object, depth: int = 0) -> list[object]:
    """Every accessible below `node` (bounded depth)."""
    found: list[object] = []
    if node is None or depth > 25:
        return found
    try:
        children = list(node)  # type: ignore[call-overload]
    except Exception:
        return found
    for child in children:
        if child is None:
            continue
        found.append(child)
        found += walk(child, depth + 1)
    return found


def role(node: object) -> str:
    try:
        return str(node.getRoleName())  # type: ignore[attr-defined]
    except Exception:
        return ""


def name(node: object) -> str:
    try:
        return str(node.name or "")  # type: ignore[attr-defined]
    except Exception:
        return ""


def showing(node: object) -> bool:
    """Whether the node is on screen and can be used."""
    try:
        states = node.getState()  # type: ignore[attr-defined]
        return bool(
            states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_SENSITIVE)
        )
    except Exception:
        return False


def hand_list(app: object) -> object | None:
    """The hand list."""
    for node in walk(app):
        if role(node) in ("list", "list box", "table", "tree") and name(node) == HAND_LIST:
            return node
    return None


def hand(app: object) -> list[object]:
    """The items of the hand list."""
    node = hand_list(app)
    return [c for c in walk(node) if name(c)] if node is not None else []


def choose(app: object, card: object) -> str:
    """Make `card` the hand list's current card (focus and selection, as the arrow keys would),
    then press the panel's "Play the current card" button. Qt's list cells offer only select
    and toggle to assistive technology, so the panel has that button."""
    with contextlib.suppress(Exception):  # a node without a component: selection alone
        card.queryComponent().grabFocus()  # type: ignore[attr-defined]
    node = hand_list(app)
    if node is not None:
        try:
            index = card.getIndexInParent()  # type: ignore[attr-defined]
            node.querySelection().selectChild(index)  # type: ignore[attr-defined]
        except Exception:
            pass
    time.sleep(0.3)
    for button in walk(app):
        if role(button) == "push button" and name(button) == PLAY_BUTTON and showing(button):
            return press(button)
    seen = [(name(b), showing(b)) for b in walk(app) if role(b) == "push button"]
    raise RuntimeError(f"no play button to press: {seen}")


def press(node: object) -> str:
    """Activate a node through its action interface (first action: press/activate)."""
    action = node.queryAction()  # type: ignore[attr-defined]
    names = [str(action.getName(i)) for i in range(action.nActions)]
    lower = [n.lower() for n in names]
    for wanted in ("press", "activate", "click", "default"):
        if wanted in lower:
            action.doAction(lower.index(wanted))
            return names[lower.index(wanted)]
    if names:
        action.doAction(0)
        return names[0]
    raise RuntimeError(f"{name(node)!r} offers no action")


def main(seconds: float) -> int:
    """Find the app, read, pass, play a card; 0 when a card was played."""
    deadline = time.time() + seconds
    app = find_app(deadline)
    if app is None:
        say(error="the app did not appear on the accessibility bus")
        return 1
    told_buttons = told_cards = False
    while time.time() < deadline:
        nodes = walk(app)
        buttons = [n for n in nodes if role(n) == "push button" and showing(n)]
        bid = [n for n in buttons if name(n) in ("Pass",) or name(n).startswith("Bid ")]
        cards = hand(app)
        if bid and not told_buttons:
            say(buttons=[name(b) for b in buttons])
            told_buttons = True
        if cards and not told_cards:
            say(cards=[name(c) for c in cards])
            told_cards = True
        playable = [c for c in cards if name(c).endswith(PLAYABLE)]
        if playable:
            card = playable[0]
            label = name(card)
            how = choose(app, card)
            say(activated=label, how=how)
            end = time.time() + 10
            while time.time() < end:
                if label not in [name(c) for c in hand(app)]:
                    say(played=label)
                    return 0
                time.sleep(0.2)
            say(error=f"{label!r} was activated but not played")
            return 1
        passing = [b for b in bid if name(b) == "Pass"]
        onward = [b for b in buttons if name(b) == "Next hand"]  # a hand thrown in
        for button in (passing or onward)[:1]:
            press(button)
            say(pressed=name(button))
            time.sleep(0.5)
        time.sleep(0.3)
    say(error="no playable card was offered in time")
    return 1


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 90.0))
