package mail

import (
	"errors"
	netmail "net/mail"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Address is a mailbox: an optional display name and an e-mail address such as
// ada@example.com.
type Address struct {
	Name  string
	Email string
}

// ParseAddress reads one address as RFC 5322 writes it, "Ada <ada@example.com>"
// or "ada@example.com". KindInvalid when net/mail cannot parse it or it holds a
// line break.
func ParseAddress(s string) (Address, error) {
	a, err := netmail.ParseAddress(s)
	if err == nil && !hasLineBreak(s) {
		out := Address{Name: a.Name, Email: a.Address}
		if err = out.Validate(); err == nil {
			return out, nil
		}
	} else if err == nil {
		err = errors.New("an address may not hold CR or LF")
	}
	return Address{}, kernel.InvalidField("/address", "invalid_address", err.Error())
}

// IsZero reports whether a is the empty address.
func (a Address) IsZero() bool { return a == Address{} }

// String returns a as a header writes it, its name quoted or encoded as needed.
func (a Address) String() string {
	return (&netmail.Address{Name: a.Name, Address: a.Email}).String()
}

// Validate reports why a cannot be sent to, or nil: its e-mail must be a bare
// address net/mail parses back to itself (no name, comment or route in it), and
// neither part may hold a line break, which could inject a header.
func (a Address) Validate() error {
	if hasLineBreak(a.Name) || hasLineBreak(a.Email) {
		return errors.New("an address may not hold CR or LF")
	}
	p, err := netmail.ParseAddress(a.Email)
	if err != nil {
		return errors.New("not an e-mail address: " + strings.TrimPrefix(err.Error(), "mail: "))
	}
	if p.Address != a.Email || p.Name != "" {
		return errors.New("the e-mail part must be a bare address such as ada@example.com")
	}
	return nil
}
