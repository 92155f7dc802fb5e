#!/usr/bin/env bash
# The records pages' budgets (docs/operations.md, Records pages): runs
# BenchmarkRecordsPages (cmd/roadcase/records_pages_bench_test.go) COUNT times,
# each page BENCHTIME times a run, over the demo at --scale 100 on SQLite and
# PostgreSQL, then prints the machine's load and, per page, the median server
# time of the runs on each backend and the statements the page runs.
#
# Knobs (environment): ROADCASE_TEST_DATABASE_URL, an administrative database
# on the PostgreSQL server (without it only SQLite is measured), COUNT (5) and
# BENCHTIME (20x). For example:
#
#   ROADCASE_TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' \
#     scripts/records-pages-budget.sh
set -euo pipefail
cd "$(dirname "$0")/.."

count=${COUNT:-5}
benchtime=${BENCHTIME:-20x}

echo "before: $(uptime)"
runs=$(go test ./cmd/roadcase -run '^$' -bench '^BenchmarkRecordsPages$' -benchtime "$benchtime" \
  -count "$count" -timeout 60m | grep '^BenchmarkRecordsPages/')
echo "after:  $(uptime)"
echo "$runs"
echo
echo "$runs" | awk '
  {
    split($1, name, "/"); backend = name[2]; page = name[3]; sub(/-[0-9]+$/, "", page)
    ms[backend, page] = ms[backend, page] " " $3 / 1e6
    stmts[backend, page] = $5
    if (!(page in seen)) { seen[page] = 1; order[++n] = page }
  }
  function median(list,    v, k, i, j, t) {
    k = split(list, v, " ")
    for (i = 2; i <= k; i++) for (j = i; j > 1 && v[j-1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j-1]; v[j-1] = t }
    return k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2
  }
  END {
    print "| Page | SQLite ms | Postgres ms | Statements (SQLite / Postgres) |"
    print "|---|---|---|---|"
    for (i = 1; i <= n; i++) {
      p = order[i]
      lite = (("sqlite", p) in ms) ? sprintf("%.1f", median(ms["sqlite", p])) : "–"
      pg = (("postgres", p) in ms) ? sprintf("%.1f", median(ms["postgres", p])) : "–"
      printf "| %s | %s | %s | %d / %d |\n", p, lite, pg, stmts["sqlite", p], stmts["postgres", p]
    }
  }'
