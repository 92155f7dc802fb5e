package kernel

import (
	"fmt"
	"strconv"
)

// The bounds of a page's size.
const (
	LimitParam   = "limit" // the query parameter; errors point at "/limit"
	DefaultLimit = 25
	MaxLimit     = 100
)

// ParseLimit reads the limit query parameter: DefaultLimit when raw is empty (the
// parameter is absent), otherwise a whole number from 1 to MaxLimit. KindInvalid with
// code "invalid_limit" and pointer /limit otherwise; the detail says the range.
func ParseLimit(raw string) (int, error) {
	if raw == "" {
		return DefaultLimit, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 || n > MaxLimit {
		return 0, InvalidField("/"+LimitParam, "invalid_limit", fmt.Sprintf(
			"limit must be a whole number from 1 to %d (default %d), not %q", MaxLimit, DefaultLimit, raw)).
			WithCode("invalid_limit")
	}
	return n, nil
}

// Page is one page of a keyset-paged list, as every list endpoint returns it:
// {data, has_more, next_cursor}. NextCursor is empty on the last page.
type Page[T any] struct {
	Data       []T
	HasMore    bool
	NextCursor string
}

// NewPage makes a page from items, the result of asking the store for limit+1 items
// after the request's cursor: the extra item, if it came, only proves that there is
// more and is dropped. NextCursor is then the encoded position (position returns it)
// of the page's last item, for list. Fetching one extra item saves a count query and
// never promises a next page that turns out empty. limit must be at least 1, as
// ParseLimit guarantees.
func NewPage[T any](items []T, limit int, codec CursorCodec, list string, position func(T) Cursor) Page[T] {
	if len(items) <= limit {
		return Page[T]{Data: items}
	}
	data := items[:limit:limit]
	return Page[T]{Data: data, HasMore: true, NextCursor: codec.Encode(list, position(data[limit-1]))}
}

// PageRequest is what a caller asks of a keyset-paged list: how many items
// (ParseLimit's result) and the cursor of the previous page's end, empty for the
// first page.
type PageRequest struct {
	Limit  int
	Cursor string
}
