package web

import "maps"

// stalePanel is shown above a record's form when a save was refused because
// someone changed the record after the user opened it: who and when (the
// use case's message), and each field where the record now differs from what
// the user typed. Where the user left a field as they found it, the form takes
// the record's value now; elsewhere it keeps the user's. It carries the
// record's new version, so saving again is a deliberate choice to overwrite
// what both changed, and loses nothing only one of them did.
type stalePanel struct {
	Message string
	Rows    []staleRow
}

// staleRow is one field as the user typed it and as the record has it now;
// Theirs is set when the form now holds the record's value, because the user
// had left the field as it was.
type staleRow struct {
	ID, Label, Yours, Now string
	Theirs                bool
}

// staleAgainst fills the form's stale panel from the record's values now, at
// version, which a resubmit then starts from: now becomes the form's base, and
// each field the user had not changed from the base they opened takes its
// value now.
func (f *recordForm) staleAgainst(message string, version int, now map[string]string) {
	p := &stalePanel{Message: message}
	for _, in := range f.inputs {
		yours, theirs := f.Get(in.Name), now[in.Name]
		if yours == theirs {
			continue
		}
		row := staleRow{ID: inputID(in.Name), Label: in.Label,
			Yours: optionLabel(in.Options, yours), Now: optionLabel(in.Options, theirs)}
		if f.base != nil && f.base[in.Name] == yours {
			f.Values[in.Name], row.Theirs = theirs, true
		}
		p.Rows = append(p.Rows, row)
	}
	f.Stale, f.Version, f.base = p, version, maps.Clone(now)
}

// optionLabel is the label of the option whose value is value, or value itself.
func optionLabel(options []option, value string) string {
	for _, o := range options {
		if o.Value == value {
			return o.Label
		}
	}
	return value
}
