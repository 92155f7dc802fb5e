package exchange_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// fixture returns the export of the second demo organization as a generic JSON tree
// that a test can break.
func fixture(t *testing.T) map[string]any {
	t.Helper()
	return fixtureOf(t, 1)
}

// fixtureOf returns the export of the i-th demo organization as a generic JSON tree.
func fixtureOf(t *testing.T, i int) map[string]any {
	t.Helper()
	o := demo.Organizations()[i]
	var tree map[string]any
	if err := json.Unmarshal(exchange.Export(block(o), o.Data).MarshalIndent(), &tree); err != nil {
		t.Fatal(err)
	}
	return tree
}

// record returns the i-th record of an array of tree.
func record(tree map[string]any, array string, i int) map[string]any {
	return tree[array].([]any)[i].(map[string]any)
}

func encode(t *testing.T, tree map[string]any) []byte {
	t.Helper()
	data, err := json.MarshalIndent(tree, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// load decodes data and, when that succeeds, maps it into an organization.
func load(data []byte) error {
	doc, err := exchange.Decode(bytes.NewReader(data))
	if err != nil {
		return err
	}
	_, err = doc.ToDataset(kernel.NameID(kernel.Namespace, "test/errors"))
	return err
}

func TestBrokenDocumentsAreRejectedWithAPointedMessage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		data    func(t *testing.T) []byte
		pointer string // "" for problems of the JSON text itself
		message string
	}{
		{"a truncated file names the line, column and byte where it ends", func(t *testing.T) []byte {
			data := encode(t, fixture(t))
			return data[:len(data)/2]
		}, "", "unexpected end of input (is the file truncated?) at line "},
		{"invalid JSON names the byte offset", func(t *testing.T) []byte {
			return []byte("{\n  \"format\": \"roadcase.export/v1\",\n  \"venues\": [}\n")
		}, "", "invalid character '}' looking for beginning of value at line 3, column 14 (byte offset 49)"},
		{"an empty file is rejected", func(t *testing.T) []byte { return nil }, "", "the document is empty"},
		{"data after the document is rejected", func(t *testing.T) []byte {
			return append(encode(t, fixture(t)), []byte("\n{}")...)
		}, "", "unexpected data after the document"},
		{"an unknown top-level field is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["exported_at"] = "2026-11-22T10:00:00Z"
			return encode(t, tree)
		}, "/exported_at", "document: exported_at is not a field of this format"},
		{"an unknown field of a nested item names the record", func(t *testing.T) []byte {
			tree := fixture(t)
			tier := record(tree, "shows", 1)["tiers"].([]any)[0].(map[string]any)
			tier["pricee"] = 100
			return encode(t, tree)
		}, "/shows/1/tiers/0/pricee", "shows[1] (show-2): tiers[0].pricee is not a field of this format"},
		{"a field name differing only in case is unknown", func(t *testing.T) []byte {
			tree := fixture(t)
			v := record(tree, "venues", 0)
			v["Name"] = v["name"]
			delete(v, "name")
			return encode(t, tree)
		}, "/venues/0/Name", "venues[0] (venue-1): Name is not a field of this format"},
		{"a value of the wrong type names the field", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 0)["tiers"].([]any)[1].(map[string]any)["price"] = "32.00"
			return encode(t, tree)
		}, "/shows/0/tiers/1/price", "shows[0] (show-1): tiers[1].price must be an integer, not a string"},
		{"a fractional amount is not minor units", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "expenses", 0)["amount"] = 12.5
			return encode(t, tree)
		}, "/expenses/0/amount", "expenses[0] (expense-1): amount must be an integer, not 12.5"},
		{"a duplicate key names both records", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "people", 2)["id"] = "person-1"
			return encode(t, tree)
		}, "/people/2/id", `people[2] (person-1): id "person-1" is also the id of people[0]`},
		{"a dangling reference names the record and the key", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 1)["venue_id"] = "venue-9"
			return encode(t, tree)
		}, "/shows/1/venue_id", `shows[1] (show-2): venue_id "venue-9" does not exist in venues`},
		{"a dangling reference in a list names its position", func(t *testing.T) []byte {
			tree := fixture(t)
			room := record(tree, "accommodations", 0)["rooms"].([]any)[0].(map[string]any)
			room["occupant_ids"] = []any{"person-77"}
			return encode(t, tree)
		}, "/accommodations/0/rooms/0/occupant_ids/0", `accommodations[0] (accommodation-1): rooms[0].occupant_ids[0] "person-77" does not exist in people`},
		{"a missing reference is required", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "shows", 0), "project_id")
			return encode(t, tree)
		}, "/shows/0/project_id", "shows[0] (show-1): project_id is required"},
		{"a missing key is required", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "budget_lines", 1), "id")
			return encode(t, tree)
		}, "/budget_lines/1/id", "budget_lines[1]: id is required"},
		{"a missing creation time is required", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "guest_list", 0), "created_at")
			return encode(t, tree)
		}, "/guest_list/0/created_at", "guest_list[0] (guest-1): created_at is required"},
		{"an impossible date is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 0)["date"] = "2026-02-30"
			return encode(t, tree)
		}, "/shows/0/date", `shows[0] (show-1): date "2026-02-30" must be a date in the form YYYY-MM-DD`},
		{"an instant without a zone is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "schedule", 0)["starts_at"] = "2026-08-01 11:00"
			return encode(t, tree)
		}, "/schedule/0/starts_at", `schedule[0] (schedule-1): starts_at "2026-08-01 11:00" must be an RFC 3339 instant`},
		{"another format version is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["format"] = "roadcase.export/v3"
			return encode(t, tree)
		}, "/format", `document: format "roadcase.export/v3" is not supported: this version reads "roadcase.export/v2" and "roadcase.export/v1"`},
		{"an invalid organization block is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["organization"].(map[string]any)["currency"] = "EURO"
			return encode(t, tree)
		}, "/organization/currency", "organization: currency must be a supported ISO 4217 code"},
		{"a record rule broken inside a show names the show and the tier", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 0)["tiers"].([]any)[0].(map[string]any)["sold"] = 100000
			return encode(t, tree)
		}, "/shows/0/tiers/0/sold", "shows[0] (show-1): sold + comps + kills must not exceed allotment (at tiers[0].sold)"},
		{"a basis-point field keeps its document name", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 1)["deal"].(map[string]any)["artist_percent_bp"] = 12000
			return encode(t, tree)
		}, "/shows/1/deal/artist_percent_bp", "shows[1] (show-2): artist_percent_bp must be between 0 and 10000 basis points (at deal.artist_percent_bp)"},
		{"an unknown enum value is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "projects", 0)["kind"] = "circus"
			return encode(t, tree)
		}, "/projects/0/kind", `projects[0] (project-1): kind has no value "circus"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := load(tt.data(t))
			if !kernel.IsKind(err, kernel.KindInvalid) {
				t.Fatalf("got %v (kind %s), want an invalid error", err, kernel.KindOf(err))
			}
			if !strings.Contains(err.Error(), tt.message) {
				t.Fatalf("message %q does not contain %q", err.Error(), tt.message)
			}
			e, _ := kernel.AsError(err)
			if len(e.Fields) == 0 {
				t.Fatal("no field errors")
			}
			if got := e.Fields[0].Pointer; got != tt.pointer {
				t.Fatalf("pointer %q, want %q (all: %+v)", got, tt.pointer, e.Fields)
			}
		})
	}
}

func TestEveryProblemIsReportedNotOnlyTheFirst(t *testing.T) {
	t.Parallel()
	tree := fixture(t)
	record(tree, "shows", 0)["venue_id"] = "venue-8"
	record(tree, "shows", 1)["venue_id"] = "venue-9"
	delete(record(tree, "expenses", 2), "project_id")
	err := load(encode(t, tree))
	e, ok := kernel.AsError(err)
	if !ok || len(e.Fields) != 3 {
		t.Fatalf("got %v, want three problems", err)
	}
	if !strings.HasPrefix(e.Message, "invalid import document: 3 problems\n") {
		t.Fatalf("message %q", e.Message)
	}
}

func TestToDatasetRejectsAnInvalidTargetOrganization(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[1]
	_, err := exchange.Export(block(o), o.Data).ToDataset("not-a-uuid")
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("got %v, want an invalid error", err)
	}
}
