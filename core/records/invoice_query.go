package records

import (
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
)

// InvoiceQuery asks for one page of an organization's invoices, by number
// descending (see ports.InvoiceLister): After is the previous page's last
// invoice (its number as the one key, and its id), nil for the first page.
type InvoiceQuery struct {
	Status    InvoiceStatus // when set, only the invoices of that status
	ProjectID kernel.ID     // when set, only the project's invoices
	After     *kernel.Cursor
	Limit     int // 1 to MaxList; 0 means MaxList
}

// Checked returns q with its limit filled in, or KindInvalid for a limit, a
// status, a project or a cursor a list would not take.
func (q InvoiceQuery) Checked() (InvoiceQuery, error) {
	l, err := ListQuery{Limit: q.Limit, After: q.After}.Checked(1)
	if err != nil {
		return q, err
	}
	q.Limit = l.Limit
	if q.Status != "" && !q.Status.Valid() {
		return q, kernel.InvalidField("/status", "invalid_status", fmt.Sprintf("%q is not an invoice status", q.Status)).
			WithCode("invalid_status")
	}
	if !q.ProjectID.IsZero() {
		if id, err := kernel.ParseID(string(q.ProjectID)); err != nil || id != q.ProjectID {
			return q, kernel.InvalidField("/project", CodeInvalidID, "project is not a record id").WithCode("invalid_project")
		}
	}
	return q, nil
}
