package memory

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// CreateTicket stores a ticket. KindConflict if the id or the hash exists;
// KindInvalid if its user, organization or sender is given and does not exist
// (as the SQL store's foreign keys do).
func (s *AccountStore) CreateTicket(ctx context.Context, t identity.Ticket) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	for _, x := range st.tickets {
		if x.ID == t.ID || x.Hash == t.Hash {
			return kernel.Conflict("a ticket with this id or hash already exists")
		}
	}
	if !st.userOrZero(t.UserID) || !st.userOrZero(t.CreatedBy) || !st.orgOrZero(t.OrgID) {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	st.tickets[t.ID] = ticketCopy(t)
	return nil
}

// FindTicket returns the ticket of purpose whose secret hashes to hash, used or
// expired included. KindNotFound if there is none.
func (s *AccountStore) FindTicket(ctx context.Context, purpose identity.TicketPurpose, hash string) (identity.Ticket, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	for _, t := range st.tickets {
		if t.Purpose == purpose && t.Hash == hash {
			return ticketCopy(t), nil
		}
	}
	return identity.Ticket{}, kernel.NotFound("ticket")
}

// UseTicket marks a ticket used at the given time, once. KindConflict if it was
// used already; KindNotFound if there is no such ticket.
func (s *AccountStore) UseTicket(ctx context.Context, id kernel.ID, at time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	t, ok := st.tickets[id]
	if !ok {
		return kernel.NotFound("ticket")
	}
	if t.UsedAt != nil {
		return kernel.Conflict("the ticket was used already")
	}
	t.UsedAt = identityTimePtr(&at)
	st.tickets[id] = t
	return nil
}

// FindInvitations returns org's invitations that are not used and expire after
// now, newest first (ties by id, descending, as the SQL store orders them).
func (s *AccountStore) FindInvitations(ctx context.Context, org kernel.ID, now time.Time) ([]identity.Ticket, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	out := []identity.Ticket{}
	for _, t := range st.tickets {
		if t.Purpose == identity.TicketInvitation && t.OrgID == org && t.UsedAt == nil && t.ExpiresAt.After(now) {
			out = append(out, ticketCopy(t))
		}
	}
	slices.SortFunc(out, func(a, b identity.Ticket) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return out, nil
}

// DeleteInvitation removes one of org's invitations. KindNotFound if org has no
// such invitation.
func (s *AccountStore) DeleteInvitation(ctx context.Context, org, id kernel.ID) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	t, ok := st.tickets[id]
	if !ok || t.Purpose != identity.TicketInvitation || t.OrgID != org {
		return kernel.NotFound("invitation")
	}
	delete(st.tickets, id)
	return nil
}

// userOrZero reports whether id is zero or names a user of s.
func (s *state) userOrZero(id kernel.ID) bool {
	_, ok := s.users[id]
	return ok || id.IsZero()
}

// orgOrZero reports whether id is zero or names an organization of s.
func (s *state) orgOrZero(id kernel.ID) bool {
	_, ok := s.orgs[id]
	return ok || id.IsZero()
}

// ticketCopy normalizes t's times and copies its pointer, so that callers cannot
// change a stored ticket.
func ticketCopy(t identity.Ticket) identity.Ticket {
	t.CreatedAt, t.ExpiresAt = identityTime(t.CreatedAt), identityTime(t.ExpiresAt)
	t.UsedAt = identityTimePtr(t.UsedAt)
	return t
}
