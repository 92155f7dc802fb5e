package http

import "testing"

func TestIfNoneMatchIsComparedWeaklyAsAListOfTags(t *testing.T) {
	t.Parallel()
	const tag = `"0123abcd"`
	tests := []struct {
		name  string
		lines []string
		want  bool
	}{
		{"the same tag", []string{tag}, true},
		{"the same tag marked weak", []string{`W/` + tag}, true},
		{"the tag second in a list", []string{`"other", ` + tag}, true},
		{"the tag in a list without spaces", []string{`"other",W/` + tag + `,"third"`}, true},
		{"the tag on a second field line", []string{`"other"`, tag}, true},
		{"a star", []string{`*`}, true},
		{"a star with spaces", []string{` * `}, true},
		{"empty list elements", []string{` , ,` + tag}, true},
		{"another tag", []string{`"other"`}, false},
		{"the tag without its quotes", []string{`0123abcd`}, false},
		{"the tag with a lower-case weak mark", []string{`w/` + tag}, false},
		{"the tag after a malformed element", []string{`other, ` + tag}, false},
		{"an unterminated tag", []string{`"0123abcd`}, false},
		{"a longer tag that starts alike", []string{`"0123abcdef"`}, false},
		{"a tag holding a comma", []string{`"0123,abcd"`}, false},
		{"a star inside a list", []string{`"other", *`}, false},
		{"an empty field", []string{``}, false},
	}
	for _, tt := range tests {
		if got := noneMatchHas(tt.lines, tag); got != tt.want {
			t.Errorf("%s: %q matches = %v, want %v", tt.name, tt.lines, got, tt.want)
		}
	}
}
