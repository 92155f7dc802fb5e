package web

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// identify loads the signed-in person of every request that has a session. A
// session whose user is gone, or that began before the user's password last
// changed (a reset, or a change in another browser), is ended and the browser
// sent to sign in.
func (s *Server) identify(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		uid := kernel.ID(s.sessions.GetString(ctx, keyUser))
		if uid.IsZero() {
			next.ServeHTTP(w, r)
			return
		}
		acct, err := s.deps.Accounts.Account(ctx, uid)
		signedIn := time.Unix(0, s.sessions.GetInt64(ctx, keySignedIn))
		if kernel.IsKind(err, kernel.KindNotFound) || (err == nil && acct.PasswordChangedAt.After(signedIn)) {
			if err := s.signOut(ctx); err != nil {
				s.fail(w, r, err)
				return
			}
			http.Redirect(w, r, "/signin", http.StatusSeeOther)
			return
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		v := &viewer{Account: acct, Current: s.currentOrg(ctx, acct)}
		next.ServeHTTP(w, r.WithContext(context.WithValue(ctx, viewerKey{}, v)))
	})
}

// currentOrg returns the affiliation the session acts in: the one it chose if the
// user still belongs to it, else their first (and the session remembers it).
func (s *Server) currentOrg(ctx context.Context, acct identity.Account) *identity.Affiliation {
	if len(acct.Organizations) == 0 {
		return nil
	}
	want := kernel.ID(s.sessions.GetString(ctx, keyOrg))
	for i, a := range acct.Organizations {
		if a.Organization.ID == want {
			return &acct.Organizations[i]
		}
	}
	first := &acct.Organizations[0]
	s.sessions.Put(ctx, keyOrg, string(first.Organization.ID))
	return first
}

// signedIn wraps a page that needs a signed-in person: others are sent to sign
// in and brought back afterwards.
func (s *Server) signedIn(h func(http.ResponseWriter, *http.Request, *viewer)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v := viewerFrom(r.Context())
		if v == nil {
			target := "/signin"
			if r.Method == http.MethodGet {
				target += "?next=" + url.QueryEscape(r.URL.RequestURI())
			}
			http.Redirect(w, r, target, http.StatusSeeOther)
			return
		}
		h(w, r, v)
	}
}
