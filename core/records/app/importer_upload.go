package app

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// Upload reads the file, takes its first sheet with rows, guesses the mapping
// from the headers and the organization's remembered mapping, and stores the
// import as uploaded. No job runs yet: the person maps the columns first.
func (im *Importer) Upload(ctx context.Context, actor identity.Actor, u ports.ImportUpload) (tabular.Import, error) {
	if _, err := im.role(ctx, actor, identity.RoleManager); err != nil {
		return tabular.Import{}, err
	}
	spec, ok := specOf(u.Kind)
	if !ok {
		return tabular.Import{}, kernel.InvalidField("/kind", "unknown_kind", fmt.Sprintf("%q is not a kind a spreadsheet can import", u.Kind))
	}
	if int64(len(u.Data)) > im.d.MaxFileSize {
		return tabular.Import{}, kernel.InvalidField("/file", "too_large", fmt.Sprintf(
			"The file is %s; an import takes files up to %s.", megabytes(int64(len(u.Data))), megabytes(im.d.MaxFileSize)))
	}
	if len(u.Data) == 0 {
		return tabular.Import{}, kernel.InvalidField("/file", "empty", "The file is empty.")
	}
	if spec.Scope == tabular.ScopeProject {
		if _, err := im.d.Records.FindProjectByID(ctx, actor.OrgID, u.ProjectID); err != nil {
			if kernel.IsKind(err, kernel.KindNotFound) {
				return tabular.Import{}, kernel.InvalidField("/project_id", "unknown_project", "Choose one of the organization's projects to import into.")
			}
			return tabular.Import{}, err
		}
	} else {
		u.ProjectID = ""
	}
	wb, err := im.d.Tables.ReadTables(ctx, u.FileName, u.Data)
	if err != nil {
		return tabular.Import{}, err
	}
	t, ok := firstWithRows(wb)
	if !ok {
		return tabular.Import{}, kernel.InvalidField("/file", "no_rows", "The file has no rows below a header row.")
	}
	remembered, err := im.d.Imports.RememberedMapping(ctx, actor.OrgID, u.Kind)
	if err != nil {
		return tabular.Import{}, err
	}
	now := im.d.Clock.Now().UTC().Truncate(time.Microsecond)
	imp := tabular.Import{
		ID: im.d.NewID(), OrgID: actor.OrgID, ProjectID: u.ProjectID, Kind: u.Kind,
		FileName: u.FileName, FileSize: int64(len(u.Data)),
		Format: wb.Format, Encoding: wb.Encoding, Delimiter: wb.Delimiter,
		Mapping: guess(spec, t.Header, remembered), Status: tabular.StatusUploaded,
		CreatedBy: actor.UserID, CreatedByName: im.actorName(ctx, actor.UserID),
		CreatedAt: now, UpdatedAt: now, Version: 1,
	}
	for _, s := range wb.Sheets {
		imp.Sheets = append(imp.Sheets, s.Sheet)
	}
	setSheet(&imp, t)
	if err := im.tooManyRows(imp); err != nil {
		return tabular.Import{}, err
	}
	err = im.d.Tx.WithinTx(ctx, func(ctx context.Context) error { return im.d.Imports.CreateImport(ctx, imp, u.Data) })
	return imp, err
}

// firstWithRows returns the workbook's first sheet that has a data row.
func firstWithRows(wb tabular.Workbook) (tabular.Table, bool) {
	for _, t := range wb.Sheets {
		if len(t.Rows) > 0 {
			return t, true
		}
	}
	return tabular.Table{}, false
}

// setSheet makes t the import's sheet: its name, header, row count and the
// first rows the mapping page shows.
func setSheet(imp *tabular.Import, t tabular.Table) {
	imp.Sheet, imp.Header, imp.Rows, imp.Sample = t.Sheet, t.Header, len(t.Rows), nil
	for _, r := range t.Rows[:min(len(t.Rows), tabular.SampleRows)] {
		imp.Sample = append(imp.Sample, r.Cells)
	}
}

// tooManyRows refuses a sheet with more data rows than an import takes.
func (im *Importer) tooManyRows(imp tabular.Import) error {
	if imp.Rows <= im.d.MaxRows {
		return nil
	}
	return kernel.InvalidField("/file", "too_many_rows", fmt.Sprintf(
		"Sheet %q has %d rows; an import takes up to %d: split the file.", imp.Sheet, imp.Rows, im.d.MaxRows))
}

// megabytes writes a size as people read it: "32 MiB", "1.5 MiB".
func megabytes(n int64) string {
	return fmt.Sprintf("%.3g MiB", float64(n)/(1<<20))
}
