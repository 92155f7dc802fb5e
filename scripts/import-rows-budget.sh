#!/usr/bin/env bash
# The spreadsheet import's budget (issue 29): an .xlsx import of ROWS guests
# (`roadcase import --kind guests`) beside `roadcase import` of the same records
# as an export document, on SQLite and PostgreSQL, in one run: runs
# BenchmarkImportRows (cmd/roadcase/import_rows_bench_test.go) COUNT times,
# prints each run, then the medians per database:
#
#   rows          the guests imported
#   xlsx-rows/s   roadcase import --kind guests --project SPR27 guests.xlsx, into a
#                 database holding the project and its shows
#   json-rows/s   roadcase import guests.json (the organization, the project, its
#                 shows and the guests) into an empty database
#   xlsx/json     the first rate over the second: the budget is ≥ 0.5
#
# Each figure is the whole command, process start and migrations included. The
# load average is printed before and after: compare runs on a quiet machine.
# Knobs (environment): ROADCASE_TEST_DATABASE_URL, an administrative PostgreSQL
# database (without it only SQLite runs), ROWS (100000) and COUNT (3). For example:
#
#   ROADCASE_TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' \
#     scripts/import-rows-budget.sh
set -euo pipefail
cd "$(dirname "$0")/.."

rows=${ROWS:-100000}
count=${COUNT:-3}
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
runs=$(ROADCASE_IMPORT_ROWS=$rows go test ./cmd/roadcase -run '^$' -bench '^BenchmarkImportRows$' \
  -benchtime 1x -count "$count" -timeout 120m | grep '^BenchmarkImportRows/')
echo "$runs"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

# Each run's line holds "value unit" pairs after the name, iterations and ns/op.
for db in sqlite postgres; do
  lines=$(echo "$runs" | grep "^BenchmarkImportRows/$db" || true)
  [ -n "$lines" ] || continue
  echo "median of $count on $db:"
  for unit in rows xlsx-rows/s json-rows/s xlsx/json; do
    echo "$lines" | awk -v unit="$unit" '{ for (i = 5; i < NF; i += 2) if ($(i + 1) == unit) print $i }' |
      sort -g | awk -v unit="$unit" '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "  %-12s %g\n", unit, m }'
  done
done
