package advancing

import (
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ShellRequest is what a manager asks for when creating a packet shell. Every
// field is optional.
type ShellRequest struct {
	// ShowID ties the packet to one of the project's shows; nil for the project.
	ShowID *kernel.ID
	// Kind defaults from the project: a festival's packets are festival slots, an
	// event's corporate events, anything else club shows.
	Kind Kind
	// Title defaults to "Advance: <artist> at <venue>, <date>" for a show, else
	// "Advance: <project>".
	Title string
	// DueOn defaults to 14 days before the show, or before the project starts.
	DueOn *kernel.Date
}

// DefaultLeadDays is how many days before the show a shell's advance is due by
// default: two weeks, the usual advance window.
const DefaultLeadDays = 14

// NewShell builds a new packet for project from d (the project's records: see
// records.DatasetFilter): the default sections and audiences of its kind with
// default visibility, audiences filled with the contacts the show, its venue and
// the project's crew already name, and no content. newID gives every new id.
// KindInvalid for an unknown kind, or a show that is not the project's.
func NewShell(d records.Dataset, project records.Project, req ShellRequest, newID func() kernel.ID,
	now time.Time) (Packet, error) {
	p := Packet{ID: newID(), OrgID: project.OrgID, ProjectID: project.ID, Kind: req.Kind, Title: req.Title,
		Status: StatusDraft, DueOn: req.DueOn, CreatedAt: now, UpdatedAt: now}
	if p.Kind == "" {
		p.Kind = defaultKind(project.Kind)
	}
	if !p.Kind.Valid() {
		return Packet{}, kernel.InvalidField("/kind", "enum", fmt.Sprintf("kind must be one of %s", kindNames()))
	}
	var show *records.Show
	if req.ShowID != nil {
		show = findShow(d, *req.ShowID)
		if show == nil || show.ProjectID != project.ID {
			return Packet{}, kernel.InvalidField("/show_id", "not_in_project", "the show is not one of this project's shows")
		}
		p.ShowID = &show.ID
	}
	if p.Title == "" {
		p.Title = defaultTitle(d, project, show)
	}
	if p.DueOn == nil {
		p.DueOn = defaultDue(project, show)
	}
	layout := layouts[p.Kind]
	for _, k := range layout.sections {
		t, _ := TypeOf(k)
		s := Section{ID: newID(), Kind: k, Title: t.Title, Required: layout.required[k], Status: SectionNotStarted,
			DueOn: p.DueOn, Documents: t.Documents}
		for _, f := range t.Fields {
			s.Fields = append(s.Fields, Field{Key: f.Key, Label: f.Label})
		}
		p.Sections = append(p.Sections, s)
	}
	contacts := contactsByAudience(d, project, show)
	for _, k := range layout.audiences {
		a := Audience{ID: newID(), Kind: k, Label: k.Label(), Contacts: contacts[k]}
		for _, s := range p.Sections {
			if t, _ := TypeOf(s.Kind); seenBy(t, k) {
				a.Sections = append(a.Sections, s.ID)
			}
		}
		p.Audiences = append(p.Audiences, a)
	}
	return p, nil
}

func defaultKind(k records.ProjectKind) Kind {
	switch k {
	case records.ProjectFestival:
		return KindFestivalSlot
	case records.ProjectEvent:
		return KindCorporateEvent
	}
	return KindClubShow
}

func kindNames() string {
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = string(k)
	}
	return strings.Join(names, ", ")
}

func findShow(d records.Dataset, id kernel.ID) *records.Show {
	for i := range d.Shows {
		if d.Shows[i].ID == id {
			return &d.Shows[i]
		}
	}
	return nil
}

func findVenue(d records.Dataset, id kernel.ID) *records.Venue {
	for i := range d.Venues {
		if d.Venues[i].ID == id {
			return &d.Venues[i]
		}
	}
	return nil
}

func defaultTitle(d records.Dataset, project records.Project, show *records.Show) string {
	if show == nil {
		return "Advance: " + project.Name
	}
	where := "TBC"
	if v := findVenue(d, show.VenueID); v != nil {
		where = v.Name
	}
	who := project.Artist
	if who == "" {
		who = project.Name
	}
	if show.Stage != "" {
		// A festival's stages share a site and a day: the stage and the time
		// the show starts there tell its packets apart.
		where += " (" + show.Stage
		if show.StartsAt != nil {
			where += ", " + show.StartsAt.In(zoneOr(show.TimeZone)).Format("15:04")
		}
		where += ")"
	}
	return fmt.Sprintf("Advance: %s at %s, %s", who, where, show.Date)
}

// zoneOr loads an IANA zone; UTC for "" or one that does not load.
func zoneOr(name string) *time.Location {
	if loc, err := time.LoadLocation(name); err == nil && name != "" {
		return loc
	}
	return time.UTC
}

func defaultDue(project records.Project, show *records.Show) *kernel.Date {
	day := project.StartsOn
	if show != nil {
		day = show.Date
	}
	if day.IsZero() {
		return nil
	}
	due := day.AddDays(-DefaultLeadDays)
	return &due
}

func seenBy(t SectionType, k AudienceKind) bool {
	for _, x := range t.SeenBy {
		if x == k {
			return true
		}
	}
	return false
}
