package main

import (
	"context"
	"fmt"
	"strconv"

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
	cfg, fs, err := commandFlags("seed demo", env)
	if err != nil {
		return err
	}
	scale := fs.Int("scale", 0, "add N times more generated projects to the demo organization")
	if err := fs.Parse(args[1:]); err != nil {
		return usageErr{err.Error()}
	}
	if *scale < 0 {
		return usageError("--scale must be 0 or more, got %s", strconv.Itoa(*scale))
	}
	return withMain(ctx, env, *cfg, true, func(m *Main) error {
		seeded, err := m.Records.SeedDemo(ctx, *scale, func(p demo.Progress) {
			secs := p.Elapsed.Seconds()
			// Rows already present are skipped, so on a re-run these are rows checked,
			// not rows written.
			env.log.Info("seeded", "org", p.Slug, "dataset_rows", p.Rows, "seconds", fmt.Sprintf("%.2f", secs),
				"rows_per_second", fmt.Sprintf("%.0f", float64(p.Rows)/max(secs, 1e-9)))
		})
		if err != nil {
			return err
		}
		if err := m.Advancing.SeedDemo(ctx, *scale); err != nil {
			return fmt.Errorf("seed advancing: %w", err)
		}
		if err := m.Reporting.SeedDemo(ctx); err != nil {
			return fmt.Errorf("seed snapshots: %w", err)
		}
		return printJSON(env, summarize(seeded))
	})
}

// summarize converts what the seed stored into the printed summary.
func summarize(seeded []demo.Seeded) seedSummary {
	var out seedSummary
	for _, s := range seeded {
		o := orgSummary{Slug: s.Slug, ID: s.OrgID.String(), OwnerEmail: s.OwnerEmail, Records: map[string][]string{}}
		for kind, ids := range s.IDs {
			list := make([]string, len(ids))
			for i, id := range ids {
				list[i] = id.String()
			}
			o.Records[string(kind)] = list
		}
		out.Organizations = append(out.Organizations, o)
	}
	return out
}
