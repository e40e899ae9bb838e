"""A template that prints a field of the content as an icon (``:{{ card.suit }}:``, ``name: "{{ card.suit }}"``)
where no value of that field names one (suit ids ``flames``, ``cups``; icons ``flame``, ``cup``): the template reads
the wrong field, or spells its icons otherwise. One slip, said once at the template's line, not once at each
value of the content."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pnp.load.sources import listed_ids

if TYPE_CHECKING:
    from pnp.layout.elements import Context


def field_of_no_icons(raw: Any, name: str, context: Context) -> str | None:
    """What to say of ``name``, an unknown icon the expression ``raw`` made of the entry's field, when that field
    holds two values or more across the component's entries, none names an icon and each is near one (a plural, a
    case); None otherwise: a value misspelt in the content, or icons whose files are still to be drawn, said at
    the content."""
    field = context.field_read_as(raw, name)
    values = list(dict.fromkeys(str(e[field]) for e in context.entries if field and isinstance(e.get(field), str)))
    if len(values) < 2 or any(context.icons.exists(value) for value in values):
        return None
    meant = [context.icons.meant(value) for value in values]
    if not all(meant):
        return None
    hint = listed_ids([f":{icon}:" for icon in dict.fromkeys(meant)])
    return f"{field}: as an icon, and no value of it names one: {listed_ids(values)}; did you mean {hint}?"
