package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/core/advancing"
)

// Every advancing and portal page, as rendered for the HTML test, is audited
// by axe-core in Chromium with its stylesheet and under its CSP: no violation
// of any impact, and nothing on the console (where CSP violations land). The
// send preview, whose page frames the mail from another address under a
// policy of its own, is audited by TestTheAdvancingPagesInChromium.
// Skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1.
func TestEveryAdvancingAndPortalPageIsAccessible(t *testing.T) {
	pages := advancingPages(t)
	delete(pages, "send-preview")
	auditPages(t, pages, newAdvanceFixture(t).handler) // the fixture serves the stylesheet and script
}

// The board, the send preview (with its framed HTML part loaded under its own
// policy) and a portal section, served by the pages' handler to a signed-in
// manager in Chromium at 1280 and 375 px: no axe violation, nothing on the
// console, and the board's recipients table fits its column (no sideways
// scroll). Skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1.
func TestTheAdvancingPagesInChromium(t *testing.T) {
	f := newAdvanceFixture(t)
	m := f.signedIn("mia@example.com")
	batch := boardOfFive(f)
	m.get(f.sendPath(f.promoters))
	preview := m.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview", url.Values{"subject": {"Please confirm"},
		"note": {"Thanks for having us.\nLoad-in is from the back door."}, "contact": {string(f.pat.ID)}})
	wantStatus(t, preview, http.StatusOK)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/rendered/send-preview" {
			securityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Security-Policy", preview.header.Get("Content-Security-Policy"))
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				_, _ = w.Write([]byte(preview.body))
			})).ServeHTTP(w, r)
			return
		}
		if !strings.HasPrefix(r.URL.Path, "/portal/") {
			r.AddCookie(&http.Cookie{Name: SessionCookie, Value: m.cookie})
		}
		f.handler.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	pages := map[string]string{"board": "/advancing/batches/" + string(batch.ID), "send-preview": "/rendered/send-preview",
		"portal-section": f.portalPath(f.token) + "/sections/" + string(f.schedule)}
	browser := browsertest.Start(t)
	for name, path := range pages {
		for _, width := range []int64{1280, 375} {
			t.Run(name+"-"+strconv.FormatInt(width, 10), func(t *testing.T) {
				tab := browsertest.Tab(t, browser)
				console, err := browsertest.WatchConsole(tab)
				if err != nil {
					t.Fatal(err)
				}
				if err := chromedp.Do(tab, chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+path)); err != nil {
					t.Fatal(err)
				}
				for _, v := range browsertest.Audit(t, tab) {
					t.Errorf("%v", v)
				}
				if name == "board" {
					overflow, err := chromedp.Run(tab, chromedp.Evaluate[int](`(() => { const t = document.querySelector(".board-recipients");
						return t.scrollWidth - t.parentElement.clientWidth; })()`))
					if err != nil {
						t.Fatal(err)
					}
					if overflow > 0 {
						t.Errorf("the recipients table is %d px wider than its column", overflow)
					}
				}
				// Navigate waited for the page's load, which waits for its frame's.
				for _, msg := range console.Messages() {
					t.Errorf("console: %s", msg)
				}
				screenshot(t, tab, width, name+"-"+strconv.FormatInt(width, 10))
			})
		}
	}
}

// boardOfFive sends the promoters' packet to five people at every stage, one
// of them delivered only by implication, and returns the batch.
func boardOfFive(f *advanceFixture) advancing.SendBatch {
	people := []advancing.Contact{
		{ID: f.pat.ID, Name: "Sanne de Vries-Oosterhuis", Email: "sanne.de.vries@paradiso-amsterdam.example"},
		{ID: f.pat.ID, Name: "Pat Promoter", Email: "pat@example.com"},
		{ID: f.pat.ID, Name: "Jo Bloggs", Email: "production@venue.example"},
		{ID: f.pat.ID, Name: "Kim Lee", Email: "kim@example.org"},
		{ID: f.pat.ID, Name: "Bo Bounce", Email: "bo@nowhere.example"},
	}
	batch, _ := f.sendTo(people...)
	at := f.clock.Now()
	ev := func(s advancing.Stage, minutes int) advancing.Event {
		return advancing.Event{Stage: s, At: at.Add(time.Duration(minutes) * time.Minute)}
	}
	events := [][]advancing.Event{
		{ev("sent", 0), ev("delivered", 1), ev("opened", 30), ev("viewed", 31), ev("acknowledged", 2000)},
		{ev("sent", 0), ev("opened", 60)},
		{ev("sent", 0), ev("delivered", 1)},
		{ev("queued", 0)},
		{ev("sent", 0), ev("bounced", 2)},
	}
	f.adv.mu.Lock()
	defer f.adv.mu.Unlock()
	for i := range f.adv.recipients[batch.ID] {
		f.adv.recipients[batch.ID][i].Progress = advancing.Track(events[i])
	}
	return batch
}

// screenshot writes the page in tab, width px wide, to advance-name.png under
// shotsEnv's directory, when it is set. The viewport is made as tall as
// the page first: a full-page capture leaves the sandboxed frame, which runs
// in a process of its own, blank.
func screenshot(t *testing.T, tab context.Context, width int64, name string) {
	t.Helper()
	dir := os.Getenv(shotsEnv)
	if dir == "" {
		return
	}
	height, err := chromedp.Run(tab, chromedp.Evaluate[int64](`document.documentElement.scrollHeight`))
	if err == nil {
		err = chromedp.Do(tab, chromedp.EmulateViewport(width, height))
	}
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // the frame's repaint at the new size
	png, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "advance-"+name+".png"), png, 0o600); err != nil {
		t.Fatal(err)
	}
}
