#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the platform API suites (docs/platform-api.md "Tests"):
#   eval "$(bash scripts/test/postgres-cluster.sh start)"   # exports FORECOURT_TEST_PG_URL and FORECOURT_TEST_PG_DIR
#   bash scripts/test/postgres-cluster.sh stop "$FORECOURT_TEST_PG_DIR"
# Debian's server binaries (package postgresql; .ci/run installs it when missing), a cluster in a
# fresh temporary folder, run as the `postgres` user when we are root (the server refuses root),
# listening on 127.0.0.1 only, fsync on. Every step has a time limit.
set -euo pipefail

bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] && [ -x "$found/initdb" ] || { echo "no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(bindir)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/forecourt-pg.XXXXXX")
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    port=$(( 20000 + RANDOM % 20000 ))
    timeout 120 bash -c "$(declare -f as_owner); as_owner '$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync" > "$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    timeout 60 bash -c "$(declare -f as_owner); as_owner '$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 50 \
      -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300\" start" > /dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "export FORECOURT_TEST_PG_URL=postgres://postgres@127.0.0.1:$port/postgres FORECOURT_TEST_PG_DIR=$dir"
    ;;
  stop)
    dir="${2:?usage: postgres-cluster.sh stop <dir>}"
    bin=$(bindir)
    timeout 60 bash -c "$(declare -f as_owner); as_owner '$bin/pg_ctl' -D '$dir/data' -m fast -w -t 50 stop" > /dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-cluster.sh start | stop <dir>" >&2
    exit 2
    ;;
esac
