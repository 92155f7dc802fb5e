package reporting

import (
	"math/big"
	"slices"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// packetFacts are one advance packet's section facts, which carry the packet's
// project, show and creation time.
type packetFacts struct {
	first    SectionFact
	sections []SectionFact
}

// packetsOf groups the section facts by packet, in order of first appearance.
func packetsOf(f *Facts) []*packetFacts {
	var out []*packetFacts
	byID := map[kernel.ID]*packetFacts{}
	for _, sf := range f.Sections {
		p := byID[sf.Packet]
		if p == nil {
			p = &packetFacts{first: sf}
			byID[sf.Packet] = p
			out = append(out, p)
		}
		p.sections = append(p.sections, sf)
	}
	return out
}

// packet returns the packet its sections make, so that advancing's own rules
// (Packet.Progress, Packet.Overdue) judge it. Its due date is the latest due date
// of its required sections, which a packet's shell gives every section.
func (p *packetFacts) packet() advancing.Packet {
	pk := advancing.Packet{ID: p.first.Packet, ProjectID: p.first.Project, CreatedAt: p.first.PacketCreatedAt}
	for _, f := range p.sections {
		pk.Sections = append(pk.Sections, advancing.Section{ID: f.Section, Kind: advancing.SectionKind(f.Kind),
			Required: f.Required, Status: advancing.SectionStatus(f.Status), DueOn: f.DueOn, CompletedAt: f.CompletedAt})
		if f.Required && f.DueOn != nil && (pk.DueOn == nil || pk.DueOn.Before(*f.DueOn)) {
			pk.DueOn = f.DueOn
		}
	}
	return pk
}

// sectionShowCells returns the show columns of a section's packet: row kind
// project and nulls for a packet about the whole project, and the fact's show date when the scope holds
// no show facts.
func (s *Sheet) sectionShowCells(f SectionFact) []any {
	if f.Show.IsZero() {
		return []any{RowProject, nil, nil, nil, nil, nil}
	}
	cells := s.showCells(f.Show)
	if cells[2] == nil {
		cells[2] = nullable(string(f.ShowDate))
	}
	return cells
}

// advanceStatusBoardReport is every packet of the scope and how far along it is.
var advanceStatusBoardReport = Report{
	Key: "advance_status_board", Title: "Advance status board", Category: "operations", Long: true,
	Params: []string{"as_of"},
	Description: "Per advance packet, by show date (a packet about the whole project by its due date): its " +
		"project and show, the date every required section is due by, required sections, those done (complete " +
		"or not applicable, advancing.Packet.Progress), those open, the completion rate, and whether it is overdue " +
		"on as_of (today by default): due before then with a required section open. The board a tour manager " +
		"chases promoters from.",
	Families: FamilySections | FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat([]Column{idColumn("packet_id", "Packet ID"), textColumn("project", "Project")},
		showColumns, []Column{dateColumn("due_on", "Due on"),
			numberColumn("required", "Required sections", UnitCount), numberColumn("complete", "Complete", UnitCount),
			numberColumn("open", "Open", UnitCount), numberColumn("completion_rate", "Completion rate", UnitPercent),
			{Key: "overdue", Title: "Overdue", Type: ColumnBool}}),
	Build: buildAdvanceStatusBoard,
}

func buildAdvanceStatusBoard(s *Sheet) Table {
	asOf := reportAsOf(s)
	var t Table
	for _, p := range packetsOf(s.Facts) {
		pk := p.packet()
		done, required := pk.Progress()
		var due any
		sortDate := string(p.first.ShowDate)
		if pk.DueOn != nil {
			due = string(*pk.DueOn)
			if sortDate == "" {
				sortDate = string(*pk.DueOn)
			}
		}
		row := slices.Concat(Row{string(pk.ID), nullable(s.projectName(pk.ProjectID))}, s.sectionShowCells(p.first),
			Row{due, Int(int64(required)), Int(int64(done)), Int(int64(required - done)),
				rounded(Percent(Int(int64(done)), Int(int64(required))), UnitPercent), pk.Overdue(asOf)})
		t.Add(row, kernel.Cursor{Keys: []string{sortDate}, ID: pk.ID})
	}
	t.Sort()
	return t
}

// completion is what advance completion adds up: required sections, those done,
// and the seconds from packet to completion over the completed ones.
type completion struct {
	required, done, completed, seconds int64
}

// add counts a section.
func (c *completion) add(f SectionFact) {
	if !f.Required {
		return
	}
	c.required++
	status := advancing.SectionStatus(f.Status)
	if status.Done() {
		c.done++
	}
	if status == advancing.SectionComplete && f.CompletedAt != nil {
		c.completed++
		c.seconds += int64(f.CompletedAt.Sub(f.PacketCreatedAt).Seconds())
	}
}

// cells are the completion rate and the average days to complete.
func (c completion) cells() []any {
	var days Num
	if c.completed > 0 {
		days = new(big.Rat).SetFrac64(c.seconds, 86400*c.completed)
	}
	return []any{Int(c.required), Int(c.done), rounded(Percent(Int(c.done), Int(c.required)), UnitPercent),
		rounded(days, UnitDays)}
}
