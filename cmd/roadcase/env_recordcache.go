package main

import (
	"os"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/adapters/recordcache"
	"github.com/roadcase/roadcase/ports"
)

// defaultRecordCache is how many records the documents service keeps in memory
// from its recent loads (recordcache): at 320–390 bytes a record, as loaded from
// SQLite, under 40 MB; the records of some 1,100 of the demo's day sheets (89
// each, children included) or 75 of its tours (1,311).
const defaultRecordCache = 100_000

// recordCacheBudget reads ROADCASE_RECORD_CACHE: the most records the loads
// kept for rendering from records may hold together (default 100000; 0 turns
// the cache off).
func recordCacheBudget() (int, error) {
	s := strings.TrimSpace(os.Getenv("ROADCASE_RECORD_CACHE"))
	if s == "" {
		return defaultRecordCache, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, usageError("ROADCASE_RECORD_CACHE must be a number of records, 0 for no cache, got %q", s)
	}
	return n, nil
}

// documentRecords returns the record store the documents service renders from:
// store behind a recordcache of budget records, or store itself for 0.
func documentRecords(store ports.RecordStore, budget int) ports.RecordStore {
	if budget == 0 {
		return store
	}
	return recordcache.New(store, budget)
}
