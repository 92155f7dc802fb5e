package spreadsheet_test

import (
	"io"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/spreadsheet"

	"github.com/roadcase/roadcase/core/records/demo"
)

// survivors are texts a workbook must carry unchanged: spaces at the ends, line
// breaks, tabs inside, characters beyond ASCII, markup characters.
var survivors = []string{
	"  padded  ",
	"line\nbreak",
	"crlf\r\nline",
	"tab\tinside",
	"Zürich – 東京 🎸",
	"<b>&amp;</b>",
	"'quoted",
	"0042",
	"TRUE",
	"1e5",
}

func TestTextReadsBackUnchanged(t *testing.T) {
	t.Parallel()
	doc := demoDocument(demo.Organizations()[0])
	for i, text := range survivors {
		doc.Venues[i].Address = text
	}
	back, err := readWorkbook(writeWorkbook(t, doc))
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	for i, text := range survivors {
		if got := back.Venues[i].Address; got != text {
			t.Errorf("read back %q, want %q", got, text)
		}
	}
}

func TestTextAWorkbookCannotHoldIsRefusedNotChanged(t *testing.T) {
	t.Parallel()
	doc := demoDocument(demo.Organizations()[0])
	doc.Venues[0].Notes = "bell\x07"
	err := spreadsheet.Write(io.Discard, doc)
	if err == nil || !strings.Contains(err.Error(), "U+0007") || !strings.Contains(err.Error(), "venues row 2, notes") {
		t.Fatalf("Write: %v, want the control character refused with its place", err)
	}
}
