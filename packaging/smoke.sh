#!/usr/bin/env bash
# Smoke test of the shipped app (not part of CI: a fresh build venv + PyInstaller take minutes).
#
#   bash packaging/smoke.sh               # build (fresh venv), then check
#   REUSE_VENV=1 bash packaging/smoke.sh  # reuse build/venv-bundle
#   SKIP_BUILD=1 bash packaging/smoke.sh  # check the existing dist/contaria-desktop
#   RUNS=5                                # start-up timing runs per variant (median reported)
#
# Checks, each printed as PASS/FAIL (exit status 1 if any failed):
#   1. the frozen app plays 10 random decisions offscreen and writes a screenshot;
#      (and once in each translated language);
#   2. the frozen app opens a save made by the session layer (GameSession.save) and pictures it;
#   3. a plain non-editable `pip install .` (with dependencies) into a fresh venv: the installed
#      command finds its assets and runs the same screenshot from another directory;
#   4. start-up time to the first picture, frozen vs from source (same Python, same Qt),
#      target frozen <= 1.5x source.
# Everything the app writes (settings, recent files, autosaves) goes to a temporary HOME.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
APP=contaria-desktop
EXE="$ROOT/dist/$APP/$APP"
VENV="$ROOT/build/venv-bundle"
RUNS=${RUNS:-5}
GAME_ARGS=(--game contaria --players 4 --seed 1)

failures=0
pass() { echo "PASS  $*"; }
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    bash packaging/build.sh || { echo "FAIL  build"; exit 1; }
fi
[[ -x "$EXE" ]] || { echo "FAIL  no frozen executable at $EXE"; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/home/.config" XDG_DATA_HOME="$TMP/home/.local/share" \
       XDG_CACHE_HOME="$TMP/home/.cache" XDG_STATE_HOME="$TMP/home/.local/state"
mkdir -p "$HOME"
export QT_QPA_PLATFORM=offscreen
RUNDIR="$TMP/elsewhere"  # every run starts away from the checkout: nothing may rely on CWD
mkdir -p "$RUNDIR"

check_picture() {  # name, exit status, file
    if [[ "$2" == 0 && -s "$3" ]]; then pass "$1 (exit 0, $(stat -c %s "$3") bytes)";
    else fail "$1 (exit $2, picture $( [[ -s "$3" ]] && echo present || echo missing ))"; fi
}

# 0. frozen: every game the source tree declares is found (entry points need the bundled metadata)
for game in $(python3 -c 'import tomllib; print(" ".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["entry-points"]["contaria_desktop.games"]))'); do
    (cd "$RUNDIR" && "$EXE" --game "$game" --players 3 --seed 1 --autoplay 3 --screenshot "$TMP/frozen_$game.png") \
        >"$TMP/frozen_$game.log" 2>&1
    status=$?
    if [[ "$status" == 2 ]] && grep -q "not playable in the app yet" "$TMP/frozen_$game.log"; then
        pass "frozen --game $game (found through its entry point; engine only, not playable yet)"
    else
        check_picture "frozen --game $game (found through its entry point)" "$status" "$TMP/frozen_$game.png"
    fi
done

# 1. frozen: autoplay + screenshot
(cd "$RUNDIR" && "$EXE" "${GAME_ARGS[@]}" --autoplay 10 --screenshot "$TMP/frozen_autoplay.png") \
    >"$TMP/frozen1.log" 2>&1
check_picture "frozen --autoplay 10 --screenshot" $? "$TMP/frozen_autoplay.png"
[[ -s "$TMP/frozen1.log" ]] && sed 's/^/      | /' "$TMP/frozen1.log" | head -20

# 1b. frozen, each translated language (the .qm files and Qt's qtbase_* must be found)
for lang in pt_BR es; do
    (cd "$RUNDIR" && "$EXE" "${GAME_ARGS[@]}" --lang "$lang" --autoplay 3 \
        --screenshot "$TMP/frozen_$lang.png") >"$TMP/frozen_$lang.log" 2>&1
    check_picture "frozen --lang $lang --screenshot" $? "$TMP/frozen_$lang.png"
done

# 2. frozen: --load a save written by the session layer (from source, build venv's Python)
SAVE="$TMP/smoke.contaria-save.json"
(cd "$RUNDIR" && PYTHONPATH="$ROOT" "$VENV/bin/python" - "$SAVE" <<'EOF'
import random, sys
from contaria_desktop.session import GameSession
session = GameSession.new("contaria", 4, seed=1)
rng = random.Random(1)
for _ in range(8):  # a few decisions so the save has a record to replay
    if session.is_over:
        break
    if session.handover_pending is not None:
        session.confirm_handover(session.handover_pending)
    session.apply(rng.choice(session.legal_actions()))
session.save(sys.argv[1])
print(f"save: {sys.argv[1]} ({session.cursor} decisions)")
EOF
) >"$TMP/save.log" 2>&1
if [[ $? == 0 && -s "$SAVE" ]]; then
    pass "session layer wrote a save ($(tail -1 "$TMP/save.log"))"
    (cd "$RUNDIR" && "$EXE" --load "$SAVE" --screenshot "$TMP/frozen_load.png") >"$TMP/frozen2.log" 2>&1
    check_picture "frozen --load SAVE --screenshot" $? "$TMP/frozen_load.png"
    [[ -s "$TMP/frozen2.log" ]] && sed 's/^/      | /' "$TMP/frozen2.log" | head -20
else
    fail "could not make a save with GameSession"; sed 's/^/      | /' "$TMP/save.log" | tail -8
fi

# 3. non-editable pip install . (with dependencies) into a fresh venv
PYTHON=${PYTHON:-python3}
"$PYTHON" -m venv "$TMP/venv-install"
if "$TMP/venv-install/bin/python" -m pip install -q --disable-pip-version-check "$ROOT" \
        >"$TMP/pip.log" 2>&1; then
    (cd "$RUNDIR" && "$TMP/venv-install/bin/python" - <<'EOF'
import contaria_desktop
from pathlib import Path
from contaria_desktop.resources import data_root
root = data_root("assets")
assert Path(contaria_desktop.__file__).parent / "_data" / "assets" == root, root
files = [p for p in root.rglob("*") if p.is_file()]
print(f"installed assets: {root} ({len(files)} files)")
EOF
    ) >"$TMP/inst.log" 2>&1 && pass "pip install . finds assets inside the package: $(tail -1 "$TMP/inst.log")" \
        || { fail "installed package lookup"; sed 's/^/      | /' "$TMP/inst.log" | tail -8; }
    (cd "$RUNDIR" && "$TMP/venv-install/bin/$APP" "${GAME_ARGS[@]}" --autoplay 10 \
        --screenshot "$TMP/installed.png") >"$TMP/inst2.log" 2>&1
    check_picture "installed $APP --autoplay 10 --screenshot" $? "$TMP/installed.png"
else
    fail "pip install . (see below)"; sed 's/^/      | /' "$TMP/pip.log" | tail -15
fi

# 4. start-up: time to first picture, frozen vs source (median of $RUNS after one warm-up)
time_runs() {  # command...
    "$@" --screenshot "$TMP/t.png" >/dev/null 2>&1  # warm the file cache
    "$VENV/bin/python" - "$RUNS" "$@" --screenshot "$TMP/t.png" <<'EOF'
import statistics, subprocess, sys, time
runs, cmd = int(sys.argv[1]), sys.argv[2:]
times = []
for _ in range(runs):
    t0 = time.perf_counter()
    rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    times.append(time.perf_counter() - t0)
    if rc:
        print(f"nan exit {rc}")
        sys.exit(0)
print(f"{statistics.median(times):.3f} min {min(times):.3f} max {max(times):.3f}")
EOF
}
cd "$RUNDIR"
frozen_t=$(time_runs "$EXE" "${GAME_ARGS[@]}")
source_t=$(PYTHONPATH="$ROOT" time_runs "$VENV/bin/python" -m contaria_desktop "${GAME_ARGS[@]}")
cd "$ROOT"
echo "      start-up to first picture (s, median of $RUNS): frozen $frozen_t | source $source_t"
ratio=$("$VENV/bin/python" -c "import sys; f, s = float(sys.argv[1]), float(sys.argv[2]); print(f'{f / s:.2f}')" \
        "${frozen_t%% *}" "${source_t%% *}" 2>/dev/null || echo nan)
if "$VENV/bin/python" -c "import sys; sys.exit(0 if float(sys.argv[1]) <= 1.5 else 1)" "$ratio" 2>/dev/null; then
    pass "start-up frozen/source = $ratio (target <= 1.5)"
else
    fail "start-up frozen/source = $ratio (target <= 1.5)"
fi

size=$(du -sh "$ROOT/dist/$APP" | cut -f1)
echo "      bundle: $ROOT/dist/$APP ($size)"
if (( failures )); then echo "smoke: $failures check(s) failed"; exit 1; fi
echo "smoke: all checks passed"
