"""Plain path expressions (``card.suit.color``) are followed without building a Jinja context:
they must give exactly what Jinja gives, value or error, whatever the data."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core import expr
from pnp.core.expr import ExpressionError, evaluate, evaluate_expression

NAMES = ["card", "vars", "item", "title", "pips", "range", "self", "none", "x"]
KEYS = ["title", "suit", "color", "pips", "items", "keys", "__class__", "_private", "x"]

leaves = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.floats(allow_nan=False), st.text(max_size=5))
data = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
        st.dictionaries(st.sampled_from(KEYS), inner, max_size=4).map(lambda d: SimpleNamespace(**d)),
    ),
    max_leaves=12,
)
steps = st.one_of(
    st.sampled_from(KEYS).map(lambda key: f".{key}"),
    st.sampled_from(KEYS).map(lambda key: f"['{key}']"),
    st.sampled_from(KEYS).map(lambda key: f'["{key}"]'),
    st.integers(-3, 3).map(lambda index: f"[{index}]"),
)
paths = st.tuples(st.sampled_from(NAMES), st.lists(steps, max_size=4), st.sampled_from(["", " "])).map(
    lambda parts: f"{parts[2]}{parts[0]}{''.join(parts[1])}{parts[2]}"
)


def _outcome(source: str, context: dict) -> tuple[str, object]:
    try:
        value = evaluate_expression(source, context)
    except ExpressionError as exc:
        return "error", str(exc)
    return type(value).__name__, value


def _by_jinja(source: str, context: dict, monkeypatch: pytest.MonkeyPatch) -> tuple[str, object]:
    with monkeypatch.context() as patch:
        patch.setattr(expr, "_simple_path", lambda source: None)
        return _outcome(source, context)


@settings(max_examples=300)
@given(paths, st.dictionaries(st.sampled_from([n for n in NAMES if n != "self"]), data, max_size=5))
def test_a_plain_path_gives_what_jinja_gives(source, context):
    """(No context holds a value named 'self': Jinja's own call would take it for its argument.)"""
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert _outcome(source, context) == _by_jinja(source, context, monkeypatch)


@pytest.mark.parametrize(
    "source",
    ["card.title", "card['title']", "card.suit.color", "card.pips[0]", "card.pips[-1]", "vars.x", " card.title "],
)
def test_paths_that_exist_are_followed_without_jinja(source, monkeypatch):
    context = {"card": {"title": "Ace", "suit": SimpleNamespace(color="#aa0000"), "pips": [1, 2]}, "vars": {"x": 3}}
    expected = _by_jinja(source, context, monkeypatch)
    monkeypatch.setattr(expr, "_compile_expression", None)  # Jinja is not asked
    assert _outcome(source, context) == expected


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("card.missing", "no field 'missing'"),
        ("nosuch.title", "'nosuch' is undefined"),
        ("card.__class__", "access to attribute '__class__'"),
        ("self.x", "Jinja's own object"),
        ("card.pips[7]", r"the list has 2 items, \[0\] to \[1\]: there is no \[7\]"),
    ],
)
def test_paths_that_do_not_resolve_say_why_as_jinja_does(source, message):
    context = {"card": {"title": "Ace", "pips": [1, 2]}}
    with pytest.raises(ExpressionError, match=message.replace("(", r"\(")):
        evaluate(f"{{{{ {source} }}}}", context)


def test_other_expressions_are_not_taken_for_paths():
    for source in ["card.kind == 'x'", "not card", "true", "none", "card.title | upper", "a[b]", "x[01]", "x[1_0]"]:
        assert expr._simple_path(source) is None, source


def test_by_id_reads_an_item_of_a_list_by_its_id():
    """``data.colours | by_id(card.colour)`` for ``data.colours | selectattr('id', 'eq', card.colour) | first``,
    whose wrong id said only "No first item, sequence was empty"."""
    colours = [{"id": "red", "ink": "#000000"}, {"id": "teal", "ink": "#ffffff"}]
    context = {"data": {"colours": colours}, "card": {"colour": "teal"}}
    assert evaluate("{{ (data.colours | by_id(card.colour)).ink }}", context) == "#ffffff"
    with pytest.raises(ExpressionError) as slip:
        evaluate("{{ data.colours | by_id('tael') }}", context)
    assert str(slip.value).endswith(": no row of colours has id 'tael'; did you mean 'teal'?")
    assert slip.value.cause.value == "tael"  # said where the content writes it, by its reader
    with pytest.raises(ExpressionError) as far:
        evaluate("{{ data.colours | by_id('purple') }}", context)
    assert str(far.value).endswith("no row of colours has id 'purple'; the ids are red, teal")
    with pytest.raises(ExpressionError) as wrong:
        evaluate("{{ card.colour | by_id('red') }}", context)
    assert "by_id looks an id up in a list of items (components.tiles.entries), not 'teal'" in str(wrong.value)
    component = SimpleNamespace(entries=colours, cards=colours)
    with pytest.raises(ExpressionError) as whole:
        evaluate("{{ components.colours | by_id('red') }}", {"components": {"colours": component}})
    assert "a component's .entries or .cards, not the component" in str(whole.value)
