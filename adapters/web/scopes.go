package web

import (
	"fmt"
	"slices"

	"github.com/roadcase/roadcase/core/identity"
)

// scopeGrants says in a sentence what each scope lets a token do, after the
// routes that require it (docs/documents.md, docs/reporting.md, docs/advancing.md).
var scopeGrants = map[identity.Scope]string{
	identity.ScopeDocumentsRead:  "List the 29 document types and read each one's JSON Schema, sample data and merge fields.",
	identity.ScopeDocumentsWrite: "Generate documents as HTML, from data you send or from one of the organization's records.",
	identity.ScopeReportsRead:    "Read the KPI and report catalogs, compute KPI values and reports from the organization's data, and read snapshots.",
	identity.ScopeAdvancingRead:  "Read projects' advance packets with their sections and audiences, send batches and tracking boards.",
	identity.ScopeAdvancingWrite: "Create advance packet shells for projects; it also needs your role to be manager or above.",
}

// scopeChoice is one checkbox of the mint form.
type scopeChoice struct {
	ID, Name, Grants string
	Checked          bool
}

// scopeChoices lists every scope in identity's order, checked when in checked.
// The first checkbox's id is "scopes", which the form's scope error links to.
func scopeChoices(checked []string) []scopeChoice {
	out := make([]scopeChoice, len(identity.Scopes))
	for i, sc := range identity.Scopes {
		id := "scopes"
		if i > 0 {
			id = fmt.Sprintf("scopes-%d", i)
		}
		out[i] = scopeChoice{ID: id, Name: string(sc), Grants: scopeGrants[sc],
			Checked: slices.Contains(checked, string(sc))}
	}
	return out
}

// expiryDays are the lifetimes the mint form offers, in days; 90 is the default
// (identity.DefaultTokenLifetime) and 366 the most (identity.MaxTokenLifetime).
var expiryDays = []int{7, 30, 60, 90, 180, 366}

const defaultExpiryDays = "90"

func expiryOptions() []option {
	out := make([]option, len(expiryDays))
	for i, d := range expiryDays {
		out[i] = option{Value: fmt.Sprint(d), Label: fmt.Sprintf("%d days", d)}
	}
	return out
}

// scopesField names the mint form's scope checkboxes; the brackets mark the one
// name several controls share, as html-validate (and many frameworks) expect.
const scopesField = "scopes[]"
