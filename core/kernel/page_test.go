package kernel_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestParseLimit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		raw     string
		want    int
		invalid bool
	}{
		{"an absent limit is the default", "", 25, false},
		{"one is the smallest limit", "1", 1, false},
		{"a hundred is the largest limit", "100", 100, false},
		{"zero is invalid", "0", 0, true},
		{"a negative limit is invalid", "-5", 0, true},
		{"more than a hundred is invalid", "101", 0, true},
		{"a fraction is invalid", "2.5", 0, true},
		{"a word is invalid", "all", 0, true},
		{"a number with spaces is invalid", " 10", 0, true},
		{"a number too large for an int is invalid", "99999999999999999999", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := kernel.ParseLimit(tt.raw)
			if !tt.invalid {
				if err != nil || got != tt.want {
					t.Errorf("ParseLimit(%q) = %d, %v, want %d", tt.raw, got, err, tt.want)
				}
				return
			}
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindInvalid || e.Code != "invalid_limit" ||
				len(e.Fields) != 1 || e.Fields[0].Pointer != "/limit" {
				t.Fatalf("ParseLimit(%q) error = %#v, want KindInvalid invalid_limit at /limit", tt.raw, err)
			}
			if !strings.Contains(e.Fields[0].Detail, "from 1 to 100") {
				t.Errorf("detail %q does not state the range", e.Fields[0].Detail)
			}
		})
	}
}

type item struct {
	id   kernel.ID
	date string
}

func position(i item) kernel.Cursor { return kernel.Cursor{Keys: []string{i.date}, ID: i.id} }

func items(n int) []item {
	out := make([]item, n)
	for i := range out {
		out[i] = item{id: kernel.NameID(kernel.Namespace, strconv.Itoa(i)), date: "2026-11-" + strconv.Itoa(10+i)}
	}
	return out
}

func TestNewPage(t *testing.T) {
	t.Parallel()
	k := codec(t, keyA)
	tests := []struct {
		name     string
		fetched  int
		limit    int
		wantData int
		wantMore bool
	}{
		{"no items is an empty last page", 0, 3, 0, false},
		{"fewer items than the limit is the last page", 2, 3, 2, false},
		{"exactly the limit is the last page", 3, 3, 3, false},
		{"one more than the limit is a full page with more to come", 4, 3, 3, true},
		{"a limit of one pages item by item", 2, 1, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			fetched := items(tt.fetched)
			p := kernel.NewPage(fetched, tt.limit, k, "shows", position)
			if len(p.Data) != tt.wantData || p.HasMore != tt.wantMore {
				t.Fatalf("page = %d items, has_more %v; want %d, %v", len(p.Data), p.HasMore, tt.wantData, tt.wantMore)
			}
			if !tt.wantMore {
				if p.NextCursor != "" {
					t.Errorf("the last page has next cursor %q", p.NextCursor)
				}
				return
			}
			c, err := k.Decode("shows", p.NextCursor)
			last := fetched[tt.limit-1]
			if err != nil || c.ID != last.id || len(c.Keys) != 1 || c.Keys[0] != last.date {
				t.Errorf("next cursor = %+v, %v; want the position of the page's last item %+v", c, err, last)
			}
			extra := fetched[tt.limit]
			_ = append(p.Data, item{})
			if fetched[tt.limit] != extra {
				t.Error("appending to a page's data overwrote the extra item fetched")
			}
		})
	}
}
