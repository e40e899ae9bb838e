"""Raster art as designers bring it (phone photos, scans, AI art, 16-bit PNGs, Adobe RGB), generated with Pillow,
placed on a card of `pnp new`'s game and read back from the printed pixels or from validate's findings."""

from __future__ import annotations

import struct
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

import pytest
from conftest import edit, new_game, run_pnp
from PIL import Image, ImageCms

# The picture's box on the card (mm from the trim's top left): a 60 × 40 px picture is fitted 48 × 32 mm into it.
BOX = {"x": 4, "y": 22, "w": 55, "h": 32}
QUADRANTS = {"red": (255, 0, 0), "green": (0, 160, 0), "blue": (0, 0, 255), "yellow": (255, 220, 0)}
DPI = 100


def quadrants(width: int = 60, height: int = 40) -> Image.Image:
    """A picture as a viewer shows it: red top left, green top right, blue bottom left, yellow bottom right."""
    picture = Image.new("RGB", (width, height))
    half_w, half_h = width // 2, height // 2
    for i, colour in enumerate(QUADRANTS.values()):
        left, top = (i % 2) * half_w, (i // 2) * half_h
        picture.paste(colour, (left, top, left + half_w, top + half_h))
    return picture


def art_game(tmp_path: Path, pictures: dict[str, Callable[[Path], None]], box: dict | None = None) -> Path:
    """`pnp new`'s game with one card per picture (its file name and how to write it), each printing its own
    in an image element (``src: "{{ card.art }}"``) in ``box``."""
    root = new_game(tmp_path)
    game = root / "content" / "demo"
    (game / "art").mkdir()
    rows = ["cards:"]
    for name, write in pictures.items():
        write(game / "art" / name)
        rows += [f"  - id: {Path(name).stem}", f"    title: {Path(name).stem}", "    suit: sun", "    count: 1"]
        rows += ['    text: "A card."', f"    art: {name}"]
    (game / "cards.yaml").write_text("\n".join(rows) + "\n")
    suit = "      suit: {enum: [sun, moon]}\n"
    edit(game / "game.yaml", suit, suit + "      art: {type: string}\n")
    manifest = (game / "game.yaml").read_text()
    (game / "game.yaml").write_text(manifest[: manifest.index("# The game's own composition")])  # any number of cards
    keys = "".join(f"    {key}: {value}\n" for key, value in (box or BOX).items())
    template = root / "templates" / "demo" / "card.yaml"
    template.write_text(template.read_text() + '  picture:\n    type: image\n    src: "{{ card.art }}"\n' + keys)
    return root


def printed(root: Path, tmp_path: Path, card: str) -> Image.Image:
    """The card's front as the print-shop export rasterises it, at DPI, its bleed cut off (trim coordinates)."""
    out = tmp_path / "out"
    result = run_pnp(root, "export", "print-shop", "demo", "--dpi", str(DPI), "--out", str(out))
    assert result.exit_code == 0, result.output
    [front] = (out / "demo" / "print-shop" / "deck").glob(f"*-{card}-front.png")
    bleed = round(3.175 * DPI / 25.4)
    picture = Image.open(front).convert("RGB")
    return picture.crop((bleed, bleed, picture.width - bleed, picture.height - bleed))


def pixel(picture: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    """The colour at (x, y) mm from the trim's top left."""
    return picture.getpixel((round(x * DPI / 25.4), round(y * DPI / 25.4)))


def near(colour: tuple[int, ...], expected: tuple[int, ...], within: int = 6) -> bool:
    return all(abs(a - b) <= within for a, b in zip(colour, expected, strict=True))


def quadrant_centres() -> dict[str, tuple[float, float]]:
    """Where each quadrant of a 60 × 40 px picture fitted in BOX prints its middle (mm)."""
    w, h = 48, 32
    left, top = BOX["x"] + (BOX["w"] - w) / 2, BOX["y"] + (BOX["h"] - h) / 2
    return {
        name: (left + w * (0.25 + 0.5 * (i % 2)), top + h * (0.25 + 0.5 * (i // 2))) for i, name in enumerate(QUADRANTS)
    }


# EXIF orientation → how a camera stores the picture a viewer shows upright (the inverse of the turn the tag asks)
STORED = {3: Image.Transpose.ROTATE_180, 6: Image.Transpose.ROTATE_90, 8: Image.Transpose.ROTATE_270}


@pytest.mark.parametrize("orientation", sorted(STORED))
def test_a_phone_photo_prints_upright_as_every_viewer_shows_it(tmp_path, orientation):
    """A phone stores a photo as its sensor read it and says in an EXIF tag how to turn it: pnp turns it too
    (before, a portrait photo printed lying on its side, squeezed into the box the other way)."""

    def phone_photo(path: Path) -> None:
        exif = Image.Exif()
        exif[0x0112] = orientation
        quadrants().transpose(STORED[orientation]).save(path, exif=exif, quality=95)

    root = art_game(tmp_path, {"photo.jpg": phone_photo})
    card = printed(root, tmp_path, "photo")
    for name, (x, y) in quadrant_centres().items():
        assert near(pixel(card, x, y), QUADRANTS[name], 12), (name, pixel(card, x, y))
    # the upright picture is 48 × 32 mm: what lies just outside it is the card, not the photo
    assert not near(pixel(card, BOX["x"] + 2, BOX["y"] + 16), QUADRANTS["red"], 60)


def test_a_16_bit_grey_png_prints_its_grey_not_white(tmp_path):
    """A 16-bit greyscale PNG (a scan, a height map) holds 0–65535: 30000 is a mid grey (117 of 255)."""
    root = art_game(tmp_path, {"scan.png": lambda path: Image.new("I;16", (60, 40), 30000).save(path)})
    card = printed(root, tmp_path, "scan")
    assert near(pixel(card, *quadrant_centres()["red"]), (117, 117, 117), 3)


def adobe_rgb_profile() -> bytes:
    """An ICC v2 matrix/TRC profile with Adobe RGB (1998)'s primaries (D50-adapted) and its 2.2 gamma."""
    tags = {
        b"desc": b"desc" + bytes(4) + struct.pack(">I", 15) + b"Adobe RGB test\0" + bytes(4 + 4 + 2 + 1 + 67),
        b"wtpt": b"XYZ " + bytes(4) + _xyz(0.9642, 1.0, 0.8249),
        b"rXYZ": b"XYZ " + bytes(4) + _xyz(0.6097, 0.3111, 0.0195),
        b"gXYZ": b"XYZ " + bytes(4) + _xyz(0.2053, 0.6257, 0.0609),
        b"bXYZ": b"XYZ " + bytes(4) + _xyz(0.1492, 0.0632, 0.7446),
        b"rTRC": b"curv" + bytes(4) + struct.pack(">IH", 1, 563) + bytes(2),  # gamma 563/256 = 2.2
    }
    tags[b"gTRC"] = tags[b"bTRC"] = tags[b"rTRC"]
    table, data = b"", b""
    start = 128 + 4 + 12 * len(tags)
    for signature, body in tags.items():
        table += signature + struct.pack(">II", start + len(data), len(body))
        data += body + bytes(-len(body) % 4)
    header = struct.pack(">I4sI4s4s4s12s4s", 0, b"", 0x02100000, b"mntr", b"RGB ", b"XYZ ", bytes(12), b"acsp")
    header += bytes(68 - len(header)) + _xyz(0.9642, 1.0, 0.8249)
    profile = header + bytes(128 - len(header)) + struct.pack(">I", len(tags)) + table + data
    return struct.pack(">I", len(profile)) + profile[4:]


def _xyz(*values: float) -> bytes:
    return b"".join(struct.pack(">i", round(v * 65536)) for v in values)


@pytest.mark.parametrize("name", ["adobe.png", "adobe.jpg"])
def test_art_in_adobe_rgb_prints_the_colours_its_profile_gives_them(tmp_path, name):
    """Art saved in Adobe RGB (a camera's or an editor's setting) holds numbers that mean other colours than
    sRGB's: they are converted by the profile embedded in the file (before, the numbers printed as sRGB: duller)."""
    profile = adobe_rgb_profile()
    numbers = (60, 150, 210)
    root = art_game(tmp_path, {name: lambda path: Image.new("RGB", (60, 40), numbers).save(path, icc_profile=profile)})
    source = ImageCms.ImageCmsProfile(BytesIO(profile))
    srgb = ImageCms.profileToProfile(Image.new("RGB", (1, 1), numbers), source, ImageCms.createProfile("sRGB"))
    expected = srgb.getpixel((0, 0))
    assert not near(expected, numbers, 12)  # the profile does say another colour
    assert near(pixel(printed(root, tmp_path, "adobe"), *quadrant_centres()["red"]), expected, 4)


def test_a_picture_in_a_format_pnp_does_not_print_is_one_error_at_the_field_naming_it(tmp_path):
    """An icon file or a JPEG 2000 (Pillow opens them, reportlab drew some) is refused by name, at the entry's
    `art:` line, once however many cards name it; a damaged PNG is unreadable. WebP, GIF, TIFF and BMP print."""
    pictures = {name: (lambda path: quadrants().save(path)) for name in ("a.ico", "b.jp2", "c.webp", "d.gif", "e.tif")}
    pictures["f.bmp"] = lambda path: quadrants().save(path)
    pictures["junk.png"] = lambda path: path.write_bytes(b"not a picture")
    root = art_game(tmp_path, pictures)
    cards = root / "content" / "demo" / "cards.yaml"
    edit(cards, "cards:\n", "cards:\n  - {id: twin, title: Twin, suit: sun, count: 1, text: A card., art: a.ico}\n")
    result = run_pnp(root, "validate", "demo")
    found = [row for row in result.output.splitlines() if "error:" in row]
    taken = "PNG, JPEG, WebP, GIF, TIFF or BMP"
    assert found == [
        f"content/demo/cards.yaml:2: error: card 'twin': element 'picture': image 'a.ico' is in ICO format; pnp "
        f"prints {taken}: save it as PNG (JPEG for a photo) — also written at 1 more place: cards.yaml:8 "
        "[image-format]",
        f"content/demo/cards.yaml:14: error: card 'b': element 'picture': image 'b.jp2' is in JPEG2000 format; pnp "
        f"prints {taken}: save it as PNG (JPEG for a photo) [image-format]",
        f"content/demo/cards.yaml:44: error: card 'junk': element 'picture': image 'junk.png' is not a readable "
        f"image (not {taken}) [image-invalid]",
    ], result.output


def test_art_printing_under_the_profiles_resolution_is_one_warning_per_file_at_the_field_naming_it(tmp_path):
    """Fitted 48 × 32 mm, 240 × 160 px print at 127 ppi (blurred from a home printer, which needs 150), 420 × 280 px
    at 222 ppi (enough at home, not for The Game Crafter's 300), 600 × 400 px at 317 ppi (sharp everywhere).
    Three cards naming the same small picture are one warning."""
    sizes = {"small.png": (240, 160), "middle.png": (420, 280), "large.png": (600, 400)}
    root = art_game(tmp_path, {name: (lambda path, s=s: quadrants(*s).save(path)) for name, s in sizes.items()})
    cards = root / "content" / "demo" / "cards.yaml"
    twins = "".join(
        f"  - {{id: twin-{i}, title: Twin, suit: sun, count: 1, text: A card., art: small.png}}\n" for i in (1, 2)
    )
    (cards).write_text(cards.read_text() + twins)

    def said(*args: str) -> list[str]:
        result = run_pnp(root, "validate", "demo", *args)
        return [row for row in result.output.splitlines() if "[image-resolution]" in row]

    small = (
        "content/demo/cards.yaml:7: warning: card 'small': element 'picture': image 'small.png' is 240 × 160 px "
        "printed 48 × 32 mm, at 127 ppi: it prints blurred ({}: {} ppi at least); give it 567 × 378 px (300 ppi), "
        "or print it smaller — also written at 2 more places: cards.yaml:20, 21 [image-resolution]"
    )
    assert said() == [small.format("a home printer", 150)]
    shop = said("--profile", "tgc")
    assert shop[0] == small.format("The Game Crafter", 300) and len(shop) == 2
    assert shop[1].startswith("content/demo/cards.yaml:13: warning: card 'middle': element 'picture': image "
                              "'middle.png' is 420 × 280 px printed 48 × 32 mm, at 222 ppi")  # fmt: skip
