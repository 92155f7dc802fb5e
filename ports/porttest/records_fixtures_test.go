package porttest_test

import (
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/ports/porttest"
)

func TestRecordDatasetIsValidSortedAndComplete(t *testing.T) {
	t.Parallel()
	orgs := porttest.RecordOrganizations()
	if len(orgs) != 2 || orgs[0].ID == orgs[1].ID {
		t.Fatalf("want two distinct organizations, got %v", orgs)
	}
	seen := map[string]bool{}
	for _, o := range orgs {
		if err := o.Validate(); err != nil {
			t.Errorf("organization %s: %v", o.Slug, err)
		}
		d := porttest.RecordDataset(o.ID)
		if err := d.Validate(nil); err != nil {
			t.Errorf("dataset of %s: %v", o.Slug, err)
		}
		sorted := d.Clone()
		sorted.Sort()
		if !reflect.DeepEqual(d, sorted) {
			t.Errorf("dataset of %s is not sorted", o.Slug)
		}
		for k, n := range d.Count() {
			if n == 0 {
				t.Errorf("dataset of %s has no %s", o.Slug, k)
			}
		}
		for _, ids := range d.IDs() {
			for _, id := range ids {
				if seen[string(id)] {
					t.Errorf("id %s is used by both organizations", id)
				}
				seen[string(id)] = true
			}
		}
	}
	if !reflect.DeepEqual(porttest.RecordDataset(orgs[0].ID), porttest.RecordDataset(orgs[0].ID)) {
		t.Error("the fixture differs between calls")
	}
}

func TestRecordBulkDatasetIsValid(t *testing.T) {
	t.Parallel()
	d, rows := porttest.RecordBulkDataset(porttest.RecordOrganizations()[0].ID, 150)
	if err := d.Validate(nil); err != nil {
		t.Fatalf("bulk dataset: %v", err)
	}
	if len(d.Shows) != 200 || len(d.Projects) != 2 {
		t.Errorf("150 shows gave %d shows in %d projects, want 200 in 2", len(d.Shows), len(d.Projects))
	}
	// 50 venues with a contact each and 200 people; per project itself and ten crew;
	// per show 49 rows (itself, 4 tiers, 2 contacts, 5 guests, 5 timesheets, a
	// settlement with 3 itemised expenses, 4 schedule items, 3 expenses, an income
	// line, an invoice with 3 lines and a payment, a stay with 3 rooms of 2, a
	// flight with 4 passengers).
	if want := 300 + 2*(11+100*49); rows != want {
		t.Errorf("rows = %d, want %d", rows, want)
	}
}
