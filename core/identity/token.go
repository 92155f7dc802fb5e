package identity

import (
	"crypto/rand"
	"hash/crc32"
	"math/big"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// TokenPrefix starts every personal access token, so that secret scanners and
// people can recognise one.
const TokenPrefix = "rc_pat_"

const (
	base62       = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	entropyChars = 30 // 30 base62 characters carry 178 random bits (≥128 required)
	checksumLen  = 6  // CRC32 of prefix+entropy, base62, zero-padded
	secretLen    = len(TokenPrefix) + entropyChars + checksumLen
)

// Token lifetimes chosen at mint.
const (
	DefaultTokenLifetime = 90 * 24 * time.Hour
	MaxTokenLifetime     = 366 * 24 * time.Hour
)

// Token is a personal access token as stored: the secret itself is never kept,
// only its SHA-256 hash. Hint holds the last four characters for people to tell
// tokens apart in a list.
type Token struct {
	ID         kernel.ID
	OrgID      kernel.ID
	UserID     kernel.ID
	Name       string
	Scopes     []Scope
	Hash       string // hex SHA-256 of the secret
	Hint       string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	RevokedAt  *time.Time
	LastUsedAt *time.Time
}

// Usable reports whether t may authenticate a request at now.
func (t Token) Usable(now time.Time) bool {
	return t.RevokedAt == nil && now.Before(t.ExpiresAt)
}

// NewSecret returns a fresh token secret: the prefix, 30 random base62 characters
// and a base62 CRC32 checksum of everything before it.
func NewSecret() string {
	var b strings.Builder
	b.WriteString(TokenPrefix)
	max := big.NewInt(int64(len(base62)))
	for range entropyChars {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic("identity: crypto/rand failed: " + err.Error())
		}
		b.WriteByte(base62[n.Int64()])
	}
	body := b.String()
	return body + checksum(body)
}

// CheckSecretFormat reports whether s looks like a token Roadcase issued: the prefix,
// the length, the alphabet and the checksum. It lets a mistyped or truncated token be
// refused without a database lookup.
func CheckSecretFormat(s string) bool {
	if len(s) != secretLen || !strings.HasPrefix(s, TokenPrefix) {
		return false
	}
	for i := len(TokenPrefix); i < len(s); i++ {
		if c := s[i]; !('0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z') {
			return false // not base62 (every request's token passes here)
		}
	}
	body := s[:len(s)-checksumLen]
	return s[len(s)-checksumLen:] == checksum(body)
}

// HashSecret returns the form in which a token's secret is stored: kernel.HashSecret,
// the hex SHA-256, which suits the 178 random bits of a token (see there).
func HashSecret(secret string) string { return kernel.HashSecret(secret) }

// SecretHint returns the last four characters of a secret.
func SecretHint(secret string) string {
	if len(secret) < 4 {
		return ""
	}
	return secret[len(secret)-4:]
}

func checksum(body string) string {
	n := crc32.ChecksumIEEE([]byte(body))
	out := make([]byte, checksumLen)
	for i := checksumLen - 1; i >= 0; i-- {
		out[i] = base62[n%62]
		n /= 62
	}
	return string(out)
}

// MintInput is what a user asks for when minting a personal access token.
type MintInput struct {
	OrgSlug string
	Email   string
	Name    string   // defaults to "token"
	Scopes  []string // scope names, validated at mint time
	// ExpiresIn is the lifetime: zero means identity.DefaultTokenLifetime; it may
	// not be negative nor exceed identity.MaxTokenLifetime.
	ExpiresIn time.Duration
}
