package binding_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// TestBindersLeaveTheirDatasetAsTheyFoundIt binds every document type from
// records of every kind it accepts, in every demo organization, and checks that
// the dataset is as it was: the documents service hands binders records that
// a cache shares between concurrent renders (adapters/recordcache), so a
// binder that sorted or appended to Source.Data in place would change, and
// race on, another render's records. Binders copy what they order.
func TestBindersLeaveTheirDatasetAsTheyFoundIt(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	for _, org := range demo.Organizations() {
		ds := org.Data.Clone()
		ds.Sort()
		before := ds.Clone()
		ix := binding.NewIndex(ds)
		ids := ds.IDs()
		for _, e := range binding.Catalog {
			for i, id := range ids[e.Kind] {
				if i == 5 {
					break // a few of each kind are enough
				}
				ref := records.Ref{Kind: e.Kind, ID: id, ProjectID: projectOf(ds, e.Kind, id)}
				if _, err := e.Bind(binding.Source{Ref: ref, OrgName: org.Name, Now: now, Index: ix}); err != nil {
					continue // a record a type cannot be made from says so; the data is what matters here
				}
				if !reflect.DeepEqual(ds, before) {
					t.Fatalf("%s from %s %s changed the dataset it was given", e.DocType, e.Kind, id)
				}
			}
		}
	}
}

// projectOf returns the project of the record of kind k with id in ds, as the
// record store's FindRef tells it.
func projectOf(ds records.Dataset, k records.Kind, id kernel.ID) kernel.ID {
	showProject := func(show kernel.ID) kernel.ID {
		for _, s := range ds.Shows {
			if s.ID == show {
				return s.ProjectID
			}
		}
		return ""
	}
	switch k {
	case records.KindProject:
		return id
	case records.KindShow:
		return showProject(id)
	case records.KindSettlement:
		for _, s := range ds.Settlements {
			if s.ID == id {
				return showProject(s.ShowID)
			}
		}
	case records.KindInvoice:
		for _, v := range ds.Invoices {
			if v.ID == id {
				return v.ProjectID
			}
		}
	case records.KindCrewAssignment:
		for _, c := range ds.CrewAssignments {
			if c.ID == id {
				return c.ProjectID
			}
		}
	case records.KindTravelSegment:
		for _, s := range ds.Travel {
			if s.ID == id {
				return s.ProjectID
			}
		}
	case records.KindAccommodation:
		for _, a := range ds.Accommodations {
			if a.ID == id {
				return a.ProjectID
			}
		}
	}
	return ""
}
