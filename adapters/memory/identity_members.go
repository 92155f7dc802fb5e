package memory

import (
	"context"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// FindMembers returns every member of org with the user's email and name, ordered by
// email.
func (s *IdentityStore) FindMembers(ctx context.Context, org kernel.ID) ([]identity.Member, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	var out []identity.Member
	for k, m := range st.members {
		if k.org != org {
			continue
		}
		u := st.users[k.user]
		out = append(out, identity.Member{Membership: m, Email: u.Email, Name: u.Name})
	}
	slices.SortFunc(out, func(a, b identity.Member) int { return strings.Compare(a.Email, b.Email) })
	return out, nil
}

// DeleteMembership removes user's membership in org. KindNotFound if the user is not
// a member of org.
func (s *IdentityStore) DeleteMembership(ctx context.Context, org, user kernel.ID) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	k := memberKey{org, user}
	if _, ok := st.members[k]; !ok {
		return kernel.NotFound("membership")
	}
	delete(st.members, k)
	return nil
}
