package web

import (
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// The advancing pages' views: the core's records turned into what a template
// shows, with labels for people. No figure is computed here that the core
// does not already compute (progress and overdue are the packet's own).

// dateView is a civil date as a page shows it, empty when there is none.
type dateView struct {
	ISO  string // "2026-11-22", for <time datetime> and date inputs
	Text string // "22 Nov 2026"
}

func newDate(d *kernel.Date) dateView {
	if d == nil || !d.Valid() {
		return dateView{}
	}
	return dateView{ISO: d.String(), Text: d.Time(time.UTC).Format("2 Jan 2006")}
}

// humanize turns an enum value into words: "in_progress" → "In progress".
func humanize(s string) string {
	if s == "" {
		return ""
	}
	s = strings.ReplaceAll(s, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// packetRow is a packet as lists and headings show it.
type packetRow struct {
	ID             kernel.ID
	Title          string
	Kind           string
	Status         string
	StatusKey      string // the status value, for the badge's class
	Done, Required int
	Due            dateView
	Overdue        bool
}

func newPacketRow(p advancing.Packet, today kernel.Date) packetRow {
	done, required := p.Progress()
	return packetRow{ID: p.ID, Title: p.Title, Kind: humanize(string(p.Kind)), Status: humanize(string(p.Status)),
		StatusKey: string(p.Status), Done: done, Required: required, Due: newDate(p.DueOn), Overdue: p.Overdue(today)}
}

// today is the current civil date in the viewer's organization.
func (s *Server) today(v *viewer) kernel.Date { return kernel.DateOf(s.clock.Now(), v.location()) }

// batchRow is a send batch as the packet page lists it.
type batchRow struct {
	ID         kernel.ID
	Subject    string
	Audience   string
	CreatedAt  time.Time
	Recipients int
	State      string // "open", "cancelled" or "expired": whether its links work
}

func newBatchRow(b advancing.SendBatch, audiences map[kernel.ID]string, now time.Time) batchRow {
	row := batchRow{ID: b.ID, Subject: b.Subject, Audience: audiences[b.AudienceID], CreatedAt: b.CreatedAt,
		Recipients: b.Recipients, State: "open"}
	switch {
	case b.CancelledAt != nil:
		row.State = "cancelled"
	case !b.Open(now):
		row.State = "expired"
	}
	return row
}

// people says a count of people: "1 person", "3 people".
func people(n int) string {
	if n == 1 {
		return "1 person"
	}
	return fmt.Sprintf("%d people", n)
}

// checkView is one checkbox of a list.
type checkView struct {
	ID, Name, Value, Label, Hint string
	Checked                      bool
}

// contactsByID indexes contacts by id.
func contactsByID(cs []advancing.Contact) map[kernel.ID]advancing.Contact {
	m := make(map[kernel.ID]advancing.Contact, len(cs))
	for _, c := range cs {
		m[c.ID] = c
	}
	return m
}

// contactHint says how a contact is reached: "ada@example.com · Promoter", or
// that they have no address and cannot be mailed.
func contactHint(c advancing.Contact) string {
	parts := []string{}
	if c.Email == "" {
		parts = append(parts, "no e-mail")
	} else {
		parts = append(parts, c.Email)
	}
	if c.Role != "" {
		parts = append(parts, c.Role)
	}
	return strings.Join(parts, " · ")
}
