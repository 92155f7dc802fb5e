package web

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// removal is the confirmation page of removing one record (template
// record_remove): GET …/remove shows it, POST …/remove removes.
type removal struct {
	// What names the kind ("project"), Label the record ("Spring tour").
	What, Label string
	// Action is where the confirmation posts; Back where "Cancel" goes.
	Action, Back string
	// Version is the record's version the confirmation was shown at.
	Version int
	// Dependants names the records that depend on this one ("3 shows"):
	// while there are any, Roadcase refuses the removal.
	Dependants []string
	// Refusal says why the last attempt was refused, "" on the first view.
	Refusal string
}

// confirmRemoval shows rm's confirmation page.
func (s *Server) confirmRemoval(w http.ResponseWriter, r *http.Request, status int, rm removal) {
	s.page(w, r, status, "record_remove", rm)
}

// removeRecord removes the record ref at the version posted with the
// confirmation, then leaves a notice and goes to done. A removal refused for
// its dependants or a stale version shows the confirmation again with the
// reason (409); any other refusal (a role that may not: 403) is s.fail's page.
func (s *Server) removeRecord(w http.ResponseWriter, r *http.Request, v *viewer, ref records.Ref, rm removal, done string) {
	version, _ := strconv.Atoi(r.PostForm.Get("version"))
	_, err := s.deps.Records.Save(r.Context(), v.Actor(), records.Change{Ref: ref, Version: version, Action: records.ActionRemove})
	if err == nil {
		s.flash(r.Context(), fmt.Sprintf("The %s %s is removed.", rm.What, isolation.String(rm.Label)))
		seeOther(w, r, done)
		return
	}
	if kernel.IsKind(err, kernel.KindConflict) {
		rm.Refusal = errorMessage(err)
		if opened, oerr := s.deps.Records.Open(r.Context(), v.Actor(), ref.ID); oerr == nil {
			rm.Version = opened.Version
		}
		s.confirmRemoval(w, r, http.StatusConflict, rm)
		return
	}
	s.fail(w, r, err)
}

// kindWords names each kind of record in sentences, singular and plural.
var kindWords = map[records.Kind][2]string{
	records.KindProject: {"project", "projects"}, records.KindVenue: {"venue", "venues"},
	records.KindShow: {"show", "shows"}, records.KindPerson: {"person", "people"},
	records.KindCrewAssignment: {"crew assignment", "crew assignments"},
	records.KindTimesheetEntry: {"timesheet entry", "timesheet entries"},
	records.KindScheduleItem:   {"schedule item", "schedule items"},
	records.KindTravelSegment:  {"travel segment", "travel segments"},
	records.KindAccommodation:  {"hotel stay", "hotel stays"},
	records.KindGuestListEntry: {"guest list entry", "guest list entries"},
	records.KindBudgetLine:     {"budget line", "budget lines"},
	records.KindExpense:        {"expense", "expenses"}, records.KindIncomeLine: {"income line", "income lines"},
	records.KindInvoice: {"invoice", "invoices"}, records.KindSettlement: {"settlement", "settlements"},
}

// dependantsText counts refs by kind, in records.Kinds order: "3 shows",
// "1 crew assignment".
func dependantsText(refs []records.Ref) []string {
	counts := map[records.Kind]int{}
	for _, r := range refs {
		counts[r.Kind]++
	}
	var out []string
	for _, k := range records.Kinds {
		if n := counts[k]; n > 0 {
			word := kindWords[k][1]
			if n == 1 {
				word = kindWords[k][0]
			}
			out = append(out, fmt.Sprintf("%d %s", n, word))
		}
	}
	return out
}
