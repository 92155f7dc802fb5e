package openapi

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"

	"github.com/swaggo/swag/gen"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// Output file names, written in Options.OutputDir.
const (
	SwaggerFile = "swagger.json"
	OpenAPIFile = "openapi.json"
)

// Options says where Generate reads the annotated sources and writes the documents.
type Options struct {
	// Root is the module's root directory; adapters/http is read below it.
	Root string
	// OutputDir receives swagger.json and openapi.json; empty means Root/docs/api.
	OutputDir string
	// Routes is the adapter's route table, from httpapi.New(...).Routes().
	Routes []httpapi.RouteSpec
	// Log receives swag's progress messages; nil discards them.
	Log io.Writer
}

// Generate runs the whole pipeline: swag parses adapters/http and writes
// swagger.json, which is converted, post-processed against Routes, given the
// closed sets (see Enums), validated and written as openapi.json.
// The same sources always give the same bytes.
func Generate(ctx context.Context, o Options) error {
	root, err := filepath.Abs(o.Root)
	if err != nil {
		return err
	}
	out := o.OutputDir
	if out == "" {
		out = filepath.Join(root, "docs", "api")
	}
	searchDir := filepath.Join(root, "adapters", "http")
	// This package (and its test fixture) lives below the search directory.
	swagger, err := runSwag(searchDir, "api.go", filepath.Join(searchDir, "openapi"), out, o.Log)
	if err != nil {
		return err
	}
	doc, err := Convert(ctx, swagger, o.Routes)
	if err != nil {
		return err
	}
	enums, err := Enums()
	if err != nil {
		return err
	}
	if err := applyEnums(doc, enums); err != nil {
		return err
	}
	if err := doc.Validate(ctx); err != nil {
		return fmt.Errorf("validate openapi document: %w", err)
	}
	b, err := Marshal(doc)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, OpenAPIFile), b, 0o644)
}

// runSwag parses the annotated packages in searchDir but not below exclude (mainFile
// holding the general API info), writes swagger.json in out and returns it.
func runSwag(searchDir, mainFile, exclude, out string, logw io.Writer) ([]byte, error) {
	if logw == nil {
		logw = io.Discard
	}
	err := gen.New().Build(&gen.Config{
		Debugger:        log.New(logw, "swag: ", 0),
		SearchDir:       searchDir,
		Excludes:        exclude,
		MainAPIFile:     mainFile,
		OutputDir:       out,
		OutputTypes:     []string{"json"},
		ParseDependency: 0,
		UseStructNames:  true,
		Strict:          true,
	})
	if err != nil {
		return nil, fmt.Errorf("swag: %w", err)
	}
	return os.ReadFile(filepath.Join(out, SwaggerFile))
}
