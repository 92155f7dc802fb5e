// Package kernel holds the primitives every Roadcase domain shares: identifiers,
// error kinds, money, civil dates, the clock, keyset cursors and pages, and the hashing
// of bearer secrets. It imports only the standard library.
package kernel
