"""Hosted tables (PROTOCOL.md), Qt-free: the table logic (seats, sequence numbers, what each
seat may see, grace time, refusals) as frames in, frames out, and the JSON form of a view."""
