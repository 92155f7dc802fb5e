package identity

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// The password length rule of NIST SP 800-63B §5.1.1: at least 12 characters (we
// ask more than the standard's 8), up to 128 so that hashing stays bounded, and no
// composition rules. Length counts characters, not bytes. Hashing is a driven
// port (ports.PasswordHasher; adapters/argon2id), since the core uses the
// standard library only.
const (
	MinPasswordLength = 12
	MaxPasswordLength = 128
)

// CheckPassword reports what is wrong with a new password, or nil.
func CheckPassword(password string) error {
	n := utf8.RuneCountInString(password)
	switch {
	case !utf8.ValidString(password):
		return errors.New("the password is not valid UTF-8")
	case n < MinPasswordLength:
		return fmt.Errorf("the password must have at least %d characters", MinPasswordLength)
	case n > MaxPasswordLength:
		return fmt.Errorf("the password may have at most %d characters", MaxPasswordLength)
	}
	return nil
}
