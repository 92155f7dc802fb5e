package main

import "net/url"

// serveDatabaseBounds are the session settings serve asks PostgreSQL for when
// ROADCASE_DB sets none of them (see postgres.Open): a request's statement is
// cancelled by the server after five seconds, a lock waited for after three,
// and the client gives up on a server silent for six (statement_timeout plus a
// second), so that a frozen database answers 503 within that, not after the
// driver's ten. Other commands (migrate, import, export, seed) keep no
// statement bound: their statements may be long.
var serveDatabaseBounds = [][2]string{{"statement_timeout", "5s"}, {"lock_timeout", "3s"}}

// withServeBounds returns the PostgreSQL DSN dsn with each of
// serveDatabaseBounds it does not set added; anything else is returned as it
// is.
func withServeBounds(dsn string) string {
	if !isPostgresDSN(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn // locateDatabase reports it
	}
	q := u.Query()
	for _, b := range serveDatabaseBounds {
		if !q.Has(b[0]) {
			q.Set(b[0], b[1])
		}
	}
	u.RawQuery = q.Encode()
	return u.String()
}
