package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Limits on what people write into a packet.
const (
	MaxSectionTitleRunes = 200
	MaxFieldValueRunes   = 2000
)

// EditSection changes a section's title, status, due date and field values
// (see advancing.SectionEdit), and the packet's status with them. The status
// asked for is then settled by the section's items (advancing.Section.ItemStatus),
// as a recipient's save is: complete only when every field has a value. A
// section moved to complete is completed now; one moved away from complete is
// not complete any more. KindForbidden below SendRole; KindNotFound for another
// organization's packet or a section the packet does not have; KindInvalid (with
// pointers /title, /status, /due_on, /fields/<key>) for a bad edit.
func (s *Sender) EditSection(ctx context.Context, actor identity.Actor, packetID, sectionID kernel.ID,
	e advancing.SectionEdit) (advancing.Packet, error) {
	if err := s.authorize(ctx, actor); err != nil {
		return advancing.Packet{}, err
	}
	if err := checkSectionEdit(e); err != nil {
		return advancing.Packet{}, err
	}
	sent, err := s.wasSent(ctx, actor.OrgID, packetID)
	if err != nil {
		return advancing.Packet{}, err
	}
	now := s.now()
	return s.d.Store.UpdatePacket(ctx, actor.OrgID, packetID, func(p *advancing.Packet) error {
		sec := findSection(p, sectionID)
		if sec == nil {
			return kernel.NotFound("section")
		}
		if e.Title != nil {
			sec.Title = strings.TrimSpace(*e.Title)
		}
		if e.DueOn != nil {
			due := *e.DueOn
			sec.DueOn = &due
		} else if e.ClearDueOn {
			sec.DueOn = nil
		}
		if err := setFields(sec, e.Fields); err != nil {
			return err
		}
		if e.Status != nil {
			setStatus(sec, *e.Status, now)
		}
		// The status follows the items, as on the portal: a section marked
		// complete with items to confirm is in progress, and one whose items
		// are all confirmed is complete.
		setStatus(sec, sec.ItemStatus(), now)
		p.Status = p.DerivedStatus(sent)
		return nil
	})
}

// checkSectionEdit refuses an edit that breaks a rule before anything is read.
func checkSectionEdit(e advancing.SectionEdit) error {
	if e.Title != nil {
		t := strings.TrimSpace(*e.Title)
		switch {
		case t == "":
			return kernel.InvalidField("/title", "required", "a section needs a title")
		case utf8.RuneCountInString(t) > MaxSectionTitleRunes || strings.ContainsAny(t, "\r\n"):
			return kernel.InvalidField("/title", "too_long",
				fmt.Sprintf("a section's title is one line of at most %d characters", MaxSectionTitleRunes))
		}
	}
	if e.Status != nil && !e.Status.Valid() {
		return kernel.InvalidField("/status", "enum", fmt.Sprintf("a section's status is one of %v", advancing.SectionStatuses))
	}
	if e.DueOn != nil && !e.DueOn.Valid() {
		return kernel.InvalidField("/due_on", "invalid_date", "a due date is a date such as 2026-12-01")
	}
	return nil
}

// setFields sets the values of the named fields of sec, trimmed; an empty value
// clears the field. KindInvalid at /fields/<key> for a key the section does not
// have or a value longer than MaxFieldValueRunes.
func setFields(sec *advancing.Section, values map[string]string) error {
	have := map[string]int{}
	for i, f := range sec.Fields {
		have[f.Key] = i
	}
	var problems []kernel.FieldError
	for key, v := range values {
		pointer := "/fields/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(key)
		i, ok := have[key]
		v = strings.TrimSpace(v)
		switch {
		case !ok:
			problems = append(problems, kernel.FieldError{Pointer: pointer, Code: "unknown_field",
				Detail: fmt.Sprintf("the section %q has no field %q", sec.Title, key)})
		case utf8.RuneCountInString(v) > MaxFieldValueRunes || !utf8.ValidString(v):
			problems = append(problems, kernel.FieldError{Pointer: pointer, Code: "too_long",
				Detail: fmt.Sprintf("a value is valid text of at most %d characters", MaxFieldValueRunes)})
		case v == "":
			sec.Fields[i].Value = nil
		default:
			sec.Fields[i].Value = &v
		}
	}
	if len(problems) > 0 {
		slices.SortFunc(problems, func(a, b kernel.FieldError) int { return strings.Compare(a.Pointer, b.Pointer) })
		return kernel.Invalid("some values cannot be saved", problems...)
	}
	return nil
}

// setStatus moves sec to status at now: completing it records when, and any
// other status forgets it.
func setStatus(sec *advancing.Section, status advancing.SectionStatus, now time.Time) {
	if status == advancing.SectionComplete {
		if sec.Status != advancing.SectionComplete || sec.CompletedAt == nil {
			sec.CompletedAt = &now
		}
	} else {
		sec.CompletedAt = nil
	}
	sec.Status = status
}

// EditAudience sets an audience's contacts and the sections it sees, replacing
// both lists. KindForbidden below SendRole; KindNotFound for another
// organization's packet or an audience the packet does not have; KindInvalid at
// /contacts/<i> or /sections/<i> for a malformed or repeated id, or a section
// the packet does not have (and, from the store, for a person the organization
// does not have).
func (s *Sender) EditAudience(ctx context.Context, actor identity.Actor, packetID, audienceID kernel.ID,
	e advancing.AudienceEdit) (advancing.Packet, error) {
	if err := s.authorize(ctx, actor); err != nil {
		return advancing.Packet{}, err
	}
	if err := checkIDs("/contacts", e.Contacts, func(kernel.ID) bool { return true }); err != nil {
		return advancing.Packet{}, err
	}
	return s.d.Store.UpdatePacket(ctx, actor.OrgID, packetID, func(p *advancing.Packet) error {
		a := findAudience(p, audienceID)
		if a == nil {
			return kernel.NotFound("audience")
		}
		if err := checkIDs("/sections", e.Sections, func(id kernel.ID) bool { return findSection(p, id) != nil }); err != nil {
			return err
		}
		a.Contacts = append([]kernel.ID(nil), e.Contacts...)
		a.Sections = append([]kernel.ID(nil), e.Sections...)
		return nil
	})
}

// checkIDs refuses, at pointer/<i>, an id that is malformed, repeated or not
// known.
func checkIDs(pointer string, ids []kernel.ID, known func(kernel.ID) bool) error {
	seen := map[kernel.ID]bool{}
	for i, id := range ids {
		p, err := kernel.ParseID(string(id))
		if err != nil || p != id || seen[id] || !known(id) {
			return kernel.InvalidField(fmt.Sprintf("%s/%d", pointer, i), "invalid_reference",
				fmt.Sprintf("%q is malformed, repeated or not one of the packet's", id))
		}
		seen[id] = true
	}
	return nil
}

// wasSent reports whether one of org's packets has been sent to an audience.
// KindNotFound for a packet that is not org's.
func (s *Sender) wasSent(ctx context.Context, org, packetID kernel.ID) (bool, error) {
	if _, err := s.d.Store.FindPacket(ctx, org, packetID); err != nil {
		return false, err
	}
	batches, err := s.d.Store.FindSendBatches(ctx, org, packetID, nil, 1)
	return len(batches) > 0, err
}

func findSection(p *advancing.Packet, id kernel.ID) *advancing.Section {
	for i := range p.Sections {
		if p.Sections[i].ID == id {
			return &p.Sections[i]
		}
	}
	return nil
}

func findAudience(p *advancing.Packet, id kernel.ID) *advancing.Audience {
	for i := range p.Audiences {
		if p.Audiences[i].ID == id {
			return &p.Audiences[i]
		}
	}
	return nil
}
