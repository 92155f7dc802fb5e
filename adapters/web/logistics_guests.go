package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// guestCategories are the guest list's usual categories.
var guestCategories = []option{{"guest", "Guest"}, {"industry", "Industry"}, {"press", "Press"}, {"family", "Family"},
	{"vip", "VIP"}, {"artist", "Artist"}}

// guestKind is the form of one name on a show's guest list.
func guestKind() logisticsKind {
	return logisticsKind{kind: records.KindGuestListEntry, segment: "guests", newPath: "/shows/{sid}/guests/new",
		lead: "Each name takes one place and one more per plus-one, counted against the show's guest allocation.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			return []recordInput{
				{Name: "name", Label: "Name", Opts: []string{"autocomplete=off"}},
				{Name: "plus_ones", Label: "Plus-ones", Opts: []string{"type=number"}},
				{Name: "category", Label: "Category", Options: withChoice(guestCategories, values["category"], values["category"])},
				{Name: "requested_by", Label: "Requested by"},
				{Name: "status", Label: "Status", Options: guestStatuses},
				{Name: "pass_type", Label: "Pass", Opts: []string{"hint=Such as “ticket only”, “aftershow” or “all access”."}},
				{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Guest", Inputs: []string{"name", "plus_ones", "category", "requested_by", "status", "pass_type", "notes"}}}
		},
		defaults: func(*logisticsContext) map[string]string {
			return map[string]string{"status": string(records.GuestRequested), "category": "guest"}
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			g := d.GuestList[0]
			return map[string]string{"name": g.Name, "plus_ones": wholeText(g.PlusOnes), "category": g.Category,
				"requested_by": g.RequestedBy, "status": string(g.Status), "pass_type": g.PassType, "notes": g.Notes}
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			g := records.GuestListEntry{ID: id, OrgID: c.org, Name: f.Get("name"), PlusOnes: f.whole("plus_ones"),
				Category: f.Get("category"), RequestedBy: f.Get("requested_by"), Status: records.GuestStatus(f.Get("status")),
				PassType: f.Get("pass_type"), Notes: f.Get("notes")}
			if c.show != nil {
				g.ShowID = c.show.ID
			}
			return records.Dataset{GuestList: []records.GuestListEntry{g}}
		},
	}
}
