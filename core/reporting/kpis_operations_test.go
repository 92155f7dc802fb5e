package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// advanceSection is an advance section of packet, whose show is on showDate ("" for a
// packet about the whole project), created at created and completed at done ("" if
// not).
func advanceSection(packet, id string, required bool, status advancing.SectionStatus, showDate, created, done string) reporting.SectionFact {
	at := func(s string) time.Time { t, _ := time.Parse(time.RFC3339, s); return t }
	f := reporting.SectionFact{Packet: kernel.ID(packet), Section: kernel.ID(id), Project: "p-eu", Kind: "catering",
		Required: required, Status: string(status), PacketCreatedAt: at(created), ShowDate: kernel.Date(showDate)}
	if done != "" {
		t := at(done)
		f.CompletedAt = &t
	}
	return f
}

// advance is three packets: one for a show on 5 July with a section complete in
// 2½ days, one not applicable and one in progress; one for a show on 20 July with
// a section complete in 1½ days and one requested; one about the whole project,
// not started and without a due date.
func advance() reporting.Facts {
	const k1, k2 = "2026-06-01T00:00:00Z", "2026-06-10T00:00:00Z"
	return reporting.Facts{Sections: []reporting.SectionFact{
		advanceSection("k1", "a", true, advancing.SectionComplete, "2026-07-05", k1, "2026-06-03T12:00:00Z"),
		advanceSection("k1", "b", true, advancing.SectionNotApplicable, "2026-07-05", k1, ""),
		advanceSection("k1", "c", true, advancing.SectionInProgress, "2026-07-05", k1, ""),
		advanceSection("k1", "d", false, advancing.SectionNotStarted, "2026-07-05", k1, ""),
		advanceSection("k2", "e", true, advancing.SectionComplete, "2026-07-20", k2, "2026-06-11T12:00:00Z"),
		advanceSection("k2", "f", true, advancing.SectionRequested, "2026-07-20", k2, ""),
		advanceSection("k3", "g", true, advancing.SectionNotStarted, "", k2, ""),
	}}
}

// dueOn is the advance with the project packet's section due on due.
func dueOn(due kernel.Date) reporting.Facts {
	f := advance()
	f.Sections[6].DueOn = &due
	return f
}

// guestShow is a show with a guest allocation and the places its list takes.
func guestShow(id, cur string, status records.ShowStatus, allocation, places int64) reporting.ShowFact {
	return reporting.ShowFact{Show: kernel.ID(id), Project: "p-eu", Date: "2026-06-01", Status: status, Currency: cur,
		GuestAllocation: allocation, GuestPlaces: places}
}

// crewTime is two approved 12-hour euro days with 2 hours of overtime each at
// €240 a day, and a draft 10-hour pound day at £120; the euro crew member is
// engaged for 5 days, the pound one for 3.
func crewTime() reporting.Facts {
	f := shows()
	f.PerDiems = []reporting.PerDiemFact{{Assignment: "a1", Project: "p-eu", Person: "c1", DayRate: 24_000, Days: 5},
		{Assignment: "a2", Project: "p-uk", Person: "c2", DayRate: 12_000, Days: 3}}
	f.Labour = []reporting.LabourFact{
		{Project: "p-eu", Person: "c1", Month: "2026-06", Status: records.TimesheetApproved, DayRate: 24_000,
			OvertimeMinutes: 120, Entries: 2, Days: 2, Minutes: 1440},
		{Project: "p-uk", Person: "c2", Month: "2026-06", Status: records.TimesheetDraft, DayRate: 12_000,
			Entries: 1, Days: 1, Minutes: 600},
	}
	return f
}

func TestOperationsKPIs(t *testing.T) {
	guests := shows(guestShow("s1", "EUR", records.ShowConfirmed, 20, 25), guestShow("s2", "GBP", records.ShowSettled, 10, 5),
		guestShow("s3", "EUR", records.ShowHold, 50, 50), guestShow("s4", "EUR", records.ShowConfirmed, 0, 3))
	// A person without a crew assignment on the project: 10 hours and no day rate.
	noDayRate := shows()
	noDayRate.Labour = []reporting.LabourFact{{Project: "p-eu", Person: "c3", Month: "2026-06",
		Status: records.TimesheetSubmitted, Entries: 1, Days: 1, Minutes: 600}}
	runKPICases(t, []kpiCase{
		{name: "3 of 6 required done, n/a counting", facts: advance(), key: "advance_completion_rate", want: []string{" 50.00"}},
		{name: "no sections is null", facts: shows(), key: "advance_completion_rate", want: []string{" null"}},
		{name: "2½ and 1½ days", facts: advance(), key: "average_days_to_complete", want: []string{" 2.00"}},
		{name: "none complete is null", facts: reporting.Facts{Sections: advance().Sections[1:4]},
			key: "average_days_to_complete", want: []string{" null"}},
		{name: "the 5 July show's packet, a week out", facts: advance(), key: "overdue_advances", want: []string{" 1"}},
		{name: "none on the show's day", facts: advance(), key: "overdue_advances", args: reporting.Args{"days_before_show": "0"},
			want: []string{" 0"}},
		{name: "both show packets on 14 July", facts: advance(), key: "overdue_advances", args: reporting.Args{"as_of": "2026-07-14"},
			want: []string{" 2"}},
		{name: "and the project's packet, past its due date", facts: dueOn("2026-06-20"), key: "overdue_advances",
			want: []string{" 2"}},
		{name: "not the project's packet due tomorrow", facts: dueOn("2026-07-01"), key: "overdue_advances",
			want: []string{" 1"}},
		{name: "a due date takes no lead", facts: dueOn("2026-06-20"), key: "overdue_advances",
			args: reporting.Args{"days_before_show": "0"}, want: []string{" 1"}},
		{name: "no sections is null", facts: shows(), key: "overdue_advances", want: []string{" null"}},
		{name: "30 places of 30 on sale", facts: guests, key: "guest_list_utilisation", want: []string{" 100.00"}},
		{name: "over allocation", facts: shows(guests.Shows[0]), key: "guest_list_utilisation", want: []string{" 125.00"}},
		{name: "no allocation is null", facts: shows(guests.Shows[3]), key: "guest_list_utilisation", want: []string{" null"}},
		{name: "regular and overtime, every status", facts: crewTime(), key: "crew_hours", want: []string{" 38.00"}},
		{name: "no timesheets is null", facts: shows(), key: "crew_hours", want: []string{" null"}},
		{name: "2 × 2 hours", facts: crewTime(), key: "overtime_hours", want: []string{" 4.00"}},
		{name: "4 of 38 hours", facts: crewTime(), key: "overtime_share", want: []string{" 10.53"}},
		// Every engaged day at the day rate, plus the overtime the timesheets
		// record: 5 × €240 + 2 × 2 hours at 1.5 × €20 = €1,320.00 (the two
		// timesheet days alone cost €600.00); 3 × £120 = £360.00.
		{name: "every engaged day at the day rate, with overtime, per home currency", facts: crewTime(),
			key: "labour_cost", want: []string{"EUR 132000", "GBP 36000"}},
		{name: "an engagement without timesheets still pays", facts: reporting.Facts{Projects: crewTime().Projects,
			PerDiems: crewTime().PerDiems[:1]}, key: "labour_cost", want: []string{"EUR 120000"}},
		{name: "no day rate costs nothing, its hours still count", facts: noDayRate, key: "labour_cost",
			want: []string{"EUR 0"}},
		{name: "the hours of a person without a day rate", facts: noDayRate, key: "crew_hours", want: []string{" 10.00"}},
	})
}
