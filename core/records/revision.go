package records

import (
	"crypto/rand"
	"encoding/binary"
)

// NewRevision returns a new records revision for an organization whose records
// are being written: a random positive number, so that a revision is never
// given twice, not even after the write that took one was rolled back. A
// counter would give a rolled-back write's number again to the next write,
// and a copy of records loaded inside the rolled-back transaction would pass
// for that next write's (ports.RecordStore.RecordsRevision).
func NewRevision() int64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported systems
	return int64(binary.BigEndian.Uint64(b[:])>>1) | 1
}
