package spreadsheet

import "testing"

func TestClassifyNumberFormats(t *testing.T) {
	t.Parallel()
	for code, want := range map[string]numKind{
		"General":                          kindNumber,
		"0.00E+00":                         kindNumber,
		`#,##0.00 "days"`:                  kindNumber,
		"[Red]#,##0;[Blue]-#,##0":          kindNumber,
		`_("€"* #,##0.00_)`:                kindNumber,
		"0%":                               kindPercent,
		"0.0%;[Red]-0.0%":                  kindPercent,
		"dd/mm/yyyy":                       kindDate,
		"d mmm yyyy":                       kindDate,
		"mmm-yy":                           kindDate,
		"mmmm":                             kindDate,
		"[$-409]mmmm d, yyyy;@":            kindDate,
		`d"."m"."yy`:                       kindDate,
		"hh:mm":                            kindTime,
		"h:mm AM/PM":                       kindTime,
		"mm:ss":                            kindTime,
		"[h]:mm":                           kindElapsed,
		"[mm]:ss":                          kindElapsed,
		"yyyy-mm-dd hh:mm":                 kindDateTime,
		`dd/mm/yyyy\ hh:mm:ss`:             kindDateTime,
		`[$-F800]dddd\,\ mmmm\ dd\,\ yyyy`: kindDate,
	} {
		if got := classify(code); got != want {
			t.Errorf("classify(%q) = %d, want %d", code, got, want)
		}
	}
	for id, want := range map[int]numKind{0: kindNumber, 2: kindNumber, 4: kindNumber, 9: kindPercent, 14: kindDate, 17: kindDate, 18: kindTime, 20: kindTime, 22: kindDateTime, 46: kindElapsed, 49: kindNumber} {
		if got := builtinKind(id); got != want {
			t.Errorf("builtinKind(%d) = %d, want %d", id, got, want)
		}
	}
}

func TestNumberText(t *testing.T) {
	t.Parallel()
	cases := []struct {
		v        string
		kind     numKind
		date1904 bool
		want     string
	}{
		{"1234.5", kindNumber, false, "1234.5"},
		{"0.30000000000000004", kindNumber, false, "0.3"},
		{"1.5E-3", kindNumber, false, "0.0015"},
		{"1E+20", kindNumber, false, "100000000000000000000"},
		{"-0", kindNumber, false, "0"},
		{"31612345678", kindNumber, false, "31612345678"},
		{"not a number", kindNumber, false, "not a number"},
		{"0.855", kindPercent, false, "85.5%"},
		{"46143", kindDate, false, "2026-05-01"},
		{"44681", kindDate, true, "2026-05-01"},
		{"46143.99", kindDate, false, "2026-05-01"},
		{"0.8125", kindTime, false, "19:30"},
		{"0.81252314814814", kindTime, false, "19:30:02"},
		{"46143.99999999", kindDateTime, false, "2026-05-02T00:00"},
		{"1.5", kindElapsed, false, "36:00"},
		{"-1", kindDate, false, "-1"},
		{"1e12", kindDate, false, "1000000000000"},
	}
	for _, c := range cases {
		if got := numberText(c.v, c.kind, c.date1904); got != c.want {
			t.Errorf("numberText(%q, %d, %v) = %q, want %q", c.v, c.kind, c.date1904, got, c.want)
		}
	}
	for v, want := range map[[2]string]string{
		{"2026-05-01T00:00:00Z", "date"}:  "2026-05-01",
		{"2026-05-01T19:30:00", "number"}: "2026-05-01T19:30",
		{"2026-05-01", "datetime"}:        "2026-05-01T00:00",
		{"1899-12-31T19:30:00", "time"}:   "19:30",
		{"19:30:00", "time"}:              "19:30",
		{"soon", "date"}:                  "soon",
	} {
		kind := map[string]numKind{"date": kindDate, "number": kindNumber, "datetime": kindDateTime, "time": kindTime}[v[1]]
		if got := dateCellText(v[0], kind); got != want {
			t.Errorf("dateCellText(%q, %s) = %q, want %q", v[0], v[1], got, want)
		}
	}
}
