package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/identity"
)

// signupPage is the sign-up form's data.
type signupPage struct {
	Form                  *form
	Currencies, TimeZones []option
	MinPassword           int
}

// signupFields names the sign-up form's inputs after the pointers of
// Accounts.SignUp's errors.
var signupFields = fieldsOf("name", "email", "password", "organization_name", "currency", "time_zone")

func (s *Server) signupForm(w http.ResponseWriter, r *http.Request) {
	if viewerFrom(r.Context()) != nil {
		seeOther(w, r, "/settings/tokens")
		return
	}
	s.showSignup(w, r, http.StatusOK, emptyForm(map[string]string{"currency": "EUR", "time_zone": "UTC"}))
}

func (s *Server) showSignup(w http.ResponseWriter, r *http.Request, status int, f *form) {
	s.page(w, r, status, "signup", signupPage{Form: f, Currencies: currencies, TimeZones: timeZones,
		MinPassword: identity.MinPasswordLength})
}

// signup creates the account and its organization. The page that follows is the
// same whether the address was new or already had an account, so that sign-up
// does not tell who has one.
func (s *Server) signup(w http.ResponseWriter, r *http.Request) {
	f := newForm(r, "name", "email", "organization_name", "currency", "time_zone")
	err := s.deps.Accounts.SignUp(r.Context(), identity.SignUp{
		Name: f.Get("name"), Email: f.Get("email"), Password: r.PostForm.Get("password"),
		OrganizationName: f.Get("organization_name"), Currency: f.Get("currency"), TimeZone: f.Get("time_zone"),
	})
	if err != nil {
		if f.absorb(err, signupFields) {
			s.showSignup(w, r, http.StatusUnprocessableEntity, f)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "signup_sent", f.Get("email"))
}
