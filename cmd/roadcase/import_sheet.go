package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// sheetImport is what `roadcase import --kind` was asked: the kind of the
// rows, the project they go into, the sheet, columns mapped by hand and whom
// the import is made as.
type sheetImport struct {
	kind, project, sheet, mapping, as string
}

// sheetFlags adds import's flags of a spreadsheet of one kind to fs.
func sheetFlags(fs *flag.FlagSet) *sheetImport {
	s := &sheetImport{}
	fs.StringVar(&s.kind, "kind", "", "import rows of one kind from an .xlsx or .csv file: venues, people, shows, crew, guests, budget or expenses")
	fs.StringVar(&s.project, "project", "", "with --kind: the project's id or code (for every kind but venues and people)")
	fs.StringVar(&s.sheet, "sheet", "", "with --kind: the sheet to read (default: the first one with rows)")
	fs.StringVar(&s.mapping, "map", "", "with --kind: columns mapped by hand, 'Header=field,Other=' (an empty field ignores the column); the rest are guessed")
	fs.StringVar(&s.as, "as", "", "with --kind: the member the import is made as, a manager or above (default: the organization's first owner)")
	return s
}

// cmdImportSheet imports the rows of one kind of one spreadsheet or CSV file
// through the use case the pages call: uploaded, mapped, checked, and, when
// the check found no error, confirmed and written, in this process (each step
// runs here rather than as a job). The outcome is printed as JSON; errors are
// printed and nothing is written.
func cmdImportSheet(ctx context.Context, env environ, cfg config.Config, slug string, s *sheetImport, files []string) error {
	if slug == "" || len(files) != 1 {
		return usageError("import --kind needs --org SLUG and one FILE")
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		return err
	}
	return withMain(ctx, env, cfg, false, func(m *Main) error {
		im, err := m.openImporter(inlineSteps{})
		if err != nil {
			return err
		}
		org, err := m.identityStore.FindOrganizationBySlug(ctx, slug)
		if err != nil {
			return fmt.Errorf("organization %q: %w", slug, err)
		}
		actor, err := m.importActor(ctx, org, s.as)
		if err != nil {
			return err
		}
		up := ports.ImportUpload{Kind: tabular.Kind(s.kind), FileName: filepath.Base(files[0]), Data: data}
		if s.project != "" {
			if up.ProjectID, err = m.projectByIDOrCode(ctx, org.ID, s.project); err != nil {
				return err
			}
		}
		guessSheet := func(sheet string) ([]string, tabular.Mapping, error) { return m.guessSheet(ctx, org.ID, up, sheet) }
		imp, err := runSheetImport(ctx, im, actor, up, s, guessSheet)
		if imp.ID != "" {
			if perr := printJSON(env, sheetResult(org, imp)); perr != nil {
				return perr
			}
		}
		if err != nil {
			return fmt.Errorf("nothing was imported: %w", err)
		}
		return nil
	})
}

// runSheetImport uploads, maps, checks, confirms and writes, and returns the
// import as it last was.
func runSheetImport(ctx context.Context, im ports.Importer, actor identity.Actor, up ports.ImportUpload, s *sheetImport,
	guessSheet func(sheet string) ([]string, tabular.Mapping, error)) (tabular.Import, error) {
	imp, err := im.Upload(ctx, actor, up)
	if err != nil {
		return imp, err
	}
	choice := ports.ImportChoice{Sheet: s.sheet, Mapping: imp.Mapping}
	if s.sheet != "" && s.sheet != imp.Sheet {
		// The upload guessed the first sheet with rows; the chosen one is
		// guessed here.
		if imp.Header, choice.Mapping, err = guessSheet(s.sheet); err != nil {
			return imp, err
		}
	}
	if choice.Mapping, err = byHand(imp.Header, choice.Mapping, s.mapping); err != nil {
		return imp, err
	}
	if imp, err = im.Map(ctx, actor, imp.ID, imp.Version, choice); err != nil {
		return imp, err
	}
	if imp, err = step(ctx, im, actor, imp, ports.ImportStepCheck); err != nil {
		return imp, err
	}
	if imp.Errors > 0 {
		return imp, fmt.Errorf("the check found %d errors (listed above)", imp.Errors)
	}
	if imp, err = im.Confirm(ctx, actor, imp.ID, imp.Version, ports.ImportConfirm{}); err != nil {
		return imp, err
	}
	if imp, err = step(ctx, im, actor, imp, ports.ImportStepWrite); err != nil {
		return imp, err
	}
	if imp.Status != tabular.StatusDone {
		return imp, errors.New(imp.Outcome)
	}
	return imp, nil
}

// step runs one step of imp here and returns the import after it.
func step(ctx context.Context, im ports.Importer, actor identity.Actor, imp tabular.Import, name string) (tabular.Import, error) {
	if err := im.RunStep(ctx, imp.OrgID, imp.ID, name); err != nil {
		return imp, err
	}
	return im.Open(ctx, actor, imp.ID)
}

// byHand applies pairs ("Header=field,Other=") to the guessed mapping of
// header: each names a column by its header, without regard to case or
// spaces, and the field it holds ("" to ignore it).
func byHand(header []string, guessed tabular.Mapping, pairs string) (tabular.Mapping, error) {
	m := make(tabular.Mapping, len(header))
	copy(m, guessed)
	for _, pair := range strings.Split(pairs, ",") {
		if strings.TrimSpace(pair) == "" {
			continue
		}
		h, field, ok := strings.Cut(pair, "=")
		if !ok {
			return nil, usageError("--map takes Header=field pairs separated by commas, not %q", pair)
		}
		col := -1
		for i, x := range header {
			if strings.EqualFold(strings.TrimSpace(x), strings.TrimSpace(h)) {
				col = i
			}
		}
		if col < 0 {
			return nil, usageError("--map: the sheet has no column %q (its columns: %s)", h, strings.Join(header, ", "))
		}
		m[col] = strings.TrimSpace(field)
	}
	return m, nil
}

// inlineSteps is the command line's import queue: it schedules nothing, since
// the command runs each step itself.
type inlineSteps struct{}

func (inlineSteps) EnqueueImportStep(context.Context, kernel.ID, kernel.ID, string) error { return nil }

// projectByIDOrCode finds one of org's projects by its id or its code.
func (m *Main) projectByIDOrCode(ctx context.Context, org kernel.ID, ref string) (kernel.ID, error) {
	projects, err := m.recordStore.FindProjects(ctx, org)
	if err != nil {
		return "", err
	}
	for _, p := range projects {
		if string(p.ID) == ref || strings.EqualFold(p.Code, ref) {
			return p.ID, nil
		}
	}
	return "", usageError("--project: the organization has no project with id or code %q", ref)
}

// importActor is the member an import is made as: the one --as names, else
// the organization's first owner.
func (m *Main) importActor(ctx context.Context, org identity.Organization, email string) (identity.Actor, error) {
	if email != "" {
		u, err := m.identityStore.FindUserByEmail(ctx, strings.ToLower(strings.TrimSpace(email)))
		if err != nil {
			return identity.Actor{}, fmt.Errorf("--as %s: %w", email, err)
		}
		return identity.Actor{OrgID: org.ID, UserID: u.ID}, nil
	}
	members, err := m.identityStore.FindMembers(ctx, org.ID)
	if err != nil {
		return identity.Actor{}, err
	}
	for _, mb := range members {
		if mb.Role == identity.RoleOwner {
			return identity.Actor{OrgID: org.ID, UserID: mb.UserID}, nil
		}
	}
	return identity.Actor{}, usageError("organization %q has no owner to import as: give --as EMAIL", org.Slug)
}
