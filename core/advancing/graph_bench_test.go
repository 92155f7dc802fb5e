package advancing_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// largePacket is a packet of the size the issue names: 30 sections and 10
// audiences of 8 contacts each, every audience seeing every third section, with
// a send batch per audience.
func largePacket() (records.Project, []advancing.Packet, []advancing.SendBatch, []records.Person) {
	id := func(s string) kernel.ID { return kernel.NameID(kernel.Namespace, "bench/"+s) }
	project := records.Project{ID: id("project"), Name: "Bench tour"}
	p := advancing.Packet{ID: id("packet"), ProjectID: project.ID, Title: "Advance", Kind: advancing.KindClubShow}
	for i := range 30 {
		p.Sections = append(p.Sections, advancing.Section{ID: id(fmt.Sprint("section", i)), Title: fmt.Sprint("Section ", i),
			Kind: advancing.SectionSchedule, Required: i%2 == 0, Status: advancing.SectionRequested})
	}
	var people []records.Person
	var batches []advancing.SendBatch
	for a := range 10 {
		aud := advancing.Audience{ID: id(fmt.Sprint("audience", a)), Label: fmt.Sprint("Audience ", a), Kind: advancing.AudienceCrew}
		for c := range 8 {
			person := records.Person{ID: id(fmt.Sprint("person", a, c)), FirstName: "P", LastName: fmt.Sprint(a, c)}
			people = append(people, person)
			aud.Contacts = append(aud.Contacts, person.ID)
		}
		for i, s := range p.Sections {
			if (i+a)%3 == 0 {
				aud.Sections = append(aud.Sections, s.ID)
			}
		}
		p.Audiences = append(p.Audiences, aud)
		batches = append(batches, advancing.SendBatch{ID: id(fmt.Sprint("batch", a)), PacketID: p.ID, AudienceID: aud.ID,
			Subject: "Advance", CreatedAt: time.Unix(int64(a), 0)})
	}
	return project, []advancing.Packet{p}, batches, people
}

func BenchmarkBuildGraph30Sections10Audiences(b *testing.B) {
	project, packets, batches, people := largePacket()
	b.ReportAllocs()
	for b.Loop() {
		g := advancing.BuildGraph(project, packets, batches, people)
		if len(g.Nodes) != 1+1+30+10+10+80 {
			b.Fatalf("%d nodes", len(g.Nodes))
		}
	}
}
