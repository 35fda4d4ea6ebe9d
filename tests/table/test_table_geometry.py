"""The whole table stays in view at every size, nothing overlaps, faces are sharp."""

import os

import pytest
from PySide6.QtCore import QRectF

from contaria_desktop.games.contaria import art as contaria_art
from contaria_desktop.table import art, faces
from contaria_desktop.table.geometry import CARD_H, CARD_W

from .fakeview import FakeContaria

SIZES = [(1024, 640), (1920, 1080), (3840, 2160), (1280, 1024)]


def _busy_game(n):
    """Late position: tales nearly full, some cards turned (deactivated), markers on cards."""
    g = FakeContaria(n, 10 + n)
    g.play_round(3 if n < 5 else 3, reveal_every=2)
    g.deactivate(g.tales[1][0])
    g.deactivate(g.tales[1][1])
    g.put_marker("GIANT", g.tales[1][0])
    g.put_marker("WITCH", g.tales[0][1])
    g.put_marker("DWARF", g.tales[0][1])
    return g


def _card_rect(item) -> QRectF:
    return item.mapRectToScene(item.card_rect())


@pytest.mark.parametrize("size", SIZES)
def test_resize_keeps_everything_in_view(table, qtbot, size):
    g = _busy_game(5)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.resize(*size)
    qtbot.wait(1)
    viewport = table.viewport().rect()
    for item in table.table_scene().all_items():
        if not item.isVisible():
            continue
        rect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert viewport.adjusted(-1, -1, 1, 1).contains(rect), (item.key, rect, viewport)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_nothing_overlaps(table, n):
    g = _busy_game(n)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    scene = table.table_scene()
    cards = [(k, _card_rect(c)) for k, c in scene.cards.items() if c.isVisible()]
    for i, (ka, ra) in enumerate(cards):
        for kb, rb in cards[i + 1:]:
            inter = ra.intersected(rb)
            assert inter.width() < 0.5 or inter.height() < 0.5, (ka, kb)
    zones = [(k, z.sceneBoundingRect().adjusted(9, 9, -9, -9)) for k, z in scene.zones.items()]
    for i, (ka, ra) in enumerate(zones):
        for kb, rb in zones[i + 1:]:
            assert not ra.intersects(rb), (ka, kb)
    # every card inside its zone; mirror stacks clear of zones and cards
    for key, place in scene.plan.cards.items():
        zone = scene.zones[place.zone].sceneBoundingRect()
        assert zone.contains(_card_rect(scene.cards[key])), key
    for key, stack in scene.piles.items():
        body = stack.mapRectToScene(stack.body_rect())
        for k, r in cards:
            assert not body.intersects(r), (key, k)


def test_cards_are_rendered_at_their_screen_size(table, qtbot):
    g = _busy_game(4)
    faces.clear_cache()
    table.resize(1920, 1080)
    table.show_state("contaria", g.view(0), [], interactive=False)
    table.grab()
    scale = table.transform().m11()
    own = table.table_scene().cards["card:" + g.hands[0][0]]
    expected = CARD_W * own.scale() * scale * table.devicePixelRatioF()
    widths = {w for (spec, w, _) in faces._cache if spec == own.face}
    assert widths and min(abs(w - expected) for w in widths) <= 2.0


def test_missing_art_draws_a_clean_fallback(table, monkeypatch):
    g = _busy_game(3)
    with monkeypatch.context() as m:
        m.setattr(art, "_images", {})
        m.setattr(art, "asset_path", _missing)
        faces.clear_cache()
        table.show_state("contaria", g.view(0), g.legal(), interactive=True)
        image = table.grab().toImage()
        assert not image.isNull()
        assert contaria_art.contaria_initial("FADA") is None
        table.hide()
    faces.clear_cache()


def _missing(*parts):
    from contaria_desktop.resources import MissingAsset
    raise MissingAsset("/".join(parts))


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_screenshots(table, qtbot, shots_dir, n, size):
    """PNGs to look at (set TABLE_SCREENSHOTS=dir to keep them)."""
    g = _busy_game(n)
    table.resize(*size)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    qtbot.wait(1)
    path = os.path.join(shots_dir, f"table_{n}p_{size[0]}x{size[1]}.png")
    assert table.grab().save(path, "PNG", 90)      # light compression: fast
    assert os.path.getsize(path) > 10_000


_DPR_SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from contaria_desktop.table import TableWidget, faces
from tests.table.fakeview import FakeContaria
g = FakeContaria(4, 3); g.play_round(2)
w = TableWidget(); w.set_animation_speed(0); w.resize(1024, 640); w.show(); app.processEvents()
w.show_state("contaria", g.view(0), g.legal(), interactive=True)
w.grab()
item = w.table_scene().cards["card:" + g.hands[0][0]]
logical = 100 * item.scale() * w.transform().m11()
widths = {wd for (s, wd, _) in faces._cache if s == item.face}
print(w.devicePixelRatioF(), logical, max(widths))
"""


def test_high_dpi_faces_are_rendered_at_device_pixels():
    """On a 2x screen a card's picture has twice its logical width in pixels."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, "-c", _DPR_SCRIPT], env=env, cwd=root,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    dpr, logical, width = map(float, out.stdout.split())
    assert dpr == 2.0
    assert abs(width - 2 * logical) <= 2.0
