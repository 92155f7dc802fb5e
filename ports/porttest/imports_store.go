package porttest

import (
	"bytes"
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

var importStoreCases = []contractCase{
	{name: "an import is stored at version 1 with its file and read back whole",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			imp := importFixture(north, "routing", 0)
			imp.Version = 7 // CreateImport stores version 1 whatever the caller says
			importCreate(t, ctx, b.Imports, imp)
			imp.Version = 1
			recordWantEqual(t, "the import", importFind(t, ctx, b.Imports, north, imp.ID), imp)
			file, err := b.Imports.ImportFile(ctx, north, imp.ID)
			recordMust(t, err)
			if !bytes.Equal(file, importFile(imp.FileName)) {
				t.Errorf("the file = %q, want %q", file, importFile(imp.FileName))
			}
			bare := tabular.Import{ID: RecordID(north, "import/bare"), OrgID: north, Kind: tabular.KindVenues,
				FileName: "venues.csv", Status: tabular.StatusUploaded, CreatedAt: importCreated, UpdatedAt: importCreated}
			recordMust(t, b.Imports.CreateImport(ctx, bare, nil))
			bare.Version = 1
			recordWantEqual(t, "an import with nothing but the required fields", importFind(t, ctx, b.Imports, north, bare.ID), bare)
			empty, err := b.Imports.ImportFile(ctx, north, bare.ID)
			recordMust(t, err)
			recordWantEqual(t, "an empty file's length", len(empty), 0)
			recordWantKind(t, "the same id again", b.Imports.CreateImport(ctx, imp, nil), kernel.KindConflict)
			stray := importFixture(kernel.NameID(kernel.Namespace, "porttest/imports/no-such-org"), "stray", 0)
			recordWantKind(t, "an organization that does not exist", b.Imports.CreateImport(ctx, stray, nil), kernel.KindInvalid)
		}},
	{name: "another organization's import is not found, exactly like a missing one",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			imp := importCreate(t, ctx, b.Imports, importFixture(north, "routing", 0))
			for _, c := range []struct {
				what    string
				org, id kernel.ID
			}{{"another organization's", south, imp.ID}, {"a missing", north, RecordID(north, "import/missing")},
				{"a malformed id's", north, "not-an-id"}} {
				_, err := b.Imports.FindImport(ctx, c.org, c.id)
				recordWantKind(t, c.what+" import", err, kernel.KindNotFound)
				_, err = b.Imports.ImportFile(ctx, c.org, c.id)
				recordWantKind(t, c.what+" file", err, kernel.KindNotFound)
				other := imp
				other.OrgID, other.ID, other.Status = c.org, c.id, tabular.StatusCancelled
				recordWantKind(t, c.what+" update", b.Imports.UpdateImport(ctx, other, nil), kernel.KindNotFound)
				recordWantKind(t, c.what+" progress", b.Imports.ReportProgress(ctx, c.org, c.id, 1, 1), kernel.KindNotFound)
				recordWantKind(t, c.what+" undo saved", b.Imports.SaveUndo(ctx, c.org, c.id, tabular.Undo{}), kernel.KindNotFound)
				_, err = b.Imports.LoadUndo(ctx, c.org, c.id)
				recordWantKind(t, c.what+" undo loaded", err, kernel.KindNotFound)
			}
			recordWantEqual(t, "the import, untouched", importFind(t, ctx, b.Imports, north, imp.ID), imp)
			list, err := b.Imports.ListImports(ctx, south, 100)
			recordMust(t, err)
			recordWantEqual(t, "the other organization's list", len(list), 0)
		}},
	{name: "ListImports returns the organization's imports newest first, at most limit",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			first := importCreate(t, ctx, b.Imports, importFixture(north, "first", 0))
			a := importCreate(t, ctx, b.Imports, importFixture(north, "a", 5))
			c := importCreate(t, ctx, b.Imports, importFixture(north, "c", 5)) // same instant: the id orders
			theirs := importCreate(t, ctx, b.Imports, importFixture(south, "theirs", 10))
			newest := []tabular.Import{a, c}
			if c.ID > a.ID {
				newest = []tabular.Import{c, a}
			}
			list := func(org kernel.ID, limit int) []tabular.Import {
				got, err := b.Imports.ListImports(ctx, org, limit)
				recordMust(t, err)
				return got
			}
			recordWantEqual(t, "north's imports", list(north, 100), append(newest, first))
			recordWantEqual(t, "north's two newest", list(north, 2), newest)
			recordWantEqual(t, "south's imports", list(south, 100), []tabular.Import{theirs})
		}},
}
