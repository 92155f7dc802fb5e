package postgres

import (
	"net/url"
	"testing"
	"time"
)

func TestTheSessionSettingsAreTakenOutOfTheDSN(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, dsn string
		setup     string
		read      time.Duration
		rest      url.Values
	}{
		{"a DSN without settings is left alone", "postgres://u@h/db?sslmode=disable", "", 0,
			url.Values{"sslmode": {"disable"}}},
		{"the statement timeout sets the read timeout a second longer",
			"postgres://u@h/db?sslmode=disable&statement_timeout=5s&lock_timeout=3s",
			"SET statement_timeout = 5000; SET lock_timeout = 3000", 6 * time.Second,
			url.Values{"sslmode": {"disable"}}},
		{"a read timeout of the DSN's own is kept", "postgres://u@h/db?statement_timeout=2000&read_timeout=30s",
			"SET statement_timeout = 2000", 0, url.Values{"read_timeout": {"30s"}}},
		{"zero turns a bound off", "postgres://u@h/db?statement_timeout=0", "SET statement_timeout = 0", 0,
			url.Values{}},
		{"PostgreSQL's units", "postgres://u@h/db?lock_timeout=1min&statement_timeout=250us",
			"SET statement_timeout = 1; SET lock_timeout = 60000", time.Second + 250*time.Microsecond, url.Values{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rest, b, err := splitBounds(c.dsn)
			if err != nil {
				t.Fatal(err)
			}
			if b.setup != c.setup || b.readTimeout != c.read {
				t.Errorf("splitBounds = %q, read timeout %v; want %q, %v", b.setup, b.readTimeout, c.setup, c.read)
			}
			u, _ := url.Parse(rest)
			if got := u.Query(); got.Encode() != c.rest.Encode() {
				t.Errorf("parameters left for the driver = %v, want %v", got, c.rest)
			}
		})
	}
}

func TestASessionSettingPostgreSQLWouldRefuseIsRefusedAtOpen(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"5m", "fast", "-1s", "1.5s", "3000000000", "30d"} {
		if _, err := Open("postgres://u@h/db?statement_timeout=" + url.QueryEscape(v)); err == nil {
			t.Errorf("Open accepted statement_timeout=%s", v)
		}
	}
}
