package web

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// editSection saves a section's title, status, due date and field values. A
// refused change is shown again in the section's form with its errors.
func (s *Server) editSection(w http.ResponseWriter, r *http.Request, v *viewer) {
	pid, err := pathID(r, "id")
	var sid kernel.ID
	if err == nil {
		sid, err = pathID(r, "sid")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	edit, f := sectionEditOf(r, sectionIDs(sid))
	if !f.Invalid() {
		var p advancing.Packet
		if p, err = s.deps.Send.EditSection(r.Context(), v.Actor(), pid, sid, edit); err == nil {
			s.flash(r.Context(), "The section “"+isolation.String(*edit.Title)+"” is saved."+settledNote(p, sid, *edit.Status))
			seeOther(w, r, "/advancing/packets/"+string(pid)+"#section-"+string(sid))
			return
		}
		if !f.absorbAt(err, sectionIDs(sid)) {
			s.fail(w, r, err)
			return
		}
	}
	s.showPacket(w, r, v, http.StatusUnprocessableEntity, &packetProblem{section: sid, form: f})
}

// sectionEditOf reads a section's form: what it sets, and the form as posted
// with the errors found before asking the use case.
func sectionEditOf(r *http.Request, idOf func(string) string) (advancing.SectionEdit, *form) {
	f := newForm(r, "title", "status", "due_on")
	fields := postedFields(r.PostForm)
	for k, val := range fields {
		f.Values[fieldPrefix+k] = val
	}
	title, status := f.Get("title"), advancing.SectionStatus(f.Get("status"))
	e := advancing.SectionEdit{Title: &title, Status: &status, Fields: fields}
	if !status.Valid() {
		f.fail(idOf("/status"), "Choose one of the statuses offered")
	}
	if due := f.Get("due_on"); due == "" {
		e.ClearDueOn = true
	} else if d, err := kernel.ParseDate(due); err != nil {
		f.fail(idOf("/due_on"), "Enter the due date as a date, such as 2026-11-22")
	} else {
		e.DueOn = &d
	}
	return e, f
}

// editAudience sets an audience's contacts and the sections it sees.
func (s *Server) editAudience(w http.ResponseWriter, r *http.Request, v *viewer) {
	pid, err := pathID(r, "id")
	var aid kernel.ID
	if err == nil {
		aid, err = pathID(r, "aid")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	checked := map[string][]string{contactsField: r.PostForm[contactsField], sectionsField: r.PostForm[sectionsField]}
	f := emptyForm(nil)
	edit := advancing.AudienceEdit{Contacts: parseIDs(f, checked[contactsField]), Sections: parseIDs(f, checked[sectionsField])}
	if !f.Invalid() {
		var p advancing.Packet
		if p, err = s.deps.Send.EditAudience(r.Context(), v.Actor(), pid, aid, edit); err == nil {
			s.flash(r.Context(), "The audience “"+isolation.String(audienceLabel(p, aid))+"” is saved.")
			seeOther(w, r, "/advancing/packets/"+string(pid)+"#audience-"+string(aid))
			return
		}
		// The audience form's errors are said for the form as a whole: its
		// pointers name list positions, not checkboxes.
		if !f.absorbAt(err, func(string) string { return "" }) {
			s.fail(w, r, err)
			return
		}
	}
	s.showPacket(w, r, v, http.StatusUnprocessableEntity, &packetProblem{audience: aid, form: f, checked: checked})
}

// parseIDs reads the ids of checked boxes; one that is not an id is an error of
// the form (only a tampered form sends one).
func parseIDs(f *form, raw []string) []kernel.ID {
	out := make([]kernel.ID, 0, len(raw))
	for _, s := range raw {
		id, err := kernel.ParseID(strings.TrimSpace(s))
		if err != nil {
			f.fail("", "The form holds a choice that is not offered. Reload the page and try again.")
			return nil
		}
		out = append(out, id)
	}
	return out
}

// audienceLabel returns the label of the packet's audience with id.
func audienceLabel(p advancing.Packet, id kernel.ID) string {
	for _, a := range p.Audiences {
		if a.ID == id {
			return a.Label
		}
	}
	return ""
}

// settledNote says why a saved section's status is not the one chosen: it
// follows the section's items (advancing.Section.ItemStatus); "" when it is.
func settledNote(p advancing.Packet, sid kernel.ID, chosen advancing.SectionStatus) string {
	for _, sec := range p.Sections {
		if sec.ID != sid || sec.Status == chosen {
			continue
		}
		return fmt.Sprintf(" It is %s rather than %s: %d of its %d items are confirmed, and a section is complete when all are.",
			strings.ToLower(humanize(string(sec.Status))), strings.ToLower(humanize(string(chosen))),
			sec.Confirmed(), len(sec.Fields))
	}
	return ""
}
