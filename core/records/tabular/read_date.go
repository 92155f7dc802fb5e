package tabular

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
)

// readDate reads a date as people and spreadsheets write it: ISO
// ("2026-05-01", as the table reader gives a workbook's date cells, also with
// a midnight time after it), with an English month name ("1 May 2026",
// "May 1, 2026", "Fri 1st May 2026", "01-May-26"), or in numbers: year first
// ("2026/05/01"), day first with points ("1.5.2026"), or with slashes or
// dashes, where a day above 12 says which is the month and otherwise the
// locale does (month first in the United States and a few places that write
// dates its way, day first elsewhere); with no locale it is refused naming
// both readings. A two-digit year is of this century.
func readDate(s string, locale language.Tag) (kernel.Date, *cellError) {
	bad := func() *cellError {
		return unreadable("a date such as 2026-05-01", "Enter a date, such as 2026-05-01 or 1 May 2026.")
	}
	t := strings.TrimSpace(s)
	if len(t) > 10 && t[4] == '-' {
		if rest := strings.TrimLeft(t[10:], " T"); rest == "" || strings.Trim(rest, "0:.Z") == "" {
			t = t[:10]
		}
	}
	parts := strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
		return r == ' ' || r == ',' || r == '-' || r == '/' || r == '.'
	})
	var nums []string
	month := 0
	for _, p := range parts {
		switch {
		case digits(p):
			nums = append(nums, p)
		case monthOf(p) > 0 && month == 0:
			month = monthOf(p)
		case weekday(p):
		case len(p) > 2 && digits(p[:len(p)-2]) && ordinal(p[len(p)-2:]):
			nums = append(nums, p[:len(p)-2])
		default:
			return "", bad()
		}
	}
	var y, m, d int
	year := ""
	switch {
	case month > 0 && len(nums) == 2:
		m = month
		day, yr := nums[0], nums[1]
		if len(day) == 4 { // "2026 May 1"
			day, yr = yr, day
		}
		d, year = atoi(day), yr
	case month > 0:
		return "", bad()
	case len(nums) != 3:
		return "", bad()
	case len(nums[0]) == 4:
		year, m, d = nums[0], atoi(nums[1]), atoi(nums[2])
	default:
		a, b := atoi(nums[0]), atoi(nums[1])
		year = nums[2]
		dayFirst, err := dayFirst(t, a, b, locale)
		if err != nil {
			return "", err
		}
		if dayFirst {
			d, m = a, b
		} else {
			m, d = a, b
		}
	}
	y = atoi(year)
	switch len(year) {
	case 2:
		y += 2000
	case 4:
	default:
		return "", bad()
	}
	date := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if m < 1 || m > 12 || date.Day() != d || date.Month() != time.Month(m) {
		return "", bad()
	}
	return kernel.Date(date.Format(kernel.DateLayout)), nil
}

// dayFirst says whether a numeric date a/b/year has its day first: points
// always do; a number above 12 is the day; otherwise the locale decides.
func dayFirst(text string, a, b int, locale language.Tag) (bool, *cellError) {
	switch {
	case strings.Contains(text, "."), a > 12 && b <= 12, a == b:
		return true, nil
	case b > 12 && a <= 12:
		return false, nil
	case locale != language.Und:
		return !monthFirstLocale(locale), nil
	}
	return false, &cellError{code: CodeAmbiguous, expected: "a date such as 2026-05-01",
		detail: fmt.Sprintf("%q could be %d %s or %d %s: write it as year-month-day (%s or %s).", text,
			a, time.Month(b), b, time.Month(a), isoGuess(text, b, a), isoGuess(text, a, b))}
}

// isoGuess writes the date text has as its third number with month m and day d.
func isoGuess(text string, m, d int) string {
	parts := strings.FieldsFunc(text, func(r rune) bool { return r < '0' || r > '9' })
	y := atoi(parts[len(parts)-1])
	if y < 100 {
		y += 2000
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

// monthFirstLocale reports whether locale writes numeric dates month first:
// the United States, its territories and a few places that follow it.
func monthFirstLocale(locale language.Tag) bool {
	region, conf := locale.Region()
	if conf == language.No {
		return false
	}
	switch region.String() {
	case "US", "PR", "GU", "VI", "AS", "MP", "UM", "PH", "FM", "MH", "PW":
		return true
	}
	return false
}

var months = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}

// monthOf is the month an English month name or its abbreviation names, 0 for none.
func monthOf(p string) int {
	if m, ok := months[p]; ok {
		return m
	}
	if len(p) > 3 {
		for name, full := range map[int]string{1: "january", 2: "february", 3: "march", 4: "april", 6: "june", 7: "july", 8: "august", 9: "september", 10: "october", 11: "november", 12: "december"} {
			if p == full {
				return name
			}
		}
	}
	return 0
}

// weekday reports whether p is an English weekday's name or abbreviation.
func weekday(p string) bool {
	for _, d := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"} {
		if p == d || (len(p) >= 3 && strings.HasPrefix(d, p)) {
			return true
		}
	}
	return false
}

func ordinal(s string) bool { return s == "st" || s == "nd" || s == "rd" || s == "th" }

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
