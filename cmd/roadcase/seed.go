package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// seedSummary is what `roadcase seed demo` prints: every seeded organization with the
// ids of its records, one key per record kind, so docs and tests can use real ids.
type seedSummary struct {
	Organizations []orgSummary `json:"organizations"`
}

type orgSummary struct {
	Slug       string              `json:"slug"`
	ID         string              `json:"id"`
	OwnerEmail string              `json:"owner_email"`
	Records    map[string][]string `json:"records"`
}

func cmdSeed(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 || args[0] != "demo" {
		return usageError("seed needs a dataset name: roadcase seed demo [--scale N]")
	}
	fs := newFlags("seed demo", env)
	scale := fs.Int("scale", 0, "add N times more generated projects to the demo organization")
	if err := fs.Parse(args[1:]); err != nil {
		return usageErr{err.Error()}
	}
	if *scale < 0 {
		return usageError("--scale must be 0 or more, got %s", strconv.Itoa(*scale))
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
	summary, err := seedDemo(ctx, st, svc, *scale, env)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(env.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(summary)
}

// seedDemo loads the demo organizations idempotently: organizations, owners and
// records that exist are left as they are. The summary lists what the store holds
// afterwards, read back from it.
func seedDemo(ctx context.Context, st *stores, svc *identityapp.Service, scale int, env environ) (seedSummary, error) {
	var summary seedSummary
	for _, o := range demo.Organizations() {
		org, err := ensureDemoOrganization(ctx, svc, o)
		if err != nil {
			return summary, err
		}
		sets := []records.Dataset{o.Data}
		if scale > 0 && o.Slug == "demo" {
			sets = append(sets, demo.Scaled(o, scale))
		}
		for _, d := range sets {
			started := timeNow()
			if err := st.records.InsertDataset(ctx, org.ID, d, true); err != nil {
				return summary, fmt.Errorf("seed %s: %w", o.Slug, err)
			}
			rows := countRows(d)
			secs := timeNow().Sub(started).Seconds()
			// Rows already present are skipped, so on a re-run these are rows checked,
			// not rows written.
			env.log.Info("seeded", "org", o.Slug, "dataset_rows", rows, "seconds", fmt.Sprintf("%.2f", secs),
				"rows_per_second", fmt.Sprintf("%.0f", float64(rows)/max(secs, 1e-9)))
		}
		stored, err := st.records.LoadDataset(ctx, org.ID, records.DatasetFilter{})
		if err != nil {
			return summary, err
		}
		os := orgSummary{Slug: org.Slug, ID: org.ID.String(), OwnerEmail: o.OwnerEmail, Records: map[string][]string{}}
		for kind, ids := range stored.IDs() {
			list := make([]string, len(ids))
			for i, id := range ids {
				list[i] = id.String()
			}
			os.Records[string(kind)] = list
		}
		summary.Organizations = append(summary.Organizations, os)
	}
	return summary, nil
}

// ensureDemoOrganization creates the organization, its owner and the owner's
// membership if they are missing. An organization with the demo's slug but another
// id was not made by the seed; the seed refuses to write into it.
func ensureDemoOrganization(ctx context.Context, svc *identityapp.Service, o demo.Org) (identity.Organization, error) {
	org, err := svc.EnsureOrganization(ctx, identity.Organization{
		ID: o.ID, Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demoCreatedAt,
	})
	if err != nil {
		return org, err
	}
	if org.ID != o.ID {
		return org, kernel.Conflict(fmt.Sprintf("organization %q exists but was not created by the demo seed; "+
			"seed into a fresh database or rename that organization", o.Slug))
	}
	user, err := svc.EnsureUser(ctx, identity.User{
		ID: kernel.NameID(kernel.Namespace, "demo/user/"+o.OwnerEmail), Email: o.OwnerEmail, Name: o.OwnerName,
		CreatedAt: demoCreatedAt,
	})
	if err != nil {
		return org, err
	}
	if _, err := svc.EnsureMembership(ctx, org, user, identity.RoleOwner); err != nil {
		return org, err
	}
	return org, nil
}

// countRows counts the records of d, children (tiers, lines, payments, rooms) included
// as the rows they become.
func countRows(d records.Dataset) int {
	n := 0
	for _, c := range d.Count() {
		n += c
	}
	for _, s := range d.Shows {
		n += len(s.Tiers) + len(s.Contacts)
	}
	for _, inv := range d.Invoices {
		n += len(inv.Lines) + len(inv.Payments)
	}
	for _, a := range d.Accommodations {
		n += len(a.Rooms)
	}
	return n
}
