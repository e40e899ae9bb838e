"""pnp: print-and-play content generator for tabletop games."""

__version__ = "0.1.0"
