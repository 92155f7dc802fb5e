package http

import (
	"fmt"
	nethttp "net/http"

	"github.com/gin-gonic/gin"
)

// limitBody refuses a request whose declared Content-Length exceeds the limit up
// front, and caps every other body with http.MaxBytesReader, so a body that turns out
// too large while being read fails with *http.MaxBytesError (mapped to 413).
func (s *Server) limitBody(c *gin.Context) {
	if c.Request.ContentLength > s.cfg.MaxBodyBytes {
		s.respondError(c, tooLarge(s.cfg.MaxBodyBytes))
		return
	}
	if c.Request.Body != nil {
		c.Request.Body = nethttp.MaxBytesReader(c.Writer, c.Request.Body, s.cfg.MaxBodyBytes)
	}
	c.Next()
}

// tooLarge is the 413 error for a body above limit bytes.
func tooLarge(limit int64) error {
	return &statusError{
		status: nethttp.StatusRequestEntityTooLarge,
		code:   "body_too_large",
		detail: fmt.Sprintf("the request body is larger than the limit of %d bytes", limit),
	}
}
