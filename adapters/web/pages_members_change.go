package web

import (
	"net/http"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// changeRole sets a member's role; Team enforces who may grant what.
func (s *Server) changeRole(w http.ResponseWriter, r *http.Request, v *viewer) {
	uid, err := pathID(r, "user")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	role, err := identity.ParseRole(r.PostForm.Get("role"))
	if err == nil {
		var m identity.Member
		if m, err = s.deps.Team.ChangeRole(r.Context(), v.Actor(), uid, role); err == nil {
			s.flash(r.Context(), isolation.String(m.Name)+" is now "+string(m.Role)+".")
			seeOther(w, r, "/settings/members")
			return
		}
	}
	s.refused(w, r, v, err)
}

func (s *Server) removeForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	m, err := s.member(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "member_remove", removePage{Member: m, Self: m.UserID == v.Account.User.ID})
}

// removePage asks to confirm the end of a membership.
type removePage struct {
	Member identity.Member
	Self   bool
}

func (s *Server) remove(w http.ResponseWriter, r *http.Request, v *viewer) {
	m, err := s.member(r, v)
	if err == nil {
		err = s.deps.Team.RemoveMember(r.Context(), v.Actor(), m.UserID)
	}
	if err != nil {
		s.refused(w, r, v, err)
		return
	}
	if m.UserID == v.Account.User.ID {
		s.flash(r.Context(), "You left "+isolation.String(v.Current.Organization.Name)+".")
		seeOther(w, r, "/settings/tokens")
		return
	}
	s.flash(r.Context(), isolation.String(m.Name)+" is no longer a member, and their tokens here are revoked.")
	seeOther(w, r, "/settings/members")
}

// member returns the member of the viewer's organization the path names.
func (s *Server) member(r *http.Request, v *viewer) (identity.Member, error) {
	uid, err := pathID(r, "user")
	if err != nil {
		return identity.Member{}, err
	}
	if v.Current == nil {
		return identity.Member{}, kernel.NotFound("member")
	}
	if uid == v.Account.User.ID {
		// Anyone may leave, so their own membership is known without the
		// members list, which only administrators may read.
		return identity.Member{Membership: identity.Membership{OrgID: v.Current.Organization.ID, UserID: uid,
			Role: v.Current.Role}, Email: v.Account.User.Email, Name: v.Account.User.Name}, nil
	}
	members, err := s.deps.Team.Members(r.Context(), v.Actor())
	if err != nil {
		return identity.Member{}, err
	}
	for _, m := range members {
		if m.UserID == uid {
			return m, nil
		}
	}
	return identity.Member{}, kernel.NotFound("member")
}

// invite mails an invitation to join the viewer's organization.
func (s *Server) invite(w http.ResponseWriter, r *http.Request, v *viewer) {
	f := newForm(r, "email", "role")
	role, err := identity.ParseRole(f.Get("role"))
	if err == nil {
		_, err = s.deps.Team.Invite(r.Context(), v.Actor(), identity.Invite{Email: f.Get("email"), Role: role})
	}
	if err != nil {
		if f.absorb(err, memberFields) {
			s.showMembers(w, r, v, httperr.Status(kernel.KindOf(err)), emptyForm(nil), f)
			return
		}
		s.refused(w, r, v, err)
		return
	}
	s.flash(r.Context(), "We sent an invitation to "+isolation.String(f.Get("email"))+". Its link works for "+ticketLife(identity.TicketInvitation)+".")
	seeOther(w, r, "/settings/members")
}

func (s *Server) revokeInvitation(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, err := pathID(r, "id")
	if err == nil {
		err = s.deps.Team.RevokeInvitation(r.Context(), v.Actor(), id)
	}
	if err != nil {
		s.refused(w, r, v, err)
		return
	}
	s.flash(r.Context(), "The invitation is withdrawn; its link no longer works.")
	seeOther(w, r, "/settings/members")
}
