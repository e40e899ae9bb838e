"""The words rule text says its counts with, in each language a game's ``language:`` may name: a
:class:`Language`. English is pnp's first; German and French read the same phrasings said their way
("es gibt 100 Wortkarten", "alle 96 Wortkarten", "der Stapel hat 100 Wortkarten", "jeder Spieler
hat 15 Plättchen"; "il y a 16 cartes Salle", "toutes les 100 cartes", "la pioche contient 16 cartes",
"chaque joueur reçoit 15 jetons"). Everything else the check does is the same in every language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from pnp.core.numerals import NUMERALS, Numerals

NOTHING = re.compile(r"(?!)")  # a pattern that never matches: what a language has no words for


def _player_title(players: str) -> re.Pattern:
    """:attr:`Language.player_title` for the words ``players`` (a pattern of the noun, one or several)."""
    before = r"(?:#{1,6}[ \t]+[^\n]*?(?P<paren>\()|(?:#{1,6}[ \t]+)?(?:\*\*|__|\*|_)?)"
    after = r"(?(paren)\)[^\n]*|(?:\*\*|__|\*|_)?[ \t]*:?)"
    return re.compile(rf"^[ \t]*{before}(?P<said>(?P<n>\d+)\s+{players}\b){after}[ \t]*$", re.I | re.M)


# (the pieces' noun, the component's name) -> each pattern, and whether the name must come shortly before it
Besides = Callable[[str, str], Iterator[tuple[re.Pattern, bool]]]


@dataclass(frozen=True)
class Language:
    """How one language says its counts: the patterns :mod:`.reading` looks for, the words of sizes, the
    endings of names. Each pattern's groups are the same in every language."""

    code: str
    numerals: Numerals
    # Words that may stand between a component's name and a count said of it: "the deck, which holds 16".
    says_size: frozenset[str]
    # A part, not the whole, after a count: "the 15 track tiles of their colour" (group part or per).
    of_a_part: re.Pattern
    # After a count: how the pieces are kept, which names no part of them ("in their order", "in a stack").
    manner: re.Pattern
    # Before a component's name: the count is of each part of it ("each suit of the deck holds 11 cards").
    each_part: re.Pattern
    # Before a count: it is of each part (group part): "each player has 15 track tiles".
    for_each: re.Pattern
    # Right before a count, no part named: a count of each of something ("je 10 Wortkarten"), never a whole.
    per_each: re.Pattern
    the: re.Pattern  # right before a count: it is of a whole ("the", "all")
    there_are: re.Pattern  # right before a list of counts: what there is ("there are")
    and_: re.Pattern  # between the items of a list
    are_printed: re.Pattern  # after a list of counts: what there is ("are printed")
    somewhere: re.Pattern  # after a count: where (groups first, last): "in the labyrinth deck"
    whole_game: frozenset[str]  # the words of that place that mean all of the game, or where all is kept ("bag")
    in_brackets: str  # after an entry's copies in brackets: "Room (4 in the deck"
    endings: str  # what a name may end with as rule text says it: "Rooms"
    nouns: dict[str, str]  # the words of the pieces of a kind ("cards") in this language
    stem: Callable[[str], str]  # a part's word as a field is named: "colors" and "colour" alike
    besides: Besides  # the patterns of a component's pieces counted beside its name
    # A name's head noun comes first: "cartes Salle", "bloc de score" (else last: "Room cards", "labyrinth deck").
    head_first: bool = False
    # Between a name and the pieces' noun said after it: a space, in German a hyphen too ("3 Nekromant-Karten").
    joins: str = r"\s+"
    # Right before a component's name said to hold a count, where the name is also a verb: "la pioche contient 16
    # cartes", not "chaque joueur pioche 5 cartes". None: any word.
    before_name: re.Pattern | None = None
    # A bare "one" that is also the article ("une carte Salle", "piochez une carte"): read as 1 only right before
    # a name it may count a group by, where the phrasings read a count, and never of a whole component
    # ("il y a une pioche").
    ones: frozenset[str] = frozenset()
    # How many play, as a range said of the players (groups low, high): "for 2 to 4 players", not a variant's
    # "with 2-3 players".
    players: re.Pattern = NOTHING
    # How many play, as one number said of the game: "for 4 players" (group n: so many can play), "for up to 5
    # players" (group most: the most who can), "a solo game" (group solo: one can play alone); not an amount
    # ("each of the 4 players draws").
    player_count: re.Pattern = NOTHING
    # How many play, as a title says it (group n, the words quoted: group said): a heading's "(1 player)"
    # ("### Solo rules (1 player)"), or a line that says nothing else ("**2 players**"); not a rule's
    # "1 player: remove 10 cards", which goes on.
    player_title: re.Pattern = NOTHING
    # Right before a count, "all" in a clause (group clause) that may name whose they are: "the first player to bring
    # all 3 boats" counts one player's boats, not the component's.
    all_of_one: re.Pattern = NOTHING
    # After a count: the pieces are put back somewhere (group last: its word), "put the 3 cards back in the deck":
    # an amount moved, whatever stands before it; not back in the box (whole_game): all of them.
    put_back: re.Pattern = NOTHING

    def head(self, title: str) -> str:
        """The word that names a component by its title ("deck" of "Labyrinth deck", "bloc" of "Bloc de score")."""
        words = title.lower().split()
        return words[0 if self.head_first else -1]


def _english_stem(word: str) -> str:
    return word.lower().replace("color", "colour").removesuffix("s")


def _english_besides(plural: str, name: str) -> Iterator[tuple[re.Pattern, bool]]:
    """ "the deck has 16 cards", "the 16 cards of the deck", "a 16-card labyrinth deck"."""
    singular = plural.removesuffix("s")
    plural, singular, name = (re.escape(word) for word in (plural, singular, name))
    yield re.compile(rf"\b(?P<n>\d+)\s+{plural}\b"), True
    yield re.compile(rf"\bthe\s+(?P<at>(?P<n>\d+)\s+{plural})\s+(?:of|in)\s+the\s+(?:\w+\s+)?{name}\b", re.I), False
    yield re.compile(rf"\b(?P<at>(?P<n>\d+)-{singular})\s+(?:\w+\s+){{0,2}}{name}\b", re.I), False


ENGLISH = Language(
    code="en",
    numerals=NUMERALS["en"],
    says_size=frozenset(
        "of has have holds hold contains contain is are was with which that now always exactly all in its "  # noqa: SIM905
        "total consists a an made up".split()
    ),
    of_a_part=re.compile(
        r"\s+(?:(?:of|in|for|from)\s+(?:(?:each|every|one|their|his|her|its|a|an)\b(?:\s+(?P<part>\w+))?|\d+|your|our|any)\b"
        r"|per\s+(?P<per>\w+)|apiece\b|each\b)",
        re.I,
    ),
    manner=re.compile(  # "in a circle", "in a row": how they are laid out, where "in the row" is a place
        r"\s+in\s+(?:(?:(?:their|its|his|her|the|a|an|one)\s+)?(?:(?:numbered|numerical|the\s+same)\s+)?"
        r"(?:order|box|stack|pile|sequence)|(?:their|its|a|an|one)\s+(?:(?:big|large|wide|long|loose|single)\s+)?"
        r"(?:circle|ring|row|line|column|heap|grid|spiral|fan))\b",
        re.I,
    ),
    each_part=re.compile(r"\b(?:each|every)\s+\w+\s+(?:of|in)\s+(?:the\s+)?$", re.I),
    for_each=re.compile(  # not "each player draws from the 60 track tiles": one verb, then the count
        r"\b(?:each|every)\s+(?P<part>\w+)\s+(?:(?:has|have|holds?|owns?|gets?|receives?|keeps?|takes?|starts?\s+with)\s+"
        r"(?:(?:the|all(?:\s+the)?|their|its|his|her)\s+)?|\w+\s+(?:the|all(?:\s+the)?|their)\s+)$",
        re.I,
    ),
    per_each=NOTHING,
    the=re.compile(r"\b(?:the|all(?:\s+(?:of\s+)?the)?)\s+$", re.I),
    there_are=re.compile(  # "there are", "the box contains", "In the box:", "Components:"
        r"(?:\bthere\s+(?:are|is|were|will\s+be)"
        r"|\bthe\s+(?:game|box|tin|bag|pouch|sack)\s+(?:contains|includes|holds|has|comes\s+with|consists\s+of)"
        r"|(?:^|[(.:;!?\n])\s*(?:in\s+the\s+box|components|contents)\s*:)\s+(?:also\s+|only\s+)?$",
        re.I,
    ),
    and_=re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|;\s*)", re.I),
    are_printed=re.compile(r"\s+(?:are|is)\s+(?:printed|included)\b", re.I),
    somewhere=re.compile(  # "in the river"; "after the neutral marker", "ahead of the pawn": beside something
        r"\s+(?:in|of|from|inside|on|after|behind|beyond|past|beside|next\s+to|nearest(?:\s+to)?"
        r"|(?:ahead|in\s+front|left|right)\s+of|(?:counter)?clockwise\s+from)"
        r"\s+(?:the|this|that)\s+(?:(?P<first>[\w-]+)\s+)?(?P<last>[\w-]+)",
        re.I,
    ),
    whole_game=frozenset({"game", "box", "tin", "lid", "bag", "pouch", "sack"}),  # a microgame's tin, its lid
    in_brackets=r"\s+in\s+the\b",
    endings=r"(?:e?s)?",
    nouns={},
    stem=_english_stem,
    besides=_english_besides,
    players=re.compile(r"(?<!with )\b(?P<low>\d+)\s*(?:to|–|—|-)\s*(?P<high>\d+)\s+(?:players|people)\b", re.I),
    player_count=re.compile(
        r"(?:\bfor\s+|\b(?:plays|seats)\s+(?=up\s)|\((?=up\s))(?:up\s+to\s+(?P<most>\d+)|(?P<n>\d+))\s+"
        r"(?:players?|people|persons?)\b|\b(?P<solo>solo|solitaire)[\s-]+(?:game|puzzle)\b",
        re.I,
    ),
    player_title=_player_title(r"(?:players?|people|persons?)"),
    all_of_one=re.compile(r"(?P<clause>[^.;:!?\n]*)\ball\s+$", re.I),
    put_back=re.compile(
        r"\s+back\s+(?:in|into|on|onto|under|to|at|beneath|in\s+front\s+of)\b"
        r"(?:\s+(?:the|their|its|his|her|your|this|that)\s+(?:[\w-]+\s+)?(?P<last>[\w-]+))?",
        re.I,
    ),
)


def _german_stem(word: str) -> str:
    """ "Farben", "Farbe" and "farbe" alike; "Spielern", "Spielers" and "Spieler"."""
    word = word.lower()
    for ending in ("en", "n", "s", "e"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word.removesuffix(ending)
    return word


def _german_besides(plural: str, name: str) -> Iterator[tuple[re.Pattern, bool]]:
    """ "die Wortkarten (100 Karten", "der Punkteblock hat 4 Plättchen": a German title is the pieces'
    own noun, so "die 100 Karten der Wortkarten" is never said."""
    yield re.compile(rf"\b(?P<n>\d+)\s+{re.escape(plural)}\b", re.I), True


_DE_EACH = r"jede[mnrs]?"
_DE_HAS = (  # a verb that says what each has: "jeder Spieler hat", "erhält", "beginnt mit"
    r"(?:hat|haben|besitzt|besitzen|erhält|erhalten|bekommt|bekommen|(?:beginnt|beginnen|startet|starten)\s+mit)"
)
_DE_THEIR = r"(?:die|alle|seine|ihre|deine|eure|sein|ihr|dein|euer)"
_DE_PER = r"(?:je|jeweils)"


def _german() -> Language:
    return Language(
        code="de",
        numerals=NUMERALS["de"],
        says_size=frozenset(
            "von hat haben enthält enthalten umfasst umfassen besteht bestehen aus mit ist sind war waren "  # noqa: SIM905
            "die der das welche welcher welches genau insgesamt alle immer nun jetzt im in".split()
        ),
        of_a_part=re.compile(  # "die 15 Plättchen ihrer Farbe", "10 Wortkarten je Kategorie", "in 8 Kategorien"
            # after the count, not over a blank line ("#### 30 Plättchen\n\nJeder Spieler wählt …")
            rf"(?=\s)[ \t]*\n?[ \t]*(?:(?:(?:von|aus|für|in|an|bei)\s+)?"
            rf"(?:{_DE_EACH}|ihre[mnrs]?|seine[mnrs]?|deine[mnrs]?|eure[mnrs]?|eine[mnrs]?)\b(?:\s+(?P<part>\w+))?|(?:von|aus|in)\s+\d+\b|(?:pro|je)\s+(?P<per>\w+)|jeweils\b)",
            re.I,
        ),
        manner=re.compile(  # "in ihrer Reihenfolge", "der Reihe nach", "in ihrer Schachtel", "auf einem Stapel"
            r"\s+(?:in\s+(?:ihrer|seiner|der)\s+(?:Reihenfolge|Schachtel)|der\s+Reihe\s+nach"
            r"|(?:auf|in)\s+(?:einem|einen|ihrem|ihren)\s+Stapel)\b",
            re.I,
        ),
        each_part=re.compile(rf"\b{_DE_EACH}\s+\w+\s+(?:des|der|im|in\s+(?:dem|der))\s+$", re.I),
        # "Jeder Spieler hat 15", "jeder Spieler nimmt die 4", "die Spieler erhalten jeweils 15"; not "jeder Spieler
        # zieht 5 Karten" (a verb, then the count) nor "alle Spieler erhalten 5" (no "je").
        for_each=re.compile(
            rf"\b(?:{_DE_EACH}|(?P<all>die|alle))\s+(?P<part>\w+)\s+(?:{_DE_HAS}\s+|\w+\s+(?=(?:{_DE_PER}|{_DE_THEIR})\s))"
            rf"(?(all){_DE_PER}\s+|(?:{_DE_PER}\s+)?)(?:{_DE_THEIR}\s+)?$",
            re.I,
        ),
        per_each=re.compile(rf"\b{_DE_PER}\s+$", re.I),
        # Not a relative pronoun after a comma: "Spieler, die 5 Wortkarten haben".
        the=re.compile(r"(?<!,)(?<!,\s)\b(?:die|der|das|den|dem|alle|allen|sämtliche|sämtlichen)\s+$", re.I),
        there_are=re.compile(
            r"(?:\b(?:es\s+gibt|gibt\s+es|es\s+sind|enthalten\s+sind|zum\s+spiel\s+gehören"
            r"|(?:das\s+spiel|die\s+(?:spiel)?schachtel|die\s+box|die\s+(?:blech)?dose|das\s+spielmaterial"
            r"|der\s+(?:karten)?stapel|das\s+deck|der\s+beutel)"
            r"\s+(?:hat|enthält|umfasst|besteht\s+aus)"
            r"|(?:im\s+spiel|in\s+der\s+(?:spiel)?schachtel)\s+(?:sind|gibt\s+es|liegen|befinden\s+sich)"
            r"|spielmaterial\s*:|inhalt\s*:)|(?:^|[(.:;!?\n])\s*insgesamt)\s+(?:auch\s+|nur\s+|genau\s+|insgesamt\s+)?$",
            re.I,
        ),
        and_=re.compile(r"\s*(?:,\s*(?:(?:und|sowie|dazu|außerdem)\s+)?|\s+(?:und|sowie)\s+|;\s*)", re.I),
        are_printed=re.compile(
            r"\s+(?:(?:sind|ist|werden|wird)\s+(?:\w+\s+){0,2}(?:gedruckt|enthalten|dabei|beigelegt)"
            r"|liegen\s+(?:dem\s+spiel\s+)?bei|gehören\s+(?:zum|in\s+das)\s+spiel)\b",
            re.I,
        ),
        somewhere=re.compile(  # "im Stapel", "aus dem Punkteblock", "in der Tischmitte"
            r"\s+(?:(?:in|aus|von|auf|unter|neben|hinter)\s+(?:dem|der|den|diesem|dieser)|im|vom|am|beim|zum|zur|ins)"
            r"\s+(?:(?P<first>[\w-]+)\s+)?(?P<last>[\w-]+)",
            re.I,
        ),
        whole_game=frozenset(  # a microgame's tin (Dose, Blechdose) and its lid (Deckel) too
            {"spiel", "schachtel", "spielschachtel", "box", "dose", "blechdose", "deckel", "stapel", "kartenstapel"}
            | {"deck", "beutel"}
        ),
        in_brackets=r"\s+(?:im|in\s+(?:dem|der|den))\b",
        endings=r"(?:e|en|n|er|s|es)?",
        nouns={
            "cards": "Karten",
            "tiles": "Plättchen",
            "tokens": "Marker",
            "tents": "Aufsteller",
            "standees": "Aufsteller",
        },
        stem=_german_stem,
        besides=_german_besides,
        joins=r"(?:\s+|-)",
        players=re.compile(
            r"(?<!mit )(?<!bei )\b(?P<low>\d+)\s*(?:bis|–|—|-)\s*(?P<high>\d+)\s+(?:Spieler(?:innen|n)?|Personen)\b",
            re.I,
        ),
        player_count=re.compile(  # "für 4 Personen", "für bis zu 5 Spieler", "(bis zu 5 Spieler", "ein Solospiel"
            r"(?:\bfür\s+|\((?=bis\s))(?:bis\s+zu\s+(?P<most>\d+)|(?P<n>\d+))\s+(?:Spieler(?:in|innen|n)?|Personen?)\b"
            r"|\b(?P<solo>Solo)-?spiel\b",
            re.I,
        ),
        player_title=_player_title(r"(?:Spieler(?:in|innen|n)?|Personen?)"),
    )


def _french_stem(word: str) -> str:
    """ "couleurs", "Couleur" and "couleur" alike; "joueurs" and "joueur"."""
    word = word.lower()
    return word[:-1] if word[-1:] in ("s", "x") and len(word) > 3 else word


def _french_besides(plural: str, name: str) -> Iterator[tuple[re.Pattern, bool]]:
    """ "la pioche contient 16 cartes", "la pioche (16 cartes", "les 16 cartes de la pioche"."""
    plural, name = re.escape(plural), re.escape(name)
    yield re.compile(rf"\b(?P<n>\d+)\s+{plural}\b", re.I), True
    yield (
        re.compile(rf"\bles\s+(?P<at>(?P<n>\d+)\s+{plural})\s+(?:de|dans)\s+(?:la|le|l['’])\s*{name}\b", re.I),
        False,
    )


_FR_EACH = r"chaque"
_FR_HAS = (  # a verb that says what each has: "chaque joueur a", "reçoit", "commence avec", "dispose de"
    r"(?:a|ont|possède|possèdent|reçoit|reçoivent|obtient|obtiennent|garde|gardent|dispose\s+de|disposent\s+de"
    r"|(?:commence|commencent|démarre|démarrent)\s+avec)"
)
_FR_THEIR = r"(?:les|ses|leurs|tous\s+les|toutes\s+les|sa|son|leur|vos|tes)"
_FR_PER = r"chacune?"
_FR_THE = r"(?:la|le|les|cette|ce|cet)"


def _french() -> Language:
    return Language(
        code="fr",
        numerals=NUMERALS["fr"],
        says_size=frozenset(
            "de d du des a ont contient contiennent compte comptent comprend comprennent est sont se compose "  # noqa: SIM905
            "composent composé composée composés composées constitué constituée formé formée qui avec exactement "
            "toujours maintenant désormais en tout au total".split()
        ),
        of_a_part=re.compile(  # "les 15 jetons de leur couleur", "15 jetons par joueur", "sur 4 couleurs"
            r"\s+(?:(?:de\s+|d['’]|pour\s+|à\s+|dans\s+|en\s+)(?:chaque|leur|sa|son|ses|leurs|votre|vos|une?)\b"
            r"(?:\s+(?P<part>\w+))?|(?:sur|parmi|de|en)\s+\d+\b|par\s+(?P<per>\w+)|chacune?\b)",
            re.I,
        ),
        manner=re.compile(  # "dans l'ordre", "dans leur ordre", "dans leur boîte", "en une pile"
            r"\s+(?:dans\s+(?:l['’]\s*|leur\s+|son\s+)ordre|dans\s+(?:leur|sa|une)\s+bo[iî]te|en\s+(?:une\s+)?pile)\b",
            re.I,
        ),
        each_part=re.compile(rf"\b{_FR_EACH}\s+\w+\s+(?:de\s+la|de\s+l['’]|du|des|dans\s+(?:la|le|l['’]))\s*$", re.I),
        # "chaque joueur reçoit 15", "chaque joueur prend les 4", "les joueurs reçoivent chacun 15"; not "chaque joueur
        # pioche 5 cartes" (a verb, then the count) nor "les joueurs reçoivent 5" (no "chacun").
        for_each=re.compile(
            rf"\b(?:{_FR_EACH}|(?P<all>les|tous\s+les))\s+(?P<part>\w+)\s+"
            rf"(?:{_FR_HAS}\s+|\w+\s+(?=(?:{_FR_PER}|{_FR_THEIR})\s))"
            rf"(?(all){_FR_PER}\s+|(?:{_FR_PER}\s+)?)(?:{_FR_THEIR}\s+)?$",
            re.I,
        ),
        per_each=re.compile(rf"\b{_FR_PER}\s+$", re.I),
        # Not a pronoun after a comma or a verb's hyphen: "les cartes, les 5 premières", "prenez-les".
        the=re.compile(r"(?<![,-])(?<!,\s)\b(?:les|(?:tous|toutes)\s+les|l['’]ensemble\s+des|ces)\s+$", re.I),
        there_are=re.compile(
            r"(?:\b(?:il\s+y\s+a|y\s+a-t-il|on\s+trouve"
            r"|(?:le\s+jeu|la\s+boîte|la\s+boite|le\s+matériel|la\s+pioche|le\s+paquet|le\s+sac)\s+"
            r"(?:contient|comprend|compte|(?:se\s+compose|est\s+composée?|est\s+constituée?|est\s+formée?)\s+de)"
            r"|(?:dans\s+(?:le\s+jeu|la\s+boîte|la\s+boite))\s*,?\s+(?:il\s+y\s+a|on\s+trouve)"
            r"|matériel\s*:|contenu(?:\s+de\s+la\s+boîte)?\s*:)"
            r"|(?:^|[(.:;!?\n])\s*(?:au\s+total|en\s+tout)\s*,?)\s+(?:aussi\s+|également\s+|seulement\s+|exactement\s+)?$",
            re.I,
        ),
        and_=re.compile(r"\s*(?:,\s*(?:(?:et|ainsi\s+que|plus)\s+)?|\s+(?:et|ainsi\s+que)\s+|;\s*)", re.I),
        are_printed=re.compile(
            r"\s+(?:(?:sont|est)\s+(?:\w+\s+){0,2}(?:imprimée?s?|fournie?s?|incluse?s?|comprise?s?)"
            r"|font\s+partie\s+du\s+(?:jeu|matériel)|(?:se\s+trouvent|sont)\s+dans\s+la\s+boîte)\b",
            re.I,
        ),
        somewhere=re.compile(  # "dans la pioche", "de la réserve", "du bloc", "sur le plateau", "dans l'ordre"
            rf"\s+(?:(?:dans|de|sur|sous|parmi|hors\s+de)\s+(?:{_FR_THE}\s+|l['’]\s*)|(?:du|des|au|aux)\s+)"
            r"(?:(?P<first>[\w-]+)\s+)?(?P<last>[\w-]+)",
            re.I,
        ),
        whole_game=frozenset(  # "boîte" is a microgame's tin as well, "couvercle" its lid
            {"jeu", "boîte", "boite", "couvercle", "matériel", "paquet", "pioche", "sac"}
        ),
        in_brackets=r"\s+(?:(?:dans|de|sur)\s+(?:la|le|les|l['’])|du|au)",
        endings=r"(?:s|x)?",
        nouns={
            "cards": "cartes",
            "tiles": "tuiles",
            "tokens": "jetons",
            "tents": "chevalets",
            "standees": "figurines",
        },
        stem=_french_stem,
        besides=_french_besides,
        head_first=True,
        before_name=re.compile(rf"\b(?:{_FR_THE}|l['’]|une?|sa|son|votre|leur|du|de\s+la)\s*$", re.I),
        ones=frozenset({"un", "une"}),
        players=re.compile(
            r"(?<!avec )\b(?P<low>\d+)\s*(?:à|–|—|-)\s*(?P<high>\d+)\s+(?:joueu(?:r|se)s|personnes)\b", re.I
        ),
        player_count=re.compile(  # "pour 4 joueurs", "pour jusqu'à 5 joueurs", "(jusqu'à 5 joueurs", "un jeu solo"
            r"(?:\bpour\s+|\((?=jusqu))(?:jusqu['’]à\s+(?P<most>\d+)|(?P<n>\d+))\s+(?:joueu(?:r|se)s?|personnes?)\b"
            r"|\bjeu\s+(?:en\s+)?(?P<solo>solo|solitaire)\b",
            re.I,
        ),
        player_title=_player_title(r"(?:joueu(?:r|se)s?|personnes?)"),
    )


class _Languages(Mapping[str, Language]):
    """The languages game.yaml's ``language:`` names, each made (its patterns compiled) when a game first
    asks for it: a run of English games never compiles the others'."""

    def __init__(self, makers: dict[str, Callable[[], Language]]) -> None:
        self._makers = makers
        self._made: dict[str, Language] = {}

    def __getitem__(self, code: str) -> Language:
        if code not in self._made:
            self._made[code] = self._makers[code]()
        return self._made[code]

    def __iter__(self) -> Iterator[str]:
        return iter(self._makers)

    def __len__(self) -> int:
        return len(self._makers)


LANGUAGES = _Languages({"en": lambda: ENGLISH, "de": _german, "fr": _french})
