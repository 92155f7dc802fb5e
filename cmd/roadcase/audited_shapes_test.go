package main

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"sync"

	"github.com/chromedp/chromedp"
)

// auditedShapes holds the shapes of the pages axe-core has audited in any test
// of the binary (pageShape), so that a page of a shape already audited is not
// audited again: the walks reach the same forms and lists many times, in one
// test and across tests (every walk signs up and makes a project), and an
// audit costs Chromium about as much as loading the page. html-validate still
// reads every page (auditedPages): its cost is Node's start, once per test.
var auditedShapes sync.Map

// firstOfShape says whether the page shown in the person's tab, at path, is the
// first of its shape in the binary, and remembers its shape.
func (p *person) firstOfShape(path string) bool {
	p.t.Helper()
	shape, err := chromedp.Run(p.tab, chromedp.Evaluate[string](pageShapeScript))
	if err != nil {
		p.t.Fatalf("the shape of %s: %v", path, err)
	}
	sum := sha256.Sum256([]byte(shape))
	_, seen := auditedShapes.LoadOrStore(recordIDs.ReplaceAllString(path, "{id}")+" "+hex.EncodeToString(sum[:]), true)
	return !seen
}

// recordIDs are the record identifiers in a path.
var recordIDs = regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{24,}\b|\b\d+\b`)

// pageShapeScript prints the document's shape: every element with its tag, its
// classes, the names of the attributes that matter to accessibility and forms
// and whether it has text of its own, indented by depth, but no text and no
// value, and a run of siblings of the same shape (a table's rows, a list's
// items) once. Two pages of one shape differ only in their words and numbers:
// what axe-core checks of them (names, labels, roles, landmarks, headings'
// order, contrast of each styled element) is the same.
const pageShapeScript = `(() => {
	const attrs = ["role", "type", "name", "for", "href", "action", "method", "alt", "title", "lang", "scope", "colspan",
		"tabindex", "disabled", "required", "readonly", "hidden", "open", "selected", "checked", "multiple", "aria-label",
		"aria-labelledby", "aria-describedby", "aria-current", "aria-invalid", "aria-live", "aria-hidden", "aria-expanded"];
	const shape = (el, depth) => {
		let s = "  ".repeat(depth) + el.tagName;
		if (el.id) s += "#" + el.id.replace(/[0-9a-f-]{8,}|\d+/g, "*");
		if (el.getAttribute("class")) s += "." + el.getAttribute("class").trim().split(/\s+/).join(".");
		for (const a of attrs) if (el.hasAttribute(a)) s += "[" + a + "]";
		if ([...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) s += " text";
		const kids = [];
		for (const c of el.children) {
			const k = shape(c, depth + 1);
			if (kids[kids.length - 1] !== k) kids.push(k);
		}
		return [s, ...kids].join("\n");
	};
	return shape(document.documentElement, 0);
})()`
