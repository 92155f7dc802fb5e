package jobs

import (
	"context"
	"log/slog"
)

// atLeast passes on the records of handler h from level min up, so that River
// keeps to warnings and errors in the application's log.
type atLeast struct {
	h   slog.Handler
	min slog.Level
}

func (a atLeast) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= a.min && a.h.Enabled(ctx, l)
}

func (a atLeast) Handle(ctx context.Context, r slog.Record) error { return a.h.Handle(ctx, r) }

func (a atLeast) WithAttrs(attrs []slog.Attr) slog.Handler {
	return atLeast{a.h.WithAttrs(attrs), a.min}
}

func (a atLeast) WithGroup(name string) slog.Handler { return atLeast{a.h.WithGroup(name), a.min} }
