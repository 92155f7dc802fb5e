package browsertest

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Console records what a tab writes to its console: calls of the console API,
// uncaught exceptions, and the browser's own log, where Chromium reports a
// Content-Security-Policy violation, a failed request or a deprecated feature.
type Console struct {
	mu       sync.Mutex
	messages []string
}

// WatchConsole starts recording tab's console; call it before navigating.
func WatchConsole(tab context.Context) (*Console, error) {
	c := &Console{}
	if err := chromedp.Listen(tab, c.event); err != nil {
		return nil, err
	}
	return c, nil
}

// event is the tab's listener; it must return at once (see chromedp.Listen).
func (c *Console) event(ev any) {
	var m string
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		m = fmt.Sprintf("console.%s(%s)", e.Type, Describe(e.Args))
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		m = fmt.Sprintf("exception: %s %s", d.Text, Describe([]*runtime.RemoteObject{d.Exception}))
	case *log.EventEntryAdded:
		m = fmt.Sprintf("browser log, %s %s: %s", e.Entry.Source, e.Entry.Level, e.Entry.Text)
		if e.Entry.URL != "" {
			m += " (" + e.Entry.URL + ")"
		}
	default:
		return
	}
	c.mu.Lock()
	c.messages = append(c.messages, m)
	c.mu.Unlock()
}

// Messages returns the messages recorded so far, oldest first, one line each.
func (c *Console) Messages() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.messages...)
}

// Describe prints remote objects roughly as the console would.
func Describe(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case a == nil:
		case a.Description != "":
			parts = append(parts, a.Description)
		case len(a.Value) > 0:
			parts = append(parts, string(a.Value))
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, ", ")
}
