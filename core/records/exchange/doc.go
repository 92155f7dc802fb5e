// Package exchange is Roadcase's export/import document: one JSON document that holds
// every record of one organization, written by `roadcase export` and read by
// `roadcase import`. The format is described for people in docs/import-format.md.
//
// The document's data types carry json tags although they live in the core. That is
// deliberate: this package is not a view of the records for some adapter, it IS the
// edge format, versioned by FormatVersion, and both the command line and the tests
// need the same types. Export writes FormatVersion; Decode and ToDataset also read
// FormatVersion1 documents, filling in what that version lacked. Fields added after
// the first version carry a `since` tag naming the version that added them. The record types in core/records stay untagged; Export and
// ToDataset are the explicit converters between the two.
//
// Records in a document do not carry their stored ids. Export gives every record a
// document-local key ("show-4": the 4th show in the document's content order) and
// writes references as keys; ToDataset maps every key to a new id that depends only
// on the target organization, the document's content and the key. Because the order
// is decided by content alone, exporting the records that an import created gives the
// same document again, byte for byte, apart from the organization block.
package exchange
