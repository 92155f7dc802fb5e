package binding

import (
	"cmp"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// travelManifestFromProject builds the manifest of every travel segment of a project.
func travelManifestFromProject(src Source) (map[string]any, error) {
	project := src.Project(src.Ref.ID)
	if project == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	var segs []records.TravelSegment
	for _, s := range src.Data.Travel {
		if s.ProjectID == project.ID {
			segs = append(segs, s)
		}
	}
	return travelManifest(src.Index, project, segs), nil
}

// travelManifestFromSegment builds the manifest of one travel segment.
func travelManifestFromSegment(src Source) (map[string]any, error) {
	i := slices.IndexFunc(src.Data.Travel, func(s records.TravelSegment) bool { return s.ID == src.Ref.ID })
	if i < 0 {
		return nil, notFound("travel segment", src.Ref.ID)
	}
	seg := src.Data.Travel[i]
	project := src.Project(seg.ProjectID)
	if project == nil {
		return nil, notFound("project", seg.ProjectID)
	}
	return travelManifest(src.Index, project, []records.TravelSegment{seg}), nil
}

// travelManifest lists segs in departure order (at most 500) and everyone on them.
func travelManifest(ix *Index, project *records.Project, segs []records.TravelSegment) map[string]any {
	travelManifestSort(segs)
	if len(segs) > 500 {
		segs = segs[:500]
	}
	tz := "UTC"
	if len(segs) > 0 && travelManifestZone(segs[0].DepartTimeZone) != "" {
		tz = segs[0].DepartTimeZone
	}
	segments := make([]any, 0, len(segs))
	counts := map[kernel.ID]int{}
	for _, seg := range segs {
		m := travelManifestLeg(seg)
		if names := travelManifestNames(ix, seg, 200); len(names) > 0 {
			m["passengers"] = names
		}
		PutString(m, "notes", seg.Notes)
		segments = append(segments, m)
		for _, id := range slices.Compact(slices.Sorted(slices.Values(seg.PassengerIDs))) {
			counts[id]++
		}
	}
	out := map[string]any{
		"time_zone":  tz,
		"project":    daySheetProject(project),
		"segments":   segments,
		"travellers": travelManifestTravellers(ix, project.ID, counts, 500),
	}
	return out
}

// travelManifestTravellers lists the people counted in counts by name, with their
// role on the project and how to reach them, at most limit.
func travelManifestTravellers(ix *Index, projectID kernel.ID, counts map[kernel.ID]int, limit int) []any {
	var people []*records.Person
	for id := range counts {
		if p := ix.Person(id); p != nil && p.FullName() != "" {
			people = append(people, p)
		}
	}
	slices.SortFunc(people, func(a, b *records.Person) int {
		return cmp.Or(cmp.Compare(a.FullName(), b.FullName()), cmp.Compare(a.ID, b.ID))
	})
	out := []any{}
	for _, p := range people {
		if len(out) == limit {
			break
		}
		m := map[string]any{"name": p.FullName(), "segment_count": counts[p.ID]}
		PutString(m, "role", travelManifestRole(ix, projectID, p.ID))
		PutString(m, "phone", p.Phone)
		PutString(m, "email", p.Email)
		out = append(out, m)
	}
	return out
}

// travelManifestRole is the person's role on the project: the role of their earliest
// crew assignment, or their job title when they have none.
func travelManifestRole(ix *Index, projectID, personID kernel.ID) string {
	var best *records.CrewAssignment
	for i, a := range ix.Data.CrewAssignments {
		if a.ProjectID == projectID && a.PersonID == personID && a.Role != "" &&
			(best == nil || a.StartsOn < best.StartsOn) {
			best = &ix.Data.CrewAssignments[i]
		}
	}
	if best != nil {
		return best.Role
	}
	if p := ix.Person(personID); p != nil {
		return p.Title
	}
	return ""
}

// travelManifestSort orders segments by departure, then route, then id.
func travelManifestSort(segs []records.TravelSegment) {
	slices.SortStableFunc(segs, func(a, b records.TravelSegment) int {
		return cmp.Or(a.DepartsAt.Compare(b.DepartsAt), cmp.Compare(a.FromPlace, b.FromPlace),
			cmp.Compare(a.ToPlace, b.ToPlace), cmp.Compare(a.ID, b.ID))
	})
}

// travelManifestDeparting returns the project's segments departing on the touring day
// date (06:00 to 06:00 in the departure's zone), in departure order.
func travelManifestDeparting(ix *Index, projectID kernel.ID, date kernel.Date) []records.TravelSegment {
	var out []records.TravelSegment
	for _, s := range ix.Data.Travel {
		if s.ProjectID == projectID && daySheetTouringDay(s.DepartsAt, s.DepartTimeZone) == date {
			out = append(out, s)
		}
	}
	travelManifestSort(out)
	return out
}

// travelManifestLeg is a segment's route and times without its passengers; each
// time carries the offset of its own place.
func travelManifestLeg(seg records.TravelSegment) map[string]any {
	dz, az := travelManifestZone(seg.DepartTimeZone), travelManifestZone(seg.ArriveTimeZone)
	m := map[string]any{
		"mode":       string(seg.Mode),
		"from":       seg.FromPlace,
		"to":         seg.ToPlace,
		"departs_at": Instant(seg.DepartsAt, dz),
		"arrives_at": Instant(seg.ArrivesAt, az),
	}
	PutString(m, "carrier", seg.Carrier)
	PutString(m, "number", seg.Number)
	PutString(m, "departure_time_zone", dz)
	PutString(m, "arrival_time_zone", az)
	PutString(m, "confirmation", seg.Confirmation)
	return m
}

// travelManifestZone returns tz when it is a loadable IANA zone, else "".
func travelManifestZone(tz string) string {
	if !KnownZone(tz) {
		return ""
	}
	return tz
}

// travelManifestNames returns the names of the segment's passengers (each person
// once), sorted, at most limit.
func travelManifestNames(ix *Index, seg records.TravelSegment, limit int) []any {
	var names []string
	for _, id := range slices.Compact(slices.Sorted(slices.Values(seg.PassengerIDs))) {
		if p := ix.Person(id); p != nil && p.FullName() != "" {
			names = append(names, p.FullName())
		}
	}
	slices.Sort(names)
	out := []any{}
	for _, n := range names {
		if len(out) == limit {
			break
		}
		out = append(out, n)
	}
	return out
}
