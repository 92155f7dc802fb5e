package web

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportRunParam is the name of the form's submit button: a query with it is a
// submitted form, whose report is computed. It is no parameter of the report.
const reportRunParam = "run"

// reportScopeHints say what each scope parameter narrows the report to.
var reportScopeHints = map[string]string{
	"project_id": "Only this project's records.",
	"show_id":    "Only this show's records: its id, as the show's page address ends.",
	"from":       "Only records dated on or after this day: a show's date, an expense's, an invoice's issue date.",
	"to":         "Only records dated on or before this day; not before from.",
}

// reportFields are the form's fields for report rep: the scope every report
// takes, then the report's own parameters as the catalog defines them (kind,
// choices, default, description), each with its value from the query and its
// error from f. Required parameters say so in their label.
func (s *Server) reportFields(ctx context.Context, org kernel.ID, rep *reporting.Report, f *form) []fieldView {
	required := func(name string) bool {
		return slices.Contains(rep.Requires, name) || (rep.Recipients && name == "batch_id")
	}
	label := func(name string) string {
		l := paramLabel(name)
		if required(name) {
			l += " (required)"
		}
		return l
	}
	var fields []fieldView
	for _, name := range reporting.ScopeParams {
		fv := fieldView{ID: name, Name: name, Label: label(name), Type: "text", Value: f.Get(name),
			Error: f.Error(name), Hint: reportScopeHints[name]}
		switch name {
		case "from", "to":
			fv.Type = dateType(fv.Error)
		case "project_id":
			fv.Options = s.reportProjectOptions(ctx, org, fv.Value)
		}
		fields = append(fields, fv)
	}
	for _, name := range rep.Params {
		p, ok := reporting.Default.Param(name)
		if !ok {
			continue
		}
		fv := fieldView{ID: name, Name: name, Label: label(name), Type: "text", Value: f.Get(name),
			Error: f.Error(name), Hint: p.Description}
		switch p.Kind {
		case reporting.ParamDate:
			fv.Type = dateType(fv.Error)
		case reporting.ParamInteger:
			fv.InputMode = "numeric"
			if p.Default != "" {
				fv.Hint += " Default: " + p.Default + "."
			}
		case reporting.ParamEnum:
			none := "Any"
			if p.Default != "" {
				none = "Default (" + p.Default + ")"
			}
			fv.Options = []option{{Value: "", Label: none}}
			for _, v := range p.Values {
				fv.Options = append(fv.Options, option{Value: v, Label: paramLabel(v)})
			}
		}
		fields = append(fields, fv)
	}
	return fields
}

// dateType is a date field's input type: a date picker, or a text field when
// the value is refused, so that what was typed is shown back as typed (a date
// picker drops a value it cannot read).
func dateType(refused string) string {
	if refused != "" {
		return "text"
	}
	return "date"
}

// reportProjectOptions are the organization's projects to choose from, with "All
// projects" first; without the records pages, nil (the field is then typed).
// A chosen project that is not listed is kept as its id.
func (s *Server) reportProjectOptions(ctx context.Context, org kernel.ID, chosen string) []option {
	if s.deps.RecordList == nil {
		return nil
	}
	found, err := s.deps.RecordList.ListProjects(ctx, org, records.ListQuery{Limit: records.MaxList})
	if err != nil {
		s.log.WarnContext(ctx, "web: listing projects for a report form", "error", err)
		return nil
	}
	opts := []option{{Value: "", Label: "All projects"}}
	listed := chosen == ""
	for _, p := range found {
		opts = append(opts, option{Value: string(p.ID), Label: p.Name})
		listed = listed || string(p.ID) == chosen
	}
	if !listed {
		opts = append(opts, option{Value: chosen, Label: chosen})
	}
	return opts
}

// paramLabel is a parameter's name or value as a label: "as_of" is "As of".
func paramLabel(name string) string {
	name = strings.TrimSuffix(name, "_id")
	words := strings.ReplaceAll(name, "_", " ")
	if words == "" {
		return words
	}
	return strings.ToUpper(words[:1]) + words[1:]
}

// reportQueryOf reads a report page's query into the use case's query: every
// parameter but the submit button and the page cursor, empty fields left out
// (a form sends every field), each taken once. The values, empty ones
// included, are returned for the form.
func reportQueryOf(u url.Values) (reporting.ReportQuery, map[string]string) {
	q := reporting.ReportQuery{Args: map[string]string{}}
	values := map[string]string{}
	for name, vs := range u {
		if name == reportRunParam || name == kernel.CursorParam || len(vs) == 0 {
			continue
		}
		v := strings.TrimSpace(vs[0])
		values[name] = v
		if v == "" {
			continue
		}
		switch name {
		case "project_id":
			q.ProjectID = v
		case "show_id":
			q.ShowID = v
		case "from":
			q.From = v
		case "to":
			q.To = v
		default:
			q.Args[name] = v
		}
	}
	return q, values
}

// reportQueryString is the query of a report's computed answer: its non-empty
// parameters, sorted, for the CSV link and the next page's.
func reportQueryString(values map[string]string) url.Values {
	out := url.Values{}
	for name, v := range values {
		if v != "" {
			out.Set(name, v)
		}
	}
	return out
}
