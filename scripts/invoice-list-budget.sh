#!/usr/bin/env bash
# The invoice list's budget (docs/money.md, Invoices): a page of 25 invoices,
# with their lines and payments, out of 10,000 in an organization, in under
# 50 ms. Runs BenchmarkListInvoices (sqlbench.ListInvoices) on SQLite and, with
# ROADCASE_TEST_DATABASE_URL set, on PostgreSQL, then prints the milliseconds
# of each page against the budget.
#
# Knobs (environment): ROADCASE_TEST_DATABASE_URL and BENCHTIME (100x). For
# example:
#
#   ROADCASE_TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' \
#     scripts/invoice-list-budget.sh
set -euo pipefail
cd "$(dirname "$0")/.."

benchtime=${BENCHTIME:-100x}
budget_ms=50

echo "before: $(uptime)"
runs=$(go test ./adapters/sqlite -run '^$' -bench '^BenchmarkListInvoices$' -benchtime "$benchtime" |
  grep '^BenchmarkListInvoices/' | sed 's/^/sqlite /')
if [[ -n "${ROADCASE_TEST_DATABASE_URL:-}" ]]; then
  runs+=$'\n'$(ROADCASE_REQUIRE_POSTGRES=1 go test ./adapters/postgres -run '^$' -bench '^BenchmarkListInvoices$' \
    -benchtime "$benchtime" | grep '^BenchmarkListInvoices/' | sed 's/^/postgres /')
fi
echo "after:  $(uptime)"
echo "$runs" | awk -v budget="$budget_ms" '
  BEGIN { print "| Backend | Page | ms | Within 50 ms |"; print "|---|---|---|---|"; over = 0 }
  {
    split($2, name, "/"); page = name[3]; sub(/-[0-9]+$/, "", page); ms = $4 / 1e6
    ok = ms < budget ? "yes" : "NO"; if (ms >= budget) over = 1
    printf "| %s | %s | %.1f | %s |\n", $1, page, ms, ok
  }
  END { exit over }'
