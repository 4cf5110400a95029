#!/usr/bin/env bash
# Stops the cluster started by scripts/pg-throwaway.sh and removes its directory.
# Usage: bash scripts/pg-stop.sh [PG_TMPDIR]   (defaults to $PG_TMPDIR)
set -euo pipefail

DIR="${1:-${PG_TMPDIR:-}}"
if [ -z "$DIR" ] || [ ! -f "$DIR/cluster.env" ]; then
  printf 'pg-stop: no throw-away cluster at "%s" (set PG_TMPDIR or pass the directory)\n' "$DIR" >&2
  exit 1
fi
# shellcheck disable=SC1091
. "$DIR/cluster.env"
if [ -f "$DIR/data/postmaster.pid" ]; then
  if [ -n "$RUN_AS" ]; then
    runuser -u "$RUN_AS" -- "$BINDIR/pg_ctl" -D "$DIR/data" -m fast -w -t 60 stop >/dev/null
  else
    "$BINDIR/pg_ctl" -D "$DIR/data" -m fast -w -t 60 stop >/dev/null
  fi
fi
rm -rf "$DIR"
printf 'pg-stop: stopped and removed %s\n' "$DIR" >&2
