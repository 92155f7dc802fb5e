package reporting

import (
	"fmt"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// ValuesQuery is a request for KPI values as a client sends it: strings, checked
// by Check before anything is computed.
type ValuesQuery struct {
	Keys      []string
	ProjectID string
	ShowID    string
	From, To  string
	GroupBy   []string
	Args      map[string]string // every other query parameter
	Explain   bool
}

// Values is the answer to a ValuesQuery: the scope it was computed over and one
// value per KPI, group and currency.
type Values struct {
	Scope      Scope
	GroupBy    []Dimension
	AsOf       kernel.Date
	Values     []Value
	ComputedAt string
}

// MaxKeys bounds how many KPIs one request resolves.
const MaxKeys = 77

// Check reads q into a scope and a request, or returns KindInvalid with a pointer
// per mistake: /key/i for an unknown or repeated key, /project_id, /show_id,
// /from, /to, /group_by/i, and /name for a parameter no asked KPI takes or a bad
// value.
func (c *Catalog) Check(org kernel.ID, q ValuesQuery, today kernel.Date) (Scope, Request, error) {
	var errs []kernel.FieldError
	bad := func(pointer, code, detail string) {
		errs = append(errs, kernel.FieldError{Pointer: pointer, Code: code, Detail: detail})
	}
	req := Request{Today: today, Args: Args{}}
	if len(q.Keys) == 0 {
		bad("/key", "required", "name at least one KPI: key=gross&key=tickets_sold")
	}
	if len(q.Keys) > MaxKeys {
		bad("/key", "too_many", fmt.Sprintf("at most %d keys in one request", MaxKeys))
	}
	accepted := map[string]bool{}
	for i, k := range q.Keys {
		switch {
		case c.kpis[k] == nil:
			bad(fmt.Sprintf("/key/%d", i), "unknown_metric", fmt.Sprintf("%q is not a KPI of the catalog (GET /api/v1/metrics)", k))
		case slices.Contains(req.Keys, k):
			bad(fmt.Sprintf("/key/%d", i), "duplicate", fmt.Sprintf("%q is asked for twice", k))
		default:
			req.Keys = append(req.Keys, k)
			for _, p := range c.derived[k].params {
				accepted[p] = true
			}
		}
	}
	scope := c.checkScope(org, q.ProjectID, q.ShowID, q.From, q.To, bad)
	for i, g := range q.GroupBy {
		d := Dimension(g)
		switch {
		case !slices.Contains(Dimensions, d):
			bad(fmt.Sprintf("/group_by/%d", i), "unknown_dimension", fmt.Sprintf("group by one of %v", Dimensions))
		case slices.Contains(req.GroupBy, d):
			bad(fmt.Sprintf("/group_by/%d", i), "duplicate", fmt.Sprintf("%q is grouped by twice", g))
		default:
			req.GroupBy = append(req.GroupBy, d)
		}
	}
	for _, name := range sortedKeys(q.Args) {
		v := q.Args[name]
		p, known := c.params[name]
		if !known || !accepted[name] {
			bad("/"+name, "unknown_parameter", fmt.Sprintf("no KPI asked for takes the parameter %q", name))
			continue
		}
		if msg := p.Check(v); msg != "" {
			bad("/"+name, "invalid", msg)
			continue
		}
		req.Args[name] = v
	}
	if len(errs) > 0 {
		return Scope{}, Request{}, kernel.Invalid("the metric request has mistakes", errs...)
	}
	req.Scope = scope
	return scope, req, nil
}

func checkID(s, pointer string, bad func(string, string, string)) kernel.ID {
	if s == "" {
		return ""
	}
	id, err := kernel.ParseID(s)
	if err != nil {
		bad(pointer, "invalid", "must be an id such as 0b9f3c1e-5d7a-4c2b-9e8f-1a2b3c4d5e6f")
	}
	return id
}

func checkDate(s, pointer string, bad func(string, string, string)) kernel.Date {
	if s == "" {
		return ""
	}
	d, err := kernel.ParseDate(s)
	if err != nil {
		bad(pointer, "invalid", "must be a date such as 2026-05-31")
	}
	return d
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
