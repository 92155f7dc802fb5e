package web

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// showDocSubjects are the records of a show's scope that documents are made
// from, as the show's hub lists them: the show, its settlement, and the hotel
// stays, travel and crew of its day. The paper is its venue's country's.
func showDocSubjects(d records.Dataset, show kernel.ID) ([]docsSubject, ports.Paper) {
	out := []docsSubject{{Group: "This show", Kind: records.KindShow, ID: show}}
	for _, x := range d.Settlements {
		if x.ShowID == show {
			out = append(out, docsSubject{Group: "Settlement", Kind: records.KindSettlement, ID: x.ID})
		}
	}
	for _, x := range d.Accommodations {
		out = append(out, docsSubject{Group: "Hotel stays", Kind: records.KindAccommodation, ID: x.ID, Name: x.HotelName})
	}
	for _, x := range d.Travel {
		out = append(out, docsSubject{Group: "Travel", Kind: records.KindTravelSegment, ID: x.ID,
			Name: joinNonEmpty(" → ", x.FromPlace, x.ToPlace)})
	}
	people := map[kernel.ID]string{}
	for _, p := range d.People {
		people[p.ID] = p.FullName()
	}
	for _, x := range d.CrewAssignments {
		out = append(out, docsSubject{Group: "Crew", Kind: records.KindCrewAssignment, ID: x.ID,
			Name: joinNonEmpty(", ", people[x.PersonID], x.Role)})
	}
	paper := ports.PaperA4
	if len(d.Shows) > 0 {
		paper = venuePaper(d, d.Shows[0].VenueID)
	}
	return out, paper
}

// projectPaper is the paper of most of a project's shows' venues; A4 for a
// project without shows.
func projectPaper(d records.Dataset) ports.Paper {
	letter := 0
	for _, x := range d.Shows {
		if venuePaper(d, x.VenueID) == ports.PaperLetter {
			letter++
		}
	}
	if letter*2 > len(d.Shows) {
		return ports.PaperLetter
	}
	return ports.PaperA4
}

// venuePaper is the paper of venue's country; A4 when d does not hold it.
func venuePaper(d records.Dataset, venue kernel.ID) ports.Paper {
	for _, v := range d.Venues {
		if v.ID == venue {
			return paperOf(v.Country)
		}
	}
	return ports.PaperA4
}
