package annotated

import "net/http"

// Problem mirrors the adapter's problem document.
type Problem struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Status int    `json:"status"`
	Code   string `json:"code"`
}

// RenderRequest is a JSON request body.
type RenderRequest struct {
	Data     map[string]any `json:"data"`
	RecordID string         `json:"record_id"`
}

// Packet is a JSON response body.
type Packet struct {
	ID string `json:"id"`
}

// listDocuments is a secured read.
//
//	@ID			listDocuments
//	@Summary	List document types
//	@Tags		documents
//	@Produce	json
//	@Success	200	{array}		Packet
//	@Failure	404	{object}	Problem	"Not found."
//	@Router		/api/v1/documents [get]
func listDocuments(w http.ResponseWriter, r *http.Request) {}

// renderDocument takes a JSON body and answers HTML.
//
//	@ID				renderDocument
//	@Summary		Render a document
//	@Description	Renders the document type as HTML.
//	@Tags			documents
//	@Accept			json
//	@Produce		html
//	@Param			type	path		string			true	"Document type key"
//	@Param			body	body		RenderRequest	true	"Data or a record id"
//	@Success		200		{string}	string			"The rendered HTML page."
//	@Failure		422		{object}	Problem			"The data does not match the schema."
//	@Router			/api/v1/documents/{type}/render [post]
func renderDocument(w http.ResponseWriter, r *http.Request) {}

// createPacket needs the manager role.
//
//	@ID			createAdvancePacket
//	@Summary	Create an advance packet shell
//	@Tags		advancing
//	@Accept		json
//	@Produce	json
//	@Param		id		path		string	true	"Project id"
//	@Param		body	body		Packet	true	"The shell"
//	@Success	201		{object}	Packet
//	@Failure	404		{object}	Problem	"No such project."
//	@Router		/api/v1/projects/{id}/advance-packets [post]
func createPacket(w http.ResponseWriter, r *http.Request) {}

// getOpenAPI is public.
//
//	@ID			getOpenAPI
//	@Summary	The document
//	@Tags		meta
//	@Produce	json
//	@Success	200	{object}	object
//	@Failure	413	{object}	Problem	"Too large."
//	@Router		/api/v1/openapi.json [get]
func getOpenAPI(w http.ResponseWriter, r *http.Request) {}
