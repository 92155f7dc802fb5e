package ports

import "context"

// Paper is a printed page's size: A4 (210 × 297 mm) or US Letter (8.5 × 11 in).
type Paper string

// The paper sizes documents print on.
const (
	PaperA4     Paper = "a4"
	PaperLetter Paper = "letter"
)

// PDFPrinter prints a self-contained HTML page (a rendered document) as a PDF.
// An implementation never lets the page fetch anything: the document is all
// there is, and every request it would make is refused.
type PDFPrinter interface {
	// PrintPDF prints html on paper of the given size, the page's own CSS
	// (@page, print media) deciding the rest. KindUnavailable when the engine
	// does not answer or gives up within its time bound; KindInvalid when html
	// or the PDF is larger than the engine's bound.
	PrintPDF(ctx context.Context, html []byte, paper Paper) ([]byte, error)
	// Engine names the engine for people: "Gotenberg", "Chromium".
	Engine() string
}
