package reporting

import "github.com/roadcase/roadcase/core/kernel"

// Measure is a named fact: a sum or count over one family of fact rows, or a
// per-row rule of core/records summed (a show's settlement figures). KPI formulas
// read measures by key and never touch fact rows, so every number a KPI returns
// can name the facts it came from.
type Measure struct {
	Key         string
	Description string
	Unit        Unit
	Families    Family   // the fact families it reads
	Params      []string // the parameters it honours
	// Books marks a measure of the shows behind a tour's books: it reads the
	// group's shows of the projects whose home currency is the part's, whatever
	// the shows' own currency, so that its shows never add currencies to a
	// value (see booked).
	Books bool
	// Sum computes the measure over a partition; nil when the partition has no row
	// that backs it, so that "no data" is null and never 0.
	Sum func(p *Part) Num
}

// Part is the facts one value is computed over: the scope's facts narrowed to one
// group and, for money, one currency; with the parameters of the request.
type Part struct {
	*Facts
	// Currency is the currency the part's money is in; empty for a part of
	// values that are not money, which then spans every currency.
	Currency string
	Args     Args
	// Today is the date "overdue" and "outstanding" are judged on: the request's
	// as_of, else the clock's date.
	Today kernel.Date
	// Scope is the scope the facts were computed over: its dates bound a period
	// (days sales outstanding).
	Scope Scope
	look  lookup
	// group is the group's facts before they were narrowed to Currency: what
	// a measure of the books' shows reads (booked).
	group *Facts
}

// Home returns a project's home currency.
func (p *Part) Home(project kernel.ID) string { return p.look.home[project] }

// Args are a request's parameter values by name.
type Args map[string]string

// SumOf adds up f over rows, and is nil when rows is empty.
func SumOf[T any](rows []T, f func(T) int64) Num {
	if len(rows) == 0 {
		return nil
	}
	var sum int64
	for _, r := range rows {
		sum += f(r)
	}
	return Int(sum)
}

// Where returns the rows for which ok holds.
func Where[T any](rows []T, ok func(T) bool) []T {
	var out []T
	for _, r := range rows {
		if ok(r) {
			out = append(out, r)
		}
	}
	return out
}
