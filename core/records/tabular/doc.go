// Package tabular is the spreadsheet import's model: which kinds of record a
// sheet of rows can bring in and the fields their columns can hold (Spec), a
// sheet's cells as text (Table), which column holds which field (Mapping, guessed
// from the headers people write), the rows turned into records and matched to
// the organization's existing ones (Plan, by Build), the problems found on the
// way pointed at their sheet, row and column (Problem), and an import's life
// from upload to undo (Import, Undo).
//
// It holds rules only. Reading a workbook or a CSV file into Tables is the
// adapters' (adapters/spreadsheet); storing an import and running it as a job
// is the ports' and the adapters'; the use cases that tie them together are in
// core/records/app. Records built here are checked by exactly the rules a page
// write and a JSON import apply (records.Dataset.Validate), so a spreadsheet can
// bring in nothing the pages would refuse.
package tabular
