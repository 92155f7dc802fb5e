package reporting

import (
	"slices"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
)

// ParamKind is how a parameter's value is read.
type ParamKind string

// The parameter kinds.
const (
	ParamEnum    ParamKind = "enum"    // one of Values
	ParamText    ParamKind = "text"    // free text, such as an expense category
	ParamDate    ParamKind = "date"    // an ISO 8601 date
	ParamInteger ParamKind = "integer" // a whole number from Min
	ParamID      ParamKind = "id"      // a record's identifier (a UUID)
)

// Param is a parameter a measure honours and so the KPIs and reports reading it
// accept. Its name is unique across the catalog: "category" means one thing.
type Param struct {
	Name        string
	Description string
	Kind        ParamKind
	Values      []string // ParamEnum's choices
	Min         int      // ParamInteger's least value
	Default     string   // used when the request leaves it out; empty for none
}

// Check returns a message saying what is wrong with v, or "" if it is fine.
func (p Param) Check(v string) string {
	switch p.Kind {
	case ParamEnum:
		if !slices.Contains(p.Values, v) {
			return "must be one of the values the catalog lists for " + p.Name
		}
	case ParamDate:
		if _, err := kernel.ParseDate(v); err != nil {
			return "must be a date such as 2026-05-31"
		}
	case ParamInteger:
		n, err := strconv.Atoi(v)
		if err != nil || n < p.Min {
			return "must be a whole number of at least " + strconv.Itoa(p.Min)
		}
	case ParamID:
		if _, err := kernel.ParseID(v); err != nil {
			return "must be an id such as 0b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f"
		}
	case ParamText:
		if v == "" || len(v) > 200 {
			return "must be between 1 and 200 characters"
		}
	}
	return ""
}

// Value returns the argument named name, or the parameter's default.
func (a Args) Value(p Param) string {
	if v, ok := a[p.Name]; ok {
		return v
	}
	return p.Default
}
