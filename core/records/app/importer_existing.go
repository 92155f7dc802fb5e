package app

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// table reads the import's stored file and returns its sheet named sheet.
func (im *Importer) table(ctx context.Context, imp tabular.Import, sheet string) (tabular.Table, error) {
	data, err := im.d.Imports.ImportFile(ctx, imp.OrgID, imp.ID)
	if err != nil {
		return tabular.Table{}, err
	}
	wb, err := im.d.Tables.ReadTables(ctx, imp.FileName, data)
	if err != nil {
		return tabular.Table{}, err
	}
	for _, t := range wb.Sheets {
		if t.Sheet == sheet {
			return t, nil
		}
	}
	return tabular.Table{}, kernel.InvalidField("/sheet", "unknown_sheet", "The file has no sheet "+sheet+".")
}

// input is what Build reads for imp: its sheet and mapping, the project and the
// records the rows are matched against (the project's records and all the
// organization's venues and people), and the organization's locale.
func (im *Importer) input(ctx context.Context, imp tabular.Import) (tabular.Input, error) {
	spec, ok := specOf(imp.Kind)
	if !ok {
		return tabular.Input{}, kernel.Invalid("this import's kind is no longer importable: " + string(imp.Kind))
	}
	t, err := im.table(ctx, imp, imp.Sheet)
	if err != nil {
		return tabular.Input{}, err
	}
	org, err := im.d.Orgs.FindOrganizationByID(ctx, imp.OrgID)
	if err != nil {
		return tabular.Input{}, err
	}
	in := tabular.Input{Spec: spec, Table: t, Mapping: imp.Mapping, OrgID: imp.OrgID, Locale: importLocale(org),
		NewID: im.d.NewID, Now: im.d.Clock.Now().UTC()}
	if !imp.ProjectID.IsZero() {
		p, err := im.d.Records.FindProjectByID(ctx, imp.OrgID, imp.ProjectID)
		if err != nil {
			return tabular.Input{}, err
		}
		in.Project = &p
		if in.Existing, err = im.d.Records.LoadDataset(ctx, imp.OrgID, records.DatasetFilter{ProjectID: p.ID}); err != nil {
			return tabular.Input{}, err
		}
	}
	in.Existing, err = im.withVenuesAndPeople(ctx, imp.OrgID, in.Existing)
	return in, err
}

// withVenuesAndPeople adds to d every venue and person of org it lacks, read a
// page at a time.
func (im *Importer) withVenuesAndPeople(ctx context.Context, org kernel.ID, d records.Dataset) (records.Dataset, error) {
	have := map[kernel.ID]bool{}
	for _, v := range d.Venues {
		have[v.ID] = true
	}
	for _, p := range d.People {
		have[p.ID] = true
	}
	q := records.ListQuery{Limit: records.MaxList}
	for {
		page, err := im.d.Records.ListVenues(ctx, org, q)
		if err != nil {
			return d, err
		}
		for _, v := range page {
			if !have[v.ID] {
				d.Venues = append(d.Venues, v)
			}
		}
		if len(page) < records.MaxList {
			break
		}
		last := page[len(page)-1]
		q.After = &kernel.Cursor{Keys: []string{last.Name}, ID: last.ID}
	}
	q = records.ListQuery{Limit: records.MaxList}
	for {
		page, err := im.d.Records.ListPeople(ctx, org, q)
		if err != nil {
			return d, err
		}
		for _, p := range page {
			if !have[p.ID] {
				d.People = append(d.People, p)
			}
		}
		if len(page) < records.MaxList {
			return d, nil
		}
		last := page[len(page)-1]
		q.After = &kernel.Cursor{Keys: []string{last.LastName, last.FirstName}, ID: last.ID}
	}
}
