package kernel

import (
	"testing"
	"time"
)

func TestADateIsScannedFromTextOrAMidnightTime(t *testing.T) {
	t.Parallel()
	for _, src := range []any{"2026-11-22", []byte("2026-11-22"), time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)} {
		var d Date
		if err := d.Scan(src); err != nil || d != "2026-11-22" {
			t.Errorf("Scan(%#v) = %q, %v; want 2026-11-22", src, d, err)
		}
	}
	d := Date("2026-01-01")
	if err := d.Scan(nil); err != nil || d != "" {
		t.Errorf("Scan(nil) = %q, %v; want the zero date", d, err)
	}
	if err := d.Scan(42); err == nil {
		t.Error("Scan(42) succeeded")
	}
}
