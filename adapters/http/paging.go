package http

import (
	"fmt"
	"net/url"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
)

// pageRequest reads the limit and cursor query parameters of a keyset-paged list.
// A limit that is not a whole number from 1 to 100 is KindInvalid with the pointer
// /limit (kernel.ParseLimit); absent or empty, it is 25. The cursor is passed on
// as the client sent it: the use case decodes it for its own list, and answers a
// foreign or altered one with the pointer /cursor. Either given twice is
// KindInvalid with code duplicate at its pointer.
func pageRequest(c *Context) (kernel.PageRequest, error) {
	v, err := queryOf(c).singles(kernel.LimitParam, kernel.CursorParam)
	if err != nil {
		return kernel.PageRequest{}, err
	}
	limit, err := kernel.ParseLimit(v[0])
	if err != nil {
		return kernel.PageRequest{}, err
	}
	return kernel.PageRequest{Limit: limit, Cursor: v[1]}, nil
}

// setNextLink sets `Link: <…>; rel="next"` (RFC 8288) when a page has a next
// one: the request's path and query with the cursor and limit replaced, so that
// a filter such as the tracking board's stage carries over.
func setNextLink[T any](c *Context, limit int, page kernel.Page[T]) {
	if !page.HasMore || page.NextCursor == "" {
		return
	}
	q := url.Values{}
	for name, vs := range queryOf(c).Values {
		q[name] = vs
	}
	q.Set(kernel.CursorParam, page.NextCursor)
	q.Set(kernel.LimitParam, strconv.Itoa(limit))
	next := url.URL{Path: c.Request.URL.Path, RawQuery: q.Encode()}
	c.Header("Link", fmt.Sprintf(`<%s>; rel="next"`, next.String()))
}

// nextCursor is a page's next_cursor member: null on the last page.
func nextCursor(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// mapSlice converts every item of a page's data; never nil, so that an empty page
// is written as [] rather than null.
func mapSlice[T, U any](in []T, convert func(T) U) []U {
	out := make([]U, len(in))
	for i, x := range in {
		out[i] = convert(x)
	}
	return out
}
