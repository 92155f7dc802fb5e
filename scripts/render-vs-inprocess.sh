#!/usr/bin/env bash
# The render route beside its in-process cost (issue 15: HTTP render at 0.6 of it or
# better), on this machine, side by side in one run: builds roadcase, loadgen and
# loadgen's test binary, starts `roadcase serve --demo` on a temporary SQLite file with
# the rate limits off, and then COUNT times
#
#   1. renders TYPE from its sample over HTTP (loadgen -type TYPE: POST
#      /api/v1/documents/TYPE/render with the contract's sample as data, authenticated
#      by the demo's token) at 8 connections for DURATION, after 2 s of warm-up, and
#   2. renders the same sample in process, through the documents service wired as
#      serve wires it (BenchmarkRenderInProcess in tools/loadgen: the real catalog,
#      validator and renderer, the render log over an SQLite file of the demo
#      organization) with 8 goroutines for DURATION,
#
# and prints both throughputs, the CPU time each spent per render, and the ratios,
# then the median ratio over the COUNT runs.
#
#   scripts/render-vs-inprocess.sh
#   TYPE=invoice COUNT=5 DURATION=20s scripts/render-vs-inprocess.sh
#   PROFILE=/tmp/prof scripts/render-vs-inprocess.sh   # profiles of the first run
#
# With taskset and two CPUs or more, the server and the in-process renders run on CPU 0
# (the in-process ones with GOMAXPROCS=1, as the pinned server has) and loadgen on the
# others, so that each side has the same one CPU. Knobs (environment): TYPE (day-sheet),
# DURATION (10s), COUNT (3), LOAD_PORT (28080, or the next free port), LOAD_ROADCASE (a
# roadcase binary to measure instead of one built from this tree) and PROFILE, a
# directory that receives, for the first run, the server's profile (perf record, when
# perf is installed; serve has no pprof endpoint), the in-process CPU profile (go test
# -cpuprofile), both also as text, and the binaries they were taken of.
set -euo pipefail
cd "$(dirname "$0")/.."

type=${TYPE:-day-sheet} duration=${DURATION:-10s} count=${COUNT:-3} clients=8
# shellcheck source=scripts/lib/demo-server.sh
. scripts/lib/demo-server.sh
work_dir roadcase-render
pin_cpus || echo "== no taskset or one CPU: nothing is pinned, the in-process side still gets GOMAXPROCS=1" >&2

if [ -n "${LOAD_ROADCASE:-}" ]; then
  echo "== building loadgen; the server is $LOAD_ROADCASE" >&2
  cp "$LOAD_ROADCASE" "$work/roadcase"
else
  echo "== building roadcase, loadgen and its benchmarks" >&2
  go build -o "$work/roadcase" ./cmd/roadcase
fi
go -C tools build -o "$work/loadgen" ./loadgen
go -C tools test -c -o "$work/loadgen.test" ./loadgen

start_demo "$work/roadcase.db"

hz=$(getconf CLK_TCK)

# http_run renders TYPE over HTTP for DURATION after a warm-up of its own, and prints
# "answers/s requests server-CPU-µs-per-answer"; the server's CPU is read around the
# measured part only. A failed request fails the script.
http_run() {
  local out ticks
  "${load_cpu[@]}" "$work/loadgen" -base "$base" -type "$type" -c "$clients" -d 2s -warmup 0 >/dev/null || exit 1
  ticks=$(cpu_ticks "$server")
  out=$("${load_cpu[@]}" "$work/loadgen" -base "$base" -type "$type" -c "$clients" -d "$duration" -warmup 0) ||
    { echo "$out" >&2; exit 1; }
  ticks=$(($(cpu_ticks "$server") - ticks))
  awk -v t="$ticks" -v hz="$hz" '$1 == "all" { printf "%s %s %.0f\n", $3, $2, 1e6 * t / hz / $2 }' <<<"$out"
}

# inprocess_run renders TYPE in process for DURATION and prints "renders/s CPU-µs-per-render";
# $1, when set, is a file for the CPU profile.
inprocess_run() {
  local out prof=()
  [ -z "${1:-}" ] || prof=(-test.cpuprofile "$1")
  out=$(GOMAXPROCS=1 "${server_cpu[@]}" "$work/loadgen.test" -test.run '^$' \
    -test.bench "^BenchmarkRenderInProcess\$/^${type}\$" -test.benchtime "$duration" "${prof[@]}") ||
    { echo "$out" >&2; exit 1; }
  awk '$1 ~ /^BenchmarkRenderInProcess\// {
    for (i = 2; i < NF; i++) { if ($(i+1) == "renders/s") r = $i; if ($(i+1) == "cpu-µs/op") c = $i }
  } END { if (r == "") exit 1; printf "%s %s\n", r, c }' <<<"$out" ||
    { echo "no BenchmarkRenderInProcess/$type in:" >&2; echo "$out" >&2; exit 1; }
  grep 'not logged' <<<"$out" | sed 's/^ */== in process: /' >&2 || true
}

if [ -n "${PROFILE:-}" ]; then
  mkdir -p "$PROFILE"
  PROFILE=$(cd "$PROFILE" && pwd)
  cp "$work/roadcase" "$work/loadgen.test" "$PROFILE/"
fi
echo "== $type: HTTP at $clients connections beside the service with $clients goroutines, $count runs of $duration" >&2
printf '%-4s %12s %10s %14s %12s %14s %8s %10s\n' run "HTTP ok/s" requests "server µs/op" "in-proc /s" "in-proc µs/op" ratio "CPU ratio"
ratios=() cpu_ratios=()
for i in $(seq 1 "$count"); do
  perf_pid= prof=
  if [ "$i" = 1 ] && [ -n "${PROFILE:-}" ]; then
    prof=$PROFILE/inprocess.pprof
    if command -v perf >/dev/null; then
      # On the load CPUs, so that the profiler does not take the server's; run 1's
      # figures are then measured under the profiler.
      "${load_cpu[@]}" perf record -F 499 -g -p "$server" -o "$PROFILE/serve.perf.data" 2>"$PROFILE/perf.log" &
      perf_pid=$!
      pids+=("$perf_pid")
    fi
  fi
  out=$(http_run)
  read -r http_rate requests http_us <<<"$out"
  if [ -n "$perf_pid" ]; then
    kill -INT "$perf_pid" 2>/dev/null || true
    wait "$perf_pid" || true # perf exits non-zero when interrupted
    [ -s "$PROFILE/serve.perf.data" ] || echo "== perf record failed: $(tail -1 "$PROFILE/perf.log")" >&2
  fi
  out=$(inprocess_run "$prof")
  read -r in_rate in_us <<<"$out"
  ratio=$(awk -v h="$http_rate" -v p="$in_rate" 'BEGIN { printf "%.2f", h / p }')
  cpu_ratio=$(awk -v h="$http_us" -v p="$in_us" 'BEGIN { printf "%.2f", p / h }')
  ratios+=("$ratio") cpu_ratios+=("$cpu_ratio")
  printf '%-4s %12s %10s %14s %12s %14s %8s %10s\n' "$i" "$http_rate" "$requests" "$http_us" "$in_rate" "$in_us" "$ratio" "$cpu_ratio"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "median ratio $(median "${ratios[@]}") (HTTP answers/s over in-process renders/s; the aim is 0.6 or more)," \
  "median CPU ratio $(median "${cpu_ratios[@]}") (in-process CPU per render over the server's)"
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
# A render whose log insert failed still answers 200 (serve logs a warning); say so, as
# the in-process side does, since such a render did less work.
unlogged=$(grep -c 'render not logged' "$work/serve.log" || true)
[ "$unlogged" = 0 ] || echo "== the server could not log $unlogged renders: $(grep -m1 'render not logged' "$work/serve.log")" >&2
if [ -n "${PROFILE:-}" ]; then
  go tool pprof -top "$work/loadgen.test" "$PROFILE/inprocess.pprof" >"$PROFILE/inprocess.txt" 2>/dev/null || true
  if [ -s "$PROFILE/serve.perf.data" ]; then
    perf report -i "$PROFILE/serve.perf.data" --stdio --no-children --sort symbol >"$PROFILE/serve.txt" 2>/dev/null || true
    perf report -i "$PROFILE/serve.perf.data" --stdio --children --sort symbol -g none >"$PROFILE/serve-cumulative.txt" 2>/dev/null || true
  fi
  echo "== profiles of run 1 in $PROFILE: inprocess.pprof (go tool pprof $PROFILE/loadgen.test ...)," \
    "and the server's perf record serve.perf.data (perf report -i ...), each also as text (*.txt)" >&2
fi
