package http

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestParseQueryNamesTheFirstParameterItCannotDecode(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		raw, pointer string
	}{
		{"project_id=0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f%", "/project_id"},
		{"limit=1&from=2026-01-0%zz&to=x%", "/from"},
		{"sta%ge=sent", "/sta%ge"},
		{"stage=sent;limit=2", "/stage"},
		{"a/b=%", "/a~1b"},
	} {
		_, err := parseQuery(c.raw)
		e, ok := kernel.AsError(err)
		if !ok || e.Kind != kernel.KindInvalid || e.Code != "invalid_query" || len(e.Fields) != 1 || e.Fields[0].Pointer != c.pointer {
			t.Errorf("%q: error = %v, want invalid_query at %s", c.raw, err, c.pointer)
		}
	}
}

func TestParseQueryReadsWhatURLParseQueryReads(t *testing.T) {
	t.Parallel()
	q, err := parseQuery("key=gross&key=tickets%5Fsold&&title=A+b%20c&empty=&bare")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(q.Values["key"], []string{"gross", "tickets_sold"}) || q.Values.Get("title") != "A b c" ||
		len(q.Values["empty"]) != 1 || len(q.Values["bare"]) != 1 {
		t.Errorf("values = %v", q.Values)
	}
	if _, err := q.singles("title", "key"); err == nil {
		t.Error("a single-valued parameter given twice was taken")
	} else if e, _ := kernel.AsError(err); len(e.Fields) != 1 || e.Fields[0].Pointer != "/key" || e.Fields[0].Code != "duplicate" {
		t.Errorf("singles error = %v, want duplicate at /key", err)
	}
}

// TestEveryHandlerReadsTheQueryThroughQueryOf keeps the adapter to one decoder:
// URL.Query drops the pairs it cannot decode.
func TestEveryHandlerReadsTheQueryThroughQueryOf(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	forbidden := regexp.MustCompile(`\.(Query|DefaultQuery|GetQuery|QueryArray|GetQueryArray|QueryMap|GetQueryMap|ShouldBindQuery|BindQuery)\(`)
	for _, f := range files {
		if filepath.Ext(f) != ".go" || regexp.MustCompile(`_test\.go$`).MatchString(f) {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m := forbidden.Find(src); m != nil {
			t.Errorf("%s reads the query with %s; use queryOf(c)", f, m)
		}
	}
}
