#!/usr/bin/env python3
"""Pictures of Quissama on the table for review (issue 13, "Done when"): the board at 1024×640
and 1920×1080, a payment choice, an attack, the privacy curtain and the end screen, in English,
Português (Brasil) and Español. Scripted: a throwaway data folder, settings in memory.

    QT_QPA_PLATFORM=offscreen python scripts/quissama_pictures.py OUT_DIR
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(out_dir: str) -> list[Path]:
    from contaria_desktop.app import create_application, use_throwaway_data_dir
    use_throwaway_data_dir()
    from PySide6.QtCore import QCoreApplication, QSettings
    QCoreApplication.setOrganizationName("contaria-pictures")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = create_application([], "en")
    from PySide6.QtWidgets import QApplication
    from contaria_desktop.session import GameSession
    from contaria_desktop.ui import i18n
    from contaria_desktop.ui.mainwindow import MainWindow

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp())
    shots: list[Path] = []

    def settle() -> None:
        for _ in range(5):
            QApplication.processEvents()

    def position(name: str, pos: dict) -> GameSession:
        path = tmp / f"{name}.json"
        path.write_text(json.dumps({"game": "quissama", "position": pos}), encoding="utf-8")
        return GameSession.open_position(path)

    def shot(window, name: str, widget=None) -> None:
        settle()
        path = out / f"{name}.png"
        (widget or window).grab().save(str(path))
        shots.append(path)
        print(path, flush=True)

    def lift(page) -> None:
        if page.curtain.is_up():
            page.curtain.confirm_button().click()
            settle()

    near_win = {"players": 3, "seed": 11, "current": 0, "first_player": 0, "turn_number": 7,
                "hands": [["LIBERTY", "NAGOA_1", "COIN_1", "COIN_1", "COIN_2"], ["COIN_1"] * 5, ["CROWN"] * 5],
                "squares": {"SQ_N1": 5, "SQ_G1": 5, "SQ_N2": 4, "SQ_G2": 0},
                "gallery": {"PRINCESA": {"owner": 0, "meeples": []}}}
    payment = {"players": 4, "seed": 3, "current": 0,
               "hands": [["COIN_1", "COIN_1", "COIN_2", "NAGOA_1", "BOURGEOIS"], [], [], []],
               "businesses": {"BZ_N1": {"merchant": 0, "workers": 1}, "BZ_G3": {"merchant": 1, "workers": 2}},
               "ministry": [2, 1, None, None, None, None],
               "gallery": {"ARAUJO": {"owner": 1, "meeples": [0]}, "ALEMAO": {"owner": None, "meeples": [2, 3]}}}
    attack = {"players": 3, "seed": 4, "current": 0,
              "hands": [["NAGOA_2", "NAGOA_1", "COIN_1", "LIBERTY", "CROWN"], [], []],
              "squares": {"SQ_N1": 3, "SQ_N2": 2, "SQ_G1": 4, "SQ_G2": 0}, "cdp": 3,
              "businesses": {"BZ_G5": {"merchant": 1, "workers": 2}}}
    for code in ("en", "pt_BR", "es"):
        i18n.install_translators(app, code)
        window = MainWindow()
        window.confirm_replace = lambda: True        # scripted: never ask "Save changes?"
        window.set_speed(0.0)
        window.show()
        # the board, a 5-player game after 40 random decisions, at two window sizes
        session = GameSession.new("quissama", 5, seed=5, seat_names=["Ana", "Bruno", "Caio", "Dora", "Eva"])
        rng = random.Random(5)
        for _ in range(40):
            session.apply(rng.choice(session.legal_actions()))
        page = window.play(session)
        lift(page)
        for w, h in ((1024, 640), (1920, 1080)):
            window.resize(w, h)
            shot(window, f"quissama_board_{w}x{h}_{code}")
        window.resize(1280, 800)
        # a payment choice: the business clicked, the cards that can pay lit
        page = window.play(position("payment", payment))
        lift(page)
        page.table.set_animation_speed(0)
        for key in ("biz:BZ_N1",):
            pos = page.table.mapFromScene(page.table.target_scene_pos(key))
            from PySide6.QtCore import Qt
            from PySide6.QtTest import QTest
            QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        shot(window, f"quissama_payment_{code}")
        # an attack: the square, then the move button; then the board after it
        page = window.play(position("attack", attack))
        lift(page)
        pos = page.table.mapFromScene(page.table.target_scene_pos("sq:SQ_G1"))
        QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        shot(window, f"quissama_attack_choice_{code}")
        if "verb:attack" in page.table.targets():
            pos = page.table.mapFromScene(page.table.target_scene_pos("verb:attack"))
            QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        shot(window, f"quissama_attack_done_{code}")
        # the curtain: the turn ends, the next player is asked for
        for caption_type in ("end_turn", "done"):
            for action, button in page.bar.buttons():
                if action.type == caption_type:
                    button.click()
                    settle()
                    break
        shot(window, f"quissama_curtain_{code}")
        # the end screen
        page = window.play(position("near_win", near_win))
        lift(page)
        for key in ("sq:SQ_N2", "verb:free"):
            if key in page.table.targets():
                pos = page.table.mapFromScene(page.table.target_scene_pos(key))
                QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 pos)
                settle()
        settle()
        if window.score_dialog is not None:
            shot(window, f"quissama_end_screen_{code}", window.score_dialog)
        shot(window, f"quissama_end_board_{code}")
        page.session.close()
        window.close()
        settle()
    return shots


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "quissama_pictures")
