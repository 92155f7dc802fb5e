package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// domTile is a dashboard tile as the browser shows it.
type domTile struct {
	KPI, Currency, Value, Previous, Exact string
}

// domChart is a dashboard chart's table as the browser shows it: its report,
// the query of its CSV link, and the text of every cell, rows then totals.
type domChart struct {
	Report, Query string
	Rows, Totals  [][]string
}

// domDashboard is what readDashboard reads.
type domDashboard struct {
	Tiles  []domTile  `json:"tiles"`
	Charts []domChart `json:"charts"`
}

// readDashboard is the script that reads the tiles and the charts' tables off
// the page.
const readDashboard = `(() => {
	const cells = tr => [...tr.cells].map(td => td.textContent);
	const body = sec => [...sec.querySelectorAll("tbody tr")].filter(tr => !tr.cells[0].hasAttribute("colspan")).map(cells);
	return {
		tiles: [...document.querySelectorAll("li.tile")].map(li => ({KPI: li.dataset.kpi, Currency: li.dataset.currency,
			Exact: li.dataset.value, Value: li.querySelector(".tile-value").textContent,
			Previous: li.querySelector(".tile-previous").textContent})),
		charts: [...document.querySelectorAll("section.dashboard-chart")].map(sec => ({Report: sec.dataset.report,
			Query: new URL(sec.querySelector("a[download]").href).search.slice(1),
			Rows: body(sec), Totals: [...sec.querySelectorAll("tfoot tr")].map(cells)})),
	};
})()`

// The demo owner opens the dashboard of every demo project over 2026 in
// Chromium (audited: axe and html-validate), and every tile's figure and every
// figure of every chart's table, read from the page, is the API's for the same
// query: GET /api/v1/metrics/values for the tiles, GET /api/v1/reports/{key}
// with the chart's CSV link's parameters for the charts. With ROADCASE_SHOTS
// set, the busiest project's dashboard is also taken at 1280 and 375 px.
func TestTheDashboardInABrowserReadsTheAPIsFigures(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	owner := newPerson(t, "") // skips here without Chromium unless it is required
	srv := servetest.StartDemo(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"))
	owner.base = srv.URL
	owner.signIn(srv.Email, srv.Password)
	owner.open("/dashboard")
	projects, err := chromedp.Run(owner.tab, chromedp.Evaluate[[]string](
		`[...document.querySelectorAll("#project_id option")].map(o => o.value).filter(v => v)`))
	if err != nil || len(projects) == 0 {
		t.Fatalf("the dashboard offers no project (%v)", err)
	}
	api := func(path string) map[string]any {
		return apiJSON(t, srv.URL, srv.Token, path)
	}
	figures := 0
	for i, project := range projects {
		q := url.Values{"project_id": {project}, "from": {"2026-01-01"}, "to": {"2026-12-31"}}
		owner.open("/dashboard?" + q.Encode())
		if i == 0 {
			shootDashboard(t, owner)
		}
		page, err := chromedp.Run(owner.tab, chromedp.Evaluate[domDashboard](readDashboard))
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Tiles) < len(dashboardKPIKeys) || len(page.Charts) != 6 {
			t.Fatalf("project %s: %d tiles and %d charts", project, len(page.Tiles), len(page.Charts))
		}
		figures += compareTiles(t, project, page.Tiles, api, q)
		for _, c := range page.Charts {
			figures += compareChart(t, project, c, api)
		}
	}
	if figures == 0 {
		t.Error("no figure on any dashboard: the comparison proves nothing")
	}
}

// dashboardKPIKeys are the headline KPIs the tiles show.
var dashboardKPIKeys = []string{"shows", "tickets_sold", "gross", "sell_through", "total_revenue", "total_costs",
	"net_profit", "outstanding", "overdue_amount", "advance_completion_rate"}

// compareTiles holds each tile's figure, as the page writes it and as its
// data attribute gives it, to the API's value for the same query; it returns
// how many figures were not "no data".
func compareTiles(t *testing.T, project string, tiles []domTile, api func(string) map[string]any, q url.Values) int {
	t.Helper()
	vq := url.Values{"project_id": q["project_id"], "from": q["from"], "to": q["to"], "explain": {"false"}, "key": dashboardKPIKeys}
	values := map[string]string{}
	for _, v := range api("/api/v1/metrics/values?" + vq.Encode())["data"].([]any) {
		m := v.(map[string]any)
		cur, _ := m["currency"].(string)
		values[m["key"].(string)+"/"+cur] = jsonDigits(m["value"])
	}
	n := 0
	for _, tile := range tiles {
		want, ok := values[tile.KPI+"/"+tile.Currency]
		if !ok {
			want, ok = values[tile.KPI+"/"]
		}
		if got := cellDigits(tile.Value); !ok || got != want || figureDigitsOrNull(tile.Exact) != want {
			t.Errorf("project %s: tile %s %s reads %q (%s, exactly %s), the API says %s", project, tile.KPI, tile.Currency,
				tile.Value, got, tile.Exact, want)
		}
		if want != "null" {
			n++
		}
	}
	return n
}

// compareChart holds every cell of a chart's table to the API's report for the
// chart's CSV link's query, every page of it; it returns how many figures it
// compared.
func compareChart(t *testing.T, project string, c domChart, api func(string) map[string]any) int {
	t.Helper()
	var cols []string
	var rows, totals []any
	for cursor := ""; ; {
		path := "/api/v1/reports/" + c.Report + "?" + c.Query + "&limit=100"
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		res := api(path)
		if cols == nil {
			for _, col := range res["columns"].([]any) {
				cols = append(cols, col.(map[string]any)["key"].(string))
			}
			totals, _ = res["totals"].([]any)
		}
		rows = append(rows, res["rows"].([]any)...)
		if cursor, _ = res["next_cursor"].(string); cursor == "" {
			break
		}
	}
	n := 0
	check := func(what string, page [][]string, want []any) {
		if len(page) != len(want) {
			t.Errorf("project %s, %s: the page's table has %d %s, the API %d", project, c.Report, len(page), what, len(want))
			return
		}
		for i, row := range want {
			for j, key := range cols {
				w := jsonDigits(row.(map[string]any)[key])
				got := cellDigits(page[i][j])
				if what == "totals" && j == 0 && w == "null" && got == "Total" {
					continue
				}
				if got != w {
					t.Errorf("project %s, %s %s %d %s: page %q (%s), API %s", project, c.Report, what, i, key, page[i][j], got, w)
				}
				n++
			}
		}
	}
	check("rows", c.Rows, rows)
	check("totals", c.Totals, totals)
	return n
}

// figureDigitsOrNull reduces a tile's exact figure as jsonDigits reduces the
// API's.
func figureDigitsOrNull(s string) string {
	if s == "null" {
		return s
	}
	return figureDigits(s)
}

// apiJSON answers a GET of path with token, failing unless it is 200 JSON.
func apiJSON(t *testing.T, base, token, path string) map[string]any {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v\n%.2000s", path, resp.StatusCode, err, body)
	}
	var out map[string]any
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.UseNumber()
	if err := dec.Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// shootDashboard writes the page shown at 1280 and 375 px wide into
// ROADCASE_SHOTS, when it is set, in parts of 1,600 px down the page, as
// dashboard-<width>-<part>.png, and with every table shown as
// dashboard-<width>-tables-<part>.png.
func shootDashboard(t *testing.T, p *person) {
	t.Helper()
	dir := os.Getenv("ROADCASE_SHOTS")
	if dir == "" {
		return
	}
	for _, open := range []string{"", "-tables"} {
		if open != "" {
			if err := chromedp.Do(p.tab, chromedp.Evaluate[chromedp.Void](
				`document.querySelectorAll("details").forEach(d => d.open = true)`)); err != nil {
				t.Fatal(err)
			}
		}
		for _, width := range []int64{1280, 375} {
			if err := chromedp.Do(p.tab, chromedp.EmulateViewport(width, 800)); err != nil {
				t.Fatal(err)
			}
			size, err := chromedp.Run(p.tab, chromedp.Evaluate[[]float64](
				`[document.documentElement.scrollWidth, document.documentElement.scrollHeight]`))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("at %d px the page is %.0f × %.0f", width, size[0], size[1])
			for part, y := 0, 0.0; y < size[1]; part, y = part+1, y+1600 {
				clip := &page.Viewport{Y: y, Width: size[0], Height: min(1600, size[1]-y), Scale: 1}
				shot, err := chromedp.Call(p.tab, page.CaptureScreenshot, page.CaptureScreenshotParams{Clip: clip,
					CaptureBeyondViewport: &[]bool{true}[0], Format: page.CaptureScreenshotFormatPng})
				if err != nil {
					t.Fatal(err)
				}
				name := "dashboard-" + strconv.FormatInt(width, 10) + open + "-" + strconv.Itoa(part) + ".png"
				if err := os.WriteFile(filepath.Join(dir, name), shot.Data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
