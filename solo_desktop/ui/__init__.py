"""The Qt widgets: main window, card table, dialogs, scoreboard and charts."""
