package render

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// parseDateTime parses an RFC 3339 date-time exactly as the schema validator's
// "date-time" format (santhosh-tekuri/jsonschema v6) accepts it, so that data that
// passed the schema always renders:
//
//   - "T" and "Z" in either case;
//   - a second fraction of any length (nanoseconds kept, the rest dropped);
//   - a numeric offset of ±hh:mm with hours up to 23;
//   - a leap second, hh:mm:60, where the time is 23:59 in UTC. Go's time has no
//     leap seconds, so :60 is read as :59 of the same minute: the instant stays in
//     its minute and day, which is all a printed time shows;
//   - whatever else the validator's field parsing (strconv.Atoi) lets through,
//     such as a sign before a field, so that the two never disagree.
//
// It refuses everything the validator refuses; a fuzz test holds the two together.
func parseDateTime(s string) (time.Time, error) {
	if len(s) < 20 {
		return time.Time{}, errors.New("less than 20 characters long")
	}
	if s[10] != 't' && s[10] != 'T' {
		return time.Time{}, errors.New("11th character must be t or T")
	}
	day, err := time.Parse("2006-01-02", s[:10])
	if err != nil {
		return time.Time{}, err
	}
	c, err := parseClock(s[11:])
	if err != nil {
		return time.Time{}, err
	}
	sec := c.second
	if sec == 60 {
		sec = 59
	}
	return time.Date(day.Year(), day.Month(), day.Day(), c.hour, c.minute, sec, c.nanos,
		time.FixedZone("", c.offset)), nil
}

// clock is the time part of a date-time.
type clock struct {
	hour, minute, second, nanos int
	offset                      int // seconds east of UTC
}

// parseClock parses hh:mm:ss[.frac](Z|±hh:mm) by the validator's rules (its
// validateTime, field for field).
func parseClock(str string) (clock, error) {
	var c clock
	if len(str) < 9 {
		return c, errors.New("less than 9 characters long")
	}
	if str[2] != ':' || str[5] != ':' {
		return c, errors.New("missing colon in correct place")
	}
	hms, err := fields(strings.SplitN(str[:8], ":", 3))
	if err != nil || len(hms) != 3 {
		return c, errors.New("invalid hour/min/sec")
	}
	c.hour, c.minute, c.second = hms[0], hms[1], hms[2]
	if c.hour > 23 || c.minute > 59 || c.second > 60 {
		return c, errors.New("hour/min/sec out of range")
	}
	str = str[8:]
	if rem, ok := strings.CutPrefix(str, "."); ok {
		n := 0
		for n < len(rem) && rem[n] >= '0' && rem[n] <= '9' {
			n++
		}
		if n == 0 {
			return c, errors.New("no digits in second fraction")
		}
		frac := (rem[:n] + "000000000")[:9]
		c.nanos, _ = strconv.Atoi(frac)
		str = rem[n:]
	}
	utc := c.hour*60 + c.minute
	if str != "z" && str != "Z" {
		if len(str) != 6 || (str[0] != '+' && str[0] != '-') || str[3] != ':' {
			return c, errors.New("offset must be ±hh:mm")
		}
		zhm, err := fields(strings.SplitN(str[1:], ":", 2))
		if err != nil || zhm[0] > 23 || zhm[1] > 59 {
			return c, errors.New("hour/min in offset out of range")
		}
		east := zhm[0]*60 + zhm[1]
		if str[0] == '-' {
			east = -east
		}
		c.offset = east * 60
		if utc -= east; utc < 0 {
			utc += 24 * 60
		}
	}
	if c.second == 60 && utc != 23*60+59 {
		return c, errors.New("invalid leap second")
	}
	return c, nil
}

// fields converts the numeric fields of a time as the validator does: with
// strconv.Atoi, refusing negatives.
func fields(toks []string) ([]int, error) {
	out := make([]int, len(toks))
	for i, tok := range toks {
		n, err := strconv.Atoi(tok)
		if err != nil || n < 0 {
			return nil, errors.New("invalid field " + strconv.Quote(tok))
		}
		out[i] = n
	}
	return out, nil
}
