package spreadsheet_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
)

// A workbook opened and saved again by excelize declares "bin" files as a
// macro project in its content types, macros or not (a Default, which names no
// part): such a workbook is read, not refused as holding macros. People fill
// the template in whatever program they have, and excelize-made files are
// common among the tools that write spreadsheets.
func TestAWorkbookResavedByExcelizeIsRead(t *testing.T) {
	t.Parallel()
	f, err := excelize.OpenReader(bytes.NewReader(routingXLSX(t)))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.SetCellStr("Routing", "B3", "Paradiso"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("vbaProject")) {
		t.Log("excelize no longer declares a macro project on save; the test still checks the file reads")
	}
	wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), "routing.xlsx", buf.Bytes())
	if err != nil {
		t.Fatalf("a re-saved workbook was refused: %v", err)
	}
	if got := wb.Sheets[0].Rows[len(wb.Sheets[0].Rows)-1].Cell(1); got != "Paradiso" {
		t.Fatalf("last row's venue = %q, want Paradiso", got)
	}
}
