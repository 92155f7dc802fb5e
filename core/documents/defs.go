package documents

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// insertDef adds name: def to the top-level $defs of schema, creating $defs when
// there is none, without touching any other byte.
func insertDef(schema json.RawMessage, name string, def json.RawMessage) (json.RawMessage, error) {
	member := append([]byte(fmt.Sprintf("%q: ", name)), def...)
	dec := json.NewDecoder(bytes.NewReader(schema))
	if _, err := dec.Token(); err != nil { // the opening brace
		return nil, err
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, err
		}
		if key == "$defs" {
			if _, err := dec.Token(); err != nil { // the brace that opens $defs
				return nil, err
			}
			at := int(dec.InputOffset())
			sep := []byte(", ")
			if !dec.More() {
				sep = nil
			}
			return splice(schema, at, append(member, sep...)), nil
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	end := bytes.LastIndexByte(schema, '}')
	if end < 0 {
		return nil, errors.New("schema is not a JSON object")
	}
	return splice(schema, end, append(append([]byte(`, "$defs": {`), member...), '}')), nil
}

func splice(b []byte, at int, insert []byte) json.RawMessage {
	out := make([]byte, 0, len(b)+len(insert))
	out = append(out, b[:at]...)
	out = append(out, insert...)
	return append(out, b[at:]...)
}
