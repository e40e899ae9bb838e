"""A template's text too wide for its box on many pieces (a bingo number's digits wider than its cell): each piece
names its own widest word, but the box is the one cause. Those findings are said once, at the element, naming the
widest word and how many pieces fail."""

from __future__ import annotations

from dataclasses import replace

from pnp.core.findings import Finding, Findings, Location
from pnp.load.sources import listed_ids

TOO_WIDE = "too-wide "  # the cause of a piece's text too wide for its template's box: "too-wide <w> <widest> <piece>"


def too_wide_cause(box_w: float, widest: float, piece: str) -> str:
    """The cause of ``piece``'s text whose widest word (``widest`` mm) is wider than a template's ``box_w`` mm box."""
    return f"{TOO_WIDE}{box_w:.2f} {widest:.3f} {piece}"


def _widest(finding: Finding) -> float:
    return float(str(finding.cause).split(" ")[2])


def one_per_box(findings: Findings) -> None:
    """The pieces whose texts are too wide for one box (one line, one width) said once: the finding of the widest
    word's piece, naming how many other pieces fail and which."""
    boxes: dict[tuple[Location, str], list[Finding]] = {}
    for finding in findings.items:
        if finding.cause and finding.cause.startswith(TOO_WIDE):
            boxes.setdefault((finding.location, finding.cause.split(" ")[1]), []).append(finding)
    kept: dict[int, Finding | None] = {}
    for found in boxes.values():
        others = list(dict.fromkeys(str(finding.item) for finding in found))
        if len(others) < 2:
            continue
        widest = max(found, key=_widest)  # the first of those as wide
        others.remove(str(widest.item))
        also = f" — too wide on {len(others)} more piece{'s' * (len(others) > 1)} as well: {listed_ids(others)}"
        kept.update({id(finding): None for finding in found})
        kept[id(widest)] = replace(widest, message=widest.message + also, cause=None)
    findings.items = [kept.get(id(f), f) for f in findings.items if kept.get(id(f), f) is not None]
