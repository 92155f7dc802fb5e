package http

import (
	"io"
	nethttp "net/http"
)

// ResponseWriter is the response as the handlers see it: an http.ResponseWriter
// that holds the status code back until the first byte of the body (or the end of
// the chain), so that middleware can still change it, and that reports what was
// written.
type ResponseWriter interface {
	nethttp.ResponseWriter
	io.StringWriter
	// Status returns the status code written, or to be written.
	Status() int
	// Size returns the bytes of body written, -1 before the header is.
	Size() int
	// Written reports whether the header has been written.
	Written() bool
	// WriteHeaderNow writes the header with Status, unless it is written.
	WriteHeaderNow()
}

// responseWriter is the ResponseWriter over the server's.
type responseWriter struct {
	nethttp.ResponseWriter
	status int
	size   int
}

func newResponseWriter(w nethttp.ResponseWriter) *responseWriter {
	return &responseWriter{ResponseWriter: w, status: nethttp.StatusOK, size: -1}
}

// WriteHeader sets the status code to write; once the header is written it has
// no effect.
func (w *responseWriter) WriteHeader(code int) {
	if code > 0 && !w.Written() {
		w.status = code
	}
}

func (w *responseWriter) WriteHeaderNow() {
	if !w.Written() {
		w.size = 0
		w.ResponseWriter.WriteHeader(w.status)
	}
}

func (w *responseWriter) Write(b []byte) (int, error) {
	w.WriteHeaderNow()
	n, err := w.ResponseWriter.Write(b)
	w.size += n
	return n, err
}

func (w *responseWriter) WriteString(s string) (int, error) {
	w.WriteHeaderNow()
	n, err := io.WriteString(w.ResponseWriter, s)
	w.size += n
	return n, err
}

func (w *responseWriter) Status() int   { return w.status }
func (w *responseWriter) Size() int     { return w.size }
func (w *responseWriter) Written() bool { return w.size != -1 }

// Flush sends what is written so far to the client.
func (w *responseWriter) Flush() {
	w.WriteHeaderNow()
	if f, ok := w.ResponseWriter.(nethttp.Flusher); ok {
		f.Flush()
	}
}

// Unwrap returns the server's writer, for http.ResponseController.
func (w *responseWriter) Unwrap() nethttp.ResponseWriter { return w.ResponseWriter }
