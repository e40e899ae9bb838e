"""`pnp diff`: the pieces whose printed text changed since a git revision, with a proof page each."""

from __future__ import annotations

import subprocess

import pytest
from conftest import edit, make_workspace, run_pnp
from pdfread import page_sizes_mm, page_texts


def git(root, *args):
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


def test_diff_lists_exactly_the_edited_card_and_proofs_it(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    git(root, "init", "-q")
    git(root, "add", "content", "templates")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    edit(root / "content/labyrinth-deck/actions.yaml", "Choose one of them.", "Pick one of them.")
    result = run_pnp(root, "diff", "labyrinth-deck")
    assert result.exit_code == 0, result.output
    listed = [line for line in result.output.splitlines() if line.startswith("labyrinth-deck: ")]
    assert listed == ["labyrinth-deck: actions/scout-ahead: changed"]
    proof = root / "output/labyrinth-deck/labyrinth-deck-diff.pdf"
    assert page_sizes_mm(proof) == [pytest.approx((297, 210), abs=0.01)]  # one landscape A4 page per change
    (page,) = page_texts(proof)
    flat = " ".join(page.split())
    assert "actions/scout-ahead: changed" in flat
    assert "Choose one of them." in flat and "Pick one of them." in flat  # before and after, side by side


def test_diff_compares_the_examples_sheet_as_it_prints_with_its_captions(tmp_path):
    """Twisty Tracks' examples sheet prints a title and caption under each figure (the rules draw the
    figure alone): an edited caption is a changed piece, proofed as the sheet prints it."""
    root = make_workspace(tmp_path, "twisty-tracks")
    git(root, "init", "-q")
    git(root, "add", "content", "templates")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    edit(root / "content/twisty-tracks/examples.yaml", "stops at the bottom, where", "halts at the bottom, where")
    result = run_pnp(root, "diff", "twisty-tracks")
    assert result.exit_code == 0, result.output
    listed = [line for line in result.output.splitlines() if line.startswith("twisty-tracks: ")]
    assert listed == ["twisty-tracks: examples/tunnel: changed"]
    (page,) = page_texts(root / "output/twisty-tracks/twisty-tracks-diff.pdf")
    flat = " ".join(page.split())
    assert flat.count("Through a tunnel") == 2  # the sheet's title under the figure, before and after
    assert "stops at the bottom, where" in flat and "halts at the bottom, where" in flat


def test_diff_without_changes_and_with_an_unknown_revision(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    git(root, "init", "-q")
    git(root, "add", "content", "templates")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    assert "no piece changed since HEAD" in run_pnp(root, "diff").output
    unknown = run_pnp(root, "diff", "--since", "no-such-revision")
    assert unknown.exit_code == 2 and "cannot read revision 'no-such-revision'" in unknown.output
    assert unknown.exception is None


def test_diff_works_where_tarfile_has_no_data_filter(tmp_path, monkeypatch):
    """Python before 3.11.4 (Debian 12's) has no extraction filter: pnp refuses the same members itself."""
    import tarfile

    monkeypatch.delattr(tarfile, "data_filter", raising=False)
    test_diff_lists_exactly_the_edited_card_and_proofs_it(tmp_path)


def test_members_leading_out_of_the_folder_are_refused():
    import tarfile

    from pnp.diff import DiffError, _plain

    def member(name: str, kind: bytes = tarfile.REGTYPE, link: str = "") -> tarfile.TarInfo:
        info = tarfile.TarInfo(name)
        info.type, info.linkname = kind, link
        return info

    assert _plain(member("content/a.yaml")).name == "content/a.yaml"
    assert _plain(member("tests/workspace/fonts", tarfile.SYMTYPE, "../../fonts")).name
    for bad in (
        member("/etc/passwd"),
        member("../up.yaml"),
        member("a/link", tarfile.SYMTYPE, "../../outside"),
        member("dev", tarfile.CHRTYPE),
    ):
        with pytest.raises(DiffError):
            _plain(bad)
