package spreadsheet_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// demoDocument is the export document of a demo organization.
func demoDocument(o demo.Org) exchange.Document {
	block := exchange.Organization{Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone}
	return exchange.Export(block, o.Data)
}

// writeWorkbook writes doc as a workbook, failing the test on any error.
func writeWorkbook(t *testing.T, doc exchange.Document) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := spreadsheet.Write(&buf, doc); err != nil {
		t.Fatalf("Write: %v", err)
	}
	return buf.Bytes()
}

// readWorkbook reads a workbook under the default limits.
func readWorkbook(data []byte) (exchange.Document, error) {
	return spreadsheet.Read(bytes.NewReader(data), int64(len(data)), spreadsheet.Limits{})
}

func TestWorkbookRoundTripGivesTheSameDocument(t *testing.T) {
	t.Parallel()
	orgs := demo.Organizations()
	scaled := orgs[0]
	scaled.Slug += "-scaled"
	scaled.Data = demo.Scaled(orgs[0], 2)
	for _, o := range append(orgs, scaled) {
		t.Run(o.Slug, func(t *testing.T) {
			t.Parallel()
			doc := demoDocument(o)
			want := doc.MarshalIndent()
			back, err := readWorkbook(writeWorkbook(t, doc))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if got := back.MarshalIndent(); !bytes.Equal(want, got) {
				t.Fatalf("the document read back differs:\n%s", firstDifference(want, got))
			}
		})
	}
}

func TestWorkbookIsTheSameBytesForTheSameDocument(t *testing.T) {
	t.Parallel()
	doc := demoDocument(demo.Organizations()[0])
	if !bytes.Equal(writeWorkbook(t, doc), writeWorkbook(t, doc)) {
		t.Fatal("two workbooks of one document differ")
	}
}

// firstDifference shows the first line where a and b differ, with its number.
func firstDifference(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range max(len(la), len(lb)) {
		var x, y []byte
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if !bytes.Equal(x, y) {
			return "line " + strconv.Itoa(i+1) + ":\n  want " + string(x) + "\n  got  " + string(y)
		}
	}
	return "(no difference)"
}
