package records

import (
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// canonicalID reports whether id is a UUID in canonical form (lower-case hex,
// hyphens at 8, 13, 18 and 23), the form kernel.ParseID returns. It does not
// allocate: validating a large import checks hundreds of thousands of ids.
func canonicalID(id kernel.ID) bool {
	if len(id) != 36 {
		return false
	}
	for i := 0; i < len(id); i++ {
		switch c := id[i]; i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
				return false
			}
		}
	}
	return true
}

var zones sync.Map // zone name → *time.Location, nil when it does not load

// location loads the IANA zone name, or returns nil when it is not a zone of a
// place ("", "Local") or does not load. Answers are cached: validating or checking
// a large dataset asks about the same few zones often, and LoadLocation reads the
// zone database on every call.
func location(name string) *time.Location {
	if name == "" || name == "Local" {
		return nil
	}
	if loc, seen := zones.Load(name); seen {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = nil
	}
	zones.Store(name, loc)
	return loc
}

// ValidTimeZone reports whether name is an IANA zone this machine can load. The
// empty name and "Local" are not zones of a place and are rejected.
func ValidTimeZone(name string) bool { return location(name) != nil }

// ValidCountry reports whether code has the shape of an ISO 3166-1 alpha-2 code:
// two upper-case ASCII letters.
func ValidCountry(code string) bool {
	return len(code) == 2 && isUpper(code[0]) && isUpper(code[1])
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// PlausibleEmail reports whether addr looks like a deliverable address: one "@",
// a non-empty local part, a domain with a dot inside it, and no spaces or angle
// brackets. It does not try to implement RFC 5322.
func PlausibleEmail(addr string) bool {
	local, domain, ok := strings.Cut(addr, "@")
	if !ok || local == "" || strings.Contains(domain, "@") {
		return false
	}
	if strings.ContainsAny(addr, " \t\r\n<>,;") {
		return false
	}
	dot := strings.LastIndexByte(domain, '.')
	return dot > 0 && dot < len(domain)-1 && !strings.Contains(domain, "..")
}
