package render

import (
	"encoding/json"
	"testing"
)

func num(s string) json.Number { return json.Number(s) }

func moneyValue(amount any, currency string) map[string]any {
	return map[string]any{"amount": amount, "currency": currency}
}

func TestMoney(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   any
		want string
	}{
		{"euros have a sign before and two decimals", moneyValue(num("123456"), "EUR"), "€1,234.56"},
		{"pounds", moneyValue(num("99"), "GBP"), "£0.99"},
		{"dollars below one cent pad with zeros", moneyValue(num("5"), "USD"), "$0.05"},
		{"zero", moneyValue(num("0"), "USD"), "$0.00"},
		{"yen have no decimals", moneyValue(num("1250000"), "JPY"), "¥1,250,000"},
		{"kronor are shown by code", moneyValue(num("1250000"), "SEK"), "SEK\u00a012,500.00"},
		{"francs are shown by code", moneyValue(num("98000"), "CHF"), "CHF\u00a0980.00"},
		{"an unknown currency keeps its code and two decimals", moneyValue(num("12345"), "XTS"), "XTS\u00a0123.45"},
		{"a negative variance", moneyValue(num("-250075"), "EUR"), "−€2,500.75"},
		{"a Go int64 amount from a binder", moneyValue(int64(1000), "EUR"), "€10.00"},
		{"an amount beyond 64 bits keeps every digit", moneyValue(num("123456789012345678901234"), "EUR"), "€1,234,567,890,123,456,789,012.34"},
		{"an integral amount written with a fraction", moneyValue(num("100.0"), "EUR"), "€1.00"},
		{"a missing value prints nothing", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := money(c.in)
			if err != nil || got != c.want {
				t.Fatalf("money = %q, %v; want %q", got, err, c.want)
			}
		})
	}
}

func TestMoneyRefusesWrongShapes(t *testing.T) {
	t.Parallel()
	for name, in := range map[string]any{
		"a bare number":       num("12"),
		"a fractional amount": moneyValue(num("1.5"), "EUR"),
		"a string amount":     moneyValue("12", "EUR"),
		"no currency":         map[string]any{"amount": num("1")},
		"no amount":           map[string]any{"currency": "EUR"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got, err := money(in); err == nil {
				t.Fatalf("money = %q, want an error", got)
			}
		})
	}
}

func TestNumbers(t *testing.T) {
	t.Parallel()
	fn := funcs
	cases := []struct {
		name, fn string
		in       any
		want     string
	}{
		{"a count is grouped", "number", num("12500"), "12,500"},
		{"a small count", "number", num("7"), "7"},
		{"a million", "number", num("1000000"), "1,000,000"},
		{"a negative number", "number", num("-1234.5"), "−1,234.5"},
		{"a float from Go", "number", 2.25, "2.25"},
		{"an exponent", "number", num("1e3"), "1,000"},
		{"a long fraction is cut to six places", "number", num("0.1234567"), "0.123457"},
		{"a percentage", "percent", num("85"), "85%"},
		{"a fractional percentage", "percent", num("12.5"), "12.5%"},
		{"hours", "hours", num("7.5"), "7.5 h"},
		{"whole hours", "hours", num("10.0"), "10 h"},
		{"a missing number prints nothing", "number", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := fn[c.fn].(func(any) (string, error))(c.in)
			if err != nil || got != c.want {
				t.Fatalf("%s(%v) = %q, %v; want %q", c.fn, c.in, got, err, c.want)
			}
		})
	}
	if got, err := suffixed("twelve", ""); err == nil {
		t.Fatalf("number(\"twelve\") = %q, want an error", got)
	}
}

func TestDatesAndTimes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		got  func() (string, error)
		want string
	}{
		{"a civil date", func() (string, error) { return formatDate("2026-03-14") }, "Sat 14 Mar 2026"},
		{"a date-time's date in its own offset", func() (string, error) { return formatDate("2026-03-14T23:30:00-05:00") }, "Sat 14 Mar 2026"},
		{"a time in the venue's zone", func() (string, error) { return formatTime("2026-03-14T18:30:00Z", "Europe/Berlin") }, "19:30"},
		{"a summer time in the venue's zone", func() (string, error) { return formatTime("2026-07-14T18:30:00Z", "Europe/Berlin") }, "20:30"},
		{"a date-time that crosses midnight in the zone", func() (string, error) {
			return formatDateTime("2026-03-14T23:30:00Z", "Europe/Stockholm")
		}, "Sun 15 Mar 2026, 00:30"},
		{"a date-time west of UTC", func() (string, error) { return formatDateTime("2026-03-15T02:00:00Z", "America/New_York") }, "Sat 14 Mar 2026, 22:00"},
		{"an unknown zone keeps the written offset", func() (string, error) { return formatTime("2026-03-14T19:30:00+01:00", "Mars/Olympus") }, "19:30"},
		{"the server's Local zone is never used", func() (string, error) { return formatTime("2026-03-14T19:30:00+01:00", "Local") }, "19:30"},
		{"a missing zone keeps the written offset", func() (string, error) { return formatTime("2026-03-14T19:30:00+01:00", nil) }, "19:30"},
		{"a missing date prints nothing", func() (string, error) { return formatDate(nil) }, ""},
		{"a missing time prints nothing", func() (string, error) { return formatTime(nil, "UTC") }, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := c.got()
			if err != nil || got != c.want {
				t.Fatalf("got %q, %v; want %q", got, err, c.want)
			}
		})
	}
	for name, f := range map[string]func() (string, error){
		"a date that is not a date": func() (string, error) { return formatDate("soon") },
		"a time without an offset":  func() (string, error) { return formatTime("2026-03-14T19:30:00", "UTC") },
		"a date given as a number":  func() (string, error) { return formatDate(num("20260314")) },
	} {
		if got, err := f(); err == nil {
			t.Errorf("%s: got %q, want an error", name, got)
		}
	}
}

func TestJoinAndArithmetic(t *testing.T) {
	t.Parallel()
	if got, _ := join([]any{"a", "b", num("3")}, ", "); got != "a, b, 3" {
		t.Errorf("join = %q", got)
	}
	if got, _ := join(nil, ", "); got != "" {
		t.Errorf("join(nil) = %q", got)
	}
	if _, err := join("abc", ", "); err == nil {
		t.Error("join of a string did not fail")
	}
	add := funcs["add"].(func(a, b any) (int64, error))
	if got, _ := add(num("2"), 3); got != 5 {
		t.Errorf("add = %d", got)
	}
	mul := funcs["mul"].(func(a, b any) (int64, error))
	if got, _ := mul(num("4"), int64(3)); got != 12 {
		t.Errorf("mul = %d", got)
	}
	sub := funcs["sub"].(func(a, b any) (int64, error))
	if got, _ := sub(num("4"), num("6")); got != -2 {
		t.Errorf("sub = %d", got)
	}
	if _, err := add(num("1.5"), 1); err == nil {
		t.Error("add of a fraction did not fail")
	}
	if _, err := add(nil, 1); err == nil {
		t.Error("add of a missing value did not fail")
	}
	for name, overflow := range map[string]func() (int64, error){
		"add": func() (int64, error) { return add(num("9223372036854775807"), 1) },
		"sub": func() (int64, error) { return sub(num("-9223372036854775808"), 1) },
		"mul": func() (int64, error) { return mul(num("4294967296"), num("4294967296")) },
	} {
		if got, err := overflow(); err == nil {
			t.Errorf("%s overflowed silently to %d", name, got)
		}
	}
}

func TestTrimLineEndsKeepsTheTextAndDropsTrailingBlanks(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"<p>a</p>  \n\t<p>b</p>\t\n": "<p>a</p>\n\t<p>b</p>\n",
		"no newline at the end   ":   "no newline at the end",
		"  \n \n":                    "\n\n",
		"inner  spaces stay\n":       "inner  spaces stay\n",
		"":                           "",
	}
	for in, want := range cases {
		if got := string(trimLineEnds([]byte(in))); got != want {
			t.Errorf("trimLineEnds(%q) = %q, want %q", in, got, want)
		}
	}
}
