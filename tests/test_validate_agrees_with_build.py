"""``pnp validate`` finds everything ``pnp build`` would refuse: same finding, same line, no traceback.

Each case breaks one thing; validate and build must both exit 1 with the same finding at the
right line, and the build must leave the game's earlier PDFs exactly as they were.
"""

from __future__ import annotations

import json
import re

import pytest
import yaml
from conftest import edit, line_of, new_game, run_pnp

FRAME = "templates/labyrinth-deck/frame.yaml"
BACK = "templates/labyrinth-deck/back.yaml"
CARDS = "content/labyrinth-deck/cards.yaml"

# (case, [(file, old, new)], file the finding names, text on its line, rule)
CASES = [
    ("size-zero", [(FRAME, "size: poker\n", "size: [0, 0]\n")], FRAME, "size: [0, 0]", "size-invalid"),
    ("size-negative", [(FRAME, "size: poker\n", "size: [-5, -5]\n")], FRAME, "size: [-5, -5]", "size-invalid"),
    ("size-absurd", [(FRAME, "size: poker\n", "size: [100000, 100000]\n")], FRAME, "size: [100000", "size-invalid"),
    ("size-nan", [(FRAME, "size: poker\n", "size: [.nan, 88]\n")], FRAME, "size: [.nan", "size-invalid"),
    ("size-infinite", [(FRAME, "size: poker\n", "size: .inf\n")], FRAME, "size: .inf", "size-invalid"),
    ("size-unknown", [(FRAME, "size: poker\n", "size: pokerr\n")], FRAME, "size: pokerr", "size-invalid"),
    (
        "larger-than-every-paper",
        [(FRAME, "size: poker\n", "size: [400, 400]\n"), (BACK, "size: poker\n", "size: [400, 400]\n")],
        FRAME,
        "size: [400, 400]",
        "piece-too-large",
    ),
    (
        "back-not-its-face",
        [(BACK, "size: poker\n", "size: bridge\n")],
        BACK,
        "size: bridge",
        "imposition-mixed",
    ),
    ("bleed-negative", [(FRAME, "bleed: 3.175\n", "bleed: -1\n")], FRAME, "bleed: -1", "size-invalid"),
    ("shape-unknown", [(FRAME, "size: poker\n", "size: poker\nshape: star\n")], FRAME, "shape: star", "shape-invalid"),
    (
        "malformed-svg",
        [("content/labyrinth-deck/icons/d20.svg", "<svg", "<svg <<<")],
        "content/labyrinth-deck/icons/d20.svg",
        None,
        "icon-invalid",
    ),
    (
        "element-value",
        [("templates/labyrinth-deck/action.yaml", "    w: 22\n", "    w: [22]\n")],
        "templates/labyrinth-deck/action.yaml",
        "w: [22]",
        "value-invalid",
    ),
    (
        "imposition-unknown",
        [
            (
                "content/labyrinth-deck/game.yaml",
                "    back: labyrinth-deck/action-back\n",
                "    back: labyrinth-deck/action-back\n    imposition: gird\n",
            )
        ],
        "content/labyrinth-deck/game.yaml",
        "imposition: gird",
        "unknown-kind",
    ),
    (
        "imposition-option",
        [
            (
                "content/labyrinth-deck/game.yaml",
                "    back: labyrinth-deck/action-back\n",
                "    back: labyrinth-deck/action-back\n    imposition: {strategy: grid, rotat: never}\n",
            )
        ],
        "content/labyrinth-deck/game.yaml",
        "imposition: {strategy",
        "unknown-key",
    ),
    (  # DESIGN.md: text never leaves the safe zone, so a build refuses it
        "text-outside-safe",
        [
            (
                "templates/labyrinth-deck/action.yaml",
                '    x: 6.5\n    y: 57\n    w: "{{ trim.w - 13 }}"',
                '    x: 1.5\n    y: 57\n    w: "{{ trim.w - 3 }}"',
            )
        ],
        "templates/labyrinth-deck/action.yaml",
        "    x: 1.5",
        "text-outside-safe",
    ),
    (  # a background 1 mm past the trim on the right, the bleed 3.175 mm: a cut that wanders out shows a sliver
        "art-short-of-bleed",
        [
            (
                FRAME,
                '    w: "{{ trim.w + 2 * bleed }}"\n    h: "{{ trim.h + 2',
                '    w: "{{ trim.w + bleed + 1 }}"\n    h: "{{ trim.h + 2',
            )
        ],
        FRAME,
        "trim.w + bleed + 1",
        "art-short-of-bleed",
    ),
]


def _findings(output: str, rule: str) -> list[str]:
    return [line for line in output.splitlines() if line.endswith(f"[{rule}]")]


@pytest.mark.parametrize(("case", "edits", "file", "needle", "rule"), CASES, ids=[c[0] for c in CASES])
def test_validate_and_build_agree(labyrinth_ws, case, edits, file, needle, rule):
    assert run_pnp(labyrinth_ws, "build").exit_code == 0
    folder = labyrinth_ws / "output/labyrinth-deck"
    before = {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")}
    for path, old, new in edits:
        edit(labyrinth_ws / path, old, new)
    validated = run_pnp(labyrinth_ws, "validate")
    built = run_pnp(labyrinth_ws, "build")
    for result in (validated, built):
        assert result.exit_code == 1, result.output
        assert result.exception is None and "Traceback" not in result.output
    found = _findings(validated.output, rule)
    assert found, validated.output
    assert sorted(found) == sorted(_findings(built.output, rule))
    line = line_of(labyrinth_ws / file, needle) if needle else 1
    assert any(f.startswith(f"{file}:{line}: error: ") for f in found), found
    assert len({f.split(": error: ")[0] for f in found}) == len(found)  # one finding per place
    assert "not built" in built.output
    assert {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")} == before


def test_a_piece_too_large_says_which_imposition_to_use(labyrinth_ws):
    edit(labyrinth_ws / FRAME, "size: poker\n", "size: [400, 400]\n")
    edit(labyrinth_ws / BACK, "size: poker\n", "size: [400, 400]\n")
    result = run_pnp(labyrinth_ws, "validate")
    found = _findings(result.output, "piece-too-large")
    assert len(found) == 1  # one root cause: one finding, whatever the papers and components that meet it
    assert all("imposition: [tile, poster]" in line for line in found)


def test_mixed_shapes_in_one_grid(shapes_ws):
    game = shapes_ws / "content/shapes/game.yaml"
    edit(
        game,
        '    face: "shapes/strip-{{ card.length }}"\n',
        '    face: "shapes/strip-{{ card.length }}"\n    imposition: grid\n',
    )
    for command in ("validate", "build"):
        result = run_pnp(shapes_ws, command)
        assert result.exit_code == 1 and result.exception is None
        found = _findings(result.output, "imposition-mixed")
        expected = f"content/shapes/game.yaml:{line_of(game, 'imposition: grid')}: error: "
        assert found and all(line.startswith(expected) for line in found), result.output
        assert "use imposition: gutters" in found[0]


def test_a_round_token_cannot_share_straight_cuts(shapes_ws):
    game = shapes_ws / "content/shapes/game.yaml"
    edit(game, "    face: shapes/disc\n", "    face: shapes/disc\n    imposition: grid\n")
    result = run_pnp(shapes_ws, "validate")
    found = _findings(result.output, "imposition-shape")
    assert found and found[0].startswith(f"content/shapes/game.yaml:{line_of(game, 'imposition: grid')}: error: ")


@pytest.mark.parametrize(
    ("shape", "advice"),
    [
        ("shape: circle\nsize: 30", "a 30 mm circle has no straight edge along its top to fold on"),
        (
            "shape: {type: hexagon}\nsize: 30",
            "along its top to fold on (at least 5 mm, in one piece); give it a straight edge there (a flat-top hexagon",
        ),
    ],
)
def test_a_shape_that_cannot_fold_is_reported_at_its_shape_line(shapes_ws, shape, advice):
    """A standee's shape with no straight edge at the fold is one finding at the face
    template's shape: line, saying what to do; validate finds what build refuses."""
    template = shapes_ws / "templates/shapes/figure.yaml"
    for name in ("figure", "figure-back"):
        path = shapes_ws / f"templates/shapes/{name}.yaml"
        old = next(line for line in path.read_text().splitlines() if line.startswith("shape:"))
        edit(path, old, shape)
    for command in ("validate", "build"):
        result = run_pnp(shapes_ws, command)
        assert result.exit_code == 1 and result.exception is None
        found = _findings(result.output, "fold-shape")
        expected = f"templates/shapes/figure.yaml:{line_of(template, 'shape:')}: error: component 'figures': "
        assert len(found) == 1 and found[0].startswith(expected) and advice in found[0], result.output


def _shape_line(path) -> str:
    return next(line for line in path.read_text().splitlines() if line.startswith("shape:"))


@pytest.mark.parametrize(
    ("component", "template", "change"),
    [
        ("knights", "knight", "as-its-face"),  # folded at the top
        ("banners", "banner", "as-its-face"),  # at the side
        ("knights", "knight", "inherited"),  # the back's template extends the face's, shape and all
        ("arrows", "arrow", "as-its-face"),  # a token printed duplex (gutters) and for a print shop (single)
        ("arrows", "arrow", "inherited"),
    ],
)
def test_an_asymmetric_pieces_back_not_mirrored_is_reported_with_the_shape_to_write(
    shapes_ws, component, template, change
):
    """A piece's back is seen from behind, its face's silhouette mirrored left to right, whether it is folded
    over (a standee: fold-shape) or the sheet turned over (a token printed duplex: imposition-mixed); a back
    template with its face's shape as written is one finding at its own shape: line (at its file when it
    inherits the face's), saying what to write: the shape the workspace's back template has, which builds."""
    folded = component != "arrows"
    rule, label = ("fold-shape", "standee") if folded else ("imposition-mixed", "token")
    face, back = (shapes_ws / f"templates/shapes/{name}.yaml" for name in (template, f"{template}-back"))
    mirrored = _shape_line(back)
    if change == "inherited":
        edit(back, f"extends: shapes/base\n{mirrored}\n", f"extends: shapes/{template}\n")
    else:
        edit(back, mirrored, _shape_line(face))
    where = f"templates/shapes/{template}-back.yaml:{line_of(back, 'shape:') if change != 'inherited' else 1}: "
    for command in ("validate", "build"):
        result = run_pnp(shapes_ws, command)
        assert result.exit_code == 1 and result.exception is None
        found = _findings(result.output, rule)
        assert len(found) == 1, result.output
        assert found[0].startswith(f"{where}error: component '{component}': {label} 'pawn': its back's shape is its ")
        turned = "folded" if folded else "turned over"
        assert f"{turned}, the back shows the face's silhouette from behind, mirrored left to right" in found[0]
        assert f"write shape: {mirrored.removeprefix('shape: ')}" in found[0], found[0]
        assert found[0].endswith(f" in its template 'shapes/{template}-back' [{rule}]") == (change == "inherited")


def test_a_mirrored_back_may_number_its_points_its_own_way(shapes_ws):
    """The knight's back written from another point, the other way round: the same outline, no finding."""
    back = shapes_ws / "templates/shapes/knight-back.yaml"
    points = yaml.safe_load(back.read_text())["shape"]["points"]
    turned = points[5:][::-1] + points[:5][::-1]
    edit(back, _shape_line(back), f"shape: {{type: polygon, points: {turned}}}")
    result = run_pnp(shapes_ws, "validate")
    assert result.exit_code == 0 and "fold-shape" not in result.output and "imposition-mixed" not in result.output


def test_a_yaml_syntax_error_hides_its_knock_on_findings(labyrinth_ws):
    """With cards.yaml unreadable, the counts and references that need it say nothing."""
    edit(labyrinth_ws / CARDS, "    kind: dead-end\n", "    kind: [dead-end\n")
    result = run_pnp(labyrinth_ws, "validate", "--format", "json")
    findings = json.loads(result.output)
    assert [f["rule"] for f in findings] == ["yaml-syntax"]
    assert findings[0]["file"] == CARDS and findings[0]["line"] == line_of(labyrinth_ws / CARDS, "kind: [dead-end")


def test_an_unknown_icon_is_reported_once(labyrinth_ws):
    edit(labyrinth_ws / CARDS, ":d20:", ":d21:")
    for command in ("validate", "build"):
        result = run_pnp(labyrinth_ws, command)
        assert len(_findings(result.output, "icon-unknown")) == 1, result.output


def test_an_unknown_icon_in_a_template_is_reported_once_at_its_line(labyrinth_ws):
    template = labyrinth_ws / "templates/labyrinth-deck/card.yaml"
    edit(
        template,
        '    right-path: {accent: "#2f6b3b", band: "The way out", icon: right-path}',
        '    right-path: {accent: "#2f6b3b", band: "The way out", icon: right-pth}',
    )
    result = run_pnp(labyrinth_ws, "validate")
    found = _findings(result.output, "icon-unknown")
    assert len(found) == 1 and found[0].startswith("templates/labyrinth-deck/card.yaml:")
    assert "did you mean ':right-path:'" in found[0]


def test_every_finding_carries_its_rule_and_where_it_is(labyrinth_ws):
    edit(labyrinth_ws / "content/labyrinth-deck/actions.yaml", "stat: WIS", "stat: INT")
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "--format", "json").output)
    assert findings
    for finding in findings:
        assert set(finding) == {"file", "line", "column", "severity", "rule", "message", "game", "component", "item"}
    check = next(f for f in findings if f["rule"] == "check:one-action-per-stat")
    assert check["game"] == "labyrinth-deck" and check["file"] == "content/labyrinth-deck/actions.yaml"


def _every_finding(output: str) -> set[str]:
    return {line for line in output.splitlines() if re.match(r"\S+:\d+: (error|warning): .* \[[a-z0-9:-]+\]$", line)}


def test_validate_with_layout_gutterfold_finds_what_that_build_finds(tmp_path):
    # Before, validate had no --layout: a deck of poker cards and a tarot card, which build --layout gutterfold
    # keeps on duplex sheets with a gutterfold-kept-duplex warning, was clean to validate.
    root = new_game(tmp_path)
    game = root / "content/demo/game.yaml"
    edit(game, "    face: demo/card\n", "    face: \"demo/{{ 'wide' if card.id == 'eclipse' else 'card' }}\"\n")
    edit(game, "    back: demo/back\n", "    back: \"demo/{{ 'wide-back' if card.id == 'eclipse' else 'back' }}\"\n")
    edit(game, '    back: "demo/', '    imposition: gutters\n    back: "demo/')
    (root / "templates/demo/wide.yaml").write_text("extends: demo/card\nsize: tarot\n", encoding="utf-8")
    (root / "templates/demo/wide-back.yaml").write_text("extends: demo/back\nsize: tarot\n", encoding="utf-8")
    built = run_pnp(root, "build", "--layout", "gutterfold")
    assert built.exit_code == 0, built.output
    found = _every_finding(built.output)
    assert any(line.endswith("[gutterfold-kept-duplex]") for line in found), built.output
    validated = run_pnp(root, "validate", "--layout", "gutterfold")
    assert validated.exit_code == 0, validated.output
    assert _every_finding(validated.output) == found
    assert "gutterfold-kept-duplex" not in run_pnp(root, "validate").output  # duplex sheets: nothing to fold
    assert "gutterfold-kept-duplex" not in run_pnp(root, "validate", "--layout", "duplex").output
