package web

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The record indexes page by keyset, as the API's lists do: each page asks
// the store for one record more than it shows, and its "Next page" link carries
// the signed cursor of its last record (kernel.CursorCodec), bound to the list,
// the organization and the search, so a link edited or reused elsewhere is
// refused rather than misread.

// listPageSize is how many records a page of an index shows.
const listPageSize = kernel.DefaultLimit

// listRequest is what an index's address asks for.
type listRequest struct {
	Search, Status, Cursor string
}

func readListRequest(r *http.Request) listRequest {
	q := r.URL.Query()
	return listRequest{Search: strings.TrimSpace(q.Get("q")), Status: q.Get("status"), Cursor: q.Get(kernel.CursorParam)}
}

// Filtered reports whether the list is narrowed or paged, for the empty state:
// "no records match" rather than "create your first".
func (lr listRequest) Filtered() bool { return lr.Search != "" || lr.Status != "" || lr.Cursor != "" }

// listName names a list for its cursors: the kind, the organization and what
// narrows it.
func listName(kind string, org kernel.ID, lr listRequest) string {
	return kind + ":" + string(org) + ":" + lr.Status + ":" + lr.Search
}

// query is the store's query for the page lr asks for: limit+1 records after
// its cursor. KindInvalid (code invalid_cursor) for a cursor of another list.
func (s *Server) query(list string, lr listRequest) (records.ListQuery, error) {
	q := records.ListQuery{Search: lr.Search, Status: records.ProjectStatus(lr.Status), Limit: listPageSize + 1}
	if lr.Cursor != "" {
		c, err := s.cursors.Decode(list, lr.Cursor)
		if err != nil {
			return q, err
		}
		q.After = &c
	}
	return q, nil
}

// nextLink is the address of the page after one whose next cursor is next, ""
// on the last page.
func nextLink(path string, lr listRequest, next string) string {
	if next == "" {
		return ""
	}
	v := url.Values{}
	if lr.Search != "" {
		v.Set("q", lr.Search)
	}
	if lr.Status != "" {
		v.Set("status", lr.Status)
	}
	v.Set(kernel.CursorParam, next)
	return path + "?" + v.Encode()
}
