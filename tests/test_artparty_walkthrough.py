"""Slips found building Lanternfall, a storytelling game whose 84 picture cards are raster art to the bleed edge
(tests/artparty keeps it trimmed to four cards; the tests paint its pictures): each test fails on pnp before
its fix."""

from __future__ import annotations

import math
from pathlib import Path

import pypdf
from conftest import kept_game_workspace, line_of, run_pnp
from PIL import Image

GAME = "lanternfall"
CARD = (930, 1530)  # a tarot card with its 1/8 in bleed, a little over 300 ppi


def _paint(root: Path, name: str, size: tuple[int, int] = CARD) -> None:
    """A picture in the game's art/ folder: a two-colour split, so that its pixels are not all one."""
    picture = Image.new("RGB", size, (40, 90, 160))
    picture.paste((200, 120, 40), (0, 0, size[0] // 2, size[1]))
    picture.save(root / "content" / GAME / "art" / name)


def lanternfall(tmp_path: Path) -> Path:
    """The trimmed game with its four pictures and its back painted."""
    root = kept_game_workspace(tmp_path, "artparty", GAME)
    for number in range(1, 5):
        _paint(root, f"card-{number:02d}.jpg")
    _paint(root, "back.jpg")
    return root


def _said(root: Path, rule: str, *options: str) -> tuple[list[str], str]:
    """The findings of ``rule`` that `pnp validate` of the game says (with ``options``), and its whole output."""
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith(f"[{rule}]")], output


def _name_art(root: Path, card: str, picture: str) -> Path:
    cards = root / "content" / GAME / "cards.yaml"
    cards.write_text(cards.read_text().replace(f"art: {card}", f"art: {picture}"))
    return cards


def test_the_trimmed_game_validates_clean(tmp_path):
    result = run_pnp(lanternfall(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_see_through_picture_an_entry_names_is_refused_at_that_entry_once_per_file(tmp_path):
    """DriveThruCards takes no transparency: a card's picture with see-through pixels was said at the template's
    `src: "{{ card.art }}"` line, once, whichever cards named such pictures; it is said at each card's `art:` that
    names one, once per file (a file two cards name: one finding listing both)."""
    root = lanternfall(tmp_path)
    art = root / "content" / GAME / "art"
    cutout = Image.new("RGBA", CARD, (40, 90, 160, 255))
    cutout.paste((0, 0, 0, 0), (0, 0, 100, 100))  # a corner left see-through
    cutout.save(art / "cutout.png")
    Image.new("RGBA", CARD, (0, 0, 0, 0)).save(art / "ghost.png")
    _name_art(root, "card-02.jpg", "cutout.png")
    _name_art(root, "card-03.jpg", "cutout.png")
    cards = _name_art(root, "card-04.jpg", "ghost.png")
    found, output = _said(root, "profile-transparency", "--profile", "drivethru")
    assert len(found) == 2, output
    assert found[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, 'art: cutout.png')}: error:")
    assert "image 'cutout.png' has see-through pixels" in found[0] and "also written at 1 more place" in found[0]
    assert found[1].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, 'art: ghost.png')}: error:")


def test_a_picture_name_slip_in_an_entry_is_told_the_key_the_entry_writes(tmp_path):
    """`art: art/card-02.jpg` and `art: card-03` in cards.yaml were told "write src: card-02.jpg", a key the card
    does not have; they are told "write art: …", the field they wrote."""
    root = lanternfall(tmp_path)
    _name_art(root, "card-02.jpg", "art/card-02.jpg")
    cards = _name_art(root, "card-03.jpg", "card-03")
    result = run_pnp(root, "validate", GAME)
    assert (
        f"cards.yaml:{line_of(cards, 'art: art/card-02.jpg')}: error: card 'p02': element 'art': image "
        "'art/card-02.jpg' not found in lanternfall/art/; write art: card-02.jpg (art names a file inside art/, "
        "its folders with /) [image-missing]" in result.output
    ), result.output
    assert f"cards.yaml:{line_of(cards, 'art: card-03')}:" in result.output
    assert "image 'card-03' not found in lanternfall/art/; write art: card-03.jpg (its extension)" in result.output
    assert "write src:" not in result.output


def test_a_picture_not_found_is_one_finding_not_also_the_contrast_of_the_text_over_it(tmp_path):
    """The back's title is printed over the back's picture; with the picture's file missing, the title was also
    a text-contrast warning against the white paper, a knock-on of the one slip. It is the image-missing alone."""
    root = lanternfall(tmp_path)
    (root / "content" / GAME / "art" / "back.jpg").rename(root / "content" / GAME / "art" / "back.png")
    result = run_pnp(root, "validate", GAME)
    back = root / "templates" / GAME / "back.yaml"
    assert f"back.yaml:{line_of(back, 'src: back.jpg')}: error:" in result.output
    assert "image 'back.jpg' not found in lanternfall/art/; did you mean 'back.png'? [image-missing]" in result.output
    assert "text-contrast" not in result.output and "1 error, 0 warnings" in result.output, result.output


def _image_sizes(pdf: Path) -> list[tuple[int, int]]:
    """The pixel size of every image XObject of the PDF, each once."""
    reader = pypdf.PdfReader(str(pdf))
    found = {}
    for page in reader.pages:
        for ref in (page["/Resources"].get("/XObject") or {}).values():
            xobject = ref.get_object()
            if xobject.get("/Subtype") == "/Image":
                found[ref.idnum] = (int(xobject["/Width"]), int(xobject["/Height"]))
    return list(found.values())


def test_the_proof_keeps_300_ppi_of_each_thumbnail_not_every_pixel_of_the_art(tmp_path):
    """84 full-bleed pictures made a 48 MB proof of 7 pages: each 42 mm thumbnail embedded its picture whole (a
    phone photo of 3000 × 4900 px at 1,000 ppi). The proof brings each picture down to 300 ppi of its thumbnail
    (its aspect kept); the card sheets keep every pixel."""
    root = lanternfall(tmp_path)
    _paint(root, "card-02.jpg", (1500, 2450))
    out = tmp_path / "out"
    assert run_pnp(root, "export", "proof", GAME, "--paper", "a4", "--out", str(out)).exit_code == 0
    proof = _image_sizes(out / GAME / "proof" / f"{GAME}-proof-a4.pdf")
    # 42 mm tall with its 3.175 mm bleed each side: 127 mm of picture drawn 42 / 120.65 as large, at 300 ppi
    most = math.ceil(127 * 42 / 120.65 / 25.4 * 300)
    assert proof and all(height <= most for _, height in proof), proof  # alike pictures are stored once
    assert (round(most * 1500 / 2450), most) in proof
    assert run_pnp(root, "build", GAME, "--paper", "a4", "--out", str(out)).exit_code == 0
    assert (1500, 2450) in _image_sizes(out / GAME / f"{GAME}-pictures-a4.pdf")


def test_a_landscape_picture_that_cover_crops_to_a_third_is_a_warning_at_its_entry(tmp_path):
    """A landscape picture on a portrait card, fit: cover, printed its middle 37 % and said nothing (on a home
    printer its ppi was enough). It is an image-cropped warning at the card's art: saying how much prints."""
    root = lanternfall(tmp_path)
    _paint(root, "card-04.jpg", (1600, 1000))
    _paint(root, "card-03.jpg", (1000, 1530))  # a little wider than the card: cropped 7 %, no warning
    cards = root / "content" / GAME / "cards.yaml"
    found, output = _said(root, "image-cropped")
    assert found == [
        f"content/{GAME}/cards.yaml:{line_of(cards, 'art: card-04.jpg')}: warning: card 'p04': element 'art': image "
        "'card-04.jpg' is landscape, 1600 × 1000 px, in a portrait box of 76.2 × 127 mm: fit: cover shows 599 of its "
        "1600 px width (37 %) and cuts off the rest; give it a picture of the box's proportions (599 × 1000 px of it "
        "print), or fit: contain to print it whole [image-cropped]"
    ], output
    template = root / "templates" / GAME / "picture.yaml"
    template.write_text(template.read_text().replace("fit: cover", "fit: cover\n    allow: [image-cropped]"))
    assert "image-cropped" not in run_pnp(root, "validate", GAME).output


def test_validate_with_a_shop_that_takes_whole_pixels_says_what_its_print_shop_export_refuses(tmp_path):
    """`pnp validate --profile tgc` said nothing of cards sized in millimetres, [70, 120] with their bleed 901.77
    px wide, which `pnp export print-shop --profile tgc` then refused: validate warns in the export's words, at
    the template's size: line. The tarot size, 900 × 1500 px with its 1/8 in bleed, says nothing."""
    root = lanternfall(tmp_path)
    assert "profile-pixels" not in run_pnp(root, "validate", GAME, "--profile", "tgc").output
    for side in ("picture", "back"):
        template = root / "templates" / GAME / f"{side}.yaml"
        template.write_text(template.read_text().replace("size: tarot", "size: [70, 120]"))
    result = run_pnp(root, "validate", GAME, "--profile", "tgc")
    why = (
        "pictures: card 'p01' with its bleed is 76.35 × 126.35 mm, 901.77 × 1492.32 px at 300 dpi; The Game Crafter "
        "(tgc) takes whole pixels only: use --dpi 507, or size the pieces in whole pixels at 300 dpi"
    )
    assert result.exit_code == 0, result.output
    assert (
        f"templates/{GAME}/picture.yaml:{line_of(root / 'templates' / GAME / 'picture.yaml', 'size:')}: warning: "
        f"pnp export print-shop refuses it: {why} [profile-pixels]" in result.output
    ), result.output
    refused = run_pnp(root, "export", "print-shop", GAME, "--profile", "tgc", "--out", str(tmp_path / "out"))
    assert refused.exit_code != 0 and why in refused.output


def test_a_value_the_fields_enum_allows_but_the_templates_vars_lack_is_one_finding_at_the_table(tmp_path):
    """Eight voting tokens of colour pink, an enum: value of the field, looked up in the template's colour table
    that lacked pink: eight findings, one at each token's colour:, as if each token were misspelt. The table is
    the slip: one finding at it. A value the enum does not declare is still said at the entry."""
    root = lanternfall(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    game.write_text(
        game.read_text().replace(
            "      art: {type: string}\n", "      art: {type: string}\n      mood: {enum: [dawn, dusk]}\n"
        )
    )
    cards = root / "content" / GAME / "cards.yaml"
    cards.write_text(
        cards.read_text()
        .replace("    art: card-02.jpg\n", "    art: card-02.jpg\n    mood: dusk\n")
        .replace("    art: card-03.jpg\n", "    art: card-03.jpg\n    mood: dusk\n")
    )
    template = root / "templates" / GAME / "picture.yaml"
    template.write_text(
        template.read_text().replace("elements:\n", 'vars:\n  tints: {dawn: "#f4ead2"}\nelements:\n', 1)
        + '  tint:\n    type: rect\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n    fill: "{{ vars.tints[card.mood] }}"\n'
        + "    when: \"{{ card.get('mood') is not none }}\"\n"
    )
    found, output = _said(root, "expression")
    assert found == [
        f"templates/{GAME}/picture.yaml:{line_of(template, 'tints:')}: error: vars: 'dusk' is no key of "
        "this table (dawn), and the field mood: allows it (its enum: in game.yaml): add dusk: to the table, or take "
        "it out of the enum [expression]"
    ], output


def test_a_picture_placed_at_the_trim_on_one_side_of_a_full_bleed_card_is_said_at_that_line(tmp_path):
    """A card's picture placed at `x: 0` rather than `x: "{{ -bleed }}"` runs out to the bleed edge on three sides
    and stops exactly at the trim on the left, where a cut that wanders outward leaves a sliver of paper: it was
    no finding (0 mm past the trim is not past it); it is an art-short-of-bleed error at its `x:` line."""
    root = lanternfall(tmp_path)
    template = root / "templates" / GAME / "picture.yaml"
    template.write_text(template.read_text().replace('x: "{{ -bleed }}"', "x: 0"))
    found, output = _said(root, "art-short-of-bleed")
    assert len(found) == 1, output
    assert found[0].startswith(f"templates/{GAME}/picture.yaml:{line_of(template, 'x: 0')}: error:"), output
    assert "stops at the trim on the left while it runs past it elsewhere, 3.2 mm short of the bleed edge" in found[0]


def test_a_see_through_corner_at_the_cut_with_nothing_under_it_is_said_once_per_file_at_the_entry(tmp_path):
    """A card's picture with a see-through corner prints the paper white to the cut edge, at home and in the
    print shops' PNGs: it was said only under `--profile drivethru`; it is an art-see-through-edge warning at
    each card's `art:` naming it, one finding per file. A picture see-through only well inside the trim, or a
    see-through corner over the card's own full-bleed background, is no finding."""
    root = lanternfall(tmp_path)
    art = root / "content" / GAME / "art"
    cutout = Image.new("RGBA", CARD, (40, 90, 160, 255))
    cutout.paste((0, 0, 0, 0), (0, 0, 100, 100))  # the top-left corner, about 8.5 mm square, left see-through
    cutout.save(art / "cutout.png")
    hole = Image.new("RGBA", CARD, (40, 90, 160, 255))
    hole.paste((0, 0, 0, 0), (400, 700, 500, 800))  # a window in the middle of the card
    hole.save(art / "hole.png")
    _name_art(root, "card-02.jpg", "cutout.png")
    _name_art(root, "card-03.jpg", "cutout.png")
    cards = _name_art(root, "card-04.jpg", "hole.png")
    found, output = _said(root, "art-see-through-edge")
    assert len(found) == 1, output
    assert found[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, 'art: cutout.png')}: warning:"), output
    assert "image 'cutout.png' has see-through pixels along the cut (x -3.2 to 4.6 mm, y -3.2 to 5.1 mm)" in found[0], (
        found[0]
    )
    assert "also written at 1 more place" in found[0], found[0]
    template = root / "templates" / GAME / "picture.yaml"
    template.write_text(
        template.read_text().replace(
            "elements:\n",
            'elements:\n  paper:\n    type: rect\n    x: "{{ -bleed }}"\n    y: "{{ -bleed }}"\n'
            '    w: "{{ trim.w + 2 * bleed }}"\n    h: "{{ trim.h + 2 * bleed }}"\n    fill: "#20304a"\n',
        )
    )
    found, output = _said(root, "art-see-through-edge")
    assert not found, output
    painted = template.read_text().replace('fill: "#20304a"', "src: back.jpg").replace("type: rect", "type: image")
    template.write_text(painted)  # the card's back picture under it, opaque: as good a background
    found, output = _said(root, "art-see-through-edge")
    assert not found, output


def _with_tokens(root: Path) -> None:
    """A second deck, voting tokens 20 mm square: 311.2 px with their bleed at 300 dpi, no whole number."""
    templates = root / "templates" / GAME
    for side in ("picture", "back"):
        text = (templates / f"{side}.yaml").read_text().replace("size: tarot", "size: [20, 20]")
        (templates / f"token-{side}.yaml").write_text(text.split("  name:")[0])  # the art alone
    game = root / "content" / GAME / "game.yaml"
    token = (
        "  - id: tokens\n    kind: deck\n    title: Voting tokens\n    source: cards.yaml\n"
        f"    face: {GAME}/token-picture\n    back: {GAME}/token-back\n    same_back: true\n"
        "    fields:\n      art: {type: string}\n"
    )
    game.write_text(game.read_text() + token)


def test_export_component_takes_only_the_named_components(tmp_path):
    """Uploading only the picture cards to The Game Crafter was blocked by tokens sized in millimetres, no whole
    number of pixels at 300 dpi: `--component pictures` exports the picture cards alone (their folder, their
    order list); a misspelt id is told the one meant and the ids there are, and nothing is written."""
    root = lanternfall(tmp_path)
    _with_tokens(root)
    out = tmp_path / "out"
    whole = run_pnp(root, "export", "print-shop", GAME, "--profile", "tgc", "--out", str(out))
    assert whole.exit_code == 1 and "lanternfall: not exported: tokens: card 'p01' with its bleed" in whole.output
    result = run_pnp(
        root, "export", "print-shop", GAME, "--profile", "tgc", "--component", "pictures", "--out", str(out)
    )
    assert result.exit_code == 0, result.output
    folder = out / GAME / "print-shop-tgc"
    assert sorted(path.name for path in folder.iterdir()) == ["pictures"]
    files = sorted(path.name for path in (folder / "pictures").iterdir())
    fronts = [f"{n:03d}-p{n:02d}-front.png" for n in range(1, 5)]
    assert files == [*fronts, "back.png", "order.csv", "pictures.pdf"]
    rows = (folder / "pictures" / "order.csv").read_text().splitlines()
    assert rows == ["front,back,copies,title", *(f"{f},back.png,1,Picture {n}" for n, f in enumerate(fronts, 1))]
    assert len(pypdf.PdfReader(folder / "pictures" / "pictures.pdf").pages) == 8

    misspelt = run_pnp(root, "export", "print-shop", GAME, "--component", "picturs", "--out", str(tmp_path / "o2"))
    assert misspelt.exit_code == 2
    assert (
        f"--component picturs: no such component in {GAME} (did you mean 'pictures'?); "
        "the components there are: pictures, tokens" in misspelt.output
    ), misspelt.output
    assert not (tmp_path / "o2").exists()
