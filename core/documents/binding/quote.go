package binding

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// quoteValidDays is how long a quote bound from a project stays open for acceptance.
const quoteValidDays = 30

// quoteFromProject builds an estimate for the project's artist or client from the
// project's budget lines: one priced line per budget line, grouped by category. The
// quote is dated on the day it is generated and stays valid for quoteValidDays; no
// tax is quoted, so the total is the subtotal and the terms say so.
func quoteFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	if src.OrgName == "" {
		return nil, kernel.Internal(errors.New("binding: the quote's seller has no name"))
	}
	if p.Artist == "" {
		return nil, kernel.Invalid("project " + p.Name + " has no artist or client to address a quote to")
	}
	budget := quoteBudgetLines(src.Data.BudgetLines, p.ID)
	if len(budget) == 0 {
		return nil, kernel.Invalid("project " + p.Name + " has no budget lines to quote")
	}
	lines := make([]any, 0, len(budget))
	var subtotal int64
	for _, b := range budget {
		subtotal += b.Amount
		line := map[string]any{"amount": Money(b.Amount, p.Currency)}
		PutString(line, "category", Label(b.Category))
		line["description"] = cmp.Or(strings.TrimSpace(b.Description), Label(b.Category), "Budget item")
		lines = append(lines, line)
	}

	issued := kernel.DateOf(src.Now, time.UTC)
	valid := issued.AddDays(quoteValidDays)
	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "starts_on", p.StartsOn.String())
	PutString(proj, "ends_on", p.EndsOn.String())
	return map[string]any{
		"seller":      sellerParty(src),
		"client":      map[string]any{"name": p.Artist},
		"number":      "Q-" + cmp.Or(p.Code, strings.ToUpper(string(p.ID)[:min(8, len(p.ID))])),
		"issued_on":   issued.String(),
		"valid_until": valid.String(),
		"project":     proj,
		"lines":       lines,
		"subtotal":    Money(subtotal, p.Currency),
		"total":       Money(subtotal, p.Currency),
		"terms": fmt.Sprintf("This quote is valid until %s. Amounts are in %s and exclude any applicable taxes.",
			valid.Time(time.UTC).Format("2 January 2006"), p.Currency),
	}, nil
}

// quoteBudgetLines returns the project's budget lines ordered by category, then
// description, then id, so the quote reads grouped and prints the same every time.
func quoteBudgetLines(all []records.BudgetLine, project kernel.ID) []records.BudgetLine {
	var out []records.BudgetLine
	for _, b := range all {
		if b.ProjectID == project {
			out = append(out, b)
		}
	}
	slices.SortFunc(out, func(a, b records.BudgetLine) int {
		return cmp.Or(
			cmp.Compare(records.CategoryKey(a.Category), records.CategoryKey(b.Category)),
			cmp.Compare(a.Description, b.Description),
			cmp.Compare(a.ID, b.ID),
		)
	})
	return out
}
