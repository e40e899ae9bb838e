"""Print profiles, as data (``profiles.yaml`` beside this module): a vendor's bleed, pixels and colours."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from pnp.core.datafile import load_data

PROFILES_FILE = Path(__file__).with_name("profiles.yaml")
MM_PER_INCH = 25.4
MIN_DPI, MAX_DPI = 72, 1200  # the resolutions pnp export takes
PIXEL_TOLERANCE = 0.05  # px: closer than this to a whole number counts as whole (rounding in PDF sizes)


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    dpi: int
    bleed: float | None  # mm; None keeps each template's own
    whole_pixels: bool
    cmyk: bool
    min_dpi: int | None = None  # the shop rejects rasters below this
    upright: tuple[str, ...] = ()  # component kinds the shop takes only in portrait (print-shop turns them)

    def with_dpi(self, dpi: int | None) -> Profile:
        """The profile at another resolution (a bleed given in pixels keeps its millimetres)."""
        return self if dpi is None else replace(self, dpi=dpi)

    def pixels(self, mm: float) -> float:
        return mm * self.dpi / MM_PER_INCH


@cache
def profiles() -> dict[str, Profile]:
    raw = load_data(PROFILES_FILE)
    result = {}
    for name, spec in raw.items():
        dpi = int(spec["dpi"])
        bleed = spec["bleed_px"] * MM_PER_INCH / dpi if "bleed_px" in spec else spec.get("bleed")
        result[name] = Profile(
            name,
            spec["title"],
            dpi,
            bleed,
            bool(spec.get("whole_pixels")),
            spec.get("colour") == "cmyk",
            spec.get("min_dpi"),
            tuple(spec.get("upright", ())),
        )
    return result


def profile(name: str) -> Profile:
    return profiles()[name]


@dataclass(frozen=True)
class PrintSettings:
    """How this build prints, beyond what the content says: the command line's choices."""

    profile: Profile = field(default_factory=lambda: profile("home"))
    layout: str | None = None  # "gutterfold": fronts and backs on one side of the paper, folded, for every deck
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm every backs page moves (right, up): a printer's duplex shift
