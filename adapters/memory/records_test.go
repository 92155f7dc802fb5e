package memory_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestRecordStore(t *testing.T) {
	porttest.RecordStoreSuite(t, func(t *testing.T) (ports.RecordStore, ports.TxRunner) {
		b := memory.New()
		porttest.CreateRecordOrganizations(t, b.Identity())
		return b.Records(), b.Tx()
	}, porttest.Features{Rollback: true})
}
