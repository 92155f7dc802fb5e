package config

// importVars say how large a spreadsheet import may be and how many run at
// once.
var importVars = []Var{
	{
		Name: "ROADCASE_IMPORT_MAX_ROWS", Type: "number", Default: "100000", Commands: "serve, import",
		Summary: "data rows one spreadsheet import takes at most",
		Doc: "Data rows one spreadsheet import (pages, or roadcase import --kind) takes at most, 1 to 1000000; " +
			"a sheet with more is refused at upload with a sentence asking to split it.",
		set: integer(func(c *Config) *int { return &c.Import.MaxRows }, 1, 1_000_000, "a number of rows"),
	},
	{
		Name: "ROADCASE_IMPORT_WORKERS", Type: "number", Default: "1", Commands: serveOnly,
		Summary: "spreadsheet import steps at once per process",
		Doc: "Spreadsheet import steps (a check or a write) run at once per process, 1 to 8, on a job queue of " +
			"their own beside the merge send's.",
		set: integer(func(c *Config) *int { return &c.Import.Workers }, 1, 8, "a number of workers"),
	},
}
