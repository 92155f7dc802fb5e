package config

import (
	"fmt"
	"log/slog"
	"net/url"
)

// redacted is what a secret prints as.
const redacted = "[redacted]"

// Secret is a configured secret: a key, a signing secret or a password. Every
// way of printing it (fmt's verbs, %+v of a struct holding it, slog, JSON,
// encoding.TextMarshaler) writes "[redacted]", or nothing when it is empty,
// so that no log line or error of the configuration can carry it; Reveal
// gives the value to the code that uses it.
type Secret string

// Reveal returns the secret itself.
func (s Secret) Reveal() string { return string(s) }

// String returns "[redacted]", or "" when the secret is empty.
func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return redacted
}

// Format writes String for every verb, %#v and %x included.
func (s Secret) Format(f fmt.State, _ rune) { fmt.Fprint(f, s.String()) }

// LogValue logs String.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// MarshalText writes String, so that JSON and other encoders redact it too.
func (s Secret) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// DSN is a data source name that may carry a password: a postgres:// or
// redis:// URL, or an SQLite file path. It prints as the URL with its
// password replaced by "xxxxx" (url.URL.Redacted, and a password query
// parameter too), or as "[redacted]" when it does not parse; Reveal gives the
// value itself.
type DSN string

// Reveal returns the DSN itself, password included.
func (d DSN) Reveal() string { return string(d) }

// String returns the DSN without its password.
func (d DSN) String() string {
	if d == "" {
		return ""
	}
	u, err := url.Parse(string(d))
	if err != nil {
		return redacted
	}
	if u.Scheme == "" && u.User == nil {
		return string(d) // a file path
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Format writes String for every verb.
func (d DSN) Format(f fmt.State, _ rune) { fmt.Fprint(f, d.String()) }

// LogValue logs String.
func (d DSN) LogValue() slog.Value { return slog.StringValue(d.String()) }

// MarshalText writes String.
func (d DSN) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// Set sets the DSN from a flag (--db), so that a flag.FlagSet can override it.
func (d *DSN) Set(s string) error {
	*d = DSN(s)
	return nil
}
