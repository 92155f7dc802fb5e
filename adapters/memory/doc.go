// Package memory implements Roadcase's store ports with maps guarded by a mutex.
// Core tests and the contract suites use it; it keeps nothing across restarts.
package memory
