"""The score view is sized once (issue 16): the dialog lays out its other parts, counts the
drawn view's height for a card width (``ui/scorefit.py``) and builds the view once with the
largest cards that fit - no rebuild. Dark Tales at 2 players scrolled 250 px at 1024×640 (one
column of panels, mostly badges and reasons): compact tiles (reasons at the readable floor,
long ones beside the card, badges on the pill's line) fit it without a vertical scroll bar."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from contaria_desktop.games import registry
from contaria_desktop.i18n import messages
from contaria_desktop.ui import scoreview


def test_dark_tales_two_players_fit_1024x640_built_once(qapp, monkeypatch):
    import contaria_desktop.games.widgets as widgets
    import contaria_desktop.ui.scores as ui_scores
    from tests.presentation.test_score_fit import finished
    for module in (widgets, ui_scores):
        monkeypatch.setattr(module, "available_size", lambda widget=None: (1024, 640))
    built = []
    real_init = scoreview.ScoreView.__init__

    def counting(self, *args, **kwargs):
        built.append(1)
        real_init(self, *args, **kwargs)
    monkeypatch.setattr(scoreview.ScoreView, "__init__", counting)
    state = finished("dark_tales", 2, 502)
    plugin = registry.get("dark_tales")
    ctx = messages.MessageContext("dark_tales", ["Player 1", "Player 2"], state.view(None), **plugin.namers())
    dialog = ui_scores.ScoreDialog(state.result(), ctx, 3)
    dialog.show()
    QApplication.processEvents()
    try:
        view = dialog.view
        assert len(built) == 1   # built once, never rebuilt
        assert view.fitted and view.compact and view.card_width >= scoreview.MIN_CARD_W
        assert view.verticalScrollBar().maximum() == 0 and not view.verticalScrollBar().isVisible()
        assert view.horizontalScrollBar().maximum() == 0
        need = view.widget().heightForWidth(view.viewport().width())
        assert need <= view.planned_height <= need + 8, (need, view.planned_height)   # the model counted it
        for tile in view.tiles():   # every part inside its tile, nothing over the card
            rect = tile.rect()
            assert rect.contains(tile.reason_rect().toAlignedRect()) or not tile.card.reason
            assert tile.pill_top() >= tile.shape.block_h
            for badge in tile.badge_rects():
                assert badge.left() >= 0 and badge.right() <= tile.width() + 0.5 and badge.top() >= tile.shape.h
    finally:
        dialog.close()
        dialog.deleteLater()
