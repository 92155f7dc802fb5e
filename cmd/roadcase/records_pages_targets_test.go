package main

import (
	"context"
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"

	nethtml "golang.org/x/net/html"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// pageTargets are the demo owner's records the budgets measure: the largest of
// each kind, so that each page is measured at its worst in the demo.
type pageTargets struct {
	org kernel.ID
	// project has the most shows, crew, travel and hotels; venue the most
	// shows; show the most schedule items and guests.
	project, venue, show kernel.ID
	// deepProjects is the last page of the projects index, reached by its
	// cursor links.
	deepProjects string
}

// biggest returns the id whose count is largest (the first of equals, in the
// order of ids).
func biggest(counts map[kernel.ID]int) kernel.ID {
	var best kernel.ID
	for id, n := range counts {
		if best == "" || n > counts[best] || (n == counts[best] && id < best) {
			best = id
		}
	}
	return best
}

// targets finds the records the budgets measure in the demo organization.
func (s *recordsSite) targets() pageTargets {
	s.tb.Helper()
	org := demo.Organizations()[0].ID
	d, err := s.m.recordStore.LoadDataset(context.Background(), org, records.DatasetFilter{})
	if err != nil {
		s.tb.Fatal(err)
	}
	projects, venues, shows := map[kernel.ID]int{}, map[kernel.ID]int{}, map[kernel.ID]int{}
	for _, x := range d.Shows {
		projects[x.ProjectID]++
		venues[x.VenueID]++
	}
	for _, x := range d.CrewAssignments {
		projects[x.ProjectID]++
	}
	for _, x := range d.Travel {
		projects[x.ProjectID]++
	}
	for _, x := range d.Accommodations {
		projects[x.ProjectID]++
	}
	for _, x := range d.Schedule {
		shows[x.ShowID]++
	}
	for _, x := range d.GuestList {
		shows[x.ShowID]++
	}
	t := pageTargets{org: org, project: biggest(projects), venue: biggest(venues), show: biggest(shows)}
	t.deepProjects = s.lastPage("/projects")
	return t
}

var nextPageLink = regexp.MustCompile(`href="(/[a-z]+\?[^"]*cursor=[^"]*)"`)

// lastPage follows the next-page links of the index at path to its last page.
func (s *recordsSite) lastPage(path string) string {
	s.tb.Helper()
	for range 1000 {
		m := nextPageLink.FindStringSubmatch(s.mustGet(path).body)
		if m == nil {
			return path
		}
		path = html.UnescapeString(m[1])
	}
	s.tb.Fatalf("%s: more than 1,000 pages", path)
	return ""
}

// formAt reads the values of the form posted to action on the page body, as
// a browser would send them unchanged: inputs (checked boxes only), selected
// options and text areas.
func formAt(tb testing.TB, body, action string) url.Values {
	tb.Helper()
	doc, err := nethtml.Parse(strings.NewReader(body))
	if err != nil {
		tb.Fatal(err)
	}
	var form *nethtml.Node
	var find func(*nethtml.Node)
	find = func(n *nethtml.Node) {
		if n.Type == nethtml.ElementNode && n.Data == "form" && attr(n, "action") == action {
			form = n
		}
		for c := n.FirstChild; c != nil && form == nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	if form == nil {
		tb.Fatalf("no form posts to %s", action)
	}
	v := url.Values{}
	var read func(*nethtml.Node)
	read = func(n *nethtml.Node) {
		if n.Type == nethtml.ElementNode {
			readControl(n, v)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			read(c)
		}
	}
	read(form)
	return v
}

// readControl adds what the form control n sends, if it is one, to v.
func readControl(n *nethtml.Node, v url.Values) {
	name := attr(n, "name")
	if name == "" {
		return
	}
	switch n.Data {
	case "input":
		switch attr(n, "type") {
		case "submit", "button", "reset":
		case "checkbox", "radio":
			if hasAttr(n, "checked") {
				v.Add(name, orDefault(attr(n, "value"), "on"))
			}
		default:
			v.Add(name, attr(n, "value"))
		}
	case "textarea":
		if n.FirstChild != nil {
			v.Add(name, strings.TrimPrefix(n.FirstChild.Data, "\n"))
		} else {
			v.Add(name, "")
		}
	case "select":
		var options []*nethtml.Node
		var walk func(*nethtml.Node)
		walk = func(c *nethtml.Node) {
			for ; c != nil; c = c.NextSibling {
				if c.Type == nethtml.ElementNode && c.Data == "option" {
					options = append(options, c)
				}
				walk(c.FirstChild)
			}
		}
		walk(n.FirstChild)
		chosen := ""
		for i, o := range options {
			if i == 0 || hasAttr(o, "selected") {
				chosen = attr(o, "value")
			}
		}
		v.Add(name, chosen)
	}
}

func attr(n *nethtml.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasAttr(n *nethtml.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func orDefault(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}
