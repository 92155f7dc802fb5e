package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// cancelInputs are the cancellation page's inputs: the show's terms.
func cancelInputs(currency string) []recordInput {
	all := showContext{currency: currency}.showInputs(nil)
	var out []recordInput
	for _, in := range all {
		if len(in.Name) > len("cancellation/") && in.Name[:len("cancellation/")] == "cancellation/" {
			out = append(out, in)
		}
	}
	return out
}

// cancelShowForm offers to cancel a show with its terms: a show that has money
// is cancelled rather than removed, so that its figures stay.
func (s *Server) cancelShowForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openOf(r, v, records.KindShow, kernel.ID(r.PathValue("id")))
	if err == nil {
		_, err = s.mayDo(r, v, records.KindShow, records.ActionChange)
	}
	if err != nil || len(opened.Record.Shows) == 0 {
		s.fail(w, r, orMissing(err, "show"))
		return
	}
	x := opened.Record.Shows[0]
	values := showValues(x)
	if values["cancellation/on"] == "" {
		values["cancellation/on"] = kernel.DateOf(s.clock.Now(), v.location()).String()
	}
	f := openRecordForm(x.ID, opened.Version, values, cancelInputs(x.Currency))
	s.page(w, r, http.StatusOK, "logistics_form", cancelPage(f, x))
}

// cancelPage is the cancellation form of show x.
func cancelPage(f *recordForm, x records.Show) recordPage {
	back := "/shows/" + string(x.ID)
	return recordPage{Title: "Cancel the show on " + x.Date.String(), Form: f, Context: "the show", Back: back, BackTo: back,
		Lead:   "The show stays in the project with status cancelled, its deal, tickets and money kept; documents and reports show it as cancelled.",
		Action: back + "/cancel", Submit: "Cancel this show", Groups: []formGroup{cancellationGroup()}}
}

// cancelShow sets the show's status to cancelled with the posted terms, at the
// version the page was opened at.
func (s *Server) cancelShow(w http.ResponseWriter, r *http.Request, v *viewer) {
	opened, err := s.openOf(r, v, records.KindShow, kernel.ID(r.PathValue("id")))
	if err != nil || len(opened.Record.Shows) == 0 {
		s.fail(w, r, orMissing(err, "show"))
		return
	}
	x := opened.Record.Shows[0]
	f := postedRecordForm(r, x.ID, cancelInputs(x.Currency))
	x.Status, x.Cancellation = records.ShowCancelled, readCancellation(f, x.Currency)
	again := func(status int) { s.page(w, r, status, "logistics_form", cancelPage(f, x)) }
	if f.Invalid() {
		again(http.StatusUnprocessableEntity)
		return
	}
	spec := recordSpec{Kind: records.KindShow, What: "show",
		values: func(d records.Dataset) map[string]string { return showValues(d.Shows[0]) },
		inputs: func(map[string]string) []recordInput { return cancelInputs(x.Currency) }}
	change := records.Change{Ref: opened.Ref, Version: f.Version, Action: records.ActionChange,
		Record: records.Dataset{Shows: []records.Show{x}}}
	s.saveThenGo(w, r, v, f, spec, change, "on "+x.Date.String(), "/shows/"+string(x.ID), again)
}
