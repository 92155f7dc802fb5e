package web

import (
	"net/http"
	"net/url"
	"testing"
)

// Every report page, with and without results, with mistakes and refused,
// passes html-validate's recommended rules (skipped without html-validate).
func TestEveryReportPageIsValidHTML(t *testing.T) {
	validatePages(t, reportPages(t))
}

// Every report page, as rendered for the HTML test, is audited by axe-core in
// Chromium under its CSP (skipped without Chromium unless
// ROADCASE_REQUIRE_BROWSER=1).
func TestEveryReportPageIsAccessible(t *testing.T) {
	auditPages(t, reportPages(t), newReportsFixture(t).handler)
}

// TestReportPagesScreenshots fills the directory ROADCASE_SHOTS names with
// PNGs of every report page and the dashboard at 1280 and 375 px wide, for
// people to look at; unset, the test skips.
func TestReportPagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, reportPages(t), newReportsFixture(t).handler, shots{})
}

// reportPages renders the report templates in each of their states.
func reportPages(t *testing.T) map[string]string {
	f := newReportsFixture(t)
	out, add := pageCollector(t)
	mo := f.signedIn(f.member.Email)
	project := string(f.project.ID)
	add("report-catalog", mo.get("/reports"), http.StatusOK)
	add("report-form", mo.get("/reports/overdue_advances"), http.StatusOK)
	add("report-result", mo.get("/reports/daily_ticket_count?"+url.Values{"run": {"1"}, "project_id": {project}}.Encode()), http.StatusOK)
	add("report-totals", mo.get("/reports/tour_pnl?"+url.Values{"run": {"1"}, "project_id": {project}}.Encode()), http.StatusOK)
	add("report-empty", mo.get("/reports/comps?"+url.Values{"run": {"1"}, "from": {"2030-01-01"}}.Encode()), http.StatusOK)
	add("report-errors", mo.get("/reports/sales_pace?run=1&as_of=soon&from=2026-05-01&to=2026-04-01"), http.StatusUnprocessableEntity)
	add("dashboard", mo.get("/dashboard?"+url.Values{"project_id": {project}, "from": {"2026-04-01"}, "to": {"2026-04-30"}}.Encode()), http.StatusOK)
	add("dashboard-default", mo.get("/dashboard"), http.StatusOK)
	add("dashboard-errors", mo.get("/dashboard?from=2026-05-01&to=2026-04-01&currency=ZZZ"), http.StatusUnprocessableEntity)
	add("report-refused", f.signedIn(f.viewer.Email).get("/reports"), http.StatusForbidden)
	return out
}
