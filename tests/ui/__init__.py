"""Tests of the Qt user interface and its assets."""
