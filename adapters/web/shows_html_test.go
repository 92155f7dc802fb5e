package web

import (
	"net/http"
	"net/url"
	"testing"
)

// Every show and logistics page, plain and with errors, passes html-validate's
// recommended rules (skipped without html-validate).
func TestEveryShowPageIsValidHTML(t *testing.T) {
	validatePages(t, showPages(t))
}

// Every show and logistics page is audited by axe-core in Chromium under its
// CSP (skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1).
func TestEveryShowPageIsAccessible(t *testing.T) {
	f := newShowFixture(t)
	auditPages(t, showPages(t), f.handler)
}

// TestShowPagesScreenshots fills the directory ROADCASE_SHOTS names with PNGs
// of the show hub (a full day) and the show form with errors at 1280 and 375
// px wide, for people to look at; unset, the test skips.
func TestShowPagesScreenshots(t *testing.T) {
	dir := shotsDir(t)
	shootPages(t, dir, showPages(t), newShowFixture(t).handler, shots{names: []string{
		"hub-manager", "show-errors", "travel-edit", "hotels-edit", "show-stale"}})
}

// showPages renders every show and logistics page at least once: the hub full
// and for a viewer, each form new, filled and with errors, the stale panel,
// the cancellation and a removal confirmation.
func showPages(t *testing.T) map[string]string {
	f := newShowFixture(t)
	out, add := pageCollector(t)
	m := f.signedIn("mia@example.com")
	add("hub-manager", m.get(f.hubPath()), http.StatusOK)
	add("hub-viewer", f.signedIn("vi@example.com").get(f.hubPath()), http.StatusOK)
	newShow := "/projects/" + string(f.project) + "/shows/new"
	add("show-new", m.get(newShow), http.StatusOK)
	add("show-errors", m.post(newShow, f.newShowPost("deal/guarantee", "lots", "starts_at", "02:30",
		"status", "cancelled", "tiers/0/sold", "5000")), http.StatusUnprocessableEntity)
	edit := "/shows/" + string(f.show) + "/edit"
	add("show-edit", m.get(edit), http.StatusOK)
	m.post(edit, f.editPost("1", "stage", "Upstairs"))
	add("show-stale", m.post(edit, f.editPost("1", "stage", "Main room")), http.StatusConflict)
	add("show-cancel", m.get("/shows/"+string(f.show)+"/cancel"), http.StatusOK)
	add("show-remove", m.get("/shows/"+string(f.show)+"/remove"), http.StatusOK)
	for _, c := range logisticsCases(f) {
		add(c.name+"-new", m.get(c.newPath), http.StatusOK)
		bad := url.Values{}
		for k, v := range c.valid {
			bad[k] = v
		}
		bad.Set(c.invalid[0], c.invalid[1])
		add(c.name+"-errors", m.post(c.newPath, bad), http.StatusUnprocessableEntity)
		if c.edit != "" {
			add(c.name+"-edit", m.get(c.edit), http.StatusOK)
		}
	}
	add("guest-remove", m.get("/guests/"+string(f.guest)+"/remove"), http.StatusOK)
	return out
}
