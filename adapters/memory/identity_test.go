package memory_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestIdentityStoreContract(t *testing.T) {
	t.Parallel()
	porttest.IdentityStoreSuite(t, func(*testing.T) (ports.IdentityStore, ports.TxRunner) {
		b := memory.New()
		return b.Identity(), b.Tx()
	}, porttest.Features{Rollback: true})
}
