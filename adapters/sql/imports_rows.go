package sql

import (
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// importRow is one import (see the imports migration).
type importRow struct {
	bun.BaseModel `bun:"table:imports"`

	OrgID         kernel.ID  `bun:"org_id,pk"`
	ID            kernel.ID  `bun:"id,pk"`
	ProjectID     kernel.ID  `bun:"project_id,nullzero"`
	Kind          string     `bun:"kind"`
	Status        string     `bun:"status"`
	Version       int        `bun:"version"`
	FileName      string     `bun:"file_name"`
	FileSize      int64      `bun:"file_size"`
	Format        string     `bun:"file_format"`
	Encoding      string     `bun:"file_encoding"`
	Delimiter     string     `bun:"file_delimiter"`
	Rows          int        `bun:"row_count"`
	Checked       int        `bun:"checked"`
	Written       int        `bun:"written"`
	New           int        `bun:"new_count"`
	Updated       int        `bun:"updated_count"`
	Same          int        `bun:"same_count"`
	Errors        int        `bun:"error_count"`
	Warnings      int        `bun:"warning_count"`
	CreatedBy     kernel.ID  `bun:"created_by,nullzero"`
	CreatedByName string     `bun:"created_by_name"`
	CreatedAt     time.Time  `bun:"created_at"`
	UpdatedAt     time.Time  `bun:"updated_at"`
	WrittenAt     *time.Time `bun:"written_at"`
	Body          string     `bun:"body"` // an importBody
}

// importBody is the rest of an import, its body column. An empty list is left
// out, so it reads back as nil.
type importBody struct {
	Sheets      []string      `json:"sheets,omitempty"`
	Sheet       string        `json:"sheet,omitempty"`
	Header      []string      `json:"header,omitempty"`
	Sample      [][]string    `json:"sample,omitempty"`
	Mapping     []string      `json:"mapping,omitempty"`
	Problems    []problemJSON `json:"problems,omitempty"`
	Preview     []rowPlanJSON `json:"preview,omitempty"`
	SkipUpdates bool          `json:"skip_updates,omitempty"`
	SkipRows    []int         `json:"skip_rows,omitempty"`
	Outcome     string        `json:"outcome,omitempty"`
}

// problemJSON is a tabular.Problem in an import's body.
type problemJSON struct {
	Sheet    string `json:"sheet,omitempty"`
	Row      int    `json:"row,omitempty"`
	Column   string `json:"column,omitempty"`
	Header   string `json:"header,omitempty"`
	Field    string `json:"field,omitempty"`
	Value    string `json:"value,omitempty"`
	Expected string `json:"expected,omitempty"`
	Detail   string `json:"detail,omitempty"`
	Code     string `json:"code,omitempty"`
	Warning  bool   `json:"warning,omitempty"`
}

// rowPlanJSON is a tabular.RowPlan in an import's body.
type rowPlanJSON struct {
	Row     int               `json:"row"`
	Action  string            `json:"action"`
	Ref     refJSON           `json:"ref"`
	Label   string            `json:"label,omitempty"`
	Changes []fieldChangeJSON `json:"changes,omitempty"`
}

// refJSON is a records.Ref in an import's body or undo.
type refJSON struct {
	Kind      string    `json:"kind"`
	ID        kernel.ID `json:"id"`
	ProjectID kernel.ID `json:"project_id,omitempty"`
}

func toRefJSON(r records.Ref) refJSON { return refJSON{string(r.Kind), r.ID, r.ProjectID} }

func (r refJSON) ref() records.Ref {
	return records.Ref{Kind: records.Kind(r.Kind), ID: r.ID, ProjectID: r.ProjectID}
}

// toImportRow returns imp's row, its instants in UTC at microsecond precision.
func toImportRow(imp tabular.Import) importRow {
	b := importBody{Sheets: imp.Sheets, Sheet: imp.Sheet, Header: imp.Header, Sample: imp.Sample,
		Mapping: imp.Mapping, SkipUpdates: imp.SkipUpdates, SkipRows: imp.SkipRows, Outcome: imp.Outcome}
	for _, p := range imp.Problems {
		b.Problems = append(b.Problems, problemJSON(p))
	}
	for _, r := range imp.Preview {
		p := rowPlanJSON{Row: r.Row, Action: string(r.Action), Ref: toRefJSON(r.Ref), Label: r.Label}
		for _, c := range r.Changes {
			p.Changes = append(p.Changes, fieldChangeJSON(c))
		}
		b.Preview = append(b.Preview, p)
	}
	body, _ := json.Marshal(b) // strings, numbers and booleans only: always marshals
	row := importRow{OrgID: imp.OrgID, ID: imp.ID, ProjectID: imp.ProjectID, Kind: string(imp.Kind),
		Status: string(imp.Status), Version: imp.Version, FileName: imp.FileName, FileSize: imp.FileSize,
		Format: imp.Format, Encoding: imp.Encoding, Delimiter: imp.Delimiter, Rows: imp.Rows,
		Checked: imp.Checked, Written: imp.Written, New: imp.New, Updated: imp.Updated, Same: imp.Same,
		Errors: imp.Errors, Warnings: imp.Warnings, CreatedBy: imp.CreatedBy, CreatedByName: imp.CreatedByName,
		CreatedAt: StorageTime(imp.CreatedAt), UpdatedAt: StorageTime(imp.UpdatedAt), Body: string(body)}
	if imp.WrittenAt != nil {
		w := StorageTime(*imp.WrittenAt)
		row.WrittenAt = &w
	}
	return row
}

// importOf turns the row back into an import.
func (r importRow) importOf() (tabular.Import, error) {
	var b importBody
	if err := json.Unmarshal([]byte(r.Body), &b); err != nil {
		return tabular.Import{}, kernel.Internal(err)
	}
	imp := tabular.Import{ID: r.ID, OrgID: r.OrgID, ProjectID: r.ProjectID, Kind: tabular.Kind(r.Kind),
		FileName: r.FileName, FileSize: r.FileSize, Format: r.Format, Encoding: r.Encoding, Delimiter: r.Delimiter,
		Sheets: b.Sheets, Sheet: b.Sheet, Header: b.Header, Sample: b.Sample, Mapping: b.Mapping,
		Status: tabular.Status(r.Status), Rows: r.Rows, Checked: r.Checked, Written: r.Written, New: r.New,
		Updated: r.Updated, Same: r.Same, Errors: r.Errors, Warnings: r.Warnings,
		SkipUpdates: b.SkipUpdates, SkipRows: b.SkipRows, Outcome: b.Outcome, CreatedBy: r.CreatedBy,
		CreatedByName: r.CreatedByName, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Version: r.Version}
	for _, p := range b.Problems {
		imp.Problems = append(imp.Problems, tabular.Problem(p))
	}
	for _, p := range b.Preview {
		plan := tabular.RowPlan{Row: p.Row, Action: tabular.Action(p.Action), Ref: p.Ref.ref(), Label: p.Label}
		for _, c := range p.Changes {
			plan.Changes = append(plan.Changes, records.FieldChange(c))
		}
		imp.Preview = append(imp.Preview, plan)
	}
	if r.WrittenAt != nil {
		w := r.WrittenAt.UTC()
		imp.WrittenAt = &w
	}
	return imp, nil
}
