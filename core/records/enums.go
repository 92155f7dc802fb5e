package records

// Valid reports whether k is one of the named project kinds.
func (k ProjectKind) Valid() bool {
	switch k {
	case ProjectTour, ProjectFestival, ProjectEvent, ProjectProduction:
		return true
	}
	return false
}

// Valid reports whether s is one of the named project statuses.
func (s ProjectStatus) Valid() bool {
	switch s {
	case ProjectPlanning, ProjectConfirmed, ProjectActive, ProjectCompleted, ProjectCancelled:
		return true
	}
	return false
}

// Valid reports whether s is one of the named show statuses.
func (s ShowStatus) Valid() bool {
	switch s {
	case ShowHold, ShowConfirmed, ShowCancelled, ShowSettled:
		return true
	}
	return false
}

// Valid reports whether t is one of the named deal types.
func (t DealType) Valid() bool {
	switch t {
	case DealFlat, DealVersus, DealDoorSplit:
		return true
	}
	return false
}

// Valid reports whether s is one of the named timesheet statuses.
func (s TimesheetStatus) Valid() bool {
	switch s {
	case TimesheetDraft, TimesheetSubmitted, TimesheetApproved:
		return true
	}
	return false
}

// Valid reports whether k is one of the named schedule kinds.
func (k ScheduleKind) Valid() bool {
	switch k {
	case ScheduleLoadIn, ScheduleSoundcheck, ScheduleDoors, ScheduleSet, ScheduleCurfew,
		ScheduleLoadOut, ScheduleTravel, SchedulePress, ScheduleMeal, ScheduleMeeting, ScheduleOther:
		return true
	}
	return false
}

// Valid reports whether m is one of the named travel modes.
func (m TravelMode) Valid() bool {
	switch m {
	case TravelFlight, TravelRail, TravelBus, TravelCar, TravelFerry:
		return true
	}
	return false
}

// Valid reports whether s is one of the named guest statuses.
func (s GuestStatus) Valid() bool {
	switch s {
	case GuestRequested, GuestApproved, GuestDeclined, GuestCheckedIn:
		return true
	}
	return false
}

// Valid reports whether s is one of the named expense statuses.
func (s ExpenseStatus) Valid() bool {
	switch s {
	case ExpensePending, ExpenseApproved, ExpensePaid, ExpenseRejected:
		return true
	}
	return false
}

// Valid reports whether k is one of the named income kinds.
func (k IncomeKind) Valid() bool {
	switch k {
	case IncomeTicketing, IncomeGuarantee, IncomeMerch, IncomeSponsorship, IncomeFee, IncomeOther:
		return true
	}
	return false
}

// Valid reports whether s is one of the named invoice statuses.
func (s InvoiceStatus) Valid() bool {
	switch s {
	case InvoiceDraft, InvoiceSent, InvoiceVoid:
		return true
	}
	return false
}

// Valid reports whether k is one of the record kinds.
func (k Kind) Valid() bool {
	for _, known := range Kinds {
		if k == known {
			return true
		}
	}
	return false
}

// Valid reports whether k is one of the named invoice kinds.
func (k InvoiceKind) Valid() bool {
	return k == InvoiceStandard || k == InvoiceDeposit || k == InvoiceCredit
}

// Valid reports whether b is one of the named causes of a cancellation.
func (b CancelledBy) Valid() bool {
	return b == CancelledByPromoter || b == CancelledByArtist || b == CancelledForceMajeure
}
