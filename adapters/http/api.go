package http

// The general API information below is read by swag (cmd/openapi-gen names this file
// as its main API file). Security schemes and per-operation security requirements are
// not annotated here: cmd/openapi-gen derives them from the route table.

// @title						Roadcase API
// @version					1.0.0
// @description				The integration API of the Roadcase production-management platform: documents, reports and metrics, and advancing, scoped to the organization of the calling token.
// @description				Authenticate with a personal access token in the Authorization header: `Authorization: Bearer rc_pat_...`. Each operation names the scope it requires. Errors are RFC 9457 problem documents (application/problem+json).
// @BasePath					/
