// Package http is Roadcase's public REST API: a router over net/http's ServeMux
// (router.go, with its own Context: context.go) and its middleware
// (request id, access log, panic recovery, body size limit), bearer-token
// authentication and per-route authorization, RFC 9457 problem responses, and the
// handlers of every domain. Inside this package net/http is imported as nethttp.
//
// Each domain declares its endpoints in one table of Route values, returned by a
// method such as documentRoutes in the domain's own file and listed in
// Server.routes. A route's Scope and MinRole are the only place its access rule is
// written: mount derives the authorization middleware from them, and
// cmd/openapi-gen reads the same table, through Server.Routes, to write the
// operation's security requirement, x-required-scopes and x-required-role into the
// OpenAPI document. Adding a domain therefore takes:
//
//   - a field for its driving port in Deps;
//   - a route table method and its line in Server.routes;
//   - thin handlers that read PrincipalFrom(c) for the organization, decode bodies
//     with decodeJSON, and hand every error to respondError;
//   - swag annotations on each handler (@ID, @Tags, @Summary, @Description,
//     @Param, @Success, @Failure with {object} Problem, @Router with the OpenAPI
//     path), and then `go run ./cmd/openapi-gen` to regenerate docs/api.
//
// General API information for swag lives in api.go.
package http
