package spreadsheet

import (
	"archive/zip"
	"fmt"
	"io"
	"path"
	"strings"
)

// refusal is an error for a workbook refused before its cells are read.
func refusal(format string, args ...any) error {
	return invalid("refused", fmt.Sprintf("the workbook is refused: "+format, args...))
}

// guard checks the workbook's zip before anything is decompressed (sizes,
// ratios, macros, external links), then streams its worksheets and shared
// strings through an XML decoder, never holding a part in memory, to refuse
// formulas, too many rows or columns, too long cells and invalid UTF-8.
func guard(r io.ReaderAt, size int64, lim Limits) error {
	return guardParts(r, size, lim, scanWorksheet)
}

// guardParts is guard, its worksheets scanned by sheets; with sheets nil they
// are left to a caller that makes the same checks as it reads them
// (TableReader's sheetReader), so that they are read once.
func guardParts(r io.ReaderAt, size int64, lim Limits, sheets func(string, io.Reader, Limits) error) error {
	if size > lim.FileBytes {
		return refusal("the file has %d bytes, more than the %d allowed", size, lim.FileBytes)
	}
	z, err := zip.NewReader(r, size)
	if err != nil {
		return invalid("not_xlsx", "the file is not an .xlsx workbook (it is not a zip archive): "+err.Error())
	}
	if len(z.File) > lim.Parts {
		return refusal("it has %d parts, more than the %d allowed", len(z.File), lim.Parts)
	}
	var total uint64
	for _, f := range z.File {
		if err := checkPart(f, lim); err != nil {
			return err
		}
		total += f.UncompressedSize64
		if total > uint64(lim.UncompressedBytes) {
			return refusal("its parts uncompress to more than the %d bytes allowed", lim.UncompressedBytes)
		}
	}
	for _, f := range z.File {
		switch {
		case isWorksheet(f.Name):
			if sheets != nil {
				err = scanPart(f, lim, sheets)
			}
		case f.Name == "xl/sharedStrings.xml":
			err = scanPart(f, lim, scanSharedStrings)
		case strings.HasSuffix(f.Name, ".xml") || strings.HasSuffix(f.Name, ".rels"):
			err = scanPart(f, lim, scanWellFormed)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// checkPart refuses a part by its zip directory entry alone: macros, external
// links, and a compression ratio only a zip bomb has.
func checkPart(f *zip.File, lim Limits) error {
	name := strings.ToLower(f.Name)
	switch {
	case strings.HasSuffix(name, "vbaproject.bin") || strings.Contains(name, "macrosheets/"):
		return refusal("it contains macros (%s)", f.Name)
	case strings.Contains(name, "externallinks/"):
		return refusal("it links to other workbooks (%s)", f.Name)
	case f.UncompressedSize64 > uint64(lim.UncompressedBytes):
		return refusal("the part %s uncompresses to %d bytes, more than the %d allowed", f.Name, f.UncompressedSize64, lim.UncompressedBytes)
	case f.UncompressedSize64 > ratioFloor && f.UncompressedSize64 > f.CompressedSize64*uint64(lim.Ratio):
		return refusal("the part %s is compressed %d to 1, more than the %d to 1 allowed (a zip bomb?)",
			f.Name, f.UncompressedSize64/max(f.CompressedSize64, 1), lim.Ratio)
	}
	return nil
}

// isWorksheet reports whether a part is a worksheet (xl/worksheets/sheetN.xml).
func isWorksheet(name string) bool {
	dir, file := path.Split(name)
	return dir == "xl/worksheets/" && strings.HasSuffix(file, ".xml")
}

// scanPart streams part f into scan. The zip reader stops at the size the
// directory declares (a part that inflates to more is an error), so the
// sizes checked by checkPart bound the work.
func scanPart(f *zip.File, lim Limits, scan func(string, io.Reader, Limits) error) error {
	rc, err := f.Open()
	if err != nil {
		return refusal("the part %s cannot be read: %v", f.Name, err)
	}
	defer func() { _ = rc.Close() }() // read only
	return scan(f.Name, io.LimitReader(rc, int64(f.UncompressedSize64)+1), lim)
}
