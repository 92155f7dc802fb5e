package postgres

import (
	"net/url"
	"testing"
	"time"
)

func TestTheDSNIsTranslatedForPgxInOnePlace(t *testing.T) {
	t.Parallel()
	const defaults = "default_query_exec_mode=exec&pool_max_conns=20"
	for _, c := range []struct {
		name, dsn string
		want      bounds
		rest      string // the query left for pgx
	}{
		{"a DSN without settings gets the former driver's bounds", "postgres://u@h/db?sslmode=disable",
			bounds{5 * time.Second, 10 * time.Second, 5 * time.Second}, defaults + "&sslmode=disable"},
		{"the statement timeout sets the read timeout a second longer",
			"postgres://u@h/db?sslmode=disable&statement_timeout=5s&lock_timeout=3s",
			bounds{5 * time.Second, 6 * time.Second, 5 * time.Second},
			defaults + "&lock_timeout=3000&sslmode=disable&statement_timeout=5000"},
		{"a read timeout of the DSN's own is kept", "postgres://u@h/db?statement_timeout=2000&read_timeout=30s",
			bounds{5 * time.Second, 30 * time.Second, 5 * time.Second}, defaults + "&statement_timeout=2000"},
		{"zero turns a bound off", "postgres://u@h/db?statement_timeout=0&write_timeout=0",
			bounds{5 * time.Second, 10 * time.Second, 0}, defaults + "&statement_timeout=0"},
		{"PostgreSQL's units", "postgres://u@h/db?lock_timeout=1min&statement_timeout=250us",
			bounds{5 * time.Second, time.Second + 250*time.Microsecond, 5 * time.Second},
			defaults + "&lock_timeout=60000&statement_timeout=1"},
		{"pgdriver's timeout sets every bound, then the others refine it", "postgres://u@h/db?timeout=2s&read_timeout=7s",
			bounds{2 * time.Second, 7 * time.Second, 2 * time.Second}, defaults},
		{"connect_timeout in seconds, as pgx reads it", "postgres://u@h/db?connect_timeout=3",
			bounds{3 * time.Second, 10 * time.Second, 5 * time.Second}, defaults},
		{"connect_timeout or dial_timeout as a duration, as pgdriver read it", "postgres://u@h/db?dial_timeout=1500ms",
			bounds{1500 * time.Millisecond, 10 * time.Second, 5 * time.Second}, defaults},
		{"pgx's own pool and mode parameters are kept", "postgres://u@h/db?pool_max_conns=4&default_query_exec_mode=cache_statement",
			bounds{5 * time.Second, 10 * time.Second, 5 * time.Second}, "default_query_exec_mode=cache_statement&pool_max_conns=4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rest, b, err := translateDSN(c.dsn)
			if err != nil {
				t.Fatal(err)
			}
			if b != c.want {
				t.Errorf("bounds = %+v, want %+v", b, c.want)
			}
			u, _ := url.Parse(rest)
			want, _ := url.ParseQuery(c.rest)
			if got := u.Query().Encode(); got != want.Encode() {
				t.Errorf("parameters left for pgx = %s, want %s", got, want.Encode())
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
	for _, p := range []string{"read_timeout=soon", "connect_timeout=-1", "timeout=5"} {
		if _, err := Open("postgres://u@h/db?" + p); err == nil {
			t.Errorf("Open accepted %s", p)
		}
	}
}
