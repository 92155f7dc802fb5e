//go:build !race

package jobs_test

// raceEnabled is true under -race; see race_test.go.
const raceEnabled = false
