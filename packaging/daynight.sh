#!/usr/bin/env bash
# Day/Night Table: set up a Debian 12 machine (as root), build, and run the table or the tests.
#   packaging/daynight.sh run [APP OPTIONS...]   install what is missing, build, launch the table
#   packaging/daynight.sh test                   install what is missing, build, run every test
#   packaging/daynight.sh package                install what is missing, build, make the .deb
#   packaging/daynight.sh sanitize               install what is missing, build with AddressSanitizer and
#                                                UndefinedBehaviorSanitizer in ./build-sanitize, run the
#                                                engine's tests, the scenarios and the fuzzer (ctest -L engine)
# Environment: BUILD_DIR (default ./build, ./build-sanitize for sanitize), BUILD_TYPE (default RelWithDebInfo).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-}
if [[ $mode == sanitize ]]; then build=${BUILD_DIR:-$here/build-sanitize}; else build=${BUILD_DIR:-$here/build}; fi
[[ $mode == run || $mode == test || $mode == package || $mode == sanitize ]] || { sed -n '2,9p' "$0"; exit 2; }
shift

# Debian 12 packages: compilers, Qt 6.4 (Core, Gui, Qml, Quick, Controls, Test), the tools the
# tests use, and every QML module the program imports at run time (packaging/qml-modules.txt,
# the same list the .deb depends on and `daynight --self-test` checks).
packages=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-tools-dev qt6-l10n-tools
    qml6-module-qttest qt6-websockets-dev libgl1-mesa-dev desktop-file-utils appstream
    xvfb xauth   # net_two_windows: two real windows on two X displays
    $(sed -e 's/#.*//' "$here/packaging/qml-modules.txt" | awk 'NF == 2 {print $2}' | sort -u)
)
# CPack's DEB generator reads the libraries' dependencies with dpkg-shlibdeps.
[[ $mode == package ]] && packages+=(dpkg-dev file)
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

sanitize=()
[[ $mode == sanitize ]] && sanitize=(-DDAYNIGHT_SANITIZE=address,undefined)
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" "${sanitize[@]}"
if [[ $mode == sanitize ]]; then
    cmake --build "$build" --parallel "$(nproc)" --target daynight_engine_checks
else
    cmake --build "$build" --parallel "$(nproc)"
fi

case $mode in
run)
    exec "$build/src/app/daynight" "$@" ;;
package)
    cd "$build" && cpack -G DEB && ls -1 "$build"/*.deb ;;
test)
    cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 ;;
sanitize)
    # Any report stops the program with an error (UBSan at the first one; ASan always does).
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 1500 --parallel "$(nproc)" -L engine ;;
esac
