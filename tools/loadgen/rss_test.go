package main

import (
	"os"
	"strings"
	"testing"
)

func TestParseVmRSS(t *testing.T) {
	t.Parallel()
	status := "Name:\troadcase\nVmHWM:\t  120000 kB\nVmRSS:\t   81234 kB\nThreads:\t9\n"
	if kb, err := parseVmRSS([]byte(status)); err != nil || kb != 81234 {
		t.Errorf("parseVmRSS = %d, %v; want 81234", kb, err)
	}
	if _, err := parseVmRSS([]byte("Name:\tkthreadd\n")); err == nil {
		t.Error("a status without VmRSS (a kernel thread's) gave no error")
	}
}

func TestReadRSSReadsThisProcess(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc on this system")
	}
	if kb, err := readRSS(os.Getpid()); err != nil || kb <= 0 {
		t.Errorf("readRSS(self) = %d, %v", kb, err)
	}
}

func TestJudge(t *testing.T) {
	t.Parallel()
	series := func(kb ...int64) []rssSample {
		out := make([]rssSample, len(kb))
		for i, v := range kb {
			out[i] = rssSample{Seconds: float64(5 * i), KB: v}
		}
		return out
	}
	tests := []struct {
		name    string
		samples []rssSample
		flat    bool
		err     string
	}{
		{"a warm-up that grows, then a plateau, is flat",
			series(40000, 70000, 90000, 100000, 101000, 99000, 102000, 100500, 101500), true, ""},
		{"a plateau within the tolerance is flat", series(100, 100, 100, 100, 100, 100, 109, 109, 109), true, ""},
		{"a steady climb is not flat", series(100, 110, 120, 130, 140, 150, 160, 170, 180), false, ""},
		{"one spike in the last third is not enough to fail", series(100, 100, 100, 100, 100, 100, 100, 300, 100), true, ""},
		{"five samples are too few", series(1, 2, 3, 4, 5), false, "too few"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := judge(tt.samples, 0.10)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one saying %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if v.Flat != tt.flat {
				t.Errorf("flat = %v (growth %.3f, medians %v), want %v", v.Flat, v.Growth, v.ThirdsKB, tt.flat)
			}
			if v.StartKB != tt.samples[0].KB || v.EndKB != tt.samples[len(tt.samples)-1].KB {
				t.Errorf("start %d end %d", v.StartKB, v.EndKB)
			}
		})
	}
}
