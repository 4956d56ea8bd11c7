#!/usr/bin/env bash
# What one PGlite commit does at the system-call level (ADR 0007). Needs strace (apt-get install strace).
#   scripts/durability/strace-commits.sh [plain|durable] [N=200]
# Prints: strace -c of the whole run; the calls between the first and the N-th commit's markers, counted;
# and every call of one commit (between the markers written after commits 1 and 2), with file paths.
set -euo pipefail
mode="${1:-plain}"
count="${2:-200}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
calls='trace=fsync,fdatasync,sync_file_range,syncfs,sync,msync,write,pwrite64,openat'
cd "$root"

echo "== strace -f -c, whole run (start-up included), mode=$mode, $count commits"
strace -f -c -e "$calls" -o "$work/summary" node --import tsx scripts/durability/trace-commits.ts "$work/db-c" "$mode" "$count"
cat "$work/summary"

echo
echo "== strace -f -y, calls between MARK-BEGIN and MARK-END ($count commits, tsx/node noise excluded)"
strace -f -y -e "$calls" -o "$work/trace" node --import tsx scripts/durability/trace-commits.ts "$work/db-t" "$mode" "$count" >/dev/null
awk '/MARK-BEGIN/{on=1;next} /MARK-END/{on=0} on && !/MARK-ACK/ {
       match($0, /^[0-9]+ +[a-z_0-9]+\(/); call=substr($0, RSTART, RLENGTH); sub(/^[0-9]+ +/, "", call); sub(/\($/, "", call);
       file=""; rest=$0; while (match(rest, /<[^<>]*>/)) { file=substr(rest, RSTART+1, RLENGTH-2); rest=substr(rest, RSTART+RLENGTH) } sub(/.*\/pg_wal\/.*/, "pg_wal/<segment>", file); sub(/.*\/base\/.*/, "base/<relation>", file);
       n[call " " file]++ }
     END { for (k in n) printf "%8d  %s\n", n[k], k }' "$work/trace" | sort -rn
echo
echo "== one commit (between MARK-ACK 1 and MARK-ACK 2)"
awk '/MARK-ACK 1/{on=1;next} /MARK-ACK 2/{on=0} on' "$work/trace" | sed -E 's/"([^"]{0,24})[^"]*"/"\1..."/'
