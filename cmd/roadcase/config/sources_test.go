package config_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

const module = "github.com/roadcase/roadcase"

// testAndToolVars are the ROADCASE_ variables read outside the roadcase
// binary: by the test helpers, which run only under go test. They configure
// no roadcase command, so they are not in the table; README.md describes
// them where it tells how to run the tests. Other modules (clients/go, the
// load and start-up tools) are not walked.
var testAndToolVars = map[string]string{
	"ROADCASE_TEST_DATABASE_URL":    "adapters/postgres/pgtest",
	"ROADCASE_REQUIRE_POSTGRES":     "adapters/postgres/pgtest",
	"ROADCASE_TEST_REDIS_URL":       "adapters/ratelimit/redis/redistest",
	"ROADCASE_REQUIRE_REDIS":        "adapters/ratelimit/redis/redistest",
	"ROADCASE_CHROMIUM":             "adapters/web/browsertest",
	"ROADCASE_REQUIRE_BROWSER":      "adapters/web/browsertest",
	"ROADCASE_HTMLVALIDATE":         "adapters/render/htmlcheck",
	"ROADCASE_REQUIRE_HTMLVALIDATE": "adapters/render/htmlcheck",
	"ROADCASE_REQUIRE_STRIPE_MOCK":  "adapters/stripe/stripemock",
}

// binaryPackages returns the module-relative directories of the packages the
// roadcase binary is built from: cmd/roadcase and every package of the
// module it imports, directly or not, from files that are not tests.
func binaryPackages(t *testing.T) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	var visit func(dir string)
	visit = func(dir string) {
		if seen[dir] {
			return
		}
		seen[dir] = true
		for _, f := range goFiles(t, dir) {
			file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range file.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if strings.HasPrefix(p, module+"/") {
					visit(strings.TrimPrefix(p, module+"/"))
				}
			}
		}
	}
	visit("cmd/roadcase")
	return seen
}

// goFiles lists the non-test Go files of the package in dir.
func goFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(moduleRoot, dir))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			out = append(out, filepath.Join(moduleRoot, dir, n))
		}
	}
	return out
}

// envReads are the calls that read the environment.
var envReads = map[string]bool{"os.Getenv": true, "os.LookupEnv": true, "os.Environ": true, "syscall.Getenv": true}

// TestEveryVariableTheBinaryReadsIsInTheTable parses every non-test file of
// the module. In the binary's packages outside this one, nothing reads the
// environment, and every ROADCASE_ name a string mentions is in the table;
// elsewhere, a ROADCASE_ name is in the table or a test or tool variable.
func TestEveryVariableTheBinaryReadsIsInTheTable(t *testing.T) {
	binary := binaryPackages(t)
	if !binary["cmd/roadcase/config"] || !binary["adapters/http"] {
		t.Fatalf("the import walk missed the binary's packages: %v", binary)
	}
	varName := regexp.MustCompile(`ROADCASE_[A-Z0-9_]*`)
	found := 0
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != moduleRoot {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
			if d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(moduleRoot, filepath.Dir(path))
		rel = filepath.ToSlash(rel)
		if rel == "cmd/roadcase/config" {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && binary[rel] {
					if pkg, ok := sel.X.(*ast.Ident); ok && envReads[pkg.Name+"."+sel.Sel.Name] {
						t.Errorf("%s reads the environment (%s.%s): read it through package config's table",
							path, pkg.Name, sel.Sel.Name)
					}
				}
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				for _, name := range varName.FindAllString(n.Value, -1) {
					if strings.HasSuffix(name, "_") {
						continue // a prefix, such as testenv.Prefix, names no variable
					}
					found++
					_, inTable := config.Lookup(name)
					_, testOrTool := testAndToolVars[name]
					switch {
					case binary[rel] && !inTable:
						t.Errorf("%s names %s, which the table in cmd/roadcase/config does not have", path, name)
					case !inTable && !testOrTool:
						t.Errorf("%s names %s: add it to the table, or to testAndToolVars if no command reads it", path, name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no ROADCASE_ name found in the module: the walk is broken")
	}
}
