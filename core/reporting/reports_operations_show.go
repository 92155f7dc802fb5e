package reporting

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// runOfShowReport is a show day's schedule in the order it runs.
var runOfShowReport = Report{
	Key: "run_of_show", Title: "Run of show", Category: "operations", Records: true, Requires: []string{"show_id"},
	Description: "The show's schedule in time order, in local time: each item's date, start and end (24-hour, in " +
		"the item's zone, else the show's or its venue's, named in the last column), kind, title, location and " +
		"notes. Items of the project tied to no show (travel, press) are included when they start on the show's " +
		"date: the cue sheet the crew runs the day from.",
	Columns: []Column{dateColumn("date", "Date"), textColumn("time", "Time"), textColumn("end", "End"),
		textColumn("kind", "Kind"), textColumn("title", "Title"), textColumn("location", "Location"),
		textColumn("notes", "Notes"), textColumn("time_zone", "Time zone")},
	Build: buildRunOfShow,
}

func buildRunOfShow(s *Sheet) Table {
	d, ix := recordsOf(s)
	show := ix.shows[s.Show]
	var t Table
	for _, it := range d.Schedule {
		loc := zone(it.TimeZone, show.TimeZone, ix.venues[show.VenueID].TimeZone)
		date := kernel.DateOf(it.StartsAt, loc)
		switch {
		case s.Show.IsZero() || it.ShowID == s.Show:
		case it.ShowID.IsZero() && date == show.Date:
		default:
			continue
		}
		var end any
		if it.EndsAt != nil {
			end = it.EndsAt.In(loc).Format("15:04")
		}
		t.Add(Row{string(date), it.StartsAt.In(loc).Format("15:04"), end, string(it.Kind), it.Title,
			nullable(it.Location), nullable(it.Notes), loc.String()},
			kernel.Cursor{Keys: []string{it.StartsAt.UTC().Format(time.RFC3339Nano)}, ID: it.ID})
	}
	t.Sort()
	return t
}

// credentialsReport is who needs a pass for a show, and which.
var credentialsReport = Report{
	Key: "credentials", Title: "Credentials", Category: "operations", Records: true, Requires: []string{"show_id"},
	Description: "Who needs a pass for the show: every guest list entry with a pass type that is not declined " +
		"(its category, pass type, status, the people it admits with plus-ones, and who asked), then every crew " +
		"member whose assignment spans the show's date (department as category, status assigned, role). The " +
		"records hold no pass type for crew, so theirs is null: the production office issues their laminates.",
	Columns: []Column{textColumn("name", "Name"), textColumn("kind", "Kind"), textColumn("category", "Category"),
		textColumn("pass_type", "Pass type"), textColumn("status", "Status"),
		numberColumn("admits", "Admits", UnitCount), textColumn("detail", "Requested by or role")},
	Build: buildCredentials,
}

func buildCredentials(s *Sheet) Table {
	d, ix := recordsOf(s)
	show := ix.shows[s.Show]
	var t Table
	for _, g := range d.GuestList {
		if g.ShowID != s.Show || g.PassType == "" || g.Status == records.GuestDeclined {
			continue
		}
		t.Add(Row{g.Name, "guest", nullable(g.Category), g.PassType, string(g.Status), Int(int64(g.Guests())),
			nullable(g.RequestedBy)}, kernel.Cursor{Keys: []string{"1", g.PassType, g.Name}, ID: g.ID})
	}
	for _, a := range d.CrewAssignments {
		if a.ProjectID != show.ProjectID || show.Date.IsZero() || show.Date.Before(a.StartsOn) ||
			(!a.EndsOn.IsZero() && a.EndsOn.Before(show.Date)) {
			continue
		}
		name := ix.personName(a.PersonID)
		t.Add(Row{nullable(name), "crew", nullable(a.Department), nil, "assigned", Int(1), nullable(a.Role)},
			kernel.Cursor{Keys: []string{"2", a.Department, name}, ID: a.ID})
	}
	t.Sort()
	return t
}
