"""A small WebSocket client (RFC 6455) on a plain socket, for tests that must send what a
well-behaved library would not: broken JSON, binary frames, oversized frames, floods."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import time
from typing import Any

TEXT, BINARY, CLOSE, PING, PONG = 0x1, 0x2, 0x8, 0x9, 0xA


class Closed(Exception):
    """The server closed the connection; `code` is its close code (None: no close frame)."""

    def __init__(self, code: int | None) -> None:
        super().__init__(f"closed with {code}")
        self.code = code


class WsClient:
    """One connection to ws://127.0.0.1:PORT/."""

    def __init__(self, port: int, timeout: float = 10.0) -> None:
        self.seen: list[dict[str, Any]] = []
        """Every text frame received, in order."""
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1024)
            if not chunk:
                raise Closed(None)
            head += chunk
        head, self._buf = head.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head

    def send_frame(self, opcode: int, payload: bytes) -> None:
        """One masked frame."""
        mask = os.urandom(4)
        n = len(payload)
        if n < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 1 << 16:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        try:
            self.sock.sendall(header + mask + masked)
        except OSError:
            raise Closed(None) from None

    def send(self, frame: dict[str, Any] | str) -> None:
        """A text frame (a dict as JSON)."""
        text = frame if isinstance(frame, str) else json.dumps(frame)
        self.send_frame(TEXT, text.encode())

    def _read(self, n: int) -> bytes:
        while len(self._buf) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Closed(None)
            self._buf += chunk
        out, self._buf = self._buf[:n], self._buf[n:]
        return out

    def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next text frame as JSON (raises Closed at a close frame)."""
        self.sock.settimeout(timeout)
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                (n,) = struct.unpack("!H", self._read(2))
            elif n == 127:
                (n,) = struct.unpack("!Q", self._read(8))
            payload = self._read(n)
            opcode = b0 & 0x0F
            if opcode == CLOSE:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                raise Closed(code)
            if opcode == PING:
                self.send_frame(PONG, payload)
            elif opcode == TEXT:
                data: dict[str, Any] = json.loads(payload.decode())
                self.seen.append(data)
                return data

    def until(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        """Read frames until one of type `kind`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            frame = self.recv(max(0.1, deadline - time.monotonic()))
            if frame["type"] == kind:
                return frame
        raise TimeoutError(kind)

    def close_code(self, timeout: float = 10.0) -> int | None:
        """Read until the server closes; its close code."""
        deadline = time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                self.recv(max(0.1, deadline - time.monotonic()))
        except Closed as e:
            return e.code
        except OSError:
            return None
        raise TimeoutError("not closed")

    def close(self) -> None:
        """Drop the connection."""
        self.sock.close()
