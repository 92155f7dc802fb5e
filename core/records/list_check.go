package records

import (
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Checked returns q ready for a store that sorts by keys sort keys before the id:
// the search trimmed of surrounding spaces, a Limit of 0 made MaxList. KindInvalid
// with code "invalid_limit" (pointer /limit) for a Limit below 0 or above MaxList,
// "invalid_status" (/status) for a status that is not one, and "invalid_cursor"
// (/cursor) for a cursor without exactly keys sort keys or a canonical id. Every
// store checks its query with Checked, so that all give the same answers.
func (q ListQuery) Checked(keys int) (ListQuery, error) {
	if q.Limit < 0 || q.Limit > MaxList {
		return q, kernel.InvalidField("/"+kernel.LimitParam, "invalid_limit",
			fmt.Sprintf("a list's limit must be from 1 to %d (0 for %d), not %d", MaxList, MaxList, q.Limit)).
			WithCode("invalid_limit")
	}
	if q.Limit == 0 {
		q.Limit = MaxList
	}
	if q.Status != "" && !q.Status.Valid() {
		return q, kernel.InvalidField("/status", "invalid_status",
			fmt.Sprintf("%q is not a project status", q.Status)).WithCode("invalid_status")
	}
	if c := q.After; c != nil {
		id, err := kernel.ParseID(string(c.ID))
		if err != nil || id != c.ID || len(c.Keys) != keys {
			return q, invalidListCursor()
		}
	}
	q.Search = strings.TrimSpace(q.Search)
	return q, nil
}

// FoldASCII returns s with the ASCII letters A to Z made lower case and every
// other byte as it was: the case a list's search ignores. Letters beyond ASCII
// (Å, É, Ж) keep their case, because that is what every backend can compare
// without a Unicode case table at the database: SQLite's LIKE and lower() fold
// ASCII only, and PostgreSQL's lower() does the same in the "C" collation.
func FoldASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// SearchMatches reports whether search (already Checked) is blank or appears in
// one of fields, ASCII letters compared without case (see FoldASCII) and every
// other character, the wildcards of SQL included, taken literally.
func SearchMatches(search string, fields ...string) bool {
	if search == "" {
		return true
	}
	needle := FoldASCII(search)
	for _, f := range fields {
		if strings.Contains(FoldASCII(f), needle) {
			return true
		}
	}
	return false
}

// CheckedProjects is Checked for the projects list, whose cursor's first key is
// a start date (YYYY-MM-DD) or empty for an undated project.
func (q ListQuery) CheckedProjects() (ListQuery, error) {
	q, err := q.Checked(2)
	if err == nil && q.After != nil && q.After.Keys[0] != "" && !kernel.Date(q.After.Keys[0]).Valid() {
		return q, invalidListCursor()
	}
	return q, err
}

// invalidListCursor is the error of a cursor the list did not make, worded as
// the cursor codec words it.
func invalidListCursor() error {
	return kernel.InvalidField("/"+kernel.CursorParam, "invalid_cursor",
		"the cursor is not valid for this list: start again from the first page").WithCode("invalid_cursor")
}
