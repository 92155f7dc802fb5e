package redact

import (
	"context"
	"fmt"
	"log/slog"
)

// Handler wraps next so that every record's message and attribute values pass
// through Secrets before next sees them: strings, errors, string slices and any
// other value whose printed form holds a secret (which is then logged as its
// redacted text). Groups are walked; values are resolved first.
func Handler(next slog.Handler) slog.Handler { return handler{next} }

type handler struct{ next slog.Handler }

func (h handler) Enabled(ctx context.Context, level slog.Level) bool {
	return h.next.Enabled(ctx, level)
}

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	out := slog.NewRecord(r.Time, r.Level, Secrets(r.Message), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(attr(a))
		return true
	})
	return h.next.Handle(ctx, out)
}

func (h handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		clean[i] = attr(a)
	}
	return handler{h.next.WithAttrs(clean)}
}

func (h handler) WithGroup(name string) slog.Handler { return handler{h.next.WithGroup(name)} }

// attr returns a with its value redacted.
func attr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		if s := v.String(); mayHold(s) {
			return slog.String(a.Key, Secrets(s))
		}
	case slog.KindGroup:
		group := v.Group()
		clean := make([]slog.Attr, len(group))
		for i, g := range group {
			clean[i] = attr(g)
		}
		return slog.Attr{Key: a.Key, Value: slog.GroupValue(clean...)}
	case slog.KindAny:
		return slog.Attr{Key: a.Key, Value: anyValue(v.Any())}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// anyValue returns v as it is unless its printed form holds a secret, and then
// that form redacted. A string slice (a mail's links) stays a slice.
func anyValue(v any) slog.Value {
	switch v := v.(type) {
	case nil:
		return slog.AnyValue(v)
	case []string:
		clean := make([]string, len(v))
		changed := false
		for i, s := range v {
			clean[i] = Secrets(s)
			changed = changed || clean[i] != s
		}
		if changed {
			return slog.AnyValue(clean)
		}
		return slog.AnyValue(v)
	case error:
		if s := v.Error(); Secrets(s) != s {
			return slog.StringValue(Secrets(s))
		}
		return slog.AnyValue(v)
	}
	if s := fmt.Sprint(v); Secrets(s) != s {
		return slog.StringValue(Secrets(s))
	}
	return slog.AnyValue(v)
}
