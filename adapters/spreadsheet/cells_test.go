package spreadsheet_test

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/core/records/demo"
)

// edited returns the workbook data with the cells in set (sheet → cell → text)
// written as strings.
func edited(t *testing.T, data []byte, set map[string]map[string]string) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for sheet, cells := range set {
		for cell, v := range cells {
			if err := f.SetCellStr(sheet, cell, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCellsThatDoNotFitTheirColumnAreRefusedWithTheirPlace(t *testing.T) {
	t.Parallel()
	base := writeWorkbook(t, demoDocument(demo.Organizations()[0]))
	cases := []struct {
		name string
		set  map[string]map[string]string
		want string
	}{
		{"text in a number column", map[string]map[string]string{"venues": {"I2": "large"}}, `sheet "venues", row 2, column capacity: "large" is not a whole number`},
		{"a fraction in a number column", map[string]map[string]string{"venues": {"I2": "12.5"}}, `"12.5" is not a whole number`},
		{"an unknown column", map[string]map[string]string{"venues": {"A1": "venue name"}}, `column "venue name", which is not a field`},
		{"a tier of no show", map[string]map[string]string{"shows.tiers": {"A2": "show-999"}}, `sheet "shows.tiers", row 2, column show_id: "show-999" is not the id of a row of shows`},
		{"a duplicated column", map[string]map[string]string{"venues": {"B1": "id"}}, `two columns named "id"`},
		{"a value with no header", map[string]map[string]string{"venues": {"AZ2": "x"}}, "has no header"},
		{"a missing reference", map[string]map[string]string{"shows": {"C2": "venue-999"}}, `venue_id "venue-999" does not exist in venues (sheet "shows", row 2, column venue_id)`},
		{"a contact of nobody", map[string]map[string]string{"venues.contacts": {"B3": "person-999"}}, `(sheet "venues.contacts", row 3, column person_id)`},
		{"a bad organization", map[string]map[string]string{"document": {"D2": "EURO"}}, `(sheet "document", row 2, column organization.currency)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := readWorkbook(edited(t, base, c.set))
			refusedWith(t, err, c.want)
		})
	}
}

func TestSheetsLeftOutHoldNoRecords(t *testing.T) {
	t.Parallel()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	if err := f.SetSheetName("Sheet1", "document"); err != nil {
		t.Fatal(err)
	}
	for cell, v := range map[string]string{
		"A1": "format", "B1": "organization.slug", "C1": "organization.name", "D1": "organization.currency", "E1": "organization.time_zone",
		"A2": "roadcase.export/v2", "B2": "acme", "C2": "Acme Touring", "D2": "EUR", "E2": "Europe/Berlin",
	} {
		if err := f.SetCellStr("document", cell, v); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	doc, err := readWorkbook(buf.Bytes())
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if doc.Organization.Slug != "acme" || doc.Profile != nil || len(doc.Shows) != 0 || doc.Shows == nil {
		t.Fatalf("read %+v, want the organization acme and no records", doc)
	}
}
