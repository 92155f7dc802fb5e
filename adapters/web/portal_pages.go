package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// portalPage is the data of a recipient's portal: what their audience may see
// of the packet, and nothing else.
type portalPage struct {
	Base         string // the portal's address, "/portal/<token>"
	Title        string
	Organization string
	Recipient    string
	Due          dateView
	Overdue      bool
	Sections     []portalSectionRow
	Acknowledged bool
}

type portalSectionRow struct {
	ID                kernel.ID
	Title             string
	Status, StatusKey string
	Due               dateView
	Overdue           bool
	Fields, Confirmed int
}

// portalSectionPage is the data of one visible section, with a form for its
// fields when it has any.
type portalSectionPage struct {
	Base         string
	PacketTitle  string
	Organization string
	SectionID    kernel.ID
	Title        string
	Status       string
	StatusKey    string
	Due          dateView
	Overdue      bool
	Confirmed    int
	Form         *form
	Inputs       []fieldView
	Saved        bool // the recipient's values were just saved
}

func (s *Server) portalOpen(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	pv, err := s.deps.Portal.Open(r.Context(), token)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	p := portalPage{Base: portalBase(token), Title: pv.Packet.Title, Organization: pv.Organization,
		Recipient: pv.Recipient.Name, Due: newDate(pv.Packet.DueOn), Overdue: pv.Packet.Overdue(pv.Today),
		Acknowledged: pv.Acknowledged}
	for _, sec := range pv.Packet.Sections {
		status := sec.ItemStatus() // as the manager's page shows it
		p.Sections = append(p.Sections, portalSectionRow{ID: sec.ID, Title: sec.Title, Status: humanize(string(status)),
			StatusKey: string(status), Due: newDate(sec.DueOn), Overdue: sec.Overdue(pv.Today), Fields: len(sec.Fields),
			Confirmed: sec.Confirmed()})
	}
	s.page(w, r, http.StatusOK, "portal_open", p)
}

func (s *Server) portalSection(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	sid, err := kernel.ParseID(r.PathValue("sid"))
	if err != nil {
		s.portalGone(w, r)
		return
	}
	ps, err := s.deps.Portal.ViewSection(r.Context(), token, sid)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	p := newPortalSectionPage(token, ps, nil)
	p.Saved = r.URL.Query().Get("saved") == "1"
	s.page(w, r, http.StatusOK, "portal_section", p)
}

// portalSave saves the recipient's values of a section's fields and shows the
// section again, with a notice; refused values are shown at their fields.
func (s *Server) portalSave(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	sid, err := kernel.ParseID(r.PathValue("sid"))
	if err != nil {
		s.portalGone(w, r)
		return
	}
	values := postedFields(r.PostForm)
	_, err = s.deps.Portal.SaveSection(r.Context(), token, sid, values)
	if err == nil {
		seeOther(w, r, portalBase(token)+"/sections/"+string(sid)+"?saved=1")
		return
	}
	f := emptyForm(nil)
	for k, v := range values {
		f.Values[fieldPrefix+k] = v
	}
	if !f.absorbAt(err, portalFieldID) {
		s.portalFail(w, r, err)
		return
	}
	// The section is read again to draw its form; this records a view, which
	// the recipient did make.
	ps, err := s.deps.Portal.ViewSection(r.Context(), token, sid)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	s.page(w, r, http.StatusUnprocessableEntity, "portal_section", newPortalSectionPage(token, ps, f))
}

// portalFieldID names a section field's input after SaveSection's pointer
// ("/fields/load_in" → "f-load_in").
func portalFieldID(pointer string) string {
	if key := fieldKeyOf(pointer); key != "" {
		return "f-" + safeID(key)
	}
	return ""
}

func newPortalSectionPage(token string, ps advancing.PortalSection, f *form) portalSectionPage {
	sec := ps.Section
	if f == nil {
		f = emptyForm(sectionValues(sec))
	}
	status := sec.ItemStatus()
	p := portalSectionPage{Base: portalBase(token), PacketTitle: ps.View.Packet.Title, Organization: ps.View.Organization,
		SectionID: sec.ID, Title: sec.Title, Status: humanize(string(status)), StatusKey: string(status),
		Due: newDate(sec.DueOn), Overdue: sec.Overdue(ps.View.Today), Confirmed: sec.Confirmed(), Form: f}
	ids := map[string]bool{}
	for _, fl := range sec.Fields {
		id := "f-" + safeID(fl.Key)
		ids[id] = true
		p.Inputs = append(p.Inputs, fieldView{ID: id, Name: fieldPrefix + fl.Key, Label: fl.Label, Type: "text",
			Value: f.Get(fieldPrefix + fl.Key), Error: f.Error(id)})
	}
	// An error at a field the section does not have is said for the form.
	for i, e := range f.Summary {
		if e.Field != "" && !ids[e.Field] {
			f.Summary[i].Field = ""
		}
	}
	return p
}

// portalAcknowledge records that the recipient acknowledged the packet and
// sends them to the thank-you page's own address (post/redirect/get: a reload
// asks nothing again).
func (s *Server) portalAcknowledge(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	if err := s.deps.Portal.Acknowledge(r.Context(), token); err != nil {
		s.portalFail(w, r, err)
		return
	}
	seeOther(w, r, portalBase(token)+"/acknowledge")
}

// portalThanks thanks a recipient who acknowledged the packet; one who has not
// yet is sent to the packet, where the form is (a GET acknowledges nothing).
func (s *Server) portalThanks(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	pv, err := s.deps.Portal.Open(r.Context(), token)
	if err != nil {
		s.portalFail(w, r, err)
		return
	}
	if !pv.Acknowledged {
		seeOther(w, r, portalBase(token))
		return
	}
	s.page(w, r, http.StatusOK, "portal_thanks", portalPage{Base: portalBase(token), Title: pv.Packet.Title,
		Organization: pv.Organization})
}

// portalGone is the one answer to a link that does not work, whether it is
// malformed, unknown, expired or cancelled: the same page, byte for byte, so
// that it tells nothing about which.
func (s *Server) portalGone(w http.ResponseWriter, r *http.Request) {
	s.page(w, r, http.StatusNotFound, "portal_gone", nil)
}

// portalFail answers a portal request whose port call failed: not found is the
// plain page of a link that does not work; other errors are the pages' own
// (their log lines carry RedactPath's path).
func (s *Server) portalFail(w http.ResponseWriter, r *http.Request, err error) {
	if kernel.IsKind(err, kernel.KindNotFound) {
		s.portalGone(w, r)
		return
	}
	s.fail(w, r, err)
}
