#!/usr/bin/env bash
# Starts the app as a newcomer would (the `npm start` script on a fresh data dir), checks health, the web
# app and a sign-in, checks that a second process cannot open the same PGlite directory, then stops
# it with SIGTERM and expects a clean exit.
set -euo pipefail
dir=$(mktemp -d)
port=${SMOKE_PORT:-3199}
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT
fail() { echo "smoke test failed: $*"; echo '--- server output'; cat "$dir/out.log" || true; exit 1; }

# `npm start` runs exactly this; calling node directly gives us the server's own pid for the signal.
DATA_DIR="$dir/data" PORT=$port ADMIN_EMAIL=smoke@mandibook.test ADMIN_PASSWORD=smoke-password LOG_LEVEL=warn \
  node scripts/start.mjs >"$dir/out.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 1
done
health=$(curl -fsS "http://127.0.0.1:$port/api/health") || fail "no health answer"
[[ $health == *'"ok"'* ]] || fail "health: $health"
page=$(curl -fsS "http://127.0.0.1:$port/parties") || fail "no web app"
[[ $page == *'<div id="root">'* ]] || fail "web app: $page"
login=$(curl -fsS -X POST -H 'content-type: application/json' \
  -d '{"email":"smoke@mandibook.test","password":"smoke-password"}' "http://127.0.0.1:$port/api/auth/login") ||
  fail "sign-in refused"
[[ $login == *'"token"'* ]] || fail "sign-in: $login"

if DATA_DIR="$dir/data" PORT=$((port + 1)) timeout 60 node dist/server/main.js >"$dir/second.log" 2>&1; then
  fail "a second process opened the same data directory"
fi
grep -q 'in use by another MandiBook process' "$dir/second.log" || fail "second process: $(cat "$dir/second.log")"

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=
[ "$status" -eq 0 ] || fail "exit status $status after SIGTERM"
[ ! -e "$dir/data/mandibook.lock" ] || fail "the data-dir lock was not released"
echo "smoke test passed: start, health, web app, sign-in, data-dir lock, graceful stop"
