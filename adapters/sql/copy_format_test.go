package sql

import (
	stdsql "database/sql"
	"io"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/uptrace/bun/dialect/pgdialect"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestEveryRecordsTableCanBeCopied(t *testing.T) {
	t.Parallel()
	tables := pgdialect.New().Tables()
	rows := reflect.TypeFor[recordRows]()
	for i := range rows.NumField() {
		model := rows.Field(i).Type.Elem()
		if _, err := newCopyTable(tables.Get(model)); err != nil {
			t.Errorf("%s: %v", model, err)
		}
	}
}

func TestCopyRowsWriteWhatAnInsertWould(t *testing.T) {
	t.Parallel()
	c, err := newCopyTable(pgdialect.New().Tables().Get(reflect.TypeFor[expenseRow]()))
	if err != nil {
		t.Fatal(err)
	}
	org, id, project := kernel.ID("0b6c4c1e-0000-4000-8000-000000000001"),
		kernel.ID("0b6c4c1e-0000-4000-8000-000000000002"), kernel.ID("0b6c4c1e-0000-4000-8000-000000000003")
	row := expenseRow{OrgID: org, ID: id, ProjectID: project, Category: "crew", CategoryKey: "crew",
		Vendor: `Back\slash`, Description: "tab\there\nnew line\r", Amount: -1250, Currency: "EUR",
		IncurredOn: "2026-05-01", Status: "approved", Reimbursable: true,
		CreatedAt: time.Date(2026, 1, 5, 9, 0, 0, 123456000, time.UTC)}
	got := string(appendCopyRows(nil, c, []expenseRow{row}))
	want := string(org) + "\t" + string(id) + "\t" + string(project) + "\t\\N\t\\N\tcrew\tcrew\t" +
		`Back\\slash` + "\t" + `tab\there\nnew line\r` + "\t-1250\tEUR\t0\t2026-05-01\tapproved\tt\t" +
		"2026-01-05 09:00:00.123456Z\n"
	if got != want {
		t.Errorf("row = %q\nwant  %q\ncolumns: %s", got, want, c.statement)
	}
}

func TestCopyRefusesTypesItCannotWrite(t *testing.T) {
	t.Parallel()
	for _, typ := range []reflect.Type{reflect.TypeFor[[]byte](), reflect.TypeFor[float64](),
		reflect.TypeFor[kernel.Money](), reflect.TypeFor[stdsql.NullString](), reflect.TypeFor[*stdsql.NullInt64]()} {
		if _, err := copyEncoder(typ); err == nil {
			t.Errorf("copyEncoder(%s) = nil error, want a refusal", typ)
		}
	}
}

func TestCopyReaderReadsTheRowsInSmallReads(t *testing.T) {
	t.Parallel()
	c, err := newCopyTable(pgdialect.New().Tables().Get(reflect.TypeFor[tierRow]()))
	if err != nil {
		t.Fatal(err)
	}
	rows := make([]tierRow, 3*copyChunkRows+1)
	for i := range rows {
		rows[i] = tierRow{OrgID: "o", ID: kernel.ID(strconv.Itoa(i)), ShowID: "s", Position: i, Name: "Tier\t" + strconv.Itoa(i)}
	}
	want := appendCopyRows(nil, c, rows)
	var got []byte
	r := &copyReader[tierRow]{c: c, rows: rows}
	buf := make([]byte, 100)
	for {
		n, err := r.Read(buf)
		got = append(got, buf[:n]...)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if string(got) != string(want) {
		t.Errorf("read %d bytes, want the %d appendCopyRows writes:\n%q", len(got), len(want), got)
	}
}
