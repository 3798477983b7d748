#!/usr/bin/env bash
# The clean-root check: proves the README's test command and the .deb on new Debian 12 machines.
#   packaging/check-clean-root.sh [--ref REF] [--keep] [--cache DIR]
# As root; downloads only Debian's packages. In order:
#   1. makes a clean Debian 12 root (debootstrap --variant=minbase bookworm; cached in
#      DIR/base, default /var/cache/daynight-clean-root, so later runs take seconds here);
#   2. clones the committed REF (default: HEAD of this repository) into a copy of it and runs the
#      README's test command there exactly as written (read from README.md), then
#      `packaging/daynight.sh package` to build the .deb with CPack;
#   3. installs that .deb with `apt-get install ./<deb>` into a second copy of the clean root,
#      which has no compiler and no -dev package, and runs the installed program:
#      `daynight --self-test`, `daynight --headless --scenario` on a demonstration the
#      package installs, and a network game (`--serve`, two `--join`, one `--watch`) over wss.
# Prints a summary; exit 0 when every step passed, 1 when one failed (it names the step; the
# logs stay in DIR/logs), 2 on bad usage. --keep keeps both roots (DIR/build-root,
# DIR/install-root) for inspection.
set -euo pipefail

usage() { sed -n '2,17p' "$0"; exit 2; }
repo=$(git -C "$(dirname "${BASH_SOURCE[0]}")/.." rev-parse --show-toplevel)
ref=HEAD keep=0 cache=/var/cache/daynight-clean-root
while [[ $# -gt 0 ]]; do
    case $1 in
        --ref) ref=${2:?}; shift 2 ;;
        --keep) keep=1; shift ;;
        --cache) cache=${2:?}; shift 2 ;;
        *) usage ;;
    esac
done
[[ $(id -u) == 0 ]] || { echo "check-clean-root: run as root (it uses debootstrap and chroot)" >&2; exit 2; }
commit=$(git -C "$repo" rev-parse --verify "$ref^{commit}") || { echo "check-clean-root: no commit $ref" >&2; exit 2; }

base=$cache/base logs=$cache/logs
mkdir -p "$cache" "$logs"
started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - started)); }
summary=()
fail() { summary+=("FAIL  $1"); printf '%s\n' "${summary[@]}"; echo "check-clean-root: FAILED at: $1 (logs in $logs)" >&2; exit 1; }
pass() { summary+=("ok    $1"); }

# 1. The clean root, made once.
if [[ ! -x $base/bin/bash ]]; then
    step "making a clean Debian 12 root with debootstrap (minbase, once)"
    command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
    mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n1)
    rm -rf "$base.tmp"
    debootstrap --variant=minbase bookworm "$base.tmp" ${mirror:+"$mirror"} >"$logs/debootstrap.log" 2>&1 \
        || fail "debootstrap (see $logs/debootstrap.log)"
    # The same package sources as this machine (security updates, the local mirror).
    if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
        cp /etc/apt/sources.list.d/debian.sources "$base.tmp/etc/apt/sources.list.d/"
        rm -f "$base.tmp/etc/apt/sources.list"
    fi
    mv "$base.tmp" "$base"
fi

roots=()
cleanup() {
    for r in "${roots[@]}"; do
        for m in dev/pts dev proc sys; do umount -l "$r/$m" 2>/dev/null || true; done
        [[ $keep == 1 ]] || rm -rf "$r"
    done
}
trap cleanup EXIT
# A fresh copy of the clean root with /proc, /sys and /dev, ready for chroot.
new_root() {
    local r=$cache/$1
    for m in dev/pts dev proc sys; do umount -l "$r/$m" 2>/dev/null || true; done
    rm -rf "$r"
    cp -a "$base" "$r"
    cp /etc/resolv.conf "$r/etc/resolv.conf" 2>/dev/null || true
    mount -t proc proc "$r/proc"; mount -t sysfs sys "$r/sys"
    mount --bind /dev "$r/dev"; mount --bind /dev/pts "$r/dev/pts"
    roots+=("$r")
}
# Runs a shell command in a root as a new user's root shell would: a clean environment.
in_root() {
    local r=$1; shift
    chroot "$r" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin bash -c "$*" </dev/null
}

# 2. The README's test command, exactly as written, on the committed tree; then the .deb.
test_command=$(git -C "$repo" show "$commit:README.md" | sed -n 's/^\(packaging\/daynight\.sh test\)\( .*\)\{0,1\}$/\1/p' | head -n1)
[[ -n $test_command ]] || fail "README.md has no line starting with 'packaging/daynight.sh test'"
step "build root: clone $commit, run the README's test command: $test_command"
new_root build-root
git clone -q "$repo" "$cache/build-root/src"
git -C "$cache/build-root/src" checkout -q "$commit"
if in_root "$cache/build-root" "cd /src && $test_command" >"$logs/readme-test.log" 2>&1; then
    pass "README test command '$test_command' on a clean root ($(grep -Eo '[0-9]+% tests passed.*' "$logs/readme-test.log" | tail -n1))"
else
    tail -n 40 "$logs/readme-test.log"
    fail "README test command '$test_command' (see $logs/readme-test.log)"
fi
step "build root: packaging/daynight.sh package"
in_root "$cache/build-root" "cd /src && packaging/daynight.sh package" >"$logs/package.log" 2>&1 \
    || { tail -n 30 "$logs/package.log"; fail "packaging/daynight.sh package (see $logs/package.log)"; }
deb=$(ls "$cache/build-root/src/build/"*.deb 2>/dev/null | head -n1)
[[ -n $deb ]] || fail "no .deb in /src/build after packaging"
cp "$deb" "$cache/"
deb=$cache/$(basename "$deb")
pass "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb --info "$deb" | sed -n 's/^ \(Package\|Version\|Section\|Maintainer\|Depends\):/  \1:/p'

# 3. The .deb on a root with no build tools.
step "install root: apt-get install ./$(basename "$deb")"
new_root install-root
cp "$deb" "$cache/install-root/root/"
in_root "$cache/install-root" "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ./root/$(basename "$deb")" \
    >"$logs/install.log" 2>&1 || { tail -n 30 "$logs/install.log"; fail "apt-get install of the .deb (see $logs/install.log)"; }
tools=$(in_root "$cache/install-root" "command -v gcc g++ c++ cc cmake; dpkg-query -W -f='\${Package}\n' | grep -- '-dev\$' || true")
[[ -z $tools ]] || fail "the install root has build tools or -dev packages: $tools"
pass "installed with apt-get on a root without a compiler or -dev packages"
if in_root "$cache/install-root" "daynight --self-test" >"$logs/self-test.log" 2>&1; then
    pass "installed daynight --self-test ($(tail -n1 "$logs/self-test.log"))"
else
    cat "$logs/self-test.log" | tail -n 30
    fail "installed daynight --self-test (see $logs/self-test.log)"
fi
scenario=/usr/share/daynight-table/scenarios/ruling-03-day-becomes-night.json
if in_root "$cache/install-root" "daynight --headless --scenario $scenario >/dev/null" >"$logs/headless.log" 2>&1; then
    pass "installed daynight --headless --scenario $scenario ($(tail -n1 "$logs/headless.log"))"
else
    cat "$logs/headless.log"
    fail "installed daynight --headless --scenario $scenario"
fi

# The installed program's network play: a host and two computer guests and a spectator over wss
# on the loopback (tests/net/serve_join.sh), which needs the WebSockets and Network libraries the
# .deb's Depends bring in (libqt6websockets6, libqt6network6, OpenSSL's TLS-PSK).
cp "$repo/tests/net/serve_join.sh" "$cache/install-root/root/serve_join.sh"
if in_root "$cache/install-root" "bash /root/serve_join.sh /usr/bin/daynight /tmp/serve-join" >"$logs/network.log" 2>&1; then
    pass "installed daynight --serve / --join / --watch over wss on the loopback ($(grep -c 'checkpoints matched' "$logs/network.log") clients matched)"
else
    tail -n 30 "$logs/network.log"
    fail "installed daynight network play (see $logs/network.log)"
fi

printf '\n== summary (commit %s, %d s)\n' "${commit:0:12}" $((SECONDS - started))
printf '%s\n' "${summary[@]}"
