package app

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/kernel"
)

// renderLogFake keeps renders, or refuses them all with err.
type renderLogFake struct {
	renders []documents.Render
	err     error
}

func (l *renderLogFake) RecordRender(_ context.Context, r documents.Render) error {
	if l.err != nil {
		return l.err
	}
	l.renders = append(l.renders, r)
	return nil
}

func TestEverySuccessfulRenderIsLoggedWithItsToken(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	log := &renderLogFake{}
	w.svc.renders = log
	ctx := kernel.WithActor(context.Background(), "token-1")
	html, err := w.svc.RenderRecord(ctx, orgA, doctest.FixtureKey, string(showA))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.svc.RenderData(context.Background(), orgA, doctest.FixtureKey, json.RawMessage(`{"title":"Mine"}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := w.svc.RenderData(ctx, orgA, doctest.FixtureKey, json.RawMessage(`{}`)); err == nil {
		t.Fatal("data without a title rendered")
	}
	if len(log.renders) != 2 {
		t.Fatalf("%d renders logged, want the two that succeeded", len(log.renders))
	}
	r := log.renders[0]
	if r.OrgID != orgA || r.Type != doctest.FixtureKey || r.RecordID != showA || r.TokenID != "token-1" ||
		r.Bytes != len(html) || !r.At.Equal(now) || r.ID.IsZero() {
		t.Errorf("logged %+v", r)
	}
	if d := log.renders[1]; d.RecordID != "" || d.TokenID != "" {
		t.Errorf("a render from data outside the API logged record %q and token %q", d.RecordID, d.TokenID)
	}
}

func TestARenderSucceedsWhenItsLogEntryCannotBeWritten(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	w.svc.renders = &renderLogFake{err: errors.New("disk full")}
	var reported []error
	w.svc.ReportRenderLogFailures(func(_ context.Context, _ documents.Render, err error) { reported = append(reported, err) })
	if _, err := w.svc.RenderRecord(context.Background(), orgA, doctest.FixtureKey, string(showA)); err != nil {
		t.Fatalf("render failed with its log: %v", err)
	}
	if len(reported) != 1 {
		t.Errorf("%d failures reported, want 1", len(reported))
	}
}
