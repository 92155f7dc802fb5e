package web

import (
	"html"
	"regexp"
	"strings"
	"testing"
	"text/template/parse"

	"github.com/roadcase/roadcase/adapters/isolation"
)

// TestEveryActionPrintingPageTextIsIsolated holds every page template, as the
// server prepares it, to the rule: each action html/template escapes as
// element text (or as the <title>'s) calls isolate just before, so that any
// caller string a page prints, on a page written today or tomorrow, is
// bidi-isolated.
func TestEveryActionPrintingPageTextIsIsolated(t *testing.T) {
	t.Parallel()
	pages, err := parsePages(&assets{})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for name, page := range pages {
		for _, tmpl := range page.Templates() {
			if tmpl.Tree == nil {
				continue
			}
			walkPipes(tmpl.Tree.Root, func(p *parse.PipeNode) {
				for i, cmd := range p.Cmds {
					title := tmpl.Name() == titleTemplate && i == len(p.Cmds)-1
					if commandName(cmd) == textEscaper || title {
						checked++
						before := i - 1
						if title {
							before = i
						}
						if before < 0 || commandName(p.Cmds[before]) != isolateFunc {
							t.Errorf("%s, template %s: %s prints without isolate", name, tmpl.Name(), p)
						}
					}
				}
			})
		}
	}
	if checked < 300 {
		t.Errorf("only %d printing actions checked: the escapers were not found", checked)
	}
}

// bidiPayload is a caller string that reverses what follows it unless it is
// isolated: a right-to-left override and a Hebrew word.
func bidiPayload(label string) string { return "\u202e" + label + " שלום" }

// TestCallerStringsAreIsolatedOnEveryAccountPage renders every account and
// settings page with a right-to-left override in every organization's, user's
// and token's name, and finds no directional character outside an isolate in
// any page's text: the organization switcher's " (owner)" and every word
// around a name stay in place.
func TestCallerStringsAreIsolatedOnEveryAccountPage(t *testing.T) {
	t.Parallel()
	pages := allPagesWith(t, func(f *fixture) {
		p := f.platform
		p.mu.Lock()
		defer p.mu.Unlock()
		for id, o := range p.orgs {
			o.Name = bidiPayload("org " + o.Slug)
			p.orgs[id] = o
		}
		for _, u := range p.users {
			u.user.Name = bidiPayload("user " + u.user.Email)
		}
		for i := range p.tokens {
			p.tokens[i].Name = bidiPayload("token")
		}
	})
	seen := 0
	for name, body := range pages {
		text := pageText(body)
		seen += strings.Count(text, "\u202e")
		if msg := isolation.Leak(text); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
	}
	if seen < 20 {
		t.Errorf("the payload is printed %d times over the pages; the test does not reach the names", seen)
	}
	switcher := regexp.MustCompile(`<option [^>]*>([^<]*)</option>`).FindAllStringSubmatch(pages["tokens"], -1)
	if len(switcher) < 2 || !strings.HasSuffix(html.UnescapeString(switcher[0][1]), "\u2069 (owner)") {
		t.Errorf("the organization switcher's options: %q", switcher)
	}
}

var tagOrComment = regexp.MustCompile(`(?s)<!--.*?-->|<[^>]*>`)

// pageText is what a page shows as text: its markup without tags (and so
// without attribute values, each shown on its own if at all), entities decoded.
func pageText(body string) string {
	return html.UnescapeString(tagOrComment.ReplaceAllString(body, " "))
}
