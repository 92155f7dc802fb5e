package web

import (
	"errors"
	"html/template"
	"io"
	"strings"
	"text/template/parse"
)

// isolateFunc names the template function (isolation.Value) that every action
// printing into a page's text calls before html/template escapes its value.
const isolateFunc = "isolate"

// textEscaper is the escaper html/template adds to an action that prints
// into element text.
const textEscaper = "_html_template_htmlescaper"

// titleTemplate is the template each page defines for its <title>, which
// prints nowhere else.
const titleTemplate = "title"

// isolatePage makes every action of page that prints into element text, or
// into the <title>, pass its value through isolation.Value, as the documents'
// renderer does: a caller's string that holds a right-to-left letter or a
// directional control (a name, an organization, a title, a subject, a portal
// field) is printed between FSI and PDI, so it cannot reorder what the page
// prints around it (" (owner)" in the organization switcher). It is the one
// mechanism: a new page or template gets it without asking.
//
// Unlike the documents' templates, pages also print values into attributes
// (a form's value, which is sent back and must stay as typed) and URLs, where
// marks must not go. So the rewrite is done after html/template has escaped
// the page, when each action ends with the escaper of its context: isolate is
// put before the element text's escaper. The "title" template, which prints
// only inside <title> (and which html/template escapes as a copy the page's
// list of templates does not show), gets isolate at the end of each action
// before escaping, as the documents' templates do. Running the page once,
// without data, makes html/template escape it; the error of that run is of no
// interest, an escaping error is returned.
func isolatePage(page *template.Template) error {
	if t := page.Lookup(titleTemplate); t != nil && t.Tree != nil {
		walkPipes(t.Tree.Root, endWithIsolate)
	}
	err := page.ExecuteTemplate(io.Discard, "layout", nil)
	var escapeErr *template.Error
	if errors.As(err, &escapeErr) {
		return err
	}
	for _, t := range page.Templates() {
		if t.Tree != nil && t.Name() != titleTemplate {
			walkPipes(t.Tree.Root, isolateText)
		}
	}
	return nil
}

// walkPipes calls visit with the pipeline of every action under n.
func walkPipes(n parse.Node, visit func(*parse.PipeNode)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			walkPipes(c, visit)
		}
	case *parse.ActionNode:
		if p := n.Pipe; p != nil && len(p.Decl) == 0 && !p.IsAssign && len(p.Cmds) > 0 {
			visit(p)
		}
	case *parse.IfNode:
		walkPipes(n.List, visit)
		walkPipes(n.ElseList, visit)
	case *parse.RangeNode:
		walkPipes(n.List, visit)
		walkPipes(n.ElseList, visit)
	case *parse.WithNode:
		walkPipes(n.List, visit)
		walkPipes(n.ElseList, visit)
	}
}

// isolateText puts isolate before the first escaper of p if that escaper is
// element text's, unless it is there already.
func isolateText(p *parse.PipeNode) {
	for i, cmd := range p.Cmds {
		name := commandName(cmd)
		if !strings.HasPrefix(name, "_html_template_") {
			continue
		}
		if name == textEscaper && (i == 0 || commandName(p.Cmds[i-1]) != isolateFunc) {
			p.Cmds = append(p.Cmds[:i], append([]*parse.CommandNode{isolateCommand(p)}, p.Cmds[i:]...)...)
		}
		return
	}
}

// endWithIsolate appends isolate to p, unless it ends with it already.
func endWithIsolate(p *parse.PipeNode) {
	if commandName(p.Cmds[len(p.Cmds)-1]) != isolateFunc {
		p.Cmds = append(p.Cmds, isolateCommand(p))
	}
}

func isolateCommand(p *parse.PipeNode) *parse.CommandNode {
	id := parse.NewIdentifier(isolateFunc).SetPos(p.Pos)
	return &parse.CommandNode{NodeType: parse.NodeCommand, Pos: p.Pos, Args: []parse.Node{id}}
}

// commandName is the function a command calls, "" if it calls none by name.
func commandName(c *parse.CommandNode) string {
	if len(c.Args) == 0 {
		return ""
	}
	if id, ok := c.Args[0].(*parse.IdentifierNode); ok {
		return id.Ident
	}
	return ""
}
