package app

import (
	"context"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// find finds the record id names and loads what its binder reads: of a show's
// scope for a show (records.Dataset.ShowScope), of the record's project for any
// other kind, the kinds the binder reads.
//
// Most types accept shows or projects, and a load of either scope fails with
// KindNotFound when id is not one; so when t accepts such a kind, find first
// loads id's scope as that kind, and the common request costs one load and no
// lookup of the record's kind. Only when that finds nothing, or t accepts other
// kinds only, does FindRef tell the kind, and with it the answer for a record t
// does not accept.
//
// KindNotFound (record_not_found) for a record org does not have; KindInvalid
// (record_kind_not_accepted) for one of a kind t does not accept.
func (s *Service) find(ctx context.Context, org kernel.ID, t documents.Type, id kernel.ID) (records.Ref, records.Dataset, error) {
	for _, k := range t.RecordKinds {
		if k != records.KindShow && k != records.KindProject {
			continue
		}
		ref := records.Ref{Kind: k, ID: id}
		ds, err := s.load(ctx, org, t, ref)
		if err == nil {
			return withProject(ref, ds), ds, nil
		}
		if !kernel.IsKind(err, kernel.KindNotFound) {
			return records.Ref{}, records.Dataset{}, err
		}
	}
	ref, err := s.records.FindRef(ctx, org, id)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return records.Ref{}, records.Dataset{}, recordNotFound()
	}
	if err != nil {
		return records.Ref{}, records.Dataset{}, err
	}
	if !t.Accepts(ref.Kind) {
		return records.Ref{}, records.Dataset{}, kindNotAccepted(t, ref.Kind)
	}
	ds, err := s.load(ctx, org, t, ref)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return records.Ref{}, records.Dataset{}, recordNotFound()
	}
	return ref, ds, err
}

// load loads the records the binder of t for ref reads: of a show's scope, or
// of its project, the kinds the binder reads (binding.Entry.Reads).
func (s *Service) load(ctx context.Context, org kernel.ID, t documents.Type, ref records.Ref) (records.Dataset, error) {
	f := records.DatasetFilter{ProjectID: ref.ProjectID, Kinds: s.reads(t.Key, ref.Kind)}
	switch {
	case ref.Kind == records.KindShow:
		f.ShowID = ref.ID
	case ref.Kind == records.KindProject && ref.ProjectID.IsZero():
		f.ProjectID = ref.ID
	}
	return s.records.LoadDataset(ctx, org, f)
}

// withProject completes the ref of a show or a project, loaded in ds, with its
// project, as FindRef gives it.
func withProject(ref records.Ref, ds records.Dataset) records.Ref {
	ref.ProjectID = ref.ID
	for _, sh := range ds.Shows {
		if ref.Kind == records.KindShow && sh.ID == ref.ID {
			ref.ProjectID = sh.ProjectID
		}
	}
	return ref
}
