package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// sendPage is the data of the send form of one audience, and of its preview.
type sendPage struct {
	Packet   packetRow
	Audience audienceView
	Form     *form
	// Recipients are the audience's people with an e-mail address, whom the
	// send mails and the preview may show; Unmailable are the others' names.
	Recipients []option
	Unmailable []string
	Preview    *previewView
}

// sendFields names the send form's inputs after Send's and Preview's pointers.
var sendFields = map[string]string{"/subject": "subject", "/note": "note", "/person_id": "contact",
	"/person": "contact", "/contact": "contact"}

func sendFieldOf(pointer string) string { return sendFields[pointer] }

func (s *Server) sendForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showSend(w, r, v, http.StatusOK, nil, nil)
}

// showSend renders the send form of the audience the path names with f (nil:
// its defaults) and, when set, a preview.
func (s *Server) showSend(w http.ResponseWriter, r *http.Request, v *viewer, status int, f *form, preview *previewView) {
	if err := mustEdit(v); err != nil {
		s.fail(w, r, err)
		return
	}
	ctx := r.Context()
	p, err := s.deps.Advancing.Packet(ctx, v.Current.Organization.ID, r.PathValue("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	a, ok := findAudience(p, r.PathValue("aid"))
	if !ok {
		s.fail(w, r, kernel.NotFound("audience"))
		return
	}
	contacts, err := s.deps.Workspace.Contacts(ctx, v.Actor(), p.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := sendPage{Packet: newPacketRow(p, s.today(v)), Audience: newAudienceView(a, p.Sections, contacts, false, nil),
		Form: f, Preview: preview}
	known := contactsByID(contacts)
	for _, id := range a.Contacts {
		c := contactOf(known, id)
		if c.Email == "" {
			page.Unmailable = append(page.Unmailable, c.Name)
			continue
		}
		page.Recipients = append(page.Recipients, option{Value: string(c.ID), Label: isolation.String(c.Name) + " <" + c.Email + ">"})
	}
	if page.Form == nil {
		defaults := map[string]string{"subject": p.Title}
		if len(page.Recipients) > 0 {
			defaults["contact"] = page.Recipients[0].Value
		}
		page.Form = emptyForm(defaults)
	}
	if preview != nil {
		w.Header().Set("Content-Security-Policy", previewPagePolicy)
	}
	s.page(w, r, status, "advance_send", page)
}

// findAudience returns the packet's audience with the id written in a path.
func findAudience(p advancing.Packet, raw string) (advancing.Audience, bool) {
	id, err := kernel.ParseID(raw)
	if err != nil {
		return advancing.Audience{}, false
	}
	for _, a := range p.Audiences {
		if a.ID == id {
			return a, true
		}
	}
	return advancing.Audience{}, false
}

// sendTarget reads the packet and audience ids of a send's path.
func sendTarget(r *http.Request) (packet, audience kernel.ID, err error) {
	if packet, err = pathID(r, "id"); err == nil {
		audience, err = pathID(r, "aid")
	}
	return packet, audience, err
}

// send creates the batch and schedules its mail, then shows its board.
func (s *Server) send(w http.ResponseWriter, r *http.Request, v *viewer) {
	pid, aid, err := sendTarget(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := newForm(r, "subject", "note", "contact")
	b, err := s.deps.Send.Send(r.Context(), v.Actor(), pid, aid, sendInputOf(f))
	if err != nil {
		if f.absorbAt(err, sendFieldOf) {
			s.showSend(w, r, v, http.StatusUnprocessableEntity, f, nil)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.flash(r.Context(), "Sending to "+people(b.Recipients)+".")
	seeOther(w, r, "/advancing/batches/"+string(b.ID))
}
