package app

import (
	"context"
	"fmt"
	"html/template"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// letter is the body of an account mail: a greeting, paragraphs before the link,
// the link and the words of its button, and paragraphs after it. It is written
// once as plain text and once as HTML, where html/template escapes every value.
type letter struct {
	Greeting string
	Before   []string
	Action   string
	Link     string
	After    []string
}

var letterHTML = template.Must(template.New("letter").Parse(`<!DOCTYPE html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>{{.Greeting}}</p>
{{range .Before}}<p>{{.}}</p>
{{end}}{{if .Link}}<p><a href="{{.Link}}" style="display: inline-block; padding: 0.6em 1.2em; background: #1f4e79; color: #fff; text-decoration: none; border-radius: 4px">{{.Action}}</a></p>
<p style="font-size: 0.9em; color: #555">Or open this address: {{.Link}}</p>
{{end}}{{range .After}}<p>{{.}}</p>
{{end}}<p>— Roadcase</p>
</body></html>
`))

// message returns the letter as a mail of kind to one recipient; From is left for
// the mailer to fill, and OrgID is set only for an organization's mail.
func (l letter) message(kind mail.Kind, to mail.Address, org kernel.ID, subject string) (mail.Message, error) {
	var text strings.Builder
	text.WriteString(l.Greeting + "\n\n")
	for _, p := range l.Before {
		text.WriteString(p + "\n\n")
	}
	if l.Link != "" {
		text.WriteString(l.Action + ": " + l.Link + "\n\n")
	}
	for _, p := range l.After {
		text.WriteString(p + "\n\n")
	}
	text.WriteString("— Roadcase\n")
	var html strings.Builder
	if err := letterHTML.Execute(&html, l); err != nil {
		return mail.Message{}, err
	}
	return mail.Message{ID: kernel.NewID(), OrgID: org, Kind: kind, To: []mail.Address{to},
		Subject: subject, Text: text.String(), HTML: html.String()}, nil
}

// send mails l to one recipient.
func (a *Accounts) send(ctx context.Context, l letter, kind mail.Kind, to mail.Address, org kernel.ID, subject string) error {
	msg, err := l.message(kind, to, org, subject)
	if err != nil {
		return kernel.Internal(err)
	}
	return a.d.Mailer.Send(ctx, msg)
}

func greeting(name string) string {
	if name = strings.TrimSpace(name); name == "" {
		return "Hello,"
	}
	return "Hello " + name + ","
}

// lasts says how long a link works, in words.
func lasts(d time.Duration) string {
	if d >= 72*time.Hour && d%(24*time.Hour) == 0 {
		return fmt.Sprintf("This link works for %d days, once.", d/(24*time.Hour))
	}
	if d == time.Hour {
		return "This link works for one hour, once."
	}
	return fmt.Sprintf("This link works for %d hours, once.", d/time.Hour)
}

func verificationLetter(u identity.User, link string) letter {
	return letter{Greeting: greeting(u.Name),
		Before: []string{"Please confirm that " + u.Email + " is your e-mail address, so that you can sign in to Roadcase."},
		Action: "Verify your e-mail", Link: link,
		After: []string{lasts(identity.VerifyEmailLifetime),
			"If you did not sign up to Roadcase, you can ignore this mail: nothing happens without the link."}}
}

func resetLetter(u identity.User, link string) letter {
	return letter{Greeting: greeting(u.Name),
		Before: []string{"Someone, maybe you, asked to set a new password for " + u.Email + " on Roadcase."},
		Action: "Choose a new password", Link: link,
		After: []string{lasts(identity.ResetPasswordLifetime),
			"If it was not you, ignore this mail: your password stays as it is."}}
}

func accountExistsLetter(u identity.User, signIn string) letter {
	return letter{Greeting: greeting(u.Name),
		Before: []string{"Someone, maybe you, tried to sign up to Roadcase with " + u.Email +
			", but you already have an account with this address."},
		Action: "Sign in", Link: signIn,
		After: []string{"If you forgot your password, choose \"Forgot your password?\" on the sign-in page to set a new one.",
			"If it was not you, you can ignore this mail: nothing was changed."}}
}

func invitationLetter(inviter string, o identity.Organization, role identity.Role, email, link string) letter {
	return letter{Greeting: "Hello,",
		Before: []string{fmt.Sprintf("%s invited you (%s) to join %s on Roadcase as %s %s.",
			inviter, email, o.Name, article(role), role)},
		Action: "Accept the invitation", Link: link,
		After: []string{lasts(identity.InvitationLifetime),
			"If you do not know " + inviter + " or do not want to join, you can ignore this mail."}}
}

func invitationSubject(inviter string, o identity.Organization) string {
	return clip(inviter, 60) + " invited you to " + clip(o.Name, 60) + " on Roadcase"
}

func article(r identity.Role) string {
	if r == identity.RoleAdmin || r == identity.RoleOwner {
		return "an"
	}
	return "a"
}

// clip shortens s to at most n characters, so that names fit a subject line.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// The subjects of the account mails.
const (
	subjectVerify = "Verify your e-mail for Roadcase"
	subjectReset  = "Reset your Roadcase password"
	subjectExists = "Your Roadcase account"
)
