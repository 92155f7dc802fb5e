package web

import (
	"net/http"
	"net/url"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// The send preview shows the mail one recipient would receive if the packet
// were sent with what the form holds: Preview merges it with the same subject
// and note, by the same letter Deliver sends. Its text part is shown as text.
// Its HTML part is rendered in a sandboxed frame loaded from its own address
// (previewHTML), which answers with a policy of its own: the mail's inline
// styles apply there, while the send page's policy stays strict (it only
// allows frames from this origin) and the frame can run, load and submit
// nothing.

// previewPagePolicy is the send page's policy when it shows a preview: the
// pages' own, with frames from this origin allowed.
const previewPagePolicy = contentSecurityPolicy + "; frame-src 'self'"

// previewHTMLPolicy is the policy of a preview's HTML part: a sandbox without
// scripts, forms or same-origin access, inline styles (a mail's only styles)
// and nothing loaded, framed only by this origin's pages.
const previewHTMLPolicy = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; " +
	"form-action 'none'; base-uri 'none'; frame-ancestors 'self'"

// previewView is the merged mail of one recipient.
type previewView struct {
	To, From, ReplyTo string
	Subject, Text     string
	// HTMLAddress is the address of the mail's HTML part, which the page frames;
	// "" when the mail has none.
	HTMLAddress string
}

// sendInputOf reads a send's input from the send form.
func sendInputOf(f *form) advancing.SendInput {
	return advancing.SendInput{Subject: f.Get("subject"), Note: f.Get("note")}
}

// previewMail merges the mail the form's contact would receive with the form's
// subject and note.
func (s *Server) previewMail(r *http.Request, v *viewer, f *form) (mail.Message, error) {
	pid, aid, err := sendTarget(r)
	if err != nil {
		return mail.Message{}, err
	}
	person, err := kernel.ParseID(f.Get("contact"))
	if err != nil {
		return mail.Message{}, kernel.InvalidField("/contact", "required", "Choose whose mail to preview")
	}
	return s.deps.Send.Preview(r.Context(), v.Actor(), pid, aid, person, sendInputOf(f))
}

// preview shows the mail one recipient of the audience would receive, under
// the send form as it was filled in.
func (s *Server) preview(w http.ResponseWriter, r *http.Request, v *viewer) {
	f := newForm(r, "subject", "note", "contact")
	m, err := s.previewMail(r, v, f)
	if err != nil {
		if f.absorbAt(err, sendFieldOf) {
			s.showSend(w, r, v, http.StatusUnprocessableEntity, f, nil)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.showSend(w, r, v, http.StatusOK, f, newPreview(m, previewHTMLAddress(r, f)))
}

// previewHTMLAddress is the address of the HTML part of the preview of f.
func previewHTMLAddress(r *http.Request, f *form) string {
	q := url.Values{"contact": {f.Get("contact")}, "subject": {f.Get("subject")}, "note": {f.Get("note")}}
	return "/advancing/packets/" + url.PathEscape(r.PathValue("id")) + "/audiences/" +
		url.PathEscape(r.PathValue("aid")) + "/preview.html?" + q.Encode()
}

// previewHTML answers the HTML part of a preview, for the send page's frame,
// under previewHTMLPolicy. It changes nothing, so it is a GET.
func (s *Server) previewHTML(w http.ResponseWriter, r *http.Request, v *viewer) {
	q := r.URL.Query()
	f := emptyForm(map[string]string{"contact": q.Get("contact"), "subject": q.Get("subject"), "note": q.Get("note")})
	m, err := s.previewMail(r, v, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Security-Policy", previewHTMLPolicy)
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write([]byte(m.HTML))
}

func newPreview(m mail.Message, htmlAddress string) *previewView {
	pv := &previewView{Subject: m.Subject, Text: m.Text}
	if m.HTML != "" {
		pv.HTMLAddress = htmlAddress
	}
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

// displayAddress writes an address for people, "Ada Lovelace <ada@example.com>",
// without the encoding a mail header needs.
func displayAddress(a mail.Address) string {
	if a.Name == "" {
		return a.Email
	}
	return isolation.String(a.Name) + " <" + a.Email + ">"
}
