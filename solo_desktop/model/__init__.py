"""Qt-free match flow, chip ledger, settings and autosave."""
