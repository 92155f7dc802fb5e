package postgres

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// sessionSettings are the DSN parameters Open applies to every connection it
// opens, in one statement, as the session's settings. Their values are
// written as PostgreSQL writes them: milliseconds ("5000") or a number and a
// unit ("5s", "500ms", "1min"); "0" turns the bound off.
//
//   - statement_timeout: the server cancels a statement that runs longer
//     (SQLSTATE 57014), so that work whose caller has given up stops too;
//   - lock_timeout: the server cancels a statement that waits longer for a lock
//     (SQLSTATE 55P03), advisory locks included.
var sessionSettings = []string{"statement_timeout", "lock_timeout"}

// readTimeoutMargin is how much longer than statement_timeout the client waits
// for a server that says nothing, when the DSN sets no read_timeout: a server
// that answers cancels the statement first, with an error, and keeps the
// connection; one that is frozen is given up on a second later.
const readTimeoutMargin = time.Second

// bounds is what Open takes out of a DSN's parameters for itself.
type bounds struct {
	// setup is the statement that applies the session settings; empty when the
	// DSN sets none.
	setup string
	// readTimeout replaces the driver's read timeout when it is not zero.
	readTimeout time.Duration
}

// splitBounds takes the session settings out of dsn and returns the rest of the
// DSN for the driver. A DSN that does not parse is returned as it is, for the
// driver to refuse.
func splitBounds(dsn string) (string, bounds, error) {
	var b bounds
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn, b, nil
	}
	q := u.Query()
	var sets []string
	for _, name := range sessionSettings {
		if !q.Has(name) {
			continue
		}
		d, err := parseSetting(q.Get(name))
		if err != nil {
			return "", b, fmt.Errorf("postgres: invalid DSN: %s: %w", name, err)
		}
		q.Del(name)
		ms := d.Milliseconds()
		if d > 0 && ms == 0 {
			ms = 1 // under a millisecond would read as "off"
		}
		sets = append(sets, fmt.Sprintf("SET %s = %d", name, ms))
		if name == "statement_timeout" && d > 0 && !q.Has("read_timeout") && !q.Has("timeout") {
			b.readTimeout = d + readTimeoutMargin
		}
	}
	if len(sets) == 0 {
		return dsn, b, nil
	}
	b.setup = strings.Join(sets, "; ")
	u.RawQuery = q.Encode()
	return u.String(), b, nil
}

// settingUnits are the time units PostgreSQL accepts in a setting.
var settingUnits = map[string]time.Duration{
	"us": time.Microsecond, "ms": time.Millisecond, "s": time.Second,
	"min": time.Minute, "h": time.Hour, "d": 24 * time.Hour,
}

// maxSetting is the longest time setting PostgreSQL takes.
const maxSetting = 2147483647 * time.Millisecond

// parseSetting reads a time setting as PostgreSQL does: a whole number of
// milliseconds, or a whole number followed by one of its units.
func parseSetting(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	digits, unit := s, "ms"
	if i >= 0 {
		digits, unit = s[:i], strings.TrimSpace(s[i:])
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	scale, ok := settingUnits[unit]
	if err != nil || !ok {
		return 0, errors.New("want a whole number of milliseconds or of us, ms, s, min, h or d, got " + strconv.Quote(s))
	}
	if n > int64(maxSetting/scale) {
		return 0, errors.New("longer than PostgreSQL's limit of 2147483647 ms: " + strconv.Quote(s))
	}
	return time.Duration(n) * scale, nil
}
