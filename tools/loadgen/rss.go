package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
)

// rssSample is the server's resident set size at one moment of a soak.
type rssSample struct {
	// Seconds is the time since the soak began.
	Seconds float64 `json:"seconds"`
	// KB is the resident set size in kibibytes, as /proc reports it.
	KB int64 `json:"rss_kb"`
}

// readRSS returns the resident set size of process pid in kibibytes, read from
// the VmRSS line of /proc/PID/status (Linux only).
func readRSS(pid int) (int64, error) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	return parseVmRSS(status)
}

// parseVmRSS reads the kibibytes of a /proc/PID/status file's "VmRSS:  81234 kB"
// line.
func parseVmRSS(status []byte) (int64, error) {
	for line := range bytes.Lines(status) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmRSS:")); ok {
			f := strings.Fields(string(rest))
			if len(f) != 2 || f[1] != "kB" {
				return 0, fmt.Errorf("unexpected VmRSS line %q", line)
			}
			return strconv.ParseInt(f[0], 10, 64)
		}
	}
	return 0, errors.New("no VmRSS line in the process status")
}

// flatness is a soak's verdict on the server's RSS. The series is cut in thirds:
// the first is the warm-up (caches fill, the heap finds its size) and is not
// judged; the RSS is flat when the last third's median is at most Tolerance
// above the second third's.
type flatness struct {
	StartKB int64 `json:"start_kb"`
	EndKB   int64 `json:"end_kb"`
	MaxKB   int64 `json:"max_kb"`
	// ThirdsKB are the medians of the series' three thirds, in order.
	ThirdsKB [3]int64 `json:"thirds_median_kb"`
	// Growth is the last third's median over the second third's, less one:
	// 0.05 is 5 % more.
	Growth float64 `json:"growth"`
	// Tolerance is the largest growth still called flat.
	Tolerance float64 `json:"tolerance"`
	Flat      bool    `json:"flat"`
}

// judge returns the verdict on a series of at least six samples.
func judge(samples []rssSample, tolerance float64) (flatness, error) {
	n := len(samples)
	if n < 6 {
		return flatness{}, fmt.Errorf("%d RSS samples are too few to judge (6 at least: sample more often or soak longer)", n)
	}
	v := flatness{StartKB: samples[0].KB, EndKB: samples[n-1].KB, Tolerance: tolerance}
	for i, third := range [][]rssSample{samples[:n/3], samples[n/3 : 2*n/3], samples[2*n/3:]} {
		kb := make([]int64, len(third))
		for j, s := range third {
			kb[j] = s.KB
			v.MaxKB = max(v.MaxKB, s.KB)
		}
		slices.Sort(kb)
		v.ThirdsKB[i] = kb[len(kb)/2]
	}
	v.Growth = float64(v.ThirdsKB[2])/float64(v.ThirdsKB[1]) - 1
	v.Flat = v.Growth <= tolerance
	return v, nil
}
