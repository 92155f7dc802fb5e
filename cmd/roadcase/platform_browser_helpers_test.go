package main

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/testenv"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// person is one browser (its own profile, so its own cookies) on the platform's
// pages, which checks every page it reaches for accessibility and valid HTML.
type person struct {
	t *testing.T
	// browser is the person's Chromium and tab its one tab, kept from page to
	// page (a new tab costs Chromium more than most pages: see
	// browsertest.Tab), where every action fails after browsertest.TabTimeout
	// from the last renewTab, which open calls, so that each page opened has
	// the whole timeout to itself, however long the test has run.
	browser context.Context
	opened  context.Context // the tab without the timeout
	tab     context.Context
	// endTab ends tab's timeout and the listeners set on it.
	endTab context.CancelFunc
	// onTab are run on the tab each time renewTab bounds it afresh, such as
	// watchRequests's listener.
	onTab []func(tab context.Context)
	base  string
	// seen holds the pages audited, by path and heading, so each is audited once.
	seen map[string]bool
	// pages keeps the markup of the pages audited for html-validate, which
	// checks them all when the test ends.
	pages *auditedPages
}

func newPerson(t *testing.T, base string) *person {
	t.Helper()
	p := &person{t: t, browser: browsertest.Start(t), base: base, seen: map[string]bool{}, pages: auditedPagesOf(t)}
	p.opened = browsertest.KeptTab(t, p.browser)
	p.renewTab()
	t.Cleanup(func() { p.endTab() })
	return p
}

// renewTab gives the person's tab a whole browsertest.TabTimeout from now and
// sets the onTab listeners on it again (those set before end with the old
// timeout).
func (p *person) renewTab() {
	p.t.Helper()
	if p.endTab != nil {
		p.endTab()
	}
	p.tab, p.endTab = context.WithTimeout(p.opened, browsertest.TabTimeout)
	for _, f := range p.onTab {
		f(p.tab)
	}
}

// everyTab runs f on the person's tab now and each time renewTab bounds it
// afresh.
func (p *person) everyTab(f func(tab context.Context)) {
	p.onTab = append(p.onTab, f)
	f(p.tab)
}

// open navigates the person's tab to path (or an absolute address), with a
// whole browsertest.TabTimeout to load it, and audits the page.
func (p *person) open(path string) {
	p.t.Helper()
	if !strings.HasPrefix(path, "http") {
		path = p.base + path
	}
	p.renewTab()
	if err := chromedp.Do(p.tab, chromedp.Navigate(path)); err != nil {
		p.t.Fatalf("open %s: %v", path, err)
	}
	p.audit()
}

// fill types value into the field with id.
func (p *person) fill(id, value string) {
	p.t.Helper()
	if err := chromedp.Do(p.tab, chromedp.Evaluate[chromedp.Void](`document.getElementById(`+quoteJS(id)+`).value = ""`),
		chromedp.SendKeys(chromedp.CSS("#"+id), value)); err != nil {
		p.t.Fatalf("fill #%s: %v", id, err)
	}
}

// choose selects value in the select with id.
func (p *person) choose(id, value string) {
	p.t.Helper()
	if err := chromedp.Do(p.tab, chromedp.Evaluate[chromedp.Void](
		`document.getElementById(`+quoteJS(id)+`).value = `+quoteJS(value))); err != nil {
		p.t.Fatalf("choose %s in #%s: %v", value, id, err)
	}
}

// click clicks the element css selects and waits for the page whose h1 holds
// heading, then audits it.
func (p *person) click(css, heading string) {
	p.t.Helper()
	p.markPage()
	if err := chromedp.Do(p.tab, chromedp.Click(chromedp.CSS(css))); err != nil {
		p.t.Fatalf("click %s: %v", css, err)
	}
	p.waitHeading(heading)
	p.audit()
}

// markPage marks the document shown now, so that waitHeading waits for another.
func (p *person) markPage() {
	p.t.Helper()
	if err := chromedp.Do(p.tab, chromedp.Evaluate[chromedp.Void](`window.roadcaseOldPage = true`)); err != nil {
		p.t.Fatal(err)
	}
}

// waitHeading waits until a document not marked by markPage has loaded and its
// h1 contains heading.
func (p *person) waitHeading(heading string) {
	p.t.Helper()
	var h string
	headed := func() bool {
		h, _ = chromedp.Run(p.tab, chromedp.Evaluate[string](
			`!window.roadcaseOldPage && document.readyState === "complete" && document.querySelector("h1") ? document.querySelector("h1").textContent : ""`))
		return strings.Contains(h, heading)
	}
	if !pollUntil(p.t, 15*time.Second, 50*time.Millisecond, headed) {
		loc, _ := chromedp.Run(p.tab, chromedp.Location())
		problems, _ := chromedp.Run(p.tab, chromedp.Evaluate[string](
			`[...document.querySelectorAll(".error-summary, .stale")].map(e => e.innerText).join("\n")`))
		p.t.Fatalf("waiting for a page headed %q; at %s headed %q %s", heading, loc, h, problems)
	}
}

// heading returns the page's h1.
func (p *person) heading() string {
	h, _ := chromedp.Run(p.tab, chromedp.Text(chromedp.CSS("h1")))
	return h
}

// audit keeps the page's markup for html-validate (auditedPages) and runs
// axe-core on it, once per path and heading, and only on the first page of its
// shape in the binary (auditedShapes).
func (p *person) audit() {
	p.t.Helper()
	loc, err := chromedp.Run(p.tab, chromedp.Location())
	if err != nil {
		p.t.Fatal(err)
	}
	u, _ := url.Parse(loc)
	key := u.Path + " " + p.heading()
	if p.seen[key] {
		return
	}
	p.seen[key] = true
	p.pages.add(p.t, u.Path, p.markup(u.Path))
	if !p.firstOfShape(u.Path) {
		return // axe-core audited a page of this shape (auditedShapes)
	}
	violations, err := browsertest.Axe(p.tab)
	if errors.Is(err, browsertest.ErrNoAxe) && !testenv.Required(browsertest.EnvRequireBrowser) {
		p.t.Logf("axe-core is not installed (npm ci), so %s is not audited for accessibility", u.Path)
	} else if err != nil {
		p.t.Fatalf("axe on %s: %v", u.Path, err)
	}
	for _, v := range browsertest.Serious(violations) {
		p.t.Errorf("%s: %s", u.Path, v)
	}
}

// markup returns the page's markup for html-validate: the document as the
// browser holds it, except for /docs, whose DOM Redoc's scripts build (not ours
// to validate), where it is the page as served.
func (p *person) markup(path string) string {
	p.t.Helper()
	if path == "/docs" {
		served, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`fetch(location.href).then(r => r.text())`,
			chromedp.EvalAwaitPromise))
		if err != nil {
			p.t.Fatal(err)
		}
		return served
	}
	html, err := chromedp.Run(p.tab, chromedp.OuterHTML(chromedp.CSS("html")))
	if err != nil {
		p.t.Fatal(err)
	}
	// The DOM serializes boolean attributes as defer="", which the page's own
	// bytes (validated by the web adapter's tests) do not.
	return "<!DOCTYPE html>\n" + emptyBoolean.ReplaceAllString(html, " $1")
}

// sessionCookie returns the value of the platform's session cookie, "" if none.
func (p *person) sessionCookie() string {
	p.t.Helper()
	res, err := chromedp.Run(p.tab, chromedp.Action[network.GetCookiesResult](
		func(ctx context.Context, t *chromedp.Target) (network.GetCookiesResult, error) {
			return cdp.Call(ctx, t, network.GetCookies, network.GetCookiesParams{})
		}))
	if err != nil {
		p.t.Fatal(err)
	}
	for _, c := range res.Cookies {
		if c.Name == "roadcase_session" {
			return c.Value
		}
	}
	return ""
}

// post sends a same-origin form post from the page with fetch, without the
// form's token, and returns the status.
func (p *person) post(path, body string) int {
	p.t.Helper()
	status, err := chromedp.Run(p.tab, chromedp.Evaluate[int](`fetch(`+quoteJS(path)+`, {method: "POST",
		headers: {"Content-Type": "application/x-www-form-urlencoded"}, body: `+quoteJS(body)+`}).then(r => r.status)`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return status
}

func quoteJS(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// apiCall calls the API with a bearer token and returns the status.
func apiCall(t *testing.T, method, url, token string) int {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader("{}"))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}

var emptyBoolean = regexp.MustCompile(` (async|autofocus|checked|defer|disabled|hidden|multiple|novalidate|readonly|required|selected)=""`)

var csrfField = regexp.MustCompile(`name="csrf_token" value="([^"]+)"`)
