package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
)

// signUpAndSignIn signs p up with a new organization, verifies the address from
// the mail it receives and signs in.
func signUpAndSignIn(t *testing.T, p *person, mails *smtptest.Server, name, email, password, org string) {
	t.Helper()
	p.open("/signup")
	p.fill("name", name)
	p.fill("email", email)
	p.fill("password", password)
	p.fill("organization_name", org)
	p.click(`form[action="/signup"] button[type=submit]`, "Check your inbox")
	p.open(mailLink(t, mails, email, "/verify?token="))
	p.click(`form[action="/verify"] button[type=submit]`, "Address confirmed")
	p.signIn(email, password)
}

// signIn signs p in; the platform then shows the tokens page.
func (p *person) signIn(email, password string) {
	p.t.Helper()
	p.open("/signin")
	p.fill("email", email)
	p.fill("password", password)
	p.click(`form[action="/signin"] button[type=submit]`, "API tokens")
}

// form is what a person enters into one of the records pages' forms, by input
// id: text typed (fill), values set as a picker would (set: choices in
// selects, dates and times in ISO form) and boxes to tick.
type form struct {
	fill [][2]string
	set  [][2]string
	tick []string
}

// save opens path, types f into its form, saves it and waits for the page
// headed heading, which it returns the id of (the last segment of its path,
// such as a new record's /shows/ID).
func (p *person) save(path string, f form, heading string) string {
	p.t.Helper()
	p.open(path)
	p.enter(f)
	p.submit(heading)
	return p.pathID()
}

// enter types f into the form on the page.
func (p *person) enter(f form) {
	p.t.Helper()
	for _, c := range f.set {
		p.choose(c[0], c[1])
	}
	for _, c := range f.fill {
		p.fill(c[0], c[1])
	}
	for _, id := range f.tick {
		if err := chromedp.Do(p.tab, chromedp.Click(chromedp.ID(id))); err != nil {
			p.t.Fatalf("tick #%s: %v", id, err)
		}
	}
}

// submit presses the save button of the page's form and waits for the page
// headed heading.
func (p *person) submit(heading string) {
	p.t.Helper()
	p.click(`main form[method="post"] button[type=submit]`, heading)
}

// pathID returns the last segment of the path of the page shown.
func (p *person) pathID() string {
	p.t.Helper()
	loc, err := chromedp.Run(p.tab, chromedp.Location())
	if err != nil {
		p.t.Fatal(err)
	}
	u, _ := url.Parse(loc)
	return u.Path[strings.LastIndex(u.Path, "/")+1:]
}

// linkedID returns the id in the address of the page's link under prefix (such
// as /people/) whose text holds text: /people/ID/edit gives ID.
func (p *person) linkedID(prefix, text string) string {
	p.t.Helper()
	href, err := chromedp.Run(p.tab, chromedp.Evaluate[string](`(() => {
		const a = [...document.querySelectorAll("main a")].find(a =>
			a.pathname.startsWith(`+quoteJS(prefix)+`) && a.textContent.includes(`+quoteJS(text)+`));
		return a ? a.pathname : "";
	})()`))
	if err != nil || href == "" {
		p.t.Fatalf("no link under %s saying %q (%v)", prefix, text, err)
	}
	id, _, _ := strings.Cut(strings.TrimPrefix(href, prefix), "/")
	return id
}

// mainText returns the text of the page's main element.
func (p *person) mainText() string {
	p.t.Helper()
	s, err := chromedp.Run(p.tab, chromedp.Text(chromedp.CSS("main")))
	if err != nil {
		p.t.Fatal(err)
	}
	return s
}

// value returns the value of the input with id.
func (p *person) value(id string) string {
	p.t.Helper()
	s, err := chromedp.Run(p.tab, chromedp.Value(chromedp.ID(id)))
	if err != nil {
		p.t.Fatal(err)
	}
	return s
}

// scriptsSaying counts the page's script elements whose source holds s.
func (p *person) scriptsSaying(s string) int {
	p.t.Helper()
	n, err := chromedp.Run(p.tab, chromedp.Evaluate[int](
		`[...document.scripts].filter(e => e.textContent.includes(`+quoteJS(s)+`)).length`))
	if err != nil {
		p.t.Fatal(err)
	}
	return n
}

// mintToken mints a token with scopes on p's tokens page and returns its secret.
func (p *person) mintToken(name string, scopes ...string) string {
	p.t.Helper()
	p.open("/settings/tokens")
	p.fill("name", name)
	checkScopes(p.t, p, scopes...)
	p.click(`form[action="/settings/tokens"] button[type=submit]`, "Your new token")
	return p.value("token-secret")
}

// api calls the API with a bearer token and a JSON body (none when body is
// nil) and returns the status and the answer's body.
func api(t *testing.T, method, url, token string, body any) (int, []byte) {
	t.Helper()
	var in io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		in = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, in)
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, out
}

// renderFromRecord renders the document type key from the record id over the API and
// returns the page.
func renderFromRecord(t *testing.T, base, token, key, id string) string {
	t.Helper()
	status, page := api(t, "POST", base+"/api/v1/documents/"+key+"/render", token, map[string]string{"record_id": id})
	if status != http.StatusOK {
		t.Fatalf("rendering %s from %s: %d %s", key, id, status, page)
	}
	return string(page)
}

// kpiValue is one value of GET /api/v1/metrics/values.
type kpiValue struct {
	Key      string   `json:"key"`
	Value    *float64 `json:"value"`
	Currency string   `json:"currency"`
}

// kpis reads the values of keys for the project over the API, by key and
// currency ("tickets_sold", "gross EUR").
func kpis(t *testing.T, base, token, projectID string, keys ...string) map[string]float64 {
	t.Helper()
	q := url.Values{"key": keys, "project_id": {projectID}, "explain": {"false"}}
	status, body := api(t, "GET", base+"/api/v1/metrics/values?"+q.Encode(), token, nil)
	if status != http.StatusOK {
		t.Fatalf("the KPIs %v: %d %s", keys, status, body)
	}
	var answer struct {
		Data []kpiValue `json:"data"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, v := range answer.Data {
		if v.Value == nil {
			t.Fatalf("the KPI %s is null: %s", v.Key, body)
		}
		out[strings.TrimSpace(v.Key+" "+v.Currency)] = *v.Value
	}
	return out
}

// twoEditorsLoseNothing has tm and other (the same user in a second browser)
// open the show's form; tm saves a new stage, then other's new capacity is
// refused with both versions shown; saved again on purpose, the show has
// both: other's capacity and tm's stage, which other did not touch.
func twoEditorsLoseNothing(t *testing.T, tm, other *person, email, password, show string) {
	t.Helper()
	other.signIn(email, password)
	edit := "/shows/" + show + "/edit"
	tm.open(edit)
	other.open(edit)
	tm.fill("stage", "Main hall")
	tm.submit("Paradiso")
	other.fill("capacity", "1400")
	other.submit("Edit show")
	stale := other.text(".stale")
	for _, want := range []string{"Stage", "Main hall", "Capacity", "1400", "1500"} {
		if !strings.Contains(stale, want) {
			t.Errorf("the refused save's panel does not show %q:\n%s", want, stale)
		}
	}
	other.submit("Paradiso")
	other.open(edit)
	if stage, capacity := other.value("stage"), other.value("capacity"); stage != "Main hall" || capacity != "1400" {
		t.Errorf("after both saves the show's stage is %q and its capacity %q, want %q and %q", stage, capacity, "Main hall", "1400")
	}
}
