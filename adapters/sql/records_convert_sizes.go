package sql

import "github.com/roadcase/roadcase/core/records"

// sizedRows returns empty rows with room for every row of d, so that toRows
// never grows a slice: at --scale 100 growing them allocated four times the
// rows' own size.
func sizedRows(d records.Dataset) *recordRows {
	var venueContacts, showContacts, tiers, passengers, rooms, occupants, lines, payments, settleLines int
	for _, v := range d.Venues {
		venueContacts += len(v.Contacts)
	}
	for _, s := range d.Shows {
		showContacts += len(s.Contacts)
		tiers += len(s.Tiers)
	}
	for _, t := range d.Travel {
		passengers += len(t.PassengerIDs)
	}
	for _, a := range d.Accommodations {
		rooms += len(a.Rooms)
		for _, room := range a.Rooms {
			occupants += len(room.OccupantIDs)
		}
	}
	for _, inv := range d.Invoices {
		lines += len(inv.Lines)
		payments += len(inv.Payments)
	}
	for _, s := range d.Settlements {
		settleLines += len(s.Expenses)
	}
	return &recordRows{
		venues:        make([]venueRow, 0, len(d.Venues)),
		people:        make([]personRow, 0, len(d.People)),
		venueContacts: make([]venueContactRow, 0, venueContacts),
		projects:      make([]projectRow, 0, len(d.Projects)),
		shows:         make([]showRow, 0, len(d.Shows)),
		showContacts:  make([]showContactRow, 0, showContacts),
		tiers:         make([]tierRow, 0, tiers),
		crew:          make([]crewRow, 0, len(d.CrewAssignments)),
		timesheets:    make([]timesheetRow, 0, len(d.Timesheets)),
		schedule:      make([]scheduleRow, 0, len(d.Schedule)),
		travel:        make([]travelRow, 0, len(d.Travel)),
		passengers:    make([]passengerRow, 0, passengers),
		stays:         make([]accommodationRow, 0, len(d.Accommodations)),
		rooms:         make([]roomRow, 0, rooms),
		occupants:     make([]occupantRow, 0, occupants),
		guests:        make([]guestRow, 0, len(d.GuestList)),
		budget:        make([]budgetRow, 0, len(d.BudgetLines)),
		expenses:      make([]expenseRow, 0, len(d.Expenses)),
		income:        make([]incomeRow, 0, len(d.Income)),
		invoices:      make([]invoiceRow, 0, len(d.Invoices)),
		lines:         make([]invoiceLineRow, 0, lines),
		payments:      make([]paymentRow, 0, payments),
		settlements:   make([]settlementRow, 0, len(d.Settlements)),
		settleLines:   make([]settlementExpenseRow, 0, settleLines),
	}
}
