// Package identity holds who may call Roadcase: organizations (the tenants), users,
// their memberships and roles, the five API scopes and personal access tokens.
// It is a pure model; the use cases that need stores live in identity/app.
package identity
