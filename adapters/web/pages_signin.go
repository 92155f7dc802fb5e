package web

import (
	"net/http"
	"net/url"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// signinPage is the sign-in form's data.
type signinPage struct {
	Form *form
	// Next is the local page to go to after signing in.
	Next string
	// Unverified says the address is right but not confirmed; a new link went out.
	Unverified bool
}

// badCredentials is said alike for an unknown address and a wrong password.
const badCredentials = "The e-mail address or the password is not right."

func (s *Server) signinForm(w http.ResponseWriter, r *http.Request) {
	next := localPath(r.URL.Query().Get("next"))
	if viewerFrom(r.Context()) != nil {
		seeOther(w, r, orDefault(next, "/settings/tokens"))
		return
	}
	if next != "" {
		noReferrer(w) // next may be an invitation's address, ticket included
	}
	s.page(w, r, http.StatusOK, "signin", signinPage{Form: emptyForm(nil), Next: next})
}

// signin checks the credentials and starts a signed-in session on a new id.
// Throttling is the port's, per account and per network address; the address is
// the connection's peer, never a header a client could set.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) {
	f := newForm(r, "email")
	p := signinPage{Form: f, Next: localPath(r.PostForm.Get("next"))}
	if p.Next != "" {
		noReferrer(w)
	}
	u, err := s.deps.Accounts.SignIn(r.Context(), identity.SignIn{
		Email: f.Get("email"), Password: r.PostForm.Get("password"), Address: s.clientHost(r)})
	if err != nil {
		e, _ := kernel.AsError(err)
		switch kind := kernel.KindOf(err); {
		case kind == kernel.KindUnauthenticated:
			f.fail("", badCredentials)
			s.page(w, r, http.StatusUnprocessableEntity, "signin", p)
		case kind == kernel.KindTooMany:
			setRetryAfter(w, e.RetryAfter)
			f.fail("", "Too many sign-in attempts. "+waitSentence(e.RetryAfter))
			s.page(w, r, http.StatusTooManyRequests, "signin", p)
		case kind == kernel.KindForbidden && e.Code == "email_unverified":
			p.Unverified = true
			s.page(w, r, http.StatusForbidden, "signin", p)
		case f.absorb(err, fieldsOf("email", "password")):
			s.page(w, r, http.StatusUnprocessableEntity, "signin", p)
		default:
			s.fail(w, r, err)
		}
		return
	}
	if err := s.signIn(r.Context(), u.ID, ""); err != nil {
		s.fail(w, r, err)
		return
	}
	seeOther(w, r, orDefault(p.Next, "/settings/tokens"))
}

// signout ends the session. next brings a person who signed out to switch
// accounts (from an invitation) to the sign-in page and back.
func (s *Server) signout(w http.ResponseWriter, r *http.Request) {
	next := localPath(r.PostForm.Get("next"))
	if err := s.signOut(r.Context()); err != nil {
		s.fail(w, r, err)
		return
	}
	if next != "" {
		seeOther(w, r, "/signin?next="+url.QueryEscape(next))
		return
	}
	s.flash(r.Context(), "You are signed out.")
	seeOther(w, r, "/signin")
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
