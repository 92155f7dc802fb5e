package main

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"
)

// TestSoakKeepsTheRSSFlat starts serve --demo on a temporary SQLite file, runs the
// mix at loadgen's soak rate for ROADCASE_SOAK_DURATION (90s unless set) while
// sampling the server's RSS every 3 seconds, and fails when the last third's
// median is more than 10 % above the second third's. It runs only with
// ROADCASE_SOAK=1.
func TestSoakKeepsTheRSSFlat(t *testing.T) {
	if os.Getenv("ROADCASE_SOAK") != "1" {
		t.Skip("set ROADCASE_SOAK=1 to soak serve --demo (90s; ROADCASE_SOAK_DURATION changes it)")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("the soak reads the RSS from /proc")
	}
	duration := 90 * time.Second
	if s := os.Getenv("ROADCASE_SOAK_DURATION"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatalf("ROADCASE_SOAK_DURATION: %v", err)
		}
		duration = d
	}
	cfg := config{serve: buildRoadcase(t), soak: duration, sample: 3 * time.Second,
		tolerance: 0.10, workers: 4, rate: soakRate}
	var out, progress bytes.Buffer
	rep, err := execute(context.Background(), cfg, &out, &progress)
	if err != nil {
		t.Fatalf("%v\n%s", err, progress.String())
	}
	t.Logf("\n%s\n%s", progress.String(), out.String())
	if rep.Total.Success != 1 {
		t.Errorf("%.2f %% of the soak's requests succeeded", 100*rep.Total.Success)
	}
	if !rep.Soak.ok() {
		t.Errorf("the RSS did not stay flat: %s", out.String())
	}
}
