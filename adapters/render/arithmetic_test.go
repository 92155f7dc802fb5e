package render

import (
	"slices"
	"testing"
	"text/template/parse"
)

// TestTemplateArithmeticCannotOverflow audits every add, sub and mul in the
// templates. Every figure a schema admits lies within ±10^15 (the catalog's
// conventions test holds every schema to it) and every array index below its
// maxItems, so the sum or difference of two such operands is within ±2×10^15,
// far inside int64. A product of two figures could exceed it, so mul is not
// used; nor is an operand that is itself a computation. A template that needs
// either must first prove its bound here.
func TestTemplateArithmeticCannotOverflow(t *testing.T) {
	t.Parallel()
	_, r, _ := setup(t)
	uses := 0
	for key := range r.pages {
		page, err := r.page(key)
		if err != nil {
			t.Fatal(err)
		}
		for _, tmpl := range page.Templates() {
			if tmpl.Tree == nil {
				continue
			}
			walkCommands(tmpl.Tree.Root, func(cmd *parse.CommandNode) {
				id, ok := cmd.Args[0].(*parse.IdentifierNode)
				if !ok || !slices.Contains([]string{"add", "sub", "mul"}, id.Ident) {
					return
				}
				uses++
				if id.Ident == "mul" {
					t.Errorf("%s (%s): %s multiplies, and a product of two figures can leave int64", key, tmpl.Name(), cmd)
				}
				for _, arg := range cmd.Args[1:] {
					switch arg.(type) {
					case *parse.FieldNode, *parse.VariableNode, *parse.NumberNode, *parse.ChainNode, *parse.DotNode:
					default:
						t.Errorf("%s (%s): %s has an operand that is itself computed", key, tmpl.Name(), cmd)
					}
				}
			})
		}
	}
	if uses == 0 {
		t.Fatal("no arithmetic found: the audit walks nothing")
	}
}

// walkCommands calls fn for every command of every pipeline below n.
func walkCommands(n parse.Node, fn func(*parse.CommandNode)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				walkCommands(c, fn)
			}
		}
	case *parse.ActionNode:
		walkCommands(n.Pipe, fn)
	case *parse.IfNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.RangeNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.WithNode:
		walkBranch(&n.BranchNode, fn)
	case *parse.TemplateNode:
		walkCommands(n.Pipe, fn)
	case *parse.PipeNode:
		if n != nil {
			for _, c := range n.Cmds {
				fn(c)
				for _, arg := range c.Args {
					walkCommands(arg, fn)
				}
			}
		}
	}
}

func walkBranch(b *parse.BranchNode, fn func(*parse.CommandNode)) {
	walkCommands(b.Pipe, fn)
	walkCommands(b.List, fn)
	walkCommands(b.ElseList, fn)
}
