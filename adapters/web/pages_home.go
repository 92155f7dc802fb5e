package web

import (
	"net/http"
	"net/url"
	"strings"
)

// home sends a signed-in person to their projects (where an empty
// organization is offered its first) or, without the records pages, their
// tokens, and shows others what the platform is, with the ways in.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	if v := viewerFrom(r.Context()); v != nil {
		if s.recordsMounted() && v.Current != nil {
			seeOther(w, r, "/projects")
			return
		}
		seeOther(w, r, "/settings/tokens")
		return
	}
	s.page(w, r, http.StatusOK, "home", nil)
}

// localPath returns p if it is a path on this site (so that a sign-in cannot be
// made to send a person elsewhere), else "".
func localPath(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, `/\`) {
		return ""
	}
	u, err := url.Parse(p)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return ""
	}
	return p
}

// clientHost is the address of the client that sent r, by which sign-in and
// the portal are throttled: the peer's, or behind a proxy that
// Config.ClientAddresses trusts, the address it forwarded. Forwarding headers
// from anyone else are ignored: any client can set them.
func (s *Server) clientHost(r *http.Request) string {
	return s.cfg.ClientAddresses.Of(r)
}
