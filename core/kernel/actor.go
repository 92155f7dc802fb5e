package kernel

import "context"

// actorKey is the context key of the token acting in a request.
type actorKey struct{}

// WithActor returns ctx carrying the id of the personal access token a request
// was authenticated with, for the records a use case keeps of who did what (a
// render log). Authorization never reads it: use cases take the organization and
// role they check as arguments.
func WithActor(ctx context.Context, token ID) context.Context {
	return context.WithValue(ctx, actorKey{}, token)
}

// ActorFrom returns the token id WithActor put in ctx, zero when none did (a
// command-line render).
func ActorFrom(ctx context.Context) ID {
	id, _ := ctx.Value(actorKey{}).(ID)
	return id
}
