package sql

import (
	"reflect"
	"testing"
)

func TestTheJSONScannerReadsWhatBothDatabasesWrite(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   string
		want [][]any
	}{
		{"SQLite's compact arrays", `[["a",1,null],["b",-2,true]]`, [][]any{{"a", int64(1), nil}, {"b", int64(-2), true}}},
		{"PostgreSQL's spaced arrays", "[[\"a\", 1, null], \n [\"b\", 9007199254740993, false]]",
			[][]any{{"a", int64(1), nil}, {"b", int64(9007199254740993), false}}},
		{"escapes", `[["q\"b\\s\/\n\t\u00e9\ud83c\udfb8"]]`, [][]any{{"q\"b\\s/\n\té🎸"}}},
		{"raw UTF-8 and an empty string", `[["שלום 🎸", ""]]`, [][]any{{"שלום 🎸", ""}}},
		{"a fraction", `[[1.5, 2e3]]`, [][]any{{1.5, float64(2000)}}},
		{"no rows", `[]`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := scanAll(c.in)
			if err != nil || !reflect.DeepEqual(got, c.want) {
				t.Errorf("scan %s = %#v, %v; want %#v", c.in, got, err, c.want)
			}
		})
	}
}

func TestTheJSONScannerRefusesWhatItCannotRead(t *testing.T) {
	t.Parallel()
	for _, in := range []string{`[["unterminated]]`, `[[1,`, `{"a":1}`, `[[nul]]`, `[[-]]`, `[["bad \x escape"]]`} {
		if got, err := scanAll(in); err == nil {
			t.Errorf("scan %s = %#v, want an error", in, got)
		}
	}
}

// scanAll reads rows of any length from in, as scanJSONRows reads rows of a
// table's width.
func scanAll(in string) ([][]any, error) {
	j := &jsonScanner{s: in}
	if !j.open('[') {
		return nil, j.fail()
	}
	var rows [][]any
	for !j.close(']') {
		if !j.open('[') {
			return nil, j.fail()
		}
		var row []any
		for !j.close(']') {
			v, err := j.value()
			if err != nil {
				return nil, err
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	return rows, nil
}
