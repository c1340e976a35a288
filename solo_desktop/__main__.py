"""`python -m solo_desktop`: the same as the `solo-desktop` command (and the entry point of the
built app)."""

import sys

from solo_desktop.cli import main

if __name__ == "__main__":
    # A spawned helper process (the arena's `--jobs`, the search's helper) of the built app
    # starts this same program: `freeze_support` turns it into the worker it was meant to be.
    # Without a built app it does nothing.
    if getattr(sys, "frozen", False):  # multiprocessing costs a plain start 10 ms: not there
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
