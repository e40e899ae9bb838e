"""How things are counted: pnp's own messages (in English, as all of them are), a game's nouns in its language."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """``count`` and ``noun``, plural unless it is one: "1 error", "0 errors", "5 games"."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def plural_of(noun: str, language: str) -> str:
    """A noun's plural where the designer gave none: English's regular plural ('butterfly' 'butterflies',
    'box' 'boxes', 'family' 'families', 'tile' 'tiles'); German's by its commonest endings (:func:`_german`);
    French's by its word endings, the noun's first word and the words that agree with it ("jeton rouge" "jetons
    rouges", "cheval" "chevaux", "fiche de héros" "fiches de héros"); in another language the noun and an s."""
    if language == "de":
        return _german(noun)
    if language == "fr":
        return _french_phrase(noun)
    if language != "en":
        return f"{noun}s"
    if noun[-1:] == "y" and noun[-2:-1] not in ("", *"aeiou"):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def singular_of(plural: str) -> str:
    """An English plural's singular, undoing :func:`plural_of`'s regular endings: 'territories' 'territory',
    'boxes' 'box', 'tiles' 'tile'."""
    if plural.endswith("ies"):
        return plural[:-3] + "y"
    if plural.endswith(("ches", "shes", "sses", "xes", "zes")):
        return plural[:-2]
    return plural.removesuffix("s")


# German plurals by the noun's ending (the last word of a compound decides: "Holzwürfel", "Wortkarte"), first
# match wins. A rule cannot see an umlaut the plural takes ("Blatt" "Blätter", "Turm" "Türme") or a loanword's s
# ("Chip" "Chips"): the designer writes those as inventory: plural:.
_GERMAN_ENDINGS = (
    (("el", "er", "en", "chen", "lein"), ""),  # Würfel, Marker, Wagen, Plättchen: as they are
    (("e",), "n"),  # Karte: Karten
    (("ung", "heit", "keit", "schaft", "ion", "tät", "ei", "ur"), "en"),  # Wertung: Wertungen, Figur: Figuren
    (("erin",), "nen"),  # Spielerin: Spielerinnen (not Spielstein)
    (("nis",), "se"),  # Ereignis: Ereignisse
    (("a", "i", "o", "u", "y"), "s"),  # Auto, Kamera: Autos
)


def _german(noun: str) -> str:
    """A German noun's plural by its ending (see :data:`_GERMAN_ENDINGS`), else with an e ("Spielstein":
    "Spielsteine")."""
    ending = noun.lower()
    return noun + next((added for endings, added in _GERMAN_ENDINGS if ending.endswith(endings)), "e")


# French words after which a name's words no longer go with its noun: "fiche de héros", "jeton à gauche".
_FRENCH_LINKS = frozenset({"de", "du", "des", "à", "au", "aux", "en", "pour", "sur"})
# French plurals that the endings' rules get wrong (-al, -ail, -au, -eu and -ou nouns and adjectives).
_FRENCH_S = frozenset({"bal", "carnaval", "chacal", "festival", "récital", "régal", "naval", "fatal", "final", "natal"})
_FRENCH_S |= {"landau", "sarrau", "bleu", "pneu", "émeu"}
_FRENCH_X = frozenset({"bijou", "caillou", "chou", "genou", "hibou", "joujou", "pou"})
_FRENCH_AUX = frozenset({"bail", "corail", "émail", "soupirail", "travail", "vantail", "vitrail"})


def _french(word: str) -> str:
    """One French word made plural by its ending: "jeton" "jetons", "cheval" "chevaux", "tableau" "tableaux",
    "jeu" "jeux", "bijou" "bijoux", "travail" "travaux"; one ending in s, x or z is as it is ("dés", "prix")."""
    lower = word.lower()
    if lower.endswith(("s", "x", "z")):
        return word
    if lower in _FRENCH_S:
        return word + "s"
    if lower in _FRENCH_AUX:
        return word[:-3] + "aux"
    if lower.endswith("al"):
        return word[:-2] + "aux"
    if lower.endswith(("au", "eu")) or lower in _FRENCH_X:
        return word + "x"
    return word + "s"


def _french_phrase(noun: str) -> str:
    """A French noun of one or more words made plural: its first word and the words in lower case that agree with
    it up to a linking word ("jeton rouge" "jetons rouges", "fiche de héros" "fiches de héros")."""
    first, _, rest = noun.partition(" ")
    return _french(first) + (_french_agreeing(" " + rest) if rest else "")


def _french_agreeing(rest: str) -> str:
    """The words after a French noun (``rest``, from its space), each in lower case made plural with it up to a
    linking word ("rouge" "rouges", "de héros" as it is); a capitalised name stays ("Salle")."""
    words, agreeing = rest.split(" "), True
    for index, word in enumerate(words):
        agreeing = agreeing and word.lower() not in _FRENCH_LINKS
        if agreeing and word[:1].islower():
            words[index] = _french(word)
    return " ".join(words)


def name_counted(count: int, name: str, nouns: tuple[str, str], language: str) -> str:
    """An inventory name as printed after its count: as written, unless it names the piece itself by the
    pieces' noun (``nouns``: one, several) and the count is above one. Then the noun is made plural as the
    component's plural has it, where the language puts a name's noun: last in English and German ("12 red
    tokens" of 'red token'), first in French, where the words in lower case that go with it agree up to a
    "de" ("12 jetons rouges" of 'jeton rouge', "3 fiches de héros"; a name stays: "4 cartes Salle"). A name
    without the noun ('Right Path' of cards, 'green' of trap tents, 'trumps') says a kind of piece in the
    designer's own words, plural or not, and is printed as written."""
    singular, plural = nouns
    if count == 1 or not singular:
        return name
    if language == "fr":
        head, rest = name[: len(singular)], name[len(singular) :]
        if head.lower() != singular.lower() or rest[:1] not in ("", " "):
            return name
        return _cased(plural, head) + _french_agreeing(rest)
    start = len(name) - len(singular)
    tail = name[start:]
    if tail.lower() == singular.lower() and (start == 0 or name[start - 1] == " "):
        return name[:start] + _cased(plural, tail)
    return _head_made_plural(name, singular, plural) if language == "en" else name


def _head_made_plural(name: str, singular: str, plural: str) -> str:
    """An English name ending in the last word of a noun of several words, the word that takes the plural: 'room
    tile' of map tiles prints "5 room tiles" (not "5 room tile"), as 'map tile' itself prints "map tiles"."""
    head, heads = singular.split(" ")[-1], plural.split(" ")[-1]
    words = name.split(" ")
    if len(words) < 2 or " " not in singular or words[-1].lower() != head.lower():
        return name
    return " ".join([*words[:-1], _cased(heads, words[-1])])


def _cased(plural: str, written: str) -> str:
    """``plural`` with a capital first letter where the name wrote its noun with one ("Red Tokens")."""
    return plural[:1].upper() + plural[1:] if written[:1].isupper() else plural
