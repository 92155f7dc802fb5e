package render

import (
	"fmt"
	"slices"
	"strings"
)

// pageZones lists the zones in which the times of a page's data print, one label (see
// zoneLabel) per zone, sorted. Zones are told apart by label and offset, so CET and
// CEST count as two, and so do India's and Ireland's IST. A day-and-tour template
// asks for it to choose between stating the zone once in its header (one zone) and
// after every time (more than one).
//
// It reads the data as those templates print it: every member whose name ends in
// "_at" is a date-time shown in the nearest time_zone above it (a day's, else the
// page's), except that a leg's departs_at is shown in its departure_time_zone and its
// arrives_at in its arrival_time_zone when it names them.
func pageZones(data any) ([]string, error) {
	seen := map[zoneKey]bool{}
	if err := collectZones(data, nil, seen); err != nil {
		return nil, err
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k.label)
	}
	slices.Sort(out)
	return out, nil
}

// zoneKey is a printed zone: its label and its offset in seconds east of UTC.
type zoneKey struct {
	label  string
	offset int
}

// collectZones adds to seen the zone of every date-time below v, tz being the zone
// in force above it.
func collectZones(v, tz any, seen map[zoneKey]bool) error {
	switch v := v.(type) {
	case []any:
		for _, item := range v {
			if err := collectZones(item, tz, seen); err != nil {
				return err
			}
		}
	case map[string]any:
		if s, ok := v["time_zone"].(string); ok && s != "" {
			tz = s
		}
		for k, member := range v {
			if !strings.HasSuffix(k, "_at") {
				if err := collectZones(member, tz, seen); err != nil {
					return err
				}
				continue
			}
			at := tz
			if own, ok := legZones[k]; ok {
				if s, ok := v[own].(string); ok && s != "" {
					at = s
				}
			}
			t, ok, err := instant(member, at)
			if err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			if ok {
				_, offset := t.Zone()
				seen[zoneKey{zoneLabel(t), offset}] = true
			}
		}
	}
	return nil
}

// legZones names the zone member of each end of a travel leg.
var legZones = map[string]string{"departs_at": "departure_time_zone", "arrives_at": "arrival_time_zone"}
