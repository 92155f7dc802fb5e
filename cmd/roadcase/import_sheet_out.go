package main

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// sheetImportResult is what `roadcase import --kind` prints: importResult's
// fields (Records counts the records written, by kind) and the import's own.
type sheetImportResult struct {
	importResult
	Import    string         `json:"import"`
	Kind      string         `json:"kind"`
	Sheet     string         `json:"sheet"`
	Status    string         `json:"status"`
	Rows      int            `json:"rows"`
	New       int            `json:"new"`
	Updated   int            `json:"updated"`
	Unchanged int            `json:"unchanged"`
	Errors    []sheetProblem `json:"errors"`
	Outcome   string         `json:"outcome,omitempty"`
}

// sheetProblem is one error of the check, pointed at its cell.
type sheetProblem struct {
	Cell     string `json:"cell"` // "Routing!C14", or the sheet's name alone
	Field    string `json:"field,omitempty"`
	Value    string `json:"value,omitempty"`
	Expected string `json:"expected,omitempty"`
	Code     string `json:"code"`
	Detail   string `json:"detail"`
}

// sheetResult is imp as the command prints it.
func sheetResult(org identity.Organization, imp tabular.Import) sheetImportResult {
	res := sheetImportResult{importResult: importResult{Organization: org.Slug, ID: org.ID.String(),
		Records: map[string]int{}, Warnings: []importWarning{}},
		Import: imp.ID.String(), Kind: string(imp.Kind), Sheet: imp.Sheet, Status: string(imp.Status), Rows: imp.Rows,
		New: imp.New, Updated: imp.Updated, Unchanged: imp.Same, Errors: []sheetProblem{}, Outcome: imp.Outcome}
	if imp.Status == tabular.StatusDone {
		res.Records[string(imp.Kind)] = imp.Written
	}
	for _, p := range imp.Problems {
		cell := p.Sheet
		if p.Row > 0 {
			cell = fmt.Sprintf("%s!%s%d", p.Sheet, p.Column, p.Row)
		}
		if p.Warning {
			res.Warnings = append(res.Warnings, importWarning{Pointer: cell, Code: p.Code, Detail: p.Detail})
			continue
		}
		res.Errors = append(res.Errors, sheetProblem{Cell: cell, Field: p.Field, Value: p.Value, Expected: p.Expected,
			Code: p.Code, Detail: p.Detail})
	}
	return res
}

// guessSheet reads the header of the file's sheet named sheet and guesses its
// mapping as an upload does, with what org's earlier imports taught.
func (m *Main) guessSheet(ctx context.Context, org kernel.ID, up ports.ImportUpload, sheet string) ([]string, tabular.Mapping, error) {
	wb, err := m.tableReader().ReadTables(ctx, up.FileName, up.Data)
	if err != nil {
		return nil, nil, err
	}
	spec, ok := tabular.SpecOf(up.Kind)
	if !ok {
		return nil, nil, usageError("--kind %q is not a kind a spreadsheet can import", up.Kind)
	}
	for _, t := range wb.Sheets {
		if t.Sheet == sheet {
			remembered, err := m.importStore().RememberedMapping(ctx, org, up.Kind)
			if err != nil {
				return nil, nil, err
			}
			return t.Header, tabular.Guess(spec, t.Header, remembered), nil
		}
	}
	return nil, nil, usageError("--sheet: the file has no sheet %q", sheet)
}

// tableReader reads uploaded files with the configured row limit.
func (m *Main) tableReader() spreadsheet.TableReader {
	return spreadsheet.TableReader{DataRows: m.Config.Import.MaxRows}
}
