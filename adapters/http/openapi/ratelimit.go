package openapi

import (
	"github.com/getkin/kin-openapi/openapi3"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// headerRetryAfter names the Retry-After header component.
const headerRetryAfter = "Retry-After"

// rateLimitHeaders are the header components the rate limits use, declared once
// and referred to from every response.
func rateLimitHeaders() openapi3.Headers {
	str := func(description, example string) *openapi3.HeaderRef {
		s := openapi3.NewStringSchema()
		s.Example = example
		return &openapi3.HeaderRef{Value: &openapi3.Header{Parameter: openapi3.Parameter{
			Description: description, Schema: s.NewRef()}}}
	}
	retry := openapi3.NewIntegerSchema().WithMin(1)
	retry.Example = 20
	return openapi3.Headers{
		httpapi.HeaderRateLimitPolicy: str("The quotas the request was counted against "+
			"(draft-ietf-httpapi-ratelimit-headers-11): \"token\" and \"org\" (the token's organization, "+
			"all of its tokens together) for an authenticated request, \"address\" (the client's IP "+
			"address, or its IPv6 /64) for a request without a valid token; each allows q requests per w "+
			"seconds, and may spend them all at once.",
			`"token";q=600;w=60, "org";q=3000;w=60`),
		httpapi.HeaderRateLimit: str("What is left of each quota (draft-ietf-httpapi-ratelimit-headers-11): "+
			"r requests could be sent at once now; t is the seconds until the quota is whole again or, when r "+
			"is 0, until the next request is allowed.",
			`"token";r=599;t=1, "org";r=2999;t=1`),
		headerRetryAfter: {Value: &openapi3.Header{Parameter: openapi3.Parameter{
			Description: "The seconds to wait before sending the request again.", Schema: retry.NewRef()}}},
	}
}

// addRateLimits documents the rate limits on an operation: the 429 answer with
// Retry-After, and the RateLimit-Policy and RateLimit fields on every answer.
func addRateLimits(op *openapi3.Operation, r httpapi.RouteSpec) {
	description := "A quota is spent: the token's or its organization's or, for a request without a " +
		"valid token, the client address's, which failed authentications spend (an address that has " +
		"spent it is refused before its token is looked up). Retry-After says when to send the request again."
	if r.Public {
		description = "The client address's quota for requests without a token is spent. " +
			"Retry-After says when to send the request again."
	}
	addResponse(op, 429, description, false)
	headers := rateLimitHeaders()
	op.Responses.Value("429").Value.Headers[headerRetryAfter] = headerRef(headers, headerRetryAfter)
	for _, resp := range op.Responses.Map() {
		if resp.Value == nil {
			continue
		}
		if resp.Value.Headers == nil {
			resp.Value.Headers = openapi3.Headers{}
		}
		for _, name := range []string{httpapi.HeaderRateLimitPolicy, httpapi.HeaderRateLimit} {
			resp.Value.Headers[name] = headerRef(headers, name)
		}
	}
}

// headerRef refers to the component name of headers, resolved (as the
// document's validation wants every reference to be).
func headerRef(headers openapi3.Headers, name string) *openapi3.HeaderRef {
	return &openapi3.HeaderRef{Ref: "#/components/headers/" + name, Value: headers[name].Value}
}
