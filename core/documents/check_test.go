package documents_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/records"
)

func TestCheckAcceptsTheFixture(t *testing.T) {
	t.Parallel()
	if err := doctest.FixtureType().Check(); err != nil {
		t.Fatal(err)
	}
}

func TestCheckNamesEachProblem(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		change func(*documents.Type)
		want   string
	}{
		{"a key with capitals", func(d *documents.Type) { d.Key = "Day-Sheet" }, "not kebab case"},
		{"a key with a double hyphen", func(d *documents.Type) { d.Key = "day--sheet" }, "not kebab case"},
		{"a key ending in a hyphen", func(d *documents.Type) { d.Key = "day-" }, "not kebab case"},
		{"an empty title", func(d *documents.Type) { d.Title = "" }, "title is empty"},
		{"an empty description", func(d *documents.Type) { d.Description = "" }, "description is empty"},
		{"an unknown category", func(d *documents.Type) { d.Category = "finance" }, `category "finance"`},
		{"a venue record kind", func(d *documents.Type) { d.RecordKinds = []records.Kind{records.KindVenue} }, "not a project-scoped"},
		{"a person record kind", func(d *documents.Type) { d.RecordKinds = []records.Kind{records.KindPerson} }, "not a project-scoped"},
		{"a kind listed twice", func(d *documents.Type) {
			d.RecordKinds = []records.Kind{records.KindShow, records.KindShow}
		}, "twice"},
		{"a draft-07 schema", func(d *documents.Type) {
			d.Schema = replace(d.Schema, "draft/2020-12/schema", "draft-07/schema#")
		}, "$schema"},
		{"a schema $id for another key", func(d *documents.Type) {
			d.Schema = replace(d.Schema, "fixture-sheet.json", "other.json")
		}, "$id"},
		{"a schema that is an array", func(d *documents.Type) { d.Schema = json.RawMessage(`[]`) }, "not a JSON object"},
		{"a sample that is a string", func(d *documents.Type) { d.Sample = json.RawMessage(`"x"`) }, "sample is not a JSON object"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d := doctest.FixtureType()
			c.change(&d)
			err := d.Check()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Check() = %v, want an error containing %q", err, c.want)
			}
		})
	}
}

func replace(raw json.RawMessage, old, new string) json.RawMessage {
	return json.RawMessage(strings.Replace(string(raw), old, new, 1))
}

func TestParseType(t *testing.T) {
	t.Parallel()
	file := func(key string, extra string) []byte {
		return []byte(`{"key":"` + key + `","title":"Fixture sheet","description":"A test.",` +
			`"category":"day-and-tour","record_kinds":["show"],"schema":` + doctest.FixtureSchema +
			`,"sample":` + doctest.FixtureSample + extra + `}`)
	}
	cases := []struct {
		name    string
		file    string
		data    []byte
		wantErr string
	}{
		{"a well-formed file parses", "fixture-sheet.json", file("fixture-sheet", ""), ""},
		{"a key that differs from the file name fails", "day-sheet.json", file("fixture-sheet", ""), "does not match the file name"},
		{"an unknown attribute fails", "fixture-sheet.json", file("fixture-sheet", `,"merge_fields":[]`), "unknown field"},
		{"trailing data fails", "fixture-sheet.json", append(file("fixture-sheet", ""), []byte(`{}`)...), "after the top-level object"},
		{"a broken file fails", "fixture-sheet.json", []byte(`{"key":`), "unexpected EOF"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := documents.ParseType(c.file, c.data)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("ParseType error = %v, want one containing %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := doctest.FixtureType().MergeFields; strings.Join(got.MergeFields, ",") != strings.Join(want, ",") {
				t.Fatalf("merge fields %q, want %q", got.MergeFields, want)
			}
		})
	}
}
