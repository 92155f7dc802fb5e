package render

import "text/template/parse"

// isolateFunc names the template function every printing action ends with.
const isolateFunc = "isolate"

// isolateActions appends "| isolate" to every action of tree that prints, so that
// every value a template prints, however the template author wrote it, passes
// through isolate before html/template escapes it. Rewriting the parse tree, as
// html/template itself does to add its escapers, makes isolation a property of the
// renderer rather than a convention each of the 29 templates must remember.
// Actions that declare or assign variables print nothing and are left alone, as
// are actions that already end with isolate, so the rewrite is idempotent.
//
// Templates print values only as element text (a test holds every template to
// that), so the marks isolate may add never land in an attribute or a URL.
func isolateActions(tree *parse.Tree) {
	if tree != nil && tree.Root != nil {
		isolateNode(tree.Root)
	}
}

func isolateNode(n parse.Node) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			isolateNode(c)
		}
	case *parse.ActionNode:
		isolatePipe(n.Pipe)
	case *parse.IfNode:
		isolateNode(n.List)
		isolateNode(n.ElseList)
	case *parse.RangeNode:
		isolateNode(n.List)
		isolateNode(n.ElseList)
	case *parse.WithNode:
		isolateNode(n.List)
		isolateNode(n.ElseList)
	}
}

func isolatePipe(p *parse.PipeNode) {
	if p == nil || len(p.Decl) > 0 || p.IsAssign || len(p.Cmds) == 0 {
		return
	}
	last := p.Cmds[len(p.Cmds)-1]
	if len(last.Args) == 1 {
		if id, ok := last.Args[0].(*parse.IdentifierNode); ok && id.Ident == isolateFunc {
			return
		}
	}
	id := parse.NewIdentifier(isolateFunc).SetPos(p.Pos)
	p.Cmds = append(p.Cmds, &parse.CommandNode{NodeType: parse.NodeCommand, Pos: p.Pos, Args: []parse.Node{id}})
}

// bidiFuncs holds the function isolateActions makes every printing action call.
var bidiFuncs = map[string]any{isolateFunc: isolate}
