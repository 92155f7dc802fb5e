package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestSearchFoldsTheCaseOfASCIILettersOnly(t *testing.T) {
	for _, c := range []struct {
		search, field string
		want          bool
	}{
		{"", "anything", true},
		{"ZEB", "zebra", true},
		{"zeb", "ZEBRA", true},
		{"NGSTR", "Ångström", true},
		{"ångström", "Ångström", false},
		{"ÅNGSTRÖM", "Ångström", false},
		{"50%", "5000 Hall", false},
		{"a_b", "axb", false},
	} {
		if got := records.SearchMatches(c.search, "other", c.field); got != c.want {
			t.Errorf("SearchMatches(%q, %q) = %v, want %v", c.search, c.field, got, c.want)
		}
	}
	if got := records.FoldASCII("Zürich ÉTÉ"); got != "zürich ÉtÉ" {
		t.Errorf("FoldASCII = %q, want %q", got, "zürich ÉtÉ")
	}
}

func TestAListQueryIsCheckedBeforeAStoreRunsIt(t *testing.T) {
	q, err := records.ListQuery{Search: "  zebra "}.Checked(1)
	if err != nil || q.Limit != records.MaxList || q.Search != "zebra" {
		t.Errorf("Checked = %+v, %v; want the limit MaxList and the search trimmed", q, err)
	}
	good := kernel.NameID(kernel.Namespace, "list-check")
	for name, c := range map[string]struct {
		q    records.ListQuery
		code string
	}{
		"a negative limit":       {records.ListQuery{Limit: -1}, "invalid_limit"},
		"a limit above MaxList":  {records.ListQuery{Limit: records.MaxList + 1}, "invalid_limit"},
		"an unknown status":      {records.ListQuery{Status: "dreaming"}, "invalid_status"},
		"a cursor with two keys": {records.ListQuery{After: &kernel.Cursor{Keys: []string{"a", "b"}, ID: good}}, "invalid_cursor"},
		"a cursor without an id": {records.ListQuery{After: &kernel.Cursor{Keys: []string{"a"}, ID: "x"}}, "invalid_cursor"},
	} {
		_, err := c.q.Checked(1)
		if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindInvalid || e.Code != c.code {
			t.Errorf("%s: %v, want KindInvalid %s", name, err, c.code)
		}
	}
	_, err = records.ListQuery{After: &kernel.Cursor{Keys: []string{"May", "Tour"}, ID: good}}.CheckedProjects()
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a project cursor whose date is not one: %v, want KindInvalid", err)
	}
	_, err = records.ListQuery{After: &kernel.Cursor{Keys: []string{"", "Tour"}, ID: good}}.CheckedProjects()
	if err != nil {
		t.Errorf("an undated project's cursor: %v", err)
	}
}
