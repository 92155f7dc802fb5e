package http

import (
	nethttp "net/http"

	api "github.com/roadcase/roadcase/docs/api"
)

// metaRoutes is the route table of the API's own description.
func (s *Server) metaRoutes() []Route {
	return []Route{
		{Method: nethttp.MethodGet, Path: "/api/v1/openapi.json", Public: true, Handler: s.getOpenAPI},
	}
}

// getOpenAPI serves the embedded OpenAPI document.
//
//	@ID				getOpenAPI
//	@Summary		Get the OpenAPI description of the API
//	@Description	Returns the OpenAPI 3.0.3 document describing every endpoint of the API (this document), generated from the live routes.
//	@Tags			meta
//	@Produce		json
//	@Success		200	{object}	object	"The OpenAPI 3.0.3 document."
//	@Failure		413	{object}	Problem	"The request carried a body larger than the limit."
//	@Router			/api/v1/openapi.json [get]
func (s *Server) getOpenAPI(c *Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(nethttp.StatusOK, "application/json", api.OpenAPI)
}
