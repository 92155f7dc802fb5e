package memory

import (
	"context"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// RenderLog is a Backend's render log, appended to only.
type RenderLog struct{ b *Backend }

var _ ports.RenderLog = (*RenderLog)(nil)

// RecordRender appends r. KindConflict if its id exists; KindInvalid if its
// organization does not.
func (l *RenderLog) RecordRender(ctx context.Context, r documents.Render) error {
	st, unlock := l.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[r.OrgID]; !ok {
		return kernel.Invalid("the organization of a render does not exist")
	}
	for _, have := range st.renders {
		if have.OrgID == r.OrgID && have.ID == r.ID {
			return kernel.Conflict("a render with this id exists")
		}
	}
	r.At = recordTime(r.At)
	st.renders = append(st.renders, r)
	return nil
}
