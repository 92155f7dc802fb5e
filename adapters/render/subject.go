package render

import "strings"

// subjectKeys are the top-level members that name what a document is about, most
// specific first. A member may be a string or an object with a name or a title.
var subjectKeys = []string{"title", "subject", "event", "show", "project", "tour", "artist", "venue", "name", "number"}

// maxSubject bounds the subject in the page title.
const maxSubject = 120

// subject returns the name of what the document is about, from the first present
// subjectKeys member of data, or "" when there is none.
func subject(data any) string {
	m, ok := data.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range subjectKeys {
		if s := nameOf(m[k]); s != "" {
			if r := []rune(s); len(r) > maxSubject {
				s = string(r[:maxSubject-1]) + "…"
			}
			return s
		}
	}
	return ""
}

func nameOf(v any) string {
	switch x := v.(type) {
	case string:
		return strings.TrimSpace(x)
	case map[string]any:
		for _, k := range []string{"name", "title"} {
			if s, ok := x[k].(string); ok && strings.TrimSpace(s) != "" {
				return strings.TrimSpace(s)
			}
		}
	}
	return ""
}
