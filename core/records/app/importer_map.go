package app

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// Map sets the sheet and the mapping, remembers the mapping for the
// organization's later imports of the kind, and schedules the check, in one
// transaction. The import may be mapped again while it is checked or once it
// was, or after a check or a write failed: nothing was written.
func (im *Importer) Map(ctx context.Context, actor identity.Actor, id kernel.ID, version int, c ports.ImportChoice) (tabular.Import, error) {
	imp, err := im.opened(ctx, actor, id, version, tabular.StatusUploaded, tabular.StatusChecking, tabular.StatusChecked, tabular.StatusFailed)
	if err != nil {
		return tabular.Import{}, err
	}
	spec, _ := specOf(imp.Kind)
	if c.Sheet != "" && c.Sheet != imp.Sheet {
		if !slices.Contains(imp.Sheets, c.Sheet) {
			return tabular.Import{}, kernel.InvalidField("/sheet", "unknown_sheet", fmt.Sprintf("The file has no sheet %q.", c.Sheet))
		}
		t, err := im.table(ctx, imp, c.Sheet)
		if err != nil {
			return tabular.Import{}, err
		}
		setSheet(&imp, t)
		if err := im.tooManyRows(imp); err != nil {
			return tabular.Import{}, err
		}
		if unmapped(c.Mapping) {
			return im.pickSheet(ctx, imp, spec)
		}
	}
	m, err := checkMapping(spec, imp.Header, c.Mapping)
	if err != nil {
		return tabular.Import{}, err
	}
	learned := tabular.Remembered{}
	for i, h := range imp.Header {
		if key := normalizeHeader(h); key != "" {
			learned[key] = m[i]
		}
	}
	imp.Mapping, imp.Status = m, tabular.StatusChecking
	resetCheck(&imp)
	imp.UpdatedAt = im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := im.d.Imports.RememberMapping(ctx, imp.OrgID, imp.Kind, learned); err != nil {
			return err
		}
		if err := im.d.Imports.UpdateImport(ctx, imp, nil); err != nil {
			return err
		}
		return im.d.Queue.EnqueueImportStep(ctx, imp.OrgID, imp.ID, ports.ImportStepCheck)
	})
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Version++
	return imp, nil
}

// checkMapping checks a mapping of header's columns to spec's fields and
// returns it as long as the header (a column past the mapping is ignored):
// each field at most once, each a field of spec, every required field held.
func checkMapping(spec tabular.Spec, header []string, m tabular.Mapping) (tabular.Mapping, error) {
	if len(m) > len(header) {
		for i := len(header); i < len(m); i++ {
			if m[i] != "" {
				return nil, kernel.InvalidField(fmt.Sprintf("/mapping/%d", i), "no_column",
					fmt.Sprintf("The sheet has no column %s.", tabular.ColumnName(i)))
			}
		}
		m = m[:len(header)]
	}
	out := make(tabular.Mapping, len(header))
	copy(out, m)
	var fields []kernel.FieldError
	held := map[string]int{}
	for i, key := range out {
		if key == "" {
			continue
		}
		col := columnWords(header, i)
		pointer := fmt.Sprintf("/mapping/%d", i)
		if _, ok := spec.Field(key); !ok {
			fields = append(fields, kernel.FieldError{Pointer: pointer, Code: "unknown_field",
				Detail: fmt.Sprintf("%s: %q is not a field of %s.", col, key, spec.Label)})
			continue
		}
		if first, twice := held[key]; twice {
			f, _ := spec.Field(key)
			fields = append(fields, kernel.FieldError{Pointer: pointer, Code: "duplicate_field",
				Detail: fmt.Sprintf("%s and %s both hold %s: choose one.", columnWords(header, first), col, f.Label)})
			continue
		}
		held[key] = i
	}
	for _, f := range spec.Fields {
		if _, ok := held[f.Key]; f.Required && !ok {
			fields = append(fields, kernel.FieldError{Pointer: "/mapping", Code: "required_field",
				Detail: fmt.Sprintf("No column holds %s, which %s need.", f.Label, spec.Label)})
		}
	}
	if len(fields) > 0 {
		return nil, kernel.Invalid("The columns cannot be read that way.", fields...)
	}
	return out, nil
}

// columnWords names column i as people see it: `Column C ("Venue")`.
func columnWords(header []string, i int) string {
	if i < len(header) && header[i] != "" {
		return fmt.Sprintf("Column %s (%q)", tabular.ColumnName(i), header[i])
	}
	return "Column " + tabular.ColumnName(i)
}

// resetCheck forgets what the last check found, for a check to come.
func resetCheck(imp *tabular.Import) {
	imp.Checked, imp.Written = 0, 0
	imp.New, imp.Updated, imp.Same, imp.Errors, imp.Warnings = 0, 0, 0, 0, 0
	imp.Problems, imp.Preview, imp.Outcome = nil, nil, ""
	imp.SkipUpdates, imp.SkipRows = false, nil
}

// unmapped reports whether m maps no column: what the mapping page posts when
// only another sheet was picked.
func unmapped(m tabular.Mapping) bool {
	return !slices.ContainsFunc(m, func(key string) bool { return key != "" })
}

// pickSheet stores imp, whose sheet was just changed, with the mapping guessed
// for the new sheet's header and back at uploaded, for the person to look at
// the guess before anything is checked: a sheet picked is not yet a mapping
// chosen. A check of the earlier sheet still running finds the import no
// longer checking and keeps nothing.
func (im *Importer) pickSheet(ctx context.Context, imp tabular.Import, spec tabular.Spec) (tabular.Import, error) {
	remembered, err := im.d.Imports.RememberedMapping(ctx, imp.OrgID, imp.Kind)
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Mapping, imp.Status = guess(spec, imp.Header, remembered), tabular.StatusUploaded
	resetCheck(&imp)
	imp.UpdatedAt = im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error { return im.d.Imports.UpdateImport(ctx, imp, nil) })
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Version++
	return imp, nil
}
