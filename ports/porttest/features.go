package porttest

// Features describes what a backend supports; suites skip the tests of a feature a
// backend lacks, and say so in the test log.
type Features struct {
	// Rollback is true when TxRunner.WithinTx undoes the writes of a function that
	// returns an error (the SQL stores), false when it cannot (the memory stores).
	Rollback bool
}
