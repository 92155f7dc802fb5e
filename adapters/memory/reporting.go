package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// FactStore is a Backend's facts: reporting.FactsOf, the reference computation,
// over the backend's records, advancing records and render log. It is what the
// SQL stores are held to.
type FactStore struct{ b *Backend }

var _ ports.FactStore = (*FactStore)(nil)

// Facts computes the families asked for over scope.
func (s *FactStore) Facts(ctx context.Context, scope reporting.Scope, families reporting.Family) (reporting.Facts, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	var adv reporting.AdvancingData
	if o := st.advancing.org(scope.Org, false); o != nil {
		for _, p := range o.packets {
			adv.Packets = append(adv.Packets, p)
		}
		for _, b := range o.batches {
			adv.Batches = append(adv.Batches, b)
		}
		for _, r := range o.recipients {
			adv.Recipients = append(adv.Recipients, r)
		}
		for _, evs := range o.ofRecipient {
			adv.Events = append(adv.Events, evs...)
		}
	}
	var renders []reporting.RenderEntry
	for _, r := range st.renders {
		if r.OrgID == scope.Org {
			renders = append(renders, reporting.RenderEntry{Type: r.Type, TokenID: r.TokenID, Bytes: r.Bytes, At: r.At})
		}
	}
	o := st.records[scope.Org]
	if o == nil {
		o = newOrgRecords()
	}
	return reporting.FactsOf(o.data, adv, renders, scope, families), nil
}

// Facts returns the backend's fact store.
func (b *Backend) Facts() ports.FactStore { return &FactStore{b: b} }
