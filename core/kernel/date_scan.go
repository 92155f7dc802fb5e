package kernel

import (
	"fmt"
	"time"
)

// Scan reads a date as a database driver returns it: text ("2026-11-22"), or
// a time.Time at midnight, which is how pgx returns a DATE column. The store
// adapters scan their rows through it; nothing in the core calls it. nil
// reads as the zero Date.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*d = ""
	case string:
		*d = Date(v)
	case []byte:
		*d = Date(v)
	case time.Time:
		*d = Date(v.Format(DateLayout))
	default:
		return fmt.Errorf("kernel: cannot read a date from %T", src)
	}
	return nil
}
