package sql

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The advancing tables' row models, private to the adapter.

type packetRow struct {
	bun.BaseModel `bun:"table:advance_packets"`

	OrgID     kernel.ID   `bun:"org_id,pk"`
	ID        kernel.ID   `bun:"id,pk"`
	ProjectID kernel.ID   `bun:"project_id"`
	ShowID    kernel.ID   `bun:"show_id,nullzero"`
	Kind      string      `bun:"kind"`
	Title     string      `bun:"title"`
	Status    string      `bun:"status"`
	DueOn     kernel.Date `bun:"due_on,nullzero"`
	CreatedAt time.Time   `bun:"created_at"`
	UpdatedAt time.Time   `bun:"updated_at"`
}

type sectionRow struct {
	bun.BaseModel `bun:"table:advance_sections"`

	OrgID       kernel.ID   `bun:"org_id,pk"`
	ID          kernel.ID   `bun:"id,pk"`
	PacketID    kernel.ID   `bun:"packet_id"`
	Position    int         `bun:"position"`
	Kind        string      `bun:"kind"`
	Title       string      `bun:"title"`
	Required    bool        `bun:"required"`
	Status      string      `bun:"status"`
	DueOn       kernel.Date `bun:"due_on,nullzero"`
	CompletedAt *time.Time  `bun:"completed_at"`
	Documents   string      `bun:"documents"` // a JSON array of document type keys, or null
	Fields      string      `bun:"fields"`    // a JSON array of sectionField, or null
}

// sectionField is one field of a section as its JSON column holds it; a nil
// Value is JSON null, so an unconfirmed field and an empty answer stay apart.
type sectionField struct {
	Key   string  `json:"key"`
	Label string  `json:"label"`
	Value *string `json:"value"`
}

type audienceRow struct {
	bun.BaseModel `bun:"table:advance_audiences"`

	OrgID    kernel.ID `bun:"org_id,pk"`
	ID       kernel.ID `bun:"id,pk"`
	PacketID kernel.ID `bun:"packet_id"`
	Position int       `bun:"position"`
	Kind     string    `bun:"kind"`
	Label    string    `bun:"label"`
}

type audienceContactRow struct {
	bun.BaseModel `bun:"table:advance_audience_contacts"`

	OrgID      kernel.ID `bun:"org_id,pk"`
	AudienceID kernel.ID `bun:"audience_id,pk"`
	PersonID   kernel.ID `bun:"person_id"`
	Position   int       `bun:"position,pk"`
}

type visibilityRow struct {
	bun.BaseModel `bun:"table:advance_visibility,alias:v"`

	OrgID      kernel.ID `bun:"org_id,pk"`
	PacketID   kernel.ID `bun:"packet_id"`
	AudienceID kernel.ID `bun:"audience_id,pk"`
	SectionID  kernel.ID `bun:"section_id,pk"`
}

type batchRow struct {
	bun.BaseModel `bun:"table:send_batches"`

	OrgID       kernel.ID  `bun:"org_id,pk"`
	ID          kernel.ID  `bun:"id,pk"`
	PacketID    kernel.ID  `bun:"packet_id"`
	AudienceID  kernel.ID  `bun:"audience_id"`
	Subject     string     `bun:"subject"`
	CreatedAt   time.Time  `bun:"created_at"`
	Recipients  int        `bun:"recipients"`
	SentBy      *kernel.ID `bun:"sent_by"`
	Note        string     `bun:"note"`
	ReplyTo     string     `bun:"reply_to"`
	ExpiresAt   *time.Time `bun:"expires_at"`
	CancelledAt *time.Time `bun:"cancelled_at"`
}

type recipientRow struct {
	bun.BaseModel `bun:"table:send_recipients,alias:r"`

	OrgID     kernel.ID `bun:"org_id,pk"`
	ID        kernel.ID `bun:"id,pk"`
	BatchID   kernel.ID `bun:"batch_id"`
	PersonID  kernel.ID `bun:"person_id"`
	Name      string    `bun:"name"`
	Email     string    `bun:"email"`
	TokenHash string    `bun:"token_hash"`
}

type eventRow struct {
	bun.BaseModel `bun:"table:recipient_events"`

	OrgID       kernel.ID `bun:"org_id,pk"`
	ID          kernel.ID `bun:"id,pk"`
	BatchID     kernel.ID `bun:"batch_id"`
	RecipientID kernel.ID `bun:"recipient_id"`
	Stage       string    `bun:"stage"`
	At          time.Time `bun:"at"`
}

func (r sectionRow) section() (advancing.Section, error) {
	s := advancing.Section{ID: r.ID, Kind: advancing.SectionKind(r.Kind), Title: r.Title, Required: r.Required,
		Status: advancing.SectionStatus(r.Status), CompletedAt: utcPtr(r.CompletedAt)}
	if r.DueOn != "" {
		due := r.DueOn
		s.DueOn = &due
	}
	var fields []sectionField
	if err := json.Unmarshal([]byte(r.Documents), &s.Documents); err != nil {
		return s, kernel.Internal(fmt.Errorf("section %s: documents: %w", r.ID, err))
	}
	if err := json.Unmarshal([]byte(r.Fields), &fields); err != nil {
		return s, kernel.Internal(fmt.Errorf("section %s: fields: %w", r.ID, err))
	}
	if fields != nil {
		s.Fields = make([]advancing.Field, len(fields))
		for i, f := range fields {
			s.Fields[i] = advancing.Field{Key: f.Key, Label: f.Label, Value: f.Value}
		}
	}
	return s, nil
}

func toSectionRow(p advancing.Packet, position int, s advancing.Section) sectionRow {
	var fields []sectionField
	if s.Fields != nil {
		fields = make([]sectionField, len(s.Fields))
		for i, f := range s.Fields {
			fields[i] = sectionField{Key: f.Key, Label: f.Label, Value: f.Value}
		}
	}
	docs, _ := json.Marshal(s.Documents) // strings and a flat struct always marshal
	fieldJSON, _ := json.Marshal(fields)
	r := sectionRow{OrgID: p.OrgID, ID: s.ID, PacketID: p.ID, Position: position, Kind: string(s.Kind),
		Title: s.Title, Required: s.Required, Status: string(s.Status), Documents: string(docs),
		Fields: string(fieldJSON), CompletedAt: storageTimePtr(s.CompletedAt)}
	if s.DueOn != nil {
		r.DueOn = *s.DueOn
	}
	return r
}

func (r batchRow) batch() advancing.SendBatch {
	return advancing.SendBatch{ID: r.ID, OrgID: r.OrgID, PacketID: r.PacketID, AudienceID: r.AudienceID,
		Subject: r.Subject, CreatedAt: r.CreatedAt.UTC(), Recipients: r.Recipients, SentBy: idOf(r.SentBy),
		Note: r.Note, ReplyTo: r.ReplyTo, ExpiresAt: utcPtr(r.ExpiresAt), CancelledAt: utcPtr(r.CancelledAt)}
}

func toBatchRow(b advancing.SendBatch, recipients int) batchRow {
	return batchRow{OrgID: b.OrgID, ID: b.ID, PacketID: b.PacketID, AudienceID: b.AudienceID,
		Subject: b.Subject, CreatedAt: StorageTime(b.CreatedAt), Recipients: recipients, SentBy: nullID(b.SentBy),
		Note: b.Note, ReplyTo: b.ReplyTo, ExpiresAt: storageTimePtr(b.ExpiresAt), CancelledAt: storageTimePtr(b.CancelledAt)}
}

func (r recipientRow) recipient() advancing.Recipient {
	return advancing.Recipient{ID: r.ID, OrgID: r.OrgID, BatchID: r.BatchID, PersonID: r.PersonID,
		Name: r.Name, Email: r.Email, TokenHash: r.TokenHash}
}
