package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// travelKind is the form of a travel segment: each end with its place, date,
// clock time and zone (a flight from London to Amsterdam departs on London's
// clock and lands on Amsterdam's), the booking and its passengers.
func travelKind() logisticsKind {
	return logisticsKind{kind: records.KindTravelSegment, segment: "travel", newPath: "/projects/{pid}/travel/new",
		lead: "Departure and arrival are each on the clock of their own place, in the zone beside them. The cost is in the project's currency.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			return []recordInput{
				{Name: "mode", Label: "Mode", Options: travelModes},
				{Name: "carrier", Label: "Carrier", Opts: []string{"hint=Airline, rail operator or bus company."}},
				{Name: "number", Label: "Flight or train number"},
				{Name: "from_place", Label: "From", Opts: []string{"hint=Such as “LHR London Heathrow”."}},
				{Name: "departs_on", Label: "Departure date", Opts: []string{"type=date"}},
				{Name: "departs_at", Label: "Departure time", Opts: []string{"type=time"}},
				{Name: "depart_time_zone", Label: "Departure time zone", Options: zoneChoices(values["depart_time_zone"])},
				{Name: "to_place", Label: "To"},
				{Name: "arrives_on", Label: "Arrival date", Opts: []string{"type=date"}},
				{Name: "arrives_at", Label: "Arrival time", Opts: []string{"type=time"}},
				{Name: "arrive_time_zone", Label: "Arrival time zone", Options: zoneChoices(values["arrive_time_zone"])},
				{Name: "confirmation", Label: "Confirmation", Opts: []string{"autocomplete=off"}},
				{Name: "cost", Label: "Cost", Opts: []string{"money=" + c.project.Currency, "hint=The whole segment, every passenger."}},
				{Name: "passenger_ids", Label: "Passengers"},
				{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
			}
		},
		groups: func(c *logisticsContext, f *recordForm) []formGroup {
			return []formGroup{
				{Legend: "Service", Inputs: []string{"mode", "carrier", "number"}},
				{Legend: "Departure", Inputs: []string{"from_place", "departs_on", "departs_at", "depart_time_zone"}},
				{Legend: "Arrival", Inputs: []string{"to_place", "arrives_on", "arrives_at", "arrive_time_zone"}},
				{Legend: "Booking", Inputs: []string{"confirmation", "cost", "notes"},
					Checks: newCheckGroup(f, "passenger_ids", "Passengers", c.people)},
			}
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{"mode": string(records.TravelFlight), "depart_time_zone": c.zoneOf(), "arrive_time_zone": c.zoneOf()}
			if c.show != nil {
				m["departs_on"], m["arrives_on"] = c.show.Date.String(), c.show.Date.String()
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			t := d.Travel[0]
			m := map[string]string{"mode": string(t.Mode), "carrier": t.Carrier, "number": t.Number, "from_place": t.FromPlace,
				"to_place": t.ToPlace, "depart_time_zone": t.DepartTimeZone, "arrive_time_zone": t.ArriveTimeZone,
				"confirmation": t.Confirmation, "cost": amountText(t.Cost, c.project.Currency),
				"passenger_ids": joined(t.PassengerIDs), "notes": t.Notes}
			var on kernel.Date
			on, m["departs_at"] = localClock(&t.DepartsAt, t.DepartTimeZone)
			m["departs_on"] = on.String()
			on, m["arrives_at"] = localClock(&t.ArrivesAt, t.ArriveTimeZone)
			m["arrives_on"] = on.String()
			return m
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			t := records.TravelSegment{ID: id, OrgID: c.org, ProjectID: c.project.ID, Mode: records.TravelMode(f.Get("mode")),
				Carrier: f.Get("carrier"), Number: f.Get("number"), FromPlace: f.Get("from_place"), ToPlace: f.Get("to_place"),
				DepartTimeZone: f.Get("depart_time_zone"), ArriveTimeZone: f.Get("arrive_time_zone"),
				Confirmation: f.Get("confirmation"), Cost: f.amount("cost", c.project.Currency), Notes: f.Get("notes")}
			if at := f.instant("departs_on", "departs_at", t.DepartTimeZone); at != nil {
				t.DepartsAt = *at
			}
			if at := f.instant("arrives_on", "arrives_at", t.ArriveTimeZone); at != nil {
				t.ArrivesAt = *at
			}
			t.PassengerIDs = checkedIDs(f, r, "passenger_ids")
			return records.Dataset{Travel: []records.TravelSegment{t}}
		},
	}
}

// checkedIDs reads the checked values of the checkbox group name (posted as
// name[]), keeps them
// in the form (comma-separated) and points errors about the list's items at
// the group.
func checkedIDs(f *recordForm, r *http.Request, name string) []kernel.ID {
	var ids []kernel.ID
	for _, v := range r.PostForm[name+"[]"] {
		if v = strings.TrimSpace(v); v != "" {
			ids = append(ids, kernel.ID(v))
			f.rows[name+"/"+itoa(len(ids)-1)] = name
		}
	}
	f.Values[name] = joined(ids)
	return ids
}
