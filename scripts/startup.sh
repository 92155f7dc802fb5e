#!/usr/bin/env bash
# Start-up time of `roadcase serve` on an existing database of the demo's size
# (docs/operations.md, Start-up): builds the binary once as deploy/Dockerfile
# does, and a bare net/http server with the same flags as the floor
# (tools/startup/bare); seeds a temporary SQLite database with a first
# `serve --demo`, then starts `serve` STARTS times (default 20) on it, and
# `serve --demo` as often (its second and later starts: the demo is there
# already), each in turn with the bare server, each timed from the exec to the
# first 200 of /readyz on the operational listener, polled every millisecond
# (tools/startup). After each ready, the first GET of the OpenAPI document and
# of a page (/signin) is timed too. Prints each summary: the median, minimum and
# maximum, the CPU used by then, and the median as a multiple of the bare
# server's.
#
#   scripts/startup.sh               # STARTS=20
#   STARTS=9 scripts/startup.sh
#   ROADCASE_BIN=/tmp/roadcase scripts/startup.sh   # time that binary instead
#   BASELINE_BIN=/tmp/roadcase-main scripts/startup.sh
#       # start that binary and this one in turn, as often each, and print both
#       # summaries: a before and after measured under the same load
#   POSTGRES_DSN='postgres://postgres@127.0.0.1:5432/startup?sslmode=disable' scripts/startup.sh
#       # also time serve on that PostgreSQL database, seeded the same way
#       # (an empty or demo database it may write to)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
starts=${STARTS:-20}
flags=(-trimpath -ldflags="-s -w")

bin=${ROADCASE_BIN:-}
if [ -z "$bin" ]; then
  echo "== building roadcase as deploy/Dockerfile does" >&2
  CGO_ENABLED=0 go build "${flags[@]}" -o "$work/roadcase" ./cmd/roadcase
  bin=$work/roadcase
fi
go -C tools build -o "$work/startup" ./startup
CGO_ENABLED=0 go -C tools build "${flags[@]}" -o "$work/bare" ./startup/bare
baseline=()
if [ -n "${BASELINE_BIN:-}" ]; then
  baseline=(-baseline "$BASELINE_BIN")
fi
timed=("$work/startup" -bin "$bin" "${baseline[@]}" -bare "$work/bare" -first /api/v1/openapi.json,/signin -n "$starts" -q)

# time DB LABEL: seeds DB with a first serve --demo, then times both kinds of start.
time_on() {
  echo "== $2: seeding with serve --demo (first start)" >&2
  "$work/startup" -bin "$bin" -db "$1" -n 1 -q -- --demo >/dev/null
  echo "== $2: load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
  echo "== $2: serve, $starts starts"
  "${timed[@]}" -db "$1"
  echo "== $2: serve --demo, $starts starts"
  "${timed[@]}" -db "$1" -- --demo
  echo "== $2: load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
}

echo "== $(nproc 2>/dev/null || echo '?') cores, $(go version)"
time_on "$work/roadcase.db" sqlite
if [ -n "${POSTGRES_DSN:-}" ]; then
  time_on "$POSTGRES_DSN" postgres
fi
