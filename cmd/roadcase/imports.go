package main

import (
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/ports"
)

// openImporter wires the spreadsheet import over m's stores, scheduling its
// steps on q: the job queue for serve, inlineSteps for the command line,
// which runs them itself.
func (m *Main) openImporter(q ports.ImportQueue) (*recordsapp.Importer, error) {
	return recordsapp.NewImporter(recordsapp.ImporterDeps{Imports: m.importStore(), Tables: m.tableReader(), Queue: q,
		Records: m.recordStore, Roles: memberRoles{m.identityStore}, Users: m.identityStore, Orgs: m.identityStore,
		Tx: m.conn, Clock: kernel.SystemClock{}, MaxRows: m.Config.Import.MaxRows})
}

// importStore is the imports' store on m's database.
func (m *Main) importStore() ports.ImportStore { return rcsql.NewImportStore(m.conn) }
