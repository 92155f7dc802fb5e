package app

import (
	"context"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// Sections returns a page of a packet's sections, in position order. KindNotFound
// for a packet that is not org's; KindInvalid for a cursor of another list.
func (s *Service) Sections(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.Section], error) {
	p, err := s.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.Section]{}, err
	}
	return pageByPosition(s, "sections:"+string(p.ID), p.Sections, req, func(x advancing.Section) kernel.ID { return x.ID })
}

// Audiences returns a page of a packet's audiences, in position order, each with
// its contacts and the sections it sees.
func (s *Service) Audiences(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.Audience], error) {
	p, err := s.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.Audience]{}, err
	}
	return pageByPosition(s, "audiences:"+string(p.ID), p.Audiences, req, func(x advancing.Audience) kernel.ID { return x.ID })
}

// pageByPosition pages a packet's children, which the packet holds in position
// order: the cursor keeps the last item's position and id, and the next page
// starts after the item with that id, or, if it was removed meanwhile, at that
// position.
func pageByPosition[T any](s *Service, list string, items []T, req kernel.PageRequest,
	id func(T) kernel.ID) (kernel.Page[T], error) {
	after, err := s.after(list, req)
	if err != nil {
		return kernel.Page[T]{}, err
	}
	start := 0
	if after != nil && len(after.Keys) == 1 {
		pos, _ := strconv.Atoi(after.Keys[0])
		start = min(pos+1, len(items))
		for i, x := range items {
			if id(x) == after.ID {
				start = i + 1
			}
		}
	}
	end := min(start+req.Limit+1, len(items))
	positions := map[kernel.ID]int{}
	for i, x := range items {
		positions[id(x)] = i
	}
	return kernel.NewPage(items[start:end], req.Limit, s.d.Cursors, list, func(x T) kernel.Cursor {
		return kernel.Cursor{Keys: []string{strconv.Itoa(positions[id(x)])}, ID: id(x)}
	}), nil
}

// SendBatches returns a page of a packet's send batches, oldest first.
func (s *Service) SendBatches(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.SendBatch], error) {
	p, err := s.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.SendBatch]{}, err
	}
	list := "send-batches:" + string(p.ID)
	after, err := s.after(list, req)
	if err != nil {
		return kernel.Page[advancing.SendBatch]{}, err
	}
	items, err := s.d.Store.FindSendBatches(ctx, org, p.ID, after, req.Limit+1)
	if err != nil {
		return kernel.Page[advancing.SendBatch]{}, err
	}
	return kernel.NewPage(items, req.Limit, s.d.Cursors, list, func(b advancing.SendBatch) kernel.Cursor {
		return kernel.Cursor{Keys: []string{b.CreatedAt.UTC().Format(time.RFC3339Nano)}, ID: b.ID}
	}), nil
}
