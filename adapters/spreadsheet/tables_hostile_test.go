package spreadsheet_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// routingXLSX is a small workbook whose one sheet, Routing, is xl/worksheets/sheet1.xml.
func routingXLSX(t testing.TB) []byte {
	return xlsxOf(t, []string{"Routing"}, map[string][]styled{"Routing": {
		{"A1", "Date", 0, ""}, {"B1", "Venue", 0, ""}, {"A2", 46143, 14, ""}, {"B2", "Vega", 0, ""},
	}})
}

// noise is n letters that do not repeat as a pattern.
func noise(n int) string {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('a' + r.IntN(26))
	}
	return string(b)
}

// zeros is size zero bytes.
func zeros(size int) []byte { return make([]byte, size) }

func TestReadTablesRefusesHostileFiles(t *testing.T) {
	t.Parallel()
	base := routingXLSX(t)
	const sheet1 = "xl/worksheets/sheet1.xml"
	huge := strings.Repeat("x", 10<<20)
	noisy := noise(10 << 20) // compresses too little to be taken for a zip bomb
	contentTypes := `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
		`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>`
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"zip bomb", rewritten(t, base, map[string][]byte{"xl/media/image1.png": zeros(8 << 20)}), "zip bomb"},
		{"legacy xls", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, zeros(4096)...), "save it as .xlsx or .csv"},
		{"binary", append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), zeros(512)...), "save it as .xlsx or .csv"},
		{"empty", []byte(" \n"), "empty"},
		{"zip that is no workbook", zipOf(t, "notes.txt", []byte("hello")), "not an .xlsx workbook"},
		{"macros", rewritten(t, base, map[string][]byte{"xl/vbaProject.bin": []byte("macro")}), "contains macros"},
		{"xlsm content types", rewritten(t, base, map[string][]byte{"[Content_Types].xml": []byte(contentTypes)}), "contains macros"},
		{"external link", rewritten(t, base, map[string][]byte{"xl/externalLinks/externalLink1.xml": []byte("<externalLink/>")}), "links to other workbooks"},
		{"HYPERLINK formula", rewritten(t, base, map[string][]byte{sheet1: sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>Venue</t></is></c></row><row r="2"><c r="B2" t="str"><f>HYPERLINK("http://evil.example","Vega")</f><v>Vega</v></c></row>`)}), `the cell B2 of the sheet "Routing" holds a formula`},
		{"DDE formula", rewritten(t, base, map[string][]byte{sheet1: sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>Venue</t></is></c></row><row r="7"><c r="C7" t="str"><f>cmd|' /C calc'!A0</f><v>0</v></c></row>`)}), `the cell C7 of the sheet "Routing" holds a formula`},
		{"10 MB cell", rewritten(t, base, map[string][]byte{sheet1: sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>` + noisy + `</t></is></c></row>`)}), `the cell A1 of the sheet "Routing" has more than the 32767 characters`},
		{"10 MB CSV cell", []byte("Venue,Note\nVega," + huge + "\n"), "the cell B2 of the sheet \"x\" has more than the 32767 characters"},
		{"invalid UTF-8 shared string", rewritten(t, base, map[string][]byte{"xl/sharedStrings.xml": []byte("<?xml version=\"1.0\" encoding=\"UTF-8\"?><sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><si><t>Caf\xe9</t></si><si><t>Vega</t></si></sst>")}), "UTF-8"},
		{"invalid UTF-8 after a BOM", []byte("\xEF\xBB\xBFVenue\nCaf\xe9\n"), "says it is UTF-8 but is not (byte 13)"},
		{"too many columns", []byte(strings.Repeat("a,", 300) + "b\n"), "more than the 200 columns"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), "x.csv", c.data)
			refusedWith(t, err, c.want)
			if !reflect.DeepEqual(wb, tabular.Workbook{}) {
				t.Fatal("a refused file returned tables")
			}
		})
	}
}

func TestReadTablesBoundsRowsAndSize(t *testing.T) {
	t.Parallel()
	var csv strings.Builder
	csv.WriteString("Date,Venue\n")
	for i := range 5 {
		fmt.Fprintf(&csv, "2026-05-0%d,Venue %d\n", i+1, i)
	}
	r := spreadsheet.TableReader{DataRows: 4}
	_, err := r.ReadTables(context.Background(), "x.csv", []byte(csv.String()))
	refusedWith(t, err, "more than the 4 rows an import may have (row 6 is one too many)")
	_, err = r.ReadTables(context.Background(), "x.csv", []byte(strings.Replace(csv.String(), "2026-05-05,Venue 4\n", "\n,,\n", 1)))
	if err != nil {
		t.Fatalf("blank rows counted as rows: %v", err)
	}
	_, err = spreadsheet.TableReader{Limits: spreadsheet.Limits{FileBytes: 1 << 20}}.ReadTables(context.Background(), "x.csv", zeros(2<<20))
	refusedWith(t, err, "more than the 1 MB an import may have")
}

func TestReadTablesSkipsAMillionEmptyRows(t *testing.T) {
	t.Parallel()
	// Rows numbered up to the sheet's last cost nothing when they are empty;
	// the rows that hold something keep their numbers.
	data := rewritten(t, routingXLSX(t), map[string][]byte{"xl/worksheets/sheet1.xml": sheetXML(
		`<row r="1"><c r="A1" t="inlineStr"><is><t>Venue</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Vega</t></is></c></row>` +
			`<row r="1000000" s="1" customFormat="1"/><row r="1048576"><c r="A1048576" t="inlineStr"><is><t>Rust</t></is></c></row>`)})
	wb := readTables(t, "x.xlsx", data)
	want := []tabular.Row{{Number: 2, Cells: []string{"Vega"}}, {Number: 1048576, Cells: []string{"Rust"}}}
	if got := wb.Sheets[0].Rows; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

// zipOf is a zip archive holding one part.
func zipOf(t testing.TB, name string, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	add(t, w, name, data)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
