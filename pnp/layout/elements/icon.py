"""``icon``: one SVG icon fitted into the element's box; one-colour icons take ``color``."""

from __future__ import annotations

from pnp.core.findings import Location
from pnp.layout.elements import Context, ElementKind, Key, Props, allowed, element, field_path
from pnp.layout.face import IconItem, Primitive
from pnp.layout.field_icons import field_of_no_icons
from pnp.load.icons import icon_cause


def find_icon(name: str | None, props: Props, context: Context):
    """The icon, or None after reporting an unknown name (once, at the template's ``name:`` line, or the
    ``vars:`` line it is written on)."""
    if not name:
        return None
    if not context.icons.exists(name):
        unknown, cause = context.icons.unknown_message(name, in_text=False), icon_cause(name)
        source = context.source_of(props.element, "name")
        if said := field_of_no_icons(props.element.get("name"), name, context):
            where = context.where(props.element, "name")
            context.template_error(
                "icon-unknown", where, f"element '{props.name}': its name: draws {said}", written=True
            )
        elif source is not None:  # the name comes from the content: one finding there, for every piece
            template = f"template '{context.template.name_at(props.element.loc)}' " if context.template else ""
            said = f"{_field_written(props)}, drawn as an icon by {template}element '{props.name}': {unknown}"
            context.content_error("icon-unknown", source, said, cause)
        elif not context.in_content("icon-unknown", name, unknown, cause):
            where = context.written_at(props.element, "name", name)  # the vars: line when it comes from there
            context.template_error("icon-unknown", where, f"element '{props.name}': {unknown}", cause)
        return None
    if "icon-undescribed" not in allowed(props.element):  # else a picture, not a symbol: it needs no meaning
        context.drew_icon(
            name, lambda: _named_at(name, props, context), props.name, context.where(props.element, "name")
        )
    context.printed_file(context.icons.path_of(name), props.element)
    return context.icons.find(name)


def _named_at(name: str, props: Props, context: Context) -> Location:
    """Where the game names an icon an element draws: the entry's field, the ``vars:`` line, a data table's
    ``icon:`` field (a terrain's, drawn by a hex map), else the element's ``name:`` line."""
    where = context.written_at(props.element, "name", name)
    if where != context.where(props.element, "name"):
        return where
    held = context.content_holding(name, "icon")
    return held[1] if held is not None and "icon" in held[0] else where


def _field_written(props: Props) -> str:
    """The entry's field an element's ``name:`` reads (``suit.icon`` for ``{{ card.suit.icon }}``)."""
    return ".".join(field_path(props.element.get("name", "")) or ["name"])


def colour_of(icon, props: Props, context: Context) -> str | None:
    """The ``color`` a one-colour icon is drawn in (None: its own colours). An icon of several colours keeps its
    own, so a ``color:`` given it would change nothing: a warning at that line, once (``icon-color-ignored``)."""
    if icon.monochrome or props["color"] is None:
        return props["color"] if icon.monochrome else None
    context.warning_once(
        "icon-color-ignored",
        context.where(props.element, "color"),
        f"element '{props.name}': icon '{icon.name}' is drawn in more than one colour, so it prints in its own "
        "colours and color: changes nothing; draw the icon in one colour (its light parts cut out with "
        'fill-rule="evenodd") to have it take color:, or remove color:',
        cause=f"icon-colours:{icon.name}",
        by=props.element,
    )
    return None


@element("icon")
class Icon(ElementKind):
    doc = "an SVG icon fitted (aspect kept, centred) into the box"
    needs = ("name",)
    keys = {
        "name": Key("name", None, "the icon's file name without .svg"),
        "color": Key("color", None, "colour of a one-colour icon"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        icon = find_icon(props["name"], props, context)
        if icon is None:
            return []
        x, y, w, h = props.box
        return [IconItem(icon.name, x, y, w, h, colour_of(icon, props, context))]
