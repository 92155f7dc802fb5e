package recordcache

import "time"

// SetClock replaces the clock MaxAge is measured by.
func (s *Store) SetClock(now func() time.Time) { s.now = now }
