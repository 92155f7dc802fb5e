package web

import (
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// importPreview is a checked import's preview: its counts, its problems and
// what confirming would do with each row.
type importPreview struct {
	New, Updated, Same, Errors, Warnings int
	Problems                             []problemRow
	// MoreProblems counts the problems the import did not keep.
	MoreProblems int
	Rows         []previewRow
	MoreRows     int
	// Updates lists the rows that update a record, for the confirmation to
	// tell the ones left unticked.
	Updates    string
	CanConfirm bool
}

// problemRow is one problem where people find it in their file.
type problemRow struct {
	Sheet, Column, Value, Expected, Detail string
	Row                                    int
	Warning                                bool
}

// previewRow is one data row of the preview.
type previewRow struct {
	Row           int
	Action, Label string
	What          string
	Changes       []changeRow
	Update, Skip  bool
}

// actionWords says what confirming does with a row.
var actionWords = map[tabular.Action]string{tabular.ActionNew: "New", tabular.ActionUpdate: "Update",
	tabular.ActionSame: "Unchanged", tabular.ActionError: "Error"}

func newImportPreview(spec tabular.Spec, imp tabular.Import, v *viewer) *importPreview {
	p := &importPreview{New: imp.New, Updated: imp.Updated, Same: imp.Same, Errors: imp.Errors, Warnings: imp.Warnings,
		CanConfirm: imp.Errors == 0 && imp.New+imp.Updated > 0}
	p.MoreProblems = max(0, imp.Errors+imp.Warnings-len(imp.Problems))
	for _, pr := range imp.Problems {
		column := pr.Column
		if pr.Header != "" {
			column = strings.TrimSpace(column + " (" + pr.Header + ")")
		}
		if column == "" {
			if fd, ok := spec.Field(pr.Field); ok {
				column = fd.Label
			}
		}
		p.Problems = append(p.Problems, problemRow{Sheet: pr.Sheet, Row: pr.Row, Column: column, Value: pr.Value,
			Expected: pr.Expected, Detail: pr.Detail, Warning: pr.Warning})
	}
	skipped := map[int]bool{}
	for _, n := range imp.SkipRows {
		skipped[n] = true
	}
	var updates []string
	for _, row := range imp.Preview {
		pr := previewRow{Row: row.Row, Action: string(row.Action), What: actionWords[row.Action], Label: row.Label,
			Update: row.Action == tabular.ActionUpdate, Skip: skipped[row.Row]}
		if pr.Update {
			pr.Changes = newChangeRows(row.Changes, v.location())
			updates = append(updates, strconv.Itoa(row.Row))
		}
		p.Rows = append(p.Rows, pr)
	}
	p.Updates = strings.Join(updates, " ")
	p.MoreRows = max(0, imp.Rows-len(imp.Preview))
	return p
}
