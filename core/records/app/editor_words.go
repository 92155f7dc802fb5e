package app

import "github.com/roadcase/roadcase/core/records"

// editableKinds are the kinds Save writes: every kind of record.
var editableKinds = func() map[records.Kind]struct{} {
	m := map[records.Kind]struct{}{}
	for _, k := range records.Kinds {
		m[k] = struct{}{}
	}
	return m
}()

// verbs say each action in a refusal's sentence.
var verbs = map[records.Action]string{
	records.ActionCreate: "Creating",
	records.ActionChange: "Changing",
	records.ActionRemove: "Removing",
}

// plural names records of kind k in a sentence: "shows", "guest list entries".
func plural(k records.Kind) string {
	if name, ok := plurals[k]; ok {
		return name
	}
	return string(k) + "s"
}

var plurals = map[records.Kind]string{
	records.KindPerson:         "people",
	records.KindCrewAssignment: "crew engagements",
	records.KindTimesheetEntry: "timesheet entries",
	records.KindScheduleItem:   "schedule items",
	records.KindTravelSegment:  "travel segments",
	records.KindAccommodation:  "hotel stays",
	records.KindGuestListEntry: "guest list entries",
	records.KindBudgetLine:     "budget lines",
	records.KindIncomeLine:     "income lines",
}
