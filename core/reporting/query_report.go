package reporting

import (
	"fmt"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ReportQuery is a request for a report as a client sends it, checked by
// CheckReport before anything is computed.
type ReportQuery struct {
	ProjectID string
	ShowID    string
	From, To  string
	Args      map[string]string // every other query parameter
}

// CheckReport reads q for report r into a scope and arguments (defaults filled
// in), or returns KindInvalid with a pointer per mistake: /project_id, /show_id,
// /from, /to, and /name for a parameter the report does not take or a bad value.
// A report that requires a project or show without one is /project_id or
// /show_id with code required.
func (c *Catalog) CheckReport(org kernel.ID, r *Report, q ReportQuery) (Scope, Args, error) {
	var errs []kernel.FieldError
	bad := func(pointer, code, detail string) {
		errs = append(errs, kernel.FieldError{Pointer: pointer, Code: code, Detail: detail})
	}
	scope := c.checkScope(org, q.ProjectID, q.ShowID, q.From, q.To, bad)
	for _, req := range r.Requires {
		if (req == "project_id" && q.ProjectID == "") || (req == "show_id" && q.ShowID == "") {
			bad("/"+req, "required", fmt.Sprintf("the %s report is computed for one %s: give %s", r.Key, req[:len(req)-3], req))
		}
	}
	if r.Recipients && q.Args["batch_id"] == "" {
		bad("/batch_id", "required", fmt.Sprintf("the %s report lists one send batch's recipients: give batch_id", r.Key))
	}
	args := Args{}
	for _, name := range sortedKeys(q.Args) {
		p, known := c.params[name]
		if !known || !slices.Contains(r.Params, name) {
			bad("/"+name, "unknown_parameter", fmt.Sprintf("the %s report does not take the parameter %q", r.Key, name))
			continue
		}
		if msg := p.Check(q.Args[name]); msg != "" {
			bad("/"+name, "invalid", msg)
			continue
		}
		args[name] = q.Args[name]
	}
	for _, name := range r.Params {
		if _, set := args[name]; !set && c.params[name].Default != "" {
			args[name] = c.params[name].Default
		}
	}
	if len(errs) > 0 {
		return Scope{}, nil, kernel.Invalid("the report request has mistakes", errs...)
	}
	return scope, args, nil
}

// checkScope reads the scope members every query shares.
func (c *Catalog) checkScope(org kernel.ID, project, show, from, to string, bad func(string, string, string)) Scope {
	scope := Scope{Org: org}
	scope.Project = checkID(project, "/project_id", bad)
	scope.Show = checkID(show, "/show_id", bad)
	scope.From = checkDate(from, "/from", bad)
	scope.To = checkDate(to, "/to", bad)
	if !scope.From.IsZero() && !scope.To.IsZero() && scope.To.Before(scope.From) {
		bad("/to", "range", "to must be on or after from")
	}
	return scope
}

// ReportResult is a computed report: its definition, the scope and arguments it
// was computed with, the rows (one page of a long report, or all), the totals
// over the whole scope, and when it was computed. NextCursor is empty on the
// last page.
type ReportResult struct {
	Report      *Report
	Scope       Scope
	Args        Args
	Rows        []Row
	Totals      []Row
	GeneratedAt time.Time
	NextCursor  string
}
