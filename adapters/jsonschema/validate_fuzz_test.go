package jsonschema

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/kernel"
)

// FuzzValidate validates arbitrary JSON against every document type's schema.
// The validator must never fail nor panic, must give the same answer twice, and
// every violation must point into the data: a well-formed JSON pointer whose
// every token resolves, except that a missing member (code required) is reported
// at its own pointer, whose parent is an object without it. The seed corpus (testdata/fuzz/FuzzValidate) holds the types'
// samples and edge cases; each sample is added here as well. Bytes that are not
// JSON are of no interest and pass.
func FuzzValidate(f *testing.F) {
	c, err := catalog.Load()
	if err != nil {
		f.Fatal(err)
	}
	v := New()
	for _, typ := range c.Types() {
		if err := v.Compile(typ.Key, typ.Schema); err != nil {
			f.Fatal(err)
		}
		f.Add([]byte(typ.Sample))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		data, err := doctest.Decode(raw)
		if err != nil {
			return
		}
		for _, typ := range c.Types() {
			violations, err := v.Validate(typ.Key, data)
			if err != nil {
				t.Fatalf("%s: %v", typ.Key, err)
			}
			again, _ := v.Validate(typ.Key, data)
			if !reflect.DeepEqual(violations, again) {
				t.Fatalf("%s: two answers for the same data:\n%+v\n%+v", typ.Key, violations, again)
			}
			for _, fe := range violations {
				if problem := pointerProblem(data, fe); problem != "" {
					t.Fatalf("%s: violation %+v: %s\ndata: %s", typ.Key, fe, problem, raw)
				}
			}
		}
	})
}

// pointerProblem returns what is wrong with fe's pointer as a pointer into data,
// or "" when nothing is.
func pointerProblem(data any, fe kernel.FieldError) string {
	if fe.Pointer == "" {
		return ""
	}
	if !strings.HasPrefix(fe.Pointer, "/") {
		return "the pointer does not start with /"
	}
	tokens := strings.Split(fe.Pointer[1:], "/")
	for i, tok := range tokens {
		if strings.Contains(strings.NewReplacer("~0", "", "~1", "").Replace(tok), "~") {
			return "token " + strconv.Quote(tok) + " has a ~ that is not ~0 or ~1"
		}
		tokens[i] = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
	}
	missing := fe.Code == "required"
	cur := data
	for i, tok := range tokens {
		last := i == len(tokens)-1
		switch node := cur.(type) {
		case map[string]any:
			next, ok := node[tok]
			switch {
			case last && missing && ok:
				return "a missing member is present"
			case last && missing:
				return ""
			case !ok:
				return "member " + strconv.Quote(tok) + " does not exist"
			}
			cur = next
		case []any:
			n, err := strconv.Atoi(tok)
			if err != nil || n < 0 || n >= len(node) || strconv.Itoa(n) != tok {
				return "token " + strconv.Quote(tok) + " is not an index of an array of " + strconv.Itoa(len(node))
			}
			cur = node[n]
		default:
			return "token " + strconv.Quote(tok) + " goes into a value that is neither an object nor an array"
		}
	}
	if missing {
		return "a missing member's pointer resolves to a value"
	}
	return ""
}
