package tabular

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// rowCtx is one data row being read: its cells by field, and whether a cell or
// a reference failed (the row then makes no record).
type rowCtx struct {
	b      *builder
	row    Row
	at     int // its index in plan.Rows
	failed bool
}

// cell returns the trimmed text of the column holding field key, and whether
// a column holds it.
func (r *rowCtx) cell(key string) (string, bool) {
	col, ok := r.b.col[key]
	if !ok {
		return "", false
	}
	return strings.TrimSpace(r.row.Cell(col)), true
}

// has reports whether a column holds field key and the row's cell there is
// not empty.
func (r *rowCtx) has(key string) bool {
	t, _ := r.cell(key)
	return t != ""
}

// problem returns a problem of the row at the column holding field key
// (the whole row when no column holds it).
func (r *rowCtx) problem(key, code, expected, detail string) Problem {
	p := Problem{Sheet: r.b.in.Table.Sheet, Row: r.row.Number, Field: key, Code: code, Expected: expected, Detail: detail}
	if col, ok := r.b.col[key]; ok {
		p.Column, p.Value = ColumnName(col), r.row.Cell(col)
		if col < len(r.b.in.Table.Header) {
			p.Header = r.b.in.Table.Header[col]
		}
	}
	return p
}

// fail reports a problem at field key's column and marks the row failed.
func (r *rowCtx) fail(key, code, expected, detail string) {
	r.b.report(r.problem(key, code, expected, detail))
	r.failed = true
}

// refuse reports a cellError at field key's column.
func (r *rowCtx) refuse(key string, e *cellError) {
	r.fail(key, e.code, e.expected, e.detail)
}

// text sets *dst to the cell of field key when a column holds it.
func (r *rowCtx) text(key string, dst *string) {
	if t, ok := r.cell(key); ok {
		*dst = t
	}
}

// integer sets *dst to the cell of field key read as a whole number when a
// column holds it (0 for an empty cell).
func (r *rowCtx) integer(key string, dst *int) {
	t, ok := r.cell(key)
	if !ok {
		return
	}
	if t == "" {
		*dst = 0
		return
	}
	n, err := readInteger(t)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = n
}

// money sets *dst to the cell of field key read as an amount of currency.
func (r *rowCtx) money(key, currency string, dst *int64) {
	t, ok := r.cell(key)
	if !ok {
		return
	}
	n, err := readMoney(t, currency, r.b)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = n
}

// percent reads the cell of field key as units of 1/10^decimals percent.
func (r *rowCtx) percent(key string, decimals int) (int64, bool) {
	t, ok := r.cell(key)
	if !ok {
		return 0, false
	}
	if t == "" {
		return 0, true
	}
	n, err := readPercent(t, decimals)
	if err != nil {
		r.refuse(key, err)
		return 0, false
	}
	return n, true
}

// basisPoints sets *dst to the cell of field key read as a percentage.
func (r *rowCtx) basisPoints(key string, dst *kernel.BasisPoints) {
	if n, ok := r.percent(key, 2); ok {
		*dst = kernel.BasisPoints(n)
	}
}

// ppm sets *dst to the cell of field key read as a percentage with up to
// four decimals (a tax rate).
func (r *rowCtx) ppm(key string, dst *kernel.PPM) {
	if n, ok := r.percent(key, 4); ok {
		*dst = kernel.PPM(n)
	}
}

// date sets *dst to the cell of field key read as a date ("" for an empty
// cell).
func (r *rowCtx) date(key string, dst *kernel.Date) {
	t, ok := r.cell(key)
	if !ok {
		return
	}
	if t == "" {
		*dst = ""
		return
	}
	d, err := readDate(t, r.b.in.Locale)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = d
}

// choice sets *dst to the cell of field key read as one of its choices; an
// empty cell leaves *dst (the default) as it is.
func (r *rowCtx) choice(key string, dst *string) {
	t, ok := r.cell(key)
	if !ok || t == "" {
		return
	}
	f, _ := r.b.spec.Field(key)
	v, err := readChoice(f, t)
	if err != nil {
		r.refuse(key, err)
		return
	}
	*dst = v
}

// currency returns the row's currency: its cell of field key, else def.
func (r *rowCtx) currency(key, def string) string {
	t, _ := r.cell(key)
	if t == "" {
		return def
	}
	c, err := readCurrency(t)
	if err != nil {
		r.refuse(key, err)
		return def
	}
	return c
}
