"""The ``duplex:`` option every imposition that prints backs takes (and a piece component names in its schema)."""

DUPLEX_OPTION = {
    "enum": ["long-edge", "short-edge", "none"],
    "default": "long-edge",
    "description": "how the printer flips the sheet; none prints no backs",
}
