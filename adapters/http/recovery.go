package http

import (
	"fmt"
	nethttp "net/http"
	"runtime/debug"
)

// recovery turns a panic in a later handler into a 500 problem response and logs the
// panic with its stack. http.ErrAbortHandler keeps its meaning: it is re-raised.
func (s *Server) recovery(c *Context) {
	defer func() {
		rec := recover()
		if rec == nil {
			return
		}
		if rec == nethttp.ErrAbortHandler {
			panic(rec)
		}
		s.logger.ErrorContext(c.Request.Context(), "panic serving request",
			"panic", fmt.Sprint(rec),
			"stack", string(debug.Stack()),
			"method", c.Request.Method,
			"route", c.FullPath(),
			"request_id", RequestIDFrom(c))
		if !c.Writer.Written() {
			s.writeProblem(c, newProblem(c, nethttp.StatusInternalServerError, "internal", internalDetail))
		}
		c.Abort()
	}()
	c.Next()
}
