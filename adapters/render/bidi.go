package render

import (
	"github.com/roadcase/roadcase/adapters/isolation"
)

// The isolate marks and functions are adapters/isolation's, the one home of
// bidi isolation, which the platform's pages use too.
const (
	fsi = isolation.FSI
	pdi = isolation.PDI
)

// isolate is the template function that the renderer appends to every action
// that prints (see isolateActions): isolation.Value.
func isolate(v any) any { return isolation.Value(v) }

// isolateString wraps s in FSI … PDI when it could reorder the text around it
// (isolation.String).
func isolateString(s string) string { return isolation.String(s) }

// balanceIsolates balances the isolates of s (isolation.Balance).
func balanceIsolates(s string) string { return isolation.Balance(s) }
