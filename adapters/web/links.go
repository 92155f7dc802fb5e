package web

import (
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/ports"
)

// Links builds the absolute addresses the platform mails: those of account
// mails (ports.AccountLinks) and a recipient's portal (PortalLink), which the
// merge send needs. A ticket travels in the query (…/verify?token=rc_tkt_…):
// the pages it opens are served with Referrer-Policy no-referrer and post the
// ticket on in a hidden field, so it reaches no other site and no later page's
// address.
type Links struct{ base string }

// NewLinks returns the links under publicURL, such as
// "https://roadcase.example": /verify?token=…, /password/reset?token=…,
// /invitations/accept?token=…, /signin and /portal/…. It returns the concrete
// type, so that the composition root hands it to each consumer as the
// interface that consumer declares, without a type assertion.
func NewLinks(publicURL string) Links {
	return Links{base: strings.TrimRight(publicURL, "/")}
}

var _ ports.AccountLinks = Links{}

// VerifyEmail is the link of an e-mail verification mail.
func (l Links) VerifyEmail(secret string) string { return l.withToken("/verify", secret) }

// ResetPassword is the link of a password reset mail.
func (l Links) ResetPassword(secret string) string { return l.withToken("/password/reset", secret) }

// Invitation is the link of an invitation mail.
func (l Links) Invitation(secret string) string { return l.withToken("/invitations/accept", secret) }

// SignIn is the sign-in page, for mails that send a person there.
func (l Links) SignIn() string { return l.base + "/signin" }

func (l Links) withToken(path, secret string) string {
	return l.base + path + "?token=" + url.QueryEscape(secret)
}
