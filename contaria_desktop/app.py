"""Start-up: command line, QApplication, translators, the main window.

``contaria-desktop`` (gui-script) and ``python -m contaria_desktop`` both call :func:`main`.

Command line (all optional)::

    --game ID --players N --seed S    start straight into a game (seed = deal number)
    --seat KIND                       once per seat, in seat order: human, random, easy,
                                      normal or hard (default: every seat human)
    --lang L                          en, pt_BR or es for this run
    --load FILE                       open a save
    --autoplay K                      play K decisions at instant speed, bots' included (bot
                                      seats ask their bot, human seats decide at random),
                                      curtains confirmed automatically
    --screenshot FILE.png             play what the bots have pending, picture the window
                                      and exit 0 (offscreen works)
    --view-seat N                     ... as player N sees it, counted from 1 like the
                                      window's "Player 1…N" (default: the seat to move)
    --size WxH                        window size for --screenshot (default 1280x800)

Runs with --autoplay or --screenshot are scripted: they use a throwaway data folder, so they
never write the player's autosave, recent-files list or saves (nor drop the autosave when an
autoplayed game ends), and "Continue" stays what it was.

Bad arguments print a clear message and exit with status 2.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any, Sequence

from . import APP_ID, APP_NAME, __version__

EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser (see the module docstring for the options)."""
    p = argparse.ArgumentParser(prog=APP_ID, description=f"{APP_NAME}: tabletop games hot-seat on one screen.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("--game", metavar="ID", help="start a new game of this game id (e.g. contaria)")
    p.add_argument("--players", metavar="N", type=int, help="number of players for --game (default: one per --seat, else 4 where the game allows)")
    p.add_argument("--seed", metavar="S", type=int, help="deal number for --game (non-negative whole number)")
    p.add_argument("--option", metavar="NAME=VALUE", action="append", default=[],
                   help="a game option for --game, e.g. mode=book_of_tales (repeatable)")
    p.add_argument("--seat", metavar="KIND", action="append", default=[],
                   help="who plays each seat of --game, once per seat in seat order: "
                        "human, random, easy, normal or hard")
    p.add_argument("--playtest", action="store_true", help="start --game in playtest mode")
    p.add_argument("--lang", metavar="L", help="language for this run: en, pt_BR or es")
    p.add_argument("--load", metavar="FILE", help="open a saved game")
    p.add_argument("--autoplay", metavar="K", type=int, help="play K random legal decisions at once")
    p.add_argument("--screenshot", metavar="FILE.png", help="save a picture of the window and exit")
    p.add_argument("--view-seat", metavar="N", type=int,
                   help="with --screenshot: the player whose view is pictured, 1 to the number of players")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1600x1000")
    return p


def _seat_choices(opt: Any) -> list[int]:
    """The seat numbers (0-based, as the engine stores them) among a choice option's values:
    its whole-number choices (a first player), which players name from 1 like ``--view-seat``."""
    if opt.kind != "choice":
        return []
    return [c for c in opt.choices if isinstance(c, int) and not isinstance(c, bool)]


def _parse_option(parser: argparse.ArgumentParser, spec: Any, text: str, players: int | None = None) -> tuple[str, Any]:
    """``NAME=VALUE`` as the option's value; exits 2 naming the problem. A seat (a whole-number
    choice such as ``first_player``) is counted from 1 on the command line: ``first_player=1``
    is Player 1 (stored as seat 0)."""
    name, sep, raw = text.partition("=")
    if not sep:
        parser.error(f"--option {text!r}: write it as NAME=VALUE")
    try:
        opt = spec.option(name)
    except Exception as err:
        parser.error(f"--option {text!r}: {err}")
    if opt.kind == "bool":
        value: Any = {"true": True, "yes": True, "1": True, "on": True,
                      "false": False, "no": False, "0": False, "off": False}.get(raw.lower(), raw)
    elif opt.kind == "int":
        value = int(raw) if raw.lstrip("-").isdigit() else raw
    else:
        value = raw
        seats = _seat_choices(opt)
        if seats and raw not in opt.choices and raw.lstrip("-").isdigit():
            count = min(len(seats), players) if players else len(seats)
            if not 1 <= int(raw) <= count:
                others = ", ".join(str(c) for c in opt.choices if c not in seats)
                parser.error(f"--option {text!r}: {name} is a player from 1 to {count}"
                             + (f" or one of {others}" if others else ""))
            value = int(raw) - 1   # Player N is seat N - 1
    try:
        opt.validate(value)
    except Exception as err:
        parser.error(f"--option {text!r}: {err}")
    return name, value


#: ``--seat`` values: a person, then the bots weakest first (``bots.BOTS``).
SEAT_CHOICES = ("human", "random", "easy", "normal", "hard")


def _parse_seats(parser: argparse.ArgumentParser, seats: list[str], players: int) -> list[str] | None:
    """The ``--seat`` kinds (lower-cased), one per seat, or None when none was given (all human).
    Exits 2 naming the problem for an unknown kind or a count other than ``players``."""
    if not seats:
        return None
    kinds = [k.strip().lower() for k in seats]
    for k in kinds:
        if k not in SEAT_CHOICES:
            parser.error(f"--seat {k}: unknown kind of player; use one of {', '.join(SEAT_CHOICES)}")
    if len(kinds) != players:
        given = "once" if len(kinds) == 1 else f"{len(kinds)} times"
        parser.error(f"--seat was given {given} for {players} players: give it once per seat, in seat order")
    return kinds


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse and check the command line; exits 2 with a message on any bad argument."""
    from .engines.core import get_spec
    from .ui import i18n

    parser = build_parser()
    args = parser.parse_args(argv)
    args.options = {}
    args.spec = None
    args.seat_kinds = None
    if args.lang is not None:
        code = i18n.normalize(args.lang)
        if code is None:
            parser.error(f"--lang {args.lang}: unsupported language; choose one of {', '.join(i18n.CODES)}")
        args.lang = code
    if args.game is not None and args.load is not None:
        parser.error("use either --game or --load, not both")
    if args.game is None:
        for flag in ("players", "seed"):
            if getattr(args, flag) is not None:
                parser.error(f"--{flag} needs --game")
        if args.option or args.playtest:
            parser.error("--option and --playtest need --game")
        if args.seat:
            parser.error("--seat needs --game")
    else:
        try:
            args.spec = spec = get_spec(args.game)
        except Exception as err:
            parser.error(f"--game {args.game}: {err}")
        from .games import registry
        if spec.id not in {p.id for p in registry.playable()}:
            parser.error(f"--game {args.game}: this game is not playable in the app yet (its engine is ready, its table is still being built)")
        if args.players is None:   # one --seat per seat gives the count; else 4 where allowed
            args.players = len(args.seat) or min(max(4, spec.min_players), spec.max_players)
        if not spec.min_players <= args.players <= spec.max_players:
            parser.error(f"--players {args.players}: {args.game} is for {spec.min_players} to "
                         f"{spec.max_players} players")
        if args.seed is not None and args.seed < 0:
            parser.error(f"--seed {args.seed}: the deal number must be a non-negative whole number")
        args.options = dict(_parse_option(parser, spec, o, args.players) for o in args.option)
        args.seat_kinds = _parse_seats(parser, args.seat, args.players)
    if args.load is not None:
        path = Path(args.load)
        if not path.exists():
            parser.error(f"--load {args.load}: no such file")
        # anything else (a folder, a pipe, a damaged file) is refused by the loader, translated
    if args.autoplay is not None:
        if args.autoplay < 0:
            parser.error(f"--autoplay {args.autoplay}: must be 0 or more")
        if args.game is None and args.load is None:
            parser.error("--autoplay needs --game or --load")
    if args.view_seat is not None:
        if args.screenshot is None:
            parser.error("--view-seat needs --screenshot")
        if args.view_seat < 1:
            parser.error(f"--view-seat {args.view_seat}: players are counted from 1 (Player 1 is --view-seat 1)")
        if args.spec is not None and args.view_seat > args.players:
            parser.error(f"--view-seat {args.view_seat}: players are 1 to {args.players}")
    if args.screenshot is not None:
        target = Path(args.screenshot)
        if target.suffix.lower() != ".png":
            parser.error(f"--screenshot {args.screenshot}: the file name must end in .png")
        if not target.resolve().parent.is_dir():
            parser.error(f"--screenshot {args.screenshot}: folder {target.resolve().parent} does not exist")
    args.window_size = None
    if args.size is not None:
        w, sep, h = args.size.lower().partition("x")
        if not (sep and w.isdigit() and h.isdigit() and 200 <= int(w) <= 8000 and 200 <= int(h) <= 8000):
            parser.error(f"--size {args.size}: write it as WIDTHxHEIGHT, e.g. 1600x1000")
        args.window_size = (int(w), int(h))
    return args


def create_application(argv: Sequence[str] | None = None, lang: str | None = None) -> Any:
    """The QApplication (created once) with names set and translators installed."""
    from PySide6.QtWidgets import QApplication

    from .ui import i18n

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else APP_ID])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("contaria-desktop")
    _set_icon(app)
    if lang:
        i18n.set_run_language(lang)
    i18n.install_translators(app, i18n.preferred_language())
    return app


def _set_icon(app: Any) -> None:
    from PySide6.QtGui import QIcon

    from .resources import MissingAsset, asset_path
    try:
        app.setWindowIcon(QIcon(str(asset_path("icons", "app_icon.png"))))
    except MissingAsset:  # a missing icon must not stop the game
        pass


def is_scripted(args: argparse.Namespace) -> bool:
    """True for --autoplay / --screenshot runs (they must not touch the player's files)."""
    return args.autoplay is not None or args.screenshot is not None


def use_throwaway_data_dir() -> Path:
    """Point the session layer's data folder (autosave, recent files, saves, crash logs) at a
    new temporary folder for this process, removed at exit. Returns the folder."""
    import atexit
    import os
    import shutil
    import tempfile

    from .session.paths import ENV_DATA_DIR
    folder = tempfile.mkdtemp(prefix="contaria-scripted-")
    os.environ[ENV_DATA_DIR] = folder
    atexit.register(shutil.rmtree, folder, True)
    return Path(folder)


def _one_line(text: str) -> str:
    """A dialog text ("FILE:\nproblem") as one line for the terminal."""
    return " ".join(part.strip() for part in text.splitlines() if part.strip())


def build(args: argparse.Namespace) -> tuple[Any, Any, int]:
    """Application and main window for parsed ``args``; the int is a non-zero exit status
    when the requested game or file could not be opened (0 otherwise). Scripted runs
    (:func:`is_scripted`) get a throwaway data folder first."""
    from .ui.mainwindow import MainWindow

    if is_scripted(args):
        use_throwaway_data_dir()
    app = create_application(lang=args.lang)
    window = MainWindow()
    window.remember_files = not is_scripted(args)
    if args.window_size:
        window.resize(*args.window_size)
    if args.load is not None:
        if not window.open_file(args.load):
            title, text = window.last_error or ("", "")
            print(f"{APP_ID}: error: {_one_line(text)}", file=sys.stderr)
            return app, window, EXIT_USAGE
    elif args.game is not None:
        from .ui.newgame import NewGameChoice, default_seat_name
        kinds = args.seat_kinds or ["human"] * args.players
        names = [default_seat_name(i, kinds[i]) for i in range(args.players)]
        choice = NewGameChoice(args.game, args.players, names, args.options, args.playtest, args.seed,
                               args.seat_kinds)
        if window.start_game(choice) is None:
            title, text = window.last_error or ("", "")
            print(f"{APP_ID}: error: {_one_line(text)}", file=sys.stderr)
            return app, window, EXIT_USAGE
    return app, window, 0


def screenshot(window: Any, path: str, view_seat: int | None) -> bool:
    """Let the bots play what they have pending, then picture ``window`` (as seat ``view_seat``,
    0-based, sees the table) into a PNG; True on success."""
    from PySide6.QtWidgets import QApplication

    if window.game is not None:
        window.game.play_pending_bots()
        window.game.show_as(view_seat)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    ok = window.grab().save(path, "PNG")
    if window.game is not None:
        window.game.shutdown_bots()   # no search left running when the process exits
    return ok


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit status."""
    args = parse_args(argv)
    app, window, status = build(args)
    if status:
        return status
    view_seat = args.view_seat - 1 if args.view_seat is not None else None   # the UI's Player 1..N
    if view_seat is not None and window.game is not None:
        n = window.game.session.num_players
        if not 0 <= view_seat < n:
            print(f"{APP_ID}: error: --view-seat {args.view_seat}: players are 1 to {n}", file=sys.stderr)
            return EXIT_USAGE
    if window.game is not None and (args.autoplay is not None or args.screenshot is not None):
        window.game.set_animation_speed(0.0)  # this run only; not stored in the settings
    if args.autoplay is not None and window.game is not None:
        window.game.autoplay(args.autoplay, random.Random(args.seed if args.seed is not None else 0))
    if args.screenshot is not None:
        if not screenshot(window, args.screenshot, view_seat):
            print(f"{APP_ID}: error: could not write {args.screenshot}", file=sys.stderr)
            return 1
        return 0
    from .ui.crash import install_excepthook
    install_excepthook(lambda: window)
    window.show()
    return app.exec()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
