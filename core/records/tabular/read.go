package tabular

import (
	"strconv"
	"strings"
)

// cellError is why a cell could not be read: the problem's code, what would
// have been read, and the sentence to show.
type cellError struct {
	code, expected, detail string
}

// unreadable is a cellError for a cell that is not what its field holds.
func unreadable(expected, detail string) *cellError {
	return &cellError{code: CodeUnreadable, expected: expected, detail: detail}
}

// The import's own problem codes; a record's rule refusing a row gives the
// records' codes (records.CodeRequired, ...).
const (
	CodeUnreadable       = "unreadable"        // a cell that is not what its field holds
	CodeAmbiguous        = "ambiguous"         // a cell that reads two ways and nothing settles which
	CodeUnknownReference = "unknown_reference" // a venue, person or show the cell names is not found
	CodeDuplicateRow     = "duplicate_row"     // a second row about the same record
	CodeNotMapped        = "not_mapped"        // a required field no column holds
)

// readInteger reads a whole number, grouped or not: "1500", "1,500", "1 500",
// "1.500", "1500.0" (a spreadsheet's number cell).
func readInteger(s string) (int, *cellError) {
	bad := func() *cellError {
		return unreadable("a whole number such as 1500", "Enter a whole number, such as 1500.")
	}
	t := groupMarks.Replace(s)
	if whole, frac, ok := strings.Cut(t, "."); ok && strings.Trim(frac, "0") == "" && digits(whole) {
		t = whole
	}
	if grouped(t, ',') || grouped(t, '.') {
		t = pointsAndCommas.Replace(t)
	}
	if !digits(t) || len(t) > 9 {
		return 0, bad()
	}
	n, _ := strconv.Atoi(t)
	return n, nil
}

var (
	groupMarks      = strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "", "'", "", "\u2019", "")
	pointsAndCommas = strings.NewReplacer(",", "", ".", "")
)

// grouped reports whether s is digits grouped by thousands with mark.
func grouped(s string, mark byte) bool {
	parts := strings.Split(s, string(mark))
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 {
		return false
	}
	for i, p := range parts {
		if !digits(p) || (i > 0 && len(p) != 3) {
			return false
		}
	}
	return true
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// readPercent reads a percentage, with or without "%", a decimal point or
// comma, and at most decimals decimals, as units of 1/10^decimals percent: 2
// decimals are basis points ("85" → 8500), 4 millionths ("15.825" → 158250).
// Its range is the records' rule (0 % to 100 %), checked with the record.
func readPercent(s string, decimals int) (int64, *cellError) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%"))
	if !strings.Contains(t, ".") {
		t = strings.Replace(t, ",", ".", 1)
	}
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" {
		whole = "0"
	}
	example := map[int]string{2: "12.5", 4: "15.825"}[decimals]
	if !digits(whole) || (frac != "" && !digits(frac)) || len(whole) > 4 {
		return 0, unreadable("a percentage such as "+example, "Enter a percentage, such as "+example+" or "+example+"%.")
	}
	if f := strings.TrimRight(frac, "0"); len(f) > decimals {
		return 0, unreadable("a percentage with at most "+strconv.Itoa(decimals)+" decimals",
			"Enter a percentage with at most "+strconv.Itoa(decimals)+" decimals, such as "+example+".")
	}
	frac = strings.TrimRight(frac, "0")
	n, _ := strconv.ParseInt(whole+frac+strings.Repeat("0", decimals-len(frac)), 10, 64)
	return n, nil
}
