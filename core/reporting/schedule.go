package reporting

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ScheduledSnapshot is one entry of the snapshot schedule: which organization,
// when (every day, or one weekday, at a UTC time) and what to capture, as the
// query string of the live endpoint with report=KEY for a report or key=KEY
// (repeated) for KPI values.
type ScheduledSnapshot struct {
	Org     string       // the organization's slug
	Weekday time.Weekday // with Weekly
	Weekly  bool
	Hour    int
	Minute  int
	Query   url.Values
	Entry   string // the entry as written, which names it
}

// ParseSchedule reads the snapshot schedule: entries separated by ";", each
// "<org-slug> <when> <query>", where when is daily@HH:MM or weekly@<mon…sun>@HH:MM
// (UTC) and query is report=KEY&… or key=KEY&key=KEY&…, for example
// "northern-lights daily@02:00 report=tour_pnl; northern-lights weekly@mon@06:00 key=gross&key=net_profit&group_by=project".
// An empty string is an empty schedule.
func ParseSchedule(s string) ([]ScheduledSnapshot, error) {
	var out []ScheduledSnapshot
	for _, raw := range strings.Split(s, ";") {
		entry := strings.TrimSpace(raw)
		if entry == "" {
			continue
		}
		fields := strings.Fields(entry)
		if len(fields) != 3 {
			return nil, fmt.Errorf("snapshot schedule entry %q: want \"<org-slug> <daily@HH:MM|weekly@DAY@HH:MM> <query>\"", entry)
		}
		e := ScheduledSnapshot{Org: fields[0], Entry: entry}
		if err := e.parseWhen(fields[1]); err != nil {
			return nil, fmt.Errorf("snapshot schedule entry %q: %w", entry, err)
		}
		q, err := url.ParseQuery(fields[2])
		if err != nil {
			return nil, fmt.Errorf("snapshot schedule entry %q: the query: %w", entry, err)
		}
		if (q.Get("report") == "") == (len(q["key"]) == 0) {
			return nil, fmt.Errorf("snapshot schedule entry %q: give report=KEY or key=KEY, not both", entry)
		}
		e.Query = q
		out = append(out, e)
	}
	return out, nil
}

var weekdays = map[string]time.Weekday{"sun": time.Sunday, "mon": time.Monday, "tue": time.Tuesday,
	"wed": time.Wednesday, "thu": time.Thursday, "fri": time.Friday, "sat": time.Saturday}

func (e *ScheduledSnapshot) parseWhen(when string) error {
	parts := strings.Split(when, "@")
	clock := ""
	switch {
	case len(parts) == 2 && parts[0] == "daily":
		clock = parts[1]
	case len(parts) == 3 && parts[0] == "weekly":
		d, ok := weekdays[strings.ToLower(parts[1])]
		if !ok {
			return fmt.Errorf("weekday %q: want mon, tue, wed, thu, fri, sat or sun", parts[1])
		}
		e.Weekly, e.Weekday, clock = true, d, parts[2]
	default:
		return fmt.Errorf("when %q: want daily@HH:MM or weekly@DAY@HH:MM", when)
	}
	t, err := time.Parse("15:04", clock)
	if err != nil {
		return fmt.Errorf("time %q: want HH:MM (UTC)", clock)
	}
	e.Hour, e.Minute = t.Hour(), t.Minute()
	return nil
}

// Next returns the first time the entry is due strictly after t, in UTC.
func (e ScheduledSnapshot) Next(t time.Time) time.Time {
	t = t.UTC()
	next := time.Date(t.Year(), t.Month(), t.Day(), e.Hour, e.Minute, 0, 0, time.UTC)
	for !next.After(t) || (e.Weekly && next.Weekday() != e.Weekday) {
		next = next.AddDate(0, 0, 1)
	}
	return next
}

// RunID is the snapshot id of the entry's run due at due: the same on every
// replica, so that the second replica to take it meets a conflict instead of
// keeping a duplicate.
func (e ScheduledSnapshot) RunID(org kernel.ID, due time.Time) kernel.ID {
	return kernel.NameID(kernel.Namespace, "snapshot/"+string(org)+"/"+e.Entry+"/"+due.UTC().Format(time.RFC3339))
}
