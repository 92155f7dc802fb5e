package config

import (
	"fmt"
	"io"
	"regexp"
	"strings"
)

// helpWidth is the width the help text is wrapped to.
const helpWidth = 100

// WriteHelp writes the configuration part of roadcase help: each variable
// with its summary, the flag that overrides it and its default. It returns the
// first error writing to w.
func WriteHelp(w io.Writer) error {
	p := &printer{w: w}
	const col = 34 // two spaces, the name, at least two spaces
	for _, v := range Vars {
		line := v.Summary
		if v.Flag != "" {
			line += "; " + v.Flag + " overrides it"
		}
		line += "; default " + plain(v.DefaultShown())
		lines := wrap(line, helpWidth-col)
		name := "  " + v.Name
		if len(name) > col-2 {
			p.printf("%s\n", name)
		} else {
			p.printf("%-*s%s\n", col, name, lines[0])
			lines = lines[1:]
		}
		for _, l := range lines {
			p.printf("%*s%s\n", col, "", l)
		}
	}
	return p.err
}

// WriteReference writes roadcase help config: every variable with its type,
// default, flag, the commands that use it and its full description, as the
// README's table has them. It returns the first error writing to w.
func WriteReference(w io.Writer) error {
	p := &printer{w: w}
	p.printf("Roadcase reads these environment variables; every command checks them all at start and\n")
	p.printf("reports every mistake at once. Secrets are never printed.\n")
	for _, v := range Vars {
		p.printf("\n%s\n", v.Name)
		facts := "type: " + v.Type + "; default: " + plain(v.DefaultShown()) + "; used by: " + v.Commands
		if v.Flag != "" {
			facts += "; flag: " + v.Flag
		}
		for _, l := range wrap(facts, helpWidth-2) {
			p.printf("  %s\n", l)
		}
		for _, l := range wrap(plain(v.Doc), helpWidth-2) {
			p.printf("  %s\n", l)
		}
	}
	return p.err
}

// Markdown is the README's configuration table.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| Variable | Type | Default | Flag | Used by | Meaning |\n|---|---|---|---|---|---|\n")
	for _, v := range Vars {
		def := v.DefaultText
		if def == "" && v.Default != "" {
			def = "`" + v.Default + "`"
		} else if def == "" {
			def = "none"
		}
		flag := ""
		if v.Flag != "" {
			flag = "`" + v.Flag + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s |\n", v.Name, v.Type, def, flag, v.Commands, v.Doc)
	}
	return b.String()
}

// mdLink is a Markdown link, whose text plain keeps.
var mdLink = regexp.MustCompile(`\[([^\]]+)\]\([^)]+\)`)

// plain turns the table's Markdown into text for a terminal.
func plain(md string) string {
	return strings.ReplaceAll(mdLink.ReplaceAllString(md, "$1"), "`", "")
}

// wrap breaks s into lines of at most width characters, at spaces.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) > width:
			lines = append(lines, line)
			line = word
		default:
			line += " " + word
		}
	}
	return append(lines, line)
}
