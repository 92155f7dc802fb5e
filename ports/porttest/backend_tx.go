package porttest

import (
	"context"
	"errors"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// backendCases are the contract of the ports together: records belong to an
// organization of the identity store, and one transaction spans both stores.
var backendCases = []contractCase{
	{name: "records of an organization the identity store does not have are invalid",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			org := identityOrg("acme").ID
			d := RecordDataset(org)
			recordWantKind(t, "records", backend.Records.InsertDataset(ctx, org, d, false), kernel.KindInvalid)
			recordWantKind(t, "a legal profile alone",
				backend.Records.InsertDataset(ctx, org, records.Dataset{Profile: d.Profile}, false), kernel.KindInvalid)
			recordWantUnchanged(t, ctx, backend.Records, org, records.Dataset{})
		}},
	{name: "records written in a transaction after their organization are kept with it",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			o := identityOrg("acme")
			d := RecordDataset(o.ID)
			recordMust(t, backend.Tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := backend.Identity.CreateOrganization(ctx, o); err != nil {
					return err
				}
				return backend.Records.InsertDataset(ctx, o.ID, d, false)
			}))
			_, err := backend.Identity.FindOrganizationByID(ctx, o.ID)
			identityMust(t, err)
			recordWantUnchanged(t, ctx, backend.Records, o.ID, d)
		}},
	{name: "a failing transaction takes back both the organization and its records",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			o := identityOrg("acme")
			err := backend.Tx.WithinTx(ctx, func(ctx context.Context) error {
				identityMust(t, backend.Identity.CreateOrganization(ctx, o))
				recordMust(t, backend.Records.InsertDataset(ctx, o.ID, RecordDataset(o.ID), false))
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			_, err = backend.Identity.FindOrganizationByID(ctx, o.ID)
			identityWantKind(t, "organization", err, kernel.KindNotFound)
			recordWantUnchanged(t, ctx, backend.Records, o.ID, records.Dataset{})
		}},
}
