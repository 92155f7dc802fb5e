package spreadsheet

import "github.com/xuri/excelize/v2"

// rowAfter is the row number a row element's r attribute gives, or the row
// after prev when it has none; false for a number that is not after prev or
// past a sheet's last row.
func rowAfter(r []byte, prev int) (int, bool) {
	if len(r) == 0 {
		return prev + 1, prev < excelize.TotalRows
	}
	n, ok := atoi(r)
	return n, ok && n > prev && n <= excelize.TotalRows
}

// columnAfter is the column a cell element's r attribute ("B7") names, or
// the column after prev when it has none; false for a name that is not a
// cell's or a column before prev or past a sheet's last one.
func columnAfter(r []byte, prev int) (int, bool) {
	if len(r) == 0 {
		return prev + 1, prev < excelize.MaxColumns
	}
	col, i := 0, 0
	for ; i < len(r) && col <= excelize.MaxColumns; i++ {
		c := r[i] | 0x20 // lower case
		if c < 'a' || c > 'z' {
			break
		}
		col = col*26 + int(c-'a') + 1
	}
	if _, ok := atoi(r[i:]); !ok || col == 0 || col <= prev || col > excelize.MaxColumns {
		return 0, false
	}
	return col, true
}

// atoi reads a positive decimal number of at most nine digits.
func atoi(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
