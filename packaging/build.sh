#!/usr/bin/env bash
# Build the one-folder app: dist/contaria-desktop/contaria-desktop
#
#   bash packaging/build.sh                # fresh build venv every time (what a release should use)
#   REUSE_VENV=1 bash packaging/build.sh   # keep build/venv-bundle if it exists (faster)
#   PYTHON=python3.11 bash packaging/build.sh
#
# The build venv holds only the runtime dependencies from pyproject.toml (PySide6-Essentials,
# pillow, platformdirs) plus the "package" extra (pyinstaller); the app itself is analysed from
# this checkout. Prints the build time and the size of the folder. Works with bash 3.2 (macOS)
# and Git Bash (Windows).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PYTHON=${PYTHON:-python3}
VENV=build/venv-bundle
DIST=dist
APP=contaria-desktop

mkdir -p build "$DIST"
# build outputs never belong in git (no root .gitignore needed)
echo '*' > build/.gitignore
echo '*' > "$DIST/.gitignore"

vpython() {  # the build venv's Python: bin/ on Linux and macOS, Scripts/ on Windows
    if [[ -x "$VENV/Scripts/python.exe" ]]; then "$VENV/Scripts/python.exe" "$@"
    else "$VENV/bin/python" "$@"; fi
}

start=$(date +%s)
if [[ "${REUSE_VENV:-0}" != 1 || ! -d "$VENV" ]]; then
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    # requirements come from pyproject.toml so there is one list of dependencies
    vpython -c '
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(project["dependencies"] + project["optional-dependencies"]["package"]))
' > build/requirements-bundle.txt
    vpython -m pip install -q --upgrade pip
    vpython -m pip install -q -r build/requirements-bundle.txt
fi
if vpython -m pip show -q PySide6-Addons >/dev/null 2>&1; then
    echo "build: PySide6-Addons is installed in $VENV; only PySide6-Essentials is allowed" >&2
    exit 1
fi

rm -rf "$DIST/$APP"
vpython -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath build/pyinstaller packaging/contaria_desktop.spec
end=$(date +%s)

exe="$DIST/$APP/$APP"
[[ -x "$exe" || -x "$exe.exe" || -d "$DIST/Contaria Desktop.app" ]] || { echo "build: no executable made" >&2; exit 1; }
size_kib=$(du -sk "$DIST/$APP" | cut -f1)
echo "build: $ROOT/$DIST/$APP ($((size_kib / 1024)) MiB) in $((end - start)) s"
if (( size_kib > 150 * 1024 )); then
    echo "build: WARNING folder is over the 150 MiB budget" >&2
fi
