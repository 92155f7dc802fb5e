package spreadsheet

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

// maxSerial is the serial number of 9999-12-31, the last day a spreadsheet has.
const maxSerial = 2_958_465

// numberText is a number cell's value v as the text it is read as: under a
// date or time format its ISO date, time or both, under a percentage format
// the percentage ("85%"), else the number without grouping ("1234.5").
func numberText(v string, kind numKind, date1904 bool) string {
	if kind == kindNumber {
		return plainNumber(v)
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return strings.TrimSpace(v)
	}
	if kind == kindPercent {
		return plainNumber(strconv.FormatFloat(f*100, 'g', 15, 64)) + "%"
	}
	if f < 0 || f > maxSerial+1 {
		return plainNumber(v)
	}
	days := math.Floor(f)
	secs := int(math.Round((f - days) * 86400))
	if secs >= 86400 {
		days, secs = days+1, 0
	}
	switch kind {
	case kindTime:
		return clockText(secs)
	case kindElapsed:
		return clockText(int(days)*86400 + secs)
	}
	d, err := excelize.ExcelDateToTime(days, date1904)
	if err != nil {
		return plainNumber(v)
	}
	if kind == kindDateTime {
		return d.Format(time.DateOnly) + "T" + clockText(secs)
	}
	return d.Format(time.DateOnly)
}

// clockText is a time of secs seconds as "19:30", "19:30:15" when it has
// seconds; the hours go past 23 for a duration.
func clockText(secs int) string {
	h, m, s := secs/3600, secs/60%60, secs%60
	if s != 0 {
		return fmt.Sprintf("%02d:%02d:%02d", h, m, s)
	}
	return fmt.Sprintf("%02d:%02d", h, m)
}

// plainNumber is a number as its decimal digits, without an exponent and to
// the 15 significant digits a spreadsheet keeps, so that 0.30000000000000004
// reads 0.3. Text that is not a number is returned as it is.
func plainNumber(v string) string {
	if len(v) <= 15 && isDigits(v) {
		return v
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return v
	}
	f, _ = strconv.ParseFloat(strconv.FormatFloat(f, 'g', 15, 64), 64)
	if f == 0 {
		return "0"
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// isDigits reports whether v is one or more ASCII digits.
func isDigits(v string) bool {
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}

// dateCellText is a date cell's ISO 8601 value (t="d") as the text it is read
// as under kind: the date, the time, or both.
func dateCellText(v string, kind numKind) string {
	var t time.Time
	var err error
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02T15:04", time.DateOnly, "15:04:05.999999999"} {
		if t, err = time.Parse(layout, strings.TrimSpace(v)); err == nil {
			break
		}
	}
	if err != nil {
		return v
	}
	secs := t.Hour()*3600 + t.Minute()*60 + t.Second()
	switch {
	case kind == kindTime || kind == kindElapsed:
		return clockText(secs)
	case kind == kindDate || (kind != kindDateTime && secs == 0):
		return t.Format(time.DateOnly)
	}
	return t.Format(time.DateOnly) + "T" + clockText(secs)
}
