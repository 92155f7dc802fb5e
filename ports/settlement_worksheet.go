package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// SettlementWorksheets is the driving port of a show's settlement worksheet: its
// box office and itemised expenses saved as a draft, computed by the records'
// one settlement rule, then signed by both sides (locked, the show settled) or
// reopened for a reason. Every write goes through the records editor's write
// path: roles at the call (managers and above), versions, validation with
// pointers, the activity log and the records revision.
type SettlementWorksheets interface {
	// OpenWorksheet returns the show's worksheet as it stands, with the
	// versions a form starts from. KindNotFound for a show the organization
	// does not have.
	OpenWorksheet(ctx context.Context, actor identity.Actor, show kernel.ID) (records.OpenedWorksheet, error)
	// SaveWorksheet saves d as the show's draft settlement, and the box office
	// counts into the show. KindConflict "settlement_signed" once signed.
	SaveWorksheet(ctx context.Context, actor identity.Actor, d records.WorksheetDraft) (records.OpenedWorksheet, error)
	// SignSettlement signs the saved draft: figures fixed, the show settled.
	SignSettlement(ctx context.Context, actor identity.Actor, s records.SettlementSigning) (records.OpenedWorksheet, error)
	// ReopenSettlement turns a signed settlement back into a draft for a reason
	// the activity log keeps, and the show back to confirmed.
	ReopenSettlement(ctx context.Context, actor identity.Actor, r records.SettlementReopening) (records.OpenedWorksheet, error)
}
