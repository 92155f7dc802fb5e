// Package kernel holds the primitives every Roadcase domain shares: identifiers,
// error kinds, money, civil dates and the clock. It imports only the standard library.
package kernel
