"""Importing this module registers every built-in bot level."""
