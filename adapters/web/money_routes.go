package web

import "net/http"

// moneyRoutes lists the money pages of a project: its money page, the budget,
// expense and income forms (each kind's new, edit and remove) and an
// expense's review, where managers approve, reject or mark it paid. Any member
// reads; the forms are offered by records.Rights and the use case refuses.
func (s *Server) moneyRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /projects/{pid}/money", s.inOrg(s.projectMoney))
	m.HandleFunc("GET /expenses/{id}/review", s.inOrg(s.reviewExpense))
	m.HandleFunc("POST /expenses/{id}/review", s.inOrg(s.decideExpense))
	if s.deps.Profiles != nil {
		m.HandleFunc("GET /settings/legal-profile", s.inOrg(s.legalProfilePage))
		m.HandleFunc("POST /settings/legal-profile", s.inOrg(s.saveLegalProfile))
	}
	for _, k := range moneyKinds {
		m.HandleFunc("GET "+k.newPath, s.inOrg(s.newLogistics(k)))
		m.HandleFunc("POST "+k.newPath, s.inOrg(s.saveLogistics(k)))
		m.HandleFunc("GET /"+k.segment+"/{id}/edit", s.inOrg(s.editLogistics(k)))
		m.HandleFunc("POST /"+k.segment+"/{id}/edit", s.inOrg(s.saveLogistics(k)))
		m.HandleFunc("GET /"+k.segment+"/{id}/remove", s.inOrg(s.removeLogisticsForm(k)))
		m.HandleFunc("POST /"+k.segment+"/{id}/remove", s.inOrg(s.removeLogistics(k)))
	}
}
