"""Findings of the Ashfall Skirmish walkthrough (a miniatures skirmish game made from the README alone: standees
on three base sizes, stat cards, range rulers, blast templates): YAML merge keys taken for duplicate keys, a piece
too large for the paper reported at another piece's template and with no paper named that holds it, standees of
several sizes refused by the fold imposition."""

from __future__ import annotations

from conftest import edit, line_of, new_game, plans_of, run_pnp, shapes_workspace
from pdfread import page_sizes_mm, page_texts, word_centres

MM = 72 / 25.4
CARD = "templates/demo/card.yaml"


def test_a_yaml_merge_key_is_overridden_by_the_keys_written_after_it(tmp_path):
    # A stat card's five values written once and merged (<<: *value) with their own text and x: before, each
    # key written after the merge was a yaml-duplicate-key error ("duplicate key 'x' (first on line 12)").
    root = new_game(tmp_path)
    card = root / CARD
    badges = (
        '  badge_a: &badge {type: text, text: "ZQA", x: 5, y: 26, w: 10, h: 5, font: Lato, size: 8,'
        ' color: "#000000"}\n'
        '  badge_b: {<<: *badge, text: "ZQB", x: 48}\n'
    )
    card.write_text(card.read_text() + badges)
    out = tmp_path / "out"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0 and "yaml-duplicate-key" not in result.output, result.output
    sheet = out / "demo" / "demo-deck-a4.pdf"
    (a, *_), (b, *_) = word_centres(sheet, 0, "ZQA"), word_centres(sheet, 0, "ZQB")
    assert abs((b[0] - a[0]) / MM - 43) < 0.3 and abs(b[1] - a[1]) < 0.1  # 48 - 5 mm apart, on one line
    # A key the mapping itself writes twice is still the slip it was.
    edit(card, 'text: "ZQB", x: 48}', 'text: "ZQB", x: 48, x: 40}')
    found = [row for row in run_pnp(root, "validate", "demo").output.splitlines() if "yaml-duplicate-key" in row]
    assert found == [
        f"{CARD}:{line_of(card, 'badge_b')}: error: duplicate key 'x' (first on line {line_of(card, 'badge_b')}); "
        "YAML would silently keep only the last one [yaml-duplicate-key]"
    ], found


def test_a_piece_too_large_is_found_at_its_own_template_and_told_the_paper_that_holds_it(tmp_path):
    # A 12 in range ruler (304.8 x 20 mm) among 6 in ones: before, the finding stood at the first piece's
    # template (the short ruler's size:, which fits) and named no paper that holds it.
    root = shapes_workspace(tmp_path)
    short = root / "templates/shapes/strip-short.yaml"  # the second entry of the strips component
    edit(short, "size: [50, 25]", "size: [304.8, 20]")
    for command in ("validate", "build"):
        found = [row for row in run_pnp(root, command).output.splitlines() if row.endswith("[piece-too-large]")]
        assert found == [
            f"templates/shapes/strip-short.yaml:{line_of(short, 'size:')}: error: a 304.8 × 20 mm rectangle piece "
            "does not fit on letter paper (215.9 × 279.4 mm) with room for bleed and crop marks; print it with "
            "imposition: [tile, poster] (split over pages with a glue overlap, and as one page of its own size), "
            "or build it on legal paper, the smallest US paper that holds it whole: papers: [legal] in game.yaml "
            "(or --paper legal) [piece-too-large]"
        ], found
    out = tmp_path / "out"
    assert run_pnp(root, "build", "--paper", "legal", "--out", str(out)).exit_code == 0
    strips = out / "shapes" / "shapes-strips-legal.pdf"
    assert [round(side, 1) for side in page_sizes_mm(strips)[0]] == [215.9, 355.6]
    assert "SS" in page_texts(strips)[0]  # the long strip is printed whole there


def test_standees_of_several_sizes_share_their_fold_sheets(tmp_path):
    # Fighters on 25, 32 and 50 mm bases in one component: before, "the fold imposition needs pieces of one
    # size and shape ... use imposition: gutters", which neither folds them nor gives them base tabs.
    root = shapes_workspace(tmp_path)
    templates = root / "templates/shapes"
    for name in ("pawn", "pawn-back"):
        (templates / f"{name}-big.yaml").write_text(f"extends: shapes/{name}\nsize: [40, 64]\n")
    game = root / "content/shapes/game.yaml"
    edit(
        game,
        "    copies: {pawn: 4}\n    face: shapes/pawn\n    back: shapes/pawn-back\n",
        "    copies: {pawn: 2, tent: 2}\n"
        "    face: \"shapes/pawn{{ '-big' if card.id == 'tent' else '' }}\"\n"
        "    back: \"shapes/pawn-back{{ '-big' if card.id == 'tent' else '' }}\"\n",
    )
    out = tmp_path / "out"
    result = run_pnp(root, "build", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    sheet = out / "shapes" / "shapes-standees-a4.pdf"
    assert len(page_texts(sheet)) == 1
    for word, height in (("PW", 50), ("TE", 64)):  # each copy's face and its back, one panel's height apart
        centres = sorted(word_centres(sheet, 0, word))
        assert len(centres) == 4, (word, centres)
        for face, back in (centres[:2], centres[2:]):
            # (the back is turned over the fold: its word's centre as read is a little off the face's)
            assert abs(face[0] - back[0]) < 1.5 and abs(abs(face[1] - back[1]) / MM - height) < 1, (face, back)
    assert "Standees: print one-sided, at 100 % (1 sheet)." in " ".join(page_texts(sheet)[0].split())


def test_a_tiled_component_prints_its_pieces_that_fit_a_page_whole(tmp_path):
    # A 12 in ruler and four 6 in ones in one component of imposition: [tile, poster]: before, every piece was
    # tiled, each short one on a page of its own after an assembly map of "1 pages, 1 row of 1" (11 pages), and
    # every map said "cut the whole board" of a ruler.
    root = shapes_workspace(tmp_path)
    edit(root / "templates/shapes/strip-long.yaml", "size: [100, 25]", "size: [304.8, 20]")
    edit(root / "content/shapes/strips.yaml", "length: long, count: 4", "length: long, count: 1")
    game = root / "content/shapes/game.yaml"
    fields = "      length: {enum: [long, short]}\n"
    edit(game, fields, f"{fields}    imposition: [tile, poster]\n")
    out = tmp_path / "out"
    result = run_pnp(root, "build", "shapes", "--paper", "letter", "--out", str(out))
    assert result.exit_code == 0, result.output
    strips = out / "shapes" / "shapes-strips-letter.pdf"
    texts = [" ".join(text.split()) for text in page_texts(strips)]
    # the long strip's map and its two pages, then one sheet of the four short strips whole
    assert len(texts) == 4 and sum("Assembly map" in text for text in texts) == 1
    assert "Assembly map: 2 pages, 1 row of 2" in texts[0] and "Finally cut the whole tile along" in texts[0]
    assert "board" not in " ".join(texts)
    assert "print one-sided, at 100 % (4 sheets)" in texts[0]
    assert "The pieces that fit one page print whole on the last pages: cut on the crop marks." in texts[0]
    whole = texts[3]
    assert whole.count("SS") == 4 and "LS" not in whole and "glue" not in whole and "A1" not in whole
    assert "sheet 1/1" in whole
    # crop marks (short lines in the margin) and no glue guide or target on the whole pieces' sheet
    plan = plans_of(root, "shapes")["shapes-strips-letter"]
    styles = {mark.style for mark in plan.pages[3].marks if hasattr(mark, "style")}
    assert "crop" in styles and "guide" not in styles, styles
    # the inventory noun, where the component gives one, names the piece on its map
    edit(game, "    imposition: [tile, poster]\n", "    imposition: [tile, poster]\n    inventory: {noun: ruler}\n")
    assert run_pnp(root, "build", "shapes", "--paper", "letter", "--out", str(out)).exit_code == 0
    assert "Finally cut the whole ruler along" in " ".join(page_texts(strips)[0].split())
