package porttest

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// accountFailures records failures under "account:ada" at the base time and one
// and two minutes after it, and one under "address:192.0.2.1" a minute after it.
func accountFailures(t *testing.T, ctx context.Context, s ports.AccountStore) {
	t.Helper()
	for _, f := range []struct {
		key string
		at  time.Time
	}{{"account:ada", identityBase.Add(2 * time.Minute)}, {"account:ada", identityBase.In(accountZone)},
		{"address:192.0.2.1", identityBase.Add(time.Minute)}, {"account:ada", identityBase.Add(time.Minute)}} {
		identityMust(t, s.RecordSignInFailure(ctx, f.key, f.at))
	}
}

// accountWantFailures checks what CountSignInFailures says of key since a time.
func accountWantFailures(t *testing.T, ctx context.Context, s ports.AccountStore, key string, since time.Time,
	n int, oldest time.Time) {
	t.Helper()
	gotN, gotOldest, err := s.CountSignInFailures(ctx, key, since)
	identityMust(t, err)
	if gotN != n || !gotOldest.Equal(oldest) || (n > 0 && gotOldest.Location() != time.UTC) {
		t.Errorf("CountSignInFailures(%s, %s) = %d, %v; want %d, %v in UTC", key, since, gotN, gotOldest, n, oldest)
	}
}

var accountThrottleCases = []contractCase{
	{name: "sign-in failures are counted since a time, with the oldest of them",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			s := b.Accounts
			accountFailures(t, ctx, s)
			accountWantFailures(t, ctx, s, "account:ada", time.Time{}, 3, identityBase)
			accountWantFailures(t, ctx, s, "account:ada", identityBase, 3, identityBase)
			accountWantFailures(t, ctx, s, "account:ada", identityBase.Add(time.Second), 2, identityBase.Add(time.Minute))
			accountWantFailures(t, ctx, s, "account:ada", identityBase.Add(time.Hour), 0, time.Time{})
			accountWantFailures(t, ctx, s, "address:192.0.2.1", time.Time{}, 1, identityBase.Add(time.Minute))
			accountWantFailures(t, ctx, s, "account:grace", time.Time{}, 0, time.Time{})
		}},
	{name: "clearing forgets one key's sign-in failures",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			s := b.Accounts
			accountFailures(t, ctx, s)
			identityMust(t, s.ClearSignInFailures(ctx, "account:ada"))
			identityMust(t, s.ClearSignInFailures(ctx, "account:grace"))
			accountWantFailures(t, ctx, s, "account:ada", time.Time{}, 0, time.Time{})
			accountWantFailures(t, ctx, s, "address:192.0.2.1", time.Time{}, 1, identityBase.Add(time.Minute))
		}},
	{name: "pruning forgets every sign-in failure before a time",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			s := b.Accounts
			accountFailures(t, ctx, s)
			identityMust(t, s.PruneSignInFailures(ctx, identityBase.Add(time.Minute)))
			accountWantFailures(t, ctx, s, "account:ada", time.Time{}, 2, identityBase.Add(time.Minute))
			accountWantFailures(t, ctx, s, "address:192.0.2.1", time.Time{}, 1, identityBase.Add(time.Minute))
			identityMust(t, s.PruneSignInFailures(ctx, identityBase.Add(time.Hour)))
			accountWantFailures(t, ctx, s, "account:ada", time.Time{}, 0, time.Time{})
			accountWantFailures(t, ctx, s, "address:192.0.2.1", time.Time{}, 0, time.Time{})
		}},
}
