package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Every advancing and portal page, in its plain and its error states, passes
// html-validate's recommended rules (skipped without html-validate).
func TestEveryAdvancingAndPortalPageIsValidHTML(t *testing.T) {
	validatePages(t, advancingPages(t))
}

// advancingPages renders every advancing and portal template at least once,
// with errors where a form has them.
func advancingPages(t *testing.T) map[string]string {
	f := newAdvanceFixture(t)
	out, add := pageCollector(t)
	m := f.signedIn("mia@example.com")
	add("advancing", m.get("/advancing"), http.StatusOK)
	add("packet-manager", m.get(f.packetPath()), http.StatusOK)
	add("packet-member", f.signedIn("mo@example.com").get(f.packetPath()), http.StatusOK)
	add("packet-section-errors", m.post(f.sectionPath(f.schedule), url.Values{"title": {""}, "status": {"x"},
		"due_on": {"soon"}}), http.StatusUnprocessableEntity)
	add("packet-audience-errors", m.post(f.packetPath()+"/audiences/"+string(f.crew),
		url.Values{contactsField: {"nope"}}), http.StatusUnprocessableEntity)
	add("send", m.get(f.sendPath(f.promoters)), http.StatusOK)
	add("send-preview", m.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview",
		url.Values{"subject": {"Hi"}, "note": {"A note"}, "contact": {string(f.pat.ID)}}), http.StatusOK)
	add("send-errors", m.post(f.sendPath(f.promoters), url.Values{"subject": {strings.Repeat("s", 201)}}),
		http.StatusUnprocessableEntity)
	f.adv.packets[f.packet.ID].Audiences[1].Contacts = nil
	add("send-nobody", m.get(f.sendPath(f.crew)), http.StatusOK)
	add("board", m.get(f.batchPath()), http.StatusOK)
	add("board-filtered", m.get(f.batchPath()+"?stage=opened"), http.StatusOK)
	add("cancel", m.get(f.batchPath()+"/cancel"), http.StatusOK)
	add("forbidden", f.signedIn("mo@example.com").get(f.sendPath(f.promoters)), http.StatusForbidden)

	base := f.portalPath(f.token)
	section := base + "/sections/" + string(f.schedule)
	add("portal", f.browser().get(base), http.StatusOK)
	add("portal-section", f.browser().get(section), http.StatusOK)
	add("portal-saved", f.browser().get(section+"?saved=1"), http.StatusOK)
	add("portal-section-errors", f.browser().post(section, url.Values{"field.doors": {strings.Repeat("x", maxFieldValue+1)}}),
		http.StatusUnprocessableEntity)
	if r := f.browser().post(base+"/acknowledge", nil); r.status != http.StatusSeeOther {
		t.Fatalf("acknowledging: status %d, want 303", r.status)
	}
	add("portal-thanks", f.browser().get(base+"/acknowledge"), http.StatusOK)
	add("portal-acknowledged", f.browser().get(base), http.StatusOK)
	add("portal-gone", f.browser().get("/portal/rc_portal_wrong"), http.StatusNotFound)
	m.post(f.batchPath()+"/cancel", nil)
	add("board-cancelled", m.get(f.batchPath()), http.StatusOK)
	return out
}
