package porttest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// idempotencyCases hold the IdempotencyStore to the contract. Expiry is judged
// by the store's clock, so the records expire an hour before or after now.
func idempotencyCases() []contractCase {
	return []contractCase{
		{name: "a key is claimed once until it expires, and replays its answer once complete",
			run: func(t *testing.T, ctx context.Context, b Backend) {
				north, _ := recordOrgIDs()
				s := b.Idempotency
				first := idemRecord(north, "key-1", "post /a {}", time.Hour)
				got, claimed := idemReserve(t, ctx, s, first)
				recordWantEqual(t, "the claim", [2]any{got, claimed}, [2]any{first, true})
				got, claimed = idemReserve(t, ctx, s, idemRecord(north, "key-1", "post /a {\"other\":1}", 2*time.Hour))
				recordWantEqual(t, "a second claim", [2]any{got, claimed}, [2]any{first, false})
				answer := first
				answer.Done, answer.Status, answer.Location, answer.Body = true, 201, "/api/v1/x/1", []byte(`{"id":1}`)
				recordMust(t, s.Complete(ctx, answer))
				recordMust(t, s.Release(ctx, north, "key-1")) // a completed key keeps its answer
				got, claimed = idemReserve(t, ctx, s, first)
				recordWantEqual(t, "the replay", [2]any{got, claimed}, [2]any{answer, false})
			}},
		{name: "an expired claim, answered or not, is replaced",
			run: func(t *testing.T, ctx context.Context, b Backend) {
				north, _ := recordOrgIDs()
				s := b.Idempotency
				for _, done := range []bool{false, true} {
					stale := idemRecord(north, "key", "old", -time.Hour)
					idemReserve(t, ctx, s, stale)
					if done {
						stale.Done, stale.Status = true, 500
						recordMust(t, s.Complete(ctx, stale))
					}
					fresh := idemRecord(north, "key", "new", time.Hour)
					got, claimed := idemReserve(t, ctx, s, fresh)
					recordWantEqual(t, "the new claim", [2]any{got, claimed}, [2]any{fresh, true})
					recordMust(t, s.Release(ctx, north, "key"))
				}
			}},
		{name: "a released claim can be claimed again, and Complete needs a waiting claim",
			run: func(t *testing.T, ctx context.Context, b Backend) {
				north, _ := recordOrgIDs()
				s := b.Idempotency
				r := idemRecord(north, "key", "post", time.Hour)
				recordWantKind(t, "Complete without a claim", s.Complete(ctx, r), kernel.KindNotFound)
				idemReserve(t, ctx, s, r)
				recordMust(t, s.Release(ctx, north, "key"))
				recordWantKind(t, "Complete after Release", s.Complete(ctx, r), kernel.KindNotFound)
				recordMust(t, s.Release(ctx, north, "key")) // releasing nothing is harmless
				if _, claimed := idemReserve(t, ctx, s, r); !claimed {
					t.Error("a released key was not claimed again")
				}
				other := r
				other.Fingerprint = "another request"
				recordWantKind(t, "Complete with another fingerprint", s.Complete(ctx, other), kernel.KindNotFound)
				recordMust(t, s.Complete(ctx, r))
				recordWantKind(t, "Complete twice", s.Complete(ctx, r), kernel.KindNotFound)
			}},
		{name: "keys are the organization's own",
			run: func(t *testing.T, ctx context.Context, b Backend) {
				north, south := recordOrgIDs()
				s := b.Idempotency
				idemReserve(t, ctx, s, idemRecord(north, "key", "north", time.Hour))
				theirs := idemRecord(south, "key", "south", time.Hour)
				got, claimed := idemReserve(t, ctx, s, theirs)
				recordWantEqual(t, "the other organization's claim", [2]any{got, claimed}, [2]any{theirs, true})
				recordMust(t, s.Release(ctx, south, "key"))
				got, claimed = idemReserve(t, ctx, s, idemRecord(north, "key", "again", time.Hour))
				if claimed || got.Fingerprint != "north" {
					t.Errorf("releasing another organization's key released ours: %+v, %v", got, claimed)
				}
				_, _, err := s.Reserve(ctx, idemRecord(kernel.NewID(), "key", "nobody", time.Hour))
				recordWantKind(t, "an organization that does not exist", err, kernel.KindInvalid)
			}},
		{name: "concurrent reservations of a key claim it once",
			run: func(t *testing.T, ctx context.Context, b Backend) {
				north, _ := recordOrgIDs()
				var claims atomic.Int32
				var wg sync.WaitGroup
				for range 8 {
					wg.Go(func() {
						_, claimed, err := b.Idempotency.Reserve(ctx, idemRecord(north, "key", "post", time.Hour))
						if err != nil {
							t.Errorf("Reserve: %v", err)
						}
						if claimed {
							claims.Add(1)
						}
					})
				}
				wg.Wait()
				if n := claims.Load(); n != 1 {
					t.Errorf("%d of 8 concurrent reservations claimed the key, want 1", n)
				}
			}},
	}
}

// idemRecord is a reservation of key for org expiring in (or, negative, ago) the
// given time from now, in the form stores keep instants.
func idemRecord(org kernel.ID, key, fingerprint string, in time.Duration) ports.IdempotencyRecord {
	return ports.IdempotencyRecord{OrgID: org, Key: key, Fingerprint: fingerprint,
		ExpiresAt: time.Now().Add(in).UTC().Truncate(time.Microsecond)}
}

func idemReserve(t *testing.T, ctx context.Context, s ports.IdempotencyStore,
	r ports.IdempotencyRecord) (ports.IdempotencyRecord, bool) {
	t.Helper()
	got, claimed, err := s.Reserve(ctx, r)
	recordMust(t, err)
	return got, claimed
}
