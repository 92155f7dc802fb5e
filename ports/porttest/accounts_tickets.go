package porttest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// accountTicket returns a ticket of purpose for u, created at created, with a
// fresh secret's hash.
func accountTicket(purpose identity.TicketPurpose, u identity.User, created time.Time) identity.Ticket {
	return identity.Ticket{ID: kernel.NewID(), Purpose: purpose, Hash: identity.HashSecret(identity.NewSecret()),
		Email: u.Email, UserID: u.ID, CreatedAt: created, ExpiresAt: created.Add(purpose.Lifetime())}
}

// accountInvitation returns an invitation to org, sent by sender to a person who
// has no account yet, created at created.
func accountInvitation(org identity.Organization, sender identity.User, email string, created time.Time) identity.Ticket {
	return identity.Ticket{ID: kernel.NewID(), Purpose: identity.TicketInvitation,
		Hash: identity.HashSecret(identity.NewSecret()), Email: email, OrgID: org.ID, Role: identity.RoleMember,
		CreatedBy: sender.ID, CreatedAt: created, ExpiresAt: created.Add(identity.InvitationLifetime)}
}

var accountTicketCases = []contractCase{
	{name: "a ticket is found by its purpose and hash as it was created",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			o, u := identityMember(t, ctx, b.Identity, "acme", "ada@example.com", identity.RoleAdmin)
			verify := accountTicket(identity.TicketVerifyEmail, u, identityBase.In(accountZone).Add(789))
			invite := accountInvitation(o, u, "grace@example.com", identityBase)
			for _, tk := range []identity.Ticket{verify, invite} {
				identityMust(t, b.Accounts.CreateTicket(ctx, tk))
			}
			verify.CreatedAt, verify.ExpiresAt = identityBase, identityBase.Add(identity.VerifyEmailLifetime)
			for _, want := range []identity.Ticket{verify, invite} {
				got, err := b.Accounts.FindTicket(ctx, want.Purpose, want.Hash)
				identityMust(t, err)
				identityWantEqual(t, string(want.Purpose), got, want)
			}
			_, err := b.Accounts.FindTicket(ctx, identity.TicketResetPassword, verify.Hash)
			identityWantKind(t, "the hash of another purpose", err, kernel.KindNotFound)
			_, err = b.Accounts.FindTicket(ctx, identity.TicketVerifyEmail, identity.HashSecret(identity.NewSecret()))
			identityWantKind(t, "an unknown hash", err, kernel.KindNotFound)
		}},
	{name: "a ticket with an existing id or hash is a conflict",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			first := accountTicket(identity.TicketVerifyEmail, u, identityBase)
			identityMust(t, b.Accounts.CreateTicket(ctx, first))
			sameHash := accountTicket(identity.TicketResetPassword, u, identityBase)
			sameHash.Hash = first.Hash
			identityWantKind(t, "same hash", b.Accounts.CreateTicket(ctx, sameHash), kernel.KindConflict)
			sameID := accountTicket(identity.TicketVerifyEmail, u, identityBase)
			sameID.ID = first.ID
			identityWantKind(t, "same id", b.Accounts.CreateTicket(ctx, sameID), kernel.KindConflict)
			got, err := b.Accounts.FindTicket(ctx, first.Purpose, first.Hash)
			identityMust(t, err)
			identityWantEqual(t, "the first ticket", got, first)
		}},
	{name: "a ticket of an unknown user, sender or organization is invalid",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			o, u := identityMember(t, ctx, b.Identity, "acme", "ada@example.com", identity.RoleAdmin)
			ghost := identityUser("ghost@example.com")
			identityWantKind(t, "unknown user",
				b.Accounts.CreateTicket(ctx, accountTicket(identity.TicketVerifyEmail, ghost, identityBase)), kernel.KindInvalid)
			identityWantKind(t, "unknown sender",
				b.Accounts.CreateTicket(ctx, accountInvitation(o, ghost, "x@example.com", identityBase)), kernel.KindInvalid)
			identityWantKind(t, "unknown organization",
				b.Accounts.CreateTicket(ctx, accountInvitation(identityOrg("ghost"), u, "x@example.com", identityBase)),
				kernel.KindInvalid)
		}},
	{name: "a ticket is used once, then using it again is a conflict",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			tk := accountTicket(identity.TicketResetPassword, u, identityBase)
			identityMust(t, b.Accounts.CreateTicket(ctx, tk))
			used := identityBase.Add(time.Minute)
			identityMust(t, b.Accounts.UseTicket(ctx, tk.ID, used.In(accountZone)))
			identityWantKind(t, "second use", b.Accounts.UseTicket(ctx, tk.ID, used.Add(time.Minute)), kernel.KindConflict)
			got, err := b.Accounts.FindTicket(ctx, tk.Purpose, tk.Hash)
			identityMust(t, err)
			tk.UsedAt = &used
			identityWantEqual(t, "the used ticket", got, tk)
			if got.Usable(identityBase) {
				t.Error("a used ticket is still usable")
			}
			identityWantKind(t, "unknown id", b.Accounts.UseTicket(ctx, kernel.NewID(), used), kernel.KindNotFound)
			identityWantKind(t, "malformed id", b.Accounts.UseTicket(ctx, "nope", used), kernel.KindNotFound)
		}},
	{name: "of eight concurrent uses of a ticket exactly one succeeds",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			tk := accountTicket(identity.TicketInvitation, u, identityBase)
			identityMust(t, b.Accounts.CreateTicket(ctx, tk))
			start := make(chan struct{})
			errs := make([]error, 8)
			var wg sync.WaitGroup
			for i := range errs {
				wg.Go(func() {
					<-start
					errs[i] = b.Accounts.UseTicket(ctx, tk.ID, identityBase.Add(time.Duration(i+1)*time.Second))
				})
			}
			close(start)
			wg.Wait()
			succeeded := 0
			for _, err := range errs {
				switch {
				case err == nil:
					succeeded++
				case !kernel.IsKind(err, kernel.KindConflict):
					t.Errorf("a concurrent use failed with %v, want a conflict", err)
				}
			}
			if succeeded != 1 {
				t.Errorf("%d concurrent uses succeeded, want exactly one", succeeded)
			}
		}},
}

var accountInvitationCases = []contractCase{
	{name: "an organization's usable invitations are listed newest first, never another's",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			o, admin := identityMember(t, ctx, b.Identity, "acme", "ada@example.com", identity.RoleAdmin)
			other, stranger := identityMember(t, ctx, b.Identity, "other", "grace@example.com", identity.RoleAdmin)
			now := identityBase.Add(24 * time.Hour)
			old := accountInvitation(o, admin, "old@example.com", identityBase)
			mid := accountInvitation(o, admin, "mid@example.com", identityBase.Add(time.Microsecond))
			newest := accountInvitation(o, admin, "new@example.com", identityBase.Add(time.Hour))
			used := accountInvitation(o, admin, "used@example.com", identityBase.Add(2*time.Hour))
			expired := accountInvitation(o, admin, "expired@example.com", identityBase)
			expired.ExpiresAt = now // expiring at now is expired
			elsewhere := accountInvitation(other, stranger, "elsewhere@example.com", identityBase.Add(3*time.Hour))
			reset := accountTicket(identity.TicketResetPassword, admin, now)
			for _, tk := range []identity.Ticket{mid, used, newest, expired, elsewhere, old, reset} {
				identityMust(t, b.Accounts.CreateTicket(ctx, tk))
			}
			identityMust(t, b.Accounts.UseTicket(ctx, used.ID, now))
			got, err := b.Accounts.FindInvitations(ctx, o.ID, now)
			identityMust(t, err)
			identityWantEqual(t, "invitations", got, []identity.Ticket{newest, mid, old})
			got, err = b.Accounts.FindInvitations(ctx, other.ID, now)
			identityMust(t, err)
			identityWantEqual(t, "the other organization's invitations", got, []identity.Ticket{elsewhere})
			for _, org := range []kernel.ID{kernel.NewID(), "nope"} {
				got, err = b.Accounts.FindInvitations(ctx, org, now)
				identityMust(t, err)
				if len(got) != 0 {
					t.Errorf("invitations of %s = %+v, want none", org, got)
				}
			}
		}},
	{name: "an organization deletes only its own invitations",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			o, admin := identityMember(t, ctx, b.Identity, "acme", "ada@example.com", identity.RoleAdmin)
			other, _ := identityMember(t, ctx, b.Identity, "other", "grace@example.com", identity.RoleAdmin)
			invite := accountInvitation(o, admin, "new@example.com", identityBase)
			reset := accountTicket(identity.TicketResetPassword, admin, identityBase)
			identityMust(t, b.Accounts.CreateTicket(ctx, invite))
			identityMust(t, b.Accounts.CreateTicket(ctx, reset))
			identityWantKind(t, "another organization's invitation",
				b.Accounts.DeleteInvitation(ctx, other.ID, invite.ID), kernel.KindNotFound)
			identityWantKind(t, "a ticket that is no invitation",
				b.Accounts.DeleteInvitation(ctx, o.ID, reset.ID), kernel.KindNotFound)
			identityWantKind(t, "unknown id", b.Accounts.DeleteInvitation(ctx, o.ID, kernel.NewID()), kernel.KindNotFound)
			identityWantKind(t, "malformed id", b.Accounts.DeleteInvitation(ctx, o.ID, "nope"), kernel.KindNotFound)
			for _, tk := range []identity.Ticket{invite, reset} {
				_, err := b.Accounts.FindTicket(ctx, tk.Purpose, tk.Hash)
				identityMust(t, err)
			}
			identityMust(t, b.Accounts.DeleteInvitation(ctx, o.ID, invite.ID))
			_, err := b.Accounts.FindTicket(ctx, invite.Purpose, invite.Hash)
			identityWantKind(t, "the deleted invitation", err, kernel.KindNotFound)
			identityWantKind(t, "deleting it again", b.Accounts.DeleteInvitation(ctx, o.ID, invite.ID), kernel.KindNotFound)
		}},
}
