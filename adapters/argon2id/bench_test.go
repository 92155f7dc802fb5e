package argon2id_test

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/argon2id"
)

// BenchmarkHashDefault measures one hash at the default costs, the price of one
// sign-up, password change or sign-in check (Matches costs the same).
func BenchmarkHashDefault(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := argon2id.Hash("correct horse battery staple", argon2id.Default); err != nil {
			b.Fatal(err)
		}
	}
}
