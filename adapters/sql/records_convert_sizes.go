package sql

import "github.com/roadcase/roadcase/core/records"

// sizedRows returns empty rows with room for every row of d, so that toRows
// never grows a slice: at --scale 100 growing them allocated four times the
// rows' own size.
func sizedRows(d records.Dataset) *recordRows {
	c := d.Children()
	return &recordRows{
		venues:        make([]venueRow, 0, len(d.Venues)),
		people:        make([]personRow, 0, len(d.People)),
		venueContacts: make([]venueContactRow, 0, c.VenueContacts),
		projects:      make([]projectRow, 0, len(d.Projects)),
		shows:         make([]showRow, 0, len(d.Shows)),
		showContacts:  make([]showContactRow, 0, c.ShowContacts),
		tiers:         make([]tierRow, 0, c.Tiers),
		crew:          make([]crewRow, 0, len(d.CrewAssignments)),
		timesheets:    make([]timesheetRow, 0, len(d.Timesheets)),
		schedule:      make([]scheduleRow, 0, len(d.Schedule)),
		travel:        make([]travelRow, 0, len(d.Travel)),
		passengers:    make([]passengerRow, 0, c.Passengers),
		stays:         make([]accommodationRow, 0, len(d.Accommodations)),
		rooms:         make([]roomRow, 0, c.Rooms),
		occupants:     make([]occupantRow, 0, c.Occupants),
		guests:        make([]guestRow, 0, len(d.GuestList)),
		budget:        make([]budgetRow, 0, len(d.BudgetLines)),
		expenses:      make([]expenseRow, 0, len(d.Expenses)),
		income:        make([]incomeRow, 0, len(d.Income)),
		invoices:      make([]invoiceRow, 0, len(d.Invoices)),
		lines:         make([]invoiceLineRow, 0, c.InvoiceLines),
		payments:      make([]paymentRow, 0, c.Payments),
		settlements:   make([]settlementRow, 0, len(d.Settlements)),
		settleLines:   make([]settlementExpenseRow, 0, c.SettledExpenses),
	}
}
