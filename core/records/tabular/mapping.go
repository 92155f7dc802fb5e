package tabular

// Mapping says which field each column of a table holds: Mapping[i] is the
// field key of column i, "" for a column that is ignored. A field is held by
// at most one column.
type Mapping []string

// Remembered is what an organization's earlier imports of a kind taught:
// a header, normalized (NormalizeHeader), mapped to the field key people chose
// for it, or to "" for a column they chose to ignore.
type Remembered map[string]string
