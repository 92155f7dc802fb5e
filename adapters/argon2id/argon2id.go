// Package argon2id hashes passwords with argon2id (RFC 9106, golang.org/x/crypto),
// writing the costs into every hash in the PHC string format so that they can be
// raised without losing the old hashes. Hasher implements ports.PasswordHasher.
package argon2id

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"

	"golang.org/x/crypto/argon2"

	"github.com/roadcase/roadcase/ports"
)

// Params are the argon2id costs a hash is made with. They are written
// into every hash (the PHC string format), so that raising them later leaves old
// hashes verifiable and NeedsRehash can tell which to replace at the next sign-in.
type Params struct {
	MemoryKiB uint32
	Time      uint32
	Threads   uint8
	SaltLen   int
	KeyLen    uint32
}

// Default are RFC 9106's second recommended option (64 MiB, three
// passes), with four lanes.
var Default = Params{MemoryKiB: 64 * 1024, Time: 3, Threads: 4, SaltLen: 16, KeyLen: 32}

// slots bounds how many hashes run at once. Each holds MemoryKiB of memory (64
// MiB by default) for about a third of a second, so a burst of sign-ins would
// otherwise take memory in proportion to the burst; bounded, they queue and
// memory stays under MaxConcurrent times the cost. Running more hashes than
// there are processors would not finish them sooner anyway.
var slots = make(chan struct{}, MaxConcurrent)

// MaxConcurrent is how many hashes run at once in this process.
var MaxConcurrent = max(2, runtime.GOMAXPROCS(0))

// idKey is argon2.IDKey within a slot.
func idKey(password, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte {
	slots <- struct{}{}
	defer func() { <-slots }()
	inFlight.Add(1)
	defer inFlight.Add(-1)
	return argon2.IDKey(password, salt, time, memory, threads, keyLen)
}

// inFlight counts the hashes running now (for the test of the bound).
var inFlight atomic.Int32

// Hash returns the argon2id hash of password with p's costs and a random
// salt, as a PHC string: $argon2id$v=19$m=65536,t=3,p=4$<salt>$<key>.
func Hash(password string, p Params) (string, error) {
	salt := make([]byte, p.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := idKey([]byte(password), salt, p.Time, p.MemoryKiB, p.Threads, p.KeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.MemoryKiB, p.Time, p.Threads,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// Matches reports whether password hashes to hash, with the costs the
// hash records, in constant time. A malformed hash matches nothing.
func Matches(password, hash string) bool {
	p, salt, key, err := parse(hash)
	if err != nil {
		return false
	}
	got := idKey([]byte(password), salt, p.Time, p.MemoryKiB, p.Threads, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1
}

// NeedsRehash reports whether hash was made with costs other than want, so that
// the password can be hashed again the next time it is given.
func NeedsRehash(hash string, want Params) bool {
	p, salt, key, err := parse(hash)
	return err != nil || p.MemoryKiB != want.MemoryKiB || p.Time != want.Time || p.Threads != want.Threads ||
		len(salt) != want.SaltLen || uint32(len(key)) != want.KeyLen
}

func parse(hash string) (Params, []byte, []byte, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return Params{}, nil, nil, errors.New("not an argon2id PHC string")
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return Params{}, nil, nil, errors.New("unsupported argon2 version")
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.MemoryKiB, &p.Time, &p.Threads); err != nil ||
		p.Time == 0 || p.Threads == 0 || p.MemoryKiB < 8*uint32(p.Threads) {
		return Params{}, nil, nil, errors.New("bad argon2 parameters")
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return Params{}, nil, nil, err
	}
	key, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(key) == 0 {
		return Params{}, nil, nil, errors.New("bad argon2 key")
	}
	p.SaltLen, p.KeyLen = len(salt), uint32(len(key))
	return p, salt, key, nil
}

// Hasher hashes new passwords with Params and checks any argon2id hash.
type Hasher struct{ Params Params }

// Hash hashes password with the hasher's costs.
func (h Hasher) Hash(password string) (string, error) { return Hash(password, h.Params) }

// Matches reports whether password hashes to hash.
func (h Hasher) Matches(password, hash string) bool { return Matches(password, hash) }

// NeedsRehash reports whether hash was made with other costs than the hasher's.
func (h Hasher) NeedsRehash(hash string) bool { return NeedsRehash(hash, h.Params) }

var _ ports.PasswordHasher = Hasher{}
