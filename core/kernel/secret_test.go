package kernel_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestNewSecretIsPrefixedURLSafeAndFresh(t *testing.T) {
	t.Parallel()
	a, b := kernel.NewSecret("rc_portal_"), kernel.NewSecret("rc_portal_")
	if a == b {
		t.Fatal("two secrets are equal")
	}
	body, ok := strings.CutPrefix(a, "rc_portal_")
	if !ok || len(body) != 43 {
		t.Fatalf("NewSecret() = %q, want the prefix and 43 characters", a)
	}
	if strings.Trim(body, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		t.Errorf("NewSecret() = %q has characters outside URL-safe base64", a)
	}
}

func TestHashSecretIsTheHexSHA256(t *testing.T) {
	t.Parallel()
	// SHA-256("abc") from FIPS 180-2.
	const want = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	if got := kernel.HashSecret("abc"); got != want {
		t.Errorf("HashSecret(abc) = %s, want %s", got, want)
	}
}

func TestSecretMatches(t *testing.T) {
	t.Parallel()
	secret := kernel.NewSecret("rc_test_")
	hash := kernel.HashSecret(secret)
	tests := []struct {
		name   string
		secret string
		hash   string
		want   bool
	}{
		{"the secret matches its own hash", secret, hash, true},
		{"another secret does not match", kernel.NewSecret("rc_test_"), hash, false},
		{"the secret with a character changed does not match", secret[:len(secret)-1] + "!", hash, false},
		{"an upper-cased hash does not match", secret, strings.ToUpper(hash), false},
		{"a truncated hash does not match", secret, hash[:32], false},
		{"an empty hash does not match", secret, "", false},
		{"an empty secret matches only its own hash", "", kernel.HashSecret(""), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := kernel.SecretMatches(tt.secret, tt.hash); got != tt.want {
				t.Errorf("SecretMatches() = %v, want %v", got, tt.want)
			}
		})
	}
}
