package web

import "net/http"

// showRoutes lists the show pages and the forms of what happens around a show:
// the show hub and its form, the cancellation, and the schedule, crew,
// timesheet, travel, hotel and guest list forms (each kind's new, edit and
// remove). recordsRoutes calls it; like the other records pages, any member
// reads, the forms are offered by records.Rights and the use case refuses.
func (s *Server) showRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /shows/{id}", s.inOrg(s.showHub))
	m.HandleFunc("GET /projects/{pid}/shows/new", s.inOrg(s.newShowForm))
	m.HandleFunc("POST /projects/{pid}/shows/new", s.inOrg(s.saveShow))
	m.HandleFunc("GET /shows/{id}/edit", s.inOrg(s.editShowForm))
	m.HandleFunc("POST /shows/{id}/edit", s.inOrg(s.saveShow))
	m.HandleFunc("GET /shows/{id}/cancel", s.inOrg(s.cancelShowForm))
	m.HandleFunc("POST /shows/{id}/cancel", s.inOrg(s.cancelShow))
	m.HandleFunc("GET /shows/{id}/remove", s.inOrg(s.removeShowForm))
	m.HandleFunc("POST /shows/{id}/remove", s.inOrg(s.removeShow))
	for _, k := range logisticsKinds {
		m.HandleFunc("GET "+k.newPath, s.inOrg(s.newLogistics(k)))
		m.HandleFunc("POST "+k.newPath, s.inOrg(s.saveLogistics(k)))
		m.HandleFunc("GET /"+k.segment+"/{id}/edit", s.inOrg(s.editLogistics(k)))
		m.HandleFunc("POST /"+k.segment+"/{id}/edit", s.inOrg(s.saveLogistics(k)))
		m.HandleFunc("GET /"+k.segment+"/{id}/remove", s.inOrg(s.removeLogisticsForm(k)))
		m.HandleFunc("POST /"+k.segment+"/{id}/remove", s.inOrg(s.removeLogistics(k)))
	}
	s.moneyRoutes(m)
}
