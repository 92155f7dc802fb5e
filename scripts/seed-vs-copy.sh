#!/usr/bin/env bash
# Seeding against COPY on PostgreSQL, on this machine and database server, in one run:
# runs BenchmarkSeedVsCopy (adapters/postgres/seed_bench_test.go) COUNT times and
# prints each run, then the median of every figure:
#
#   rows          the table rows of the generated tours at --scale SCALE
#   seed-rows/s   InsertDataset with skipExisting into a fresh database holding the
#                 demo's base data, as `roadcase seed demo --scale SCALE` writes them
#   copy-rows/s   the same rows, one COPY FROM STDIN per table (and ANALYZE of the
#                 tables others refer to), in one transaction, into another such
#                 database: the baseline
#   seed/copy     the first rate over the second
#
# Knobs (environment): ROADCASE_TEST_DATABASE_URL, an administrative database on the
# server (required; each run creates and drops databases of its own), SCALE (100) and
# COUNT (3). For example:
#
#   ROADCASE_TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' \
#     scripts/seed-vs-copy.sh
set -euo pipefail
cd "$(dirname "$0")/.."

: "${ROADCASE_TEST_DATABASE_URL:?set it to an administrative database, e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable}"
scale=${SCALE:-100}
count=${COUNT:-3}

runs=$(ROADCASE_SEED_SCALE=$scale go test ./adapters/postgres -run '^$' -bench '^BenchmarkSeedVsCopy$' \
  -benchtime 1x -count "$count" -timeout 60m | grep '^BenchmarkSeedVsCopy')
echo "$runs"

# Each run's line holds "value unit" pairs after the name, iterations and ns/op.
echo "median of $count at --scale $scale:"
for unit in rows seed-rows/s copy-rows/s seed/copy; do
  echo "$runs" | awk -v unit="$unit" '{ for (i = 5; i < NF; i += 2) if ($(i + 1) == unit) print $i }' |
    sort -g | awk -v unit="$unit" '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "  %-12s %g\n", unit, m }'
done
