"""Where the large preview goes (table/widget.py ``_show_preview``), for all four games: on the
far side of the card unless that covers what the game keeps in sight for it
(``Targeting.preview_keep_clear``: by default the targets of a half-made selection; Dark Tales
adds the other choices, the deck, the discard pile and the supply, QA of issue 11); then the
free place nearest the card. Never worse than the far side, and unchanged where nothing is
kept clear."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from contaria_desktop.engines.core import get_spec
from contaria_desktop.table.geometry import SCENE_W


def _area(box: QRectF, rects: list[QRectF]) -> float:
    return sum((box & r).width() * (box & r).height() for r in rects)


def _states(game: str, n: int):
    st = get_spec(game).new_game(n, 4, {})
    rng = random.Random(1)
    out = []
    for k in range(40):
        if st.is_terminal:
            break
        legal = st.legal_actions()
        if k % 8 == 3 and st.current_player is not None:
            out.append((st.view(st.current_player), legal))
        st.apply(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("game,n", [("contaria", 3), ("charlatao", 3), ("dark_tales", 2), ("dark_tales", 4),
                                    ("quissama", 3)])
def test_the_preview_is_never_worse_than_the_far_side(game, n, table, qapp):
    problems = []
    for view, legal in _states(game, n):
        table.show_state(game, view, legal, interactive=True)
        qapp.processEvents()
        targeting = table._targeting
        cards = [k for k in targeting.targets() if k in table.table_scene().cards]
        # a half-made selection too, where the game has one (Contária: a hand card, then a tale)
        for select in [None] + [k for k in cards if targeting.choices(None).get(k, 1) is None][:1]:
            if select is not None:
                table._activate(select)
            for key in [k for k in table.table_scene().cards if table.table_scene().cards[k].isVisible()][:12]:
                table._set_hovered(key)
                preview = table.table_scene().preview
                if not preview.isVisible():
                    continue
                box = preview.sceneBoundingRect()
                item = table.table_scene().cards[key].sceneBoundingRect()
                keep = [r for r in (table._target_rect(k) for k in table._targeting.preview_keep_clear(key)
                                    if k != key) if r is not None]
                far_x = SCENE_W - box.width() - 12 if item.center().x() < SCENE_W / 2 else 12.0
                table_h = table.table_scene().sceneRect().bottom()
                far_y = min(max(8.0, item.center().y() - box.height() / 2), table_h - box.height() - 8)
                far = QRectF(far_x, far_y, box.width(), box.height())
                if not keep:
                    if abs(box.x() - far_x) > 0.5 or abs(box.y() - far_y) > 0.5:
                        problems.append(f"{game}: {key} moved from the far side with nothing to keep clear")
                elif _area(box, keep + [item]) > _area(far, keep + [item]) + 1.0:
                    problems.append(f"{game}: {key} covers more than the far side would")
            if select is not None:
                table.cancel_selection()
                table._set_hovered(None)
    assert not problems, "\n".join(problems[:20])
