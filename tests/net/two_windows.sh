#!/bin/bash
# Network play between two real windows: `daynight --host you,remote` and `daynight --join
# INVITE --as Bob`, each on its own X display (Xvfb), play a short game over wss to the end (the
# computer plays each window's seat: --autoplay), and each saves its window at the end
# (--end-shot). Passes when both exit 0 with a picture; copies them to SHOTDIR when given.
# Usage: two_windows.sh DAYNIGHT WORKDIR [SHOTDIR]
set -u
app=$1
work=$2
shots=${3:-}
rm -rf "$work" && mkdir -p "$work/host" "$work/guest" && cd "$work" || exit 1
export LC_ALL=C.UTF-8 TZ=UTC QT_QPA_PLATFORM=xcb
screen="-screen 0 1366x768x24"
HOME=$work/host XDG_CONFIG_HOME=$work/host/config XDG_DATA_HOME=$work/host/data \
    timeout 200 xvfb-run -a -s "$screen" "$app" --host you,remote --max-turns 3 --autoplay greedy \
    --end-shot "$work/network-host.png" > host.out 2> host.err &
host=$!
for _ in $(seq 1 300); do [ -s host.out ] && break; sleep 0.1; done
# The invite names this computer's address; the loopback reaches the same port.
invite=$(sed -n 1p host.out | sed -E 's#//[^/]*:([0-9]+)/#//127.0.0.1:\1/#')
[ -n "$invite" ] || { echo "no invite from the host window"; cat host.err; kill $host; exit 1; }
HOME=$work/guest XDG_CONFIG_HOME=$work/guest/config XDG_DATA_HOME=$work/guest/data \
    timeout 200 xvfb-run -a -s "$screen" "$app" --join "$invite" --as Bob --autoplay greedy \
    --end-shot "$work/network-guest.png" > guest.out 2> guest.err &
guest=$!
status=0
wait $guest || { echo "the guest window failed"; cat guest.err; status=1; }
wait $host || { echo "the host window failed"; cat host.err; status=1; }
for f in network-host.png network-guest.png; do
    [ -s "$f" ] || { echo "no $f"; status=1; }
done
if [ $status = 0 ] && [ -n "$shots" ]; then
    cp network-host.png network-guest.png "$shots/"
fi
exit $status
