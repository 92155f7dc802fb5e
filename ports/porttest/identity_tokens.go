package porttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

var identityTokenCases = []contractCase{
	{name: "a token is found by its hash as it was created",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			tok := identityToken(o, u, "ci", identityBase)
			identityMust(t, s.CreateToken(ctx, tok))
			got, err := s.FindTokenByHash(ctx, tok.Hash)
			identityMust(t, err)
			identityWantEqual(t, "token", got, tok)
		}},
	{name: "a token with an existing hash or id is a conflict",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			tok := identityToken(o, u, "first", identityBase)
			identityMust(t, s.CreateToken(ctx, tok))
			sameHash := identityToken(o, u, "same hash", identityBase)
			sameHash.Hash = tok.Hash
			identityWantKind(t, "same hash", s.CreateToken(ctx, sameHash), kernel.KindConflict)
			sameID := identityToken(o, u, "same id", identityBase)
			sameID.ID = tok.ID
			identityWantKind(t, "same id", s.CreateToken(ctx, sameID), kernel.KindConflict)
			list, err := s.FindTokens(ctx, o.ID, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "tokens after the conflicts", list, []identity.Token{tok})
		}},
	{name: "a token of an unknown organization or user is invalid",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			identityWantKind(t, "unknown organization",
				s.CreateToken(ctx, identityToken(identityOrg("ghost"), u, "x", identityBase)), kernel.KindInvalid)
			identityWantKind(t, "unknown user",
				s.CreateToken(ctx, identityToken(o, identityUser("ghost@example.com"), "x", identityBase)), kernel.KindInvalid)
		}},
	{name: "the hashes of the tokens created since a time are listed, whatever their state",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			old := identityToken(o, u, "old", identityBase)
			recent := identityToken(o, u, "recent", identityBase.Add(time.Hour))
			revoked := identityToken(o, u, "revoked", identityBase.Add(2*time.Hour))
			for _, tok := range []identity.Token{old, recent, revoked} {
				identityMust(t, s.CreateToken(ctx, tok))
			}
			identityMust(t, s.RevokeToken(ctx, o.ID, revoked.ID, identityBase.Add(3*time.Hour)))
			got, err := s.FindTokenHashes(ctx, identityBase.Add(time.Hour))
			identityMust(t, err)
			slices.Sort(got)
			want := []string{recent.Hash, revoked.Hash}
			slices.Sort(want)
			identityWantEqual(t, "hashes since an hour later", got, want)
			all, err := s.FindTokenHashes(ctx, time.Time{})
			identityMust(t, err)
			if len(all) != 3 {
				t.Errorf("every hash: %d, want 3", len(all))
			}
		}},
	{name: "an unknown hash is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			identityMust(t, s.CreateToken(ctx, identityToken(o, u, "ci", identityBase)))
			_, err := s.FindTokenByHash(ctx, identity.HashSecret(identity.NewSecret()))
			identityWantKind(t, "unknown hash", err, kernel.KindNotFound)
		}},
	{name: "tokens are listed newest first, only the user's in the organization",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			other, stranger := identityMember(t, ctx, s, "other", "grace@example.com", identity.RoleMember)
			identityMust(t, s.PutMembership(ctx, identity.Membership{OrgID: other.ID, UserID: u.ID,
				Role: identity.RoleMember, CreatedAt: identityBase}))
			old := identityToken(o, u, "old", identityBase)
			mid := identityToken(o, u, "mid", identityBase.Add(time.Microsecond))
			newest := identityToken(o, u, "newest", identityBase.Add(time.Hour))
			for _, tok := range []identity.Token{mid, newest, old,
				identityToken(other, u, "same user, other organization", identityBase.Add(2*time.Hour)),
				identityToken(other, stranger, "other user", identityBase.Add(3*time.Hour))} {
				identityMust(t, s.CreateToken(ctx, tok))
			}
			list, err := s.FindTokens(ctx, o.ID, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "tokens", list, []identity.Token{newest, mid, old})
		}},
	{name: "a user without tokens gets an empty list",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			list, err := s.FindTokens(ctx, o.ID, u.ID)
			identityMust(t, err)
			if len(list) != 0 {
				t.Errorf("FindTokens() = %v, want none", list)
			}
		}},
	{name: "revoking a token sets its revocation time once",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			tok := identityToken(o, u, "ci", identityBase)
			identityMust(t, s.CreateToken(ctx, tok))
			first := identityBase.Add(time.Hour)
			identityMust(t, s.RevokeToken(ctx, o.ID, tok.ID, first))
			identityMust(t, s.RevokeToken(ctx, o.ID, tok.ID, first.Add(time.Hour)))
			got, err := s.FindTokenByHash(ctx, tok.Hash)
			identityMust(t, err)
			if got.RevokedAt == nil || !got.RevokedAt.Equal(first) {
				t.Errorf("RevokedAt = %v, want the first revocation %v", got.RevokedAt, first)
			}
			if got.Usable(identityBase.Add(2 * time.Hour)) {
				t.Error("a revoked token is still usable")
			}
		}},
	{name: "revoking another organization's token or an unknown one is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			other, _ := identityMember(t, ctx, s, "other", "grace@example.com", identity.RoleMember)
			tok := identityToken(o, u, "ci", identityBase)
			identityMust(t, s.CreateToken(ctx, tok))
			identityWantKind(t, "other organization", s.RevokeToken(ctx, other.ID, tok.ID, identityBase), kernel.KindNotFound)
			identityWantKind(t, "unknown id", s.RevokeToken(ctx, o.ID, kernel.NewID(), identityBase), kernel.KindNotFound)
			identityWantKind(t, "malformed id", s.RevokeToken(ctx, o.ID, "nope", identityBase), kernel.KindNotFound)
			got, err := s.FindTokenByHash(ctx, tok.Hash)
			identityMust(t, err)
			if got.RevokedAt != nil {
				t.Errorf("RevokedAt = %v after refused revocations, want nil", got.RevokedAt)
			}
		}},
	{name: "touching a token records its last use",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			o, u := identityMember(t, ctx, s, "acme", "ada@example.com", identity.RoleMember)
			tok := identityToken(o, u, "ci", identityBase)
			identityMust(t, s.CreateToken(ctx, tok))
			for _, at := range []time.Time{identityBase.Add(time.Minute), identityBase.Add(time.Hour)} {
				identityMust(t, s.TouchToken(ctx, tok.ID, at))
				got, err := s.FindTokenByHash(ctx, tok.Hash)
				identityMust(t, err)
				if got.LastUsedAt == nil || !got.LastUsedAt.Equal(at) {
					t.Errorf("LastUsedAt = %v, want %v", got.LastUsedAt, at)
				}
			}
		}},
	{name: "touching an unknown token is not found",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Identity
			identityWantKind(t, "unknown id", s.TouchToken(ctx, kernel.NewID(), identityBase), kernel.KindNotFound)
			identityWantKind(t, "malformed id", s.TouchToken(ctx, "nope", identityBase), kernel.KindNotFound)
		}},
}
