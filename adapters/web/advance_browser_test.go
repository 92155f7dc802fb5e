package web

import "testing"

// Every advancing and portal page, as rendered for the HTML test, is audited
// by axe-core in Chromium with its stylesheet and under its CSP: no violation
// of any impact, and nothing on the console (where CSP violations land).
// Skipped without Chromium unless ROADCASE_REQUIRE_BROWSER=1.
func TestEveryAdvancingAndPortalPageIsAccessible(t *testing.T) {
	pages := advancingPages(t)
	auditPages(t, pages, newAdvanceFixture(t).handler) // the fixture serves the stylesheet and script
}
