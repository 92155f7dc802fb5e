package http

import (
	"net/http/httptest"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func pagingContext(target string) (*Context, *httptest.ResponseRecorder) {
	rec := httptest.NewRecorder()
	return newContext(rec, httptest.NewRequest("GET", target, nil), "", nil), rec
}

func TestAPageRequestReadsLimitAndCursor(t *testing.T) {
	t.Parallel()
	tests := []struct {
		query   string
		limit   int
		cursor  string
		invalid bool
	}{
		{"", kernel.DefaultLimit, "", false},
		{"?limit=1&cursor=abc", 1, "abc", false},
		{"?limit=100", 100, "", false},
		{"?limit=0", 0, "", true},
		{"?limit=101", 0, "", true},
		{"?limit=-1", 0, "", true},
		{"?limit=2.5", 0, "", true},
	}
	for _, tt := range tests {
		c, _ := pagingContext("/api/v1/x" + tt.query)
		req, err := pageRequest(c)
		if tt.invalid {
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindInvalid || len(e.Fields) != 1 || e.Fields[0].Pointer != "/limit" {
				t.Errorf("%s: err = %v, want invalid at /limit", tt.query, err)
			}
			continue
		}
		if err != nil || req.Limit != tt.limit || req.Cursor != tt.cursor {
			t.Errorf("%s = %+v, %v", tt.query, req, err)
		}
	}
}

func TestTheNextLinkKeepsTheOtherParameters(t *testing.T) {
	t.Parallel()
	c, rec := pagingContext("/api/v1/send-batches/b/tracking-board?stage=opened&cursor=old&limit=5")
	setNextLink(c, 5, kernel.Page[int]{Data: []int{1}, HasMore: true, NextCursor: "AQ-_x"})
	c.Writer.WriteHeaderNow()
	want := `</api/v1/send-batches/b/tracking-board?cursor=AQ-_x&limit=5&stage=opened>; rel="next"`
	if got := rec.Header().Get("Link"); got != want {
		t.Errorf("Link = %q, want %q", got, want)
	}
	c, rec = pagingContext("/api/v1/x")
	setNextLink(c, 5, kernel.Page[int]{Data: []int{1}})
	if got := rec.Header().Get("Link"); got != "" {
		t.Errorf("Link on the last page = %q", got)
	}
}
