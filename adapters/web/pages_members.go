package web

import (
	"net/http"
	"time"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// membersPage is the data of the members page (administrators and owners).
type membersPage struct {
	Org         *identity.Affiliation
	Me          kernel.ID
	Members     []identity.Member
	Invitations []identity.Ticket
	// Problem says why the last change was refused, when it was.
	Problem     *form
	Invite      *form
	Roles       []option // every role, for the role of a member
	InviteRoles []option // the roles the viewer may invite to: up to their own
	Loc         *time.Location
}

// memberFields names the invite form's inputs after Invite's pointers.
var memberFields = fieldsOf("email", "role")

func (s *Server) members(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showMembers(w, r, v, http.StatusOK, emptyForm(nil), emptyForm(map[string]string{"role": string(identity.RoleMember)}))
}

// showMembers renders the members page; Team refuses (KindForbidden, a 403
// page) a viewer below admin, whatever the page's links said.
func (s *Server) showMembers(w http.ResponseWriter, r *http.Request, v *viewer, status int, problem, invite *form) {
	if v.Current == nil {
		s.fail(w, r, kernel.Forbidden("no_organization", "You are not a member of any organization."))
		return
	}
	ctx, actor := r.Context(), v.Actor()
	members, err := s.deps.Team.Members(ctx, actor)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	invitations, err := s.deps.Team.Invitations(ctx, actor)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := membersPage{Org: v.Current, Me: actor.UserID, Members: members, Invitations: invitations,
		Problem: problem, Invite: invite, Loc: v.location()}
	for _, role := range identity.Roles {
		p.Roles = append(p.Roles, option{Value: string(role), Label: string(role)})
		if v.Current.Role.AtLeast(role) {
			p.InviteRoles = append(p.InviteRoles, option{Value: string(role), Label: string(role)})
		}
	}
	s.page(w, r, status, "members", p)
}

// refused shows the members page again with why a change was refused, or the
// error's own page when it is not the kind a person can act on.
func (s *Server) refused(w http.ResponseWriter, r *http.Request, v *viewer, err error) {
	e, ok := kernel.AsError(err)
	if !ok || (e.Kind != kernel.KindInvalid && e.Kind != kernel.KindConflict && e.Kind != kernel.KindForbidden) {
		s.fail(w, r, err)
		return
	}
	f := emptyForm(nil)
	f.fail("", e.Message)
	s.showMembers(w, r, v, httperr.Status(e.Kind), f, emptyForm(map[string]string{"role": string(identity.RoleMember)}))
}

// pathID parses an id from the path; a malformed one names nothing (404).
func pathID(r *http.Request, name string) (kernel.ID, error) {
	id, err := kernel.ParseID(r.PathValue(name))
	if err != nil {
		return "", kernel.NotFound(name)
	}
	return id, nil
}
