package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// TrackingBoard returns a send batch's board: the funnel counts, exits, rates and
// median time to acknowledge of every recipient, with one page of the recipients;
// its delivery rate is unknown unless Deps.DeliveryReports says a provider
// reports deliveries.
// KindNotFound for a batch that is not org's; KindInvalid (pointer /stage) for an
// unknown stage.
func (s *Service) TrackingBoard(ctx context.Context, org kernel.ID, batchID string,
	q advancing.BoardQuery) (advancing.TrackingBoard, error) {
	if q.Stage != "" && !q.Stage.Valid() {
		return advancing.TrackingBoard{}, kernel.InvalidField("/stage", "enum", fmt.Sprintf(
			"stage must be one of the funnel's stages or exits, not %q", q.Stage))
	}
	id, err := pathID(batchID, "send batch")
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	b, err := s.d.Store.FindSendBatch(ctx, org, id)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	// The list's name includes the filter, so a cursor cannot move between filters.
	list := "recipients:" + string(b.ID) + ":" + string(q.Stage)
	after, err := s.after(list, q.Page)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	tally, err := s.d.Store.TallyBatch(ctx, org, b.ID)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	rows, err := s.d.Store.FindRecipientProgress(ctx, org, b.ID, q.Stage, after, q.Page.Limit+1)
	if err != nil {
		return advancing.TrackingBoard{}, err
	}
	page := kernel.NewPage(rows, q.Page.Limit, s.d.Cursors, list, func(r advancing.RecipientProgress) kernel.Cursor {
		return kernel.Cursor{Keys: []string{r.Recipient.Name}, ID: r.Recipient.ID}
	})
	board := advancing.NewBoard(tally)
	if !s.d.DeliveryReports {
		board = board.WithoutDeliveryReports()
	}
	return advancing.TrackingBoard{Batch: b, Board: board, Recipients: page}, nil
}
