package web

import (
	"net/http"
)

// advancingPage is the data of the advancing overview: every project of the
// organization with its packets.
type advancingPage struct {
	Projects []projectRow
}

type projectRow struct {
	Name         string
	Starts, Ends dateView
	Packets      []packetRow
}

// advancing lists the organization's projects and their packets.
func (s *Server) advancing(w http.ResponseWriter, r *http.Request, v *viewer) {
	projects, err := s.deps.Workspace.Projects(r.Context(), v.Actor())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	today := s.today(v)
	p := advancingPage{Projects: make([]projectRow, 0, len(projects))}
	for _, pr := range projects {
		row := projectRow{Name: pr.Name, Starts: newDate(pr.StartsOn), Ends: newDate(pr.EndsOn)}
		for _, pk := range pr.Packets {
			row.Packets = append(row.Packets, newPacketRow(pk, today))
		}
		p.Projects = append(p.Projects, row)
	}
	s.page(w, r, http.StatusOK, "advance_index", p)
}
