package doctest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestWithStringsFillsEveryFreeTextField(t *testing.T) {
	t.Parallel()
	out, set, err := WithStrings(ServedFixtureSchema(), json.RawMessage(FixtureSample), Hostile, "time_zone")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/items/0/name", "/items/0/note", "/items/1/name", "/items/1/note", "/notes",
		"/tags/0", "/tags/1", "/title", "/venue/city", "/venue/name"}
	if !slices.Equal(set, want) {
		t.Fatalf("set %q, want %q", set, want)
	}
	v, _ := Decode(out)
	d := v.(map[string]any)
	if d["title"] != Hostile || d["time_zone"] != "Europe/Berlin" || d["show_date"] != "2026-03-14" {
		t.Fatalf("title %q, time_zone %q, show_date %q", d["title"], d["time_zone"], d["show_date"])
	}
	if tag := d["tags"].([]any)[0].(string); tag != Hostile[:20] {
		t.Fatalf("tag %q was not cut to maxLength 20", tag)
	}
	if d["fee"].(map[string]any)["currency"] != "EUR" {
		t.Fatal("a patterned string was replaced")
	}
}

func TestRequiredPointersListsEveryRequiredMember(t *testing.T) {
	t.Parallel()
	got, err := RequiredPointers(ServedFixtureSchema(), json.RawMessage(FixtureSample))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/fee", "/fee/amount", "/fee/currency", "/items", "/items/0/name", "/items/0/qty",
		"/items/1/name", "/items/1/qty", "/show_date", "/time_zone", "/title", "/venue", "/venue/name"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestWithoutRemovesOneMember(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, pointer, gone string
		wantErr             bool
	}{
		{"a top-level member", "/title", `"title"`, false},
		{"a member inside an array element", "/items/1/qty", `"qty":12`, false},
		{"a member of a nested object", "/fee/currency", `"currency"`, false},
		{"a missing member is an error", "/nope", "", true},
		{"an array index past the end is an error", "/items/9/qty", "", true},
		{"a pointer into a leaf is an error", "/title/x", "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out, err := Without(json.RawMessage(FixtureSample), c.pointer)
			if c.wantErr {
				if err == nil {
					t.Fatalf("Without(%s) = %s, want an error", c.pointer, out)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(out), c.gone) {
				t.Fatalf("%s still in %s", c.gone, out)
			}
		})
	}
}
