package documents

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Render is one document rendered, as the render log keeps it: which type, from
// which record (zero for caller data), by which token (zero outside the API), how
// many bytes of HTML, how long it took and when. The log is what the "documents
// generated" KPI counts.
type Render struct {
	ID       kernel.ID
	OrgID    kernel.ID
	Type     string
	RecordID kernel.ID
	TokenID  kernel.ID
	Bytes    int
	Duration time.Duration
	At       time.Time
}
