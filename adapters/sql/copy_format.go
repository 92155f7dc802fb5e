package sql

import (
	"database/sql/driver"
	"encoding"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun/schema"
)

// copyTable is how COPY … FROM STDIN writes the rows of one row model: the
// statement, naming every column, and an encoder per column in that order.
type copyTable struct {
	statement string
	columns   []copyColumn
}

// copyColumn writes one column of a row model in COPY's text format.
type copyColumn struct {
	field  *schema.Field
	encode func(b []byte, v reflect.Value) []byte
}

// copyTables caches a *copyTable, or the error that a model cannot be copied, by
// row model type.
var copyTables sync.Map

// copyTableOf returns how to COPY the rows of table, the schema of a row model.
// It fails for a model with a column of a type it does not know how to write,
// which the caller then inserts the ordinary way.
func copyTableOf(table *schema.Table) (*copyTable, error) {
	if c, ok := copyTables.Load(table.Type); ok {
		if err, failed := c.(error); failed {
			return nil, err
		}
		return c.(*copyTable), nil
	}
	c, err := newCopyTable(table)
	if err != nil {
		copyTables.Store(table.Type, err)
		return nil, err
	}
	copyTables.Store(table.Type, c)
	return c, nil
}

func newCopyTable(table *schema.Table) (*copyTable, error) {
	c := &copyTable{}
	names := make([]string, 0, len(table.Fields))
	for _, f := range table.Fields {
		encode, err := copyEncoder(f.StructField.Type)
		if err != nil {
			return nil, fmt.Errorf("copy %s.%s: %w", table.Name, f.Name, err)
		}
		c.columns = append(c.columns, copyColumn{field: f, encode: encode})
		names = append(names, string(f.SQLName))
	}
	c.statement = "COPY " + string(table.SQLName) + " (" + strings.Join(names, ", ") + ") FROM STDIN"
	return c, nil
}

// copyReader reads rows in COPY's text format, encoding a few at a time as the
// driver asks for more, so that the server writes the rows sent so far while the
// client encodes the next ones.
type copyReader[T any] struct {
	c     *copyTable
	rows  []T
	chunk []byte // encoded rows not read yet: chunk[off:]
	off   int
}

// copyChunkRows is how many rows a copyReader encodes at a time.
const copyChunkRows = 64

// Read implements io.Reader.
func (r *copyReader[T]) Read(p []byte) (int, error) {
	if r.off == len(r.chunk) {
		if len(r.rows) == 0 {
			return 0, io.EOF
		}
		n := min(copyChunkRows, len(r.rows))
		r.chunk, r.off = appendCopyRows(r.chunk[:0], r.c, r.rows[:n]), 0
		r.rows = r.rows[n:]
	}
	n := copy(p, r.chunk[r.off:])
	r.off += n
	return n, nil
}

// appendCopyRows appends rows to b in COPY's text format, one line per row, the
// way Bun would write them in an INSERT: a nil pointer, or a nullzero field's
// zero value, is NULL. Rows must be addressable (elements of a slice).
func appendCopyRows[T any](b []byte, c *copyTable, rows []T) []byte {
	for i := range rows {
		v := reflect.ValueOf(&rows[i]).Elem()
		for j, col := range c.columns {
			if j > 0 {
				b = append(b, '\t')
			}
			fv := v.FieldByIndex(col.field.Index)
			if col.field.NullZero && col.field.IsZero(fv) {
				b = append(b, `\N`...)
				continue
			}
			b = col.encode(b, fv)
		}
		b = append(b, '\n')
	}
	return b
}

// copyTimeLayout writes an instant as PostgreSQL reads a timestamptz, to the
// microsecond it keeps.
const copyTimeLayout = "2006-01-02 15:04:05.999999Z07:00"

var (
	timeType        = reflect.TypeFor[time.Time]()
	valuerType      = reflect.TypeFor[driver.Valuer]()
	textMarshalType = reflect.TypeFor[encoding.TextMarshaler]()
)

// copyEncoder returns the encoder of a column of type t. Types with their own
// database or text form (a driver.Valuer, a TextMarshaler) other than time.Time
// are refused rather than guessed at.
func copyEncoder(t reflect.Type) (func([]byte, reflect.Value) []byte, error) {
	if t.Kind() == reflect.Pointer {
		return copyPointerEncoder(t)
	}
	if t == timeType {
		return func(b []byte, v reflect.Value) []byte {
			// Through a pointer: boxing the time itself would allocate per value.
			return v.Addr().Interface().(*time.Time).AppendFormat(b, copyTimeLayout)
		}, nil
	}
	if ownForm(t) {
		return nil, fmt.Errorf("a %s has its own database form", t)
	}
	switch t.Kind() {
	case reflect.String:
		return func(b []byte, v reflect.Value) []byte { return appendCopyText(b, v.String()) }, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return func(b []byte, v reflect.Value) []byte { return strconv.AppendInt(b, v.Int(), 10) }, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return func(b []byte, v reflect.Value) []byte { return strconv.AppendUint(b, v.Uint(), 10) }, nil
	case reflect.Bool:
		return func(b []byte, v reflect.Value) []byte {
			if v.Bool() {
				return append(b, 't')
			}
			return append(b, 'f')
		}, nil
	}
	return nil, fmt.Errorf("COPY does not write a %s", t)
}

// copyPointerEncoder returns the encoder of a column of pointer type t: NULL for
// nil, else what the pointed-to type writes.
func copyPointerEncoder(t reflect.Type) (func([]byte, reflect.Value) []byte, error) {
	if ownForm(t) && !ownForm(t.Elem()) {
		return nil, fmt.Errorf("a %s has its own database form", t)
	}
	elem, err := copyEncoder(t.Elem())
	if err != nil {
		return nil, err
	}
	return func(b []byte, v reflect.Value) []byte {
		if v.IsNil() {
			return append(b, `\N`...)
		}
		return elem(b, v.Elem())
	}, nil
}

// ownForm reports whether Bun would write a value of type t in a form of its
// own making (driver.Valuer, encoding.TextMarshaler) instead of by its kind.
func ownForm(t reflect.Type) bool {
	return t.Implements(valuerType) || t.Implements(textMarshalType)
}

// appendCopyText appends s with the characters COPY's text format gives a meaning
// to (backslash, tab, newline, carriage return) escaped.
func appendCopyText(b []byte, s string) []byte {
	if !strings.ContainsAny(s, "\\\t\n\r") {
		return append(b, s...)
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			b = append(b, `\\`...)
		case '\t':
			b = append(b, `\t`...)
		case '\n':
			b = append(b, `\n`...)
		case '\r':
			b = append(b, `\r`...)
		default:
			b = append(b, c)
		}
	}
	return b
}
