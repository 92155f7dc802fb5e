package web

import (
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"time"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/core/kernel"
)

// problem is the data of the plain page that says why a request failed.
type problem struct {
	Heading string
	Message string
}

func problemPage(heading, message string) problem { return problem{Heading: heading, Message: message} }

// fail answers a request whose port call failed with the page for the error's
// kind, its status from the one table of kinds to statuses (adapters/httperr).
// Messages of the core are written to be shown; the cause of an internal or
// unavailable error is logged and never shown.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := kernel.AsError(err)
	if !ok {
		e = kernel.Internal(err)
	}
	status := httperr.Status(e.Kind)
	p := problemPage("Something went wrong", "We could not answer this request. Please try again later.")
	switch e.Kind {
	case kernel.KindNotFound:
		p = problemPage("Page not found",
			"This page does not exist, or its link has expired or was already used.")
	case kernel.KindForbidden:
		p = problemPage("You cannot do this", e.Message)
	case kernel.KindInvalid, kernel.KindConflict:
		p = problemPage("This could not be done", e.Message)
	case kernel.KindUnauthenticated:
		seeOther(w, r, "/signin")
		return
	case kernel.KindTooMany:
		setRetryAfter(w, e.RetryAfter)
		p = problemPage("Too many attempts", e.Message+" "+waitSentence(e.RetryAfter))
	case kernel.KindUnavailable:
		s.log.WarnContext(r.Context(), "web: a dependency is unavailable", "path", RedactPath(r.URL.Path), "error", err)
		p = problemPage("Roadcase is unavailable", "A service Roadcase depends on is not answering. Please try again in a few minutes.")
		if e.Code == "mail_not_sent" {
			// The core's message says what was kept and what to do (an account
			// created whose mail could not be sent); the cause is never shown.
			p = problemPage("The mail could not be sent", e.Message)
		}
	default:
		s.log.LogAttrs(r.Context(), slog.LevelError, "web: internal error",
			slog.String("method", r.Method), slog.String("path", RedactPath(r.URL.Path)), slog.Any("error", err))
	}
	s.page(w, r, status, "problem", p)
}

// notFound answers with the not-found page.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.fail(w, r, kernel.NotFound("page"))
}

// setRetryAfter tells a throttled client how many whole seconds to wait.
func setRetryAfter(w http.ResponseWriter, d time.Duration) {
	if v := httperr.RetryAfter(d); v != "" {
		w.Header().Set("Retry-After", v)
	}
}

// waitSentence says how long to wait, rounded up to a whole minute or second.
func waitSentence(d time.Duration) string {
	switch {
	case d <= 0:
		return "Please try again later."
	case d < time.Minute:
		return fmt.Sprintf("Try again in %d seconds.", int(math.Ceil(d.Seconds())))
	case d < 2*time.Minute:
		return "Try again in a minute."
	default:
		return fmt.Sprintf("Try again in %d minutes.", int(math.Ceil(d.Minutes())))
	}
}
