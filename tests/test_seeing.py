"""Proofs as colour-blind players see them and a black-and-white printer prints them (``export proof --see``):
colours read back from the simulated proof's pixels are the published simulation's."""

from __future__ import annotations

import pypdf
import pytest
from conftest import REPO, edit, new_game, run_pnp

from pnp.draw.raster import pages_as_images

# Machado, Oliveira & Fernandes 2009, severity 1.0 (their published table), applied to linear RGB, written out
# here on their own so that the test does not take its expectations from the code it checks.
MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.01182, 0.04294, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.3039)),
    "greyscale": ((0.2126, 0.7152, 0.0722),) * 3,  # CIE Y of linear sRGB
}
PRIMARIES = {  # pure red, green and blue as each sight shows them, from the published matrices (deuteranopic red
    # by hand: linear (0.3673, 0.2801, -0.0118) clipped and encoded is (0.640, 0.566, 0) = #a39000)
    "deuteranopia": {"#ff0000": "#a39000", "#00ff00": "#efd63a", "#0000ff": "#003dfb"},
    "protanopia": {"#ff0000": "#6d5f00", "#00ff00": "#ffe500", "#0000ff": "#0059ff"},
    "tritanopia": {"#ff0000": "#ff000f", "#00ff00": "#00f7d9", "#0000ff": "#006b96"},
    "greyscale": {"#ff0000": "#7f7f7f", "#00ff00": "#dcdcdc", "#0000ff": "#4c4c4c"},
}
PLAYERS = [  # Twisty Tracks' four players, Trap Map Galaxy's first three pawns (the fourth is white)
    "#0d5f5a", "#5e2f6e", "#8a5a0e", "#3b4a5e", "#e5483f", "#3d7bf0", "#b06ef0",
]  # fmt: skip
COLOURS = [*PRIMARIES["greyscale"], *PLAYERS]
TOLERANCE = 2  # of 255, a channel: the lookup table interpolates (pnp.core.vision); these colours come out exact


def _expected(colour: str, sight: str) -> tuple[int, ...]:
    def decoded(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def encoded(c):
        c = min(1.0, max(0.0, c))
        return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055

    linear = [decoded(int(colour[i : i + 2], 16) / 255) for i in (1, 3, 5)]
    return tuple(round(255 * encoded(sum(m * c for m, c in zip(row, linear, strict=True)))) for row in MACHADO[sight])


@pytest.fixture(scope="module")
def proofs(tmp_path_factory):
    """The demo game's cards, each on a ground of one of ``COLOURS`` (its flavor field), proofed with ``--see all``."""
    root = new_game(tmp_path_factory.mktemp("seeing"))
    edit(root / "templates/demo/card.yaml", 'fill: "{{ vars.suit.paper }}"', 'fill: "{{ card.flavor }}"')
    cards = "".join(
        f'  - {{id: c{n}, title: "C {n}", suit: {"moon" if n > 5 else "sun"}, count: {3 if n == 0 else 1}, '
        f'text: "-", flavor: "{colour}"}}\n'
        for n, colour in enumerate(COLOURS)  # the game's checks: 12 cards, 4 of them moons
    )
    (root / "content/demo/cards.yaml").write_text("cards:\n" + cards, encoding="utf-8")
    result = run_pnp(root, "export", "proof", "demo", "--paper", "a4", "--see", "all")
    assert result.exit_code == 0, result.output
    return root / "output/demo/proof"


def test_the_hand_worked_primaries_are_the_published_simulation():
    for sight, primaries in PRIMARIES.items():
        for colour, seen in primaries.items():
            assert "#" + bytes(_expected(colour, sight)).hex() == seen, (sight, colour)


@pytest.mark.parametrize("sight", list(MACHADO))
def test_each_colour_of_the_proof_reads_back_as_the_published_simulation(proofs, sight):
    assert sorted(p.name for p in proofs.iterdir()) == sorted(
        f"demo-proof{s}-a4.pdf" for s in ("", "-deuteranopia", "-greyscale", "-protanopia", "-tritanopia")
    )
    normal = (proofs / "demo-proof-a4.pdf").read_bytes()
    pages = pypdf.PdfReader(proofs / f"demo-proof-{sight}-a4.pdf").pages
    for number, page in enumerate(pages):
        (embedded,) = page.images  # one raster a page, at 150 dpi, losslessly stored
        seen = embedded.image.convert("RGB")
        (before,) = pages_as_images(normal, [number], 150)
        assert seen.size == before.size
        assert page.mediabox.width == pytest.approx(595.28, abs=0.01)
        wanted = {tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5)): colour for colour in COLOURS}
        where: dict[str, list[int]] = {colour: [] for colour in COLOURS}  # the pixels (indices) of each colour
        for index, pixel in enumerate(before.get_flattened_data()):
            if pixel in wanted:
                where[wanted[pixel]].append(index)
        after = seen.get_flattened_data()
        for colour, indices in where.items():
            assert len(indices) > 1000, colour  # a card's ground, not a stray anti-aliased pixel
            want = _expected(colour, sight)
            off = max(max(abs(a - b) for a, b in zip(after[i], want, strict=True)) for i in indices[::20])
            assert off <= TOLERANCE, (colour, sight, after[indices[0]], want)


def test_the_simulated_proofs_are_the_same_bytes_each_time(proofs, tmp_path):
    before = {p.name: p.read_bytes() for p in proofs.iterdir()}
    root = proofs.parents[2]
    assert run_pnp(root, "--no-cache", "export", "proof", "demo", "--paper", "a4", "--see", "all").exit_code == 0
    assert {p.name: p.read_bytes() for p in proofs.iterdir()} == before


def test_with_ink_saver_the_ink_saving_proof_is_seen_too(tmp_path):
    result = run_pnp(
        REPO,
        "export",
        "proof",
        "trap-map-galaxy",
        "--paper",
        "a4",
        "--ink-saver",
        "--see",
        "greyscale",
        "--out",
        str(tmp_path),
    )
    assert result.exit_code == 0, result.output
    folder = tmp_path / "trap-map-galaxy/proof"
    assert sorted(p.name for p in folder.iterdir()) == [
        "trap-map-galaxy-ink-saver-proof-a4.pdf",
        "trap-map-galaxy-ink-saver-proof-greyscale-a4.pdf",
        "trap-map-galaxy-proof-a4.pdf",
        "trap-map-galaxy-proof-greyscale-a4.pdf",
    ]
    for name in ("trap-map-galaxy-ink-saver-proof-greyscale-a4.pdf", "trap-map-galaxy-proof-greyscale-a4.pdf"):
        image = pypdf.PdfReader(folder / name).pages[0].images[0].image.convert("RGB")
        assert all(r == g == b for _, (r, g, b) in image.getcolors(1 << 24))  # grey, every pixel


def test_see_is_for_the_proof_only(tmp_path):
    root = new_game(tmp_path)
    result = run_pnp(root, "export", "tuckbox", "demo", "--see", "greyscale")
    assert result.exit_code == 2 and "--see: tuckbox does not take it; only proof does" in result.output
    assert not (root / "output").exists()
