package render

import (
	"context"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/roadcase/roadcase/core/documents/doctest"
)

// renderSampleWith renders type key's sample after change has edited it.
func renderSampleWith(t *testing.T, key string, change func(map[string]any)) string {
	t.Helper()
	c, r, v := setup(t)
	typ, ok := c.Lookup(key)
	if !ok {
		t.Fatalf("no type %s", key)
	}
	data, _ := doctest.Decode(typ.Sample)
	change(data.(map[string]any))
	if violations, err := v.Validate(key, data); err != nil || len(violations) > 0 {
		t.Fatalf("the edited sample fails the schema: %v %v", err, violations)
	}
	page, err := r.Render(context.Background(), key, typ.Title, data)
	if err != nil {
		t.Fatal(err)
	}
	return string(page)
}

// The three cases the property test found with html-validate.
func TestPagesStayValidAtTheEdgesTheValidatorFound(t *testing.T) {
	t.Parallel()
	t.Run("a CR LF in a caller string leaves no trailing space", func(t *testing.T) {
		page := renderSampleWith(t, "expense-report", func(d map[string]any) {
			d["expenses"].([]any)[0].(map[string]any)["vendor"] = "a \r\nb"
		})
		if strings.Contains(page, "\r") || strings.Contains(page, " \n") {
			t.Error("the page keeps a CR or a space at a line end")
		}
	})
	t.Run("the title fits 70 characters as written, entities included", func(t *testing.T) {
		page := renderSampleWith(t, "show-pnl", func(d map[string]any) {
			d["venue"].(map[string]any)["name"] = strings.Repeat("h\u202e&+\U0001D11E", 40)
		})
		title := page[strings.Index(page, "<title>")+7 : strings.Index(page, "</title>")]
		if n := len(utf16.Encode([]rune(title))); n > maxTitle {
			t.Errorf("the title is %d characters as written: %q", n, title)
		}
	})
	t.Run("a blank name does not make an empty heading", func(t *testing.T) {
		for _, blank := range []string{" ", "\u3000", "\ufeff"} {
			page := renderSampleWith(t, "hospitality-rider", func(d map[string]any) {
				d["dressing_rooms"].([]any)[0].(map[string]any)["name"] = blank
			})
			if !strings.Contains(page, "<h3>"+blankShown) {
				t.Errorf("%+q: no stand-in in the heading", blank)
			}
		}
	})
}
