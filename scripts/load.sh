#!/usr/bin/env bash
# Load and soak Roadcase on this machine, from a fresh checkout: builds roadcase and
# loadgen, starts `roadcase serve --demo` on a temporary SQLite file (or on LOAD_DB, a
# postgres:// URL) with the rate limits off, and runs
#
#   scripts/load.sh mix       the mixed workload: throughput and p50/p90/p99/max per target
#   scripts/load.sh compare   GET /api/v1/documents/invoice from the API beside a bare
#                             net/http server of the same bytes, at 8 and 64 connections:
#                             answers per second and each server's CPU per answer
#   scripts/load.sh soak      the mix at 20 requests/s for SOAK (5m), sampling the server's
#                             RSS; exits 1 unless it stays flat
#   scripts/load.sh           mix, then compare
#
# Knobs (environment): DURATION (20s) and CLIENTS (4) for the mix, RATE (0: a closed
# loop of CLIENTS workers), SOAK (5m), LOAD_DB (a temporary SQLite file), LOAD_PORT
# (28080, or the next free port; the ops listener and the bare server take free ports
# above it), LOADGEN_FLAGS, passed to the mix and the soak (e.g. "-json" or
# "-weights report=40"), and LOAD_ROADCASE, a roadcase binary to load instead of one
# built from this tree (to compare two builds).
#
# LOAD_DB is not ROADCASE_DB on purpose: serve --demo loads the demo organization into
# the database it opens, and the one your ROADCASE_DB names should not get it by
# accident. With taskset and two CPUs or more, the server (and the bare server) run on
# CPU 0 and loadgen on the others, so that the generator does not take the server's CPU.
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-all}
case $what in mix | compare | soak | all) ;; *) echo "usage: $0 [mix|compare|soak|all]" >&2; exit 2 ;; esac
# shellcheck source=scripts/lib/demo-server.sh
. scripts/lib/demo-server.sh
work_dir roadcase-load
pin_cpus || true

if [ -n "${LOAD_ROADCASE:-}" ]; then
  echo "== building loadgen; the server is $LOAD_ROADCASE" >&2
  cp "$LOAD_ROADCASE" "$work/roadcase"
else
  echo "== building roadcase and loadgen" >&2
  go build -o "$work/roadcase" ./cmd/roadcase
fi
go -C tools build -o "$work/loadgen" ./loadgen

start_demo "${LOAD_DB:-$work/roadcase.db}"

# loadgen runs the load generator on the load CPUs; LOADGEN_FLAGS go to the mix and the
# soak only, since the comparison reads the text reports.
loadgen() { "${load_cpu[@]}" "$work/loadgen" "$@"; }

mix() {
  echo "== the mixed workload" >&2
  # shellcheck disable=SC2086 # LOADGEN_FLAGS is a list of flags
  loadgen -base "$base" -mix -c "${CLIENTS:-4}" -rate "${RATE:-0}" -d "${DURATION:-20s}" -warmup 2s ${LOADGEN_FLAGS:-}
}

compare() {
  local path=/api/v1/documents/invoice bare
  bare=127.0.0.1:$(free_port $((port + 1)))
  echo "== GET $path: the API beside a bare net/http server of the same bytes" >&2
  "${server_cpu[@]}" "$work/loadgen" -base "$base" -get "$path" -bare "$bare" 2>"$work/bare.log" &
  local bare_pid=$!
  pids+=("$bare_pid")
  sleep 1
  local c api raw api_cpu raw_cpu
  for c in 8 64; do
    api_cpu=$(cpu_ticks "$server")
    api=$(loadgen -base "$base" -get "$path" -c "$c" -d 10s -warmup 2s)
    api_cpu=$(($(cpu_ticks "$server") - api_cpu))
    raw_cpu=$(cpu_ticks "$bare_pid")
    raw=$(loadgen -base "http://$bare" -get "$path" -c "$c" -d 10s -warmup 2s)
    raw_cpu=$(($(cpu_ticks "$bare_pid") - raw_cpu))
    printf '%s\n%s\n' "$api" "$raw"
    paste <(awk '$1 == "all" { print $3 }' <<<"$api") <(awk '$1 == "all" { print $3 }' <<<"$raw") |
      awk -v c="$c" '{ printf "%d connections: the API answers %.0f/s, the bare server %.0f/s: %.0f %% of it\n", c, $1, $2, 100 * $1 / $2 }'
    # The CPU each server process spent per answer, over the warm-up and the run (12 s at
    # the measured rate): the figure the machine's noise moves least.
    paste <(awk '$1 == "all" { print $3 }' <<<"$api") <(awk '$1 == "all" { print $3 }' <<<"$raw") |
      awk -v a="$api_cpu" -v r="$raw_cpu" -v hz="$(getconf CLK_TCK)" '{
        ua = 1e6 * a / hz / ($1 * 12); ur = 1e6 * r / hz / ($2 * 12)
        printf "  CPU per answer: the API %.1f µs, the bare server %.1f µs: the bare server'"'"'s is %.0f %% of the API'"'"'s\n\n", ua, ur, 100 * ur / ua }'
  done
}


soak() {
  echo "== soak: the mix at ${RATE:-20} requests/s for ${SOAK:-5m}, RSS of pid $server every 5s" >&2
  # shellcheck disable=SC2086 # LOADGEN_FLAGS is a list of flags
  loadgen -base "$base" -soak "${SOAK:-5m}" -rate "${RATE:-20}" -pid "$server" ${LOADGEN_FLAGS:-}
}

case $what in
mix) mix ;;
compare) compare ;;
soak) soak ;;
all) mix && compare ;;
esac
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
