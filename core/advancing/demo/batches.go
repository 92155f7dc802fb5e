package demo

import (
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// batches sends p to each of its audiences that has contacts, on sentOn at 09:00
// UTC, and plays each recipient's events up to the end of today.
func batches(p advancing.Packet, d records.Dataset, sentOn, today kernel.Date, newSecret func() string) []Batch {
	people := map[kernel.ID]records.Person{}
	for _, x := range d.People {
		people[x.ID] = x
	}
	at := sentOn.Time(time.UTC).Add(9 * time.Hour)
	end := today.Time(time.UTC).Add(24 * time.Hour)
	var out []Batch
	for _, a := range p.Audiences {
		if len(a.Contacts) == 0 {
			continue
		}
		id := kernel.NameID(p.ID, "batch/"+string(a.ID))
		b := Batch{Batch: advancing.SendBatch{ID: id, OrgID: p.OrgID, PacketID: p.ID, AudienceID: a.ID,
			Subject: p.Title + ": " + a.Label, CreatedAt: at, Recipients: len(a.Contacts)}}
		for _, c := range a.Contacts {
			person := people[c]
			r := advancing.Recipient{ID: kernel.NameID(id, "recipient/"+string(c)), OrgID: p.OrgID, BatchID: id,
				PersonID: c, Name: person.FullName(), Email: person.Email, TokenHash: kernel.HashSecret(newSecret())}
			b.Recipients = append(b.Recipients, r)
			for _, e := range stream(r.ID, at) {
				if e.At.Before(end) {
					b.Events = append(b.Events, e)
				}
			}
		}
		out = append(out, b)
	}
	return out
}

// stream is one recipient's events, chosen by a hash of their id so that every
// run gives the same: 2 in 100 fail, 4 bounce, 8 are delivered and never opened,
// 16 open and stop there, 15 view without acknowledging, and the rest acknowledge,
// one in five of them only after several days. One in ten deliveries is reported
// twice, as mail providers do.
func stream(recipient kernel.ID, sent time.Time) []advancing.Event {
	h := hash(string(recipient))
	r := h % 100
	var evs []advancing.Event
	add := func(stage advancing.Stage, at time.Time) {
		evs = append(evs, advancing.Event{ID: kernel.NameID(recipient, fmt.Sprintf("event/%d", len(evs))),
			RecipientID: recipient, Stage: stage, At: at})
	}
	add(advancing.StageQueued, sent)
	if r < 2 {
		add(advancing.StageFailed, sent.Add(30*time.Second))
		return evs
	}
	add(advancing.StageSent, sent.Add(time.Minute))
	if r < 6 {
		add(advancing.StageBounced, sent.Add(3*time.Minute))
		return evs
	}
	delivered := sent.Add(2 * time.Minute)
	add(advancing.StageDelivered, delivered)
	if h%10 == 0 {
		add(advancing.StageDelivered, delivered.Add(40*time.Second))
	}
	if r < 14 {
		return evs
	}
	opened := delivered.Add(time.Duration(1+h%47) * time.Hour)
	add(advancing.StageOpened, opened)
	if r < 30 {
		return evs
	}
	viewed := opened.Add(time.Duration(2+h%25) * time.Minute)
	add(advancing.StageViewed, viewed)
	if r < 45 {
		return evs
	}
	wait := time.Duration(1+h%20) * time.Hour
	if h%5 == 0 {
		wait = time.Duration(4+h%6) * 24 * time.Hour
	}
	add(advancing.StageAcknowledged, viewed.Add(wait))
	return evs
}
