package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// axeFile is axe-core's browser build, relative to the repository root; npm ci
// installs the version package.json pins.
const axeFile = "node_modules/axe-core/axe.min.js"

// AxeTags are the axe-core rule tags Axe runs: WCAG 2.0 and 2.1 at levels A and
// AA, and axe's best practices.
var AxeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"}

// ErrNoAxe is Axe's error when node_modules holds no axe-core: run npm ci.
var ErrNoAxe = errors.New("no " + axeFile + " at or above the working directory: run npm ci")

// Violation is one axe-core rule a page breaks.
type Violation struct {
	// ID is the rule, such as "image-alt" or "label".
	ID string `json:"id"`
	// Impact is "minor", "moderate", "serious" or "critical".
	Impact string `json:"impact"`
	// Help says in one sentence what the rule asks for; HelpURL explains it.
	Help    string `json:"help"`
	HelpURL string `json:"helpUrl"`
	// Nodes are the elements that break the rule.
	Nodes []ViolationNode `json:"nodes"`
}

// ViolationNode is an element that breaks a rule.
type ViolationNode struct {
	// Target holds CSS selectors of the element; an element inside an iframe or
	// a shadow root has one per document, joined by " >>> ".
	Target []string `json:"target"`
	// HTML is the start of the element's markup.
	HTML string `json:"html"`
	// FailureSummary says what to fix.
	FailureSummary string `json:"failureSummary"`
}

// String prints the violation on one line, with the selectors of its elements.
func (v Violation) String() string {
	var targets []string
	for _, n := range v.Nodes {
		targets = append(targets, n.Target...)
	}
	return fmt.Sprintf("%s (%s): %s %v", v.ID, v.Impact, v.Help, targets)
}

// Serious returns the violations whose impact is serious or critical: the ones
// that keep someone from using the page.
func Serious(violations []Violation) []Violation {
	var out []Violation
	for _, v := range violations {
		if v.Impact == "serious" || v.Impact == "critical" {
			out = append(out, v)
		}
	}
	return out
}

// Axe audits the page loaded in tab with axe-core, with the rules tagged
// AxeTags, and returns what it breaks. It evaluates axe-core's source through the
// DevTools protocol, which a page's Content-Security-Policy does not govern, so
// the page is audited with its own policy in force (script-src 'self' included).
// ErrNoAxe when axe-core is not installed.
func Axe(tab context.Context) ([]Violation, error) {
	source, err := axeSource()
	if err != nil {
		return nil, err
	}
	loaded, err := chromedp.Run(tab, chromedp.Evaluate[bool](`typeof axe === "object" && typeof axe.run === "function"`))
	if err != nil {
		return nil, fmt.Errorf("axe: %w", err)
	}
	if !loaded {
		if _, err := chromedp.Run(tab, chromedp.Evaluate[chromedp.Void](source)); err != nil {
			return nil, fmt.Errorf("axe: load axe-core: %w", err)
		}
	}
	violations, err := chromedp.Run(tab, chromedp.Evaluate[[]Violation](axeRun, chromedp.EvalAwaitPromise))
	if err != nil {
		return nil, fmt.Errorf("axe: run: %w", err)
	}
	return violations, nil
}

// axeRun runs axe-core on the whole document and keeps, of each violation, what
// Violation holds. iframes is off because axe-core runs in the top document only
// (Axe evaluates it there): a frame's content is audited when a test loads it
// as a page of its own. With it on, axe-core posted a message to every frame
// and waited in vain for an answer, and a sandboxed frame (origin null, as a
// merge send's preview) made the headless shell log a security warning for
// that message.
var axeRun = fmt.Sprintf(`(async () => {
	const tags = %q.split(" ");
	const r = await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"], iframes: false});
	return r.violations.map(v => ({
		id: v.id, impact: v.impact || "", help: v.help, helpUrl: v.helpUrl,
		nodes: v.nodes.map(n => ({
			target: n.target.map(s => Array.isArray(s) ? s.join(" >>> ") : String(s)),
			html: n.html, failureSummary: n.failureSummary || "",
		})),
	}));
})()`, strings.Join(AxeTags, " "))

// axeSource reads axe-core's source once per test binary.
var axeSource = sync.OnceValues(func() (string, error) {
	path, ok := findUp(axeFile)
	if !ok {
		return "", ErrNoAxe
	}
	b, err := os.ReadFile(path)
	return string(b), err
})

// findUp returns rel under the nearest directory at or above the working
// directory (go test's is the package's) that holds it, looking no higher than
// the repository root, the first directory with go.mod.
func findUp(rel string) (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if _, err := os.Stat(path); err == nil {
			return path, true
		}
		_, err := os.Stat(filepath.Join(dir, "go.mod"))
		parent := filepath.Dir(dir)
		if err == nil || parent == dir {
			return "", false
		}
		dir = parent
	}
}

// Audit is Axe for a test: it returns what the page loaded in tab breaks, ends t
// through testenv.Missing when axe-core is not installed (a skip, unless
// ROADCASE_REQUIRE_BROWSER=1, since CI installs both) and fails t on any other
// error.
func Audit(t testing.TB, tab context.Context) []Violation {
	t.Helper()
	violations, err := Axe(tab)
	if errors.Is(err, ErrNoAxe) {
		testenv.Missing(t, EnvRequireBrowser, "%v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return violations
}
