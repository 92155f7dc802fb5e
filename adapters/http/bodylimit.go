package http

import (
	"fmt"
	nethttp "net/http"
)

// DefaultMaxRenderBodyBytes is the body limit of the render route when
// Config.MaxRenderBodyBytes is zero: 64 MiB. Every document type's schema bounds
// the size of its data, and the largest bound, a tour book at about 62 MiB of
// compact JSON with every character escaped, fits under it (a test holds every
// type to it), so a body that satisfies the schema is never refused as too
// large. Every other route keeps Config.MaxBodyBytes.
const DefaultMaxRenderBodyBytes int64 = 64 << 20

// renderPath is the route whose body limit is Config.MaxRenderBodyBytes.
const renderPath = "/api/v1/documents/{type}/render"

// limitBody refuses a request whose declared Content-Length exceeds the route's
// limit (see bodyLimit) up front, and caps every other body with
// http.MaxBytesReader, so a body that turns out too large while being read fails
// with *http.MaxBytesError (mapped to 413).
//
// A render body above MaxBodyBytes, or of undeclared length, waits for the
// others of its kind: decoding, validating and rendering one takes several times
// its size in memory (some 380 MB for a 62 MiB tour book), so they are served
// one at a time, while every smaller request goes straight through.
func (s *Server) limitBody(c *Context) {
	limit := s.bodyLimit(c)
	if c.Request.ContentLength > limit {
		s.respondError(c, tooLarge(limit))
		return
	}
	if limit > s.cfg.MaxBodyBytes && (c.Request.ContentLength > s.cfg.MaxBodyBytes || c.Request.ContentLength < 0) {
		select {
		case s.large <- struct{}{}:
			defer func() { <-s.large }()
		case <-c.Request.Context().Done():
			c.Abort() // the client left, or the server is shutting down
			return
		}
	}
	if c.Request.Body != nil {
		c.Request.Body = nethttp.MaxBytesReader(c.Writer, c.Request.Body, limit)
	}
	c.Next()
}

// bodyLimit is the body limit of the route c matched: MaxRenderBodyBytes for
// rendering a document, MaxBodyBytes for everything else.
func (s *Server) bodyLimit(c *Context) int64 {
	if c.Request.Method == nethttp.MethodPost && c.FullPath() == renderPath {
		return s.cfg.MaxRenderBodyBytes
	}
	return s.cfg.MaxBodyBytes
}

// tooLarge is the 413 error for a body above limit bytes.
func tooLarge(limit int64) error {
	return &statusError{
		status: nethttp.StatusRequestEntityTooLarge,
		code:   "body_too_large",
		detail: fmt.Sprintf("the request body is larger than the limit of %d bytes", limit),
	}
}
