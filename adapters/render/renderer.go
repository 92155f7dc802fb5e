// Package render renders documents with html/template: one embedded layout (the
// HTML5 page, its inline print-friendly CSS, header and footer) around one embedded
// content template per document type (templates/<key>.html). The layout is parsed
// at New, each type's template at its first render; rendering is safe for
// concurrent use.
package render

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.Renderer = (*Renderer)(nil)

//go:embed layout.html style.html partials.html
var layoutFiles embed.FS

//go:embed templates/*.html
var templateFiles embed.FS

// Renderer holds the layout and, by type key, each type's page: a clone of the
// layout with the type's content template, parsed at the type's first render.
type Renderer struct {
	base  *template.Template
	fsys  fs.FS
	pages map[string]*lazyPage
}

// lazyPage is one type's page, parsed once, at its first use.
type lazyPage struct {
	once sync.Once
	name string // the file in the Renderer's fsys
	page *template.Template
	err  error
}

// New parses the embedded layout; each embedded type template is parsed at its
// type's first render. The templates are compiled into the binary, so Check,
// which the package's tests run, proves them all once for all starts, and a
// start spends none of that work.
func New() (*Renderer, error) {
	sub, err := fs.Sub(templateFiles, "templates")
	if err != nil {
		return nil, err
	}
	return newLazy(sub)
}

// NewFS parses the embedded layout and every <key>.html file at the top of fsys
// as the content template of the type keyed key. A type template must define
// "content" and nothing the layout defines. It reports every file that fails.
func NewFS(fsys fs.FS) (*Renderer, error) {
	r, err := newLazy(fsys)
	if err != nil {
		return nil, err
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	return r, nil
}

// newLazy parses the layout and lists the type templates of fsys, parsing none.
func newLazy(fsys fs.FS) (*Renderer, error) {
	base, err := template.New("layout").Option("missingkey=default").Funcs(funcs).Funcs(bidiFuncs).
		ParseFS(layoutFiles, "layout.html", "style.html", "partials.html")
	if err != nil {
		return nil, fmt.Errorf("render: layout: %w", err)
	}
	for _, t := range base.Templates() {
		isolateActions(t.Tree)
	}
	names, err := fs.Glob(fsys, "*.html")
	if err != nil {
		return nil, err
	}
	r := &Renderer{base: base, fsys: fsys, pages: make(map[string]*lazyPage, len(names))}
	for _, name := range names {
		r.pages[strings.TrimSuffix(path.Base(name), ".html")] = &lazyPage{name: name}
	}
	return r, nil
}

// Check parses every type template not parsed yet and reports every one that
// fails.
func (r *Renderer) Check() error {
	var problems []string
	for _, key := range slices.Sorted(maps.Keys(r.pages)) {
		if _, err := r.page(key); err != nil {
			problems = append(problems, err.Error())
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("render: %s", strings.Join(problems, "; "))
	}
	return nil
}

// page returns the parsed page of the type keyed key, parsing it the first
// time. KindNotFound when there is no template for key.
func (r *Renderer) page(key string) (*template.Template, error) {
	p, ok := r.pages[key]
	if !ok {
		return nil, kernel.NotFound("template of document type " + key)
	}
	p.once.Do(func() { p.page, p.err = parsePage(r.base, r.fsys, p.name) })
	return p.page, p.err
}

func parsePage(base *template.Template, fsys fs.FS, name string) (*template.Template, error) {
	src, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	page, err := base.Clone()
	if err != nil {
		return nil, err
	}
	content, err := template.New(name).Funcs(funcs).Funcs(bidiFuncs).Parse(string(src))
	if err != nil {
		return nil, err
	}
	for _, t := range content.Templates() {
		isolateActions(t.Tree)
	}
	var defined []string
	for _, t := range content.Templates() {
		if t.Name() != name {
			defined = append(defined, t.Name())
		}
	}
	if len(defined) != 1 || defined[0] != "content" {
		return nil, fmt.Errorf("%s: defines %q, want exactly \"content\"", name, defined)
	}
	if _, err := page.AddParseTree("content", content.Lookup("content").Tree); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	// Escape now, so that a template that html/template rejects fails here (Check).
	if err := page.Execute(discard{}, nil); err != nil && strings.Contains(err.Error(), "html/template") {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return page, nil
}

// Keys returns the keys of the types that have a template, in no order.
func (r *Renderer) Keys() []string {
	out := make([]string, 0, len(r.pages))
	for k := range r.pages {
		out = append(out, k)
	}
	return out
}

// Render renders the type keyed key with data into a complete HTML5 page titled
// "<title> — <subject>" (see pageTitle). data is raw JSON ([]byte or
// json.RawMessage), decoded with json.Number so integers keep their precision, or
// an already decoded JSON value. KindNotFound if there is no template for key;
// KindInternal if the template fails on data.
func (r *Renderer) Render(ctx context.Context, key, title string, data any) ([]byte, error) {
	page, err := r.page(key)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return nil, err
	}
	if err != nil {
		return nil, kernel.Internal(err)
	}
	data, err = decoded(data)
	if err != nil {
		return nil, kernel.Internal(fmt.Errorf("render %s: %w", key, err))
	}
	full := pageTitle(title, data)
	var buf bytes.Buffer
	buf.Grow(16 << 10)
	err = page.ExecuteTemplate(&buf, "layout", pageData{Title: full, TypeTitle: title, Data: data})
	if err != nil {
		return nil, kernel.Internal(fmt.Errorf("render %s: %w", key, err))
	}
	return trimLineEnds(buf.Bytes()), nil
}

// trimLineEnds removes the spaces and tabs that end lines, in place. Template
// indentation around actions leaves them behind; HTML validators flag them, and
// outside <pre> they never show (the one pre-wrap element, div.notes, lets trailing
// spaces hang invisibly).
func trimLineEnds(b []byte) []byte {
	// A caller's CR LF or lone CR ends a line as LF does (HTML reads them as LF),
	// so it is written as LF, and the spaces before it are trimmed too.
	if bytes.IndexByte(b, '\r') >= 0 {
		b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
		b = bytes.ReplaceAll(b, []byte("\r"), []byte("\n"))
	}
	out := b[:0]
	start := 0
	for i := 0; i <= len(b); i++ {
		if i < len(b) && b[i] != '\n' {
			continue
		}
		line := bytes.TrimRight(b[start:i], " \t")
		out = append(out, line...)
		if i < len(b) {
			out = append(out, '\n')
		}
		start = i + 1
	}
	return out
}

// pageData is the layout's dot.
type pageData struct {
	Title     string
	TypeTitle string
	Data      any
}

func decoded(data any) (any, error) {
	var raw []byte
	switch d := data.(type) {
	case json.RawMessage:
		raw = d
	case []byte:
		raw = d
	default:
		return data, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
