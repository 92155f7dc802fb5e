package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// AppendActivity appends a to org's activity log as it is given, joining the
// transaction ctx carries (see ports.ActivityLog).
func (s *RecordStore) AppendActivity(ctx context.Context, org kernel.ID, a records.Activity) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[org]; !ok && !s.b.orgsElsewhere {
		return kernel.NotFound("organization")
	}
	st.org(org).appendActivity(org, a)
	return nil
}
