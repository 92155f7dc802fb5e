// Command tzlist writes core/documents/timezones_gen.go, the IANA time zone names
// a document's time_zone fields accept, from the Go toolchain's own zone database
// ($GOROOT/lib/time/zoneinfo.zip, the one `time/tzdata` embeds), so that every
// listed name loads with time.LoadLocation on every machine. Run it from the
// module root after a Go upgrade:
//
//	go run ./cmd/tzlist
//
// A test in core/documents fails when the list and the toolchain disagree.
package main

import (
	"fmt"
	"os"

	"github.com/roadcase/roadcase/core/documents/tzsource"
)

func main() {
	names, err := tzsource.Names()
	if err != nil {
		fmt.Fprintln(os.Stderr, "tzlist:", err)
		os.Exit(1)
	}
	if err := os.WriteFile("core/documents/timezones_gen.go", tzsource.GoFile(names), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "tzlist:", err)
		os.Exit(1)
	}
	fmt.Printf("tzlist: %d zone names\n", len(names))
}
