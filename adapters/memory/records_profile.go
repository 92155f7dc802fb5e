package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.LegalProfileStore = (*RecordStore)(nil)

// LoadLegalProfile returns org's legal profile and its version (see
// ports.LegalProfileStore).
func (s *RecordStore) LoadLegalProfile(ctx context.Context, org kernel.ID) (records.LegalProfile, int, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil {
		return records.LegalProfile{}, 0, nil
	}
	return o.data.Profile, o.profileVersion(org), nil
}

// WriteLegalProfile replaces org's legal profile at version (see
// ports.LegalProfileStore), on a new copy of org's records as WriteRecord does.
func (s *RecordStore) WriteLegalProfile(ctx context.Context, org kernel.ID, p records.LegalProfile, version int, a records.Activity) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[org]; !ok && !s.b.orgsElsewhere {
		return kernel.NotFound("organization")
	}
	o := st.org(org)
	if o == nil {
		o = newOrgRecords()
	}
	if o.profileVersion(org) != version {
		return kernel.Conflict("the legal profile was changed since it was read").WithCode("stale_version")
	}
	next := o.clone()
	next.data.Profile = p
	next.setVersion(records.Change{Ref: records.Ref{Kind: records.KindLegalProfile, ID: org}, Version: version})
	next.appendActivity(org, a)
	next.revision = records.NewRevision()
	st.records[org] = next
	return nil
}

// profileVersion is the version of org's legal profile: its entry among the
// versions, else 1 when one is recorded, else 0.
func (o *orgRecords) profileVersion(org kernel.ID) int {
	if v, ok := o.versions[org]; ok && v.kind == records.KindLegalProfile {
		return v.version
	}
	if o.data.Profile.IsZero() {
		return 0
	}
	return 1
}
