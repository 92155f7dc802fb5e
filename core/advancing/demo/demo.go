// Package demo builds the demo organizations' advancing records from their
// production records: a packet for every show that is not cancelled and for every
// project without shows, in the state the show's date implies on the demo's
// today, and the send batches of the packets that went out, with event streams
// that make believable funnels. Everything but the portal tokens is derived from
// stable names, so every run and every backend gets the same records.
package demo

import (
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Set is a demo organization's advancing records.
type Set struct {
	Packets []advancing.Packet
	Batches []Batch
}

// Batch is one send batch with its recipients and their events.
type Batch struct {
	Batch      advancing.SendBatch
	Recipients []advancing.Recipient
	Events     []advancing.Event
}

// Build returns the advancing records of org's dataset d as of today. newSecret
// makes each recipient's portal token, of which only the hash is kept; the demo's
// recipients never receive theirs, so a random one is right.
func Build(org kernel.ID, d records.Dataset, today kernel.Date, newSecret func() string) Set {
	var set Set
	for _, project := range d.Projects {
		shows := 0
		for _, show := range d.Shows {
			if show.ProjectID != project.ID {
				continue
			}
			shows++
			if show.Status == records.ShowCancelled {
				continue
			}
			set.add(d, project, &show, today, newSecret)
		}
		if shows == 0 {
			set.add(d, project, nil, today, newSecret)
		}
	}
	return set
}

// add builds one packet and, when it went out, its batches.
func (set *Set) add(d records.Dataset, project records.Project, show *records.Show, today kernel.Date,
	newSecret func() string) {
	key := "demo/advance/" + string(project.ID)
	req := advancing.ShellRequest{}
	if show != nil {
		key += "/" + string(show.ID)
		req.ShowID = &show.ID
	}
	n := 0
	newID := func() kernel.ID { n++; return kernel.NameID(project.OrgID, fmt.Sprintf("%s/%d", key, n)) }
	due := dueOf(project, show)
	created := due.AddDays(-28).Time(time.UTC).Add(10 * time.Hour)
	p, err := advancing.NewShell(d, project, req, newID, created)
	if err != nil {
		panic("advancing demo: " + err.Error()) // the demo's own records are consistent
	}
	progress(&p, show, d, today)
	sentOn := due.AddDays(-7)
	sent := show != nil && !today.Before(sentOn)
	p.Status = p.DerivedStatus(sent)
	p.UpdatedAt = p.CreatedAt
	for _, s := range p.Sections {
		if s.CompletedAt != nil && s.CompletedAt.After(p.UpdatedAt) {
			p.UpdatedAt = *s.CompletedAt
		}
	}
	set.Packets = append(set.Packets, p)
	if sent {
		set.Batches = append(set.Batches, batches(p, d, sentOn, today, newSecret)...)
	}
}

func dueOf(project records.Project, show *records.Show) kernel.Date {
	if show != nil {
		return show.Date.AddDays(-advancing.DefaultLeadDays)
	}
	return project.StartsOn.AddDays(-advancing.DefaultLeadDays)
}
