package web

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// maxExpenseLines bounds the expense lines a worksheet posts: a show's
// promoter expenses run to a few dozen; 300 leaves room and keeps the form
// within maxFormBytes.
const maxExpenseLines = 300

// blankExpenseLines are the empty lines a worksheet offers for new expenses.
const blankExpenseLines = 2

// worksheetForm is a worksheet as posted: the draft it reads, the text typed
// in each input by name (shown back as typed) and the problems by input name.
type worksheetForm struct {
	draft  records.WorksheetDraft
	values map[string]string
	errors map[string]string
	order  []string // input names with a problem, in the page's order
	lines  int      // expense lines to show, blank ones included
	// locale is how the user's browser writes numbers (requestLocale), which
	// settles an ambiguous amount as the record forms do.
	locale language.Tag
}

// fail records a problem of input name.
func (f *worksheetForm) fail(name, msg string) {
	if _, ok := f.errors[name]; !ok {
		f.order = append(f.order, name)
	}
	f.errors[name] = msg
}

// readWorksheetForm reads the posted worksheet of o: the tiers' counts, the
// scanned attendance, the expense lines (empty ones left out, the one whose
// remove button was pressed taken out), the rate, the payment method and the
// notes, with the versions the page was opened at.
func readWorksheetForm(r *http.Request, o records.OpenedWorksheet) *worksheetForm {
	f := &worksheetForm{values: map[string]string{}, errors: map[string]string{}, locale: requestLocale(r)}
	get := func(name string) string {
		v := strings.TrimSpace(r.PostForm.Get(name))
		f.values[name] = v
		return v
	}
	count := func(name string) int {
		text := get(name)
		if text == "" {
			return 0
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 {
			f.fail(name, "Enter a whole number of tickets, 0 or more.")
		}
		return n
	}
	d := &f.draft
	d.ShowID = o.Show.ID
	d.ShowVersion, _ = strconv.Atoi(r.PostForm.Get("show_version"))
	d.SettlementVersion, _ = strconv.Atoi(r.PostForm.Get("settlement_version"))
	for i, t := range o.Show.Tiers {
		p := "tier/" + strconv.Itoa(i) + "/"
		d.Tiers = append(d.Tiers, records.TierCounts{TierID: t.ID, Sold: count(p + "sold"), Comps: count(p + "comps"), Kills: count(p + "kills")})
	}
	if get("scanned") != "" {
		n := count("scanned")
		d.ScannedAttendance = &n
	}
	removed := r.PostForm.Get("remove")
	posted, _ := strconv.Atoi(r.PostForm.Get("lines"))
	posted = min(max(posted, 0), maxExpenseLines)
	for i := range posted {
		p := "expense/" + strconv.Itoa(i) + "/"
		desc, budget, actual := r.PostForm.Get(p+"description"), r.PostForm.Get(p+"budget"), r.PostForm.Get(p+"actual")
		if strconv.Itoa(i) == removed || strings.TrimSpace(desc+budget+actual) == "" {
			continue
		}
		n := "expense/" + strconv.Itoa(len(d.Expenses)) + "/"
		f.values[n+"description"], f.values[n+"budget"], f.values[n+"actual"] = strings.TrimSpace(desc), strings.TrimSpace(budget), strings.TrimSpace(actual)
		d.Expenses = append(d.Expenses, records.SettledExpense{Description: strings.TrimSpace(desc),
			Budget: f.amount(n+"budget", budget, o.Show.Currency), Actual: f.amount(n+"actual", actual, o.Show.Currency)})
	}
	f.lines = len(d.Expenses) + blankExpenseLines
	if r.PostForm.Get("action") == "add" {
		f.lines += 3
	}
	d.Rate = o.Rate()
	if o.Show.Currency != o.Project.Currency {
		d.Rate = 0
		if text := get("rate"); text != "" {
			rate, err := kernel.ParseRate(text)
			if err != nil || rate <= 0 {
				f.fail("rate", fmt.Sprintf("Enter what one %s is worth in %s, such as 1.0842.", o.Show.Currency, o.Project.Currency))
			}
			d.Rate = rate
		}
	}
	d.PaymentMethod, d.Notes = get("payment_method"), get("notes")
	return f
}

// amount reads an amount input of the worksheet, noting a problem.
func (f *worksheetForm) amount(name, text, currency string) int64 {
	n, err := parseAmountIn(text, currency, f.locale)
	if err != nil {
		f.fail(name, kernelMessage(err))
	}
	return n
}

// kernelMessage is the sentence of a core error.
func kernelMessage(err error) string {
	if e, ok := kernel.AsError(err); ok {
		return e.Message
	}
	return err.Error()
}

// openedWorksheetForm is the form of worksheet o as stored.
func openedWorksheetForm(o records.OpenedWorksheet) *worksheetForm {
	f := &worksheetForm{values: map[string]string{}, errors: map[string]string{}}
	cur := o.Show.Currency
	for i, t := range o.Show.Tiers {
		p := "tier/" + strconv.Itoa(i) + "/"
		f.values[p+"sold"], f.values[p+"comps"], f.values[p+"kills"] = strconv.Itoa(t.Sold), strconv.Itoa(t.Comps), strconv.Itoa(t.Kills)
	}
	if o.Show.ScannedAttendance != nil {
		f.values["scanned"] = strconv.Itoa(*o.Show.ScannedAttendance)
	}
	for i, e := range o.Worksheet.Expenses {
		p := "expense/" + strconv.Itoa(i) + "/"
		f.values[p+"description"], f.values[p+"budget"], f.values[p+"actual"] = e.Description, amountText(e.Budget, cur), amountText(e.Actual, cur)
	}
	f.lines = len(o.Worksheet.Expenses) + blankExpenseLines
	if o.Settlement != nil {
		f.values["payment_method"], f.values["notes"] = o.Settlement.PaymentMethod, o.Settlement.Notes
	}
	if rate := o.Rate(); rate > 0 {
		f.values["rate"] = rate.String()
	}
	return f
}

// problemsOf files the use case's problems under the worksheet's inputs: its
// pointers are the show's ("/tiers/0/sold") and the settlement's
// ("/expenses/2/actual", "/rate"); a problem with no input goes on top.
func (f *worksheetForm) problemsOf(err error) bool {
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		return false
	}
	for _, fe := range e.Fields {
		name := strings.TrimPrefix(fe.Pointer, "/")
		switch {
		case strings.HasPrefix(name, "tiers/"):
			name = "tier/" + strings.TrimPrefix(name, "tiers/")
		case strings.HasPrefix(name, "expenses/"):
			name = "expense/" + strings.TrimPrefix(name, "expenses/")
		case name == "scanned_attendance":
			name = "scanned"
		case name == "settled_by":
			name = "artist_signatory"
		}
		if _, known := f.values[name]; !known && name != "rate" && name != "promoter_signatory" &&
			name != "artist_signatory" && name != "reason" {
			name = ""
		}
		f.fail(name, fe.Detail)
	}
	if len(e.Fields) == 0 {
		f.fail("", e.Message)
	}
	return true
}

// worksheetProblem is one line of the form's error summary.
type worksheetProblem struct{ Field, Message string }

// Get returns the text of input name, as typed or as stored.
func (f *worksheetForm) Get(name string) string { return f.values[name] }

// Error returns the problem of input name, "" when none.
func (f *worksheetForm) Error(name string) string { return f.errors[name] }

// ID is the HTML id of input name: "ws-expense-2-actual".
func (f *worksheetForm) ID(name string) string { return worksheetInputID(name) }

// Invalid reports whether the form has a problem.
func (f *worksheetForm) Invalid() bool { return len(f.errors) > 0 }

// Summary lists the problems in the page's order, each linking to its input.
func (f *worksheetForm) Summary() []worksheetProblem {
	out := make([]worksheetProblem, 0, len(f.order))
	for _, name := range f.order {
		id := ""
		if name != "" {
			id = worksheetInputID(name)
		}
		out = append(out, worksheetProblem{Field: id, Message: f.errors[name]})
	}
	return out
}

// worksheetInputID is the HTML id of a worksheet input.
func worksheetInputID(name string) string { return "ws-" + strings.ReplaceAll(name, "/", "-") }
