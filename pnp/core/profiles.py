"""Print profiles, as data (``profiles.yaml`` beside this module): a vendor's bleed, pixels and colours."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from pnp.core.color import Ink
from pnp.core.datafile import load_data

PROFILES_FILE = Path(__file__).with_name("profiles.yaml")
MM_PER_INCH = 25.4
MIN_DPI, MAX_DPI = 72, 1200  # the resolutions pnp export takes
PIXEL_TOLERANCE = 0.05  # px: closer than this to a whole number counts as whole (rounding in PDF sizes)


@dataclass(frozen=True)
class PdfX:
    """The PDF/X standard a shop takes, and the printing condition its files are made for (a name registered
    with the ICC, so that no profile needs to be embedded)."""

    version: str  # "PDF/X-1a:2003"
    condition: str  # OutputConditionIdentifier: "CGATS TR 001"
    info: str  # what people call it: "U.S. Web Coated (SWOP) v2"
    registry: str = "http://www.color.org"


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    dpi: int
    bleed: float | None  # mm; None keeps each template's own
    whole_pixels: bool
    ink: Ink | None  # vector colours in CMYK (with the shop's total ink limit); None: RGB
    min_dpi: int | None = None  # the shop rejects rasters below this
    upright: tuple[str, ...] = ()  # component kinds the shop takes only in portrait (print-shop turns them)
    pdfx: PdfX | None = None  # sheets and print-shop PDFs made to this standard
    pngs: bool = True  # the shop takes PNGs; else print-shop writes its PDF alone
    art_ppi: int | None = None  # raster art printing at fewer pixels per inch is a warning (None: see least_ppi)

    @property
    def least_ppi(self) -> int:
        """The fewest pixels per inch raster art may print at: the profile's art_ppi, else its min_dpi, else 300."""
        return self.art_ppi or self.min_dpi or 300

    def with_dpi(self, dpi: int | None) -> Profile:
        """The profile at another resolution (a bleed given in pixels keeps its millimetres)."""
        return self if dpi is None else replace(self, dpi=dpi)

    def pixels(self, mm: float) -> float:
        return mm * self.dpi / MM_PER_INCH


@cache
def profiles() -> dict[str, Profile]:
    """The shipped profiles (a workspace may add its own: :func:`pnp.load.profiles.workspace_profiles`)."""
    return made_profiles(load_data(PROFILES_FILE))


def made_profiles(raw: Mapping[str, Any]) -> dict[str, Profile]:
    """Profiles from their data (checked against pnp/schemas/profiles.yaml)."""
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
            Ink(spec.get("ink_limit", 400) / 100) if spec.get("colour") == "cmyk" else None,
            spec.get("min_dpi"),
            tuple(spec.get("upright", ())),
            PdfX(**spec["pdfx"]) if "pdfx" in spec else None,
            spec.get("pngs", True),
            spec.get("art_ppi"),
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
    ink_saver: bool = False  # also each file in the templates' ink-saving looks (their ink_saver:)
    components: frozenset[str] = frozenset()  # an export's --component: the only ones sent to the shop (empty: all)

    def bleed_profile(self, component: str) -> Profile:
        """The profile whose bleed ``component``'s templates must give: the shop's for a component it is sent,
        the home one for those an export's ``--component`` leaves at home (their bleed stands in no one's way)."""
        sent = not self.components or component in self.components
        return self.profile if sent else profile("home")

    @property
    def layout_need(self) -> str:
        """What a file laid out by ``--layout`` needs of a build to be made again (its record in the output
        folder, pnp.write.files): a gutterfold build does not remove the duplex files, nor the reverse."""
        return f"layout-{self.layout or 'duplex'}"
