package sql

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// loadPackets returns org's packets that only selects (it narrows the query of
// advance_packets, and may lock the rows), oldest first then by id, each with its
// children: one query per table, whatever the number of packets.
func loadPackets(ctx context.Context, db bun.IDB, org kernel.ID,
	only func(*bun.SelectQuery) *bun.SelectQuery) ([]advancing.Packet, error) {
	var rows []packetRow
	q := db.NewSelect().Model(&rows).Where("org_id = ?", org).Order("created_at", "id")
	if err := only(q).Scan(ctx); err != nil {
		return nil, TranslateError(err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	ids := make([]kernel.ID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	var (
		sections   []sectionRow
		audiences  []audienceRow
		contacts   []audienceContactRow
		visibility []visibilityRow
	)
	of := func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("org_id = ?", org).Where("packet_id IN (?)", bun.List(ids))
	}
	err := of(db.NewSelect().Model(&sections)).Order("packet_id", "position").Scan(ctx)
	if err == nil {
		err = of(db.NewSelect().Model(&audiences)).Order("packet_id", "position").Scan(ctx)
	}
	if err == nil {
		err = db.NewSelect().Model(&contacts).Where("org_id = ?", org).
			Where("audience_id IN (?)", of(db.NewSelect().Table("advance_audiences").Column("id"))).
			Order("audience_id", "position").Scan(ctx)
	}
	if err == nil {
		// An audience's sections come in section order.
		err = db.NewSelect().Model(&visibility).
			Join("JOIN advance_sections AS s ON s.org_id = v.org_id AND s.id = v.section_id").
			Where("v.org_id = ?", org).Where("v.packet_id IN (?)", bun.List(ids)).
			OrderExpr("v.audience_id, s.position").Scan(ctx)
	}
	if err != nil {
		return nil, TranslateError(err)
	}
	return assemblePackets(rows, sections, audiences, contacts, visibility)
}

// assemblePackets puts the children under their packets, keeping the order each
// list was read in.
func assemblePackets(rows []packetRow, sections []sectionRow, audiences []audienceRow,
	contacts []audienceContactRow, visibility []visibilityRow) ([]advancing.Packet, error) {
	sectionsOf := map[kernel.ID][]advancing.Section{}
	for _, r := range sections {
		s, err := r.section()
		if err != nil {
			return nil, err
		}
		sectionsOf[r.PacketID] = append(sectionsOf[r.PacketID], s)
	}
	contactsOf := map[kernel.ID][]kernel.ID{}
	for _, c := range contacts {
		contactsOf[c.AudienceID] = append(contactsOf[c.AudienceID], c.PersonID)
	}
	seenBy := map[kernel.ID][]kernel.ID{}
	for _, v := range visibility {
		seenBy[v.AudienceID] = append(seenBy[v.AudienceID], v.SectionID)
	}
	audiencesOf := map[kernel.ID][]advancing.Audience{}
	for _, a := range audiences {
		audiencesOf[a.PacketID] = append(audiencesOf[a.PacketID], advancing.Audience{ID: a.ID,
			Kind: advancing.AudienceKind(a.Kind), Label: a.Label, Contacts: contactsOf[a.ID], Sections: seenBy[a.ID]})
	}
	out := make([]advancing.Packet, len(rows))
	for i, r := range rows {
		p := advancing.Packet{ID: r.ID, OrgID: r.OrgID, ProjectID: r.ProjectID, Kind: advancing.Kind(r.Kind),
			Title: r.Title, Status: advancing.Status(r.Status), Sections: sectionsOf[r.ID],
			Audiences: audiencesOf[r.ID], CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
		if r.ShowID != "" {
			show := r.ShowID
			p.ShowID = &show
		}
		if r.DueOn != "" {
			due := r.DueOn
			p.DueOn = &due
		}
		out[i] = p
	}
	return out, nil
}
