package memory_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestContract(t *testing.T) {
	t.Parallel()
	porttest.Run(t, func(*testing.T) porttest.Backend {
		b := memory.New()
		return porttest.Backend{Identity: b.Identity(), Accounts: b.Accounts(), Sessions: b.Sessions(), Records: b.Records(), Advancing: b.Advancing(), Send: b.Send(),
			Idempotency: b.Idempotency(), Snapshots: b.Snapshots(), Renders: b.Renders(), Facts: b.Facts(),
			Tx: b.Tx(), Outbox: memory.NewOutboxStore(), Payments: b.Payments(), Imports: b.Imports()}
	})
}
