"""Text set in capitals (``case: upper``) as each language writes them: Greek capitals drop their accents and
breathings (Φαγητό is ΦΑΓΗΤΟ, not ΦΑΓΗΤΌ), keeping the diaeresis, and a vowel whose accent kept it apart from
the next (τσάι) marks that next one with a diaeresis instead (ΤΣΑΪ)."""

from __future__ import annotations

import re
import unicodedata

# The marks Greek capitals leave out: acute (tonos), grave, circumflex and the two breathings (an iota
# subscript is a capital iota already: "ᾳ".upper() is ΑΙ).
_DROPPED = "\u0300\u0301\u0342\u0313\u0314"
_DIAERESIS = "\u0308"
# A stressed vowel before ι or υ that would otherwise read as one sound with it (αι, ει, οι, υι; αυ, ευ, ηυ, ου).
_APART = re.compile(f"([ΑΕΟΥ][{_DROPPED}]+)(Ι)(?![{_DIAERESIS}])|([ΑΕΗΟ][{_DROPPED}]+)(Υ)(?![{_DIAERESIS}])")
_GREEK_ACCENT = re.compile(f"(?<=[\u0370-\u03ff\u1f00-\u1fff])([{_DIAERESIS}]?)[{_DROPPED}]+([{_DIAERESIS}]?)")
_DISJUNCTIVE = re.compile(r"(?<![\w\u0300-\u036f])Ή(?![\w\u0300-\u036f])")  # "or", ή, keeps its accent: Ή


def capitals(text: str) -> str:
    """``text`` in capitals, Greek without its accents (see the module)."""
    upper = text.upper()
    if not any("\u0370" <= char <= "\u03ff" or "\u1f00" <= char <= "\u1fff" for char in upper):
        return upper
    kept = _DISJUNCTIVE.sub("\ue000", upper)  # set aside while the accents go
    apart = unicodedata.normalize("NFD", kept)
    apart = _APART.sub(lambda m: (m[1] + m[2] if m[1] else m[3] + m[4]) + _DIAERESIS, apart)
    bare = _GREEK_ACCENT.sub(lambda m: m[1] or m[2], apart)
    return unicodedata.normalize("NFC", bare).replace("\ue000", "Ή")
