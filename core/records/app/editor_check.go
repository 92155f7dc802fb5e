package app

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// check validates the record among the records it lives among, by the rules an
// import applies, and reports only the problems of this record, with pointers
// relative to its export form ("/deal/guarantee"): problems other records
// already had are not the writer's to fix here.
func (e *Editor) check(ctx context.Context, w *edit) error {
	merged, prefix := w.merged()
	known := func(k records.Kind, id kernel.ID) bool {
		ref, err := e.d.Records.FindRef(ctx, w.actor.OrgID, id)
		return err == nil && ref.Kind == k
	}
	err := merged.Validate(known)
	ke, ok := kernel.AsError(err)
	if !ok || ke.Kind != kernel.KindInvalid {
		return err
	}
	var own []kernel.FieldError
	for _, f := range ke.Fields {
		if p, mine := relative(f.Pointer, prefix); mine {
			f.Pointer = p
			own = append(own, f)
		}
	}
	if len(own) == 0 {
		return nil
	}
	return kernel.Invalid("the "+string(w.c.Ref.Kind)+" is not valid", own...)
}

// warnings returns what the records now say about this record, with pointers
// relative to it.
func (e *Editor) warnings(w *edit) []records.Finding {
	merged, prefix := w.merged()
	var out []records.Finding
	for _, f := range merged.Warnings(kernel.DateOf(e.d.Clock.Now(), time.UTC)) {
		if p, mine := relative(f.Pointer, prefix); mine {
			f.Pointer = p
			out = append(out, f)
		}
	}
	return out
}

// merged returns the scope with the record as it will be, last of its kind, and
// the pointer prefix of that place ("/shows/12").
func (w *edit) merged() (records.Dataset, string) {
	merged := w.scope.Plus(w.after)
	n := merged.Count()[w.c.Ref.Kind]
	return merged, "/" + w.c.Ref.Kind.ExportName() + "/" + strconv.Itoa(n-1)
}

// relative strips prefix from pointer: "/" for the record itself, "/x/y" for a
// field of it; mine is false for a pointer elsewhere.
func relative(pointer, prefix string) (string, bool) {
	switch {
	case pointer == prefix:
		return "/", true
	case strings.HasPrefix(pointer, prefix+"/"):
		return strings.TrimPrefix(pointer, prefix), true
	}
	return "", false
}
