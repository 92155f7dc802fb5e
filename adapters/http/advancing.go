package http

import (
	"errors"
	nethttp "net/http"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingRoutes is the route table of the advancing domain.
func (s *Server) advancingRoutes() []Route {
	read, write := identity.ScopeAdvancingRead, identity.ScopeAdvancingWrite
	return []Route{
		{Method: nethttp.MethodGet, Path: "/api/v1/projects/{id}/advance-packets", Scope: read, Handler: s.getAdvancePacketGraph},
		{Method: nethttp.MethodPost, Path: "/api/v1/projects/{id}/advance-packets", Scope: write,
			MinRole: identity.RoleManager, Handler: s.idempotent(s.createAdvancePacket)},
		{Method: nethttp.MethodGet, Path: "/api/v1/advance-packets/{id}", Scope: read, Handler: s.getAdvancePacket},
		{Method: nethttp.MethodGet, Path: "/api/v1/advance-packets/{id}/sections", Scope: read, Handler: s.listAdvanceSections},
		{Method: nethttp.MethodGet, Path: "/api/v1/advance-packets/{id}/audiences", Scope: read, Handler: s.listAdvanceAudiences},
		{Method: nethttp.MethodGet, Path: "/api/v1/advance-packets/{id}/send-batches", Scope: read, Handler: s.listSendBatches},
		{Method: nethttp.MethodGet, Path: "/api/v1/send-batches/{id}/tracking-board", Scope: read, Handler: s.getTrackingBoard},
	}
}

// getAdvancePacketGraph returns a project's packet graph.
//
//	@ID				getAdvancePacketGraph
//	@Summary		Get a project's advance packet graph
//	@Description	Returns the project's advance packets as one graph: the project, its packets, their sections, audiences and send batches, and the contacts in the audiences, with a typed, directed edge for every link (project has_packet packet; packet has_section section, has_audience audience, has_send_batch batch; audience sees section; contact member_of audience; batch sent_to audience).
//	@Description
//	@Description	The body has the shape of the JSON Graph Format (JGF) version 1: `graph` with `directed`, `type`, `label` and the arrays `nodes` (`id`, `label`, `metadata`) and `edges` (`source`, `target`, `relation`). JGF was chosen because an edge's relation is a native member of a JGF edge, so a JGF reader loads the edges as they are, and flat node and edge arrays map onto any graph library's import. Each node also has `type` beside `id` and `label` (a member JGF's own schema does not list, so a reader that validates nodes strictly against it must set `type` aside first); the kind, status and required flag of its record are in `metadata`. The order is deterministic: the project, then each packet (oldest first) followed by its sections, audiences and send batches, then the contacts by name.
//	@Description
//	@Description	A project that is missing, that belongs to another organization, or whose identifier is not a UUID is 404, with the same body in all three cases.
//	@Tags			advancing
//	@Produce		json
//	@Param			id	path		string				true	"The project's identifier."	format(uuid)
//	@Success		200	{object}	PacketGraphDocument	"The packet graph; a project without packets has the project node alone."
//	@Failure		404	{object}	Problem				"There is no such project in your organization (code not_found)."
//	@Router			/api/v1/projects/{id}/advance-packets [get]
func (s *Server) getAdvancePacketGraph(c *Context) {
	g, err := s.deps.Advancing.ProjectGraph(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"))
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.JSON(nethttp.StatusOK, toPacketGraphDocument(g))
}

// createAdvancePacket creates a packet shell for a project.
//
//	@ID				createAdvancePacket
//	@Summary		Create an advance packet shell
//	@Description	Creates a new packet for the project, or for one of its shows, with the default sections, audiences and visibility of its kind, the audiences filled with the contacts the project's records already name, and no content. Every member of the body is optional: send `{}` for the defaults.
//	@Description
//	@Description	Send an `Idempotency-Key` header to make the request safe to retry (IETF draft-ietf-httpapi-idempotency-key-header): the first request with a key is carried out; a retry with the same key, path and body within 24 hours gets the first answer again (its status, `Location` and body, with `Idempotent-Replayed: true`) and creates nothing. Keys are kept per token: another token (another member, another integration) with the same key gets its own answer, never this one's. Answers with a 5xx status are not kept, so a retry after one runs again.
//	@Tags			advancing
//	@Accept			json
//	@Produce		json
//	@Param			id				path		string						true	"The project's identifier."	format(uuid)
//	@Param			Idempotency-Key	header		string						false	"A key unique to this request, such as a UUID: 1 to 255 visible ASCII characters, bare or as a quoted Structured Field string."	minlength(1)	maxlength(255)
//	@Param			request			body		CreateAdvancePacketRequest	true	"What the shell should be for; {} for the project's defaults."
//	@Success		201				{object}	AdvancePacket				"The new packet."
//	@Header			201				{string}	Location					"The new packet's path, /api/v1/advance-packets/{id}."
//	@Header			201				{string}	Idempotent-Replayed			"true when the answer is a replay of the first request with the same Idempotency-Key."
//	@Failure		400				{object}	Problem						"The body is not valid JSON or has a value of the wrong type, or the Idempotency-Key header is malformed (code invalid_idempotency_key, pointer /headers/Idempotency-Key)."
//	@Failure		404				{object}	Problem						"There is no such project in your organization (code not_found)."
//	@Failure		409				{object}	Problem						"A request with the same Idempotency-Key is still being processed (code idempotency_key_in_flight); retry once it has been answered."
//	@Failure		422				{object}	Problem						"A member is invalid: show_id not a UUID (invalid_uuid) or not one of the project's shows (not_in_project), an unknown kind (enum), due_on not a date (invalid_date), or an unknown member; or the Idempotency-Key was used for a different request (code idempotency_key_reused)."
//	@Router			/api/v1/projects/{id}/advance-packets [post]
func (s *Server) createAdvancePacket(c *Context) {
	role, ok := roleFrom(c)
	if !ok {
		s.respondError(c, kernel.Internal(errors.New("http: createAdvancePacket mounted without a minimum role")))
		return
	}
	var in CreateAdvancePacketRequest
	if err := decodeJSON(c, &in); err != nil {
		s.respondError(c, err)
		return
	}
	req, err := in.shellRequest()
	if err != nil {
		s.respondError(c, err)
		return
	}
	p, err := s.deps.Advancing.CreateShell(c.Request.Context(), PrincipalFrom(c).OrgID, role, c.Param("id"), req)
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.Header("Location", "/api/v1/advance-packets/"+string(p.ID))
	c.JSON(nethttp.StatusCreated, toAdvancePacket(p))
}

// getAdvancePacket returns one packet.
//
//	@ID				getAdvancePacket
//	@Summary		Get an advance packet
//	@Description	Returns the packet with every section (its fields, documents, status and dates) and every audience (its contacts and the sections it sees). A packet that is missing, that belongs to another organization, or whose identifier is not a UUID is 404, with the same body in all three cases.
//	@Tags			advancing
//	@Produce		json
//	@Param			id	path		string			true	"The packet's identifier."	format(uuid)
//	@Success		200	{object}	AdvancePacket	"The packet."
//	@Failure		404	{object}	Problem			"There is no such packet in your organization (code not_found)."
//	@Router			/api/v1/advance-packets/{id} [get]
func (s *Server) getAdvancePacket(c *Context) {
	p, err := s.deps.Advancing.Packet(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"))
	if err != nil {
		s.respondError(c, err)
		return
	}
	c.JSON(nethttp.StatusOK, toAdvancePacket(p))
}

// listAdvanceSections pages a packet's sections.
//
//	@ID				listAdvanceSections
//	@Summary		List an advance packet's sections
//	@Description	Returns a page of the packet's sections in position order. Follow `next_cursor` (or the `Link` header's next URL) for the next page.
//	@Tags			advancing
//	@Produce		json
//	@Param			id		path		string				true	"The packet's identifier."	format(uuid)
//	@Param			limit	query		int					false	"How many items a page holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor	query		string				false	"The next_cursor of the previous page; absent for the first page."
//	@Success		200		{object}	AdvanceSectionPage	"A page of sections."
//	@Header			200		{string}	Link				"The next page's URL, as <url>; rel=next (RFC 8288), when has_more is true."
//	@Failure		404		{object}	Problem				"There is no such packet in your organization (code not_found)."
//	@Failure		422		{object}	Problem				"The limit is not a whole number from 1 to 100 (code invalid_limit, pointer /limit), or the cursor is not one this list gave (code invalid_cursor, pointer /cursor)."
//	@Router			/api/v1/advance-packets/{id}/sections [get]
func (s *Server) listAdvanceSections(c *Context) {
	req, err := pageRequest(c)
	if err != nil {
		s.respondError(c, err)
		return
	}
	page, err := s.deps.Advancing.Sections(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"), req)
	if err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, req.Limit, page)
	c.JSON(nethttp.StatusOK, AdvanceSectionPage{Data: mapSlice(page.Data, toAdvanceSection),
		HasMore: page.HasMore, NextCursor: nextCursor(page.NextCursor)})
}

// listAdvanceAudiences pages a packet's audiences.
//
//	@ID				listAdvanceAudiences
//	@Summary		List an advance packet's audiences
//	@Description	Returns a page of the packet's audiences in position order, each with its contacts and the sections it sees. Follow `next_cursor` (or the `Link` header's next URL) for the next page.
//	@Tags			advancing
//	@Produce		json
//	@Param			id		path		string				true	"The packet's identifier."	format(uuid)
//	@Param			limit	query		int					false	"How many items a page holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor	query		string				false	"The next_cursor of the previous page; absent for the first page."
//	@Success		200		{object}	AdvanceAudiencePage	"A page of audiences."
//	@Header			200		{string}	Link				"The next page's URL, as <url>; rel=next (RFC 8288), when has_more is true."
//	@Failure		404		{object}	Problem				"There is no such packet in your organization (code not_found)."
//	@Failure		422		{object}	Problem				"The limit is not a whole number from 1 to 100 (code invalid_limit, pointer /limit), or the cursor is not one this list gave (code invalid_cursor, pointer /cursor)."
//	@Router			/api/v1/advance-packets/{id}/audiences [get]
func (s *Server) listAdvanceAudiences(c *Context) {
	req, err := pageRequest(c)
	if err != nil {
		s.respondError(c, err)
		return
	}
	page, err := s.deps.Advancing.Audiences(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"), req)
	if err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, req.Limit, page)
	c.JSON(nethttp.StatusOK, AdvanceAudiencePage{Data: mapSlice(page.Data, toAdvanceAudience),
		HasMore: page.HasMore, NextCursor: nextCursor(page.NextCursor)})
}

// listSendBatches pages a packet's send batches.
//
//	@ID				listSendBatches
//	@Summary		List an advance packet's send batches
//	@Description	Returns a page of the packet's send batches (merge sends to one of its audiences), oldest first. Follow `next_cursor` (or the `Link` header's next URL) for the next page.
//	@Tags			advancing
//	@Produce		json
//	@Param			id		path		string			true	"The packet's identifier."	format(uuid)
//	@Param			limit	query		int				false	"How many items a page holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor	query		string			false	"The next_cursor of the previous page; absent for the first page."
//	@Success		200		{object}	SendBatchPage	"A page of send batches."
//	@Header			200		{string}	Link			"The next page's URL, as <url>; rel=next (RFC 8288), when has_more is true."
//	@Failure		404		{object}	Problem			"There is no such packet in your organization (code not_found)."
//	@Failure		422		{object}	Problem			"The limit is not a whole number from 1 to 100 (code invalid_limit, pointer /limit), or the cursor is not one this list gave (code invalid_cursor, pointer /cursor)."
//	@Router			/api/v1/advance-packets/{id}/send-batches [get]
func (s *Server) listSendBatches(c *Context) {
	req, err := pageRequest(c)
	if err != nil {
		s.respondError(c, err)
		return
	}
	page, err := s.deps.Advancing.SendBatches(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"), req)
	if err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, req.Limit, page)
	c.JSON(nethttp.StatusOK, SendBatchPage{Data: mapSlice(page.Data, toSendBatch),
		HasMore: page.HasMore, NextCursor: nextCursor(page.NextCursor)})
}

// getTrackingBoard returns a send batch's tracking board.
//
//	@ID				getTrackingBoard
//	@Summary		Get a send batch's tracking board
//	@Description	Returns the batch's delivery funnel (queued → sent → delivered → opened → viewed → acknowledged, with bounced and failed as exits): how many recipients reached each stage, how many left by each exit, the conversion rates (delivery and bounce of those sent; open, view and acknowledgement of those delivered; null when the denominator is zero), the median time to acknowledge, and a page of the recipients by name with each one's furthest stage, standing exit and the first time of every stage. The funnel figures always cover every recipient; `stage` filters the page only. Follow `recipients.next_cursor` (or the `Link` header's next URL) for the next page of recipients. No portal link or token is ever part of the answer.
//	@Tags			advancing
//	@Produce		json
//	@Param			id		path		string			true	"The send batch's identifier."	format(uuid)
//	@Param			limit	query		int				false	"How many recipients a page holds."	minimum(1)	maximum(100)	default(25)
//	@Param			cursor	query		string			false	"The recipients.next_cursor of the previous page (with the same stage); absent for the first page."
//	@Param			stage	query		string			false	"Only recipients whose furthest stage, or standing exit, is this one."	Extensions(x-roadcase-enum=FunnelStageOrExit)
//	@Success		200		{object}	TrackingBoard	"The tracking board."
//	@Header			200		{string}	Link			"The URL of the next page of recipients, as <url>; rel=next (RFC 8288), when recipients.has_more is true."
//	@Failure		404		{object}	Problem			"There is no such send batch in your organization (code not_found)."
//	@Failure		422		{object}	Problem			"The limit is not a whole number from 1 to 100 (code invalid_limit, pointer /limit), the cursor is not one this list and stage gave (code invalid_cursor, pointer /cursor), or the stage is not a stage or an exit of the funnel (pointer /stage)."
//	@Router			/api/v1/send-batches/{id}/tracking-board [get]
func (s *Server) getTrackingBoard(c *Context) {
	req, err := pageRequest(c)
	if err != nil {
		s.respondError(c, err)
		return
	}
	stage, err := queryOf(c).singles("stage")
	if err != nil {
		s.respondError(c, err)
		return
	}
	q := advancing.BoardQuery{Page: req, Stage: advancing.Stage(stage[0])}
	board, err := s.deps.Advancing.TrackingBoard(c.Request.Context(), PrincipalFrom(c).OrgID, c.Param("id"), q)
	if err != nil {
		s.respondError(c, err)
		return
	}
	setNextLink(c, req.Limit, board.Recipients)
	c.JSON(nethttp.StatusOK, toTrackingBoard(board))
}
