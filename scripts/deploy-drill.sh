#!/usr/bin/env bash
# The deploy drill (docs/deploy.md#drill): two app processes on PostgreSQL behind Caddy
# (tls internal, health checks on /api/ready) while a load generator books cars through it:
#   1. SIGKILL one process mid-load: every booking it accepted is stored, its messages sent once;
#   2. a rolling restart of both processes to a new build: 0 failed requests;
#   3. a backup, a restore into a fresh database, a process started on it: every record there.
# Loopback only; everything it starts it stops, and it drops its databases (trap EXIT).
# Needs caddy, psql and a PostgreSQL role that may create databases (DRILL_DATABASE_URL).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BASE_URL=${DRILL_DATABASE_URL:-${TEST_DATABASE_URL:-postgres://rental_ci:rental_ci@127.0.0.1:5432/postgres}}
PROXY_PORT=${DRILL_PORT:-3600}
APP_PORTS=($((PROXY_PORT + 1)) $((PROXY_PORT + 2)))
RESTORED_PORT=$((PROXY_PORT + 3))
RUN_ID=$$
DB_NAME=rental_drill_${RUN_ID}
RESTORED_NAME=rental_drill_restored_${RUN_ID}
db_url() { local u=${BASE_URL%/*}; echo "$u/$1"; }
DB_URL=$(db_url "$DB_NAME")
RESTORED_URL=$(db_url "$RESTORED_NAME")
WORK=$(mktemp -d /tmp/rental-drill.XXXXXX)
RELEASES=$ROOT/apps/api/.drill-$RUN_ID
LOAD="node $ROOT/apps/api/scripts/drill-load.mjs"
declare -A PIDS=()

cleanup() {
  local status=$?
  for name in "${!PIDS[@]}"; do kill -9 "${PIDS[$name]}" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql -q "$BASE_URL" -c "drop database if exists $DB_NAME with (force)" 2>/dev/null || true
  psql -q "$BASE_URL" -c "drop database if exists $RESTORED_NAME with (force)" 2>/dev/null || true
  rm -rf "$WORK" "$RELEASES"
  if [ $status -ne 0 ]; then echo "drill: FAILED (exit $status)"; fi
  exit $status
}
trap cleanup EXIT

command -v caddy >/dev/null || { echo 'drill: caddy is missing (apt-get install caddy)'; exit 1; }
command -v psql >/dev/null || { echo 'drill: psql is missing (apt-get install postgresql-client)'; exit 1; }

# Answers once $1 (a URL) answers 200, or fails after 60 s; more curl options may follow.
wait_ready() {
  for _ in $(seq 1 600); do
    if curl -sf -o /dev/null "$@"; then return 0; fi
    sleep 0.1
  done
  echo "drill: $1 never became ready"; return 1
}

# start_app <name> <release> <port> <database url>
start_app() {
  DATABASE_URL=$4 PORT=$3 HOST=127.0.0.1 DATA_DIR=$WORK/data-$1 WEB_DIST=$ROOT/apps/web/dist \
    TRUST_PROXY=true SHUTDOWN_DRAIN_SECONDS=3 MAX_PENDING_BOOKINGS=50 SEED_DEMO=false \
    JWT_SECRET=drill-secret-that-is-long-enough-for-signing \
    node "$RELEASES/$2/server.js" >>"$WORK/logs/$1.log" 2>&1 &
  PIDS[$1]=$!
  wait_ready "http://127.0.0.1:$3/api/ready"
}

# stop_app <name>: SIGTERM, then wait for the drain and the exit.
stop_app() {
  kill -TERM "${PIDS[$1]}"
  wait "${PIDS[$1]}"
  unset "PIDS[$1]"
}

mkdir -p "$WORK/logs" "$RELEASES"
cd "$ROOT"

echo "drill: building release 1"
npm run build --silent >/dev/null
cp -r apps/api/dist "$RELEASES/1"
echo "drill: building release 2"
(cd apps/api && node scripts/build.mjs)
cp -r apps/api/dist "$RELEASES/2"

psql -q "$BASE_URL" -c "create database $DB_NAME"
start_app a 1 "${APP_PORTS[0]}" "$DB_URL"
start_app b 1 "${APP_PORTS[1]}" "$DB_URL"
$LOAD seed "$DB_URL" "$WORK/state.json"

cat >"$WORK/Caddyfile" <<CADDY
{
  admin off
  skip_install_trust
  auto_https disable_redirects
  storage file_system {
    root $WORK/caddy
  }
  http_port $((PROXY_PORT + 4))
  https_port $PROXY_PORT
}
https://localhost:$PROXY_PORT {
  tls internal
  reverse_proxy 127.0.0.1:${APP_PORTS[0]} 127.0.0.1:${APP_PORTS[1]} {
    # The load comes from one machine: keep its X-Forwarded-For, one address per renter.
    trusted_proxies 127.0.0.1/32
    health_uri /api/ready
    health_interval 500ms
    health_timeout 2s
    lb_try_duration 10s
    lb_try_interval 100ms
  }
}
CADDY
caddy run --config "$WORK/Caddyfile" --adapter caddyfile >"$WORK/logs/caddy.txt" 2>&1 &
PIDS[caddy]=$!
CA=$WORK/caddy/pki/authorities/local/root.crt
for _ in $(seq 1 100); do [ -f "$CA" ] && break; sleep 0.1; done
export DRILL_URL=https://localhost:$PROXY_PORT DRILL_CA=$CA
wait_ready "https://localhost:$PROXY_PORT/api/ready" --cacert "$CA"
$LOAD signin "$WORK/state.json"

echo "drill: 1. SIGKILL one process mid-load"
export DRILL_STOP_FILE=$WORK/stop-kill
answered() { grep -c 'request completed' "$WORK/logs/b.log" || true; }
BEFORE=$(answered)
$LOAD run "$WORK/state.json" kill 0 "$WORK/kill.json" &
LOAD_PID=$!
# Once process b has answered 100 bookings, with more in flight.
until [ "$(answered)" -gt $((BEFORE + 100)) ]; do sleep 0.2; done
kill -9 "${PIDS[b]}"; wait "${PIDS[b]}" 2>/dev/null || true; unset "PIDS[b]"
start_app b 1 "${APP_PORTS[1]}" "$DB_URL"
touch "$DRILL_STOP_FILE"; wait $LOAD_PID
NEXT=$(node -p "require('$WORK/kill.json').next")

echo "drill: 2. rolling restart to release 2 under load"
export DRILL_STOP_FILE=$WORK/stop-rolling
$LOAD run "$WORK/state.json" rolling "$NEXT" "$WORK/rolling.json" &
LOAD_PID=$!
for name in a b; do
  port=${APP_PORTS[0]}; [ $name = b ] && port=${APP_PORTS[1]}
  stop_app $name
  start_app $name 2 "$port" "$DB_URL"
  # Until the proxy's next health check has seen it ready again.
  sleep 1
done
touch "$DRILL_STOP_FILE"; wait $LOAD_PID
ROLLING_FAILED=$(node -p "Object.values(require('$WORK/rolling.json').failures).reduce((a, b) => a + b, 0)")
if [ "$ROLLING_FAILED" -ne 0 ]; then echo "drill: $ROLLING_FAILED requests failed during the rolling restart"; exit 1; fi

$LOAD verify "$DB_URL" "$WORK/logs" "$WORK/kill.json" "$WORK/rolling.json"

echo "drill: 3. back up, restore into a fresh database, start on it"
$LOAD records "$DB_URL" "$WORK/kill.json"
DATABASE_URL=$DB_URL node apps/api/dist/backup.js "$WORK/backups/drill.pgdump"
DATABASE_URL=$RESTORED_URL DATA_DIR=$WORK/data-restored node apps/api/dist/restore.js "$WORK/backups/drill.pgdump"
start_app restored 2 "$RESTORED_PORT" "$RESTORED_URL"
$LOAD compare "$DB_URL" "$RESTORED_URL" "$WORK/kill.json" "$WORK/rolling.json"
echo "drill: passed"
