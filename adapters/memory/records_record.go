package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// LoadRecord returns a copy of org's record of kind with id, with its children,
// alone in a dataset. KindNotFound if org has no such record.
func (s *RecordStore) LoadRecord(ctx context.Context, org kernel.ID, kind records.Kind, id kernel.ID) (records.Dataset, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	if o == nil || !o.has(kind, id) {
		return records.Dataset{}, kernel.NotFound(string(kind))
	}
	one, _ := o.data.Record(kind, id)
	return one.Clone(), nil
}
