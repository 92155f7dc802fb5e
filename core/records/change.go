package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Action is what a Change does to its record.
type Action string

// The actions. They are also the activity log's words for them.
const (
	ActionCreate Action = "created"
	ActionChange Action = "changed"
	ActionRemove Action = "removed"
	// ActionDecide is not a Change's action but a right: approving, rejecting
	// or paying an expense, a change of its Status, needs the role that may
	// decide (core/records/app's EditRole), which is above the role that may
	// enter one.
	ActionDecide Action = "decided"
	// ActionImported and ActionImportUndone are the activity log's words for a
	// spreadsheet import written and undone (Ref.Kind is KindImport); the
	// records it wrote have their own entries.
	ActionImported     Action = "imported"
	ActionImportUndone Action = "undid"
)

// Change is one write of one record: creating, changing or removing it. Version is
// the version the writer started from: 0 to create, otherwise the version the
// record had when the writer read it. A record comes into being at version 1 and
// each change adds one; a record written in bulk (an import, the demo seed) is at
// version 1 until it is first changed. A change whose Version is no longer the
// record's is stale and is refused, so that two people editing one record never
// silently overwrite each other.
//
// Record holds the record as it is to be stored, with its children (a show's tiers
// and contacts, a hotel stay's rooms), and nothing else: exactly one record of
// Ref.Kind, whose id is Ref.ID. It is empty for a removal.
//
// Opened, on a change or a removal, may hold the record as the writer opened it
// in the same request (RecordsEditor.Open): when it is that record at Version,
// the editor takes it as the record's state before the write instead of reading
// it again. It is never stored.
type Change struct {
	Ref     Ref
	Version int
	Action  Action
	Record  Dataset
	Opened  *Opened
}

// Activity is one entry of an organization's activity log: who did what to which
// record, and when. Version is the record's version after the change (for a
// removal, the version it had). Label names the record as people know it, as it
// was at the time (a removed record can no longer be looked up).
type Activity struct {
	ID        kernel.ID
	OrgID     kernel.ID
	Ref       Ref
	Label     string
	Action    Action
	Version   int
	ActorID   kernel.ID
	ActorName string
	At        time.Time
	Fields    []FieldChange
}

// FieldChange is one field of a record as a change found it and left it, both in
// the export format's words: Field is a JSON pointer into the record's export form
// ("/deal/guarantee", "/tiers/0/sold") and From and To are its values as text,
// empty where the field had or has none.
//
// Type says how the values read, so that a page can write them as people do:
// ValueText, ValueInstant (RFC 3339), ValueDate, ValueMoney (minor units),
// ValueBasisPoints, ValuePPM (millionths), ValueCount, ValueBool or ValueRef (a
// referenced record, already its label when it could be found). FromCurrency
// and ToCurrency are a money value's currency before and after the change;
// FromZone and ToZone an instant's zone (IANA), the record's own or its show's,
// empty when it has none.
type FieldChange struct {
	Field, From, To          string
	Type                     string
	FromCurrency, ToCurrency string
	FromZone, ToZone         string
}

// The types of a FieldChange's values.
const (
	ValueText        = ""
	ValueInstant     = "instant"
	ValueDate        = "date"
	ValueMoney       = "money"
	ValueBasisPoints = "bp"
	ValuePPM         = "ppm"
	ValueCount       = "count"
	ValueBool        = "bool"
	ValueRef         = "ref"
)

// ActivityFilter narrows the activity log. With RecordID it holds that record's
// entries; with ProjectID, the entries of the project and of every record that
// belongs to it; with neither, the organization's. Entries come newest first;
// Before, when set, keeps those strictly older than it in that order (a keyset
// position: the last entry of the previous page). Limit bounds the entries, at
// most MaxActivity.
type ActivityFilter struct {
	RecordID  kernel.ID
	ProjectID kernel.ID
	Before    *ActivityPosition
	Limit     int
}

// ActivityPosition is an entry's place in the log's order: newest first, ties
// broken by id, descending.
type ActivityPosition struct {
	At time.Time
	ID kernel.ID
}

// MaxActivity is the most entries one read of the activity log returns.
const MaxActivity = 200

// Check checks what a store can before reading any record: a known action and,
// but for a removal, a Record holding exactly the record of c.Ref, of org.
// KindInvalid with code "invalid_action" or "invalid_change" otherwise.
func (c Change) Check(org kernel.ID) error {
	switch c.Action {
	case ActionRemove:
		return nil
	case ActionCreate, ActionChange:
	default:
		return kernel.Invalid("unknown action " + string(c.Action)).WithCode("invalid_action")
	}
	total := 0
	for _, n := range c.Record.Count() {
		total += n
	}
	if _, ok := c.Record.Record(c.Ref.Kind, c.Ref.ID); !ok || total != 1 || !c.Record.Profile.IsZero() {
		return kernel.Invalid("a change must hold exactly the one record it names").WithCode("invalid_change")
	}
	return c.Record.CheckOrg(org)
}
