#!/usr/bin/env bash
# Start-up time of `roadcase serve` on an existing SQLite database of the demo's
# size (docs/operations.md, Start-up): builds the binary once as deploy/Dockerfile
# does, seeds a temporary database with a first `serve --demo`, then starts
# `serve` STARTS times (default 20) on it, and `serve --demo` as often (its second
# and later starts: the demo is there already), each timed from the exec to the
# first 200 of /readyz on the operational listener, polled every millisecond
# (tools/startup). Prints each start and the median, minimum and maximum.
#
#   scripts/startup.sh               # STARTS=20
#   STARTS=50 scripts/startup.sh
#   ROADCASE_BIN=/tmp/roadcase scripts/startup.sh   # time that binary instead
#   BASELINE_BIN=/tmp/roadcase-main scripts/startup.sh
#       # start that binary and this one in turn, as often each, and print both
#       # summaries: a before and after measured under the same load
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
starts=${STARTS:-20}

bin=${ROADCASE_BIN:-}
if [ -z "$bin" ]; then
  echo "== building roadcase as deploy/Dockerfile does" >&2
  CGO_ENABLED=0 go build -tags nomsgpack -trimpath -ldflags="-s -w" -o "$work/roadcase" ./cmd/roadcase
  bin=$work/roadcase
fi
go -C tools build -o "$work/startup" ./startup

echo "== seeding $work/roadcase.db with serve --demo (first start)" >&2
"$work/startup" -bin "$bin" -db "$work/roadcase.db" -n 1 -- --demo
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
baseline=()
if [ -n "${BASELINE_BIN:-}" ]; then
  baseline=(-baseline "$BASELINE_BIN")
fi
echo "== serve, $starts starts"
"$work/startup" -bin "$bin" "${baseline[@]}" -db "$work/roadcase.db" -n "$starts" -q
echo "== serve --demo, $starts starts"
"$work/startup" -bin "$bin" "${baseline[@]}" -db "$work/roadcase.db" -n "$starts" -q -- --demo
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
