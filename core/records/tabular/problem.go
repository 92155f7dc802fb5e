package tabular

// Problem is one thing wrong, or worth a look, in an import, pointed at where
// people will find it: the sheet, the spreadsheet row number (0 for the whole
// sheet, e.g. a required field no column holds), the column's letter and
// header, the field. Value is the cell's text as it was; Expected says what
// would have been read ("a date such as 2026-05-01"); Detail is the sentence
// shown; Code is the machine-readable reason, the records' own codes where a
// record's rule refused it ("required", "out_of_order") and the import's
// otherwise ("unreadable", "ambiguous", "unknown_reference",
// "duplicate_row"). A Warning does not stop the import.
type Problem struct {
	Sheet    string
	Row      int
	Column   string
	Header   string
	Field    string
	Value    string
	Expected string
	Detail   string
	Code     string
	Warning  bool
}
