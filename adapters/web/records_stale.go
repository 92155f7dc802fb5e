package web

// stalePanel is shown above a record's form when a save was refused because
// someone changed the record after the user opened it: who and when (the
// use case's message), and each field where the record now differs from what
// the user typed. The form keeps the user's values and carries the record's
// new version, so saving again is a deliberate choice to overwrite.
type stalePanel struct {
	Message string
	Rows    []staleRow
}

// staleRow is one field as the user typed it and as the record has it now.
type staleRow struct {
	ID, Label, Yours, Now string
}

// staleAgainst fills the form's stale panel from the record's values now, at
// version, which a resubmit then starts from.
func (f *recordForm) staleAgainst(message string, version int, now map[string]string) {
	p := &stalePanel{Message: message}
	for _, in := range f.inputs {
		yours, theirs := f.Get(in.Name), now[in.Name]
		if yours == theirs {
			continue
		}
		p.Rows = append(p.Rows, staleRow{ID: inputID(in.Name), Label: in.Label,
			Yours: optionLabel(in.Options, yours), Now: optionLabel(in.Options, theirs)})
	}
	f.Stale, f.Version = p, version
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
