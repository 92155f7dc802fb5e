package web

import (
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

//go:embed templates
var templatesFS embed.FS

// sharedTemplates are parsed into every page: the layout and the form partials.
var sharedTemplates = []string{"templates/layout.html", "templates/forms.html", "templates/records_parts.html",
	"templates/docs_pages_parts.html"}

// pageSet holds the page templates, each parsed (with the shared ones) and
// prepared by isolatePage at its first use, once: parsing all of them is about
// 30 ms of CPU, which a start need not spend before it can answer (serve calls
// Warm once it listens). A template that does not parse fails its page's
// requests and Warm; the package's tests parse every one.
type pageSet struct {
	names []string // sorted
	parse map[string]func() (*template.Template, error)
}

// newPageSet lists the embedded page templates without parsing them.
func newPageSet(a *assets) (*pageSet, error) {
	files, err := fs.Glob(templatesFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	p := &pageSet{parse: map[string]func() (*template.Template, error){}}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(f, "templates/"), ".html")
		if slices.Contains(sharedTemplates, f) {
			continue
		}
		p.names = append(p.names, name)
		p.parse[name] = sync.OnceValues(func() (*template.Template, error) { return parsePage(a, name, f) })
	}
	slices.Sort(p.names)
	return p, nil
}

// page returns the named page template, parsing it if it is its first use.
func (p *pageSet) page(name string) (*template.Template, error) {
	parse, ok := p.parse[name]
	if !ok {
		return nil, fmt.Errorf("web: no page template %q", name)
	}
	return parse()
}

// all parses every page not parsed yet and returns them by name, or the first
// error.
func (p *pageSet) all() (map[string]*template.Template, error) {
	pages := make(map[string]*template.Template, len(p.names))
	for _, name := range p.names {
		t, err := p.page(name)
		if err != nil {
			return nil, err
		}
		pages[name] = t
	}
	return pages, nil
}

// parsePages parses every page template at once (the tests look at all).
func parsePages(a *assets) (map[string]*template.Template, error) {
	p, err := newPageSet(a)
	if err != nil {
		return nil, err
	}
	return p.all()
}

// parsePage parses the page template in file f together with the shared ones,
// as name; a page is executed through the layout's "layout" template.
func parsePage(a *assets, name, f string) (*template.Template, error) {
	t, err := template.New(name).Funcs(templateFuncs(a)).ParseFS(templatesFS, append(sharedTemplates, f)...)
	if err != nil {
		return nil, fmt.Errorf("web: parsing %s: %w", f, err)
	}
	if err := isolatePage(t); err != nil {
		return nil, fmt.Errorf("web: escaping %s: %w", f, err)
	}
	return t, nil
}

// Warm parses every page template not parsed yet, so that no page's first
// request pays for its own; it returns the first template that does not
// parse. serve calls it in the background once it listens.
func (s *Server) Warm() error {
	_, err := s.pages.all()
	return err
}
