"""Fill translations into a Qt Linguist .ts file from a simple text file, for bulk work.

    python tools/ts_fill.py translations/solo_desktop_de.ts translations/de.txt

The text file has one message a paragraph: a line `@ Context` (optionally `@ Context | comment`),
the source text on the next line, the translation on the line after; paragraphs are separated by
a blank line. Messages found get the translation and lose their "unfinished" mark; the tool
prints the sources still unfinished afterwards. Everyday edits can be made in Qt Linguist.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def read_pairs(path: Path) -> dict[tuple[str, str, str], str]:
    """The (context, source, comment) -> translation pairs of a fill file."""
    pairs: dict[tuple[str, str, str], str] = {}
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        lines = [line for line in block.strip("\n").split("\n") if line]
        if len(lines) != 3 or not lines[0].startswith("@ "):
            if lines:
                raise SystemExit(f"bad paragraph in {path}: {lines[:1]}")
            continue
        context, _, comment = lines[0][2:].partition(" | ")
        pairs[(context.strip(), lines[1], comment.strip())] = lines[2]
    return pairs


def main(argv: list[str]) -> int:
    """Fill the .ts named first from the fill file named second."""
    ts, fill = Path(argv[0]), Path(argv[1])
    pairs = read_pairs(fill)
    tree = ET.parse(ts)
    unfinished = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            tr = message.find("translation")
            assert tr is not None
            if key in pairs:
                tr.text = pairs[key]
                tr.attrib.pop("type", None)
            elif tr.get("type") == "unfinished":
                unfinished.append(key)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    for key in unfinished:
        print("unfinished:", key)
    return 1 if unfinished else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
