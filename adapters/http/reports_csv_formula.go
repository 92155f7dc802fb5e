package http

import "strings"

// formulaStarts are the first characters that make a spreadsheet program read
// a CSV field as a formula (or a DDE command such as =cmd|' /C calc'!A0):
// OWASP's list for CSV injection.
const formulaStarts = "=+-@\t\r"

// csvCell is a cell as cellOf writes it, as a CSV field. Text that starts with
// one of formulaStarts is written behind a single quote, OWASP's rule, so a
// spreadsheet shows it as the text it is instead of running it; numbers, even
// negative ones, are written as they are.
func csvCell(cell any) string {
	field := csvField(cell)
	if _, text := cell.(string); text && field != "" && strings.ContainsRune(formulaStarts, rune(field[0])) {
		return "'" + field
	}
	return field
}
