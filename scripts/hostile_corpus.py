"""The hostile save/position corpus (issue 19, item 8): generate it, and check every case.

Every case is one file for one entry point (File ▸ Open = ``GameSession.load``, File ▸ Open
position = ``GameSession.open_position``, pasted bytes = ``GameSession.load_bytes``). The
contract checked for each: it loads, or raises exactly one :class:`SaveError` naming the file
(never another exception, never a hang), within 2 s and with a peak memory of at most 10x the
file size above what loading a normal game of that size costs (:data:`BASE_BYTES`).

Usage::

    python scripts/hostile_corpus.py OUT_DIR [--scale small|large] [--no-run]

writes the corpus to OUT_DIR and (unless ``--no-run``) checks every case, each in a fresh
process, measuring time and the peak resident memory (``ru_maxrss``) above the process'
own baseline. ``--scale large`` builds the 19 MB cases (the CI test runs ``small`` in-process,
see ``tests/session/test_hostile_corpus.py``). Nothing generated is committed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: Seconds any case may take.
MAX_SECONDS = 2.0
#: Peak memory allowed = MEMORY_FACTOR x file size + BASE_BYTES.
MEMORY_FACTOR = 10
#: What replaying a normal game costs whatever the file (engine tables, replay timeline).
BASE_BYTES = 16 * 2**20
#: File size of the "large" cases (just under the 20 MB cap).
LARGE = 19 * 2**20
#: File size of the "small" cases (CI).
SMALL = 40 * 2**10

ENTRIES = ("load", "open_position", "load_bytes")


@dataclass(frozen=True)
class Case:
    """One corpus file: ``name`` (unique, also the file name), ``entry`` (one of
    :data:`ENTRIES`), ``data`` (the file's bytes)."""

    name: str
    entry: str
    data: bytes


# ----- valid bases -------------------------------------------------------------------------

def _play(session: Any, steps: int | None, seed: int = 0) -> Any:
    from contaria_desktop.bots import RandomBot
    bot = RandomBot(seed)
    n = 0
    while not session.is_over and (steps is None or n < steps):
        session.apply(bot.choose(session.view(session.current_player), session.legal_actions()))
        n += 1
    return session


def bases() -> dict[str, tuple[str, dict[str, Any]]]:
    """Valid files to damage: ``name -> (entry, JSON dict)``. Real engines only."""
    from contaria_desktop.engines.contaria.position import to_position
    from contaria_desktop.session import GameSession
    from contaria_desktop.session.positions import position_dict
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    c = _play(GameSession.new("contaria", 3, seed=11), 8)
    out["contaria_save"] = ("load", c.to_save_dict())
    out["contaria_state"] = ("open_position", position_dict(c))
    out["contaria_hand"] = ("open_position", {"game": "contaria", "position": to_position(c.state)})
    h = _play(GameSession.new("charlatao", 4, seed=5), 12)
    out["charlatao_save"] = ("load", h.to_save_dict())
    out["charlatao_state"] = ("open_position", position_dict(h))
    out["charlatao_hand"] = ("open_position", {"game": "charlatao", "position": {
        "num_players": 2, "phase": "play", "leader": 0,
        "hands": [["red-1", "red-2", "red-5"], ["red-3", "blue-4", "green-6", "yellow-7"]],
        "trick": ["red-4"], "ea_nasir_card": "blue-1", "ea_nasir_hand": ["blue-2", "blue-3", "green-1", "green-2"],
        "tricks_played": 5, "qualities": {"excellent": "blue", "terrible": "red", "good_assyrian": "green",
                                          "good_babylonian": "yellow"}}})
    b = GameSession.new("contaria", 2, seed=7, options={"mode": "book_of_tales"})
    _play(b, None)
    if not b.match_status().finished:
        b.next_game()
        _play(b, 2)
    out["contaria_series"] = ("load", b.to_save_dict())
    return out


# ----- the cases ---------------------------------------------------------------------------

def _dump(data: Any) -> bytes:
    from contaria_desktop.session.atomic import dumps_bytes
    return dumps_bytes(data) if isinstance(data, dict) else json.dumps(data).encode()


def _ascii(data: Any) -> bytes:
    """JSON with ``\\uXXXX`` escapes: the only way a lone surrogate gets into a file."""
    return json.dumps(data, ensure_ascii=True).encode()


def _changed(data: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    out = json.loads(json.dumps(data))
    change(out)
    return out


def _set_path(data: Any, path: tuple, value: Any) -> None:
    for k in path[:-1]:
        data = data[k]
    data[path[-1]] = value


def structural(size: int) -> Iterator[tuple[str, bytes]]:
    """Byte patterns that attack the parser and its pre-checks, each about ``size`` bytes."""
    yield "escaped_quotes_unterminated", b'{"app_version": "' + b'\\"' * (size // 2)
    yield "escaped_quotes_closed", b'{"app_version": "' + b'\\"' * (size // 2) + b'"}'
    yield "backslashes_then_quote", b'{"a": "' + b"\\\\" * (size // 2) + b'"}'
    yield "long_text", b'{"app_version": "' + b"a" * size + b'"}'
    yield "long_text_emoji", b'{"app_version": "' + "\U0001F600".encode() * (size // 4) + b'"}'
    yield "long_text_escapes", b'{"app_version": "' + b"\\u00e9" * (size // 6) + b'"}'
    yield "many_quotes", b"[" + b'"",' * (size // 3) + b"1]"
    yield "many_short_texts", b"[" + b'"ab",' * (size // 5) + b"1]"
    yield "many_ints", b"[" + b"999," * (size // 4) + b"1]"
    yield "many_floats", b"[" + b"1.5," * (size // 4) + b"1]"
    yield "many_lists", b"[" + b"[]," * (size // 3) + b"1]"
    yield "many_objects", b"[" + b"{}," * (size // 3) + b"1]"
    yield "many_keys", b"{" + b",".join(b'"k%d":0' % i for i in range(size // 12)) + b"}"
    yield "deep_open", b"[" * size
    yield "deep_closed", b"[" * (size // 2) + b"]" * (size // 2)
    yield "deep_objects", b'{"a":' * (size // 5)
    yield "depth_64_repeated", (b"[" * 64 + b"]" * 64 + b",") * max(1, size // 129)
    yield "structure_in_texts", b'["' + b"[{,\\\"" * (size // 5) + b'"]'
    yield "huge_integer", b'{"seed": 1' + b"0" * size + b"}"
    yield "huge_exponent", b'{"seed": 1e' + b"9" * min(size, 5000) + b"}"
    yield "nan", b'{"a": NaN}'
    yield "not_utf8", b'{"a": "\xff\xfe"}' + b" " * size
    yield "utf8_surrogate_bytes", b'{"a": "\xed\xa0\x80"}'
    yield "bom_only", b"\xef\xbb\xbf"
    yield "nul_bytes", b"\0" * size
    yield "whitespace", b" \n\t" * (size // 3)
    yield "duplicate_keys", b'{"a": 1, "a": 2}'


def cases(scale: str = "small") -> Iterator[Case]:
    """Every corpus case at ``scale`` (``"small"``: about 40 KB at most, ``"large"``: 19 MB)."""
    size = LARGE if scale == "large" else SMALL
    for name, data in structural(size):
        for entry in ENTRIES:
            yield Case(f"{name}.{entry}", entry, data)
    for base_name, (entry, base) in bases().items():
        yield from _damaged(base_name, entry, base, size)


def _damaged(base_name: str, entry: str, base: dict[str, Any], size: int) -> Iterator[Case]:
    def case(what: str, data: bytes) -> Case:
        return Case(f"{base_name}.{what}", entry, data)

    raw = _dump(base)
    yield case("valid", raw)
    yield case("padded", raw[:-2] + b" " * max(0, size - len(raw)) + raw[-2:])
    for cut in (1, len(raw) // 3, len(raw) // 2, len(raw) - 2):
        yield case(f"truncated_{cut}", raw[:cut])
    yield case("escaped_quotes_inside", raw[: len(raw) // 2] + b'"' + b'\\"' * (size // 2))
    # counts (item 5)
    for n in (10**7, 10**40, -1, 0, 6, "3", None, True, 2.5):
        tag = str(n).replace(".", "_")
        if "num_players" in base:
            yield case(f"num_players_{tag}", _dump(_changed(base, lambda d: d.__setitem__("num_players", n))))
        if isinstance(base.get("state"), dict):
            yield case(f"state_num_players_{tag}",
                       _dump(_changed(base, lambda d: d["state"].__setitem__("num_players", n))))
        if isinstance(base.get("position"), dict):
            key = "players" if "players" in base["position"] else "num_players"
            yield case(f"position_{key}_{tag}", _dump(_changed(base, lambda d: d["position"].__setitem__(key, n))))
    if entry == "load" and base.get("seed") is not None:
        from contaria_desktop.session import GameSession
        state = GameSession.new(base["game"], base["num_players"], seed=1).state.to_json()
        for n in (10**7, 10**40):
            big = dict(state, num_players=n)
            yield case(f"start_state_num_players_{n}", _dump(_changed(
                base, lambda d: d.update(seed=None, start_state=big, actions=[], series=None))))
    # texts (items 3 and 6)
    for where, path in (("app_version", ("app_version",)), ("seat", ("seats", 0, "name")),
                        ("game", ("game",)), ("option", ("options", "mode"))):
        try:
            _set_path(json.loads(json.dumps(base)), path, "")
        except (KeyError, IndexError, TypeError):
            continue
        for tag, text in (("surrogate", "\ud800"), ("low_surrogate", "x\udc80"),
                          ("long", "a" * size), ("medium", "a" * 300)):
            yield case(f"{where}_{tag}", _ascii(_changed(base, lambda d: _set_path(d, path, text))))
    yield case("surrogate_key", _ascii(_changed(base, lambda d: d.__setitem__("\udfff", 1))))
    # series (item 7)
    if base.get("series") is not None:
        yield case("series_null", _dump(_changed(base, lambda d: d.__setitem__("series", None))))
        yield case("series_missing", _dump(_changed(base, lambda d: d.pop("series"))))
        for tag, bad in (("int", 5), ("text", "x"), ("list", []), ("games_null", {"seed": 1, "games": None}),
                         ("seed_null", {"seed": None, "games": []})):
            yield case(f"series_{tag}", _dump(_changed(base, lambda d: d.__setitem__("series", bad))))
    # many actions (a long list of small objects)
    if "actions" in base:
        action = {"type": "pass"}
        many = max(1, size // (len(json.dumps(action)) + 4))
        yield case("many_actions", _dump(_changed(base, lambda d: d.__setitem__("actions", [action] * many))))
        if size >= LARGE:  # as many as the value cap lets through: every one is parsed
            from contaria_desktop.session.jsonfile import MAX_VALUES
            most = MAX_VALUES // 2 - 1000
            yield case("most_actions", _dump(_changed(base, lambda d: d.__setitem__("actions", [action] * most))))


# ----- checking one case ---------------------------------------------------------------------

def run_case(path: str | os.PathLike[str], entry: str) -> str:
    """Open ``path`` through ``entry``; returns ``"loaded"`` or the SaveError key. Any other
    exception propagates (a failure of the contract)."""
    from contaria_desktop.session import GameSession, SaveError
    try:
        if entry == "load":
            GameSession.load(path)
        elif entry == "open_position":
            GameSession.open_position(path)
        else:
            GameSession.load_bytes(Path(path).read_bytes(), str(path))
    except SaveError as err:
        if str(path) not in str(err) or not err.problem:
            raise AssertionError(f"the error does not name the file: {err}") from None
        return err.key
    return "loaded"


def _child(path: str, entry: str) -> None:
    """Run one case in this (fresh) process and print a JSON line: outcome, seconds, peak
    resident memory above the baseline (bytes)."""
    import time

    def status(field: str) -> int:
        """A ``/proc/self/status`` memory field in bytes (Linux; 0 elsewhere). ``VmHWM`` is the
        peak of this program only (``ru_maxrss`` would carry the parent's peak over)."""
        try:
            with open("/proc/self/status") as fh:
                for line in fh:
                    if line.startswith(field + ":"):
                        return int(line.split()[1]) * 1024
        except OSError:
            pass
        return 0

    import contaria_desktop.session  # noqa: F401 - imports are not the file's cost
    from contaria_desktop.engines.core import load_engines
    load_engines()
    try:  # reset the peak to what is resident now (Linux >= 4.0), so VmHWM is the load's own
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
    except OSError:
        pass  # then the import-time peak counts too: conservative
    base = status("VmRSS")
    t0 = time.perf_counter()
    try:
        outcome = run_case(path, entry)
    except Exception as err:  # noqa: BLE001 - reported, the parent fails the case
        outcome = f"CRASH {type(err).__name__}: {err}"[:300]
    seconds = time.perf_counter() - t0
    print(json.dumps({"outcome": outcome, "seconds": seconds, "memory": max(0, status("VmHWM") - base)}))


def check_case(path: Path, case: Case) -> bool:
    """Check one written case in its own process; print one line; True when it passed."""
    try:
        done = subprocess.run([sys.executable, __file__, "--child", str(path), case.entry], capture_output=True,
                              text=True, timeout=60, cwd=ROOT)
        result = json.loads(done.stdout.strip().splitlines()[-1])
    except (subprocess.TimeoutExpired, IndexError, ValueError) as err:
        result = {"outcome": f"CRASH {type(err).__name__}", "seconds": 60.0, "memory": 0}
    allowed = MEMORY_FACTOR * len(case.data) + BASE_BYTES
    bad = result["outcome"].startswith("CRASH") or result["seconds"] > MAX_SECONDS or result["memory"] > allowed
    print(f"{'FAIL' if bad else 'ok  '} {case.name:60} {len(case.data) / 2**20:7.2f} MB "
          f"{result['seconds']:6.2f} s {result['memory'] / 2**20:8.1f} MB  {result['outcome']}", flush=True)
    return not bad


def write(out_dir: Path, corpus: list[Case]) -> None:
    """Write every case of ``corpus`` to ``out_dir/<name>.json``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for c in corpus:
        (out_dir / f"{c.name}.json").write_bytes(c.data)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        _child(argv[1], argv[2])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--scale", choices=("small", "large"), default="large")
    parser.add_argument("--no-run", action="store_true", help="only write the files")
    parser.add_argument("--keep", action="store_true", help="keep the files after checking them")
    parser.add_argument("--only", default="", help="only cases whose name contains this text")
    args = parser.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    total = failures = 0
    # One case at a time (generated, written, checked, removed): the large corpus is ~2.5 GB.
    for case in cases(args.scale):
        if args.only not in case.name:
            continue
        total += 1
        path = args.out_dir / f"{case.name}.json"
        path.write_bytes(case.data)
        if not args.no_run:
            failures += not check_case(path, case)
            if not args.keep:
                path.unlink()
    print(f"{failures} of {total} cases failed" if not args.no_run else f"{total} cases written to {args.out_dir}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
