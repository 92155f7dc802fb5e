package memory

import (
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.RecordWriter = (*RecordStore)(nil)

// versioned is the version of a record changed since it was written in bulk.
type versioned struct {
	kind    records.Kind
	version int
}

// WriteRecord applies c to org's records (see ports.RecordWriter): it checks
// everything first, then replaces org's records with a new copy that holds the
// change, so that a refused write changes nothing. Like the SQL store, a record
// other records refer to is not removed, a reference to no record of org is
// refused, and a change keeps the record's place for those referring to it.
func (s *RecordStore) WriteRecord(ctx context.Context, org kernel.ID, c records.Change, a records.Activity) error {
	if err := c.Check(org); err != nil {
		return err
	}
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[org]; !ok && !s.b.orgsElsewhere {
		if c.Action == records.ActionCreate {
			return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
		}
		return kernel.NotFound(string(c.Ref.Kind))
	}
	o := st.org(org)
	if o == nil {
		o = newOrgRecords()
	}
	if err := o.checkVersion(c); err != nil {
		return err
	}
	if err := o.checkLocked(c); err != nil {
		return err
	}
	next, err := o.applied(st, org, c)
	if err != nil {
		return err
	}
	next.setVersion(c)
	next.appendActivity(org, a)
	next.revision = records.NewRevision()
	st.records[org] = next
	if c.Action == records.ActionRemove && c.Ref.Kind == records.KindInvoice {
		st.payments.dropCheckouts(org, c.Ref.ID)
	}
	return nil
}

// dropCheckouts forgets the checkout sessions of org's invoice, as the SQL
// schema's ON DELETE CASCADE does when the invoice is removed.
func (p *paymentState) dropCheckouts(org, invoice kernel.ID) {
	p.checkouts = slices.DeleteFunc(slices.Clone(p.checkouts), func(c payments.Checkout) bool {
		return c.OrgID == org && c.InvoiceID == invoice
	})
}

// versionOf returns the version of o's record ref: 0 when o has none.
func (o *orgRecords) versionOf(ref records.Ref) int {
	if !o.has(ref.Kind, ref.ID) {
		return 0
	}
	if v, ok := o.versions[ref.ID]; ok && v.kind == ref.Kind {
		return v.version
	}
	return 1
}

// checkVersion compares the record's version with the one c started from.
func (o *orgRecords) checkVersion(c records.Change) error {
	if !kindKnown(c.Ref.Kind) {
		return kernel.Invalid("unknown record kind " + string(c.Ref.Kind)).WithCode("invalid_kind")
	}
	current := o.versionOf(c.Ref)
	if current == 0 && c.Action != records.ActionCreate {
		return kernel.NotFound(string(c.Ref.Kind))
	}
	if current != c.Version {
		msg := "the record was changed since it was read"
		if c.Action == records.ActionCreate {
			msg = "a record with this id exists"
		}
		return kernel.Conflict(msg).WithCode("stale_version")
	}
	return nil
}

func kindKnown(k records.Kind) bool {
	for _, known := range records.Kinds {
		if known == k {
			return true
		}
	}
	return false
}

// setVersion sets the version of c's record to c.Version+1, or forgets it after
// a removal.
func (o *orgRecords) setVersion(c records.Change) {
	if c.Action == records.ActionRemove {
		delete(o.versions, c.Ref.ID)
		return
	}
	if o.versions == nil {
		o.versions = map[kernel.ID]versioned{}
	}
	o.versions[c.Ref.ID] = versioned{kind: c.Ref.Kind, version: c.Version + 1}
}
