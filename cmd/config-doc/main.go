// Command config-doc writes README.md's configuration table from the table of
// environment variables in cmd/roadcase/config. Run it from the module root
// (task docs does); a test fails while the README is stale.
package main

import (
	"log"
	"os"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

func main() {
	const path = "README.md"
	readme, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	out, err := config.RewriteReadme(readme)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		log.Fatal(err)
	}
}
