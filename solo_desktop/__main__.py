"""`python -m solo_desktop`: the same as the `solo-desktop` command."""

import sys

from solo_desktop.cli import main

sys.exit(main())
