"""``image``: a raster picture from the game's art/ folder, fitted into the box."""

from __future__ import annotations

from PIL import Image

from pnp.layout.elements import Context, ElementKind, Key, Props, element
from pnp.layout.face import ImageItem, Primitive


@element("image")
class ImageElement(ElementKind):
    doc = "a PNG or JPEG from the game's art/ folder, fitted (aspect kept) into the box"
    keys = {"src": Key("name", None, "file name, relative to content/<game>/art/")}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        src = props["src"]
        if not src:
            return []
        path = context.art_dir / src
        where = context.where(props.element, "src")
        if not path.is_file():
            folder = f"{context.art_dir.parent.name}/{context.art_dir.name}/"
            context.template_error(
                "image-missing", where, f"element '{props.name}': image '{src}' not found in {folder}"
            )
            return []
        try:
            with Image.open(path) as picture:
                picture.verify()
        except Exception as exc:  # PIL raises many kinds on damaged files
            context.template_error(
                "image-invalid", where, f"element '{props.name}': image '{src}' is not a readable image ({exc})"
            )
            return []
        x, y, w, h = props.box
        return [ImageItem(path, x, y, w, h)]
