package reporting

import (
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// packetIn reports whether a packet is in the scope (its project, and its show
// when the scope names one), and returns its show's date, zero without a show.
func (r *reference) packetIn(p advancing.Packet) (kernel.ID, kernel.Date, bool) {
	var show kernel.ID
	var date kernel.Date
	if p.ShowID != nil {
		show = *p.ShowID
		date = r.showByID[show].Date
	}
	return show, date, r.in(p.ProjectID, show)
}

func (r *reference) sections(adv AdvancingData) []SectionFact {
	var out []SectionFact
	for _, p := range adv.Packets {
		show, date, ok := r.packetIn(p)
		if !ok {
			continue
		}
		for _, s := range p.Sections {
			status, completed := SectionStatusOf(s)
			f := SectionFact{Packet: p.ID, Section: s.ID, Project: p.ProjectID, Show: show, Kind: string(s.Kind),
				Required: s.Required, Status: status, DueOn: s.DueOn, CompletedAt: completed,
				PacketCreatedAt: p.CreatedAt, ShowDate: date}
			if r.scope.Covers(f.dated()) {
				out = append(out, f)
			}
		}
	}
	return out
}

// batchesIn returns the scope's batches (their packet in scope, their creation
// date in range) with their packet's project.
func (r *reference) batchesIn(adv AdvancingData) map[kernel.ID]advancing.SendBatch {
	packets := map[kernel.ID]advancing.Packet{}
	for _, p := range adv.Packets {
		if _, _, ok := r.packetIn(p); ok {
			packets[p.ID] = p
		}
	}
	out := map[kernel.ID]advancing.SendBatch{}
	for _, b := range adv.Batches {
		if _, ok := packets[b.PacketID]; ok && r.scope.Covers(utcDate(b.CreatedAt)) {
			out[b.ID] = b
		}
	}
	return out
}

// progressOf tracks every recipient of the batches, by advancing.Track.
func progressOf(adv AdvancingData, batches map[kernel.ID]advancing.SendBatch) map[kernel.ID][]advancing.Progress {
	events := map[kernel.ID][]advancing.Event{}
	for _, e := range adv.Events {
		events[e.RecipientID] = append(events[e.RecipientID], e)
	}
	out := map[kernel.ID][]advancing.Progress{}
	for _, rc := range adv.Recipients {
		if _, ok := batches[rc.BatchID]; ok {
			out[rc.BatchID] = append(out[rc.BatchID], advancing.Track(events[rc.ID]))
		}
	}
	return out
}

func (r *reference) funnel(adv AdvancingData) []FunnelFact {
	batches := r.batchesIn(adv)
	projects := packetProjects(adv)
	type key struct {
		batch          kernel.ID
		furthest, exit string
	}
	counts := map[key]int64{}
	tracked := progressOf(adv, batches)
	for id, b := range batches {
		for _, p := range tracked[id] {
			counts[key{id, string(p.Furthest), string(p.Exit)}]++
		}
		// A batch's recipients without a row of their own are queued.
		if rest := int64(b.Recipients - len(tracked[id])); rest > 0 {
			counts[key{id, string(advancing.StageQueued), ""}] += rest
		}
	}
	out := make([]FunnelFact, 0, len(counts))
	for k, n := range counts {
		b := batches[k.batch]
		out = append(out, FunnelFact{Batch: b.ID, Packet: b.PacketID, Project: projects[b.PacketID],
			Month: month(utcDate(b.CreatedAt)), Furthest: k.furthest, Exit: k.exit, Count: n})
	}
	return out
}

func (r *reference) acks(adv AdvancingData) []AckFact {
	batches := r.batchesIn(adv)
	projects := packetProjects(adv)
	type key struct {
		batch   kernel.ID
		seconds int64
	}
	counts := map[key]int64{}
	for batch, ps := range progressOf(adv, batches) {
		for _, p := range ps {
			sent, okS := p.At[advancing.StageSent]
			acked, okA := p.At[advancing.StageAcknowledged]
			if okS && okA {
				counts[key{batch, int64(acked.Sub(sent).Truncate(1e9).Seconds())}]++
			}
		}
	}
	out := make([]AckFact, 0, len(counts))
	for k, n := range counts {
		out = append(out, AckFact{Batch: k.batch, Project: projects[batches[k.batch].PacketID], Seconds: k.seconds, Count: n})
	}
	return out
}

func packetProjects(adv AdvancingData) map[kernel.ID]kernel.ID {
	out := map[kernel.ID]kernel.ID{}
	for _, p := range adv.Packets {
		out[p.ID] = p.ProjectID
	}
	return out
}
