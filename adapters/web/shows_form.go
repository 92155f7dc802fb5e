package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// venueChoices is how many venues the show form's select offers at most.
const venueChoices = 200

// newShowForm offers a new show of the project, on hold, in the project's
// currency and the venue's zone.
func (s *Server) newShowForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	project, err := s.openOf(r, v, records.KindProject, kernel.ID(r.PathValue("pid")))
	if err == nil {
		_, err = s.mayDo(r, v, records.KindShow, records.ActionCreate)
	}
	if err != nil || len(project.Record.Projects) == 0 {
		s.fail(w, r, orMissing(err, "project"))
		return
	}
	p := project.Record.Projects[0]
	values := map[string]string{"status": string(records.ShowHold), "currency": p.Currency,
		"deal/type": string(records.DealFlat)}
	s.showShowForm(w, r, v, http.StatusOK, p.ID, records.Show{}, values, nil)
}

// editShowForm offers a show as it is now, at its version.
func (s *Server) editShowForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openOf(r, v, records.KindShow, kernel.ID(r.PathValue("id")))
	if err == nil {
		_, err = s.mayDo(r, v, records.KindShow, records.ActionChange)
	}
	if err != nil || len(opened.Record.Shows) == 0 {
		s.fail(w, r, orMissing(err, "show"))
		return
	}
	x := opened.Record.Shows[0]
	f := openRecordForm(x.ID, opened.Version, showValues(x), nil)
	s.showShowForm(w, r, v, http.StatusOK, x.ProjectID, x, f.Values, f)
}

// showShowForm answers with the show form: f when a post is shown again, else
// a new form of values.
func (s *Server) showShowForm(w http.ResponseWriter, r *http.Request, v *viewer, status int, project kernel.ID,
	x records.Show, values map[string]string, f *recordForm) {
	c, err := s.showChoices(r, v, values)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if f == nil {
		f = openRecordForm("", 0, values, nil)
	}
	f.inputs = c.showInputs(f.Values)
	s.page(w, r, status, "logistics_form", showFormPage(f, project, x, r.URL.Query().Get("venue")))
}

// showChoices reads the venues the form offers (the first venueChoices by
// name, or those matching ?venue=, and the show's own) and the zones.
func (s *Server) showChoices(r *http.Request, v *viewer, values map[string]string) (showContext, error) {
	q := records.ListQuery{Search: r.URL.Query().Get("venue"), Limit: venueChoices}
	venues, err := s.deps.RecordList.ListVenues(r.Context(), v.Actor().OrgID, q)
	if err != nil {
		return showContext{}, err
	}
	c := showContext{currency: values["currency"], venues: []option{{"", "Choose a venue"}}}
	chosen := kernel.ID(values["venue_id"])
	venueZone := ""
	for _, x := range venues {
		c.venues = append(c.venues, option{string(x.ID), venueLabel(x)})
		if x.ID == chosen {
			venueZone = x.TimeZone
		}
	}
	if chosen != "" && venueZone == "" {
		if opened, err := s.openOf(r, v, records.KindVenue, chosen); err == nil && len(opened.Record.Venues) > 0 {
			x := opened.Record.Venues[0]
			c.venues, venueZone = withChoice(c.venues, string(x.ID), venueLabel(x)), x.TimeZone
		}
	}
	c.zones = append([]option{{"", "The venue's zone" + parenthesised(venueZone)}}, timeZones...)
	c.zones = withChoice(c.zones, values["time_zone"], values["time_zone"])
	c.currencies = withChoice(currencies, c.currency, c.currency)
	return c, nil
}

// venueLabel names a venue in a choice: "Paradiso, Amsterdam".
func venueLabel(x records.Venue) string {
	if x.City == "" {
		return x.Name
	}
	return x.Name + ", " + x.City
}

func parenthesised(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}

// orMissing is err, or a not-found error of what when there is none (an
// opened record of the right kind holds it).
func orMissing(err error, what string) error {
	if err != nil {
		return err
	}
	return kernel.NotFound(what)
}
