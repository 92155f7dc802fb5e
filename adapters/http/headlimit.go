package http

import (
	"fmt"
	nethttp "net/http"
)

// DefaultMaxHeaderBytes is the request head limit used when Config.MaxHeaderBytes
// is zero: 32 KiB, half of the public listener's http.Server.MaxHeaderBytes, so
// that a head over it reaches this adapter and is answered with a problem. Only a
// head over Go's own limit (MaxHeaderBytes plus 4 KiB of read buffer) gets Go's
// plain-text 431, before any handler runs.
const DefaultMaxHeaderBytes = 32 << 10

// limitHead refuses a request whose head (request line and header fields, counted
// as written on the wire) is larger than Config.MaxHeaderBytes, with 431 and the
// problem code headers_too_large.
func (s *Server) limitHead(c *Context) {
	if n := headSize(c.Request); n > s.cfg.MaxHeaderBytes {
		s.respondError(c, &statusError{status: nethttp.StatusRequestHeaderFieldsTooLarge, code: "headers_too_large",
			detail: fmt.Sprintf("the request's header fields take %d bytes, more than the limit of %d", n, s.cfg.MaxHeaderBytes)})
		c.Abort()
		return
	}
	c.Next()
}

// headSize counts a request's head as HTTP/1.1 writes it: the request line, a
// "Name: value" line per field value (Host included), and the blank line.
func headSize(r *nethttp.Request) int {
	n := len(r.Method) + 1 + len(r.RequestURI) + 1 + len(r.Proto) + 2
	n += len("Host: ") + len(r.Host) + 2
	for name, values := range r.Header {
		for _, v := range values {
			n += len(name) + 2 + len(v) + 2
		}
	}
	return n + 2
}
