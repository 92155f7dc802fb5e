package http

import (
	"encoding/json"
	"fmt"
	nethttp "net/http"
	"sync"
)

// Why a context of our own instead of Gin's: the API used a small part of Gin (a
// handler chain, path parameters, a JSON write), while Gin's Context links its YAML,
// TOML and HTTP/3 code into the binary whatever the program calls, because
// html/template's calls of methods by name keep every exported method of a type
// that is linked (docs/architecture.md, The API's router). Context is that small
// part over net/http.

// HandlerFunc serves a request, or one step of it in a chain of middleware.
type HandlerFunc func(*Context)

// abortIndex is past the end of any handler chain: Abort sets it.
const abortIndex = 1 << 30

// Context is one request as it passes through its chain of handlers: the
// middleware every request goes through, then the route's own.
type Context struct {
	// Request is the request; middleware may replace it (a new context, a
	// limited body).
	Request *nethttp.Request
	// Writer is the response; middleware may wrap it.
	Writer ResponseWriter

	handlers []HandlerFunc
	index    int
	route    string // the pattern the request matched, "" for none

	mu   sync.RWMutex
	keys map[any]any
}

// newContext returns a Context for w and r that runs handlers in order.
func newContext(w nethttp.ResponseWriter, r *nethttp.Request, route string, handlers []HandlerFunc) *Context {
	return &Context{Request: r, Writer: newResponseWriter(w), handlers: handlers, index: -1, route: route}
}

// Next runs the rest of the chain; middleware calls it to wrap what follows.
func (c *Context) Next() {
	c.index++
	for c.index < len(c.handlers) {
		c.handlers[c.index](c)
		c.index++
	}
}

// Abort keeps the handlers after the current one from running; the current one
// goes on to its end.
func (c *Context) Abort() { c.index = abortIndex }

// FullPath returns the route pattern the request matched (e.g.
// /api/v1/documents/{type}), or "" when no route did.
func (c *Context) FullPath() string { return c.route }

// Param returns the value of the path parameter name, or "".
func (c *Context) Param(name string) string { return c.Request.PathValue(name) }

// Set stores value under key for the rest of the request.
func (c *Context) Set(key, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.keys == nil {
		c.keys = make(map[any]any)
	}
	c.keys[key] = value
}

// Get returns the value stored under key and whether there is one.
func (c *Context) Get(key any) (any, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.keys[key]
	return v, ok
}

// GetBool returns the bool stored under key, false when there is none.
func (c *Context) GetBool(key any) bool {
	v, _ := c.Get(key)
	b, _ := v.(bool)
	return b
}

// GetHeader returns the request header key.
func (c *Context) GetHeader(key string) string { return c.Request.Header.Get(key) }

// Header sets the response header key, or deletes it when value is empty.
func (c *Context) Header(key, value string) {
	if value == "" {
		c.Writer.Header().Del(key)
		return
	}
	c.Writer.Header().Set(key, value)
}

// Status sets the response's status code, written with the first byte of the body
// or when the chain ends.
func (c *Context) Status(code int) { c.Writer.WriteHeader(code) }

// JSON writes v as JSON with status code, as application/json unless a
// Content-Type is set already. A value that cannot be encoded is a programming
// error: it panics, and the recovery middleware answers 500.
func (c *Context) JSON(code int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("http: encode a %T as JSON: %v", v, err))
	}
	c.Data(code, "application/json; charset=utf-8", body)
}

// Data writes body with status code, as contentType unless a Content-Type is set
// already; a status that allows no body (1xx, 204, 304) writes none.
func (c *Context) Data(code int, contentType string, body []byte) {
	c.Status(code)
	if h := c.Writer.Header(); h.Get("Content-Type") == "" {
		h.Set("Content-Type", contentType)
	}
	if !bodyAllowed(code) {
		c.Writer.WriteHeaderNow()
		return
	}
	if _, err := c.Writer.Write(body); err != nil {
		c.Abort() // the client is gone; nothing else can reach it
	}
}

// bodyAllowed reports whether a response with status code may have a body.
func bodyAllowed(code int) bool {
	return code >= 200 && code != nethttp.StatusNoContent && code != nethttp.StatusNotModified
}
