package main

import (
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/pdf/pdftest"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// A tour manager opens a demo show's page in Chromium (audited: axe and
// html-validate, the Documents block with it), follows its "Day sheet" link,
// and gets the very bytes the API renders for that show with a token; the
// day sheet's PDF, printed by serve's headless Chromium
// (ROADCASE_PDF_CHROMIUM), reads back (pdftotext) with the show's venue, its
// date and a schedule item's time. The page's renders are logged as the
// API's are: documents_generated counts them.
func TestADaySheetFromAShowPageIsTheAPIsAndItsPDFReadsBack(t *testing.T) {
	t.Parallel()
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := newPerson(t, "") // skips here without Chromium unless it is required
	chromium, err := browsertest.SystemChromium()
	if err != nil {
		t.Fatal(err)
	}
	srv := servetest.StartDemo(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), "ROADCASE_PDF_CHROMIUM="+chromium)
	tm.base = srv.URL
	tm.signIn(srv.Email, srv.Password)

	tm.open("/projects")
	project := recordLinked(t, tm, "projects")
	tm.open("/projects/" + project)
	show := recordLinked(t, tm, "shows")
	tm.open("/shows/" + show)
	venue, err := chromedp.Run(tm.tab, chromedp.Text(chromedp.CSS(`main a[href^="/venues/"]`)))
	if err != nil {
		t.Fatal(err)
	}
	schedule := tm.text(`#schedule-title + *`)
	times := regexp.MustCompile(`\b\d\d:\d\d\b`).FindAllString(schedule, -1)
	if len(times) == 0 {
		t.Fatalf("the demo show has no schedule item with a time:\n%s", schedule)
	}
	href, err := chromedp.Run(tm.tab, chromedp.Evaluate[string](
		`document.querySelector("section.documents a[href^='/documents/day-sheet/']").getAttribute("href")`))
	if err != nil || href != "/documents/day-sheet/"+show {
		t.Fatalf("the show page's day sheet link: %q, %v", href, err)
	}

	// Followed in the browser, the link is the API's render, byte for byte,
	// and logged as the API's renders are.
	before := daySheetsGenerated(t, srv.URL, srv.Token)
	if err := chromedp.Do(tm.tab, chromedp.Click(chromedp.CSS(`section.documents a[href='`+href+`']`)),
		chromedp.WaitVisible(chromedp.CSS("main.document"))); err != nil {
		t.Fatal(err)
	}
	loc, err := chromedp.Run(tm.tab, chromedp.Location())
	if err != nil || loc != srv.URL+href {
		t.Fatalf("the link led to %q (%v)", loc, err)
	}
	// The document's CSP forbids the page a fetch of itself: the bytes are read
	// with the browser's session instead.
	served, _ := sessionGet(t, tm, srv.URL+href)
	fromAPI := renderFromRecord(t, srv.URL, srv.Token, "day-sheet", show)
	// The click's render, the session's read of it, and the API's.
	if after := daySheetsGenerated(t, srv.URL, srv.Token); after != before+3 {
		t.Errorf("documents_generated for day sheets went from %v to %v, want 3 more", before, after)
	}
	if served != fromAPI {
		t.Errorf("the day sheet from the show page is not the API's:\npage:\n%s\nAPI:\n%s", served, fromAPI)
	}
	date := regexp.MustCompile(`<h1>[^<]*· ([^<]+)</h1>`).FindStringSubmatch(fromAPI)
	if date == nil {
		t.Fatalf("no date in the day sheet's heading:\n%s", fromAPI)
	}

	// Its PDF, downloaded with the session, reads back.
	body, res := sessionGet(t, tm, srv.URL+href+"/pdf")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("the PDF: %d %s %.200s", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	text := strings.Join(strings.Fields(pdftest.Text(t, []byte(body))), " ")
	for _, want := range []string{venue, date[1], times[0]} {
		if !strings.Contains(text, strings.Join(strings.Fields(want), " ")) {
			t.Errorf("the PDF does not read %q:\n%s", want, text)
		}
	}
	if w, h := pdftest.PageSize(t, []byte(body)); w < 594 || w > 597 || h < 840.5 || h > 843 {
		t.Errorf("the PDF's page is %v × %v points, want A4 (595.3 × 841.9) for a venue outside the Letter countries", w, h)
	}
}

// recordLinked returns the id of the first record of kind (the path segment:
// projects, shows) that the page's main part links.
func recordLinked(t *testing.T, p *person, kind string) string {
	t.Helper()
	path, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`[...document.querySelectorAll("main a")].map(a => a.pathname)
		.find(p => /^\/`+kind+`\/[0-9a-f-]{36}$/.test(p)) || ""`))
	if err != nil || path == "" {
		t.Fatalf("the page links no record of %s (%v)", kind, err)
	}
	return strings.TrimPrefix(path, "/"+kind+"/")
}

// sessionGet gets url with p's session, as p's browser would, and returns the
// body and the response.
func sessionGet(t *testing.T, p *person, url string) (string, *http.Response) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.AddCookie(&http.Cookie{Name: "roadcase_session", Value: p.sessionCookie()})
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(body), res
}

// daySheetsGenerated reads the KPI documents_generated for day sheets over
// the API.
func daySheetsGenerated(t *testing.T, base, token string) float64 {
	t.Helper()
	status, body := api(t, "GET", base+"/api/v1/metrics/values?key=documents_generated&document_type=day-sheet&explain=false", token, nil)
	var answer struct {
		Data []kpiValue `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); status != http.StatusOK || err != nil || len(answer.Data) != 1 {
		t.Fatalf("documents_generated: %d %s", status, body)
	}
	if answer.Data[0].Value == nil { // nothing rendered yet
		return 0
	}
	return *answer.Data[0].Value
}
