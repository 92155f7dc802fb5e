package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// cmdExport prints every record of an organization as one export document, as
// JSON or, with --format xlsx, as a workbook (adapters/spreadsheet).
func cmdExport(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("export", env)
	if err != nil {
		return err
	}
	slug := fs.String("org", "", "organization slug")
	format := fs.String("format", "json", "json, or xlsx for a workbook with one sheet per kind of record")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *slug == "" {
		return usageError("export needs --org")
	}
	if *format != "json" && *format != "xlsx" {
		return usageError("export --format is json or xlsx")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		doc, err := m.Records.Export(ctx, *slug)
		if err != nil {
			return err
		}
		if *format == "xlsx" {
			return spreadsheet.Write(env.stdout, doc)
		}
		_, err = env.stdout.Write(doc.MarshalIndent())
		return err
	})
}

// importResult is what `roadcase import` prints on success.
type importResult struct {
	Organization string `json:"organization"`
	ID           string `json:"id"`
	Created      bool   `json:"created"`
	// Owner is the owner's email when the import created the organization.
	Owner   string         `json:"owner,omitempty"`
	Records map[string]int `json:"records"`
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

// cmdImport loads an export document, JSON or an .xlsx workbook, into an organization. A new organization is
// created with the owner --owner-email names; an existing one keeps its members.
// The file is decoded and validated before the database is opened, and the import
// is all or nothing.
func cmdImport(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("import", env)
	if err != nil {
		return err
	}
	slug := fs.String("org", "", "target organization slug (created if missing, with --owner-email)")
	owner := fs.String("owner-email", "", "the owner of a new organization (the user is created if missing)")
	sheet := sheetFlags(fs)
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if sheet.kind != "" {
		return cmdImportSheet(ctx, env, *cfg, *slug, sheet, fs.Args())
	}
	if *slug == "" || fs.NArg() != 1 {
		return usageError("import needs --org SLUG and one FILE")
	}
	doc, err := readDocument(fs.Arg(0))
	if err != nil {
		return err
	}
	return withMain(ctx, env, *cfg, true, func(m *Main) error {
		rep, err := m.Records.Import(ctx, exchange.ImportRequest{OrgSlug: *slug, Document: doc, OwnerEmail: *owner})
		if err != nil {
			return fmt.Errorf("nothing was imported: %w", err)
		}
		res := importResult{Organization: rep.Organization.Slug, ID: rep.Organization.ID.String(),
			Created: rep.Created, Owner: rep.Owner.Email, Records: map[string]int{}, Warnings: []importWarning{}}
		for _, f := range rep.Warnings {
			res.Warnings = append(res.Warnings, importWarning{Pointer: f.Pointer, Code: f.Code, Detail: f.Detail})
		}
		for kind, n := range rep.Counts {
			res.Records[string(kind)] = n
		}
		return printJSON(env, res)
	})
}

// readDocument decodes the export document in the file at path: a workbook
// when the file is a zip archive (as every .xlsx is) or is named .xlsx, JSON
// otherwise. Both go through exchange.Decode's checks.
func readDocument(path string) (exchange.Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return exchange.Document{}, err
	}
	defer func() { _ = f.Close() }() // read only: closing cannot lose anything
	info, err := f.Stat()
	if err != nil {
		return exchange.Document{}, err
	}
	var doc exchange.Document
	if isWorkbook(f, path) {
		doc, err = spreadsheet.Read(f, info.Size(), spreadsheet.Limits{})
	} else {
		doc, err = exchange.Decode(f)
	}
	if err != nil {
		return doc, fmt.Errorf("%s: %w", path, err)
	}
	return doc, nil
}

// zipMagic starts every zip archive, so every .xlsx workbook.
var zipMagic = []byte("PK\x03\x04")

// isWorkbook reports whether the file at path is to be read as a workbook: it
// is named .xlsx or starts as a zip archive does (a JSON document cannot).
func isWorkbook(f io.ReaderAt, path string) bool {
	if strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return true
	}
	head := make([]byte, len(zipMagic))
	n, _ := f.ReadAt(head, 0)
	return bytes.Equal(head[:n], zipMagic)
}
