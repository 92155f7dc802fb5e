package tabular

import "strings"

// readClock reads a clock time as people write it: "19:30", "19.30", "19h30",
// "19:30:00" (a spreadsheet's time cell), "7:30 pm", "7pm", "12 am". It returns
// the hour and minute; the day and the zone are the record's.
func readClock(s string) (hour, minute int, _ *cellError) {
	bad := func() *cellError {
		return unreadable("a time such as 19:30", "Enter a time, such as 19:30 or 7:30 pm.")
	}
	t := strings.ToLower(strings.TrimSpace(s))
	half := ""
	for _, suffix := range []string{"a.m.", "p.m.", "am", "pm"} {
		if rest, ok := strings.CutSuffix(t, suffix); ok {
			t, half = strings.TrimSpace(rest), suffix[:1]
			break
		}
	}
	parts := strings.FieldsFunc(t, func(r rune) bool { return r == ':' || r == '.' || r == 'h' })
	if len(parts) == 0 || len(parts) > 3 || (len(parts) == 1 && half == "" && !strings.HasSuffix(t, "h")) {
		return 0, 0, bad()
	}
	for i, p := range parts {
		if !digits(p) || len(p) > 2 || (i > 0 && len(p) != 2) || (i == 2 && p != "00") {
			return 0, 0, bad()
		}
	}
	hour = atoi(parts[0])
	if len(parts) > 1 {
		minute = atoi(parts[1])
	}
	switch {
	case half != "" && (hour < 1 || hour > 12):
		return 0, 0, bad()
	case half == "a" && hour == 12:
		hour = 0
	case half == "p" && hour < 12:
		hour += 12
	}
	if hour > 23 || minute > 59 {
		return 0, 0, bad()
	}
	return hour, minute, nil
}
