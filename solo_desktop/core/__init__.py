"""The Qt-free rules core shared by all five games."""
