package reporting

import (
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// operationsReports are the reports a production office runs a tour from: the
// advance (status board, completion by show, what is overdue, what is left to
// do), the day (run of show, credentials, guest lists), the crew (roster,
// timesheets, labour cost), logistics (rooming, travel) and spend per vendor.
// Each topic's reports are in a reports_operations_*.go file.
var operationsReports = []ReportSpec{
	{Report: advanceStatusBoardReport},
	{Report: advanceCompletionByShowReport},
	{Report: overdueAdvancesReport},
	{Report: runOfShowReport},
	{Report: crewRosterReport},
	{Report: timesheetsReport},
	{Report: labourCostReport},
	{Report: roomingReport},
	{Report: travelManifestReport},
	{Report: guestListsReport},
	{Report: credentialsReport},
	{Report: purchaseOrdersByVendorReport},
	{Report: taskStatusReport},
}

// recordsIndex looks up the people, shows and venues of a Records report's
// dataset by id.
type recordsIndex struct {
	people map[kernel.ID]records.Person
	shows  map[kernel.ID]records.Show
	venues map[kernel.ID]records.Venue
}

// recordsOf indexes the sheet's records; empty when the sheet has none.
func recordsOf(s *Sheet) (*records.Dataset, recordsIndex) {
	d := s.Records
	if d == nil {
		d = &records.Dataset{}
	}
	ix := recordsIndex{people: map[kernel.ID]records.Person{}, shows: map[kernel.ID]records.Show{},
		venues: map[kernel.ID]records.Venue{}}
	for _, p := range d.People {
		ix.people[p.ID] = p
	}
	for _, sh := range d.Shows {
		ix.shows[sh.ID] = sh
	}
	for _, v := range d.Venues {
		ix.venues[v.ID] = v
	}
	return d, ix
}

// personName returns a person's full name, empty when unknown.
func (ix recordsIndex) personName(id kernel.ID) string { return ix.people[id].FullName() }

// names returns the full names of people, in the order given, joined by "; ".
func (ix recordsIndex) names(ids []kernel.ID) string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if n := ix.personName(id); n != "" {
			out = append(out, n)
		}
	}
	return strings.Join(out, "; ")
}

// zone returns the first of the zone names that loads, else UTC: an item's own
// zone before its show's and its venue's.
func zone(names ...string) *time.Location {
	for _, name := range names {
		if name == "" || name == "Local" {
			continue
		}
		if loc, err := time.LoadLocation(name); err == nil {
			return loc
		}
	}
	return time.UTC
}

// localTime is an instant as a wall-clock text cell in loc, RFC 3339 with the
// zone's offset, so that a reader sees the local time and can still order it.
func localTime(t time.Time, loc *time.Location) string { return t.In(loc).Format(time.RFC3339) }

// padded is a position as a sort key that orders as the number does.
func padded(n int) string { return fmt.Sprintf("%010d", n) }
