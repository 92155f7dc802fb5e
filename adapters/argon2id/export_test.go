package argon2id

// InFlight reports how many hashes run now.
func InFlight() int32 { return inFlight.Load() }
