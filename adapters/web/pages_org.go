package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/kernel"
)

// switchOrg makes the session act in another of the user's organizations, on a
// new session id, and goes back to the page the switcher was on.
func (s *Server) switchOrg(w http.ResponseWriter, r *http.Request, v *viewer) {
	want := kernel.ID(r.PostForm.Get("org"))
	for _, a := range v.Account.Organizations {
		if a.Organization.ID != want {
			continue
		}
		ctx := r.Context()
		if err := s.sessions.RenewToken(ctx); err != nil {
			s.fail(w, r, err)
			return
		}
		s.sessions.Put(ctx, keyOrg, string(want))
		s.flash(ctx, "You are now acting in "+isolation.String(a.Organization.Name)+" as "+string(a.Role)+".")
		seeOther(w, r, orDefault(localPath(r.PostForm.Get("back")), "/settings/tokens"))
		return
	}
	s.fail(w, r, kernel.NotFound("organization"))
}

// organizationPage shows the organization the viewer acts in: its name, slug
// and id (what `roadcase import --org SLUG` and the API's paths name), its
// currency and time zone, and the viewer's role.
func (s *Server) organizationPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	if v.Current == nil {
		s.fail(w, r, kernel.NotFound("organization"))
		return
	}
	s.page(w, r, http.StatusOK, "organization", v.Current)
}
