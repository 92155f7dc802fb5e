package exchange

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Limits on what one error carries, so that a badly broken file gives a readable
// answer rather than a million lines.
const (
	maxFields   = 1000 // field errors kept
	maxMessages = 20   // problems spelled out in the error message
)

// report collects the problems of one document, each pointed at its place with a
// JSON pointer (RFC 6901) and described with the record it belongs to.
type report struct {
	keyOf  func(array string, i int) string // the key of a record, "" when unknown
	fields []kernel.FieldError
	total  int
}

// add reports a problem at the place segs names: a top-level member ("format",
// "organization", "shows"), then indexes and field names. The message reads
// "shows[3] (show-4): tiers[0].price must be an integer".
func (r *report) add(code, detail string, segs ...any) {
	label, path := r.describe(segs)
	msg := detail
	if path != "" {
		msg = path + " " + detail
	}
	r.addAt(pointer(segs), code, label+": "+msg)
}

// addAt reports a problem with a ready pointer and message.
func (r *report) addAt(ptr, code, message string) {
	r.total++
	if len(r.fields) < maxFields {
		r.fields = append(r.fields, kernel.FieldError{Pointer: ptr, Code: code, Detail: message})
	}
}

// describe splits segs into the record's label ("shows[3] (show-4)", "organization",
// "profile", "document") and the path of the field inside it ("tiers[0].price").
func (r *report) describe(segs []any) (label, path string) {
	if len(segs) == 0 {
		return "document", ""
	}
	array, _ := segs[0].(string)
	i, isIndex := 0, false
	if len(segs) > 1 {
		i, isIndex = segs[1].(int)
	}
	if !isIndex || array == "organization" || array == "profile" {
		if array == "organization" || (array == "profile" && len(segs) > 1) {
			return array, dotted(segs[1:])
		}
		return "document", dotted(segs)
	}
	label = fmt.Sprintf("%s[%d]", array, i)
	if key := r.keyOf(array, i); key != "" {
		label += " (" + key + ")"
	}
	return label, dotted(segs[2:])
}

// dotted writes field segments as "rooms[1].occupant_ids[0]".
func dotted(segs []any) string {
	var b strings.Builder
	for _, s := range segs {
		switch v := s.(type) {
		case int:
			b.WriteString("[" + strconv.Itoa(v) + "]")
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(v)
		}
	}
	return b.String()
}

// pointer writes segs as a JSON pointer.
func pointer(segs []any) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteByte('/')
		switch v := s.(type) {
		case int:
			b.WriteString(strconv.Itoa(v))
		case string:
			b.WriteString(strings.ReplaceAll(strings.ReplaceAll(v, "~", "~0"), "/", "~1"))
		}
	}
	return b.String()
}

// err returns nil, or KindInvalid whose message lists the first problems, one a
// line, and whose fields hold them all (up to maxFields).
func (r *report) err() error {
	if r.total == 0 {
		return nil
	}
	var b strings.Builder
	if r.total == 1 {
		b.WriteString("invalid import document: 1 problem")
	} else {
		fmt.Fprintf(&b, "invalid import document: %d problems", r.total)
	}
	for i, f := range r.fields {
		if i == maxMessages {
			fmt.Fprintf(&b, "\n  … and %d more", r.total-maxMessages)
			break
		}
		b.WriteString("\n  " + f.Detail)
	}
	return kernel.Invalid(b.String(), r.fields...).WithCode("invalid_import")
}
