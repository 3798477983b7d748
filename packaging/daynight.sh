#!/usr/bin/env bash
# Day/Night Table: set up a Debian 12 machine (as root), build, and run the table or the tests.
#   packaging/daynight.sh run [APP OPTIONS...]   install what is missing, build, launch the table
#   packaging/daynight.sh test                   install what is missing, build, run every test
# Environment: BUILD_DIR (default ./build), BUILD_TYPE (default RelWithDebInfo).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$here/build}
mode=${1:-}
[[ $mode == run || $mode == test ]] || { sed -n '2,5p' "$0"; exit 2; }
shift

# Debian 12 packages: compilers, Qt 6.4 (Core, Gui, Qml, Quick, Controls, Test), the QML
# modules the table imports, and the tools the tests use.
packages=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-tools-dev qt6-l10n-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml
    qml6-module-qtqml-workerscript qml6-module-qtqml-models qml6-module-qttest
    qml6-module-qtquick-shapes qml6-module-qtquick-dialogs libgl1-mesa-dev
    desktop-file-utils appstream
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if (( ${#missing[@]} )); then
    if [[ $(id -u) != 0 ]]; then
        echo "daynight.sh: missing Debian packages: ${missing[*]}" >&2
        echo "daynight.sh: run this script as root (or: sudo apt-get install ${missing[*]})" >&2
        exit 1
    fi
    echo "daynight.sh: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}"
cmake --build "$build" --parallel "$(nproc)"

if [[ $mode == run ]]; then
    exec "$build/src/app/daynight" "$@"
fi
cd "$build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600
