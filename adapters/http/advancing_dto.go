package http

import (
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// AdvancePacket is one advance packet with its sections and audiences.
type AdvancePacket struct {
	// The packet's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"5f0c2a9e-8b1d-4c3e-9a7f-2d6e4b1c8a90"`
	// The project the packet belongs to.
	ProjectID string `json:"project_id" binding:"required" format:"uuid" example:"0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"`
	// The show the packet advances; null for a packet about the whole project.
	ShowID *string `json:"show_id" binding:"required" format:"uuid" extensions:"x-nullable" example:"7a1e9c3b-2d4f-4b6a-8c0e-9f1a3b5c7d2e"`
	// The kind of engagement the packet advances; it chose the shell's sections and audiences.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=AdvancePacketKind"`
	// The packet's title.
	Title string `json:"title" binding:"required" example:"Advance: The Night Owls at Paradiso, 2026-12-04"`
	// Where the packet stands.
	Status string `json:"status" binding:"required" extensions:"x-roadcase-enum=AdvancePacketStatus"`
	// The date every required section is due by; null when none is set.
	DueOn *string `json:"due_on" binding:"required" format:"date" extensions:"x-nullable" example:"2026-11-20"`
	// How many required sections there are and how many of them are done (complete or not applicable).
	Progress AdvancePacketProgress `json:"progress" binding:"required"`
	// The packet's sections, in position order.
	Sections []AdvanceSection `json:"sections" binding:"required"`
	// The packet's audiences, in position order.
	Audiences []AdvanceAudience `json:"audiences" binding:"required"`
	// When the packet was created.
	CreatedAt time.Time `json:"created_at" binding:"required" format:"date-time" example:"2026-11-22T09:00:00Z"`
	// When the packet last changed.
	UpdatedAt time.Time `json:"updated_at" binding:"required" format:"date-time" example:"2026-11-22T09:00:00Z"`
}

// AdvancePacketProgress counts a packet's required sections and those done.
type AdvancePacketProgress struct {
	// Required sections that are complete or not applicable.
	Done int `json:"done" binding:"required" minimum:"0" example:"3"`
	// Required sections.
	Required int `json:"required" binding:"required" minimum:"0" example:"9"`
}

// AdvanceSection is one typed deliverable of a packet.
type AdvanceSection struct {
	// The section's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"9d2f4a6c-1b3e-4d5f-8a7c-6e0b2d4f1a3c"`
	// The section's type; it gives the section its title, documents and fields.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=AdvanceSectionKind"`
	// The section's title.
	Title string `json:"title" binding:"required" example:"Production and technical"`
	// Whether the packet is complete only once this section is done.
	Required bool `json:"required" binding:"required" example:"true"`
	// Where the section stands, by its items: complete only when every field is confirmed, in progress when some are (or when it was marked complete with fields still to confirm); otherwise as recorded.
	Status string `json:"status" binding:"required" extensions:"x-roadcase-enum=AdvanceSectionStatus"`
	// The date the section is due by; null when none is set.
	DueOn *string `json:"due_on" binding:"required" format:"date" extensions:"x-nullable" example:"2026-11-20"`
	// When the section was completed; null until it is.
	CompletedAt *time.Time `json:"completed_at" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-18T15:30:00Z"`
	// The keys of the document types that belong to the section, in catalog order.
	Documents []string `json:"documents" binding:"required" extensions:"x-roadcase-enum=DocumentTypeKey"`
	// The items the other side confirms, in the order the section's kind gives.
	Fields []AdvanceSectionField `json:"fields" binding:"required"`
}

// AdvanceSectionField is one confirmable item of a section, such as the load-in time.
type AdvanceSectionField struct {
	// The field's key, stable within the section's kind.
	Key string `json:"key" binding:"required" example:"load_in"`
	// The field's name for people.
	Label string `json:"label" binding:"required" example:"Load-in time"`
	// The confirmed value; null until someone confirms it.
	Value *string `json:"value" binding:"required" extensions:"x-nullable" example:"14:00, loading dock on Weteringschans"`
}

// AdvanceAudience is a set of contacts that sees some of a packet's sections.
type AdvanceAudience struct {
	// The audience's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"3c5e7a9b-4d6f-4a8c-9e1b-2f4a6c8e0b1d"`
	// The kind of group the audience is.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=AdvanceAudienceKind"`
	// The audience's name for people.
	Label string `json:"label" binding:"required" example:"Venue"`
	// The people (contact records) in the audience, in the order they were added.
	ContactIDs []string `json:"contact_ids" binding:"required" format:"uuid" example:"6b8d0f2a-3c5e-4b7d-9f1a-4c6e8a0b2d4f"`
	// The sections the audience sees, in section order.
	SectionIDs []string `json:"section_ids" binding:"required" format:"uuid" example:"9d2f4a6c-1b3e-4d5f-8a7c-6e0b2d4f1a3c"`
}

// AdvanceSectionPage is one page of a packet's sections.
type AdvanceSectionPage struct {
	// The sections of this page, in position order.
	Data []AdvanceSection `json:"data" binding:"required"`
	// Whether a next page exists.
	HasMore bool `json:"has_more" binding:"required" example:"true"`
	// The cursor of the next page; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

// AdvanceAudiencePage is one page of a packet's audiences.
type AdvanceAudiencePage struct {
	// The audiences of this page, in position order.
	Data []AdvanceAudience `json:"data" binding:"required"`
	// Whether a next page exists.
	HasMore bool `json:"has_more" binding:"required" example:"false"`
	// The cursor of the next page; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

// CreateAdvancePacketRequest asks for a packet shell. Every member is optional:
// send {} for the project's defaults.
//
//	@Description	Every member is optional; send {} for a shell with the project's defaults.
type CreateAdvancePacketRequest struct {
	// One of the project's shows, to advance that show; absent or null for a packet about the whole project.
	ShowID *string `json:"show_id,omitempty" format:"uuid" extensions:"x-nullable" example:"7a1e9c3b-2d4f-4b6a-8c0e-9f1a3b5c7d2e"`
	// The kind of engagement; absent or null for the project's default (a festival's packets are festival slots, an event's corporate events, any other project's club shows).
	Kind *string `json:"kind,omitempty" extensions:"x-nullable,x-roadcase-enum=AdvancePacketKind"`
	// The title; absent, null or empty for "Advance: <artist> at <venue>, <date>" for a show, else "Advance: <project>".
	Title *string `json:"title,omitempty" extensions:"x-nullable" example:"Advance: The Night Owls at Paradiso, 2026-12-04"`
	// The date every required section is due by; absent or null for 14 days before the show, or before the project starts.
	DueOn *string `json:"due_on,omitempty" format:"date" extensions:"x-nullable" example:"2026-11-20"`
}

// shellRequest checks the request's formats and turns it into the use case's
// request; what the formats allow is the use case's to judge.
func (r CreateAdvancePacketRequest) shellRequest() (advancing.ShellRequest, error) {
	var out advancing.ShellRequest
	var bad []kernel.FieldError
	if r.ShowID != nil {
		id, err := kernel.ParseID(*r.ShowID)
		if err != nil {
			bad = append(bad, kernel.FieldError{Pointer: "/show_id", Code: "invalid_uuid",
				Detail: "show_id must be a UUID such as 0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"})
		}
		out.ShowID = &id
	}
	if r.Kind != nil {
		out.Kind = advancing.Kind(*r.Kind)
	}
	if r.Title != nil {
		out.Title = *r.Title
	}
	if r.DueOn != nil {
		d, err := kernel.ParseDate(*r.DueOn)
		if err != nil {
			bad = append(bad, kernel.FieldError{Pointer: "/due_on", Code: "invalid_date",
				Detail: "due_on must be a calendar date such as 2026-11-20"})
		}
		out.DueOn = &d
	}
	if len(bad) > 0 {
		return advancing.ShellRequest{}, kernel.Invalid(bad[0].Detail, bad...).WithCode(bad[0].Code)
	}
	return out, nil
}

func toAdvancePacket(p advancing.Packet) AdvancePacket {
	done, required := p.Progress()
	return AdvancePacket{ID: string(p.ID), ProjectID: string(p.ProjectID), ShowID: idOrNil(p.ShowID),
		Kind: string(p.Kind), Title: p.Title, Status: string(p.Status), DueOn: dateOrNil(p.DueOn),
		Progress:  AdvancePacketProgress{Done: done, Required: required},
		Sections:  mapSlice(p.Sections, toAdvanceSection),
		Audiences: mapSlice(p.Audiences, toAdvanceAudience),
		CreatedAt: p.CreatedAt.UTC(), UpdatedAt: p.UpdatedAt.UTC()}
}

func toAdvanceSection(s advancing.Section) AdvanceSection {
	docs := s.Documents
	if docs == nil {
		docs = []string{}
	}
	return AdvanceSection{ID: string(s.ID), Kind: string(s.Kind), Title: s.Title, Required: s.Required,
		Status: string(s.ItemStatus()), DueOn: dateOrNil(s.DueOn), CompletedAt: completedAt(s),
		Documents: docs, Fields: mapSlice(s.Fields, func(f advancing.Field) AdvanceSectionField {
			return AdvanceSectionField{Key: f.Key, Label: f.Label, Value: f.Value}
		})}
}

func toAdvanceAudience(a advancing.Audience) AdvanceAudience {
	return AdvanceAudience{ID: string(a.ID), Kind: string(a.Kind), Label: a.Label,
		ContactIDs: mapSlice(a.Contacts, idString), SectionIDs: mapSlice(a.Sections, idString)}
}

func idString(id kernel.ID) string { return string(id) }

func idOrNil(id *kernel.ID) *string {
	if id == nil {
		return nil
	}
	s := string(*id)
	return &s
}

func dateOrNil(d *kernel.Date) *string {
	if d == nil || d.IsZero() {
		return nil
	}
	s := d.String()
	return &s
}

func timeOrNil(t *time.Time) *time.Time {
	if t == nil || t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

// completedAt is when a section was completed, nil unless its items make it
// complete (advancing.Section.ItemStatus, the status the API shows).
func completedAt(s advancing.Section) *time.Time {
	if s.ItemStatus() != advancing.SectionComplete {
		return nil
	}
	return timeOrNil(s.CompletedAt)
}
