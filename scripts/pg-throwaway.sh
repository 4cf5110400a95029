#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the server test suite and prints the shell lines
# that point the suite at it:
#
#   eval "$(bash scripts/pg-throwaway.sh)"   # exports TEST_DATABASE_URL and PG_TMPDIR
#   npx jest --selectProjects server
#   bash scripts/pg-stop.sh                  # stops it and removes PG_TMPDIR
#
# PostgreSQL refuses to run as root; as root the cluster runs as the 'postgres' user (or a
# 'takeflow-pg' system user created on the spot). Diagnostics go to stderr, exports to stdout.
set -euo pipefail

log() { printf 'pg-throwaway: %s\n' "$*" >&2; }

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ] && [ -x "$PG_BINDIR/initdb" ]; then echo "$PG_BINDIR"; return; fi
  local dir
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -Vr) /usr/local/pgsql/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  log "no PostgreSQL binaries found (install postgresql, or set PG_BINDIR)"
  exit 1
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}

BINDIR="$(find_bindir)"
PG_TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/takeflow-pg.XXXXXX")"
RUN_AS=""
if [ "$(id -u)" = "0" ]; then
  RUN_AS="postgres"
  if ! id -u "$RUN_AS" >/dev/null 2>&1; then
    RUN_AS="takeflow-pg"
    id -u "$RUN_AS" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$RUN_AS"
  fi
  chown "$RUN_AS" "$PG_TMPDIR"
fi
as_owner() {
  if [ -n "$RUN_AS" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

PORT="$(free_port)"
printf 'BINDIR=%q\nRUN_AS=%q\nPORT=%q\n' "$BINDIR" "$RUN_AS" "$PORT" > "$PG_TMPDIR/cluster.env"

log "initdb in $PG_TMPDIR (as ${RUN_AS:-$(id -un)})"
as_owner "$BINDIR/initdb" -D "$PG_TMPDIR/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null
# Durability settings are off: the cluster lives for one test run. PG_EXTRA_OPTS comes last, so
# it can override them (the API bench turns durability back on to measure realistic commits).
as_owner "$BINDIR/pg_ctl" -D "$PG_TMPDIR/data" -l "$PG_TMPDIR/postgres.log" -w -t 60 start \
  -o "-p $PORT -k $PG_TMPDIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_EXTRA_OPTS:-}" \
  >/dev/null
log "PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') listening on 127.0.0.1:$PORT"

printf 'export TEST_DATABASE_URL=%q\n' "postgres://postgres@127.0.0.1:$PORT/postgres"
printf 'export PG_TMPDIR=%q\n' "$PG_TMPDIR"
