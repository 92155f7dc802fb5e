package app

import (
	"html/template"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// advanceLetter is one recipient's merged mail: who they are, the production,
// the sender's note, their portal link and the sections their audience sees. It
// is written once as plain text and once as HTML, where html/template escapes
// every value.
type advanceLetter struct {
	Name       string
	Role       string
	Org        string
	Production string
	When       string
	Where      string
	Note       string
	Link       string
	Sections   []letterSection
	ReplyTo    string
	Until      string
}

type letterSection struct {
	Title  string
	Status string
	Due    string
	Fields []letterField
}

type letterField struct {
	Label string
	Value string // "" when nobody has confirmed it
}

// statusWords are the section statuses as the mail says them.
var statusWords = map[advancing.SectionStatus]string{
	advancing.SectionNotStarted: "not started", advancing.SectionRequested: "requested",
	advancing.SectionInProgress: "in progress", advancing.SectionComplete: "complete",
	advancing.SectionNotApplicable: "not applicable",
}

// visibleSections returns the sections of p that audience sees, in section
// order; none when the packet has no such audience.
func visibleSections(p advancing.Packet, audience kernel.ID) []advancing.Section {
	a := findAudience(&p, audience)
	if a == nil {
		return nil
	}
	var out []advancing.Section
	for _, s := range p.Sections {
		if a.Sees(s.ID) {
			out = append(out, s)
		}
	}
	return out
}

// newLetter merges one recipient's mail.
func newLetter(prod production, p advancing.Packet, b advancing.SendBatch, name, role, link string) advanceLetter {
	l := advanceLetter{Name: name, Role: role, Org: prod.Org, Production: prod.Title, When: prod.When, Where: prod.Where,
		Note: strings.TrimSpace(b.Note), Link: link, ReplyTo: b.ReplyTo}
	if a, err := mail.ParseAddress(b.ReplyTo); err == nil && a.Name != "" {
		l.ReplyTo = a.Name + " (" + a.Email + ")"
	} else if err == nil {
		l.ReplyTo = a.Email
	}
	if l.Production == "" {
		l.Production = p.Title
	}
	if b.ExpiresAt != nil {
		l.Until = b.ExpiresAt.UTC().Format("Mon 2 Jan 2006")
	}
	for _, s := range visibleSections(p, b.AudienceID) {
		ls := letterSection{Title: s.Title, Status: statusWords[s.Status]}
		if s.DueOn != nil {
			ls.Due = longDate(*s.DueOn)
		}
		for _, f := range s.Fields {
			lf := letterField{Label: f.Label}
			if f.Value != nil {
				lf.Value = *f.Value
			}
			ls.Fields = append(ls.Fields, lf)
		}
		l.Sections = append(l.Sections, ls)
	}
	return l
}

// text writes the letter as plain text.
func (l advanceLetter) text() string {
	var b strings.Builder
	line := func(parts ...string) {
		for _, p := range parts {
			b.WriteString(p)
		}
		b.WriteString("\n")
	}
	line("Hello ", l.Name, ",")
	line()
	about := l.Org + " sends you the advance for " + l.Production
	if l.When != "" {
		about += ", " + l.When
	}
	if l.Where != "" {
		about += " at " + l.Where
	}
	line(about, ".")
	if l.Role != "" {
		line("Your role: ", l.Role)
	}
	line()
	if l.Note != "" {
		line(l.Note)
		line()
	}
	line("Open your advance to read the sections below, fill in what they ask and acknowledge it:")
	line(l.Link)
	line()
	for _, s := range l.Sections {
		head := s.Title + " (" + s.Status
		if s.Due != "" {
			head += ", due " + s.Due
		}
		line(head, ")")
		for _, f := range s.Fields {
			v := f.Value
			if v == "" {
				v = "to confirm"
			}
			line("  ", f.Label, ": ", strings.ReplaceAll(v, "\n", "\n    "))
		}
		line()
	}
	if l.ReplyTo != "" {
		line("Answers to this mail go to ", l.ReplyTo, ".")
	}
	if l.Until != "" {
		line("The link is yours alone; it works until ", l.Until, ".")
	} else {
		line("The link is yours alone.")
	}
	line()
	line("— ", l.Org, ", through Roadcase")
	return b.String()
}

var advanceHTML = template.Must(template.New("advance").Parse(`<!DOCTYPE html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>Hello {{.Name}},</p>
<p>{{.Org}} sends you the advance for <strong>{{.Production}}</strong>{{if .When}}, {{.When}}{{end}}{{if .Where}} at {{.Where}}{{end}}.{{if .Role}}<br>Your role: {{.Role}}{{end}}</p>
{{if .Note}}<p style="white-space: pre-line">{{.Note}}</p>
{{end}}<p><a href="{{.Link}}" style="display: inline-block; padding: 0.6em 1.2em; background: #1f4e79; color: #fff; text-decoration: none; border-radius: 4px">Open your advance</a></p>
<p style="font-size: 0.9em; color: #555">Or open this address: {{.Link}}</p>
{{range .Sections}}<h2 style="font-size: 1.1em; margin-bottom: 0.2em">{{.Title}}</h2>
<p style="margin-top: 0; color: #555">{{.Status}}{{if .Due}}, due {{.Due}}{{end}}</p>
{{if .Fields}}<table style="border-collapse: collapse">
{{range .Fields}}<tr><th scope="row" style="text-align: left; padding: 0.2em 1em 0.2em 0; font-weight: normal; color: #555">{{.Label}}</th><td style="white-space: pre-line">{{if .Value}}{{.Value}}{{else}}<em>to confirm</em>{{end}}</td></tr>
{{end}}</table>
{{end}}{{end}}{{if .ReplyTo}}<p>Answers to this mail go to {{.ReplyTo}}.</p>
{{end}}<p style="font-size: 0.9em; color: #555">The link is yours alone{{if .Until}}; it works until {{.Until}}{{end}}.</p>
<p>— {{.Org}}, through Roadcase</p>
</body></html>
`))

// message returns the letter as the mail of one recipient. From is left for the
// mailer to fill.
func (l advanceLetter) message(org kernel.ID, to mail.Address, subject string, replyTo *mail.Address,
	ref string, now time.Time) (mail.Message, error) {
	var html strings.Builder
	if err := advanceHTML.Execute(&html, l); err != nil {
		return mail.Message{}, kernel.Internal(err)
	}
	return mail.Message{ID: kernel.NewID(), OrgID: org, Kind: mail.KindAdvance, To: []mail.Address{to},
		Subject: subject, Text: l.text(), HTML: html.String(), CreatedAt: now, ReplyTo: replyTo, Ref: ref}, nil
}

// letterOf returns the mail of recipient r of batch b, whose portal link holds
// token. Deliver sends it and Preview shows it (with PreviewToken), so that the
// preview is the mail that is sent.
func (s *Sender) letterOf(prod production, p advancing.Packet, b advancing.SendBatch, r advancing.Recipient,
	token, ref string, now time.Time) (mail.Message, error) {
	var replyTo *mail.Address
	if a, err := mail.ParseAddress(b.ReplyTo); err == nil {
		replyTo = &a
	}
	l := newLetter(prod, p, b, r.Name, prod.role(r.PersonID), s.d.Links.PortalLink(token))
	return l.message(b.OrgID, mail.Address{Name: r.Name, Email: r.Email}, b.Subject, replyTo, ref, now)
}
