package http

import (
	"time"

	"github.com/roadcase/roadcase/core/advancing"
)

// SendBatch is one merge send of a packet to one of its audiences.
type SendBatch struct {
	// The batch's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"2e4a6c8e-0b1d-4f3a-8c5e-7a9b1d3f5e7a"`
	// The packet that was sent.
	PacketID string `json:"packet_id" binding:"required" format:"uuid" example:"5f0c2a9e-8b1d-4c3e-9a7f-2d6e4b1c8a90"`
	// The audience it was sent to.
	AudienceID string `json:"audience_id" binding:"required" format:"uuid" example:"3c5e7a9b-4d6f-4a8c-9e1b-2f4a6c8e0b1d"`
	// The subject of the message.
	Subject string `json:"subject" binding:"required" example:"Advance: The Night Owls at Paradiso, 2026-12-04"`
	// When the batch was made.
	CreatedAt time.Time `json:"created_at" binding:"required" format:"date-time" example:"2026-11-06T10:00:00Z"`
	// How many recipients the batch has: one per contact of the audience when it was sent.
	Recipients int `json:"recipients" binding:"required" minimum:"0" example:"4"`
}

// SendBatchPage is one page of a packet's send batches.
type SendBatchPage struct {
	// The batches of this page, oldest first.
	Data []SendBatch `json:"data" binding:"required"`
	// Whether a next page exists.
	HasMore bool `json:"has_more" binding:"required" example:"false"`
	// The cursor of the next page; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

// TrackingBoard is a send batch's delivery funnel, its rates, and one page of its
// recipients with how far each got.
type TrackingBoard struct {
	// The batch.
	Batch SendBatch `json:"batch" binding:"required"`
	// How many recipients reached each stage, and how many left by each exit.
	Funnel Funnel `json:"funnel" binding:"required"`
	// The funnel's conversion rates.
	Rates FunnelRates `json:"rates" binding:"required"`
	// The median, over recipients who acknowledged after a recorded send, of the seconds from first sent to first acknowledged (the lower of the two middle values for an even count); null when no recipient has both.
	MedianTimeToAcknowledgeSeconds *int64 `json:"median_time_to_acknowledge_seconds" binding:"required" minimum:"0" extensions:"x-nullable" example:"93600"`
	// One page of the recipients, by name, with their progress; filtered by the stage parameter when it is given.
	Recipients TrackedRecipientPage `json:"recipients" binding:"required"`
}

// Funnel counts a batch's recipients by how far they got.
type Funnel struct {
	// How many recipients the batch has.
	Recipients int `json:"recipients" binding:"required" minimum:"0" example:"4"`
	// For each stage, the recipients who got at least that far; queued counts every recipient.
	Reached FunnelReached `json:"reached" binding:"required"`
	// For each exit, the recipients whose message left the funnel there.
	Exits FunnelExits `json:"exits" binding:"required"`
	// Whether a mail provider reports deliveries to the service. When false, reached.delivered counts only the recipients a later stage (an open, a view, an acknowledgement) implies were delivered, and the delivery rate is null: a missing receipt is no sign of a failed delivery.
	DeliveriesReported bool `json:"deliveries_reported" binding:"required" example:"true"`
}

// FunnelReached counts, for each stage, the recipients who got at least that far.
type FunnelReached struct {
	// Every recipient.
	Queued int `json:"queued" binding:"required" minimum:"0" example:"4"`
	// Recipients whose message was sent.
	Sent int `json:"sent" binding:"required" minimum:"0" example:"4"`
	// Recipients whose message was delivered.
	Delivered int `json:"delivered" binding:"required" minimum:"0" example:"3"`
	// Recipients who opened the message.
	Opened int `json:"opened" binding:"required" minimum:"0" example:"3"`
	// Recipients who viewed the packet in their portal.
	Viewed int `json:"viewed" binding:"required" minimum:"0" example:"2"`
	// Recipients who acknowledged the packet.
	Acknowledged int `json:"acknowledged" binding:"required" minimum:"0" example:"2"`
}

// FunnelExits counts the recipients whose message left the funnel, by exit.
type FunnelExits struct {
	// Recipients whose message the receiving server refused after it was sent.
	Bounced int `json:"bounced" binding:"required" minimum:"0" example:"1"`
	// Recipients whose message could not be sent at all.
	Failed int `json:"failed" binding:"required" minimum:"0" example:"0"`
}

// FunnelRates are the funnel's conversion rates: fractions from 0 to 1 rounded to
// four places, each null when its denominator is zero or unknown.
type FunnelRates struct {
	// The stage the open, view and acknowledgement rates are of: delivered, or sent when deliveries are not reported (funnel.deliveries_reported false).
	Base string `json:"base" binding:"required" extensions:"x-roadcase-enum=FunnelRateBase" example:"delivered"`
	// Delivered ÷ sent; null when nothing was sent, or when deliveries are not reported.
	Delivery *float64 `json:"delivery" binding:"required" minimum:"0" maximum:"1" extensions:"x-nullable" example:"0.75"`
	// Opened ÷ the base stage's count; null when it is zero.
	Open *float64 `json:"open" binding:"required" minimum:"0" maximum:"1" extensions:"x-nullable" example:"1"`
	// Viewed ÷ the base stage's count; null when it is zero.
	View *float64 `json:"view" binding:"required" minimum:"0" maximum:"1" extensions:"x-nullable" example:"0.6667"`
	// Acknowledged ÷ the base stage's count; null when it is zero.
	Acknowledgement *float64 `json:"acknowledgement" binding:"required" minimum:"0" maximum:"1" extensions:"x-nullable" example:"0.6667"`
	// Bounced ÷ sent; null when nothing was sent.
	Bounce *float64 `json:"bounce" binding:"required" minimum:"0" maximum:"1" extensions:"x-nullable" example:"0.25"`
}

// TrackedRecipient is one recipient of a batch with how far they got. The link to
// their portal is never part of it.
type TrackedRecipient struct {
	// The recipient's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"8f1b3d5e-7a9c-4e2f-8b4d-6a8c0e2f4b6d"`
	// The person (contact record) the message went to.
	PersonID string `json:"person_id" binding:"required" format:"uuid" example:"6b8d0f2a-3c5e-4b7d-9f1a-4c6e8a0b2d4f"`
	// The person's name when the batch was sent.
	Name string `json:"name" binding:"required" example:"Sanne de Vries"`
	// The address the message went to, as the contact record had it.
	Email string `json:"email" binding:"required" example:"sanne@paradiso.example"`
	// The furthest stage of the funnel the recipient reached (every recipient starts queued).
	FurthestStage string `json:"furthest_stage" binding:"required" extensions:"x-roadcase-enum=FunnelStage"`
	// The exit the message left by, when one stands: a bounce only while nothing shows it was delivered, a failure only while nothing shows it was sent; null otherwise.
	Exit *string `json:"exit" binding:"required" extensions:"x-nullable,x-roadcase-enum=FunnelExit"`
	// The first time each stage was recorded; null for a stage not reached, or reached only by implication (an open without a delivery receipt).
	Stages RecipientStages `json:"stages" binding:"required"`
	// The stages the recipient reached only by implication, in funnel order: each has a null time in stages, a later stage with a time, and is counted as reached by the funnel (delivered, when the message was opened without a delivery receipt).
	ImpliedStages []string `json:"implied_stages" binding:"required" extensions:"x-roadcase-enum=FunnelStage"`
}

// RecipientStages holds the first time each stage of the funnel, and each exit,
// was recorded for a recipient.
type RecipientStages struct {
	// When the message was queued.
	Queued *time.Time `json:"queued" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T10:00:00Z"`
	// When the message was sent.
	Sent *time.Time `json:"sent" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T10:00:02Z"`
	// When the receiving server accepted the message.
	Delivered *time.Time `json:"delivered" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T10:00:05Z"`
	// When the recipient first opened the message.
	Opened *time.Time `json:"opened" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T14:12:00Z"`
	// When the recipient first viewed the packet in the portal.
	Viewed *time.Time `json:"viewed" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T14:13:00Z"`
	// When the recipient first acknowledged the packet.
	Acknowledged *time.Time `json:"acknowledged" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-07T12:00:00Z"`
	// When the message bounced, if that exit stands.
	Bounced *time.Time `json:"bounced" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T10:00:09Z"`
	// When the message failed, if that exit stands.
	Failed *time.Time `json:"failed" binding:"required" format:"date-time" extensions:"x-nullable" example:"2026-11-06T10:00:01Z"`
}

// TrackedRecipientPage is one page of a batch's recipients.
type TrackedRecipientPage struct {
	// The recipients of this page, by name then identifier.
	Data []TrackedRecipient `json:"data" binding:"required"`
	// Whether a next page exists.
	HasMore bool `json:"has_more" binding:"required" example:"false"`
	// The cursor of the next page; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

func toSendBatch(b advancing.SendBatch) SendBatch {
	return SendBatch{ID: string(b.ID), PacketID: string(b.PacketID), AudienceID: string(b.AudienceID),
		Subject: b.Subject, CreatedAt: b.CreatedAt.UTC(), Recipients: b.Recipients}
}

func toTrackingBoard(t advancing.TrackingBoard) TrackingBoard {
	b := t.Board
	out := TrackingBoard{
		Batch: toSendBatch(t.Batch),
		Funnel: Funnel{Recipients: b.Recipients,
			Reached: FunnelReached{Queued: b.Reached[advancing.StageQueued], Sent: b.Reached[advancing.StageSent],
				Delivered: b.Reached[advancing.StageDelivered], Opened: b.Reached[advancing.StageOpened],
				Viewed: b.Reached[advancing.StageViewed], Acknowledged: b.Reached[advancing.StageAcknowledged]},
			Exits:              FunnelExits{Bounced: b.Exits[advancing.StageBounced], Failed: b.Exits[advancing.StageFailed]},
			DeliveriesReported: b.DeliveriesReported},
		Rates: FunnelRates{Base: string(b.Rates.Base), Delivery: b.Rates.Delivery, Open: b.Rates.Open, View: b.Rates.View,
			Acknowledgement: b.Rates.Acknowledgement, Bounce: b.Rates.Bounce},
		Recipients: TrackedRecipientPage{Data: mapSlice(t.Recipients.Data, toTrackedRecipient),
			HasMore: t.Recipients.HasMore, NextCursor: nextCursor(t.Recipients.NextCursor)},
	}
	if m := b.MedianTimeToAcknowledge; m != nil {
		secs := int64(m.Round(time.Second) / time.Second)
		out.MedianTimeToAcknowledgeSeconds = &secs
	}
	return out
}

// toTrackedRecipient maps a recipient's progress, and only the fields listed:
// the recipient's token hash stays behind (spec S16).
func toTrackedRecipient(r advancing.RecipientProgress) TrackedRecipient {
	at := func(s advancing.Stage) *time.Time {
		t, ok := r.Progress.At[s]
		if !ok {
			return nil
		}
		return timeOrNil(&t)
	}
	out := TrackedRecipient{ID: string(r.Recipient.ID), PersonID: string(r.Recipient.PersonID),
		Name: r.Recipient.Name, Email: r.Recipient.Email, FurthestStage: string(r.Progress.Furthest),
		Stages: RecipientStages{Queued: at(advancing.StageQueued), Sent: at(advancing.StageSent),
			Delivered: at(advancing.StageDelivered), Opened: at(advancing.StageOpened),
			Viewed: at(advancing.StageViewed), Acknowledged: at(advancing.StageAcknowledged),
			Bounced: at(advancing.StageBounced), Failed: at(advancing.StageFailed)},
		ImpliedStages: mapSlice(r.Progress.Implied(), func(s advancing.Stage) string { return string(s) })}
	if r.Progress.Exit != "" {
		exit := string(r.Progress.Exit)
		out.Exit = &exit
	}
	if out.FurthestStage == "" {
		out.FurthestStage = string(advancing.StageQueued)
	}
	return out
}
