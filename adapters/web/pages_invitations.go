package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// invitationPage is the data of the page an invitation's link leads to. What it
// offers depends on who opens it (State): "accept" for the invited person signed
// in, "other" for someone else signed in, "signin" for an invited person with an
// account, "signup" for one without.
type invitationPage struct {
	Invitation  identity.Invitation
	Token       string
	State       string
	Form        *form
	SignInURL   string
	Here        string // this page's address, for signing out and back in
	MinPassword int
	Loc         *time.Location
}

// invitation shows what the link offers. It changes nothing: accepting is a POST.
func (s *Server) invitation(w http.ResponseWriter, r *http.Request) {
	noReferrer(w)
	token := r.URL.Query().Get("token")
	inv, err := s.deps.Team.Invitation(r.Context(), token)
	if err != nil {
		s.invitationFailed(w, r, err)
		return
	}
	s.showInvitation(w, r, http.StatusOK, inv, token, emptyForm(nil))
}

func (s *Server) showInvitation(w http.ResponseWriter, r *http.Request, status int, inv identity.Invitation, token string, f *form) {
	here := "/invitations/accept?token=" + url.QueryEscape(token)
	p := invitationPage{Invitation: inv, Token: token, Form: f, Here: here,
		SignInURL: "/signin?next=" + url.QueryEscape(here), MinPassword: identity.MinPasswordLength,
		Loc: zone(inv.Organization.TimeZone)}
	switch v := viewerFrom(r.Context()); {
	case v != nil && strings.EqualFold(v.Account.User.Email, inv.Email):
		p.State = "accept"
	case v != nil:
		p.State = "other"
	case inv.HasAccount:
		p.State = "signin"
	default:
		p.State = "signup"
	}
	s.page(w, r, status, "invitation", p)
}

func (s *Server) invitationFailed(w http.ResponseWriter, r *http.Request, err error) {
	if kernel.IsKind(err, kernel.KindNotFound) {
		s.page(w, r, http.StatusNotFound, "invitation_failed", nil)
		return
	}
	s.fail(w, r, err)
}

// acceptInvitation makes the signed-in person a member, and has them act in the
// organization they joined.
func (s *Server) acceptInvitation(w http.ResponseWriter, r *http.Request, v *viewer) {
	noReferrer(w)
	aff, err := s.deps.Team.AcceptInvitation(r.Context(), r.PostForm.Get("token"), v.Account.User.ID)
	if err != nil {
		s.invitationFailed(w, r, err)
		return
	}
	s.joined(w, r, aff.Organization, aff.Role)
}

// acceptWithSignUp creates the invited person's account (the link proves the
// address), signs them in on a new session id and has them act in the
// organization they joined.
func (s *Server) acceptWithSignUp(w http.ResponseWriter, r *http.Request) {
	noReferrer(w)
	ctx, token := r.Context(), r.PostForm.Get("token")
	inv, err := s.deps.Team.Invitation(ctx, token)
	if err != nil {
		s.invitationFailed(w, r, err)
		return
	}
	f := newForm(r, "name")
	u, err := s.deps.Team.AcceptInvitationWithSignUp(ctx, token, f.Get("name"), r.PostForm.Get("password"))
	if err != nil {
		if f.absorb(err, fieldsOf("name", "password")) {
			s.showInvitation(w, r, http.StatusUnprocessableEntity, inv, token, f)
			return
		}
		s.invitationFailed(w, r, err)
		return
	}
	if err := s.signIn(ctx, u.ID, inv.Organization.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.joined(w, r, inv.Organization, inv.Role)
}

func (s *Server) joined(w http.ResponseWriter, r *http.Request, org identity.Organization, role identity.Role) {
	s.sessions.Put(r.Context(), keyOrg, string(org.ID))
	s.flash(r.Context(), "Welcome to "+isolation.String(org.Name)+". You joined as "+string(role)+".")
	seeOther(w, r, "/settings/tokens")
}
