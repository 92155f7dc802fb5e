package memory_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/ports"
	"github.com/roadcase/roadcase/ports/porttest"
)

func TestRecordStore(t *testing.T) {
	porttest.RecordStoreSuite(t, func(t *testing.T) (ports.RecordStore, ports.TxRunner) {
		return memory.NewRecordStore(), memory.NewTxRunner()
	}, porttest.Features{Rollback: false})
}
