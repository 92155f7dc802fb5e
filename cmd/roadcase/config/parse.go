package config

import (
	"fmt"
	"net"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The setters the table's rows use. Each takes the field it fills as a
// function of the Config, so that the row names its field explicitly.

// text sets a string, without surrounding spaces.
func text(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, s string) error {
		*field(c) = strings.TrimSpace(s)
		return nil
	}
}

// secret sets a Secret as written (spaces are part of a key), at least
// minBytes long. Its errors never quote the value.
func secret(field func(*Config) *Secret, minBytes int) func(*Config, string) error {
	return func(c *Config, s string) error {
		if len(s) < minBytes {
			return fmt.Errorf("too short: want at least %d bytes, got %d", minBytes, len(s))
		}
		*field(c) = Secret(s)
		return nil
	}
}

// oneOf sets a string that must be one of values, case-insensitively.
func oneOf(field func(*Config) *string, values ...string) func(*Config, string) error {
	return func(c *Config, s string) error {
		v := strings.ToLower(strings.TrimSpace(s))
		if !slices.Contains(values, v) {
			return fmt.Errorf("%q is not one of %s", s, strings.Join(values, ", "))
		}
		*field(c) = v
		return nil
	}
}

// duration sets a Go duration from least to most (most 0: no upper bound).
func duration(field func(*Config) *time.Duration, least, most time.Duration) func(*Config, string) error {
	return func(c *Config, s string) error {
		d, err := time.ParseDuration(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("%q is not a duration like 5s", s)
		}
		if d < least || (most > 0 && d > most) {
			return fmt.Errorf("%q is out of range: want a duration %s", s, bounds(least, most))
		}
		*field(c) = d
		return nil
	}
}

// bounds says a range in words: "of 0 or more", "of at least 1m", "from 0 to 1m".
func bounds[T interface{ ~int | ~int64 }](least, most T) string {
	show := func(v T) string {
		if d, ok := any(v).(time.Duration); ok && d != 0 {
			return d.String()
		}
		return strconv.FormatInt(int64(v), 10)
	}
	switch {
	case most > 0:
		return "from " + show(least) + " to " + show(most)
	case least == 0:
		return "of 0 or more"
	}
	return "of at least " + show(least)
}

// integer sets a whole number from least to most (most 0: no upper bound);
// what names it with its article: "a port", "a number of bytes".
func integer[T ~int | ~int64](field func(*Config) *T, least, most T, what string) func(*Config, string) error {
	return func(c *Config, s string) error {
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return fmt.Errorf("%q is not a whole number: want %s %s", s, what, bounds(least, most))
		}
		if T(n) < least || (most > 0 && T(n) > most) {
			return fmt.Errorf("%q is out of range: want %s %s", s, what, bounds(least, most))
		}
		*field(c) = T(n)
		return nil
	}
}

// address sets a listen address, host:port (the host may be empty).
func address(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, s string) error {
		s = strings.TrimSpace(s)
		if _, _, err := net.SplitHostPort(s); err != nil {
			return fmt.Errorf("%q is not an address like 127.0.0.1:8080 or :8080", s)
		}
		*field(c) = s
		return nil
	}
}

// httpURL sets an http:// or https:// address, without a trailing slash.
func httpURL(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, s string) error {
		s = strings.TrimRight(strings.TrimSpace(s), "/")
		if u, err := url.Parse(s); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("%q is not an http:// or https:// address", s)
		}
		*field(c) = s
		return nil
	}
}
