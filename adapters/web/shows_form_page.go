package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showFormPage lays the show form out: the show, its times, the deal, the
// ticket tiers (a fieldset each), the guest allocation and the night's
// figures, and the cancellation terms when the show is cancelled.
func showFormPage(f *recordForm, project kernel.ID, x records.Show, venueQuery string) recordPage {
	p := recordPage{Title: "New show", Form: f, Context: "the project", Submit: "Save show",
		Action: "/projects/" + string(project) + "/shows/new", Back: "/projects/" + string(project),
		Lead: "Times are entered on the clock of the show's zone, on the show's date.",
		Search: &searchBox{Action: "/projects/" + string(project) + "/shows/new", Name: "venue", Label: "Find a venue", Value: venueQuery,
			Hint: "The venue list shows the first 200 venues by name; type part of a name or city to narrow it (the form's other values are not kept)."}}
	if f.ID != "" {
		p.Title, p.Action, p.Back, p.Context = "Edit show", "/shows/"+string(f.ID)+"/edit", "/shows/"+string(f.ID), "the show"
		p.Cancel = "/shows/" + string(f.ID) + "/cancel"
		p.Remove = "/shows/" + string(f.ID) + "/remove"
		p.Search = nil
		if x.Status == records.ShowCancelled {
			p.Cancel = ""
		}
	}
	p.BackTo = p.Back
	p.Groups = []formGroup{
		{Legend: "The show", Inputs: []string{"venue_id", "date", "status", "stage", "capacity", "currency"}},
		{Legend: "Times", Hint: "On the clock of the show's zone. A start or curfew earlier than the time before it is the next day (after midnight).",
			Inputs: []string{"time_zone", "doors_at", "starts_at", "curfew_at"}},
		{Legend: "Deal", Hint: "Amounts in the show's currency; percentages in percent, decimals allowed.",
			Inputs: []string{"deal/type", "deal/guarantee", "deal/artist_percent_bp", "deal/promoter_profit_percent_bp",
				"deal/show_expenses", "deal/facility_fee_per_ticket", ticketTaxInput, "deal/deposit",
				"deal/commission_rate_bp", withholdingInput}},
	}
	for i := range tierRows(f.Values) {
		g := formGroup{Legend: "Ticket tier " + itoa(i+1),
			Inputs: []string{tierName(i, "name"), tierName(i, "price"), tierName(i, "allotment"), tierName(i, "sold"),
				tierName(i, "comps"), tierName(i, "kills")},
			Hidden: []string{tierName(i, "id")}}
		if f.Get(tierName(i, "id")) != "" {
			g.Checks = newCheckGroup(f, tierName(i, "remove"), "Remove", []option{{"1", "Remove this tier when saving"}})
			g.Checks.Name = tierName(i, "remove")
		} else {
			g.Hint = "Fill in to add a tier; leave empty otherwise."
		}
		p.Groups = append(p.Groups, g)
	}
	p.Groups = append(p.Groups, formGroup{Legend: "Guests and the night's figures",
		Inputs: []string{"guest_allocation", "scanned_attendance", "merch_gross", "notes"}})
	if f.Get("status") == string(records.ShowCancelled) {
		p.Groups = append(p.Groups, cancellationGroup())
	}
	return p
}

// cancellationGroup is the fieldset of a cancelled show's terms.
func cancellationGroup() formGroup {
	return formGroup{Legend: "Cancellation", Hint: "Who called the show off, when and why, and what the contract's terms make the promoter owe.",
		Inputs: []string{"cancellation/by", "cancellation/on", "cancellation/reason", "cancellation/fee"}}
}

// saveShow creates the project's show (no id in the path) or changes it.
func (s *Server) saveShow(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, project, action := kernel.ID(r.PathValue("id")), kernel.ID(r.PathValue("pid")), records.ActionChange
	var base records.Show
	var opened records.Opened
	if id == "" {
		action = records.ActionCreate
	} else {
		var err error
		opened, err = s.openOf(r, v, records.KindShow, id)
		if err != nil || len(opened.Record.Shows) == 0 {
			s.fail(w, r, orMissing(err, "show"))
			return
		}
		base = opened.Record.Shows[0]
		project = base.ProjectID
	}
	posted := postedValues(r)
	c, err := s.showChoices(r, v, posted)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := postedRecordForm(r, id, c.showInputs(posted))
	zone := f.Get("time_zone")
	if zone == "" {
		zone = s.venueZone(r, v, kernel.ID(f.Get("venue_id")))
	}
	x := readShow(f, base, zone)
	x.ProjectID, x.OrgID = project, v.Actor().OrgID
	again := func(status int) { s.showShowForm(w, r, v, status, project, base, f.Values, f) }
	if f.Invalid() {
		again(http.StatusUnprocessableEntity)
		return
	}
	if action == records.ActionCreate {
		x.ID = kernel.NewID()
	}
	change := records.Change{Ref: records.Ref{Kind: records.KindShow, ID: x.ID, ProjectID: project}, Version: f.Version,
		Action: action, Record: records.Dataset{Shows: []records.Show{x}}}
	if action == records.ActionChange {
		change.Opened = &opened // the editor need not read the show again
	}
	spec := recordSpec{Kind: records.KindShow, What: "show",
		values: func(d records.Dataset) map[string]string { return showValues(d.Shows[0]) }, inputs: c.showInputs}
	s.saveThenGo(w, r, v, f, spec, change, "on "+x.Date.String(), "/shows/"+string(x.ID), again)
}

// venueZone is the time zone of the venue id, "" when there is no such venue
// (the use case then says what is missing).
func (s *Server) venueZone(r *http.Request, v *viewer, id kernel.ID) string {
	if id == "" {
		return ""
	}
	opened, err := s.openOf(r, v, records.KindVenue, id)
	if err != nil || len(opened.Record.Venues) == 0 {
		return ""
	}
	return opened.Record.Venues[0].TimeZone
}
