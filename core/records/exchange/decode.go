package exchange

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/roadcase/roadcase/core/kernel"
)

// Decode reads one document from r and checks it strictly, before anything else
// looks at it: the input must be one JSON value and nothing after it, every member
// must be a field of this format with a value of the right JSON type, and the
// document must pass Check. Problems are KindInvalid: bad JSON (a truncated file
// included) gives the line, column and byte offset; every other problem gives a
// field error with a JSON pointer and a message naming the record, such as
// `shows[3] (show-4): venue_id "venue-9" does not exist in venues`.
func Decode(r io.Reader) (Document, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Document{}, &kernel.Error{Kind: kernel.KindInvalid, Code: "unreadable",
			Message: "the import document cannot be read", Err: err}
	}
	tree, err := parse(data)
	if err != nil {
		return Document{}, err
	}
	rep := &report{keyOf: treeKeys(tree)}
	top, _ := tree.(map[string]any)
	format, _ := top["format"].(string)
	shaper{r: rep, v1: format == FormatVersion1}.shape(reflect.TypeFor[Document](), tree, nil)
	if err := rep.err(); err != nil {
		return Document{}, err
	}
	var doc Document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		// shape has accepted every member and value, so the decoder cannot refuse.
		return Document{}, kernel.Internal(fmt.Errorf("exchange: decoding a checked document: %w", err))
	}
	if err := doc.Check(); err != nil {
		return Document{}, err
	}
	return doc, nil
}

// parse reads data as one JSON value, numbers kept as json.Number.
func parse(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree any
	err := dec.Decode(&tree)
	var syntax *json.SyntaxError
	switch {
	case errors.Is(err, io.EOF):
		return nil, syntaxProblem(data, 0, "the document is empty")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, syntaxProblem(data, int64(len(data)), "unexpected end of input (is the file truncated?)")
	case errors.As(err, &syntax):
		// Offset counts the bytes read, the offending one included.
		return nil, syntaxProblem(data, syntax.Offset-1, syntax.Error())
	case err != nil:
		return nil, syntaxProblem(data, dec.InputOffset(), err.Error())
	}
	end := dec.InputOffset()
	rest := bytes.TrimLeft(data[end:], " \t\r\n")
	if len(rest) > 0 {
		return nil, syntaxProblem(data, int64(len(data)-len(rest)), "unexpected data after the document")
	}
	return tree, nil
}

// syntaxProblem reports bad JSON at pos, the zero-based byte offset of the offending
// byte (the length of data at the end of the input), with its line and column.
func syntaxProblem(data []byte, pos int64, reason string) error {
	pos = min(max(pos, 0), int64(len(data)))
	before := data[:pos]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	msg := fmt.Sprintf("the import document is not valid JSON: %s at line %d, column %d (byte offset %d)", reason, line, col, pos)
	return kernel.Invalid(msg, kernel.FieldError{Pointer: "", Code: "invalid_json", Detail: msg}).WithCode("invalid_json")
}

// treeKeys returns a keyOf for report that reads record keys from a parsed tree.
func treeKeys(tree any) func(array string, i int) string {
	return func(array string, i int) string {
		top, _ := tree.(map[string]any)
		items, _ := top[array].([]any)
		if i < 0 || i >= len(items) {
			return ""
		}
		rec, _ := items[i].(map[string]any)
		key, _ := rec["id"].(string)
		return key
	}
}
