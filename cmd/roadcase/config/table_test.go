package config_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// moduleRoot is the repository's root, from this package's directory.
var moduleRoot = filepath.Join("..", "..", "..")

// TestEveryRowIsComplete checks the table itself: one row a variable, each
// with what the help text and the README show.
func TestEveryRowIsComplete(t *testing.T) {
	name := regexp.MustCompile(`^(ROADCASE_[A-Z0-9_]+|OTEL_[A-Z_]+|GOGC|GOMEMLIMIT|XDG_DATA_HOME)$`)
	seen := map[string]bool{}
	for _, v := range config.Vars {
		if seen[v.Name] || !name.MatchString(v.Name) {
			t.Errorf("%q: a second row, or not a variable name", v.Name)
		}
		seen[v.Name] = true
		if v.Type == "" || v.Commands == "" || v.Summary == "" || v.Doc == "" {
			t.Errorf("%s: a type, the commands, a summary and a description are needed", v.Name)
		}
		if strings.ContainsAny(v.Doc+v.DefaultText+v.Type, "|\n") || strings.Contains(v.Summary, "\n") {
			t.Errorf("%s: a | or a line break would break the README's table", v.Name)
		}
		if v.Default != "" && v.DefaultText != "" {
			t.Errorf("%s: a default value and a description of the default", v.Name)
		}
		secretName := regexp.MustCompile(`KEY|SECRET|PASSWORD`).MatchString(v.Name)
		if secretName && !v.Secret {
			t.Errorf("%s: its name says secret, its row does not", v.Name)
		}
		if _, ok := config.Lookup(v.Name); !ok {
			t.Errorf("Lookup(%s) finds nothing", v.Name)
		}
	}
}

func TestTheReadmeTableIsTheTable(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(moduleRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := config.RewriteReadme(readme)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readme, want) {
		t.Fatal("README.md's configuration table is stale: run go run ./cmd/config-doc")
	}
	for _, v := range config.Vars {
		if !bytes.Contains(readme, []byte("| `"+v.Name+"` |")) {
			t.Errorf("README.md has no row for %s", v.Name)
		}
	}
}

func TestTheHelpListsEveryVariable(t *testing.T) {
	var short, long bytes.Buffer
	if err := config.WriteHelp(&short); err != nil {
		t.Fatal(err)
	}
	if err := config.WriteReference(&long); err != nil {
		t.Fatal(err)
	}
	for _, v := range config.Vars {
		if !strings.Contains(short.String(), "  "+v.Name+" ") && !strings.Contains(short.String(), "  "+v.Name+"\n") {
			t.Errorf("roadcase help has no line for %s", v.Name)
		}
		if !strings.Contains(long.String(), "\n"+v.Name+"\n") {
			t.Errorf("roadcase help config has no entry for %s", v.Name)
		}
	}
	for _, out := range []string{short.String(), long.String()} {
		if strings.ContainsAny(out, "`[") {
			t.Errorf("Markdown left in the help text:\n%s", out)
		}
		for _, line := range strings.Split(out, "\n") {
			if len([]rune(line)) > 100 {
				t.Errorf("a line longer than 100 characters: %q", line)
			}
		}
	}
}

// failingWriter fails every write, as a closed pipe does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("closed pipe") }

func TestTheHelpReportsAFailedWrite(t *testing.T) {
	if err := config.WriteHelp(failingWriter{}); err == nil {
		t.Error("WriteHelp into a failing writer returned no error")
	}
	if err := config.WriteReference(failingWriter{}); err == nil {
		t.Error("WriteReference into a failing writer returned no error")
	}
}
