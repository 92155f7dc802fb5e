package http

import (
	"errors"
	"fmt"
	nethttp "net/http"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// The WWW-Authenticate challenges (RFC 6750, section 3).
const (
	challengeBearer       = `Bearer`
	challengeInvalidToken = `Bearer error="invalid_token"`
)

type principalKey struct{}

// PrincipalFrom returns the authenticated caller of the request. On a route that is
// not public it is always set; the organization in it comes from the token.
func PrincipalFrom(c *Context) identity.Principal {
	p, _ := principal(c)
	return p
}

func principal(c *Context) (identity.Principal, bool) {
	v, ok := c.Get(principalKey{})
	p, _ := v.(identity.Principal)
	return p, ok
}

// authenticate resolves the bearer token of the Authorization header into the
// caller, or answers 401 with a Bearer challenge. With a RateLimiter, each 401
// spends from the client address's quota, and an address that has spent it is
// refused with 429 before its token is looked up.
func (s *Server) authenticate(c *Context) {
	if !s.admitAddress(c) {
		return
	}
	secret, err := bearerSecret(c.Request.Header)
	if err != nil {
		s.failedAuth(c)
		s.respondError(c, err)
		return
	}
	if s.deps.Auth == nil {
		s.respondError(c, kernel.Internal(errors.New("http: no Authenticator in Deps")))
		return
	}
	p, err := s.deps.Auth.Authenticate(c.Request.Context(), secret)
	if err != nil {
		if kernel.IsKind(err, kernel.KindUnauthenticated) {
			s.failedAuth(c)
			e, _ := kernel.AsError(err)
			err = &statusError{status: nethttp.StatusUnauthorized, code: "invalid_token",
				detail: e.Message, challenge: challengeInvalidToken}
		}
		s.respondError(c, err)
		return
	}
	s.addressAuthenticated(c)
	c.Set(principalKey{}, p)
	c.Request = c.Request.WithContext(kernel.WithActor(c.Request.Context(), p.TokenID))
	c.Next()
}

// bearerSecret extracts the token of an "Authorization: Bearer <token>" header.
// Following RFC 6750, a request without Bearer credentials (no header, or another
// scheme) gets a challenge without an error code, and a malformed Bearer credential
// gets error="invalid_token".
func bearerSecret(h nethttp.Header) (string, error) {
	values := h.Values("Authorization")
	if len(values) == 0 {
		return "", &statusError{status: nethttp.StatusUnauthorized, code: "missing_token",
			detail:    "authentication is required: send Authorization: Bearer <personal access token>",
			challenge: challengeBearer}
	}
	malformed := &statusError{status: nethttp.StatusUnauthorized, code: "invalid_token",
		detail:    "the Authorization header must be exactly: Bearer <personal access token>",
		challenge: challengeInvalidToken}
	if len(values) > 1 {
		return "", malformed
	}
	scheme, token, _ := strings.Cut(strings.TrimSpace(values[0]), " ")
	if !strings.EqualFold(scheme, "Bearer") {
		return "", &statusError{status: nethttp.StatusUnauthorized, code: "unsupported_scheme",
			detail:    "only the Bearer authentication scheme is accepted: send Authorization: Bearer <personal access token>",
			challenge: challengeBearer}
	}
	token = strings.TrimLeft(token, " ")
	if !isB64Token(token) {
		return "", malformed
	}
	return token, nil
}

// isB64Token reports whether s matches RFC 6750's b64token:
// 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"=".
func isB64Token(s string) bool {
	body := strings.TrimRight(s, "=")
	if body == "" {
		return false
	}
	for i := 0; i < len(body); i++ {
		ch := body[i]
		switch {
		case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z', ch >= '0' && ch <= '9':
		case strings.IndexByte("-._~+/", ch) >= 0:
		default:
			return false
		}
	}
	return true
}

// requireScope answers 403 with an insufficient_scope challenge unless the caller's
// token carries scope.
func (s *Server) requireScope(scope identity.Scope) HandlerFunc {
	challenge := fmt.Sprintf(`Bearer error="insufficient_scope", scope="%s"`, scope)
	return func(c *Context) {
		if !identity.HasScope(PrincipalFrom(c).Scopes, scope) {
			s.respondError(c, &statusError{status: nethttp.StatusForbidden, code: "insufficient_scope",
				detail:    fmt.Sprintf("this endpoint requires the %s scope, which the token was not granted", scope),
				challenge: challenge})
			return
		}
		c.Next()
	}
}
