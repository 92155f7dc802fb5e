package http

import (
	"github.com/roadcase/roadcase/core/kernel"
)

// HeaderRequestID carries the request id, in requests (optional) and in every response.
const HeaderRequestID = "X-Request-Id"

// maxRequestIDLen bounds an incoming request id; a longer one is replaced.
const maxRequestIDLen = 128

type requestIDKey struct{}

// requestID accepts a sane incoming X-Request-Id or generates one, echoes it in the
// response and keeps it for logs and problem bodies.
func (s *Server) requestID(c *Context) {
	id := c.GetHeader(HeaderRequestID)
	if !saneRequestID(id) {
		id = kernel.NewID().String()
	}
	c.Set(requestIDKey{}, id)
	c.Header(HeaderRequestID, id)
	c.Next()
}

// RequestIDFrom returns the id of the request being served.
func RequestIDFrom(c *Context) string {
	id, _ := c.Get(requestIDKey{})
	s, _ := id.(string)
	return s
}

// saneRequestID accepts 1 to 128 characters from a conservative alphabet, so an id
// can be logged and echoed without escaping or header injection.
func saneRequestID(id string) bool {
	if id == "" || len(id) > maxRequestIDLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		ch := id[i]
		switch {
		case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z', ch >= '0' && ch <= '9':
		case ch == '-', ch == '_', ch == '.', ch == ':':
		default:
			return false
		}
	}
	return true
}
