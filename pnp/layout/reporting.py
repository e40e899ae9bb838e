"""Where a face's findings are said, and saying each once: a template's slip is one finding however many pieces
it lays out, at the line that sets what is wrong (a colour set once in ``vars:`` is said there)."""

from __future__ import annotations

from pnp.core.findings import WARNING, Finding, Findings, Location
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import allowed
from pnp.load.templates import Template, extended_by
from pnp.model import Item

REMEMBERED = 4096  # faces' colourings and drawings remembered as checked (a bound on memory, not a limit)


class Once:
    """Reports a rule once per template element and once per line; remembers what it reported."""

    def __init__(self, findings: Findings):
        self.findings = findings
        self.reported: set[tuple[str, str, str]] = set()
        self.reported_at: set[tuple[str, Location, str]] = set()
        self._first: dict[tuple[str, Location, str], tuple[str, Finding]] = {}  # the template said first there

    def __call__(
        self,
        rule: str,
        template: str,
        element: str,
        where: Location,
        message: str,
        severity: str = WARNING,
        by: LocatedDict | None = None,
        cause: str | None = None,
    ) -> None:
        """Report ``rule`` once for this element of the template (``element`` "": once for the whole template),
        and once at its line: an element a template inherits is the parent's, reported where it is written,
        naming the child it was found on ("(extended by 'my-game/joker')") until another template extending the
        parent finds it too: then it is the parent's alone, one cause.
        A warning about the element ``by`` whose ``allow:`` names the rule is not reported (an error always is)."""
        if severity == WARNING and by is not None and rule in allowed(by):
            return
        at = (rule, where, element)
        if at in self.reported_at:
            first, finding = self._first.get(at, (template, None))
            if first != template and finding is not None and extended_by(first) in finding.message:
                self.findings.reword(finding, finding.message.replace(extended_by(first), "", 1))
                self._first[at] = (template, None)
            return
        if (rule, template, element) not in self.reported:
            self.reported.add((rule, template, element))
            self.reported_at.add(at)
            before = len(self.findings.items)
            self.findings.add(rule, where, message, severity, cause)
            if len(self.findings.items) > before:
                self._first[at] = (template, self.findings.items[-1])


def colour_source(
    element: LocatedDict,
    template: Template,
    printed: str,
    key: str = "color",
    item: Item | None = None,
    ground: str = "",
) -> tuple[Location, str]:
    """Where an element's colour (its ``key``) is set: the ``vars:`` line when it is just ``{{ vars.name }}``, or
    reads vars and the colour ``printed`` is written there (``vars.look.ink``: the line of its ``ink:``, in an
    ``ink_saver:`` when that look sets it; where several write it, the one beside the ``ground`` it stands on,
    else the ``item``'s own)."""
    var = template.var_of(element.get(key, ""), printed, item, ground)
    return (var[1], var[0]) if var else (key_line(element, key), "")


PLACED_TOGETHER = (("x", "w", "align"), ("y", "h", "valign"))  # the keys that place an element along one axis


def key_line(element: LocatedDict, key: str) -> Location:
    """The line of ``key`` in ``element``, or the element's own line when the key is not written there. An element
    a child template changes (its ``loc`` is in the child's file) is said at the child's line of a key placing it
    along the same axis, when ``key`` is its parent's: a joker's ``h: 18`` on its frame's index is what made the
    index's text reach the safe zone, not the frame's ``y:``."""
    if key not in element.key_lines:
        return element.loc
    where = element.line_of(key)
    axis = next((keys for keys in PLACED_TOGETHER if key in keys), ())
    changed = [k for k in axis if k in element.key_lines and element.line_of(k).file == element.loc.file]
    return element.line_of(changed[0]) if where.file != element.loc.file and changed else where
