package web

import (
	"net/http"
	"net/url"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// batchesPerPage is how many send batches the packet page lists at a time.
const batchesPerPage = 25

// packetPage is the data of one packet's page: its sections, audiences and
// send batches, and for managers a form per section and per audience.
type packetPage struct {
	Packet      packetRow
	CanEdit     bool
	Sections    []sectionView
	Audiences   []audienceView
	Batches     []batchRow
	MoreBatches string // the address of the next page of batches, "" on the last
	Loc         *time.Location
}

// packetProblem is a refused change shown again on the packet page: the form
// of one section or one audience, with its values and errors.
type packetProblem struct {
	section, audience kernel.ID
	form              *form
	checked           map[string][]string // an audience form's checked boxes, by name
}

func (s *Server) packet(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showPacket(w, r, v, http.StatusOK, nil)
}

// showPacket renders the packet page with status; pb, when set, is the form a
// change was refused in.
func (s *Server) showPacket(w http.ResponseWriter, r *http.Request, v *viewer, status int, pb *packetProblem) {
	ctx, org := r.Context(), v.Current.Organization.ID
	p, err := s.deps.Advancing.Packet(ctx, org, r.PathValue("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	batches, err := s.deps.Advancing.SendBatches(ctx, org, string(p.ID),
		kernel.PageRequest{Limit: batchesPerPage, Cursor: r.URL.Query().Get("batches")})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	contacts, err := s.deps.Workspace.Contacts(ctx, v.Actor(), p.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := packetPage{Packet: newPacketRow(p, s.today(v)), CanEdit: v.canEdit(), Loc: v.location()}
	for _, sec := range p.Sections {
		page.Sections = append(page.Sections, newSectionView(sec, s.today(v), page.CanEdit, pb))
	}
	labels := map[kernel.ID]string{}
	for _, a := range p.Audiences {
		labels[a.ID] = a.Label
		page.Audiences = append(page.Audiences, newAudienceView(a, p.Sections, contacts, page.CanEdit, pb))
	}
	for _, b := range batches.Data {
		page.Batches = append(page.Batches, newBatchRow(b, labels, s.clock.Now()))
	}
	if batches.HasMore {
		page.MoreBatches = "/advancing/packets/" + string(p.ID) + "?batches=" + url.QueryEscape(batches.NextCursor)
	}
	s.page(w, r, status, "advance_packet", page)
}

// sectionView is a section with its fields and, for a manager, its form.
type sectionView struct {
	ID        kernel.ID
	Title     string
	Status    string
	StatusKey string
	Required  bool
	Due       dateView
	Overdue   bool
	// Confirmed and Items count the section's items and those confirmed.
	Confirmed, Items int
	Fields           []fieldLine
	Edit             *sectionForm
}

// fieldLine is a section field as read: its label and value, if confirmed.
type fieldLine struct {
	Label, Value string
	Confirmed    bool
}

// sectionForm is a manager's form of one section.
type sectionForm struct {
	Form               *form
	Title, Status, Due fieldView
	Fields             []fieldView
	Open               bool // shown unfolded: it holds a refused change
}

// newSectionView shows a section with the status its items give it
// (advancing.Section.ItemStatus), as the portal does, overdue when its due
// date has passed on today.
func newSectionView(sec advancing.Section, today kernel.Date, canEdit bool, pb *packetProblem) sectionView {
	status := sec.ItemStatus()
	sv := sectionView{ID: sec.ID, Title: sec.Title, Status: humanize(string(status)), StatusKey: string(status),
		Required: sec.Required, Due: newDate(sec.DueOn), Overdue: sec.Overdue(today), Confirmed: sec.Confirmed(),
		Items: len(sec.Fields)}
	for _, fl := range sec.Fields {
		line := fieldLine{Label: fl.Label}
		if fl.Value != nil {
			line.Value, line.Confirmed = *fl.Value, true
		}
		sv.Fields = append(sv.Fields, line)
	}
	if !canEdit {
		return sv
	}
	f := emptyForm(sectionValues(sec))
	open := pb != nil && pb.section == sec.ID
	if open {
		f = pb.form
	}
	ids := sectionIDs(sec.ID)
	ed := &sectionForm{Form: f, Open: open,
		Title:  fieldView{ID: ids("/title"), Name: "title", Label: "Title", Type: "text"},
		Status: fieldView{ID: ids("/status"), Name: "status", Label: "Status", Options: sectionStatusOptions()},
		Due: fieldView{ID: ids("/due_on"), Name: "due_on", Label: "Due date", Type: "date",
			Hint: "Leave it empty for no due date."},
	}
	for _, fl := range sec.Fields {
		ed.Fields = append(ed.Fields, fieldView{ID: ids("/fields/" + fl.Key), Name: fieldPrefix + fl.Key,
			Label: fl.Label, Type: "text"})
	}
	for _, fv := range append([]*fieldView{&ed.Title, &ed.Status, &ed.Due}, fieldPtrs(ed.Fields)...) {
		fv.Value, fv.Error = f.Get(fv.Name), f.Error(fv.ID)
	}
	if !kernel.Date(ed.Due.Value).Valid() {
		ed.Due.Value = "" // a date input shows nothing else; the error says what was wrong
	}
	sv.Edit = ed
	return sv
}

func fieldPtrs(fs []fieldView) []*fieldView {
	out := make([]*fieldView, len(fs))
	for i := range fs {
		out[i] = &fs[i]
	}
	return out
}

// sectionValues are a section's form values as stored.
func sectionValues(sec advancing.Section) map[string]string {
	vals := map[string]string{"title": sec.Title, "status": string(sec.Status), "due_on": newDate(sec.DueOn).ISO}
	for _, fl := range sec.Fields {
		if fl.Value != nil {
			vals[fieldPrefix+fl.Key] = *fl.Value
		}
	}
	return vals
}

// sectionIDs names the inputs of a section's form after EditSection's
// pointers: "/title" → "s-<id>-title", "/fields/load_in" → "s-<id>-f-load_in";
// "" for a pointer at none of them.
func sectionIDs(section kernel.ID) func(pointer string) string {
	prefix := "s-" + string(section) + "-"
	return func(pointer string) string {
		switch pointer {
		case "/title":
			return prefix + "title"
		case "/status":
			return prefix + "status"
		case "/due_on", "/due":
			return prefix + "due"
		}
		if key := fieldKeyOf(pointer); key != "" && pointer != "/"+key {
			return prefix + "f-" + safeID(key)
		}
		return ""
	}
}

func sectionStatusOptions() []option {
	out := make([]option, len(advancing.SectionStatuses))
	for i, st := range advancing.SectionStatuses {
		out[i] = option{Value: string(st), Label: humanize(string(st))}
	}
	return out
}
