package main

import (
	"encoding/base64"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// uploadSheet uploads the file at path on /imports as holding kind (into
// project, for a project's kind) and waits for its mapping.
func (p *person) uploadSheet(path, kind, project string) {
	p.t.Helper()
	p.open("/imports")
	p.choose("kind", kind)
	if project != "" {
		p.choose("project_id", project)
	}
	if err := chromedp.Do(p.tab, chromedp.SetUploadFiles(`#file`, []string{path})); err != nil {
		p.t.Fatalf("choose %s: %v", path, err)
	}
	p.click(`form[action="/imports"] button[type=submit]`, "Import of "+filepath.Base(path))
	p.waitText("Which column holds what")
}

// waitText waits until the page's main element (the page following a
// running import reloads itself) says each of texts, and audits the page in
// that state.
func (p *person) waitText(texts ...string) {
	p.t.Helper()
	p.reopen()
	var main string
	says := func() bool {
		main, _ = chromedp.Run(p.tab, chromedp.Evaluate[string](
			`document.readyState === "complete" && document.querySelector("main") ? document.querySelector("main").innerText : ""`))
		for _, s := range texts {
			if !strings.Contains(main, s) {
				return false
			}
		}
		return true
	}
	if !pollUntil(p.t, 30*time.Second, 100*time.Millisecond, says) {
		p.t.Fatalf("waiting for a page saying %q; it says:\n%s", texts, main)
	}
	p.auditState()
}

// wantText fails the test unless the page's main element says each of texts.
func (p *person) wantText(texts ...string) {
	p.t.Helper()
	main := p.mainText()
	for _, s := range texts {
		if !strings.Contains(main, s) {
			p.t.Errorf("the page does not say %q:\n%s", s, main)
		}
	}
}

// auditState audits the page again although its path and heading were
// audited: an import's page changes with its status.
func (p *person) auditState() {
	p.t.Helper()
	for k := range p.seen {
		if strings.HasPrefix(k, "/imports/") {
			delete(p.seen, k)
		}
	}
	p.audit()
}

// tableText returns the rows of the table css selects, cells separated by
// tabs.
func (p *person) tableText(css string) string {
	p.t.Helper()
	s, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`[...document.querySelectorAll(`+quoteJS(css+" tbody tr")+`)]
		.map(tr => [...tr.cells].map(c => c.innerText.trim()).join("\t")).join("\n")`))
	if err != nil {
		p.t.Fatal(err)
	}
	return s
}

// download fetches path in p's session and returns its bytes and its
// Content-Type and Content-Disposition, a line each.
func (p *person) download(path string) ([]byte, string) {
	p.t.Helper()
	got, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`fetch(`+quoteJS(path)+`).then(r =>
		r.arrayBuffer().then(buf => {
			const b = new Uint8Array(buf);
			let s = "";
			for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
			return r.headers.get("Content-Type") + "\n" + r.headers.get("Content-Disposition") + "\n" + btoa(s);
		}))`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("download %s: %v", path, err)
	}
	i := strings.LastIndex(got, "\n")
	data, err := base64.StdEncoding.DecodeString(got[i+1:])
	if err != nil {
		p.t.Fatal(err)
	}
	return data, got[:i]
}

// reopen loads the page shown now again, with a whole
// browsertest.TabTimeout to itself (GET changes nothing).
func (p *person) reopen() {
	p.t.Helper()
	loc, err := chromedp.Run(p.tab, chromedp.Location())
	if err != nil {
		p.t.Fatal(err)
	}
	p.renewTab()
	if err := chromedp.Do(p.tab, chromedp.Navigate(loc)); err != nil {
		p.t.Fatalf("open %s: %v", loc, err)
	}
}
