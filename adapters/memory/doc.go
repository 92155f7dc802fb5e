// Package memory implements Roadcase's store ports in memory, for the core's tests
// and the contract suites; it keeps nothing across restarts. Its stores mirror the
// SQL stores: instants in UTC at microsecond precision, the references and unique
// keys the schema enforces, and the same orders.
//
// A Backend (New) is one database: the state of every store behind one
// sync.RWMutex, so its stores see each other's data and its TxRunner's transactions
// span them all. Outside a transaction a read takes the read lock and a write the
// write lock, so each call is atomic. A transaction is serializable in the simplest
// way: WithinTx holds the write lock until fn returns, and first copies the state,
// which it puts back if fn fails or panics. Store calls made with the transaction's
// context know the lock is held (the context carries the transaction, keyed by its
// backend) and take only the transaction's own mutex instead; calls made with any
// other context wait until the transaction ends, so fn must pass its ctx on or it
// waits for itself.
//
// NewRecordStore returns a record store of a new backend of its own, for tests that
// need only that store.
package memory
