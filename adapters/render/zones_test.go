package render

import (
	"html"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/doctest"
)

func TestZonedTimesNameTheirZone(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, at, tz, want string
	}{
		{"London in winter is GMT", "2026-03-13T08:05:00Z", "Europe/London", "08:05 GMT"},
		{"London in summer is BST", "2026-07-13T07:05:00Z", "Europe/London", "08:05 BST"},
		{"Berlin in winter is CET", "2026-03-13T10:25:00Z", "Europe/Berlin", "11:25 CET"},
		{"a mixed-case abbreviation is kept", "2026-03-13T12:00:00Z", "Pacific/Guam", "22:00 ChST"},
		{"Istanbul has no abbreviation: its offset", "2026-03-13T08:00:00Z", "Europe/Istanbul", "11:00 UTC+3"},
		{"an offset with minutes", "2026-03-13T08:00:00Z", "Asia/Kathmandu", "13:45 UTC+5:45"},
		{"an offset west of UTC keeps a hyphen-minus", "2026-03-13T08:00:00Z", "America/Sao_Paulo", "05:00 UTC-3"},
		{"without a zone, the offset it was written with", "2026-03-13T09:25:00+01:00", "", "09:25 UTC+1"},
		{"without a zone, Z is UTC", "2026-03-13T09:25:00Z", "", "09:25 UTC"},
		{"a missing time prints nothing", "", "Europe/Berlin", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var v any
			if c.at != "" {
				v = c.at
			}
			got, err := formatZoneTime(v, c.tz)
			if err != nil || got != c.want {
				t.Errorf("zonetime(%q, %q) = %q, %v; want %q", c.at, c.tz, got, err, c.want)
			}
		})
	}
	if got, _ := formatZoneDateTime("2026-03-13T08:05:00Z", "Europe/London"); got != "Fri 13 Mar 2026, 08:05 GMT" {
		t.Errorf("zonedatetime = %q", got)
	}
}

func TestZoneSpanNamesTheZoneOnceUnlessTheClockChanges(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		start, end any
		want       string
	}{
		{"a span in one zone", "2026-03-14T10:00:00+01:00", "2026-03-14T13:00:00+01:00", "10:00–13:00 CET"},
		{"a moment", "2026-03-14T19:00:00+01:00", nil, "19:00 CET"},
		{"a span over the change to summer time", "2026-03-29T01:30:00+01:00", "2026-03-29T03:30:00+02:00", "01:30 CET–03:30 CEST"},
	}
	for _, c := range cases {
		if got, err := formatZoneSpan(c.start, c.end, "Europe/Berlin"); err != nil || got != c.want {
			t.Errorf("%s: zonespan = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}

func TestDayShiftMarksAnArrivalOnAnotherLocalDate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name                 string
		departs, dz, arrives string
		az, want             string
	}{
		{"London to Berlin, the same day", "2026-03-13T08:05:00Z", "Europe/London", "2026-03-13T11:25:00+01:00", "Europe/Berlin", ""},
		{"overnight to Tokyo", "2026-03-13T19:00:00Z", "Europe/London", "2026-03-14T06:30:00Z", "Asia/Tokyo", "+1 day"},
		{"Tokyo to Honolulu lands the day before", "2026-03-15T00:30:00+09:00", "Asia/Tokyo", "2026-03-14T11:30:00-10:00", "Pacific/Honolulu", "1 day earlier"},
		{"a bus after midnight is not shifted", "2026-03-15T01:30:00+01:00", "Europe/Berlin", "2026-03-15T09:30:00+01:00", "Europe/Copenhagen", ""},
		{"a year apart is another date", "2026-03-13T18:00:00+01:00", "Europe/Berlin", "2027-03-15T08:00:00+02:00", "Europe/Helsinki", "another date"},
		{"two nights on a ferry", "2026-03-13T18:00:00+01:00", "Europe/Berlin", "2026-03-15T08:00:00+02:00", "Europe/Helsinki", "+2 days"},
	}
	for _, c := range cases {
		if got, err := dayShift(c.departs, c.dz, c.arrives, c.az); err != nil || got != c.want {
			t.Errorf("%s: dayshift = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if got, err := dayShift("2026-03-13T19:00:00Z", "Europe/London", nil, "Asia/Tokyo"); err != nil || got != "" {
		t.Errorf("no arrival: dayshift = %q, %v; want nothing", got, err)
	}
}

func TestPageZonesReadsEachTimeInItsZone(t *testing.T) {
	t.Parallel()
	leg := func(dep, dz, arr, az string) map[string]any {
		m := map[string]any{"departs_at": dep, "arrives_at": arr}
		if dz != "" {
			m["departure_time_zone"] = dz
		}
		if az != "" {
			m["arrival_time_zone"] = az
		}
		return m
	}
	cases := []struct {
		name string
		data map[string]any
		want []string
	}{
		{"no times", map[string]any{"time_zone": "Europe/Berlin"}, []string{}},
		{"one zone under several names", map[string]any{"time_zone": "Europe/Berlin", "doors_at": "2026-03-14T19:00:00+01:00",
			"travel": []any{leg("2026-03-14T09:10:00+01:00", "Europe/Stockholm", "2026-03-14T10:55:00+01:00", "Europe/Copenhagen")}},
			[]string{"CET"}},
		{"a leg from London", map[string]any{"time_zone": "Europe/Berlin", "doors_at": "2026-03-14T19:00:00+01:00",
			"travel": []any{leg("2026-03-14T08:05:00Z", "Europe/London", "2026-03-14T11:25:00+01:00", "Europe/Berlin")}},
			[]string{"CET", "GMT"}},
		{"an end without a zone is in the day's", map[string]any{"time_zone": "Europe/Berlin", "days": []any{
			map[string]any{"time_zone": "Europe/London", "travel": []any{leg("2026-03-14T08:05:00Z", "", "2026-03-14T11:25:00+01:00", "")}}}},
			[]string{"GMT"}},
		{"summer time starts", map[string]any{"time_zone": "Europe/Berlin", "schedule": []any{
			map[string]any{"starts_at": "2026-03-29T01:30:00+01:00", "ends_at": "2026-03-29T03:30:00+02:00"}}},
			[]string{"CEST", "CET"}},
		{"one abbreviation for two offsets", map[string]any{"time_zone": "Asia/Kolkata", "doors_at": "2026-07-14T19:00:00+05:30",
			"travel": []any{leg("2026-07-14T08:00:00Z", "Europe/Dublin", "2026-07-14T20:00:00+05:30", "")}},
			[]string{"IST", "IST"}},
	}
	for _, c := range cases {
		got, err := pageZones(c.data)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("%s: zones = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if _, err := pageZones(map[string]any{"doors_at": "tonight"}); err == nil {
		t.Error("a date-time that is none was read")
	}
}

// crossingLeg is a travel leg of the given type's shape from London to Berlin, BA 982
// at 08:05 GMT landing at 11:25 CET (a 2 h 20 flight), or with other ends.
func crossingLeg(from, to, departs, departZone, arrives, arriveZone string) map[string]any {
	return map[string]any{"mode": "flight", "carrier": "British Airways", "number": "BA 982", "from": from, "to": to,
		"departs_at": departs, "arrives_at": arrives, "departure_time_zone": departZone, "arrival_time_zone": arriveZone}
}

// firstOf returns the first object of the list d[key].
func firstOf(d map[string]any, key string) map[string]any { return d[key].([]any)[0].(map[string]any) }

// pageText renders key's sample after change, with character references resolved
// (html/template writes "+" as "&#43;").
func pageText(t *testing.T, key string, change func(map[string]any)) string {
	t.Helper()
	return html.UnescapeString(renderSampleWith(t, key, change))
}

// withLeg renders key's sample with leg as the first leg wherever the type lists
// travel: the manifest's segments, the itinerary's and the tour book's first day, the
// tour book's list of all travel and the day sheet's travel.
func withLeg(t *testing.T, key string, leg map[string]any) string {
	t.Helper()
	return pageText(t, key, func(d map[string]any) {
		put := func(list map[string]any, k string) {
			l := list[k].([]any)
			l[0] = leg
		}
		switch key {
		case "travel-manifest":
			put(d, "segments")
		case "itinerary":
			put(firstOf(d, "days"), "travel")
		case "tour-book":
			put(firstOf(d, "days"), "travel")
			put(d, "travel")
		case "day-sheet":
			put(d, "travel")
		}
	})
}

func TestALegThatCrossesZonesShowsEachEndInItsOwn(t *testing.T) {
	t.Parallel()
	london := crossingLeg("LHR London Heathrow", "BER Berlin Brandenburg", "2026-03-13T08:05:00Z", "Europe/London", "2026-03-13T11:25:00+01:00", "Europe/Berlin")
	istanbul := crossingLeg("IST Istanbul", "BER Berlin Brandenburg", "2026-03-13T08:00:00+03:00", "Europe/Istanbul", "2026-03-13T10:05:00+01:00", "Europe/Berlin")
	tokyo := crossingLeg("LHR London Heathrow", "HND Tokyo Haneda", "2026-03-13T19:00:00Z", "Europe/London", "2026-03-14T15:30:00+09:00", "Asia/Tokyo")
	cases := []struct {
		name, key string
		leg       map[string]any
		want      []string
	}{
		{"the manifest, London to Berlin", "travel-manifest", london, []string{
			`LHR London Heathrow<br><span class="nowrap">Fri 13 Mar 2026, 08:05 GMT</span>`,
			`BER Berlin Brandenburg<br><span class="nowrap">Fri 13 Mar 2026, 11:25 CET</span>`}},
		{"the manifest, from a zone with no abbreviation", "travel-manifest", istanbul, []string{
			`Fri 13 Mar 2026, 08:00 UTC+3`, `Fri 13 Mar 2026, 10:05 CET`}},
		{"the itinerary, London to Berlin", "itinerary", london, []string{
			`<span class="nowrap">08:05 GMT</span> → <span class="nowrap">11:25 CET</span>`}},
		{"the itinerary, from a zone with no abbreviation", "itinerary", istanbul, []string{
			`<span class="nowrap">08:00 UTC+3</span> → <span class="nowrap">10:05 CET</span>`}},
		{"the itinerary, overnight", "itinerary", tokyo, []string{
			`<span class="nowrap">19:00 GMT</span> → <span class="nowrap">15:30 JST (+1 day)</span>`}},
		{"the tour book, London to Berlin", "tour-book", london, []string{
			`LHR London Heathrow <span class="nowrap">08:05 GMT</span> → BER Berlin Brandenburg <span class="nowrap">11:25 CET</span>`,
			`<span class="nowrap">Fri 13 Mar 2026, 08:05 GMT</span>`, `<span class="nowrap">Fri 13 Mar 2026, 11:25 CET</span>`}},
		{"the tour book, from a zone with no abbreviation", "tour-book", istanbul, []string{
			`IST Istanbul <span class="nowrap">08:00 UTC+3</span> → BER Berlin Brandenburg <span class="nowrap">10:05 CET</span>`}},
		{"the tour book, overnight", "tour-book", tokyo, []string{
			`HND Tokyo Haneda <span class="nowrap">15:30 JST (+1 day)</span>`, `Sat 14 Mar 2026, 15:30 JST`}},
		{"the day sheet, London to Berlin", "day-sheet", london, []string{
			`Fri 13 Mar 2026, 08:05 GMT`, `Fri 13 Mar 2026, 11:25 CET`}},
		{"the day sheet, from a zone with no abbreviation", "day-sheet", istanbul, []string{
			`Fri 13 Mar 2026, 08:00 UTC+3`, `Fri 13 Mar 2026, 10:05 CET`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			page := withLeg(t, c.key, c.leg)
			for _, w := range c.want {
				if !strings.Contains(page, w) {
					t.Errorf("the page lacks %s", w)
				}
			}
		})
	}
}

func TestAPageStatesItsZoneOnceOrWithEveryTime(t *testing.T) {
	t.Parallel()
	berlin := crossingLeg("MUC Munich", "BER Berlin Brandenburg", "2026-03-14T08:05:00+01:00", "Europe/Berlin", "2026-03-14T09:15:00+01:00", "Europe/Berlin")
	london := crossingLeg("LHR London Heathrow", "BER Berlin Brandenburg", "2026-03-14T08:05:00Z", "Europe/London", "2026-03-14T11:25:00+01:00", "Europe/Berlin")
	t.Run("a day sheet in one zone states it in the header", func(t *testing.T) {
		t.Parallel()
		page := withLeg(t, "day-sheet", berlin)
		for _, w := range []string{`<dt>Local time</dt><dd>Europe/Berlin (CET)</dd>`, `<dt>Doors</dt><dd>19:00</dd>`,
			`<span class="when">10:00–13:00</span>`, `Sat 14 Mar 2026, 08:05 CET`} {
			if !strings.Contains(page, w) {
				t.Errorf("the page lacks %s", w)
			}
		}
	})
	t.Run("a day sheet with a leg from London gives every time its zone", func(t *testing.T) {
		t.Parallel()
		page := withLeg(t, "day-sheet", london)
		for _, w := range []string{`<dt>Local time</dt><dd>Europe/Berlin</dd>`, `<dt>Doors</dt><dd>19:00 CET</dd>`,
			`<span class="when">10:00–13:00 CET</span>`, `Sat 14 Mar 2026, 08:05 GMT`, `Sat 14 Mar 2026, 11:25 CET`} {
			if !strings.Contains(page, w) {
				t.Errorf("the page lacks %s", w)
			}
		}
	})
	t.Run("an itinerary in one zone states it in the header", func(t *testing.T) {
		t.Parallel()
		page := pageText(t, "itinerary", func(d map[string]any) {
			day := firstOf(d, "days")
			day["time_zone"] = "Europe/Berlin"
			day["travel"] = []any{crossingLeg("Hamburg Hbf", "Berlin Hbf", "2026-03-13T09:00:00+01:00", "Europe/Berlin", "2026-03-13T10:45:00+01:00", "Europe/Berlin")}
		})
		for _, w := range []string{`<dt>Times</dt><dd>CET</dd>`, `Doors 19:00</span>`, `<span class="nowrap">09:00 CET</span> → <span class="nowrap">10:45 CET</span>`} {
			if !strings.Contains(page, w) {
				t.Errorf("the page lacks %s", w)
			}
		}
	})
	t.Run("the itinerary sample mixes zones and gives every time its own", func(t *testing.T) {
		t.Parallel()
		page := pageText(t, "itinerary", func(map[string]any) {})
		for _, w := range []string{`<dt>Times</dt><dd>Local, each with its zone</dd>`, `Doors 19:00 CET</span>`} {
			if !strings.Contains(page, w) {
				t.Errorf("the page lacks %s", w)
			}
		}
	})
}

// TestEverySampleThatListsTravelCrossesZones holds the samples to showing a leg
// that crosses zones, so the golden pages show the zoned form.
func TestEverySampleThatListsTravelCrossesZones(t *testing.T) {
	t.Parallel()
	c, _, _ := setup(t)
	for _, key := range []string{"travel-manifest", "itinerary", "tour-book", "day-sheet"} {
		typ, _ := c.Lookup(key)
		data, err := doctest.Decode(typ.Sample)
		if err != nil {
			t.Fatal(err)
		}
		zones, err := pageZones(data)
		if err != nil || len(zones) < 2 {
			t.Errorf("%s: the sample's times are in %q (%v), want more than one zone", key, zones, err)
		}
	}
}
