package main

import (
	"bytes"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/adapters/web"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// importPages wires the pages' spreadsheet imports (over the merge send's job
// queue, which runs their steps; none without it) with their templates, and
// the export page with its workbooks, into deps.
func (m *Main) importPages(deps *web.Deps, ms *mergeSend) error {
	if ms != nil && ms.Importer != nil {
		deps.Importer, deps.ImportTemplate = ms.Importer, spreadsheet.WriteTemplate
	}
	transfer, err := recordsapp.NewTransfer(recordsapp.TransferDeps{Exchange: m.Records, Records: m.recordStore,
		Orgs: m.identityStore, Roles: memberRoles{m.identityStore}, Users: m.identityStore})
	if err != nil {
		return err
	}
	deps.Transfer, deps.WriteWorkbook, deps.ReadWorkbook = transfer, spreadsheet.Write, readWorkbook
	return nil
}

// readWorkbook reads an uploaded export workbook within the spreadsheet
// adapter's default limits.
func readWorkbook(data []byte) (exchange.Document, error) {
	return spreadsheet.Read(bytes.NewReader(data), int64(len(data)), spreadsheet.Limits{})
}
