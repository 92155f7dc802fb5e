// Package http is Roadcase's public REST API: a Gin engine with its own middleware
// (request id, access log, panic recovery, body size limit), bearer-token
// authentication and per-route authorization, RFC 9457 problem responses, and the
// handlers of every domain.
//
// Each domain declares its endpoints in one table of Route values (see routes.go);
// the authorization middleware of a route is derived from its Scope and MinRole, and
// cmd/openapi-gen reads the same table, through Server.Routes, to write each
// operation's security requirement into the OpenAPI document. Handlers carry swag
// annotations; general API information lives in api.go.
//
// Inside this package net/http is imported as nethttp.
package http
