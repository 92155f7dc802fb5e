package identity

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Role is a member's rank in an organization. Roles are ordered: each one has the
// rights of those below it.
type Role string

// The roles, lowest first.
const (
	RoleViewer  Role = "viewer"
	RoleMember  Role = "member"
	RoleManager Role = "manager"
	RoleAdmin   Role = "admin"
	RoleOwner   Role = "owner"
)

// Roles lists every role, lowest first.
var Roles = []Role{RoleViewer, RoleMember, RoleManager, RoleAdmin, RoleOwner}

func (r Role) rank() int {
	for i, x := range Roles {
		if x == r {
			return i + 1
		}
	}
	return 0
}

// Valid reports whether r is one of Roles.
func (r Role) Valid() bool { return r.rank() > 0 }

// AtLeast reports whether r ranks at or above min. An invalid role is below every role.
func (r Role) AtLeast(min Role) bool { return r.Valid() && r.rank() >= min.rank() }

// ParseRole validates a role name.
func ParseRole(s string) (Role, error) {
	r := Role(strings.TrimSpace(s))
	if !r.Valid() {
		return "", kernel.InvalidField("/role", "invalid_role",
			"unknown role "+quote(s)+"; valid roles are viewer, member, manager, admin, owner")
	}
	return r, nil
}

func quote(s string) string { return `"` + s + `"` }
