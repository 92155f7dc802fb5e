package app

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
)

// RenderLogFailureFunc receives a render the log could not keep, and why.
type RenderLogFailureFunc func(ctx context.Context, r documents.Render, err error)

// renderLog is the service's optional render log and what to do when a write
// fails: a render never fails because its log entry could not be written.
type renderLog struct {
	failed atomic.Pointer[RenderLogFailureFunc]
}

// ReportRenderLogFailures makes the service pass every render it could not log
// to f; without it such failures are ignored. The core does not log: the
// composition root hands in a function that logs or counts.
func (s *Service) ReportRenderLogFailures(f RenderLogFailureFunc) { s.log.failed.Store(&f) }

// logRender appends a successful render to the log, if there is one: one insert
// on the request path, whose failure is reported and otherwise ignored.
func (s *Service) logRender(ctx context.Context, org kernel.ID, t documents.Type, record kernel.ID, started time.Time, html []byte) {
	if s.renders == nil {
		return
	}
	now := s.clock.Now().UTC()
	r := documents.Render{ID: kernel.NewID(), OrgID: org, Type: t.Key, RecordID: record,
		TokenID: kernel.ActorFrom(ctx), Bytes: len(html), Duration: now.Sub(started), At: now}
	if err := s.renders.RecordRender(context.WithoutCancel(ctx), r); err != nil {
		if f := s.log.failed.Load(); f != nil {
			(*f)(ctx, r, err)
		}
	}
}
