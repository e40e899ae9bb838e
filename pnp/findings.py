"""Findings: what validation reports, always with the file and line it is about."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True, order=True)
class Location:
    file: Path
    line: int = 1


@dataclass(frozen=True, order=True)
class Finding:
    location: Location
    severity: str
    message: str

    def render(self, root: Path | None = None) -> str:
        path = _relative(self.location.file, root)
        return f"{path}:{self.location.line}: {self.severity}: {self.message}"


@dataclass
class Findings:
    """An ordered, de-duplicated collection of findings."""

    items: list[Finding] = field(default_factory=list)

    def add(self, location: Location, message: str, severity: str = ERROR) -> None:
        finding = Finding(location, severity, message)
        if finding not in self.items:
            self.items.append(finding)

    def error(self, location: Location, message: str) -> None:
        self.add(location, message, ERROR)

    def warning(self, location: Location, message: str) -> None:
        self.add(location, message, WARNING)

    def extend(self, other: Findings) -> None:
        for finding in other.items:
            if finding not in self.items:
                self.items.append(finding)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.items if f.severity == ERROR]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.items if f.severity == WARNING]

    def sorted(self) -> list[Finding]:
        return sorted(self.items)

    def to_text(self, root: Path | None = None) -> str:
        return "\n".join(f.render(root) for f in self.sorted())

    def to_json(self, root: Path | None = None) -> str:
        rows = []
        for f in self.sorted():
            row = asdict(f)
            row["location"] = {"file": str(_relative(f.location.file, root)), "line": f.location.line}
            rows.append(row)
        return json.dumps(rows, indent=2, ensure_ascii=False)


class ContentError(Exception):
    """A content mistake that stops one step; carries the findings that explain it."""

    def __init__(self, findings: Findings):
        super().__init__(findings.to_text())
        self.findings = findings

    @classmethod
    def single(cls, location: Location, message: str) -> ContentError:
        findings = Findings()
        findings.error(location, message)
        return cls(findings)


def _relative(path: Path, root: Path | None) -> Path:
    if root is None:
        return path
    try:
        return path.resolve().relative_to(root.resolve())
    except ValueError:
        return path
