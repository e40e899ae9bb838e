"""pnp's own words on printed pages, in English, in the language game.yaml's ``language:`` names (German
``de``, French ``fr``: :data:`BUILT_IN`), or as the game's ``words:`` gives them, key by key: rulebook
footers, title blocks, back covers, Notes pages, the icon legend's header, the booklet's note; the card,
tile and token sheets' footer labels and the note on a file's first page (how to print, cut and fold it);
a tiled board's assembly map and page labels; the proof sheets' and the tuck box's words.

A text that names a value carries its placeholder (``{page}``), which is replaced as written (never
``str.format``: a brace of the designer's own prints as typed); the schema requires it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

Words = Mapping[str, object]  # game.yaml's ``words:`` (the game's own wording of some keys), or empty

# key: (the English, where it prints). README "game.yaml words" lists them all.
WORDS: dict[str, tuple[str, str]] = {
    # rulebooks and booklets
    "players": ("{players} players", "a rulebook's title block and back cover ({players}: 3–8, or 4)"),
    "player_range": ("{low}–{high}", "{players} when game.yaml's players: has a min and a max"),
    "one_player": ("{players} player", "in place of players when game.yaml's players: is 1 (a solo game)"),
    "ages": (
        "ages {ages}",
        "a rulebook's title block and back cover ({ages}: game.yaml's ages: as written, 10+; "
        "or {age}: without its +, 10)",
    ),
    "page": ("page {page}", "every footer ({page}: 3 in a rulebook, 3/24 on a sheet)"),
    "contents": ("Contents", "the component list's heading on a booklet's back cover"),
    "notes": ("Notes", "the heading of a booklet's spare pages"),
    "icon": ("Icon", "the icon legend's first header"),
    "meaning": ("Meaning", "the icon legend's second header"),
    **{
        noun: (
            noun,
            "the component list and proof headings, for a component of this kind whose inventory: gives no noun:",
        )
        for noun in (
            *("card", "cards", "tile", "tiles", "token", "tokens", "tent", "tents", "standee", "standees"),
            *("die", "dice"),
        )
    },
    "board": ("board", "the component list and proof headings, for a board whose inventory: gives no noun:"),
    "boards": ("boards", "the component list and proof headings, for boards whose inventory: gives no noun:"),
    "in_each": (
        "{count}\u00a0in each of {groups}\u00a0{label}",
        "the component list, after a component's count when its inventory: by: groups are equal "
        "({label}: inventory: label:, as in '15 in each of 4 player colours')",
    ),
    "other": (
        "other",
        "the component list: how many pieces lack the field its inventory: by: counts by ('4 other'), unless "
        "inventory: names: other: names them",
    ),
    "booklet_note": (
        "Booklet: print double-sided, flip on the short edge, at 100 %. Fold the stack in half and staple on the fold.",
        "how to print and fold a booklet, under its last page",
    ),
    "pocket_note": (
        "Pocket booklet: print one-sided at 100 %. Cut along the dashed line, fold in half lengthwise (print "
        "outside), push the ends together and fold it into a booklet.",
        "how to print, cut and fold a pocket booklet (--pocket), under its pages 6 and 7",
    ),
    # card and rule text alike
    "quotes": (
        "“”‘’",
        "the typographic quotes straight quotes become in card and rule text: double opening and closing, then "
        "single (German „“‚‘, French «»‹›)",
    ),
    "spaced_marks": (
        "",
        "the marks card and rule text sets off from their word by a narrow no-break space: after an opening "
        "guillemet, before the others (French «»‹›;:!?)",
    ),
    # card, tile and token sheets: footer labels ({sheet}: 2/12), the note on a file's first page
    "fronts": ("fronts {sheet}", "a double-sided file's fronts page, in its footer"),
    "backs": ("backs {sheet}", "a double-sided file's backs page, in its footer"),
    "sheet": ("sheet {sheet}", "a one-sided file's page, in its footer"),
    "ruler_inch": ("1 in", "the scale bar's label in the footers of papers in inches (letter, legal, tabloid)"),
    "ruler_mm": ("25 mm", "the scale bar's label in the footers of metric papers (a4, a5, a3 …)"),
    "scale_bar": (
        "paper",
        "the scale bar every footer prints: paper (1 in on papers in inches, 25 mm on metric ones), inch (1 in on "
        "every paper: a game measured in inches, its rulers checked against it on A4 too) or mm (25 mm on every paper)",
    ),
    "print_one_sided": ("print one-sided, at 100 % ({sheets}).", "the note: how to print a one-sided file"),
    "print_long_edge": (
        "print double-sided, flip on the long edge, at 100 % ({sheets}).",
        "the note: how to print a double-sided file flipped on the long edge",
    ),
    "print_short_edge": (
        "print double-sided, flip on the short edge, at 100 % ({sheets}).",
        "the note: how to print a double-sided file flipped on the short edge",
    ),
    "sheets": ("{sheets} sheets", "the note: how many sheets a file takes, more than one"),
    "one_sheet": ("1 sheet", "the note: a file of one sheet"),
    "then_cut": ("Then {cut}.", "the note's last step on card and token sheets"),
    "print_copies": (
        "Print {copies} copies.",
        "the note on sheets to write on (imposition: sheet): how many to print, the entries' count",
    ),
    "print_copies_each": (
        "Print each page as many times as its footer says.",
        "the same when the entries' counts differ",
    ),
    "sheet_copies": ("{sheet}, print {copies}", "a sheet to write on's footer label, when the counts differ"),
    "cut_apart": (
        "Then cut them apart on the dashed lines.",
        "the note's last step on sheets to write on printed several to a page",
    ),
    "cut_crop_marks": ("cut on the crop marks", "{cut} where pieces are cut on crop marks"),
    "cut_outlines": ("cut just inside the grey cut outlines", "{cut} where pieces are cut on their outlines"),
    "cut_both": (
        "cut on the crop marks and just inside the grey cut outlines",
        "{cut} where some pieces are cut on crop marks, others on their outlines",
    ),
    "cut_outlines_coloured": (
        "cut just inside the cut outlines",
        "the same where the game colours the cut outlines (cut_color)",
    ),
    "cut_both_coloured": (
        "cut on the crop marks and just inside the cut outlines",
        "the same where the game colours the cut outlines (cut_color)",
    ),
    "fold_label": ("fold", "the word at the end of a gutterfold sheet's fold line"),
    "gutterfold_steps": (
        "Fold on the dashed line, printed side out, glue, then {cut}.",
        "the note's last step on gutterfold sheets",
    ),
    "fold_steps": (
        "Cut each piece out on its crop marks, then score and fold it {fold}.",
        "the note's last step on sheets of tents and standees (imposition: fold)",
    ),
    "fold_shaped_steps": (
        "{cut}, then score and fold each piece {fold}.",
        "the same for shaped pieces ({cut} begins with a capital)",
    ),
    "fold_how": ("on the dashed lines, printed side out", "{fold} in the fold steps"),
    "fold_how_base": (
        "on the dashed lines, printed side out (the base tabs outward, to stand)",
        "{fold} in the fold steps, for pieces with base tabs",
    ),
    "cube_steps": (
        "Cut each net out just inside its grey outline, score and fold it on the dashed lines, printed side out, "
        "and glue the tabs inside.",
        "the note's last step on sheets of dice (imposition: cube)",
    ),
    "cube_steps_unlined": (
        "Cut each net out just inside its grey outline, score and fold it between its faces and at the foot of "
        "each tab, printed side out, and glue the tabs inside.",
        "the same for nets printed without fold lines (fold_color: none)",
    ),
    "cube_steps_coloured": (
        "Cut each net out just inside its outline, score and fold it on the dashed lines, printed side out, "
        "and glue the tabs inside.",
        "cube_steps where the game colours the cut outlines (cut_color)",
    ),
    "cube_steps_unlined_coloured": (
        "Cut each net out just inside its outline, score and fold it between its faces and at the foot of "
        "each tab, printed side out, and glue the tabs inside.",
        "cube_steps_unlined where the game colours the cut outlines (cut_color)",
    ),
    # a tiled board ({tile}: a page's name, A1, or the back's "back A1")
    "tile_page": ("piece {tile}", "a tiled board's page, in its footer"),
    "tile_back": ("back {tile}", "the name of a page of a board's back ({tile}: A1)"),
    "tile_heading": (
        "{tile}   (row {row}, column {column} of {columns} × {rows})",
        "the heading at the top of a tiled board's page",
    ),
    "tile_heading_back": (
        "{tile}   (back of the {piece}: row {row}, column {column} of {columns} × {rows})",
        "the heading at the top of a page of a tiled board's back",
    ),
    "glue_here": ("glue {tile} here", "in a glue strip: which page covers it"),
    "assembly_map": ("assembly map", "a tiled board's assembly map, in its footer"),
    "assembly_map_back": ("assembly map, back", "the assembly map of a board's back, in its footer"),
    "map_pages": (
        "{pages} pages, {rows} rows of {columns}, each overlapping the next by a glue strip",
        "{count} in an assembly map's heading",
    ),
    "map_pages_one_row": (
        "{pages} pages, 1 row of {columns}, each overlapping the next by a glue strip",
        "{count} in an assembly map's heading, for a board in one row",
    ),
    "map_heading": ("Assembly map: {count}.", "an assembly map's heading"),
    "map_heading_front": ("Assembly map of the front: {count}.", "the heading of a double-sided board's front map"),
    "map_heading_back": ("Assembly map of the back: {count}.", "the heading of a board's back map"),
    "map_cut": (
        "Cut each page along its crop marks; on every page but {first} also cut off the left and top margins.",
        "an assembly map's first step ({first}: A1)",
    ),
    "map_lay": (
        "Lay each page over its left and upper neighbours (edge on their dotted line, art matching); glue.",
        "an assembly map's second step",
    ),
    "map_trim": (
        "Finally cut the whole {piece} along its outer crop marks.",
        "an assembly map's last step ({piece}: what one piece is called, its component's inventory: noun, else "
        "its kind's: board, tile)",
    ),
    "map_trim_front": (
        "Cut the whole front along its outer crop marks; glue it onto card and cut the card to its edges.",
        "a double-sided board's front map: its third step",
    ),
    "map_back_follows": (
        "The {piece}'s back goes on its other side: its pages follow, its map is page {page}.",
        "a double-sided board's front map: its last step",
    ),
    "map_trim_back": ("Cut the whole back along its outer crop marks.", "the back's map: its third step"),
    "map_turn": (
        "Turn the {piece} over left to right, so that its top edge stays at the top.",
        "the back's map: its fourth step",
    ),
    "map_glue_back": (
        "Glue the back on the {piece}, edge to edge: {first} at the top left, behind front {behind}.",
        "the back's map: its last step ({first}: back A1, {behind}: the front's top right page, A3)",
    ),
    "tile_note": ("Then assemble them as this map shows.", "the note's last step on a tiled board's first map"),
    "tile_note_back": (
        "Then assemble the front as this map shows and glue it onto card; assemble the back as the map on "
        "page {page} shows and glue it on the other side, the {piece} turned over left to right.",
        "the same for a double-sided board",
    ),
    "tile_whole": (
        "The pieces that fit one page print whole on the last pages: {cut}.",
        "the note's last step on a tiled file that also holds pieces small enough to print whole ({cut}: "
        "cut on the crop marks)",
    ),
    "tile_whole_back": (
        "The pieces that fit one page print whole on the last pages, each back on the page after its front: "
        "{cut}, and glue each back behind its front.",
        "the same when those pieces have backs",
    ),
    # a deck's tuck box (pnp export tuckbox)
    "tuckbox": ("{component} tuck box", "a tuck box's footer ({component}: the deck's title)"),
    "tuckbox_contents": ("Contents", "the heading over a tuck box's back: the decks it holds"),
    "tuckbox_cards": ("{component}: {cards} cards", "on a tuck box's back: each deck it holds"),
    "tuckbox_note": (
        "tuck box {size} inside: {cards} cards at {thickness} mm; cut the solid lines, fold the dashed ones; "
        "print at 100 %",
        "a tuck box's footer label ({size}: 63.5 × 88.9 × 12.5 mm)",
    ),
    "tuckbox_note_pieces": (
        "tuck box {size} inside, in {pieces} pieces: {cards} cards at {thickness} mm; cut the solid lines, "
        "fold the dashed ones; print at 100 %",
        "the same for a box printed in pieces",
    ),
    "glue_behind_front": ("glue behind the front panel's edge", "a tuck box's glue flap"),
    "glue_behind_back": ("glue behind the back panel's edge", "a tuck box's glue flap"),
    "glue": ("glue", "a tuck box's glue flap, too narrow for more"),
    # the Tabletop Simulator export (pnp export tts)
    "tts_deck": ("{count} {noun}, {size}", "a TTS deck's Description ({size}: 63.5 × 88.9 mm, in the decimal mark)"),
    "tts_dice": (
        "Not exported: {dice} (dice). Make each a Custom Dice object in TTS from its faces: pnp export proof shows "
        "them.",
        "the saved object's Note, when the game has dice ({dice}: their components' titles)",
    ),
    "tts_sheets": (
        "Sheets to write on, one of each: {sheets}. Copy one for each player (Ctrl+C, Ctrl+V) and write on it with "
        "TTS's drawing tools.",
        "the saved object's Note, when the game has sheets to write on ({sheets}: their components' titles)",
    ),
    # the proof sheets (pnp export proof)
    "proof": ("proof", "a proof file's footer"),
    "proof_page": ("proof {sheet}", "a proof page, in its footer ({sheet}: 2/5)"),
    "proof_heading": (
        "{component}: {count} different {noun}, {copies} printed",
        "a component's heading ({noun}: the component's inventory: noun or plural, else its kind's: card or cards)",
    ),
    "proof_heading_one": (
        "{component}: {count} {noun}, {copies} printed",
        "proof_heading for a component of one design ({count}: 1; {noun} in the singular)",
    ),
    "proof_template": ("template {template}", "under a back: the template it is drawn from"),
    "proof_back": ("back {back}", "a back's name, as its print-shop file's ({back}: teal, 1, or nothing)"),
    # anywhere
    "labelled": (
        "{label}: {text}",
        "a name and what pnp says of it: a rulebook's footer (game: rulebook), a sheet's printing note "
        "(Tiles: print …), a credit (Design: name)",
    ),
    "decimal": (".", "the decimal mark of the measures pnp prints (a tuck box's size, 63.5 × 88.9 × 12.5 mm)"),
    "thousands": (",", 'what the filter number writes between a whole number\'s thousands ($12,000); "" for none'),
}
ENGLISH: dict[str, str] = {key: english for key, (english, _) in WORDS.items()}
# game.yaml's language: de: every key in German (a game's own words: still win, key by key)
GERMAN: dict[str, str] = {
    "quotes": "„“‚‘",
    "spaced_marks": "",
    "players": "{players} Spieler",
    "one_player": "{players} Spieler",
    "player_range": "{low}–{high}",
    "ages": "ab {age} Jahren",
    "page": "Seite {page}",
    "contents": "Inhalt",
    "notes": "Notizen",
    "icon": "Symbol",
    "meaning": "Bedeutung",
    "card": "Karte",
    "cards": "Karten",
    "tile": "Plättchen",
    "tiles": "Plättchen",
    "token": "Marker",
    "tokens": "Marker",
    "tent": "Aufsteller",
    "tents": "Aufsteller",
    "standee": "Figur",
    "standees": "Figuren",
    "die": "Würfel",
    "dice": "Würfel",
    "board": "Spielplan",
    "boards": "Spielpläne",
    "in_each": "je {count} in {groups}\u00a0{label}",
    "other": "andere",
    "booklet_note": "Heft: beidseitig drucken, an der kurzen Kante wenden, in 100 %. Falten und auf dem Falz heften.",
    "pocket_note": (
        "Taschenheft: einseitig in 100 % drucken. Entlang der gestrichelten Linie schneiden, längs falten (Druck "
        "außen), die Enden zusammenschieben und zum Heft falten."
    ),
    "fronts": "Vorderseiten {sheet}",
    "backs": "Rückseiten {sheet}",
    "sheet": "Bogen {sheet}",
    "ruler_inch": "1 Zoll",
    "ruler_mm": "25 mm",
    "scale_bar": "paper",
    "print_one_sided": "einseitig drucken, in 100 % ({sheets}).",
    "print_long_edge": "beidseitig drucken, an der langen Kante wenden, in 100 % ({sheets}).",
    "print_short_edge": "beidseitig drucken, an der kurzen Kante wenden, in 100 % ({sheets}).",
    "sheets": "{sheets} Bögen",
    "one_sheet": "1 Bogen",
    "then_cut": "Dann {cut}.",
    "print_copies": "{copies} Exemplare drucken.",
    "print_copies_each": "Jede Seite so oft drucken, wie ihre Fußzeile sagt.",
    "sheet_copies": "{sheet}, {copies}-mal drucken",
    "cut_apart": "Dann an den gestrichelten Linien auseinanderschneiden.",
    "cut_crop_marks": "an den Schnittmarken schneiden",
    "cut_outlines": "knapp innerhalb der grauen Schnittlinien schneiden",
    "cut_both": "an den Schnittmarken und knapp innerhalb der grauen Schnittlinien schneiden",
    "cut_outlines_coloured": "knapp innerhalb der Schnittlinien schneiden",
    "cut_both_coloured": "an den Schnittmarken und knapp innerhalb der Schnittlinien schneiden",
    "fold_label": "falzen",
    "gutterfold_steps": "An der gestrichelten Linie falzen, Druckseite außen, kleben, dann {cut}.",
    "fold_steps": "Jedes Teil an seinen Schnittmarken ausschneiden, dann {fold} ritzen und falzen.",
    "fold_shaped_steps": "{cut}, dann jedes Teil {fold} ritzen und falzen.",
    "fold_how": "an den gestrichelten Linien, Druckseite außen",
    "fold_how_base": "an den gestrichelten Linien, Druckseite außen (die Standlaschen nach außen)",
    "cube_steps": (
        "Jedes Netz knapp innerhalb seiner grauen Schnittlinie ausschneiden, an den gestrichelten Linien ritzen und "
        "falzen, Druckseite außen, und die Klebelaschen innen verkleben."
    ),
    "cube_steps_unlined": (
        "Jedes Netz knapp innerhalb seiner grauen Schnittlinie ausschneiden, zwischen den Würfelseiten und am Ansatz "
        "jeder Klebelasche ritzen und falzen, Druckseite außen, und die Klebelaschen innen verkleben."
    ),
    "cube_steps_coloured": (
        "Jedes Netz knapp innerhalb seiner Schnittlinie ausschneiden, an den gestrichelten Linien ritzen und "
        "falzen, Druckseite außen, und die Klebelaschen innen verkleben."
    ),
    "cube_steps_unlined_coloured": (
        "Jedes Netz knapp innerhalb seiner Schnittlinie ausschneiden, zwischen den Würfelseiten und am Ansatz "
        "jeder Klebelasche ritzen und falzen, Druckseite außen, und die Klebelaschen innen verkleben."
    ),
    "tile_page": "Teil {tile}",
    "tile_back": "Rückseite {tile}",
    "tile_heading": "{tile}   (Reihe {row}, Spalte {column} von {columns} × {rows})",
    "tile_heading_back": "{tile}   (Rückseite des Plans: Reihe {row}, Spalte {column} von {columns} × {rows})",
    "glue_here": "{tile} hier aufkleben",
    "assembly_map": "Bauplan",
    "assembly_map_back": "Bauplan, Rückseite",
    "map_pages": "{pages} Seiten, {rows} Reihen zu {columns}, jede mit einem Klebestreifen unter der nächsten",
    "map_pages_one_row": "{pages} Seiten, 1 Reihe zu {columns}, jede mit einem Klebestreifen unter der nächsten",
    "map_heading": "Bauplan: {count}.",
    "map_heading_front": "Bauplan der Vorderseite: {count}.",
    "map_heading_back": "Bauplan der Rückseite: {count}.",
    "map_cut": (
        "Jede Seite an ihren Schnittmarken schneiden; außer bei {first} auch den linken und oberen Rand abschneiden."
    ),
    "map_lay": "Jede Seite auf ihre linke und obere Nachbarin legen (Kante auf deren gepunkteter Linie); kleben.",
    "map_trim": "Zuletzt das Ganze an seinen äußeren Schnittmarken schneiden.",
    "map_trim_front": (
        "Die Vorderseite an ihren äußeren Schnittmarken schneiden, auf Karton kleben, den Karton zuschneiden."
    ),
    "map_back_follows": "Die Rückseite kommt auf die andere Seite: Ihre Seiten folgen, ihr Bauplan ist Seite {page}.",
    "map_trim_back": "Die Rückseite an ihren äußeren Schnittmarken schneiden.",
    "map_turn": "Den Plan von links nach rechts wenden, die obere Kante bleibt oben.",
    "map_glue_back": "Die Rückseite bündig aufkleben: {first} oben links, hinter Vorderseite {behind}.",
    "tile_note": "Dann nach diesem Bauplan zusammensetzen.",
    "tile_whole": "Teile, die auf eine Seite passen, stehen ganz auf den letzten Seiten: {cut}.",
    "tile_whole_back": (
        "Teile, die auf eine Seite passen, stehen ganz auf den letzten Seiten, jede Rückseite auf der Seite nach "
        "ihrer Vorderseite: {cut}, dann jede Rückseite hinter ihre Vorderseite kleben."
    ),
    "tile_note_back": (
        "Dann die Vorderseite nach diesem Bauplan zusammensetzen und auf Karton kleben; die Rückseite nach "
        "dem Bauplan auf Seite {page} zusammensetzen und auf die andere Seite kleben, den Plan von links nach"
        " rechts gewendet."
    ),
    "tuckbox": "Steckschachtel {component}",
    "tuckbox_contents": "Inhalt",
    "tuckbox_cards": "{component}: {cards} Karten",
    "tuckbox_note": (
        "Steckschachtel, innen {size}: {cards} Karten zu {thickness} mm; durchgezogene Linien schneiden, "
        "gestrichelte falzen; in 100 % drucken"
    ),
    "tuckbox_note_pieces": (
        "Steckschachtel, innen {size}, in {pieces} Teilen: {cards} Karten zu {thickness} mm; durchgezogene "
        "Linien schneiden, gestrichelte falzen; in 100 % drucken"
    ),
    "glue_behind_front": "hinter die Kante der Vorderseite kleben",
    "glue_behind_back": "hinter die Kante der Rückseite kleben",
    "glue": "kleben",
    "tts_deck": "{count} {noun}, {size}",
    "tts_dice": (
        "Nicht exportiert: {dice} (Würfel). Jeden in TTS als Custom-Dice-Objekt aus seinen Seiten anlegen: "
        "pnp export proof zeigt sie."
    ),
    "tts_sheets": (
        "Bögen zum Beschreiben, je einer: {sheets}. Für jeden Spieler einen kopieren (Strg+C, Strg+V) und mit den "
        "Zeichenwerkzeugen von TTS darauf schreiben."
    ),
    "proof": "Korrekturabzug",
    "proof_page": "Korrekturabzug {sheet}",
    "proof_heading": "{component}: {count} verschiedene {noun}, {copies} gedruckt",
    "proof_heading_one": "{component}: {count} {noun}, {copies} gedruckt",
    "proof_template": "Vorlage {template}",
    "proof_back": "Rückseite {back}",
    "labelled": "{label}: {text}",
    "decimal": ",",
    "thousands": ".",
}
# game.yaml's language: fr: a French publisher's wording; a narrow no-break space (U+202F) before : ; ! ? and %
FRENCH: dict[str, str] = {
    "quotes": "«»‹›",
    "spaced_marks": "«»‹›;:!?",
    "players": "{players} joueurs",
    "one_player": "{players} joueur",
    "player_range": "{low} à {high}",
    "ages": "à partir de {age} ans",
    "page": "page {page}",
    "contents": "Matériel",
    "notes": "Notes",
    "icon": "Symbole",
    "meaning": "Signification",
    "card": "carte",
    "cards": "cartes",
    "tile": "tuile",
    "tiles": "tuiles",
    "token": "jeton",
    "tokens": "jetons",
    "tent": "chevalet",
    "tents": "chevalets",
    "standee": "figurine",
    "standees": "figurines",
    "die": "dé",
    "dice": "dés",
    "board": "plateau",
    "boards": "plateaux",
    "in_each": "{groups}\u00a0{label}, {count}\u00a0de chaque",
    "other": "autres",
    "booklet_note": (
        "Livret\u202f: imprimer en recto verso, retourner sur le bord court, à 100\u202f%. Plier la pile en deux et "
        "agrafer au pli."
    ),
    "pocket_note": (
        "Livret de poche\u202f: imprimer en recto seul à 100\u202f%. Couper le trait pointillé, plier en deux "
        "dans la longueur (impression dehors), rapprocher les bouts et replier en livret."
    ),
    "fronts": "recto {sheet}",
    "backs": "verso {sheet}",
    "sheet": "feuille {sheet}",
    "ruler_inch": "1 pouce",
    "ruler_mm": "25 mm",
    "scale_bar": "paper",
    "print_one_sided": "Imprimer en recto seul, à 100\u202f% ({sheets}).",
    "print_long_edge": "Imprimer en recto verso, retourner sur le bord long, à 100\u202f% ({sheets}).",
    "print_short_edge": "Imprimer en recto verso, retourner sur le bord court, à 100\u202f% ({sheets}).",
    "sheets": "{sheets} feuilles",
    "one_sheet": "1 feuille",
    "then_cut": "Puis {cut}.",
    "print_copies": "Imprimer {copies} exemplaires.",
    "print_copies_each": "Imprimer chaque page autant de fois que l’indique son pied de page.",
    "sheet_copies": "{sheet}, à imprimer {copies} fois",
    "cut_apart": "Puis les séparer en coupant sur les pointillés.",
    "cut_crop_marks": "découper sur les traits de coupe",
    "cut_outlines": "découper juste à l’intérieur des contours gris",
    "cut_both": "découper sur les traits de coupe et juste à l’intérieur des contours gris",
    "cut_outlines_coloured": "découper juste à l’intérieur des contours",
    "cut_both_coloured": "découper sur les traits de coupe et juste à l’intérieur des contours",
    "fold_label": "pli",
    "gutterfold_steps": "Plier sur le pointillé, face imprimée à l’extérieur, coller, puis {cut}.",
    "fold_steps": "Découper chaque pièce sur ses traits de coupe, puis la rainer et la plier {fold}.",
    "fold_shaped_steps": "{cut}, puis rainer et plier chaque pièce {fold}.",
    "fold_how": "sur les pointillés, face imprimée à l’extérieur",
    "fold_how_base": "sur les pointillés, face imprimée à l’extérieur (les languettes du socle vers l’extérieur)",
    "cube_steps": (
        "Découper chaque patron juste à l’intérieur de son contour gris, le rainer et le plier sur les pointillés, "
        "face imprimée à l’extérieur, et coller les languettes à l’intérieur."
    ),
    "cube_steps_unlined": (
        "Découper chaque patron juste à l’intérieur de son contour gris, le rainer et le plier entre ses faces et "
        "au pied de chaque languette, face imprimée à l’extérieur, et coller les languettes à l’intérieur."
    ),
    "cube_steps_coloured": (
        "Découper chaque patron juste à l’intérieur de son contour, le rainer et le plier sur les pointillés, "
        "face imprimée à l’extérieur, et coller les languettes à l’intérieur."
    ),
    "cube_steps_unlined_coloured": (
        "Découper chaque patron juste à l’intérieur de son contour, le rainer et le plier entre ses faces et "
        "au pied de chaque languette, face imprimée à l’extérieur, et coller les languettes à l’intérieur."
    ),
    "tile_page": "partie {tile}",
    "tile_back": "verso {tile}",
    "tile_heading": "{tile}   (rangée {row}, colonne {column} sur {columns} × {rows})",
    "tile_heading_back": "{tile}   (verso du plateau\u202f: rangée {row}, colonne {column} sur {columns} × {rows})",
    "glue_here": "coller {tile} ici",
    "assembly_map": "plan d’assemblage",
    "assembly_map_back": "plan d’assemblage, verso",
    "map_pages": "{pages} pages, {rows} rangées de {columns}, chacune recouvrant la suivante d’une bande de collage",
    "map_pages_one_row": "{pages} pages, 1 rangée de {columns}, chacune recouvrant la suivante d’une bande de collage",
    "map_heading": "Plan d’assemblage\u202f: {count}.",
    "map_heading_front": "Plan d’assemblage du recto\u202f: {count}.",
    "map_heading_back": "Plan d’assemblage du verso\u202f: {count}.",
    "map_cut": (
        "Découper chaque page sur ses traits de coupe\u202f; sauf pour {first}, couper aussi les marges gauche "
        "et haute."
    ),
    "map_lay": (
        "Poser chaque page sur ses voisines de gauche et du haut (bord sur leur pointillé, images raccordées)\u202f; "
        "coller."
    ),
    "map_trim": "Enfin, découper le tout sur ses traits de coupe extérieurs.",
    "map_trim_front": (
        "Découper le recto entier sur ses traits de coupe extérieurs\u202f; le coller sur du carton et découper le "
        "carton à ras."
    ),
    "map_back_follows": "Le verso du plateau va de l’autre côté\u202f: ses pages suivent, son plan est page {page}.",
    "map_trim_back": "Découper le verso entier sur ses traits de coupe extérieurs.",
    "map_turn": "Retourner le plateau de gauche à droite, le bord du haut restant en haut.",
    "map_glue_back": (
        "Coller le verso sur le plateau, bord à bord\u202f: {first} en haut à gauche, derrière le recto {behind}."
    ),
    "tile_note": "Puis les assembler comme le montre ce plan.",
    "tile_whole": "Les pièces qui tiennent sur une page s’impriment entières sur les dernières pages\u202f: {cut}.",
    "tile_whole_back": (
        "Les pièces qui tiennent sur une page s’impriment entières sur les dernières pages, chaque verso sur la "
        "page qui suit son recto\u202f: {cut}, puis coller chaque verso derrière son recto."
    ),
    "tile_note_back": (
        "Puis assembler le recto comme le montre ce plan et le coller sur du carton\u202f; assembler le verso comme "
        "le montre le plan de la page {page} et le coller de l’autre côté, le plateau retourné de gauche à droite."
    ),
    "tuckbox": "boîte {component}",
    "tuckbox_contents": "Contenu",
    "tuckbox_cards": "{component}\u202f: {cards} cartes",
    "tuckbox_note": (
        "boîte de {size} intérieur\u202f: {cards} cartes de {thickness} mm\u202f; couper les traits pleins, plier "
        "les pointillés\u202f; imprimer à 100\u202f%"
    ),
    "tuckbox_note_pieces": (
        "boîte de {size} intérieur, en {pieces} parties\u202f: {cards} cartes de {thickness} mm\u202f; couper les "
        "traits pleins, plier les pointillés\u202f; imprimer à 100\u202f%"
    ),
    "glue_behind_front": "coller derrière le bord du panneau avant",
    "glue_behind_back": "coller derrière le bord du panneau arrière",
    "glue": "coller",
    "tts_deck": "{count} {noun}, {size}",
    "tts_dice": (
        "Non exportés\u202f: {dice} (dés). Faire de chacun un objet Custom Dice dans TTS à partir de ses "
        "faces\u202f: pnp export proof les montre."
    ),
    "tts_sheets": (
        "Feuilles à remplir, une de chaque\u202f: {sheets}. En copier une pour chaque joueur (Ctrl+C, Ctrl+V) et "
        "écrire dessus avec les outils de dessin de TTS."
    ),
    "proof": "épreuve",
    "proof_page": "épreuve {sheet}",
    "proof_heading": "{component}\u202f: {count} sortes de {noun}, {copies} exemplaires",
    "proof_heading_one": "{component}\u202f: {count} sorte de {noun}, {copies} exemplaires",
    "proof_template": "modèle {template}",
    "proof_back": "verso {back}",
    "labelled": "{label}\u202f: {text}",
    "decimal": ",",
    "thousands": "\u202f",
}
# by game.yaml's language: (ISO 639-1). A language is its table here, its number words (pnp.core.numerals) and
# how its rule text says counts (pnp.validate.numbers.language); game.yaml's schema takes the codes from here.
DEFAULT_LANGUAGE = "en"  # a game.yaml that writes no language:
BUILT_IN: dict[str, Mapping[str, str]] = {"en": ENGLISH, "de": GERMAN, "fr": FRENCH}  # by game.yaml's language:
# A language named in words where game.yaml's language: takes its code ('français': 'fr'), in the three languages.
LANGUAGE_NAMES = {
    **dict.fromkeys(("english", "anglais", "englisch"), "en"),
    **dict.fromkeys(("german", "deutsch", "allemand"), "de"),
    **dict.fromkeys(("french", "français", "francais", "französisch"), "fr"),
}


def code_meant(written: str) -> str | None:
    """The built-in language a ``language:`` pnp does not take means: written as its name ('français'), in
    capitals ('FR') or with its region ('fr-CA', 'fr_BE'), whose words and counts are the language's."""
    text = written.strip().lower()
    code = LANGUAGE_NAMES.get(text, re.split(r"[-_]", text)[0])
    return code if code in BUILT_IN else None


EXACT = {  # what a key's wording must be besides a string
    "quotes": {"minLength": 4, "maxLength": 4},
    "spaced_marks": {"pattern": r"^[^\w\s]*$"},
    "decimal": {"enum": [".", ","]},
    "thousands": {"enum": [",", ".", " ", "\u202f", "\u00a0", "'", ""]},
    "scale_bar": {"enum": ["paper", "inch", "mm"]},
}
SCALE_BARS = {"inch": (25.4, "ruler_inch"), "mm": (25.0, "ruler_mm")}  # words' scale_bar: the bar on every paper
EITHER = {"ages": "age"}  # a placeholder a wording may write instead of its English's: "ab {age} Jahren"
PLACEHOLDER = re.compile(r"\{([a-z]+)\}")
DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")


def of_game(manifest: Mapping[str, Any]) -> Words:
    """A game's words: its ``words:`` over the built-in wording of its ``language:`` (English by default)."""
    own = manifest.get("words")
    built_in = BUILT_IN.get(str(manifest.get("language", DEFAULT_LANGUAGE)), ENGLISH)
    return {**built_in, **own} if isinstance(own, Mapping) else built_in


def say(words: Words | None, key: str, **values: object) -> str:
    """The game's wording of ``key`` (else the English), its placeholders filled in."""
    own = (words or {}).get(key)
    text = own if isinstance(own, str) else ENGLISH[key]
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text


def scale_bar(words: Words | None, bar: tuple[float, str] | None) -> tuple[float, str] | None:
    """A footer's scale bar (its length in mm, its label's key: papers.yaml's ``ruler``) with its label in the
    game's words ("1 in", "1 pouce", "1 Zoll"); the game's ``scale_bar`` word (``inch``, ``mm``) gives every
    paper that bar instead, so that a game measured in inches prints an inch to check its rulers on A4 too."""
    if bar is None:
        return None
    length, label = SCALE_BARS.get(say(words, "scale_bar"), bar)
    return length, say(words, label)


def in_numbers(words: Words | None, text: str) -> str:
    """``text`` (a measure pnp wrote: "63.5 × 88.9 mm") with the game's decimal mark (``decimal``)."""
    mark = say(words, "decimal")
    return text if mark == "." else DECIMAL_POINT.sub(mark, text)


def language_schema() -> dict[str, Any]:
    """game.yaml's ``language:``: one of the languages pnp has built-in words for."""
    codes = ", ".join(BUILT_IN)
    return {
        "enum": list(BUILT_IN),
        "description": f"the game's language (ISO 639-1: {codes}; default en): pnp's own printed words, "
        "the counts pnp reads in rule text, what the filter spelled writes",
    }


def schema() -> dict[str, Any]:
    """game.yaml's ``words:``: each key a string that keeps every placeholder of its English."""
    properties: dict[str, Any] = {}
    for key, (english, where) in WORDS.items():
        needed = PLACEHOLDER.findall(english)
        properties[key] = {"type": "string", "description": f"'{english}': {where}", **EXACT.get(key, {})}
        if needed:
            properties[key]["allOf"] = [
                {
                    "pattern": "|".join(re.escape("{" + each + "}") for each in [name, *EITHER.get(name, "").split()]),
                    "description": f"write {{{name}}} where '{english}' has it",
                }
                for name in needed
            ]
    return {
        "type": "object",
        "description": "pnp's own printed words in the game's language (README: game.yaml words)",
        "additionalProperties": False,
        "properties": properties,
    }
