package jobs

import "time"

// ForTests returns c tuned for tests: River's fallback poll shortened to 50 ms,
// so that retried and snoozed jobs are noticed quickly, and River's test mode,
// which starts its leader's services (the reconciler's schedule among them)
// without their staggered delay.
func ForTests(c Config) Config {
	c.pollInterval = 50 * time.Millisecond
	c.testOnly = true
	return c
}
