package sql

import (
	"context"
	"slices"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// checkPacketRefs reports KindNotFound if the packet's project, or its show (one
// of that project's), is not the organization's.
func checkPacketRefs(ctx context.Context, db bun.IDB, p advancing.Packet) error {
	ok, err := db.NewSelect().Table("projects").Where("org_id = ?", p.OrgID).Where("id = ?", p.ProjectID).Exists(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if !ok {
		return kernel.NotFound("project")
	}
	if p.ShowID == nil {
		return nil
	}
	ok, err = db.NewSelect().Table("shows").Where("org_id = ?", p.OrgID).Where("id = ?", *p.ShowID).
		Where("project_id = ?", p.ProjectID).Exists(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if !ok {
		return kernel.NotFound("show")
	}
	return nil
}

func toPacketRow(p advancing.Packet) packetRow {
	r := packetRow{OrgID: p.OrgID, ID: p.ID, ProjectID: p.ProjectID, Kind: string(p.Kind), Title: p.Title,
		Status: string(p.Status), CreatedAt: StorageTime(p.CreatedAt), UpdatedAt: StorageTime(p.UpdatedAt)}
	if p.ShowID != nil {
		r.ShowID = *p.ShowID
	}
	if p.DueOn != nil {
		r.DueOn = *p.DueOn
	}
	return r
}

// writeChildren inserts a packet's sections, audiences, contacts and visibility
// edges, each table in multi-row INSERTs.
func writeChildren(ctx context.Context, db bun.IDB, p advancing.Packet) error {
	var (
		sections   []sectionRow
		audiences  []audienceRow
		contacts   []audienceContactRow
		visibility []visibilityRow
	)
	for i, s := range p.Sections {
		sections = append(sections, toSectionRow(p, i, s))
	}
	for i, a := range p.Audiences {
		audiences = append(audiences, audienceRow{OrgID: p.OrgID, ID: a.ID, PacketID: p.ID, Position: i,
			Kind: string(a.Kind), Label: a.Label})
		for j, c := range a.Contacts {
			contacts = append(contacts, audienceContactRow{OrgID: p.OrgID, AudienceID: a.ID, PersonID: c, Position: j})
		}
		for _, s := range a.Sections {
			visibility = append(visibility, visibilityRow{OrgID: p.OrgID, PacketID: p.ID, AudienceID: a.ID, SectionID: s})
		}
	}
	w := &writer{ctx: ctx, db: db}
	insertChildren(w, sections, nil, nil)
	insertChildren(w, audiences, nil, nil)
	insertChildren(w, contacts, nil, nil)
	insertChildren(w, visibility, nil, nil)
	return advancingErr(w.err, "a section or audience with this id already exists")
}

// rewritePacket writes p over its stored row and replaces its children; deleting
// the sections and audiences takes their edges and contacts with them (ON DELETE
// CASCADE).
func rewritePacket(ctx context.Context, db bun.IDB, p advancing.Packet) error {
	row := toPacketRow(p)
	_, err := db.NewUpdate().Model(&row).Column("show_id", "kind", "title", "status", "due_on", "updated_at").
		WherePK().Exec(ctx)
	if err != nil {
		return TranslateError(err)
	}
	for _, table := range []string{"advance_sections", "advance_audiences"} {
		_, err := db.NewDelete().TableExpr(table).Where("org_id = ?", p.OrgID).Where("packet_id = ?", p.ID).Exec(ctx)
		if err != nil {
			return TranslateError(err)
		}
	}
	return writeChildren(ctx, db, p)
}

// normalPacket returns p as the store reads it back: instants in UTC at
// microsecond precision, an audience's sections in section order, and empty lists
// of rows nil.
func normalPacket(p advancing.Packet) advancing.Packet {
	p.CreatedAt, p.UpdatedAt = StorageTime(p.CreatedAt), StorageTime(p.UpdatedAt)
	position := map[kernel.ID]int{}
	sections := make([]advancing.Section, len(p.Sections))
	for i, s := range p.Sections {
		s.CompletedAt = storageTimePtr(s.CompletedAt)
		sections[i], position[s.ID] = s, i
	}
	audiences := make([]advancing.Audience, len(p.Audiences))
	for i, a := range p.Audiences {
		a.Contacts = nilIfEmpty(slices.Clone(a.Contacts))
		a.Sections = nilIfEmpty(slices.Clone(a.Sections))
		slices.SortFunc(a.Sections, func(x, y kernel.ID) int { return position[x] - position[y] })
		audiences[i] = a
	}
	p.Sections, p.Audiences = nilIfEmpty(sections), nilIfEmpty(audiences)
	return p
}

func nilIfEmpty[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}
