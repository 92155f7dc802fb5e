package http

import (
	"errors"
	"fmt"
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

type roleKey struct{}

// roleFrom returns the caller's current role as requireRole read it; false on a
// route without a MinRole, where no role was read.
func roleFrom(c *Context) (identity.Role, bool) {
	v, ok := c.Get(roleKey{})
	r, _ := v.(identity.Role)
	return r, ok && r != ""
}

// requireRole answers 403 (code "insufficient_role") unless the caller's current
// role in its organization is at least min. The role is read from the membership at
// request time, not from the token, so a user demoted after minting a token loses
// the rights at once; it is kept in the context (see roleFrom) for a handler whose
// use case needs it, so that it is read once.
func (s *Server) requireRole(min identity.Role) HandlerFunc {
	return func(c *Context) {
		if s.deps.Auth == nil {
			s.respondError(c, kernel.Internal(errors.New("http: no Authenticator in Deps")))
			return
		}
		role, err := s.deps.Auth.CurrentRole(c.Request.Context(), PrincipalFrom(c))
		if err != nil {
			s.respondError(c, err)
			return
		}
		if !role.AtLeast(min) {
			s.respondError(c, &statusError{status: nethttp.StatusForbidden, code: "insufficient_role",
				detail: fmt.Sprintf("this endpoint requires the %s role or above in the organization; the token's user is %s",
					min, role)})
			return
		}
		c.Set(roleKey{}, role)
		c.Next()
	}
}
