package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
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

// previewView is the merged mail of one recipient. Its HTML part is shown as
// escaped source, never rendered: the page's CSP allows no frame, and a
// preview must not run or load anything a packet's content holds.
type previewView struct {
	To, From, ReplyTo string
	Subject, Text     string
	HTML              string
	// WithoutInput says the preview lacks the subject or note typed in the
	// form: Preview merges the packet as it is stored, and Send adds them.
	WithoutInput bool
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

// preview shows the mail one recipient of the audience would receive, under
// the send form as it was filled in.
func (s *Server) preview(w http.ResponseWriter, r *http.Request, v *viewer) {
	pid, aid, err := sendTarget(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := newForm(r, "subject", "note", "contact")
	person, err := kernel.ParseID(f.Get("contact"))
	if err != nil {
		f.fail("contact", "Choose whose mail to preview")
		s.showSend(w, r, v, http.StatusUnprocessableEntity, f, nil)
		return
	}
	m, err := s.deps.Send.Preview(r.Context(), v.Actor(), pid, aid, person)
	if err != nil {
		if f.absorbAt(err, sendFieldOf) {
			s.showSend(w, r, v, http.StatusUnprocessableEntity, f, nil)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.showSend(w, r, v, http.StatusOK, f, newPreview(m, f))
}

func newPreview(m mail.Message, f *form) *previewView {
	pv := &previewView{Subject: m.Subject, Text: m.Text, HTML: m.HTML,
		WithoutInput: f.Get("note") != "" || (f.Get("subject") != "" && f.Get("subject") != m.Subject)}
	for i, a := range m.To {
		if i > 0 {
			pv.To += ", "
		}
		pv.To += displayAddress(a)
	}
	if !m.From.IsZero() {
		pv.From = displayAddress(m.From)
	}
	if m.ReplyTo != nil {
		pv.ReplyTo = displayAddress(*m.ReplyTo)
	}
	return pv
}

// send creates the batch and schedules its mail, then shows its board.
func (s *Server) send(w http.ResponseWriter, r *http.Request, v *viewer) {
	pid, aid, err := sendTarget(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := newForm(r, "subject", "note", "contact")
	b, err := s.deps.Send.Send(r.Context(), v.Actor(), pid, aid, advancing.SendInput{Subject: f.Get("subject"), Note: f.Get("note")})
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

// displayAddress writes an address for people, "Ada Lovelace <ada@example.com>",
// without the encoding a mail header needs.
func displayAddress(a mail.Address) string {
	if a.Name == "" {
		return a.Email
	}
	return isolation.String(a.Name) + " <" + a.Email + ">"
}
