package testenv_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// TestOnlyTestenvReadsTheRequireVariables keeps every decision about a missing
// tool in Missing: no other file of the module may read a ROADCASE_REQUIRE_*
// variable with os.Getenv or os.LookupEnv, whether by its name or by a constant
// that holds it. A test that looked its tool up and failed on its own would pass
// CI, where every tool is there, and fail on a fresh machine.
func TestOnlyTestenvReadsTheRequireVariables(t *testing.T) {
	files := parseModule(t, filepath.Join("..", ".."))
	names := map[string]bool{} // constants whose value is a ROADCASE_REQUIRE_ name
	for _, f := range files {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			if v, ok := n.(*ast.ValueSpec); ok {
				for i, val := range v.Values {
					if isRequireName(val) && i < len(v.Names) {
						names[v.Names[i].Name] = true
					}
				}
			}
			return true
		})
	}
	for _, f := range files {
		if filepath.Base(filepath.Dir(f.path)) == "testenv" {
			continue
		}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || !isEnvRead(call.Fun) {
				return true
			}
			if arg := call.Args[0]; isRequireName(arg) || names[identName(arg)] {
				t.Errorf("%s reads a %s* variable itself: use testenv.Missing or testenv.Required", f.path, testenv.Prefix)
			}
			return true
		})
	}
}

type file struct {
	path string
	ast  *ast.File
}

// parseModule parses every Go file under root, outside hidden directories,
// testdata and node_modules.
func parseModule(t *testing.T, root string) []file {
	t.Helper()
	var files []file
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		files = append(files, file{path, f})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("only %d Go files under %s: the walk is broken", len(files), root)
	}
	return files
}

func isRequireName(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	s, err := strconv.Unquote(lit.Value)
	return err == nil && strings.HasPrefix(s, testenv.Prefix)
}

func isEnvRead(fun ast.Expr) bool {
	sel, ok := fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "os" && (sel.Sel.Name == "Getenv" || sel.Sel.Name == "LookupEnv")
}

func identName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}
