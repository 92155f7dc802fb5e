package postgres

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// sessionSettings are the DSN parameters sent to the server as the session's
// settings when a connection opens, in its startup message. Their values are
// written as PostgreSQL writes them: milliseconds ("5000") or a number and a
// unit ("5s", "500ms", "1min"); "0" turns the bound off. Open checks them, so
// that a value the server would refuse fails at open, not at every connect.
//
//   - statement_timeout: the server cancels a statement that runs longer
//     (SQLSTATE 57014), so that work whose caller has given up stops too;
//   - lock_timeout: the server cancels a statement that waits longer for a lock
//     (SQLSTATE 55P03), advisory locks included.
var sessionSettings = []string{"statement_timeout", "lock_timeout"}

// The client's bounds when the DSN sets none: those of Bun's former driver,
// which operators' DSNs were written for.
const (
	defaultConnectTimeout = 5 * time.Second
	defaultReadTimeout    = 10 * time.Second
	defaultWriteTimeout   = 5 * time.Second
)

// readTimeoutMargin is how much longer than statement_timeout the client waits
// for a server that says nothing, when the DSN sets no read_timeout: a server
// that answers cancels the statement first, with an error, and keeps the
// connection; one that is frozen is given up on a second later.
const readTimeoutMargin = time.Second

// defaultMaxConns is the pool's size when the DSN sets no pool_max_conns
// (pgx's own default is 4 on a 2-core machine, too few for a server under
// load): Bun's queries take up to three quarters of it (bunConns), River the
// rest.
const defaultMaxConns = 20

// bounds is what Open takes out of a DSN's parameters for itself.
type bounds struct {
	connect, read, write time.Duration
}

// clientParams are the parameters of Bun's former driver (pgdriver) that pgx
// does not know and would otherwise send to the server as settings, which the
// server refuses. They are read here, in one place, so that DSNs written for
// it keep working: timeout sets all three bounds, then the others refine it.
var clientParams = []string{"timeout", "dial_timeout", "connect_timeout", "read_timeout", "write_timeout"}

// translateDSN reads dsn's parameters for pgx: the session settings checked
// and written in milliseconds, the client's bounds taken out (connect_timeout
// is read as pgx reads it, whole seconds, or as a Go duration, "5s", as
// pgdriver read it), and pgx's defaults chosen where the DSN sets none
// (pool_max_conns, default_query_exec_mode). A DSN that is not a URL
// (pgx's key=value form) is returned as it is, with the default bounds.
func translateDSN(dsn string) (string, bounds, error) {
	b := bounds{connect: defaultConnectTimeout, read: defaultReadTimeout, write: defaultWriteTimeout}
	u, err := url.Parse(dsn)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return dsn, b, nil
	}
	q := u.Query()
	invalid := func(name string, err error) error {
		return fmt.Errorf("postgres: invalid DSN: %s: %w", name, err)
	}
	var statement time.Duration
	for _, name := range sessionSettings {
		if !q.Has(name) {
			continue
		}
		d, err := parseSetting(q.Get(name))
		if err != nil {
			return "", b, invalid(name, err)
		}
		ms := d.Milliseconds()
		if d > 0 && ms == 0 {
			ms = 1 // under a millisecond would read as "off"
		}
		q.Set(name, strconv.FormatInt(ms, 10))
		if name == "statement_timeout" {
			statement = d
		}
	}
	if statement > 0 && !q.Has("read_timeout") && !q.Has("timeout") {
		b.read = statement + readTimeoutMargin
	}
	for _, name := range clientParams {
		if !q.Has(name) {
			continue
		}
		d, err := parseBound(q.Get(name), name == "connect_timeout")
		if err != nil {
			return "", b, invalid(name, err)
		}
		q.Del(name)
		switch name {
		case "timeout":
			b.connect, b.read, b.write = d, d, d
		case "dial_timeout", "connect_timeout":
			b.connect = d
		case "read_timeout":
			b.read = d
		case "write_timeout":
			b.write = d
		}
	}
	if !q.Has("pool_max_conns") {
		q.Set("pool_max_conns", strconv.Itoa(defaultMaxConns))
	}
	if !q.Has("default_query_exec_mode") {
		// One round trip per statement, as Bun writes its arguments into the
		// text: pgx's default prepares every new text first, a second round
		// trip, and caches statements Bun never repeats.
		q.Set("default_query_exec_mode", "exec")
	}
	u.RawQuery = q.Encode()
	return u.String(), b, nil
}

// parseBound reads a client bound: a Go duration ("5s", "500ms"), or, when
// seconds is true, also a whole number of seconds as libpq and pgx read
// connect_timeout. Zero turns the bound off.
func parseBound(s string, seconds bool) (time.Duration, error) {
	if n, err := strconv.Atoi(s); err == nil && (seconds || n == 0) && n >= 0 {
		return time.Duration(n) * time.Second, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("want a duration such as 5s or 500ms, got %q", s)
	}
	return d, nil
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
