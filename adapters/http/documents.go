package http

import (
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// documentCSP forbids a rendered document every request and every script, should
// it be opened straight from the response.
const documentCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// documentRoutes is the route table of the documents domain.
func (s *Server) documentRoutes() []Route {
	return []Route{
		{Method: nethttp.MethodGet, Path: "/api/v1/documents", Scope: identity.ScopeDocumentsRead, Handler: s.listDocumentTypes},
		{Method: nethttp.MethodGet, Path: "/api/v1/documents/{type}", Scope: identity.ScopeDocumentsRead, Handler: s.getDocumentType},
		{Method: nethttp.MethodPost, Path: "/api/v1/documents/{type}/render", Scope: identity.ScopeDocumentsWrite, Handler: s.renderDocument},
	}
}

// listDocumentTypes lists the catalog.
//
//	@ID				listDocumentTypes
//	@Summary		List the document types
//	@Description	Returns every document type (29), sorted by category and then by key. The catalog is fixed and returned whole, without paging.
//	@Description
//	@Description	The answer carries a strong ETag: send it back in an If-None-Match request header (one tag or a comma-separated list, weakly compared, or *) to get 304 without a body while the catalog is unchanged.
//	@Tags			documents
//	@Produce		json
//	@Success		200				{object}	DocumentTypeList	"The document types."
//	@Header			200				{string}	ETag				"The answer's strong entity tag, for If-None-Match."
//	@Header			200				{string}	Cache-Control		"Always private, no-cache: revalidate before reusing a stored copy, since every answer needs a valid token."
//	@Success		304				"Not modified: If-None-Match names the answer's entity tag (or is *). No body."
//	@Header			304				{string}	ETag				"The answer's strong entity tag."
//	@Header			304				{string}	Cache-Control		"Always private, no-cache."
//	@Router			/api/v1/documents [get]
func (s *Server) listDocumentTypes(c *Context) {
	set, err := s.documentsFixed(c.Request.Context())
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	serveFixed(c, set.list)
}

// getDocumentType returns one type's contract.
//
//	@ID				getDocumentType
//	@Summary		Get a document type's contract
//	@Description	Returns the type's JSON Schema (draft 2020-12), sample data that satisfies it, its merge-field paths and the kinds of record it can be rendered from.
//	@Description
//	@Description	The answer carries a strong ETag: send it back in an If-None-Match request header (one tag or a comma-separated list, weakly compared, or *) to get 304 without a body while the contract is unchanged.
//	@Tags			documents
//	@Produce		json
//	@Param			type			path		string			true	"The document type's key."	Extensions(x-roadcase-enum=DocumentTypeKey)
//	@Success		200				{object}	DocumentType	"The contract."
//	@Header			200				{string}	ETag			"The answer's strong entity tag, for If-None-Match."
//	@Header			200				{string}	Cache-Control	"Always private, no-cache: revalidate before reusing a stored copy, since every answer needs a valid token."
//	@Success		304				"Not modified: If-None-Match names the answer's entity tag (or is *). No body."
//	@Header			304				{string}	ETag			"The answer's strong entity tag."
//	@Header			304				{string}	Cache-Control	"Always private, no-cache."
//	@Failure		404				{object}	Problem			"There is no document type with this key (code document_type_not_found)."
//	@Router			/api/v1/documents/{type} [get]
func (s *Server) getDocumentType(c *Context) {
	ctx, key := c.Request.Context(), c.Param("type")
	set, err := s.documentsFixed(ctx)
	if err != nil {
		s.respondError(c, kernel.Internal(err))
		return
	}
	if f, ok := set.byKey[key]; ok {
		serveFixed(c, f)
		return
	}
	t, err := s.deps.Documents.Get(ctx, key) // not in the catalog: the port says why
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.JSON(nethttp.StatusOK, toDocumentType(t))
}

// renderDocument renders a document from data or from a record.
//
//	@ID				renderDocument
//	@Summary		Render a document
//	@Description	Renders the document type as a complete, self-contained HTML5 page (inline CSS, print-ready, no scripts, nothing loaded from elsewhere). Send exactly one of `data`, which must satisfy the type's JSON Schema, or `record_id`, the identifier of one of your organization's records of a kind the type accepts. Every schema violation is listed in `errors`, each with a JSON pointer into the request body.
//	@Tags			documents
//	@Accept			json
//	@Produce		html
//	@Param			type	path		string					true	"The document type's key."	Extensions(x-roadcase-enum=DocumentTypeKey)
//	@Param			request	body		RenderDocumentRequest	true	"Exactly one of data and record_id."
//	@Success		200		{string}	string					"The rendered HTML page (text/html; charset=utf-8)."
//	@Header			200		{string}	Content-Security-Policy	"Forbids the page every script and every request beyond itself, should it be opened straight from the response."
//	@Header			200		{string}	Cache-Control			"Always no-store: a page may hold personal data."
//	@Header			200		{string}	X-Content-Type-Options	"Always nosniff."
//	@Failure		404		{object}	Problem					"There is no document type with this key (code document_type_not_found), or no record with this identifier in your organization (code record_not_found)."
//	@Failure		413		{object}	Problem					"The body is larger than the render route's limit: 64 MiB unless the operator sets ROADCASE_MAX_RENDER_BODY_BYTES; the largest data any type's schema admits fits under the default."
//	@Failure		422		{object}	Problem					"Both or neither of data and record_id (code exactly_one_of); data that fails the schema (code invalid_data, every violation in errors); a record_id that is not a UUID (code invalid_uuid) or names a record of a kind the type does not accept (code record_kind_not_accepted); or an unknown member."
//	@Router			/api/v1/documents/{type}/render [post]
func (s *Server) renderDocument(c *Context) {
	ctx, key := c.Request.Context(), c.Param("type")
	if _, err := s.deps.Documents.Get(ctx, key); err != nil {
		s.respondError(c, err)
		return
	}
	var in RenderDocumentRequest
	if err := decodeJSON(c, &in); err != nil {
		s.respondError(c, err)
		return
	}
	hasData := len(in.Data) > 0 && string(in.Data) != "null"
	if hasData == (in.RecordID != nil) {
		s.respondError(c, kernel.InvalidField("", "exactly_one_of",
			"send exactly one of data and record_id").WithCode("exactly_one_of"))
		return
	}
	org := PrincipalFrom(c).OrgID
	var page []byte
	var err error
	if hasData {
		page, err = s.deps.Documents.RenderData(ctx, org, key, in.Data)
	} else {
		page, err = s.deps.Documents.RenderRecord(ctx, org, key, *in.RecordID)
	}
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.Header("Content-Security-Policy", documentCSP)
	c.Header("Cache-Control", "no-store")
	c.Header("X-Content-Type-Options", "nosniff")
	c.Data(nethttp.StatusOK, "text/html; charset=utf-8", page)
}

func kindNames(ks []records.Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = string(k)
	}
	return out
}
