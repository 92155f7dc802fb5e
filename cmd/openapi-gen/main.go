// Command openapi-gen regenerates docs/api/swagger.json and docs/api/openapi.json
// from the swag annotations and the route table of adapters/http. Run it from the
// module root:
//
//	go run ./cmd/openapi-gen
//
// The output is deterministic: running it twice gives identical files, so CI can
// regenerate and check `git diff --exit-code docs/api`.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/http/openapi"
)

func main() {
	root := flag.String("root", ".", "the module's root directory")
	out := flag.String("out", "", "the output directory (default ROOT/docs/api)")
	verbose := flag.Bool("v", false, "print swag's progress messages")
	flag.Parse()

	opts := openapi.Options{
		Root:      *root,
		OutputDir: *out,
		Routes:    httpapi.New(httpapi.Config{}, httpapi.Deps{}).Routes(),
	}
	if *verbose {
		opts.Log = os.Stderr
	}
	if err := openapi.Generate(context.Background(), opts); err != nil {
		fmt.Fprintln(os.Stderr, "openapi-gen:", err)
		os.Exit(1)
	}
}
