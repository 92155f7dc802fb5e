package binding_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/records"
)

// readKinds maps what binders read to the kinds of record it is: a field of
// Source.Data, or a method of Index.
var readKinds = map[string]records.Kind{
	"Venues": records.KindVenue, "People": records.KindPerson, "Projects": records.KindProject,
	"Shows": records.KindShow, "CrewAssignments": records.KindCrewAssignment,
	"Timesheets": records.KindTimesheetEntry, "Schedule": records.KindScheduleItem,
	"Travel": records.KindTravelSegment, "Accommodations": records.KindAccommodation,
	"GuestList": records.KindGuestListEntry, "BudgetLines": records.KindBudgetLine,
	"Expenses": records.KindExpense, "Income": records.KindIncomeLine, "Invoices": records.KindInvoice,
	"Settlements": records.KindSettlement,
	"Project()":   records.KindProject, "Venue()": records.KindVenue, "Person()": records.KindPerson,
	"Show()": records.KindShow, "SettlementOf()": records.KindSettlement,
}

// TestEveryBinderDeclaresWhatItReads reads the package's source: from each
// catalog entry's binder it follows every function of the package the binder
// calls or refers to, and collects the fields of Source.Data and the methods of
// Index they use. Each must be of a kind in the entry's Reads (projects come
// whatever), since the documents service loads only those; a binder that hands
// Data on whole, or calls a method of it, must read everything (Reads nil).
func TestEveryBinderDeclaresWhatItReads(t *testing.T) {
	t.Parallel()
	funcs := packageFuncs(t)
	for _, e := range binding.Catalog {
		name := runtime.FuncForPC(reflect.ValueOf(e.Bind).Pointer()).Name()
		root := name[strings.LastIndex(name, ".")+1:]
		if funcs[root] == nil {
			t.Errorf("%s from %s: binder %s not found in the package's source", e.DocType, e.Kind, root)
			continue
		}
		used, whole := reads(funcs, root)
		if whole && e.Reads != nil {
			t.Errorf("%s from %s hands Source.Data on whole; its Reads must be nil (everything), not %v",
				e.DocType, e.Kind, e.Reads)
		}
		if e.Reads == nil {
			continue
		}
		for _, what := range used {
			if k := readKinds[what]; k != records.KindProject && !slices.Contains(e.Reads, k) {
				t.Errorf("%s from %s reads %s (%s) but its Reads are %v", e.DocType, e.Kind, what, readKinds[what], e.Reads)
			}
		}
	}
}

// packageFuncs parses the package's non-test files and returns its functions and
// methods by name.
func packageFuncs(t *testing.T) map[string]*ast.FuncDecl {
	t.Helper()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	funcs := map[string]*ast.FuncDecl{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
				funcs[fn.Name.Name] = fn
			}
		}
	}
	return funcs
}

// reads returns what the functions reachable from root read (readKinds' keys),
// and whether one of them uses Source.Data as a whole (other than to select one
// of its fields).
func reads(funcs map[string]*ast.FuncDecl, root string) (used []string, whole bool) {
	seen := map[string]bool{}
	queue := []string{root}
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if seen[name] {
			continue
		}
		seen[name] = true
		inner := map[ast.Node]bool{}
		ast.Inspect(funcs[name].Body, func(n ast.Node) bool {
			if x, ok := n.(*ast.SelectorExpr); ok {
				inner[x.X] = true
			}
			return true
		})
		ast.Inspect(funcs[name].Body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Ident:
				if funcs[x.Name] != nil && !seen[x.Name] {
					queue = append(queue, x.Name)
				}
			case *ast.SelectorExpr:
				if x.Sel.Name == "Data" && !inner[x] {
					whole = true
				}
				if inner, ok := x.X.(*ast.SelectorExpr); ok && inner.Sel.Name == "Data" {
					_, known := readKinds[x.Sel.Name]
					switch {
					case known && !slices.Contains(used, x.Sel.Name):
						used = append(used, x.Sel.Name)
					case !known && x.Sel.Name != "Profile": // a method of Dataset reads it all
						whole = true
					}
				}
			case *ast.CallExpr:
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); !ok || (pkg.Name != "records" && pkg.Name != "kernel") {
						if _, ok := readKinds[sel.Sel.Name+"()"]; ok && !slices.Contains(used, sel.Sel.Name+"()") {
							used = append(used, sel.Sel.Name+"()")
						}
					}
				}
			}
			return true
		})
	}
	return used, whole
}
