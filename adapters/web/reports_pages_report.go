package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/reportcsv"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportPageRows is how many rows a page of a paged report shows, the most
// the API's page holds.
const reportPageRows = kernel.MaxLimit

// reportView is the data of /reports/{key}: the report, its parameters as a
// form and, once the form is submitted without mistakes, its rows.
type reportView struct {
	Key, Title, Description string
	Fields                  []fieldView
	Form                    *form
	Ran                     bool
	Columns                 []reporting.Column
	Rows, Totals            [][]reportCell
	// CSV and Next are the addresses of the whole report as CSV and of the
	// next page of rows ("" on the last).
	CSV, Next string
}

// reportPage shows a report's form and, when the query is a submitted form,
// the report computed by the use case the API calls: the same figures for the
// same query. Mistakes are shown beside their fields; an unknown report, or a
// project or show that is not the organization's, is the not-found page.
func (s *Server) reportPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Current.Organization.ID
	rep, err := s.deps.Reporting.Report(r.PathValue("key"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	query := r.URL.Query()
	q, values := reportQueryOf(query)
	f := emptyForm(values)
	p := reportView{Key: rep.Key, Title: rep.Title, Description: rep.Description, Form: f, Columns: rep.Columns}
	status := http.StatusOK
	if query.Has(reportRunParam) {
		page := &kernel.PageRequest{Limit: reportPageRows, Cursor: query.Get(kernel.CursorParam)}
		res, err := s.deps.Reporting.RunReport(ctx, org, rep.Key, q, page)
		switch {
		case err == nil:
			p.Ran = true
			for _, row := range res.Rows {
				p.Rows = append(p.Rows, reportCells(rep.Columns, row))
			}
			for _, row := range res.Totals {
				p.Totals = append(p.Totals, reportCells(rep.Columns, row))
			}
			args := reportQueryString(values)
			p.CSV = "/reports/" + rep.Key + "/csv?" + args.Encode()
			if res.NextCursor != "" {
				args.Set(reportRunParam, "1")
				args.Set(kernel.CursorParam, res.NextCursor)
				p.Next = "/reports/" + rep.Key + "?" + args.Encode()
			}
		case f.absorb(err, reportFieldIDs(rep)):
			status = http.StatusUnprocessableEntity
		default:
			s.fail(w, r, err)
			return
		}
	}
	p.Fields = s.reportFields(ctx, org, rep, f)
	s.page(w, r, status, "report_page", p)
}

// reportFieldIDs maps a mistake's pointer to the field it is about: each
// parameter is the field of its name.
func reportFieldIDs(rep *reporting.Report) map[string]string {
	ids := map[string]string{}
	for _, name := range append(append([]string{}, reporting.ScopeParams...), rep.Params...) {
		ids[name] = name
	}
	return ids
}

// reportCSV answers with the whole report as the API's CSV (reportcsv), an
// attachment named after the report. The page links to it only after the
// same query was computed without mistakes; a query with some is the problem
// page.
func (s *Server) reportCSV(w http.ResponseWriter, r *http.Request, v *viewer) {
	rep, err := s.deps.Reporting.Report(r.PathValue("key"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	q, _ := reportQueryOf(r.URL.Query())
	res, err := s.deps.Reporting.RunReport(r.Context(), v.Current.Organization.ID, rep.Key, q, nil)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, err := reportcsv.Write(res)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", reportcsv.ContentType)
	w.Header().Set("Content-Disposition", `attachment; filename="`+rep.Key+`.csv"`)
	_, _ = w.Write(body)
}
