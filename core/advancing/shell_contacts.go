package advancing

import (
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// contactsByAudience fills a shell's audiences from the records: the venue's
// contacts for the venue; the show's contacts by role (promoter, client, local
// crew); the project's crew by department (production, artist team, the rest
// touring crew). For a festival slot the festival's own people are the show's
// contacts that name no other audience, and the site's venue contacts. A show
// contact who is on the project's crew that day (the tour's own manager) is
// placed as crew, not as the venue's. Each person appears once per audience, in
// the order the records give.
func contactsByAudience(d records.Dataset, project records.Project, show *records.Show) map[AudienceKind][]kernel.ID {
	out := map[AudienceKind][]kernel.ID{}
	add := func(k AudienceKind, id kernel.ID) {
		if !slices.Contains(out[k], id) {
			out[k] = append(out[k], id)
		}
	}
	if show != nil {
		if v := findVenue(d, show.VenueID); v != nil {
			for _, c := range v.Contacts {
				add(AudienceVenue, c.PersonID)
				add(AudienceFestivalOffice, c.PersonID)
			}
		}
		ours := crewOn(d, project, show)
		for _, c := range show.Contacts {
			k := showContactAudience(c.Role)
			if a, ok := ours[c.PersonID]; ok {
				k = crewAudience(a) // one of the project's own crew, never the venue's
			}
			add(k, c.PersonID)
			if k == AudiencePromoter || k == AudienceVenue {
				add(AudienceFestivalOffice, c.PersonID)
			}
		}
	}
	for _, a := range d.CrewAssignments {
		if onCrew(a, project, show) {
			add(crewAudience(a), a.PersonID)
		}
	}
	return out
}

// onCrew reports whether a crew assignment is on the project and, for a show,
// covers its date.
func onCrew(a records.CrewAssignment, project records.Project, show *records.Show) bool {
	return a.ProjectID == project.ID && (show == nil || !(show.Date.Before(a.StartsOn) || a.EndsOn.Before(show.Date)))
}

// crewOn returns the project's crew on the show's date by person, each with
// their first assignment.
func crewOn(d records.Dataset, project records.Project, show *records.Show) map[kernel.ID]records.CrewAssignment {
	out := map[kernel.ID]records.CrewAssignment{}
	for _, a := range d.CrewAssignments {
		if _, seen := out[a.PersonID]; !seen && onCrew(a, project, show) {
			out[a.PersonID] = a
		}
	}
	return out
}

// showContactAudience places a show contact by the words of their role.
func showContactAudience(role string) AudienceKind {
	r := strings.ToLower(role)
	switch {
	case strings.Contains(r, "promoter"):
		return AudiencePromoter
	case strings.Contains(r, "client"):
		return AudienceClient
	case containsAny(r, "runner", "local", "stagehand", "steward", "driver", "rigger", "loader"):
		return AudienceLocalCrew
	case containsAny(r, "festival", "site"):
		return AudienceFestivalOffice
	}
	return AudienceVenue
}

// crewAudience places a crew assignment by its department and role.
func crewAudience(a records.CrewAssignment) AudienceKind {
	dept, role := strings.ToLower(a.Department), strings.ToLower(a.Role)
	switch {
	case strings.Contains(dept, "artist"):
		return AudienceArtistTeam
	case dept == "production" || containsAny(role, "tour manager", "production manager"):
		return AudienceProduction
	}
	return AudienceCrew
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
