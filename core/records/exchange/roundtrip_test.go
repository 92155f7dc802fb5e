package exchange_test

import (
	"bytes"
	"slices"
	"strconv"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// block returns the organization block of a demo organization.
func block(o demo.Org) exchange.Organization {
	return exchange.Organization{Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone}
}

// importInto decodes data and maps it into org, failing the test on any error.
func importInto(t *testing.T, data []byte, org kernel.ID) records.Dataset {
	t.Helper()
	doc, err := exchange.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	d, err := doc.ToDataset(org)
	if err != nil {
		t.Fatalf("ToDataset: %v", err)
	}
	return d
}

func TestExportImportExportGivesTheSameDocument(t *testing.T) {
	t.Parallel()
	orgs := demo.Organizations()
	scaled := orgs[0]
	scaled.Data = demo.Scaled(orgs[0], 2)
	for _, o := range append(orgs, scaled) {
		t.Run(o.Slug, func(t *testing.T) {
			t.Parallel()
			first := exchange.Export(block(o), o.Data).MarshalIndent()
			target := kernel.NameID(kernel.Namespace, "test/target/"+o.Slug)
			imported := importInto(t, first, target)
			second := exchange.Export(block(o), imported).MarshalIndent()
			if !bytes.Equal(first, second) {
				t.Fatalf("the second export differs from the first:\n%s", firstDifference(first, second))
			}
			imported.Sort()
			if third := exchange.Export(block(o), imported).MarshalIndent(); !bytes.Equal(first, third) {
				t.Fatalf("an export of the records in store order differs:\n%s", firstDifference(first, third))
			}
		})
	}
}

func TestImportGivesNewIdsOwnedByTheTarget(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	data := exchange.Export(block(o), o.Data).MarshalIndent()
	target := kernel.NameID(kernel.Namespace, "test/target")
	d := importInto(t, data, target)
	old := map[kernel.ID]bool{}
	for _, ids := range o.Data.IDs() {
		for _, id := range ids {
			old[id] = true
		}
	}
	for kind, ids := range d.IDs() {
		if len(ids) != len(o.Data.IDs()[kind]) {
			t.Errorf("%s: imported %d records, exported %d", kind, len(ids), len(o.Data.IDs()[kind]))
		}
		for _, id := range ids {
			if old[id] {
				t.Fatalf("%s %s kept its exported id", kind, id)
			}
		}
	}
	for _, p := range d.Projects {
		if p.OrgID != target {
			t.Fatalf("project %s belongs to %s, not the target %s", p.Name, p.OrgID, target)
		}
	}
}

func TestImportIdsAreDeterministicPerDocumentAndOrganization(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[1]
	data := exchange.Export(block(o), o.Data).MarshalIndent()
	a, b := kernel.NameID(kernel.Namespace, "test/a"), kernel.NameID(kernel.Namespace, "test/b")
	twice := importInto(t, data, a)
	other := importInto(t, data, b)
	changed := bytes.Replace(data, []byte(`"Harbourside Jazz Weekend 2026"`), []byte(`"Harbourside Jazz Weekend 2027"`), 1)
	edited := importInto(t, changed, a)
	first := importInto(t, data, a).Projects[0].ID
	tests := []struct {
		name string
		id   kernel.ID
		same bool
	}{
		{"the same document into the same organization gives the same ids (a second import conflicts)", twice.Projects[0].ID, true},
		{"the same document into another organization gives other ids", other.Projects[0].ID, false},
		{"another document with the same keys gives other ids", edited.Projects[0].ID, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if (tt.id == first) != tt.same {
				t.Fatalf("id %s, first import %s, want same=%v", tt.id, first, tt.same)
			}
		})
	}
}

func TestExportDoesNotDependOnTheOrderOfTheDataset(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	want := exchange.Export(block(o), o.Data).MarshalIndent()
	d := o.Data
	reversed := records.Dataset{Profile: d.Profile, Venues: rev(d.Venues), People: rev(d.People), Projects: rev(d.Projects),
		Shows: rev(d.Shows), CrewAssignments: rev(d.CrewAssignments), Timesheets: rev(d.Timesheets),
		Schedule: rev(d.Schedule), Travel: rev(d.Travel), Accommodations: rev(d.Accommodations),
		GuestList: rev(d.GuestList), BudgetLines: rev(d.BudgetLines), Expenses: rev(d.Expenses),
		Income: rev(d.Income), Invoices: rev(d.Invoices), Settlements: rev(d.Settlements)}
	if got := exchange.Export(block(o), reversed).MarshalIndent(); !bytes.Equal(want, got) {
		t.Fatalf("reversing every slice changed the export:\n%s", firstDifference(want, got))
	}
}

func TestExportWritesKeysInContentOrder(t *testing.T) {
	t.Parallel()
	o := demo.Organizations()[0]
	doc := exchange.Export(block(o), o.Data)
	if doc.Format != exchange.FormatVersion {
		t.Fatalf("format %q", doc.Format)
	}
	for i, s := range doc.Shows {
		if want := "show-" + itoa(i+1); s.ID != want {
			t.Fatalf("shows[%d] has key %q, want %q", i, s.ID, want)
		}
		if i > 0 && *doc.Shows[i-1].Date > *s.Date {
			t.Fatalf("shows[%d] (%s) comes after a later date", i, *s.Date)
		}
	}
	if !bytes.HasSuffix(doc.MarshalIndent(), []byte("}\n")) || !bytes.HasPrefix(doc.MarshalIndent(), []byte("{\n  \"format\"")) {
		t.Fatal("the document is not indented by two spaces with a trailing newline")
	}
}

func rev[T any](s []T) []T {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// firstDifference shows the first differing line of two documents.
func firstDifference(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range min(len(la), len(lb)) {
		if !bytes.Equal(la[i], lb[i]) {
			return "line " + strconv.Itoa(i+1) + ":\n  first:  " + string(la[i]) + "\n  second: " + string(lb[i])
		}
	}
	return "one document is a prefix of the other"
}

func BenchmarkRoundTripOfTwentyScaledTours(b *testing.B) {
	o := demo.Organizations()[0]
	d := demo.Scaled(o, 20)
	target := kernel.NameID(kernel.Namespace, "bench/target")
	for b.Loop() {
		data := exchange.Export(block(o), d).MarshalIndent()
		doc, err := exchange.Decode(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := doc.ToDataset(target); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(data)))
	}
}
