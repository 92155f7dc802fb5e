// Package web serves the platform's own pages, rendered on the server: sign-up,
// e-mail verification, sign-in and sign-out, password reset and change, the API
// settings where personal access tokens are minted and revoked, an organization's
// members, roles and invitations, and the organization switcher.
//
// It is a driving adapter: handlers call ports.Accounts, ports.Team and
// ports.Tokens (the same port the command line mints with) and keep browser
// sessions in ports.SessionStore through github.com/alexedwards/scs/v2, under the
// hash of the cookie, never the cookie itself.
//
// Every page is html/template with embedded templates, one stylesheet and one
// small script served from /static/ under content-hashed names. Every response
// carries a strict Content-Security-Policy (no inline script or style), and every
// state-changing request is a POST checked twice: by net/http's
// CrossOriginProtection (Sec-Fetch-Site or Origin) and by a per-session
// synchronizer token in a hidden field. GET requests change nothing: links in
// mails open a page whose button posts.
//
// The adapter also builds the addresses those mails carry (NewLinks, which
// implements ports.AccountLinks), and Handler serves the API reference at /docs
// when Config.APIDocs is set (package docsui), outside the sessions and with that
// handler's own headers. The composition root mounts Handler for every path of
// the public listener outside /api/.
//
// With the advancing ports in Deps, it also serves the advancing pages under
// /advancing (projects and their packets; a packet's sections, audiences and
// sends; the send form with a preview of one recipient's mail; a batch's
// tracking board), read by any member, edited and sent by managers and above
// through ports.MergeSend. With ports.Portal, it serves the recipient portal
// under /portal/{token}: reached by the link alone, without a session, with
// its own headers and rate limits, and a token that never reaches a log
// (RedactPath). NewLinks's value also gives the portal's address (PortalLink).
//
// With ports.RecordsEditor, ports.RecordLister and a ports.DatasetLoader in
// Deps, it serves the records pages (/projects, /venues, /people: keyset-paged
// indexes, the project hub, the forms and the removals), written through the
// records use case on the record forms of records_forms.go: inputs named by the
// export form's pointers, the stale-version panel, the removal confirmation and
// a save's warnings.
package web
