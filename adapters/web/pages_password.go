package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// passwordPage is the data of the reset and change forms.
type passwordPage struct {
	Form        *form
	Token       string
	MinPassword int
}

func (s *Server) forgotForm(w http.ResponseWriter, r *http.Request) {
	s.page(w, r, http.StatusOK, "forgot", emptyForm(nil))
}

// forgot mails a reset link. Its answer is the same for any address.
func (s *Server) forgot(w http.ResponseWriter, r *http.Request) {
	f := newForm(r, "email")
	if f.Get("email") == "" {
		f.fail("email", "Enter your e-mail address")
		s.page(w, r, http.StatusUnprocessableEntity, "forgot", f)
		return
	}
	if err := s.deps.Accounts.RequestPasswordReset(r.Context(), f.Get("email")); err != nil {
		if f.absorb(err, fieldsOf("email")) {
			s.page(w, r, http.StatusUnprocessableEntity, "forgot", f)
			return
		}
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "sent", sentPage{Heading: "Check your inbox",
		Message: "If " + isolation.String(f.Get("email")) + " has an account, we sent it a link to choose a new password. The link works for " + ticketLife(identity.TicketResetPassword) + "."})
}

// resetForm is where a reset mail's link leads: it asks for the new password if
// the link is still usable, and says it is not before anyone types one.
func (s *Server) resetForm(w http.ResponseWriter, r *http.Request) {
	noReferrer(w)
	token := r.URL.Query().Get("token")
	if err := s.deps.Accounts.CheckPasswordReset(r.Context(), token); err != nil {
		s.resetFailed(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "reset", passwordPage{Form: emptyForm(nil), Token: token,
		MinPassword: identity.MinPasswordLength})
}

// reset sets the new password. The port ends the user's sessions; this browser's
// too, if it had one, and the person signs in with the new password.
func (s *Server) reset(w http.ResponseWriter, r *http.Request) {
	noReferrer(w)
	f, token := newForm(r), r.PostForm.Get("token")
	_, err := s.deps.Accounts.ResetPassword(r.Context(), token, r.PostForm.Get("password"))
	if err != nil {
		if f.absorb(err, map[string]string{"password": "password", "new_password": "password"}) {
			s.page(w, r, http.StatusUnprocessableEntity, "reset", passwordPage{Form: f, Token: token,
				MinPassword: identity.MinPasswordLength})
			return
		}
		s.resetFailed(w, r, err)
		return
	}
	if viewerFrom(r.Context()) != nil {
		if err := s.signOut(r.Context()); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	s.page(w, r, http.StatusOK, "password_set", nil)
}

func (s *Server) resetFailed(w http.ResponseWriter, r *http.Request, err error) {
	if kernel.IsKind(err, kernel.KindNotFound) {
		s.page(w, r, http.StatusNotFound, "reset_failed", nil)
		return
	}
	s.fail(w, r, err)
}

// changePasswordFields names the change form's inputs after ChangePassword's
// pointers.
var changePasswordFields = map[string]string{"current_password": "current_password",
	"password": "new_password", "new_password": "new_password", "next": "new_password"}

func (s *Server) passwordForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.page(w, r, http.StatusOK, "password", passwordPage{Form: emptyForm(nil), MinPassword: identity.MinPasswordLength})
}

// changePassword changes the password after checking the current one. The
// user's other sessions end (they began before the change); this one goes on,
// on a new id.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request, v *viewer) {
	f, ctx, uid := newForm(r), r.Context(), v.Account.User.ID
	err := s.deps.Accounts.ChangePassword(ctx, uid, r.PostForm.Get("current_password"), r.PostForm.Get("new_password"))
	if err != nil {
		if f.absorb(err, changePasswordFields) {
			s.page(w, r, http.StatusUnprocessableEntity, "password", passwordPage{Form: f, MinPassword: identity.MinPasswordLength})
			return
		}
		s.fail(w, r, err)
		return
	}
	acct, err := s.deps.Accounts.Account(ctx, uid)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.reauthenticated(ctx, acct.PasswordChangedAt); err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(ctx, "Your password is changed. Your other sessions are signed out.")
	seeOther(w, r, "/settings/password")
}
