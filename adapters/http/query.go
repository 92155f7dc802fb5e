package http

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// queryKey is the Context key of the request's decoded query string.
const queryKey = "roadcase.query"

// decodeQuery is the middleware in front of every route's handler that decodes
// the query string once, strictly (parseQuery), and answers a query it cannot
// decode with a 422 problem naming the parameter, instead of the handler seeing
// the request without it (Go's URL.Query drops a pair it cannot decode, which
// would silently widen an answer: a project_id lost is the whole organization).
// Handlers read the decoded values with queryOf, never with
// URL.Query.
func (s *Server) decodeQuery(c *Context) {
	q, err := parseQuery(c.Request.URL.RawQuery)
	if err != nil {
		s.respondError(c, err)
		c.Abort()
		return
	}
	c.Set(queryKey, q)
	c.Next()
}

// queryOf returns the query string decodeQuery decoded. Without the middleware
// (a handler tested alone), it decodes it here, dropping nothing it can read.
func queryOf(c *Context) query {
	if q, ok := c.Get(queryKey); ok {
		return q.(query)
	}
	q, _ := parseQuery(c.Request.URL.RawQuery)
	return q
}

// query is a decoded query string: every value of every parameter, in order.
type query struct{ url.Values }

// one returns the single value of a parameter that is taken once ("" when it is
// absent), and a mistake at /name (code duplicate) when it is given more than
// once: the API never picks one of two values silently.
func (q query) one(name string) (string, *kernel.FieldError) {
	vs := q.Values[name]
	switch len(vs) {
	case 0:
		return "", nil
	case 1:
		return vs[0], nil
	}
	return vs[0], &kernel.FieldError{Pointer: "/" + escapePointer(name), Code: "duplicate",
		Detail: fmt.Sprintf("%s is given %d times; give it once", name, len(vs))}
}

// singles returns the single value of each named parameter, in order ("" for
// an absent one), or KindInvalid with a duplicate mistake for every one given
// more than once.
func (q query) singles(names ...string) ([]string, error) {
	values := make([]string, len(names))
	var mistakes []kernel.FieldError
	for i, name := range names {
		v, dup := q.one(name)
		if dup != nil {
			mistakes = append(mistakes, *dup)
		}
		values[i] = v
	}
	if len(mistakes) > 0 {
		return nil, kernel.Invalid("the query has parameters given more than once", mistakes...)
	}
	return values, nil
}

// parseQuery decodes a raw query string as url.ParseQuery does (pairs split on
// &, keys and values percent-decoded, + read as a space), but stops at the first
// pair it cannot decode, or that holds a semicolon (which Go no longer reads as a
// separator), with KindInvalid naming the parameter (code invalid_query, pointer
// /name, or the raw key when the key itself is undecodable).
func parseQuery(raw string) (query, error) {
	q := query{url.Values{}}
	for raw != "" {
		var pair string
		pair, raw, _ = strings.Cut(raw, "&")
		if pair == "" {
			continue
		}
		rawKey, rawValue, _ := strings.Cut(pair, "=")
		key, err := url.QueryUnescape(rawKey)
		if err != nil {
			key = rawKey
		}
		if err == nil && strings.Contains(pair, ";") {
			err = fmt.Errorf("a semicolon is not a separator")
		}
		value, verr := url.QueryUnescape(rawValue)
		if err == nil {
			err = verr
		}
		if err != nil {
			return query{}, kernel.InvalidField("/"+escapePointer(key), "invalid_query",
				fmt.Sprintf("the query parameter %s cannot be decoded (%s): percent-encode it (RFC 3986)", key, reason(err))).
				WithCode("invalid_query")
		}
		q.Values[key] = append(q.Values[key], value)
	}
	return q, nil
}

// reason is the part of a decoding error worth showing a client.
func reason(err error) string {
	if e, ok := err.(url.EscapeError); ok {
		return fmt.Sprintf("invalid escape %q", string(e))
	}
	return err.Error()
}
