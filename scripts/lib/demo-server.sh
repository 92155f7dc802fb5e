# shellcheck shell=bash
# Shared by scripts/load.sh and scripts/render-vs-inprocess.sh, which source it after
# `set -euo pipefail`: a work directory removed on exit, CPU pinning, and
# `roadcase serve --demo` started on free ports with the rate limits off.
#
# work_dir NAME        makes $work (removed on exit with every process in $pids)
# pin_cpus             sets server_cpu (CPU 0) and load_cpu (the others) when taskset
#                      and two CPUs are there; empty arrays otherwise (returns 1)
# free_port P          prints the first port from P up nobody on 127.0.0.1 listens on
# start_demo DB        starts $work/roadcase serve --demo on DB, on CPU 0, from port
#                      LOAD_PORT (28080) up, and waits for it: sets $server, $port, $base and
#                      exports ROADCASE_TOKEN (loadgen reads it; it is never printed)
# cpu_ticks PID        prints the CPU time (user and system, clock ticks) PID has used

work_dir() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
  pids=()
  trap demo_cleanup EXIT
}

demo_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  rm -rf "$work"
}

pin_cpus() {
  server_cpu=() load_cpu=()
  if command -v taskset >/dev/null && [ "$(nproc)" -ge 2 ]; then
    server_cpu=(taskset -c 0) load_cpu=(taskset -c "1-$(($(nproc) - 1))")
    return 0
  fi
  return 1
}

free_port() {
  local p=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done
  echo "$p"
}

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# start_server starts serve --demo on DB ($1) on free ports from $2 up and waits for
# its banner; it returns 1 when the server stopped first, 2 when it stopped because
# another process took its port between free_port and the bind.
start_server() {
  local db=$1
  port=$(free_port "$2")
  base=http://127.0.0.1:$port
  echo "== serve --demo on $db, $base" >&2
  ROADCASE_RATE_LIMIT_TOKEN=off ROADCASE_RATE_LIMIT_ORG=off ROADCASE_RATE_LIMIT_ANON=off \
    "${server_cpu[@]}" "$work/roadcase" serve --demo --db "$db" \
    --addr "127.0.0.1:$port" --ops-addr "127.0.0.1:$(free_port $((port + 10)))" >"$work/serve.out" 2>"$work/serve.log" &
  server=$!
  pids+=("$server")
  for _ in $(seq 1 300); do
    grep -q openapi.json "$work/serve.out" 2>/dev/null && return 0
    if ! kill -0 "$server" 2>/dev/null; then
      grep -q 'address already in use' "$work/serve.log" && return 2
      tail -5 "$work/serve.log" >&2
      return 1
    fi
    sleep 0.5
  done
  return 1
}

start_demo() {
  local attempt status token
  for attempt in 1 2 3 4 5; do
    status=0
    start_server "$1" $((${LOAD_PORT:-28080} + 100 * (attempt - 1))) || status=$?
    [ "$status" = 2 ] || break
  done
  [ "$status" = 0 ] || exit 1
  token=$(grep -oE 'rc_pat_[0-9A-Za-z]+' "$work/serve.out" | head -1)
  [ -n "$token" ] || { echo "serve --demo printed no token" >&2; tail -5 "$work/serve.log" >&2; exit 1; }
  export ROADCASE_TOKEN=$token
  echo "== server pid $server; load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
}
