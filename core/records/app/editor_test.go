package app_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestAChangeIsVersionedAndLoggedWithWhoChangedWhat(t *testing.T) {
	f := newEditFixture(t)
	project, _, show := f.tour(t)
	s, v := f.show(t, show)
	if v != 1 || len(s.Tiers) != 2 || s.Tiers[0].ID.IsZero() {
		t.Fatalf("new show: version %d, tiers %+v; want version 1 and two tiers with ids", v, s.Tiers)
	}
	s.Deal.Guarantee = 1_250_000
	s.Tiers[0].Sold = 900
	saved := f.save(t, identity.RoleManager, records.Change{Ref: records.Ref{Kind: records.KindShow, ID: show},
		Version: v, Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{s}}})
	if saved.Version != 2 {
		t.Fatalf("version after a change = %d, want 2", saved.Version)
	}
	got, v2 := f.show(t, show)
	if v2 != 2 || got.Deal.Guarantee != 1_250_000 || got.Tiers[0].Sold != 900 || !got.CreatedAt.Equal(s.CreatedAt) {
		t.Fatalf("stored show %+v at version %d; want the change at version 2, created at %v", got, v2, s.CreatedAt)
	}
	log, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{RecordID: show})
	must(t, err)
	if len(log) != 2 || log[0].Action != records.ActionChange || log[0].ActorName != "The manager" || log[0].Version != 2 {
		t.Fatalf("show's log = %+v; want the change by The manager first, then the create", log)
	}
	fields := map[string]records.FieldChange{}
	for _, fc := range log[0].Fields {
		fields[fc.Field] = fc
	}
	if g := fields["/deal/guarantee"]; g.From != "1000000" || g.To != "1250000" || fields["/tiers/0/sold"].To != "900" || len(fields) != 2 {
		t.Fatalf("changed fields = %+v; want the guarantee and the first tier's sold only", log[0].Fields)
	}
	if !strings.Contains(log[0].Label, "2027-04-10") || !strings.Contains(log[0].Label, "Paradiso") {
		t.Fatalf("label %q should name the date and the venue", log[0].Label)
	}
	projectLog, err := f.ed.Activity(ctx, f.actors[identity.RoleViewer], records.ActivityFilter{ProjectID: project})
	must(t, err)
	if len(projectLog) != 3 {
		t.Fatalf("project's log holds %d entries, want 3 (project created, show created, show changed)", len(projectLog))
	}
}

func TestAStaleChangeIsRefusedAndNamesWhoChangedTheRecord(t *testing.T) {
	f := newEditFixture(t)
	_, _, show := f.tour(t)
	s, v := f.show(t, show)
	mine, theirs := s, s
	mine.Tiers = append([]records.TicketTier(nil), s.Tiers...)
	mine.Tiers[0].Sold, theirs.Notes = 999, "Load-in moved to 11:00"
	change := func(role identity.Role, x records.Show) error {
		_, err := f.ed.Save(ctx, f.actors[role], records.Change{Ref: records.Ref{Kind: records.KindShow, ID: show},
			Version: v, Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{x}}})
		return err
	}
	must(t, change(identity.RoleAdmin, theirs))
	err := change(identity.RoleManager, mine)
	wantError(t, err, kernel.KindConflict, "stale_version")
	if !strings.Contains(err.Error(), "The admin") {
		t.Fatalf("refusal %q should name who changed the show", err)
	}
	got, _ := f.show(t, show)
	if got.Notes != theirs.Notes || got.Tiers[0].Sold != s.Tiers[0].Sold {
		t.Fatalf("stored show lost the first change or took the stale one: %+v", got)
	}
}

func TestConcurrentEditorsNeverLoseAnUpdate(t *testing.T) {
	f := newEditFixture(t)
	_, _, show := f.tour(t)
	const editors = 8
	var wg sync.WaitGroup
	for i := range editors {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for { // read, add one sale, write; start again when someone was first
				s, v := f.show(t, show)
				s.Tiers[1].Sold++
				_, err := f.ed.Save(ctx, f.actors[identity.RoleManager], records.Change{Ref: records.Ref{Kind: records.KindShow, ID: show},
					Version: v, Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{s}}})
				if err == nil {
					return
				}
				if !kernel.IsKind(err, kernel.KindConflict) {
					t.Errorf("editor %d: %v", i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	got, v := f.show(t, show)
	if got.Tiers[1].Sold != 120+editors || v != 1+editors {
		t.Fatalf("after %d editors: sold %d at version %d; want %d at %d", editors, got.Tiers[1].Sold, v, 120+editors, 1+editors)
	}
}

func TestEachRoleMayDoOnlyWhatItsRoleAllows(t *testing.T) {
	f := newEditFixture(t)
	project, _, show := f.tour(t)
	item := records.Dataset{Schedule: []records.ScheduleItem{{ProjectID: project, ShowID: show,
		Kind: records.ScheduleSoundcheck, Title: "Soundcheck", StartsAt: mustTime("2027-04-10T15:00:00Z"), TimeZone: "Europe/Amsterdam"}}}
	create := func(role identity.Role, kind records.Kind, d records.Dataset) error {
		_, err := f.ed.Save(ctx, f.actors[role], records.Change{Ref: records.Ref{Kind: kind}, Action: records.ActionCreate, Record: d})
		return err
	}
	wantError(t, create(identity.RoleViewer, records.KindScheduleItem, item), kernel.KindForbidden, "insufficient_role")
	must(t, create(identity.RoleMember, records.KindScheduleItem, item))
	another := records.Dataset{Shows: []records.Show{aShow(project, f.create(t, records.KindVenue,
		records.Dataset{Venues: []records.Venue{{Name: "Melkweg", Country: "NL", TimeZone: "Europe/Amsterdam"}}}))}}
	wantError(t, create(identity.RoleMember, records.KindShow, another), kernel.KindForbidden, "insufficient_role")
	must(t, create(identity.RoleManager, records.KindShow, another))
	remove := func(role identity.Role) error {
		_, err := f.ed.Save(ctx, f.actors[role], records.Change{Ref: records.Ref{Kind: records.KindProject, ID: project},
			Version: 1, Action: records.ActionRemove})
		return err
	}
	wantError(t, remove(identity.RoleManager), kernel.KindForbidden, "insufficient_role")
	must(t, remove(identity.RoleAdmin))
	rights, err := f.ed.Rights(ctx, f.actors[identity.RoleMember])
	must(t, err)
	if !rights.Can(records.KindGuestListEntry, records.ActionCreate) || rights.Can(records.KindShow, records.ActionChange) {
		t.Fatalf("a member's rights: guest list create %v, show change %v; want true, false",
			rights.Can(records.KindGuestListEntry, records.ActionCreate), rights.Can(records.KindShow, records.ActionChange))
	}
	_, err = f.ed.Rights(ctx, identity.Actor{OrgID: f.org.ID, UserID: kernel.NewID()})
	wantError(t, err, kernel.KindForbidden, "not_a_member")
}

func TestInvalidFieldsPointIntoTheRecord(t *testing.T) {
	f := newEditFixture(t)
	project, _, _ := f.tour(t)
	bad := aShow(project, kernel.NewID())
	bad.Deal.Guarantee = -5
	bad.Tiers[0].Sold = 5000
	_, err := f.ed.Save(ctx, f.actors[identity.RoleManager], records.Change{Ref: records.Ref{Kind: records.KindShow},
		Action: records.ActionCreate, Record: records.Dataset{Shows: []records.Show{bad}}})
	wantError(t, err, kernel.KindInvalid, "")
	e, _ := kernel.AsError(err)
	pointers := map[string]bool{}
	for _, fe := range e.Fields {
		pointers[fe.Pointer] = true
	}
	for _, p := range []string{"/deal/guarantee", "/tiers/0/sold", "/venue_id"} {
		if !pointers[p] {
			t.Errorf("no error at %s; got %+v", p, e.Fields)
		}
	}
}

func TestRemovalsTakeTheirPartsOrNameWhatStopsThem(t *testing.T) {
	f := newEditFixture(t)
	project, venue, show := f.tour(t)
	_, err := f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: records.KindVenue, ID: venue},
		Version: 1, Action: records.ActionRemove})
	wantError(t, err, kernel.KindConflict, "has_dependants")
	if !strings.Contains(err.Error(), "2027-04-10") {
		t.Fatalf("refusal %q should name the venue's show", err)
	}
	guest := f.create(t, records.KindGuestListEntry, records.Dataset{GuestList: []records.GuestListEntry{{ShowID: show,
		Name: "Mo", PlusOnes: 1, Status: records.GuestApproved}}})
	plan, err := f.ed.PlanRemoval(ctx, f.actors[identity.RoleViewer], show)
	must(t, err)
	if len(plan.Takes) != 1 || plan.Takes[0].Ref.ID != guest || len(plan.Blockers) != 0 {
		t.Fatalf("plan = %+v; want the guest list entry taken and nothing stopping it", plan)
	}
	f.create(t, records.KindExpense, records.Dataset{Expenses: []records.Expense{{ProjectID: project, ShowID: show,
		Category: "catering", Description: "Rider", Amount: 45_000, Currency: "EUR", Rate: kernel.RateOne,
		IncurredOn: "2027-04-10", Status: records.ExpensePaid}}})
	_, err = f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: records.KindShow, ID: show},
		Version: 1, Action: records.ActionRemove})
	wantError(t, err, kernel.KindConflict, "has_dependants")
	if !strings.Contains(err.Error(), "Rider") || !strings.Contains(err.Error(), "cancelled instead") {
		t.Fatalf("refusal %q should name the expense and say to cancel the show", err)
	}
}

func TestAnotherOrganizationsRecordIsNotFound(t *testing.T) {
	f := newEditFixture(t)
	other := newEditFixture(t)
	_, _, show := other.tour(t)
	_, err := f.ed.Open(ctx, f.actors[identity.RoleOwner], show)
	wantError(t, err, kernel.KindNotFound, "")
	s, _ := other.show(t, show)
	_, err = f.ed.Save(ctx, f.actors[identity.RoleOwner], records.Change{Ref: records.Ref{Kind: records.KindShow, ID: show},
		Version: 1, Action: records.ActionChange, Record: records.Dataset{Shows: []records.Show{s}}})
	wantError(t, err, kernel.KindNotFound, "")
}
