package memory

import (
	"cmp"
	"context"
	"slices"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// OutboxStore keeps outbox messages in memory, behind a lock of its own: the
// outbox belongs to no organization and a mail once sent is not taken back by a
// rolled-back transaction, so it stands outside a Backend's state. Like the SQL
// store it keeps CreatedAt in UTC at microsecond precision.
type OutboxStore struct {
	mu   sync.RWMutex
	msgs []mail.Message
}

var _ ports.OutboxStore = (*OutboxStore)(nil)

// NewOutboxStore returns an empty outbox.
func NewOutboxStore() *OutboxStore { return &OutboxStore{} }

// Save writes msg. KindConflict if a message with its id exists.
func (st *OutboxStore) Save(_ context.Context, msg mail.Message) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, have := range st.msgs {
		if have.ID == msg.ID {
			return kernel.Conflict("an outbox message with this id exists")
		}
	}
	msg.To, msg.CreatedAt = slices.Clone(msg.To), recordTime(msg.CreatedAt)
	st.msgs = append(st.msgs, msg)
	return nil
}

// List returns up to limit messages, newest first, after the position after.
// KindInvalid for a cursor that holds no CreatedAt.
func (st *OutboxStore) List(_ context.Context, after *kernel.Cursor, limit int) ([]mail.Message, error) {
	var at time.Time
	if after != nil {
		var err error
		if at, err = outboxCursorTime(*after); err != nil {
			return nil, err
		}
	}
	st.mu.RLock()
	defer st.mu.RUnlock()
	var out []mail.Message
	for _, m := range st.msgs {
		if after != nil && !(m.CreatedAt.Before(at) || (m.CreatedAt.Equal(at) && m.ID < after.ID)) {
			continue
		}
		m.To = slices.Clone(m.To)
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b mail.Message) int {
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), cmp.Compare(b.ID, a.ID))
	})
	return out[:min(max(limit, 0), len(out))], nil
}

func outboxCursorTime(c kernel.Cursor) (time.Time, error) {
	if len(c.Keys) == 1 {
		if at, err := time.Parse(ports.OutboxTimeLayout, c.Keys[0]); err == nil {
			return at, nil
		}
	}
	return time.Time{}, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor does not belong to this list")
}
