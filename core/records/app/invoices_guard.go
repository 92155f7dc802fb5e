package app

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// onlyDrafts refuses a generic write of an invoice that is not a draft's: a
// new invoice is a draft with its draft number; only a draft is changed, and
// it stays one; only a draft is removed, since an issued number that went away
// would leave a gap in the sequence. Other kinds pass.
func onlyDrafts(w *edit) error {
	if w.c.Ref.Kind != records.KindInvoice {
		return nil
	}
	if len(w.before.Invoices) == 1 {
		if err := w.before.Invoices[0].Editable(); err != nil {
			return err
		}
	}
	if w.c.Action == records.ActionRemove {
		return nil
	}
	inv := w.after.Invoices[0]
	switch {
	case inv.Status != records.InvoiceDraft:
		return kernel.InvalidField("/status", "not_draft",
			"an invoice is written as a draft; issuing, payments and voiding are the invoice's own actions")
	case inv.Number != records.DraftNumber(inv.ID):
		return kernel.InvalidField("/number", "not_draft",
			"a draft carries its draft number until it is issued; issuing gives it the next number")
	case len(inv.Payments) > 0:
		return kernel.InvalidField("/payments", "not_draft", "payments are recorded on an issued invoice")
	}
	return nil
}
