"""A joined window in a process of its own, for tests that stop and continue it: the window
joins a table and its person plays every turn from the window's own panel and cards (the
first legal action, "pass" where it may), printing one line per action and per hand.

    python -m tests.net.window_client URL CODE NAME DATA_DIR
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main(argv: list[str]) -> int:
    """Join and play until the match is over (or the host is gone)."""
    url, code, name, data = argv
    from solo_desktop.model.ledger import Ledger
    from solo_desktop.model.paths import Paths
    from solo_desktop.model.settings import Settings
    from solo_desktop.ui.main_window import MainWindow

    app = QApplication(["window_client"])
    paths = Paths.resolve(data).ensure()
    ledger = Ledger.open(paths.ledger_file)
    w = MainWindow(Settings(speed="instant", player_name=name), paths, ledger=ledger)
    w.show()
    w.together.join(url, code, name)
    told: set[object] = set()

    def tick() -> None:
        c = w.controller
        joined = w.together.joined
        if joined is not None and joined.status is not None:
            print(f"ended {joined.status}", flush=True)
            app.exit(0 if joined.status == 0 else 1)
            return
        if not c.hosted:
            return
        if "seated" not in told:
            told.add("seated")
            print(f"seat {c.person_seat}", flush=True)
            c.hand_settled.connect(
                lambda r: print(f"settled {r.number} {list(r.chips)}", flush=True)
            )
        if c.is_persons_turn() and not w.scene.is_animating():
            legal = c.legal_actions()
            action = "pass" if "pass" in legal else legal[0]
            frame = w.together.controller.frame() if w.together.controller else None
            assert frame is not None
            print(f"acted {frame['hand']} {frame['seq']} {action}", flush=True)
            w._act(action)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    status = app.exec()
    ledger.close()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
