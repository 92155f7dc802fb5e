package render

import "github.com/roadcase/roadcase/adapters/render/htmlcheck"

// checkHTML returns every way page breaks the renderer's promises about its HTML;
// see htmlcheck.Check, which the service's property tests share.
func checkHTML(page []byte) []string { return htmlcheck.Check(page) }
