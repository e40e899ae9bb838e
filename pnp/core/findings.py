"""Findings: what validation reports, each with a rule id and the file and line it is about.

A :class:`Findings` collection also knows where it is (game, component, item), set
with :meth:`Findings.scope`, so every finding carries those as fields of its own.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from pnp.core.rules import RULES, is_known

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"

ERROR = "error"
WARNING = "warning"
SHOWN_PLACES = 8  # the lines of one file a finding said once for all lists before "and N more"
ALSO_SAID = {"field-missing": "missing"}  # what a merged finding's other places are, when not "also written at"
READ_CAUSE = "read: "  # a cause said where it is read (a misnamed data table): its other places are "also read at"
EMPTY_CELL = "cell is empty"  # a spreadsheet's cell a row needs, left empty: its other places are "also empty at"


@dataclass(frozen=True, order=True)
class Location:
    file: Path
    line: int = 1
    column: int | None = None  # 1-based, where known (JSON and SARIF carry it; the text form does not)


@dataclass(frozen=True, order=True)
class Finding:
    location: Location
    severity: str
    rule: str
    message: str
    game: str | None = None
    component: str | None = None
    item: str | None = None
    # what the finding is about, when several places can share it (an icon file that is missing): the
    # findings of one game with the same rule and cause are said once, listing the places (Findings.merged)
    cause: str | None = field(default=None, compare=False)

    def render(self, root: Path | None = None) -> str:
        path = relative(self.location.file, root)
        return f"{path}:{self.location.line}: {self.severity}: {printable(self.message)} [{self.rule}]"

    def as_dict(self, root: Path | None = None) -> dict[str, object]:
        return {
            "file": str(relative(self.location.file, root)),
            "line": self.location.line,
            "column": self.location.column,
            "severity": self.severity,
            "rule": self.rule,
            "message": self.message,
            "game": self.game,
            "component": self.component,
            "item": self.item,
        }


@dataclass
class Findings:
    """An ordered, de-duplicated collection of findings."""

    items: list[Finding] = field(default_factory=list)
    _context: dict[str, str | None] = field(default_factory=dict)
    _seen: set[tuple] = field(default_factory=set)  # what a finding says and where: said once
    # errors added, those already kept included: "did this step fail?", asked again of a step that repeats one
    errors_said: int = field(default=0, compare=False)

    def add(self, rule: str, location: Location, message: str, severity: str = ERROR, cause: str | None = None) -> None:
        if not is_known(rule):
            raise ValueError(f"finding rule '{rule}' is not in pnp.core.rules")
        self.errors_said += severity == ERROR
        self._keep(Finding(location, severity, rule, message, **self._context, cause=cause))

    def error(self, rule: str, location: Location, message: str, cause: str | None = None) -> None:
        self.add(rule, location, message, ERROR, cause)

    def warning(self, rule: str, location: Location, message: str, cause: str | None = None) -> None:
        self.add(rule, location, message, WARNING, cause)

    def merge_causes(self, game: str, root: Path) -> None:
        """Each cause ``game``'s findings share said once, at its first place (in file and line order),
        with the others listed: a missing icon file is one finding, not one per card, template and legend
        that names it. Places are named by their file (by their path in ``root`` when two files share a name)."""
        shared: dict[tuple[str, str], list[Finding]] = {}
        for finding in self.items:
            if finding.cause is not None and finding.game == game:
                shared.setdefault((finding.rule, finding.cause), []).append(finding)
        merged: dict[int, Finding | None] = {}
        for places in shared.values():
            if len(places) < 2:
                continue
            first, *others = sorted(places, key=_place)
            names = [place.location.file.name for place in places]
            named = (
                (lambda f: f.name)
                if len(set(names)) == len({place.location.file for place in places})
                else (lambda f: relative(f, root).as_posix())
            )
            by_file: dict[Path, list[int]] = {}
            for other in others:
                lines = by_file.setdefault(other.location.file, [])
                if other.location != first.location and other.location.line not in lines:  # one place, said once
                    lines.append(other.location.line)
            listed = "; ".join(f"{named(file)}:{listed_lines(lines)}" for file, lines in by_file.items() if lines)
            count = sum(len(lines) for lines in by_file.values())
            said = (
                "empty"
                if EMPTY_CELL in first.message
                else "read"
                if str(first.cause).startswith(READ_CAUSE)
                else ALSO_SAID.get(first.rule, "written")
            )
            also = f" — also {said} at {count} more place{'s' * (count > 1)}: {listed}" if count else ""
            merged.update({id(place): None for place in others})
            merged[id(first)] = replace(first, message=first.message + also)
        if merged:
            self.items = [merged.get(id(f), f) for f in self.items if merged.get(id(f), f) is not None]

    def one_per_var(self) -> None:
        """The boxes one var of a child template makes too small (:func:`child_var_cause`), said at that var's line:
        one finding, its first error (else its first warning), naming the parent's lines of the others."""
        shared: dict[tuple[Location, str], list[Finding]] = {}
        for finding in self.items:
            if finding.cause and finding.cause.startswith(CHILD_VAR):
                shared.setdefault((finding.location, finding.cause.split(" ")[0]), []).append(finding)
        kept: dict[int, Finding | None] = {}
        for found in shared.values():
            first = min(found, key=lambda f: (f.severity != ERROR, found.index(f)))
            by_file: dict[str, list[int]] = {}
            for other in found:
                file, _, line = str(other.cause).partition(" ")[2].rpartition(":")
                if other is not first and int(line) not in by_file.setdefault(file, []):
                    by_file[file].append(int(line))
            count = sum(map(len, by_file.values()))
            listed = "; ".join(f"{file}:{listed_lines(lines)}" for file, lines in by_file.items() if lines)
            more = f" — and {count} more box{'es' * (count > 1)} it makes too small: {listed}" if count else ""
            kept.update({id(f): None for f in found})
            kept[id(first)] = replace(first, message=first.message + more)
        self.items = [kept.get(id(f), f) for f in self.items if kept.get(id(f), f) is not None]

    def name_games_apart(self) -> None:
        """Where several games say different things of one line (a template two editions share, a word that
        shrinks more in French), each finding there opens with its game's name, so that each is told which."""
        self._one_for_games()
        said: dict[tuple[Location, str], set[tuple[str | None, str]]] = {}
        for finding in self.items:
            said.setdefault((finding.location, finding.rule), set()).add((finding.game, finding.message))
        apart = {place for place, games in said.items() if len({game for game, _ in games}) > 1 and len(games) > 1}
        self.items = [
            replace(f, message=f"{f.game}: {f.message}") if (f.location, f.rule) in apart and f.game else f
            for f in self.items
        ]

    def _one_for_games(self) -> None:
        """Where games that share a file (two editions' template) each say the same cause at one line of it, in
        words that differ only in one of them (each game's own icons folder), it is one finding naming the games
        and that word of each: an icon missing from both is one finding, not two."""
        at: dict[tuple[Location, str, str | None], list[Finding]] = {}
        for finding in self.items:
            at.setdefault((finding.location, finding.rule, finding.cause), []).append(finding)
        ones: dict[int, Finding | None] = {}  # by id: the one said for the games, or None for the rest
        for (_, _, cause), found in at.items():
            games = [finding.game for finding in found]
            message = _said_of_all([finding.message for finding in found])
            if cause is None or len(found) < 2 or None in games or len(set(games)) < len(games) or message is None:
                continue
            ones.update({id(finding): None for finding in found[1:]})
            ones[id(found[0])] = replace(found[0], message=f"{', '.join(map(str, games))}: {message}")
        self.items = [ones.get(id(f), f) for f in self.items if ones.get(id(f), f) is not None]

    def withdraw(self, rules: Collection[str], files: Collection[Path], template: str = "") -> None:
        """Take back what ``rules`` said in ``files`` (a template's and those of the templates it extends, where
        the elements it inherits are said), or of ``template`` wherever they said it: knock-ons said before their
        cause was found (a back's element lying off a back whose size is not its face's, or stopping short of its
        bleed, said when the back was laid out)."""
        about = f"template '{template}': " if template else None
        self.items = [
            f
            for f in self.items
            if not (f.rule in rules and (f.location.file in files or (about and f.message.startswith(about))))
        ]

    def reword(self, finding: Finding, message: str) -> None:
        """Say ``finding`` (one kept here) in other words: a finding about an inherited element that another template
        extending its parent finds too, then named as the parent's alone."""
        self.items = [replace(f, message=message) if f is finding else f for f in self.items]

    def withdraw_at(self, rule: str, location: Location | None, kept: Callable[[Finding], bool]) -> None:
        """Take back what ``rule`` said at ``location``, but what ``kept`` keeps: a knock-on of a cause found later
        (what a back that is not the piece's reads of it)."""
        self.items = [f for f in self.items if f.rule != rule or f.location != location or kept(f)]

    def error_at(self, location: Location, rule: str | None = None, any_column: bool = False) -> bool:
        """Whether an error (of ``rule``, if given) is said at ``location`` (a knock-on of it need not be said
        too); ``any_column``: at any column of its line (a spreadsheet row's cell)."""
        return any(
            f.severity == ERROR
            and (f.location == location or (any_column and replace(f.location, column=None) == location))
            and rule in (None, f.rule)
            for f in self.items
        )

    def extend(self, other: Findings) -> None:
        for finding in other.items:
            self._keep(replace(finding, **{k: v for k, v in self._context.items() if getattr(finding, k) is None}))

    def _keep(self, finding: Finding) -> None:
        key = (finding.location, finding.severity, finding.rule, finding.message)
        if key not in self._seen:
            self._seen.add(key)
            self.items.append(finding)

    @contextmanager
    def scope(self, **context: str | None) -> Iterator[Findings]:
        """Findings added inside carry these fields (``game``, ``component``, ``item``)."""
        saved = dict(self._context)
        self._context.update(context)
        try:
            yield self
        finally:
            self._context = saved

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.items if f.severity == ERROR]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.items if f.severity == WARNING]

    def sorted(self) -> list[Finding]:
        """By file and line, errors first, then in the order of the line (several counts of one sentence: as
        it says them), then by message."""
        return sorted(
            self.items,
            key=lambda f: (str(f.location.file), f.location.line, f.severity, f.location.column or 0, f.message),
        )

    def to_text(self, root: Path | None = None) -> str:
        return "\n".join(f.render(root) for f in self.sorted())

    def to_json(self, root: Path | None = None) -> str:
        return json.dumps([f.as_dict(root) for f in self.sorted()], indent=2, ensure_ascii=False)

    def to_sarif(self, root: Path | None = None) -> str:
        """SARIF 2.1.0, the format code-review tools (GitHub code scanning and others) read."""
        findings = self.sorted()
        used = sorted({f.rule for f in findings})
        results = [
            {
                "ruleId": f.rule,
                "level": "error" if f.severity == ERROR else "warning",
                "message": {"text": f.message},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": relative(f.location.file, root).as_posix()},
                            "region": {
                                "startLine": f.location.line,
                                **({"startColumn": f.location.column} if f.location.column else {}),
                            },
                        }
                    }
                ],
            }
            for f in findings
        ]
        rules = [
            {"id": rule, "shortDescription": {"text": RULES.get(rule, "a check the game declares in game.yaml")}}
            for rule in used
        ]
        run = {"tool": {"driver": {"name": "pnp", "rules": rules}}, "results": results}
        return json.dumps({"version": "2.1.0", "$schema": SARIF_SCHEMA, "runs": [run]}, indent=2, ensure_ascii=False)


CHILD_VAR = "child-var:"


def child_var_cause(name: str, parent: Location) -> str:
    """The cause of a box a child template's var ``name`` makes too small at the parent's line ``parent``."""
    return f"{CHILD_VAR}{name} {parent.file.name}:{parent.line}"


class ContentError(Exception):
    """A content mistake that stops one step; carries the findings that explain it."""

    def __init__(self, findings: Findings):
        super().__init__(findings.to_text())
        self.findings = findings

    @classmethod
    def single(cls, rule: str, location: Location, message: str) -> ContentError:
        findings = Findings()
        findings.error(rule, location, message)
        return cls(findings)


def listed_lines(lines: list[int]) -> str:
    """A file's lines as a finding lists them: "9, 14, 20", three or more in a row as one run ("102–141": a
    spreadsheet's rows filled alike) and, past SHOWN_PLACES lines and runs, "and 6 more" (lines)."""
    runs: list[list[int]] = []
    for line in lines:
        if runs and line == runs[-1][-1] + 1:
            runs[-1].append(line)
        else:
            runs.append([line])
    parts = [
        piece
        for run in runs
        for piece in ([(f"{run[0]}–{run[-1]}", len(run))] if len(run) >= 3 else [(str(line), 1) for line in run])
    ]
    shown = [text for text, _ in parts[:SHOWN_PLACES]]
    left = sum(count for _, count in parts[SHOWN_PLACES:])
    return ", ".join(shown) + (f" and {left} more" if left else "")


def _said_of_all(messages: list[str]) -> str | None:
    """One message of ``messages`` that differ in one word alone, that word of each listed in its place ("icons
    are SVG files in a/icons/, b/icons/, templates/icons/"); None when they differ in more (or in none)."""
    said = [message.split(" ") for message in messages]
    if len({len(words) for words in said}) != 1:
        return None
    differ = [index for index, words in enumerate(zip(*said, strict=True)) if len(set(words)) > 1]
    if len(differ) != 1:
        return None
    words = list(dict.fromkeys(each[differ[0]] for each in said))
    end = words[0][-1:] if all(word[-1:] == words[0][-1:] and not word[-1:].isalnum() for word in words) else ""
    listed = ", ".join(word.removesuffix(end) for word in words) + end
    return " ".join([*said[0][: differ[0]], listed, *said[0][differ[0] + 1 :]])


def _place(finding: Finding) -> tuple[str, int, int]:
    return str(finding.location.file), finding.location.line, finding.location.column or 0


def relative(path: Path, root: Path | None) -> Path:
    if root is None:
        return path
    try:
        return path.resolve().relative_to(root.resolve())
    except ValueError:
        return path


def printable(text: str) -> str:
    """Text safe to print on a terminal: control and direction-changing characters escaped."""
    return "".join(
        ch if ch.isprintable() or ch == " " else f"\\u{ord(ch):04x}" if ord(ch) > 0xFF else f"\\x{ord(ch):02x}"
        for ch in text
    )
