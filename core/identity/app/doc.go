// Package app holds the identity use cases: minting, listing and revoking personal
// access tokens, authenticating a bearer secret, reading a caller's current role, and
// the idempotent set-up of organizations, users and memberships used by the demo and
// the seed. It works through ports.IdentityStore and never sees a database.
package app
