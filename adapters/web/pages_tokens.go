package web

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// tokensPage is the data of the API settings page.
type tokensPage struct {
	Org      *identity.Affiliation
	Me       kernel.ID
	Tokens   []tokenRow
	Form     *form
	Expiries []option
	Scopes   []scopeChoice
	Loc      *time.Location
}

// tokenRow is a token as the list shows it: never its secret, only its hint.
type tokenRow struct {
	identity.Token
	Status string // live, expired or revoked
}

func newTokenRow(t identity.Token, now time.Time) tokenRow {
	switch {
	case t.RevokedAt != nil:
		return tokenRow{t, "revoked"}
	case !now.Before(t.ExpiresAt):
		return tokenRow{t, "expired"}
	}
	return tokenRow{t, "live"}
}

// mintFields names the mint form's inputs after MintToken's pointers.
var mintFields = map[string]string{"name": "name", "expires_in": "expires_in", "scopes": "scopes"}

func (s *Server) tokens(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showTokens(w, r, v, http.StatusOK, emptyForm(map[string]string{"expires_in": defaultExpiryDays}), nil)
}

// showTokens renders the list of the viewer's tokens in their organization and
// the mint form.
func (s *Server) showTokens(w http.ResponseWriter, r *http.Request, v *viewer, status int, f *form, checked []string) {
	p := tokensPage{Org: v.Current, Me: v.Account.User.ID, Form: f, Expiries: expiryOptions(), Scopes: scopeChoices(checked), Loc: v.location()}
	if v.Current != nil {
		list, err := s.deps.Tokens.ListTokens(r.Context(), v.Current.Organization.Slug, v.Account.User.Email)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		now := s.clock.Now()
		for _, t := range list {
			p.Tokens = append(p.Tokens, newTokenRow(t, now))
		}
	}
	s.page(w, r, status, "tokens", p)
}

// mint mints a token through the same port as the command line and shows its
// secret once, in this response only: it is stored nowhere, not in the session.
// A scope that is not valid is refused by the port, which lists the valid ones.
func (s *Server) mint(w http.ResponseWriter, r *http.Request, v *viewer) {
	if v.Current == nil {
		s.fail(w, r, kernel.Forbidden("no_organization", "You are not a member of any organization."))
		return
	}
	f, scopes := newForm(r, "name", "expires_in"), r.PostForm[scopesField]
	days, err := strconv.Atoi(f.Get("expires_in"))
	if err != nil || !slices.Contains(expiryDays, days) {
		f.fail("expires_in", "Choose one of the expiry periods offered")
		s.showTokens(w, r, v, http.StatusUnprocessableEntity, f, scopes)
		return
	}
	secret, t, err := s.deps.Tokens.MintToken(r.Context(), identity.MintInput{
		OrgSlug: v.Current.Organization.Slug, Email: v.Account.User.Email, Name: f.Get("name"),
		Scopes: scopes, ExpiresIn: time.Duration(days) * 24 * time.Hour})
	if err != nil {
		if f.absorb(err, mintFields) {
			s.showTokens(w, r, v, http.StatusUnprocessableEntity, f, scopes)
			return
		}
		s.fail(w, r, err)
		return
	}
	// A new form token, so that reloading this page (which posts the form
	// again) is refused instead of minting a second token.
	s.sessions.Put(r.Context(), keyCSRF, newCSRFToken())
	w.Header().Set("Permissions-Policy", copyPermissionsPolicy)
	s.page(w, r, http.StatusOK, "token_created", tokenCreatedPage{Secret: secret, Token: t, Loc: v.location()})
}

// tokenCreatedPage shows a new token's secret, once.
type tokenCreatedPage struct {
	Secret string
	Token  identity.Token
	Loc    *time.Location
}

func (s *Server) revokeForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	t, err := s.ownToken(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "token_revoke", t)
}

func (s *Server) revoke(w http.ResponseWriter, r *http.Request, v *viewer) {
	t, err := s.ownToken(r, v)
	if err == nil {
		err = s.deps.Tokens.RevokeToken(r.Context(), v.Current.Organization.Slug, t.ID)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(r.Context(), "The token “"+isolation.String(t.Name)+"” is revoked. Programs that use it are refused from now on.")
	seeOther(w, r, "/settings/tokens")
}

// ownToken returns the token the path names if it is one of the viewer's in
// their current organization; KindNotFound otherwise, whoever else's it is.
func (s *Server) ownToken(r *http.Request, v *viewer) (identity.Token, error) {
	id, err := kernel.ParseID(r.PathValue("id"))
	if err != nil || v.Current == nil {
		return identity.Token{}, kernel.NotFound("token")
	}
	list, err := s.deps.Tokens.ListTokens(r.Context(), v.Current.Organization.Slug, v.Account.User.Email)
	if err != nil {
		return identity.Token{}, err
	}
	for _, t := range list {
		if t.ID == id {
			return t, nil
		}
	}
	return identity.Token{}, kernel.NotFound("token")
}
