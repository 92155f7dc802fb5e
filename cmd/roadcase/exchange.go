package main

import (
	"time"

	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// cmdExport prints every record of an organization as one export document.
func cmdExport(ctx context.Context, env environ, args []string) error {
	fs := newFlags("export", env)
	slug := fs.String("org", "", "organization slug")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *slug == "" {
		return usageError("export needs --org")
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	st, err := openStores(ctx, cfg.DB)
	if err != nil {
		return err
	}
	defer st.Close()
	org, err := st.identity.FindOrganizationBySlug(ctx, *slug)
	if err != nil {
		return err
	}
	d, err := st.records.LoadDataset(ctx, org.ID, records.DatasetFilter{})
	if err != nil {
		return err
	}
	_, err = env.stdout.Write(exchange.Export(exchange.OrganizationOf(org), d).MarshalIndent())
	return err
}

// importResult is what `roadcase import` prints on success.
type importResult struct {
	Organization string         `json:"organization"`
	ID           string         `json:"id"`
	Created      bool           `json:"created"`
	Records      map[string]int `json:"records"`
	// Warnings are the imported data's cross-record findings (records.Dataset.Warnings):
	// unusual rather than impossible, so imported, but worth a look.
	Warnings []importWarning `json:"warnings"`
}

// importWarning is one finding, pointed at its place in the imported document.
type importWarning struct {
	Pointer string `json:"pointer"`
	Code    string `json:"code"`
	Detail  string `json:"detail"`
}

// cmdImport loads an export document into an organization, creating it if missing.
// Everything is decoded and validated before anything is written, and the writes run
// in one transaction: on any error nothing changes.
func cmdImport(ctx context.Context, env environ, args []string) error {
	fs := newFlags("import", env)
	slug := fs.String("org", "", "target organization slug (created if missing)")
	owner := fs.String("owner-email", "", "make this user (created if missing) the owner of a new organization")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *slug == "" || fs.NArg() != 1 {
		return usageError("import needs --org SLUG and one FILE")
	}
	doc, err := readDocument(fs.Arg(0))
	if err != nil {
		return err
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	st, err := openStores(ctx, cfg.DB)
	if err != nil {
		return err
	}
	defer st.Close()
	svc := identityapp.NewService(st.identity, st.tx, kernel.SystemClock{})

	org, err := st.identity.FindOrganizationBySlug(ctx, *slug)
	created := kernel.IsKind(err, kernel.KindNotFound)
	if err != nil && !created {
		return err
	}
	if created {
		block := doc.Organization
		block.Slug = *slug
		org = block.Identity(kernel.NewID(), timeNow().UTC())
		if err := org.Validate(); err != nil {
			return err
		}
	}
	data, err := doc.ToDataset(org.ID)
	if err != nil {
		return err
	}
	err = st.tx.WithinTx(ctx, func(ctx context.Context) error {
		if created {
			if err := st.identity.CreateOrganization(ctx, org); err != nil {
				return err
			}
			if err := ensureOwner(ctx, svc, org, *owner); err != nil {
				return err
			}
		}
		return st.records.InsertDataset(ctx, org.ID, data, false)
	})
	if err != nil {
		return fmt.Errorf("nothing was imported: %w", err)
	}
	res := importResult{Organization: org.Slug, ID: org.ID.String(), Created: created, Records: map[string]int{},
		Warnings: []importWarning{}}
	for _, f := range data.Warnings(kernel.DateOf(timeNow(), time.UTC)) {
		res.Warnings = append(res.Warnings, importWarning{Pointer: f.Pointer, Code: f.Code, Detail: f.Detail})
	}
	for kind, n := range data.Count() {
		res.Records[string(kind)] = n
	}
	enc := json.NewEncoder(env.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(res)
}

func readDocument(path string) (exchange.Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return exchange.Document{}, err
	}
	defer f.Close()
	doc, err := exchange.Decode(f)
	if err != nil {
		return doc, fmt.Errorf("%s: %w", path, err)
	}
	return doc, nil
}

// ensureOwner gives a newly created organization its owner, when one was named.
func ensureOwner(ctx context.Context, svc *identityapp.Service, org identity.Organization, email string) error {
	if email == "" {
		return nil
	}
	user, err := svc.EnsureUser(ctx, identity.User{ID: kernel.NewID(), Email: email, Name: email, CreatedAt: timeNow().UTC()})
	if err != nil {
		return err
	}
	_, err = svc.EnsureMembership(ctx, org, user, identity.RoleOwner)
	return err
}
