package sql

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/ports"
)

// PaymentStore keeps the connected accounts (payment_accounts) and checkout
// sessions (checkout_sessions), and records payments on invoices, on
// PostgreSQL or SQLite (see the payments migration). Every method runs on the
// transaction its context carries, if any; a write the database refuses inside
// one is undone to a savepoint, so the transaction stays usable.
type PaymentStore struct{ db *DB }

var _ ports.PaymentStore = (*PaymentStore)(nil)

// NewPaymentStore returns the payment store of db. db must be migrated.
func NewPaymentStore(db *DB) *PaymentStore { return &PaymentStore{db: db} }

type paymentAccountRow struct {
	bun.BaseModel `bun:"table:payment_accounts"`

	OrgID            kernel.ID `bun:"org_id,pk"`
	ProcessorID      string    `bun:"processor_id"`
	DetailsSubmitted bool      `bun:"details_submitted"`
	ChargesEnabled   bool      `bun:"charges_enabled"`
	PayoutsEnabled   bool      `bun:"payouts_enabled"`
	RequirementsDue  string    `bun:"requirements_due"` // a JSON array of strings
	DisabledReason   string    `bun:"disabled_reason"`
	OnlinePayments   bool      `bun:"online_payments"`
	StateAt          time.Time `bun:"state_at,nullzero"`
	CreatedAt        time.Time `bun:"created_at"`
	UpdatedAt        time.Time `bun:"updated_at"`
}

// FindPaymentAccount returns org's connected account. KindNotFound if org has
// not started connecting one.
func (s *PaymentStore) FindPaymentAccount(ctx context.Context, org kernel.ID) (payments.Account, error) {
	if !CanonicalID(org) {
		return payments.Account{}, kernel.NotFound("payment account")
	}
	return s.findAccount(ctx, "org_id = ?", org)
}

// FindPaymentAccountByProcessorID returns the account with the processor's id,
// whatever its organization. KindNotFound if there is none; an empty id finds
// none, as several organizations may have an account without one.
func (s *PaymentStore) FindPaymentAccountByProcessorID(ctx context.Context, processorID string) (payments.Account, error) {
	if processorID == "" {
		return payments.Account{}, kernel.NotFound("payment account")
	}
	return s.findAccount(ctx, "processor_id = ?", processorID)
}

// findAccount reads one account. Inside a transaction on PostgreSQL the row is
// locked FOR UPDATE (SQLite's transactions hold the write lock from the start),
// so that a read-change-save of the account in one transaction (an
// account.updated event beside a settings change) never loses the other's
// write.
func (s *PaymentStore) findAccount(ctx context.Context, where string, arg any) (payments.Account, error) {
	var row paymentAccountRow
	db := s.db.IDB(ctx)
	q := db.NewSelect().Model(&row).Where(where, arg)
	if _, inTx := db.(bun.Tx); inTx && DialectOf(db) == DialectPostgres {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return payments.Account{}, notFoundAs(err, "payment account")
	}
	a := payments.Account{OrgID: row.OrgID, ProcessorID: row.ProcessorID, DetailsSubmitted: row.DetailsSubmitted,
		ChargesEnabled: row.ChargesEnabled, PayoutsEnabled: row.PayoutsEnabled, DisabledReason: row.DisabledReason,
		OnlinePayments: row.OnlinePayments, StateAt: row.StateAt.UTC(), CreatedAt: row.CreatedAt.UTC(),
		UpdatedAt: row.UpdatedAt.UTC()}
	if err := json.Unmarshal([]byte(row.RequirementsDue), &a.RequirementsDue); err != nil {
		return payments.Account{}, kernel.Internal(err)
	}
	if len(a.RequirementsDue) == 0 {
		a.RequirementsDue = nil
	}
	return a, nil
}

// SavePaymentAccount creates or replaces a.OrgID's account. KindConflict if
// another organization's account has a.ProcessorID (the partial unique index
// on processor_id); KindInvalid for an organization that does not exist.
func (s *PaymentStore) SavePaymentAccount(ctx context.Context, a payments.Account) error {
	due, _ := json.Marshal(append([]string{}, a.RequirementsDue...)) // strings always marshal
	row := paymentAccountRow{OrgID: a.OrgID, ProcessorID: a.ProcessorID, DetailsSubmitted: a.DetailsSubmitted,
		ChargesEnabled: a.ChargesEnabled, PayoutsEnabled: a.PayoutsEnabled, RequirementsDue: string(due),
		DisabledReason: a.DisabledReason, OnlinePayments: a.OnlinePayments, StateAt: StorageTime(a.StateAt),
		CreatedAt: StorageTime(a.CreatedAt), UpdatedAt: StorageTime(a.UpdatedAt)}
	if !CanonicalID(a.OrgID) {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		_, err := db.NewInsert().Model(&row).On("CONFLICT (org_id) DO UPDATE").Exec(ctx)
		return paymentErr(err, "another organization has connected this payment account")
	})
}

// paymentErr translates err, giving a conflict the store's own message.
func paymentErr(err error, conflict string) error {
	err = TranslateError(err)
	if e, ok := kernel.AsError(err); ok && e.Kind == kernel.KindConflict {
		return &kernel.Error{Kind: e.Kind, Code: e.Code, Message: conflict, Err: e.Err}
	}
	return err
}
