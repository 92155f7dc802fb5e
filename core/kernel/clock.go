package kernel

import "time"

// Clock tells the time. Services take a Clock so that tests can fix "now".
type Clock interface {
	// Now returns the current instant in UTC.
	Now() time.Time
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns time.Now in UTC.
func (SystemClock) Now() time.Time { return time.Now().UTC() }

// FixedClock always returns the same instant; tests advance it by assignment.
type FixedClock struct{ T time.Time }

// Now returns the fixed instant in UTC.
func (c *FixedClock) Now() time.Time { return c.T.UTC() }
