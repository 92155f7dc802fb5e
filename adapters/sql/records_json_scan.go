package sql

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// jsonScanner reads the JSON jsonRows builds, arrays of arrays of scalars, from
// s: much faster than encoding/json into []any, which boxes every value, for a
// format this narrow. Values come out as a driver gives them (string, int64,
// float64, bool or nil).
type jsonScanner struct {
	s string
	i int
}

// skip moves past white space and one comma.
func (j *jsonScanner) skip() {
	for j.i < len(j.s) && (j.s[j.i] == ' ' || j.s[j.i] == '\n' || j.s[j.i] == '\t' || j.s[j.i] == '\r' ||
		j.s[j.i] == ',') {
		j.i++
	}
}

// open consumes the opening bracket c.
func (j *jsonScanner) open(c byte) bool {
	j.skip()
	if j.i < len(j.s) && j.s[j.i] == c {
		j.i++
		return true
	}
	return false
}

// close consumes the closing bracket c if it comes next.
func (j *jsonScanner) close(c byte) bool { return j.open(c) }

// fail describes where the input stopped making sense.
func (j *jsonScanner) fail() error {
	return fmt.Errorf("unexpected JSON at offset %d of %d", j.i, len(j.s))
}

// value reads one scalar.
func (j *jsonScanner) value() (any, error) {
	j.skip()
	if j.i >= len(j.s) {
		return nil, j.fail()
	}
	switch c := j.s[j.i]; {
	case c == '"':
		return j.str()
	case strings.HasPrefix(j.s[j.i:], "null"):
		j.i += 4
		return nil, nil
	case strings.HasPrefix(j.s[j.i:], "true"):
		j.i += 4
		return true, nil
	case strings.HasPrefix(j.s[j.i:], "false"):
		j.i += 5
		return false, nil
	}
	start := j.i
	for j.i < len(j.s) && strings.IndexByte("+-0123456789.eE", j.s[j.i]) >= 0 {
		j.i++
	}
	n := j.s[start:j.i]
	if i, err := strconv.ParseInt(n, 10, 64); err == nil {
		return i, nil
	}
	f, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return nil, j.fail()
	}
	return f, nil
}

// str reads a string; one with escapes goes through encoding/json.
func (j *jsonScanner) str() (any, error) {
	start := j.i
	j.i++
	escaped := false
	for j.i < len(j.s) && j.s[j.i] != '"' {
		if j.s[j.i] == '\\' {
			escaped = true
			j.i++
		}
		j.i++
	}
	if j.i >= len(j.s) {
		return nil, j.fail()
	}
	j.i++
	if !escaped {
		return j.s[start+1 : j.i-1], nil
	}
	var v string
	if err := json.Unmarshal([]byte(j.s[start:j.i]), &v); err != nil {
		return nil, err
	}
	return v, nil
}
