package http

// The general API information below is read by swag (cmd/openapi-gen names this file
// as its main API file). Security schemes and per-operation security requirements are
// not annotated here: cmd/openapi-gen derives them from the route table.

// @title						Roadcase API
// @version					1.0.0
// @description				The integration API of the Roadcase production-management platform for live events, tours and festivals. Every answer is scoped to the organization of the calling token.
// @description				Authenticate with a personal access token in the Authorization header: `Authorization: Bearer rc_pat_...`. Each operation names the scope it requires. Errors are RFC 9457 problem documents (application/problem+json).
// @license.name				Proprietary
// @license.url				https://roadcase.dev/terms
// @contact.name				Roadcase API support
// @contact.url				https://roadcase.dev/support
// @contact.email				api@roadcase.dev
// @BasePath					/
// @tag.name					advancing
// @tag.description			Advance packets: a project's packet graph, packets with their sections and audiences, packet shells, and the delivery funnel of each send batch.
// @tag.name					documents
// @tag.description			Document types with their JSON Schema, sample data and merge-field paths, and rendering to print-ready HTML from caller data or from a record.
// @tag.name					meta
// @tag.description			The API's own description.
// @tag.name					reporting
// @tag.description			The metric catalog (KPI definitions with their formulas, inputs and parameters) and metric values computed live from the organization's records.
