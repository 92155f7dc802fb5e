package http

import (
	"errors"
	"log/slog"
	nethttp "net/http"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/core/kernel"
)

// statusError is an error the adapter itself raises for a condition the kernel has
// no kind for (a body too large, a wrong media type, an authentication challenge).
type statusError struct {
	status    int
	code      string
	detail    string
	fields    []kernel.FieldError
	challenge string // WWW-Authenticate value, for 401 and 403
}

// Error returns the detail.
func (e *statusError) Error() string { return e.detail }

// respondError answers the request with the problem err maps to, its status
// from the one table of kinds to statuses (adapters/httperr). Handlers hand
// every error to it. The cause of a 5xx is logged and never shown.
func (s *Server) respondError(c *Context, err error) {
	p, challenge := s.problemFor(c, err)
	if challenge == "" && p.Status == nethttp.StatusUnauthorized {
		challenge = "Bearer"
	}
	if challenge != "" {
		c.Header("WWW-Authenticate", challenge)
	}
	if e, ok := kernel.AsError(err); ok && e.Kind == kernel.KindTooMany && e.RetryAfter > 0 {
		c.Header("Retry-After", httperr.RetryAfter(e.RetryAfter))
	}
	s.writeProblem(c, p)
}

// problemFor maps err to a problem and, for authentication errors, a challenge.
func (s *Server) problemFor(c *Context, err error) (Problem, string) {
	var se *statusError
	if errors.As(err, &se) {
		p := newProblem(c, se.status, se.code, se.detail)
		p.Errors = problemErrors(se.fields)
		return p, se.challenge
	}
	var tooBig *nethttp.MaxBytesError
	if errors.As(err, &tooBig) {
		return s.problemFor(c, tooLarge(tooBig.Limit))
	}
	e, ok := kernel.AsError(err)
	if !ok {
		e = kernel.Internal(err)
	}
	status := httperr.Status(e.Kind)
	code := e.Code
	if code == "" {
		code = e.Kind.String()
	}
	detail := e.Message
	switch e.Kind {
	case kernel.KindInternal:
		s.logCause(c, slog.LevelError, err)
		code, detail = "internal", internalDetail
	case kernel.KindUnavailable:
		s.logCause(c, slog.LevelWarn, err)
	}
	p := newProblem(c, status, code, detail)
	p.Errors = problemErrors(e.Fields)
	return p, ""
}

// logCause logs the full error behind a 5xx response.
func (s *Server) logCause(c *Context, level slog.Level, err error) {
	s.logger.Log(c.Request.Context(), level, "request failed",
		"error", err.Error(),
		"method", c.Request.Method,
		"route", c.FullPath(),
		"request_id", RequestIDFrom(c))
}

// problemErrors converts kernel field errors to the problem's errors member.
func problemErrors(fields []kernel.FieldError) []ProblemError {
	if len(fields) == 0 {
		return nil
	}
	out := make([]ProblemError, len(fields))
	for i, f := range fields {
		out[i] = ProblemError{Pointer: f.Pointer, Detail: f.Detail, Code: f.Code}
	}
	return out
}
