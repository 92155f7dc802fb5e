package spreadsheet

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// readCSV reads a CSV file into one table called name: its encoding and
// delimiter detected, its line ends (CRLF, LF or a lone CR) made one, its
// quotes read as RFC 4180 says but tolerant of a stray quote inside a field.
// Rows are numbered as a spreadsheet program numbers them, one per record.
func readCSV(ctx context.Context, name string, data []byte, lim Limits, rows int) (tabular.Workbook, error) {
	text, enc, err := decodeText(data)
	if err != nil {
		return tabular.Workbook{}, err
	}
	text = oneLineEnd(text)
	comma := detectDelimiter(text)
	r := csv.NewReader(strings.NewReader(text))
	r.Comma, r.LazyQuotes, r.FieldsPerRecord, r.ReuseRecord = comma, true, -1, true
	out := newTableBuilder(name, lim, rows)
	n, lines, offset, records := 0, 0, 0, 0 // the last record's row, the lines, bytes and records read
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return tabular.Workbook{}, invalid("bad_csv", fmt.Sprintf("the CSV file cannot be read after its row %d: %v", n, err))
		}
		// A blank line is a row to a spreadsheet program, which the reader skips.
		start, _ := r.FieldPos(0)
		n += start - lines
		offset, lines = int(r.InputOffset()), lines+strings.Count(text[offset:r.InputOffset()], "\n")
		for i, v := range rec {
			rec[i] = unprefixed(v)
		}
		if err := out.add(n, rec); err != nil {
			return tabular.Workbook{}, err
		}
		if records++; records%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return tabular.Workbook{}, err
			}
		}
	}
	return tabular.Workbook{Format: "csv", Encoding: enc, Delimiter: string(comma), Sheets: []tabular.Table{out.table()}}, nil
}

// oneLineEnd turns CRLF and lone CR line ends (old Mac files, or a file
// pasted together from several) into LF, inside quoted fields too.
func oneLineEnd(s string) string {
	if !strings.Contains(s, "\r") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// unprefixed undoes the apostrophe a CSV export writes before text a
// spreadsheet would take for a formula (reportcsv.Text), so that an exported
// file reads back as it was.
func unprefixed(v string) string {
	if len(v) > 1 && v[0] == '\'' && strings.IndexByte("=+-@\t\r", v[1]) >= 0 {
		return v[1:]
	}
	return v
}

// delimiters are the delimiters a CSV file may use, the first preferred.
var delimiters = []rune{',', ';', '\t', '|'}

// detectDelimiter picks the delimiter that splits the first records of text
// (outside quotes) into the same number of fields most often, and into more
// fields when two do so as often; a comma when none splits them.
func detectDelimiter(text string) rune {
	sample := text[:min(len(text), 64<<10)]
	if len(sample) < len(text) {
		if i := strings.LastIndexByte(sample, '\n'); i > 0 {
			sample = sample[:i]
		}
	}
	best, bestShare, bestFields := ',', 0.0, 1
	for _, d := range delimiters {
		share, fields := consistency(sample, d)
		if fields < 2 {
			continue
		}
		if share > bestShare || (share == bestShare && fields > bestFields) {
			best, bestShare, bestFields = d, share, fields
		}
	}
	return best
}

// consistency splits the first 50 records of sample by d and returns the most
// common number of fields and the share of records that have it.
func consistency(sample string, d rune) (float64, int) {
	r := csv.NewReader(strings.NewReader(sample))
	r.Comma, r.LazyQuotes, r.FieldsPerRecord, r.ReuseRecord = d, true, -1, true
	counts := map[int]int{}
	total := 0
	for total < 50 {
		rec, err := r.Read()
		if err != nil {
			break
		}
		counts[len(rec)]++
		total++
	}
	mode, most := 0, 0
	for fields, n := range counts {
		if n > most || (n == most && fields > mode) {
			mode, most = fields, n
		}
	}
	if total == 0 {
		return 0, 0
	}
	return float64(most) / float64(total), mode
}
