package argon2id_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/argon2id"
)

// cheap keeps the tests fast; the costs are read back from each hash anyway.
var cheap = argon2id.Params{MemoryKiB: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

func TestAPasswordHashRecordsItsCostsAndMatchesOnlyItsPassword(t *testing.T) {
	h, err := argon2id.Hash("correct horse battery staple", cheap)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=64,t=1,p=1$") {
		t.Errorf("hash %q does not record its costs in the PHC format", h)
	}
	if !argon2id.Matches("correct horse battery staple", h) || argon2id.Matches("correct horse battery stapler", h) {
		t.Error("the hash matches the wrong password or not its own")
	}
	again, _ := argon2id.Hash("correct horse battery staple", cheap)
	if again == h {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
	if argon2id.NeedsRehash(h, cheap) || !argon2id.NeedsRehash(h, argon2id.Default) {
		t.Error("NeedsRehash does not compare the recorded costs with the wanted ones")
	}
	for _, bad := range []string{"", "$argon2id$v=19$m=64,t=1,p=1$c2FsdA", "$argon2i$v=19$m=64,t=1,p=1$c2FsdA$a2V5",
		"$argon2id$v=18$m=64,t=1,p=1$c2FsdA$a2V5", "$argon2id$v=19$m=64,t=0,p=1$c2FsdA$a2V5"} {
		if argon2id.Matches("anything", bad) || !argon2id.NeedsRehash(bad, cheap) {
			t.Errorf("malformed hash %q matched or was kept", bad)
		}
	}
}
