package web

import (
	"context"
	"net/http"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// SessionCookie names the session cookie.
const SessionCookie = "roadcase_session"

// The keys of a session's data. Values are strings and int64 so that scs's gob
// codec needs no registered types.
const (
	keyUser     = "user"      // the signed-in user's id
	keyOrg      = "org"       // the organization the user acts in
	keySignedIn = "signed_in" // when the user signed in (or last proved their password), Unix ns
	keyCSRF     = "csrf"      // the synchronizer token of the session's forms
	keyFlash    = "flash"     // a one-time notice for the next page
	keyWarnings = "warnings"  // a save's warnings for the next page, JSON of []string
)

func (s *Server) newSessionManager(secure bool) *scs.SessionManager {
	m := scs.New()
	m.Store = &sessionStore{store: s.deps.Sessions, clock: s.clock}
	m.IdleTimeout = s.cfg.IdleTimeout
	m.Lifetime = s.cfg.Lifetime
	m.Cookie.Name = SessionCookie
	m.Cookie.HttpOnly = true
	m.Cookie.SameSite = http.SameSiteLaxMode
	m.Cookie.Secure = secure
	m.Cookie.Path = "/"
	m.Cookie.Persist = true
	m.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) {
		s.fail(w, r, kernel.Unavailable("session store", err))
	}
	return m
}

// signIn starts a signed-in session for u on a new session id (so that an id
// planted before sign-in is worthless), acting in org.
func (s *Server) signIn(ctx context.Context, u kernel.ID, org kernel.ID) error {
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	s.sessions.Put(ctx, keyUser, string(u))
	s.sessions.Put(ctx, keyOrg, string(org))
	s.sessions.Put(ctx, keySignedIn, s.clock.Now().UnixNano())
	s.sessions.Put(ctx, keyCSRF, newCSRFToken())
	return nil
}

// signOut ends the session: its id is deleted from the store and the cookie
// cleared, so the next page starts a fresh anonymous session.
func (s *Server) signOut(ctx context.Context) error {
	return s.sessions.Destroy(ctx)
}

// reauthenticated records that the user proved their password now (after a
// change of password), on a new session id; at is at least when the password
// changed, so that the session outlives the change it made.
func (s *Server) reauthenticated(ctx context.Context, at time.Time) error {
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	if now := s.clock.Now(); now.After(at) {
		at = now
	}
	s.sessions.Put(ctx, keySignedIn, at.UnixNano())
	return nil
}

// flash leaves a notice for the next page the session sees.
func (s *Server) flash(ctx context.Context, msg string) { s.sessions.Put(ctx, keyFlash, msg) }

// viewer is the signed-in person of a request and the organization they act in.
type viewer struct {
	Account identity.Account
	// Current is the organization the user acts in, nil when they belong to none.
	Current *identity.Affiliation
}

// Actor is the viewer acting in their current organization.
func (v *viewer) Actor() identity.Actor {
	a := identity.Actor{UserID: v.Account.User.ID}
	if v.Current != nil {
		a.OrgID = v.Current.Organization.ID
	}
	return a
}

// IsAdmin reports whether the viewer may manage the current organization's people.
func (v *viewer) IsAdmin() bool {
	return v.Current != nil && v.Current.Role.AtLeast(identity.RoleAdmin)
}

type viewerKey struct{}

// viewerFrom returns the request's signed-in person, nil when nobody is signed in.
func viewerFrom(ctx context.Context) *viewer {
	v, _ := ctx.Value(viewerKey{}).(*viewer)
	return v
}

// location is the current organization's time zone, in which pages show times;
// UTC when there is none.
func (v *viewer) location() *time.Location {
	if v.Current == nil {
		return time.UTC
	}
	return zone(v.Current.Organization.TimeZone)
}
