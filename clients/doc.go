// Package clients holds the test that runs the generated API clients against a
// real server. The clients themselves are generated, never committed: the Go
// client in clients/go (its own module, oapi-codegen), the TypeScript clients in
// clients/ts (@hey-api/openapi-ts; openapi-typescript with openapi-fetch). See
// README.md, "Generating a client", and .ci/run.
package clients
