// Package openapi turns the swag annotations of adapters/http into the OpenAPI
// 3.0.3 document Roadcase serves: swag writes Swagger 2.0, kin-openapi's
// openapi2conv converts it, and this package post-processes the result from the
// adapter's route table (bearer security, required scopes and roles, problem
// responses, 405/429/500/503, the rate-limit fields) and for generators (open
// objects for pass-through JSON, "exactly one of" as a oneOf, the closed sets of
// the catalog and of advancing as one component each, nullable where a member can
// be null), validates it and writes it with a stable layout. cmd/openapi-gen runs
// the whole pipeline.
package openapi
