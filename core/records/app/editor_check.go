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
// import applies, and reports the problems of this record, with pointers
// relative to its export form ("/deal/guarantee"), and those the write would
// give other records (a show's new currency against its settlement's), each
// under "/" naming the record: problems other records already had are not the
// writer's to fix here.
func (e *Editor) check(_ context.Context, w *edit) error {
	merged, prefix := w.merged()
	known := w.knownOutside()
	own, others, err := problems(merged.Validate(known), prefix)
	if err != nil || len(own)+len(others) == 0 {
		return err
	}
	if len(others) > 0 {
		// The record sits at the same place before the write, so the other
		// records' pointers are the same on both sides.
		_, had, _ := problems(w.scope.Plus(w.before).Validate(known), prefix)
		was := map[kernel.FieldError]bool{}
		for _, f := range had {
			was[f] = true
		}
		for _, f := range others {
			if !was[f] {
				own = append(own, kernel.FieldError{Pointer: "/", Code: f.Code, Detail: otherRecord(merged, f.Pointer) + ": " + f.Detail})
			}
		}
	}
	if len(own) == 0 {
		return nil
	}
	return kernel.Invalid("the "+string(w.c.Ref.Kind)+" is not valid", own...)
}

// problems splits a Validate error into the field errors of the record at
// prefix, their pointers made relative to it, and those of other records; an
// error of another kind is returned as it is.
func problems(err error, prefix string) (own, others []kernel.FieldError, _ error) {
	ke, ok := kernel.AsError(err)
	if !ok || ke.Kind != kernel.KindInvalid {
		return nil, nil, err
	}
	for _, f := range ke.Fields {
		if p, mine := relative(f.Pointer, prefix); mine {
			f.Pointer = p
			own = append(own, f)
		} else {
			others = append(others, f)
		}
	}
	return own, others, nil
}

// otherRecord names the record a pointer into d's export form is about
// ("/settlements/0/currency"): its kind and label.
func otherRecord(d records.Dataset, pointer string) string {
	parts := strings.SplitN(strings.TrimPrefix(pointer, "/"), "/", 3)
	i, err := strconv.Atoi(parts[min(1, len(parts)-1)])
	n := 0
	for _, r := range d.Refs() {
		if r.Kind.ExportName() != parts[0] || err != nil {
			continue
		}
		if n == i {
			return "the " + strings.ReplaceAll(string(r.Kind), "_", " ") + " " + d.Label(r.Kind, r.ID)
		}
		n++
	}
	return "another record"
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
