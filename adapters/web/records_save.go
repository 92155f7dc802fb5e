package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordSpec is what the shared save code needs to know of one kind's form:
// the record's values as the form's text, and the inputs for those values (a
// list's rows depend on how many the record has).
type recordSpec struct {
	Kind records.Kind
	// What names the kind in sentences: "project", "venue".
	What   string
	values func(records.Dataset) map[string]string
	inputs func(values map[string]string) []recordInput
}

// saveRefused turns the error of a Save into the form's state and the status to
// answer with: 422 with each error beside its input (absorbSave); 409 with the
// record as it is now beside the user's values and its new version in the form
// (a stale version: the record is opened again); any other error is returned for
// s.fail.
func (s *Server) saveRefused(ctx context.Context, v *viewer, f *recordForm, spec recordSpec, err error) (int, error) {
	if kernel.IsKind(err, kernel.KindConflict) && conflictCode(err) == "stale_version" && f.ID != "" {
		opened, oerr := s.deps.Records.Open(ctx, v.Actor(), f.ID)
		if oerr != nil {
			return 0, oerr
		}
		now := spec.values(opened.Record)
		if wider := spec.inputs(now); len(wider) > len(f.inputs) {
			f.inputs = wider
		}
		f.staleAgainst(errorMessage(err), opened.Version, now)
		return http.StatusConflict, nil
	}
	if f.absorbSave(err) {
		return http.StatusUnprocessableEntity, nil
	}
	return 0, err
}

// absorbSave takes a Save's KindInvalid error into the form: each field error
// beside the input its pointer names (or the first input under it, such as a
// row's first), the others in the summary only. It reports false for an error
// of any other kind.
func (f *recordForm) absorbSave(err error) bool {
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		return false
	}
	if len(e.Fields) == 0 {
		f.fail("", e.Message)
	}
	for _, fe := range e.Fields {
		f.fail(f.inputFor(fe.Pointer), fe.Detail)
	}
	return true
}

// inputFor returns the id of the input a pointer into the record's export form
// is about, "" when the form has none.
func (f *recordForm) inputFor(pointer string) string {
	name := strings.NewReplacer("~1", "/", "~0", "~").Replace(strings.TrimPrefix(pointer, "/"))
	for from, to := range f.rows {
		if name == from || strings.HasPrefix(name, from+"/") {
			name = to + name[len(from):]
			break
		}
	}
	for _, in := range f.inputs {
		if in.Name == name {
			return inputID(name)
		}
	}
	for _, in := range f.inputs {
		if strings.HasPrefix(in.Name, name+"/") {
			return inputID(in.Name)
		}
	}
	return ""
}

// conflictCode is a kernel error's code, "" for another error.
func conflictCode(err error) string {
	if e, ok := kernel.AsError(err); ok {
		return e.Code
	}
	return ""
}

// errorMessage is the caller-safe message of a kernel error.
func errorMessage(err error) string {
	if e, ok := kernel.AsError(err); ok {
		return e.Message
	}
	return err.Error()
}

// flashWarnings leaves the warnings a save gave for the next page, which lists
// them under its notice: the user may act on them or go on.
func (s *Server) flashWarnings(ctx context.Context, findings []records.Finding) {
	if len(findings) == 0 {
		return
	}
	details := make([]string, len(findings))
	for i, w := range findings {
		details[i] = w.Detail
	}
	b, _ := json.Marshal(details)
	s.sessions.Put(ctx, keyWarnings, string(b))
}

// popWarnings takes the warnings flashWarnings left, if any.
func (s *Server) popWarnings(ctx context.Context) []string {
	var details []string
	if raw := s.sessions.PopString(ctx, keyWarnings); raw != "" {
		_ = json.Unmarshal([]byte(raw), &details)
	}
	return details
}
