package openapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// Version is the OpenAPI version of the document.
const Version = "3.0.3"

// Convert turns a Swagger 2.0 document into the OpenAPI 3.0.3 document Roadcase
// serves, post-processed from routes (see PostProcess) and validated.
func Convert(ctx context.Context, swagger []byte, routes []httpapi.RouteSpec) (*openapi3.T, error) {
	var doc2 openapi2.T
	if err := json.Unmarshal(swagger, &doc2); err != nil {
		return nil, fmt.Errorf("read swagger 2.0: %w", err)
	}
	doc, err := openapi2conv.ToV3(&doc2)
	if err != nil {
		return nil, fmt.Errorf("convert to openapi 3: %w", err)
	}
	if err := PostProcess(doc, routes); err != nil {
		return nil, err
	}
	if err := doc.Validate(ctx); err != nil {
		return nil, fmt.Errorf("validate openapi document: %w", err)
	}
	return doc, nil
}

// Marshal writes doc as pretty-printed JSON with sorted keys, unescaped HTML
// characters and a trailing newline. The document is decoded and re-encoded so that
// the nested MarshalJSON methods' HTML escaping does not leak into the file.
func Marshal(doc *openapi3.T) ([]byte, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(tree); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
