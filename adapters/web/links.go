package web

import (
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/ports"
)

// links builds the absolute addresses of account mails. A ticket travels in the
// query (…/verify?token=rc_tkt_…): the pages it opens are served with
// Referrer-Policy no-referrer and post the ticket on in a hidden field, so it
// reaches no other site and no later page's address.
type links struct{ base string }

// NewLinks returns the links of account mails under publicURL, such as
// "https://roadcase.example": /verify?token=…, /password/reset?token=…,
// /invitations/accept?token=… and /signin.
func NewLinks(publicURL string) ports.AccountLinks {
	return links{base: strings.TrimRight(publicURL, "/")}
}

var _ ports.AccountLinks = links{}

// VerifyEmail is the link of an e-mail verification mail.
func (l links) VerifyEmail(secret string) string { return l.withToken("/verify", secret) }

// ResetPassword is the link of a password reset mail.
func (l links) ResetPassword(secret string) string { return l.withToken("/password/reset", secret) }

// Invitation is the link of an invitation mail.
func (l links) Invitation(secret string) string { return l.withToken("/invitations/accept", secret) }

// SignIn is the sign-in page, for mails that send a person there.
func (l links) SignIn() string { return l.base + "/signin" }

func (l links) withToken(path, secret string) string {
	return l.base + path + "?token=" + url.QueryEscape(secret)
}
