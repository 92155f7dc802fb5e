package web

import (
	"bytes"
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// letterCountries are the countries whose convention is US Letter paper
// (CLDR's paperSize data, territories with "US-Letter"); everywhere else
// prints on A4.
var letterCountries = map[string]bool{"BZ": true, "CA": true, "CL": true, "CO": true, "CR": true,
	"GT": true, "MX": true, "NI": true, "PA": true, "PE": true, "PH": true, "PR": true, "SV": true,
	"US": true, "VE": true}

// paperOf is the paper a country (ISO 3166-1 alpha-2) prints on: Letter in
// letterCountries, A4 elsewhere and when the country is unknown.
func paperOf(country string) ports.Paper {
	if letterCountries[strings.ToUpper(strings.TrimSpace(country))] {
		return ports.PaperLetter
	}
	return ports.PaperA4
}

// paperParam reads a document address's ?paper= (a4 or letter). Absent, it
// is A4, the size the documents' own CSS declares; anything else is
// KindInvalid.
func paperParam(r *http.Request) (ports.Paper, error) {
	switch p := r.URL.Query().Get("paper"); p {
	case "", string(ports.PaperA4):
		return ports.PaperA4, nil
	case string(ports.PaperLetter):
		return ports.PaperLetter, nil
	default:
		return "", kernel.Invalid("The paper must be a4 or letter.").WithCode("invalid_paper")
	}
}

// letterRule is what a document printed on Letter gets besides its own CSS:
// one rule after it, so that the printed page is 8.5 × 11 in with the same
// margins. It is allowed by the document's CSP (style-src 'unsafe-inline').
const letterRule = "<style>@page { size: letter; }</style>\n"

// onPaper returns the document html to print on paper: html itself, byte for
// byte, on A4 (the documents' own @page size), and html with letterRule before
// its </head> on Letter.
func onPaper(html []byte, paper ports.Paper) []byte {
	if paper != ports.PaperLetter {
		return html
	}
	i := bytes.Index(html, []byte("</head>"))
	if i < 0 {
		return html
	}
	out := make([]byte, 0, len(html)+len(letterRule))
	out = append(out, html[:i]...)
	out = append(out, letterRule...)
	return append(out, html[i:]...)
}
