package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// RecordsTransfer is the pages' way of moving an organization's records out
// and in as Roadcase's own export document (JSON, or the workbook of
// adapters/spreadsheet). Every method reads the actor's role at the call:
// managers and above export, admins and owners import.
type RecordsTransfer interface {
	// ExportRecords returns the actor's organization's records as one export
	// document: all of them when project is zero, else the project with
	// everything in it and the venues and people its records refer to.
	// KindNotFound for a project the organization does not have.
	ExportRecords(ctx context.Context, actor identity.Actor, project kernel.ID) (exchange.Document, error)
	// ImportRecords loads doc into the actor's organization, all or nothing,
	// as `roadcase import` does: KindInvalid (each problem pointed at its
	// place) for records that are not valid, KindConflict for ids the
	// organization already has.
	ImportRecords(ctx context.Context, actor identity.Actor, doc exchange.Document) (exchange.ImportReport, error)
}
