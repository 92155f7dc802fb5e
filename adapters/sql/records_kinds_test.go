package sql

import (
	"reflect"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// tableOfRows returns the table the Bun row model of a recordRows field names
// (`bun:"table:…"` on its BaseModel).
func tableOfRows(rows any) string {
	t := reflect.TypeOf(rows).Elem().Elem()
	f, _ := t.FieldByName("BaseModel")
	name, _ := strings.CutPrefix(f.Tag.Get("bun"), "table:")
	name, _, _ = strings.Cut(name, ",")
	return name
}

// TestEveryKindHasItsTableInEveryList holds the SQL store's lists of kinds and
// tables to records.Kinds (docs/architecture.md, "Adding a record kind"):
// the contract suite only notices a list that misses a kind when its own
// fixtures and expectations were given records of that kind, and FindRef's
// branches, the scope tables and the project scope are easy to miss.
func TestEveryKindHasItsTableInEveryList(t *testing.T) {
	tables := recordTables()
	loaded := map[string]bool{}
	for _, l := range recordTablesInOrder {
		loaded[tableOfRows(l.rows(&recordRows{}))] = true
	}
	if len(refQueries) != len(records.Kinds) {
		t.Errorf("FindRef has %d branches (refQueries) for %d kinds", len(refQueries), len(records.Kinds))
	}
	for i, k := range records.Kinds {
		table, ok := tables[k]
		switch {
		case !ok:
			t.Errorf("%s has no table in recordTables", k)
			continue
		case !loaded[table]:
			t.Errorf("%s: table %s is not loaded (recordTablesInOrder)", k, table)
		case i < len(refQueries) && (refQueries[i].kind != k || !strings.Contains(refQueries[i].query, "FROM "+table+" ")):
			t.Errorf("FindRef's branch %d is %s, want %s from %s, in the order of records.Kinds", i, refQueries[i].kind, k, table)
		}
		if k == records.KindProject || k == records.KindPerson {
			continue // a scope loads its project whatever the kinds, and people through references
		}
		if tableKinds[table] != k {
			t.Errorf("%s: table %s is not in tableKinds, so a load that leaves the kind out reads it", k, table)
		}
		if projectScope[table] == nil {
			t.Errorf("%s: table %s is not in projectScope, so a project's load leaves its records out", k, table)
		}
	}
}
