// Package spreadsheet writes an export document (core/records/exchange) as an
// .xlsx workbook and reads such a workbook back into the same document.
//
// The workbook has one sheet per array of the document, named as the array
// ("shows"), with a header row of the exchange field names (nested objects
// flattened with dots: "deal.guarantee") and one row per record. Lists of
// objects inside a record (a show's tiers, an invoice's lines) are sheets of
// their own named "array.field" ("shows.tiers"), whose first column holds the
// parent record's key ("show_id"), in the order the document gives them. Lists
// of keys (a travel's passengers) are one cell of comma-separated keys. The
// sheet "document" holds the format version and the organization block, the
// sheet "profile" the legal profile (no row when there is none).
//
// Text is always written as a string cell, never as a formula, whatever it
// starts with. Reading refuses, before anything is parsed, a workbook that is
// too large, a zip bomb, macros, external links, formulas, too many rows,
// columns or characters in a cell, and invalid UTF-8 (see Limits); the workbook's
// cells are then turned into the JSON document and checked by exchange.Decode,
// so a workbook is held to exactly the rules of a JSON import.
//
// TableReader (ports.TableReader) reads the files of the pages' spreadsheet
// import: any .xlsx workbook, every sheet as a table of text cells (dates as
// ISO dates by their number format, numbers without grouping), or a CSV file
// in any common encoding and delimiter, under the same guard and Limits, and
// a bound on the rows. WriteTemplate writes an import kind's template.
package spreadsheet
