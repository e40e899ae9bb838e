"""Dice tables in rule text: a table whose first column is "Roll" covers its die exactly once.
A "Roll" column of words alone, with no number in it (a combat table's "You roll higher"), is no die's table.

The die is the nearest "d6", "1D20"... written before the table in its section (a d6 when
none is written); its size must be one that exists.
"""

from __future__ import annotations

import re

from pnp.core import textsyntax
from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

DICE = (2, 3, 4, 6, 8, 10, 12, 20, 100)
DIE = re.compile(r"\b\d*[dD](\d+)\b")
DIGIT = re.compile(r"\d")
ROLL = re.compile(r"^\s*(\d+)\s*(?:[–—-]\s*(\d+))?\s*$")


def check_dice_tables(section: LocatedDict, blocks: tuple[textsyntax.Block, ...], findings: Findings) -> None:
    """Report each table of ``blocks`` whose rolls miss or repeat a face of its die."""
    label = f"section '{section.get('id')}'"
    die = 6
    for block in blocks:
        text = " ".join(run.value for run in block.runs if run.kind == "text")
        for found in DIE.findall(text):
            die = int(found)
        if block.kind != "table" or not block.rows or _cell(block.rows[0][0]).casefold() != "roll":
            continue
        if not any(DIGIT.search(_cell(row[0])) for row in block.rows[1:]):
            continue  # a column of words ("You roll higher": a gamebook's combat table) rolls no die
        header = " | ".join(_cell(cell) for cell in block.rows[0][:2])
        where = section.line_of_text("text", f"| {header}")  # this table's header, not the section's first
        if die not in DICE:
            findings.error("dice-table", where, f"{label}: a d{die} does not exist; dice have {_sizes()} faces")
            continue
        faces: list[int] = []
        for row in block.rows[1:]:
            roll = ROLL.match(_cell(row[0]))
            if roll is None:
                findings.error("dice-table", where, f"{label}: '{_cell(row[0])}' is not a roll (write 3 or 1–3)")
                break
            low, high = int(roll.group(1)), int(roll.group(2) or roll.group(1))
            faces.extend(range(low, high + 1))
        else:
            missing = sorted(set(range(1, die + 1)) - set(faces))
            twice = sorted({face for face in faces if faces.count(face) > 1})
            beyond = sorted({face for face in faces if not 1 <= face <= die})
            problems = [
                f"{what} {', '.join(map(str, values))}"
                for what, values in (("misses", missing), ("repeats", twice), ("goes beyond the die with", beyond))
                if values
            ]
            if problems:
                findings.error(
                    "dice-table", where, f"{label}: the d{die} table {'; '.join(problems)}: every face once, please"
                )


def _cell(runs: textsyntax.Paragraph) -> str:
    return "".join(run.value for run in runs if run.kind == "text").strip()


def _sizes() -> str:
    return ", ".join(map(str, DICE))
