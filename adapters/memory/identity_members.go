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
func (s *IdentityStore) FindMembers(_ context.Context, org kernel.ID) ([]identity.Member, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []identity.Member
	for k, m := range s.members {
		if k.org != org {
			continue
		}
		u := s.users[k.user]
		out = append(out, identity.Member{Membership: m, Email: u.Email, Name: u.Name})
	}
	slices.SortFunc(out, func(a, b identity.Member) int { return strings.Compare(a.Email, b.Email) })
	return out, nil
}

// DeleteMembership removes user's membership in org. KindNotFound if the user is not
// a member of org.
func (s *IdentityStore) DeleteMembership(_ context.Context, org, user kernel.ID) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := memberKey{org, user}
	if _, ok := s.members[k]; !ok {
		return kernel.NotFound("membership")
	}
	delete(s.members, k)
	return nil
}
