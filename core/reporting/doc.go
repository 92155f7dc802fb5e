// Package reporting is the reporting domain: the catalog of KPI and report
// definitions, the facts they are computed from, the formulas that turn facts into
// values that explain themselves, and snapshots.
//
// The split of work follows the rule "facts, not rows": a store computes
// integer sums and counts at fixed grains with GROUP BY (Facts), and everything
// after that (conversion at recorded rates, division, rounding and null) is pure Go
// here. FactsOf is the reference: the memory backend answers with it, and the
// contract suite holds the SQL stores to it.
package reporting
