package advancing_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// sequence returns an id generator giving name-based ids in order.
func sequence() func() kernel.ID {
	n := 0
	return func() kernel.ID { n++; return kernel.NameID(kernel.Namespace, fmt.Sprintf("test/%d", n)) }
}

// demoProject returns the demo's first project of kind, its records and a show.
func demoProject(t *testing.T, kind records.ProjectKind) (records.Dataset, records.Project, records.Show) {
	t.Helper()
	d := demo.Organizations()[0].Data
	for _, p := range d.Projects {
		if p.Kind != kind {
			continue
		}
		for _, s := range d.Shows {
			if s.ProjectID == p.ID {
				return d, p, s
			}
		}
	}
	t.Fatalf("the demo has no %s project with a show", kind)
	return records.Dataset{}, records.Project{}, records.Show{}
}

func TestAClubShowShellHasTheFullAdvanceAndItsPeople(t *testing.T) {
	d, project, show := demoProject(t, records.ProjectTour)
	now := time.Date(2026, 9, 1, 10, 0, 0, 0, time.UTC)
	p, err := advancing.NewShell(d, project, advancing.ShellRequest{ShowID: &show.ID}, sequence(), now)
	if err != nil {
		t.Fatal(err)
	}
	if p.Kind != advancing.KindClubShow || p.Status != advancing.StatusDraft || *p.ShowID != show.ID {
		t.Fatalf("shell = %+v", p)
	}
	if want := show.Date.AddDays(-advancing.DefaultLeadDays); p.DueOn == nil || *p.DueOn != want {
		t.Errorf("due %v, want %s", p.DueOn, want)
	}
	done, required := p.Progress()
	if done != 0 || required != 8 || len(p.Sections) != 11 {
		t.Errorf("%d of %d required done, %d sections; want 0 of 8, 11", done, required, len(p.Sections))
	}
	for _, s := range p.Sections {
		if s.Confirmed() != 0 || s.Status != advancing.SectionNotStarted || len(s.Fields) == 0 {
			t.Errorf("section %s has content or no fields: %+v", s.Kind, s)
		}
	}
	people := 0
	for _, a := range p.Audiences {
		people += len(a.Contacts)
		if len(a.Sections) == 0 {
			t.Errorf("audience %s sees nothing", a.Kind)
		}
	}
	if people == 0 {
		t.Error("no audience was filled from the show's, venue's or crew's contacts")
	}
	if p.Title == "" || p.CreatedAt != now {
		t.Errorf("title %q, created %v", p.Title, p.CreatedAt)
	}
}

func TestAShellRefusesAnotherProjectsShowAndAnUnknownKind(t *testing.T) {
	d, project, _ := demoProject(t, records.ProjectTour)
	var other records.Show
	for _, s := range d.Shows {
		if s.ProjectID != project.ID {
			other = s
			break
		}
	}
	_, err := advancing.NewShell(d, project, advancing.ShellRequest{ShowID: &other.ID}, sequence(), time.Now())
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("another project's show: %v", err)
	}
	_, err = advancing.NewShell(d, project, advancing.ShellRequest{Kind: "wedding"}, sequence(), time.Now())
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("an unknown kind: %v", err)
	}
}

func TestEachKindsShellFollowsItsLayout(t *testing.T) {
	d, project, show := demoProject(t, records.ProjectTour)
	for _, k := range advancing.Kinds {
		p, err := advancing.NewShell(d, project, advancing.ShellRequest{ShowID: &show.ID, Kind: k}, sequence(), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		has := map[advancing.SectionKind]bool{}
		for _, s := range p.Sections {
			has[s.Kind] = true
		}
		switch k {
		case advancing.KindFestivalSlot:
			if !has[advancing.SectionChangeover] || has[advancing.SectionSettlement] {
				t.Errorf("a festival slot: %v", has)
			}
		case advancing.KindCorporateEvent:
			if has[advancing.SectionGuestList] || has[advancing.SectionMerchandise] {
				t.Errorf("a corporate event: %v", has)
			}
		}
	}
}
