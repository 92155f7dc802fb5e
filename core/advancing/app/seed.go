package app

import (
	"context"

	advdemo "github.com/roadcase/roadcase/core/advancing/demo"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// SeedDemo writes the demo organizations' advancing records (see
// core/advancing/demo), built from their records as the records seed wrote them,
// so it runs after that seed. With scale > 0 the demo organization's generated
// projects get theirs too. It is idempotent: packets and batches that exist are
// left as they are, and events are appended once.
func (s *Service) SeedDemo(ctx context.Context, scale int) error {
	for _, o := range demo.Organizations() {
		sets := []records.Dataset{o.Data}
		if scale > 0 && o.Slug == "demo" {
			sets = append(sets, demo.Scaled(o, scale))
		}
		for _, d := range sets {
			if err := s.seed(ctx, advdemo.Build(o.ID, d, demo.Today, s.d.NewPortalToken)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Service) seed(ctx context.Context, set advdemo.Set) error {
	for _, p := range set.Packets {
		if err := s.d.Store.CreatePacket(ctx, p); err != nil && !kernel.IsKind(err, kernel.KindConflict) {
			return err
		}
	}
	for _, b := range set.Batches {
		err := s.d.Store.CreateSendBatch(ctx, b.Batch, b.Recipients)
		if err != nil && !kernel.IsKind(err, kernel.KindConflict) {
			return err
		}
		if err := s.d.Store.AppendEvents(ctx, b.Batch.OrgID, b.Events); err != nil {
			return err
		}
	}
	return nil
}
