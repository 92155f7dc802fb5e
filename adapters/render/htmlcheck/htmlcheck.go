// Package htmlcheck checks that a rendered document page keeps the renderer's
// promises about its HTML (see Check). It is a test-support package: the render
// package's tests and the service's property tests import it; the service does
// not.
package htmlcheck

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// voidElements never have an end tag.
var voidElements = []string{"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

// forbiddenElements would run code, load something or escape the page.
var forbiddenElements = []string{"script", "link", "iframe", "frame", "object", "embed", "base", "form", "noscript", "template", "svg", "math", "video", "audio", "source"}

// blockElements may not appear inside a <p>: the parser would close the paragraph.
var blockElements = []string{"address", "article", "aside", "blockquote", "div", "dl", "fieldset", "footer", "form",
	"h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul"}

// urlAttributes hold URLs; they may point only inside the page or at a mail or
// phone address, never at something the browser would fetch. A link (<a href>)
// may also point at a web address: it is followed only when the reader clicks
// it (an invoice's "Pay online" link), nothing is loaded with the page.
var urlAttributes = []string{"src", "href", "action", "formaction", "srcset", "poster", "data", "background", "cite", "ping"}

// Check returns every way page breaks the renderer's promises: a doctype
// first; one html, head and body, in order; lang="en"; a UTF-8 charset; a
// non-empty title; no script or other active or fetching element; no external
// URL; no inline event handler; balanced tags; no block inside a paragraph; headings
// that start at h1, skip no level and are not blank; a title of at most 70
// UTF-16 code units as written; no text line ending in spaces or tabs; and a
// thead in every table (see text.go for the text rules).
func Check(page []byte) []string {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	z := html.NewTokenizer(bytes.NewReader(page))
	var stack []string
	seen := map[string]int{}
	first, charset, inTitle, titleText, titleRaw, inStyle := true, false, false, "", "", false
	var heading headingText
	level := 0
	var tables []bool // whether each open table has a thead
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if z.Err() != io.EOF {
				bad("tokenizer: %v", z.Err())
			}
			break
		}
		raw := string(z.Raw()) // before Token, which unescapes text in place
		tok := z.Token()
		if first && tt != html.DoctypeToken && !(tt == html.TextToken && strings.TrimSpace(tok.Data) == "") {
			bad("the page does not start with a doctype")
		}
		switch tt {
		case html.DoctypeToken:
			if !first || !strings.EqualFold(tok.Data, "html") {
				bad("doctype %q is not the first token or not html", tok.Data)
			}
			first = false
		case html.CommentToken:
			bad("comment in the output: %q", tok.Data)
		case html.TextToken:
			if inTitle {
				titleText += tok.Data
				titleRaw += raw
			}
			if heading.name != "" {
				heading.text.WriteString(tok.Data)
			}
			if p := textProblem(raw); p != "" && !inStyle {
				bad("%s", p)
			}
			if inStyle && (strings.Contains(tok.Data, "url(") || strings.Contains(tok.Data, "@import")) {
				bad("the stylesheet loads something")
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			first = false
			name := tok.Data
			seen[name]++
			if slices.Contains(forbiddenElements, name) {
				bad("forbidden element <%s>", name)
			}
			if len(stack) > 0 && stack[len(stack)-1] == "p" && slices.Contains(blockElements, name) {
				bad("<%s> inside <p>", name)
			}
			problems = append(problems, checkAttributes(name, tok.Attr)...)
			switch {
			case name == "html" && attr(tok.Attr, "lang") != "en":
				bad(`<html> without lang="en"`)
			case name == "meta" && strings.EqualFold(attr(tok.Attr, "charset"), "utf-8"):
				charset = true
			case name == "title":
				inTitle = true
			case name == "style":
				inStyle = true
			case name == "table":
				tables = append(tables, false)
			case name == "thead" && len(tables) > 0:
				tables[len(tables)-1] = true
			case len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6':
				l := int(name[1] - '0')
				if (level == 0 && l != 1) || l > level+1 {
					bad("heading <%s> after h%d skips a level", name, level)
				}
				level = max(level, l)
				if tt == html.StartTagToken && heading.name == "" {
					heading.name = name
					heading.text.Reset()
				}
			}
			if tt == html.StartTagToken && !slices.Contains(voidElements, name) {
				stack = append(stack, name)
			}
		case html.EndTagToken:
			name := tok.Data
			if len(stack) == 0 || stack[len(stack)-1] != name {
				bad("</%s> does not close the open element (open: %s)", name, strings.Join(stack, " > "))
				if i := slices.Index(stack, name); i >= 0 {
					stack = stack[:i]
				}
				continue
			}
			stack = stack[:len(stack)-1]
			switch name {
			case "title":
				inTitle = false
			case heading.name:
				if blank(heading.text.String()) {
					bad("an empty <%s>: no text but white space (empty-heading)", name)
				}
				heading.name = ""
			case "style":
				inStyle = false
			case "table":
				if !tables[len(tables)-1] {
					bad("a table without <thead>")
				}
				tables = tables[:len(tables)-1]
			}
		}
	}
	if len(stack) > 0 {
		bad("unclosed elements: %s", strings.Join(stack, " > "))
	}
	for _, el := range []string{"html", "head", "body", "title"} {
		if seen[el] != 1 {
			bad("%d <%s> elements, want 1", seen[el], el)
		}
	}
	if seen["h1"] < 1 {
		bad("no <h1>")
	}
	if !charset {
		bad(`no <meta charset="utf-8">`)
	}
	if strings.TrimSpace(titleText) == "" {
		bad("an empty <title>")
	}
	if p := titleProblem(titleRaw); p != "" {
		bad("%s", p)
	}
	if i, j := bytes.Index(page, []byte("<head")), bytes.Index(page, []byte("<body")); i < 0 || j < i {
		bad("<head> does not come before <body>")
	}
	return problems
}

func checkAttributes(el string, attrs []html.Attribute) []string {
	var problems []string
	for _, a := range attrs {
		k, v := strings.ToLower(a.Key), strings.ToLower(strings.TrimSpace(a.Val))
		switch {
		case strings.HasPrefix(k, "on"):
			problems = append(problems, fmt.Sprintf("<%s> has an event handler %s", el, k))
		case strings.ContainsAny(k, `<>"'/=&`):
			problems = append(problems, fmt.Sprintf("<%s> has a broken attribute name %q", el, a.Key))
		case slices.Contains(urlAttributes, k) && !localURL(el, v):
			problems = append(problems, fmt.Sprintf("<%s %s=%q> points outside the page", el, k, a.Val))
		case k == "style" && strings.Contains(v, "url("):
			problems = append(problems, fmt.Sprintf("<%s> style loads something", el))
		}
	}
	return problems
}

func localURL(el, v string) bool {
	switch {
	case strings.HasPrefix(v, "#"), strings.HasPrefix(v, "mailto:"), strings.HasPrefix(v, "tel:"):
		return true
	case strings.HasPrefix(v, "data:image/") && el == "img":
		return true
	case el == "a" && (strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://")):
		return true
	}
	return false
}

func attr(attrs []html.Attribute, key string) string {
	for _, a := range attrs {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
