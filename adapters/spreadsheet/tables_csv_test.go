package spreadsheet_test

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// utf16Of is s in UTF-16, little or big endian, with a byte order mark when bom.
func utf16Of(s string, little, bom bool) []byte {
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	out := make([]byte, 0, 2*len(units))
	for _, u := range units {
		if little {
			out = append(out, byte(u), byte(u>>8))
		} else {
			out = append(out, byte(u>>8), byte(u))
		}
	}
	return out
}

func TestReadTablesCSVEncodings(t *testing.T) {
	t.Parallel()
	text := "Venue;City\r\nCafé Oto;Zürich\r\n"
	cases := []struct {
		name, enc string
		data      []byte
	}{
		{"UTF-8", "UTF-8", []byte(text)},
		{"UTF-8 with BOM", "UTF-8", append([]byte{0xEF, 0xBB, 0xBF}, text...)},
		{"UTF-16LE with BOM", "UTF-16LE", utf16Of(text, true, true)},
		{"UTF-16BE with BOM", "UTF-16BE", utf16Of(text, false, true)},
		{"UTF-16LE without BOM", "UTF-16LE", utf16Of(text, true, false)},
		{"Windows-1252", "Windows-1252", []byte("Venue;City\r\nCaf\xe9 Oto;Z\xfcrich\r\n")},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			wb := readTables(t, "venues 2026.csv", c.data)
			want := tabular.Workbook{Format: "csv", Encoding: c.enc, Delimiter: ";", Sheets: []tabular.Table{{
				Sheet: "venues 2026", HeaderRow: 1, Header: []string{"Venue", "City"},
				Rows: []tabular.Row{{Number: 2, Cells: []string{"Café Oto", "Zürich"}}},
			}}}
			if !reflect.DeepEqual(wb, want) {
				t.Fatalf("got  %#v\nwant %#v", wb, want)
			}
		})
	}
}

func TestReadTablesCSVDelimitersQuotesAndLineEnds(t *testing.T) {
	t.Parallel()
	for _, d := range []string{",", ";", "\t", "|"} {
		t.Run("delimiter "+d, func(t *testing.T) {
			t.Parallel()
			// Every other delimiter appears inside the cells; quoted cells hold
			// the delimiter itself, a line break and a doubled quote; the line
			// ends are mixed: CRLF, LF and a lone CR; a blank line is a row.
			others := strings.NewReplacer(d, "")
			odd := others.Replace(",;\t|")
			data := "Name" + d + "Note" + d + "Fee\r\n" +
				`"Arena` + d + ` Oslo"` + d + `"two` + "\n" + `lines, ""quoted"""` + d + "1" + odd + "\n" +
				"\n" +
				"Vega" + d + "plain" + d + "2\r" +
				"Rust" + d + `a "lazy" quote` + d + "\r\n"
			wb := readTables(t, "x.csv", []byte(data))
			want := tabular.Workbook{Format: "csv", Encoding: "UTF-8", Delimiter: d, Sheets: []tabular.Table{{
				Sheet: "x", HeaderRow: 1, Header: []string{"Name", "Note", "Fee"},
				Rows: []tabular.Row{
					{Number: 2, Cells: []string{"Arena" + d + " Oslo", "two\nlines, \"quoted\"", "1" + odd}},
					{Number: 4, Cells: []string{"Vega", "plain", "2"}},
					{Number: 5, Cells: []string{"Rust", `a "lazy" quote`}},
				},
			}}}
			if !reflect.DeepEqual(wb, want) {
				t.Fatalf("got  %#v\nwant %#v", wb, want)
			}
		})
	}
}

func TestReadTablesCSVOddShapes(t *testing.T) {
	t.Parallel()
	// A header below blank lines, a column with cells but no header, trailing
	// empty fields, and an exported formula-looking cell read back unprefixed.
	wb := readTables(t, `C:\Users\ana\Desktop\crew.list.CSV`, []byte("\n,,\nE-mail,Role,,\nana@example.com,FOH,,\nbo@example.com,'=1+1,,x\n"))
	want := tabular.Workbook{Format: "csv", Encoding: "UTF-8", Delimiter: ",", Sheets: []tabular.Table{{
		Sheet: "crew.list", HeaderRow: 3, Header: []string{"E-mail", "Role", "", ""},
		Rows: []tabular.Row{
			{Number: 4, Cells: []string{"ana@example.com", "FOH"}},
			{Number: 5, Cells: []string{"bo@example.com", "=1+1", "", "x"}},
		},
	}}}
	if !reflect.DeepEqual(wb, want) {
		t.Fatalf("got  %#v\nwant %#v", wb, want)
	}
}
