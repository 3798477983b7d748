#!/bin/bash
# Process-level network play over the loopback: `daynight --serve` hosts a 2-seat game, two
# `daynight --headless --join INVITE --as KIND` clients and one `--watch` client play it to the
# end over wss; every client must report that every checkpoint matched and the host's final hash.
# Usage: serve_join.sh DAYNIGHT WORKDIR
set -u
app=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data QT_QPA_PLATFORM=offscreen
timeout 120 "$app" --serve --seats human,human --spectators --max-turns 6 --record game.json > host.out 2> host.err &
host=$!
for _ in $(seq 1 100); do [ "$(wc -l < host.out)" -ge 2 ] && break; sleep 0.1; done
player=$(sed -n 1p host.out)
watcher=$(sed -n 2p host.out)
# The invite names this computer's address; the loopback reaches the same port.
player=$(echo "$player" | sed -E 's#//[^/]*:([0-9]+)/#//127.0.0.1:\1/#')
watcher=$(echo "$watcher" | sed -E 's#//[^/]*:([0-9]+)/#//127.0.0.1:\1/#')
[ -n "$player" ] || { echo "no invite from the host"; cat host.err; exit 1; }
timeout 120 "$app" --headless --join "$player" --as greedy > a.out 2> a.err &
a=$!
timeout 120 "$app" --headless --join "$player" --as random > b.out 2> b.err &
b=$!
timeout 120 "$app" --headless --join "$watcher" --watch > w.out 2> w.err &
w=$!
status=0
for pid in $a $b $w; do wait $pid || status=1; done
wait $host || status=1
final=$(sed -n 's/^game over: .*; final hash \([0-9a-f]*\)$/\1/p' host.out)
for c in a b w; do
    echo "$c: $(cat $c.out)"
    grep -q "^final hash $final; \([0-9]*\) of \1 checkpoints matched; seed commitment ok;" $c.out || { echo "client $c did not match"; cat $c.err; status=1; }
done
[ -n "$final" ] || { echo "the host printed no final hash"; cat host.err; status=1; }
cat host.out
exit $status
