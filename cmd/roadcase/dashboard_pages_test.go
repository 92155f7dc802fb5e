package main

import (
	"context"
	"encoding/json"
	"html"
	"io"
	nethttp "net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

// dashboardAPI is the API of a records site's service, with a reports:read
// token of the demo owner: what the pages' figures are held to.
type dashboardAPI struct {
	handler nethttp.Handler
	token   string
}

func newDashboardAPI(t *testing.T, s *recordsSite) dashboardAPI {
	t.Helper()
	srv, err := s.m.httpServer(nil)
	if err != nil {
		t.Fatal(err)
	}
	org := demo.Organizations()[0]
	secret, _, err := s.m.Identity.MintToken(context.Background(), identity.MintInput{OrgSlug: org.Slug,
		Email: org.OwnerEmail, Name: "dashboard test", Scopes: []string{string(identity.ScopeReportsRead)}})
	if err != nil {
		t.Fatal(err)
	}
	return dashboardAPI{handler: srv.Handler(), token: secret}
}

// get answers path with accept (JSON when empty), failing unless it is 200.
func (a dashboardAPI) get(t *testing.T, path, accept string) string {
	t.Helper()
	r := httptest.NewRequest(nethttp.MethodGet, path, nil)
	r.Header.Set("Authorization", "Bearer "+a.token)
	if accept != "" {
		r.Header.Set("Accept", accept)
	}
	w := httptest.NewRecorder()
	a.handler.ServeHTTP(w, r)
	body, _ := io.ReadAll(w.Result().Body)
	if w.Code != nethttp.StatusOK {
		t.Fatalf("GET %s: status %d\n%.2000s", path, w.Code, body)
	}
	return string(body)
}

var dashboardTile = regexp.MustCompile(`<li class="tile" data-kpi="([a-z_]+)" data-currency="([A-Z]*)" data-value="([^"]+)" data-previous="([^"]+)">`)

// The dashboard of the demo's busiest project reads, tile by tile, what
// GET /api/v1/metrics/values answers for the same query, this period's and the
// previous one's.
func TestEveryDashboardTileIsTheAPIsValue(t *testing.T) {
	t.Parallel()
	s := newRecordsSite(t, sqlitetest.Path(t), 1)
	api := newDashboardAPI(t, s)
	project := string(s.targets().project)
	page := s.mustGet("/dashboard?" + url.Values{"project_id": {project}, "from": {"2026-01-01"}, "to": {"2026-12-31"}}.Encode())
	tiles := dashboardTile.FindAllStringSubmatch(page.body, -1)
	if len(tiles) < 10 {
		t.Fatalf("%d tiles, want one per headline KPI at least\n%.3000s", len(tiles), page.body)
	}
	values := func(from, to string) map[string]string {
		q := url.Values{"project_id": {project}, "from": {from}, "to": {to}, "explain": {"false"}}
		for _, m := range tiles {
			if !strings.Contains(q.Encode(), "key="+m[1]+"&") && !strings.HasSuffix(q.Encode(), "key="+m[1]) {
				q.Add("key", m[1])
			}
		}
		var got struct {
			Data []struct {
				Key      string       `json:"key"`
				Currency string       `json:"currency"`
				Value    *json.Number `json:"value"`
			} `json:"data"`
		}
		if err := json.Unmarshal([]byte(api.get(t, "/api/v1/metrics/values?"+q.Encode(), "")), &got); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, v := range got.Data {
			text := "null"
			if v.Value != nil {
				text = v.Value.String()
			}
			out[v.Key+"/"+v.Currency] = text
		}
		return out
	}
	now, before := values("2026-01-01", "2026-12-31"), values("2025-01-01", "2025-12-31")
	figures := 0
	for _, m := range tiles {
		key, cur := m[1], m[2]
		for _, pair := range []struct {
			api  map[string]string
			page string
		}{{now, m[3]}, {before, m[4]}} {
			want, ok := pair.api[key+"/"+cur]
			if !ok {
				want, ok = pair.api[key+"/"]
			}
			if !ok || pair.page != want {
				t.Errorf("tile %s %s reads %s, the API says %s (answered: %v)", key, cur, pair.page, want, ok)
			}
			if pair.page != "null" {
				figures++
			}
		}
	}
	if figures == 0 {
		t.Error("every tile is without data: the comparison proves nothing")
	}
}

var reportCell = regexp.MustCompile(`<td(?: class="num")?>(.*?)</td>`)

// A few reports of the demo's busiest project read, cell by cell, what
// GET /api/v1/reports/{key} answers for the same query, and their CSV link is
// the API's CSV byte for byte.
func TestAReportPageReadsTheAPIsFigures(t *testing.T) {
	t.Parallel()
	s := newRecordsSite(t, sqlitetest.Path(t), 1)
	api := newDashboardAPI(t, s)
	project := string(s.targets().project)
	for _, key := range []string{"tour_pnl", "daily_ticket_count", "budget_vs_actual", "cost_by_category", "receivables_aging"} {
		q := url.Values{"project_id": {project}, "as_of": {"2026-06-30"}}
		if key != "receivables_aging" {
			q.Del("as_of")
		}
		if key == "daily_ticket_count" {
			q.Set("limit", "100")
		}
		var want struct {
			Columns []struct {
				Key  string `json:"key"`
				Unit string `json:"unit"`
			} `json:"columns"`
			Rows   []map[string]any `json:"rows"`
			Totals []map[string]any `json:"totals"`
		}
		dec := json.NewDecoder(strings.NewReader(api.get(t, "/api/v1/reports/"+key+"?"+q.Encode(), "")))
		dec.UseNumber()
		if err := dec.Decode(&want); err != nil {
			t.Fatal(err)
		}
		q.Del("limit")
		pageQuery := url.Values{"run": {"1"}}
		for k, v := range q {
			pageQuery[k] = v
		}
		page := s.mustGet("/reports/" + key + "?" + pageQuery.Encode())
		cells := reportCell.FindAllStringSubmatch(page.body, -1)
		i := 0
		for _, row := range append(want.Rows, want.Totals...) {
			for _, c := range want.Columns {
				if i >= len(cells) {
					t.Fatalf("%s: the page has %d cells, fewer than the API's", key, len(cells))
				}
				if got, w := cellDigits(cells[i][1]), jsonDigits(row[c.Key]); got != w {
					t.Errorf("%s %s: page %q (%s), API %v (%s)", key, c.Key, cells[i][1], got, row[c.Key], w)
				}
				i++
			}
		}
		if i != len(cells) || (i == 0 && key != "receivables_aging") {
			t.Errorf("%s: the page has %d cells, the API %d", key, len(cells), i)
		}
		csvPage := s.mustGet("/reports/" + key + "/csv?" + q.Encode())
		if csvAPI := api.get(t, "/api/v1/reports/"+key+"?"+q.Encode(), "text/csv"); csvPage.body != csvAPI {
			t.Errorf("%s: the page's CSV differs from the API's\n%q\n%q", key, csvPage.body, csvAPI)
		}
	}
}

// cellDigits is a page cell's figure reduced to its sign and digits (grouping,
// symbols, the decimal point and leading zeros dropped), "null" for no data, or
// its text.
func cellDigits(cell string) string {
	cell = html.UnescapeString(cell)
	if strings.Contains(cell, "no data") {
		return "null"
	}
	if !strings.ContainsAny(cell, "0123456789") || strings.Count(cell, "-") > 1 {
		return cell
	}
	return figureDigits(strings.ReplaceAll(cell, "\u2212", "-"))
}

// jsonDigits is an API cell reduced as cellDigits reduces a page's.
func jsonDigits(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case json.Number:
		return figureDigits(v.String())
	case bool:
		return map[bool]string{true: "Yes", false: "No"}[v]
	case string:
		if strings.Count(v, "-") > 1 || !strings.ContainsAny(v, "0123456789") {
			return v
		}
		return figureDigits(v)
	}
	return "?"
}

func figureDigits(s string) string {
	neg := strings.HasPrefix(strings.TrimLeft(s, "€$£¥ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00a0"), "-") || strings.HasPrefix(s, "-")
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := strings.TrimLeft(b.String(), "0")
	if d == "" {
		return "0"
	}
	if neg {
		return "-" + d
	}
	return d
}
