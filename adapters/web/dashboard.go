package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// dashboardView is the data of /dashboard: the filters as a form and the
// headline KPIs' tiles over the period, each beside the period before.
type dashboardView struct {
	Form   *form
	Fields []fieldView
	Period dashboardPeriod
	Tiles  []dashboardTile
	// SnapshotLink is the kpi_snapshot report over the same filters.
	SnapshotLink string
	// Charts are drawn when the dashboard is narrowed to a project.
	Charts []dashboardChart
}

// dashboard shows the organization's headline KPIs, narrowed to a project, a
// period and a currency, computed by the use case GET /api/v1/metrics/values
// calls with the same query: once for the period and once for the period of
// the same length before it. Mistakes in the filters are shown beside them; a
// project that is not the organization's is the not-found page.
func (s *Server) dashboard(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org := r.Context(), v.Current.Organization.ID
	u := r.URL.Query()
	values := map[string]string{}
	for _, name := range []string{"project_id", "from", "to", "currency"} {
		values[name] = strings.TrimSpace(u.Get(name))
	}
	f := emptyForm(values)
	p := dashboardView{Form: f}
	status := http.StatusOK
	period, mistakes := periodOf(values["from"], values["to"], s.today(v))
	for _, field := range []string{"from", "to"} {
		if m, bad := mistakes[field]; bad {
			f.fail(field, m)
		}
	}
	if c := values["currency"]; c != "" && !kernel.ValidCurrency(c) {
		f.fail("currency", "must be an ISO 4217 currency code such as EUR")
	}
	var current []reporting.Value
	if !f.Invalid() {
		p.Period = period
		defs := map[string]reporting.Definition{}
		for _, key := range dashboardKPIs {
			d, err := s.deps.Reporting.Metric(key)
			if err != nil {
				s.fail(w, r, err)
				return
			}
			defs[key] = d
		}
		now, err := s.deps.Reporting.Values(ctx, org, dashboardQuery(values["project_id"], period.From, period.To))
		var before reporting.Values
		if err == nil {
			before, err = s.deps.Reporting.Values(ctx, org, dashboardQuery(values["project_id"], period.PrevFrom, period.PrevTo))
		}
		switch {
		case err == nil:
			current = now.Values
			p.Tiles = newTiles(defs, now.Values, before.Values, values["currency"])
			p.SnapshotLink = "/reports/kpi_snapshot?" + reportQueryString(map[string]string{"project_id": values["project_id"],
				"from": period.From.String(), "to": period.To.String(), "run": "1"}).Encode()
			if values["project_id"] != "" {
				if p.Charts, err = s.charts(ctx, org, values["project_id"], period, s.today(v)); err != nil {
					s.fail(w, r, err)
					return
				}
			}
		case f.absorb(err, map[string]string{"project_id": "project_id", "from": "from", "to": "to"}):
		default:
			s.fail(w, r, err)
			return
		}
	}
	if f.Invalid() {
		status = http.StatusUnprocessableEntity
	}
	p.Fields = []fieldView{
		{ID: "project_id", Name: "project_id", Label: "Project", Value: values["project_id"], Error: f.Error("project_id"),
			Options: s.reportProjectOptions(ctx, org, values["project_id"])},
		{ID: "from", Name: "from", Label: "From", Type: dateType(f.Error("from")), Value: values["from"], Error: f.Error("from"),
			Hint: "The period's first day; left out, the first of this year."},
		{ID: "to", Name: "to", Label: "To", Type: dateType(f.Error("to")), Value: values["to"], Error: f.Error("to"),
			Hint: "The period's last day; left out, the last of this year."},
		{ID: "currency", Name: "currency", Label: "Currency", Value: values["currency"], Error: f.Error("currency"),
			Options: currencyChoices(current, values["currency"])},
	}
	if p.Fields[0].Options == nil {
		p.Fields[0].Type = "text"
	}
	s.page(w, r, status, "dashboard", p)
}

// dashboardQuery is the values query of the dashboard's KPIs over a project
// (every one when empty) and a period, as GET /api/v1/metrics/values reads
// key=…&project_id=…&from=…&to=…&explain=false.
func dashboardQuery(project string, from, to kernel.Date) reporting.ValuesQuery {
	return reporting.ValuesQuery{Keys: dashboardKPIs, ProjectID: project, From: from.String(), To: to.String(),
		Args: map[string]string{}}
}
