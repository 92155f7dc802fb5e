package web

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// home sends a signed-in person to their tokens and shows others what the
// platform is, with the ways in.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	if viewerFrom(r.Context()) != nil {
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

// remoteHost is the network address of the request's peer, by which sign-in is
// throttled. Forwarding headers are not trusted: any client can set them.
func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
