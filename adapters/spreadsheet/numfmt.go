package spreadsheet

import (
	"strings"
)

// numKind is how a cell's number format shows its number, which decides the
// text the cell is read as.
type numKind uint8

// The kinds of number format.
const (
	kindNumber   numKind = iota // a plain number, whatever its grouping or currency
	kindDate                    // a date: "2026-05-01"
	kindTime                    // a time of day: "19:30"
	kindDateTime                // a date and time: "2026-05-01T19:30"
	kindElapsed                 // a duration in hours: "[h]:mm" shows 36:00
	kindPercent                 // a percentage: 0.85 shows 85%
)

// builtinKind is the kind of a built-in number format (ECMA-376 18.8.30, and
// the East Asian locales' date formats).
func builtinKind(id int) numKind {
	switch {
	case id == 9 || id == 10:
		return kindPercent
	case id >= 14 && id <= 17, id >= 27 && id <= 31, id >= 34 && id <= 36, id >= 50 && id <= 58:
		return kindDate
	case id >= 18 && id <= 21, id == 32 || id == 33, id == 45 || id == 47:
		return kindTime
	case id == 22:
		return kindDateTime
	case id == 46:
		return kindElapsed
	}
	return kindNumber
}

// classify tells the kind of a custom number format code by its tokens in its
// first section: y or d make a date, h or s a time, m alone a month (a date),
// [h] an elapsed time, % a percentage. Quoted text, escaped and padding
// characters and bracketed colours, conditions and locales are skipped.
func classify(code string) numKind {
	var date, clock, month, elapsed, percent bool
	for i := 0; i < len(code); i++ {
		switch c := code[i] | 0x20; code[i] { // c is the byte in lower case
		case ';':
			i = len(code)
		case '"':
			if j := strings.IndexByte(code[i+1:], '"'); j >= 0 {
				i += j + 1
			} else {
				i = len(code)
			}
		case '\\', '_', '*':
			i++
		case '[':
			j := strings.IndexByte(code[i:], ']')
			if j < 0 {
				i = len(code)
				break
			}
			inner := strings.ToLower(code[i+1 : i+j])
			if inner != "" && strings.Trim(inner, "hms") == "" {
				elapsed, clock = true, true
			}
			i += j
		case '%':
			percent = true
		default:
			switch c {
			case 'y', 'd':
				date = true
			case 'h', 's':
				clock = true
			case 'm':
				month = true
			}
		}
	}
	switch {
	case elapsed && !date:
		return kindElapsed
	case date && clock:
		return kindDateTime
	case date || (month && !clock):
		return kindDate
	case clock:
		return kindTime
	case percent:
		return kindPercent
	}
	return kindNumber
}
