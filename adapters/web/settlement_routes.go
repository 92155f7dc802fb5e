package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// settlementRoutes lists the settlement worksheet's pages: any member reads a
// show's worksheet; managers and above recalculate, save, sign and reopen it
// (the use cases refuse anyone else, the page offers them no form).
func (s *Server) settlementRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /shows/{id}/settlement", s.inOrg(s.worksheet))
	m.HandleFunc("POST /shows/{id}/settlement", s.inOrg(s.postWorksheet))
	m.HandleFunc("POST /shows/{id}/settlement/sign", s.inOrg(s.signSettlement))
	m.HandleFunc("POST /shows/{id}/settlement/reopen", s.inOrg(s.reopenSettlement))
}

// worksheet shows a show's settlement worksheet as stored.
func (s *Server) worksheet(w http.ResponseWriter, r *http.Request, v *viewer) {
	o, can, err := s.openWorksheet(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := newWorksheetPage(o, openedWorksheetForm(o), can)
	p.Documents = s.settlementDocuments(r, o)
	s.page(w, r, http.StatusOK, "settlement_worksheet", p)
}

// settlementDocuments lists the documents made from the show's saved
// settlement, on the paper of the show's venue's country; nil before the
// worksheet is first saved.
func (s *Server) settlementDocuments(r *http.Request, o records.OpenedWorksheet) *docsBlock {
	if o.Settlement == nil {
		return nil
	}
	paper := ports.PaperA4
	if s.deps.RecordData != nil {
		d, err := s.deps.RecordData.LoadDataset(r.Context(), o.Show.OrgID, records.DatasetFilter{ShowID: o.Show.ID,
			Kinds: []records.Kind{records.KindShow, records.KindVenue}})
		if err == nil {
			paper = venuePaper(d, o.Show.VenueID)
		}
	}
	return s.documentsBlock(r, paper, docsSubject{Group: "This settlement", Kind: records.KindSettlement, ID: o.Settlement.ID})
}

// openWorksheet opens the worksheet of the show in the path and says whether
// the viewer may write it.
func (s *Server) openWorksheet(r *http.Request, v *viewer) (records.OpenedWorksheet, bool, error) {
	ctx, actor := r.Context(), v.Actor()
	o, err := s.deps.Settlements.OpenWorksheet(ctx, actor, kernel.ID(r.PathValue("id")))
	if err != nil {
		return o, false, orMissing(err, "show")
	}
	rights, err := s.deps.Records.Rights(ctx, actor)
	return o, rights.Can(records.KindSettlement, records.ActionChange), err
}

// postWorksheet recalculates the posted worksheet (the Recalculate, Add lines
// and Remove buttons), or saves it as the draft and goes back to it.
func (s *Server) postWorksheet(w http.ResponseWriter, r *http.Request, v *viewer) {
	o, can, err := s.openWorksheet(r, v)
	if err == nil && !can {
		err = kernel.Forbidden("insufficient_role", "Settling a show needs the manager role or above.")
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := readWorksheetForm(r, o)
	again := func(status int, o records.OpenedWorksheet, problem string) {
		p := newWorksheetPage(o, f, can)
		p.Recalculated, p.Problem = true, problem
		p.Documents = s.settlementDocuments(r, o)
		s.page(w, r, status, "settlement_worksheet", p)
	}
	if len(f.errors) > 0 {
		again(http.StatusUnprocessableEntity, o, "")
		return
	}
	preview := o.Apply(f.draft)
	if r.PostForm.Get("action") != "save" {
		again(http.StatusOK, preview, "")
		return
	}
	saved, err := s.deps.Settlements.SaveWorksheet(r.Context(), v.Actor(), f.draft)
	if err != nil {
		s.refusedWorksheet(w, r, err, f, func(status int, problem string) { again(status, preview, problem) })
		return
	}
	s.flash(r.Context(), "Worksheet saved as a draft.")
	seeOther(w, r, "/shows/"+string(saved.Show.ID)+"/settlement")
}

// refusedWorksheet answers a refused write: problems next to their inputs, a
// locked or stale worksheet said on top, anything else as an error page.
func (s *Server) refusedWorksheet(w http.ResponseWriter, r *http.Request, err error, f *worksheetForm, again func(int, string)) {
	e, ok := kernel.AsError(err)
	switch {
	case f.problemsOf(err):
		again(http.StatusUnprocessableEntity, "")
	case ok && e.Kind == kernel.KindConflict:
		again(http.StatusConflict, e.Message)
	default:
		s.fail(w, r, err)
	}
}

// signSettlement signs the saved worksheet by the two named signatories.
func (s *Server) signSettlement(w http.ResponseWriter, r *http.Request, v *viewer) {
	o, can, err := s.openWorksheet(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sign := records.SettlementSigning{ShowID: o.Show.ID, ShowVersion: formInt(r, "show_version"),
		SettlementVersion: formInt(r, "settlement_version"),
		PromoterSignatory: r.PostForm.Get("promoter_signatory"), ArtistSignatory: r.PostForm.Get("artist_signatory")}
	if _, err := s.deps.Settlements.SignSettlement(r.Context(), v.Actor(), sign); err != nil {
		f := openedWorksheetForm(o)
		f.values["promoter_signatory"], f.values["artist_signatory"] = sign.PromoterSignatory, sign.ArtistSignatory
		s.refusedWorksheet(w, r, err, f, func(status int, problem string) {
			p := newWorksheetPage(o, f, can)
			p.Problem = problem
			s.page(w, r, status, "settlement_worksheet", p)
		})
		return
	}
	s.flash(r.Context(), "Settlement signed. The show is settled and its settlement locked.")
	seeOther(w, r, "/shows/"+string(o.Show.ID)+"/settlement")
}

// reopenSettlement reopens a signed settlement for the reason given.
func (s *Server) reopenSettlement(w http.ResponseWriter, r *http.Request, v *viewer) {
	o, can, err := s.openWorksheet(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	reopen := records.SettlementReopening{ShowID: o.Show.ID, ShowVersion: formInt(r, "show_version"),
		SettlementVersion: formInt(r, "settlement_version"), Reason: strings.TrimSpace(r.PostForm.Get("reason"))}
	if _, err := s.deps.Settlements.ReopenSettlement(r.Context(), v.Actor(), reopen); err != nil {
		f := openedWorksheetForm(o)
		f.values["reason"] = reopen.Reason
		s.refusedWorksheet(w, r, err, f, func(status int, problem string) {
			p := newWorksheetPage(o, f, can)
			p.Problem = problem
			s.page(w, r, status, "settlement_worksheet", p)
		})
		return
	}
	s.flash(r.Context(), "Settlement reopened: it is a draft again and the show is confirmed.")
	seeOther(w, r, "/shows/"+string(o.Show.ID)+"/settlement")
}

// formInt reads a posted whole number, 0 when absent or not one.
func formInt(r *http.Request, name string) int {
	n, _ := strconv.Atoi(r.PostForm.Get(name))
	return n
}
