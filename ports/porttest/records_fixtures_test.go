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
