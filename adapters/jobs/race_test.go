//go:build race

package jobs_test

// raceEnabled is true under -race, where the pure-Go SQLite runs many times
// slower and the tests are better not run many at once.
const raceEnabled = true
