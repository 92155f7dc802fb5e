package jobs

import "time"

// WithPollInterval returns c with River's fallback poll shortened, so that
// tests notice retried and snoozed jobs quickly.
func WithPollInterval(c Config, d time.Duration) Config {
	c.pollInterval = d
	return c
}

// PgxConfig exposes pgxConfig to the tests.
var PgxConfig = pgxConfig
