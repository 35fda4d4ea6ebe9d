"""make_icons.py: every icon from one square source image."""

from __future__ import annotations

import pytest
from PIL import Image

from tests.packaging import load_packaging_module

make_icons = load_packaging_module("make_icons")


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    source = out / "source.png"
    make_icons.placeholder(1024).save(source)
    return make_icons.make_icons(out / "icons", source)


def test_png_set_in_hicolor_layout(made):
    sizes = []
    for path in made["png"]:
        assert path.parts[-2:] == ("apps", f"{make_icons.ICON_NAME}.png")
        assert path.parts[-4] == "hicolor"
        n = int(path.parts[-3].split("x")[0])
        with Image.open(path) as img:
            assert img.size == (n, n) and img.mode == "RGBA"
        sizes.append(n)
    assert tuple(sizes) == make_icons.PNG_SIZES


def test_ico_holds_every_windows_size(made):
    with Image.open(made["ico"][0]) as ico:
        assert ico.format == "ICO"
        assert set(ico.info["sizes"]) == {(n, n) for n in make_icons.ICO_SIZES}


def test_icns_opens(made):
    with Image.open(made["icns"][0]) as icns:
        assert icns.format == "ICNS" and icns.size[0] >= 512


def test_placeholder_is_used_when_art_is_missing(tmp_path):
    img, label = make_icons.load_source(tmp_path / "nope.png")
    assert img.size == (1024, 1024) and label.startswith("placeholder")


def test_bad_sources_are_refused(tmp_path):
    Image.new("RGBA", (600, 400)).save(tmp_path / "wide.png")
    Image.new("RGBA", (64, 64)).save(tmp_path / "tiny.png")
    with pytest.raises(ValueError, match="square"):
        make_icons.load_source(tmp_path / "wide.png")
    with pytest.raises(ValueError, match="at least 256"):
        make_icons.load_source(tmp_path / "tiny.png")
    assert make_icons.main(["--source", str(tmp_path / "wide.png"), "--out", str(tmp_path / "o")]) == 2
