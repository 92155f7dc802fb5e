package htmlcheck

import (
	"strings"
	"testing"
)

const goodPage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>T</title><style>p{}</style></head>
<body><h1>A</h1><h2>B</h2><table><thead><tr><th>x</th></tr></thead></table><p><a href="mailto:a@b.example">m</a></p></body></html>`

// TestCheckCatchesBrokenPages proves the checker used on every rendered
// document can fail.
func TestCheckCatchesBrokenPages(t *testing.T) {
	t.Parallel()
	if p := Check([]byte(goodPage)); len(p) > 0 {
		t.Fatalf("a good page fails: %q", p)
	}
	cases := []struct{ name, old, new, want string }{
		{"no doctype", "<!DOCTYPE html>", "", "doctype"},
		{"a script", "<h1>A</h1>", "<h1>A</h1><script>x</script>", "forbidden element <script>"},
		{"an external image", "<h1>A</h1>", `<h1>A</h1><img src="https://x.example/a.png" alt="">`, "points outside"},
		{"a protocol-relative link", `href="mailto:a@b.example"`, `href="//x.example"`, "points outside"},
		{"a link to a web page", `href="mailto:a@b.example"`, `href="https://pay.example/p/1"`, ""},
		{"a script link", `href="mailto:a@b.example"`, `href="javascript:x()"`, "points outside"},
		{"a stylesheet link", "<style>p{}</style>", `<link rel="stylesheet" href="https://x.example/a.css">`, "points outside"},
		{"an event handler", "<h1>A</h1>", `<h1 onclick="x()">A</h1>`, "event handler"},
		{"a broken attribute", "<h1>A</h1>", `<h1 title="" '="">A</h1>`, "broken attribute"},
		{"an unclosed element", "<h2>B</h2>", "<h2>B</h2><div>", "does not close"},
		{"a stray end tag", "<h2>B</h2>", "<h2>B</h2></div>", "does not close"},
		{"a skipped heading level", "<h2>B</h2>", "<h3>B</h3>", "skips a level"},
		{"a table without thead", "<thead><tr><th>x</th></tr></thead>", "<tbody><tr><td>x</td></tr></tbody>", "without <thead>"},
		{"a div inside a paragraph", "<p><a", "<p><div></div><a", "<div> inside <p>"},
		{"no lang", ` lang="en"`, "", "lang"},
		{"no charset", `<meta charset="utf-8">`, "", "charset"},
		{"an empty title", "<title>T</title>", "<title> </title>", "empty <title>"},
		{"two bodies", "</body>", "</body><body></body>", "2 <body>"},
		{"a stylesheet import", "p{}", "@import 'x.css';", "loads something"},
		{"a comment", "<h1>A</h1>", "<h1>A</h1><!-- x -->", "comment"},
		{"a blank heading", "<h2>B</h2>", "<h2>\t<bdi>\u00a0\u2028\ufeff</bdi> </h2>", "an empty <h2>"},
		{"a title of 70 characters", "<title>T</title>", "<title>" + strings.Repeat("é", 70) + "</title>", ""},
		{"a title long as written", "<title>T</title>", "<title>" + strings.Repeat("&amp;", 15) + "</title>", "long-title"},
		{"a title long in UTF-16", "<title>T</title>", "<title>" + strings.Repeat("😀", 36) + "</title>", "72 UTF-16 code units"},
		{"trailing white space", "<h2>B</h2>", "<h2>B</h2><p>a \t\r\nb</p>", "trailing white space"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			page := strings.Replace(goodPage, c.old, c.new, 1)
			problems := strings.Join(Check([]byte(page)), "; ")
			if c.want == "" && problems != "" {
				t.Fatalf("an acceptable page fails: %q", problems)
			}
			if !strings.Contains(problems, c.want) {
				t.Fatalf("problems %q, want one containing %q", problems, c.want)
			}
		})
	}
}
