package web

import (
	"net/http"
	"net/url"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// docsBlock is a record page's "Documents" block: the document types that can
// be made from the page's records (their record_kinds), grouped by record,
// each a link to the document's page and, with a PDF engine, to its PDF.
type docsBlock struct {
	Groups []docsGroup
	// Paper is the size the links print on; Other links the page itself with
	// the other size.
	Paper, OtherPaper, Other string
	// Engine names the PDF engine; empty when there is none, and the page then
	// says to print from the browser.
	Engine string
}

// docsGroup is the documents of one record, or of one kind of record.
type docsGroup struct {
	Heading string
	Links   []docsLink
}

// docsLink opens one document: its page, and its PDF when there is an engine.
type docsLink struct{ Title, Href, PDFHref string }

// docsSubject is a record documents are made from, listed under Group with
// Name (when set) after each document's title.
type docsSubject struct {
	Group string
	Kind  records.Kind
	ID    kernel.ID
	Name  string
}

// documentsBlock lists the documents of subjects on paper: the page's ?paper=
// when it has one, convention otherwise. Nil when documents are not served or
// no type takes any of the subjects.
func (s *Server) documentsBlock(r *http.Request, convention ports.Paper, subjects ...docsSubject) *docsBlock {
	if !s.documentsMounted() {
		return nil
	}
	paper := convention
	if p, err := paperParam(r); err == nil && r.URL.Query().Has("paper") {
		paper = p
	}
	b := &docsBlock{Paper: paperName(paper)}
	other := ports.PaperLetter
	if paper == ports.PaperLetter {
		other = ports.PaperA4
	}
	b.OtherPaper, b.Other = paperName(other), r.URL.Path+"?paper="+string(other)+"#documents-title"
	if s.deps.PDF != nil {
		b.Engine = s.deps.PDF.Engine()
	}
	query := ""
	if paper != ports.PaperA4 {
		query = "?paper=" + string(paper)
	}
	types := s.deps.Documents.List(r.Context())
	for _, sub := range subjects {
		var links []docsLink
		for _, t := range types {
			if !slices.Contains(t.RecordKinds, sub.Kind) {
				continue
			}
			title := t.Title
			if sub.Name != "" {
				title += " · " + sub.Name
			}
			href := "/documents/" + url.PathEscape(t.Key) + "/" + url.PathEscape(string(sub.ID))
			l := docsLink{Title: title, Href: href + query}
			if b.Engine != "" {
				l.PDFHref = href + "/pdf" + query
			}
			links = append(links, l)
		}
		if len(links) == 0 {
			continue
		}
		if n := len(b.Groups); n > 0 && b.Groups[n-1].Heading == sub.Group {
			b.Groups[n-1].Links = append(b.Groups[n-1].Links, links...)
			continue
		}
		b.Groups = append(b.Groups, docsGroup{Heading: sub.Group, Links: links})
	}
	if len(b.Groups) == 0 {
		return nil
	}
	return b
}

// paperName is a paper size as people name it.
func paperName(p ports.Paper) string {
	if p == ports.PaperLetter {
		return "US Letter"
	}
	return "A4"
}
