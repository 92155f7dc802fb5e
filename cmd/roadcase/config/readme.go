package config

import (
	"bytes"
	"errors"
)

// The markers between which README.md holds the generated table.
const (
	ReadmeBegin = "<!-- BEGIN configuration table: written by go run ./cmd/config-doc from cmd/roadcase/config; do not edit -->\n"
	ReadmeEnd   = "<!-- END configuration table -->\n"
)

// RewriteReadme returns readme with the text between its markers replaced by
// Markdown().
func RewriteReadme(readme []byte) ([]byte, error) {
	begin := bytes.Index(readme, []byte(ReadmeBegin))
	end := bytes.Index(readme, []byte(ReadmeEnd))
	if begin < 0 || end < begin {
		return nil, errors.New("config: README.md has no configuration table markers")
	}
	var out bytes.Buffer
	out.Write(readme[:begin+len(ReadmeBegin)])
	out.WriteString(Markdown())
	out.Write(readme[end:])
	return out.Bytes(), nil
}
