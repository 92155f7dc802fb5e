package core_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// coreInterfaces are the exported interface types the core may declare, each with
// its reason. Every other interface between the core and what surrounds it (one
// an adapter implements, one a use case depends on, however narrow, one another
// domain's use cases implement) is declared in ports, in its domain's file.
var coreInterfaces = map[string]string{
	"core/kernel.Clock": "a primitive the kernel implements itself (SystemClock, FixedClock) and models may take, which cannot import ports",
}

// TestPortInterfacesLiveInPorts holds the core to the convention on where port
// interfaces live: no package of the core declares an exported interface type
// beyond coreInterfaces, and a use-case package (core/<domain>/app) declares no
// interface at all, named or literal, since even an unexported one there would
// be a dependency its callers must satisfy. A model may keep an unexported
// interface for its own polymorphism (reporting's located). Tests may declare
// what they like.
func TestPortInterfacesLiveInPorts(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	err = filepath.WalkDir(filepath.Join(root, "core"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		dir := filepath.ToSlash(filepath.Dir(rel))
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		named := map[*ast.InterfaceType]bool{}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, spec := range g.Specs {
				ts := spec.(*ast.TypeSpec)
				it, ok := ts.Type.(*ast.InterfaceType)
				if !ok || constraint(it) {
					continue
				}
				named[it] = true
				key := dir + "." + ts.Name.Name
				switch {
				case isApp(dir):
					t.Errorf("%s declares interface %s; a use-case package declares none: move it to ports (see docs/architecture.md, Ports)", rel, ts.Name.Name)
				case ts.Name.IsExported() && coreInterfaces[key] == "":
					t.Errorf("%s declares exported interface %s; move it to ports, or list it in coreInterfaces with its reason", rel, ts.Name.Name)
				case ts.Name.IsExported():
					seen[key] = true
				}
			}
		}
		if isApp(dir) {
			ast.Inspect(f, func(n ast.Node) bool {
				if it, ok := n.(*ast.InterfaceType); ok && !named[it] && !constraint(it) && it.Methods.NumFields() > 0 {
					t.Errorf("%s:%d: an interface literal; a use-case package depends on ports, not on interfaces of its own", rel, fset.Position(it.Pos()).Line)
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for key := range coreInterfaces {
		if !seen[key] {
			t.Errorf("coreInterfaces lists %s, which the core no longer declares; drop it", key)
		}
	}
}

// constraint reports whether it is a type constraint (it has a union or ~T
// term), which no value has, so no adapter could implement.
func constraint(it *ast.InterfaceType) bool {
	for _, f := range it.Methods.List {
		switch f.Type.(type) {
		case *ast.BinaryExpr, *ast.UnaryExpr:
			return true
		}
	}
	return false
}
