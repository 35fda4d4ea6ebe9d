"""The art the table and the packaging need exists, is a valid PNG of the documented size
(``assets/README.md``), and its sources are credited in ``assets/LICENSES.md``."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest

ASSETS = Path(__file__).resolve().parent.parent / "assets"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

CARD = (600, 840)
CT_TYPES = ["donzela", "crianca", "fada", "cavalheiro", "velhinha"]
CT_REVEALED = [
    "donzela_princesa", "donzela_irma_ma", "donzela_sereia", "donzela_serva", "donzela_plain",
    "crianca_joao", "crianca_maria", "crianca_pinoquio", "crianca_chapeuzinho", "crianca_plain",
    "fada_madrinha", "fada_maligna", "fada_mago", "fada_anao", "fada_plain",
    "cavalheiro_fera", "cavalheiro_cacador", "cavalheiro_principe", "cavalheiro_gigante",
    "cavalheiro_plain", "velhinha_vovo", "velhinha_bruxa", "velhinha_rainha_ma",
    "velhinha_lobo_mau", "velhinha_plain",
]
CH_CHARACTERS = ["ea_nasir", "assirio", "fornecedor", "babilonico", "mensageiro"]

EXPECTED: dict[str, tuple[int, int]] = {
    **{f"contaria/initial_{t}.png": CARD for t in CT_TYPES},
    **{f"contaria/revealed_{c}.png": CARD for c in CT_REVEALED},
    "contaria/mirror_unused.png": CARD,
    "contaria/mirror_used.png": CARD,
    **{f"contaria/marker_{m}.png": (256, 256) for m in ("dwarf", "witch", "giant", "victory")},
    "contaria/contaria_emblem.png": (512, 512),
    "contaria/table_background.png": (512, 512),
    **{f"charlatao/suit_{n}.png": (256, 256) for n in range(5)},
    "charlatao/card_face.png": CARD,
    "charlatao/card_back.png": CARD,
    "charlatao/quality_back.png": CARD,
    "charlatao/quality_space.png": (640, 880),
    **{f"charlatao/character_{c}.png": (512, 512) for c in CH_CHARACTERS},
    "icons/app_icon.png": (1024, 1024),
    "quissama/tile.png": (512, 512),      # scripts/make_quissama_art.py
    "dark_tales/card_back.png": (600, 840),   # scripts/make_dark_tales_art.py
    "dark_tales/tile.png": (600, 840),
}


def png_size(path: Path) -> tuple[int, int]:
    """(width, height) from the IHDR chunk; raises AssertionError if not a PNG."""
    head = path.read_bytes()[:33]
    assert head[:8] == PNG_MAGIC, f"{path.name} is not a PNG"
    assert head[12:16] == b"IHDR", f"{path.name} has no IHDR first"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_asset_exists_with_documented_size(rel):
    path = ASSETS / rel
    assert path.is_file(), f"missing asset {rel} (run scripts/make_art.py)"
    assert png_size(path) == EXPECTED[rel]


def test_every_png_decodes():
    from PIL import Image
    for rel in EXPECTED:
        with Image.open(ASSETS / rel) as im:
            im.verify()


def test_no_unlisted_pngs_creep_in():
    found = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*.png")}
    assert found == set(EXPECTED), sorted(found ^ set(EXPECTED))


def test_total_size_under_budget():
    total = sum((ASSETS / rel).stat().st_size for rel in EXPECTED)
    assert total < 15 * 1024 * 1024


def test_licences_name_the_sources_and_every_icon_used():
    text = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    for needle in ("game-icons.net", "CC BY 3.0", "Lorc", "Delapouite", "Fluent Emoji", "MIT",
                   "Microsoft"):
        assert needle in text
    icons = json.loads((ASSETS / "source" / "icons.json").read_text(encoding="utf-8"))["icons"]
    game_icons = text[text.index("## 2."):text.index("## 3.")]
    fluent = text[text.index("## 3."):]
    for key in icons:
        prefix, name = key.split(":", 1)
        section = game_icons if prefix == "gi" else fluent
        assert f" {name}," in section.replace("\n", " ") or f" {name}." in \
            section.replace("\n", " "), f"{key} is used but not credited in LICENSES.md"


def test_readme_documents_the_reserved_areas():
    text = (ASSETS / "README.md").read_text(encoding="utf-8")
    for needle in ("Points badge", "Text panel", "Type-name ribbon", "2x"):
        assert needle in text
